"""Listening pages: ``DIR/<lang>/<slug>.html`` per episode and ``DIR/index.html``, plus the player's files.

A page carries the player (``<narrate-player>``), the title, date, chapters, the transcript,
subscribe links (Apple Podcasts, Pocket Casts, AntennaPod, Overcast, plain RSS) and the
OpenGraph/Twitter audio tags for sharing. Without JavaScript it still plays: the player's
element holds a plain ``<audio>``, a link to the MP3, the chapters and the transcript,
which the player replaces once it runs.

Everything that came from an article (titles, descriptions, chapter titles, transcript
text, URLs) goes through `html.escape`; an article URL that is not http(s) is dropped, so a
``javascript:`` link in front matter never reaches a page. Pages link to each other and to
the player relatively, so the folder works wherever it is served; the sharing tags use the
absolute URLs under ``feed.base_url`` that a scraper needs.
"""

from __future__ import annotations

import functools
import html
import os
import urllib.parse
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from narrate import __version__, atomic
from narrate.audio.transcript import clock, joined
from narrate.config import Config
from narrate.text.readers import language_prior
from narrate.text.site import site_prior
from narrate.weburl import web_url

from .episode_data import aligned_cues, alignments, render_episode_data
from .episodes import episode_entry
from .layout import OutputLayout
from .ledger import Ledger, written_by_narrate
from .manifest import Record
from .rss import art_url, enclosure_url, one_line, publish_date, xml_text
from .rss import audio_url as published_audio_url

__all__ = ["PLAYER_FILES", "copy_player", "render_index", "render_page", "subscribe_links", "write_pages"]

PLAYER_FILES = ("narrate-player.js", "narrate-player.css", "page.css", "page.js")
OG_LOCALE = {"zh-hant": "zh_TW", "zh-hans": "zh_CN", "en": "en_US", "ja": "ja_JP", "ko": "ko_KR"}
LANGUAGE_NAMES = {"zh-hant": "繁體中文", "zh-hans": "简体中文", "en": "English", "ja": "日本語", "ko": "한국어"}


@dataclass(frozen=True)
class _Words:
    """A page's own wording, in the episode's language."""

    read: str
    listen: str
    download: str
    chapters: str
    transcript: str
    subscribe: str
    feed: str
    other_languages: str
    all_episodes: str
    no_script: str


_WORDS = {
    "zh-hant": _Words(
        "閱讀原文",
        "收聽",
        "下載 MP3",
        "章節",
        "逐字稿",
        "訂閱",
        "RSS 訂閱網址",
        "其他語言",
        "所有節目",
        "播放器需要 JavaScript；沒有它也能用上面的播放器收聽。",
    ),
    "zh-hans": _Words(
        "阅读原文",
        "收听",
        "下载 MP3",
        "章节",
        "文字稿",
        "订阅",
        "RSS 订阅地址",
        "其他语言",
        "所有节目",
        "播放器需要 JavaScript；没有它也能用上面的播放器收听。",
    ),
    "en": _Words(
        "Read the article",
        "Listen",
        "Download the MP3",
        "Chapters",
        "Transcript",
        "Subscribe",
        "RSS feed",
        "Other languages",
        "All episodes",
        "The read-along player needs JavaScript; the plain player above works without it.",
    ),
    "ja": _Words(
        "記事を読む",
        "聴く",
        "MP3 をダウンロード",
        "チャプター",
        "文字起こし",
        "購読",
        "RSS フィード",
        "他の言語",
        "すべてのエピソード",
        "読み上げプレーヤーには JavaScript が必要です。上のプレーヤーはそのまま使えます。",
    ),
    "ko": _Words(
        "글 읽기",
        "듣기",
        "MP3 내려받기",
        "챕터",
        "대본",
        "구독",
        "RSS 피드",
        "다른 언어",
        "모든 에피소드",
        "따라 읽기 플레이어에는 JavaScript가 필요합니다. 위의 플레이어는 그대로 쓸 수 있습니다.",
    ),
}


