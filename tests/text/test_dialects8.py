"""Dialects of generators and exports met first in their specs (issue 38 items 4-5, session 8): WordPress exports'
shortcodes, Docsify's tips and includes, Forem's (dev.to) Liquid tags, MyST's roles and directives, Logseq's and
Notion's exports. Each shape is the one the generator's own documentation gives; every case loses nothing by the
symbol account."""

from __future__ import annotations

from pathlib import Path

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.script import Script, build_script


def _script(tmp_path: Path, body: str, *, lang: str = "en", front: bool = True) -> Script:
    path = tmp_path / "post.md"
    path.write_text(f"---\ntitle: T\nlang: {lang}\n---\n\n{body}\n" if front else body, encoding="utf-8")
    script = build_script(read_article(path), load_config())
    assert not script.lost, [(item.symbol, item.context) for _, item in script.lost]
    return script


def _said(tmp_path: Path, body: str, *, lang: str = "en") -> list[str]:
    return [chunk.text for chunk in _script(tmp_path, body, lang=lang).chunks[1:-1]]


def test_a_wordpress_caption_says_its_words_never_its_attributes(tmp_path: Path) -> None:
    # WordPress's caption shortcode as exports keep it (codex: Caption_Shortcode), the words after the picture
    body = (
        'Before.\n\n[caption id="attachment_12" align="aligncenter" width="300"]<img src="b.jpg" alt="A dog" '
        'width="300" /> A dog in the park[/caption]\n\nAfter.'
    )
    assert _said(tmp_path, body) == ["Before.", "A dog in the park", "After."]
    # the older form: the caption an attribute
    said = _said(tmp_path, '[caption id="a" caption="Sunset over the bay"]<img src="s.jpg" />[/caption]\n\nAfter.')
    assert said == ["Sunset over the bay", "After."]


def test_wordpress_players_galleries_and_code_are_never_words(tmp_path: Path) -> None:
    body = (
        'Before.\n\n[embed]https://www.youtube.com/watch?v=abc[/embed]\n\n[gallery ids="1,2,3"]\n\n'
        '[code language="python"]\n# a comment\nprint("hi")\n[/code]\n\nAfter.'
    )
    said = _said(tmp_path, body)
    assert said[0] == "Before." and said[-1] == "After."
    assert not any("embed" in s or "gallery" in s or "print" in s or "comment" in s for s in said)
    # a sentence about the shortcode keeps its words
    assert "embed" in _said(tmp_path, "Write [embed] before the address.")[0]


