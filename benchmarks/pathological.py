"""Pathological articles: what `narrate script` costs on 1 MB of each hostile shape, and how it grows.

Every regex and parser rule that runs over article text must be linear in it: a
quadratic one turns a 1 MB article into hours. Each case is one article of one
hostile shape (unclosed comments, runs of braces, shortcodes and brackets, nested
fences, quotes and lists, a megabyte of CJK without punctuation…), timed in a fresh
process that reads it and builds its script: the whole text stage (front matter,
markdown-it, html.parser, prose, lexicon, normalization, chunking). The table shows
seconds and peak memory per size, and the growth over the last two sizes: linear is
about 10x for 10x the size; quadratic would be about 100x.

With `--against REV` (e.g. `main`), that commit's `src/` (taken with `git archive`) runs
the same cases in the same way, side by side, each run capped at `--against-timeout`; the table then gives the
ratio of this tree's CPU to REV's at the largest size (measured in one sitting, it reads through the load).

    python benchmarks/pathological.py                          # every case at 100 KB and 1 MB
    python benchmarks/pathological.py --sizes 1000 --against main --against-timeout 120
    python benchmarks/pathological.py --case comments --case braces
    python benchmarks/pathological.py --sizes 1000 --command check --case "task list"   # `narrate check`'s cost

The "CPU s/MB" column is the bound issue 43 holds every shape to: at most 2 CPU seconds per MB of
article (ordinary prose is the baseline), for `narrate script` and for `narrate check`. It counts the CPU of
the children the text stage forks on a long article (text.forks); the wall seconds per MB beside it are what
a user waits, less than the CPU where those children ran on another core.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import PYTHON, ROOT, Results, machine, markdown_table


def _repeat(unit: str) -> Callable[[int], str]:
    return lambda size: unit * (size // len(unit))


def _lines(make_line: Callable[[int], str]) -> Callable[[int], str]:
    """Lines from `make_line(i)` until `size` bytes."""

    def make(size: int) -> str:
        out: list[str] = []
        total = i = 0
        while total < size:
            line = make_line(i) + "\n"
            out.append(line)
            total += len(line.encode())
            i += 1
        return "".join(out)

    return make


# name → (what it stresses, body generator for a size in bytes)
CASES: dict[str, tuple[str, Callable[[int], str]]] = {
    # issue 27's shapes and their kin
    "comments": ("`<!--` repeated, never closed (html.parser)", _repeat("<!--")),
    "comment closes at the end": (
        "`<!--` repeated, one `-->` at the very end",
        lambda n: "<!--" * (n // 4 - 1) + "-->",
    ),
    "braces": ("a run of `{`", _repeat("{")),
    "double braces": ("`{{` repeated", _repeat("{{")),
    "shortcodes": ("`{{<` repeated, never closed", _repeat("{{<")),
    "liquid tags": ("`{%` repeated, never closed", _repeat("{%")),
    "triple braces": ("`{{{` repeated, with `}}` far away", lambda n: "{{{" * (n // 3 - 1) + "}}"),
    "mdx comments": ("`{/*` repeated, never closed", _repeat("{/*")),
    "nested fences": (
        "`:::` fences 3 to 62 colons deep, no blank lines",
        _lines(lambda i: ":" * (3 + i % 60) + " note"),
    ),
    "fences and words": (
        "`:::tip` / words / `:::` with no blank lines",
        _lines(lambda i: (":::tip", "Words.", ":::")[i % 3]),
    ),
    "tags": ("`<a ` repeated, never closed", _repeat("<a ")),
    "tag block": ("a line starting `<div>` then `<a ` repeated", lambda n: "<div>" + "<a " * (n // 3 - 2)),
    "end tags": ("`</` repeated", _repeat("</")),
    "declarations": ("`<!` repeated", _repeat("<!")),
    "cdata": ("`<![CDATA[` repeated, with a `>` at the end", lambda n: "<![CDATA[" * (n // 9) + ">"),
    "entities": ("`&#` repeated", _repeat("&#")),
    "stars": ("a run of `*`", _repeat("*")),
    "emphasis": ("`*a ` repeated (emphasis that never closes)", _repeat("*a ")),
    "underscores": ("a run of `_`", _repeat("_")),
    "dollars": ("a run of `$`", _repeat("$")),
    "display math": ("`$$ ` repeated", _repeat("$$ ")),
    "backticks": ("a run of backticks", _repeat("`")),
    "backtick pairs": ("`` ` `` and a space, repeated", _repeat("` ")),
    "javascript images": ("`![x](javascript:alert(1)) ` repeated", _repeat("![x](javascript:alert(1)) ")),
    # round 2's shapes
    "spaces": ("one paragraph: a word, a run of spaces, a word", lambda n: "word" + " " * n + "end."),
    "tabs": ("a run of tabs and spaces inside a line", lambda n: "a" + " \t" * (n // 2) + "b"),
    "brackets": ("a run of `[` (link labels that never close)", _repeat("[")),
    "images": ("a run of `![`", _repeat("![")),
    "footnote marks": ("a run of `[^`", _repeat("[^")),
    "nested brackets": ("`[[[…]]]` balanced", lambda n: "[" * (n // 2) + "]" * (n // 2)),
    "letters": ("one word of letters (no space)", _repeat("a")),
    "digits": ("one run of digits (no percent sign)", _repeat("1")),
    "dotted name": ("a.b.c.… (scheme-like characters)", _repeat("a.")),
    "CJK": ("one paragraph of Han characters, no punctuation", _repeat("漢")),
    "CJK lines": ("lines of 2,000 Han characters, no punctuation", _lines(lambda i: "漢字" * 1000)),
    "quotes nested": ("blockquotes nested 100 deep, repeated", _repeat(">" * 100 + " x\n\n")),
    "lists nested": (
        "list items each one level deeper, 60 deep, repeated",
        lambda n: "".join("  " * (i % 60) + "- x\n" for i in range(n // 64)),
    ),
    "list lines": ("one list, one short item per line", _repeat("- item\n")),
    "headings": ("a heading every other line", _repeat("# h\n\n")),
    "table": (
        "one GFM table, a short row per line",
        lambda n: "| a | b | c |\n|---|---|---|\n" + "| cell one | cell two | cell three |\n" * (n // 37),
    ),
    "run-on Latin": (
        "one line of Latin words without spaces or punctuation",
        _repeat("Thequickbrownfoxjumpsoverthelazydog"),
    ),
    "footnote references": (
        "`word[^1] ` repeated, the note defined once at the end",
        lambda n: "word[^1] " * (n // 9 - 4) + "\n\n[^1]: The note.\n",
    ),
    "arrows": ("one paragraph: `Ab → ` repeated (each arrow looks at its neighbours)", _repeat("Ab → ")),
    "menu path": ("one paragraph: `Ab > ` repeated (a menu's path, read as arrows)", _repeat("Ab > ")),
    "operators": ("one paragraph: `a == b != c >= ` repeated", _repeat("a == b != c >= ")),
    # issue 43's shapes: many small blocks (linear, but each block costs the same however short it is)
    "ATX headings": ("a numbered `## Heading` every other line", _lines(lambda i: f"## Heading number {i}\n")),
    "task list": ("`- [ ] task N` / `- [x] task N`, one per line", _lines(lambda i: f"- [{' x'[i % 2]}] task {i}")),
    "link brackets": (
        "a paragraph of nested link-like brackets per line",
        _lines(lambda i: f"[a [b {i}] c](d) [[x]](y)\n"),
    ),
    "bracket soup": ("`[[a]([b]) c]` paragraphs", _lines(lambda i: f"[[a]([b]) c{i}]\n")),
    "plain list": ("one list, `- item number N` per line", _lines(lambda i: f"- item number {i}")),
    "numbered list": ("one ordered list, `N. item` per line", _lines(lambda i: f"{i + 1}. item")),
    "footnote definitions": (
        "`Word[^N].` and its definition, for every N",
        _lines(lambda i: f"Word[^{i}].\n\n[^{i}]: Note {i}."),
    ),
    "footnotes interleaved": (
        "definitions with continuation lines among their references",
        _lines(lambda i: f"[^{i}]: note {i}\n    continued\nText[^{i}] and[^{i + 1}]"),
    ),
    "inline notes": (
        "`^[inline note N]` twice a line, each said as a note of its own",
        _lines(lambda i: f"Word ^[inline note {i}] and ^[another {i}] end."),
    ),
    "footnotes lazy": (
        "definitions each followed by a lazy line with the next reference",
        _lines(lambda i: f"[^{i}]: note {i}\nlazy line {i} and[^{i + 1}]"),
    ),
    "setext headings": ("`Heading N` underlined with `---`", _lines(lambda i: f"Heading {i}\n---\n")),
    "quote lines": ("`> quoted line N`, one quote per paragraph", _lines(lambda i: f"> quoted line {i}\n")),
    "prose": (
        "ordinary English paragraphs (for scale)",
        _repeat("The quick brown fox jumps over the lazy dog, twice. It was not amused.\n\n"),
    ),
    "prose, varied": (
        "ordinary paragraphs, no two alike (the baseline: the same one repeated is cached)",
        _lines(lambda i: f"The fox number {i} jumps over dog {i * 7}, twice. It was not amused by {i + 3}.\n"),
    ),
    "unclosed tab groups": (
        "`{{< tabs >}}` / `{{< tab >}}` / words, the group never closed",
        _lines(lambda i: f'{{{{< tabs >}}}}\n{{{{< tab "t{i}" >}}}}\nWords {i}.\n'),
    ),
    "long words": (
        "paragraphs of one 16,000-letter word beside a number (a token without an identifier's mark, scanned "
        "from each of its positions, was quadratic in its length)",
        _repeat("The value 2 is " + "ab" * 8000 + " and the end of it.\n\n"),
    ),
    "colons in code": (
        "one paragraph: `Run ` then code of `a:b ` repeated (each colon looked for a clock over the whole span: "
        "quadratic)",
        lambda n: "Run `" + "a:b " * (n // 4) + "` now.",
    ),
    "directive colons": (
        "one paragraph: `:a[` repeated (a remark/MDC text directive that never closes)",
        _repeat(":a["),
    ),
    "component lines": (
        "`::name` lines, two openings to each `::` (MDC block components that never all close)",
        _lines(lambda i: "::card" if i % 3 < 2 else "::"),
    ),
    "continued bullets": (
        "one paragraph: `word` then an indented `* item N` continuing it, line after line",
        lambda n: "word\n" + _lines(lambda i: f"      * item {i}")(n),
    ),
    "Logseq block ids": (
        "`id:: <uuid>` lines under no bullet, one block reference above them",
        lambda n: (
            "See ((64f0c1a2-1111-4222-8333-944455556666)).\n\n"
            + _lines(lambda i: f"id:: 64f0c1a2-1111-4222-8333-{i:012d}")(n - 48)
        ),
    ),
    "raised numbers in HTML": (
        "one HTML block, `<p>` and `x2<sup>2</sup> ` repeated (each a power)",
        lambda n: "<p>" + "x2<sup>2</sup> " * ((n - 7) // 15) + "</p>",
    ),
    "definition-like lines": (
        "`Term N` / `: definition N` lines, one paragraph of short lines",
        _lines(lambda i: f"Term {i}\n: definition {i}"),
    ),
    "signed lines": (
        "one paragraph of CJK lines, each with an address, emoji, `>`/`<` and a sign before a particle (`--command "
        "check`: each chunk normalised and scanned the block's whole source again)",
        _lines(
            lambda i: f"第{i}句，参见 example.com/path{i}/item 以及 🐶、🐺，还有 >, < 两个符号，→が然后继续说下去。"
        ),
    ),
    "identical signed lines": (
        "one paragraph of the same line `style.css > out.css, if n > 2 out`, a redirect and a comparison (`--command "
        "check`: every redirect has the same words either side, around the comparison's word, so each chunk was asked "
        "about every one)",
        _lines(lambda i: "style.css > out.css, if n > 2 out"),
    ),
    "distinct hosts": (
        "one paragraph of CJK lines, each with an address on a host of its own (`--command check`: each chunk was "
        "searched for every host of its paragraph)",
        _lines(lambda i: f"第{i}句，参见 h{i}.example.com/path{i}/item 以及更多的说明。"),
    ),
    "caption shortcodes": (
        'one paragraph: `[caption id="a"] x ` repeated (WordPress captions that never close)',
        _repeat('[caption id="a"] x '),
    ),
    "roles": ("one paragraph: `{ref}` and a backtick repeated (MyST roles that never close)", _repeat("{ref}`a ")),
    "cross-references": ("one paragraph: ` -@fig-a` repeated (Quarto cross-references)", _repeat(" -@fig-a")),
    "property lines": (
        "one list: `- item N` with a `key:: value` line under it (Logseq block properties)",
        _lines(lambda i: f"- item {i}\n  id:: {i}"),
    ),
    "nested tags": ("one paragraph: ` #a/b/c` repeated (nested tags)", _repeat(" #a/b/c")),
    # the attacks' s10 linear-time shapes (benchmarks/attacks.py SHAPES_S10) that no case above covers
    "reference definitions": (
        "`[rN]: URL 'T'` then a paragraph using it, for every N",
        _lines(lambda i: f"[r{i}]: https://example.com/{i} 'T'\n\nSee [r{i}]."),
    ),
    "autolinks": (
        "one paragraph: `<https://…> and <mailto:…> ` repeated",
        _repeat("<https://example.com/a/b> and <mailto:a@b.c> "),
    ),
    "unclosed comments per line": ("`text N <!-- not closed` lines", _lines(lambda i: f"text {i} <!-- not closed")),
    # the attacks' s13 linear-time shapes (benchmarks/attacks.py SHAPES_S13) that no case above covers
    "unclosed shortcodes per line": (
        "`text N {{< note ` lines, one paragraph (Hugo shortcodes that never close)",
        _lines(lambda i: f"text {i} {{{{< note "),
    ),
    "inline HTML spans": (
        "one paragraph: `<span class='x'>word</span> ` repeated",
        _repeat("<span class='x'>word</span> "),
    ),
    # the attacks' s15 shape that failed (benchmarks/attacks.py SHAPES_S15)
    "escaped stars between numbers": (
        "one paragraph: `80 \\* 2 人\\* 6 ` repeated (each escaped star read the whole paragraph: quadratic)",
        _repeat("80 \\* 2 人\\* 6 "),
    ),
    "mixed Chinese and English sentences": (
        "lines `这是第N个 English term 混合 text，再说 more。` (the s15 attacks' mixed sentences: per-line language and spacing)",
        _lines(lambda i: f"这是第{i}个 English term 混合 text，再说 more。"),
    ),
    # the attacks' s14 linear-time shapes (benchmarks/attacks.py SHAPES_S14) that no case above covers
    "emoji shortcodes": (
        "one paragraph: `:smile: :rocket: ` repeated (each sign's window looked at)",
        _repeat(":smile: :rocket: "),
    ),
    "CJK and Latin letters alternating": (
        "one paragraph: `中a文b` repeated (a stretch of Han every other character)",
        lambda n: "中a文b" * (n // 8),
    ),
    # shapes of the s17 rulings (dates with slashes, angle brackets, limits, picture words): each line is read by them
    "slashed dates": (
        "lines `Update - 10/27/20: N items, 1/2 cup, 12/25/2023 and 3/4` (dates, a label's dash, fractions)",
        _lines(lambda i: f"Update - 10/{i % 28 + 1}/20: {i} items, 1/2 cup, 12/25/2023 and 3/4"),
    ),
    "type parameters": (
        "one paragraph: `Pick<T, K> List<String> a > b Settings > Privacy ` repeated (angle brackets by their role)",
        _repeat("Pick<T, K> List<String> a > b Settings > Privacy "),
    ),
    "limit arrows": (
        "one paragraph: `x→0 h → 0 n → ∞ CPU ↑ ` repeated (limits, rises)",
        _repeat("x→0 h → 0 n → ∞ CPU ↑ "),
    ),
    "picture-word alts": (
        "lines `See the graph below:` then `![Image from Gyazo](aN.png)` (alts that describe nothing)",
        _lines(lambda i: f"See the graph below:\n\n![Image from Gyazo](a{i}.png)\n"),
    ),
    # the attacks' s16 linear-time shapes (benchmarks/attacks.py SHAPES_S16) that were over 2 CPU s/MB on cb483469
    "number ranges": ("one paragraph: `4-5 ` repeated (each hyphen judged a range or not)", _repeat("4-5 ")),
    "quantity ranges": (
        "one paragraph: `12am-02am 25$-100$ 3-400$ ` repeated (ranges of quantities)",
        _repeat("12am-02am 25$-100$ 3-400$ "),
    ),
    "ranges in code spans": (
        "one paragraph: `状态码的范围在 `200-299` 。` repeated (a code span that is only a range)",
        _repeat("状态码的范围在 `200-299` 。"),
    ),
    "letter slashes": ("one paragraph: `a/b/c ` repeated (each slash said by what it joins)", _repeat("a/b/c ")),
    "arrow chains": ("one paragraph: `step → ` repeated (each arrow's role by its neighbours)", _repeat("step → ")),
    "Korean clause arrows": (
        "lines `접근 불가 N → 실패! Quorum 유지 → 쓰기 계속 가능` (arrows between clauses: 'so')",
        _lines(lambda i: f"접근 불가 {i} → 실패! Quorum 유지 → 쓰기 계속 가능"),
    ),
    "Hugo figures": (
        'lines `{{< figure src="aN.png" alt="A picture N" caption="Cap N" >}}` (each a picture cue)',
        _lines(lambda i: f'{{{{< figure src="a{i}.png" alt="A picture {i}" caption="Cap {i}" >}}}}'),
    ),
    "katakana in Chinese": (
        "lines `我和トム第N次去了東京，見到了マリア。` (katakana names are not Japanese evidence)",
        _lines(lambda i: f"我和トム第{i}次去了東京，見到了マリア。"),
    ),
    "struck-out runs": (
        "one paragraph: `~~struck words~~ <del>gone</del> <s>out</s> ` repeated (read as text)",
        _repeat("~~struck words~~ <del>gone</del> <s>out</s> "),
    ),
    "superscript note marks": (
        "one paragraph: `with age² younger³⁴ m² x² ` repeated (note marks left out, powers said)",
        _repeat("with age² younger³⁴ m² x² "),
    ),
    # the attacks' s17 linear-time shapes (benchmarks/attacks.py SHAPES_S17) that no case above covers
    "US dates": (
        "one paragraph: `Update - 10/27/20 and 1/04/24 then 12/25/2023. ` repeated (dates vouched by a word or not)",
        _repeat("Update - 10/27/20 and 1/04/24 then 12/25/2023. "),
    ),
    "menu steps": (
        "one paragraph: `Open Settings > Privacy > Camera now. ` repeated",
        _repeat("Open Settings > Privacy > Camera now. "),
    ),
    "generics": (
        "one paragraph: `Use Pick<T, K> or List<String> with Vec<u8> here. ` repeated",
        _repeat("Use Pick<T, K> or List<String> with Vec<u8> here. "),
    ),
    "limits": (
        "one paragraph: `as h→0 and n → ∞ while x→0 holds. ` repeated",
        _repeat("as h→0 and n → ∞ while x→0 holds. "),
    ),
    "placeholder alts after pointing": (
        "`As you can see below:` then a Gyazo and a CleanShot picture, repeated",
        _lines(
            lambda i: (
                f"As you can see below:\n\n![Image from Gyazo](g{i}.png)\n\n![CleanShot 2023-0{i % 9 + 1}](c{i}.png)\n"
            )
        ),
    ),
    "NBSP list markers": (
        "lines `-\u00a0item number N of a list`",
        _lines(lambda i: f"-\u00a0item number {i} of a list"),
    ),
    "English slash pairs": (
        "one paragraph: `copy/pasting weeks/months push/commit op/delta users/revenue ` repeated",
        _repeat("copy/pasting weeks/months push/commit op/delta users/revenue "),
    ),
    "link cards": (
        "`@[card](URL)` and `{{< linkcard URL >}}`, repeated",
        _lines(lambda i: f'@[card](https://example.com/a{i})\n\n{{{{< linkcard "https://e.com/{i}" >}}}}\n'),
    ),
    "tab-indented Japanese lines": (
        "lines `\tこれは第N行のインデントされた日本語の文です。`",
        _lines(lambda i: f"\tこれは第{i}行のインデントされた日本語の文です。"),
    ),
    "vertical arrows": (
        "lines `step N` / `↓` / `CPU ↑ 延迟↓`, one paragraph",
        _lines(lambda i: f"step {i}\n↓\nCPU ↑ 延迟↓"),
    ),
    "CJK slashes between names": (
        "one paragraph: `在 Deepin/Ubuntu 上用 Hubble UI/Relay 或 `-A` / `-B` 。` repeated",
        _repeat("在 Deepin/Ubuntu 上用 Hubble UI/Relay 或 `-A` / `-B` 。"),
    ),
    # the attacks' s18 linear-time shapes (benchmarks/attacks.py SHAPES_S18) that were over 2 CPU s/MB at s18's close
    "s18 autolinks": (
        "lines `<https://hostN.example/p/N> and <aN@b.example>` (URL and e-mail autolinks)",
        _lines(lambda i: f"<https://host{i % 500}.example/p/{i}> and <a{i}@b.example>"),
    ),
    "s18 reference links": (
        '`[rN]: URL "T N"` then `See [rN].` on the next line, for every N (one paragraph of uses)',
        _lines(lambda i: f'[r{i}]: https://example.com/{i} "T {i}"\nSee [r{i}].'),
    ),
    "s18 HTML tags": (
        "one paragraph: `<span class='a'><b>w</b></span> ` repeated",
        _repeat("<span class='a'><b>w</b></span> "),
    ),
    "s18 HTML entities": (
        "one paragraph: `&amp; &lt;b&gt; &#x4e2d; &copy; &nbsp; ` repeated",
        _repeat("&amp; &lt;b&gt; &#x4e2d; &copy; &nbsp; "),
    ),
    "s18 times and versions": (
        "one paragraph: `at 10:30:45 run v1.2.3-rc.4 then 2.0.0+b5 ` repeated",
        _repeat("at 10:30:45 run v1.2.3-rc.4 then 2.0.0+b5 "),
    ),
    "s18 unclosed emphasis": ("one paragraph: `*a _b **c __d ` repeated", _repeat("*a _b **c __d ")),
    "s18 table rows of 40 columns": (
        "one GFM table of 40 one-letter columns, a row per line",
        lambda n: "|" + "h|" * 40 + "\n|" + "-|" * 40 + "\n" + ("|" + "c|" * 40 + "\n") * (n // 82),
    ),
    # the attacks' s19 linear-time shapes (benchmarks/attacks.py SHAPES_S19) over 2 CPU s/MB at s19's close
    "s19 inline code spans": (
        "one paragraph: `` `a` and `b()` or `c.d` `` repeated",
        _repeat("`a` and `b()` or `c.d` "),
    ),
    "s19 hard line breaks": ("lines `line N<br>`, one paragraph", _lines(lambda i: f"line {i}<br>")),
    "s19 abbreviation definitions": (
        "`*[ABRN]: Abbreviation N` then `Use ABRN here.` on the next line, for every N",
        _lines(lambda i: f"*[ABR{i}]: Abbreviation {i}\nUse ABR{i} here."),
    ),
    "s19 CJK with inline code": (
        "one paragraph: `使用`npm install`安装，然后运行`run`命令。` repeated",
        _repeat("使用`npm install`安装，然后运行`run`命令。"),
    ),
    "s19 bare URLs": (
        "lines `see https://hostN.example/a/b?c=N now`",
        _lines(lambda i: f"see https://host{i % 300}.example/a/b?c={i} now"),
    ),
    "s19 emoji shortcodes": ("one paragraph: `:smile: :+1: :tada: ` repeated", _repeat(":smile: :+1: :tada: ")),
    # the harden lane's s20 linear-time shapes (SHAPES_S20 in its attacks) and one this lane found quadratic
    "s20 math spans": (
        "one paragraph: `where $x_i^2$ and $\\alpha + \\beta$ hold ` repeated",
        _repeat("where $x_i^2$ and $\\alpha + \\beta$ hold "),
    ),
    "s20 numbers with units": (
        "one paragraph: `It took 12ms, 3.5GB and 40 km/h at 5°C. ` repeated",
        _repeat("It took 12ms, 3.5GB and 40 km/h at 5°C. "),
    ),
    "s20 Korean with inline code": (
        "one paragraph: `설치는 `npm i`로 하고 `run`을 실행합니다. ` repeated",
        _repeat("설치는 `npm i`로 하고 `run`을 실행합니다. "),
    ),
    "s20 one paragraph of short sentences": (
        "one paragraph: `word, it. ` repeated (each sign's neighbours were found by copying the paragraph)",
        _repeat("word, it. "),
    ),
    # the rest of the s20 family's linear-time shapes over 2 CPU s/MB (SHAPES_S20), and the review's nested figures
    "s20 footnote references": (
        "one paragraph: `claim[^a] and claim[^b] ` repeated, the two notes after it",
        lambda n: "claim[^a] and claim[^b] " * (n // 24) + "\n\n[^a]: one\n\n[^b]: two\n",
    ),
    "s20 HTML comments between words": (
        "one paragraph: `word <!-- note --> word ` repeated",
        _repeat("word <!-- note --> word "),
    ),
    "s20 Hugo shortcodes with arguments": (
        'one paragraph: `{{< figure src="a.png" title="t" >}} words ` repeated',
        _repeat('{{< figure src="a.png" title="t" >}} words '),
    ),
    "s20 Liquid tags between words": (
        "one paragraph: `word {% if x %}yes{% endif %} and {{ page.title }} ` repeated",
        _repeat("word {% if x %}yes{% endif %} and {{ page.title }} "),
    ),
    "s20 nested figures": ("`<figure><p>x</p>` lines, never closed (one HTML block)", _repeat("<figure><p>x</p>\n")),
    # the harden lane's s21 and s22 linear-time shapes (SHAPES_S21/SHAPES_S22 in its attacks) over 2 CPU s/MB, and
    # two the s22 amplification rows found over it (an emoji written as an HTML entity, flag emoji)
    "s21 HTML entities": (
        "one paragraph: `&amp; &lt;tag&gt; &nbsp; &#8212; &copy; words ` repeated",
        _repeat("&amp; &lt;tag&gt; &nbsp; &#8212; &copy; words "),
    ),
    "s21 Chinese with English words": (
        "one paragraph: `我们用 Python 和 Docker 部署了 API 服务，效果很好。` repeated",
        _repeat("我们用 Python 和 Docker 部署了 API 服务，效果很好。"),
    ),
    "s21 URLs in angle brackets": (
        "one paragraph: `see <https://example.com/a/b?c=d> and ` repeated",
        _repeat("see <https://example.com/a/b?c=d> and "),
    ),
    "s21 kbd tags": (
        "one paragraph: `press <kbd>Ctrl</kbd>+<kbd>C</kbd> to copy ` repeated",
        _repeat("press <kbd>Ctrl</kbd>+<kbd>C</kbd> to copy "),
    ),
    "s21 Japanese with ruby": (
        "one paragraph: `<ruby>漢字<rt>かんじ</rt></ruby>を読みます。` repeated",
        _repeat("<ruby>漢字<rt>かんじ</rt></ruby>を読みます。"),
    ),
    "s22 inline HTML spans": (
        'one paragraph: `<span class="x">some</span> words <em>here</em> ` repeated',
        _repeat('<span class="x">some</span> words <em>here</em> '),
    ),
    "s22 emoji shortcodes between words": (
        "one paragraph: `it works :smile: and :tada: done ` repeated",
        _repeat("it works :smile: and :tada: done "),
    ),
    "s22 an emoji as an HTML entity": ("one paragraph: `&#x1F600; ` repeated", _repeat("&#x1F600; ")),
    "s22 inline pictures with alts": (
        "one paragraph: `see ![a small cat](cat.png) here ` repeated (was quadratic: text.inline _placed)",
        _repeat("see ![a small cat](cat.png) here "),
    ),
    "s22 shell prompts in code spans": (
        "one paragraph: ``run `$ ls -la` and `` repeated (quadratic: text.lexicon _code_part's joins)",
        _repeat("run `$ ls -la` and "),
    ),
    "s22 pictures on lines of their own": (
        "one paragraph of lines `line ![a cat](c.png)` (quadratic: text.pictures decided_pictures)",
        _lines(lambda i: "line ![a cat](c.png)"),
    ),
    "s22 flag emoji": ("one paragraph: `🇺🇸 ` repeated", _repeat("\U0001f1fa\U0001f1f8 ")),
    "s19 page variables": (
        'one paragraph: ` {{< param "small" >}}` repeated (no site: the shortcode is read as written)',
        _repeat(' {{< param "small" >}}'),
    ),
}

_CHILD = r"""
import json, resource, sys, time
from pathlib import Path
from narrate import build_script, load_config, read_article
from narrate.errors import NarrateError
import os
imported, imported_cpu, children = time.perf_counter(), time.process_time(), os.times()
try:
    if sys.argv[2] == "check":
        from narrate.flow.check import check_target
        run = check_target(Path(sys.argv[1]))
        outcome = f"{len(run.reports)} checked"
    else:
        script = build_script(read_article(Path(sys.argv[1])), load_config())
        outcome = f"{len(script.chunks)} chunks"
