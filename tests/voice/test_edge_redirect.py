"""NARRATE_EDGE_URL reaches edge-tts in one place (voice.engines.edge_redirect), which finds the service's
address wherever the installed release keeps it, or fails with one line when it cannot; the production path
uses edge-tts's public API only, and the requirement has no upper bound."""

from __future__ import annotations

import ast
import sys
import textwrap
from collections.abc import Iterator
from importlib import metadata
from pathlib import Path

import edge_tts
import edge_tts.communicate
import edge_tts.voices
import pytest

from narrate.errors import ConfigError
from narrate.voice.engines import edge, edge_redirect

SRC = Path(edge.__file__).resolve().parents[3]


@pytest.fixture(autouse=True)
def shipped() -> Iterator[None]:
    yield
    edge_redirect.use("")


def test_a_base_url_redirects_the_service_and_the_voice_list_and_the_real_service_is_restored() -> None:
    edge_redirect.use("")  # as shipped, whatever a test before this one pointed it at
    shipped_wss, shipped_list = edge_tts.communicate.WSS_URL, edge_tts.voices.VOICE_LIST
    assert shipped_wss.startswith("wss://") and shipped_list.startswith("https://")
    wss = edge_redirect.use("ws://127.0.0.1:8765")
    assert wss.startswith("ws://127.0.0.1:8765/consumer/speech/synthesize/readaloud/edge/v1?TrustedClientToken=")
    assert edge_tts.communicate.WSS_URL == wss
    assert edge_tts.voices.VOICE_LIST.startswith("http://127.0.0.1:8765/consumer/speech/synthesize/readaloud/voices/")
    assert edge_redirect.use("wss://relay.example:443/tts").startswith(
        "wss://relay.example:443/tts/consumer/speech/synthesize/readaloud/edge/v1?"
    )  # a proxy's path prefix kept
    assert edge_tts.voices.VOICE_LIST.startswith("https://relay.example:443/tts/consumer/")
    assert edge_redirect.use("") == shipped_wss == edge_tts.communicate.WSS_URL
    assert edge_tts.voices.VOICE_LIST == shipped_list


def _package(root: Path, name: str, files: dict[str, str]) -> str:
    """A package `name` under `root` made of `files`, imported fresh (its modules dropped after the test)."""
    folder = root / name
    folder.mkdir()
    for file, source in files.items():
        (folder / file).write_text(textwrap.dedent(source), encoding="utf-8")
    sys.path.insert(0, str(root))
    return name


@pytest.fixture
def packages(tmp_path: Path) -> Iterator[Path]:
    before = set(sys.modules)
    yield tmp_path
    sys.path.remove(str(tmp_path))
    for name in set(sys.modules) - before:
        del sys.modules[name]
    edge_redirect.endpoints.cache_clear()


CONSTANTS = """
    BASE = "speech.example.com/consumer/speech/synthesize/readaloud"
    WSS_URL = f"wss://{BASE}/edge/v1?TrustedClientToken=T"
    VOICE_LIST = f"https://{BASE}/voices/list?trustedclienttoken=T"
    HOMEPAGE = "https://github.com/example/tts"
"""


def test_an_address_moved_into_a_new_module_is_found_there(packages: Path) -> None:
    """A layout like edge-tts 7.4's: the connection code in a module of its own that imports the address by name,
    and the voice list reading the constants module's attribute at call time."""
    name = _package(
        packages,
        "tts_moved",
        {
            "__init__.py": "from . import network, voices\n",
            "constants.py": CONSTANTS,
            "network.py": "from .constants import WSS_URL\n\ndef connect():\n    return WSS_URL + '&x=1'\n",
            "voices.py": "from . import constants\n\nasync def list_voices():\n    return constants.VOICE_LIST\n",
        },
    )
    wss = edge_redirect.use("ws://127.0.0.1:9", name)
    network = sys.modules[f"{name}.network"]
    assert wss == "ws://127.0.0.1:9/consumer/speech/synthesize/readaloud/edge/v1?TrustedClientToken=T"
    assert network.connect() == wss + "&x=1"
    assert sys.modules[f"{name}.constants"].VOICE_LIST.startswith("http://127.0.0.1:9/consumer/")
    assert sys.modules[f"{name}.constants"].HOMEPAGE == "https://github.com/example/tts"
    edge_redirect.use("", name)
    assert network.connect().startswith("wss://speech.example.com/")


def test_an_address_built_at_call_time_cannot_be_redirected_and_says_so(packages: Path) -> None:
    """Setting a global no code reads would send the requests to the real service while the user believes
    they go to NARRATE_EDGE_URL: one line instead."""
    name = _package(
        packages,
        "tts_built",
        {
            "__init__.py": "from . import network\n__version__ = '9.0.0'\n",
            "constants.py": CONSTANTS,
            "network.py": "from . import constants\n\ndef connect():\n    return f'wss://{constants.BASE}/edge/v1'\n",
        },
    )
    with pytest.raises(
        ConfigError,
        match=r"^NARRATE_EDGE_URL cannot be applied: edge-tts 9\.0\.0 keeps the "
        r"service's address where narrate cannot find it; unset",
    ):
        edge_redirect.use("ws://127.0.0.1:9", name)


def test_the_real_service_needs_no_look_inside(monkeypatch: pytest.MonkeyPatch) -> None:
    """Unset, nothing of edge-tts is looked into or changed (its layout may be one narrate has never seen)."""
    monkeypatch.setattr(edge_redirect, "_REDIRECTED", set())
    monkeypatch.setattr(edge_redirect, "endpoints", lambda package="edge_tts": pytest.fail("looked inside"))
    assert edge_redirect.use("") == ""


def test_the_installed_edge_tts_can_be_redirected() -> None:
    found = edge_redirect.endpoints()
    assert any(e.websocket for e in found) and any(not e.websocket for e in found)


def test_the_production_path_uses_only_edge_tts_s_public_api() -> None:
    """Outside the redirect, narrate names nothing of edge-tts but its public names (Communicate, list_voices,
    VoicesManager, its exceptions, its version), and reads no client's state."""
    public = {"edge_tts", "edge_tts.exceptions"}
    allowed_names = {"Communicate", "list_voices", "VoicesManager", "exceptions", "__version__"}
    for path in (SRC / "narrate").rglob("*.py"):
        if path.name == "edge_redirect.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("edge_tts"):
                assert node.module in public, f"{path}: from {node.module} import"
            if isinstance(node, ast.Import):
                for alias in node.names:
                    assert not alias.name.startswith("edge_tts") or alias.name in public, f"{path}: import {alias.name}"
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "edge_tts":
                assert node.attr in allowed_names, f"{path}: edge_tts.{node.attr}"
            if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute):
                assert node.value.attr != "state", f"{path}: reads a client's state"


def test_the_requirement_excludes_releases_that_fail_the_token_scheme_and_has_no_upper_bound() -> None:
    requirement = next(r for r in metadata.requires("narrate-blog") or [] if r.startswith("edge-tts"))
    assert ">=7.2.7" in requirement and "<" not in requirement
    major, minor, patch = (int(part) for part in metadata.version("edge-tts").split(".")[:3])
    assert (major, minor, patch) >= (7, 2, 7)
    assert edge_tts.__version__ == metadata.version("edge-tts")
