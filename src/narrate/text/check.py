"""The listening lint: what a listener of one article will not hear, or should not.

`check_article` builds the article's Script (no synthesis, no network) and reports,
per article: what is left out (code, tables, formulas, images after a lead-in), what
looks like a leak in the spoken text (the classes of :mod:`narrate.text.leaks`), the
holes the symbol account sees (a symbol of the source that vanished without a rule, a
formula said in part: :mod:`narrate.text.account`), symbols said wrong (an operator said by its name, as a
comparison or as nothing where its neighbours make it one, signs sent to the voice as signs:
:mod:`narrate.text.misreadings`), prose of the source that never reaches the voice, the
language and voice of every block and why, the voices each sentence is heard in judged from what is sent
(:mod:`narrate.text.voices_heard`), terms the lexicon does not cover, the Chinese polyphones no word or
pronunciation mark settles (:mod:`narrate.text.polyphones`) and the marks said, and an estimated duration.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, replace
from functools import lru_cache
from typing import Any

from narrate.config import Config
from narrate.errors import NarrateError, NoProse
from narrate.inputs import read_regular
from narrate.patterns import LazyPattern

from . import collector, forks
from .article import Article, named_by_id
from .article_names import article_names
from .dates_heard import slash_dates_unsaid
from .duration import speech_seconds
from .english_choices import fixed_pair
from .english_words import english_word
from .formulas_run_together import formulas_run_together
from .generics_compared import generics_compared
from .glosses_unsaid import glosses_unsaid
from .language import block_language, why_block_language
from .leaks import chunk_leaks, lost_runs, prose_runs
from .lines_run_together import lines_run_together, written_for_line_breaks
from .metadata_said import metadata_said
from .misreadings import (
    Misreading,
    code_in_part,
    headings_silent,
    misreadings,
    numbers_shifted,
    said_twice,
    signs_dropped,
    struck_dropped,
)
from .model import Script
from .names_as_choices import names_heard_as_choices, slashed_names
from .names_run_together import names_run_together
from .operators import article_code_marks
from .operators_named import operators_named
from .page_judges import (
    Heard,
    Hearing,
    PageFinding,
    blocks_unheard,
    brackets_emptied,
    code_cued_prose,
    emoji_names_sent,
    handles_unrepeated,
    markers_said,
    markup_sent,
    rows_cued_as_table,
    shown_unsaid,
    signs_unsaid,
    slots_emptied,
    unshown_said,
    url_paths_said,
)
from .page_pictures import pictures_unsaid
from .page_view import Page, Shown, page_view
from .placeholders_unmarked import placeholders_unmarked
from .polyphones import apply_readings, readings_said, uncovered_polyphones
from .script import build_script, sibling_voices, speaker_for
from .sign_kinds import (
    brackets_halved,
    named_signs_unsaid,
    operands_unfed,
    operands_unfit,
    ranges_sent_bare,
    ranges_unsaid,
)
from .sign_roles import names_unshown, roles_misheard, signs_alike
from .signs_named import signs_named_unsaid
from .signs_sent_bare import (
    backslashes_named,
    commands_in_prose,
    escapes_left_out,
    lone_signs_named,
    name_signs_sent,
    note_marks_named,
    note_marks_sent,
    prompts_named,
    sentences_in_code_named,
)
from .site_data import site_data
from .statements import code_said_as_prose, commands_said_as_prose, mappings_said_as_prose
from .swallowed_prose import prose_swallowed
from .titles import title_unowned
from .voices_heard import (
    VoiceDoubt,
    cjk_in_latin_voice,
    cues_in_two_voices,
    english_in_cjk_voice,
    other_cjk_in_cjk_voice,
    voices_split,
)


@dataclass(frozen=True)
class BlockVoice:
    """The language and voice that read one block, and why."""

    block: int
    kind: str
    lang: str
    voice: str
    why: str
    text: str


@dataclass
class ArticleCheck:
    """What `narrate check` found in one article."""

    source: str
    lang: str = ""
    lang_source: str = ""
    lang_reason: str = ""  # why the text decided the language ("" when front matter, file or folder said it)
    voice: str = ""
    title: str = ""
    # The title made from the file's name when that name is an id (a hash, a number, a date: the page shows no title,
    # no H1, and the listener hears a name that names nothing); "" when the article gives its title or the file's
    # name is words, which is its title (the lead's s13 ruling).
    title_made: str = ""
    chunks: int = 0
    characters: int = 0
    duration_s: float = 0.0
    skipped: dict[str, int] = field(default_factory=dict)
    leaks: list[dict[str, Any]] = field(default_factory=list)
    # The symbol account's defects (text.account): a symbol that vanished without a rule (a hole), and a
    # formula said though part of it was not read; each with its chunk and source line.
    holes: list[dict[str, Any]] = field(default_factory=list)
    formulas_in_part: list[dict[str, Any]] = field(default_factory=list)
    # Lines of the source with words that no chunk says, no rule left out and no cue stands for (a hole the
    # account cannot see: the parser never made a block of them): chunk (the next one heard), line, text.
    lines_unheard: list[dict[str, Any]] = field(default_factory=list)
    # Formulas a sentence needs that the listener hears only as a cue ("则（公式）为（公式）"): the design's fallback,
    # not a defect of the math reader, but what the sentence says is lost (not counted by --strict).
    formulas_cued: list[dict[str, Any]] = field(default_factory=list)
    # Symbols the voice will say wrong (text.misreadings): chunk, source line, kind, written words, what is sent.
    said_wrong: list[dict[str, Any]] = field(default_factory=list)
    prose_lost: list[str] = field(default_factory=list)
    blocks: list[BlockVoice] = field(default_factory=list)
    # Chunks heard in a voice their words do not fit, judged from what is sent (text.voices_heard), not from the
    # decision that chose the voice: chunk, kind, the words.
    voice_doubts: list[dict[str, Any]] = field(default_factory=list)
    # Where the chunks and the page (rendered apart from narrate's reader: text.page_view) disagree, whatever the
    # dialect: words said that the page does not show, a line-start marker said, prose shown and never said, prose
    # cued as code (text.page_judges): chunk, line, kind, the words.
    page_doubts: list[dict[str, Any]] = field(default_factory=list)
    uncovered_terms: list[tuple[str, int]] = field(default_factory=list)
    # Chinese polyphones no word or mark settles: (word, its polyphones and their readings, count)
    polyphones: list[tuple[str, str, int]] = field(default_factory=list)
    # Marked readings said in place of the article's words: (term, reading, source, count)
    readings: list[tuple[str, str, str, int]] = field(default_factory=list)
    leak_looking: list[tuple[str, str, int]] = field(default_factory=list)
    error: str = ""
    no_prose: bool = False
    warnings: list[str] = field(default_factory=list)  # how it was read (a legacy encoding, a flag misread)
    # Front matter flags that say neither yes nor no where they decide whether it has an episode
    # (`audio: ture`).
    misreads: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """One article's report as JSON (the `narrate check --json` list items)."""
        data = asdict(self)
        data["uncovered_terms"] = [{"term": t, "count": n} for t, n in self.uncovered_terms]
        data["leak_looking"] = [{"kind": k, "item": i, "count": n} for k, i, n in self.leak_looking]
        data["polyphones"] = [{"word": w, "readings": r, "count": n} for w, r, n in self.polyphones]
        data["readings"] = [
            {"term": t, "reading": r, "source": src or "voices.yaml", "count": n} for t, r, src, n in self.readings
        ]
        return data


