"""Which imports inside narrate's functions could stand at the top of their module at no start-up cost.

    .venv/bin/python benchmarks/lazy_imports.py            # the table: each import inside a function, and why it stays
    .venv/bin/python benchmarks/lazy_imports.py --free     # only those that can move (nothing is loaded sooner)

An import is put inside a function so that a quick path does not pay for it: `narrate --version`, `--help`,
`narrate script`, the time before a cold run's first request, a no-op build, a rebuild from the cache. This
runs each of those paths in a fresh interpreter and records the modules loaded by its end (for the cold run:
at the moment of its first request). An import of T inside module M costs nothing at the top of M when, in
every path that loads M, T is loaded too: moving it loads nothing more, only sooner within the same path
(tests/cli/test_startup.py holds what each path may load). Otherwise the cost is what T adds to the path that
does not load it, which `python -X importtime` measures (`--cost` prints it for each, in a fresh interpreter
that has loaded what the path had).

Nothing here is timed against a target; the figures that are (`narrate --version` ≤ 0.15 s, the time
before the first request) are bench_warm.py's and first_request.py's.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / "src" / "narrate"

# A fresh interpreter: run the command line, then print the modules loaded.
_CLI = """
import contextlib, io, json, sys
from narrate.cli import main
sys.argv = ["narrate", *json.loads(sys.argv[1])]
try:
    with contextlib.redirect_stdout(io.StringIO()):
        main()
except SystemExit:
    pass
print(json.dumps(sorted(sys.modules)))
"""

# A cold `narrate ARTICLE.md --engine edge`, stopped at the moment its first request would be sent.
_FIRST_REQUEST = """
import json, os, sys
from narrate.voice.engines import edge

async def first_request(self, *args, **kwargs):
    print(json.dumps(sorted(sys.modules)), flush=True)
    os._exit(0)

