"""Hexo's own rules, as Hexo 7 and 8 apply them: which files it publishes, as what, and where.

Read from Hexo's source (lib/plugins/processor/post.ts, asset.ts and common.ts; lib/plugins/filter/
post_permalink.ts; lib/models/post.ts, page.ts and category.ts; hexo-util's permalink.ts, slugize.ts,
full_url_for.ts and pretty_urls.ts; hexo-front-matter 4.x, the one every Hexo release reads front
matter with) and held against the real ``hexo`` by tests/text/test_conformance.py:

- **As what.** A post is a file below ``source/_posts`` that a renderer takes (Markdown) and no
  folder or name of which below ``_posts`` starts with ``_`` or ``.``; ``_drafts`` are not
  published. Any other renderable file of ``source`` that is not hidden (no part of its path starting
  with ``_`` or ``.``, unless ``include:`` names it), not in ``exclude:`` nor ``skip_render:``, is a
  page. ``published: false`` leaves a post out.
- **Where.** A post's path is ``permalink`` (``:year/:month/:day/:title/``) filled in:
  ``:title`` is the file's path below ``_posts`` without its extension, as ``new_post_name``
  parses it (``:year-:month-:day-:title.md`` takes the date off), ``:name`` its last part,
  ``:post_title`` the front matter title slugified, ``:category`` the last category's slug
  (``default_category`` without one), ``:hash`` and the date tokens; any other token is the front
  matter's field of that name (``:abbrlink``), else ``permalink_defaults``'. Front matter
  ``permalink`` wins. A page's path is its file's with ``.html`` (``about/index.md`` →
  ``about/index.html``), or its front matter ``permalink``. ``pretty_urls.trailing_index: false``
  drops a final ``index.html``, ``trailing_html: false`` a final ``.html``. The site's ``root`` goes
  in front.
- **The date in a post's URL** (:func:`url_date`): Hexo formats it in the zone of the machine that
  builds the site (moment's local zone), never in its ``timezone:`` setting, which only says how to
  read a date written without an offset. So the same post can have another URL when built on a
  laptop in Shanghai and on CI in UTC; narrate assumes the blog is built in ``site.timezone`` of
  voices.yaml, UTC by default (where CI runs).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import os
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import PurePosixPath
from typing import Any

from narrate.patterns import LazyPattern

__all__ = ["Hexo", "js_date", "url_date"]

# hexo-renderer-marked's extensions (the renderer every Hexo site has for Markdown).
_MARKDOWN = (".md", ".markdown", ".mkd", ".mkdn", ".mdwn", ".mdtxt", ".mdtext")
_TOKEN = LazyPattern(r":(\w*[^_\W])")
_SPECIAL = LazyPattern(r"[\s~`!@#$%^&*()\-_+=\[\]{}|\\;:\"'<>,.?/]+")
_CONTROL = LazyPattern(r"[\u0000-\u001f]")


@dataclass(frozen=True)
class Hexo:
    """One Hexo site's settings that decide what it publishes and where."""

    permalink: str = ":year/:month/:day/:title/"
    new_post_name: str = ":title.md"
    defaults: Mapping[str, Any] = field(default_factory=dict)  # permalink_defaults
    trailing_index: bool = True
    trailing_html: bool = True
    timezone: str = ""  # `timezone:`: the zone a date without an offset is read in ("" = the build machine's)
    default_category: str = "uncategorized"
    category_map: Mapping[str, str] = field(default_factory=dict)
    filename_case: int = 0
    skip_render: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()
    include: tuple[str, ...] = ()
    post_asset_folder: bool = False

    @classmethod
    def from_config(cls, data: Mapping[str, Any]) -> Hexo:
        """The settings `_config.yml` (`data`) gives."""
        found = data.get("pretty_urls")
        pretty: Mapping[str, Any] = found if isinstance(found, dict) else {}
        defaults = data.get("permalink_defaults")
        categories = data.get("category_map")
        case = data.get("filename_case")
        return cls(
            permalink=_text(data.get("permalink")) or ":year/:month/:day/:title/",
            new_post_name=_text(data.get("new_post_name")) or ":title.md",
            defaults=dict(defaults) if isinstance(defaults, dict) else {},
            trailing_index=pretty.get("trailing_index") is not False,
            trailing_html=pretty.get("trailing_html") is not False,
            timezone=_text(data.get("timezone")),
            default_category=_text(data.get("default_category")) or "uncategorized",
            category_map={str(k): str(v) for k, v in categories.items()} if isinstance(categories, dict) else {},
            filename_case=case if isinstance(case, int) and not isinstance(case, bool) else 0,
            skip_render=_globs(data.get("skip_render")),
            exclude=_globs(data.get("exclude")),
            include=_globs(data.get("include")),
            post_asset_folder=data.get("post_asset_folder") is True,
        )

    # ------------------------------------------------------------------------------------ as what

    def kind(self, rel: PurePosixPath) -> tuple[str, str]:
        """What Hexo makes of the file at `rel` (below source_dir): ("post" | "page" | "draft" | "unread",
        why in words when it publishes no page for it)."""
        path = rel.as_posix()
        if path.endswith(("%", "~")):
            return "unread", "Hexo skips a file whose name ends with % or ~ (an editor's temporary file)"
        renderable = os.path.splitext(path)[1].lower() in _MARKDOWN
        for magic, what in (("_posts/", "post"), ("_drafts/", "draft")):
            if path.startswith(magic):
                below = path[len(magic) :]
                if re.search(r"(^|/)[_.]", below):
                    return (
                        "unread",
                        f"Hexo skips {magic.rstrip('/')} files in a folder or with a name starting with _ or .",
                    )
                if what == "draft":
                    return "draft", "a draft (in _drafts): Hexo publishes it only with render_drafts"
                if not renderable or _matches(path, self.skip_render):
                    return "unread", "Hexo renders no page for it (skip_render, or no renderer for its type)"
                if self.post_asset_folder and os.path.splitext(path)[1] != os.path.splitext(self.new_post_name)[1]:
                    return "unread", "with post_asset_folder, Hexo takes only files of new_post_name's type as posts"
                return "post", ""
        if _matches(path, self.exclude):
            return "unread", "`exclude:` in _config.yml leaves it out"
        if re.search(r"(^|/)[_.]", path) and not _matches(path, self.include):
            return (
                "unread",
                "Hexo does not read a file in a folder or with a name starting with _ or . unless `include:` names it",
            )
        if not renderable or _matches(path, self.skip_render):
            return "unread", "Hexo copies it as it is (skip_render, or no renderer for its type)"
        return "page", ""

    # ---------------------------------------------------------------------------------------- where

    def path(self, rel: PurePosixPath, kind: str, meta: Mapping[str, Any], *, build_zone: str = "UTC") -> str:
        """The page's path below the site's root as Hexo links it (its `permalink`, pretty_urls applied)."""
        path = self._post_path(rel, meta, build_zone) if kind in ("post", "draft") else self._page_path(rel, meta)
        path = "/" + path.lstrip("/")
        path = re.sub(r"/{2,}", "/", path)
        if not self.trailing_index:
            path = re.sub(r"index\.html$", "", path)
        if not self.trailing_html and not path.endswith("index.html"):
            path = re.sub(r"\.html$", "", path)
        return path

    def _page_path(self, rel: PurePosixPath, meta: Mapping[str, Any]) -> str:
        """asset.ts's processPage: front matter permalink (`/` → `index`, no extension → `.html`), else
        the file's path with `.html`."""
        permalink = meta.get("permalink")
        if isinstance(permalink, str) and permalink:
            path = permalink + ("index" if permalink.endswith("/") else "")
            return path if os.path.splitext(path)[1] else path + ".html"
        return os.path.splitext(rel.as_posix())[0] + ".html"

    def _post_path(self, rel: PurePosixPath, meta: Mapping[str, Any], build_zone: str) -> str:
        """post_permalink.ts: front matter permalink, else the site's permalink filled in."""
        permalink = meta.get("permalink")
        if isinstance(permalink, str) and permalink:
            if self.post_asset_folder and not permalink.endswith(("/", ".html")):
                permalink += "/"
            return permalink
        info = self.filename_info(rel)
        slug = str(info.get("title", ""))
        when = url_date(meta.get("date"), info, self.timezone, build_zone)
        values: dict[str, Any] = {
            "id": meta.get("id") if meta.get("id") is not None else "undefined",
            "title": slug,
            "name": slug.rsplit("/", 1)[-1],
            "post_title": slugize(str(meta.get("title") or ""), transform=1),
            "category": self._category(meta),
        }
        if when is not None:
            values.update(
                year=f"{when.year:04d}",
                month=f"{when.month:02d}",
                day=f"{when.day:02d}",
                hour=f"{when.hour:02d}",
                minute=f"{when.minute:02d}",
                second=f"{when.second:02d}",
                i_month=str(when.month),
                i_day=str(when.day),
            )
            instant = _instant(when, build_zone)
            values["timestamp"] = str(int(instant.timestamp()))
            values["hash"] = hashlib.sha1(f"{slug}{int(instant.timestamp())}".encode()).hexdigest()[:12]
        for key, value in meta.items():
            values.setdefault(str(key), value)
        for key, value in self.defaults.items():
            values.setdefault(str(key), value)
        path = _TOKEN.sub(lambda m: _js_string(values.get(m.group(1))), self.permalink)
        if self.post_asset_folder and not path.endswith(("/", ".html")):
            path += "/"
        return path

    def filename_info(self, rel: PurePosixPath) -> dict[str, str]:
        """post.ts's parseFilename: new_post_name's tokens read from the path below _posts (without its
        extension); a path it does not match is slugized whole as the title."""
        path = rel.as_posix()
        for magic in ("_posts/", "_drafts/"):
            if path.startswith(magic):
                path = path[len(magic) :]
        path = os.path.splitext(path)[0]
        rule = os.path.splitext(self.new_post_name)[0]
        segments = {
            "year": r"(\d{4})",
            "month": r"(\d{2})",
            "day": r"(\d{2})",
            "i_month": r"(\d{1,2})",
            "i_day": r"(\d{1,2})",
            "hash": r"([0-9a-f]{12})",
        }
        names: list[str] = []

        def segment(match: re.Match[str]) -> str:
            names.append(match.group(1))
            return segments.get(match.group(1), "(.+?)")

        pattern = _TOKEN.sub(segment, re.escape(rule).replace("\\:", ":"))
        found = re.match(f"^{pattern}$", path)
        if found is None:
            return {"title": slugize(path)}
        data = dict(zip(names, found.groups()))
        data.setdefault("title", slugize(path))
        return data

    def _category(self, meta: Mapping[str, Any]) -> str:
        """The last category's slug, its parents' in front (category.ts), else default_category."""
        raw = meta.get("categories", meta.get("category"))
        if raw is None or raw == [] or raw == "":
            return self.default_category
        chains = raw if isinstance(raw, list) else [raw]
        if chains and all(not isinstance(c, list) for c in chains):
            chains = [chains]  # [a, b]: one chain, b below a
        last = [c for c in chains if c not in (None, [], "")][-1]
        names = last if isinstance(last, list) else [last]
        return "/".join(slugize(self.category_map.get(str(n), str(n)), transform=self.filename_case) for n in names)


