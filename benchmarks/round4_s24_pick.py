"""How issue 38's session-24 corpus (the twenty-first) was picked, by the shared picking loop (round4_pick.py) on ten
other repositories: per repository, its article files (globs at the listed commit), within a size window, in sha1(path)
order, the first N whose opening marks no draft. No person chose an article.

    python benchmarks/round4_s24_pick.py [--mirrors /work/.mirror] --table benchmarks/round4_s24_heldout.tsv > picked.tsv

As in s11–s23, every picked article is read whole and a repository is refused when one of its articles is written in
another markup than Markdown (round4_pick.foreign_markup); the table below is the dev half only — the held-out half's
rows (repository, commit, globs) are kept in its manifest's 'globs' column, read back with ``--table``, so no engineer
meets their names before the freeze. The output is the two manifests together (``round4_s24_dev.tsv`` and
``round4_s24_heldout.tsv``), split by repository, one repository per language in each half.

The repositories were looked for among platforms and themes the s4–s23 manifests do not have (Hugo with Blowfish, Astro
with the Fuwari template, Hugo with hugo-bearblog, Eleventy with its own markdown-it, and in the held-out half others
again; Jekyll with Chirpy, seen twice before, is the one repeat), and each one's renderer settings were read in the
repository, since they decide what the page shows. As in s20–s23 the benchmark builds each article inside a copy of its
site's configuration files (listening_round4.py ``--site-files``, the default from s20 on), as a user's ``narrate
build`` in the repository would. The dev half:
- zh-Hant: a Taiwanese indoor gardener's blog on Hugo with Blowfish as a submodule (``config/_default``:
  ``defaultContentLanguage = "zh-tw"``, goldmark ``unsafe = true``; its own ``layouts/shortcodes``: an inline spoiler,
  an image processor, an article card; Blowfish's own shortcodes such as ``gallery``) — carnivorous plants (Nepenthes,
  Heliamphora, Drosera), tissue culture, plant import rules, and a Raspberry Pi terrarium sensor series;
  ``content/posts/<section>/<slug>/index.md``;
- zh-Hans: a student competitive programmer's blog on Astro with a Fuwari fork (``astro.config.mjs``: remark-math with
  rehype-katex, remark-directive with admonitions and GitHub cards, remark-github-admonitions-to-directives, expressive
  code; ``src/config.ts``: ``lang: "zh_CN"``) — contest write-ups (Codeforces, Luogu, NOIP), study notes on dynamic
  programming, trees and graphs, a contest diary, a home lab; ``src/content/posts/<title>.md`` and
  ``src/content/posts/<folder>/<title>.md`` with Chinese file names;
- ja: a Japanese machine-learning engineer's blog on Hugo with hugo-bearblog as a submodule (``config.yaml``:
  ``languageCode: "ja"``, goldmark with its defaults, so raw HTML is not shown; a ``details`` shortcode of its own) —
  search and recommendation work, tools, books, English study, life in Tokyo; ``content/posts/<date>/index.md`` (a
  front-matter ``lang`` per post: ja in 191 of 196, en in 5);
- ko: a Korean developer's blog on Jekyll with Chirpy (``_config.yml``: ``lang: ko-KR``, kramdown with rouge) — series
  on Git and GitHub, Docker, Claude Code, Chrome extensions, the blog's own migration; ``_posts/<date>-<slug>.markdown``;
- en: a university IT manager's personal site on Eleventy (``.eleventy.js``: markdown-it with ``html: true`` and
  markdown-it-anchor; Markdown files go through Liquid first, Eleventy's default) — team leadership, management,
  security, a Luanti (Minetest) server, S3 and DNS, a Surface Go, comics; ``blog/<name>.md`` and
  ``blog/<folder>/<name>.md`` (file names with spaces).
Of the two found for each language, the one whose sha1(owner/name) is smaller went to the held-out half, so no person
chose the split either. None is named anywhere else in the project (grep of benchmarks/ tests/ docs/ src/ for each owner
and repository name: the names found were common words only — 'blog'; candidates set aside: nine with too few articles in
the window, two whose repositories hold built pages only, one with no articles, two named already in the project's tests
or manifests, one among the s21 mirrors, one whose repository name is another manifest's repository name, a Korean TIL
blog with exactly twelve short notes and a Chinese notes repository with no site generator, passed over for the blogs
above, whose articles are prose), and every candidate's mirror was moved out of /work/.mirror as soon as it was fetched
(/work/scratch/measure/mirrors24). Drafts are spelled as in s11. Twelve articles a repository in both halves: 60 dev +
60 held-out.

Read as: ``round4_readings_s24_dev.tsv`` (the dev half: what one reader heard in the dev packets built on main with the
s24 manifests — each article inside its site copy — before the session-24 freeze, one line per defect; all 60
articles read to the end, 2,621 chunks, 90 defects = 34.3 /1000 — misreading 21.4, hole 10.7, leak 2.3; check recall
14.4 %, noise 60.0 %. The Korean Chirpy series, 1,230 of the chunks, mostly code and tables, was read through every
spoken chunk. Most of the holes are one site's pictures: the zh-Hant Blowfish blog's own processImage shortcode shows a
figure with a caption, and each was dropped silently; its Chart.js chart shortcode was read out as its configuration;
its day/night temperatures "22/18℃" are heard as fractions). The held-out half is read blind after the freeze:

    python benchmarks/listening_round4.py S24 --build benchmarks/round4_s24_dev.tsv --set dev \
        --readings benchmarks/round4_readings_s24_dev.tsv
"""

from __future__ import annotations

from round4_pick import Repos, pick_session
from round4_s11_pick import is_draft

# (set, language, repository, commit, globs, smallest, largest (bytes), how many)
REPOS: Repos = [
    ("dev", "zh-hant", "torai55/blog", "f7ae78890b246ade6fa65e00b4811ea4484fdf44",
     ["content/posts/*/*/index.md"], 1500, 40000, 12),
    ("dev", "zh-hans", "Introl-ljl/Introl-blog", "0570b355ade086dfd10c99585cdda43fac37ff63",
     ["src/content/posts/*.md", "src/content/posts/*/*.md"], 1500, 40000, 12),
    ("dev", "ja", "hurutoriya/hurutoriya.github.io", "ee5878b6bb753e9e36a1fbf827fdb999a6278adf",
     ["content/posts/*/index.md"], 1500, 40000, 12),
    ("dev", "ko", "parklabo/parklabo.github.io", "33d7b7f08499393c7909bc6eb1acff69b59808ac",
     ["_posts/*.markdown", "_posts/*.md"], 1500, 40000, 12),
    ("dev", "en", "edthedev/edthedev.github.io", "e3d41c3b70d6cb38c69a9f8e503d2f5a6d4244ee",
     ["blog/*.md", "blog/*/*.md"], 1500, 40000, 12),
]  # fmt: skip


if __name__ == "__main__":
    pick_session(REPOS, __doc__ or "", is_draft)