edge.EdgeEngine._ask = first_request
sys.argv = ["narrate", sys.argv[1], "--engine", "edge", "--out", sys.argv[2]]
from narrate.cli import main
main()
"""


@dataclass(frozen=True)
class LazyImport:
    """One import statement inside a function: where, and the modules it loads."""

    module: str  # narrate.text.language
    function: str
    line: int
    targets: tuple[str, ...]


def _module_name(path: Path) -> str:
    parts = ["narrate", *path.relative_to(SRC).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _resolve(module: str, node: ast.ImportFrom, is_package: bool) -> str:
    if not node.level:
        return node.module or ""
    base = module.split(".")
    base = base if is_package else base[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join([*base, *([node.module] if node.module else [])])


def lazy_imports() -> list[LazyImport]:
    """Every import statement under a `def` in src/narrate."""
    found = []
    for path in sorted(SRC.rglob("*.py")):
        module = _module_name(path)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for func in ast.walk(tree):
            if not isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for node in ast.walk(func):
                if isinstance(node, ast.Import):
                    targets = tuple(alias.name for alias in node.names)
                elif isinstance(node, ast.ImportFrom):
                    base = _resolve(module, node, path.name == "__init__.py")
                    targets = (base, *(f"{base}.{alias.name}" for alias in node.names))
                else:
                    continue
                found.append(LazyImport(module, func.name, node.lineno, targets))
    unique = {(i.module, i.line): i for i in found}  # an import in a nested function is found from each def
    return sorted(unique.values(), key=lambda i: (i.module, i.line))


def _run(code: str, *args: str, env: dict[str, str]) -> set[str]:
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, check=False)
    lines = done.stdout.strip().splitlines()
    if not lines:
        raise SystemExit(f"a path printed nothing: {done.stderr[-2000:]}")
    return set(json.loads(lines[-1]))


def paths(work: Path) -> dict[str, set[str]]:
    """The modules each quick path has loaded by its end (the cold run: by its first request)."""
    article = work / "post.md"
    article.write_text("---\ntitle: Cold\nlang: en\n---\n\n" + "A paragraph to narrate. " * 20 + "\n", encoding="utf-8")
    content = work / "content"
    content.mkdir()
    for n in range(2):
        (content / f"post-{n}.md").write_text(
            f"---\ntitle: Post {n}\nlang: en\n---\n\nParagraph {n}.\n", encoding="utf-8"
        )
    (work / "voices.yaml").write_text("feed:\n  base_url: https://example.org/podcast/\n", encoding="utf-8")
    env = {**os.environ, "NARRATE_CACHE_DIR": str(work / "cache")}
    cli = lambda *args: _run(_CLI, json.dumps(list(args)), env=env)  # noqa: E731
    found = {
        "--version": cli("--version"),
        "--help": cli("--help"),
        "script": cli("script", str(article)),
        "first request": _run(_FIRST_REQUEST, str(article), str(work / "cold"), env=env),
    }
    build = ["build", str(content), "--out", str(work / "out"), "--engine", "espeak", "--quiet"]
    cli(*build)
    found["no-op build"] = cli(*build)
    episode = [str(article), "--out", str(work / "one"), "--engine", "espeak", "--force", "--quiet"]
    cli(*episode)
    found["rebuild from the cache"] = cli(*episode)
    return found


def verdict(item: LazyImport, loaded: dict[str, set[str]]) -> list[str]:
    """The paths where moving `item` to the top of its module would load something more ([] = free)."""
    costly = []
    for name, modules in loaded.items():
        if item.module in modules and not all(
            t in modules or t.rsplit(".", 1)[0] in modules and _attribute(t) for t in item.targets
        ):
            costly.append(name)
    return costly


def _attribute(target: str) -> bool:
    """`from package import name`: a name that is no submodule (a function, a class) loads nothing more."""
    base, name = target.rsplit(".", 1)
    return (
        not (SRC.parent / base.replace(".", "/") / name).with_suffix(".py").exists()
        and not (SRC.parent / base.replace(".", "/") / name / "__init__.py").exists()
    )


def cost_ms(item: LazyImport, loaded: set[str]) -> float:
    """What importing `item`'s targets adds, in ms, to an interpreter that has loaded `loaded` (narrate's and
    the libraries' modules that a path had; -X importtime's cumulative figures of what is new)."""
    have = sorted(m for m in loaded if "." not in m or m.startswith("narrate."))
    code = (
        "import importlib, sys\n"
        f"for m in {have!r}:\n    try: importlib.import_module(m)\n    except Exception: pass\n"
        "print('---', file=sys.stderr)\n"
        + "".join(f"importlib.import_module({t!r})\n" for t in item.targets if not _is_attribute_safe(t))
    )
    done = subprocess.run([sys.executable, "-X", "importtime", "-c", code], capture_output=True, text=True, check=False)
    after = done.stderr.split("---", 1)[-1]
    total = 0
    for line in after.splitlines():
        match = re.match(r"import time:\s+\d+ \|\s+(\d+) \|(\s*)(\S+)", line)
        if match and len(match.group(2)) == 1:  # top-level imports of this step only (their cumulative time)
            total += int(match.group(1))
    return total / 1000


def _is_attribute_safe(target: str) -> bool:
    try:
        return _attribute(target)
    except ValueError:
        return False


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--free", action="store_true", help="only the imports that could move at no cost")
    parser.add_argument("--cost", action="store_true", help="measure what each of the others would add (slow)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="narrate-lazy-") as work:
        loaded = paths(Path(work))
    items = lazy_imports()
    free = 0
    for item in items:
        costly = verdict(item, loaded)
        free += not costly
        if args.free and costly:
            continue
        where = f"{item.module}:{item.function}:{item.line}"
        said = "free" if not costly else "loads more in: " + ", ".join(costly)
        if costly and args.cost:
            said += f" (+{max(cost_ms(item, loaded[name]) for name in costly):.1f} ms)"
        print(f"{where:60} {' '.join(item.targets[:3])[:60]:60} {said}")
    print(f"{len(items)} imports inside functions; {free} could stand at the top of their module at no cost")
    return 0


if __name__ == "__main__":
    sys.exit(main())
