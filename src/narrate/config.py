"""voices.yaml: voices, lexicons, pauses, cues and feed settings.

A user's voices.yaml is merged key by key over the built-in defaults
(``default_voices.yaml`` in this package). Every error names the file, the key
path and the line, so a writer can fix it without reading code.
"""

from __future__ import annotations

import hashlib
import json
import re
import string
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

import yaml

from . import safe_yaml
from .errors import ConfigError

LANGS: tuple[str, ...] = ("zh-hant", "zh-hans", "en", "ja", "ko")
CONFIG_NAME = "voices.yaml"

# `engine: auto` is this order of engines (`engines:` in voices.yaml spells any order out).
AUTO_ENGINES: tuple[str, ...] = ("edge", "espeak")
# The keys of a language that narrate itself reads; every other key belongs to the engines
# (e.g. espeak's `espeak_voice`), which check their own settings (narrate.voice.engines).
LANGUAGE_KEYS = frozenset({"voice", "rate", "pitch", "volume", "intro", "outro", "author_line", "cues", "lexicon",
                           "pronounce", "fallback", "intro_audio", "outro_audio", "bed_audio",
                           "bed_gain"})
# Languages espeak-ng has a voice for but does not read intelligibly, found by
# benchmarks/fallback_evidence.py (README, "Offline fallback"): Hebrew is read as bare
# consonants, Burmese and Thai lose their vowel signs and word breaks. Their `fallback`
# defaults to false; `ja` says so in default_voices.yaml (it says "Chinese letter" for kanji).
NO_FALLBACK: frozenset[str] = frozenset({"he", "my", "th"})
# The music settings (top level, and per language over them): see MusicSettings.
MUSIC_FILE_KEYS = ("intro_audio", "outro_audio", "bed_audio")
MUSIC_MAX_BYTES = 200 * 1024 * 1024  # a jingle or a bed, not an album
CONFIG_MAX_BYTES = 1_000_000  # voices.yaml: the shipped defaults are 12 KB; a long lexicon stays far below


# ----------------------------------------------------------------------------- Edge's languages
# narrate speaks every language Edge has a voice for. Its language codes: the language subtag alone
# (fr, de, ar…) unless script or region matters: zh-hant/zh-hans, pt-br/pt-pt, iu-cans/iu-latn.
# What Edge offers comes from a snapshot of its voice list shipped with narrate (edge_voices.json),
# so that a voice name can be checked, and a default voice chosen, without the network.

# The locale whose voice is a language's default, where it is not simply `xx-XX`.
_DEFAULT_LOCALE = {"en": "en-US", "ar": "ar-SA", "zh-hant": "zh-TW", "zh-hans": "zh-CN", "bn": "bn-IN",
                   "ur": "ur-PK", "sw": "sw-KE", "ta": "ta-IN", "ms": "ms-MY", "sv": "sv-SE", "uk": "uk-UA"}
# The defaults narrate shipped with before it spoke every language (kept: episodes were made with them).
_CLASSIC_VOICES = {"zh-hant": "zh-TW-HsiaoChenNeural", "zh-hans": "zh-CN-XiaoxiaoNeural",
                   "en": "en-US-AriaNeural", "ja": "ja-JP-NanamiNeural", "ko": "ko-KR-SunHiNeural"}
# espeak-ng's name for a language, where it is not narrate's code.
_ESPEAK = {"zh-hant": "cmn", "zh-hans": "cmn", "en": "en-us", "pt-br": "pt-br", "pt-pt": "pt", "fil": "fil",
           "nb": "nb", "iu-cans": "iu", "iu-latn": "iu"}


def lang_of_locale(locale: str) -> str:
    """narrate's language code for an Edge locale: fr-CA → fr, pt-BR → pt-br, zh-HK → zh-hant."""
    parts = locale.lower().replace("_", "-").split("-")
    if parts[0] == "zh":
        return "zh-hant" if len(parts) > 1 and parts[1] in ("tw", "hk", "mo", "hant") else "zh-hans"
    if parts[0] in ("pt", "iu") and len(parts) > 1:
        return f"{parts[0]}-{parts[1]}"
    return parts[0]


def _language_hint(lang: str, known: Mapping[str, object]) -> str:
    """How to write an unknown language code: a near spelling (zh-hnat → zh-hant) before its locale's language."""
    import difflib

    close = difflib.get_close_matches(lang.lower(), list(known), n=1, cutoff=0.75)
    if close and close[0] != lang:
        return f"did you mean {close[0]}?"
    code = lang_of_locale(lang)
    return f"write it as {code}" if code in known and code != lang else "`narrate voices` lists the languages"


def _misspelt(key: str, known: Iterable[str]) -> str | None:
    """A key of a language that is a near miss of one narrate reads (voce → voice, rat → rate), else None.

    Other keys belong to the engines (espeak_voice, kokoro_voice) and are theirs to check, so only a
    key this close to one of narrate's own, and not one of them, is taken for a typo.
    """
    import difflib

    if key in known:
        return None
    close = difflib.get_close_matches(key, sorted(known), n=1, cutoff=0.75)
    return close[0] if close else None


@lru_cache(maxsize=1)
def edge_snapshot() -> tuple[str, tuple[tuple[str, str, str], ...]]:
    """(snapshot date, ((ShortName, Locale, Gender), …)) of the Edge voice list shipped with narrate."""
    data = json.loads(resources.files("narrate").joinpath("edge_voices.json").read_text(encoding="utf-8"))
    voices = tuple((str(v["ShortName"]), str(v["Locale"]), str(v.get("Gender", ""))) for v in data["voices"])
    return str(data["snapshot"]), voices


@lru_cache(maxsize=1)
def edge_languages() -> dict[str, tuple[str, ...]]:
    """Every language Edge speaks → its voices, the default first."""
    by_lang: dict[str, list[tuple[str, str, str]]] = {}
    for voice in edge_snapshot()[1]:
        by_lang.setdefault(lang_of_locale(voice[1]), []).append(voice)
    out: dict[str, tuple[str, ...]] = {}
    for lang, voices in by_lang.items():
        primary = lang.split("-")[0]
        home = _DEFAULT_LOCALE.get(lang) or next(
            (v[1] for v in voices if v[1].lower() in (f"{primary}-{primary}", lang)), min(v[1] for v in voices))

        def rank(voice: tuple[str, str, str], home: str = home, lang: str = lang) -> tuple[int, int, int, str]:
            return (voice[0] != _CLASSIC_VOICES.get(lang), voice[1] != home, "Multilingual" in voice[0]
                    or voice[2] != "Female", voice[0])

        out[lang] = tuple(v[0] for v in sorted(voices, key=rank))
    return out


def all_langs() -> tuple[str, ...]:
    """Every language code narrate speaks: the blog's five first, then the rest of Edge's, sorted."""
    return LANGS + tuple(sorted(set(edge_languages()) - set(LANGS)))


