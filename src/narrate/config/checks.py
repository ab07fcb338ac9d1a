"""What every validator of voices.yaml shares: the error that names file, key and line, and small value checks."""

from __future__ import annotations

import string
from pathlib import Path
from typing import Any

from narrate.errors import ConfigError


class Checker:
    """Turns a problem at a key path into a ConfigError naming the file, the key and its line."""

    def __init__(self, path: Path | None, lines: dict[tuple[str, ...], int]) -> None:
        self.path = path
        self.lines = lines

    def fail(self, trail: tuple[str, ...], problem: str) -> ConfigError:
        """The error about the setting at `trail`, at the line of its nearest key that has one."""
        where = str(self.path) if self.path else "built-in defaults"
        line = None
        for cut in range(len(trail), 0, -1):
            line = self.lines.get(trail[:cut])
            if line:
                break
        at = f" line {line}" if line else ""
        key = ".".join(trail)
        return ConfigError(f"{where}:{at} key '{key}': {problem}", path=self.path, key=key, line=line)

    def get(self, data: dict[str, Any], trail: tuple[str, ...], kind: type | tuple[type, ...]) -> Any:
        """`data[trail[-1]]`, which must be of `kind` (a bool is not a whole number), or a clear error."""
        value = data.get(trail[-1])
        if kind is int and isinstance(value, bool):
            raise self.fail(trail, f"expected a whole number, got {value!r}")
        if not isinstance(value, kind):
            names = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
            readable = {
                "str": "text",
                "int": "a whole number",
                "dict": "a mapping",
                "list": "a list",
                "bool": "true or false",
            }
            raise self.fail(trail, f"expected {readable.get(names, names)}, got {value!r}")
        return value


MAX_PLACEHOLDER_USES = 8
"""How many times one template may name the same placeholder (bounds what a long title can fill)."""


def template_problem(template: str, allowed: tuple[str, ...]) -> str | None:
    """Why `template` is not plain text with `{name}` placeholders from `allowed`, or None if it is.

    Format specs and conversions are refused: `{slug:>999999999}` would build a gigabyte string.
    """
    names = ", ".join("{" + name + "}" for name in allowed)
    known = f"placeholders are {names}" if allowed else "it takes no placeholders"
    try:
        fields = list(string.Formatter().parse(template))
    except ValueError as exc:
        return f"{exc} (write a literal brace as {{{{ or }}}}); {known}"
    named = [name for _, name, _, _ in fields if name is not None]
    for _, name, spec, conversion in fields:
        if name is None:
            continue
        if named.count(name) > MAX_PLACEHOLDER_USES and name in allowed:
            # A long title said 5,000 times made one intro 155 times its article and config together; a few
            # repeats ("{title}. Welcome to the reading of {title}") are ordinary templates.
            return (
                f"placeholder {{{name}}} appears {named.count(name):,} times;"
                f" name each placeholder at most {MAX_PLACEHOLDER_USES} times"
            )
        if name not in allowed:
            if not allowed:
                return f"unknown placeholder {{{name}}}: {known} (write a literal brace as {{{{ or }}}})"
            return f"unknown placeholder {{{name}}}; use {names}"
        if spec or conversion:
            return f"placeholder {{{name}}} may not carry a format (':' or '!'); write it as {{{name}}}"
    return None
