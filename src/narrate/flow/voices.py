"""`narrate voices`: the configured voice per language, and Edge's voices for one language,
from narrate's snapshot of Edge's list, checked against the live list when it can be reached."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from pathlib import Path

from narrate.config import (
    LANGS,
    Config,
    all_langs,
    default_voice,
    edge_languages,
    edge_snapshot,
    edge_voice_problem,
    lang_of_locale,
    load_config,
)
from narrate.text.language import normalize_lang
from narrate.voice.engines.base import EngineFailure
from narrate.voice.engines.edge import list_voices as live_list

from .options import OptionProblem

LIVE_TIMEOUT_S = 15  # the live list is advice: a slow service must not hold the listing up


@dataclass(frozen=True)
class ConfiguredVoice:
    """One language's voice as voices.yaml (or the defaults) sets it, with what Edge says of it."""

    lang: str
    name: str
    rate: str
    pitch: str
    volume: str
    espeak_voice: str  # the offline voice, "" for espeak-ng's default
    problem: str  # why Edge would refuse it, "" when it is an Edge voice
    live: bool | None  # in the live list; None: the live list was not read


@dataclass(frozen=True)
class EdgeVoice:
    """One of Edge's voices for the language asked about."""

    name: str
    gender: str  # "" for a voice newer than narrate's snapshot
    live: bool | None  # in the live list; None: the live list was not read
    newer: bool = False  # in the live list only (not in narrate's snapshot)


@dataclass
class VoiceListing:
    """What `narrate voices [--lang L]` shows."""

    configured: list[ConfiguredVoice]
    source: str  # where Edge's list came from, in words
    offline_reason: str | None  # why the live list was not read (None: it was)
    lang: str | None = None  # the language asked about (--lang)
    edge_voices: list[EdgeVoice] = field(default_factory=list)  # with --lang
    others: list[str] = field(default_factory=list)  # without --lang: languages read by their default voice


def list_voices(lang: str | None = None, config_path: Path | None = None) -> VoiceListing:
    """The configured voices (of `lang`, else of every configured or common language) and, for
    `lang`, Edge's voices: the snapshot shipped with narrate, checked against the live list."""
    # Not checked by the engines: this listing is the advice for a voice that is not in Edge's list.
    config = load_config(config_path, near=Path.cwd())
    if lang:
        wanted: tuple[str, ...] = (_language(lang),)
    else:
        wanted = tuple(c for c in all_langs() if c in LANGS or config.language(c).voice.name != default_voice(c))
    live, source, reason = _live_names()
    listing = VoiceListing([_configured(config, code, live) for code in wanted], source, reason)
    if lang:
        listing.lang = wanted[0]
        listing.edge_voices = _edge_voices(wanted[0], live)
    else:
        listing.others = [c for c in all_langs() if c not in wanted]
    return listing


def _language(lang: str) -> str:
    code = normalize_lang(lang)
    if code is None:
        raise OptionProblem(
            f"unknown language {lang!r}; use a code like fr, de, pt-br or zh-hant (`narrate voices` lists them all)",
            key="--lang",
        )
    return code


def _live_names() -> tuple[set[str] | None, str, str | None]:
    """Edge's live voice names (None when out of reach), where the list came from, and why not live."""
    try:
        voices = asyncio.run(asyncio.wait_for(live_list(), LIVE_TIMEOUT_S))
    except (EngineFailure, asyncio.TimeoutError) as exc:
        reason = exc.detail if isinstance(exc, EngineFailure) else f"no answer within {LIVE_TIMEOUT_S} s"
        date = edge_snapshot()[0]
        return None, f"from narrate's snapshot of Edge's list ({date}); not checked live: {reason}", reason
    return {str(v.get("ShortName", "")) for v in voices}, "checked against the live Edge list just now", None


def _configured(config: Config, code: str, live: set[str] | None) -> ConfiguredVoice:
    voice = config.language(code).voice
    return ConfiguredVoice(
        code,
        voice.name,
        voice.rate,
        voice.pitch,
        voice.volume,
        voice.setting("espeak_voice") or "",
        edge_voice_problem(voice.name, code) or "",
        None if live is None else voice.name in live,
    )


def _edge_voices(code: str, live: set[str] | None) -> list[EdgeVoice]:
    """Edge's voices for `code`: the snapshot's, then the live list's newer ones."""
    genders = {name: gender for name, _, gender in edge_snapshot()[1]}
    voices = [
        EdgeVoice(name, genders.get(name, ""), None if live is None else name in live)
        for name in edge_languages().get(code, ())
    ]
    if live is not None:
        voices += [
            EdgeVoice(name, "", True, newer=True)
            for name in sorted(n for n in live if n not in genders and lang_of_locale(n.rsplit("-", 1)[0]) == code)
        ]
    return voices
