"""Pronunciation marks: a term with its reading, compiled into text its voice reads one way only.

Edge's voices take no phonemes, so a reading is turned into a respelling the voice cannot misread:

- Chinese (`行數: háng shù`, `重試: chong2 shi4`): pinyin with tone marks or numbers, one syllable per
  character. Each character of the term that a dictionary gives more than one reading is replaced by a
  homophone whose only reading is the syllable and tone marked (pypinyin's character table), written
  in the article's script (OpenCC), the most common such character first; a character whose only
  reading is the one marked is kept. `行數: háng shù` sends 航樹 in zh-Hant, 航树 in zh-Hans.
- Japanese (`行: ぎょう`): kana, sent as written.
- Korean (`行列: 행렬`): hangul, one syllable per character, sent as written.

A mark that cannot be right (a syllable pinyin does not have, one syllable too many, no tones) is an
error naming voices.yaml, the key and its line. What is not a reading (`蘋果: Apple`, `K8s: Kubernetes`)
stays a plain spoken form. The default table (`default_readings.tsv` in the package, turned off by
`default_readings: false`) holds technical terms with their respellings made by this module, and the
dictionary entry each reading comes from.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Callable
from functools import lru_cache

from narrate.errors import InputError
from narrate.patterns import LazyPattern

from .catalogue import package_text
from .model import Reading

__all__ = ["MarkError", "compile_mark", "default_readings", "homophone", "mark_kind", "pinyin_syllables", "readings_of"]

_HAN = LazyPattern(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_KANA = LazyPattern(r"^[\u3041-\u3096\u309d\u309e\u30a1-\u30fa\u30fc-\u30fe・\s]+$")
_SMALL_KANA = frozenset("ゃゅょぁぃぅぇぉゎャュョァィゥェォヮ")
_HANGUL = LazyPattern(r"^[\uac00-\ud7a3\s]+$")
# What a pinyin reading is written with: letters (ü as ü, v or u:), tone marks, tone numbers,
# separators.
_PINYIN_TEXT = LazyPattern(r"^[a-zA-Zü:āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜńňǹḿ0-9'’\s-]+$")
_TONED = LazyPattern(r"[āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜńňǹḿ]|[a-zü:][0-9]", re.I)
# A tone-marked vowel → (the vowel, its tone).
_MARKS = {
    mark: (base, tone)
    for base, marks in (
        ("a", "āáǎà"),
        ("e", "ēéěè"),
        ("i", "īíǐì"),
        ("o", "ōóǒò"),
        ("u", "ūúǔù"),
        ("v", "ǖǘǚǜ"),
        ("n", "\0ńňǹ"),
        ("m", "\0ḿ\0\0"),
    )
    for tone, mark in enumerate(marks, start=1)
    if mark != "\0"
}
_CHINESE = ("zh-hant", "zh-hans")
# The longest syllable pinyin has (zhuang, shuang, chuang).
_LONGEST = 6


class MarkError(InputError):
    """A pronunciation mark that cannot be compiled; its message says why and how to write it (the
    validator of voices.yaml raises it again as a ConfigError naming the file, the key and the line)."""


def mark_kind(term: str, value: str, lang: str) -> str | None:
    """What kind of reading `value` is for `term` in `lang` ("pinyin", "kana", "hangul"), or None when
    it is a plain spoken form (`K8s: Kubernetes`, `蘋果: Apple`, `重慶: 崇慶`).

    A Chinese term whose value is Latin syllables with tones is pinyin; syllables without a tone
    (`行數: hang shu`) are taken for a reading too, so that the missing tones are an error rather than
    Latin letters sent to the voice."""
    if not _HAN.search(term) or _HAN.search(value):
        return None
    if lang in _CHINESE and _PINYIN_TEXT.match(value):
        if _TONED.search(value):
            return "pinyin"
        words = value.lower().replace("'", " ").replace("’", " ").split()
        return "pinyin" if words and all(_split_syllables(w) for w in words) else None
    if lang == "ja" and _KANA.match(value):
        return "kana"
    if lang == "ko" and _HANGUL.match(value):
        return "hangul"
    return None


def compile_mark(term: str, value: str, lang: str) -> str:
    """What the voice is sent for `term` marked with the reading `value` (see the module's docstring).

    Raises MarkError with the problem and the way to write it."""
    kind = mark_kind(term, value, lang)
    if kind == "pinyin":
        return _respell(term, pinyin_syllables(term, value), lang)
    if kind == "kana":
        return _kana(term, value)
    if kind == "hangul":
        return _hangul(term, value)
    raise MarkError(f"{value!r} is not a reading of {term!r} in {lang}")


def pinyin_syllables(term: str, value: str) -> list[str]:
    """The syllables of a pinyin reading as pypinyin writes them with tone marks ("háng", "le"), one per
    Chinese character of `term`; MarkError when a syllable is unknown, a tone missing or the count wrong."""
    if not _TONED.search(value):
        raise MarkError(
            f"{value!r} has no tones; mark each syllable's tone, with a mark or a number ({_example(term)})"
        )
    syllables: list[str] = []
    for word in re.split(r"[\s'’-]+", value.strip().lower().replace("u:", "v").replace("ü", "v")):
        if word:
            syllables += _toned_syllables(word, term)
    wanted = len(_HAN.findall(term))
    if len(syllables) != wanted:
        raise MarkError(
            f"{value!r} has {len(syllables)} syllable{'s' if len(syllables) != 1 else ''} for the "
            f"{wanted} character{'s' if wanted != 1 else ''} of {term!r}; give one syllable per "
            f"character ({_example(term)})"
        )
    return syllables


def _example(term: str) -> str:
    count = len(_HAN.findall(term))
    return "行數: háng shù or hang2 shu4" if count != 1 else "行: háng or hang2"


def _toned_syllables(word: str, term: str) -> list[str]:
    """One space-free piece of a reading ("xíngshù", "xing2shu4", "le") as tone-marked syllables."""
    out: list[str] = []
    for piece, digit in re.findall(r"([^0-9]+)([0-9]?)", word):
        letters, tones = _strip_marks(piece)
        parts = _split_syllables(letters)
        if parts is None:
            raise MarkError(
                f"{piece!r} is not pinyin: no syllable of Mandarin is spelled so; write a reading "
                f"of {term!r} in pinyin ({_example(term)})"
            )
        if digit and (len(parts) != 1 or tones):
            raise MarkError(
                f"{piece + digit!r} mixes tone marks and numbers or numbers one of several "
                f"syllables; number each syllable (hang2 shu4) or mark it (háng shù)"
            )
        if digit and digit not in "12345":
            raise MarkError(f"{piece + digit!r}: tones are 1 to 4, and 5 for the neutral tone")
        start = 0
        for part in parts:
            inside = [tone for at, tone in tones if start <= at < start + len(part)]
            if len(inside) > 1:
                raise MarkError(f"{part!r} carries two tone marks; give it one")
            tone = int(digit) if digit else (inside[0] if inside else 5)
            out.append(_with_mark(part, tone))
            start += len(part)
    return out


def _strip_marks(piece: str) -> tuple[str, list[tuple[int, int]]]:
    """A syllable run without its tone marks, and where each mark was: ("xingshu", [(1, 2), (5, 4)])."""
    letters: list[str] = []
    tones: list[tuple[int, int]] = []
    for ch in unicodedata.normalize("NFC", piece):
        base, tone = _MARKS.get(ch, (ch, 0))
        if tone:
            tones.append((len(letters), tone))
        letters.append(base)
    return "".join(letters), tones


def _split_syllables(letters: str) -> list[str] | None:
    """`letters` cut into pinyin syllables, longest first where two cuts are possible (as pinyin is read
    without an apostrophe), or None when no cut makes syllables of it."""
    known = _syllable_set()
    best: dict[int, list[str] | None] = {len(letters): []}
    for start in range(len(letters) - 1, -1, -1):
        best[start] = None
        for end in range(min(len(letters), start + _LONGEST), start, -1):
            rest = best[end]
            if letters[start:end] in known and rest is not None:
                best[start] = [letters[start:end], *rest]
                break
    return best[0] if letters else None


def _with_mark(syllable: str, tone: int) -> str:
    """A toneless syllable ("hang", "lv") with its tone as pypinyin writes it ("háng", "lǜ")."""
    from pypinyin.contrib.tone_convert import to_tone

    return str(to_tone(f"{syllable}{tone}" if tone != 5 else syllable))


@lru_cache(maxsize=1)
def _syllable_set() -> frozenset[str]:
    """Every toneless syllable pypinyin's character table reads (ü written v)."""
    from pypinyin.contrib.tone_convert import to_normal
    from pypinyin.pinyin_dict import pinyin_dict

    return frozenset(to_normal(r).replace("ü", "v") for readings in pinyin_dict.values() for r in readings.split(","))


def readings_of(char: str) -> tuple[str, ...]:
    """The readings pypinyin's character table gives `char` ("háng", "xíng", …), tone-marked."""
    from pypinyin.pinyin_dict import pinyin_dict

    found = pinyin_dict.get(ord(char))
    return tuple(found.split(",")) if found else ()


def _respell(term: str, syllables: list[str], lang: str) -> str:
    """`term` with each character a voice might read otherwise replaced by a homophone read only so.

    A character whose first reading (the one read without context) is the one marked is kept while
    another is replaced: the term is then no word a voice knows, and each character is read on its own.
    Every character with a second reading is replaced when nothing else would change (the writer marked
    a word the voice reads wrong as a word) or when the respelling reads otherwise as a whole (a kept
    character that forms a word with its new neighbours)."""
    loose = _replace(term, syllables, lang, keep=lambda ch, syllable: readings_of(ch)[:1] == (syllable,))
    if loose != term and _read_as(loose) == syllables:
        return loose
    strict = _replace(term, syllables, lang, keep=lambda ch, syllable: readings_of(ch) == (syllable,))
    if _read_as(strict) != syllables:
        raise MarkError(
            f"no respelling of {term!r} reads {' '.join(syllables)!r} for certain; give a respelling "
            f"in characters instead"
        )
    return strict


def _replace(term: str, syllables: list[str], lang: str, keep: Callable[[str, str], bool]) -> str:
    out: list[str] = []
    wanted = iter(syllables)
    for ch in term:
        if not _HAN.match(ch):
            out.append(ch)
            continue
        syllable = next(wanted)
        if keep(ch, syllable):
            out.append(ch)
            continue
        found = homophone(syllable, lang)
        if found is None:
            raise MarkError(
                f"no common character is read {syllable!r}, so the voice cannot be told it; "
                f"give {term!r} a respelling in characters instead"
            )
        out.append(found)
    return "".join(out)


def _read_as(text: str) -> list[str]:
    """How pypinyin reads the Chinese characters of `text` in context (its phrases are zh-Hans)."""
    import opencc
    from pypinyin import Style, lazy_pinyin

    han = "".join(_HAN.findall(opencc.OpenCC("t2s").convert(text)))
    return [str(s) for s in lazy_pinyin(han, style=Style.TONE, neutral_tone_with_five=False)]


def homophone(syllable: str, lang: str) -> str | None:
    """The character written the same in `lang`'s script that a voice reads as `syllable` for certain."""
    return _homophones(lang).get(syllable)


# A character part of this many of pypinyin's phrases or more is a common one (about the 2,000 most
# common).
_COMMON = 12


@lru_cache(maxsize=2)
def _homophones(lang: str) -> dict[str, str]:
    """Syllable → a character of `lang`'s script a voice reads so: a common one with no other reading,
    else a common one whose first reading it is, else a rarer one so (no other reading first). How often
    a character is part of pypinyin's phrases stands for how common it is (ties: lower code point)."""
    import opencc
    from pypinyin.phrases_dict import phrases_dict
    from pypinyin.pinyin_dict import pinyin_dict

    common = Counter(ch for phrase in phrases_dict for ch in phrase)
    to_simple = opencc.OpenCC("t2s")
    own = opencc.OpenCC("t2s" if lang == "zh-hans" else "s2t")
    best: dict[str, tuple[int, int, int, str]] = {}
    for point, listed in pinyin_dict.items():
        ch = chr(point)
        if not 0x4E00 <= point <= 0x9FFF or own.convert(ch) != ch:
            continue
        readings = listed.split(",")
        score = common[to_simple.convert(ch)]
        if not score:
            continue
        tier = (0 if len(readings) == 1 else 1) if score >= _COMMON else (2 if len(readings) == 1 else 3)
        rank = (tier, -score, point, ch)
        if readings[0] not in best or rank < best[readings[0]]:
            best[readings[0]] = rank
    return {reading: rank[3] for reading, rank in best.items()}


def _kana(term: str, value: str) -> str:
    """A kana reading as sent; MarkError when it is too short for the term's kanji."""
    kanji = len(_HAN.findall(term))
    morae = sum(1 for ch in value if not ch.isspace() and ch not in _SMALL_KANA and ch != "・")
    if morae < kanji:
        raise MarkError(
            f"{value!r} has {morae} kana for the {kanji} kanji of {term!r}; give the whole reading "
            f"in kana (行: ぎょう, 行列: ぎょうれつ)"
        )
    return "".join(value.split())


def _hangul(term: str, value: str) -> str:
    """A hangul reading as sent; MarkError unless it has one syllable per character of the term."""
    said = "".join(value.split())
    chars = "".join(term.split())
    if len(said) != len(chars):
        raise MarkError(
            f"{value!r} has {len(said)} syllables for the {len(chars)} characters of {term!r}; "
            f"give one hangul syllable per character (行列: 행렬)"
        )
    for ch, syllable in zip(chars, said):
        if not _HAN.match(ch) and ch != syllable:
            raise MarkError(
                f"{value!r} does not keep {ch!r} of {term!r} where it is; give one hangul syllable "
                f"per hanja and the rest as written"
            )
    return said


@lru_cache(maxsize=4)
def default_readings(lang: str) -> tuple[Reading, ...]:
    """narrate's table of technical terms whose reading voices get wrong, for `lang` (empty for a language
    it has none for): each with its respelling and the dictionary entry its reading comes from."""
    if lang not in _CHINESE:
        return ()
    out: list[Reading] = []
    for line in package_text("default_readings.tsv").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        row_lang, term, reading, said, source = line.split("\t")
        if row_lang == lang:
            out.append(Reading(term, said, reading, source))
    return tuple(out)