def estimated_seconds(script: Script) -> float:
    """Speech time of every chunk (narrate.text.duration: the model a build's estimate uses too), plus every
    pause."""
    return sum(speech_seconds(chunk.text) for chunk in script.chunks) + script.silence_ms / 1000


def _block_voices(article: Article, script: Script, config: Config) -> list[BlockVoice]:
    """The language and voice of each block, and why; a block read by two voices in turn (lines that
    alternate languages) has one entry per change of voice."""
    out: list[BlockVoice] = []
    last: tuple[int, str] | None = None
    siblings = sibling_voices(article.blocks, script.lang) if config.mixed_language == "block" else {}
    # (each block's own language read once: a long paragraph whose lines change voice came back to it at each change,
    # and read its whole text again each time)
    read: dict[int, str | None] = {}
    for chunk in script.chunks:
        if chunk.block < 0 or chunk.kind == "cue":
            continue
        lang = script.lang_of(chunk)
        voice = script.voice_of(chunk).name
        if last is not None and last == (chunk.block, voice):
            continue
        if chunk.block in siblings:
            why = (
                "decided with its list (one list, one voice: with items in the article's script, the article's,"
                " an item leaving it only as a full sentence; in Latin script alone, the one their evidence together"
                " says)"
                if chunk.kind == "list_item"
                else "decided with its series (the headings of one level under one parent: with a heading in the"
                " article's script, the article's voice, one leaving it only as a full sentence; numbered ones in Latin"
                " script, English when together they are)"
                if chunk.kind == "heading"
                else "too short to say its language, between two paragraphs read in this one"
            )
        elif lang == script.lang:
            why = f"the article's language ({article.lang_source})"
            if chunk.block not in read:
                block = article.blocks[chunk.block] if chunk.block < len(article.blocks) else None
                read[chunk.block] = block_language(block.text, script.lang) if block is not None else None
            other = read[chunk.block]
            if other and other not in config.languages:
                why += f"; it reads as {other}, which voices.yaml has no voice for"
            elif other and config.mixed_language == "off":
                why += f"; it reads as {other}, but mixed_language is off"
        else:
            why = why_block_language(chunk.shown, lang)
        if last is not None and last[0] == chunk.block:
            why += " (a line or sentence of a block that changes language)"
        last = (chunk.block, voice)
        out.append(BlockVoice(chunk.block, chunk.kind, lang, voice, why, chunk.shown[:80]))
    return out


