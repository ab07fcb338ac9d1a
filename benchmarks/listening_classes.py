"""Issue 23's classes of misreading and hole, counted per 1,000 chunks on a corpus of real articles.

    python benchmarks/listening_classes.py --corpus /work/corpus23 [--src OTHER/src ...] [--examples]

The corpus is laid out as benchmarks/listening_corpus.py reads it (``<corpus>/<set>/<lang>/*.md``).
Each ``--src`` tree builds every article's script in a child process (``narrate script``'s
data: each chunk's spoken ``text``, its ``display``, kind and language); the judges here are
the same for every tree. They compare what is spoken with the Markdown source, so they see
*holes* (a word the source has that the voice never says, leaving "press to search") as
well as *misreadings* (a TeX command, "an e-mail address" for ``lodash@4.17.21``).

A judge reads the whole article's spoken text (chunks joined by a line break, which counts
as a break, never as glue). Every class of issue 23 has a judge; each is a heuristic with
its own blind spots, named in its docstring, and errs towards counting: an item counted
here is worth a look, and the examples (``--examples``, never printed for the held-out set)
say which source text it came from.

``misreading`` classes count what a listener hears wrongly; ``hole`` classes count source
words or symbols the listener never hears where the sentence needs them.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from listening_corpus import corpus_sets, run_tree  # noqa: E402

from narrate.text.language import block_language  # noqa: E402
from narrate.text.leaks import lost_runs, prose_runs  # noqa: E402

CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
HANGUL = "\uac00-\ud7a3"
_FRONT = re.compile(r"\A(?:---|\+\+\+)\s*\n.*?\n(?:---|\+\+\+)\s*\n", re.S)
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})[^\n]*\n.*?^ {0,3}\1[`~]*[ \t]*$", re.S | re.M)
_DISPLAY_MATH = re.compile(r"^\s*\$\$.*?\$\$[ \t]*$", re.S | re.M)
_COMMENT = re.compile(r"<!--.*?-->", re.S)
_INDENTED = re.compile(r"^(?: {4}|\t)(?![-*+] |\d+[.)] ).*$", re.M)


@dataclass
class Article:
    """One article's source and what one tree made of it."""

    name: str
    lang: str
    source: str  # the Markdown body, code blocks and front matter out
    raw: str  # the whole file
    chunks: list[dict[str, Any]]

    @property
    def spoken(self) -> str:
        return "\n".join(c["text"] for c in self.chunks)

    @property
    def shown(self) -> str:
        return "\n".join(c["display"] for c in self.chunks)

    @property
    def flat(self) -> str:
        """The spoken text without whitespace: CJK contexts are matched on it."""
        return re.sub(r"\s+", "", self.spoken)


@dataclass
class Tally:
    """Counts and examples of one class."""

    kind: str  # "misreading" or "hole"
    count: int = 0
    examples: list[str] = field(default_factory=list)

    def add(self, article: Article, what: str, n: int = 1) -> None:
        self.count += n
        if len(self.examples) < 8:
            self.examples.append(f"{article.name}: {what}")


def body_of(raw: str) -> str:
    """The Markdown body a listener could hear: no front matter, fenced or indented code, display math."""
    text = _FRONT.sub("", raw.replace("\r\n", "\n"), count=1)
    text = _FENCE.sub("\n", text)
    text = _DISPLAY_MATH.sub("\n", text)
    text = _COMMENT.sub(" ", text)
    return _INDENTED.sub("", text)


def prose_lines(source: str) -> Iterator[str]:
    """Source lines that are prose (not tables, not import/export lines of MDX)."""
    for line in source.split("\n"):
        s = line.strip()
        if not s or s.startswith("|") or re.match(r"^(?:import|export)\s", s):
            continue
        yield line


_INLINE_CODE = re.compile(r"(?<!`)`([^`\n]{1,200})`(?!`)")
_KBD = re.compile(r"<kbd>([^<\n]{1,40})</kbd>", re.I)


