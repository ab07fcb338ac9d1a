"""Signs a CJK sentence names in its prose that the voice is sent as bare punctuation, or not at all (`narrate check`).

Which signs a sentence is about is the reader's own rule (text.signs_about.named_runs: a sign spaced after a word that
wants its noun, `参数列表的 , 后面`, `然后用 ; 隔开`; one a particle or a copula marks as a noun, `区切りは , を使い`,
`区切り文字は ; です`; one the next word calls a sign or an operator, `! 邏輯運算子`; an operator no punctuation
makes, `使用?.讀取屬性`; a run the article writes as code, `常搭配??一起使用`; a relative import's dots, `from .
import` — s18 held-out 12306hujunjie python_checklist [7][8][17], bacnotes javascript-fundamentals [44]-[143],
nansystem python-module-package-import [13]-[15]). Until s20 this judge kept a copy of that rule of its own, and the
two disagreed; now there is one. Sent bare, the voice pauses or says nothing: the sign the sentence is about is lost
(a hole). Said by a name (逗号, コロン, 물음표 점…), it is heard, whatever the name.

The judge reads the page's prose blocks (text.page_view, apart from narrate's reader), asks the rule which signs they
name, and checks what each chunk on their lines sends between the sign's two neighbours.
"""

from __future__ import annotations

from collections.abc import Sequence

from narrate.patterns import LazyPattern

from .page_judges import Heard, PageFinding
from .page_view import Page
from .signs_about import article_code_signs, named_runs

__all__ = ["signs_named_unsaid"]

# Signs a voice says by itself (edge-tts names them in every language): sent as written, they are heard.
_SAID_ALONE = frozenset("@#%&+=$")
_WORD = LazyPattern(r"[^\W_]")
_TOKEN_BEFORE = LazyPattern(r"([^\W_]{1,6})[^\w\n]{0,2}$")
_TOKEN_AFTER = LazyPattern(r"^[^\w\n]{0,2}([^\W_]{1,6})")


def signs_named_unsaid(page: Page, heard: Sequence[Heard], lines: Sequence[str]) -> list[PageFinding]:
    """The signs CJK prose names (see the module's docstring) that a chunk on their lines sends bare or drops."""
    out: list[PageFinding] = []
    groups: dict[tuple[int, int], list[Heard]] = {}
    for h in heard:
        if h.first and h.kind != "cue" and h.sent and h.lang.startswith(("zh", "ja", "ko")):
            groups.setdefault((h.first, max(h.last, h.first)), []).append(h)
    # (the article's operators written as code vote, as they do for the reader: text.signs_about)
    with article_code_signs("\n".join(lines)):
        for (first, last), chunks in groups.items():
            for piece in page.over(first, last):
                if piece.kind != "prose":
                    continue
                for start, end in named_runs(piece.text):
                    finding = _unsaid(piece.text, piece.text[start:end], start, end, chunks)
                    out += [finding] if finding is not None else []
    return out


def _unsaid(text: str, sign: str, start: int, end: int, chunks: Sequence[Heard]) -> PageFinding | None:
    """The finding for a named sign none of `chunks` says: the first chunk that sends its neighbours with nothing but
    signs and blanks between them (or nothing after the left one, where the sign ends its line)."""
    before = _TOKEN_BEFORE.search(text[max(0, start - 12) : start])
    after = _TOKEN_AFTER.match(text[end : end + 12])
    left = before.group(1) if before else ""
    right = after.group(1) if after and "\n" not in text[end : after.start(1) + end] else ""
    if not left and not right:
        return None
    for h in chunks:
        gap = _gap(h.sent, left, right, sign)
        if gap is None:
            continue
        if _WORD.search(gap) or sign in gap and all(ch in _SAID_ALONE for ch in sign):
            return None  # (a word between: the sign's name, whatever it is; or a sign the voice names itself)
        context = text[max(0, start - 12) : end + 12].strip()
        return PageFinding(h.chunk, "a sign the sentence names, not said", f"{context} ({sign}): sent as '{gap}'")
    return None


def _gap(sent: str, left: str, right: str, sign: str) -> str | None:
    """What `sent` says between `left` and `right` (at most 24 characters apart), or after `left` up to its next
    word when the sign has no right neighbour; None when it does not send them so."""
    if not left:  # (the sign opens its line: what is sent before its right neighbour)
        at = sent.find(right)
        return sent[max(0, at - 12) : at] if at >= 0 else None
    at = sent.find(left)
    while at >= 0:
        end = at + len(left)
        if not right:
            # (the sign ends its line: sent bare after its word, or the chunk ends there; a word after it may be its
            # name or the next line's — not judged)
            rest = sent[end : end + 24].lstrip()
            if rest.startswith(sign) or not rest:
                return rest[: len(sign)]
            at = sent.find(left, at + 1)
            continue
        found = sent.find(right, end, end + 24 + len(right))
        if found >= 0:
            return sent[end:found]
        at = sent.find(left, at + 1)
    return None
