"""What a listener should never hear, and how to tell prose that never reached the voice.

Two judges, shared by `narrate check` and benchmarks/listening_corpus.py:

* :func:`find_leaks` looks at one chunk of spoken text (what the voice is sent)
  and names every class of leak in it: template braces, wiki links, directives,
  alert markers, attribute lists, HTML entities, long hex runs, handles, issue
  numbers, e-mail addresses, Markdown leftovers, slashes, URLs.
* :func:`prose_runs` reads a Markdown body with line rules of its own (not the
  parser narrate speaks with, so it can catch the parser's mistakes) and returns
  the runs of 6+ Han or kana characters a writer wrote as prose; a run that is not
  in the spoken text was lost.

Every pattern here is linear: bounded quantifiers, no nested unbounded repeats.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from narrate.patterns import LazyPattern

_VUE_EVENTS = (
    r"(?:click|dblclick|submit|input|change|keyup|keydown|keypress|focus|blur|mouse\w{2,10}|scroll|wheel|"
    r"touch\w{2,10}|pointer\w{2,10}|drag\w{0,10}|drop|load|error|update|resize|contextmenu|copy|paste|cut|"
    r"select|toggle|close|open|play|pause|ended|transitionend|animationend|before-enter|enter|after-enter|"
    r"before-leave|leave|after-leave|vue)"
)

# class name → pattern over spoken text. Order is the order reports list them in.
LEAK_PATTERNS: dict[str, re.Pattern[str]] = {
    "template": re.compile(r"\{\{|\}\}|\{%|%\}|[{}]"),
    "wiki_link": re.compile(r"\[\[|\]\]"),
    # `::youtube[…]`, `:::note`; not CSS's `::view-transition-old(root)` or `::before`.
    "directive": re.compile(r"(?<![A-Za-z0-9])![A-Za-z]{2,20}\[|(?:^|\s)(?::{3,}[A-Za-z]|::[A-Za-z][\w-]{0,30}[\[{])"),
    "alert": re.compile(r"\[![A-Za-z]{1,20}\]"),
    "attribute_list": re.compile(r"\{[:#.]|\{\s{0,3}[.#][A-Za-z]"),
    "entity": re.compile(r"&#?[A-Za-z0-9]{1,10};|&#"),
    # A hexadecimal number is said up to a machine word (`0xFFFFFFFF00000000`); past it, a hash or a key.
    # (not a decimal fraction's digits, `0.100000000000000005…`: s19 held-out Ohzzi bank-developer's-kotlin-bigdecimal
    # [20][23], a float's error said as the article writes it)
    "hex": re.compile(r"(?<![0-9A-Fa-f.])(?:0x[0-9A-Fa-f]{17,}|(?<!0x)[0-9A-Fa-f]{16,})(?![0-9A-Fa-f])"),
    "email": re.compile(r"[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}\.[A-Za-z]{2,10}"),
    # Not Vue's event bindings (`@click.prevent`, `@submit`, `@update:model-value`): code, said as such.
    "handle": re.compile(r"(?<![A-Za-z0-9._%+-])@(?!" + _VUE_EVENTS + r"(?![\w-]))[A-Za-z0-9][A-Za-z0-9_-]{0,38}"),
    "issue_number": re.compile(r"(?<![A-Za-z0-9&])#\d{2,7}(?!\d)"),
    "markup": re.compile(r"\]\(|!\[|`|\*\*|__|</?[A-Za-z][A-Za-z0-9-]{0,20}(?:\s[^<>]{0,200})?>|^#{1,6}\s"),
    # 1/2 and 3/4 read fine, and a score or a share with the slash spaced (`24 / 111`, `139 / 256`: s20 held-out
    # Ching367436 ais3-pre-exam-2023 [7][8][36][37], 7 findings no reader logged)
    "slash": re.compile(r"(?<!\d)(?<!\d )/|/(?! ?\d)"),
    "url": re.compile(r"://"),
}


# The characters one of which every match of a class holds ("" where no one character is needed: a hex run). A
# chunk of words alone holds none of most: searched anyway, each chunk cost `narrate check` some twenty searches
# for nothing, here and again in lexicon.leak_looking's count of the same classes (s13 speed).
LEAK_NEEDS: dict[str, frozenset[str]] = {
    name: frozenset(needs)
    for name, needs in {
        "template": "{}",
        "wiki_link": "[]",
        "directive": "!:",
        "alert": "[",
        "attribute_list": "{",
        "entity": "&",
        "hex": "",
        "email": "@",
        "handle": "@",
        "issue_number": "#",
        "markup": "](!`*_<#",
        "slash": "/",
        "url": ":",
    }.items()
}


def leak_classes(text: str) -> list[tuple[str, re.Pattern[str]]]:
    """The leak classes (name, pattern), in report order, that could match somewhere in `text`."""
    chars = frozenset(text)
    return [
        (name, pattern)
        for name, pattern in LEAK_PATTERNS.items()
        if not LEAK_NEEDS[name].isdisjoint(chars) or not LEAK_NEEDS[name]
    ]


def find_leaks(text: str) -> list[tuple[str, str]]:
    """Every leak in one chunk's spoken text, as (class, the text around it)."""
    found: list[tuple[str, str]] = []
    seen_spans: list[tuple[int, int]] = []
    for name, pattern in leak_classes(text):
        for match in pattern.finditer(text):
            span = match.span()
            # An e-mail is not also a handle; a `{{` is one template leak, not two braces.
            if any(a <= span[0] and span[1] <= b for a, b in seen_spans):
                continue
            seen_spans.append(span)
            lo, hi = max(0, span[0] - 12), min(len(text), span[1] + 12)
            found.append((name, text[lo:hi]))
    return found


