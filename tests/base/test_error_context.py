"""Every error narrate raises carries its context as attributes (errors.py draws the tree).

Each row triggers one error class through narrate's public functions and checks the
attributes a caller would use (the file, the key, the line, the chunk, the engine),
never the message text: the messages are the CLI's and may be reworded.
"""

from __future__ import annotations

import asyncio
import importlib
import inspect
import pkgutil
import re
import subprocess
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pytest

import narrate
from helpers import write
from narrate import errors
from narrate.voice.engines import Speech, SpeechRequest, VoiceProblem
from narrate.voice.engines.base import EngineFailure, FailureKind
from patience import PATIENCE

ARTICLE = "---\ntitle: Broken\nlang: en\n---\n\nA first paragraph.\n\nThe broken paragraph.\n\nA last one.\n"


class FailingEngine:
    """An engine whose every request about `broken` text fails with `kind`, without saying which chunk."""

    name = "failing"
    version = "1"

    def __init__(self, kind: FailureKind, broken: str = "") -> None:
        self.kind = kind
        self.broken = broken

    def check_voice(self, lang: str, settings: Mapping[str, Any]) -> list[VoiceProblem]:
        return []

    def voice_id(self, request: SpeechRequest) -> str:
        return f"{request.voice.name}#failing"

    async def synthesize(self, request: SpeechRequest) -> Speech:
        if self.broken in request.text:
            raise EngineFailure(self.kind, "refused")
        from narrate.voice.engines.espeak import EspeakEngine

        return await EspeakEngine().synthesize(request)

    async def aclose(self) -> None:
        return None


def _chunk_of(path: Path, config: Any, text: str) -> int:
    from narrate.text.article import read_article
    from narrate.text.script import build_script

    chunks = build_script(read_article(path), config).chunks
    return next(i for i, chunk in enumerate(chunks) if text in chunk.text)


# Each case: tmp_path -> (a call that raises, the class expected, the attributes expected).
Case = Callable[[Path], tuple[Callable[[], object], type[errors.NarrateError], dict[str, Any]]]


def missing_article(tmp: Path) -> Any:
    path = tmp / "nope.md"
    return lambda: narrate.read_article(path), errors.ArticleError, {"path": path}


def bad_date(tmp: Path) -> Any:
    path = write(tmp / "post.md", "---\ntitle: T\nlang: en\ndate: someday\n---\n\nText.\n")
    return lambda: narrate.read_article(path), errors.ArticleError, {"path": path, "key": "date"}


def front_matter_yaml(tmp: Path) -> Any:
    path = write(tmp / "post.md", "---\ntitle: T\nlang: en\ntags: [a, b\n---\n\nText.\n")
    return lambda: narrate.read_article(path), errors.ArticleError, {"path": path, "line": 5}


def front_matter_language(tmp: Path) -> Any:
    path = write(tmp / "post.md", "---\ntitle: T\nlang: 7\n---\n\nText.\n")
    return lambda: narrate.read_article(path), errors.ArticleError, {"path": path, "key": "lang"}


def unsupported_language(tmp: Path) -> Any:
    path = write(tmp / "post.md", "---\ntitle: T\nlanguage: tlh\n---\n\nQapla'.\n")
    return (
        lambda: narrate.read_article(path),
        errors.UnsupportedLanguage,
        {"path": path, "key": "language", "lang": "tlh"},
    )


def no_prose(tmp: Path) -> Any:
    from narrate.text.script import build_script

    path = write(tmp / "post.md", "---\ntitle: T\nlang: en\n---\n\n```\ncode only\n```\n")
    return (lambda: build_script(narrate.read_article(path), narrate.load_config()), errors.NoProse, {"path": path})


def slug_taken(tmp: Path) -> Any:
    first = write(tmp / "a" / "post.md", "---\ntitle: T\nlang: en\nslug: same\n---\n\nText.\n")
    second = write(tmp / "b" / "post.md", "---\ntitle: U\nlang: en\nslug: same\n---\n\nMore text.\n")
    narrate.narrate_article(first, tmp / "out", engine="espeak")
    return (
        lambda: narrate.narrate_article(second, tmp / "out", engine="espeak"),
        errors.ArticleError,
        {"path": second, "key": "slug"},
    )


