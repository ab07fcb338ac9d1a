"""What the site generators' rules share: reading a config file, file names, URL paths and templates."""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from pathlib import Path, PurePosixPath
from typing import Any

from narrate import datafiles
from narrate.inputs import FileTooLarge, read_regular

from .. import frontmatter

__all__ = [
    "BUNDLE_STEMS",
    "MARKUP",
    "SCHEME",
    "as_text",
    "below",
    "categories_of",
    "dated_name",
    "expand",
    "first_text",
    "hugo_path",
    "is_markup",
    "join_url",
    "js_settings",
    "load_settings",
    "lower_keys",
    "stem_of",
    "undated",
    "urlize",
]

MARKUP = (".markdown", ".md", ".mdx", ".mdown", ".mkd")
BUNDLE_STEMS = ("index", "_index", "readme")
_DATED = re.compile(r"^(\d{4})-(\d{2})-(\d{2})(?:[-_ ](.*))?$")
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
_MAX_CONFIG = 2 * 1024 * 1024  # a site config larger than this is not read (it is not a config)


def as_text(value: Any) -> str:
    """A string value stripped; "" for anything else."""
    return value.strip() if isinstance(value, str) else ""


def first_text(value: Any) -> str:
    """The first item of a list (or the value) as text."""
    if isinstance(value, list) and value:
        value = value[0]
    return as_text(value)


def join_url(url: str, base: str) -> str:
    """A site URL with its base path (Jekyll's url + baseurl)."""
    return url.rstrip("/") + ("/" + base.strip("/") if base.strip("/") else "") if url else ""


def stem_of(name: str) -> str:
    """A file name without its markup suffix (`index.en.md` → `index.en`)."""
    lower = name.lower()
    for suffix in MARKUP:
        if lower.endswith(suffix):
            return name[: -len(suffix)]
    return name.rsplit(".", 1)[0] if "." in name else name


def is_markup(name: str) -> bool:
    """Whether a file name is a Markdown file (not a hidden one)."""
    return name.lower().endswith(MARKUP) and not name.startswith(".")


def below(path: Path, root: Path) -> PurePosixPath | None:
    """`path` relative to `root` (POSIX), None when it is not below it."""
    try:
        rel = path.relative_to(root)
    except ValueError:
        return None
    if not rel.parts or ".." in rel.parts:
        return None
    return PurePosixPath(rel.as_posix())


def dated_name(name: str) -> dt.datetime | None:
    """The date a file name starts with (`2024-01-02-title`), or None."""
    match = _DATED.match(name)
    if not match:
        return None
    try:
        return dt.datetime(int(match.group(1)), int(match.group(2)), int(match.group(3)))
    except ValueError:
        return None


def categories_of(meta: dict[str, Any]) -> list[str]:
    """The front matter's categories (a list, or words), as text."""
    found = frontmatter.find(meta, frontmatter.CATEGORY_KEYS, empty=True)
    value = found[1] if found is not None else None
    if isinstance(value, str):
        return [v for v in value.split() if v]
    if isinstance(value, list):
        out: list[str] = []
        for item in value:
            out.extend(str(v) for v in (item if isinstance(item, list) else [item]) if v is not None)
        return out
    return []


def expand(template: str, values: dict[str, str]) -> str:
    """`template` with each `:token` replaced (longest names first: `:slugorfilename` before `:slug`)."""
    names = sorted(values, key=len, reverse=True)
    pattern = re.compile(":(" + "|".join(re.escape(n) for n in names) + r")(?![A-Za-z_])")
    return pattern.sub(lambda m: values[m.group(1)], template)


def hugo_path(path: str, *, lower: bool) -> str:
    """A path as Hugo makes it from file names (its PathSpec.UnicodeSanitize): letters, digits, marks and
    `./\\_#+~@-` kept; a run of spaces becomes one `-` unless a `-` is already there (none at the start
    or end); anything else dropped. Checked against Hugo 0.111's output: `新增相簿 - Pianopiano` →
    `新增相簿-pianopiano`, `App Store -- AppCentre (codename)` → `app-store--appcentre-codename`,
    `1．0 & CSS` → `10-css`."""
    out: list[str] = []
    pending = False
    for ch in path:
        cat = unicodedata.category(ch)
        if ch == "-":
            out.append(ch)
            pending = False
        elif cat[0] in "LM" or cat == "Nd" or ch in "./\\_#+~@":
            if pending and out[-1] != "-":
                out.append("-")
            pending = False
            out.append(ch)
        elif out and ch.isspace():
            pending = True
    text = "".join(out)
    return text.lower() if lower else text


def urlize(text: str) -> str:
    """A title as generators put it in a URL: lower case, spaces to `-`, punctuation dropped."""
    return hugo_path(text.strip(), lower=True).strip("-")


def load_settings(path: Path) -> dict[str, Any]:
    """A config file's settings (empty when it cannot be read: the generator's defaults apply)."""
    try:
        # A pipe or a device by a config's name is refused with one line (NotRegularFile), never read.
        text = read_regular(path, _MAX_CONFIG).decode("utf-8-sig")
    except (OSError, UnicodeDecodeError, FileTooLarge):
        return {}
    if path.suffix.lower() not in datafiles.SUFFIXES:
        return js_settings(text)
    try:
        data = datafiles.parse(text, path.suffix)
    except datafiles.ERRORS:
        return {}
    return data if isinstance(data, dict) else {}


def js_settings(text: str) -> dict[str, Any]:
    """The few plain string settings of an astro/docusaurus config narrate needs (not a JS parser)."""
    out: dict[str, Any] = {}
    for key in ("site", "url", "baseUrl", "base", "defaultLocale"):
        match = re.search(rf"\b{key}\s*:\s*['\"`]([^'\"`]+)['\"`]", text)
        if match:
            out[key] = match.group(1)
    return out


def lower_keys(data: dict[Any, Any]) -> dict[str, Any]:
    """Hugo's config keys are case-insensitive: `baseURL`, `baseurl`."""
    return {str(k).lower(): v for k, v in data.items()}


def undated(name: str) -> str:
    """A dated file name's title part (`2024-01-02-title` → `title`), else the name as it is."""
    match = _DATED.match(name)
    return match.group(4) if match and match.group(4) else name
