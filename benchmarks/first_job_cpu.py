"""CPU a cold `narrate ARTICLE.md` spends before its first request, side by side with another checkout.

    .venv/bin/python benchmarks/first_job_cpu.py                                   # 6 runs
    .venv/bin/python benchmarks/first_job_cpu.py --runs 8 --narrate before=/tmp/before/src

first_request.py times the first request against the service model, wall clock, which on a shared
machine is mostly the time spent waiting for a core. This counts CPU instead, which a load moves far
less: each run is narrate in a fresh process (the long zh-Hant article first_request.py uses, a cache
of its own, bytecode compiled as pip leaves it), stopped at the moment it hands its first job to the
Edge worker process, and reports the process's CPU time then, and when it started the worker (the
worker's `import edge_tts`, 0.2 s of CPU on the other core, begins there). Nothing is sent: the
run ends before any request. Runs alternate between the contenders.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from _common import PYTHON, child_env, markdown_table  # noqa: E402
from bench_edge_model import narrate_from, write_long_article  # noqa: E402
from realblog import DEFAULT_REPO, read_pages  # noqa: E402

# Run in the child: the command line of `narrate ARTICLE --engine edge`, with subprocess.Popen noting when the
# worker starts and its stdin noting the first job (then the process ends at once, printing both CPU times).
PROBE = """
import json, os, subprocess, sys, time
marks = {}
_init = subprocess.Popen.__init__

class FirstJob:
    def __init__(self, inner):
        self.inner = inner
    def write(self, data):
        if b'"ask"' in data:
            print(json.dumps({"spawn": marks.get("spawn"), "first_job": time.process_time()}), flush=True)
            os._exit(0)
        return self.inner.write(data)
    def __getattr__(self, name):
        return getattr(self.inner, name)

def init(self, command, *args, **kwargs):
    _init(self, command, *args, **kwargs)
    if isinstance(command, list) and "edge_worker" in " ".join(map(str, command)):
        marks["spawn"] = time.process_time()
        self.stdin = FirstJob(self.stdin)

subprocess.Popen.__init__ = init
sys.argv = ["narrate", *sys.argv[1:]]
from narrate.cli import run
run()
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=6)
    parser.add_argument("--repo", type=Path, default=DEFAULT_REPO)
    parser.add_argument(
        "--narrate",
        action="append",
        default=[],
        metavar="NAME=SRC",
        help="another checkout's src/ side by side (as in bench_edge_model.py)",
    )
    args = parser.parse_args()
    contenders: dict[str, dict[str, str]] = {"narrate": {}}
    for item in args.narrate:
        name, _, where = item.partition("=")
        contenders[f"narrate {name}"] = narrate_from(name, where)[1]
    with tempfile.TemporaryDirectory(prefix="narrate-bench-first-job-") as folder:
        work = Path(folder)
        _, pages = read_pages(args.repo)
        article = write_long_article(work, pages)[0]
        found: dict[str, list[dict[str, float]]] = {name: [] for name in contenders}
        for n in range(args.runs):
            for name, extra in contenders.items():
                env = child_env(
                    NARRATE_CACHE_DIR=str(work / f"cache-{n}-{len(found[name])}"),
                    NARRATE_EDGE_URL="ws://127.0.0.1:9",
                    NARRATE_EDGE_WORKER="1",
                    **extra,
                )
                done = subprocess.run(
                    [PYTHON, "-c", PROBE, str(article), "--engine", "edge", "--out", str(work / "out")],
                    env=env,
                    capture_output=True,
                    text=True,
                    timeout=120,
                )
                lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
                if not lines:
                    sys.exit(f"{name}: no first job\n{done.stderr[-2000:]}")
                found[name].append(json.loads(lines[-1]))
        rows = []
        for name, runs in found.items():
            first = [r["first_job"] for r in runs]
            spawn = [r["spawn"] for r in runs if r["spawn"] is not None]
            rows.append(
                [
                    name,
                    f"{statistics.median(first):.3f} ({min(first):.3f}-{max(first):.3f})",
                    f"{statistics.median(spawn):.3f}" if spawn else "-",
                ]
            )
        print(f"CPU seconds of narrate's own process, {args.runs} alternating runs; load {os.getloadavg()[0]:.1f}")
        print(markdown_table(rows, ["client", "at its first job", "at the worker's start"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
