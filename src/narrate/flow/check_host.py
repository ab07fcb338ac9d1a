"""`narrate check-host URL`: ask a host whether it serves an output folder the way podcast apps and the player need.

Only when the user runs it, it reaches the host: it reads ``episodes.json`` under the URL
(the folder's public URL, ``feed.base_url``; or the URL of an episodes.json), picks one
episode and asks for it the way apps and browsers do:

- the MP3: HEAD (200, ``audio/mpeg``, the exact length), a Range request (206 with the
  right Content-Range: Apple Podcasts rejects hosts without it and no app can seek), a range
  past the end (416);
- the transcript (``text/vtt``), SRT (``application/x-subrip``), chapters
  (``application/json+chapters``) and the feed (RSS/XML): their types, and CORS, which the
  player on the blog's own domain needs to fetch them and episodes.json.

URLs in episodes.json that start with its ``base_url`` are checked under the URL given, so a
staging copy is checked where it is, not where it will be published.

episodes.json is the host's word, not the user's: only URLs on the host the user named (scheme,
host and port) are fetched, redirects are followed only while they stay on it, no body is read
past a bound, values of the wrong type are findings rather than crashes, and whatever the host
sends is printed with control characters escaped (no terminal escapes reach the screen).
"""

from __future__ import annotations

import asyncio
import json
import re
import unicodedata
from dataclasses import dataclass
from typing import Any
from urllib.parse import urljoin, urlsplit

import aiohttp

from narrate.errors import InputError
from narrate.weburl import host_problem, web_url

__all__ = ["Check", "check_host"]

ORIGIN = "https://blog.example"  # any other origin: what a player on the blog sends


MAX_JSON_BYTES = 16 * 1024 * 1024  # episodes.json of tens of thousands of episodes fits
_MAX_SIDECAR_BYTES = 64 * 1024  # only their headers are checked
_MAX_REDIRECTS = 5
_MAX_DETAIL = 300
# A URL's userinfo, up to the LAST `@` before the host (as aiohttp/yarl split it: `alice:hunter@2@host` has the password
# `hunter@2`), blanks included (`hun ter`): everything after its first `:` is the password.
_USERINFO = re.compile(r"//([^/?#\n]*)@")


def _masked(found: re.Match[str]) -> str:
    user, colon, _ = found.group(1).partition(":")
    return f"//{user}:***@" if colon else found.group()


def printable(text: str) -> str:
    """`text` with control and format characters escaped (`\\x1b`), a URL's password hidden (a CI log keeps
    every line), cut to a line's worth."""
    text = _USERINFO.sub(_masked, str(text))
    out = "".join(
        ch.encode("unicode_escape").decode("ascii") if unicodedata.category(ch) in ("Cc", "Cf", "Cs") else ch
        for ch in str(text)[: _MAX_DETAIL * 2]
    )
    return out if len(out) <= _MAX_DETAIL else out[:_MAX_DETAIL] + "…"


@dataclass(frozen=True)
class Check:
    """One finding: status is "ok", "warn" or "fail"; `need` says who needs it."""

    status: str
    what: str
    detail: str
    need: str = ""

    def __post_init__(self) -> None:
        # Details quote the host (headers, JSON values): never a terminal escape on the screen.
        object.__setattr__(self, "detail", printable(self.detail))


def _origin(url: str) -> tuple[str, str, int | None]:
    try:
        parts = urlsplit(url)
        default = {"http": 80, "https": 443}.get(parts.scheme.lower())
        return parts.scheme.lower(), (parts.hostname or "").lower(), parts.port or default
    except ValueError:
        return "", "", None


@dataclass(frozen=True)
class _Answer:
    """What one request got: or, with `off_host`, the URL it would have had to leave the host for."""

    status: int = 0
    headers: Any = None
    body: bytes = b""
    longer: bool = False  # the body went on past the bound
    off_host: str = ""


