"""One answer to "is this a web address?" for every place that publishes or links one (narrate.weburl)."""

from __future__ import annotations

import pytest

from narrate.audio.assemble import chapter_links
from narrate.text.urls import picture_source
from narrate.weburl import https_url, web_url

WEB = [
    "https://example.com",
    "http://example.com/a/b?c=d#e",
    "HTTPS://Example.COM/",
    "https://[::1]:8080/x",
    "https://例え.jp/記事",
    "https://user@host.example/",
]
NOT_WEB = [
    "",
    "example.com",
    "//example.com/x",
    "/posts/x/",
    "javascript:alert(1)",
    "javascript://x%0aalert(1)",
    "data:image/png;base64,AA",
    "ftp://example.com/x",
    "https://",
    "https:///path",
    "http:example.com",
    "https://exa mple.com",
    "https://example.com/a b",
    "https://example.com\n",
    "https://example.com/\x00",
    "https://[::1/x",
    " https://example.com",
]


@pytest.mark.parametrize("url", WEB)
def test_a_web_url_is_http_or_https_with_a_host(url: str) -> None:
    assert web_url(url)


@pytest.mark.parametrize("url", NOT_WEB)
def test_anything_else_is_not_one(url: str) -> None:
    assert not web_url(url)


def test_ascii_only_and_https_are_what_apple_takes() -> None:
    assert not web_url("https://例え.jp/", ascii_only=True)
    assert web_url("https://xn--r8jz45g.jp/%E8%A8%98", ascii_only=True)
    assert https_url("https://example.com/art.png")
    assert not https_url("http://example.com/art.png")
    assert not https_url("https://例え.jp/art.png")


def test_a_picture_is_a_web_url_or_a_path_on_the_site() -> None:
    assert picture_source(" img/a.png ") == "img/a.png"
    assert picture_source("/images/b.webp") == "/images/b.webp"
    assert picture_source("https://cdn.example.com/c.jpg") == "https://cdn.example.com/c.jpg"
    assert picture_source("data:image/png;base64,AA") == ""
    assert picture_source("javascript:alert(1)") == ""
    assert picture_source("my picture.png") == ""


def test_a_chapter_picture_with_a_space_or_cjk_in_its_name_is_sent_as_a_browser_sends_it() -> None:
    page = "https://blog.example.com/posts/gpu/"
    assert chapter_links(page, "", "圖 1.png")[1] == "https://blog.example.com/posts/gpu/%E5%9C%96%201.png"
    assert chapter_links(page, "", "javascript:alert(1)")[1] == ""
