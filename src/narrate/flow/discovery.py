"""What a content folder's articles need from each other: shared slugs and dates from git.

Reading one article (text/article.py) sees one file. Two facts need more:

- **Translations share one slug.** The language versions of one article (one bundle
  folder, or one stem with language suffixes, or one path in Hugo `content/<lang>/`
  trees) are one page on the blog in several languages; a `slug` in the front matter of
  one of them is the slug of all of them, unless another says otherwise. Otherwise the
  English feed links to a page that does not exist.
- **Dates from git.** An article with no date in its front matter or name gets the
  author date of the commit that first added it (following renames), when the content
  folder is in a git repository that is not a shallow clone (a shallow clone would date
  every article to its one commit). One `git log` for the whole folder, not one per file.
"""

from __future__ import annotations

import datetime as dt
import subprocess
from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path

from narrate.text.model import Article
from narrate.text.readers import split_front_matter

WarnFn = Callable[[str], None]
_GIT_TIMEOUT = 60  # seconds; a huge history is still one call


def share_slugs(articles: list[Article], root: Path | None = None) -> list[Article]:
    """The articles with each translation group's given slug applied to the versions that give none
    (`articles` found by walking `root`, as discovery does)."""
    from narrate.text.article import translation_group  # noqa: PLC0415  (the reader's own rule)

    groups: dict[str, list[Article]] = {}
    for article in articles:
        groups.setdefault(translation_group(article.path, root, walked=True), []).append(article)
    shared: dict[Path, str] = {}
    for members in groups.values():
        slug = _group_slug(members)
        if slug is None:
            continue
        for article in members:
            if not article.slug_given and article.slug != slug:
                shared[article.path] = slug
    return [replace(a, slug=shared[a.path]) if a.path in shared else a for a in articles]


def _group_slug(members: list[Article]) -> str | None:
    """The slug the group's front matter gives: the one all givers agree on, else the original's
    (the version without a language suffix), else none (each keeps its own)."""
    given = {a.slug for a in members if a.slug_given}
    if len(given) == 1:
        return given.pop()
    originals = {a.slug for a in members if a.slug_given and "." not in a.path.stem}
    return originals.pop() if len(originals) == 1 else None


def sibling_slug(article: Article) -> str:
    """The slug `article` shares with its translations in the same folder (for `narrate ARTICLE.md`)."""
    if article.slug_given:
        return article.slug
    from narrate.text.article import derive_slug, translation_group  # noqa: PLC0415  (one reader, as in a build)

    group = translation_group(article.path)
    siblings = [article]
    folder = article.path.parent
    for path in sorted(folder.glob("*.md")) + sorted(folder.glob("*.markdown")):
        if path == article.path or translation_group(path) != group:
            continue
        try:
            meta, _, _ = split_front_matter(path.read_text(encoding="utf-8-sig"), path)
        except (OSError, UnicodeDecodeError, ValueError, Exception):  # noqa: BLE001 - a sibling's fault is not ours
            continue
        given = meta.get("slug")
        if isinstance(given, str) and given.strip():
            siblings.append(replace(article, path=path, slug=derive_slug(path, meta), slug_given=True))
    slug = _group_slug(siblings)
    return slug if slug is not None else article.slug


def git_first_dates(folder: Path, paths: Iterable[Path], *, warn: WarnFn | None = None) -> dict[Path, dt.datetime]:
    """The author date of the commit that first added each file (following renames), in one git call.

    Empty when `folder` is not in a git repository, git is missing, or the clone is shallow (then
    `warn` says how to get the dates). Files git does not know (not committed yet) are left out.
    """
    wanted = {p.resolve(): p for p in paths}
    if not wanted:
        return {}
    base = folder.resolve()
    try:
        top = _git(base, "rev-parse", "--show-toplevel", "--is-shallow-repository").splitlines()
    except (OSError, subprocess.SubprocessError):
        return {}
    if len(top) < 2:
        return {}
    root, shallow = Path(top[0]), top[1].strip() == "true"
    if shallow:
        if warn:
            warn(f"warning: {root} is a shallow git clone, so articles without a date cannot take it from "
                 "git; fetch the whole history (`git fetch --unshallow`, or `fetch-depth: 0` in GitHub Actions)")
        return {}
    try:
        log = _git(base, "log", "--format=%x1e%aI", "--name-status", "-M", "--diff-filter=AR", "-z", "--", ".")
    except (OSError, subprocess.SubprocessError):
        return {}
    # Newest commit first. Track each file of interest back through its renames; every add seen on
    # the way (a file deleted and added again has several) moves its date earlier.
    tracking: dict[str, Path] = {}
    for resolved, original in wanted.items():
        try:
            tracking[resolved.relative_to(root).as_posix()] = original
        except ValueError:
            continue
    dates: dict[Path, dt.datetime] = {}
    for commit in log.split("\x1e")[1:]:
        fields = commit.split("\x00")
        header = fields[0].strip()
        try:
            when = dt.datetime.fromisoformat(header.split("\n", 1)[0].strip())
        except ValueError:
            continue
        items = [f.strip("\n") for f in fields[1:]]
        index = 0
        while index < len(items):
            status = items[index]
            if status.startswith("R") and index + 2 < len(items):
                old, new = items[index + 1], items[index + 2]
                index += 3
                if new in tracking:
                    original = tracking.pop(new)
                    tracking[old] = original
                    dates[original] = when  # at the latest, when it got its present name
            elif status == "A" and index + 1 < len(items):
                path = items[index + 1]
                index += 2
                if path in tracking:
                    dates[tracking[path]] = when
            else:
                index += 1
    return dates


def _git(cwd: Path, *args: str) -> str:
    result = subprocess.run(["git", "-c", "core.quotepath=off", *args], cwd=cwd, capture_output=True,
                            text=True, encoding="utf-8", errors="surrogateescape", timeout=_GIT_TIMEOUT,
                            check=False)
    if result.returncode != 0:
        raise subprocess.SubprocessError(result.stderr.strip())
    return result.stdout


def apply_git_dates(articles: list[Article], folder: Path, *, warn: WarnFn | None = None) -> list[Article]:
    """Articles without a date get their first commit's date (see :func:`git_first_dates`)."""
    undated = [a.path for a in articles if a.date is None]
    if not undated:
        return articles
    dates = git_first_dates(folder, undated, warn=warn)
    return [replace(a, date=dates[a.path], date_source="git") if a.date is None and a.path in dates else a
            for a in articles]
