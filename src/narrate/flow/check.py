"""`narrate check` over a content folder or one article: the listening lint for every article."""

from __future__ import annotations

from pathlib import Path

from narrate.config import Config
from narrate.errors import NarrateError
from narrate.text.article import read_article
from narrate.text.check import ArticleCheck, check_article

from .build import discover


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
