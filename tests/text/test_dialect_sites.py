"""A dialect's lines are read as its markup only where the article's site is written in it (text.dialect_sites):
MyST's `%` / `+++` / `(label)=` lines, Quarto's `@sec-x` references, Docsify's `?> ` tips, Logseq's `key:: value`
properties, Notion's property lines. Everywhere else they are the writer's words (s8 review of the read lane:
`%d は整数の書式指定子です。` was deleted on every Jekyll, Eleventy, MkDocs site and single file)."""

from __future__ import annotations

from pathlib import Path

import pytest

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.dialect_sites import (
    CAPTION_ALT,
    CAPTION_TITLE,
    CODE_TITLE,
    DIRECTIVES,
    DOCSIFY,
    HATENA,
    MYST,
    NOTE_FOLDER,
    PANDOC_MARKS,
    REMARK,
    article_dialects,
    dialect_sites,
    generator_dialects,
    shown_beside_title,
)
from narrate.text.leaks import prose_runs
from narrate.text.script import Script, build_script


def _script(path: Path, text: str) -> Script:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return build_script(read_article(path), load_config())


def _said(path: Path, body: str, *, lang: str, front: str = "") -> list[str]:
    script = _script(path, f"---\ntitle: T\nlang: {lang}\n{front}---\n\n{body}\n")
    return [chunk.text for chunk in script.chunks[1:-1]]


def _site(root: Path, files: dict[str, str]) -> None:
    (root / ".git").mkdir(parents=True)  # (the walk up stops at the repository's root)
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")


PERCENT_LINES = [
    # (lang, a paragraph opening with `%` or `+++ `, a word of it that must be heard)
    ("ja", "%d は整数の書式指定子です。", "整数"),
    ("ja", "%APPDATA% フォルダを開きます。", "フォルダ"),
    ("ja", "+++ b/index.php は新しいファイルです。", "新しいファイル"),
    ("zh-hant", "%d 代表整數，%s 代表字串。", "代表整數"),
    ("zh-hans", "%s 是字符串的占位符。", "占位符"),
    ("en", "%PATH% holds the folders Windows searches.", "folders"),
    ("ko", "%d 는 정수를 출력합니다.", "정수"),
]
# Sites that are no MyST site: a lone file, Jekyll, Eleventy, MkDocs (the review's cases).
NOT_MYST = {
    "single file": {},
    "jekyll": {"_config.yml": "title: Blog\ntheme: minima\n"},
    "eleventy": {"eleventy.config.js": "module.exports = {};\n"},
    "mkdocs": {"mkdocs.yml": "site_name: Docs\n"},
}
MYST_SITES = {
    "myst.yml": {"myst.yml": "version: 1\nproject:\n  title: Book\n"},
    "_toc.yml": {"_toc.yml": "format: jb-book\nroot: intro\n"},
    "jupyter-book _config.yml": {"_config.yml": "title: Book\nexecute:\n  execute_notebooks: force\n"},
    "sphinx conf.py": {"conf.py": "extensions = ['myst_parser']\n"},
}


@pytest.mark.parametrize("site", NOT_MYST)
@pytest.mark.parametrize(("lang", "line", "heard"), PERCENT_LINES)
def test_a_percent_or_plus_line_is_prose_off_a_myst_site(
    tmp_path: Path, site: str, lang: str, line: str, heard: str
) -> None:
    _site(tmp_path, NOT_MYST[site])
    said = _said(tmp_path / "_posts" / "post.md", f"{line}\n\nその次。", lang=lang)
    assert len(said) == 2 and heard in said[0], said


@pytest.mark.parametrize("site", MYST_SITES)
def test_myst_lines_are_markup_on_a_myst_site(tmp_path: Path, site: str) -> None:
    _site(tmp_path, MYST_SITES[site])
    body = '(my-label)=\n# 見出し\n\n% a comment line\n\n+++ {"meta": 1}\n\n本文です。'
    assert _said(tmp_path / "docs" / "page.md", body, lang="ja") == ["見出し", "本文です。"]
    assert MYST in dialect_sites(tmp_path / "docs" / "page.md")


