"""The manifest: what has been built in an output folder, the one source of truth for the feeds.

One small JSON record per episode at ``DIR/manifest/<lang>/<slug>.json``, written
atomically after the episode's files are in place. One file per episode (not one
big file) means concurrent articles never contend for it, and the output folders
of several CI shards merge by simply copying them together.

A record keeps the episode's GUID from its first build on: a retitled or
re-narrated article keeps it, so podcast apps never see it as a new episode.
"""

from __future__ import annotations

import datetime as dt
import json
import math
import os
import re
import stat
import tempfile
import time
import uuid
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from narrate import atomic
from narrate.errors import OutputError
from narrate.records import FileStamp
from narrate.weburl import web_url

GUID_NAMESPACE = uuid.UUID("6f1f6a53-7a0e-5d0c-9d4e-6e6172726174")  # narrate's own namespace


@dataclass(frozen=True)
class Record:
    """One built episode, as the feed and later builds need it."""

    lang: str
    slug: str
    guid: str
    title: str
    source: str
    source_hash: str
    fingerprint: str
    description: str
    date: str | None  # ISO 8601 from the article; None if it has none
    first_built: str  # ISO 8601 UTC: pubDate for articles without a date
    built: str
    link: str
    image: str
    duration: float
    bytes: int
    frames: int
    engine: str
    voice: str
    loudness: float | None
    # [start seconds, title, level, url, img] (url and img: "" where none; records before them have three)
    chapters: list[list[Any]] = field(default_factory=list)
    skipped: dict[str, int] = field(default_factory=dict)
    tags: list[str] = field(default_factory=list)
    chunks: list[str] = field(default_factory=list)  # the cache keys of its chunks (for the cache's usage records)
    audio_sha256: str = ""  # of the MP3's audio (Info frame and frames, not the ID3 tag): versions the enclosure URL
    # The article's identity on the blog (text.site): its path below the content root (the join key of
    # templates, and what ties this episode to its article across builds), its page, its translations.
    # (`key` in the record's JSON; `Record.key` is the episode's `<lang>/<slug>`.)
    article_key: str = ""
    page: str = ""
    group: str = ""
    # The language of its page as the site names it (Hugo's `.Lang`, `zh-tw`), "" for a derived language
    # (no page is in it) or a site without languages: with the key, what a template finds the episode by.
    site_lang: str = ""
    # Per transcript cue, the article block it reads, and per block its kind: translations share their
    # structure, so the player's language switch lands on the same sentence (records before them have none).
    cue_blocks: list[int] = field(default_factory=list)
    block_kinds: list[str] = field(default_factory=list)
    # What its cover and art were made from (publish.episode_record.cover_digest; "" when no local image was
    # named, and in records before it): an image added or replaced since makes the episode again.
    cover: str = ""

    @property
    def key(self) -> str:
        """`<lang>/<slug>`, unique in an output folder."""
        return f"{self.lang}/{self.slug}"


_SLUG = re.compile(r"[a-z0-9_-]+")  # DESIGN.md's slug contract
_FILE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")  # a published image beside the episode


def _sound(record: Record, path: Path) -> bool:
    """Whether a record read from `path` can be trusted by the feed and by later builds.

    Records are plain files that people copy between CI shards and may edit. One that
    does not sit at its own path, has a slug or image name that could reach outside the
    output folder (builds delete those files) or make a non-ASCII enclosure URL, or whose
    numbers are not numbers is ignored, as if that episode were not built, rather than
    published wrong. Each of _SOUND_CHECKS looks at one group of fields.
    """
    return _placed(record, path) and all(check(record) for check in _SOUND_CHECKS)


def _placed(record: Record, path: Path) -> bool:
    """Its slug is a safe ASCII file stem and the record sits at `<lang>/<slug>.json`."""
    return (
        isinstance(record.slug, str)
        and _SLUG.fullmatch(record.slug) is not None
        and isinstance(record.lang, str)
        and path.stem == record.slug
        and path.parent.name == record.lang
    )


def _texts_sound(record: Record) -> bool:
    """The GUID, title, description and voice are strings of sane length (a GUID never blank)."""
    return (
        isinstance(record.guid, str)
        and bool(record.guid.strip())
        and len(record.guid) <= 200
        and _text(record.title)
        and _text(record.description)
        and _text(record.voice)
    )


def _numbers_sound(record: Record) -> bool:
    """Size, frames, duration and loudness are numbers within what a real episode can have."""
    return (
        _int(record.bytes, 1, _MAX_BYTES)
        and _int(record.frames, 0, _MAX_FRAMES)
        and _number(record.duration, 0, _MAX_SECONDS)
        and (record.loudness is None or _number(record.loudness, -200, 50))
    )


def _links_sound(record: Record) -> bool:
    """The image is a web URL or a plain file name beside the episode; the link a web URL."""
    return (
        isinstance(record.image, str)
        and (not record.image or _web_url(record.image) or _FILE_NAME.fullmatch(record.image) is not None)
        and isinstance(record.link, str)
        and (not record.link or _web_url(record.link))
    )