async def _fetch(
    session: aiohttp.ClientSession,
    method: str,
    url: str,
    origin: tuple[str, str, int | None],
    limit: int,
    headers: dict[str, str] | None = None,
) -> _Answer:
    """The answer, with at most `limit` bytes of its body, following redirects only on the host named;
    a URL or redirect elsewhere is not requested (`off_host` names it)."""
    for _ in range(_MAX_REDIRECTS + 1):
        if _origin(url) != origin:
            return _Answer(off_host=url)
        async with session.request(method, url, headers=headers, allow_redirects=False) as response:
            location = response.headers.get("Location")
            if response.status in (301, 302, 303, 307, 308) and location:
                url = urljoin(url, location)
                continue
            body = bytearray()
            if method != "HEAD":
                while len(body) <= limit:
                    piece = await response.content.read(64 * 1024)
                    if not piece:
                        break
                    body += piece
            return _Answer(response.status, response.headers, bytes(body[:limit]), len(body) > limit)
    raise aiohttp.ClientError(f"more than {_MAX_REDIRECTS} redirects")


def _text(value: object) -> str | None:
    """A link from episodes.json, if it is text (anything else is treated as missing)."""
    return value if isinstance(value, str) and value else None


def _type(headers: Any) -> str:
    return str(headers.get("Content-Type", "")).split(";")[0].strip().lower()


def _cors(headers: Any) -> bool:
    return headers.get("Access-Control-Allow-Origin") in ("*", ORIGIN)


async def _episodes(session: aiohttp.ClientSession, url: str) -> tuple[str, dict[str, Any], list[Check]]:
    target = url if url.endswith(".json") else url.rstrip("/") + "/episodes.json"
    checks = []
    try:
        answer = await _fetch(session, "GET", target, _origin(url), MAX_JSON_BYTES, {"Origin": ORIGIN})
        status, headers, body, longer = answer.status, answer.headers, answer.body, answer.longer
    except (aiohttp.ClientError, asyncio.TimeoutError, ValueError) as exc:
        raise InputError(
            f"{printable(target)}: cannot be fetched ({printable(str(exc)) or type(exc).__name__}); check the URL "
            "(the public URL of the output folder, feed.base_url)",
            path=target,
        ) from None
    if answer.off_host:
        raise InputError(
            f"{printable(target)}: redirects to {printable(answer.off_host)}, off the host named; "
            "give the URL the files are served from",
            path=target,
        )
    if status != 200:
        raise InputError(
            f"{printable(target)}: HTTP {status}; give the public URL of the output folder (feed.base_url), "
            "where narrate's episodes.json is",
            path=target,
        )
    if longer:
        raise InputError(
            f"{printable(target)}: more than {MAX_JSON_BYTES // (1024 * 1024)} MB; not narrate's episodes.json",
            path=target,
        )
    try:
        doc = json.loads(body)
        episodes = doc["episodes"]
        base = doc["base_url"]
        if not isinstance(base, str):
            raise TypeError("base_url")
        base = base.rstrip("/")
    except (ValueError, KeyError, TypeError, RecursionError):
        raise InputError(f"{printable(target)}: not narrate's episodes.json", path=target) from None
    if not isinstance(episodes, list) or not episodes:
        raise InputError(f"{printable(target)}: lists no episodes; build and publish some first", path=target)
    checks.append(
        Check(
            "ok" if _type(headers) == "application/json" else "warn",
            "episodes.json type",
            _type(headers) or "none",
            "the player and site templates (application/json)",
        )
    )
    checks.append(
        Check(
            "ok" if _cors(headers) else "fail",
            "episodes.json CORS",
            headers.get("Access-Control-Allow-Origin", "no Access-Control-Allow-Origin"),
            "the player on the blog's domain",
        )
    )
    root = target.rsplit("/", 2 if isinstance(doc.get("lang"), str) and doc.get("lang") else 1)[0]
    doc["_rebase"] = (base, root)
    return target, doc, checks


def _rebased(doc: dict[str, Any], url: object) -> str | None:
    base, root = (str(part) for part in doc["_rebase"])
    link = _text(url)
    if link and link.startswith(base + "/"):
        return root + link[len(base) :]
    return link


