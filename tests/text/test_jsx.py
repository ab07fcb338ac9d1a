"""JSX and MDX read by structure (narrate.text.jsx and its Markdown rules): components, props, expressions, ESM."""

from __future__ import annotations

from pathlib import Path

import pytest

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.jsx import esm_end, esm_title, parse_element, shown_props, text_of
from narrate.text.script import build_script


def _said(tmp_path: Path, body: str, suffix: str = ".mdx", front: str = "title: T\nlang: en\n") -> list[str]:
    path = tmp_path / f"post{suffix}"
    path.write_text(f"---\n{front}---\n{body}\n", encoding="utf-8")
    script = build_script(read_article(path), load_config())
    assert not script.lost, [(item.symbol, item.context) for _, item in script.lost]
    return [c.text for c in script.chunks[1:-1]]


def test_an_element_ends_where_its_grammar_says() -> None:
    src = (
        '<Image alt={\n  <span>\n    A pyramid{" "}\n    <a href="https://x.org/y">of tests</a>. What if\n'
        '  </span>\n} src="/images/pyramid.jpg" />\nafter'
    )
    element = parse_element(src, 0)
    assert element is not None and element.self_closing and src[element.end :] == "\nafter"
    assert " ".join(shown_props(element)[0].split()) == "A pyramid of tests. What if"
    # A `}` or `<` inside a string of an expression ends nothing.
    tricky = parse_element('<Note data={{ a: "}<", b: `x${"}"}` }}>Hi</Note>', 0)
    assert tricky is not None and text_of(tricky) == "Hi"


def test_props_a_page_shows_and_props_it_does_not() -> None:
    tweet = parse_element('<Tweet id="1191438907696656384" caption={<>But Google does it!</>} />', 0)
    assert tweet is not None and shown_props(tweet) == ["But Google does it!"]
    data = parse_element("<Translations translations={[{ language: '한국어', url: 'https://x/ko' }]} />", 0)
    assert data is not None and shown_props(data) == []


def test_esm_blocks_run_to_a_blank_line_outside_braces() -> None:
    src = 'export const metadata = {\n  title: "2019 in Review",\n\n  og: { images: [] }\n}\n\nHello'
    assert src[: esm_end(src, 0)].endswith("}")  # the blank line inside the braces does not end it
    assert esm_title(src) == "2019 in Review"
    assert esm_end("import the file first.", 0) is not None  # (the block rule asks _MDX_ESM first)


def test_components_say_what_they_show(tmp_path: Path) -> None:
    # rauchg/blog f8d7697 app/(post)/2020/2019-in-review/page.mdx (trimmed): a tweet's caption, a snippet's
    # caption before its code cue, a caption's children, footnote-like refs never.
    said = _said(
        tmp_path,
        'Static files are trivially cacheable <Ref id="1" />.\n\n'
        '<Tweet id="1105876480930734086" caption="While SwiftUI is exciting, RN has an advantage" />\n\n'
        "<Snippet caption={<>Use <code>npm i -g vercel</code> to install</>}>{`$  vc`}</Snippet>\n\n"
        '<YouTube videoId="KDhKyIZd3O8" />\n'
        "<Caption>Elan Ruskin on Spider Man's technical accomplishments</Caption>",
    )
    assert said == [
        "Static files are trivially cacheable.",
        "While SwiftUI is exciting, RN has an advantage",
        "Use npm i -g vercel to install",
        "(A code sample is skipped here.)",
        "Elan Ruskin on Spider Man's technical accomplishments",
    ]


def test_boxes_read_their_title_and_children_and_code_components_are_cued(tmp_path: Path) -> None:
    said = _said(
        tmp_path,
        '<Aside title="Heads up">\n\nSome **Markdown** inside.\n\n</Aside>\n\n'
        "<Sandpack>\n\n```js\nconst a = 1;\n```\n\n</Sandpack>\n\nAfter.",
    )
    assert said == ["Heads up", "Some Markdown inside.", "(A code sample is skipped here.)", "After."]


