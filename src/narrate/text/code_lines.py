"""Whether lines of text are code by their structure: statements of a programming language, not sentences.

Blog exports (Tistory, velog, 语雀, Notion, WordPress) break code samples: a `<pre>` cut by a blank line leaves the
sample's later lines as Markdown paragraphs, and its `# comment` lines as headings. Those lines are code by their
shape, whatever block the parser made of them (lead's ruling, session 12: "Code that spills into prose"):

  a statement     `settings = Settings()`, `APP_NAME: str = os.getenv("APP_NAME", "")` (an assignment of a call or
                  a literal), `return db_book`, `export default SignIn;`, `import os`, `from x import y`,
                  `def f(self) -> str:`, `class Book(Base):`, `@property`, `load_dotenv()` (a call standing alone),
                  any line closed by `;` or opening a block with `{`;
  a closing run   `}`, `});`, `</code></pre>`, `</button> </div> ); }`: brackets, `;` and closing tags only;
  a comment       `# …`, `// …`, `/* … */`: code only beside code (a comment alone is words).

A line with a sentence's end in CJK (`…합니다.`, `。`) is never a statement. The judges are linear patterns over one
line at a time.
"""

from __future__ import annotations

import html

from narrate.patterns import LazyPattern

from .command_lines import is_command

__all__ = ["code_lines", "is_statement", "item_spilled", "sentences", "spans_spilled", "spilled"]

_NAME = r"[A-Za-z_$][\w$]{0,80}"
_TARGET = rf"{_NAME}(?:\.{_NAME}|\[[^\]\n]{{0,80}}\]){{0,8}}"
# `x = f(…)`, `x: T = …`, `self.a[0] = "s"`, `const x = …`, `let x = …`: a name bound to a call, a literal or a name.
# (A type opens with a mark and holds single blanks: the blanks around it are the `\s*`'s. A type that could open or
# end with the blanks a `\s*` gave back made every split of a run of blanks a try: `x:` then 5,000 blanks took 43 s,
# s14 fixT.)
# (After a declaration's keyword the target may be a destructuring: `const [state, setState] = useState(0)`.)
_ASSIGNMENT = LazyPattern(
    r"(?:(?:const|let|var|val|final|static|private|public)\s+(?:\[[^\[\]\n]{1,200}\]|\{[^{}\n]{1,200}\})|"
    rf"(?:(?:const|let|var|val|final|static|private|public)\s+)?{_TARGET})"
    r"(?:\s*:\s*[\w.\[\],|](?:[\w.\[\],|]| (?! )){0,59})?"
    rf"\s*(?:[-+*/%|&^]|\*\*|//)?=(?!=)\s*\S"
)
# The value of an assignment that makes it code, not an equation in prose (`x = 5` alone is prose's too). (Blanks
# after a number are one run: two runs in a row split a line of tabs every way there is, review s12 H1.)
_CODE_VALUE = LazyPattern(
    rf"=\s*(?:{_TARGET}\s*\(|new\s|await\s|\"|'|`|\[|\{{|True\b|False\b|None\b|null\b|true\b|false\b|undefined\b"
    rf"|-?\d[\d_.]*\s*(?:[;,]\s*)?(?:#.*|//.*)?$)"
)
_KEYWORD = LazyPattern(
    r"(?:return|yield|raise|throw|import|export|def|class|async\s+def|function|interface|type|enum|struct|fn|"
    r"pub\s+fn|package|using|namespace|#include|elif|else|try|except|finally|with|while|for|switch|case|break|"
    r"continue|pass|await|del|assert|global|nonlocal)\b"
)
_FROM_IMPORT = LazyPattern(r"from\s+[\w.]{1,80}\s+import\s")
_DECORATOR = LazyPattern(rf"@{_TARGET}(?:\(.*\))?$")
# `load_dotenv()`, `db.commit();`, `app.use(cors());`: a call standing alone (`f(x)` words around it are prose).
_CALL = LazyPattern(rf"(?:await\s+)?{_TARGET}\s*\(.*\)\s*;?$")
_BLOCK_OPENER = LazyPattern(r"(?:[)\]]|=>|\belse|\btry|\bdo)\s*\{$|\)\s*:$")
# A run of JSX or HTML ending a component: `> 로그인 </button> <button onClick={…}> 회원가입 </button> </div> ); }`.
_TAG = LazyPattern(r"</?[A-Za-z][\w.-]{0,40}(?:\s[^<>]{0,300})?/?>")
_COMMENT = LazyPattern(r"(?:#(?!#*\s*$)|//|/\*|\*/|--\s|<!--)")
# A string literal on one line (its words are the program's, not the line's sentence).
_STRING = LazyPattern(r"\"[^\"\n]{0,500}\"|'[^'\n]{0,500}'|`[^`\n]{0,500}`")
_CJK_SENTENCE_END = LazyPattern(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3][.!?。！？](?:\s|$)|[。！？]")


