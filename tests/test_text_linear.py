"""Issue 27's last shapes over 2 s (nested fences, `javascript:` images, dotted names): what made the
text stage cheaper on them gives what the old definitions gave, on random input.

The chunk packer's joins (a sentence joined to the chunk before without spacing the whole chunk
again) against normalize_spacing and join_display of the joined text, and the script's memo of each
sentence's spoken and shown text against a script built without it. Speed is measured by
`benchmarks/pathological.py`, never here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import narrate
from helpers import write
from narrate.text import lexicon, markdown_rules, script

# Every kind of whitespace the spacing rules look at, the closing marks, CJK and its punctuation.
_ALPHABET = st.sampled_from(list("ab Z09 .,;:!?)](\n\t\r\u3000\xa0漢字かな。，、「」：％ ") + ["\u2003", "\x0b"])


def _pieces(text: str, cuts: list[int]) -> list[str]:
    """`text` cut where `cuts` say, each piece stripped, empty ones dropped (as split_text and split_like cut)."""
    points = sorted({0, len(text), *(c % (len(text) + 1) for c in cuts)})
    return [p for p in (text[a:b].strip() for a, b in zip(points, points[1:])) if p]


@settings(max_examples=500, deadline=None)
@given(st.text(_ALPHABET, max_size=60), st.text(_ALPHABET, max_size=60), st.lists(st.integers(0, 200), max_size=4))
@example("a", ". b", [])
@example("a", ")", [])
@example("漢", "a", [])
def test_join_spoken_is_spacing_the_joined_text(a: str, b: str, cuts: list[int]) -> None:
    first, second = lexicon.normalize_spacing(a), lexicon.normalize_spacing(b)
    for one in [first, *_pieces(first, cuts)]:
        for two in [second, *_pieces(second, cuts)]:
            assert lexicon.join_spoken(one, two) == lexicon.normalize_spacing(one + " " + two)


@settings(max_examples=500, deadline=None)
@given(st.text(_ALPHABET, max_size=60), st.text(_ALPHABET, max_size=60), st.lists(st.integers(0, 200), max_size=4))
@example("a\n", "\nb", [])
@example("漢", "a", [])
@example("", "a", [])
def test_join_shown_is_join_display(a: str, b: str, cuts: list[int]) -> None:
    first, second = lexicon.display_spacing(a), lexicon.display_spacing(b)
    for one in [first, *_pieces(first, cuts)]:
        for two in [second, *_pieces(second, cuts)]:
            assert lexicon.join_shown(one, two) == lexicon.join_display(one, two)


class _NeverHit(dict[Any, Any]):
    """A memo that never remembers: the script as it was built before the memo."""

    def get(self, key: Any, default: Any = None) -> Any:
        return default

    def __contains__(self, key: object) -> bool:
        return False

    def setdefault(self, key: Any, default: Any = None) -> Any:
        return _NeverHit()


_LINES = st.sampled_from([
    "Note.", "note", "Note. Note.", "It was not amused.", "GPU v1.2 is 30% faster.", "這是一句。", "漢字",
    "a.b.c.", "@someone)", "#1234", "word[^1]", "`code` here.", "- x", "1. Step.", "> Quoted.", ":::: tip",
    "![x](javascript:alert(1))", "The line in English is long enough to tell.",
])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.lists(_LINES, min_size=1, max_size=8).map("\n".join), min_size=1, max_size=6),
       st.sampled_from(["en", "zh-hant"]))
@example([":::: note\n::::: note\nNote.\nNote."] * 2, "en")
@example(["Fixes #1234 @someone)\nNote."], "en")
def test_a_sentence_said_again_is_said_as_without_the_memo(tmp_path: Path, blocks: list[str], lang: str) -> None:
    body = "\n\n".join(blocks) + "\n\n[^1]: The note.\n"
    path = write(tmp_path / "a.md", f"---\ntitle: T\nlang: {lang}\n---\n\nFirst words.\n\n{body}")
    config = narrate.load_config()
    with_memo = narrate.build_script(narrate.read_article(path), config)
    original = script._Draft.__init__

    def forgetful(self: script._Draft, *args: Any, **kwargs: Any) -> None:
        original(self, *args, **kwargs)
        self.packed, self.decided, self.said = _NeverHit(), _NeverHit(), _NeverHit()

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(script._Draft, "__init__", forgetful)
        without = narrate.build_script(narrate.read_article(path), config)
    assert with_memo == without


def _tokens(md: Any, text: str) -> list[Any]:
    """Every token of a parse, children in line after their parent, as comparable dicts."""
    out: list[Any] = []
    for token in md.parse(text):
        out.append(token.as_dict(children=True))
    return out


def _without_plain_inline() -> Any:
    """narrate's parser with markdown-it's own inline parse for every text (as before the shortcut)."""
    from markdown_it.parser_inline import ParserInline

    md = markdown_rules.build_parser()
    md.inline.parse = ParserInline.parse.__get__(md.inline)  # type: ignore[method-assign]
    return md


# Plain words, every character that starts an inline rule, and the shapes of alt texts and links.
_INLINE = st.sampled_from([
    "a", "word", " ", "\n", "x y", ".", ",", "!", "![x](javascript:alert(1))", "![alt text](a.png)", "[x](y)",
    "*", "_", "`", "$", "{", "}", "{{<", "{/*", "*/}", "<", ">", "&", "#", ":", "~", "[", "]", "^", "\\", "@",
    "=", "+", "-", "%", "漢字", "é", "[^1]", "\t", "'", '"', "(", ")", "|",
])


@settings(max_examples=400, deadline=None)
@given(st.lists(_INLINE, max_size=30).map("".join))
@example("![x](javascript:alert(1)) ![x](javascript:alert(1)) ")
@example("The quick brown fox jumps over the lazy dog, twice. It was not amused.")
@example("![plain alt](a.png) and ![*em* alt](b.png)")
@example("![ spaced alt ](a.png)")
def test_plain_inline_gives_markdown_its_own_tokens(text: str) -> None:
    assert _tokens(markdown_rules.parser(), text) == _tokens(_without_plain_inline(), text)
