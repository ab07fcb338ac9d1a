"""The `feed:` settings of voices.yaml, checked the way podcast apps and Apple's directory will read them.

One step per setting (or a few that go together), run in the order of `_STEPS`: each takes the feed
settings as they stand and returns the normalized values that replace the raw ones (the validated
feed settings stay in `Config.raw` as well, whose text keys the script cache).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from narrate.inputs import kind_of
from narrate.weburl import host_problem, https_url, web_url

from .catalogue import all_langs
from .checks import Checker, template_problem
from .model import ANCHOR_STYLES, PERSON_ROLES, FeedSettings, Person

# The placeholders of feed.article_url: {page} is the article's address by the site's own rules.
ARTICLE_URL_FIELDS: tuple[str, ...] = ("link", "slug", "lang", "page", "key")
# The settings that are text ("" when left empty).
_TEXTS = (
    "base_url",
    "media_base_url",
    "link",
    "article_url",
    "author",
    "owner_name",
    "owner_email",
    "image",
    "category",
)
# The settings that are true or false, and what an empty one means.
_FLAGS = {
    "explicit": None,
    "locked": None,
    "image_convert": False,
    "block": False,
    "complete": False,
    "ai_content": True,
}

Step = Callable[[Checker, dict[str, Any]], dict[str, Any]]


def feed(check: Checker, raw: dict[str, Any]) -> dict[str, Any]:
    """`feed`: the podcast feed settings shared by every language's feed."""
    settings = check.get(raw, ("feed",), dict)
    for step in _STEPS:
        settings.update(step(check, settings))
    return {"feed": FeedSettings(**{**settings, "base_url": settings["base_url"].rstrip("/")})}


def _known_keys(check: Checker, feed: dict[str, Any]) -> dict[str, Any]:
    known = set(FeedSettings.__dataclass_fields__)
    for key in feed:
        if key not in known:
            raise check.fail(("feed", key), f"unknown feed setting; expected one of {', '.join(sorted(known))}")
    return {}


def _texts(check: Checker, feed: dict[str, Any]) -> dict[str, Any]:
    filled = {key: "" for key in _TEXTS if feed.get(key) is None}
    for key in _TEXTS:
        check.get({**feed, **filled}, ("feed", key), str)
    return filled


def _link(check: Checker, feed: dict[str, Any]) -> dict[str, Any]:
    link = feed["link"].strip()
    if link and not web_url(link):
        # The channel's <link> and the pages' home link: a `javascript:` or `data:` one would run in
        # whatever shows it.
        raise check.fail(("feed", "link"), f"must be the blog's http(s) address (https://blog.example), got {link!r}")
    return {}


def _flags(check: Checker, feed: dict[str, Any]) -> dict[str, Any]:
    filled = {key: empty for key, empty in _FLAGS.items() if empty is not None and feed.get(key) is None}
    for key in _FLAGS:
        check.get({**feed, **filled}, ("feed", key), bool)
    return filled


def _titles(check: Checker, feed: dict[str, Any]) -> dict[str, Any]:
    """The title and description per language (one text stands for every language)."""
    out = {}
    for key in ("title", "description"):
        value = feed.get(key) or {}
        if isinstance(value, str):
            value = {lang: value for lang in all_langs()}
        if not isinstance(value, dict):
            raise check.fail(("feed", key), "expected a mapping of language: text (or one text for all)")
        out[key] = {str(k): str(v) for k, v in value.items()}
    return out


def _article_url(check: Checker, feed: dict[str, Any]) -> dict[str, Any]:
    problem = template_problem(feed["article_url"], ARTICLE_URL_FIELDS)
    if problem:
        raise check.fail(("feed", "article_url"), problem)
    return {}