def _words_before(text: str, lang: str) -> str:
    text = re.sub(r"[*_~\[\]()<>`!]+", " ", text).rstrip()
    if lang in ("zh-hant", "zh-hans", "ja"):
        m = re.search(rf"[{CJK}]{{2,4}}$", text)
        return m.group(0) if m else ""
    m = re.search(r"([A-Za-z\uac00-\ud7a3]{2,20})$", text)
    return m.group(1) if m else ""


def _words_after(text: str, lang: str) -> str:
    text = re.sub(r"[*_~\[\]()<>`!]+", " ", text).lstrip()
    if lang in ("zh-hant", "zh-hans", "ja"):
        m = re.match(rf"[{CJK}]{{2,4}}", text)
        return m.group(0) if m else ""
    m = re.match(r"([A-Za-z\uac00-\ud7a3]{2,20})", text)
    return m.group(1) if m else ""


def glued(article: Article, before: str, after: str) -> bool:
    """Whether the spoken text has `before` right before `after`: what stood between them was not said."""
    if not before or not after:
        return False
    if article.lang in ("zh-hant", "zh-hans", "ja"):
        return before + after in article.flat
    return (
        re.search(rf"(?<![A-Za-z]){re.escape(before)}[ ,]{{0,2}}{re.escape(after)}(?![A-Za-z])", article.spoken)
        is not None
    )


# --- the judges, one per class -------------------------------------------------------

_TEX = re.compile(r"\\[A-Za-z]{2,}|\\[{}_^,;!]|(?<![\d\s])\$(?!\d)|\$(?=[A-Za-z\\])|\^\{|_\{")


def math_left(a: Article, t: Tally) -> None:
    """1. TeX commands or `$` spoken (`\\times`, `$x`, `^{`); a `$` before a digit is money and fine."""
    for m in _TEX.finditer(a.spoken):
        t.add(a, a.spoken[max(0, m.start() - 20) : m.end() + 20])


_FORMULA_CUES = ("(a formula)", "（公式）", "（数式）", "(수식)")


def math_cue(a: Article, t: Tally) -> None:
    """1. Formula cues where the source's inline math is short (≤ 12 characters): an announcer reads those."""
    n = sum(a.spoken.count(c) for c in _FORMULA_CUES)
    short = [m.group(1) for m in re.finditer(r"(?<![\\$\d])\$([^$\s][^$\n]{0,10}[^$\s\\]|[^$\s\d])\$(?!\d)", a.source)]
    if n and short:
        t.add(a, f"{n} cues; short math in source: {short[:4]}", min(n, len(short)))


_EXPR = re.compile(r"^\s*([\w.()]{1,20})\s*(={1,3}|<=|>=|!==?|≠|≤|≥|\+(?=\s*\d))\s*([\w.()]{1,20})\s*$")


def operator_hole(a: Article, t: Tally) -> None:
    """2. `2 = 2`, `x+y=3` (inline code or prose): spoken with the operator gone ("2 2")."""
    items: list[tuple[str, str]] = []
    for line in prose_lines(a.source):
        for m in _INLINE_CODE.finditer(line):
            e = _EXPR.match(m.group(1))
            if e:
                items.append((e.group(1), e.group(3)))
        for m in re.finditer(r"(?<![\w=<>!])(\w{1,12})\s?(=)\s?(\w{1,12})(?![\w=])", _INLINE_CODE.sub(" ", line)):
            if not re.search(r"[A-Za-z]{3,}", m.group(1) + m.group(3)) or m.group(1).isdigit():
                items.append((m.group(1), m.group(3)))
    for left, right in items:
        if re.search(rf"(?<![\w]){re.escape(left)}\s{{0,2}}{re.escape(right)}(?![\w])", a.spoken):
            t.add(a, f"{left} = {right}")