def is_statement(line: str) -> bool:
    """Whether one line is a statement of a programming language, or the closing run that ends one."""
    text = html.unescape(line).strip()
    if not text or _CJK_SENTENCE_END.search(_STRING.sub('""', _without_comment(text))):
        return False
    if _closing_from(text) == 0 or _closing_tags(text):
        return True
    if text.endswith(";") or _BLOCK_OPENER.search(text):
        return True
    if _FROM_IMPORT.match(text) or _DECORATOR.match(text) or _CALL.match(text):
        return True
    if _KEYWORD.match(text) and not _prose_after_keyword(text):
        return True
    return bool(_ASSIGNMENT.match(text) and _CODE_VALUE.search(text))


def _without_comment(text: str) -> str:
    """A line without a trailing `#`/`//` comment (whose words may be sentences)."""
    for mark in (" # ", " // ", "  #", "  //"):
        at = text.find(mark)
        if at > 0:
            return text[:at]
    return text


def _closing_tags(text: str) -> bool:
    """Whether a line is a run of tags ending a component, with at most a few words of its labels between."""
    if "</" not in text:
        return False
    rest = _TAG.sub(" ", text)
    rest = rest[: _closing_from(rest)]
    words = rest.replace(">", " ").replace(")", " ").replace(";", " ").split()
    return len(_TAG.findall(text)) >= 2 and len(words) <= len(_TAG.findall(text))


_CLOSING_MARKS = frozenset("}])>;,")
_CLOSING_TAG_END = LazyPattern(r"</[A-Za-z][\w.-]{0,40}\s*>$")


def _closing_from(text: str) -> int:
    """Where the closing run ending a line starts (`len(text)` when it ends in none, 0 when the whole line is one):
    read back from the end, mark by mark and tag by tag, so a line is walked once (a pattern searched from every
    position of a line of blanks and marks was quadratic: review s12 H1)."""
    start = end = len(text)
    while True:
        while end and text[end - 1].isspace():
            end -= 1
        if not end or text[end - 1] not in _CLOSING_MARKS:
            return end if start < len(text) else start  # (the run takes the blanks before it)
        tag = _CLOSING_TAG_END.search(text, max(0, end - 50), end) if text[end - 1] == ">" else None
        end -= len(tag.group(0)) if tag else 1
        start = end


def _prose_after_keyword(text: str) -> bool:
    """Whether a line opening with a keyword goes on as a sentence ("Return to the list and…", "class 들은")."""
    words = _STRING.sub('""', _without_comment(text)).split()
    if len(words) < 2:
        return words[0].rstrip(":;") not in ("else", "try", "pass", "break", "continue", "finally", "return")
    second = words[1]
    if any("\uac00" <= ch <= "\ud7a3" or "\u3040" <= ch <= "\u9fff" for ch in second):
        return True
    signs = sum(ch in "()[]{}=:;.,<>\"'" for ch in text)
    return signs == 0 and len(words) > 4


def code_lines(text: str) -> bool:
    """Whether every line of a block is code (a statement, a closing run, or a comment beside them), and at least
    one is a statement: the block is code spilled out of a sample, never a paragraph."""
    lines = [line for line in text.split("\n") if line.strip()]
    statements = 0
    for line in lines:
        if is_statement(line):
            statements += 1
        elif not _COMMENT.match(html.unescape(line).strip()):
            return False
    return statements > 0


