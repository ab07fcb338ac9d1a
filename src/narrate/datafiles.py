"""Data files read by their suffix — TOML, JSON or YAML — one way for every reader of a site's config and
data files (the site generators' settings, Hugo's and Jekyll's data folders).

YAML goes through narrate.safe_yaml (bounded: no document expands past its node budget). What a parser
refuses is one of ERRORS, so a caller that treats an unreadable file as absent catches exactly that. A value
nested deeper than MAX_DEPTH is refused the same way: TOML's parser reads `[a.a.a…]` 3,000 tables deep
without recursing, but every reader of the value after it (Hugo's key folding, a variable's look-up) walks
it by recursion.
"""

from __future__ import annotations

import json
import sys
from typing import Any

import yaml

from narrate import safe_yaml

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

__all__ = ["ERRORS", "MAX_DEPTH", "SUFFIXES", "parse"]

MAX_DEPTH = 100  # tables or lists within each other: a site's settings use a handful

SUFFIXES = (".toml", ".json", ".yaml", ".yml")
#: What parse raises for a text its parser refuses (TOML's and JSON's errors are ValueErrors).
ERRORS: tuple[type[BaseException], ...] = (ValueError, RecursionError, yaml.YAMLError)


def parse(text: str, suffix: str) -> Any:
    """The value of a data file's `text`, by its `suffix` (any case; not one of SUFFIXES: ValueError)."""
    suffix = suffix.lower()
    if suffix == ".toml":
        return _shallow(tomllib.loads(text))
    if suffix == ".json":
        return _shallow(json.loads(text))
    if suffix in (".yaml", ".yml"):
        return _shallow(safe_yaml.load(text))
    raise ValueError(f"{suffix!r} is not a data file's suffix ({', '.join(SUFFIXES)})")


def _shallow(value: Any) -> Any:
    """`value`, if no table or list in it is nested deeper than MAX_DEPTH (ValueError otherwise); checked
    without recursion. (A YAML alias is walked again where it is used; the node budget bounds them.)"""
    stack: list[tuple[Any, int]] = [(value, 0)]
    seen: dict[int, int] = {}  # a table or list met before (a YAML alias) → the deepest it was met at
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        if seen.get(id(item), -1) >= depth:
            continue
        seen[id(item)] = depth
        if depth >= MAX_DEPTH:
            raise ValueError(f"values nested more than {MAX_DEPTH} deep")
        stack.extend((child, depth + 1) for child in children)
    return value
