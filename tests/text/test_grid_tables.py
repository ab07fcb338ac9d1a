"""A Pandoc grid table (`+----+----+` borders over `| cell |` rows, `=` under the header) is a table: Pandoc, Quarto
and R Markdown show one, and a renderer without grid tables shows the same lines as a drawing of one. It is said as
the table cue, as a pipe table is, never its borders and cells read as a paragraph. A border alone, or rows that no
border closes, are no table and are read as written. Each case is titled with its source and loses nothing by the
symbol account."""

from __future__ import annotations

from pathlib import Path

from helpers import body_said, post_script, said_whole

_TABLE_EN = "(A table is skipped here.)"


def test_djnavarro_non_compartmental_analysis_grid_table(tmp_path: Path) -> None:
    # djnavarro/quarto-blog posts/2023-04-26_non-compartmental-analysis/index.qmd (s15 dev [20]-[32]): a grid table
    # inside a ':::{.column-body-outset}' div, heard as '+---------------+---… | Quantity | Notes |…' in nine chunks
    body = (
        "They're things that you can directly measure:\n\n"
        "::: {.column-body-outset}\n\n"
        "+---------------+----------------+-----------+----------+\n"
        "| Quantity      | Notes          | Symbol    | Unit     |\n"
        "+===============+================+===========+==========+\n"
        "| Dose          | Amount of drug | $D$       | mmol     |\n"
        "|               | administered   |           |          |\n"
        "+---------------+----------------+-----------+----------+\n"
        "| C~max~        | Peak plasma    | $C_{max}$ | mmol/L   |\n"
        "+---------------+----------------+-----------+----------+\n\n"
        ":::\n\n"
        "Not everything is that simple however."
    )
    said = said_whole(tmp_path, body, lang="en")
    assert said == [
        "They're things that you can directly measure:",
        _TABLE_EN,
        "Not everything is that simple however.",
    ]


def test_grid_table_zh_hans_aligned_headerless(tmp_path: Path) -> None:
    # (a shape written here: a headerless grid table with alignment colons, as Pandoc's manual shows them, in a
    # Chinese note; the line after it is prose again)
    body = (
        "三种方式对比如下：\n\n"
        "+:--------+:-----------:+\n"
        "| 方式一  | 快，但占内存 |\n"
        "+---------+-------------+\n"
        "| 方式二  | 慢，省内存   |\n"
        "+---------+-------------+\n\n"
        "一般选方式二。"
    )
    said = said_whole(tmp_path, body, lang="zh-hans")
    assert said[0] == "三种方式对比如下："
    assert said[-1] == "一般选方式二。"
    assert len(said) == 3 and "方式一" not in said[1] and "+" not in said[1]


def test_grid_table_ja_in_a_list_item(tmp_path: Path) -> None:
    # (a shape written here: a grid table under a list item, indented with the item's text)
    body = (
        "- 結果は次のとおり：\n\n"
        "  +------+------+\n"
        "  | 項目 | 値   |\n"
        "  +======+======+\n"
        "  | 速度 | 10ms |\n"
        "  +------+------+\n\n"
        "以上です。"
    )
    said = said_whole(tmp_path, body, lang="ja")
    assert said[0] == "結果は次のとおり："
    assert said[-1] == "以上です。"
    assert not any("項目" in s or "+--" in s for s in said)


def test_near_miss_a_border_alone_or_rows_never_closed_are_read(tmp_path: Path) -> None:
    # near misses: a rule of '+' and '-' with no rows under it, and a border over rows that no border closes, are no
    # table: nothing is cued, the rows' words are read
    # (the rule alone is what it was before grid tables: not this rule's to account for)
    said = body_said(post_script(tmp_path, "Before.\n\n+-----+-----+\n\nAfter the rule.", "en"))
    assert _TABLE_EN not in said and said[-1] == "After the rule."
    said = said_whole(tmp_path, "+------+------+\n| left | right |\n\nThe end.", lang="en")
    assert _TABLE_EN not in said
    assert any("left" in s and "right" in s for s in said)


def test_near_miss_a_drawing_of_boxes_is_not_a_table(tmp_path: Path) -> None:
    # near miss: two boxes side by side ('+---+   +---+') are a drawing, not a grid table's border (spaces between)
    body = "+-----+     +-----+\n| A   | --> | B   |\n+-----+     +-----+\n\nThat is the flow."
    said = body_said(post_script(tmp_path, body, "en"))  # (read as it was before grid tables)
    assert _TABLE_EN not in said and said[-1] == "That is the flow."