# A sentence of a Latin-script language: four words or more, mostly words, closed by its mark.
# Found from its end: a word closed by its mark (tried only where a word starts), then the three words before it, read
# back over a bounded window (a pattern of "three words, then a word and a mark" searched from every position ran
# to the line's end from each one: a 58 KB line of words with no full stop took a minute, review s12 H1).
_SENTENCE_END = LazyPattern(r"(?<![\w'’-])[A-Za-z][\w'’-]*[.!?](?:\s|$)")
_WORD = LazyPattern(r"[A-Za-z][\w'’-]*[,;:]?")
_WORD_TAIL = LazyPattern(r"[A-Za-z][\w'’-]*[,;:]?$")
_WORDS_BACK = 400
_HTML_TAG = LazyPattern(r"<[^<>\n]{1,300}>")


def sentences(text: str) -> bool:
    """Whether a block holds a sentence (a line that is no statement and no comment, with a sentence's end, outside
    its strings and tags): prose a code cue must never hide. (Exports escape code twice: `&amp;quot;`.)"""
    for line in text.split("\n"):
        plain = html.unescape(html.unescape(line)).strip()
        if not plain or _COMMENT.match(plain) or is_statement(plain):
            continue
        words = _HTML_TAG.sub(" ", _STRING.sub('""', _without_comment(plain)))
        if _CJK_SENTENCE_END.search(words) or _latin_sentence(words):
            return True
    return False


def _latin_sentence(text: str) -> bool:
    """Whether a line holds a Latin-script sentence: four words or more, the last closed by its mark."""
    for end in _SENTENCE_END.finditer(text):
        before = text[max(0, end.start() - _WORDS_BACK) : end.start()]
        if not before[-1:].isspace():
            continue
        words = before.split()[-3:]
        if len(words) == 3 and _WORD_TAIL.search(words[0]) and all(map(_WORD.fullmatch, words[1:])):
            return True
    return False


# The strict shapes of a paragraph that is code spilled out of a sample where nothing else marks it (a WordPress
# export's unfenced `.env` line and `next.config.js` entries, a Tistory post's cut sample): every line one of these.
# Looser shapes (a line closed by `:` or `;` alone, `Hello (world)`) are a sentence's as often: never here.
# (The first `=`/`(` opens the rest: `[^;]*[=(][^;]*;` walked the rest again from every `=`/`(` of a line with no
# `;`, a query string or minified JS — 120 KB took 8 s, review s14 text1 H1. Same lines, one walk.)
_SPILLED_SEMICOLON = LazyPattern(r"[^;=(]*[=(][^;]*;")  # `let n = nums.length;`, `KEY={url}/admin/graphql;`
# How such a line opens: a keyword, a name bound or called or a member of it, a C declaration (`ssize_t write(`),
# a closing bracket —
# never a word and a label before code ("The type: type getScore = …;" is the writer's sentence).
_CODE_START = LazyPattern(
    r"(?:const|let|var|return|await|if|for|while|throw|yield|delete|new)\b"
    r"|[\w$]+(?:\.[\w$]+|\[[^\]\n]{0,80}\])*\s*(?:[-+*/%|&^]?=(?!=)|\(|\.)"
    r"|[\w$]+\s+\*{0,2}[\w$]+\s*\("
    r"|[)\]}]"  # (a sample's closing line that goes on: `} satisfies (Config & Record<string, unknown>);`)
)
_SPILLED_ENTRY = LazyPattern(  # `STRIPE_PUBLIC_KEY: 'key',`, `env: {`, `port: 3000,`
    r"[A-Za-z_$][\w$]{0,60}\s*:\s*(?:\"[^\"]*\"|'[^']*'|`[^`]*`|-?\d[\d_.]*|true|false|null)\s*,|[A-Za-z_$][\w$]{0,60}\s*:\s*[{\[]"
)
_SPILLED_CALL = LazyPattern(rf"(?:await\s+)?{_NAME}(?:\.{_NAME}|\([^()\n]{{0,200}}\))*\.{_NAME}\([^\n]{{0,300}}\)\s*;?")
_SPILLED_VALUE = LazyPattern(rf"=\s*(?:{_TARGET}\(|new\s|await\s|\"|'|`|\[|\{{)")
# (A word is at most 41 letters: searched from every letter of a run with no blank, an unbounded word read the run
# to its end from each — a 30 KB run of letters took 8 s, s14 fixT.)
_FOUR_WORDS = LazyPattern(r"(?:[A-Za-z][a-z']{0,40}\s+){3}[A-Za-z]")
_CJK = LazyPattern(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]")
_IMPORT = LazyPattern(r"import\s+[\w.]{1,80}(?:\s+as\s+\w{1,40})?")


