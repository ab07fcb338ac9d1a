"""`narrate serve` judged by a plain HTTP client: HEAD, byte ranges, validators, CORS, types, no escape."""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import sys
import urllib.parse
from collections.abc import Iterator
from pathlib import Path

import pytest

from helpers import write
from patience import PATIENCE
from serving import Served

BASE = "https://blog.example.com/podcast"
AUDIO = bytes(range(256)) * 400  # 102,400 bytes, every offset distinguishable mod 256
SECRET = b"top secret outside the output folder"


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """An output folder laid out as narrate writes it, with a secret beside it and links pointing out."""
    root = tmp_path / "out"
    write(root / "zh-hant" / "post.mp3", AUDIO)
    write(root / "zh-hant" / "post.vtt", "WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.000\n你好\n")
    write(root / "zh-hant" / "post.srt", "1\n00:00:00,000 --> 00:00:01,000\n你好\n")
    write(root / "zh-hant" / "post.chapters.json", '{"version": "1.2.0", "chapters": []}\n')
    write(
        root / "zh-hant" / "post.html",
        f'<a href="{BASE}/zh-hant/post.mp3">mp3</a>'
        f'<a href="overcast://x-callback-url/add?url={urllib.parse.quote(BASE, safe="")}%2Fzh-hant%2Ffeed.xml">'
        "Overcast</a>\n",
    )
    write(
        root / "zh-hant" / "feed.xml",
        f'<?xml version="1.0"?><rss xmlns:atom="http://www.w3.org/2005/Atom"><channel>'
        f'<atom:link href="{BASE}/zh-hant/feed.xml" rel="self"/>'
        f'<item><enclosure url="{BASE}/zh-hant/post.mp3"/></item></channel></rss>\n',
    )
    write(root / "index.html", "<h1>episodes</h1>\n")
    write(root / "player" / "narrate-player.js", "export {};\n")
    write(root / "player" / "narrate-player.css", ":root{}\n")
    write(root / ".narrate.lock", "")
    write(tmp_path / "secret.txt", SECRET)
    os.symlink(tmp_path / "secret.txt", root / "outside.txt")
    os.symlink(tmp_path, root / "up")
    os.symlink(root / "zh-hant" / "post.vtt", root / "inside.vtt")
    # Links with harmless names to what must stay private: the lock, a dot-folder, the build records.
    write(root / ".git" / "config", "[remote] url = secret\n")
    write(root / "manifest" / "zh-hant" / "post.json", '{"source": "/home/me/secret/post.md"}\n')
    os.symlink(root / ".narrate.lock", root / "lock.txt")
    os.symlink(root / ".git", root / "git")
    os.symlink(root / ".git" / "config", root / "config.txt")
    os.symlink(root / "manifest", root / "records")
    return root


@pytest.fixture
def served(folder: Path) -> Iterator[Served]:
    with Served.folder(folder) as server:
        yield server


def test_head_has_the_headers_of_a_get_and_no_body(served: Served) -> None:
    status, headers, body = served.request("HEAD", "/zh-hant/post.mp3")
    assert status == 200 and body == b""
    assert headers["content-length"] == str(len(AUDIO))
    assert headers["content-type"] == "audio/mpeg"
    assert headers["accept-ranges"] == "bytes"
    assert headers["etag"].startswith('"') and headers["last-modified"].endswith("GMT")
    status, get_headers, body = served.request("GET", "/zh-hant/post.mp3")
    assert status == 200 and body == AUDIO
    assert get_headers["etag"] == headers["etag"]


@pytest.mark.parametrize(
    ("spec", "first", "last"),
    [
        ("bytes=0-1", 0, 1),  # what Safari and podcast apps ask first
        ("bytes=1000-1999", 1000, 1999),
        ("bytes=100000-", 100000, len(AUDIO) - 1),
        ("bytes=-10", len(AUDIO) - 10, len(AUDIO) - 1),
        ("bytes=102000-999999", 102000, len(AUDIO) - 1),  # an end past the file is cut to it
    ],
)
def test_a_single_range_is_a_206_with_exactly_those_bytes(served: Served, spec: str, first: int, last: int) -> None:
    status, headers, body = served.request("GET", "/zh-hant/post.mp3", {"Range": spec})
    assert status == 206
    assert headers["content-range"] == f"bytes {first}-{last}/{len(AUDIO)}"
    assert headers["content-length"] == str(last - first + 1)
    assert body == AUDIO[first : last + 1]