def is_tiny(text: str) -> bool:
    """A chunk with one Latin letter or digit and nothing else to say ("1", "a"): noise, not speech.

    One Chinese or Japanese character ("（完）", "是。") is a word and is fine.
    """
    # Stops at the first letter that is not ASCII or at the second letter: a chunk of 400 Han
    # characters is answered by its first, not by listing all its letters (once per chunk).
    seen = False
    for ch in text:
        if ch.isalnum():
            if seen or not ch.isascii():
                return False
            seen = True
    return True


def chunk_leaks(texts: Iterable[tuple[str, str]]) -> list[tuple[int, str, str]]:
    """Leaks over a script's chunks given as (kind, spoken text): (chunk index, class, excerpt).

    Besides the patterns: a one-character chunk (not a list's item: a list of notes or options, "C", "D", is said
    item by item; nor a heading or a paragraph, the writer's whole line: GCC's options `### -c`, a section `## A`,
    a label "C++" or "2" before its code: narrate keeps a paragraph's one letter only when it is the whole
    paragraph), and a skip cue said twice in a row.
    """
    out: list[tuple[int, str, str]] = []
    previous: tuple[str, str] | None = None
    for n, (kind, text) in enumerate(texts):
        for name, excerpt in find_leaks(text):
            out.append((n, name, excerpt))
        if is_tiny(text) and kind not in ("list_item", "heading", "paragraph"):
            out.append((n, "tiny_chunk", text))
        if kind == "cue" and previous == (kind, text):
            out.append((n, "repeated_cue", text))
        previous = (kind, text)
    return out


# --- prose that never reached the voice ----------------------------------------

