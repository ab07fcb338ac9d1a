"""Whether a paragraph's lines are a program's output by their structure: a shell session or a stack trace pasted
without a fence, cued as code, never read as prose (lead's ruling, session 12, "Code spilled into prose"; #38).

nansystem's getting-started-with-ejs (s18 held-out, ja) pastes a session after its fences close: `$ node index.js`,
`/Users/nancy/…/ejs.js:634`, `throw e;`, `^`, `SyntaxError: Unexpected token if…`, then Node's frames
`at Template.compile (/Users/…/ejs.js:618:12)`; read as paragraphs it was heard 'slash Users slash nancy…' for six
chunks. Its python-module-package-import ends a sentence with a hard break and goes on with `$ python main.py`,
`Traceback (most recent call last):`, `File "main.py", line 1, in <module>`. The shapes, one line at a time:

  strong      a prompt then a command (text.command_lines), Python's `Traceback (most recent call last):` and its
              `File "…", line N` frames, a frame of Node, Java or C# (`at X (path:12:5)`, `at a.b.C(C.java:12)`),
              a path with its line number alone (`/Users/…/ejs.js:634`), a caret under an error (`^`, `~~~^~~`);
  a value     a comment showing a value (`// [['key', {value}], …]`), a sample's line even alone;
  weak        an exception's line (`ImportError: cannot …`, `Error: …`), a statement (`throw e;`, `import x`), a
              bare path, a URL, a number, a repr (`<module 'x' from '…'>`): output beside a strong line only.

A paragraph's output is its tail from its first strong line or exception line: every line from there weak or
strong, at least two of them and one strong. The lines before the tail are the writer's (a sentence, then the
session it introduces) and stay said — unless the paragraph before was output too and the tail does not open with
a prompt: then they are the program's message between its lines (ejs's 'If the above error is not helpful, you may
want to try EJS-Lint: …' above its frames), and the whole paragraph is output. A paragraph of weak lines with an
exception's line right after output is the same output going on. A sentence that names a path or an error
('Error: the file is missing.' alone, 'see /etc/hosts:12 for it') has no strong line beside it and stays prose.
Each judge is a pattern over one line, bounded: linear in the paragraph.
"""

from __future__ import annotations

import html
import re

from narrate.patterns import LazyPattern

from .code_lines import is_statement
from .command_lines import prompted_command

__all__ = ["output_from"]

_CJK = LazyPattern(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]")
_ESCAPE = LazyPattern(r"\\([!-/:-@\[-`{-~])")
_TRACEBACK = LazyPattern(r"Traceback \(most recent call last\):?")
_PY_FRAME = LazyPattern(r"File \"[^\"\n]{1,400}\", line \d{1,9}(?:, in \S[^\n]{0,200})?")
# Node / V8: `at Template.compile (/a/b.js:618:12)`, `at new Function (<anonymous>)`, `at /a/b.js:3:9`,
# `at async Promise.all (index 0)`; Java and C#: `at com.x.Y.run(Y.java:12)`, `at Foo.Bar() in C:\a\b.cs:line 9`.
_FRAME = LazyPattern(
    r"at (?:(?:new|async) )?(?:[^\s()]{1,300}(?: \[as [^\]\n]{1,80}\])? \((?:[^()\n]{1,400}:\d{1,9}(?::\d{1,9})?"
    r"|<anonymous>|native|index \d{1,9})\)|[^\s()]{1,400}:\d{1,9}:\d{1,9}"
    r"|[\w$.<>`]{1,300}\((?:[\w$.-]{1,200}:\d{1,9}|Native Method|Unknown Source)\)"
    r"|[\w$<>`]{1,100}(?:\.[\w$<>`]{1,100}){1,20}\([^()\n]{0,300}\)(?: in [^\n]{1,400}:line \d{1,9})?)"
)
_PATH_LINE = LazyPattern(r"(?:[A-Za-z]:\\|~?/|\.{1,2}/)[^\s:]{1,400}:\d{1,9}(?::\d{1,9})?")
_CARET = LazyPattern(r"~{0,200}\^[~^ ]{0,400}")
_EXCEPTION = LazyPattern(
    r"(?:[\w.]{1,100}\.)?[A-Z]\w{0,60}(?:Error|Exception|Warning|Exit|Interrupt)(?::\s?[^\n]{0,500})?"
    r"|(?:Error|error|fatal|panic)(?:\[\w{1,20}\])?: [^\n]{1,500}"
)
# A comment that shows a value (`// [['key', {value}], ['key', {value}]]`): a sample's line, never a sentence.
_COMMENTED_VALUE = LazyPattern(r"//[ \t]?[\[{][^\n]{0,500}[\]}]")
_PATH = LazyPattern(r"(?:[A-Za-z]:\\|~?/|\.{1,2}/)[^\s]{1,400}")
_URL = LazyPattern(r"<?https?://\S{1,500}")
_NUMBER = LazyPattern(r"-?\d[\d.,]{0,40}")
_REPR = LazyPattern(r"<[\w.]{1,100}(?: [^<>\n]{0,300})?>")


