"""`narrate serve`: a preview server for an output folder that behaves like a good static host.

`python -m http.server` answers a Range request with the whole file (200), so browsers
cannot seek and podcast apps refuse the feed; it sends no CORS headers, so a player on
the blog's own domain cannot fetch the transcript or chapters. This server does what
podcast apps and the player need, and nothing else:

- GET and HEAD (OPTIONS for CORS preflights); one byte range per request (206), 416 for a
  range that starts past the end (a multi-range request gets the whole file, which
  RFC 9110 allows); ETag and Last-Modified with conditional requests (304, If-Range).
- ``Access-Control-Allow-Origin: *`` on every answer, exposing the range headers.
- The types apps check: ``.mp3`` audio/mpeg, ``.vtt`` text/vtt, ``.srt`` application/x-subrip,
  ``.chapters.json`` application/json+chapters, ``feed.xml`` application/rss+xml.
- Never a file outside the folder: ``..`` segments, encoded slashes and backslashes,
  dot-files (the lock, temporaries), symlinks that resolve outside or to a dot-file or into a
  dot-folder are all 404; so is ``manifest/`` (build records, with the articles' source paths).
- ``rebase``: feeds, pages and episodes.json are served with the folder's public URL
  (`feed.base_url`, read from DIR/episodes.json or a feed's self link) replaced by the
  address the request came to, so a phone on the LAN can subscribe to the preview. That
  address is the request's Host header: it must be a plain ``host[:port]`` (a 400 otherwise),
  so it can hold nothing that HTML, XML or JSON would need escaped.
- A client that goes away mid-answer (a browser aborting a media request) ends that answer
  quietly; one that sends its request too slowly is disconnected after `HEADER_TIMEOUT`.
"""

from __future__ import annotations

import asyncio
import contextlib
import email.utils
import hashlib
import json
import logging
import mimetypes
import os
import re
import socket
import stat
import urllib.parse
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from aiohttp import HttpVersion10, HttpVersion11, web

from narrate.errors import NarrateError
from narrate.inputs import read_regular

__all__ = ["HEADER_TIMEOUT", "content_type", "find_base_url", "lan_address", "make_app", "resolve_inside", "run_server"]

CHUNK = 256 * 1024
_TYPES = {
    ".mp3": "audio/mpeg",
    ".m4a": "audio/mp4",
    ".vtt": "text/vtt; charset=utf-8",
    ".srt": "application/x-subrip; charset=utf-8",
    ".json": "application/json; charset=utf-8",
    ".xml": "application/xml; charset=utf-8",
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".webp": "image/webp",
    ".svg": "image/svg+xml",
    ".ico": "image/x-icon",
}
_REBASED = (".xml", ".html", ".json")  # text files that carry the public URL
_RANGE = re.compile(r"bytes=([0-9]*)-([0-9]*)")  # ASCII digits only: \d and int() take "١٢" too
_HOST = re.compile(
    r"(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*"
    r"|\[[0-9A-Fa-f:.]{2,45}\])(?::[0-9]{1,5})?"
)


def _plain_host(host: str) -> bool:
    """Whether `host` is a plain host[:port] a rebased file may name: a port no client can use is not one."""
    match = _HOST.fullmatch(host)
    port = host.rpartition(":")[2] if match and not host.endswith("]") and ":" in host else ""
    return bool(match) and (not port or 0 < int(port) <= 65535)


_DIGITS = 18  # more digits than any file's size: a range beyond every file (int() of 4,300 digits raises)
#: Seconds a connection may take to send a request (and may stay idle between requests).
HEADER_TIMEOUT = 15.0


def content_type(name: str) -> str:
    """The Content-Type narrate's outputs must be served with (what podcast apps and the player check)."""
    lower = name.lower()
    if lower.endswith(".chapters.json"):
        return "application/json+chapters; charset=utf-8"
    if lower == "feed.xml" or lower.endswith(".rss"):
        return "application/rss+xml; charset=utf-8"
    suffix = os.path.splitext(lower)[1]
    if suffix in _TYPES:
        return _TYPES[suffix]
    guessed, _ = mimetypes.guess_type(lower)
    return guessed or "application/octet-stream"


def resolve_inside(root: Path, raw_path: str) -> Path | None:
    """The file under `root` that the request path `raw_path` names, or None if it leaves `root` or is hidden.

    Works on the raw (still percent-encoded) path so that an encoded slash or backslash
    (``%2f``, ``%5c``) cannot smuggle a separator past the segment check. A folder stands
    for its index.html.
    """
    path = raw_path.split("?", 1)[0].split("#", 1)[0]
    if not path.startswith("/"):
        return None
    segments = []
    for raw in path.split("/")[1:]:
        if re.search(r"%(2f|5c|00)", raw, re.IGNORECASE):
            return None
        segment = urllib.parse.unquote(raw, errors="strict") if "%" in raw else raw
        if segment in ("", "."):
            continue
        if segment == ".." or segment.startswith(".") or "\\" in segment or "\x00" in segment:
            return None
        segments.append(segment)
    if segments and segments[0] == "manifest":
        return None  # build records: the articles' source paths, not part of the site
    try:  # (a path the file system cannot name — too long, too deep — names nothing: a 404, not a 500)
        return _inside(Path(os.path.realpath(root)), segments)
    except OSError:
        return None