def test_a_jupytext_page_is_myst_wherever_it_lies(tmp_path: Path) -> None:
    _site(tmp_path, {})
    front = "jupytext:\n  text_representation:\n    format_name: myst\n"
    assert _said(tmp_path / "page.md", "% a comment\n\n本文です。", lang="ja", front=front) == ["本文です。"]
    assert dialect_sites(tmp_path / "page.md") == frozenset()


def test_a_jekyll_config_without_jupyter_books_keys_is_no_myst_site(tmp_path: Path) -> None:
    _site(tmp_path, {"_config.yml": "title: Blog\nplugins:\n  - jekyll-jupyter-notebook\n", "_posts/a.md": "x"})
    assert dialect_sites(tmp_path / "_posts" / "a.md") == frozenset()


NOTION_ID = "0123456789abcdef0123456789abcdef"


@pytest.mark.parametrize(
    ("line", "heard"),
    [
        ("結論: この方法は本番では使わないでください。", "本番"),  # the review's case
        ("結論: この方法は本番では使わないでください", "本番"),  # a predicate, no full stop
        ("Bottom line: never run this in production.", "production"),
        ("결론: 이 방법은 운영 환경에서 사용하지 마세요", "운영"),
        ("结论：这个方法不能在生产环境使用。", "生产环境"),
        (
            "Summary: " + "we moved the build to a new machine and it took the whole afternoon to set up again",
            "afternoon",
        ),
    ],
)
def test_a_notion_pages_label_and_sentence_is_no_property(tmp_path: Path, line: str, heard: str) -> None:
    text = f"# 導入メモ\n\n{line}\n\n次に、手順を説明します。\n"
    said = [chunk.text for chunk in _script(tmp_path / f"導入メモ {NOTION_ID}.md", text).chunks[1:-1]]
    assert len(said) == 2 and heard in said[0], said


def test_a_notion_pages_properties_are_still_front_matter(tmp_path: Path) -> None:
    text = (
        "# 導入メモ\n\nCreated: March 3, 2023 10:15 AM\nTags: Engineering, Notes\nStatus: 完了\n"
        "URL: https://www.notion.so/acme/Setup-notes-for-the-new-build-machine-0123456789abcdef\n\n本文です。\n"
    )
    script = _script(tmp_path / f"導入メモ {NOTION_ID}.md", text)
    assert script.title == "導入メモ" and [chunk.text for chunk in script.chunks[1:-1]] == ["本文です。"]


@pytest.mark.parametrize(
    ("lang", "body", "heard"),
    [
        # the review's case: an npm scope and two handles, in an article that defines no label
        ("en", "Run npm install @lst-tools/cli first. Thanks to @sec-ops and @def-jam.", ("lst", "sec", "jam")),
        ("ja", "@sec-ops さんと @fig-chan さんに感謝します。", ("sec", "fig")),
        ("zh-hant", "感謝 @tbl-dev 的協助。", ("tbl",)),
    ],
)
def test_an_undefined_cross_reference_off_a_quarto_site_is_a_handle(
    tmp_path: Path, lang: str, body: str, heard: tuple[str, ...]
) -> None:
    _site(tmp_path, {})
    said = " ".join(_said(tmp_path / "post.md", body, lang=lang))
    assert all(word in said for word in heard), said
    assert not any(kind in said for kind in ("Section", "Listing", "Definition", "Figure", "Table")), said


def test_a_cross_reference_to_a_label_the_article_defines_is_read_anywhere(tmp_path: Path) -> None:
    _site(tmp_path, {})
    body = "See @fig-cats and @sec-ops.\n\n![Cats](cats.png){#fig-cats}"
    assert _said(tmp_path / "post.md", body, lang="en")[0].startswith("See Figure 1 and ")
    assert "Section" not in _said(tmp_path / "post.md", body, lang="en")[0]


def test_on_a_quarto_site_another_pages_label_is_its_kind(tmp_path: Path) -> None:
    _site(tmp_path, {"_quarto.yml": "project:\n  type: book\n"})
    assert _said(tmp_path / "chapters" / "two.md", "As @sec-ops shows.", lang="en") == ["As Section shows."]


