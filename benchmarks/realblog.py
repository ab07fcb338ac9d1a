"""Real blog text for the benchmarks against the service model: a long zh-Hant article and a blog of posts.

Not a benchmark itself. The text is a public zh-Hant blog's own words: the published pages of
「程式丼起來」 (github.com/chikuwacode/chikuwacode.github.io, 32 articles under ``articles/``,
tutorials written in full, punctuated sentences), read at run time from a local mirror of
that repository (the ``fetch`` tool leaves one at
``/work/.mirror/chikuwacode+chikuwacode.github.io/repo``; ``git clone`` gives the same), so
nothing of it is kept in this repository. The same commit gives the same text.

From each page: its title, its section headings (h2) and its prose paragraphs (``<p>``
text that is mostly Han characters and ends a sentence; code, tables and captions are left
out, as a listener would not hear them anyway), in page order, written back as Markdown.

- :func:`long_article`: one article of about 7,300 characters of those paragraphs and
  headings, taken page after page — the shape of the headline figure of
  ../shared/edge-standin/README.md (about 24 minutes of audio at the stand-in's pace).
- :func:`blog_posts`: each page as an article of its own (its first ``characters`` or so).
"""

from __future__ import annotations

import io
import re
import subprocess
import tarfile
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

DEFAULT_REPO = Path("/work/.mirror/chikuwacode+chikuwacode.github.io/repo")
SOURCE = "github.com/chikuwacode/chikuwacode.github.io"
_HAN = re.compile(r"[\u3400-\u9fff]")
_SENTENCE_END = "。！？"


@dataclass(frozen=True)
class Page:
    path: str
    title: str
    blocks: tuple[tuple[str, str], ...]  # ("h2" | "h3" | "p", text), in page order


class _Blocks(HTMLParser):
    """The text of a page's h1/h2/h3 and p elements, inside its article body."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.blocks: list[tuple[str, str]] = []
        self.title = ""
        self._tag: str | None = None
        self._text: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("pre", "code", "figure", "table", "script", "style"):
            self._skip += 1
        elif tag in ("h1", "h2", "h3", "p") and self._tag is None:
            self._tag, self._text = tag, []

    def handle_endtag(self, tag: str) -> None:
        if tag in ("pre", "code", "figure", "table", "script", "style"):
            self._skip = max(0, self._skip - 1)
            if tag == "code" and self._tag == "p":
                self._text.append("\0")  # inline code: the paragraph is not plain prose
        elif tag == self._tag:
            text = " ".join("".join(self._text).split())
            if tag == "h1" and not self.title:
                self.title = text
            elif tag != "h1" and text:
                self.blocks.append((tag, text))
            self._tag = None

    def handle_data(self, data: str) -> None:
        if self._tag is not None and not self._skip:
            self._text.append(data)


def read_pages(repo: Path = DEFAULT_REPO, commit: str = "HEAD") -> tuple[str, list[Page]]:
    """The blog's article pages at `commit` (sorted by path) and the commit's full hash."""
    if not repo.exists():
        raise SystemExit(f"{repo}: no mirror of {SOURCE}; fetch it (or `git clone https://{SOURCE} {repo}`)")
    full = subprocess.run(
        ["git", "-C", str(repo), "rev-parse", commit], capture_output=True, text=True, check=True
    ).stdout.strip()
    archive = subprocess.run(
        ["git", "-C", str(repo), "archive", full, "articles"], capture_output=True, check=True
    ).stdout
    pages = []
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        for member in sorted(tar.getmembers(), key=lambda m: m.name):
            if not member.isfile() or not member.name.endswith("/index.html"):
                continue
            handle = tar.extractfile(member)
            if handle is None:
                continue
            parser = _Blocks()
            parser.feed(handle.read().decode("utf-8", "replace"))
            if parser.title:
                pages.append(Page(member.name, parser.title, tuple(parser.blocks)))
    return full, pages


def _han_share(text: str) -> float:
    letters = [ch for ch in text if not ch.isspace()]
    return sum(1 for ch in letters if _HAN.match(ch)) / max(1, len(letters))


def _prose(text: str) -> bool:
    """Plain prose: no inline code, ends a sentence, mostly Han characters."""
    return len(text) >= 30 and "\0" not in text and text[-1] in _SENTENCE_END and _han_share(text) >= 0.6


def _heading(text: str) -> bool:
    return 0 < len(text) <= 40 and "\0" not in text and _han_share(text) >= 0.3


def _sections(page: Page, characters: int) -> tuple[list[str], int]:
    """Markdown blocks of `page` (headings that have prose under them, and the prose), up to about
    `characters` characters; and how many characters they hold."""
    out: list[str] = []
    pending: str | None = None
    total = 0
    for tag, text in page.blocks:
        if total >= characters:
            break
        if tag == "h2":
            pending = f"{'#' * int(tag[1])} {text}" if _heading(text) else None
        elif tag == "p" and _prose(text):
            if pending is not None:
                out.append(pending)
                total += len(pending.lstrip("# "))
                pending = None
            out.append(text)
            total += len("".join(text.split()))
    return out, total


def long_article(pages: list[Page], characters: int = 7300) -> tuple[str, str]:
    """Markdown of one long zh-Hant article of the blog's prose (about `characters` characters with its
    headings), and its slug: the first page's title, then each page's sections in turn (its title as
    an H2 before them), page after page."""
    blocks: list[str] = []
    total = 0
    for page in pages[1:]:
        if total >= characters:
            break
        sections, size = _sections(page, min(2500, characters - total))
        if not sections:
            continue
        blocks.append(f"## {page.title}")
        blocks += sections
        total += size + len(page.title)
    title = pages[0].title.replace('"', "'")
    front = f'---\ntitle: "{title}"\ndate: 2024-05-01T09:00:00+08:00\nslug: real-long-article\nlang: zh-hant\n---\n\n'
    return front + "\n\n".join(blocks) + "\n", "real-long-article"


def blog_posts(pages: list[Page], count: int = 30, characters: int = 900) -> list[tuple[str, str]]:
    """`count` pages as (file name, Markdown with YAML front matter), each its first `characters` or so."""
    posts = []
    for n, page in enumerate(pages):
        sections, _ = _sections(page, characters)
        if not sections:
            continue
        slug = re.sub(r"[^a-z0-9-]+", "-", page.path.split("/")[-2].lower()).strip("-") or f"post-{n}"
        title = page.title.replace('"', "'")
        posts.append(
            (
                f"{slug}.md",
                f'---\ntitle: "{title}"\ndate: 2024-01-{1 + n % 28:02d}\nslug: {slug}\n'
                f"lang: zh-hant\n---\n\n" + "\n\n".join(sections) + "\n",
            )
        )
        if len(posts) == count:
            break
    return posts
