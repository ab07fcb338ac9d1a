"""`narrate feed`: an output folder's feeds rendered again from its manifest; and whether the folder
has listening pages (asked by `narrate serve`).

Every path comes from :class:`narrate.publish.layout.OutputLayout`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from narrate.config import find_config, load_config
from narrate.errors import InputError
from narrate.lock import output_lock
from narrate.publish.layout import OutputLayout
from narrate.publish.publisher import publish_all


@dataclass(frozen=True)
class Feed:
    """One feed rendered by `narrate feed`."""

    lang: str | None
    path: Path
    episodes: int


def has_pages(out_dir: Path) -> bool:
    """Whether `out_dir` holds the listening pages (its index page)."""
    return OutputLayout(out_dir).index_page().is_file()


def render_feeds(
    out_dir: Path, config_path: Path | None = None, *, warn: Callable[[str], None] | None = None
) -> list[Feed]:
    """Render OUT/<lang>/feed.xml (and the other publishers' files) from what is built; the feeds.

    The voices.yaml is `config_path`, else the site's: beside or above the output folder,
    else above the working folder. A folder with nothing built is an InputError (a first
    build still running there says so: LockHeld).
    """
    config = load_config(config_path or find_config(out_dir) or find_config(Path.cwd()))
    if not OutputLayout(out_dir).manifest_folder().is_dir():
        if out_dir.is_dir():
            with output_lock(out_dir, "narrate feed"):  # a first build still running says so (LockHeld)
                pass
        raise InputError(
            f"{out_dir}: nothing is built here yet; run `narrate build CONTENT_DIR --out {out_dir}` first", path=out_dir
        )
    return [Feed(p.lang, p.path, p.episodes) for p in publish_all(config, out_dir, warn=warn) if p.publisher == "rss"]