def test_esm_over_many_lines_is_never_said_and_gives_the_title(tmp_path: Path) -> None:
    path = tmp_path / "page.mdx"
    path.write_text(
        'import { Tweet } from "../components"\nexport const metadata = {\n  title: "2019 in Review",\n'
        '  openGraph: { images: [{ url: "/og/x" }] }\n}\n\nThe year was good.\n',
        encoding="utf-8",
    )
    script = build_script(read_article(path), load_config())
    assert [c.text for c in script.chunks[:2]] == ["2019 in Review", "The year was good."]


def test_expressions_say_their_strings_in_mdx_only(tmp_path: Path) -> None:
    assert _said(tmp_path, 'One{" "}two {/* a note */} three.') == ["One two three."]


def test_an_expression_in_running_text_is_read_never_dropped(tmp_path: Path) -> None:
    # (issue 38's held-out reading: "{2 * Math.PI}" vanished from a sentence)
    assert _said(tmp_path, "The area is {2 * Math.PI} and {props.count} items.") == [
        "The area is 2 times Math.PI and props.count items."
    ]


def test_markup_that_is_not_prose_stays_silent(tmp_path: Path) -> None:
    said = _said(
        tmp_path,
        "* TOC\n{:toc}\n\nReferences:\n\n- [docs.spring.io](https://docs.spring.io/a)\n"
        "- [www.baeldung.com](https://www.baeldung.com/b)\n- <https://www.baeldung.com/c>\n\n"
        # (a picture's credit: the address under the picture; one standing alone is a link card, said —
        # tests/text/test_players_and_cards.py)
        "![A talk](talk.png)\n\n<center>https://www.youtube.com/watch?v=abc</center>\n\n"
        "See [the post]({% post_url 2010-07-21-name %}) and [[RFC 6520]](https://tools.ietf.org/x).\n\n"
        "## Hyrum's Law [#hyrums-law]\n\nThanks @Mark-Simulacrum for helping.",
        suffix=".md",
    )
    assert said == [
        "References:",
        "(A list of three links.)",  # (addresses only: a list of titles is read, test_a_list_of_titles_is_read)
        "(Image: A talk.)",  # (its alt describes it: cued wherever it stands, text.pictures; its credit silent)
        "See the post and [RFC 6520].",
        "Hyrum's Law",
        "Thanks Mark-Simulacrum for helping.",
    ]


@pytest.mark.parametrize(
    ("config", "kind"),
    [
        # kramdown's own input makes `####目录` a heading (its ATX rule takes no space after the marks)
        ("title: Blog\nkramdown:\n  input: kramdown\n", "heading"),
        # Jekyll's default input is GFM (configuration.rb DEFAULTS): kramdown-parser-gfm wants the space, as
        # CommonMark does, and the line is a paragraph (s21 held-out connor-kor html&css: `- #000000`, a colour)
        ("title: Blog\n", "paragraph"),
        ("title: Blog\nkramdown:\n  input: GFM\n", "paragraph"),
    ],
)
def test_a_heading_without_its_space_is_one_where_kramdown_reads_it(tmp_path: Path, config: str, kind: str) -> None:
    (tmp_path / "_config.yml").write_text(config, encoding="utf-8")
    posts = tmp_path / "_posts"
    posts.mkdir()
    path = posts / "2024-01-02-x.md"
    path.write_text("---\ntitle: T\nlang: zh-hans\n---\n前言。\n\n####目录\n\n正文。\n", encoding="utf-8")
    script = build_script(read_article(path, root=tmp_path), load_config())
    assert [(c.kind, c.text) for c in script.chunks[2:5]][:2] == [("paragraph", "前言。"), (kind, "目录")]


