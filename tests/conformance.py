"""The conformance harness: narrate's answer for a real blog held against the real generator's.

For every source file the generator publishes a page for, the generator says where (its URL), in
which language, and which files are one article's translations; narrate says the same for every
article it would narrate (``plan_build``), on a first build and on a rebuild that reads the
articles from the first build's summaries (flow.summaries). The two answers are compared URL for
URL, language for language and group for group (groups as partitions of the keys: their names
are each side's own).

The judges run the real generators in a temporary folder, on a copy of the site, with nothing of
the site's own code: Jekyll (Debian's ``jekyll``, with ``jekyll-polyglot`` from Debian where the
site uses it) with a hook of ours that records every page it writes; Hexo (npm's ``hexo``, found in
``NARRATE_HEXO``, which ``.ci/run`` installs) asked through its own loader, with a minimal theme of
ours. The site's own plugins and theme are never run: where they would change a URL, that is a
difference this harness shows.

Also a command, to measure a whole blog outside the tests::

    python tests/conformance.py [--pairs=name] SITE_FOLDER [CONTENT_FOLDER]
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).parent
SITES = HERE / "fixtures" / "sites"
PATIENCE = 600.0  # seconds: a ceiling on one generator run, reached only when it hangs

# The hook that makes Jekyll tell where it wrote each page (ours; runs with the site's config, never its plugins).
_JEKYLL_HOOK = r"""
require "json"
Jekyll::Hooks.register [:documents, :pages], :post_write do |item|
  out = ENV["NARRATE_JUDGE_OUT"]
  next if out.nil? || out.empty?
  site = item.site
  active = site.respond_to?(:active_lang) ? site.active_lang : nil
  default = site.respond_to?(:default_lang) ? site.default_lang : nil
  collection = item.respond_to?(:collection) && item.collection ? item.collection.label : nil
  record = {
    "path" => item.relative_path, "url" => item.url, "lang" => item.data["lang"], "active" => active,
    "default" => default, "collection" => collection, "file" => item.path,
  }
  File.open(out, "a") { |f| f.puts(JSON.generate(record)) }
end
"""

# Plugins that decide where pages go and that Debian packages; the site's others are left out.
_JEKYLL_URL_PLUGINS = ("jekyll-polyglot",)


@dataclass(frozen=True)
class Answer:
    """Where one source file's page is, in which language, and what its translations share."""

    page: str  # the page's path on the site, decoded ("/2018/11/04/C++11 Rvalue Reference/")
    lang: str  # narrate's language tag (zh-hans, en…); "" where the generator states none for the page
    group: str  # an id of its translation group, meaningful only within one answer
    article: bool = True  # the generator publishes it as an article (a post, a document), not a page


@dataclass
class Comparison:
    """narrate's answer beside the generator's, for one build."""

    narrated: dict[str, Answer]
    published: dict[str, Answer]
    wrong_pages: dict[str, tuple[str, str]] = field(default_factory=dict)  # key → (narrate's, generator's)
    wrong_langs: dict[str, tuple[str, str]] = field(default_factory=dict)
    not_published: list[str] = field(default_factory=list)  # narrated, but the generator publishes no page
    pages_narrated: list[str] = field(default_factory=list)  # narrated, but the generator's page is no article
    group_diff: list[tuple[frozenset[str], frozenset[str]]] = field(default_factory=list)

    @property
    def equal_pages(self) -> int:
        return sum(1 for key in self.narrated if key in self.published and key not in self.wrong_pages)

    def ok(self) -> bool:
        return not (
            self.wrong_pages or self.wrong_langs or self.not_published or self.group_diff or self.pages_narrated
        )

    def lines(self) -> list[str]:
        articles = sum(1 for a in self.published.values() if a.article)
        out = [
            f"pages equal {self.equal_pages} of {len(self.narrated)} narrated "
            f"({len(self.published)} published by the generator, {articles} of them articles); "
            f"groups differing {len(self.group_diff)}; pages (not articles) narrated {len(self.pages_narrated)}"
        ]
        out += [f"  page {k}: narrate {a!r}, generator {b!r}" for k, (a, b) in sorted(self.wrong_pages.items())]
        out += [f"  lang {k}: narrate {a}, generator {b}" for k, (a, b) in sorted(self.wrong_langs.items())]
        out += [f"  not published by the generator: {k}" for k in sorted(self.not_published)]
        out += [f"  a page, not an article, narrated: {k}" for k in sorted(self.pages_narrated)]
        out += [f"  group: narrate {sorted(a)}, generator {sorted(b)}" for a, b in self.group_diff]
        return out


