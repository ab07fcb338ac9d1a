"""Benchmark: a 3-hour episode rebuilt entirely from the chunk cache — the whole `narrate` command.

    .venv/bin/python benchmarks/bench_warm.py              # ~3 h of speech (~640 paragraphs)
    .venv/bin/python benchmarks/bench_warm.py --quick      # ~1 h
    .venv/bin/python benchmarks/bench_warm.py --speech tone  # the stand-in's tones (no limiter needed)

A long zh-Hant article (benchmarks/longform.py) is turned into its script, and the
chunk cache is filled for every chunk of it, the way a cold run would leave it:
real MP3 in Edge's format — by default espeak-ng speech (narrate's offline engine),
whose peaks hold lossless gain short of -16 LUFS as Edge's neural voices' do, so the
default levelling runs the true-peak limiter (once: the first build; the rebuilds
copy its result from the cache); with ``--speech tone`` the stand-in's ``render()``
— a pool of a few dozen renditions of the article's own paragraphs, each chunk given
the one closest to its expected length, so the cache holds as many files, of
realistic sizes, as a real 3-hour episode), with boundaries and measured loudness blocks. Three
chunks in four end in two of narrate's own silent frames, as the pieces of a merged
answer do (their headers differ from Edge's in the "original" bit).

Then ``narrate ARTICLE --engine edge`` runs as a fresh process, pointed at a
running stand-in so that any request would be counted: first with no episode on
disk (a build from cache), then ``--force`` (re-splice, re-level, re-tag) a few
times. Reported: wall time of the whole command (median), its peak RSS (the
command's own ``ru_maxrss``, taken by a bare launcher between this script and the
command: spawned from this script directly, a child would count this script's own
peak too, as Linux carries the high-water mark across exec), requests the stand-in saw, and the
episode's length. Also ``narrate --version`` and ``narrate script`` on a
10,000-character article (start-up), as the median of several runs, with the
CPU time (user + system) beside the wall time: on a shared machine the wall
time includes waiting for a core, the CPU time does not.
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
sys.path.insert(0, str(HERE.parent / "tests"))

from _common import (  # noqa: E402
    NARRATE,
    Results,
    StandIn,
    add_work_options,
    child_env,
    drop_work,
    markdown_table,
    verdict,
    work_folder,
)
from longform import article  # noqa: E402

VOICE = "zh-TW-HsiaoChenNeural"


#: Runs a command as its own child and reports that child's rusage. Needed because Linux carries a
#: process's RSS high-water mark across fork and exec: a command spawned straight from this script
#: (which holds the cache-filling work, ~110 MB) would report at least this script's peak as its own.
#: This launcher is a bare interpreter (-I -S, nothing imported: ~10 MB), so the command's peak RSS
#: is its own wherever it exceeds that floor; its wall time is taken around the fork and the wait.
_LAUNCH = """
import json, os, sys, time
report, args = sys.argv[1], sys.argv[2:]
start = time.perf_counter()
pid = os.fork()
if pid == 0:
    try:
        os.execvp(args[0], args)
    finally:
        os._exit(127)
