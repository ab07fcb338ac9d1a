"""Signs a CJK sentence names in its prose that the voice is sent as bare punctuation, or not at all (`narrate check`).

In Chinese, Japanese and Korean prose the writer's own punctuation is full-width and glued to its word; an ASCII sign
that stands apart from the words is the thing the sentence talks about (`参数列表的 , 后面加一个空格`, `在 dict 的 :
后面`, `然后用 ; 隔开`: s18 held-out 12306hujunjie python_checklist [7][8][17]). So is a sign the next word calls a
sign or an operator (`- 符號`, `! 邏輯運算子`: bacnotes javascript-fundamentals-part1 [44][131]), and a run of two
or more signs the article writes as code elsewhere (`使用?.讀取屬性`, `常搭配??一起使用`, `0 ''會回傳`: bacnotes
fundementals-part3 [49][50][51]). Sent bare, the voice pauses or says nothing: the sign the sentence is about is lost
(a hole). Said by a name (逗号, コロン, 물음표 점…), it is heard, whatever the name.

The judge reads the page's prose blocks (text.page_view, apart from narrate's reader) and what each chunk on their
lines sends between the sign's two neighbours.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from narrate.patterns import LazyPattern

from .page_judges import Heard, PageFinding
from .page_view import Page

__all__ = ["signs_named_unsaid"]

_CJK = r"\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3\uf900-\ufaff"
# A punctuation sign standing apart after a CJK word: a blank before it (the writer's own punctuation never has one),
# then a blank or the line's end after it.
_SPACED = LazyPattern(rf"(?<=[{_CJK}]) ([,:;!?])(?= [{_CJK}]|$)", re.M)
# A sign (or two or three) the next word calls a sign, an operator or a symbol (with a qualifier before it: `! 邏輯運算子`).
_CALLED = LazyPattern(
    rf"(?<![!-/:-@\[-`{{-~])([-!#$%&*+,./:;<=>?@\\^_|~]{{1,3}}) ?"
    rf"(?=[{_CJK}]{{0,3}}(?:符號|符号|運算子|运算符|操作符|運算符|演算子|記号|기호|연산자))"
)
# A run of two or three signs standing as a word (a blank, a CJK word or an edge on each side): an operator or an empty
# string (`?.`, `??`, `''`) when the article writes it as code too.
# (a CJK word or a line's edge on one side at least: `使用?.讀取`, `0 ''會`, `## ?? Nullish`, `(ES2020) ?.`; not
# `a.__proto__ === Object` nor `m["type"] == "x"`, code written in prose)
_RUN = LazyPattern(
    rf"(?:(?<=[{_CJK}])|(?<=[{_CJK}0-9] )|^)([!?.:;=&|'\"<>]{{2,3}})(?=[{_CJK}]| [{_CJK}A-Za-z(]|$)"
    rf"|(?<=[A-Za-z0-9)] )([!?.:;=&|'\"<>]{{2,3}})(?=[{_CJK}]|$)",
    re.M,
)
# A relative import's or a parent folder's dots after a Latin word, a blank before them (`from . import`, `from ..
# import`, `from ..パッケージ`): no sentence's full stop has a blank before it (s18 held-out nansystem
# python-module-package-import [13][14][15], sent "from. import").
# (one dot glued to a name is a dot-file's, `vim .bashrc`: a name, said as written; one spaced before CJK words closes a
# sentence after code, `raise MyException . 不要使用…`: s18 held-out 12306hujunjie python_checklist [35])
_DOTS = LazyPattern(rf"(?<=[A-Za-z]) (\.(?= [A-Za-z])|\.\.(?= [A-Za-z{_CJK}]|[A-Za-z{_CJK}]))")
# Signs a voice says by itself (edge-tts names them in every language): sent as written, they are heard.
_SAID_ALONE = frozenset("@#%&+=$")
_WORD = LazyPattern(r"[^\W_]")
_CODE_SPAN = LazyPattern(r"`([^`\n]{1,40})`")
_FENCE = LazyPattern(r"^\s{0,3}(```|~~~)")
_TOKEN_BEFORE = LazyPattern(r"([^\W_]{1,6})[^\w\n]{0,2}$")
_TOKEN_AFTER = LazyPattern(r"^[^\w\n]{0,2}([^\W_]{1,6})")


def signs_named_unsaid(page: Page, heard: Sequence[Heard], lines: Sequence[str]) -> list[PageFinding]:
    """The signs CJK prose names (see the module's docstring) that a chunk on their lines sends bare or drops."""
    code = _code_of(lines)
    out: list[PageFinding] = []
    groups: dict[tuple[int, int], list[Heard]] = {}
    for h in heard:
        if h.first and h.kind != "cue" and h.sent and h.lang.startswith(("zh", "ja", "ko")):
            groups.setdefault((h.first, max(h.last, h.first)), []).append(h)
    for (first, last), chunks in groups.items():
        for piece in page.over(first, last):
            if piece.kind != "prose":
                continue
            for sign, start, end in _named(piece.text, code, chunks[0].lang):
                finding = _unsaid(piece.text, sign, start, end, chunks)
                out += [finding] if finding is not None else []
    return out


def _named(text: str, code: str, lang: str = "") -> list[tuple[str, int, int]]:
    """The signs `text` names: (the sign, where it starts and ends). Korean writes ASCII punctuation as its own, a
    blank before a colon or a comma its style (`참고 : Liquid`: s17 dev jongkyuu, s17 held-out dh5473): there only the
    signs the next word calls signs, and operators, are named."""
    spaced = () if lang.startswith("ko") else _SPACED.finditer(text)
    found = {m.start(1): (m.group(1), m.start(1), m.end(1)) for m in spaced}
    found.update({m.start(1): (m.group(1), m.start(1), m.end(1)) for m in _CALLED.finditer(text)})
    found.update({m.start(1): (m.group(1), m.start(1), m.end(1)) for m in _DOTS.finditer(text)})
    for m in _RUN.finditer(text):
        group = 1 if m.group(1) else 2
        run = m.group(group)
        if run in code and run not in ("...", "..", "!!", "!!!", "???", "?!", "!?"):
            found.setdefault(m.start(group), (run, m.start(group), m.end(group)))
    return sorted(found.values(), key=lambda f: f[1])


def _code_of(lines: Sequence[str]) -> str:
    """The article's code: its code spans and the lines of its fenced blocks, as one text."""
    out, fenced = [], False
    for line in lines:
        if _FENCE.match(line):
            fenced = not fenced
        elif fenced:
            out.append(line)
        elif "`" in line:
            out += _CODE_SPAN.findall(line)
    return "\n".join(out)


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
