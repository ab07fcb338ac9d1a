"""How well narrate's request plan fills the service's connections: deterministic, no service, no clock.

    .venv/bin/python benchmarks/plan_makespan.py                      # the long zh-Hant article (realblog)
    .venv/bin/python benchmarks/plan_makespan.py --against main       # and another commit's plan, side by side
    .venv/bin/python benchmarks/plan_makespan.py --article post.md --connections 8

The shared service model (../shared/edge-standin/fake_edge.py) answers a request in its first-byte
wait (0.25 s) plus 1/20 of the length of the speech it renders, and its speech is a fixed
length per character (``char_tone``: a Han character 0.21 s, a Latin letter 0.07 s, a pause at
punctuation). This script takes the requests narrate would send for an article (its
``Synthesizer.plan_requests``, the plan a cold run makes), times each by that model (plus 0.02 s
for the connection), sends them longest first over the connections as narrate does, and prints
when the last one is answered: the *makespan*, against the lower bound (every connection busy
until the same moment). A wall-clock benchmark of the same thing (bench_edge_model.py) is noisy
on a shared machine; this figure is not, so two plans compare exactly.

``--against REV`` runs the same on the ``src/`` of another commit (git archive into a temporary
folder, this venv's Python), so the two plans are made from the same text by the same libraries.
"""

from __future__ import annotations

import argparse
import heapq
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
STANDIN_DIR = next(
    (d / "shared" / "edge-standin" for d in HERE.parents if (d / "shared" / "edge-standin").is_dir()),
    ROOT.parent / "shared" / "edge-standin",
)

# Run in a child process per narrate (this checkout's, or another commit's src on PYTHONPATH): prints
# the request texts of a cold run's plan as JSON.
_PLAN = r"""
import json, sys
from pathlib import Path
from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.script import build_script
from narrate.voice.cache import ChunkCache
from narrate.voice.engines.edge import EdgeEngine
from narrate.voice.merge import JOINER, request_texts
from narrate.voice.synthesize import Synthesizer

path, cache, connections = Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3])
config = load_config(near=path)
script = build_script(read_article(path, config=config), config)
synthesizer = Synthesizer([EdgeEngine()], ChunkCache(cache), concurrency=connections)
units = synthesizer.plan_requests(synthesizer.engine, script, list(range(len(script.chunks))))
texts = [JOINER.join(request_texts([script.chunks[i].text for i in unit])) for unit in units]
print(json.dumps(texts, ensure_ascii=False))
"""


def request_texts(article: Path, connections: int, src: Path | None) -> list[str]:
    """The texts of the requests a cold run of `article` sends (narrate from `src`, else this one)."""
    env = {**os.environ, **({"PYTHONPATH": str(src)} if src else {})}
    with tempfile.TemporaryDirectory() as cache:
        done = subprocess.run(
            [sys.executable, "-c", _PLAN, str(article), cache, str(connections)],
            capture_output=True,
            text=True,
            env=env,
            check=True,
        )
    texts: list[str] = json.loads(done.stdout.strip().splitlines()[-1])
    return texts


def makespan(texts: list[str], connections: int, order: str) -> tuple[float, float, list[float]]:
    """(when the last answer is in, the lower bound, each connection's last end) under the model,
    the requests sent in `order`: "said" (narrate now: how long they take to say) or "chars"."""
    sys.path.insert(0, str(STANDIN_DIR))
    from fake_edge import LEAD_S, char_tone  # the model itself, unchanged

    def seconds(text: str) -> float:
        speech = LEAD_S + sum(int(24000 * char_tone(ch)[0]) / 24000 for ch in text)
        return 0.02 + 0.25 + 0.05 * speech

    times = (
        sorted((seconds(t) for t in texts), reverse=True)
        if order == "said"
        else [seconds(t) for t in sorted(texts, key=len, reverse=True)]
    )
    free = [0.0] * connections
    for took in times:
        heapq.heapreplace(free, free[0] + took)
    return max(free), sum(times) / connections, sorted(free)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--article", type=Path, help="a Markdown article (default: the long zh-Hant article)")
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--against", metavar="REV", help="also plan with the src/ of this git revision")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        article = args.article
        if article is None:
            sys.path.insert(0, str(HERE))
            from realblog import long_article, read_pages

            _, pages = read_pages()
            article = Path(work) / "article.md"
            article.write_text(long_article(pages)[0], encoding="utf-8")
        plans: dict[str, Path | None] = {"now": None}
        if args.against:
            src = Path(work) / "against"
            src.mkdir()
            archive = subprocess.run(
                ["git", "-C", str(ROOT), "archive", args.against, "src"], capture_output=True, check=True
            ).stdout
            subprocess.run(["tar", "-x", "-C", str(src)], input=archive, check=True)
            plans[args.against] = src / "src"
        print(
            f"{article.name}: {args.connections} connections; the service model: 0.27 s a request + 1/20 of its speech"
        )
        for name, src in plans.items():
            texts = request_texts(article, args.connections, src)
            # An older narrate sent its requests longest in characters first; now, longest to say first.
            last, bound, ends = makespan(texts, args.connections, _order_of(src or ROOT / "src"))
            print(
                f"{name:>10}: {len(texts)} requests, makespan {last:.2f} s (lower bound {bound:.2f} s, "
                f"{last / bound - 1:.1%} over); connections end at {' '.join(f'{e:.1f}' for e in ends)}"
            )


def _order_of(src: Path) -> str:
    """How that narrate orders its requests: by said length if it has merge.said_length, else by characters."""
    return (
        "said" if "def said_length" in (src / "narrate" / "voice" / "merge.py").read_text(encoding="utf-8") else "chars"
    )


if __name__ == "__main__":
    main()
