"""Readers: how a file of one kind becomes front matter, a body and prose blocks (the extension point).

A reader is registered for file suffixes; :func:`narrate.text.article.read_article`
asks :func:`reader_for` for the reader of a path, so every input form gives the same
:class:`~narrate.text.article.Article` with the same blocks, and the build discovers
exactly the suffixes registered here (:func:`suffixes`). Markdown (``.md``,
``.markdown``, ``.mdx``) is built in.

How to read — whether footnote bodies are read at the end — is decided in one
place, :meth:`ReadOptions.from_config` (voices.yaml's ``footnotes``); readers get
it, callers never pass it.

Adding a reader::

    class OrgReader:
        suffixes = (".org",)

        def parse(self, text: str, path: Path, options: ReadOptions) -> Parsed:
            meta, body = my_org_split(text)
            return Parsed(meta, body, [Block("paragraph", (Segment(p),)) for p in body.split("\n\n")])

    register_reader(OrgReader())     # `narrate post.org` and `narrate build` now read .org files
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, NamedTuple, Protocol

import yaml

from narrate import plugins, safe_yaml
from narrate.config import Config
from narrate.errors import ArticleError, ExpansionTooLarge
from narrate.patterns import LazyPattern
from narrate.plugins import Registry

from .dialect_sites import HATENA, LOGSEQ, article_dialects, dialect_sites
from .hatena import to_markdown
from .model import Block
from .site_data import site_data

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

__all__ = [
    "READERS",
    "FrontMatterDefaults",
    "MarkdownReader",
    "Parsed",
    "ReadOptions",
    "Reader",
    "described",
    "force_reader",
    "language_prior",
    "metadata_header_lines",
    "reader_for",
    "reader_name",
    "readers_named",
    "refusal",
    "register_reader",
    "split_front_matter",
    "suffixes",
]

MAX_FRONT_MATTER = 64 * 1024  # bytes: far above any real front matter, far below a denial of service


class FrontMatterDefaults(Protocol):
    """Front matter a site's generator gives its files under their own (Jekyll's `defaults:`)."""

    def applied(self, path: Path, meta: Mapping[str, Any]) -> dict[str, Any]:
        """The front matter of the file at `path` as its generator reads it: `meta`, its own, over the site's."""
        ...


@dataclass(frozen=True)
class ReadOptions:
    """How articles are read, from voices.yaml: the one place these choices are made."""

    footnotes: bool = True  # read footnote bodies after the article (`footnotes: end`), or leave them out
    # The blog's default language: the prior of the language decision (text.language.decide_language),
    # and an article's language when its text has no letters to go on. None: no prior (then zh-hant).
    prior: str | None = None
    # The blog's generator (text.site: hugo, jekyll, hexo…; "" when not known): front matter is read as
    # it reads it where that differs (Hexo publishes a date the calendar does not have: 2018-02-31).
    generator: str = ""
    # The languages the blog's site names (code → narrate's tag) and their own content folders (path →
    # tag), text.site.SiteFacts: where it names them, a file's language suffix or folder counts only
    # when it is one of them. Empty: the site names none (then any language tag does).
    languages: tuple[tuple[str, str], ...] = ()
    lang_dirs: tuple[tuple[str, str], ...] = ()
    # The front matter the site gives its files (Jekyll's `defaults:`), None when it gives none: an article's
    # language, date and opt-out are read from its front matter with these under it, as its generator
    # reads them. (Its repr is part of every reading's key: text.source.)
    defaults: FrontMatterDefaults | None = None

    @classmethod
    def from_config(cls, config: Config | None, site_prior: str | None = None, generator: str = "") -> ReadOptions:
        """The options voices.yaml sets (built-in defaults without one); `site_prior` is the default
        language the blog's own generator config names (text.site), used when voices.yaml says none;
        `generator` the blog's generator."""
        if config is None:
            return cls(prior=site_prior, generator=generator)
        return cls(footnotes=config.footnotes == "end", prior=language_prior(config) or site_prior, generator=generator)

    @classmethod
    def for_folder(cls, config: Config | None, folder: Path | None) -> ReadOptions:
        """The options for the articles of the blog `folder` is in: voices.yaml's, with the default
        language and the generator the blog's own config names (text.site); voices.yaml's alone
        when no folder is given."""
        if folder is None:
            return cls.from_config(config)
        from .site import site_facts

        facts = site_facts(folder, config)
        options = replace(cls.from_config(config, facts.default_lang, facts.generator), defaults=facts.defaults)
        return replace(options, languages=facts.languages, lang_dirs=facts.lang_dirs) if facts.languages else options


