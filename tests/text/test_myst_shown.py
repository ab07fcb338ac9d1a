"""MyST (Sphinx with myst-parser) by what its page shows (text.markdown_rules `_other_directive`, text.dialects
`_myst_page_link`): a `{toctree}` shows its pages' titles, a list of links, so it gets the links cue (nothing when
`:hidden:`); an `{eval-rst}` block of index entries or an include shows nothing, so it gets no code cue; a link with no
text of its own (`[](./page.md)`) shows its target's title, so the target's name is said. A page is MyST's by its
site's files or by a directive fence only MyST writes (the corpus copies single pages, without conf.py). Each case is
titled with the article it comes from, and each loses nothing by the symbol account."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def test_shotakaha_typst_usage_a_toctree_is_a_list_of_links_and_an_index_entry_is_silent(tmp_path: Path) -> None:
    # shotakaha/kumaroot docs/source/typst/typst-usage.md (s13 held-out [1][11]): the index directive heard as the code
    # cue, and '図版に関するマークアップを整理しました' followed by silence where the page lists five pages
    body = (
        "```{eval-rst}\n.. index::\n    pair: Typst; usage\n```\n\n"
        "図版に関するマークアップを整理しました。\n\n"
        "```{toctree}\n---\nmaxdepth: 1\n---\ntypst-image\ntypst-table\ntypst-math\ntypst-raw\ntypst-figure\n```\n\n"
        "## レイアウトしたい"
    )
    assert said_whole(tmp_path, body, lang="ja") == [
        "図版に関するマークアップを整理しました。",
        "（ここに5件のリンクの一覧があります）",
        "レイアウトしたい",
    ]


def test_myst_parser_docs_a_toctree_in_english_and_a_hidden_one(tmp_path: Path) -> None:
    # executablebooks/MyST-Parser docs/develop/index.md (three pages listed) and docs/index.md (`:hidden:` toctrees:
    # the site's navigation, nothing on the page)
    body = (
        "Contributions are welcome.\n\n"
        "```{toctree}\ncontributing.md\narchitecture.md\ntest_infrastructure.md\n```\n\n"
        "```{toctree}\n:hidden:\n:caption: ✏️ Authoring\n\nsyntax/typography.md\nsyntax/admonitions.md\n```\n\n"
        "## Code of Conduct"
    )
    assert said_whole(tmp_path, body, lang="en") == [
        "Contributions are welcome.",
        "(A list of three links.)",
        "Code of Conduct",
    ]


def test_a_toctree_on_a_fence_of_colons_and_one_of_a_glob(tmp_path: Path) -> None:
    # shotakaha/kumaroot docs/source/sphinx/sphinx-toctree.md's `:::{toctree}` form (two uses in the blog), and a
    # `:glob:` pattern (the number of pages is the site's: the cue without one)
    body = "目次です。\n\n:::{toctree}\n:maxdepth: 1\n\nファイル名1\nファイル名2\n:::\n\n以下も。\n\n```{toctree}\n:glob:\n\ntypst-*\n```"
    assert said_whole(tmp_path, body, lang="ja") == [
        "目次です。",
        "（ここに2件のリンクの一覧があります）",
        "以下も。",
        "（ここにリンクの一覧があります）",
    ]


def test_eval_rst_that_shows_something_keeps_its_cue(tmp_path: Path) -> None:
    # executablebooks/MyST-Parser docs/syntax/code_and_apis.md: `.. autofunction::` renders an API's documentation
    # (not an index entry): still the code cue; `.. include::` shows another file, left out as MyST's own include
    body = (
        "Documentation:\n\n```{eval-rst}\n.. autofunction:: myst_parser.sphinx_ext.main.setup_sphinx\n"
        "    :noindex:\n```\n\n```{eval-rst}\n.. include:: snippets/include-rst.rst\n```\n\nThe end."
    )
    assert said_whole(tmp_path, body, lang="en") == ["Documentation:", "(A code sample is skipped here.)", "The end."]


def test_shotakaha_a_seealso_link_with_no_text_says_its_page(tmp_path: Path) -> None:
    # shotakaha/kumaroot docs/source/root/root-tcanvas-log.md (s13 held-out [4]) and
    # geant4/geant4-physics-scintillation.md ([9]): a seealso box holding `- [](./page.md)`, silent before
    body = (
        "# 対数スケールにしたい\n\n"
        "```{seealso}\n\n- [](./root-gstyle-setoptlog.md)\n\n`TCanvas::SetLogy`は特定のキャンバスに設定します。\n```\n\n"
        ":::{seealso}\n\n- [](./geant4-material-propertiestable.md)\n\n:::\n"
    )
    assert said_whole(tmp_path, body, lang="ja")[:4] == [
        "対数スケールにしたい",
        "root gstyle setoptlog",
        "TCanvas ダブルコロン SetLogy は特定のキャンバスに設定します。",
        "geant4 material propertiestable",
    ]


def test_a_link_with_no_text_inside_a_sentence_in_english_and_japanese(tmp_path: Path) -> None:
    # executablebooks/MyST-Parser docs/configuration.md ('Configuration in Docutils, in the [](docutils.md) section.')
    # and shotakaha/kumaroot docs/source/geant4/geant4-singleton.md (the link on a line of its own inside the sentence)
    body = "```{seealso}\nConfiguration in Docutils, in the [](docutils.md) section.\n```"
    assert said_whole(tmp_path, body, lang="en") == ["Configuration in Docutils, in the docutils section."]
    body = ":::{seealso}\n\n詳しくは\n[](./geant4-material-nistmanager.md)\nに整理しました。\n\n:::"
    assert said_whole(tmp_path, body, lang="ja") == ["詳しくは geant4 material nistmanager に整理しました。"]


def test_a_list_of_links_with_no_text_is_the_links_cue(tmp_path: Path) -> None:
    # shotakaha/kumaroot docs/source/geant4 pages: a seealso box listing two or more `[](./page.md)` (the page shows
    # their titles, a list of links), as a list of links elsewhere is
    body = "ユーザーアクション。\n\n```{seealso}\n- [](./geant4-user-runaction.md)\n- [](./geant4-user-eventaction.md)\n```"
    assert said_whole(tmp_path, body, lang="ja") == ["ユーザーアクション。", "（ここに2件のリンクの一覧があります）"]


def test_off_myst_a_link_with_no_text_and_a_percent_line_are_as_before(tmp_path: Path) -> None:
    # a page with no MyST directive fence shows an empty link as nothing; an R Markdown chunk (```{r}) shares the
    # braces but is no MyST, so its page's '%' line is a sentence (the shapes of the mirrors' knitr posts)
    body = "See [](./other.md) here.\n\n```{r}\nplot(x)\n```\n\n%d は整数の書式指定子です。"
    said = said_whole(tmp_path, body, lang="ja")
    assert said[0] == "See here."
    assert said[-1] == "%d は整数の書式指定子です。"


def test_myst_parser_faq_a_page_with_a_myst_fence_is_mysts(tmp_path: Path) -> None:
    # executablebooks/MyST-Parser docs/faq/index.md, copied alone (no conf.py beside it): its `{eval-rst}` fence makes
    # it MyST's, so its `(howto/include-md)=` target (a label with a slash) and its `%` comment lines are markup
    body = (
        "```{eval-rst}\n.. include:: snippets/include-rst.rst\n```\n\n"
        "(howto/include-md)=\n### Include Markdown files into an rST file\n\n"
        "% TODO this can uncommented once github.com is fixed\n\nUse the parser option."
    )
    assert said_whole(tmp_path, body, lang="en") == [
        "Include Markdown files into an rST file",
        "Use the parser option.",
    ]