def default_voice(lang: str) -> str | None:
    """The Edge voice a language is read with unless voices.yaml says otherwise."""
    voices = edge_languages().get(lang)
    return voices[0] if voices else None


def edge_voice_problem(name: str, lang: str | None = None) -> str | None:
    """Why `name` cannot read `lang` (not in Edge's list, or another language's voice), or None."""
    date, voices = edge_snapshot()
    locale = next((v[1] for v in voices if v[0] == name), None)
    hint = f"`narrate voices --lang {lang}` lists them" if lang else "`narrate voices --lang LANG` lists them"
    if locale is None:
        spelt = next((v[0] for v in voices if v[0].lower() == name.strip().lower()), None)
        if spelt is not None:
            return f"{name!r} is Edge's voice {spelt} in another spelling: write it as {spelt}"
        return (f"{name!r} is not in Edge's voice list (narrate's snapshot of {date}); {hint}")
    if lang is not None and lang_of_locale(locale) != lang:
        return f"{name} is a {lang_of_locale(locale)} voice ({locale}), not a {lang} one; {hint}"
    return None


@dataclass(frozen=True)
class Voice:
    """Who reads a chunk: a voice name with its prosody, and the engines' own settings for it.

    `name`, `rate`, `pitch` and `volume` are the primary engine's (for Edge: a Neural voice
    name and "+0%"/"+0Hz" prosody); `settings` holds the other keys of the language in
    voices.yaml (e.g. ``espeak_voice``), so any engine finds what it needs on the voice itself.
    """

    name: str
    rate: str = "+0%"
    pitch: str = "+0Hz"
    volume: str = "+0%"
    settings: tuple[tuple[str, str], ...] = ()

    def setting(self, key: str, default: str = "") -> str:
        """One engine setting of this voice (e.g. "espeak_voice"), or `default`."""
        return next((value for name, value in self.settings if name == key), default)


@dataclass(frozen=True)
class LanguageSettings:
    """Everything narrate needs to speak one language."""

    lang: str
    voice: Voice
    intro: str
    author_line: str
    outro: str
    cues: dict[str, str]
    lexicon: tuple[tuple[str, str], ...]
    # Respellings sent to this language's voice only (the transcript keeps the original).
    pronounce: tuple[tuple[str, str], ...] = ()
    # Whether an offline engine may narrate this language when the first cannot be reached:
    # True (always), False (never: the episode fails and waits for a later run), None ("auto":
    # where it reads the text rather than naming its letters). Not part of the sound, so not
    # of the fingerprint (repr): changing it rebuilds nothing.
    fallback: bool | None = field(default=None, repr=False)


@dataclass(frozen=True)
class Pauses:
    """Silence after chunks, in milliseconds, by structure."""

    after_title: int = 1000
    after_intro: int = 700
    before_heading: int = 1200
    before_subheading: int = 900
    after_heading: int = 600
    paragraph: int = 500
    list_item: int = 300
    quote: int = 500
    before_outro: int = 1000
    sentence: int = 250


# How the blog's site generator names a heading's id (narrate.text.anchors says how each one does it).
ANCHOR_STYLES: tuple[str, ...] = ("hugo", "github", "astro")

# The Podcast Taxonomy's groups and roles (Podcastindex-org/podcast-namespace taxonomy.json), for
# `feed.people`; compared without letter case, as the namespace says.
PERSON_ROLES: dict[str, tuple[str, ...]] = {
    "creative direction": ("director", "assistant director", "executive producer", "senior producer", "producer",
                           "associate producer", "development producer", "creative director"),
    "cast": ("host", "co-host", "guest host", "guest", "voice actor", "narrator", "announcer", "reporter"),
    "writing": ("author", "editorial director", "co-writer", "writer", "songwriter", "guest writer", "story editor",
                "managing editor", "script editor", "script coordinator", "researcher", "editor", "fact checker",
                "translator", "translater", "transcriber", "logger"),
    "audio production": ("studio coordinator", "technical director", "technical manager", "audio engineer",
                         "remote recording engineer", "post production engineer"),
    "audio post-production": ("audio editor", "sound designer", "foley artist", "composer", "theme music",
                              "music production", "music contributor"),
    "administration": ("production coordinator", "booking coordinator", "production assistant", "content manager",
                       "marketing manager", "sales representative", "sales manager"),
    "visuals": ("graphic designer", "cover art designer"),
    "community": ("social media manager",),
    "misc.": ("consultant", "intern"),
    "video production": ("camera operator", "lighting designer", "camera grip", "assistant camera"),
    "video post-production": ("editor", "assistant editor"),
}


@dataclass(frozen=True)
class Person:
    """Someone the feed credits (`podcast:person`): a name, a role and group of the Podcast Taxonomy, links."""

    name: str
    role: str = "host"
    group: str = "cast"
    href: str = ""
    img: str = ""


@dataclass(frozen=True)
class FeedSettings:
    """Podcast feed settings shared by every language's feed."""

    base_url: str = ""
    link: str = ""
    article_url: str = ""  # e.g. "{link}/posts/{slug}/" or "{page}": overrides the article's web page ({page})
    author: str = ""
    owner_name: str = ""
    owner_email: str = ""
    image: str = ""
    image_convert: bool = False  # convert art Apple would reject (not square, size, CMYK, type) to an RGB JPEG
    category: str = "Technology"
    explicit: bool = False
    locked: bool = True
    title: dict[str, str] = field(default_factory=dict)
    description: dict[str, str] = field(default_factory=dict)
    # <copyright> per language ("default" for the rest); none given: "© {year} {author}".
    copyright: dict[str, str] = field(default_factory=dict)
    people: tuple[Person, ...] = ()  # podcast:person; none: the author (role author, group writing)
    txt: tuple[tuple[str, str, str], ...] = ()  # podcast:txt as (purpose, language or "" for every feed, text)
    new_feed_url: dict[str, str] = field(default_factory=dict)  # per language: where that feed moved to
    block: bool = False  # itunes:block Yes: Apple Podcasts hides the show
    complete: bool = False  # itunes:complete Yes: no episode will follow
    # <podcast:txt purpose="ai-content">true</podcast:txt> on the channel and every item: a synthetic voice
    # reads every episode (Apple's and the EU's rules expect that said); false leaves the tags out.
    ai_content: bool = True
    # The sentence that says so in every episode's show notes, per language ("default" for the rest);
    # none given: narrate's own in the feed's language; "" for a language: no sentence there.
    disclosure: dict[str, str] = field(default_factory=dict)
    anchors: str = "hugo"  # how the blog names heading ids: hugo | github | astro (chapters link to them)
    # Where the MP3s are served when not beside the feeds (release assets, object storage): the enclosure
    # and the player's audio are MEDIA_BASE_URL/<lang>/<slug>.mp3; "" is base_url.
    media_base_url: str = ""


