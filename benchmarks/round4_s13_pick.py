"""How issue 38's session-13 corpus (the tenth) was picked, by the shared picking loop (round4_pick.py) on ten other
repositories: per repository, its article files (globs at the listed commit), within a size window, in sha1(path)
order, the first N whose opening marks no draft. No person chose an article.

    python benchmarks/round4_s13_pick.py [--mirrors /work/.mirror] --table benchmarks/round4_s13_heldout.tsv > picked.tsv

As in s11 and s12, every picked article is read whole and a repository is refused when one of its articles is written
in another markup than Markdown (round4_pick.foreign_markup); the table below is the dev half only — the held-out
half's rows (repository, commit, globs) are kept in its manifest's 'globs' column, read back with ``--table``, so no
engineer meets their names before the freeze. The output is the two manifests together (``round4_s13_dev.tsv`` and
``round4_s13_heldout.tsv``), split by repository, one repository per language in each half.

s12's held-out was hurt most by platforms nobody had met (a Hashnode backup's fences, a Quartz garden's hard breaks), so
the repositories were looked for among platforms and exports no earlier corpus had, and each one's renderer settings
were read in the repository (they decide what the page shows). In the dev half: a Docusaurus site of one writer's
notes and MDX blog posts (its 30-day iThome series folder left out: iThome was met in s10), a Logseq graph (every
paragraph an outliner bullet '- ', TeX in '\\[ \\]', properties 'key:: value'), a Japanese tech notebook kept as
plain Markdown files rendered by GitHub (terse memo bullets, deep folders), a GitBook space synced from gitbook.com
('description:' front matter, '{% hint %}' and '{% content-ref %}' blocks) and a Jekyll blog whose posts are Medium
and dev.to stories exported by a converter (medup: front matter with the story's address, Medium's captions and
embeds). Of the two found for each language, the one whose sha1(owner/name) is smaller went to the held-out half, so
no person chose the split either. None is named anywhere else in the project. Drafts are spelled as in s11
('published: false' covers Jekyll's and dev.to's).

Read as: ``round4_readings_s13_dev.tsv`` (the dev half):

    python benchmarks/listening_round4.py S13 --build benchmarks/round4_s13_dev.tsv --set dev \
        --readings benchmarks/round4_readings_s13_dev.tsv
"""

from __future__ import annotations

from round4_pick import Repos, pick_session
from round4_s11_pick import is_draft

_DOCS = "docs/tech_articles"
_DEPTHS = ["*", "*/*", "*/*/*", "*/*/*/*"]

# (set, language, repository, commit, globs, smallest, largest (bytes), how many)
REPOS: Repos = [
    ("dev", "zh-hant", "ChungYingHo/CodeFictionist", "b6a3281364a6c0dfe8c6a228c1b8f25971bc0191",
     ["blog/*.md", "blog/*.mdx"] + [f"{_DOCS}/{d}.{e}" for d in _DEPTHS for e in ("md", "mdx")], 1500, 40000, 10),
    ("dev", "zh-hans", "17714196157/logseq_qinyuchen_book", "3c241835d8c4b814259f8e5ca0c0376faf06b06e",
     ["pages/*.md"], 1500, 40000, 10),
    ("dev", "ja", "ymgyt/techbook", "54f931f11e1e371c51a68e2123359abe4259e784",
     [f"*/{d}.md" for d in _DEPTHS + ["*/*/*/*/*"]], 1500, 40000, 10),
    ("dev", "ko", "bereal1995/fe-survival", "67844de17de761a463ef06ab9863dc030d3edb05",
     ["weeks/*/*.md"], 1500, 40000, 10),
    ("dev", "en", "miry/miry.github.io", "b14970b1755997fac10592ed77a9e5b7990dcf41",
     ["_posts/*.md"], 1500, 40000, 10),
]  # fmt: skip


if __name__ == "__main__":
    pick_session(REPOS, __doc__ or "", is_draft)
