"""markdown-it's rule loops, each rule tried only at the characters it can start at.

markdown-it tries every inline rule in turn at every position its text rule stops at (a bracket, a
star, a dollar…): some 27 rules here, each a Python call that reads the character and answers False.
A paragraph of link-like brackets or a long task list (`- [ ] task`) spends most of its inline parse
in those calls. Here the loop asks, at each position, only the rules that can start at that position's
character: a rule named in FIRST_CHARACTERS answers False at once at any other character (its own
first test, before it reads or changes anything), so leaving it out there changes no token. Every
other rule (the text rule, a rule added later and not listed) is tried everywhere, in the ruler's
order, as before. Validation mode (`skipToken`, used while a link's label is read) alike.

The block loop alike: a block rule behind its first test (markdown_rules' gates, FIRST_CHARACTERS there)
is not called on a line that starts with another character, nor a rule whose first tests read the line's first two
characters (`[^`, `[[`, `--`: markdown_rules' _PREFIXES) on a line that starts with other two (a task list's `- [ ]`
item asked five such rules, each answering False). So are the terminators: a paragraph, list
item or quote asks, on each of its lines, every rule of its chain whether it would end it (some twenty
calls a line, each answering False); the chain is one function here that asks only the rules that can
start at the line's first character, in the chain's order, and answers as the first that says True.

Some rules can match only in a paragraph whose source holds a certain string: a stray formula needs a backslash,
the second half of a cut display needs `$$` (SOURCE_NEEDS). They are asked at every stop of the text rule, yet in a
paragraph without that string each answers False with nothing changed: the inline loop leaves them out of the
paragraph's table there (a paragraph of a URL and a reference stops the text rule some fifteen times).

The loops are markdown-it-py's own (ParserInline.tokenize and skipToken, ParserBlock.tokenize, 3.x and
4.x), with the rule list looked up per character.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Generic, TypeVar

if TYPE_CHECKING:
    from markdown_it import MarkdownIt
    from markdown_it.parser_block import ParserBlock
    from markdown_it.parser_inline import ParserInline
    from markdown_it.ruler import Ruler
    from markdown_it.rules_block import StateBlock
    from markdown_it.rules_inline import StateInline

__all__ = [
    "BLOCK_FIRST_CHARACTERS",
    "FIRST_CHARACTERS",
    "SOURCE_NEEDS",
    "dispatch_block_rules",
    "dispatch_inline_rules",
]

R = TypeVar("R")  # a rule of either loop
# Where a rule can start: the characters it can start at (a str), or the strings its line can start with (a tuple: a
# block rule whose own first tests read two characters, `[^` for a footnote's definition), or None: anywhere.
Starts = str | tuple[str, ...] | None

# Inline rules by name, and the characters each can start at: its first test reads the character at
# the position and answers False for any other, with nothing read or changed before. (footnote_ref is narrate's
# wrapper of mdit's, which made the parse's empty record of notes at every stop of the text rule, three calls a line
# of a long paragraph: the wrapper asks it at a `[^` alone, footnote_tail reading an empty record as none.
# display_tail looks at the whole paragraph from its first position.)
FIRST_CHARACTERS: dict[str, str] = {
    "shortcode": "{",
    "mdx_comment": "{",
    "jsx_expression": "{",
    "newline": "\n",
    "loose_dollars": "$",
    "dollar_text": "$",
    "shell_variable": "$",
    "code_span_dollar": "$",
    "value_braces": "{",
    "math_inline": "$",
    "unclosed_display": "$",
    "tex_inline": "\\",
    "escape": "\\",
    "backticks": "`",
    "strikethrough": "~",
    "emphasis": "_*",
    "wikilink": "![",
    "template_link": "![",
    "directive": "!:",
    "link": "[",
    "footnote_ref": "[",
    "open_paren_link": "[",
    "citation": "[",
    "obsidian_comment": "%",
    "plain_image": "!",
    "image": "!",
    "footnote_inline": "^",
    "autolink": "<",
    "jsx_inline": "<",
    "html_inline": "<",
    "entity": "&",
    # text.dialects
    "kramdown_comment": "{",
    "critic": "{",
    "template_comment": "{",
    "attribute_list": "{",
    "bracketed_span": "[",
    "keys": "+",
    "insert": "^",
    "subscript": "~",
    "embed": "@",
    "text_directive": ":",
    "continued_item_marker": "*-+",
    "code_embed": "`",
    "wordpress_shortcode": "[",
    "docsify_include": "[",
    "docsify_tip": "?!",
    "myst_role": "{",
    "crossref": "@-",
    "block_property": "\n",
    "nested_tag": "#",
    "percent_embed": "%",
    "block_id": "^",
    "superscript": "^",
    "svelte_tag": "{",
    # (each of these four was asked at every stop of the text rule, a colon or a hyphen in `10:30:45 v1.2.3-rc.4`
    # among them: s18 attack 'times and versions')
    "inline_r": "`",
    "myst_page_link": "[",
    "spaced_picture": "!",
    "sized_picture": "!",
}

# Inline rules by name, and the string the paragraph's source must hold for the rule to match anywhere in it: without
# it the rule answers False at every position, with nothing read or changed but a memo of the paragraph's own.
SOURCE_NEEDS: dict[str, str] = {
    "stray_formula": "\\",  # (text.math_delimiters: its spans are looked for only in a source with a backslash)
    "display_tail": "$$",  # (a paragraph that ends with the only `$$`)
    # the dialects' link-like rules, asked at every `[` (a task list's `[ ]`, a reference's `[r1]`):
    "wikilink": "[[",  # (`[[Page]]`, `![[embed]]`)
    "template_link": "{",  # (a Liquid or Nunjucks tag in a link's target, looked for after the `[`)
    "bracketed_span": "{",  # (`[text]{.class}`)
    "citation": "@",  # (`[@key]`, `[see -@key, p. 3]`)
    "open_paren_link": "](",  # (`[text](https://…(…)`)
    "docsify_include": ":include",  # (`[text](file ':include')`)
}


# markdown-it's own block rules whose first test reads the line's first character (after its indentation) and answers
# False for any other, with nothing changed before (lheading is not one: it leaves the parent type set).
BLOCK_FIRST_CHARACTERS: dict[str, str] = {
    "fence": "`~",
    "blockquote": ">",
    "hr": "*-_",
    "list": "*-+0123456789",
    "reference": "[",
    "html_block": "<",
    "heading": "#",
}


class _Table(Generic[R]):
    """The rules to try at a character, made from one list of a ruler's: a rule `first` names only at its
    characters, every other rule everywhere, in the ruler's order (a ruler whose list this module cannot read
    back to names: every rule everywhere). `within(src)`: the same without the rules `needs` says cannot match in
    `src`."""

    def __init__(
        self, ruler: Ruler[Any], rules: list[R], first: Mapping[str, Starts], needs: Mapping[str, str] | None = None
    ) -> None:
        enabled = [rule for rule in ruler.__rules__ if rule.enabled]
        names = [rule.name for rule in enabled] if [rule.fn for rule in enabled] == rules else [""] * len(rules)
        self._fill(rules, [first.get(name) for name in names])
        # (each rule's needed string, "" for none; the strings to look for, each once)
        self._needs = [(needs or {}).get(name, "") for name in names]
        self.needed = tuple(dict.fromkeys(needed for needed in self._needs if needed))
        self._within: dict[tuple[bool, ...], _Table[R]] = {}

    @classmethod
    def of(cls, rules: list[R], starts: list[Starts]) -> _Table[R]:
        """The table of `rules`, each with where it can start (`starts`; None: everywhere)."""
        table = cls.__new__(cls)
        table._fill(rules, starts)
        table._needs, table.needed, table._within = [""] * len(rules), (), {}
        return table

    def _fill(self, rules: list[R], starts: list[Starts]) -> None:
        self.rules = rules
        self._starts = starts
        # (a str's characters are prefixes of one character each)
        prefixes = [None if where is None else tuple(where) for where in starts]
        self.anywhere = [rule for rule, pre in zip(rules, prefixes) if pre is None]
        # By a line's first character: the rules that can start with it alone; by its first two, where a rule needs
        # two, the rules that can start with those (`at2`, for the characters in `two`).
        self.at: dict[str, list[R]] = _by_first(rules, prefixes)
        self.at2: dict[str, list[R]] = _by_first_two(rules, prefixes)
        self.two = frozenset(two[0] for two in self.at2)

    def at_line(self, src: str, pos: int) -> list[R]:
        """The rules that can start a line whose first character (not blank) is at `pos`."""
        ch = src[pos]
        if ch in self.two:
            rules = self.at2.get(src[pos : pos + 2])
            if rules is not None:
                return rules
        return self.at.get(ch, self.anywhere)

    def within(self, src: str) -> _Table[R]:
        """This table for a source: without each rule whose needed string `src` does not hold (made once for each
        set of strings held)."""
        if not self.needed:
            return self
        held = tuple(map(src.__contains__, self.needed))  # (asked once a paragraph: no Python frame a string)
        if all(held):
            return self
        table = self._within.get(held)
        if table is None:
            lacking = {needed for needed, has in zip(self.needed, held) if not has}
            kept = [n for n, needed in enumerate(self._needs) if needed not in lacking]
            table = self._within[held] = _Table.of([self.rules[n] for n in kept], [self._starts[n] for n in kept])
        return table


def _by_first(rules: list[R], prefixes: list[tuple[str, ...] | None]) -> dict[str, list[R]]:
    """The rules that can start at each first character (a rule with no prefix: at every one)."""
    firsts = dict.fromkeys(p[0] for pre in prefixes if pre for p in pre)
    return {ch: [rule for rule, pre in zip(rules, prefixes) if pre is None or ch in pre] for ch in firsts}


def _by_first_two(rules: list[R], prefixes: list[tuple[str, ...] | None]) -> dict[str, list[R]]:
    """The rules that can start with each two characters some rule's prefix begins with."""
    twos = dict.fromkeys(p[:2] for pre in prefixes if pre for p in pre if len(p) > 1)
    return {
        two: [rule for rule, pre in zip(rules, prefixes) if pre is None or any(two.startswith(p[:2]) for p in pre)]
        for two in twos
    }