_SPEC = re.compile(
    r"(?<![\w.@/])(@[a-z0-9][\w.-]{0,40}/[a-z0-9][\w.-]{0,60}(?:@[\w.^~<>=*-]{1,30})?"
    r"|[a-z0-9][\w.-]{0,60}@[\^~]?\d[\w.-]{0,30})(?![\w@])"
)
_EMAIL_WORDS = ("e-mail address", "電子郵件地址", "电子邮件地址", "メールアドレス", "이메일 주소")
_REAL_EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.(?:com|org|net|io|dev|jp|kr|tw|cn|co|me|edu|gov|app)\b", re.I)


def package_as_email(a: Article, t: Tally) -> None:
    """3. A package spec (`lodash@4.17.21`, `@scope/pkg@1.6.2`) said as an e-mail address, or `/` said "per"."""
    specs = _SPEC.findall(a.source)
    if not specs:
        return
    said = sum(a.spoken.count(w) for w in _EMAIL_WORDS) - len(_REAL_EMAIL.findall(a.source))
    if said > 0:
        t.add(a, f"{said}× e-mail word; specs {specs[:3]}", said)
    for spec in specs:
        if spec.startswith("@"):
            scope, _, pkg = spec[1:].partition("/")
            pkg = pkg.split("@")[0]
            if re.search(rf"{re.escape(scope)}\s?(?:per|每|毎|당)\s?{re.escape(pkg)}", a.spoken):
                t.add(a, f"{spec}: said 'per'")


def symbol_code_hole(a: Article, t: Tally) -> None:
    """4. Inline code or <kbd> that is only symbols (`/`, `#{}`, `::`) vanished: its neighbours meet."""
    for line in prose_lines(a.source):
        for pattern in (_INLINE_CODE, _KBD):
            for m in pattern.finditer(line):
                inner = m.group(1).strip()
                if not inner or any(ch.isalnum() for ch in inner):
                    continue
                before = _words_before(line[: m.start()], a.lang)
                after = _words_after(line[m.end() :], a.lang)
                if glued(a, before, after):
                    t.add(a, f"{before} ⟨{inner}⟩ {after}")


_TAG_CODE = re.compile(r"^<([a-z][\w-]*)\s+([a-z][\w-]*)(?:\s[^<>]*)?/?>$")


def code_tag_point(a: Article, t: Tally) -> None:
    """4. `<script setup>` read as "script": the attribute that is the point is lost."""
    for line in prose_lines(a.source):
        for m in _INLINE_CODE.finditer(line):
            tag = _TAG_CODE.match(m.group(1).strip())
            if tag and tag.group(2) not in a.spoken:
                t.add(a, m.group(1))


def container_marker(a: Article, t: Tally) -> None:
    """5. `:::` spoken, or a container's kind word right before its title (`::: tip Title` → "tip Title")."""
    for m in re.finditer(r":{3,}", a.spoken):
        t.add(a, a.spoken[max(0, m.start() - 20) : m.end() + 20])


def html_said(a: Article, t: Tally) -> None:
    """6. `<`/`>` of HTML tags said ("< em >"), in a title or anywhere."""
    for m in re.finditer(r"<\s?/?\s?[A-Za-z][\w-]{0,20}(?:\s[^<>\n]{0,80})?\s?>", a.spoken):
        t.add(a, m.group(0))
    title = a.chunks[0]["display"] if a.chunks else ""
    if re.search(r"</?[A-Za-z]", title):
        t.add(a, f"title: {title}")


def site_variable(a: Article, t: Tally) -> None:
    """7. `{{`/`}}` spoken, or the hole a resolved-to-nothing variable leaves ("适用于、、和")."""
    for m in re.finditer(r"\{\{|\}\}|[、，,]\s?[、，,]|(?:和|與|与|and)\s?[、，,。.]", a.spoken):
        t.add(a, a.spoken[max(0, m.start() - 15) : m.end() + 15])


