"""Issue 38's measurement: what a listener hears on real articles, per 1,000 chunks, by the symbol account and by
reading, and how much of it `narrate check` reports.

    python benchmarks/listening_round4.py CORPUS [--set dev] [--dump DIR] [--readings FILE] [--json-out FILE]
    python benchmarks/listening_round4.py CORPUS --build benchmarks/round4_manifest.tsv --mirrors /work/.mirror

``--build`` first writes the corpus a manifest lists (set, lang, repository, path, commit, corpus file) from git
mirrors (``<mirrors>/<owner>+<name>/repo``, as the search tool's ``fetch`` leaves them); issue 38's is
``round4_manifest.tsv``, its held-out reading ``round4_readings.tsv`` (``round4_readings_first.tsv``: the first
pass, before the fixes it led to; ``round4_readings_dev.tsv``: 12 dev articles read after it; both sets of
``round4_manifest.tsv`` are dev data since). The final held-out set is ``round4_heldout_s3.tsv`` (35 articles
of 7 repositories no test, fixture or benchmark had used), read as ``round4_readings_s3.tsv``:

    python benchmarks/listening_round4.py S3 --build benchmarks/round4_heldout_s3.tsv --set heldout \
        --readings benchmarks/round4_readings_s3.tsv

Session 4's corpus (``round4_s4_pick.py``) is split by repository: ``round4_s4_dev.tsv`` (5 repositories, read
by readers as the lanes' dev material) and ``round4_s4_heldout.tsv`` (5 others, built and read only at the end).
``--packets DIR`` writes what the readers read: ``DIR/<set>/<file>.txt`` (every source line, each chunk after the
lines it says, with its voice and the account's rule records; blind to what the account and check find),
``READER.md`` (round4_reader.md: the classes, with real cases, and the tally's format) and ``INDEX.md`` (the
articles in ``--readers`` groups of about equal chunks):

    python benchmarks/listening_round4.py S4 --build benchmarks/round4_s4_dev.tsv --set dev --packets PACKETS

Session 5's corpus (``round4_s5_pick.py``: ``round4_s5_dev.tsv``, ``round4_s5_heldout.tsv``, ten other repositories)
is built and read the same way; ``--tally readings5`` names its tally files in INDEX.md. Its dev half was read twice:
``round4_readings_s5_dev.tsv`` (built with a58280b) and ``round4_readings_s5_dev2.tsv`` (9fa67b5, other readers).
``--read-from PACKETS`` (the packets the readers read) finds each read defect in this build by what its chunk said,
and counts the ones still heard (still_heard, session 13: a hole until the words its note quotes as missing are
said, a misreading while its chunk says the words it was heard saying; before, a defect counted as still there
while its chunk said the same, which kept holes mended by new chunks — that count stays as ``defects_unchanged``),
and lists them in ``still_heard`` (session 14), one line each with where it is now and whether check reported it:

    python benchmarks/listening_round4.py S5 --set dev --readings benchmarks/round4_readings_s5_dev.tsv \
        --read-from PACKETS5

From session 20 on each article is read inside a copy of its repository's site files (round4_sites: the
configuration, templates, data and plugin sources, without the other articles and the media), as a user's
``narrate build`` in the repository reads it: ``--build`` of an s20 manifest or later writes the copies under
``<corpus>/_sites`` and a corpus built so is read through them; ``--no-site-files`` reads the flat files as before,
``--site-files`` builds copies for an earlier manifest.

``--adjudicate FILE`` (with ``--readings``) writes check's findings no reader logged, for a second look after the
blind reading; ``--verdicts FILE`` reads that file back with its last column filled (``real`` / ``not``) and adds
check's noise as judged (a reader may miss a defect check found: the blind noise counts it against check).

CORPUS is ``<corpus>/<set>/<lang>/*.md`` (sets such as ``dev`` and ``heldout``; the folder's ``<lang>`` is the
article's true language); the corpus itself stays out of the repository. Every article is read and scripted by
this tree's narrate (no synthesis, no network) and judged:

* **holes** (the symbol account, narrate.text.account): symbols of the source that vanished without a rule;
* **formulas said in part**: a formula the math reader said though it did not read all of it;
* **raw TeX**: a chunk whose spoken text holds a TeX command (``\\frac``), or ``^{``/``_{``;
* **leaks**: the classes of narrate.text.leaks in what the voice is sent;
* **wrong block voice** (automatic): a paragraph, list item, quote or heading clearly in another language
  (narrate.text.language.block_language of its words; the Latin-only items of one list and headings of one
  level together, narrate.text.script.sibling_voices) read by another voice, or the article's language
  not its folder's;
* **CJK prose lost**: the characters of the runs of 6+ Han/kana characters of the source prose (read by line
  rules independent of the parser) that are in no chunk, over all such characters.

``--dump DIR`` writes one file per article for reading it side by side with its source: each block's source
lines, then each of its chunks as sent (voice, pause) and its account. A reader counts, per chunk, in the
tally file given to ``--readings`` (TSV: ``set  file  chunk  class  note``; one line per defect):

* ``misreading``: the chunk says something the source does not mean: a formula or expression said wrong or in
  part, an operator said as another or dropped inside an expression it changes, a number, name or word said
  wrong, a picture/link/code that is spoken as if it were prose, markup or a component read as words when
  it changes what the sentence says;
* ``leak``: the chunk says what a reader of the page never sees as prose: markup, a URL or path past its
  domain, a component's name or props, an import/export, a template or Liquid tag, an attribute list, a
  raw TeX command, a link target;
* ``hole``: a symbol that carries meaning in the source (a word, a number, an operator, a CJK character, a
  sentence) that the chunk never says and no cue stands for;
* ``voice``: the chunk (or a sentence in it) is read by a voice of another language than its words, or a
  sentence is split across two voices.

One defect is counted once, at the chunk where it is heard (a dropped sentence at the chunk where it should
have been). ``--readings`` prints the figures of the articles read, per 1,000 of their chunks, and
``narrate check``'s recall (the share of the read defects it reports: a leak, hole, formula said in part or
prose run lost on the same chunk, or a block read by another voice for a ``voice`` defect) and its noise
(the share of its reports on those articles that match no read defect), also per repository (a corpus file's
name up to ``__``: chunks read, defects by class, how many check reported).
"""

