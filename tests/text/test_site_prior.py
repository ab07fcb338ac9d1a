"""The blog's default language, as its generator's config names it, is the language decision's prior:
an article whose text does not settle its language takes the blog's."""

from __future__ import annotations

from pathlib import Path

from helpers import write
from narrate import load_config
from narrate.flow.build import build_site
from narrate.text.article import read_article


def _hugo(root: Path, lang: str) -> Path:
    write(root / "hugo.toml", f'baseURL = "https://blog.example.com/"\ndefaultContentLanguage = "{lang}"\n')
    return root / "content"


def test_an_article_with_nothing_to_go_on_takes_the_blogs_default(tmp_path: Path) -> None:
    content = _hugo(tmp_path, "ja")
    post = write(content / "posts/numbers/index.md", "---\ntitle: '2024'\n---\n\n`make build` 42\n")
    article = read_article(post, root=content)
    assert article.lang == "ja" and "blog's default language" in article.lang_reason


def test_without_a_site_config_narrates_default_stays(tmp_path: Path) -> None:
    post = write(tmp_path / "content/posts/numbers/index.md", "---\ntitle: '2024'\n---\n\n`make build` 42\n")
    assert read_article(post, root=tmp_path / "content").lang == "zh-hant"


def test_a_build_plans_with_the_prior(tmp_path: Path) -> None:
    content = _hugo(tmp_path, "en")
    write(content / "posts/numbers/index.md", "---\ntitle: '2024'\n---\n\n`make build` 42 1.5\n")
    plan, _ = build_site(content, load_config(None), tmp_path / "out", dry_run=True)
    assert [job.article.lang for job in plan.jobs] == ["en"]
