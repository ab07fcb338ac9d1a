"""How formulas and operators are said on real articles: formulas said whole or cued (with the reasons), chunks
with raw TeX, operators found in inline code, and a side-by-side review file (the source formula or code span,
then what is said) for reading by eye.

    python benchmarks/math_corpus.py extract SET OUT     # SET: heldout2, heldout3, heldout4 (d2l) or operators
    python benchmarks/math_corpus.py measure OUT REVIEW  # prints the figures, writes REVIEW

The articles come from local mirrors of public repositories (``/work/.mirror/<owner>+<name>/repo``; ``git clone``
gives the same), named with their commits in /work/team/corpora.md: d2l-ai/d2l-{en,zh,ja,ko} and
komingshyu/d2l-zh-tw for math (chapters with 15 or more dollar signs, shuffled with seed 38: the first 12 are
held-out 2, the next 10 held-out 3, the 8 after them held-out 4), javascript-tutorial/{en,zh,zh-hant,ja,ko}.javascript.info for operators
(1-js articles with 10 or more code spans holding an operator sign, the operators chapter itself left out).
Each article gets a front matter naming its language, so the language decision never interferes.
"""

from __future__ import annotations

import random
import re
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

MIRRORS = Path("/work/.mirror")
D2L = {
    "komingshyu+d2l-zh-tw": "zh-hant",
    "d2l-ai+d2l-zh": "zh-hans",
    "d2l-ai+d2l-ja": "ja",
    "d2l-ai+d2l-ko": "ko",
    "d2l-ai+d2l-en": "en",
}
JS_INFO = {"zh-hant": "zh-hant", "zh": "zh-hans", "ja": "ja", "ko": "ko", "en": "en"}
_OPERATOR_SPAN = re.compile(r"`[^`\n]*(?:[-+*/%<>=!&|^~]|::|\[\])[^`\n]*`")
RAW_TEX = re.compile(r"\\[A-Za-z]{2,}|\\[{}|]|[_^]\{|\\\(|\\\[")


def _files(repo: str) -> list[str]:
    git = MIRRORS / repo / "repo"
    listing = subprocess.run(
        ["git", "--git-dir", str(git), "ls-tree", "-r", "--name-only", "HEAD"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return listing.split("\n")


def _show(repo: str, name: str) -> str:
    git = MIRRORS / repo / "repo"
    shown = subprocess.run(["git", "--git-dir", str(git), "show", f"HEAD:{name}"], capture_output=True, check=True)
    return shown.stdout.decode("utf-8", "replace")


def _pick(repo: str, keep: re.Pattern[str], enough: int, count: re.Pattern[str]) -> list[tuple[str, str]]:
    rich = [
        (name, text)
        for name in sorted(n for n in _files(repo) if keep.search(n))
        for text in [_show(repo, name)]
        if len(count.findall(text)) >= enough
    ]
    random.Random(38).shuffle(rich)
    return rich


def extract(which: str, out: Path) -> None:
    """Write one set of articles to `out/<repo>/` (see the module's docstring for what each set is)."""
    parts = {"heldout2": slice(0, 12), "heldout3": slice(12, 22), "heldout4": slice(22, 30)}
    if which in parts:
        part = parts[which]
        sources = [
            (repo, lang, _pick(repo, re.compile(r"^chapter_[^/]+/[^/]+\.md$"), 15, re.compile(r"\$"))[part])
            for repo, lang in D2L.items()
        ]
    elif which == "operators":
        keep = re.compile(r"^1-js/.*article\.md$")
        sources = [
            (
                f"javascript-tutorial+{name}.javascript.info",
                lang,
                [
                    (n, t)
                    for n, t in _pick(f"javascript-tutorial+{name}.javascript.info", keep, 10, _OPERATOR_SPAN)
                    if "-operators/" not in n
                ][:8],
            )
            for name, lang in JS_INFO.items()
        ]
    else:
        raise SystemExit(f"unknown set {which!r}: heldout2, heldout3, heldout4 or operators")
    for repo, lang, articles in sources:
        for name, text in articles:
            dest = out / repo / name.replace("/", "__")
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_text(f"---\nlang: {lang}\ntitle: {name}\n---\n" + text, encoding="utf-8")
        print(repo, lang, len(articles))


def measure(folder: Path, review: Path) -> None:
    """The figures for every article under `folder`, and the side-by-side review of each block with math or code."""
    from narrate.config import load_config
    from narrate.text.article import read_article
    from narrate.text.lexicon import _code_markup
    from narrate.text.mathspeech import read_tex
    from narrate.text.operators import find_operators
    from narrate.text.script import build_script

    config = load_config()
    stats: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    with review.open("w", encoding="utf-8") as out:
        for path in sorted(folder.rglob("*.md")):
            article = read_article(path)
            script = build_script(article, config)
            said: dict[int, list[str]] = defaultdict(list)
            for chunk in script.chunks:
                said[chunk.block].append(chunk.text)
                stats["chunks"] += 1
                if RAW_TEX.search(chunk.text):
                    stats["chunks with raw TeX"] += 1
                    out.write(f"RAW TEX {path.name}: {chunk.text[:200]}\n")
            for n, block in enumerate(article.blocks):
                maths = [s.text for s in block.segments if s.cue == "math" and s.text]
                codes = [
                    c for c in (_code_markup(s.text) for s in block.segments if s.code) if find_operators(c, code=True)
                ]
                if not maths and not codes:
                    continue
                stats["math chunks" if maths else "operator chunks"] += len(said.get(n, []))
                for tex in maths:
                    reading = read_tex(tex, script.lang)
                    stats["formulas said whole" if reading.said is not None else "formulas cued"] += 1
                    if reading.said is None:
                        reasons[reading.reason[:40]] += 1
                stats["operators"] += sum(len(find_operators(c, code=True)) for c in codes)
                out.write(f"\n### {script.lang} {path.name} block {n}\n")
                out.writelines(f"  TEX  {tex[:160]!r}\n" for tex in maths)
                out.writelines(f"  CODE {code[:160]!r}\n" for code in codes)
                out.write(f"  SAID {' '.join(said.get(n, []))[:700]}\n")
    for key, value in sorted(stats.items()):
        print(f"{key:24} {value}")
    print("cued, by reason:", ", ".join(f"{reason} {n}" for reason, n in reasons.most_common(12)))


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "extract":
        extract(sys.argv[2], Path(sys.argv[3]))
    elif len(sys.argv) == 4 and sys.argv[1] == "measure":
        measure(Path(sys.argv[2]), Path(sys.argv[3]))
    else:
        raise SystemExit(__doc__)
