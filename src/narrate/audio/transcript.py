"""Sidecars: the WebVTT transcript and Podcasting 2.0 JSON chapters.

VTT cues come from the engine's sentence boundaries, offset by each chunk's start
in the episode; a chunk without boundaries (espeak) becomes one cue.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Boundary:
    """A sentence (or word) the engine reports, in seconds from the start of its audio."""

    offset: float
    duration: float
    text: str


@dataclass(frozen=True)
class Cue:
    """One transcript cue, in seconds from the start of the episode."""

    start: float
    end: float
    text: str


@dataclass(frozen=True)
class ChapterMark:
    """A chapter with its place in the episode, in seconds."""

    title: str
    level: int
    start: float
    end: float


def _timestamp(seconds: float) -> str:
    millis = max(0, round(seconds * 1000))
    hours, rest = divmod(millis, 3_600_000)
    minutes, rest = divmod(rest, 60_000)
    secs, ms = divmod(rest, 1000)
    return f"{hours:02d}:{minutes:02d}:{secs:02d}.{ms:03d}"


def _cue_text(text: str) -> str:
    # WebVTT: "-->" ends a cue header and & and < start markup; a blank line ends the cue.
    text = " ".join(text.split())
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def render_vtt(cues: Sequence[Cue]) -> str:
    """A WebVTT document with one cue per sentence, in order."""
    lines = ["WEBVTT", ""]
    for n, cue in enumerate(cues, 1):
        text = _cue_text(cue.text)
        if not text:
            continue
        lines += [str(n), f"{_timestamp(cue.start)} --> {_timestamp(cue.end)}", text, ""]
    return "\n".join(lines)


def render_chapters_json(chapters: Sequence[ChapterMark], title: str = "") -> str:
    """Podcasting 2.0 JSON chapters (version 1.2.0), ascending start times."""
    doc: dict[str, object] = {"version": "1.2.0"}
    if title:
        doc["title"] = title
    doc["chapters"] = [
        {"startTime": round(c.start, 3), "endTime": round(c.end, 3), "title": c.title}
        for c in sorted(chapters, key=lambda c: c.start)
    ]
    return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"
