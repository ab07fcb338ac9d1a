"""How issue 38's session-15 corpus (the twelfth) was picked, by the shared picking loop (round4_pick.py) on ten other
repositories: per repository, its article files (globs at the listed commit), within a size window, in sha1(path)
order, the first N whose opening marks no draft. No person chose an article.

    python benchmarks/round4_s15_pick.py [--mirrors /work/.mirror] --table benchmarks/round4_s15_heldout.tsv > picked.tsv

As in s11–s14, every picked article is read whole and a repository is refused when one of its articles is written in
another markup than Markdown (round4_pick.foreign_markup); the table below is the dev half only — the held-out half's
rows (repository, commit, globs) are kept in its manifest's 'globs' column, read back with ``--table``, so no engineer
meets their names before the freeze. The output is the two manifests together (``round4_s15_dev.tsv`` and
``round4_s15_heldout.tsv``), split by repository, one repository per language in each half.

s13's and s14's held-out halves were hurt most by shapes nobody had met (a legacy GitBook notebook; bilingual lecture
notes on a Hexo tag-plugin theme), so the repositories were looked for among platforms and themes no earlier corpus had
(s10–s14 manifests: Hugo, Jekyll, Hexo Fluid, Docusaurus, VitePress, VuePress 1, Next MDX, Astro, Zola, Hatena, Qiita,
Zenn, velog, Tistory, 语雀, iThome, Eleventy, Pelican, MkDocs, HackMD, cnblogs, Quartz, Docsify, Obsidian, Hashnode,
Logseq, GitBook, Sphinx, Medium, dev.to, mdBook, DocFX, Notion and WordPress exports, Jupyter into Jekyll), and each
one's renderer settings were read in the repository, since they decide what the page shows. The dev half:
- zh-Hant: the Hexo Butterfly theme's own documentation blog (hexo-renderer-marked 7 with its defaults, so a soft
  break is a line break on the page; Butterfly tag plugins throughout: ``{% note %}``, ``{% tabs %}`` with
  ``<!-- tab -->`` panes, ``{% post_link %}``, ``{% btn %}``, ``{% hideToggle %}``…);
- zh-Hans: a competitive-programming blog on Hexo 7 with the NexT theme, rendered by hexo-renderer-pandoc (TeX math
  inline and displayed, problem statements, NexT's ``{% note %}``);
- ja: a Japanese developer's articles written once for Zenn and for an Astro site (remark-breaks, remark-gfm,
  remark-link-card-plus turning a bare URL line into a card, Zenn's ``:::message`` and ``:::details`` through a rehype
  plugin), under dated folders;
- ko: a Korean TIL on VuePress 2 (markdown-it with footnotes, multimd tables and ``::: tip`` containers), study logs
  and framework notes;
- en: a Quarto blog (``index.qmd`` per post: Pandoc Markdown with YAML front matter, executed ``{r}`` and ``{python}``
  chunks, ``::: {.callout-note}`` divs, ``[text]{.class}`` spans, footnotes and citations).
Of the two found for each language, the one whose sha1(owner/name) is smaller went to the held-out half, so no person
chose the split either. None is named anywhere else in the project, and none was among the mirrors before. Drafts are
spelled as in s11.

Read as: ``round4_readings_s15_dev.tsv`` (the dev half):

    python benchmarks/listening_round4.py S15 --build benchmarks/round4_s15_dev.tsv --set dev \
        --readings benchmarks/round4_readings_s15_dev.tsv
"""

from __future__ import annotations

from round4_pick import Repos, pick_session
from round4_s11_pick import is_draft

# (set, language, repository, commit, globs, smallest, largest (bytes), how many)
REPOS: Repos = [
    ("dev", "zh-hant", "jerryc127/butterfly.js.org", "cb52e037ac8e0f31a6c3b78bc7254f6b7bd7944c",
     ["source/_posts/*.md"], 1500, 40000, 10),
    ("dev", "zh-hans", "Vanilla-Yukirin/hexo-blog", "ef9bae4fd0642c8730950a37a6c0984f84e6629f",
     ["source/_posts/*.md"], 1500, 40000, 10),
    ("dev", "ja", "arika0093/articles", "14f9a687488f977550d18b7139dd971e91c791a7",
     ["articles/*/*/*.md"], 1500, 40000, 10),
    ("dev", "ko", "zerosheepmoo/til", "16b71522982fab0848202a53ea4cd8d965ac1f8b",
     ["src/*/*.md", "src/*/*/*.md"], 1500, 40000, 10),
    ("dev", "en", "djnavarro/quarto-blog", "0d1f008224f0d9c4bec90393b37fa7ec244b4d7f",
     ["posts/*/index.qmd"], 1500, 40000, 10),
]  # fmt: skip


if __name__ == "__main__":
    pick_session(REPOS, __doc__ or "", is_draft)