from __future__ import annotations

import argparse
import csv
import difflib
import json
import re
import shutil
import subprocess
import sys
import tempfile
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(1, str(ROOT / "benchmarks"))  # round4_sites, when this script is loaded as a module

from round4_sites import site_copies, wants_sites, write_sites  # noqa: E402

from narrate.config import Config, load_config  # noqa: E402
from narrate.errors import NarrateError, NoProse  # noqa: E402
from narrate.text.account import ChunkAccount  # noqa: E402
from narrate.text.article import read_article  # noqa: E402
from narrate.text.check import ArticleCheck, check_article  # noqa: E402
from narrate.text.language import block_language  # noqa: E402
from narrate.text.leaks import chunk_leaks, lost_runs, prose_runs  # noqa: E402
from narrate.text.mathspeech import bare_script, tex_said  # noqa: E402
from narrate.text.model import Article, Chunk, Script  # noqa: E402
from narrate.text.script import build_script, sibling_voices  # noqa: E402

_TEX_AS_WRITTEN = re.compile(r"\\[A-Za-z]{2,}|[_^]\{")
# TeX the voice was sent as words: a backslash named before a command's name ("backslash begin align").
_SAID_TEX = re.compile(r"(?i)(?:backslash|反斜線|反斜杠|反斜线|バックスラッシュ|백슬래시)\s*([A-Za-z]{2,})")
_TEX_TOKEN = re.compile(r"\\[A-Za-z]+|\\.|[_^{}&]\S*")
# Where a chunk's source writes TeX (a command, a braced script, a dollar): a bare script sign said from it came
# from a formula; a `w_1` of a source with none is a name as written (a config key, a file).
_TEX_IN_SOURCE = re.compile(r"\\[A-Za-z]{2,}|[_^]\{|\$")
_PROSE_KINDS = ("paragraph", "quote", "list_item", "heading", "footnote")


@dataclass
class Judged:
    """One article's figures."""

    file: Path
    lang: str
    chunks: int = 0
    holes: list[tuple[int, str]] = field(default_factory=list)  # (chunk, what)
    in_part: list[tuple[int, str]] = field(default_factory=list)
    raw_tex: list[tuple[int, str]] = field(default_factory=list)
    leaks: list[tuple[int, str]] = field(default_factory=list)
    wrong_voice: list[tuple[int, str]] = field(default_factory=list)
    cjk_chars: int = 0
    cjk_lost: int = 0
    error: str = ""
    check: ArticleCheck | None = None
    script: Script | None = None
    article: Article | None = None


def raw_tex(said: str, source: str | None = None) -> bool:
    """Whether a chunk's spoken text holds TeX: a command or a braced script as written, or a command said by
    its backslash's name (`begin`/`end` of an environment, or a command the math reader knows; one test with the
    golden cases': text.mathspeech.tex_said) — given the chunk's `source`, a command said by its name only where
    the source writes it (`\\dot`): a Windows path `~\\.ssh\\` said "tilde backslash dot ssh" names a backslash
    and a dot, no TeX (s8 held-out KenBonny); a script sign left bare (`p_ theta`, `(a formula)^ n`: tidy took its
    braces) where the source writes TeX."""
    if not tex_said(said):
        return False
    if source is None or _TEX_AS_WRITTEN.search(said):
        return True
    if bare_script(said) and _TEX_IN_SOURCE.search(source):
        return True
    return any(
        re.search(r"\\" + re.escape(name) + r"(?![A-Za-z])", source, re.I) is not None
        for name in _SAID_TEX.findall(said)
    )


def _chunk_source(lines: list[str], kept: ChunkAccount | None) -> str | None:
    """The source lines a chunk says (its account's span), or None where the account has none."""
    if kept is None or not kept.line:
        return None
    return "\n".join(lines[kept.line - 1 : max(kept.end, kept.line)])


def corpus_sets(corpus: Path) -> dict[str, list[tuple[Path, str]]]:
    """{set: [(article, its folder's language)]} (``_sites``, the site copies, is no set)."""
    sets: dict[str, list[tuple[Path, str]]] = {}
    for set_dir in sorted(d for d in corpus.iterdir() if d.is_dir() and not d.name.startswith("_")):
        files = [
            (f, lang_dir.name)
            for lang_dir in sorted(set_dir.iterdir())
            if lang_dir.is_dir()
            for f in sorted([*lang_dir.glob("*.md"), *lang_dir.glob("*.mdx")])
        ]
        if files:
            sets[set_dir.name] = files
    return sets


