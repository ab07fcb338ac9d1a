"""Edge's requests made by a second process, so that importing edge-tts overlaps a cold run's own work.

Why a process: before its first request a cold `narrate ARTICLE.md` imports its stages, reads,
scripts and plans the article (about 0.35 s of Python), and imports edge-tts (about 0.26 s:
aiohttp, three SSL contexts). In one process the two share one interpreter lock, so they add up,
thread or no thread (measured: the same wall time either way). In a process of its own the import
runs on the second core meanwhile, and the first request goes out when the later of the two is
done instead of after both.

The worker (:func:`serve`, ``python -m narrate.voice.edge_worker FD``) imports edge-tts at
once, then reads jobs from its stdin, one JSON line each, and runs each in its own task:

    {"op": "ask", "id": 7, "text": …, "voice": …, "rate": …, "pitch": …, "volume": …,
     "base": …, "connect_timeout": …, "receive_timeout": …}
    {"op": "cancel", "id": 7}

It answers on a pipe of its own (not its stdout, which nothing in it can then write into) in
frames (``>IBI``: job id, kind, payload length, then the payload):
the audio as it streams in (AUDIO), each boundary (BOUNDARY, the message's JSON, checked), then END
with the count of audio bytes sent, or FAILED with the failure's kind and detail as
narrate.voice.engines.edge classifies it (the same rules as in one process), CONFIG for a
setting edge-tts refuses, or ERROR for anything else; a worker that fails as a whole says why in
an ERROR frame of job 0 before it ends. It ends when its stdin closes — the parent closed it, or
ended, however it ended — and never writes a file.

The parent side (:class:`Worker`) is what EdgeEngine asks through, when :func:`start` found it
worth starting (narrate.voice.edge_spawn.wanted: a POSIX system with two cores or more, edge-tts
not yet imported here). A worker that ends early, or does not start, leaves the engine asking in
this process: the worker is a way to be faster, never a way to fail.

This module is the engines package's neighbour, not part of it. The process itself is started by
narrate.voice.edge_spawn, which imports none of what this module does: `narrate ARTICLE.md` starts
it before it imports anything of its own stages (narrate.flow.early), and :func:`start` adopts it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import struct
import subprocess
import sys
import threading

from narrate.errors import ConfigError
from narrate.voice.edge_spawn import ENV_WORKER, adopt, discard, spawn, wanted
from narrate.voice.engines import edge
from narrate.voice.engines.base import EngineFailure

TYPE_CHECKING = False  # typing and asyncio are imported after the worker has started, not before
if TYPE_CHECKING:
    import asyncio
    from collections.abc import AsyncGenerator, Mapping
    from typing import IO, Any

__all__ = [
    "AUDIO",
    "BOUNDARY",
    "CONFIG",
    "END",
    "ENV_WORKER",
    "ERROR",
    "FAILED",
    "GONE",
    "HEADER",
    "Worker",
    "running",
    "serve",
    "start",
    "stop",
    "wanted",
]

HEADER = struct.Struct(">IBI")  # job id, kind, payload length
AUDIO, BOUNDARY, END, FAILED, CONFIG, ERROR, GONE = range(7)

_SHARED: list[Worker] = []  # the process's worker, once started (at most one alive at a time)
_LOCK = threading.Lock()


# --- the parent's side
# -------------------------------------------------------------------------------


class Worker:
    """A running worker process: jobs go in on its stdin, frames come back through one reader thread,
    which hands each to the event loop of the request it answers."""

    def __init__(self, process: subprocess.Popen[bytes], frames: IO[bytes]) -> None:
        self.process = process
        self.frames = frames  # the read end of the worker's answer pipe
        self.failure: str | None = None  # why the worker ended, if it failed as a whole and could say
        self.asked = False  # the reader thread starts with the first job (a worker never asked is killed)
        self._waiting: dict[int, tuple[asyncio.AbstractEventLoop, asyncio.Queue[tuple[int, bytes]]]] = {}
        self._next = 0
        self._lock = threading.Lock()  # the table of waiting requests
        self._writing = threading.Lock()  # one job line at a time on the worker's stdin
        self.alive = True
        self._reader = threading.Thread(target=self._read, name="narrate-edge-worker", daemon=True)

    async def ask(self, job: Mapping[str, Any]) -> AsyncGenerator[tuple[int, bytes], None]:
        """The frames answering `job` (kind, payload), up to and including its last (END, FAILED,
        CONFIG, ERROR, or GONE if the worker ended first). Leaving early cancels the job."""
        loop = asyncio.get_running_loop()
        queue: asyncio.Queue[tuple[int, bytes]] = asyncio.Queue()
        with self._lock:
            number = 0
            if self.alive:
                if not self.asked:
                    self.asked = True
                    self._reader.start()
                self._next += 1
                number = self._next
                self._waiting[number] = (loop, queue)
        if not number:  # ended before this job
            yield GONE, b""
            return
        finished = False
        try:
            if not self._send({**job, "op": "ask", "id": number}):
                finished = True
                yield GONE, b""
                return
            while True:
                kind, payload = await queue.get()
                finished = kind not in (AUDIO, BOUNDARY)
                yield kind, payload
                if finished:
                    return
        finally:
            with self._lock:
                self._waiting.pop(number, None)
            if not finished:
                self._send({"op": "cancel", "id": number})

    def _send(self, message: Mapping[str, Any]) -> bool:
        """Write one job line; False if the worker can no longer take it."""
        line = json.dumps(message, ensure_ascii=False).encode("utf-8") + b"\n"
        stdin = self.process.stdin
        try:
            assert stdin is not None
            with self._writing:
                stdin.write(line)
                stdin.flush()
        except (OSError, ValueError):  # a broken pipe, or closed by close()
            return False
        return True

    def _read(self) -> None:
        """The reader thread: each frame to its request's loop, until the worker's answer pipe ends."""
        pipe = self.frames
        try:
            while True:
                header = _read_exactly(pipe, HEADER.size)
                if header is None:
                    break
                number, kind, size = HEADER.unpack(header)
                payload = _read_exactly(pipe, size) if size else b""
                if payload is None:
                    break
                self._deliver(number, kind, payload)
        except (OSError, ValueError):
            pass
        with self._lock:
            self.alive = False
            waiting = list(self._waiting)
        for number in waiting:
            self._deliver(number, GONE, b"")

    def _deliver(self, number: int, kind: int, payload: bytes) -> None:
        if number == 0 and kind == ERROR:
            self.failure = json.loads(payload)
            return
        with self._lock:
            target = self._waiting.get(number)
        if target is None:  # cancelled: what was already on its way is dropped
            return
        loop, queue = target
        with contextlib.suppress(RuntimeError):  # that request's loop has closed
            loop.call_soon_threadsafe(queue.put_nowait, (kind, payload))

    def close(self) -> None:
        """End the worker and its reader thread. It is killed, not asked: it holds nothing that could be
        lost (it writes no file), and one still importing edge-tts would read its stdin's end only after."""
        with self._lock:
            self.alive = False
        with contextlib.suppress(OSError, ValueError):
            if self.process.stdin is not None:
                self.process.stdin.close()
        with contextlib.suppress(OSError):
            self.process.kill()
        self.process.wait()
        if self.asked:
            self._reader.join(timeout=5)
        self.frames.close()


