"""The site's own files read as the site's, whatever their shape (issue 43, attacks family s24).

A shortcode template is the site's file, read for every article of the site: whatever its size and shape, reading it
costs work in proportion to its bytes. No timing: a hang-guard far beyond the reading's cost (a child process given
minutes) catches a reading that grows with the square of the template. A folder named like a config file is no
config: the blog is read as though it were not there.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from narrate.text.site import find_site
from narrate.text.site.hugo_config import read_config
from narrate.text.site_templates import SiteTag, site_tags

_TIP = '{{ $term := .Get "term" }}<span class="tip"><b>{{ $term }}</b><span role="tooltip">{{ .Inner }}</span></span>\n'


def _site(root: Path, template: str) -> Path:
    (root / "layouts" / "shortcodes").mkdir(parents=True)
    (root / "hugo.toml").write_text('title = "blog"\n', encoding="utf-8")
    (root / "layouts" / "shortcodes" / "tip.html").write_text(template, encoding="utf-8")
    return root


def test_a_megabyte_template_of_printed_variables_is_read_in_one_pass_attacks_s24(tmp_path: Path) -> None:
    # attacks s24 'a 1 MB shortcode template of 70,000 printed variables': each printed `{{ $v }}` searched the whole
    # template again for the variable's `.Get`, some 70,000 scans of a megabyte (minutes for every article of the
    # site). Read in a child process under a hang-guard of minutes; the reading itself takes a fraction of a second.
    site = _site(tmp_path, _TIP + "<i>{{ $v }}</i>" * 70_000)
    code = (
        "import sys; from pathlib import Path; from narrate.text.site_templates import site_tags; "
        "print(site_tags(Path(sys.argv[1]), lambda f: f.read_text(encoding='utf-8')))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(site)], capture_output=True, text=True, timeout=240, check=True
    )
    assert "shown=('term',)" in done.stdout and "hidden_body=True" in done.stdout


def test_printed_variables_keep_their_parameters_in_the_order_printed(tmp_path: Path) -> None:
    # A shape of our own: two variables, one named and one positional, printed in the other order than assigned, and
    # a printed variable no parameter fills (a near miss: it adds nothing).
    template = (
        '{{ $a := .Get "a" }}{{ $b = index .Params 1 }}<span>{{ $b }}</span><b>{{ $a }}</b><i>{{ $none }}</i>'
        '<span role="tooltip">{{ .Inner }}</span>\n'
    )
    site = _site(tmp_path, template)
    assert site_tags(site, lambda f: f.read_text(encoding="utf-8")) == {
        "tip": SiteTag(shown=("1", "a"), hidden_body=True)
    }


@pytest.mark.parametrize(("name", "other"), [("config.toml", "content"), ("hugo.yaml", ""), ("_config.yml", "")])
def test_a_folder_named_like_a_config_file_is_no_config_attacks_s24(tmp_path: Path, name: str, other: str) -> None:
    # attacks s24 "zola's config.toml is a folder": a folder `config.toml/` beside `content/` made the blog a Hugo
    # site of no settings; its top-level articles were skipped as pages in no section, and on a rebuild, removed.
    # Shapes of our own: a folder `hugo.yaml/` (Hugo's own name) and `_config.yml/` (Jekyll's).
    (tmp_path / "content").mkdir()
    (tmp_path / "content" / "notes.md").write_text("---\ntitle: Notes\n---\n\nWords.\n", encoding="utf-8")
    (tmp_path / name).mkdir()
    (tmp_path / name / "inside.txt").write_text("x", encoding="utf-8")
    assert find_site(tmp_path / "content").generator == "plain"
    # The near miss: the same name as a file is the site's config, as before.
    (tmp_path / name / "inside.txt").unlink()
    (tmp_path / name).rmdir()
    (tmp_path / name).write_text("baseURL = 'https://example.com/'\n" if name.endswith(".toml") else "title: x\n")
    assert find_site(tmp_path / "content").generator == ("hugo" if name != "_config.yml" else "jekyll")


def test_the_templates_read_for_a_site_are_bounded_across_its_themes_attacks_s24(tmp_path: Path) -> None:
    # attacks s24 '200 themes of 200 hard-linked 1 MB templates': the bound of 200 files held per folder, so a site
    # and its 200 themes were 40,000 templates read and hashed (minutes of CPU for every site). Counted, not timed:
    # the site's own 150 templates and two themes of 150 each are at most 200 files read in all, the site's own first.
    site = _site(tmp_path, _TIP)
    for n in range(150):
        (site / "layouts" / "shortcodes" / f"own{n:03d}.html").write_text("<p>{{ .Inner }}</p>", encoding="utf-8")
    for theme in ("a", "b"):
        folder = site / "themes" / theme / "layouts" / "shortcodes"
        folder.mkdir(parents=True)
        for n in range(150):
            (folder / f"t{n:03d}.html").write_text("<p>{{ .Inner }}</p>", encoding="utf-8")
    read: list[Path] = []

    def counted(file: Path) -> str:
        read.append(file)
        return file.read_text(encoding="utf-8")

    assert "tip" in site_tags(site, counted)
    assert len(read) == 200 and sum("themes" in file.parts for file in read) == 49


def test_a_theme_list_is_read_for_params_up_to_a_bound_attacks_s24(tmp_path: Path) -> None:
    # attacks s24 'hugo.toml naming 50,000 themes': each name was looked up under eight config names (8 s of CPU for
    # every article). The first themes keep giving their params; a theme past the 200th is not looked up.
    names = ", ".join(f"'t{i}'" for i in range(5_000))
    (tmp_path / "hugo.toml").write_text(f"baseURL = 'https://example.com/'\ntheme = [{names}]\n", encoding="utf-8")
    for theme, key in (("t0", "first"), ("t4999", "last")):
        (tmp_path / "themes" / theme).mkdir(parents=True)
        (tmp_path / "themes" / theme / "hugo.toml").write_text(f"[params]\n{key} = 'x'\n", encoding="utf-8")
    params = read_config(tmp_path).data["params"]
    assert params == {"first": "x"}
