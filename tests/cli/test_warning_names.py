"""File names in warning lines and in `narrate check`, printed as a plan prints them (review s12 harden L2): a name
with a tab or a backslash reads back to that name and no other."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from helpers import write


def _narrate(*args: str, cwd: Path) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "narrate", *args], cwd=cwd, capture_output=True, text=True, timeout=300
    )
    return done.stdout + done.stderr


def test_warnings_name_each_file_apart(tmp_path: Path) -> None:
    """A warning printed its file name with control characters escaped but a backslash not doubled and a tab
    raw: 'p\\nq.md' (a backslash) and 'p<newline>q.md' gave the same line, and 'x<tab>y.md' a raw tab. Each
    name is now escaped as a name: the two print apart, the tab as \\t."""
    for name, title in (("p\\nq.md", "C"), ("p\nq.md", "B"), ("x\ty.md", "A")):
        write(tmp_path / "c" / name, f"---\ntitle: {title}\naudio: ture\n---\n\nHello.\n")
    said = _narrate("build", "c", "--out", "out", "--dry-run", cwd=tmp_path)
    warnings = sorted(
        line.split(": front matter")[0]
        for line in said.splitlines()
        if line.startswith("warning:") and "'ture'" in line
    )
    assert warnings == ["warning: c/p\\\\nq.md", "warning: c/p\\nq.md", "warning: c/x\\ty.md"], said
    assert "\t" not in said


def test_check_names_each_file_apart(tmp_path: Path) -> None:
    """`narrate check` printed an article's name through the line escaper alone: a tab raw."""
    write(tmp_path / "c2" / "u\tv.md", "Hello there, this is a sentence.\n")
    said = _narrate("check", "c2", cwd=tmp_path)
    assert "c2/u\\tv.md" in said.splitlines(), said
    assert "\t" not in said
