"""How issue 38's session-16 corpus (the thirteenth) was picked, by the shared picking loop (round4_pick.py) on ten other
repositories: per repository, its article files (globs at the listed commit), within a size window, in sha1(path)
order, the first N whose opening marks no draft. No person chose an article.

    python benchmarks/round4_s16_pick.py [--mirrors /work/.mirror] --table benchmarks/round4_s16_heldout.tsv > picked.tsv

As in s11–s15, every picked article is read whole and a repository is refused when one of its articles is written in
another markup than Markdown (round4_pick.foreign_markup); the table below is the dev half only — the held-out half's
rows (repository, commit, globs) are kept in its manifest's 'globs' column, read back with ``--table``, so no engineer
meets their names before the freeze. The output is the two manifests together (``round4_s16_dev.tsv`` and
``round4_s16_heldout.tsv``), split by repository, one repository per language in each half.

The held-out halves of s13–s15 were hurt most by shapes nobody had met (a legacy GitBook notebook; bilingual lecture
notes on a Hexo tag-plugin theme; Cantonese in Traditional script), so again the repositories were looked for among
platforms and themes the s10–s15 manifests do not have, and each one's renderer settings were read in the repository,
since they decide what the page shows. The dev half:
- zh-Hant: a Taiwanese engineer's blog on Hexo 7 with the NexT 8 theme and hexo-renderer-marked 7 (its defaults: GFM,
  a soft break is a line break on the page); the articles are kept in topic folders under ``contents/`` and copied
  flat into ``source/_posts`` by the site's justfile before ``hexo generate``;
- zh-Hans: front-end study notes on VuePress 2 with vuepress-theme-hope 2 (its Markdown enhancements switched on in
  ``src/.vuepress/theme.ts``: ``::: tip`` hint containers, tabs, footnotes, ``==mark==``, ``^sup^``/``~sub~``, custom
  alignment, task lists, Vue components in Markdown, includes), under nested topic folders;
- ja: a Japanese blog on Hugo with the Stack theme (page bundles ``content/posts/<slug>/index.md``, Japanese the
  default language with Korean and English copies beside it as ``index.ko.md``/``index.en.md``; goldmark with
  ``unsafe: false``, so raw HTML in an article is left out of the page);
- ko: a Korean developer's blog on Docusaurus 3 (``blog/<date>-<slug>/index.md`` and ``index.mdx``: MDX, admonitions,
  ``<!-- truncate -->``, images beside the article);
- en: a personal journal on Hugo with its own layouts — link notes written in Org mode and exported by ox-hugo
  (``{{< imgproc >}}`` shortcodes with captions, link lists with commentary, ``<!--more-->``) and older posts kept as
  ``.markdown`` files (Hugo's goldmark defaults: raw HTML omitted).
Of the two found for each language, the one whose sha1(owner/name) is smaller went to the held-out half, so no person
chose the split either. None is named anywhere else in the project, and none was among the mirrors before. Drafts are
spelled as in s11.

Read as: ``round4_readings_s16_dev.tsv`` (the dev half):

    python benchmarks/listening_round4.py S16 --build benchmarks/round4_s16_dev.tsv --set dev \
        --readings benchmarks/round4_readings_s16_dev.tsv
"""

from __future__ import annotations

from round4_pick import Repos, pick_session
from round4_s11_pick import is_draft

# (set, language, repository, commit, globs, smallest, largest (bytes), how many)
REPOS: Repos = [
    ("dev", "zh-hant", "evshary/evshary.github.io", "f25cb0dc7691d84c334f7b1718f6a9d119d22e62",
     ["contents/*/*.md", "contents/*/*/*.md"], 1500, 40000, 10),
    ("dev", "zh-hans", "lrh21g/blogs", "e7e8c3c94bbde9818028817222ffe98e8d9b7218",
     ["src/*/*/*.md", "src/*/*/*/*.md"], 1500, 40000, 10),
    ("dev", "ja", "retheviper/retheviper.github.io", "69bfbdb2f82bfce630bfecdf3b131ff0c2b9faed",
     ["content/posts/*/index.md"], 1500, 40000, 10),
    ("dev", "ko", "brown2243/client-docusaurus", "63c0d17a112687e56fa48bce167dfbf2a306e5dd",
     ["blog/*/index.md", "blog/*/index.mdx"], 1500, 40000, 10),
    ("dev", "en", "thewjones/mattjon.es", "5aebbcbff19e5e62432fc87d125a28248e5713b6",
     ["content/linknotes/*/index.md", "content/post/*.markdown"], 1500, 40000, 10),
]  # fmt: skip


if __name__ == "__main__":
    pick_session(REPOS, __doc__ or "", is_draft)
