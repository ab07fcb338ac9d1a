"""One podcast RSS feed per language, rendered from the manifest alone.

RSS 2.0 with the iTunes namespace (what Apple Podcasts, Pocket Casts, Overcast,
AntennaPod and gPodder read) and the Podcasting 2.0 namespace (transcripts,
chapters, guid, locked). Built with ElementTree, so every title and description
is escaped; characters XML 1.0 cannot carry (most control characters, lone
surrogates) are dropped first.

Rules kept here (Apple's checklist): exact enclosure byte length of the final
file; a GUID that never changes (from the manifest); RFC 2822 pubDate via
email.utils (never locale strftime); itunes:explicit "true"/"false";
descriptions at most 4,000 bytes, cut at a sentence; ASCII enclosure URLs.

A date without a time is published at 12:00 UTC: the same calendar day from
UTC-11 to UTC+11, so the date a listener sees is the date the writer gave.
"""

from __future__ import annotations

import datetime as dt
import html
import re
import shutil
import uuid
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass
from email.utils import format_datetime
from pathlib import Path

from . import __version__, atomic
from .config import Config
from .errors import ConfigError
from .language import FEED_LANGUAGE
from .manifest import Manifest, Record

NS = {
    "itunes": "http://www.itunes.com/dtds/podcast-1.0.dtd",
    "podcast": "https://podcastindex.org/namespace/1.0",
    "atom": "http://www.w3.org/2005/Atom",
    "content": "http://purl.org/rss/1.0/modules/content/",
}
PODCAST_GUID_NAMESPACE = uuid.UUID("ead4c236-bf58-58c6-a2c6-a6b28d128cb6")
MAX_DESCRIPTION_BYTES = 4000
DATE_ONLY_TIME = dt.time(12, 0, tzinfo=dt.timezone.utc)
_INVALID_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")
_SKIP_NAMES = {"code": "code samples", "table": "tables", "math": "formulas"}

for _prefix, _uri in NS.items():
    ET.register_namespace(_prefix, _uri)


@dataclass(frozen=True)
class FeedResult:
    """A rendered feed: where it is and how many episodes it lists."""

    lang: str
    path: Path
    episodes: int
    left_out: tuple[str, ...]  # records not listed, with the reason


def xml_text(text: str) -> str:
    """`text` without the characters XML 1.0 cannot hold."""
    return _INVALID_XML.sub("", text)


