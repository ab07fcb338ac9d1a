"""Issue 23's structure classes on real articles, before and after: what a listener mishears or misses.

    python benchmarks/prose_classes.py --root DIR --list FILE [--src OTHER_TREE/src ...] [--encodings]

`--list` names articles (paths relative to `--root`; benchmarks/prose_classes_corpus.txt is issue 23's
fresh set, `<owner>+<repo>/<path>`, each repository's snapshot unpacked under `--root` as
`<owner>+<repo>/`), read where they lie so that each site's own
data (variables.json, hugo.yaml params) is found. Each `--src` is a narrate source tree (default:
this one); scripts and `narrate check` reports are made in a child process per tree, and the
judges below are the same for every tree. They read the Markdown source with line rules of their
own (not narrate's parser) and look for what should, or should not, be in the spoken text:

* container: a `:::` or a container's kind said (`tip Title`, `column: Title`);
* html_title: a tag (`<em>`) in the spoken title;
* variable: a site variable (`{{{ .x }}}`, `{{< param x >}}`, `{{ site.data.x }}`) whose value (from the
  site's variables.json / hugo params) is not in the spoken text — a hole;
* alternatives: `<span class="options-api">A</span><span class="composition-api">B</span>` heard as "AB";
* line_items: a paragraph's emoji-led line that runs into the line before it with no sentence end;
* demo: words of a `<div class="demo">` in the spoken text;
* button: the text of a link to a live playground (alone on its line, or in `*(…)*`) in the spoken text;
* details_label: the label of a `<details>` / `::: details` that holds only code, in the spoken text;
* check noise: `narrate check`'s leaks and leak-looking items of the kinds the issue names (`::css`
  directives, Vue `@event` handles, `Next.js` file names), all its leaks and leak-looking items, its
  uncovered terms (all of them), and its prose-lost runs (a guard: nothing above may cost words).

`--encodings` also writes each article's text in Big5 / GBK / Shift-JIS / EUC-KR (by its language)
to a temporary folder and counts the trees that refuse it or read other words than the UTF-8 file.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

_DUMP = r"""
import json, sys
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from narrate.text.article import read_article
from narrate.text.script import build_script
from narrate.text.check import check_article
from narrate.config import load_config
from narrate.errors import NarrateError
config = load_config()
for line in sys.stdin:
    path = Path(line.strip())
    out = {"path": str(path)}
    try:
        article = read_article(path)
        script = build_script(article, config)
        out["title"] = script.title
        out["chunks"] = [c.text for c in script.chunks]
        report = check_article(article, config)
        out["leak_looking"] = [list(x) for x in report.leak_looking]
        out["uncovered"] = [list(x) for x in report.uncovered_terms]
        out["leaks"] = [[x["class"], x["text"]] for x in report.leaks]
        out["prose_lost"] = len(report.prose_lost)
    except NarrateError as exc:
        out["error"] = str(exc)
    except Exception as exc:  # a crash is a failure too
        out["error"] = f"CRASH {type(exc).__name__}: {exc}"
    print(json.dumps(out, ensure_ascii=False), flush=True)
"""

_FENCE = re.compile(r"^\s*(`{3,}|~{3,})")
_OR = (" or ", "或", "または", "또는")


def prose_lines(text: str) -> list[str]:
    """The source's lines outside fenced code and front matter."""
    lines = text.split("\n")
    if lines and lines[0].strip() in ("---", "+++"):
        end = next((i for i in range(1, len(lines)) if lines[i].strip() == lines[0].strip()), 0)
        lines = lines[end + 1 :]
    out, fence = [], ""
    for line in lines:
        found = _FENCE.match(line)
        if fence:
            if found and found.group(1)[0] == fence[0] and len(found.group(1)) >= len(fence):
                fence = ""
            continue
        if found:
            fence = found.group(1)
            continue
        out.append(line)
    return out


def _site_values(path: Path) -> dict[str, Any]:
    """variables.json and hugo params of the site above `path` (the judge's own reading)."""
    values: dict[str, Any] = {}
    for folder in path.parents:
        if (folder / "variables.json").is_file():
            values.update(json.loads((folder / "variables.json").read_text(encoding="utf-8")))
            break
        if (folder / "hugo.yaml").is_file():
            import yaml

            config = yaml.safe_load((folder / "hugo.yaml").read_text(encoding="utf-8")) or {}
            values.update({"params": config.get("params") or {}})
            break
    return values


def _dig(table: Any, dotted: str) -> Any:
    for name in dotted.split("."):
        table = table.get(name) if isinstance(table, dict) else None
    return table


def _norm(text: str) -> str:
    return re.sub(r"\s+", "", text).lower()


