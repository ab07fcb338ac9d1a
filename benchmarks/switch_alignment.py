"""The language switch on real translated articles: does it land on the sentence that corresponds?

    .venv/bin/python benchmarks/switch_alignment.py sample OUT --blog NAME --count N [--seed S] > switches.jsonl
    .venv/bin/python benchmarks/switch_alignment.py measure LABELS.jsonl... --out NAME=OUT... [--chromium | --realign]
    .venv/bin/python benchmarks/switch_alignment.py speed OUT...

OUT is a built output folder whose episodes have translations (a real blog built on the stand-in; its
articles are not in this repository). `sample` picks switch points at random (a cue of the article's blocks in one language,
another language of its episode) and prints each with the other language's cues around the same share
of the episode, for a person to label: a label is the JSON line with `right_at` filled in (the target
cues that render the source cue's sentence; their texts go in `right`, to read). `measure` lands each
labelled switch with the episode data narrate wrote (`<slug>.episode.json`, read as the player reads
it; with `--blocks`, as narrate 0.3's player did from the data 0.3 wrote: a before and after on the same
labels), or with `--chromium` by the player itself in headless Chromium (the position set inside the source
cue, the language chosen in the player's menu, the highlighted cue read), and counts the switches that
land on a right cue and those that miss by more than one cue. `speed` times this checkout's alignment of every
pair of translations in built folders (what a build spends on it when no earlier beads can be reused).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "tests"))

from narrate.publish.align import AlignedCue, align, beads_text, land  # noqa: E402
from narrate.publish.episode_data import aligned_cues  # noqa: E402
from narrate.publish.manifest import Manifest  # noqa: E402
from narrate.publish.pages import read_timed_cues  # noqa: E402


def _cues(out: Path, lang: str, slug: str) -> list[tuple[float, float, str]]:
    return read_timed_cues(out / lang / f"{slug}.vtt")


def _body(out: Path, lang: str, slug: str) -> list[int]:
    """The cues of an episode that read the article's blocks (not its title, intro or outro)."""
    record = json.loads((out / "manifest" / lang / f"{slug}.json").read_text(encoding="utf-8"))
    return [n for n, block in enumerate(record.get("cue_blocks", [])) if block >= 0]


def sample(out: Path, blog: str, count: int, seed: int) -> None:
    rng = random.Random(seed)
    groups = []
    for data in sorted(out.glob("*/*.episode.json")):
        doc = json.loads(data.read_text(encoding="utf-8"))
        langs = [entry["lang"] for entry in doc["episodes"]]
        if len(langs) > 1 and doc["lang"] == langs[0] == data.parent.name:
            groups.append((doc["slug"], langs))
    for _ in range(count):
        slug, langs = rng.choice(groups)
        source, target = rng.sample(langs, 2)
        mine, theirs = _cues(out, source, slug), _cues(out, target, slug)
        at = rng.choice(_body(out, source, slug) or list(range(len(mine))))
        near = round(at * len(theirs) / max(1, len(mine)))
        print(f"# {slug} {source}->{target} cue {at}: {mine[at][2]}", file=sys.stderr)
        for n in range(max(0, near - 6), min(len(theirs), near + 7)):
            print(f"#   {n}: {theirs[n][2]}", file=sys.stderr)
        print(
            json.dumps(
                {
                    "blog": blog,
                    "slug": slug,
                    "from": source,
                    "to": target,
                    "at": at,
                    "cue": mine[at][2],
                    "right_at": [],
                    "right": [],
                },
                ensure_ascii=False,
            )
        )


def _python_landing(out: Path, label: dict[str, Any]) -> int:
    slug = label["slug"]
    mine, theirs = _cues(out, label["from"], slug), _cues(out, label["to"], slug)
    doc = json.loads((out / label["from"] / f"{slug}.episode.json").read_text(encoding="utf-8"))
    return land(doc["align"], label["from"], label["to"], label["at"], len(mine), len(theirs))


