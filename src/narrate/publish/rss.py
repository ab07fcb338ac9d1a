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
UTC-11 to UTC+11, so the date a listener sees is the date the writer gave. A date
and time without an offset is taken as UTC.

What Apple would reject but a feed can still be written without (no channel
image, an image that is not a 1400-3000 px square JPEG/PNG, a category not on
Apple's list, no owner email) is reported through `warn`, once per render.
"""

from __future__ import annotations

import datetime as dt
import functools
import html
import re
import uuid
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass
from email.utils import format_datetime
from pathlib import Path
from urllib.parse import urlsplit

import nh3

from narrate import __version__, atomic
from narrate.clock import now
from narrate.config import Config, Person
from narrate.errors import ConfigError
from narrate.text.language import FEED_LANGUAGE
from narrate.weburl import web_url

from .images import ImageRefused, for_publishing, local_image
from .layout import OutputLayout
from .ledger import Ledger
from .manifest import Manifest, Record

NS = {
    "itunes": "http://www.itunes.com/dtds/podcast-1.0.dtd",
    "podcast": "https://podcastindex.org/namespace/1.0",
    "atom": "http://www.w3.org/2005/Atom",
    "content": "http://purl.org/rss/1.0/modules/content/",
    "psc": "http://podlove.org/simple-chapters",
}
PODCAST_GUID_NAMESPACE = uuid.UUID("ead4c236-bf58-58c6-a2c6-a6b28d128cb6")
MAX_DESCRIPTION_BYTES = 4000
DATE_ONLY_TIME = dt.time(12, 0, tzinfo=dt.timezone.utc)
_INVALID_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")
_WHITESPACE = re.compile(r"\s+")

# Apple Podcasts categories (podcasters.apple.com, "Apple Podcasts categories"): parent → subcategories.
# A category outside this list makes Apple reject the feed; a subcategory must be nested in its parent.
APPLE_CATEGORIES: dict[str, tuple[str, ...]] = {
    "Arts": ("Books", "Design", "Fashion & Beauty", "Food", "Performing Arts", "Visual Arts"),
    "Business": ("Careers", "Entrepreneurship", "Investing", "Management", "Marketing", "Non-Profit"),
    "Comedy": ("Comedy Interviews", "Improv", "Stand-Up"),
    "Education": ("Courses", "How To", "Language Learning", "Self-Improvement"),
    "Fiction": ("Comedy Fiction", "Drama", "Science Fiction"),
    "Government": (),
    "History": (),
    "Health & Fitness": ("Alternative Health", "Fitness", "Medicine", "Mental Health", "Nutrition", "Sexuality"),
    "Kids & Family": ("Education for Kids", "Parenting", "Pets & Animals", "Stories for Kids"),
    "Leisure": (
        "Animation & Manga",
        "Automotive",
        "Aviation",
        "Crafts",
        "Games",
        "Hobbies",
        "Home & Garden",
        "Video Games",
    ),
    "Music": ("Music Commentary", "Music History", "Music Interviews"),
    "News": (
        "Business News",
        "Daily News",
        "Entertainment News",
        "News Commentary",
        "Politics",
        "Sports News",
        "Tech News",
    ),
    "Religion & Spirituality": ("Buddhism", "Christianity", "Hinduism", "Islam", "Judaism", "Religion", "Spirituality"),
    "Science": (
        "Astronomy",
        "Chemistry",
        "Earth Sciences",
        "Life Sciences",
        "Mathematics",
        "Natural Sciences",
        "Nature",
        "Physics",
        "Social Sciences",
    ),
    "Society & Culture": ("Documentary", "Personal Journals", "Philosophy", "Places & Travel", "Relationships"),
    "Sports": (
        "Baseball",
        "Basketball",
        "Cricket",
        "Fantasy Sports",
        "Football",
        "Golf",
        "Hockey",
        "Rugby",
        "Running",
        "Soccer",
        "Swimming",
        "Tennis",
        "Volleyball",
        "Wilderness",
        "Wrestling",
    ),
    "Technology": (),
    "True Crime": (),
    "TV & Film": ("After Shows", "Film History", "Film Interviews", "Film Reviews", "TV Reviews"),
}
APPLE_IMAGE_PIXELS = (1400, 3000)  # square, inclusive


@dataclass(frozen=True)
class _NotesText:
    """Show-notes wording of one language (the notes are read by the feed's listeners, in its language)."""

    read_more: str
    left_out: str  # with {items}
    separator: str
    counts: dict[str, Callable[[int], str]]
    disclosure: str = "Narrated by a synthetic voice (text-to-speech) from the article's text."


def _english(singular: str, plural: str) -> Callable[[int], str]:
    return lambda n: f"{n} {singular if n == 1 else plural}"


def _counted(template: str) -> Callable[[int], str]:
    return lambda n: template.format(n=n)


_KIND_ORDER = {"code": 0, "table": 1, "math": 2}  # show notes list what was left out in this order
# Keys are the cue kinds of the script ("code", "table", "math", "other" for anything else).
_NOTES: dict[str, _NotesText] = {
    "zh-hant": _NotesText(
        "閱讀原文",
        "未朗讀：{items}（詳見原文）。",
        "、",
        {
            "code": _counted("{n} 段程式碼"),
            "table": _counted("{n} 個表格"),
            "math": _counted("{n} 條公式"),
            "other": _counted("{n} 處其他內容"),
        },
        "本集由合成語音（文字轉語音）朗讀原文。",
    ),
    "zh-hans": _NotesText(
        "阅读原文",
        "未朗读：{items}（详见原文）。",
        "、",
        {
            "code": _counted("{n} 段代码"),
            "table": _counted("{n} 个表格"),
            "math": _counted("{n} 条公式"),
            "other": _counted("{n} 处其他内容"),
        },
        "本集由合成语音（文字转语音）朗读原文。",
    ),
    "en": _NotesText(
        "Read the article",
        "Not read aloud: {items} (see the article).",
        ", ",
        {
            "code": _english("code sample", "code samples"),
            "table": _english("table", "tables"),
            "math": _english("formula", "formulas"),
            "other": _english("other part", "other parts"),
        },
    ),
    "ja": _NotesText(
        "記事を読む",
        "読み上げていない部分：{items}（記事をご覧ください）。",
        "、",
        {
            "code": _counted("コード{n}件"),
            "table": _counted("表{n}件"),
            "math": _counted("数式{n}件"),
            "other": _counted("その他{n}件"),
        },
        "このエピソードは合成音声（音声合成）が記事を読み上げたものです。",
    ),
    "ko": _NotesText(
        "글 읽기",
        "읽지 않은 부분: {items} (글에서 확인하세요).",
        ", ",
        {
            "code": _counted("코드 {n}개"),
            "table": _counted("표 {n}개"),
            "math": _counted("수식 {n}개"),
            "other": _counted("기타 {n}개"),
        },
        "이 에피소드는 합성 음성(TTS)이 글을 읽은 것입니다.",
    ),
}


@functools.lru_cache(maxsize=1)
def _register_namespaces() -> None:
    """Give ElementTree the feed's namespace prefixes (its registry is global: done once, when a feed
    is first rendered, not when this module is imported)."""
    for prefix, uri in NS.items():
        ET.register_namespace(prefix, uri)


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


def one_line(text: str) -> str:
    """`text` as one line for a title: XML-safe, whitespace runs (newlines, tabs) collapsed."""
    return _WHITESPACE.sub(" ", xml_text(text)).strip()


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
    """The episode's pubDate: the article's date (timezone kept), else when it was first built.

    Raises ValueError when the record's dates do not parse (a hand-edited manifest).
    """
    if record.date:
        when = dt.datetime.fromisoformat(record.date)
        if when.tzinfo is None:
            if when.time() == dt.time():
                return dt.datetime.combine(when.date(), DATE_ONLY_TIME)
            return when.replace(tzinfo=dt.timezone.utc)
        return when
    built = dt.datetime.fromisoformat(record.first_built)
    return built if built.tzinfo else built.replace(tzinfo=dt.timezone.utc)


def apple_category(name: str) -> tuple[str, ...] | None:
    """`name` as Apple's (parent,) or (parent, subcategory), or None if Apple does not list it.

    Accepts "Technology", "News > Tech News" (or "News/Tech News") and a subcategory alone
    ("Tech News"), any letter case; returns Apple's exact spelling, which is what it matches.
    """
    parts = [p.strip().casefold() for p in re.split(r"\s*[>/]\s*", name.strip()) if p.strip()]
    for parent, subs in APPLE_CATEGORIES.items():
        if parts == [parent.casefold()]:
            return (parent,)
        for sub in subs:
            if parts in ([sub.casefold()], [parent.casefold(), sub.casefold()]):
                return (parent, sub)
    return None


def _image_problem(url: str, local_problems: tuple[str, ...]) -> str | None:
    """What Apple would reject about the channel image, or None."""
    path = url.split("?", 1)[0].split("#", 1)[0].lower()
    if not path.endswith((".jpg", ".png")):
        return f"{url} does not end in .jpg or .png"
    if not url.isascii():
        return f"{url} is not an ASCII URL"
    if local_problems:
        return "; ".join(local_problems)
    return None


def _episode_image_url(image: str, folder: str) -> str:
    """The URL of an episode image for itunes:image, or "" where Apple could not use it.

    Local images were copied beside the episode as <slug>.png/.jpg; a remote one is
    listed only if its URL is ASCII and ends .jpg/.png (Apple's rule), else the
    channel image stands in.
    """
    if not image:
        return ""
    url = image if "://" in image else f"{folder}/{image}"
    path = url.split("?", 1)[0].split("#", 1)[0].lower()
    return url if url.isascii() and path.endswith((".jpg", ".png")) else ""


def art_url(record: Record, folder: str) -> str:
    """The episode's own art (`record.image`) for episodes.json and the page: a web URL as given, else the
    copy beside the episode in `folder`, versioned by what it was made from (`<folder>/<slug>.png?v=<12 hex
    digits>`, the record's `cover`): an image replaced under its name gets a new URL, so a browser shows the
    new one. (The feed's itunes:image is not versioned: Apple wants it to end in .jpg or .png.) "" when the
    episode has no art of its own."""
    if not record.image:
        return ""
    if "://" in record.image:
        return record.image
    url = f"{folder}/{record.image}"
    cover = record.cover
    return url + f"?v={cover[:12]}" if isinstance(cover, str) and re.fullmatch(r"[0-9a-f]{16,64}", cover) else url


def enclosure_url(record: Record, folder: str) -> str:
    """The episode's MP3 URL, versioned by its audio: `<folder>/<slug>.mp3?v=<12 hex digits>`.

    When an episode is narrated again its audio changes, and so does this URL (its GUID
    does not): apps and CDNs that cached the old file, or would resume a download of
    it, fetch the new one whole instead of mixing old and new bytes. Static hosts
    ignore the query, so the file keeps its one name, `<slug>.mp3`. ASCII only.
    """
    return _versioned(f"{folder}/{record.slug}.mp3", record)


def _versioned(url: str, record: Record) -> str:
    digest = record.audio_sha256
    if isinstance(digest, str) and re.fullmatch(r"[0-9a-f]{64}", digest):
        url += f"?v={digest[:12]}"
    return url


def audio_url(record: Record, base_url: str, media_base_url: str = "") -> str:
    """Where apps and the player fetch the episode's MP3: beside its feed (`base_url/<lang>/<slug>.mp3`),
    or under `feed.media_base_url` when the MP3s are served elsewhere (GitHub Pages stops at 1 GB):
    `MEDIA/<lang>/<slug>.mp3`, or the template's URL when it names `{lang}` and `{slug}` (release
    assets have no folders: `…/releases/download/audio/{lang}-{slug}.mp3`). Versioned as the enclosure is."""
    if not media_base_url:
        return enclosure_url(record, f"{base_url}/{record.lang}")
    if "{slug}" in media_base_url:
        return _versioned(media_base_url.format(lang=record.lang, slug=record.slug), record)
    return enclosure_url(record, f"{media_base_url}/{record.lang}")


def sidecar_url(record: Record, folder: str, suffix: str) -> str:
    """A sidecar's URL (`.vtt`, `.srt`, `.chapters.json`), with the enclosure's `?v=`: the transcript and
    chapters are made with the audio, so a new audio's sidecars get new URLs too, and an app or CDN that
    kept the old chapters file never pairs it with the new audio."""
    return _versioned(f"{folder}/{record.slug}{suffix}", record)


def _podlove_chapters(item: ET.Element, record: Record) -> None:
    """Podlove Simple Chapters (`psc:chapters`, version 1.2) in the item, for apps that read only those:
    with `href` (the section on the article's page) and `image` (its picture) where the chapter has them."""
    if not record.chapters:
        return
    chapters = _sub(item, "psc:chapters", version="1.2")
    for start, title, *more in record.chapters:
        links = {k: v for k, v in zip(("href", "image"), more[1:3]) if v}
        millis = max(0, round(float(start) * 1000))
        hours, rest = divmod(millis, 3_600_000)
        minutes, rest = divmod(rest, 60_000)
        seconds, ms = divmod(rest, 1000)
        _sub(
            chapters,
            "psc:chapter",
            start=f"{hours:02d}:{minutes:02d}:{seconds:02d}.{ms:03d}",
            title=one_line(str(title)) or record.title,
            **links,
        )


def _rfc2822(when: dt.datetime) -> str:
    """An RFC 2822 date; an offset with seconds (+05:30:15, valid ISO 8601) is said in UTC (RFC 2822 has minutes)."""
    offset = when.utcoffset()
    if offset is not None and (offset.seconds % 60 or offset.microseconds):
        when = when.astimezone(dt.timezone.utc)
    return format_datetime(when)


def _markup_free(text: str) -> str:
    """A description apps may render as HTML, with no markup in it: tags and their attributes go.

    Podcast apps render <description> as HTML, so a front matter description such as
    `<img src=x onerror=…>` would run in them. Text without `<` cannot open a tag and is
    left as it is; otherwise nh3 (an allow-list sanitizer) keeps the words and drops
    every tag (script and style with their content), escaping what is left.
    """
    if "<" not in text:
        return text
    return str(nh3.clean(text, tags=set(), attributes={}))


# What a front-matter description's Markdown may become in show notes (apps render them as HTML).
_NOTE_TAGS = {"p", "a", "em", "strong", "code", "ul", "ol", "li", "br", "blockquote"}


@functools.lru_cache(maxsize=256)
def _markdown_html(text: str) -> str:
    """A description written in Markdown as HTML, with only _NOTE_TAGS kept (nh3's allow-list; raw HTML
    in it, like any other tag, is reduced to its words), links only to http(s) and mailto."""
    from markdown_it import MarkdownIt  # (narrate ARTICLE.md publishes its page without parsing Markdown)

    rendered = MarkdownIt("commonmark", {"html": True, "linkify": False}).render(text)
    return str(
        nh3.clean(
            rendered,
            tags=_NOTE_TAGS,
            attributes={"a": {"href"}},
            url_schemes={"http", "https", "mailto"},
            link_rel="noopener",
        )
    ).strip()


def plain_description(text: str) -> str:
    """A description written in Markdown as plain text: its words, no `**` and no tags (for <description>)."""
    words = html.unescape(str(nh3.clean(_markdown_html(xml_text(text)), tags=set(), attributes={})))
    return _WHITESPACE.sub(" ", words).strip()


def disclosure_sentence(config: Config, lang: str) -> str:
    """The AI-disclosure sentence of `lang`'s show notes ("" for none): feed.disclosure, else narrate's own."""
    given = config.feed.disclosure
    if lang in given:
        return given[lang]
    if "default" in given:
        return given["default"]
    return _NOTES.get(lang, _NOTES["en"]).disclosure


def show_notes(record: Record, disclosure: str = "") -> str:
    """HTML show notes in the episode's language: summary, chapters with timestamps, link, what was left out,
    and the `disclosure` sentence (a synthetic voice reads it)."""
    words = _NOTES.get(record.lang, _NOTES["en"])
    parts = []
    if record.description:
        # The description as its author wrote it, Markdown included: rendered, never shown as `**`.
        parts.append(_markdown_html(xml_text(record.description)) or f"<p>{html.escape(record.description)}</p>")
    if len(record.chapters) >= 3:
        # Spotify turns timestamps in the description into chapters when there are at least
        # three and the first is 0:00; an opening before the first heading is always there.
        marks = [(float(start), str(title)) for start, title, *_ in record.chapters]
        if marks[0][0] >= 1.0:
            marks.insert(0, (0.0, record.title))
        # MM:SS, or HH:MM:SS past the hour: the form Apple and Spotify read as timestamps.
        long = marks[-1][0] >= 3600
        items = "".join(
            f"<li>{timestamp(start, hours=long)} {html.escape(one_line(title))}</li>" for start, title in marks
        )
        parts.append(f"<ul>{items}</ul>")
    if web_url(record.link):  # never javascript: or data:
        href = html.escape(record.link, quote=True)
        parts.append(f'<p><a href="{href}">{html.escape(words.read_more)}</a>: {html.escape(record.link)}</p>')
    left = [
        words.counts.get(kind, words.counts["other"])(n)
        for kind, n in sorted(record.skipped.items(), key=lambda kv: _KIND_ORDER.get(kv[0], len(_KIND_ORDER)))
        if n
    ]
    if left:
        parts.append(f"<p>{html.escape(words.left_out.format(items=words.separator.join(left)))}</p>")
    if disclosure:
        parts.append(f"<p>{html.escape(xml_text(disclosure), quote=False)}</p>")
    return "".join(parts)


def timestamp(seconds: float, *, hours: bool = False) -> str:
    """A show-notes timestamp: MM:SS ("04:05"), or HH:MM:SS ("01:02:03") when `hours` or past the hour."""
    total = max(0, int(seconds))
    hh, rest = divmod(total, 3600)
    mm, ss = divmod(rest, 60)
    return f"{hh:02d}:{mm:02d}:{ss:02d}" if hours or hh else f"{mm:02d}:{ss:02d}"


def item_description(record: Record, disclosure: str = "") -> str:
    """An item's plain <description>: the description's words (Markdown rendered, then plain), or the title;
    the disclosure sentence after it; at most 4,000 bytes, the sentence kept."""
    text = plain_description(record.description) if record.description else ""
    text = _markup_free(text or one_line(record.title))
    if not disclosure:
        return cut_bytes(text)
    tail = " " + xml_text(disclosure).strip()
    return cut_bytes(text, MAX_DESCRIPTION_BYTES - len(tail.encode("utf-8"))) + tail


def _sub(parent: ET.Element, tag: str, body: str | None = None, /, **attrs: str) -> ET.Element:
    prefix, _, local = tag.rpartition(":")
    name = f"{{{NS[prefix]}}}{local}" if prefix else local
    names = {"is_perma_link": "isPermaLink"}
    element = ET.SubElement(parent, name, {names.get(k, k): xml_text(v) for k, v in attrs.items()})
    if body is not None:
        element.text = xml_text(body)
    return element


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.samefile(b)
    except OSError:
        return False


def _channel_image(config: Config, out_dir: Path) -> tuple[str, Path | None, tuple[str, ...]]:
    """The channel image's URL (copied into `out_dir` if local), its local file, and what Apple would reject.

    A local image is published under the extension of its real type (Apple wants the
    two to match: a JPEG named cover.png goes out as cover.jpg), or converted with
    `feed.image_convert: true` when Apple would reject it.
    """
    image = config.feed.image
    if not image:
        return "", None, ()
    if "://" in image:
        return image, None, ()
    try:
        source = local_image(image, config.base_dir, [config.base_dir])
    except ImageRefused as exc:
        raise ConfigError(
            f"{config.source}: key 'feed.image': {exc}",
            path=config.path,
            key="feed.image",
            line=config.lines.get(("feed", "image")),
        ) from None
    published = for_publishing(source, "cover", convert=config.feed.image_convert)
    if published is None or not published.name:
        raise ConfigError(
            f"{config.source}: key 'feed.image': {source} is not a JPEG or PNG image"
            + ("" if published is None else "; set feed.image_convert: true to convert it"),
            path=config.path,
            key="feed.image",
            line=config.lines.get(("feed", "image")),
        )
    layout = OutputLayout(out_dir)
    target = layout.root / published.name
    ledger = Ledger(layout.root)
    own = ledger.knows(target)
    itself = _same_file(target, source)
    # The image already there as its own source, byte for byte: nothing to write (it stays the user's file).
    untouched = itself and target.read_bytes() == published.data
    if target.exists() and not own and not untouched:
        raise ConfigError(
            f"{target}: a file narrate did not write is in the way of the channel image; move it, "
            + (
                f"or point feed.image in {config.source} at a copy outside {layout.root}"
                if itself
                else f"or point feed.image at it in {config.source}"
            ),
            path=config.path,
            key="feed.image",
            line=config.lines.get(("feed", "image")),
        )
    if not untouched:
        with atomic.atomic_path(target) as tmp:
            tmp.write_bytes(published.data)
        ledger.add([target])
    stale = layout.cover(".png") if published.name == "cover.jpg" else layout.cover(".jpg")
    ledger.remove(stale)  # the type changed: the old name is linked by no feed (only if narrate wrote it)
    problems = tuple(f"{source} {p}" for p in published.problems)
    return f"{config.feed.base_url}/{published.name}", source, problems


def channel_warnings(
    config: Config, image_url: str, image_file: Path | None, image_problems: tuple[str, ...] = ()
) -> list[str]:
    """What Apple Podcasts would reject or Spotify could not verify, for settings the feed is written with anyway."""
    feed = config.feed
    where = config.source
    out = []
    if not image_url:
        out.append(
            f"{where}: key 'feed.image' is not set; Apple Podcasts requires a channel image "
            f"(a {APPLE_IMAGE_PIXELS[0]}–{APPLE_IMAGE_PIXELS[1]} px square JPEG or PNG)"
        )
    else:
        problem = _image_problem(image_url, image_problems)
        if problem:
            out.append(
                f"{where}: key 'feed.image': {problem}; Apple Podcasts may reject the feed"
                + ("" if image_file is None else " (feed.image_convert: true converts it)")
            )
    if apple_category(feed.category) is None:
        out.append(
            f"{where}: key 'feed.category': {feed.category!r} is not on Apple's category list "
            "(e.g. Technology, News > Tech News); Apple Podcasts may reject the feed"
        )
    if not feed.owner_email:
        out.append(f"{where}: key 'feed.owner_email' is not set; Apple and Spotify verify ownership by it")
    return out


def feed_title(config: Config, lang: str) -> tuple[str, bool]:
    """A language's channel title, and whether it is a stand-in: feed.title › the site's name (the host of
    feed.link or feed.base_url) › the author. Never "narrate (zh-hant)": a listener sees it in their app."""
    feed = config.feed
    given = one_line(feed.title.get(lang) or feed.title.get("default") or "")
    if given:
        return given, False
    site = urlsplit(feed.link or feed.base_url).hostname or ""
    site = site[4:] if site.startswith("www.") else site
    return site or feed.author or "Podcast", True


def copyright_text(config: Config, lang: str, year: int) -> str:
    """The feed's <copyright>: feed.copyright of the language (else its default), else "© {year} {author}";
    "" when none is given and the feed has no author."""
    feed = config.feed
    author = one_line(feed.owner_name or feed.author)
    template = feed.copyright.get(lang) or feed.copyright.get("default") or ("© {year} {author}" if author else "")
    return one_line(template.format(year=year, author=author))


def people(config: Config) -> list[Person]:
    """Who the feed credits (podcast:person): feed.people, else the author as the writer read on air."""
    feed = config.feed
    if feed.people:
        return list(feed.people)
    author = one_line(feed.author or feed.owner_name)
    if not author:
        return []
    href = feed.link if web_url(feed.link) else ""
    return [Person(author, role="author", group="writing", href=href)]


def _channel_extras(channel: ET.Element, config: Config, lang: str, title: str, year: int) -> None:
    """<copyright>, itunes:title/new-feed-url/block/complete, podcast:person and podcast:txt of a channel."""
    feed = config.feed
    notice = copyright_text(config, lang, year)
    if notice:
        _sub(channel, "copyright", notice)
    _sub(channel, "itunes:title", title)
    if lang in feed.new_feed_url:
        _sub(channel, "itunes:new-feed-url", feed.new_feed_url[lang])
    if feed.block:
        _sub(channel, "itunes:block", "Yes")  # Apple: any value but "Yes" has no effect, so false is left out
    if feed.complete:
        _sub(channel, "itunes:complete", "Yes")
    for person in people(config):
        attrs = {"role": person.role.lower(), "group": person.group.lower()}
        attrs.update({k: v for k, v in (("href", person.href), ("img", person.img)) if v})
        _sub(channel, "podcast:person", one_line(person.name)[:128], **attrs)
    for purpose, only, text in feed.txt:
        if only in ("", lang):
            _sub(channel, "podcast:txt", text, purpose=purpose)
    if feed.ai_content and not any(purpose == "ai-content" for purpose, only, _ in feed.txt if only in ("", lang)):
        # Podcasting 2.0's AI-content disclosure: every episode is read by a synthetic voice.
        _sub(channel, "podcast:txt", "true", purpose="ai-content")


def render_feed(config: Config, lang: str, records: list[Record], out_dir: Path, image_url: str) -> bytes:
    """The RSS document of one language."""
    _register_namespaces()
    feed_url = f"{config.feed.base_url}/{lang}/feed.xml"
    title = feed_title(config, lang)[0]
    rss = ET.Element("rss", {"version": "2.0"})
    channel = _sub(rss, "channel")
    _channel_head(channel, config, lang, title, feed_url, records)
    _channel_owner_and_image(channel, config, title, image_url)
    _channel_apple(channel, config, feed_url)
    # The year of the newest episode (not of this render: an unchanged site renders the same bytes).
    year = max((publish_date(r).year for r in records), default=now().year)
    _channel_extras(channel, config, lang, title, year)

    disclosure = disclosure_sentence(config, lang)
    # Newest first; the key breaks ties so that a re-render never reorders equal dates.
    ordered = sorted(sorted(records, key=lambda r: r.key), key=publish_date, reverse=True)
    for record in ordered:
        _item(_sub(channel, "item"), config, lang, record, out_dir, disclosure)
    ET.indent(rss, space="  ")
    document: bytes = ET.tostring(rss, encoding="utf-8", xml_declaration=True)
    return document + b"\n"


def _channel_head(
    channel: ET.Element, config: Config, lang: str, title: str, feed_url: str, records: list[Record]
) -> None:
    """A channel's title, link, description, language, generator, lastBuildDate and self link."""
    feed = config.feed
    _sub(channel, "title", title)
    _sub(channel, "link", feed.link or feed.base_url)
    _sub(channel, "description", cut_bytes(_markup_free(feed.description.get(lang) or title)))
    _sub(channel, "language", FEED_LANGUAGE[lang])
    _sub(channel, "generator", f"narrate {__version__}")
    # When the newest episode was built, not when this file was rendered: an unchanged
    # site renders a byte-identical feed, so a CI deploy has nothing to upload.
    built = [dt.datetime.fromisoformat(r.built) for r in records if r.built]
    _sub(channel, "lastBuildDate", format_datetime(max(built) if built else now()))
    _sub(channel, "atom:link", href=feed_url, rel="self", type="application/rss+xml")


def _channel_owner_and_image(channel: ET.Element, config: Config, title: str, image_url: str) -> None:
    """itunes:author, itunes:owner (where an e-mail is given) and the channel's artwork (itunes:image, image)."""
    feed = config.feed
    _sub(channel, "itunes:author", one_line(feed.author) or title)
    if feed.owner_email:
        owner = _sub(channel, "itunes:owner")
        _sub(owner, "itunes:name", one_line(feed.owner_name or feed.author) or title)
        _sub(owner, "itunes:email", feed.owner_email)
    if image_url:
        _sub(channel, "itunes:image", href=image_url)
        image = _sub(channel, "image")
        _sub(image, "url", image_url)
        _sub(image, "title", title)
        _sub(image, "link", feed.link or feed.base_url)


def _channel_apple(channel: ET.Element, config: Config, feed_url: str) -> None:
    """itunes:category, explicit and type, podcast:guid and podcast:locked."""
    feed = config.feed
    # Apple matches category text exactly and wants a subcategory nested in its parent;
    # an unknown category is written as given (and warned about by write_feeds).
    category = apple_category(feed.category) or (feed.category,)
    element = _sub(channel, "itunes:category", text=category[0])
    for sub in category[1:]:
        element = _sub(element, "itunes:category", text=sub)
    _sub(channel, "itunes:explicit", "true" if feed.explicit else "false")
    _sub(channel, "itunes:type", "episodic")
    _sub(channel, "podcast:guid", podcast_guid(feed_url))
    locked = _sub(channel, "podcast:locked", "yes" if feed.locked else "no")
    if feed.owner_email:
        locked.set("owner", feed.owner_email)


def _item(item: ET.Element, config: Config, lang: str, record: Record, out_dir: Path, disclosure: str) -> None:
    """One episode's <item>: what it is, its show notes, its enclosure and its sidecars."""
    feed = config.feed
    base = feed.base_url
    _sub(item, "title", one_line(record.title) or record.slug)
    # Apple's episode title: the title alone (narrate never numbers episodes in it).
    _sub(item, "itunes:title", one_line(record.title) or record.slug)
    if web_url(record.link):
        _sub(item, "link", record.link)
    _sub(item, "guid", record.guid, is_perma_link="false")
    _sub(item, "pubDate", _rfc2822(publish_date(record)))
    _sub(item, "description", item_description(record, disclosure))
    _sub(item, "content:encoded", show_notes(record, disclosure))
    _sub(
        item, "enclosure", url=audio_url(record, base, feed.media_base_url), length=str(record.bytes), type="audio/mpeg"
    )
    _sub(item, "itunes:duration", str(round(record.duration)))
    _sub(item, "itunes:episodeType", "full")
    _sub(item, "itunes:explicit", "true" if feed.explicit else "false")
    folder = f"{base}/{lang}"
    # Unversioned: Apple wants the URL to end in .jpg or .png (a replaced image keeps its URL in the feed).
    episode_image = _episode_image_url(record.image, folder)
    if episode_image:
        _sub(item, "itunes:image", href=episode_image)
    _item_sidecars(item, lang, record, out_dir, folder)
    if feed.ai_content:
        _sub(item, "podcast:txt", "true", purpose="ai-content")


def _item_sidecars(item: ET.Element, lang: str, record: Record, out_dir: Path, folder: str) -> None:
    """The item's transcripts (VTT, and SRT where built), its chapters file and Podlove chapters."""
    language = FEED_LANGUAGE[lang]
    _sub(
        item,
        "podcast:transcript",
        url=sidecar_url(record, folder, ".vtt"),
        type="text/vtt",
        language=language,
        rel="captions",
    )
    if (out_dir / lang / f"{record.slug}.srt").is_file():  # episodes built before SRT existed have none
        _sub(
            item,
            "podcast:transcript",
            url=sidecar_url(record, folder, ".srt"),
            type="application/x-subrip",
            language=language,
            rel="captions",
        )
    _sub(item, "podcast:chapters", url=sidecar_url(record, folder, ".chapters.json"), type="application/json+chapters")
    _podlove_chapters(item, record)


def complete(record: Record, out_dir: Path) -> str | None:
    """Why an episode cannot be listed (files missing or changed since recorded, an unreadable date), or None."""
    problem = OutputLayout(out_dir).incomplete(record)
    if problem is not None:
        return problem
    try:
        publish_date(record)
    except ValueError:
        return f"its manifest record has an unreadable date ({record.date or record.first_built!r}); rebuild it"
    return None


def write_feeds(
    config: Config,
    out_dir: Path,
    *,
    warn: Callable[[str], None] | None = None,
    exclude: frozenset[str] = frozenset(),
    refuse: Callable[[str], None] | None = None,
) -> list[FeedResult]:
    """Render `out_dir/<lang>/feed.xml` for every language in the manifest (atomically).

    `exclude`: episode keys (`<lang>/<slug>`) left out for now, because their files are
    being replaced: a feed never names an MP3 whose length may be changing under it.
    A feed.xml narrate did not write is left as it is, and `refuse` told why (narrate.publish.ledger).
    """
    if not config.feed.base_url:
        raise ConfigError(
            f"{config.source}: key 'feed.base_url' is not set; set it to the public URL where the output "
            "folder is hosted (e.g. https://blog.example.com/podcast) to publish feeds"
            + ("" if config.path else ", or point --config at the voices.yaml that sets it"),
            path=config.path,
            key="feed.base_url",
            line=config.lines.get(("feed", "base_url")),
        )
    manifest = Manifest(out_dir)
    image_url, image_file, image_problems = _channel_image(config, out_dir)
    langs = set(manifest.langs())
    # A language whose last episode is gone still has a feed.xml that subscribers poll:
    # render it empty rather than leave it listing deleted episodes.
    layout = OutputLayout(out_dir)
    ledger = Ledger(layout.root)
    known = ledger.known()
    langs.update(
        lang for lang in FEED_LANGUAGE if layout.feed(lang).is_file() and not ledger.foreign(layout.feed(lang))
    )
    langs &= set(FEED_LANGUAGE)
    if langs and warn:
        for message in channel_warnings(config, image_url, image_file, image_problems):
            warn(f"warning: {message}")
    results = []
    for lang in sorted(langs):
        title, stand_in = feed_title(config, lang)
        if stand_in and warn:
            warn(
                f"warning: {config.source}: feed.title has no {lang} entry, so the {lang} feed is titled "
                f"{title!r}; set feed.title.{lang} to the podcast's name"
            )
        listed, left_out = [], []
        for record in manifest.records(lang):
            if record.key in exclude:
                continue
            problem = complete(record, out_dir)
            if problem:
                left_out.append(f"{record.key}: {problem}")
                if warn:
                    warn(f"warning: {record.key} left out of the {lang} feed: {problem}")
            else:
                listed.append(record)
        path = layout.feed(lang)
        line = ledger.blocked(path, f"the {lang} feed", known)
        if line is not None:
            if refuse is not None:
                refuse(line)
            continue
        ledger.add([path])
        atomic.write_if_changed(path, render_feed(config, lang, listed, out_dir, image_url))  # same bytes: left alone
        results.append(FeedResult(lang, path, len(listed), tuple(left_out)))
    return results