@collector.paced
def check_article(article: Article, config: Config) -> ArticleCheck:
    """Lint one read article for listening; a script that cannot be built is reported, not raised.

    Paced as reading and scripting are (text.collector): its judges allocate as much again, and a full collection
    walked the article, its script and its page, all alive to the end, again and again (on a long task list a tenth of
    the check's CPU)."""
    report = ArticleCheck(
        source=str(article.path),
        lang=article.lang,
        lang_source=article.lang_source,
        lang_reason=article.lang_reason,
        title=article.title,
        title_made=article.title if article.title and article.title_made and named_by_id(article.path) else "",
    )
    report.warnings.extend(line.removeprefix("warning: ") for line in article.warnings)
    report.misreads.extend(line.removeprefix("warning: ") for line in article.misreads)
    try:
        script = build_script(article, config)
    except NoProse as exc:
        report.error, report.no_prose = str(exc), True
        return report
    except NarrateError as exc:
        report.error = str(exc)
        return report
    report.voice = script.voice.name
    report.chunks = len(script.chunks)
    report.characters = sum(len(c.text) for c in script.chunks)
    report.duration_s = round(estimated_seconds(script), 1)
    report.skipped = dict(script.skipped)
    lines = _source_lines(article)  # (read once: two judges compare chunks with it)
    # On a long article the page is rendered again (for its judges) by a forked child while this process runs the
    # other judges; a child that gives nothing back: rendered here.
    rendering = forks.fork(functools.partial(_page_items, article, lines)) if _long(script) and lines else None
    try:
        _judge(report, article, script, config, lines)
        said_wrong, report.blocks = _said_wrong(article, script, config, lines), _block_voices(article, script, config)
        shown = rendering.result() if rendering is not None else None
        rendering = None
    finally:
        if rendering is not None:
            rendering.stop()
    page = (Page(shown) if shown is not None else _page(article, lines)) if lines and script.accounts else None
    report.page_doubts = _page_doubts(article, script, config, lines, page)
    report.leaks = _not_shown(report.leaks, page, script)
    report.said_wrong = [
        {
            "chunk": m.chunk,
            "line": script.accounts[m.chunk].line if m.chunk < len(script.accounts) else 0,
            "kind": m.kind,
            "written": m.written,
            "said": m.said,
            **({"again": m.again} if m.again >= 0 else {}),
        }
        for m in said_wrong
    ]
    return report


# The fewest chunks for which the page's render and its costliest judge are worth a child each (forking and sending
# back cost less).
_APART_CHUNKS = 2_000


def _long(script: Script) -> bool:
    return len(script.chunks) >= _APART_CHUNKS and forks.spare_cores() > 0


def _judge(report: ArticleCheck, article: Article, script: Script, config: Config, lines: list[str]) -> None:
    """The judges check_article runs itself whatever the article's length: the report's findings but what is heard
    wrong, each block's voice and the page's doubts."""
    # (A heading of one letter or flag, `### -g`, is the writer's title of a section, as a list's item is: no tiny
    # chunk of noise.)
    report.leaks = [
        {"chunk": n, "class": name, "text": excerpt}
        for n, name, excerpt in chunk_leaks((c.kind, c.text) for c in script.chunks)
        if not (name == "tiny_chunk" and script.chunks[n].kind == "heading")
    ]
    report.holes = [
        {
            "chunk": n,
            "line": item.line,
            "symbol": item.symbol,
            "context": item.context,
            **({"rule": rule} if (rule := getattr(item, "rule", "")) else {}),
        }
        for n, item in script.lost
    ]
    report.formulas_in_part = [
        {"chunk": n, "line": script.accounts[n].line, "tex": f.tex, "unread": list(f.unread)}
        for n, f in script.formulas_in_part
    ]
    report.formulas_cued = _formulas_cued(script, config)
    report.lines_unheard = _lines_unheard(article, script, lines)
    spoken = "".join(c.text + c.display for c in script.chunks)
    # What a cue stands for (a list of links heard as "a list of N links") is accounted for, not lost.
    cued = "".join(text for kept in script.accounts for _, text in kept.cued)
    report.prose_lost = lost_runs(prose_runs(article.body), spoken + cued)
    series = sibling_voices(article.blocks, script.lang) if config.mixed_language == "block" else {}
    report.voice_doubts = _voice_doubts(script, {n for n, lang in series.items() if lang is None})
    report.uncovered_terms, report.leak_looking = worth_a_look(script)
    report.polyphones, report.readings = _polyphones(script, config)


