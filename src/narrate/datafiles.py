"""Data files read by their suffix — TOML, JSON or YAML — one way for every reader of a site's config and
data files (the site generators' settings, Hugo's and Jekyll's data folders).

YAML goes through narrate.safe_yaml (bounded: no document expands past its node budget). What a parser
refuses is one of ERRORS, so a caller that treats an unreadable file as absent catches exactly that.
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

__all__ = ["ERRORS", "SUFFIXES", "parse"]

SUFFIXES = (".toml", ".json", ".yaml", ".yml")
#: What parse raises for a text its parser refuses (TOML's and JSON's errors are ValueErrors).
ERRORS: tuple[type[BaseException], ...] = (ValueError, RecursionError, yaml.YAMLError)


def parse(text: str, suffix: str) -> Any:
    """The value of a data file's `text`, by its `suffix` (any case; not one of SUFFIXES: ValueError)."""
    suffix = suffix.lower()
    if suffix == ".toml":
        return tomllib.loads(text)
    if suffix == ".json":
        return json.loads(text)
    if suffix in (".yaml", ".yml"):
        return safe_yaml.load(text)
    raise ValueError(f"{suffix!r} is not a data file's suffix ({', '.join(SUFFIXES)})")
