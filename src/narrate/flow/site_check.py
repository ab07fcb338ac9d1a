"""The blog's generator as the judge: ask it where each article's page is, and say where narrate disagrees.

narrate reads the generator's rules itself (text.site); where the generator is installed it can also be
asked. Only when the user asks (``narrate build --dry-run``, ``--site-check``) — an ordinary build never
runs it. For Hugo that is ``hugo list all`` (every page's file, permalink and draft state: Hugo 0.111
writes ``path,slug,title,date,expiryDate,publishDate,draft,permalink``, later versions add ``kind`` and
``section``; columns are read by name) and ``hugo list drafts``, ``future`` and ``expired`` (what it does
not publish: 0.111 lists drafts as plain paths, the others as CSV without a header; later versions write
CSV with one). Each narrated article is then held against Hugo's page of the same file:

- its page's URL (the path, and the host where languages have their own);
- whether Hugo publishes it at all (a file Hugo has no page for, or a draft, future or expired one).

and each file narrate left out as unpublished against whether Hugo publishes it. Where the generator is
not installed, or is not one narrate can ask, there is no check (``SiteCheck.judge`` is "").
"""

from __future__ import annotations

import csv
import io
import os
import shutil
import subprocess
import urllib.parse
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from narrate.errors import InputError
from narrate.text.model import Article
from narrate.text.site import Site

__all__ = ["GeneratorPage", "SiteCheck", "ask_hugo", "check_site"]

_TIMEOUT = 600  # seconds a generator may take to list a large site before the check gives up


@dataclass(frozen=True)
class GeneratorPage:
    """One page the generator makes of a content file."""

    path: Path  # the file (absolute)
    url: str  # its permalink
    published: bool  # not a draft, not future, not expired


@dataclass
class SiteCheck:
    """The generator's answer held against narrate's: how many pages agree, and each disagreement."""

    judge: str = ""  # the generator asked ("hugo v0.111.3"), "" when none could be
    askable: bool = False  # the site's generator is one narrate can ask (whether or not it is installed)
    agreed: int = 0
    disagreements: list[dict[str, str]] = field(default_factory=list)  # source, key, narrate, generator, what
    note: str = ""  # why there was no check, when there was none

    def to_json(self) -> dict[str, object]:
        """The check as `narrate build --json` gives it (`site_check`)."""
        return {"judge": self.judge, "agreed": self.agreed, "disagreements": self.disagreements, "note": self.note}


def check_site(
    site: Site, articles: Sequence[Article], unpublished: Iterable[Path] = (), *, strict: bool = False
) -> SiteCheck:
    """Ask the site's generator (when narrate can and it is installed) and hold `articles` (narrated) and
    `unpublished` (files narrate left out as not published) against its answer. A generator that fails on
    the site is a note (a dry run goes on), or with `strict` (`--site-check`) the InputError it raised."""
    if site.generator != "hugo":
        return SiteCheck(
            note=f"narrate cannot ask {site.generator or 'this site'}'s generator; its rules as "
            "narrate reads them stand"
        )
    hugo = shutil.which("hugo")
    if hugo is None or site.root is None:
        return SiteCheck(
            askable=True,
            note="hugo is not installed (or the site's config was not found): narrate's reading of Hugo's rules stands",
        )
    try:
        pages, version = ask_hugo(hugo, site.root)
    except InputError as exc:
        if strict:
            raise
        return SiteCheck(askable=True, note=str(exc))
    check = SiteCheck(judge=version, askable=True)
    for article in articles:
        _hold(check, article, pages.get(Path(os.path.abspath(article.path))), site)
    for path in unpublished:
        page = pages.get(Path(os.path.abspath(path)))
        if page is not None and page.published:
            check.disagreements.append(
                {
                    "source": str(path),
                    "key": site.key(path),
                    "narrate": "not published",
                    "generator": page.url,
                    "what": "hugo publishes a page narrate leaves out",
                }
            )
    return check


def _hold(check: SiteCheck, article: Article, page: GeneratorPage | None, site: Site) -> None:
    """Hold one narrated article against Hugo's page of its file."""
    row = {"source": str(article.path), "key": article.key, "narrate": article.page}
    if page is None:
        check.disagreements.append({**row, "generator": "", "what": "hugo makes no page of this file"})
    elif not page.published:
        check.disagreements.append(
            {**row, "generator": page.url, "what": "hugo does not publish it (a draft, future or expired page)"}
        )
    elif _same_page(article.page, page.url, bool(site.lang_hosts)):
        check.agreed += 1
    else:
        check.disagreements.append({**row, "generator": page.url, "what": "another URL"})


def _same_page(ours: str, theirs: str, hosts: bool) -> bool:
    """Whether two URLs of a page agree: their paths, unquoted (and their hosts, on a site with a host per
    language); narrate's page may be a path alone when the site's address is not known."""
    a, b = urllib.parse.urlsplit(ours), urllib.parse.urlsplit(theirs)
    same_path = urllib.parse.unquote(a.path or "/") == urllib.parse.unquote(b.path or "/")
    return same_path and (not hosts or not a.netloc or a.netloc.lower() == b.netloc.lower())


def ask_hugo(hugo: str, root: Path) -> tuple[dict[Path, GeneratorPage], str]:
    """Every page Hugo makes of the site in `root` (file → page) and Hugo's version; InputError (one line)
    when Hugo fails on the site."""
    listed = _rows(_run(hugo, root, "list", "all"))
    held = {path for command in ("drafts", "future", "expired") for path in _paths(_run(hugo, root, "list", command))}
    pages: dict[Path, GeneratorPage] = {}
    for row in listed:
        if row.get("kind", "page") not in ("page", "") or not row.get("path"):
            continue
        path = Path(os.path.abspath(root / row["path"]))
        published = row["path"] not in held and row.get("draft", "false").lower() != "true"
        pages[path] = GeneratorPage(path, row.get("permalink", ""), published)
    version = _run(hugo, root, "version").split(" ", 2)
    return pages, " ".join(version[:2]).strip() or "hugo"


def _run(hugo: str, root: Path, *args: str) -> str:
    """What `hugo ARGS --source ROOT` prints (InputError when it fails)."""
    command = [hugo, *args] if args == ("version",) else [hugo, *args, "--source", str(root)]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=_TIMEOUT, check=False, cwd=root)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise InputError(
            f"{root}: `hugo {' '.join(args)}` could not run ({exc}); run it yourself to see why, "
            "or leave out --site-check",
            path=root,
        ) from None
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no message"])[-1]
        raise InputError(
            f"{root}: `hugo {' '.join(args)}` failed: {last[:300]}; fix the site so that hugo builds "
            "it, or leave out --site-check",
            path=root,
        )
    return done.stdout


def _rows(text: str) -> list[dict[str, str]]:
    """CSV with a header row, as dicts by column name."""
    return list(csv.DictReader(io.StringIO(text)))


def _paths(text: str) -> set[str]:
    """The files a `hugo list drafts/future/expired` names: the first column of its CSV (a header row, where
    one is written, skipped), or its lines (0.111's drafts)."""
    rows = list(csv.reader(io.StringIO(text)))
    if rows and rows[0] and rows[0][0] == "path":
        rows = rows[1:]
    return {row[0] for row in rows if row and row[0]}
