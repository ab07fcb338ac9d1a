"""How issue 38's session-10 corpus was picked, by the shared picking loop (round4_pick.py) on ten other
repositories: per repository, its article files (globs at the listed commit), within a size window, in sha1(path)
order, the first N whose opening marks no draft. No person chose an article.

    python benchmarks/round4_s10_pick.py [--mirrors /work/.mirror] --table benchmarks/round4_s10_heldout.tsv > picked.tsv

As in s9, every picked article is read whole and a repository is refused when one of its articles is written in
another markup than Markdown (round4_pick.foreign_markup). New from s9: a draft is also an opening that says
'isPublished: false' (a theme's flag for a page kept out of the site); the table below is the dev half only — the
held-out half's rows (repository, commit, globs) are kept in its manifest's 'globs' column, read back with
``--table``, so no engineer meets their names before the freeze. The output is the two manifests together
(``round4_s10_dev.tsv`` and ``round4_s10_heldout.tsv``, each row with its repository's globs), split by repository,
one repository per language in each half.

Read as: ``round4_readings_s10_dev.tsv`` (the dev half):

    python benchmarks/listening_round4.py S10 --build benchmarks/round4_s10_dev.tsv --set dev \
        --readings benchmarks/round4_readings_s10_dev.tsv
"""

from __future__ import annotations

import re

from round4_pick import Repos, pick_session
from round4_s7_pick import _DRAFT

_UNPUBLISHED = re.compile(r"^isPublished\s*:\s*false\s*$", re.M | re.I)

# (set, language, repository, commit, globs, smallest, largest (bytes), how many)
REPOS: Repos = [
    ("dev", "zh-hant", "kdchang-tech-blog/kdchang-tech-blog.github.io", "931c0e0f9bad05bc5f97001594bf40b5b7a00903",
     ["blog/*.md", "blog/*.mdx"], 1500, 40000, 10),
    ("dev", "zh-hans", "mqyqingfeng/Blog", "e3c05d06dae80dba3d385ea5d38c41f78bbdc698",
     ["articles/*/*.md"], 1500, 40000, 10),
    ("dev", "ja", "s-yoshiki/tech-blog.s-yoshiki.com", "71944d526258fc497309bb9d69db04fbca44db49",
     ["apps/web/content/posts/*/index.md", "apps/web/content/posts/*/index.mdx"], 1500, 40000, 10),
    ("dev", "ko", "sio4/sio4.github.com", "23e29877cf4d0e2e2651c7c71660c3bb294011cc",
     ["content/blog/*/*.md"], 1500, 40000, 10),
    ("dev", "en", "iranzo/iranzo.github.io", "92deb8d0dc0d82609da8ab542b93ae5f284c3eb5",
     ["content/blog/*/*.en.md"], 1500, 40000, 10),
]  # fmt: skip


def is_draft(opening: str) -> bool:
    """An opening that says it is a draft in the s7 spellings, or that its page is not published."""
    return _DRAFT.search(opening) is not None or _UNPUBLISHED.search(opening) is not None


if __name__ == "__main__":
    pick_session(REPOS, __doc__ or "", is_draft)
