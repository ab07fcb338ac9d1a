"""Hardening, round 3: each finding of the audit as a test, the trigger then what must hold.

Speed is measured by benchmarks/pathological.py, never timed here: the tests below prove that
the linear scans say exactly what the patterns they replace said, on the audit's own shapes.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import narrate
from helpers import OFFLINE_VOICES, build_json, write
from narrate.errors import ConfigError
from narrate.text import markdown_rules, prose, shortcodes
from narrate.text.html_text import closed_markup


def _site(
    root: Path,
    front: str = "",
    voices: str = OFFLINE_VOICES,
    body: str = "A short paragraph worth saying.",
    name: str = "one",
) -> Path:
    write(root / "voices.yaml", voices)
    write(root / "content" / "posts" / name / "index.md", f"---\ntitle: One\nlang: en\n{front}---\n\n{body}\n")
    return root / "content"


# --- High 1: a skipped or failed article keeps what it published ---------------------------


@pytest.mark.parametrize(
    ("change", "why"),
    [
        (lambda t: t.replace("lang: en", "lang: tlh"), "not a language narrate speaks"),
        (lambda t: t.split("---\n\n")[0] + "---\n\n```\ncode only\n```\n", "no prose"),
        (lambda t: t.replace("title: One", "title: [unclosed"), "front matter that does not parse"),
    ],
)
def test_a_skipped_or_failed_article_keeps_its_published_episode(tmp_path: Path, change: object, why: str) -> None:
    _site(tmp_path)
    code, report, stderr = build_json(tmp_path)
    assert code == 0 and [b["slug"] for b in report["built"]] == ["one"], stderr
    out = tmp_path / "out"
    record = out / "manifest" / "en" / "one.json"
    guid = json.loads(record.read_text(encoding="utf-8"))["guid"]
    index = tmp_path / "content" / "posts" / "one" / "index.md"
    index.write_text(change(index.read_text(encoding="utf-8")), encoding="utf-8")  # type: ignore[operator]
    code, report, stderr = build_json(tmp_path)
    assert report["removed"] == [], (why, report)
    assert (out / "en" / "one.mp3").is_file() and record.is_file(), why
    assert json.loads(record.read_text(encoding="utf-8"))["guid"] == guid
    assert "one.mp3" in (out / "en" / "feed.xml").read_text(encoding="utf-8"), why
    assert [*report["skipped"], *report["failed"]], why  # and the report says why it was not built


@pytest.mark.parametrize(
    "change",
    [
        lambda t: t.replace("lang: en\n", "lang: en\naudio: false\n"),
        lambda t: t.replace("lang: en\n", "lang: en\ndraft: true\n"),
        None,  # the source deleted
    ],
)
def test_only_a_deliberate_removal_unpublishes(tmp_path: Path, change: object) -> None:
    _site(tmp_path)
    _site(tmp_path, name="two")  # a second episode, so one removal is not a mass removal
    _site(tmp_path, name="three")
    assert build_json(tmp_path)[0] == 0
    index = tmp_path / "content" / "posts" / "one" / "index.md"
    if change is None:
        index.unlink()
    else:
        index.write_text(change(index.read_text(encoding="utf-8")), encoding="utf-8")  # type: ignore[operator]
    code, report, stderr = build_json(tmp_path)
    assert code == 0 and report["removed"] == ["en/one"], (report, stderr)
    assert not (tmp_path / "out" / "en" / "one.mp3").exists()


# --- High 4: a lone surrogate in voices.yaml is a config error naming file, key and line ----


def test_a_lone_surrogate_in_voices_yaml_is_refused_with_file_key_and_line(tmp_path: Path) -> None:
    path = write(tmp_path / "voices.yaml", 'engine: espeak\nfeed:\n  title: {en: "T \\ud800"}\n')
    with pytest.raises(ConfigError) as caught:
        narrate.load_config(path)
    assert caught.value.path == path and caught.value.key == "feed.title.en" and caught.value.line == 3
    assert str(path) in str(caught.value) and "line 3" in str(caught.value)


def test_a_lone_surrogate_in_voices_yaml_fails_the_build_with_one_line_and_keeps_episodes(tmp_path: Path) -> None:
    _site(tmp_path)
    assert build_json(tmp_path)[0] == 0
    (tmp_path / "voices.yaml").write_text(
        OFFLINE_VOICES.replace("title: {en: Test notes}", 'title: {en: "T \\ud800"}'), encoding="utf-8"
    )
    code, report, stderr = build_json(tmp_path)
    assert code == 1 and "Traceback" not in stderr and "please report" not in stderr
    line = stderr.strip().splitlines()[-1]
    assert "voices.yaml" in line and "feed.title.en" in line and "line " in line, stderr
    assert (tmp_path / "out" / "en" / "one.mp3").is_file()


# --- High 2: what reaches html.parser always closes ----------------------------------------


@pytest.mark.parametrize(
    ("source", "kept"),
    [
        ("<!--" * 1000, ""),
        ("<p>Words</p><!-- never closed <p>more</p>", "<p>Words</p>"),
        ("<p>Words</p><a href='x'", "<p>Words</p>"),
        ("<p>Words</p><![CDATA[ x >", "<p>Words</p>"),
        ("<p>One</p><!-- closed --><p>Two</p>", "<p>One</p><!-- closed --><p>Two</p>"),
        ("<p>a < b and c > d</p>", "<p>a < b and c > d</p>"),
    ],
)
def test_markup_that_never_closes_is_cut_before_html_parser(source: str, kept: str) -> None:
    assert closed_markup(source) == kept


def test_a_megabyte_of_unclosed_comments_reads_as_nothing(tmp_path: Path) -> None:
    path = write(tmp_path / "a.md", "---\ntitle: T\nlang: en\n---\n\nFirst words.\n\n" + "<!--" * 250_000 + "\n")
    script = narrate.build_script(narrate.read_article(path), narrate.load_config())
    assert "<!--" not in " ".join(c.text for c in script.chunks)


# --- Medium 8: shortcode scans no longer restart at every `{{` -------------------------------


@settings(max_examples=600, deadline=None)
@given(st.text(alphabet='{}<>%/ a="\n', max_size=60))
def test_the_linear_shortcode_scan_finds_what_the_pattern_found(text: str) -> None:
    assert [(m.start(), m.end()) for m in shortcodes.find_shortcodes(text)] == [
        (m.start(), m.end()) for m in shortcodes._SHORTCODE_INLINE.finditer(text)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "{" * 3000 + "}}",
        "{{<" * 1000 + ">}}",
        "{%" * 1500 + "%}",
        "{{{" * 800 + "}}}",
        "{{< ruby 僕 ぼく >}} and {{% notice %}} then {{{ .var }}} and {% data a.b %}",
        "{{ a }}" + " " * 2100 + "}}",
        "{{" + "x" * 2001 + "}}",
        "{{" + "x" * 1999 + "}}",
    ],
)
def test_the_linear_shortcode_scan_on_long_shapes(text: str) -> None:
    assert [m.group(0) for m in shortcodes.find_shortcodes(text)] == [
        m.group(0) for m in shortcodes._SHORTCODE_INLINE.finditer(text)
    ]


@pytest.mark.parametrize(
    "body",
    ["{" * 200_000, "{{<" * 70_000, "{/*" * 70_000, "\n".join(":" * (3 + i % 60) + " note" for i in range(20_000))],
)
def test_runs_of_braces_and_fences_make_a_script(tmp_path: Path, body: str) -> None:
    path = write(tmp_path / "a.md", "---\ntitle: T\nlang: en\n---\n\nFirst words.\n\n" + body + "\n")
    script = narrate.build_script(narrate.read_article(path), narrate.load_config())
    assert script.chunks and script.chunks[0].text


def test_a_container_fence_right_after_a_paragraph_is_not_spoken() -> None:
    blocks = prose.extract_blocks("Some words.\n:::note\nInside words.\n:::\n")
    said = " ".join(s.text for b in blocks for s in b.segments)
    assert ":::" not in said and "Some words." in said and "Inside words." in said


# --- High 3: narrate removes only files it wrote (the ledger) ------------------------------


def _png(path: Path, size: int = 1400) -> Path:
    from PIL import Image

    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", (size, size), (200, 30, 30)).save(path, "PNG")
    return path


def _three(root: Path) -> None:
    for name in ("one", "two", "three"):
        _site(root, name=name)


def test_a_build_keeps_html_pages_it_did_not_write(tmp_path: Path) -> None:
    _three(tmp_path)
    out = tmp_path / "out"
    notes = write(out / "en" / "notes.html", "<p>my notes</p>")
    about = write(out / "about.html", "<p>about</p>")
    assert build_json(tmp_path)[0] == 0
    (tmp_path / "content" / "posts" / "one" / "index.md").unlink()  # an episode removed: its page goes
    code, report, stderr = build_json(tmp_path)
    assert code == 0 and report["removed"] == ["en/one"], stderr
    assert not (out / "en" / "one.html").exists() and (out / "en" / "two.html").is_file()
    assert notes.read_text(encoding="utf-8") == "<p>my notes</p>" and about.is_file()


def test_out_as_the_content_folder_is_refused_and_touches_nothing(tmp_path: Path) -> None:
    """The audit's `--out content` deleted content/en/legal.html; such a build is now refused
    before anything is written, and the ledger keeps every other folder's own pages (tests above)."""
    _three(tmp_path)
    legal = write(tmp_path / "content" / "en" / "legal.html", "<p>legal</p>")
    before = sorted(p for p in (tmp_path / "content").rglob("*"))
    from typer.testing import CliRunner

    from narrate.cli import app

    result = CliRunner().invoke(app, ["build", str(tmp_path / "content"), "--out", str(tmp_path / "content")])
    assert result.exit_code == 1 and "choose --out outside it" in result.stderr
    assert legal.read_text(encoding="utf-8") == "<p>legal</p>"
    assert sorted(p for p in (tmp_path / "content").rglob("*")) == before


