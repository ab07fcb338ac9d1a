"""Lines a page shows one under the other, heard as one sentence (`narrate check`): on a site that shows each line
break, "…N を設定 / 起動すると…" sent "設定起動すると" — the end of one sentence heard as the start of the next
(s12 held-out masaki39 📘Templaterの普段使いテンプレートを再作成 [9], and 20 more lines of that Quartz blog).

Where the page shows every line of a paragraph as its own line, the writer ends a sentence by ending the line, and
often writes no full stop: the line is the unit the reader sees. The listener hears such a line as a sentence only
if something between it and the next is said — a stop, a pause. Where what a chunk sends runs the last words of one
line into the first words of the next with nothing between, the listener hears one clause where the page shows two.

Whether the page shows its line breaks is the site's: its configuration says so (text.site_data: Quartz's
HardLineBreaks, `breaks: true`), or the file is written for Obsidian — a callout (`> [!note]`), a wiki link or an
embed (`[[…]]`, `![[…]]`) — whose app, Quartz and Obsidian Publish all show each line break. Elsewhere a line break is
a blank, and a writer who wraps a sentence across lines (s-yoshiki's Qiita posts) is read as one sentence: no finding.

A line that ends in a sentence end or a pause mark, a line followed by a lower-case word (an English sentence the
writer wrapped) or by a Japanese particle, a Japanese line closing on a particle, a Korean line with no final ending (the sentence goes on), and the lines of lists, headings, quotes' markers, tables and pictures are left alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from narrate.patterns import LazyPattern

from .page_judges import Heard, PageFinding

__all__ = ["lines_run_together", "written_for_line_breaks"]

# Obsidian's own syntax: a callout's head, a wiki link or an embed (outside code, as a whole line's evidence).
_OBSIDIAN = LazyPattern(r"^\s{0,3}>\s?\[![A-Za-z-]{1,30}\][+-]?|!?\[\[[^\[\]\n]{1,200}\]\](?!\()")
_FENCE = LazyPattern(r"^\s{0,3}(?:`{3,}|~{3,})")
_CODE_SPAN = LazyPattern(r"(`+)[^`\n]{0,2000}?\1")
# The start of a line that is no sentence's: a list item, a heading, a table row, a fence, a picture, an HTML tag,
# a rule, a math block, a footnote's definition.
_NOT_PROSE = LazyPattern(r"^\s*(?:[-*+]\s|\d{1,3}[.)]\s|#{1,6}\s|\||`{3}|~{3}|!\[|<|\$\$|---|\*\*\*|\[\^)")
_QUOTE = LazyPattern(r"^\s{0,3}(?:>\s?)+")
_LINK = LazyPattern(r"!?\[([^\]\n]{0,300})\]\([^)\n]{0,1000}\)")
_WIKI = LazyPattern(r"!?\[\[([^\[\]|\n]{1,200})(?:\|([^\[\]\n]{1,200}))?\]\]")
_MARKS = LazyPattern(r"\*\*|__|~~|`|<[^<>\n]{1,200}>")
# What ends a line as a sentence or lets it go on: sentence ends, pauses, opening brackets, a line's own break.
_ENDS = tuple("。．.！!？?：:、，,；;…（(「『[{-—～~=+/\\")
_WORD_END = LazyPattern(r"[^\W_]{2}$")
_WORD_START = LazyPattern(r"^[^\W_]{2}")
_BLANKS = LazyPattern(r"[ \t\n\u3000]+")  # (what runs two lines together: no sign, no stop between)
# A Japanese line that opens with a particle goes on from the line above ("…> Accessibility / よりAlacrittyに許可を",
# ikorihn's notes): the writer broke the line inside the sentence.
_PARTICLE_START = LazyPattern(r"^(?:より|から|まで|[はがをにでとのもへや])(?![\u3041-\u309f])")
# A Korean line ends a sentence with a final ending (…한다, …해요, …함, …음); one that ends otherwise ("EMIT FINAL
# 인 경우") goes on into the next line (jx2lee's digital garden, ksql-demo).
# A Japanese line that closes on a particle ("最後に / このページで…", masaki39 Templaterでoutlinerを強化) leads into the
# next line: the sentence goes on.
_PARTICLE_END = LazyPattern(r"[\u3040-\u30ff\u3400-\u9fff][をがはにでとのへもや]$")
_HANGUL_END = LazyPattern(r"[\uac00-\ud7a3]$")
_KOREAN_FINAL = LazyPattern(r"[다요음함임됨죠까네지]$")


def written_for_line_breaks(lines: Sequence[str]) -> bool:
    """Whether a file is written for Obsidian (a callout, a wiki link or an embed outside code: not JavaScript's
    `[[Prototype]]` in a code span, ascoders 精读《JS 引擎基础之 Shapes and Inline Caches》), whose app and
    publishers show each line break of a paragraph."""
    fenced = False
    for line in lines:
        if _FENCE.match(line):
            fenced = not fenced
        elif not fenced and ("[[" in line or "[!" in line) and _OBSIDIAN.search(_CODE_SPAN.sub("", line)):
            return True
    return False


def lines_run_together(heard: Sequence[Heard], lines: Sequence[str], shows_breaks: bool) -> list[PageFinding]:
    """Chunks that send the end of one line and the start of the next, shown apart by a page that shows its line
    breaks (`shows_breaks`), run together with nothing said between them: each at the chunk, with the two lines'
    meeting words."""
    if not shows_breaks:
        return []
    groups: dict[tuple[int, int], list[Heard]] = {}
    for h in heard:
        if h.kind in ("paragraph", "quote", "list_item") and h.first and h.last > h.first:
            groups.setdefault((h.first, h.last), []).append(h)
    out: list[PageFinding] = []
    for (first, last), chunks in groups.items():
        # (each block's lines read once, each chunk's text scanned once: the chunks of a paragraph of many lines share
        # its lines, and a search of every meeting in every chunk was quadratic)
        meetings = {a + b: f"{a} / {b}" for a, b in _meetings(lines[first - 1 : last])}
        for h in chunks if meetings else ():
            squeezed = _BLANKS.sub("", h.sent)
            what = next(
                (meetings[squeezed[i : i + 4]] for i in range(len(squeezed) - 3) if squeezed[i : i + 4] in meetings), ""
            )
            if what:
                out.append(PageFinding(h.chunk, "lines the page shows apart heard as one", what))
    return out


def _meetings(lines: Sequence[str]) -> list[tuple[str, str]]:
    """The last words of each line that ends with no sentence end nor pause and the first words of the next line of
    the same paragraph, when that line starts a sentence (not a lower-case word going on)."""
    out = []
    for one, two in zip(lines, lines[1:]):
        if not one.strip() or not two.strip() or _NOT_PROSE.match(_QUOTE.sub("", two)):
            continue
        end, start = _plain(one), _plain(two)
        if not end or not start or end.endswith(_ENDS) or start[:1].islower() or _PARTICLE_START.match(start):
            continue
        if _PARTICLE_END.search(end) or _HANGUL_END.search(end) and not _KOREAN_FINAL.search(end):
            continue
        tail, head = _WORD_END.search(end), _WORD_START.search(start)
        if tail and head:
            out.append((tail.group(), head.group()))
    return out


def _plain(line: str) -> str:
    """A line's words as the page shows them: no quote or list marker, links and wiki links by their words, no
    emphasis, code or tag marks, no trailing blanks (a Markdown hard break's two spaces)."""
    text = _QUOTE.sub("", line)
    text = _WIKI.sub(lambda m: m.group(2) or m.group(1), text) if "[[" in text else text
    text = _LINK.sub(r"\1", text) if "](" in text else text
    return _MARKS.sub("", text).strip()