# ------------------------------------------------------------------------------------------- dates


def url_date(value: Any, info: Mapping[str, str], timezone: str, build_zone: str) -> dt.datetime | None:
    """The date in a post's URL, shown in the build machine's zone (`build_zone`), as Hexo makes it.

    hexo-front-matter 4.x reads a YAML timestamp as its wall clock in UTC and keeps that wall clock as
    the machine's local time (an offset written in it is so undone); a quoted date goes through
    JavaScript's ``new Date``. With ``timezone:`` set, that wall clock is then read in the blog's zone
    (post.ts's adjustDateForTimezone). moment then formats the moment in the machine's zone."""
    local = _zone(build_zone)
    wall = _wall(value, local)
    if (
        wall is None
        and info.get("year")
        and (info.get("month") or info.get("i_month"))
        and (info.get("day") or info.get("i_day"))
    ):
        try:
            wall = dt.datetime(
                int(info["year"]), int(info.get("month") or info["i_month"]), int(info.get("day") or info["i_day"])
            )
        except ValueError:
            wall = None
    if wall is None:
        return None
    moment = wall.replace(tzinfo=_zone(timezone) or local)
    return moment.astimezone(local).replace(tzinfo=None)


def _wall(value: Any, local: Any) -> dt.datetime | None:
    """The local wall clock Hexo holds for a front matter date, before `timezone:` is applied."""
    if isinstance(value, dt.datetime):
        if value.tzinfo is not None:
            return value.astimezone(dt.timezone.utc).replace(tzinfo=None)  # js-yaml's UTC wall clock, kept
        return value
    if isinstance(value, dt.date):
        return dt.datetime(value.year, value.month, value.day)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return dt.datetime.fromtimestamp(value / 1000, local).replace(tzinfo=None)
    if isinstance(value, str) and value.strip():
        return _js_date(value.strip(), local)
    return None