def compare(narrated: dict[str, Answer], published: dict[str, Answer]) -> Comparison:
    """Every narrated key against the generator's answer for it."""
    result = Comparison(narrated, published)
    for key, mine in narrated.items():
        theirs = published.get(key)
        if theirs is None:
            result.not_published.append(key)
            continue
        if not theirs.article:
            result.pages_narrated.append(key)
        if mine.page != theirs.page:
            result.wrong_pages[key] = (mine.page, theirs.page)
        if not _same_lang(mine.lang, theirs.lang):
            result.wrong_langs[key] = (mine.lang, theirs.lang)
    result.group_diff = _group_diff(narrated, published)
    return result


def _same_lang(mine: str, theirs: str) -> bool:
    """Languages agree: the generator states none (a site-wide setting is a theme's, not the page's), or
    the same tag, or Chinese without a script (`lang: zh`) where narrate's text decides the script."""
    if not theirs or mine == theirs:
        return True
    return theirs in ("zh", "cmn") and mine.startswith("zh-")


def _partition(answers: dict[str, Answer], keys: set[str]) -> dict[str, frozenset[str]]:
    groups: dict[str, set[str]] = {}
    for key in keys:
        groups.setdefault(answers[key].group, set()).add(key)
    return {key: frozenset(groups[answers[key].group]) for key in keys}


def _group_diff(
    narrated: dict[str, Answer], published: dict[str, Answer]
) -> list[tuple[frozenset[str], frozenset[str]]]:
    """The groups that differ, on the keys both sides have."""
    keys = set(narrated) & set(published)
    mine, theirs = _partition(narrated, keys), _partition(published, keys)
    return sorted({(mine[k], theirs[k]) for k in keys if mine[k] != theirs[k]}, key=lambda p: sorted(p[0]))


# ------------------------------------------------------------------------------------------ narrate


def narrate_answers(
    content: Path, tmp: Path, config_file: Path | None = None, by_lang: bool = False
) -> tuple[dict[str, Answer], ...]:
    """narrate's answer for the articles under `content` on a first build and on a rebuild from its summaries.
    `by_lang`: each page is `<language>:<key>` (the generator's language code: Hugo's translations in a
    content folder per language share a key)."""
    from narrate.config import load_config
    from narrate.flow.planning import plan_build

    config = load_config(config_file)
    answers = []
    for _ in range(2):
        plan = plan_build(content, config, tmp / "out", cache_root=tmp / "cache")
        if plan.readings is not None:
            plan.readings.save()
        answers.append(
            {
                (f"{job.article.site_lang}:{job.article.key}" if by_lang else job.article.key): Answer(
                    _path_of(job.article.page), job.article.lang, job.article.group
                )
                for job in plan.jobs
            }
        )
    return tuple(answers)


def failures(content: Path, tmp: Path, config_file: Path | None = None) -> list[str]:
    """The articles under `content` a build would fail (one line each): a site its generator builds has none."""
    from narrate.config import load_config
    from narrate.flow.planning import plan_build

    plan = plan_build(content, load_config(config_file), tmp / "out-failed")
    return [str(item["error"]) for item in plan.failed]


def skipped(content: Path, tmp: Path, config_file: Path | None = None) -> dict[str, str]:
    """Why each file narrate leaves out is left out (its path below `content` → the reason)."""
    from narrate.config import load_config
    from narrate.flow.planning import plan_build

    plan = plan_build(content, load_config(config_file), tmp / "out-skipped")
    return {
        Path(item["source"]).resolve().relative_to(content.resolve()).as_posix(): item["reason"]
        for item in plan.skipped
    }


