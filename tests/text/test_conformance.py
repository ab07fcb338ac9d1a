"""The real generators judge narrate's identity of every article: real blogs, trimmed into
tests/fixtures/sites/ with their source named, built by the real Jekyll and Hexo (tests/conformance.py),
and compared URL for URL, language for language and group for group with narrate's answer on a first
build and on a rebuild from its summaries; no page that is not an article is narrated by default.

Each judge needs its generator: Debian's jekyll (and ruby-jekyll-polyglot), npm's hexo (installed by
.ci/run into ~/.cache/narrate-tests/hexo, or where NARRATE_HEXO says). Without one, its tests skip
and say why; with NARRATE_REQUIRE_GENERATORS=1 (what .ci/run sets) a missing generator is a failure.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from conformance import (
    SITES,
    Answer,
    compare,
    failures,
    hexo_missing,
    hugo_missing,
    jekyll_missing,
    judge_hexo,
    judge_hugo,
    judge_jekyll,
    narrate_answers,
    skipped,
)
from helpers import write


def fixture_notes(name: str) -> dict[str, str]:
    """A fixture's SOURCE notes (repo, commit, generator, pairs…)."""
    notes: dict[str, str] = {}
    for line in (SITES / name / "SOURCE").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith(" ") and ":" in line:
            key, value = line.split(":", 1)
            notes[key.strip()] = value.strip()
    return notes


def need(missing: str) -> None:
    """Skip with the reason, or fail where the generators are required (CI)."""
    if missing:
        if os.environ.get("NARRATE_REQUIRE_GENERATORS") == "1":
            pytest.fail(f"the conformance suite is required here (NARRATE_REQUIRE_GENERATORS=1) but {missing}")
        pytest.skip(missing)


def held_against(
    published: dict[str, Answer], site: Path, content: Path, tmp: Path, by_lang: bool = False
) -> list[str]:
    """What differs between the generator's answer and narrate's on build 1 and build 2 ([] when equal), and
    the articles narrate would fail (none: the generator builds the site)."""
    differences = [f"failed: {error}" for error in failures(content, tmp)]
    builds = narrate_answers(content, tmp, by_lang=by_lang)
    assert builds[0], "narrate narrated nothing"
    for number, narrated in enumerate(builds, 1):
        result = compare(narrated, published)
        if not result.ok():
            differences += [f"build {number}: {line}" for line in result.lines()]
    return differences


JEKYLL_SITES = sorted(p.name for p in SITES.iterdir() if p.name.startswith("jekyll-")) if SITES.is_dir() else []
HEXO_SITES = sorted(p.name for p in SITES.iterdir() if p.name.startswith("hexo-")) if SITES.is_dir() else []
HUGO_SITES = sorted(p.name for p in SITES.iterdir() if p.name.startswith("hugo-")) if SITES.is_dir() else []


@pytest.mark.parametrize("name", JEKYLL_SITES)
def test_jekyll_blogs_pages_languages_and_groups_are_jekylls(name: str, tmp_path: Path) -> None:
    need(jekyll_missing())
    site = SITES / name
    published = judge_jekyll(site, tmp_path / "judge", fixture_notes(name).get("pairs", ""))
    assert published, "Jekyll published nothing"
    copy = tmp_path / "site"
    shutil.copytree(site, copy, ignore=shutil.ignore_patterns("SOURCE"))
    assert held_against(published, copy, copy, tmp_path / "narrate") == []
    articles = {key for key, answer in published.items() if answer.article}
    narrated = set(narrate_answers(copy, tmp_path / "again")[0])
    # Every article Jekyll publishes is narrated unless it has nothing to say; no page is.
    reasons = skipped(copy, tmp_path / "skipped")
    assert {key: reasons.get(key, "narrated") for key in articles - narrated} == {
        key: "no prose to narrate" for key in articles - narrated
    }
    assert narrated <= articles


