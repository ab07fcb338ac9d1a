"""A footnote mark the sentence points at: said as its note, where the sentence needs it (a core rule over the
parsed tokens, after markdown-it's footnote_tail has gathered the notes).

A mark after a finished word ("…in the paper[^3].") is the page's superscript: nothing a listener misses, and its
note is read with the notes. A mark standing where the sentence needs a noun — right after a preposition or an
article ("These can be found at [^7].", "refer to the [^8]."), after a verb that names a source (参见[^2], 详见[^1]) —
is the sentence's object: left silent, the
sentence loses it ("These can be found at."; s13 dev miry getting-started-with-packer-in-2024 [36][53]). There the
note's words are said in place when they are short (a link's title, a name); a long note stays with the notes.
A particle after a mark is no sign: Japanese and Korean put the mark after the noun it notes and the particle after
the mark ("記事[^1]が詳しい": the article is detailed), so the mark there is the page's superscript.
"""

from __future__ import annotations

from markdown_it.rules_core import StateCore
from markdown_it.token import Token

from narrate.patterns import LazyPattern

# What a sentence leaves open for a noun right before the mark: an English preposition or the article "the" (not
# "a"/"an": "Plan A[^2]" is a name and its mark), or a Chinese verb that names a source, as a whole word. Chinese
# writes no spaces, so a verb that may end another word is a whole word only by what stands before it: no Han
# character (start, space, punctuation, a kana particle: "こちらを参照[^1]"), or a character that makes a request of
# the verb (请参考, 可参考, 另见). Else it is the end of another word: 常见 "common", 意见 "opinion", 可见 "evidently",
# 仅供参考 "for reference only", and the mark there is the page's superscript. 参见, 详见, 参照 end no other word.
_HAN = r"\u3400-\u9fff\uf900-\ufaff"
_WANTS_A_NOUN = LazyPattern(
    r"(?:(?<![\w'’])(?i:at|to|the|in|see|from|on|of|via|by|per|cf\.?|with|into|under)\s*"
    r"|(?:參見|参见|详见|詳見|请看|請看|参照|參照|引自|出自)\s*"
    rf"|(?:(?<![{_HAN}])|(?<=[请請可另]))(?:参考|參考|来自|來自)\s*"
    rf"|(?:(?<![{_HAN}])|(?<=[请請另]))(?:见|見)\s*)$"
)
# "in"/"on" as the particle of a phrasal verb ("log in[^1] before the build", "turn on[^2]"): the verb is finished,
# and nothing is left open for a noun.
_PHRASAL = LazyPattern(
    r"(?<![\w'’])(?i:log|logs|logged|logging|sign|signs|signed|signing|opt|opts|opted|opting|check|checks|checked|"
    r"checking|plug|plugs|plugged|plugging|turn|turns|turned|turning|switch|switched|build|builds|built|carry|"
    r"carried|go|goes|went|come|comes|came|hold|held|move|moved|keep|kept|get|got|put|puts|try|tried|fill|filled|"
    r"drop|dropped|zoom|zoomed|hang|hung|pass|passed|walk|walked|break|broke|dial|dialed|tune|tuned|later|so)"
    r"\s+(?i:in|on)\s*$"
)
# A note said in the sentence is a title or a name: no sentence of its own (an end of sentence inside or at its end)
# and no pointing of its own ("See the budget memo.", "见 Stack Overflow 的统计": a note that sends the reader on).
_NOT_A_TITLE = LazyPattern(r"[。！？!?]|\.(?:\s|$)|^(?i:see|cf\b|also|见|見|参见|參見|详见|詳見|参考|參考)")
_LONGEST_NOTE = 80  # characters: a title or a name, said in the sentence; a longer note is a note, read with them


def pointed_notes(state: StateCore) -> None:
    """Each footnote mark the sentence points at becomes a `dialect_mark` that says its note in place. Both forms of
    a mark are one kind: a labelled `[^x]` and an inline note `^[…]` (its note written in the sentence, gathered by
    footnote_tail like the others); the mark keeps the source's span so the symbol account finds what it stands for."""
    notes = _short_notes(state.tokens)
    if not notes:
        return
    for token in state.tokens:
        children = token.children
        if token.type != "inline" or not children or not any(c.type == "footnote_ref" for c in children):
            continue
        for n, child in enumerate(children):
            if child.type != "footnote_ref" or (child.meta or {}).get("id") not in notes:
                continue
            if _pointed_at(children, n):
                label = child.meta.get("label")
                say, written = notes[child.meta["id"]]
                child.type = "dialect_mark"
                child.content = f"[^{label}]" if label is not None else f"^[{written}]"
                child.meta = {"rule": "footnote mark the sentence points at, said as its note", "say": say}


def _short_notes(tokens: list[Token]) -> dict[int, tuple[str, str]]:
    """Each note of one short paragraph that is a title or a name: its id, the words the page shows for it (a link's
    title, a name) and its source as written (an inline note's words between `^[` and `]`)."""
    notes: dict[int, tuple[str, str]] = {}
    for n, token in enumerate(tokens):
        if token.type != "footnote_open":
            continue
        # (footnote_tail gives a note as: its paragraph's open, inline and back-link anchor, close; then the note's
        # close. A note of two paragraphs or more is read with the notes.)
        kinds = [t.type for t in tokens[n + 1 : n + 6]]
        if kinds != ["paragraph_open", "inline", "footnote_anchor", "paragraph_close", "footnote_close"]:
            continue
        shown = " ".join(
            c.content for c in tokens[n + 2].children or () if c.type in ("text", "code_inline") and c.content.strip()
        ).strip()
        if shown and len(shown) <= _LONGEST_NOTE and "\n" not in shown and not _NOT_A_TITLE.search(shown):
            notes[token.meta["id"]] = (f" {shown} ", tokens[n + 2].content)
    return notes


def _pointed_at(children: list[Token], n: int) -> bool:
    """Whether the mark at `n` stands where its sentence needs a noun (the text right before it)."""
    before = children[n - 1].content if n and children[n - 1].type == "text" else ""
    return bool(_WANTS_A_NOUN.search(before[-40:])) and not _PHRASAL.search(before[-40:])
