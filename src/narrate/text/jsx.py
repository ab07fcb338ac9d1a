"""JSX as MDX writes it in Markdown, read by its structure: elements and fragments, their props (strings,
`{expressions}`, elements), children (text, elements, expressions), and ESM `import`/`export` blocks.

A small parser of JSX's grammar, not patterns over its text: it knows where an element ends however its
props run over lines (`<Image alt={<span>…</span>} src="…" />`), which props a page shows (`title`,
`label`, `caption`, an element given as `alt`), and what an expression shows (a string, `{" "}`, an element
or fragment: `caption={<>Use <code>npm i</code> to install</>}`) — any other expression is code the page
runs, never words. JavaScript's strings, template literals and comments inside expressions are skipped as
such, so a `}` or `<` inside them ends nothing.

Every scan is bounded (`_REACH` characters for one element, `_TAG_REACH` for one opening tag), so a stray
`<Foo` or `{` costs at most that much, once.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from narrate.errors import InputError
from narrate.patterns import LazyPattern

__all__ = [
    "Element",
    "Expression",
    "JsxTooDeep",
    "closing_after",
    "esm_end",
    "esm_title",
    "jsx_text",
    "parse_element",
    "parse_expression",
    "shown_props",
    "shown_text",
    "text_of",
]

_REACH = 20_000  # the longest element read (props and children)
_TAG_REACH = 4_000  # the longest opening tag read (its props)
_NAME = LazyPattern(r"[A-Za-z_$][\w$.:-]*")
_ATTRIBUTE_NAME = LazyPattern(r"[^\s=/>{}\"'<]+")
_SPACE = LazyPattern(r"\s*")
_ESCAPES = {"n": "\n", "t": "\t", "r": ""}

# Components that show code or a terminal (as text.html_text's JSX components): their children are
# not prose.
_CODE_NAMES = LazyPattern(r"terminal|code|console|sandpack|shell|snippet|playground|diagram|mermaid", re.I)

# Props whose value a component shows as its text (a box's title, a figure's caption, a button's
# label).
_SHOWN_PROPS = ("title", "label", "caption", "summary", "heading", "subtitle", "description", "text")
# Components that put their props in the page's head (a search engine's title and description): none shown.
_HEAD_COMPONENTS = LazyPattern(r"(?:Seo|SEO|Head|Helmet|Meta|Metadata|OpenGraph|JsonLd|StructuredData)$")


@dataclass
class Expression:
    """A `{…}` expression: its source, what of it a page shows as text (a string literal that is the whole
    expression, an element or fragment it is), and where it ends (after its `}`)."""

    source: str
    shown: list[str | Element] = field(default_factory=list)
    end: int = 0


@dataclass
class Element:
    """A JSX element (`name` "" for a fragment): its props in order, its children, where it starts and ends."""

    name: str
    props: list[tuple[str, str | Expression | Element | None]] = field(default_factory=list)
    children: list[str | Element | Expression] = field(default_factory=list)
    start: int = 0
    end: int = 0  # after its closing tag (or after `/>`)
    tag_end: int = 0  # after its opening tag
    self_closing: bool = False

    def prop(self, name: str) -> str | Expression | Element | None:
        """The value of prop `name` (None when it is absent or a boolean)."""
        return next((value for key, value in self.props if key == name), None)


class _Reader:
    """One pass over `src` from a position, never past `limit`, at `depth` elements and expressions deep."""

    def __init__(self, src: str, pos: int, limit: int, depth: int = 0) -> None:
        self.src, self.pos, self.limit, self.depth = src, pos, min(len(src), limit), depth

    def at(self, text: str) -> bool:
        return self.src.startswith(text, self.pos) and self.pos + len(text) <= self.limit

    def skip_space(self) -> None:
        self.pos = _SPACE.match(self.src, self.pos, self.limit).end()  # type: ignore[union-attr]

    def string(self) -> str | None:
        """A JavaScript string at the position ('…', "…", or a template literal without `${`): its text."""
        quote = self.src[self.pos]
        out: list[str] = []
        at = self.pos + 1
        while at < self.limit:
            ch = self.src[at]
            if ch == "\\" and at + 1 < self.limit:
                out.append(_ESCAPES.get(self.src[at + 1], self.src[at + 1]))
                at += 2
                continue
            if ch == quote:
                self.pos = at + 1
                return "".join(out)
            if quote == "`" and self.src.startswith("${", at):
                return None
            if ch == "\n" and quote != "`":
                return None
            out.append(ch)
            at += 1
        return None


def _skip_js_string(src: str, at: int, limit: int) -> int:
    """The position after the JavaScript string, template literal or comment starting at `at` (`limit` if
    it never ends)."""
    ch = src[at]
    if src.startswith("//", at):
        end = src.find("\n", at, limit)
        return limit if end < 0 else end
    if src.startswith("/*", at):
        end = src.find("*/", at + 2, limit)
        return limit if end < 0 else end + 2
    at += 1
    while at < limit:
        if src[at] == "\\":
            at += 2
            continue
        if src[at] == ch:
            return at + 1
        if ch == "`" and src.startswith("${", at):
            inner = _expression_end(src, at + 1, limit)
            if inner is None:
                return limit
            at = inner
            continue
        if src[at] == "\n" and ch != "`":
            return at  # an unclosed quote in prose ("it's") ends at its line
        at += 1
    return limit


_ends: list[tuple[str, dict[int, int | None]]] = []  # (the text, where each `{` read in it closes)


def _expression_end(src: str, at: int, limit: int) -> int | None:
    """The position after the `}` that closes the `{` at `at` (before `limit`), strings and comments skipped;
    None if none. Each `{` of a text is scanned once, to its reach: nested expressions tried from every `<`
    before them would each scan it again."""
    entry = _ends[0] if _ends else None
    if entry is None or entry[0] is not src:
        entry = (src, {})
        _ends[:] = [entry]  # (threads reading other texts only take turns at the cache)
    known = entry[1]
    if at not in known:
        known[at] = _scan_expression(src, at, min(len(src), at + _REACH), known)
    end = known[at]
    return end if end is not None and end <= limit else None


def _scan_expression(src: str, at: int, limit: int, known: dict[int, int | None]) -> int | None:
    """Where the `{` at `at` closes, and, on the way, where each `{` inside it closes: a scan from an inner `{`
    would read the same characters the same way, so each is answered here once (text with thousands of `{` that
    never close was scanned to its reach from every one of them: quadratic). An inner `{` still open when the
    text ends never closes; one still open at an earlier limit is left to its own scan."""
    opened: list[int] = []
    while at < limit:
        ch = src[at]
        if ch in "\"'`" or src.startswith(("//", "/*"), at):
            at = _skip_js_string(src, at, limit)
            continue
        if ch == "{":
            opened.append(at)
        elif ch == "}" and opened:
            inner = opened.pop()
            if not opened:
                return at + 1
            known.setdefault(inner, at + 1 if at < inner + _REACH else None)
        at += 1
    if limit == len(src):
        for inner in opened[1:]:
            known.setdefault(inner, None)
    return None


def _expression(reader: _Reader) -> Expression | None:
    """The `{…}` at the reader's position, and what of it a page shows."""
    start = reader.pos
    end = _expression_end(reader.src, start, reader.limit)
    if end is None:
        return None
    inner = reader.src[start + 1 : end - 1]
    found = Expression(inner)
    stripped = inner.strip().strip("()").strip()
    if stripped and stripped[0] in "\"'`":  # (an empty `{}` or `{ }` shows nothing)
        literal = _Reader(stripped, 0, len(stripped))
        text = literal.string()
        if text is not None and literal.pos == len(stripped):
            found.shown.append(text)
    elif stripped.startswith("<"):
        offset = start + 1 + inner.index("<")
        element = _element(reader.src, offset, end - 1, False, reader.depth + 1)
        if element is not None:
            found.shown.append(element)
    reader.pos = found.end = end
    return found