# Where a strong line, an exception's line or a value could start (a gate: each is judged whole below).
_OPENER = LazyPattern(
    r"^[ \t]*(?:\$[ \t]|Traceback \(|File \"|at |~{0,200}\^|//|[A-Za-z]:\\|~?/|\.{1,2}/)"
    r"|(?:Error|Exception|Warning|Exit|Interrupt)\b|(?:error|fatal|panic)(?:\[|:)",
    re.M,
)


def _kind(line: str) -> str:
    """The kind of one line: "strong", "frame" (Python's), "value", "exception", "weak" or "" (the writer's): the module."""
    text = _plain(line)
    if _PY_FRAME.fullmatch(text):
        return "frame"
    if prompted_command(text) or any(pattern.fullmatch(text) for pattern in (_TRACEBACK, _FRAME, _PATH_LINE, _CARET)):
        return "strong"
    if _COMMENTED_VALUE.fullmatch(text) and not _CJK.search(text):
        return "value"
    if _EXCEPTION.fullmatch(text):
        return "exception"
    if any(pattern.fullmatch(text) for pattern in (_PATH, _URL, _NUMBER, _REPR)) or is_statement(text):
        return "weak"
    return ""


def output_from(text: str, *, after_output: bool = False) -> int | None:
    """Where a paragraph's output starts, as an index into its lines (0: the whole paragraph), or None when it holds
    none; `after_output`: the paragraph right before it was output (see the module)."""
    if not _OPENER.search(text):
        return None  # (no line that could open output: most paragraphs, judged by one search)
    lines = text.rstrip().split("\n")
    if not _kind(lines[-1]) and (len(lines) < 2 or _kind(lines[-2]) != "frame"):
        return None  # (output runs to the paragraph's end: a paragraph ending in a sentence holds none)
    kinds = _kinds(lines)
    start = next((at for at, kind in enumerate(kinds) if kind in ("strong", "exception", "value")), None)
    if start is None or not all(kinds[start:]):
        return None
    tail = kinds[start:]
    if all(kind == "value" for kind in tail):
        return start  # (a value shown in a comment under the sentence that names its shape)
    if "strong" not in tail or len(tail) < 2:
        return 0 if after_output and start == 0 else None
    if start and after_output and not prompted_command(_plain(lines[start])):
        return 0  # (the program's message between its lines: ejs's hint above Node's frames)
    return start


def _kinds(lines: list[str]) -> list[str]:
    """The kind of each line of a paragraph (a blank one weak; a Python frame strong, with the source line under it
    weak whatever its code)."""
    kinds = [_kind(line) if line.strip() else "weak" for line in lines]
    for at, kind in enumerate(kinds):
        if kind == "frame":
            kinds[at] = "strong"
            if at + 1 < len(kinds) and not kinds[at + 1]:
                kinds[at + 1] = "weak"
    return kinds


def _plain(line: str) -> str:
    return _ESCAPE.sub(r"\1", html.unescape(line)).strip()
