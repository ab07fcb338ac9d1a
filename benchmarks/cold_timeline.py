"""Where a cold `narrate ARTICLE.md` spends its wall time: before its first request, its requests,
and after its last answer — against the ideal for the requests it sent.

    .venv/bin/python benchmarks/cold_timeline.py            # 3 cold runs of the synthesis benchmark's article
    .venv/bin/python benchmarks/cold_timeline.py --runs 5

The article is bench_synthesis.py's (64 paragraphs, zh-Hant); the stand-in answers with 300 ms
of latency plus 7 ms per character, its renditions made beforehand (as bench_synthesis.py does,
so its own encoding does not compete with narrate for the CPU). The stand-in records when each
request arrived and when it was answered; the three spans are read off those times and the
command's own start and end. "Ideal" is the requests' service time over 8 connections.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "tests"))

from _common import NARRATE, StandIn, child_env  # noqa: E402
from longform import article  # noqa: E402

LATENCY_MS, PER_CHAR_MS = 300.0, 7.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--paragraphs", type=int, default=64)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="narrate-bench-timeline-"))
    try:
        source = work / "content" / "long-article.md"
        source.parent.mkdir(parents=True)
        source.write_text(article(args.paragraphs)[0], encoding="utf-8")
        (work / "content" / "voices.yaml").write_text("attempts: 12\n", encoding="utf-8")
        with StandIn("--latency-ms", str(LATENCY_MS), "--per-char-ms", str(PER_CHAR_MS)) as standin:

            def run(cache: str) -> tuple[float, float]:
                env = child_env(NARRATE_CACHE_DIR=str(work / cache), NARRATE_EDGE_URL=standin.url)
                start = time.time()
                subprocess.run(
                    [*NARRATE, str(source), "--engine", "edge", "--out", str(work / f"out-{cache}")],
                    env=env,
                    check=True,
                    capture_output=True,
                )
                return start, time.time()

            standin.settings(latency_ms=0, per_char_ms=0)
            run("prewarm")  # the stand-in renders every request once, ahead of the timed runs
            standin.wait_idle()
            standin.settings(latency_ms=LATENCY_MS, per_char_ms=PER_CHAR_MS, reset=True)
            for n in range(args.runs):
                start, end = run(f"cold-{n}")
                standin.wait_idle()
                requests = standin.stats()["requests"]
                standin.settings(reset=True)
                first = min(r["received"] for r in requests)
                last = max(r.get("answered", first) for r in requests)
                service = sum(LATENCY_MS / 1000 + PER_CHAR_MS / 1000 * len(r["text"] or "") for r in requests)
                print(
                    f"run {n + 1}: {end - start:.2f} s: {first - start:.2f} s before the first request, "
                    f"{last - first:.2f} s of requests (ideal {service / 8:.2f} s for {len(requests)}), "
                    f"{end - last:.2f} s after the last answer",
                    flush=True,
                )
        return 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