def parse_expression(src: str, pos: int, *, limit: int | None = None) -> Expression | None:
    """The `{expression}` whose `{` is at `pos` (None if it does not close within reach)."""
    if not src.startswith("{", pos):
        return None
    spans = _deep_spans(src)
    if spans and any(start <= pos < end for start, end in spans[-4:]):
        return None
    try:
        return _expression(_Reader(src, pos, min(limit if limit is not None else len(src), pos + _REACH)))
    except JsxTooDeep as exc:
        spans.append((pos, max(pos + 1, exc.at or pos)))
        return None


def _attribute_value(reader: _Reader) -> str | Expression | Element | None:
    """A prop's value: a string, an `{expression}`, or an element; None when it is not well formed."""
    ch = reader.src[reader.pos : reader.pos + 1]
    if ch in ('"', "'"):
        quote = reader.src.find(ch, reader.pos + 1, reader.limit)  # (JSX attribute strings have no escapes)
        if quote < 0:
            return None
        value = reader.src[reader.pos + 1 : quote]
        reader.pos = quote + 1
        return value
    if ch == "{":
        return _expression(reader)
    if ch == "<":
        element = _element(reader.src, reader.pos, reader.limit, False, reader.depth + 1)
        if element is not None:
            reader.pos = element.end
        return element
    return None


