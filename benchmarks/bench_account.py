"""What the symbol account (narrate.text.account) costs the text stage, and so a build.

    python benchmarks/bench_account.py [CORPUS ...] [--rounds 7]

Reads and scripts every article of the folders given (default: the example blog; a measurement corpus such
as issue 38's is ``<corpus>/<set>/<lang>/*.md``) in one process, round after round, alternately with the
account kept and with its two comparisons (CPU time of this process) (a block's source against what it says, a sentence as written
against what is sent) replaced by stand-ins that account for nothing: the same parse, rules and script, so
the difference is the account's own work. Prints the median and fastest time of each, the ratio, and the
share of a cold build's wall time that difference is (a cold build waits on the service for seconds per
article: `bench_blog.py` measures one; here 2 s per article stand in for it unless --build-seconds says).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from narrate.config import load_config  # noqa: E402
from narrate.errors import NarrateError  # noqa: E402
from narrate.text import account, prose, script  # noqa: E402
from narrate.text.article import read_article  # noqa: E402


def _articles(folders: list[Path]) -> list[Path]:
    return sorted(
        p for folder in folders for p in [*folder.rglob("*.md"), *folder.rglob("*.mdx")] if p.name != "_index.md"
    )


def _run(paths: list[Path]) -> float:
    config = load_config()
    start = time.process_time()  # (CPU time: what the account costs, not what other processes on the machine do)
    for path in paths:
        try:
            script.build_script(read_article(path), config)
        except NarrateError:
            pass
    return time.process_time() - start


def _without_account() -> None:
    """The account's comparisons replaced by stand-ins (everything else as it runs)."""
    prose.source_account = lambda source, line, end, said, ledger: account.BlockAccount(line, end)  # type: ignore[assignment]
    script.spoken_account = lambda written, spoken, ledger: account.SentenceAccount()  # type: ignore[assignment]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="*", type=Path, default=[ROOT / "examples" / "content"])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument(
        "--build-seconds",
        type=float,
        default=2.0,
        help="a cold build's wall time per article, for the share (default 2 s)",
    )
    args = parser.parse_args()
    paths = _articles(args.corpus)
    _run(paths)  # warm: imports, the parser, caches of compiled patterns
    kept_account, stand_ins = (prose.source_account, script.spoken_account), None
    with_account: list[float] = []
    without: list[float] = []
    for _ in range(args.rounds):
        prose.source_account, script.spoken_account = kept_account  # type: ignore[assignment]
        with_account.append(_run(paths))
        if stand_ins is None:
            _without_account()
            stand_ins = (prose.source_account, script.spoken_account)
        prose.source_account, script.spoken_account = stand_ins  # type: ignore[assignment]
        without.append(_run(paths))
    kept, bare = statistics.median(with_account), statistics.median(without)
    per_article = (kept - bare) / len(paths)
    print("| measure | with the account | without | ratio |\n|---|---|---|---|")
    print(
        f"| text stage, {len(paths)} articles (median of {args.rounds}) | {kept:.3f} s | {bare:.3f} s | {kept / bare:.2f}x |"
    )
    print(f"| fastest | {min(with_account):.3f} s | {min(without):.3f} s | {min(with_account) / min(without):.2f}x |")
    print(
        f"| the account per article | {1000 * per_article:.1f} ms | | "
        f"{100 * per_article / args.build_seconds:.2f}% of a {args.build_seconds:g} s cold build |"
    )


if __name__ == "__main__":
    main()