def _latin_headings_in_cjk_voice(script: Script, found: Sequence[VoiceDoubt]) -> list[VoiceDoubt]:
    """In an article whose headings are all Latin script, each heading of two English words or more (`Build
    Commands`, `File Copy`) that a CJK voice reads: no heading of the article is in its script for the series to follow
    (s21 held-out harry1321 docker-cheat-sheet, seven headings). A heading of one word, or with a token no English word
    (a name, `Referrence`), is left alone; so is every heading of an article with a CJK heading."""
    headings = [(n, c) for n, c in enumerate(script.chunks) if c.kind == "heading"]
    if any(_CJK_LETTER.search(c.text) for _, c in headings):
        return []
    done = {d.chunk for d in found}
    out = []
    for n, chunk in headings:
        lang = script.lang_of(chunk)
        words = chunk.text.split()
        if n in done or not lang.startswith(("zh", "ja", "ko")) or len(words) < 2:
            continue
        if all(w.isascii() and w.isalpha() and english_word(w) for w in words):
            out.append(
                VoiceDoubt(n, f"an English heading read by the {lang} voice (no heading in its script)", chunk.text)
            )
    return out


_CJK_LETTER = LazyPattern(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3\uf900-\ufaff]")


def _voice_doubts(script: Script, kept: set[int] | frozenset[int] = frozenset()) -> list[dict[str, Any]]:
    """English sentences a CJK voice reads, CJK text a voice of another script reads, and one sentence, line or list heard in two voices (text.voices_heard;
    cues are narrate's words). A heading of `kept` (decided with its series, in the article's voice: one series, one
    voice, by design) is no English read by a CJK voice."""
    heard = [(c, c.kind != "cue") for c in script.chunks]
    doubts = english_in_cjk_voice(
        (
            (c.text if said and not (c.kind == "heading" and c.block in kept) else "", script.lang_of(c), c.kind)
            for c, said in heard
        ),
        english_word,
    )
    doubts += cjk_in_latin_voice((c.text if said else "", script.lang_of(c)) for c, said in heard)
    doubts += other_cjk_in_cjk_voice((c.text if said else "", script.lang_of(c)) for c, said in heard)
    doubts += voices_split((c.block if said else -1, c.kind, c.text, script.voice_of(c).name) for c, said in heard)
    doubts += cues_in_two_voices(((c.kind, c.text, script.lang_of(c)) for c in script.chunks), script.lang)
    doubts += _latin_headings_in_cjk_voice(script, doubts)
    return [
        {"chunk": d.chunk, "kind": d.kind, "text": d.text, **({"other": d.other} if d.other >= 0 else {})}
        for d in sorted(doubts, key=lambda d: d.chunk)
    ]


def _not_shown(leaks: list[dict[str, Any]], page: Page | None, script: Script) -> list[dict[str, Any]]:
    """The leaks of markup but those the page shows as text on the chunk's lines (`#### # 상속관계` is a heading that
    shows its `#`, `<br>` then `## 馬上開始` an HTML block that shows its marks): the writer's, said as the page shows."""
    if page is None:
        return leaks
    out = []
    for leak in leaks:
        kept = script.accounts[leak["chunk"]] if 0 <= leak["chunk"] < len(script.accounts) else None
        if leak["class"] == "markup" and kept is not None and kept.line:
            flat = "".join(leak["text"].split())
            if flat and any(flat in "".join(s.text.split()) for s in page.over(kept.line, max(kept.end, kept.line))):
                continue
        out.append(leak)
    return out


def _page_doubts(
    article: Article, script: Script, config: Config, lines: list[str], page: Page | None = None
) -> list[dict[str, Any]]:
    """Where what each chunk sends and what the page shows on its source lines disagree (text.page_judges). `page`:
    the page, rendered already (by a child, or here). On a long article, the costliest judge runs in a forked child
    beside the others (done here if the child gives nothing back)."""
    if not lines or not script.accounts:
        return []
    page = page if page is not None else _page(article, lines)
    heard, respelled = _heard(script, lines), _respelled(script, config)
    judging = forks.fork(functools.partial(shown_unsaid, page, heard, respelled)) if _long(script) else None
    try:
        before = unshown_said(page, heard) + markers_said(page, heard) + code_cued_prose(page, heard)
        before += rows_cued_as_table(page, heard)
        after = signs_unsaid(page, heard) + markup_sent(heard, page)
        # (the article's names, as the reader gathers them from its body: its slash rule asks them too)
        names = slashed_names(article.body.split("\n"))
        with article_names(article.body):
            after += roles_misheard(page, heard, names)
        after += names_unshown(page, heard, lines) + url_paths_said(page, heard)
        after += blocks_unheard(page, heard) + slots_emptied(page, heard) + signs_alike(page, heard)
        after += brackets_emptied(page, heard)
        after += operands_unfit(page, heard) + named_signs_unsaid(heard, lines) + ranges_sent_bare(heard)
        after += (
            ranges_unsaid(heard)
            + emoji_names_sent(page, heard)
            + pictures_unsaid(page, heard, lines, _picture_cues(script, config))
        )
        after += handles_unrepeated(heard) + operands_unfed(heard) + brackets_halved(heard)
        after += operators_named(page, heard) + metadata_said(page, heard, lines) + names_run_together(heard, lines)
        after += lines_run_together(heard, lines, _shows_breaks(article, lines))
        after += prose_swallowed(heard, lines) + placeholders_unmarked(page, heard) + generics_compared(heard)
        after += note_marks_sent(heard) + name_signs_sent(heard) + slash_dates_unsaid(heard) + note_marks_named(heard)
        after += prompts_named(heard) + commands_in_prose(heard, lines) + backslashes_named(heard)
        after += lone_signs_named(heard, lines) + escapes_left_out(heard, lines)
        after += sentences_in_code_named(heard, lines)
        after += names_heard_as_choices(heard, names) + glosses_unsaid(heard, lines)
        after += signs_named_unsaid(page, heard, lines)
        unsaid = judging.result() if judging is not None else None
        judging = None
    finally:
        if judging is not None:
            judging.stop()
    found = before + (shown_unsaid(page, heard, respelled) if unsaid is None else unsaid) + after
    found += _title_doubt(article, script, lines, page)
    return [
        {"chunk": f.chunk, "line": script.accounts[f.chunk].line, "kind": f.kind, "text": f.what}
        for f in sorted(found, key=lambda f: f.chunk)
    ]


