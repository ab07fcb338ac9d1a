"""Chinese characters of more than one reading: marked readings applied where the term is a word, and the
polyphones a text leaves to the voice's guess.

A marked term (`行數: háng shù`, narrate's default `長度: cháng dù`) is replaced by its respelling only
where it is a word of the sentence: a dictionary cut of the run of Chinese characters (the longest word of
pypinyin's phrase table at each place) must not cut through it, so 了解 in 為了解決 (為了 + 解決) and
行數 in 執行數次 (執行 + 數次) stay as written.

`narrate check` lists the polyphones no mark covers (:func:`uncovered_polyphones`): a character of
more than one reading that no dictionary word around it settles — it stands alone in the cut, or in a
word the dictionary does not know (行 of 第 3 行, 行數, 重試) — and whose reading alone is not the one
everyday prose gives it (the particles 的, 了, 得… and the like, which no voice misreads, are not listed).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

from narrate import installed
from narrate.config import Reading
from narrate.patterns import LazyPattern

__all__ = [
    "PHRASE_WORDS",
    "apply_readings",
    "dictionary_cut",
    "phrase_words",
    "phrase_words_snapshot",
    "readings_said",
    "uncovered_polyphones",
]

#: The words of pypinyin's phrase table, as made from the pypinyin its first line names
#: (benchmarks/pinyin_phrases.py writes it): see :func:`phrase_words`.
PHRASE_WORDS = Path(__file__).resolve().parent.parent / "pinyin_phrases.txt"

_HAN_RUN = LazyPattern(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_LONGEST_WORD = 8
_WINDOW = 2 * _LONGEST_WORD
_CHINESE = ("zh-hant", "zh-hans")


def apply_readings(text: str, readings: Sequence[Reading], lang: str) -> str:
    """`text` with each marked term that is a word of its sentence replaced by what the voice is sent."""
    if not readings:
        return text
    said = {r.term: r.said for r in readings}
    out: list[str] = []
    pos = 0
    for start, end in _places(text, tuple(said), lang):
        out += [text[pos:start], said[text[start:end]]]
        pos = end
    out.append(text[pos:])
    return "".join(out)


def readings_said(texts: Iterable[str], readings: Sequence[Reading], lang: str) -> list[tuple[Reading, int]]:
    """How often each marked term is replaced in `texts` (the article's words), most frequent first."""
    by_term = {r.term: r for r in readings}
    counts: Counter[str] = Counter()
    for text in texts:
        counts.update(text[start:end] for start, end in _places(text, tuple(by_term), lang))
    return [(by_term[term], n) for term, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))]


def _places(text: str, terms: tuple[str, ...], lang: str) -> Iterable[tuple[int, int]]:
    """Where a term of `terms` stands as a word of `text`, left to right, none overlapping."""
    if not terms:
        return
    pos = 0
    for match in _terms_pattern(terms).finditer(text):
        start = match.start()
        if start < pos:
            continue
        found = _word_at(text, start, terms, lang)
        if found is not None:
            yield found
            pos = found[1]


@lru_cache(maxsize=16)
def _terms_pattern(terms: tuple[str, ...]) -> re.Pattern[str]:
    ordered = sorted(terms, key=len, reverse=True)
    # A lookahead: every place a term starts is seen, overlapping ones too (為了解決: 了解 inside 為了).
    return re.compile("(?=(" + "|".join(re.escape(t) for t in ordered) + "))")


def _word_at(text: str, start: int, terms: tuple[str, ...], lang: str) -> tuple[int, int] | None:
    """The span of the longest marked term starting at `start` that the dictionary cut leaves whole."""
    for term in sorted((t for t in terms if text.startswith(t, start)), key=len, reverse=True):
        end = start + len(term)
        if lang not in _CHINESE or _whole(text, start, end):
            return start, end
    return None


def _whole(text: str, start: int, end: int) -> bool:
    """Whether no word of the dictionary cut of the Chinese run around [start, end) crosses its edges."""
    # The cut of a window before the term, not of the whole run: a run of Chinese characters can be a
    # paragraph long, and a term in it many times (linear time); words are at most _LONGEST_WORD long.
    run_start, run_end = start, end
    while run_start > max(0, start - _WINDOW) and _is_han(text[run_start - 1]):
        run_start -= 1
    while run_end < min(len(text), end + _LONGEST_WORD) and _is_han(text[run_end]):
        run_end += 1
    if run_start == start and run_end == end:
        return True
    at = run_start
    for word in dictionary_cut(text[run_start:run_end], stop=end - run_start):
        word_end = at + len(word)
        if (at < start < word_end) or (at < end < word_end):
            return False
        at = word_end
    return True