@pytest.mark.parametrize("spec", [f"bytes={len(AUDIO)}-", "bytes=999999-1000000", "bytes=-0", "bytes=50-10"])
def test_an_unsatisfiable_range_is_a_416_naming_the_size(served: Served, spec: str) -> None:
    status, headers, body = served.request("GET", "/zh-hant/post.mp3", {"Range": spec})
    assert status == 416
    assert headers["content-range"] == f"bytes */{len(AUDIO)}"
    assert body == b""


@pytest.mark.parametrize("spec", ["bytes=0-1,5-9", "items=0-1", "nonsense"])
def test_multiple_or_foreign_ranges_get_the_whole_file(served: Served, spec: str) -> None:
    status, headers, body = served.request("GET", "/zh-hant/post.mp3", {"Range": spec})
    assert status == 200 and body == AUDIO and "content-range" not in headers


def test_validators_answer_304_and_if_range_guards_a_stale_range(served: Served) -> None:
    _, headers, _ = served.request("HEAD", "/zh-hant/post.mp3")
    etag, modified = headers["etag"], headers["last-modified"]
    assert served.request("GET", "/zh-hant/post.mp3", {"If-None-Match": etag})[0] == 304
    assert served.request("GET", "/zh-hant/post.mp3", {"If-None-Match": '"other"'})[0] == 200
    assert served.request("GET", "/zh-hant/post.mp3", {"If-Modified-Since": modified})[0] == 304
    assert served.request("GET", "/zh-hant/post.mp3", {"If-Modified-Since": "Mon, 01 Jan 2001 00:00:00 GMT"})[0] == 200
    status, _, body = served.request("GET", "/zh-hant/post.mp3", {"Range": "bytes=0-9", "If-Range": etag})
    assert status == 206 and body == AUDIO[:10]
    status, _, body = served.request("GET", "/zh-hant/post.mp3", {"Range": "bytes=0-9", "If-Range": '"stale"'})
    assert status == 200 and body == AUDIO


def test_an_edited_file_gets_a_new_etag(served: Served, folder: Path) -> None:
    before = served.request("HEAD", "/zh-hant/post.vtt")[1]["etag"]
    write(folder / "zh-hant" / "post.vtt", "WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\n再見\n")
    assert served.request("HEAD", "/zh-hant/post.vtt")[1]["etag"] != before


@pytest.mark.parametrize("method", ["GET", "HEAD"])
@pytest.mark.parametrize(
    "path", ["/zh-hant/post.mp3", "/zh-hant/post.vtt", "/zh-hant/post.chapters.json", "/index.html", "/nothing-here"]
)
def test_cors_on_every_answer(served: Served, method: str, path: str) -> None:
    status, headers, _ = served.request(method, path, {"Origin": "https://blog.example.com"})
    assert status in (200, 404)
    assert headers["access-control-allow-origin"] == "*"
    assert "Content-Range" in headers["access-control-expose-headers"]


def test_a_preflight_allows_range_requests(served: Served) -> None:
    status, headers, _ = served.request(
        "OPTIONS",
        "/zh-hant/post.mp3",
        {
            "Origin": "https://blog.example.com",
            "Access-Control-Request-Method": "GET",
            "Access-Control-Request-Headers": "range",
        },
    )
    assert status == 204
    assert headers["access-control-allow-origin"] == "*"
    assert "GET" in headers["access-control-allow-methods"] and "HEAD" in headers["access-control-allow-methods"]
    assert "range" in headers["access-control-allow-headers"].lower()


def test_other_methods_are_refused(served: Served) -> None:
    assert served.request("POST", "/zh-hant/post.mp3")[0] == 405
    assert served.request("DELETE", "/zh-hant/post.mp3")[0] == 405


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        ("/zh-hant/post.mp3", "audio/mpeg"),
        ("/zh-hant/post.vtt", "text/vtt; charset=utf-8"),
        ("/zh-hant/post.srt", "application/x-subrip; charset=utf-8"),
        ("/zh-hant/post.chapters.json", "application/json+chapters; charset=utf-8"),
        ("/zh-hant/feed.xml", "application/rss+xml; charset=utf-8"),
        ("/zh-hant/post.html", "text/html; charset=utf-8"),
        ("/player/narrate-player.js", "text/javascript; charset=utf-8"),
        ("/player/narrate-player.css", "text/css; charset=utf-8"),
    ],
)
def test_types_podcast_apps_and_browsers_check(served: Served, path: str, expected: str) -> None:
    status, headers, _ = served.request("GET", path)
    assert status == 200
    assert headers["content-type"] == expected
    assert headers["x-content-type-options"] == "nosniff"


