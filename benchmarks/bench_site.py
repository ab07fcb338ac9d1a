"""Benchmark: the blog-side outputs (episodes.json, listening pages, index, player) for N episodes,
beside the feeds rendered from the same manifest.

What every build and `narrate feed` pays on top of the feeds. One short episode is narrated
with espeak-ng (offline), then copied N times under other slugs (hard links: the files are
identical, the manifest records differ), and, each in a fresh process, median of --runs:

- `write_feeds` (the RSS feeds: the reference),
- `write_site` on a folder without site files (first render),
- `write_site` again (nothing changed: every file compared, none written).

    .venv/bin/python benchmarks/bench_site.py                  # 1,000 episodes, 3 runs
    .venv/bin/python benchmarks/bench_site.py --episodes 200 --runs 5
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ARTICLE = """---
title: 邊聽邊讀
date: 2024-05-01
---

這是開場白。朗讀播放器會把目前的句子標示出來。

## 第一節

第一節的內容。這裡講的是章節跳轉。
"""
VOICES = (
    "feed:\n  base_url: https://pod.example.org/narrate\n  link: https://blog.example.org\n  title: {zh-hant: 測試}\n"
)
TIMED = """
import sys, time
from pathlib import Path
from narrate.config import load_config
from narrate.publish.rss import write_feeds
from narrate.publish.site import write_site
root = Path(sys.argv[2]); config = load_config(root / "voices.yaml"); out = root / "out"
start = time.perf_counter()
(write_feeds if sys.argv[1] == "feeds" else write_site)(config, out)
print(time.perf_counter() - start)
"""


def prepare(root: Path, episodes: int) -> None:
    from narrate.config import load_config
    from narrate.flow.episode import narrate_article
    from narrate.publish.manifest import Manifest

    (root / "voices.yaml").write_text(VOICES, encoding="utf-8")
    article = root / "content" / "post" / "index.zh-hant.md"
    article.parent.mkdir(parents=True)
    article.write_text(ARTICLE, encoding="utf-8")
    out = root / "out"
    outcome = narrate_article(article, out, config=load_config(root / "voices.yaml"), engine="espeak")
    manifest = Manifest(out)
    record = outcome.record
    for n in range(episodes):
        slug = f"post-{n:05d}"
        for suffix in (".mp3", ".vtt", ".chapters.json"):
            os.link(out / "zh-hant" / f"post{suffix}", out / "zh-hant" / f"{slug}{suffix}")
        manifest.put(dataclasses.replace(record, slug=slug, title=f"{record.title} {n}", guid=f"guid-{n}"))
    manifest.remove("zh-hant", "post")
    for suffix in (".mp3", ".vtt", ".chapters.json"):
        (out / "zh-hant" / f"post{suffix}").unlink()


def timed(kind: str, root: Path) -> float:
    done = subprocess.run([sys.executable, "-c", TIMED, kind, str(root)], capture_output=True, text=True, check=True)
    return float(done.stdout.strip().splitlines()[-1])


def clear_site(out: Path) -> None:
    for path in [*out.rglob("*.html"), *out.rglob("episodes.json")]:
        path.unlink()
    shutil.rmtree(out / "player", ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--episodes", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        os.environ["NARRATE_CACHE_DIR"] = str(root / "cache")
        os.environ["NARRATE_EDGE_URL"] = "ws://127.0.0.1:9"
        prepare(root, args.episodes)
        feeds, first, again = [], [], []
        for _ in range(args.runs):
            feeds.append(timed("feeds", root))
            clear_site(root / "out")
            first.append(timed("site", root))
            again.append(timed("site", root))
        n = args.episodes
        size = sum(p.stat().st_size for p in (root / "out").rglob("*.html")) + sum(
            p.stat().st_size for p in (root / "out").rglob("episodes.json")
        )
        print(f"{n:,} episodes, median of {args.runs} (in-process time of each step, fresh process each):")
        print(f"  write_feeds (reference)        {statistics.median(feeds):7.3f} s")
        print(
            f"  write_site, first render       {statistics.median(first):7.3f} s  "
            f"({statistics.median(first) / n * 1000:.2f} ms per episode; {size / 1e6:.1f} MB of pages and JSON)"
        )
        print(
            f"  write_site, nothing changed    {statistics.median(again):7.3f} s  "
            f"({statistics.median(again) / statistics.median(feeds):.1f}x the feeds)"
        )


if __name__ == "__main__":
    main()