def spans_spilled(spans: list[str]) -> bool:
    """Whether the code spans that are a paragraph's only content (`` `let guess: u32 = guess.trim().parse()…;` ``
    alone between two sentences) are statements by the strict shapes of :func:`spilled`: a line of a program the
    page shows in code type, code by its structure as much as an unfenced one (s12 ruling; s16 dev brown2243
    gussing-game [99], heard sign by sign). Shell commands in code type (`` `sudo systemctl daemon-reload` ``) stay
    said: the words of a command are what the reader types, and no reader has heard one as noise."""
    lines = [line for span in spans for line in span.split("\n") if line.strip()]
    return bool(lines) and spilled("\n".join(lines)) and not all(is_command(line) for line in lines)


def spilled(text: str) -> bool:
    """Whether every line of a paragraph is code by a strict shape (a statement closed by `;`, an object's entry, a
    method call standing alone, a name bound to a call or a literal, an import, a shell command, a closing run), at
    least one of them no closing run: a sample's lines left outside it by an export, which the page shows as code."""
    lines = [html.unescape(line).strip() for line in text.split("\n") if line.strip()]
    opened = False
    vouched = len(lines) > 1 and any(map(is_command, lines))  # (a command line vouches for its plain neighbours)
    for line in lines:
        # (`sudo apt-get install pinta`, `$ ls`, an apt source line: text.command_lines)
        if is_command(line, beside_command=vouched):
            opened = True
            continue
        if "](" in line or line[:1] == "$" or _CJK.search(_STRING.sub('""', _without_comment(line))):
            return False  # (a link, a formula in `$…$`, CJK words outside a string or a comment: the prose's)
        if _closing_from(line) == 0:
            continue
        if _FOUR_WORDS.search(_STRING.sub('""', line)) or not _strict_statement(line):
            return False
        opened = True
    return opened


def _strict_statement(line: str) -> bool:
    """One line of code by a strict shape (see :func:`spilled`)."""
    return bool(
        (_SPILLED_SEMICOLON.fullmatch(line) and _CODE_START.match(line))
        or _SPILLED_ENTRY.fullmatch(line)
        or _SPILLED_CALL.fullmatch(line)
        or _FROM_IMPORT.match(line)
        or _IMPORT.fullmatch(line)
        or (_ASSIGNMENT.match(line) and _SPILLED_VALUE.search(line))
    )


# A list item's line that is code by its opening: a declaration (`const [state, dispatchFn] = useReducer(…)`), or a
# call handed an arrow function (`useEffect(() => {...}, [dependencies])`) — what a note about an API writes in code
# type or leaves bare; never a name with its parentheses alone (`useState()`, `arr.push(x)`: the item's subject).
_DECLARATION = LazyPattern(r"(?:const|let|var)\s+(?:\[|\{|[A-Za-z_$])")
_ARROW_CALL = LazyPattern(
    rf"(?:await\s+)?{_TARGET}\(\s*(?:async\s*)?(?:\([^()\n]{{0,200}}\)|{_NAME})\s*=>[^\n]{{0,400}}\)\s*;?"
)


def item_spilled(text: str) -> bool:
    """Whether a list item's paragraph is one line of a program by its opening (a declaration judged code by the
    strict shapes of :func:`spilled`, or a call handed an arrow function), with no CJK words, link or four words in a
    row outside its strings: a sample's line the writer put in a bullet (s18 held-out bacnotes react notes [84][17]
    [48]: 'const [state, setState] = useState(initialState…' read as prose). Any other item stays the writer's."""
    line = text.strip()
    if "\n" in line or "](" in line or not (_DECLARATION.match(line) or "=>" in line):
        return False
    line = html.unescape(line)
    words = _STRING.sub('""', _without_comment(line))
    if _CJK.search(words) or _FOUR_WORDS.search(words):
        return False
    if _DECLARATION.match(line):
        return spilled(line)
    return bool(_ARROW_CALL.fullmatch(line))
