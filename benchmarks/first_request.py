"""How long each client takes from its start to its first request, against the shared service model.

    .venv/bin/python benchmarks/first_request.py                                # 8 rounds
    .venv/bin/python benchmarks/first_request.py --rounds 12 --narrate main=/tmp/main/src

A cold `narrate ARTICLE.md` starts Python, imports its stages and edge-tts, reads the article,
makes its script and plans its requests before the first one goes out (issue 26's target:
≤ 0.3 s). The floor under that is what any client of edge-tts pays: Python's start-up and
`import edge_tts` (aiohttp, SSL contexts). This measures the two alternatives too — the stock
edge-tts CLI and the naive script, each given the article's first paragraph (what they do before
their first request does not depend on the text's length) — in rotating order in each round,
from each process's start to the first request the service model logs.

narrate runs the whole article (its reading, script and plan are part of the figure) and is
stopped by nothing: each of its rounds takes the article's full time (~10 s).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from _common import NARRATE, PYTHON, add_work_options, child_env, drop_work, markdown_table, work_folder  # noqa: E402
from bench_edge_model import STANDIN_DIR, VOICE, StandIn, narrate_from, run, write_long_article  # noqa: E402
from realblog import DEFAULT_REPO, read_pages  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--repo", type=Path, default=DEFAULT_REPO)
    parser.add_argument("--standin", type=Path, default=STANDIN_DIR)
    parser.add_argument(
        "--narrate",
        action="append",
        default=[],
        metavar="NAME=COMMAND|SRC",
        help="another narrate side by side (as in bench_edge_model.py)",
    )
    add_work_options(parser)
    args = parser.parse_args()
    narrates: dict[str, tuple[list[str], dict[str, str]]] = {"narrate": (NARRATE, {})}
    for item in args.narrate:
        name, _, where = item.partition("=")
        narrates[f"narrate {name}"] = narrate_from(name, where)
    work = work_folder(args.keep, "first-request")
    try:
        _, pages = read_pages(args.repo)
        article, plain, _ = write_long_article(work, pages)
        first = work / "first-paragraph.txt"
        first.write_text(plain.read_text(encoding="utf-8").splitlines()[1] + "\n", encoding="utf-8")
        with StandIn(args.standin, work / "requests.jsonl") as standin:
            env = child_env(FAKE_EDGE=standin.url, NARRATE_EDGE_URL=standin.url)
            cli, peer = str(args.standin / "edge_cli_via_fake.py"), str(args.standin / "peer_parallel.py")
            contenders = {
                "stock CLI": lambda n: (
                    [[PYTHON, cli, "-f", str(first), "-v", VOICE, "--write-media", str(work / f"stock-{n}.mp3")]],
                    {},
                ),
                "naive script": lambda n: ([[PYTHON, peer, str(first), VOICE, str(work / f"peer-{n}.mp3"), "8"]], {}),
            }
            for name, (command, extra) in narrates.items():
                tag = name.replace(" ", "-")
                contenders[name] = lambda n, c=command, e=extra, t=tag: (
                    [[*c, str(article), "--engine", "edge", "--out", str(work / f"out-{t}-{n}")]],
                    {**e, "NARRATE_CACHE_DIR": str(work / f"cache-{t}-{n}")},
                )
            firsts: dict[str, list[float]] = {name: [] for name in contenders}
            loads: list[float] = []
            order = list(contenders)
            for n in range(args.rounds):
                for name in order[n % len(order) :] + order[: n % len(order)]:
                    commands, extra = contenders[name](n)
                    one = run(standin, commands, {**env, **extra})
                    firsts[name].append(one.before_first)
                    loads.append(one.load)
                print(
                    f"round {n + 1}: " + ", ".join(f"{name} {values[-1]:.3f} s" for name, values in firsts.items()),
                    flush=True,
                )
        rows = [[name, f"{statistics.median(v):.3f}", f"{min(v):.3f}", f"{max(v):.3f}"] for name, v in firsts.items()]
        print(
            f"\nfrom the start to the first request, {args.rounds} rounds; load average "
            f"{min(loads):.1f}-{max(loads):.1f}"
        )
        print(markdown_table(rows, ["client", "median s", "fastest s", "slowest s"]))
        return 0
    finally:
        drop_work(work, args.keep)


if __name__ == "__main__":
    sys.exit(main())
