"""How issue 38's session-20 corpus (the seventeenth) was picked, by the shared picking loop (round4_pick.py) on ten other
repositories: per repository, its article files (globs at the listed commit), within a size window, in sha1(path)
order, the first N whose opening marks no draft. No person chose an article.

    python benchmarks/round4_s20_pick.py [--mirrors /work/.mirror] --table benchmarks/round4_s20_heldout.tsv > picked.tsv

As in s11–s19, every picked article is read whole and a repository is refused when one of its articles is written in
another markup than Markdown (round4_pick.foreign_markup); the table below is the dev half only — the held-out half's
rows (repository, commit, globs) are kept in its manifest's 'globs' column, read back with ``--table``, so no engineer
meets their names before the freeze. The output is the two manifests together (``round4_s20_dev.tsv`` and
``round4_s20_heldout.tsv``), split by repository, one repository per language in each half.

The repositories were looked for among platforms and themes the s4–s19 manifests do not have (Hexo with the Fluid
theme, MkDocs with Material, Quartz 4 publishing an Obsidian vault, Astro 6 with MDX and no remark plugin, Hexo with
the Redefine theme, and in the held-out half others again), and each one's renderer settings were read in the
repository, since they decide what the page shows. From this session on the benchmark builds each article inside
a copy of its site's configuration files (listening_round4.py ``--site-files``), as a user's ``narrate build`` in
the repository would. The dev half:
- zh-Hant: a Taiwanese student's course notes on Hexo 7 with the Fluid 1.9 theme and hexo-renderer-marked 6
  (its defaults: GFM, a soft break is a line break on the page; Fluid's MathJax only on pages whose front matter
  says ``math: true``) — operating systems, compilers, VLSI, machine learning and Unity, Chinese prose full of
  English terms, lists of definitions;
- zh-Hans: an embedded engineer's technical notes on MkDocs with the Material theme (``docs/<topic>/<note>.md``;
  admonitions, pymdownx details/superfences/highlight/inlinehilite/snippets/critic/caret/keys/mark/tilde/emoji/
  tasklist, attr_list, md_in_html, abbr, def_list, blocks.caption) — BLE, MCUs, Linux IPC, audio/video coding,
  tools; only the ``docs/*/*.md`` pages are globbed (``docs/index.md`` is the home page);
- ja: a data engineer's scrap notes published with Quartz 4 from an Obsidian vault (ObsidianFlavoredMarkdown:
  ``[[wiki links]]``, callouts ``> [!note]``, ``==highlight==``, embeds; GFM; KaTeX; RemoveDrafts) — dbt, Japan's
  personal-information law, LLM tooling, some written with an AI assistant as their front matter says;
  ``content/<folder>/<note>.md``;
- ko: a developer's blog on Astro 6 with @astrojs/mdx and no remark/rehype plugin of its own
  (``src/content/blog/<yyyymmddhhmm>.mdx``) — troubleshooting notes, projects, retrospectives;
- en: a Taiwanese student's English blog on Hexo 7 with the Redefine 2.6 theme, hexo-renderer-marked 6 and
  hexo-filter-mathjax (TeX on pages whose front matter says ``mathjax: true``) — LeetCode solutions in three
  languages, AWS and DevOps how-tos, front-end refactors; ``source/_posts/<category>/<slug>.md``.
Of the two found for each language, the one whose sha1(owner/name) is smaller went to the held-out half, so no person
chose the split either. None is named anywhere else in the project (grep of benchmarks/ tests/ docs/ src/ for each
owner and repository name: the names found were common words only — 'notes', 'blog', 'hugo_site' as a test helper's
name, 'DS_Blog' none; five candidates were set aside: one whose mirror is too large to fetch, three whose history holds
only the built pages or too few articles, one a second Quartz site where a Quartz site was already picked), none was
among the mirrors before, and every candidate's mirror was moved out of /work/.mirror as soon as it was fetched
(/work/scratch/measure/mirrors20). Drafts are spelled as in s11. Twelve articles a repository in both halves
(fewer where the window holds fewer).

Read as: ``round4_readings_s20_dev.tsv`` (the dev half: what one reader heard in the dev packets built on main
4faf3d0f — each article inside its site copy — before the session-20 freeze, one line per defect; 33 articles read
to the end, 1,920 chunks, 112 defects = 58.3 /1000 — misreading 33.9, hole 19.3, voice 4.7, leak 0.5; check recall
25.9 %, noise 60.4 % blind; the held-out half is read blind after the freeze):

    python benchmarks/listening_round4.py S20 --build benchmarks/round4_s20_dev.tsv --set dev \
        --readings benchmarks/round4_readings_s20_dev.tsv
"""

from __future__ import annotations

from round4_pick import Repos, pick_session
from round4_s11_pick import is_draft

# (set, language, repository, commit, globs, smallest, largest (bytes), how many)
REPOS: Repos = [
    ("dev", "zh-hant", "933yee/notes", "4945f0a7e89d38da025b9839b01558f1d43f2e78",
     ["source/_posts/*.md"], 1500, 40000, 12),
    ("dev", "zh-hans", "24849748/techNote", "df5a68342230d896ffdc0431531fb38d8aa40dd7",
     ["docs/*/*.md"], 1500, 40000, 12),
    ("dev", "ja", "1210yuichi0/1210yuichi0.github.io", "1916972aaf1ed3bb609808d153620a8ff9f1b267",
     ["content/*/*.md"], 1500, 40000, 12),
    ("dev", "ko", "KimPopsong/DS_Blog", "d774ffb07dd7976edffc9182b8d21363462ae39a",
     ["src/content/blog/*.md", "src/content/blog/*.mdx"], 1500, 40000, 12),
    ("dev", "en", "1chooo/blog.1chooo.com", "a588f1c8d52f57a6cf9752c8d8b4b18b79d00ac0",
     ["source/_posts/*/*.md"], 1500, 40000, 12),
]  # fmt: skip


if __name__ == "__main__":
    pick_session(REPOS, __doc__ or "", is_draft)
