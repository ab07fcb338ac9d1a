"""What a user would write instead of narrate, for speed: one edge-tts request per paragraph, 8 at once,
the MP3 bytes joined. No cache, pauses, retries, levelling or tags. Not a benchmark itself.

    python benchmarks/minimal_client.py WSS_URL TEXT_FILE VOICE OUT.mp3    # one paragraph per line
"""

from __future__ import annotations

import asyncio
import sys

import edge_tts
import edge_tts.communicate


async def speak(text: str, voice: str, gate: asyncio.Semaphore) -> bytes:
    async with gate:
        audio = bytearray()
        async for message in edge_tts.Communicate(text, voice).stream():
            if message["type"] == "audio":
                audio += message["data"]
        return bytes(audio)


async def main(url: str, text_file: str, voice: str, out: str) -> None:
    edge_tts.communicate.WSS_URL = url  # type: ignore[attr-defined]  (edge-tts has no endpoint option)
    with open(text_file, encoding="utf-8") as handle:
        paragraphs = [line.strip() for line in handle if line.strip()]
    gate = asyncio.Semaphore(8)
    parts = await asyncio.gather(*(speak(p, voice, gate) for p in paragraphs))
    with open(out, "wb") as handle:
        handle.write(b"".join(parts))


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:5]))
