"""What a build knows of its articles without parsing them again: a summary of each one's reading.

A no-op build of 1,000 articles used to read and parse every one of them (Markdown,
front matter, language detection) just to find that nothing changed. Reading a file
is a pure function of its bytes and of a few things around it, so the last build's
findings are kept, per file, in the chunk cache's folder (``<cache>/articles/<hash of the output
folder>.json``: never in the output folder, which is published, since front matter is kept as
written) under the key text.source gives the file as it is read (:attr:`Source.key
<narrate.text.source.Source.key>`: its bytes, where it lies, how it is read and by which
reader, the site's data, narrate's code and the reading libraries' versions). The file is
read once: a summary that does not hold is replaced by parsing the same bytes.

When the key matches, the article is taken from its summary: every field of
:class:`~narrate.text.article.Article` except its body and blocks
(``summary_only=True``). That is all deciding "is this episode current" needs; a job
that is narrated after all is read in full first (:func:`complete`). Anything else
(another key, no summary, an unreadable cache file) reads the file as always.

The summary keeps the whole front matter, each value with its type (a date stays a date, a number a
number), never a chosen few keys: the article's place on the blog (text.site: ``slug``, ``url``,
``translationKey``, ``categories``…) and whether it is published are worked out from it on every
build, and a list of the keys someone needs today drifts from what the code reads tomorrow (a second
build once moved every ``slug:`` page). Front matter that JSON cannot hold exactly is not summarized:
that file is parsed on every build.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Callable
from pathlib import Path
from typing import Any

from narrate import records
from narrate.config import Config
from narrate.text import article as parser
from narrate.text.model import Article
from narrate.text.source import Source, read_options, read_source


def _path(cache_root: Path, out_dir: Path) -> Path:
    return records.record_path(cache_root, records.READINGS, str(Path(out_dir).resolve()))


def parse_article(source: Source) -> Article:
    """The build's one call into the parser (narrate.text.article.parse_article, looked up there on
    each call), which a build whose articles all come from their summaries never makes."""
    return parser.parse_article(source)


def read_article(path: Path, *, root: Path | None = None, config: Config | None = None) -> Article:
    """The article at `path`, read and parsed (a build without a cache folder keeps no summaries)."""
    return parse_article(read_source(path, root=root, config=config))


class Readings:
    """The summaries of an output folder's articles: the last build's, and this one's.

    `root` is the content folder the articles were found in by walking it (flow.discovery.discover),
    unless `walked` is False (an article given by hand, `narrate ARTICLE.md`).
    """

    def __init__(
        self,
        cache_root: Path,
        out_dir: Path,
        root: Path | None,
        config: Config,
        *,
        walked: bool = True,
        on_parse: Callable[[], None] | None = None,
    ) -> None:
        self.on_parse = on_parse  # called before an article is parsed (new or changed): the engine may warm up
        self.file = _path(cache_root, out_dir)
        self.root = root
        self.walked = walked
        self.config = config
        # How the articles are read, decided once for the content folder (per file for one given by hand).
        self.options = read_options(config, root) if root is not None else None
        self.found: dict[str, dict[str, Any]] = {}  # what this build read: path → {"key", "article"}
        last = records.load_record(self.file, records.READINGS)
        self.last: dict[str, Any] = last if isinstance(last, dict) else {}

    def read(self, path: Path) -> Article:
        """The article at `path`: from its summary when the key matches, else parsed from the same read
        of the file (raises ArticleError as read_article)."""
        source = read_source(path, root=self.root, config=self.config, walked=self.walked, options=self.options)
        key = source.key
        entry = self.last.get(str(path))
        if key is not None and isinstance(entry, dict) and entry.get("key") == key:
            article = _from_summary(path, source.source_hash, entry.get("article"), source.content_key or "")
            if article is not None:
                self.found[str(path)] = entry
                return article
        if self.on_parse is not None:
            self.on_parse()
        article = parse_article(source)
        summary = _summary(article)
        if summary is not None and key is not None:
            self.found[str(path)] = {"key": key, "article": summary}
        content = source.content_key
        return article if content is None else dataclasses.replace(article, reading_key=content)

    def save(self, *, keep_others: bool = False) -> None:
        """Keep this build's summaries (only the files it read), unless they are what is there already.

        `keep_others`: keep the other files' summaries too (one article was read, not a whole
        content folder, so the others were not found gone).
        """
        found = {**self.last, **self.found} if keep_others else self.found
        if found != self.last:
            records.save_record(self.file, records.READINGS, dict(sorted(found.items())))


def _summary(article: Article) -> dict[str, Any] | None:
    """The article's fields as JSON data, or None when they cannot be kept exactly (then it is always read)."""
    if not article.has_prose or article.summary_only or article.warnings:
        return (
            None  # (a file with a warning, a legacy encoding or a rolled-over date, is read and warned of every time)
        )
    try:
        meta = encode_value(article.meta)
    except ValueError:
        return None
    date = article.date.isoformat() if article.date is not None else None
    if article.date is not None and (
        dt.datetime.fromisoformat(str(date)) != article.date
        or dt.datetime.fromisoformat(str(date)).utcoffset() != article.date.utcoffset()
    ):
        return None
    return {
        "source_hash": article.source_hash,
        "meta": meta,
        "title": article.title,
        "slug": article.slug,
        "lang": article.lang,
        "lang_source": article.lang_source,
        "date": date,
        "description": article.description,
        "author": article.author,
        "draft": article.draft,
        "image": article.image,
        "tags": list(article.tags),
        "url": article.url,
        "date_source": article.date_source,
        "slug_given": article.slug_given,
    }


