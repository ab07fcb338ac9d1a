"""The picking loop issue 38's corpora share (round4_s4_pick.py … round4_s8_pick.py): per repository, its article
files (globs at a pinned commit), within a size window, in sha1(path) order, the first N whose opening marks no
draft. No person chooses an article; each session's script gives only its table of repositories and what a draft
looks like in its formats.
"""

from __future__ import annotations

import argparse
import csv
import fnmatch
import hashlib
import os
import re
import subprocess
import sys
from collections.abc import Callable

# (set, language, repository, commit, globs, smallest, largest (bytes), how many)
Repos = list[tuple[str, str, str, str, list[str], int, int, int]]


def git(git_dir: str, *args: str) -> str:
    """What a git command prints, read from the mirror at `git_dir`."""
    return subprocess.run(["git", "--git-dir", git_dir, *args], capture_output=True, text=True, check=True).stdout


def git_dir(mirrors: str, repo: str) -> str:
    """The mirror's git directory: a bare repository, or the ``.git`` of a work tree."""
    root = f"{mirrors}/{repo.replace('/', '+')}/repo"
    return f"{root}/.git" if os.path.isdir(f"{root}/.git") else root


def candidates(
    where: str, commit: str, globs: list[str], smallest: int, largest: int, *, any_name: bool = False
) -> list[str]:
    """The files a glob names (same depth: fnmatch's '*' crosses '/'), within the window, in sha1(path) order;
    the French translations of one book (``*_FR.md``) are left out.

    git quotes a path with bytes outside ASCII, and a quoted path matches no glob: the s4–s7 picks were made so,
    and keep it (their manifests stay what they were). `any_name` lists every path as it is (Korean and Chinese
    file names, session 8 on)."""
    listing = ["-c", "core.quotePath=false"] if any_name else []
    found = []
    for row in git(where, *listing, "ls-tree", "-r", "-l", commit).splitlines():
        meta, path = row.split("\t", 1)
        size = meta.split()[3]
        if not size.isdigit() or not smallest <= int(size) <= largest or path.endswith("_FR.md"):
            continue
        if any(fnmatch.fnmatchcase(path, g) and path.count("/") == g.count("/") for g in globs):
            found.append(path)
    return sorted(found, key=lambda p: hashlib.sha1(p.encode()).hexdigest())


# The markup check the s9 pick brought (round4_s9_pick.py's docstring says why); shared by the s9 and s10 picks.
# Lines only another markup writes so, by markup (read outside fenced code).
_FOREIGN = {
    "Hatena": re.compile(
        r"^(?:\*{1,3}(?!\[[^\]]*\]:)[^*\s][^*]*|\[:contents\]|>\|[\w+-]*\||\|\|<|>>|<<|\[f:id:\S+\])\s*$"
    ),
    "Textile": re.compile(r"^(?:h[1-6]|bq|fn\d+)\. \S"),
    "org": re.compile(r"^#\+[A-Za-z_]+:"),
    "AsciiDoc": re.compile(r"^(?:={1,5} \S.*[^=]|\[source(?:,.*)?\]|:[\w-]+:(?: .*)?|\[(?:NOTE|TIP|WARNING)\])\s*$"),
    "reST": re.compile(r"^\.\. (?:[\w:-]+::|_[^:]+:)"),
    "MediaWiki": re.compile(r"^(={2,6})[^=].*[^=]\1\s*$|^\{\||^\|\}"),
}
_MARKDOWN = re.compile(r"^(?:#{1,6} \S|```|~~~|\s*[-*+] \S|\s*\d+\. \S|> |\*\[[^\]]+\]:)|\[[^\]\n]+\]\([^)\n]+\)")
_FENCE = re.compile(r"^\s*(?:```|~~~)")


def foreign_markup(text: str) -> str:
    """The markup other than Markdown `text` is written in, or '' when it reads as Markdown."""
    counts = dict.fromkeys(_FOREIGN, 0)
    markdown = 0
    fenced = False
    for line in text.splitlines():
        if _FENCE.match(line):
            fenced = not fenced
            markdown += 1
            continue
        if fenced:
            continue
        markdown += 1 if _MARKDOWN.search(line) else 0
        for name, pattern in _FOREIGN.items():
            counts[name] += 1 if pattern.search(line) else 0
    name, most = max(counts.items(), key=lambda item: item[1])
    return name if most >= 3 and 2 * most > markdown else ""


