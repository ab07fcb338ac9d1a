"""The house's figures (issue 41): what the size gates of tests/project/test_house.py do not measure.

    .venv/bin/python benchmarks/house.py                   # this checkout
    .venv/bin/python benchmarks/house.py --repo DIR        # another checkout (e.g. a worktree of the round's start)
    .venv/bin/python benchmarks/house.py --quick           # without the mypy and ruff runs
    .venv/bin/python benchmarks/house.py --json-out FILE

Figures, read from the code as text and syntax trees (nothing of narrate is imported or run):
- modules over 800 lines, classes over 300 lines (src/narrate);
- imports inside functions (an `import` statement anywhere under a `def` in src/narrate);
- ideas written more than once: for each idea of issue 41's list, every place that implements it
  (found by what the code does, not by its name: see IDEAS), and names private to one text module
  (`_name`) that another text module imports;
- test files per folder of tests/;
- mypy over tests/ (errors, with --check-untyped-defs as the project's settings give it for tests);
- `ruff format --check` over src/, tests/ and benchmarks/ (files it would change);
- comments: how many run past 100 characters, and those that record a measurement (a figure with a
  unit of time, size or speed: measurements belong in docs/ and benchmarks/).
"""

from __future__ import annotations

import argparse
import ast
import io
import json
import re
import subprocess
import sys
import tokenize
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAX_MODULE, MAX_CLASS, MAX_COMMENT = 800, 300, 100


@dataclass(frozen=True)
class Module:
    """One source file of src/narrate, read once."""

    rel: str
    text: str
    tree: ast.Module


def modules(src: Path) -> list[Module]:
    """Every .py file under `src` (narrate's package), parsed."""
    found = []
    for path in sorted(src.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        found.append(Module(path.relative_to(src).as_posix(), text, ast.parse(text)))
    return found


def _functions(tree: ast.AST) -> Iterator[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]]:
    """Every function and method with its qualified name (Class.method, outer.inner)."""

    def walk(node: ast.AST, parents: list[str]) -> Iterator[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                yield ".".join([*parents, child.name]), child
                yield from walk(child, [*parents, child.name])
            elif isinstance(child, ast.ClassDef):
                yield from walk(child, [*parents, child.name])
            else:
                yield from walk(child, parents)

    yield from walk(tree, [])


def long_modules(mods: list[Module]) -> dict[str, int]:
    """Modules over MAX_MODULE lines → lines."""
    return {m.rel: n for m in mods if (n := m.text.count("\n")) > MAX_MODULE}


def long_classes(mods: list[Module]) -> dict[str, int]:
    """Classes over MAX_CLASS lines → lines."""
    found = {}
    for m in mods:
        for node in ast.walk(m.tree):
            if isinstance(node, ast.ClassDef):
                lines = (node.end_lineno or node.lineno) - node.lineno + 1
                if lines > MAX_CLASS:
                    found[f"{m.rel}:{node.name}"] = lines
    return found


def function_imports(mods: list[Module]) -> Counter[str]:
    """Import statements inside functions, counted per module."""
    counts: Counter[str] = Counter()
    for m in mods:
        seen: set[int] = set()
        for _name, func in _functions(m.tree):
            for node in ast.walk(func):
                if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) not in seen:
                    seen.add(id(node))
                    counts[m.rel] += 1
    return counts


# ---- ideas written more than once -------------------------------------------------------------------------


def _strings(node: ast.AST) -> list[str]:
    return [n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)]


def _calls(node: ast.AST) -> list[str]:
    """The dotted names called under `node` (`a.b.c(...)` → "a.b.c")."""
    names = []
    for n in ast.walk(node):
        if isinstance(n, ast.Call):
            names.append(ast.unparse(n.func))
    return names


def _web_url(func: ast.AST) -> bool:
    """Decides whether a text is an http(s) URL: matches `https?://`, asks whether a scheme is in a collection
    holding both http and https, or whether a text starts with either."""
    for node in ast.walk(func):
        if isinstance(node, ast.Call) and ast.unparse(node.func).endswith(("re.match", "re.fullmatch", "re.search")):
            pattern = node.args[0] if node.args else None
            if isinstance(pattern, ast.Constant) and re.match(r"\^?https\?://", str(pattern.value)):
                return True
        if isinstance(node, ast.Compare) and any(isinstance(op, (ast.In, ast.NotIn)) for op in node.ops):
            if {"http", "https"} <= set(_strings(node)):
                return True
        if isinstance(node, ast.Call) and ast.unparse(node.func).endswith(".startswith"):
            if {"http://", "https://"} <= set(_strings(node)):
                return True
    return False