_ISO_DATE = LazyPattern(r"^(\d{4})-(\d{2})-(\d{2})$")
_DATE_TIME = LazyPattern(
    r"^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?"
    r"\s*(Z|[-+]\d{2}:?\d{2})?$"
)


def _js_date(text: str, local: Any) -> dt.datetime | None:
    """`new Date(text)` for the forms front matter dates take, as a wall clock in the machine's zone:
    an ISO date alone is UTC midnight; a date and time without an offset is local; with one, that moment."""
    from .article import hexo_date  # js-yaml-style dates past a month's end

    match = _ISO_DATE.match(text)
    if match:
        try:
            moment = dt.datetime(int(match[1]), int(match[2]), int(match[3]), tzinfo=dt.timezone.utc)
        except ValueError:
            return None
        return moment.astimezone(local).replace(tzinfo=None)
    match = _DATE_TIME.match(text)
    if match is None:
        rolled = hexo_date(text)
        return rolled.replace(tzinfo=None) if isinstance(rolled, dt.datetime) else _lenient(text, local)
    year, month, day, hour, minute, second = (int(g) if g else 0 for g in match.groups()[:6])
    try:
        moment = dt.datetime(year, month, day, hour, minute, second)
    except ValueError:
        # A day the calendar does not have (2018-02-31): the reader kept js-yaml's timestamp as written,
        # and js-yaml counts on past the month's end (text.article.hexo_date).
        rolled = hexo_date(text)
        if isinstance(rolled, dt.datetime) and rolled.tzinfo is not None:
            return rolled.astimezone(dt.timezone.utc).replace(tzinfo=None)
        return rolled or _lenient(text, local)
    zone = match.group(8)
    if not zone:
        return moment
    if zone == "Z":
        aware = moment.replace(tzinfo=dt.timezone.utc)
    else:
        digits = zone[1:].replace(":", "")
        offset = dt.timedelta(hours=int(digits[:2]), minutes=int(digits[2:]))
        aware = moment.replace(tzinfo=dt.timezone(-offset if zone[0] == "-" else offset))
    return aware.astimezone(local).replace(tzinfo=None)


