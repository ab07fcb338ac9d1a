"""Issue 38's site copies (session 20 on): each article of a manifest read inside a copy of its repository's site files,
as a user's ``narrate build`` in the repository reads it.

Until session 19 the benchmark read each article as a flat file in a neutral folder, without its site's
``package.json``, ``_config.yml``, ``hugo.toml``, ``mkdocs.yml``…, so the rules that depend on the site (a renderer
plugin the site enables, Zola rather than Hugo, Jekyll's kramdown, a Hugo render hook, the site's language) were not
exercised as a user meets them. ``write_sites`` writes, beside the flat corpus, ``<corpus>/_sites/<owner>/…``: the
repository at the manifest's commit without its other articles, its media and its generated or vendored folders —
its configuration files, templates, data files and plugin sources at their own paths, the picked articles at
theirs, a section's ``_index.*`` and a book's ``SUMMARY.md`` (they carry settings), and an empty ``.git`` folder at
the copy's root so that no reader walks above it. ``MAP.tsv`` names each corpus file's copy; the benchmark reads
the copy and keeps the flat file for the packets (the bytes are the same).
"""

from __future__ import annotations

import csv
import re
import subprocess
from collections import defaultdict
from pathlib import Path, PurePosixPath

__all__ = ["SITES", "site_copies", "site_file", "wants_sites", "write_sites"]

SITES = "_sites"  # the copies' folder under the corpus (a set's name never starts with '_')
_MAP = "MAP.tsv"
_LARGEST = 256 * 1024  # bytes: a config, template or plugin file is far smaller; a lock file may not be
_MOST = 4000  # files of one repository copied (a vendored theme's sources count)
# Folders whose files a site reads no settings from: dependencies, generated pages, media.
_SKIP_DIRS = frozenset(
    {
        ".git",
        ".github",
        ".cache",
        ".next",
        ".nuxt",
        ".obsidian",
        ".vscode",
        ".idea",
        ".husky",
        ".devcontainer",
        "node_modules",
        "vendor",
        "public",
        "static",
        "assets",
        "images",
        "img",
        "dist",
        "build",
        "_site",
        "site",
        "resources",
        "fonts",
        "webfonts",
    }
)
# Article markup: only the manifest's articles are copied, and the two markup files that carry settings.
_MARKUP = frozenset({".md", ".mdx", ".markdown", ".mdown", ".mkd", ".qmd", ".rmd", ".ipynb", ".org", ".rst", ".adoc"})
_SETTINGS_MARKUP = re.compile(r"^(?:_index\.[^/]+|SUMMARY\.md)$")
_MEDIA = frozenset(
    ".png .jpg .jpeg .gif .webp .svg .ico .bmp .tif .tiff .avif .heic .mp3 .mp4 .webm .mov .wav .ogg .m4a .pdf .zip "
    ".gz .tgz .7z .rar .woff .woff2 .ttf .otf .eot .psd .ai .sketch .db .sqlite .bin .exe .dll .so .dylib .jar "
    ".class .pyc .map .wasm .txt .csv .xml".split()
)
_SESSION = re.compile(r"round4_s(\d+)_")


def wants_sites(manifest: Path) -> bool:
    """Whether a manifest's corpus is read inside site copies by default: sessions 20 on (earlier corpora keep the
    flat files they were read as)."""
    found = _SESSION.search(manifest.name)
    return found is not None and int(found.group(1)) >= 20


def site_file(path: str, size: int, articles: frozenset[str]) -> bool:
    """Whether the repository's file at `path` (`size` bytes) belongs in the site copy."""
    if path in articles:
        return True
    pure = PurePosixPath(path)
    if any(part in _SKIP_DIRS for part in pure.parts[:-1]) or size > _LARGEST:
        return False
    suffix = pure.suffix.lower()
    if suffix in _MARKUP:
        return _SETTINGS_MARKUP.match(pure.name) is not None
    return suffix not in _MEDIA


