"""A generic's angle brackets heard as comparisons (`narrate check`): `Iterator<Item = usize>` sent "Iterator 小なり Item
イコール usize 大なり", `Future<Output=()>` sent "Future 小于 Output 等于空括号大于号".

A name followed at once by `<`, a type or two, and `>` is a generic type (Rust, TypeScript, Java, C#): its brackets
hold the type's parameter. Said as "less than … greater than", the listener hears a comparison — two conditions on
a value — where the page shows one type. Judged from each chunk's transcript (what the page shows, code spans
included) against what it sends, apart from the reader: a chunk that shows a generic and sends its name with a word of `<` right
after it, and a word of `>` (and no sign itself), misleads; `<` said as an operator elsewhere in it is its own.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from narrate.patterns import LazyPattern

from .lexicon import symbol_names, words_for
from .page_judges import Heard, PageFinding

__all__ = ["generics_compared"]

# A name glued to `<`, its parameters — types (names, paths, lifetimes, references, unit `()`) joined by commas or `=`
# bindings, never two words side by side (`a<b and c>d` compares) — and its `>`: `Vec<T>`, `Iterator<Item = usize>`,
# `Result<Packet, ()>`, `Future<Output=()>`, `Cow<'a, str>`.
_TYPE = r"(?:&(?:'\w+ )?)?[\w:'()\[\]]+"
_GENERIC = LazyPattern(rf"(?<![\w<])[A-Za-z_][\w:]*<{_TYPE}(?:[ \t]*[,=][ \t]*{_TYPE}){{0,6}}>")


@lru_cache(maxsize=16)
def _comparison_words(lang: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The words narrate may say `<` and `>` by in `lang`: the signs' names and the comparisons' words."""
    table = words_for(lang)
    less = {symbol_names("<", lang), table.get("less", "").strip()}
    greater = {symbol_names(">", lang), table.get("greater", "").strip()}
    return tuple(w for w in less if w), tuple(w for w in greater if w)


def generics_compared(heard: Sequence[Heard]) -> list[PageFinding]:
    """Chunks that show a generic type and send the words of `<` and `>` around its parameter, at the chunk."""
    out: list[PageFinding] = []
    for h in heard:
        if h.kind == "cue" or "<" not in h.shown or "<" in h.sent:
            continue
        less, greater = _comparison_words(h.lang)
        if not any(w in h.sent for w in greater):
            continue
        for found in _GENERIC.finditer(h.shown):
            name = found.group()[: found.group().index("<")].rsplit(":", 1)[-1]
            # (the name, then a word of `<` right after it: "Result 小なり Packet", not `<` said as an operator)
            if re.search(re.escape(name) + r"\s{0,2}(?:" + "|".join(map(re.escape, less)) + ")", h.sent):
                out.append(PageFinding(h.chunk, "a generic's angle brackets heard as comparisons", found.group()[:80]))
                break
    return out
