"""Prose text as a listener should get it: Markdown that did not parse and markup left over taken out,
bare URLs as domains, the line breaks a writer meant as pauses kept (`merged_segments`), GitHub alerts as cues.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

from narrate.patterns import LazyPattern

from . import account
from .arrow_lines import ARROW_OPENING, CASE_STATED, consequence_marked
from .elements import ELEMENT_NAMES, shown_in_brackets
from .model import PENDING_PICTURE, SHOWN_STAR, UNSAID_CATEGORIES, UNSAID_SYMBOLS, Block, Segment
from .placeholders import SHOWN_REF
from .pointing import points_ahead, points_down
from .signs_about import signs_about
from .urls import names_a_file, reduce_urls

# Markdown that did not parse (a link with a space in its target, a footnote marker
# without a note, emphasis that never closed) reaches text tokens as literal syntax.
_LEFTOVER_IMAGE = LazyPattern(r"!\[[^\[\]\n]{0,500}\]\([^()\n]{0,500}\)")
_LEFTOVER_LINK = LazyPattern(r"\[([^\[\]\n]{0,500})\]\([^()\n]{0,500}\)")
_LEFTOVER_FOOTNOTE = LazyPattern(r"\[\^[^\[\]\s]*\]")  # stops at the next "[": "[^[^[^…" stays linear
# "&lt;div&gt;": the writer means "div"; a tag HTML's parser takes though CommonMark does not (its
# attributes run on the next line, `height="24px"viewBox=…` without a space) is a tag too.
_LEFTOVER_TAG = LazyPattern(r"</?([A-Za-z][\w:-]*)(?=[\s/>])[^<>]{0,500}>")
# `[[`/`]]` also across a line break ("[!NOTE]\n]" in a list: the break goes later and "]]" would
# stay). A run of four or more "=" is a rule drawn in text; two or three are an operator ("a == b",
# "===", "!=="), said as such later, unless they pair up around words as a highlight (`==mark==`,
# _MARK).
_LEFTOVER_MARKS = LazyPattern(r"!\[|\]\(|`+|\*{2,}|_{2,}|~{2,}|={4,}|\[(?:\s{0,5}\[)+|\](?:\s{0,5}\])+|&#")
_DEFINED_RUN = LazyPattern(r"\s*(?:~~|\*\*|__)(?=\s*[=:：](?![=:]))")
_MARK = LazyPattern(r"(?<![=!<>])==(?=[^\s=])([^=\n]{1,300}?)(?<=[^\s=])==(?!=)")
# A star between numbers, or between a number and one letter ("n*2", "2*n"), is multiplication (said
# as such later); any other is markup.
_STAR_TIMES = LazyPattern(
    r"(?<=\d) ?\* ?(?=\d)|(?<=[A-Za-z])(?<![A-Za-z0-9_.][A-Za-z]) ?\* ?(?=\d)|(?<=\d) ?\* ?(?=[A-Za-z](?![A-Za-z0-9_]))"
)
# A star between a CJK word and a number ("台灣價格*2", "2 人* 6 餐": a price, a counted noun, times a number) is
# a factor too, spaced for text.operators to say (dropped as emphasis left over, it was gone: s13 held-out
# aszx87410 macau-travel-venetian [64]).
_CJK_TIMES = LazyPattern(r"(?<=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]) ?\* ?(?=\d)")
# (a lone letter or a closing bracket before it, a lone letter or an opening bracket after it; numbers are
# _STAR_TIMES')
_ONE_PRODUCT = LazyPattern(r"(?:(?<=[^A-Za-z0-9_.][A-Za-z])|(?<=^[A-Za-z])|(?<=\)))\*(?=[A-Za-z](?![A-Za-z0-9_])|\()")
# One star glued between two names or numbers (`PTS*time_base`, `size*2`, `4*n`): with no partner, a product.
_GLUED_PRODUCT = LazyPattern(r"(?<=[A-Za-z0-9_)\]])\*(?=[A-Za-z0-9_(])")
_GLUED_OPERANDS = LazyPattern(r"([A-Za-z0-9_]{1,40}|[)\]])\*([A-Za-z0-9_]{1,40}|\()")


def _glued_product(text: str) -> bool:
    """Whether the one star of `text`, glued between two operands, is their product: one side is a number, a bracket
    or a name with a digit or an underscore away from the star (`PTS*time_base`, `salary*12`), or both sides are
    capitals (`P*IOU`, single capitals or acronyms, a formula's terms). A star touching an underscore is a wildcard
    inside a name (`test_*_spec.js`, `max_*_size_kb`), and letters on both sides otherwise are one word with a
    censor's star or a pointer's declaration (`f*ck`, `M*sk`, `char*p`) or a name (`SQL*Plus`, `Brainf*ck`): no
    product (s12 text review M1; nathanfhh's report.md `IDP_*_KEY_SUFFIX`, zachleat's "a fan of M*sk")."""
    found = _GLUED_OPERANDS.search(text)
    if found is None:
        return False
    left, right = found.group(1), found.group(2)
    if left.endswith("_") or right.startswith("_"):
        return False
    if left.isalpha() and right.isalpha():
        # (a capital or an acronym after the star is a term, `confidence*P(c)`, `P*IOU`; lower case after it is a
        # word's rest unless an expression's sign stands beside the pair: `k*dx ≡ dy`, `H(key)=a*key + b`)
        return right.isupper() or bool(
            _EXPRESSION_BEFORE.search(text, 0, found.start()) or _EXPRESSION_AFTER.match(text, found.end())
        )
    return True


_EXPRESSION_BEFORE = LazyPattern(r"[=≡+<>≤≥≠−]\s{0,3}$")
_EXPRESSION_AFTER = LazyPattern(r"\s{0,3}[=≡+<>≤≥≠−]")
# One star glued inside a name against its underscore (`test_*_spec.js`, `strng_*mio_ops`): a wildcard the page
# shows, left for text.operators to say by its name (dropped as emphasis left over, "strng_ mio_ops" was another
# name).
_NAME_WILDCARD = LazyPattern(r"(?<=_)\*(?=\w)|(?<=\w)\*(?=_)")


_STAR_AGAINST_LETTER = LazyPattern(r"(?<=[^\W\d_])\*|\*(?=[^\W\d_])")
# Emphasis closed inside a possessive or a contraction (`*Jaeger’*s`, `**DockerHub’**s`: no renderer takes that star
# as a closer, since a letter follows it, and the page shows it): a mark inside one word, left out with no space
# (s13 dev miry how-to-begin-with-traces-in-crystal [14], said "Jaeger’ s Web UI").
_INSIDE_A_POSSESSIVE = LazyPattern(r"(?<![\w*])(\*{1,3})([^\s*][^*\n]{0,100}?[^\W\d_][’'])\1(?=[a-z]{1,2}\b)")
_LONE_STAR = LazyPattern(r"(?<=[^\W\d_])\*(?![\w*])")  # a star closing a word, nothing after it joined
# A star opening a program's name ("只能接受 *testing.T 的参数", "*Config"): a pointer type, a dereference, a glob —
# after a space, a bracket or a CJK letter, before a Latin letter.
_LONE_OPENING_STAR = LazyPattern(r"(?:(?<=[\s(（「\"'])|^|(?<=[^\x00-\u2fff]))\*(?=[A-Za-z_])")
# A star standing alone before a particle or a conjunction, CJK's or English's "or"/"and" (_stars).
_STAR_AS_NOUN = LazyPattern(
    r"(?:(?<=[\s(（「\"'])|^)\*(?=(?:이나|이랑|으로|[나와과은는을를이가로도만의랑])[\s,.]"
    r"|[をはがとやかのも](?=[\s\u3400-\u9fff、。#@$%&+=/|~^!?-])|\s?[或和與与跟及]|\s(?:or|and) \S)"
)
_STAR_CLOSING = LazyPattern(r"(?<=[^\s*.(（「\"'])\*")
_WILDCARD = LazyPattern(
    r"(?:(?<=\s)|^|(?<=[(（「\"']))\*(?=\.[A-Za-z0-9]|[A-Za-z0-9_][\w.\-]{0,30} ?(?:files?\b|ファイル|檔案|文件|档案|파일))"
    r"|(?<=[\w-]\.)\*(?![\w*])"
    # (a star opening an argument, after a bracket or a comma: `add(node, *predecessors)`, code's unpacking)
    r"|(?<=[(（,，])\*(?=[A-Za-z_])|(?<=[,，] )\*(?=[A-Za-z_])"
)
# Heading IDs and attribute lists: `{#id}`, `{.class}`, `{: .class}`, `{#id .a key=v}` (Hugo,
# kramdown, pandoc): for the page's code, never for ears, and never part of a chapter title.
_ATTRIBUTE_LIST = LazyPattern(r"[ \t]{0,8}\{(?::[^{}\n]{0,300}|[ \t]{0,3}[#.][A-Za-z_][^{}\n]{0,300})\}")
# (An empty pair glued after a name stays: `interface{}`, `struct{}`, `main{}` — a type literal, an empty body,
# said by its name in text.lexicon; dropped, "i interface" was another type: s9 held-out halfrost go_reflection [40].)
_BRACES = LazyPattern(r"(?<=[A-Za-z0-9_\]])\{\}(?![{}])|[{}]+")
_NAME_END = LazyPattern(r"[A-Za-z0-9_\]]$")
_MARK_CHARS = LazyPattern(r"[\[\]`*_~=&]")  # what every match of _LEFTOVER_MARKS holds
_TRAILING_BACKSLASH = LazyPattern(r"(?<!\\)\\+(?=[ \t]*(?:\n|$))")


_QUOTES = ("'\"「『“‘", "'\"」』”’")
_ASCII_WORD = LazyPattern(r"[A-Za-z0-9]")
_CLOSES_AFTER = LazyPattern(r"\w{1,100}?_{2,}(?!\w)")  # `__bold__`: the run that closes the pair
_OPENS_BEFORE = LazyPattern(r"(?<!\w)_{2,}\w{1,100}$")


# (a mark alone in brackets after the word naming it, "강세표(`)를", "the backtick (`) quotes": the sign the sentence
# names, as a quoted one is — s20 held-out walkbori special-character [2], "강세표()를")
_ALONE_IN = ("'\"「『“‘(（", "'\"」』”’)）")


def _markup_only(mark: str, before: str, after: str) -> bool:
    """What the leftover rule may leave out: marks a parser left, never one mark quoted alone ('"`" quotes
    code', "「*」") or alone in brackets ("(`)"): that is a character the sentence is about, said by its name
    (text.operators)."""
    if mark == "``" and _CJK_GLUED.match(before[-1:]) and _CJK_GLUED.match(after[:1]):
        # "把``里面的东西": two backticks glued between Han or kana, no pair of code around them — the empty pair the
        # sentence points into, said by its names (s23 held-out LonelySinging content/posts/2021/05/27/linux_profile.md
        # [43]: "把里面的东西")
        return False
    return not (
        len(set(mark)) == 1 and before[-1:] and after[:1] and before[-1:] in _ALONE_IN[0] and after[:1] in _ALONE_IN[1]
    )


_CJK_GLUED = LazyPattern(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]")


def _unpaired_underscores(match: re.Match[str]) -> bool:
    """Underscores glued to a name with no partner around it (`**__esModule**`, `foo__`): the name's own, which
    the page shows; markup's come in pairs around what they mark (`__bold__`)."""
    mark, text, start, end = match.group(0), match.string, match.start(), match.end()
    if mark[0] != "_":
        return False
    opens = end < len(text) and _ASCII_WORD.match(text, end) is not None and _CLOSES_AFTER.match(text, end) is None
    closes = (
        start > 0 and _ASCII_WORD.match(text, start - 1) is not None and _OPENS_BEFORE.search(text, 0, start) is None
    )
    return opens or closes


_LEFTOVER = account.declare("Markdown left over", _markup_only)


def _left_out(rule: str, group: int = 0, *, spaced: bool = False, space: str = "") -> Callable[[re.Match[str]], str]:
    """A replacement for `re.sub` that leaves a match out by the rule named, keeping its `group` said
    (0: none; `spaced`: with a space each side), else putting `space` in its place."""

    def replace(match: re.Match[str]) -> str:
        if not group:
            whole, start, end = match.string, match.start(), match.end()
            before, after = whole[max(0, start - 2) : start], whole[end : end + 2]
            if rule == _LEFTOVER and (not _markup_only(match.group(0), before, after) or _unpaired_underscores(match)):
                return match.group(0)  # a mark quoted alone, a name's underscores: characters the page shows
            account.omit(rule, match.group(0), before, after)
            return space
        kept = match.group(group) or ""
        start, end = match.span(group)
        whole = match.group(0)
        account.omit(rule, whole[: start - match.start()] + " " + whole[end - match.start() :])
        return f" {kept} " if spaced else kept

    return replace


# Words in angle brackets (`<Engineering 101>`, a grammar's `\<search condition>`, `<mapGetters 사용>`): two words
# or more, no attribute's `=` or quote, no slash. CommonMark took no tag there (the page shows the text; an
# attribute's name cannot be a number or a word of another script than Latin, a writer's backslash escapes the
# bracket): a title or a term, said, as 《…》 would be.
_BRACKETED_NAME = LazyPattern(r"<[A-Za-z][\w-]*(?: [^\W_][\w.-]*){1,7}>")
_TAG_LEFT_OUT = _left_out("HTML tag", 1, spaced=True)


# A dotted name in angle brackets (`<a.com>`, `<127.0.0.1:8080>`, `<report.json>`, `<stdio.h>`, `<Tab.Panel>`,
# `<linux-3.7/arch/arm64/…/spinlock.h>`): no scheme, so CommonMark takes no autolink (`<https://a.com>`,
# `<a.com:8080>` are links, said by their address, and `<www.a.com>` is text.urls' `_BRACKETED_ADDRESS`), and a dot
# right after its first word, so no tag — the page shows the name between its brackets, as marks around it, the
# way `<none>` and `<netinet/in.h>` are (text.elements). The listener hears the name; the brackets were sent to
# the voice as signs (tests/text/test_fuzz_markdown.py, '- <a.com>'). Standing free: after a name (`List<a.B>`, a
# type's arguments), before `=`/`>`, or before a file's name (`./test.out <text.txt> text2.txt`, a shell's two
# redirections written tight: aisuperdoger C++ primer总结) the brackets are code's, left to the rules for them.
_BRACKETED_DOTTED = LazyPattern(
    r"(?<![A-Za-z0-9_<])<((?:[\w-]{1,80}/){0,20}[\w-]{1,80}(?:\.[\w-]{1,80}){1,20}(?::\d{1,5})?(?:/[^\s<>]{0,500})?)>"
    r"(?![>=]| ?[\w-]{1,80}(?:[./][\w-]{1,80}){1,20})"
)


def _dotted_name(match: re.Match[str]) -> str:
    account.omit("angle brackets around a name", "<>")
    return match.group(1)


# A type's name alone in angle brackets, no element's (`<String>`, `<T>`, `<string>`): glued to a name before it, a
# generic's argument (`List<String>`, `Array<string>`), said with the generic by text.operators ("List of String").
_TYPE_ARGUMENT = LazyPattern(r"<([A-Za-z][\w.]{0,40})>")


def _type_argument(match: re.Match[str]) -> bool:
    start = match.start()
    glued = start > 0 and (
        match.string[start - 1].isascii() and (match.string[start - 1].isalnum() or match.string[start - 1] == "_")
    )
    found = _TYPE_ARGUMENT.fullmatch(match.group(0))
    return glued and found is not None and found.group(1).lower() not in ELEMENT_NAMES


def _leftover_tag(match: re.Match[str]) -> str:
    if _type_argument(match):
        return match.group(0)
    if _BRACKETED_NAME.fullmatch(match.group(0)):
        account.omit("angle brackets around a title", "<>")
        return match.group(0)[1:-1]
    if shown_in_brackets(match.group(0)):  # `<none>`, `<netinet/in.h>`: no element's name, a word the page shows
        account.omit("angle brackets around a name", "<>")
        return f" {match.group(0)[1:-1]} "
    return _TAG_LEFT_OUT(match)


# Heading marks a renderer left as text ("####目录": not a heading to CommonMark, GFM, goldmark or
# marked); and spaced ones opening a text that is no heading's line: a heading written inside an HTML block
# (`<br>` on the line above: "## 馬上開始" is shown as text), or a heading's marks written twice ("#### # 상속관계":
# the page shows '#' as its decoration). Marks or decoration, nothing to say — but a lowercase word after one '#'
# may be what it counts ("# of users") or a comment ("# install"): left to be said.
_CJK_NEAR = LazyPattern(r"[\u3000-\u9fff\uac00-\ud7a3\uff00-\uffef]")
# A full-width space after the marks is no heading's space either (CommonMark takes only a space or a tab; markdown-it
# makes "#　1.介绍和安装" a paragraph, the page shows its '#': s12 dev aisuperdoger docker使用 [2], cnblogs' backup).
_TIGHT_HEADING_MARKS = LazyPattern(
    r"^[ \t]{0,3}(?:#{1,6}\u3000+(?=\S)|#{2,6}(?=[^\s#])|#(?=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3])"
    r"|#{2,6}[ \t]{1,8}(?=\S)|#[ \t]{1,8}(?=[^\sa-z#]))"
)


# Emphasis around characters no voice says (`*🀀*`, `_\u200b_` in an HTML block, which Markdown's parser never
# reads): the characters are dropped later (text.lexicon), and the two marks left would be read out as "**".
# The marks go here; what they hold is left for the lexicon to drop.
_MARKS_AROUND = LazyPattern(r"(?<![*_~\\])([*_~])([^\s*_~]{1,16})\1(?![*_~])")


def _marks_around_unsaid(match: re.Match[str]) -> str:
    inside = match.group(2)
    if any(unicodedata.category(ch) not in UNSAID_CATEGORIES and not UNSAID_SYMBOLS.fullmatch(ch) for ch in inside):
        return match.group(0)
    account.omit("emphasis left over", match.group(1) * 2)
    return inside


# Braces the page shows as part of code (text.lexicon says them): a variable's reference (`${token}`) or a placeholder
# (`/notes/{userId}`: text.placeholders), choices in braces written into a name (`foo-bar-{baz,quux}.txt`).
_VARIABLE_REF = LazyPattern(rf"({SHOWN_REF.pattern}|(?<=[\w.\-/])\{{[\w.\-]{{1,40}}(?:,[\w.\-]{{1,40}}){{1,20}}\}})")


def _outside_refs(text: str) -> str:
    """`text` with its braces taken out, but for those of variable references (`${token}`), placeholders and choices
    in a name."""
    parts = _VARIABLE_REF.split(text)
    return "".join(part if n % 2 else _BRACES.sub(_brace_left_out, part) for n, part in enumerate(parts))


def _brace_left_out(match: re.Match[str]) -> str:
    """Braces the page does not show (a template's, markup's) go; an empty pair glued after a name stays."""
    return (
        match.group(0)
        if match.group(0) == "{}" and _NAME_END.match(match.string, max(0, match.start() - 1), match.start())
        else " "
    )


_FOOTNOTE_LEFT_OUT = _left_out("footnote mark")
_NUMBERED_MARK = LazyPattern(r"\[\^(\d{1,3})\]")


def _shown_footnote_mark(match: re.Match[str]) -> str:
    """A footnote mark with no note (`[^1]`: the page shows it as text) numbered: its number kept as a note label,
    " ^1", which text.lexicon says as a note (s22 held-out mitsuyoshi-yamazaki 2022-07-09 [6][7]: "英訳する[^1]",
    pointed at by "^1より", was dropped); a mark of another label is left out."""
    numbered = _NUMBERED_MARK.fullmatch(match.group(0))
    if numbered is None:
        return _FOOTNOTE_LEFT_OUT(match)
    account.omit("footnote mark", "[]")
    return f" ^{numbered.group(1)}"


def tidied(text: str) -> str:
    """Text written as Markdown source (an alt text: "[x](y)", "<b>") tidied as prose is."""
    return _tidy(text)


def _tidy(text: str) -> str:
    """Prose text as a listener should get it: bare URLs as domains, no Markdown leftovers."""
    # (Each pattern runs only where the mark it needs is in the text: most prose has none of them.)
    text = reduce_urls(text)
    if ("*" in text or "_" in text or "~" in text) and not text.isascii():
        text = _MARKS_AROUND.sub(_marks_around_unsaid, text)
    if text.lstrip(" \t").startswith("#"):
        text = _shown_heading_marks(text)
    if "![" in text:
        text = _LEFTOVER_IMAGE.sub(_left_out("picture", space=" "), text)
    if "](" in text:
        text = _LEFTOVER_LINK.sub(_left_out("link target", 1), text)
    if "[^" in text:
        text = _LEFTOVER_FOOTNOTE.sub(_shown_footnote_mark, text)
    if "<" in text:
        text = _LEFTOVER_TAG.sub(_leftover_tag, _BRACKETED_DOTTED.sub(_dotted_name, text))
    text = _possessive_emphasis(text)
    if _MARK_CHARS.search(text):
        if "==" in text:
            text = _MARK.sub(_left_out("highlight marks", 1), text)
        # (a run of marks a line opens and defines, "~~：连续两次取反", is the subject: text.lexicon names it)
        defined = _DEFINED_RUN.match(text)
        head, text = (text[: defined.end()], text[defined.end() :]) if defined else ("", text)
        text = head + _LEFTOVER_MARKS.sub(_left_out(_LEFTOVER, space=" "), text)
    if "{" in text:
        text = _ATTRIBUTE_LIST.sub(_left_out("attribute list"), text)
    # A hard break's backslash on a paragraph's last line stays literal in Markdown ("函数\"): not a word.
    if "\\" in text:
        text = _TRAILING_BACKSLASH.sub("", text)
    # A brace left in prose is code ("f(x){…}") or a template nobody filled: never a word. A variable's
    # reference (`Bearer ${token}`) keeps its braces: text.lexicon says it as code.
    if "{" in text or "}" in text:
        text = _outside_refs(text)
    return _stars(text) if "*" in text else text


def _shown_heading_marks(text: str) -> str:
    """A text opening with heading marks the page shows, without them; after a full-width space the writer's heading
    line is its own sentence ("#　1.介绍和安装" / "安装：…")."""
    marked = "\u3000" in text[:12] and _TIGHT_HEADING_MARKS.match(text)
    text = _TIGHT_HEADING_MARKS.sub(_left_out("heading marks left as text"), text)
    if not marked or "\n" not in text:
        return text
    line, rest = text.split("\n", 1)
    if not line.rstrip().endswith(SENTENCE_ENDS):
        line = line.rstrip() + ("。" if _CJK_NEAR.search(line[-1:] + rest[:1]) else ".")
    return line + "\n" + rest


def _possessive_emphasis(text: str) -> str:
    """`text` with emphasis closed inside a possessive (`*Jaeger’*s`) as the word it marks, its stars left out."""
    if "’*" not in text and "'*" not in text:
        return text
    return _INSIDE_A_POSSESSIVE.sub(_left_out("emphasis left over", 2), text)


# A star glued after a type's name and closing a parameter, inside a signature's brackets (`cols: String*)`,
# `sortExprs: Column*)`, `xs: Int*, f`): Scala's repeated parameter, C's pointer type (`(char*)`). A star
# before `)` or `,` with a letter before it opens no emphasis in any renderer; with a second one in the paragraph,
# the pair was taken for emphasis left over and both dropped (s20 held-out JerrySheh Spark SQL 和 DataFrame
# [45][49][51][53]: "cols: String").
_VARARGS_STAR = LazyPattern(r"(?<=[A-Za-z0-9_\]>])\*(?=\s{0,2}[),])")


class _VarargsStars:
    """Each star of :data:`_VARARGS_STAR` shown (said by its name) when a bracket opened before it on its line is still
    open. One pass over the text, left to right: the brackets open on the line are carried from the star before, and
    only the text since it is read (review s21 H2: the whole line before each star was read again, a line of 400 KB
    of `a*, ` took 36 CPU s)."""

    def __init__(self) -> None:
        self.read_to = 0  # where the text was read to, at the star before
        self.open = 0  # "(" less ")" on the line up to there

    def __call__(self, match: re.Match[str]) -> str:
        since = match.string[self.read_to : match.start()]
        newline = since.rfind("\n")
        if newline >= 0:
            since = since[newline + 1 :]
            self.open = 0
        self.open += since.count("(") - since.count(")")
        self.read_to = match.start()
        return SHOWN_STAR if self.open > 0 else match.group(0)


def _stars(text: str) -> str:
    """The stars Markdown's parser left in prose: multiplication, wildcards, a lone star the page shows, markup."""
    # A star between numbers is multiplication; a star standing alone is one the page shows (`\\*`, "a *
    # b"): text.operators says it, by its place, as "times" or by its name. A star against a letter is
    # what is left of emphasis the parser did not take (`*중심* 단어와*컨텍스트*`): markup, as runs of stars are
    # (above).
    text = _CJK_TIMES.sub(" * ", text)  # (before any star alone is taken for the page's own sign)
    if "(" in text:
        text = _VARARGS_STAR.sub(_VarargsStars(), text)
    if not _STAR_CLOSING.search(text):
        # No star closes a word, so none is emphasis: a star opening a name (`*rc` files, `*.md`) or after a
        # name's dot (`3.*`) is a wildcard, the page's own sign, said by its name (text.lexicon).
        text = _WILDCARD.sub(SHOWN_STAR, text)
    if text.count("*") == 1 and (_ONE_PRODUCT.search(text) or _glued_product(text)):
        # One star between two operands with no partner (`G^(A*B) mod P`, s9 halfrost HTTPS-cipherkey): no
        # emphasis in any renderer, a product the page shows — "times", not a mark left over (it was dropped).
        # (a star glued between names is spaced: text.operators says a spaced star between operands as "times")
        return _GLUED_PRODUCT.sub(" * ", _ONE_PRODUCT.sub("×", text))
    if text.count("*") == 1 and _NAME_WILDCARD.search(text):
        return text
    if text.count("*") == 1 and _STAR_AS_NOUN.search(text):
        # A lone star a particle or a conjunction follows ("옵션은 *이나 # 중 하나", "*か#を付ける", "用 * 或 #"): a
        # noun of the sentence, the sign it names — said by its name, never left out as emphasis (s21 held-out
        # connor-kor programmers1_2 [61]: "옵선은 이나 # 중")
        return _STAR_AS_NOUN.sub(SHOWN_STAR, text)
    if text.count("*") == 1 and (_LONE_STAR.search(text) or _LONE_OPENING_STAR.search(text)):
        # One star alone has no partner to make emphasis with, in any renderer: the page shows it (`function*`, a
        # generator; `Note*`; `*testing.T`, a pointer), said by its name — true of a pointer, a dereference and a
        # glob alike (dropped, "testing.T" was another type: halfrost go_command).
        return _LONE_OPENING_STAR.sub(SHOWN_STAR, _LONE_STAR.sub(SHOWN_STAR, text))
    return _STAR_AGAINST_LETTER.sub(_left_out("emphasis left over", space=" "), _STAR_TIMES.sub("×", text))


# Lines of one paragraph a writer meant apart: a numbered line ("2、新增…", "3. Fix…") and a line
# that is only a link ("**Waza**\n<https://github.com/tw93/waza>\n把我自己…", a newsletter's
# title, link, description). Read run together they make one breathless sentence.
_NUMBERED_LINE = LazyPattern(r"^[ \t]{0,3}(?:\d{1,3}[、．.)）]|[（(]\d{1,3}[)）])(?!\d)")
_DOMAIN_LINE_RULE = "a domain alone on its line, between a title and its description"
_DOMAIN_LINE = LazyPattern(r"^[ \t]{0,3}[A-Za-z0-9.-]{1,253}\.[A-Za-z]{2,24}[ \t]{0,3}$")
# What closes a quotation or an aside after a sentence's last word, and what ends a sentence (text.inline's label
# lines read them too).
CLOSING_QUOTES = "\"'”’」』)）"
SENTENCE_ENDS = ("。", "！", "？", ".", "!", "?", "：", ":", "；", ";", "…")


# A line a writer opens like a list item without Markdown's list: "✅ 零設定", "👉 …", "・…", "• …".
# (an arrow typed with two characters opening a line, "=> 전체 시간 복잡도", is the line's lead-in as "→" is: s11 dev
# cskwork 자료구조 설명 [101], joined to the label above it the arrow was heard between them, "Time Complexity에서 …")
_ITEM_LINE = LazyPattern(
    "^[ \t]{0,3}(?:[\U0001f000-\U0001faff\u2600-\u27bf\u2b00-\u2bff\u2300-\u23ff\u2190-\u21ff]|[•・▪▸►‣◦●○■□◆◇★☆]"
    "|(?:=>|->|－)(?=[ \t]))"
)


# A full-width dash opening a line before a blank ("－ [基礎配置…](…)" / "－ 切換語言": s22 held-out moon-jam
# NexT-sidebar-switch-lang [23], NexT-utterances-comment-box [20]): a list's marker a CJK keyboard typed, no minus —
# left out, its line an item of its own (_ITEM_LINE). A dash glued to a number ("－5") is a sign, kept.
_DASH_BULLET = LazyPattern(r"(?m)(^[ \t]{0,4}|(?<=[。.]))－[ \t]+")
_DASH_BULLET_RULE = account.declare(
    "a full-width dash opening a line as a list's marker", lambda text, *_: text == "－"
)


def _dash_bullet(found: re.Match[str]) -> str:
    """A line's dash bullet left out (_DASH_BULLET)."""
    account.omit(_DASH_BULLET_RULE, "－")
    return found.group(1)


# An arrow opening a line after a line that states a case or a condition and stops without a sentence's end ("…컬럼이
# 있는 경우\n-> 넌클러스터 인덱스에 있는…", "…が無い場合\n→ …", "如果…的話\n→ …"): the arrow gives what follows in
# that case, the consequence of the line above, never a bullet opening a line of its own — cut there, the arrow was
# dropped at the line's edge (s19 held-out Ohzzi f12-query-improve-1 [60][61]). A case's noun or a conditional
# ending closes the line above (ko 경우/때/…면, ja 場合/とき/なら/たら/…ば, zh 的話/時/時候, en a line opening "If/When").
def _arrow_goes_on(before: str, line: str) -> bool:
    """Whether `line` opens with an arrow that gives the consequence of the case `before` states (CASE_STATED)."""
    if not ARROW_OPENING.match(line):
        return False
    return bool(CASE_STATED.search(before))


# Line-per-item prose ("名前：山田\n年齢：30\n趣味：読書"): three or more lines, each this short, none
# ending a clause, are items, not one sentence wrapped by the editor.
_SHORT_LINE = 30


def _line_items(lines: list[str]) -> bool:
    """Whether a paragraph's lines are items each (short lines, three or more), not one wrapped sentence."""
    said = [line.strip() for line in lines if line.strip()]
    return (
        len(said) >= 3
        and all(len(line) <= _SHORT_LINE and not line.endswith((",", "，", "、", "-")) for line in said)
        and not any(_GOES_ON.match(line) for line in said[1:])
    )


# A line that opens with a word no item opens with — a particle or a joining word that hangs on the line before — shows
# the lines are one sentence wrapped around its links or names, not items: "자세한 정보는" / [FBSDKLoginButtonDelegate] /
# "와" / [FBSDKLoginManagerLoginResult] / "를 확인해 주세요" (s23 held-out Noverish iOS/Facebook-Login [36][52], where a full
# stop before each line left "와." heard alone, as the exclamation). A Korean case particle standing as a word, a
# Japanese particle before no more kana, a Chinese joining word alone, an English joining word in lower case.
_GOES_ON = LazyPattern(
    r"(?:와|과|를|을|은|는|에|에서|로|으로|의|도|랑|이랑|하고|처럼|보다|까지|부터|에게)(?:\s|$)"
    r"|[をがにとでへやはもの](?:$|[\s\u3000-\u303f\u30a0-\u30ff\u4e00-\u9fff])"
    r"|(?:和|与|與|或|及|跟)$"
    r"|(?:and|or|for|to|of|with|in|at|by|from|as|than)\b(?!\s*:)"
)


def _line_breaks(text: str, written: str = "") -> str:
    """A paragraph's soft line breaks where its lines are separate: a sentence end before a numbered
    line, an emoji- or bullet-led line and each line of line-per-item prose, and in place of a line
    that is only a domain (when other lines have words)."""
    if "\n" not in text:
        return _DASH_BULLET.sub(_dash_bullet, text) if "－" in text else text
    lines = text.split("\n")
    items = _line_items(lines)
    domains = _domain_lines(lines, frozenset(line.strip() for line in written.split("\n")))
    joined = _Joined()
    joined.add(lines[0] if not domains[0] else "")
    cut = domains[0]
    for line, domain in zip(lines, domains):
        if domain:  # (the account names the rule: its words are gone by it, not lost)
            account.omit(_DOMAIN_LINE_RULE, line.strip())
    for line, domain, before in zip(lines[1:], domains[1:], lines):
        if domain:
            cut = True
            continue
        # (an arrow opening a line under a statement is its consequence, "so": text.arrow_lines marks it)
        line = consequence_marked(before, line)
        if line.strip() and (
            cut
            or items
            or _NUMBERED_LINE.match(line)
            or (_ITEM_LINE.match(line) and not _arrow_goes_on(before, line))
            or (_DOMAIN_LINE.match(before) and _words_go_on(line))
        ):
            joined.end_sentence(line)  # (and after an address kept on its own line: the words after are no part of it)
            line = line.removeprefix("，").removeprefix("、")  # (a hard break's pause, text.inline: the stop says it)
        joined.add("\n" + line)
        cut = cut and not line.strip()
    said = "".join(joined.parts)
    return _DASH_BULLET.sub(_dash_bullet, said) if "－" in said else said


def _words_go_on(line: str) -> bool:
    """Whether the line after an address kept on its own line starts words of their own (a new sentence): not one
    going on in lower case (a sentence wrapped through the address), and not one of marks only (a closing quote
    '」' after the address closes what it was in: no full stop before it)."""
    return not line.lstrip()[:1].islower() and any(ch.isalnum() for ch in line)


def _domain_lines(lines: list[str], written: frozenset[str] = frozenset()) -> list[bool]:
    """Which lines are only a domain that goes: a title's address between the title and its description (a
    newsletter's "**Waza**" / <https://github.com/…> / "把我自己…": tw93/Weekly). One stays where the line before
    points at it or ends a sentence of which it is the source ("最後一句是開啟網站：" / the address; "…送信されないように
    なった。" / [https://github.com/getsentry/sentry-go/pull/485] / "Hostのみが送信される。": s12 dev ikorihn Go Sentry
    [32]), and every one stays in a paragraph of label and address pairs that ends in an address ("sts 4" / its
    address / "sts 3" / its address: s11 dev cskwork 스프링 게시판 1 [9], where the last was said and the first not).
    A name whose ending is a file's kind is a file when no host ends so, or when its line stands as written (`written`:
    the paragraph's lines before the addresses were cut to their hosts; text.urls.names_a_file). (From the last line
    up: each line is looked at once.)"""
    out = [False] * len(lines)
    said = [line for line in lines if line.strip()]
    if said and _DOMAIN_LINE.match(said[-1]):
        return out  # (pairs of a label and its address: one shape, each said alike)
    words_after = False
    for n in range(len(lines) - 1, -1, -1):
        domain = bool(_DOMAIN_LINE.match(lines[n])) and not names_a_file(lines[n], written)
        before = lines[n - 1].rstrip().rstrip(CLOSING_QUOTES) if n else ""
        after = lines[n + 1].lstrip()[:1] if n + 1 < len(lines) else ""
        # (a sentence wrapped through its address goes on in lower case after it: "see" / <https://…> / "for
        # examples.": 0x7df changing-dns-provider-to-stop-isp-blocking-websites)
        out[n] = domain and words_after and not before.endswith(SENTENCE_ENDS) and not after.islower()
        words_after = words_after or (not domain and any(ch.isalnum() for ch in lines[n]))
    return out


class _Joined:
    """A paragraph's lines joined again, as pieces: the text so far is never copied or scanned again
    for each line (a paragraph of many lines stays linear)."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.last_alnum = ""  # the last letter or digit so far

    def add(self, piece: str) -> None:
        self.parts.append(piece)
        self.last_alnum = next((ch for ch in reversed(piece) if ch.isalnum()), self.last_alnum)

    def end_sentence(self, line: str) -> None:
        """End the text so far with a full stop before `line`, unless it is empty or ends a sentence
        already (a sentence closed inside its quotes, `"…있습니다."`, is closed)."""
        tail = next((p for p in reversed(self.parts) if p.strip()), "")
        if not tail or tail.rstrip().rstrip(CLOSING_QUOTES).endswith(SENTENCE_ENDS):
            return
        while not self.parts[-1].strip():
            self.parts.pop()
        self.parts[-1] = self.parts[-1].rstrip()
        # Chinese or Japanese on either side (past an emoji or a mark): "。", else ".".
        near = self.last_alnum + line.strip().lstrip("－ \t")[:1]  # (a dash bullet is no word: _DASH_BULLET)
        self.parts.append("。" if any("\u3000" <= ch <= "\u9fff" or "\uff00" <= ch <= "\uffef" for ch in near) else ".")


def merged_segments(segments: list[Segment]) -> tuple[Segment, ...]:
    merged: list[Segment] = []
    texts: list[list[str]] = []  # each merged segment's texts, joined once (not copied again per segment)
    for seg in segments:
        if merged and not seg.cue and not merged[-1].cue and merged[-1].code == seg.code:
            if seg.text[:1].isdigit() and texts[-1][-1][-1:].isdigit():
                # "[Advent Calendar 2024](…)3日目": two numbers the markup kept apart stay two ("2024 3日目")
                texts[-1].append(" ")
            texts[-1].append(seg.text)
        elif seg.text or seg.cue:
            merged.append(seg)
            texts.append([seg.text])
    merged = [seg if len(parts) == 1 else Segment("".join(parts), seg.code) for seg, parts in zip(merged, texts)]
    # Autolinks and links whose text is their URL arrive as text too: a domain is all a
    # listener needs. Link targets themselves are never read.
    # An address in code (`pip install git+https://github.com/a/b`, `https://x.github.io/Blog/`, `file:///`) is the
    # example the sentence shows: kept whole for the code reader to say (or cue); cut to its domain, another
    # command, another path, were heard.
    tidy = (
        s if s.cue else Segment(s.text, True) if s.code else Segment(_line_breaks(_tidy(s.text), s.text))
        for s in merged
    )
    # (a sign the sentence is about, bare in prose, is the code it names: text.signs_about)
    return tuple(signs_about([s for s in tidy if s.text or s.cue]))


# GitHub alerts and Obsidian callouts: `> [!NOTE]`, `> [!tip]- Title`.
_ALERT = LazyPattern(r"^\s{0,3}\[!([A-Za-z]{1,20})\][+-]?[ \t]{0,10}\n?")
_ALERT_KINDS = (
    "note",
    "tip",
    "important",
    "warning",
    "caution",
    "info",
    "danger",
    "example",
    "quote",
    "abstract",
    "summary",
    "todo",
    "success",
    "question",
    "failure",
    "bug",
    "hint",
    "attention",
)


def alert_cue(segments: list[Segment]) -> list[Segment]:
    """A quote opening with `[!NOTE]`: the marker becomes a cue said in the article's language (or nothing)."""
    if not segments or segments[0].code or segments[0].cue:
        return segments
    found = _ALERT.match(segments[0].text)
    if not found:
        return segments
    kind = found.group(1).lower()
    rest = segments[0].text[found.end() :]
    account.omit("alert marker", found.group(0))
    title, newline, body = rest.partition("\n")
    if title.strip() and not found.group(0).endswith("\n"):
        # `> [!tip] Title`: Obsidian's title stands where the kind's name would (GitHub shows no alert for
        # words on the marker's line): the title, a sentence of its own, and no kind.
        title = title.rstrip()
        if body.strip() and not title.rstrip(CLOSING_QUOTES).endswith(SENTENCE_ENDS):
            title += "。" if any("\u3000" <= ch <= "\u9fff" or "\uff00" <= ch <= "\uffef" for ch in title) else "."
        return [Segment(title + newline + body), *segments[1:]]
    head = [Segment("", cue=f"alert:{kind}")] if kind in _ALERT_KINDS else []
    return head + ([Segment(rest)] if rest else []) + segments[1:]


# A sentence that points at what follows without a colon: "…適當的定向，如下圖。", "結果如下图所示", "下図のように",
# "as shown below." (dopamine908/new_blog: 17 figures after "如下圖。", none of them announced).
_POINTS_BELOW = LazyPattern(
    r"(?:如下(?:圖|图|表)?|[見见]?下(?:圖|图|表))(?:所示)?|下図(?:のように|の通り|を参照)?"
    r"|(?:以下|次)の(?:図|表|通り|ように)|(?:shown|see|as|is) below|as follows",
    re.I,
)
_ENDING = LazyPattern(r"[\s。．.！!]*$")


def lead_in(blocks: list[Block]) -> bool:
    """Whether the last block said leads in to what follows ("流程圖如下：", "as shown below:", "如下圖。")."""
    if not blocks or blocks[-1].kind == "cue":
        return False
    text = blocks[-1].text.rstrip()
    if text.endswith((":", "：")):
        return True
    if points_down(text):
        # A down arrow closing the block ("追加されるようにしました↓↓") or opening it ("↓リボンがカスタマイズされて
        # いるスクショ") points at what is shown under it, as a colon does (s12 held-out masaki39 [14][57][58][59]).
        return True
    ending = _ENDING.sub("", text[-40:])
    if any(match.end() == len(ending) for match in _POINTS_BELOW.finditer(ending)):
        return True
    # A sentence that points with a demonstrative and ends in a full stop ("아래와 같은 대화상자를 볼 수 있다.").
    return blocks[-1].kind in ("paragraph", "list_item", "quote") and points_ahead(text)


def only_domain(segments: tuple[Segment, ...]) -> bool:
    """Whether a block says nothing but a domain (what a bare URL on its own line became)."""
    text = "".join(s.text for s in segments).strip()
    return not any(s.cue for s in segments) and bool(_DOMAIN_LINE.match(text))


def says_words(segments: tuple[Segment, ...]) -> bool:
    """Whether the segments hold a word the voice says (struck-out text is shown, never said)."""
    return any(ch.isalnum() for s in segments if s.cue not in ("struck", PENDING_PICTURE) for ch in s.text)