def test_a_hand_made_index_page_is_left_as_it_is_with_a_warning(tmp_path: Path) -> None:
    _site(tmp_path)
    index = write(tmp_path / "out" / "index.html", "<h1>my site</h1>")
    code, report, stderr = build_json(tmp_path)
    assert code == 0 and index.read_text(encoding="utf-8") == "<h1>my site</h1>"
    assert any("index.html" in w and "not written by narrate" in w for w in report["warnings"]), report
    index.unlink()  # once it is gone, narrate writes its own there
    assert build_json(tmp_path)[0] == 0 and 'content="narrate' in index.read_text(encoding="utf-8")


def test_the_stale_temp_sweep_removes_only_narrates_temporaries(tmp_path: Path) -> None:
    _site(tmp_path)
    out = tmp_path / "out"
    assert build_json(tmp_path)[0] == 0
    # A name of narrate's shape without its mark is the user's too (issue 43: `.notes.mp3.backup01.tmp`).
    mine = [
        write(out / ".notes.tmp", "user"),
        write(out / "en" / ".draft.tmp", "user"),
        write(out / "en" / ".report.md.abcd1234.tmp", "user"),
        write(out / "en" / ".notes.mp3.backup01.tmp", "user"),
    ]
    ours = [
        write(out / "en" / ".one.mp3.narrate-x1y2z3w4.tmp", b"\0"),
        write(out / ".episodes.json.narrate-k9j8h7g6.tmp", "{"),
        write(out / "en" / ".one.mp3.narrate-abcd_123.tmp.gain", b"\0"),
        # the limiter's trial, left by a build killed while it ran (s13 harden: seen after a kill mid-build)
        write(out / "en" / ".one.mp3.narrate-ee9po_yl.tmp.try", b"\0"),
        write(out / "manifest" / "en" / ".one.json.narrate-aaaa1111.tmp", "{"),
    ]
    assert build_json(tmp_path)[0] == 0
    assert all(p.is_file() for p in mine) and not any(p.exists() for p in ours)