def _path_of(page: str) -> str:
    """A page's path, decoded: narrate's absolute URL and the generator's path compare as text."""
    path = urllib.parse.urlsplit(page).path if "://" in page else page
    return urllib.parse.unquote(path)


# -------------------------------------------------------------------------------------------- Jekyll


def jekyll_missing() -> str:
    """Why the Jekyll judge cannot run here, or ""."""
    return "" if shutil.which("jekyll") else "jekyll is not installed (apt-get install jekyll)"


def judge_jekyll(site: Path, tmp: Path, pairs: str = "") -> dict[str, Answer]:
    """Every page Jekyll writes for a source file: its URL (baseurl and, with jekyll-polyglot, the
    language's folder in front), its language and its translation group as the site's templates pair
    them (`pairs`, read from the site's templates by hand: see _jekyll_groups)."""
    from narrate.text.language import normalize_lang

    root = tmp / "jekyll-site"
    # The site's own templates, plugins and styles stay out (they need its gems); its content, config
    # and data go in, with a minimal layout of ours under every layout name it asks for.
    shutil.copytree(
        site,
        root,
        ignore=shutil.ignore_patterns(
            "SOURCE", ".git", "_layouts", "_includes", "_sass", "_plugins", "*.scss", "*.sass", "*.coffee"
        ),
    )
    config = _yaml(root / "_config.yml")
    _jekyll_layouts(root, config)
    plugins = [p for p in [*(config.get("plugins") or []), *(config.get("gems") or [])] if p in _JEKYLL_URL_PLUGINS]
    hooks = tmp / "jekyll-hooks"
    (hooks / "narrate_judge.rb").parent.mkdir(parents=True, exist_ok=True)
    (hooks / "narrate_judge.rb").write_text(_JEKYLL_HOOK, encoding="utf-8")
    override = tmp / "jekyll-override.yml"
    # Liquid in the content is not rendered (it calls the site's includes and tags); the site's own
    # front matter defaults stay, this one is added to them.
    defaults = [*(config.get("defaults") or []), {"scope": {"path": ""}, "values": {"render_with_liquid": False}}]
    override.write_text(
        json.dumps(
            {
                "plugins": plugins,
                "gems": [],
                "theme": False,
                "remote_theme": None,
                "plugins_dir": str(hooks),
                "parallel_localization": False,
                "defaults": defaults,
                "whitelist": [],
                "incremental": False,
                # kramdown's own math engine: a site's (kramdown-math-katex) is a gem Debian lacks
                "kramdown": {"math_engine": "mathjax"},
            },
            default=str,
        ),
        encoding="utf-8",
    )
    out = tmp / "jekyll-pages.jsonl"
    env = {**os.environ, "NARRATE_JUDGE_OUT": str(out), "TZ": os.environ.get("NARRATE_JUDGE_TZ", "UTC")}
    done = subprocess.run(
        [
            "jekyll",
            "build",
            "--source",
            str(root),
            "--destination",
            str(tmp / "_site"),
            "--config",
            f"{root / '_config.yml'},{override}",
            "--quiet",
        ],
        capture_output=True,
        text=True,
        timeout=PATIENCE,
        check=False,
        cwd=tmp,
        env=env,
    )
    if done.returncode != 0:
        raise RuntimeError(f"jekyll build failed: {done.stderr[-2000:]}")
    baseurl = "/" + str(config.get("baseurl") or "").strip("/") if str(config.get("baseurl") or "").strip("/") else ""
    answers: dict[str, Answer] = {}
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()] if out.exists() else []
    for record in records:
        # The page's own language: its front matter `lang` (jekyll-polyglot: else the default language).
        lang = str(record.get("lang") or record.get("default") or "")
        active = record.get("active")
        if active is not None and lang != active:
            continue  # jekyll-polyglot writes a default-language page again under each other language
        prefix = f"/{active}" if active is not None and active != record.get("default") else ""
        key = _jekyll_key(root, config, record)
        url = urllib.parse.unquote(baseurl + prefix + record["url"])
        answers[key] = Answer(
            url,
            (normalize_lang(lang) or lang.lower()) if lang else "",
            "",
            article=record.get("collection") is not None,
        )
    return _jekyll_groups(answers, root, config, pairs)