def config_value(tmp: Path) -> Any:
    path = write(tmp / "voices.yaml", "attempts: 3\n\nconcurrency: 99\n")
    return lambda: narrate.load_config(path), errors.ConfigError, {"path": path, "key": "concurrency", "line": 3}


def config_yaml(tmp: Path) -> Any:
    path = write(tmp / "voices.yaml", "attempts: 3\nfeed: [\n")
    return lambda: narrate.load_config(path), errors.ConfigError, {"path": path, "line": 3}


def config_missing(tmp: Path) -> Any:
    path = tmp / "voices.yaml"
    return lambda: narrate.load_config(path), errors.ConfigError, {"path": path, "key": "--config"}


def feed_image(tmp: Path) -> Any:
    from narrate.publish.rss import write_feeds

    path = write(tmp / "voices.yaml", "feed:\n  base_url: https://example.com/pod\n  image: cover.png\n")
    write(tmp / "cover.png", "a .png that is not an image")  # the name passes voices.yaml's check, the bytes do not
    return (
        lambda: write_feeds(narrate.load_config(path), tmp / "out"),
        errors.ConfigError,
        {"path": path, "key": "feed.image", "line": 3},
    )


def unknown_engine(tmp: Path) -> Any:
    path = write(tmp / "post.md", ARTICLE)
    return lambda: narrate.narrate_article(path, tmp / "out", engine="nope"), errors.ConfigError, {"key": "--engine"}


def edge_url(tmp: Path) -> Any:
    from narrate.voice.engines.edge import service_base

    return lambda: service_base("ws://:99999"), errors.ConfigError, {"key": "NARRATE_EDGE_URL"}


def shard(tmp: Path) -> Any:
    from narrate.flow.options import parse_shard

    return lambda: parse_shard("5/4"), errors.InputError, {"key": "--shard"}


def content_folder(tmp: Path) -> Any:
    missing = tmp / "content"
    return (
        lambda: narrate.build_site(missing, narrate.load_config(), tmp / "out"),
        errors.ArticleError,
        {"path": missing},
    )


def image_outside(tmp: Path) -> Any:
    from narrate.publish.images import ImageRefused, local_image

    write(tmp / "secret.png", b"\x89PNG")
    (tmp / "blog").mkdir()
    return (
        lambda: local_image("../secret.png", tmp / "blog", [tmp / "blog"]),
        ImageRefused,
        {"path": tmp / "blog" / "../secret.png"},
    )


def yaml_bomb(tmp: Path) -> Any:
    from narrate.safe_yaml import YamlTooLarge, load

    bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{n}: &{n} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}]\n" for p, n in zip("abcdef", "bcdefg")
    )
    return lambda: load(bomb), YamlTooLarge, {"path": None}


def chunk_failed(tmp: Path) -> Any:
    config_path = write(tmp / "voices.yaml", "attempts: 1\n")
    path = write(tmp / "post.md", ARTICLE)
    config = narrate.load_config(config_path)
    chunk = _chunk_of(path, config, "broken paragraph")
    engine = FailingEngine(FailureKind.OTHER, "broken paragraph")
    return (
        lambda: narrate.narrate_article(path, tmp / "out", config=config, engines=[engine]),
        errors.ChunkFailed,
        {"path": path, "engine": "failing", "voice": "en-US-AriaNeural#failing", "chunk": chunk, "attempts": 1},
    )


def unreachable(tmp: Path) -> Any:
    path = write(tmp / "post.md", ARTICLE)
    engine = FailingEngine(FailureKind.CONNECT)
    # Which chunk finds the service down first depends on the order the requests run in: not checked.
    return (
        lambda: narrate.narrate_article(path, tmp / "out", engines=[engine]),
        errors.ServiceUnreachable,
        {"path": path, "engine": "failing", "voice": "en-US-AriaNeural#failing"},
    )


