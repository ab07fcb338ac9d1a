"""How the front matter of real blogs is read, by one or more versions of narrate side by side.

Every `*.md` and `*.markdown` at HEAD of each repository (a git directory, e.g. a `fetch` mirror) is read
for its front matter only; each date (`date`, `publishDate`, `pubDate`, `lastmod`, `updated`), slug and
flag (`audio`, `narrate`, `draft`) is read as the version on trial reads it. Per version: values read,
refused, misread; then every value two versions read differently. Run it under several Pythons to see
whether a version reads the same on each (narrate 0.3 read `2024-12-27T18:20:25+0900` on 3.11+ only)::

    python benchmarks/front_matter_corpus.py --src before=/tmp/before/src --src after=src REPO.git...

Each version runs in its own process with its `src` first on the path (this Python's libraries).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

# What runs in the version's process: reads every file's front matter, prints {file: {key: value read}}.
_READER = r"""
import json, subprocess, sys
from pathlib import Path
from narrate.errors import NarrateError
from narrate.text.readers import split_front_matter
try:
    from narrate.text import frontmatter as fm
except ImportError:  # narrate 0.3: no frontmatter module
    fm = None

def date(value, path, key):
    try:
        if fm is not None:
            found = fm.as_date(value, path, key)
        else:
            from narrate.text.article import parse_date
            found = parse_date(value, path)
    except NarrateError:
        return "REFUSED"
    return found.isoformat() if found else None

def flag(value):
    if fm is not None:
        return {True: "yes", False: "no", None: "MISREAD"}[fm.as_flag(value)]
    said = value if isinstance(value, bool) else str(value).strip().lower() in ("true", "yes", "on", "1")
    return "yes" if said else "no"

def slug(value):
    return fm.as_text(value) if fm is not None else (value.strip() if isinstance(value, str) else "")

out = {}
for git in sys.argv[1:]:
    repo = Path(git).name if Path(git).name not in ("repo", ".git") else Path(git).parent.name
    names = subprocess.run(["git", "--git-dir", git, "ls-tree", "-r", "--name-only", "HEAD"],
                           capture_output=True, text=True, check=True).stdout.splitlines()
    for name in [n for n in names if n.lower().endswith((".md", ".markdown"))]:
        raw = subprocess.run(["git", "--git-dir", git, "show", f"HEAD:{name}"], capture_output=True).stdout
        try:
            meta = split_front_matter(raw.decode("utf-8-sig").replace("\r\n", "\n"), Path(name))[0]
        except (UnicodeDecodeError, NarrateError):
            continue
        row = {}
        for key in ("date", "publishDate", "pubDate", "lastmod", "updated"):
            if meta.get(key) not in (None, ""):
                row[key] = date(meta[key], Path(name), key)
        for key in ("audio", "narrate", "draft"):
            if key in meta:
                row[key] = flag(meta[key])
        if "slug" in meta:
            row["slug"] = slug(meta["slug"])
        if row:
            out[f"{repo}:{name}"] = row
print(json.dumps(out))
"""


def read_with(src: str, repos: list[str]) -> dict[str, dict[str, object]]:
    """Every file's values as the narrate at `src` reads them."""
    env = {**os.environ, "PYTHONPATH": str(Path(src).resolve())}
    done = subprocess.run([sys.executable, "-c", _READER, *repos], capture_output=True, text=True, env=env, check=True)
    return dict(json.loads(done.stdout))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument(
        "--src",
        action="append",
        required=True,
        metavar="NAME=SRC",
        help="a version of narrate: its name and its src folder (repeat)",
    )
    parser.add_argument("repos", nargs="+", help="git directories of blogs")
    args = parser.parse_args()
    found = {name: read_with(src, args.repos) for name, src in (spec.split("=", 1) for spec in args.src)}
    print(f"Python {sys.version.split()[0]}, {len(args.repos)} repositories")
    for name, rows in found.items():
        outcome = Counter(
            (key, "refused" if value == "REFUSED" else "misread" if value == "MISREAD" else "read")
            for row in rows.values()
            for key, value in row.items()
        )
        print(f"{name}: {len(rows)} files; " + ", ".join(f"{k} {o} {n}" for (k, o), n in sorted(outcome.items())))
    names = list(found)
    for a, b in zip(names, names[1:]):
        files = sorted(set(found[a]) | set(found[b]))
        diff = [
            (f, k, found[a].get(f, {}).get(k), found[b].get(f, {}).get(k))
            for f in files
            for k in sorted(set(found[a].get(f, {})) | set(found[b].get(f, {})))
            if found[a].get(f, {}).get(k) != found[b].get(f, {}).get(k)
        ]
        print(f"{a} → {b}: {len(diff)} values read differently")
        for f, k, x, y in diff[:20]:
            print(f"  {f} {k}: {x!r} → {y!r}")


if __name__ == "__main__":
    main()
