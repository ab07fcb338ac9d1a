"""How issue 38's session-14 corpus (the eleventh) was picked, by the shared picking loop (round4_pick.py) on ten other
repositories: per repository, its article files (globs at the listed commit), within a size window, in sha1(path)
order, the first N whose opening marks no draft. No person chose an article.

    python benchmarks/round4_s14_pick.py [--mirrors /work/.mirror] --table benchmarks/round4_s14_heldout.tsv > picked.tsv

As in s11–s13, every picked article is read whole and a repository is refused when one of its articles is written in
another markup than Markdown (round4_pick.foreign_markup); the table below is the dev half only — the held-out half's
rows (repository, commit, globs) are kept in its manifest's 'globs' column, read back with ``--table``, so no engineer
meets their names before the freeze. The output is the two manifests together (``round4_s14_dev.tsv`` and
``round4_s14_heldout.tsv``), split by repository, one repository per language in each half.

s13's held-out was hurt most by a platform nobody had met (a legacy GitBook notebook: 103 of its 167 defects), so the
repositories were looked for among platforms and exports no earlier corpus had (s10–s13 manifests: Hugo, Jekyll,
Hexo, Docusaurus, VitePress, VuePress, Next MDX, Astro, Zola, Hatena, Qiita, Zenn, velog, Tistory, 语雀, iThome,
Eleventy, Pelican, MkDocs, HackMD, cnblogs, Quartz, Docsify, Obsidian, Hashnode, Logseq, GitBook, Sphinx, Medium,
dev.to…), and each one's renderer settings were read in the repository, since they decide what the page shows. The
dev half: an mdBook translation of the Rust book's first edition in Traditional Chinese (pulldown-cmark: a soft
break is a space on the page, and the translators wrap one sentence a line), an mdBook written in Simplified Chinese
(the Rust course; its chapter folders, not the book's front pages), the Japanese machine translation of a Microsoft
docs set built by DocFX (markdig with DocFX's ``> [!NOTE]`` alerts, ``[!INCLUDE]``, ``ms.*`` front matter, headings
that open with an ``<a name>`` anchor), a Korean Jekyll blog (minimal-mistakes, kramdown without hard wraps) whose posts
are Notion pages exported to Markdown (4-space continuation under list items, ``Untitled`` alts), and an English
company blog whose posts are a WordPress export (wordpress-export-to-markdown) rendered by remark 11 in Next.js. Of
the two found for each language, the one whose sha1(owner/name) is smaller went to the held-out half, so no person
chose the split either. None is named anywhere else in the project. Drafts are spelled as in s11.

Read as: ``round4_readings_s14_dev.tsv`` (the dev half):

    python benchmarks/listening_round4.py S14 --build benchmarks/round4_s14_dev.tsv --set dev \
        --readings benchmarks/round4_readings_s14_dev.tsv
"""

from __future__ import annotations

from round4_pick import Repos, pick_session
from round4_s11_pick import is_draft

_DEEP = ["*/*", "*/*/*", "*/*/*/*"]

# (set, language, repository, commit, globs, smallest, largest (bytes), how many)
REPOS: Repos = [
    ("dev", "zh-hant", "askeing/rust-book", "92255839221e302f2fe4f90377cd9649d9a226b1",
     ["src/*.md"], 1500, 40000, 10),
    ("dev", "zh-hans", "sunface/rust-course", "b89a0a41a70be13df49cc94cd739b97084af3f00",
     [f"src/{d}.md" for d in _DEEP], 1500, 40000, 10),
    ("dev", "ja", "OfficeDev/office-scripts-docs.ja-JP", "603458e140e378fec23e3791998b23b783254002",
     ["docs/*/*.md", "docs/*/*/*.md"], 1500, 40000, 10),
    ("dev", "ko", "withmaster/withmaster.github.io", "33316db1628b499e903e2c4c83d90f675926b7e2",
     ["_posts/*.md"], 1500, 40000, 10),
    ("dev", "en", "RedQ/redq-blog", "772e31c59d067600c4cbb3f003b8b62ce13db7a0",
     ["_posts/*.md"], 1500, 40000, 10),
]  # fmt: skip


if __name__ == "__main__":
    pick_session(REPOS, __doc__ or "", is_draft)
