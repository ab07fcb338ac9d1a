"""What a listener hears on a corpus of real articles: leaks per 1,000 chunks, prose lost, wrong voices.

    python benchmarks/listening_corpus.py [--corpus /work/corpus] [--src OTHER_TREE/src ...]

The corpus is ``<corpus>/<set>/<lang>/*.md`` (sets: ``dev``, ``heldout``, ``all``); a corpus
without sets (``<corpus>/<lang>/*.md``) is one set named ``all``. The folder's
``<lang>`` is the truth the decided language is held to; articles are copied to a
neutral temporary folder first so that the folder name cannot decide it.

Each ``--src`` is a narrate source tree (``…/src``): pass an older checkout to
compare before and after side by side (e.g. ``git worktree add /tmp/before e9cb48c``
then ``--src /tmp/before/src --src src``). Scripts are built in a child process per
tree; the judges (narrate.text.leaks of *this* tree) are the same for every tree:

* leaks: classes of :func:`narrate.text.leaks.find_leaks` over each chunk's spoken
  text, plus one-character chunks and a skip cue repeated back to back;
* prose lost: runs of 6+ Han/kana characters in the source prose (read by
  line rules independent of the parser) that are in no chunk's spoken text;
* wrong voice: the article's language differs from its corpus folder, or a
  paragraph, quote, list item or heading clearly in another language
  (:func:`narrate.text.language.block_language`) is read by the article's voice;
* failures: an article that could not be read or scripted, other than "no prose".
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from narrate.text.leaks import LEAK_PATTERNS, chunk_leaks, lost_runs, prose_runs  # noqa: E402

_DUMP = r"""
import json, sys, traceback
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from narrate.text.article import read_article
from narrate.text.script import build_script
from narrate.config import load_config
from narrate.errors import NoProse, NarrateError
config = load_config()
for line in sys.stdin:
    path = Path(line.strip())
    out = {"path": str(path)}
    try:
        article = read_article(path)
        script = build_script(article, config)
        out["lang"] = script.lang
        out["voice"] = script.voice.name
        out["chunks"] = [
            {"text": c.text, "kind": c.kind, "display": getattr(c, "display", "") or c.text,
             "lang": getattr(c, "lang", "") or script.lang}
            for c in script.chunks
        ]
    except NoProse as exc:
        out["error"], out["no_prose"] = str(exc), True
    except NarrateError as exc:
        out["error"] = str(exc)
    except Exception as exc:
        out["error"] = "crash: " + "".join(traceback.format_exception_only(type(exc), exc)).strip()
    print(json.dumps(out, ensure_ascii=False), flush=True)
"""


SET_NAMES = ("dev", "heldout", "all")


def corpus_sets(corpus: Path) -> dict[str, list[tuple[Path, str]]]:
    """{set name: [(article, expected language)]} from the corpus layout."""
    sets: dict[str, list[tuple[Path, str]]] = {}
    # `all/` is a set folder too (`<corpus>/all/<lang>/`), as the review's corpus is laid out.
    named = [d for d in sorted(corpus.iterdir()) if d.is_dir() and d.name in SET_NAMES]
    for base, name in [(d, d.name) for d in named] or [(corpus, "all")]:
        files = [
            (f, lang_dir.name)
            for lang_dir in sorted(base.iterdir())
            if lang_dir.is_dir() and lang_dir.name not in SET_NAMES
            for f in sorted(lang_dir.glob("*.md"))
        ]
        if files:
            sets[name] = files
    return sets


def run_tree(src: Path, files: list[tuple[Path, str]], tmp: Path) -> list[dict[str, Any]]:
    """Build every article's script with the narrate of `src`, in a child process."""
    paths = []
    for n, (file, _) in enumerate(files):
        folder = tmp / f"a{n}"
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / file.name
        shutil.copyfile(file, target)
        paths.append(str(target))
    env = {**os.environ, "PYTHONPATH": str(src)}
    done = subprocess.run(
        [sys.executable, "-c", _DUMP, str(src)],
        input="\n".join(paths),
        text=True,
        capture_output=True,
        env=env,
        cwd=tmp,
        check=False,
    )
    if done.returncode:
        raise SystemExit(f"{src}: the script dump failed:\n{done.stderr[-2000:]}")
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


