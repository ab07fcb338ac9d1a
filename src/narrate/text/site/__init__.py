"""The blog's own rules: which generator builds it, where an article's page is, which files are one article.

An article's identity is the blog's, not narrate's (DESIGN.md, "Identity"). This package finds the
site generator (``site:`` in voices.yaml, else the nearest generator config walking up from the
content folder: :mod:`.detect`) and applies its rules to one file (:meth:`Site.place <.model.Site.place>`):

- ``key``: the file's path below the generator's content root, POSIX separators — what templates
  already hold (Hugo ``.File.Path``, Jekyll ``page.path``, Hexo ``source``).
- ``page``: the path of the article's page on the blog (the site's base URL goes in front).
- ``group``: what the language versions of one article share.
- ``name``: the name the generator knows the article by (its bundle folder, its file name…), from
  which narrate derives the file stem of the audio when the front matter gives no slug.

Each generator is one module behind one small protocol (:class:`.registry.Generator`: detect its
config, read it into a :class:`~.model.Site`, make a page path), registered by name in
:data:`.registry.GENERATORS`; a module's docstring says where its rules are written down:
:mod:`.hugo`, :mod:`.jekyll`, :mod:`.hexo`, :mod:`.astro`, :mod:`.docusaurus`, :mod:`.plain`.
What every generator shares (the path below the content root, language suffixes and folders,
bundles, translation groups, front matter that gives the page whole) is :mod:`.model`'s.

``site.permalink`` in voices.yaml overrides every generator's page rule with a template of
``:year :month :day :slug :title :folder :filename :section :sections :categories :lang``.
"""

from __future__ import annotations

from . import astro, docusaurus, hexo, hugo, jekyll, plain
from .detect import find_site, site_facts, site_prior
from .model import File, Located, PageFacts, Placement, Site
from .registry import GENERATORS, Generator, Rules

__all__ = [
    "GENERATORS",
    "File",
    "Generator",
    "Located",
    "PageFacts",
    "Placement",
    "Rules",
    "Site",
    "find_site",
    "site_facts",
    "site_prior",
]

# narrate's own generators, in the order a folder is tried for their
# config (detect.find_site): Hugo's own file names first; the JS
# configs; _config.yml (Hexo's when it has Hexo's marks, else Jekyll's).
for _rules in (hugo.HUGO, astro.ASTRO, docusaurus.DOCUSAURUS, hexo.HEXO, jekyll.JEKYLL, plain.PLAIN):
    GENERATORS.add_own(_rules.name, _rules)
