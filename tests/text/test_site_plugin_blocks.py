"""A site's own markdown-it block plugins, marked `|||name` … `|||` (surma.dev's plugins/data-table.js, codediff.js,
geometry.js): the plugin's input is never said; the page shows a table, code or a drawing, and the listener hears
that one's cue. The block ends where the plugin ends it, at the first `|||` after its first line (a `||||` line
too); a body with a sentence in it is no plugin's input and is read as written (a cue never hides prose).
"""

from __future__ import annotations

from pathlib import Path

from helpers import write
from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.script import build_script

# surma/surma.dev 78fce41 content/things/js-to-asc.md lines 129–157 (trimmed): a results table drawn from a CSV.
DATATABLE = """---json
{"title": "Is WebAssembly magic performance pixie dust?"}
---

Here’s what I got:

|||datatable
{
  data: "./static/things/js-to-asc/results.csv",
  sortable: true,
  mangle(table, sanitizer) {
    table.filter({ program: "blur", variant: "naive" });
    sanitizer(table);

    table.keepColumns("Language", "Engine", "Average", "vs JS");
    return table;
  }
}
|||

On the one hand, I was happy to see that Liftoff’s output was faster.
"""

# surma/surma.dev 78fce41 content/things/spreadsheet.md lines 174–192 (trimmed): a code diff closed by `||||`, then
# the article's paragraph.
CODEDIFF = """---json
{"title": "Writing a spreadsheet"}
---

|||codediff|html
  <!doctype html>
+ <style>
+   td {
+     min-width: 50px;
+   }
+ </style>
  <main></main>
||||

`spreadsheetColumn` turns a column _number_ into the letters we know and love from Excel & co.
"""

# Made up in Japanese (no site but surma.dev's writes these blocks): a `|||note` block whose body is sentences.
SENTENCES_JA = """---
title: メモ
lang: ja
---

|||note
この段落は説明の文章です。コードではありません。
|||

次の段落です。
"""


def _chunks(tmp_path: Path, source: str) -> list[str]:
    path = write(tmp_path / "post.md", source)
    return [c.text for c in build_script(read_article(path), load_config()).chunks]


def test_a_datatable_block_is_a_table_en(tmp_path: Path) -> None:
    """s11 held-out surma js-to-asc [56] [73] [80] [87] [95] [106] [120] [129] [135]: '|||datatable data: dot slash
    static slash things …' read aloud, nine times."""
    chunks = _chunks(tmp_path, DATATABLE)
    assert chunks[1:4] == [
        "Here’s what I got:",
        "(A table is skipped here.)",
        "On the one hand, I was happy to see that Liftoff’s output was faster.",
    ]


def test_a_codediff_block_ends_at_the_first_pipes_and_the_paragraph_after_it_is_heard_en(tmp_path: Path) -> None:
    chunks = _chunks(tmp_path, CODEDIFF)
    said = " ".join(chunks)
    assert "(A code sample is skipped here.)" in chunks
    for code in ("|||", "doctype", "min-width", "style"):
        assert code not in said
    assert "turns a column number into the letters we know and love from Excel" in said


def test_a_block_of_sentences_is_read_as_written_ja(tmp_path: Path) -> None:
    said = " ".join(_chunks(tmp_path, SENTENCES_JA))
    assert "この段落は説明の文章です。" in said
    assert "次の段落です。" in said
