"""A code block's caption where the site's generator prints it above the code (BRIEF ruling 4c, issue 38): said in
the code's cue, as a picture's caption is in the picture's. Hexo's backtick_code_block filter documents
```` ```[language] [title] [url] [link text] ```` (hexo.io/docs/tag-plugins, "Backtick Code Block"); Docusaurus'
and MkDocs Material's `title="…"`. A language alone, or a language with options, is no caption; a generator that
shows no caption (Jekyll's kramdown, plain CommonMark) keeps the bare cue."""

from __future__ import annotations

from pathlib import Path

import pytest

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.prose import extract_blocks
from narrate.text.script import build_script


def _hexo_said(tmp_path: Path, body: str, *, lang: str) -> list[str]:
    """What an article of a Hexo site (its _config.yml and scaffolds folder) says between its title and outro."""
    (tmp_path / "scaffolds").mkdir()
    (tmp_path / "_config.yml").write_text("title: Blog\nnew_post_name: :title.md\n", encoding="utf-8")
    path = tmp_path / "source" / "_posts" / "post.md"
    path.parent.mkdir(parents=True)
    path.write_text(f"---\ntitle: T\nlang: {lang}\n---\n\n{body}\n", encoding="utf-8")
    script = build_script(read_article(path), load_config())
    assert not script.lost, [(item.symbol, item.context) for _, item in script.lost]
    return [chunk.text for chunk in script.chunks[1:-1]]


def test_hexo_caption_after_the_language_is_said_in_the_code_cue(tmp_path: Path) -> None:
    # Noverish/Noverish-Hexo source/_posts/Node/webpack.md (s23 held-out [7] [19]): the file names above the blocks
    body = (
        "아래와 같이 작성합니다.\n\n```javascript src/index.js\nconsole.log('hi');\n```\n\n"
        "두 파일을 만듭니다.\n\n```javascript src/math.js\nexport const a = 1;\n```\n\n"
        "```javascript src/index.js\nimport { a } from './math';\n```"
    )
    assert _hexo_said(tmp_path, body, lang="ko") == [
        "아래와 같이 작성합니다.",
        "(코드: src 슬래시 index.js)",
        "두 파일을 만듭니다.",
        "(코드 2개: src 슬래시 math.js; src 슬래시 index.js)",
    ]


def test_hexo_caption_with_its_link_and_the_near_misses(tmp_path: Path) -> None:
    # written for the test after Hexo's documented form: a title, an address and its link text (the address unsaid);
    # a language alone and a language with options (line marks, linenos, hl_lines) print no caption
    body = (
        "First.\n\n```js Array.map https://developer.mozilla.org/a Docs\n[1].map(x => x);\n```\n\n"
        "Second.\n\n```js\na();\n```\n\nThird.\n\n```js {1,3-4}\na();\n```\n\n"
        'Fourth.\n\n```python linenos\na()\n```\n\nFifth.\n\n```python hl_lines="2"\na()\n```'
    )
    bare = "(A code sample is skipped here.)"
    assert _hexo_said(tmp_path, body, lang="en") == [
        "First.",
        "(Code: Array.map Docs.)",
        "Second.",
        bare,
        "Third.",
        bare,
        "Fourth.",
        bare,
        "Fifth.",
        bare,
    ]


def test_hexo_caption_in_a_japanese_article(tmp_path: Path) -> None:
    # written for the test: a Hexo article in Japanese, a config file's name above its block
    body = "設定ファイルを書きます。\n\n```yaml _config.yml\ntitle: Blog\n```"
    assert _hexo_said(tmp_path, body, lang="ja") == ["設定ファイルを書きます。", "（コード：_config.yml）"]


@pytest.mark.parametrize(
    ("generator", "titled"),
    [
        ("hexo", True),  # the words after the language: Hexo's caption
        ("jekyll", False),  # kramdown shows no caption: the bare cue, as before
        ("hugo", False),  # goldmark's default render shows none either
        ("plain", False),  # CommonMark hides the info string
    ],
)
def test_only_a_generator_that_prints_the_words_captions_the_block(generator: str, titled: bool) -> None:
    blocks = extract_blocks("Text.\n\n```java UserMapper.java\ninterface UserMapper {}\n```\n", generator=generator)
    cue = blocks[-1]
    assert cue.cue == "code"
    assert [s.text for s in cue.segments] == (["UserMapper.java"] if titled else [])


def test_docusaurus_title_attribute_is_said_in_the_cue() -> None:
    # Docusaurus' documented code block title (docusaurus.io/docs/markdown-features/code-blocks#code-title); on a Jekyll
    # site the same fence shows no title
    body = 'Text.\n\n```jsx title="/src/components/HelloCodeTitle.js"\nfunction Hi() {}\n```\n'
    cue = extract_blocks(body, generator="docusaurus")[-1]
    assert [s.text for s in cue.segments] == ["/src/components/HelloCodeTitle.js"]
    assert extract_blocks(body, generator="jekyll")[-1].segments == ()
