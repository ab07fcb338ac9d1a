"""Hugo as Hugo reads itself: its config folders merged as Hugo merges them, permalink
tokens expanded as Hugo expands them, languages only where the site names them, and only its articles
(regular pages of its main sections) narrated — judged by the real `hugo` where it is installed."""

from __future__ import annotations

import json
import shutil
import subprocess
import urllib.parse
from pathlib import Path

import pytest

from helpers import write
from narrate.config import load_config
from narrate.flow.planning import plan_build
from narrate.text.site import find_site
from narrate.text.site.hugo import HugoGlob
from narrate.text.site.hugo_config import read_config
from patience import PATIENCE

EN = "An article with words enough to be read aloud by a voice.\n"


def post(front: str, body: str = EN) -> str:
    return f"---\n{front}---\n\n{body}"


# ------------------------------------------------------------------------------------------ config


def test_config_folders_merge_as_hugo_merges_them(tmp_path: Path) -> None:
    write(tmp_path / "hugo.toml", 'baseURL = "https://root.example/"\ntitle = "Root"\n[params]\n  a = 1\n')
    default = tmp_path / "config" / "_default"
    write(default / "hugo.toml", 'title = "Default"\ndefaultContentLanguage = "zh-tw"\n')
    write(default / "params.toml", "b = 2\nmainSections = ['posts']\n")
    write(default / "languages.toml", "[zh-tw]\nlanguageCode = 'zh-TW'\nweight = 1\n[en]\nweight = 2\n")
    write(default / "hugo.en.toml", "title = 'English'\n")
    write(default / "params.en.toml", "c = 3\n")
    write(default / "menus.zh-tw.toml", "[[main]]\nname = 'x'\n")
    write(default / "permalinks.toml", "[permalinks]\nposts = '/:year/:slug/'\n")  # wrapped in its own name
    write(tmp_path / "config" / "production" / "hugo.toml", 'baseURL = "https://prod.example/"\n')
    write(tmp_path / "config" / "staging" / "hugo.toml", 'baseURL = "https://staging.example/"\n')
    config = read_config(tmp_path, environ={})
    data = config.data
    assert (data["baseurl"], data["title"], data["params"]) == (
        "https://prod.example/",
        "Default",
        {"a": 1, "b": 2, "mainsections": ["posts"]},
    )
    assert data["languages"]["en"] == {"weight": 2, "title": "English", "params": {"c": 3}}
    assert data["languages"]["zh-tw"]["menus"] == {"main": [{"name": "x"}]}
    assert data["permalinks"] == {"posts": "/:year/:slug/"}
    assert config.environment == "production" and config.files[0] == tmp_path / "hugo.toml"
    assert read_config(tmp_path, environ={"HUGO_ENVIRONMENT": "staging"}).data["baseurl"] == "https://staging.example/"
    assert read_config(tmp_path, environ={"HUGO_ENV": "staging"}).data["baseurl"] == "https://staging.example/"
    overridden = read_config(tmp_path, environ={"HUGO_BASEURL": "https://env.example/", "HUGOxPARAMSxB": "5"}).data
    assert overridden["baseurl"] == "https://env.example/" and overridden["params"]["b"] == 5
    site = find_site(tmp_path / "content")
    assert (site.generator, site.default_code, site.default_lang, site.base_url) == (
        "hugo",
        "zh-tw",
        "zh-hant",
        "https://prod.example/",
    )
    assert (site.lang_codes, site.main_sections, site.patterns) == (
        ("zh-tw", "en"),
        ("posts",),
        {"posts": "/:year/:slug/"},
    )


def test_a_site_with_only_a_config_folder_is_hugo(tmp_path: Path) -> None:
    write(tmp_path / "config" / "_default" / "params.toml", "mainSections = ['notes']\n")
    write(tmp_path / "config" / "_default" / "languages.toml", "[en]\nweight = 1\n")
    site = find_site(tmp_path / "content")
    assert site.generator == "hugo" and site.main_sections == ("notes",)


# --------------------------------------------------------------------------- pages, judged by hugo

