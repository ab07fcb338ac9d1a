"""A book's page is titled by its entry in the book's SUMMARY.md, as the book's generator shows it: mdBook (book.toml,
the summary in `<src>/SUMMARY.md`), GitBook's legacy toolchain (book.json, the summary at its `root`) and GitBook's
Git sync (.gitbook.yaml: `root`, `structure.summary`). Front matter still comes first; an entry that is a section's
generic name ('はじめに') or a number only ('1.58') names no article, and the page's own H1 is its title then. Each
case is a temporary site laid out as the book it is titled with (its files' lines copied from the mirror)."""

from __future__ import annotations

from pathlib import Path

from narrate.text.article import read_article
from narrate.text.site_data import site_data


def _write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        file = root / name
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_text(text, encoding="utf-8")


def test_misonomi_too_many_lists_mdbook_ja(tmp_path: Path) -> None:
    # misonomi/too-many-lists (s14 held-out; mdBook): book.toml, src/SUMMARY.md lines 3 and 21, src/third.md's H1
    _write(
        tmp_path,
        {
            "book.toml": '[book]\ntitle = "Learning Rust With Entirely Too Many Linked Lists"\n',
            "src/SUMMARY.md": "# Summary\n\n* [はじめに](README.md)\n* [永続スタック](third.md)\n",
            "src/README.md": "# あまりにも超大量の連結リストで学ぶRust\n\n困ったことがあったら見てください。\n",
            "src/third.md": "# 永続的な片方向スタック\n\n私達は片方向リストを完全に極めました．\n",
        },
    )
    assert read_article(tmp_path / "src" / "third.md").title == "永続スタック"
    # the book's introduction is listed as 'はじめに', a section's generic name: the page's H1 titles it
    assert read_article(tmp_path / "src" / "README.md").title == "あまりにも超大量の連結リストで学ぶRust"


def test_sunface_rust_course_mdbook_prefix_chapter_zh_hans(tmp_path: Path) -> None:
    # sunface/rust-course (s14 dev; mdBook, `src = "src"`): a prefix chapter (a bare link, no list marker) whose page
    # opens with a picture, not a heading — titled by its file's name 'into rust' before; an HTML-commented entry is
    # none; a release note listed as '1.58' keeps its H1
    _write(
        tmp_path,
        {
            "book.toml": '[book]\nauthors = ["sunface"]\nlanguage = "zh-CN"\ntitle = "Rust语言圣经(Rust Course)"\n'
            'src = "src"\n',
            "src/SUMMARY.md": "# Rust 语言圣经\n\n[关于本书](about-book.md)\n[进入 Rust 编程世界](into-rust.md)\n"
            "<!-- [快速查询入口](index-list.md) 暂时屏蔽-->\n\n---\n"
            "- [Rust 历次版本更新解读](appendix/rust-versions/intro.md)\n"
            "  - [1.58](appendix/rust-versions/1.58.md)\n",
            "src/into-rust.md": '<img src="https://pic1.zhimg.com/80/v2.jpg" />\n\n如题，这是一本 Rust 语言的书。\n',
            "src/index-list.md": "快速查询入口的内容。\n",
            "src/appendix/rust-versions/1.58.md": "# Rust 新版解读 | 1.58 | 重点: 格式化字符串捕获环境中的值\n\n"
            "众所周知，Rust 小版本发布非常频繁。\n",
        },
    )
    assert read_article(tmp_path / "src" / "into-rust.md").title == "进入 Rust 编程世界"
    assert read_article(tmp_path / "src" / "index-list.md").title == "index list"
    assert read_article(tmp_path / "src" / "appendix" / "rust-versions" / "1.58.md").title.startswith("Rust 新版解读")


def test_bai_yingjie_gitbook_legacy_zh_hans(tmp_path: Path) -> None:
    # Bai-Yingjie/Bai-Yingjie.github.io (s13 held-out; GitBook legacy book.json, SUMMARY.md at the root) line 116
    _write(
        tmp_path,
        {
            "book.json": '{\n  "author": "Bai Yingjie",\n  "title": "My Notes",\n  "language": "zh-hans"\n}\n',
            "SUMMARY.md": "# Summary\n* [简介](README.md)\n\n* [Golang](notes/as_title_golang.md)\n",
            "notes/as_title_golang.md": "这一部分是 Golang 相关的笔记。\n",
        },
    )
    assert read_article(tmp_path / "notes" / "as_title_golang.md").title == "Golang"