def language_prior(config: Config) -> str | None:
    """The blog's default language as voices.yaml tells it today: the source of its `derive`
    (`derive: {zh-hans: zh-hant}` narrates a zh-Hant blog in both scripts), else None."""
    sources = set(config.derive.values())
    return sources.pop() if len(sources) == 1 else None


class Parsed(NamedTuple):
    """What a reader makes of a file's text."""

    meta: dict[str, Any]  # front matter: title, date, lang, slug, … (see README)
    body: str  # the text after the front matter
    blocks: list[Block]  # prose blocks in reading order (skip cues included)


class Reader(Protocol):
    """Turns the text of a file with one of `suffixes` into front matter and prose blocks."""

    suffixes: tuple[str, ...]  # lower case, with the dot: (".md", ".markdown")

    def parse(self, text: str, path: Path, options: ReadOptions) -> Parsed:
        """Front matter, body and blocks of `text` (read from `path`); raises ArticleError naming `path`."""
        ...


class MarkdownReader:
    """Markdown with YAML (`---`) or TOML (`+++`) front matter, MDX included (its import/export lines are skipped)."""

    suffixes: tuple[str, ...] = (".md", ".markdown", ".mdx")

    def parse(self, text: str, path: Path, options: ReadOptions) -> Parsed:
        """Split the front matter off and turn the body into blocks."""
        from .prose import extract_blocks  # the Markdown machinery, loaded by the first article read

        meta, body, first_line = split_front_matter(text, path, generator=options.generator)
        mdx = path.suffix.lower() == ".mdx"
        dialects = article_dialects(path, meta, body, generator=options.generator, mdx=mdx)
        if HATENA in dialects:
            body = to_markdown(body)  # a Hatena blog's notation, as Hatena renders it
        if not meta.get("title") and "export" in body:
            from .jsx import esm_title

            title = esm_title(body)  # an MDX page's exported metadata (Next.js): its title
            if title:
                meta = {**meta, "title": title}
        site = site_data(path).for_page(meta, len(body))
        try:
            return Parsed(
                meta,
                body,
                extract_blocks(
                    body,
                    footnotes=options.footnotes,
                    site=site,
                    first_line=first_line,
                    mdx=mdx,
                    generator=options.generator,
                    dialects=dialects,
                ),
            )
        except ExpansionTooLarge as exc:
            raise exc.rephrased(f"{path}: {exc}", path=path) from None


#: Readers by name (:func:`reader_name`): Markdown's, those registered in code, and installed plug-ins'
#: (entry points ``narrate.readers``). A file's reader is the first, by the registry's precedence, whose
#: suffixes hold its suffix: a reader registered in code takes a suffix from Markdown's; a plug-in never does.
READERS: Registry[Reader] = Registry("reader", plugins.READERS)
READERS.add_own("markdown", MarkdownReader())
_FORCED: dict[str, Reader] = {}  # `--reader NAME` for one suffix (force_reader), over the registry
_INDEX: dict[tuple[int, bool], dict[str, Reader]] = {}


def _by_suffix(*, with_plugins: bool = True) -> dict[str, Reader]:
    """Each suffix's reader; the plug-ins' only `with_plugins` (reading every installed package's entry
    points costs a cold `narrate post.md` milliseconds before its first request)."""
    key = (READERS.changes, with_plugins)
    index = _INDEX.get(key)
    if index is None:
        index = {}
        for reader in READERS.by_precedence(plugins=with_plugins):
            for suffix in reader.suffixes:
                index.setdefault(suffix, reader)
        _INDEX.clear()
        _INDEX[key] = index
    return {**index, **_FORCED} if _FORCED else index


def register_reader(reader: Reader) -> None:
    """Read files with any of `reader.suffixes` by `reader` (replacing a reader of the same suffix)."""
    if not reader.suffixes or not all(s.startswith(".") and s == s.lower() for s in reader.suffixes):
        raise ValueError(f"reader suffixes must be lower-case and start with a dot, got {reader.suffixes!r}")
    READERS.register(reader_name(reader), reader)


def suffixes() -> tuple[str, ...]:
    """Every suffix a reader is registered for (what a build discovers)."""
    return tuple(_by_suffix())


def reader_name(reader: Reader) -> str:
    """A reader's name for `--reader` and messages: its class name without "Reader", lower case."""
    name = type(reader).__name__
    return (name[: -len("Reader")] if name.endswith("Reader") and name != "Reader" else name).lower()


def readers_named() -> dict[str, Reader]:
    """Every registered reader by its name (`markdown` …)."""
    return {reader_name(reader): reader for reader in READERS.values()}


def described() -> str:
    """The readers and their suffixes, for messages: "markdown (.md, .markdown, .mdx)"."""
    index = _by_suffix()
    said = [(name, [s for s, r in index.items() if r is reader]) for name, reader in readers_named().items()]
    return "; ".join(f"{name} ({', '.join(found)})" for name, found in said if found)


