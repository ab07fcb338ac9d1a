"""How issue 38's session-8 corpus was picked, by the shared picking loop (round4_pick.py) on ten other
repositories: per repository, its article files (globs at the listed commit), within a size window, in sha1(path)
order, the first N whose opening marks no draft. No person chose an article.

    python benchmarks/round4_s8_pick.py [--mirrors /work/.mirror] > picked.tsv

New from the s7 pick: file names outside ASCII (Korean and Chinese titles as file names) are candidates too, and a
draft is found as s7 found it (``Draft: true`` too: the case never mattered). The output is the two manifests together
(``round4_s8_dev.tsv`` and ``round4_s8_heldout.tsv``), split by repository, one repository per language in each half.
"""

from __future__ import annotations

from round4_pick import Repos, pick
from round4_s7_pick import _DRAFT  # the s7 spellings of a draft cover these formats too

# (set, language, repository, commit, globs, smallest, largest (bytes), how many)
REPOS: Repos = [
    ("dev", "zh-hant", "willismax/my-site", "e384ea83dbe6425303a5f0fb642fe618415e6c8a",
     ["blog/*.md", "blog/*.mdx", "blog/*/*.md", "blog/*/*.mdx"], 1500, 40000, 10),
    ("dev", "zh-hans", "yihong0618/gitblog", "094fda3d3607482834500d9764e1bc48695b7d70",
     ["BACKUP/*.md"], 1500, 40000, 10),
    ("dev", "ja", "nakamuraitsuki/Next-blog-project", "ee73346f2a71a87681938bc2e3ad7266525f8946",
     ["posts/*.md"], 1500, 40000, 10),
    ("dev", "ko", "deuk9/deuk9.github.io", "e9a3c1f38fe899e448d06d6b765d765944533442",
     ["content/blog/*/*.md"], 1500, 40000, 10),
    ("dev", "en", "maxime1992/my-dev.to", "59abc996d29dc75b518aef8bcab6be0fb3f70964",
     ["blog-posts/*/*.md", "blog-posts/*/*/*.md"], 1500, 40000, 10),
    ("heldout", "zh-hant", "HsuChiChen/article-hackmd", "e2746c1e187608d72646ef1793747fa34845571f",
     ["*.md"], 1500, 40000, 12),
    ("heldout", "zh-hans", "Wuriqilang/Blog", "34c73878f2fd838d6bdd4f56d995b1686878b6d1",
     ["posts/*.md"], 1500, 40000, 12),
    ("heldout", "ja", "tarao/tarao.hatenablog.com", "da3b50af719cb404aa940f01f4a50b52fe4129a1",
     ["entry/*.md", "entry/*/*.md", "entry/*/*/*.md", "entry/*/*/*/*.md", "entry/*/*/*/*/*.md"], 1500, 40000, 12),
    ("heldout", "ko", "swhan9404/velog-backup", "68534b1197757b125e785bc1c34083fae3f0f319",
     ["backup/2021-10-31/content/*.md"], 1500, 40000, 12),
    ("heldout", "en", "KenBonny/hashnode-backup", "1cfe793f708eeb08d3075c7419c3cc3247befb02",
     ["*.md"], 1500, 40000, 12),
]  # fmt: skip


def main(repos: Repos = REPOS) -> None:
    """Print the manifest rows of `repos`: the first N candidates of each whose opening marks no draft."""
    pick(repos, __doc__ or "", lambda opening: _DRAFT.search(opening) is not None, any_name=True)


if __name__ == "__main__":
    main()
