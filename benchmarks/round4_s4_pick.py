"""How issue 38's session-4 corpus was picked, so the pick can be repeated: per repository, its article files
(globs at the listed commit), within a size window, in sha1(path) order, the first N; zenn/Hugo drafts
(``published: false``, ``draft: true`` in the first 600 characters) are skipped. No person chose an article.

    python benchmarks/round4_s4_pick.py [--mirrors /work/.mirror] > picked.tsv

The output is the two manifests together (``round4_s4_dev.tsv`` and ``round4_s4_heldout.tsv``: split by
repository, one repository per language in each half, so the held-out figures come from blogs nobody tuned to).
"""

from __future__ import annotations

from round4_pick import Repos, pick

# (set, language, repository, commit, globs, smallest, largest (bytes), how many)
REPOS: Repos = [
    ("dev", "zh-hant", "yu-codes/yu-codes.github.io", "0a7ed6ac179780ae5d2d177508bad9f236bf3324",
     ["_articles/*/*.md"], 2500, 25000, 9),
    ("dev", "zh-hans", "datawhalechina/pumpkin-book", "a8d8b5bf806b6a11db141c8e9485005fbc4a3379",
     ["docs/chapter*/chapter*.md"], 0, 10**9, 9),
    ("dev", "ja", "termoshtt/zenn-content", "511492b93c9794969f4a52d5001ca7fb82734d5a",
     ["articles/*.md"], 2500, 25000, 9),
    ("dev", "ko", "parksb/parksb.github.io", "1abe29b06e17ed8dfd50552a17cab571b6646aad",
     ["docs/article/*.md"], 2500, 25000, 9),
    ("dev", "en", "karpathy/karpathy.github.io", "0c39d94ec1a22ec0e650adc2b530a347f09899e9",
     ["_posts/*.md", "_posts/*.markdown"], 2500, 40000, 9),
    ("heldout", "zh-hant", "TechBridgeWeekly/blog-starter-kit", "131ddc67111bd43e828a860062595a8897f77053",
     ["source/_posts/*.md"], 2500, 25000, 10),
    ("heldout", "zh-hans", "ruanyf/es6tutorial", "fc58b0c1505654bde876ace4f8f1f7f5882876fa",
     ["docs/*.md"], 2500, 25000, 10),
    ("heldout", "ja", "kaityo256/zenn-content", "9bdb769bf4b106eb8512523509302efc7b97f3e3",
     ["articles/*.md"], 2500, 25000, 10),
    ("heldout", "ko", "subinium/subinium.github.io", "14d1fef258b72c2ad6c8eb1568bd8dae43bc3873",
     ["_posts/*.md", "_posts/*/*.md", "_posts/*/*/*.md"], 2500, 25000, 10),
    ("heldout", "en", "wesbos/wesbos", "1107a0921c6e1173e24b272f8a1758a3d50a1fb5",
     ["src/content/javascript/*/*/*.mdx", "src/content/javascript/*/*.mdx"], 2500, 25000, 10),
]  # fmt: skip


def main(repos: Repos = REPOS, doc: str = __doc__ or "") -> None:
    """Print the manifest rows of `repos` (the s5 pick, round4_s5_pick.py, runs this with its own table)."""
    pick(repos, doc, lambda opening: "published: false" in opening or "draft: true" in opening, opening=600)


if __name__ == "__main__":
    main()
