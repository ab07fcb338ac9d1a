"""Whether an episode's title is the article's own, judged from the page (`narrate check`).

Where the front matter gives no title, narrate takes the first H1. On a page that H1 is the article's title only
where it stands first: an H1 below the page's first words is a section's heading (`# 3. SQLAlchemy ORM → Pydantic`
far down a note), or a code comment an export turned into one (a Tistory `<pre>` broken open, `# 애플리케이션 설정`);
and one that opens with a section number (`# 1 引言`) or is a section's generic name (`# Introduction`, `# 概要`) names
a section, not the article. The listener hears it as the episode's name: this judge says so, at the title's chunk.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from narrate.patterns import LazyPattern

from .page_view import Page
from .title_rule import names_a_section, stands_above_a_title

__all__ = ["title_unowned"]

_ATX = LazyPattern(r"^ {0,3}#{1,6}[ \t]+(.+?)[ \t#]*$")
_HTML_HEADING = LazyPattern(r"<h[1-6]\b[^>]{0,400}>(.{1,400}?)</h[1-6]\s*>", re.I)
_SETEXT = LazyPattern(r"^ {0,3}(?:=+|-+)[ \t]*$")
_TAGS = LazyPattern(r"<[^<>]{0,400}>")
# A front matter's title key (YAML, TOML, JSON).
_GIVEN = LazyPattern(r"^\s*(?:title|\"title\")\s*[:=]\s*\S", re.I | re.M)
# A heading that opens with its section's number: "1 引言", "3. SQLAlchemy", "2、精读" — not a version ("1.0 发布").
# ("30 Days Ironman" is a name: a number and a blank before Latin words is no section's).
_NUMBERED = LazyPattern(r"\s*\d{1,2}(?:[.、:：)](?!\d)\s*\S|\s+[\u3040-\u9fff\uac00-\ud7a3])")


def title_unowned(title: str, lines: Sequence[str], page: Page) -> str:
    """Why `title` is no title of the article ("" when it is, or when it is not a heading of the page): the front
    matter gave none, and the H1 it came from stands below the page's first words, opens with a section number or is
    a section's generic name."""
    body = min((s.first for s in page.items), default=0)
    if not title.strip() or not body or _GIVEN.search("\n".join(lines[: body - 1])):
        return ""
    at = _heading_line(title, lines, body)
    if not at:
        return ""
    before = " ".join(s.text for s in page.over(body, at - 1) if s.last < at and s.kind in ("prose", "code"))
    if not stands_above_a_title(before):
        return f"a heading below the page's first words (line {at})"
    if _NUMBERED.match(title):
        return "a numbered section's heading"
    if names_a_section(title):
        return "a section's name"
    return ""


def _heading_line(title: str, lines: Sequence[str], body: int) -> int:
    """The 1-based line of the first heading of the page whose words are `title` (0 for none)."""
    want = _flat(title)
    for n in range(body, len(lines) + 1):
        line = lines[n - 1]
        found = _ATX.match(line)
        text = found.group(1) if found else ""
        if not text and "<h" in line.lower():
            html = _HTML_HEADING.search(line)
            text = _TAGS.sub("", html.group(1)) if html else ""
        if not text and n < len(lines) and line.strip() and _SETEXT.match(lines[n]):
            text = line
        if text and _flat(text) == want:
            return n
    return 0


def _flat(text: str) -> str:
    """A heading's words to compare: no marks of emphasis or links, no blanks, no case."""
    text = re.sub(r"\[([^\]\n]{0,400})\]\([^)\n]{0,400}\)", r"\1", text)
    return re.sub(r"[\s*_`#]+", "", text).lower()
