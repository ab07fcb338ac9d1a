"""The cached plan: an episode's Script kept beside the chunk cache, so a rebuild skips the text stage.

Building the script of a long article is most of a warm rebuild's work (a 3-hour
article: ~0.7 s of regular expressions over 147,000 characters), and its result is
a pure function of what goes in. So the script is kept, one file per episode
(``<cache>/plans/<hash of output folder, language, slug>.json``: a rebuilt episode
replaces its own file, so the folder never grows past one plan per episode), with
the key it was made for. It is used only when the key matches exactly:

- the article as read now: every field of it (title, author, date, description,
  language, slug, every block, …) but its path; for an article read through
  flow.summaries, the key of what its blocks are made from in place of its blocks, so
  that a rebuild of an unchanged article (``narrate ARTICLE.md --force``) neither
  reads nor parses it,
- every setting of voices.yaml (:func:`script_settings`; more than it reads, to be safe),
- the voice given on the command line,
- narrate's code (narrate.records.code_digest: its version, its whole source, the
  Python running it): an upgrade, or an edit to an editable install, builds the script again.

Anything else (a missing, unreadable or edited file, another key) builds the script
as if there were no plan. A plan is written only after its episode was built.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import Any

from narrate import records
from narrate.config import Config, Voice
from narrate.text.model import Article, Chapter, Chunk, Script


def build_script(article: Article, config: Config, *, voice_name: str | None = None) -> Script:
    """narrate.text.script.build_script, loaded when a script is made after all: a rebuild whose
    script comes from its plan loads none of the text stage's machinery."""
    from narrate.text.script import build_script as build

    return build(article, config, voice_name=voice_name)


def script_settings(config: Config) -> bytes:
    """Every setting the script stage may read, as bytes (equal settings, equal bytes): the whole of
    voices.yaml as merged over the defaults, and the validated languages (a run's --voice changes
    those alone). More than the script reads (a feed setting) only makes the script again."""
    payload = (
        repr(config.raw),
        sorted((lang, repr(settings)) for lang, settings in config.languages.items()),
        repr(config.pauses),
        repr(config.feed),
        repr(config.build),
        config.skip_cues,
        config.mixed_language,
        config.footnotes,
        config.loudness,
        sorted(config.known_terms),
        sorted(config.derive.items()),
        sorted((name, tuple(pairs)) for name, pairs in config.voice_pronounce.items()),
    )
    return repr(payload).encode("utf-8", "surrogatepass")


def plan_key(article: Article, config: Config, voice_name: str | None) -> str | None:
    """The key of `article`'s script under `config` (None: not cached, e.g. a derived article,
    whose text depends on OpenCC's tables, or when narrate's source cannot be read)."""
    if article.lang_source.startswith("derived"):
        return None
    if article.reading_key:
        # Read through flow.summaries: its content key stands for the body and blocks (they are a pure
        # function of what it hashes), so a rebuild finds its plan from the article's summary, unread.
        left_out: tuple[str, ...] = ("path", "meta", "body", "blocks", "summary_only", "web_roots")
    elif article.summary_only:
        return None  # no blocks, and nothing that stands for them
    else:
        left_out = ("path", "meta", "body", "reading_key", "web_roots")
    # Every field of the article as read (its blocks, or its reading key; its front matter through its
    # bytes' hash), but where it lies: repr is unambiguous (a string's repr is quoted and escaped).
    fields = tuple((f.name, getattr(article, f.name)) for f in dataclasses.fields(article) if f.name not in left_out)
    try:
        return records.digest(records.PLANS, fields, voice_name, script_settings(config))
    except OSError:
        return None  # narrate's source cannot be read: nothing to key it by


class PlanStore:
    """The scripts of the episodes of output folders, under `<cache root>/plans`."""

    def __init__(self, cache_root: Path) -> None:
        self.cache_root = Path(cache_root)

    def _path(self, out_dir: Path, lang: str, slug: str) -> Path:
        return records.record_path(self.cache_root, records.PLANS, f"{Path(out_dir).resolve()}\0{lang}\0{slug}")

    def get(self, out_dir: Path, lang: str, slug: str, key: str | None) -> Script | None:
        """The script stored for this episode under `key`, or None."""
        if key is None:
            return None
        data = records.load_record(self._path(out_dir, lang, slug), records.PLANS, key)
        try:
            script = script_from_data(data)
        except (ValueError, TypeError, KeyError, IndexError, AttributeError):
            return None
        return script if script.lang == lang and script.slug == slug else None

    def put(self, out_dir: Path, lang: str, slug: str, key: str | None, script: Script) -> None:
        """Keep `script` as this episode's plan (replacing the last one); a failure to write is ignored."""
        if key is None:
            return
        try:
            data = script_to_data(script)
        except TypeError:
            return  # a field a plan cannot keep: this episode has no plan
        records.save_record(self._path(out_dir, lang, slug), records.PLANS, data, key)


