"""Front matter whose language is named after the opening fence (`---json`, `---yaml`, `---toml`, `---js`), as
gray-matter reads it (Eleventy's front matter reader, 11ty.dev/docs/data-frontmatter and
data-frontmatter-customize): the word after `---` names the language, a plain `---` closes the block.

Before this rule the block was Markdown: its keys were said aloud as a heading or a paragraph and the title was the
file's name (s11 held-out, surma.dev: 9 articles, 18 defects: "surma content things deep copy" heard as the title,
then '---json "title": "Deep-copying in JavaScript", "date": …').
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import write
from narrate.config import load_config
from narrate.errors import ArticleError
from narrate.text.article import read_article
from narrate.text.readers import split_front_matter
from narrate.text.script import build_script

# surma/surma.dev 78fce410 content/things/deep-copy.md (opening, trimmed)
SURMA_DEEP_COPY = """---json
{
  "title": "Deep-copying in JavaScript",
  "date": "2018-01-25",
  "socialmediaimage": "social.png"
}
---
How do I _copy_ an object in JavaScript? It’s a simple question, without a simple answer.
<!--more-->

## Call by reference
JavaScript passes everything by reference.
"""

# nickytonline/www.iamdeveloper.com, a post "TypeScript Tips Part I" (opening, trimmed): another blog, another key set
IAMDEVELOPER_TS_TIPS = """---json
{
  "title": "TypeScript Tips Part I",
  "excerpt": "We'll start off with the usual shameless plug of another blog post. If you haven't read it yet, check...",
  "date": "2019-01-25T02:13:23.000Z",
  "tags": [
    "typescript",
    "javascript",
    "react"
  ],
  "canonicalUrl": "https://www.iamdeveloper.com/posts/typescript-tips-part-i-4hhp/",
  "reading_time_minutes": 3,
  "template": "post"
}
---

We're going to look at a few tips that may/can help you on your journey in TypeScript land.
"""

# vitalyavolyn's Eleventy page (README.md, opening): `---js` front matter, a JavaScript object Eleventy evaluates
VITALYAVOLYN_JS = """---js
{
  title: "vitalyavolyn",
  layout: process.env.LAYOUT || 'html'
}
---

# welcome!

my name is Vitalya, i'm a JS developer from Kazakhstan.
"""


def _said(path: Path) -> str:
    return "\n".join(chunk.text for chunk in build_script(read_article(path), load_config()).chunks)


@pytest.mark.parametrize(
    ("source", "title", "first"),
    [
        (SURMA_DEEP_COPY, "Deep-copying in JavaScript", "How do I copy an object in JavaScript?"),
        (IAMDEVELOPER_TS_TIPS, "TypeScript Tips Part I", "We're going to look at a few tips"),
    ],
    ids=["surma-deep-copy", "iamdeveloper-typescript-tips"],
)
def test_json_front_matter_named_after_the_fence_gives_the_title_and_is_not_said(
    tmp_path: Path, source: str, title: str, first: str
) -> None:
    path = write(tmp_path / "post.md", source)
    article = read_article(path)
    assert article.title == title
    assert article.date is not None and article.date.year in (2018, 2019)
    said = _said(path)
    assert said.splitlines()[0] == title
    assert "---json" not in said and '"title"' not in said and "socialmediaimage" not in said
    assert "reading_time_minutes" not in said and first in said


def test_json_front_matter_decides_the_language_as_yaml_does(tmp_path: Path) -> None:
    """The language key in `---json` front matter is read as in YAML (surma's shape, with a `lang` key and
    Japanese prose: no real `---json` article in another language was found in the mirrors or the code index)."""
    source = SURMA_DEEP_COPY.replace('"date"', '"lang": "ja",\n  "date"').replace(
        "How do I _copy_ an object in JavaScript? It’s a simple question, without a simple answer.",
        "JavaScript でオブジェクトを _コピー_ するには？簡単な質問ですが、簡単な答えはありません。",
    )
    path = write(tmp_path / "post.md", source)
    article = read_article(path)
    assert (article.title, article.lang, article.lang_source) == ("Deep-copying in JavaScript", "ja", "front matter")
    assert "socialmediaimage" not in _said(path)


def test_js_front_matter_is_not_said(tmp_path: Path) -> None:
    """`---js` is a program Eleventy runs; narrate runs none: no keys, but the block is not said either."""
    path = write(tmp_path / "README.md", VITALYAVOLYN_JS)
    article = read_article(path)
    said = _said(path)
    assert "process.env" not in said and "layout" not in said
    assert "Kazakhstan" in said and article.title == "welcome!"


@pytest.mark.parametrize(
    ("opening", "front", "expected"),
    [
        ("---yaml", "title: Three dashes marks the spot", {"title": "Three dashes marks the spot"}),
        ("---yml", "title: A", {"title": "A"}),
        ("--- json", '{"title": "B"}', {"title": "B"}),
        ("---toml", 'title = "My page title using TOML"', {"title": "My page title using TOML"}),
        ("---json", "", {}),
    ],
)
def test_each_named_language(opening: str, front: str, expected: dict[str, str]) -> None:
    meta, body, first_line = split_front_matter(f"{opening}\n{front}\n---\nBody.\n", Path("post.md"))
    assert (meta, body.strip(), first_line) == (expected, "Body.", 4)


def test_bare_fence_generators_and_unknown_words_keep_the_line_as_text() -> None:
    text = "---json\n{}\n---\nBody.\n"
    for generator in ("hugo", "jekyll", "hexo"):
        assert split_front_matter(text, Path("post.md"), generator=generator)[0] == {}
        assert split_front_matter(text, Path("post.md"), generator=generator)[1] == text
    assert split_front_matter("---tldr\nA\n---\nBody.\n", Path("post.md"))[1].startswith("---tldr")


def test_invalid_json_front_matter_names_the_file() -> None:
    with pytest.raises(ArticleError, match="not valid JSON"):
        split_front_matter('---json\n{"title": "A",}\n---\nBody.\n', Path("post.md"))
    with pytest.raises(ArticleError, match="given twice"):
        split_front_matter('---json\n{"lang": "en", "lang": "ja"}\n---\nBody.\n', Path("post.md"))
