"""What an article gives its episode, and the episode's record: its link, its art, its manifest entry.

Once an episode is made, :func:`publish_episode` is the one call that publishes it: its art
beside the MP3, its record built and put in the manifest. Before, :func:`episode_info`
says what the MP3's tags hold (artist, album, link, cover). An unchanged episode's record is
kept current by :func:`refresh_record` (a date or a link found since its first build).
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
from collections.abc import Callable, Sequence
from pathlib import Path
from urllib.parse import quote, urljoin

from narrate import __version__, atomic
from narrate.audio.model import Episode, EpisodeInfo, SynthesisResult
from narrate.clock import now_iso
from narrate.config import Config
from narrate.errors import NarrateError, naming
from narrate.text import frontmatter
from narrate.text.model import Article, Script
from narrate.weburl import web_url

from .layout import OutputLayout
from .ledger import Ledger, StampsRead
from .manifest import Manifest, Record, new_guid

__all__ = [
    "Made",
    "article_image",
    "article_link",
    "cover_digest",
    "episode_info",
    "local_image",
    "new_record",
    "publish_art",
    "publish_episode",
    "recordable_page",
    "refresh_record",
]

WarnFn = Callable[[str], None]


def _image_roots(article: Article, config: Config) -> list[Path]:
    """Where a local image may live: the article's folder, the folders the site serves at its root, and the
    folder of voices.yaml (the site)."""
    return [article.path.parent, *article.web_roots] + ([config.path.parent] if config.path else [])


def _image_base(article: Article, name: str) -> Path:
    """The folder a local image name is read from: for a name written from the site's root
    (`/assets/cover.png`, Jekyll's usual form) the first folder the site serves at its root that holds it,
    else (and for any other name) the article's folder."""
    if name.startswith("/"):
        for root in article.web_roots:
            if (root / name.lstrip("/")).exists():
                return root
    return article.path.parent


def article_image(article: Article) -> str:
    """The article's image: its own front matter's, or (a translation in a bundle: `index.en.md`) the one its
    bundle's other language versions name, which text.identity gave it, so every language's episode has
    the same art."""
    return article.image


def _cover_candidates(article: Article, config: Config) -> list[tuple[str, Path, list[Path]]]:
    """The local images the episode's cover may be, in order: (name, the folder it is read from, where it may
    live): the article's image, then the feed's."""
    candidates = []
    image = article_image(article)
    if image and "://" not in image:
        candidates.append((image, _image_base(article, image), _image_roots(article, config)))
    if config.feed.image and "://" not in config.feed.image:
        candidates.append((config.feed.image, config.base_dir, [config.base_dir]))
    return candidates


def cover_digest(article: Article, config: Config) -> str:
    """What the episode's cover and art are made from, as a digest ("" when no local image is named): the
    bytes of the first of its candidate images that is a readable file, and the names of those before it.
    An episode's record keeps it, so an image added, replaced under the same name or removed since the
    episode was made makes it again (its MP3's cover, its art, its page and feed item), and an unchanged
    one changes nothing. Read without Pillow: the file is checked when the episode is made."""
    from narrate.inputs import read_regular
    from narrate.publish.images import MAX_IMAGE_BYTES

    digest = hashlib.sha256()
    candidates = _cover_candidates(article, config)
    for name, relative_to, _ in candidates:
        digest.update(name.encode("utf-8", "surrogatepass") + b"\0")
        try:
            data = read_regular(relative_to / name.lstrip("/"), MAX_IMAGE_BYTES)
        except (OSError, NarrateError):
            digest.update(b"-\0")  # not there (yet): the next candidate is the cover
            continue
        digest.update(hashlib.sha256(data).digest())
        break
    return digest.hexdigest()[:16] if candidates else ""


def local_image(article: Article, config: Config) -> Path | None:
    """The local file of the episode's cover: the article's image, else the feed's; None when neither is
    a usable file (the reasons are said where each is published)."""
    candidates = _cover_candidates(article, config)
    from narrate.publish import images

    for name, relative_to, roots in candidates:
        try:
            return images.local_image(name, relative_to, roots)
        except images.ImageRefused:
            continue  # said by publish_art (the article's) or the feed (the channel's)
    return None


_MAX_LINK = 4000  # the longest link a record keeps (publish.manifest._web_url)


def article_link(article: Article, config: Config) -> str:
    """The article's web address (the link back from feeds, pages and episodes.json): its page by the
    site's rules (text.site; front matter url/permalink win there), unless `feed.article_url` says
    otherwise; a relative front matter url is joined to feed.link; else feed.link."""
    link = config.feed.link.rstrip("/")
    candidates = []
    explicit = bool(frontmatter.text(article.meta, frontmatter.PAGE_KEYS))
    if article.page and explicit:
        candidates.append(article.page)
    if article.url:
        candidates.append(urljoin(link + "/", article.url) if link else article.url)
    if config.feed.article_url:
        candidates.append(
            config.feed.article_url.format(
                link=link, slug=article.slug, lang=article.lang, page=article.page, key=article.key
            )
        )
    if article.page:
        candidates.append(article.page)
    candidates.append(config.feed.link)
    # Only a web address goes into the feed's <link> and the show notes' <a href>: front
    # matter `url: "javascript:…"` (or data:, file:) would run in the app; it is passed over.
    # One past a record's bound (manifest: 4,000 characters) would leave the episode unrecorded and rebuilt
    # every build: passed over too (text.identity warns of a page that long).
    # A link is a URI: an address written in CJK (`link: /posts/字/`) is its percent-encoded UTF-8, as a
    # browser sends it (an MP3's WOAS frame holds Latin-1 alone: it failed the article).
    uris = (_as_uri(c) for c in candidates)
    return next((c for c in uris if len(c) <= _MAX_LINK and web_url(c)), "")


def _as_uri(address: str) -> str:
    """`address` with each character outside ASCII percent-encoded as UTF-8 (an IRI as its URI)."""
    return address if address.isascii() else quote(address, safe="!#$%&'()*+,/:;=?@[]~")


def recordable_page(page: str) -> str:
    """The page as a record keeps it: a web URL or a path on the blog, nothing else (javascript: is not)."""
    if page.startswith("/") and not page.startswith("//"):
        return page
    return page if web_url(page) else ""


def episode_info(article: Article, script: Script, config: Config) -> EpisodeInfo:
    """What the episode's tags say: artist, album, date, description, link, cover and narrate's own keys."""
    from narrate.publish import images

    feed = config.feed
    cover = local_image(article, config)
    return EpisodeInfo(
        artist=article.author or feed.author,
        album=feed.title.get(script.lang, "") or feed.author,
        date=article.date,
        description=article.description,
        source_url=article_link(article, config),
        cover=cover,
        cover_data=images.embedded_copy(cover) if cover is not None else None,
        extra={
            "narrate:version": __version__,
            "narrate:source_sha256": article.source_hash,
            "narrate:slug": script.slug,
            "narrate:lang": script.lang,
        },
    )


def _naming(warn: WarnFn, path: Path, message: str) -> None:
    warn(naming(message, path))


def publish_art(
    article: Article, config: Config, out_dir: Path, lang: str, slug: str, warn: WarnFn | None = None
) -> str:
    """Publish a local article image next to the episode; its URL for the feed (or "").

    Named `<slug>` + the extension of its real type (Apple wants them to match); art
    Apple would reject is converted with `feed.image_convert: true`, else warned about.
    """
    from narrate.publish import images

    if warn is not None:  # each warning here quotes the article's file name (see errors.Naming)
        warn = functools.partial(_naming, warn, article.path)

    image = article_image(article)
    if image and "://" in image:
        if web_url(image):
            return image
        # `htps://…`, `javascript://…`, `data://…`: no feed may link it, and a record holding it would
        # be refused as implausible (the episode left out of every feed and narrated again each build).
        if warn:
            warn(
                f"warning: {article.path}: image {image[:80]!r} refused: only an http(s) URL or a file "
                "beside the article can be published; the episode has no art of its own"
            )
        return ""
    if not image:
        return ""
    try:
        source = images.local_image(image, _image_base(article, image), _image_roots(article, config))
    except images.ImageRefused as exc:
        if warn:
            warn(f"warning: {article.path}: image refused: {exc}; the episode has no art of its own")
        return ""
    published = images.for_publishing(source, slug, convert=config.feed.image_convert)
    if published is None or not published.name:
        if warn:
            warn(
                f"warning: {article.path}: image {source} is not a JPEG or PNG image; the episode has no "
                "art of its own" + ("" if published is None else " (feed.image_convert: true converts it)")
            )
        return ""
    ledger = Ledger(out_dir)
    if published.problems:
        # Never published as it is: Apple rejects such art (under 1400 px, not square, CMYK…).
        if warn:
            warn(
                f"warning: {article.path}: image {source} {'; '.join(published.problems)}; left out as episode "
                "art, which Apple Podcasts would reject (feed.image_convert: true upscales and converts it)"
            )
        _drop_art(ledger, OutputLayout(out_dir), lang, slug)
        return ""
    target = OutputLayout(out_dir).image(lang, published.name)
    # (what the look reads of narrate's file there is what the claim holds it to: a file put in its place between
    # the two is refused at the write, not taken for narrate's, as the episode's own files are; ledger.StampsRead)
    readings: StampsRead = {}
    if ledger.foreign(target, readings=readings):
        if warn:
            warn(
                f"warning: {article.path}: {target} is not narrate's (the site's own image?) and is left as it is; "
                "the episode has no art of its own (move that file to publish the article's image)"
            )
        _drop_art(ledger, OutputLayout(out_dir), lang, slug)
        return ""
    ledger.add([target], readings)  # claimed before it is written (see narrate.publish.ledger)
    with atomic.atomic_path(target) as tmp:
        tmp.write_bytes(published.data)
    for suffix in (".jpg", ".png"):
        other = OutputLayout(out_dir).image(lang, f"{slug}{suffix}")
        if other != target:
            ledger.remove(other)  # its type changed: the old name is no longer linked (if narrate wrote it)
    return published.name  # relative to the language folder; the feed joins it to base_url


@dataclasses.dataclass(frozen=True)
class Made:
    """A newly made episode as the record needs it: the episode, the speech it was made of, the
    pieces it was spliced from (speech and music), and the cache keys of its music."""

    episode: Episode
    synthesis: SynthesisResult
    spliced: SynthesisResult
    music_keys: Sequence[str] = ()


def new_record(
    article: Article,
    script: Script,
    previous: Record | None,
    made: Made,
    *,
    fingerprint: str,
    link: str,
    image: str,
    cover: str = "",
) -> Record:
    """The manifest's record of a newly made episode (its GUID and first build kept from `previous`)."""
    episode, synthesis = made.episode, made.synthesis
    speech_keys = {chunk.path.stem for chunk in synthesis.chunks}
    return Record(
        lang=script.lang,
        slug=script.slug,
        guid=previous.guid if previous else new_guid(script.lang, script.slug),
        title=article.title,
        source=str(article.path),
        source_hash=article.source_hash,
        fingerprint=fingerprint,
        cover=cover,
        description=article.description,
        date=article.date.isoformat() if article.date else None,
        first_built=previous.first_built if previous else now_iso(),
        built=now_iso(),
        link=link,
        image=image,
        duration=episode.duration,
        bytes=episode.bytes,
        frames=episode.frames,
        engine=episode.engine,
        voice=episode.voice,
        loudness=episode.loudness,
        chapters=[[round(c.start, 3), c.title, c.level, c.url, c.img] for c in episode.chapters],
        skipped=dict(script.skipped),
        tags=list(article.tags),
        # A chunk's audio file is named by its key; music pieces are named too (prune keeps them).
        # The limiter's result is kept beside the chunks under its own key: named too (prune keeps it).
        chunks=[chunk.path.stem for chunk in synthesis.chunks]
        + list(
            dict.fromkeys(
                key
                for key in [p.path.stem for p in made.spliced.chunks]
                + list(made.music_keys)
                + ([episode.limiter_key] if episode.limiter_key else [])
                if key not in speech_keys
            )
        ),
        audio_sha256=episode.audio_sha256,
        article_key=article.key,
        page=recordable_page(article.page),
        group=article.group,
        site_lang=article.page_lang,
        cue_blocks=list(episode.cue_blocks),
        block_kinds=list(episode.block_kinds),
    )


def publish_episode(
    article: Article,
    script: Script,
    config: Config,
    out_dir: Path,
    previous: Record | None,
    made: Made,
    *,
    fingerprint: str,
    warn: WarnFn | None = None,
) -> Record:
    """A newly made episode published: its art beside it, its record in the manifest (returned)."""
    image = publish_art(article, config, out_dir, script.lang, script.slug, warn)
    record = new_record(
        article,
        script,
        previous,
        made,
        fingerprint=fingerprint,
        link=article_link(article, config),
        image=image,
        cover=cover_digest(article, config),
    )
    Manifest(out_dir).put(record)
    return record


def refresh_record(record: Record, article: Article, config: Config, out_dir: Path, chunks: list[str]) -> Record:
    """An unchanged episode's record with the article's date and link as they are now, and its `chunks`
    (put in the manifest when anything changed).

    None of them changes the audio, so no re-narration: a date found in the folder name or in
    git after the first build, or a slug now shared with a translation, reaches the feed this way;
    a record from before records named their chunks gets them (the cache's usage records need them).
    """
    date = article.date.isoformat() if article.date else None
    link = article_link(article, config)
    page = recordable_page(article.page)
    if (
        record.date == date
        and record.link == link
        and chunks == record.chunks
        and (record.article_key, record.page, record.group, record.site_lang, record.source)
        == (article.key, page, article.group, article.page_lang, str(article.path))
    ):
        return record
    # A moved article (flow.discovery kept its slug) is recorded at its new place.
    fresh = dataclasses.replace(
        record,
        date=date,
        link=link,
        chunks=chunks,
        article_key=article.key,
        page=page,
        group=article.group,
        site_lang=article.page_lang,
        source=str(article.path),
    )
    Manifest(out_dir).put(fresh)
    return fresh


def _drop_art(ledger: Ledger, layout: OutputLayout, lang: str, slug: str) -> None:
    """Remove the episode's art narrate published before (the ledger removes only narrate's files)."""
    for suffix in (".jpg", ".png"):
        ledger.remove(layout.image(lang, f"{slug}{suffix}"))
