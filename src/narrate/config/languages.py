"""The `languages:` and `pronounce:` settings of voices.yaml: who reads each language, and how.

Every language Edge speaks has settings, given or not: its default voice, and no intro or outro
(those are words in the language, and narrate ships them only for the blog's five).
"""

from __future__ import annotations

import difflib
from functools import lru_cache
from typing import Any

from .catalogue import ESPEAK_NAMES, NO_FALLBACK, default_voice, edge_languages, language_hint
from .checks import Checker, template_problem
from .model import LanguageSettings, Reading, Voice

# The keys of a language that narrate itself reads; every other key belongs to the engines
# (e.g. espeak's `espeak_voice`), which check their own settings (narrate.voice.engines).
LANGUAGE_KEYS = frozenset(
    {
        "voice",
        "rate",
        "pitch",
        "volume",
        "intro",
        "outro",
        "author_line",
        "cues",
        "lexicon",
        "pronounce",
        "fallback",
        "intro_audio",
        "outro_audio",
        "bed_audio",
        "bed_gain",
    }
)
# The placeholders of a language's intro.
INTRO_FIELDS = ("title", "author", "author_line", "date", "description")
# The placeholders of each skip cue (text.script fills them); every other cue has none.
CUE_FIELDS = {
    "code_many": ("n",),
    "table_many": ("n",),
    "math_many": ("n",),
    "links_many": ("n",),
    "image_many": ("n",),
    "image_alt": ("alt",),
    "image_many_alt": ("n", "alt"),
    "code_title": ("title",),
    "code_many_title": ("n", "title"),
    "frame_from": ("host",),
}


def languages(check: Checker, raw: dict[str, Any]) -> dict[str, Any]:
    """`languages`: the settings of every language Edge speaks, voices.yaml's over the defaults.

    The languages not given are added to `raw["languages"]` too, so that `Config.language_spec`
    (what the engines check) finds them.
    """
    langs_raw = check.get(raw, ("languages",), dict)
    edge_langs = edge_languages()
    defaults_on = raw.get("default_readings", True)
    if not isinstance(defaults_on, bool):
        raise check.fail(
            ("default_readings",),
            "expected true (narrate's table of technical terms' readings, "
            f"the default) or false (only voices.yaml's own), got {defaults_on!r}",
        )
    for lang in langs_raw:
        if lang not in edge_langs:
            raise check.fail(("languages", str(lang)), f"unknown language; {language_hint(str(lang), edge_langs)}")
    for lang in edge_langs:
        if lang not in langs_raw:
            langs_raw[lang] = {"voice": default_voice(lang), "espeak_voice": ESPEAK_NAMES.get(lang, lang.split("-")[0])}
            if lang in NO_FALLBACK:
                langs_raw[lang]["fallback"] = False
    return {"languages": {lang: _language(check, lang, spec, defaults_on) for lang, spec in langs_raw.items()}}


def _language(check: Checker, lang: str, spec: Any, defaults_on: bool = True) -> LanguageSettings:
    """One language's settings; its keys that narrate does not read go to the engines (Voice.settings)."""
    trail = ("languages", str(lang))
    if not isinstance(spec, dict):
        raise check.fail(trail, "expected a mapping with voice, rate, pitch, volume, lexicon…")
    # What a voice name or a rate must look like is each engine's to say (Engine.check_voice).
    voice_name = check.get(spec, trail + ("voice",), str)
    rate = str(spec.get("rate", "+0%"))
    pitch = str(spec.get("pitch", "+0Hz"))
    volume = str(spec.get("volume", "+0%"))
    lexicon = _lexicon(check, spec.get("lexicon") or {}, trail + ("lexicon",))
    pronounce = pairs(check, spec.get("pronounce"), trail + ("pronounce",))
    lexicon, marked = _marks(check, lang, voice_name, lexicon, trail + ("lexicon",))
    pronounce, marked_too = _marks(check, lang, voice_name, pronounce, trail + ("pronounce",))
    readings = _with_defaults(lang, voice_name, {**marked, **marked_too}, lexicon + pronounce, defaults_on)
    cues_raw = spec.get("cues") or {}
    if not isinstance(cues_raw, dict):
        raise check.fail(trail + ("cues",), "expected a mapping like {code: '…', table: '…'}")
    _check_texts(check, spec, trail)
    fallback = _fallback(check, spec.get("fallback", "auto"), trail + ("fallback",))
    for key in spec:
        typo = _misspelt(str(key), LANGUAGE_KEYS)
        if typo:
            raise check.fail(trail + (str(key),), f"unknown setting; did you mean {typo}?")
    engine_settings = tuple(
        sorted((str(k), str(v)) for k, v in spec.items() if k not in LANGUAGE_KEYS and isinstance(v, (str, int, float)))
    )
    return LanguageSettings(
        lang=lang,
        voice=Voice(voice_name, rate, pitch, volume, engine_settings),
        intro=str(spec.get("intro") or ""),
        author_line=str(spec.get("author_line") or ""),
        outro=str(spec.get("outro") or ""),
        cues=_cues(check, cues_raw, trail + ("cues",)),
        lexicon=lexicon,
        pronounce=pronounce,
        readings=readings,
        fallback=fallback,
    )