def glued_alternatives(a: Article, t: Tally) -> None:
    """8. Two adjacent spans (`<span class="options-api">A</span><span class="composition-api">B</span>`) glued."""
    for m in re.finditer(r"<span[^>]*>([^<]{1,40})</span>\s?<span[^>]*>([^<]{1,40})</span>", a.source):
        if m.group(1) + m.group(2) in a.spoken:
            t.add(a, m.group(1) + m.group(2))


_EMOJI_LEAD = re.compile("^\\s*(?:[-*+]\\s+)?[\u2600-\u27bf\U0001f000-\U0001faff]\ufe0f?\\s*")


def run_together(a: Article, t: Tally) -> None:
    """9. Lines of one paragraph each led by an emoji (✅ …): heard as one sentence with no pause."""
    lines = a.source.split("\n")
    for first, second in zip(lines, lines[1:]):
        if not (_EMOJI_LEAD.match(first) and _EMOJI_LEAD.match(second)) or first.lstrip()[:1] in "-*+":
            continue
        end = _words_before(_EMOJI_LEAD.sub("", first), a.lang)
        start = _words_after(_EMOJI_LEAD.sub("", second), a.lang)
        if glued(a, end, start):
            t.add(a, f"{end} | {start}")


_ARROWS = "→⟶⇒➡←↑↓⬇⬆↔⇔"


def arrow_reading(a: Article, t: Tally) -> None:
    """10. An arrow read raw, or (Korean) as "에서" — "from", the reverse of what → means."""
    for m in re.finditer(f"[{_ARROWS}]", a.spoken):
        t.add(a, a.spoken[max(0, m.start() - 15) : m.end() + 15])
    if a.lang == "ko":
        for line in prose_lines(_INLINE_CODE.sub(" ", a.source)):
            for m in re.finditer(r"(\S{1,20})\s*(?:→|->|⇒|=>)\s*(\S{1,20})", line):
                left, right = m.group(1).strip("*`_"), m.group(2).strip("*`_")
                if re.search(rf"{re.escape(left)}\s?에서\s?{re.escape(right)}", a.spoken):
                    t.add(a, f"{left} 에서 {right}")


_PER_WORDS = {"zh-hant": "每", "zh-hans": "每", "ja": "毎", "ko": "당", "en": " per "}
_OR_WORDS = {"zh-hant": "或", "zh-hans": "或", "ja": "または", "ko": "또는", "en": " or "}


def range_slash(a: Article, t: Tally) -> None:
    """11. ja `数分〜十数分` heard without から; zh `读/写` as "读或写"; a name `/` name as "per"; CIDR /24."""
    text = "\n".join(prose_lines(_INLINE_CODE.sub(" ", a.source)))
    for m in re.finditer(rf"([{CJK}\d]{{1,4}})[〜～~]([{CJK}\d]{{1,4}})", text):
        if len(m.group(1) + m.group(2)) >= 3 and m.group(1) + m.group(2) in a.flat:
            t.add(a, f"range hole: {m.group(0)}")
    for m in re.finditer(rf"(?<![{CJK}])([{CJK}])/([{CJK}])(?![{CJK}])", text):
        if m.group(1) + _OR_WORDS[a.lang].strip() + m.group(2) in a.flat:
            t.add(a, f"joined name said with or: {m.group(0)}")
    per = _PER_WORDS.get(a.lang, " per ").strip()
    for m in re.finditer(r"(?<![\w/])([A-Za-z][\w.]{1,30})/([A-Za-z][\w.]{1,30})(?![\w/])", text):
        if re.search(rf"{re.escape(m.group(1))}\s?{per}\s?{re.escape(m.group(2))}", a.spoken):
            t.add(a, f"name/name said per: {m.group(0)}")
    for m in re.finditer(r"\b(\d{1,3}(?:\.\d{1,3}){3})/(\d{1,2})\b", text):
        if re.search(
            rf"{re.escape(m.group(1))}\s?(?:{per}|{_OR_WORDS[a.lang].strip()})?\s?{m.group(2)}\b", a.spoken
        ) and not re.search(r"slash|斜線|斜线|スラッシュ|슬래시", a.spoken):
            t.add(a, f"CIDR: {m.group(0)}")


