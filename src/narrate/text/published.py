"""Whether the blog's generator publishes an article today, by its own rules.

An episode links to its article's page and the feed lists it: an article the site leaves out has no
page to link to, and its episode would announce something readers cannot find. So a build leaves
out what the generator leaves out, each with its reason, and narrates it the first build after the
generator would publish it:

- Hugo: a page whose publish date (publishDate, pubDate or published, else its date) is still to
  come, unless the site's config sets ``buildFuture``; one whose ``expiryDate`` (or unpublishDate)
  has passed, unless it sets ``buildExpired``; one Hugo renders no page for (``build: {render:
  never}``, ``link`` or false; Hugo's older ``_build`` and ``headless: true``).
- Jekyll: a post (in a ``_posts`` folder), or a document of a collection, dated in the future, unless
  ``future: true`` (Jekyll's default is false).
- Hexo publishes future posts by default (``future: true``); Docusaurus and Astro have no such
  rule, and neither has a folder of Markdown without a generator: all of those are narrated.

Drafts are left out where the front matter says so (narrate.flow.build), for every generator.
"""

from __future__ import annotations

import datetime as dt
from pathlib import PurePosixPath
from typing import Any

from narrate import clock
from narrate.errors import ArticleError

from . import frontmatter
from .frontmatter import HUGO_EXPIRY_KEYS, HUGO_PUBLISH_KEYS
from .model import Article
from .site import Site

__all__ = ["held_back"]

# Hugo's front matter keys are case-insensitive; each date is the first of its keys that is set
# (text.frontmatter lists them).


def held_back(article: Article, site: Site, now: dt.datetime | None = None) -> str:
    """Why `site`'s generator publishes no page for `article` at `now` (UTC; the present when None),
    or "" when it does."""
    now = now or clock.now()
    if site.generator == "hugo":
        return _hugo(article, site, now)
    if site.generator == "jekyll" and not site.future and _jekyll_dated(article, site):
        dated = article.date  # a post's date: its front matter's, else its file name's (Jekyll's own rule)
        if dated is not None and _after(dated, now):
            return (
                f"scheduled: dated {_day(dated)}, and Jekyll publishes no post dated in the future "
                "(future: false); it is narrated by the first build after that"
            )
    return ""


def _jekyll_dated(article: Article, site: Site) -> bool:
    """Whether Jekyll's publisher looks at the article's date: a post, or a document of a collection
    (text.jekyll); a page has none."""
    if site.jekyll is None:
        return "_posts" in article.path.parts
    return site.jekyll.kind(PurePosixPath(site.key(article.path))).kind in ("post", "document")


def _hugo(article: Article, site: Site, now: dt.datetime) -> str:
    meta = {str(key).lower(): value for key, value in article.meta.items()}
    render = _build_render(meta)
    if render:
        return f"Hugo renders no page for it ({render})"
    if not site.future:
        key, publish = _first_date(article, meta, HUGO_PUBLISH_KEYS)
        if not key and article.date_source == "front matter":  # (Hugo reads no date from a file's name unless told to)
            publish = article.date
        if publish is not None and _after(publish, now):
            return (
                f"scheduled: its {key or 'date'} {_day(publish)} is still to come, and Hugo publishes no "
                "future page (buildFuture is off); it is narrated by the first build after that"
            )
    if not site.expired:
        key, expiry = _first_date(article, meta, HUGO_EXPIRY_KEYS)
        if expiry is not None and not _after(expiry, now):
            return (
                f"expired: its {key} {_day(expiry)} has passed, and Hugo publishes no expired page "
                "(buildExpired is off)"
            )
    return ""


def _build_render(meta: dict[str, Any]) -> str:
    """The front matter's way of telling Hugo to render no page, as written; "" when it renders one."""
    for key in ("build", "_build"):
        render = frontmatter.hugo_renders_no_page(meta.get(key))
        if render:
            return f"{key}.{render}"
    if frontmatter.go_flag(meta.get("headless")) is True:  # (cast.ToBool: `headless: "yes"` is false to Hugo)
        return "headless: true"
    return ""


def _first_date(article: Article, meta: dict[str, Any], keys: tuple[str, ...]) -> tuple[str, dt.datetime | None]:
    """The first of `keys` the front matter sets, as Hugo spells it, and its date (None when unreadable:
    a date Hugo cannot read either holds nothing back)."""
    for key in keys:
        if meta.get(key) not in (None, ""):
            try:
                return _spelled(article, key), frontmatter.as_date(meta[key], article.path, key)
            except ArticleError:
                return "", None
    return "", None


def _spelled(article: Article, key: str) -> str:
    return next((str(k) for k in article.meta if str(k).lower() == key), key)


def _after(when: dt.datetime, now: dt.datetime) -> bool:
    """Whether `when` is later than `now`; a date without an offset is read in UTC (Hugo's default
    time zone)."""
    aware = when if when.utcoffset() is not None else when.replace(tzinfo=dt.timezone.utc)
    return aware > now


def _day(when: dt.datetime) -> str:
    return when.date().isoformat()
