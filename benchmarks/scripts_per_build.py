"""How many times `narrate build` makes each article's script (issue 41: once per build, the estimate's reused).

A blog of N new articles (two paragraphs each, English) is built against the loopback Edge stand-in,
in this process, with narrate.text.script.build_script counted by article; then one article is edited
and the blog built again. Prints the scripts made per article in each build (1 is the bar).

    .venv/bin/python benchmarks/scripts_per_build.py            # 30 articles
    .venv/bin/python benchmarks/scripts_per_build.py --articles 10
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))
from _common import StandIn

import narrate.text.script as script_module
from narrate.config import load_config
from narrate.flow.build import build_site

VOICES = 'concurrency: 8\nlanguages:\n  en: {outro: ""}\n'


def _article(n: int, edit: str = "") -> str:
    return (
        f"---\ntitle: Article {n}\nlang: en\ndate: 2024-01-{n % 28 + 1:02d}\n---\n\n"
        f"Article {n} begins with a paragraph about memory and caches.{edit}\n\n"
        f"Article {n} ends with a second paragraph about what was measured.\n"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--articles", type=int, default=30)
    args = parser.parse_args()
    built: Counter[str] = Counter()
    real = script_module.build_script

    def counted(article: Any, config: Any, **kwargs: Any) -> Any:
        built[article.slug] += 1
        return real(article, config, **kwargs)

    script_module.build_script = counted  # type: ignore[assignment]
    with tempfile.TemporaryDirectory() as tmp, StandIn() as standin:
        root = Path(tmp)
        os.environ.update(NARRATE_CACHE_DIR=str(root / "cache"), NARRATE_EDGE_URL=standin.url)
        (root / "voices.yaml").write_text(VOICES, encoding="utf-8")
        content = root / "content"
        content.mkdir()
        for n in range(args.articles):
            (content / f"article-{n:02d}.md").write_text(_article(n), encoding="utf-8")
        config = load_config(root / "voices.yaml")
        for label in ("first build", "one article edited"):
            built.clear()
            _, report = build_site(content, config, root / "out", engine="edge", fallback=False)
            per = Counter(built.values())
            print(
                f"{label}: {len(report.built)} episodes built, {sum(built.values())} scripts made "
                f"({', '.join(f'{count} article(s) {times}x' for times, count in sorted(per.items()))}), "
                f"{len(report.failed)} failed"
            )
            (content / "article-00.md").write_text(_article(0, " An edit."), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