def _jekyll_layouts(root: Path, config: dict[str, Any]) -> None:
    """`_layouts/<name>.html` (our `{{ content }}`) for every layout the front matter or defaults name."""
    import re

    names = {"default"}
    for item in config.get("defaults") or []:
        if isinstance(item, dict) and isinstance(item.get("values"), dict) and item["values"].get("layout"):
            names.add(str(item["values"]["layout"]))
    for path in root.rglob("*"):
        if path.suffix.lower() in (".md", ".markdown", ".html", ".htm") and path.is_file():
            head = path.read_bytes()[:4096].decode("utf-8", "replace")
            found = re.search(r"^layout:\s*['\"]?([\w./-]+)", head, re.M) if head.startswith("---") else None
            if found:
                names.add(found.group(1))
    for name in names - {"none", "null"}:
        target = root / "_layouts" / f"{name}.html"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text("{{ content }}\n", encoding="utf-8")


def _jekyll_key(root: Path, config: dict[str, Any], record: dict[str, Any]) -> str:
    """The file's path below the site's source (Jekyll's page.path for a page; a document's relative_path
    is below collections_dir, which the key keeps in front)."""
    path = Path(record["file"])
    try:
        return path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return str(record["path"])


def _jekyll_groups(answers: dict[str, Answer], root: Path, config: dict[str, Any], pairs: str) -> dict[str, Answer]:
    """Translation groups as the site's templates pair them: a shared front matter key (ref, lang_ref,
    page_id, translation_key: the templates' `where: "ref", page.ref`), else, with `pairs` "name", the
    file name without its date (templates that find `item.id contains "/" + name`), else jekyll-polyglot's
    rule where the site has `languages` (the same URL with the language folder taken out), else none."""
    from narrate.errors import NarrateError
    from narrate.text.readers import split_front_matter

    keys = ("ref", "lang_ref", "page_id", "translation_key", "translationKey")
    out: dict[str, Answer] = {}
    languages = [str(x) for x in config.get("languages") or []]
    for key, answer in answers.items():
        try:
            meta, _, _ = split_front_matter((root / key).read_text(encoding="utf-8"), root / key)
        except (OSError, ValueError, NarrateError):
            meta = {}  # (narrate's reading of it is judged elsewhere; Jekyll published it)
        group = ""
        for name in keys:
            if meta.get(name) not in (None, ""):
                group = f"{name}:{meta[name]}"
                break
        if not group and pairs == "name":
            group = "name:" + _jekyll_name(key)
        if not group and languages:
            stripped = answer.page
            for lang in languages:
                stripped = stripped.replace(f"/{lang}/", "/", 1) if stripped.startswith(f"/{lang}/") else stripped
            group = "url:" + stripped
        out[key] = Answer(answer.page, answer.lang, group or "key:" + key, answer.article)
    return out


def _jekyll_name(key: str) -> str:
    import re

    stem = key.rsplit("/", 1)[-1].rsplit(".", 1)[0]
    return re.sub(r"^\d{2,4}-\d{1,2}-\d{1,2}-", "", stem)


# ---------------------------------------------------------------------------------------------- Hexo


# Our judge: Hexo loads the site with its own processors and filters, generates it with our minimal
# theme, and lists every post and page with its source and path.
_HEXO_JUDGE = r"""
const path = require('path');
const Hexo = require('hexo');
(async () => {
  const base = process.argv[2];
  const hexo = new Hexo(base, {silent: true, config: process.argv[3]});
  await hexo.init();
  // The tags the content calls that neither Hexo nor its renderers define (a theme's, a plugin's): a stub
  // each, as a site's own theme would give (argv[4]: {name: whether a closing tag ends it}).
  for (const [name, ends] of Object.entries(JSON.parse(process.argv[4] || '{}'))) {
    if (!hexo.extend.tag.env.hasExtension(name)) hexo.extend.tag.register(name, () => '', {ends});
  }
  await hexo.load();
  await hexo.call('generate', {});
  const rows = [];
  for (const kind of ['posts', 'pages']) {
    hexo.locals.get(kind).forEach(item => {
      rows.push({kind, source: item.source, path: item.path, permalink: item.permalink,
                 lang: item.lang || item.language || null, published: item.published !== false});
    });
  }
  process.stdout.write(JSON.stringify({root: hexo.config.root, rows}));
  await hexo.exit();
})().catch(err => { console.error(err && err.stack || String(err)); process.exit(1); });
"""

