"""What a site generator is to narrate: one small protocol, and the registry of them by name.

A generator's rules answer four questions: is this folder its site (:meth:`Generator.detect`),
what does its config say (:meth:`Generator.read`, a :class:`~narrate.text.site.model.Site`), where is
an article's page (:meth:`Generator.page`, from the facts :meth:`Site.place
<narrate.text.site.model.Site.place>` works out for every generator, :class:`~.model.PageFacts`), and
does it publish a file as an article (:meth:`Generator.classify`). The few places where generators
name or group files differently are methods too, with the common answer in :class:`Rules`, which a
generator subclasses. Register one with ``GENERATORS.register(name, rules)``
(narrate.plugins.Registry); ``site: <name>`` in voices.yaml accepts narrate's own names only.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from narrate.plugins import Registry

from .. import frontmatter
from .common import undated

if TYPE_CHECKING:
    from .model import Located, PageFacts, Placement, Site

__all__ = ["GENERATORS", "DatedNames", "Generator", "Rules", "rules_for"]


class Generator(Protocol):
    """A site generator's rules (see the module's docstring)."""

    name: str
    # The front matter keys that give an article's page
    # whole (Hugo's `url`, Jekyll's `permalink`), in order.
    page_keys: tuple[str, ...]
    # The front matter keys that name a file's language to
    # the generator (none for Hugo: its suffix or folder).
    lang_keys: tuple[str, ...]

    def detect(self, folder: Path, names: set[str]) -> Path | None:
        """Its config file in `folder` (whose entries are `names`), or None when the folder is not its site."""
        ...

    def read(self, root: Path, config_file: Path) -> Site:
        """The Site its config (found by detect in `root`) describes."""
        ...

    def page(self, site: Site, facts: PageFacts) -> str:
        """The path of an article's page (or its URL, on a site with a host per language)."""
        ...

    def explicit(self, site: Site, url: str, facts: PageFacts) -> str:
        """The page a front matter `url` (or `permalink`: one of page_keys) gives, as the generator takes it."""
        ...

    def classify(self, site: Site, found: Located, meta: dict[str, Any]) -> tuple[str, str]:
        """Whether the generator publishes the file as an article: ("article" | "page" | "unpublished", why)."""
        ...

    def known_name(self, name: str, bundle: bool, folders: tuple[str, ...]) -> str:
        """The name the generator gives an article whose file or bundle folder is `name`."""
        ...

    def placement(
        self, site: Site, path: Path, meta: dict[str, Any], date: dt.datetime | None, fallback_root: Path | None
    ) -> Placement | None:
        """Where the file sits, for a generator that places files wholly its own way (Jekyll's page.path and
        page.url, Hexo's source); None: the common way (Site.place), with this generator's page rule."""
        ...

    def own_front_matter(self, meta: dict[str, Any], named_bundle: bool) -> dict[str, Any]:
        """The front matter that places the article (a bundle's resource file may have none of its own)."""
        ...


class Rules:
    """The common answers of a generator's rules; a generator subclasses it and overrides what differs."""

    name = ""
    page_keys: tuple[str, ...] = ()
    lang_keys: tuple[str, ...] = frontmatter.LANG_KEYS

    def detect(self, folder: Path, names: set[str]) -> Path | None:
        """Not detected: chosen with `site:` in voices.yaml only."""
        return None

    def explicit(self, site: Site, url: str, facts: PageFacts) -> str:
        """The path as written, below the site's URL root."""
        return site.rooted(url if url.startswith("/") else "/" + url)

    def classify(self, site: Site, found: Located, meta: dict[str, Any]) -> tuple[str, str]:
        """Every file is an article."""
        return "article", ""

    def known_name(self, name: str, bundle: bool, folders: tuple[str, ...]) -> str:
        """The file's or bundle folder's name as it is."""
        return name

    def placement(
        self, site: Site, path: Path, meta: dict[str, Any], date: dt.datetime | None, fallback_root: Path | None
    ) -> Placement | None:
        """The common way (Site.place)."""
        return None

    def own_front_matter(self, meta: dict[str, Any], named_bundle: bool) -> dict[str, Any]:
        """Every file's front matter is its own."""
        return meta


class DatedNames(Rules):
    """Rules for generators that know a dated file (`2024-01-02-title.md`) by its title alone."""

    def known_name(self, name: str, bundle: bool, folders: tuple[str, ...]) -> str:
        """`2024-01-02-title` → `title` (Jekyll's :title, Docusaurus' slug), a bundle's folder as it is."""
        return name if bundle else undated(name)


#: Every site generator narrate knows, by name (narrate's own are added by the package).
GENERATORS: Registry[Generator] = Registry("site generator")


def rules_for(name: str) -> Generator:
    """The rules of the generator named `name`, the plain ones when no generator has that name."""
    found = GENERATORS.get(name) or GENERATORS.get("plain")
    if found is None:  # pragma: no cover - the package adds "plain" on import
        raise LookupError("no site generator is registered")
    return found
