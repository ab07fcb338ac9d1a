"""How long a voice takes to say a text: the one model that `narrate check`'s lengths and a build's estimate
(narrate.flow.estimate) share, so the two never give one blog two lengths.

Edge's neural voices at rate +0%: a Han, kana or Hangul character about 0.22 s (4.5 a second), any other
character — a Latin letter, a digit, a space, a mark — about 0.067 s (15 a second, some 160 English words a
minute), and a third of a second of silence around each request's speech. A Chinese sentence that names
"Kubernetes" is timed by its characters of each kind, not all at the Chinese rate.
"""

from __future__ import annotations

from narrate.patterns import LazyPattern

__all__ = ["CHUNK_S", "CJK_CHAR_S", "OTHER_CHAR_S", "is_cjk", "speech_seconds"]

CJK_CHAR_S = 0.22  # a Han, kana or Hangul character
OTHER_CHAR_S = 0.067  # a Latin letter, digit, space or punctuation mark
CHUNK_S = 0.35  # silence the voice adds around one request's speech


def is_cjk(ch: str) -> bool:
    """Whether `ch` is timed as a CJK character (Hangul, CJK blocks, compatibility and full-width forms)."""
    o = ord(ch)
    return (
        0x1100 <= o <= 0x11FF
        or 0x2E80 <= o <= 0x9FFF
        or 0xAC00 <= o <= 0xD7AF
        or 0xF900 <= o <= 0xFAFF
        or 0xFF00 <= o <= 0xFFEF
    )


def speech_seconds(
    text: str, *, cjk_char_s: float = CJK_CHAR_S, other_char_s: float = OTHER_CHAR_S, chunk_s: float = CHUNK_S
) -> float:
    """Spoken length of one chunk's text."""
    # What is_cjk says of each character, counted by one pattern: calling it per character was a tenth
    # of `narrate check`'s time on an article of many short blocks.
    cjk = 0 if text.isascii() else len(_CJK.findall(text))
    return chunk_s + cjk * cjk_char_s + (len(text) - cjk) * other_char_s


_CJK = LazyPattern("[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]")