@pytest.mark.parametrize("name", HEXO_SITES)
def test_hexo_blogs_pages_are_hexos(name: str, tmp_path: Path) -> None:
    need(hexo_missing())
    site = SITES / name
    published = judge_hexo(site, tmp_path / "judge")
    assert published, "Hexo published nothing"
    copy = tmp_path / "site"
    shutil.copytree(site, copy, ignore=shutil.ignore_patterns("SOURCE"))
    assert held_against(published, copy, copy / "source", tmp_path / "narrate") == []
    articles = {key for key, answer in published.items() if answer.article}
    assert set(narrate_answers(copy / "source", tmp_path / "again")[0]) == articles


@pytest.mark.parametrize("name", HUGO_SITES)
def test_hugo_blogs_pages_languages_and_groups_are_hugos(name: str, tmp_path: Path) -> None:
    """Every page narrate narrates is where Hugo puts it, in its language, with its translations, on a first
    build and a rebuild; every article Hugo publishes is narrated unless it has nothing to say; no page that
    is not one of the site's articles is (Hugo's pages are `<language>:<key>`: translations in a content
    folder per language share a key)."""
    need(hugo_missing())
    site = SITES / name
    published = judge_hugo(site, tmp_path / "judge")
    assert published, "Hugo published nothing"
    copy = tmp_path / "site"
    shutil.copytree(site, copy, ignore=shutil.ignore_patterns("SOURCE"))
    assert held_against(published, copy, copy / "content", tmp_path / "narrate", by_lang=True) == []
    articles = {key for key, answer in published.items() if answer.article}
    narrated = set(narrate_answers(copy / "content", tmp_path / "again", by_lang=True)[0])
    assert narrated <= articles
    reasons = skipped(copy / "content", tmp_path / "skipped")
    for page in articles - narrated:
        lang, key = page.split(":", 1)
        found = [path for path in reasons if path == key or path.endswith("/" + key)]
        own = [path for path in found if path.split("/")[0].lower() == lang] or found  # its language's folder
        why = {reasons[path] for path in own}
        assert why == {"no prose to narrate"}, (page, why)


def test_what_jekyll_leaves_out_says_why(tmp_path: Path) -> None:
    """The dry run's reasons for the mincong fixture's files that are not narrated."""
    reasons = skipped(SITES / "jekyll-mincong", tmp_path)
    assert reasons["CHANGELOG.md"] == "`exclude:` in _config.yml leaves CHANGELOG.md out"
    assert reasons["CLAUDE.md"].startswith("it has no front matter, so Jekyll copies it as a static file")
    for page in ("en/about.md", "cn/about.md", "tags/akka.md", "index.md"):
        assert reasons[page].startswith("a page (Jekyll publishes only posts and documents"), page
        assert reasons[page].endswith("name it in build.include in voices.yaml to narrate it"), page


# ------------------------------------------------------------------------ dates and pages, by the generators

HEXO_CONFIG = """title: Zones
url: https://zones.example
root: /
permalink: :year/:month/:day/:title/
new_post_name: :title.md
{extra}"""
# A post written just after midnight in Shanghai, in each form a date takes in front matter.
HEXO_POSTS = {
    "late.md": "date: 2022-10-21 00:37:15",
    "late-offset.md": "date: 2022-10-21T00:37:15+08:00",
    "late-quoted.md": "date: '2022-10-21 00:37:15'",
    "day-only.md": "date: 2022-10-21",
    "day-quoted.md": "date: '2022-10-21'",
    "evening.md": "date: 2022-10-20 23:50:00",
    # Written as no YAML timestamp is (01Petard/blog-hexo-butterfly: `date: 2022-010-10 14:13:15`): js-yaml
    # leaves a string, which Hexo reads with JavaScript's lenient `new Date`.
    "lenient.md": "date: 2022-010-21 00:37:15",
    "lenient-rolled.md": "date: 2022-2-30 23:50",
    "lenient-offset.md": "date: 2022-010-21 00:37:15 +0800",
    "lenient-slashes.md": "date: 2022/10/21 00:37",
}


