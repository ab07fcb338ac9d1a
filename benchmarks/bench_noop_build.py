"""Benchmark: a no-op `narrate build` of 1,000 generated articles (cache and episodes present).

What CI pays on a push that changed no article: discover every article, hash its
bytes and take what it says from the last build's summary (no parsing), compare it
with the manifest, check the files, and find that the feeds, pages and
episodes.json need no rendering. Target: <= 1 s for 1,000 articles (issue #15).
Wall time and CPU time (user + system) are both reported: on a shared machine
the wall time includes waiting for a core.

    .venv/bin/python benchmarks/bench_noop_build.py                 # 1,000 articles, 5 timed runs
    .venv/bin/python benchmarks/bench_noop_build.py --articles 200 --runs 3
    .venv/bin/python benchmarks/bench_noop_build.py --keep /tmp/bench   # keep (and reuse) the folder
    .venv/bin/python benchmarks/bench_noop_build.py --profile           # cProfile of one no-op build

The first build narrates every article with the offline espeak-ng engine (no
network; a minute or two for 1,000 articles). Then, side by side, each timed as
a fresh process (the way CI runs it), median of --runs:

- `narrate build` (the no-op rebuild: what is measured against the target),
- `narrate build --dry-run` (the plan only: no feeds, no synthesizer),
- `narrate --version` (interpreter + CLI start-up: the floor of any command),
- reading and parsing the 1,000 articles with markdown-it in one process (the
  least any incremental build that looks at the text must do).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_SCRIPT = Path(sys.executable).parent / "narrate"
NARRATE = [str(_SCRIPT)] if _SCRIPT.exists() else [sys.executable, "-c", "from narrate.cli import run; run()"]

VOICES = """\
engine: espeak
feed:
  base_url: https://blog.example.com/podcast
  link: https://blog.example.com
  author: Bench
  owner_name: Bench
  owner_email: bench@example.com
  title: {en: Bench, zh-hant: 基準}
  description: {en: Generated articles., zh-hant: 產生的文章。}
"""

EN = """\
---
title: "Generated post {n}"
date: 2024-{month:02d}-{day:02d}
lang: en
tags: [bench, gpu]
---
# Generated post {n}

This is article number {n}. It talks about GPUs, memory errors and Kubernetes in a few short sentences.

## A section