def table_from_tsv(path: str, smallest: int, largest: int, count: int) -> Repos:
    """A picking table kept in a manifest-shaped TSV (columns set, lang, repository, commit, globs: the globs
    space-separated), one row per repository in the order it first appears (session 10 on: the held-out half's
    table lives only in its manifest, which engineers do not open before the freeze, not in the pick script)."""
    table: Repos = []
    seen: set[str] = set()
    with open(path, encoding="utf-8") as handle:
        for row in csv.DictReader(handle, delimiter="\t"):
            if row["repository"] not in seen:
                seen.add(row["repository"])
                globs = row["globs"].split()
                table.append(
                    (row["set"], row["lang"], row["repository"], row["commit"], globs, smallest, largest, count)
                )
    return table


def pick(
    repos: Repos,
    doc: str,
    is_draft: Callable[[str], bool],
    *,
    opening: int = 800,
    any_name: bool = False,
    foreign: Callable[[str], str] | None = None,
    with_globs: bool = False,
    more: Callable[[argparse.Namespace], Repos] | None = None,
) -> None:
    """Print the manifest rows of `repos`: the first N candidates of each whose first `opening` characters
    `is_draft` does not call a draft (``--mirrors`` says where the mirrors are).

    `foreign` (session 9 on) reads each picked article whole and names the other markup its lines are written in
    ('' when they read as Markdown): a repository with one such article is refused, nothing is printed and the
    exit status is 1 (s8's held-out Japanese repository was Hatena notation in .md files).

    `with_globs` (session 10 on) adds a 'globs' column, each row its repository's globs, so a manifest carries the
    table it was picked by; `more` adds the rows of a table read by the command's arguments (``--table``)."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("--mirrors", default="/work/.mirror")
    if more:
        parser.add_argument("--table", action="append", default=[], help="a TSV with a 'globs' column: more rows")
    args = parser.parse_args()
    repos = repos + more(args) if more else repos
    rows: list[str] = []
    refused: list[str] = []
    for set_name, lang, repo, commit, globs, smallest, largest, count in repos:
        where = git_dir(args.mirrors, repo)
        found = candidates(where, commit, globs, smallest, largest, any_name=any_name)
        picked: list[str] = []
        for path in found:
            if len(picked) == count:
                break
            text = git(where, "show", f"{commit}:{path}")
            if not is_draft(text[:opening]):
                picked.append(path)
                markup = foreign(text) if foreign else ""
                if markup:
                    refused.append(f"{repo}: {path} reads as {markup}")
        print(f"# {repo}: {len(found)} candidates, {len(picked)} picked", file=sys.stderr)
        owner = repo.split("/")[0]
        for path in picked:
            stem, ext = path.rsplit(".", 1)
            ext = "mdx" if ext == "mdx" else "md"
            name = f"{owner}__{stem.replace('/', '_')}.{ext}"
            globs_cell = "\t" + " ".join(globs) if with_globs else ""
            rows.append(f"{set_name}\t{lang}\t{repo}\t{path}\t{commit}\t{set_name}/{lang}/{name}{globs_cell}")
    for line in refused:
        print(f"# refused, not Markdown: {line}", file=sys.stderr)
    if refused:
        sys.exit(1)
    print("set\tlang\trepository\tpath\tcommit\tcorpus_file" + ("\tglobs" if with_globs else ""))
    print("\n".join(rows))


def heldout_tables(args: argparse.Namespace) -> Repos:
    """The held-out half's table: the rows of each ``--table`` TSV (the held-out manifest itself once landed), in
    the same window and 12 articles a repository (sessions 10 on)."""
    return [row for path in args.table for row in table_from_tsv(path, 1500, 40000, 12)]


def pick_session(repos: Repos, doc: str, is_draft: Callable[[str], bool]) -> None:
    """Print the manifest rows of `repos` as sessions 10 on pick them: the first N candidates of each whose opening
    `is_draft` does not call a draft, of any file name, none of them written in another markup, with each row's
    globs, and the rows of any ``--table`` (heldout_tables). One place for what round4_s10_pick.py …
    round4_s14_pick.py each repeated."""
    pick(repos, doc, is_draft, any_name=True, foreign=foreign_markup, with_globs=True, more=heldout_tables)
