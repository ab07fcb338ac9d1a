"""The player and the listening pages in a real browser: Debian's chromium, headless, driven by playwright,
against `narrate serve`'s application on loopback.

Locally these skip (with the reason) when playwright or a chromium is missing; with
NARRATE_REQUIRE_BROWSER=1 (what .ci/run sets) a missing browser is a failure instead.
NARRATE_SCREENSHOTS=DIR writes the README's screenshots (light and dark) there.
"""

from __future__ import annotations

import functools
import json
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from blogsite import BASE, Blog, built_blog, voices_yaml
from helpers import write
from narrate.audio.transcript import joined
from patience import PATIENCE
from serving import Served

ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--autoplay-policy=no-user-gesture-required",
    "--mute-audio",
]


def _chromium() -> str | None:
    """The browser to drive (NARRATE_CHROMIUM, else Debian's or Google's on PATH): one finder for every test."""
    from durations import chromium_executable

    return chromium_executable()


def _unavailable() -> str | None:
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "playwright is not installed (pip install -e '.[test]')"
    if _chromium() is None:
        return "no chromium found (apt-get install chromium, or set NARRATE_CHROMIUM)"
    return None


_WHY = _unavailable()
if _WHY is not None:
    if os.environ.get("NARRATE_REQUIRE_BROWSER") == "1":
        raise RuntimeError(f"browser tests required (NARRATE_REQUIRE_BROWSER=1) but {_WHY}")
    pytest.skip(f"browser tests skipped: {_WHY}", allow_module_level=True)

from axe_playwright_python.sync_playwright import Axe  # noqa: E402 (only once a browser is known to be there)
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, sync_playwright  # noqa: E402

# A real chromium started per module, axe scans: past the suite's default time limit (pyproject.toml).
pytestmark = pytest.mark.timeout(900)

PLAYER = "narrate-player .np"


PLAIN_HANT = """---
title: 沒有標題的文章
date: 2024-06-01
---

第一段只有一句話。

第二段講的是語言切換，它要落在同一句的對應句上。

第三段比較長一點，用來讓兩個語言的時間不一樣。

- 第一項：蘋果。
- 第二項：香蕉。
- 第三項：櫻桃。

> 引用的一段話，放在清單之後。

最後一段，文章到此結束。
"""

PLAIN_HANS = """---
title: 没有标题的文章
date: 2024-06-01
---

第一段只有一句话，但是简体版本故意写得长很多很多，让时间对不上。

第二段讲的是语言切换，它要落在同一句的对应句上，这一句也比繁体长了不少。

第三段。

- 第一项：苹果，一种很常见的水果。
- 第二项：香蕉，也是一种很常见的水果。
- 第三项：樱桃。

> 引用的一段话，放在清单之后。

最后一段，文章到此结束。
"""

# A transcript long enough to scroll in its box, with a chapter near its end and a title that wraps on a phone.
LONG_HANT = (
    "---\ntitle: 很長的一篇\ndate: 2024-07-01\n---\n\n"
    + "\n\n".join(
        [
            f"開頭的第{n}段，說一些話讓逐字稿變長，一直說下去，說到這個框放不下為止，還要再多說一點。"
            for n in range(1, 15)
        ]
        + ["## 第二章：一個很長很長的章節標題，在手機上一定會換行，換行以後要對齊標題，而不是跑到時間底下"]
        + [f"第二章的第{n}段，繼續說話。" for n in range(1, 4)]
        + ["## 第三章", "最後一段。"]
    )
    + "\n"
)


# Issue 39 (6): an article of 31 chapters, two of them parents with nothing of their own before their first
# child, in the manner of long Chinese tech posts (a heading per step, short sections).
MANY_HANT = (
    "---\ntitle: 三十一章的長文\ndate: 2024-08-01T10:00:00+09:00\n---\n\n開頭說明這篇文章要做什麼。\n\n"
    + "\n\n".join(
        [f"## 第{n}步：設定第{n}個元件\n\n第{n}步很短，總結，突然就結束了。" for n in range(1, 29)]
        + ["## 附錄", "### 附錄一：參考資料", "參考資料在這裡，總結， 突然。", "## 結語", "### 最後的話", "謝謝大家。"]
    )
    + "\n"
)


def _cover(path: Path) -> None:
    from PIL import Image

    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", (1400, 1400), (200, 80, 40)).save(path)


@pytest.fixture(scope="module")
def blog(tmp_path_factory: pytest.TempPathFactory) -> Blog:
    """The session's blog (read-along, hostile) plus translations without headings, a long article and a
    channel cover: built here, in a folder of this module's own."""
    shared = built_blog(tmp_path_factory)
    root = tmp_path_factory.mktemp("player-blog")
    posts = root / "content" / "posts"
    for name in ("index.zh-hant.md", "index.zh-hans.md"):
        write(posts / "read-along" / name, (shared.content / "posts" / "read-along" / name).read_text(encoding="utf-8"))
    write(
        posts / "hostile" / "index.en.md",
        (shared.content / "posts" / "hostile" / "index.en.md").read_text(encoding="utf-8"),
    )
    write(posts / "plain" / "index.zh-hant.md", PLAIN_HANT)
    write(posts / "plain" / "index.zh-hans.md", PLAIN_HANS)
    write(posts / "long" / "index.zh-hant.md", LONG_HANT)
    write(posts / "many" / "index.zh-hant.md", MANY_HANT)
    _cover(root / "cover.png")
    write(root / "voices.yaml", voices_yaml() + "  image: cover.png\n")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("NARRATE_CACHE_DIR", str(shared.cache))
        mp.setenv("NARRATE_EDGE_URL", "ws://127.0.0.1:9")
        blog = Blog(root, shared.cache)
        blog.build()
    _test_pages(blog.out)
    return blog