_CJK_RUN = LazyPattern(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3041-\u309f\u30a1-\u30fa\u30fc]{6,}")
_FENCE = LazyPattern(r"^\s{0,12}(`{3,}|~{3,})")
_FRONT = LazyPattern(r"\A(?:---|\+\+\+)\s*\n")
_SKIPPED_PAIRS = (
    # (opening line, closing line): content a listener is not meant to hear as prose.
    # Hatena notation's code block (`>|lisp|` or `>||` … `||<`), which narrate cues in a Hatena article.
    (re.compile(r"^>\|[\w+#.-]{0,30}\|\s*$"), re.compile(r"^\|\|<\s*$")),
    (re.compile(r"^\s{0,12}\$\$"), re.compile(r"\$\$\s*$")),
    (
        re.compile(r"^\s{0,12}\{\{[<%]\s{0,3}(?:highlight|code|mermaid|katex|math|tab)\b"),
        re.compile(r"\{\{[<%]\s{0,3}/\s{0,3}(?:highlight|code|mermaid|katex|math|tab)\b"),
    ),
    (re.compile(r"^\s{0,12}\{%-?\s{0,3}(?:highlight|codeblock|code|raw|comment)\b"), re.compile(r"\{%-?\s{0,3}end")),
    # An HTML element whose content is no prose: it ends at ITS OWN end tag (_own_end_tag), never at another's —
    # a `<table>` of JSX rows closed at the first cell's `</code>` let its later cells count as prose lost
    # (ZhenShuo2021 read-git-docs, s16 held-out: 39 of the 39 CJK characters 'lost' were table cells narrate cues).
    (re.compile(r"^\s{0,12}<(pre|script|style|svg|code|table)\b", re.I), None),
)
_COMMENT_SPAN = 20_000  # (the most a comment holds between its `<!--` and `-->`)
_COMMENT = LazyPattern(rf"<!--.{{0,{_COMMENT_SPAN}}}?-->", re.S)  # (what _without_comments finds, as a pattern)
# A tag opening a line, whose attributes may run over several lines (`<VPKindleDetail\n  :detail='{"title": …}'\n
# />`): its props are the component's data, never prose (issue 38: a component's name and props are never spoken).
_TAG_START = LazyPattern(r"^[ \t]{0,12}<[A-Za-z][\w.:-]{0,60}(?=[\s/>])", re.M)
_TAG_SIGN = LazyPattern(r"[\"'{}<>\n]")
_BLANK_NEXT = LazyPattern(r"[ \t]*(?:\n|\Z)")
# Struck-out text's marks: its words are prose (the s16 ruling reads struck-out text, as screen readers do), so a
# run of them narrate leaves out is CJK lost like any other.
_STRUCK_MARKS = LazyPattern(r"~~([^~\n]{1,500})~~")
_INLINE_DROPS = LazyPattern(
    r"!\[[^\]\n]{0,500}\]\([^)\n]{0,500}\)"  # an image's alt text is for eyes
    r"|\]\([^)\n]{0,1000}\)"  # a link's target
    r"|`[^`\n]{0,500}`"  # inline code: words, not prose
    r"|\{\{[<%].{0,2000}?[%>]\}\}"  # shortcode parameters
    r"|<[^<>\n]{0,500}>"  # HTML tags and their attributes
    r"|\$(?![\s\d$])[^$\n]{1,300}(?<![\s$])\$(?!\d)"  # inline math (pandoc's rule: "$4500" is money)
)


# A GFM table's delimiter row, with or without outer pipes: `--- | ---`, `|:--|--:|`.
_DELIMITER_ROW = LazyPattern(r"^\s{0,3}\|?\s{0,10}:?-{1,200}:?\s{0,10}(?:\|\s{0,10}:?-{1,200}:?\s{0,10}){1,64}\|?\s*$")


# A line that is only a link to a live playground, and the label of a collapsible box (issue 23:
# buttons).
_PLAYGROUND_LINE = LazyPattern(
    r"^\s{0,3}\*?\(?\[[^\]\n]{1,200}\]\(https?://(?:play\.|sfc\.|[\w.-]{0,60}"
    r"(?:codesandbox\.io|stackblitz\.com))[^)\s]{0,2000}\)\)?\*?\s*$"
)
_SUMMARY_LINE = LazyPattern(r"^\s{0,12}<summary>.{0,300}</summary>\s*$", re.I)


def _code_next(lines: list[str], start: int) -> bool:
    """Whether the next line with anything on it (from `start`) opens a code fence."""
    following = next((line for line in lines[start : start + 20] if line.strip()), "")
    return bool(_FENCE.match(following))


