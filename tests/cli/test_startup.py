"""Start-up: the quick commands import only what they use.

Not a timing test (those live in benchmarks/): it checks *which* libraries a
fresh interpreter has loaded after `narrate --version`, `--help` and `narrate
script`, because each heavy import (the Edge client and its HTTP stack, audio
and tag libraries, Chinese converters, pydantic through a newer typer) is what
makes a quick command slow.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from helpers import write

# Libraries the synthesis, audio and feed stages need, and the quick commands must not load.
HEAVY = {
    "edge_tts",
    "aiohttp",
    "opencc",
    "pypinyin",
    "charset_normalizer",
    "mutagen",
    "numpy",
    "pydub",
    "lameenc",
    "hanzidentifier",
    "espeakng_loader",
    "imageio_ffmpeg",
    "filelock",
    "rich",
    "pydantic",
    "asyncio",
}

PROBE = """
import contextlib, io, json, sys
from narrate.cli import main
sys.argv = ["narrate", *json.loads(sys.argv[1])]
try:
    with contextlib.redirect_stdout(io.StringIO()):
        main()
except SystemExit as exc:
    code = exc.code
else:
    code = 0
print(json.dumps({"code": code, "modules": sorted(sys.modules)}))
"""


def loaded_after(*args: str) -> tuple[int, set[str]]:
    """Run the command in a fresh interpreter; its exit code and the modules it loaded (top-level
    names, and narrate's own submodules in full)."""
    done = subprocess.run(
        [sys.executable, "-c", PROBE, json.dumps(list(args))], capture_output=True, text=True, check=True
    )
    answer = json.loads(done.stdout.strip().splitlines()[-1])
    names = answer["modules"]
    return answer["code"], {m.split(".")[0] for m in names} | {m for m in names if m.startswith("narrate.")}


EARLY = {"narrate.flow", "narrate.flow.early", "narrate.voice", "narrate.voice.edge_spawn"}


@pytest.mark.parametrize("args", [["--version"], ["--help"], ["script", "--help"]])
def test_help_and_version_load_no_heavy_library(args: list[str]) -> None:
    code, modules = loaded_after(*args)
    assert code == 0
    assert not modules & HEAVY, sorted(modules & HEAVY)
    assert "markdown_it" not in modules
    # (flow.early and voice.edge_spawn, standard library only, are what `narrate ARTICLE.md` calls first once
    # typer has parsed it)
    stages = {m for m in modules if m.startswith(("narrate.flow", "narrate.voice", "narrate.audio"))}
    assert not stages - EARLY, sorted(stages)


# `narrate script` checks voices.yaml against the engines' own rules (a voice name Edge would refuse is
# an error there too): the engine registry and the engine modules load, light, without their libraries.
ENGINE_CHECKS = {
    "narrate.flow",
    "narrate.flow.options",
    "narrate.flow.script",  # the command's one call (cli → flow)
    *EARLY,  # (standard library only: the episode command's first step)
    "narrate.voice",
    "narrate.voice.engines",
    "narrate.voice.engines.base",
    "narrate.voice.engines.edge",
    "narrate.voice.engines.espeak",
    "narrate.audio",
    "narrate.audio.model",
}


def test_script_loads_the_text_stage_only(tmp_path: Path) -> None:
    article = write(
        tmp_path / "post.md",
        "---\ntitle: Start-up\nlang: en\n---\n\n" + "A plain paragraph of English prose. " * 40 + "\n",
    )
    code, modules = loaded_after("script", str(article))
    assert code == 0
    assert "markdown_it" in modules  # it did read the article
    assert not modules & HEAVY, sorted(modules & HEAVY)
    stages = {m for m in modules if m.startswith(("narrate.flow", "narrate.voice", "narrate.audio"))}
    assert not stages - ENGINE_CHECKS, sorted(stages - ENGINE_CHECKS)


def test_the_library_namespace_still_offers_every_name() -> None:
    import narrate

    for name in narrate.__all__:
        assert getattr(narrate, name) is not None
    with pytest.raises(AttributeError):
        narrate.no_such_name  # noqa: B018


# What a no-op build has no use for: the Markdown parser (every article comes from its summary), the tag
# and audio libraries and narrate's assembling and music code (no episode is made) and rich (no terminal).
NOT_IN_A_NO_OP_BUILD = {
    "markdown_it",
    "mdit_py_plugins",
    "mutagen",
    "numpy",
    "rich",
    "narrate.audio.assemble",
    "narrate.audio.limiter",
    "narrate.voice.music",
}


def test_a_no_op_build_loads_no_parser_and_no_tag_library(tmp_path: Path) -> None:
    content = tmp_path / "content"
    for n in range(2):
        write(content / f"post-{n}.md", f"---\ntitle: Post {n}\nlang: en\n---\n\nA short paragraph, number {n}.\n")
    write(tmp_path / "voices.yaml", "feed:\n  base_url: https://example.org/podcast/\n")
    args = ["build", str(content), "--out", str(tmp_path / "out"), "--engine", "espeak", "--quiet"]
    code, first = loaded_after(*args)
    assert code == 0 and "markdown_it" in first and "mutagen" in first  # the first build did read and tag
    code, modules = loaded_after(*args)
    assert code == 0
    assert not modules & NOT_IN_A_NO_OP_BUILD, sorted(modules & NOT_IN_A_NO_OP_BUILD)


def test_a_rebuild_from_the_cache_loads_no_parser(tmp_path: Path) -> None:
    article = write(tmp_path / "post.md", "---\ntitle: Rebuilt\nlang: en\n---\n\nA short paragraph to narrate.\n")
    args = [str(article), "--out", str(tmp_path / "out"), "--engine", "espeak", "--force", "--quiet"]
    code, first = loaded_after(*args)
    assert code == 0 and "markdown_it" in first
    code, modules = loaded_after(*args)
    assert code == 0
    assert not {"markdown_it", "mdit_py_plugins"} & modules  # its summary and its plan stand for the text
    assert "numpy" not in modules  # levelling and loudness from the cached figures are plain Python


def test_a_rebuild_from_the_cache_loads_none_of_the_text_stage_machinery(tmp_path: Path) -> None:
    # Its article from its summary and its script from its plan: the records (text.model) and no more.
    article = write(tmp_path / "post.md", "---\ntitle: Rebuilt\nlang: en\n---\n\nA short paragraph to narrate.\n")
    args = [str(article), "--out", str(tmp_path / "out"), "--engine", "espeak", "--force", "--quiet"]
    assert loaded_after(*args)[0] == 0
    code, modules = loaded_after(*args)
    assert code == 0
    machinery = {
        "narrate.text.prose",
        "narrate.text.lexicon",
        "narrate.text.script",
        "narrate.text.leaks",
        "narrate.text.chunking",
        "narrate.text.html_text",
    }
    assert not machinery & modules, sorted(machinery & modules)


# A cold `narrate ARTICLE.md` sends its first request with this loaded and no more of the audio and
# publishing stages: splicing, levelling, tags, transcripts, feeds and music load in a worker thread
# while the service answers (flow.episode._loading_libraries), or after.
FIRST_REQUEST_PROBE = """
import json, sys
from pathlib import Path
from narrate.config import load_config
from narrate.flow.episode import narrate_article
from narrate.voice.engines import EngineFailure, FailureKind

class FirstRequest(Exception):
    pass

class Recorder:
    name = "recorder"
    version = "1"
    def check_voice(self, lang, settings):
        return []
    def voice_id(self, request):
        return "recorder"
    async def synthesize(self, request):
        raise FirstRequest(sorted(sys.modules))
    async def aclose(self):
        pass

article = Path(sys.argv[1])
try:
    narrate_article(article, article.parent / "out", config=load_config(near=article), engines=[Recorder()],
                    fallback=False)
except FirstRequest as exc:
    print(json.dumps(exc.args[0]))
"""

BEFORE_THE_FIRST_REQUEST = {
    "narrate.audio.model",
    "narrate.audio.mp3",
    "narrate.audio.loudness",
    "narrate.publish.layout",
    "narrate.publish.manifest",
    "narrate.publish.ledger",
    "narrate.publish.folded_names",  # the layout's question "is the site's file one with narrate's?" (stdlib only)
}


def test_a_cold_run_loads_no_assembling_or_publishing_before_its_first_request(tmp_path: Path) -> None:
    article = write(tmp_path / "post.md", "---\ntitle: Cold\nlang: en\n---\n\n" + "A paragraph to narrate. " * 20)
    done = subprocess.run(
        [sys.executable, "-c", FIRST_REQUEST_PROBE, str(article)], capture_output=True, text=True, check=True
    )
    modules = set(json.loads(done.stdout.strip().splitlines()[-1]))
    audio_and_publish = {m for m in modules if m.startswith(("narrate.audio", "narrate.publish"))}
    assert "narrate.text.script" in modules  # the script was made: this is the moment of the first request
    assert audio_and_publish <= BEFORE_THE_FIRST_REQUEST | {"narrate.audio", "narrate.publish"}, sorted(
        audio_and_publish - BEFORE_THE_FIRST_REQUEST
    )
    assert not {"mutagen", "narrate.voice.music"} & modules


def test_a_cold_run_of_a_chinese_article_marks_its_terms_without_loading_pypinyin(tmp_path: Path) -> None:
    """A marked term (長度, a default reading) inside a longer run of Chinese is cut by pypinyin's phrase
    words: those come from the list narrate ships (text.polyphones.phrase_words), not from pypinyin's
    table (0.1-0.2 s to load). Stale after a new pypinyin: run benchmarks/pinyin_phrases.py."""
    article = write(
        tmp_path / "post.md",
        "---\ntitle: 冷啟動\nlang: zh-hant\n---\n\n"
        + "這個字串的長度不同，所以重新計算長度之後再比較一次。" * 5
        + "\n",
    )
    done = subprocess.run(
        [sys.executable, "-c", FIRST_REQUEST_PROBE, str(article)], capture_output=True, text=True, check=True
    )
    modules = set(json.loads(done.stdout.strip().splitlines()[-1]))
    assert "narrate.text.polyphones" in modules  # the terms were marked: the script was made
    assert "pypinyin" not in modules


def test_a_new_article_starts_loading_the_edge_client_before_its_script_is_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """edge-tts takes 0.2-0.3 s to import: a run that will ask Edge starts it in a thread as the article is
    parsed, so that it overlaps the script; a rebuild whose article did not change never starts it."""
    import narrate.text.script
    from narrate.errors import ServiceUnreachable
    from narrate.flow.episode import narrate_file
    from narrate.voice.engines import edge

    events: list[str] = []
    monkeypatch.setattr(edge, "load_client_in_background", lambda: events.append("client"))
    making = narrate.text.script.build_script

    def build_script(*args: Any, **kwargs: Any) -> Any:
        events.append("script")
        return making(*args, **kwargs)

    monkeypatch.setattr(narrate.text.script, "build_script", build_script)
    monkeypatch.setenv("NARRATE_EDGE_URL", "ws://127.0.0.1:9")  # nothing listens: unreachable at once
    monkeypatch.setenv("NARRATE_CACHE_DIR", str(tmp_path / "cache"))
    article = write(tmp_path / "post.md", "---\ntitle: Warm\nlang: en\n---\n\nA paragraph to narrate.\n")
    with pytest.raises(ServiceUnreachable):
        narrate_file(article, tmp_path / "out", engine="edge", fallback=False)
    assert "script" in events and events.index("client") < events.index("script")

    events.clear()
    narrate_file(article, tmp_path / "out", engine="espeak")  # published (by espeak): its reading is kept
    events.clear()
    narrate_file(article, tmp_path / "out", engine="espeak")  # unchanged: current, from its summary
    assert "client" not in events and "script" not in events


CLI_FIRST_REQUEST_PROBE = """
import json, os, sys
from narrate.voice.engines import edge

async def first_request(self, *args, **kwargs):
    print(json.dumps(sorted(sys.modules)), flush=True)
    os._exit(0)  # the moment a request would be sent (here or through the worker): nothing more is needed

edge.EdgeEngine._ask = first_request
sys.argv = ["narrate", sys.argv[1], "--engine", "edge", "--out", sys.argv[2]]
from narrate.cli import main
main()
"""


def test_a_cold_run_of_a_markdown_article_reads_no_plugin_entry_points(tmp_path: Path) -> None:
    """Markdown's reader and narrate's own engines are registered in code, and a plug-in never replaces
    one: a run that needs nothing else does not read every installed package's entry points (20-40 ms
    of its start) before its first request."""
    article = write(tmp_path / "post.md", "---\ntitle: Cold\nlang: en\n---\n\n" + "A paragraph to narrate. " * 20)
    done = subprocess.run(
        [sys.executable, "-c", CLI_FIRST_REQUEST_PROBE, str(article), str(tmp_path / "out")],
        capture_output=True,
        text=True,
        check=True,
        env={**__import__("os").environ, "NARRATE_CACHE_DIR": str(tmp_path / "cache")},
    )
    modules = set(json.loads(done.stdout.strip().splitlines()[-1]))
    assert "narrate.text.script" in modules  # the script was made: this is the moment of the first request
    assert "importlib.metadata" not in modules


def test_a_lazy_pattern_compiles_on_first_use_and_matches_as_compiled() -> None:
    """A module's CJK classes cost 2-6 ms each to compile: narrate.patterns defers that to their first use."""
    import re

    from narrate.patterns import LazyPattern

    han = LazyPattern("[\u4e00-\u9fff]+")
    assert han._compiled is None
    text = "中文 and 日本語 text"
    assert han.findall(text) == re.findall("[\u4e00-\u9fff]+", text) == ["中文", "日本語"]
    assert han.search(text) is not None and han.search("ascii") is None
    assert han._compiled is han.compiled


LAZY_PATTERNS_PROBE = """
import contextlib, io, json, sys
from narrate.cli import main
from narrate.text import language
from narrate.voice import merge
from narrate.voice.engines import base
sys.argv = ["narrate", *json.loads(sys.argv[1])]
with contextlib.suppress(SystemExit), contextlib.redirect_stdout(io.StringIO()):
    main()
lazy = {"language._KANA": language._KANA, "language._HAN": language._HAN, "language._HANGUL": language._HANGUL,
        "language._IN_SCRIPTS": language._IN_SCRIPTS, "merge._WIDE": merge._WIDE,
        "merge._WIDE_CHAR": merge._WIDE_CHAR, "base._CJK": base._CJK}
print(json.dumps(sorted(name for name, pattern in lazy.items() if pattern._compiled is not None)))
"""


def test_a_no_op_build_compiles_no_cjk_class(tmp_path: Path) -> None:
    """The CJK character classes of voice.merge, text.language and the engines' base are compiled when
    reading, scripting or synthesis first uses them, never by a build with nothing to do."""
    content = tmp_path / "content"
    write(content / "post.md", "---\ntitle: 文章\nlang: zh-Hant\n---\n\n一段中文的段落，說了一些事情。\n")
    write(tmp_path / "voices.yaml", "feed:\n  base_url: https://example.org/podcast/\n")
    args = json.dumps(["build", str(content), "--out", str(tmp_path / "out"), "--engine", "espeak", "--quiet"])
    runs = [
        json.loads(
            subprocess.run(
                [sys.executable, "-c", LAZY_PATTERNS_PROBE, args], capture_output=True, text=True, check=True
            )
            .stdout.strip()
            .splitlines()[-1]
        )
        for _ in range(2)
    ]
    assert "language._HAN" in runs[0] and "merge._WIDE_CHAR" in runs[0]  # the first build read and narrated it
    assert runs[1] == []


TEXT_PATTERNS_PROBE = """
import contextlib, io, json, re, sys
from narrate.cli import main
from narrate.patterns import LazyPattern
sys.argv = ["narrate", *json.loads(sys.argv[1])]
with contextlib.suppress(SystemExit), contextlib.redirect_stdout(io.StringIO()):
    main()
patterns = [value for name, module in list(sys.modules.items()) if name.startswith("narrate.text")
            for value in vars(module).values() if isinstance(value, (re.Pattern, LazyPattern))]
compiled = [p for p in patterns if isinstance(p, re.Pattern) or p._compiled is not None]
print(json.dumps([len(compiled), len(patterns)]))
"""


def test_an_article_compiles_only_the_text_patterns_it_needs(tmp_path: Path) -> None:
    """The text stage's modules hold patterns for every shape an article may have (shortcodes, MDX, Liquid,
    issue links, units…): compiled at import, every run paid for all of them before its first request."""
    article = write(
        tmp_path / "post.md",
        "---\ntitle: Patterns\nlang: en\n---\n\n# A heading\n\n"
        + "A plain paragraph of English prose, with a [link](https://example.org) in it. " * 5
        + "\n",
    )
    done = subprocess.run(
        [sys.executable, "-c", TEXT_PATTERNS_PROBE, json.dumps(["script", str(article)])],
        capture_output=True,
        text=True,
        check=True,
    )
    compiled, patterns = json.loads(done.stdout.strip().splitlines()[-1])
    assert patterns > 150  # the probe sees the text stage's module-level patterns
    assert 0 < compiled < patterns / 2, (compiled, patterns)


def test_a_run_refused_before_it_asks_edge_leaves_no_worker_behind(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # `narrate ARTICLE` starts Edge's worker first thing; a file no reader takes is refused afterwards
    # (exit 1), before anything could adopt the worker: the command's end must end it.
    from narrate.cli import main
    from narrate.voice import edge_spawn

    monkeypatch.setenv(edge_spawn.ENV_WORKER, "1")
    started: list[edge_spawn.Spawned] = []
    spawn = edge_spawn.spawn

    def spy() -> edge_spawn.Spawned | None:
        worker = spawn()
        if worker is not None:
            started.append(worker)
        return worker

    monkeypatch.setattr(edge_spawn, "spawn", spy)
    notes = write(tmp_path / "notes.txt", "hi\n")
    monkeypatch.setattr(sys, "argv", ["narrate", str(notes), "--out", str(tmp_path / "out")])
    with pytest.raises(SystemExit) as exit_:
        main()
    assert exit_.value.code == 1
    assert len(started) == 1 and not edge_spawn._EARLY
    assert started[0].process.wait(timeout=10) is not None
