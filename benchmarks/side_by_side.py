"""Side by side: narrate at another commit and narrate now, same machine, same data, one run.

    .venv/bin/python benchmarks/bench_warm.py --keep /tmp/warm            # a 3-hour episode and its cache
    .venv/bin/python benchmarks/bench_noop_build.py --keep /tmp/noop      # 1,000 built articles
    .venv/bin/python benchmarks/side_by_side.py ed1e902 --warm /tmp/warm --noop /tmp/noop

The other commit's ``src/`` is taken with ``git archive`` into a temporary folder and run with
this venv's Python (``PYTHONPATH``), so both see the same libraries. Each case runs as a block
per version — a warm-up run (bytecode; the new version's caches), then ``--runs`` timed runs —
because an older narrate rewrites the feeds on every build, which the newer one would then have
to render again. Reported: the median wall time (and the fastest) and the median CPU time
(user + system) of each, and the load average before and after: on a shared machine the wall
time includes waiting for a core, the CPU time does not.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _run(src: Path, args: list[str], env: dict[str, str], cwd: Path) -> tuple[float, float]:
    """Wall and CPU seconds of one narrate command run from the sources at `src`."""
    child = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    child.update(env, PYTHONPATH=str(src), NO_COLOR="1")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", "import narrate.cli as c; getattr(c, 'run', c.main)()", *args],
        env=child,
        cwd=cwd,
        capture_output=True,
        text=True,
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        sys.exit(f"{' '.join(args)} exited {done.returncode}:\n{done.stderr[-2000:]}")
    return wall, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def _case(
    name: str, versions: list[tuple[str, Path]], args: list[str], env: dict[str, str], cwd: Path, runs: int
) -> None:
    for label, src in versions:
        _run(src, args, env, cwd)  # warm-up
        timed = [_run(src, args, env, cwd) for _ in range(runs)]
        walls, cpus = [w for w, _ in timed], [c for _, c in timed]
        print(
            f"{name:40s} {label:10s} wall median {statistics.median(walls):.2f} s (fastest {min(walls):.2f} s), "
            f"CPU median {statistics.median(cpus):.2f} s",
            flush=True,
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("commit", help="the other commit (e.g. the one before a change)")
    parser.add_argument("--warm", type=Path, help="a folder kept by bench_warm.py --keep")
    parser.add_argument("--noop", type=Path, help="a folder kept by bench_noop_build.py --keep")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="narrate-side-") as tmp:
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", args.commit, "src"], capture_output=True, check=True
        ).stdout
        subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
        versions = [(args.commit[:10], Path(tmp) / "src"), ("now", ROOT / "src")]
        print(f"load average {os.getloadavg()[0]:.1f}", flush=True)
        if args.warm:
            work = args.warm.resolve()
            article = next((work / "content").glob("three-hours.md"))
            _case(
                "3-hour rebuild from cache (--force)",
                versions,
                [str(article), "--engine", "edge", "--out", str(work / "out"), "--force"],
                {"NARRATE_CACHE_DIR": str(work / "cache"), "NARRATE_EDGE_URL": "ws://127.0.0.1:9"},
                work,
                args.runs,
            )
        if args.noop:
            work = args.noop.resolve()
            _case(
                "no-op build",
                versions,
                ["build", str(work / "content"), "--out", str(work / "output"), "--engine", "espeak", "--quiet"],
                {"NARRATE_CACHE_DIR": str(work / "cache"), "NARRATE_EDGE_URL": "ws://127.0.0.1:9"},
                work,
                args.runs,
            )
        print(f"load average {os.getloadavg()[0]:.1f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
