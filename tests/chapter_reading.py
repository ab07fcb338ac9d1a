"""An MP3's ID3 chapters as common readers list them: ffprobe (the system's), the ffmpeg narrate ships
(imageio-ffmpeg), mutagen, eyeD3 and mediainfo. Shared by tests/audio/test_chapter_readers.py and
benchmarks/chapter_readers.py.

Each returns [(start seconds, title)] in the order the reader gives, or raises durations.Unavailable when
the reader is not on this machine.
"""

from __future__ import annotations

import json
import logging
import re
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

from durations import Unavailable

Chapters = list[tuple[float, str]]


def ffprobe(path: Path) -> Chapters:
    exe = shutil.which("ffprobe")
    if exe is None:
        raise Unavailable("ffprobe (apt-get install ffmpeg)")
    out = json.loads(
        subprocess.run(
            [exe, "-v", "error", "-show_chapters", "-of", "json", str(path)], capture_output=True, text=True, check=True
        ).stdout
    )
    return [(float(c["start_time"]), c.get("tags", {}).get("title", "")) for c in out.get("chapters", [])]


def shipped_ffmpeg(path: Path) -> Chapters:
    """The chapters ffmpeg writes to an ffmetadata file (START in its TIMEBASE)."""
    import imageio_ffmpeg

    out = subprocess.run(
        [imageio_ffmpeg.get_ffmpeg_exe(), "-v", "error", "-i", str(path), "-f", "ffmetadata", "-"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    chapters: Chapters = []
    timebase = 1e-3
    for line in out.splitlines():
        key, _, value = line.partition("=")
        if line == "[CHAPTER]":
            chapters.append((-1.0, ""))
        elif chapters and key == "TIMEBASE":
            num, den = value.split("/")
            timebase = int(num) / int(den)
        elif chapters and key == "START":
            chapters[-1] = (round(int(value) * timebase, 3), chapters[-1][1])
        elif chapters and key == "title":
            chapters[-1] = (chapters[-1][0], re.sub(r"\\(.)", r"\1", value))  # ffmetadata escapes = ; # \
    return chapters


def mutagen(path: Path) -> Chapters:
    """CHAP frames in the order the top-level CTOC lists them (every CHAP if there is no CTOC)."""
    from mutagen.id3 import ID3

    tags = ID3(str(path))
    chaps = {frame.element_id: frame for frame in tags.getall("CHAP")}
    tocs = [toc for toc in tags.getall("CTOC") if toc.flags & 2]
    order = list(tocs[0].child_element_ids) if tocs else list(chaps)
    out = []
    for element in order:
        frame = chaps.get(element)
        if frame is not None:
            titles = frame.sub_frames.getall("TIT2")
            out.append((frame.start_time / 1000, str(titles[0]) if titles else ""))
    return out


def eyed3(path: Path) -> Chapters:
    try:
        import eyed3 as reader
    except ImportError:
        raise Unavailable("eyeD3 (pip install -e '.[test]')") from None
    logging.getLogger("eyed3").setLevel(logging.ERROR)
    audio = reader.load(str(path))
    if audio is None or audio.tag is None:
        return []
    return [(c.times[0] / 1000, c.title or "") for c in audio.tag.chapters]


def mediainfo(path: Path) -> Chapters:
    """The entries of mediainfo's Menu tracks (how it shows chapters of the formats whose chapters it reads)."""
    exe = shutil.which("mediainfo")
    if exe is None:
        raise Unavailable("mediainfo (apt-get install mediainfo)")
    out = json.loads(
        subprocess.run([exe, "--Output=JSON", str(path)], capture_output=True, text=True, check=True).stdout
    )
    chapters: Chapters = []
    for track in out.get("media", {}).get("track", []):
        if track.get("@type") == "Menu":
            for key, value in track.get("extra", {}).items():
                if key.startswith("_") and key[1:3].isdigit():  # _00_01_02_345
                    h, m, s, ms = (int(part) for part in key[1:].split("_"))
                    chapters.append((h * 3600 + m * 60 + s + ms / 1000, str(value)))
    return chapters


READERS: dict[str, Callable[[Path], Chapters]] = {
    "ffprobe": ffprobe,
    "ffmpeg (shipped)": shipped_ffmpeg,
    "mutagen": mutagen,
    "eyeD3": eyed3,
    "mediainfo": mediainfo,
}
