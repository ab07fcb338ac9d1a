"""An MP3's duration as five common readers give it: ffprobe, mutagen, mediainfo, eyeD3 and Chromium's
`<audio>.duration`. Shared by tests/audio/test_durations.py and benchmarks/audio_table.py.

Each returns seconds, or raises Unavailable when the reader is not on this machine (Debian's
ffprobe and mediainfo are system packages; eyeD3 and playwright come with the test extra).
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Sequence
from pathlib import Path

from helpers import mp3_info


class Unavailable(Exception):
    """The reader is not installed here."""


def ffprobe(path: Path) -> float:
    exe = shutil.which("ffprobe")
    if exe is None:
        raise Unavailable("ffprobe (apt-get install ffmpeg)")
    out = subprocess.run(
        [exe, "-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", str(path)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return float(out.strip())


def mutagen(path: Path) -> float:
    return float(mp3_info(path).length)


def mediainfo(path: Path) -> float:
    """mediainfo's audio duration; NaN when it gives none (what a wrong Info frame made it do)."""
    exe = shutil.which("mediainfo")
    if exe is None:
        raise Unavailable("mediainfo (apt-get install mediainfo)")
    out = subprocess.run(
        [exe, "--Inform=Audio;%Duration%", str(path)], capture_output=True, text=True, check=True
    ).stdout.strip()
    return float(out) / 1000 if out else float("nan")


def mediainfo_mode(path: Path) -> str:
    """mediainfo's bitrate mode ("CBR", "VBR")."""
    exe = shutil.which("mediainfo")
    if exe is None:
        raise Unavailable("mediainfo (apt-get install mediainfo)")
    return subprocess.run(
        [exe, "--Inform=Audio;%BitRate_Mode%", str(path)], capture_output=True, text=True, check=True
    ).stdout.strip()


def eyed3(path: Path) -> float:
    try:
        import eyed3 as reader
    except ImportError:
        raise Unavailable("eyeD3 (pip install -e '.[test]')") from None
    import logging

    logging.getLogger("eyed3").setLevel(logging.ERROR)
    audio = reader.load(str(path))
    if audio is None or audio.info is None:
        raise AssertionError(f"eyeD3 cannot read {path}")
    return float(audio.info.time_secs)


def chromium_executable() -> str | None:
    named = os.environ.get("NARRATE_CHROMIUM")
    if named:
        return named
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        found = shutil.which(name)
        if found:
            return found
    return None


_DURATION_JS = """async (url) => {
  const audio = new Audio();
  audio.preload = "metadata";
  const done = new Promise((resolve, reject) => {
    audio.addEventListener("loadedmetadata", () => resolve(audio.duration));
    audio.addEventListener("error", () => reject(new Error("cannot load " + url)));
  });
  audio.src = url;
  return await done;
}"""


def chromium(root: Path, paths: Sequence[Path]) -> list[float]:
    """`<audio>.duration` in headless Chromium of each of `paths` (files under `root`), served by
    `narrate serve`'s application on loopback (byte ranges, as a static host serves them)."""
    exe = chromium_executable()
    if exe is None:
        raise Unavailable("chromium (apt-get install chromium, or set NARRATE_CHROMIUM)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        raise Unavailable("playwright (pip install -e '.[test]')") from None
    from serving import Served

    args = [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--mute-audio",
        "--no-first-run",
        "--autoplay-policy=no-user-gesture-required",
    ]
    with Served.folder(root) as served, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=exe, args=args)
        try:
            page = browser.new_page()
            page.goto(served.url + "/")
            return [float(page.evaluate(_DURATION_JS, "/" + p.relative_to(root).as_posix())) for p in paths]
        finally:
            browser.close()