- one item about `kubectl`
- another item with a [link](https://example.com/{n})

```python
print("code is skipped")
```

The end of article {n}.
"""

ZH = """\
---
title: 產生的文章 {n}
date: 2024-{month:02d}-{day:02d}
---
# 產生的文章 {n}

這是第 {n} 篇文章，談談 GPU 與記憶體錯誤。

## 一個段落

- 第一項
- 第二項

文章 {n} 到此結束。
"""


def generate(content: Path, count: int) -> None:
    """`count` small articles: Hugo bundles, every second one in zh-Hant, the others in English."""
    for n in range(count):
        folder = content / "posts" / f"post-{n:04d}"
        folder.mkdir(parents=True, exist_ok=True)
        template, name = (ZH, "index.zh-hant.md") if n % 2 else (EN, "index.en.md")
        (folder / name).write_text(template.format(n=n, month=n % 12 + 1, day=n % 28 + 1), encoding="utf-8")


CPU: dict[str, list[float]] = {}  # command (its last two words) → CPU seconds (user + system) of each run


def run(args: list[str], env: dict[str, str], cwd: Path, *, check: bool = True) -> float:
    """Wall time of one command (its CPU time kept in CPU: on a shared machine the wall time includes
    waiting for a core, the CPU time does not); fails loudly if it fails."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if check and done.returncode != 0:
        sys.exit(f"{' '.join(args)} exited {done.returncode}:\n{done.stderr[-2000:]}")
    CPU.setdefault(" ".join(args[-2:]), []).append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return elapsed


def parse_all(content: Path) -> None:
    """Read and tokenize every article with markdown-it (the floor for looking at every text)."""
    from markdown_it import MarkdownIt

    md = MarkdownIt("commonmark")
    for path in sorted(content.rglob("*.md")):
        text = path.read_text(encoding="utf-8")
        md.parse(text.split("---", 2)[-1])


def median_of(runs: int, fn) -> tuple[float, list[float]]:
    times = [fn() for _ in range(runs)]
    return statistics.median(times), times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--articles", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--jobs", type=int, default=8, help="--jobs for the first (narrating) build")
    parser.add_argument("--keep", type=Path, help="work in this folder and keep it (reused if already built)")
    parser.add_argument("--profile", action="store_true", help="also print a cProfile of one no-op build")
    parser.add_argument(
        "--target",
        type=float,
        default=1.0,
        help="seconds the no-op rebuild of 1,000 articles should stay under (issue #15)",
    )
    args = parser.parse_args()

    work = args.keep or Path(tempfile.mkdtemp(prefix="narrate-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    content, out, cache = work / "content", work / "output", work / "cache"
    # Without PYTHONDONTWRITEBYTECODE: an installed narrate runs from compiled bytecode (see _common.child_env).
    env = {
        **{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
        "NARRATE_CACHE_DIR": str(cache),
        "NARRATE_EDGE_URL": "ws://127.0.0.1:9",
        "NO_COLOR": "1",
    }
    build = [*NARRATE, "build", str(content), "--out", str(out), "--engine", "espeak", "--quiet"]
    try:
        marker = work / f".built-{args.articles}"
        if not marker.exists():
            shutil.rmtree(content, ignore_errors=True)
            shutil.rmtree(out, ignore_errors=True)
            generate(content, args.articles)
            (work / "voices.yaml").write_text(VOICES, encoding="utf-8")
            print(f"first build: narrating {args.articles} articles with espeak-ng into {out} …", flush=True)
            first = run([*build, "--jobs", str(args.jobs)], env, work, check=False)
            first += run([*build, "--jobs", str(args.jobs)], env, work)  # finishes any article that failed
            print(f"first build: {first:.1f} s", flush=True)
            marker.touch()
        episodes = len(list(out.glob("*/*.mp3")))
        print(f"{episodes} episodes in {out}; timing {args.runs} runs each …\n", flush=True)

        check = subprocess.run([*build, "--json"], cwd=work, env=env, capture_output=True, text=True)
        summary = json.loads(check.stdout)
        if summary["built"] or len(summary["unchanged"]) != args.articles:
            sys.exit(f"not a no-op: built {len(summary['built'])}, unchanged {len(summary['unchanged'])}")
        noop, noop_runs = median_of(args.runs, lambda: run(build, env, work))
        dry, _ = median_of(args.runs, lambda: run([*build, "--dry-run"], env, work))
        startup, _ = median_of(args.runs, lambda: run([*NARRATE, "--version"], env, work))

        def in_process_parse() -> float:
            start = time.perf_counter()
            parse_all(content)
            return time.perf_counter() - start

        parse_all(content)  # warm the import
        parse, _ = median_of(args.runs, in_process_parse)

        rows = [
            ("narrate build (no-op rebuild)", noop),
            ("narrate build --dry-run", dry),
            ("narrate --version (start-up)", startup),
            (f"markdown-it parse of {args.articles} files (in-process)", parse),
        ]
        width = max(len(name) for name, _ in rows)
        print(f"{'what':{width}}  {'median s':>9}  {'× no-op':>8}")
        for name, seconds in rows:
            print(f"{name:{width}}  {seconds:9.3f}  {seconds / noop:8.2f}")
        print(f"\nno-op runs: {', '.join(f'{t:.3f}' for t in noop_runs)} s")
        noop_cpu = statistics.median(CPU[" ".join(build[-2:])][-args.runs :])
        load = os.getloadavg()[0]
        print(
            f"per article: {noop / args.articles * 1000:.2f} ms; CPU of the no-op {noop_cpu:.2f} s (user + "
            f"system); load average {load:.1f}; target {args.target:.1f} s for 1,000 articles: "
            f"{'met' if noop * 1000 / args.articles <= args.target else 'NOT met'}"
        )
        print(f"command: {' '.join(build)}  (cwd {work})")

        if args.profile:
            import cProfile
            import pstats

            from narrate.config import load_config
            from narrate.flow.build import build_site

            os.environ.update(env)
            config = load_config(near=content)
            profiler = cProfile.Profile()
            profiler.enable()
            build_site(content, config, out, engine="espeak")
            profiler.disable()
            pstats.Stats(profiler).sort_stats("cumulative").print_stats(30)
        return 0
    finally:
        if args.keep is None:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
