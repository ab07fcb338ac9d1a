"""Markdown dialects read as their renderers show the page (text.dialects; issue 38 items 4-5): the shapes are the
ones each dialect's own documentation gives (Python-Markdown and pymdown-extensions, Pandoc's manual, kramdown's
syntax page, VitePress and VuePress, Obsidian's callouts, Hugo's and Hexo's tags), never a blog's examples alone.
Every case also loses nothing by the symbol account."""

from __future__ import annotations

from pathlib import Path

import pytest

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.prose import extract_blocks
from narrate.text.script import Script, build_script


def _script(tmp_path: Path, body: str, *, lang: str = "en", name: str = "post.md") -> Script:
    path = tmp_path / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"---\ntitle: T\nlang: {lang}\n---\n\n{body}\n", encoding="utf-8")
    script = build_script(read_article(path), load_config())
    assert not script.lost, [(item.symbol, item.context) for _, item in script.lost]
    return script


def _said(tmp_path: Path, body: str, *, lang: str = "en") -> list[str]:
    return [chunk.text for chunk in _script(tmp_path, body, lang=lang).chunks[1:-1]]


@pytest.mark.parametrize(
    ("body", "said"),
    [
        # Python-Markdown attr_list after a picture, a link, emphasis; closing a paragraph or a heading.
        # (a picture whose alt describes it is cued with its alt, wherever it stands: text.pictures)
        ('Before.\n\n![A cat](cat.png){ width="300" }\n\nAfter.', ["Before.", "(Image: A cat.)", "After."]),
        ('![Loop](loop.gif){ class="animation-figure" }\n\nAfter.', ["(Image: Loop.)", "After."]),
        ("A [link](https://example.com){ target=_blank } here.", ["A link here."]),
        ('Some *red*{: style="color: red"} text.', ["Some red text."]),
        ("A paragraph.\n{ .lead }", ["A paragraph."]),
        ("## Heading { #custom-id .special }\n\nText.", ["Heading", "Text."]),
        # Pandoc: an unnumbered heading, a figure's size, code's class, a bracketed span.
        ("# Another heading {-}\n\nText.", ["Another heading", "Text."]),
        ("![A figure](fig.png){width=50%}\n\nText.", ["Text."]),
        ("Inline `x`{.python} here.", ["Inline x here."]),
        ('This is [small caps]{.smallcaps} and [red]{style="color: red"}.', ["This is small caps and red."]),
    ],
)
def test_attribute_lists_are_never_said(tmp_path: Path, body: str, said: list[str]) -> None:
    assert _said(tmp_path, body) == said


def test_braces_that_are_no_attribute_list_stay_words(tmp_path: Path) -> None:
    # `{name=value}` after a space, in a sentence, is the syntax the sentence is about; `{x}` is no attribute list.
    said = _said(tmp_path, "Write it as {name=value} inside, or {x} alone.")[0]
    assert "name" in said and "value" in said and " x " in said


def test_a_set_closing_a_line_is_no_attribute_list(tmp_path: Path) -> None:
    # `{ x=1 }` after words: one-letter names, bare values, a set (ko "집합은 { x=1 }" was "집합은").
    said = _said(tmp_path, "The set is { x=1 }\n\nA paragraph.\n{ .lead }")
    assert said[0].startswith("The set is") and "x" in said[0] and "1" in said[0] and said[1] == "A paragraph."


def test_a_navigation_line_is_no_code_import(tmp_path: Path) -> None:
    # `<<< 前の記事` links to the page before: no path in it, no code cue.
    script = _script(tmp_path, "本文です。\n\n<<< 前の記事", lang="ja")
    assert [chunk.kind for chunk in script.chunks[1:-1]] == ["paragraph", "paragraph"]


def test_critic_markup_as_its_view_shows_it(tmp_path: Path) -> None:
    # pymdownx.critic: insertions and highlights said; deletions crossed out, read as struck-out text is (s16
    # ruling); a substitution's old words then its new ones.
    said = _said(tmp_path, "We {++added this++} and {--removed that--}, {~~old~>new~~} and {==marked==}{>>why<<}.")
    assert said == ["We added this and removed that, old new and marked why."]


