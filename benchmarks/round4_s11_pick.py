"""How issue 38's session-11 corpus was picked, by the shared picking loop (round4_pick.py) on ten other
repositories: per repository, its article files (globs at the listed commit), within a size window, in sha1(path)
order, the first N whose opening marks no draft. No person chose an article.

    python benchmarks/round4_s11_pick.py [--mirrors /work/.mirror] --table benchmarks/round4_s11_heldout.tsv > picked.tsv

As in s10, every picked article is read whole and a repository is refused when one of its articles is written in
another markup than Markdown (round4_pick.foreign_markup); the table below is the dev half only — the held-out
half's rows (repository, commit, globs) are kept in its manifest's 'globs' column, read back with ``--table``, so no
engineer meets their names before the freeze. The output is the two manifests together (``round4_s11_dev.tsv`` and
``round4_s11_heldout.tsv``), split by repository, one repository per language in each half.

The repositories were chosen for shapes the earlier corpora lacked (in the dev half: a Hexo blog of an iThome
series, a weekly of reviews kept as plain Markdown files by topic, a Qiita CLI export, a velog backup, an Eleventy
blog with reference-style links); none is named anywhere else in the project. New from s10: a draft is also an opening that says
'private: true' (Qiita's limited sharing: the page is kept off the public list).

Read as: ``round4_readings_s11_dev.tsv`` (the dev half):

    python benchmarks/listening_round4.py S11 --build benchmarks/round4_s11_dev.tsv --set dev \
        --readings benchmarks/round4_readings_s11_dev.tsv
"""

from __future__ import annotations

import re

from round4_pick import Repos, pick_session
from round4_s10_pick import is_draft as is_draft_s10

_PRIVATE = re.compile(r"^private\s*:\s*true\s*$", re.M | re.I)

# (set, language, repository, commit, globs, smallest, largest (bytes), how many)
REPOS: Repos = [
    ("dev", "zh-hant", "titangene/hexo-blog", "e9150b3226c47bfe8ad1c174dcada65273959165",
     ["source/_posts/*.md"], 1500, 40000, 10),
    ("dev", "zh-hans", "ascoders/weekly", "2c9161d0c5fdb0ffbf2a8ff3c62edc994aa71273",
     ["*/*.md"], 1500, 40000, 10),
    ("dev", "ja", "TORIFUKUKaiou/qiita_articles", "853c6ea01044fe4a44243111b1381b8dcb7b8ffb",
     ["public/*.md"], 1500, 40000, 10),
    ("dev", "ko", "cskwork/velog-backup", "2ce2722f27c6ac0fbd599601fbe75e3f57cd9e21",
     ["backup/content/*.md"], 1500, 40000, 10),
    ("dev", "en", "zachleat/zachleat.com", "d187c5226efa6663fbcfabad70370033f1148a84",
     ["_posts/*.md"], 1500, 40000, 10),
]  # fmt: skip


def is_draft(opening: str) -> bool:
    """An opening s10 calls a draft, or one whose page is shared only by its link (Qiita's ``private: true``)."""
    return is_draft_s10(opening) or _PRIVATE.search(opening) is not None


if __name__ == "__main__":
    pick_session(REPOS, __doc__ or "", is_draft)
