"""What a build knows of its articles without parsing them again: a summary of each one's reading.

A no-op build of 1,000 articles used to read and parse every one of them (Markdown,
front matter, language detection) just to find that nothing changed. Reading a file
is a pure function of its bytes and of a few things around it, so the last build's
findings are kept, per file, in the chunk cache's folder (``<cache>/articles/<hash of the output
folder>.json``: never in the output folder, which is published, since front matter is kept as
written) under a key made of:

- the file's bytes (sha256), its path as given and as resolved, and the content folder;
- how articles are read (voices.yaml's reading options) and by which reader (only
  narrate's own readers: a plugin's reader is always asked again);
- narrate's version and the source of its text stage, and the versions of the
  libraries the reading uses (markdown-it-py, its plugins, PyYAML, pypinyin).

When the key matches, the article is taken from its summary: every field of
:class:`~narrate.text.article.Article` except its body and blocks
(``summary_only=True``). That is all deciding "is this episode current" needs; a job
that is narrated after all is read in full first (:func:`complete`). Anything else
(another key, no summary, an unreadable cache file) reads the file as always.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime as dt
import functools
import hashlib
import json
import stat
from pathlib import Path
from typing import Any

from narrate import atomic
from narrate.config import Config
from narrate.errors import NarrateError
from narrate.text.language import content_root
from narrate.text.model import MAX_BYTES, Article
from narrate.text.readers import ReadOptions, reader_for
from narrate.text.site_data import site_data

from .plans import _code_digest

FORMAT = 1
_OPT_OUT_KEYS = ("audio", "narrate")  # the front matter a build looks at besides the fields (flow.build._opted_out)
_LIBRARIES = ("markdown-it-py", "mdit-py-plugins", "PyYAML", "pypinyin", "tomli")


@functools.lru_cache(maxsize=1)
def _libraries() -> str:
    from importlib import metadata

    versions = []
    for name in _LIBRARIES:
        try:
            versions.append(f"{name}={metadata.version(name)}")
        except metadata.PackageNotFoundError:
            versions.append(f"{name}=-")
    return ",".join(versions)


def _path(cache_root: Path, out_dir: Path) -> Path:
    name = str(Path(out_dir).resolve()).encode("utf-8", "surrogateescape")
    return Path(cache_root) / "articles" / f"{hashlib.sha256(name).hexdigest()[:32]}.json"


def read_article(path: Path, **options: Any) -> Article:
    """narrate.text.article.read_article, loaded when an article is read after all: a build whose
    articles all come from their summaries loads none of the reading machinery."""
    from narrate.text.article import read_article as read

    return read(path, **options)


class Readings:
    """The summaries of an output folder's articles: the last build's, and this one's.

    `root` is the content folder the articles were found in by walking it (flow.build.discover).
    """

    def __init__(self, cache_root: Path, out_dir: Path, root: Path | None, config: Config, *,
                 walked: bool = True) -> None:
        self.file = _path(cache_root, out_dir)
        self.root = root
        # The articles were found by walking `root` (a build: no folder link followed below it); else a path
        # given by hand (`narrate ARTICLE.md`), whose folders may be links: resolved in full, every time.
        self.walked = walked
        self.config = config
        self.options = ReadOptions.for_folder(config, root)
        self.found: dict[str, dict[str, Any]] = {}  # what this build read: path → {"key", "article"}
        self._root_resolved = str(root.resolve()) if root is not None else ""
        try:
            data = json.loads(self.file.read_text(encoding="utf-8"))
            self.last: dict[str, Any] = data["articles"] if data.get("format") == FORMAT else {}
            if not isinstance(self.last, dict):
                self.last = {}
        except (OSError, ValueError, TypeError, KeyError, AttributeError):
            self.last = {}

    def _key(self, path: Path, source_hash: str) -> str | None:
        reader = reader_for(path)
        if not type(reader).__module__.startswith("narrate."):
            return None  # a plugin's reader: its code is not part of the key
        try:
            code = _code_digest()
            resolved = self._resolved_folder(path)
        except (OSError, RuntimeError):
            return None
        around = self.root if self.root is not None else content_root(path)
        material = repr((FORMAT, code, _libraries(), str(path), str(path.absolute()), resolved, str(around),
                         self._root_resolved, repr(self.options), type(reader).__qualname__, source_hash))
        return hashlib.sha256(material.encode("utf-8", "surrogateescape")).hexdigest()

    def content_key(self, path: Path, source_hash: str) -> str | None:
        """What the article's body and blocks are a function of: its bytes, how it is read and by which
        reader, and narrate's and its libraries' code; not where it lies (its path decides only fields
        an Article carries, such as its language and slug). flow.plans keys an episode's script by it,
        so a rebuild finds its plan however the article's path is spelled."""
        reader = reader_for(path)
        if not type(reader).__module__.startswith("narrate."):
            return None
        try:
            code = _code_digest()
        except OSError:
            return None
        # The site's variables (text.site_data) are filled into the blocks: their files count too.
        material = repr((FORMAT, "content", code, _libraries(), repr(self.options), type(reader).__qualname__,
                         source_hash, site_data(path).stamp))
        return hashlib.sha256(material.encode("utf-8", "surrogateescape")).hexdigest()

    def _resolved_folder(self, path: Path) -> str:
        """The article's folder with links resolved: a build's articles were found by walking the content
        folder (no folder links followed below it), so that is the resolved content folder and the rest."""
        if self.root is not None and self.walked:
            with contextlib.suppress(ValueError):
                parts = path.parent.relative_to(self.root).parts
                if ".." not in parts and "." not in parts:
                    return "/".join((self._root_resolved, *parts))
        return str(path.parent.resolve())

    def read(self, path: Path) -> Article:
        """The article at `path`: from its summary when the key matches, else read (raises as read_article)."""
        try:
            info = path.stat()
            if stat.S_ISREG(info.st_mode) and info.st_size <= MAX_BYTES:
                source_hash = hashlib.sha256(path.read_bytes()).hexdigest()
                key = self._key(path, source_hash)
                entry = self.last.get(str(path))
                if key is not None and isinstance(entry, dict) and entry.get("key") == key:
                    article = _from_summary(path, source_hash, entry.get("article"),
                                            self.content_key(path, source_hash) or "")
                    if article is not None:
                        self.found[str(path)] = entry
                        return article
        except (OSError, ValueError, TypeError, KeyError):
            pass
        article = read_article(path, root=self.root, config=self.config)
        summary = _summary(article)
        key = self._key(path, article.source_hash)
        if summary is not None and key is not None:
            self.found[str(path)] = {"key": key, "article": summary}
        content = self.content_key(path, article.source_hash)
        if content is not None:
            article = dataclasses.replace(article, reading_key=content)
        return article

    def save(self, *, keep_others: bool = False) -> None:
        """Keep this build's summaries (only the files it read), unless they are what is there already.

        `keep_others`: keep the other files' summaries too (one article was read, not a whole
        content folder, so the others were not found gone).
        """
        found = {**self.last, **self.found} if keep_others else self.found
        if found == self.last:
            return
        data = json.dumps({"format": FORMAT, "articles": dict(sorted(found.items()))}, ensure_ascii=False)
        try:
            atomic.write_if_changed(self.file, data.encode("utf-8"))
        except (OSError, NarrateError):
            pass  # a cache: the next build reads the articles again


