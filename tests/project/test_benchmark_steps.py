"""The steps benchmarks/text_phases.py times are functions narrate still has.

text_phases splits the text stage's CPU by wrapping named functions; a function renamed in src/ (prose's
`source_account`, now `source_account_later`) made the benchmark stop at its first step with an AttributeError,
and issue 43's per-step figures could not be taken until it was mended (s9). Speed is never a timed test: this
only looks the names up.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import Any

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def _steps() -> list[tuple[str, str, str]]:
    sys.path.insert(0, str(BENCHMARKS))
    try:
        phases = importlib.import_module("text_phases")
    finally:
        sys.path.remove(str(BENCHMARKS))
    steps: list[tuple[str, str, str]] = phases.STEPS
    return steps


@pytest.mark.parametrize(("module", "name", "step"), _steps())
def test_each_timed_step_names_a_function(module: str, name: str, step: str) -> None:
    owner: Any = importlib.import_module(module)
    for part in name.split("."):
        assert hasattr(owner, part), f"text_phases times {module}.{name} ({step}), which is gone"
        owner = getattr(owner, part)
    assert callable(owner)
