"""Every pattern narrate compiles must compile on the oldest Python it supports (requires-python >= 3.10).

Python 3.11 added possessive quantifiers (`*+`, `++`, `?+`, `{m,n}+`) and atomic groups (`(?>…)`); on 3.10 such a
pattern raises "multiple repeat" when first used, deep inside a build (a sayable.py aside pattern did, s6). The suite
runs on a newer Python in CI, so the patterns are parsed here and their parse trees searched for the two opcodes.
"""

from __future__ import annotations

import gc
import importlib
import pkgutil
import sys
from typing import Any

import pytest

import narrate
from narrate.patterns import LazyPattern

pytestmark = pytest.mark.skipif(sys.version_info < (3, 11), reason="3.10 compiles the patterns itself when used")

_NEWER = {"POSSESSIVE_REPEAT", "ATOMIC_GROUP"}


def _all_patterns() -> list[LazyPattern]:
    for module in pkgutil.walk_packages(narrate.__path__, "narrate."):
        if not module.name.endswith("__main__"):
            importlib.import_module(module.name)
    # type(), not isinstance(): the heap holds weak proxies, and isinstance() of a dead one raises ReferenceError.
    return [obj for obj in gc.get_objects() if type(obj) is LazyPattern]


def _opcodes(node: Any) -> set[str]:
    """Every opcode name in a parse tree (sub-patterns, branches, groups, repeats and assertions, however nested)."""
    found: set[str] = set()
    if hasattr(node, "data"):  # a SubPattern
        for op, arg in node.data:
            found.add(str(op))
            found |= _opcodes(arg)
    elif isinstance(node, (list, tuple)):
        for item in node:
            found |= _opcodes(item)
    return found


def test_no_pattern_uses_what_python_3_10_cannot_compile() -> None:
    parser = importlib.import_module("re._parser")
    patterns = _all_patterns()
    assert len(patterns) > 100  # the walk found narrate's patterns
    newer = []
    for pattern in patterns:
        compiled = pattern.compiled
        used = _opcodes(parser.parse(compiled.pattern, compiled.flags))
        if used & _NEWER:
            newer.append(f"{sorted(used & _NEWER)}: {compiled.pattern[:80]!r}")
    assert newer == []


def test_the_search_sees_a_possessive_quantifier_and_an_atomic_group() -> None:
    parser = importlib.import_module("re._parser")
    assert "POSSESSIVE_REPEAT" in _opcodes(parser.parse(r"\((?=[^()]*x)[^()\n]*+\)"))
    assert "ATOMIC_GROUP" in _opcodes(parser.parse(r"a(?>b|c)d"))
    assert not _opcodes(parser.parse(r"\((?=[^()]*x)[^()\n]*\)")) & _NEWER
