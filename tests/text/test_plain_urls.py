"""A plain URL is not parsed again by markdown-it's normalisations (issue 43 item 8: the s18 attack shapes
'autolinks' and 'reference link definitions', 8.7 and 7.3 CPU s/MB): each normalisation of a plain address gives
it back unchanged, so narrate gives it back without them. These tests hold the fast answer to markdown-it's own on
addresses written to reach every branch of mdurl's parse (hosts, ports, users, `xn--` labels, `%`, upper-case
schemes, long hosts), whether or not they are plain.
"""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st
from markdown_it.common.normalize_url import normalizeLink, normalizeLinkText

from narrate.text.plain_urls import plain_url, unless_plain

_PIECES = st.sampled_from(
    [
        *"aZ09_-.+:/?#@%;&=$,!~*'()[]{}|\\^` <>\"",
        "é",
        "中",
        "xn--",
        "XN--",
        "%20",
        "%zz",
        "%E4%B8%AD",
        "www",
        "example.com",
        "host",
        ":80",
        "//",
    ]
)
_HEADS = st.sampled_from(
    ["", "http://", "https://", "ftp://", "HTTP://", "Https://", "mailto:", "MAILTO:", "file://", "//", "javascript:"]
)


@settings(max_examples=1000, deadline=None)
@given(head=_HEADS, body=st.lists(_PIECES, max_size=14).map("".join))
@example(head="https://", body="a" * 64 + ".com/x")  # a label over 63 characters
@example(head="https://", body=("a" * 60 + ".") * 5 + "com")  # a host over 255 characters
@example(head="https://", body="xn--fiqs8s.cn/")
@example(head="https://", body="user@host/p")
@example(head="https://", body="host/a@b")
@example(head="mailto:", body="a.b+c@xn--fiqs8s.cn")
@example(head="", body="a_b@host.example")
@example(head="https://", body="host:80?q=1#f")
@example(head="https://", body="host:/x")
def test_a_plain_url_is_what_markdown_its_normalisations_give(head: str, body: str) -> None:
    """(autolinks of benchmarks/attacks.py SHAPES_S18 and link destinations) Whatever the address, the fast form
    gives what markdown-it gives; and the shapes that are plain are found plain."""
    url = head + body
    assert unless_plain(normalizeLink)(url) == normalizeLink(url)
    assert unless_plain(normalizeLinkText)(url) == normalizeLinkText(url)


_LABELS = (
    st.text("abZ09_-", min_size=1, max_size=5) | st.text("aZ_-+é", max_size=3) | st.sampled_from(["xn--a", "a" * 64])
)
_HOSTS = st.lists(_LABELS, min_size=1, max_size=4).map(".".join)
_KEPT = "aZ0/?#@:;&=+$,-_.!~*'()"
_TAILS = st.text(_KEPT, max_size=12) | st.text(_KEPT + "%é [", max_size=12)


@settings(max_examples=2000, deadline=None)
@given(
    head=st.sampled_from(["http://", "https://", "ftp://", "mailto:", "mailto:a.b@", "x_y+z@", "HTTP://"]),
    host=_HOSTS,
    port=st.sampled_from(["", ":80", ":", ":8a"]),
    tail=_TAILS,
)
def test_a_url_near_the_plain_shape_is_what_markdown_its_normalisations_give(
    head: str, host: str, port: str, tail: str
) -> None:
    """(reference links of benchmarks/attacks.py SHAPES_S18, `https://example.com/N`) Addresses built as plain ones
    are, with a character here and there that is not: hosts of odd labels, ports, users, tails of any character.
    Where the fast form answers (plain), its answer is markdown-it's."""
    url = head + host + port + tail
    assert unless_plain(normalizeLink)(url) == normalizeLink(url)
    assert unless_plain(normalizeLinkText)(url) == normalizeLinkText(url)


def test_the_attack_shapes_are_plain_and_near_misses_are_not() -> None:
    """The s18 attacks' addresses (`<https://host7.example/p/7>`, `<a7@b.example>`, `https://example.com/7`) are
    plain; an address with a percent sign, a non-ASCII or `xn--` host, an upper-case scheme, a user before the host
    or a relative path is left to markdown-it."""
    for url in ("https://host7.example/p/7", "a7@b.example", "mailto:a7@b.example", "https://example.com/7"):
        assert plain_url(url), url
    for url in (
        "https://example.com/a%20b",
        "https://bücher.example/",
        "https://xn--bcher-kva.example/",
        "HTTPS://example.com/",
        "https://user@example.com/",
        "/relative/path",
        "https://example.com/a b",
    ):
        assert not plain_url(url), url