def _is_han(ch: str) -> bool:
    return "\u4e00" <= ch <= "\u9fff" or "\u3400" <= ch <= "\u4dbf" or "\uf900" <= ch <= "\ufaff"


def dictionary_cut(run: str, stop: int | None = None) -> list[str]:
    """A run of Chinese characters cut into the longest words of pypinyin's phrase table, left to right
    (a character no word takes is a word of its own), up to the word that reaches `stop` (all of it by
    default). zh-Hant is looked up in zh-Hans (the table's)."""
    simple = _simplified(run)
    words = phrase_words()
    out: list[str] = []
    at = 0
    while at < (len(run) if stop is None else stop):
        end = at + 1
        for stop in range(min(len(run), at + _LONGEST_WORD), at + 1, -1):
            if simple[at:stop] in words:
                end = stop
                break
        out.append(run[at:end])
        at = end
    return out


def _simplified(run: str) -> str:
    converted = _t2s().convert(run)
    # OpenCC converts character by character here, but a phrase rule could change a length: then each
    # character alone.
    return converted if len(converted) == len(run) else "".join(_t2s().convert(ch)[:1] or ch for ch in run)


@lru_cache(maxsize=1)
def _t2s() -> Any:
    import opencc

    return opencc.OpenCC("t2s")


@lru_cache(maxsize=1)
def phrase_words() -> frozenset[str]:
    """The words (zh-Hans) of the installed pypinyin's phrase table, read once a process.

    Marking a term needs only which words the table has, not their readings; loading pypinyin's
    table (a JSON document of 2.5 MB, copied twice on import) was most of a cold Chinese article's
    time before its first request. So the words come from :data:`PHRASE_WORDS`, a list of them
    shipped with narrate, when it was made from the pypinyin installed; from pypinyin itself when
    another version is (the same answer, later)."""
    try:
        header, _, words = PHRASE_WORDS.read_text(encoding="utf-8").partition("\n")
    except OSError:
        header, words = "", ""
    if header == _snapshot_header(installed.version("pypinyin")):
        return frozenset(words.split())
    from pypinyin.phrases_dict import phrases_dict

    return frozenset(phrases_dict)


def phrase_words_snapshot() -> str:
    """The text of :data:`PHRASE_WORDS` for the installed pypinyin: its version on the first line, then its
    phrase table's words, one a line, sorted."""
    from pypinyin.phrases_dict import phrases_dict

    return "\n".join([_snapshot_header(installed.version("pypinyin")), *sorted(phrases_dict)]) + "\n"


def _snapshot_header(version: str) -> str:
    return f"# the words of pypinyin {version}'s phrase table"


def uncovered_polyphones(texts: Iterable[str], lang: str) -> list[tuple[str, str, int]]:
    """(word, its polyphones with their readings, count) for the polyphones `texts` (the article's words)
    leave to the voice's guess, most frequent first (see the module's docstring): ("行數", "行 xíng/háng,
    數 shù/shǔ", 3).

    The word is the polyphone with the neighbour it is read with: of the two pairs it makes, the one the
    texts write more often (进行 before 行缓 in 进行缓存; 行數 before 的行), never with a character of grammar."""
    if lang not in _CHINESE:
        return []
    runs = [run for text in texts for run in _HAN_RUN.findall(text)]
    pairs = Counter(run[n : n + 2] for run in runs for n in range(len(run) - 1))
    counts: Counter[str] = Counter()
    chars: dict[str, set[str]] = {}
    for run in runs:
        spans: dict[tuple[int, int], set[str]] = {}
        for at in _unsettled(run, lang):
            spans.setdefault(_word_of(run, at, pairs), set()).add(run[at])
        for (start, end), found in spans.items():
            counts[run[start:end]] += 1
            chars.setdefault(run[start:end], set()).update(found)
    live = _live_readings()
    return [
        (word, ", ".join(f"{ch} {'/'.join(live[_simplified(ch)])}" for ch in word if ch in chars[word]), n)
        for word, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    ]


