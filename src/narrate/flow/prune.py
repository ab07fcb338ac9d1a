"""`narrate cache --prune`: delete the chunks no recorded build uses, never another blog's.

The chunk cache is shared by every blog on the machine. Every build records which
chunks its output folder's episodes are made of (see :mod:`narrate.voice.cache`);
prune keeps every chunk that any output folder's latest record names, plus, when
given a content folder, every chunk its current articles would use (with Edge and
with espeak-ng), and deletes only the rest that is older than a grace period.

Mistakes stop before anything is deleted: a content folder that does not exist, is a
file, or holds no articles is an error; so is a cache with no usage records at all, or
a prune that would delete every chunk.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from narrate.config import Config, load_config
from narrate.errors import ArticleError, OutputError
from narrate.voice import lookups
from narrate.voice.cache import ChunkCache, UsageRecord

from .build import cache_keys_in_use
from .discovery import discover

DEFAULT_GRACE_DAYS = 2.0


@dataclass
class PrunePlan:
    """What a prune would delete, and why the rest stays."""

    unused: list[tuple[str, int]] = field(default_factory=list)  # (key, bytes) to delete
    records: list[UsageRecord] = field(default_factory=list)
    protected_by_content: int = 0  # chunks kept because the content folder's articles use them
    total: int = 0  # entries in the cache

    @property
    def bytes(self) -> int:
        """Bytes the prune frees."""
        return sum(size for _, size in self.unused)


def chunk_cache() -> ChunkCache:
    """The chunk cache the runs on this machine share (NARRATE_CACHE_DIR, else the platform's cache folder)."""
    return ChunkCache()


def plan_prune(
    cache: ChunkCache,
    *,
    content: Path | None = None,
    config: Config | None = None,
    grace_days: float = DEFAULT_GRACE_DAYS,
    config_path: Path | None = None,
) -> PrunePlan:
    """Decide what `narrate cache --prune [CONTENT_DIR]` deletes; raises NarrateError on a mistake.

    The content folder's articles are read with `config`, else the voices.yaml at `config_path`,
    else the nearest one walking up from `content`.
    """
    if config is None and content is not None and content.exists():
        config = load_config(config_path, near=content)
    plan = PrunePlan(records=cache.usage())
    keep: set[str] = set()
    for record in plan.records:
        keep.update(record.keys)
    if content is not None:
        keep_content = _content_keys(content, config)
        plan.protected_by_content = len(keep_content - keep)
        keep |= keep_content
    if not plan.records and content is None:
        raise OutputError(
            f"{cache.root}: no build has recorded which chunks it uses in this cache yet, so prune cannot tell "
            "them apart; run `narrate build` for each blog that shares it (or give its CONTENT_DIR); "
            "nothing was deleted",
            path=cache.root,
        )
    plan.total = len(list(cache.keys()))
    plan.unused = cache.unused(keep, older_than=max(0.0, grace_days) * 86400)
    if plan.total and len(plan.unused) == plan.total:
        raise OutputError(
            f"{cache.root}: prune would delete every chunk ({plan.total}): no recorded build uses any of them, "
            "which looks like a mistake (another cache folder?); nothing was deleted. To empty the cache, "
            "delete that folder yourself",
            path=cache.root,
        )
    return plan


def prune(cache: ChunkCache, plan: PrunePlan) -> int:
    """Delete what `plan` lists; returns the entries removed.

    The usage records are read again first: a build that finished while the user was asked keeps its chunks.
    """
    with cache.exclusive():  # never while a build holds the cache: it may be about to splice these
        keys = {key for key, _ in plan.unused}
        for record in cache.usage():
            keys -= record.keys
        removed = cache.delete(keys)
    if removed:
        lookups.clear(cache)  # the episodes' indexes of lookups are made again by their next rebuild
    return removed


def _content_keys(content: Path, config: Config | None) -> set[str]:
    if not content.exists():
        raise ArticleError(
            f"{content}: no such folder; check the path (prune keeps the chunks of the articles "
            "in the content folder you give)",
            path=content,
        )
    if not content.is_dir():
        raise ArticleError(
            f"{content}: is a file, not a content folder; give the folder the blog's articles "
            "are in, or no folder to prune by the usage records alone",
            path=content,
        )
    if config is None:
        config = load_config(near=content)
    found = discover(content, config)[0]
    if not found:
        raise ArticleError(f"{content}: holds no Markdown articles; check the path (nothing was deleted)", path=content)
    return cache_keys_in_use(content, config)