def _registered(suffix: str) -> Reader | None:
    """The reader of `suffix`: one of narrate's own or registered in code needs no look at the plug-ins
    (a plug-in never takes their suffixes); any other suffix looks there too."""
    return _by_suffix(with_plugins=False).get(suffix) or _by_suffix().get(suffix)


def refusal(path: Path) -> str | None:
    """Why no reader takes `path` (its suffix is nobody's: voices.yaml, notes.txt, README.rst), or None."""
    suffix = Path(path).suffix.lower()
    if _registered(suffix) is not None:
        return None
    what = f"'{suffix}' files" if suffix else "files without a suffix"
    return (
        f"{path}: not an article: no reader takes {what} (readers: {described()}); "
        "if it is an article, name its reader, e.g. `--reader markdown`"
    )


def force_reader(path: Path, name: str) -> Callable[[], None]:
    """Read files with `path`'s suffix by the reader named `name` (`--reader markdown`) until the
    returned function is called; raises ValueError naming the readers when there is no such reader."""
    readers = readers_named()
    if name.lower() not in readers:
        raise ValueError(f"no reader named {name!r}; readers: {described()}")
    suffix = Path(path).suffix.lower()
    if not suffix:
        raise ValueError(f"{path} has no suffix: a reader is chosen by suffix; rename it, e.g. to {path}.md")
    before = _FORCED.get(suffix)
    _FORCED[suffix] = readers[name.lower()]

    def undo() -> None:
        if before is None:
            _FORCED.pop(suffix, None)
        else:
            _FORCED[suffix] = before

    return undo


def reader_for(path: Path) -> Reader:
    """The reader of `path` by its suffix (any letter case); ArticleError when no reader takes it.

    Only articles are narrated: `narrate voices.yaml` (one tab-completion away from `narrate
    voices`) or a README.rst must not become an episode. `--reader` (:func:`force_reader`)
    names the reader of a file whose suffix is nobody's.
    """
    reader = _registered(Path(path).suffix.lower())
    if reader is None:
        raise ArticleError(str(refusal(path)), path=Path(path))
    return reader


_LEADING_TABS = LazyPattern(r"\n(\t+)")


def split_front_matter(text: str, path: Path, *, generator: str = "") -> tuple[dict[str, Any], str, int]:
    """Split `---` YAML or `+++` TOML front matter from the body; returns (meta, body, body's first line).

    `generator`: the blog's (text.site), whose reading is followed where it differs: for "hexo", a
    timestamp the calendar does not have (`date: 2018-02-31`) is kept as written instead of refused
    (text.article reads it as Hexo does)."""
    lines = text.split("\n")
    # Blank lines before the opening fence (an editor's stray newline) still open front matter.
    skipped = 0
    while skipped < min(len(lines) - 1, 20) and not lines[skipped].strip():
        skipped += 1
    fence = lines[skipped].rstrip("\r").rstrip()
    if generator == "hugo" and fence.startswith("{") and not fence.startswith("{{"):
        found = _json_front_matter(text, path)
        if found is not None:
            return found
    named = _named_language(fence, generator)
    if named is not None:
        if skipped:
            meta, body, first_line = split_front_matter("\n".join(lines[skipped:]), path, generator=generator)
            return meta, body, first_line + skipped
        return _named_front_matter(lines, named, path, generator)
    if fence not in ("---", "+++"):
        pelican = (
            _logseq_properties(lines, path)
            or _pelican_metadata(lines)
            or _notion_properties(lines, path)
            or _export_header(lines)
        )
        if pelican is not None:
            return pelican
        if _hexo_front_matter(lines):
            # Hexo's `title: X` … `---` with no opening fence: read as if it had one.
            meta, body, first_line = split_front_matter("---\n" + text, path, generator=generator)
            return meta, body, first_line - 1
        return {}, text, 1
    if skipped:
        meta, body, first_line = split_front_matter("\n".join(lines[skipped:]), path, generator=generator)
        return meta, body, first_line + skipped
    end = _closing_fence(lines, fence, path)
    raw = "\n".join(lines[1:end])
    if len(raw.encode("utf-8", "surrogatepass")) > MAX_FRONT_MATTER:
        raise ArticleError(
            f"{path}: front matter is over {MAX_FRONT_MATTER // 1024} KB; move long text into the article body",
            path=path,
        )
    meta = _toml_meta(raw, path) if fence == "+++" else _yaml_meta(raw, path, generator)
    if meta is None:
        meta = {}
    if not isinstance(meta, dict):
        raise ArticleError(
            f"{path}: front matter must be a mapping of keys (title: …), not a {type(meta).__name__}; fix it", path=path
        )
    return meta, "\n".join(lines[end + 1 :]), end + 2


