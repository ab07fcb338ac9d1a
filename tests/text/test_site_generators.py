"""Site generators are one registry of small rule objects (narrate.text.site.registry): narrate's own are
found in the registry's order, one registered in code is detected and places pages like them, and a
registry reset forgets it (narrate.plugins.Registry, the one registry type)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from helpers import write
from narrate.plugins import Registry
from narrate.text.site import GENERATORS, Located, PageFacts, Rules, Site, find_site


class Zola(Rules):
    """A generator narrate does not ship: `config.zola` marks its site; pages at /<stem>.htm."""

    name = "zola-like"

    def detect(self, folder: Path, names: set[str]) -> Path | None:
        return folder / "config.zola" if "config.zola" in names else None

    def read(self, root: Path, config_file: Path) -> Site:
        return Site(self.name, root / "content", root, config_file, base_url="https://z.example")

    def page(self, site: Site, facts: PageFacts) -> str:
        return f"/{facts.values['filename']}.htm"

    def classify(self, site: Site, found: Located, meta: dict[str, Any]) -> tuple[str, str]:
        return ("page", "an about page") if found.base == "about" else ("article", "")


@pytest.fixture
def zola() -> Iterator[None]:
    GENERATORS.register("zola-like", Zola())
    yield
    GENERATORS.reset()


def test_narrate_s_own_generators_in_the_order_a_folder_is_tried() -> None:
    assert GENERATORS.names() == ("hugo", "astro", "docusaurus", "hexo", "jekyll", "plain")


def test_a_generator_registered_in_code_is_detected_and_places_pages(tmp_path: Path, zola: None) -> None:
    write(tmp_path / "config.zola", "")
    post = write(tmp_path / "content" / "posts" / "hello.md", "---\ntitle: Hello\n---\n\nHi.\n")
    site = find_site(tmp_path / "content")
    assert (site.generator, site.base_url) == ("zola-like", "https://z.example")
    placed = site.place(post, {"title": "Hello"})
    assert (placed.key, placed.page, placed.group) == ("posts/hello.md", "/hello.htm", "posts/hello")
    assert site.classify(tmp_path / "content" / "about.md", {}) == ("page", "an about page")
    assert site.classify(post, {}) == ("article", "")
    GENERATORS.reset()
    assert find_site(tmp_path / "content").generator == "plain"


def test_a_name_registered_in_code_replaces_narrate_s_own_and_reset_restores_it() -> None:
    registry: Registry[str] = Registry("thing")
    registry.add_own("a", "own")
    registry.register("a", "mine")
    registry.register("b", "more")
    assert (registry.get("a"), registry.get("b"), registry.names()) == ("mine", "more", ("a", "b"))
    registry.reset()
    assert (registry.get("a"), registry.get("b"), registry.names()) == ("own", None, ("a",))
    with pytest.raises(ValueError):
        registry.register("", "nameless")


def test_a_defaults_scope_outside_the_source_folder_is_never_globbed(tmp_path: Path) -> None:
    # `path: "/**"` or `"../../**"` in _config.yml would walk the whole disk; none of the site's files is there.
    from narrate.text.jekyll_defaults import Defaults

    site = tmp_path / "site"
    (site / "_posts").mkdir(parents=True)
    (tmp_path / "outside").mkdir()
    scopes = [{"scope": {"path": p}, "values": {"lang": "ko"}} for p in ("/**", "../*", "_posts/../../*")]
    defaults = Defaults.from_config(scopes, "", str(site))
    assert defaults.values("_posts/a.md", "posts") == {}
    inside = Defaults.from_config([{"scope": {"path": "_po*"}, "values": {"lang": "ko"}}], "", str(site))
    assert inside.values("_posts/a.md", "posts") == {"lang": "ko"}
