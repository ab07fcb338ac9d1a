"""Benchmark: narrate against the shared service model, side by side with the stock CLI and a naive script.

    .venv/bin/python benchmarks/bench_edge_model.py                     # article: 3 rounds; blog of 30: 1 round
    .venv/bin/python benchmarks/bench_edge_model.py --rounds 5 --no-blog
    .venv/bin/python benchmarks/bench_edge_model.py --narrate main=/work/venv/bin/narrate   # another narrate too
    .venv/bin/python benchmarks/bench_edge_model.py --narrate before=/tmp/before/src        # another checkout's src/

The service is ../shared/edge-standin/fake_edge.py (the model every engineer measures on),
started once with ``--max-conn 8 --ttfb 0.25 --rtf 0.05`` and a request log, through
benchmarks/fake_edge_words.py, which makes it answer a request for word boundaries with
words (narrate asks for them; the alternatives ask for sentences and get what fake_edge.py
always sends; ``--sentences-model``: fake_edge.py alone). Its two
alternatives come from the same folder, unchanged: ``edge_cli_via_fake.py`` (the stock
edge-tts command line) and ``peer_parallel.py`` (one request per paragraph, 8 at once, bytes
joined). They are given narrate's spoken text (``narrate script --json``'s chunks, one per
line) as plain text; narrate is given the Markdown.

The text is real blog prose (benchmarks/realblog.py: a zh-Hant blog's published pages): one
long article (about 7,300 characters, 24 minutes of audio at the model's pace) and, unless
``--no-blog``, a blog of 30 of its pages, built with ``narrate build`` and, for the
alternatives, one run per article, one after another.

Every round runs each contender once, in a rotating order, each narrate into an empty chunk
cache. Reported per contender: wall time (median, and the range over the rounds), the
ratios to the stock CLI and to the naive script in the same round (median and range), and
for narrate, from the stand-in's log: the time from the command's start to its first
request, and from the last answer to the command's end, requests sent, 429 refusals, and the
CPU time of its process and the processes it waited for (its ffmpeg meters), and the size of
its word timings (``<slug>.words.json``) per minute of audio. After the cold
runs, each narrate runs again unchanged (warm rebuild). The machine's load average is
printed with every run and its range with each table: on a shared machine the absolute times
grow with it, and only the ratios of one round's runs compare.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import socket
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from _common import NARRATE, PYTHON, Results, add_work_options, child_env, drop_work, markdown_table, work_folder  # noqa: E402
from realblog import DEFAULT_REPO, SOURCE, Page, blog_posts, long_article, read_pages  # noqa: E402

# ../shared/edge-standin from the main checkout; ../../shared/edge-standin from a worktree under wt/.
STANDIN_DIR = next(
    (d / "shared" / "edge-standin" for d in HERE.parents if (d / "shared" / "edge-standin").is_dir()),
    HERE.parent.parent / "shared" / "edge-standin",
)
VOICE = "zh-TW-HsiaoChenNeural"
MODEL = ["--max-conn", "8", "--ttfb", "0.25", "--rtf", "0.05"]


@dataclass
class Run:
    """One contender's run: wall time and what the stand-in logged while it ran."""

    wall: float
    start: float
    end: float
    requests: list[dict[str, Any]] = field(default_factory=list)
    refused: int = 0
    cpu: float = 0.0  # user + system seconds of the commands and the children they waited for
    load: float = 0.0  # the 1-minute load average as the run ended

    @property
    def before_first(self) -> float:
        return min(r["start"] for r in self.requests) - self.start if self.requests else float("nan")

    @property
    def after_last(self) -> float:
        return self.end - max(r["start"] + r["elapsed"] for r in self.requests) if self.requests else float("nan")


class StandIn:
    """fake_edge.py as its own process, with its request log read between runs."""

    def __init__(self, standin_dir: Path, log: Path, words: bool = True) -> None:
        self.dir, self.log = standin_dir, log
        # The model itself, or the model answering word requests with words (benchmarks/fake_edge_words.py).
        self.script = HERE / "fake_edge_words.py" if words else standin_dir / "fake_edge.py"
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.url = f"ws://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen[bytes] | None = None
        self._offset = 0

    def __enter__(self) -> StandIn:
        self.log.write_text("")
        self.proc = subprocess.Popen(
            [PYTHON, str(self.script), "--port", str(self.port), *MODEL, "--log", str(self.log)],
            cwd=self.dir,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env={**os.environ, "EDGE_STANDIN_DIR": str(self.dir)},
        )
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return self
            except OSError:
                time.sleep(0.1)
        self.proc.kill()
        sys.exit("the service model did not start")

    def __exit__(self, *exc: object) -> None:
        if self.proc is not None:
            self.proc.terminate()
            self.proc.wait(timeout=10)

    def new_entries(self) -> list[dict[str, Any]]:
        """Log lines written since the last call (the stand-in writes one as each connection ends)."""
        time.sleep(0.3)  # a connection's line is written after its client has gone
        with self.log.open(encoding="utf-8") as handle:
            handle.seek(self._offset)
            text = handle.read()
            self._offset = handle.tell()
        return [json.loads(line) for line in text.splitlines() if line.strip()]