except NarrateError as exc:
    outcome = f"refused: {str(exc).split(': ', 1)[-1][:60]}"
end, now = time.perf_counter(), os.times()
# (the CPU of the children the text stage forks for a long article's stretches, reaped by now, counts too)
forked = now.children_user + now.children_system - children.children_user - children.children_system
print(json.dumps({"seconds": end - imported, "cpu": time.process_time() - imported_cpu + forked, "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
                  "outcome": outcome}))
"""


def run_case(
    body: str, folder: Path, timeout: float, src: Path | None = None, command: str = "script"
) -> dict[str, object]:
    """Time one article in a fresh process (import time excluded); None figures past the timeout.

    `src`: another checkout's `src/` to run instead of the installed narrate (same libraries).
    `command`: "script" (read and build the script) or "check" (the listening check of the article)."""
    path = folder / "article.md"
    path.write_text("---\ntitle: Pathological\nlang: en\n---\n\nA first paragraph.\n\n" + body + "\n", encoding="utf-8")
    env = dict(os.environ, NO_COLOR="1")
    if src is not None:
        env["PYTHONPATH"] = str(src)
    try:
        done = subprocess.run(
            [PYTHON, "-c", _CHILD, str(path), command],
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
            env=env,
        )
    except subprocess.TimeoutExpired:
        return {"seconds": None, "cpu": None, "rss_mb": None, "outcome": f"over {timeout:.0f} s"}
    if done.returncode != 0:
        tail = (done.stderr.strip().splitlines() or ["?"])[-1]
        return {"seconds": None, "cpu": None, "rss_mb": None, "outcome": f"crashed: {tail[:80]}"}
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    result["load"] = os.getloadavg()[0]  # the machine is shared: what else ran beside this case
    result["mb"] = path.stat().st_size / 1_000_000
    return result


def _per_mb(fig: dict[str, object]) -> str:
    """CPU seconds per MB of the article (the bound: 2 s per MB; forked children's CPU included) and wall
    seconds per MB (what a user waits: less than the CPU where children ran beside the process), or the
    outcome when it did not finish."""
    cpu, sec, mb = fig.get("cpu"), fig.get("seconds"), fig.get("mb")
    if isinstance(cpu, float) and isinstance(sec, float) and isinstance(mb, float) and mb > 0:
        return f"{cpu / mb:.2f} (wall {sec / mb:.2f})"
    return str(fig["outcome"])


def _ratio(ours: dict[str, object], theirs: dict[str, object]) -> str:
    """This tree's CPU over the other's for the same article (both runs in one sitting: the machine's load moves
    both alike), or what kept one from finishing."""
    mine, other = ours.get("cpu"), theirs.get("cpu")
    if isinstance(mine, float) and isinstance(other, float) and other > 0:
        return f"{mine / other:.2f}"
    return "" if isinstance(mine, float) else str(ours["outcome"])


def _cell(fig: dict[str, object]) -> str:
    """Wall seconds, CPU seconds, peak memory, and the load average when the case ended."""
    sec, cpu, rss = fig["seconds"], fig.get("cpu"), fig["rss_mb"]
    if isinstance(sec, float) and isinstance(rss, float):
        cpu_part = f" (CPU {cpu:.2f} s)" if isinstance(cpu, float) else ""
        return f"{sec:.2f} s{cpu_part}, {rss:.0f} MB, load {fig['load']:.1f}"
    return str(fig["outcome"])


def _growth(sizes: list[int], figures: list[dict[str, object]]) -> str:
    secs = [f["seconds"] for f in figures]
    if len(secs) >= 2 and isinstance(secs[-1], float) and isinstance(secs[-2], float) and secs[-2] > 0:
        return f"{secs[-1] / secs[-2]:.1f}x for {sizes[-1] // sizes[-2]}x the size"
    return ""


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="100,1000", help="sizes in KB, comma-separated (default 100,1000)")
    ap.add_argument("--case", action="append", choices=sorted(CASES), help="only these cases (repeatable)")
    ap.add_argument("--timeout", type=float, default=600, help="seconds before a case counts as a hang")
    ap.add_argument("--against", metavar="REV", help="also run this commit's src/ (e.g. main), side by side")
    ap.add_argument(
        "--against-timeout", type=float, default=120, help="seconds before REV's run of a case is stopped (default 120)"
    )
    ap.add_argument(
        "--command",
        choices=("script", "check"),
        default="script",
        help="what each case runs: `narrate script`'s work (default) or `narrate check`'s",
    )
    ap.add_argument("--json-out", type=Path)
    args = ap.parse_args()
    sizes = [int(s) * 1000 for s in args.sizes.split(",")]
    results = Results("pathological")
    rows: list[list[str]] = []
    names = args.case or list(CASES)
    with tempfile.TemporaryDirectory(prefix="narrate-pathological-") as tmp:
        other: Path | None = None
        if args.against:
            archive = subprocess.run(
                ["git", "-C", str(ROOT), "archive", args.against, "src"], capture_output=True, check=True
            ).stdout
            (Path(tmp) / "against").mkdir()
            subprocess.run(["tar", "-x", "-C", str(Path(tmp) / "against")], input=archive, check=True)
            other = Path(tmp) / "against" / "src"
        for name in names:
            what, make = CASES[name]
            bodies = [make(size) for size in sizes]
            figures = [run_case(body, Path(tmp), args.timeout, command=args.command) for body in bodies]
            row = [
                name,
                what,
                *(_cell(f) for f in figures),
                _growth(sizes, figures),
                _per_mb(figures[-1]),
                str(figures[-1]["outcome"]),
            ]
            for size, fig in zip(sizes, figures):
                if isinstance(fig["seconds"], float):
                    results.add(f"{name} {size // 1000} KB", fig["seconds"], "s", note=str(fig["outcome"]))
            if other is not None:
                theirs = [run_case(body, Path(tmp), args.against_timeout, other, args.command) for body in bodies]
                row[2 + len(sizes) : 2 + len(sizes)] = [_cell(f) for f in theirs]
                row[-2:-1] = [f"{_per_mb(figures[-1])} ({args.against}: {_per_mb(theirs[-1])})"]
                row.insert(-1, _ratio(figures[-1], theirs[-1]))
                for size, fig in zip(sizes, theirs):
                    if isinstance(fig["seconds"], float):
                        results.add(
                            f"{name} {size // 1000} KB ({args.against})", fig["seconds"], "s", note=str(fig["outcome"])
                        )
            rows.append(row)
            print(f"{name}: {row[2:-1]}", file=sys.stderr, flush=True)
    m = machine()
    print(f"Machine: {m['cpu']}, {m['cores']} cores, {m['memory']} RAM; {m['python']}; {m['os']}. Run {m['date']}.\n")
    header = ["case", "input", *(f"{s // 1000:,} KB" for s in sizes)]
    if args.against:
        header += [f"{s // 1000:,} KB, {args.against}" for s in sizes]
    header += ["growth (last two)", "CPU s/MB at largest (wall s/MB)"]
    header += [f"CPU ratio to {args.against} at largest"] if args.against else []
    header += ["outcome at largest"]
    print(markdown_table(rows, header))
    results.write(args.json_out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
