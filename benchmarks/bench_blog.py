"""Benchmark: a whole blog (30+ articles in several languages) built cold on the Edge stand-in, against the
ideal — the service time of the requests narrate sent, spread over its 8 connections.

    .venv/bin/python benchmarks/bench_blog.py             # 32 articles: zh-Hant, zh-Hans, en, ja
    .venv/bin/python benchmarks/bench_blog.py --quick     # 12 articles

The stand-in answers each request after ``--latency-ms`` plus ``--per-char-ms`` per
character; no client can finish before (sum over its requests of that time) / 8,
so wall / ideal says how well narrate keeps its 8 connections busy until the
end (requests queue longest first across all articles of the build) and how much
its own work (start-up, measuring, splicing, tags, feeds) adds. Renditions are made
once beforehand, as in bench_synthesis.py (the real service encodes on its own
machines, not on this one).
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import (
    NARRATE,
    Results,
    StandIn,
    add_work_options,
    child_env,
    drop_work,
    markdown_table,
    timed,
    verdict,
    work_folder,
)
from longform import article

EN_SUBJECTS = [
    "The scheduler",
    "Our training cluster",
    "The on-call engineer",
    "The storage backend",
    "A GPU node",
    "The load balancer",
    "The new firmware",
    "The monitoring system",
]
EN_PREDICATES = [
    "reported an error in the middle of the night",
    "took longer than expected to recover",
    "left enough clues for us to follow",
    "behaved differently after the upgrade",
    "swallowed the problem without a word",
    "needed a reboot before it worked again",
]
EN_CLAUSES = [
    "so we checked the memory error counters first",
    "and compared two weeks of graphs",
    "which is not unusual in a large cluster",
    "and we wrote the steps down as a script",
    "because the root cause is rarely where you look first",
    "and nobody noticed anything",
]
JA_SENTENCES = [
    "昨日の夜、監視システムが突然エラーを報告しました。",
    "原因を調べるために、まずログを確認しました。",
    "ハードウェアの故障とソフトウェアの不具合は、症状がよく似ています。",
    "そこで、証拠を十分に集めることにしました。",
    "再起動の後、ノードは正常に戻りました。",
    "この経験から、手順書を書き直すことにしました。",
    "温度と消費電力の記録も役に立ちました。",
    "利用者はほとんど何も気づきませんでした。",
]


def english(rng: random.Random, paragraphs: int, title: str, slug: str) -> str:
    body = []
    for _ in range(paragraphs):
        body.append(
            " ".join(
                f"{rng.choice(EN_SUBJECTS)} {rng.choice(EN_PREDICATES)}, {rng.choice(EN_CLAUSES)}."
                for _ in range(rng.randint(3, 6))
            )
        )
    return (
        f'---\ntitle: "{title}"\nlang: en\nslug: {slug}\ndate: 2024-05-0{rng.randint(1, 9)}\n---\n\n'
        + "\n\n".join(body)
        + "\n"
    )


def japanese(rng: random.Random, paragraphs: int, title: str, slug: str) -> str:
    body = ["".join(rng.sample(JA_SENTENCES, rng.randint(3, 6))) for _ in range(paragraphs)]
    return (
        f'---\ntitle: "{title}"\nlang: ja\nslug: {slug}\ndate: 2024-06-0{rng.randint(1, 9)}\n---\n\n'
        + "\n\n".join(body)
        + "\n"
    )


def blog(folder: Path, articles: int) -> int:
    """Write `articles` articles in four languages; returns how many."""
    rng = random.Random(7)
    for n in range(articles):
        kind = n % 4
        paragraphs = rng.randint(4, 14)
        if kind == 0:
            text, _ = article(paragraphs, seed=100 + n, slug=f"zh-hant-{n}")
        elif kind == 1:
            text, _ = article(paragraphs, seed=200 + n, slug=f"zh-hans-{n}")
            text = text.replace("lang: zh-hant", "lang: zh-hans")
        elif kind == 2:
            text = english(rng, paragraphs, f"Incident notes {n}", f"en-{n}")
        else:
            text = japanese(rng, paragraphs, f"障害の記録 {n}", f"ja-{n}")
        (folder / f"post-{n:02d}.md").write_text(text, encoding="utf-8")
    return articles


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--articles", type=int, default=None, help="default 32 (--quick 12)")
    parser.add_argument("--latency-ms", type=float, default=300.0)
    parser.add_argument("--per-char-ms", type=float, default=7.0)
    parser.add_argument("--quick", action="store_true")
    add_work_options(parser)
    args = parser.parse_args()
    count = args.articles or (12 if args.quick else 32)

    work = work_folder(args.keep, "blog")
    content = work / "content"
    content.mkdir(parents=True)
    blog(content, count)
    results = Results("blog: a whole blog built cold")
    try:
        with StandIn("--latency-ms", str(args.latency_ms), "--per-char-ms", str(args.per_char_ms)) as standin:

            def build(cache: Path, out: Path) -> float:
                env = child_env(NARRATE_CACHE_DIR=str(cache), NARRATE_EDGE_URL=standin.url)
                seconds, _ = timed(
                    [*NARRATE, "build", str(content), "--out", str(out), "--engine", "edge", "-q"], env=env
                )
                return seconds

            print("pre-rendering the blog's requests in the stand-in …", flush=True)
            standin.settings(latency_ms=0, per_char_ms=0)
            build(work / "warm-cache", work / "warm-out")
            standin.settings(latency_ms=args.latency_ms, per_char_ms=args.per_char_ms, reset=True)

            print(f"narrate build, {count} articles, cold …", flush=True)
            wall = build(work / "cache", work / "out")
            standin.wait_idle()
            stats = standin.stats()
        texts = [r["text"] or "" for r in stats["requests"]]
        service = sum(args.latency_ms / 1000 + args.per_char_ms / 1000 * len(t) for t in texts)
        ideal = service / 8
        characters = sum(len(t) for t in texts)
        ratio = wall / ideal
        print()
        print(
            markdown_table(
                [
                    (
                        f"narrate build, {count} articles",
                        f"{wall:.2f}",
                        f"{ideal:.2f}",
                        f"{ratio:.2f}",
                        str(len(texts)),
                        str(stats["max_concurrent"]),
                    )
                ],
                ["run", "wall s", "ideal s", "wall / ideal", "requests", "max connections"],
            )
        )
        met = ratio <= 1.15 and stats["max_concurrent"] <= 8
        results.add(
            f"whole-blog build, {count} articles (zh-Hant, zh-Hans, en, ja), cold",
            wall,
            "s",
            note=f"{len(texts)} requests, {characters:,} characters, max {stats['max_concurrent']} connections",
        )
        results.add(
            "whole-blog build: wall / ideal (service time / 8 connections)",
            ratio,
            "x",
            "≤ 1.15",
            met,
            f"ideal {ideal:.1f} s",
        )
        results.notes.append(
            f"{count} articles; stand-in --latency-ms {args.latency_ms:g} --per-char-ms {args.per_char_ms:g}"
        )
        results.finish("bench_blog.py", args)
        print(f"\ntarget wall within 15% of ideal: {verdict(met)} ({ratio:.2f}x of {ideal:.1f} s)")
        return 0
    finally:
        drop_work(work, args.keep)


if __name__ == "__main__":
    sys.exit(main())
