"""markdown-it's inline rules tried only at the characters they can start at (text.dispatch): the same tokens
and the same parse env as every rule tried at every stop, on generated inline soup and on every fixture
article, and no rule left out anywhere it could have matched."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from narrate.text import markdown_rules, page_view
from narrate.text.dispatch import FIRST_CHARACTERS, SOURCE_NEEDS

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
_EVERY_RULE = markdown_rules.build_parser(gated=False)


# What a rule keeps in the env only to read the source once (a memo, not a finding): set by whichever parser tried
# the rule first, and every rule tried at every line may try it where the dispatched parser never needs to.
_MEMOS = {"mdc components"}


def _parse(md: Any, src: str, mdx: bool = False) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    env: dict[str, Any] = {"mdx": mdx}
    tokens = [t.as_dict() for t in md.parse(src, env)]
    return tokens, {k: v for k, v in env.items() if k not in _MEMOS}


# Every character some rule starts at, markdown-it's terminators, and words around them.
_PIECES = st.sampled_from(
    [*"".join(FIRST_CHARACTERS.values()), *"()]}>#%+=@-|'\"", " ", "\n", "a", "Word", "x1", "漢字", "\\$", "^[", "[^1]"]
    + ["[a](b)", "![i](p.png)", "{{< s >}}", "{/* c */}", "<b>", "<Note />", "`c`", "$x$", "$$", "\\(", "&amp;", "::x"]
    + ["[[w]]", "**", "~~", "http://x.y", "<http://x.y>", "{x}", ":::", "[a][r]", "\n\n[r]: /u\n\n", "\n\n[^1]: n\n\n"]
    # lines that open (or end) a block: each chain of terminators asked at them
    + ["\n- ", "\n> ", "\n1. ", "\n2) ", "\n  ", "\n    c", "\n```\n", "\n***\n", "\n# h\n", "\n*[A]: b\n", "\n:::x\n"]
    + ["\nimport a from 'b'\n", "\n<Note>\n", "\n{: .c}\n", "\n!!! note\n", '\n=== "t"\n', "\n---\n", "\n|a|\n|-|\n"]
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
@example(":::\n<Note>\n::x", False)  # (the MDC memo, left only by the parser that tried MDC there)
# (a tag or shortcode line opened by white space markdown-it does not take for indentation: its rule is asked there)
@example(
    "\u3000{{< highlight go >}}\nx := 1\n{{< /highlight >}}\n\n\u3000{% raw %}\nA\n\xa0{{< figure src=a >}}", False
)
def test_rules_dispatched_by_character_give_every_rules_tokens(src: str, mdx: bool) -> None:
    assert _parse(markdown_rules.parser(), src, mdx) == _parse(_EVERY_RULE, src, mdx)


def _stock() -> Any:
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark").enable(["table", "strikethrough"])


_STOCK = _stock()


@settings(max_examples=300, deadline=None)
@given(st.lists(_PIECES, max_size=30).map("".join))
@example("- [ ] task 1\n- [x] task 2\n\n> q\n> - a\n1. b\n***\n# h")
def test_the_page_views_renderer_dispatched_by_character_gives_stock_tokens(src: str) -> None:
    """check's page view (text.page_view) renders with stock markdown-it's rules, each tried where it can start."""
    assert _parse(page_view._renderer(), src) == _parse(_STOCK, src)


_ARTICLES = sorted(p for p in FIXTURES.rglob("*") if p.suffix in (".md", ".mdx", ".markdown") and p.is_file())


@pytest.mark.parametrize("path", _ARTICLES, ids=lambda p: str(p.relative_to(FIXTURES)))
def test_rules_dispatched_by_character_on_fixture_articles(path: Path) -> None:
    src = path.read_text(encoding="utf-8", errors="replace")
    assert _parse(markdown_rules.parser(), src, path.suffix == ".mdx") == _parse(
        _EVERY_RULE, src, path.suffix == ".mdx"
    )
    assert _parse(page_view._renderer(), src) == _parse(_STOCK, src)


_BLOCK_STARTS = {**markdown_rules._FIRST_CHARACTERS, **markdown_rules._STARTS}


@pytest.mark.parametrize("name", sorted(_BLOCK_STARTS))
def test_a_listed_block_rule_answers_false_at_any_other_first_character_and_changes_nothing(name: str) -> None:
    """Each block rule the block loop and the terminator chains pass over at other characters (text.dispatch),
    asked on a line that starts with one, answers False and leaves the state as it was."""
    from markdown_it.rules_block import StateBlock

    md = markdown_rules.build_parser(gated=False)
    rule = next(r.fn for r in md.block.ruler.__rules__ if r.name == name)
    others = "a 1.,;)]}>#%+=@-|'\"\t漢\u3000*`~_[$\\!?=<{:ie" + "".join(
        "".join(starts) for starts in _BLOCK_STARTS.values()
    )
    for ch in dict.fromkeys(others.replace(" ", "").replace("\t", "")):
        if ch in _BLOCK_STARTS[name]:
            continue
        for rest in ("", "x", " [a](b) $y$ {z} <c>", "- x\n- y", ":: x\n\n:::", "\n===", "\n|-|"):
            for env in ({"mdx": True, "kramdown": True}, {"mdx": False, "kramdown": False}):
                state = StateBlock(ch + rest + "\n", md, dict(env), [])
                before = (
                    state.line,
                    state.parentType,
                    state.lineMax,
                    state.blkIndent,
                    len(state.tokens),
                    dict(state.env),
                )
                for silent in (False, True):
                    assert rule(state, 0, state.lineMax, silent) is False, (name, ch + rest, silent)
                    after = (
                        state.line,
                        state.parentType,
                        state.lineMax,
                        state.blkIndent,
                        len(state.tokens),
                        dict(state.env),
                    )
                    assert after == before, (name, ch + rest)


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


def test_the_tag_and_shortcode_line_rules_are_asked_only_at_a_brace_or_white_space(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """liquid_block, paired_shortcode and shortcode_block can start only at `{` (after white space): on lines of words
    and list items the block loop and the paragraph's terminators never call them; at a shortcode line they are."""
    calls = {"liquid_block": 0, "paired_shortcode": 0, "shortcode_block": 0}
    for name in calls:
        rule = getattr(markdown_rules, f"_{name}")

        def counted(*args: Any, _rule: Any = rule, _name: str = name) -> Any:
            calls[_name] += 1
            return _rule(*args)

        monkeypatch.setattr(markdown_rules, f"_{name}", counted)
    md = markdown_rules.build_parser()
    md.parse("".join(f"Line {n} of a paragraph\n- item {n}\n\n## Heading {n}\n\n" for n in range(200)), {})
    assert calls == {"liquid_block": 0, "paired_shortcode": 0, "shortcode_block": 0}
    md.parse("Words\n{{< figure src=a >}}\n\n\u3000{% highlight go %}\nx\n{% endhighlight %}\n", {})
    assert all(calls.values()), calls