def cut_bytes(text: str, limit: int = MAX_DESCRIPTION_BYTES) -> str:
    """`text` cut to at most `limit` UTF-8 bytes, at a sentence end where there is one."""
    text = xml_text(text).strip()
    if len(text.encode("utf-8")) <= limit:
        return text
    cut = text.encode("utf-8")[: limit - 3].decode("utf-8", "ignore")
    ends = [m.end() for m in re.finditer(r"[。！？!?]|\.(?=\s)", cut)]
    if ends and ends[-1] > len(cut) // 2:
        return cut[: ends[-1]]
    space = cut.rfind(" ")
    return (cut[:space] if space > len(cut) // 2 else cut).rstrip() + "…"


def podcast_guid(feed_url: str) -> str:
    """Podcasting 2.0 guid: UUIDv5 of the feed URL without its scheme and trailing slashes."""
    bare = re.sub(r"^[a-zA-Z][a-zA-Z0-9+.-]*://", "", feed_url).rstrip("/")
    return str(uuid.uuid5(PODCAST_GUID_NAMESPACE, bare))


def publish_date(record: Record) -> dt.datetime:
    """The episode's pubDate: the article's date (timezone kept), else when it was first built."""
    if record.date:
        when = dt.datetime.fromisoformat(record.date)
        if when.tzinfo is None:
            if when.time() == dt.time():
                return dt.datetime.combine(when.date(), DATE_ONLY_TIME)
            return when.replace(tzinfo=dt.timezone.utc)
        return when
    return dt.datetime.fromisoformat(record.first_built)


def _timestamp(seconds: float) -> str:
    total = int(seconds)
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def show_notes(record: Record) -> str:
    """HTML show notes: summary, chapters with timestamps, link to the article, what was left out."""
    parts = []
    if record.description:
        parts.append(f"<p>{html.escape(xml_text(record.description))}</p>")
    if len(record.chapters) > 1:
        items = "".join(
            f"<li>{_timestamp(float(start))} {html.escape(xml_text(str(title)))}</li>"
            for start, title, *_ in record.chapters
        )
        parts.append(f"<ul>{items}</ul>")
    if record.link:
        parts.append(f'<p><a href="{html.escape(record.link, quote=True)}">{html.escape(record.link)}</a></p>')
    left = [f"{n} {_SKIP_NAMES.get(kind, kind)}" for kind, n in sorted(record.skipped.items()) if n]
    if left:
        parts.append(f"<p>Not read aloud: {html.escape(', '.join(left))} (see the article).</p>")
    return "".join(parts)


def _sub(parent: ET.Element, tag: str, body: str | None = None, /, **attrs: str) -> ET.Element:
    prefix, _, local = tag.rpartition(":")
    name = f"{{{NS[prefix]}}}{local}" if prefix else local
    names = {"is_perma_link": "isPermaLink"}
    element = ET.SubElement(parent, name, {names.get(k, k): xml_text(v) for k, v in attrs.items()})
    if body is not None:
        element.text = xml_text(body)
    return element


def _channel_image(config: Config, out_dir: Path) -> str:
    image = config.feed.image
    if not image:
        return ""
    if "://" in image:
        return image
    source = config.base_dir / image
    suffix = source.suffix.lower()
    if not source.is_file() or suffix not in (".jpg", ".jpeg", ".png"):
        raise ConfigError(f"{config.source}: key 'feed.image': {source} is not a .jpg or .png file")
    name = "cover" + (".png" if suffix == ".png" else ".jpg")
    with atomic.atomic_path(out_dir / name) as tmp:
        shutil.copyfile(source, tmp)
    return f"{config.feed.base_url}/{name}"


def render_feed(config: Config, lang: str, records: list[Record], out_dir: Path, image_url: str) -> bytes:
    """The RSS document of one language."""
    feed = config.feed
    base = feed.base_url
    feed_url = f"{base}/{lang}/feed.xml"
    title = feed.title.get(lang) or feed.title.get("default") or (f"{feed.author} ({lang})" if feed.author else f"narrate ({lang})")
    rss = ET.Element("rss", {"version": "2.0"})
    channel = _sub(rss, "channel")
    _sub(channel, "title", title)
    _sub(channel, "link", feed.link or base)
    _sub(channel, "description", cut_bytes(feed.description.get(lang) or title))
    _sub(channel, "language", FEED_LANGUAGE[lang])
    _sub(channel, "generator", f"narrate {__version__}")
    _sub(channel, "lastBuildDate", format_datetime(dt.datetime.now(dt.timezone.utc)))
    _sub(channel, "atom:link", href=feed_url, rel="self", type="application/rss+xml")
    _sub(channel, "itunes:author", feed.author or title)
    if feed.owner_email:
        owner = _sub(channel, "itunes:owner")
        _sub(owner, "itunes:name", feed.owner_name or feed.author or title)
        _sub(owner, "itunes:email", feed.owner_email)
    if image_url:
        _sub(channel, "itunes:image", href=image_url)
        image = _sub(channel, "image")
        _sub(image, "url", image_url)
        _sub(image, "title", title)
        _sub(image, "link", feed.link or base)
    _sub(channel, "itunes:category", text=feed.category)
    _sub(channel, "itunes:explicit", "true" if feed.explicit else "false")
    _sub(channel, "itunes:type", "episodic")
    _sub(channel, "podcast:guid", podcast_guid(feed_url))
    locked = _sub(channel, "podcast:locked", "yes" if feed.locked else "no")
    if feed.owner_email:
        locked.set("owner", feed.owner_email)

    for record in sorted(records, key=publish_date, reverse=True):
        folder = f"{base}/{lang}"
        item = _sub(channel, "item")
        _sub(item, "title", record.title)
        if record.link:
            _sub(item, "link", record.link)
        _sub(item, "guid", record.guid, is_perma_link="false")
        _sub(item, "pubDate", format_datetime(publish_date(record)))
        _sub(item, "description", cut_bytes(record.description or record.title))
        _sub(item, "content:encoded", show_notes(record))
        _sub(item, "enclosure", url=f"{folder}/{record.slug}.mp3", length=str(record.bytes), type="audio/mpeg")
        _sub(item, "itunes:duration", str(round(record.duration)))
        _sub(item, "itunes:episodeType", "full")
        _sub(item, "itunes:explicit", "true" if feed.explicit else "false")
        if record.image:
            url = record.image if "://" in record.image else f"{folder}/{record.image}"
            _sub(item, "itunes:image", href=url)
        _sub(item, "podcast:transcript", url=f"{folder}/{record.slug}.vtt", type="text/vtt")
        _sub(item, "podcast:chapters", url=f"{folder}/{record.slug}.chapters.json", type="application/json+chapters")
    ET.indent(rss, space="  ")
    return ET.tostring(rss, encoding="utf-8", xml_declaration=True) + b"\n"


def complete(record: Record, out_dir: Path) -> str | None:
    """Why an episode cannot be listed (files missing or changed since recorded), or None if it can."""
    folder = out_dir / record.lang
    mp3 = folder / f"{record.slug}.mp3"
    try:
        size = mp3.stat().st_size
    except OSError:
        return f"{mp3} is missing"
    if size != record.bytes:
        return f"{mp3} is {size} bytes, the manifest says {record.bytes}; rebuild it"
    for sidecar in (f"{record.slug}.vtt", f"{record.slug}.chapters.json"):
        if not (folder / sidecar).is_file():
            return f"{folder / sidecar} is missing"
    return None


def write_feeds(config: Config, out_dir: Path, *, warn: Callable[[str], None] | None = None) -> list[FeedResult]:
    """Render `out_dir/<lang>/feed.xml` for every language in the manifest (atomically)."""
    if not config.feed.base_url:
        raise ConfigError(
            f"{config.source}: key 'feed.base_url' is not set; set it to the public URL where the output "
            "folder is hosted (e.g. https://blog.example.com/podcast) to publish feeds"
        )
    manifest = Manifest(out_dir)
    image_url = _channel_image(config, out_dir)
    results = []
    for lang in manifest.langs():
        if lang not in FEED_LANGUAGE:
            continue
        listed, left_out = [], []
        for record in manifest.records(lang):
            problem = complete(record, out_dir)
            if problem:
                left_out.append(f"{record.key}: {problem}")
                if warn:
                    warn(f"warning: {record.key} left out of the {lang} feed: {problem}")
            else:
                listed.append(record)
        path = out_dir / lang / "feed.xml"
        atomic.write_bytes(path, render_feed(config, lang, listed, out_dir, image_url))
        results.append(FeedResult(lang, path, len(listed), tuple(left_out)))
    return results
