"""What narrate takes for a web address: one definition for every place that publishes, links or checks one
(voices.yaml's feed settings, the manifest, a feed's and a page's links, chapters, an article's image).

An address a listener's app or browser opens is http(s) with a host: never `javascript:` or `data:`, which
run in whatever shows them, and never with whitespace or a control character, which a reader cuts or
refuses. The scheme is read in any case, as browsers read it (`HTTPS://` is https).
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

__all__ = ["https_url", "web_url"]

_WEB = re.compile(r"https?://[^/?#\s]", re.IGNORECASE)
_UNSAFE = re.compile(r"[\s\x00-\x1f\x7f]")  # whitespace (str.isspace's) or a control character
_NOT_PRINTABLE_ASCII = re.compile(r"[^\x21-\x7e]")


def web_url(value: str, *, ascii_only: bool = False) -> bool:
    """Whether `value` is an absolute http(s) URL with a host and no whitespace or control character;
    with `ascii_only`, of printable ASCII alone (what Apple accepts in a feed)."""
    if not _WEB.match(value) or _UNSAFE.search(value):
        return False
    if ascii_only and _NOT_PRINTABLE_ASCII.search(value):
        return False
    try:
        return bool(urlsplit(value).netloc)
    except ValueError:  # an unclosed IPv6 bracket
        return False


def https_url(value: str) -> bool:
    """Whether `value` is an absolute https URL of printable ASCII (what Apple takes for artwork)."""
    return value[:8].lower() == "https://" and web_url(value, ascii_only=True)
