"""Per-language lexicon substitutions and the text normalization voices need.

The lexicon maps tech terms to how they should be said (`K8s` → `Kubernetes`).
Terms match only as whole words: the characters around a match may not be Latin
letters, digits or `_`, which also works next to CJK text where `\\b` does not.
Normalization handles what voices read badly: arrows, ranges with `~`, `/`, `%`,
`×`, emoji and invisible characters, and spacing between CJK and Latin text.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from functools import lru_cache

from .prose import Segment

_EDGE = r"A-Za-z0-9_"


@lru_cache(maxsize=64)
def _lexicon_pattern(terms: tuple[str, ...]) -> re.Pattern[str] | None:
    if not terms:
        return None
    ordered = sorted(terms, key=len, reverse=True)  # longest first: "kubectl" before "kube"
    body = "|".join(re.escape(t) for t in ordered)
    return re.compile(rf"(?<![{_EDGE}])(?:{body})(?![{_EDGE}])")


def apply_lexicon(text: str, lexicon: Sequence[tuple[str, str]]) -> str:
    """Replace each lexicon term in `text` by its spoken form, on word boundaries only."""
    mapping = dict(lexicon)
    pattern = _lexicon_pattern(tuple(mapping))
    if pattern is None:
        return text
    return pattern.sub(lambda m: mapping[m.group(0)], text)


# Spoken forms of symbols, per language: (range "3~5", approx "~5", arrow, or, percent, times)
_WORDS: dict[str, dict[str, str]] = {
    "zh-hant": {"range": "到", "approx": "約", "arrow": "到", "or": "或", "times": "乘", "percent": "百分之{n}"},
    "zh-hans": {"range": "到", "approx": "约", "arrow": "到", "or": "或", "times": "乘", "percent": "百分之{n}"},
    "en": {"range": " to ", "approx": "about ", "arrow": " to ", "or": " or ", "times": " times ", "percent": "{n} percent"},
    "ja": {"range": "から", "approx": "約", "arrow": "から", "or": "または", "times": "かける", "percent": "{n}パーセント"},
    "ko": {"range": "에서 ", "approx": "약 ", "arrow": "에서 ", "or": " 또는 ", "times": " 곱하기 ", "percent": "{n}퍼센트"},
}

# Scripts written without spaces between words: Han, kana, CJK punctuation, full-width
# forms. Hangul is not among them: Korean puts spaces between words, and they must stay.
_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef"
_CJK_RE = f"[{_CJK}]"

# Emoji and pictographs (with their skin-tone modifiers, flags, keycaps and variation
# selectors), ™ and ®, and the replacement characters that stand for bytes lost on the
# way: a voice reads their names or nothing. Other symbols (°, ℃, ©) are read well.
_EMOJI = re.compile(
    "[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\u2300-\u23FF\uFE00-\uFE0F\u20E3"
    "\U000E0000-\U000E007F\u2122\u00AE\uFFFC\uFFFD]"
)


def _drop_invisible(text: str) -> str:
    out = []
    for ch in _EMOJI.sub("", text):
        cat = unicodedata.category(ch)
        if ch in "\n\t\r\f\v\u2028\u2029\x85":
            out.append(" ")  # line breaks inside a block are word breaks, not silence
        elif cat in ("Cc", "Cf", "Cs", "Co", "Cn"):
            continue  # controls, zero-width and bidi marks, lone surrogates, private use
        else:
            out.append(ch)
    return "".join(out)


def normalize_symbols(text: str, lang: str) -> str:
    """Rewrite symbols a voice reads badly into words of `lang`."""
    words = _WORDS.get(lang, _WORDS["en"])
    text = re.sub(r"\s*(?:→|⟶|->|=>|⇒)\s*", words["arrow"], text)
    text = re.sub(r"(\d)\s*[~～〜]\s*(?=\d)", lambda m: m.group(1) + words["range"], text)
    text = re.sub(r"(?:(?<=\s)|^|(?<=[（(，,：:]))[~～〜]\s*(?=\d)", words["approx"], text)
    # "約 ~5" already says "about": do not say it twice.
    approx = re.escape(words["approx"].strip())
    text = re.sub(rf"(?<!\w)({approx})\s*\1(?=\s*\d)", r"\1", text)
    text = re.sub(r"(\d(?:[\d,]*\d)?(?:\.\d+)?)\s*[%％]", lambda m: words["percent"].format(n=m.group(1)), text)
    text = re.sub(r"(\d)\s*[×✕]\s*(?=\d)", lambda m: m.group(1) + words["times"], text)
    # "A/B test", "I/O": single letters around a slash are a name, said without the slash.
    text = re.sub(r"(?<![A-Za-z])([A-Za-z])/([A-Za-z])(?![A-Za-z])", r"\1 \2", text)
    text = re.sub(r"\b(?:and/or|or/and)\b", "and or", text, flags=re.I)
    text = re.sub(r"(?<=[^\W\d_])\s*/\s*(?=[^\W\d_])", words["or"], text)
    text = re.sub(r"[~～〜]", " ", text)
    return text


def normalize_spacing(text: str) -> str:
    """Collapse whitespace; none between CJK characters or CJK and digits, one between CJK and Latin letters."""
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(rf"(?<={_CJK_RE}) (?={_CJK_RE})", "", text)
    text = re.sub(rf"(?<={_CJK_RE})(?=[A-Za-z])", " ", text)
    text = re.sub(rf"(?<=[A-Za-z])(?={_CJK_RE})", " ", text)
    # Numbers hug CJK text ("2024年", "百分之2"): voices read them as one phrase. A name that
    # ends in a digit ("iperf3 量測", "A100 的") is a word, not a number, and keeps its space.
    text = re.sub(rf"(?<={_CJK_RE}) (?=\d)|(?<![A-Za-z\d.,])(\d(?:[\d.,]*\d)?) (?={_CJK_RE})",
                  lambda m: m.group(1) or "", text)
    text = re.sub(r" (?=[.,;:!?)\]])", "", text)
    # …but not next to CJK punctuation, where a pause already is.
    text = re.sub(r" (?=[\u3000-\u303f\uff01-\uff0f\uff1a-\uff20])", "", text)
    text = re.sub(r"(?<=[\u3000-\u303f\uff01-\uff0f\uff1a-\uff20]) ", "", text)
    return text


def speakable(segments: Iterable[Segment], lang: str, lexicon: Sequence[tuple[str, str]]) -> str:
    """The spoken text of a block: lexicon everywhere, symbol rewriting outside inline code."""
    parts: list[str] = []
    for seg in segments:
        text = _drop_invisible(seg.text)
        text = apply_lexicon(text, lexicon)
        if seg.code:
            # Inline code is read as words: path and identifier punctuation becomes spaces.
            text = re.sub(r"[/_\\|`$<>{}\[\]=*#~^]+", " ", text)
            parts.append(f" {text} ")
        else:
            parts.append(normalize_symbols(text, lang))
    return normalize_spacing("".join(parts))


_TERM = re.compile(r"(?<![A-Za-z0-9_])[A-Za-z][A-Za-z0-9+#]*(?:[-.][A-Za-z0-9+#]+)*(?![A-Za-z0-9_])")


def uncovered_terms(
    texts: Iterable[str], lang: str, lexicon: Sequence[tuple[str, str]], known: Iterable[str] = ()
) -> list[tuple[str, int]]:
    """English-letter terms the lexicon does not cover, most frequent first (for growing it).

    In English articles only terms that look technical (digits, inner capitals,
    all capitals) are listed; everyday words need no lexicon.
    """
    covered = {term for term, _ in lexicon} | set(known)
    spoken = {spoken for _, spoken in lexicon}
    counts: Counter[str] = Counter()
    for text in texts:
        for match in _TERM.finditer(text):
            term = match.group(0)
            if term in covered or term in spoken or len(term) < 2:
                continue
            if lang == "en" and not (
                any(c.isdigit() for c in term) or term.isupper() or any(c.isupper() for c in term[1:])
            ):
                continue
            counts[term] += 1
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
