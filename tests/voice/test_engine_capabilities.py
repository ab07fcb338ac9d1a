"""What an engine may do besides the protocol is declared in narrate.voice.engines.base and asked by
isinstance: Edge warms up and merges requests, the offline voices say which letters they would name."""

from __future__ import annotations

from narrate.voice.engines import make_engine
from narrate.voice.engines.base import MergingEngine, NamesLetters, WarmsUp, describe


def test_each_engine_declares_what_it_can_do() -> None:
    edge, espeak = make_engine("edge"), make_engine("espeak")
    assert isinstance(edge, WarmsUp) and isinstance(edge, MergingEngine) and not isinstance(edge, NamesLetters)
    assert isinstance(espeak, NamesLetters) and not isinstance(espeak, MergingEngine)
    assert describe(edge) == "the Edge speech service" and describe(espeak) == "the offline espeak-ng voice"


def test_an_engine_without_a_description_is_named_by_its_name() -> None:
    class Plain:
        name = "plain"

    assert describe(Plain()) == "the plain engine"  # type: ignore[arg-type]