def mixed_language(a: Article, t: Tally) -> None:
    """12. A paragraph, quote, list item or heading clearly in another language read by the article's voice."""
    for c in a.chunks:
        if c["kind"] in ("paragraph", "quote", "list_item", "heading"):
            want = block_language(c["display"], a.lang)
            if want and want != c["lang"]:
                t.add(a, f"{want}: {c['display'][:60]}")


def demo_read(a: Article, t: Tally) -> None:
    """13. Text of a live demo or component (`<div class="demo">…`) read as prose."""
    for m in re.finditer(r"<div[^>]*class=\"[^\"]*demo[^\"]*\"[^>]*>(.*?)</div>", a.source, re.S):
        for words in re.findall(r">\s*([^<>{}\n]{6,60}?)\s*<", m.group(0)):
            if words.strip() and words.strip() in a.spoken:
                t.add(a, words.strip())


def button_links(a: Article, t: Tally) -> None:
    """14. A button link in italics (`*([Try it here](…))*`), or one label on several bracketed links
    (`([Source](…))` after each quote), said."""
    found = [
        (bool(m.group(1)), (m.group(1) or m.group(2)).strip())
        for m in re.finditer(
            r"(?<![*_\w])[*_]\(\[([^\]\n]{2,40})\]\([^)\n]+\)\)[*_]|\(\[([^\]\n]{2,40})\]\([^)\n]+\)\)", a.source
        )
    ]
    labels = Counter(label for _, label in found)
    for label in {label for italic, label in found if italic or labels[label] > 1}:
        n = len(re.findall(rf"(?<!\w){re.escape(label)}(?!\w)", a.spoken))
        if n:
            t.add(a, f"{label} ×{n}", n)


_EN_SYMBOL_WORDS = re.compile(
    r"\b(?:to|percent|times|per|about|or|milliseconds?|seconds?|formula|e-mail address"
    r"|version|equals|plus|minus|degrees?)\b"
)


def english_words(a: Article, t: Tally) -> None:
    """15. English symbol words ("to", "percent", "equals") in a non-English chunk that the source did not write."""
    for c in a.chunks:
        if c["lang"] == "en" or c["kind"] in ("title",):
            continue
        said = Counter(_EN_SYMBOL_WORDS.findall(c["text"]))
        written = Counter(_EN_SYMBOL_WORDS.findall(c["display"]))
        for word, n in said.items():
            extra = n - written.get(word, 0)
            if extra > 0 and word not in a.source:
                t.add(a, f"{word}: {c['text'][:60]}", extra)


def transcript_words(a: Article, t: Tally) -> None:
    """16. The transcript is not the author's words: an inline code span changed (spaces inserted), a hard
    line break between a number or Latin word and CJK text lost ("答案是19原始字串")."""
    shown = a.shown
    flat_shown = re.sub(r"\s+", "", shown)
    for line in prose_lines(a.source):
        for m in _INLINE_CODE.finditer(line):
            code = m.group(1)
            if " " in code or len(code) < 4 or not re.search(r"[A-Za-z0-9]", code):
                continue
            if code not in shown and code.replace(" ", "") in flat_shown:
                t.add(a, f"code changed: {code}")
    lines = a.source.split("\n")
    for first, second in zip(lines, lines[1:]):
        if not (first.endswith(("  ", "\\")) or first.rstrip().lower().endswith(("<br>", "<br/>", "<br />"))):
            continue
        end = re.search(r"([A-Za-z0-9]{1,10})\s*(?:\\|<br\s?/?>)?\s*$", first)
        start = re.match(rf"\s*([{CJK}]{{2,4}})", second)
        if end and start and end.group(1) + start.group(1) in flat_shown:
            t.add(a, f"line break lost: {end.group(1)}⏎{start.group(1)}")