def test_docsify_tips_lose_their_mark_and_includes_are_the_files(tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text("<script>window.$docsify = {}</script>\n", encoding="utf-8")  # (its site)
    body = "?> This is a general tip.\n\n!> This is an important warning.\n\n[filename](_media/example.md ':include')"
    assert _said(tmp_path, body) == ["This is a general tip.", "This is an important warning."]


def test_forem_details_say_their_summary_and_katex_is_a_formula(tmp_path: Path) -> None:
    body = (
        "{% details Click to see the answer %}\nThe answer is forty two.\n{% enddetails %}\n\n"
        "{% katex %}\nc = \\pm\\sqrt{a^2 + b^2}\n{% endkatex %}\n\nAfter."
    )
    said = _said(tmp_path, body)
    assert said[:2] == ["Click to see the answer", "The answer is forty two."]
    assert "square root" in said[2] and "\\" not in said[2] and "backslash" not in said[2]


def test_myst_roles_say_what_they_show_never_their_names(tmp_path: Path) -> None:
    # MyST's roles (myst-parser docs, "Roles"): a reference's text or label, a formula, code, an abbreviation's short
    # form; a citation is a mark
    body = (
        "See {ref}`the section <my-label>` and {doc}`intro` and {term}`Term`, "
        "{abbr}`HTML (HyperText Markup Language)` and {math}`x^2` {cite}`holdgraf_evidence_2014`."
    )
    said = _said(tmp_path, body)[0]
    assert said == "See the section and intro and Term, HTML and x squared."


def test_myst_targets_comments_breaks_and_directive_options_are_never_said(tmp_path: Path) -> None:
    (tmp_path / "myst.yml").write_text("version: 1\n", encoding="utf-8")  # (a MyST site: text.dialect_sites)
    body = (
        '(my-label)=\n# Section title\n\nIntro.\n\n% a comment line\n\n+++ {"meta": 1}\n\n'
        ":::{admonition} Custom title\n:class: tip\nAdmonition body.\n:::\n\n"
        "```{figure} images/fun-fish.png\n:alt: fishy\n:width: 200px\n\nThe caption of the figure.\n```\n\n"
        "```{toctree}\n:maxdepth: 2\nintro\n```\n\n```{math}\n:label: eq1\nx = 1\n```"
    )
    said = _said(tmp_path, body)
    assert said == [
        "Section title",
        "Intro.",
        "Custom title",
        "Admonition body.",
        "The caption of the figure.",
        "(A list of links.)",  # (the toctree's page, shown as a link: text.markdown_rules, s14 lead's brief)
        "x equals 1",
    ]


def test_quarto_cross_references_say_the_kind_and_number(tmp_path: Path) -> None:
    (tmp_path / "_quarto.yml").write_text("project:\n  type: website\n", encoding="utf-8")  # (a Quarto site)
    # Quarto's "Cross References" page: `@fig-elephant` shows "Figure 1", numbered in the order labels are defined
    body = (
        "See @fig-cats and @tbl-sizes, then @sec-intro.\n\n::: {#fig-dogs}\n![A dog](dog.png)\n:::\n\n"
        "![Cats](cats.png){#fig-cats}\n\nMail me at me@fig-x.com."
    )
    said = _said(tmp_path, body)
    assert said[0] == "See Figure 2 and Table, then Section."
    assert "fig" not in said[0].lower().replace("figure", "")


def test_notion_exports_properties_are_front_matter(tmp_path: Path) -> None:
    path = tmp_path / "Meeting notes 0123456789abcdef0123456789abcdef.md"
    path.write_text(
        "# Meeting notes\n\nCreated: March 3, 2023 10:15 AM\nTags: Engineering, Notes\n\nWe met on Monday.\n",
        encoding="utf-8",
    )
    script = build_script(read_article(path), load_config())
    assert script.title == "Meeting notes"
    assert [chunk.text for chunk in script.chunks[1:-1]] == ["We met on Monday."]
    # the same lines in a file Notion did not name are the article's words
    other = tmp_path / "notes.md"
    other.write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    assert any("Created" in chunk.text for chunk in build_script(read_article(other), load_config()).chunks)


def test_logseq_properties_block_properties_and_references(tmp_path: Path) -> None:
    (tmp_path / "logseq").mkdir()
    (tmp_path / "logseq" / "config.edn").write_text("{:meta/version 1}\n", encoding="utf-8")  # (a Logseq graph)
    body = (
        "title:: Logseq page\ntags:: note, tools\n\n- First block with some text.\n  id:: 64a1b2c3-1234-4567-89ab-"
        "0123456789ab\n- A block referencing ((64a1b2c3-1234-4567-89ab-0123456789ab)) inline.\n"
        "- Unknown ((00000000-1234-4567-89ab-0123456789ab)) here."
    )
    script = _script(tmp_path, body, front=False)
    assert script.title == "Logseq page"
    assert [chunk.text for chunk in script.chunks[1:-1]] == [
        "First block with some text.",
        "A block referencing First block with some text. inline.",
        "Unknown here.",
    ]


def test_figure_calls_eleventy_addresses_and_nested_tags(tmp_path: Path) -> None:
    body = (
        '{% figure "cat.jpg", "A cat sitting on the mat" %}\n\n{% image "./cat.jpg", "A photo of a cat" %}\n\n'
        "Link to [this page]({{ page.url | url }}) or {{ page.url }} here.\n\nTags: #tag/sub and #project/idea here."
    )
    assert _said(tmp_path, body) == [
        "A cat sitting on the mat",
        # (Eleventy's image shortcode gives the picture's alt: a picture that describes, said as Markdown's is —
        # it was left out as a template tag before Liquid picture tags were pictures, s18 spill)
        "(Image: A photo of a cat.)",
        "Link to this page or here.",
        "Tags: #tag sub and #project idea here.",
    ]


def test_forem_embeds_are_pictures_and_a_link_card_says_its_site(tmp_path: Path) -> None:
    # dev.to's Liquid tags (Forem's editor guide): a tweet or a video after a lead-in is cued as a picture; a post's
    # card is its site, never the address's slug and id (s8 dev: maxime1992/my-dev.to)
    body = (
        "He had some issues with his microwave:\n\n{% twitter 1245057506662952960 %}\n\n"
        "See the post:\n\n{% link https://dev.to/beeman/automate-your-dev-posts-using-github-actions-4hp3 %}"
    )
    script = _script(tmp_path, body)
    said = [(chunk.kind, chunk.text) for chunk in script.chunks[1:-1]]
    assert said[1][0] == "cue"
    assert said[-1] == ("paragraph", "dev.to")
    # Jekyll's `{% link %}` of a post's path still says the post's name
    assert (
        "first post"
        in _said(
            tmp_path,
            "Read [it]({% link _posts/2016-07-26-first-post.md %}) or {% link _posts/2016-07-26-first-post.md %}.",
        )[0]
    )


def test_a_number_sign_inside_its_sentence_is_said(tmp_path: Path) -> None:
    # a GitHub-issues blog links an earlier post as `#186` (s8 dev: yihong0618/gitblog); a changelog's credit stays out
    # One reading (review s8 #6: sent raw inside a sentence, "issue N" before a comma, and check called it a leak):
    # after a word of running text `#N` is an issue, in the article's language.
    assert _said(tmp_path, "很多已经在 #186 中记录了。", lang="zh-hans") == ["很多已经在议题186中记录了。"]
    assert _said(tmp_path, "修复了 #12 和 #13 两个问题", lang="zh-hans") == ["修复了议题12和议题13两个问题"]
    assert _said(tmp_path, "This closes #123 and fixes #124 too.") == ["This closes issue 123 and fixes issue 124 too."]
    assert _said(tmp_path, "In #10763, we added it. See #10764.") == ["In issue 10763, we added it. See issue 10764."]
    assert _said(tmp_path, "- 修复 #1337 by @merrkry", lang="zh-hans") == ["修复"]
    assert _said(tmp_path, "Fix the ICE in the parser (#50959).") == ["Fix the ICE in the parser."]


def test_braces_after_code_with_semicolons_are_no_attribute_list(tmp_path: Path) -> None:
    # `for(;n--;){c=a+b;a=b;b=c}` in a comment quoted as text (s8 dev: yihong0618/gitblog): the loop body is said
    said = _said(tmp_path, "f=n=>{let a=0;for(;n--;){c=a+b;a=b;b=c} return b}")[0]
    assert "c equals a+b" in said.replace("a + b", "a+b")