def _inside(real_root: Path, segments: list[str]) -> Path | None:
    """The regular file the clean `segments` name under `real_root` (a folder: its index.html), or None."""
    candidate = Path(os.path.realpath(real_root.joinpath(*segments)))
    if candidate.is_dir():
        candidate = Path(os.path.realpath(candidate / "index.html"))
    if candidate != real_root and real_root not in candidate.parents:
        return None  # a symlink that points outside
    # A symlink may name a dot-file or reach into a dot-folder or the manifest under a harmless name.
    inside = candidate.relative_to(real_root).parts
    if any(part.startswith(".") for part in inside) or (inside and inside[0] == "manifest"):
        return None
    return candidate if candidate.is_file() else None


def find_base_url(root: Path) -> str | None:
    """The public URL the output folder was built for: DIR/episodes.json's base_url, else a feed's self link."""
    # (RecursionError: JSON nested past the recursion limit is as damaged as any other)
    with contextlib.suppress(OSError, ValueError, RecursionError, NarrateError):
        doc = json.loads(read_regular(root / "episodes.json").decode("utf-8"))
        if isinstance(doc, dict) and isinstance(doc.get("base_url"), str) and doc["base_url"]:
            return str(doc["base_url"]).rstrip("/")
    for feed in sorted(root.glob("*/feed.xml")):
        with contextlib.suppress(OSError, ET.ParseError, NarrateError):
            for link in ET.fromstring(read_regular(feed)).iter("{http://www.w3.org/2005/Atom}link"):
                href = link.get("href") or ""
                suffix = f"/{feed.parent.name}/feed.xml"
                if link.get("rel") == "self" and href.endswith(suffix):
                    return href[: -len(suffix)]
    return None


@dataclass(frozen=True)
class _Body:
    """What one answer carries: a file on disk, or bytes rewritten for --rebase."""

    size: int
    mtime: float
    etag: str
    path: Path | None = None
    data: bytes = b""


def _http_date(when: float) -> str:
    return email.utils.formatdate(when, usegmt=True)


def _parse_range(header: str, size: int) -> tuple[int, int] | None | str:
    """(first, last) of a single byte range; None to ignore the header; "unsatisfiable" for a 416."""
    match = _RANGE.fullmatch(header.strip().replace(" ", ""))
    if match is None:
        return None  # another unit, several ranges or nonsense: RFC 9110 lets us send it all
    first, last = match.groups()
    if not first and not last:
        return None
    # Leading zeros say nothing (RFC 9110 allows them): without them no number is longer than
    # _DIGITS, so int() never meets its 4,300-digit limit (`bytes=` + 5,000 zeros + `1-2`).
    first = first.lstrip("0") or ("0" if first else "")
    last = last.lstrip("0") or ("0" if last else "")
    if len(first) > _DIGITS:
        return "unsatisfiable"  # starts past the end of any file
    if len(last) > _DIGITS:
        last = str(size)  # ends past the end: the rest of the file (or, as a suffix, all of it)
    if not first:  # the last N bytes
        length = int(last)
        if length == 0 or size == 0:
            return "unsatisfiable"
        return max(0, size - length), size - 1
    start = int(first)
    end = int(last) if last else size - 1
    if start >= size or end < start:
        return "unsatisfiable"
    return start, min(end, size - 1)


def _not_modified(request: web.Request, body: _Body) -> bool:
    match = request.headers.get("If-None-Match")
    if match is not None:
        tags = [t.strip() for t in match.split(",")]
        return "*" in tags or body.etag in tags or f"W/{body.etag}" in tags
    since = request.headers.get("If-Modified-Since")
    if since:
        with contextlib.suppress(TypeError, ValueError, IndexError, OverflowError):
            return int(body.mtime) <= email.utils.parsedate_to_datetime(since).timestamp()
    return False


def _if_range_holds(request: web.Request, body: _Body) -> bool:
    value = request.headers.get("If-Range")
    if value is None:
        return True
    if value.startswith(('"', "W/")):
        return value == body.etag
    with contextlib.suppress(TypeError, ValueError, IndexError, OverflowError):
        return int(body.mtime) == int(email.utils.parsedate_to_datetime(value).timestamp())
    return False


