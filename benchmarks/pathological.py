"""Pathological articles at 10 KB, 100 KB and 1 MB: what `narrate script` costs grows linearly.

Every regex and parser rule that runs over article text must be linear in it: a
quadratic one turns a 1 MB article into hours. Each case is one article of one
hostile shape (long runs of whitespace, brackets, letters, digits, deep nesting,
a huge list), timed in a fresh process that reads it and builds its script, the
whole text stage (front matter, markdown-it, prose, lexicon, normalization,
chunking). The table shows seconds and peak memory per size, and the 1 MB / 100 KB
time ratio: linear is about 10x; quadratic would be about 100x.

    python benchmarks/pathological.py                 # all cases, three sizes (~3-6 min on 2 cores)
    python benchmarks/pathological.py --sizes 10,100  # smaller sizes only (KB)
    python benchmarks/pathological.py --case brackets --case letters
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import PYTHON, Results, machine, markdown_table  # noqa: E402


def _repeat(unit: str) -> Callable[[int], str]:
    return lambda size: unit * (size // len(unit))


# name → (what it stresses, body generator for a size in bytes)
CASES: dict[str, tuple[str, Callable[[int], str]]] = {
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
    "quotes nested": ("blockquotes nested 100 deep, repeated", _repeat(">" * 100 + " x\n\n")),
    "lists nested": ("list items each one level deeper, 60 deep, repeated",
                     lambda n: "".join("  " * (i % 60) + "- x\n" for i in range(n // 64))),
    "list lines": ("one list, one short item per line", _repeat("- item\n")),
    "emphasis": ("`*a ` repeated (emphasis that never closes)", _repeat("*a ")),
    "headings": ("a heading every other line", _repeat("# h\n\n")),
}

_CHILD = r"""
import json, resource, sys, time
from pathlib import Path
start = time.perf_counter()
from narrate import build_script, load_config, read_article
from narrate.errors import NarrateError
imported = time.perf_counter()
try:
    script = build_script(read_article(Path(sys.argv[1])), load_config())
    outcome = f"{len(script.chunks)} chunks"
except NarrateError as exc:
    outcome = f"refused: {str(exc).split(': ', 1)[-1][:60]}"
end = time.perf_counter()
print(json.dumps({"seconds": end - imported, "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
                  "outcome": outcome}))
"""


def run_case(body: str, folder: Path, timeout: float) -> dict[str, object]:
    """Time one article in a fresh process (import time excluded); None figures past the timeout."""
    path = folder / "article.md"
    path.write_text("---\ntitle: Pathological\nlang: en\n---\n\nA first paragraph.\n\n" + body + "\n",
                    encoding="utf-8")
    try:
        done = subprocess.run([PYTHON, "-c", _CHILD, str(path)], capture_output=True, text=True,
                              timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        return {"seconds": None, "rss_mb": None, "outcome": f"over {timeout:.0f} s"}
    if done.returncode != 0:
        tail = (done.stderr.strip().splitlines() or ["?"])[-1]
        return {"seconds": None, "rss_mb": None, "outcome": f"crashed: {tail[:80]}"}
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="10,100,1000", help="sizes in KB, comma-separated (default 10,100,1000)")
    ap.add_argument("--case", action="append", choices=sorted(CASES), help="only these cases (repeatable)")
    ap.add_argument("--timeout", type=float, default=600, help="seconds before a case counts as a hang")
    ap.add_argument("--json-out", type=Path)
    args = ap.parse_args()
    sizes = [int(s) * 1000 for s in args.sizes.split(",")]
    results = Results("pathological")
    rows: list[list[str]] = []
    names = args.case or list(CASES)
    with tempfile.TemporaryDirectory(prefix="narrate-pathological-") as tmp:
        for name in names:
            what, make = CASES[name]
            figures = [run_case(make(size), Path(tmp), args.timeout) for size in sizes]
            cells = []
            for size, fig in zip(sizes, figures):
                sec, rss = fig["seconds"], fig["rss_mb"]
                if isinstance(sec, float) and isinstance(rss, float):
                    cells.append(f"{sec:.2f} s, {rss:.0f} MB")
                    results.add(f"{name} {size // 1000} KB", sec, "s", note=str(fig["outcome"]))
                else:
                    cells.append(str(fig["outcome"]))
            secs = [f["seconds"] for f in figures]
            ratio = ""
            if len(secs) >= 2 and isinstance(secs[-1], float) and isinstance(secs[-2], float) and secs[-2] > 0:
                ratio = f"{secs[-1] / secs[-2]:.1f}x for {sizes[-1] // sizes[-2]}x the size"
            rows.append([name, what, *cells, ratio, str(figures[-1]["outcome"])])
            print(f"{name}: {cells} {ratio}", file=sys.stderr, flush=True)
    m = machine()
    print(f"Machine: {m['cpu']}, {m['cores']} cores, {m['memory']} RAM; {m['python']}; {m['os']}. Run {m['date']}.\n")
    header = ["case", "input", *(f"{s // 1000:,} KB" for s in sizes), "growth (last two)", "outcome at largest"]
    print(markdown_table(rows, header))
    results.write(args.json_out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
