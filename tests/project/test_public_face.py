"""The public face: what the docs' "How it is built" (docs/architecture.md) documents is what each package's `__all__` says,
and every name in an `__all__` exists."""

from __future__ import annotations

import importlib
import pkgutil
import re
from pathlib import Path

import pytest

import narrate

ARCHITECTURE = Path(__file__).parent.parent.parent / "docs" / "architecture.md"
PACKAGES = ("text", "voice", "audio", "publish", "flow")


def documented_modules() -> dict[str, set[str]]:
    """package → modules, from the tree in docs/architecture.md ("How it is built")."""
    section = ARCHITECTURE.read_text(encoding="utf-8").split("# How it is built", 1)[1]
    tree = section.split("```", 2)[1]
    out = {}
    for line in tree.splitlines():
        match = re.match(r"\s+(\w+)/\s+(.+)$", line)
        if match and match.group(1) in (*PACKAGES, "config"):
            names = re.sub(r"/\{[^}]*\}", "", match.group(2)).split()
            out[match.group(1)] = set(names)
    return out


@pytest.mark.parametrize("package", PACKAGES)
def test_each_package_documents_its_modules_in_all(package: str) -> None:
    module = importlib.import_module(f"narrate.{package}")
    on_disk = {m.name for m in pkgutil.iter_modules(module.__path__) if not m.name.startswith("_")}
    assert set(module.__all__) == on_disk == documented_modules()[package], (
        f"a module of narrate.{package} is missing from its __init__'s __all__ or from the tree in "
        "docs/architecture.md (add it to both)"
    )


def test_config_documents_its_modules() -> None:
    """narrate.config's `__all__` names settings, not modules: its modules are checked against the tree alone."""
    import narrate.config

    on_disk = {m.name for m in pkgutil.iter_modules(narrate.config.__path__)}
    assert on_disk == documented_modules()["config"], "add the module to config/ in docs/architecture.md's tree"


@pytest.mark.parametrize(
    "name",
    [
        "narrate",
        "narrate.config",
        "narrate.voice.engines",
        "narrate.voice.engines.base",
        "narrate.text.readers",
        "narrate.text.article",
        "narrate.publish.layout",
        "narrate.publish.publisher",
        "narrate.publish.site",
    ],
)
def test_every_exported_name_exists(name: str) -> None:
    module = importlib.import_module(name)
    for exported in module.__all__:
        assert getattr(module, exported, None) is not None, f"{name}.{exported}"


def test_the_library_face_is_the_documented_one() -> None:
    assert set(narrate.__all__) == {
        "Article",
        "Chunk",
        "Config",
        "NarrateError",
        "Script",
        "__version__",
        "build_script",
        "build_site",
        "load_config",
        "narrate_article",
        "read_article",
    }
