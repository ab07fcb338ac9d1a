"""A folder of Markdown without a generator: each file's page is its path without its suffix.

``posts/hello.md`` → ``/posts/hello/``; a folder's ``index.md`` is the folder. Front matter ``url`` or
``permalink`` gives the page whole, ``slug`` its last part. A ``_posts`` folder is Jekyll's convention
even where no _config.yml says so: a dated file there is known by its title alone.
"""

from __future__ import annotations

from pathlib import Path

from .common import undated
from .model import PageFacts, Site
from .registry import Rules

__all__ = ["PLAIN", "Plain"]


class Plain(Rules):
    """The rules of a folder of Markdown (see the module's docstring)."""

    name = "plain"
    page_keys: tuple[str, ...] = ("url", "permalink")

    def read(self, root: Path, config_file: Path) -> Site:
        """A plain site has no config of its own."""
        return Site("plain", root, root, config_file)

    def page(self, site: Site, facts: PageFacts) -> str:
        """The file's path without its suffix (a bundle's: its folder), with the front matter's slug last."""
        values, bundle = facts.values, facts.bundle
        folders = values["folders"].split("/") if values["folders"] else []
        last = values["given_slug"] or (values["name"] if bundle else values["filename"])
        parts = (folders[:-1] if bundle else folders) + [last]
        return site.rooted("/" + "/".join(p for p in parts if p) + "/")

    def known_name(self, name: str, bundle: bool, folders: tuple[str, ...]) -> str:
        """A dated file in a `_posts` folder by its title alone (as Jekyll knows it)."""
        return undated(name) if "_posts" in folders and not bundle else name


PLAIN = Plain()