@pytest.mark.parametrize("name", sorted(SOURCE_NEEDS))
@settings(max_examples=150, deadline=None)
@given(src=st.lists(_PIECES, min_size=1, max_size=20).map("".join))
def test_a_rule_that_needs_a_string_answers_false_where_its_source_lacks_it(name: str, src: str) -> None:
    """Each rule of SOURCE_NEEDS, asked at every position of a paragraph whose source lacks its string, answers False
    and leaves the state as it was (the inline loop leaves it out of such a paragraph's table: text.dispatch)."""
    from markdown_it.rules_inline import StateInline

    src = src.replace(SOURCE_NEEDS[name], " ")
    md = markdown_rules.parser()
    rule = next(r.fn for r in md.inline.ruler.__rules__ if r.name == name)
    env: dict[str, Any] = {"mdx": True}
    state = StateInline(src, md, env, [])
    for pos in range(len(src)):
        state.pos = pos
        before = (state.pos, state.pending, len(state.tokens), dict(env), state.level)
        for silent in (False, True):
            assert rule(state, silent) is False, (name, src, pos, silent)
            assert (state.pos, state.pending, len(state.tokens), dict(env), state.level) == before


def test_a_rule_that_needs_a_string_is_asked_only_in_a_paragraph_that_holds_it() -> None:
    """The rules of SOURCE_NEEDS (a stray formula, a cut display's tail, the dialects' link-like rules) are never
    called on paragraphs without their strings (a reference list, a task list: some fifteen calls a paragraph each
    before, at every stop or every `[`), and are called where the source holds them."""
    md = markdown_rules.build_parser()
    calls = dict.fromkeys(SOURCE_NEEDS, 0)
    for rule in list(md.inline.ruler.__rules__):
        if rule.name in calls:

            def counted(state: Any, silent: bool, _fn: Any = rule.fn, _name: str = rule.name) -> Any:
                calls[_name] += 1
                return _fn(state, silent)

            md.inline.ruler.at(rule.name, counted)
    tokens = md.parse("".join(f"See [r{n}]: https://example.com/{n} 'T'\n- [ ] task {n}\n\n" for n in range(50)), {})
    assert calls == dict.fromkeys(SOURCE_NEEDS, 0)
    assert tokens
    md.parse(
        "The density p_{\\theta}(x) is\n\n\\frac{a}{b} = 1 $$\n\n[[Page]] [a]{.b} [@key, p. 3] [x](https://a.b/c_(d)"
        " [t](f.md ':include') [l]({{ site.url }}/a)\n",
        {"generator": "docsify"},
    )
    assert all(calls.values()), calls


