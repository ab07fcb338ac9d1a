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
import queue
import subprocess
import threading
from collections.abc import Sequence
from typing import IO

from narrate.audio.loudness import blocks_by_region, ebur128_command, report_blocks
from narrate.audio.mp3 import silence

Levels = tuple[tuple[float, ...], float | None]


class StreamMeter:
    """One ffmpeg ebur128 process measuring one answer as it arrives; :meth:`feed` it, then :meth:`levels`.

    ffmpeg is started, written to and read by threads of the meter's own, never by the
    event loop: a process start, or a pipe that ffmpeg (at a lower priority) has let
    fill, would hold up every connection's reading. It runs at narrate's own priority (the
    measurements after an answer run lower): fed at the service's pace it needs a small
    share of a core, and kept at that share it is done when the answer is, where a starved
    one would still be decoding after the last answer. Failures never fail the answer:
    the meter then gives None, and the chunks are measured the slow way after it.
    """

    def __init__(self) -> None:
        self._input: queue.SimpleQueue[bytes | None] = queue.SimpleQueue()
        self._proc: subprocess.Popen[bytes] | None = None
        self._blocks: list[tuple[float, float, float]] = []  # ebur128's report, parsed as ffmpeg writes it
        self._reported = False
        self._failed = False
        self._thread: threading.Thread | None = None
        self._done: asyncio.Future[None] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    async def start(self) -> None:
        """Get ready to measure: ffmpeg starts, in the meter's thread, with the first audio fed (a request
        refused or dropped before any audio costs no process)."""
        self._loop = asyncio.get_running_loop()

    def _begin(self) -> None:
        loop = self._loop
        assert loop is not None
        done = self._done = loop.create_future()

        def finished() -> None:
            if not done.done():
                done.set_result(None)

        def run() -> None:
            try:
                self._run()
            finally:
                with contextlib.suppress(RuntimeError):  # the loop closed meanwhile: nobody waits
                    loop.call_soon_threadsafe(finished)

        self._input.put(silence(400))
        self._thread = threading.Thread(target=run, name="narrate-meter", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            proc = self._proc = subprocess.Popen(
                ebur128_command(),
                stdin=subprocess.PIPE,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
            )
        except OSError:
            self._failed = True
            return
        assert proc.stdin is not None and proc.stderr is not None
        stderr = proc.stderr
        # Read as it is written (ffmpeg logs a line per 100 ms of audio, and a full pipe would stall it),
        # and parsed as it is read: little is left to parse when the answer's last byte is in.
        reader = threading.Thread(target=self._read_report, args=(stderr,), daemon=True)
        reader.start()
        try:
            while (data := self._input.get()) is not None:
                proc.stdin.write(data)
        except (OSError, ValueError):  # ffmpeg gone (stopped by aclose, or it failed)
            self._failed = True
        finally:
            try:
                proc.stdin.close()
            except (OSError, ValueError):
                self._failed = True
        reader.join()
        stderr.close()
        if proc.wait() != 0:
            self._failed = True

    def _read_report(self, stderr: IO[bytes]) -> None:
        for line in stderr:
            self._blocks.extend(report_blocks(line.decode("utf-8", "replace")))
        self._reported = True

    def feed(self, data: bytes) -> None:
        """The next bytes of the answer (queued for the meter's thread; never blocks)."""
        if self._thread is None and self._loop is not None:
            self._begin()
        self._input.put(data)

    async def levels(self, frames: Sequence[int]) -> list[Levels] | None:
        """The blocks and true peak of consecutive stretches of the answer (`frames` frames each; one
        stretch for a whole answer), once it has all been fed; None if it could not be measured."""
        thread, done = self._thread, self._done
        self._loop = None  # fed all it will be
        if thread is None or done is None:
            return None
        self._input.put(silence(400))
        self._input.put(None)
        # Waited for without a worker thread: the default executor's few workers cut and store answers.
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(asyncio.shield(done), 120)
        if not done.done() or self._failed or not self._reported:
            await self.aclose()
            return None
        self._thread = None
        return blocks_by_region(self._blocks, frames)

    async def aclose(self) -> None:
        """Stop ffmpeg if it still runs (an answer that failed, or a cancelled run), and reap it."""
        thread, self._thread = self._thread, None
        self._loop = None
        if thread is None:
            return
        self._failed = True
        proc = self._proc
        if proc is not None and proc.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                proc.kill()
        self._input.put(None)
        if self._done is not None:
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(asyncio.shield(self._done), 30)