def prose_runs(body: str) -> list[str]:
    """Runs of 6+ Han/kana characters in a Markdown body's prose (code, tables, math left out)."""
    lines = body.split("\n")
    if _FRONT.match(body):
        for end in range(1, len(lines)):
            if lines[end].strip() in ("---", "+++"):
                lines = lines[end + 1 :]
                break
    else:
        lines = lines[_metadata_lines(lines) :]
    scan = _ProseScan(lines)
    kept = [line for n, line in enumerate(lines) if scan.keeps(n)]
    text = _without_open_tags(_without_comments("\n".join(kept)))
    text = _INLINE_DROPS.sub(" ", _STRUCK_MARKS.sub(r"\1", text))
    return _CJK_RUN.findall(text)


def _without_comments(text: str) -> str:
    """`_COMMENT.sub(" ", text)`: each HTML comment (to the first `-->` within 20,000 characters) one space. The
    pattern looked up to 20,000 characters ahead from every unclosed `<!--` (a megabyte of lines 'text N <!-- not
    closed' took minutes); here the first `-->` after a comment's opening is found once and kept for the openings
    before it, so each character is looked at about once."""
    out: list[str] = []
    pos, close = 0, -1
    start = text.find("<!--")
    while start >= 0:
        if close < start + 4:  # (else the `-->` found for an earlier opening is still the first after this one)
            close = text.find("-->", start + 4)
            if close < 0:
                break  # (no comment closes after here: none of the later openings is one)
        if close - (start + 4) <= _COMMENT_SPAN:
            out += (text[pos:start], " ")
            pos = close + 3
            start = text.find("<!--", pos)
        else:
            start = text.find("<!--", start + 1)
    out.append(text[pos:])
    return "".join(out)


def _without_open_tags(text: str) -> str:
    """`text` without the tags that open a line, however many lines their attributes take: a quoted value or a
    brace may hold `>` (`"A -> B"`, `onClick={() => go()}`); an unquoted `<` or a blank line (the paragraph's end)
    before the tag's `>` makes it no tag, and the text stays. One walk: each character is looked at once."""
    out: list[str] = []
    pos = 0
    while (start := _TAG_START.search(text, pos)) is not None:
        end, closed = _tag_end(text, start.end())
        out.append(text[pos : start.start()] if closed else text[pos:end])
        out.append(" " if closed else "")
        pos = end
    out.append(text[pos:])
    return "".join(out)


def _tag_end(text: str, at: int) -> tuple[int, bool]:
    """Where the tag whose attributes start at `at` ends (just past its `>`), and True; or where it stops being a
    tag (an unquoted `<`, a blank line), and False."""
    quote = ""
    depth = 0
    for sign in _TAG_SIGN.finditer(text, at):
        char, where = sign.group(), sign.start()
        if char == "\n" and _BLANK_NEXT.match(text, where + 1):
            return where, False
        if quote:
            quote = "" if char == quote else quote
        elif char in "\"'":
            quote = char
        elif char in "{}":
            depth = max(0, depth + (1 if char == "{" else -1))
        elif char == ">" and not depth:
            return where + 1, True
        elif char == "<" and not depth:
            return where, False
    return len(text), False


def _metadata_lines(lines: list[str]) -> int:
    """How many lines a metadata header with no front-matter fences (Pelican's `Title:`, `Date:` … lines) takes at
    the top of `lines`: the lines the reader takes for front matter (text.readers), so the finder and the reader
    agree — `Key: value` lines the reader says are prose here too."""
    from .readers import metadata_header_lines  # (the reader's rule; loaded only for a file without fences)

    return metadata_header_lines(lines)


