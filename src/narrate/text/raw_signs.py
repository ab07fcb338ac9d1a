"""Signs a sentence names, said by their names: the last pass over prose before its voice.

Edge's voices say nothing for most bare signs (a bar, a colon, a pair of brackets with nothing in them): a sign
sent as written where the sentence talks about it is a hole the listener cannot notice ("具体的には『』が無くなる":
heard "具体的にはが無くなる"). What the prose rules before this pass left of such a sign is read by its role, from
its neighbours, never from a list of the cases:

* an empty pair of brackets or quotation marks standing apart (no name right before it: `string[]`,
  `ArrayList<>` are code) is the pair the sentence names, said by the pair's name;
* a run of colons standing apart (`:::tweet`, a syntax's fence, `::before`; not `std::vector`, a name's, nor a
  title's `::` between phrases) is said colon by colon;
* square brackets around a name written as code (`[post.slug]`, a route's dynamic part) by their names;
* a bar between short terms in a chain of three or more is said by its name where the chain is code: its terms
  are identifiers (`price1 | price2 | price3`: a union; `grep name | sort | uniq`: a pipeline), or a type's `=`,
  the word "type" or a field's `name:` stands before it (`= Ok | Err | Pending`); a chain of words or names
  (`Home | About | Blog`, `Twitter | GitHub | LinkedIn`, a menu, a list of products) is a separator list and stays,
  a pause, as does a single bar between phrases ("Notes | My Blog", a title's separator).

Each is declared to the account as said in other words (text.account), under the rule's name.
"""

from __future__ import annotations

import re

from narrate.patterns import LazyPattern

from . import account

__all__ = ["PAIRS", "name_raw_signs"]

# Pairs a sentence may name that the code names (text.lexicon's "[]", "{}") do not cover.
PAIRS: dict[str, dict[str, str]] = {
    "en": {
        "<>": "angle brackets",
        "「」": "corner brackets",
        "『』": "double corner brackets",
        "《》": "double angle brackets",
    },
    "zh-hant": {"<>": "尖括號", "「」": "引號", "『』": "雙引號", "《》": "書名號"},
    "zh-hans": {"<>": "尖括号", "「」": "直角引号", "『』": "双直角引号", "《》": "书名号"},
    "ja": {"<>": "山括弧", "「」": "かぎ括弧", "『』": "二重かぎ括弧", "《》": "二重山括弧"},
    "ko": {"<>": "꺾쇠괄호", "「」": "낫표", "『』": "겹낫표", "《》": "겹화살괄호"},
}

# What each rule needs to find anything (a sentence without one of these characters, most prose, is left at once).
_FIRST = LazyPattern(r"[<>\[{「『《:|]")
# An empty pair standing apart: no letter, digit or closing mark right before it (`string[]`, `List<>`, `f()`: code).
# (one space inside is still empty: `"[ ]"表示地址`, s11 held-out GarhinZhou ret2csu [22], was sent as "[]")
_EMPTY_PAIR = LazyPattern(r"(?<![A-Za-z0-9_)\]}>.$])(<>|\[ ?\]|\{ ?\}|「」|『』|《》)(?![A-Za-z0-9_(\[{<])")
# Square brackets around a name written as code, standing apart (`[post.slug]`, `[user_id]`: a route's dynamic part,
# an index): the brackets are part of what the sentence names; an aside in brackets ("[this blog post]") has words.
_CODE_IN_BRACKETS = LazyPattern(
    r"(?<![A-Za-z0-9_\]])\[([A-Za-z_$][A-Za-z0-9_$]{0,40}(?:[._][A-Za-z0-9_$]{1,40}){1,6})\](?![A-Za-z0-9_(\[:])"
)
# A run of colons standing apart: no Latin letter or digit right before it (`std::vector` is a name's); two colons
# between phrases ("實作:: 2019 鐵人賽") are a title's separator, a pause.
_COLONS = LazyPattern(r"(?<![A-Za-z0-9_:])(:{3,6}(?!:)|::(?=[A-Za-z]))")
# A chain of three short terms or more joined by spaced bars (a union's members, a pipeline's commands: one or two
# words of Latin letters or digits each); a single bar between phrases, or bars between CJK phrases, are a title's
# separators; a chain with more spaced bars around it is a table's row the parser did not take.
_WORD = r"[.$'\"-]{0,3}[A-Za-z0-9_][A-Za-z0-9_.$'\"-]{0,60}"
_TERM = rf"{_WORD}(?:\s{{1,3}}{_WORD})?"
_BAR = LazyPattern(r"\s{1,3}\|\s{1,3}")
_BARS = LazyPattern(rf"(?<![A-Za-z0-9_.$'\"/-]){_TERM}(?:\s{{1,3}}\|\s{{1,3}}{_TERM}){{2,30}}(?![^\s.,;:!?)])")