def test_a_folder_serves_its_index_and_never_a_listing(served: Served, folder: Path) -> None:
    status, _, body = served.request("GET", "/")
    assert status == 200 and body == (folder / "index.html").read_bytes()
    assert served.request("GET", "/zh-hant/")[0] == 404


@pytest.mark.parametrize(
    "path",
    [
        "/../secret.txt",
        "/zh-hant/../../secret.txt",
        "/%2e%2e/secret.txt",
        "/zh-hant/%2E%2E/%2e%2e/secret.txt",
        "/zh-hant%2f..%2f..%2fsecret.txt",
        "/..%2fsecret.txt",
        "/..%5csecret.txt",
        "/..\\secret.txt",
        "/outside.txt",  # a symlink to a file outside
        "/up/secret.txt",  # a symlink to a folder outside
        "/.narrate.lock",  # dot-files: the lock and temporaries
        "/zh-hant/post.mp3%00.txt",
        "/lock.txt",  # a symlink to a dot-file
        "/git/config",  # a symlink to a dot-folder
        "/config.txt",  # a symlink into a dot-folder
        "/manifest/zh-hant/post.json",  # build records (the articles' source paths)
        "/records/zh-hant/post.json",  # ... under another name
        "//etc/passwd",
        "/%ff%fe",
        "/" + "a/" * 3000 + "a.mp3",  # a path the file system cannot name (attacks s8: a 500 and a traceback)
        "/" + "a" * 300 + ".mp3",  # a name past 255 bytes
    ],
)
def test_nothing_outside_the_folder_or_hidden_is_served(served: Served, path: str) -> None:
    for method in ("GET", "HEAD"):
        status, _, body = served.request(method, path)
        assert status in (400, 404), path
        assert SECRET not in body and b"root:" not in body


def test_a_symlink_inside_the_folder_is_served(served: Served, folder: Path) -> None:
    status, headers, body = served.request("GET", "/inside.vtt")
    assert status == 200 and body == (folder / "zh-hant" / "post.vtt").read_bytes()
    assert headers["content-type"].startswith("text/vtt")


def test_rebase_points_feeds_pages_and_json_at_the_server(folder: Path) -> None:
    write(folder / "episodes.json", json.dumps({"base_url": BASE, "episodes": [{"audio": f"{BASE}/zh-hant/post.mp3"}]}))
    with Served.folder(folder, rebase=True) as server:
        own = server.url
        for path in ("/zh-hant/feed.xml", "/zh-hant/post.html", "/episodes.json"):
            status, headers, body = server.request("GET", path)
            assert status == 200
            text = body.decode()
            assert BASE not in text and f"{own}/zh-hant/" in text, path
            assert headers["content-length"] == str(len(body))
        page = server.request("GET", "/zh-hant/post.html")[2].decode()
        assert urllib.parse.quote(own, safe="") + "%2Fzh-hant%2Ffeed.xml" in page  # the encoded URL too
        # A range of a rebased file is a range of what is served; audio is untouched.
        full = server.request("GET", "/zh-hant/feed.xml")[2]
        status, _, part = server.request("GET", "/zh-hant/feed.xml", {"Range": "bytes=10-40"})
        assert status == 206 and part == full[10:41]
        assert server.request("GET", "/zh-hant/post.mp3")[2] == AUDIO
    with Served.folder(folder) as server:  # without --rebase, files are served as they are
        assert BASE in server.request("GET", "/zh-hant/feed.xml")[2].decode()


def test_rebase_finds_the_public_url_in_a_feed_without_episodes_json(folder: Path) -> None:
    with Served.folder(folder, rebase=True) as server:
        feed = server.request("GET", "/zh-hant/feed.xml")[2].decode()
        assert f'href="{server.url}/zh-hant/feed.xml"' in feed