def _transcript(out: Path, lang: str, slug: str) -> list[AlignedCue]:
    """One episode's transcript as the build's publisher hands it to the alignment."""
    record = Manifest(out).get(lang, slug)
    cues = aligned_cues(record, _cues(out, lang, slug)) if record is not None else None
    if cues is None:
        sys.exit(f"{out}: no usable record and transcript of {lang}/{slug}")
    return cues


def _realigned_landing(out: Path, label: dict[str, Any]) -> int:
    """The switch by the beads this checkout's alignment makes from the build's two transcripts."""
    first, second = sorted((label["from"], label["to"]))
    a, b = _transcript(out, first, label["slug"]), _transcript(out, second, label["slug"])
    beads = {f"{first}|{second}": beads_text(align(a, b))}
    mine, theirs = (a, b) if label["from"] == first else (b, a)
    return land(beads, label["from"], label["to"], label["at"], len(mine), len(theirs))


def speed(outs: list[Path]) -> None:
    pairs, spent, worst = 0, 0.0, (0.0, "")
    for out in outs:
        seen: set[tuple[str, ...]] = set()
        for data in sorted(out.glob("*/*.episode.json")):
            doc = json.loads(data.read_text(encoding="utf-8"))
            langs = sorted(entry["lang"] for entry in doc["episodes"])
            if (doc["slug"], *langs) in seen or len(langs) < 2:
                continue  # each group once
            seen.add((doc["slug"], *langs))
            transcripts = {lang: _transcript(out, lang, doc["slug"]) for lang in langs}
            for n, first in enumerate(langs):
                for second in langs[n + 1 :]:
                    started = time.perf_counter()
                    align(transcripts[first], transcripts[second])
                    took = time.perf_counter() - started
                    pairs, spent = pairs + 1, spent + took
                    worst = max(
                        worst,
                        (
                            took,
                            f"{doc['slug']} {first}|{second} ({len(transcripts[first])} and "
                            f"{len(transcripts[second])} cues)",
                        ),
                    )
    print(
        f"{pairs} pairs aligned in {spent:.2f} s ({1000 * spent / max(1, pairs):.0f} ms a pair); "
        f"slowest {1000 * worst[0]:.0f} ms: {worst[1]}"
    )