@pytest.mark.parametrize("name", sorted(markdown_rules._PREFIXES))
def test_a_block_rule_with_prefixes_answers_false_on_a_line_starting_otherwise(name: str) -> None:
    """Each block rule the loops ask only on lines that start with one of its strings (markdown_rules._PREFIXES),
    asked on a line that starts with its first character but none of its strings, answers False and changes
    nothing."""
    from markdown_it.rules_block import StateBlock

    md = markdown_rules.build_parser(gated=False)
    rule = next(r.fn for r in md.block.ruler.__rules__ if r.name == name)
    prefixes = markdown_rules._PREFIXES[name]
    assert all(p[0] in _BLOCK_STARTS[name] for p in prefixes)
    for first in dict.fromkeys(p[0] for p in prefixes):
        for second in " a1[]^-8{@$tTcs\t漢:.":
            for rest in ("", "x]: y", "toc]", "code]\nx\n[/code]", "8<-- a.md", "TOC]]", "[toc]]\n|a\n|b"):
                line = first + second + rest
                if line.startswith(prefixes):
                    continue
                for env in ({"mdx": True, "kramdown": True}, {"mdx": False, "kramdown": False}):
                    state = StateBlock(line + "\n", md, dict(env), [])
                    before = (state.line, state.parentType, len(state.tokens), dict(state.env))
                    for silent in (False, True):
                        assert rule(state, 0, state.lineMax, silent) is False, (name, line, silent)
                        assert (state.line, state.parentType, len(state.tokens), dict(state.env)) == before


def test_a_task_lists_lines_ask_no_rule_whose_prefix_they_lack(monkeypatch: pytest.MonkeyPatch) -> None:
    """On `- [ ] task` lines the loops never call footnote_def, toc_marker, custom_block, wordpress_code or snippet
    (each was asked once or twice a line, answering False); on lines that start with their strings they are."""
    calls = dict.fromkeys(markdown_rules._PREFIXES, 0)
    gate = markdown_rules._first_character_gate

    def counting(rule: Any, starts: Any) -> Any:
        gated = gate(rule, starts)
        name = getattr(rule, "__name__", "").lstrip("_")  # (the rule's own function: `_snippet`, `footnote_def`)

        def counted(*args: Any) -> Any:
            if name in calls:
                calls[name] += 1
            return gated(*args)

        return counted

    monkeypatch.setattr(markdown_rules, "_first_character_gate", counting)
    md = markdown_rules.build_parser()
    md.parse("".join(f"- [{' x'[n % 2]}] task {n}\n" for n in range(100)) + "\n[a]: /b\n\n- [b] c\n", {})
    assert calls == dict.fromkeys(markdown_rules._PREFIXES, 0)
    md.parse("x\n\n[^1]: n\n\n[TOC]\n\n[[note]]\n| a\n\n[code]\nx\n[/code]\n\n--8<-- a.md\n", {})
    assert all(calls.values()), calls