# The embed box of a page: its heading and the copy button.
_EMBED = {
    "zh-hant": ("嵌入播放器", "複製"),
    "zh-hans": ("嵌入播放器", "复制"),
    "en": ("Embed the player", "Copy"),
    "ja": ("プレーヤーを埋め込む", "コピー"),
    "ko": ("플레이어 퍼가기", "복사"),
}


def _words(lang: str) -> _Words:
    return _WORDS.get(lang) or _WORDS.get(lang.split("-")[0]) or _WORDS["en"]


def _e(text: object) -> str:
    """Text or an attribute value, escaped for HTML (quotes too) and stripped of what XML cannot hold."""
    return html.escape(xml_text(str(text)), quote=True)


def feed_title(config: Config, lang: str) -> str:
    """The feed's title in `lang`, as the RSS channel has it."""
    feed = config.feed
    return one_line(feed.title.get(lang) or feed.title.get("default") or "") or (
        f"{feed.author} ({lang})" if feed.author else f"narrate ({lang})"
    )


def cover_url(config: Config, out_dir: Path) -> str:
    """The channel image's public URL (what an episode without art of its own shows), or ""."""
    image = config.feed.image
    if image and "://" in image:
        return image
    for suffix in (".jpg", ".png"):
        if OutputLayout(out_dir).cover(suffix).is_file():
            return f"{config.feed.base_url}/cover{suffix}"
    return ""


def subscribe_links(feed_url: str, title: str) -> list[tuple[str, str]]:
    """(app, link) pairs that open `feed_url` in each podcast app, ending with the plain feed."""
    bare = feed_url.split("://", 1)[-1]
    quoted = urllib.parse.quote(feed_url, safe="")
    return [
        ("Apple Podcasts", f"podcast://{bare}"),
        ("Pocket Casts", f"pktc://subscribe/{bare}"),
        (
            "AntennaPod",
            (f"https://antennapod.org/deeplink/subscribe?url={quoted}&title={urllib.parse.quote(title, safe='')}"),
        ),
        ("Overcast", f"overcast://x-callback-url/add?url={quoted}"),
        ("RSS", feed_url),
    ]


def _subscribe_html(config: Config, lang: str) -> str:
    words = _words(lang)
    feed_url = f"{config.feed.base_url}/{lang}/feed.xml"
    rss = ' rel="alternate" type="application/rss+xml"'
    items = "".join(
        f'<li><a href="{_e(link)}"{rss if app == "RSS" else ""}>{_e(words.feed if app == "RSS" else app)}</a></li>'
        for app, link in subscribe_links(feed_url, feed_title(config, lang))
    )
    return f'<ul class="np-subscribe">{items}</ul>'


def _seconds(stamp: str) -> float:
    total = 0.0
    for part in stamp.strip().split(":"):
        total = total * 60 + float(part)
    return total


def read_timed_cues(vtt: Path) -> list[tuple[float, float, str]]:
    """(start, end, text) of each cue of a WebVTT file narrate wrote (its lines joined as the player joins
    them, text unescaped), or [] if unreadable."""
    try:
        text = vtt.read_text(encoding="utf-8")
    except OSError:
        return []
    cues = []
    for block in text.replace("\r", "").split("\n\n"):
        lines = block.split("\n")
        for n, line in enumerate(lines):
            if "-->" in line:
                start, end = line.split("-->")
                body = functools.reduce(joined, [line for line in lines[n + 1 :] if line], "").strip()
                cues.append((_seconds(start), _seconds(end.split()[0]), html.unescape(body)))
                break
    return cues


def read_cues(vtt: Path) -> list[tuple[float, str]]:
    """(start, text) of each cue of a WebVTT file narrate wrote (text unescaped), or [] if unreadable."""
    return [(start, text) for start, _, text in read_timed_cues(vtt)]


