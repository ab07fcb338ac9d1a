"""How issue 38's session-23 corpus (the twentieth) was picked, by the shared picking loop (round4_pick.py) on ten other
repositories: per repository, its article files (globs at the listed commit), within a size window, in sha1(path) order,
the first N whose opening marks no draft. No person chose an article.

    python benchmarks/round4_s23_pick.py [--mirrors /work/.mirror] --table benchmarks/round4_s23_heldout.tsv > picked.tsv

As in s11–s22, every picked article is read whole and a repository is refused when one of its articles is written in
another markup than Markdown (round4_pick.foreign_markup); the table below is the dev half only — the held-out half's
rows (repository, commit, globs) are kept in its manifest's 'globs' column, read back with ``--table``, so no engineer
meets their names before the freeze. The output is the two manifests together (``round4_s23_dev.tsv`` and
``round4_s23_heldout.tsv``), split by repository, one repository per language in each half.

The repositories were looked for among platforms and themes the s4–s22 manifests do not have (Hexo with the Icarus
theme, Hexo with Shoka and its markdown-it renderer, Hugo with the Even theme on an old Hugo, Gatsby with
gatsby-transformer-remark and its remark plugins, Hugo with hugo-coder, and in the held-out half others again), and each
one's renderer settings were read in the repository, since they decide what the page shows. As in s20–s22 the benchmark
builds each article inside a copy of its site's configuration files (listening_round4.py ``--site-files``, the default
from s20 on), as a user's ``narrate build`` in the repository would. The dev half:
- zh-Hant: a Taiwanese front-end developer's blog on Hexo with Icarus 5.1 (``_config.yml``: ``language: zh-TW``,
  ``hexo-renderer-marked`` with ``postAsset``; ``_config.icarus.yml``: highlight.js, folding code blocks) — JavaScript,
  Git, webpack, Node, a career change, yearly retrospectives; ``source/_posts/<slug>.md``. The commit is the last before
  the blog moved its Hexo files to ``legacy/`` for an Astro rewrite (2026-04-16), so the articles are read as the Hexo
  site showed them;
- zh-Hans: a test engineer's blog on Hexo with Shoka (``_config.yml``: ``language: zh-CN``, theme ``shoka``;
  ``hexo-renderer-multi-markdown-it``, Shoka's renderer, with its default plugins: containers, spoilers, ruby, marks,
  insertions, footnotes, KaTeX) — mobile performance tools (SoloX, go-ios), gRPC, front end, reading notes and weekly
  digests; ``source/_posts/<category>/<title>.md`` with Chinese file names;
- ja: a Japanese writer's newsletter archive on Hugo 0.69 with the Even theme copied in (``config.toml``: ``languageCode
  = "en"`` though every post is Japanese, ``hasCJKLanguage``; goldmark with its defaults of that version, so raw HTML is
  not shown) — writing, note-taking, tools, books; ``content/post/<slug>.md``;
- ko: a Korean ML engineer's blog on Gatsby (``gatsby-config.js``: gatsby-transformer-remark with gatsby-remark-katex,
  -smartypants, -prismjs, -images, -autolink-headers) — paper summaries, Python, open source, image formats, and TIL
  notes; ``contents/<slug>.md``, ``contents/<slug>/<name>.md`` and ``contents/til/<date>.md``;
- en: an infrastructure engineer's blog on Hugo with hugo-coder as a submodule (``config.toml``: ``languagecode =
  "en"``, ``math = true``, Pygments code fences; its own ``layouts/``) — remote work, side projects, Kubernetes CPU
  limits, Ethereum, NFTs, an AI coding assistant, Nuxt and Firebase, life in Taiwan; ``content/posts/<slug>.md``.
Of the two found for each language, the one whose sha1(owner/name) is smaller went to the held-out half, so no person
chose the split either. None is named anywhere else in the project (grep of benchmarks/ tests/ docs/ src/ for each owner
and repository name: the names found were common words only — 'blog'; candidates set aside: six with too few articles in
the window, a theme's files only or built pages only, one whose snapshot is over the size limit and one with no
snapshot, one whose blog now runs on a fork of a theme seen before with its configuration in a folder no site reader
looks in, one now on the AstroPaper layout seen in s22, one whose every article is marked a draft (its site is built
with ``hugo -D``; the picking loop skips drafts, so it gave none), and one Shoka blog of algorithm templates passed over
for the other Shoka blog found, whose articles are prose), none was among the mirrors before, and every candidate's
mirror was moved out of /work/.mirror as soon as it was fetched (/work/scratch/measure/mirrors23). Drafts are spelled as
in s11. Twelve articles a repository in both halves: 60 dev + 60 held-out.

Read as: ``round4_readings_s23_dev.tsv`` (the dev half: what one reader heard in the dev packets built on main 312fb8d6
with the s23 manifests — each article inside its site copy — before the session-23 freeze, one line per defect; all 60
articles read to the end, 2,461 chunks, 94 defects = 38.2 /1000 — misreading 32.9, hole 3.7, leak 0.4, voice 1.2; check
recall 48.9 %. Thirty-six of the 81 misreadings are one site's pictures: gatsby-remark-images with showCaptions shows a
picture's title or alt as its caption, and the picture was heard only as that caption line (or the placeholder "alt
text"), with no picture cue — one repository's paper reviews. The held-out half is read blind after the freeze):

    python benchmarks/listening_round4.py S23 --build benchmarks/round4_s23_dev.tsv --set dev \
        --readings benchmarks/round4_readings_s23_dev.tsv
"""

from __future__ import annotations

from round4_pick import Repos, pick_session
from round4_s11_pick import is_draft

# (set, language, repository, commit, globs, smallest, largest (bytes), how many)
REPOS: Repos = [
    ("dev", "zh-hant", "BolasLien/blog", "b6841dadcc15cdbfa90845aef594af17ccdaab34",
     ["source/_posts/*.md"], 1500, 40000, 12),
    ("dev", "zh-hans", "FanLu1994/fanlu1994.github.io", "9763a833e06c7726e0a343fa4d3bf8b1fd4eda6e",
     ["source/_posts/*.md", "source/_posts/*/*.md"], 1500, 40000, 12),
    ("dev", "ja", "rashita/addlessletter", "a6e59dfa9ec9df4df49a8b42c0f37cea7bc890c4",
     ["content/post/*.md"], 1500, 40000, 12),
    ("dev", "ko", "FacerAin/facerain.github.io", "6d03348f2d792adb3640609458c60001e66f3f75",
     ["contents/*.md", "contents/*/*.md"], 1500, 40000, 12),
    ("dev", "en", "erickhun/blog", "319b3c02cd8dd412cc011597be0dac2a798cc4ef",
     ["content/posts/*.md", "content/posts/*/index.md"], 1500, 40000, 12),
]  # fmt: skip


if __name__ == "__main__":
    pick_session(REPOS, __doc__ or "", is_draft)