# gray-matter's front matter language (Eleventy, and every Node generator reading front matter with gray-matter:
# Gatsby, VitePress, Docusaurus…): the word after the opening `---` names it (`---json`, `--- yaml`), its alias
# (`yml`, `js`) as gray-matter resolves it; the block closes with a plain `---`. Eleventy reads json, yaml and js
# out of the box and toml once configured (11ty.dev/docs/data-frontmatter-customize). Hugo, Jekyll and Hexo open
# front matter with a bare fence only: there a `---json` line is the page's own text.
_FENCE_LANGUAGES = {"json": "json", "yaml": "yaml", "yml": "yaml", "toml": "toml", "js": "js", "javascript": "js"}
_FENCE_LANGUAGE = LazyPattern(r"---[ \t]*([A-Za-z]+)")
_BARE_FENCE_GENERATORS = frozenset(("hugo", "jekyll", "hexo"))


def _named_language(fence: str, generator: str) -> str | None:
    """The front matter language a `---json`-style opening fence names (None for any other line)."""
    if generator in _BARE_FENCE_GENERATORS:
        return None
    found = _FENCE_LANGUAGE.fullmatch(fence)
    return _FENCE_LANGUAGES.get(found.group(1).lower()) if found is not None else None


def _named_front_matter(lines: list[str], language: str, path: Path, generator: str) -> tuple[dict[str, Any], str, int]:
    """Front matter opened by `---json` (`---yaml`, `---toml`, `---js`) and closed by `---`, read in that language.
    A `---js` block is a JavaScript program Eleventy runs: narrate runs no program, so it gives no keys, and it is
    not said (read as Markdown, its keys were said aloud and the title was the file's name)."""
    end = _closing_fence(lines, "---", path)
    raw = "\n".join(lines[1:end])
    if len(raw.encode("utf-8", "surrogatepass")) > MAX_FRONT_MATTER:
        raise ArticleError(
            f"{path}: front matter is over {MAX_FRONT_MATTER // 1024} KB; move long text into the article body",
            path=path,
        )
    meta: Any
    if language == "json":
        meta = _json_meta(raw, path)
    elif language == "toml":
        meta = _toml_meta(raw, path)
    elif language == "yaml":
        meta = _yaml_meta(raw, path, generator)
    else:
        meta = {}
    if meta is None or (language == "json" and not raw.strip()):
        meta = {}
    if not isinstance(meta, dict):
        raise ArticleError(
            f"{path}: front matter must be a mapping of keys (title: …), not a {type(meta).__name__}; fix it", path=path
        )
    return meta, "\n".join(lines[end + 1 :]), end + 2