def _read_exactly(stream: IO[bytes], size: int) -> bytes | None:
    data = stream.read(size)
    return data if data is not None and len(data) == size else None


def start() -> None:
    """Start the process's worker if it is wanted and none is running (adopting the one narrate.flow.early
    started, if any); nothing if it cannot start."""
    with _LOCK:
        if _SHARED and _SHARED[-1].alive:
            return
        started = adopt()
        if started is None and wanted():
            started = spawn()
        if started is not None:
            _SHARED.append(Worker(started.process, os.fdopen(started.answers, "rb")))


def running() -> Worker | None:
    """The process's worker, if one is running."""
    worker = _SHARED[-1] if _SHARED else None
    return worker if worker is not None and worker.alive else None


def stop() -> None:
    """End the process's worker, if any (a run's end: nothing is asked of it any more)."""
    with _LOCK:
        while _SHARED:
            _SHARED.pop().close()
        discard()


# --- the worker's side
# -------------------------------------------------------------------------------


def serve(answers: int) -> None:
    """The worker process: edge-tts imported at once, then jobs until stdin closes, answered on the pipe
    `answers` (module docstring)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle; its exit ends this one
    out = os.fdopen(answers, "wb")
    try:
        import edge_tts  # noqa: F401  (the point of this process: loaded while the parent works)

        from narrate.voice.engines import edge, edge_redirect
    except Exception:  # the parent asks in its own process, which reports the failure in its place
        os._exit(0)
    with contextlib.suppress(Exception):  # edge-tts pointed where the jobs will likely ask (each job says)
        edge_redirect.use(edge.service_base(os.environ.get(edge.ENV_URL)))
    try:
        asyncio.run(_serve(out))
    except BaseException as exc:  # whatever it is, the parent is told, then asks in its own process
        with contextlib.suppress(OSError, ValueError):
            _frame(out, 0, ERROR, _json(f"{type(exc).__name__}: {exc}"))
    with contextlib.suppress(OSError, ValueError):
        out.flush()
    os._exit(0)


async def _serve(out: IO[bytes]) -> None:
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader(limit=1 << 26)
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    tasks: dict[int, asyncio.Task[None]] = {}
    while line := await reader.readline():
        job = json.loads(line)
        number = int(job["id"])
        if job["op"] == "ask":
            tasks[number] = asyncio.create_task(_answer(job, out))
            tasks[number].add_done_callback(lambda _, n=number: tasks.pop(n, None))  # type: ignore[misc]
        elif job["op"] == "cancel" and number in tasks:
            tasks[number].cancel()
    for task in list(tasks.values()):
        task.cancel()


def _frame(out: IO[bytes], number: int, kind: int, payload: bytes) -> None:
    out.write(HEADER.pack(number, kind, len(payload)) + payload)
    out.flush()


def _json(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False).encode("utf-8")


async def _answer(job: Mapping[str, Any], out: IO[bytes]) -> None:
    """One job: edge-tts's messages as frames (each checked as in one process), then how it ended."""
    from narrate.voice.engines.edge_redirect import use

    number = int(job["id"])
    try:
        use(job["base"])
        client = edge.communicate(
            job["text"],
            job["voice"],
            rate=job["rate"],
            pitch=job["pitch"],
            volume=job["volume"],
            connect_timeout=job["connect_timeout"],
            receive_timeout=job["receive_timeout"],
        )
    except ConfigError as exc:
        _frame(out, number, CONFIG, _json({"message": str(exc), "key": exc.key}))
        return
    except ValueError as exc:  # edge-tts refused the voice or a prosody setting
        _frame(out, number, CONFIG, _json({"refused": str(exc)}))
        return
    answer = edge.Answer(bytearray(), [], [])
    try:
        async with contextlib.aclosing(edge.messages(client, float(job["receive_timeout"]))) as stream:
            async for message in stream:
                data = answer.take(message)  # a boundary is checked before it is passed on
                if data is not None:
                    _frame(out, number, AUDIO, data)
                else:
                    _frame(
                        out,
                        number,
                        BOUNDARY,
                        _json({k: message.get(k) for k in ("type", "offset", "duration", "text")}),
                    )
        _frame(out, number, END, _json(len(answer.audio)))
    except EngineFailure as failure:
        _frame(out, number, FAILED, _json({"kind": failure.kind.name, "detail": failure.detail}))
    except Exception as exc:
        _frame(out, number, ERROR, _json(f"{type(exc).__name__}: {exc}"))


if __name__ == "__main__":
    serve(int(sys.argv[1]))