def _head(
    *,
    lang: str,
    title: str,
    description: str,
    canonical: str,
    feed_url: str,
    feed_name: str,
    prefix: str,
    extra: str = "",
) -> str:
    return (
        "<!doctype html>\n"
        f'<html lang="{_e(lang)}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{_e(title)}</title>\n"
        f'<meta name="description" content="{_e(description)}">\n'
        f'<meta name="generator" content="narrate {_e(__version__)}">\n'
        '<link rel="icon" href="data:,">\n'
        f'<link rel="canonical" href="{_e(canonical)}">\n'
        f'<link rel="alternate" type="application/rss+xml" title="{_e(feed_name)}" href="{_e(feed_url)}">\n'
        f"{extra}"
        f'<link rel="stylesheet" href="{prefix}player/page.css">\n'
        f'<link rel="stylesheet" href="{prefix}player/narrate-player.css" data-narrate-player>\n'
        f'<script type="module" src="{prefix}player/narrate-player.js"></script>\n'
        f'<script type="module" src="{prefix}player/page.js"></script>\n'
        "</head>\n"
    )


def render_page(
    config: Config, record: Record, cues: Sequence[tuple[float, str]], others: Sequence[str], cover: str = ""
) -> str:
    """The listening page of one episode (`cover`: the channel image, for an episode without its own)."""
    base = config.feed.base_url
    lang, slug = record.lang, record.slug
    words = _words(lang)
    title = one_line(record.title) or slug
    description = one_line(record.description)
    page_url = f"{base}/{lang}/{slug}.html"
    audio_url = published_audio_url(record, base, config.feed.media_base_url)
    # Beside the page, with the same ?v= as the feed; or where feed.media_base_url serves the MP3s.
    local_audio = audio_url if config.feed.media_base_url else enclosure_url(record, ".")[2:]
    feed_url = f"{base}/{lang}/feed.xml"
    feed_name = feed_title(config, lang)
    image = art_url(record, f"{base}/{lang}") or cover
    when = publish_date(record)
    article = record.link.strip()

    tags = _page_tags(title, description, feed_name, page_url, audio_url, image, lang)
    tags += "".join(
        f'<link rel="alternate" hreflang="{_e(o)}" href="{_e(f"{base}/{o}/{slug}.html")}">\n' for o in others
    )
    fallback = _fallback(record, cues, local_audio, words)
    languages = "".join(
        f'<li><a href="../{_e(o)}/{_e(slug)}.html" hreflang="{_e(o)}" lang="{_e(o)}">'
        f"{_e(LANGUAGE_NAMES.get(o, o))}</a></li>"
        for o in others
    )
    meta_line = [
        f'<time datetime="{_e(when.isoformat())}">{_e(when.date().isoformat())}</time>',
        clock(record.duration),
    ]
    if web_url(article):  # never javascript: or data:
        meta_line.append(f'<a href="{_e(article)}">{_e(words.read)}</a>')
    return (
        _head(
            lang=lang,
            title=f"{title} · {feed_name}",
            description=description,
            canonical=page_url,
            feed_url=feed_url,
            feed_name=feed_name,
            prefix="../",
            extra=tags,
        )
        + '<body>\n<main class="np-page">\n'
        f'<p class="np-site"><a href="../index.html">{_e(feed_name)}</a></p>\n'
        "<article>\n"
        f"<h1>{_e(title)}</h1>\n"
        f'<p class="np-meta">{" · ".join(meta_line)}</p>\n'
        + (f'<p class="np-description">{_e(description)}</p>\n' if description else "")
        + f'<narrate-player src="{_e(slug)}.episode.json" slug="{_e(slug)}" lang="{_e(lang)}" rebase>\n{fallback}'
        "</narrate-player>\n"
        + (
            f'<nav class="np-languages" aria-label="{_e(words.other_languages)}"><h2>{_e(words.other_languages)}</h2>'
            f"<ul>{languages}</ul></nav>\n"
            if others
            else ""
        )
        + f'<section class="np-subscribe-box"><h2>{_e(words.subscribe)}</h2>\n{_subscribe_html(config, lang)}</section>\n'
        + _embed_html(base, lang, slug)
        + "</article>\n</main>\n</body>\n</html>\n"
    )