def test_rebase_passes_by_an_episodes_json_nested_past_the_recursion_limit(folder: Path) -> None:
    """Damaged JSON there is as good as none (a RecursionError traceback once): the feed's self link is used."""
    from narrate.flow.serve import find_base_url

    (folder / "episodes.json").write_text("[" * 60_000, encoding="utf-8")
    assert find_base_url(folder) == BASE


def _ctrl_c_stops() -> None:
    """In the child: Ctrl+C (SIGINT) stops it, as in a terminal. A suite started in the background by a
    non-interactive shell (`pytest … &`) ignores SIGINT, and the child would inherit that and never stop."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _narrate(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "narrate", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=_ctrl_c_stops,
    )


def test_cli_serve_prints_the_feed_urls_and_serves(folder: Path) -> None:
    proc = _narrate("serve", str(folder), "--port", "0", "--rebase")
    try:
        assert proc.stdout is not None
        lines = []
        for line in proc.stdout:
            lines.append(line)
            if line.startswith("press Ctrl+C"):
                break
        text = "".join(lines)
        port = int(re.search(r"http://127\.0\.0\.1:(\d+)/", text).group(1))  # type: ignore[union-attr]
        assert f"feed  http://127.0.0.1:{port}/zh-hant/feed.xml" in text
        assert "--host 0.0.0.0" in text  # how to reach it from a phone
        import urllib.request

        with urllib.request.urlopen(f"http://127.0.0.1:{port}/zh-hant/feed.xml", timeout=PATIENCE) as response:
            assert f"http://127.0.0.1:{port}/zh-hant/post.mp3" in response.read().decode()
    finally:
        proc.send_signal(signal.SIGINT)
        proc.communicate(timeout=PATIENCE)
    assert proc.returncode == 0


def test_cli_serve_of_a_missing_folder_is_one_line(tmp_path: Path) -> None:
    proc = _narrate("serve", str(tmp_path / "nope"))
    _, err = proc.communicate(timeout=PATIENCE)
    assert proc.returncode == 1
    assert err.count("\n") == 1 and "no such folder" in err


def test_cli_serve_rebase_without_a_public_url_is_one_line(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    proc = _narrate("serve", str(tmp_path / "empty"), "--rebase")
    _, err = proc.communicate(timeout=PATIENCE)
    assert proc.returncode == 1
    assert err.count("\n") == 1 and "feed.base_url" in err


@pytest.mark.parametrize("spec", ["bytes=" + "9" * 4400 + "-", "bytes=" + "1" * 4400 + "-" + "2" * 3700])
def test_a_range_of_thousands_of_digits_is_a_416(served: Served, spec: str) -> None:
    status, headers, _ = served.request("GET", "/zh-hant/post.mp3", {"Range": spec})
    assert status == 416 and headers["content-range"] == f"bytes */{len(AUDIO)}"


def test_a_range_ending_thousands_of_digits_away_is_the_rest_of_the_file(served: Served) -> None:
    status, headers, body = served.request("GET", "/zh-hant/post.mp3", {"Range": "bytes=100-" + "9" * 4400})
    assert status == 206 and body == AUDIO[100:]


@pytest.mark.parametrize(
    ("spec", "first", "last"),
    [
        ("bytes=" + "0" * 5000 + "1-2", 1, 2),  # leading zeros are allowed and say nothing
        ("bytes=1-" + "0" * 5000 + "2", 1, 2),
        ("bytes=-" + "0" * 5000 + "3", len(AUDIO) - 3, len(AUDIO) - 1),
        ("bytes=" + "0" * 5000 + "-", 0, len(AUDIO) - 1),
    ],
)
def test_thousands_of_leading_zeros_are_the_number_they_lead(served: Served, spec: str, first: int, last: int) -> None:
    status, headers, body = served.request("GET", "/zh-hant/post.mp3", {"Range": spec})
    assert status == 206 and headers["content-range"] == f"bytes {first}-{last}/{len(AUDIO)}"
    assert body == AUDIO[first : last + 1]


@pytest.mark.parametrize("spec", ["bytes=1_0-2_0", "bytes=+1-2", "bytes=\xb9-\xb2", "bytes=1-2_0"])
def test_a_range_of_other_digits_than_ascii_gets_the_whole_file(served: Served, spec: str) -> None:
    status, headers, body = served.request("GET", "/zh-hant/post.mp3", {"Range": spec})
    assert status == 200 and body == AUDIO and "content-range" not in headers


@pytest.mark.parametrize("spec", ["bytes=\u0661-\u0662", "bytes=\uff11-\uff12", "bytes=0-\u0967"])
def test_digits_of_other_scripts_are_no_range(spec: str) -> None:
    from narrate.flow.serve import _parse_range

    assert _parse_range(spec, 100) is None  # Python's \d and int() read them; HTTP's DIGIT is ASCII


@pytest.mark.parametrize(
    "host", ['x"><script>alert(1)</script>', "x&y", "a b", "x'y:80", "x/y", "x:port", "x:99999", "x:0", "[::1]:70000"]
)
def test_rebase_refuses_a_host_header_that_is_not_a_host(folder: Path, host: str) -> None:
    write(folder / "episodes.json", json.dumps({"base_url": BASE, "episodes": []}))
    with Served.folder(folder, rebase=True) as server:
        for path in ("/zh-hant/feed.xml", "/zh-hant/post.html", "/episodes.json"):
            status, _, body = server.request("GET", path, {"Host": host})
            assert status == 400 and host.encode() not in body, path
        status, _, body = server.request("GET", "/zh-hant/post.html", {"Host": "[::1]:8080"})
        assert status == 200 and b"http://[::1]:8080/zh-hant/post.mp3" in body
        assert server.request("GET", "/zh-hant/post.mp3", {"Host": host})[0] == 200  # nothing to rewrite


def test_a_client_that_goes_away_mid_answer_leaves_no_traceback(
    served: Served, caplog: pytest.LogCaptureFixture, folder: Path
) -> None:
    import socket

    write(folder / "zh-hant" / "big.mp3", b"\0" * (8 << 20))
    with socket.create_connection(("127.0.0.1", served.port), timeout=PATIENCE) as conn:
        conn.sendall(b"GET /zh-hant/big.mp3 HTTP/1.1\r\nHost: x\r\n\r\n")
        assert conn.recv(1024).startswith(b"HTTP/1.1 200")
        conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\1\0\0\0\0\0\0\0")  # close with a reset
    # The server has noticed once a new request is answered after the reset.
    for _ in range(20):
        assert served.request("GET", "/index.html")[0] == 200
    assert [r for r in caplog.records if r.levelname == "ERROR"] == []


def test_a_client_that_trickles_its_request_is_disconnected(folder: Path) -> None:
    import socket
    import time

    from narrate.flow.serve import make_app

    with (
        Served(make_app(folder), keepalive_timeout=1.0) as server,
        socket.create_connection(("127.0.0.1", server.port), timeout=PATIENCE) as conn,
    ):
        conn.sendall(b"GET / HTTP/1.1\r\n")
        closed = False
        deadline = time.monotonic() + PATIENCE
        while not closed and time.monotonic() < deadline:
            try:
                conn.sendall(b"X-Slow: 1\r\n")
                conn.settimeout(0.3)
                closed = conn.recv(1) == b""
            except TimeoutError:
                continue
            except OSError:  # reset by the server
                closed = True
        assert closed


@pytest.mark.parametrize("version", ["HTTP/2.0", "HTTP/2.1", "HTTP/3.0"])
def test_a_request_line_of_another_http_version_is_a_505_on_an_http_11_status_line(
    served: Served, version: str
) -> None:
    # benchmarks/attacks.py s21 `serve_odd_request[HTTP/2.0 in the request line]`: aiohttp wrote the request's own
    # version into the answer, `HTTP/2.0 200` with the file, a version the server does not speak
    with socket.create_connection(("127.0.0.1", served.port), timeout=PATIENCE) as conn:
        conn.sendall(f"GET /zh-hant/post.mp3 {version}\r\nHost: 127.0.0.1\r\n\r\n".encode())
        answer = b""
        while b"\r\n\r\n" not in answer:
            more = conn.recv(65536)
            if not more:
                break
            answer += more
    # (aiohttp's parser refuses 2.1 and 3.0 itself, with a 400 on an HTTP/1.0 status line)
    assert re.match(rb"HTTP/1\.[01] (505|400) ", answer), answer[:80]
    # near miss: HTTP/1.0 and HTTP/1.1 are answered as before
    assert served.request("GET", "/zh-hant/post.mp3")[0] == 200
