"""Regular expressions compiled when first used, not when their module is imported.

Python compiles a regular expression in Python code: a character class over the CJK blocks costs
2-6 ms (it marks each of the class's tens of thousands of code points in a table), an ordinary
pattern a tenth of a millisecond or more. The text stage's modules hold some 250 patterns for the
shapes an article may have (shortcodes, MDX, Liquid, issue links, units…); a given article uses a
quarter of them. Compiled at import, every run paid for all of them before its first request, and
a quick command or a no-op build for patterns only scripting uses. A :class:`LazyPattern` is
written where `re.compile` would be and answers as the compiled pattern does.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

__all__ = ["LazyPattern"]

_MAX = 2**63 - 1  # re's own default for endpos: the whole string


class LazyPattern:
    """`re.compile(source, flags)`, made on its first use; the compiled pattern's methods and fields."""

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

    @property
    def pattern(self) -> str:
        """The pattern's source, as `re.Pattern.pattern` (without compiling it)."""
        return self._source

    @property
    def flags(self) -> int:
        """The flags, as the compiled pattern has them (re.UNICODE added)."""
        return self.compiled.flags

    @property
    def groups(self) -> int:
        return self.compiled.groups

    @property
    def groupindex(self) -> Any:
        return self.compiled.groupindex

    def search(self, text: str, pos: int = 0, endpos: int = _MAX) -> re.Match[str] | None:
        return self.compiled.search(text, pos, endpos)

    def match(self, text: str, pos: int = 0, endpos: int = _MAX) -> re.Match[str] | None:
        return self.compiled.match(text, pos, endpos)

    def fullmatch(self, text: str, pos: int = 0, endpos: int = _MAX) -> re.Match[str] | None:
        return self.compiled.fullmatch(text, pos, endpos)

    def finditer(self, text: str, pos: int = 0, endpos: int = _MAX) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(text, pos, endpos)

    def findall(self, text: str, pos: int = 0, endpos: int = _MAX) -> list[Any]:
        return self.compiled.findall(text, pos, endpos)

    def sub(self, repl: str | Callable[[re.Match[str]], str], text: str, count: int = 0) -> str:
        return self.compiled.sub(repl, text, count)

    def subn(self, repl: str | Callable[[re.Match[str]], str], text: str, count: int = 0) -> tuple[str, int]:
        return self.compiled.subn(repl, text, count)

    def split(self, text: str, maxsplit: int = 0) -> list[str | Any]:
        return self.compiled.split(text, maxsplit)

    def __repr__(self) -> str:
        return f"LazyPattern({self._source!r}, {self._flags!r})"
