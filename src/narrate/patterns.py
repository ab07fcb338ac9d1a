"""Regular expressions compiled when first used, not when their module is imported.

A character class over the CJK blocks costs Python's regex compiler 2-6 ms (it marks each of the
class's tens of thousands of code points in a table, in a Python loop). Modules that a no-op build or
a quick command import for other names (voice.merge, text.language, the engines' base) would pay
that on every start for patterns only scripting and synthesis use.
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["LazyPattern"]


class LazyPattern:
    """`re.compile(source, flags)`, made on the first search."""

    __slots__ = ("_compiled", "_flags", "_source")

    def __init__(self, source: str, flags: int = 0) -> None:
        self._source = source
        self._flags = flags
        self._compiled: re.Pattern[str] | None = None

    @property
    def compiled(self) -> re.Pattern[str]:
        """The compiled pattern (compiled now if it was not yet)."""
        if self._compiled is None:
            self._compiled = re.compile(self._source, self._flags)
        return self._compiled

    def search(self, text: str) -> re.Match[str] | None:
        return self.compiled.search(text)

    def findall(self, text: str) -> list[str]:
        return self.compiled.findall(text)

    def sub(self, repl: str | Callable[[re.Match[str]], str], text: str) -> str:
        return self.compiled.sub(repl, text)