def _lang_suffix(func: ast.AST) -> bool:
    """Reads or strips a language suffix of a file stem (`index.zh-hant`): splits at the last dot and asks
    whether the tail is a language."""
    source = ast.unparse(func)
    return (".rsplit('.', 1)" in source or ".rpartition('.')" in source) and bool(
        re.search(r"\blang|normalize_lang|lang_codes", source)
    )


def _clock(func: ast.AST) -> bool:
    """Asks the wall clock for the present as a date (datetime.now, utcnow, gmtime) to write or compare it
    (time.time against a file's mtime is a file's age, not this idea)."""
    return any(re.search(r"(^|\.)(datetime\.now|utcnow|gmtime|localtime)$", c) for c in _calls(func))


def _loader(func: ast.AST) -> bool:
    """Loads a settings file by its suffix: TOML, JSON and YAML in one function."""
    calls = _calls(func)
    return any(c.endswith("tomllib.loads") for c in calls) and any(c.endswith("json.loads") for c in calls)


def _cache_name(func: ast.AST) -> bool:
    """Names a cache file by a hash: a hex digest put into a file name or path (directly, or as a name
    computed from one in the same function)."""
    hashed = {
        ast.unparse(n.targets[0])
        for n in ast.walk(func)
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and "hexdigest" in ast.unparse(n.value)
    }
    for node in ast.walk(func):
        named = isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div)  # a path
        if isinstance(node, ast.JoinedStr):  # a file name: its text ends in a suffix (".json", {suffix})
            named = bool(re.search(r"(\.[a-z]+|\{suffix\})['\"]$", ast.unparse(node)))
        text = ast.unparse(node)
        if named and ("hexdigest" in text or any(re.search(rf"\b{re.escape(h)}\b", text) for h in hashed)):
            return True
    return False


def _content_key(func: ast.AST) -> bool:
    """Addresses something by its content: the sha256 of a JSON payload made in the same function."""
    calls = _calls(func)
    return any(c.endswith("json.dumps") for c in calls) and any(c.endswith("sha256") for c in calls)


def _argv(func: ast.AST) -> bool:
    """Reads the command line itself (sys.argv) rather than through the parser."""
    return any(isinstance(n, ast.Attribute) and n.attr == "argv" for n in ast.walk(func))


IDEAS: dict[str, Callable[[ast.AST], bool]] = {
    "is it a web (http/https) URL": _web_url,
    "a file stem's language suffix": _lang_suffix,
    "the present as a date": _clock,
    "a YAML/TOML/JSON file by its suffix": _loader,
    "a cache file's name from a hash": _cache_name,
    "a content address (sha256 of a JSON payload)": _content_key,
    "the command line read by hand (sys.argv)": _argv,
}


def ideas(mods: list[Module]) -> dict[str, list[str]]:
    """For each idea, the innermost functions that implement it (module:function)."""
    found: dict[str, list[str]] = {name: [] for name in IDEAS}
    for m in mods:
        for qual, func in _functions(m.tree):
            inner = [f for _q, f in _functions(func)]
            for name, test in IDEAS.items():
                if test(func) and not any(test(f) for f in inner):
                    found[name].append(f"{m.rel}:{qual}")
        for node in m.tree.body:  # a module's own pattern for the idea (a compiled `https?://`)
            if (
                isinstance(node, ast.Assign)
                and "compile" in ast.unparse(node.value)
                and any(re.match(r"\^?https\?://", s) for s in _strings(node.value))
            ):
                found["is it a web (http/https) URL"].append(f"{m.rel}:{ast.unparse(node.targets[0])}")
    found["loudness modes listed"] = loudness_lists(mods)
    return found


