"""The blog-side outputs (the listening pages, the player's files and episodes.json), for callers
of their first release: :func:`narrate.publish.publisher.publish_all` runs them beside the feeds."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from narrate.config import Config

from .layout import PAGE_SUFFIX
from .publisher import EpisodesJsonPublisher, PagesPublisher, publish_all

__all__ = ["EPISODE_PAGE_SUFFIX", "write_site"]

EPISODE_PAGE_SUFFIX = PAGE_SUFFIX  # DIR/<lang>/<slug>.html


def write_site(config: Config, out_dir: Path, *, warn: Callable[[str], None] | None = None) -> list[Path]:
    """Write the listening pages, DIR/index.html, DIR/player/ and episodes.json; the paths written."""
    done = publish_all(config, Path(out_dir), warn=warn, publishers=[PagesPublisher(), EpisodesJsonPublisher()])
    return [p.path for p in done]
