"""A GFM table's end found without making its rows (issue 43 item 8, the s18 attack 'table rows of 40 columns',
benchmarks/attacks.py SHAPES_S18): text.table_rows gives the tokens, levels and end line markdown-it's own table
rule gives with its rows' tokens dropped; and an article that is only a table is refused in one line, as any
article with nothing to say is, whatever the table's shape.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from hypothesis import example, given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt
from markdown_it.rules_block import StateBlock
from markdown_it.rules_block.table import escapedSplit
from markdown_it.rules_block.table import table as gfm_table

from narrate.text.table_rows import cell_count, table_outline

_ROW_CHARACTERS = "|\\a -:`>*#"


@settings(max_examples=2000, deadline=None)
@given(st.text(_ROW_CHARACTERS, min_size=1, max_size=16))
@example("|")
@example("||")
@example("\\|")
@example("a\\|")
@example("|a\\|")
@example("\\\\|a|")
def test_a_rows_cells_are_counted_as_markdown_it_splits_them(line: str) -> None:
    """(s18 attack 'table rows of 40 columns') The count by pipes is the count of markdown-it's escapedSplit with an
    empty first and last cell dropped, for rows of pipes, escaped pipes, backslashes and text."""
    cells = escapedSplit(line)
    if cells and cells[0] == "":
        cells.pop(0)
    if cells and cells[-1] == "":
        cells.pop()
    assert cell_count(line) == len(cells)


_MD = MarkdownIt("commonmark").enable("table")


def _outline(rule: object, src: str) -> tuple[bool, int, list[tuple[str, int, list[int] | None]], int]:
    """What a table rule leaves on a fresh block state of `src`: found, end line, its table tokens, the level."""
    state = StateBlock(src, _MD, {}, [])
    found = rule(state, 0, state.lineMax, False)  # type: ignore[operator]
    tokens = [(t.type, t.level, t.map) for t in state.tokens if t.type in ("table_open", "table_close")]
    return found, state.line, tokens, state.level


_LINES = st.sampled_from(
    [
        "| a | b |",
        "a | b",
        "|a|",
        "| a \\| b | c |",
        "|" + "c|" * 40,
        "",
        "    | indented | code |",
        "> quoted",
        "- item",
        "# heading",
        "```",
        "text",
        "|",
        "| a | b | c | d | e |",
    ]
)


@settings(max_examples=1500, deadline=None)
@given(
    header=st.sampled_from(["| a | b |", "a | b", "|a|b|", "| a |", "x", "|" + "h|" * 40]),
    rule=st.sampled_from(["|---|---|", "---|---", "|:-|-:|", "|---|", "| --- |", "-", "|" + "-|" * 40]),
    body=st.lists(_LINES, max_size=8),
)
@example(header="|" + "h|" * 40, rule="|" + "-|" * 40, body=["|" + "c|" * 40] * 5)
def test_a_tables_outline_is_markdown_its_table_without_its_rows(header: str, rule: str, body: list[str]) -> None:
    """(s18 attack 'table rows of 40 columns', and GFM tables of other shapes) Tables with their rows ended by a
    blank line, a quote, a list item, a heading, a fence, indented code, short rows or rows of text: the outline
    is found where markdown-it finds the table, ends on the same line, with the same two tokens and levels."""
    src = "\n".join([header, rule, *body]) + "\n"
    full = _outline(gfm_table, src)
    light = _outline(lambda state, start, end, silent: table_outline(state, start, end, gfm_table), src)
    assert light == (full[0], full[1], full[2] and [full[2][0], full[2][-1]], full[3])


_ONLY_A_TABLE = "---\ntitle: Notes\nlang: en\n---\n\n|{header}\n|{rule}\n{rows}"


def test_an_article_that_is_only_a_table_is_refused_in_one_line_whatever_its_shape(tmp_path: Path) -> None:
    """s18 attack 'table rows of 40 columns' (`narrate script` exit 1): the attack's article is a title and a table
    of 12,000 rows and nothing else. A table is never read aloud, so such an article has no prose: `narrate script`
    refuses it in one line, exit 1, as it does an article of a 3-column table of two rows (the documented refusal,
    docs/commands.md; `narrate build` skips it). With a sentence before it the same table is a cue, exit 0."""
    written = {
        "forty": _ONLY_A_TABLE.format(header="h|" * 40, rule="-|" * 40, rows=("|" + "c|" * 40 + "\n") * 2000),
        "three": _ONLY_A_TABLE.format(header="a|b|c|", rule="-|-|-|", rows="|1|2|3|\n|4|5|6|\n"),
    }
    (tmp_path / "voices.yaml").write_text("engine: espeak\n", encoding="utf-8")
    for name, text in written.items():
        (tmp_path / f"{name}.md").write_text(text, encoding="utf-8")
        (tmp_path / f"{name}-said.md").write_text(text.replace("---\n\n|", "---\n\nA sentence first.\n\n|"), "utf-8")
    for name in written:
        alone = _script(tmp_path, f"{name}.md")
        assert alone.returncode == 1, alone.stderr
        assert alone.stderr.strip().splitlines() == [
            f"narrate: error: {name}.md: has no prose to narrate (only code, tables, images or nothing)"
        ]
        said = _script(tmp_path, f"{name}-said.md")
        assert said.returncode == 0, said.stderr
        assert "(A table is skipped here.)" in said.stdout and "left out: 1 table" in said.stdout


def _script(folder: Path, name: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "narrate", "script", name],
        cwd=folder,
        capture_output=True,
        text=True,
        check=False,
        env={"PATH": "/usr/bin:/bin", "NO_COLOR": "1", "PYTHONPATH": ":".join(sys.path)},
        timeout=300,
    )