@pytest.mark.parametrize(
    ("lang", "line", "heard"),
    [
        ("ko", "?> 태그 뒤에 공백이 있으면 출력됩니다.", "?>"),  # the review's case: PHP's closing tag
        ("ja", "?> の後の改行は出力されません。", "?>"),
        ("en", "!> is no operator in PHP.", "!>"),
    ],
)
def test_a_docsify_mark_off_a_docsify_site_is_said(tmp_path: Path, lang: str, line: str, heard: str) -> None:
    _site(tmp_path, {".nojekyll": "", "index.html": "<html><body>a blog</body></html>\n"})
    script = _script(tmp_path / "post.md", f"---\ntitle: T\nlang: {lang}\n---\n\n{line}\n")
    assert script.chunks[1].text != line[3:], script.chunks[1].text  # the mark is part of what is heard
    assert not script.lost or heard not in [item.symbol for _, item in script.lost]


@pytest.mark.parametrize(
    "site",
    [{"index.html": "<script>window.$docsify = {name: 'docs'}</script>\n"}, {".nojekyll": "", "_sidebar.md": ""}],
)
def test_a_docsify_sites_tip_loses_its_mark(tmp_path: Path, site: dict[str, str]) -> None:
    _site(tmp_path, site)
    assert _said(tmp_path / "guide" / "tips.md", "?> 这是一个提示。", lang="zh-hans") == ["这是一个提示。"]


def test_a_key_value_line_off_a_logseq_graph_is_said(tmp_path: Path) -> None:
    _site(tmp_path, {})
    script = _script(tmp_path / "draft.md", "Note:: 이 글은 초안입니다.\n\n본문입니다.\n")
    assert "초안" in " ".join(chunk.text for chunk in script.chunks)
    body = "- First block.\n  Note:: 이 줄은 보입니다."
    assert "보입니다" in " ".join(_said(tmp_path / "post.md", body, lang="ko"))


@pytest.mark.parametrize("graph", [{"logseq/config.edn": "{}\n"}, {"pages/a.md": "", "journals/b.md": ""}])
def test_a_logseq_graphs_properties_are_front_matter(tmp_path: Path, graph: dict[str, str]) -> None:
    _site(tmp_path, graph)
    script = _script(tmp_path / "pages" / "page.md", "title:: 초안\ntags:: a, b\n\n- 본문입니다.\n  id:: x-1\n")
    assert script.title == "초안" and [chunk.text for chunk in script.chunks[1:-1]] == ["본문입니다."]


def test_check_finds_the_prose_of_key_value_lines_the_reader_says(tmp_path: Path) -> None:
    # (review s8 read, lesser) two `Key: value` lines the reader says are prose to check's finder too ...
    body = "Note: 这一行是正文的第一段。\nAuthor: 这一行也是正文内容。\n\n第二段也是正文内容。\n"
    assert prose_runs(body) == ["这一行是正文的第一段", "这一行也是正文内容", "第二段也是正文内容"]
    said = " ".join(chunk.text for chunk in _script(tmp_path / "post.md", body).chunks)
    assert "这一行是正文的第一段" in said and "这一行也是正文内容" in said
    # ... and a Pelican header the reader takes is skipped by both
    pelican = "Title: 标题\nDate: 2014-12-21 23:00\nSummary: 这是摘要的一句话内容。\n\n本文通过分析代码来介绍工具。\n"
    assert prose_runs(pelican) == ["本文通过分析代码来介绍工具"]


# One place decides every dialect's gate (text.dialect_sites.article_dialects): each dialect by its own evidence.
EVIDENCE = [
    # (what the article shows, its site's files, its front matter, its body, its generator, the dialects it turns on)
    ("nothing: a lone file", {}, {}, "Words.", "", {NOTE_FOLDER, PANDOC_MARKS, DIRECTIVES}),
    ("a Hugo site", {}, {}, "Words.", "hugo", set()),
    ("a Docusaurus site", {}, {}, "Words.", "docusaurus", {REMARK, DIRECTIVES, CODE_TITLE}),
    ("a Jekyll site, a MyST page's front matter", {}, {"jupytext": {}}, "Words.", "jekyll", {MYST}),
    ("a Docsify index", {"index.html": "<script>window.$docsify = {}</script>"}, {}, "W.", "hugo", {DOCSIFY}),
    ("a Hatena export", {}, {"EditURL": "https://blog.hatena.ne.jp/u/u.hatenablog.com/atom/entry/1"}, "W.", "", None),
    ("a super pre pair", {}, {}, "W.\n\n>|ruby|\nputs 1\n||<\n", "hugo", {HATENA}),
]


