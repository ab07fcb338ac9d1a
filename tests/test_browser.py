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
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from blogsite import Blog, built_blog
from patience import PATIENCE
from serving import Served

from narrate.audio.transcript import joined

ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run",
        "--autoplay-policy=no-user-gesture-required", "--mute-audio"]


def _chromium() -> str | None:
    named = os.environ.get("NARRATE_CHROMIUM")
    if named:
        return named
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        found = shutil.which(name)
        if found:
            return found
    return None


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

PLAYER = "narrate-player .np"


@pytest.fixture(scope="module")
def blog(tmp_path_factory: pytest.TempPathFactory) -> Blog:
    return built_blog(tmp_path_factory)


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


def open_player(page: Page, server: Served, lang: str = "zh-hant", slug: str = "read-along") -> None:
    page.goto(f"{server.url}/{lang}/{slug}.html")
    page.wait_for_selector(PLAYER)
    page.wait_for_function("document.querySelector('narrate-player audio').readyState >= 1")


def audio(page: Page, expression: str) -> Any:
    return page.evaluate(f"(a => {expression})(document.querySelector('narrate-player audio'))")


def wait_time(page: Page, target: float, tolerance: float = 0.05) -> None:
    page.wait_for_function(
        f"Math.abs(document.querySelector('narrate-player audio').currentTime - {target}) <= {tolerance}")


def test_the_page_loads_with_no_console_errors(page: Page, server: Served) -> None:
    problems: list[str] = []

    def console(message: ConsoleMessage) -> None:
        if message.type in ("error", "warning"):
            problems.append(f"{message.type}: {message.text}")

    page.on("console", console)
    page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
    # Leaving a page aborts its audio download (net::ERR_ABORTED): that is not a failure of the page.
    page.on("requestfailed", lambda request: None if request.failure == "net::ERR_ABORTED"
            else problems.append(f"failed: {request.url} {request.failure}"))
    for lang, slug in (("zh-hant", "read-along"), ("zh-hans", "read-along"), ("en", "hostile")):
        open_player(page, server, lang, slug)
    page.goto(f"{server.url}/")
    page.wait_for_load_state("networkidle")
    assert problems == []


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
            " === 'true'")
        assert page.locator("narrate-player .np-chapters button[aria-current]").count() == 1


def test_the_cue_being_spoken_is_highlighted_and_in_view(page: Page, server: Served, blog: Blog) -> None:
    open_player(page, server)
    spoken = cues(blog, "zh-hant", "read-along")
    assert len(spoken) >= 6
    for start, text in (spoken[2], spoken[6], spoken[-1], spoken[0]):
        audio(page, f"a.currentTime = {start + 0.3}")
        page.wait_for_function(
            "document.querySelector('narrate-player .np-cue.np-now')?.textContent === " + json.dumps(text))
        assert page.locator("narrate-player .np-cue.np-now").count() == 1
        assert page.locator("narrate-player .np-cue[aria-current='true']").inner_text() == text
        page.wait_for_function("""(() => {
            const cue = document.querySelector('narrate-player .np-cue.np-now').getBoundingClientRect();
            const box = document.querySelector('narrate-player .np-cues').getBoundingClientRect();
            return cue.top >= box.top - 1 && cue.bottom <= box.bottom + 1; })()""")


def test_clicking_a_sentence_seeks_to_it(page: Page, server: Served, blog: Blog) -> None:
    open_player(page, server)
    spoken = cues(blog, "zh-hant", "read-along")
    page.locator("narrate-player .np-cue").nth(4).click()
    wait_time(page, spoken[4][0])
    assert page.locator("narrate-player .np-cue.np-now").inner_text() == spoken[4][1]


def test_the_language_switch_lands_on_the_same_chapter_of_the_translation(
        page: Page, server: Served, blog: Blog) -> None:
    open_player(page, server)
    hant, hans = chapters(blog, "zh-hant", "read-along"), chapters(blog, "zh-hans", "read-along")
    assert hant[2]["startTime"] != pytest.approx(hans[2]["startTime"], abs=0.5)  # a real difference to find
    page.locator("narrate-player .np-chapters button").nth(2).click()
    wait_time(page, hant[2]["startTime"])
    audio(page, "a.currentTime += 1.5")  # somewhere inside the chapter, not at its start
    page.locator("narrate-player select.np-langs").select_option("zh-hans")
    page.wait_for_function("document.querySelector('narrate-player audio').src.includes('/zh-hans/read-along.mp3?v=')")
    page.wait_for_function("document.querySelector('narrate-player audio').readyState >= 1")
    wait_time(page, hans[2]["startTime"])
    assert page.locator("narrate-player").get_attribute("lang") == "zh-hans"
    assert page.locator("narrate-player .np-chapters button[aria-current]").inner_text().endswith(hans[2]["title"])
    assert audio(page, "a.duration") == pytest.approx(entries(blog)["zh-hans", "read-along"]["duration"], abs=0.05)


def test_the_position_and_speed_survive_a_reload(page: Page, server: Served) -> None:
    open_player(page, server)
    audio(page, "a.currentTime = 21.25")
    wait_time(page, 21.25)
    page.locator("narrate-player select.np-speed").select_option("1.5")
    page.reload()
    page.wait_for_selector(PLAYER)
    page.wait_for_function("document.querySelector('narrate-player audio').readyState >= 1")
    wait_time(page, 21.25, tolerance=0.15)
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


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_serious_accessibility_violations(browser: Browser, server: Served, scheme: str) -> None:
    context = _context(browser, color_scheme=scheme)
    try:
        page = context.new_page()
        for path in ("/zh-hant/read-along.html", "/en/hostile.html", "/"):
            page.goto(server.url + path)
            if path != "/":
                page.wait_for_selector(PLAYER)
                audio(page, "a.currentTime = 14")  # a highlighted chapter and cue are scanned too
                page.wait_for_selector("narrate-player .np-cue.np-now")
            results = Axe().run(page)
            serious = [(v["id"], v["impact"], [n["target"] for n in v["nodes"]])
                       for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
            assert serious == [], path
    finally:
        context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshots_for_the_readme(browser: Browser, server: Served, scheme: str) -> None:
    """Writes docs/player-<scheme>.png only when NARRATE_SCREENSHOTS names a folder; otherwise checks the colours."""
    context = _context(browser, color_scheme=scheme, viewport={"width": 900, "height": 1000},
                                  device_scale_factor=1)
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
            page.screenshot(path=str(Path(target) / f"player-{scheme}.png"), full_page=True)
    finally:
        context.close()
