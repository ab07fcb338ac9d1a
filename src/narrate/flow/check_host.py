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
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass
from typing import Any

import aiohttp

from narrate.errors import InputError

__all__ = ["Check", "check_host"]

ORIGIN = "https://blog.example"  # any other origin: what a player on the blog sends


@dataclass(frozen=True)
class Check:
    """One finding: status is "ok", "warn" or "fail"; `need` says who needs it."""

    status: str
    what: str
    detail: str
    need: str = ""


def _type(headers: Any) -> str:
    return str(headers.get("Content-Type", "")).split(";")[0].strip().lower()


def _cors(headers: Any) -> bool:
    return headers.get("Access-Control-Allow-Origin") in ("*", ORIGIN)


async def _episodes(session: aiohttp.ClientSession, url: str) -> tuple[str, dict[str, Any], list[Check]]:
    target = url if url.endswith(".json") else url.rstrip("/") + "/episodes.json"
    checks = []
    try:
        async with session.get(target, headers={"Origin": ORIGIN}) as response:
            body = await response.read()
            status, headers = response.status, response.headers
    except (aiohttp.ClientError, asyncio.TimeoutError) as exc:
        raise InputError(f"{target}: cannot be fetched ({exc or type(exc).__name__}); check the URL "
                         "(the public URL of the output folder, feed.base_url)", path=target) from None
    if status != 200:
        raise InputError(f"{target}: HTTP {status}; give the public URL of the output folder (feed.base_url), "
                         "where narrate's episodes.json is", path=target)
    try:
        doc = json.loads(body)
        episodes = doc["episodes"]
        base = str(doc["base_url"]).rstrip("/")
    except (ValueError, KeyError, TypeError):
        raise InputError(f"{target}: not narrate's episodes.json", path=target) from None
    if not isinstance(episodes, list) or not episodes:
        raise InputError(f"{target}: lists no episodes; build and publish some first", path=target)
    checks.append(Check("ok" if _type(headers) == "application/json" else "warn", "episodes.json type",
                        _type(headers) or "none", "the player and site templates (application/json)"))
    checks.append(Check("ok" if _cors(headers) else "fail", "episodes.json CORS",
                        headers.get("Access-Control-Allow-Origin", "no Access-Control-Allow-Origin"),
                        "the player on the blog's domain"))
    root = target.rsplit("/", 2 if doc.get("lang") else 1)[0]
    doc["_rebase"] = (base, root)
    return target, doc, checks


def _rebased(doc: dict[str, Any], url: str | None) -> str | None:
    base, root = (str(part) for part in doc["_rebase"])
    if url and url.startswith(base + "/"):
        return root + url[len(base) :]
    return url


async def _sidecar(session: aiohttp.ClientSession, name: str, url: str, types: tuple[str, ...],
                   need: str) -> list[Check]:
    try:
        async with session.get(url, headers={"Origin": ORIGIN}) as response:
            await response.read()
            status, headers = response.status, response.headers
    except (aiohttp.ClientError, asyncio.TimeoutError) as exc:
        return [Check("fail", name, f"{url}: {exc or type(exc).__name__}", need)]
    if status != 200:
        return [Check("fail", name, f"{url}: HTTP {status}", need)]
    kind = _type(headers)
    out = [Check("ok" if kind == types[0] else ("warn" if kind in types else "fail"), f"{name} type",
                 f"{kind or 'none'} (want {types[0]})", need)]
    out.append(Check("ok" if _cors(headers) else "fail", f"{name} CORS",
                     headers.get("Access-Control-Allow-Origin", "no Access-Control-Allow-Origin"),
                     "the player on the blog's domain"))
    return out