def judge(file: Path, expected: str, config: Config, tmp: Path, site_copy: str | None = None) -> Judged:
    """Read, script and check one article: its copy inside its site's files where the corpus has one (round4_sites,
    session 20 on: as a user's build in the repository reads it), else a copy in a neutral folder, so its folder
    cannot decide its language."""
    if site_copy:
        copy = Path(site_copy)
    else:
        copy = tmp / f"{abs(hash(file))}" / file.name
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(file, copy)
    out = Judged(file, expected)
    try:
        article = read_article(copy, config=config)
        script = build_script(article, config)
    except NoProse as exc:
        out.error = f"no prose: {exc}"
        return out
    except NarrateError as exc:
        out.error = str(exc)
        return out
    out.article, out.script, out.lang = article, script, script.lang
    out.chunks = len(script.chunks)
    out.holes = [(n, f"{item.symbol!r} at line {item.line}: {item.context}") for n, item in script.lost]
    out.in_part = [(n, f.tex) for n, f in script.formulas_in_part]
    lines = file.read_text(encoding="utf-8-sig").split("\n")
    kept = list(script.accounts) + [None] * (len(script.chunks) - len(script.accounts))
    out.raw_tex = [
        (n, c.text[:80]) for n, c in enumerate(script.chunks) if raw_tex(c.text, _chunk_source(lines, kept[n]))
    ]
    out.leaks = [(n, f"{name}: {excerpt}") for n, name, excerpt in chunk_leaks((c.kind, c.text) for c in script.chunks)]
    if script.lang != expected:
        out.wrong_voice.append((-1, f"article read as {script.lang}, its folder says {expected}"))
    siblings = sibling_voices(article.blocks, script.lang)  # (a list's items are decided together)
    for n, chunk in enumerate(script.chunks):
        if chunk.kind in _PROSE_KINDS:
            words = _without_formulas(chunk.shown, script.accounts[n] if n < len(script.accounts) else None)
            want = siblings[chunk.block] if chunk.block in siblings else block_language(words, script.lang)
            if want and want != script.lang_of(chunk) and want in config.languages:
                out.wrong_voice.append((n, f"{want} read as {script.lang_of(chunk)}: {chunk.shown[:60]}"))
    runs = prose_runs(file.read_text(encoding="utf-8-sig"))
    missing = lost_runs(runs, "".join(c.text + c.display for c in script.chunks))
    out.cjk_chars, out.cjk_lost = sum(map(len, runs)), sum(map(len, missing))
    out.check = check_article(article, config)
    return out


def _without_formulas(shown: str, kept: ChunkAccount | None) -> str:
    """A chunk's words without its formulas: TeX is no language's evidence (a display formula shown as
    ``w=\\frac{…}`` would otherwise count as an English block in a Chinese article)."""
    if kept is None or not kept.formulas:
        return shown
    # (spaces compared collapsed: the transcript shows a display's rows with its spaces run together, `x   &= y`
    # as `x &= y`; compared as written, no formula matched and its rows stayed as words: s8 held-out HsuChiChen
    # Latex Practice's two `\begin{align}` displays judged Spanish read by English)
    shown = " ".join(shown.split())
    for formula in kept.formulas:
        shown = shown.replace(" ".join(formula.tex.split()), " ")
    return _TEX_TOKEN.sub(" ", shown)  # what is left of a formula the account splits across chunks


def figures(judged: list[Judged]) -> dict[str, Any]:
    """The figures of a set, per 1,000 chunks."""
    chunks = sum(j.chunks for j in judged)

    def per_k(n: int) -> float:
        return round(1000 * n / chunks, 2) if chunks else 0.0

    counts = {
        name: sum(len(getattr(j, name)) for j in judged)
        for name in ("holes", "in_part", "raw_tex", "leaks", "wrong_voice")
    }
    cjk = sum(j.cjk_chars for j in judged)
    return {
        "articles": len(judged),
        "chunks": chunks,
        "failed": [f"{j.file.name}: {j.error}" for j in judged if j.error],
        **{f"{name}": n for name, n in counts.items()},
        **{f"{name}_per_1000": per_k(n) for name, n in counts.items()},
        "cjk_chars": cjk,
        "cjk_lost_chars": sum(j.cjk_lost for j in judged),
        "cjk_lost_pct": round(100 * sum(j.cjk_lost for j in judged) / cjk, 3) if cjk else 0.0,
    }


def dump(j: Judged, folder: Path) -> None:
    """The article side by side with its source, for reading (see the module's docstring for what to count)."""
    if j.script is None or j.article is None:
        return
    lines = j.file.read_text(encoding="utf-8-sig").split("\n")
    script = j.script
    out = [f"# {j.file.name}  ({script.lang}, {len(script.chunks)} chunks)", ""]
    shown_to = 0
    for n, (chunk, kept) in enumerate(zip(script.chunks, script.accounts or [None] * len(script.chunks))):
        if kept is not None and kept.line and kept.line > shown_to:
            first, last = kept.line, max(kept.end, kept.line)
            for number in range(max(first, shown_to + 1), last + 1):
                if number - 1 < len(lines) and lines[number - 1].strip():
                    out.append(f"      src {number:>4} | {lines[number - 1]}")
            shown_to = last
        voice = "" if script.lang_of(chunk) == script.lang else f"@{script.lang_of(chunk)}"
        out.append(f"[{n:>3}] {chunk.kind}{voice} | {chunk.text}")
        if kept is not None:
            for item in kept.lost:
                out.append(f"      LOST {item.symbol!r} (line {item.line}): {item.context}")
            for rule, text in kept.omitted:
                out.append(f"      omitted by {rule}: {' '.join(text.split())[:70]}")
            for cue, text in kept.cued:
                out.append(f"      cued as {cue}: {' '.join(text.split())[:50]}")
    (folder / (j.file.stem + ".txt")).write_text("\n".join(out) + "\n", encoding="utf-8")


def _sources() -> dict[str, dict[str, str]]:
    """Every manifest's rows (benchmarks/*.tsv with a corpus_file column), by corpus file name."""
    rows: dict[str, dict[str, str]] = {}
    for manifest in sorted(Path(__file__).parent.glob("*.tsv")):
        with manifest.open(encoding="utf-8") as handle:
            reader = csv.DictReader(handle, delimiter="\t")
            if reader.fieldnames and "corpus_file" in reader.fieldnames:
                rows.update({Path(row["corpus_file"]).name: row for row in reader})
    return rows