_HEXO_THEME = {
    "layout/layout.ejs": "<!doctype html><html><body><%- body %></body></html>\n",
    "layout/post.ejs": '<article data-narrate-source="<%= page.source %>"><%- page.content %></article>\n',
    "layout/page.ejs": '<article data-narrate-source="<%= page.source %>"><%- page.content %></article>\n',
    "layout/index.ejs": "<ul><% page.posts.each(function(p){ %><li><%= p.path %></li><% }) %></ul>\n",
}


def hexo_modules() -> Path | None:
    """The node_modules folder holding Hexo (`NARRATE_HEXO` names the folder npm installed it in)."""
    base = os.environ.get("NARRATE_HEXO")
    candidates = [Path(base)] if base else []
    candidates.append(Path.home() / ".cache" / "narrate-tests" / "hexo")
    for folder in candidates:
        if (folder / "node_modules" / "hexo" / "package.json").is_file():
            return folder / "node_modules"
    return None


def hexo_missing() -> str:
    """Why the Hexo judge cannot run here, or ""."""
    if shutil.which("node") is None:
        return "node is not installed (apt-get install nodejs)"
    if hexo_modules() is None:
        return (
            "Hexo is not installed for the tests (npm install --prefix ~/.cache/narrate-tests/hexo hexo "
            "hexo-renderer-marked hexo-renderer-ejs, or set NARRATE_HEXO; .ci/run does it)"
        )
    return ""


def judge_hexo(site: Path, tmp: Path) -> dict[str, Answer]:
    """Every post and page Hexo publishes: its URL (with `root`), and the site's language; each its own group."""
    from narrate.text.language import normalize_lang

    modules = hexo_modules()
    if modules is None:
        raise RuntimeError(hexo_missing())
    root = tmp / "hexo-site"
    shutil.copytree(
        site,
        root,
        ignore=shutil.ignore_patterns(
            "SOURCE",
            ".git",
            "node_modules",
            "themes",
            "public",
            "package.json",
            "package-lock.json",
            "yarn.lock",
            "db.json",
        ),
    )
    for rel, text in _HEXO_THEME.items():
        (root / "themes" / "narrate-judge" / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / "themes" / "narrate-judge" / rel).write_text(text, encoding="utf-8")
    # Hexo reads a site (its config, its plugins) only where package.json has a `hexo` key; it loads the
    # renderers that package.json names from the site's node_modules: ours.
    (root / "package.json").write_text(
        json.dumps(
            {
                "name": "narrate-judge",
                "private": True,
                "hexo": {},
                "dependencies": {"hexo": "*", "hexo-renderer-marked": "*", "hexo-renderer-ejs": "*"},
            }
        ),
        encoding="utf-8",
    )
    (root / "node_modules").symlink_to(modules, target_is_directory=True)
    config_name = next((n for n in ("_config.yml", "_config.yaml") if (root / n).is_file()), "_config.yml")
    override = root / "_config.narrate-judge.yml"
    override.write_text("theme: narrate-judge\nplugins: []\n", encoding="utf-8")
    (tmp / "judge.js").write_text(_HEXO_JUDGE, encoding="utf-8")
    env = {**os.environ, "NODE_PATH": str(modules), "TZ": os.environ.get("NARRATE_JUDGE_TZ", "UTC")}
    tags = json.dumps(_hexo_tags(root / str(_yaml(root / config_name).get("source_dir") or "source")))
    done = subprocess.run(
        ["node", str(tmp / "judge.js"), str(root), f"{config_name},{override.name}", tags],
        capture_output=True,
        text=True,
        timeout=PATIENCE,
        check=False,
        cwd=root,
        env=env,
    )
    if done.returncode != 0:
        raise RuntimeError(f"hexo failed: {done.stderr[-2000:]}")
    data = json.loads(done.stdout)
    source_dir = str(_yaml(root / config_name).get("source_dir") or "source").strip("/")
    answers: dict[str, Answer] = {}
    for row in data["rows"]:
        written = root / "public" / urllib.parse.unquote(row["path"])
        if not row["published"] or not (written.is_file() or (written / "index.html").is_file()):
            continue  # listed, but no page was written for it
        key = str(row["source"])
        key = key[len(source_dir) + 1 :] if key.startswith(source_dir + "/") else key
        lang = str(row.get("lang") or "")  # the post's own; the site's `language` is its theme's
        page = urllib.parse.unquote(urllib.parse.urlsplit(row["permalink"]).path)
        answers[key] = Answer(
            page, (normalize_lang(lang) or lang.lower()) if lang else "", "key:" + key, article=row["kind"] == "posts"
        )
    return answers


