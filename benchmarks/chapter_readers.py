"""Chapters of a real blog's episodes as ffprobe, the shipped ffmpeg, mutagen, eyeD3 and mediainfo list them.

    .venv/bin/python benchmarks/chapter_readers.py CONTENT_DIR [--config voices.yaml] [--rev REV] [--keep DIR]

CONTENT_DIR holds real articles (issue 39 used Chinese posts of a public Hexo blog whose headings are
CJK, so a chapter's link is a long percent-encoded anchor; they are not in this repository). The blog
is built against tests/edge_standin.py (no network), once by this checkout and, with `--rev`, once by
narrate at that git revision (its `src/` from `git archive`), and each episode's ID3 chapters are read
by every reader (tests/chapter_reading.py) and compared with its chapters JSON (start and title): an
episode counts as read right by a reader when the titles are equal and every start is within one frame
(24 ms: ffmpeg 6 and later give times after its decoder's delay, 529 samples, 22 ms earlier).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "tests"))

from _common import PYTHON, ROOT, StandIn, add_work_options, child_env, drop_work, markdown_table, work_folder  # noqa: E402

import chapter_reading  # noqa: E402
from durations import Unavailable  # noqa: E402

ID3_LIMIT = 255  # narrate.audio.tags.MAX_ID3_CHAPTERS: a CTOC lists at most 255
FRAME = 0.024  # seconds of one MPEG-2 Layer III frame at 24 kHz


def same(found: list[tuple[float, str]], wanted: list[tuple[float, str]]) -> bool:
    """The same titles in the same order, each start within one frame."""
    return len(found) == len(wanted) and all(
        title == want_title and abs(start - want_start) <= FRAME
        for (start, title), (want_start, want_title) in zip(found, wanted)
    )


def build(content: Path, out: Path, config: Path | None, env: dict[str, str], pythonpath: Path | None) -> None:
    command = [
        PYTHON,
        "-c",
        "from narrate.cli import run; run()",
        "build",
        str(content),
        "--out",
        str(out),
        "--engine",
        "edge",
        "--no-fallback",
        "--json",
    ]
    if config is not None:
        command += ["--config", str(config)]
    extra = {"PYTHONPATH": str(pythonpath)} if pythonpath else {}
    done = subprocess.run(command, env={**env, **extra}, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"build failed ({done.returncode}):\n{done.stderr[-3000:]}")


def checkout(rev: str, folder: Path) -> Path:
    """narrate's `src/` at git revision `rev`, extracted under `folder`: the PYTHONPATH that runs it."""
    folder.mkdir(parents=True)
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "src"], capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, check=True)
    return folder / "src"


def expected(mp3: Path) -> list[tuple[float, str]]:
    doc = json.loads(mp3.with_suffix("").with_suffix(".chapters.json").read_text(encoding="utf-8"))
    return [(round(float(c["startTime"]), 3), str(c["title"])) for c in doc["chapters"]][:ID3_LIMIT]


def measure(out: Path) -> dict[str, Any]:
    """Per reader: episodes whose chapters equal the chapters JSON, chapters listed, chapters expected."""
    mp3s = sorted(out.glob("*/*.mp3"))
    rows: dict[str, Any] = {}
    for name, reader in chapter_reading.READERS.items():
        right = listed = 0
        try:
            for mp3 in mp3s:
                found = reader(mp3)
                right += same(found, expected(mp3))
                listed += len(found)
        except Unavailable as missing:
            rows[name] = {"missing": str(missing)}
            continue
        rows[name] = {"right": right, "episodes": len(mp3s), "listed": listed}
    total = sum(len(expected(mp3)) for mp3 in mp3s)
    long_links = sum(
        1
        for mp3 in mp3s
        for c in json.loads(mp3.with_suffix("").with_suffix(".chapters.json").read_text(encoding="utf-8"))["chapters"]
        if len(c.get("url", "")) + 2 >= 128
    )
    return {"readers": rows, "chapters": total, "long_links": long_links, "episodes": len(mp3s)}


def table(results: dict[str, dict[str, Any]]) -> str:
    rows = []
    for build_name, result in results.items():
        for reader, row in result["readers"].items():
            if "missing" in row:
                rows.append([build_name, reader, "not installed", "", ""])
            else:
                rows.append(
                    [
                        build_name,
                        reader,
                        f"{row['right']} of {row['episodes']}",
                        f"{row['listed']} of {result['chapters']}",
                        str(result["long_links"]),
                    ]
                )
    return markdown_table(rows, ["narrate", "reader", "episodes read right", "chapters listed", "links ≥ 128 bytes"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("content", type=Path)
    parser.add_argument("--config", type=Path, help="voices.yaml (feed.link makes the chapters' links)")
    parser.add_argument("--rev", default="", help="also build with narrate at this git revision")
    add_work_options(parser)
    args = parser.parse_args()
    work = work_folder(args.keep, "chapters")
    results: dict[str, dict[str, Any]] = {}
    with StandIn() as standin:
        env = child_env(NARRATE_EDGE_URL=standin.url, NARRATE_CACHE_DIR=str(work / "cache"))
        builds: list[tuple[str, Path | None]] = [("this checkout", None)]
        if args.rev:
            builds.insert(0, (args.rev, checkout(args.rev, work / "rev")))
        for name, src in builds:
            out = work / ("out-" + ("rev" if src else "now"))
            build(
                args.content,
                out,
                args.config,
                {**env, **({"NARRATE_CACHE_DIR": str(work / "cache-rev")} if src else {})},
                src,
            )
            results[name] = measure(out)
    print(table(results))
    if args.json_out:
        args.json_out.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    drop_work(work, args.keep)


if __name__ == "__main__":
    os.environ.setdefault("NO_COLOR", "1")
    main()
