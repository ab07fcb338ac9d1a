"""The blog-side outputs, written after the feeds from the same manifest: episodes.json, the
listening pages and the player's files.

One entry point, `write_site`, called wherever the feeds are rendered (a build, a single
episode that refreshes a published feed, `narrate feed`), while the output lock is held.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from narrate.config import Config

from .episodes import complete_records, write_episodes
from .pages import write_pages

__all__ = ["EPISODE_PAGE_SUFFIX", "write_site"]

EPISODE_PAGE_SUFFIX = ".html"  # DIR/<lang>/<slug>.html


def write_site(config: Config, out_dir: Path, *, warn: Callable[[str], None] | None = None) -> list[Path]:
    """Write episodes.json (all languages and per language), the listening pages, DIR/index.html and
    DIR/player/; returns the paths written (or left as they were)."""
    records = complete_records(Path(out_dir), warn)
    # Pages first: episodes.json is what a blog polls, so it names pages that already exist.
    pages = write_pages(config, Path(out_dir), records)
    return pages + write_episodes(config, Path(out_dir), records)