def _cors(headers: dict[str, str]) -> dict[str, str]:
    headers["Access-Control-Allow-Origin"] = "*"
    headers["Access-Control-Expose-Headers"] = "Accept-Ranges, Content-Length, Content-Range, ETag, Last-Modified"
    return headers


def make_app(
    root: Path, *, rebase: bool = False, base_url: str | None = None, log: Callable[[str], None] | None = None
) -> web.Application:
    """The aiohttp application that serves `root` (see the module docstring)."""
    root = Path(root)
    public = (base_url or find_base_url(root) or "").rstrip("/") if rebase else ""
    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", _Folder(root, public, log).handle)
    return app


def _not_found() -> web.Response:
    return web.Response(status=404, text="404: not found\n", headers=_cors({}))


def _preflight() -> web.Response:
    """The answer to a CORS preflight: what a player on another origin may ask for."""
    return web.Response(
        status=204,
        headers=_cors(
            {
                "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
                "Access-Control-Allow-Headers": "Range, If-None-Match, If-Modified-Since, If-Range",
                "Access-Control-Max-Age": "86400",
            }
        ),
    )


def _headers(path: Path, body: _Body) -> dict[str, str]:
    """The headers of every answer with a body: its type, validators and CORS."""
    return _cors(
        {
            "Content-Type": content_type(path.name),
            "Accept-Ranges": "bytes",
            "ETag": body.etag,
            "Last-Modified": _http_date(body.mtime),
            "Cache-Control": "no-cache",  # a preview: always revalidate (cheap with the ETag)
            "X-Content-Type-Options": "nosniff",
        }
    )


def _span(request: web.Request, body: _Body) -> tuple[int, int, int] | None:
    """(status, first byte, last byte) of the answer: 200 and all of it, or 206 and the one range asked
    for (while If-Range holds); None when the range cannot be satisfied (a 416)."""
    wanted = request.headers.get("Range")
    if wanted is not None and _if_range_holds(request, body):
        parsed = _parse_range(wanted, body.size)
        if parsed == "unsatisfiable":
            return None
        if isinstance(parsed, tuple):
            return 206, parsed[0], parsed[1]
    return 200, 0, body.size - 1


async def _send(request: web.Request, response: web.StreamResponse, body: _Body, first: int, length: int) -> None:
    """Write `length` bytes of the body from `first` (none for HEAD), a file in blocks of CHUNK."""
    await response.prepare(request)
    if request.method == "GET" and length:
        if body.path is None:
            await response.write(body.data[first : first + length])
        else:
            file = await asyncio.to_thread(open, body.path, "rb")
            try:
                file.seek(first)
                left = length
                while left > 0:
                    block = await asyncio.to_thread(file.read, min(CHUNK, left))
                    if not block:
                        break
                    await response.write(block)
                    left -= len(block)
            finally:
                file.close()
    await response.write_eof()


def _version_not_supported(request: web.Request) -> web.Response:
    """505 to a request line of an HTTP version other than 1.0 and 1.1 (`GET /x HTTP/2.0` as text), on an HTTP/1.1
    status line: aiohttp writes the request's own version into the answer's, so `HTTP/2.0 200` with the file was
    the answer — a version this server does not speak (s21 attacks). aiohttp has no public way to set the version
    it answers with: it reads `request.version`, a cached property kept in the request's `_cache` (tested in
    tests/flow/test_serve.py, so an aiohttp that reads it elsewhere fails there)."""
    request._cache["version"] = HttpVersion11
    response = web.Response(status=505, text="505: HTTP version not supported\n", headers=_cors({}))
    response.force_close()
    return response


