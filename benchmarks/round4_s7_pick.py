"""How issue 38's session-7 corpus was picked, by round4_s4_pick.py's method on ten other repositories: per
repository, its article files (globs at the listed commit), within a size window, in sha1(path) order, the first N.
No person chose an article.

    python benchmarks/round4_s7_pick.py [--mirrors /work/.mirror] > picked.tsv

Changes from the s6 pick, because the formats are new: Pelican keeps its metadata as ``Key: value`` lines with no
front matter, so ``Status: draft`` is a draft too, as is ``publish: false`` (Quartz and VitePress blog themes); and
a mirror may be a work tree (``repo/.git``) rather than a bare repository. The output is the two manifests together
(``round4_s7_dev.tsv`` and ``round4_s7_heldout.tsv``): split by repository, one repository per language in each
half, site formats none of the earlier corpora had — dev: Gatsby, VitePress (@sugarat/theme), Eleventy, Jekyll
Chirpy, Quartz (an Obsidian vault); held-out: VitePress, Pelican, a VitePress blog of its own, Gatsby, Eleventy.
"""

from __future__ import annotations

import argparse
import os
import re
import sys

from round4_s4_pick import Repos, _git, candidates

_DRAFT = re.compile(
    r"^(?:draft\s*[:=]\s*true|published\s*[:=]\s*false|publish\s*:\s*false|ignorePublish\s*:\s*true|status\s*:\s*draft)\s*$",
    re.M | re.I,
)

# (set, language, repository, commit, globs, smallest, largest (bytes), how many)
REPOS: Repos = [
    ("dev", "zh-hant", "YSKuo/personal-site-v3", "baa0e2614c6d6e3348aba72e879590d798890376",
     ["posts/*/*.md", "posts/*/*/*.md"], 1500, 40000, 9),
    ("dev", "zh-hans", "ATQQ/sugar-blog", "a06a5edcc1c3941fffc5ac4109eb4548012c2013",
     ["packages/blogpress/technology/*/*.md", "packages/blogpress/bigWeb/*/*.md", "packages/blogpress/coding/*/*.md"],
     1500, 40000, 9),
    ("dev", "ja", "dev-protocol/initto", "d374170d6a55d58f61182daf7348f48d9bd79d20",
     ["src/ja/posts/*.md"], 1500, 40000, 9),
    ("dev", "ko", "yanghs6/yanghs6.github.io", "83050026a9f0db5034ab6f2aeab88f7857f16347",
     ["_posts/*.md"], 1500, 40000, 9),
    ("dev", "en", "semanticdata/forgetful-notes", "5ebbb3456bab6b6d0fd3e5cc15630101725e3d29",
     ["content/*.md", "content/*/*.md"], 1500, 40000, 9),
    ("heldout", "zh-hant", "kevinshu1995/the-blog", "4e23e1e45ce0423f7eb3f064abc4df762eb6630b",
     ["articles/posts/*.md"], 1500, 40000, 10),
    ("heldout", "zh-hans", "Dylandelon/blogs", "f6330475940df6a45d5a81f6d33123a3faa8c49d",
     ["content/*/*.md"], 1500, 40000, 10),
    ("heldout", "ja", "yshrsmz/yshrsmz.github.io", "378395ad2f3f17b20965b86217117a9ae18ce61e",
     ["packages/blog/contents/posts/*/*.md"], 1500, 40000, 10),
    ("heldout", "ko", "JiwoonKim/JUNEKIM.dev", "f3c6dccf72235ec4bb87e3a279baebd3c4a1b6d1",
     ["content/*/*.md", "content/*/*/*.md"], 1500, 40000, 10),
    ("heldout", "en", "maxboeck/mxb", "5a922eaea07d95b048b5d515d5afd2aa54c2c204",
     ["src/posts/*/*.md"], 1500, 40000, 10),
]  # fmt: skip


def _git_dir(mirrors: str, repo: str) -> str:
    """The mirror's git directory: a bare repository, or the ``.git`` of a work tree."""
    root = f"{mirrors}/{repo.replace('/', '+')}/repo"
    return f"{root}/.git" if os.path.isdir(f"{root}/.git") else root


def main(repos: Repos = REPOS) -> None:
    """Print the manifest rows of `repos`: the first N candidates of each whose opening marks no draft."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--mirrors", default="/work/.mirror")
    args = parser.parse_args()
    print("set\tlang\trepository\tpath\tcommit\tcorpus_file")
    for set_name, lang, repo, commit, globs, smallest, largest, count in repos:
        git_dir = _git_dir(args.mirrors, repo)
        found = candidates(git_dir, commit, globs, smallest, largest)
        picked: list[str] = []
        for path in found:
            if len(picked) == count:
                break
            if not _DRAFT.search(_git(git_dir, "show", f"{commit}:{path}")[:800]):
                picked.append(path)
        print(f"# {repo}: {len(found)} candidates, {len(picked)} picked", file=sys.stderr)
        owner = repo.split("/")[0]
        for path in picked:
            stem, ext = path.rsplit(".", 1)
            ext = "mdx" if ext == "mdx" else "md"
            name = f"{owner}__{stem.replace('/', '_')}.{ext}"
            print(f"{set_name}\t{lang}\t{repo}\t{path}\t{commit}\t{set_name}/{lang}/{name}")


if __name__ == "__main__":
    main()