# Nunjucks' own statements, which Hexo's tag parser leaves to Nunjucks (never stubbed).
_NUNJUCKS_WORDS = frozenset(
    {
        "if",
        "elif",
        "elseif",
        "else",
        "for",
        "asyncEach",
        "asyncAll",
        "macro",
        "call",
        "set",
        "raw",
        "verbatim",
        "filter",
        "block",
        "extends",
        "include",
        "import",
        "from",
        "ifAsync",
    }
)


def _hexo_tags(source: Path) -> dict[str, bool]:
    """The tags (`{% name … %}`) the site's Markdown calls, each with whether an `{% endname %}` closes it."""
    names: dict[str, bool] = {}
    for path in source.rglob("*.md"):
        text = path.read_text(encoding="utf-8", errors="replace")
        for name in re.findall(r"\{%-?\s*([A-Za-z_][\w]*)", text):
            if name.startswith("end") and name[3:]:
                names[name[3:]] = True
            elif name not in _NUNJUCKS_WORDS:
                names.setdefault(name, False)
    return {name: ends for name, ends in names.items() if name not in _NUNJUCKS_WORDS}


# ---------------------------------------------------------------------------------------------- Hugo

# A page template of our own that writes what Hugo made of each content file as one JSON line: its path,
# language (and the site's languageCode for it), kind, section, permalink, translations (as `lang:path`) and
# the site's main sections (Hugo's own default where the site sets none). The site's layouts and theme are
# not run; `.Site.LanguageCode` is what both Hugo 0.111 and later ones have.
_HUGO_SINGLE = """{{- $p := . -}}{{- with .File -}}
{{- $t := slice -}}{{- range $p.Translations -}}{{- $l := .Lang -}}{{- with .File -}}
{{- $t = $t | append (printf "%s:%s" $l (replace .Path "\\\\" "/")) -}}{{- end -}}{{- end -}}
NARRATE-PAGE {{ dict "key" (replace .Path "\\\\" "/") "lang" $p.Lang "code" $p.Site.LanguageCode "kind" $p.Kind
"section" $p.Section "permalink" $p.Permalink "translations" $t "main" site.Params.mainSections
"languages" (len site.Languages) | jsonify }}
{{- end -}}"""


def hugo_missing() -> str:
    """Why the Hugo judge cannot run here ("" when it can)."""
    return "" if shutil.which("hugo") else "hugo is not installed (apt-get install hugo; .ci/run does it)"


