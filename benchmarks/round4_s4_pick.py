"""How issue 38's session-4 corpus was picked, so the pick can be repeated: per repository, its article files
(globs at the listed commit), within a size window, in sha1(path) order, the first N; zenn/Hugo drafts
(``published: false``, ``draft: true`` in the first 600 characters) are skipped. No person chose an article.

    python benchmarks/round4_s4_pick.py [--mirrors /work/.mirror] > picked.tsv

The output is the two manifests together (``round4_s4_dev.tsv`` and ``round4_s4_heldout.tsv``: split by
repository, one repository per language in each half, so the held-out figures come from blogs nobody tuned to).
"""

from __future__ import annotations

import argparse
import fnmatch
import hashlib
import subprocess
import sys

# (set, language, repository, commit, globs, smallest, largest (bytes), how many)
REPOS = [
    ("dev", "zh-hant", "yu-codes/yu-codes.github.io", "0a7ed6ac179780ae5d2d177508bad9f236bf3324",
     ["_articles/*/*.md"], 2500, 25000, 9),
    ("dev", "zh-hans", "datawhalechina/pumpkin-book", "a8d8b5bf806b6a11db141c8e9485005fbc4a3379",
     ["docs/chapter*/chapter*.md"], 0, 10**9, 9),
    ("dev", "ja", "termoshtt/zenn-content", "511492b93c9794969f4a52d5001ca7fb82734d5a",
     ["articles/*.md"], 2500, 25000, 9),
    ("dev", "ko", "parksb/parksb.github.io", "1abe29b06e17ed8dfd50552a17cab571b6646aad",
     ["docs/article/*.md"], 2500, 25000, 9),
    ("dev", "en", "karpathy/karpathy.github.io", "0c39d94ec1a22ec0e650adc2b530a347f09899e9",
     ["_posts/*.md", "_posts/*.markdown"], 2500, 40000, 9),
    ("heldout", "zh-hant", "TechBridgeWeekly/blog-starter-kit", "131ddc67111bd43e828a860062595a8897f77053",
     ["source/_posts/*.md"], 2500, 25000, 10),
    ("heldout", "zh-hans", "ruanyf/es6tutorial", "fc58b0c1505654bde876ace4f8f1f7f5882876fa",
     ["docs/*.md"], 2500, 25000, 10),
    ("heldout", "ja", "kaityo256/zenn-content", "9bdb769bf4b106eb8512523509302efc7b97f3e3",
     ["articles/*.md"], 2500, 25000, 10),
    ("heldout", "ko", "subinium/subinium.github.io", "14d1fef258b72c2ad6c8eb1568bd8dae43bc3873",
     ["_posts/*.md", "_posts/*/*.md", "_posts/*/*/*.md"], 2500, 25000, 10),
    ("heldout", "en", "wesbos/wesbos", "1107a0921c6e1173e24b272f8a1758a3d50a1fb5",
     ["src/content/javascript/*/*/*.mdx", "src/content/javascript/*/*.mdx"], 2500, 25000, 10),
]  # fmt: skip


def _git(git_dir: str, *args: str) -> str:
    return subprocess.run(["git", "--git-dir", git_dir, *args], capture_output=True, text=True, check=True).stdout


def candidates(git_dir: str, commit: str, globs: list[str], smallest: int, largest: int) -> list[str]:
    """The files a glob names (same depth: fnmatch's '*' crosses '/'), within the window, in sha1(path) order;
    the French translations of one book (``*_FR.md``) are left out."""
    found = []
    for row in _git(git_dir, "ls-tree", "-r", "-l", commit).splitlines():
        meta, path = row.split("\t", 1)
        size = meta.split()[3]
        if not size.isdigit() or not smallest <= int(size) <= largest or path.endswith("_FR.md"):
            continue
        if any(fnmatch.fnmatchcase(path, g) and path.count("/") == g.count("/") for g in globs):
            found.append(path)
    return sorted(found, key=lambda p: hashlib.sha1(p.encode()).hexdigest())


Repos = list[tuple[str, str, str, str, list[str], int, int, int]]


def main(repos: Repos = REPOS, doc: str = __doc__ or "") -> None:
    """Print the manifest rows of `repos` (the s5 pick, round4_s5_pick.py, runs this with its own table)."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("--mirrors", default="/work/.mirror")
    args = parser.parse_args()
    print("set\tlang\trepository\tpath\tcommit\tcorpus_file")
    for set_name, lang, repo, commit, globs, smallest, largest, count in repos:
        git_dir = f"{args.mirrors}/{repo.replace('/', '+')}/repo"
        found = candidates(git_dir, commit, globs, smallest, largest)
        picked: list[str] = []
        for path in found:
            if len(picked) == count:
                break
            opening = _git(git_dir, "show", f"{commit}:{path}")[:600]
            if "published: false" not in opening and "draft: true" not in opening:
                picked.append(path)
        print(f"# {repo}: {len(found)} candidates, {len(picked)} picked", file=sys.stderr)
        owner = repo.split("/")[0]
        for path in picked:
            stem, ext = path.rsplit(".", 1)
            ext = "mdx" if ext == "mdx" else "md"
            print(
                f"{set_name}\t{lang}\t{repo}\t{path}\t{commit}\t{set_name}/{lang}/{owner}__{stem.replace('/', '_')}.{ext}"
            )


if __name__ == "__main__":
    main()
