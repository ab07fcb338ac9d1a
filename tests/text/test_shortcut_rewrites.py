"""Issue 27's last four shapes (prose, nested lists, CJK without punctuation, footnote references):
what made the text stage cheaper on them gives what the old definitions gave, on random input.

Each shortcut is held against the definition it replaced, written out here as it was: the
measure of a chunk's fit against `split_text(joined) == [joined]`, `is_tiny` against its list of
letters, the guarded number rules and line-break tables against the unguarded ones, and the
script's per-block memo (a block said again word for word) against a script built without it.
Speed is measured by `benchmarks/pathological.py`, never here.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import narrate
from helpers import script_without_memos, write
from narrate.text import chunking, leaks, lexicon
from narrate.text.model import UNSAID_SYMBOLS

# Characters that reach every branch: spaces and line breaks, sentence and clause marks, the
# characters the request weight counts twice, CJK, digits and the signs the number rules want.
_ALPHABET = st.sampled_from(list("ab xyzsv0123456789.,;!?。，、\n\t\r&<>\"'漢字かな%％×✕^~～-/:約"))


def _old_fits(text: str) -> bool:
    return chunking.split_text(text) == [text]


@settings(max_examples=400, deadline=None)
@given(st.text(_ALPHABET, max_size=40).map(lambda s: s * 14) | st.text(_ALPHABET, max_size=700))
def test_one_chunk_is_split_text_giving_the_text_back(text: str) -> None:
    assert chunking.one_chunk(text) == _old_fits(text)


@pytest.mark.parametrize("text", ["", " a", "a ", "a" * 400, "a" * 401, "&" * 300, "&" * 301, "漢" * 400, "漢" * 401])
def test_one_chunk_at_its_edges(text: str) -> None:
    assert chunking.one_chunk(text) == _old_fits(text)


def _old_is_tiny(text: str) -> bool:
    letters = [ch for ch in text if ch.isalnum()]
    return len(letters) <= 1 and all(ch.isascii() for ch in letters)


@settings(max_examples=400, deadline=None)
@given(st.text(st.sampled_from(list("a1 .(漢é٣²"))) | st.text())
def test_is_tiny_as_its_list_of_letters_said(text: str) -> None:
    assert leaks.is_tiny(text) == _old_is_tiny(text)


def _old_numbers(text: str, lang: str, words: dict[str, str]) -> str:
    """lexicon._numbers before its guards: every rule over every text with a digit."""
    units = lexicon._UNIT_WORDS.get(lang, lexicon._UNIT_WORDS["en"])
    approx = re.escape(words["approx"].strip())
    text = re.sub(rf"(?<!\w)({approx})\s*\1(?=\s*\d)", r"\1", text)
    if approx:  # an approximated number's lone "s" is seconds (5f8f28a, surma when-workers [73]: "~6s")
        text = re.sub(
            rf"(?<!\w)({approx}\s*)(?!(?:1[5-9]|20)\d0s)(\d{{1,6}}(?:\.\d{{1,3}})?)\s?s(?![\w'’])",
            lambda m: lexicon._seconds(m, lang, units),
            text,
        )
    # percent-encoded bytes ("%E4%BD%A0") before percentages (s20 JerrySheh; found at random, s24: "%11%11")
    text = lexicon._URL_ENCODED.sub(lambda m: lexicon._url_encoded(m, lang), text)
    text = lexicon._PERCENT.sub(lambda m: words["percent"].format(n=m.group(1)), text)
    text = re.sub(
        r"(\d|(?<![A-Za-z0-9_.])[A-Za-z])\s*[×✕]\s*(?=\d|[A-Za-z](?![A-Za-z0-9_]))",
        lambda m: m.group(1) + words["times"],
        text,
    )
    if "^" in text:
        text = lexicon._powers(text, words)
    text = lexicon._SIZE.sub(lambda m: lexicon._size(m, words), text)
    text = lexicon._FOLD.sub(lambda m: words["fold"].format(n=m.group(1)), text)
    text = lexicon._TIMES_X.sub(lambda m: m.group(1) + words["times"], text)
    text = lexicon._TIME_UNIT.sub(
        lambda m: (
            m.group(1)
            + (" " if lang == "en" else "")
            + units[m.group(2)]
            + ("s" if lang == "en" and m.group(1) != "1" else "")
        ),
        text,
    )
    # durations glued to their numbers, the seconds among them (s23 fixsigns: "23s, 35s, 52s", "间隔0.5s")
    text = lexicon._durations(text, lang, units)
    return lexicon._VERSION.sub(lambda m: words["version"].format(v=m.group(1)), text)


@settings(max_examples=500, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "1",
                "2",
                "30",
                "0.5",
                " ",
                "%",
                "％",
                "×",
                "✕",
                "x",
                "s",
                "ms",
                "us",
                "ns",
                "v",
                "v1.2",
                ".",
                ",",
                "^",
                "約",
                "about",
                "大約",
                "~",
                "-",
                "a",
                "漢",
            ]
        ),
        max_size=30,
    ),
    st.sampled_from(["en", "zh-hant", "zh-hans", "ja", "ko", "fr", "de"]),
)
@example(["約", "1", "s"], "zh-hant")  # the seconds rule 5f8f28a added (found at random, s15)
@example(["1", "x", "1"], "en")  # a size: the rule behind the "x" guard (found at random, s6)
@example(["2", " ", "x", " ", "3"], "zh-hant")
@example(["%", "11", "%", "11"], "zh-hans")  # percent-encoded bytes (found at random, s24 marks lane)
@example(["1", "ms", "1", "s"], "zh-hans")  # the seconds rule of s23 (clean-clone CI ci23A: '1毫秒1s')
def test_guarded_number_rules_say_what_every_rule_said(pieces: list[str], lang: str) -> None:
    if not lexicon.has_words(lang):
        return
    words = lexicon.words_for(lang)
    text = "".join(pieces)
    assert lexicon._numbers(text, lang, words) == _old_numbers(text, lang, words)


def _old_drop_invisible(text: str, *, keep_lines: bool = False) -> str:
    if lexicon._KEY_GLYPH.search(text):  # key glyphs are named first (⌘ "Cmd"), as before
        text = lexicon._KEY_GLYPH.sub(lexicon._key_name, text)
    spaced = UNSAID_SYMBOLS.sub("", text)
    spaced = (
        spaced.translate(lexicon._LINE_BREAKS)
        if not keep_lines
        else spaced.replace("\r\n", "\n").translate(lexicon._OTHER_BREAKS)
    )
    if spaced.isprintable() or (keep_lines and spaced.replace("\n", "").isprintable()):
        return spaced
    import unicodedata

    return "".join(ch for ch in spaced if ch == "\n" or unicodedata.category(ch) not in ("Cc", "Cf", "Cs", "Co", "Cn"))


@settings(max_examples=400, deadline=None)
@given(st.text(st.sampled_from(list("ab 漢\n\t\r\f\v\u2028\u2029\x85\u200b😀"))) | st.text(), st.booleans())
def test_line_breaks_are_mapped_only_where_there_are_some(text: str, keep_lines: bool) -> None:
    assert lexicon._drop_invisible(text, keep_lines=keep_lines) == _old_drop_invisible(text, keep_lines=keep_lines)


_BLOCKS = st.sampled_from(
    [
        "The quick brown fox jumps over the lazy dog, twice. It was not amused.",
        "- x",
        "1. First step.",
        "2. First step.",
        "  - x",
        "> A quote, quoted again.",
        "這是一段中文的句子，說的是同一件事。",
        "The line in English is long enough to tell.\n這一行是它的中文翻譯，也夠長。",
        "Le chat est sur la table et il ne veut pas en descendre.",
        "word[^1] word[^1] word.",
        "漢" * 30,
        "Version v1.2 is 30% faster, 2x in 5 ms.",
        "# A heading",
        "## The quick brown fox",
    ]
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(_BLOCKS, min_size=1, max_size=12), st.sampled_from(["en", "zh-hant"]))
@example(["1. First step.", "2. First step.", "- x", "  - x", "- x"], "en")  # the same words, another number
@example(["The quick brown fox jumps over the lazy dog, twice. It was not amused."] * 3, "zh-hant")
def test_a_block_said_again_is_said_as_without_the_memo(tmp_path: Path, blocks: list[str], lang: str) -> None:
    body = "\n\n".join(blocks) + "\n\n[^1]: The note.\n"
    path = write(tmp_path / "a.md", f"---\ntitle: T\nlang: {lang}\n---\n\nFirst words.\n\n{body}")
    config = narrate.load_config()
    with_memo = narrate.build_script(narrate.read_article(path), config)
    without = script_without_memos(path, config, ("packed", "decided"))
    assert with_memo == without


def _old_uncovered_terms(
    texts: list[str], lang: str, lexicon_: list[tuple[str, str]], known: list[str]
) -> list[tuple[str, int]]:
    """lexicon.uncovered_terms as it was: every occurrence of a term judged where it stands."""
    from collections import Counter

    covered = {term for term, _ in lexicon_} | set(known)
    covered_lower = {t.lower() for t in covered}
    spoken = {spoken for _, spoken in lexicon_}
    counts: Counter[str] = Counter()
    for text in texts:
        text = lexicon._EMAIL.sub(" ", text)
        text = lexicon._FILE_NAME.sub(" ", text)
        text = lexicon._DOMAIN.sub(" ", text)
        for match in lexicon._TERM.finditer(text):
            term = match.group(0).rstrip(".-")
            if term in covered or term.lower() in covered_lower or term in spoken:
                continue
            if lexicon.lexicon_worthy(term, lang):
                counts[term] += 1
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))


_WORDS = st.sampled_from(
    [
        "GPU",
        "gpu",
        "Kubernetes",
        "k8s",
        "iPhone",
        "the",
        "API",
        "v1.2",
        "a.b.com",
        "x@y.io",
        "run.py",
        "Node.js",
        "CUDA-",
        "React.",
        "漢字",
        " ",
        ", ",
        ".",
        "-",
        "S3",
        "ok",
        "OK",
    ]
)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.lists(_WORDS, max_size=25).map(" ".join), max_size=5),
    st.sampled_from(["en", "zh-hant", "ja"]),
    st.lists(
        st.tuples(st.sampled_from(["GPU", "k8s", "API", "CUDA"]), st.sampled_from(["G P U", "Kubernetes", "OK"])),
        max_size=3,
    ),
    st.lists(st.sampled_from(["iPhone", "node.js", "s3"]), max_size=2),
)
def test_uncovered_terms_counted_then_judged_as_judged_one_by_one(
    texts: list[str], lang: str, lexicon_: list[tuple[str, str]], known: list[str]
) -> None:
    assert lexicon.uncovered_terms(texts, lang, lexicon_, known) == _old_uncovered_terms(texts, lang, lexicon_, known)


@settings(max_examples=300, deadline=None)
@given(
    st.text(st.sampled_from(list("漢汉字a\ud800😀")), max_size=60),
    st.text(st.sampled_from(list("漢汉字a\ud800😀")), max_size=60),
    st.integers(0, 120),
)
def test_differing_positions_as_counted_one_by_one(a: str, b: str, times: int) -> None:
    from narrate.text import language

    a, b = a * times, b * times  # past language._ARRAY_COMPARE, the arrays
    assert language._differing(a, b) == sum(map(str.__ne__, a, b))


def _old_hard_split(text: str, max_chars: int) -> list[str]:
    """chunking._hard_split as it was: the edge between Latin and other text looked for everywhere."""
    out: list[str] = []
    start = 0
    while not chunking._fits(text[start : start + max_chars + 1], max_chars):
        window = text[start : start + max_chars + 1]
        cut = min(len(window), max_chars)
        while cut > 1 and chunking._weight(window[:cut]) > chunking.MAX_BYTES:
            cut -= 1
        back = cut
        while back > 1 and chunking._is_word_char(window[back - 1]) and chunking._is_word_char(window[back]):
            back -= 1
        if back > cut // 2:
            cut = back
        for edge in range(cut, max(1, cut - max_chars // 4), -1):
            if chunking._is_word_char(window[edge - 1]) != chunking._is_word_char(window[edge]):
                cut = edge
                break
        out.append(window[:cut])
        start += cut
    if start < len(text):
        out.append(text[start:])
    return out


@settings(max_examples=300, deadline=None)
@given(
    st.text(st.sampled_from(list("漢字aZ09&<é ")), min_size=1, max_size=30).map(lambda s: s * 60),
    st.sampled_from([20, 100, 400]),
)
def test_hard_split_looks_for_a_latin_edge_only_where_one_can_be(text: str, max_chars: int) -> None:
    assert chunking._hard_split(text, max_chars) == _old_hard_split(text, max_chars)


# Issue 43 (round 5): shortcuts in the per-block steps, each against what it replaced.

_SYMBOLS = st.lists(st.sampled_from(["a", "b", "1", "+", "done", "task"]), max_size=12)


@settings(max_examples=500, deadline=None)
@given(_SYMBOLS, _SYMBOLS, _SYMBOLS)
def test_symbols_said_together_align_with_insertions_only(part: list[str], before: list[str], after: list[str]) -> None:
    from difflib import SequenceMatcher

    from narrate.text.account import _within

    for whole in (before + part + after, before + after):
        if _within(part, whole):
            ops = SequenceMatcher(None, part, whole, autojunk=False).get_opcodes()
            assert {op for op, *_ in ops} <= {"equal", "insert"}
        else:
            assert not any(whole[i : i + len(part)] == part for i in range(len(whole) - len(part) + 1))
    assert _within(part, before + part + after)


def _old_token_evidence(text: str, match: re.Match[str], n: int, alone: bool) -> float:
    """language._token_evidence before its words were kept: every token worked out again."""
    from narrate.text import language
    from narrate.text.stopwords import is_function_word

    if text[match.end() : match.end() + 1] == "=" or text[max(match.start() - 2, 0) : match.start()] in ('="', "='"):
        return 0.0
    word = match.group().strip("'’.-")
    if word in ("et", "al") and language._ET_AL.search(text[max(match.start() - 4, 0) : match.end() + 4]):
        return 0.0
    parts = word.replace("’", "'").replace("'", "-").split("-")
    if not all(part.isalpha() for part in parts) or len(word) > 1 and word.isupper():
        return 0.0
    if is_function_word(word.lower()) and (word.islower() or word == "I" or n == 0 and len(word) > 1):
        return 1.0
    if len(word) >= 2 and all(part[1:].islower() or len(part) == 1 for part in parts):
        return 0.75 if alone or word.islower() else 0.5
    return 0.0


_WORDS = st.sampled_from(
    ["The", "the", "I", "a", "Big", "Sur", "de", "API", "x1", "it's", "Re-Use", "’t", "=", '="', "et", "al", "al."]
)


@settings(max_examples=400, deadline=None)
@given(st.lists(_WORDS, max_size=10).map(" ".join), st.booleans())
def test_latin_token_evidence_by_the_token_alone(text: str, alone: bool) -> None:
    from narrate.text import language

    for n, match in enumerate(language._LATIN_TOKEN.finditer(text)):
        assert language._token_evidence(text, match, n, alone) == _old_token_evidence(text, match, n, alone)


def test_a_blocks_account_given_as_dataclasses_replace_gives_it() -> None:
    from dataclasses import fields, replace

    from narrate.text.account import BlockAccount
    from narrate.text.model import Block, Segment

    block = Block("list_item", (Segment("x"),), 2, "code", 3, 4, ("a", "b"), "pic.png")
    given = block.with_account(BlockAccount(3, 4))
    expected = replace(block, account=BlockAccount(3, 4))
    assert [getattr(given, f.name) for f in fields(Block)] == [getattr(expected, f.name) for f in fields(Block)]


@settings(max_examples=400, deadline=None)
@given(
    st.text(st.sampled_from(list("ab1 漢é\n")), max_size=60).map(lambda s: s * 3),
    st.lists(st.text(st.sampled_from(list("ab1 漢é")), min_size=1, max_size=5), max_size=8),
    st.integers(0, 200),
)
def test_places_of_many_symbols_are_where_find_finds_them(text: str, symbols: list[str], start: int) -> None:
    from narrate.text.account import _Places

    places = _Places(text, symbols)
    for symbol in symbols:
        assert places.find(symbol, start) == text.find(symbol, start)
        assert places.find(symbol, 0) == text.find(symbol)


def test_a_paragraph_of_many_inline_notes_places_its_lost_symbols_as_before(tmp_path: Path) -> None:
    """Past _MANY_PLACES lost symbols, their places come from _Places: the same account as `str.find` gives."""
    from narrate.text import account

    lines = "\n".join(f"Word ^[inline note {i}] and ^[another {i}] end." for i in range(120))
    source = account._as_read(lines)
    with account.keeping() as ledger:
        fast = account.source_account(source, 3, 130, ["Word  and  end."], ledger)
    many = account._MANY_PLACES
    try:
        account._MANY_PLACES = 10**9
        with account.keeping() as ledger:
            slow = account.source_account(source, 3, 130, ["Word  and  end."], ledger)
    finally:
        account._MANY_PLACES = many
    assert len(fast.lost) > many
    assert fast == slow


def _old_latin_scores(text: str) -> dict[str, float]:
    """stopwords.latin_scores before its identifiers went in one pass: token by token (with the rule that came after
    it: a letter of French's elisions counts only with its apostrophe)."""
    from narrate.text import stopwords

    scores: dict[str, float] = {}
    words = text.lower()
    if stopwords._IDENTIFIER_MARK.search(words):
        words = " ".join(token for token in words.split() if not stopwords._IDENTIFIER_MARK.search(token))
    for match in stopwords._WORD.finditer(words):
        word = match.group()
        if word in stopwords._ELIDED and words[match.end() : match.end() + 1] not in ("'", "’"):
            continue
        for lang, share in stopwords._SHARE.get(word, {}).items():
            scores[lang] = scores.get(lang, 0.0) + share
    return scores


@settings(max_examples=400, deadline=None)
@given(st.text(st.sampled_from(list("the de la a.b:_@/\\1 \n\t\u3000\x1cÉé.")), max_size=80))
def test_latin_scores_leave_out_identifiers_as_token_by_token(text: str) -> None:
    from narrate.text import stopwords

    scores = stopwords.latin_scores(text)
    assert scores == _old_latin_scores(text)
    assert list(scores) == list(_old_latin_scores(text))