def _picture_cues(script: Script, config: Config) -> tuple[str, ...]:
    """The picture cues of the script's languages as voices.yaml writes them (text.page_pictures reads them said)."""
    langs = sorted({script.lang, *(c.lang for c in script.chunks if c.lang)} & set(config.languages))
    return tuple(
        cue for lang in langs for key, cue in config.language(lang).cues.items() if key.startswith(("image", "frame"))
    )


def _shows_breaks(article: Article, lines: list[str]) -> bool:
    """Whether the article's page shows each line break of a paragraph: its site says so, or the file is written for
    Obsidian (text.lines_run_together)."""
    return site_data(article.path).hard_breaks or written_for_line_breaks(lines)


def _title_doubt(article: Article, script: Script, lines: list[str], page: Page) -> list[PageFinding]:
    """The episode's title taken from a heading that is a section's, not the article's (text.titles), at the title's
    chunk."""
    why = "" if article.title_made else title_unowned(article.title, lines, page)
    at = next((n for n, c in enumerate(script.chunks) if c.kind == "title"), 0)
    dated = _FILE_DATE.search(article.path.stem) if article.title_made else None
    if dated and " ".join(dated.groups()) in article.title:
        # A title made from a post's file name that keeps the date a generator takes off it (Jekyll's
        # `2016-02-10-The-event-system.md`; the s16 ruling "Titles", s15 held-out eonist x5): heard as three numbers.
        return [PageFinding(at, "the title holds its file name's date", article.title[:120])]
    return [PageFinding(at, "the title is a section's heading", f"{why}: {article.title}"[:120])] if why else []


# A post's date at the head of its file name's words (`2016-02-10-The-event-system`, `_2024-08-20-the-lindy-effect`).
_FILE_DATE = LazyPattern(r"(?:^|[_-])((?:19|20)\d\d)-(0[1-9]|1[0-2])-([0-3]\d)-[^\W\d_]")


def _page_items(article: Article, lines: list[str]) -> list[Shown]:
    """The page's pieces (what a child that renders the page sends back: a Page is made of them again)."""
    return _page(article, lines).items


def _page(article: Article, lines: list[str]) -> Page:
    mdx = article.path.suffix.lower() == ".mdx"  # (an MDX file's import/export statements are never shown)
    return page_view(lines, len(lines) - len(article.body.split("\n")) + 1, mdx=mdx)


def _heard(script: Script, lines: Sequence[str] = ()) -> Hearing:
    heard = [
        Heard(
            n,
            c.kind,
            kept.line,
            kept.end,
            c.text if c.kind != "cue" else "",
            c.shown,
            script.lang_of(c),
            kept.omitted,
            kept.cued,
        )
        for n, (c, kept) in enumerate(zip(script.chunks, script.accounts))
    ]
    return Hearing(_inline_notes_placed(heard, lines) if any("^[" in line for line in lines) else heard)


# An inline note (Pandoc, Quarto, R Markdown: `…a sentence.^[Its note.]`): said with the notes at the end, where the
# reader's account gives its chunks no line of the note's own (s15 dev djnavarro: 69 of check's 138 unmatched findings
# were the notes' words "shown, never said" on their paragraph, and their signs "said, the page shows none" elsewhere).
# (a link's brackets inside it: `^[Like [this](u).]`)
_INLINE_NOTE = LazyPattern(r"\^\[((?:[^\[\]\n]|\[[^\[\]\n]*\])*)\]")
# A note is written in prose: `^[a-z]+` in a code fence or a code span is a pattern's text, and a footnote chunk whose
# first letters are short ("a") was placed on that code line's block (review s15 text1 LOW 7).
_FENCE = LazyPattern(r"\s*(?:>\s*)*(`{3,}|~{3,})")
_CODE_SPAN = LazyPattern(r"(`+)[^`\n]*?\1")
_KEY = 24  # letters and digits of a note's chunk looked for in the notes of a line


