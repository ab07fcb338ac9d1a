"""How issue 38's session-9 corpus was picked, by the shared picking loop (round4_pick.py) on ten other
repositories: per repository, its article files (globs at the listed commit), within a size window, in sha1(path)
order, the first N whose opening marks no draft. No person chose an article.

    python benchmarks/round4_s9_pick.py [--mirrors /work/.mirror] > picked.tsv

New from the s8 pick: every picked article is read whole and a repository is refused when one of its articles is
written in another markup than Markdown (s8's held-out Japanese repository was Hatena notation in .md files). A
line counts for a markup when only that markup writes it so (Hatena's '*heading' with no closing star,
'[:contents]', '>|lang|' … '||<'; Textile's 'h2. '; org's '#+TITLE:'; AsciiDoc's '== Title', '[source,…]',
':toc:'; reST's '.. note::'; MediaWiki's '== Title =='), outside fenced code; an article reads as that markup when
three or more of its lines do and they outnumber half its lines only Markdown writes so (ATX headings, fences,
inline links, list items, quotes, Markdown Extra's '*[abbr]: …'). The output is the two manifests together (``round4_s9_dev.tsv`` and
``round4_s9_heldout.tsv``), split by repository, one repository per language in each half.

Read as: ``round4_readings_s9_dev.tsv`` (the dev half, two readers, at f430239) and ``round4_readings_s9.tsv`` (the
held-out half, three readers, blind, at the freeze 84ca372 — dev data since):

    python benchmarks/listening_round4.py S9 --build benchmarks/round4_s9_heldout.tsv --set heldout \
        --readings benchmarks/round4_readings_s9.tsv
"""

from __future__ import annotations

from round4_pick import Repos, foreign_markup, pick
from round4_s7_pick import _DRAFT  # the s7 spellings of a draft cover these formats too

# (set, language, repository, commit, globs, smallest, largest (bytes), how many)
REPOS: Repos = [
    ("dev", "zh-hant", "DanSnow/ironman-2020", "c7517303859f5ea044a106bc319f8bdafe110d7a",
     ["build-tool/articles/*.md", "static-site-generator/articles/*.md"], 1500, 40000, 10),
    ("dev", "zh-hans", "yanhaijing/yanhaijing.github.io", "389ce2e8232d58b05ebc4e05c6deb2e21fd9800a",
     ["_posts/*/*.md"], 1500, 40000, 10),
    ("dev", "ja", "7shi/qiita", "76a110e871eba3586c69f1403183ed5df8c037e1",
     ["articles/*/*.md"], 1500, 40000, 10),
    ("dev", "ko", "devHudi/hudi.blog", "36a5aeb2576eebc476af830371899e585d96200f",
     ["contents/posts/*/*/index.md"], 1500, 40000, 10),
    ("dev", "en", "llvm/llvm-blog-www", "87d8d10d967a102ab7b642132b914d462f9186af",
     ["content/posts/*.md"], 1500, 40000, 10),
    ("heldout", "zh-hant", "evan361425/evan361425.github.io", "cc261d7f0a527841d9c0fa8c45d869dbc466f1e6",
     ["src/essay/*.md", "src/essay/*/*.md", "src/feedback/*/*.md"], 1500, 40000, 12),
    ("heldout", "zh-hans", "halfrost/Halfrost-Field", "30168840329379f7319767fe7a156667826b0056",
     ["contents/Go/*.md", "contents/Protocol/*.md"], 1500, 40000, 12),
    ("heldout", "ja", "r7kamura/r7kamura.com", "2cb80dcf4a0aae467f5dd532915b7e01ccea0872",
     ["articles/*.md"], 1500, 40000, 12),
    ("heldout", "ko", "teddylee777/teddylee777.github.io", "822cf5848895e827b418cd364c81cf232942c164",
     ["_posts/*.md"], 1500, 40000, 12),
    ("heldout", "en", "golang/website", "b02076ae6df08ee9d495fe4b283f88ac18e51012",
     ["_content/blog/*.md"], 1500, 40000, 12),
]  # fmt: skip


def main(repos: Repos = REPOS) -> None:
    """Print the manifest rows of `repos`: the first N candidates of each whose opening marks no draft, none of
    them written in another markup."""
    pick(
        repos, __doc__ or "", lambda opening: _DRAFT.search(opening) is not None, any_name=True, foreign=foreign_markup
    )


if __name__ == "__main__":
    main()