def mp3_format(tmp: Path) -> Any:
    from narrate.audio.mp3 import EDGE_FORMAT, audio_frames, silence_frame

    data = silence_frame(EDGE_FORMAT) * 3 + b"\x00" * 400
    where = len(silence_frame(EDGE_FORMAT)) * 3
    return (
        lambda: audio_frames(data, EDGE_FORMAT, strict=True, name=str(tmp / "x.mp3")),
        errors.Mp3FormatError,
        {"path": str(tmp / "x.mp3"), "offset": where},
    )


def limiter(tmp: Path) -> Any:
    from narrate.audio.encode import limited_frames

    source = write(tmp / "chunk.mp3", b"no audio here")
    return lambda: limited_frames(source, 1.0, 10, -2.0), errors.AudioError, {"path": source}


def corrupt_chunk(tmp: Path) -> Any:
    from narrate.audio.assemble import splice
    from narrate.audio.model import CorruptChunk
    from narrate.text.script import build_script
    from narrate.voice.cache import ChunkCache
    from narrate.voice.engines.espeak import EspeakEngine
    from narrate.voice.synthesize import Synthesizer

    path = write(tmp / "post.md", ARTICLE)
    script = build_script(narrate.read_article(path), narrate.load_config())
    synthesis = asyncio.run(Synthesizer(EspeakEngine(), ChunkCache(tmp / "cache")).synthesize(script))
    victim = synthesis.chunks[1].path
    data = bytearray(victim.read_bytes())
    data[len(data) // 2] ^= 0xFF  # a byte of audio changed on disk after it was cached
    victim.write_bytes(bytes(data))
    return lambda: splice(script, synthesis, tmp / "episode.mp3"), CorruptChunk, {"path": victim}


def output_folder(tmp: Path) -> Any:
    path = write(tmp / "post.md", ARTICLE)
    out = write(tmp / "out", "a file where the output folder should be")
    return lambda: narrate.narrate_article(path, out, engine="espeak"), errors.OutputError, {"path": out}


def cache_folder(tmp: Path) -> Any:
    from narrate.voice.cache import ChunkCache

    root = write(tmp / "cache", "a file where the cache should be")
    return lambda: ChunkCache(root).ensure_usable(), errors.OutputError, {"path": root}


def music_file(tmp: Path) -> Any:
    path = write(tmp / "post.md", ARTICLE)
    write(tmp / "intro.ogg", "not audio")
    config = write(tmp / "voices.yaml", "engine: espeak\nintro_audio: intro.ogg\n")
    return (
        lambda: narrate.narrate_article(path, tmp / "out", engine="espeak"),
        errors.ConfigError,
        {"path": config, "key": "intro_audio", "line": 2},
    )


CASES: list[Case] = [
    missing_article,
    bad_date,
    front_matter_yaml,
    front_matter_language,
    unsupported_language,
    no_prose,
    slug_taken,
    config_value,
    config_yaml,
    config_missing,
    feed_image,
    unknown_engine,
    edge_url,
    shard,
    content_folder,
    image_outside,
    yaml_bomb,
    chunk_failed,
    unreachable,
    mp3_format,
    limiter,
    corrupt_chunk,
    output_folder,
    cache_folder,
    music_file,
]


@pytest.mark.parametrize("case", CASES, ids=[case.__name__ for case in CASES])
def test_each_error_carries_its_context(case: Case, tmp_path: Path) -> None:
    call, expected, attributes = case(tmp_path)
    with pytest.raises(expected) as caught:
        call()
    error = caught.value
    assert isinstance(error, errors.NarrateError)
    assert {name: getattr(error, name) for name in attributes} == attributes


def test_a_chunk_failure_keeps_the_engines_last_failure_with_the_same_context(tmp_path: Path) -> None:
    call, _, attributes = chunk_failed(tmp_path)
    with pytest.raises(errors.ChunkFailed) as caught:
        call()
    failure = caught.value.failure
    assert isinstance(failure, EngineFailure) and failure.kind is FailureKind.OTHER
    assert (failure.engine, failure.voice, failure.chunk) == (
        attributes["engine"],
        attributes["voice"],
        attributes["chunk"],
    )


def test_the_lock_names_its_holder(tmp_path: Path) -> None:
    out = tmp_path / "out"
    path = write(tmp_path / "post.md", ARTICLE)
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys; from pathlib import Path\nfrom narrate.lock import output_lock\n"
            f"with output_lock(Path({str(out)!r}), 'narrate build'):\n    print('held', flush=True)\n"
            "    sys.stdin.read()",
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        with pytest.raises(errors.LockHeld) as caught:
            narrate.narrate_article(path, out, engine="espeak")
    finally:
        holder.communicate("", timeout=PATIENCE)
    assert caught.value.path == out
    assert caught.value.holder is not None and f"pid {holder.pid}" in caught.value.holder


def test_a_rephrased_error_keeps_its_class_and_context() -> None:
    failure = EngineFailure(FailureKind.TIMEOUT, "slow", engine="edge", chunk=3)
    again = failure.rephrased("post.md: timed out", path=Path("post.md"), chunk=9)
    assert type(again) is EngineFailure and again.kind is FailureKind.TIMEOUT and again.detail == "slow"
    assert (again.path, again.engine, again.chunk, str(again)) == (Path("post.md"), "edge", 3, "post.md: timed out")
    assert failure.path is None and again.__cause__ is failure


def _narrate_exceptions() -> set[type[BaseException]]:
    found: set[type[BaseException]] = set()
    for module in pkgutil.walk_packages(narrate.__path__, "narrate."):
        if module.name.endswith("__main__"):
            continue
        loaded = importlib.import_module(module.name)
        for _, value in inspect.getmembers(loaded, inspect.isclass):
            if issubclass(value, BaseException) and value.__module__.startswith("narrate"):
                found.add(value)
    return found


def test_every_exception_narrate_defines_is_in_the_tree() -> None:
    found = _narrate_exceptions()
    assert {"EngineFailure", "ImageRefused", "YamlTooLarge", "Unsplittable", "CorruptChunk"} <= {
        cls.__name__ for cls in found
    }
    drawn = errors.__doc__ or ""
    for cls in found:
        assert issubclass(cls, errors.NarrateError), cls
        assert re.search(rf"(── |\n    ){cls.__name__}\s", drawn), f"{cls.__name__} is not drawn in errors.py"


def test_errors_are_raised_from_an_event_loop_too(tmp_path: Path) -> None:
    """The synthesizer's errors carry their context when awaited directly (no narrate_article around them)."""
    from narrate.text.script import build_script
    from narrate.voice.cache import ChunkCache
    from narrate.voice.synthesize import RetryPolicy, Synthesizer

    path = write(tmp_path / "post.md", ARTICLE)
    config = narrate.load_config()
    script = build_script(narrate.read_article(path), config)
    synthesizer = Synthesizer(
        FailingEngine(FailureKind.CONNECT),
        ChunkCache(tmp_path / "cache"),
        policy=RetryPolicy(attempts=3, base_delay=0.01),
    )
    with pytest.raises(errors.ServiceUnreachable) as caught:
        asyncio.run(synthesizer.synthesize(script))
    assert (caught.value.engine, caught.value.path) == ("failing", None)
    assert caught.value.chunk in range(len(script.chunks))


def test_a_context_attribute_a_class_does_not_have_is_refused() -> None:
    """A misspelt keyword at a raise site fails loudly (the test that triggers it), not silently."""
    with pytest.raises(TypeError, match="holdr"):
        errors.LockHeld("held", holdr="me")
    with pytest.raises(TypeError, match="chunk"):
        errors.ConfigError("wrong", chunk=3)  # a synthesis attribute, not a config one
    assert errors.LockHeld("held", holder="me").holder == "me"


def test_an_unexpected_os_error_is_still_one_line_naming_the_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The CLI's net: an OSError narrate did not turn into its own error (a disk that fills mid-write)."""
    import errno

    from typer.testing import CliRunner

    from narrate.cli import app
    from narrate.flow import episode

    full = tmp_path / "out" / "en" / "post.mp3"

    def fills_the_disk(*args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device", str(full))

    monkeypatch.setattr(episode, "narrate_article", fills_the_disk)
    path = write(tmp_path / "post.md", ARTICLE)
    result = CliRunner().invoke(app, [str(path), "--out", str(tmp_path / "out"), "--engine", "espeak"])
    assert result.exit_code == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"narrate: error: {full}: No space left on device")