def _test_pages(out: Path) -> None:
    """Pages a blog might make around the player: three players on one page (the second in a shadow root,
    all far down), and episodes whose MP3 or VTT is missing."""
    write(
        out / "zh-hant" / "two.html",
        """<!doctype html><html lang="zh-Hant"><head><meta charset="utf-8">
<title>兩個播放器</title><script type="module" src="../player/narrate-player.js"></script></head>
<body><main style="max-width: 36rem"><h1>兩個播放器</h1><div style="height: 1400px">上面的內容</div>
<narrate-player id="first" src="long.episode.json" slug="long" lang="zh-hant" rebase></narrate-player>
<div style="height: 900px">中間的內容</div><div id="host"></div><div style="height: 900px"></div>
<narrate-player id="third" src="read-along.episode.json" slug="read-along" lang="zh-hant" rebase></narrate-player>
<div style="height: 900px"></div></main>
<script type="module">
const shadow = document.getElementById("host").attachShadow({ mode: "open" });
shadow.innerHTML = '<narrate-player id="second" src="long.episode.json" slug="long" lang="zh-hant" rebase></narrate-player>';
</script></body></html>
""",
    )
    page = (out / "zh-hant" / "read-along.html").read_text(encoding="utf-8")
    data = json.loads((out / "zh-hant" / "read-along.episode.json").read_text(encoding="utf-8"))
    _word_timed_page(out, page, data)
    for broken, key in (("no-mp3", "audio"), ("no-vtt", "transcript")):
        copy = json.loads(json.dumps(data))
        for entry in copy["episodes"]:
            entry[key] = entry[key].replace("read-along.", f"{broken}.")
        write(out / "zh-hant" / f"{broken}.episode.json", json.dumps(copy, ensure_ascii=False))
        write(
            out / "zh-hant" / f"{broken}.html",
            page.replace('src="read-along.episode.json"', f'src="{broken}.episode.json"'),
        )


def _word_timings(vtt: Path) -> dict[str, Any]:
    """Word timings in the format the build writes (<slug>.words.json): per cue, [a, b, t, d] per word, its
    span in the cue's text without whitespace and its start and length in ms after the cue's start. Here the
    words are two characters (a Latin word whole) and share each cue's time, with a gap after each."""
    from narrate.publish.pages import read_timed_cues

    lists = []
    for start, end, text in read_timed_cues(vtt):
        flat = "".join(text.split())
        spans, at = [], 0
        while at < len(flat):
            if flat[at].isascii() and flat[at].isalnum():
                stop = at
                while stop < len(flat) and flat[stop].isascii() and flat[stop].isalnum():
                    stop += 1
            elif not flat[at].isalnum():
                at += 1
                continue
            else:
                stop = min(at + 2, len(flat))
                while stop > at + 1 and not flat[stop - 1].isalnum():
                    stop -= 1
            spans.append((at, stop))
            at = stop
        share = (end - start) * 1000 / max(1, len(spans))
        lists.append([[a, b, round(n * share), round(share * 0.8)] for n, (a, b) in enumerate(spans)])
    return {"version": 1, "cues": lists}


def _word_timed_page(out: Path, page: str, data: dict[str, Any]) -> None:
    """read-along with word timings (what an episode built from the service's word boundaries has)."""
    write(out / "zh-hant" / "words.words.json", json.dumps(_word_timings(out / "zh-hant" / "read-along.vtt")))
    copy = json.loads(json.dumps(data))
    for entry in copy["episodes"]:
        if entry["lang"] == "zh-hant":
            entry["words"] = entry["transcript"].replace("read-along.vtt", "words.words.json")
    write(out / "zh-hant" / "words.episode.json", json.dumps(copy, ensure_ascii=False))
    write(out / "zh-hant" / "words.html", page.replace('src="read-along.episode.json"', 'src="words.episode.json"'))


@pytest.fixture(scope="module")
def server(blog: Blog) -> Iterator[Served]:
    # Without --rebase: the pages' player resolves the files beside episodes.json itself.
    with Served.folder(blog.out) as served:
        yield served


@pytest.fixture(scope="module")
def browser(server: Served) -> Iterator[Browser]:
    # After the server: playwright's sync API keeps an event loop running, and building the blog needs its own.
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=_chromium(), args=ARGS)
        yield launched
        launched.close()


def _context(browser: Browser, **options: Any) -> BrowserContext:
    """A new browser context whose waits (selectors, functions, navigation) end at PATIENCE, not
    playwright's 30 s: on a busy machine chromium can take longer than that to load a page."""
    context = browser.new_context(**options)
    context.set_default_timeout(PATIENCE * 1000)
    context.set_default_navigation_timeout(PATIENCE * 1000)
    return context


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    context = _context(browser)
    opened = context.new_page()
    yield opened
    context.close()


def entries(blog: Blog) -> dict[tuple[str, str], dict[str, Any]]:
    doc = json.loads((blog.out / "episodes.json").read_text(encoding="utf-8"))
    return {(e["lang"], e["slug"]): e for e in doc["episodes"]}


def chapters(blog: Blog, lang: str, slug: str) -> list[dict[str, Any]]:
    data = json.loads((blog.out / lang / f"{slug}.chapters.json").read_text(encoding="utf-8"))
    return list(data["chapters"])


def cues(blog: Blog, lang: str, slug: str) -> list[tuple[float, str]]:
    out = []
    for block in (blog.out / lang / f"{slug}.vtt").read_text(encoding="utf-8").split("\n\n")[1:]:
        lines = block.strip().split("\n")
        if len(lines) >= 3:
            h, m, s = lines[1].split(" --> ")[0].split(":")
            # A cue of two lines reads as one text (no space between CJK characters), as the player shows it.
            text = functools.reduce(joined, [line.strip() for line in lines[2:] if line.strip()], "").strip()
            out.append((int(h) * 3600 + int(m) * 60 + float(s), text))
    return out


def open_player(
    page: Page, server: Served, lang: str = "zh-hant", slug: str = "read-along", *, load: bool = True
) -> None:
    """Open a listening page; with `load`, have its audio's metadata loaded (the player fetches nothing of
    the MP3 before Play: a test that seeks the audio itself needs it loaded)."""
    page.goto(f"{server.url}/{lang}/{slug}.html")
    page.wait_for_selector(PLAYER)
    if load:
        load_audio(page)


def load_audio(page: Page) -> None:
    """Start loading the player's audio as a browser does when asked to preload it, and wait for its metadata."""
    page.evaluate("document.querySelector('narrate-player audio').preload = 'metadata'")
    page.wait_for_function("document.querySelector('narrate-player audio').readyState >= 1")


