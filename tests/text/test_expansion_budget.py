"""Site variables expand within a budget proportional to the text they are in, and a hard cap.

`{{< param "big" >}}` × 6,000 to a 60 KB front-matter value (a 175 KB article) took `narrate script`
past 6.6 GB; Jekyll's `{{ page.big }}` and `{{{ .big }}}` from variables.json alike: a way around the
article limits (100,000 lines, 20 MB). Each case runs in a child capped at 1.5 GB of address space, so
a regression is a MemoryError there, not a machine out of memory.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from helpers import write
from patience import PATIENCE

BIG = "word " * 12_000  # 60 KB


def _capped() -> None:
    cap = 1536 * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (cap, cap))


def script(path: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "NO_COLOR": "1"}
    return subprocess.run(
        [sys.executable, "-m", "narrate", "script", str(path)],
        capture_output=True,
        text=True,
        timeout=PATIENCE,
        env=env,
        preexec_fn=_capped,
    )


def article(body: str, extra: str = "", title: str = "T") -> str:
    return f"---\ntitle: {title}\nlang: en\n{extra}---\n\n{body}\n"


@pytest.mark.parametrize(
    ("files", "unit"),
    [
        ({"hugo.toml": "baseURL = 'https://example.com/'\n"}, '{{< param "big" >}} '),
        ({"hugo.toml": f"[params]\nbig = '{BIG}'\n"}, '{{< param "big" >}} '),
        ({"hugo.toml": f"[params]\nbig = '{BIG}'\n"}, "{{ .Site.Params.big }} "),
        ({"_config.yml": "title: Blog\n"}, "{{ page.big }} "),
        ({"_config.yml": f"big: '{BIG}'\n"}, "{{ site.big }} "),
        ({"_config.yml": "title: Blog\n", "_data/x.yml": f"big: '{BIG}'\n"}, "{{ site.data.x.big }} "),
        ({"variables.json": json.dumps({"big": BIG})}, "{{{ .big }}}\n\n"),
        ({"hugo.toml": "baseURL = 'https://example.com/'\n"}, '\n\n## {{< param "big" >}}\n\n'),
        ({"hugo.toml": "baseURL = 'https://example.com/'\n"}, '\n\n<p>{{< param "big" >}}</p>\n\n'),
    ],
    ids=[
        "page param",
        "site param",
        ".Site.Params",
        "jekyll page",
        "jekyll site",
        "jekyll data",
        "variables.json",
        "headings",
        "html blocks",
    ],
)
def test_a_variable_repeated_thousands_of_times_stops_with_one_line(
    tmp_path: Path, files: dict[str, str], unit: str
) -> None:
    for name, text in files.items():
        write(tmp_path / name, text)
    path = write(tmp_path / "content" / "post.md", article(unit * 6_000, extra=f"big: '{BIG}'\n"))
    done = script(path)
    assert done.returncode == 1, done.stderr[-500:]
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr
    assert str(path) in lines[0] and "site variables expand to more than" in lines[0]


def test_a_variable_in_the_title_is_bounded_by_the_title(tmp_path: Path) -> None:
    write(tmp_path / "_config.yml", "big: '" + "x" * 900_000 + "'\n")
    path = write(tmp_path / "content" / "post.md", article("Body.", title="'" + "{{ site.big }}" * 2_000 + "'"))
    done = script(path)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert "site variables expand to more than" in done.stderr and done.stderr.count("\n") == 1


def test_an_ordinary_docs_page_is_far_inside_its_budget(tmp_path: Path) -> None:
    write(tmp_path / "variables.json", json.dumps({"starter": "TiDB Cloud Serverless", "essential": "TiDB Essential"}))
    body = "\n\n".join("This works on {{{ .starter }}} and {{{ .essential }}} clusters alike." for _ in range(300))
    path = write(tmp_path / "content" / "post.md", article(body))
    done = script(path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("TiDB Cloud Serverless") == 300


def test_the_budget_grows_with_the_text_up_to_its_cap() -> None:
    from narrate.errors import NarrateError
    from narrate.text.site_data import EXPANSION_CAP, Budget, SiteData

    small, large, huge = Budget(1_000), Budget(100_000), Budget(100_000_000)
    assert small.limit < large.limit < huge.limit == EXPANSION_CAP
    site = SiteData(params={"x": "y" * 10_000}).for_page({}, 100)
    said = [site.said('{{< param "x" >}}') for _ in range(6)]
    assert all(len(s or "") == 10_000 for s in said)
    with pytest.raises(NarrateError, match="expand to more than"):
        for _ in range(100):
            site.said('{{< param "x" >}}')