def _git_dir(mirrors: Path, repository: str) -> Path:
    root = mirrors / repository.replace("/", "+") / "repo"
    return root / ".git" if (root / ".git").is_dir() else root


def _listing(git: Path, commit: str) -> list[tuple[str, int, str]]:
    """(object id, size, path) of every regular file at `commit` (no links, no submodules)."""
    out = subprocess.run(
        ["git", "--git-dir", str(git), "-c", "core.quotePath=false", "ls-tree", "-r", "-l", "-z", commit],
        capture_output=True,
        check=True,
    ).stdout.decode("utf-8", "surrogateescape")
    found = []
    for entry in filter(None, out.split("\0")):
        meta, path = entry.split("\t", 1)
        mode, kind, oid, size = meta.split()
        if kind == "blob" and mode in ("100644", "100755") and size.isdigit():
            found.append((oid, int(size), path))
    return found


def _contents(git: Path, oids: list[str]) -> dict[str, bytes]:
    """Each object's bytes, read by one `git cat-file --batch`."""
    out = subprocess.run(
        ["git", "--git-dir", str(git), "cat-file", "--batch"],
        input="".join(f"{oid}\n" for oid in oids).encode(),
        capture_output=True,
        check=True,
    ).stdout
    found: dict[str, bytes] = {}
    at = 0
    while at < len(out):
        end = out.index(b"\n", at)
        oid, _kind, size = out[at:end].decode().split()
        found[oid] = out[end + 1 : end + 1 + int(size)]
        at = end + 1 + int(size) + 1
    return found


def _folders(repositories: list[str]) -> dict[str, str]:
    """Each repository's copy folder: its owner, or owner+name where one owner has two."""
    owners = defaultdict(list)
    for repository in repositories:
        owners[repository.split("/")[0]].append(repository)
    return {r: (o if len(rs) == 1 else r.replace("/", "+")) for o, rs in owners.items() for r in rs}


def write_sites(corpus: Path, rows: list[dict[str, str]], mirrors: Path) -> int:
    """Write each repository's site copy under ``<corpus>/_sites`` and its articles' lines in ``MAP.tsv`` (kept
    with the lines of other manifests built into the same corpus); the number of files written."""
    by_repo: dict[tuple[str, str], list[dict[str, str]]] = defaultdict(list)
    for row in rows:
        by_repo[(row["repository"], row["commit"])].append(row)
    folders = _folders(sorted({repository for repository, _ in by_repo}))
    mapped = site_copies(corpus, absolute=False)
    written = 0
    for (repository, commit), picked in sorted(by_repo.items()):
        git = _git_dir(mirrors, repository)
        articles = frozenset(row["path"] for row in picked)
        files = [f for f in _listing(git, commit) if site_file(f[2], f[1], articles)]
        files.sort(key=lambda f: (f[2] not in articles, f[2].count("/"), f[2]))
        files = files[:_MOST]
        blobs = _contents(git, sorted({oid for oid, _, _ in files}))
        root = corpus / SITES / folders[repository]
        (root / ".git").mkdir(parents=True, exist_ok=True)
        for oid, _size, path in files:
            target = root / path
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(blobs[oid])
        written += len(files)
        for row in picked:
            mapped[row["corpus_file"]] = f"{SITES}/{folders[repository]}/{row['path']}"
    with (corpus / SITES / _MAP).open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle, delimiter="\t", lineterminator="\n")
        writer.writerows(sorted(mapped.items()))
    return written


def site_copies(corpus: Path, *, absolute: bool = True) -> dict[str, str]:
    """{corpus file (``<set>/<lang>/<name>``): its site copy's path} of a corpus built with site copies, {} of one
    without (absolute paths, or relative to the corpus)."""
    where = corpus / SITES / _MAP
    if not where.is_file():
        return {}
    with where.open(encoding="utf-8") as handle:
        pairs = [line for line in csv.reader(handle, delimiter="\t") if len(line) == 2]
    return {name: str(corpus / copy) if absolute else copy for name, copy in pairs}