def judge_hugo(site: Path, tmp: Path) -> dict[str, Answer]:
    """Build a copy of the site with the real `hugo` and our page template: `<lang>:<key>` → Answer of every
    regular page it writes for a content file (article: a page of one of the site's mainSections, every
    section's when it sets none, as narrate reads Hugo)."""
    copy = tmp / "hugo-site"
    shutil.copytree(site, copy, ignore=shutil.ignore_patterns("SOURCE", "voices.yaml", "layouts", "themes"))
    layouts = copy / "layouts" / "_default"
    layouts.mkdir(parents=True)
    (layouts / "single.html").write_text(_HUGO_SINGLE, encoding="utf-8")
    (layouts / "list.html").write_text("", encoding="utf-8")
    for name in _hugo_themes(copy):
        (copy / "themes" / name).mkdir(parents=True, exist_ok=True)
        for config in (site / "themes" / name).glob("*.*"):  # a theme's config (its params: mainSections)
            if config.name.split(".")[0] in ("hugo", "config") and config.is_file():
                shutil.copy(config, copy / "themes" / name / config.name)
    shortcodes = copy / "layouts" / "shortcodes"
    shortcodes.mkdir()
    for name, closed in _hugo_shortcodes(copy).items():
        (shortcodes / f"{name}.html").write_text("{{- $_ := .Inner -}}" if closed else "", encoding="utf-8")
    # A fixture is no git repository (its dates are in its front matter); an old config's harmless error about
    # taxonomy output formats is ignored, as the site's own build would be told to.
    env = {**os.environ, "HUGO_ENABLEGITINFO": "false", "HUGO_IGNOREERRORS": "error-output-taxonomy"}
    done = subprocess.run(
        ["hugo", "--source", str(copy), "--destination", str(tmp / "public"), "--quiet"],
        capture_output=True,
        text=True,
        timeout=PATIENCE,
        check=False,
        env=env,
    )
    if done.returncode != 0:
        raise AssertionError(f"hugo failed on {site.name}: {done.stderr.strip()[:2000]}")
    explicit = _sets_main_sections(copy)
    pages = {}
    for html in (p for p in (tmp / "public").rglob("*.html") if p.is_file()):
        text = html.read_text(encoding="utf-8", errors="replace")
        if text.startswith("NARRATE-PAGE "):
            data = json.loads(text.split(" ", 1)[1])
            pages[f"{data['lang']}:{data['key']}"] = data
    return {name: _hugo_answer(name, data, explicit) for name, data in pages.items()}


def _hugo_answer(name: str, data: dict[str, Any], explicit: bool) -> Answer:
    from narrate.text.language import normalize_lang

    main = [str(m).lower() for m in data.get("main") or []]
    section = str(data.get("section") or "").lower()
    article = data.get("kind") == "page" and bool(section) and (not explicit or section in main)
    # A page's language is Hugo's statement only on a site of several languages (one language is the site's).
    # Its language key says which language Hugo builds it in; `.Site.LanguageCode` refines it (zh → zh-TW) only
    # when it names that language: for a language that sets none, Hugo 0.111 falls back to the site's top-level
    # languageCode (every page of lookscanned-blog's 20 languages without one says `en`).
    key_lang, code_lang = normalize_lang(str(data["lang"])), normalize_lang(str(data.get("code") or ""))
    refines = code_lang is not None and code_lang.split("-")[0] == (key_lang or str(data["lang"]).lower()).split("-")[0]
    lang = ((code_lang if refines else key_lang) or str(data["lang"])) if int(data.get("languages") or 1) > 1 else ""
    group = min([name, *(str(t) for t in data.get("translations") or [])])
    return Answer(_path_of(str(data["permalink"])), lang, group, article)


def _sets_main_sections(site: Path) -> bool:
    """Whether the site's config files (or its theme's) set mainSections (Hugo's default otherwise: narrate takes
    every section)."""
    files = [
        *site.glob("hugo.*"),
        *site.glob("config.*"),
        *site.glob("config/**/*.*"),
        *site.glob("themes/*/hugo.*"),
        *site.glob("themes/*/config.*"),
    ]
    return any("mainsections" in f.read_text(encoding="utf-8", errors="replace").lower() for f in files if f.is_file())