def _voice_data(voice: Voice) -> list[Any]:
    return [voice.name, voice.rate, voice.pitch, voice.volume, [list(pair) for pair in voice.settings]]


def _voice(data: list[Any]) -> Voice:
    name, rate, pitch, volume, settings = data
    voice = Voice(_str(name), _str(rate), _str(pitch), _str(volume), tuple((_str(k), _str(v)) for k, v in settings))
    return voice


def _str(value: object) -> str:
    if not isinstance(value, str):
        raise TypeError("not a string")
    return value


def _int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("not an integer")
    return value


def _fields_of(kind: type) -> list[tuple[str, str]]:
    return [(f.name, str(f.type)) for f in dataclasses.fields(kind)]


def _value_data(value: object, kind: str, voice_index: Callable[[Voice | None], int]) -> object:
    if kind == "Voice | None":
        return voice_index(value if isinstance(value, Voice) else None)
    if kind in ("str", "int", "bool"):
        return value
    raise TypeError(f"a script field of type {kind} cannot be kept in a plan")


def _value(data: object, kind: str, voices: list[Voice]) -> object:
    if kind == "Voice | None":
        index = _int(data)
        return None if index < 0 else voices[index]
    if kind == "str":
        return _str(data)
    if kind == "int":
        return _int(data)
    if kind == "bool" and isinstance(data, bool):
        return data
    raise TypeError(f"not a {kind}")


def script_to_data(script: Script) -> dict[str, Any]:
    """A Script as JSON-ready data (every field of every chunk and chapter; voices listed once, named by
    index). Raises TypeError when a field is of a kind a plan cannot keep (then there is no plan)."""
    voices: list[Voice] = [script.voice]
    index: dict[Voice, int] = {script.voice: 0}

    def voice_index(voice: Voice | None) -> int:
        if voice is None:
            return -1
        if voice not in index:
            index[voice] = len(voices)
            voices.append(voice)
        return index[voice]

    chunk_fields, chapter_fields = _fields_of(Chunk), _fields_of(Chapter)
    return {
        "lang": script.lang,
        "title": script.title,
        "slug": script.slug,
        "chunk_fields": [name for name, _ in chunk_fields],
        "chapter_fields": [name for name, _ in chapter_fields],
        "chunks": [
            [_value_data(getattr(c, name), kind, voice_index) for name, kind in chunk_fields] for c in script.chunks
        ],
        "chapters": [
            [_value_data(getattr(c, name), kind, voice_index) for name, kind in chapter_fields] for c in script.chapters
        ],
        "voices": [_voice_data(v) for v in voices],
        "skipped": script.skipped,
        "uncovered": [list(item) for item in script.uncovered],
    }


def script_from_data(data: dict[str, Any]) -> Script:
    """The Script :func:`script_to_data` made (raises ValueError/TypeError/KeyError/IndexError on anything
    else, and on data written when Chunk or Chapter had other fields)."""
    voices = [_voice(v) for v in data["voices"]]
    chunk_fields, chapter_fields = _fields_of(Chunk), _fields_of(Chapter)
    if data["chunk_fields"] != [n for n, _ in chunk_fields] or data["chapter_fields"] != [n for n, _ in chapter_fields]:
        raise ValueError("made by another narrate")

    def made(kind: type, fields: list[tuple[str, str]], rows: list[Any]) -> list[Any]:
        out = []
        for row in rows:
            if len(row) != len(fields):
                raise ValueError("wrong number of fields")
            out.append(kind(**{name: _value(value, type_, voices) for (name, type_), value in zip(fields, row)}))
        return out

    chunks = tuple(made(Chunk, chunk_fields, data["chunks"]))
    chapters = tuple(made(Chapter, chapter_fields, data["chapters"]))
    for chapter in chapters:
        if not 0 <= chapter.chunk <= len(chunks):
            raise IndexError("a chapter starts past the script")
    skipped = {_str(k): _int(v) for k, v in data["skipped"].items()}
    uncovered = tuple((_str(term), _int(count)) for term, count in data["uncovered"])
    if not chunks:
        raise ValueError("no chunks")
    return Script(
        lang=_str(data["lang"]),
        voice=voices[0],
        title=_str(data["title"]),
        slug=_str(data["slug"]),
        chunks=chunks,
        chapters=chapters,
        skipped=skipped,
        uncovered=uncovered,
    )
