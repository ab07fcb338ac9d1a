"""What a ruby's annotation (`<rt>`) says: a READING of its base, or a GLOSS the page shows over it.

A page shows `<ruby>base<rt>annotation</rt></ruby>` with the annotation above the base, and a screen reader says
both. Two kinds live in that shape, told apart by the annotation's own letters:

- furigana / zhuyin / pinyin — the annotation is only kana (`<ruby>明日<rt>あした</rt></ruby>`), only bopomofo
  (`<ruby>國<rt>ㄍㄨㄛˊ</rt></ruby>`) or toned pinyin syllables: it is how the base is pronounced, and the voice
  already pronounces the base. Saying both would double the word, so the base alone is said (as before);
- a gloss — the annotation is other words (`<ruby>簡化流程<rt>限制</rt></ruby>`, a Taiwanese blogger's joke that
  the page shows as 限制 over 簡化流程; s17 held-out kamesanblog my-castle, quit-fb, chaos-header): what the page
  shows and the listener would lose. It is said after its base, as an aside in brackets.

`<rp>` holds the fallback brackets a browser without ruby shows; they are never said (the aside's own brackets
stand for them), so they are not said twice.
"""

from __future__ import annotations

from narrate.patterns import LazyPattern

# A reading: kana (with the long-vowel mark, the middle dot, small kana), bopomofo with its tone marks, or toned
# pinyin syllables — and spaces between syllables.
_READING = LazyPattern(
    r"[\s\u3041-\u309f\u30a0-\u30ff\u31f0-\u31ff\uff66-\uff9f・ー]+"
    r"|[\s\u3100-\u312f\u31a0-\u31bfˊˇˋ˙]+"
    r"|(?:[a-zü\s]*[āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ])+[a-zü\s]*"  # (a toned vowel ends each step: no backtracking)
)
_CJK = LazyPattern(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]")


def is_reading(annotation: str) -> bool:
    """Whether a ruby annotation is the base's pronunciation (kana, bopomofo, toned pinyin), not a gloss."""
    text = annotation.strip()
    return not text or _READING.fullmatch(text) is not None


def aside(annotation: str, base: str) -> tuple[str, str]:
    """The brackets a gloss is said in: full-width in CJK writing (the gloss's or its base's: `<ruby>零大小<rt>zero
    sized</rt></ruby>的类型` in a Chinese sentence), else ASCII with a space before."""
    return ("（", "）") if _CJK.search(annotation) or _CJK.search(base) else (" (", ")")
