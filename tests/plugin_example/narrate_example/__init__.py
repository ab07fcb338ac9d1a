"""An example narrate plug-in, outside narrate's package: what a third party writes.

- ``ToneEngine`` (``example-tone``): a tone per character, in Edge's MP3 format.
- ``RstReader`` (``.rst``): a reStructuredText article's title, section titles and paragraphs.
- ``AudiobookPublisher`` (``audiobook``): every episode of a language in one M4B audiobook
  (AAC, one chapter per episode), made with the ffmpeg narrate already ships.
"""

from __future__ import annotations

import math
import re
import struct
import subprocess
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from narrate.audio.encode import encode_edge_format
from narrate.audio.mp3 import EDGE_FORMAT, audio_frames
from narrate.publish.publisher import Published, Site
from narrate.text.model import Block, Segment
from narrate.text.readers import Parsed, ReadOptions
from narrate.voice.engines import Speech, SpeechRequest, VoiceProblem


class ToneEngine:
    """A 440 Hz tone, 40 ms per character."""

    name = "example-tone"
    version = "1"
    description = "the example tone engine"

    def check_voice(self, lang: str, settings: Mapping[str, Any]) -> list[VoiceProblem]:
        return []

    def voice_id(self, request: SpeechRequest) -> str:
        return "tone"

    async def synthesize(self, request: SpeechRequest) -> Speech:
        rate = 24_000
        count = int(rate * 0.04 * max(1, len(request.text)))
        pcm = b"".join(struct.pack("<h", int(6000 * math.sin(2 * math.pi * 440 * n / rate))) for n in range(count))
        return Speech(b"".join(audio_frames(encode_edge_format(pcm, rate), EDGE_FORMAT)))

    async def aclose(self) -> None:
        return None


_FIELD = re.compile(r"^:(\w+):\s*(.*)$")
_UNDERLINE = re.compile(r"^([=\-~^\"'`#*+])\1{2,}\s*$")


class RstReader:
    """reStructuredText: `:field: value` lines first, a title underlined with `=`, sections with `-`."""

    suffixes = (".rst",)

    def parse(self, text: str, path: Path, options: ReadOptions) -> Parsed:
        lines = text.splitlines()
        meta: dict[str, Any] = {}
        while lines and (_FIELD.match(lines[0]) or not lines[0].strip()):
            found = _FIELD.match(lines.pop(0))
            if found:
                meta[found.group(1)] = found.group(2)
        blocks: list[Block] = []
        paragraph: list[str] = []

        def flush() -> None:
            if paragraph:
                blocks.append(Block("paragraph", (Segment(" ".join(paragraph)),)))
                paragraph.clear()

        for line in lines:
            if _UNDERLINE.match(line) and paragraph:
                title = paragraph.pop()
                flush()
                if line[0] == "=" and "title" not in meta:
                    meta["title"] = title
                else:
                    blocks.append(Block("heading", (Segment(title),), level=2))
            elif not line.strip():
                flush()
            else:
                paragraph.append(line.strip())
        flush()
        return Parsed(meta, "\n".join(lines), blocks)


class AudiobookPublisher:
    """DIR/<lang>/audiobook.m4b: every episode of the language, oldest first, one chapter each."""

    name = "audiobook"

    def publish(self, site: Site) -> list[Published]:
        import imageio_ffmpeg

        written = []
        for lang in sorted({r.lang for r in site.records}):
            records = sorted(
                (r for r in site.records if r.lang == lang), key=lambda r: (r.date or r.first_built, r.key)
            )
            out = site.layout.folder(lang) / "audiobook.m4b"
            with tempfile.TemporaryDirectory() as tmp:
                listing = Path(tmp) / "list.txt"
                listing.write_text("".join(f"file '{site.layout.mp3(r.lang, r.slug)}'\n" for r in records))
                chapters, start = [";FFMETADATA1", f"title={lang} audiobook"], 0.0
                for r in records:
                    end = start + float(r.duration)
                    chapters += [
                        "[CHAPTER]",
                        "TIMEBASE=1/1000",
                        f"START={int(start * 1000)}",
                        f"END={int(end * 1000)}",
                        f"title={r.title}",
                    ]
                    start = end
                meta = Path(tmp) / "meta.txt"
                meta.write_text("\n".join(chapters) + "\n", encoding="utf-8")
                subprocess.run(
                    [
                        imageio_ffmpeg.get_ffmpeg_exe(),
                        "-v",
                        "error",
                        "-y",
                        "-f",
                        "concat",
                        "-safe",
                        "0",
                        "-i",
                        str(listing),
                        "-i",
                        str(meta),
                        "-map_metadata",
                        "1",
                        "-map_chapters",
                        "1",
                        "-c:a",
                        "aac",
                        "-b:a",
                        "48k",
                        "-f",
                        "mp4",
                        str(out),
                    ],
                    check=True,
                )
            written.append(Published(self.name, lang, out, len(records)))
        return written
