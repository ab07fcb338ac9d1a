"""What a listening page costs in Chromium before Play, and what its MP3 holds ahead of the first audio frame.

    .venv/bin/python benchmarks/page_bytes.py CONTENT_DIR [--config voices.yaml] [--cover IMAGE] [--rev REV]
        [--lang L] [--keep DIR]

The blog in CONTENT_DIR is built against tests/edge_standin.py (no network) by this checkout and, with
`--rev`, by narrate at that revision (benchmarks/chapter_readers.py builds both), with `--cover` as the
feed's image (embedded in every MP3). Each listening page of `--lang` is then opened in headless
Chromium (a fresh profile, nothing cached) from `narrate serve`'s application on loopback, and every
byte Chromium receives is counted from the DevTools protocol (each response's encoded size when it
ends, else its body bytes as they arrive: an MP3 request cut short counts what arrived) until the page
is quiet (no request for 1.5 s); the MP3's share is shown apart. After Play, a player fetches the ID3
tag (cover art, transcript) before the first audio frame: its size is read from each MP3.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "tests"))

from _common import StandIn, add_work_options, child_env, drop_work, markdown_table, work_folder  # noqa: E402
from chapter_readers import build, checkout  # noqa: E402

from durations import chromium_executable  # noqa: E402
from serving import Served  # noqa: E402

ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--mute-audio",
    "--no-first-run",
    "--disable-background-networking",
    "--autoplay-policy=no-user-gesture-required",
]
QUIET = 1.5  # seconds without a request: the page has fetched what it fetches


class Counter:
    """Bytes received per request, from the DevTools protocol's Network events."""

    def __init__(self, cdp: Any) -> None:
        self.urls: dict[str, str] = {}
        self.received: dict[str, int] = {}
        self.finished: dict[str, int] = {}
        self.last = time.monotonic()
        cdp.on("Network.requestWillBeSent", self._sent)
        cdp.on("Network.dataReceived", self._data)
        cdp.on("Network.loadingFinished", self._done)
        cdp.send("Network.enable")

    def _sent(self, event: dict[str, Any]) -> None:
        self.urls[event["requestId"]] = event["request"]["url"]
        self.last = time.monotonic()

    def _data(self, event: dict[str, Any]) -> None:
        # Chromium reports a streaming response's encoded bytes late (when it ends, or is cut short as a
        # media element does): its body bytes as they arrive are what was fetched so far.
        size = max(int(event["dataLength"]), int(event["encodedDataLength"]))
        self.received[event["requestId"]] = self.received.get(event["requestId"], 0) + size
        self.last = time.monotonic()

    def _done(self, event: dict[str, Any]) -> None:
        self.finished[event["requestId"]] = int(event["encodedDataLength"])
        self.last = time.monotonic()

    def bytes(self) -> tuple[int, int]:
        """(all bytes, the MP3's) received so far."""
        total = mp3 = 0
        for request, url in self.urls.items():
            size = self.finished.get(request, self.received.get(request, 0))
            total += size
            if url.split("?")[0].endswith(".mp3"):
                mp3 += size
        return total, mp3


def measure_page(browser: Any, url: str) -> dict[str, int]:
    context = browser.new_context()
    try:
        page = context.new_page()
        counter = Counter(context.new_cdp_session(page))
        page.goto(url)
        page.wait_for_selector("narrate-player .np")
        while time.monotonic() - counter.last < QUIET:
            page.wait_for_timeout(200)
        before, before_mp3 = counter.bytes()
        return {"before": before, "before_mp3": before_mp3}
    finally:
        context.close()


def ahead_of_audio(mp3: Path) -> int:
    """Bytes of the MP3 before its first audio frame: the ID3 tag (header and body)."""
    head = mp3.read_bytes()[:10]
    if head[:3] != b"ID3":
        return 0
    size = head[6:10]
    return 10 + (size[0] << 21 | size[1] << 14 | size[2] << 7 | size[3])


def measure(out: Path, lang: str) -> list[dict[str, int]]:
    from playwright.sync_api import sync_playwright

    pages = sorted((out / lang).glob("*.html"))
    with Served.folder(out) as served, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_executable(), args=ARGS)
        try:
            return [
                {
                    **measure_page(browser, f"{served.url}/{lang}/{page.name}"),
                    "tag": ahead_of_audio(page.with_suffix(".mp3")),
                    "mp3": page.with_suffix(".mp3").stat().st_size,
                }
                for page in pages
            ]
        finally:
            browser.close()


def _kb(values: list[int]) -> str:
    return f"{statistics.median(values) / 1000:.1f} KB (max {max(values) / 1000:.1f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("content", type=Path)
    parser.add_argument("--config", type=Path, help="voices.yaml (its feed.image is replaced by --cover)")
    parser.add_argument("--cover", type=Path, help="the feed's image, embedded in every MP3")
    parser.add_argument("--rev", default="", help="also build with narrate at this git revision")
    parser.add_argument("--lang", default="zh-hant", help="the listening pages of this language are opened")
    add_work_options(parser)
    args = parser.parse_args()
    if chromium_executable() is None:
        sys.exit("no chromium (apt-get install chromium, or set NARRATE_CHROMIUM)")
    work = work_folder(args.keep, "page-bytes")
    config = work / "voices.yaml"
    text = (
        args.config.read_text(encoding="utf-8") if args.config else "feed:\n  base_url: https://podcast.example.org\n"
    )
    if args.cover:  # beside voices.yaml: feed.image is a path inside its folder
        (work / ("cover" + args.cover.suffix)).write_bytes(args.cover.read_bytes())
        text += f"  image: cover{args.cover.suffix}\n"
    config.write_text(text, encoding="utf-8")
    results: dict[str, list[dict[str, int]]] = {}
    with StandIn() as standin:
        builds: list[tuple[str, Path | None]] = [("this checkout", None)]
        if args.rev:
            builds.insert(0, (args.rev, checkout(args.rev, work / "rev")))
        for name, src in builds:
            out = work / ("out-rev" if src else "out-now")
            env = child_env(
                NARRATE_EDGE_URL=standin.url, NARRATE_CACHE_DIR=str(work / ("cache-rev" if src else "cache"))
            )
            build(args.content, out, config, env, src)
            results[name] = measure(out, args.lang)
    rows = [
        [
            name,
            str(len(pages)),
            _kb([p["before"] for p in pages]),
            _kb([p["before_mp3"] for p in pages]),
            _kb([p["tag"] for p in pages]),
            _kb([p["mp3"] for p in pages]),
        ]
        for name, pages in results.items()
    ]
    print(
        markdown_table(
            rows,
            [
                "narrate",
                "pages",
                "fetched before Play (median)",
                "of which MP3",
                "MP3 ahead of its first audio frame",
                "MP3 size",
            ],
        )
    )
    if args.json_out:
        args.json_out.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    drop_work(work, args.keep)


if __name__ == "__main__":
    os.environ.setdefault("NO_COLOR", "1")
    main()