def hexo_site(root: Path, extra: str) -> Path:
    write(root / "_config.yml", HEXO_CONFIG.format(extra=extra))
    for name, date in HEXO_POSTS.items():
        write(root / "source" / "_posts" / name, f"---\ntitle: {name}\n{date}\n---\n\nA post about zones.\n")
    write(root / "source" / "about" / "index.md", "---\ntitle: About\n---\n\nWho writes here.\n")
    write(root / "source" / "notes.md", "---\ntitle: Notes\npermalink: notes/\n---\n\nA page of notes.\n")
    return root


@pytest.mark.parametrize(
    ("extra", "zone"),
    [
        ("timezone: Asia/Shanghai\n", "UTC"),  # built on CI: the URL dates are UTC's
        ("timezone: Asia/Shanghai\n", "Asia/Shanghai"),  # built (hexo deploy) in Shanghai: site.timezone says so
        ("", "UTC"),
        ("timezone: America/New_York\npretty_urls:\n  trailing_index: false\n  trailing_html: false\n", "UTC"),
    ],
)
def test_hexo_dates_and_pages_are_where_hexo_puts_them(
    extra: str, zone: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Hexo writes a post's URL date in the zone of the machine that builds it (its `timezone:` only
    says how to read a date without an offset); narrate writes it in site.timezone (UTC unless told)."""
    need(hexo_missing())
    site = hexo_site(tmp_path / "site", extra)
    monkeypatch.setenv("NARRATE_JUDGE_TZ", zone)
    published = judge_hexo(site, tmp_path / "judge")
    voices = write(tmp_path / "voices.yaml", f"site: {{timezone: {zone}}}\nbuild: {{include: ['**/*.md']}}\n")
    narrated = narrate_answers(site / "source", tmp_path / "narrate", voices)[0]
    assert {k: a.page for k, a in narrated.items()} == {k: a.page for k, a in published.items()}
    assert len(published) == len(HEXO_POSTS) + 2
    if not extra:  # no timezone: the date as written, wherever it is built
        assert published["_posts/late.md"].page == "/2022/10/21/late/"
    elif zone == "UTC" and "Shanghai" in extra:
        assert published["_posts/late.md"].page == "/2022/10/20/late/"  # 00:37 in Shanghai is the 20th in UTC
        assert published["about/index.md"].page == "/about/index.html"


JEKYLL_POSTS = {
    "_posts/2021-01-02-offset.md": "date: 2021-01-02 00:30:00 +0900",
    "_posts/2021-01-02-naive.md": "date: 2021-01-02 20:30:00",
    "_posts/2021-01-02-quoted.md": "date: '2021-01-02 20:30:00'",
    # A theme's template copied as written (yanghs6/yanghs6.github.io, Jekyll Chirpy): Ruby's Time.parse
    # passes over the zone it cannot read, so the time is local, near midnight on either side.
    "_posts/2021-01-02-zone-late.md": "date: 2021-01-02 23:30:00 +/-0900",
    "_posts/2021-01-03-zone-early.md": "date: 2021-01-03 00:30:00 +/-0900",
    "_posts/2021-01-02-day.md": "date: 2021-01-02",
    "_posts/2021-01-02-filename.md": "",
    "_posts/travel/2021-01-03-kyoto.md": "categories: [Trips, Asia]",
    "_posts/2021-01-04-given.md": "slug: My Chosen Slug",
    "_posts/2021-01-05-moved.md": "permalink: /:categories/:title/x/",
}


@pytest.mark.parametrize(
    ("config", "zone"),
    [
        ("permalink: /:categories/:year/:month/:day/:title:output_ext\n", "UTC"),
        ("timezone: Asia/Tokyo\npermalink: pretty\n", "UTC"),
        ("permalink: /:year/:i_month/:short_day/:slug/\nbaseurl: /blog\n", "America/New_York"),
    ],
)
def test_jekyll_dates_and_placeholders_are_jekylls(
    config: str, zone: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A date with an offset, a YAML timestamp without one (UTC to Ruby), a quoted one (local), in the
    site's timezone or the build machine's; categories, slug and a front matter permalink template."""
    need(jekyll_missing())
    site = tmp_path / "site"
    write(site / "_config.yml", "title: Dates\nurl: https://dates.example\n" + config)
    for rel, line in JEKYLL_POSTS.items():
        write(site / rel, f"---\ntitle: {rel}\n{line}\n---\n\nA post about dates.\n")
    monkeypatch.setenv("NARRATE_JUDGE_TZ", zone)
    published = judge_jekyll(site, tmp_path / "judge")
    voices = write(tmp_path / "voices.yaml", f"site: {{timezone: {zone}}}\n")
    narrated = narrate_answers(site, tmp_path / "narrate", voices)[0]
    assert {k: a.page for k, a in narrated.items()} == {k: a.page for k, a in published.items()}
    assert len(published) == len(JEKYLL_POSTS)