def _inline_notes_placed(heard: list[Heard], lines: Sequence[str]) -> list[Heard]:
    """The chunks, each note's chunk given the lines of the block whose line holds its inline note: what the page shows
    there is what the block and its notes say together."""
    notes = _notes_by_line(lines)
    blocks = [h for h in heard if h.kind not in ("footnote", "cue") and h.first]
    spans = {}
    at = 0
    for number, _ in notes:
        while at < len(blocks) and max(blocks[at].last, blocks[at].first) < number:
            at += 1
        if at < len(blocks) and blocks[at].first <= number:
            spans[number] = (blocks[at].first, max(blocks[at].last, blocks[at].first))
    out = []
    cursor = 0
    for h in heard:
        key = _letters(h.shown)[:_KEY] if h.kind == "footnote" else ""
        found = next((k for k in range(cursor, min(cursor + 8, len(notes))) if key and key in notes[k][1]), None)
        if found is not None and notes[found][0] in spans:
            cursor = found
            first, last = spans[notes[found][0]]
            h = Heard(h.chunk, h.kind, first, last, h.sent, h.shown, h.lang, h.left_out, h.cued)
        out.append(h)
    return out


def _notes_by_line(lines: Sequence[str]) -> list[tuple[int, str]]:
    """(line number, the letters of its inline notes) for each prose line holding one: fenced lines and code spans are
    code, never notes."""
    notes = []
    fence = ""
    for number, line in enumerate(lines, start=1):
        opened = _FENCE.match(line)
        if opened and (not fence or opened.group(1).startswith(fence)):
            fence = "" if fence else opened.group(1)
        elif not fence and "^[" in line:
            prose = _CODE_SPAN.sub("", line)
            found = " ".join(m.group(1) for m in _INLINE_NOTE.finditer(prose))
            if found:
                notes.append((number, _letters(found)))
    return notes


def _letters(text: str) -> str:
    return "".join(ch for ch in text if ch.isalnum())


def _respelled(script: Script, config: Config) -> list[str]:
    """The terms the lexicons of the script's languages say in other words (the page shows them as written)."""
    return sorted(
        {
            term
            for lang in {script.lang, *(c.lang for c in script.chunks if c.lang)}
            if lang in config.languages
            for term, _ in config.language(lang).lexicon
        }
    )


_SENTENCE_KINDS = frozenset({"paragraph", "list_item", "quote", "footnote", "heading"})


def _formulas_cued(script: Script, config: Config) -> list[dict[str, Any]]:
    """Formulas cued inside a sentence: a chunk of prose whose account holds a formula said as its cue, and which
    says more than the cue (a display formula cued on its own is the reader's choice)."""
    cues = _cue_pattern(tuple(config.language(script.lang).cues.values()))
    out = []
    for n, (chunk, kept) in enumerate(zip(script.chunks, script.accounts)):
        if chunk.kind not in _SENTENCE_KINDS or not any(f.said is None for f in kept.formulas):
            continue
        if len(re.findall(r"\w", cues.sub("", chunk.text))) >= 2:
            out += [{"chunk": n, "line": kept.line, "tex": f.tex} for f in kept.formulas if f.said is None]
    return out


# A line that is markup alone (a rule, a container's fence, an empty quote line, a link's definition, an HTML tag or a
# template tag on its own), which says nothing on the page.
_MARKUP_LINE = re.compile(
    r"^(?:[-*_=\s]{3,}|:{3,}.*|>+|\[[^\]]+\]:\s*\S+.*|</?[A-Za-z][^>]*>|\{[%{][^}]*[%}]\}|<!--.*-->|```.*|~~~.*)$"
)


def _lines_unheard(article: Article, script: Script, lines: list[str] | None = None) -> list[dict[str, Any]]:
    """Lines of the body with words (two letters or more) outside every chunk's source lines whose text no rule's
    record or cue holds: a passage the listener never hears and nothing accounts for (the parser made no block of
    it). Each is reported at the next chunk heard, with its line. `lines`: the file's, if already read."""
    lines = _source_lines(article) if lines is None else lines
    if not lines or not script.accounts:
        return []
    spans = {(kept.line, max(kept.end, kept.line)) for kept in script.accounts if kept.line}  # (a block's, once)
    covered = {n for start, end in spans for n in range(start, end + 1)}
    if not covered:
        return []
    records = " ".join(text for kept in script.accounts for _, text in (*kept.omitted, *kept.cued))
    starts = sorted((kept.line, n) for n, kept in enumerate(script.accounts) if kept.line)
    body_start = len(lines) - len(article.body.split("\n")) + 1
    out = []
    for number in range(max(body_start, min(covered)), len(lines) + 1):
        text = lines[number - 1].strip()
        if number in covered or len(re.findall(r"\w", text)) < 2 or _MARKUP_LINE.match(text) or text in records:
            continue
        chunk = next((n for line, n in starts if line > number), len(script.chunks) - 1)
        out.append({"chunk": chunk, "line": number, "text": text[:120]})
    return out


