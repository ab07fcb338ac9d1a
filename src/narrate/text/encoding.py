"""Which legacy East Asian encoding an article that is not UTF-8 is written in: Big5, GBK, Shift-JIS,
EUC-JP or EUC-KR (as Windows and iconv know them: cp950, gb18030, cp932, euc_jp, cp949).

charset-normalizer alone is not enough for short posts: a Big5 post reads as cp932 to it about one
time in four, and the EUC encodings (GB2312, EUC-JP, EUC-KR) share their byte ranges. So:

1. the candidates are the encodings that decode every byte;
2. each is scored by the share of its non-ASCII characters that fall in that encoding's own
   common rows (Big5's frequent hanzi A440–C67E, GB2312's level 1, JIS level 1 and kana, KS X 1001's
   hangul): a text decoded with the wrong table lands in rare rows, half-width katakana or hanja;
3. candidates within a hair of the best are told apart by charset-normalizer's language coherence,
   limited to them, else by the text's shape (kana: Japanese; short runs between spaces: Korean).

A text no candidate explains well (under 90% common characters) is not guessed at.
"""

from __future__ import annotations

import codecs

__all__ = ["legacy_encoding"]

# Double-byte rows each encoding's everyday text stays in: punctuation and
# symbols, then its frequent characters. (first, last) as big-endian code values.
_COMMON: dict[str, tuple[tuple[int, int], ...]] = {
    "cp950": ((0xA140, 0xA3BF), (0xA440, 0xC67E)),
    "gb18030": ((0xA1A1, 0xA9FE), (0xB0A1, 0xD7F9)),
    "cp932": ((0x8140, 0x84BE), (0x889F, 0x9872)),
    "euc_jp": ((0xA1A1, 0xA8FE), (0xB0A1, 0xCFD3)),
    "cp949": ((0xA1A1, 0xACFE), (0xB0A1, 0xC8FE)),
}
_ENOUGH = 0.9  # share of common characters below which no encoding is claimed
_TIE = 0.02
_FEWEST = 20  # double-byte characters needed to tell encodings that read them all as common apart
_SAMPLE = 65536  # bytes looked at


def legacy_encoding(data: bytes) -> str | None:
    """The legacy CJK encoding `data` is written in (a codec name Python and iconv both know), or None."""
    scores = {name: share for name in _COMMON if (share := _common_share(data, name)) is not None}
    best = max(scores.values(), default=0.0)
    if best < _ENOUGH:
        return None
    tied = [name for name, share in scores.items() if share >= best - _TIE]
    if len(tied) == 1:
        return tied[0]
    if sum(byte > 0x7F for byte in data[:_SAMPLE]) < 2 * _FEWEST:
        return None  # a few characters that several tables read as common words: not knowable
    return _by_language(data, tied) or _by_shape(data, tied)


def _common_share(data: bytes, name: str) -> float | None:
    """The share of the non-ASCII characters of `data` decoded as `name` in its common rows (None: not `name`)."""
    try:
        text = data.decode(name)
    except UnicodeDecodeError:
        return None
    wide = [ch for ch in text if ord(ch) > 0x7F]
    if not wide:
        return None
    common = 0
    for ch in wide:
        raw = ch.encode(name)
        if len(raw) == 2:
            value = raw[0] << 8 | raw[1]
            common += any(first <= value <= last for first, last in _COMMON[name])
    return common / len(wide)


def _by_language(data: bytes, names: list[str]) -> str | None:
    from charset_normalizer import from_bytes

    head = data[:_SAMPLE]
    cut = head.rfind(b"\n")  # never a character cut in two
    best = from_bytes(head[:cut] if cut > 0 else head, cp_isolation=names).best()
    if best is None:
        return None
    found = codecs.lookup(best.encoding).name
    return next((n for n in names if codecs.lookup(n).name == found), None)


def _by_shape(data: bytes, names: list[str]) -> str:
    """Kana make it Japanese; wide runs of a few characters between spaces, Korean; else Chinese."""

    def text(name: str) -> str:
        return data[:_SAMPLE].decode(name, errors="replace")

    for name in ("euc_jp", "cp932"):
        if name in names and sum("\u3040" <= ch <= "\u30ff" for ch in text(name)) > 20:
            return name
    if "cp949" in names:
        runs = [len(word) for word in text("cp949").split() if all(ord(ch) > 0x7F for ch in word)]
        if runs and sum(runs) / len(runs) <= 5:
            return "cp949"
    return next((n for n in ("gb18030", "cp950") if n in names), names[0])
