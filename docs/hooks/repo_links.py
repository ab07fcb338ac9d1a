"""mkdocs hook: links from the docs to the repository's other files (`../src/narrate/default_voices.yaml`,
`../examples/site/`) become pages of the docs site that show those files.

Why: the docs link to the files they describe with paths relative to the repository, so every link works
on GitHub, in any forge and in a clone, whatever the repository's address (it is written nowhere). mkdocs
sees only docs/, and would reject such a link (`mkdocs build --strict`); so each linked file gets a page of
its own under `repo/` (its text in a code block; a folder's page lists its files), and the link is pointed
there. A link to a file that does not exist stays as written, and mkdocs reports it as broken.
"""

from __future__ import annotations

import posixpath
import re
from pathlib import Path
from typing import Any

from mkdocs.structure.files import File, Files

REPO = Path(__file__).resolve().parent.parent.parent
PREFIX = "repo"  # where the pages of repository files go in the site

# A Markdown link or image whose destination leaves docs/: ](../path) or ](../path#anchor)
LINK = re.compile(r"\]\((\.\./[^)\s#]+)(#[^)\s]*)?\)")
_LANGUAGES = {".py": "python", ".yaml": "yaml", ".yml": "yaml", ".json": "json", ".toml": "toml",
              ".html": "html", ".js": "javascript", ".astro": "astro", ".sh": "bash", ".md": "markdown",
              ".ejs": "html", ".xml": "xml", ".css": "css"}


def _target(page_uri: str, link: str) -> str | None:
    """The repository path (posix, relative) a link from docs/`page_uri` names, when it leaves docs/."""
    joined = posixpath.normpath(posixpath.join("docs", posixpath.dirname(page_uri), link))
    if joined.startswith("../") or joined == ".." or joined.startswith("docs/"):
        return None
    return joined


def _files_of(path: str) -> list[str]:
    """`path` itself (a file), or the files under it (a folder), as repository paths."""
    full = REPO / path
    if full.is_file():
        return [path]
    return sorted(p.relative_to(REPO).as_posix() for p in full.rglob("*")
                  if p.is_file() and not any(part.startswith(".") for part in p.relative_to(full).parts))


def _page_of(path: str) -> str:
    """The docs page (src_uri) that shows repository file or folder `path` (`.github` as `_github`: mkdocs
    leaves out what starts with a dot)."""
    named = "/".join("_" + part[1:] if part.startswith(".") else part for part in path.rstrip("/").split("/"))
    return f"{PREFIX}/{named}{'/index' if (REPO / path).is_dir() else ''}.md"


def _file_page(path: str) -> str:
    text = (REPO / path).read_text(encoding="utf-8", errors="replace")
    fence = "`" * max(3, max((len(m) for m in re.findall(r"`+", text)), default=0) + 1)
    language = _LANGUAGES.get(Path(path).suffix, "text")
    return f"# {path}\n\nThis file of the repository, as it is in this version of narrate.\n\n" \
           f"{fence}{language}\n{text.rstrip()}\n{fence}\n"


def _folder_page(path: str) -> str:
    folder = path.rstrip("/")
    rows = [f"- [{p[len(folder) + 1:]}]({p[len(folder) + 1:]}.md)" for p in _files_of(path)]
    return f"# {folder}/\n\nThe files in this folder of the repository, as they are in this version of narrate.\n\n" \
           + "\n".join(rows) + "\n"


def on_files(files: Files, config: Any, **_: Any) -> Files:
    """Add a page for every repository file or folder a docs page links to (and for each file in such a folder)."""
    wanted: set[str] = set()
    for file in list(files):
        if not file.src_uri.endswith(".md") or file.abs_src_path is None:
            continue
        for match in LINK.finditer(Path(file.abs_src_path).read_text(encoding="utf-8")):
            path = _target(file.src_uri, match.group(1))
            if path is not None and (REPO / path).exists():
                wanted.add(path)
    pages: dict[str, str] = {}
    for path in sorted(wanted):
        if (REPO / path).is_dir():
            pages[_page_of(path)] = _folder_page(path)
        for each in _files_of(path):
            pages[_page_of(each)] = _file_page(each)
    for uri, content in pages.items():
        files.append(File.generated(config, uri, content=content))
    return files


def on_page_markdown(markdown: str, page: Any, **_: Any) -> str:
    """Point each link to a repository file at that file's page."""
    uri = page.file.src_uri

    def repoint(match: re.Match[str]) -> str:
        path = _target(uri, match.group(1))
        if path is None or not (REPO / path).exists():
            return match.group(0)
        link = posixpath.relpath(_page_of(path), posixpath.dirname(uri) or ".")
        return f"]({link})"  # (an anchor into the file, like GitHub's #L10, has no counterpart on its page)

    return LINK.sub(repoint, markdown)
