"""One registry type (narrate.plugins.Registry) behind every extension point: site generators, readers,
engines and publishers are looked up, registered in code, found as plug-ins and reset the same way."""

from __future__ import annotations

from collections.abc import Iterator
from importlib import metadata
from pathlib import Path

import pytest

from narrate import plugins
from narrate.plugins import Registry
from narrate.publish.publisher import PUBLISHERS
from narrate.text import readers
from narrate.text.readers import READERS, MarkdownReader, Parsed, ReadOptions, reader_for, register_reader
from narrate.text.site import GENERATORS
from narrate.voice.engines import ENGINES, is_engine, make_engine, register_engine


def test_every_extension_point_is_one_registry_type() -> None:
    kinds = {registry.kind: registry for registry in (GENERATORS, READERS, ENGINES, PUBLISHERS)}
    assert all(isinstance(registry, Registry) for registry in kinds.values())
    assert set(kinds) == {"site generator", "reader", "engine", "publisher"}
    assert (READERS.group, ENGINES.group, PUBLISHERS.group) == (plugins.READERS, plugins.ENGINES, plugins.PUBLISHERS)


def test_precedence_is_code_then_narrate_then_plug_ins(monkeypatch: pytest.MonkeyPatch) -> None:
    point = metadata.EntryPoint("late", "builtins:str", "narrate.things")
    monkeypatch.setattr(plugins, "entry_points", lambda group: [point] if group == "narrate.things" else [])
    registry: Registry[str] = Registry("thing", "narrate.things")
    registry.add_own("a", "own a")
    registry.add_own("b", "own b")
    assert registry.by_precedence(plugins=False) == ["own a", "own b"]
    registry.register("x", "mine x")
    registry.register("a", "mine a")
    assert registry.by_precedence() == ["mine a", "mine x", "own b", ""]  # str() made the plug-in's object
    assert list(registry) == [registry.get(name) for name in registry.names()] == ["mine a", "own b", "mine x", ""]
    before = registry.changes
    registry.reset()
    assert registry.changes > before and registry.by_precedence(plugins=False) == ["own a", "own b"]


def test_a_plug_in_may_be_kept_as_a_factory(monkeypatch: pytest.MonkeyPatch) -> None:
    point = metadata.EntryPoint("made", "builtins:list", "narrate.things")
    monkeypatch.setattr(plugins, "entry_points", lambda group: [point])
    registry: Registry[object] = Registry("thing", "narrate.things", from_plugin=lambda load: load)
    make = registry.get("made")
    assert callable(make) and make() == [] and make() is not make()  # a new object each time


class _OrgReader:
    suffixes: tuple[str, ...] = (".org", ".md")

    def parse(self, text: str, path: Path, options: ReadOptions) -> Parsed:
        return Parsed({}, text, [])


@pytest.fixture
def org() -> Iterator[None]:
    register_reader(_OrgReader())
    yield
    READERS.reset()


def test_a_reader_registered_in_code_takes_its_suffixes_until_reset(org: None) -> None:
    assert isinstance(reader_for(Path("a.org")), _OrgReader) and isinstance(reader_for(Path("a.md")), _OrgReader)
    assert isinstance(reader_for(Path("a.markdown")), MarkdownReader)
    assert ".org" in readers.suffixes()
    READERS.reset()
    assert isinstance(reader_for(Path("a.md")), MarkdownReader) and ".org" not in readers.suffixes()


def test_an_engine_registered_in_code_is_made_by_name_until_reset() -> None:
    made: list[object] = []

    def factory() -> object:
        made.append(object())
        return made[-1]

    register_engine("made-here", factory)  # type: ignore[arg-type]
    try:
        assert is_engine("made-here") and make_engine("made-here") is made[-1] and len(made) == 1
    finally:
        ENGINES.reset()
    assert not is_engine("made-here")
    with pytest.raises(ValueError):
        register_engine("auto", factory)  # type: ignore[arg-type]