def _opening_tag(reader: _Reader, element: Element) -> bool:
    """The props of the opening tag after its name, through `>` or `/>`; False if it is not well formed."""
    while True:
        reader.skip_space()
        if reader.at("/>"):
            reader.pos += 2
            element.self_closing = True
            return True
        if reader.at(">"):
            reader.pos += 1
            return True
        if reader.pos >= reader.limit:
            return False
        if reader.at("{"):  # {...props}
            if _expression(reader) is None:
                return False
            continue
        name = _ATTRIBUTE_NAME.match(reader.src, reader.pos, reader.limit)
        if name is None:
            return False
        reader.pos = name.end()
        reader.skip_space()
        if not reader.at("="):
            element.props.append((name.group(0), None))
            continue
        reader.pos += 1
        reader.skip_space()
        value = _attribute_value(reader)
        if value is None:
            return False
        element.props.append((name.group(0), value))


def _children(reader: _Reader, element: Element, depth: int) -> bool:
    """The children up to the closing tag (`</name>`, `</>`); False if it never closes within reach."""
    closing = f"</{element.name}"
    text_start = reader.pos
    while reader.pos < reader.limit:
        ch = reader.src[reader.pos]
        if ch not in "<{":
            reader.pos += 1
            continue
        if reader.pos > text_start:
            element.children.append(reader.src[text_start : reader.pos])
        if reader.at(closing) and _closes(reader, len(closing)):
            return True
        if ch == "{":
            expression = _expression(reader)
            if expression is None:
                return False
            element.children.append(expression)
        else:
            child = _element(reader.src, reader.pos, reader.limit, False, depth + 1)
            if child is None:
                element.children.append("<")  # a bare "<" in text (JSX forbids it; Markdown shows it)
                reader.pos += 1
            else:
                element.children.append(child)
                reader.pos = child.end
        text_start = reader.pos
    return False


def _closes(reader: _Reader, length: int) -> bool:
    """Whether a closing tag's name ends at `length` from the position (`</Note>`, not `</Notes>`): past it if so."""
    at = reader.pos + length
    end = _SPACE.match(reader.src, at, reader.limit).end()  # type: ignore[union-attr]
    if reader.src[end : end + 1] != ">":
        return False
    reader.pos = end + 1
    return True


_DEPTH = 64  # elements nested deeper are not read (a run of "<A>" lines is no tree anyone writes)


class JsxTooDeep(InputError):
    """Elements and expressions nested past _DEPTH: the whole element is not read (internal: parse_element
    gives None). `at`: where the element too deep starts."""

    at: int | None = None


# (the text, the spans of it where a parse went too deep): an element starting in one reaches the same too-deep
# element within _DEPTH levels, so it is not tried again, and a run of nested elements costs its length once.
_too_deep: list[tuple[str, list[tuple[int, int]]]] = []


def _deep_spans(src: str) -> list[tuple[int, int]]:
    entry = _too_deep[0] if _too_deep else None
    if entry is None or entry[0] is not src:
        entry = (src, [])
        _too_deep[:] = [entry]
    return entry[1]


