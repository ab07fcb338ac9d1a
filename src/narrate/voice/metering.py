"""An answer's loudness measured while it streams in: ffmpeg's ebur128 fed each piece of audio as it arrives.

Every chunk's momentary loudness blocks and true peak are kept in the cache, so an
episode is levelled without decoding it (narrate.audio.loudness). Measured after an
answer has arrived, that is a decoding pass (with 4x oversampling for the true peak)
per answer, and the last answers' passes all fall after the last answer: on a small,
busy machine, seconds between the service's last byte and the episode. Fed to ffmpeg
as the bytes arrive — at the service's pace, far slower than ffmpeg decodes — the
measurement is done a moment after the answer is.

The stream is measured as :func:`narrate.audio.loudness.region_levels` measures one
(between 400 ms of silence), so a whole answer's figures are those of
:func:`narrate.audio.loudness.chunk_levels`; the pieces of a merged answer take the
blocks that end in their stretch of it (near a cut a block also hears the neighbour's
last or first syllables, a few blocks in hundreds, which the episode's integrated
loudness does not notice).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
from collections.abc import Sequence

from narrate.audio.loudness import MEASURE_NICENESS, ffmpeg_exe, levels_by_region
from narrate.audio.mp3 import silence

Levels = tuple[tuple[float, ...], float | None]


class StreamMeter:
    """One ffmpeg ebur128 process measuring one answer as it arrives; :meth:`feed` it, then :meth:`levels`.

    Failures never fail the answer: the meter then gives None, and the chunks are measured
    the slow way after the answer (as before this existed).
    """

    def __init__(self) -> None:
        self._proc: asyncio.subprocess.Process | None = None
        self._report: asyncio.Task[bytes] | None = None
        self._broken = False

    async def start(self) -> None:
        """Start ffmpeg (at a lower CPU priority than narrate, which reads the service's answers)."""
        try:
            self._proc = await asyncio.create_subprocess_exec(
                ffmpeg_exe(), "-nostats", "-hide_banner", "-f", "mp3", "-i", "pipe:0", "-af", "ebur128=peak=true",
                "-f", "null", "-", stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.DEVNULL,
                stderr=asyncio.subprocess.PIPE)
        except OSError:
            self._broken = True
            return
        with contextlib.suppress(OSError, AttributeError):
            os.setpriority(os.PRIO_PROCESS, self._proc.pid,
                           min(19, os.getpriority(os.PRIO_PROCESS, 0) + MEASURE_NICENESS))
        assert self._proc.stderr is not None
        # Read as it is written: ffmpeg logs a line per 100 ms of audio, and a full pipe would stall it.
        self._report = asyncio.ensure_future(self._proc.stderr.read())
        self.feed(silence(400))

    def feed(self, data: bytes) -> None:
        """The next bytes of the answer (buffered by the pipe's transport; never blocks)."""
        if self._broken or self._proc is None or self._proc.stdin is None:
            return
        try:
            self._proc.stdin.write(data)
        except (OSError, RuntimeError):
            self._broken = True

    async def levels(self, frames: Sequence[int]) -> list[Levels] | None:
        """The blocks and true peak of consecutive stretches of the answer (`frames` frames each; one
        stretch for a whole answer), once it has all been fed; None if it could not be measured."""
        proc = self._proc
        if proc is None or self._report is None or proc.stdin is None:
            return None
        try:
            if not self._broken:
                proc.stdin.write(silence(400))
            proc.stdin.close()
            report = await asyncio.wait_for(asyncio.shield(self._report), 120)
            code = await proc.wait()
        except (OSError, RuntimeError, asyncio.TimeoutError):
            await self.aclose()
            return None
        self._proc = None
        if self._broken or code != 0:
            return None
        return levels_by_region(report.decode("utf-8", "replace"), frames)

    async def aclose(self) -> None:
        """Stop ffmpeg if it still runs (an answer that failed, or a cancelled run), and reap it."""
        proc, self._proc = self._proc, None
        if proc is None:
            return
        if proc.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                proc.kill()
        if proc.stdin is not None:
            proc.stdin.close()
        if self._report is not None:
            with contextlib.suppress(Exception, asyncio.CancelledError):
                await self._report
        await proc.wait()