def _from_summary(path: Path, source_hash: str, data: Any, content_key: str) -> Article | None:
    if not isinstance(data, dict) or data.get("source_hash") != source_hash:
        return None
    texts = ("title", "slug", "lang", "lang_source", "description", "author", "image", "url", "date_source")
    try:
        meta = decode_value(data.get("meta"))
    except ValueError:
        return None  # (an edited summary: the file is parsed instead)
    if (
        not all(isinstance(data.get(k), str) for k in texts)
        or not isinstance(meta, dict)
        or not isinstance(data.get("draft"), bool)
        or not isinstance(data.get("slug_given"), bool)
        or not isinstance(data.get("tags"), list)
        or not all(isinstance(t, str) for t in data["tags"])
    ):
        return None
    date = data.get("date")
    try:
        when = dt.datetime.fromisoformat(date) if isinstance(date, str) else None
    except ValueError:
        return None  # (an edited summary: the file is parsed instead)
    if date is not None and when is None:
        return None
    return Article(
        path=path,
        source_hash=source_hash,
        meta=meta,
        body="",
        title=data["title"],
        slug=data["slug"],
        lang=data["lang"],
        lang_source=data["lang_source"],
        date=when,
        description=data["description"],
        author=data["author"],
        draft=data["draft"],
        image=data["image"],
        tags=tuple(data["tags"]),
        url=data["url"],
        blocks=(),
        date_source=data["date_source"],
        slug_given=data["slug_given"],
        summary_only=True,
        reading_key=content_key,
    )


# The types a summary keeps beside JSON's own, each as a one-key object {tag: ISO text};
# a mapping is {"map": [[key, value], …]} (its keys may be numbers or dates, and its
# order is kept), so every JSON object in an encoding is a tag and none is ambiguous.
_TIMES: dict[str, type[dt.date] | type[dt.time]] = {"datetime": dt.datetime, "date": dt.date, "time": dt.time}


def encode_value(value: Any) -> Any:
    """`value` (front matter as a reader made it) as JSON data that :func:`decode_value` turns back into an
    equal value of the same types; raises ValueError for what it cannot hold exactly."""
    if value is None or isinstance(value, (str, bool, int)):
        return value
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise ValueError("not a finite number")  # (JSON has no NaN; the file is parsed instead)
        return value
    if isinstance(value, list):
        return [encode_value(item) for item in value]
    if isinstance(value, dict):
        return {"map": [[encode_value(k), encode_value(v)] for k, v in value.items()]}
    for tag, kind in _TIMES.items():  # datetime first: a datetime is a date too
        if type(value) is kind:
            text = value.isoformat()
            back = _from_iso(tag, text)
            if back != value or _offset(back) != _offset(value):
                raise ValueError(f"{tag} {text} does not read back")
            return {tag: text}
    raise ValueError(f"a {type(value).__name__}")


def decode_value(data: Any) -> Any:
    """The value :func:`encode_value` made `data` of (raises ValueError for anything it does not make)."""
    if data is None or isinstance(data, (str, bool, int, float)):
        return data
    if isinstance(data, list):
        return [decode_value(item) for item in data]
    if isinstance(data, dict) and len(data) == 1:
        [(tag, inner)] = data.items()
        if tag == "map" and isinstance(inner, list) and all(isinstance(p, list) and len(p) == 2 for p in inner):
            try:
                return {decode_value(k): decode_value(v) for k, v in inner}
            except TypeError:
                raise ValueError("a key that is no key") from None  # (a list as a key: an edited summary)
        if tag in _TIMES and isinstance(inner, str):
            return _from_iso(tag, inner)
    raise ValueError("not an encoded value")


def _offset(value: Any) -> dt.timedelta | None:
    """A time's offset from UTC (aware times of one instant in two offsets are equal, and not the same)."""
    return value.utcoffset() if isinstance(value, (dt.datetime, dt.time)) else None


def _from_iso(tag: str, text: str) -> Any:
    return _TIMES[tag].fromisoformat(text)  # (ValueError for text that is no such time)


def complete(article: Article, root: Path | None, config: Config) -> Article:
    """`article` with its body and blocks: read in full when it came from a summary (its identity and
    date, which the build may have set from its translations or from git, kept)."""
    if not article.summary_only:
        return article
    full = parse_article(read_source(article.path, root=root, config=config))
    if article.lang_source.startswith("derived"):
        full = parser.derive(full, article.lang)
    # The reading key stands for what was read only if the file is still the one summarized.
    key = article.reading_key if full.source_hash == article.source_hash else ""
    return dataclasses.replace(
        full,
        slug=article.slug,
        date=article.date,
        date_source=article.date_source,
        reading_key=key,
        key=article.key,
        page=article.page,
        group=article.group,
        site_lang=article.site_lang,
        web_roots=article.web_roots,
    )