def run(standin: StandIn, commands: list[list[str]], env: dict[str, str]) -> Run:
    """Run `commands` one after another as one contender's run."""
    standin.new_entries()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.time()
    t0 = time.perf_counter()
    for command in commands:
        done = subprocess.run(command, env=env, capture_output=True, text=True, cwd=standin.dir)
        if done.returncode != 0:
            sys.exit(f"{' '.join(command)} exited {done.returncode}:\n{done.stderr[-3000:]}")
    wall = time.perf_counter() - t0
    end = time.time()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    entries = standin.new_entries()
    return Run(
        wall,
        start,
        end,
        [e for e in entries if "refused" not in e],
        sum(1 for e in entries if "refused" in e),
        cpu,
        os.getloadavg()[0],
    )


def words_per_minute(out: Path) -> float:
    """Bytes of word timings (every ``<slug>.words.json``) per minute of audio, in one output folder."""
    size = sum(path.stat().st_size for path in out.glob("*/*.words.json"))
    seconds = sum(json.loads(path.read_text(encoding="utf-8"))["duration"] for path in out.glob("manifest/*/*.json"))
    return size / (seconds / 60) if seconds else float("nan")


def spoken_text(narrate: list[str], article: Path, out: Path) -> int:
    """narrate's spoken text of `article`, one chunk a line, into `out`; its character count."""
    done = subprocess.run([*narrate, "script", str(article), "--json"], capture_output=True, text=True, check=True)
    chunks = [c["text"] for c in json.loads(done.stdout)["chunks"]]
    out.write_text("\n".join(chunks) + "\n", encoding="utf-8")
    return sum(len(c) for c in chunks)


def write_long_article(work: Path, pages: list[Page]) -> tuple[Path, Path, int]:
    """The long article as Markdown (`work/article/<slug>.md`, for narrate) and as narrate's spoken text
    (`work/article.txt`, for the alternatives), and that text's character count."""
    markdown, slug = long_article(pages)
    article = work / "article" / f"{slug}.md"
    article.parent.mkdir(parents=True)
    article.write_text(markdown, encoding="utf-8")
    plain = work / "article.txt"
    return article, plain, spoken_text(NARRATE, article, plain)


def compiled_elsewhere(name: str, command: str) -> dict[str, str]:
    """Bytecode for another narrate (another checkout, its own venv), compiled once into a folder of
    its own under the temporary folder, never into that checkout: the environment its runs get.
    (Compiled, as `pip install` leaves an installed narrate: see _common._byte_compile.)"""
    import tempfile

    prefix = Path(tempfile.gettempdir()) / f"narrate-bench-pycache-{name}"
    python = str(Path(command).parent / "python")
    env = {**child_env(), "PYTHONPYCACHEPREFIX": str(prefix)}
    package = subprocess.run(
        [python, "-c", "import narrate, os; print(os.path.dirname(narrate.__file__))"],
        capture_output=True,
        text=True,
        check=True,
        env=env,
    ).stdout.strip()
    subprocess.run([python, "-m", "compileall", "-q", package], check=True, env=env, capture_output=True)
    return {"PYTHONPYCACHEPREFIX": str(prefix)}


def narrate_from(name: str, where: str) -> tuple[list[str], dict[str, str]]:
    """The command and environment that run another narrate: `where` is a command (another venv's
    `narrate`), or a checkout's `src/` folder. That folder is copied under the temporary folder and
    compiled there (never into the checkout; and not through PYTHONPYCACHEPREFIX, under which every
    library and the standard library would be compiled again on the first run), then run by this
    interpreter with the copy first on the path: the same libraries, that checkout's narrate."""
    folder = Path(where)
    if not (folder / "narrate" / "__init__.py").is_file():
        return where.split(), compiled_elsewhere(name, where.split()[0])
    import shutil
    import tempfile

    copy = Path(tempfile.gettempdir()) / f"narrate-bench-src-{name}"
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(folder / "narrate", copy / "narrate", ignore=shutil.ignore_patterns("__pycache__"))
    subprocess.run([PYTHON, "-m", "compileall", "-q", str(copy / "narrate")], check=True, capture_output=True)
    return [PYTHON, "-c", "from narrate.cli import run; run()"], {"PYTHONPATH": str(copy)}


