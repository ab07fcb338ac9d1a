"""Signs sent to the voice as written that it says wrong or not at all (`narrate check`): what the page shows as a
mark of a note or as a part of a name is lost in the hearing.

* **note marks as superscript digits** (the s16 ruling "Superscript marks"): a writer who numbers notes by hand puts
  superscript digits after a word or a stop (eonist's the-lindy-effect: 'decreases with age ²', 'something younger
  ³⁴'; a link's text `*Regexp*[²](…)`). Sent as written, a voice hears a power ("age squared") or a number
  ("thirty-four") where the page shows a note's mark, which a reader of the page skips as a footnote marker. After a
  unit or a variable (`m²`, `x²`, `O(N²)`, `224²`) the same digits are a power and the voice must say them: those are
  not judged. The tell is what the digits stand after in what the chunk sends: a blank after a word, a stop or a
  bracket's close, or a word of three letters or more that is no unit, with no operation near (`sqrt(sum(value²) +
  ε)` is a formula).
* **a name's opening sign** (the s16 work list: a colon, underscore or hash of an identifier left silent): a keyword's
  colon (`:init`, `:config` of Emacs' use-package, s15 held-out if001 use-package [11]–[34]), a private name's
  underscore (`_PreviewOrientation`, eonist list-in-swiftui [28]) or an attribute's `#[` (`#[macro use]`, if001
  rust-macro-use-another [22]) sent as written at a word's start: a voice says nothing for it, and the listener hears
  another name (`init`, the public `PreviewOrientation`). The reader says them by text.name_openers, whose predicate
  this tell is: what is still sent bare is a name that rule did not reach.
* **a divider said by the backslash's name**: a backslash standing apart between two words (`啟動 \\ 關閉`, `替換 \\ 倒回`:
  s19 held-out jim60105 Koikatu_fbi-open-up [17], two choices a button toggles) is the writer's divider, heard as a
  pause or "or" — never "反斜線". A path's or an escape's backslash is glued to its parts (`C:\\Users`, `資料夾\\檔案`,
  `\\n`): those keep the sign's name.
* **a sentence in a code span said with its marks' names**: a code span whose text is CJK prose with a question or an
  exclamation mark glued after a word (`아니 이게 무슨 소리야? 분명히 …한다며?`: s19 held-out Ohzzi what-is-generic
  [48][54], the writer's inner voice set apart as code) ends its sentences with those marks — heard "물음표", the
  question is lost. An operator's signs in code (`a?.b`, `[가-힣]?`) follow no CJK word.
* **a formula's sign said as a sign's name**: a math span of one sign alone (`$\\le$`, `$\\cdot$`, `$\\rightarrow$`)
  between the terms the writer sets around it (`f(n)$\\le$ c $\\cdot$ g(n)`, `S $\\rightarrow$ aSb`: s20 dev 933yee
  time-complexity [5]-[19], compiler-2 [22][28]) is a relation or an operation of the sentence's formula, owed its
  reading ("is at most", "times", "goes to") — heard "the is less than or equal to sign", "the to sign", a sign's
  name, the formula is lost. Left alone: a sentence that talks about the sign (its lines name a sign, a symbol, an
  operator or a notation), where the sign's name is what it says.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from narrate.patterns import LazyPattern

from .command_lines import is_command
from .name_openers import opening_signs
from .page_judges import Heard, PageFinding
from .signs import BACKSLASH_NAMED_AFTER, BACKSLASH_NAMED_BEFORE

__all__ = [
    "backslashes_named",
    "escapes_left_out",
    "commands_in_prose",
    "name_signs_sent",
    "note_marks_named",
    "note_marks_sent",
    "prompts_named",
    "lone_signs_named",
    "sentences_in_code_named",
]

_SUPERSCRIPT = "¹²³⁴⁵⁶⁷⁸⁹⁰"
# Superscript digits after a word and a blank or a stop (`age ²`, `younger ³⁴`, `end.²`), or glued to a word of three
# letters or more (`Regexp²`): a note's mark.
_MARK = LazyPattern(
    rf"(?:(?<=[^\W\d_]) |(?<=[^\W\d_][.,;:!?\]*_]) ?|(?<=[^\W\d_]{{3}}))[{_SUPERSCRIPT}]+(?![\w{_SUPERSCRIPT}])"
)
# A unit a power goes with (`mm²`, `km²`, `cm³`), glued before the digits.
_UNIT = LazyPattern(r"(?:mm|cm|km|sq|ft|in|nm|µm|um|px|pt)$")
# What makes a stretch a formula: an operation or a root near the digits.
_OPERATION = LazyPattern(r"[=+−×÷^√∑Σ*/<>]|sqrt|\d\s?[-+]\s?\d")


def note_marks_sent(heard: Sequence[Heard]) -> list[PageFinding]:
    """Chunks that send a note's superscript mark as written (the module's first tell), with the mark and its word."""
    out = []
    for h in heard:
        if h.kind == "cue" or not any(ch in _SUPERSCRIPT for ch in h.sent):
            continue
        for m in _MARK.finditer(h.sent):
            before = h.sent[max(0, m.start() - 24) : m.start()]
            if _UNIT.search(before) or _OPERATION.search(before + h.sent[m.end() : m.end() + 12]):
                continue
            out.append(
                PageFinding(h.chunk, "a note mark sent as a superscript", h.sent[max(0, m.start() - 12) : m.end()])
            )
    return out


def name_signs_sent(heard: Sequence[Heard]) -> list[PageFinding]:
    """Chunks that send a name's opening sign as written (`:init`, `_PreviewOrientation`, `#[macro use]`), which a voice
    does not say: the first such name of each chunk."""
    out = []
    for h in heard:
        if h.kind == "cue" or not any(sign in h.sent for sign in ":_#"):
            continue
        found = next(opening_signs(h.sent), None)
        if found:
            out.append(PageFinding(h.chunk, "a name's opening sign sent bare", found.group()[:60]))
    return out


# A backslash with a blank on each side between two words (letters of any script): a divider, no path's or escape's —
# unless a word that wants a noun stands before it or a conjunction or a particle after it: then the backslash is the
# noun the sentence names (`使用 \\ 或 () 控制换行`: s18 held-out 12306hujunjie python_checklist [21], said right by
# its name), as text.signs_about reads a spaced sign. The same exclusions (text.signs BACKSLASH_NAMED_*) make the reader
# (text.lexicon _CJK_BACKSLASH) say the name: one rule for both.
_SPACED_BACKSLASH = LazyPattern(rf"(?<=[^\W\d_{BACKSLASH_NAMED_AFTER}]) \\ (?=[^\W\d_{BACKSLASH_NAMED_BEFORE}])")
_BACKSLASH_NAMES = ("反斜線", "反斜线", "反斜杠", "バックスラッシュ", "백슬래시", "역슬래시", "backslash")


def backslashes_named(heard: Sequence[Heard]) -> list[PageFinding]:
    """Chunks whose words show a backslash standing apart between two words (this module's docstring) and that send
    the sign's name: a divider heard as "backslash" — once per chunk."""
    out = []
    for h in heard:
        if h.kind == "cue" or "\\" not in h.shown:
            continue
        found = _SPACED_BACKSLASH.search(h.shown)
        said = h.sent.lower()
        if found is not None and any(name in said for name in _BACKSLASH_NAMES):
            context = h.shown[max(0, found.start() - 8) : found.end() + 8]
            out.append(PageFinding(h.chunk, "a divider said by the backslash's name", context))
    return out


def escapes_left_out(heard: Sequence[Heard], lines: Sequence[str]) -> list[PageFinding]:
    """Chunks whose lines escape a heading's `#` or an angle bracket (`# \\# Headers1`, `\\<https://naver.com>`: the
    writer's backslash makes the page show the sign as text, a Markdown tutorial's subject) while a rule of the reader
    left that sign out as markup ("heading marks left as text", "angle brackets around an address"): the sign the page
    shows is never heard. Each chunk's lines are read once per span of lines, whatever the chunks on it."""
    out = []
    escaped: dict[tuple[int, int], str] = {}
    for h in heard:
        if h.kind == "cue" or not h.first or not h.left_out:
            continue
        dropped = {sign for _, text in h.left_out for sign in "#<" if text and set(text.strip()) <= {sign, ">"}}
        if not dropped:
            continue
        span = (h.first, max(h.last, h.first))
        if span not in escaped:
            shown = _CODE_SPANS.sub(" ", "\n".join(lines[span[0] - 1 : span[1]]))
            escaped[span] = "".join(sorted(set(_ESCAPED.findall(shown))))
        signs = dropped.intersection(escaped[span])
        if signs:
            out.append(
                PageFinding(h.chunk, "an escaped sign the page shows, left out as markup", "".join(sorted(signs)))
            )
    return out


# A heading's sign or an angle bracket escaped by a backslash (the page shows the sign); code spans are the page's as
# written.
_ESCAPED = LazyPattern(r"(?<!\\)\\([#<])")
_CODE_SPANS = LazyPattern(r"`[^`\n]{0,2000}`")


_CODE_SPAN = LazyPattern(r"`([^`\n]{4,400})`")
_CJK_RUN = LazyPattern(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]+")
_PROSE_LETTERS = 4  # (CJK letters in a span that make it prose: a regex's class `[가-힣]` has two)
_SENTENCE_MARK = LazyPattern(r"(?<=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3])[?!？！]")
_MARK_NAMES = (
    "물음표",
    "느낌표",
    "問號",
    "问号",
    "驚嘆號",
    "惊叹号",
    "感嘆號",
    "感叹号",
    "疑問符",
    "感嘆符",
    "クエスチョン",
    "エクスクラメーション",
    "question mark",
    "exclamation",
)


def sentences_in_code_named(heard: Sequence[Heard], lines: Sequence[str]) -> list[PageFinding]:
    """Chunks that say a question's or an exclamation's mark by its name where their source lines hold a code span of
    CJK prose with such a mark after a word (this module's docstring) — once per chunk."""
    out = []
    # (a code span never crosses a line, so each line's first sentence span is found once, whatever number of chunks
    # its line meets: the chunks of a paragraph written on one long line all meet it — review s20 M6, quadratic)
    spans: dict[int, str] = {}
    for h in heard:
        if h.kind == "cue" or not h.first or not any(name in h.sent.lower() for name in _MARK_NAMES):
            continue
        for number in range(h.first, min(max(h.last, h.first), len(lines)) + 1):
            if number not in spans:
                spans[number] = _sentence_span(lines[number - 1])
            if spans[number]:
                out.append(PageFinding(h.chunk, "a sentence in a code span said with its marks' names", spans[number]))
                break
    return out


def _sentence_span(line: str) -> str:
    """The first code span of a line that holds CJK prose with a question's or an exclamation's mark after a word (its
    first 60 characters), "" if none."""
    for span in (m.group(1) for m in _CODE_SPAN.finditer(line)) if "`" in line else ():
        if _SENTENCE_MARK.search(span) and sum(map(len, _CJK_RUN.findall(span))) >= _PROSE_LETTERS:
            return span[:60]
    return ""


# A note's star glued after a word and closing its sentence or clause (`…見られると私は思う∗。`, `…이다*.`, `…it is*.`):
# the mark of a footnote the page shows, whose spoken role is nothing (or a note) — never the star's name.
_STAR_MARK = LazyPattern(r"(?<=[^\W\d_]{2})[*∗⁎]{1,3}(?=[。．.!?！？」]|\s*$)")
_STAR_NAMES = ("アスタリスク", "asterisk", "星號", "星号", "별표", "애스터리스크")


def note_marks_named(heard: Sequence[Heard]) -> list[PageFinding]:
    """Chunks whose words show a note's star glued after a word at a sentence's or clause's end (s17 dev tk42
    ハッカーと画家 [*]: '…理由が大きいだろう∗！' said 'アスタリスク') and send the star's name: a note mark heard as
    a sign — once per chunk."""
    out = []
    for h in heard:
        if h.kind == "cue" or not any(ch in h.shown for ch in "*∗⁎"):
            continue
        said = h.sent.lower()
        if (found := _STAR_MARK.search(h.shown)) and any(name in said for name in _STAR_NAMES):
            out.append(
                PageFinding(
                    h.chunk,
                    "a note mark said by the star's name",
                    h.shown[max(0, found.start() - 16) : found.end() + 1],
                )
            )
    return out


# A root shell's prompt (`# npm init -y`, `# apt install …`): a `#` and a blank before a command line's first word, the
# `$` of an administrator — never the sign's name (s18 dev ikmnjrd react-webpack-skelton [4][5][8]: 'シャープ npm i').
_ROOT_PROMPT = LazyPattern(
    r"(?<![^\s`])#[ \t]+(?=(?:sudo|npm|npx|yarn|pnpm|pip3?|apt(?:-get)?|yum|dnf|brew|git|cd|ls|cat|echo|docker"
    r"|kubectl|make|python3?|node|curl|wget|chmod|chown|mkdir|rm|cp|mv|systemctl|service|go|cargo)\s)"
)
_HASH_NAMES = ("シャープ", "ハッシュ", "sharp", "hash", "number sign", "pound", "井号", "井號", "샵", "해시")


def prompts_named(heard: Sequence[Heard]) -> list[PageFinding]:
    """Chunks whose words show a root shell's prompt (`# npm init -y`) and send the `#`'s name right before the
    command: a prompt heard as a sign — once per chunk."""
    out = []
    for h in heard:
        if h.kind == "cue" or "#" not in h.shown or not (found := _ROOT_PROMPT.search(h.shown)):
            continue
        command = h.shown[found.end() :].split(None, 1)[0]
        said = h.sent.lower()
        if any(f"{name} {command}" in said or f"{name}{command}" in said for name in _HASH_NAMES):
            out.append(
                PageFinding(
                    h.chunk, "a shell's prompt said by its sign's name", h.shown[found.start() : found.end() + 24]
                )
            )
    return out


# A source line that opens with a shell's prompt (its list or quote marker aside): `$ x11vnc -display :0 …`.
_PROMPT_LINE = LazyPattern(r"^\s{0,12}(?:(?:[-*+]|\d{1,3}[.)])\s+|>\s?)?\$[ \t]+(\S{1,200})")


def commands_in_prose(heard: Sequence[Heard], lines: Sequence[str]) -> list[PageFinding]:
    """Chunks of prose that hold a command line of their source, its prompt sent to the voice: a line that is a shell
    command by the reader's own predicate (text.command_lines.is_command: `$ ` then a command word) left in a
    paragraph beside a sentence (no blank line between them: `以下の部分をそのまま実行するとエラーが出る。` over
    `$ x11vnc -display :0 …`), which the reader's spill rule leaves to the prose since not every line of it is code —
    heard as prose, the `$` said as a sign and the command run into the sentence (the s12 ruling: a line that is code
    by its structure is cued or left out). s18 dev ikmnjrd novnc-kali-linux [3][5][9]. Once per chunk; a prompt the
    chunk does not send (`x11vnc -display…` said without it, or cued) is not judged."""
    out = []
    for h in heard:
        if h.kind not in ("paragraph", "list_item", "quote") or not h.first or "$" not in h.sent:
            continue
        for number in range(h.first, min(max(h.last, h.first), len(lines)) + 1):
            found = _PROMPT_LINE.match(lines[number - 1])
            if found is None or not is_command(lines[number - 1].strip().lstrip("-*+> ").strip()):
                continue
            if f"$ {found.group(1)}" in h.sent or f"${found.group(1)}" in h.sent:
                out.append(
                    PageFinding(
                        h.chunk, "a command line read as prose, its prompt sent", lines[number - 1].strip()[:60]
                    )
                )
                break
    return out


# A math span of one TeX sign command alone (`$\\le$`, `$\\cdot$`, `\\(\\forall\\)`): a letter's command (`$\\epsilon$`) is
# said by its name, a sign's by its role.
_LONE_SIGN = LazyPattern(r"(?:\$|\\\()\s*\\[A-Za-z]{2,12}\s*(?:\$|\\\))")
# A sign's name said as a noun: "the … sign" to an English voice, "…符號" to a Chinese one, "…記号" to a Japanese one,
# "…기호" to a Korean one.
_SIGN_NAMED = LazyPattern(r"\bthe (?:[a-z]+ ){1,8}sign\b|[^\s\d]{1,8}(?:符號|符号|記号|기호)")
# The words of lines that talk about a sign (its name is then what they say).
_ABOUT_SIGNS = LazyPattern(
    r"\b(?:signs?|symbols?|operators?|notations?|glyphs?|characters?)\b|記号|符号|符號|기호|연산자|運算子|运算符|演算子",
    re.I,
)


def lone_signs_named(heard: Sequence[Heard], lines: Sequence[str]) -> list[PageFinding]:
    """Chunks that name a sign ("the … sign", "…符號") where their source lines set a formula's sign alone in a math
    span and never talk about signs (this module's docstring) — once per chunk."""
    out = []
    looked: dict[tuple[int, int], str] = {}  # (each range of lines read once, whatever number of chunks meet it)
    for h in heard:
        if h.kind == "cue" or not h.first or not (named := _SIGN_NAMED.search(h.sent)):
            continue
        span = (h.first, min(max(h.last, h.first), len(lines)))
        if span not in looked:
            source = "\n".join(lines[span[0] - 1 : span[1]])
            found = _LONE_SIGN.search(source) if "\\" in source else None
            looked[span] = found.group() if found and not _ABOUT_SIGNS.search(source) else ""
        if looked[span]:
            out.append(
                PageFinding(h.chunk, "a formula's sign said as a sign's name", f"{looked[span]}: {named.group()}")
            )
    return out