# V8's legacy reading (JavaScript's `new Date(text)` for text that is not ES5's ISO form) of the numeric forms
# front matter dates take: year-month-day (or with `/`), numbers of any width, then a time, then a zone.
_LEGACY = LazyPattern(
    r"(\d{3,6})[-/](\d+)[-/](\d+)(?:[ \t]+(\d+):(\d+)(?::(\d+)(?:\.(\d+))?)?)?"
    r"[ \t]*(?:(Z|UTC|GMT)|(?:(?:UTC|GMT)[ \t]*)?([-+])(\d{2}):?(\d{2}))?",
    re.IGNORECASE,
)


def js_date(text: str) -> dt.datetime | None:
    """JavaScript's ``new Date(text)`` (V8, node's), as Hexo reads a front matter date that js-yaml left a
    string (post.ts's toDate), for the forms front matter dates take; None where V8 gives no date.

    Outside ES5's ISO form V8 reads leniently, and exactly so: ``year-month-day`` (or ``/``), each number
    of any width (``2022-010-10`` is 10 October: a leading zero is a zero), month 1–12, day 1–31 counted on
    past the month's end (``2022-02-30`` is 2 March), ``h:m[:s[.ms]]`` with ``24:00`` the next midnight,
    then ``Z``, ``UTC``/``GMT`` or an offset. Without a zone it is the machine's wall clock (naive here),
    which Hexo then reads in the blog's ``timezone:``. (Checked against node 20's Date.)"""
    match = _LEGACY.fullmatch(text.strip())
    if match is None:
        return None
    if any(len(group) > 9 for group in match.groups(default="")):
        return None  # no calendar field is that long (and int() refuses past 4,300 digits)
    year, month, day = int(match[1]), int(match[2]), int(match[3])
    hour, minute, second = (int(match[i]) if match[i] else 0 for i in (4, 5, 6))
    if not (
        1 <= month <= 12
        and 1 <= day <= 31
        and minute < 60
        and second < 60
        and (hour < 24 or (hour == 24 and minute == second == 0 and not match[7]))
    ):
        return None
    fraction = int((match[7] or "0")[:3].ljust(3, "0"))
    try:
        moment = dt.datetime(year, month, 1) + dt.timedelta(
            days=day - 1, hours=hour, minutes=minute, seconds=second, milliseconds=fraction
        )
    except (ValueError, OverflowError):
        return None
    if match[8]:
        return moment.replace(tzinfo=dt.timezone.utc)
    if match[9]:
        offset = dt.timedelta(hours=int(match[10]), minutes=int(match[11]))
        return moment.replace(tzinfo=dt.timezone(-offset if match[9] == "-" else offset))
    return moment