HUGO_CONFIG = """\
baseURL = "https://b.example/"
defaultContentLanguage = "en"
[params]
  mainSections = ["posts", "notes", "bits"]
[permalinks]
  posts = "/:sections/:slug/"
  notes = "/n/:year/:monthname/:weekday-:yearday/:title"
  bits = ":section/:filename.html"
[languages]
  [languages.en]
    weight = 1
  [languages.ja]
    weight = 2
"""
# Every rule worth a case: real sections only in :sections, a page's own slug and url (as written, a
# relative one with its language), numbers and capitals in front matter as Hugo reads them, Go's date
# tokens, a title made a path, a bundle's :filename, a suffix that is no language of the site.
PAGES = {
    "posts/2023/vocaloid/index.md": post("title: V\nslug: listen-old-songs\n"),
    "posts/2023/x/_index.md": post("title: X\n"),
    "posts/2023/x/p.md": post("title: P\n"),
    "posts/deep/_index.md": post("title: D\n"),
    "posts/deep/er/q.md": post("title: Q\n"),
    "posts/u1.md": post("title: U1\nurl: /custom/place\n"),
    "posts/u2.ja.md": post("title: U2\nurl: custom/rel/\n", "日本語の記事です。十分な長さがあります。\n"),
    "posts/u3.md": post("title: U3\nurl: /a.html\n"),
    "posts/u4.ja.md": post("title: U4\nURL: /Custom/Upper/\n", "日本語の記事です。十分な長さがあります。\n"),
    "posts/numbered.md": post("title: N\nslug: 212\n"),
    "posts/dashed.md": post("title: Dash\nSlug: -trimmed-\n"),
    "posts/b.fr.md": post("title: Not French\n"),
    "notes/n1.md": post("title: 中文 標題 Hello\ndate: 2023-03-05T10:00:00+09:00\n"),
    "bits/b1/index.md": post("title: B1\n"),
    "es-modules/index.md": post("title: ES modules\n"),
}