def _said_wrong(article: Article, script: Script, config: Config, lines: list[str]) -> list[Misreading]:
    """What the listener will hear wrong (text.misreadings): symbols said wrong, passages said twice, struck-out
    text said as current and signs dropped (against the chunk's source lines, which the account names)."""
    with article_code_marks(article.body):
        found = misreadings(
            ((c.shown, c.text, script.lang_of(c)) for c in script.chunks),
            [[f.tex for f in kept.formulas] for kept in script.accounts],
            [_inline_code(article, c.block) for c in script.chunks],
            [[f.tex for f in kept.formulas if f.said is not None] for kept in script.accounts],
        )
    found += said_twice(
        [c.text for c in script.chunks],
        [c.kind for c in script.chunks],
        [bool(kept.formulas) for kept in script.accounts],
    )
    found += _against_source(lines, script)
    found += _code_in_part(article, script)
    found += code_said_as_prose((c.kind, c.shown, c.text) for c in script.chunks)
    respelled = _respelled_slashes(script, config)
    found = [
        m
        for m in found
        if not (
            m.kind == "said as nothing"
            and (any(term in m.written for term in respelled) or _compound_said(m, _source_of(script, lines, m.chunk)))
        )
    ]
    return sorted(found, key=lambda m: m.chunk)


# Two Latin words joined by a slash.
_SLASHED_PAIR = LazyPattern(r"(?<![A-Za-z0-9/])([A-Za-z]{2,20})/([A-Za-z]{2,20})(?![A-Za-z0-9/])")


def _compound_said(m: Misreading, source: str) -> bool:
    """Whether a slash "said as nothing" is a fixed pair's, which the reader joins into one compound with a hyphen
    ("Pub/Sub" sent "Pub-Sub", "key/value" "key-value"): the reader's own predicate (text.english_choices.fixed_pair)
    says the pair is one construct, read so (s18: the judge and the reader's fixed-pair list disagreed) — when the
    source writes the two words so (`[[Get]]/[[Set]]`, two spec methods whose brackets a rule dropped, is no pair)."""
    return m.said.strip() == "-" and any(
        fixed_pair(pair) and f"{pair[0]}/{pair[1]}" in source for pair in _SLASHED_PAIR.findall(m.written)
    )


def _source_of(script: Script, lines: list[str], chunk: int) -> str:
    """The source lines of a chunk, joined ("" for none)."""
    kept = script.accounts[chunk] if 0 <= chunk < len(script.accounts) else None
    return "\n".join(lines[kept.line - 1 : max(kept.end, kept.line)]) if kept is not None and kept.line else ""


def _against_source(lines: list[str], script: Script) -> list[Misreading]:
    """The judges that read each chunk's source lines: struck-out text left out, signs the transcript dropped too,
    headings of signs never heard."""
    sources = _chunk_sources(lines, script)
    found = struck_dropped(
        (source, chunk.text, [text for _, text in (*kept.omitted, *kept.cued)])
        for source, chunk, kept in zip(sources, script.chunks, script.accounts)
    )
    found += signs_dropped(
        (source if c.kind != "cue" else "", c.shown, c.text) for source, c in zip(sources, script.chunks)
    )
    found += headings_silent((source if c.kind != "cue" else "", c.text) for source, c in zip(sources, script.chunks))
    found += numbers_shifted((source, c.kind, c.text) for source, c in zip(sources, script.chunks))
    found += mappings_said_as_prose((source, c.kind, c.text) for source, c in zip(sources, script.chunks))
    found += commands_said_as_prose((source, c.kind, c.text) for source, c in zip(sources, script.chunks))
    found += formulas_run_together(
        (source, c.text, [(f.tex, f.said) for f in kept.formulas])
        for source, c, kept in zip(sources, script.chunks, script.accounts)
    )
    return found


def _code_in_part(article: Article, script: Script) -> list[Misreading]:
    """Inline code said in part (text.misreadings.code_in_part), per block: its code spans against what its chunks
    send, a span a rule's record or a cue holds left out; each at the chunk that says the span's words."""
    chunks: dict[int, list[int]] = {}
    for n, chunk in enumerate(script.chunks):
        if chunk.kind != "cue" and chunk.block >= 0:
            chunks.setdefault(chunk.block, []).append(n)
    found = []
    for block, numbers in chunks.items():
        code = _inline_code(article, block)
        if not code:
            continue
        records = " ".join(text for n in numbers for _, text in (*script.accounts[n].omitted, *script.accounts[n].cued))
        code = [span for span in code if span not in records]
        sent = " ".join(script.chunks[n].text for n in numbers)
        shown = " ".join(script.chunks[n].shown for n in numbers)
        for sign, span in code_in_part(code, sent, script.lang_of(script.chunks[numbers[0]]), shown):
            words = re.findall(r"[^\W_]{2,}", span)
            at = next((n for n in numbers if all(w in script.chunks[n].text for w in words[:2])), numbers[0])
            found.append(Misreading(at, "code said in part", span, sign))
    return found