def encodings(a: Article, t: Tally) -> None:
    """17. (Judged on failures: an article refused for its encoding counts, see `failures`.)"""


def details_summary(a: Article, t: Tally) -> None:
    """18. The `<summary>` of a `<details>` holding only code, read as prose."""
    for m in re.finditer(r"<details[^>]*>\s*<summary>(.*?)</summary>(.*?)</details>", a.raw, re.S):
        body = re.sub(r"```.*?```", "", m.group(2), flags=re.S).strip()
        label = re.sub(r"<[^>]+>", "", m.group(1)).strip()
        if not body and label and label in a.spoken:
            t.add(a, label)


def prose_lost(a: Article, t: Tally) -> None:
    """20. Runs of 6+ Han/kana characters (narrate.text.leaks' judge) or 3+ Hangul words never spoken."""
    runs = prose_runs(a.raw)
    for run in lost_runs(runs, a.spoken + a.shown):
        t.add(a, run)
    text = "\n".join(prose_lines(_INLINE_CODE.sub(" ", re.sub(r"\]\([^)\n]*\)|<[^<>\n]*>", " ", a.source))))
    flat = a.flat + re.sub(r"\s+", "", a.shown)
    for m in re.finditer(rf"[{HANGUL}]{{2,}}(?:[ ][{HANGUL}]{{2,}}){{2,}}", text):
        if re.sub(r"\s+", "", m.group(0)) not in flat:
            t.add(a, m.group(0))


Judge = Callable[[Article, Tally], None]
CLASSES: list[tuple[str, str, str, Judge]] = [
    # (number, name, kind, judge)
    ("1", "math: TeX or $ spoken", "misreading", math_left),
    ("1", "math: cue for short math", "misreading", math_cue),
    ("2", "operator vanished", "hole", operator_hole),
    ("3", "package spec as e-mail / per", "misreading", package_as_email),
    ("4", "symbol-only code/kbd vanished", "hole", symbol_code_hole),
    ("4", "code tag lost its point", "hole", code_tag_point),
    ("5", "container marker ::: spoken", "misreading", container_marker),
    ("6", "HTML < > spoken / in title", "misreading", html_said),
    ("7", "site variable {{ }} or its hole", "hole", site_variable),
    ("8", "alternatives glued", "misreading", glued_alternatives),
    ("9", "emoji lines run together", "misreading", run_together),
    ("10", "arrow raw or reversed", "misreading", arrow_reading),
    ("11", "range/slash hole or misreading", "misreading", range_slash),
    ("12", "block in another language, wrong voice", "misreading", mixed_language),
    ("13", "demo text read as prose", "misreading", demo_read),
    ("14", "button link said", "misreading", button_links),
    ("15", "English symbol words in other languages", "misreading", english_words),
    ("16", "transcript not the author's words", "misreading", transcript_words),
    ("17", "legacy encoding refused", "misreading", encodings),
    ("18", "<details> summary over code read", "misreading", details_summary),
    ("20", "prose lost (runs)", "hole", prose_lost),
]