# What Jekyll reads, and as what: the files a site holds beside its posts (each checked against the real jekyll).
JEKYLL_TRICKY = {
    "_config.yml": "title: Reads\ncollections:\n  notes: {output: true}\n  drafts_box: {output: false}\n"
    "exclude: [private, CHANGELOG, '*.txt.md']\ninclude: [_kept.md]\n",
    "_posts/2021-01-01-plain.md": "Written without front matter: a post all the same.\n",
    "_posts/_hidden/2021-01-02-x.md": None,
    "_posts/sub/_y/2021-01-03-deep.md": None,  # only the path below _posts and the name are checked
    "_posts/no-date.md": None,
    "_posts/2021-01-04-unpublished.md": "---\ntitle: u\npublished: false\n---\nNot out.\n",
    "travel/_posts/2021-01-05-kyoto.md": None,
    "_drafts/2021-01-06-draft.md": None,
    "_notes/first.md": None,
    "_notes/later.md": "---\ntitle: later\ndate: 2099-01-01\n---\nA note dated in the future.\n",
    "_notes/no-front-matter.md": "A note without front matter.\n",
    "_notes/_skipped.md": None,
    "_drafts_box/box.md": None,
    "_kept.md": None,
    "_other/page.md": None,
    "private/secret.md": None,
    "CHANGELOG.md": None,
    "CHANGELOG-2.md": None,  # `exclude` entries are prefixes too
    "notes.txt.md": None,
    "about.md": None,
    "docs/index.md": None,
    "README.md": "No front matter: a static file.\n",
    "#scratch.md": None,
    "backup.md~": None,
}


def test_jekyll_reads_what_jekyll_reads(tmp_path: Path) -> None:
    """Every file, as narrate classifies it, against what the real Jekyll wrote for it."""
    need(jekyll_missing())
    from narrate.config import load_config
    from narrate.text.site import find_site

    site = tmp_path / "site"
    for rel, text in JEKYLL_TRICKY.items():
        write(site / rel, text if text is not None else f"---\ntitle: {rel}\n---\nSome words about {rel}.\n")
    published = judge_jekyll(site, tmp_path / "judge")
    rules = find_site(site, load_config(None).site)
    for rel in JEKYLL_TRICKY:
        if rel == "_config.yml":
            continue
        kind, why = rules.classify(site / rel, {"published": False} if "unpublished" in rel else {})
        expected = "unpublished" if rel not in published else "article" if published[rel].article else "page"
        assert (rel, kind) == (rel, expected) or rel == "_notes/later.md", why
    # And a whole build: what it narrates (pages too, with build.include) is what Jekyll published.
    voices = write(tmp_path / "voices.yaml", "build: {include: ['**/*.md']}\n")
    narrated = narrate_answers(site, tmp_path / "narrate", voices)[0]
    assert set(narrated) == set(published) and "_notes/later.md" not in narrated


