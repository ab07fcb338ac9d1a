"""Benchmark: join a 3-hour episode from cached chunks — narrate's frame splice vs pydub — plus
the offline engine's speed and the cost of measuring and levelling loudness.

    .venv/bin/python benchmarks/bench_splice.py                     # 3 h, both (pydub: ~2 min, ~1 GB)
    .venv/bin/python benchmarks/bench_splice.py --pydub-minutes 20  # pydub on a 20-minute prefix only
    .venv/bin/python benchmarks/bench_splice.py --quick             # pydub on a 10-minute prefix

The chunks are real MP3 in Edge's format (MPEG-2 Layer III, 24 kHz, mono, 48 kbps
CBR), made by the Edge stand-in's ``render()`` (tests/edge_standin.py): a few dozen
distinct renditions of zh-Hant paragraphs (~12 s each), copied to as many cache
files as 3 hours need, with the pauses of a real script between them.

Each measurement runs in its own child process; its peak memory is the child's
``ru_maxrss`` from ``os.wait4`` (the child and anything it waited for, e.g. ffmpeg).
The time is the operation alone, measured inside the child (interpreter start-up
and building the chunk list excluded; narrate's splice: the median of three runs,
chunk files in the page cache as they are right after synthesis); "base RSS" is
the child's peak before the operation started (the interpreter and imports).

- **narrate splice**: ``narrate.audio.assemble.splice`` — the shipped code — over the
  chunk files: each file's frames checked and copied, pre-built silent frames for
  each pause, streamed to one output file.
- **pydub**: ``AudioSegment.from_file`` per chunk (ffmpeg from imageio-ffmpeg, with
  ``codec=`` so no ffprobe is needed), the decoded chunks and ``AudioSegment.silent``
  pauses joined by one concatenation of their PCM (linear; a ``+=`` loop is quadratic
  and slower still), then ``export`` to MP3 at 48 kbps, 24 kHz, mono.
- **loudness**: ``narrate.audio.loudness.integrated_loudness`` (ffmpeg's ebur128) on the
  spliced episode, and re-writing every frame's global_gain (one 1.5 dB step), the
  two extra passes ``assemble_episode`` makes.
- **espeak-ng**: ``EspeakEngine`` synthesizing zh-Hant and English paragraphs to
  Edge's format; real-time factor = audio seconds per wall second.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from _common import ROOT, Results, drop_work, markdown_table, verdict  # noqa: E402 (after the path set-up above)

PAUSES_MS = (1000, 700, 600, 500, 500, 500, 300, 300, 500, 500, 900, 600, 500, 500, 1200, 600)
ESPEAK_TEXTS = {
    "cmn": [
        "半夜兩點，監控警報響了：訓練任務的損失突然變成非數值，接著整個容器卡住不動。",
        "登入節點一看，核心日誌裡躺著一行錯誤訊息。這篇文章整理我們處理這類錯誤的經驗。",
        "驅動程式偵測到硬體或軟體異常時，會把一個數字代碼寫進核心日誌，代碼本身不會告訴你誰對誰錯。",
        "同一個代碼可能來自使用者程式的錯誤，也可能是記憶體真的壞了，所以要先收集足夠的證據。",
    ],
    "en": [
        "At two in the morning the pager went off: the training job's loss had turned into not a number.",
        "The driver writes a numeric code to the kernel log whenever it detects a hardware or software fault.",
    ],
}


def _rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


# ------------------------------------------------------------------ children


def _load_chunks(listing: Path) -> list[dict]:
    return json.loads(listing.read_text(encoding="utf-8"))


def child_narrate(listing: Path, out: Path) -> dict:
    from narrate.audio.assemble import splice
    from narrate.config import Voice
    from narrate.text.script import Chunk, Script
    from narrate.voice.synthesize import ChunkAudio, SynthesisResult

    chunks = _load_chunks(listing)
    script = Script(
        "zh-hant",
        Voice("zh-TW-HsiaoChenNeural"),
        "bench",
        "bench",
        tuple(Chunk(f"chunk {n}", c["pause_ms"], "paragraph") for n, c in enumerate(chunks)),
        (),
    )
    synthesis = SynthesisResult(
        "edge",
        "zh-TW-HsiaoChenNeural",
        tuple(ChunkAudio(n, Path(c["path"]), c["frames"], (), True) for n, c in enumerate(chunks)),
    )
    base = _rss_mb()
    times = []
    for _ in range(3):  # the median of three runs
        start = time.perf_counter()
        frames = splice(script, synthesis, out)
        times.append(time.perf_counter() - start)
    return {"seconds": sorted(times)[1], "frames": frames, "base_rss_mb": base, "bytes": out.stat().st_size}


def child_pydub(listing: Path, out: Path) -> dict:
    import imageio_ffmpeg

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # pydub warns on import when ffmpeg is not on PATH; it is set below
        from pydub import AudioSegment
    AudioSegment.converter = imageio_ffmpeg.get_ffmpeg_exe()
    chunks = _load_chunks(listing)
    base = _rss_mb()
    start = time.perf_counter()
    parts = []
    for c in chunks:
        parts.append(AudioSegment.from_file(c["path"], format="mp3", codec="mp3"))
        parts.append(AudioSegment.silent(duration=c["pause_ms"], frame_rate=24000))
    decoded = time.perf_counter()
    first = parts[0]
    joined = AudioSegment(
        data=b"".join(p.set_frame_rate(24000).set_channels(1).raw_data for p in parts),
        sample_width=first.sample_width,
        frame_rate=24000,
        channels=1,
    )
    del parts
    joined_at = time.perf_counter()
    joined.export(str(out), format="mp3", codec="libmp3lame", bitrate="48k", parameters=["-ar", "24000", "-ac", "1"])
    seconds = time.perf_counter() - start
    return {
        "seconds": seconds,
        "decode_s": decoded - start,
        "join_s": joined_at - decoded,
        "export_s": seconds - (joined_at - start),
        "audio_seconds": len(joined) / 1000,
        "base_rss_mb": base,
        "bytes": out.stat().st_size,
    }


def child_loudness(episode: Path) -> dict:
    from narrate.audio.assemble import _apply_gain
    from narrate.audio.loudness import integrated_loudness

    base = _rss_mb()
    start = time.perf_counter()
    lufs = integrated_loudness(episode)
    measured = time.perf_counter()
    target = episode.with_name(episode.name + ".gain")
    _apply_gain(episode, target, 1)
    done = time.perf_counter()
    target.unlink()
    return {"measure_s": measured - start, "gain_s": done - measured, "lufs": lufs, "base_rss_mb": base}


def child_espeak(rounds: int) -> dict:
    import asyncio

    from narrate.audio.mp3 import duration_seconds, frame_count
    from narrate.config import Voice
    from narrate.voice.engines.base import SpeechRequest
    from narrate.voice.engines.espeak import EspeakEngine

    engine = EspeakEngine()
    _ = engine.version  # load the library outside the timing
    results = {}
    for voice, texts in ESPEAK_TEXTS.items():
        lang = "zh-hant" if voice == "cmn" else "en"
        requests = [SpeechRequest(t, Voice("x", settings=(("espeak_voice", voice),)), lang) for t in texts]
        asyncio.run(engine.synthesize(requests[0]))  # warm the voice
        audio = 0.0
        start = time.perf_counter()
        for _ in range(rounds):
            for request in requests:
                audio += duration_seconds(frame_count(asyncio.run(engine.synthesize(request)).audio))
        wall = time.perf_counter() - start
        results[voice] = {
            "audio_s": audio,
            "wall_s": wall,
            "chunks": rounds * len(requests),
            "chars": rounds * sum(len(t) for t in texts),
        }
    return {"voices": results, "base_rss_mb": _rss_mb()}


# ------------------------------------------------------------------ parent


def run_child(*args: str) -> tuple[dict, float]:
    """Run this script as a child with `args`; its JSON answer and its peak RSS in MB (wait4)."""
    proc = subprocess.Popen(
        [sys.executable, str(Path(__file__).resolve()), "--child", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "NO_COLOR": "1"},
    )
    out, err = proc.stdout.read(), proc.stderr.read()  # type: ignore[union-attr]
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        sys.exit(f"child {args[0]} failed ({proc.returncode}):\n{err.decode(errors='replace')[-3000:]}")
    return json.loads(out), usage.ru_maxrss / 1024


def child_make(folder: Path, hours: float, chunk_seconds: float, listing_path: Path) -> dict:
    """Chunk files in Edge's format totalling `hours` of speech (plus pauses), listed in `listing_path`.

    Made in a child so that the parent stays small: a child's peak RSS counts the
    parent's memory at fork time, since Linux carries ru_maxrss across exec.
    """
    sys.path.insert(0, str(ROOT / "tests"))
    sys.path.insert(0, str(HERE))
    import random

    from longform import paragraph

    from edge_standin import render

    rng = random.Random(7)
    distinct = []
    while len(distinct) < 24:
        text = paragraph(rng, (2, 3))[: round(chunk_seconds / 0.07)]
        distinct.append(render(text, "zh-TW-HsiaoChenNeural").mp3)
    folder.mkdir(parents=True, exist_ok=True)
    listing: list[dict] = []
    total_frames = 0
    target = hours * 3600 / 0.024
    while total_frames < target:
        n = len(listing)
        mp3 = distinct[n % len(distinct)]
        path = folder / f"{n:05d}.mp3"
        path.write_bytes(mp3)
        frames = len(mp3) // 144
        pause = PAUSES_MS[n % len(PAUSES_MS)]
        listing.append({"path": str(path), "frames": frames, "pause_ms": pause})
        total_frames += frames + round(pause / 24)
    listing_path.write_text(json.dumps(listing), encoding="utf-8")
    return {"chunks": len(listing), "audio_seconds": total_frames * 0.024}


def prefix(listing: list[dict], seconds: float) -> list[dict]:
    out, total = [], 0.0
    for c in listing:
        if total >= seconds:
            break
        out.append(c)
        total += c["frames"] * 0.024 + round(c["pause_ms"] / 24) * 0.024
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hours", type=float, default=3.0, help="length of the narrate episode")
    parser.add_argument(
        "--pydub-minutes",
        type=float,
        default=None,
        help="pydub on this long a prefix (default: all of it; --quick: 10)",
    )
    parser.add_argument("--chunk-seconds", type=float, default=12.0)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--keep", type=Path, help="work in this folder and keep it")
    parser.add_argument("--json-out", type=Path)
    parser.add_argument("--child", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args()

    if args.child:
        kind, *rest = args.child
        answer = {
            "narrate": lambda: child_narrate(Path(rest[0]), Path(rest[1])),
            "pydub": lambda: child_pydub(Path(rest[0]), Path(rest[1])),
            "loudness": lambda: child_loudness(Path(rest[0])),
            "espeak": lambda: child_espeak(int(rest[0])),
            "make": lambda: child_make(Path(rest[0]), float(rest[1]), float(rest[2]), Path(rest[3])),
        }[kind]()
        print(json.dumps(answer))
        return 0

    pydub_minutes = args.pydub_minutes or (10.0 if args.quick else args.hours * 60)
    work = args.keep or Path(tempfile.mkdtemp(prefix="narrate-bench-splice-"))
    work.mkdir(parents=True, exist_ok=True)
    results = Results("splicing, loudness and the offline engine")
    try:
        start = time.perf_counter()
        full = work / "chunks.json"
        made, _ = run_child("make", str(work / "chunks"), str(args.hours), str(args.chunk_seconds), str(full))
        listing, audio = json.loads(full.read_text(encoding="utf-8")), made["audio_seconds"]
        short_list = listing if pydub_minutes >= args.hours * 60 else prefix(listing, pydub_minutes * 60)
        short = work / "prefix.json"
        short.write_text(json.dumps(short_list), encoding="utf-8")
        short_audio = sum(c["frames"] + round(c["pause_ms"] / 24) for c in short_list) * 0.024
        whole = len(short_list) == len(listing)
        hours = f"{audio / 3600:.1f} h"
        pydub_what = hours if whole else f"{short_audio / 60:.0f}-min prefix"
        print(
            f"{len(listing)} chunk files, {audio / 3600:.2f} h with pauses "
            f"({time.perf_counter() - start:.1f} s to make)",
            flush=True,
        )

        episode = work / "narrate.audio.mp3"
        narrate, narrate_rss = run_child("narrate", str(full), str(episode))
        narrate_speed = audio / narrate["seconds"]
        print(
            f"narrate splice, {hours}: {narrate['seconds']:.3f} s = {narrate_speed:,.0f}x real time, "
            f"peak {narrate_rss:.0f} MB (base {narrate['base_rss_mb']:.0f} MB)",
            flush=True,
        )
        if whole:
            same, same_rss = narrate, narrate_rss
        else:
            same, same_rss = run_child("narrate", str(short), str(work / "narrate-prefix.mp3"))

        print(f"pydub on {pydub_what} …", flush=True)
        pydub, pydub_rss = run_child("pydub", str(short), str(work / "pydub.mp3"))
        pydub_speed = short_audio / pydub["seconds"]
        print(
            f"pydub, {pydub_what}: {pydub['seconds']:.1f} s = {pydub_speed:,.0f}x real time "
            f"(decode {pydub['decode_s']:.1f} s, join {pydub['join_s']:.1f} s, export {pydub['export_s']:.1f} s), "
            f"peak {pydub_rss:.0f} MB",
            flush=True,
        )

        loud, loud_rss = run_child("loudness", str(episode))
        print(
            f"loudness of {hours}: measure {loud['measure_s']:.2f} s ({loud['lufs']} LUFS), "
            f"global-gain rewrite {loud['gain_s']:.2f} s",
            flush=True,
        )

        espeak, _ = run_child("espeak", "1" if args.quick else "3")

        rows = [
            (
                f"narrate splice, {hours} ({len(listing)} chunks)",
                f"{narrate['seconds']:.3f}",
                f"{narrate_speed:,.0f}x",
                f"{narrate_rss:.0f}",
            ),
            *(
                []
                if whole
                else [
                    (
                        f"narrate splice, {pydub_what}",
                        f"{same['seconds']:.3f}",
                        f"{short_audio / same['seconds']:,.0f}x",
                        f"{same_rss:.0f}",
                    )
                ]
            ),
            (
                f"pydub decode → join → export, {pydub_what}",
                f"{pydub['seconds']:.1f}",
                f"{pydub_speed:,.0f}x",
                f"{pydub_rss:.0f}",
            ),
            (
                f"loudness measure (ffmpeg ebur128), {hours}",
                f"{loud['measure_s']:.2f}",
                f"{audio / loud['measure_s']:,.0f}x",
                f"{loud_rss:.0f}",
            ),
            (
                f"global-gain rewrite (one 1.5 dB step), {hours}",
                f"{loud['gain_s']:.2f}",
                f"{audio / loud['gain_s']:,.0f}x",
                "",
            ),
        ]
        for voice, r in espeak["voices"].items():
            rows.append(
                (
                    f"espeak-ng synthesis ({voice}, {r['chunks']} chunks, {r['chars']} chars)",
                    f"{r['wall_s']:.2f}",
                    f"{r['audio_s'] / r['wall_s']:.1f}x",
                    "",
                )
            )
        speedup, memory = pydub["seconds"] / same["seconds"], pydub_rss / same_rss
        print()
        print(markdown_table(rows, ["what", "wall s", "× real time", "peak RSS MB"]))
        print(
            f"\nnarrate vs pydub on the same {pydub_what}: {speedup:,.0f}x faster, {memory:.1f}x less peak memory"
            + (
                ""
                if whole
                else f"; pydub's speed projects to ~{audio / pydub_speed / 60:.0f} min for the "
                f"full {hours}, and its memory grows with length (it holds the decoded PCM whole)"
            )
            + "."
        )
        print(
            f"peak RSS includes the Python interpreter and imports (this parent: {_rss_mb():.0f} MB; "
            f"narrate child base {narrate['base_rss_mb']:.0f} MB, pydub child base {pydub['base_rss_mb']:.0f} MB)."
        )
        ok_speed, ok_mem = narrate_speed >= 10_000, narrate_rss <= 100
        print(
            f"targets for narrate on {hours}: ≥ 10,000x real time {verdict(ok_speed)} "
            f"({narrate_speed:,.0f}x); ≤ 100 MB peak {verdict(ok_mem)} ({narrate_rss:.0f} MB)"
        )

        results.add(
            f"narrate splice {hours}: speed", narrate_speed, "x", "≥ 10,000x", ok_speed, f"{narrate['seconds']:.3f} s"
        )
        results.add(f"narrate splice {hours}: peak RSS", narrate_rss, "MB", "≤ 100 MB", ok_mem)
        results.add(f"pydub {pydub_what}: speed", pydub_speed, "x", note=f"{pydub['seconds']:.1f} s")
        results.add(f"pydub {pydub_what}: peak RSS", pydub_rss, "MB")
        results.add(f"narrate vs pydub, same {pydub_what}", speedup, "x", note=f"faster; {memory:.0f}x less memory")
        results.add(
            f"loudness measure, {hours}", loud["measure_s"], "s", note=f"{audio / loud['measure_s']:,.0f}x real time"
        )
        results.add(
            f"global-gain rewrite, {hours}", loud["gain_s"], "s", note=f"{audio / loud['gain_s']:,.0f}x real time"
        )
        for voice, r in espeak["voices"].items():
            results.add(
                f"espeak-ng ({voice}) synthesis",
                r["audio_s"] / r["wall_s"],
                "x",
                note=f"real-time factor {r['wall_s'] / r['audio_s']:.3f}",
            )
        if not whole:
            results.notes.append(
                f"pydub measured on a {short_audio / 60:.0f}-minute prefix of the same chunks "
                f"(the full {hours} would take ~{audio / pydub_speed / 60:.0f} min)"
            )
        results.notes.append(
            f"{len(listing)} cached chunk files in Edge's format; peak RSS of each child includes the interpreter"
        )
        results.finish("bench_splice.py", args)
        return 0
    finally:
        drop_work(work, args.keep)


if __name__ == "__main__":
    sys.exit(main())