@pytest.mark.parametrize(
    ("files", "meta", "body", "generator", "expected"), [e[1:] for e in EVIDENCE], ids=[e[0] for e in EVIDENCE]
)
def test_each_dialect_is_turned_on_by_its_own_evidence(
    tmp_path: Path, files: dict[str, str], meta: dict[str, object], body: str, generator: str, expected: set[str] | None
) -> None:
    _site(tmp_path, files)
    found = article_dialects(tmp_path / "post.md", meta, body, generator=generator)
    if expected is None:  # (a Hatena export on no known generator: Hatena's with the plain folder's)
        expected = {HATENA} | generator_dialects(generator)
    assert found == frozenset(expected)


def test_an_mdx_file_takes_remarks_directives_on_any_site() -> None:
    assert {REMARK, DIRECTIVES} <= generator_dialects("hugo", mdx=True)
    assert not {REMARK, DIRECTIVES} & generator_dialects("hugo")
    assert generator_dialects("plain") == generator_dialects("")


CAPTION_CONFIGS = [
    # (gatsby-config.js, the captions its pictures show)
    ("module.exports = {plugins: [{resolve: 'gatsby-remark-images', options: {showCaptions: true}}]}", "title alt"),
    ("options: { showCaptions: ['title'] }", "title"),
    ("options: { showCaptions: ['alt', 'title'] }", "title alt"),
    ("options: { maxWidth: 700, /* showCaptions: true, */ }", ""),  # mame7777/my_blog: commented out
    ("options: {\n  // showCaptions: true,\n  url: 'https://example.com//x'\n}", ""),
    ("plugins: [`gatsby-remark-figure-caption`]", "alt"),
    # review s9 #7: '/*' and '//' inside strings are the strings' (globs, URLs), never a comment's start; the
    # option between them counts (a gatsby-starter-blog-shaped config with an ignore glob and an include glob).
    (
        "{ options: { ignore: [`**/*.draft.md`] } },\n"
        "{ resolve: `gatsby-remark-images`, options: { maxWidth: 630, showCaptions: true } },\n"
        "{ options: { include: [`src/**/*.tsx`] } },",
        "title alt",
    ),
    ("ignore: ['**/*.md'], showCaptions: ['title'], include: ['a/**/*.tsx']", "title"),
    ('desc: "a // b", showCaptions: true', "title alt"),
    ("url: 'https://example.com/*', x: 1, showCaptions: ['alt'], y: '*/'", "alt"),
    ("ignore: ['**/*.md'], /* showCaptions: true, */ include: ['*/x']", ""),  # a real comment still is one
    # review s10 harden (low): a quote, a backtick or '/*' inside a regular expression literal opens no string
    # and no comment (a backtick took the rest of the file for a template string, and the comment in it with it)
    ("{ test: /`/, x: 1 },\n/* showCaptions: true, */\n{ y: 2 }", ""),
    ("{ test: /['\"]/g, x: 1 }, /* showCaptions: true */ { y: '2' }", ""),
    ("{ test: /a\\/*b/, showCaptions: ['title'], z: /c*/ }", "title"),
    ("{ test: /[/`]/, showCaptions: true }, /* ` */", "title alt"),
    ("{ ratio: a / b, showCaptions: true, c: d / e }", "title alt"),  # division: no literal
]


@pytest.mark.parametrize(("config", "shown"), CAPTION_CONFIGS)
def test_a_gatsby_config_says_which_captions_its_pictures_show(tmp_path: Path, config: str, shown: str) -> None:
    _site(tmp_path, {"gatsby-config.js": config, "content/posts/a/index.md": "Words."})
    found = dialect_sites(tmp_path / "content" / "posts" / "a" / "index.md")
    assert {name for name, dialect in (("title", CAPTION_TITLE), ("alt", CAPTION_ALT)) if dialect in found} == set(
        shown.split()
    )


