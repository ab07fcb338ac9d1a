"""Benchmark: narrate vs the stock `edge-tts` command line, and vs a minimal parallel script, on one long
article and the same Edge stand-in; then the same article under injected faults.

    .venv/bin/python benchmarks/bench_synthesis.py              # 64 paragraphs (~14,000 characters)
    .venv/bin/python benchmarks/bench_synthesis.py --quick      # 24 paragraphs
    .venv/bin/python benchmarks/bench_synthesis.py --latency-ms 300 --per-char-ms 7 --paragraphs 64

Every client talks to one process of tests/edge_standin.py (loopback; no network),
started with the same service model: ``--latency-ms`` before each answer, plus
``--per-char-ms`` per character of the request (the time the service takes to
render it: the stand-in speaks a CJK character in 70 ms, so 7 ms per character
is a service rendering 10x faster than real time). A ninth connection at once is
never made by narrate (its cap is 8).

- **stock**: edge-tts's own CLI, unchanged, pointed at the stand-in by setting
  ``edge_tts.communicate.WSS_URL`` (it has no endpoint option), given exactly the
  text narrate would speak (``narrate script --json``'s chunks, one per line). It
  sends that as one text cut at 4,096 bytes, one request after another.
- **minimal script**: what a user would write instead for speed
  (benchmarks/minimal_client.py): one edge-tts request per paragraph (the same
  chunks), 8 at once, the MP3 bytes joined — no cache, pauses, retries or tags.
- **narrate, one request per chunk**: narrate as it was before merged requests
  (the synthesizer's ``merge`` off), for the side-by-side figure.
- **narrate cold**: ``narrate ARTICLE --engine edge`` with an empty chunk cache.
- **narrate warm**: the same command again (nothing changed: the episode is current),
  ``--force`` (re-splice and re-tag from the cache, no requests), and after editing
  one paragraph (only that paragraph's chunk is sent).
- **faults**: narrate cold again into an empty cache with 30% of answers dropped
  mid-stream and 10% empty (``attempts: 12``); the episode's audio must be byte for
  byte the clean run's, with merged requests and with one request per chunk.

The stand-in encodes its answers with LAME on this machine's CPU, which the real
service does on its own servers; on a small machine that would compete with the
client under test. So by default every client's texts are rendered once beforehand
(the stand-in caches renditions; its latency is set to 0 meanwhile) and the timed
runs see only the configured service model. ``--no-prewarm`` keeps that cost in.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import (
    NARRATE,
    PYTHON,
    Results,
    StandIn,
    add_work_options,
    child_env,
    drop_work,
    fmt,
    markdown_table,
    timed,
    verdict,
    work_folder,
)
from longform import article

from narrate.audio.mp3 import duration_seconds, frame_count, iter_frames

VOICE = "zh-TW-HsiaoChenNeural"
STOCK_WRAPPER = (
    "import sys, edge_tts.communicate as c; c.WSS_URL = sys.argv[1]; "
    "sys.argv = ['edge-tts'] + sys.argv[2:]; from edge_tts.util import main; main()"
)
# narrate as before merged requests: the same command with the synthesizer's `merge` off.
ONE_PER_CHUNK = (
    "import sys, narrate.voice.synthesize as s; init = s.Synthesizer.__init__; "
    "s.Synthesizer.__init__ = lambda self, *a, **k: init(self, *a, **{**k, 'merge': False}); "
    "sys.argv[0] = 'narrate'; from narrate.cli import run; run()"
)
MINIMAL = Path(__file__).resolve().parent / "minimal_client.py"


def audio_seconds(path: Path) -> float:
    return duration_seconds(frame_count(path.read_bytes(), strict=False))


def audio_part(path: Path) -> bytes:
    """An episode's frames (after its ID3 tag and Info frame), to compare audio byte for byte."""
    return b"".join(iter_frames(path.read_bytes()))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--paragraphs", type=int, default=None, help="body paragraphs (default 64, --quick 24)")
    parser.add_argument("--latency-ms", type=float, default=300.0)
    parser.add_argument("--per-char-ms", type=float, default=7.0)
    parser.add_argument("--quick", action="store_true", help="a shorter article")
    parser.add_argument("--no-prewarm", action="store_true", help="include the stand-in's own encoding time")
    parser.add_argument("--no-faults", action="store_true", help="skip the fault-injection runs")
    add_work_options(parser)
    args = parser.parse_args()
    paragraphs = args.paragraphs or (24 if args.quick else 64)

    work = work_folder(args.keep, "synth")
    source = work / "content" / "long-article.md"
    source.parent.mkdir(parents=True)
    markdown, body = article(paragraphs)
    source.write_text(markdown, encoding="utf-8")
    (work / "content" / "voices.yaml").write_text("attempts: 12\n", encoding="utf-8")
    results = Results("synthesis: narrate vs the stock edge-tts CLI and a minimal parallel script")
    try:
        _, done = timed([*NARRATE, "script", str(source), "--json"])
        script = json.loads(done.stdout)
        chunks = [c["text"] for c in script["chunks"]]
        spoken = work / "spoken.txt"
        spoken.write_text("\n".join(chunks) + "\n", encoding="utf-8")
        characters = sum(len(c) for c in chunks)
        model = f"--latency-ms {args.latency_ms:g} --per-char-ms {args.per_char_ms:g}"
        print(
            f"article: {paragraphs} paragraphs, {len(chunks)} chunks, {characters:,} characters spoken; "
            f"stand-in: {model}",
            flush=True,
        )

        edited_md = markdown.replace(body[paragraphs // 2], body[paragraphs // 2] + "這一句是後來補上的。", 1)

        with StandIn("--latency-ms", str(args.latency_ms), "--per-char-ms", str(args.per_char_ms)) as standin:

            def stock(out: Path) -> float:
                seconds, _ = timed(
                    [
                        PYTHON,
                        "-c",
                        STOCK_WRAPPER,
                        standin.wss_url,
                        "--file",
                        str(spoken),
                        "--voice",
                        VOICE,
                        "--write-media",
                        str(out),
                    ],
                    env=child_env(),
                )
                return seconds

            def minimal(out: Path) -> float:
                seconds, _ = timed(
                    [PYTHON, str(MINIMAL), standin.wss_url, str(spoken), VOICE, str(out)], env=child_env()
                )
                return seconds

            def narrate(cache: Path, out: Path, *extra: str, merged: bool = True) -> tuple[float, str]:
                env = child_env(NARRATE_CACHE_DIR=str(cache), NARRATE_EDGE_URL=standin.url)
                command = NARRATE if merged else [PYTHON, "-c", ONE_PER_CHUNK]
                seconds, run = timed([*command, str(source), "--engine", "edge", "--out", str(out), *extra], env=env)
                return seconds, run.stdout.strip()

            def measured() -> dict[str, Any]:
                standin.wait_idle()
                stats = standin.stats()
                standin.settings(reset=True)
                texts = [r["text"] or "" for r in stats["requests"]]
                service = sum(args.latency_ms / 1000 + args.per_char_ms / 1000 * len(t) for t in texts)
                return {
                    "requests": len(texts),
                    "connections": stats["connections_total"],
                    "max_concurrent": stats["max_concurrent"],
                    "service": service,
                    "outcomes": [r["outcome"] for r in stats["requests"]],
                }

            if not args.no_prewarm:
                print("pre-rendering every client's requests in the stand-in …", flush=True)
                standin.settings(latency_ms=0, per_char_ms=0)
                stock(work / "warm-stock.mp3")
                minimal(work / "warm-minimal.mp3")
                for merged in (True, False):
                    cache = work / f"warm-cache-{merged}"
                    narrate(cache, work / f"warm-out-{merged}", merged=merged)
                    source.write_text(edited_md, encoding="utf-8")
                    narrate(cache, work / f"warm-out-{merged}", merged=merged)
                    source.write_text(markdown, encoding="utf-8")
                standin.settings(latency_ms=args.latency_ms, per_char_ms=args.per_char_ms)
            standin.settings(reset=True)

            print("stock edge-tts CLI …", flush=True)
            stock_mp3 = work / "stock.mp3"
            t_stock = stock(stock_mp3)
            s_stock = measured()
            print(f"  {t_stock:.2f} s, {s_stock['requests']} requests", flush=True)
            print("minimal script (one request per chunk, 8 at once) …", flush=True)
            t_min = minimal(work / "minimal.mp3")
            s_min = measured()
            print(f"  {t_min:.2f} s, {s_min['requests']} requests, max {s_min['max_concurrent']}", flush=True)

            print("narrate cold, one request per chunk (as before) …", flush=True)
            t_old, _ = narrate(work / "cache-old", work / "out-old", merged=False)
            s_old = measured()
            print(f"  {t_old:.2f} s, {s_old['requests']} requests, max {s_old['max_concurrent']}", flush=True)
            cache, out = work / "cache", work / "out"
            print("narrate cold …", flush=True)
            t_cold, line_cold = narrate(cache, out)
            s_cold = measured()
            print(
                f"  {t_cold:.2f} s, {s_cold['requests']} requests, max {s_cold['max_concurrent']}\n  {line_cold}",
                flush=True,
            )
            mp3 = f"{script['lang']}/{script['slug']}.mp3"
            clean_audio = {True: audio_part(out / mp3), False: audio_part(work / "out-old" / mp3)}
            t_warm, line_warm = narrate(cache, out)
            s_warm = measured()
            print(f"narrate unchanged re-run: {t_warm:.2f} s, {s_warm['requests']} requests\n  {line_warm}", flush=True)
            t_force, _ = narrate(cache, out, "--force")
            s_force = measured()
            print(
                f"narrate --force (re-splice from cache): {t_force:.2f} s, {s_force['requests']} requests", flush=True
            )
            source.write_text(edited_md, encoding="utf-8")
            t_edit, line_edit = narrate(cache, out)
            s_edit = measured()
            source.write_text(markdown, encoding="utf-8")
            print(
                f"narrate after a one-paragraph edit: {t_edit:.2f} s, {s_edit['requests']} requests\n  {line_edit}",
                flush=True,
            )

            differing: dict[bool, int] = {}
            fault_outcomes: dict[bool, list[str]] = {}
            if not args.no_faults:
                # The renditions are cached in the stand-in: no service delay needed to compare bytes.
                standin.settings(latency_ms=0, per_char_ms=0, drop_rate=0.3, empty_rate=0.1, reset=True)
                for merged in (True, False):
                    faulty_out = work / f"out-faults-{merged}"
                    narrate(work / f"cache-faults-{merged}", faulty_out, merged=merged)
                    fault_outcomes[merged] = measured()["outcomes"]
                    differing[merged] = int(audio_part(faulty_out / mp3) != clean_audio[merged])
                    print(
                        f"faults ({'merged' if merged else 'one per chunk'}): {len(fault_outcomes[merged])} requests "
                        f"({fault_outcomes[merged].count('drop')} dropped, {fault_outcomes[merged].count('empty')} "
                        f"empty); audio {'identical' if not differing[merged] else 'DIFFERS'}",
                        flush=True,
                    )
                standin.settings(drop_rate=0, empty_rate=0)

        episode = out / script["lang"] / f"{script['slug']}.mp3"
        stock_audio, episode_audio = audio_seconds(stock_mp3), audio_seconds(episode)

        def ideal(stats: dict[str, Any]) -> float:
            """Service time of these requests over 8 connections: the wall time no client can beat."""
            return float(stats["service"]) / 8

        rows = [
            ("stock edge-tts CLI (cold)", t_stock, s_stock),
            ("minimal script: a request per chunk, 8 at once", t_min, s_min),
            ("narrate cold, one request per chunk (before)", t_old, s_old),
            ("narrate cold (empty cache)", t_cold, s_cold),
            ("narrate unchanged re-run", t_warm, s_warm),
            ("narrate --force (re-splice from cache)", t_force, s_force),
            ("narrate one-paragraph edit", t_edit, s_edit),
        ]
        table = [
            (
                name,
                f"{seconds:.2f}",
                f"{t_stock / seconds:.1f}x",
                str(stats["requests"]),
                str(stats["max_concurrent"]),
                f"{ideal(stats):.2f}" if stats["requests"] else "",
            )
            for name, seconds, stats in rows
        ]
        print()
        print(markdown_table(table, ["run", "wall s", "speed vs stock", "requests", "max connections", "ideal s at 8"]))
        print(
            f"\nspoken: {len(chunks)} chunks, {characters:,} characters; stock audio {stock_audio / 60:.1f} min, "
            f"narrate episode {episode_audio / 60:.1f} min (with pauses); stand-in {model}"
            f"{'' if not args.no_prewarm else ' (stand-in encoding included)'}"
        )

        ratio = t_stock / t_cold
        ceiling = t_stock / ideal(s_cold)
        versus_minimal = t_min / t_cold
        ok = ratio >= 7 and s_cold["max_concurrent"] <= 8
        results.add("stock edge-tts CLI, cold", t_stock, "s", note=f"{s_stock['requests']} requests, sequential")
        results.add("minimal script (a request per chunk, 8 at once)", t_min, "s", note=f"{s_min['requests']} requests")
        results.add(
            "narrate cold",
            t_cold,
            "s",
            note=f"{s_cold['requests']} requests (before: {s_old['requests']}), "
            f"max {s_cold['max_concurrent']} connections",
            old=f"{t_old:.1f} s",
        )
        results.add(
            "narrate cold speed vs stock",
            ratio,
            "x",
            "≥ 7x, ≤ 8 connections",
            ok,
            f"{s_cold['requests']} requests: ideal {ideal(s_cold):.1f} s = {ceiling:.1f}x at 8 connections",
            old=f"{t_stock / t_old:.1f}x ({s_old['requests']} requests, ideal {t_stock / ideal(s_old):.1f}x)",
        )
        results.add(
            "narrate cold vs the minimal script",
            versus_minimal,
            "x",
            "≥ 1.1x",
            versus_minimal >= 1.1,
            old=f"{t_min / t_old:.2f}x",
        )
        results.add("narrate unchanged re-run", t_warm, "s", "< 1 s", t_warm < 1.0)
        results.add("narrate --force re-splice from cache", t_force, "s", note=f"{s_force['requests']} requests")
        results.add("narrate one-paragraph edit", t_edit, "s", note=f"{s_edit['requests']} request(s)")
        for merged in differing:
            outcomes = fault_outcomes[merged]
            results.add(
                f"audio differing after 30% dropped + 10% empty answers ({'merged requests' if merged else 'one per chunk'})",
                differing[merged],
                "episodes",
                "0 (byte-identical)",
                differing[merged] == 0,
                f"{len(outcomes)} requests: {outcomes.count('drop')} dropped, {outcomes.count('empty')} empty",
            )
        results.notes.append(
            f"{len(chunks)} chunks, {characters:,} zh-Hant characters ({stock_audio / 60:.0f} min of speech); "
            f"stand-in {model}; 'ideal' = the requests' service time / 8 connections"
        )
        results.finish("bench_synthesis.py", args)
        print(
            f"\ntarget ≥ 7x cold with ≤ 8 connections: {verdict(ok)} ({fmt(ratio, 'x')}, max "
            f"{s_cold['max_concurrent']}; ideal for its {s_cold['requests']} requests {ceiling:.1f}x); vs the "
            f"minimal script ≥ 1.1x: {verdict(versus_minimal >= 1.1)} ({versus_minimal:.2f}x)"
        )
        return 0
    finally:
        drop_work(work, args.keep)


if __name__ == "__main__":
    sys.exit(main())
