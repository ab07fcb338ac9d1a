"""How issue 38's session-22 corpus (the nineteenth) was picked, by the shared picking loop (round4_pick.py) on ten other
repositories: per repository, its article files (globs at the listed commit), within a size window, in sha1(path)
order, the first N whose opening marks no draft. No person chose an article.

    python benchmarks/round4_s22_pick.py [--mirrors /work/.mirror] --table benchmarks/round4_s22_heldout.tsv > picked.tsv

As in s11–s21, every picked article is read whole and a repository is refused when one of its articles is written in
another markup than Markdown (round4_pick.foreign_markup); the table below is the dev half only — the held-out half's
rows (repository, commit, globs) are kept in its manifest's 'globs' column, read back with ``--table``, so no engineer
meets their names before the freeze. The output is the two manifests together (``round4_s22_dev.tsv`` and
``round4_s22_heldout.tsv``), split by repository, one repository per language in each half.

The repositories were looked for among platforms and themes the s4–s21 manifests do not have (Hugo with the Hextra
theme as a module, Hexo with NexT and the kramed renderer, Jekyll with minimal-mistakes, Astro 5 with its MDX
integration, Astro 7 with the AstroPaper layout and remark plugins, and in the held-out half others again), and each
one's renderer settings were read in the repository, since they decide what the page shows. As in s20–s21 the
benchmark builds each article inside a copy of its site's configuration files (listening_round4.py ``--site-files``,
the default from s20 on), as a user's ``narrate build`` in the repository would. The dev half:
- zh-Hant: a Taiwanese SRE's blog on Hugo with the Hextra theme as a module (``hugo.yaml``: ``languageCode: zh-tw``
  but ``defaultContentLanguage: en``, goldmark ``unsafe: true``; its own ``layouts/`` overrides) — GCP, AWS,
  Kubernetes, Terraform, CI/CD; ``content/blog/<topic>/<slug>.md`` (the sections' ``_index.md`` card pages left out
  by the glob);
- zh-Hans: a vehicle-engineering student's SLAM notes on Hexo with NexT (``_config.yml``: ``language: [zh-CN]``,
  ``hexo-renderer-kramed`` instead of marked, highlight.js, NexT's on-demand math) — WSL, ROS, CMake and VS Code
  templates, C++; ``source/_posts/<category>/<title>.md`` with Chinese file names (twelve in the window);
- ja: a Japanese blogger's daily posts on Jekyll with minimal-mistakes copied into the repository (``_config.yml``:
  ``locale: ja-JP``, kramdown with GFM input, ``hard_wrap: false``, rouge) — studying for exams, Swift, books, anime,
  diary entries; ``_posts/<date>-<slug>.md``;
- ko: an MLOps engineer's blog on Astro 5 with ``@astrojs/mdx`` (no remark or rehype plugin of its own; Korean posts
  in ``src/content/blog/``, their English translations in ``blog-en/`` left out) — AI agents, GKE, Triton, MCP,
  GitHub Actions runners, data engineering;
- en: a React Native developer's blog on Astro 7 with the AstroPaper layout (``astro.config.ts``: remark-toc,
  remark-collapse on 'Table of contents', a reading-time plugin, Shiki) — Expo, React Native, JavaScript, tools,
  2017–2026; ``src/content/blog/<slug>.md``.
Of the two found for each language, the one whose sha1(owner/name) is smaller went to the held-out half, so no person
chose the split either. None is named anywhere else in the project (grep of benchmarks/ tests/ docs/ src/ for each
owner and repository name: the names found were common words only — 'me' and 'Blog'; candidates set aside: five
already named in the project (tests' site fixtures, the s4, s7 and s17 manifests) or among earlier mirrors, nine
whose history holds too few articles in the window, built pages only, or a document library of templates rather than
posts, and one whose Hugo history was replaced by a Next.js MDX site), none was among the mirrors before, and every
candidate's mirror was moved out of /work/.mirror as soon as it was fetched (/work/scratch/measure/mirrors22). Drafts
are spelled as in s11. Twelve articles a repository in both halves (fewer where the window holds fewer).

Read as: ``round4_readings_s22_dev.tsv`` (the dev half: what one reader heard in the dev packets built on main 26a38fac
with the s22 manifests — each article inside its site copy — before the session-22 freeze, one line per defect; all
60 articles read to the end, 3,901 chunks, 149 defects = 38.2 /1000 — misreading 17.2, hole 16.9, leak 3.8, voice 0.3;
check recall 12.1 %. Sixty of the 66 holes are one article's yes/no table written as list items, "是否支援 SSL：✅",
its marks dropped as signs with no word's role; without it, 89 defects in 3,626 chunks = 24.5 /1000. The held-out
half is read blind after the freeze):

    python benchmarks/listening_round4.py S22 --build benchmarks/round4_s22_dev.tsv --set dev \
        --readings benchmarks/round4_readings_s22_dev.tsv
"""

from __future__ import annotations

from round4_pick import Repos, pick_session
from round4_s11_pick import is_draft

# (set, language, repository, commit, globs, smallest, largest (bytes), how many)
REPOS: Repos = [
    ("dev", "zh-hant", "880831ian/880831ian.github.io", "6a0273b7ef99f99580a367fa582bfeb6005d0710",
     ["content/blog/*/[!_]*.md"], 1500, 40000, 12),
    ("dev", "zh-hans", "slam-learner/slam-learner.github.io", "07c941d3a6f31c54f24963a804065eae6cfd2536",
     ["source/_posts/*.md", "source/_posts/*/*.md", "source/_posts/*/*/*.md"], 1500, 40000, 12),
    ("dev", "ja", "Nyshiyama/mtnishi", "0e97bb9cdf4328f89c083188e9bd9fe56cb36b41",
     ["_posts/*.md", "_posts/*.markdown"], 1500, 40000, 12),
    ("dev", "ko", "ppippi-dev/ppippi-dev.github.io", "0ccef6c3b73dea3bd60b49cfb3408cc93c7b0ea0",
     ["src/content/blog/*.md", "src/content/blog/*.mdx"], 1500, 40000, 12),
    ("dev", "en", "amandeepmittal/amanhimself.dev", "eee4f66e3446647a9c07e4afe40a40bf549f3331",
     ["src/content/blog/*.md", "src/content/blog/*.mdx"], 1500, 40000, 12),
]  # fmt: skip


if __name__ == "__main__":
    pick_session(REPOS, __doc__ or "", is_draft)
