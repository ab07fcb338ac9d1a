"""A file stem's language suffix is read in one place (text.language.lang_suffix): the base name and the
language of one stem never disagree, whichever reader asks — an article's slug and group, a site's placement
and page tokens, a translation's original, Hugo's config files."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import write
from narrate.config import load_config
from narrate.flow.planning import plan_build
from narrate.text.language import lang_suffix
from narrate.text.site.hugo_config import read_config

EN = "An article with words enough to be read aloud by a voice.\n"


@pytest.mark.parametrize(
    ("stem", "split"),
    [
        ("index.zh-TW", ("index", "zh-tw")),
        ("post.en", ("post", "en")),
        ("v1.2", ("v1.2", "")),
        ("my.setup", ("my.setup", "")),
        ("notes", ("notes", "")),
        ("a.b.ja", ("a.b", "ja")),
        ("trailing.", ("trailing.", "")),
    ],
)
def test_a_stem_splits_at_its_last_dot_only_before_a_language(stem: str, split: tuple[str, str]) -> None:
    assert lang_suffix(stem) == split


def test_a_site_s_own_codes_decide_what_is_a_suffix() -> None:
    codes = {"cn", "en"}.__contains__
    assert lang_suffix("post.cn", codes) == ("post", "cn")
    assert lang_suffix("post.ja", codes) == ("post.ja", "")  # a language, but not one of the site's


def test_a_site_language_narrate_does_not_know_names_the_file_and_its_base_alike(tmp_path: Path) -> None:
    """`a.cn.md` on a site whose languages are `en` and `cn`: its language is `cn` and its base `a`, so it is
    the translation of `a.md`; `b.ja.md` is no translation there (ja is not the site's) and keeps its name."""
    write(
        tmp_path / "hugo.toml",
        'baseURL = "https://b.example/"\ndefaultContentLanguage = "en"\n'
        "[languages.en]\nweight = 1\n[languages.cn]\nweight = 2\n",
    )
    for name in ("a.md", "a.cn.md", "b.ja.md"):
        write(tmp_path / "content" / "posts" / name, f"---\ntitle: {name}\n---\n\n{EN}")
    plan = plan_build(tmp_path / "content", load_config(None), tmp_path / "out")
    assert not plan.failed, plan.failed
    rows = {job.article.key: job.article for job in plan.jobs}
    assert {key: (a.site_lang, a.page) for key, a in rows.items()} == {
        "posts/a.md": ("en", "https://b.example/posts/a/"),
        "posts/a.cn.md": ("cn", "https://b.example/cn/posts/a/"),
        "posts/b.ja.md": ("en", "https://b.example/posts/b.ja/"),
    }
    assert rows["posts/a.md"].group == rows["posts/a.cn.md"].group != rows["posts/b.ja.md"].group
    assert rows["posts/a.md"].slug == rows["posts/a.cn.md"].slug


def test_a_hugo_config_file_s_language_is_after_its_last_dot(tmp_path: Path) -> None:
    """Hugo reads `<key>.<lang>.toml` with any language key the site chose (`params.cn.toml`)."""
    default = tmp_path / "config" / "_default"
    write(default / "hugo.toml", 'baseURL = "https://b.example/"\n[languages.en]\n[languages.cn]\n')
    write(default / "params.cn.toml", "c = 3\n")
    write(default / "menus.en.toml", "[[main]]\nname = 'x'\n")
    data = read_config(tmp_path, environ={}).data
    assert data["languages"]["cn"]["params"] == {"c": 3}
    assert data["languages"]["en"]["menus"] == {"main": [{"name": "x"}]}