def audio(page: Page, expression: str) -> Any:
    return page.evaluate(f"(a => {expression})(document.querySelector('narrate-player audio'))")


def wait_time(page: Page, target: float, tolerance: float = 0.05) -> None:
    """Wait for the player's position (the audio's, or where it will start once loaded) to be `target`."""
    page.wait_for_function(f"Math.abs(document.querySelector('narrate-player').now() - {target}) <= {tolerance}")


def test_the_page_loads_with_no_console_errors(page: Page, server: Served) -> None:
    problems: list[str] = []

    def console(message: ConsoleMessage) -> None:
        if message.type in ("error", "warning"):
            problems.append(f"{message.type}: {message.text}")

    page.on("console", console)
    page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
    # Leaving a page aborts its audio download (net::ERR_ABORTED): that is not a failure of the page.
    page.on(
        "requestfailed",
        lambda request: (
            None
            if request.failure == "net::ERR_ABORTED"
            else problems.append(f"failed: {request.url} {request.failure}")
        ),
    )
    for lang, slug in (("zh-hant", "read-along"), ("zh-hans", "read-along"), ("en", "hostile")):
        open_player(page, server, lang, slug)
    page.goto(f"{server.url}/")
    page.wait_for_load_state("networkidle")
    assert problems == []


def test_a_page_loads_only_its_own_episode(page: Page, server: Served, blog: Blog) -> None:
    """Issue 25 (6): no episodes.json (every episode of the blog), only the page's own small data."""
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url.split("?")[0].removeprefix(server.url)))
    open_player(page, server, "zh-hant", "plain")
    _switch(page, "zh-hans", "plain")
    json_files = sorted({url for url in asked if url.endswith(".json")})
    assert json_files == ["/zh-hans/plain.chapters.json", "/zh-hant/plain.chapters.json", "/zh-hant/plain.episode.json"]
    size = (blog.out / "zh-hant" / "plain.episode.json").stat().st_size
    assert size < 4000, size


def test_nothing_of_the_mp3_is_fetched_before_play(page: Page, server: Served, blog: Blog) -> None:
    """Issue 39 (2): the page shows the episode's length and chapters from its own data and fetches no audio
    (an MP3 with its cover art was a megabyte before any click); a chapter chosen before Play is where the
    audio starts, once it is fetched."""
    mp3: list[str] = []
    page.on("request", lambda request: mp3.append(request.url) if ".mp3" in request.url else None)
    open_player(page, server, "zh-hant", "read-along", load=False)
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(500)
    assert mp3 == [] and audio(page, "a.readyState") == 0
    expected = entries(blog)["zh-hant", "read-along"]["duration"]
    assert (
        page.locator("narrate-player .np-time").inner_text().endswith(f"{int(expected) // 60}:{int(expected) % 60:02d}")
    )
    marks = chapters(blog, "zh-hant", "read-along")
    page.locator("narrate-player .np-chapters button").nth(2).click()
    wait_time(page, marks[2]["startTime"])
    assert page.locator("narrate-player .np-chapters button[aria-current]").count() == 1
    assert mp3 == []
    page.locator("narrate-player .np-play").click()
    page.wait_for_function(f"document.querySelector('narrate-player audio').currentTime > {marks[2]['startTime']}")
    audio(page, "a.pause()")
    assert audio(page, "a.currentTime") < marks[2]["startTime"] + 5  # it started there, not at 0
    assert mp3


def test_the_index_follows_the_readers_language(browser: Browser, server: Served) -> None:
    """Issue 25 (5): one h1, every feed announced; a reader whose browser asks for zh-TW gets the
    Traditional Chinese section first, with the page's lang and title to match."""
    for locale, lang, title in (
        ("zh-TW", "zh-hant", "測試播客"),
        ("zh-CN", "zh-hans", "测试播客"),
        ("en-US", "en", "Test Podcast"),
        ("zh-Hant-TW", "zh-hant", "測試播客"),
        ("zh-Hans-CN", "zh-hans", "测试播客"),
        ("zh-HK", "zh-hant", "測試播客"),
    ):
        context = _context(browser, locale=locale)
        try:
            page = context.new_page()
            page.goto(f"{server.url}/")
            page.wait_for_function(f"document.documentElement.lang === {json.dumps(lang)}")
            assert page.locator("h1").count() == 1 and page.locator("h1").inner_text() == title
            assert page.title() == title
            assert page.locator("main section").first.get_attribute("lang") == lang
            # A language's heading is no smaller than the headings under it (issue 39: h2 1.1 rem under a 1.17 em h3).
            sizes = page.evaluate(
                "['h2', 'h3'].map((t) => parseFloat(getComputedStyle(document.querySelector("
                "'main section ' + t)).fontSize))"
            )
            assert sizes[0] > sizes[1], sizes
            feeds = page.locator("link[rel='alternate'][type='application/rss+xml']")
            assert sorted(feeds.evaluate_all("(links) => links.map((l) => l.href)")) == [
                f"{BASE}/{code}/feed.xml" for code in ("en", "zh-hans", "zh-hant")
            ]
        finally:
            context.close()


def test_a_plain_zh_gets_chinese_and_the_blogs_own_chinese_first(browser: Browser, server: Served) -> None:
    """Issue 39 (5): a browser that asks for plain `zh` (or `zh` then `en`) gets a Chinese section first: the
    one the index led with if it is Chinese, else Simplified."""
    plain = _context(browser, java_script_enabled=False)  # the blog's own order, before the reader's
    try:
        page = plain.new_page()
        page.goto(f"{server.url}/")
        lead = str(page.locator("main section").first.get_attribute("lang"))
    finally:
        plain.close()
    for locale in ("zh", "zh-SG", "zh-MO"):
        context = _context(browser, locale=locale)
        try:
            page = context.new_page()
            page.goto(f"{server.url}/")
            want = {"zh-SG": "zh-hans", "zh-MO": "zh-hant"}.get(locale) or (
                lead if lead.startswith("zh") else "zh-hans"
            )
            page.wait_for_function(f"document.documentElement.lang === {json.dumps(want)}")
            assert page.locator("main section").first.get_attribute("lang") == want
        finally:
            context.close()