@pytest.mark.parametrize("first", ["en", "fr"])
def test_a_page_in_two_mounted_content_folders_is_the_first_mounts(first: str, tmp_path: Path) -> None:
    """regisphilibert.com keeps `content/en/project/x/index.fr.md` beside `content/fr/project/x/index.md`:
    one French page twice. Hugo builds it from the folder mounted first and never reads the other; narrate
    narrates the same file, says why it leaves the other out, and fails nothing (it failed both with a slug
    collision, so every build of that blog exited 1)."""
    need(hugo_missing())
    site = tmp_path / "site"
    order = ["en", "fr"] if first == "en" else ["fr", "en"]
    mounts = "".join(f"    - {{source: content/{c}, target: content, lang: {c}}}\n" for c in order)
    write(
        site / "hugo.yaml",
        "baseURL: https://example.org/\ndefaultContentLanguage: en\nlanguages:\n"
        "  en: {weight: 1}\n  fr: {weight: 2}\nmodule:\n  mounts:\n" + mounts,
    )
    prose = "\n\nUn projet de cinéma, raconté en quelques phrases pour qui écoute.\n"
    write(
        site / "content/en/project/cinema/index.md",
        "---\ntitle: Cinema\n---\n\nA cinema project, told in a few sentences for whoever listens.\n",
    )
    write(site / "content/en/project/cinema/index.fr.md", "---\ntitle: Cinéma (dossier anglais)\n---" + prose)
    write(site / "content/fr/project/cinema/index.md", "---\ntitle: Cinéma (dossier français)\n---" + prose)
    published = judge_hugo(site, tmp_path / "judge")
    french = "fr:project/cinema/index.fr.md" if first == "en" else "fr:project/cinema/index.md"
    assert french in published and published[french].article
    assert held_against(published, site, site / "content", tmp_path / "narrate", by_lang=True) == []
    assert set(narrate_answers(site / "content", tmp_path / "again", by_lang=True)[0]) == {
        "en:project/cinema/index.md",
        french,
    }
    shadowed = "fr/project/cinema/index.md" if first == "en" else "en/project/cinema/index.fr.md"
    assert "mounted before" in skipped(site / "content", tmp_path / "skipped")[shadowed]


# ------------------------------------------------------------- issue 37's audit: rules seen on held-out blogs


def test_a_jekyll_config_written_out_in_full_is_jekylls(tmp_path: Path) -> None:
    """Hexworks/the-cogitator's _config.yml repeats Jekyll's defaults (`future: false`, `show_drafts`,
    `limit_posts`…) and keeps its posts in a `blog` collection: narrate took `future` for Hexo's and read
    the blog as a Hexo one, narrating nothing of it. Jekyll's own answer, article for article."""
    need(jekyll_missing())
    site = tmp_path / "site"
    write(
        site / "_config.yml",
        "title: Full\nurl: http://full.example\nfuture: false\nlimit_posts: 0\n"
        "permalink: date\ncollections:\n  blog:\n    output: true\n"
        '    permalink: "posts/:collection/:year/:month/:day/:title:output_ext"\n  news: {output: true}\n',
    )
    write(
        site / "_blog/2019-01-05-how-to-make-a-roguelike.md",
        "---\ntitle: Roguelike\n---\n\nCaves, monsters and a player, in Kotlin.\n",
    )
    write(site / "_blog/2020-02-19-node-js-in-2020.md", "---\ntitle: Node\n---\n\nWhat a project needs.\n")
    write(site / "_news/2019-04-19-tutorial.md", "---\ntitle: News\n---\n\nThe tutorial is out.\n")
    write(site / "_posts/2018-06-29-nothing.md", "---\ntitle: Nothing\n---\n\nThe nature of nothing.\n")
    published = judge_jekyll(site, tmp_path / "judge")
    assert held_against(published, site, site, tmp_path / "narrate") == []
    assert set(narrate_answers(site, tmp_path / "again")[0]) == set(published) and len(published) == 4