def _lenient(text: str, local: Any) -> dt.datetime | None:
    """A date js-yaml left a string (`2022-010-10`, `2022-2-30 23:50`) as Hexo's `new Date` reads it
    (:func:`js_date`), as a wall clock in the machine's zone."""
    moment = js_date(text)
    if moment is not None and moment.tzinfo is not None:
        return moment.astimezone(local).replace(tzinfo=None)
    return moment


def _instant(wall: dt.datetime, zone: str) -> dt.datetime:
    return wall.replace(tzinfo=_zone(zone))


def _zone(name: str) -> Any:
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

    try:
        return ZoneInfo(name or "UTC")
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo("UTC") if name else None


# ------------------------------------------------------------------------------------------ helpers


def slugize(text: str, *, transform: int = 0) -> str:
    """hexo-util's slugize: accents off Latin letters, ASCII punctuation and spaces to one `-`."""
    out = unicodedata.normalize("NFKD", text)
    out = "".join(ch for ch in out if not (unicodedata.combining(ch)))
    out = _CONTROL.sub("", out)
    out = _SPECIAL.sub("-", out)
    out = re.sub(r"-{2,}", "-", out).strip("-")
    return out.lower() if transform == 1 else out.upper() if transform == 2 else out


def _js_string(value: Any) -> str:
    """A value as JavaScript's string replacement writes it (undefined, true, 1, a list joined by commas)."""
    if value is None:
        return "undefined"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return ",".join("" if v is None else _js_string(v) for v in value)
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _matches(path: str, patterns: tuple[str, ...]) -> bool:
    """micromatch's isMatch for the globs sites write (`**`, `*`, `?`)."""
    return any(_glob(p).match(path) for p in patterns)


def _glob(pattern: str) -> re.Pattern[str]:
    out = ""
    i = 0
    while i < len(pattern):
        if pattern.startswith("**/", i):
            out += "(?:.*/)?"
            i += 3
        elif pattern.startswith("**", i):
            out += ".*"
            i += 2
        elif pattern[i] == "*":
            out += "[^/]*"
            i += 1
        elif pattern[i] == "?":
            out += "[^/]"
            i += 1
        else:
            out += re.escape(pattern[i])
            i += 1
    return re.compile(out + r"\Z")


def _globs(value: Any) -> tuple[str, ...]:
    if isinstance(value, str) and value.strip():
        return (value.strip(),)
    if isinstance(value, list):
        return tuple(str(v).strip() for v in value if isinstance(v, str) and v.strip())
    return ()


def _text(value: Any) -> str:
    return value.strip() if isinstance(value, str) else ""