def _off_host(name: str, url: str, need: str) -> Check:
    return Check(
        "fail",
        name,
        f"{printable(url)}: not on the host named, so not fetched (episodes.json should name URLs under its base_url)",
        need,
    )


async def _sidecar(
    session: aiohttp.ClientSession,
    name: str,
    url: str,
    types: tuple[str, ...],
    need: str,
    origin: tuple[str, str, int | None],
) -> list[Check]:
    try:
        answer = await _fetch(session, "GET", url, origin, _MAX_SIDECAR_BYTES, {"Origin": ORIGIN})
    except (aiohttp.ClientError, asyncio.TimeoutError, ValueError) as exc:
        return [Check("fail", name, f"{printable(url)}: {exc or type(exc).__name__}", need)]
    if answer.off_host:
        return [_off_host(name, answer.off_host, need)]
    status, headers = answer.status, answer.headers
    if status != 200:
        return [Check("fail", name, f"{printable(url)}: HTTP {status}", need)]
    kind = _type(headers)
    out = [
        Check(
            "ok" if kind == types[0] else ("warn" if kind in types else "fail"),
            f"{name} type",
            f"{kind or 'none'} (want {types[0]})",
            need,
        )
    ]
    out.append(
        Check(
            "ok" if _cors(headers) else "fail",
            f"{name} CORS",
            headers.get("Access-Control-Allow-Origin", "no Access-Control-Allow-Origin"),
            "the player on the blog's domain",
        )
    )
    return out


_APPS = "podcast apps (Apple Podcasts rejects the feed without it) and seeking in browsers"


async def _audio(
    session: aiohttp.ClientSession, url: str, size: int | None, origin: tuple[str, str, int | None]
) -> list[Check]:
    """The MP3 asked for the way apps and browsers ask: HEAD, a range, a range past the end, CORS.

    The first request that fails ends the checks of the audio with a failure saying why.
    """
    out = []
    try:
        answer = await _fetch(session, "HEAD", url, origin, 0)
        if answer.off_host:
            return [_off_host("audio", answer.off_host, _APPS)]
        out.append(_audio_head(answer, size))
        out.append(await _audio_range(session, url, size, origin))
        if size is not None:
            status = (await _fetch(session, "GET", url, origin, 16, {"Range": f"bytes={size}-"})).status
            out.append(
                Check(
                    "ok" if status == 416 else "warn",
                    "audio Range past the end",
                    f"HTTP {status} (want 416)",
                    "strict clients",
                )
            )
        headers = (await _fetch(session, "HEAD", url, origin, 0, {"Origin": ORIGIN})).headers or {}
        out.append(
            Check(
                "ok" if _cors(headers) else "warn",
                "audio CORS",
                headers.get("Access-Control-Allow-Origin", "no Access-Control-Allow-Origin"),
                "players that analyse the audio (narrate's player does not)",
            )
        )
    except (aiohttp.ClientError, asyncio.TimeoutError, ValueError) as exc:
        out.append(Check("fail", "audio", f"{printable(url)}: {exc or type(exc).__name__}", _APPS))
    return out


def _audio_head(answer: _Answer, size: int | None) -> Check:
    """HEAD of the MP3: 200, audio/mpeg and, when episodes.json gives it, the exact length (the enclosure's)."""
    status, headers = answer.status, answer.headers
    length = headers.get("Content-Length")
    exact = size is None or length == str(size)
    detail = f"HTTP {status}, {_type(headers) or 'no type'}, {length or 'no'} bytes"
    good = status == 200 and _type(headers) == "audio/mpeg" and exact
    return Check(
        "ok" if good else "fail",
        "audio HEAD",
        detail + ("" if exact else f" (episodes.json says {size})"),
        "podcast apps (the enclosure's type and exact length)",
    )