def _page_tags(
    title: str, description: str, feed_name: str, page_url: str, audio_url: str, image: str, lang: str
) -> str:
    """The page's Open Graph and Twitter card tags: what a link to it shows where it is shared."""
    meta = [
        ("og:type", "website"),
        ("og:site_name", feed_name),
        ("og:title", title),
        ("og:description", description),
        ("og:url", page_url),
        ("og:locale", OG_LOCALE.get(lang, lang.replace("-", "_"))),
        ("og:audio", audio_url),
        ("og:audio:type", "audio/mpeg"),
    ]
    if audio_url.startswith("https://"):
        meta.append(("og:audio:secure_url", audio_url))
    if image:
        meta.append(("og:image", image))
    tags = "".join(f'<meta property="{k}" content="{_e(v)}">\n' for k, v in meta)
    twitter = [
        ("twitter:card", "player" if image else "summary"),
        ("twitter:title", title),
        ("twitter:description", description),
    ]
    if image:
        twitter += [
            ("twitter:image", image),
            ("twitter:player", page_url),
            ("twitter:player:width", "480"),
            ("twitter:player:height", "240"),
            ("twitter:player:stream", audio_url),
            ("twitter:player:stream:content_type", "audio/mpeg"),
        ]
    tags += "".join(f'<meta name="{k}" content="{_e(v)}">\n' for k, v in twitter)
    return tags


def _fallback(record: Record, cues: Sequence[tuple[float, str]], local_audio: str, words: _Words) -> str:
    """What the page shows inside the player's element before (or without) JavaScript: a plain player, the
    MP3's link, the chapters and the transcript."""
    chapters = "".join(
        f'<li><a href="{_e(local_audio)}#t={float(start):.3f}"><span class="np-at">{clock(float(start))}</span> '
        f"{_e(one_line(str(name)))}</a></li>"
        for start, name, *_ in record.chapters
    )
    transcript = "".join(f"<p>{_e(text)}</p>" for _, text in cues)
    return (
        f'<audio controls preload="none" src="{_e(local_audio)}"></audio>\n'
        f'<p><a href="{_e(local_audio)}" type="audio/mpeg">{_e(words.download)}</a> ({clock(record.duration)})</p>\n'
        f"<noscript><p>{_e(words.no_script)}</p></noscript>\n"
        + (
            f'<h2>{_e(words.chapters)}</h2>\n<ol class="np-static-chapters">{chapters}</ol>\n'
            if len(record.chapters) > 1
            else ""
        )
        + (f'<h2>{_e(words.transcript)}</h2>\n<div class="np-static-transcript">{transcript}</div>\n' if cues else "")
    )


def _embed_html(base: str, lang: str, slug: str) -> str:
    """The code that puts this episode's player on another page (the blog's own), ready to copy."""
    heading, copy = _EMBED.get(lang) or _EMBED.get(lang.split("-")[0]) or _EMBED["en"]
    code = (
        f'<script type="module" src="{_e(base)}/player/narrate-player.js"></script>\n'
        f'<narrate-player src="{_e(base)}/{_e(lang)}/{_e(slug)}.episode.json" slug="{_e(slug)}" lang="{_e(lang)}">'
        "</narrate-player>"
    )
    # The copy button is page.js's: without JavaScript the code can still be selected.
    return (
        f'<section class="np-embed" aria-labelledby="np-embed-{_e(slug)}">'
        f'<h2 id="np-embed-{_e(slug)}">{_e(heading)}</h2>\n'
        f'<textarea readonly rows="3" aria-labelledby="np-embed-{_e(slug)}" spellcheck="false">{_e(code)}</textarea>\n'
        f'<button type="button" class="np-copy" hidden>{_e(copy)}</button>\n</section>\n'
    )


# How many of the blog's article folders are asked for its default language (the same for all of them).
_SITE_SAMPLES = 8


def site_language(config: Config, records: Sequence[Record]) -> str | None:
    """The blog's default language among the languages its episodes are in: its generator's config
    (Hugo's defaultContentLanguage, Jekyll's and Hexo's `lang`), read beside the articles, else the
    language voices.yaml derives the others from; None if neither names one of them."""
    langs = {record.lang for record in records}
    folders = list(dict.fromkeys(Path(record.source).parent for record in sorted(records, key=lambda r: r.key)))
    for folder in folders[:_SITE_SAMPLES]:
        if folder.is_dir():
            found = site_prior(folder, config)
            if found in langs:
                return found
    derived = language_prior(config)
    return derived if derived in langs else None