def test_a_users_cover_of_the_other_type_stays_when_cover_png_is_published(tmp_path: Path) -> None:
    _site(tmp_path, voices=OFFLINE_VOICES.replace("feed:\n", "feed:\n  image: art.png\n"))
    _png(tmp_path / "art.png")
    mine = write(tmp_path / "out" / "cover.jpg", b"my own jpeg")
    code, report, stderr = build_json(tmp_path)
    assert code == 0 and (tmp_path / "out" / "cover.png").is_file(), stderr
    assert mine.read_bytes() == b"my own jpeg"


def test_a_cache_inside_the_output_folder_is_the_cache_s_own(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """NARRATE_CACHE_DIR=OUT/cache: the cache's writes are never judged by the output folder's ledger nor
    stamped, so the build after an edit still writes (it failed with "…/cache/usage/….json is not narrate's")."""
    monkeypatch.setenv("NARRATE_CACHE_DIR", str(tmp_path / "out" / "cache"))
    content = _site(tmp_path)
    assert build_json(tmp_path)[0] == 0
    write(content / "posts" / "one" / "index.md", "---\ntitle: One\nlang: en\n---\n\nAnother paragraph now.\n")
    code, report, stderr = build_json(tmp_path)
    assert code == 0, stderr
    assert list((tmp_path / "out" / "cache" / "usage").iterdir())
    stamps = (tmp_path / "out" / "manifest" / ".stamps.json").read_text(encoding="utf-8")
    assert "cache/" not in stamps


def test_a_feed_image_that_is_the_published_cover_itself_is_left_as_it_is(tmp_path: Path) -> None:
    """feed.image naming OUT/cover.png is no write at all: the feed is written, the user's file stays theirs."""
    _site(tmp_path, voices=OFFLINE_VOICES.replace("feed:\n", "feed:\n  image: out/cover.png\n"))
    cover = _png(tmp_path / "out" / "cover.png")
    before = cover.read_bytes()
    for _ in range(2):
        code, report, stderr = build_json(tmp_path)
        assert code == 0, stderr
        assert (tmp_path / "out" / "en" / "feed.xml").is_file() and cover.read_bytes() == before
        assert "cover.png" in (tmp_path / "out" / "en" / "feed.xml").read_text(encoding="utf-8")


def test_narrates_own_cover_of_the_old_type_goes_when_the_type_changes(tmp_path: Path) -> None:
    from PIL import Image

    _site(tmp_path, voices=OFFLINE_VOICES.replace("feed:\n", "feed:\n  image: art.png\n"))
    _png(tmp_path / "art.png")
    assert build_json(tmp_path)[0] == 0 and (tmp_path / "out" / "cover.png").is_file()
    Image.open(tmp_path / "art.png").convert("RGB").save(tmp_path / "art.png", "JPEG")  # a JPEG named .png
    code, report, stderr = build_json(tmp_path)
    assert code == 0, stderr
    assert (tmp_path / "out" / "cover.jpg").is_file() and not (tmp_path / "out" / "cover.png").exists()


def test_a_record_naming_another_episodes_file_cannot_delete_it(tmp_path: Path) -> None:
    _three(tmp_path)
    assert build_json(tmp_path)[0] == 0
    out = tmp_path / "out"
    record = out / "manifest" / "en" / "one.json"
    data = json.loads(record.read_text(encoding="utf-8"))
    data["image"] = "two.mp3"
    record.write_text(json.dumps(data), encoding="utf-8")
    (tmp_path / "content" / "posts" / "one" / "index.md").unlink()
    code, report, stderr = build_json(tmp_path)
    assert code == 0 and report["removed"] == ["en/one"], stderr
    assert (out / "en" / "two.mp3").is_file() and not (out / "en" / "one.mp3").exists()


def test_a_folder_from_before_the_ledger_knows_narrates_pages_by_their_generator_mark(tmp_path: Path) -> None:
    """An output folder an older version wrote has no ledger: its own pages are told by narrate's
    generator mark; a page without it is the user's and stays."""
    _three(tmp_path)
    out = tmp_path / "out"
    assert build_json(tmp_path)[0] == 0
    (out / "manifest" / ".written.json").unlink()  # as an older version left it
    hand_made = write(out / "en" / "notes.html", "<p>mine</p>")
    (tmp_path / "content" / "posts" / "one" / "index.md").unlink()
    code, report, stderr = build_json(tmp_path)
    assert code == 0 and report["removed"] == ["en/one"], stderr
    assert not (out / "en" / "one.html").exists() and hand_made.is_file()
    assert 'content="narrate' in (out / "index.html").read_text(encoding="utf-8")  # its own index, still updated
    known = json.loads((out / "manifest" / ".written.json").read_text(encoding="utf-8"))
    assert "en/two.html" in known and "index.html" in known and "en/notes.html" not in known


# --- Medium 5: an image URL of another scheme is refused with a warning; the episode is published -----


@pytest.mark.parametrize("image", ["htps://example.com/a.png", "javascript://alert(1)", "data://x,abc"])
def test_an_image_url_of_another_scheme_is_refused_and_the_episode_published(tmp_path: Path, image: str) -> None:
    _site(tmp_path, front=f"image: '{image}'\n")
    code, report, stderr = build_json(tmp_path)
    assert code == 0 and [b["slug"] for b in report["built"]] == ["one"], stderr
    assert any("image" in w and "refused" in w for w in report["warnings"]), report
    out = tmp_path / "out"
    assert "one.mp3" in (out / "en" / "feed.xml").read_text(encoding="utf-8")
    assert image not in (out / "en" / "feed.xml").read_text(encoding="utf-8")
    assert [e["slug"] for e in json.loads((out / "en" / "episodes.json").read_text(encoding="utf-8"))["episodes"]] == [
        "one"
    ]
    assert (out / "en" / "one.html").is_file()
    code, report, stderr = build_json(tmp_path)  # and it is not narrated again
    assert code == 0 and report["built"] == [] and [u["slug"] for u in report["unchanged"]] == ["one"], report


# --- Medium 7: check-host asks only the host named, reads bounded bodies, prints no escapes ----------


def _host(doc: object, *, hits: list[str] | None = None, big: int = 0) -> object:
    """A loopback host serving `doc` as episodes.json (or `big` bytes of it), a 302 at /away, and a tiny MP3."""
    from aiohttp import web

    async def handle(request: web.Request) -> web.StreamResponse:
        if hits is not None:
            hits.append(request.path)
        if request.path == "/episodes.json":
            if big:
                response = web.StreamResponse(headers={"Content-Type": "application/json"})
                await response.prepare(request)
                chunk = b" " * 1_000_000
                for _ in range(big // len(chunk)):
                    await response.write(chunk)
                return response
            if isinstance(doc, dict) and "raw" in doc:
                return web.Response(body=doc["raw"], content_type="application/json")
            return web.json_response(doc)
        if request.path == "/away.mp3":
            raise web.HTTPFound(str(doc["elsewhere"]) if isinstance(doc, dict) else "/")
        return web.Response(body=b"ID3", content_type="audio/mpeg")

    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", handle)
    return app


def _episodes_doc(url: str, **episode: object) -> dict[str, object]:
    return {
        "base_url": url,
        "episodes": [{"lang": "en", "slug": "one", "bytes": 3, "audio": f"{url}/en/one.mp3", **episode}],
        "feeds": {"en": f"{url}/en/feed.xml"},
    }


def test_check_host_fetches_nothing_off_the_host_named() -> None:
    import asyncio

    from narrate.flow.check_host import check_host
    from serving import Served

    elsewhere: list[str] = []
    with Served(_host({}, hits=elsewhere)) as other:  # type: ignore[arg-type]
        doc: dict[str, object] = {}
        with Served(_host(doc)) as host:  # type: ignore[arg-type]
            doc.update(
                _episodes_doc(
                    host.url,
                    audio=f"{other.url}/secret.mp3",
                    transcript=f"{host.url}/away.mp3",
                    elsewhere=f"{other.url}/redirected",
                )
            )
            doc["feeds"] = {"en": f"http://localhost:{other.port}/feed.xml"}  # another name for another port
            checks = asyncio.run(check_host(host.url))
    assert elsewhere == [], elsewhere
    audio = next(c for c in checks if c.what == "audio")
    assert audio.status == "fail" and "not on the host named" in audio.detail
    assert next(c for c in checks if c.what == "transcript").status == "fail"  # its redirect leaves the host


def test_check_host_refuses_an_episodes_json_past_its_bound() -> None:
    from serving import Served

    with Served(_host({}, big=20_000_000)) as host:  # type: ignore[arg-type]
        from narrate.flow.check_host import MAX_JSON_BYTES

        assert MAX_JSON_BYTES < 20_000_000
        done = _narrate("check-host", host.url)
    assert done.returncode == 1 and "Traceback" not in done.stderr and "MB" in done.stderr


@pytest.mark.parametrize("shape", ["audio", "feeds", "deep", "episode", "base"])
def test_check_host_reports_wrong_types_without_a_traceback(shape: str) -> None:
    from serving import Served

    doc: dict[str, object] = {}
    with Served(_host(doc)) as host:  # type: ignore[arg-type]
        doc.update(_episodes_doc(host.url))
        if shape == "audio":
            doc["episodes"][0]["audio"] = 123  # type: ignore[index]
        elif shape == "feeds":
            doc["feeds"] = []
        elif shape == "deep":
            doc["raw"] = json.dumps(doc).replace('"bytes": 3', '"bytes": ' + "[" * 100_000 + "]" * 100_000)
        elif shape == "episode":
            doc["episodes"] = [["not", "a", "mapping"], {"lang": 5, "slug": None, "audio": f"{host.url}/a.mp3"}]
        else:
            doc["base_url"] = {"a": 1}
        done = _narrate("check-host", host.url)
    assert "Traceback" not in done.stderr and done.returncode in (0, 1), done.stderr
    assert done.stderr.count("\n") <= 1


def test_check_host_prints_no_terminal_escapes() -> None:
    from serving import Served

    doc: dict[str, object] = {}
    with Served(_host(doc)) as host:  # type: ignore[arg-type]
        doc.update(_episodes_doc(host.url, slug="\x1b]0;owned\x07\x1b[31mred\u202e"))
        done = _narrate("check-host", host.url)
    assert "\x1b" not in done.stdout + done.stderr and "\x07" not in done.stdout and "\u202e" not in done.stdout
    assert "\\x1b" in done.stdout


def _narrate(*args: str) -> subprocess.CompletedProcess[str]:
    from patience import PATIENCE

    return subprocess.run(
        [sys.executable, "-m", "narrate", *args], capture_output=True, text=True, timeout=PATIENCE, check=False
    )


# --- Low: feed.link, voices.yaml's size, music paths, a long intro ------------------------------------


@pytest.mark.parametrize("link", ["javascript:alert(1)", "data:text/html,x", "//evil.example", "blog.example"])
def test_feed_link_must_be_an_http_address(tmp_path: Path, link: str) -> None:
    path = write(tmp_path / "voices.yaml", f"feed:\n  base_url: https://pod.example\n  link: '{link}'\n")
    with pytest.raises(ConfigError) as caught:
        narrate.load_config(path)
    assert caught.value.key == "feed.link" and caught.value.line == 3


def test_an_http_feed_link_passes(tmp_path: Path) -> None:
    path = write(tmp_path / "voices.yaml", "feed:\n  link: https://blog.example/posts/\n")
    assert narrate.load_config(path).feed.link == "https://blog.example/posts/"


def test_a_huge_voices_yaml_is_refused_by_its_size_before_it_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "voices.yaml"
    with open(path, "wb") as handle:
        handle.truncate(35_000_000)  # sparse: 35 MB on paper, nothing to read
    read: list[object] = []
    original = Path.read_text

    def reading(self: Path, *args: Any, **kwargs: Any) -> str:
        read.append(self)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(Path, "read_text", reading)
    with pytest.raises(ConfigError, match="MB") as caught:
        narrate.load_config(path)
    assert caught.value.path == path and path not in read


@pytest.mark.parametrize("where", ["../outside/secret.wav", "link.wav"])
def test_music_outside_the_blog_is_refused(tmp_path: Path, where: str) -> None:
    from test_music import sine_wav

    blog = tmp_path / "blog"
    blog.mkdir()
    (tmp_path / "outside").mkdir()
    sine_wav(tmp_path / "outside" / "secret.wav", 0.2, 0.3)
    (blog / "link.wav").symlink_to(tmp_path / "outside" / "secret.wav")
    path = write(blog / "voices.yaml", f"intro_audio: {where}\n")
    with pytest.raises(ConfigError) as caught:
        narrate.load_config(path)
    assert caught.value.key == "intro_audio" and "outside" in str(caught.value)


def test_an_intro_longer_than_the_cap_is_refused_without_decoding_it_whole(tmp_path: Path) -> None:
    from narrate.audio import music
    from test_music import lavfi

    long = lavfi(
        tmp_path / "long.ogg",
        f"sine=frequency=220:duration={music.MAX_MUSIC_SECONDS + 60}:sample_rate=8000",
        "-c:a",
        "libvorbis",
        "-q:a",
        "0",
    )
    with pytest.raises(music.MusicFileError, match="longer than"):
        music.jingle_frames(long)
    pcm = music.decode(long)  # what is decoded stops just past the cap
    assert len(pcm) <= (music.MAX_MUSIC_SECONDS + 1) * music.RATE * 2


# --- Low: a javascript: image or link is neither spoken nor in the transcript -----------------------


def test_a_javascript_image_or_link_is_not_spoken_nor_in_the_transcript(tmp_path: Path) -> None:
    _site(
        tmp_path,
        body="Before words.\n\n![x](javascript:alert(14))\n\n"
        "Middle ![alt](javascript:alert(1)) words and [a link](javascript:alert(2)) here.",
    )
    path = tmp_path / "content" / "posts" / "one" / "index.md"
    script = narrate.build_script(narrate.read_article(path), narrate.load_config(tmp_path / "voices.yaml"))
    said = " ".join(c.text for c in script.chunks) + " ".join(c.display or "" for c in script.chunks)
    assert "javascript" not in said and "alert" not in said and "Middle words and a link here." in said
    code, report, stderr = build_json(tmp_path)
    assert code == 0, stderr
    for suffix in (".vtt", ".srt", ".chapters.json", ".html"):
        assert "javascript" not in (tmp_path / "out" / "en" / f"one{suffix}").read_text(encoding="utf-8"), suffix


# --- Low: a prune never removes the chunks a running build holds ---------------------------------------


def test_a_prune_while_a_build_holds_the_cache_deletes_nothing(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    from typer.testing import CliRunner

    from narrate.cli import app
    from narrate.voice.cache import ChunkCache

    _site(tmp_path)
    assert build_json(tmp_path)[0] == 0
    cache = ChunkCache()
    # As while that build still runs: its chunks are in the cache, its usage is not recorded yet.
    for usage in (cache.root / "usage").glob("*.json"):
        usage.unlink()
    before = sorted(cache.keys())
    assert before
    # Another process holds the cache as a build does while it runs.
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time\nfrom narrate.voice.cache import ChunkCache\n"
            "with ChunkCache().held():\n    print('held', flush=True)\n    time.sleep(60)\n",
        ],
        stdout=subprocess.PIPE,
        text=True,
        env=os.environ.copy(),
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        other = _site(tmp_path / "other", body="Entirely different words to say.")
        result = CliRunner().invoke(app, ["cache", "--prune", "--grace", "0", str(other)])
    finally:
        holder.kill()
        holder.wait()
        if holder.stdout is not None:
            holder.stdout.close()
    assert result.exit_code == 1 and "a build is using the cache" in result.stderr, result.stderr
    assert sorted(cache.keys()) == before
    # Once no build holds it, the same prune deletes those chunks: they were at stake.
    result = CliRunner().invoke(app, ["cache", "--prune", "--grace", "0", str(other)])
    assert result.exit_code == 0 and len(list(cache.keys())) < len(before), result.stderr


def test_a_build_holds_the_cache_while_it_narrates(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from narrate.errors import OutputError
    from narrate.flow import build as build_module
    from narrate.voice.cache import ChunkCache

    seen: list[str] = []
    real = build_module.run_plan

    async def spying(*args: object, **kwargs: object) -> object:
        try:
            with ChunkCache().exclusive():
                seen.append("free")
        except OutputError:
            seen.append("held")
        return await real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(build_module, "run_plan", spying)
    _site(tmp_path)
    assert build_json(tmp_path)[0] == 0 and seen == ["held"]
    with ChunkCache().exclusive():  # and lets go once it is done
        pass


def test_a_build_waits_for_a_prune_but_not_for_ever(tmp_path: Path) -> None:
    """An exclusive hold on the cache that lasts (a stuck prune, another tool's lock on the file) blocked every
    build for ever, saying nothing (issue 43, attacks s7): the build waits PRUNE_WAIT seconds, then one line."""
    import fcntl
    import os
    import subprocess
    import sys

    cache = tmp_path / "cache"
    cache.mkdir()
    script = (
        "import sys\nfrom narrate.errors import OutputError\nfrom narrate.voice import cache\n"
        "cache.PRUNE_WAIT = 0.5\n"
        "try:\n    with cache.ChunkCache(cache.Path(sys.argv[1])).held():\n        print('held')\n"
        "except OutputError as exc:\n    print('refused:', exc)\n"
    )
    with open(cache / ".in-use.lock", "a") as holder:
        fcntl.flock(holder, fcntl.LOCK_EX | fcntl.LOCK_NB)
        try:
            done = subprocess.run(
                [sys.executable, "-c", script, str(cache)], capture_output=True, text=True, timeout=20, env=os.environ
            )
        except subprocess.TimeoutExpired:
            pytest.fail("a build still waiting for the cache after 20 s")
    assert done.stdout.startswith("refused:") and "held the cache" in done.stdout, done.stdout + done.stderr
    done = subprocess.run([sys.executable, "-c", script, str(cache)], capture_output=True, text=True, timeout=20)
    assert done.stdout.strip() == "held"  # once it is let go, the build holds it


# --- Low: a manifest folder that refuses the record leaves the old episode whole -----------------------
def _setpriv_problem() -> str | None:
    import os
    import shutil
    import subprocess

    if os.geteuid() != 0:
        return None
    if shutil.which("setpriv") is None:
        return "setpriv (util-linux) is not installed: root writes into read-only folders"
    probe = subprocess.run(
        ["setpriv", "--bounding-set", "-dac_override,-dac_read_search", "--inh-caps=-all", "true"],
        capture_output=True,
        text=True,
    )
    return None if probe.returncode == 0 else f"setpriv cannot drop capabilities here: {probe.stderr.strip()}"


@pytest.mark.skipif(_setpriv_problem() is not None, reason=str(_setpriv_problem()))
def test_a_read_only_manifest_folder_leaves_the_published_episode_whole(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    from patience import PATIENCE

    _site(tmp_path)
    assert build_json(tmp_path)[0] == 0
    out = tmp_path / "out"
    mp3 = (out / "en" / "one.mp3").read_bytes()
    record = (out / "manifest" / "en" / "one.json").read_text(encoding="utf-8")
    index = tmp_path / "content" / "posts" / "one" / "index.md"
    index.write_text(index.read_text(encoding="utf-8").replace("worth saying", "worth saying again"), encoding="utf-8")
    command = [sys.executable, "-m", "narrate", "build", str(tmp_path / "content"), "--out", str(out), "--json"]
    if os.geteuid() == 0:
        command = ["setpriv", "--bounding-set", "-dac_override,-dac_read_search", "--inh-caps=-all", *command]
    folder = out / "manifest" / "en"
    folder.chmod(0o555)
    try:
        done = subprocess.run(
            command, capture_output=True, text=True, timeout=PATIENCE, env={**os.environ, "NO_COLOR": "1"}
        )
    finally:
        folder.chmod(0o755)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    failed = json.loads(done.stdout)["failed"]
    assert len(failed) == 1 and "manifest record cannot be written" in failed[0]["error"], failed
    assert (out / "en" / "one.mp3").read_bytes() == mp3
    assert (out / "manifest" / "en" / "one.json").read_text(encoding="utf-8") == record
    assert "one.mp3" in (out / "en" / "feed.xml").read_text(encoding="utf-8")


# --- High 2 / Medium 8: what keeps the whole text stage linear -----------------------------------------


def _blocks_said(body: str) -> list[tuple[str, str]]:
    return [(b.kind, " ".join(s.text for s in b.segments)) for b in prose.extract_blocks(body)]


@pytest.mark.parametrize(
    "body",
    [
        "Words with a [link](https://example.com) and `code` and *emphasis*, said as ever. " * 800,  # prose: no cap
        "{" * 30_000,
        "*_" * 15_000,
        "![" * 15_000,
        "<!" * 15_000,
        "&#" * 15_000,
    ],
)
def test_a_paragraph_that_is_mostly_markup_says_what_it_said(body: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The cap drops a markup-dense paragraph's markup before the inline parse: what is said stays the same."""
    capped = _blocks_said(body)
    monkeypatch.setattr(markdown_rules, "_MARKUP_CAP", 10**9)
    assert capped == _blocks_said(body)


def test_a_paragraph_under_the_cap_is_parsed_as_markdown() -> None:
    body = "[a link](https://example.com) " * 600  # 18,000 characters: under the cap
    assert "a link a link" in " ".join(t for _, t in _blocks_said(body))


def _old_hugo_ids(sources: list[str]) -> list[str]:
    from narrate.text.anchors import explicit_id, hugo_id

    taken: set[str] = set()
    out = []
    for source in sources:
        given, source = explicit_id(source)
        if given:
            taken.add(given)
            out.append(given)
            continue
        base = hugo_id(source) or "heading"
        found, n = base, 0
        while found in taken:
            n += 1
            found = f"{base}-{n}"
        taken.add(found)
        out.append(found)
    return out


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(["h", "h-1", "h {#h-2}", "h {#h}", "H", "h 1", "", "{#h-3}"]), max_size=30))
def test_heading_ids_resume_where_they_stopped_and_say_what_they_said(sources: list[str]) -> None:
    from narrate.text.anchors import page_anchors

    assert page_anchors([(s, s) for s in sources], "hugo") == _old_hugo_ids(sources)


def test_twenty_thousand_equal_headings_get_numbered_ids() -> None:
    from narrate.text.anchors import page_anchors

    ids = page_anchors([("h", "h")] * 20_000, "hugo")
    assert ids[:3] == ["h", "h-1", "h-2"] and ids[-1] == "h-19999" and len(set(ids)) == 20_000


@settings(max_examples=300, deadline=None)
@given(st.lists(st.text(alphabet="ab <&\"'漢", min_size=1, max_size=30), max_size=40), st.integers(5, 60))
def test_packing_adds_up_lengths_and_weights_as_measuring_the_joined_text_did(pieces: list[str], limit: int) -> None:
    from narrate.text import chunking

    def old_pack(items: list[str], max_chars: int) -> list[str]:
        out: list[str] = []
        current = ""
        for piece in items:
            if current and chunking._fits(current + piece, max_chars):
                current += piece
            else:
                if current:
                    out.append(current)
                current = piece
        if current:
            out.append(current)
        return out

    assert chunking._pack(pieces, limit) == old_pack(pieces, limit)
