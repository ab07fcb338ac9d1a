"""The generator as the judge: `narrate build --dry-run` asks hugo, where it is installed,
where it puts each article's page and prints every disagreement; `--site-check` fails on one. Hugo 0.111's
`hugo list` output and the later one (kind and section columns, CSV drafts) are both read."""

from __future__ import annotations

import json
import os
import shutil
import stat
from pathlib import Path

import pytest
from typer.testing import CliRunner

from helpers import write
from narrate.cli import app
from narrate.flow.site_check import ask_hugo

runner = CliRunner()
EN = "An article with words enough to be read aloud by a voice.\n"


def hugo_blog(root: Path) -> Path:
    write(root / "hugo.toml", 'baseURL = "https://b.example/"\n[permalinks]\nposts = "/:year/:slug/"\n')
    write(root / "layouts" / "_default" / "single.html", "{{ .Title }}")
    write(root / "layouts" / "_default" / "list.html", "")
    write(root / "content" / "posts" / "one.md", f"---\ntitle: One\ndate: 2024-01-02\n---\n\n{EN}")
    write(root / "content" / "posts" / "two.md", f"---\ntitle: Two\ndate: 2024-02-03\nslug: second\n---\n\n{EN}")
    return root / "content"


def build(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, ["build", *args])
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.skipif(shutil.which("hugo") is None, reason="hugo is not installed (apt-get install hugo)")
def test_a_dry_run_asks_hugo_and_site_check_fails_on_a_disagreement(tmp_path: Path) -> None:
    content = hugo_blog(tmp_path / "blog")
    out = str(tmp_path / "out")
    code, stdout, _ = build(str(content), "--dry-run", "--out", out)
    assert code == 0 and "site check (hugo v0." in stdout and "2 pages where it puts them, 0 not" in stdout
    code, stdout, _ = build(str(content), "--dry-run", "--json", "--out", out)
    check = json.loads(stdout)["site_check"]
    assert check["agreed"] == 2 and check["disagreements"] == [] and check["judge"].startswith("hugo v0.")
    # voices.yaml's own pattern puts the pages where hugo does not: every one is named, and --site-check
    # stops the build before anything is narrated.
    write(tmp_path / "blog" / "voices.yaml", "site:\n  permalink: /elsewhere/:slug/\n")
    code, stdout, _ = build(str(content), "--dry-run", "--out", out)
    assert code == 0 and "0 pages where it puts them, 2 not" in stdout
    assert (
        "posts/two.md: narrate https://b.example/elsewhere/second/, generator https://b.example/2024/second/ "
        "(another URL)"
    ) in stdout
    code, stdout, stderr = build(str(content), "--site-check", "--out", out)
    assert code == 1 and stderr.count("narrate: error: site check: ") == 2
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").rglob("*.mp3"))


def test_without_hugo_there_is_no_check_and_site_check_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    content = hugo_blog(tmp_path / "blog")
    monkeypatch.setenv("PATH", str(tmp_path / "nothing"))
    code, stdout, _ = build(str(content), "--dry-run", "--out", str(tmp_path / "out"))
    assert code == 0 and "site check: none (hugo is not installed" in stdout
    code, _, stderr = build(str(content), "--site-check", "--out", str(tmp_path / "out"))
    assert code == 1 and "--site-check: hugo is not installed" in stderr and "install the generator" in stderr


LATER_HUGO = r"""#!/bin/sh
# The output of a later hugo (0.123+): CSV with a header everywhere, kind and section columns.
case "$1 $2" in
  "list all") printf 'path,slug,title,date,expiryDate,publishDate,draft,permalink,kind,section\n'
    printf 'content/posts/one.md,,One,2024-01-02T00:00:00Z,,,false,https://b.example/2024/one/,page,posts\n'
    printf 'content/posts/two.md,second,Two,2024-02-03T00:00:00Z,,,true,https://b.example/2024/second/,page,posts\n'
    printf 'content/posts/_index.md,,Posts,,,,false,https://b.example/posts/,section,posts\n' ;;
  "list drafts") printf 'path,slug,title,date,expiryDate,publishDate,draft,permalink,kind,section\n'
    printf 'content/posts/two.md,second,Two,2024-02-03T00:00:00Z,,,true,https://b.example/2024/second/,page,posts\n' ;;
  "list future"|"list expired") printf 'path,slug,title,date,expiryDate,publishDate,draft,permalink,kind,section\n' ;;
  version*) echo "hugo v0.140.0-abc+extended linux/amd64 BuildDate=unknown" ;;
esac
"""


def test_a_later_hugo_s_listing_is_read_by_its_column_names(tmp_path: Path) -> None:
    fake = write(tmp_path / "bin" / "hugo", LATER_HUGO)
    fake.chmod(fake.stat().st_mode | stat.S_IXUSR)
    pages, version = ask_hugo(str(fake), tmp_path)
    assert version == "hugo v0.140.0-abc+extended"
    assert {p.relative_to(tmp_path).as_posix(): (page.url, page.published) for p, page in pages.items()} == {
        "content/posts/one.md": ("https://b.example/2024/one/", True),
        "content/posts/two.md": ("https://b.example/2024/second/", False),
    }


def test_hugo_failing_on_the_site_is_one_line(tmp_path: Path) -> None:
    fake = write(tmp_path / "bin" / "hugo", "#!/bin/sh\necho 'Error: module \"x\" not found' >&2\nexit 1\n")
    fake.chmod(fake.stat().st_mode | stat.S_IXUSR)
    from narrate.errors import InputError

    with pytest.raises(InputError) as caught:
        ask_hugo(str(fake), tmp_path)
    assert '`hugo list all` failed: Error: module "x" not found' in str(caught.value)
    assert os.linesep not in str(caught.value)


def test_a_dry_run_goes_on_when_hugo_fails_on_the_site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A theme not checked out, a module not fetched: the dry run says so and goes on; --site-check fails."""
    content = hugo_blog(tmp_path / "blog")
    fake = write(tmp_path / "bin" / "hugo", "#!/bin/sh\necho 'Error: module \"x\" not found' >&2\nexit 1\n")
    fake.chmod(fake.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))
    code, stdout, _ = build(str(content), "--dry-run", "--out", str(tmp_path / "out"))
    assert code == 0 and "site check: none (" in stdout and 'module "x" not found' in stdout
    code, _, stderr = build(str(content), "--site-check", "--out", str(tmp_path / "out"))
    assert code == 1 and "`hugo list all` failed" in stderr
