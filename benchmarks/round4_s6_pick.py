"""How issue 38's session-6 corpus was picked, by round4_s4_pick.py's method on ten other repositories: per
repository, its article files (globs at the listed commit), within a size window, in sha1(path) order, the first N.
No person chose an article.

    python benchmarks/round4_s6_pick.py [--mirrors /work/.mirror] > picked.tsv

Two changes from the s4/s5 pick, both because the formats are new: a draft is any front-matter line
``draft: true`` / ``draft = true`` (TOML, Zola and Hugo), ``published: false`` / ``published = false`` or Qiita's
``ignorePublish: true``, not only the YAML spellings; and a repository may be read at a branch's commit (Hexo's
sources live on a branch). The output is the two manifests together (``round4_s6_dev.tsv`` and
``round4_s6_heldout.tsv``): split by repository, one repository per language in each half, the site formats
varied — dev: Docusaurus, VuePress, Qiita, a Jekyll wiki, Zola; held-out: Hexo, Docusaurus (MD and MDX), Hugo
with shortcodes, Astro MDX, a custom Go generator with TOML front matter.
"""

from __future__ import annotations

import re

from round4_pick import Repos, pick

_DRAFT = re.compile(r"^(?:draft\s*[:=]\s*true|published\s*[:=]\s*false|ignorePublish\s*:\s*true)\s*$", re.M | re.I)

_MDX = ["*.md", "*.mdx"]


def _both(*folders: str) -> list[str]:
    """Each folder's Markdown and MDX files (the globs keep their depth)."""
    return [f"{folder}/{name}" for folder in folders for name in _MDX]


# (set, language, repository, commit, globs, smallest, largest (bytes), how many)
REPOS: Repos = [
    ("dev", "zh-hant", "Bosh-Kuo/Bosh-Docusaurus-Dev-Notes", "410fc45ac8f453d9b5b328291b35e5051dc585a4",
     _both("blog", "blog/*", "docs/*", "docs/*/*"), 2500, 25000, 9),
    ("dev", "zh-hans", "reeli/blog", "f7cf9c7eeb69186c53104d5803091c735140132b",
     ["docs/blog/*.md"], 1500, 40000, 9),
    ("dev", "ja", "spider-man-tm/blog-qiita", "9f7d20abe475538795fc18bb49dc1499963f1997",
     ["public/*.md"], 2500, 25000, 9),
    ("dev", "ko", "johngrib/johngrib.github.io", "609a331749e0cbaba2dd4749eab84d1cdfc618f2",
     ["_wiki/*.md", "_wiki/*/*.md"], 2500, 25000, 9),
    ("dev", "en", "mre/endler.dev", "a38535d5ee412ced6c26c1d9f7b24e953940c56b",
     ["content/*/*/index.md"], 2500, 25000, 9),
    ("heldout", "zh-hant", "minilabmemo/minilabmemo.github.io", "836d3b2b31f5ab792d69e52d8b6793aceb9f634e",
     ["source/_posts/*.md"], 2500, 25000, 10),
    ("heldout", "zh-hans", "3Alan/site", "cae919660889ad9246777dd6f32cf58fe9ee9070",
     _both("blog", "docs/*", "docs/*/*"), 1500, 40000, 10),
    ("heldout", "ja", "paralleltree/paltech", "4389c764dbc4d4e49396eaa1a4dc67501a6f5e3a",
     ["content/posts/*/*/index.md"], 1500, 25000, 10),
    ("heldout", "ko", "Hun-Bot2/hunbot.dev", "3b5773038ac475b8999bc8d18899cec442e0e9c4",
     _both("src/content/blog/ko", "src/content/blog/ko/*", "src/content/blog/ko/*/*"), 2500, 25000, 10),
    ("heldout", "en", "brandur/sorg", "b1301adc0a0326cefb59baa0c1fe22479d6f1045",
     ["content/articles/*.md"], 2500, 25000, 10),
]  # fmt: skip


def main(repos: Repos = REPOS) -> None:
    """Print the manifest rows of `repos`: the first N candidates of each whose opening marks no draft."""
    pick(repos, __doc__ or "", lambda opening: _DRAFT.search(opening) is not None)


if __name__ == "__main__":
    main()
