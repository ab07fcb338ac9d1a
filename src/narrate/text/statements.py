"""Code read as prose: a chunk whose words are statements of a program (`narrate check`).

The lead's ruling (session 12, "Code that spills into prose"): a line that is a statement — `export default X;`,
`settings = Settings()`, a JSX closing run, `cudaCheck(cudaMalloc(…));` — is code by its structure and is cued or
left out under the code rule, never read as a paragraph. Exports (Tistory, 语雀, cnblogs) break code blocks, and
Markdown dialects indent code under list items, so the reader may make a paragraph or a list item of such lines;
this judge reads the chunk's own words (its transcript) by shape, whatever made the chunk. Its shapes are its own,
apart from the reader's (text.code_lines), as the page view is apart from the reader: a line the reader's rule
misjudges, or a block it never asks about (code indented under a list item), still shows:

* a **statement**: an import or export, an assignment whose value is a call or ends with `;`, a call ending with `;`,
  a declaration with a type (`int main(int argc, char **argv)`, `float x, *y;`), a `return …;`;
* a **closing run**: closing tags, brackets and semicolons only (`</button> </div> ); }`);
* a **line comment** (`// Copy data to the GPU`), which no sentence opens with.
A chunk is code read as prose, too, when each of its source lines (a list's or a quote's marker aside) is a
**command line** written bare, no code span around it: a package manager's, a version control's or a container tool's command with its subcommand
  (`sudo apt-get install chromium-browser`, `npm install -g x`, `git clone …`), anything after `sudo` or a `$ `
  prompt, or an APT source line (`deb http://ppa.launchpad.net/… precise main`): a shell's words, which a blog
  exported from WordPress leaves unfenced (s15 held-out lenchan139 Ubuntu-解決Youtube… [6][8][10][12], Deepin-Ubuntu
  套件推介… [12][15]).

A chunk is also code read as prose when its source lines are a **data file's mapping** — YAML's `key: value`, `key:`
and `- item` lines, three or more and two thirds of its lines (tags and fences aside) — which a broken fence or an
HTML block around it (`<details>` with a fence inside, jx2lee's digital garden) made a paragraph. Its keys open with
a lower-case letter or are all capitals, its values are one token: "Author: Bob Smith" is a label and its words.

A chunk is code read as prose when each of its pieces (its line comments, and what `;` ends in the rest) is one of
these, or when two or more are and they are two thirds of its pieces. One statement inside a sentence of words is never judged.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from narrate.patterns import LazyPattern

from .misreadings import Misreading

__all__ = ["code_said_as_prose", "code_shaped", "commands_said_as_prose", "mappings_said_as_prose"]

_NAME = r"[A-Za-z_$][\w$]*(?:(?:\.|->|::)[A-Za-z_$][\w$]*|\[[^\[\]\n]{0,60}\])*"
_STATEMENT = LazyPattern(
    # an import or an export
    r"(?:export\s+default\s+"
    + _NAME
    + r"\s*;?|export\s+(?:const|let|var|function|class|async|type|interface)\s.{1,300}"
    r"|import\s+(?:[\w$*{},\s]{1,200}\s+from\s+)?[\"'][^\"'\n]{1,200}[\"']\s*;?|from\s+[\w.]{1,100}\s+import\s+[\w*, ]{1,200}"
    # an assignment of a call (`settings = Settings()`, `const x = await f(y)`), or any assignment closed by `;`
    r"|(?:(?:const|let|var|val|auto|final)\s+)?" + _NAME + r"(?:\s*:\s*[\w\[\], .|]{1,60})?\s*(?:[-+*/|&]?=|:=)\s*"
    r"(?:await\s+|new\s+)?" + _NAME + r"\s*\(.{0,300}\)(?:\.\w+\([^()\n]{0,100}\)){0,5}(?:\s*[=!]=\s*\S{1,100})?\s*;?"
    r"|(?:(?:const|let|var|val|auto|final)\s+)?" + _NAME + r"\s*(?:[-+*/|&]?=|:=)\s*[^=;\n]{1,300};"
    # a call closed by `;`, a `return …;`, a declaration with a type
    r"|(?:await\s+)?" + _NAME + r"\s*(?:<[^<>\n]{0,200}>)?\s*\(.{0,300}\)\s*;|return\b[^;\n]{0,300};"
    r"|(?:unsigned\s+|const\s+|static\s+)*(?:int|float|double|char|void|bool|long|short|size_t|auto|dim3)\s+[*∗&]?"
    r"[A-Za-z_]\w*\s*(?:\(.{0,300}\)\s*[{;]?|(?:\[[^\]]{0,20}\])?(?:\s*=\s*[^;\n]{1,200})?\s*(?:,\s*[*∗&]?\w+(?:\[[^\]]{0,20}\])?)*\s*;)"
    # a closing run: closing tags, brackets and semicolons (`</button> </div> ); }`), at least one tag or two signs
    r"|(?:</[A-Za-z][\w.-]{0,40}>\s*|[)}\]](?:\s*;)?\s*){2,40})",
)
_COMMENT = LazyPattern(r"//\s[^\n]{0,300}|/\*[^\n]{0,300}?\*/")
# A command line: a tool whose first argument is a subcommand or an option, anything after `sudo` or a `$ ` prompt,
# an APT source line. ASCII only, no sentence's stop at its end.
_COMMAND = LazyPattern(
    r"(?:\$\s+)?(?:sudo\s+(?:-\w+\s+)*[\w./-]+|\$\s+[\w./-]+"
    r"|(?:apt-get|apt|yum|dnf|pacman|brew|npm|npx|yarn|pnpm|pip3?|git|docker|kubectl|helm|systemctl"
    r"|add-apt-repository|snap|cargo|gem|composer)\s+(?:-{1,2}[\w-]+|install|uninstall|update|upgrade|remove|add"
    r"|run|clone|pull|push|commit|checkout|build|apply|get|init|start|stop|restart|enable|disable|status|exec|ppa:\S+))"
    r"(?:\s+[\w./:=@~+,-]+){0,12}"
    r"|deb(?:-src)?\s+\[?[^\s\]]*\]?\s*https?://\S+(?:\s+[\w./-]+){1,6}",
    re.ASCII,
)
_PIECES = LazyPattern(r"[^;]+;?")
_CLOSING_ONLY = LazyPattern(r"[)}\]\s;]{1,40}")
_SENTENCE_KINDS = frozenset({"paragraph", "list_item", "quote", "heading"})


def code_shaped(piece: str) -> str:
    """What shape of code a piece of text is ("statement", "comment") or "" (no code by its shape)."""
    piece = piece.strip()
    if _STATEMENT.fullmatch(piece):
        return "statement"
    if _COMMENT.fullmatch(piece):
        return "comment"
    return ""


def code_said_as_prose(chunks: Iterable[tuple[str, str, str]]) -> list[Misreading]:
    """The chunks (kind, the article's words, what is sent) of prose whose words are code by their shape and which
    send them as words: each a misreading at its chunk, with its first statement."""
    out: list[Misreading] = []
    for n, (kind, shown, sent) in enumerate(chunks):
        if kind not in _SENTENCE_KINDS or not sent.strip() or not _maybe_code(shown):
            continue
        pieces = _pieces(shown)
        shapes = [code_shaped(p) for p in pieces]
        coded = [p for p, shape in zip(pieces, shapes) if shape]
        if coded and (len(coded) == len(pieces) or len(coded) >= 2 and 3 * len(coded) >= 2 * len(pieces)):
            first = next((p for p, shape in zip(pieces, shapes) if shape == "statement"), coded[0])
            out.append(Misreading(n, "code read as prose", first[:80], sent[:80]))
    return out


def _pieces(text: str) -> list[str]:
    """A chunk's words as pieces of code would be: each line comment, then what `;` ends in the rest (a statement
    written over two lines is one piece); a piece that is no code whole is taken line by line where each of its lines
    is (statements with no `;`, one a line: `APP_NAME: str = os.getenv(…)`)."""
    comments = [m.group().strip() for m in _COMMENT.finditer(text)]
    out = []
    for piece in _PIECES.findall(_COMMENT.sub(" ", text)):
        lines = [line.strip() for line in piece.split("\n") if line.strip()]
        if len(lines) > 1 and not code_shaped(" ".join(lines)) and all(code_shaped(line) for line in lines):
            out += lines
        elif lines and out and _CLOSING_ONLY.fullmatch(" ".join(lines)):
            out[-1] += " " + " ".join(lines)  # (a `}` after a `);` closes the same run)
        elif lines and " ".join(lines) != ";":
            out.append(" ".join(lines))
    return comments + out


def _maybe_code(text: str) -> bool:
    """A cheap test before the shapes: a sign no sentence of words ends or joins with (most chunks have none)."""
    return any(sign in text for sign in ("=", ";", "(", "</", "//", "import", "export"))


# A YAML line: `key: value` (one token, quoted or not), `key:` opening a nested mapping, or `- item` of a sequence.
_MAPPING_LINE = LazyPattern(
    r"\s{0,40}(?:-\s+)?(?:[a-z_][\w.-]{0,60}|[A-Z][A-Z0-9_]{1,60})\s?:(?:\s+(?:'[^'\n]{0,200}'|\"[^\"\n]{0,200}\"|[^\s#'\"]{1,200}))?\s*"
    r"|\s{0,40}-\s+(?:'[^'\n]{0,200}'|\"[^\"\n]{0,200}\"|[^\s#'\"]{1,200})\s*"
)
_NEUTRAL_LINE = LazyPattern(r"\s{0,12}(?:</?[A-Za-z][^<>\n]{0,400}>\s*)+|\s{0,12}(?:`{3,}|~{3,})[\w-]{0,20}\s*")


def mappings_said_as_prose(chunks: Iterable[tuple[str, str, str]]) -> list[Misreading]:
    """The chunks (their source lines, kind, what is sent) of prose whose source lines are a data file's mapping (see
    the module's docstring) and which send them as words: each a misreading at its chunk, with its first line."""
    out: list[Misreading] = []
    # each block's source judged once: a block's chunks share its source, and a long paragraph's hundreds of chunks
    # each split and matched all its lines again (block lines × chunks)
    judged: dict[str, tuple[str, frozenset[str]] | None] = {}
    for n, (source, kind, sent) in enumerate(chunks):
        if kind not in _SENTENCE_KINDS or not sent.strip() or ":" not in source:
            continue
        if source not in judged:
            judged[source] = _mapping(source)
        mapping = judged[source]
        # (the chunks of one block share its lines: only those that send the mapping's keys read it; a `<summary>`'s
        # label said beside it does not)
        if mapping is not None and any(key in sent for key in mapping[1]):
            out.append(Misreading(n, "code read as prose", mapping[0][:80], sent[:80]))
    return out


