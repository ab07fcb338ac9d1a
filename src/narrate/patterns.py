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

# The compiled pattern's methods a LazyPattern answers with: each is, once compiled, the compiled
# pattern's own bound method, so a call costs what the compiled pattern's does (the text stage makes
# millions of them on a large article; a wrapper's frame was a tenth of its time on short texts).
_METHODS = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split")


class LazyPattern:
    """`re.compile(source, flags)`, made on its first use; the compiled pattern's methods and fields."""

    __slots__ = ("_compiled", "_flags", "_source", *_METHODS)

    search: Callable[..., re.Match[str] | None]
    match: Callable[..., re.Match[str] | None]
    fullmatch: Callable[..., re.Match[str] | None]
    finditer: Callable[..., Iterator[re.Match[str]]]
    findall: Callable[..., list[Any]]
    sub: Callable[..., str]
    subn: Callable[..., tuple[str, int]]
    split: Callable[..., list[str | Any]]

    def __init__(self, source: str, flags: int = 0) -> None:
        self._source = source
        self._flags = flags
        self._compiled: re.Pattern[str] | None = None

    def __getattr__(self, name: str) -> Any:
        # Called only for a slot not filled yet: a method's first use compiles and fills them all.
        if name in _METHODS and self._compiled is None:
            return getattr(self.compiled, name)
        raise AttributeError(name)

    @property
    def compiled(self) -> re.Pattern[str]:
        """The compiled pattern (compiled now if it was not yet)."""
        if self._compiled is None:
            self._compiled = re.compile(self._source, self._flags)
            for name in _METHODS:
                setattr(self, name, getattr(self._compiled, name))
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

    def __repr__(self) -> str:
        return f"LazyPattern({self._source!r}, {self._flags!r})"