def _table(
    parser: ParserInline | ParserBlock, first: Mapping[str, Starts], needs: Mapping[str, str] | None = None
) -> _Table[Any]:
    """The table for the parser's current rules (its ruler makes a new list whenever its rules change)."""
    rules = parser.ruler.getRules("")
    table: _Table[Any] | None = getattr(parser, "_narrate_table", None)
    if table is None or table.rules is not rules:
        table = _Table(parser.ruler, rules, first, needs)
        parser._narrate_table = table  # type: ignore[union-attr]
    return table


def _state_table(inline: ParserInline, state: StateInline) -> _Table[Any]:
    """The inline rules' table for `state`'s source, looked up once for the state: a link's label is read by
    skipToken at each bracket, and :meth:`_Table.within` looks through the whole source for its needed strings —
    asked at each bracket, a paragraph of many links (reference definitions and their uses, which a definition
    cannot interrupt: one paragraph) took time in the square of its length (s18 attack 'reference link
    definitions': past 180 s for a megabyte)."""
    table: _Table[Any] | None = getattr(state, "_narrate_table", None)
    if table is None:
        table = _table(inline, FIRST_CHARACTERS, SOURCE_NEEDS).within(state.src)
        state._narrate_table = table  # type: ignore[attr-defined]
    return table