def _primary(config: Config, records: Sequence[Record]) -> str:
    """The index's own language, before the reader's is known: the blog's default language, else the one
    most of its episodes are in (a tie goes to the language with the longest total of episodes)."""
    site = site_language(config, records)
    if site is not None:
        return site
    counts: dict[str, int] = {}
    seconds: dict[str, float] = {}
    for record in records:
        counts[record.lang] = counts.get(record.lang, 0) + 1
        seconds[record.lang] = seconds.get(record.lang, 0.0) + float(record.duration)
    return min(counts, key=lambda lang: (-counts[lang], -seconds[lang], lang)) if counts else "en"


def render_index(config: Config, records: Sequence[Record]) -> str:
    """DIR/index.html: every language's episodes, newest first, with its subscribe links; the blog's main
    language first, or the reader's once the page runs; every feed announced for autodiscovery."""
    base = config.feed.base_url
    first = _primary(config, records)
    langs = sorted({r.lang for r in records}, key=lambda lang: (lang != first, lang))
    sections = []
    for lang in langs:
        words = _words(lang)
        mine = sorted(
            sorted((r for r in records if r.lang == lang), key=lambda r: r.key), key=publish_date, reverse=True
        )
        items = "".join(
            f'<li><a href="{_e(r.lang)}/{_e(r.slug)}.html">{_e(one_line(r.title) or r.slug)}</a> '
            f'<span class="np-meta"><time datetime="{_e(publish_date(r).isoformat())}">'
            f"{_e(publish_date(r).date().isoformat())}</time> · {clock(r.duration)}</span></li>"
            for r in mine
        )
        name = LANGUAGE_NAMES.get(lang, lang)
        sections.append(
            f'<section lang="{_e(lang)}" data-title="{_e(feed_title(config, lang))}" aria-labelledby="np-{_e(lang)}">\n'
            f'<h2 id="np-{_e(lang)}">{_e(name)}</h2>\n'
            f"<h3>{_e(words.subscribe)}</h3>\n{_subscribe_html(config, lang)}\n"
            f'<h3>{_e(words.all_episodes)}</h3>\n<ol class="np-episodes">{items}</ol>\n</section>\n'
        )
    title = one_line(feed_title(config, first))
    feeds = "".join(
        f'<link rel="alternate" type="application/rss+xml" hreflang="{_e(lang)}" title="{_e(feed_title(config, lang))}"'
        f' href="{_e(f"{base}/{lang}/feed.xml")}">\n'
        for lang in langs[1:]
    )
    head = _head(
        lang=first,
        title=title,
        description=one_line(config.feed.description.get(first, "")),
        canonical=f"{base}/index.html",
        feed_url=f"{base}/{first}/feed.xml",
        feed_name=feed_title(config, first),
        prefix="",
        extra=feeds,
    )
    return (
        head + '<body>\n<main class="np-page">\n'
        f"<h1>{_e(title)}</h1>\n" + "".join(sections) + "</main>\n" + "</body>\n</html>\n"
    )


def copy_player(out_dir: Path, refuse: Callable[[str], None] | None = None) -> list[Path]:
    """Copy the player's files (shipped in the package) to DIR/player/; one narrate did not write is left as
    it is, and `refuse` told why."""
    folder = resources.files("narrate.publish").joinpath("player")
    ledger = Ledger(out_dir)
    written = []
    for name in PLAYER_FILES:
        target = OutputLayout(out_dir).player() / name
        line = ledger.blocked(target, f"the player's {name}")
        if line is not None:
            if refuse is not None:
                refuse(line)
            continue
        data = folder.joinpath(name).read_bytes()
        atomic.write_if_changed(target, data)
        written.append(target)
    return written


