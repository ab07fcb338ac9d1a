"""Shared pieces of the benchmark scripts: the Edge stand-in as a process, timing, results, machine.

Not a benchmark itself (run_all.py runs only ``bench_*.py``). Every script that
uses this module can also write its figures as JSON (``--json-out FILE``) so
run_all.py can print one combined table.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
STANDIN = ROOT / "tests" / "edge_standin.py"
PYTHON = sys.executable
_SCRIPT = Path(sys.executable).parent / "narrate"
NARRATE = [str(_SCRIPT)] if _SCRIPT.exists() else [PYTHON, "-c", "from narrate.cli import run; run()"]


def _byte_compile() -> None:
    """narrate's own modules compiled to bytecode, as `pip install narrate` leaves them.

    Run from a source checkout (an editable install) with PYTHONDONTWRITEBYTECODE set, every
    `narrate` process would compile its ~100 modules from source on start (0.3 s or more on a
    loaded machine) while edge-tts and the other libraries load compiled: timings would charge
    narrate for the checkout, not for its work. compileall writes the caches whatever the
    environment says; the children then only read them.
    """
    import compileall

    source = ROOT / "src" / "narrate"
    if source.is_dir():
        compileall.compile_dir(source, quiet=1)


_byte_compile()


@dataclass
class Row:
    """One figure: what was measured, its value and unit, and the target it is held to (if any)."""

    what: str
    value: float
    unit: str
    target: str = ""
    met: bool | None = None
    note: str = ""
    old: str = ""  # the same figure before issue #15 (measured side by side, or as last recorded)


@dataclass
class Results:
    """What one benchmark script found."""

    name: str
    rows: list[Row] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    commands: list[str] = field(default_factory=list)

    def add(
        self,
        what: str,
        value: float,
        unit: str,
        target: str = "",
        met: bool | None = None,
        note: str = "",
        old: str = "",
    ) -> Row:
        row = Row(what, value, unit, target, met, note, old)
        self.rows.append(row)
        return row

    def write(self, path: Path | None) -> None:
        if path is not None:
            path.write_text(json.dumps(asdict(self), ensure_ascii=False, indent=2), encoding="utf-8")

    def finish(self, script: str, args: argparse.Namespace) -> None:
        """Name the command that reproduces these figures (`script` as run, with --quick if it was) and
        write them where --json-out says."""
        self.commands.append(f"python benchmarks/{script}{' --quick' if getattr(args, 'quick', False) else ''}")
        self.write(args.json_out)


def add_work_options(parser: argparse.ArgumentParser) -> None:
    """--keep and --json-out, as every benchmark that works in a folder of its own takes them."""
    parser.add_argument("--keep", type=Path, help="work in this folder and keep it")
    parser.add_argument("--json-out", type=Path, help="also write the figures as JSON here")


def work_folder(keep: Path | None, name: str) -> Path:
    """An empty folder to work in: `keep` (emptied first) or a new temporary one; see `drop_work`."""
    work = keep or Path(tempfile.mkdtemp(prefix=f"narrate-bench-{name}-"))
    if keep:
        shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True, exist_ok=True)
    return work


def drop_work(work: Path, keep: Path | None) -> None:
    """Remove the work folder, unless it is the one --keep named."""
    if keep is None:
        shutil.rmtree(work, ignore_errors=True)


def fmt(value: float, unit: str) -> str:
    """A value with sensible precision for its size."""
    if unit == "x" and value >= 100:
        return f"{value:,.0f}x"
    if unit == "x":
        return f"{value:.1f}x"
    if abs(value) >= 100:
        return f"{value:,.0f} {unit}"
    if abs(value) >= 10:
        return f"{value:.1f} {unit}"
    return f"{value:.2f} {unit}" if abs(value) >= 1 else f"{value:.3f} {unit}"


def verdict(met: bool | None) -> str:
    return "" if met is None else ("met" if met else "**NOT met**")


def markdown_table(rows: Sequence[Sequence[str]], header: Sequence[str]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)


def machine() -> dict[str, str]:
    """CPU model, cores, memory, Python and OS, for the top of a report."""
    cpu = platform.processor() or platform.machine()
    with contextlib.suppress(OSError):
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    mhz = ""
    with contextlib.suppress(OSError, ValueError):
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("cpu MHz"):
                mhz = f" @ {float(line.split(':', 1)[1]) / 1000:.2f} GHz"
                break
    memory = ""
    with contextlib.suppress(OSError, ValueError, IndexError):
        kb = int(Path("/proc/meminfo").read_text().split("MemTotal:", 1)[1].split()[0])
        memory = f"{kb / 1024 / 1024:.0f} GB"
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 0
    return {
        "cpu": cpu + mhz,
        "cores": str(cores),
        "memory": memory,
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "os": f"{platform.system()} {platform.release()}",
        "date": time.strftime("%Y-%m-%d %H:%M %Z"),
    }


def timed(
    args: Sequence[str], *, env: dict[str, str] | None = None, cwd: Path | None = None, check: bool = True
) -> tuple[float, subprocess.CompletedProcess[str]]:
    """Wall time of one command run as a fresh process; exits loudly if it fails."""
    start = time.perf_counter()
    done = subprocess.run(list(args), env=env, cwd=cwd, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - start
    if check and done.returncode != 0:
        sys.exit(f"{' '.join(map(str, args))} exited {done.returncode}:\n{done.stderr[-3000:]}")
    return elapsed, done


class StandIn:
    """tests/edge_standin.py running as its own process, observed and steered over HTTP."""

    def __init__(self, *args: str) -> None:
        self.args = [PYTHON, str(STANDIN), "--port", "0", *args]
        self.proc: subprocess.Popen[str] | None = None
        self.url = ""

    def __enter__(self) -> StandIn:
        self.proc = subprocess.Popen(self.args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline().strip()
        if not line.startswith("ready "):
            self.proc.kill()
            sys.exit(f"the Edge stand-in did not start: {line!r}")
        self.url = line.split(" ", 1)[1]
        return self

    def __exit__(self, *exc: object) -> None:
        if self.proc is not None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()

    @property
    def http(self) -> str:
        return "http" + self.url[2:]

    @property
    def wss_url(self) -> str:
        """The value for edge_tts.communicate.WSS_URL."""
        return (
            f"{self.url}/consumer/speech/synthesize/readaloud/edge/v1"
            "?TrustedClientToken=6A5AA1D4EAFF4E9FB37E23D68491D6F4"
        )

    def stats(self) -> dict[str, Any]:
        with urllib.request.urlopen(f"{self.http}/_standin/stats", timeout=30) as answer:
            return json.loads(answer.read())

    def settings(self, **changes: Any) -> dict[str, Any]:
        """Change settings while it runs (reset=True also forgets counters)."""
        request = urllib.request.Request(
            f"{self.http}/_standin/settings",
            data=json.dumps(changes).encode(),
            headers={"Content-Type": "application/json"},
            method="POST",
        )
        with urllib.request.urlopen(request, timeout=30) as answer:
            return json.loads(answer.read())

    def wait_idle(self, timeout: float = 10.0) -> None:
        deadline = time.monotonic() + timeout
        while self.stats()["current"] and time.monotonic() < deadline:
            time.sleep(0.02)


def child_env(**extra: str) -> dict[str, str]:
    """This process's environment for a child, with colour off and `extra` on top.

    PYTHONDONTWRITEBYTECODE is left out: an installed narrate has its bytecode compiled
    (pip does it), and a child that compiled every module of narrate again on each run
    (about 0.6 s of CPU) would measure the interpreter's compiler, not narrate.
    """
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    return {**env, "NO_COLOR": "1", **extra}