def loudness_lists(mods: list[Module]) -> list[str]:
    """Places that spell out the loudness modes: a literal collection holding "lossless" and another mode."""
    found = []
    for m in mods:
        for node in ast.walk(m.tree):
            if isinstance(node, (ast.Tuple, ast.List, ast.Set, ast.Dict)):
                values = node.keys if isinstance(node, ast.Dict) else node.elts
                strings = {v.value for v in values if isinstance(v, ast.Constant) and isinstance(v.value, str)}
                if "lossless" in strings and len(strings) > 1:
                    found.append(f"{m.rel}:{node.lineno}")
    return found


def private_imports(mods: list[Module]) -> list[str]:
    """Names private to one text module (`_name`) that another text module imports."""
    found = []
    for m in mods:
        if not m.rel.startswith("text/"):
            continue
        for node in ast.walk(m.tree):
            if isinstance(node, ast.ImportFrom) and (node.level or (node.module or "").startswith("narrate")):
                for alias in node.names:
                    if alias.name.startswith("_") and not alias.name.startswith("__"):
                        found.append(f"{m.rel}: {'.' * node.level}{node.module or ''}.{alias.name}")
    return found


def registries(mods: list[Module]) -> list[str]:
    """The ways a plug-in registry is kept: each module-level dict filled by a `register_*` function, and each
    use of narrate.plugins.Registry."""
    found = []
    for m in mods:
        if re.search(r"\bRegistry\[", m.text) and m.rel != "plugins.py":
            found.append(f"{m.rel}: plugins.Registry")
        dicts = _module_dicts(m.tree)
        for qual, func in _functions(m.tree):
            stores = {
                node.value.id
                for node in ast.walk(func)
                if isinstance(node, ast.Subscript)
                and isinstance(node.ctx, ast.Store)
                and isinstance(node.value, ast.Name)
            }
            if qual.startswith("register") and stores & dicts:
                found.append(f"{m.rel}:{qual} (a dict of its own)")
    return found


def _module_dicts(tree: ast.Module) -> set[str]:
    """Names a module binds at its top level to a dict (a literal, dict(...), or annotated as one)."""
    names = set()
    for node in tree.body:
        if isinstance(node, ast.Assign):
            targets, value, annotation = node.targets, node.value, None
        elif isinstance(node, ast.AnnAssign):
            targets, value, annotation = [node.target], node.value, node.annotation
        else:
            continue
        is_dict = (
            isinstance(value, (ast.Dict, ast.DictComp))
            or (isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "dict")
            or (annotation is not None and "dict" in ast.unparse(annotation).lower())
        )
        names.update(t.id for t in targets if is_dict and isinstance(t, ast.Name))
    return names


# ---- tests, types, format, comments -----------------------------------------------------------------------


def test_files(tests: Path) -> dict[str, int]:
    """test_*.py files per folder of tests/ (fixtures and plug-in examples aside)."""
    counts: Counter[str] = Counter()
    for path in tests.rglob("test_*.py"):
        rel = path.parent.relative_to(tests).as_posix()
        if not rel.startswith(("fixtures", "plugin_example")):
            counts[rel if rel != "." else "(tests/ itself)"] += 1
    return dict(sorted(counts.items()))


def _run(command: list[str], cwd: Path) -> str:
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    return done.stdout + done.stderr


def mypy_tests(repo: Path) -> int:
    """mypy's errors over tests/ with the project's settings, untyped test functions checked too."""
    out = _run([sys.executable, "-m", "mypy", "--check-untyped-defs", "tests"], repo)
    match = re.search(r"Found (\d+) errors?", out)
    return int(match.group(1)) if match else 0 if "Success" in out else -1


def ruff_format(repo: Path, folder: str) -> str:
    """ "N of M": the files of `folder` that `ruff format --check` would change, of those it read."""
    out = _run([sys.executable, "-m", "ruff", "format", "--check", folder], repo)
    changed = re.search(r"(\d+) files? would be reformatted", out)
    kept = re.search(r"(\d+) files? already formatted", out)
    count = int(changed.group(1)) if changed else 0
    return f"{count} of {count + (int(kept.group(1)) if kept else 0)}"