def _unsettled(run: str, lang: str) -> Iterable[int]:
    """The places in a run of Chinese characters of a polyphone that nothing settles (see the module's
    docstring): no word of pypinyin's phrase table covers it, no pair it makes with a neighbour is a
    common word (read in that table as its characters are read alone, as 数据 in 数据库, or one BudouX's
    model never breaks, as 进行), and it is no measure word after a number (三种)."""
    simple = _simplified(run)
    live = _live_readings()
    phrases = phrase_words()
    pairs = _pairs_read_alone()
    common = _common_pairs(lang)
    for at, ch in enumerate(simple):
        if ch not in live or ch in _GRAMMAR or (ch in _MEASURES and at and simple[at - 1] in _COUNTING):
            continue
        if any(
            pair in pairs or original in common
            for pair, original in (
                (simple[at : at + 2], run[at : at + 2]),
                (simple[max(0, at - 1) : at + 1], run[max(0, at - 1) : at + 1]),
            )
            if len(pair) == 2
        ):
            continue
        settled = any(
            simple[start:stop] in phrases
            for start in range(max(0, at - _LONGEST_WORD + 1), at + 1)
            for stop in range(at + 1, min(len(simple), start + _LONGEST_WORD) + 1)
            if stop - start > 1
        )
        if not settled:
            yield at


# A measure word whose reading its place decides (三种, 这种: zhǒng), and what counts before it.
_MEASURES = frozenset("种")
_COUNTING = frozenset("一二两三四五六七八九十百千几多各这那哪每某此该")
# A pair BudouX's model scores this strongly against a break inside is a common word.
_NEVER_BROKEN = -500


@lru_cache(maxsize=2)
def _common_pairs(lang: str) -> frozenset[str]:
    """Pairs of characters BudouX's model for `lang` (a dependency: caption line breaks) keeps together
    whatever surrounds them: common words of general prose (进行, 銀行)."""
    import json
    from importlib import resources

    try:
        model = json.loads(
            resources.files("budoux").joinpath("models").joinpath(f"{lang}.json").read_text(encoding="utf-8")
        )
    except (ModuleNotFoundError, FileNotFoundError):
        return frozenset()
    return frozenset(pair for pair, weight in model.get("BW2", {}).items() if weight <= _NEVER_BROKEN)


@lru_cache(maxsize=1)
def _pairs_read_alone() -> frozenset[str]:
    """Two characters side by side in a phrase of pypinyin's table, both read there as each is read alone
    (the first reading of its character table)."""
    from pypinyin.phrases_dict import phrases_dict
    from pypinyin.pinyin_dict import pinyin_dict

    first = {}
    found: set[str] = set()
    for phrase, readings in phrases_dict.items():
        if len(phrase) != len(readings):
            continue
        alone = []
        for ch, (reading, *_) in zip(phrase, readings):
            if ch not in first:
                listed = pinyin_dict.get(ord(ch), "")
                first[ch] = listed.split(",")[0]
            alone.append(first[ch] == reading)
        found.update(phrase[n : n + 2] for n in range(len(phrase) - 1) if alone[n] and alone[n + 1])
    return frozenset(found)


def _word_of(run: str, at: int, pairs: Counter[str]) -> tuple[int, int]:
    """The span of the polyphone at `at` with the neighbour it most likely makes a word with."""
    sides = [
        (n, n + 2)
        for n in (at - 1, at)
        if 0 <= n and n + 2 <= len(run) and _simplified(run[n if n < at else n + 1]) not in _GRAMMAR
    ]
    return max(sides, key=lambda span: pairs[run[span[0] : span[1]]], default=(at, at + 1))


# How many of pypinyin's phrases must read a character a way for that reading to count: a
# character's table lists readings no word of today's prose uses (件 móu, 是 tí).
_LIVE = 15
# Characters of grammar whose reading the sentence decides for any voice (的 de, 了 le, 都 dōu, 為
# wèi…), and 一 and 不, whose tones change by the next syllable's (tone sandhi): not listed.
_GRAMMAR = frozenset("的了着得地都为只还中和将当好要会没看相更几给少一不么")


@lru_cache(maxsize=1)
def _live_readings() -> dict[str, tuple[str, ...]]:
    """Character (zh-Hans) → its readings that pypinyin's phrases use, for characters with two or more
    (a neutral tone counts with the toned syllable it weakens: 子 zi is zǐ)."""
    from pypinyin.contrib.tone_convert import to_normal
    from pypinyin.phrases_dict import phrases_dict

    seen: dict[str, Counter[str]] = {}
    for phrase, readings in phrases_dict.items():
        if len(phrase) != len(readings):
            continue
        for ch, (reading, *_) in zip(phrase, readings):
            seen.setdefault(ch, Counter())[reading] += 1
    live: dict[str, tuple[str, ...]] = {}
    for ch, counts in seen.items():
        toned = {r for r in counts if r != to_normal(r)}
        merged: Counter[str] = Counter()
        for reading, n in counts.items():
            same = [r for r in toned if to_normal(r) == reading] if reading not in toned else []
            merged[same[0] if same else reading] += n
        kept = tuple(r for r, n in merged.most_common() if n >= _LIVE)
        if len(kept) > 1:
            live[ch] = kept
    return live