def _hugo_themes(site: Path) -> set[str]:
    """The theme names and module imports a site's config files give (`theme = "x"` or a list; `path =
    "github.com/…"` of a module import), read loosely: each gets an empty folder in themes/, as a vendored
    one would be (the judge reaches no network)."""
    names: set[str] = set()
    for path in [*site.glob("*.toml"), *site.glob("*.y*ml"), *site.glob("config/**/*.*")]:
        text = path.read_text(encoding="utf-8", errors="replace")
        for match in re.finditer(r"(?mi)^\s*theme\s*[:=]\s*(\[[^\]]*\]|[\"']?[^\"'\n#]+[\"']?)", text):
            names.update(n.strip(" \"'") for n in match.group(1).strip("[]").split(",") if n.strip(" \"'"))
        names.update(re.findall(r"(?m)^\s*-?\s*path\s*[:=]\s*[\"']?([\w.-]+\.[a-z]{2,}/[^\"'\s#]+)", text))
    return names


def _hugo_shortcodes(site: Path) -> dict[str, bool]:
    """The shortcodes its content calls, each with whether a call closes it: a stub each (the theme's are not
    in a fixture, and which are Hugo's own depends on its version); one that is closed must read its .Inner,
    one that is not must not."""
    names: dict[str, bool] = {}
    for path in site.rglob("*.md"):
        text = path.read_text(encoding="utf-8", errors="replace")
        for closing, name in re.findall(r"\{\{[<%]\s*(/?)\s*([\w.-]+)", text):
            names[name] = names.get(name, False) or bool(closing)
    return names


def _yaml(path: Path) -> dict[str, Any]:
    from narrate import safe_yaml

    try:
        data = safe_yaml.load(path.read_text(encoding="utf-8-sig"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


JUDGES: dict[str, tuple[Callable[..., dict[str, Answer]], Callable[[], str]]] = {
    "jekyll": (judge_jekyll, jekyll_missing),
    "hexo": (judge_hexo, hexo_missing),
    "hugo": (judge_hugo, hugo_missing),
}
#: The generators whose pages are told apart by language as well as by key (`<lang>:<key>`).
BY_LANG = frozenset({"hugo"})


def generator_of(site: Path) -> str:
    """The generator narrate finds for the site (the judge to ask)."""
    from narrate.text.site import find_site

    return find_site(site).generator


def main(argv: list[str]) -> int:
    """Measure one whole blog: its generator's answer against narrate's, build 1 and build 2."""
    pairs = ""
    if argv and argv[0].startswith("--pairs="):
        pairs, argv = argv[0].split("=", 1)[1], argv[1:]
    site = Path(argv[0]).resolve()
    content = Path(argv[1]).resolve() if len(argv) > 1 else site
    generator = generator_of(content)
    judge, missing = JUDGES[generator]
    if missing():
        print(missing(), file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        published = judge(site, tmp, pairs) if generator == "jekyll" else judge(site, tmp)
        builds = narrate_answers(content, tmp, by_lang=generator in BY_LANG)
        print(f"{site.name}: {generator}, {len(published)} pages published by the generator")
        for number, narrated in enumerate(builds, 1):
            for line in compare(narrated, published).lines():
                print(f"build {number}: {line}")
        for line in left_out(published, builds[0], content, tmp, by_lang=generator in BY_LANG):
            print(line)
    return 0


def left_out(
    published: dict[str, Answer], narrated: dict[str, Answer], content: Path, tmp: Path, *, by_lang: bool = False
) -> list[str]:
    """What "pages equal N of N narrated" does not show: the articles the generator publishes that narrate
    leaves out, each with narrate's reason, and the articles a build would fail."""
    reasons = skipped(content, tmp)
    missed = sorted(key for key, answer in published.items() if answer.article and key not in narrated)
    lines = [f"articles the generator publishes that narrate leaves out: {len(missed)}"]
    for key in missed:
        path = key.split(":", 1)[1] if by_lang else key
        why = reasons.get(path) or next((r for p, r in reasons.items() if p.endswith("/" + path)), "(no reason given)")
        lines.append(f"  {key}: {why}")
    failed = failures(content, tmp)
    return [*lines, f"articles a build would fail: {len(failed)}", *(f"  {line}" for line in failed)]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE))
    raise SystemExit(main(sys.argv[1:]))