# A figure with a unit of time, size or speed, said of what something took or cost when it was measured.
_FIGURE = r"\d[\d,.]*\s?(?:ms|µs|s|seconds?|minutes?|hours?|KB|MB|GB|kB|MiB|x|×|%)(?![\w-])"
_MEASURED = re.compile(
    rf"(?:\b(?:took|takes|costs?|costing|faster|slower|spent|measured)\b[^#]{{0,60}}{_FIGURE}"
    rf"|{_FIGURE}[^#]{{0,30}}\b(?:faster|slower|to compile|to refuse|decoded whole)\b)",
    re.I,
)


def _block(lines: list[str], line: int) -> tuple[int, str]:
    """The comment block around `line` (1-based): its first line, and its text as one line (a measurement
    may run over two lines)."""
    start = end = line - 1
    while start > 0 and lines[start - 1].lstrip().startswith("#"):
        start -= 1
    while end + 1 < len(lines) and lines[end + 1].lstrip().startswith("#"):
        end += 1
    if not lines[line - 1].lstrip().startswith("#"):  # a comment after code stands alone
        start = end = line - 1
    text = " ".join(part.split("#", 1)[1].lstrip(":").strip() for part in lines[start : end + 1])
    return start + 1, text


def comments(mods: list[Module]) -> tuple[int, list[str], list[str]]:
    """(comments in all, those over MAX_COMMENT characters, the comment blocks that record a measurement),
    as module:line."""
    total, long, measured = 0, [], {}
    for m in mods:
        lines = m.text.splitlines()
        for token in tokenize.generate_tokens(io.StringIO(m.text).readline):
            if token.type != tokenize.COMMENT:
                continue
            total += 1
            if len(token.string) > MAX_COMMENT:
                long.append(f"{m.rel}:{token.start[0]}")
            first, text = _block(lines, token.start[0])
            if _MEASURED.search(text):
                measured[f"{m.rel}:{first}"] = f"{m.rel}:{first} {text[:100]}"
    return total, long, list(measured.values())


def figures(repo: Path, quick: bool) -> dict[str, object]:
    """Every figure of the module's docstring for the checkout at `repo`."""
    mods = modules(repo / "src" / "narrate")
    imports = function_imports(mods)
    total_comments, long_comments, measured = comments(mods)
    out: dict[str, object] = {
        "modules": len(mods),
        "lines": sum(m.text.count("\n") for m in mods),
        f"modules over {MAX_MODULE} lines": long_modules(mods),
        f"classes over {MAX_CLASS} lines": long_classes(mods),
        "imports inside functions": sum(imports.values()),
        "imports inside functions, most": dict(imports.most_common(10)),
        "ideas": ideas(mods),
        "private names imported across text modules": private_imports(mods),
        "registries": registries(mods),
        "test files per folder": test_files(repo / "tests"),
        "comments": total_comments,
        f"comments over {MAX_COMMENT} characters": len(long_comments),
        "comments recording a measurement": measured,
    }
    if not quick:
        out["mypy errors over tests (--check-untyped-defs)"] = mypy_tests(repo)
        for folder in ("src", "tests", "benchmarks"):
            out[f"ruff format --check {folder}: files it would change"] = ruff_format(repo, folder)
    return out


def report(found: dict[str, object]) -> str:
    """The figures as text, one block per figure."""
    lines = []
    for key, value in found.items():
        if isinstance(value, dict) and key == "ideas":
            lines.append("ideas (each place that implements it):")
            for idea, places in value.items():
                lines.append(f"  {idea}: {len(places)}")
                lines.extend(f"    {p}" for p in places)
        elif isinstance(value, dict):
            lines.append(f"{key}: {len(value) if 'most' not in key else ''}")
            lines.extend(f"    {k}: {v}" for k, v in value.items())
        elif isinstance(value, list):
            lines.append(f"{key}: {len(value)}")
            lines.extend(f"    {v}" for v in value)
        else:
            lines.append(f"{key}: {value}")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repo", type=Path, default=ROOT, help="the checkout to measure (default: this one)")
    parser.add_argument("--quick", action="store_true", help="leave out mypy and ruff format")
    parser.add_argument("--json-out", type=Path)
    args = parser.parse_args()
    found = figures(args.repo.resolve(), args.quick)
    print(report(found))
    if args.json_out:
        args.json_out.write_text(json.dumps(found, indent=1, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