def judge(files: list[tuple[Path, str]], results: list[dict[str, Any]]) -> dict[str, Any]:
    """Every class's count on one tree's scripts."""
    tallies = {name: Tally(kind) for _, name, kind, _ in CLASSES}
    chunks = failures = runs = 0
    encoding_failures = cjk_lost = 0
    failed: list[str] = []
    for (file, _lang), result in zip(files, results):
        if "error" in result:
            if not result.get("no_prose"):
                failures += 1
                failed.append(f"{file.name}: {result['error'][:120]}")
                if re.search(r"encod|UTF-8|cp932|big5|gbk", result["error"], re.I):
                    encoding_failures += 1
            continue
        raw = file.read_text(encoding="utf-8-sig", errors="replace")
        article = Article(file.name, result["lang"], body_of(raw), raw, result["chunks"])
        chunks += len(article.chunks)
        source_runs = prose_runs(raw)
        runs += len(source_runs)
        cjk_lost += len(lost_runs(source_runs, article.spoken + article.shown))
        for _, name, _, fn in CLASSES:
            fn(article, tallies[name])
    tallies["legacy encoding refused"].count = encoding_failures
    misreadings = sum(t.count for t in tallies.values() if t.kind == "misreading")
    holes = sum(t.count for t in tallies.values() if t.kind == "hole")

    def per_k(n: int) -> float:
        return 1000 * n / chunks if chunks else 0.0

    return {
        "articles": len(files),
        "chunks": chunks,
        "failures": failures,
        "failed": failed,
        "misreadings": misreadings,
        "holes": holes,
        "misreadings_per_1000": per_k(misreadings),
        "holes_per_1000": per_k(holes),
        "cjk_runs": runs,
        "runs_lost": cjk_lost,
        "classes": {
            name: {"kind": t.kind, "count": t.count, "per_1000": per_k(t.count), "examples": t.examples}
            for name, t in tallies.items()
        },
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=Path("/work/corpus23"))
    parser.add_argument("--src", type=Path, action="append", help="a narrate source tree (repeatable)")
    parser.add_argument("--set", action="append", help="only these sets (dev, heldout, all)")
    parser.add_argument("--examples", action="store_true", help="print examples (never for the held-out set)")
    parser.add_argument("--json-out", type=Path)
    args = parser.parse_args()
    trees = args.src or [ROOT / "src"]
    report: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for set_name, files in corpus_sets(args.corpus).items():
            if args.set and set_name not in args.set:
                continue
            for n, tree in enumerate(trees):
                results = run_tree(tree.resolve(), files, Path(tmp) / set_name / str(n))
                report[f"{set_name} · {tree}"] = judge(files, results)
    names = list(report)
    print("| # | class | kind | " + " | ".join(names) + " |")
    print("|---|---|---|" + "---|" * len(names))
    print(
        "| | articles · chunks | | "
        + " | ".join(f"{report[n]['articles']} · {report[n]['chunks']}" for n in names)
        + " |"
    )
    for number, name, kind, _ in CLASSES:
        cells = [f"{report[n]['classes'][name]['count']} ({report[n]['classes'][name]['per_1000']:.1f})" for n in names]
        print(f"| {number} | {name} | {kind} | " + " | ".join(cells) + " |")
    print(
        "| | **misreadings (per 1,000 chunks)** | | "
        + " | ".join(f"**{report[n]['misreadings']} ({report[n]['misreadings_per_1000']:.1f})**" for n in names)
        + " |"
    )
    print(
        "| | **holes (per 1,000 chunks)** | | "
        + " | ".join(f"**{report[n]['holes']} ({report[n]['holes_per_1000']:.1f})**" for n in names)
        + " |"
    )
    print(
        "| 20 | CJK runs lost / runs (%) | | "
        + " | ".join(
            f"{report[n]['runs_lost']} / {report[n]['cjk_runs']} ({100 * report[n]['runs_lost'] / max(1, report[n]['cjk_runs']):.2f}%)"
            for n in names
        )
        + " |"
    )
    print("| | failures | | " + " | ".join(str(report[n]["failures"]) for n in names) + " |")
    if args.examples:
        for n in names:
            if n.startswith("heldout"):
                continue
            print(f"\n## {n}")
            for name, data in report[n]["classes"].items():
                if data["examples"]:
                    print(f"- {name}:")
                    for item in data["examples"]:
                        print(f"    {item!r}")
            for item in report[n]["failed"]:
                print(f"- failed: {item}")
    if args.json_out:
        args.json_out.write_text(json.dumps(report, ensure_ascii=False, indent=2), encoding="utf-8")


if __name__ == "__main__":
    main()