def _packet_chunk(n: int, chunk: Chunk, kept: ChunkAccount | None, script: Script) -> list[str]:
    """One chunk as a reader sees it: what the voice is sent, who says it, what the transcript shows, and the
    account's rule records (what was left out by a named rule, what a cue stands for). What the account or
    `narrate check` judge lost or wrong is not shown: the reading is blind to them."""
    lang = script.lang_of(chunk)
    voice = chunk.voice.name if chunk.voice is not None else script.voice.name
    other = "  <<< ANOTHER VOICE THAN THE ARTICLE'S" if lang != script.lang else ""
    out = [f"  >>> [{n}] {chunk.kind} | {lang} {voice} | pause {chunk.pause_ms} ms{other}"]
    out.append(f"        SAYS : {chunk.text}")
    if chunk.display and chunk.display != chunk.text:
        out.append(f"        SHOWS: {chunk.display}")
    if kept is not None:
        out += [f"        omitted by rule '{rule}': {' '.join(text.split())[:160]}" for rule, text in kept.omitted]
        out += [f"        cue '{cue}' stands for: {' '.join(text.split())[:160]}" for cue, text in kept.cued]
    return out


def packet(j: Judged, folder: Path, source: dict[str, str] | None) -> int:
    """Write one article's reading packet: every line of its source, in order, with each chunk narrate makes
    placed after the last source line it says (its account's span); a line no chunk's span covers is marked
    ':' (silent: a code block, front matter, a rule's omission, or a hole). Returns its chunk count."""
    if j.script is None:
        (folder / f"{j.file.name}.txt").write_text(f"# {j.file.name}: not read by narrate ({j.error})\n")
        return 0
    script = j.script
    lines = j.file.read_text(encoding="utf-8-sig").split("\n")
    accounts = list(script.accounts) + [None] * (len(script.chunks) - len(script.accounts))
    covered = {
        number for kept in accounts if kept is not None and kept.line for number in range(kept.line, kept.end + 1)
    }
    where = f"{source['repository']} {source['path']} @ {source['commit'][:10]}" if source else str(j.file)
    out = [
        f"# {j.file.name}",
        f"# source: {where}",
        f"# article language {script.lang}, voice {script.voice.name}, {len(script.chunks)} chunks",
        "# '  12 | text' = source line 12 (some chunk says it); '  12 : text' = no chunk's span covers it",
        "# '  >>> [n] kind | lang voice | pause' then SAYS (sent to the voice) and SHOWS (the transcript's words)",
        "",
    ]
    printed = 0

    def source_to(last: int) -> None:
        nonlocal printed
        for number in range(printed + 1, min(last, len(lines)) + 1):
            mark = "|" if number in covered else ":"
            out.append(f"{number:>5} {mark} {lines[number - 1]}")
        printed = max(printed, last)

    for n, (chunk, kept) in enumerate(zip(script.chunks, accounts)):
        if kept is not None and kept.line:
            source_to(max(kept.end, kept.line))
        out += _packet_chunk(n, chunk, kept, script)
    source_to(len(lines))
    (folder / f"{j.file.name}.txt").write_text("\n".join(out) + "\n", encoding="utf-8")
    return len(script.chunks)


def write_packets(results: list[Judged], folder: Path, set_name: str, readers: int, tally: str = "readings") -> None:
    """The packets of a set, READER.md beside them, and INDEX.md: the articles in groups of about equal chunk
    counts, one per reader, each group in the order to read it (shortest first, so a reading cut short still
    covers most articles)."""
    folder.mkdir(parents=True, exist_ok=True)
    sources = _sources()
    counts = {j.file.name: packet(j, folder, sources.get(j.file.name)) for j in results}
    shutil.copyfile(Path(__file__).parent / "round4_reader.md", folder / "READER.md")
    groups: list[list[str]] = [[] for _ in range(readers)]
    for name in sorted(counts, key=lambda k: (-counts[k], k)):  # largest first, into the lightest group
        min(groups, key=lambda g: sum(counts[k] for k in g)).append(name)
    out = [f"# {set_name}: {len(counts)} articles, {sum(counts.values())} chunks, {readers} groups", ""]
    for number, group in enumerate(groups, 1):
        out.append(f"## group {number} ({sum(counts[k] for k in group)} chunks): write {tally}-{set_name}-{number}.tsv")
        out += [f"- {name}.txt ({counts[name]} chunks)" for name in sorted(group, key=lambda k: (counts[k], k))]
        out.append("")
    (folder / "INDEX.md").write_text("\n".join(out), encoding="utf-8")


def _check_findings(check: ArticleCheck) -> dict[int, set[str]]:
    """What narrate check reports, by chunk: leak, hole, formula, said wrong, prose (a lost run: chunk -1)."""
    found: dict[int, set[str]] = {}
    for wrong in check.said_wrong:
        found.setdefault(wrong["chunk"], set()).add("said wrong")
        if "again" in wrong:  # a passage said twice is heard wrong at both chunks: one finding, either place
            found.setdefault(wrong["again"], set()).add(f"said again {wrong['chunk']}")
    for leak in check.leaks:
        found.setdefault(leak["chunk"], set()).add("leak")
    for hole in check.holes:
        found.setdefault(hole["chunk"], set()).add("hole")
    for part in check.formulas_in_part:
        found.setdefault(part["chunk"], set()).add("formula")
    for cued in getattr(check, "formulas_cued", []):
        found.setdefault(cued["chunk"], set()).add("formula cued")
    for line in getattr(check, "lines_unheard", []):
        found.setdefault(line["chunk"], set()).add("line unheard")
    if getattr(check, "title_made", ""):
        found.setdefault(0, set()).add("title made")
    for doubt in getattr(check, "page_doubts", []):
        found.setdefault(doubt["chunk"], set()).add("page")
    for doubt in getattr(check, "voice_doubts", []):
        found.setdefault(doubt["chunk"], set()).add("voice")
        if "other" in doubt:  # one thing in two voices is heard wrong at either chunk: one finding, either place
            found.setdefault(doubt["other"], set()).add(f"said again {doubt['chunk']}")
    if check.prose_lost:
        found.setdefault(-1, set()).add("prose")
    return found