@dataclass(frozen=True)
class MusicFile:
    """One music file of voices.yaml: where it is, the hash of its bytes, and the setting that names it."""

    path: Path
    sha256: str
    key: tuple[str, ...]  # e.g. ("languages", "en", "intro_audio"): what an error about the file names


@dataclass(frozen=True)
class MusicSettings:
    """Music around the voice of one language: `intro_audio` before the title, `outro_audio` after
    the last words, `bed_audio` under the spoken intro (title and intro line) at `bed_gain` dB
    below the voice. Paths are relative to voices.yaml; any file ffmpeg reads.

    Set at the top level of voices.yaml for every language; `languages.<lang>.<key>` overrides
    it for one language (an empty value turns it off there). Whether a file decodes is found
    when the first episode needs it (a ConfigError naming the file and the key).
    """

    intro: MusicFile | None = None
    outro: MusicFile | None = None
    bed: MusicFile | None = None
    bed_gain: float = -20.0

    @property
    def active(self) -> bool:
        """Whether any music is set."""
        return bool(self.intro or self.outro or self.bed)

    def fingerprint(self) -> list[object]:
        """What of the music shapes an episode's sound: the files' bytes (by hash) and the bed's level."""
        return [f.sha256 if f else None for f in (self.intro, self.outro, self.bed)] + (
            [self.bed_gain] if self.bed else [])


@dataclass(frozen=True)
class BuildSettings:
    """Which files `narrate build` looks at."""

    include: tuple[str, ...] = ()  # none: every file a reader is registered for (narrate.text.readers)
    exclude: tuple[str, ...] = ()
    remove_deleted: bool = True
    max_removal_share: float = 0.5  # more than this share of published episodes gone in one build: held back
    opt_in: bool = False  # narrate only articles whose front matter says `audio: true`


# The site generators whose conventions narrate follows (narrate.text.site says how each one does).
SITE_GENERATORS: tuple[str, ...] = ("hugo", "jekyll", "hexo", "astro", "docusaurus", "plain")


@dataclass(frozen=True)
class SiteSettings:
    """`site:` in voices.yaml: the blog's generator ("" = detect it from the blog's own config) and a
    permalink template that overrides the generator's rules (`/posts/:folder/`, `/:year/:month/:slug/`)."""

    generator: str = ""
    permalink: str = ""


@dataclass(frozen=True)
class Config:
    """The whole of voices.yaml, validated."""

    path: Path | None
    engine: str
    engines: tuple[str, ...]  # the fallback order: `engines:`, else what `engine:` stands for
    concurrency: int
    attempts: int
    timeout: float
    footnotes: str
    skip_cues: bool
    pauses: Pauses
    derive: dict[str, str]
    known_terms: frozenset[str]
    languages: dict[str, LanguageSettings] = field(repr=False)  # every Edge language: too long to show
    feed: FeedSettings
    build: BuildSettings
    raw: dict[str, Any] = field(repr=False, compare=False, default_factory=dict)
    # auto: lossless gain steps where they reach -16 ±1 LUFS, else the true-peak limiter (one encode, cached);
    # lossless: gain steps only (peaks may keep it under -16 LUFS); limit: the limiter unless steps land within 0.5 LU
    loudness: str = "auto"
    mixed_language: str = "block"  # block: a paragraph in another language gets that language's voice; off
    # Respellings per voice name ({"en-US-AriaNeural": (("NCCL", "nickel"),)}), on top of the language's.
    voice_pronounce: dict[str, tuple[tuple[str, str], ...]] = field(default_factory=dict)
    # Music: the top level's settings, and each language's where voices.yaml overrides them.
    music: MusicSettings = field(default_factory=MusicSettings)
    music_by_lang: dict[str, MusicSettings] = field(repr=False, default_factory=dict)
    site: SiteSettings = field(default_factory=SiteSettings)

    def music_for(self, lang: str) -> MusicSettings:
        """The jingles and the bed of episodes in `lang`."""
        return self.music_by_lang.get(lang, self.music)

    def pronounce(self, lang: str, voice: str) -> tuple[tuple[str, str], ...]:
        """The respellings sent to `voice` speaking `lang`: the language's, then the voice's own."""
        settings = self.languages.get(lang)
        merged = dict(settings.pronounce if settings else ())
        merged.update(self.voice_pronounce.get(voice, ()))
        return tuple(merged.items())
    lines: dict[tuple[str, ...], int] = field(repr=False, compare=False, default_factory=dict)

    def error(self, trail: tuple[str, ...], problem: str) -> ConfigError:
        """A ConfigError about the setting at `trail` (e.g. ("languages", "en", "voice")), naming file, key and line."""
        return _Checker(self.path, self.lines).fail(trail, problem)

    def language_spec(self, lang: str) -> dict[str, Any]:
        """The raw settings of one language as voices.yaml (over the defaults) gives them, for engines to check."""
        spec = self.raw.get("languages", {}).get(lang)
        return dict(spec) if isinstance(spec, dict) else {}

    @property
    def source(self) -> str:
        """Where the settings came from, for messages."""
        return str(self.path) if self.path else "built-in defaults"

    @property
    def base_dir(self) -> Path:
        """The folder relative paths in the config are resolved against."""
        return self.path.parent if self.path else Path.cwd()

    def language(self, lang: str) -> LanguageSettings:
        """The settings of one language (every supported language has defaults)."""
        try:
            return self.languages[lang]
        except KeyError:
            raise ConfigError(
                f"{self.source}: no voice configured for language '{lang}'; "
                f"add languages.{lang} to voices.yaml",
                path=self.path, key=f"languages.{lang}",
            ) from None

    def with_voice(self, lang: str, name: str) -> Config:
        """These settings with `lang` read by the voice `name` (`build --voice`), prosody kept."""
        settings = self.language(lang)
        voice = replace(settings.voice, name=name)
        return replace(self, languages={**self.languages, lang: replace(settings, voice=voice)})

    def fingerprint(self, lang: str) -> str:
        """A hash of what changes the episodes of one language, spoken or written with them (for rebuild decisions)."""
        settings = self.languages.get(lang)
        payload = {
            "lang": repr(settings),
            "pauses": repr(self.pauses),
            "footnotes": self.footnotes,
            "skip_cues": self.skip_cues,
            "derive": self.derive,
            # "lossless" was the default: episodes made under it stay current; auto and limit make new audio.
            **({"loudness": self.loudness} if self.loudness != "lossless" else {}),
            "mixed_language": self.mixed_language,
            "pronounce": sorted((k, sorted(v)) for k, v in self.voice_pronounce.items()),
            # Only when set, so that episodes made before music existed stay current.
            **({"music": self.music_for(lang).fingerprint()} if self.music_for(lang).active else {}),
            # The chapters' links are written with the episode: another anchor style remakes it (from the
            # cache). Only when not the default, so that episodes made before chapter links stay current.
            **({"anchors": self.feed.anchors} if self.feed.anchors != "hugo" else {}),
        }
        return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()[:16]