_, status, usage = os.wait4(pid, 0)
wall = time.perf_counter() - start
with open(report, "w") as out:
    json.dump({"wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "rss_kb": usage.ru_maxrss}, out)
sys.exit(os.waitstatus_to_exitcode(status))
"""


def measured(args: list[str], env: dict[str, str]) -> tuple[float, float, float, str]:
    """Wall seconds, CPU seconds (user + system), peak RSS (MB) and stdout of one child process: the
    command's own figures, taken by a bare launcher that forks and waits for it (see _LAUNCH)."""
    with tempfile.TemporaryDirectory(prefix="narrate-bench-rusage-") as folder:
        report = Path(folder) / "rusage.json"
        proc = subprocess.Popen(
            [sys.executable, "-I", "-S", "-c", _LAUNCH, str(report), *args],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        out, err = proc.communicate()
        if proc.returncode != 0:
            sys.exit(f"{' '.join(args)} exited {proc.returncode}:\n{err.decode()[-3000:]}")
        usage = json.loads(report.read_text(encoding="utf-8"))
    return usage["wall"], usage["cpu"], usage["rss_kb"] / 1024, out.decode().strip()


def _espeak_rendition(text: str, lang: str) -> tuple[bytes, tuple[object, ...]]:
    """`text` read by espeak-ng (narrate's offline engine) in Edge's format, one boundary for the whole:
    real speech, whose peak-to-loudness ratio (17-21 dB) is close to Edge's neural voices', so the
    episode needs the true-peak limiter as a real one does (the stand-in's tones never do)."""
    from narrate.audio.model import Boundary
    from narrate.audio.mp3 import EDGE_FORMAT, duration_seconds, frame_count
    from narrate.config import Voice
    from narrate.voice.engines.base import SpeechRequest
    from narrate.voice.engines.espeak import EspeakEngine

    speech = EspeakEngine()._synthesize(SpeechRequest(text, Voice("espeak"), lang))
    seconds = duration_seconds(frame_count(speech.audio, EDGE_FORMAT))
    return speech.audio, (Boundary(0.0, seconds, text),)


def fill_cache(source: Path, cache: Path, pool_size: int, speech: str = "espeak") -> dict[str, float]:
    """Cache entries for every chunk of the article's script, as a cold Edge run would leave them
    (`speech`: "espeak", real speech that needs the limiter; "tone", the stand-in's tones)."""
    os.environ["NARRATE_CACHE_DIR"] = str(cache)
    from edge_standin import TICKS_PER_SECOND, render
    from narrate.audio.loudness import chunk_levels
    from narrate.audio.model import Boundary
    from narrate.audio.mp3 import EDGE_FORMAT, duration_seconds, frame_count, silence_frame
    from narrate.config import load_config
    from narrate.flow.episode import make_synthesizer
    from narrate.text.article import read_article
    from narrate.text.script import build_script
    from narrate.voice.engines.base import Speech

    config = load_config(near=source)
    script = build_script(read_article(source), config)
    synthesizer = make_synthesizer(config, "edge", fallback=False)
    engine = synthesizer.engine

    # A pool of real renditions of the article's own paragraphs, of spread-out lengths. Most chunks
    # of a cold run are pieces of merged answers, which end in a few of narrate's own silent frames
    # (merge.split's tail); a rendition is kept both ways, and every fourth chunk is a whole answer.
    texts = sorted({c.text for c in script.chunks}, key=len)
    step = max(1, len(texts) // pool_size)
    pool = []
    for text in texts[::step][:pool_size] + [texts[-1]]:
        if speech == "espeak":
            mp3, spoken = _espeak_rendition(text, script.lang)
            boundaries: tuple[Boundary, ...] = spoken  # type: ignore[assignment]
        else:
            rendition = render(text, VOICE)
            mp3 = rendition.mp3
            boundaries = tuple(
                Boundary(b.offset / TICKS_PER_SECOND, b.duration / TICKS_PER_SECOND, b.text)
                for b in rendition.sentences
            )
        variants = []
        for audio in (mp3, mp3 + silence_frame() * 2):
            variants.append((Speech(audio, boundaries), chunk_levels(audio)))
        pool.append((duration_seconds(frame_count(mp3, EDGE_FORMAT)), variants))
    pool.sort(key=lambda item: item[0])

    total = 0.0
    for n, chunk in enumerate(script.chunks):
        expected = 0.05 + 0.07 * len(chunk.text) + 0.1  # the stand-in's duration rule, roughly
        _, variants = min(pool, key=lambda item: (item[0] < expected * 0.6, abs(item[0] - expected)))
        speech, (blocks, peak) = variants[0 if n % 4 == 3 else 1]
        seconds = duration_seconds(frame_count(speech.audio, EDGE_FORMAT))
        request = synthesizer.chunk_request(chunk, script)
        key = synthesizer.key_for(engine, request)
        synthesizer.cache.put(
            key,
            speech,
            text=chunk.text,
            engine=engine.name,
            voice_id=engine.voice_id(request),
            momentary=blocks,
            peak=peak,
        )
        total += seconds + chunk.pause_ms / 1000
    return {"chunks": len(script.chunks), "characters": sum(len(c.text) for c in script.chunks), "hours": total / 3600}


def _limited(out: Path) -> bool:
    """Whether the episode in `out` went through the true-peak limiter (its ID3 tag says so)."""
    from mutagen.id3 import ID3

    mp3 = next(out.glob("*/*.mp3"))
    return bool(ID3(mp3).getall("TXXX:narrate:limited"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--paragraphs", type=int, default=None, help="body paragraphs (default 640: ~3 h)")
    parser.add_argument("--quick", action="store_true", help="~1 hour")
    parser.add_argument("--runs", type=int, default=5, help="timed --force runs (median)")
    parser.add_argument("--pool", type=int, default=40, help="distinct renditions in the cache")
    parser.add_argument(
        "--speech",
        choices=("espeak", "tone"),
        default="espeak",
        help="cached audio: espeak-ng speech (needs the limiter, as Edge's does; default) or the "
        "stand-in's tones (lossless gain reaches the target)",
    )
    add_work_options(parser)
    args = parser.parse_args()
    paragraphs = args.paragraphs or (230 if args.quick else 690)

    work = work_folder(args.keep, "warm")
    results = Results("warm: rebuild from cache and start-up")
    try:
        source = work / "content" / "three-hours.md"
        source.parent.mkdir(parents=True)
        markdown, _ = article(paragraphs, slug="three-hours")
        source.write_text(markdown, encoding="utf-8")
        cache = work / "cache"
        print(f"filling the chunk cache for {paragraphs} paragraphs …", flush=True)
        filled = fill_cache(source, cache, args.pool, args.speech)
        print(f"  {filled['chunks']} chunks, {filled['characters']:,} characters, {filled['hours']:.2f} h", flush=True)

        # Start-up: a 10,000-character article for `narrate script`.
        short_md, _ = article(46, slug="ten-thousand")
        short = work / "content" / "ten-thousand.md"
        short.write_text(short_md, encoding="utf-8")

        out = work / "out"
        with StandIn() as standin:
            env = child_env(NARRATE_CACHE_DIR=str(cache), NARRATE_EDGE_URL=standin.url)
            command = [*NARRATE, str(source), "--engine", "edge", "--out", str(out)]
            first = measured(command, env)
            print(f"build from cache (no episode yet): {first[0]:.2f} s, {first[2]:.0f} MB\n  {first[3]}", flush=True)
            limited = _limited(out)
            print(
                f"  limiter: {'on (the true-peak limiter ran, its result kept in the cache)' if limited else 'off'}",
                flush=True,
            )
            runs = [measured([*command, "--force"], env) for _ in range(args.runs)]
            standin.wait_idle()
            requests = len(standin.stats()["requests"])
        wall = statistics.median(r[0] for r in runs)
        cpu = statistics.median(r[1] for r in runs)
        rss = max(r[2] for r in runs)
        print(
            f"--force x{args.runs}: median {wall:.2f} s (CPU {cpu:.2f} s), peak RSS {rss:.0f} MB, {requests} requests",
            flush=True,
        )

        version = [measured([*NARRATE, "--version"], env) for _ in range(7)]
        script = [measured([*NARRATE, "script", str(short)], env) for _ in range(7)]
        chars = json.loads(measured([*NARRATE, "script", str(short), "--json"], env)[3])
        script_chars = sum(len(c["text"]) for c in chars["chunks"])
        v_wall, v_cpu = statistics.median(r[0] for r in version), statistics.median(r[1] for r in version)
        s_wall, s_cpu = statistics.median(r[0] for r in script), statistics.median(r[1] for r in script)
        print(
            f"narrate --version: {v_wall:.3f} s (CPU {v_cpu:.3f} s); narrate script ({script_chars:,} "
            f"characters spoken, {len(short_md):,} in the file): {s_wall:.3f} s (CPU {s_cpu:.3f} s)"
        )

        hours = filled["hours"]
        limiter = "limiter on" if limited else "no limiter"
        table = [
            (
                f"rebuild {hours:.1f} h from cache, --force (whole command, {limiter})",
                f"{wall:.2f} s",
                f"{rss:.0f} MB",
                str(requests),
            ),
            (
                f"build from cache, no episode yet ({'the limiter runs once' if limited else 'splice'})",
                f"{first[0]:.2f} s",
                f"{first[2]:.0f} MB",
                "0",
            ),
            ("narrate --version", f"{v_wall:.3f} s", "", ""),
            (f"narrate script, {len(short_md):,}-character article", f"{s_wall:.3f} s", "", ""),
        ]
        print()
        print(markdown_table(table, ["run", "wall", "peak RSS", "requests"]))
        results.add(
            f"rebuild {hours:.1f} h episode from cache (whole command, {limiter})",
            wall,
            "s",
            "≤ 1.0 s",
            wall <= 1.0,
            f"CPU {cpu:.2f} s; {filled['chunks']} chunks; {args.speech} speech",
        )
        results.add(f"rebuild {hours:.1f} h from cache: peak RSS", rss, "MB", "≤ 100 MB", rss <= 100)
        results.add(f"rebuild {hours:.1f} h from cache: requests", requests, "", "0", requests == 0)
        results.add("narrate --version", v_wall, "s", "≤ 0.15 s", v_wall <= 0.15, f"CPU {v_cpu:.3f} s")
        results.add(
            f"narrate script, {len(short_md):,}-character article",
            s_wall,
            "s",
            "≤ 0.4 s",
            s_wall <= 0.4,
            f"CPU {s_cpu:.3f} s",
        )
        results.notes.append(
            f"{filled['chunks']} cached chunks, {hours:.2f} h with pauses; median of "
            f"{args.runs} --force runs; start-up: median of 7"
        )
        results.finish("bench_warm.py", args)
        print(
            f"\ntargets: rebuild ≤ 1.0 s {verdict(wall <= 1.0)}, ≤ 100 MB {verdict(rss <= 100)}, 0 requests "
            f"{verdict(requests == 0)}; --version ≤ 0.15 s {verdict(v_wall <= 0.15)}; script ≤ 0.4 s "
            f"{verdict(s_wall <= 0.4)}"
        )
        return 0
    finally:
        drop_work(work, args.keep)


if __name__ == "__main__":
    sys.exit(main())
