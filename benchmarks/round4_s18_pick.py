"""How issue 38's session-18 corpus (the fifteenth) was picked, by the shared picking loop (round4_pick.py) on ten other
repositories: per repository, its article files (globs at the listed commit), within a size window, in sha1(path)
order, the first N whose opening marks no draft. No person chose an article.

    python benchmarks/round4_s18_pick.py [--mirrors /work/.mirror] --table benchmarks/round4_s18_heldout.tsv > picked.tsv

As in s11–s17, every picked article is read whole and a repository is refused when one of its articles is written in
another markup than Markdown (round4_pick.foreign_markup); the table below is the dev half only — the held-out half's
rows (repository, commit, globs) are kept in its manifest's 'globs' column, read back with ``--table``, so no engineer
meets their names before the freeze. The output is the two manifests together (``round4_s18_dev.tsv`` and
``round4_s18_heldout.tsv``), split by repository, one repository per language in each half.

Again the repositories were looked for among platforms, themes and renderers the s4–s17 manifests do not have (Hexo
with the Stellaris theme and markdown-it-plus, Hexo with the kramed renderer, Next.js with Contentlayer MDX, Hugo
DoIt with Goldmark passthrough math, Jekyll with the minima remote theme and Hydejack, VuePress 2 with the reco theme,
Hugo Congo, Astro 5 with MDX), and each one's renderer settings were read in the repository, since they decide what
the page shows. The dev half:
- zh-Hant: a Taiwanese student's competitive-programming and mathematics blog on Hexo 7 with NexT (Pisces) and
  hexo-renderer-kramed (GFM-like, ``$…$``/``$$…$$`` typeset by MathJax on pages whose front matter says
  ``mathjax: true``) — problem write-ups with C++ solutions, olympiad notes and school essays;
- zh-Hans: a Linux user's blog on Hexo 7 with the Stellaris theme and hexo-renderer-markdown-it-plus (tag plugins
  ``{% note %}``, ``{% link %}``…, KaTeX through the renderer), essays on desktop Linux, fonts, programming and
  translations of articles from the press;
- ja: an engineer's notes on Jekyll with the minima remote theme (kramdown GFM, rouge; a Tipue search page), short
  memos on tools, the shell and web development, many with screenshots hosted on Gyazo;
- ko: a developer's study blog on Next.js 16 with Contentlayer2: every post is MDX (``content/*.mdx``), remark-gfm,
  remark-math + rehype-katex, rehype-highlight — React, Spring and Java learning notes, many written as a series;
- en: a machine-learning systems engineer's bilingual blog on Hugo with the DoIt theme (``index.en.md`` beside
  ``index.zh-cn.md`` in each page bundle; only the English pages are globbed), Goldmark with ``unsafe`` HTML and the
  passthrough extension for KaTeX — CS:APP labs, PyTorch and vLLM internals, paper summaries.
Of the two found for each language, the one whose sha1(owner/name) is smaller went to the held-out half, so no person
chose the split either. None is named anywhere else in the project (grep of benchmarks/ tests/ docs/ src/ for each
owner), and none was among the mirrors before; every candidate's mirror was moved out of /work/.mirror as soon as it
was fetched. Drafts are spelled as in s11.

Read as: ``round4_readings_s18_dev.tsv`` (the dev half, partly: what one reader heard in the dev packets built on
main before the session-18 freeze, one line per defect; a dev article not listed there was not read in full):

    python benchmarks/listening_round4.py S18 --build benchmarks/round4_s18_dev.tsv --set dev \
        --readings benchmarks/round4_readings_s18_dev.tsv

and ``round4_readings_s18.tsv`` (the held-out half, read blind by three readers at the freeze, 755bb7d2: 60 articles,
3,460 chunks, 139 defects — hole 25.4, misreading 13.0, voice 1.7, leak 0 per 1,000; check 20.1 % of them):

    python benchmarks/listening_round4.py S18 --build benchmarks/round4_s18_heldout.tsv --set heldout \
        --readings benchmarks/round4_readings_s18.tsv
"""

from __future__ import annotations

from round4_pick import Repos, pick_session
from round4_s11_pick import is_draft

# (set, language, repository, commit, globs, smallest, largest (bytes), how many)
REPOS: Repos = [
    ("dev", "zh-hant", "peienwu/peienwu_blog", "347079a42112c5135795e234adf8ada826d4b16f",
     ["source/_posts/*.md"], 1500, 40000, 10),
    ("dev", "zh-hans", "chiyuki0325/blog", "003d5fbcc19c42368589af8645bf7ecc393f6695",
     ["source/_posts/*.md"], 1500, 40000, 10),
    ("dev", "ja", "ikmnjrd/jekyll-blog", "aa80ce9daebd90c583c168db154b5f9b3691fdc5",
     ["_posts/*.md"], 1500, 40000, 10),
    ("dev", "ko", "codemakim/codemakim.github.io", "9078aadc86022229f91b14b3a8ea128e5030ec8b",
     ["content/*.mdx", "content/*.md"], 1500, 40000, 10),
    ("dev", "en", "yewentao256/yewentao256.github.io", "9f4749b1dc8c427f7aa00e6dd7e1df3a9df19185",
     ["content/posts/*/index.en.md", "content/posts/*/*/index.en.md"], 1500, 40000, 10),
]  # fmt: skip


if __name__ == "__main__":
    pick_session(REPOS, __doc__ or "", is_draft)