def spread(values: list[float], fmt: str = "{:.2f}") -> str:
    """Median, and the range when there is more than one value."""
    med = fmt.format(statistics.median(values))
    return med if len(values) == 1 else f"{med} ({fmt.format(min(values))}-{fmt.format(max(values))})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=3, help="rounds on the long article")
    parser.add_argument("--blog-rounds", type=int, default=1, help="rounds on the blog of 30")
    parser.add_argument("--no-blog", action="store_true")
    parser.add_argument("--quick", action="store_true", help="one round, no blog")
    parser.add_argument("--articles", type=int, default=30)
    parser.add_argument("--repo", type=Path, default=DEFAULT_REPO, help=f"a mirror of {SOURCE}")
    parser.add_argument("--standin", type=Path, default=STANDIN_DIR)
    parser.add_argument(
        "--sentences-model",
        action="store_true",
        help="fake_edge.py alone: sentence boundaries whatever a client asks for",
    )
    parser.add_argument(
        "--narrate",
        action="append",
        default=[],
        metavar="NAME=COMMAND|SRC",
        help="another narrate to run side by side: a command (main=/work/venv/bin/narrate) or "
        "a checkout's src/ folder (before=/tmp/before/src)",
    )
    add_work_options(parser)
    args = parser.parse_args()
    if args.quick:
        args.rounds, args.no_blog = 1, True
    narrates: dict[str, list[str]] = {"narrate": NARRATE}
    extra_env: dict[str, dict[str, str]] = {"narrate": {}}
    for item in args.narrate:
        name, _, where = item.partition("=")
        narrates[f"narrate {name}"], extra_env[f"narrate {name}"] = narrate_from(name, where)

    work = work_folder(args.keep, "edge-model")
    results = Results("edge model: narrate vs the stock CLI and the naive script, on ../shared/edge-standin")
    try:
        commit, pages = read_pages(args.repo)
        article, plain, characters = write_long_article(work, pages)
        blog = work / "blog"
        blog.mkdir()
        posts = blog_posts(pages, args.articles)
        plains = []
        for name, text in posts:
            (blog / name).write_text(text, encoding="utf-8")
            plains.append(work / "blog-text" / name.replace(".md", ".txt"))
            plains[-1].parent.mkdir(exist_ok=True)
            spoken_text(NARRATE, blog / name, plains[-1])
        print(
            f"article: {characters:,} characters spoken; blog: {len(posts)} articles; text from {SOURCE} at "
            f"{commit[:12]}",
            flush=True,
        )

        with StandIn(args.standin, work / "requests.jsonl", words=not args.sentences_model) as standin:
            env = child_env(FAKE_EDGE=standin.url, NARRATE_EDGE_URL=standin.url)
            cli, peer = str(args.standin / "edge_cli_via_fake.py"), str(args.standin / "peer_parallel.py")

            def contenders(case: str) -> dict[str, Any]:
                out: dict[str, Any] = {}
                if case == "article":
                    out["stock CLI"] = lambda n: [
                        [PYTHON, cli, "-f", str(plain), "-v", VOICE, "--write-media", str(work / f"stock-{n}.mp3")]
                    ]
                    out["naive script"] = lambda n: [
                        [PYTHON, peer, str(plain), VOICE, str(work / f"peer-{n}.mp3"), "8"]
                    ]
                else:
                    out["stock CLI"] = lambda n: [
                        [PYTHON, cli, "-f", str(p), "-v", VOICE, "--write-media", str(work / f"bstock-{n}.mp3")]
                        for p in plains
                    ]
                    out["naive script"] = lambda n: [
                        [PYTHON, peer, str(p), VOICE, str(work / f"bpeer-{n}.mp3"), "8"] for p in plains
                    ]
                for name, command in narrates.items():
                    tag = name.replace(" ", "-")
                    if case == "article":
                        out[name] = lambda n, c=command, t=tag: [
                            [*c, str(article), "--engine", "edge", "--out", str(work / f"out-{t}-{n}")]
                        ]
                    else:
                        out[name] = lambda n, c=command, t=tag: [
                            [*c, "build", str(blog), "--engine", "edge", "--out", str(work / f"bout-{t}-{n}"), "-q"]
                        ]
                return out

            cases = [("article", args.rounds)] + ([] if args.no_blog else [("blog", args.blog_rounds)])
            for case, rounds in cases:
                if rounds <= 0:
                    continue  # `--rounds 0 --blog-rounds 1`: the blog alone
                runs: dict[str, list[Run]] = {}
                warm: dict[str, list[float]] = {}
                word_bytes: dict[str, list[float]] = {}
                order = list(contenders(case))
                for n in range(rounds):
                    rotated = order[n % len(order) :] + order[: n % len(order)]
                    for name in rotated:
                        cache = work / f"cache-{case}-{name.replace(' ', '-')}-{n}"
                        made = contenders(case)[name](n)
                        own = {**env, **extra_env.get(name, {}), "NARRATE_CACHE_DIR": str(cache)}
                        one = run(standin, made, own)
                        runs.setdefault(name, []).append(one)
                        line = (
                            f"{case} round {n + 1}: {name}: {one.wall:.2f} s (CPU {one.cpu:.2f} s, load "
                            f"{one.load:.1f}), {len(one.requests)} requests"
                        )
                        if name.startswith("narrate"):
                            line += (
                                f", {one.before_first:.2f} s before the first, {one.after_last:.2f} s after "
                                f"the last answer, {one.refused} refused"
                            )
                            again = run(standin, made, own)
                            warm.setdefault(name, []).append(again.wall)
                            line += f"; unchanged re-run {again.wall:.2f} s ({len(again.requests)} requests)"
                            rate = words_per_minute(
                                work / f"{'out' if case == 'article' else 'bout'}-{name.replace(' ', '-')}-{n}"
                            )
                            word_bytes.setdefault(name, []).append(rate)
                            line += f"; word timings {rate:,.0f} bytes per minute of audio"
                        print(line, flush=True)
                stock = [r.wall for r in runs["stock CLI"]]
                naive = [r.wall for r in runs["naive script"]]
                table = []
                for name, done in runs.items():
                    walls = [r.wall for r in done]
                    vs_stock = [s / w for s, w in zip(stock, walls)]
                    vs_naive = [p / w for p, w in zip(naive, walls)]
                    row = [
                        name,
                        spread(walls),
                        spread([r.cpu for r in done]),
                        spread(vs_stock),
                        spread(vs_naive),
                        spread([float(len(r.requests)) for r in done], "{:.0f}"),
                    ]
                    if name.startswith("narrate"):
                        row += [
                            spread([r.before_first for r in done]),
                            spread([r.after_last for r in done]),
                            spread(warm[name], "{:.3f}"),
                            str(sum(r.refused for r in done)),
                        ]
                        label = f"{name} cold, {'article' if case == 'article' else f'blog of {len(posts)}'}"
                        results.add(
                            f"{label}: vs stock CLI",
                            statistics.median(vs_stock),
                            "x",
                            "≥ 7.0x",
                            statistics.median(vs_stock) >= 7.0,
                            f"range {min(vs_stock):.2f}-{max(vs_stock):.2f}",
                        )
                        results.add(
                            f"{label}: vs naive script",
                            statistics.median(vs_naive),
                            "x",
                            "≥ 1.2x",
                            statistics.median(vs_naive) >= 1.2,
                            f"range {min(vs_naive):.2f}-{max(vs_naive):.2f}",
                        )
                        if case == "article":
                            first = statistics.median(r.before_first for r in done)
                            last = statistics.median(r.after_last for r in done)
                            results.add(f"{name}: before the first request", first, "s", "≤ 0.3 s", first <= 0.3)
                            results.add(f"{name}: after the last answer", last, "s", "≤ 0.5 s", last <= 0.5)
                        results.add(
                            f"{label}: CPU (its process and the ffmpeg meters it waited for)",
                            statistics.median(r.cpu for r in done),
                            "s",
                        )
                        results.add(
                            f"{label}: unchanged re-run",
                            statistics.median(warm[name]),
                            "s",
                            "< 1 s",
                            statistics.median(warm[name]) < 1.0,
                        )
                        if (
                            word_bytes.get(name) and word_bytes[name][0] == word_bytes[name][0]
                        ):  # not NaN: it writes them
                            results.add(
                                f"{label}: word timing data per minute of audio",
                                statistics.median(word_bytes[name]),
                                "bytes",
                            )
                    else:
                        row += ["", "", "", ""]
                    table.append(row)
                print()
                loads = [r.load for done in runs.values() for r in done]
                print(
                    f"{case}: {rounds} round(s), wall seconds and ratios as median (range); load average "
                    f"{min(loads):.1f}-{max(loads):.1f} on {os.cpu_count()} cores"
                )
                print(
                    markdown_table(
                        table,
                        [
                            "contender",
                            "wall s",
                            "CPU s",
                            "vs stock",
                            "vs naive",
                            "requests",
                            "before 1st request s",
                            "after last answer s",
                            "unchanged re-run s",
                            "429s",
                        ],
                    )
                )
                print(flush=True)
        results.notes.append(
            f"text: {SOURCE} at {commit[:12]} (benchmarks/realblog.py); article {characters:,} "
            f"characters spoken; service model {' '.join(MODEL)}; {args.rounds} round(s)"
        )
        results.finish("bench_edge_model.py", args)
        return 0
    finally:
        drop_work(work, args.keep)


if __name__ == "__main__":
    sys.exit(main())