@dataclass(frozen=True)
class _Folder:
    """One served folder: `public` is the URL --rebase replaces by the request's own ("" without it)."""

    root: Path
    public: str
    log: Callable[[str], None] | None

    async def handle(self, request: web.Request) -> web.StreamResponse:
        """Answer one request: a preflight, a refusal, a 304, a 416, or the file (or the range asked for)."""
        if request.version not in (HttpVersion10, HttpVersion11):
            return _version_not_supported(request)
        if request.method == "OPTIONS":
            return _preflight()
        if request.method not in ("GET", "HEAD"):
            return web.Response(
                status=405, text="405: method not allowed\n", headers=_cors({"Allow": "GET, HEAD, OPTIONS"})
            )
        path = self._target(request)
        if not isinstance(path, Path):
            return path
        try:
            body = await asyncio.to_thread(self._load, path, request)
        except OSError:
            return _not_found()
        headers = _headers(path, body)
        if _not_modified(request, body):
            return web.Response(status=304, headers={k: v for k, v in headers.items() if k != "Content-Type"})
        span = _span(request, body)
        if span is None:
            headers["Content-Range"] = f"bytes */{body.size}"
            headers.pop("Content-Type")
            return web.Response(status=416, headers=headers)
        status, first, last = span
        if status == 206:
            headers["Content-Range"] = f"bytes {first}-{last}/{body.size}"
        length = max(0, last - first + 1)
        headers["Content-Length"] = str(length)
        response = web.StreamResponse(status=status, headers=headers)
        try:
            await _send(request, response, body, first, length)
        except ConnectionError:  # the client went away: a reset, a broken pipe, or aiohttp's "Connection lost"
            return response
        if self.log is not None:
            self.log(f"{request.method} {request.path} {status}")
        return response

    def _target(self, request: web.Request) -> Path | web.Response:
        """The file the request names, or the refusal: 404 outside the folder, 400 for a Host that
        cannot stand in a rebased file."""
        try:
            path = resolve_inside(self.root, request.raw_path)
        except UnicodeDecodeError:
            path = None
        if path is None:
            return _not_found()
        if self.public and path.suffix.lower() in _REBASED and not _plain_host(request.host):
            return web.Response(status=400, text="400: the Host header is not a host[:port]\n", headers=_cors({}))
        return path

    def _load(self, path: Path, request: web.Request) -> _Body:
        """The body of `path`: the file itself, or its text with the public URL replaced (--rebase)."""
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            raise FileNotFoundError(path)  # a pipe or a device is no file to serve (its read would block)
        if self.public and path.suffix.lower() in _REBASED:
            own = f"{request.scheme}://{request.host}"  # request.host is checked against _HOST before
            data = self._rewrite(path.read_bytes(), own)
            digest = hashlib.sha256(data).hexdigest()[:20]
            return _Body(len(data), info.st_mtime, f'"{digest}"', data=data)
        etag = f'"{info.st_size:x}-{info.st_mtime_ns:x}"'
        return _Body(info.st_size, info.st_mtime, etag, path=path)

    def _rewrite(self, data: bytes, own: str) -> bytes:
        """`data` with the public URL replaced by `own`, as written plainly, percent-encoded and scheme-less."""
        public = self.public
        text = data.decode("utf-8", "surrogateescape")
        text = text.replace(public, own)
        text = text.replace(urllib.parse.quote(public, safe=""), urllib.parse.quote(own, safe=""))
        # Subscribe links of podcast apps carry the URL without its scheme (podcast://host/path).
        text = text.replace("://" + public.split("://", 1)[-1], "://" + own.split("://", 1)[-1])
        return text.encode("utf-8", "surrogateescape")


def lan_address() -> str | None:
    """This machine's address on the LAN (the one a phone would reach), or None.

    Connecting a UDP socket sends nothing; it only asks the kernel which interface
    would carry traffic to a private address.
    """
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("10.255.255.255", 1))
        address = str(probe.getsockname()[0])
        return None if address.startswith("127.") or address == "0.0.0.0" else address
    return None


def feed_paths(root: Path) -> list[str]:
    """The feeds in the folder, as URL paths (``/zh-hant/feed.xml``)."""
    return [f"/{feed.parent.name}/feed.xml" for feed in sorted(Path(root).glob("*/feed.xml"))]


def is_regular_dir(path: Path) -> bool:
    """Whether `path` is an existing folder."""
    try:
        return stat.S_ISDIR(path.stat().st_mode)
    except OSError:
        return False


class _ClientMistakes(logging.Filter):
    """A malformed request (a control character in a header, a 100 KB path) is the client's mistake:
    aiohttp answers it 400, then logged a traceback as if the server had failed."""

    def filter(self, record: logging.LogRecord) -> bool:
        from aiohttp.http_exceptions import HttpProcessingError

        error = record.exc_info[1] if record.exc_info else None
        return not isinstance(error, HttpProcessingError)


async def _serve(app: web.Application, host: str, port: int, ready: Callable[[int], None]) -> None:
    server_log = logging.getLogger("aiohttp.server")
    if not any(isinstance(f, _ClientMistakes) for f in server_log.filters):
        server_log.addFilter(_ClientMistakes())
    runner = web.AppRunner(app, access_log=None, keepalive_timeout=HEADER_TIMEOUT)
    await runner.setup()
    site = web.TCPSite(runner, host, port)
    await site.start()
    server = site._server  # aiohttp keeps the bound sockets here; port 0 means "any free port"
    sockets = getattr(server, "sockets", None) or []
    ready(int(sockets[0].getsockname()[1]) if sockets else port)
    try:
        await asyncio.Event().wait()
    finally:
        await runner.cleanup()


def run_server(
    root: Path,
    host: str,
    port: int,
    *,
    rebase: bool,
    ready: Callable[[int], None],
    log: Callable[[str], None] | None = None,
) -> None:
    """Serve `root` until interrupted; `ready(port)` is called once it listens."""
    asyncio.run(_serve(make_app(root, rebase=rebase, log=log), host, port, ready))
