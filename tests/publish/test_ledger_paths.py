"""The ledger names a path by where it lies in the output folder, with plain string work on two absolute paths
(s13 speed: a Path made and compared part by part, some 20 times an article, was a tenth of a --force build's own
CPU). The names must be what pathlib's `relative_to` gave: the list and the stamps saved by earlier builds are
keyed by them."""

from __future__ import annotations

import os
from pathlib import Path

from hypothesis import example, given, settings
from hypothesis import strategies as st

from narrate.publish.ledger import Ledger

_PARTS = st.sampled_from(["a", "b", "en", "out", ".", "..", "", "x.mp3", "a b", "é", "//", "/"])
_PATHS = st.lists(_PARTS, max_size=6).map(lambda parts: "/".join(parts))


def _as_pathlib(root: str, path: str) -> str | None:
    """The name as pathlib gave it (the ledger before s13)."""
    try:
        return Path(os.path.abspath(path)).relative_to(os.path.abspath(root)).as_posix()
    except ValueError:
        return None


@settings(max_examples=500, deadline=None)
@given(root=_PATHS, path=_PATHS, absolute=st.tuples(st.booleans(), st.booleans()))
@example(root="", path="a", absolute=(True, True))
@example(root="out", path="out", absolute=(True, True))
@example(root="out", path="output/en/x.mp3", absolute=(True, True))
@example(root="/out", path="out/a", absolute=(True, True))
@example(root="", path="/a", absolute=(True, True))
@example(root="out/", path="out/en/../en/x.mp3", absolute=(False, False))
def test_a_path_is_named_as_pathlib_named_it(root: str, path: str, absolute: tuple[bool, bool]) -> None:
    root = "/" + root if absolute[0] else root
    path = "/" + path if absolute[1] else path
    if not root:
        root = "."
    assert Ledger(Path(root))._relative(Path(path or ".")) == _as_pathlib(root, path or "."), (root, path)
