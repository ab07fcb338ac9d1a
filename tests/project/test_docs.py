"""The docs as a newcomer meets them: on GitHub, in a clone and on the docs site alike.

Links between the repository's files are relative (so they work wherever the repository is published: its
address is written nowhere), nothing a user copies names a placeholder owner, and the CLI reference is what
the program prints. `mkdocs build --strict` itself runs in .ci/run.
"""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

REPO = Path(__file__).resolve().parent.parent.parent
# What a user reads or copies from: the README, the docs, the changelog, the action and the examples.
PAGES = sorted([REPO / "README.md", REPO / "CHANGELOG.md", *(REPO / "docs").glob("*.md")])
COPIED = sorted(
    [
        *PAGES,
        REPO / "action.yml",
        *(REPO / "action").glob("*.sh"),
        *(REPO / ".github" / "workflows").glob("*.yml"),
        *(p for p in (REPO / "examples").rglob("*") if p.is_file()),
        REPO / "mkdocs.yml",
        REPO / "pyproject.toml",
    ]
)
LINK = re.compile(r"\]\(([^)\s]+)\)")


def _hook(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, REPO / "docs" / "hooks" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _outside_code(text: str) -> str:
    """`text` without its fenced code blocks and code spans (a link there is an example, not a link)."""
    text = re.sub(r"^(```|~~~).*?^\1", "", text, flags=re.S | re.M)
    return re.sub(r"`[^`\n]*`", "", text)


def test_the_cli_reference_is_what_the_program_prints() -> None:
    reference = _hook("cli_reference")
    page = reference.PAGE.read_text(encoding="utf-8")
    assert reference.generated_part(page) == reference.render(), (
        "docs/cli.md is not current: run `python docs/hooks/cli_reference.py`"
    )
    # Every command is there, with its placeholders as the terminal shows them.
    for command in ("episode", "build", "feed", "script", "check", "voices", "serve", "check-host", "cache"):
        assert f"\n## narrate {command}\n" in page
    assert "OUT/<lang>/<slug>.mp3" in page and "OUT//" not in page


def test_the_cli_reference_check_fails_on_a_stale_page(tmp_path: Path) -> None:
    reference = _hook("cli_reference")
    stale = tmp_path / "cli.md"
    stale.write_text(f"# CLI\n\n{reference.BEGIN}\nold text\n{reference.END}\n", encoding="utf-8")
    assert reference.write(stale) is True
    assert reference.generated_part(stale.read_text(encoding="utf-8")) == reference.render()
    assert reference.write(stale) is False
    done = subprocess.run(
        [sys.executable, str(REPO / "docs" / "hooks" / "cli_reference.py"), "--check"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.relative_to(REPO).as_posix())
def test_every_link_to_a_repository_file_is_relative_and_resolves(page: Path) -> None:
    broken = []
    for target in LINK.findall(_outside_code(page.read_text(encoding="utf-8"))):
        if re.match(r"[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
            continue  # a web address, mail, or an anchor on the same page
        path = target.split("#", 1)[0]
        if page.name == "changelog.md":
            continue  # it only includes CHANGELOG.md, checked from the repository's root
        if not (page.parent / path).exists():
            broken.append(target)
    assert not broken, f"{page.relative_to(REPO)}: links to missing files {broken}"


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.relative_to(REPO).as_posix())
def test_no_link_names_the_repository_by_an_address(page: Path) -> None:
    """The repository's address is not known to itself: a link to one of its files is relative."""
    assert not re.findall(r"https?://github\.com/[^)\s]*/narrate/(?:blob|tree)/", page.read_text(encoding="utf-8"))


def _lines(pattern: str) -> list[tuple[str, str]]:
    return [
        (f"{p.relative_to(REPO)}:{n}", line)
        for p in COPIED
        for n, line in enumerate(p.read_text(encoding="utf-8", errors="replace").splitlines(), 1)
        if re.search(pattern, line)
    ]


def test_nothing_a_user_copies_names_a_placeholder_owner() -> None:
    """The repository does not know its own address: where a user must name it, the line says so (once per
    command or workflow), and nothing else stands in for it."""
    assert not _lines(r"\bOWNER\b")
    templates = _lines(r"<owner>")
    assert templates and all("fill in once" in line for _, line in templates), templates
    # The README and every workflow example name it in one line, then use the name.
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "git+$NARRATE_REPO@" in readme and "${{ env.NARRATE_REPOSITORY }}" in readme
    workflow = (REPO / ".github" / "workflows" / "narrate.yml").read_text(encoding="utf-8")
    assert workflow.count("<owner>") == 1 and len(re.findall(r"^ +- uses: \./\.narrate$", workflow, re.M)) == 2


def test_a_link_leaving_the_docs_becomes_a_page_of_the_docs_site() -> None:
    # The hook imports mkdocs: the docs extra (.ci/run installs it; the README's `.[test]` alone does not).
    pytest.importorskip("mkdocs", reason="the docs extra is not installed (pip install -e '.[docs]')")
    links = _hook("repo_links")

    class File:
        src_uri = "site.md"

    class Page:
        file = File()

    markdown = (
        "[a](../examples/site/) and [b](../src/narrate/default_voices.yaml#L3), [c](../no/such/file.py), [d](ci.md)"
    )
    assert links.on_page_markdown(markdown, Page()) == (
        "[a](repo/examples/site/index.md) and [b](repo/src/narrate/default_voices.yaml.md), "
        "[c](../no/such/file.py), [d](ci.md)"
    )
    assert links._page_of(".github/workflows/narrate.yml") == "repo/_github/workflows/narrate.yml.md"
