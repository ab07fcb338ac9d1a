"""How issue 38's session-12 corpus was picked, by the shared picking loop (round4_pick.py) on ten other
repositories: per repository, its article files (globs at the listed commit), within a size window, in sha1(path)
order, the first N whose opening marks no draft. No person chose an article.

    python benchmarks/round4_s12_pick.py [--mirrors /work/.mirror] --table benchmarks/round4_s12_heldout.tsv > picked.tsv

As in s11, every picked article is read whole and a repository is refused when one of its articles is written in
another markup than Markdown (round4_pick.foreign_markup); the table below is the dev half only — the held-out
half's rows (repository, commit, globs) are kept in its manifest's 'globs' column, read back with ``--table``, so no
engineer meets their names before the freeze. The output is the two manifests together (``round4_s12_dev.tsv`` and
``round4_s12_heldout.tsv``), split by repository, one repository per language in each half.

The repositories were chosen for platforms and shapes the earlier corpora lacked (s11's held-out was hurt most by
platforms nobody had met): in the dev half, HackMD notes kept as plain files named by their titles, a cnblogs
backup (a header of 'original link / date / body' lines and no front matter), a Quartz digital garden of Obsidian
notes (callouts, wikilinks), a Docsify notebook with a daily TIL folder, and a Pelican blog (metadata lines
'Title: …' without fences, TeX in prose). Of the two repositories found for each language, the one whose
sha1(owner/name) is smaller went to the held-out half, so no person chose the split either. None is named anywhere
else in the project. Drafts are spelled as in s7 (Pelican's 'Status: draft' among them) and s11 (Qiita's
'private: true').

Read as: ``round4_readings_s12_dev.tsv`` (the dev half):

    python benchmarks/listening_round4.py S12 --build benchmarks/round4_s12_dev.tsv --set dev \
        --readings benchmarks/round4_readings_s12_dev.tsv
"""

from __future__ import annotations

from round4_pick import Repos, pick_session
from round4_s11_pick import is_draft

# (set, language, repository, commit, globs, smallest, largest (bytes), how many)
REPOS: Repos = [
    ("dev", "zh-hant", "HsuChiChen/article-hackmd", "e2746c1e187608d72646ef1793747fa34845571f",
     ["*.md"], 1500, 40000, 10),
    ("dev", "zh-hans", "aisuperdoger/cnblogs_backup", "ac54e0fe8d0684ff229cd925e6bbd20afa27282a",
     ["result/*/*.md"], 1500, 40000, 10),
    ("dev", "ja", "ikorihn/ikorihn.github.io", "5ee2b62fae9f1b61d03e95e2b5c0e5ae899f6130",
     ["content/blog/*.md", "content/note/*.md"], 1500, 40000, 10),
    ("dev", "ko", "HaJunRyu/docsify_blog", "3b69c3ab0b0a17352ecdfa8f291494809d5cd678",
     ["*/*.md"], 1500, 40000, 10),
    ("dev", "en", "0x7df/0x7df.github.io", "23ff7f8141949a3279a3612b4a399f2c10d9ba45",
     ["content/*.md"], 1500, 40000, 10),
]  # fmt: skip


if __name__ == "__main__":
    pick_session(REPOS, __doc__ or "", is_draft)