async def _audio(session: aiohttp.ClientSession, url: str, size: int | None) -> list[Check]:
    apps = "podcast apps (Apple Podcasts rejects the feed without it) and seeking in browsers"
    out = []
    try:
        async with session.head(url) as response:
            status, headers = response.status, response.headers
        length = headers.get("Content-Length")
        detail = f"HTTP {status}, {_type(headers) or 'no type'}, {length or 'no'} bytes"
        good = status == 200 and _type(headers) == "audio/mpeg" and (size is None or length == str(size))
        out.append(Check("ok" if good else "fail", "audio HEAD",
                         detail + ("" if size is None or length == str(size) else f" (episodes.json says {size})"),
                         "podcast apps (the enclosure's type and exact length)"))
        async with session.get(url, headers={"Range": "bytes=0-1"}) as response:
            body = await response.read()
            status, headers = response.status, response.headers
        total = size if size is not None else "*"
        want = f"bytes 0-1/{total}"
        got = headers.get("Content-Range", "")
        good = status == 206 and len(body) == 2 and (got == want if size is not None else got.startswith("bytes 0-1/"))
        out.append(Check("ok" if good else "fail", "audio Range",
                         f"HTTP {status}, Content-Range {got or 'missing'}, {len(body)} bytes", apps))
        if size is not None:
            async with session.get(url, headers={"Range": f"bytes={size}-"}) as response:
                await response.read()
                status = response.status
            out.append(Check("ok" if status == 416 else "warn", "audio Range past the end", f"HTTP {status} (want 416)",
                             "strict clients"))
        async with session.head(url, headers={"Origin": ORIGIN}) as response:
            headers = response.headers
        out.append(Check("ok" if _cors(headers) else "warn", "audio CORS",
                         headers.get("Access-Control-Allow-Origin", "no Access-Control-Allow-Origin"),
                         "players that analyse the audio (narrate's player does not)"))
    except (aiohttp.ClientError, asyncio.TimeoutError) as exc:
        out.append(Check("fail", "audio", f"{url}: {exc or type(exc).__name__}", apps))
    return out


async def check_host(url: str, *, slug: str | None = None, lang: str | None = None,
                     timeout: float = 20.0) -> list[Check]:
    """Every check of one episode (the newest, or `slug`/`lang`) under `url`; raises InputError if none is found."""
    if not url.startswith(("http://", "https://")):
        raise InputError(f"{url}: not an http(s) URL; give the public URL of the output folder (feed.base_url)",
                         path=url)
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=timeout),
                                     headers={"User-Agent": "narrate check-host"}) as session:
        target, doc, checks = await _episodes(session, url)
        chosen = [e for e in doc["episodes"] if isinstance(e, dict)
                  and (slug is None or e.get("slug") == slug) and (lang is None or e.get("lang") == lang)]
        if not chosen:
            raise InputError(f"{target}: no episode {slug or ''} {lang or ''}".rstrip() + "; see its list of episodes",
                             path=target)
        episode = chosen[0]
        checks.insert(0, Check("ok", "episode", f"{episode.get('lang')}/{episode.get('slug')}"))
        size = episode.get("bytes") if isinstance(episode.get("bytes"), int) else None
        audio = _rebased(doc, episode.get("audio"))
        if audio:
            checks += await _audio(session, audio, size)
        player = "the player on the blog's domain and podcast apps"
        sidecars = [
            ("transcript", episode.get("transcript"), ("text/vtt",), player),
            ("subtitles", episode.get("subtitles"), ("application/x-subrip", "text/srt", "text/plain"),
             "Pocket Casts and AntennaPod (SRT transcripts)"),
            ("chapters", episode.get("chapters"), ("application/json+chapters", "application/json"), player),
        ]
        for name, link, types, need in sidecars:
            if link:
                checks += await _sidecar(session, name, str(_rebased(doc, link)), types, need)
        feed = (doc.get("feeds") or {}).get(episode.get("lang"))
        if feed:
            found = await _sidecar(session, "feed", str(_rebased(doc, feed)),
                                   ("application/rss+xml", "application/xml", "text/xml"), "podcast apps")
            checks += [c for c in found if c.what != "feed CORS"]  # apps fetch feeds server-side
    return checks
