"""Chinese polyphones on real articles: what `narrate check` lists, and what the default table covers.

    python benchmarks/polyphones.py CORPUS [--config voices.yaml] [--review N]

CORPUS is a folder of zh-Hant and zh-Hans Markdown articles (with a SOURCES.tsv naming where each came from;
narrate's corpora are public blogs kept out of the repository). For each article, `narrate check`'s findings
(narrate.flow.check, as the command makes them): the polyphone words it lists (distinct, and their
occurrences), and the default readings said in place of the article's words. Then the totals, and the check
that can be made without a voice: pypinyin's reading of every respelling sent, in context, against the marked
reading (a respelling a dictionary reads otherwise would be a wrong mark).

`--review N` prints N listed words, drawn evenly from the whole list, each with the sentence it stands in,
for a person to judge whether a voice could read it wrong there (the list's noise).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--config", type=Path, default=None)
    parser.add_argument("--review", type=int, default=0)
    args = parser.parse_args()

    from narrate.config import load_config
    from narrate.flow.check import check_content

    config = load_config(args.config) if args.config else load_config()
    reports = [r for r in check_content(args.corpus, config) if r.lang in ("zh-hant", "zh-hans")]
    print(f"{'article':58} {'lang':7} {'listed':>6} {'occur':>6} {'default':>7}  top words")
    words: Counter[str] = Counter()
    covered: Counter[str] = Counter()
    listed_per = []
    for r in reports:
        listed = len(r.polyphones)
        occurrences = sum(n for _, _, n in r.polyphones)
        default = sum(n for _, _, source, n in r.readings if source)
        listed_per.append(listed)
        words.update({w: n for w, _, n in r.polyphones})
        covered.update({t: n for t, _, source, n in r.readings if source})
        top = ", ".join(f"{w}×{n}" for w, _, n in r.polyphones[:6])
        print(f"{Path(r.source).name[:58]:58} {r.lang:7} {listed:6} {occurrences:6} {default:7}  {top}")
    print()
    print(
        f"{len(reports)} articles ({sum(r.lang == 'zh-hant' for r in reports)} zh-Hant, "
        f"{sum(r.lang == 'zh-hans' for r in reports)} zh-Hans)"
    )
    print(
        f"polyphone words listed: {sum(listed_per)} in all ({len(words)} distinct), "
        f"{sum(words.values())} occurrences; per article median {sorted(listed_per)[len(listed_per) // 2]}, "
        f"max {max(listed_per, default=0)}"
    )
    print(
        f"default table: {sum(covered.values())} occurrences of {len(covered)} of its terms said as respellings "
        f"in {sum(1 for r in reports if any(src for _, _, src, _ in r.readings))} articles: "
        + ", ".join(f"{t}×{n}" for t, n in covered.most_common())
    )
    print("most listed words: " + ", ".join(f"{w}×{n}" for w, n in words.most_common(20)))
    _respellings_read_as_marked(config)
    if args.review:
        _review(args.corpus, config, reports, args.review)


def _respellings_read_as_marked(config: object) -> None:
    """Every reading in use, its respelling read by pypinyin in context against the mark."""
    import opencc
    from pypinyin import Style, lazy_pinyin

    t2s = opencc.OpenCC("t2s")
    right = wrong = 0
    for lang in ("zh-hant", "zh-hans"):
        for reading in config.language(lang).readings:  # type: ignore[attr-defined]
            read = " ".join(lazy_pinyin(t2s.convert(reading.said), style=Style.TONE))
            if read == reading.reading:
                right += 1
            else:
                wrong += 1
                print(f"  {lang} {reading.term} → {reading.said}: pypinyin reads {read!r}, marked {reading.reading!r}")
    print(f"respellings pypinyin reads as marked: {right} of {right + wrong}")


def _review(corpus: Path, config: object, reports: list, count: int) -> None:
    """`count` listed words drawn evenly, each with a sentence it stands in."""
    items = [(r, word) for r in reports for word, _, _ in r.polyphones]
    step = max(1, len(items) // max(1, count))
    print(f"\nreview: {min(count, len(items))} of {len(items)} listed words")
    for r, word in items[::step][:count]:
        text = Path(r.source).read_text(encoding="utf-8")
        sentence = next((s for s in re.split(r"(?<=[。！？\n])", text) if word in s), "").strip()
        print(f"  {word}\t{Path(r.source).name[:40]}\t{sentence[:90]}")


if __name__ == "__main__":
    main()