def test_the_audio_is_as_long_as_the_episode(page: Page, server: Served, blog: Blog) -> None:
    open_player(page, server)
    expected = entries(blog)["zh-hant", "read-along"]["duration"]
    assert audio(page, "a.duration") == pytest.approx(expected, abs=0.05)
    total = f"{int(expected) // 60}:{int(expected) % 60:02d}"
    assert page.locator("narrate-player .np-time").inner_text().endswith(total)


def test_clicking_a_chapter_seeks_there_and_marks_it(page: Page, server: Served, blog: Blog) -> None:
    open_player(page, server)
    marks = chapters(blog, "zh-hant", "read-along")
    assert len(marks) == 4
    buttons = page.locator("narrate-player .np-chapters button")
    assert buttons.count() == 4
    for index in (2, 1, 3):
        buttons.nth(index).click()
        wait_time(page, marks[index]["startTime"])
        page.wait_for_function(
            f"document.querySelectorAll('narrate-player .np-chapters button')[{index}].getAttribute('aria-current')"
            " === 'true'"
        )
        assert page.locator("narrate-player .np-chapters button[aria-current]").count() == 1


IN_VIEW = """(player) => {
    const cue = player.querySelector('.np-cue.np-now'), box = player.querySelector('.np-cues');
    if (!cue) return false;
    const c = cue.getBoundingClientRect(), b = box.getBoundingClientRect();
    const top = b.top + box.clientTop, bottom = top + box.clientHeight;
    return c.top >= top - 1 && c.bottom <= bottom + 1; }"""


def test_the_cue_being_spoken_is_highlighted_and_in_view(page: Page, server: Served, blog: Blog) -> None:
    open_player(page, server)
    spoken = cues(blog, "zh-hant", "read-along")
    assert len(spoken) >= 6
    for start, text in (spoken[2], spoken[6], spoken[-1], spoken[0]):
        audio(page, f"a.currentTime = {start + 0.3}")
        page.wait_for_function(
            "document.querySelector('narrate-player .np-cue.np-now')?.textContent === " + json.dumps(text)
        )
        assert page.locator("narrate-player .np-cue.np-now").count() == 1
        assert page.locator("narrate-player .np-cue[aria-selected='true']").inner_text() == text
        page.wait_for_function(f"({IN_VIEW})(document.querySelector('narrate-player'))")


@pytest.mark.parametrize("where", ["light", "shadow"])
def test_the_read_along_follows_a_chapter_jump_anywhere_on_the_page(
    page: Page, server: Served, blog: Blog, where: str
) -> None:
    """Issue 25 (1): a player far down the page, in the document or in a shadow root, plays, jumps to a
    chapter near the end of a transcript taller than its box, and the spoken sentence is in the box's view."""
    page.set_viewport_size({"width": 1000, "height": 700})
    page.goto(f"{server.url}/zh-hant/two.html")
    find = (
        "document.getElementById('first')"
        if where == "light"
        else "document.getElementById('host').shadowRoot.getElementById('second')"
    )
    page.wait_for_function(f"{find}?.querySelector('.np') !== null")
    player = page.evaluate_handle(find)
    # The player's stylesheet (which it adds itself, to the document or the shadow root) has arrived.
    page.wait_for_function("(p) => getComputedStyle(p.querySelector('.np-cues')).overflowY === 'auto'", arg=player)
    slug = "long"
    # The transcript overflows its box (else the test proves nothing).
    assert page.evaluate(
        "(p) => p.querySelector('.np-cues').scrollHeight > 1.4 * p.querySelector('.np-cues').clientHeight", player
    )
    player.as_element().scroll_into_view_if_needed()  # type: ignore[union-attr]
    marks = chapters(blog, "zh-hant", slug)
    page.evaluate("(p) => p.querySelector('.np-play').click()", player)
    page.wait_for_function("(p) => !p.querySelector('audio').paused", arg=player)
    page.evaluate(f"(p) => p.querySelectorAll('.np-chapters button')[{len(marks) - 2}].click()", player)
    target = marks[-2]["startTime"]
    page.wait_for_function(f"(p) => p.querySelector('audio').currentTime >= {target + 1.0}", arg=player)
    page.wait_for_function(IN_VIEW, arg=player)
    assert page.evaluate("(p) => p.querySelector('.np-cues').scrollTop", player) > 0
    page.evaluate("(p) => p.querySelector('audio').pause()", player)


def test_clicking_a_sentence_seeks_to_it(page: Page, server: Served, blog: Blog) -> None:
    open_player(page, server)
    spoken = cues(blog, "zh-hant", "read-along")
    page.locator("narrate-player .np-cue").nth(4).click()
    wait_time(page, spoken[4][0])
    assert page.locator("narrate-player .np-cue.np-now").inner_text() == spoken[4][1]


def _now(page: Page) -> str:
    return str(page.evaluate("document.querySelector('narrate-player .np-cue.np-now')?.textContent"))


def _switch(page: Page, lang: str, slug: str) -> None:
    page.locator("narrate-player select.np-langs").select_option(lang)
    page.wait_for_function(f"document.querySelector('narrate-player audio').src.includes('/{lang}/{slug}.mp3?v=')")
    page.wait_for_function("document.querySelector('narrate-player .np-cue.np-now') !== null")


@pytest.mark.parametrize(
    ("spoken", "counterpart"),
    [
        ("第二項：香蕉。", "第二项：香蕉，也是一种很常见的水果。"),
        (
            "第二段講的是語言切換，它要落在同一句的對應句上。",
            "第二段讲的是语言切换，它要落在同一句的对应句上，这一句也比繁体长了不少。",
        ),
        ("引用的一段話，放在清單之後。", "引用的一段话，放在清单之后。"),
    ],
)
def test_the_language_switch_lands_on_the_same_sentence_without_headings(
    page: Page, server: Served, blog: Blog, spoken: str, counterpart: str
) -> None:
    """Issue 25 (4): an article without headings; the translation's sentences take other times."""
    hant, hans = cues(blog, "zh-hant", "plain"), cues(blog, "zh-hans", "plain")
    start = next(t for t, text in hant if text == spoken)
    expected = next(t for t, text in hans if text == counterpart)
    assert abs(start - expected) > 1.0  # a real difference in time to find
    open_player(page, server, "zh-hant", "plain")
    audio(page, f"a.currentTime = {start + 0.4}")
    page.wait_for_function(
        "document.querySelector('narrate-player .np-cue.np-now')?.textContent === " + json.dumps(spoken)
    )
    _switch(page, "zh-hans", "plain")
    wait_time(page, expected, tolerance=0.3)
    assert _now(page) == counterpart
    # And back: the same sentence it left.
    _switch(page, "zh-hant", "plain")
    assert _now(page) == spoken