def parse_element(src: str, pos: int, *, limit: int | None = None, opening_only: bool = False) -> Element | None:
    """The JSX element or fragment whose `<` is at `pos` (None if there is none within reach).
    `opening_only`: its opening tag only (its `end` is the tag's end; its children are not read).

    Nested past _DEPTH (in children, props or expressions) it is none at all: were the too-deep part read as
    text, each level would try every `<` after it again, each to the end of its reach (5,000 nested
    `<Tabs>` ran for minutes)."""
    spans = _deep_spans(src)
    if spans and any(start <= pos < end for start, end in spans[-4:]):
        return None
    try:
        return _element(src, pos, limit if limit is not None else len(src), opening_only, 0)
    except JsxTooDeep as exc:
        spans.append((pos, max(pos + 1, exc.at or pos)))
        return None


def _element(src: str, pos: int, limit: int, opening_only: bool, depth: int) -> Element | None:
    if depth > _DEPTH:
        raise JsxTooDeep(f"JSX nested more than {_DEPTH} deep", at=pos)
    if not src.startswith("<", pos):
        return None
    reader = _Reader(src, pos + 1, min(limit, pos + _REACH), depth)
    name = ""
    if not reader.at(">"):
        found = _NAME.match(src, reader.pos, reader.limit)
        if found is None:
            return None
        name = found.group(0)
        reader.pos = found.end()
    element = Element(name, start=pos)
    tag = _Reader(src, reader.pos, min(reader.limit, pos + _TAG_REACH), depth)
    if not _opening_tag(tag, element):
        return None
    reader.pos = element.tag_end = tag.pos
    if not element.self_closing and not opening_only:
        # (Only where its closing tag is within reach at all: a stray "<Foo>" costs one look-up.)
        if closing_after(src, element.name, element.tag_end, reader.limit) is None or not _children(
            reader, element, depth
        ):
            return None
    element.end = reader.pos
    return element


_closings: dict[str, tuple[str, list[int]]] = {}  # name → (the text indexed, where `</name` stands in it)


def closing_after(src: str, name: str, start: int, limit: int) -> int | None:
    """Where the first `</name` after `start` (before `limit`) stands in `src`; None if none. The places are
    found once per text and name (a text with many unclosed elements is read once, not once per element)."""
    from bisect import bisect_left

    cached = _closings.get(name)
    if cached is None or cached[0] is not src:
        if len(_closings) > 64:
            _closings.clear()
        closing = f"</{name}"
        places, at = [], src.find(closing)
        while at >= 0:
            places.append(at)
            at = src.find(closing, at + 1)
        cached = _closings[name] = (src, places)
    places = cached[1]
    n = bisect_left(places, start)
    return places[n] if n < len(places) and places[n] < limit else None


def text_of(node: str | Element | Expression) -> str:
    """What a page shows of a child or a prop: text as written, an element's children, an expression's
    strings and elements (code it runs shows nothing that can be known)."""
    if isinstance(node, str):
        return node
    if isinstance(node, Expression):
        return "".join(text_of(part) for part in node.shown)
    return "".join(text_of(child) for child in node.children)


def jsx_text(element: Element) -> str:
    """The Markdown a component shows as its children: text as written, nested components' own children
    (a component that shows code, none), expressions' strings and elements."""
    out: list[str] = []
    for child in element.children:
        if isinstance(child, Element):
            out.append("" if _CODE_NAMES.search(child.name) else jsx_text(child))
        else:
            out.append(text_of(child))
    return "".join(out)


# A picture element by its WHOLE name: HTML's `img` (in MDX, one whose `src` is an expression, `<img src={photo} />`,
# is JSX, not HTML) and the picture components of MDX sites (`Image`, `Img`, `ThemedImage`, `Photo`, `Picture`,
# `Screenshot`); never a name that only holds such letters (`ImageCard`, `Imagemin`, `PictureInPicture`).
_PICTURE_NAME = LazyPattern(r"img|image|picture|(?:[A-Z]\w{0,40}?)?(?:Image|Img|Photo|Picture|Screenshot)")


