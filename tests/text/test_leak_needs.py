"""A chunk is searched only for the leak classes it could hold (s13 speed): each class's every match holds one of
its characters (`leaks.LEAK_NEEDS`), so a chunk without them is not searched for it. Before, every chunk was
searched for all fourteen classes twice (`find_leaks`, and `lexicon.leak_looking`'s counts of the same classes),
some twenty searches a chunk of words for nothing. The answers must be the ones every search gave."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from narrate.text import leaks, lexicon

_ALPHABET = st.sampled_from(
    list("{}[]!:&@#]()`*_</>%.;=- \n\tazAFx0179é漢")
    + ["0x", "[[", "]]", "{{", "{%", "::", "![", "](", "**", "__"]
    + ["<a>", "</b >", "&amp;", "&#", "a@b.co", "@user", "#123", "://", "0123456789abcdef01", ":::note", "[!NOTE]"]
)
_TEXTS = st.lists(_ALPHABET, max_size=25).map("".join)


@pytest.mark.parametrize("name", [name for name, needs in leaks.LEAK_NEEDS.items() if needs])
@settings(max_examples=300, deadline=None)
@given(text=_TEXTS)
def test_a_class_never_matches_without_one_of_its_characters(name: str, text: str) -> None:
    bare = "".join(ch for ch in text if ch not in leaks.LEAK_NEEDS[name])
    assert leaks.LEAK_PATTERNS[name].search(bare) is None, (name, bare)


def test_every_class_says_what_it_needs() -> None:
    assert set(leaks.LEAK_NEEDS) == set(leaks.LEAK_PATTERNS)


def _find_leaks_searching_all(text: str) -> list[tuple[str, str]]:
    """find_leaks as it was: every class searched."""
    found: list[tuple[str, str]] = []
    seen: list[tuple[int, int]] = []
    for name, pattern in leaks.LEAK_PATTERNS.items():
        for match in pattern.finditer(text):
            span = match.span()
            if any(a <= span[0] and span[1] <= b for a, b in seen):
                continue
            seen.append(span)
            found.append((name, text[max(0, span[0] - 12) : min(len(text), span[1] + 12)]))
    return found


def _leak_looking_searching_all(texts: list[str]) -> list[tuple[str, str, int]]:
    counts: Counter[tuple[str, str]] = Counter()
    kinds: list[tuple[str, Any]] = [
        ("file name", lexicon._FILE_NAME),
        ("domain", lexicon._DOMAIN),
        *leaks.LEAK_PATTERNS.items(),
    ]
    for text in texts:
        for kind, pattern in kinds:
            for match in pattern.finditer(text):
                counts[(kind, match.group(0))] += 1
    return sorted(((k, item, n) for (k, item), n in counts.items()), key=lambda x: (x[0], -x[2], x[1]))


@settings(max_examples=300, deadline=None)
@given(texts=st.lists(_TEXTS, max_size=4))
@example(texts=["see a.md and b.com", "{{ x }} [[y]] ![z](a/b) `c` **d** #12 @me a@b.co &amp; http://x"])
def test_the_leaks_found_are_the_ones_every_search_found(texts: list[str]) -> None:
    for text in texts:
        assert leaks.find_leaks(text) == _find_leaks_searching_all(text), text
    assert lexicon.leak_looking(texts) == _leak_looking_searching_all(texts), texts


class _Counted:
    """A pattern that counts its searches."""

    def __init__(self, real: Any, calls: list[str], name: str) -> None:
        self._real, self._calls, self._name = real, calls, name

    def finditer(self, text: str) -> Any:
        self._calls.append(self._name)
        return self._real.finditer(text)


def test_a_chunk_of_words_is_searched_for_what_it_could_hold(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    counted = {name: _Counted(pattern, calls, name) for name, pattern in leaks.LEAK_PATTERNS.items()}
    monkeypatch.setattr(leaks, "LEAK_PATTERNS", counted)
    monkeypatch.setattr(lexicon, "_FILE_NAME", _Counted(lexicon._FILE_NAME, calls, "file name"))
    monkeypatch.setattr(lexicon, "_DOMAIN", _Counted(lexicon._DOMAIN, calls, "domain"))
    chunks = [f"task {n}" for n in range(100)]  # benchmarks/pathological.py's task list, as said
    leaks.chunk_leaks(("list_item", text) for text in chunks)
    lexicon.leak_looking(chunks)
    # Only the class no one character stands for; all sixteen, twice over, before (2,800 searches).
    assert Counter(calls) == {"hex": 200}
    calls.clear()
    leaks.find_leaks("see a/b at 3:00")
    assert calls == ["directive", "hex", "slash", "url"]
