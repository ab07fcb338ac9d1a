"""`narrate script`: an article read as its episode would be (its identity on the blog, the slug
it was published under) and what would be said, chunk by chunk. No synthesis, no network.

Only the text stage loads here (and the engines' voice checks): the command stays quick.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from narrate.publish.layout import OutputLayout
from narrate.publish.manifest import Manifest
from narrate.text.article import read_article
from narrate.text.identity import identify_one
from narrate.text.model import Article, Script
from narrate.text.script import build_script

from .options import checked_config


@dataclass(frozen=True)
class ScriptView:
    """An article and its script; with `report`, the terms and leak-looking items worth a look."""

    article: Article
    script: Script
    terms: list[tuple[str, int]] = field(default_factory=list)  # (term, count) not in the lexicon
    looking: list[tuple[str, str, int]] = field(default_factory=list)  # (kind, item, count)

    def to_json(self) -> dict[str, Any]:
        """The object `narrate script --json` prints: the script's, with the article's identity,
        source and how its language was decided."""
        article = self.article
        data = self.script.to_json()
        data.update(key=article.key, page=article.page, group=article.group)
        data["source"] = str(article.path)
        data["lang_source"] = article.lang_source
        data["lang_reason"] = article.lang_reason
        data["draft"] = article.draft
        return data


def script_for(
    path: Path,
    config_path: Path | None = None,
    out_dir: Path = Path("output"),
    *,
    report: bool = False,
    warn: Callable[[str], None] | None = None,
) -> ScriptView:
    """What `narrate ARTICLE.md` would say for `path`, reading the slugs published in `out_dir`;
    how the article was read (a legacy encoding) goes to `warn` before its script is made."""
    config = checked_config(config_path, path)
    article = read_article(path, root=config.base_dir if config.path is not None else None, config=config)
    article = identify_one(article, config, Manifest(out_dir).records(), occupied=OutputLayout(out_dir).occupied())
    if warn is not None:
        from narrate.errors import naming

        for line in article.warnings:
            warn(naming(line, path, article.path))
    script = build_script(article, config)
    if not report:
        return ScriptView(article, script)
    from narrate.text.check import worth_a_look

    terms, looking = worth_a_look(script)
    return ScriptView(article, script, terms, looking)