def _tokenize(inline: ParserInline, state: StateInline) -> None:
    """ParserInline.tokenize, each position's rules by its character (and the paragraph's source: SOURCE_NEEDS)."""
    table = _state_table(inline, state)
    at, anywhere = table.at, table.anywhere
    end = state.posMax
    max_nesting = state.md.options["maxNesting"]
    while state.pos < end:
        pos = state.pos
        ok = False
        if state.level < max_nesting:
            for rule in at.get(state.src[pos], anywhere):
                ok = rule(state, False)
                if ok:
                    if state.pos <= pos:
                        raise RuntimeError("inline rule didn't increment state.pos")
                    break
        if ok:
            if state.pos >= end:
                break
            continue
        state.append_pending(state.src[state.pos])
        state.pos += 1
    if state.pending:
        state.pushPending()


def _skip_token(inline: ParserInline, state: StateInline) -> None:
    """ParserInline.skipToken, each position's rules by its character."""
    ok = False
    pos = state.pos
    cache = state.cache
    if pos in cache:
        state.pos = cache[pos]
        return
    if state.level < state.md.options["maxNesting"]:
        table = _state_table(inline, state)
        for rule in table.at.get(state.src[pos], table.anywhere):
            state.level += 1
            ok = rule(state, True)
            state.level -= 1
            if ok:
                if state.pos <= pos:
                    raise RuntimeError("inline rule didn't increment state.pos")
                break
    else:
        state.pos = state.posMax
    if not ok:
        state.pos += 1
    cache[pos] = state.pos