def _marks(
    check: Checker, lang: str, voice: str, table: tuple[tuple[str, str], ...], trail: tuple[str, ...]
) -> tuple[tuple[tuple[str, str], ...], dict[str, Reading]]:
    """A lexicon or pronounce table parted into its plain spoken forms and its pronunciation marks
    (`行數: háng shù`), each mark compiled into what the voice is sent, or an error naming its key."""
    from .readings import MarkError, compile_mark, mark_kind

    plain: list[tuple[str, str]] = []
    marks: dict[str, Reading] = {}
    for term, value in table:
        kind = mark_kind(term, value, lang)
        if kind is None:
            plain.append((term, value))
            continue
        if kind == "pinyin" and _cantonese(voice):
            raise check.fail(
                trail + (term,),
                f"{voice} speaks Cantonese and a pinyin reading is Mandarin's; give "
                "the term a respelling in characters instead (jyutping is not read)",
            )
        try:
            marks[term] = Reading(term, compile_mark(term, value, lang), value)
        except MarkError as exc:
            raise check.fail(trail + (term,), str(exc)) from None
    return tuple(plain), marks


def _cantonese(voice: str) -> bool:
    return voice.startswith(("zh-HK-", "yue-"))


def _with_defaults(
    lang: str, voice: str, marks: dict[str, Reading], plain: tuple[tuple[str, str], ...], defaults_on: bool
) -> tuple[Reading, ...]:
    """The writer's marks, then narrate's default readings of terms voices.yaml does not give otherwise
    (not for a Cantonese voice: the table's respellings are Mandarin homophones)."""
    from .readings import default_readings

    if not defaults_on or _cantonese(voice):
        return tuple(marks.values())
    given = set(marks) | {term for term, _ in plain}
    return (*marks.values(), *(r for r in default_readings(lang) if r.term not in given))


def _cues(check: Checker, cues: dict[Any, Any], trail: tuple[str, ...]) -> dict[str, str]:
    """The skip cues, each a template of its own named fields only (`{n}`, `{alt}`): a format spec
    (`{n:>200000000}`), an attribute or an index, a positional or unknown field would build a huge
    string, reach into objects or end in a traceback when the cue is said. A cue without fields is
    kept as it reads (`{{` as a brace), so every cue writes a brace the same way."""
    out: dict[str, str] = {}
    for key, value in cues.items():
        if not isinstance(value, str):  # (a number is no cue a listener can follow: `code_many: 12`, a slip)
            raise check.fail(trail + (str(key),), f"expected text, got {type(value).__name__} {value!r:.40}; quote it")
        allowed = CUE_FIELDS.get(str(key), ())
        problem = template_problem(str(value), allowed)
        if problem:
            raise check.fail(trail + (str(key),), problem)
        out[str(key)] = str(value) if allowed else str(value).format()
    return out


# The longest spoken form of a lexicon or pronounce term: a word's respelling, or a phrase. A term is said
# each time it occurs, so a passage here multiplies an article (a 100 KB form for a term used 50,000 times:
# 5 GB, a MemoryError).
SPOKEN_MAX = 500


