"""Integrated loudness and true peak of every episode of the example blog, with both engines.

Builds examples/content twice into a temporary folder (espeak-ng, and Edge through the
loopback stand-in in tests/edge_standin.py, so nothing reaches the network), then runs
ffmpeg's ebur128 filter (peak=true) on each finished MP3 and prints a Markdown table.

    .venv/bin/python benchmarks/loudness_table.py [--out DIR] [--limit]

ffmpeg's ebur128 is the judge, not narrate's own per-chunk figures.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

_I = re.compile(r"I:\s+(-?[\d.]+|-inf)\s+LUFS")
_TP = re.compile(r"Peak:\s+(-?[\d.]+|-inf)\s+dBFS")


def measure(path: Path) -> tuple[float, float]:
    """(integrated LUFS, true peak dBTP) of a file, by ffmpeg's ebur128 on the whole file."""
    from narrate.audio.loudness import ffmpeg_exe

    result = subprocess.run(
        [
            ffmpeg_exe(),
            "-nostats",
            "-hide_banner",
            "-i",
            str(path),
            "-af",
            "ebur128=peak=true:framelog=quiet",
            "-f",
            "null",
            "-",
        ],
        capture_output=True,
        text=True,
        errors="replace",
        check=True,
    )
    return float(_I.findall(result.stderr)[-1]), float(_TP.findall(result.stderr)[-1])


def build(engine: str, out: Path, config: Path) -> list[Path]:
    """Build the example blog with `engine`; the MP3s written."""
    env = {**os.environ, "NARRATE_CACHE_DIR": str(out / "cache")}
    subprocess.run(
        [
            sys.executable,
            "-m",
            "narrate",
            "build",
            str(REPO / "examples" / "content"),
            "--engine",
            engine,
            "--out",
            str(out),
            "--config",
            str(config),
            "--no-fallback",
        ],
        check=True,
        env=env,
        capture_output=True,
    )
    return sorted(out.glob("*/*.mp3"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--config", type=Path, default=REPO / "voices.yaml")
    args = parser.parse_args()
    root = args.out or Path(tempfile.mkdtemp(prefix="narrate-loudness-"))
    rows = []
    from edge_standin import EdgeStandIn

    for engine in ("espeak", "edge"):
        out = root / engine
        if engine == "edge":
            with EdgeStandIn(seed=7) as server:
                os.environ["NARRATE_EDGE_URL"] = server.url
                files = build(engine, out, args.config)
        else:
            files = build(engine, out, args.config)
        for mp3 in files:
            lufs, peak = measure(mp3)
            rows.append((engine, f"{mp3.parent.name}/{mp3.stem}", lufs, peak))
    print("| engine | episode | integrated (LUFS) | true peak (dBTP) |")
    print("|---|---|---|---|")
    for engine, name, lufs, peak in rows:
        print(f"| {engine} | {name} | {lufs:.1f} | {peak:+.1f} |")
    worst = max(r[3] for r in rows)
    print(f"\nhighest true peak: {worst:+.1f} dBTP over {len(rows)} episodes")


if __name__ == "__main__":
    main()