def test_the_language_switch_lands_on_the_same_sentence_inside_a_chapter(
    page: Page, server: Served, blog: Blog
) -> None:
    open_player(page, server)
    hant, hans = chapters(blog, "zh-hant", "read-along"), chapters(blog, "zh-hans", "read-along")
    assert hant[2]["startTime"] != pytest.approx(hans[2]["startTime"], abs=0.5)
    spoken = next(t for t in cues(blog, "zh-hant", "read-along") if t[1].startswith("第二節的內容"))
    counterpart = next(t for t in cues(blog, "zh-hans", "read-along") if t[1].startswith("第二节的内容"))
    audio(page, f"a.currentTime = {spoken[0] + 0.5}")  # inside the chapter's paragraph, not at its start
    page.wait_for_function(
        "document.querySelector('narrate-player .np-cue.np-now')?.textContent === " + json.dumps(spoken[1])
    )
    _switch(page, "zh-hans", "read-along")
    wait_time(page, counterpart[0], tolerance=0.3)
    assert _now(page) == counterpart[1]
    assert page.locator("narrate-player").get_attribute("lang") == "zh-hans"
    assert page.locator("narrate-player .np-chapters button[aria-current]").inner_text().endswith(hans[2]["title"])
    load_audio(page)
    wait_time(page, counterpart[0], tolerance=0.3)  # the loaded audio starts where the switch landed
    assert audio(page, "a.duration") == pytest.approx(entries(blog)["zh-hans", "read-along"]["duration"], abs=0.05)


def test_the_position_and_speed_survive_a_reload(page: Page, server: Served) -> None:
    open_player(page, server)
    audio(page, "a.currentTime = 21.25")
    wait_time(page, 21.25)
    page.locator("narrate-player select.np-speed").select_option("1.5")
    page.reload()
    page.wait_for_selector(PLAYER)
    wait_time(page, 21.25, tolerance=0.15)  # before the audio loads: where it will start
    load_audio(page)
    page.wait_for_function("Math.abs(document.querySelector('narrate-player audio').currentTime - 21.25) <= 0.15")
    assert audio(page, "a.playbackRate") == 1.5
    assert page.locator("narrate-player select.np-speed").input_value() == "1.5"


def test_play_pause_by_keyboard_with_labels_and_media_session(page: Page, server: Served, blog: Blog) -> None:
    open_player(page, server)
    play = page.locator("narrate-player .np-play")
    assert play.get_attribute("aria-label") == "播放"
    play.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("!document.querySelector('narrate-player audio').paused")
    # The label follows the audio's 'play' event, queued after `paused` turns false: wait for it.
    page.wait_for_function("document.querySelector('narrate-player .np-play').getAttribute('aria-label') !== '播放'")
    assert play.get_attribute("aria-label") == "暫停"
    page.keyboard.press("k")
    page.wait_for_function("document.querySelector('narrate-player audio').paused")
    before = audio(page, "a.currentTime")
    page.keyboard.press("ArrowRight")
    wait_time(page, before + 5, tolerance=0.1)
    # On the slider too, ← and → move the documented 5 s (a range input alone would move 1% of the episode).
    page.locator("narrate-player .np-seek").focus()
    page.keyboard.press("ArrowRight")
    wait_time(page, before + 10, tolerance=0.1)
    page.keyboard.press("ArrowLeft")
    wait_time(page, before + 5, tolerance=0.1)
    title = entries(blog)["zh-hant", "read-along"]["title"]
    assert page.evaluate("navigator.mediaSession.metadata.title") == title
    labels = page.evaluate("""[...document.querySelectorAll(
        'narrate-player button, narrate-player input, narrate-player select')].filter(e =>
        !(e.getAttribute('aria-label') || e.textContent.trim() || e.closest('label'))).length""")
    assert labels == 0


def test_without_javascript_the_page_has_a_plain_player(browser: Browser, server: Served) -> None:
    context = _context(browser, java_script_enabled=False)
    try:
        plain = context.new_page()
        plain.goto(f"{server.url}/zh-hant/read-along.html")
        assert plain.locator("narrate-player audio[controls]").is_visible()
        assert plain.locator("narrate-player a[type='audio/mpeg'][href^='read-along.mp3?v=']").is_visible()
        assert plain.locator(PLAYER).count() == 0
        assert plain.locator("narrate-player .np-static-transcript p").count() >= 6
    finally:
        context.close()


def test_the_transcript_is_one_list_with_one_tab_stop(page: Page, server: Served, blog: Blog) -> None:
    """Issue 25 (8): a screen reader meets one listbox, not a button per sentence; ↑/↓ and Enter work it."""
    open_player(page, server)
    spoken = cues(blog, "zh-hant", "read-along")
    box = page.locator("narrate-player .np-cues")
    assert box.get_attribute("role") == "listbox"
    assert page.locator("narrate-player .np-cues [role='option']").count() == len(spoken)
    assert page.locator("narrate-player .np-cues button, narrate-player .np-cues [tabindex]").count() == 0
    assert page.evaluate(
        "document.getElementById(document.querySelector('narrate-player .np-cues')"
        ".getAttribute('aria-describedby')).textContent"
    ).startswith("↑ ↓")
    box.focus()
    for _ in range(3):
        page.keyboard.press("ArrowDown")
    active = box.get_attribute("aria-activedescendant")
    assert page.evaluate(f"document.getElementById({json.dumps(active)}).textContent") == spoken[3][1]
    page.keyboard.press("Enter")
    page.wait_for_function("!document.querySelector('narrate-player audio').paused")
    audio(page, "a.pause()")
    assert audio(page, "a.currentTime") >= spoken[3][0]
    page.wait_for_function(
        "document.querySelector('narrate-player .np-cue.np-now')?.textContent === " + json.dumps(spoken[3][1])
    )