def _once(path: Path) -> Callable[[list[tuple[str, Any]]], dict[str, Any]]:
    """A JSON object hook refusing a key that decides the episode given twice with two values."""

    def once(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        seen: dict[str, Any] = {}
        for key, value in pairs:
            name = key.lower()
            if name in _DECIDING and seen.setdefault(name, value) != value:
                raise ArticleError(
                    f"{path}: front matter `{key}` is given twice ({seen[name]!r}, then {value!r}); keep the one "
                    "you mean",
                    path=path,
                )
        return dict(pairs)

    return once


def _json_meta(raw: str, path: Path) -> Any:
    """JSON front matter's value (gray-matter's `---json`); an ArticleError when it is not valid JSON."""
    import json

    if not raw.strip():
        return {}
    try:
        meta = json.loads(raw, object_pairs_hook=_once(path), parse_int=_json_int)
    except RecursionError:
        raise ArticleError(f"{path}: front matter nests too deeply; simplify it", path=path) from None
    except ValueError as exc:
        raise ArticleError(f"{path}: front matter is not valid JSON ({_short(exc)}); fix it", path=path) from None
    _no_lone_surrogate(meta, path)
    return meta


def _json_int(written: str) -> int | float:
    """A JSON integer; `-0` (no spelling of 0 a flag documents) the float it is in JavaScript and Go, so that
    `"audio": -0` is misread and warned of, never an opt-out (s16 attacks: it left the article out)."""
    return -0.0 if written == "-0" else int(written)


def _no_lone_surrogate(meta: Any, path: Path) -> None:
    """Refuse JSON whose escapes leave a lone surrogate (no character)."""
    import json

    try:  # json makes a pair of escapes the character it forms, and leaves a lone (or reversed) one a surrogate
        json.dumps(meta, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise ArticleError(
            f"{path}: front matter holds a lone surrogate escape (\\ud800-\\udfff), which is no character; write "
            "the character itself (or the pair of escapes that makes it)",
            path=path,
        ) from None


def _json_front_matter(text: str, path: Path) -> tuple[dict[str, Any], str, int] | None:
    """Hugo's JSON front matter: a JSON object opening the file, the body after it (None when the object is followed
    by more on its last line). Read as anything else, its keys were said aloud and its `audio: false` was not
    honoured. Hugo reads a page that opens with '{' as JSON front matter and fails it when that is not valid JSON
    (a comment, a trailing comma, a brace never closed): so does narrate, in one line naming the file, and a
    published episode is kept (issue 43, s19 attacks: `"audio": false /* off */` was said aloud and published)."""
    import json

    once = _once(path)
    start = len(text) - len(text.lstrip())
    try:
        meta, end = json.JSONDecoder(object_pairs_hook=once, parse_int=_json_int).raw_decode(text, start)
    except RecursionError:
        raise ArticleError(f"{path}: front matter nests too deeply; simplify it", path=path) from None
    except ValueError as exc:
        raise ArticleError(
            f"{path}: front matter opened with '{{' is not valid JSON ({_short(exc)}), as Hugo reads it; fix it",
            path=path,
        ) from None
    if not isinstance(meta, dict) or text[end : end + 1] not in ("", "\n", "\r"):
        return None
    if len(text[:end].encode("utf-8", "surrogatepass")) > MAX_FRONT_MATTER:
        raise ArticleError(
            f"{path}: front matter is over {MAX_FRONT_MATTER // 1024} KB; move long text into the article body",
            path=path,
        )
    _no_lone_surrogate(meta, path)
    body = text[end:].lstrip("\r").removeprefix("\n")
    return meta, body, text[: len(text) - len(body)].count("\n") + 1


def _closing_fence(lines: list[str], fence: str, path: Path) -> int:
    """The line index of the fence that closes front matter opened on line 0 (YAML may close with `...`)."""
    for end in range(1, len(lines)):
        if lines[end].rstrip("\r").rstrip() == fence or (fence == "---" and lines[end].rstrip() == "..."):
            return end
    raise ArticleError(
        f"{path}: front matter opened with '{fence}' on line 1 is never closed; add a '{fence}' line after it",
        path=path,
    )


# The flags that decide whether an episode exists (text.frontmatter's OPT_OUT_KEYS, DRAFT_KEYS and Hugo's `published`):
# their integers are read as written unless written as decimals (safe_yaml.load's `as_written`).
_FLAGS = frozenset(("audio", "narrate", "draft", "published"))
# Keys whose value decides whether, where and when an episode is published (text.frontmatter's flags, language,
# name, page and date keys, lower case): given twice with two values, no reading of the front matter is sure.
_DECIDING = frozenset(
    (
        *("audio", "narrate", "draft", "published", "lang", "language", "languagecode", "locale", "slug", "url"),
        *("permalink", "date", "publishdate", "pubdate", "expirydate", "unpublishdate", "translationkey"),
    )
)


def _yaml_meta(raw: str, path: Path, generator: str = "") -> Any:
    """YAML front matter's value, as Hexo reads it too; an ArticleError naming the line when it is not valid,
    or when it gives a key that decides the episode twice (its published episode is then kept as it was)."""
    loader = _HEXO_LOADER if generator == "hexo" else safe_yaml.FastLoader
    try:
        try:
            return safe_yaml.load(raw, loader, once=_DECIDING, as_written=_FLAGS)
        except yaml.YAMLError:
            if "\t" not in raw:
                raise
            # Hexo reads front matter with leading hard tabs made two spaces each (hexo-front-matter's
            # `escape`), so `tags:\n\t- a` is a list there; YAML itself forbids tabs in indentation.
            tabs = _LEADING_TABS.sub(lambda m: "\n" + "  " * len(m.group(1)), raw)
            return safe_yaml.load(tabs, loader, once=_DECIDING, as_written=_FLAGS)
    except safe_yaml.YamlTooLarge as exc:
        raise ArticleError(f"{path}: front matter {exc}; simplify it", path=path) from None
    except safe_yaml.RepeatedKey as exc:
        at = exc.at + 2  # the document starts on the line after the opening fence
        raise ArticleError(
            f"{path}: line {at}: front matter {exc}; keep the one you mean", path=path, line=at
        ) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = f"line {mark.line + 2}" if mark else "front matter"
        problem = getattr(exc, "problem", None) or "invalid YAML"
        raise ArticleError(
            f"{path}: {line}: front matter is not valid YAML ({problem}); fix it",
            path=path,
            line=mark.line + 2 if mark else None,
        ) from None
    except (ValueError, OverflowError) as exc:
        # YAML that parses but names an impossible value, e.g. `date: 2024-13-45`, or a
        # number of thousands of digits.
        raise ArticleError(f"{path}: front matter has an impossible value ({_short(exc)}); fix it", path=path) from None


def _toml_meta(raw: str, path: Path) -> Any:
    """TOML front matter's value, its flags' integers as written (:func:`_toml_flags_as_written`); an ArticleError
    when it is not valid."""
    try:
        return _toml_flags_as_written(raw, tomllib.loads(raw))
    except tomllib.TOMLDecodeError as exc:
        raise ArticleError(f"{path}: front matter is not valid TOML ({exc}); fix it", path=path) from None
    except RecursionError:
        raise ArticleError(f"{path}: front matter nests too deeply; simplify it", path=path) from None
    except (ValueError, OverflowError) as exc:
        raise ArticleError(f"{path}: front matter has an impossible value ({_short(exc)}); fix it", path=path) from None


# A top-level `key = value` line whose value is a bare word (a number, a boolean): the key bare or quoted.
_TOML_BARE_VALUE = LazyPattern(
    r"""^[ \t]*(?:"([^"\\\n]*)"|'([^'\n]*)'|([A-Za-z0-9_-]+))[ \t]*=[ \t]*([^\s#,\]}"']+)""", re.M
)


def _toml_flags_as_written(raw: str, meta: Any) -> Any:
    """`meta` with each top-level flag (`audio`, `narrate`, `draft`, `published`, any letter case) whose integer is not
    written as a decimal made the text written: `audio = 0x0`, `0o0`, `0b0`, `+0`, `-0` are no documented spelling
    of a flag, as in YAML (safe_yaml.load's `as_written`) — review s16 text2 M3: tomllib read them as 0, an opt-out
    that unpublished and deleted the episode. tomllib has no hook for integers, so the lines that may give a flag are
    read again with their values quoted, once for all: a line inside a multi-line string changes only that string,
    a key under a table only that table, and the flag takes what its own line wrote."""
    if not isinstance(meta, dict):
        return meta
    flags = {str(k) for k, v in meta.items() if str(k).lower() in _FLAGS and type(v) is int}
    if not flags:
        return meta
    quoted = 0

    def quote(found: re.Match[str]) -> str:
        nonlocal quoted
        key = next(g for g in found.groups()[:3] if g is not None)
        if key not in flags or safe_yaml.written_as_decimal(found.group(4)):
            return found.group()
        quoted += 1
        return found.group()[: found.start(4) - found.start()] + '"' + found.group(4) + '"'

    trial = _TOML_BARE_VALUE.sub(quote, raw)
    if not quoted:
        return meta
    try:
        again = tomllib.loads(trial)
    except (tomllib.TOMLDecodeError, RecursionError, ValueError):
        return meta
    for key in flags:
        if isinstance(again.get(key), str):
            meta[key] = again[key]
    return meta


def _timestamp_or_text(loader: yaml.SafeLoader, node: yaml.ScalarNode) -> Any:
    """A YAML timestamp, or one the calendar does not have (`2018-02-31 23:50:48`) as written: Hexo's
    YAML parser (js-yaml) rolls it over where PyYAML refuses it, and text.article reads it as Hexo does."""
    try:
        return loader.construct_yaml_timestamp(node)
    except ValueError:
        return loader.construct_scalar(node)


# YAML as a Hexo blog's front matter is read: the safe loader, with impossible timestamps kept as text.
_HEXO_LOADER: type[yaml.SafeLoader] = type("HexoLoader", (safe_yaml.FastLoader,), {})
_HEXO_LOADER.add_constructor("tag:yaml.org,2002:timestamp", _timestamp_or_text)


_HEXO_KEY = LazyPattern(r"^[A-Za-z_][\w-]{0,40}:(?:[ \t].*)?$")
_HEXO_MORE = LazyPattern(r"^(?:[A-Za-z_][\w-]{0,40}:(?:[ \t].*)?|[ \t]+\S.*|-[ \t].*|\s*)$")
_HEXO_KNOWN = {"title", "date", "tags", "categories", "layout", "lang", "slug", "permalink", "updated", "author"}


def _hexo_front_matter(lines: list[str]) -> bool:
    """Hexo front matter without its opening `---`: leading `key: value` lines, then a `---` line.

    Narrow on purpose (a setext heading is also "text, then ---"): the first line is a
    `key: value` line, every line up to the `---` is one (or a list item / indented value),
    and one of the keys is a front matter key Hexo and Jekyll use (title, date, …).
    """
    if not lines or not _HEXO_KEY.match(lines[0].rstrip("\r")):
        return False
    keys: set[str] = set()
    for line in lines[:60]:
        line = line.rstrip("\r")
        if line.rstrip() == "---":
            return bool(keys & _HEXO_KNOWN)
        if not _HEXO_MORE.match(line):
            return False
        if _HEXO_KEY.match(line):
            keys.add(line.split(":", 1)[0].lower())
    return False


# Pelican's Markdown metadata (Python-Markdown's `meta` extension, MultiMarkdown's): `Key: value` lines opening the
# file up to the first blank line, a value going on over lines indented four spaces; no fences. Pelican lower-cases
# the keys, splits `Tags`/`Category`-like lists at commas and leaves a `Status: draft` article unpublished.
_META_LINE = LazyPattern(r"^[ ]{0,3}([A-Za-z0-9_-]{1,40}):[ \t]*(.*)$")
_META_MORE = LazyPattern(r"^[ ]{4,}(\S.*)$")
# The keys Pelican's documentation lists (a first line must name one, and title or date must be among them, so a
# paragraph opening "Note: …" stays prose).
_PELICAN_KEYS = frozenset(
    ("title", "date", "modified", "tags", "keywords", "category", "slug", "author", "authors", "summary", "lang")
    + ("status", "translation", "save_as", "url", "template", "subtitle", "description")
)
_PELICAN_LISTS = frozenset(("tags", "keywords", "authors"))


def metadata_header_lines(lines: list[str]) -> int:
    """How many lines open `lines` (a file's, no front-matter fences) as a Pelican metadata header the reader takes
    for front matter (0: none; `Note: …` or a header naming neither a title nor a date is the article's words)."""
    found = _pelican_metadata(lines) or _export_header(lines)
    return found[2] - 2 if found is not None else 0


def _pelican_metadata(lines: list[str]) -> tuple[dict[str, Any], str, int] | None:
    """Pelican's metadata lines as front matter, with the body after them; None when the file does not open so."""
    first = _META_LINE.match(lines[0].rstrip("\r")) if lines else None
    if first is None or first.group(1).lower() not in _PELICAN_KEYS:
        return None
    meta: dict[str, Any] = {}
    key = ""
    end = min(len(lines), 200)
    for at, line in enumerate(lines[:200]):
        line = line.rstrip("\r")
        if not line.strip():
            end = at
            break
        found = _META_LINE.match(line)
        more = _META_MORE.match(line) if found is None else None
        if found is not None:
            key = found.group(1).lower()
            meta[key] = (str(meta[key]) + " " if key in meta else "") + found.group(2).strip()
        elif more is not None and key:
            meta[key] = f"{meta[key]} {more.group(1).strip()}".strip()
        else:
            return None  # (a line that is neither: prose, not metadata)
    if not ({"title", "date"} & meta.keys()):
        return None
    for name in _PELICAN_LISTS & meta.keys():
        meta[name] = [item.strip() for item in str(meta[name]).split(",") if item.strip()]
    if str(meta.get("status", "")).lower() == "draft":
        meta["draft"] = True
    return meta, "\n".join(lines[end + 1 :]), end + 2


# Logseq's page properties: `title:: My page`, `tags:: a, b` lines opening the file (its first block), in a Logseq
# graph (text.dialect_sites). The page shows them as the page's properties, never as words of the article; `title`
# names the page.
_LOGSEQ_LINE = LazyPattern(r"^([A-Za-z][\w-]{0,40})::[ \t]+(\S.*)$")
_LOGSEQ_LISTS = frozenset(("tags", "alias"))


def _logseq_properties(lines: list[str], path: Path) -> tuple[dict[str, Any], str, int] | None:
    """Logseq's page properties as front matter, with the body after them; None when the file does not open so or
    lies in no Logseq graph (elsewhere `Note:: 이 글은 초안입니다.` is the writer's line)."""
    if not lines or _LOGSEQ_LINE.match(lines[0].rstrip("\r")) is None or LOGSEQ not in dialect_sites(path):
        return None
    meta: dict[str, Any] = {}
    at = 0
    while at < min(len(lines), 200) and (found := _LOGSEQ_LINE.match(lines[at].rstrip("\r"))) is not None:
        meta[found.group(1).lower()] = found.group(2).strip()
        at += 1
    if not meta:
        return None
    for name in _LOGSEQ_LISTS & meta.keys():
        meta[name] = [item.strip().strip("[]") for item in str(meta[name]).split(",") if item.strip()]
    return meta, "\n".join(lines[at:]), at + 1


# Notion's Markdown export: a file named after its page and the page's id (`Meeting notes 0123…cdef.md`), opening
# with the page's title as `# Title`, then its properties as `Key: value` lines (`Created: March 3, 2023 10:15 AM`,
# `Tags: Engineering`) up to a blank line. Notion's page shows the properties as a table above the article, never as
# its words; they are front matter here, the heading the title.
_NOTION_ID = LazyPattern(r"[ _-][0-9a-f]{32}$")
_NOTION_PROPERTY = LazyPattern(r"^([^\s:#>*`\[][^:\n]{0,60}?):[ \t]+(\S.*)$")
# A value that is a sentence — it ends with a full stop or a sentence's predicate (`…使わないでください。`,
# `…합니다`), or runs long — is the writer's `Label: sentence` paragraph, never a property's value (a date, tags, a
# status, a person, an address).
_NOTION_SENTENCE = LazyPattern(
    r"(?:[。．！？!?]|(?<![A-Z])\.|です|ます|ください|でした|ました|だ|である|합니다|습니다|니다|세요|어요|아요)"
    r"[」』）)\"'”’]?$"
)
_NOTION_VALUE_MAX = 60  # characters: past it, in words (not one address), a value is prose


def _notion_properties(lines: list[str], path: Path) -> tuple[dict[str, Any], str, int] | None:
    """A Notion export's title heading and property lines as front matter; None for any other file."""
    if not _NOTION_ID.search(path.stem) or not lines or not lines[0].startswith("# "):
        return None
    at = 1
    while at < len(lines) and not lines[at].strip():
        at += 1
    meta: dict[str, Any] = {"title": lines[0][2:].strip()}
    start = at
    while at < min(len(lines), 200) and (found := _NOTION_PROPERTY.match(lines[at].rstrip("\r"))) is not None:
        value = found.group(2).strip()
        if (len(value) > _NOTION_VALUE_MAX and value.count(" ") >= 8) or _NOTION_SENTENCE.search(value):
            return None  # (a sentence after a label: the article's words)
        meta[found.group(1).strip().lower()] = value
        at += 1
    if at == start or (at < len(lines) and lines[at].strip()):
        return None  # (no properties, or prose that opens with a label: the article as written)
    return meta, "\n".join(lines[at:]), at + 1


# A backup tool's header above each post: `label：value` lines opening the file, one the post's own address and one
# a date, closed by a label with nothing after it that announces the post (aisuperdoger/cnblogs_backup, cnblogs'
# backup: `原文链接：http://www.cnblogs.com/…`, `提交日期：Fri, 29 Jul 2022 14:06:00 GMT`, `博文内容：`; all 12 of its
# files at HEAD close so). It is the tool's record of where the post came from, never the post's words: front matter
# here, kept whole under one key of its own (`EXPORT_HEADER`), so no label of it can be read as `draft`, `lang`,
# `title` or `audio` (review s12 H2: `Link:`/`Date:`/`Draft: yes` took an episode out of its feed, a README's
# `Language: Python` failed the article). Only that shape: every value an address or a date, then the closing
# label; `Q: …`/`A: …` under a source line, a README's info block, a `结论：…` are the article's words.
_HEADER_LINE = LazyPattern(r"^([^\W_][\w \t-]{0,15}?)[:：][ \t]*(.*?)\s*$")
_HEADER_URL = LazyPattern(r"https?://\S+$")
_HEADER_DATE = LazyPattern(
    r"(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2} \d{4}|\d{4}[-/.年]\d{1,2}[-/.月]\d{1,2})"
)
_HEADER_MAX = 8  # lines: a header is a few fields
EXPORT_HEADER = "export header"  # (a key no generator reads and no front matter writes: it has a space)


def _export_header(lines: list[str]) -> tuple[dict[str, Any], str, int] | None:
    """An exporter's `label：value` header (the post's address and its date, then the label announcing the post) as
    front matter under `EXPORT_HEADER`; None when the file does not open with one (a `Note: …` paragraph, a
    definition list, a `Q：…` line, a README's `License: MIT` are the writer's)."""
    fields: dict[str, str] = {}
    at = 0
    while at < min(len(lines), _HEADER_MAX) and (found := _HEADER_LINE.match(lines[at].rstrip("\r"))) is not None:
        value = found.group(2)
        at += 1
        if not value:
            break  # (the label that announces the post: its body follows)
        if not (_HEADER_URL.match(value) or _HEADER_DATE.match(value)):
            return None  # (a field the tool does not write: the article's own words)
        fields[found.group(1).strip()] = value
    else:
        return None  # (no closing label: a block of fields that may be the article's)
    values = list(fields.values())
    if not any(_HEADER_URL.match(v) for v in values) or not any(_HEADER_DATE.match(v) for v in values):
        return None
    return {EXPORT_HEADER: fields}, "\n".join(lines[at:]), at + 1


def _short(exc: BaseException) -> str:
    """An exception's message cut to one short clause (Python's own can quote a whole value)."""
    text = " ".join(str(exc).split())
    return text if len(text) <= 120 else text[:117] + "…"
