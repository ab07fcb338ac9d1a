"""How issue 38's session-7 corpus was picked, by round4_s4_pick.py's method on ten other repositories: per
repository, its article files (globs at the listed commit), within a size window, in sha1(path) order, the first N.
No person chose an article.

    python benchmarks/round4_s7_pick.py [--mirrors /work/.mirror] > picked.tsv

Changes from the s6 pick, because the formats are new: Pelican keeps its metadata as ``Key: value`` lines with no
front matter, so ``Status: draft`` is a draft too, as is ``publish: false`` (Quartz and VitePress blog themes); and
a mirror may be a work tree (``repo/.git``) rather than a bare repository. The output is the two manifests together
(``round4_s7_dev.tsv`` and ``round4_s7_heldout.tsv``): split by repository, one repository per language in each
half, site formats none of the earlier corpora had — dev: Gatsby, VitePress (@sugarat/theme), Eleventy, Jekyll
Chirpy, Quartz (an Obsidian vault); held-out: VitePress, Pelican, a VitePress blog of its own, Gatsby, Eleventy.
"""

from __future__ import annotations

import re

from round4_pick import Repos, pick

_DRAFT = re.compile(
    r"^(?:draft\s*[:=]\s*true|published\s*[:=]\s*false|publish\s*:\s*false|ignorePublish\s*:\s*true|status\s*:\s*draft)\s*$",
    re.M | re.I,
)

# (set, language, repository, commit, globs, smallest, largest (bytes), how many)
REPOS: Repos = [
    ("dev", "zh-hant", "YSKuo/personal-site-v3", "baa0e2614c6d6e3348aba72e879590d798890376",
     ["posts/*/*.md", "posts/*/*/*.md"], 1500, 40000, 9),
    ("dev", "zh-hans", "ATQQ/sugar-blog", "a06a5edcc1c3941fffc5ac4109eb4548012c2013",
     ["packages/blogpress/technology/*/*.md", "packages/blogpress/bigWeb/*/*.md", "packages/blogpress/coding/*/*.md"],
     1500, 40000, 9),
    ("dev", "ja", "dev-protocol/initto", "d374170d6a55d58f61182daf7348f48d9bd79d20",
     ["src/ja/posts/*.md"], 1500, 40000, 9),
    ("dev", "ko", "yanghs6/yanghs6.github.io", "83050026a9f0db5034ab6f2aeab88f7857f16347",
     ["_posts/*.md"], 1500, 40000, 9),
    ("dev", "en", "semanticdata/forgetful-notes", "5ebbb3456bab6b6d0fd3e5cc15630101725e3d29",
     ["content/*.md", "content/*/*.md"], 1500, 40000, 9),
    ("heldout", "zh-hant", "kevinshu1995/the-blog", "4e23e1e45ce0423f7eb3f064abc4df762eb6630b",
     ["articles/posts/*.md"], 1500, 40000, 10),
    ("heldout", "zh-hans", "Dylandelon/blogs", "f6330475940df6a45d5a81f6d33123a3faa8c49d",
     ["content/*/*.md"], 1500, 40000, 10),
    ("heldout", "ja", "yshrsmz/yshrsmz.github.io", "378395ad2f3f17b20965b86217117a9ae18ce61e",
     ["packages/blog/contents/posts/*/*.md"], 1500, 40000, 10),
    ("heldout", "ko", "JiwoonKim/JUNEKIM.dev", "f3c6dccf72235ec4bb87e3a279baebd3c4a1b6d1",
     ["content/*/*.md", "content/*/*/*.md"], 1500, 40000, 10),
    ("heldout", "en", "maxboeck/mxb", "5a922eaea07d95b048b5d515d5afd2aa54c2c204",
     ["src/posts/*/*.md"], 1500, 40000, 10),
]  # fmt: skip


def main(repos: Repos = REPOS) -> None:
    """Print the manifest rows of `repos`: the first N candidates of each whose opening marks no draft."""
    pick(repos, __doc__ or "", lambda opening: _DRAFT.search(opening) is not None)


if __name__ == "__main__":
    main()
