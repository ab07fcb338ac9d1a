"""An address that is only a host and a port says its port, and angle brackets Markdown left around an address are
marks (text.urls `_local_port`, `_BRACKETED_ADDRESS`): `<www.google.com:443>` is heard 'google.com 443', as a bare
`proxy.example.com:8080` already was, never 'google.com' alone nor '<google.com>'. Each case is titled with the article
it comes from, and each loses nothing by the symbol account."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def test_bereal1995_week4_express_an_authority_and_a_host(tmp_path: Path) -> None:
    # bereal1995/fe-survival weeks/week4/express.md (s13 dev [44][45]): the parts of a URL, listed; the port was lost
    # and the host's brackets sent to the voice
    body = "URL 구조\n\n- authority: <www.google.com:443>\n  - host: <www.google.com>\n"
    assert said_whole(tmp_path, body, lang="ko") == ["URL 구조", "authority: google.com 443", "host: google.com"]


def test_a_proxy_given_as_a_scheme_host_and_port_in_english_and_japanese(tmp_path: Path) -> None:
    # s-yoshiki/tech-blog.s-yoshiki.com apps/web/content/posts/0177/index.md's proxy ('http://proxy.example.com:8080',
    # there in its commands), written into a sentence for the test; an address with a path keeps only its site
    body = "Set the proxy to http://proxy.example.com:8080 and retry, then open https://example.com:8443/admin."
    assert said_whole(tmp_path, body, lang="en") == [
        "Set the proxy to proxy.example.com 8080 and retry, then open example.com."
    ]
    body = "Proxy は http://proxy.example.com:8080 を指定します。"
    assert said_whole(tmp_path, body, lang="ja") == ["Proxy は proxy.example.com 8080を指定します。"]