def test_grouping_html_in_mdx_holds_markdown_nested_and_indented(tmp_path: Path) -> None:
    # mdx-js/mdx 685627a docs/blog/v2.mdx: a list inside <div className="emoji-list">, and fences inside
    # nested <div>s, indented as the source nests them, one with a blank line in its code.
    said = _said(
        tmp_path,
        '<div className="emoji-list">\n  * 📝 **Improved syntax** for JSX\n  * 🧵 …and more\n</div>\n\n'
        '<div className="big-columns">\n  <div>\n    ```mdx path="a.mdx"\n    export const a = 1\n\n'
        "    Written by: {a}.\n    ```\n  </div>\n\n  <div>\n    ```tsx\n    <p>Written by: 1.</p>\n"
        "    ```\n  </div>\n</div>\n\nAfter.",
    )
    assert said == ["Improved syntax for JSX", "…and more", "(Two code samples are skipped here.)", "After."]


def test_abbreviation_definitions_are_never_said(tmp_path: Path) -> None:
    # benanne/benanne.github.io 9c8fece _posts/2014-12-09-theano-metaopt.md (kramdown's abbreviations).
    said = _said(
        tmp_path,
        "A 4D input tensor.\n\n*[4D input tensor]: batch size, input channels\n"
        "*[4D kernel tensor]: output channels, input channels\n\nAfter.",
        suffix=".md",
    )
    assert said == ["A 4D input tensor.", "After."]


def test_an_expression_opening_with_a_bracket_is_code_unless_it_holds_a_string_or_an_element(tmp_path: Path) -> None:
    said = _said(tmp_path, "The mean is {(a + b) / 2} units, {('quoted')} and {(<b>bold</b>)}.")
    assert said[0].startswith("The mean is") and "a plus b" in said[0] and "units" in said[0], said


def test_elements_nested_past_the_limit_are_not_read_through_children_props_or_expressions() -> None:
    """Nesting past _DEPTH, however it nests (children, an element as a prop, an element in an expression), makes
    the whole element unread: as props and expressions it recursed without a bound (600 `<A b={` raised
    RecursionError), and as children each level tried every `<` after it again (5,000 `<Tabs>` ran for minutes)."""
    for src in (
        "<A b={" * 600 + "x" + "}/>" * 600,
        "<A b=" * 600 + "<B/>" + "/>" * 600,
        "<Tabs>" * 300 + "x" + "</Tabs>" * 300,
    ):
        assert parse_element(src, 0) is None
    shallow = "<Tabs>" * 20 + "words" + "</Tabs>" * 20
    element = parse_element(shallow, 0)
    assert element is not None and element.end == len(shallow) and text_of(element) == "words"


def test_deeply_nested_props_in_an_article_are_no_traceback(tmp_path: Path) -> None:
    path = tmp_path / "post.mdx"
    path.write_text("---\ntitle: T\nlang: en\n---\n\nWords first.\n\n" + "<A b={" * 600 + "x" + "}/>" * 600 + "\n")
    script = build_script(read_article(path), load_config())
    assert "Words first." in " ".join(c.text for c in script.chunks)


def test_braces_that_never_close_are_each_answered_once() -> None:
    """24 KB of `a{b ` (the final review: 45 CPU s, every `{` scanned to its reach) reads as the same text, and
    a `{` inside one that closes is known from the outer scan."""
    from narrate.text.jsx import parse_expression

    src = "a{b " * 6000
    assert parse_expression(src, 1) is None
    assert parse_expression(src, len(src) - 3) is None
    nested = "{x {y} {z {w}} v}"
    outer = parse_expression(nested, 0)
    assert outer is not None and outer.end == len(nested)
    inner = parse_expression(nested, nested.index("{z"))
    assert inner is not None and nested[nested.index("{z") : inner.end] == "{z {w}}"