INTRO_FIELDS = ("title", "author", "author_line", "date", "description")


# The placeholders of feed.article_url: {page} is the article's address by the site's own rules.
ARTICLE_URL_FIELDS: tuple[str, ...] = ("link", "slug", "lang", "page", "key")


def template_problem(template: str, allowed: tuple[str, ...]) -> str | None:
    """Why `template` is not plain text with `{name}` placeholders from `allowed`, or None if it is.

    Format specs and conversions are refused: `{slug:>999999999}` would build a gigabyte string.
    """
    names = ", ".join("{" + name + "}" for name in allowed)
    try:
        fields = list(string.Formatter().parse(template))
    except ValueError as exc:
        return f"{exc} (write a literal brace as {{{{ or }}}}); placeholders are {names}"
    for _, name, spec, conversion in fields:
        if name is None:
            continue
        if name not in allowed:
            return f"unknown placeholder {{{name}}}; use {names}"
        if spec or conversion:
            return f"placeholder {{{name}}} may not carry a format (':' or '!'); write it as {{{name}}}"
    return None


_SURROGATE = re.compile("[\ud800-\udfff]")


class _LineLoader(yaml.SafeLoader):
    """A safe YAML loader that remembers the line of every mapping key."""


def _load_with_lines(text: str, path: Path) -> tuple[Any, dict[tuple[str, ...], int]]:
    """The document and the line of each key. Parsed by libyaml (a tenth of the pure-Python parser's
    time, paid on every run for the defaults and voices.yaml); a document it refuses is parsed again
    by the pure-Python parser, so a mistake is reported in the same words, with the line quoted."""
    try:
        return _load_with(safe_yaml.FastLoader, text, path)
    except yaml.YAMLError:
        return _load_with(_LineLoader, text, path)


def _load_with(loader: type[yaml.SafeLoader], text: str, path: Path) -> tuple[Any, dict[tuple[str, ...], int]]:
    lines: dict[tuple[str, ...], int] = {}
    scalars = _LineLoader("")

    def refuse_surrogate(node: yaml.Node, trail: tuple[str, ...]) -> None:
        # libyaml decodes "\ud800" to a lone surrogate, which no encoder can write: every later
        # hash, log or feed of it would fail far from here. Refused where it is written.
        if isinstance(node, yaml.ScalarNode) and _SURROGATE.search(str(node.value)):
            line = node.start_mark.line + 1
            raise ConfigError(f"{path}: line {line}: key '{'.'.join(trail)}': a lone surrogate escape (\\ud800-"
                              "\\udfff) is not a character; write the character itself or a \\U escape",
                              path=path, key=".".join(trail), line=line)

    def walk(node: yaml.Node, trail: tuple[str, ...]) -> Any:
        if isinstance(node, yaml.MappingNode):
            out: dict[str, Any] = {}
            for key_node, value_node in node.value:
                refuse_surrogate(key_node, trail + (str(key_node.value).encode("utf-8", "replace").decode(),))
                key = str(key_node.value)
                lines[trail + (key,)] = key_node.start_mark.line + 1
                out[key] = walk(value_node, trail + (key,))
            return out
        if isinstance(node, yaml.SequenceNode):
            return [walk(child, trail + (str(i),)) for i, child in enumerate(node.value)]
        refuse_surrogate(node, trail)
        try:
            return scalars.construct_object(node, deep=True)
        except ValueError as exc:  # e.g. a number of thousands of digits
            text = " ".join(str(exc).split())[:100]
            raise ConfigError(f"{path}: line {node.start_mark.line + 1}: key '{'.'.join(trail)}': "
                              f"impossible value ({text}); fix it", path=path, key=".".join(trail),
                              line=node.start_mark.line + 1) from None

    try:
        node = safe_yaml.compose(text, loader)
    except safe_yaml.YamlTooLarge as exc:
        raise ConfigError(f"{path}: the settings {exc}; simplify them", path=path) from None
    except yaml.YAMLError as exc:
        if loader is not _LineLoader:
            raise
        mark = getattr(exc, "problem_mark", None)
        where = f" line {mark.line + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise ConfigError(f"{path}:{where.strip() or 'line ?'}: invalid YAML ({problem}); fix the syntax", path=path,
                          line=mark.line + 1 if mark else None) from None
    if node is None:
        return {}, lines
    return walk(node, ()), lines


# Lists a user's file adds to rather than replaces (the README promises "merged over the defaults").
_ADDITIVE_LISTS = ("known_terms",)


