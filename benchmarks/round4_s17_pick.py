"""How issue 38's session-17 corpus (the fourteenth) was picked, by the shared picking loop (round4_pick.py) on ten other
repositories: per repository, its article files (globs at the listed commit), within a size window, in sha1(path)
order, the first N whose opening marks no draft. No person chose an article.

    python benchmarks/round4_s17_pick.py [--mirrors /work/.mirror] --table benchmarks/round4_s17_heldout.tsv > picked.tsv

As in s11–s16, every picked article is read whole and a repository is refused when one of its articles is written in
another markup than Markdown (round4_pick.foreign_markup); the table below is the dev half only — the held-out half's
rows (repository, commit, globs) are kept in its manifest's 'globs' column, read back with ``--table``, so no engineer
meets their names before the freeze. The output is the two manifests together (``round4_s17_dev.tsv`` and
``round4_s17_heldout.tsv``), split by repository, one repository per language in each half.

The held-out halves of s13–s16 were hurt most by shapes nobody had met (a legacy GitBook notebook; bilingual lecture
notes on a Hexo tag-plugin theme; Cantonese in Traditional script; Jekyll Liquid highlight blocks), so again the
repositories were looked for among platforms and themes the s10–s16 manifests do not have (Pelican, Gatsby, Zola,
Astro gardens, VitePress, Hugo PaperMod, Docusaurus i18n, Jekyll minimal-mistakes and Leonids, a Hexo theme with no
math renderer), and each one's renderer settings were read in the repository, since they decide what the page
shows. The dev half:
- zh-Hant: a Taiwanese back-end engineer's notes on Jekyll with the Leonids theme (kramdown, ``input: GFM``, rouge;
  posts are ``_posts/YYYY-MM-DD-title.md`` — a file whose name Jekyll would not take as a post is not globbed);
- zh-Hans: a secondary-school student's blog on Hexo 8 with his own ``microb`` theme and hexo-renderer-marked 7 —
  olympiad-programming notes (monotonic stacks, tree DP, matrix powers) written with ``$…$`` TeX that NO plugin or
  theme script renders, so the page shows the TeX as written, beside essays on school and society;
- ja: an engineer's Obsidian vault published on Astro 5 (``src/content/{notes,memos}/<folder>/<title>.md``, a
  remark wiki-link plugin for ``[[…]]``, remark-math + rehype-katex, ``publish: false`` notes left out), memos on
  books, food, health and tools, many clipped from the press with the memo-writer's comments;
- ko: a Korean developer's study blog on Jekyll with minimal-mistakes (kramdown GFM, rouge; ``toc``/``toc_sticky``
  front matter, Unity, WPF and Python notes with screenshots beside the posts);
- en: a machine-learning researcher's blog on Pelican with the ``render_math`` plugin (MathJax: ``$…$`` and ``$$…$$``
  are typeset on the page) and a port of Jekyll's minima theme — long mathematical essays (RL, optimisation,
  geometry, physics).
Of the two found for each language, the one whose sha1(owner/name) is smaller went to the held-out half, so no person
chose the split either. None is named anywhere else in the project, and none was among the mirrors before. Drafts are
spelled as in s11 (the s7 spellings cover Astro's ``publish: false``).

Read as: ``round4_readings_s17_dev.tsv`` (the dev half):

    python benchmarks/listening_round4.py S17 --build benchmarks/round4_s17_dev.tsv --set dev \
        --readings benchmarks/round4_readings_s17_dev.tsv
"""

from __future__ import annotations

from round4_pick import Repos, pick_session
from round4_s11_pick import is_draft

# (set, language, repository, commit, globs, smallest, largest (bytes), how many)
REPOS: Repos = [
    ("dev", "zh-hant", "linyork/linyork.github.io", "9be2922aa21ca279a886457a061ecad7bbe85e73",
     ["_posts/????-??-??-*.md"], 1500, 40000, 10),
    ("dev", "zh-hans", "wangzhaohan2910/wangzhaohan2910.github.io", "3af40091e606bf3dbae08d8a30fa3fd028ba12cd",
     ["source/_posts/*.md"], 1500, 40000, 10),
    ("dev", "ja", "tk42/tk42.github.io", "642283a2020a5b3f591b6402b3bb58df90e6ecb8",
     ["src/content/notes/*/*.md", "src/content/memos/*/*.md", "src/content/memos/*/*/*.md"], 1500, 40000, 10),
    ("dev", "ko", "jongkyuu/jongkyuu.github.io", "f5c54ad818a7c66b8386ae02b211ecbc6702298f",
     ["_posts/????-??-??-*.md"], 1500, 40000, 10),
    ("dev", "en", "aceofgreens/aceofgreens.github.io", "4fca3463ec025e4ec2168679b8dc185643adca0e",
     ["content/articles/*.md"], 1500, 40000, 10),
]  # fmt: skip


if __name__ == "__main__":
    pick_session(REPOS, __doc__ or "", is_draft)