def _image(check: Checker, feed: dict[str, Any]) -> dict[str, Any]:
    """The show's art: a URL, or a .jpg/.png beside voices.yaml (another type only to be converted)."""
    image = feed["image"]
    if image and "://" not in image:
        local = (check.path.parent if check.path else Path.cwd()) / image
        if not local.is_file():
            # (a named pipe or a device there exists: "does not exist" sent the user looking for a missing file)
            odd = kind_of(local.stat().st_mode) if local.exists() else ""
            what = f"is {odd}, not a regular file" if odd else "does not exist"
            raise check.fail(("feed", "image"), f"{local} {what}; give a URL or a path relative to this file")
        if local.suffix.lower() not in (".jpg", ".jpeg", ".png") and not feed["image_convert"]:
            raise check.fail(
                ("feed", "image"),
                f"{local} is not a .jpg or .png (Apple accepts only those); set feed.image_convert: true to convert it",
            )
    return {}


def _base_url(check: Checker, feed: dict[str, Any]) -> dict[str, Any]:
    # Left as written in Config.raw; FeedSettings gets it without its trailing slash.
    base_url = feed["base_url"].rstrip("/")
    if base_url and not web_url(base_url, ascii_only=True):
        raise check.fail(("feed", "base_url"), "must be an http(s) URL of ASCII characters (Apple rejects others)")
    _check_host(check, ("feed", "base_url"), base_url)
    return {}


def _check_host(check: Checker, key: tuple[str, ...], url: str) -> None:
    """One line for an address whose host names no machine (`https://a..b.example`, a malformed `xn--` label):
    every enclosure under it is unreachable, and a tool that resolves it met a UnicodeError (review s10 harden)."""
    if not url:
        return
    try:
        host = urlsplit(url).hostname or ""
    except ValueError:
        return  # web_url said what is wrong with it
    problem = host_problem(host.replace("{", "").replace("}", ""))
    if problem is not None:
        raise check.fail(key, f"{url!r}: its host {host!r} is {problem}")


def _media_base_url(check: Checker, feed: dict[str, Any]) -> dict[str, Any]:
    """Where the MP3s are served: a URL, or a template naming {slug} (and {lang})."""
    media_base_url = feed["media_base_url"].rstrip("/")
    if media_base_url and not web_url(media_base_url, ascii_only=True):
        raise check.fail(
            ("feed", "media_base_url"), "must be an http(s) URL of ASCII characters (Apple rejects others)"
        )
    _check_host(check, ("feed", "media_base_url"), media_base_url)
    problem = template_problem(media_base_url, ("lang", "slug")) if "{" in media_base_url else None
    if problem or ("{" in media_base_url and "{slug}" not in media_base_url):
        raise check.fail(
            ("feed", "media_base_url"),
            problem
            or "a template must name {slug} (and {lang} for "
            "more than one language), e.g. https://github.com/o/r/releases/download/audio/{lang}-{slug}.mp3",
        )
    return {"media_base_url": media_base_url}


def _owner_email(check: Checker, feed: dict[str, Any]) -> dict[str, Any]:
    email = feed["owner_email"]
    if email and not re.match(r"^[^@\s]+@[^@\s]+\.[^@\s]+$", email):
        raise check.fail(("feed", "owner_email"), f"{email!r} is not an email address")
    return {}


def _copyright(check: Checker, feed: dict[str, Any]) -> dict[str, Any]:
    """<copyright> per language: templates of {year} and {author}, as long as Apple reads."""
    copyright_ = {
        lang: text
        for lang, text in per_language(check, feed.get("copyright"), ("feed", "copyright"), "text").items()
        if text
    }
    for lang, text in copyright_.items():
        trail = ("feed", "copyright") + (
            () if lang == "default" and isinstance(feed.get("copyright"), str) else (lang,)
        )
        problem = template_problem(text, ("year", "author"))
        if problem:
            raise check.fail(trail, problem)
        if len(text) > 255:
            raise check.fail(trail, f"is {len(text)} characters; Apple reads at most 255")
    return {"copyright": copyright_}


def _people(check: Checker, feed: dict[str, Any]) -> dict[str, Any]:
    """podcast:person: names, or mappings with a role and group of the Podcast Taxonomy and links."""
    people_raw = feed.get("people") or []
    if not isinstance(people_raw, list):
        raise check.fail(("feed", "people"), "expected a list of people, like [{name: Jane Doe, role: host}]")
    return {"people": tuple(_person(check, entry, ("feed", "people", str(n))) for n, entry in enumerate(people_raw))}


