"""markdown-it's inline rules tried only at the characters they can start at (text.dispatch): the same tokens
and the same parse env as every rule tried at every stop, on generated inline soup and on every fixture
article, and no rule left out anywhere it could have matched."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from narrate.text import markdown_rules
from narrate.text.dispatch import FIRST_CHARACTERS

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
_EVERY_RULE = markdown_rules.build_parser(gated=False)


def _parse(md: Any, src: str, mdx: bool = False) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    env: dict[str, Any] = {"mdx": mdx}
    tokens = [t.as_dict() for t in md.parse(src, env)]
    return tokens, env


# Every character some rule starts at, markdown-it's terminators, and words around them.
_PIECES = st.sampled_from(
    [*"".join(FIRST_CHARACTERS.values()), *"()]}>#%+=@-|'\"", " ", "\n", "a", "Word", "x1", "漢字", "\\$", "^[", "[^1]"]
    + ["[a](b)", "![i](p.png)", "{{< s >}}", "{/* c */}", "<b>", "<Note />", "`c`", "$x$", "$$", "\\(", "&amp;", "::x"]
    + ["[[w]]", "**", "~~", "http://x.y", "<http://x.y>", "{x}", ":::", "[a][r]", "\n\n[r]: /u\n\n", "\n\n[^1]: n\n\n"]
)


@settings(max_examples=600, deadline=None)
@given(st.lists(_PIECES, max_size=30).map("".join), st.booleans())
@example("- [ ] task 1\n- [x] task 2", False)
@example("[a [b 1] c](d) [[x]](y)", False)
@example("Word ^[note] and[^1].\n\n[^1]: The note.", False)
@example("{/* c */} <Note>x</Note> {a}", True)
@example("[" * 300 + "]" * 300, False)
@example("{}", True)  # (an empty MDX expression: jsx._expression read a string from nothing, IndexError)
@example("a { } b {()}", True)
def test_rules_dispatched_by_character_give_every_rules_tokens(src: str, mdx: bool) -> None:
    assert _parse(markdown_rules.parser(), src, mdx) == _parse(_EVERY_RULE, src, mdx)


_ARTICLES = sorted(p for p in FIXTURES.rglob("*") if p.suffix in (".md", ".mdx", ".markdown") and p.is_file())


@pytest.mark.parametrize("path", _ARTICLES, ids=lambda p: str(p.relative_to(FIXTURES)))
def test_rules_dispatched_by_character_on_fixture_articles(path: Path) -> None:
    src = path.read_text(encoding="utf-8", errors="replace")
    assert _parse(markdown_rules.parser(), src, path.suffix == ".mdx") == _parse(
        _EVERY_RULE, src, path.suffix == ".mdx"
    )


@pytest.mark.parametrize("name", sorted(FIRST_CHARACTERS))
def test_a_listed_rule_answers_false_elsewhere_and_changes_nothing(name: str) -> None:
    """Each listed rule, asked at a character not in its list, answers False and leaves the state as it was."""
    from markdown_it.rules_inline import StateInline

    md = markdown_rules.parser()
    rule = next(r.fn for r in md.inline.ruler.__rules__ if r.name == name)
    others = [ch for ch in "a 1.,;)]}>#%+=@-|'\"\t漢\u3000" + "".join(FIRST_CHARACTERS.values())]
    for ch in others:
        if ch in FIRST_CHARACTERS[name]:
            continue
        for rest in ("", "x", "[a](b) $y$ {z} <c>", "^[n] [^1] `c` *e*"):
            env: dict[str, Any] = {"mdx": True}
            state = StateInline(ch + rest, md, env, [])
            before = (state.pos, state.pending, len(state.tokens), dict(env), state.level)
            for silent in (False, True):
                assert rule(state, silent) is False, (name, ch + rest, silent)
                assert (state.pos, state.pending, len(state.tokens), dict(env), state.level) == before