def test_jekyll_front_matter_defaults_place_the_posts(tmp_path: Path) -> None:
    """reformnow.github.io (a Chirpy site) gives every post its permalink in `defaults:`, none in the post:
    narrate put its 49 articles at the site's `permalink` style, 48 of them wrong. Defaults by type, by
    path (a prefix, a glob), the longer path over the shorter, the post's own front matter over all."""
    need(jekyll_missing())
    site = tmp_path / "site"
    write(
        site / "_config.yml",
        "title: Defaults\nurl: https://d.example\ntimezone: America/New_York\n"
        "collections:\n  tabs: {output: true}\n  notes: {output: true, permalink: /n/:name/}\n"
        "defaults:\n"
        "  - {scope: {path: '', type: posts}, values: {layout: post, permalink: '/posts/:title/'}}\n"
        "  - {scope: {path: _posts/deep}, values: {permalink: '/deep/:slug/'}}\n"
        "  - {scope: {path: '', type: tabs}, values: {permalink: '/:title/'}}\n"
        "  - {scope: {path: '_notes/*-draft.md'}, values: {published: false}}\n"
        "  - {scope: {path: '', type: post}, values: {category: older}}\n",
    )
    posts = {
        "_posts/2026-02-16-the-seeker.md": "",
        "_posts/2026-02-17-own.md": "permalink: /mine/:title/\n",
        "_posts/deep/2026-02-18-deeper.md": "",
        "_tabs/about.md": "",
        "_notes/one.md": "",
        "_notes/two-draft.md": "",
        "_posts/2026-02-19-dated.md": "permalink: /:categories/:year/:title/\n",
    }
    for rel, extra in posts.items():
        write(site / rel, f"---\ntitle: {rel}\n{extra}---\n\nA few words for whoever listens.\n")
    published = judge_jekyll(site, tmp_path / "judge")
    assert published["_posts/2026-02-16-the-seeker.md"].page == "/posts/the-seeker/"
    assert "_notes/two-draft.md" not in published
    assert held_against(published, site, site, tmp_path / "narrate") == []
    assert set(narrate_answers(site, tmp_path / "again")[0]) == set(published)


def test_jekyll_front_matter_defaults_are_the_article_s_own(tmp_path: Path) -> None:
    """lazyjobseeker.github.io gives its Korean posts `lang: ko` in `defaults:` (scope `_posts`, type posts) and
    its English ones `lang: en` (scope `en/_posts`), none in the posts: the page and its group saw the defaults,
    the reader did not, so a Korean post full of English terms was narrated in English, in the English voice
    and feed. One front matter per article, the defaults under its own: its language, its date (a
    collection's document dated by them) and its opt-out come from it."""
    need(jekyll_missing())
    site = tmp_path / "site"
    write(
        site / "_config.yml",
        "title: Both\nurl: https://b.example\nlang: en\n"
        "collections:\n  notes: {output: true, permalink: '/n/:year/:title/'}\n"
        "defaults:\n"
        "  - {scope: {path: _posts, type: posts}, values: {lang: ko, permalink: '/posts/:title/'}}\n"
        "  - {scope: {path: en/_posts, type: posts}, values: {lang: en}}\n"
        "  - {scope: {path: '', type: notes}, values: {date: 2021-03-04, lang: ko}}\n"
        "  - {scope: {path: _posts/quiet}, values: {audio: false}}\n",
    )
    english = "Kubernetes Deployment, Service, Ingress and ConfigMap objects with kubectl apply and helm upgrade."
    write(site / "_posts/2024-01-02-k8s.md", f"---\ntitle: Kubernetes Deployment notes\n---\n\n{english} 정리.\n")
    write(site / "en/_posts/2024-01-03-deploying.md", f"---\ntitle: Kubernetes notes\n---\n\n{english}\n")
    write(site / "_posts/quiet/2024-01-04-hush.md", "---\ntitle: Hush\n---\n\nA post kept out of the audio.\n")
    write(site / "_notes/helm.md", f"---\ntitle: Helm upgrade notes\n---\n\n{english} 정리.\n")
    published = judge_jekyll(site, tmp_path / "judge")
    assert published["_posts/2024-01-02-k8s.md"].lang == "ko" and published["_notes/helm.md"].page == "/n/2021/helm/"
    expected = {k: v for k, v in published.items() if "quiet" not in k}
    assert held_against(expected, site, site, tmp_path / "narrate") == []
    assert skipped(site, tmp_path / "skipped")["_posts/quiet/2024-01-04-hush.md"].startswith(
        "left out by its front matter (audio: false"
    )
    from narrate.text.article import read_article

    note = read_article(site / "_notes/helm.md", root=site)
    assert (note.lang, note.lang_source, note.date.date().isoformat() if note.date else None) == (
        "ko",
        "front matter",
        "2021-03-04",
    )