def _person(check: Checker, entry: Any, trail: tuple[str, ...]) -> Person:
    if isinstance(entry, str):
        entry = {"name": entry}
    if not isinstance(entry, dict):
        raise check.fail(trail, "expected a name, or a mapping with name, role, group, href and img")
    for key in entry:
        if key not in ("name", "role", "group", "href", "img"):
            raise check.fail(trail + (str(key),), "unknown key; a person has name, role, group, href and img")
    name = entry.get("name")
    if not isinstance(name, str) or not name.strip() or len(name.strip()) > 128:
        raise check.fail(trail + ("name",), "expected the person's name (at most 128 characters)")
    role = str(entry.get("role") or "host").strip()
    group = str(
        entry.get("group") or next((g for g, roles in PERSON_ROLES.items() if role.lower() in roles), "cast")
    ).strip()
    if group.lower() not in PERSON_ROLES:
        raise check.fail(
            trail + ("group",),
            f"{group!r} is not a group of the Podcast Taxonomy; use one of " + ", ".join(sorted(PERSON_ROLES)),
        )
    if role.lower() not in PERSON_ROLES[group.lower()]:
        raise check.fail(
            trail + ("role",),
            f"{role!r} is not a role of the group {group!r} in the Podcast "
            f"Taxonomy; use one of {', '.join(PERSON_ROLES[group.lower()])}",
        )
    links = {}
    for key in ("href", "img"):
        value = entry.get(key) or ""
        if not isinstance(value, str) or (value and not web_url(value, ascii_only=True)):
            raise check.fail(trail + (key,), f"expected an absolute http(s) URL of ASCII characters, got {value!r}")
        links[key] = value
    return Person(name.strip(), role, group, links["href"], links["img"])


def _txt(check: Checker, feed: dict[str, Any]) -> dict[str, Any]:
    """podcast:txt by purpose (a platform's ownership check), for every feed or per language."""
    txt_raw = feed.get("txt") or {}
    if not isinstance(txt_raw, dict):
        raise check.fail(
            ("feed", "txt"),
            'expected a mapping of purpose: text, like {applepodcastsverify: "…"} (or purpose: {language: text})',
        )
    txt: list[tuple[str, str, str]] = []
    for purpose, value in txt_raw.items():
        trail = ("feed", "txt", str(purpose))
        if not str(purpose).strip() or len(str(purpose)) > 128:
            raise check.fail(trail, "a purpose is at most 128 characters, like applepodcastsverify or verify")
        texts = per_language(check, value, trail, "text")
        for lang, text in texts.items():
            if not text.strip() or len(text) > 4000:
                raise check.fail(
                    trail + (() if isinstance(value, str) else (lang,)),
                    "expected the text the platform gave you (1 to 4000 characters)",
                )
            txt.append((str(purpose), "" if lang == "default" else lang, text.strip()))
    return {"txt": tuple(txt)}


def _disclosure(check: Checker, feed: dict[str, Any]) -> dict[str, Any]:
    """The AI disclosure sentence of the show notes, per language; `disclosure: false` for none."""
    disclosure_raw = feed.get("disclosure")
    if disclosure_raw is False:  # `disclosure: false`: no sentence in any language
        disclosure_raw = {"default": ""}
    disclosure = per_language(check, disclosure_raw, ("feed", "disclosure"), "a sentence")
    for lang, text in disclosure.items():
        if len(text) > 1000:
            raise check.fail(
                ("feed", "disclosure") + (() if isinstance(disclosure_raw, str) else (lang,)),
                f"is {len(text)} characters; one or two sentences (at most 1000) say it",
            )
    return {"disclosure": {lang: " ".join(text.split()) for lang, text in disclosure.items()}}


