"""markdown-it's two URL normalisations, skipped for a plain URL they would give back unchanged.

markdown-it normalises every link's address (`normalizeLink`: parse it with mdurl, punycode its host, format and
percent-encode it again) and every autolink's text (`normalizeLinkText`: the same, decoding). Each address costs a
parse in Python of about 30 steps, and a page of autolinks or reference links spent a third of its time there
(issue 43: 1 MB of autolinks, 9.9 CPU s). For a plain address both give it back as it is, so it is given back
without them:

* `http://`, `https://` or `ftp://` (lower case), a host of ASCII labels (letters, digits, `_`, `-`, dots between,
  none starting `xn--` and 255 characters at most), an optional port of digits, then a path, query or fragment of
  characters mdurl's encoder keeps as they are (letters, digits and `;/?:@&=+$,-_.!~*'()#`: no `%`);
* `mailto:` and an address `local@host` whose local part is letters, digits and `._+-`, or that address bare.

Why each condition is there (mdurl 0.1, markdown-it-py 4): the host parse stops at `%/?;#'` and other characters,
cuts a label at a character outside `[+a-zA-Z0-9_-]`, empties a host over 255 characters, and reads an `@` before
the first `/?#` as a user's name; punycode changes only non-ASCII labels (to ASCII) and `xn--` labels (to
Unicode); the encoder and the decoder change only `%` sequences and characters outside that list; upper-case
schemes are read by other branches. Anything else goes to markdown-it's own functions, as before.
tests/text/test_plain_urls.py compares both ways on generated addresses.
"""

from __future__ import annotations

from collections.abc import Callable

from narrate.patterns import LazyPattern

__all__ = ["plain_url", "unless_plain"]

_LABEL = r"(?!xn--)[A-Za-z0-9_-]{1,63}"
_HOST = rf"{_LABEL}(?:\.{_LABEL})*"
_KEPT = r"[A-Za-z0-9;/?:@&=+$,\-_.!~*'()#]"  # mdurl.encode's default: left as they are
_PLAIN = LazyPattern(
    rf"(?:https?|ftp)://(?P<host>{_HOST})(?::[0-9]+)?(?:[/?#]{_KEPT}*)?"
    rf"|(?:mailto:)?[A-Za-z0-9._+-]+@(?P<mail>{_HOST})"
)


def plain_url(url: str) -> bool:
    """Whether markdown-it's normalizeLink and normalizeLinkText both give `url` back unchanged (see above)."""
    found = _PLAIN.fullmatch(url)
    return found is not None and len(found["host"] or found["mail"]) <= 255


def unless_plain(normalize: Callable[[str], str]) -> Callable[[str], str]:
    """`normalize` (markdown-it's normalizeLink or normalizeLinkText), with a plain URL given back without it."""

    def normalized(url: str) -> str:
        return url if plain_url(url) else normalize(url)

    return normalized