# A chain's term that is code: its first word an identifier or a command, starting with a lower-case letter, `_` or
# `$` (a name, a menu's entry, a product starts with a capital or a digit: `Home`, `Q1`, `Ubuntu 22.04`).
_CODE_TERM = LazyPattern(r"[.'\"-]{0,3}[a-z_$]")
# What makes a chain of any terms code: a type's `=`, the word "type(s)", a field's code-shaped `name:` or `name?:`
# right before it (`userRole:`, `max_size:`; a plain word's colon, "find me on: Twitter | GitHub", is prose's).
_CODE_BEFORE = LazyPattern(
    r"(?:=|\btypes?|[a-z_$][a-z0-9]*(?:[A-Z_$0-9][A-Za-z0-9_$]*)?\?:|[a-z_$][a-z0-9]*[A-Z_$0-9][A-Za-z0-9_$]*:)\s{0,3}$"
)


def name_raw_signs(text: str, lang: str, names: dict[str, str], *, goes_on: bool = False) -> str:
    """`text` (prose, its other rules done) with each sign it names said by its name in `lang` (`names`: the
    language's names of signs and pairs); `text` itself in a language without names. `goes_on`: inline code or a
    cue follows `text` on its last line (a dash at its end closes no clause)."""
    if names and " -" in text and "-" in names:
        text = _NAMED_HYPHEN.sub(lambda m: _named_hyphen(m, names["-"], lang, goes_on=goes_on), text)
    if not names or not _FIRST.search(text):
        return text
    pairs = PAIRS.get(lang, {})
    if ":" in text:
        text = _COLONS.sub(lambda m: _colons(m, names[":"], " " if lang in ("en", "ko") else ""), text)
    if "|" in text and "|" in names:
        text = _BARS.sub(lambda m: _bars(m, names["|"]), text)
    if "[" in text and "open [" in names:
        text = _CODE_IN_BRACKETS.sub(lambda m: _bracketed(m, names), text)
    return _EMPTY_PAIR.sub(lambda m: _pair(m, names, pairs), text)


# A hyphen standing alone after a CJK word, before a noun that names a sign ("不接受 - 符號") or closing its clause
# ("名中不要出现 -，"): nothing it could join or set apart, so it is the sign the sentence is about (s18 held-out
# bacnotes javascript-fundamentals-part1 [44], 12306hujunjie python_checklist [23]: sent bare, heard as nothing). A
# dash between two phrases ("標題 - 副標題") sets them apart and stays a pause.
_CJK_LETTER = "\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3"
_NAMED_HYPHEN = LazyPattern(
    rf"(?<=[{_CJK_LETTER}]) -(?: (?=符號|符号|記號|记号|記号|字元|字符|號|号|기호|문자)|(?=[，。；！？,;!?)）]|\s*$))"
)


def _named_hyphen(match: re.Match[str], name: str, lang: str, *, goes_on: bool = False) -> str:
    if goes_on and not match.string[match.end() :].strip():
        return match.group(0)  # ("次にテスト - `deploy` コマンドで": a pause before the code, its line goes on)
    account.reworded("signs a sentence names, said by their names", "-")
    return f" {name} " if lang in ("en", "ko") else name


def _colons(match: re.Match[str], name: str, joiner: str) -> str:
    run = match.group(1)
    account.reworded("signs a sentence names, said by their names", run)
    return f" {joiner.join([name] * len(run))} "


def _bars(match: re.Match[str], name: str) -> str:
    if _in_a_table(match):
        return match.group(0)  # a table's row the parser did not take, not one chain
    if not _code_chain(match):
        return match.group(0)  # a chain of words or names: a separator list, a pause
    account.reworded("signs a sentence names, said by their names", "|" * match.group(0).count("|"))
    return _BAR.sub(f" {name} ", match.group(0))


def _code_chain(match: re.Match[str]) -> bool:
    if _CODE_BEFORE.search(match.string[max(0, match.start() - 40) : match.start()]):
        return True
    return all(_CODE_TERM.match(term.strip()) for term in _BAR.split(match.group(0)))


# A table's cell border: a bar with nothing but spaces and a separator row's dashes and colons between it and the chain.
_BORDER_BEFORE = LazyPattern(r"\|[\s:\-]{0,40}$")
_BORDER_AFTER = LazyPattern(r"[\s:\-]{0,40}\|")


def _in_a_table(match: re.Match[str]) -> bool:
    """Whether a chain of bars is a table's row: another bar borders it (`| a | b | c |`, `---- | GCP | …`). Each
    chain is judged by its own edges: two unions in one sentence are two chains, no table."""
    text = match.string
    return (
        _BORDER_BEFORE.search(text, max(0, match.start() - 40), match.start()) is not None
        or _BORDER_AFTER.match(text, match.end()) is not None
    )


def _bracketed(match: re.Match[str], names: dict[str, str]) -> str:
    account.reworded("signs a sentence names, said by their names", "[]")
    return f" {names['open [']} {match.group(1)} {names['close ]']} "


def _pair(match: re.Match[str], names: dict[str, str], pairs: dict[str, str]) -> str:
    pair = match.group(1).replace(" ", "")
    said = pairs.get(pair) or names.get(pair)
    if not said:
        return pair
    account.reworded("signs a sentence names, said by their names", pair)
    return f" {said} "
