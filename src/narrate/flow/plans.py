"""The cached plan: an episode's Script kept beside the chunk cache, so a rebuild skips the text stage.

Building the script of a long article is most of a warm rebuild's work (a 3-hour
article: ~0.7 s of regular expressions over 147,000 characters), and its result is
a pure function of what goes in. So the script is kept, one file per episode
(``<cache>/plans/<hash of output folder, language, slug>.json``: a rebuilt episode
replaces its own file, so the folder never grows past one plan per episode), with
the key it was made for. It is used only when the key matches exactly:

- everything :func:`narrate.text.script.build_script` reads from the article (its
  title, author, date, description, language, slug and every block, as read now),
- every setting it reads from voices.yaml (:func:`script_settings`),
- the voice given on the command line,
- narrate's version and the source of its text stage (``narrate/text/*.py`` and
  ``config.py``): an upgrade, or an edit to the code of an editable install,
  builds the script again.

Anything else (a missing, unreadable or edited file, another key) builds the script
as if there were no plan. A plan is written only after its episode was built.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
from pathlib import Path
from typing import Any

from narrate import __version__, atomic
from narrate.config import Config, Voice
from narrate.errors import NarrateError
from narrate.text.article import Article
from narrate.text.script import Chapter, Chunk, Script

FORMAT = 1


@functools.lru_cache(maxsize=1)
def _code_digest() -> str:
    """sha256 of the text stage's source (and config.py): part of every plan key."""
    import narrate.config
    import narrate.text

    digest = hashlib.sha256(__version__.encode())
    files = sorted(Path(narrate.text.__file__).parent.glob("*.py")) + [Path(narrate.config.__file__)]
    for path in files:
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def script_settings(config: Config) -> bytes:
    """Every setting of voices.yaml that the script stage reads, as bytes (equal settings, equal bytes;
    sets sorted, so the bytes do not depend on the process's string hashing)."""
    payload = (
        sorted((lang, repr(settings)) for lang, settings in config.languages.items()),
        repr(config.pauses),
        config.skip_cues,
        config.mixed_language,
        config.footnotes,
        sorted(config.known_terms),
        sorted((name, tuple(pairs)) for name, pairs in config.voice_pronounce.items()),
    )
    return repr(payload).encode("utf-8", "surrogatepass")


def plan_key(article: Article, config: Config, voice_name: str | None) -> str | None:
    """The key of `article`'s script under `config` (None: not cached, e.g. a derived article,
    whose text depends on OpenCC's tables, or when narrate's source cannot be read)."""
    if article.lang_source.startswith("derived"):
        return None
    try:
        code = _code_digest()
    except OSError:
        return None
    # repr: every field of every block, unambiguously (a string's repr is quoted and escaped).
    material = repr((FORMAT, code, article.title, article.author, article.date, article.description,
                     article.lang, article.slug, article.blocks, voice_name))
    digest = hashlib.sha256(material.encode("utf-8", "surrogatepass"))
    digest.update(script_settings(config))
    return digest.hexdigest()


class PlanStore:
    """The scripts of the episodes of output folders, under `<cache root>/plans`."""

    def __init__(self, cache_root: Path) -> None:
        self.root = Path(cache_root) / "plans"

    def _path(self, out_dir: Path, lang: str, slug: str) -> Path:
        name = f"{Path(out_dir).resolve()}\0{lang}\0{slug}".encode("utf-8", "surrogateescape")
        return self.root / f"{hashlib.sha256(name).hexdigest()[:32]}.json"

    def get(self, out_dir: Path, lang: str, slug: str, key: str | None) -> Script | None:
        """The script stored for this episode under `key`, or None."""
        if key is None:
            return None
        try:
            data = json.loads(self._path(out_dir, lang, slug).read_text(encoding="utf-8"))
            if not isinstance(data, dict) or data.get("key") != key:
                return None
            script = script_from_data(data["script"])
        except (OSError, ValueError, TypeError, KeyError, IndexError):
            return None
        return script if script.lang == lang and script.slug == slug else None

    def put(self, out_dir: Path, lang: str, slug: str, key: str | None, script: Script) -> None:
        """Keep `script` as this episode's plan (replacing the last one); a failure to write is ignored."""
        if key is None:
            return
        data = json.dumps({"key": key, "script": script_to_data(script)}, ensure_ascii=False)
        with contextlib.suppress(OSError, NarrateError):
            atomic.write_if_changed(self._path(out_dir, lang, slug), data.encode("utf-8"))


def _voice_data(voice: Voice) -> list[Any]:
    return [voice.name, voice.rate, voice.pitch, voice.volume, [list(pair) for pair in voice.settings]]


def _voice(data: list[Any]) -> Voice:
    name, rate, pitch, volume, settings = data
    voice = Voice(_str(name), _str(rate), _str(pitch), _str(volume),
                  tuple((_str(k), _str(v)) for k, v in settings))
    return voice


def _str(value: object) -> str:
    if not isinstance(value, str):
        raise TypeError("not a string")
    return value


def _int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("not an integer")
    return value


def script_to_data(script: Script) -> dict[str, Any]:
    """A Script as JSON-ready data (every field; voices listed once and named by index)."""
    voices: list[Voice] = [script.voice]
    index: dict[Voice, int] = {script.voice: 0}

    def voice_index(voice: Voice | None) -> int:
        if voice is None:
            return -1
        if voice not in index:
            index[voice] = len(voices)
            voices.append(voice)
        return index[voice]

    chunks = [[c.text, c.pause_ms, c.kind, c.block, c.display, voice_index(c.voice), c.lang] for c in script.chunks]
    return {
        "lang": script.lang,
        "title": script.title,
        "slug": script.slug,
        "voices": [_voice_data(v) for v in voices],
        "chunks": chunks,
        "chapters": [[c.title, c.level, c.chunk] for c in script.chapters],
        "skipped": script.skipped,
        "uncovered": [list(item) for item in script.uncovered],
    }


def script_from_data(data: dict[str, Any]) -> Script:
    """The Script :func:`script_to_data` made (raises ValueError/TypeError/KeyError/IndexError on anything else)."""
    voices = [_voice(v) for v in data["voices"]]
    chunks = tuple(
        Chunk(_str(text), _int(pause), _str(kind), _int(block), _str(display),
              None if _int(voice) < 0 else voices[voice], _str(lang))
        for text, pause, kind, block, display, voice, lang in data["chunks"])
    chapters = tuple(Chapter(_str(title), _int(level), _int(chunk)) for title, level, chunk in data["chapters"])
    for chapter in chapters:
        if not 0 <= chapter.chunk <= len(chunks):
            raise IndexError("a chapter starts past the script")
    skipped = {_str(k): _int(v) for k, v in data["skipped"].items()}
    uncovered = tuple((_str(term), _int(count)) for term, count in data["uncovered"])
    if not chunks:
        raise ValueError("no chunks")
    return Script(lang=_str(data["lang"]), voice=voices[0], title=_str(data["title"]), slug=_str(data["slug"]),
                  chunks=chunks, chapters=chapters, skipped=skipped, uncovered=uncovered)