def _summary(article: Article) -> dict[str, Any] | None:
    """The article's fields as JSON data, or None when they cannot be kept exactly (then it is always read)."""
    if not article.has_prose or article.summary_only or article.warnings:
        return None  # (a file with a warning, a legacy encoding or a rolled-over date, is read and warned of every time)
    meta = {k: article.meta[k] for k in _OPT_OUT_KEYS if k in article.meta}
    if any(v is not None and not isinstance(v, (str, bool, int, float)) for v in meta.values()):
        return None
    date = article.date.isoformat() if article.date is not None else None
    if article.date is not None and (dt.datetime.fromisoformat(str(date)) != article.date
                                     or dt.datetime.fromisoformat(str(date)).utcoffset() != article.date.utcoffset()):
        return None
    return {
        "source_hash": article.source_hash, "meta": meta, "title": article.title, "slug": article.slug,
        "lang": article.lang, "lang_source": article.lang_source, "date": date, "description": article.description,
        "author": article.author, "draft": article.draft, "image": article.image, "tags": list(article.tags),
        "url": article.url, "date_source": article.date_source, "slug_given": article.slug_given,
    }


def _from_summary(path: Path, source_hash: str, data: Any, content_key: str) -> Article | None:
    if not isinstance(data, dict) or data.get("source_hash") != source_hash:
        return None
    texts = ("title", "slug", "lang", "lang_source", "description", "author", "image", "url", "date_source")
    if not all(isinstance(data.get(k), str) for k in texts) or not isinstance(data.get("meta"), dict) \
            or not isinstance(data.get("draft"), bool) or not isinstance(data.get("slug_given"), bool) \
            or not isinstance(data.get("tags"), list) or not all(isinstance(t, str) for t in data["tags"]):
        return None
    date = data.get("date")
    if date is not None and not isinstance(date, str):
        return None
    return Article(
        path=path, source_hash=source_hash, meta=dict(data["meta"]), body="", title=data["title"],
        slug=data["slug"], lang=data["lang"], lang_source=data["lang_source"],
        date=dt.datetime.fromisoformat(date) if date is not None else None,
        description=data["description"], author=data["author"], draft=data["draft"], image=data["image"],
        tags=tuple(data["tags"]), url=data["url"], blocks=(), date_source=data["date_source"],
        slug_given=data["slug_given"], summary_only=True, reading_key=content_key,
    )


def complete(article: Article, root: Path | None, config: Config) -> Article:
    """`article` with its body and blocks: read in full when it came from a summary (its identity and
    date, which the build may have set from its translations or from git, kept)."""
    if not article.summary_only:
        return article
    full = read_article(article.path, root=root, config=config)
    if article.lang_source.startswith("derived"):
        from narrate.text.article import derive

        full = derive(full, article.lang)
    # The reading key stands for what was read only if the file is still the one summarized.
    key = article.reading_key if full.source_hash == article.source_hash else ""
    return dataclasses.replace(full, slug=article.slug, date=article.date, date_source=article.date_source,
                               reading_key=key, key=article.key, page=article.page, group=article.group)