def test_shortcuts_belong_to_the_focused_player(page: Page, server: Served) -> None:
    open_player(page, server)
    page.locator("h1").click()  # focus outside the player
    before = audio(page, "a.currentTime")
    page.keyboard.press("l")
    page.keyboard.press("k")
    assert audio(page, "a.paused") and audio(page, "a.currentTime") == before


def _players(page: Page) -> dict[str, Any]:
    return {name: page.evaluate_handle(f"document.getElementById('{name}')") for name in ("first", "third")}


def test_one_player_plays_at_a_time_and_the_lock_screen_follows_it(page: Page, server: Served, blog: Blog) -> None:
    """Issue 25 (2)."""
    page.goto(f"{server.url}/zh-hant/two.html")
    page.wait_for_function("['first', 'third'].every((id) => document.getElementById(id).querySelector('.np'))")
    first, third = _players(page).values()
    titles = {slug: entries(blog)["zh-hant", slug]["title"] for slug in ("long", "read-along")}
    playing = "(p) => !p.querySelector('audio').paused"
    page.evaluate("(p) => p.querySelector('.np-play').click()", first)
    page.wait_for_function(playing, arg=first)
    page.wait_for_function(f"navigator.mediaSession.metadata?.title === {json.dumps(titles['long'])}")
    page.evaluate("(p) => p.querySelector('.np-play').click()", third)
    page.wait_for_function(playing, arg=third)
    page.wait_for_function("(p) => p.querySelector('audio').paused", arg=first)
    page.wait_for_function(f"navigator.mediaSession.metadata.title === {json.dumps(titles['read-along'])}")
    assert page.evaluate("navigator.mediaSession.playbackState") == "playing"
    # The paused player's events do not tell the lock screen that nothing plays.
    page.evaluate("(p) => { p.querySelector('audio').dispatchEvent(new Event('pause')); }", first)
    assert page.evaluate("navigator.mediaSession.playbackState") == "playing"
    page.evaluate("(p) => p.querySelector('.np-play').click()", third)
    page.wait_for_function("navigator.mediaSession.playbackState === 'paused'")
    assert page.evaluate("(p) => p.querySelector('audio').paused", first)


def test_the_lock_screen_and_sharing_show_the_cover_and_the_blogs_title(page: Page, server: Served) -> None:
    """Issue 25 (5): an episode without art of its own shows the channel's cover; the artist is the blog."""
    open_player(page, server)
    play = page.locator("narrate-player .np-play")
    play.click()
    page.wait_for_function("!document.querySelector('narrate-player audio').paused")
    audio(page, "a.pause()")
    meta = page.evaluate(
        "({artist: navigator.mediaSession.metadata.artist,"
        " art: navigator.mediaSession.metadata.artwork.map((a) => a.src)})"
    )
    assert meta == {"artist": "測試播客", "art": [f"{server.url}/cover.png"]}
    assert page.evaluate("fetch(navigator.mediaSession.metadata.artwork[0].src).then((r) => r.status)") == 200
    assert page.locator("meta[property='og:image']").get_attribute("content") == f"{BASE}/cover.png"


def test_a_missing_mp3_is_said_and_a_missing_vtt_keeps_the_pages_transcript(
    page: Page, server: Served, blog: Blog
) -> None:
    """Issue 25 (3): show what is wrong, keep what works."""
    page.goto(f"{server.url}/zh-hant/no-mp3.html")
    page.wait_for_selector(PLAYER)
    page.locator("narrate-player .np-play").click()  # nothing of the audio is fetched before Play
    page.wait_for_selector("narrate-player .np-error[role='alert']:not([hidden])")
    assert "no-mp3.mp3" in page.locator("narrate-player .np-error").inner_text()
    assert page.locator("narrate-player .np-play").is_disabled()
    assert page.locator("narrate-player .np-cue").count() == len(cues(blog, "zh-hant", "read-along"))

    page.goto(f"{server.url}/zh-hant/no-vtt.html")
    page.wait_for_selector(PLAYER)
    shown = page.locator("narrate-player .np-cues p")
    assert [t.strip() for t in shown.all_inner_texts()] == [t for _, t in cues(blog, "zh-hant", "read-along")]
    assert page.locator("narrate-player .np-transcript").is_visible()
    assert page.locator("narrate-player .np-error").is_hidden()


def test_the_phone_layout(browser: Browser, server: Served) -> None:
    """Issue 25 (7): at 390 px the slider has a row of its own, and a long chapter title wraps under
    itself, not under its time."""
    context = _context(
        browser, viewport={"width": 390, "height": 844}, device_scale_factor=1, is_mobile=True, has_touch=True
    )
    try:
        page = context.new_page()
        open_player(page, server, "zh-hant", "long")
        seek = page.locator("narrate-player .np-seek").bounding_box()
        inner = page.evaluate(
            "(() => { const n = document.querySelector('narrate-player .np');"
            " const s = getComputedStyle(n); return n.clientWidth - parseFloat(s.paddingLeft)"
            " - parseFloat(s.paddingRight); })()"
        )
        assert seek is not None and seek["width"] >= inner - 1 and seek["height"] >= 44
        rows = page.evaluate("""[...document.querySelectorAll('narrate-player .np-chapters button')].map((b) => {
            const at = b.querySelector('.np-at').getBoundingClientRect();
            const range = document.createRange();  // the title's text, line by line
            range.selectNodeContents(b.querySelector('.np-title'));
            const lines = [...range.getClientRects()];
            return {right: at.right, lefts: lines.map((r) => r.left), lines: lines.length}; })""")
        assert max(r["lines"] for r in rows) >= 2  # the long title does wrap at this width
        assert all(min(r["lefts"]) >= r["right"] - 0.5 for r in rows)
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
    finally:
        context.close()