def test_a_defaults_glob_finds_folders_as_jekyll_globs_them(tmp_path: Path) -> None:
    """letrastudio/jekyll-i18n (8cf21e6, _config.yml) keeps a collection per language (`_posts_pt`, `_pages_mo`)
    and gives each its language in `defaults:` by a glob with a trailing slash (`path: "*_pt/"`): Jekyll globs
    the source folder (`_posts_pt/`, `_pages_pt/`) and takes a found path without its slash as a prefix. narrate
    matched the pattern against the file's own path, slash included, and narrated every page in English."""
    need(jekyll_missing())
    site = tmp_path / "site"
    write(
        site / "_config.yml",
        "title: I18n\nurl: https://i.example\npermalink: pretty\ncollections:\n"
        "  posts_pt: {output: true, permalink: '/pt/blog/:title/'}\n  pages_mo: {output: true, permalink: '/mo/:path/'}\n"
        "defaults:\n  - {scope: {path: '*_pt/'}, values: {lang: pt-PT}}\n  - {scope: {path: '*_mo/'}, values: {lang: zh-MO}}\n"
        "  - {scope: {path: ''}, values: {lang: en-US}}\n  - {scope: {path: '_posts*/'}, values: {layout: post}}\n",
    )
    write(site / "_posts/2016-09-15-welcome.md", "---\ntitle: Welcome\n---\n\nWelcome to a site in four languages.\n")
    write(
        site / "_posts_pt/2016-09-15-bem-vindo.md",
        "---\ntitle: Bem-vindo\n---\n\nBem-vindo a um sítio em quatro línguas, escrito para quem o lê em voz alta.\n",
    )
    write(site / "_pages_mo/about.md", "---\ntitle: 關於\n---\n\n這是一個用四種語言寫成的網站。\n")
    published = judge_jekyll(site, tmp_path / "judge")
    assert {k: a.lang for k, a in published.items()} == {
        "_posts/2016-09-15-welcome.md": "en",
        "_posts_pt/2016-09-15-bem-vindo.md": "pt-pt",
        "_pages_mo/about.md": "zh-hant",
    }
    assert held_against(published, site, site, tmp_path / "narrate") == []


