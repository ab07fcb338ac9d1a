"""What a listener's apps get from a real blog built with speech: loudness, durations, transcript lines, a feed item.

    .venv/bin/python benchmarks/audio_table.py CONTENT_DIR --standin FAKE_EDGE.py --standin-python PY \
        [--work DIR] [--before REV]

CONTENT_DIR holds real articles (issue 24 used 15 of a public Hexo blog in en, zh-TW and zh-CN,
neoalienson/neo01.com-source `_posts/`; they are not in this repository). The Edge service is a
loopback stand-in speaking with espeak-ng (`/work/shared/edge-standin/fake_edge.py` with
`VOICE_ENGINE = "espeak"`, run by a Python that has its requirements): espeak's peak-to-loudness
ratio is close to Edge's neural voices', so the levelling meets what real speech asks of it.

The blog is built three times from one chunk cache — the default levelling, `loudness: lossless`
and `loudness: limit` — and every episode is measured with ffmpeg's ebur128 (integrated loudness
and true peak: `ffmpeg -nostats -i F.mp3 -af ebur128=peak=true -f null -`). For the default build:
each episode's duration as ffprobe, mutagen, mediainfo, eyeD3 and Chromium's `<audio>.duration`
read it (tests/durations.py), and the SRT/VTT line statistics. With `--before REV`, one article is
also built by narrate at REV (its `src/` from `git archive`) and its feed item shown beside today's.
"""

from __future__ import annotations

import argparse
import html
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "tests"))

from _common import NARRATE, PYTHON, ROOT, markdown_table  # noqa: E402

MODES = ("default", "lossless", "limit")
_I = re.compile(r"I:\s+(-?[\d.]+)\s+LUFS")
_TP = re.compile(r"Peak:\s+(-?[\d.]+|-inf)\s+dBFS")


def ebur128(path: Path) -> tuple[float, float]:
    """(integrated LUFS, true peak dBTP) as the issue's command measures them."""
    from narrate.audio.loudness import ffmpeg_exe

    out = subprocess.run(
        [ffmpeg_exe(), "-nostats", "-i", str(path), "-af", "ebur128=peak=true", "-f", "null", "-"],
        capture_output=True,
        text=True,
        errors="replace",
        check=True,
    ).stderr
    return float(_I.findall(out)[-1]), float(_TP.findall(out)[-1])


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_standin(script: Path, python: str, log: Path) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    proc = subprocess.Popen(
        [
            python,
            str(script),
            "--port",
            str(port),
            "--rtf",
            "0.05",
            "--ttfb",
            "0.25",
            "--max-conn",
            "8",
            "--voice-engine",
            "espeak",
            "--log",
            str(log),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(300):
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                return proc, f"ws://127.0.0.1:{port}"
        if proc.poll() is not None:
            sys.exit(f"the stand-in exited ({proc.returncode}); does {python} have its requirements?")
        time.sleep(0.1)
    proc.kill()
    sys.exit("the stand-in did not start listening")


def config_for(work: Path, mode: str) -> Path:
    path = work / "config" / mode / "voices.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    text = (
        "feed:\n  base_url: https://podcast.example.org\n  link: https://blog.example.org\n"
        "  author: Blog Author\n  owner_email: owner@example.org\n"
    )
    path.write_text(text + ("" if mode == "default" else f"loudness: {mode}\n"), encoding="utf-8")
    return path


def build(
    command: list[str], content: Path, out: Path, config: Path, env: dict[str, str]
) -> tuple[float, dict[str, Any]]:
    start = time.perf_counter()
    result = subprocess.run(
        [
            *command,
            "build",
            str(content),
            "--out",
            str(out),
            "--engine",
            "edge",
            "--config",
            str(config),
            "--json",
            "--no-fallback",
        ],
        env=env,
        capture_output=True,
        text=True,
    )
    wall = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"build failed ({result.returncode}):\n{result.stderr[-3000:]}")
    return wall, json.loads(result.stdout)


def episodes(out: Path) -> list[Path]:
    return sorted(p for p in out.glob("*/*.mp3"))


def _cjk(line: str) -> bool:
    return any(unicodedata.east_asian_width(ch) in "WF" for ch in line)


def cue_blocks(path: Path) -> list[list[str]]:
    """The text lines of each cue of a VTT or SRT file, as a player shows them (VTT's escapes undone)."""
    text = path.read_text(encoding="utf-8").replace("\r", "")
    blocks = []
    for block in text.split("\n\n"):
        lines = block.strip("\n").split("\n")
        at = next((n for n, line in enumerate(lines) if "-->" in line), None)
        if at is not None:
            shown = [html.unescape(line) if path.suffix == ".vtt" else line for line in lines[at + 1 :]]
            blocks.append([line for line in shown if line])
    return blocks