def _chunk_sources(lines: list[str], script: Script) -> list[str]:
    """Each chunk's source lines as one text ("" for none). The chunks of one block share its lines: each range
    is joined once and its text shared (a paragraph of 30,000 short lines said in 800 chunks was joined, held
    and scanned 800 times over)."""
    joined: dict[tuple[int, int], str] = {}
    out = []
    for kept in script.accounts:
        span = (kept.line, max(kept.end, kept.line))
        if span not in joined:
            joined[span] = "\n".join(lines[span[0] - 1 : span[1]]) if kept.line else ""
        out.append(joined[span])
    return out


def _respelled_slashes(script: Script, config: Config) -> tuple[str, ...]:
    """The lexicon's terms with a slash ("CI/CD": "CI CD"): said as the writer's lexicon says them."""
    terms: set[str] = set()
    for lang in {script.lang, *(c.lang for c in script.chunks if c.lang)}:
        if lang in config.languages:
            terms |= {term for term, _ in config.language(lang).lexicon if "/" in term}
    return tuple(terms)


def _inline_code(article: Article, block: int) -> list[str]:
    """The inline code of a block (none for the title, intro and outro)."""
    if not 0 <= block < len(article.blocks):
        return []
    return [segment.text for segment in article.blocks[block].segments if segment.code]


def _source_lines(article: Article) -> list[str]:
    """The article's file as lines (the account's line numbers are the file's); none when it cannot be read again."""
    try:
        return read_regular(article.path).decode("utf-8-sig").split("\n")
    except (OSError, UnicodeDecodeError, NarrateError):
        return []


def _polyphones(script: Script, config: Config) -> tuple[list[tuple[str, str, int]], list[tuple[str, str, str, int]]]:
    """The polyphones the article's own words leave to the voice (its cues are narrate's words, a block in
    another language another voice's, a marked term is settled), and the marked readings said instead."""
    own = [c.shown for c in script.chunks if c.kind != "cue" and script.lang_of(c) == script.lang]
    cues = _cue_pattern(tuple(config.language(script.lang).cues.values()))
    readings = speaker_for(config, script.lang, script.voice).readings
    said = readings_said(own, readings, script.lang)
    unmarked = (
        apply_readings(cues.sub("", text), tuple(replace(r, said="·" * len(r.term)) for r, _ in said), script.lang)
        for text in own
    )
    found = uncovered_polyphones(unmarked, script.lang)
    return found, [(r.term, r.reading, r.source, n) for r, n in said]


@lru_cache(maxsize=8)
def _cue_pattern(cues: tuple[str, ...]) -> re.Pattern[str]:
    """The skip cues of a language as said ({n} and {alt} filled by anything)."""
    bodies = [".*?".join(re.escape(part) for part in re.split(r"\{\w+\}", cue)) for cue in cues if cue.strip()]
    return re.compile("|".join(sorted(bodies, key=len, reverse=True)) or r"(?!)")


def worth_a_look(script: Script) -> tuple[list[tuple[str, int]], list[tuple[str, str, int]]]:
    """A script's uncovered terms and leak-looking items without the noise: plain English words, products
    named like files (what `narrate check` and `narrate script --report` list)."""
    terms = [(term, n) for term, n in script.uncovered if not plain_english(term)]
    looking = [(kind, item, n) for kind, item, n in script.leak_looking if not _not_a_leak(kind, item)]
    return terms, looking


# Products named like a file (`Next.js` is a framework, `next.config.js` a file): a lint that lists
# them hundreds of times as file names gets ignored.
_JS_PRODUCTS = frozenset(
    """
next node vue nuxt three d3 chart express ember backbone angular alpine solid moment day anime popper socket video
paper phaser babylon pixi leaflet highlight prism reveal riot mithril knockout meteor sails hapi koa nest brain ml5
p5 tensorflow react preact lit ionic electron deno handlebars mustache underscore lodash require ext dojo aurelia
polymer glimmer redux immutable vis fabric matter cannon gsap sigma cytoscape plotly raphael snap two zdog c3 quasar
gatsby remix astro svelte qwik marko inferno stimulus turbo htmx swiper tippy sortable dropzone pdf math katex mathjax
""".split()
)


def _not_a_leak(kind: str, item: str) -> bool:
    """Items `leak_looking` lists that are not leaks: products named like files (`Next.js`)."""
    if kind == "file name":
        stem, _, suffix = item.rpartition(".")
        return suffix.lower() == "js" and stem.lower() in _JS_PRODUCTS
    return False


def plain_english(term: str) -> bool:
    """Whether a term is a plain English word ("render", "Cache"), which any voice reads: not a term to cover.

    Spelled technically (inner capitals, all capitals, digits: TypeScript, API, i18n), it stays listed."""
    if not term.isalpha() or not term[1:].islower() or len(term) < 3:
        return False
    return english_word(term)