def test_a_list_of_titles_is_read(tmp_path: Path) -> None:
    """A list made only of links whose texts are titles is read, each title in its language's voice: the page shows
    them and the next sentence may point at them ("這兩篇講到…"). Only addresses, or the same link word again, get
    the cue (TechBridgeWeekly/blog-starter-kit
    131ddc6 source/_posts/javascript-prototype.md, s4 held-out reading: two titles replaced by "a list of two
    links"; gyoogle/tech-interview-for-developer 7ce8752 Web/CSRF_XSS.md: "[링크]" three times; a table of
    contents is titles too: cs231n/cs231n.github.io 3d84654 attention.md, s5 dev reading: its sub-entries cued)."""
    said = _said(
        tmp_path,
        "Read these first:\n\n- [Javascript继承机制的设计思想](http://www.ruanyifeng.com/blog/2011/06/x.html)\n"
        "- [A Complete Guide to Grid](https://css-tricks.com/snippets/css/complete-guide-grid/)\n\n"
        "Both explain it.\n\n- [link](https://itstory.tk/entry/a)\n- [link](https://noirstar.tistory.com/266)\n\n"
        "Contents:\n\n- [Motivation](#motivation)\n- [Self-Attention](#self)\n"
        "    - [Masked Self-Attention Layers](#masked)\n    - [Multi-Head Self-Attention Layers](#multihead)\n",
        suffix=".md",
    )
    assert said == [
        "Read these first:",
        "Javascript 继承机制的设计思想",
        "A Complete Guide to Grid",
        "Both explain it.",
        "(A list of two links.)",
        "Contents:",
        "Motivation",
        "Self-Attention",
        "Masked Self-Attention Layers",
        "Multi-Head Self-Attention Layers",
    ]


def test_a_link_card_component_is_said_by_its_site(tmp_path: Path) -> None:
    # s16 dev brown2243/blog 2025-03-09-Material-Theme/index.mdx lines 83-84 (trimmed) and 2025-03-24-shanghai-trip2
    # (a card whose url is an expression): the page draws each linked page's title and picture, fetched at build
    # time; the article holds its address, whose site is said, as a Markdown card's is.
    body = (
        'import LinkPreview from "@site/src/components/LinkPreview";\n\n'
        "위 글들의 쟁점에 대한 GPT의 요약이다.\n\n"
        '<LinkPreview url="https://github.com/microsoft/vsmarketplace/issues/1168" />\n'
        '<LinkPreview url="https://news.ycombinator.com/item?id=43178831" />\n\n'
        '<LinkPreview url={"https://kr.trip.com/hotels/shanghai-hotel-detail-1/"} />\n'
    )
    said = _said(tmp_path, body, front="title: T\nlang: ko\n")
    assert said == ["위 글들의 쟁점에 대한 GPT의 요약이다.", "github.com", "news.ycombinator.com", "kr.trip.com"]


def test_a_component_with_an_address_that_is_no_card_stays_silent(tmp_path: Path) -> None:
    # (built from the rule) a counter or a chart given a data address is no link card: its address is never said.
    body = 'The counter:\n\n<Counter src="https://api.example.com/count.json" />\n\nDone.\n'
    assert _said(tmp_path, body) == ["The counter:", "Done."]


def test_a_card_is_named_by_its_whole_name_and_a_media_file_is_no_page(tmp_path: Path) -> None:
    # review s16 text2 L2: `<Blog url=…>` (its 'og'), `<Dialog>`, `<Catalog>` are no link cards; a media component's
    # `src` is the file it plays (`<VideoPreview src=….mp4>`), and a card's address of a media file is no page
    body = (
        "Cards:\n\n"
        '<Blog url="https://example.com/posts/one" />\n\n'
        '<Dialog href="https://example.org/terms" />\n\n'
        '<VideoPreview src="https://cdn.example.net/v/clip.mp4" />\n\n'
        '<LinkCard url="https://cdn.example.net/v/clip.mp4" />\n\n'
        '<OgpCard url="https://zenn.dev/foo/articles/bar" />\n\n'
        '<YouTubeEmbed src="https://www.youtube.com/watch?v=abc" />\n\n'
        "Done.\n"
    )
    assert _said(tmp_path, body) == ["Cards:", "zenn.dev", "youtube.com", "Done."]