def _new_feed_url(check: Checker, feed: dict[str, Any]) -> dict[str, Any]:
    """Where a language's feed moved to (itunes:new-feed-url): https, and not the feed's own address."""
    base_url = feed["base_url"].rstrip("/")
    moved = per_language(check, feed.get("new_feed_url"), ("feed", "new_feed_url"), "a URL")
    for lang, url in moved.items():
        trail = ("feed", "new_feed_url") + (() if isinstance(feed.get("new_feed_url"), str) else (lang,))
        if lang == "default":
            raise check.fail(
                trail,
                "each language's feed moves to its own address: give it per language, "
                "like {en: https://new.example.com/podcast/en/feed.xml}",
            )
        if not https_url(url):
            raise check.fail(trail, f"{url!r} is not an absolute https URL of ASCII characters (Apple requires one)")
        if base_url and url.rstrip("/") == f"{base_url}/{lang}/feed.xml":
            raise check.fail(trail, f"is this feed's own address ({url}); give the address it moved to, or remove it")
    return {"new_feed_url": moved}


def _anchors(check: Checker, feed: dict[str, Any]) -> dict[str, Any]:
    anchors = feed.get("anchors") or "hugo"
    if anchors not in ANCHOR_STYLES:
        raise check.fail(
            ("feed", "anchors"),
            f"must be one of {', '.join(ANCHOR_STYLES)} (how the blog's pages name their headings), got {anchors!r}",
        )
    return {"anchors": anchors}


# Control characters (DEL and C1 included: U+009B is a terminal's escape) and bidi embeddings, overrides and
# isolates: never part of what a podcast app or a page shows (an article's own fields are cleaned alike, by
# text.model.strip_unsafe). Tabs and line breaks stay (a description's paragraphs).
_UNSHOWN = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
# Unicode tag characters outside a flag's sequence (after the black flag): invisible (s9 attacks: a feed title's
# reached every page and feed raw); text.model.strip_unsafe drops them alike.
_STRAY_TAGS = re.compile("(?<![\U0001f3f4\U000e0020-\U000e007f])[\U000e0000-\U000e007f]+")


def _shown_text(check: Checker, feed: dict[str, Any]) -> dict[str, Any]:
    """Every feed setting without control characters or bidi overrides: a setting reaches the feed and the
    pages (titles, names, the disclosure, podcast:txt, …) without an article's cleaning. Every value is
    walked (text, per-language mappings, lists, people), so a setting added later is cleaned too; a URL,
    which must be ASCII, has none to lose."""
    return {key: _cleaned(value) for key, value in feed.items()}


def _cleaned(value: Any) -> Any:
    if isinstance(value, str):
        return _STRAY_TAGS.sub("", _UNSHOWN.sub("", value))
    if isinstance(value, dict):
        return {key: _cleaned(item) for key, item in value.items()}
    if isinstance(value, (tuple, list)):
        return type(value)(_cleaned(item) for item in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return dataclasses.replace(
            value, **{f.name: _cleaned(getattr(value, f.name)) for f in dataclasses.fields(value)}
        )
    return value


def per_language(check: Checker, value: Any, trail: tuple[str, ...], what: str) -> dict[str, str]:
    """A setting given once for every feed (text) or per language ({en: …, default: …}), as a mapping."""
    if value is None or value == {}:
        return {}
    if isinstance(value, str):
        return {"default": value}
    if not isinstance(value, dict):
        raise check.fail(trail, f"expected {what}, or a mapping of language: {what}")
    known = set(all_langs()) | {"default"}
    out: dict[str, str] = {}
    for lang, text in value.items():
        if str(lang) not in known:
            raise check.fail(
                trail + (str(lang),),
                "unknown language; use a language code such as en or zh-hant (`narrate voices` lists them), or default",
            )
        if not isinstance(text, str):
            raise check.fail(trail + (str(lang),), f"expected {what}, got {text!r}")
        out[str(lang)] = text
    return out


_STEPS: tuple[Step, ...] = (
    _known_keys,
    _texts,
    _link,
    _flags,
    _titles,
    _article_url,
    _image,
    _base_url,
    _media_base_url,
    _owner_email,
    _copyright,
    _people,
    _txt,
    _disclosure,
    _new_feed_url,
    _anchors,
    _shown_text,
)