async def _audio_range(
    session: aiohttp.ClientSession, url: str, size: int | None, origin: tuple[str, str, int | None]
) -> Check:
    """The first two bytes: 206 with the right Content-Range (no seeking, and no Apple Podcasts, without it)."""
    answer = await _fetch(session, "GET", url, origin, 16, {"Range": "bytes=0-1"})
    status, headers, body = answer.status, answer.headers or {}, answer.body
    got = headers.get("Content-Range", "")
    right = got == f"bytes 0-1/{size}" if size is not None else got.startswith("bytes 0-1/")
    good = status == 206 and len(body) == 2 and right
    return Check(
        "ok" if good else "fail",
        "audio Range",
        f"HTTP {status}, Content-Range {got or 'missing'}, {len(body)} bytes",
        _APPS,
    )


def _chosen(doc: dict[str, Any], target: str, slug: str | None, lang: str | None) -> dict[str, Any]:
    """The episode to check: the first listed (the newest), or the one of `slug` and `lang`."""
    chosen = [
        e
        for e in doc["episodes"]
        if isinstance(e, dict) and (slug is None or e.get("slug") == slug) and (lang is None or e.get("lang") == lang)
    ]
    if not chosen:
        raise InputError(
            f"{printable(target)}: no episode {slug or ''} {lang or ''}".rstrip() + "; see its list of episodes",
            path=target,
        )
    return chosen[0]


async def _sidecars(
    session: aiohttp.ClientSession, doc: dict[str, Any], episode: dict[str, Any], origin: tuple[str, str, int | None]
) -> list[Check]:
    """The transcript, subtitles and chapters the episode names, and its language's feed."""
    player = "the player on the blog's domain and podcast apps"
    sidecars = [
        ("transcript", episode.get("transcript"), ("text/vtt",), player),
        (
            "subtitles",
            episode.get("subtitles"),
            ("application/x-subrip", "text/srt", "text/plain"),
            "Pocket Casts and AntennaPod (SRT transcripts)",
        ),
        ("chapters", episode.get("chapters"), ("application/json+chapters", "application/json"), player),
    ]
    checks = []
    for name, link, types, need in sidecars:
        rebased = _rebased(doc, link)
        if rebased:
            checks += await _sidecar(session, name, rebased, types, need, origin)
    feeds = doc.get("feeds")
    feed = _rebased(
        doc,
        feeds.get(episode.get("lang")) if isinstance(feeds, dict) and isinstance(episode.get("lang"), str) else None,
    )
    if feed:
        found = await _sidecar(
            session, "feed", feed, ("application/rss+xml", "application/xml", "text/xml"), "podcast apps", origin
        )
        checks += [c for c in found if c.what != "feed CORS"]  # apps fetch feeds server-side
    return checks


async def check_host(
    url: str, *, slug: str | None = None, lang: str | None = None, timeout: float = 20.0
) -> list[Check]:
    """Every check of one episode (the newest, or `slug`/`lang`) under `url`; raises InputError if none is found."""
    if not web_url(url):
        raise InputError(
            f"{printable(url)}: not an http(s) URL; give the public URL of the output folder (feed.base_url)", path=url
        )
    host = urlsplit(url).hostname or ""
    problem = host_problem(host)
    if problem is not None:  # asked of the resolver, it was a UnicodeError deep in the client (review s10 harden)
        raise InputError(f"{printable(url)}: its host {printable(host)} is {problem}", path=url)
    async with aiohttp.ClientSession(
        timeout=aiohttp.ClientTimeout(total=timeout), headers={"User-Agent": "narrate check-host"}
    ) as session:
        origin = _origin(url)
        target, doc, checks = await _episodes(session, url)
        episode = _chosen(doc, target, slug, lang)
        checks.insert(0, Check("ok", "episode", f"{episode.get('lang')}/{episode.get('slug')}"))
        size = episode.get("bytes")
        size = size if isinstance(size, int) and not isinstance(size, bool) and size >= 0 else None
        audio = _rebased(doc, episode.get("audio"))
        if audio:
            checks += await _audio(session, audio, size, origin)
        else:
            checks.append(Check("fail", "audio", "episodes.json gives no audio URL for this episode", "podcast apps"))
        checks += await _sidecars(session, doc, episode, origin)
    return checks
