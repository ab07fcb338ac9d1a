"""The Edge voice catalogue: which languages narrate speaks and with which voices, without the network.

narrate speaks every language Edge has a voice for. Its language codes: the language subtag alone
(fr, de, ar…) unless script or region matters: zh-hant/zh-hans, pt-br/pt-pt, iu-cans/iu-latn.
What Edge offers comes from a snapshot of its voice list shipped with narrate (edge_voices.json),
so that a voice name can be checked, and a default voice chosen, without the network.
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path

# The blog's five languages: listed first wherever languages are listed.
LANGS: tuple[str, ...] = ("zh-hant", "zh-hans", "en", "ja", "ko")
# Languages espeak-ng has a voice for but does not read intelligibly, found by
# benchmarks/fallback_evidence.py (README, "Offline fallback"): Hebrew is read as bare
# consonants, Burmese and Thai lose their vowel signs and word breaks. Their `fallback`
# defaults to false; `ja` says so in default_voices.yaml (it says "Chinese letter" for kanji).
NO_FALLBACK: frozenset[str] = frozenset({"he", "my", "th"})

# The locale whose voice is a language's default, where it is not simply `xx-XX`.
_DEFAULT_LOCALE = {
    "en": "en-US",
    "ar": "ar-SA",
    "zh-hant": "zh-TW",
    "zh-hans": "zh-CN",
    "bn": "bn-IN",
    "ur": "ur-PK",
    "sw": "sw-KE",
    "ta": "ta-IN",
    "ms": "ms-MY",
    "sv": "sv-SE",
    "uk": "uk-UA",
}
# The defaults narrate shipped with before it spoke
# every language (kept: episodes were made with them).
_CLASSIC_VOICES = {
    "zh-hant": "zh-TW-HsiaoChenNeural",
    "zh-hans": "zh-CN-XiaoxiaoNeural",
    "en": "en-US-AriaNeural",
    "ja": "ja-JP-NanamiNeural",
    "ko": "ko-KR-SunHiNeural",
}
# espeak-ng's name for a language, where it is not narrate's code.
ESPEAK_NAMES = {
    "zh-hant": "cmn",
    "zh-hans": "cmn",
    "en": "en-us",
    "pt-br": "pt-br",
    "pt-pt": "pt",
    "fil": "fil",
    "nb": "nb",
    "iu-cans": "iu",
    "iu-latn": "iu",
}


def lang_of_locale(locale: str) -> str:
    """narrate's language code for an Edge locale: fr-CA → fr, pt-BR → pt-br, zh-HK → zh-hant."""
    parts = locale.lower().replace("_", "-").split("-")
    if parts[0] == "zh":
        return "zh-hant" if len(parts) > 1 and parts[1] in ("tw", "hk", "mo", "hant") else "zh-hans"
    if parts[0] in ("pt", "iu") and len(parts) > 1:
        return f"{parts[0]}-{parts[1]}"
    return parts[0]


def language_hint(lang: str, known: Mapping[str, object]) -> str:
    """How to write an unknown language code: a near spelling (zh-hnat → zh-hant) before its locale's language."""
    close = difflib.get_close_matches(lang.lower(), list(known), n=1, cutoff=0.75)
    if close and close[0] != lang:
        return f"did you mean {close[0]}?"
    code = lang_of_locale(lang)
    return f"write it as {code}" if code in known and code != lang else "`narrate voices` lists the languages"


#: narrate's package folder. Its data files are read from it directly, as records.code_digest reads
#: them (narrate is installed as files): importlib.resources brings tempfile and zipfile with it,
#: ~8 ms of every start, for nothing a folder does not do.
PACKAGE = Path(__file__).resolve().parent.parent


def package_text(name: str) -> str:
    """The text of a data file shipped in narrate's package (default_voices.yaml, edge_voices.json)."""
    return (PACKAGE / name).read_text(encoding="utf-8")


@lru_cache(maxsize=1)
def edge_snapshot() -> tuple[str, tuple[tuple[str, str, str], ...]]:
    """(snapshot date, ((ShortName, Locale, Gender), …)) of the Edge voice list shipped with narrate."""
    data = json.loads(package_text("edge_voices.json"))
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
            (v[1] for v in voices if v[1].lower() in (f"{primary}-{primary}", lang)), min(v[1] for v in voices)
        )

        def rank(voice: tuple[str, str, str], home: str = home, lang: str = lang) -> tuple[int, int, int, str]:
            return (
                voice[0] != _CLASSIC_VOICES.get(lang),
                voice[1] != home,
                "Multilingual" in voice[0] or voice[2] != "Female",
                voice[0],
            )

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
        return f"{name!r} is not in Edge's voice list (narrate's snapshot of {date}); {hint}"
    if lang is not None and lang_of_locale(locale) != lang:
        return f"{name} is a {lang_of_locale(locale)} voice ({locale}), not a {lang} one; {hint}"
    return None
