"""Shared fixtures. No test reaches the network: the Edge URL points at a closed
local port unless a test starts the loopback stand-in; and no test writes outside its temporary
folders: the home folder, the XDG folders and the chunk cache are temporary ones."""

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
# The tests are laid out like the packages (tests/text, tests/voice, ...); one may take another's
# helpers by module name (`from test_build import _build`), wherever it is collected from.
sys.path[1:1] = [str(folder) for folder in sorted(TESTS.iterdir()) if any(folder.glob("test_*.py"))]

from edge_standin import EdgeStandIn  # noqa: E402

# Where a test (or a program it starts: hugo, jekyll, chromium, git, narrate itself) could write outside
# its temporary folders: the home folder, the XDG folders (platformdirs' cache, hugo's module cache under
# ~/.cache) and narrate's chunk cache. Every test gets its own; module- and session-scoped fixtures (which are
# set up before any test's own fixtures) get the session's. The real values are never used.
_ISOLATED = ("HOME", "XDG_CACHE_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "NARRATE_CACHE_DIR")

# Hexo for the conformance tests is installed once, outside the tests (.ci/run: npm into NARRATE_HEXO,
# by default under the real home's cache): name it before the home folder is replaced.
_HEXO = Path.home() / ".cache" / "narrate-tests" / "hexo"
if "NARRATE_HEXO" not in os.environ and (_HEXO / "node_modules").is_dir():
    os.environ["NARRATE_HEXO"] = str(_HEXO)


def _private_folders(monkeypatch: pytest.MonkeyPatch, root: Path) -> None:
    """HOME, the XDG folders and the chunk cache under `root`; an Edge URL nobody listens on; no colours."""
    for name in _ISOLATED:
        folder = root / name.lower()
        folder.mkdir()
        monkeypatch.setenv(name, str(folder))
    monkeypatch.setenv("NARRATE_EDGE_URL", "ws://127.0.0.1:9")
    monkeypatch.setenv("NO_COLOR", "1")


@pytest.fixture(autouse=True, scope="session")
def _isolated_session(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """The session's private folders, for module- and session-scoped fixtures."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        _private_folders(monkeypatch, tmp_path_factory.mktemp("session-env"))
        yield


@pytest.fixture(autouse=True)
def _isolated(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every test: its own home, XDG folders and chunk cache, and an Edge URL nobody listens on, no code span
    remembered (text.lexicon); no Edge worker process (narrate.voice.edge_worker) outlives the test that started it."""
    _private_folders(monkeypatch, tmp_path_factory.mktemp("env"))
    lexicon = sys.modules.get("narrate.text.lexicon")
    if lexicon is not None:
        lexicon._READINGS.clear()  # (code spans read by an earlier test, perhaps with a rule patched: read anew)
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