def jsx_picture(element: Element) -> bool:
    """Whether `element` shows a picture: a picture element (_PICTURE_NAME) with a `src` (`img` for Docusaurus's
    `<Image img={…} />`) and no children of its own."""
    return (
        _PICTURE_NAME.fullmatch(element.name) is not None
        and any(key in ("src", "img", "srcSet") for key, _ in element.props)
        and not any(isinstance(c, Element) or isinstance(c, str) and c.strip() for c in element.children)
    )


def shown_props(element: Element) -> list[str]:
    """The texts of the props a component shows (its title, label, caption…; an element given as `alt`)."""
    out: list[str] = []
    if _HEAD_COMPONENTS.search(element.name):
        return out
    for name, value in element.props:
        if value is None:
            continue
        if name in _SHOWN_PROPS or (name == "alt" and not isinstance(value, str)):
            text = text_of(value)
            if text.strip():
                out.append(text)
    return out


def shown_text(src: str) -> str:
    """MDX's HTML as a page shows its text: a `{…}` that shows a string (`{' '}`, `{"—"}`), an element, or
    nothing (a comment) becomes what it shows; a prop's value (after `=`) and code it runs stay as written."""
    if "{" not in src:
        return src
    out: list[str] = []
    at = done = 0
    while (at := src.find("{", at)) >= 0:
        before = src[:at].rstrip()[-1:]
        found = parse_expression(src, at) if before != "=" else None
        if found is None:
            at += 1
            continue
        inner = found.source.strip()
        if found.shown or not inner or (inner.startswith("/*") and inner.endswith("*/")):
            out.append(src[done:at])
            out.append("".join(text_of(part) for part in found.shown))
            done = found.end
        at = found.end
    out.append(src[done:])
    return "".join(out)


_ESM_START = LazyPattern(r"(?:import|export)(?=[\s{*])")


def esm_end(src: str, pos: int) -> int | None:
    """Where an ESM block (`import …`/`export …` at a line's start) ends, as MDX reads it: at the first blank
    line outside its braces, brackets and strings (or the end of the text); None if `pos` opens none."""
    if not _ESM_START.match(src, pos):
        return None
    depth = 0
    at, limit = pos, min(len(src), pos + _REACH)
    while at < limit:
        ch = src[at]
        if ch in "\"'`" or src.startswith(("//", "/*"), at):
            at = _skip_js_string(src, at, limit)
            continue
        if ch in "{[(":
            depth += 1
        elif ch in "}])":
            depth = max(0, depth - 1)
        elif ch == "\n" and depth == 0 and _blank_line_after(src, at):
            return at
        at += 1
    return at if at >= len(src) else None


def _blank_line_after(src: str, newline: int) -> bool:
    """Whether the line after the line break at `newline` is empty or only spaces (or there is none)."""
    end = src.find("\n", newline + 1)
    return not src[newline + 1 : end if end >= 0 else len(src)].strip()


_METADATA = LazyPattern(r"^export\s+const\s+(?:metadata|frontmatter|meta)\s*(?::\s*[\w.$<>]+\s*)?=\s*\{", re.M)
_TITLE_KEY = LazyPattern(r"""(?:title|["']title["'])\s*:\s*""")


def esm_title(body: str) -> str:
    """The title an MDX page exports (`export const metadata = { title: "…" }`, Next.js's; `frontmatter`,
    `meta`), "" if none: the page's title where it has no front matter."""
    found = _METADATA.search(body, 0, min(len(body), _REACH))
    if found is None:
        return ""
    depth, at, limit = 1, found.end(), min(len(body), found.end() + _REACH)
    while at < limit and depth:
        ch = body[at]
        if ch in "\"'`" or body.startswith(("//", "/*"), at):
            at = _skip_js_string(body, at, limit)
            continue
        if depth == 1 and (key := _TITLE_KEY.match(body, at)) and (at == 0 or not body[at - 1].isalnum()):
            reader = _Reader(body, key.end(), limit)
            if body[key.end() : key.end() + 1] in ("'", '"', "`"):
                return (reader.string() or "").strip()
        depth += 1 if ch in "{[(" else -1 if ch in "}])" else 0
        at += 1
    return ""
