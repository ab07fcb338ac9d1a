"""Where a GFM table ends, found without making its rows: the part of markdown-it's table rule narrate needs.

A table is never read aloud (a cue says one is there), so the parse keeps only its opening and closing tokens
(text.markdown_rules._table_shell). markdown-it's rule still split every row into cells with a loop over each
character, trimmed each cell and made three tokens for it, only for them to be dropped: a megabyte of 40-column
rows spent most of its time there (issue 43, the s18 attack 'table rows of 40 columns', 2 CPU s/MB). Here the
header is checked by markdown-it's own rule (silent: nothing made), and the body's rows are walked by the same
tests in the same order (indentation, the terminator rules, a blank line, indented code, the bound on cells left
out), each row's cells counted by its unescaped pipes instead of split. The tokens and the line the table ends at
are the ones the full rule gave (tests/text/test_table_rows.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from markdown_it.common.utils import mdTrim
from markdown_it.rules_block.table import MAX_AUTOCOMPLETED_CELLS, escapedSplit, getLine

if TYPE_CHECKING:
    from markdown_it.rules_block import StateBlock

__all__ = ["cell_count", "table_outline"]


def cell_count(line: str) -> int:
    """The cells of a row as markdown-it counts them (escapedSplit, then an empty first and last cell dropped): a
    pipe after a backslash is text, a pipe at either end only closes the row."""
    cells = line.count("|") - line.count("\\|") + 1
    if line.startswith("|"):
        cells -= 1
    if cells and line.endswith("|") and not line.endswith("\\|"):
        cells -= 1
    return cells


def table_outline(
    state: StateBlock, start: int, end: int, gfm_table: Callable[[StateBlock, int, int, bool], bool]
) -> bool:
    """GFM's table rule (`gfm_table`, not silent) making only `table_open` (its map the table's lines) and
    `table_close`: the same tokens, levels and end line as the full rule with its rows' tokens dropped."""
    if not gfm_table(state, start, end, True):
        return False
    header = escapedSplit(mdTrim(getLine(state, start)))
    columns = len(header) - (header[0] == "") - (len(header) > 1 and header[-1] == "")
    parent, state.parentType = state.parentType, "table"
    terminators = state.md.block.ruler.getRules("blockquote")
    opening = state.push("table_open", "table", 1)
    opening.map = [start, 0]
    left_out, line = 0, start + 2
    while line < end and state.sCount[line] >= state.blkIndent:
        if any(rule(state, line, end, True) for rule in terminators):
            break
        text = mdTrim(getLine(state, line))
        if not text or state.is_code_block(line):
            break
        left_out += columns - cell_count(text)
        if left_out > MAX_AUTOCOMPLETED_CELLS:
            break
        line += 1
    state.push("table_close", "table", -1)
    opening.map[1] = line
    state.parentType = parent
    state.line = line
    return True
