"""Issue 38's benchmark reads each article of an s20 corpus inside a copy of its site's files (benchmarks/round4_sites.py).

Until s19 an article was read as a flat file in a neutral folder, so what its site decides (MkDocs titles a page by
its file's name, hexo-renderer-marked makes a soft break a line break, the site's language) was never what the
benchmark heard. These build a small repository with git (no network), a manifest of it, and the corpus.
"""

from __future__ import annotations

import importlib
import os
import subprocess
from pathlib import Path
from typing import Any

import pytest

from helpers import round4_benchmark

MKDOCS = "site_name: notes\ntheme:\n  name: material\n  language: zh\nmarkdown_extensions:\n  - admonition\n"
MESH = "BLE mesh 是一种多对多的网络拓扑，节点之间可以互相转发消息，覆盖范围比点对点连接大得多。\n"


def _git(repo: Path, *args: str) -> str:
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t"}
    env["GIT_COMMITTER_EMAIL"] = "t@t"
    return subprocess.run(["git", *args], cwd=repo, env=env, capture_output=True, text=True, check=True).stdout


def _repository(mirrors: Path, files: dict[str, bytes]) -> str:
    """A mirror `<mirrors>/owner+notes/repo` holding `files`; its commit."""
    repo = mirrors / "owner+notes" / "repo"
    repo.mkdir(parents=True)
    _git(repo, "init", "-q")
    for path, data in files.items():
        (repo / path).parent.mkdir(parents=True, exist_ok=True)
        (repo / path).write_bytes(data)
    _git(repo, "add", "-A")
    _git(repo, "commit", "-qm", "notes")
    return _git(repo, "rev-parse", "HEAD").strip()


def _manifest(where: Path, commit: str, paths: list[str]) -> Path:
    rows = ["set\tlang\trepository\tpath\tcommit\tcorpus_file\tglobs"]
    for path in paths:
        name = "owner__" + path.rsplit(".", 1)[0].replace("/", "_") + ".md"
        rows.append(f"dev\tzh-hans\towner/notes\t{path}\t{commit}\tdev/zh-hans/{name}\tdocs/*/*.md")
    where.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return where


@pytest.fixture
def bench() -> Any:
    return round4_benchmark()


@pytest.fixture
def sites(bench: Any) -> Any:
    """benchmarks/round4_sites.py (on the path once the benchmark is loaded)."""
    return importlib.import_module("round4_sites")


def test_s20_techNote_a_site_copy_keeps_the_config_and_the_picked_articles_only(tmp_path: Path, bench: Any) -> None:
    """s20 dev 24849748/techNote (MkDocs Material): the copy holds mkdocs.yml, the theme overrides and the picked
    notes at their paths (a space and Chinese in a file's name), not the other notes, the media, node_modules or a
    file too large to be a setting."""
    commit = _repository(
        tmp_path / "mirrors",
        {
            "mkdocs.yml": MKDOCS.encode(),
            "overrides/main.html": b"{% extends 'base.html' %}",
            "docs/ble/mesh.md": MESH.encode(),
            "docs/mcu/stm32 hal.md": MESH.encode(),
            "docs/code/算法.md": MESH.encode(),
            "docs/index.md": b"# home\n",
            "docs/ble/pic.png": b"\x89PNG",
            "node_modules/x/package.json": b"{}",
            "huge.json": b"0" * (300 * 1024),
        },
    )
    picked = ["docs/ble/mesh.md", "docs/mcu/stm32 hal.md", "docs/code/算法.md"]
    manifest = _manifest(tmp_path / "round4_s20_dev.tsv", commit, picked)
    corpus = tmp_path / "corpus"
    bench.build_corpus(corpus, manifest, tmp_path / "mirrors", sites=True)
    root = corpus / "_sites" / "owner"
    kept = sorted(p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file())
    assert kept == sorted(["mkdocs.yml", "overrides/main.html", *picked])
    assert (root / ".git").is_dir()  # no reader walks above the copy
    copies = bench.site_copies(corpus)
    assert copies["dev/zh-hans/owner__docs_mcu_stm32 hal.md"] == str(root / "docs/mcu/stm32 hal.md")
    assert (root / "docs/code/算法.md").read_bytes() == (corpus / "dev/zh-hans/owner__docs_code_算法.md").read_bytes()
    assert list(bench.corpus_sets(corpus)) == ["dev"]  # the copies are no set


def test_s20_techNote_mesh_is_titled_as_its_site_titles_it(tmp_path: Path, bench: Any) -> None:
    """s20 dev 24849748/techNote docs/ble/mesh.md: read flat, its title was the corpus file's name said by the
    English voice ('24849748 docs ble mesh'); read in its MkDocs site, the page's name ('mesh') in the article's
    voice, as the site shows it."""
    commit = _repository(tmp_path / "mirrors", {"mkdocs.yml": MKDOCS.encode(), "docs/ble/mesh.md": MESH.encode()})
    manifest = _manifest(tmp_path / "round4_s20_dev.tsv", commit, ["docs/ble/mesh.md"])
    corpus = tmp_path / "corpus"
    bench.build_corpus(corpus, manifest, tmp_path / "mirrors", sites=True)
    flat = corpus / "dev/zh-hans/owner__docs_ble_mesh.md"
    config = bench.load_config()
    in_site = bench.judge(
        flat, "zh-hans", config, tmp_path, bench.site_copies(corpus)[flat.relative_to(corpus).as_posix()]
    )
    alone = bench.judge(flat, "zh-hans", config, tmp_path)
    assert "docs" in alone.script.chunks[0].text
    assert in_site.script.chunks[0].text.strip() == "mesh"
    assert in_site.script.lang_of(in_site.script.chunks[0]) == "zh-hans"
    assert in_site.file == alone.file == flat  # the packets keep the flat file's lines


@pytest.mark.parametrize(
    ("name", "wanted"),
    [
        ("round4_s19_heldout.tsv", False),
        ("round4_s20_dev.tsv", True),
        ("round4_s21_heldout.tsv", True),
        ("round4_manifest.tsv", False),
        ("round4_heldout_s3.tsv", False),
    ],
)
def test_site_copies_are_on_from_the_s20_manifests(name: str, wanted: bool, sites: Any) -> None:
    """Earlier corpora keep the flat files they were read as (their readings were taken so)."""
    assert sites.wants_sites(Path(name)) is wanted


def test_a_section_index_and_a_book_summary_are_settings_other_markup_is_not(sites: Any) -> None:
    """A Hugo section's `_index.md` (its cascade) and a book's SUMMARY.md carry settings; another article, a README,
    a media file or one under public/ does not."""
    picked = frozenset({"content/posts/a.md"})
    assert sites.site_file("content/posts/a.md", 10, picked)
    assert sites.site_file("content/posts/_index.md", 10, picked)
    assert sites.site_file("SUMMARY.md", 10, picked)
    assert sites.site_file("layouts/_default/_markup/render-image.html", 10, picked)
    assert not sites.site_file("content/posts/b.md", 10, picked)
    assert not sites.site_file("README.md", 10, picked)
    assert not sites.site_file("static/cover.jpg", 10, picked)
    assert not sites.site_file("public/index.json", 10, picked)
