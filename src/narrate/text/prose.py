"""Markdown → blocks of prose a listener can follow, from markdown-it-py's token stream.

Kept: headings, paragraphs, list items (nested, ordered ones numbered), block
quotes, link text, inline code (as words), footnote bodies (at the end).
Left out: fenced and indented code, tables, display math, HTML blocks and
comments, images, footnote markers, Hugo/Jekyll shortcodes, MDX import/export
lines. Where code, a table or a formula is left out, a `cue` block marks the spot
(the script stage decides whether to say it). Bare URLs are reduced to their
domain name ("github.com"); link URLs are never spoken.

The stage, by role, in the order it runs:
  text.shortcodes      Liquid's `if … endif` (one branch kept); shortcodes, Liquid tags, MDN macros said
  text.markdown_rules  the markdown-it parser: CommonMark, GFM tables, footnotes, math, containers and
                       the rules for what blogs write beside Markdown
  (this module)        the token walk: one handler per block token type (`_BLOCK_HANDLERS`)
  text.inline          an inline token → spoken segments (one handler per inline token type)
  text.urls            bare URLs as domains, links that are buttons left out, picture addresses
  text.tidy            Markdown leftovers out, line breaks a writer meant, alerts, alt text

Site variables in shortcodes are filled from the site's data (text.site_data); HTML blocks are read
by text.html_text (live demos and the label of a `<details>` that holds only code left out).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Mapping
from copy import copy
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # markdown-it is loaded by the first parse: a no-op build or a cached plan parses nothing
    from markdown_it.token import Token

from narrate.patterns import LazyPattern

from . import account
from .account import BlockAccount, Ledger, source_account_later
from .anchors import ANCHOR_STYLES, Anchors
from .arrow_lines import ARROW_OPENING, consequence_marked
from .caption_lines import caption_under, captioned_picture
from .code_lines import item_spilled, sentences, spans_spilled, spilled
from .collector import settled
from .dialect_sites import LINK_CARDS, generator_dialects
from .html_text import CODE_COMPONENT, FIGURE_OPEN, HtmlPart, figure_caption, html_parts, plain_text
from .inline import heading_text as heading_text
from .inline import inline_segments
from .jsx import Element, jsx_picture, jsx_text, shown_props, shown_text, text_of
from .knitr_chunks import Shown, chunk_shown
from .markdown_rules import PICTURE_GRID
from .markdown_rules import build_parser as build_parser
from .markdown_rules import container_title as container_title
from .markdown_rules import parser as parser
from .math_delimiters import split_math
from .mathspeech import read_tex, tag_numbers
from .menu_steps import instructed_steps
from .model import AMID_WORDS, AUDIO, FRAME, PENDING_PICTURE, REPLACED_ALT, VIDEO, CueKind, frame_site, is_media
from .model import Block as Block  # defined in .model
from .model import Segment as Segment
from .model import strip_unsafe as strip_unsafe
from .output_lines import output_from
from .pictures import (
    always_said,
    announced_in_section,
    badge_row,
    byline,
    closing_owed,
    credited_above,
    credited_below,
    decided_pictures,
    fits_a_cue,
    label,
    leads_past_asides,
    marked_alt,
    named_above,
    named_avatar,
    only_badges,
    opening_album,
    opens_section,
    reacts,
    runs_into,
    writer_named,
)
from .pointing import points_back
from .repeated_alts import PLACEHOLDER
from .shortcodes import NO_SITE, embedded_code, said_templates, shown_params, site_pictures
from .shortcodes import humanise_name as humanise_name
from .shortcodes import liquid_branches as liquid_branches
from .shortcodes import liquid_captures as liquid_captures
from .shortcodes import liquid_data_text as liquid_data_text
from .shortcodes import liquid_link_text as liquid_link_text
from .shortcodes import macro_text as macro_text
from .shortcodes import shortcode_image as shortcode_image
from .shortcodes import shortcode_text as shortcode_text
from .signs import drop_signs, sign_only
from .signs_about import article_code_signs
from .site_data import SiteData
from .tab_groups import Tab, TabGroup, tab_group
from .tidy import alert_cue, lead_in, merged_segments, only_domain, says_words
from .urls import IMG_SRC, SHORTCODE_SRC, card_words, html_image, html_sources, picture_source
from .urls import autotitle as autotitle
from .urls import domain_of as domain_of
from .urls import image_sources as image_sources
from .urls import reduce_urls as reduce_urls

# The names this module has offered since 0.1 (their homes are the modules above).
__all__ = [
    "Block",
    "Segment",
    "autotitle",
    "build_parser",
    "container_title",
    "domain_of",
    "extract_blocks",
    "heading_text",
    "humanise_name",
    "image_sources",
    "liquid_branches",
    "liquid_captures",
    "liquid_data_text",
    "liquid_link_text",
    "macro_text",
    "parser",
    "reduce_urls",
    "shortcode_image",
    "shortcode_text",
    "strip_unsafe",
]


_FLAT_TOKENS = {"paragraph_open", "paragraph_close", "inline", "html_block", "code_block", "fence", "hr"}


def _after_closing(tokens: list[Token], start: int, tag: str, depth: int = 1) -> int:
    """The index after the token that closes `tag` (an HTML element left open), when only
    paragraphs and HTML lie between; else `start` (nothing is skipped).

    A `<pre>` open `depth` deep (a `<pre>` nested in one, as a blog export leaves it) closes at the `</pre>` that
    closes the outermost, as the browser closes it; an HTML block going on after that `</pre>` is read from there
    (s11 held-out eunohhh [240611-til]-privateroute: `<p>export default useAuth;</code></pre></p>`, the sample's
    last line after its nested `<pre>` closed, was read as a paragraph)."""
    if tag == "pre":
        return _after_pre(tokens, start, depth)
    closing = f"</{tag}"
    for j in range(start, min(len(tokens), start + 2000)):
        token = tokens[j]
        if token.type not in _FLAT_TOKENS:
            return start
        if token.type in ("html_block", "inline") and closing in token.content.lower():
            return j + 2 if token.type == "inline" else j + 1
    return start


def _after_pre(tokens: list[Token], start: int, depth: int) -> int:
    """_after_closing for a `<pre>` open `depth` deep.

    The sample's `# comment` lines that Markdown made headings (`# 애플리케이션 설정` between a cut `<pre>` and its
    `</pre>`) are its code too, when every paragraph from there to that `</pre>` is code by its structure
    (text.code_lines): s11 held-out eunohhh [250712-til]-fastapi-기초uv was titled by such a comment, and its
    `settings = Settings()` read as a paragraph. A heading among sentences stops the skip: a cue never hides prose
    (an Eleventy blog's `<div class="code-block-wrap">` around each shell sample did the same: its `# Verify
    installation` comments were read as headings, its `virtualbox --version` as a paragraph)."""
    end, rest = _pre_end(tokens, start, depth, headings=True)
    if end <= start or not _spilled_code(tokens, start, end):
        end, rest = _pre_end(tokens, start, depth, headings=False)
    if rest is not None:  # (an HTML block going on after the `</pre>`: read from there)
        tokens[end] = tokens[end].copy(content=rest)
    return end


def _spilled_code(tokens: list[Token], start: int, end: int) -> bool:
    """Whether tokens[start:end] hold headings only among paragraphs with no sentence in them (text.code_lines): the
    `# comment` lines of a cut sample, never a section of prose."""
    between = tokens[start:end]
    if not any(t.type == "heading_open" for t in between):
        return True
    inlines = [(t.type, between[n + 1]) for n, t in enumerate(between[:-1]) if between[n + 1].type == "inline"]
    return all(
        _a_comment(inline) if kind == "heading_open" else not sentences(inline.content) for kind, inline in inlines
    )


def _a_comment(inline: Token) -> bool:
    """Whether a heading's words could be a code comment: one line, no HTML of its own but the sample's closing tags
    after it (`# On Windows, you can check via …</code></pre>`)."""
    return "\n" not in inline.content and "<" not in _TRAILING_TAGS.sub("", inline.content)


_TRAILING_TAGS = LazyPattern(r"(?:</[A-Za-z][\w-]*\s*>\s*)+$")


def _pre_end(tokens: list[Token], start: int, depth: int, *, headings: bool) -> tuple[int, str | None]:
    """Where the `<pre>` open `depth` deep closes (see _after_pre), and what of that token's HTML block goes on after
    it (None: nothing); ATX headings passed over when `headings`."""
    first = start  # where the first closing tag ends (all that was skipped before nested `<pre>`s were counted)
    for j in range(start, min(len(tokens), start + 2000)):
        token = tokens[j]
        if headings and _atx_heading(token):
            continue
        if token.type not in _FLAT_TOKENS:
            return first, None
        if token.type not in ("html_block", "inline") or "pre" not in token.content.lower():
            continue
        depth, end, closed = _pre_marks(token.content, depth, opened_ends=first != start)
        if end == -2:
            return first, None
        if closed and first == start:
            first = j + 2 if token.type == "inline" else j + 1
        if end < 0:
            continue
        rest = _CLOSING_TAGS.sub("", token.content[end:], count=1)
        if token.type == "html_block" and rest.strip():
            return j, rest.lstrip("\n")
        return (j + 2 if token.type == "inline" else j + 1), None
    return first, None


def _pre_marks(content: str, depth: int, *, opened_ends: bool) -> tuple[int, int, bool]:
    """(depth after `content`'s `<pre>` tags, where the one closing the outermost ends or -1 (-2: a new sample opens
    once a `</pre>` has been passed, so no end is sure), whether a `</pre>` was met)."""
    closed = False
    for mark in _PRE_TAG.finditer(content):
        if not mark.group(1):
            if opened_ends or closed:
                return depth, -2, closed
            depth += 1
            continue
        if _ESCAPED_PRE_END.search(content, 0, mark.start()):
            depth = 1  # the code's own end written as text before it (text.html_text): this closes all
        depth -= 1
        closed = True
        if depth == 0:
            return depth, mark.end(), closed
    return depth, -1, closed


def _atx_heading(token: Token) -> bool:
    """Whether a token opens or closes a heading written with `#` (a comment line of code, in a cut sample)."""
    return token.type in ("heading_open", "heading_close") and set(token.markup) == {"#"}


_PRE_TAG = LazyPattern(r"<(/?)pre\b[^<>]*>", re.I)
_ESCAPED_PRE_END = LazyPattern(r"&lt;/pre&gt;\s*(?:</code>\s*)?$", re.I)
_CLOSING_TAGS = LazyPattern(r"^(?:[ \t]*</[A-Za-z][\w-]*\s*>)*")


def _container_end(tokens: list[Token], start: int) -> int:
    """The index of the token that closes the container opened at `start`."""
    level = tokens[start].level
    return next(
        (
            j
            for j in range(start + 1, len(tokens))
            if tokens[j].type == "container_box_close" and tokens[j].level == level
        ),
        len(tokens),
    )


_CODE_TOKENS = {"fence", "code_block", "container_box_open", "container_box_close", "container_line"}


def _says_nothing(token: Token) -> bool:
    """Whether a paragraph's inline token says nothing once its buttons are gone ("[Playground で試す](…)")."""
    return token.type == "inline" and not says_words(merged_segments(inline_segments(token, paragraph=True)))


def _only_code(tokens: list[Token], start: int, end: int) -> bool:
    """Whether tokens[start:end] show code and nothing a listener would hear (HTML with no words, buttons)."""
    code = False
    for token in tokens[start:end]:
        if token.type in ("paragraph_open", "paragraph_close") or _says_nothing(token):
            continue
        if token.type == "html_block":
            parts, _ = html_parts(token.content)
            if any(part.kind != "cue" for part in parts):
                return False
            code = code or any(part.cue == "code" for part in parts)
        elif token.type not in _CODE_TOKENS:
            return False
        code = code or token.type in ("fence", "code_block")
    return code


def _details_end(tokens: list[Token], start: int) -> int:
    """The index of the HTML block that closes a `<details>` opened before `start`, when only code lies
    between; else -1."""
    for j in range(start, min(len(tokens), start + 200)):
        if tokens[j].type == "html_block" and "</details" in tokens[j].content.lower():
            return j
        if (
            tokens[j].type not in _CODE_TOKENS
            and tokens[j].type not in ("paragraph_open", "paragraph_close")
            and not _says_nothing(tokens[j])
        ):
            return -1
    return -1


def _code_details(tokens: list[Token], at: int, after: list[HtmlPart]) -> bool:
    """Whether the `<details>` whose summary the HTML block at `at` holds (`after` is what follows the
    summary in that block) shows only code, in that block or in the Markdown up to `</details>`."""
    if any(part.kind != "cue" for part in after):
        return False
    code = any(part.cue == "code" for part in after)
    if "</details" in tokens[at].content.lower():
        return code
    end = _details_end(tokens, at + 1)
    return end >= 0 and (code or _only_code(tokens, at + 1, end))


@dataclass
class _Walk:
    """Where the walk over one body's tokens stands: what is open around the token at hand, and
    the blocks said so far (footnotes apart, said at the end)."""

    tokens: list[Token]
    site: SiteData
    mdx: bool = False  # an MDX body: `{…}` in its HTML is an expression
    references: object = None  # the link references markdown-it found (a reference's label is no prose)
    blocks: list[Block] = field(default_factory=list)
    notes: list[Block] = field(default_factory=list)
    lists: list[list[int]] = field(default_factory=list)  # per open list: [is_ordered, next number, its token]
    quote_depth: int = 0
    item_depth: int = 0
    item_starts: list[int] = field(default_factory=list)  # per open list item: len(blocks) when it opened
    joined: int = -1  # the block an item's paragraph joined as its consequence (text.arrow_lines), for its account
    merged_at: int = -1  # the last block a paragraph joined: one join a block (joins without end were quadratic)
    in_footnotes: int = 0
    pending_number: int | None = None  # the number of the list item just opened, for its first paragraph
    anchors: list[Anchors] = field(default_factory=lambda: [Anchors(style) for style in ANCHOR_STYLES])
    section: int | None = None  # the index in `blocks` of the heading whose section this is
    first_line: int = 1  # the body's first line in the file (token maps count from the body's)
    pending: list[BlockAccount] = field(default_factory=list)  # the accounts of source read that made no block yet
    hexo_tabs: int = 0  # Hexo `{% tabs %}` groups open around the token at hand (their `<!-- tab … -->` labels)
    # A picture left uncued (nothing before it pointed at it): where it stood in `blocks` and its alt text, for
    # the paragraph right after it to point back at ("위의 그림과 같이", "このように表示されます").
    unpointed: tuple[int, list[str]] | None = None
    box_depth: int = 0  # boxes (`:::warning`) open around the token at hand
    asides: set[int] = field(default_factory=set)  # the indices in `blocks` of what was said inside a box
    # The picture cue a run of pictures is being merged into and the descriptions it says (_picture_cue).
    run: tuple[Block, dict[str, None]] | None = None
    # The album cue the pictures of the token at hand were merged into (_picture_cue): their source's account is its.
    grown: Block | None = None
    output_end: int = -1  # len(blocks) right after a program's output was cued (text.output_lines)
    worded: bool = False  # whether the body has said words yet (a picture above them is its cover)
    link_cards: bool = False  # the site's plugin shows an address alone in its paragraph as a card (LINK_CARDS)
    last_words: int | None = None  # the index of the body's last token that says words (-1: none; None: not sought)

    def add(self, block: Block) -> None:
        target = self.notes if self.in_footnotes else self.blocks
        if not self.in_footnotes and block.kind in ("paragraph", "list_item", "quote") and not byline(block.text):
            self.worded = True
        if self.box_depth and not self.in_footnotes:
            self.asides.add(len(target))
        if (
            block.kind == "cue"
            and block.cue not in ("image", "video", "frame")
            and target
            and target[-1].kind == "cue"
            and target[-1].cue == block.cue
        ):
            # Code blocks in a row: one cue that says how many ("三段程式碼略過").
            segments = target[-1].segments + block.segments if block.cue in ("math", "code") else target[-1].segments
            target[-1] = replace(target[-1], count=target[-1].count + block.count, segments=segments)
            return
        target.append(block)

    def line_of(self, at: int) -> int:
        """The file's line of the token at `at` (of the nearest one before it that knows its line)."""
        for token in reversed(self.tokens[max(0, at - 8) : at + 1]):
            if token.map:
                return self.first_line + token.map[0]
        return self.first_line

    def end_of(self, at: int) -> int:
        """The file's last line of the token at `at` (its first, when it does not say)."""
        token = self.tokens[at]
        return self.first_line + token.map[1] - 1 if token.map else self.line_of(at)

    def settle(self, at: int, made: tuple[int, int], ledger: Ledger) -> None:
        """Account for the source of the token at `at` (what made blocks from `made` on: the counts of
        `blocks` and `notes` before it was read): its symbols against what the blocks hold and what the
        rules declared. Source that made no block waits for the next block (or goes to the last one)."""
        grown, self.grown = self.grown, None
        source = _span_source(self.tokens[at], ledger)
        if not source and not ledger.omitted and not ledger.cued:
            return
        targets = [(self.blocks, n) for n in range(made[0], len(self.blocks))] + [
            (self.notes, n) for n in range(made[1], len(self.notes))
        ]
        # (Code and cues apart from the words around them, as the source's backticks and tags keep them.)
        if not targets and self.joined == len(self.blocks) - 1 >= made[0] - 1 >= 0:
            targets = [(self.blocks, self.joined)]  # (a paragraph joined to the one above: text.arrow_lines)
        self.joined = -1
        said = [f" {s.text} " if s.code or s.cue else s.text for blocks, n in targets for s in blocks[n].segments]
        kept = source_account_later(source, self.line_of(at), self.end_of(at), said, ledger)
        if not targets:
            target = self._merged_cue(at, grown)
            if target is None:  # source that said nothing: for the next block (joined once, when it comes)
                self.pending.append(kept)
                return
            targets = [target]
        if self.pending:
            kept = BlockAccount.joined([*self.pending, kept])
            self.pending.clear()
        given = targets[0][0][targets[0][1]]
        self._give(targets[0], kept)
        if self.run is not None and self.run[0] is given:  # (the run's cue, now with its account)
            self.run = (targets[0][0][targets[0][1]], self.run[1])
        for blocks, n in targets[1:]:
            if blocks[n].account is None:
                blocks[n] = blocks[n].with_account(BlockAccount(kept.line, kept.end))

    def _merged_cue(self, at: int, grown: Block | None) -> tuple[list[Block], int] | None:
        """The cue block a code sample, formula or table at `at` was merged into ("three code samples"), or the
        album cue its pictures were (`grown`): a picture and its caption line after a picture's cue are said in that
        cue, and their source is accounted there, not on the next paragraph (review s21 M4: the words after an
        album were blamed for its second picture's alt)."""
        target = self.notes if self.in_footnotes else self.blocks
        if target and grown is not None and target[-1] is grown:
            return target, len(target) - 1
        if (
            target
            and target[-1].kind == "cue"
            and self.tokens[at].type in ("fence", "code_block", "math_block", "table_open")
        ):
            return target, len(target) - 1
        return None

    @staticmethod
    def _give(target: tuple[list[Block], int], kept: BlockAccount) -> None:
        blocks, n = target
        before = blocks[n].account
        blocks[n] = blocks[n].with_account(kept if before is None else before.merged(kept))

    def close(self) -> None:
        """Source read after the last block (a closing comment, a trailing link card): the last block's."""
        if not self.pending:
            return
        pending = BlockAccount.joined(self.pending)
        target = self.notes or self.blocks
        if target:
            before = target[-1].account
            target[-1] = target[-1].with_account(pending if before is None else before.merged(pending))
        self.pending.clear()

    def picture(self, alts: list[str]) -> None:
        """Pictures in a block of their own, by the picture rule (text.pictures): one described, its cue with its alt
        wherever it stands; else the bare cue anywhere past the body's first words (`_owed`, the s19 ruling), and
        above them where the prose points at it (a lead-in, a heading right above, the run a lead-in announced; the
        next paragraph pointing back or reacting); a badge only where a sentence points at it. A player's or an
        embedded page's cue wherever it stands."""
        target = self.notes if self.in_footnotes else self.blocks
        if self._player(alts):
            return
        if not alts:
            return
        if self._pointed(target, alts):
            self._picture_cue(alts)
        elif not self.in_footnotes and self._album(alts):
            return
        elif not self.in_footnotes:
            self.unpointed = (len(target), alts)

    def _pointed(self, target: list[Block], alts: list[str]) -> bool:
        """Whether pictures in a block of their own are cued where they stand (`picture`)."""
        if only_badges(alts):
            return lead_in(target)
        return (
            always_said(alts)
            or self._owed(alts)
            or lead_in(target)
            or leads_past_asides(target, self.asides)
            or opens_section(target)
            or _picture_run(target)
            or credited_above(target)
            or self._item_body(target)
            or named_above(target)
            or runs_into(target)
            or not self.in_footnotes
            and (announced_in_section(target, self.section) or _amid_words(target, alts) or _after_code(target))
        )

    def _owed(self, alts: list[str]) -> bool:
        """Whether pictures in a block of their own are owed their bare cue by where they stand alone: anywhere past
        the body's first words (the lead's s19 ruling: readers hear a picture the prose relies on whether or not it
        points at it by a word narrate knows — s19 held-out Ohzzi f12-query-improve-1 [8][33][34]…, a screenshot of
        each query's result between two paragraphs). Above the first words it is the article's cover; a badge row,
        an avatar, an icon or a tracking pixel never reaches here (`only_badges`, `decoration`)."""
        return self.worded and not self.in_footnotes and AUDIO not in alts  # (a sound player: its own rule)

    def _album(self, alts: list[str]) -> bool:
        """Whether bare pictures no sentence points at are an album, and if so their one counted cue: two or more
        pictures in one block, or a picture right after one left uncued with nothing said between them (consecutive
        blocks; a silent rule or comment between them is no prose). The page shows a run of pictures as a gallery,
        content a listener is told of wherever it stands, as a gallery shortcode's or an MDX box's (_gallery,
        _picture_box). Never a row of badges (`only_badges`): a README's shields or icon row is decoration.
        (s18 dev chiyuki0325 shadiao-times-pc: 41 `{% image %}` tags one after another, all silent.)"""
        unpointed = self.unpointed
        if only_badges(alts):
            return False
        if unpointed is not None and unpointed[0] == len(self.blocks) and not only_badges(unpointed[1]):
            self.unpointed = None
            self._picture_cue(unpointed[1] + alts)
            return True
        if len(alts) >= 2:
            self._picture_cue(alts)
            return True
        return False

    def _player(self, alts: list[str]) -> bool:
        """A player's or an embedded page's cue, never its title, wherever it stands; whether there was one. An
        embedded page of a named site says so ("an embedded page from billhu.us"): a live page, not a picture."""
        frames = [a for a in alts if a.startswith(FRAME)]
        if VIDEO not in alts and not frames:
            return False
        site = frame_site(frames[0]) if frames and VIDEO not in alts else ""
        kind: CueKind = "frame" if site else "video" if VIDEO in alts else "image"
        self.add(Block("cue", (Segment(site),) if site else (), cue=kind))
        return True

    def _item_body(self, target: list[Block]) -> bool:
        """Whether a picture is the body of the list item whose words were the last thing said: a step and its
        screenshot indented under it ("- 왼쪽 창 `DNS 관리` 선택", then the screen; Notion's export writes every
        step so), the item's words naming what it shows as a heading does (s14 dev withmaster
        synology_mailserver_settting [28][31][68]…, data_population [5][7]…)."""
        return (
            not self.in_footnotes
            and bool(self.item_starts)
            and len(target) > self.item_starts[-1]
            and target[-1].kind == "list_item"
            and target[-1].level == self.item_depth
        )

    def diagram(self) -> None:
        """A diagram the page draws from its source (a ```mermaid fence, PlantUML, `{% mermaid %}`): the picture cue
        wherever it stands. No diagram is decoration — a writer draws one for the prose, which goes on about it
        with no lead-in ("system architecture" then the flowchart: s12 held-out jx2lee dbt-cicd-pipeline [12];
        masaki39 Citations [4][83], a paragraph then the workflow drawn) — and it has no alt to say."""
        self._picture_cue([""])

    def _picture_cue(self, alts: list[str]) -> None:
        if AUDIO in alts:  # a sound player the text points at ("You can listen here"): a recording, no picture
            self.add(Block("cue", (), cue="audio"))
            return
        # Pictures in one block are one cue that says how many and every description, never "a picture" for three
        # screenshots or the first alt alone for two photos (s13 held-out Bai-Yingjie 当代容器读书笔记 [41][81],
        # aszx87410 2024-korea-seoul-travel [36]; s12 held-out CloudyWing Dapper-ODAC [11]). A row of badges the
        # prose points at stays one thing: its first label ("Run in Livebook").
        said = list(dict.fromkeys(a for a in map(label, alts) if a))
        count = 1 if only_badges(alts) else len(alts)
        if only_badges(alts):
            said = said[:1]
        target = self.notes if self.in_footnotes else self.blocks
        if _picture_run(target) and not only_badges(alts):
            # (pictures in a row, nothing said between them: an album, one cue that counts them and says every
            # description, "（此處有2張圖）", "(3 images: A; B.)" — the lead's s18 ruling on runs)
            last = target[-1]
            if self.run is not None and self.run[0] is last:
                seen = self.run[1]  # (the cue this run built, its descriptions so far)
                merged = last.segments
            else:
                seen = dict.fromkeys(s.text for s in last.segments)
                merged = tuple(map(Segment, seen))
            # (only the new descriptions are made and looked up: rebuilding the whole cue at each picture was
            # quadratic, 2,008 pictures in a row took 24 s)
            new = [a for a in said if a not in seen]
            seen.update(dict.fromkeys(new))
            target[-1] = replace(last, segments=merged + tuple(map(Segment, new)), count=last.count + count)
            self.run = (target[-1], seen)
            self.grown = target[-1]
            return
        self.add(Block("cue", tuple(map(Segment, said)), cue="image", count=count))

    def pictures(self, sources: list[str]) -> None:
        """The first picture of a section becomes its chapter's art."""
        section = self.section
        if sources and section is not None and not self.in_footnotes and not self.blocks[section].image:
            self.blocks[section] = replace(self.blocks[section], image=sources[0])

    def said(
        self,
        segments: tuple[Segment, ...],
        *,
        heading: int = 0,
        item: int = 0,
        number: int | None = None,
        quote: int = 0,
    ) -> None:
        """A block of words, as what is open around it makes it: a footnote, a heading, an item, a quote."""
        target = self.notes if self.in_footnotes else self.blocks
        # (a chain of labels joined by '>' that an instruction walks: its steps, text.menu_steps)
        segments = instructed_steps(segments, numbered=number is not None)
        plain = not (self.in_footnotes or heading or item or quote)
        segments = self._album_above(segments) if plain else segments
        closing = _closing_picture(segments)
        owed = closing_owed(segments, worded=self.worded)
        if any(s.cue == PENDING_PICTURE for s in segments):
            # (whether the blocks above lead in matters only to a picture waiting to be decided: asked for every block,
            # the pointing patterns read the end of the block before each one for nothing — s20 speed, #43)
            segments = decided_pictures(
                segments,
                led=lead_in(target) or opens_section(target) or credited_above(target),
                worded=self.worded and not self.in_footnotes,
                held=plain,
            )
        self._caption_said(segments)
        if self.in_footnotes:
            self.add(Block("footnote", segments))
        elif heading:
            self.add(Block("heading", segments, heading))
            self.section = len(self.blocks) - 1
        elif item:
            if self._consequence_joined(segments, item):
                return
            self._pointed_back(segments)  # (an item right under a picture: "- 이렇게 하면 …", jongkyuu Make_maze [11])
            self.add(Block("list_item", segments, item, number=number, list_at=self.lists[0][2] if self.lists else -1))
        elif quote:
            self._pointed_back(segments)  # (a credit quoted under a picture, "> 圖片來源：…": titangene css-float)
            self.add(Block("quote", segments, quote))
        else:
            self._pointed_back(segments)
            self.add(Block("paragraph", segments))
            self._closing_cue(segments, closing, owed)

    def _album_above(self, segments: tuple[Segment, ...]) -> tuple[Segment, ...]:
        """A paragraph's segments after the pictures heading it, each on its line, whose one album cue is said above
        its words (text.pictures `opening_album`); `segments` as they are where none do."""
        album, rest = opening_album(segments, worded=self.worded)
        if album:
            self._pointed_back(rest)
            self._picture_cue(album)
        return rest

    def _closing_cue(self, segments: tuple[Segment, ...], closing: str | None, owed: list[str]) -> None:
        """After a paragraph: the cue of the pictures alone on its last line (`owed`, ruling 4b widened: shown under
        it), unless cued in place; else a closing picture left to the next paragraph's pointing words."""
        if owed and not _cued_at_end(segments):
            self._picture_cue(owed)
        elif closing is not None and not (segments and segments[-1].cue == "picture"):
            # A picture on the last line of a paragraph that nothing in it points at: the next paragraph may
            # ('有了以上兩個關係式…差別！' then the chart, then '上圖繪製程式碼：', s18 dev peienwu birthday [12])
            self.unpointed = (len(self.blocks), [closing])

    def _consequence_joined(self, segments: tuple[Segment, ...], item: int) -> bool:
        """Whether a list item's paragraph opening with an arrow under the item's paragraph above, which states
        something, joined that paragraph as its consequence ("- …が生じたため" / blank / "  -> アクセス履歴を…問題に":
        text.arrow_lines; s20 held-out joj0hq session-manager [23][25], the arrow dropped at the paragraph's edge)."""
        target = self.notes if self.in_footnotes else self.blocks
        first = segments[0] if segments else None
        if (
            first is None
            or first.code
            or first.cue
            or not self.item_starts
            or len(target) <= self.item_starts[-1]
            or target[-1].kind != "list_item"
            or target[-1].level != item
            or self.merged_at == len(target) - 1
            or not ARROW_OPENING.match(first.text)
        ):
            return False
        marked = consequence_marked(target[-1].text.rpartition("\n")[2], first.text)
        if marked == first.text:
            return False
        last = target[-1].segments
        if last and not last[-1].code and not last[-1].cue:
            said = (*last[:-1], Segment(last[-1].text + " " + marked), *segments[1:])
        else:
            said = (*last, Segment(marked), *segments[1:])
        target[-1] = replace(target[-1], segments=said)
        self.joined = len(target) - 1 if target is self.blocks else -1
        self.merged_at = len(target) - 1
        return True

    def _caption_said(self, segments: tuple[Segment, ...]) -> None:
        """A picture's cue without its alt when the block right under it says the same words (an italic line
        repeating the alt, its caption): the listener hears them once."""
        target = self.notes if self.in_footnotes else self.blocks
        if not target or target[-1].kind != "cue" or target[-1].cue != "image" or not target[-1].segments:
            return
        alt, said = (_passage_key(Block("paragraph", s)) for s in (target[-1].segments, segments))
        if alt and said == alt:  # (the same words: not "CLIPのうち、…" under "![CLIP](…)")
            target[-1] = replace(target[-1], segments=())

    def _pointed_back(self, segments: tuple[Segment, ...]) -> None:
        """The cue of the picture right before a paragraph whose first sentence points back at it."""
        unpointed, self.unpointed = self.unpointed, None
        if unpointed is None or unpointed[0] != len(self.blocks):
            return
        text = "".join(s.text for s in segments if not s.cue)
        if points_back(text) or not only_badges(unpointed[1]) and (reacts(text) or credited_below(text)):
            self._picture_cue(unpointed[1])


def _cued_at_end(segments: tuple[Segment, ...]) -> bool:
    """Whether a block's last thing said is a picture's cue (its closing picture decided in its place)."""
    last = next((s for s in reversed(segments) if s.cue or s.text.strip()), None)
    return last is not None and last.cue == "picture"


def _closing_picture(segments: tuple[Segment, ...]) -> str | None:
    """The alt of a picture on a line of its own that closes a block (nothing said after it), else None."""
    for seg in reversed(segments):
        if seg.cue == PENDING_PICTURE:
            return seg.text
        if seg.cue or seg.text.strip():
            return None
    return None


# A handler reads the token at `at` (and any it owns) and returns the index of the next one to read.
_Handler = Callable[[_Walk, int], int]


def _heading(walk: _Walk, at: int) -> int:
    inline = walk.tokens[at + 1]
    # Every heading takes its id, spoken or not (ids of later ones count the earlier ones).
    # Hugo reads the Markdown of the heading's last line; the others its text.
    segments, given = _without_heading_id(merged_segments(inline_segments(inline, site=walk.site)))
    segments = decided_pictures(segments)
    # (an id written after the title, `(#splitting)`, is the heading's own, as `{#splitting}` is)
    source, text = (f"{{#{given}}}", f"{{#{given}}}") if given else (inline.content.rsplit("\n", 1)[-1], "")
    ids = tuple(a.next(source, text or heading_text(inline)) for a in walk.anchors)
    # A heading of signs alone names what follows (a dialogue's speaker, "## 🧑"): its signs are its words.
    if says_words(segments) or sign_only(s.text for s in segments if not s.cue):
        walk.add(Block("heading", segments, int(walk.tokens[at].tag[1]), anchors=ids))
        if not walk.in_footnotes:
            walk.section = len(walk.blocks) - 1
    walk.pictures(image_sources(inline))
    return at + 3


# A heading's own id written after it (`## Hyrum's Law [#hyrums-law]`, Fumadocs and remark plugins;
# `## Splitting (#splitting)`, brandur/sorg): the page's anchor, never words. The id is of slug shape,
# lower case, and not a number (`## Fix crash (#123)` names an issue the page shows).
_HEADING_ID = LazyPattern(r"\s*(?:\[#([\w-]{1,200})\]|\(#([a-z][a-z0-9]*(?:[-_][a-z0-9]+){0,20})\))\s*$")
_ID_WORD = LazyPattern(r"[a-z0-9]+")


def _without_heading_id(segments: tuple[Segment, ...]) -> tuple[tuple[Segment, ...], str]:
    """A heading's segments without a `[#id]` or `(#id)` closing it, and that id ("" when none)."""
    if not segments or segments[-1].code or segments[-1].cue or "#" not in segments[-1].text:
        return segments, ""
    found = _HEADING_ID.search(segments[-1].text)
    if found is None or found.group(2) and not _names_its_heading(found.group(2), segments, found.start()):
        return segments, ""
    account.omit("heading id", found.group(0))
    rest = segments[-1].text[: found.start()]
    return ((*segments[:-1], Segment(rest)) if rest else segments[:-1]), found.group(1) or found.group(2)


def _names_its_heading(given: str, segments: tuple[Segment, ...], end: int) -> bool:
    """Whether a bracketed `(#id)` is the heading's anchor: a word of it begins a word of the title
    (`Prepare an escape hatch (#escape-hatch)`), or the id is of several words, or the title has no
    Latin word to share (`## 介绍 (#intro)`); `## Macros (#define)` names a directive the page shows."""
    title = ("".join(s.text for s in segments[:-1]) + segments[-1].text[:end]).lower()
    words = _ID_WORD.findall(title)
    if not words or "-" in given or "_" in given:
        return True
    return any(
        w.startswith(part) or part.startswith(w) for part in _ID_WORD.findall(given) for w in words if len(w) > 2
    )


def _pipe_rows(source: str) -> bool:
    """Whether a paragraph is rows of a table that GFM did not take (no delimiter row, or one whose cells do
    not match the header's): every line a row "| a | b |", or opening with a pipe under a delimiter row. The site shows it as text, pipes and all; a
    listener gets the table's cue, not "vertical bar" between the cells."""
    lines = [line.strip() for line in source.split("\n") if line.strip()]
    if not lines or not all(line[0] == "|" and line.count("|") >= 2 for line in lines):
        return False
    # Rows closed by a pipe, or rows under a delimiter row whose cells need not match the header's nor close
    # with a pipe (kramdown's and marked's tables: `|parameter|description|` over `|-|-|-|`, then `| a | b`).
    closed = all(len(line) > 2 and line[-1] == "|" and line.count("|") >= 3 for line in lines)
    return closed or len(lines) >= 2 and any(_DELIMITER_ROW.fullmatch(line) for line in lines[1:])


_DELIMITER_ROW = LazyPattern(r"\|?(?:\s*:?-+:?\s*\|)+\s*(?::?-+:?\s*)?")


# kramdown's table of contents: a list of one item whose last line is `{:toc}` (`* TOC\n{:toc}`);
# the page shows the headings there, which a listener hears as chapters anyway.
_KRAMDOWN_TOC = LazyPattern(r"(?:^|\n)[ \t]{0,3}\{:[ \t]{0,3}\.?toc[ \t]{0,3}\}[ \t]*$")


# A file include of GitBook/Honkit's include-codeblock plugin (`[import](src/a.js)`, `[include, title:"a.js"](…)`,
# `[import title:"a.js"](…)`, `[import:"marker"](…)`): a link whose label's first command is import or include. The page shows the file
# as a code block, so the listener gets the code cue, never "import, title…". The plugin's commands are lower
# case; a link to a web address or to a page (`[Import](import.md)` in a docs menu) is a link.
_FILE_INCLUDE = LazyPattern(
    r"[ \t]*\[[ \t]*(?:import|include)(?:"
    # with the plugin's options (`, title:"a.js"`, `:marker`, ` title="a.md"`): any file
    r"(?:[ \t]*[:,][^\]\n]{0,500}|[ \t]+[a-z]+[:=][^\]\n]{0,500})[ \t]*\]\((?![a-z][a-z0-9+.-]*:|#)"
    # bare (`[import](x)`): a file that is not a page (`[include](setup.md)` may be a menu's link)
    r"|[ \t]*\]\((?![a-z][a-z0-9+.-]*:|#)(?![^)\s]*(?:\.(?:md|mdx|markdown|html?)|/)(?:[#?][^)\s]*)?\))"
    r")[^)\s]{1,2000}\)[ \t]*"
)


def _spoiler_marked(inline: Token) -> bool:
    """Whether a paragraph's bars are a spoiler's the site shows as its words (`||這是效果||`: text.dialects)."""
    return any(
        c.type == "dialect_mark" and (c.meta or {}).get("rule") == "spoiler marks" for c in inline.children or ()
    )


def _file_includes(content: str) -> bool:
    """Whether a paragraph is only file includes, one a line (what the plugin replaces by code blocks)."""
    return all(_FILE_INCLUDE.fullmatch(line) for line in content.split("\n"))


def _paragraph(walk: _Walk, at: int) -> int:
    inline = walk.tokens[at + 1]
    if walk.item_depth and "{:" in inline.content and _KRAMDOWN_TOC.search(inline.content):
        account.omit("kramdown table of contents", inline.content)
        return at + 3
    if "|" in inline.content and _pipe_rows(inline.content) and not _spoiler_marked(inline):
        account.cue("table", inline.content)
        walk.add(Block("cue", (), cue="table"))
        return at + 3
    if _code_paragraph(walk, inline):
        account.cue("code", inline.content)
        walk.add(Block("cue", (), cue="code"))
        return at + 3
    if _figure_call(walk, inline):
        return at + 3
    output = _output_tail(walk, at)
    if output == "":
        return at + 3
    try:
        # (a picture and its caption line under it, in the paragraph or an HTML block cut from it: one figure)
        walk.tokens[at + 1] = _amid_words_avatars(walk, at, walk.tokens[at + 1])  # (the head _output_tail cut)
        captioned = captioned_picture(walk.tokens[at + 1])
        if captioned is None and at + 3 < len(walk.tokens):
            captioned = caption_under(walk.tokens[at + 1], walk.tokens[at + 3])
        if captioned is not None:
            walk.tokens[at + 1] = captioned
        end = _paragraph_read(walk, at)
    finally:
        walk.tokens[at + 1] = inline
    if output:
        _output_cue(walk, output)
    return end


def _amid_words_avatars(walk: _Walk, at: int, inline: Token) -> Token:
    """The paragraph at `at` with each picture whose file is named for an avatar marked content (`AMID_WORDS`) where
    the paragraph is only pictures and stands between the body's words (worded above, words after it): a picture
    the prose is about, not the author's face by a byline or a signature (text.pictures `named_avatar`)."""
    children = inline.children or []
    if not walk.worded or walk.in_footnotes or not any(c.type == "image" for c in children):
        return inline
    if any(c.type not in ("image", "link_open", "link_close", "softbreak") and c.content.strip() for c in children):
        return inline
    if not any(named_avatar(str(c.attrGet("src") or "")) for c in children if c.type == "image"):
        return inline
    if walk.last_words is None:  # (once per body: the last token that says words)
        found = (n for n in range(len(walk.tokens) - 1, -1, -1) if _says_words(walk.tokens[n]))
        walk.last_words = next(found, -1)
    if walk.last_words <= at + 1:
        return inline
    copied = inline.copy()
    copied.children = [c.copy(meta={**(c.meta or {}), AMID_WORDS: True}) if c.type == "image" else c for c in children]
    return copied


def _says_words(token: Token) -> bool:
    return token.type == "inline" and any(ch.isalnum() for ch in token.content) and "![" not in token.content


def _figure_call(walk: _Walk, inline: Token) -> bool:
    """A paragraph that is only a figure call with its caption (Zola's `{{ figure(src=…, caption=…) }}` on its
    line): one picture cue carrying the caption, as the block shortcode is said (`_captioned_figure`)."""
    calls = [c for c in inline.children or [] if not _blank_child(c)]
    if len(calls) != 1 or calls[0].type != "shortcode":
        return False
    found = shortcode_image(calls[0].content)
    if found is None or not _captioned_figure(walk, calls[0].content, found):
        return False
    account.omit("shortcode", calls[0].content)
    walk.pictures([s for s in map(picture_source, html_sources(calls[0].content, SHORTCODE_SRC)) if s])
    return True


def _paragraph_read(walk: _Walk, at: int) -> int:
    """A paragraph that is no cue of its own read: its pictures, a link card, or its words said."""
    inline = walk.tokens[at + 1]
    walk.pictures(image_sources(inline))
    images: list[str] = []
    segments = _paragraph_segments(walk, at, images)
    if _a_card(walk, at, segments):
        return _link_cards(walk, at, segments)
    if says_words(segments) or any(s.cue == "math" for s in segments) or _signs_in_code(segments):
        player = _leading_player(inline)
        if player is not None and not walk.item_depth:
            walk.picture([player])  # a player the paragraph opens with, then its caption: the player's cue first
        walk.said(segments, item=walk.item_depth, number=walk.pending_number, quote=walk.quote_depth)
        if walk.item_depth and not walk.in_footnotes:
            walk.pending_number = None  # an item's later paragraphs are not numbered again
    elif not _ellipsis_item(walk, inline, images):
        for segment in segments:
            drop_signs(segment.text)  # a pointer on a line of its own ("↓"), a row of emoji: declared dropped
        walk.picture(images)
    return at + 3


def _signs_in_code(segments: tuple[Segment, ...]) -> bool:
    """Whether a paragraph is only code spans of signs (`= += -= *= /= %=`, `== === != !==`): the operators a heading
    names, said by their names as the same spans are inside a sentence, never dropped as a row of marks (s18 held-out
    bacnotes javascript-fundamentals-part1 [85][87]: covered by no chunk)."""
    spans = [s for s in segments if s.text.strip()]
    return (
        bool(spans)
        and all(s.code and not s.cue for s in spans)
        and any(not ch.isspace() for s in spans for ch in s.text)
    )


def _output_tail(walk: _Walk, at: int) -> str | None:
    """A program's output a paragraph holds (text.output_lines): when it is the whole paragraph, the code cue, and
    "" back; when it is the paragraph's tail, the tail's text back and the paragraph's token cut to the lines before
    it (the walk puts the token back); None when it holds none."""
    inline = walk.tokens[at + 1]
    after_output = walk.output_end == len(walk.blocks) and not walk.in_footnotes
    start = output_from(inline.content, after_output=after_output)
    if start is None:
        return None
    lines = inline.content.split("\n")
    head = _token_head(inline, start) if start else None
    if start and head is None:
        return None  # (its children do not break where its lines do: read whole, as before)
    tail = "\n".join(lines[start:])
    if head is None:
        _output_cue(walk, tail)
        return ""
    walk.tokens[at + 1] = head
    return tail


def _output_cue(walk: _Walk, text: str) -> None:
    """The code cue for a program's output; output going on from the paragraph before adds no sample to its count."""
    account.cue("code", text)
    going_on = walk.output_end == len(walk.blocks) and not walk.in_footnotes
    walk.add(Block("cue", (), cue="code", count=0 if going_on else 1))
    walk.output_end = len(walk.blocks)


def _token_head(inline: Token, lines: int) -> Token | None:
    """A copy of a paragraph's inline token holding its first `lines` lines (children up to the break that ends
    them), or None when its children hold fewer breaks than its text has lines."""
    kids = inline.children or []
    breaks = [at for at, kid in enumerate(kids) if kid.type in ("softbreak", "hardbreak")]
    if len(breaks) != inline.content.count("\n"):
        return None
    head = copy(inline)
    head.children = kids[: breaks[lines - 1]]
    head.content = "\n".join(inline.content.split("\n")[:lines])
    return head


def _code_paragraph(walk: _Walk, inline: Token) -> bool:
    """Whether a paragraph is code the page shows, said as the code cue: file includes (`[import](src/a.js)`); and,
    outside lists, a sample's lines an export left unfenced (`REACT_APP_API_URL={…}/admin/graphql;`) or a statement
    alone in code type (`let v: Vec<i32> = Vec::new();`), code by their shape."""
    if inline.content.lstrip()[:1] == "[" and _file_includes(inline.content):
        return True
    if walk.item_depth:
        return item_spilled(inline.content)
    return spilled(inline.content) or _statement_spans(inline)


def _statement_spans(inline: Token) -> bool:
    """Whether a paragraph is only code spans (blanks and line breaks between them) that are statements
    (code_lines.spans_spilled)."""
    if "`" not in inline.content:
        return False
    kids = [child for child in inline.children or () if not _blank_child(child)]
    return bool(kids) and all(c.type == "code_inline" for c in kids) and spans_spilled([c.content for c in kids])


def _ellipsis_item(walk: _Walk, inline: Token, images: list[str]) -> bool:
    """An item that is only an ellipsis ("- family, given / - ..."): the list goes on, said as a reader says it, "and
    so on" (s12 held-out masaki39 Citations_2024-02-08 [67]: dropped, the list heard as closed)."""
    if not walk.item_depth or images or not _ELLIPSIS.fullmatch(inline.content):
        return False
    # (a cue that stands for the item: its dots, three middle dots "・・・" among them, are the cue's, not lost)
    account.cue("and so on", inline.content)
    walk.said((Segment("…", cue="and so on"),), item=walk.item_depth, number=walk.pending_number)
    return True


# (CJK writers also draw it with middle dots, six of them as a Chinese ellipsis "······" or Japanese "・・・": s17
# held-out lovezhangchuangxin 浏览器事件循环 [29][62], the task lists' last item "- ······" dropped)
_ELLIPSIS = LazyPattern(r"\s*(?:\.{3,6}|…{1,2}|⋯{1,2}|⋮|·{3,6}|・{3,6}|･{3,6}|。{3,6})\s*")


def _amid_words(blocks: list[Block], alts: list[str]) -> bool:
    """Whether pictures its writer named ('realtime-report', 'cat_white.png': pictures.writer_named) stand after the
    article's words: content the page shows between them, cued bare wherever they stand (a name said as no caption).
    Above the first words (a cover) they stay the pointing rule's."""
    return any(map(writer_named, alts)) and any(b.kind in ("paragraph", "list_item", "quote") for b in blocks)


def _after_code(blocks: list[Block]) -> bool:
    """Whether a picture stands right after a code sample, nothing said between them: the output the code gives, as
    the page shows it ('### Info', a sentence, the code, then `![](info.png)`: s18 held-out AppleGamer22 go/log
    [19][22][25][30], each level's screenshot silent)."""
    return bool(blocks) and blocks[-1].kind == "cue" and blocks[-1].cue == "code"


def _picture_run(blocks: list[Block]) -> bool:
    """Whether the last thing said is a picture's cue: the picture after it is the next of a run the same lead-in
    announced ("下面兩張圖…：", two screenshots: the second was silent, s11 dev titangene
    gcp-network-and-http-load-balancer [115][170])."""
    return bool(blocks) and blocks[-1].kind == "cue" and blocks[-1].cue == "image"


def _leading_player(inline: Token) -> str | None:
    """What a player a paragraph opens with shows (model.VIDEO, AUDIO, FRAME), or None: `<audio …></audio><p>The
    Changelog 332…</p>` on one line is one paragraph to Markdown (an `<audio>` opens no HTML block), and its words are
    the player's caption, not a sentence around it (s10 held-out svelte.dev 2019-01-31-svelte-on-the-changelog)."""
    first = next((c for c in inline.children or [] if not _blank_child(c)), None)
    if first is None or first.type != "html_inline":
        return None
    shown = html_image(first.content)
    return shown if shown is not None and is_media(shown) else None


def _blank_child(token: Token) -> bool:
    return token.type in ("softbreak", "hardbreak") or token.type == "text" and not token.content.strip()


def _paragraph_segments(walk: _Walk, at: int, images: list[str]) -> tuple[Segment, ...]:
    """A paragraph's segments, as what holds it makes them: an alert's kind in a quote, a task item's box."""
    segments = merged_segments(inline_segments(walk.tokens[at + 1], images, paragraph=True, site=walk.site))
    if walk.quote_depth and walk.tokens[at - 1].type == "blockquote_open":
        # (a quote's first paragraph, at the top or inside a list item, where DocFX's steps put their notes:
        # '    > [!TIP]' under step 7, s14 dev OfficeDev task-reminders [21]; never an item inside a quote,
        # whose `[!]` is a task box)
        segments = tuple(alert_cue(list(segments)))
    if walk.item_depth and walk.tokens[at - 1].type == "list_item_open":
        segments = _task(segments)
    return segments


def _a_card(walk: _Walk, at: int, segments: tuple[Segment, ...]) -> bool:
    """Whether the paragraph at `at` is a link card left to the card rule (no lead-in, not inside a sentence)."""
    return (
        not walk.item_depth
        and not walk.in_footnotes
        and only_domain(segments)
        and (
            # (a card of the site's plugin is a card wherever it stands: after a lead-in or inside a sentence too)
            walk.link_cards
            and bool(_CARD_LINE.fullmatch(walk.tokens[at + 1].content))
            or not lead_in(walk.blocks)
            and not _inside_sentence(walk, at)
        )
    )


# A paragraph that stops mid-sentence: it ends in a letter, not a mark ("本日は先日リリースした", then a card);
# one that goes on a sentence: it opens with a particle, a comma or a lower-case word ("の宣伝・解説記事…").
_UNFINISHED = LazyPattern(r"[^\W\d_]\s*$")
_GOES_ON = LazyPattern(r"\s*(?:[\u3041-\u309f、，,]|[a-z])")


def _inside_sentence(walk: _Walk, at: int) -> bool:
    """Whether the paragraph at `at` (a link card) stands inside a sentence: the paragraph before it stops
    mid-sentence and the one after it goes on with it (the card is the sentence's object)."""
    blocks, tokens = walk.blocks, walk.tokens
    if not blocks or blocks[-1].kind != "paragraph" or not _UNFINISHED.search(blocks[-1].text[-8:]):
        return False
    after = at + 4
    return after < len(tokens) and tokens[after].type == "inline" and bool(_GOES_ON.match(tokens[after].content))


_CARD_LINE = LazyPattern(r"\s*<?https?://[^\s<>]{1,2000}>?\s*")


def _under_picture(tokens: list[Token], at: int) -> bool:
    """Whether the paragraph at `at` comes right under a paragraph that is only pictures (its credit)."""
    if at < 3 or tokens[at - 1].type != "paragraph_close":
        return False
    children = tokens[at - 2].children or []
    return any(c.type == "image" for c in children) and all(
        c.type in ("image", "softbreak", "hardbreak") or c.type == "text" and not c.content.strip() for c in children
    )


def _names_code(tokens: list[Token], at: int) -> bool:
    """Whether a code block comes at `at`: the line above it (`package.json`, `index.js`) is its file's name."""
    return at < len(tokens) and tokens[at].type in ("fence", "code_block")


def _link_cards(walk: _Walk, at: int, segments: tuple[Segment, ...]) -> int:
    """A link card (Zenn, Qiita: a URL alone on its line) the text points at says where: its site is said
    (after a lead-in ("参考：") or inside a sentence the caller keeps it too); only a picture's credit right
    under it is for eyes. Two or more in a row are a list of links: its cue, as for a list made only of links."""
    tokens = walk.tokens
    end = at + 3
    while (
        end + 2 < len(tokens)
        and tokens[end].type == "paragraph_open"
        and tokens[end].level == tokens[at].level
        and _CARD_LINE.fullmatch(tokens[end + 1].content)
    ):
        end += 3
    if walk.link_cards and not _under_picture(tokens, at):
        _site_cards(walk, at, end)
        return end
    if end == at + 3:
        if _under_picture(tokens, at) and not _names_code(tokens, end):  # a picture's credit ("unsplash.com"): for eyes
            account.omit("link card", "".join(s.text for s in segments))
        else:  # the page shows an address ("リポジトリは以下です。", then the card): its site is said
            walk.said(segments, quote=walk.quote_depth)
        return end
    for n in range(at + 1, end, 3):
        account.cue("links", tokens[n].content)
    walk.add(Block("cue", (), cue="links", count=(end - at) // 3))
    return end


def _site_cards(walk: _Walk, at: int, end: int) -> None:
    """Link cards the site's own plugin makes (LINK_CARDS: @okaryo/gatsby-remark-link-card), each a card on the page
    with the linked page's title, fetched online: each said as what an offline reading knows of it, its site and
    the words its address carries (text.urls.card_words: "docs.github.com: managing a custom domain for your github
    pages site"). s23 held-out AoSankaku moved_to_aosankaku_net [24] ("これ見てください" after two cards heard as
    "two links"), ideal_sns [10] [23] [64] [74], arkse_server_mendokatta [7] [15] [95]: only the domain, or a count."""
    for n in range(at + 1, end, 3):
        words = card_words(walk.tokens[n].content)
        if not words:
            continue
        account.reworded("a link card said as its site and its address's words", walk.tokens[n].content)
        walk.said((Segment(words),), quote=walk.quote_depth)


# A task list item's box (GFM, `- [ ] draft`, `- [x] publish`): a checkbox the page draws. Obsidian (and Quartz,
# its themes) draws one for any mark in the box: `[/]` in progress, `[-]` cancelled, `[>]` forwarded, `[?]`, `[!]`.
_TASK_BOX = LazyPattern(r"\[([ xX/<>?!*-])\][ \t]+")


def _task(segments: tuple[Segment, ...]) -> tuple[Segment, ...]:
    """An item's segments without its task box: an empty box is not said, a ticked one says it is done
    ("Done: publish the post", 「已完成：」) — never "[x]"."""
    if not segments or segments[0].code or segments[0].cue:
        return segments
    found = _TASK_BOX.match(segments[0].text)
    if found is None:
        return segments
    account.omit("task box", found.group(0))
    rest = segments[0].text[found.end() :]
    done = (Segment("", cue="alert:done"),) if found.group(1) in "xX" else ()
    return (*done, *((Segment(rest),) if rest else ()), *segments[1:])


def _page_list(walk: _Walk, at: int) -> int:
    """A list of the site's pages the page shows in place (MyST's `{toctree}`: its pages' titles, each a link):
    the links cue with how many, or without a number when a glob pattern leaves it to the site."""
    token = walk.tokens[at]
    account.cue("links", token.content)
    walk.add(Block("cue", (), cue="links", count=int((token.meta or {}).get("pages") or 1)))
    return at + 1


def _list_open(walk: _Walk, at: int) -> int:
    end = _list_end(walk.tokens, at)
    if (
        end < len(walk.tokens)
        and walk.tokens[end].type == "container_line"
        and _KRAMDOWN_TOC.search(walk.tokens[end].content)
    ):
        # `* TOC` then `{:toc}` on its own line: kramdown's table of contents (the headings, heard as
        # chapters).
        account.omit("kramdown table of contents", " ".join(t.content for t in walk.tokens[at : end + 1]))
        return end + 1
    links = _links_only(walk.tokens, at)
    if links is not None and not _titles(walk.tokens, at, links[0]):
        # A list made only of links to addresses (bare URLs, domains, "link" again): a cue says how many, as
        # for code; a list of titles is read (_titles), a table of contents too (the sentence before it may
        # announce it: "three themes:", and its sub-entries are titles like its entries).
        end, texts = links
        made = (len(walk.blocks), len(walk.notes))
        with account.keeping() as ledger:  # (a list opens no ledger of its own: its items' blocks do)
            for text in texts:
                account.cue("links", text)
        walk.add(Block("cue", (), cue="links", count=len(texts)))
        walk.settle(at, made, ledger)
        return end
    token = walk.tokens[at]
    ordered = token.type == "ordered_list_open"
    # (a list may start at 0, "0. 準備": the page shows 0, so it is said; `or 1` would shift every number)
    start = token.attrGet("start")
    walk.lists.append([ordered, (1 if start is None else int(start)) if ordered else 0, at])
    return at + 1


def _list_end(tokens: list[Token], at: int) -> int:
    """The index after the list opened at `at`."""
    level = tokens[at].level
    for n in range(at + 1, len(tokens)):
        if tokens[n].type.endswith("_list_close") and tokens[n].level == level:
            return n + 1
    return len(tokens)


_LINK_ITEM_MARKS = " \t\n.,;:、，。；：-–—·|/()（）"


def _links_only(tokens: list[Token], at: int) -> tuple[int, list[str]] | None:
    """(the index after the list, each item's text) when the list opened at `at` has two or more items and
    each is only a link (a link's text, or a bare URL) and the marks around it; else None."""
    level, texts = tokens[at].level, []
    n = at + 1
    while n < len(tokens) and not (tokens[n].type.endswith("_list_close") and tokens[n].level == level):
        token = tokens[n]
        if token.type == "list_item_open":
            inline = tokens[n + 2] if n + 2 < len(tokens) and tokens[n + 1].type == "paragraph_open" else None
            close = n + 4 if inline is not None else n
            if (
                inline is None
                or inline.type != "inline"
                or tokens[close].type != "list_item_close"
                or not _only_a_link(inline)
            ):
                return None
            texts.append(inline.content)
            n = close + 1
            continue
        return None
    if len(texts) < 2:
        return None
    return n + 1, texts


def _titles(tokens: list[Token], start: int, end: int) -> bool:
    """Whether the links of a list say words a listener should hear: at least half of them have a text of their
    own — a title or a name ("Javascript继承机制的设计思想", "Burp Suite") that the page shows and the next
    sentence may refer to ("這兩篇講到…") — not an address (a URL, the link's own domain) nor the text another
    link of the list has too ("link", "here"). A list of those is only addresses: its cue."""
    said: list[tuple[str, str]] = []  # (each link's text, its address)
    for token in tokens[start:end]:
        if token.type != "inline":
            continue
        children = token.children or []
        href = next((str(c.attrGet("href") or "") for c in children if c.type == "link_open"), "")
        said.append(("".join(c.content for c in children if c.type in ("text", "code_inline")).strip(), href))
    seen = Counter(text.casefold() for text, _ in said)
    titles = sum(seen[text.casefold()] == 1 and not _an_address(text, href) for text, href in said)
    return titles * 2 >= len(said)


def _an_address(text: str, href: str) -> bool:
    """Whether a link's text is an address: a URL, or (part of) the link's own address ("github.com" for
    https://github.com/x) — never a name that only looks like one ("Node.js" for https://nodejs.org)."""
    flat = text.casefold().strip(_LINK_ITEM_MARKS)
    return (
        not flat
        or "://" in flat
        or flat.startswith("www.")
        or (" " not in flat and "." in flat and flat.removeprefix("www.") in href.casefold())
    )


def _only_a_link(inline: Token) -> bool:
    """Whether an inline token is one link (or a bare URL, or MyST's `[](page.md)`) and marks, nothing else said."""
    children = inline.children or []
    if _a_page_link(children):
        return True
    links = [c for c in children if c.type == "link_open"]
    if len(links) == 1:
        inside = False
        for child in children:
            if child.type in ("link_open", "link_close"):
                inside = child.type == "link_open"
            elif not inside and child.type in ("text", "code_inline") and child.content.strip(_LINK_ITEM_MARKS):
                return False
            elif not inside and child.type not in ("text", "softbreak", "code_inline"):
                return False
        return True
    text = inline.content.strip(_LINK_ITEM_MARKS)
    return not links and bool(_BARE_URL.fullmatch(text))


_BARE_URL = LazyPattern(r"(?:https?://|www\.)\S{1,2000}")


def _a_page_link(children: list[Token]) -> bool:
    """Whether an inline's children are one MyST link with no text of its own (`[](page.md)`, text.dialects) and
    blanks: the page shows a link there, the target's title."""
    pages = [c for c in children if c.type == "dialect_mark" and (c.meta or {}).get("page_link")]
    return len(pages) == 1 and all(c is pages[0] or c.type == "text" and not c.content.strip() for c in children)


def _list_close(walk: _Walk, at: int) -> int:
    if walk.lists:
        walk.lists.pop()
    return at + 1


def _item_open(walk: _Walk, at: int) -> int:
    walk.item_depth += 1
    walk.item_starts.append(len(walk.blocks))
    if walk.lists and walk.lists[-1][0]:
        walk.pending_number = walk.lists[-1][1]
        walk.lists[-1][1] += 1
    return at + 1


def _item_close(walk: _Walk, at: int) -> int:
    walk.item_depth = max(0, walk.item_depth - 1)
    if walk.item_starts:
        walk.item_starts.pop()
    walk.pending_number = None
    return at + 1


def _quote_open(walk: _Walk, at: int) -> int:
    walk.quote_depth += 1
    return at + 1


def _quote_close(walk: _Walk, at: int) -> int:
    walk.quote_depth = max(0, walk.quote_depth - 1)
    return at + 1


def _footnotes_open(walk: _Walk, at: int) -> int:
    walk.in_footnotes += 1
    return at + 1


def _footnotes_close(walk: _Walk, at: int) -> int:
    walk.in_footnotes = max(0, walk.in_footnotes - 1)
    return at + 1


def _cue(cue: str) -> _Handler:
    """Code, a formula: left out, and a cue says so."""

    def handler(walk: _Walk, at: int) -> int:
        account.cue(cue, walk.tokens[at].content)
        walk.add(Block("cue", (), cue=cue))  # type: ignore[arg-type]
        return at + 1

    return handler


def _display_math(walk: _Walk, at: int) -> int:
    """A display formula (`$$…$$`, `\\[…\\]`, a ```math fence): said whole when it reads whole, where it
    stands (a paragraph, an item); else the formula's cue. Whether it reads is the same in every language
    with words for formulas (text.mathwords), so it is decided here, once."""
    tex = walk.tokens[at].content.strip()
    if tex and read_tex(tex, "en").said is not None:
        walk.said((Segment(tex, cue="math"),), item=walk.item_depth, quote=walk.quote_depth)
    else:
        account.cue("math", walk.tokens[at].content)
        # (its equations' numbers ride on the cue, said after it: the text cites them, "公式（10）")
        walk.add(Block("cue", tuple(map(Segment, tag_numbers(tex))), cue="math"))
    return at + 1


# Fences a renderer draws as a diagram (GitHub, GitLab, Docusaurus, MkDocs Material, VitePress' and Hexo's plugins:
# ```mermaid, PlantUML, Graphviz, flowchart.js, js-sequence): the page shows a picture, not code.
_DIAGRAM_FENCES = frozenset({"mermaid", "plantuml", "puml", "graphviz", "dot", "flow", "flowchart", "sequence", "d2"})


def _fence(walk: _Walk, at: int) -> int:
    """A fenced block: code, a formula where the renderer draws one (GitHub's ```math), a diagram (a picture)."""
    info = walk.tokens[at].info.strip().lower()
    if info == "math":
        return _display_math(walk, at)
    if info == "toc":  # gatsby-remark-table-of-contents: the page lists its headings there
        account.omit("table of contents marker", walk.tokens[at].content)
        return at + 1
    if info.split(" ", 1)[0].strip("{}") in _DIAGRAM_FENCES:
        account.omit("diagram", walk.tokens[at].content)  # a picture the page draws: its cue
        walk.diagram()
        return at + 1
    shown = chunk_shown(walk.tokens[at].info, walk.tokens[at].content)
    if shown is not None and (not shown.code or shown.picture):
        return _chunk(walk, at, shown)
    site_block = (walk.tokens[at].meta or {}).get("site_block")
    if site_block is not None:
        return _site_block(walk, at, str(site_block))
    title = (walk.tokens[at].meta or {}).get("title")
    account.cue("code", walk.tokens[at].content)
    # (a title printed above the block where the site prints it, text.dialects._code_titles: said in its cue, as a
    # picture's caption is in the picture's)
    walk.add(Block("cue", (Segment(str(title)),) if title else (), cue="code"))
    return at + 1


def _chunk(walk: _Walk, at: int, shown: Shown) -> int:
    """An R Markdown or Quarto chunk, by what its options show (text.knitr_chunks): its code's cue where the page
    shows the source, the picture it makes (its figure's alt said; a plot it draws cued; a screenshot it includes
    cued where the prose points at it), nothing for a chunk the page never shows (`include=FALSE`, a setup chunk)."""
    content = walk.tokens[at].content
    if shown.code:
        account.cue("code", content)
        walk.add(Block("cue", (), cue="code"))
    else:
        account.omit("unshown chunk", content)
    if shown.picture and shown.alt:  # (a figure the writer described: said wherever it stands)
        walk._picture_cue([shown.alt])
    elif shown.drawn:  # (a plot the chunk draws is no decoration: cued wherever it stands, as a diagram is)
        walk.diagram()
    elif shown.picture:
        walk.picture([""])
    return at + 1


def _site_block(walk: _Walk, at: int, name: str) -> int:
    """A site plugin's `|||name` block (text.dialects): the cue of what the plugin renders, by its name — a table
    (surma.dev's `|||datatable`: s11 held-out surma js-to-asc [56] … [135], nine tables read aloud as their
    JavaScript), a drawing (`|||geometry`, a picture), else code (`|||codediff|rust`)."""
    content = walk.tokens[at].content
    if "table" in name:
        account.cue("table", content)
        walk.add(Block("cue", (), cue="table"))
    elif name in ("geometry", "diagram", "chart", "plot"):
        account.omit("diagram", content)
        walk.diagram()
    else:
        account.cue("code", content)
        walk.add(Block("cue", (), cue="code"))
    return at + 1


def _table(walk: _Walk, at: int) -> int:
    grid = (walk.tokens[at].meta or {}).get(PICTURE_GRID)
    if grid:
        # a table only of pictures is a grid of them: pictures in a block of their own, one album cue (never "a
        # table is skipped" for two screenshots side by side: text.markdown_rules)
        walk.pictures([s for s in (picture_source(src) for _, src in grid) if s])
        walk.picture([marked_alt(alt, src) for alt, src in grid])
    else:
        account.cue("table", "")
        walk.add(Block("cue", (), cue="table"))
    tokens = walk.tokens
    while at < len(tokens) and tokens[at].type != "table_close":
        at += 1
    return at + 1


# A tab's label in Hexo's NexT and Butterfly themes: `{% tabs name %}` then `<!-- tab Label @icon -->` … `<!-- endtab -->`
# per tab; the page shows the label on the tab (said before its panel, as other tab groups' labels are). So does an
# item's date or title in Butterfly's `{% timeline %}` (`<!-- timeline 2022-01 -->` … `<!-- endtimeline -->`).
_HEXO_TAB = LazyPattern(r"\s*<!--\s*(?:tab|timeline)\s+([^@\n]*?)\s*(?:@[\w-]+)?\s*-->\s*")


# A quote's line an HTML block took in (`<br />` on the line above `> 她走了之后…`: CommonMark's block of a lone tag
# runs to the next blank line): its `>` is the writer's quote mark, never text (s20 held-out JerrySheh
# 重庆森林——致失去和重生 [39], sent "> 她走了之后" and heard 大于). Only after the block's first line, and only
# before words (a `>` before a tag or a space alone is markup's or code's).
_SWALLOWED_QUOTE = LazyPattern(r"\n[ \t]{0,3}>[ \t]?(?=[^\s<>=&])")


def _quote_marks_out(content: str) -> str:
    """`content` without the quote marks opening its lines after the first (:data:`_SWALLOWED_QUOTE`)."""
    if "\n>" not in content and "\n >" not in content:
        return content
    marks = _SWALLOWED_QUOTE.findall(content)
    for mark in marks:
        account.omit("a quote's mark on a line an HTML block took in", mark.strip())
    return _SWALLOWED_QUOTE.sub("\n", content)


def _html_block(walk: _Walk, at: int) -> int:
    # The words of an HTML block are the writer's: headings, paragraphs, items are heard;
    # an HTML table or <pre> is left out like its Markdown kin, and said so (text.html_text).
    token = walk.tokens[at]
    # (`<!-- tab stops are four spaces -->` elsewhere is a comment: never shown)
    tab = _HEXO_TAB.fullmatch(token.content) if walk.hexo_tabs and token.content.startswith("<!--") else None
    if tab is not None and tab.group(1):
        account.omit("tab label comment", token.content)
        walk.said((Segment(tab.group(1)),), item=walk.item_depth, quote=walk.quote_depth)
        return at + 1
    if _said_whole(walk, at):
        return at + 1
    content = _quote_marks_out(token.content)
    parts, unclosed = html_parts(shown_text(content) if walk.mdx else content, accounting=True)
    pictures = [n for n, part in enumerate(parts) if part.kind == "image"]
    row = badge_row([parts[n].text for n in pictures])  # (a picture in a row of badges is one: text.pictures)
    for n, alt in zip(pictures, row):
        parts[n] = replace(parts[n], text=alt)
    for n, part in enumerate(parts):
        if part.summary and _code_details(walk.tokens, at, parts[n + 1 :]):
            account.omit("button label", "".join(text for text, _ in part.runs))
            continue  # `<details><summary>展開安裝指令</summary>` around code: a button's label
        # (a credit sits next to a picture: one just before it in this block, or a paragraph of pictures above)
        beside = parts[n - 1].kind == "image" if n else _under_picture(walk.tokens, at)
        _html_part(walk, part, beside_picture=beside)
    walk.pictures([s for s in map(picture_source, html_sources(token.content, IMG_SRC)) if s])
    # `<pre><code>` with blank lines inside: Markdown cut it into blocks; what follows
    # up to its closing tag is still the code (never read as paragraphs).
    if not unclosed:
        return at + 1
    depth = _open_pres(token.content) if unclosed == "pre" else 1
    following = _after_closing(walk.tokens, at + 1, unclosed, depth)
    _held_by(walk, at, following)
    return following


# An element a script loaded just above fills by its id (MoshimoAffiliateEasyLink's `<script src="{{ '/assets/js/
# affiliate/issuekarahajimeyo.js' | relative_url }}"></script>` then `<div id="msmaflink-dkI1J">リンク</div>`): the
# page shows the widget the script draws (a book's card), never the placeholder in it — heard as the bare word
# "リンク" (s22 dev Nyshiyama 2021-02-12-zatsudan [6], 2021-03-21-swift [3][4]; ruling 4c: the site's own script
# gives the element its meaning). Silent, as an embed no sentence points at.
_ID_ELEMENT = LazyPattern(r"\s*<div\s+id=[\"'][\w-]{1,100}[\"']\s*>[^<>]{0,20}</div>", re.I)
_EMPTY_REST = LazyPattern(r"(?:\s|<p>\s*</p>|<!--[^<>]{0,200}-->)*")
_SCRIPT_SOURCE = LazyPattern(r"<script\b[^<>]{0,500}\bsrc\s*=\s*[\"'][^\"']{1,500}[\"'][^<>]{0,200}>\s*</script>", re.I)
_FILLED_BY_SCRIPT = account.declare("a placeholder a script fills, shown as its widget", lambda text, *_: True)


def _script_filled(tokens: list[Token], at: int) -> bool:
    """Whether the HTML block at `at` is only an element with an id and a short text (an empty paragraph, a comment
    after it), right under a block that loads an outside script (a comment between them is no block of the page)."""
    element = _ID_ELEMENT.match(tokens[at].content)
    if element is None or not _EMPTY_REST.fullmatch(tokens[at].content, element.end()):
        return False
    before = at - 1
    while before >= 0 and tokens[before].type == "html_block" and tokens[before].content.lstrip().startswith("<!--"):
        before -= 1
    return before >= 0 and tokens[before].type == "html_block" and bool(_SCRIPT_SOURCE.search(tokens[before].content))


def _said_whole(walk: _Walk, at: int) -> bool:
    """Whether the HTML block at `at` is done with by a rule of its own: a figure's caption said with its picture,
    a placeholder a script fills."""
    if _markdown_figure(walk, at):
        return True
    if _script_filled(walk.tokens, at):
        account.omit(_FILLED_BY_SCRIPT, walk.tokens[at].content)
        return True
    return False


_FIGURE_CAPTION = "figure caption"


def _markdown_figure(walk: _Walk, at: int) -> bool:
    """A Markdown picture inside an HTML `<figure>` that blank lines cut into blocks (MDX, GitHub, a Hexo post:
    `<figure>`, a paragraph of only the picture, then `<figcaption>…</figcaption></figure>`) is one picture, its
    caption its description, as a figure written in one HTML block is (text.html_text): the picture takes the
    caption's words as its alt, and the caption's block is said with it, never again as a loose paragraph. True
    for that caption's block (nothing more of it to read), its source accounted with its picture's cue."""
    tokens = walk.tokens
    if (tokens[at].meta or {}).get(_FIGURE_CAPTION):
        account.omit(_FIGURE_CAPTION, tokens[at].content)  # (said as the caption of the picture above it)
        target = walk.notes if walk.in_footnotes else walk.blocks
        if _picture_run(target):  # (its picture's cue, the last said: review s21 M4)
            walk.grown = target[-1]
        return True
    if FIGURE_OPEN.fullmatch(tokens[at].content) and at + 4 < len(tokens):
        _caption_to_picture(tokens, at)
    return False


def _caption_to_picture(tokens: list[Token], at: int) -> None:
    """The `<figcaption>` block after a `<figure>` opening and a paragraph of only pictures: its words the last
    picture's alt, the block marked as said (_markdown_figure)."""
    opening, inline, closing, caption_block = tokens[at + 1 : at + 5]
    if (opening.type, closing.type, caption_block.type) != ("paragraph_open", "paragraph_close", "html_block"):
        return
    children = inline.children or []
    pictures = [child for child in children if child.type == "image"]
    if not pictures or any(c.type not in ("image", "softbreak") and c.content.strip() for c in children):
        return
    caption = figure_caption(caption_block.content)
    if caption is None:
        return
    alt, pictures[-1].content = pictures[-1].content, caption
    pictures[-1].meta = {k: v for k, v in (pictures[-1].meta or {}).items() if k != PLACEHOLDER}
    pictures[-1].meta[REPLACED_ALT] = alt  # (for the account: said by the cue, review s21 M4)
    caption_block.meta = {**(caption_block.meta or {}), _FIGURE_CAPTION: True}


def _held_by(walk: _Walk, at: int, following: int) -> None:
    """Account for what the element left open by the HTML block at `at` holds up to `following`, skipped as its own
    (a sample's later lines): its cue stands for them, and the block's lines reach to their last (`narrate check`
    counted them among the lines never heard)."""
    held = [t for t in walk.tokens[at + 1 : following] if t.content]
    if not held:
        return
    account.cue("code", "\n".join(t.content for t in held))
    token = walk.tokens[at]
    last = max((t.map[1] for t in walk.tokens[at + 1 : following] if t.map), default=0)
    if token.map and last > token.map[1]:
        walk.tokens[at] = token.copy(map=[token.map[0], last])


def _open_pres(content: str) -> int:
    """How deep the `<pre>`s an HTML block leaves open are nested, counted as _pre_marks counts them: a `</pre>` after
    the code's own end written as text closes them all (s11 held-out eunohhh [250712-til]-fastapi-제너레이터-궁금증:
    counted one too deep, the `</pre>` closing its demo was taken for an inner one and its `# 실행해보면:` comment,
    an `<h1>` by the export, became the episode's title)."""
    depth = 0
    for mark in _PRE_TAG.finditer(content):
        if not mark.group(1):
            depth += 1
        elif _ESCAPED_PRE_END.search(content, 0, mark.start()):
            depth = 0
        else:
            depth = max(0, depth - 1)
    return max(1, depth)


def _html_part(walk: _Walk, part: HtmlPart, *, beside_picture: bool = False) -> None:
    """One block read from HTML, placed as what is open around it makes it."""
    if part.kind == "cue":
        walk.add(Block("cue", (), cue=part.cue))  # type: ignore[arg-type]
        return
    if part.kind == "image":
        walk.picture([part.text])
        return
    segments = merged_segments(
        [
            said_templates(Segment(piece, code), walk.site) if code or not math else Segment(piece.strip(), cue="math")
            for text, code in part.runs
            for piece, math in ([(text, False)] if code else split_math(text))
        ]
    )
    if not says_words(segments):
        return
    if only_domain(segments) and not walk.item_depth and beside_picture:
        # A picture's credit in HTML (`<img …>` then `<center>https://unsplash…</center>`): for eyes. A bare address
        # standing alone between paragraphs is a link card (`<a href=URL>URL</a>`, WordPress's embed): its site is
        # said, as the Markdown card rule says it (s10 dev s-yoshiki 0021: "改良版をGitHubで公開しました。" then the
        # card was silent, "not even the domain").
        account.omit("link card", "".join(s.text for s in segments))
        return
    # An HTML heading gets no id from the site generator: its chapter links to the page.
    item = part.level + walk.item_depth if part.kind == "list_item" or walk.item_depth else 0
    quote = part.level + walk.quote_depth if part.kind == "quote" or walk.quote_depth else 0
    walk.said(segments, heading=part.level if part.kind == "heading" else 0, item=item, number=part.number, quote=quote)


# A box's title that only tells the reader to open it ("点我查看代码", "Click to expand", "展開", "コードを表示"): the
# words of a button, in the five languages' words for clicking, opening and showing — and nothing else but the words
# that join them or name the box's content in general (here, me, the code, 代码, コードを, 코드): a WHOLE-title test.
# A title that only holds such a word among its own ("用位运算表示权限的实现代码" — 表示 "represent", "显示器分辨率检测
# 代码" — 显示器 "monitor", "View 层的渲染函数", "Show case: …") names the code (review s16 text2 M4).
_OPENS_THE_BOX = LazyPattern(
    r"点我|點我|点击|點擊|点此|點此|展开|展開|收起|查看|显示|顯示|クリック|開く|表示|펼치기|펼쳐|클릭|보기"
    r"|\b(?:click|tap|expand|show|view|see|toggle|open|reveal)\b",
    re.I,
)
_BUTTON_FILLER = LazyPattern(
    r"我|此|这里|這裡|这|這|完整|全部|的|原始程式碼|程式碼|代码|代碼|源码|源碼|源代码|原始碼|内容|內容|详情|詳情|答案|解答|答え|정답"
    r"|コード|ソース|詳細|全文|を|して|する|ください|코드|소스|전체|내용|를|을|하기|해서"
    r"|\b(?:here|me|to|the|this|more|full|whole|details?|code|source|snippet|answer|solution|all)\b|[\W_]",
    re.I,
)


def _only_opens_the_box(title: str) -> bool:
    """Whether a box's title is only a button's words: one that says to open it, and nothing but fillers besides."""
    return _OPENS_THE_BOX.search(title) is not None and not _BUTTON_FILLER.sub("", _OPENS_THE_BOX.sub("", title))


def _container_open(walk: _Walk, at: int) -> int:
    # `::: tip 标题`: the box's title is the writer's words (a summary, a heading). A box that holds only code
    # (`::: details 点我查看代码`) whose title only says to open it is a button: the code cue says it all. One whose
    # title names what the code is (`::: details 应用示例：颜色选择器实现代码`, `::: details Lane 模型优先级`,
    # `::: normal-demo 图片位置确实受 text-align 属性影响`: the page shows it over the folded box or the live demo) is
    # said before the cue (s16 dev lrh21g canvas像素操作 [35][49], React位运算 [31][36][43], position [38]).
    info = walk.tokens[at].info
    title = container_title(info)
    account.omit("container kind", info.replace(title, " ", 1) if title else info)
    segments = merged_segments([Segment(title)])
    walk.box_depth += 1  # (its title and body are asides: a lead-in above reaches past them to a picture)
    kind = info.strip().split(" ", 1)[0].lower()
    named = kind == "details" or kind.endswith("-demo")  # (a folded box, a live demo: their titles name them)
    button = (not named or _only_opens_the_box(title)) and _only_code(
        walk.tokens, at + 1, _container_end(walk.tokens, at)
    )
    if says_words(segments) and not button:
        walk.add(Block("footnote" if walk.in_footnotes else "paragraph", segments))
    else:
        account.omit("button label", title)
    return at + 1


def _container_close(walk: _Walk, at: int) -> int:
    walk.box_depth = max(0, walk.box_depth - 1)
    return at + 1


def _jsx_element(walk: _Walk, at: int) -> int:
    """An MDX component closed on its own lines: the props it shows (a caption, a title), then its children
    (or the code cue, for a component that shows code); its tags and other props are never said."""
    token = walk.tokens[at]
    element: Element = token.meta["element"]
    account.omit("MDX component", token.content)  # (what it shows is said below)
    _jsx_titles(walk, element)
    if CODE_COMPONENT.search(element.name):
        account.cue("code", token.content)
        walk.add(Block("cue", (), cue="code"))
        return at + 1
    alt = element.prop("alt")
    if isinstance(alt, str) and _PICTURE_COMPONENT.search(element.name):
        walk.picture([alt])  # a picture's alt text: said after a lead-in, as Markdown's are
    segments = merged_segments(inline_segments(_jsx_inline_token(jsx_text(element)), paragraph=True, site=walk.site))
    if says_words(segments):
        walk.said(segments, item=walk.item_depth, quote=walk.quote_depth)
    elif not shown_props(element) and (site := _card_site(element)):
        # A link card (`<LinkPreview url="https://github.com/hacksider/Deep-Live-Cam" />`): the page draws the
        # linked page's title and picture, fetched when it is built — not in the article's bytes; its site is, said
        # as a card's address in Markdown is (s16 dev brown2243 deep-live-cam [2], Material-Theme [14][24][30],
        # shanghai-trip2 [8]: five cards silent, "not even the domain").
        walk.said((Segment(site),), item=walk.item_depth, quote=walk.quote_depth)
    return at + 1


# A component that shows a linked page as a card, by its WHOLE name: one ending in a card's word (`LinkPreview`,
# `LinkCard`, `Bookmark`, `OgpCard`, `Embed`) or an OGP one (`Ogp`, `OGPLink`); never a name that only holds such
# letters (`Blog`, `Catalog`, `Dialog`: review s16 text2 L2) nor a media component (`VideoPreview`, `ImageCard`),
# whose address is a file it plays or shows, not a page. The props that give the page's address; `src` only for an
# embed's (a media component's `src` is its file).
_CARD_COMPONENT = LazyPattern(
    r"(?!(?:video|image|img|audio|photo|picture|gallery|media))\w*(?:link|card|preview|bookmark|embed)|ogp\w*|og\w*card",
    re.I,
)
_CARD_PROPS = ("url", "href", "link")
_EMBED_PROPS = (*_CARD_PROPS, "src")
# (an address of a media file: a picture, a video, a sound — shown or played, never a linked page)
_MEDIA_FILE = LazyPattern(r"\.(?:mp4|webm|mov|m4v|ogv|mp3|m4a|wav|ogg|png|jpe?g|gif|webp|avif|svg)(?:[?#]|$)", re.I)


def _card_site(element: Element) -> str:
    """The site of the page a link-card component shows ("" when it is none: another component, no address)."""
    if not _CARD_COMPONENT.fullmatch(element.name):
        return ""
    for name in _EMBED_PROPS if element.name.lower().endswith(("embed", "card")) else _CARD_PROPS:
        value = element.prop(name)
        address = text_of(value).strip() if value is not None else ""
        if address.startswith(("http://", "https://")) and not _MEDIA_FILE.search(address):
            return domain_of(address)
    return ""


def _jsx_titles(walk: _Walk, element: Element) -> None:
    """What props a component shows as its text (a box's title, a tweet's caption): said as a paragraph."""
    for text in shown_props(element):
        segments = merged_segments(inline_segments(_jsx_inline_token(text), site=walk.site))
        if says_words(segments):
            walk.add(Block("footnote" if walk.in_footnotes else "paragraph", segments))


def _jsx_open(walk: _Walk, at: int) -> int:
    """An MDX component whose children are Markdown blocks: its shown props, then its blocks as they come;
    a component that shows code (`<Snippet>`, `<Sandpack>`) is the code cue, its blocks unread."""
    token = walk.tokens[at]
    element: Element = token.meta["element"]
    group = tab_group(walk.tokens, at)
    if group is not None:
        return _tabs(walk, at, group)
    account.omit("MDX component", token.content)
    _jsx_titles(walk, element)
    gallery = _picture_box(walk, at)
    if gallery is not None:
        return gallery
    if not CODE_COMPONENT.search(element.name):
        return at + 1
    level, end = token.level, at + 1
    while end < len(walk.tokens) and not (walk.tokens[end].type == "jsx_close" and walk.tokens[end].level == level):
        account.cue("code", walk.tokens[end].content)
        end += 1
    walk.add(Block("cue", (), cue="code"))
    return end + 1


def _picture_box(walk: _Walk, at: int) -> int | None:
    """A box (a component, MDX's `<div style={{display: "flex"}}>`) that holds only pictures, two or more: a gallery,
    one cue that counts them (and says the alts that describe something) wherever it stands, as a gallery
    shortcode's (_gallery); the index after it, or None for any other box. (s16 dev brown2243 shanghai-trip2 [21]:
    twelve flex rows of `<img src={Day2_Img1} />` were silent — the pictures were MDX components, and a block of
    photos is no illustration a sentence may leave unsaid.)"""
    tokens, level, end = walk.tokens, walk.tokens[at].level, at + 1
    alts: list[str] = []
    sources: list[str] = []
    while end < len(tokens) and not (tokens[end].type == "jsx_close" and tokens[end].level == level):
        pictured = _box_token_pictures(tokens[end])
        if pictured is None:
            return None
        alts += pictured[0]
        sources += pictured[1]
        end += 1
    if end >= len(tokens) or len(alts) < 2:
        return None
    account.omit("picture", " ".join(t.content for t in tokens[at + 1 : end] if t.type != "paragraph_open"))
    walk.pictures(sources)
    said = list(dict.fromkeys(a for a in map(label, alts) if a))
    walk.add(Block("cue", tuple(map(Segment, said)), cue="image", count=len(alts)))
    return end + 1


def _box_token_pictures(token: Token) -> tuple[list[str], list[str]] | None:
    """The alts and sources of the pictures one token inside a box shows ([] and [] for a paragraph's edge), None
    when it shows anything else: one such token makes the box no gallery (_picture_box)."""
    if token.type == "inline":
        kids = [c for c in token.children or () if not _blank_child(c)]
        found = [alt for alt in map(_picture_alt, kids) if alt is not None]
        if not kids or len(found) < len(kids):
            return None
        return found, image_sources(token)
    if token.type == "jsx_element" and jsx_picture(token.meta["element"]):
        return [_prop_alt(token.meta["element"])], []
    if token.type == "html_block" and _PICTURE_TAGS.fullmatch(token.content):
        alts = [html_image(tag.group(0)) or "" for tag in _PICTURE_TAG.finditer(token.content)]
        return alts, [s for s in map(picture_source, html_sources(token.content, IMG_SRC)) if s]
    if token.type in ("paragraph_open", "paragraph_close"):
        return [], []
    return None


# An HTML block of `<img>` tags alone (MDX's, whose attributes may be expressions: `style={{ width: 300 }}`).
_PICTURE_TAG = LazyPattern(r"<img\b(?:[^<>{}]|\{\{[^{}]{0,500}\}\}|\{[^{}]{0,500}\}){0,50}/?>", re.I)
_PICTURE_TAGS = LazyPattern(r"\s*(?:<img\b(?:[^<>{}]|\{\{[^{}]{0,500}\}\}|\{[^{}]{0,500}\}){0,50}/?>\s*){1,200}", re.I)


def _prop_alt(element: Element) -> str:
    alt = element.prop("alt")
    return alt if isinstance(alt, str) else ""


def _picture_alt(child: Token) -> str | None:
    """The alt of an inline child that is a picture (Markdown's, an HTML `<img>`, a picture element of MDX), None
    for any other child."""
    if child.type == "image":
        return child.content
    if child.type == "html_inline":
        shown = html_image(child.content)
        return None if shown is None or is_media(shown) else shown
    if child.type == "jsx_inline" and jsx_picture(child.meta["element"]):
        return _prop_alt(child.meta["element"])
    return None


def _tabs(walk: _Walk, at: int, group: TabGroup) -> int:
    """A tab group as the page shows it: each panel under its label (the label said before the panel). Panels
    a listener cannot hear (code, components that show code from elsewhere) are one cue after their labels,
    said as alternatives ("React or Vue", "npm 或 yarn"): the page shows one of them, by the reader's choice."""
    tokens = walk.tokens
    account.omit("tab group", f"{tokens[at].content} {' '.join(tab.label for tab in group.tabs)}")
    if not any(_panel_says(tokens, tab) for tab in group.tabs):
        labels: list[Segment] = []
        for n, tab in enumerate(group.tabs):
            labels += [Segment("", cue="or"), Segment(tab.label)] if n else [Segment(tab.label)]
        walk.said(tuple(labels), item=walk.item_depth, quote=walk.quote_depth)
        for tab in group.tabs:
            account.cue("code", " ".join(t.content for t in tokens[tab.start : tab.stop]))
        walk.add(Block("cue", (), cue="code", count=len(group.tabs)))
        return group.end
    for tab in group.tabs:
        segments = merged_segments([Segment(tab.label)])
        if says_words(segments):
            walk.said(segments, item=walk.item_depth, quote=walk.quote_depth)
        if tab.code:
            account.cue("code", " ".join(t.content for t in tokens[tab.start : tab.stop]))
            walk.add(Block("cue", (), cue="code"))
        elif tab.element is not None:
            _jsx_panel(walk, tab.element)
        else:
            _read(walk, tab.start, tab.stop)
    return group.end


def _panel_says(tokens: list[Token], tab: Tab) -> bool:
    """Whether a tab's panel holds words a listener hears (not only code, nor only components that show it)."""
    if tab.code:
        return False
    if tab.element is not None:
        return not CODE_COMPONENT.search(tab.element.name) and any(ch.isalnum() for ch in jsx_text(tab.element))
    for token in tokens[tab.start : tab.stop]:
        if token.type == "inline" and any(ch.isalnum() for ch in token.content):
            return True
        if token.type == "jsx_element" and not CODE_COMPONENT.search(token.meta["element"].name):
            if any(ch.isalnum() for ch in jsx_text(token.meta["element"])):
                return True
        if token.type == "html_block" and any(ch.isalnum() for ch in plain_text(token.content)):
            return True
    return False


def _jsx_panel(walk: _Walk, element: Element) -> None:
    """A panel that is one element closed on its line (`<TabItem label="npm">Run it.</TabItem>`): its words."""
    segments = merged_segments(inline_segments(_jsx_inline_token(jsx_text(element)), paragraph=True, site=walk.site))
    if says_words(segments):
        walk.said(segments, item=walk.item_depth, quote=walk.quote_depth)


def _jsx_inline_token(text: str) -> Token:
    """`text` (Markdown a component shows) as one inline token, parsed."""
    tokens = parser().parseInline(text, {"mdx": True})
    return tokens[0]


# Hexo's (NexT's, Butterfly's) tab group or Butterfly's timeline opening or closing: `{% tabs name %}`, `{% endtabs %}`.
_HEXO_TABS = LazyPattern(r"\s*\{%-?\s{0,20}(end)?(?:tabs|timeline)\b")

# A gallery shortcode's pair around its pictures (hugo-easy-gallery's `{{< gallery >}}` … `{{< /gallery >}}` of
# `{{< figure >}}` lines; a theme's `{{% gallery %}}`): the page shows them as one block of thumbnails.
_GALLERY = LazyPattern(r"\s*\{\{[<%]-?\s{0,20}gallery\b")
_GALLERY_END = LazyPattern(r"\s*\{\{[<%]-?\s{0,20}/\s{0,4}gallery\b")


def _gallery(walk: _Walk, at: int) -> int:
    """A gallery: one cue that counts its pictures ("8 images are shown here"), wherever it stands (a block of
    pictures is no illustration a sentence may leave unsaid); its pictures' alt texts are for screen readers."""
    tokens, end, count = walk.tokens, at + 1, 0
    while end < len(tokens) and tokens[end].type == "shortcode_block" and not _GALLERY_END.match(tokens[end].content):
        count += shortcode_image(tokens[end].content) is not None
        end += 1
    if end >= len(tokens) or tokens[end].type != "shortcode_block" or not count:
        account.omit("shortcode", tokens[at].content)  # (no closing, or no picture: an opening as any other)
        return at + 1
    account.omit("shortcode", " ".join(token.content for token in tokens[at : end + 1]))  # (its figures: cued)
    walk.pictures([s for t in tokens[at:end] for s in map(picture_source, html_sources(t.content, SHORTCODE_SRC)) if s])
    caption = _gallery_caption(walk, tokens[at].content)
    walk.add(Block("cue", (Segment(caption),) if caption else (), cue="image", count=count))
    return end + 1


def _gallery_caption(walk: _Walk, code: str) -> str:
    """The caption a gallery's opening gives the whole (`{{< gallery caption="…" >}}`, shown under it as a
    `<figcaption>` by the site's shortcode): said in the album's cue, as a figure's caption is in its picture's
    (ruling 4; s21 dev harry1321 snowflake_de_workshop [47], "(Two images are shown here.)" without it). "" where
    there is none, or it holds more than a cue can say."""
    shown = shown_params(code)
    if not shown:
        return ""
    segments = merged_segments(inline_segments(_jsx_inline_token(" ".join(shown)), site=walk.site))
    caption = " ".join("".join(s.text for s in segments if not s.cue).split()).rstrip(".。")
    return caption if caption and not any(s.cue for s in segments) and fits_a_cue(caption) else ""


def _shortcode_block(walk: _Walk, at: int) -> int:
    token = walk.tokens[at]
    group = tab_group(walk.tokens, at)
    if group is not None:
        return _tabs(walk, at, group)
    tabs = _HEXO_TABS.match(token.content)
    if tabs is not None:
        walk.hexo_tabs = max(0, walk.hexo_tabs + (-1 if tabs.group(1) else 1))
    if _GALLERY.match(token.content):
        return _gallery(walk, at)
    if embedded_code(token.content):
        account.cue("code", token.content)  # `{% include_code … %}`, `{{< gist user id >}}`: a file's code shown
        walk.add(Block("cue", (), cue="code"))
        return at + 1
    account.omit("shortcode", token.content)
    found = shortcode_image(token.content) if hasattr(token, "content") else None
    if found is not None:
        walk.pictures([s for s in map(picture_source, html_sources(token.content, SHORTCODE_SRC)) if s])
        if _captioned_figure(walk, token.content, found):
            return at + 1
        # (a figure whose caption the page shows under it: the caption, said next, speaks for the picture)
        walk.picture(["" if found in map(str.strip, shown_params(token.content, walk.site)) else found])
    for text in shown_params(token.content, walk.site):
        # `{{< figure title="…" caption="…" >}}`, `{% include figure.html caption="…" %}`: the page shows them
        # under the picture, as it does an HTML `<figcaption>`; a box's title or summary above its body
        # (`{{< details summary="…" >}}`, `{{< expand "…" >}}`): each said as a paragraph.
        segments = merged_segments(inline_segments(_jsx_inline_token(text), site=walk.site))
        if says_words(segments):
            walk.said(segments, item=walk.item_depth, quote=walk.quote_depth)
    return at + 1


def _captioned_figure(walk: _Walk, code: str, alt: str) -> bool:
    """A figure shortcode with the caption (or title) the page shows under its picture — Hugo's `{{< figure
    src=… caption=… >}}`, Zola's `{{ figure(src=…, caption=…) }}` — is one picture whose cue carries the caption,
    as a `<figcaption>` is said (the lead's s20 ruling 4): never a bare cue then the caption as a loose paragraph.
    A caption past a cue's length or holding a formula stays a paragraph (False: the caller says it so)."""
    if alt in (VIDEO, AUDIO) or alt.startswith(FRAME):
        return False
    shown = shown_params(code)
    if not shown or shown == [alt.strip()] and not _CAPTION_PARAM.search(code):
        return False  # (no caption: a picture call's own alt, said by the picture rule)
    segments = [merged_segments(inline_segments(_jsx_inline_token(text), site=walk.site)) for text in shown]
    if any(s.cue for parts in segments for s in parts):
        return False
    words = [" ".join("".join(s.text for s in parts).split()).rstrip(".。") for parts in segments]
    caption = ". ".join(w for w in words if w)
    if not caption or not fits_a_cue(caption):
        return False
    account.omit("figure caption", " ".join(shown))
    walk.picture([caption])
    return True


_CAPTION_PARAM = LazyPattern(r"(?<![\w-])(?:caption|title)\s{0,3}=", re.I)


# Block token type → its handler; hr, mdx_esm, abbreviation_definition, liquid_block and the closing
# tokens of what has no state are left out silently (the walk goes on to the next token).
_BLOCK_HANDLERS: dict[str, _Handler] = {
    "heading_open": _heading,
    "paragraph_open": _paragraph,
    "bullet_list_open": _list_open,
    "ordered_list_open": _list_open,
    "bullet_list_close": _list_close,
    "ordered_list_close": _list_close,
    "list_item_open": _item_open,
    "list_item_close": _item_close,
    "blockquote_open": _quote_open,
    "blockquote_close": _quote_close,
    "footnote_block_open": _footnotes_open,
    "footnote_block_close": _footnotes_close,
    "fence": _fence,
    "code_block": _cue("code"),
    "math_block": _display_math,
    "math_block_label": _display_math,
    "table_open": _table,
    "html_block": _html_block,
    "container_box_open": _container_open,
    "container_box_close": _container_close,
    "shortcode_block": _shortcode_block,
    "jsx_element": _jsx_element,
    "jsx_open": _jsx_open,
    "page_list": _page_list,
}


# A component that shows a picture: its string `alt` is alt text (said after a lead-in, as
# Markdown's).
_PICTURE_COMPONENT = LazyPattern(r"image|img|picture|figure|photo|screenshot", re.I)
# Block tokens whose source is read (the others open or close what holds them); a silent one (no
# handler) is left out by the rule its type names.
_SOURCE_TOKENS = {
    "heading_open",
    "paragraph_open",
    "html_block",
    "fence",
    "code_block",
    "math_block",
    "math_block_label",
    "table_open",
    "container_box_open",
    "shortcode_block",
    "jsx_element",
    "jsx_open",
    "page_list",
}
_SILENT_RULES = {
    "mdx_esm": "MDX import or export",
    "liquid_block": "Liquid tag block",
    "abbreviation_definition": "abbreviation definition",
    "container_line": "container fence or attribute list",
    "hr": "",
    "front_matter": "front matter",
    "toc_marker": "table of contents marker",
    "hackmd_tags": "HackMD tags line",
    "hashtag_tags": "hashtag tags line",
    "included_file": "a file the generator includes",
    "docfx_div": "DocFX div marker",
    "kramdown_comment": "kramdown comment",
    "component_marks": "component marks",
}


def _span_source(token: Token, ledger: Ledger) -> str:
    """The source of a block token as the account reads it: a paragraph's or heading's Markdown (its
    markers gone), what an HTML reader saw as text, a fence's code; "" where there is none to count."""
    if ledger.source:
        return "\n".join(ledger.source)
    if token.type in ("heading_open", "paragraph_open"):
        return ""  # (set by the caller from the inline token)
    if token.type == "container_box_open":
        return str(token.info)
    if token.type in (
        "fence",
        "code_block",
        "math_block",
        "math_block_label",
        "shortcode_block",
        "jsx_element",
        "jsx_open",
        "page_list",
    ):
        return str(token.content)
    return ""


_REFERENCE_LABEL = LazyPattern(r"\]\[([^\[\]\n]{1,999})\]")


def _reference_labels(source: str, references: object) -> None:
    """A full reference link's label (`[text][label]`, where `[label]: …` is defined) is markup, never said."""
    for found in _REFERENCE_LABEL.finditer(source):
        if " ".join(found.group(1).split()).casefold().upper() in references:  # type: ignore[operator]
            account.omit("link reference label", found.group(1))


def _gfm_input(site: SiteData) -> bool:
    """Whether the site's kramdown reads GFM: Jekyll's default (its configuration.rb DEFAULTS, `"input" => "GFM"`),
    unless the config's `kramdown: {input: …}` names another. kramdown-parser-gfm wants a space after a heading's marks,
    as CommonMark does, so `####目录` and a list of colours' `- #000000` are text there, no heading (s21 held-out
    connor-kor html&css [290] [291]: '#000000' heard as a heading "000000"); only kramdown's own input makes them one."""
    options = site.site.get("kramdown")
    written = options.get("input") if isinstance(options, Mapping) else None
    return written is None or str(written).lower() == "gfm"


def extract_blocks(
    body: str,
    *,
    footnotes: bool = True,
    site: SiteData = NO_SITE,
    first_line: int = 1,
    mdx: bool = False,
    generator: str = "",
    dialects: frozenset[str] = frozenset(),
) -> list[Block]:
    """Turn a Markdown body (front matter already removed) into prose blocks, in reading order; `site`
    fills in the site's variables (else they are said by name). Each block carries its account
    (text.account) against the source; `first_line` is the body's first line in its file. `mdx`: the file
    is MDX, where `{…}` is an expression (elsewhere a brace is text). `generator`: the blog's (text.site),
    whose Markdown is followed where it differs (Jekyll's kramdown makes "####目录" a heading); `dialects` the
    dialects its site is written in (text.dialect_sites: MyST's `%` lines are read only there)."""
    kramdown = generator == "jekyll" and not _gfm_input(site)
    env: dict[str, object] = {"mdx": mdx, "kramdown": kramdown, "generator": generator}
    env["dialects"] = all_dialects = dialects | generator_dialects(generator, mdx=mdx)
    source = site_pictures(liquid_captures(liquid_branches(body)), site)
    walk = _Walk(parser().parse(source, env), site, mdx=mdx, first_line=first_line)
    walk.link_cards = LINK_CARDS in all_dialects
    settled()  # (the tokens are read to the end of the walk: no collection need look at them)
    walk.references = env.get("references") or {}
    with article_code_signs(body):  # (the article's operators written as code: text.signs_about)
        _read(walk, 0, len(walk.tokens))
        walk.close()
    blocks = said_once(walk.blocks)
    return blocks + walk.notes if footnotes else blocks


def _read(walk: _Walk, at: int, stop: int) -> None:
    """Read the tokens from `at` to `stop`, each by its type's handler, and account for each one's source."""
    while at < stop:
        token = walk.tokens[at]
        handler = _BLOCK_HANDLERS.get(token.type)
        if handler is None:
            rule = _SILENT_RULES.get(token.type)
            if rule and token.content:
                with account.keeping() as ledger:
                    account.omit(rule, token.content)
                walk.settle(at, (len(walk.blocks), len(walk.notes)), ledger)
            at += 1
        elif token.type in _SOURCE_TOKENS:
            made = (len(walk.blocks), len(walk.notes))
            with account.keeping() as ledger:
                if token.type in ("heading_open", "paragraph_open"):
                    ledger.source.append(walk.tokens[at + 1].content)
                    if walk.references and "][" in walk.tokens[at + 1].content:
                        _reference_labels(walk.tokens[at + 1].content, walk.references)
                following = handler(walk, at)
            walk.settle(at, made, ledger)
            at = following
        else:
            at = handler(walk, at)


# Prose this long (letters and digits; a Han, kana or Hangul character counts two), with a sentence's end, is
# no refrain and no caption: written twice, word for word, it is one passage a page shows once (an excerpt
# block and the lead it repeats). A picture's credit under each picture is no sentence.
_PASSAGE = 40
_SENTENCE_END = LazyPattern(r"[.!?。！？](?:\s|$)|[。！？]")
_PASSAGE_KINDS = ("paragraph", "quote", "list_item")


def _passage_key(block: Block) -> str:
    """A block's words as compared for repetition: letters and digits only, case folded."""
    return "".join(filter(str.isalnum, block.text.casefold()))


def _long_enough(key: str) -> bool:
    # (every character counts one at least: a key as long as a passage is one without a count, which walked every
    # character of a paragraph of a megabyte)
    return len(key) >= _PASSAGE or sum(2 if ord(ch) >= 0x2E80 else 1 for ch in key) >= _PASSAGE


def said_once(blocks: list[Block]) -> list[Block]:
    """The blocks with a passage of the opening (before the first heading) that the article writes once more,
    word for word, said once: where it first comes. An MDX excerpt (`<!--excerpt-->…`) and the lead that
    repeats it, a summary box and the body's paragraph it copies, are one passage on the page (the excerpt is
    the index's); the later copy is left out, declared ("repeated passage") in the account of the block that
    says it, with its source lines."""
    opening = next((n for n, block in enumerate(blocks) if block.kind == "heading"), len(blocks))
    first: dict[str, int] = {}
    for n in range(opening):
        if blocks[n].kind in _PASSAGE_KINDS:
            key = _passage_key(blocks[n])
            if _long_enough(key) and _SENTENCE_END.search(blocks[n].text):
                first.setdefault(key, n)
    copies: dict[int, list[int]] = {}  # the first copy → the later ones
    for n in range(len(blocks)):
        if first and blocks[n].kind in _PASSAGE_KINDS:
            kept = first.get(_passage_key(blocks[n]), n)
            if kept < n:
                copies.setdefault(kept, []).append(n)
    # Written exactly twice, both in the opening: an excerpt and its lead. A passage written three times or more
    # is the writer's refrain, and a copy after a heading (the opening said again under "Conclusion") is the
    # page's too: it shows each.
    dropped = {later[0]: kept for kept, later in copies.items() if len(later) == 1 and later[0] < opening}
    if not dropped:
        return blocks
    out = list(blocks)
    for n, kept in dropped.items():
        copy = blocks[n]
        declared = BlockAccount(0, 0, (("repeated passage", copy.text),))
        own = copy.account.merged(declared) if copy.account is not None else declared
        target = out[kept]
        out[kept] = target.with_account(own if target.account is None else target.account.merged(own))
    return [block for n, block in enumerate(out) if n not in dropped]
