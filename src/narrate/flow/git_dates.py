"""Dates from git: what a content folder's articles need from its history.

An article with no date in its front matter or name gets the author date of the commit that first
added it (following renames), when the content folder is in a git repository that is not a shallow
clone (a shallow clone would date every article to its one commit). One `git log` for the whole
folder, not one per file. (Identity — keys, pages, groups and slugs — is text.identity's.)
"""

from __future__ import annotations

import datetime as dt
import subprocess
from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path

from narrate.text.model import Article

WarnFn = Callable[[str], None]
_GIT_TIMEOUT = 60  # seconds; a huge history is still one call
# Finding the repository reads a few small files: a git that takes longer is stuck (a named pipe at .git/HEAD
# blocked it until the 60 s bound, a silent minute per build), so it gets a bound of its own.
_FIND_TIMEOUT = 10


def git_first_dates(folder: Path, paths: Iterable[Path], *, warn: WarnFn | None = None) -> dict[Path, dt.datetime]:
    """The author date of the commit that first added each file (following renames), in one git call.

    Empty when `folder` is not in a git repository, git is missing, or the clone is shallow (then
    `warn` says how to get the dates). Files git does not know (not committed yet) are left out.
    """
    wanted = {p.resolve(): p for p in paths}
    if not wanted:
        return {}
    base = folder.resolve()
    root = _repository(base, warn)
    if root is None:
        return {}
    try:
        log = _git(
            base,
            "log",
            "--format=%x1e%aI",
            "--name-status",
            "-M",
            "--diff-filter=AR",
            "--no-ext-diff",
            "--no-textconv",
            "-z",
            "--",
            ".",
        )
    except subprocess.TimeoutExpired as exc:
        _stuck(warn, base, exc)
        return {}
    except (OSError, subprocess.SubprocessError):
        return {}
    tracking: dict[str, Path] = {}
    for resolved, original in wanted.items():
        try:
            tracking[resolved.relative_to(root).as_posix()] = original
        except ValueError:
            continue
    return _first_adds(log, tracking)


def _repository(base: Path, warn: WarnFn | None) -> Path | None:
    """The top folder of the git repository `base` is in, or None: no repository, no git, git stuck (a
    FIFO at .git/HEAD: said in one warning), or a shallow clone (a warning says how to get the dates)."""
    try:
        top = _git(base, "rev-parse", "--show-toplevel", "--is-shallow-repository", timeout=_FIND_TIMEOUT).splitlines()
    except subprocess.TimeoutExpired as exc:
        _stuck(warn, base, exc)
        return None
    except (OSError, subprocess.SubprocessError):
        return None
    if len(top) < 2:
        return None
    if top[1].strip() == "true":
        if warn:
            warn(
                f"warning: {top[0]} is a shallow git clone, so articles without a date cannot take it from "
                "git; fetch the whole history (`git fetch --unshallow`, or `fetch-depth: 0` in GitHub Actions)"
            )
        return None
    return Path(top[0])


def _first_adds(log: str, tracking: dict[str, Path]) -> dict[Path, dt.datetime]:
    """Each tracked file's first add in `git log --name-status -z` output, newest commit first: each file of
    interest is tracked back through its renames; every add seen on the way (a file deleted and added again
    has several) moves its date earlier."""
    dates: dict[Path, dt.datetime] = {}
    for commit in log.split("\x1e")[1:]:
        fields = commit.split("\x00")
        try:
            when = dt.datetime.fromisoformat(fields[0].strip().split("\n", 1)[0].strip())
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


def _stuck(warn: WarnFn | None, folder: Path, exc: subprocess.TimeoutExpired) -> None:
    if warn:
        warn(
            f"warning: git did not answer within {exc.timeout:.0f} s in {folder} (is its .git folder whole?), so "
            "articles without a date cannot take it from git"
        )


# A repository's own config may name programs for git to run: a signature checker `git log` calls for each signed
# commit when log.showSignature is on (gpg.program), an fsmonitor hook, an external diff or a textconv driver. A blog
# cloned from someone else is such a repository, and asking it for dates runs none of them (s20 attacks: a
# gpg.program of the repository's ran on `narrate build`).
_NO_PROGRAMS = ("-c", "log.showSignature=false", "-c", "core.fsmonitor=false")


def _git(cwd: Path, *args: str, timeout: float = _GIT_TIMEOUT) -> str:
    result = subprocess.run(
        ["git", "-c", "core.quotepath=off", *_NO_PROGRAMS, *args],
        cwd=cwd,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="surrogateescape",
        timeout=timeout,
        check=False,
    )
    if result.returncode != 0:
        raise subprocess.SubprocessError(result.stderr.strip())
    return result.stdout


def apply_git_dates(articles: list[Article], folder: Path, *, warn: WarnFn | None = None) -> list[Article]:
    """Articles without a date get their first commit's date (see :func:`git_first_dates`)."""
    undated = [a.path for a in articles if a.date is None]
    if not undated:
        return articles
    dates = git_first_dates(folder, undated, warn=warn)
    return [
        replace(a, date=dates[a.path], date_source="git") if a.date is None and a.path in dates else a for a in articles
    ]
