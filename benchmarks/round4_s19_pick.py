"""How issue 38's session-19 corpus (the sixteenth) was picked, by the shared picking loop (round4_pick.py) on ten other
repositories: per repository, its article files (globs at the listed commit), within a size window, in sha1(path)
order, the first N whose opening marks no draft. No person chose an article.

    python benchmarks/round4_s19_pick.py [--mirrors /work/.mirror] --table benchmarks/round4_s19_heldout.tsv > picked.tsv

As in s11–s18, every picked article is read whole and a repository is refused when one of its articles is written in
another markup than Markdown (round4_pick.foreign_markup); the table below is the dev half only — the held-out half's
rows (repository, commit, globs) are kept in its manifest's 'globs' column, read back with ``--table``, so no engineer
meets their names before the freeze. The output is the two manifests together (``round4_s19_dev.tsv`` and
``round4_s19_heldout.tsv``), split by repository, one repository per language in each half.

The repositories were looked for among platforms and renderers the s4–s18 manifests do not have (Nuxt Content,
Hexo with the Butterfly theme and hexo-renderer-marked, VuePress 0.x with markdown-it-hashtag, Docusaurus 2 with a
second blog instance, Pelican with Python-Markdown, and in the held-out half others again), and each one's renderer
settings were read in the repository (or, where the site's configuration lives apart from its articles, in that
configuration's repository), since they decide what the page shows. The dev half:
- zh-Hant: a Taiwanese front-end developer's blog on Nuxt 3 with @nuxt/content 2 (remark/MDC: GFM plus inline Vue
  components written as tags in the text, ``<article-note>…</article-note>``, ``<article-img img="…">``; Shiki
  highlighting; remark-reading-time) — notes on Fedora Linux, front-end work, crypto wallets and daily life;
- zh-Hans: a security researcher's blog on Hexo 6 with the Butterfly theme and hexo-renderer-marked 6 (GFM; no
  math; hexo-blog-encrypt for posts tagged secret — none of the picked ones is) — Java deserialization chains,
  CVE write-ups and code audits, pasted from Notion (front matter with ids and ISO times);
- ja: a Rails/PHP engineer's "Tech Diary" on VuePress 0.8 with its default theme overridden and markdown-it-hashtag
  (a word after '#' with no space is a tag link, ``#infra #sakura``), one memo per day, shell sessions, server setups;
  only the dated files of docs/diary and docs/blog are globbed (each section's README.md is its index page);
- ko: a front-end developer's study blog on Docusaurus 2.4 (MDX 1, admonitions) with two blog instances, ``blog/``
  (study) and ``daily/`` (life), each post a folder ``…/index.md``; the i18n/en translations are not globbed;
- en: a mobile-platform engineer's blog on Pelican 4.11 with Python-Markdown 3 (extra, codehilite, toc, admonition,
  meta): long essays on iOS development, codebases, testing culture and tech debt since 2014.
Of the two found for each language, the one whose sha1(owner/name) is smaller went to the held-out half, so no person
chose the split either. None is named anywhere else in the project (grep of benchmarks/ tests/ docs/ src/ for each
owner and repository name; four candidates were set aside because an earlier session had used them), none was among
the mirrors before, and every candidate's mirror was moved out of /work/.mirror as soon as it was fetched
(/work/scratch/measure/mirrors19). Drafts are spelled as in s11.

Read as: ``round4_readings_s19_dev.tsv`` (the dev half: what one reader heard in the dev packets built on
main 6935eeca before the session-19 freeze, one line per defect; all 50 articles read to the end, 2,401 chunks, 75
defects = 31.2 /1000 — hole 14.6, leak 6.7, misreading 7.9, voice 2.1; the 16 leaks are all one site's hashtag tag
lines, logged as borderline (without them 24.6 /1000); check recall 36.0 %, noise 70.3 % blind):

    python benchmarks/listening_round4.py S19 --build benchmarks/round4_s19_dev.tsv --set dev \
        --readings benchmarks/round4_readings_s19_dev.tsv
"""

from __future__ import annotations

from round4_pick import Repos, pick_session
from round4_s11_pick import is_draft

# (set, language, repository, commit, globs, smallest, largest (bytes), how many)
REPOS: Repos = [
    ("dev", "zh-hant", "HuangChingChieh/blog", "070566440f84554f4fb44c2ec44c5fef779b6e3a",
     ["content/articles/*/*.md"], 1500, 40000, 10),
    ("dev", "zh-hans", "0xf4n9x/0xf4n9x.github.io", "f8488e912fa7eac95d67934383eff36956da0db9",
     ["source/_posts/*.md"], 1500, 40000, 10),
    ("dev", "ja", "nakanakamu0828/techtalk", "e186c372cdbdac91f365364f18a4602242a3d203",
     ["docs/diary/2*.md", "docs/blog/2*.md"], 1500, 40000, 10),
    ("dev", "ko", "0420syj/0420syj.github.io", "3a90bf80aea50280beeb7d093010e3747e16aca7",
     ["blog/*/index.md", "blog/*/index.mdx", "daily/*/index.md", "daily/*/index.mdx"], 1500, 40000, 10),
    ("dev", "en", "sberrevoets/scottberrevoets.com", "e14c61ccdeb32e96d36d488dba457c474199a8d5",
     ["content/blog/*.md"], 1500, 40000, 10),
]  # fmt: skip


if __name__ == "__main__":
    pick_session(REPOS, __doc__ or "", is_draft)
