"""Whether a word is an ordinary English word, by a well-kept word list (pyspellchecker's English frequencies), not a
hand list: `narrate check` leaves plain English words out of the terms to cover, and judges a slash between two such
words as a choice ("or", the s16 ruling), which a path's or a package's names (`src/main`, `encoding/json`) are not."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

__all__ = ["english_word"]


@lru_cache(maxsize=1)
def _frequencies() -> Any:
    from spellchecker import SpellChecker

    return SpellChecker(language="en", distance=1).word_frequency


def english_word(word: str, *, seen: int = 1) -> bool:
    """Whether `word` (any case) is in the English word list, seen at least `seen` times in the list's texts (a rare
    entry is often an abbreviation or a name: `lib`, `bayesian`)."""
    frequencies = _frequencies()
    return word.lower() in frequencies and (seen <= 1 or int(frequencies[word.lower()]) >= seen)
