"""Whether a fallback engine may narrate an episode: never where it would publish gibberish.

When the first engine (Edge) cannot be reached, the next (espeak-ng) takes over, but only
for languages it reads intelligibly. espeak-ng's ``ja`` voice says "Chinese letter" for
every kanji: 29 Japanese episodes of a real blog went out like that. voices.yaml decides
per language (``languages.<code>.fallback``):

- ``true``: the fallback engine always may (the writer accepts its reading);
- ``false``: it never may: the episode fails with one line and nothing is published; the
  next run that reaches the first engine builds it (chunks it already made stay cached);
- ``auto`` (the default where the evidence found espeak-ng intelligible): it may, unless
  the engine says it would name more than :data:`MAX_NAMED_SHARE` of the language's
  letters in this episode (a few named letters are said, with a warning).

The per-episode check is cheap: espeak-ng's phonemes, no audio, each distinct letter and
run looked up once per process (``narrate.voice.engines.espeak.named_letters``).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence

from narrate.config import NO_FALLBACK, Config
from narrate.text.language import ENGLISH_NAMES, language_name
from narrate.voice.engines.base import Engine, EngineFailure, NamesLetters, SpeechRequest, describe

# More than this share of a language's letters named instead of read: the episode is gibberish.
# One unusual character in a long Chinese article (cmn names 穷) is 0.03%; Japanese kanji are ~40%.
MAX_NAMED_SHARE = 0.01

LANGUAGE_NAMES = ENGLISH_NAMES  # kept under its old name


def _letters(text: str) -> int:
    return sum(1 for ch in text if unicodedata.category(ch).startswith("L"))


def _by_language(requests: Sequence[SpeechRequest]) -> dict[str, list[SpeechRequest]]:
    """One episode's requests grouped by the language each is read in (a chunk may be another's)."""
    by_lang: dict[str, list[SpeechRequest]] = {}
    for request in requests:
        by_lang.setdefault(request.lang, []).append(request)
    return by_lang


class FallbackPolicy:
    """Decides, per episode, whether a fallback engine may narrate each of its languages."""

    def __init__(self, config: Config, warn: Callable[[str], None] | None = None) -> None:
        self.config = config
        self.warn = warn or (lambda message: None)

    def refusal(
        self, preferred: Engine, engine: Engine, requests: Sequence[SpeechRequest], label: str = ""
    ) -> tuple[str, str] | None:
        """Why `engine` may not narrate these requests (one episode's chunks) in place of the
        unreachable `preferred`: (the language, the one line the writer sees); None when it may."""
        for lang, chunks in _by_language(requests).items():
            problem = self._problem(preferred, engine, lang, chunks, label)
            if problem:
                return lang, problem
        return None

    def warn_chosen(self, engine: Engine, requests: Sequence[SpeechRequest], label: str = "") -> None:
        """Warn, once per episode and language, when `engine` was chosen to run first (``--engine
        espeak``) and would name more than :data:`MAX_NAMED_SHARE` of a language's letters: the
        writer asked for it, so it is not refused, but they hear of it before publishing."""
        if not isinstance(engine, NamesLetters):
            return
        for lang, chunks in _by_language(requests).items():
            settings = self.config.languages.get(lang)
            if settings is not None and settings.fallback is True:
                continue  # the writer has accepted this engine's reading
            try:
                count, total, shown = self._named(engine, chunks)
            except EngineFailure:
                continue  # the engine itself fails the episode with its own message
            if count > MAX_NAMED_SHARE * total:
                self.warn(
                    f"warning: {label + ': ' if label else ''}{describe(engine)} "
                    f'cannot read {language_name(lang)} intelligibly: it says a name like "Chinese letter" '
                    f"for {count:,} of {total:,} letters ({shown}); narrate with an engine that reads it "
                    f"(e.g. edge) before publishing this episode"
                )

    def _named(self, engine: NamesLetters, chunks: Sequence[SpeechRequest]) -> tuple[int, int, str]:
        """How many of the chunks' letters `engine` would name, of how many, and a few of them."""
        named: dict[str, None] = {}
        for chunk in chunks:
            named.update(dict.fromkeys(engine.named_letters(chunk)))
        total = sum(_letters(chunk.text) for chunk in chunks)
        count = sum(1 for chunk in chunks for ch in chunk.text if ch in named)
        shown = "".join(list(named)[:6]) + ("…" if len(named) > 6 else "")
        return count, total, shown

    def _problem(
        self, preferred: Engine, engine: Engine, lang: str, chunks: Sequence[SpeechRequest], label: str
    ) -> str | None:
        settings = self.config.languages.get(lang)
        allowed = settings.fallback if settings is not None else None
        if allowed is True:
            return None
        name = language_name(lang)
        retry = (
            f"nothing was published for this episode: run again when {preferred.name} can be reached "
            f"(chunks already made stay cached), or set languages.{lang}.fallback: true in voices.yaml "
            f"to publish {engine.name}'s reading anyway"
        )
        head = f"{describe(preferred)} cannot be reached and {describe(engine)} cannot read {name} intelligibly"
        if allowed is False and lang in NO_FALLBACK:
            # The evidence (benchmarks/fallback_evidence.py) found the offline reading unintelligible:
            # no setting would make it worth publishing, so none is offered.
            return (
                f"{describe(preferred)} cannot be reached and there is no "
                f"offline voice for {name} ({engine.name} cannot read it intelligibly); the episode waits for "
                f"{preferred.name}: nothing was published, run again when it can be reached "
                "(chunks already made stay cached)"
            )
        if allowed is False:
            return f"{head} (languages.{lang}.fallback: false); {retry}"
        if not isinstance(engine, NamesLetters):
            return None  # an engine that cannot tell: `auto` trusts it
        try:
            count, total, shown = self._named(engine, chunks)
        except EngineFailure as exc:
            return f"{head} ({exc.detail or exc}); {retry}"
        if not count:
            return None
        what = f'it would say a name like "Chinese letter" for {count:,} of {total:,} letters ({shown})'
        if count > MAX_NAMED_SHARE * total:
            return f"{head}: {what}; {retry}"
        self.warn(f"warning: {label + ': ' if label else ''}{engine.name} reads {name}, but {what}")
        return None
