"""Run every benchmark in benchmarks/ and print one Markdown table, with the machine it ran on.

    .venv/bin/python benchmarks/run_all.py            # everything (about 8 minutes on 2 cores)
    .venv/bin/python benchmarks/run_all.py --quick    # smaller inputs (about 3 minutes)
    .venv/bin/python benchmarks/run_all.py --only synthesis splice

Each ``bench_*.py`` runs as its own process, one after another (they would skew each
other's timings side by side). Scripts that take ``--json-out`` hand their figures
over as JSON; others are read from their printed table. Each script's full output
is kept in benchmarks/results/<name>.log and the combined table in
benchmarks/results/latest.md (the folder is git-ignored).
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from _common import fmt, machine, markdown_table, verdict  # noqa: E402 (after the path set-up above)

RESULTS = HERE / "results"
# Figures from before issue #15 (fewer, fuller requests; one-pass warm path; lazy start-up), as recorded by
# this script on 2026-12-02 15:21 UTC and in the issue, for rows whose script does not measure "before" itself.
BEFORE = {
    "no-op rebuild": "1.52 s",
    "--version": "0.340 s",
    "rebuild 3.0 h episode from cache": "2.7-3.5 s",
    "narrate unchanged re-run": "0.683 s",
    "narrate --force re-splice from cache": "0.873 s",
    "narrate one-paragraph edit": "2.61 s",
}
# Arguments for scripts that do not follow the --quick / --json-out convention.
EXTRA_ARGS = {
    "bench_noop_build.py": {"quick": ["--articles", "200", "--runs", "3"], "full": ["--runs", "3"]},
}


def _takes(script: Path, option: str) -> bool:
    """Whether `script` takes `option` (its own, or --keep/--json-out from _common.add_work_options)."""
    text = script.read_text(encoding="utf-8")
    return option in text or (option in ("--keep", "--json-out") and "add_work_options(" in text)


def _noop_rows(output: str, args: list[str]) -> tuple[list[list[str]], list[str]]:
    """Rows from bench_noop_build.py's printed table ("what  median s  x no-op")."""
    articles = int(args[args.index("--articles") + 1]) if "--articles" in args else 1000
    rows, notes = [], []
    for line in output.splitlines():
        match = re.match(r"^(\S.*?)\s{2,}(\d+\.\d+)\s+(\d+\.\d+)$", line)
        if not match:
            continue
        what, seconds = match.group(1), float(match.group(2))
        before = next((v for k, v in BEFORE.items() if k in what), "")
        if "no-op rebuild" in what:
            per_thousand = seconds * 1000 / articles
            met = per_thousand <= 1.0
            rows.append(
                [
                    f"{what}, {articles:,} articles",
                    before,
                    fmt(seconds, "s"),
                    "≤ 1.0 s per 1,000 articles",
                    f"{verdict(met)} ({per_thousand:.2f} s per 1,000)",
                ]
            )
        elif "--version" in what:
            rows.append([what, before, fmt(seconds, "s"), "≤ 0.15 s", verdict(seconds <= 0.15)])
        else:
            rows.append(
                [
                    f"{what}, {articles:,} articles" if "narrate build" in what else what,
                    before,
                    fmt(seconds, "s"),
                    "",
                    "",
                ]
            )
    notes += [line.strip() for line in output.splitlines() if line.startswith("per article")]
    return rows, notes


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="smaller inputs, a few minutes in all")
    parser.add_argument("--only", nargs="+", metavar="NAME", help="only these (e.g. synthesis splice noop_build)")
    parser.add_argument("--timeout", type=float, default=1200, help="seconds allowed per script")
    args = parser.parse_args()

    scripts = sorted(HERE.glob("bench_*.py"))
    if args.only:
        scripts = [s for s in scripts if any(name in s.stem for name in args.only)]
    if not scripts:
        sys.exit("no benchmark scripts matched")
    RESULTS.mkdir(exist_ok=True)
    info = machine()
    started = time.perf_counter()
    sections: list[tuple[str, list[list[str]], list[str]]] = []
    table: list[list[str]] = []
    failed = []
    for script in scripts:
        name = script.stem.removeprefix("bench_")
        extra = EXTRA_ARGS.get(script.name, {}).get("quick" if args.quick else "full", [])
        command = [sys.executable, str(script), *extra]
        if args.quick and _takes(script, "--quick"):
            command.append("--quick")
        json_out = None
        if _takes(script, "--json-out"):
            json_out = Path(tempfile.mkstemp(prefix=f"narrate-{name}-", suffix=".json")[1])
            command += ["--json-out", str(json_out)]
        print(
            f"running {script.name} {' '.join(extra + (['--quick'] if '--quick' in command else []))} …",
            file=sys.stderr,
            flush=True,
        )
        t0 = time.perf_counter()
        try:
            done = subprocess.run(
                command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=args.timeout, check=False
            )
            output, code = done.stdout, done.returncode
        except subprocess.TimeoutExpired as exc:
            output, code = (exc.stdout or b"").decode() if isinstance(exc.stdout, bytes) else (exc.stdout or ""), -1
        elapsed = time.perf_counter() - t0
        (RESULTS / f"{script.stem}.log").write_text(output, encoding="utf-8")
        print(
            f"  {'done' if code == 0 else f'FAILED ({code})'} in {elapsed:.0f} s; log: {RESULTS / script.stem}.log",
            file=sys.stderr,
            flush=True,
        )
        command_line = "python benchmarks/" + " ".join([script.name, *command[2:]]).replace(
            f" --json-out {json_out}", ""
        )
        if code != 0:
            failed.append(script.name)
            table.append([name, "failed", "", "", "", f"see results/{script.stem}.log"])
            continue
        if json_out is not None:
            data = json.loads(json_out.read_text(encoding="utf-8"))
            json_out.unlink()
            for row in data["rows"]:
                before = row.get("old") or next((v for k, v in BEFORE.items() if k in row["what"]), "")
                table.append(
                    [
                        name,
                        row["what"],
                        before,
                        fmt(row["value"], row["unit"]),
                        row["target"],
                        " ".join(x for x in (verdict(row["met"]), row["note"]) if x),
                    ]
                )
            sections.append((name, [], [*data["notes"], f"`{command_line}`"]))
        else:
            rows, notes = _noop_rows(output, extra) if script.name == "bench_noop_build.py" else ([], [])
            if not rows:
                tail = "\n".join(output.strip().splitlines()[-12:])
                notes = [f"output (last lines):\n\n```\n{tail}\n```"]
            table += [[name, *row] for row in rows]
            sections.append((name, [], [*notes, f"`{command_line}`"]))

    lines = [
        f"## narrate benchmarks{' (quick)' if args.quick else ''}",
        "",
        (
            f"Machine: {info['cpu']}, {info['cores']} cores, {info['memory']} RAM; {info['python']}; {info['os']}. "
            f"Run {info['date']}, {time.perf_counter() - started:.0f} s in all, with "
            f"`python benchmarks/run_all.py{' --quick' if args.quick else ''}`."
        ),
        "",
        markdown_table(table, ["benchmark", "measure", "before #15", "now", "target", "result / note"]),
        "",
    ]
    for name, _, notes in sections:
        lines += [f"- **{name}**: " + "; ".join(notes)]
    report = "\n".join(lines) + "\n"
    (RESULTS / "latest.md").write_text(report, encoding="utf-8")
    print(report)
    if failed:
        print(f"failed: {', '.join(failed)}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