def test_gitbook_yaml_root_and_front_matter_first_en(tmp_path: Path) -> None:
    # Constructed on GitBook's documented .gitbook.yaml (root: ./docs/, structure.summary): front matter's title wins
    _write(
        tmp_path,
        {
            ".gitbook.yaml": "root: ./docs/\nstructure:\n  summary: toc.md\n",
            "docs/toc.md": "# Table of contents\n\n* [Getting started quickly](start.md)\n"
            "* [Configuring the server](config.md)\n",
            "docs/start.md": "Install the package and run it once to see what it does.\n",
            "docs/config.md": "---\ntitle: Server settings\n---\n\nEvery setting has a default.\n",
        },
    )
    assert read_article(tmp_path / "docs" / "start.md").title == "Getting started quickly"
    assert read_article(tmp_path / "docs" / "config.md").title == "Server settings"


def test_summary_joins_the_site_stamp(tmp_path: Path) -> None:
    # The summary is the book's config: a page's reading depends on it, so its bytes are in the site's stamp
    _write(tmp_path, {"book.toml": "[book]\n", "src/SUMMARY.md": "* [One](a.md)\n", "src/a.md": "Words.\n"})
    before = site_data(tmp_path / "src" / "a.md").stamp
    _write(tmp_path / "other", {"book.toml": "[book]\n", "src/SUMMARY.md": "* [Two](a.md)\n", "src/a.md": "Words.\n"})
    assert site_data(tmp_path / "other" / "src" / "a.md").stamp != before


def test_a_book_config_without_its_summary_is_no_site_root_en(tmp_path: Path) -> None:
    # review s15 text2 M1 (constructed): a Hugo page bundle holding a data file named book.json (a reading list's
    # data) made the bundle's folder the site's root, and `{{< param "author" >}}` lost the site's params
    _write(
        tmp_path,
        {
            "config.toml": 'title = "S"\n[params]\nauthor = "Alice Example"\n',
            "content/posts/reading/book.json": '{"books": ["Dune", "Emma"]}\n',
            "content/posts/reading/index.md": "---\ntitle: My reading list\n---\n\n"
            'This list was kept by {{< param "author" >}} over many years.\n',
        },
    )
    (tmp_path / ".git").mkdir()
    page = tmp_path / "content" / "posts" / "reading" / "index.md"
    assert site_data(page).params.get("author") == "Alice Example"


def test_a_gitbook_with_its_summary_is_still_a_site_root_zh_hans(tmp_path: Path) -> None:
    # Bai-Yingjie's notes (s13 held-out; GitBook legacy): book.json beside SUMMARY.md — the book's root, its entry
    # titling the page (the guard of the case above)
    _write(
        tmp_path,
        {
            "book.json": '{"title": "notes"}\n',
            "SUMMARY.md": "# Summary\n\n* [Golang](golang/README.md)\n",
            "golang/README.md": "as title golang\n\n这是 Go 的笔记。\n",
        },
    )
    assert read_article(tmp_path / "golang" / "README.md").title == "Golang"


def test_a_summary_of_unclosed_comments_is_read_in_linear_time_en(tmp_path: Path) -> None:
    # s16 attack `summary-comments` (benchmarks/attacks.py --family s16 --match summary): a summary is a site file read
    # up to 1 MB under no article limit, and `<!--.*?-->` looked from every unclosed `<!--` to the end: 10,000 of them
    # took 10 s, a megabyte over an hour. The entry before them still titles its page; the comments cost ~nothing.
    import time

    _write(
        tmp_path,
        {
            "book.toml": "[book]\ntitle = 'A book'\nsrc = '.'\n",
            "SUMMARY.md": "# Summary\n\n- [Getting Started](post.md)\n" + "<!-- " * 10_000 + "\n",
            "post.md": "# A heading\n\nWords of the chapter.\n",
        },
    )
    started = time.process_time()
    assert read_article(tmp_path / "post.md").title == "Getting Started"
    assert time.process_time() - started < 2.0


def test_summary_comments_are_cut_as_before_zh_hans() -> None:
    # the linear cut gives what the pattern gave: sunface/rust-course's commented entry, a comment over two lines, a
    # comment inside a comment's text, an opening no `-->` follows (the rest kept), `<!---->` and `<!-->`
    import re

    from narrate.text.book_summary import _without_comments

    for text in (
        "[关于本书](about-book.md)\n<!-- [快速查询入口](index-list.md) 暂时屏蔽-->\n- [a](a.md)\n",
        "a <!-- b\nc --> d <!-- e --> f",
        "a <!-- <!-- b --> c --> d",
        "a <!-- b --> c <!-- d never closed\n- [e](e.md)",
        "<!---->x<!-->y-->z<!--->w",
        "",
        "no comment at all",
    ):
        assert _without_comments(text) == re.sub(r"<!--.*?-->", "", text, flags=re.S), text