def cue_durations(path: Path) -> list[float]:
    out = []
    for start, end in re.findall(r"(\d\d:\d\d:\d\d[.,]\d{3}) --> (\d\d:\d\d:\d\d[.,]\d{3})", path.read_text("utf-8")):

        def seconds(stamp: str) -> float:
            h, m, s = stamp.replace(",", ".").split(":")
            return int(h) * 3600 + int(m) * 60 + float(s)

        out.append(seconds(end) - seconds(start))
    return out


def _wide(line: str) -> int:
    return sum(1 for ch in line if unicodedata.east_asian_width(ch) in "WF")


def line_stats(path: Path) -> dict[str, Any]:
    """Cues, lines per cue, the longest lines (characters of a line without CJK; CJK characters of a line
    with some), lines over the limit (42 Latin or 18 CJK characters: a CJK character counts 42/18 of a
    Latin one in a mixed line), cues under a second, and '<' left in an SRT."""
    blocks = cue_blocks(path)
    lines = [line for block in blocks for line in block]
    latin = [len(line) for line in lines if not _cjk(line)]
    durations = cue_durations(path)
    return {
        "cues": len(blocks),
        "lines": len(lines),
        "max lines/cue": max((len(b) for b in blocks), default=0),
        "max chars (Latin line)": max(latin, default=0),
        "max CJK chars (CJK line)": max((_wide(line) for line in lines if _cjk(line)), default=0),
        "over limit": sum(1 for line in lines if 7 * _wide(line) + 3 * (len(line) - _wide(line)) > 126),
        "cues < 1 s": sum(1 for d in durations if d < 1.0),
        "markup '<'": sum(line.count("<") for line in lines) if path.suffix == ".srt" else "",
    }


def print_line_stats(out: Path) -> None:
    print("\n## Transcript lines, default build\n")
    stat_rows = []
    for mp3 in episodes(out):
        for suffix in (".vtt", ".srt"):
            stats = line_stats(mp3.with_suffix(suffix))
            stat_rows.append([f"{mp3.parent.name}/{mp3.stem}{suffix}"] + [str(v) for v in stats.values()])
    stat_keys = list(line_stats(episodes(out)[0].with_suffix(".srt")).keys())
    print(markdown_table(stat_rows, ["file"] + stat_keys))


def durations_of(out: Path, mp3s: list[Path]) -> list[dict[str, Any]]:
    from mutagen.mp3 import MP3  # noqa: F401  (fails early if missing)

    import durations as readers

    rows = []
    try:
        browser = dict(zip(mp3s, readers.chromium(out, mp3s)))
    except readers.Unavailable as why:
        print(f"Chromium: {why}", file=sys.stderr)
        browser = {}
    from narrate.audio.mp3 import EDGE_FORMAT, frame_count

    for mp3 in mp3s:
        frames = frame_count(mp3.read_bytes(), EDGE_FORMAT) * 0.024
        row: dict[str, Any] = {"episode": f"{mp3.parent.name}/{mp3.stem}", "frames": frames}
        for name, reader in (
            ("ffprobe", readers.ffprobe),
            ("mutagen", readers.mutagen),
            ("mediainfo", readers.mediainfo),
            ("eyeD3", readers.eyed3),
        ):
            try:
                row[name] = reader(mp3)
            except readers.Unavailable:
                row[name] = float("nan")
        row["Chromium"] = browser.get(mp3, float("nan"))
        values = [row[k] for k in ("ffprobe", "mutagen", "mediainfo", "eyeD3", "Chromium")]
        row["spread"] = max(values) - min(values) if all(v == v for v in values) else float("nan")
        rows.append(row)
    return rows


def first_item(feed: Path) -> str:
    """The first <item> of a feed, as XML text."""
    ET.register_namespace("itunes", "http://www.itunes.com/dtds/podcast-1.0.dtd")
    ET.register_namespace("podcast", "https://podcastindex.org/namespace/1.0")
    ET.register_namespace("content", "http://purl.org/rss/1.0/modules/content/")
    ET.register_namespace("psc", "http://podlove.org/simple-chapters")
    ET.register_namespace("atom", "http://www.w3.org/2005/Atom")
    item = ET.parse(feed).getroot().find("channel/item")
    assert item is not None
    return ET.tostring(item, encoding="unicode")


