#!/usr/bin/env python3
"""The shared service model (../shared/edge-standin/fake_edge.py, run unchanged) answering a request for word
boundaries as the service does: one WordBoundary message per word instead of one SentenceBoundary per sentence.

fake_edge.py sends sentence boundaries whatever the client asks. edge-tts asks for one kind (its
``boundary=`` option: ``speech.config`` enables sentences or words), and narrate asks for words; the stock
CLI and the naive script ask for sentences. So this wrapper reads each connection's ``speech.config`` and,
where it asks for words, gives that connection word boundaries timed exactly as fake_edge.py times its
sentences (the same tones, the same clock); everything else — audio, pacing, refusals, the request log — is
fake_edge.py's own. A word is a run of Latin letters or digits, or two Han or kana characters (Chinese
words are mostly one or two characters); punctuation is no word.

    python benchmarks/fake_edge_words.py --port 8765 --rtf 0.05 --ttfb 0.25 --max-conn 8 --log requests.jsonl

(the same flags as fake_edge.py; the shared folder is found as benchmarks/bench_edge_model.py finds it, or
given by EDGE_STANDIN_DIR).
"""

from __future__ import annotations

import contextvars
import os
import re
import sys
import types
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
STANDIN_DIR = Path(
    os.environ.get("EDGE_STANDIN_DIR")
    or next(
        (d / "shared" / "edge-standin" for d in HERE.parents if (d / "shared" / "edge-standin").is_dir()),
        HERE.parent.parent / "shared" / "edge-standin",
    )
)
sys.path.insert(0, str(STANDIN_DIR))

import fake_edge  # noqa: E402
from aiohttp import WSMsgType, web  # noqa: E402

_WORDS: contextvars.ContextVar[bool] = contextvars.ContextVar("words", default=False)
_WORD = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]{1,2}|[^\W_\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]+")


class _Listening(web.WebSocketResponse):
    """The model's websocket, noting what the connection's speech.config asks for (in the handler's task)."""

    async def receive(self, *args: Any, **kwargs: Any) -> Any:
        message = await super().receive(*args, **kwargs)
        if message.type == WSMsgType.TEXT and "Path:speech.config" in message.data:
            _WORDS.set('"wordBoundaryEnabled":"true"' in message.data)
        return message


def word_boundaries(text: str) -> list[dict[str, Any]]:
    """One WordBoundary per word, each timed from its first character's sound to its last's, on the clock
    fake_edge.sentence_boundaries uses (fake_edge.char_tone, after fake_edge.LEAD_S)."""
    times = [fake_edge.LEAD_S]
    for ch in text:
        times.append(times[-1] + int(24000 * fake_edge.char_tone(ch)[0]) / 24000)
    out = []
    for match in _WORD.finditer(text):
        t0, t1 = times[match.start()], times[match.end()]
        said = match.group(0)
        out.append(
            {
                "Type": "WordBoundary",
                "Data": {
                    "Offset": int(t0 * 1e7),
                    "Duration": int((t1 - t0) * 1e7),
                    "text": {"Text": fake_edge.xml_escape(said), "Length": len(said), "BoundaryType": "WordBoundary"},
                },
            }
        )
    return out


_sentences = fake_edge.sentence_boundaries


def boundaries(text: str) -> list[dict[str, Any]]:
    """What the connection asked for: words, or (as fake_edge.py always sends) sentences."""
    return word_boundaries(text) if _WORDS.get() else _sentences(text)


fake_edge.sentence_boundaries = boundaries
fake_edge.web = types.SimpleNamespace(**{**vars(web), "WebSocketResponse": _Listening})  # type: ignore[assignment]

if __name__ == "__main__":
    fake_edge.main()
