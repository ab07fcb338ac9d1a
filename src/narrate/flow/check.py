"""`narrate check` over a content folder or one article: the listening lint for every article."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from narrate.config import Config, load_config
from narrate.errors import InputError, NarrateError
from narrate.text.article import read_article
from narrate.text.check import ArticleCheck, check_article

from .discovery import discover

__all__ = ["ArticleCheck", "CheckRun", "check_content", "check_target"]


def check_content(target: Path, config: Config) -> list[ArticleCheck]:
    """Check one article, or every article a build of `target` would consider; unreadable ones are reported."""
    if target.is_dir():
        paths, _, unreadable = discover(target, config)
        root: Path | None = target
        reports = [ArticleCheck(source=item["source"], error=item["error"]) for item in unreadable]
    else:
        paths, root, reports = [target], (config.base_dir if config.path is not None else None), []
    for path in paths:
        try:
            article = read_article(path, root=root, config=config)
        except NarrateError as exc:
            reports.append(ArticleCheck(source=str(path), error=str(exc)))
            continue
        reports.append(check_article(article, config))
    return reports


@dataclass(frozen=True)
class CheckRun:
    """What `narrate check` reports: each article's findings and the totals over them."""

    reports: list[ArticleCheck]

    @property
    def failed(self) -> list[ArticleCheck]:
        """The articles that could not be checked (one with no prose is not a failure)."""
        return [r for r in self.reports if r.error and not r.no_prose]

    @property
    def misreads(self) -> int:
        """Front matter flags that say neither yes nor no where they decide whether an article has an
        episode (`audio: ture`; a language narrate does not know fails its article)."""
        return sum(len(r.misreads) for r in self.reports)

    @property
    def leaks(self) -> int:
        """Every leak found, in all articles."""
        return sum(len(r.leaks) for r in self.reports)

    @property
    def holes(self) -> int:
        """Every symbol lost without a rule, every formula said in part and every symbol said wrong, in all
        articles."""
        return sum(len(r.holes) + len(r.formulas_in_part) + len(r.said_wrong) for r in self.reports)

    def totals(self) -> dict[str, Any]:
        """The totals of `narrate check --json` (articles, chunks, leaks, holes, formulas_in_part, said_wrong,
        prose_lost, failed, no_prose, duration_s)."""
        reports = self.reports
        return {
            "articles": len(reports),
            "chunks": sum(r.chunks for r in reports),
            "leaks": self.leaks,
            "holes": sum(len(r.holes) for r in reports),
            "formulas_in_part": sum(len(r.formulas_in_part) for r in reports),
            "said_wrong": sum(len(r.said_wrong) for r in reports),
            "prose_lost": sum(len(r.prose_lost) for r in reports),
            "failed": len(self.failed),
            "no_prose": sum(1 for r in reports if r.no_prose),
            "duration_s": round(sum(r.duration_s for r in reports), 1),
        }

    def to_json(self) -> dict[str, Any]:
        """The object `narrate check --json` prints: articles and totals."""
        return {"articles": [r.to_json() for r in self.reports], "totals": self.totals()}


def check_target(target: Path, config_path: Path | None = None) -> CheckRun:
    """`narrate check`: the listening lint of a content folder or one article, with voices.yaml
    from `config_path` or the nearest one; a missing target is an InputError."""
    if not target.exists():
        raise InputError(f"{target}: no such file or folder; check the path", path=target)
    return CheckRun(check_content(target, load_config(config_path, near=target)))
