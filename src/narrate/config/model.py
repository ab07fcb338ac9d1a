"""What voices.yaml means once validated: the settings as frozen dataclasses, and `Config`, the whole of it."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from narrate.errors import ConfigError

from .checks import Checker

# `engine: auto` is this order of engines (`engines:` in voices.yaml spells any order out).
AUTO_ENGINES: tuple[str, ...] = ("edge", "espeak")


@dataclass(frozen=True)
class LoudnessMode:
    """A `loudness:` setting: when an episode goes through the true-peak limiter (one encode, cached) after
    the lossless gain steps have moved it toward the target (-16 LUFS)."""

    name: str
    says: str  # what it does, for voices.yaml's error message
    limit_past_lu: float | None  # the limiter runs when the steps leave it further off than this; None: never


LOUDNESS_MODES: dict[str, LoudnessMode] = {
    mode.name: mode
    for mode in (
        LoudnessMode(
            "auto",
            "reach -16 LUFS: lossless gain steps where they do, else one encode through a true-peak limiter",
            1.0,
        ),
        LoudnessMode("lossless", "gain steps only, never re-encoded", None),
        LoudnessMode("limit", "the limiter unless the steps land within 0.5 LU", 0.5),  # the limiter's own tolerance
    )
}


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
class Reading:
    """A term with a marked reading (`行數: háng shù`) and what its voice is sent for it (`航樹`)."""

    term: str
    said: str
    reading: str
    # The dictionary entry the reading comes from (narrate's default table); "" for the writer's own mark.
    source: str = ""


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
    # Pronunciation marks: voices.yaml's (its lexicon's and pronounce's readings), then narrate's default
    # table unless `default_readings: false`; applied where the term is a word of the text.
    readings: tuple[Reading, ...] = ()
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
    "creative direction": (
        "director",
        "assistant director",
        "executive producer",
        "senior producer",
        "producer",
        "associate producer",
        "development producer",
        "creative director",
    ),
    "cast": ("host", "co-host", "guest host", "guest", "voice actor", "narrator", "announcer", "reporter"),
    "writing": (
        "author",
        "editorial director",
        "co-writer",
        "writer",
        "songwriter",
        "guest writer",
        "story editor",
        "managing editor",
        "script editor",
        "script coordinator",
        "researcher",
        "editor",
        "fact checker",
        "translator",
        "translater",
        "transcriber",
        "logger",
    ),
    "audio production": (
        "studio coordinator",
        "technical director",
        "technical manager",
        "audio engineer",
        "remote recording engineer",
        "post production engineer",
    ),
    "audio post-production": (
        "audio editor",
        "sound designer",
        "foley artist",
        "composer",
        "theme music",
        "music production",
        "music contributor",
    ),
    "administration": (
        "production coordinator",
        "booking coordinator",
        "production assistant",
        "content manager",
        "marketing manager",
        "sales representative",
        "sales manager",
    ),
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
            [self.bed_gain] if self.bed else []
        )


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
    """`site:` in voices.yaml: the blog's generator ("" = detect it from the blog's own config), a
    permalink template that overrides the generator's rules (`/posts/:folder/`, `/:year/:month/:slug/`),
    and the time zone the generator runs in ("" = UTC, where CI runs): Jekyll without a `timezone:` of
    its own, and Hexo always, write a post's URL date in the build machine's zone."""

    generator: str = ""
    permalink: str = ""
    timezone: str = ""


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
    loudness: str = "auto"  # a name of LOUDNESS_MODES
    mixed_language: str = "block"  # block: a paragraph in another language gets that language's voice; off
    # Respellings per voice name ({"en-US-AriaNeural": (("NCCL", "nickel"),)}), on top of the language's.
    voice_pronounce: dict[str, tuple[tuple[str, str], ...]] = field(default_factory=dict)
    # Music: the top level's settings, and each language's where voices.yaml overrides them.
    music: MusicSettings = field(default_factory=MusicSettings)
    music_by_lang: dict[str, MusicSettings] = field(repr=False, default_factory=dict)
    site: SiteSettings = field(default_factory=SiteSettings)
    # An article longer than this (minutes of audio, estimated) starts with a warning giving the estimate; 0: never.
    long_article_minutes: int = 120

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
        return Checker(self.path, self.lines).fail(trail, problem)

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
                f"{self.source}: no voice configured for language '{lang}'; add languages.{lang} to voices.yaml",
                path=self.path,
                key=f"languages.{lang}",
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
