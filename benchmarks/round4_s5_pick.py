"""How issue 38's session-5 corpus was picked, by round4_s4_pick.py's method on ten other repositories: per
repository, its article files (globs at the listed commit), within a size window, in sha1(path) order, the first N;
drafts (``published: false``, ``draft: true`` in the first 600 characters) are skipped. No person chose an article.

    python benchmarks/round4_s5_pick.py [--mirrors /work/.mirror] > picked.tsv

The output is the two manifests together (``round4_s5_dev.tsv`` and ``round4_s5_heldout.tsv``): split by
repository, one repository per language in each half; the held-out half covers a Hexo, a Hugo, a Jekyll and a
Docusaurus (MDX) blog and a math-heavy book, the dev half two Jekyll blogs, a math-heavy book and two others.
"""

from __future__ import annotations

from round4_s4_pick import main  # the same method: only the repositories differ

# (set, language, repository, commit, globs, smallest, largest (bytes), how many)
REPOS = [
    ("dev", "zh-hant", "andy6804tw/andy6804tw.github.io", "6d40791c1740cce50e61afb04bbe64312982df96",
     ["_posts/*.md", "_posts/*/*.md", "_posts/*/*/*.md"], 2500, 25000, 9),
    ("dev", "zh-hans", "datawhalechina/easy-rl", "fc4ece6ee54966f7f293f5b071a61a47dda4cb30",
     ["docs/chapter*/*.md"], 2500, 40000, 9),
    ("dev", "ja", "asciidwango/js-primer", "976d11e03eb4ff7f9c1db8aecba75532d12f6ee2",
     ["source/*/*/README.md", "source/*/*/*/README.md"], 2500, 40000, 9),
    ("dev", "ko", "Junhyunny/junhyunny.github.io", "0d2a7348c6f9ecc60e86fd770c42d2247204281d",
     ["_posts/*/*.md"], 2500, 25000, 9),
    ("dev", "en", "cs231n/cs231n.github.io", "3d84654b14608fbccdff2393485631aaacfc9dab",
     ["*.md"], 2500, 40000, 9),
    ("heldout", "zh-hant", "Annilla/anny-hexo-blog", "7beaa3d9acc98a30f6a53ef4e55b103e49e8d4a7",
     ["source/_posts/*.md", "source/_posts/*/*.md"], 2500, 25000, 10),
    ("heldout", "zh-hans", "krahets/hello-algo", "28c1e74c1d3594fca7cc41b78a6bd18b700c5ce9",
     ["docs/chapter_*/*.md"], 2500, 25000, 10),
    ("heldout", "ja", "yytypescript/book", "da642f1c48b9a6de313777431a7ddbb44dee562d",
     ["docs/*/*.md", "docs/*/*/*.md", "docs/*/*/*/*.md", "docs/*/*/*/*/*.md"], 2500, 25000, 10),
    ("heldout", "ko", "hyperconnect/hyperconnect.github.io", "2653943c83c18667d58a7326c98100089f1f0f31",
     ["_posts/*.md"], 2500, 25000, 10),
    ("heldout", "en", "jessfraz/blog", "d8b0dadae2509826a7a165aafcd47cda6b8f8d60",
     ["content/post/*.md"], 2500, 25000, 10),
]  # fmt: skip


if __name__ == "__main__":
    main(REPOS, __doc__ or "")
