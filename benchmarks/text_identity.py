"""The text stage's output, article by article, against another commit's: proof that a speed change said nothing new.

For every article under the given folders (Markdown, MDX, HTML…) and for each hostile shape of
pathological.py at a small size, one process per source tree reads the article and builds its script
and its `narrate check` report, and records a hash of each part: the article as read (its fields and
every block, with the block's account), the script (every chunk, chapter and chunk account) and the
check report. The two trees' records are then compared part by part; any difference is listed with
the article and the part, and the script exits 1.

    python benchmarks/text_identity.py /work/scratch/listening/corpus/dev --against main
    python benchmarks/text_identity.py CORPUS_A CORPUS_B --against b6eb987 --shapes 20
    python benchmarks/text_identity.py CORPUS --save before.json      # a snapshot of this tree, before a change
    python benchmarks/text_identity.py CORPUS --baseline before.json  # this tree against that snapshot

A speed change to the text stage must leave every hash unchanged (issue 43: linear time, byte-identical
output). The dump of one article's parts (`--dump FOLDER`) shows what changed when one does.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import PYTHON, ROOT
from pathological import CASES

SUFFIXES = {".md", ".markdown", ".mdx", ".mdown", ".html", ".htm", ".txt", ".rst"}

_CHILD = r"""
import hashlib, json, sys
from pathlib import Path
from narrate import build_script, load_config, read_article
from narrate.errors import NarrateError
from narrate.text.check import check_article

config = load_config()
dump = Path(sys.argv[2]) if sys.argv[2] else None
out = {}
for line in Path(sys.argv[1]).read_text(encoding="utf-8").splitlines():
    name, path = line.split("\t")
    parts = {}
    try:
        article = read_article(Path(path))
    except NarrateError as exc:
        parts["read"] = "refused: " + str(exc)
    else:
        parts["article"] = repr(article)
        parts["blocks"] = "\n".join(repr(b) + "\n  " + repr(b.account) for b in article.blocks)
        try:
            script = build_script(article, config)
        except NarrateError as exc:
            parts["script"] = "refused: " + str(exc)
        else:
            parts["script"] = repr(script)
            parts["accounts"] = "\n".join(repr(a) for a in script.accounts)
        try:
            parts["check"] = json.dumps(check_article(article, config).to_json(), sort_keys=True, default=repr)
        except NarrateError as exc:
            parts["check"] = "refused: " + str(exc)
    if sys.argv[3]:  # (the shapes' temporary folder, named apart in each run: a saved snapshot holds its own)
        parts = {k: v.replace(sys.argv[3], "<shapes>") for k, v in parts.items()}
    out[name] = {k: hashlib.sha256(v.encode("utf-8", "surrogatepass")).hexdigest()[:16] for k, v in parts.items()}
    if dump is not None:
        (dump / (name.replace("/", "__") + ".txt")).write_text(
            "\n\n".join(f"== {k}\n{v}" for k, v in parts.items()), encoding="utf-8", errors="surrogatepass"
        )
print(json.dumps(out))
"""


def articles(folders: list[Path]) -> list[tuple[str, Path]]:
    """Every article file under the folders, named by its folder and relative path, in a fixed order."""
    found: list[tuple[str, Path]] = []
    for folder in folders:
        for path in sorted(folder.rglob("*")):
            if path.is_file() and path.suffix.lower() in SUFFIXES:
                found.append((f"{folder.name}/{path.relative_to(folder)}", path))
    return found


def shapes(folder: Path, kb: int) -> list[tuple[str, Path]]:
    """pathological.py's shapes at `kb` KB each, written as articles under `folder`."""
    made: list[tuple[str, Path]] = []
    for i, (name, (_, make)) in enumerate(CASES.items()):
        path = folder / f"shape{i:02d}.md"
        body = make(kb * 1000)
        path.write_text(f"---\ntitle: Shape {i}\nlang: en\n---\n\nA first paragraph.\n\n{body}\n", encoding="utf-8")
        made.append((f"shape/{name}", path))
    return made


def run(listing: Path, src: Path | None, dump: Path | None) -> dict[str, dict[str, str]]:
    """The records of one source tree (`src`: another checkout's src/, or None for the installed narrate); the
    shapes' folder beside `listing` is named `<shapes>` in them."""
    env = dict(os.environ, NO_COLOR="1")
    if src is not None:
        env["PYTHONPATH"] = str(src)
    if dump is not None:
        dump.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(
        [PYTHON, "-c", _CHILD, str(listing), str(dump or ""), str(listing.parent / "shapes")],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    if done.returncode != 0:
        sys.exit(f"text_identity: the run of {src or 'this tree'} failed:\n{done.stderr[-4000:]}")
    result: dict[str, dict[str, str]] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def _tree(rev: str, tmp: Path) -> Path:
    """The src/ folder of commit `rev`, taken with `git archive` under `tmp`."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "src"], capture_output=True, check=True).stdout
    (tmp / "against").mkdir()
    subprocess.run(["tar", "-x", "-C", str(tmp / "against")], input=archive, check=True)
    return tmp / "against" / "src"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("folders", nargs="*", type=Path, help="folders of articles (searched recursively)")
    ap.add_argument("--against", metavar="REV", help="the commit whose src/ is compared (e.g. main)")
    ap.add_argument("--save", type=Path, help="write this tree's records to this file (a snapshot before a change)")
    ap.add_argument("--baseline", type=Path, help="compare with the records --save wrote, instead of a commit")
    ap.add_argument("--shapes", type=int, default=10, metavar="KB", help="pathological shapes at this size (0: none)")
    ap.add_argument("--dump", type=Path, help="write each article's parts here (FOLDER/ours, FOLDER/theirs)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="narrate-identity-") as tmp:
        items = articles(args.folders)
        if args.shapes:
            (Path(tmp) / "shapes").mkdir()
            items += shapes(Path(tmp) / "shapes", args.shapes)
        listing = Path(tmp) / "listing.tsv"
        listing.write_text("".join(f"{name}\t{path}\n" for name, path in items), encoding="utf-8")
        ours = run(listing, None, args.dump / "ours" if args.dump else None)
        if args.save:
            args.save.write_text(json.dumps(ours, indent=0, sort_keys=True), encoding="utf-8")
            print(f"{len(items)} articles, {sum(len(v) for v in ours.values())} parts saved to {args.save}")
        if args.baseline:
            theirs = json.loads(args.baseline.read_text(encoding="utf-8"))
        elif args.against:
            theirs = run(listing, _tree(args.against, Path(tmp)), args.dump / "theirs" if args.dump else None)
        else:
            return 0
    against = args.baseline or args.against
    differ = [
        (name, part)
        for name in sorted(set(ours) | set(theirs))
        for part in sorted(set(ours.get(name, {})) | set(theirs.get(name, {})))
        if ours.get(name, {}).get(part) != theirs.get(name, {}).get(part)
    ]
    parts = sum(len(v) for v in ours.values())
    print(f"{len(items)} articles, {parts} parts compared with {against}: {len(differ)} differ")
    for name, part in differ:
        print(f"  {name}: {part}")
    return 1 if differ else 0


if __name__ == "__main__":
    raise SystemExit(main())
