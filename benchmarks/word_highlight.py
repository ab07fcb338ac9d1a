"""The word-level read-along in Chromium, on real articles built against a stand-in that sends word boundaries.

    .venv/bin/python benchmarks/word_highlight.py CONTENT_DIR [--src DIR] [--samples 20] [--keep DIR]

CONTENT_DIR holds real articles (issue 42 used a zh-Hant and a Japanese post of a public blog; they are
not in this repository). They are built against tests/edge_standin.py (which answers word-boundary
requests with a boundary per word), by this checkout or by the narrate source in `--src`; the player
files are this checkout's either way. Then, for every episode with word timings (`<slug>.words.json`),
its listening page is opened in headless Chromium and:

- at `--samples` times spread over the episode (the middle of a timed word each), the highlighted word
  is compared with the word the timings say is being said;
- five words are clicked and the audio's position compared with each word's start;
- axe-core is run with a word highlighted.
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

from durations import chromium_executable  # noqa: E402
from narrate.publish.pages import read_timed_cues  # noqa: E402
from serving import Served  # noqa: E402

NOW = "document.querySelector('narrate-player .np-word.np-word-now')"


def timed_words(out: Path, lang: str, slug: str) -> list[tuple[float, float, str, int]]:
    """(start, end, word, cue) of each word of an episode, by its words.json and its VTT (the player's reading)."""
    cues = read_timed_cues(out / lang / f"{slug}.vtt")
    doc = json.loads((out / lang / f"{slug}.words.json").read_text(encoding="utf-8"))
    words = []
    for n, ((start, _, text), listed) in enumerate(zip(cues, doc.get("cues", []))):
        flat = "".join(text.split())
        words += [(start + t / 1000, start + (t + d) / 1000, flat[a:b], n) for a, b, t, d in listed]
    return words


def check_page(browser: Any, url: str, words: list[tuple[float, float, str, int]], samples: int) -> dict[str, Any]:
    from axe_playwright_python.sync_playwright import Axe

    page = browser.new_page()
    try:
        page.goto(url)
        page.wait_for_selector("narrate-player .np-cue")
        page.evaluate("document.querySelector('narrate-player audio').preload = 'metadata'")
        page.wait_for_function("document.querySelector('narrate-player audio').readyState >= 1")
        page.hover("narrate-player .np-cues")  # the player fetches the word timings when the transcript is reached for
        page.wait_for_selector("narrate-player .np-word")
        picks = [words[round(n * (len(words) - 1) / max(1, samples - 1))] for n in range(samples)]
        right = 0
        for start, end, word, _ in picks:
            page.evaluate(f"document.querySelector('narrate-player audio').currentTime = {(start + end) / 2}")
            try:
                page.wait_for_function(f"{NOW}?.textContent === {json.dumps(word)}", timeout=5000)
                right += 1
            except Exception:
                pass
        clicks = []
        for start, _, word, cue in picks[1 :: max(1, samples // 5)][:5]:
            node = page.locator("narrate-player .np-cue").nth(cue).locator(".np-word", has_text=word).first
            node.click()
            clicks.append(abs(float(page.evaluate("document.querySelector('narrate-player').now()")) - start))
        violations = Axe().run(page).response["violations"]
        return {
            "samples": samples,
            "right": right,
            "clicks": len(clicks),
            "click_error_ms": round(max(clicks) * 1000, 1),
            "axe": len(violations),
        }
    finally:
        page.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("content", type=Path)
    parser.add_argument("--src", type=Path, help="build with the narrate source in this folder (PYTHONPATH)")
    parser.add_argument("--samples", type=int, default=20)
    add_work_options(parser)
    args = parser.parse_args()
    work = work_folder(args.keep, "words")
    out = work / "out"
    (work / "voices.yaml").write_text("feed:\n  base_url: https://podcast.example.org\n", encoding="utf-8")
    with StandIn() as standin:
        env = child_env(
            NARRATE_EDGE_URL=standin.url,
            NARRATE_CACHE_DIR=str(work / "cache"),
            **({"PYTHONPATH": str(args.src)} if args.src else {}),
        )
        done = subprocess.run(
            [
                PYTHON,
                "-c",
                "from narrate.cli import run; run()",
                "build",
                str(args.content),
                "--out",
                str(out),
                "--engine",
                "edge",
                "--no-fallback",
                "--config",
                str(work / "voices.yaml"),
            ],
            env=env,
            capture_output=True,
            text=True,
        )
        if done.returncode:
            sys.exit(f"build failed:\n{done.stderr[-2000:]}")
    for name in ("narrate-player.js", "narrate-player.css"):  # this checkout's player, whatever built the pages
        (out / "player" / name).write_bytes((ROOT / "src" / "narrate" / "publish" / "player" / name).read_bytes())
    rows = []
    from playwright.sync_api import sync_playwright

    with Served.folder(out) as served, sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=chromium_executable(),
            args=[
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--mute-audio",
                "--autoplay-policy=no-user-gesture-required",
            ],
        )
        try:
            for words_file in sorted(out.glob("*/*.words.json")):
                lang, slug = words_file.parent.name, words_file.name.removesuffix(".words.json")
                words = timed_words(out, lang, slug)
                if not words:
                    rows.append([lang, slug, "no word timings", "", "", ""])
                    continue
                result = check_page(browser, f"{served.url}/{lang}/{slug}.html", words, args.samples)
                rows.append(
                    [
                        lang,
                        slug,
                        f"{result['right']} of {result['samples']}",
                        f"{result['clicks']} (≤ {result['click_error_ms']} ms)",
                        str(result["axe"]),
                        str(len(words)),
                    ]
                )
        finally:
            browser.close()
    print(
        markdown_table(
            rows, ["lang", "episode", "highlight = word said", "clicks land on the word", "axe", "timed words"]
        )
    )
    drop_work(work, args.keep)


if __name__ == "__main__":
    os.environ.setdefault("NO_COLOR", "1")
    main()