def judge(files: list[tuple[Path, str]], results: list[dict[str, Any]]) -> dict[str, Any]:
    """The figures of one tree on one set."""
    from narrate.text.language import block_language

    leaks: Counter[str] = Counter()
    examples: dict[str, list[str]] = {}
    chunks = runs = lost = wrong_lang = wrong_block = failures = no_prose = 0
    lost_examples: list[str] = []
    failed: list[str] = []
    for (file, expected), result in zip(files, results):
        if "error" in result:
            if result.get("no_prose"):
                no_prose += 1
            else:
                failures += 1
                failed.append(f"{file.name}: {result['error'][:160]}")
            continue
        script_chunks = result["chunks"]
        chunks += len(script_chunks)
        for n, name, excerpt in chunk_leaks((c["kind"], c["text"]) for c in script_chunks):
            leaks[name] += 1
            examples.setdefault(name, []).append(f"{file.name}#{n}: {excerpt}")
        source_runs = prose_runs(file.read_text(encoding="utf-8-sig"))
        spoken = "".join(c["text"] + c["display"] for c in script_chunks)
        missing = lost_runs(source_runs, spoken)
        runs += len(source_runs)
        lost += len(missing)
        lost_examples += [f"{file.name}: {run}" for run in missing[:3]]
        if result["lang"] != expected:
            wrong_lang += 1
            examples.setdefault("wrong_article_language", []).append(f"{file.name}: {result['lang']} ≠ {expected}")
        for n, c in enumerate(script_chunks):
            if c["kind"] not in ("paragraph", "quote", "list_item", "heading"):
                continue
            want = block_language(c["display"], result["lang"])
            if want and want != c["lang"]:
                wrong_block += 1
                examples.setdefault("wrong_block_voice", []).append(f"{file.name}#{n}: {want}: {c['display'][:60]}")
    per_k = {
        name: 1000 * leaks[name] / chunks if chunks else 0.0 for name in [*LEAK_PATTERNS, "tiny_chunk", "repeated_cue"]
    }
    return {
        "articles": len(files),
        "chunks": chunks,
        "leaks": sum(leaks.values()),
        "leaks_per_1000_chunks": 1000 * sum(leaks.values()) / chunks if chunks else 0.0,
        "per_class_per_1000": per_k,
        "prose_runs": runs,
        "prose_runs_lost": lost,
        "prose_lost_pct": 100 * lost / runs if runs else 0.0,
        "wrong_article_language": wrong_lang,
        "wrong_block_voice": wrong_block,
        "failures": failures,
        "no_prose": no_prose,
        "examples": {k: v[:5] for k, v in examples.items()},
        "lost_examples": lost_examples[:12],
        "failed": failed,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=Path("/work/corpus"))
    parser.add_argument(
        "--src", type=Path, action="append", help="a narrate source tree (repeatable); default: this tree's src"
    )
    parser.add_argument("--set", action="append", help="only these sets (dev, heldout, all)")
    parser.add_argument(
        "--examples",
        action="store_true",
        help="print up to 5 examples per class (never for the held-out set: it stays unseen)",
    )
    parser.add_argument("--json-out", type=Path)
    args = parser.parse_args()
    trees = args.src or [ROOT / "src"]
    sets = corpus_sets(args.corpus)
    report: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for set_name, files in sets.items():
            if args.set and set_name not in args.set:
                continue
            for tree in trees:
                results = run_tree(tree.resolve(), files, Path(tmp) / set_name / str(abs(hash(tree))))
                report[f"{set_name} · {tree}"] = judge(files, results)
    names = list(report)
    classes = [*LEAK_PATTERNS, "tiny_chunk", "repeated_cue"]
    print("| measure | " + " | ".join(names) + " |")
    print("|---|" + "---|" * len(names))

    def row(label: str, values: list[str]) -> None:
        print(f"| {label} | " + " | ".join(values) + " |")

    row("articles", [str(report[n]["articles"]) for n in names])
    row("chunks", [str(report[n]["chunks"]) for n in names])
    row("**leaks per 1,000 chunks**", [f"**{report[n]['leaks_per_1000_chunks']:.1f}**" for n in names])
    for cls in classes:
        if any(report[n]["per_class_per_1000"][cls] for n in names):
            row(f"  {cls}", [f"{report[n]['per_class_per_1000'][cls]:.1f}" for n in names])
    row("prose runs (6+ CJK)", [str(report[n]["prose_runs"]) for n in names])
    row(
        "**prose runs lost**",
        [f"**{report[n]['prose_runs_lost']} ({report[n]['prose_lost_pct']:.2f}%)**" for n in names],
    )
    row("wrong article language", [str(report[n]["wrong_article_language"]) for n in names])
    row("wrong block voice", [str(report[n]["wrong_block_voice"]) for n in names])
    row("failures (other than no prose)", [str(report[n]["failures"]) for n in names])
    row("no prose", [str(report[n]["no_prose"]) for n in names])
    if args.examples:
        for n in names:
            if n.startswith("heldout"):
                continue
            print(f"\n## {n}")
            for cls, items in report[n]["examples"].items():
                print(f"- {cls}:")
                for item in items:
                    print(f"    {item!r}")
            for item in report[n]["lost_examples"]:
                print(f"- lost: {item}")
            for item in report[n]["failed"]:
                print(f"- failed: {item}")
    if args.json_out:
        args.json_out.write_text(json.dumps(report, ensure_ascii=False, indent=2), encoding="utf-8")


if __name__ == "__main__":
    main()