def _write_group(
    config: Config,
    out_dir: Path,
    group: dict[str, Record],
    cover: str,
    free: Callable[[Path, str], bool],
    writer: atomic.Batch,
) -> list[Path]:
    """The listening page and player data of each episode of one group (an article and its translations), by
    `writer`; neither where `free` says a file narrate did not write is."""
    layout = OutputLayout(out_dir)
    base = config.feed.base_url.rstrip("/")
    timed = {lang: read_timed_cues(layout.vtt(lang, record.slug)) for lang, record in group.items()}
    transcripts = {}
    for lang, record in group.items():
        cues = aligned_cues(record, timed[lang])
        if cues is not None:
            transcripts[lang] = cues
    # Every page of the group carries the same alignments: made once (or taken from the files written before).
    aligned = alignments(transcripts, [layout.episode_data(lang, record.slug) for lang, record in group.items()])
    entries = {
        lang: episode_entry(r, base, out_dir, [o for o in group if o != lang], config.feed.media_base_url)
        for lang, r in group.items()
    }
    extra = {
        lang: {"artist": feed_title(config, lang), "artwork": entries[lang]["image"] or cover or None} for lang in group
    }
    written = []
    for lang, record in group.items():
        path, data = layout.page(lang, record.slug), layout.episode_data(lang, record.slug)
        if not (free(path, f"the page of {record.key}") & free(data, f"the player data of {record.key}")):
            continue
        others = sorted(o for o in group if o != lang)
        shown = [(start, text) for start, _, text in timed[lang]]
        writer.write_if_changed(path, render_page(config, record, shown, others, cover).encode("utf-8"))
        writer.write_if_changed(
            data, render_episode_data(base, record, entries, transcripts, aligned, extra).encode("utf-8")
        )
        written += [path, data]
    return written


def write_pages(
    config: Config,
    out_dir: Path,
    records: Sequence[Record],
    warn: Callable[[str], None] | None = None,
    refuse: Callable[[str], None] | None = None,
) -> list[Path]:
    """Write every episode's page and its player data, DIR/index.html and the player's files; remove the
    pages of episodes gone.

    Only pages narrate wrote (the ledger's) are removed, and a DIR/index.html it did not write
    is left as it is, with a warning: the folder may hold the site's own pages. Any other file narrate
    did not write where it would write is left as it is, and `refuse` told why.
    """
    out_dir = Path(out_dir)
    layout = OutputLayout(out_dir)
    ledger = Ledger(out_dir)
    groups: dict[str, dict[str, Record]] = {}
    for record in records:
        groups.setdefault(record.slug, {})[record.lang] = record
    written = copy_player(out_dir, refuse)
    cover = cover_url(config, out_dir)
    known = ledger.known()

    def free(path: Path, what: str) -> bool:
        line = ledger.blocked(path, what, known)
        if line is not None and refuse is not None:
            refuse(line)
        return line is None

    # Made durable by the batch, a few fsyncs in all (two per file made 10,000 episodes' first pages take minutes);
    # the ledger names them once they are there.
    with atomic.batch() as writer:
        pages = [
            path for group in groups.values() for path in _write_group(config, out_dir, group, cover, free, writer)
        ]
    wanted = {p for r in records for p in (layout.page(r.lang, r.slug), layout.episode_data(r.lang, r.slug))}
    written += pages
    ledger.add(pages)
    known = ledger.known()
    # A page whose episode is no longer listed (incomplete or removed) must not play a missing file.
    gone = [
        page
        for page in [*out_dir.glob("*/*.html"), *out_dir.glob("*/*.episode.json")]
        if page not in wanted
        and atomic.remove_if_still(
            page, lambda p: ledger.knows(p, known) and written_by_narrate(p)
        )  # (a plug-in's stays)
    ]
    ledger.discard(gone)
    index = layout.index_page()
    if os.path.lexists(index) and ledger.foreign(index, known):
        if warn is not None:
            warn(
                f"warning: {index} was not written by narrate and is left as it is; remove it to get "
                "narrate's index of episodes there"
            )
        return [*written, index]  # its signature kept: once it is removed, the next build writes narrate's
    atomic.write_if_changed(index, render_index(config, records).encode("utf-8"))
    ledger.add([index])
    written.append(index)
    return written
