"""The test suite's own rules: a hung test fails after a time limit instead of holding CI, and no
test writes outside its temporary folders (the home folder, the XDG folders and the chunk cache are private
to each test, and to the session for module and session fixtures)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from narrate.voice.cache import default_cache_dir
from patience import PATIENCE

ISOLATED = ("HOME", "XDG_CACHE_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "NARRATE_CACHE_DIR")


@pytest.fixture(scope="module")
def module_env() -> dict[str, str]:
    """What a module-scoped fixture sees (set up before any test's own fixtures)."""
    return {name: os.environ[name] for name in ISOLATED}


def test_a_test_has_a_time_limit(request: pytest.FixtureRequest) -> None:
    assert request.config.pluginmanager.hasplugin("timeout")
    assert float(request.config.getini("timeout")) == 300


def test_a_hung_test_fails_after_its_time_limit(tmp_path: Path) -> None:
    (tmp_path / "test_hangs.py").write_text("import time\n\ndef test_hangs():\n    time.sleep(60)\n")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "--timeout",
            "2",
            "--rootdir",
            str(tmp_path),
            str(tmp_path / "test_hangs.py"),
        ],
        capture_output=True,
        text=True,
        timeout=PATIENCE,
        cwd=tmp_path,
    )
    assert done.returncode == 1 and "Timeout" in done.stdout, done.stdout[-2000:]


def test_home_xdg_and_the_cache_are_the_tests_own(
    tmp_path_factory: pytest.TempPathFactory, module_env: dict[str, str]
) -> None:
    base = tmp_path_factory.getbasetemp()
    for name in ISOLATED:
        here = Path(os.environ[name])
        assert base in here.parents and here.is_dir(), name
        assert base in Path(module_env[name]).parents and module_env[name] != str(here), name
    assert Path.home() == Path(os.environ["HOME"])
    assert base in default_cache_dir().parents  # NARRATE_CACHE_DIR
    import platformdirs

    assert base in Path(platformdirs.user_cache_dir("narrate", appauthor=False)).parents  # without it
