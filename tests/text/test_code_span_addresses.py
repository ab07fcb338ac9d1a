"""A web address alone in a code span: a page's address is said by its site, an endpoint or a template whole.

Review s16 text2 H1: 3d98db12 said every address in a code span by its site, so the port, path and query a
sentence is about were lost ("Set the redirect URI to `http://127.0.0.1:8000/accounts/google/login/callback/`" →
"127.0.0.1 8000"). Only a page's address (s15 held-out WindrunnerMax [7][35]) is shortened.
"""

from __future__ import annotations

import pytest

from narrate.text.urls import web_address


@pytest.mark.parametrize(
    "code",
    [
        "https://github.com/WindrunnerMax/QuillBlocks/blob/master/examples/comment-ot.html",
        "https://codesandbox.io/p/devbox/comment-crdt-psm548",
        " https://caniuse.com ",
        "http://localhost/index.html",
    ],
)
def test_a_page_address_is_said_by_its_site(code: str) -> None:
    assert web_address(code)


@pytest.mark.parametrize(
    "code",
    [
        "http://127.0.0.1:8000/accounts/google/login/callback/",
        "https://api.example.com/v1/users?limit=10",
        "https://www.google.com:443/search?q=test",
        "http://ip:port/debug/pprof/",
        "http://192.168.1.10/admin",
        "https://example.com/docs#install",
        "https://github.com/<github-id>/<repo-name>",
        "https://{user}.github.io/",
        "curl https://example.com/install.sh",
    ],
)
def test_an_endpoint_or_a_template_stays_code(code: str) -> None:
    assert not web_address(code)
