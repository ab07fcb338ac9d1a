"""Where the text stage's CPU goes, per step, on pathological.py's shapes (issue 43: 2 CPU s per MB).

pathological.py gives a shape's total; this splits it. Each step below is timed by a wrapper around its
function (CPU time, in one warm process); a step's time excludes the steps timed inside it. "rest" is what
no wrapper covers: the script's own loop (queueing pieces, its caches, chapters, chunk accounts), front matter,
and the wrappers' own cost (about 1 µs a call, so it overstates "rest" a little on shapes of many blocks).

    python benchmarks/text_phases.py                                   # issue 43's eight shapes at 300 KB
    python benchmarks/text_phases.py --size 100 --case "task list"
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import markdown_table
from pathological import CASES

# (module, function, step): the function is looked up where its caller finds it.
STEPS = [
    ("markdown_it.parser_core", "ParserCore.process", "markdown-it"),
    ("narrate.text.prose", "_read", "prose walk"),
    ("narrate.text.prose", "source_account_later", "block accounts"),
    ("narrate.text.script", "block_language", "language"),
    ("narrate.text.script", "language_runs", "language"),
    ("narrate.text.script", "only_latin", "language"),
    ("narrate.text.script", "latin_evidence", "language"),
    ("narrate.text.script", "sibling_language", "language"),
    ("narrate.text.script", "speakable", "sentences"),
    ("narrate.text.script", "displayable", "sentences"),
    ("narrate.text.script", "sentence_groups", "sentences"),
    ("narrate.text.script", "spoken_account", "sentences"),
    ("narrate.text.script", "written", "sentences"),
    ("narrate.text.script", "_packed", "packing"),
]
ISSUE_43 = [
    "ATX headings",
    "task list",
    "link brackets",
    "definition-like lines",
    "prose, varied",
    "plain list",
    "inline notes",
    "footnote definitions",
]


class Timers:
    """Exclusive CPU time per step: each wrapper's time, less that of the wrappers called inside it."""

    def __init__(self) -> None:
        self.spent: dict[str, float] = {}
        self._inner: list[float] = []

    def wrap(self, fn: Callable[..., Any], step: str) -> Callable[..., Any]:
        def timed(*args: Any, **kwargs: Any) -> Any:
            start = time.process_time()
            self._inner.append(0.0)
            try:
                return fn(*args, **kwargs)
            finally:
                took = time.process_time() - start
                self.spent[step] = self.spent.get(step, 0.0) + took - self._inner.pop()
                if self._inner:
                    self._inner[-1] += took

        return timed

    def install(self) -> None:
        import importlib

        for module_name, name, step in STEPS:
            owner: Any = importlib.import_module(module_name)
            *path, attribute = name.split(".")
            for part in path:
                owner = getattr(owner, part)
            setattr(owner, attribute, self.wrap(getattr(owner, attribute), step))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--size", type=int, default=300, help="KB per shape (default 300)")
    ap.add_argument("--case", action="append", choices=sorted(CASES), help="only these shapes (repeatable)")
    args = ap.parse_args()
    timers = Timers()
    timers.install()
    from narrate.text import forks

    forks.spare_cores = lambda: 0  # every step in this process, where its timer sees it (no forked stretches)
    from narrate import build_script, load_config, read_article

    config = load_config()
    steps = list(dict.fromkeys(step for _, _, step in STEPS))
    rows: list[list[str]] = []
    with tempfile.TemporaryDirectory(prefix="narrate-phases-") as tmp:
        path = Path(tmp) / "article.md"
        path.write_text("---\ntitle: Warm-up\nlang: en\n---\n\nA paragraph.\n\n- [ ] a\n\n## H 1\n", encoding="utf-8")
        build_script(read_article(path), config)  # patterns compiled, modules imported
        for name in args.case or ISSUE_43:
            body = CASES[name][1](args.size * 1000)
            path.write_text(
                f"---\ntitle: Pathological\nlang: en\n---\n\nA first paragraph.\n\n{body}\n", encoding="utf-8"
            )
            mb = path.stat().st_size / 1_000_000
            timers.spent.clear()
            start = time.process_time()
            article = read_article(path)
            build_script(article, config)
            total = time.process_time() - start
            rest = total - sum(timers.spent.values())
            figures = [timers.spent.get(step, 0.0) / mb for step in steps]
            rows.append([name, f"{len(article.blocks) / mb:,.0f}", *(f"{f:.2f}" for f in figures), f"{rest / mb:.2f}"])
            rows[-1].append(f"{total / mb:.2f}")
            print(f"{name}: {rows[-1][2:]}", file=sys.stderr, flush=True)
    print(f"CPU s per MB at {args.size} KB, in one warm process; each step's own time.\n")
    print(markdown_table(rows, ["shape", "blocks per MB", *steps, "rest", "total"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