def judge(path: Path, dump: dict[str, Any]) -> Counter[str]:
    """Counts of every class in one article (misreadings and holes), from its source and its script."""
    found: Counter[str] = Counter()
    if "error" in dump:
        found["failure"] += 1
        return found
    source = path.read_text(encoding="utf-8")
    lines = prose_lines(source)
    spoken = "\n".join(dump["chunks"])
    flat = _norm(spoken)
    # containers
    found["container"] += sum(c.count(":::") for c in dump["chunks"])
    for line in lines:
        opened = re.match(r"^\s*:{3,}\s*([\w-]+):?\s+(\S.{2,})$", line)
        if opened and _norm(opened.group(1) + opened.group(2))[:12] in flat:
            found["container"] += 1
    # HTML in the title
    if re.search(r"<\s*/?\s*(?:em|strong|code|b|i|span)\s*>|\b(?:em|strong)\s*>", dump["title"]):
        found["html_title"] += 1
    # site variables
    values = _site_values(path)
    meta_params: dict[str, Any] = {}
    if source.startswith("+++"):
        import tomllib

        meta_params = tomllib.loads(source.split("+++", 2)[1]).get("params", {})
    # (indented code blocks and <pre> are code too)
    text = "\n".join(line for line in lines if not re.match(r"^(?: {4}|\t)", line))
    text = re.sub(r"<pre\b.*?</pre>", "", text, flags=re.S)
    with_code = text
    text = re.sub(r"`[^`\n]*`", "", text)
    for m in re.finditer(r"\{\{\{\s*\.([\w-]+)\s*\}\}\}|\{\{<\s*param\s+\"?([\w.-]+)\"?\s*>\}\}", text):
        name = m.group(1) or m.group(2)
        value = values.get(name) if m.group(1) else (_dig(meta_params, name) or _dig(values.get("params", {}), name))
        said = str(value) if value is not None else name.rsplit(".", 1)[-1].replace("_", " ")
        if _norm(said) not in flat:
            found["variable_hole"] += 1
    # alternatives glued
    for m in re.finditer(
        r'<span class="options-api">(.{1,80}?)</span><span class="composition-api">(.{1,80}?)</span>', with_code
    ):
        a, b = (re.sub(r"[`*$]", "", re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", g)).strip() for g in m.groups())
        if not a or not b:
            continue  # the page shows nothing for one style: nothing to choose between
        windows = [
            spoken[at : at + len(a) + len(b) + 12] for at in (m.start() for m in re.finditer(re.escape(a), spoken))
        ]
        if not any(b in window and any(w in window for w in _OR) for window in windows):
            found["alternatives"] += 1
    # emoji-led lines run together
    emoji = re.compile("^[ \t]*[\U0001f300-\U0001faff\u2600-\u27bf]\ufe0f?\\s*(\\S.{3,})")
    for before, line in zip(lines, lines[1:]):
        item = emoji.match(line)
        if (
            item
            and before.strip()
            and not before.strip().startswith(("-", "*", "|", "#", ">", "<"))
            and not re.search(r"[。！？.!?：:]\s*$", before)
        ):
            head = re.sub(r"[*_`]", "", item.group(1))[:4]
            at = spoken.find(head)
            if at > 0 and not re.search(r"[。．.!?！？]\s*$", spoken[max(0, at - 4) : at]):
                found["line_items"] += 1
    # live demos
    for m in re.finditer(r'<div class="demo">(.*?)</div>', source, re.S):
        words = re.sub(r"<[^>]+>|\{\{.*?\}\}", " ", m.group(1))
        for phrase in re.findall(r"[^\s:：,，.]{2,}(?:[ \t][^\s:：,，.<]{2,}){1,}", words):
            if phrase in spoken:
                found["demo"] += 1
                break
    # button links
    for line in lines:
        for m in re.finditer(
            r"^\s*\*?\(?\[([^\]]{2,60})\]\((https?://(?:play\.vuejs|sfc\.vuejs|codesandbox|stackblitz|"
            r"vite\.new|live\.lean)[^)]*)\)\)?\*?\s*$|\*\(\[([^\]]{2,60})\]\([^)]*\)\)\*",
            line,
        ):
            label = m.group(1) or m.group(3)
            if _norm(label) in flat:
                found["button"] += 1
    # <details>/::: details around code only: its label is heard no more often than the boxes with prose say it
    said = Counter(_norm(c).rstrip("。.:：") for c in dump["chunks"])
    code_only: Counter[str] = Counter()
    with_prose: Counter[str] = Counter()
    for m in re.finditer(
        r"<summary>(.*?)</summary>(.*?)</details>|^:::+\s*details\s+(.+?)\n(.*?)^:::+\s*$", source, re.S | re.M
    ):
        label, inside = (m.group(1), m.group(2)) if m.group(1) is not None else (m.group(3), m.group(4))
        rest = re.sub(r"(`{3,}|~{3,}).*?\1", "", inside, flags=re.S)
        rest = re.sub(r"\[[^\]]{0,80}\]\(https?://(?:play|sfc)\.[^)]*\)", "", rest)  # a playground button
        key = _norm(re.sub(r"<[^>]+>", "", label))
        if "```" in inside and not re.sub(r"<[^>]+>|\s", "", rest):
            code_only[key] += 1
        else:
            with_prose[key] += 1
    for key, n in code_only.items():
        found["details_label"] += max(0, min(n, said[key] - with_prose[key]))
    # narrate check noise
    for kind, item, count in dump["leak_looking"]:
        if kind == "directive" and "::" in item and "[" not in item:
            found["check_css_directive"] += count
        elif kind == "handle" and re.match(r"@(?:click|submit|input|change|keyup|keydown|update|focus|blur)\b", item):
            found["check_vue_handle"] += count
        elif kind == "file name" and item.lower().endswith(".js") and item[:1].isupper():
            found["check_product_file_name"] += count
    for name, excerpt in dump["leaks"]:
        if name == "directive" and re.search(r"::[\w-]+(?![\w\[-])", excerpt) and "[" not in excerpt:
            found["check_css_directive"] += 1
        elif name == "handle" and re.search(r"@(?:click|submit|input|change|keyup|keydown|update)\b", excerpt):
            found["check_vue_handle"] += 1
    found["check_leaks_all"] += len(dump["leaks"])
    found["check_leak_looking_all"] += sum(n for _, _, n in dump["leak_looking"])
    found["check_uncovered_terms"] += len(dump["uncovered"])
    found["prose_lost_runs"] += dump["prose_lost"]
    return found


def run_tree(src: Path, paths: list[Path]) -> list[dict[str, Any]]:
    done = subprocess.run(
        [sys.executable, "-c", _DUMP, str(src)],
        input="\n".join(map(str, paths)) + "\n",
        capture_output=True,
        text=True,
        check=True,
    )
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


_LEGACY = {"zh-hant": "big5", "zh-hans": "gbk", "ja": "shift_jis", "ko": "euc-kr"}


def _script_lang(text: str) -> str | None:
    kana = len(re.findall(r"[\u3040-\u30ff]", text))
    hangul = len(re.findall(r"[\uac00-\ud7a3]", text))
    han = len(re.findall(r"[\u4e00-\u9fff]", text))
    if hangul > 50:
        return "ko"
    if kana > 50:
        return "ja"
    if han > 50:
        from opencc import OpenCC

        return "zh-hans" if OpenCC("t2s").convert(text) == text else "zh-hant"
    return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, required=True)
    parser.add_argument("--list", type=Path, required=True)
    parser.add_argument("--src", type=Path, action="append")
    parser.add_argument("--encodings", action="store_true")
    args = parser.parse_args()
    paths = [
        args.root / line.strip()
        for line in args.list.read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    trees = args.src or [ROOT / "src"]
    results = {}
    for tree in trees:
        totals: Counter[str] = Counter()
        per_article = {}
        for path, dump in zip(paths, run_tree(tree, paths)):
            counts = judge(path, dump)
            totals.update(counts)
            per_article[str(path)] = dict(counts)
        results[str(tree)] = {"totals": dict(totals), "articles": per_article}
    classes = sorted({k for r in results.values() for k in r["totals"]})
    print(f"{len(paths)} articles")
    print("| class | " + " | ".join(str(t) for t in trees) + " |")
    for name in classes:
        print(f"| {name} | " + " | ".join(str(results[str(t)]["totals"].get(name, 0)) for t in trees) + " |")
    if args.encodings:
        with tempfile.TemporaryDirectory() as tmp:
            encoded, originals = [], {}
            for path in paths:
                text = path.read_text(encoding="utf-8")
                lang = _script_lang(text)
                if lang not in _LEGACY:
                    continue
                try:
                    data = text.encode(_LEGACY[lang])
                except UnicodeEncodeError:
                    continue  # a character the legacy table lacks: such a file could not exist
                target = Path(tmp) / f"{len(encoded)}-{_LEGACY[lang]}.md"
                target.write_bytes(data)
                encoded.append(target)
                # The UTF-8 text beside it (outside its site, as the legacy copy is) is what it must read as.
                twin = Path(tmp) / f"{len(encoded) - 1}-utf8.md"
                twin.write_text(text, encoding="utf-8")
                originals[str(target)] = twin
            print(
                f"\nlegacy encodings: {len(encoded)} articles re-encoded "
                f"({Counter(p.name.split('-', 1)[1][:-3] for p in encoded)})"
            )
            utf8 = {}
            for tree in trees:
                refused = different = 0
                base = {d["path"]: d for d in run_tree(tree, [originals[str(p)] for p in encoded])}
                for dump in run_tree(tree, encoded):
                    if "error" in dump:
                        refused += 1
                    elif dump["chunks"][1:] != base[str(originals[dump["path"]])].get("chunks", [])[1:]:
                        different += 1
                utf8[str(tree)] = (refused, different)
                print(f"  {tree}: refused {refused}, read with other words than the UTF-8 file {different}")
    Path(tempfile.gettempdir(), "prose_classes.json").write_text(json.dumps(results, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
