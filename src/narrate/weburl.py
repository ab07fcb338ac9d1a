"""What narrate takes for a web address: one definition for every place that publishes, links or checks one
(voices.yaml's feed settings, the manifest, a feed's and a page's links, chapters, an article's image).

An address a listener's app or browser opens is http(s) with a host: never `javascript:` or `data:`, which
run in whatever shows them, and never with whitespace or a control character, which a reader cuts or
refuses. The scheme is read in any case, as browsers read it (`HTTPS://` is https).
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

__all__ = ["host_problem", "https_url", "web_url"]

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


def host_problem(host: str) -> str | None:
    """Why `host` (an address's host, or `narrate serve --host`) can name no machine, in a few words, or None: an
    empty label (`a..b`), a label past 63 characters or a name past 253, or one IDNA cannot encode or decode
    (`xn--zz`, a label of 70 accented letters): a feed under such a host is reachable by no app, and the socket
    library said it as a UnicodeError traceback (review s10 harden, low). An IP address (IPv6 in brackets or not)
    is a host."""
    import ipaddress

    name = host[1:-1] if host.startswith("[") and host.endswith("]") else host
    try:
        ipaddress.ip_address(name)
    except ValueError:
        pass
    else:
        return None
    name = name[:-1] if name.endswith(".") else name
    try:
        encoded = name.encode("idna")
        encoded.decode("idna")
    except UnicodeError:
        return "not a host name: IDNA cannot encode or decode it (an empty label, one past 63 characters, a bad xn--)"
    labels = encoded.split(b".")
    if not name or any(not label for label in labels):
        return "not a host name (an empty label)"
    if any(len(label) > 63 for label in labels) or len(encoded) > 253:
        return "not a host name (a label past 63 characters, or a name past 253)"
    return None