def test_a_language_s_own_permalinks_replace_the_site_s(tmp_path: Path) -> None:
    """A-moment096/blog sets `posts = "/:sections/:contentbasename/"` and, per language, `[languages.zh.
    permalinks.page] path = …`: Hugo (0.111 and 0.168 alike) then builds the zh and en posts by the path
    rule, the site's `posts` pattern no longer theirs; narrate used the site's for all 80 (0 of 80 right)."""
    need(hugo_missing())
    site = tmp_path / "site"
    write(
        site / "hugo.toml",
        "baseURL = 'https://x.example/'\ndefaultContentLanguage = 'zh'\n"
        "defaultContentLanguageInSubdir = true\n[permalinks]\nposts = '/:section/p-:slug/'\n"
        "[languages.zh]\ncontentDir = 'content/zh'\nweight = 1\n[languages.zh.permalinks]\npath = '/:slug/'\n"
        "[languages.en]\ncontentDir = 'content/en'\nweight = 2\n"
        "[languages.ja]\ncontentDir = 'content/ja'\nweight = 3\n[languages.ja.permalinks]\nposts = '/j/:slug/'\n",
    )
    for lang in ("zh", "en", "ja"):
        write(
            site / f"content/{lang}/posts/Notes/first.md",
            "---\ntitle: First\nslug: one\ndate: 2024-01-01\n---\n\nA first post, told in a few sentences.\n",
        )
    published = judge_hugo(site, tmp_path / "judge")
    assert {k: a.page for k, a in published.items()} == {
        "zh:posts/Notes/first.md": "/zh/posts/notes/one/",
        "en:posts/Notes/first.md": "/en/posts/p-one/",
        "ja:posts/Notes/first.md": "/ja/j/one/",
    }
    assert held_against(published, site, site / "content", tmp_path / "narrate", by_lang=True) == []


def test_a_draft_narrate_cannot_read_fails_nothing(tmp_path: Path) -> None:
    """A-moment096/blog keeps test posts as drafts dated in the year 3000: Hugo builds the site (and
    publishes none of them); narrate failed all 12 for their implausible date, so every build exited 1.
    A file its front matter leaves out is skipped with that reason, whatever else it holds."""
    need(hugo_missing())
    site = tmp_path / "site"
    write(site / "hugo.toml", "baseURL = 'https://x.example/'\n")
    write(site / "content/posts/real.md", "---\ntitle: Real\ndate: 2024-05-01\n---\n\nA post that is out.\n")
    write(
        site / "content/posts/test.md",
        "---\ntitle: Test\ndate: 3000-01-22T10:00:00+08:00\ndraft: true\n---\n\nA test of every Markdown feature.\n",
    )
    write(site / "content/posts/later.md", "---\ntitle: Later\ndate: 3000-01-22\naudio: false\n---\n\nLater.\n")
    published = judge_hugo(site, tmp_path / "judge")
    assert set(published) == {"en:posts/real.md"}
    assert held_against(published, site, site / "content", tmp_path / "narrate", by_lang=True) == []
    reasons = skipped(site / "content", tmp_path / "skipped")
    assert reasons["posts/test.md"] == "draft (draft: true)"
    assert reasons["posts/later.md"].startswith("left out by its front matter (audio: false")


def test_hexo_theme_tags_do_not_stop_the_judge(tmp_path: Path) -> None:
    """01Petard/blog-hexo-butterfly's pages call its theme's tags (`{% galleryGroup … %}`, `{% note %}…{% endnote
    %}`): without the theme Hexo stops on them. The judge stubs the tags Hexo does not know."""
    need(hexo_missing())
    site = hexo_site(tmp_path / "site", "timezone: Asia/Shanghai\n")
    write(site / "source/gallery/index.md", "---\ntitle: Gallery\n---\n\n{% galleryGroup 'a' 'b' '/g/a' x.png %}\n")
    write(
        site / "source/_posts/noted.md",
        "---\ntitle: Noted\ndate: 2022-10-22 10:00:00\n---\n\n"
        "{% note info %}\nA note.\n{% endnote %}\n\nA post with a theme's note.\n",
    )
    published = judge_hexo(site, tmp_path / "judge")
    assert published["_posts/noted.md"].page == "/2022/10/22/noted/"
    assert "gallery/index.md" in published