def hugo_pages(root: Path, tmp: Path) -> dict[tuple[str, str], str]:
    """(key, language) → URL path of every regular page the real hugo builds of the site at `root`."""
    write(root / "layouts" / "_default" / "list.html", "")
    write(
        root / "layouts" / "_default" / "single.html",
        '{{ with .File }}NARRATE {{ dict "key" .Path "lang" $.Lang "permalink" $.Permalink | jsonify }}{{ end }}',
    )
    done = subprocess.run(
        ["hugo", "--source", str(root), "--destination", str(tmp / "public"), "--quiet"],
        capture_output=True,
        text=True,
        timeout=PATIENCE,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    out = {}
    for html in (p for p in (tmp / "public").rglob("*.html") if p.is_file()):
        text = html.read_text(encoding="utf-8")
        if text.startswith("NARRATE "):
            data = json.loads(text[len("NARRATE ") :])
            out[(data["key"], data["lang"])] = urllib.parse.unquote(urllib.parse.urlsplit(data["permalink"]).path)
    return out


def narrated(content: Path, out: Path, **kwargs: object) -> dict[tuple[str, str], str]:
    plan = plan_build(content, load_config(None), out, **kwargs)  # type: ignore[arg-type]
    assert not plan.failed, plan.failed
    return {
        (job.article.key, job.article.site_lang): urllib.parse.unquote(urllib.parse.urlsplit(job.article.page).path)
        for job in plan.jobs
    }


def test_pages_are_where_hugo_puts_them_token_by_token(tmp_path: Path) -> None:
    root = tmp_path / "site"
    write(root / "hugo.toml", HUGO_CONFIG)
    for rel, text in PAGES.items():
        write(root / "content" / rel, text)
    ours = narrated(root / "content", tmp_path / "out")
    ours.pop(("es-modules/index.md", "en"), None)  # a page in no section (which pages are articles: below)
    expected = {
        ("posts/2023/vocaloid/index.md", "en"): "/posts/listen-old-songs/",
        ("posts/2023/x/p.md", "en"): "/posts/2023/x/p/",
        ("posts/deep/er/q.md", "en"): "/posts/deep/q/",
        ("posts/u1.md", "en"): "/custom/place/",
        ("posts/u2.ja.md", "ja"): "/ja/custom/rel/",
        ("posts/u3.md", "en"): "/a.html",
        ("posts/u4.ja.md", "ja"): "/Custom/Upper/",
        ("posts/numbered.md", "en"): "/posts/212/",
        ("posts/dashed.md", "en"): "/posts/trimmed/",
        ("posts/b.fr.md", "en"): "/posts/not-french/",
        ("notes/n1.md", "en"): "/n/2023/march/0-64/中文-標題-hello/",
        ("bits/b1/index.md", "en"): "/bits/b1.html/",
    }
    assert ours == expected
    if shutil.which("hugo") is None:
        pytest.skip("hugo is not installed (apt-get install hugo): checked against the expected pages only")
    theirs = hugo_pages(root, tmp_path)
    assert {page: theirs.get(page) for page in ours} == ours
    assert theirs[("es-modules/index.md", "en")] == "/es-modules/"


# ------------------------------------------------------------------------------ languages, articles


def test_a_language_is_one_the_site_names_never_a_folder_that_looks_like_one(tmp_path: Path) -> None:
    """`my-zsh-setup` is no Burmese, `es-modules` and `it-works` no Spanish and Italian sharing one group."""
    write(tmp_path / "hugo.toml", 'baseURL = "https://b.example/"\nlanguageCode = "en-us"\n')
    for name in ("my-zsh-setup", "es-modules", "it-works"):
        write(tmp_path / "content" / "posts" / name / "index.md", post(f"title: {name}\n"))
    write(tmp_path / "content" / "posts" / "post.fr.md", post("title: Post\n"))
    plan = plan_build(tmp_path / "content", load_config(None), tmp_path / "out")
    assert not plan.failed, plan.failed
    rows = {job.article.key: job.article for job in plan.jobs}
    assert {key: (a.lang, a.site_lang) for key, a in rows.items()} == {
        "posts/my-zsh-setup/index.md": ("en", "en"),
        "posts/es-modules/index.md": ("en", "en"),
        "posts/it-works/index.md": ("en", "en"),
        "posts/post.fr.md": ("en", "en"),
    }
    assert len({a.group for a in rows.values()}) == 4
    assert rows["posts/post.fr.md"].page == "https://b.example/posts/post.fr/"


def test_languages_of_a_site_with_a_content_folder_per_language(tmp_path: Path) -> None:
    write(
        tmp_path / "hugo.toml",
        'baseURL = "https://b.example/"\ndefaultContentLanguage = "zh-tw"\n'
        "[languages.zh-tw]\ncontentDir = 'content/zh-tw'\nlanguageCode = 'zh-TW'\n"
        "[languages.zh-cn]\ncontentDir = 'content/zh-cn'\n"
        "[languages.en]\ncontentDir = 'content/en'\n",
    )
    write(tmp_path / "content" / "zh-tw" / "posts" / "a.md", post("title: 甲\n", "這是一篇中文文章，內容足夠朗讀。\n"))
    write(tmp_path / "content" / "zh-cn" / "posts" / "a.md", post("title: 甲\n", "这是一篇中文文章，内容足够朗读。\n"))
    write(tmp_path / "content" / "en" / "posts" / "a.md", post("title: A\n"))
    plan = plan_build(tmp_path / "content", load_config(None), tmp_path / "out")
    rows = {(job.article.key, job.article.site_lang): job.article for job in plan.jobs}
    assert {page: (a.lang, a.page) for page, a in rows.items()} == {
        ("posts/a.md", "zh-tw"): ("zh-hant", "https://b.example/posts/a/"),
        ("posts/a.md", "zh-cn"): ("zh-hans", "https://b.example/zh-cn/posts/a/"),
        ("posts/a.md", "en"): ("en", "https://b.example/en/posts/a/"),
    }
    assert len({a.group for a in rows.values()}) == 1 and len({a.slug for a in rows.values()}) == 1


def test_only_regular_pages_of_the_main_sections_are_articles(tmp_path: Path) -> None:
    write(
        tmp_path / "hugo.toml",
        'baseURL = "https://b.example/"\n[params]\nmainSections = ["posts"]\n'
        "[languages.en]\n[languages.ja]\ndisabled = true\n",
    )
    content = tmp_path / "content"
    site_files = {
        "posts/a.md": "article",
        "posts/b/index.md": "article",
        "posts/b/notes.md": "unpublished",
        "posts/b/more/deep.md": "unpublished",
        "about.md": "page",
        "search/index.md": "page",
        "projects/p.md": "page",
        "posts/c.ja.md": "unpublished",
    }
    for rel in site_files:
        write(content / rel, post(f"title: {rel}\n"))
    site = find_site(content)
    assert {rel: site.classify(content / rel, {})[0] for rel in site_files} == site_files
    assert "mainSections" in site.classify(content / "projects" / "p.md", {})[1]
    write(tmp_path / "hugo.toml", 'baseURL = "https://b.example/"\n')  # no mainSections: every section's
    site = find_site(content)
    assert [rel for rel in site_files if site.classify(content / rel, {})[0] == "article"] == [
        "posts/a.md",
        "posts/b/index.md",
        "projects/p.md",
        "posts/c.ja.md",
    ]


def test_the_dry_run_says_why_each_file_is_left_out_and_build_include_narrates_a_page(tmp_path: Path) -> None:
    write(tmp_path / "hugo.toml", 'baseURL = "https://b.example/"\n[params]\nmainSections = ["posts"]\n')
    content = tmp_path / "content"
    write(content / "posts" / "a.md", post("title: A\n"))
    write(content / "posts" / "b" / "index.md", post("title: B\n"))
    write(content / "posts" / "b" / "notes.md", post("title: Notes\n"))
    write(content / "about.md", post("title: About\n"))
    write(content / "moods" / "_index.md", "---\ntitle: Moods\ncascade:\n  _build:\n    render: never\n---\n")
    write(content / "moods" / "happy.md", post("title: Happy\n"))
    plan = plan_build(content, load_config(None), tmp_path / "out")
    assert sorted(job.article.key for job in plan.jobs) == ["posts/a.md", "posts/b/index.md"]
    reasons = {Path(s["source"]).relative_to(content).as_posix(): s["reason"] for s in plan.skipped}
    assert reasons["about.md"].startswith("a page at the top of the content folder, in no section")
    assert reasons["about.md"].endswith("name it in build.include in voices.yaml to narrate it")
    assert reasons["posts/b/notes.md"].startswith("a resource of the page bundle posts/b/")
    assert reasons["moods/happy.md"] == (
        "Hugo renders no page for it: moods/_index.md cascades _build.render: never to its section's pages"
    )
    voices = write(tmp_path / "voices.yaml", "build:\n  include: ['about.md', 'posts/**/*.md', 'moods/*.md']\n")
    plan = plan_build(content, load_config(voices), tmp_path / "out")
    assert sorted(job.article.key for job in plan.jobs) == ["about.md", "posts/a.md", "posts/b/index.md"]


def test_a_section_that_cascades_draft_true_makes_its_pages_drafts(tmp_path: Path) -> None:
    """s18 probe: Hugo publishes none of a section's pages when its `_index.md` cascades `draft: true` (the pages
    that do not say `draft` themselves; the nearest cascade wins): narrate published them all. Near misses: a
    page that says `draft: false` itself, a cascade of `draft: ture` (no boolean Go reads: no draft, a typo never
    unpublishes), a nearer section cascading `draft: false`, and a cascade aimed (`_target`) at another path."""
    write(tmp_path / "hugo.toml", 'baseURL = "https://b.example/"\n')
    content = tmp_path / "content"
    write(content / "posts" / "a.md", post("title: A\n"))
    write(content / "wip" / "_index.md", "---\ntitle: WIP\ncascade:\n  draft: true\n---\n")
    write(content / "wip" / "b.md", post("title: B\n"))
    write(content / "wip" / "c.md", post("title: C\ndraft: false\n"))
    write(content / "wip" / "done" / "_index.md", "---\ntitle: Done\ncascade:\n  draft: false\n---\n")
    write(content / "wip" / "done" / "d.md", post("title: D\n"))
    write(content / "typo" / "_index.md", "+++\ntitle = 'Typo'\n[cascade]\ndraft = 'ture'\n+++\n")
    write(content / "typo" / "e.md", post("title: E\n"))
    aimed = "---\ntitle: Aimed\ncascade:\n  - draft: true\n    _target: {path: '/aimed/x/**'}\n---\n"
    write(content / "aimed" / "_index.md", aimed)
    write(content / "aimed" / "f.md", post("title: F\n"))
    plan = plan_build(content, load_config(None), tmp_path / "out")
    # (s21, checked against hugo 0.111.3: the cascade makes the section page wip/ itself a draft, and Hugo publishes
    # no page under a draft section — c's own `draft: false` and done/'s nearer `draft: false` included; the s18
    # expectation that they stayed was never checked against hugo)
    assert sorted(job.article.key for job in plan.jobs) == ["aimed/f.md", "posts/a.md", "typo/e.md"]
    reasons = {Path(s["source"]).relative_to(content).as_posix(): s["reason"] for s in plan.skipped}
    assert (
        reasons["wip/b.md"]
        == reasons["wip/c.md"]
        == (
            "draft (its section wip/ is a draft: wip/_index.md cascades draft: true to it; Hugo publishes none of the "
            "pages under it)"
        )
    )
    if shutil.which("hugo") is not None:
        assert sorted(key for key, _lang in hugo_pages(tmp_path, tmp_path / "hugo")) == [
            "aimed/f.md",
            "posts/a.md",
            "typo/e.md",
        ]


# --------------------------------------------------- booleans and build options as Hugo reads them itself

# benchmarks/attacks.py s20 (`json: draft: 'true '`, `hugo yaml: _build: {render: ' never'}`): narrate trimmed and
# lower-cased what Hugo reads as written (Go's strconv.ParseBool for draft and headless; pagemeta.DecodeBuildConfig
# for render), so a typo unpublished an episode Hugo publishes. Checked against hugo v0.111.3 (Debian's).
AS_HUGO_READS = {
    "draft-trailing.md": ('{\n"title": "a",\n"draft": "true "\n}\n\n' + EN, True),
    "draft-mixed.md": (post('title: b\ndraft: "tRuE"\n'), True),
    "draft-yes.md": (post('title: c\ndraft: "yes"\n'), True),
    "draft-go-title.md": (post('title: d\ndraft: "True"\n'), False),  # near miss: one of ParseBool's spellings
    "draft-go-t.md": (post('title: e\ndraft: "t"\n'), False),
    "render-blank.md": (post('title: f\n_build: {render: " never"}\n'), True),
    "render-capital.md": (post("title: g\n_build: {render: Never}\n"), True),
    "render-false-text.md": (post('title: h\n_build: {render: "false"}\n'), True),
    "render-typo.md": (post("title: i\n_build: {render: nevr}\n"), True),
    "render-zero.md": (post("title: j\n_build: {render: 0}\n"), False),  # 0 is "never" once decoded as text
    "render-false.md": (post("title: k\n_build: {render: false}\n"), False),
    "render-link.md": (post("title: l\n_build: {render: link}\n"), False),
    "headless-yes.md": (post('title: m\nheadless: "yes"\n'), True),
}


def test_draft_headless_and_render_are_read_as_hugo_reads_them(tmp_path: Path) -> None:
    root = tmp_path / "site"
    write(root / "hugo.toml", 'baseURL = "https://b.example/"\n')
    for name, (text, _) in AS_HUGO_READS.items():
        write(root / "content" / "posts" / name, text)
    plan = plan_build(root / "content", load_config(None), tmp_path / "out")
    reasons = {Path(s["source"]).name: s["reason"] for s in plan.skipped}
    # What Hugo publishes is narrated, or, where the value is none of Hugo's spellings, left as it was (a published
    # episode stays) with the line that names the value; what it leaves out is left out as a draft or unrendered.
    warned = {n for n, why in reasons.items() if why.startswith("front matter") and why.endswith("left as it was")}
    ours = sorted([job.article.key for job in plan.jobs] + [f"posts/{n}" for n in warned])
    expected = sorted(f"posts/{name}" for name, (_, published) in AS_HUGO_READS.items() if published)
    assert ours == expected
    assert reasons["draft-trailing.md"].startswith("front matter draft: 'true ' is neither true nor false")
    assert reasons["render-typo.md"].startswith("front matter _build.render: 'nevr' is none of Hugo's values")
    assert reasons["headless-yes.md"].startswith("front matter headless: 'yes' is neither true nor false")
    assert warned == {n for n, (_, published) in AS_HUGO_READS.items() if published}  # each of them said
    left_out = {n: why for n, why in reasons.items() if n not in warned}
    assert left_out == {
        "draft-go-title.md": "draft (draft: true)",
        "draft-go-t.md": "draft (draft: true)",
        "render-zero.md": "Hugo renders no page for it (_build.render: 0)",
        "render-false.md": "Hugo renders no page for it (_build.render: false)",
        "render-link.md": "Hugo renders no page for it (_build.render: link)",
    }
    if shutil.which("hugo") is None:
        pytest.skip("hugo is not installed (apt-get install hugo): checked against the expected pages only")
    theirs = sorted(key for key, _ in hugo_pages(root, tmp_path))
    assert theirs == expected


def test_a_cascade_typo_publishes_as_hugo_does_and_is_said_once(tmp_path: Path) -> None:
    # benchmarks/attacks.py s20 `hugo _index.md cascade: {draft: ture}` / `{_build: {render: nevr}}`: Hugo publishes
    # the section's pages (a typo makes no draft), narrate too, but nothing was said of the slip
    write(tmp_path / "hugo.toml", 'baseURL = "https://b.example/"\n')
    content = tmp_path / "content"
    write(
        content / "posts" / "_index.md", "---\ntitle: Posts\ncascade:\n  draft: ture\n  _build: {render: nevr}\n---\n"
    )
    write(content / "notes" / "_index.md", "---\ntitle: Notes\ncascade:\n  draft: true\n---\n")  # near miss: a draft
    write(content / "more" / "_index.md", "---\ntitle: More\ncascade:\n  _build: {render: always}\n---\n")  # near miss
    for section in ("posts", "notes", "more"):
        for name in ("a", "b"):
            write(content / section / f"{name}.md", post(f"title: {section} {name}\n"))
    said: list[str] = []
    plan = plan_build(content, load_config(None), tmp_path / "out", warn=said.append)
    assert sorted(job.article.key for job in plan.jobs) == ["more/a.md", "more/b.md", "posts/a.md", "posts/b.md"]
    cascades = [line for line in said if "cascade" in line]
    assert cascades == [
        "warning: posts/_index.md: cascade draft: 'ture' is neither true nor false to Hugo, which publishes its "
        "section's pages (and so does narrate); write true or false",
        "warning: posts/_index.md: cascade _build.render: 'nevr' is none of Hugo's values (always, never, link); Hugo "
        "renders its section's pages (and so does narrate); write never or always",
    ]


def test_the_site_configs_cascade_is_read_under_every_sections(tmp_path: Path) -> None:
    # benchmarks/attacks.py s20 `hugo.toml [cascade] draft = 'ture'`: the site config's cascade was not read at all,
    # so a typo there went unsaid and `[cascade] draft = true` (hugo 0.111 publishes none of the pages) was narrated
    root = tmp_path / "site"
    write(root / "hugo.toml", 'baseURL = "https://b.example/"\n[cascade]\ndraft = true\n')
    write(root / "content" / "posts" / "a.md", post("title: a\n"))
    write(root / "content" / "posts" / "b.md", post("title: b\n"))
    plan = plan_build(root / "content", load_config(None), tmp_path / "out")
    assert not plan.jobs
    reasons = {Path(s["source"]).name: s["reason"] for s in plan.skipped}
    assert reasons["a.md"] == (
        "draft (the site's home page is a draft: hugo.toml cascades draft: true to it; Hugo publishes none of the "
        "pages under it)"
    )
    if shutil.which("hugo") is not None:
        assert not hugo_pages(root, tmp_path)
    # near miss: a typo there makes no draft (Hugo publishes the pages), and is said once
    write(root / "hugo.toml", 'baseURL = "https://b.example/"\n[cascade]\ndraft = "ture"\n')
    said: list[str] = []
    plan = plan_build(root / "content", load_config(None), tmp_path / "out2", warn=said.append)
    assert sorted(job.article.key for job in plan.jobs) == ["posts/a.md", "posts/b.md"]
    assert [line for line in said if "cascade" in line] == [
        "warning: hugo.toml: cascade draft: 'ture' is neither true nor false to Hugo, which publishes its section's "
        "pages (and so does narrate); write true or false"
    ]


DRAFT_SECTIONS = [
    # (files beside the posts, the posts hugo 0.111.3 publishes of a (`draft: false`), b and sub/c)
    ({"hugo.toml+": "[cascade]\ndraft = true\n"}, []),
    ({"content/posts/_index.md": "---\ntitle: P\ndraft: true\n---\n"}, []),
    ({"content/_index.md": "---\ntitle: H\ndraft: true\n---\n"}, []),
    ({"content/posts/_index.md": "---\ntitle: P\ncascade:\n  draft: true\n---\n"}, []),
    (
        {
            "content/_index.md": "---\ntitle: H\ncascade:\n  draft: true\n---\n",
            "content/posts/_index.md": "---\ntitle: P\ncascade:\n  draft: false\n---\n",
        },
        [],
    ),
    ({"content/_index.md": "---\ntitle: H\ndraft: false\ncascade:\n  draft: true\n---\n"}, []),
    ({"content/posts/_index.md": "+++\ntitle = 'P'\ndraft = true\n+++\n"}, []),
    ({"content/posts/sub/_index.en.md": "---\ntitle: S\ndraft: true\n---\n"}, ["posts/a.md", "posts/b.md"]),
    # near misses: the section's own `draft: false` wins over its cascade (b alone is a draft); a draft subsection
    # hides only its own pages; `draft: 'yes'` is no boolean to Go, so nothing is a draft
    (
        {"content/posts/_index.md": "---\ntitle: P\ndraft: false\ncascade:\n  draft: true\n---\n"},
        ["posts/a.md"],
    ),
    ({"content/posts/sub/_index.md": "---\ntitle: S\ndraft: true\n---\n"}, ["posts/a.md", "posts/b.md"]),
    (
        {"content/posts/_index.md": "---\ntitle: P\ndraft: 'yes'\n---\n"},
        ["posts/a.md", "posts/b.md", "posts/sub/c.md"],
    ),
]


@pytest.mark.parametrize(("files", "published"), DRAFT_SECTIONS)
def test_a_draft_home_or_section_hides_every_page_under_it(
    tmp_path: Path, files: dict[str, str], published: list[str]
) -> None:
    # benchmarks/attacks.py s21 `a_hugo_draft_section_hides_its_pages` (s20 harden report, "what is left"): hugo 0.111.3
    # publishes no page under a draft home or section, even one that says `draft: false`; narrate narrated them
    root = tmp_path / "site"
    write(root / "hugo.toml", 'baseURL = "https://b.example/"\n')
    write(root / "content" / "posts" / "a.md", post("title: a\ndraft: false\n"))
    write(root / "content" / "posts" / "b.md", post("title: b\n"))
    write(root / "content" / "posts" / "sub" / "c.md", post("title: c\n"))
    for rel, text in files.items():
        if rel.endswith("+"):
            write(root / rel[:-1], (root / rel[:-1]).read_text(encoding="utf-8") + text)
        else:
            write(root / rel, text)
    plan = plan_build(root / "content", load_config(None), tmp_path / "out")
    assert sorted(job.article.key for job in plan.jobs) == published
    reasons = [s["reason"] for s in plan.skipped if Path(s["source"]).name in ("a.md", "c.md")]
    assert all(r.startswith("draft (") for r in reasons)
    if shutil.which("hugo") is not None:
        assert sorted(key for key, _lang in hugo_pages(root, tmp_path)) == published


# (config, files beside a.md, b.md and their French a.fr.md, b.fr.md in content/posts/, the pages hugo publishes)
LANGUAGES = 'defaultContentLanguage = "{0}"\n[languages.en]\nweight = 1\n[languages.fr]\nweight = 2\n'
OWN_FOLDERS = (
    'defaultContentLanguage = "en"\n[languages.en]\ncontentDir = "content/en"\nweight = 1\n'
    '[languages.fr]\ncontentDir = "content/fr"\nweight = 2\n'
)
DRAFT_IN_ONE_LANGUAGE = [
    # the case (s21 review H1, /work/scratch/review21/hugo1): `_index.md` is the default language's list page only
    (LANGUAGES.format("en"), {"posts/_index.md": "---\ntitle: P\ndraft: true\n---\n"}, ["fr/a", "fr/b"]),
    (LANGUAGES.format("en"), {"posts/_index.md": "---\ntitle: P\ncascade:\n  draft: true\n---\n"}, ["fr/a", "fr/b"]),
    # the default language French: the same file hides the French pages, the English ones are published
    (LANGUAGES.format("fr"), {"posts/_index.md": "---\ntitle: P\ndraft: true\n---\n"}, ["en/a", "en/b"]),
    # near misses: `_index.fr.md` hides the French pages only; a language's own content folder makes its
    # suffix-less `_index.md` that language's
    (LANGUAGES.format("en"), {"posts/_index.fr.md": "---\ntitle: P\ndraft: true\n---\n"}, ["en/a", "en/b"]),
    (OWN_FOLDERS, {"fr/posts/_index.md": "---\ntitle: P\ndraft: true\n---\n"}, ["en/a", "en/b"]),
]


@pytest.mark.parametrize(("config", "files", "published"), DRAFT_IN_ONE_LANGUAGE)
def test_a_draft_section_hides_the_pages_of_its_own_language_only(
    tmp_path: Path, config: str, files: dict[str, str], published: list[str]
) -> None:
    # s21 review H1 (e0634008): a draft `content/posts/_index.md` of an English-default site hid the French posts
    # too — hugo 0.111.3 publishes /fr/posts/a/, /fr/posts/b/ and /fr/posts/ (no `_index.fr.md`: no draft)
    root = tmp_path / "site"
    write(root / "hugo.toml", 'baseURL = "https://b.example/"\n' + config)
    own, other = "contentDir" in config, "en" if '"fr"' in config else "fr"
    for name in ("a", "b"):
        write(root / "content" / ("en/posts" if own else "posts") / f"{name}.md", post(f"title: {name}\n"))
        write(
            root / "content" / ("fr/posts" if own else "posts") / f"{name}{'' if own else '.' + other}.md",
            post("title: o\n"),
        )
    for rel, text in files.items():
        write(root / "content" / ("en/" if own and rel.startswith("posts") else "") / rel, text)
    pages = narrated(root / "content", tmp_path / "out")
    assert sorted(f"{lang}/{Path(key).name.split('.')[0]}" for key, lang in pages) == published
    if shutil.which("hugo") is not None:
        built = hugo_pages(root, tmp_path)
        assert sorted(f"{lang}/{Path(key).name.split('.')[0]}" for key, lang in built) == published


# (a site cascade `draft = true` aimed by `_target.path` at a glob, the posts of posts/a.md and posts/b.md hugo
# 0.111.3 publishes): the glob is gobwas's, case-folded, against Hugo's paths — a page's file below its content
# folder suffix and all (`/posts/a.md`), a section without `_index` file its folder without a trailing slash
TARGET_GLOBS = [
    # s21 review M2 (/work/scratch/review21/hugo1 without the French files and `_index.md`): narrate published both
    ("/posts", []),
    ("/posts*", []),
    ("{/posts/**,/notes/**}", []),
    ("/pos?s/**", []),
    ("/[p]osts/**", []),
    ("/POSTS/**", []),
    # shapes of my own: a page's own file, a negated class, alternatives inside a name, a glob gobwas cannot
    # compile (Hugo ignores the error: the cascade takes in every page)
    ("/posts/a.md", ["posts/b.md"]),
    ("/posts/[!b].md", ["posts/b.md"]),
    ("/posts/{a,c}.md", ["posts/b.md"]),
    ("/posts/[a", []),
    # near misses: other sections; the section with its trailing slash; a page's path without its suffix (s21
    # review L4: narrate took it in); `^` is no negation to gobwas (`[^b]` is ^ or b)
    ("/other/**", ["posts/a.md", "posts/b.md"]),
    ("/posts/", ["posts/a.md", "posts/b.md"]),
    ("/posts/a", ["posts/a.md", "posts/b.md"]),
    ("/posts/[^b].md", ["posts/a.md"]),
    # gobwas matches a glob of one `**` and nothing else special by its two ends, which may overlap (no folder
    # between them); near miss: with another wildcard the `**` is matched whole, and `/posts//a.md` is no path
    ("/posts/**/a.md", ["posts/b.md"]),
    ("/posts/a.md**a.md", ["posts/b.md"]),
    ("/p?sts/**/a.md", ["posts/a.md", "posts/b.md"]),
]


@pytest.mark.parametrize(("glob", "published"), TARGET_GLOBS)
def test_a_cascade_target_glob_is_read_as_hugo_reads_it(tmp_path: Path, glob: str, published: list[str]) -> None:
    root = tmp_path / "site"
    target = glob.replace("\\", "\\\\").replace('"', '\\"')
    write(
        root / "hugo.toml",
        f'baseURL = "https://b.example/"\n[[cascade]]\ndraft = true\n[cascade._target]\npath = "{target}"\n',
    )
    write(root / "content" / "posts" / "a.md", post("title: a\n"))
    write(root / "content" / "posts" / "b.md", post("title: b\n"))
    assert sorted(key for key, _lang in narrated(root / "content", tmp_path / "out")) == published
    if shutil.which("hugo") is not None:
        assert sorted(key for key, _lang in hugo_pages(root, tmp_path)) == published


def test_a_cascade_target_glob_is_matched_in_linear_work(tmp_path: Path) -> None:
    # s21 review M3 (/work/scratch/review21/hugo4): `/**a**a…**b` against a folder named `a` x 120 made a regex that
    # backtracked past 60 CPU s; a set of states stepped once per character does at most length x pattern work
    stars = "/" + "**a" * 12 + "**b"
    works = []
    for length in (120, 240, 480):
        glob = HugoGlob(stars)
        assert not glob.match("/" + "a" * length + "/x.md")
        assert glob.work <= (length + 7) * 2 * len(stars)
        works.append(glob.work)
    assert works[2] <= 2.2 * works[1] and works[1] <= 2.2 * works[0]  # doubling the path doubles the work
    root = tmp_path / "site"
    write(
        root / "hugo.toml",
        f'baseURL = "https://b.example/"\n[[cascade]]\ndraft = true\n[cascade._target]\npath = "{stars}"\n',
    )
    write(root / "content" / ("a" * 120) / "x.md", post("title: x\n"))
    write(root / "content" / ("a" * 120) / "b.md", post("title: b\n"))
    # no path ends in b: both are published, at once (hugo 0.111.3 publishes both)
    assert sorted(key for key, _lang in narrated(root / "content", tmp_path / "out")) == [
        "a" * 120 + "/b.md",
        "a" * 120 + "/x.md",
    ]
    # near miss: the same stars ending in `b.md` take in b.md alone
    assert [HugoGlob(stars + ".md").match(f"/{'a' * 120}/{name}.md") for name in ("b", "x")] == [True, False]