def _lists_sound(record: Record) -> bool:
    """Skipped-frame counts, tags and chunk keys have the types narrate writes."""
    return (
        isinstance(record.skipped, dict)
        and all(isinstance(k, str) and _int(v, 0, _MAX_FRAMES) for k, v in record.skipped.items())
        and isinstance(record.tags, list)
        and all(_text(t) for t in record.tags)
        and isinstance(record.chunks, list)
        and all(isinstance(k, str) for k in record.chunks)
    )


def _chapter_sound(chapter: object) -> bool:
    """[start, title] then optionally level, url and img, as Record.chapters describes."""
    return (
        isinstance(chapter, list)
        and len(chapter) >= 2
        and _number(chapter[0], 0, _MAX_SECONDS)
        and _text(chapter[1])
        and (len(chapter) < 3 or _int(chapter[2], 0, 9))
        and all(isinstance(u, str) and (not u or _web_url(u)) for u in chapter[3:5])
    )


def _chapters_sound(record: Record) -> bool:
    return isinstance(record.chapters, list) and all(_chapter_sound(c) for c in record.chapters)


def _provenance_sound(record: Record) -> bool:
    """Source, hashes and engine are strings; the build times aware ISO times; the date ISO or none."""
    return (
        all(
            isinstance(v, str)
            for v in (record.source, record.source_hash, record.fingerprint, record.engine, record.cover)
        )
        and _aware_time(record.built)
        and _aware_time(record.first_built)
        and (record.date is None or _time(record.date))
    )


def _identity_sound(record: Record) -> bool:
    """The article's key, page, group and site language (text.site) are strings; the page a site path or a
    web URL."""
    return all(
        isinstance(v, str) and len(v) <= 4000 for v in (record.article_key, record.page, record.group, record.site_lang)
    ) and (not record.page or record.page.startswith("/") or _web_url(record.page))


# Each a pure test of some fields (no check relies on another having passed, so their order is free).
_SOUND_CHECKS = (
    _texts_sound,
    _numbers_sound,
    _links_sound,
    _chapters_sound,
    _lists_sound,
    _provenance_sound,
    _identity_sound,
)


# Bounds no real episode comes near: a record beyond them was edited or corrupted.
_MAX_SECONDS = 7 * 24 * 3600
_MAX_BYTES = 2**40
_MAX_FRAMES = 2**40


def _number(value: object, low: float, high: float) -> bool:
    """A finite int or float (never a bool) within [low, high]: JSON's Infinity and NaN are not."""
    return (
        isinstance(value, (int, float))
        and not isinstance(value, bool)
        and math.isfinite(value)
        and low <= value <= high
    )