def test_a_jsx_panels_line_is_read_with_the_dialects_of_the_page_around_it(tmp_path: Path) -> None:
    # review-early s9 #6: a one-line JSX panel is parsed apart (prose), with no article's dialects: it takes its
    # generator's, as the page around it does (was 'Press :kbd[Ctrl+C] …, then H tilde 2 tilde O').
    line = "Press :kbd[Ctrl+C] to stop the server, then H~2~O."
    path = tmp_path / "panel.mdx"
    _script(path, f'---\ntitle: T\n---\n\n<TabItem value="npm" label="npm">{line}</TabItem>\n\n{line}\n')
    said = [chunk.text for chunk in _script(path, path.read_text(encoding="utf-8")).chunks[1:-1]]
    assert said[-2:] == ["Press Ctrl+C to stop the server, then H 2 O."] * 2  # (after the tab's label)


def _shown_captions(found: frozenset[str]) -> set[str]:
    return {
        name
        for name, dialect in (("title", CAPTION_TITLE), ("alt", CAPTION_ALT), ("code", CODE_TITLE))
        if dialect in found
    }


MKDOCS_CONFIGS = [
    # (mkdocs.yml, what its pages show: captions from title/alt, code titles)
    # mkdocs-img2fig-plugin's documented set-up (entries indented under the key)
    ("plugins:\n    - search\n    - img2fig\n", "alt"),
    # evan361425/evan361425.github.io cc261d7f's form: entries at the margin, comments between, options below
    (
        "markdown_extensions:\n# fences\n- pymdownx.highlight\n- pymdownx.superfences:\n    custom_fences:\n"
        "    - name: mermaid\n- abbr\nplugins:\n- search\n",
        "code",
    ),
    # a plugin's option that happens to be a caption plugin's name is no plugin (only the entries' level counts)
    ("plugins:\n  - blog:\n      img2fig: true\n", ""),
    # commented out: none
    ("plugins:\n  - search\n  # - img2fig\nmarkdown_extensions:\n  # - pymdownx.superfences\n  - toc\n", ""),
    # markdown-captions (Evidlo/markdown_captions) as a Python-Markdown extension: the alt text
    ("markdown_extensions:\n  - markdown_captions\n  - attr_list\n", "alt"),
]


@pytest.mark.parametrize(("config", "shown"), MKDOCS_CONFIGS)
def test_an_mkdocs_config_says_what_its_pages_show(tmp_path: Path, config: str, shown: str) -> None:
    _site(tmp_path, {"mkdocs.yml": "site_name: Notes\n" + config, "docs/a.md": "Words."})
    assert _shown_captions(dialect_sites(tmp_path / "docs" / "a.md")) == set(shown.split())


def test_an_mkdocs_plugin_in_the_sites_repository_is_read_from_its_source(tmp_path: Path) -> None:
    # evan361425/evan361425.github.io cc261d7f: mkdocs.yaml names `figcaption`; lib/setup.py's entry point maps it to
    # lib/evan361425/figcaption.py, whose figcaption is the image's alt (its code, condensed)
    plugin = (
        "for image in soup.select('img'):\n    caption = image.attrs['alt']\n"
        "    figcaption = soup.new_tag('figcaption')\n    figcaption.append(caption)\n"
    )
    setup = 'setup(entry_points={"mkdocs.plugins": ["figcaption = evan361425.figcaption:Plugin"]})\n'
    files = {"mkdocs.yaml": "plugins:\n- search\n- figcaption\n", "lib/setup.py": setup, "src/a.md": "Words."}
    _site(tmp_path / "site", {**files, "lib/evan361425/figcaption.py": plugin})
    assert _shown_captions(dialect_sites(tmp_path / "site" / "src" / "a.md")) == {"alt"}
    # the same plugin name with no source in the repository: nothing is known of it
    other = tmp_path / "other"
    _site(other, files)
    assert _shown_captions(dialect_sites(other / "src" / "a.md")) == set()