def _mapping(source: str) -> tuple[str, frozenset[str]] | None:
    """The first mapping line of `source` (stripped) and the mapping's keys (`key:`) when two thirds of its lines
    or more, and three at least, are a data file's mapping lines (`_NEUTRAL_LINE`s aside), else None."""
    lines = [line for line in source.split("\n") if line.strip() and not _NEUTRAL_LINE.fullmatch(line)]
    mapped = [line for line in lines if _MAPPING_LINE.fullmatch(line)]
    if len(mapped) < 3 or 3 * len(mapped) < 2 * len(lines):
        return None
    keys = frozenset(line.strip().removeprefix("- ").split(":", 1)[0] + ":" for line in mapped if ":" in line)
    return mapped[0].strip(), keys


_MARKER = LazyPattern(r"\s{0,12}(?:>\s?)*(?:(?:[-*+]|\d{1,3}[.)])\s+)?")
_COMMAND_KINDS = frozenset({"paragraph", "list_item", "quote"})  # (a heading that is a command is a term: `git tag`)


def commands_said_as_prose(chunks: Iterable[tuple[str, str, str]]) -> list[Misreading]:
    """The chunks (their source lines, kind, what is sent) of prose whose source lines are each a bare command line (see
    the module's docstring) and which send them as words: each a misreading at its chunk, with its first line."""
    out: list[Misreading] = []
    # each block's source judged once: a block's chunks share its source, and a long paragraph's hundreds of chunks
    # each split and matched all its lines again (block lines × chunks)
    judged: dict[str, str | None] = {}
    for n, (source, kind, sent) in enumerate(chunks):
        if kind not in _COMMAND_KINDS or not sent.strip():
            continue
        if source not in judged:
            judged[source] = _first_command(source)
        first = judged[source]
        if first is not None:
            out.append(Misreading(n, "code read as prose", first[:80], sent[:80]))
    return out


def _first_command(source: str) -> str | None:
    """The first line of `source` (its list or quote marker left out) when each of its lines is a bare command
    line, else None."""
    lines = [_MARKER.sub("", line, count=1).strip() for line in source.split("\n") if line.strip()]
    return lines[0] if lines and all(_COMMAND.fullmatch(line) for line in lines) else None