def _int(value: object, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _text(value: object) -> bool:
    return isinstance(value, str) and len(value) <= 100_000


def _web_url(value: str) -> bool:
    """An absolute http(s) URL of a plausible length: what a feed may link to (never javascript: or data:)."""
    return len(value) <= 4000 and web_url(value)


def _no_constants(name: str) -> float:
    raise ValueError(f"{name} is not a number narrate writes")


def _time(value: object) -> bool:
    """Whether `value` is an ISO 8601 date-time string."""
    if not isinstance(value, str):
        return False
    try:
        dt.datetime.fromisoformat(value)
    except ValueError:
        return False
    return True


def _aware_time(value: object) -> bool:
    """Whether `value` is an ISO 8601 date-time string with a timezone (as narrate writes them)."""
    return _time(value) and dt.datetime.fromisoformat(str(value)).tzinfo is not None


def new_guid(lang: str, slug: str) -> str:
    """The GUID of an episode published for the first time.

    Derived from its language and slug rather than random: a CI job that lost its output
    folder rebuilds the same GUIDs, so apps do not list every episode again as new. The
    price: a slug reused by a later, different article inherits the GUID. Give it a new slug.
    """
    return str(uuid.uuid5(GUID_NAMESPACE, f"{lang}/{slug}"))


_FIELDS = frozenset(f.name for f in fields(Record))
# path → (its file's stamp when read, its bytes, what they read as); a record is immutable (frozen,
# its lists never changed in place).
_READ: dict[str, tuple[FileStamp, bytes, Record | None]] = {}
_READ_LIMIT = 100_000
# A file changed within this long of its last read may keep its size and mtime (the clock the file system
# stamps with moves in steps of milliseconds): its bytes are compared, as git treats a "racily clean" file.
_RACY_NS = 2_000_000_000


def _names(folder: str, *, folders: bool) -> list[str]:
    """The sorted names of `folder`'s subfolders (`folders`) or other entries; none if it cannot be listed."""
    try:
        with os.scandir(folder) as entries:
            return sorted(e.name for e in entries if e.is_dir() == folders and not e.name.startswith("."))
    except OSError:
        return []


# DEL and the C1 controls, which JSON leaves raw in a string: written as escapes (a file name's U+009B is a
# terminal's escape to whoever prints the record); the JSON means the same.
_CONTROLS_ESCAPED = str.maketrans({chr(code): f"\\u{code:04x}" for code in range(0x7F, 0xA0)})


class Manifest:
    """The records of one output folder."""

    def __init__(self, out_dir: Path) -> None:
        self.out_dir = Path(out_dir)
        self.root = self.out_dir / "manifest"

    def path(self, lang: str, slug: str) -> Path:
        """Where one record lives."""
        return self.root / lang / f"{slug}.json"

    def get(self, lang: str, slug: str) -> Record | None:
        """The record of one episode, or None (an unreadable record counts as none)."""
        return self._read(self.path(lang, slug))

    def _read(self, path: Path) -> Record | None:
        return self._read_stamped(path)[0]

    def _read_stamped(self, path: Path) -> tuple[Record | None, FileStamp | None]:
        """The record at `path` and its file's stamp when read. One build reads each record several
        times (plan, usage, feeds, pages): a file unchanged on disk (by stat, unless it changed too
        recently for its stat to tell) is read, parsed and checked once."""
        name = str(path)
        try:
            info = os.stat(name)
            if not stat.S_ISREG(info.st_mode):
                return None, None  # a pipe by a record's name: no record, and never a read that blocks
            stamp = FileStamp.of_stat(info)
            known = _READ.get(name)
            if known is not None and known[0] == stamp and time.time_ns() - info.st_mtime_ns > _RACY_NS:
                return known[2], stamp
            with open(name, "rb") as handle:
                raw = handle.read()
        except OSError:
            return None, None
        record = known[2] if known is not None and known[1] == raw else self._parse(path, raw)
        if len(_READ) >= _READ_LIMIT:
            _READ.clear()
        _READ[name] = (stamp, raw, record)
        return record, stamp

    @staticmethod
    def _parse(path: Path, raw: bytes) -> Record | None:
        try:
            data = json.loads(raw.decode("utf-8"), parse_constant=_no_constants)
            if not isinstance(data, dict):
                return None
            known = _FIELDS
            if "key" in data:
                data["article_key"] = data.pop("key")
            record = Record(**{k: v for k, v in data.items() if k in known})
        except (ValueError, TypeError, RecursionError):  # (RecursionError: JSON nested past the recursion limit)
            return None
        return record if _sound(record, path) else None

    def put(self, record: Record) -> None:
        """Write one record atomically."""
        data = asdict(record)
        data["key"] = data.pop("article_key")
        text = json.dumps(data, ensure_ascii=False, indent=1).translate(_CONTROLS_ESCAPED)
        atomic.write_text(self.path(record.lang, record.slug), text + "\n")

    def ensure_writable(self, lang: str, slug: str) -> None:
        """Raise OutputError unless a record of `lang`/`slug` can be written now (a file is made there and
        removed): called before an episode's files are replaced, so a manifest folder that refuses
        the record leaves the old episode whole instead of a new MP3 no record describes."""
        folder = self.path(lang, slug).parent
        try:
            folder.mkdir(parents=True, exist_ok=True)
            fd, probe = tempfile.mkstemp(prefix=f".{slug}.json.{atomic.TEMPORARY_MARK}", suffix=".tmp", dir=folder)
            os.close(fd)
            os.unlink(probe)
        except OSError as exc:
            raise OutputError(
                f"{folder}: the episode's manifest record cannot be written here ({exc.strerror}); "
                "nothing was replaced; fix the folder's permissions",
                path=folder,
            ) from None

    def remove(self, lang: str, slug: str) -> None:
        """Forget one episode (its files are the caller's business)."""
        self.path(lang, slug).unlink(missing_ok=True)

    def records(self, lang: str | None = None) -> list[Record]:
        """All records (of one language), in no particular order."""
        return [record for record, _ in self.stamped_records(lang)]

    def stamped_records(self, lang: str | None = None) -> list[tuple[Record, FileStamp]]:
        """All records (of one language), each with its file's stamp as it was read."""
        out = []
        for path in self.record_paths(lang):
            record, stamp = self._read_stamped(path)
            if record is not None and stamp is not None:
                out.append((record, stamp))
        return out

    def record_paths(self, lang: str | None = None) -> list[Path]:
        """The record files (of one language), sorted: `<lang>/<slug>.json` below the manifest folder.
        (Listed with os.scandir, not Path.glob: a no-op build of 1,000 lists them three times.)"""
        langs = [lang] if lang else _names(str(self.root), folders=True)
        return [
            self.root / one / name
            for one in langs
            for name in _names(os.path.join(self.root, one), folders=False)
            if name.endswith(".json")
        ]

    def langs(self) -> list[str]:
        """Languages with at least one record."""
        if not self.root.is_dir():
            return []
        return sorted(p.name for p in self.root.iterdir() if p.is_dir() and any(p.glob("*.json")))
