"""Benchmark: narrate vs the stock `edge-tts` command line on one long article, same Edge stand-in.

    .venv/bin/python benchmarks/bench_synthesis.py              # 64 paragraphs (~14,000 characters)
    .venv/bin/python benchmarks/bench_synthesis.py --quick      # 24 paragraphs
    .venv/bin/python benchmarks/bench_synthesis.py --latency-ms 300 --per-char-ms 7 --paragraphs 64

Both clients talk to one process of tests/edge_standin.py (loopback; no network),
started with the same service model: ``--latency-ms`` before each answer, plus
``--per-char-ms`` per character of the request (the time the service takes to
render it: the stand-in speaks a CJK character in 70 ms, so 7 ms per character
is a service rendering 10x faster than real time).

- **stock**: edge-tts's own CLI, unchanged, pointed at the stand-in by setting
  ``edge_tts.communicate.WSS_URL`` (it has no endpoint option), given exactly the
  text narrate would speak (``narrate script --json``'s chunks, one per line). It
  sends that as one text cut at 4,096 bytes, one request after another.
- **narrate cold**: ``narrate ARTICLE --engine edge`` with an empty chunk cache.
- **narrate warm**: the same command again (nothing changed: the episode is current),
  ``--force`` (re-splice and re-tag from the cache, no requests), and after editing
  one paragraph (only that paragraph's chunks are sent).

The stand-in encodes its answers with LAME on this machine's CPU, which the real
service does on its own servers; on a small machine that would compete with the
client under test. So by default both clients' texts are rendered once beforehand
(the stand-in caches renditions; its latency is set to 0 meanwhile) and the timed
runs see only the configured service model. ``--no-prewarm`` keeps that cost in.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import (
    NARRATE,
    PYTHON,
    Results,
    StandIn,
    child_env,
    fmt,
    markdown_table,
    timed,
    verdict,
)
from longform import article

from narrate.audio.mp3 import duration_seconds, frame_count

VOICE = "zh-TW-HsiaoChenNeural"
STOCK_WRAPPER = (
    "import sys, edge_tts.communicate as c; c.WSS_URL = sys.argv[1]; "
    "sys.argv = ['edge-tts'] + sys.argv[2:]; from edge_tts.util import main; main()"
)


def audio_seconds(path: Path) -> float:
    return duration_seconds(frame_count(path.read_bytes(), strict=False))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--paragraphs", type=int, default=None, help="body paragraphs (default 64, --quick 24)")
    parser.add_argument("--latency-ms", type=float, default=300.0)
    parser.add_argument("--per-char-ms", type=float, default=7.0)
    parser.add_argument("--quick", action="store_true", help="a shorter article")
    parser.add_argument("--no-prewarm", action="store_true", help="include the stand-in's own encoding time")
    parser.add_argument("--keep", type=Path, help="work in this folder and keep it")
    parser.add_argument("--json-out", type=Path, help="also write the figures as JSON here")
    args = parser.parse_args()
    paragraphs = args.paragraphs or (24 if args.quick else 64)

    work = args.keep or Path(tempfile.mkdtemp(prefix="narrate-bench-synth-"))
    if args.keep:
        shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True, exist_ok=True)
    source = work / "content" / "long-article.md"
    source.parent.mkdir(parents=True)
    markdown, body = article(paragraphs)
    source.write_text(markdown, encoding="utf-8")
    results = Results("synthesis: narrate vs the stock edge-tts CLI")
    try:
        _, done = timed([*NARRATE, "script", str(source), "--json"])
        script = json.loads(done.stdout)
        chunks = [c["text"] for c in script["chunks"]]
        spoken = work / "spoken.txt"
        spoken.write_text("\n".join(chunks) + "\n", encoding="utf-8")
        characters = sum(len(c) for c in chunks)
        model = f"--latency-ms {args.latency_ms:g} --per-char-ms {args.per_char_ms:g}"
        print(f"article: {paragraphs} paragraphs, {len(chunks)} chunks, {characters:,} characters spoken; "
              f"stand-in: {model}", flush=True)

        edited_md = markdown.replace(body[paragraphs // 2], body[paragraphs // 2] + "這一句是後來補上的。", 1)

        with StandIn("--latency-ms", str(args.latency_ms), "--per-char-ms", str(args.per_char_ms)) as standin:
            def stock(out: Path) -> float:
                seconds, _ = timed([PYTHON, "-c", STOCK_WRAPPER, standin.wss_url, "--file", str(spoken),
                                    "--voice", VOICE, "--write-media", str(out)], env=child_env())
                return seconds

            def narrate(cache: Path, out: Path, *extra: str) -> tuple[float, str]:
                env = child_env(NARRATE_CACHE_DIR=str(cache), NARRATE_EDGE_URL=standin.url)
                seconds, run = timed([*NARRATE, str(source), "--engine", "edge", "--out", str(out), *extra], env=env)
                return seconds, run.stdout.strip()

            def measured() -> dict[str, int]:
                standin.wait_idle()
                stats = standin.stats()
                standin.settings(reset=True)
                return {"requests": len(stats["requests"]), "connections": stats["connections_total"],
                        "max_concurrent": stats["max_concurrent"]}

            if not args.no_prewarm:
                print("pre-rendering both clients' requests in the stand-in …", flush=True)
                standin.settings(latency_ms=0, per_char_ms=0)
                stock(work / "warm-stock.mp3")
                narrate(work / "warm-cache", work / "warm-out")
                source.write_text(edited_md, encoding="utf-8")
                narrate(work / "warm-cache", work / "warm-out")
                source.write_text(markdown, encoding="utf-8")
                standin.settings(latency_ms=args.latency_ms, per_char_ms=args.per_char_ms)
            standin.settings(reset=True)

            print("stock edge-tts CLI …", flush=True)
            stock_mp3 = work / "stock.mp3"
            t_stock = stock(stock_mp3)
            s_stock = measured()
            print(f"  {t_stock:.2f} s, {s_stock}", flush=True)

            cache, out = work / "cache", work / "out"
            print("narrate cold …", flush=True)
            t_cold, line_cold = narrate(cache, out)
            s_cold = measured()
            print(f"  {t_cold:.2f} s, {s_cold}\n  {line_cold}", flush=True)
            t_warm, line_warm = narrate(cache, out)
            s_warm = measured()
            print(f"narrate unchanged re-run: {t_warm:.2f} s, {s_warm}\n  {line_warm}", flush=True)
            t_force, _ = narrate(cache, out, "--force")
            s_force = measured()
            print(f"narrate --force (re-splice from cache): {t_force:.2f} s, {s_force}", flush=True)
            source.write_text(edited_md, encoding="utf-8")
            t_edit, line_edit = narrate(cache, out)
            s_edit = measured()
            print(f"narrate after a one-paragraph edit: {t_edit:.2f} s, {s_edit}\n  {line_edit}", flush=True)

        episode = out / script["lang"] / f"{script['slug']}.mp3"
        stock_audio, episode_audio = audio_seconds(stock_mp3), audio_seconds(episode)
        ideal = (characters * args.per_char_ms / 1000 + len(chunks) * args.latency_ms / 1000) / 8

        rows = [
            ("stock edge-tts CLI (cold)", t_stock, s_stock),
            ("narrate cold (empty cache)", t_cold, s_cold),
            ("narrate unchanged re-run", t_warm, s_warm),
            ("narrate --force (re-splice from cache)", t_force, s_force),
            ("narrate one-paragraph edit", t_edit, s_edit),
        ]
        table = [
            (name, f"{seconds:.2f}", f"{t_stock / seconds:.1f}x", str(stats["requests"]),
             str(stats["max_concurrent"]))
            for name, seconds, stats in rows
        ]
        print()
        print(markdown_table(table, ["run", "wall s", "speed vs stock", "requests", "max connections"]))
        print(f"\nspoken: {len(chunks)} chunks, {characters:,} characters; stock audio {stock_audio / 60:.1f} min, "
              f"narrate episode {episode_audio / 60:.1f} min (with pauses); stand-in {model}"
              f"{'' if not args.no_prewarm else ' (stand-in encoding included)'}")
        print(f"ideal narrate cold at 8 connections (service time / 8, no client cost): {ideal:.2f} s "
              f"= {t_stock / ideal:.1f}x stock")

        ratio = t_stock / t_cold
        results.add("stock edge-tts CLI, cold", t_stock, "s", note=f"{s_stock['requests']} requests, sequential")
        results.add("narrate cold", t_cold, "s", note=f"{s_cold['requests']} requests, "
                    f"max {s_cold['max_concurrent']} connections")
        results.add("narrate cold speed vs stock", ratio, "x", "≥ 6x, ≤ 8 connections",
                    ratio >= 6 and s_cold["max_concurrent"] <= 8,
                    f"max {s_cold['max_concurrent']} connections; {t_stock / ideal:.1f}x is the ceiling at 8 "
                    "in this service model")
        results.add("narrate unchanged re-run", t_warm, "s", "< 1 s", t_warm < 1.0)
        results.add("narrate --force re-splice from cache", t_force, "s", note="0 requests")
        results.add("narrate one-paragraph edit", t_edit, "s", note=f"{s_edit['requests']} request(s)")
        results.notes.append(
            f"{len(chunks)} chunks, {characters:,} zh-Hant characters ({stock_audio / 60:.0f} min of speech); "
            f"stand-in {model}; ideal at 8 connections {t_stock / ideal:.1f}x"
        )
        results.commands.append(f"python benchmarks/bench_synthesis.py{' --quick' if args.quick else ''}")
        results.write(args.json_out)
        print(f"\ntarget ≥ 6x cold with ≤ 8 connections: {verdict(ratio >= 6 and s_cold['max_concurrent'] <= 8)} "
              f"({fmt(ratio, 'x')}, max {s_cold['max_concurrent']}); unchanged re-run < 1 s: "
              f"{verdict(t_warm < 1.0)} ({t_warm:.2f} s)")
        return 0
    finally:
        if args.keep is None:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