_PACKET_CHUNK = re.compile(r"^  >>> \[(\d+)\] \S+ \| \S+ (\S+)")


def said_then(packets: Path) -> dict[tuple[str, str], dict[int, tuple[str, str]]]:
    """What each chunk said, and in which voice, in the packets the readers read (``<packets>/<set>/<file>.txt``),
    by (set, file)."""
    out: dict[tuple[str, str], dict[int, tuple[str, str]]] = {}
    for packet in packets.glob("*/*.txt"):
        chunks: dict[int, tuple[str, str]] = {}
        number, voice = -1, ""
        for line in packet.read_text(encoding="utf-8").split("\n"):
            found = _PACKET_CHUNK.match(line)
            if found:
                number, voice = int(found.group(1)), found.group(2)
            elif number >= 0 and line.startswith("        SAYS : "):
                chunks[number] = (voice, line.removeprefix("        SAYS : "))
        out[(packet.parent.name, packet.name.removesuffix(".txt"))] = chunks
    return out


def _chunk_now(j: Judged, then: dict[int, tuple[str, str]], chunk: int) -> tuple[int, bool]:
    """The chunk of this build that says what chunk `chunk` said when it was read (main moves: chunks are split,
    joined and added), by its words: the same text if any chunk near it has it, else the most alike within 40
    chunks (at least half alike); else the same number — and whether it was found by its words."""
    said = " ".join(then.get(chunk, ("", ""))[1].split())
    if j.script is None or not said:
        return chunk, False
    texts = [" ".join(c.text.split()) for c in j.script.chunks]
    near = sorted(range(max(0, chunk - 40), min(len(texts), chunk + 41)), key=lambda n: abs(n - chunk))
    for n in near:
        if texts[n] == said:
            return n, True
    best, score = chunk, 0.5
    for n in near:
        matcher = difflib.SequenceMatcher(None, said, texts[n], autojunk=False)
        if matcher.quick_ratio() > score and matcher.ratio() > score:
            best, score = n, matcher.ratio()
    return best, score > 0.5


def _unchanged(j: Judged, then: dict[int, tuple[str, str]], chunk: int, now: int) -> bool:
    """Whether the chunk that says now what `chunk` said when read says it the same, in the same voice (the rule
    of sessions 5-12: a defect at an unchanged chunk counted as still heard)."""
    if j.script is None or not 0 <= now < len(j.script.chunks) or chunk not in then:
        return False
    voice, said = then[chunk]
    now_chunk = j.script.chunks[now]
    return " ".join(said.split()) == " ".join(now_chunk.text.split()) and voice == j.script.voice_of(now_chunk).name


# A reader's note quotes words between quotation marks of any of the five languages; a straight quote opens after
# a space or an opening bracket and closes before a space or punctuation, so an apostrophe inside a word
# ("you've") neither opens nor closes one.
_QUOTED = re.compile(
    r"(?:^|(?<=[\s(\[:,;=（、，：]))'(.+?)'(?=$|[\s,.;:)\]!?…—\-）、，。：])"
    r"|\"(.+?)\"|‘(.+?)’|“(.+?)”|「(.+?)」|『(.+?)』"
)
_ELLIPSIS = re.compile(r"…|\.\.\.")
_LIST_MARK = re.compile(r"^\s*(?:[-*+▶]|\(?(?:\d{1,3}|[A-Za-z])[.)])\s+")
_WIDE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]")


def _plain(text: str) -> str:
    """`text` as letters and digits only, case folded (NFKC): what is compared of a quote and a spoken text, so
    punctuation, spacing and a cue's pause marks do not decide."""
    return "".join(ch for ch in unicodedata.normalize("NFKC", text).casefold() if ch.isalnum())