@pytest.mark.parametrize(
    ("lang", "first"),
    [
        ("ja", "Hiragino Sans"),
        ("zh-hans", "PingFang SC"),
        ("zh-Hans-CN", "PingFang SC"),
        ("zh-hant", "PingFang TC"),
        ("zh-TW", "PingFang TC"),
        ("ko", "Apple SD Gothic Neo"),
        ("en", "system-ui"),
    ],
)
def test_the_fonts_follow_the_language(page: Page, server: Served, lang: str, first: str) -> None:
    """Issue 25 (9): Han characters take each language's shapes (a Japanese text never falls to a Chinese font)."""
    open_player(page, server)
    page.wait_for_function("getComputedStyle(document.querySelector('narrate-player .np-cues')).overflowY === 'auto'")
    page.evaluate(f"document.querySelector('narrate-player').setAttribute('lang', {json.dumps(lang)})")
    family = page.evaluate("getComputedStyle(document.querySelector('narrate-player .np-cue')).fontFamily")
    assert family.split(",")[0].strip().strip('"') == first, family


AXE_PAGES = ("/zh-hant/read-along.html", "/zh-hans/plain.html", "/en/hostile.html", "/zh-hant/many.html", "/")


def test_no_accessibility_violations(browser: Browser, server: Served) -> None:
    """Issue 25 (8): axe-core (the one axe-playwright-python bundles) finds nothing, of any impact, on
    every kind of page, light and dark, wide and phone-sized. NARRATE_AXE_TABLE=FILE writes the table."""
    table = ["| page | scheme | width | violations |", "|---|---|---|---|"]
    found = []
    for scheme in ("light", "dark"):
        for width in (1280, 390):
            context = _context(browser, color_scheme=scheme, viewport={"width": width, "height": 900})
            try:
                page = context.new_page()
                for path in AXE_PAGES:
                    page.goto(server.url + path)
                    if path != "/":
                        page.wait_for_selector(PLAYER)
                        # A highlighted chapter and cue are scanned too.
                        page.evaluate("document.querySelector('narrate-player').seekTo(3)")
                        page.wait_for_selector("narrate-player .np-cue.np-now")
                    results = Axe().run(page).response
                    problems = [
                        (v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3]) for v in results["violations"]
                    ]
                    table.append(f"| {path} | {scheme} | {width} | {len(problems)} |")
                    found += [(path, scheme, width, p) for p in problems]
                    assert results["testEngine"]["version"].startswith("4.")
            finally:
                context.close()
    if os.environ.get("NARRATE_AXE_TABLE"):
        Path(os.environ["NARRATE_AXE_TABLE"]).write_text("\n".join(table) + "\n", encoding="utf-8")
    assert found == []


@pytest.mark.parametrize(
    ("name", "scheme", "width"), [("light", "light", 900), ("dark", "dark", 900), ("phone", "light", 390)]
)
def test_screenshots_for_the_readme(browser: Browser, server: Served, name: str, scheme: str, width: int) -> None:
    """Writes docs/player-<name>.png only when NARRATE_SCREENSHOTS names a folder; otherwise checks the colours."""
    context = _context(browser, color_scheme=scheme, viewport={"width": width, "height": 1000}, device_scale_factor=1)
    try:
        page = context.new_page()
        open_player(page, server)
        audio(page, "a.currentTime = 14.5")
        page.wait_for_selector("narrate-player .np-cue.np-now")
        background = page.evaluate("getComputedStyle(document.querySelector('narrate-player .np')).backgroundColor")
        assert background == ("rgb(255, 255, 255)" if scheme == "light" else "rgb(23, 25, 29)")
        target = os.environ.get("NARRATE_SCREENSHOTS")
        if target:
            Path(target).mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(Path(target) / f"player-{name}.png"), full_page=True)
    finally:
        context.close()


@pytest.mark.parametrize("width", [390, 1280])
def test_a_long_chapter_list_keeps_the_transcript_near(
    browser: Browser, server: Served, blog: Blog, width: int
) -> None:
    """Issue 39 (6), as a designer sees it: 31 headings, two of them parents said just before their first
    child (one chapter each with it, not chapters of 1–2 s); on a phone the list is folded (it pushed the
    transcript more than 1,000 px down), on a wide screen it scrolls in a box of its own. NARRATE_SCREENSHOTS=DIR
    writes the page at each width there."""
    marks = chapters(blog, "zh-hant", "many")
    titles = [m["title"] for m in marks]
    assert "附錄 › 附錄一：參考資料" in titles and "結語 › 最後的話" in titles and "附錄" not in titles
    assert all(b["startTime"] - a["startTime"] >= 2.5 for a, b in zip(marks[1:], marks[2:]))
    context = _context(browser, viewport={"width": width, "height": 900}, device_scale_factor=1)
    try:
        page = context.new_page()
        open_player(page, server, "zh-hant", "many", load=False)
        folded = page.evaluate("!document.querySelector('narrate-player .np-chapters details').open")
        assert folded == (width == 390)
        gap = page.evaluate("""(() => { const p = document.querySelector('narrate-player .np').getBoundingClientRect();
            const t = document.querySelector('narrate-player .np-cues').getBoundingClientRect(); return t.top - p.top; })()""")
        assert gap < 450, gap  # the transcript within half a phone screen of the player's top
        if folded:
            assert not page.locator("narrate-player .np-chapters button").first.is_visible()
            page.locator("narrate-player .np-chapters summary").click()
            assert page.locator("narrate-player .np-chapters button").first.is_visible()
        box = page.evaluate(
            "(() => { const l = document.querySelector('narrate-player .np-chapters ol');"
            " return [l.clientHeight, l.scrollHeight]; })()"
        )
        assert box[0] < box[1] and box[0] <= 14 * 16 + 1  # a box of its own that scrolls
        target = os.environ.get("NARRATE_SCREENSHOTS")
        if target:
            Path(target).mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(Path(target) / f"player-chapters-{width}.png"), full_page=True)
    finally:
        context.close()


