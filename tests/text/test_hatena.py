"""Hatena Blog's export (blogsync, Hatena's own): its capitalised front matter keys and where its notation is read."""

from __future__ import annotations

from pathlib import Path

from narrate.text.article import read_article
from narrate.text.hatena import hatena_article, to_markdown

# tarao/tarao.hatenablog.com da3b50af entry/20101025/1287971794.md (front matter, trimmed)
_HATENA_FRONT = """---
Title: ' GNU screenのattach時に環境変数を自動的に引き継ぐ'
Category:
- screen
Date: "2010-10-25T10:56:34+09:00"
URL: http://tarao.hatenablog.com/entry/20101025/1287971794
EditURL: https://blog.hatena.ne.jp/tarao/tarao.hatenablog.com/atom/entry/6653586347149236184
---

GNU screenを使っていれば, とてもべんり.
"""


def test_a_capitalised_title_is_the_title(tmp_path: Path) -> None:
    path = tmp_path / "1287971794.md"
    path.write_text(_HATENA_FRONT, encoding="utf-8")
    article = read_article(path)
    assert article.title == "GNU screenのattach時に環境変数を自動的に引き継ぐ"
    assert not article.title_made
    assert article.date is not None and article.date.year == 2010


def test_the_lower_case_key_wins_over_the_capitalised_one(tmp_path: Path) -> None:
    path = tmp_path / "post.md"
    path.write_text("---\ntitle: Mine\nTitle: Other\n---\n\nText.\n", encoding="utf-8")
    assert read_article(path).title == "Mine"


def test_a_hatena_article_is_known_by_its_address_or_its_super_pre() -> None:
    assert hatena_article({"EditURL": "https://blog.hatena.ne.jp/u/u.hatenablog.com/atom/entry/1"}, "")
    assert hatena_article({"URL": "https://u.hateblo.jp/entry/2021/06/14/160248"}, "")
    assert hatena_article({}, "text\n\n>|ruby|\nputs 1\n||<\n")
    assert not hatena_article({"URL": "https://example.com/hatenablog.com/"}, "see [https://a.b:title=A]")
    assert not hatena_article({}, "a `>||` sign alone\n")


def test_a_markdown_article_keeps_its_markdown_blocks() -> None:
    # blogsync keeps the article's own syntax: a Markdown article reads Hatena's inline forms, not its `*` lines.
    body = "# Heading\n\n* item [https://github.com/a/b:title=b] by id:Windymelt:detail\n\n```\n[https://x.y:title=Z]\n```\n"
    assert to_markdown(body) == (
        "# Heading\n\n* item [b](https://github.com/a/b) by Windymelt\n\n```\n[https://x.y:title=Z]\n```\n"
    )


def test_a_definition_list_term_ends_at_the_first_colon_outside_a_tag_or_a_link() -> None:
    # Text::Hatena's `:term:description`: a colon inside `<code>` or `[…]` belongs to the term.
    body = "本文.\n:<code>M-x hatena:d:list</code>:日記一覧を開く\n:[https://a.example/b:title=B]:リンク\n:x\n"
    assert to_markdown(body).split("\n") == [
        "本文.",
        "- <code>M-x hatena:d:list</code>: 日記一覧を開く",
        "- [B](https://a.example/b): リンク",
        ":x",
        "",
    ]
