"""How issue 38's session-21 corpus (the eighteenth) was picked, by the shared picking loop (round4_pick.py) on ten other
repositories: per repository, its article files (globs at the listed commit), within a size window, in sha1(path)
order, the first N whose opening marks no draft. No person chose an article.

    python benchmarks/round4_s21_pick.py [--mirrors /work/.mirror] --table benchmarks/round4_s21_heldout.tsv > picked.tsv

As in s11–s20, every picked article is read whole and a repository is refused when one of its articles is written in
another markup than Markdown (round4_pick.foreign_markup); the table below is the dev half only — the held-out half's
rows (repository, commit, globs) are kept in its manifest's 'globs' column, read back with ``--table``, so no engineer
meets their names before the freeze. The output is the two manifests together (``round4_s21_dev.tsv`` and
``round4_s21_heldout.tsv``), split by repository, one repository per language in each half.

The repositories were looked for among platforms and themes the s4–s20 manifests do not have (Hugo with the Congo,
Stack and Blowfish themes, VitePress's default theme as a notes blog, Jekyll with Chirpy, and in the held-out half
others again), and each one's renderer settings were read in the repository, since they decide what the page shows.
As in s20 the benchmark builds each article inside a copy of its site's configuration files (listening_round4.py
``--site-files``), as a user's ``narrate build`` in the repository would. The dev half:
- zh-Hant: a Taiwanese data engineer's blog on Hugo with the Congo theme (``config/_default``: goldmark with
  ``unsafe = true``, code fences highlighted, ``defaultContentLanguage = "zh-tw"``), its pages exported from Notion
  (front matter with a ``sys`` block; paragraphs a blank line apart) — Spark, Docker, Python, Snowflake;
  ``content/posts/<slug>/index.md``;
- zh-Hans: a front-end developer's notes on VitePress 1 with its default theme (``docs/.vitepress/config.mts``: no
  markdown plugin of its own, only a highlight theme; VitePress's markdown-it: GFM tables, ``::: tip`` containers,
  emoji shortcodes, ``[[toc]]``, line highlights in fences) — JavaScript, Vue, React, uni-app, CSS; pages at three
  depths under ``docs/<topic>/`` (section ``index.md`` pages included; ``docs/index.md`` is the home page);
- ja: a Japanese web developer's blog on Hugo with the Stack theme as a module (``config/_default``,
  ``hasCJKLanguage``, goldmark defaults) — Rails, Docker, Vim, tools, retrospectives, 2020–2025;
  ``content/post/<year>/<yyyymmdd_slug>/index.md``;
- ko: a backend developer's blog on Jekyll with the Chirpy theme (kramdown with GFM input, rouge; ``lang: ko``) —
  databases, Spring, Java threads and locks, AWS, Redis; ``_posts/<category>/<date>-<title>.md`` and
  ``_posts/<date>-<title>.md``, Korean file names;
- en: a cloud engineer's blog on Hugo with the Blowfish theme (goldmark ``unsafe = true`` and the passthrough
  extension for ``\\[ \\]``, ``$$ $$`` and ``\\( \\)`` math) — AWS CDK, Git configuration, IaC, homelab, essays;
  ``content/posts/<date-slug>/index.md``.
Of the two found for each language, the one whose sha1(owner/name) is smaller went to the held-out half, so no person
chose the split either. None is named anywhere else in the project (grep of benchmarks/ tests/ docs/ src/ for each
owner and repository name: the names found were common words only — 'hugo_blog' is another owner's repository in the
s15 held-out manifest and a helper's name in attacks.py, 'blog' and 'personal-blog' common words; candidates set
aside: five already named in the project or among earlier mirrors, three whose history holds only the built pages or
too few articles, one whose article branch holds no site files), none was among the mirrors before, and every
candidate's mirror was moved out of /work/.mirror as soon as it was fetched (/work/scratch/measure/mirrors21). Drafts
are spelled as in s11. Twelve articles a repository in both halves (fewer where the window holds fewer).

Read as: ``round4_readings_s21_dev.tsv`` (the dev half: what one reader heard in the dev packets built on main
ef15db5d — each article inside its site copy — before the session-21 freeze, one line per defect; all 58 articles
read to the end, 3,134 chunks, 87 defects = 27.8 /1000 — misreading 13.7, hole 9.3, voice 4.5, leak 0.3; check
recall 34.5 %, noise 54.2 % blind; the held-out half is read blind after the freeze):

    python benchmarks/listening_round4.py S21 --build benchmarks/round4_s21_dev.tsv --set dev \
        --readings benchmarks/round4_readings_s21_dev.tsv
"""

from __future__ import annotations

from round4_pick import Repos, pick_session
from round4_s11_pick import is_draft

# (set, language, repository, commit, globs, smallest, largest (bytes), how many)
REPOS: Repos = [
    ("dev", "zh-hant", "harry1321/harry1321.github.io", "6be61da5e1f5e5d3a879803292d4e798acfa52f4",
     ["content/posts/*/index.md"], 1500, 40000, 12),
    ("dev", "zh-hans", "kaizhou-chen/vitepress-blog", "ef5a234085dc3a3593c96498096dc548eb3f07a2",
     ["docs/*/*.md", "docs/*/*/*.md", "docs/*/*/*/*.md"], 1500, 40000, 12),
    ("dev", "ja", "snyt45/hugo_blog", "c7df1c344d98dd55d425d3578e8922c54d42c34c",
     ["content/post/*/*/index.md"], 1500, 40000, 12),
    ("dev", "ko", "by-su/by-su.github.io", "81d2de45cf7c20487788872c560e985374247a20",
     ["_posts/*.md", "_posts/*/*.md"], 1500, 40000, 12),
    ("dev", "en", "weirdion/weirdion.github.io", "6d55c42eb6069dfd7cd1b359ce8ac7f07d4fbd64",
     ["content/posts/*/index.md"], 1500, 40000, 12),
]  # fmt: skip


if __name__ == "__main__":
    pick_session(REPOS, __doc__ or "", is_draft)