def test_the_read_along_box_reads_like_the_article(page: Page, server: Served, blog: Blog) -> None:
    """Issue 39 (6): headings stand apart from the paragraphs (a paragraph per block, a heading bold), and a
    paragraph's sentences join as written: no Latin space after full-width punctuation (「總結， 突然」)."""
    open_player(page, server, "zh-hant", "many", load=False)
    paragraphs = page.locator("narrate-player .np-cues .np-para")
    headings = page.locator("narrate-player .np-cues .np-para.np-h")
    assert headings.count() >= 30 and paragraphs.count() > headings.count()
    assert page.evaluate("getComputedStyle(document.querySelector('narrate-player .np-para.np-h')).fontWeight") == "700"
    first_heading = headings.nth(1).inner_text()
    assert first_heading.startswith("第1步")
    texts = paragraphs.all_inner_texts()
    assert any("總結，突然就結束了。" in text for text in texts), texts[:4]
    assert not [
        text
        for text in texts
        if re.search(r"[，。、：；！？] (?=[\u4e00-\u9fff])", text) and "總結， 突然。" not in text
    ]  # only the article's own space (written 「總結， 突然」) stays
    assert page.locator("narrate-player .np-cues [role='option']").count() == len(cues(blog, "zh-hant", "many"))


WORD_NOW = "document.querySelector('narrate-player .np-word.np-word-now')"


def _words(blog: Blog) -> list[tuple[float, float, str, int]]:
    """(start, end, word, cue) of every timed word of the word-timed page, from the data it is given."""
    from narrate.publish.pages import read_timed_cues

    timed = read_timed_cues(blog.out / "zh-hant" / "read-along.vtt")
    doc = json.loads((blog.out / "zh-hant" / "words.words.json").read_text(encoding="utf-8"))
    out = []
    for n, ((start, _, text), words) in enumerate(zip(timed, doc["cues"])):
        flat = "".join(text.split())
        out += [(start + t / 1000, start + (t + d) / 1000, flat[a:b], n) for a, b, t, d in words]
    return out


def _open_with_words(page: Page, server: Served) -> None:
    """The word-timed page with its audio's metadata and its word timings loaded (the player fetches them
    when the listener reaches for the transcript or plays, not with the page)."""
    open_player(page, server, "zh-hant", "words")
    page.hover("narrate-player .np-cues")
    page.wait_for_selector("narrate-player .np-word")


def test_word_timings_are_fetched_when_wanted_not_with_the_page(page: Page, server: Served) -> None:
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    open_player(page, server, "zh-hant", "words", load=False)
    page.wait_for_load_state("networkidle")
    assert not [url for url in asked if ".words.json" in url]
    assert page.locator("narrate-player .np-word").count() == 0
    page.locator("narrate-player .np-play").click()  # playing: the words come, and are followed
    page.wait_for_selector("narrate-player .np-word")
    audio(page, "a.pause()")
    assert [url for url in asked if ".words.json" in url]


def test_the_word_being_said_is_highlighted(page: Page, server: Served, blog: Blog) -> None:
    """Issue 42 (1): at sampled times the highlighted word is the one the timings say is being said (none in
    the gaps between words), highlighted without moving a line, the sentence still one option."""
    words = _words(blog)
    _open_with_words(page, server)
    # Where each sentence's lines sit in the transcript (its scrolling aside: it follows the spoken sentence).
    boxes = """(() => { const box = document.querySelector('narrate-player .np-cues'), top = box.getBoundingClientRect().top;
        return [...box.querySelectorAll('.np-cue')].map((c) => [...c.getClientRects()].map((r) =>
            [r.left, r.top - top + box.scrollTop, r.width, r.height].map(Math.round).join())); })()"""
    before = page.evaluate(boxes)
    for start, end, word, _ in words[3 :: max(1, len(words) // 20)][:20]:
        at = start + (end - start) / 2
        audio(page, f"a.currentTime = {at}")
        page.wait_for_function(f"{WORD_NOW}?.textContent === {json.dumps(word)}")
    gap = next(end for (_, end, _, cue), (nxt, _, _, cue2) in zip(words, words[1:]) if nxt - end > 0.05 and cue == cue2)
    audio(page, f"a.currentTime = {gap + 0.02}")
    page.wait_for_function(f"{WORD_NOW} === null")
    assert page.evaluate(boxes) == before  # no line moved
    option = page.locator("narrate-player .np-cue").nth(words[0][3])
    assert option.get_attribute("role") == "option" and option.locator("[role], [tabindex]").count() == 0


def test_a_click_or_enter_on_a_word_seeks_there(page: Page, server: Served, blog: Blog) -> None:
    words = _words(blog)
    _open_with_words(page, server)
    start, _, word, cue = words[9]
    target = page.locator("narrate-player .np-cue").nth(cue).locator(".np-word", has_text=word).first
    target.click()
    wait_time(page, start, tolerance=0.01)
    # From the keyboard: the transcript's ← → go word by word, Enter plays from the word.
    page.locator("narrate-player .np-cues").focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    after = words[11]
    assert page.evaluate("document.querySelector('narrate-player .np-word-pointed').textContent") == after[2]
    page.keyboard.press("Enter")
    page.wait_for_function("!document.querySelector('narrate-player audio').paused")
    audio(page, "a.pause()")
    assert audio(page, "a.currentTime") >= after[0] - 0.01
    assert audio(page, "a.currentTime") < after[0] + 1.0


def _luminance(rgb: str) -> float:
    values = [int(v) / 255 for v in re.findall(r"\d+", rgb)[:3]]
    linear = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in values]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_word_highlight_meets_contrast_and_axe(browser: Browser, server: Served, blog: Blog, scheme: str) -> None:
    """The highlighted word's text against its background at least 4.5:1 (WCAG AA), its underline telling it
    from the sentence without colour alone; axe finds nothing with a word highlighted."""
    words = _words(blog)
    context = _context(browser, color_scheme=scheme)
    try:
        page = context.new_page()
        _open_with_words(page, server)
        start, end, word, _ = words[5]
        audio(page, f"a.currentTime = {(start + end) / 2}")
        page.wait_for_function(f"{WORD_NOW}?.textContent === {json.dumps(word)}")
        style = page.evaluate(
            f"(() => {{ const s = getComputedStyle({WORD_NOW}); return [s.color, s.backgroundColor,"
            " s.textDecorationLine]; })()"
        )
        lighter, darker = sorted((_luminance(style[0]), _luminance(style[1])), reverse=True)
        assert (lighter + 0.05) / (darker + 0.05) >= 4.5, style
        assert "underline" in style[2]
        problems = Axe().run(page).response["violations"]
        assert problems == []
    finally:
        context.close()