def dispatch_inline_rules(md: MarkdownIt) -> None:
    """`md`'s inline parse with each rule tried only where it can start (the same tokens).

    The parser's class is swapped for one whose two loops are these, not its methods wrapped: a link's
    label is read by a recursion through skipToken, as deep as the brackets nest (to markdown-it's
    maxNesting), and a wrapper's call would count against Python's recursion limit at every level."""
    from markdown_it.parser_inline import ParserInline

    class DispatchingInline(ParserInline):
        tokenize = _tokenize
        skipToken = _skip_token

    md.inline.__class__ = DispatchingInline


def _block_tokenize(block: ParserBlock, state: StateBlock, startLine: int, endLine: int) -> None:
    """ParserBlock.tokenize, each line's rules by its first character (the line is not blank there)."""
    table = _table(block, getattr(block, "_narrate_first", {}))
    at_line = table.at_line
    line = startLine
    max_nesting = state.md.options.maxNesting
    has_empty_lines = False
    while line < endLine:
        state.line = line = state.skipEmptyLines(line)
        if line >= endLine:
            break
        if state.sCount[line] < state.blkIndent:
            break
        if state.level >= max_nesting:
            state.line = endLine
            break
        ok = False
        for rule in at_line(state.src, state.bMarks[line] + state.tShift[line]):
            ok = rule(state, line, endLine, False)
            if ok:
                if state.line <= line:
                    raise RuntimeError("block rule didn't increment state.line")
                break
        if not ok:
            raise RuntimeError("none of the block rules matched")
        state.tight = not has_empty_lines
        line = state.line
        if (line - 1) < endLine and state.isEmpty(line - 1):
            has_empty_lines = True
        if line < endLine and state.isEmpty(line):
            has_empty_lines = True
            line += 1
            state.line = line


def dispatch_block_rules(md: MarkdownIt, first: Mapping[str, Starts]) -> None:
    """`md`'s block loop with each rule named in `first` tried only on a line that starts with one of its
    characters, or of its strings (the rule must answer False on any other non-blank line, with nothing changed)."""
    from markdown_it.parser_block import ParserBlock

    class DispatchingBlock(ParserBlock):
        tokenize = _block_tokenize

    md.block.__class__ = DispatchingBlock
    md.block._narrate_first = dict(first)  # type: ignore[attr-defined]
    _dispatch_terminators(md.block.ruler, dict(first))


def _terminators(table: _Table[Any]) -> Any:
    """One chain's terminator rules as one rule: those that can start at the line's first character (every
    one on a blank line, where a gate lets each through), in order, True at the first that says so."""
    at_line, every = table.at_line, table.rules

    def terminates(state: StateBlock, line: int, end: int, silent: bool) -> bool:
        pos = state.bMarks[line] + state.tShift[line]
        for rule in at_line(state.src, pos) if pos < state.eMarks[line] else every:
            if rule(state, line, end, silent):
                return True
        return False

    return terminates


def _dispatch_terminators(ruler: Ruler[Any], first: Mapping[str, Starts]) -> None:
    """`ruler`'s terminator chains (every chain but the main one) each compiled to one `_terminators` rule,
    made again whenever the ruler's rules change (markdown-it compiles its chains again then)."""
    from markdown_it.ruler import Ruler

    class DispatchingRuler(Ruler[Any]):
        def __compile__(self) -> None:
            super().__compile__()
            assert self.__cache__ is not None
            for chain, rules in self.__cache__.items():
                if chain and rules:
                    # (the chain's rules, as markdown-it's __compile__ lists them)
                    starts = [first.get(rule.name) for rule in self.__rules__ if rule.enabled and chain in rule.alt]
                    self.__cache__[chain] = [_terminators(_Table.of(rules, starts))]

    ruler.__class__ = DispatchingRuler
    ruler.__cache__ = None  # (compiled again, by the class above, at the next parse)
