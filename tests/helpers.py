"""Small helpers shared by test modules."""

from __future__ import annotations

from pathlib import Path


def write(path: Path, text: str | bytes) -> Path:
    """Write `text` (UTF-8) or bytes to `path`, making its folders."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path
