"""An alt text a theme or a habit copies onto every picture of an article ('Desktop View' under each screenshot of a
Jekyll Chirpy blog: the theme's sample post writes `![Desktop View](…){: w="700" h="400" }`, and its writers keep
it — s13 held-out doxawahebi design-blog, eleven of them): the same words on three pictures or more describe none of
them. Each such picture is marked a placeholder (`meta["placeholder"]`), and text.inline hands the picture rules no
alt for it: no caption said, the bare cue kept where the prose points at it ('그림과 같이')."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator

from markdown_it.rules_core import StateCore
from markdown_it.token import Token

__all__ = ["PLACEHOLDER", "repeated_alts", "shared_alts"]

PLACEHOLDER = "placeholder"
_TIMES = 3  # (two pictures may share a caption — a before and an after; three with one alt are a template's)


def _images(tokens: list[Token]) -> Iterator[Token]:
    for token in tokens:
        if token.type == "inline" and token.children:
            yield from (child for child in token.children if child.type == "image")


def _key(alt: str) -> str:
    return " ".join(alt.split()).lower()


def shared_alts(alts: Iterable[str]) -> frozenset[str]:
    """The alts (blank-folded, lower case) that three pictures or more of one article share: a template's, no
    picture's description (what the reader marks, and `narrate check`'s picture judge asks: one rule for both)."""
    counts = Counter(_key(alt) for alt in alts if alt.strip())
    return frozenset(alt for alt, n in counts.items() if n >= _TIMES)


def repeated_alts(state: StateCore) -> None:
    """Marks the pictures whose alt (words, not empty) three pictures or more of the article share."""
    images = list(_images(state.tokens))
    if len(images) < _TIMES:
        return
    shared = shared_alts(image.content for image in images)
    for image in images:
        if _key(image.content) in shared:
            image.meta = {**(image.meta or {}), PLACEHOLDER: True}