def test_a_sites_repository_checked_out_inside_its_generators_is_read_with_the_generators_source(
    tmp_path: Path,
) -> None:
    # r7kamura/r7kamura.com 2cb80dcf's publish workflow checks out r7kamura/r7n and the site inside it
    # (`path: r7kamura.com`); r7n's lib/remarkPlugins.ts makes a titled picture's figcaption from its title
    plugin = (
        "export function transformTitledImageIntoFigure() {\n  visit(tree, 'paragraph', (paragraph) => {\n"
        "    const image = paragraph.children[0];\n    if (image.type != 'image' || !image.title) { return; }\n"
        "    const figure = { children: [{ ...image }, { type: 'figcaption', value: image.title }] };\n  });\n}\n"
    )
    _site(tmp_path / "r7n", {"package.json": "{}", "lib/remarkPlugins.ts": plugin})
    _site(tmp_path / "r7n" / "r7kamura.com", {"articles/a.md": "Words."})
    assert _shown_captions(dialect_sites(tmp_path / "r7n" / "r7kamura.com" / "articles" / "a.md")) == {"title"}
    alone = tmp_path / "alone"  # (the site's repository alone: its generator's source is not there)
    _site(alone, {"articles/a.md": "Words."})
    assert _shown_captions(dialect_sites(alone / "articles" / "a.md")) == set()


HUGO_HOOKS = [
    # (layouts/_default/_markup/render-image.html, the caption it prints)
    (
        '<figure><img src="{{ .Destination }}" alt="{{ .Text }}">{{ with .Title }}<figcaption>{{ . }}</figcaption>{{ end }}</figure>',
        "title",
    ),
    ('<figure><img src="{{ .Destination }}"><figcaption>{{ .Text }}</figcaption></figure>', "alt"),
    # the alt text only in the img's attribute, no figcaption: no caption is shown
    ('<img src="{{ .Destination | safeURL }}" alt="{{ .Text }}" title="{{ .Title }}">', ""),
]


@pytest.mark.parametrize(("hook", "shown"), HUGO_HOOKS)
def test_a_hugo_image_render_hook_says_which_caption_it_prints(tmp_path: Path, hook: str, shown: str) -> None:
    site = tmp_path / "site"
    _site(site, {"hugo.toml": "", "layouts/_default/_markup/render-image.html": hook, "content/a.md": "Words."})
    assert _shown_captions(dialect_sites(site / "content" / "a.md")) == set(shown.split())
    theme = tmp_path / "t"  # (a theme's hook: themes/<name>/layouts/…)
    _site(theme, {"hugo.toml": "", "themes/x/layouts/_markup/render-image.html": hook, "content/a.md": "Words."})
    assert _shown_captions(dialect_sites(theme / "content" / "a.md")) == set(shown.split())


def test_docusaurus_prints_a_code_blocks_title() -> None:
    assert CODE_TITLE in generator_dialects("docusaurus")
    assert CODE_TITLE not in generator_dialects("hugo") | generator_dialects("")


def test_a_layout_that_prints_a_front_matter_key_in_the_titles_heading_has_it_said(tmp_path: Path) -> None:
    # yanhaijing/yanhaijing.github.io 389ce2e8: _layouts/post.html includes the theme's post.html, whose <h1> prints
    # page.tagline beside page.title (and page.path only in an edit link's address: no words)
    heading = (
        "<h1>{{ page.title }} {% if page.tagline %}<small>{{page.tagline}}</small>{% endif %}"
        '<a href="https://github.com/x/edit/master/{{ page.path }}">編輯</a></h1>'
    )
    site = tmp_path / "jekyll"
    files = {"_layouts/post.html": "---\nlayout: default\n---\n{% include themes/twitter/post.html %}\n"}
    _site(site, {**files, "_includes/themes/twitter/post.html": heading, "_posts/a.md": "Words."})
    post = site / "_posts" / "a.md"
    assert shown_beside_title(post, {"tagline": "译", "path": "x.md"}) == ["译"]
    assert shown_beside_title(post, {"tagline": "x" * 300}) == []  # (no tagline: a description)
    assert shown_beside_title(post, {"layout": "page", "tagline": "译"}) == []  # (a layout that prints none)
    # a Hugo layout printing `.Params.subtitle` in the <h1> that prints `.Title`
    hugo = tmp_path / "hugo"
    single = (
        "<h1>{{ .Title }}{{ with .Params.subtitle }} <small>{{ . }}</small>{{ end }}</h1>\n<p>{{ .Params.summary }}</p>"
    )
    _site(hugo, {"layouts/_default/single.html": single, "content/a.md": "Words."})
    assert shown_beside_title(hugo / "content" / "a.md", {"subtitle": "Part 2", "summary": "Words."}) == ["Part 2"]
