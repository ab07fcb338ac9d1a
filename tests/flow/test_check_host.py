"""`narrate check-host`, run against `narrate serve` on loopback and against a deliberately bad loopback host."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from aiohttp import web

from blogsite import Blog, built_blog
from narrate.flow.check_host import check_host, printable
from patience import PATIENCE
from serving import Served


@pytest.fixture(scope="module")
def blog(tmp_path_factory: pytest.TempPathFactory) -> Blog:
    return built_blog(tmp_path_factory)


def bad_host(root: Path) -> web.Application:
    """A host like a misconfigured bucket: no ranges, generic types, no CORS."""

    async def handle(request: web.Request) -> web.Response:
        path = root / request.path.lstrip("/")
        if ".." in request.path or not path.is_file():
            return web.Response(status=404)
        body = path.read_bytes()
        kind = "application/json" if path.suffix == ".json" else "application/octet-stream"
        return web.Response(
            body=b"" if request.method == "HEAD" else body,
            content_type=kind,
            headers={"Content-Length": str(len(body))} if request.method == "HEAD" else None,
        )

    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", handle)
    return app


@pytest.fixture(scope="module")
def good(blog: Blog) -> Iterator[Served]:
    with Served.folder(blog.out) as server:  # not --rebase: check-host checks under the URL it is given
        yield server


def narrate(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "narrate", *args], capture_output=True, text=True, timeout=PATIENCE, check=False
    )


def test_narrate_serve_passes_every_check(good: Served) -> None:
    done = narrate("check-host", good.url + "/")
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    for what in (
        "audio HEAD",
        "audio Range",
        "audio Range past the end",
        "transcript type",
        "transcript CORS",
        "chapters type",
        "chapters CORS",
        "episodes.json CORS",
        "feed type",
    ):
        assert any(line.startswith(f"ok    {what}:") for line in lines), what
    assert not [line for line in lines if line.startswith(("fail", "warn"))]


def test_one_episode_by_slug_and_language(good: Served, blog: Blog) -> None:
    checks = asyncio.run(check_host(good.url, slug="read-along", lang="zh-hans"))
    assert checks[0].detail == "zh-hans/read-along"
    head = next(c for c in checks if c.what == "audio HEAD")
    size = (blog.out / "zh-hans" / "read-along.mp3").stat().st_size
    assert head.status == "ok" and f"{size} bytes" in head.detail
    # A per-language episodes.json works as the URL too.
    checks = asyncio.run(check_host(f"{good.url}/en/episodes.json"))
    assert checks[0].detail == "en/hostile" and all(c.status == "ok" for c in checks)


def test_a_bad_host_fails_with_what_is_wrong(blog: Blog) -> None:
    with Served(bad_host(blog.out)) as bad:
        done = narrate("check-host", bad.url)
        statuses = {line.split(":")[0][6:]: line[:4].strip() for line in done.stdout.splitlines() if ":" in line}
    assert done.returncode == 1
    assert statuses["audio Range"] == "fail"  # 200 for a range: apps cannot seek
    assert statuses["audio HEAD"] == "fail"  # application/octet-stream
    assert statuses["transcript type"] == "fail" and statuses["chapters type"] == "warn"
    assert statuses["transcript CORS"] == "fail" and statuses["episodes.json CORS"] == "fail"
    assert "podcast apps" in done.stdout
    assert done.stderr.count("\n") == 1 and "audio Range" in done.stderr


def test_a_host_without_episodes_json_is_one_line(tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text("hi", encoding="utf-8")
    with Served.folder(tmp_path) as empty:
        done = narrate("check-host", empty.url)
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "HTTP 404" in done.stderr and "feed.base_url" in done.stderr


def test_not_a_url_is_one_line() -> None:
    done = narrate("check-host", "output/")
    assert done.returncode == 1 and done.stderr.count("\n") == 1 and "http(s)" in done.stderr


def test_a_password_in_the_url_is_never_echoed(tmp_path: Path) -> None:
    """`check-host https://user:secret@host/` runs in CI logs: the one line says the URL with its password
    hidden (s6 attacks: it was echoed whole)."""
    with Served.folder(tmp_path) as empty:
        url = empty.url.replace("http://", "http://ci:s3cr3t@")
        done = narrate("check-host", url)
    assert done.returncode == 1 and done.stderr.count("\n") == 1, done.stderr
    assert "s3cr3t" not in done.stderr + done.stdout and "ci:***@" in done.stderr


def test_a_failing_audio_request_ends_the_audio_checks_with_why() -> None:
    """HEAD gives another length than episodes.json (the enclosure would be wrong), then the range request
    redirects in a loop: the HEAD check says both lengths, one "audio" failure says why, and no later audio
    check runs; the other checks still do."""

    async def handle(request: web.Request) -> web.StreamResponse:
        url = f"http://{request.host}"
        if request.path == "/episodes.json":
            return web.json_response(
                {
                    "base_url": url,
                    "episodes": [
                        {
                            "lang": "en",
                            "slug": "one",
                            "bytes": 1000,
                            "audio": f"{url}/en/one.mp3",
                            "transcript": f"{url}/en/one.vtt",
                        }
                    ],
                }
            )
        if request.path == "/en/one.mp3" and request.method == "HEAD":
            return web.Response(headers={"Content-Type": "audio/mpeg", "Content-Length": "999"})
        if request.path == "/en/one.mp3":
            raise web.HTTPFound("/en/one.mp3")  # forever
        return web.Response(text="WEBVTT\n", content_type="text/vtt", headers={"Access-Control-Allow-Origin": "*"})

    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", handle)
    with Served(app) as host:
        checks = asyncio.run(check_host(host.url))
    whats = [c.what for c in checks]
    assert whats == [
        "episode",
        "episodes.json type",
        "episodes.json CORS",
        "audio HEAD",
        "audio",
        "transcript type",
        "transcript CORS",
    ], whats
    head, failure = checks[3], checks[4]
    assert head.status == "fail" and head.detail == "HTTP 200, audio/mpeg, 999 bytes (episodes.json says 1000)"
    assert failure.status == "fail" and failure.detail == f"{host.url}/en/one.mp3: more than 5 redirects"
    assert checks[5].status == checks[6].status == "ok"


@pytest.mark.parametrize(
    ("url", "masked"),
    [
        ("http://alice:hunter@2@127.0.0.1:9/", "http://alice:***@127.0.0.1:9/"),  # yarl's password: to the last `@`
        ("http://alice:hun ter@127.0.0.1:9/", "http://alice:***@127.0.0.1:9/"),  # a blank in the password
        ("https://ci:s3cr3t@example.com/a@b", "https://ci:***@example.com/a@b"),  # an `@` past the host
        ("https://example.com/feed/", "https://example.com/feed/"),
    ],
)
def test_every_printed_url_hides_all_of_its_password(url: str, masked: str) -> None:
    """All of a URL's userinfo after its first `:` is masked, up to the last `@` before the host (s6 review: the
    `2` of `hunter@2` and a password with a blank were printed)."""
    assert printable(f"{url}: not an http(s) URL") == f"{masked}: not an http(s) URL"