def before_and_after(rev: str, article: Path, work: Path, env: dict[str, str]) -> tuple[str, str]:
    """One article built by narrate at `rev` and by this checkout: the first feed item of each."""
    old = work / "before-src"
    shutil.rmtree(old, ignore_errors=True)
    old.mkdir(parents=True)
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "src"], capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(old)], input=archive, check=True)
    content = work / "one" / "content"
    shutil.rmtree(content.parent, ignore_errors=True)
    content.mkdir(parents=True)
    shutil.copy(article, content / article.name)
    items = []
    for name, command, extra in (
        (
            "before",
            [PYTHON, "-c", "from narrate.cli import run; run()"],
            {"PYTHONPATH": str(old / "src"), "NARRATE_CACHE_DIR": str(work / "cache-before")},
        ),
        ("after", NARRATE, {}),
    ):
        out = work / "one" / name
        build(command, content, out, config_for(work, "default"), {**env, **extra})
        items.append(first_item(next(out.glob("*/feed.xml"))))
    return items[0], items[1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("content", type=Path)
    parser.add_argument("--standin", type=Path, required=True, help="fake_edge.py (espeak speech)")
    parser.add_argument("--standin-python", default=PYTHON, help="a Python with the stand-in's requirements")
    parser.add_argument("--work", type=Path, default=None, help="keep the builds here (default: a temp folder)")
    parser.add_argument("--before", default="", help="a git revision: show one article's feed item before/after")
    parser.add_argument("--before-article", type=Path, default=None, help="the article for --before")
    parser.add_argument("--stats-only", action="store_true", help="only the transcript lines of WORK/out-default")
    args = parser.parse_args()
    work = args.work or Path(tempfile.mkdtemp(prefix="narrate-audio-"))
    work.mkdir(parents=True, exist_ok=True)
    if args.stats_only:
        print_line_stats(work / "out-default")
        return 0
    proc, url = start_standin(args.standin, args.standin_python, work / "requests.jsonl")
    env = {**os.environ, "NARRATE_EDGE_URL": url, "NARRATE_CACHE_DIR": str(work / "cache")}
    try:
        walls, levels = {}, {}
        for mode in MODES:
            out = work / f"out-{mode}"
            shutil.rmtree(out, ignore_errors=True)
            walls[mode], report = build(NARRATE, args.content, out, config_for(work, mode), env)
            if report["failed"]:
                sys.exit(f"{mode}: failed: {report['failed']}")
            levels[mode] = {f"{p.parent.name}/{p.stem}": ebur128(p) for p in episodes(out)}
            print(f"built ({mode}): {len(levels[mode])} episodes in {walls[mode]:.1f} s", flush=True)
        names = sorted(levels["default"])
        rows = []
        for name in names:
            row = [name]
            for mode in MODES:
                lufs, peak = levels[mode][name]
                ok = -17.0 <= lufs <= -15.0 and peak <= -1.0
                row += [f"{lufs:.1f}", f"{peak:.1f}", "yes" if ok else "**no**"]
            rows.append(row)
        header = ["episode"] + [f"{m} {what}" for m in MODES for what in ("LUFS", "dBTP", "in spec")]
        print("\n## Loudness (ffmpeg ebur128: integrated LUFS, true peak dBTP; spec -16 ±1 LUFS, ≤ -1.0 dBTP)\n")
        print(markdown_table(rows, header))
        for mode in MODES:
            inside = sum(1 for lufs, peak in levels[mode].values() if -17 <= lufs <= -15 and peak <= -1.0)
            print(f"- {mode}: {inside} of {len(levels[mode])} in spec; build {walls[mode]:.1f} s")

        out = work / "out-default"
        table = durations_of(out, episodes(out))
        print("\n## Durations (seconds) per reader, default build\n")
        keys = ["frames", "ffprobe", "mutagen", "mediainfo", "eyeD3", "Chromium", "spread"]
        print(markdown_table([[r["episode"]] + [f"{r[k]:.3f}" for k in keys] for r in table], ["episode"] + keys))
        worst = max((r["spread"] for r in table), default=float("nan"))
        print(f"- largest spread between the five readers: {worst:.3f} s (target ≤ 0.1 s)")

        print_line_stats(out)

        if args.before:
            article = args.before_article or sorted(args.content.rglob("*.md"))[0]
            before, after = before_and_after(args.before, article, work, env)
            print(f"\n## Feed item of {article.name}: narrate at {args.before}\n\n```xml\n{before}\n```")
            print(f"\n## Feed item of {article.name}: this checkout\n\n```xml\n{after}\n```")
        print(f"\nwork folder: {work}")
        return 0
    finally:
        proc.terminate()
        proc.wait(timeout=30)


if __name__ == "__main__":
    sys.exit(main())