def _landing_by_blocks(out: Path, label: dict[str, Any]) -> int:
    """The switch as narrate 0.3's player made it (for a before/after on the same labels): the block of the
    source cue by the blocks' kinds (difflib), then the same share of that block's cues in the target."""
    slug = label["slug"]
    doc = json.loads((out / label["from"] / f"{slug}.episode.json").read_text(encoding="utf-8"))
    mine, theirs = doc["align"].get(label["from"]), doc["align"].get(label["to"])
    if not mine or not theirs:
        return 0
    cue = label["at"]
    while cue >= 0 and (mine[cue] < -2 or mine[cue] not in theirs):
        cue -= 1
    if cue < 0:
        return 0
    here = [n for n, group in enumerate(mine) if group == mine[cue]]
    there = [n for n, group in enumerate(theirs) if group == mine[cue]]
    return there[min(len(there) - 1, here.index(cue) * len(there) // len(here))]


def _chromium_landings(out: Path, labels: list[dict[str, Any]]) -> list[int]:
    """Each switch made by the player in headless Chromium: the index of the cue it highlights after it."""
    from playwright.sync_api import sync_playwright

    from durations import chromium_executable
    from serving import Served

    landed = []
    with Served.folder(out) as served, sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=chromium_executable(),
            args=["--headless", "--no-sandbox", "--disable-gpu", "--mute-audio", "--no-first-run"],
        )
        try:
            for label in labels:
                page = browser.new_page()
                page.goto(f"{served.url}/{label['from']}/{label['slug']}.html")
                page.wait_for_selector("narrate-player .np-cue")
                start = _cues(out, label["from"], label["slug"])[label["at"]][0]
                page.evaluate(f"document.querySelector('narrate-player').seekTo({start + 0.05})")
                page.wait_for_function(f"document.querySelector('narrate-player').cueIndex === {label['at']}")
                page.select_option("narrate-player select.np-langs", label["to"])
                page.wait_for_function(
                    f"document.querySelector('narrate-player').getAttribute('lang') === "
                    f"{json.dumps(label['to'])} && document.querySelector('narrate-player')"
                    ".cueIndex >= 0"
                )
                landed.append(int(page.evaluate("document.querySelector('narrate-player').cueIndex")))
                page.close()
        finally:
            browser.close()
    return landed


def measure(
    files: list[Path], outs: dict[str, Path], chromium: bool, blocks: bool = False, realign: bool = False
) -> None:
    labels = [
        json.loads(line) for path in files for line in path.read_text(encoding="utf-8").splitlines() if line.strip()
    ]
    stale = [
        label
        for label in labels
        if label["blog"] in outs
        and (
            len(mine := _cues(outs[label["blog"]], label["from"], label["slug"])) <= label["at"]
            or mine[label["at"]][2] != label["cue"]
        )
    ]
    if stale:
        sys.exit(
            f"{len(stale)} labels do not match the cues of these builds (first: {stale[0]['slug']} "
            f"{stale[0]['from']} cue {stale[0]['at']}); build the blogs with the narrate the labels name"
        )
    landed: dict[int, int] = {}
    for blog, out in outs.items():
        mine = [n for n, label in enumerate(labels) if label["blog"] == blog]
        if chromium:
            found = _chromium_landings(out, [labels[n] for n in mine])
        else:
            landing = _landing_by_blocks if blocks else _realigned_landing if realign else _python_landing
            found = [landing(out, labels[n]) for n in mine]
        landed.update(zip(mine, found))
    right = far = 0
    for n, label in enumerate(labels):
        if n not in landed:
            sys.exit(f"no --out for blog {label['blog']!r}")
        theirs = _cues(outs[label["blog"]], label["to"], label["slug"])
        off = min(abs(landed[n] - target) for target in label["right_at"])
        right += off == 0
        far += off > 1
        if off:
            print(
                f"miss ({off} off): {label['blog']} {label['slug']} {label['from']}->{label['to']}: "
                f"{label['cue'][:40]!r} -> {theirs[landed[n]][2][:40]!r}, wanted {label['right'][0][:40]!r}"
            )
    print(
        f"{right} of {len(labels)} switches land on the right sentence ({right / max(1, len(labels)):.0%}); "
        f"{far} miss by more than one sentence"
        + (" (the player in Chromium)" if chromium else "")
        + (" (0.3's block alignment)" if blocks else "")
        + (" (this checkout's alignment)" if realign else "")
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    pick = commands.add_parser("sample")
    pick.add_argument("out", type=Path)
    pick.add_argument("--blog", required=True, help="the name labels give this output folder")
    pick.add_argument("--count", type=int, default=20)
    pick.add_argument("--seed", type=int, default=39)
    check = commands.add_parser("measure")
    check.add_argument("labels", type=Path, nargs="+")
    check.add_argument("--out", action="append", default=[], help="NAME=OUT: the built folder of a labelled blog")
    check.add_argument("--chromium", action="store_true")
    check.add_argument("--blocks", action="store_true", help="folders published by narrate 0.3 (before): its method")
    check.add_argument("--realign", action="store_true", help="land by this checkout's alignment of the transcripts")
    timing = commands.add_parser("speed")
    timing.add_argument("outs", type=Path, nargs="+")
    args = parser.parse_args()
    if args.command == "sample":
        sample(args.out, args.blog, args.count, args.seed)
    elif args.command == "speed":
        speed(args.outs)
    else:
        outs = {name: Path(folder) for name, _, folder in (item.partition("=") for item in args.out)}
        measure(args.labels, outs, args.chromium, args.blocks, args.realign)


if __name__ == "__main__":
    main()
