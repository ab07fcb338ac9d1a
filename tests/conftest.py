"""Shared fixtures. No test reaches the network: the Edge URL points at a closed
local port unless a test starts the loopback stand-in, and caches live in tmp."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

# Locally, fuzzing explores new inputs every run; in CI (CI=true) it replays a fixed
# sequence, so a red build always means a change broke something, not a lucky draw.
settings.register_profile("ci", derandomize=True, deadline=None)
if os.environ.get("CI"):
    settings.load_profile("ci")

TESTS = Path(__file__).parent
REPO = TESTS.parent
EXAMPLES = REPO / "examples" / "content"
sys.path.insert(0, str(TESTS))

from edge_standin import EdgeStandIn  # noqa: E402


@pytest.fixture(autouse=True)
def _isolated(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every test: a private chunk cache, and an Edge URL nobody listens on; no Edge worker process
    (narrate.voice.edge_worker) outlives the test that started it."""
    monkeypatch.setenv("NARRATE_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))
    monkeypatch.setenv("NARRATE_EDGE_URL", "ws://127.0.0.1:9")
    monkeypatch.setenv("NO_COLOR", "1")
    yield
    worker = sys.modules.get("narrate.voice.edge_worker")
    if worker is not None:
        worker.stop()


@pytest.fixture
def standin(monkeypatch: pytest.MonkeyPatch) -> Iterator[EdgeStandIn]:
    """A running loopback Edge service; NARRATE_EDGE_URL points at it."""
    with EdgeStandIn(seed=7) as server:
        monkeypatch.setenv("NARRATE_EDGE_URL", server.url)
        yield server


@pytest.fixture
def examples() -> Path:
    """The example content folder."""
    return EXAMPLES