def test_keys_carets_and_tildes(tmp_path: Path) -> None:
    said = _said(tmp_path, "Press ++ctrl+alt+del++ to restart. Text ^^inserted^^ here. Water is H~2~O.")[0]
    assert "Ctrl+Alt+Del" in said or "Ctrl plus Alt plus Del" in said
    assert "++" not in said and "^" not in said and "~" not in said and "tilde" not in said
    assert "inserted" in said and "H 2 O" in said


def test_a_tilde_pair_is_struck_out_text_on_hexo_not_a_subscript() -> None:
    # Hexo's marked reads `~x~` as struck out (as GitHub does); Pandoc and pymdownx.tilde as a subscript.
    hexo = extract_blocks("H~2~O and CO~2~.", generator="hexo")
    plain = extract_blocks("H~2~O and CO~2~.")
    assert "~" not in " ".join(s.text for s in plain[0].segments)
    assert hexo != plain


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # A wave between numbers or versions is a range (`1~3~5` was "1 3 5", `v1~v3~v5` "v1 v3 v5": the range lost).
        ("Wait 3~5 days, then 7~9.", "en", "Wait 3 to 5 days, then 7 to 9."),
        ("The range 1~3~5 is odd.", "en", "The range 1 to 3 to 5 is odd."),
        ("バージョンは v1~v3~v5 まで対応します。", "ja", "バージョンは v1 チルダ v3 チルダ v5 まで対応します。"),
    ],
)
def test_ranges_and_waves_are_no_subscript(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert _said(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize("generator", ["hugo", "jekyll", "hexo", "astro", "docusaurus"])
def test_sub_and_superscripts_only_where_the_renderer_makes_them(generator: str) -> None:
    # Pandoc, Typora and pymdownx raise `^x^` and lower `~x~`; goldmark, remark, marked and kramdown do neither.
    body = "Water is H~2~O and 2^10^ is 1024."
    assert "~" in " ".join(s.text for s in extract_blocks(body, generator=generator)[0].segments)
    assert "^" in " ".join(s.text for s in extract_blocks(body, generator=generator)[0].segments)
    assert "~" not in " ".join(s.text for s in extract_blocks(body, generator="plain")[0].segments)


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # Plain carets stay carets: the raised text is one word or number, never across a sign, a comma or CJK
        # (`x^2+y^2` was "x to the power of 2+y2", `-2^63` "-2 63", `a^b^c` "a^bc").
        ("We write x^2+y^2 here.", "en", "We write x to the power of 2+y to the power of 2 here."),
        ("The XOR is a^b^c in C.", "en", "The XOR is a^b to the power of c in C."),
        ("long 的最大值是2^63-1，最小值是-2^63。", "zh-hans", "long 的最大值是2的63次方-1，最小值是-2的63次方。"),
    ],
)
def test_plain_carets_are_no_superscript(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert _said(tmp_path, body, lang=lang) == [said]


def test_a_comment_starting_with_tab_is_a_label_only_in_a_hexo_tab_group(tmp_path: Path) -> None:
    # `<!-- tab … -->` outside `{% tabs %}` is a comment the page never shows (was said on any blog).
    body = "Some text.\n\n<!-- tab stops are set to four spaces in this file -->\n\nMore text."
    assert _said(tmp_path, body) == ["Some text.", "More text."]


@pytest.mark.parametrize("marker", ["[TOC]", "[[toc]]", "[[_TOC_]]", "${toc}", "@[toc]"])
def test_table_of_contents_markers_are_silent(tmp_path: Path, marker: str) -> None:
    assert _said(tmp_path, f"Intro.\n\n{marker}\n\n## First\n\nText.") == ["Intro.", "First", "Text."]


@pytest.mark.parametrize("marker", ["[TOC]", "[[toc]]", "${toc}"])
def test_a_table_of_contents_marker_right_under_a_line_is_silent(tmp_path: Path, marker: str) -> None:
    # s7 held-out yshrsmz/yshrsmz.github.io (posts 2023-09-16, 2023-11-07): `**目次**` then `[[toc]]` on the next
    # line (no blank line): the marker closes the paragraph, never its last word ("目次。toc").
    assert _said(tmp_path, f"**Contents**\n{marker}\n\n## First\n\nText.") == ["Contents", "First", "Text."]
    assert _said(tmp_path, f"- one item\n{marker}\n\nText.") == ["one item", "Text."]


@pytest.mark.parametrize(
    "line",
    [
        "<<< @/snippets/snippet.js{2}",
        "<<< ./parts/a.ts#region{1} [a.ts]",
        "@[code](./example.js)",
        "@[code{3-10} js](./example.js)",
        '--8<-- "examples/hello.py"',
        "--8<--\nexamples/a.py\nexamples/b.py\n--8<--",
    ],
)
def test_code_imports_are_the_code_cue(tmp_path: Path, line: str) -> None:
    script = _script(tmp_path, f"Intro:\n\n{line}\n\nAfter.")
    assert [chunk.kind for chunk in script.chunks[1:-1]] == ["paragraph", "cue", "paragraph"]


def test_a_snippet_of_markdown_is_the_generators_include_left_out(tmp_path: Path) -> None:
    # MkDocs Material's glossary under every page: `--8<-- "includes/abbreviations.md"`.
    assert _said(tmp_path, 'Text.\n\n--8<-- "includes/abbreviations.md"') == ["Text."]


def test_prose_between_two_bare_scissors_is_said(tmp_path: Path) -> None:
    # The block form holds file paths, one a line: paragraphs between two `--8<--` are prose the page shows
    # (they were one code cue, up to 200 lines of them).
    body = "Intro.\n\n--8<--\n\nThis paragraph is prose.\n\nAnother paragraph.\n\n--8<--\n\nEnd."
    said = _said(tmp_path, body)
    assert "This paragraph is prose." in said and "Another paragraph." in said and said[-1] == "End."


def test_kramdown_comments_are_never_shown(tmp_path: Path) -> None:
    body = "{::comment}\nThis text is a comment.\n{:/comment}\n\nDone {::comment}hidden{:/} visible."
    assert _said(tmp_path, body) == ["Done visible."]


def test_icon_codes_are_pictures(tmp_path: Path) -> None:
    said = _said(tmp_path, "Done :material-check: and :fontawesome-brands-github: GitHub.")[0]
    assert "material" not in said and "fontawesome" not in said and "GitHub" in said


def test_an_obsidian_callout_title_replaces_its_kind(tmp_path: Path) -> None:
    said = _said(tmp_path, "> [!tip] A custom title\n> The body.\n\n> [!faq]- Foldable?\n> Yes.\n\n> [!NOTE]\n> Plain.")
    assert said == ["A custom title. The body.", "Foldable? Yes.", "Note: Plain."]


def test_fallback_text_of_a_video_or_audio_is_never_shown(tmp_path: Path) -> None:
    body = (
        'Watch: <video src="a.mp4" autoplay loop>your browser does not support the video tag</video> it.\n\n'
        '<audio controls src="a.mp3">Your browser does not support audio.</audio> Listen.'
    )
    assert _said(tmp_path, body) == ["Watch: it.", "Listen."]


def test_a_name_in_angle_brackets_is_said(tmp_path: Path) -> None:
    # hyperconnect.github.io 2653943c _posts/2023-06-21-exploring-devrel-culture.md: "<Engineering 101>".
    said = _said(tmp_path, "교육 프로그램 <Engineering 101>을 만들었습니다.", lang="ko")[0]
    assert "Engineering" in said and "101" in said


def test_shortcodes_say_the_title_or_summary_the_page_shows(tmp_path: Path) -> None:
    body = (
        '{{< details summary="See the details" >}}\nBody.\n{{< /details >}}\n\n'
        '{{< admonition type=tip title="A tip" >}}\nTip body.\n{{< /admonition >}}\n\n'
        '{{< expand "Expand me" >}}\nMore.\n{{< /expand >}}\n\n'
        '{{< youtube id="w7Ft2ymGmfc" title="Not shown" >}}\n\n'
        '{{< highlight go "linenos=table" >}}\nfunc main() {}\n{{< /highlight >}}'
    )
    said = _said(tmp_path, body)
    assert said[:6] == ["See the details", "Body.", "A tip", "Tip body.", "Expand me", "More."]
    assert "Not shown" not in " ".join(said) and "linenos" not in " ".join(said)


def test_a_diagram_fence_is_a_picture_not_code(tmp_path: Path) -> None:
    # GitHub, GitLab, Docusaurus, MkDocs Material draw ```mermaid: a picture (its cue wherever it stands: no diagram
    # is decoration), never "code".
    script = _script(
        tmp_path, "The flow:\n\n```mermaid\ngraph TD\nA-->B\n```\n\nText.\n\n```mermaid\ngraph LR\nC-->D\n```"
    )
    assert [(c.kind, c.text) for c in script.chunks[1:-1]] == [
        ("paragraph", "The flow:"),
        ("cue", "(An image is shown here.)"),
        ("paragraph", "Text."),
        ("cue", "(An image is shown here.)"),
    ]


def test_escaped_words_in_angle_brackets_are_said(tmp_path: Path) -> None:
    # johngrib/johngrib.github.io 609a3317 _wiki/database/isolation-level.md quotes SQL-92: "\<search condition>".
    said = _said(tmp_path, r"Rows that satisfy some \<search condition>, set by the \<set transaction statement>.")
    assert said == ["Rows that satisfy some search condition, set by the set transaction statement."]


def test_hexo_and_gist_tags_show_their_text_or_code(tmp_path: Path) -> None:
    body = "{% link Hexo website https://hexo.io %}\n\n{% include_code Example lang:js example.js %}\n\n{{< gist spf13 7896402 >}}"
    script = _script(tmp_path, body)
    assert [(c.kind, c.text) for c in script.chunks[1:2]] == [("paragraph", "Hexo website")]
    assert [c.kind for c in script.chunks[2:-1]] == ["cue"]


def test_a_docusaurus_title_attribute_is_the_box_title(tmp_path: Path) -> None:
    assert _said(tmp_path, ':::info{title="Read this first"}\nThe body.\n:::') == ["Read this first", "The body."]


def test_citation_links_are_marks_and_address_link_texts_names(tmp_path: Path) -> None:
    # hyperconnect.github.io 2653943c _posts/2020-11-12-bigquery-optimization.md: "## 비용[[1]](…pricing)"; a
    # link text that is a package's path (ken00535/blog e4542a3b: golang.org/x/sync/errgroup) names the package.
    said = _said(
        tmp_path,
        "## 비용[[1]](https://cloud.google.com/bigquery/pricing)\n\n"
        "Use [golang.org/x/sync/errgroup](https://pkg.go.dev/golang.org/x/sync/errgroup) here.",
        lang="ko",
    )
    assert said[0] == "비용"
    assert "errgroup" in said[1] and "sync" in said[1]


def test_a_hexo_blockquote_is_a_quote_with_its_attribution(tmp_path: Path) -> None:
    # Hexo's docs (tag plugins): `{% blockquote David Levithan, Wide Awake %}`, a link's title in place of a source.
    body = (
        "{% blockquote David Levithan, Wide Awake %}\nDo not just live your life. Live it well.\n{% endblockquote %}\n\n"
        "{% blockquote Seth Godin http://sethgodin.typepad.com/seths_blog/2009/07/welcome-to-island-marketing.html "
        "Welcome to Island Marketing %}\nEvery interaction is both precious and an opportunity to delight.\n"
        "{% endblockquote %}"
    )
    script = _script(tmp_path, body)
    assert [(c.kind, c.text) for c in script.chunks[1:-1]] == [
        ("quote", "Do not just live your life. Live it well."),
        ("quote", "David Levithan, Wide Awake"),
        ("quote", "Every interaction is both precious and an opportunity to delight."),
        ("quote", "Seth Godin, Welcome to Island Marketing"),
    ]


def test_zenn_embeds_are_never_words(tmp_path: Path) -> None:
    # Zenn's markdown guide: `@[youtube](id)`, `@[tweet](url)`, `@[card](url)` each on its own line.
    body = "動画です。\n\n@[youtube](WRVsOCh907o)\n\n@[card](https://zenn.dev/zenn/articles/markdown-guide)\n\n終わり。"
    said = _said(tmp_path, body, lang="ja")
    assert said == ["動画です。", "（ここに動画があります）", "終わり。"]  # (a player is cued wherever it stands)
    assert "youtube" not in " ".join(said) and "card" not in " ".join(said)


def test_hashnode_embeds_obsidian_block_ids_and_superscripts(tmp_path: Path) -> None:
    body = (
        "A paragraph with a block reference. ^abc123\n\n"
        "%[https://www.youtube.com/watch?v=abc]\n\n"
        "Pandoc: 2^10^ is 1024, the 1^st^ item, and H~2~O."
    )
    said = _said(tmp_path, body)
    assert said[0] == "A paragraph with a block reference."
    assert "youtube" not in " ".join(said) and "%" not in " ".join(said)
    assert said[1] == "(A video is shown here.)"  # (a player: its cue wherever it stands)
    assert "2 to the power of 10" in said[2] and "1st item" in said[2] and "^" not in said[2]


def test_template_comments_are_never_shown(tmp_path: Path) -> None:
    # Eleventy renders Markdown through Nunjucks (or Liquid) first: `{# … #}` is a comment; a heading id stays an id.
    said = _said(tmp_path, "Before {# a Nunjucks comment #} after.\n\n{# On its own line #}\n\n## Title {#title}")
    assert said == ["Before after.", "Title"]


def test_hexo_tabs_say_each_label_before_its_panel(tmp_path: Path) -> None:
    # NexT's and Butterfly's tabs: `{% tabs name %}`, `<!-- tab Label @icon -->` … `<!-- endtab -->`.
    body = (
        "{% tabs 安装方式 %}\n<!-- tab npm -->\n使用 npm 安装即可。\n<!-- endtab -->\n"
        "<!-- tab 源码编译 @code -->\n从源码编译也可以。\n<!-- endtab -->\n{% endtabs %}"
    )
    assert _said(tmp_path, body, lang="zh-hans") == ["npm", "使用 npm 安装即可。", "源码编译", "从源码编译也可以。"]


@pytest.mark.parametrize(
    ("body", "said"),
    [
        # Labels: NexT `class@Text`, Fluid `class @Text`, Butterfly `Text [color]` (its first word).
        ("A {% label primary@beta %} build and a {% label info @stable %} one.", ["A beta build and a stable one."]),
        ("Status {% label done green %} here.", ["Status done here."]),
        # Buttons (NexT `button`/`btn`, Butterfly `btn`, Fluid `btn`): the text after the address, never the address.
        ("{% button https://example.com, Read the guide, home fa-fw, A title %}", ["Read the guide"]),
        # Keys, a styled span (after its style), a Butterfly check box (after its options).
        ("Press {% kbd Ctrl %} + {% kbd C %} to copy.", ["Press Ctrl + C to copy."]),
        ("{% span red, A red sentence %}", ["A red sentence"]),
        ("{% checkbox green checked, Green and ticked %}", ["Green and ticked"]),
        # A box's title above its body: Volantis' folding (after its colour), Fluid's fold (after `@`).
        (
            "{% folding cyan, Click to see more %}\nFolded body.\n{% endfolding %}",
            ["Click to see more", "Folded body."],
        ),
        ("{% fold info @Open me %}\nFolded body.\n{% endfold %}", ["Open me", "Folded body."]),
        # Butterfly's timeline: its title, then each item's date before its text.
        (
            "{% timeline 2022,blue %}\n<!-- timeline 01-02 -->\nVersion one.\n<!-- endtimeline -->\n"
            "<!-- timeline 03-04 -->\nVersion two.\n<!-- endtimeline -->\n{% endtimeline %}",
            ["2022", "01-02", "Version one.", "03-04", "Version two."],
        ),
        # An icon's classes are never words; a note says its body only.
        ("{% note green 'fas fa-pen' flat %}\nThe body.\n{% endnote %}", ["The body."]),
        # A diagram drawn by the theme (NexT, Butterfly, Fluid) or a Hugo shortcode: a picture, never its source.
        (
            "Before.\n\n{% mermaid %}\ngraph TD\nA-->B\n{% endmermaid %}\n\nAfter.",
            ["Before.", "(An image is shown here.)", "After."],
        ),
        (
            "Before.\n\n{{< mermaid >}}\ngraph LR; A-->B\n{{< /mermaid >}}\n\nAfter.",
            ["Before.", "(An image is shown here.)", "After."],
        ),
    ],
)
def test_hexo_theme_tags_say_what_the_page_shows(tmp_path: Path, body: str, said: list[str]) -> None:
    assert _said(tmp_path, body) == said


@pytest.mark.parametrize(
    ("source", "title", "first"),
    [
        # Tseing/Pelican_blog f3fce088 blog/content/碎碎念/使用Pelican发布文章的流程.md (lower-case keys)
        (
            "title: 使用 Pelican 发布文章的流程\nslug: blog01\ndate: 2022-07-12\ntags: blog, Pelican\n"
            "summary: 如何使用 Pelican 在搭建在 Github Pages 上的博客发布文章\n\n## Articles or Pages?\n\n"
            "Pelican 中有 articles 与 pages 的概念，在创建页面时应当首先区分二者。\n",
            "使用 Pelican 发布文章的流程",
            "Articles or Pages?",
        ),
        # enriquerendon/blog_pelican_source 60ecbd37 content/articles/first_post.md
        (
            "Title: My First Blog Post\nAuthor: Enrique Rendon\nDate: 2019-10-4 12:10\nCategory: blogging\n"
            "Tags: python, markdown, pelican\nSlug: my-first-blog-post\n\nBlog post content goes here\n",
            "My First Blog Post",
            "Blog post content goes here",
        ),
    ],
)
def test_pelican_metadata_is_front_matter_never_words(tmp_path: Path, source: str, title: str, first: str) -> None:
    # Pelican (Python-Markdown's meta extension): `Key: value` lines opening the file, to the first blank line.
    path = tmp_path / "post.md"
    path.write_text(source, encoding="utf-8")
    article = read_article(path)
    script = build_script(article, load_config())
    assert article.title == title and article.date is not None
    said = [chunk.text for chunk in script.chunks]
    assert said[0] == title and not any("slug" in text.lower() or "Tags" in text for text in said)
    assert any(text.startswith(first) for text in said)


def test_a_paragraph_opening_with_a_colon_stays_prose(tmp_path: Path) -> None:
    # Only Pelican's own keys open metadata, and a title or a date must be among them.
    path = tmp_path / "note.md"
    path.write_text("Note: back up first.\nWarning: this deletes files.\n\nThen run it.\n", encoding="utf-8")
    said = [chunk.text for chunk in build_script(read_article(path), load_config()).chunks]
    assert "Note: back up first. Warning: this deletes files." in said[1]


@pytest.mark.parametrize(
    ("body", "said"),
    [
        # remark-directive's text directives (its README) and Nuxt MDC's inline components (MDC's syntax page).
        ('Press :kbd[Ctrl] and read :abbr[HTML]{title="HyperText"} here.', ["Press Ctrl and read HTML here."]),
        ('A :badge[New] feature and a :kbd[Ctrl]{x="y"} key.', ["A New feature and a Ctrl key."]),
        ('Use :inline-component[with **bold** text]{prop="x"} inline.', ["Use with bold text inline."]),
        # A leaf directive without a label (`::include{file=…}`) is never words; prose colons stay.
        ("Before.\n\n::include{file=snippet.md}\n\nAfter.", ["Before.", "After."]),
        ("At 10:30[1] the key:value[0] pair.", ["At 10:30[1] the key:value[0] pair."]),
    ],
)
def test_text_directives_say_their_label(tmp_path: Path, body: str, said: list[str]) -> None:
    assert _said(tmp_path, body) == said


def test_a_text_directive_is_taken_where_the_site_renders_one(tmp_path: Path) -> None:
    # s7 review: Hugo's goldmark shows `:w[file]{enter}` as written; a page with no site shows Ruby's `:name{a: 1}`;
    # only remark (an .mdx file, Astro, Docusaurus) takes a directive without its label (`:icon{…}`).
    (tmp_path / "hugo.toml").write_text('title = "S"\n', encoding="utf-8")
    typed = "To save in Vim, type :w[file]{enter} and press Enter. Next :x{y}."
    hugo = [chunk.text for chunk in _script(tmp_path, typed, name="content/posts/a.md").chunks[1:-1]]
    # (braces said as prose's; a Vim command's opening colon said by its name: text.name_openers, s16)
    assert hugo == ["To save in Vim, type colon w[file] enter and press Enter. Next colon x y."]
    (tmp_path / "hugo.toml").unlink()
    assert _said(tmp_path / "no-site", "Ruby symbols like :name{a: 1} appear.") == [
        "Ruby symbols like :name a: 1 appear."
    ]
    icon = 'A :badge[New] feature and an :icon{name="mdi:github"} icon.'
    assert [c.text for c in _script(tmp_path / "mdx", icon, name="post.mdx").chunks[1:-1]] == [
        "A New feature and an icon."
    ]


def test_mdc_block_components_say_their_slots_never_their_marks(tmp_path: Path) -> None:
    # Nuxt MDC (its syntax page): `::name{props}` … `::`, a YAML block of props, `#slot` names, nesting by indentation.
    body = (
        "::hero\n---\nimage: /hero.png\n---\n#title\nThe hero title\n#description\nThe hero text.\n::\n\n"
        '::card-group\n  ::card{title="First card" icon="i-lucide-house"}\n  The first body.\n  ::\n::\n\n'
        "::alert\nNever closed, a leaf: its words stay.\n\nAfter."
    )
    assert _said(tmp_path, body) == [
        "The hero title",
        "The hero text.",
        "First card",
        "The first body.",
        "Never closed, a leaf: its words stay.",
        "After.",
    ]


def test_an_mdx_html_tag_with_an_expression_attribute_is_never_said(tmp_path: Path) -> None:
    # Hun-Bot2/hunbot.dev 3b577303 src/content/blog/ko/notes/how2make_resume.mdx (trimmed): `style={{…}}` on a <span>.
    path = tmp_path / "post.mdx"
    path.write_text(
        "---\ntitle: T\nlang: ko\n---\n\n  <strong>「2025 AI 모델 경진대회」 최우수상</strong>\n"
        '  <span style={{fontSize: "0.85em", opacity: 0.8}}>[2025.11] (한국지능정보사회진흥원 주최)</span><br />\n',
        encoding="utf-8",
    )
    script = build_script(read_article(path), load_config())
    said = " ".join(chunk.text for chunk in script.chunks)
    assert "[2025.11] (한국지능정보사회진흥원 주최)" in said and "span" not in said and "fontSize" not in said


def test_hugo_book_columns_separator_is_a_gap(tmp_path: Path) -> None:
    # hugo-book's `{{< columns >}}`: `<--->` between columns (its docs' example).
    body = "{{< columns >}}\nLeft column text.\n<--->\nRight column text.\n{{< /columns >}}"
    assert _said(tmp_path, body) == ["Left column text.", "Right column text."]


def test_an_embedded_frame_counts_as_a_picture(tmp_path: Path) -> None:
    # dev-protocol/initto d374170d src/ja/posts/devprotocol-handson-03.md (trimmed): a CodeSandbox frame; a frame's
    # title is for screen readers. An embedded page is never decoration: its cue is said wherever it stands, a
    # lead-in or not (s7 dev: after "完成品を紹介します。" it was silent). Since s15 it says the site it embeds, a live
    # page, not "a picture" (s14 held-out billhu0 01_hello_world [46][48][50]).
    frame = '<iframe src="https://codesandbox.io/embed/x" title="your staking and withdraw"></iframe>'
    embedded = "（ここに codesandbox.io のページが埋め込まれています）"
    assert _said(tmp_path, f"完成品は次のとおりです：\n\n{frame}\n\n終わり。", lang="ja")[1] == embedded
    assert _said(tmp_path, f"完成品を紹介します。\n\n{frame}\n\n終わり。", lang="ja")[1] == embedded
    # a frame whose source names no web host keeps the picture cue
    bare = '<iframe src="/demo/index.html"></iframe>'
    assert _said(tmp_path, f"完成品を紹介します。\n\n{bare}\n\n終わり。", lang="ja")[1] == "（ここに図があります）"
    # a video's player is said to be a video (s7 held-out: a `<video>` of a demo was cued as an image)
    video = '<video src="demo.mp4" controls></video>'
    assert _said(tmp_path, f"The demo:\n\n{video}\n\nThe end.")[1] == "(A video is shown here.)"


def test_a_math_shortcode_pair_is_read_as_its_formula(tmp_path: Path) -> None:
    # Blowfish's and hugo-book's `{{< katex >}}`: the TeX inside is a display formula, read as `$$…$$` is.
    said = _said(tmp_path, "Before.\n\n{{< katex display=true >}}\nf(x) = x^2\n{{< /katex >}}\n\nAfter.")
    assert said == ["Before.", "f(x) equals x squared", "After."]


@pytest.mark.parametrize(
    "code",
    [
        # gatsby-remark-embed-video's README forms.
        "`video: https://www.youtube.com/embed/2Xc9gXyf2G4`",
        "`youtube:https://www.youtube.com/watch?v=2Xc9gXyf2G4`",
        "`youtube: 2Xc9gXyf2G4`",
        "`vimeo: 5299404`",
        "`videoPress: kUJmAcSf`",
    ],
)
def test_gatsby_video_embeds_are_a_picture_never_an_address(tmp_path: Path, code: str) -> None:
    said = _said(tmp_path, f"Look at this video:\n\n{code}\n\nAfter.")
    assert said[0] == "Look at this video:" and said[-1] == "After." and len(said) == 3
    assert "youtube" not in said[1].lower() and "http" not in said[1]


def test_config_like_code_and_a_notebook_tag(tmp_path: Path) -> None:
    # A config value in code stays code; Pelican liquid_tags' notebook shows its code: the code cue.
    said = _said(tmp_path, "Set `video: false` to hide it.\n\n{% notebook demo.ipynb %}\n\nAfter.")
    assert said[0] == "Set video: false to hide it." and said[-1] == "After." and len(said) == 3


def test_a_hugo_quote_shortcode_is_a_quote_with_its_footer(tmp_path: Path) -> None:
    # hugo-theme-stack's quote shortcode (its example site's form): the quote, then "author, source"; no address.
    body = (
        '{{< quote author="A famous person" source="The book they wrote" url="https://en.wikipedia.org/wiki/Book">}}\n'
        "Lorem ipsum dolor sit amet.\n{{< /quote >}}"
    )
    assert _said(tmp_path, body) == ["Lorem ipsum dolor sit amet.", "A famous person, The book they wrote"]


def test_a_figures_leading_words_are_its_caption(tmp_path: Path) -> None:
    # brandur/sorg b1301adc content/articles/sequences-project.md: the caption first, the picture's path after it;
    # Hexo's asset_img gives its path first: the words after it are a title for eyes.
    figure = (
        '{{Figure "A sequences sample page: a large vista with some text accompaniment. All independent." '
        '(ImgSrcAndAltAndClass "/assets/images/sequences-project/sample.png" "A sequences sample page" "overflowing")}}'
    )
    said = _said(tmp_path, f'Before.\n\n{figure}\n\n{{% asset_img slug.jpg "A spaced title" %}}\n\nAfter.')
    assert said == [
        "Before.",
        "A sequences sample page: a large vista with some text accompaniment. All independent.",
        "After.",
    ]


def test_obsidian_task_statuses_are_boxes(tmp_path: Path) -> None:
    # Obsidian and Quartz draw a box for any mark in it (`[/]` in progress, `[-]` cancelled, `[>]` forwarded);
    # only `[x]` is done.
    body = "- [/] Draft the post\n- [-] Old idea\n- [>] Next week\n- [x] Publish"
    assert _said(tmp_path, body) == ["Draft the post", "Old idea", "Next week", "Done: Publish"]


def test_a_toc_fence_is_the_pages_table_of_contents(tmp_path: Path) -> None:
    # gatsby-remark-table-of-contents (its README): a ```toc fence is replaced by the headings' list, never code.
    body = "Intro.\n\n```toc\n# This code block gets replaced with the TOC\nexclude: Table of Contents\n```\n\n## First"
    assert _said(tmp_path, body) == ["Intro.", "First"]


def test_gatsby_custom_blocks_say_title_and_body(tmp_path: Path) -> None:
    # gatsby-remark-custom-blocks (its README's form): `[[kind | Title]]`, then `|` lines; a wiki link over a table
    # stays a link and a table.
    body = "[[info | Heads up]]\n| Remember to save your work.\n| It is lost otherwise.\n\nAfter."
    assert _said(tmp_path, body) == ["Heads up", "Remember to save your work. It is lost otherwise.", "After."]
    said = _said(tmp_path, "[[Note]]\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nAfter.")
    assert said[0] == "Note" and said[-1] == "After."