def quoted_pieces(note: str, *, shortest: int = 8) -> list[list[str]]:
    """The quotes of a reader's note, each as its pieces in plain form (_plain): split at an ellipsis (the reader
    left words out there), a list item's number or bullet taken off, and only pieces long enough to name words —
    `shortest` plain characters, or a quarter of it in a CJK or Hangul piece (one of its characters is a word or
    a syllable). A quote with no such piece ('→', '-') is left out."""
    quotes = []
    for found in _QUOTED.finditer(note):
        quote = next(group for group in found.groups() if group is not None)
        pieces = [_plain(_LIST_MARK.sub("", piece)) for piece in _ELLIPSIS.split(quote)]
        kept = [p for p in pieces if len(p) >= (max(2, shortest // 4) if _WIDE.search(p) else shortest)]
        if kept:
            quotes.append(kept)
    return quotes


def _says(plain_text: str, quote: list[str]) -> bool:
    """Whether a spoken text (plain) says every piece of `quote`."""
    return all(piece in plain_text for piece in quote)


def still_heard(
    cls: str,
    note: str,
    then: dict[int, tuple[str, str]],
    chunk: int,
    now_chunks: list[tuple[str, str]],
    now: int,
    *,
    mapped: bool,
) -> bool:
    """Whether a defect a reader logged at `chunk` (what each chunk said then: voice and text) is still heard now
    (`now_chunks`; `now`: the chunk that says now what `chunk` said, `mapped` when that was found by its words).

    The rule looks for the defect itself, not only for an unchanged chunk (which overstated: a step a code cue
    swallowed, now said as a new chunk after an unchanged one, was counted as still missing):

    * a **hole** is mended when what its note quotes as missing is now said in the article: each quote the article
      did not say when read (a quote said then names what was heard, not what was missing) must now be said, piece
      by piece (`quoted_pieces`). When the note quotes nothing missing, the hole is still heard when its chunk says
      the same in the same voice and nothing was added at its seams (the chunks before and after it are still the
      ones read, or alike);
    * a **misreading** or **leak** is located by the words of its note that the chunk said then (what was heard);
      it is still heard while the chunk says those words now, in the same voice. When the note quotes none of
      the chunk's words, the chunk must say the same, in the same voice;
    * a **voice** defect is still heard while its chunk, found by its words, is said in the voice it was read in.
    """
    if chunk not in then or not 0 <= now < len(now_chunks):
        return False
    voice_then, said_then_ = then[chunk]
    voice_now, said_now = now_chunks[now]
    same = " ".join(said_then_.split()) == " ".join(said_now.split()) and voice_then == voice_now
    if cls == "voice":
        return mapped and voice_then == voice_now
    if cls == "hole":
        article_then = _plain(" ".join(text for _, text in then.values()))
        article_now = _plain(" ".join(text for _, text in now_chunks))
        missing = [q for q in quoted_pieces(note) if not _says(article_then, q)]
        if missing:
            return not all(_says(article_now, q) for q in missing)
        return same and all(_seam_kept(then, chunk + step, now_chunks, now + step) for step in (-1, 1))
    heard = [q for q in quoted_pieces(note, shortest=4) if _says(_plain(said_then_), q)]
    if heard:
        return voice_then == voice_now and all(_says(_plain(said_now), q) for q in heard)
    return same


def _seam_kept(then: dict[int, tuple[str, str]], chunk: int, now_chunks: list[tuple[str, str]], now: int) -> bool:
    """Whether the chunk read next to a hole is still next to it (the same or alike words): nothing was added
    between them."""
    if chunk not in then:
        return not 0 <= now < len(now_chunks)
    if not 0 <= now < len(now_chunks):
        return False
    a, b = " ".join(then[chunk][1].split()), " ".join(now_chunks[now][1].split())
    return a == b or difflib.SequenceMatcher(None, a, b, autojunk=False).ratio() >= 0.5


def readings(
    judged: dict[tuple[str, str], Judged],
    tally: Path,
    then: dict[tuple[str, str], dict[int, tuple[str, str]]] | None = None,
) -> dict[str, Any]:
    """The figures of the articles read (their tally), and check's recall and noise over them. With `then` (what each
    chunk said when it was read: said_then), each defect is looked for at the chunk that says it now."""
    rows = [
        r
        for r in csv.reader(tally.read_text(encoding="utf-8").splitlines(), delimiter="\t")
        if r and not r[0].startswith("#")
    ]
    still: set[int] = set()  # the rows still heard now (still_heard)
    same: set[int] = set()  # the rows whose chunk says now what it said when read (the rule before session 13)
    if then:
        mapped = []
        for number, r in enumerate(rows):
            key = (r[0], r[1])
            j = judged.get(key)
            if j is not None and j.script is not None and key in then and r[3] != "none":
                now, found = _chunk_now(j, then[key], int(r[2]))
                now_chunks = [(j.script.voice_of(c).name, c.text) for c in j.script.chunks]
                note = r[4] if len(r) > 4 else ""
                if still_heard(r[3], note, then[key], int(r[2]), now_chunks, now, mapped=found):
                    still.add(number)
                if _unchanged(j, then[key], int(r[2]), now):
                    same.add(number)
                r = [r[0], r[1], str(now), *r[3:]]
            mapped.append(r)
        rows = mapped
    read = {(r[0], r[1]) for r in rows}
    chunks = sum(judged[key].chunks for key in read if key in judged)
    by_class: Counter[str] = Counter()
    reported = 0
    defects = 0
    matched_findings: set[tuple[str, str, int]] = set()
    missed: list[str] = []
    found: set[int] = set()  # the rows check reported
    heard_lines: list[str] = []  # every defect still heard, with check's verdict (the lanes' work list)
    unchanged = unchanged_reported = heard = heard_reported = 0
    for number, (set_name, name, chunk, cls, *_) in enumerate(rows):
        if cls == "none":
            continue  # an article read and found clean
        defects += 1
        by_class[cls] += 1
        unchanged += number in same
        heard += number in still
        j = judged.get((set_name, name))
        if j is None or j.check is None:
            if number in still:
                heard_lines.append(_heard_line(name, chunk, cls, _, "check not run"))
            continue
        findings = _check_findings(j.check)
        at = int(chunk)
        near = {c for c in findings if abs(c - at) <= 0} | ({-1} if cls == "hole" and -1 in findings else set())
        if cls == "voice":
            voices = {b.block for b in j.check.blocks if b.lang != j.check.lang}
            doubted = {"voice"} & findings.get(at, set()) or {
                k for k in findings.get(at, ()) if k.startswith("said again")
            }
            hit = bool(doubted) or (
                j.script is not None and 0 <= at < len(j.script.chunks) and j.script.chunks[at].block in voices
            )
            near = {at} if doubted else set()
        else:
            hit = bool(near)
        if number in still:
            heard_lines.append(_heard_line(name, chunk, cls, _, "check reported" if hit else "check MISSED"))
        if hit:
            reported += 1
            found.add(number)
            unchanged_reported += number in same
            heard_reported += number in still
            matched_findings |= {(set_name, name, c) for c in near}
        else:
            still_there = " (still there)" if number in still else ""
            missed.append(f"{name} #{chunk} {cls}{still_there}: {_[0] if _ else ''}")
    all_findings = {
        (s, n, c)
        for (s, n) in read
        if (s, n) in judged and judged[(s, n)].check is not None
        for c, kinds in _check_findings(judged[(s, n)].check).items()  # type: ignore[arg-type]
        if not all(k.startswith("said again") for k in kinds)
    }
    matched_findings |= {
        (s, n, int(k.split()[-1]))
        for s, n, c in list(matched_findings)
        for k in _check_findings(judged[(s, n)].check).get(c, ())  # type: ignore[arg-type]
        if k.startswith("said again")
    }
    return {
        "articles_read": len(read),
        "chunks_read": chunks,
        "per_1000": {cls: round(1000 * n / chunks, 2) if chunks else 0.0 for cls, n in sorted(by_class.items())},
        "defects": defects,
        "check_reported": reported,
        "check_recall_pct": round(100 * reported / defects, 1) if defects else 100.0,
        # (with --read-from: the defects still heard now (still_heard), and, as counted before session 13, those
        # whose chunk says now what it said when read, in the same voice)
        **(
            {
                "defects_still_heard": heard,
                "check_reported_still_heard": heard_reported,
                "check_recall_still_heard_pct": round(100 * heard_reported / heard, 1) if heard else 100.0,
                "defects_unchanged": unchanged,
                "check_reported_unchanged": unchanged_reported,
                "check_recall_unchanged_pct": round(100 * unchanged_reported / unchanged, 1) if unchanged else 100.0,
                "still_heard": heard_lines,
            }
            if then
            else {}
        ),
        "check_findings": len(all_findings),
        "check_noise_pct": round(100 * len(all_findings - matched_findings) / len(all_findings), 1)
        if all_findings
        else 0.0,
        "by_repository": by_repository(rows, judged, found),
        "check_missed": missed,
        "check_unmatched": sorted(f"{n} #{c}" for s, n, c in all_findings - matched_findings),
    }


def _heard_line(name: str, chunk: str, cls: str, rest: list[str], verdict: str) -> str:
    """One defect still heard, as a line of the lanes' work list: where it is now (this build's chunk), its class,
    whether narrate check reported it, and the reader's note — check_missed's shape with check's verdict added, so
    one list serves both the lanes fixing what is heard and the check lane finding what it does not see."""
    return f"{name} #{chunk} {cls} [{verdict}]: {rest[0] if rest else ''}"


def by_repository(
    rows: list[list[str]], judged: dict[tuple[str, str], Judged], found: set[int]
) -> dict[str, dict[str, Any]]:
    """Per repository (a corpus file's name up to ``__``): chunks read, defects by class, and how many check
    reported (`found`: the numbers of the rows it reported)."""
    out: dict[str, dict[str, Any]] = {}
    for key in sorted({(r[0], r[1]) for r in rows}):
        repo = out.setdefault(key[1].split("__")[0], {"chunks": 0, "defects": Counter(), "check": 0})
        repo["chunks"] += judged[key].chunks if key in judged else 0
    for number, r in enumerate(rows):
        if r[3] != "none":
            repo = out[r[1].split("__")[0]]
            repo["defects"][r[3]] += 1
            repo["check"] += number in found
    return {name: {**repo, "defects": dict(repo["defects"])} for name, repo in out.items()}


def _finding_lines(check: ArticleCheck, chunk: int) -> list[str]:
    """What check says at one chunk, one line per finding."""
    out = [
        f"{w['kind']}: {w['written']} -> {w['said']!r}"
        for w in check.said_wrong
        if chunk in (w["chunk"], w.get("again"))
    ]
    out += [f"leak ({leak['class']}): {leak['text']}" for leak in check.leaks if leak["chunk"] == chunk]
    out += [f"hole: {h['symbol']!r} {h['context']}" for h in check.holes if h["chunk"] == chunk]
    out += [f"formula said in part: {f['tex']}" for f in check.formulas_in_part if f["chunk"] == chunk]
    out += [f"formula heard only as its cue: {f['tex']}" for f in check.formulas_cued if f["chunk"] == chunk]
    out += [f"line never heard: {u['text']}" for u in check.lines_unheard if u["chunk"] == chunk]
    out += [f"{d['kind']}: {d['text']}" for d in getattr(check, "voice_doubts", []) if d["chunk"] == chunk]
    out += [f"page: {d['kind']}: {d['text']}" for d in getattr(check, "page_doubts", []) if d["chunk"] == chunk]
    out += [f"title made from the file's name: {check.title_made}"] if chunk == 0 and check.title_made else []
    return out or (["prose run not spoken: " + "; ".join(check.prose_lost)] if chunk == -1 else [])


def write_adjudication(judged: dict[tuple[str, str], Judged], unmatched: list[str], out: Path) -> None:
    """check's findings on the read articles that no reader logged, for a second look (a reader marks each `real` or
    `not` in the last column): set, file, chunk, what check says, what the chunk sends, verdict."""
    by_name = {name: (set_name, j) for (set_name, name), j in judged.items()}
    rows = ["# set\tfile\tchunk\tcheck says\tthe chunk sends\tverdict (real / not)"]
    for item in unmatched:
        name, _, chunk = item.rpartition(" #")
        set_name, j = by_name[name]
        if j.check is None or j.script is None:
            continue
        n = int(chunk)
        sent = j.script.chunks[n].text if 0 <= n < len(j.script.chunks) else ""
        for line in _finding_lines(j.check, n):
            rows.append(
                "\t".join([set_name, name, chunk, " ".join(line.split())[:300], " ".join(sent.split())[:400], ""])
            )
    out.write_text("\n".join(rows) + "\n", encoding="utf-8")


def verdicts(figures_read: dict[str, Any], tally: Path) -> dict[str, Any]:
    """check's noise after the second look: the findings judged `not` (a chunk with several findings counts once,
    as the blind figures do) over all its findings on the read articles."""
    rows = [
        r
        for r in csv.reader(tally.read_text(encoding="utf-8").splitlines(), delimiter="\t")
        if r and not r[0].startswith("#")
    ]
    judged = {(r[1], r[2]): r[5].strip().lower() if len(r) > 5 else "" for r in rows}
    chunk_not = {key for key, verdict in judged.items() if verdict == "not"}
    chunk_real = {key for key, verdict in judged.items() if verdict == "real"}
    findings = figures_read["check_findings"]
    return {
        "check_unmatched_judged_real": len(chunk_real - chunk_not),
        "check_unmatched_judged_not": len(chunk_not),
        "check_unmatched_unjudged": len({key for key, v in judged.items() if v not in ("real", "not")}),
        "check_noise_judged_pct": round(100 * len(chunk_not) / findings, 1) if findings else 0.0,
    }


def build_corpus(corpus: Path, manifest: Path, mirrors: Path, *, sites: bool = False) -> None:
    """Write every article the manifest lists from its repository's git mirror, at the commit it names; with `sites`,
    also each repository's site copy with the articles in it (round4_sites.write_sites)."""
    with manifest.open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    for row in rows:
        git = mirrors / row["repository"].replace("/", "+") / "repo"
        git = git / ".git" if (git / ".git").is_dir() else git  # a work tree's mirror, not a bare one
        text = subprocess.run(
            ["git", "--git-dir", str(git), "show", f"{row['commit']}:{row['path']}"], capture_output=True, check=True
        ).stdout
        target = corpus / row["corpus_file"]
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(text)
    print(f"{len(rows)} articles written under {corpus}", file=sys.stderr)
    if sites:
        print(f"{write_sites(corpus, rows, mirrors)} files of their sites written", file=sys.stderr)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--set", action="append", help="only these sets (default: every set)")
    parser.add_argument("--dump", type=Path, help="write the side-by-side reading files here")
    parser.add_argument(
        "--packets", type=Path, help="write reading packets here (<dir>/<set>/: one per article, READER.md, INDEX.md)"
    )
    parser.add_argument(
        "--adjudicate",
        type=Path,
        help="with --readings: write check's findings no reader logged (TSV, verdict column empty) for a second look",
    )
    parser.add_argument(
        "--verdicts",
        type=Path,
        help="with --readings: that TSV with its verdicts (real / not): check's noise as judged",
    )
    parser.add_argument("--readers", type=int, default=4, help="how many reading groups INDEX.md makes")
    parser.add_argument("--tally", default="readings", help="INDEX.md's tally names: TALLY-<set>-<group>.tsv")
    parser.add_argument("--readings", type=Path, help="the readers' tally (TSV: set file chunk class note)")
    parser.add_argument(
        "--details",
        action="store_true",
        help="list every finding (never do this for a held-out set before you have finished)",
    )
    parser.add_argument(
        "--read-from",
        type=Path,
        metavar="PACKETS",
        help="the packets the readers read: their chunks are looked for in this build by what they said",
    )
    parser.add_argument("--json-out", type=Path)
    parser.add_argument("--build", type=Path, metavar="MANIFEST", help="first write the corpus this manifest lists")
    parser.add_argument("--mirrors", type=Path, default=Path("/work/.mirror"), help="where the git mirrors are")
    parser.add_argument(
        "--site-files",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="read each article inside a copy of its site's files (default: on for s20 manifests on, and for a "
        "corpus built so)",
    )
    args = parser.parse_args()
    if args.build:
        wanted = args.site_files if args.site_files is not None else wants_sites(args.build)
        build_corpus(args.corpus, args.build, args.mirrors, sites=wanted)
    copies = site_copies(args.corpus) if args.site_files is not False else {}
    config = load_config()
    report: dict[str, Any] = {}
    judged: dict[tuple[str, str], Judged] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for set_name, files in corpus_sets(args.corpus).items():
            if args.set and set_name not in args.set:
                continue
            results = [
                judge(file, lang, config, Path(tmp), copies.get(file.relative_to(args.corpus).as_posix()))
                for file, lang in files
            ]
            judged.update({(set_name, j.file.name): j for j in results})
            report[set_name] = figures(results)
            if args.packets:
                write_packets(results, args.packets / set_name, set_name, args.readers, args.tally)
            if args.dump:
                (args.dump / set_name).mkdir(parents=True, exist_ok=True)
                for j in results:
                    dump(j, args.dump / set_name)
            if args.details:
                for j in results:
                    for name in ("holes", "in_part", "raw_tex", "leaks", "wrong_voice"):
                        for chunk, what in getattr(j, name):
                            print(f"{set_name}/{j.file.name} #{chunk} {name}: {what}")
                    for wrong in j.check.said_wrong if j.check is not None else []:
                        print(
                            f"{set_name}/{j.file.name} #{wrong['chunk']} check said wrong ({wrong['kind']}): "
                            f"{wrong['written']} -> {wrong['said']!r}"
                        )
    if args.readings:
        then = said_then(args.read_from) if args.read_from else None
        report["readings"] = readings(judged, args.readings, then)
        if args.adjudicate:
            write_adjudication(judged, report["readings"]["check_unmatched"], args.adjudicate)
        if args.verdicts:
            report["readings"].update(verdicts(report["readings"], args.verdicts))
    print(json.dumps(report, ensure_ascii=False, indent=2))
    if args.json_out:
        args.json_out.write_text(json.dumps(report, ensure_ascii=False, indent=2), encoding="utf-8")


if __name__ == "__main__":
    main()