def _merge(base: dict[str, Any], over: dict[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for key, value in over.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict) and key not in ("lexicon", "pronounce"):
            out[key] = _merge(out[key], value)
        elif key in ("lexicon", "pronounce") and isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = {**out[key], **value}
        elif key in _ADDITIVE_LISTS and isinstance(value, list) and isinstance(out.get(key), list):
            out[key] = out[key] + [v for v in value if v not in out[key]]
        else:
            out[key] = value
    return out


def _defaults() -> dict[str, Any]:
    text = resources.files("narrate").joinpath("default_voices.yaml").read_text(encoding="utf-8")
    data, _ = _load_with_lines(text, Path("default_voices.yaml"))
    assert isinstance(data, dict)
    return data


def find_config(start: Path) -> Path | None:
    """The nearest voices.yaml walking up from a file or folder, or None."""
    here = start.resolve()
    if here.is_file() or not here.exists():
        here = here.parent
    for folder in (here, *here.parents):
        candidate = folder / CONFIG_NAME
        if candidate.is_file():
            return candidate
    return None


def load_config(path: Path | None = None, *, near: Path | None = None) -> Config:
    """Load voices.yaml from `path`, else the nearest one to `near`, else built-in defaults.

    Whether the voices are ones the engines can use is the engines' to check
    (``narrate.voice.engines.resolve_engines``): `narrate voices` loads a voices.yaml with a
    voice not in Edge's list, because its listing is the advice for exactly that error.
    """
    if path is None and near is not None:
        path = find_config(near)
    raw = _defaults()
    lines: dict[tuple[str, ...], int] = {}
    if path is not None:
        try:
            size = Path(path).stat().st_size
            if size > CONFIG_MAX_BYTES:
                # Refused before it is read or parsed: a 35 MB file took 1.4 GB and 25 s to refuse by its nodes.
                raise ConfigError(f"{path}: {size / 1_000_000:.1f} MB is far more than settings need (at most "
                                  f"{CONFIG_MAX_BYTES // 1_000_000} MB); is it the right file?", path=path)
            text = Path(path).read_text(encoding="utf-8-sig")
        except FileNotFoundError:
            raise ConfigError(f"{path}: config file not found; check --config", path=path, key="--config") from None
        except (OSError, UnicodeDecodeError) as exc:
            raise ConfigError(f"{path}: cannot read config ({exc}); save it as UTF-8", path=path) from None
        user, lines = _load_with_lines(text, Path(path))
        if user is None:
            user = {}
        if not isinstance(user, dict):
            raise ConfigError(f"{path}: line 1: the top level must be a mapping of settings", path=path, line=1)
        raw = _merge(raw, user)
    return _validate(raw, Path(path) if path else None, lines)


class _Checker:
    def __init__(self, path: Path | None, lines: dict[tuple[str, ...], int]) -> None:
        self.path = path
        self.lines = lines

    def fail(self, trail: tuple[str, ...], problem: str) -> ConfigError:
        where = str(self.path) if self.path else "built-in defaults"
        line = None
        for cut in range(len(trail), 0, -1):
            line = self.lines.get(trail[:cut])
            if line:
                break
        at = f" line {line}" if line else ""
        key = ".".join(trail)
        return ConfigError(f"{where}:{at} key '{key}': {problem}", path=self.path, key=key, line=line)

    def get(self, data: dict[str, Any], trail: tuple[str, ...], kind: type | tuple[type, ...]) -> Any:
        value = data.get(trail[-1])
        if kind is int and isinstance(value, bool):
            raise self.fail(trail, f"expected a whole number, got {value!r}")
        if not isinstance(value, kind):
            names = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
            readable = {"str": "text", "int": "a whole number", "dict": "a mapping", "list": "a list", "bool": "true or false"}
            raise self.fail(trail, f"expected {readable.get(names, names)}, got {value!r}")
        return value


def _validate(raw: dict[str, Any], path: Path | None, lines: dict[tuple[str, ...], int]) -> Config:
    check = _Checker(path, lines)
    known_top = {
        "engine", "engines", "concurrency", "attempts", "timeout", "footnotes", "skip_cues", "pauses", "derive",
        "known_terms", "languages", "feed", "build", "loudness", "mixed_language", "pronounce", "site",
        *MUSIC_FILE_KEYS, "bed_gain",
    }
    for key in raw:
        if key not in known_top:
            raise check.fail((key,), f"unknown setting; expected one of {', '.join(sorted(known_top))}")

    engine = check.get(raw, ("engine",), str)
    if not engine.strip():
        raise check.fail(("engine",), "must be auto or an engine name (edge, espeak)")
    engines: tuple[str, ...] = AUTO_ENGINES if engine == "auto" else (engine,)
    if "engines" in raw:
        # Which names exist is the engine registry's business (narrate.voice.engines checks them).
        listed = raw["engines"]
        if not isinstance(listed, list) or not listed or not all(isinstance(n, str) and n.strip() for n in listed):
            raise check.fail(("engines",), "expected a list of engine names in fallback order, like [edge, espeak]")
        engines = tuple(listed)
    concurrency = check.get(raw, ("concurrency",), int)
    if not 1 <= concurrency <= 32:
        raise check.fail(("concurrency",), "must be between 1 and 32 (the service throttles beyond ~8)")
    attempts = check.get(raw, ("attempts",), int)
    if not 1 <= attempts <= 20:
        raise check.fail(("attempts",), "must be between 1 and 20")
    timeout = check.get(raw, ("timeout",), (int, float))
    if isinstance(timeout, bool) or not 1 <= timeout <= 600:
        raise check.fail(("timeout",), "must be seconds between 1 and 600")
    footnotes = check.get(raw, ("footnotes",), str)
    if footnotes not in ("end", "omit"):
        raise check.fail(("footnotes",), "must be 'end' or 'omit'")
    skip_cues = check.get(raw, ("skip_cues",), bool)
    loudness = raw.get("loudness", "auto")
    if loudness not in ("auto", "lossless", "limit"):
        raise check.fail(("loudness",), f"must be 'auto' (reach -16 LUFS: lossless gain steps where they do, else "
                         f"one encode through a true-peak limiter), 'lossless' (gain steps only, never re-encoded) "
                         f"or 'limit' (the limiter unless the steps land within 0.5 LU), got {loudness!r}")

    pauses_raw = check.get(raw, ("pauses",), dict)
    pause_values: dict[str, int] = {}
    for name in Pauses.__dataclass_fields__:
        value = pauses_raw.get(name, getattr(Pauses, name))
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 10_000:
            raise check.fail(("pauses", name), f"must be milliseconds between 0 and 10000, got {value!r}")
        pause_values[name] = value
    for name in pauses_raw:
        if name not in Pauses.__dataclass_fields__:
            raise check.fail(("pauses", name), f"unknown pause; expected one of {', '.join(Pauses.__dataclass_fields__)}")
    pauses = Pauses(**pause_values)

    derive_raw = check.get(raw, ("derive",), dict)
    derive: dict[str, str] = {}
    for target, source in derive_raw.items():
        pair = {target, source}
        if pair != {"zh-hant", "zh-hans"}:
            raise check.fail(("derive", str(target)), "only zh-hant ⇄ zh-hans can be derived (with OpenCC)")
        derive[str(target)] = str(source)

    known_terms = check.get(raw, ("known_terms",), list)
    mixed_language = raw.get("mixed_language", "block")
    if mixed_language is False:
        mixed_language = "off"  # YAML reads a bare `off` as false
    if mixed_language not in ("block", "off"):
        raise check.fail(("mixed_language",), "must be 'block' (another language's paragraph gets its voice) or 'off'")

    langs_raw = check.get(raw, ("languages",), dict)
    edge_langs = edge_languages()
    for lang in langs_raw:
        if lang not in edge_langs:
            raise check.fail(("languages", str(lang)), f"unknown language; {_language_hint(str(lang), edge_langs)}")
    # Every language Edge speaks has settings: its default voice, no intro or outro (those are
    # words in the language, and narrate ships them only for the blog's five).
    for lang in edge_langs:
        if lang not in langs_raw:
            langs_raw[lang] = {"voice": default_voice(lang), "espeak_voice": _ESPEAK.get(lang, lang.split("-")[0])}
            if lang in NO_FALLBACK:
                langs_raw[lang]["fallback"] = False
    languages: dict[str, LanguageSettings] = {}
    for lang, spec in langs_raw.items():
        trail = ("languages", str(lang))
        if not isinstance(spec, dict):
            raise check.fail(trail, "expected a mapping with voice, rate, pitch, volume, lexicon…")
        # What a voice name or a rate must look like is each engine's to say (Engine.check_voice).
        voice_name = check.get(spec, trail + ("voice",), str)
        rate = str(spec.get("rate", "+0%"))
        pitch = str(spec.get("pitch", "+0Hz"))
        volume = str(spec.get("volume", "+0%"))
        lexicon_raw = spec.get("lexicon") or {}
        if not isinstance(lexicon_raw, dict):
            raise check.fail(trail + ("lexicon",), "expected a mapping of term: spoken form")
        lexicon: list[tuple[str, str]] = []
        for term, spoken in lexicon_raw.items():
            if not isinstance(spoken, (str, int, float)) or not str(term).strip():
                raise check.fail(trail + ("lexicon", str(term)), "expected 'term: spoken form' with text on both sides")
            lexicon.append((str(term), str(spoken)))
        pronounce = _pairs(check, spec.get("pronounce"), trail + ("pronounce",))
        cues_raw = spec.get("cues") or {}
        if not isinstance(cues_raw, dict):
            raise check.fail(trail + ("cues",), "expected a mapping like {code: '…', table: '…'}")
        for text_key in ("intro", "outro", "author_line"):
            if text_key in spec and not isinstance(spec[text_key], str):
                raise check.fail(trail + (text_key,), "expected text")
        for text_key, allowed in (("intro", INTRO_FIELDS), ("author_line", ("author",))):
            problem = template_problem(str(spec.get(text_key) or ""), allowed)
            if problem:
                raise check.fail(trail + (text_key,), problem)
        fallback = spec.get("fallback", "auto")
        if not (isinstance(fallback, bool) or fallback == "auto"):
            raise check.fail(trail + ("fallback",), "expected true (the offline voice may narrate this language "
                             "when Edge cannot be reached), false (never: the episode waits for Edge) or auto "
                             f"(where it reads the text rather than naming its letters), got {fallback!r}")
        for key in spec:
            typo = _misspelt(str(key), LANGUAGE_KEYS)
            if typo:
                raise check.fail(trail + (str(key),), f"unknown setting; did you mean {typo}?")
        engine_settings = tuple(sorted((str(k), str(v)) for k, v in spec.items()
                                       if k not in LANGUAGE_KEYS and isinstance(v, (str, int, float))))
        languages[lang] = LanguageSettings(
            lang=lang,
            voice=Voice(voice_name, rate, pitch, volume, engine_settings),
            intro=str(spec.get("intro") or ""),
            author_line=str(spec.get("author_line") or ""),
            outro=str(spec.get("outro") or ""),
            cues={str(k): str(v) for k, v in cues_raw.items()},
            lexicon=tuple(lexicon),
            pronounce=pronounce,
            fallback=None if fallback == "auto" else bool(fallback),
        )

    voice_pronounce: dict[str, tuple[tuple[str, str], ...]] = {}
    pronounce_raw = raw.get("pronounce") or {}
    if not isinstance(pronounce_raw, dict):
        raise check.fail(("pronounce",), "expected a mapping of voice name: {term: spoken form}")
    for voice_key, table in pronounce_raw.items():
        # Whether a name is a voice is the engines' to say; a language here is the likely mistake.
        if str(voice_key).lower() in edge_languages() or not str(voice_key).strip():
            raise check.fail(("pronounce", str(voice_key)), "expected a voice name like en-US-AriaNeural "
                             "(per-language respellings go under languages.<lang>.pronounce)")
        voice_pronounce[str(voice_key)] = _pairs(check, table, ("pronounce", str(voice_key)))

    music = _music(check, raw, (), MusicSettings(), path)
    music_by_lang = {}
    for lang, spec in langs_raw.items():
        if isinstance(spec, dict) and any(key in spec for key in (*MUSIC_FILE_KEYS, "bed_gain")):
            music_by_lang[str(lang)] = _music(check, spec, ("languages", str(lang)), music, path)

    feed_raw = check.get(raw, ("feed",), dict)
    feed_known = set(FeedSettings.__dataclass_fields__)
    for key in feed_raw:
        if key not in feed_known:
            raise check.fail(("feed", key), f"unknown feed setting; expected one of {', '.join(sorted(feed_known))}")
    for key in ("base_url", "media_base_url", "link", "article_url", "author", "owner_name", "owner_email", "image",
                "category"):
        if feed_raw.get(key) is None:
            feed_raw[key] = ""
        check.get(feed_raw, ("feed", key), str)
    link = feed_raw["link"].strip()
    if link and not re.fullmatch(r"https?://[^\s/?#]+[^\s]*", link, re.I):
        # The channel's <link> and the pages' home link: a `javascript:` or `data:` one would run in
        # whatever shows it.
        raise check.fail(("feed", "link"), f"must be the blog's http(s) address (https://blog.example), got {link!r}")
    for key in ("image_convert", "block", "complete"):
        if feed_raw.get(key) is None:
            feed_raw[key] = False
    if feed_raw.get("ai_content") is None:
        feed_raw["ai_content"] = True
    for key in ("explicit", "locked", "image_convert", "block", "complete", "ai_content"):
        check.get(feed_raw, ("feed", key), bool)
    for key in ("title", "description"):
        value = feed_raw.get(key) or {}
        if isinstance(value, str):
            value = {lang: value for lang in all_langs()}
        if not isinstance(value, dict):
            raise check.fail(("feed", key), "expected a mapping of language: text (or one text for all)")
        feed_raw[key] = {str(k): str(v) for k, v in value.items()}
    problem = template_problem(feed_raw["article_url"], ARTICLE_URL_FIELDS)
    if problem:
        raise check.fail(("feed", "article_url"), problem)
    image = feed_raw["image"]
    if image and "://" not in image:
        local = (path.parent if path else Path.cwd()) / image
        if not local.is_file():
            raise check.fail(("feed", "image"), f"{local} does not exist; give a URL or a path relative to this file")
        if local.suffix.lower() not in (".jpg", ".jpeg", ".png") and not feed_raw["image_convert"]:
            raise check.fail(("feed", "image"), f"{local} is not a .jpg or .png (Apple accepts only those); "
                             "set feed.image_convert: true to convert it")
    base_url = feed_raw["base_url"].rstrip("/")
    if base_url and not re.match(r"^https?://[\x21-\x7e]+$", base_url):
        raise check.fail(("feed", "base_url"), "must be an http(s) URL of ASCII characters (Apple rejects others)")
    media_base_url = feed_raw["media_base_url"].rstrip("/")
    if media_base_url and not re.match(r"^https?://[\x21-\x7e]+$", media_base_url):
        raise check.fail(("feed", "media_base_url"), "must be an http(s) URL of ASCII characters (Apple rejects others)")
    problem = template_problem(media_base_url, ("lang", "slug")) if "{" in media_base_url else None
    if problem or ("{" in media_base_url and "{slug}" not in media_base_url):
        raise check.fail(("feed", "media_base_url"), problem or "a template must name {slug} (and {lang} for "
                         "more than one language), e.g. https://github.com/o/r/releases/download/audio/{lang}-{slug}.mp3")
    feed_raw["media_base_url"] = media_base_url
    email = feed_raw["owner_email"]
    if email and not re.match(r"^[^@\s]+@[^@\s]+\.[^@\s]+$", email):
        raise check.fail(("feed", "owner_email"), f"{email!r} is not an email address")
    feed_raw.update(_feed_extras(check, feed_raw, base_url))
    feed = FeedSettings(**{**feed_raw, "base_url": base_url})

    build_raw = check.get(raw, ("build",), dict)
    include = build_raw.get("include") or []
    exclude = build_raw.get("exclude") or []
    for key, value in (("include", include), ("exclude", exclude)):
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise check.fail(("build", key), "expected a list of glob patterns like '**/*.md'")
    remove_deleted = build_raw.get("remove_deleted", True)
    if not isinstance(remove_deleted, bool):
        raise check.fail(("build", "remove_deleted"), "expected true or false")
    share = build_raw.get("max_removal_share", BuildSettings.max_removal_share)
    if isinstance(share, bool) or not isinstance(share, (int, float)) or not 0 <= share <= 1:
        raise check.fail(("build", "max_removal_share"), f"expected a share between 0 and 1 like 0.5, got {share!r}")
    opt_in = build_raw.get("opt_in", False)
    if not isinstance(opt_in, bool):
        raise check.fail(("build", "opt_in"), "expected true or false")
    for key in build_raw:
        if key not in BuildSettings.__dataclass_fields__:
            raise check.fail(("build", str(key)), "unknown build setting; expected one of "
                             + ", ".join(sorted(BuildSettings.__dataclass_fields__)))

    return Config(
        path=path,
        engine=engine,
        engines=engines,
        concurrency=concurrency,
        attempts=attempts,
        timeout=float(timeout),
        footnotes=footnotes,
        skip_cues=skip_cues,
        pauses=pauses,
        derive=derive,
        known_terms=frozenset(str(t) for t in known_terms),
        languages=languages,
        feed=feed,
        build=BuildSettings(tuple(include), tuple(exclude), remove_deleted, float(share), opt_in=opt_in),
        raw=raw,
        loudness=loudness,
        mixed_language=str(mixed_language),
        voice_pronounce=voice_pronounce,
        lines=lines,
        music=music,
        music_by_lang=music_by_lang,
        site=_site(check, raw.get("site")),
    )


def _site(check: _Checker, value: Any) -> SiteSettings:
    """`site: hugo`, or `site: {generator: hugo, permalink: /posts/:folder/}`; none: detected."""
    if value is None or value == "":
        return SiteSettings()
    if isinstance(value, str):
        value = {"generator": value}
    if not isinstance(value, dict):
        raise check.fail(("site",), f"expected one of {', '.join(SITE_GENERATORS)}, or a mapping with "
                         "generator: and permalink:")
    for key in value:
        if key not in SiteSettings.__dataclass_fields__:
            raise check.fail(("site", str(key)), "unknown site setting; expected generator or permalink")
    generator = value.get("generator") or ""
    if not isinstance(generator, str) or (generator and generator.strip().lower() not in SITE_GENERATORS):
        raise check.fail(("site", "generator") if "generator" in value else ("site",),
                         f"must be one of {', '.join(SITE_GENERATORS)} (the blog's site generator), got {generator!r}")
    permalink = value.get("permalink") or ""
    if not isinstance(permalink, str) or (permalink and not permalink.startswith("/")):
        raise check.fail(("site", "permalink"), "expected a path template starting with /, like /posts/:folder/ "
                         "or /:year/:month/:slug/")
    if len(permalink) > 500 or any(ord(ch) < 32 for ch in permalink):
        raise check.fail(("site", "permalink"), "expected one short line, like /posts/:folder/")
    return SiteSettings(generator.strip().lower(), permalink)


def _https_url(value: str) -> bool:
    return re.match(r"^https://[^/?#\s]+[\x21-\x7e]*$", value) is not None


def _web_url(value: str) -> bool:
    return re.match(r"^https?://[^/?#\s]+[\x21-\x7e]*$", value) is not None


def _per_language(check: _Checker, value: Any, trail: tuple[str, ...], what: str) -> dict[str, str]:
    """A setting given once for every feed (text) or per language ({en: …, default: …}), as a mapping."""
    if value is None or value == {}:
        return {}
    if isinstance(value, str):
        return {"default": value}
    if not isinstance(value, dict):
        raise check.fail(trail, f"expected {what}, or a mapping of language: {what}")
    known = set(all_langs()) | {"default"}
    out: dict[str, str] = {}
    for lang, text in value.items():
        if str(lang) not in known:
            raise check.fail(trail + (str(lang),), "unknown language; use a language code such as en or zh-hant "
                             "(`narrate voices` lists them), or default")
        if not isinstance(text, str):
            raise check.fail(trail + (str(lang),), f"expected {what}, got {text!r}")
        out[str(lang)] = text
    return out


def _feed_extras(check: _Checker, feed_raw: dict[str, Any], base_url: str) -> dict[str, Any]:
    """The feed settings of issue 12's item 6 and the chapter anchors, checked: copyright, people, txt,
    new_feed_url, anchors (block and complete are plain booleans)."""
    out: dict[str, Any] = {}
    copyright_ = {lang: text for lang, text in
                  _per_language(check, feed_raw.get("copyright"), ("feed", "copyright"), "text").items() if text}
    for lang, text in copyright_.items():
        trail = ("feed", "copyright") + (() if lang == "default" and isinstance(feed_raw.get("copyright"), str)
                                         else (lang,))
        problem = template_problem(text, ("year", "author"))
        if problem:
            raise check.fail(trail, problem)
        if len(text) > 255:
            raise check.fail(trail, f"is {len(text)} characters; Apple reads at most 255")
    out["copyright"] = copyright_

    people_raw = feed_raw.get("people") or []
    if not isinstance(people_raw, list):
        raise check.fail(("feed", "people"), "expected a list of people, like [{name: Jane Doe, role: host}]")
    people = []
    for n, entry in enumerate(people_raw):
        trail = ("feed", "people", str(n))
        if isinstance(entry, str):
            entry = {"name": entry}
        if not isinstance(entry, dict):
            raise check.fail(trail, "expected a name, or a mapping with name, role, group, href and img")
        for key in entry:
            if key not in ("name", "role", "group", "href", "img"):
                raise check.fail(trail + (str(key),), "unknown key; a person has name, role, group, href and img")
        name = entry.get("name")
        if not isinstance(name, str) or not name.strip() or len(name.strip()) > 128:
            raise check.fail(trail + ("name",), "expected the person's name (at most 128 characters)")
        role = str(entry.get("role") or "host").strip()
        group = str(entry.get("group") or next((g for g, roles in PERSON_ROLES.items()
                                                 if role.lower() in roles), "cast")).strip()
        if group.lower() not in PERSON_ROLES:
            raise check.fail(trail + ("group",), f"{group!r} is not a group of the Podcast Taxonomy; use one of "
                             + ", ".join(sorted(PERSON_ROLES)))
        if role.lower() not in PERSON_ROLES[group.lower()]:
            raise check.fail(trail + ("role",), f"{role!r} is not a role of the group {group!r} in the Podcast "
                             f"Taxonomy; use one of {', '.join(PERSON_ROLES[group.lower()])}")
        links = {}
        for key in ("href", "img"):
            value = entry.get(key) or ""
            if not isinstance(value, str) or (value and not _web_url(value)):
                raise check.fail(trail + (key,), f"expected an absolute http(s) URL of ASCII characters, got {value!r}")
            links[key] = value
        people.append(Person(name.strip(), role, group, links["href"], links["img"]))
    out["people"] = tuple(people)

    txt_raw = feed_raw.get("txt") or {}
    if not isinstance(txt_raw, dict):
        raise check.fail(("feed", "txt"), "expected a mapping of purpose: text, like {applepodcastsverify: \"…\"} "
                         "(or purpose: {language: text})")
    txt: list[tuple[str, str, str]] = []
    for purpose, value in txt_raw.items():
        trail = ("feed", "txt", str(purpose))
        if not str(purpose).strip() or len(str(purpose)) > 128:
            raise check.fail(trail, "a purpose is at most 128 characters, like applepodcastsverify or verify")
        texts = _per_language(check, value, trail, "text")
        for lang, text in texts.items():
            if not text.strip() or len(text) > 4000:
                raise check.fail(trail + (() if isinstance(value, str) else (lang,)),
                                 "expected the text the platform gave you (1 to 4000 characters)")
            txt.append((str(purpose), "" if lang == "default" else lang, text.strip()))
    out["txt"] = tuple(txt)

    disclosure_raw = feed_raw.get("disclosure")
    if disclosure_raw is False:  # `disclosure: false`: no sentence in any language
        disclosure_raw = {"default": ""}
    disclosure = _per_language(check, disclosure_raw, ("feed", "disclosure"), "a sentence")
    for lang, text in disclosure.items():
        if len(text) > 1000:
            raise check.fail(("feed", "disclosure") + (() if isinstance(disclosure_raw, str) else (lang,)),
                             f"is {len(text)} characters; one or two sentences (at most 1000) say it")
    out["disclosure"] = {lang: " ".join(text.split()) for lang, text in disclosure.items()}

    moved = _per_language(check, feed_raw.get("new_feed_url"), ("feed", "new_feed_url"), "a URL")
    for lang, url in moved.items():
        trail = ("feed", "new_feed_url") + (() if isinstance(feed_raw.get("new_feed_url"), str) else (lang,))
        if lang == "default":
            raise check.fail(trail, "each language's feed moves to its own address: give it per language, "
                             "like {en: https://new.example.com/podcast/en/feed.xml}")
        if not _https_url(url):
            raise check.fail(trail, f"{url!r} is not an absolute https URL of ASCII characters (Apple requires one)")
        if base_url and url.rstrip("/") == f"{base_url}/{lang}/feed.xml":
            raise check.fail(trail, f"is this feed's own address ({url}); give the address it moved to, or remove it")
    out["new_feed_url"] = moved

    anchors = feed_raw.get("anchors") or "hugo"
    if anchors not in ANCHOR_STYLES:
        raise check.fail(("feed", "anchors"), f"must be one of {', '.join(ANCHOR_STYLES)} (how the blog's pages "
                         f"name their headings), got {anchors!r}")
    out["anchors"] = anchors
    return out


def _music(check: _Checker, spec: dict[str, Any], trail: tuple[str, ...], over: MusicSettings,
           path: Path | None) -> MusicSettings:
    """The music settings in `spec` (the top level, or one language's over the top level's `over`).

    A file must exist (relative to voices.yaml) and is hashed now: the hash is part of the
    episodes' fingerprint, so replacing a jingle re-makes them.
    """
    files: dict[str, MusicFile | None] = {}
    for key, current in zip(MUSIC_FILE_KEYS, (over.intro, over.outro, over.bed)):
        if key not in spec:
            files[key] = current
            continue
        value = spec[key]
        if value is None or value == "" or value is False:
            files[key] = None  # turned off (for this language)
            continue
        if not isinstance(value, str):
            raise check.fail(trail + (key,), f"expected the path of an audio file, relative to this file, got {value!r}")
        base = path.parent if path else Path.cwd()
        local = base / value
        try:
            inside = local.resolve().is_relative_to(base.resolve())
        except (OSError, RuntimeError, ValueError):
            inside = False
        if not inside:
            # Like images: only files of the blog are published (and hashed, and read into episodes).
            raise check.fail(trail + (key,), f"{value} is outside {base} (after following links); put the audio "
                             "file in the blog's folder, beside voices.yaml or below it")
        try:
            size = local.stat().st_size if local.is_file() else None
            if size is not None and size > MUSIC_MAX_BYTES:
                raise check.fail(trail + (key,), f"{local} is {size // 1_000_000} MB; a jingle or a bed is at most "
                                 f"{MUSIC_MAX_BYTES // 1_000_000} MB: cut it to the part that plays")
            data = local.read_bytes() if size is not None else None
        except OSError as exc:
            raise check.fail(trail + (key,), f"{local} cannot be read ({exc.strerror}); fix its permissions") from None
        if data is None:
            raise check.fail(trail + (key,), f"{local} does not exist; give the path of an audio file relative "
                             "to this file")
        files[key] = MusicFile(local, hashlib.sha256(data).hexdigest(), trail + (key,))
    gain = spec.get("bed_gain", over.bed_gain)
    if isinstance(gain, bool) or not isinstance(gain, (int, float)) or not -60 <= gain <= 0:
        raise check.fail(trail + ("bed_gain",), f"must be decibels between -60 and 0 (how far the bed sits below "
                         f"the voice, e.g. -20), got {gain!r}")
    return MusicSettings(files["intro_audio"], files["outro_audio"], files["bed_audio"], float(gain))


def _pairs(check: _Checker, table: Any, trail: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """A `term: spoken form` mapping (lexicon, pronounce) as pairs, or a clear error."""
    if table is None:
        return ()
    if not isinstance(table, dict):
        raise check.fail(trail, "expected a mapping of term: spoken form")
    pairs: list[tuple[str, str]] = []
    for term, spoken in table.items():
        if not isinstance(spoken, (str, int, float)) or isinstance(spoken, bool) or not str(term).strip():
            raise check.fail(trail + (str(term),), "expected 'term: spoken form' with text on both sides")
        pairs.append((str(term), str(spoken)))
    return tuple(pairs)
