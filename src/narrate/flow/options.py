"""The command line's choices checked against narrate's registries: `--engine`, `--voice`,
`--lang`, `--reader`, and the voices.yaml a run loads for them.

A wrong choice raises :class:`OptionProblem` naming the option (`key`), so that the CLI can
report it as a usage error of that option (exit 2) without knowing the engines, readers or
languages itself. Everything here imports its stage on use: `--help` loads none of it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from narrate.config import Config, load_config
from narrate.errors import InputError
from narrate.text.language import lang_of_voice, normalize_lang
from narrate.text.readers import force_reader as force
from narrate.text.readers import refusal
from narrate.voice.engines import engine_names, is_engine, make_engine, resolve_engines


class OptionProblem(InputError):
    """A command-line option's value is wrong; `key` is the option (`--voice`)."""


def check_engine(engine: str | None) -> None:
    """Refuse an `--engine` that is neither auto nor a registered engine."""
    if engine is not None and engine != "auto" and not is_engine(engine):
        raise OptionProblem(f"must be auto or one of {', '.join(engine_names())}", key="--engine")


def force_reader(article: Path, reader: str) -> Callable[[], None]:
    """Read `article` with the reader named `reader` whatever its suffix (`--reader`); the undo."""
    try:
        return force(article, reader)
    except ValueError as exc:
        raise OptionProblem(str(exc), key="--reader") from None


def reader_refusal(article: Path, commands: tuple[str, ...] = ()) -> str | None:
    """Why no reader takes the file `article` (naming the command it may have meant), or None."""
    problem = refusal(article) if article.is_file() else None  # a folder or a missing file: said when read
    if problem is not None:
        stem = article.name.split(".")[0]
        if stem in commands:
            problem += f"; to run the command, type `narrate {stem}`"
    return problem


def checked_config(path: Path | None, near: Path, engine: str | None = None) -> Config:
    """voices.yaml loaded and checked against the engines the run would use (their own voice settings)."""
    config = load_config(path, near=near)
    resolve_engines(config, engine)
    return config


def voice_problem(voice: str, engine: str | None, lang: str = "") -> str | None:
    """What the run's first engine says is wrong with `--voice` (for `lang`, if known), or None."""
    first = make_engine(engine if engine not in (None, "auto") else "edge")
    return next((problem for key, problem in first.check_voice(lang, {"voice": voice}) if key == "voice"), None)


def check_voice(voice: str | None, engine: str | None, *, lang: str = "", article: Path | None = None) -> None:
    """Refuse a `--voice` the run's first engine would not speak (in `lang`, the language of `article`)."""
    if voice is None:
        return
    problem = voice_problem(voice, engine, lang)
    if problem:
        raise OptionProblem(f"{article} is in {lang}: {problem}" if article is not None else problem, key="--voice")


def parse_langs(values: list[str] | None) -> tuple[str, ...] | None:
    """`--lang` values as narrate's language codes (None: every language)."""
    if not values:
        return None
    codes = []
    for value in values:
        code = normalize_lang(value)
        if code is None:
            raise OptionProblem(
                f"{value!r} is not a language narrate speaks; `narrate voices` lists them", key="--lang"
            )
        codes.append(code)
    return tuple(dict.fromkeys(codes))


def voice_language(voice: str | None, langs: tuple[str, ...] | None, engine: str | None = None) -> str | None:
    """The language `--voice` is for (its name says it); refused if it is not a voice or not one of --lang."""
    if voice is None:
        return None
    problem = voice_problem(voice, engine)
    code = lang_of_voice(voice)
    if problem or code is None:
        raise OptionProblem(problem or f"{voice!r} is not a voice of a language narrate speaks", key="--voice")
    if langs is not None and code not in langs:
        raise OptionProblem(f"{voice} speaks {code}, which is not among --lang {' '.join(langs)}", key="--voice")
    return code


def parse_shard(text: str | None) -> tuple[int, int]:
    """`--shard I/N` (1-based) as (I, N); (1, 1) without it."""
    if not text:
        return (1, 1)
    match = re.fullmatch(r"\s*(\d+)\s*/\s*(\d+)\s*", text)
    if not match:
        raise OptionProblem(f"--shard must look like 1/4, not {text!r}", key="--shard")
    index, count = int(match.group(1)), int(match.group(2))
    if not 1 <= index <= count:
        raise OptionProblem(f"--shard {text}: I must be between 1 and N", key="--shard")
    return index, count
