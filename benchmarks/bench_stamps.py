"""Benchmark: the ledger's bookkeeping I/O for a first and a --force build of N articles, no synthesis.

A first or --force build of N articles rewrote the stamps table (manifest/.stamps.json, one entry per file
narrate wrote) once per article: O(N²) I/O (session 11 made it once per command); a first build also rewrote
the ledger's list (manifest/.written.json) at each article's claim (session 12: journaled too). This replays what a build asks of the ledger — each article's
claim (narrate.publish.layout.OutputLayout.claim), then its four files written through narrate.atomic under
the ledger's guard (each stamped), inside one `guarding` block — and counts the writes of the table and the
time, and the writes of the list, for a first build and a --force one over it. Run it on two trees side by side (the figures are ratios on
a shared machine), e.g.:

    PYTHONPATH=/work/main/src .venv/bin/python benchmarks/bench_stamps.py --articles 2000
    PYTHONPATH=src .venv/bin/python benchmarks/bench_stamps.py --articles 2000
    .venv/bin/python benchmarks/bench_stamps.py --articles 2000 --against /work/main/src   # both, one run each
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def replay(articles: int) -> dict[str, object]:
    """Time a first and a --force build's ledger work over `articles` articles in a fresh folder."""
    from narrate import atomic
    from narrate.publish.layout import OutputLayout
    from narrate.publish.ledger import guarding

    saved = [0, 0]
    write_if_changed = atomic.write_if_changed

    def counting(path: Path, data: bytes) -> bool:
        if Path(path).name == ".stamps.json":
            saved[0] += 1
        if Path(path).name == ".written.json":
            saved[1] += 1
        return write_if_changed(path, data)

    atomic.write_if_changed = counting  # type: ignore[assignment]
    figures: dict[str, object] = {"articles": articles, "tree": sys.modules["narrate"].__file__}
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "out"
        layout = OutputLayout(out)
        for run in ("first", "force"):
            saved[:] = [0, 0]
            start, cpu = time.perf_counter(), time.process_time()
            with guarding(out):
                for n in range(articles):
                    slug = f"article-{n:05d}"
                    layout.claim("en", slug)
                    for suffix in (".mp3", ".vtt", ".srt", ".chapters.json"):
                        atomic.write_bytes(out / "en" / f"{slug}{suffix}", f"{run} {n} {suffix}".encode(), sync=False)
            figures[run] = {
                "stamps_writes": saved[0],
                "list_writes": saved[1],
                "wall_s": round(time.perf_counter() - start, 2),
                "cpu_s": round(time.process_time() - cpu, 2),
            }
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--articles", type=int, default=2000)
    parser.add_argument("--against", help="another tree's src folder, run the same way after this one")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child or not args.against:
        print(json.dumps(replay(args.articles)))
        return
    for src in (os.environ.get("PYTHONPATH") or str(Path(__file__).resolve().parent.parent / "src"), args.against):
        env = {**os.environ, "PYTHONPATH": src}
        done = subprocess.run(
            [sys.executable, __file__, "--child", "--articles", str(args.articles)],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        print(done.stdout.strip())


if __name__ == "__main__":
    main()
