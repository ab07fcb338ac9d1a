"""Benchmark: `narrate build --dry-run`'s estimate against the real build of the example blog.

The Edge service is the loopback stand-in with a service model (--latency-ms, --per-char-ms),
so the estimate is made with the stand-in's own speech model (its published per-character
durations and that latency), and compared with what the build then measured: minutes of
audio (the episodes' durations), requests (the stand-in's count), wall time of the build,
bytes of MP3s, and bytes the cache grew by. The target is within 25% on each. The default
model (Edge's voices) is printed beside it for reference; its speech rates are not what the
stand-in speaks at, so it is not compared.

    .venv/bin/python benchmarks/bench_estimate.py
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from _common import ROOT, Results, StandIn, child_env, timed

sys.path.insert(0, str(ROOT / "tests"))
import edge_standin
from narrate.config import load_config
from narrate.flow import build as build_module
from narrate.flow.estimate import EDGE, SpeechModel


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--latency-ms", type=float, default=300)
    parser.add_argument("--per-char-ms", type=float, default=7)
    parser.add_argument("--quick", action="store_true", help="(the same: the example blog is small)")
    parser.add_argument("--json-out", type=Path, help="write the figures here (for run_all.py)")
    args = parser.parse_args()
    results = Results("estimate")
    examples = ROOT / "examples" / "content"
    model = SpeechModel(
        cjk_char_s=edge_standin.CJK_CHAR_MS / 1000,
        other_char_s=edge_standin.OTHER_CHAR_MS / 1000,
        chunk_s=(edge_standin.LEAD_IN_MS + 1.5 * edge_standin.SENTENCE_GAP_MS) / 1000,
        request_s=args.latency_ms / 1000,
        request_char_s=args.per_char_ms / 1000,
    )
    with (
        tempfile.TemporaryDirectory() as tmp,
        StandIn("--latency-ms", str(args.latency_ms), "--per-char-ms", str(args.per_char_ms)) as standin,
    ):
        cache, out = Path(tmp) / "cache", Path(tmp) / "out"
        env = child_env(NARRATE_CACHE_DIR=str(cache), NARRATE_EDGE_URL=standin.url)
        import os

        os.environ.update(NARRATE_CACHE_DIR=str(cache), NARRATE_EDGE_URL=standin.url)
        config = load_config(near=examples)
        original = build_module.estimate
        estimates = {}
        for name, chosen in (("stand-in model", model), ("Edge model", EDGE)):
            build_module.estimate = lambda jobs, cfg, synth, m=chosen, **kw: original(jobs, cfg, synth, model=m, **kw)
            _, report = build_module.build_site(examples, config, out, engine="edge", fallback=False, dry_run=True)
            estimates[name] = report.estimate
        build_module.estimate = original
        start = time.perf_counter()
        elapsed, done = timed(
            [
                sys.executable,
                "-m",
                "narrate",
                "build",
                str(examples),
                "--out",
                str(out),
                "--engine",
                "edge",
                "--no-fallback",
                "--json",
            ],
            env=env,
        )
        elapsed = time.perf_counter() - start
        report = json.loads(done.stdout)
        requests = len(standin.stats()["requests"])
        cache_bytes = sum(p.stat().st_size for p in (cache / "chunks").rglob("*") if p.is_file())
    real = {
        "articles": len(report["built"]),
        "audio minutes": sum(e["duration"] for e in report["built"]) / 60,
        "requests": requests,
        "build seconds": elapsed,
        "MP3 MB": sum(e["bytes"] for e in report["built"]) / 1e6,
        "cache MB": cache_bytes / 1e6,
    }

    def figures(e):  # type: ignore[no-untyped-def]
        return {
            "articles": e.articles,
            "audio minutes": e.audio_seconds / 60,
            "requests": e.requests,
            "build seconds": e.seconds,
            "MP3 MB": e.mp3_bytes / 1e6,
            "cache MB": e.cache_bytes / 1e6,
        }

    guess, edge = figures(estimates["stand-in model"]), figures(estimates["Edge model"])
    worst = 0.0
    print("| measure | estimate (stand-in model) | real build | difference | Edge model |")
    print("|---|---|---|---|---|")
    for name, value in real.items():
        off = (guess[name] - value) / value if value else 0.0
        worst = max(worst, abs(off))
        results.add(
            f"{name}: estimate / real build",
            guess[name] / value if value else 1.0,
            "x",
            target="within 25%",
            met=abs(off) <= 0.25,
            note=f"{guess[name]:,.2f} vs {value:,.2f}; Edge model {edge[name]:,.2f}",
        )
        print(f"| {name} | {guess[name]:,.2f} | {value:,.2f} | {off:+.0%} | {edge[name]:,.2f} |")
    note = (
        f"example blog, {real['articles']} episodes; stand-in --latency-ms {args.latency_ms:g} --per-char-ms "
        f"{args.per_char_ms:g}; worst difference {worst:.0%}"
    )
    print(f"\n{note}; `python benchmarks/bench_estimate.py`")
    results.notes.append(note)
    results.commands.append("python benchmarks/bench_estimate.py")
    results.write(args.json_out)
    return 0 if worst <= 0.25 else 1


if __name__ == "__main__":
    sys.exit(main())
