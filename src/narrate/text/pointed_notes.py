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

# What a sentence leaves open for a noun right before the mark: an English preposition or article, a Chinese verb
# that names a source.
_WANTS_A_NOUN = LazyPattern(
    r"(?:(?<![\w'’])(?i:at|to|the|in|see|from|on|of|via|by|per|cf\.?|with|into|under|a|an)\s*"
    r"|(?:见|見|參見|参见|参考|參考|详见|詳見|请看|請看|參照|参照|来自|來自|引自|出自)\s*)$"
)
_LONGEST_NOTE = 80  # characters: a title or a name, said in the sentence; a longer note is a note, read with them


def pointed_notes(state: StateCore) -> None:
    """Each footnote mark the sentence points at becomes a `dialect_mark` that says its note in place."""
    notes = _short_notes(state.tokens)
    if not notes:
        return
    for token in state.tokens:
        if token.type != "inline" or not token.children or "[^" not in token.content:
            continue
        children = token.children
        for n, child in enumerate(children):
            if child.type != "footnote_ref" or (child.meta or {}).get("id") not in notes:
                continue
            if _pointed_at(children, n):
                label = child.meta.get("label", "")
                child.type, child.content = "dialect_mark", f"[^{label}]"
                child.meta = {
                    "rule": "footnote mark the sentence points at, said as its note",
                    "say": notes[child.meta["id"]],
                }


def _short_notes(tokens: list[Token]) -> dict[int, str]:
    """Each note of one short paragraph: its id and the words the page shows for it (a link's title, a name)."""
    notes: dict[int, str] = {}
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
        if shown and len(shown) <= _LONGEST_NOTE and "\n" not in shown:
            notes[token.meta["id"]] = f" {shown} "
    return notes


def _pointed_at(children: list[Token], n: int) -> bool:
    """Whether the mark at `n` stands where its sentence needs a noun (the text right before it)."""
    before = children[n - 1].content if n and children[n - 1].type == "text" else ""
    return bool(_WANTS_A_NOUN.search(before[-40:]))