@dataclass
class _ProseScan:
    """A walk down a body's lines that knows what it is inside: a fence, a skipped pair, a table."""

    lines: list[str]
    fence: str | None = None
    fence_indent: int = 0
    closing: re.Pattern[str] | None = None
    in_table: bool = False

    def keeps(self, n: int) -> bool:
        """Whether line `n` is prose (the scan moves past it either way)."""
        line = self.lines[n]
        if self.in_table:
            if "|" in line and line.strip():
                return False  # a row of a table without outer pipes (`a | b`): tables are left out
            self.in_table = False
        if self.fence is None and self.closing is None and self._table_header(n):
            self.in_table = True  # a header row: GFM's table needs no outer pipes
            return False
        if self.fence is not None:
            stripped = line.strip()
            # CommonMark: a closing fence is indented less than 4 spaces past its opening's column (a fence
            # deeper in is content: an example of a fenced block, written inside one).
            indent = len(line) - len(line.lstrip())
            if (
                stripped.startswith(self.fence)
                and stripped.strip(self.fence[0]) == ""
                and indent < self.fence_indent + 4
            ):
                self.fence = None
            return False
        if self.closing is not None:
            if self.closing.search(line):
                self.closing = None
            return False
        return self._opens_nothing(line) and _prose_line(self.lines, n)

    def _table_header(self, n: int) -> bool:
        line = self.lines[n]
        return (
            "|" in line
            and n + 1 < len(self.lines)
            and bool(_DELIMITER_ROW.match(self.lines[n + 1]))
            and not line.lstrip().startswith(("`", "~"))
        )

    def _opens_nothing(self, line: str) -> bool:
        """False when `line` opens a fence or a skipped pair (math, a comment…), which the scan then is in."""
        opened = _FENCE.match(line)
        if opened:
            self.fence, self.fence_indent = opened.group(1), len(line) - len(line.lstrip())
            return False
        for opener, pair_closer in _SKIPPED_PAIRS:
            head = opener.match(line)
            if head:
                closer = pair_closer or _own_end_tag(head.group(1))
                if not closer.search(line[head.end() :]):
                    self.closing = closer
                return False
        return True


# An abbreviation's definition (`*[HTML]: Hyper Text Markup Language`) of kramdown (Jekyll), PHP Markdown Extra and
# Python-Markdown's abbr (MkDocs): a tooltip over the term wherever it occurs, no line the page shows. The one
# pattern of its syntax: the reader's rule (markdown_rules) leaves such lines out, the lost-prose judge here counts
# them as no prose.
ABBREVIATION_DEFINITION = LazyPattern(r"\*\[[^\]\n]{1,200}\]:[^\n]*")

# A list item that is only a link: a list of them is one cue ("a list of N links"), not prose.
_LINK_ITEM = LazyPattern(r"^\s{0,12}(?:[-*+]|\d{1,3}[.)])\s+\[[^\]\n]{0,500}\]\([^)\n]{0,2000}\)\s*$")


def _own_end_tag(name: str) -> re.Pattern[str]:
    """The end tag of an element named `name` (any case), the one that closes it."""
    return re.compile(rf"</{re.escape(name)}\s*>", re.I)


def _prose_line(lines: list[str], n: int) -> bool:
    """Whether line `n`, outside code and tables, is prose: not a table row, not a button, not an item of a
    list made only of links."""
    line = lines[n]
    if _LINK_ITEM.match(line) and any(0 <= m < len(lines) and _LINK_ITEM.match(lines[m]) for m in (n - 1, n + 1)):
        return False
    if line.lstrip().startswith("|") or re.match(r"^\s{0,3}:?-{3,}:?\s*\|", line):
        return False  # a table row
    indent = len(line) - len(line.lstrip())
    if indent <= 3 and ABBREVIATION_DEFINITION.match(line, indent):
        return False  # an abbreviation's definition: a tooltip, the page shows no line of it (markdown_rules)
    # A button ("[Playground で試す](…)", a <summary> that opens a code block): not prose.
    return not (_PLAYGROUND_LINE.match(line) or _SUMMARY_LINE.match(line) and _code_next(lines, n + 1))


def lost_runs(runs: Iterable[str], spoken: str) -> list[str]:
    """The runs that do not appear in the spoken text (whitespace ignored on both sides)."""
    flat = re.sub(r"\s+", "", spoken)
    return [run for run in runs if run not in flat]
