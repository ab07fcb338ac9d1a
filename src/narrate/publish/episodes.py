"""episodes.json: which articles can be listened to, for the blog's templates and the player.

``DIR/episodes.json`` lists every language, ``DIR/<lang>/episodes.json`` one language. A
blog reads it at build time (Hugo ``resources.GetRemote`` or ``data/``, Astro ``import``,
Jekyll ``_data/``) to mark articles "♪ 可收聽" by ``key`` (the article's source path, which the
template already has) or ``page`` (its URL), and the player reads it at run time
to find the audio, transcript, chapters and the article's other languages.

Rules: rendered from the manifest alone (like the feeds), listing only complete episodes;
keys in a fixed order and episodes newest first (ties by language/slug), so an unchanged
site renders byte-identical files; no render time inside. The shape is the JSON Schema
shipped beside this module (``episodes.schema.json``); bump ``VERSION`` on a breaking change.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from importlib import resources
from pathlib import Path
from typing import Any

from narrate import __version__, atomic
from narrate.config import Config

from .layout import OutputLayout
from .ledger import Ledger, written_by_narrate
from .manifest import Manifest, Record
from .rss import art_url, audio_url, complete, one_line, publish_date, sidecar_url, xml_text

__all__ = ["VERSION", "episode_entry", "render_episodes", "schema", "write_episodes"]

VERSION = 2  # 2: `page` is the article's page on the blog (the listening page moved to `listen`); key, group


def content_hash(record: Record) -> str:
    """A short hash that changes whenever the article's text or the episode's audio changes (for cache busting)."""
    parts = (
        record.lang,
        record.slug,
        record.source_hash,
        record.fingerprint,
        record.engine,
        record.voice,
        str(record.bytes),
        str(record.frames),
        str(record.audio_sha256 or ""),
        record.title,
        record.description,
    )
    return hashlib.sha256("\x1f".join(parts).encode("utf-8", "surrogatepass")).hexdigest()[:16]


def _image_url(record: Record, folder: str) -> str | None:
    return art_url(record, folder) or None


def episode_entry(
    record: Record, base_url: str, out_dir: Path, others: Sequence[str], media_base_url: str = ""
) -> dict[str, Any]:
    """One episode as episodes.json lists it (keys in the documented order)."""
    folder = f"{base_url}/{record.lang}"
    layout = OutputLayout(out_dir)
    srt, words = (layout.sidecar(record.lang, record.slug, suffix) for suffix in (".srt", ".words.json"))
    return {
        "key": record.article_key or None,
        "page": record.page or record.link or None,
        "group": record.group or None,
        "site_lang": record.site_lang or None,
        "slug": record.slug,
        "lang": record.lang,
        "title": one_line(record.title) or record.slug,
        "description": xml_text(record.description).strip(),
        "date": publish_date(record).isoformat(),
        "url": record.link or None,
        "listen": f"{folder}/{record.slug}.html",
        "audio": audio_url(record, base_url, media_base_url),  # the feed's enclosure: versioned by the audio
        "type": "audio/mpeg",
        "duration": round(float(record.duration), 3),
        "bytes": record.bytes,
        # The sidecars carry the audio's ?v= too (rss.sidecar_url): made with it, replaced with it.
        "transcript": sidecar_url(record, folder, ".vtt"),
        "subtitles": sidecar_url(record, folder, ".srt") if srt.is_file() else None,
        "chapters": sidecar_url(record, folder, ".chapters.json"),
        "words": sidecar_url(record, folder, ".words.json") if words.is_file() else None,  # built before 0.4: none
        "image": _image_url(record, folder),
        "languages": sorted(others),
        "hash": content_hash(record),
    }


def render_episodes(
    config: Config, records: Sequence[Record], out_dir: Path, lang: str | None, lines: dict[str, str] | None = None
) -> str:
    """The episodes.json document of one language (`lang`) or of all (None), as text.

    `records` are every complete episode of the folder: an article's other languages are
    the records of the same translation group, whichever file is rendered.
    `lines` caches each episode's JSON line between the files of one publish.
    """
    base = config.feed.base_url.rstrip("/")
    by_group: dict[str, list[str]] = {}
    for record in records:
        by_group.setdefault(_group_of(record), []).append(record.lang)
    listed = [r for r in records if lang is None or r.lang == lang]
    ordered = sorted(sorted(listed, key=lambda r: r.key), key=publish_date, reverse=True)
    langs = sorted({r.lang for r in listed} | ({lang} if lang else set()))
    head = {
        "version": VERSION,
        "generator": f"narrate {__version__}",
        "base_url": base,
        "lang": lang,
        "feeds": {code: f"{base}/{code}/feed.xml" for code in langs},
    }
    cache = {} if lines is None else lines
    episodes = []
    for r in ordered:
        if r.key not in cache:
            others = [other for other in by_group[_group_of(r)] if other != r.lang]
            cache[r.key] = safe_json(episode_entry(r, base, out_dir, others, config.feed.media_base_url))
        episodes.append(cache[r.key])
    # Header keys one per line, then one episode per line: readable, diffable, and written with
    # json's fast (unindented) encoder, which matters at a thousand episodes.
    fields = [f"  {json.dumps(key)}: {safe_json(value)}" for key, value in head.items()]
    body = ",\n".join(f"    {line}" for line in episodes)
    return "{\n" + ",\n".join(fields) + ',\n  "episodes": [' + (f"\n{body}\n  " if episodes else "") + "]\n}\n"


def _group_of(record: Record) -> str:
    """What an episode's translations share: its article's translation group (records from before
    groups were recorded: its slug, which translations shared)."""
    return f"group:{record.group}" if record.group else f"slug:{record.slug}"


# Characters that may only appear inside JSON strings, escaped so that a template which pastes
# the file into a <script> element (Astro, Hugo's jsonify) cannot be broken out of by a title; and DEL and the
# C1 controls, which JSON leaves raw (a file name's U+009B is a terminal's escape to whoever prints the file).
_EMBED_SAFE = str.maketrans(
    {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029"}
    | {chr(code): f"\\u{code:04x}" for code in range(0x7F, 0xA0)}
)


def safe_json(data: object) -> str:
    """`data` as one line of UTF-8 JSON that is also safe to paste into HTML and JavaScript."""
    return json.dumps(data, ensure_ascii=False).translate(_EMBED_SAFE)


def complete_records(out_dir: Path, warn: Callable[[str], None] | None = None) -> list[Record]:
    """The records of every episode whose files are all in place (what may be published)."""
    out = []
    for record in Manifest(out_dir).records():
        problem = complete(record, out_dir)
        if problem is None:
            out.append(record)
        elif warn:
            warn(f"warning: {record.key} left out of episodes.json and the pages: {problem}")
    return out


def write_episodes(
    config: Config, out_dir: Path, records: Sequence[Record], refuse: Callable[[str], None] | None = None
) -> list[Path]:
    """Write DIR/episodes.json and DIR/<lang>/episodes.json for every language with a feed or an episode.

    One narrate did not write is left as it is, and `refuse` told why (narrate.publish.ledger)."""
    out_dir = Path(out_dir)
    ledger = Ledger(out_dir)
    known = ledger.known()
    # A language whose last episode is gone keeps an (empty) file, as its feed does; the site's own
    # `<folder>/episodes.json` makes no folder a language.
    langs = {r.lang for r in records} | {
        p.parent.name for p in out_dir.glob("*/episodes.json") if written_by_narrate(p)
    }
    written = []
    lines: dict[str, str] = {}
    targets = [(OutputLayout(out_dir).episodes_json(lang), lang) for lang in sorted(langs)]
    for path, lang in [*targets, (OutputLayout(out_dir).episodes_json(), None)]:
        line = ledger.blocked(path, "episodes.json", known)
        if line is not None:
            if refuse is not None:
                refuse(line)
            continue
        ledger.add([path])
        atomic.write_if_changed(path, render_episodes(config, records, out_dir, lang, lines).encode("utf-8"))
        written.append(path)
    return written


def schema() -> dict[str, Any]:
    """The JSON Schema of episodes.json (shipped in the package)."""
    text = resources.files("narrate.publish").joinpath("episodes.schema.json").read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data