def _spoken(check: Checker, trail: tuple[str, ...], term: Any, spoken: Any) -> tuple[str, str]:
    """(term, spoken form) as text, or the one line that says why not."""
    if not isinstance(spoken, (str, int, float)) or not str(term).strip():
        raise check.fail(trail + (str(term),), "expected 'term: spoken form' with text on both sides")
    if len(str(spoken)) > SPOKEN_MAX:
        raise check.fail(
            trail + (str(term),),
            f"a spoken form of {len(str(spoken)):,} characters; at most {SPOKEN_MAX} (it is said for each "
            "occurrence of the term)",
        )
    return str(term), str(spoken)


def _lexicon(check: Checker, table: Any, trail: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """A language's lexicon as (term, spoken form) pairs (a number is a spoken form too)."""
    if not isinstance(table, dict):
        raise check.fail(trail, "expected a mapping of term: spoken form")
    return tuple(_spoken(check, trail, term, spoken) for term, spoken in table.items())


def _check_texts(check: Checker, spec: dict[str, Any], trail: tuple[str, ...]) -> None:
    """The intro, outro and author line are text; the intro and author line templates of known placeholders."""
    for text_key in ("intro", "outro", "author_line"):
        if text_key in spec and not isinstance(spec[text_key], str):
            raise check.fail(trail + (text_key,), "expected text")
    for text_key, allowed in (("intro", INTRO_FIELDS), ("author_line", ("author",))):
        problem = template_problem(str(spec.get(text_key) or ""), allowed)
        if problem:
            raise check.fail(trail + (text_key,), problem)


def _fallback(check: Checker, fallback: Any, trail: tuple[str, ...]) -> bool | None:
    """`fallback`: true, false, or auto (None: decided by how the offline voice reads the text)."""
    if not (isinstance(fallback, bool) or fallback == "auto"):
        raise check.fail(
            trail,
            "expected true (the offline voice may narrate this language "
            "when Edge cannot be reached), false (never: the episode waits for Edge) or auto "
            f"(where it reads the text rather than naming its letters), got {fallback!r}",
        )
    return None if fallback == "auto" else bool(fallback)


@lru_cache(maxsize=256)
def _misspelt(key: str, known: frozenset[str]) -> str | None:
    """A key of a language that is a near miss of one narrate reads (voce → voice, rat → rate), else None.

    Other keys belong to the engines (espeak_voice, kokoro_voice) and are theirs to check, so only a
    key this close to one of narrate's own, and not one of them, is taken for a typo. Remembered:
    every one of Edge's languages has an `espeak_voice`, asked about on every load.
    """
    if key in known:
        return None
    close = difflib.get_close_matches(key, sorted(known), n=1, cutoff=0.75)
    return close[0] if close else None


def voice_pronounce(check: Checker, raw: dict[str, Any]) -> dict[str, Any]:
    """`voice_pronounce`: the top-level `pronounce:`, respellings per voice name."""
    out: dict[str, tuple[tuple[str, str], ...]] = {}
    pronounce_raw = raw.get("pronounce") or {}
    if not isinstance(pronounce_raw, dict):
        raise check.fail(("pronounce",), "expected a mapping of voice name: {term: spoken form}")
    for voice_key, table in pronounce_raw.items():
        # Whether a name is a voice is the engines' to say; a language here is the likely mistake.
        if str(voice_key).lower() in edge_languages() or not str(voice_key).strip():
            raise check.fail(
                ("pronounce", str(voice_key)),
                "expected a voice name like en-US-AriaNeural "
                "(per-language respellings go under languages.<lang>.pronounce)",
            )
        out[str(voice_key)] = pairs(check, table, ("pronounce", str(voice_key)))
    return {"voice_pronounce": out}


def pairs(check: Checker, table: Any, trail: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """A `term: spoken form` mapping (lexicon, pronounce) as pairs, or a clear error."""
    if table is None:
        return ()
    if not isinstance(table, dict):
        raise check.fail(trail, "expected a mapping of term: spoken form")
    found: list[tuple[str, str]] = []
    for term, spoken in table.items():
        if isinstance(spoken, bool):
            raise check.fail(trail + (str(term),), "expected 'term: spoken form' with text on both sides")
        found.append(_spoken(check, trail, term, spoken))
    return tuple(found)
