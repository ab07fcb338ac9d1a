"""Front matter as the blog's generator reads it: every key narrate reads, and each value typed.

The one definition of every list of keys narrate reads (the article's language, slug, page, dates,
opt-out, draft…) and of how a value is read, so that no two stages can disagree about either:

- a value where the generator takes a string is that string, whatever YAML typed it: `slug: 212`
  is "212" (Hugo's page /212/), `slug: 1.50` is "1.5" as Hugo and Hexo print the number;
- a date in any form the generators accept (YAML and TOML timestamps, ISO 8601 with or without
  the offset's colon, `2024/05/01 10:00`, RFC 2822, `May 1, 2024`) is parsed here, explicitly,
  so that it is the same datetime on every Python (`datetime.fromisoformat` reads
  `2024-12-27T18:20:25+0900` on 3.11 and refuses it on 3.10);
- a value that decides whether an episode exists (`audio`, `narrate`, `draft`) is read strictly
  (:func:`flag`): only the documented spellings count (a YAML or TOML boolean, or the words true,
  false, yes, no, on, off, 1, 0); anything else (`audio: ture`, an empty `audio:`) is a misreading
  the caller warns of (:func:`misread`), and the episode stays as it was. A language narrate does
  not know is refused by text.article with the nearest code it knows
  (:func:`narrate.text.language.nearest_lang`).

Hugo reads front matter keys in any letter case (`Slug`, `SLUG`); Jekyll, Hexo and the others by
their exact name. :func:`find` follows the generator.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from narrate.errors import ArticleError
from narrate.patterns import LazyPattern

from .readers import split_front_matter
from .source import read_text

__all__ = [
    "AUTHOR_KEYS",
    "CATEGORY_KEYS",
    "DATE_KEYS",
    "DESCRIPTION_KEYS",
    "DRAFT_KEYS",
    "HUGO_EXPIRY_KEYS",
    "HUGO_PUBLISH_KEYS",
    "IMAGE_KEYS",
    "LANG_KEYS",
    "LINK_KEYS",
    "OPT_OUT_KEYS",
    "PAGE_KEYS",
    "SLUG_KEYS",
    "TAG_KEYS",
    "TITLE_KEYS",
    "TRANSLATION_KEY",
    "TRANSLATION_KEYS",
    "Flag",
    "as_date",
    "as_flag",
    "as_text",
    "drafted",
    "find",
    "flag",
    "go_flag",
    "hugo_renders_no_page",
    "misread",
    "misreadings",
    "read_front_matter",
    "shown",
    "text",
]

# ------------------------------------------------------------------------------------------
# the keys

TITLE_KEYS = ("title",)
LANG_KEYS = ("lang", "language", "languageCode", "locale")  # the article's language, first set wins
SLUG_KEYS = ("slug",)
PAGE_KEYS = ("url", "permalink")  # the page's own address, where its generator takes one (text.site)
LINK_KEYS = ("url", "link", "permalink")  # the article's address as the front matter gives it
DATE_KEYS = ("date", "publishDate", "pubDate")  # the episode's date, first set wins
# Blogs keep an article's summary under these (Hugo description/summary, Jekyll excerpt,
# Gatsby/overreacted spoiler), in the order they are preferred.
DESCRIPTION_KEYS = ("description", "summary", "excerpt", "spoiler")
AUTHOR_KEYS = ("author", "authors")
IMAGE_KEYS = ("image", "cover", "featured_image")
TAG_KEYS = ("tags",)
CATEGORY_KEYS = ("categories", "category")
# What one article's language versions share, where the front matter says it (Hugo's translationKey;
# the `ref`/`lang_ref` of Jekyll sites' language switchers; jekyll-polyglot's page_id), first the
# usual spellings, then any other key of that shape (`language_reference`, `lang-key`…).
TRANSLATION_KEYS = ("translationKey", "translation_key", "translationkey", "ref", "lang_ref", "i18n_key", "page_id")
TRANSLATION_KEY = LazyPattern(
    r"^(?:ref|page_?id|(?:translation|lang|language|i18n)[_-]?(?:key|ref|reference|id|group))$", re.I
)
OPT_OUT_KEYS = ("audio", "narrate")  # `audio: false` leaves an article out (the first set decides)
DRAFT_KEYS = ("draft",)
# Hugo's (lower case, as Hugo reads them): a page's publish date and its expiry date.
HUGO_PUBLISH_KEYS = ("publishdate", "pubdate", "published")
HUGO_EXPIRY_KEYS = ("expirydate", "unpublishdate")


def find(
    meta: Mapping[Any, Any], keys: Iterable[str], *, generator: str = "", empty: bool = False
) -> tuple[str, Any] | None:
    """The first of `keys` the front matter sets, as written in it, and its value; None when none is.

    A key set to nothing (`slug:`, `slug: ""`) counts only when `empty` (a flag's empty value is a
    misreading, a slug's is no slug). On a Hugo blog keys match in any letter case, as Hugo reads them; where no
    generator is known, a key written with a capital (`Title:`, `Date:`: Hatena's export, blogsync) counts where
    the key itself is not set (Jekyll, Hexo… read keys by name: their `Title:` is no title).
    """
    folded = generator == "hugo"
    names = {str(k).lower(): k for k in meta} if folded else None
    for key in keys:
        written = names.get(key.lower()) if names is not None else (key if key in meta else None)
        if written is None and generator in _NO_GENERATOR:
            written = _capitalised(meta, key)
        if written is None:
            continue
        value = meta[written]
        if empty or not (value is None or (isinstance(value, str) and not value.strip())):
            return str(written), value
    return None


_NO_GENERATOR = frozenset({"", "plain"})  # a folder of Markdown no generator's config claims


def _capitalised(meta: Mapping[Any, Any], key: str) -> str | None:
    """`Title` for `title` where the front matter sets no `title` (Hatena's export, blogsync: `Title:`, `Date:`)."""
    capital = key[:1].upper() + key[1:]
    return capital if capital != key and capital in meta else None


def text(meta: Mapping[Any, Any], keys: Iterable[str], *, generator: str = "") -> str:
    """The first of `keys` the front matter sets, as the string the generator takes it for ("" when none)."""
    found = find(meta, keys, generator=generator)
    return as_text(found[1]) if found is not None else ""


# ----------------------------------------------------------------------------------------- values


def as_text(value: Any) -> str:
    """`value` as the string a generator takes it for where it wants one (a slug, a URL, a title).

    A string is itself, stripped; YAML's numbers are their digits (`slug: 212` is "212"; a float as
    Hugo and Hexo print it, 1.50 → "1.5", 1.0e+3 → "1000"); booleans `true`/`false`; a date its ISO form.
    None, lists and mappings are no string: "".
    """
    if isinstance(value, str):
        return value.strip()
    if value is None or isinstance(value, (list, tuple, dict, set)):
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            return ""
        written = repr(value)
        if "e" in written:  # 1e+20: written out, as Go and JavaScript print it
            from decimal import Decimal

            return format(Decimal(written).normalize(), "f")
        return written.removesuffix(".0")
    if isinstance(value, (dt.date, dt.time)):
        return value.isoformat()
    return str(value).strip()


# The spellings of a flag (`audio`, `narrate`, `draft`), besides YAML's and TOML's booleans
# (YAML 1.1's yes/no/on/off are booleans already, unquoted); letter case does not matter.
_FLAG_WORDS = (frozenset(("true", "yes", "on", "1")), frozenset(("false", "no", "off", "0")))
# A quoted value of a key Hugo reads itself (`draft: "yes"`) is Go's
# strconv.ParseBool's to Hugo: "yes" and "on" are no booleans there
# (Hugo publishes the page), so they say neither yes nor no here either.
# ParseBool takes these spellings exactly: no blank trimmed, no other letter case
# (`draft: "true "` or "tRuE" is no boolean to it, and Hugo publishes the page:
# s20 attacks `json: draft: 'true '` unpublished an episode).
_GO_WORDS = (frozenset(("1", "t", "T", "TRUE", "true", "True")), frozenset(("0", "f", "F", "FALSE", "false", "False")))
_HUGO_FLAGS = frozenset(DRAFT_KEYS)


def as_flag(value: Any, words: tuple[frozenset[str], frozenset[str]] = _FLAG_WORDS) -> bool | None:
    """What a flag's value says: True, False, or None when it is none of the documented spellings
    (a boolean; the words true, false, yes, no, on, off; 1 or 0)."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str):
        # Only ASCII blanks are trimmed: a no-break or zero-width character makes it another word (s6 attacks);
        # Go's spellings are taken as written (see _GO_WORDS).
        word = value if words is _GO_WORDS else value.strip(" \t\r\n").lower()
        if word in words[0]:
            return True
        if word in words[1]:
            return False
    return None


@dataclass(frozen=True)
class Flag:
    """A flag of the front matter (`audio`, `draft`…) as written: its key, its value, and what it says."""

    key: str = ""  # as written in the front matter; "" when none of its keys is there
    value: Any = None  # as YAML or TOML typed it
    said: bool | None = None  # True, False; None when unset or when the value is no documented spelling

    @property
    def misread(self) -> bool:
        """The key is there but its value says neither yes nor no (`audio: ture`, an empty `audio:`)."""
        return bool(self.key) and self.said is None


def flag(meta: Mapping[Any, Any], keys: Iterable[str], *, generator: str = "") -> Flag:
    """The first of `keys` the front matter has (even empty), and what its value says (:func:`as_flag`)."""
    found = find(meta, keys, generator=generator, empty=True)
    if found is None:
        return Flag()
    hugos = generator == "hugo" and found[0].lower() in _HUGO_FLAGS
    return Flag(found[0], found[1], as_flag(found[1], _GO_WORDS if hugos else _FLAG_WORDS))


def go_flag(value: Any) -> bool | None:
    """What a boolean Hugo reads itself (`draft`, `headless`, `published`) says, as Go's strconv.ParseBool reads
    text: True, False, or None when it is none of its spellings (then Hugo takes it for false)."""
    return as_flag(value, _GO_WORDS)


def hugo_renders_no_page(options: Any) -> str:
    """`render` of Hugo's `build` (or `_build`) options when it renders no page, as written (`render: never`), else
    "". Hugo (pagemeta.DecodeBuildConfig) decodes the value weakly into text: false, 0 and "0" are "never"; then
    only "never" and "link", as written, render none — anything else (" never", "Never", "nevr", "false" as text)
    is "always" to it, so an episode stays published (s20 attacks `_build: {render: ' never'}` unpublished one)."""
    if not isinstance(options, dict):
        return ""
    render = {str(k).lower(): v for k, v in options.items()}.get("render")
    zero = isinstance(render, (int, float)) and not isinstance(render, bool) and render == 0
    if render is False or zero or render in ("never", "link", "0"):
        return f"render: {str(render).lower()}"
    return ""


def shown(value: Any) -> str:
    """A front matter value as a message quotes it: `'ture'`, `(empty)`, `[1, 2]`, at most 60 characters."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return "(empty)"
    quoted = repr(value) if isinstance(value, str) else as_text(value) or repr(value)
    quoted = "".join(ch if ch.isprintable() else " " for ch in quoted)
    return quoted if len(quoted) <= 60 else quoted[:57] + "…"


def drafted(meta: Mapping[Any, Any], *, generator: str = "") -> str:
    """What makes the article a draft, as written (`draft: true`; on a Hugo blog also `published: false`,
    Hugo's undocumented inverse of draft, read as Go's ParseBool reads it: false, f, 0), or "" for none."""
    found = flag(meta, DRAFT_KEYS, generator=generator)
    if found.said is True:
        return f"{found.key}: true"
    if generator == "hugo":
        published = find(meta, ("published",), generator=generator)
        if published is not None and as_flag(published[1], _GO_WORDS) is False:
            return f"{published[0]}: false"
    return ""


# The flags that decide whether an article has an episode, with what the one that removes it means.
_STRICT_FLAGS = ((OPT_OUT_KEYS, "false", "leaves the article out"), (DRAFT_KEYS, "true", "leaves it out as a draft"))


# The keys whose value places the episode: its name, its page, its language. A list, a mapping or a boolean
# there names no place a writer means (`slug: [a, b]`, `url: {}`, `slug: true`); guessed at (the file's name,
# the string "true"), it would move the published episode.
_PLACING: tuple[tuple[tuple[str, ...], str, str], ...] = (
    (SLUG_KEYS, "names the episode", "a name like my-post"),
    (PAGE_KEYS, "gives the article's page", "an address like /posts/my-post/"),
    (LANG_KEYS, "gives its language", "a language like en or zh-hans"),
)


def misreadings(meta: Mapping[Any, Any], path: Path, *, generator: str = "") -> tuple[str, ...]:
    """One warning line for each key whose value, guessed at, would remove, move or re-date the episode: a
    flag that decides whether the article has one (`audio` or `narrate`, `draft`) that says neither yes nor
    no; a key that places it (slug, page, language) that is a list, a mapping or a boolean; on a Hugo blog, a
    publish or expiry date Hugo would not read as one. A build leaves such an article as it was."""
    lines = []
    for keys, removing, meaning in _STRICT_FLAGS:
        found = flag(meta, keys, generator=generator)
        if found.misread:
            lines.append(misread(path, found, f"{found.key}: {removing} {meaning}"))
    lines += _unplaced(meta, path, generator)
    if generator == "hugo":
        lines += _undated(meta, path)
        lines += _unrendered(meta, path)
    if generator in ("jekyll", "hexo"):
        # Jekyll and Hexo leave a post out for `published: false` only; any other value that is no boolean (`flase`,
        # an empty `published:`, which Jekyll takes for false too) is a slip (s20 attacks: kept, nothing said)
        published = find(meta, ("published",), generator=generator, empty=True)
        if published is not None and not isinstance(published[1], bool):
            found = Flag(published[0], published[1])
            lines.append(misread(path, found, f"{published[0]}: false leaves it out"))
    return tuple(lines)


# Hugo's values of `render` in its build options (pagemeta.DecodeBuildConfig, after its weak decoding into text).
_RENDER_VALUES = frozenset(("always", "never", "link", "0", "1"))


def _unrendered(meta: Mapping[Any, Any], path: Path) -> list[str]:
    """The lines for Hugo's `build`/`_build` render option or `headless` flag given a value Hugo does not read as
    one of its own (`render: nevr`, `render: ' never'`, `headless: ture`): Hugo takes it for "render the page", the
    writer likely meant the other (s20 attacks: kept, but nothing said)."""
    lines = []
    for key, options in meta.items():
        if str(key).lower() not in ("build", "_build") or not isinstance(options, dict):
            continue
        for option, value in options.items():
            if str(option).lower() != "render" or isinstance(value, bool) or hugo_renders_no_page({"render": value}):
                continue
            if (value if isinstance(value, str) else as_text(value)) not in _RENDER_VALUES:
                found = (f"{key}.{option}", value)
                lines.append(_unread(path, found, "is none of Hugo's values", f"write {key}.{option}: never or always"))
    headless = find(meta, ("headless",), generator="hugo", empty=True)
    if headless is not None and go_flag(headless[1]) is None:
        lines.append(misread(path, Flag(headless[0], headless[1]), "headless: true renders no page for it"))
    return lines


def _unplaced(meta: Mapping[Any, Any], path: Path, generator: str) -> list[str]:
    """The lines for keys that place the episode (:data:`_PLACING`) given a list, a mapping or a boolean."""
    lines = []
    for keys, role, example in _PLACING:
        placed = find(meta, keys, generator=generator)
        if placed is not None and isinstance(placed[1], (list, tuple, dict, set, bool)):
            lines.append(_unread(path, placed, f"is no text (it {role})", f"write {placed[0]}: {example}"))
    return lines


def _undated(meta: Mapping[Any, Any], path: Path) -> list[str]:
    """The lines for a Hugo publish or expiry date Hugo would not read as one (a number it reads as seconds
    from 1970: a date no writer means)."""
    lines = []
    for dates in (HUGO_PUBLISH_KEYS, HUGO_EXPIRY_KEYS):
        dated = find(meta, dates, generator="hugo")
        if dated is None or _hugo_reads_date(dated[1]):
            continue
        if dated[0].lower() == "published" and as_flag(dated[1], _GO_WORDS) is not None:
            continue  # Hugo's `published: false` is a draft flag (drafted), not a date
        number = isinstance(dated[1], (int, float)) and not isinstance(dated[1], bool)
        problem = "is a number, not a date (Hugo would count seconds from 1970)" if number else "is no date"
        lines.append(_unread(path, dated, problem, f"write {dated[0]}: 2025-01-31"))
    return lines


def _hugo_reads_date(value: Any) -> bool:
    """Whether Hugo reads `value` as a publish or expiry date: a date, or Hugo's zero time (`0001-01-01`,
    which Hugo takes for no date at all)."""
    try:
        return _parse(value, Path(), "") is not None
    except ArticleError:
        return False


def _unread(path: Path, found: tuple[str, Any], problem: str, fix: str) -> str:
    """The one line that says `path`'s key `found` cannot be read (`problem`), and what a build does."""
    return (
        f"warning: {path}: front matter {found[0]}: {shown(found[1])} {problem}; a build leaves the article as it "
        f"was (its published episode stays, nothing new is narrated) until it says: {fix}"
    )


def misread(path: Path, found: Flag, meaning: str) -> str:
    """The one line that says `path`'s flag `found` says neither yes nor no (`meaning`: what its value
    that removes the episode means), and what a build does with it."""
    return _unread(
        path,
        (found.key, found.value),
        f"is neither true nor false ({meaning})",
        f"write {found.key}: true or {found.key}: false",
    )


# ------------------------------------------------------------------------------------------ dates

# A podcast episode published before 1900 or after 2200 is a typo (0001, 9999), not a date.
_YEARS = (1900, 2200)

# ISO 8601 and its relatives: RFC 3339, YAML's timestamp (one- or two-digit month, day and hour, a
# space or a T), Go's Time.String (`2006-01-02 15:04:05 -0700 MST`), slashes (`2024/05/01 10:00`,
# Hexo and moment read it), the offset with or without its colon, with or without minutes.
_ISO = LazyPattern(
    r"(?P<y>\d{4})(?P<sep>[-/])(?P<m>\d{1,2})(?P=sep)(?P<d>\d{1,2})"
    r"(?:(?:[Tt]|[ \t]+)(?P<H>\d{1,2}):(?P<M>\d{2})(?::(?P<S>\d{2})(?:[.,](?P<f>\d+))?)?)?"
    r"[ \t]*(?:(?P<z>[Zz]|UTC|GMT)|(?P<sign>[-+])(?P<oh>\d{2})(?::?(?P<om>\d{2})(?::?(?P<os>\d{2}))?)?"
    r"(?:[ \t]+[A-Za-z]{2,5})?)?"
)
# ISO 8601's basic form, which Python 3.11+ reads: 20241227, 20241227T182025Z, 20241227T1820+0900.
_BASIC = LazyPattern(
    r"(?P<y>\d{4})(?P<m>\d{2})(?P<d>\d{2})(?:T(?P<H>\d{2})(?P<M>\d{2})(?P<S>\d{2})?(?:[.,](?P<f>\d+))?"
    r"(?:(?P<z>Z)|(?P<sign>[-+])(?P<oh>\d{2})(?P<om>\d{2})?(?P<os>\d{2})?)?)?"
)
_MONTHS = {
    name: number
    for number, names in enumerate(
        (
            ("jan", "january"),
            ("feb", "february"),
            ("mar", "march"),
            ("apr", "april"),
            ("may",),
            ("jun", "june"),
            ("jul", "july"),
            ("aug", "august"),
            ("sep", "sept", "september"),
            ("oct", "october"),
            ("nov", "november"),
            ("dec", "december"),
        ),
        1,
    )
    for name in names
}
# Written out in English (Jekyll reads it with Ruby's Time.parse, Hexo with moment): `May 1, 2024`,
# `1 May 2024`, `Wednesday, May 1, 2024 09:30`; a weekday in front is passed over.
_WORDS = LazyPattern(
    r"(?:[A-Za-z]+,?[ \t]+)?(?:(?P<mon>[A-Za-z]+)\.?[ \t]+(?P<d>\d{1,2})(?:st|nd|rd|th)?,?|"
    r"(?P<d2>\d{1,2})[ \t]+(?P<mon2>[A-Za-z]+)\.?,?)[ \t]+(?P<y>\d{4})"
    r"(?:,?[ \t]+(?P<H>\d{1,2}):(?P<M>\d{2})(?::(?P<S>\d{2}))?)?"
)

# RFC 2822 (a feed's pubDate): `Wed, 01 May 2024 09:30:00 +0800`, read by the standard library.
_RFC2822 = LazyPattern(
    r"(?:[A-Za-z]{3},[ \t]*)?\d{1,2}[ \t]+[A-Za-z]{3}[ \t]+\d{4}[ \t]+\d{1,2}:\d{2}(?::\d{2})?"
    r"[ \t]+(?:[-+]\d{4}|[A-Z]{1,5})"
)


def as_date(value: Any, path: Path, key: str = "date") -> dt.datetime | None:
    """A front matter date as a datetime (aware when it gives an offset; a day alone is midnight, naive),
    None when it is unset; ArticleError naming the file, key and value when it is no date.

    The same on every Python: strings are parsed here, never by `datetime.fromisoformat`, whose forms
    grew in 3.11. A date before 1900 or after 2200 is a typo; an offset with seconds is published in
    UTC (RFC 2822 writes offsets in minutes).
    """
    date = _parse(value, path, key)
    if date is None:
        return None
    if not _YEARS[0] <= date.year <= _YEARS[1]:
        raise ArticleError(
            f"{path}: front matter {key} {date.date().isoformat()} is not a plausible publication "
            f"date (years {_YEARS[0]}–{_YEARS[1]}); fix the year",
            path=path,
            key=key,
        )
    offset = date.utcoffset()
    if offset is not None and (offset.seconds % 60 or offset.microseconds):
        date = date.astimezone(dt.timezone.utc)
    return date


def _parse(value: Any, path: Path, key: str) -> dt.datetime | None:
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    if isinstance(value, dt.datetime):
        return value
    if isinstance(value, dt.date):
        return dt.datetime(value.year, value.month, value.day)
    if isinstance(value, str):
        date = _parse_text(value.strip())
        if date is not None:
            return date
    # A number is no date: Hugo would read seconds since 1970, Hexo milliseconds, Jekyll nothing.
    raise ArticleError(
        f"{path}: front matter {key} {shown(value)} is not a date; write it as 2024-05-01 or 2024-05-01T09:30:00+08:00",
        path=path,
        key=key,
    )


def _parse_text(text: str) -> dt.datetime | None:
    """A date written as text in any form the generators read, or None (also for an impossible day, and for
    digits of another script: `\\d` matches '२०२४', which no generator reads as a year; attacks s13)."""
    if not text.isascii():
        return None
    try:
        for pattern in (_ISO, _BASIC):
            match = pattern.fullmatch(text)
            if match is not None:
                return _from_fields(match)
        match = _WORDS.fullmatch(text)
        if match is not None:
            return _from_words(match)
    except (ValueError, OverflowError):
        return None  # 2024-02-30, 25:00, an offset of a day or more
    if _RFC2822.fullmatch(text) is None:
        return None
    import email.utils  # (only for a date written so: the module costs a cold start milliseconds)

    try:
        return email.utils.parsedate_to_datetime(text)
    except (TypeError, ValueError, IndexError, OverflowError):
        return None


def _from_fields(match: re.Match[str]) -> dt.datetime:
    fields = match.groupdict()
    fraction = (fields.get("f") or "")[:6].ljust(6, "0")
    date = dt.datetime(
        int(fields["y"]),
        int(fields["m"]),
        int(fields["d"]),
        int(fields["H"] or 0),
        int(fields["M"] or 0),
        int(fields["S"] or 0),
        int(fraction),
    )
    if fields.get("z"):
        return date.replace(tzinfo=dt.timezone.utc)
    if fields.get("sign"):
        offset = dt.timedelta(hours=int(fields["oh"]), minutes=int(fields["om"] or 0), seconds=int(fields["os"] or 0))
        return date.replace(tzinfo=dt.timezone(-offset if fields["sign"] == "-" else offset))
    return date


def _from_words(match: re.Match[str]) -> dt.datetime | None:
    month = _MONTHS.get((match.group("mon") or match.group("mon2")).lower())
    if month is None:
        return None
    day = int(match.group("d") or match.group("d2"))
    return dt.datetime(
        int(match.group("y")),
        month,
        day,
        int(match.group("H") or 0),
        int(match.group("M") or 0),
        int(match.group("S") or 0),
    )


# ------------------------------------------------------------------------------------- other files


def read_front_matter(path: Path, *, generator: str = "") -> dict[str, Any]:
    """The front matter of the article file at `path` alone (a translation beside the one being read),
    read as any article is (text.source: its refusals, encodings and line endings); raises ArticleError."""
    return split_front_matter(read_text(path), path, generator=generator)[0]
