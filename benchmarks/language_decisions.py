"""How narrate decides the language of a real blog's articles, and whether each block gets a voice that reads it.

Two measures (no network, no synthesis):

``counts CHECK.json [CHECK.json …]`` — from `narrate check CONTENT --json` outputs (of any narrate
version, so a "before" and an "after" can be compared): articles per decided language and per
source of the decision, Chinese-titled articles (Han in the title, no kana or Hangul) planned in
another language, and wrong voices: blocks whose text is clearly in one script family (Chinese,
Japanese, Korean, Thai, Hebrew, Cyrillic…; see narrate.text.runs.piece_language) read by a voice
of another family.

``blind CONTENT [--prior LANG]`` — the text decision alone, judged against what the blog itself
says: every article whose language its front matter, file name or folder gives is decided again
from its title and prose only (as if it said nothing), with the blog's default language as the
prior; prints the confusion of (said, decided) pairs and the share decided right.

    narrate check content --json > after.json
    python benchmarks/language_decisions.py counts before.json after.json
    python benchmarks/language_decisions.py blind content --prior zh-hant

``blocks [FILE]`` — the calibration of the block voice's evidence (text.language.latin_evidence): every
labelled block of tests/fixtures/language/blocks.txt (or FILE, the same format) with its score and decision,
the highest score of a Latin block that must keep the article's voice, the lowest of one that must switch,
and where SENTENCE_EVIDENCE sits between them.

    python benchmarks/language_decisions.py blocks
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any


def _chinese_title(title: str) -> bool:
    from narrate.text.language import is_han, is_hangul, is_kana

    return any(is_han(ch) for ch in title) and not any(is_kana(ch) or is_hangul(ch) for ch in title)


def _wrong_voice(text: str, lang: str) -> bool:
    """A block clearly in a non-Latin script family other than its voice's (Chinese read by the English
    voice, Thai by the Chinese one). Latin text read by a CJK voice is not counted: that is a choice."""
    from narrate.text.language import family
    from narrate.text.runs import piece_language

    said = piece_language(text, "en")
    if said is None or family(said) == "Latin":
        return False
    if family(said) == "zh" and lang == "ja":
        return False  # kanji alone ("時間計算量") is Japanese as well as Chinese
    return family(said) != family(lang)


def counts(report: dict[str, Any]) -> dict[str, Any]:
    """The figures of one `narrate check --json` output."""
    articles = [a for a in report["articles"] if not a.get("error")]
    # Only where narrate decided: a file the writer named `index.ja.md` is Japanese whatever its title.
    chinese_titled_elsewhere = [
        {"source": a["source"], "title": a["title"], "lang": a["lang"], "from": a.get("lang_source", "")}
        for a in articles
        if _chinese_title(a.get("title", ""))
        and a["lang"] not in ("zh-hant", "zh-hans")
        and a.get("lang_source") in ("text", "default")
    ]
    wrong = [
        {"source": a["source"], "block": b["block"], "lang": b["lang"], "voice": b["voice"], "text": b["text"]}
        for a in articles
        for b in a.get("blocks", [])
        if _wrong_voice(b["text"], b["lang"])
    ]
    return {
        "articles": len(articles),
        "failed": len(report["articles"]) - len(articles),
        "by_lang": dict(Counter(a["lang"] for a in articles).most_common()),
        "by_source": dict(Counter(f"{a['lang']} ({a.get('lang_source', '')})" for a in articles).most_common()),
        "chinese_titled_not_zh": chinese_titled_elsewhere,
        "wrong_voices": wrong,
    }


def blind(content: Path, prior: str | None) -> dict[str, Any]:
    """Decide every article whose language the blog states from its text alone; compare."""
    from narrate.config import load_config
    from narrate.errors import NarrateError
    from narrate.flow.discovery import discover
    from narrate.text.article import read_article
    from narrate.text.language import decide_language, link_texts

    config = load_config(near=content)
    paths, _, _ = discover(content, config)
    pairs: Counter[tuple[str, str]] = Counter()
    misses = []
    for path in paths:
        try:
            article = read_article(path, root=content, config=config, prior=prior)
        except NarrateError:
            continue
        if article.lang_source in ("text", "default") or not article.has_prose:
            continue
        prose = [
            (b.kind, "".join(s.text for s in b.segments if not s.code)) for b in article.blocks[:400] if b.kind != "cue"
        ]
        decision = decide_language(article.title, prose, prior=prior, links=link_texts(article.body))
        decided = decision.lang or prior or "zh-hant"
        pairs[(article.lang, decided)] += 1
        if decided != article.lang:
            misses.append({"source": str(path), "said": article.lang, "decided": decided, "why": decision.reason})
    total = sum(pairs.values())
    right = sum(n for (said, decided), n in pairs.items() if said == decided)
    return {
        "articles": total,
        "right": right,
        "share_right": round(right / total, 4) if total else None,
        "pairs": {f"{said} -> {decided}": n for (said, decided), n in sorted(pairs.items())},
        "misses": misses,
    }


def blocks(path: Path) -> dict[str, Any]:
    """Each labelled block's evidence and decision, and the margin the threshold has on both sides."""
    from narrate.text.language import SENTENCE_EVIDENCE, block_language, latin_evidence

    rows = [
        line.split("\t")
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    ]
    judged = []
    for want, lang, kind, text, source in rows:
        decided = block_language(text, lang) or "stay"
        judged.append(
            {
                "want": want,
                "decided": decided,
                "score": latin_evidence(text),
                "kind": kind,
                "text": text,
                "source": source,
            }
        )
    latin = [j for j in judged if not any("\u3040" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7a3" for ch in j["text"])]
    return {
        "threshold": SENTENCE_EVIDENCE,
        "right": sum(j["want"] == j["decided"] for j in judged),
        "blocks": len(judged),
        "highest_staying": max(j["score"] for j in latin if j["want"] == "stay"),
        "lowest_switching": min(j["score"] for j in latin if j["want"] != "stay"),
        "judged": judged,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("counts", help="figures of `narrate check --json` outputs")
    c.add_argument("reports", nargs="+", type=Path)
    b = sub.add_parser("blind", help="the text decision against what the blog says")
    b.add_argument("content", type=Path)
    b.add_argument("--prior", default=None, help="the blog's default language")
    k = sub.add_parser("blocks", help="the block voice's evidence against labelled blocks")
    k.add_argument(
        "file",
        type=Path,
        nargs="?",
        default=Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "language" / "blocks.txt",
    )
    args = parser.parse_args(argv)
    if args.command == "counts":
        out = {str(p): counts(json.loads(p.read_text(encoding="utf-8"))) for p in args.reports}
    elif args.command == "blocks":
        out = blocks(args.file)
    else:
        out = blind(args.content, args.prior)
    json.dump(out, sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
