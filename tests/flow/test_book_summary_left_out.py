"""A book's SUMMARY.md (named by book.toml, book.json or .gitbook.yaml) is the book's config, its table of contents,
not an article: a build leaves it out with one reason (never an error), an episode it published before is removed like
any file the site does not publish (the file itself stays), and `narrate SUMMARY.md` says in one line what it is.

Seen by the s16 harden lane: `narrate build` of an mdBook site made `en/summary.mp3`, the chapters' names read aloud.
Each site is a temporary one laid out as misonomi/too-many-lists is (mdBook: book.toml, src/SUMMARY.md, chapters in
src/), with the English lines of the book it translates (rust-unofficial/too-many-lists), shortened; the build is
offline (espeak), so its episodes are English."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from helpers import OFFLINE_VOICES, build_json, write
from narrate.cli import app
from narrate.text.site_data import book_summary_of

_SUMMARY = "# Summary\n\n[Introduction](README.md)\n* [A Persistent Stack](third.md)\n* [An Unsafe Queue](fifth.md)\n"
_CHAPTERS = {
    "README.md": "# Learning Rust With Entirely Too Many Linked Lists\n\nGot any issues or want to check out all the "
    "final code at once?\n",
    "third.md": "# An OK Singly-Linked Stack\n\nAlright, we've mastered the art of mutable singly-linked stacks.\n",
    "fifth.md": "# An Unsafe Singly-Linked Queue\n\nOk that reference-counted interior mutability stuff got a little "
    "out of control.\n",
}


def _book(root: Path, *, config: bool = True) -> Path:
    """A voices.yaml and an mdBook (its config only when `config`) under root/content; the summary's path."""
    write(root / "voices.yaml", OFFLINE_VOICES)
    if config:
        write(root / "content" / "book.toml", '[book]\ntitle = "Learning Rust With Entirely Too Many Linked Lists"\n')
    for name, text in _CHAPTERS.items():
        write(root / "content" / "src" / name, text)
    return write(root / "content" / "src" / "SUMMARY.md", _SUMMARY)


def test_a_books_summary_is_left_out_of_the_build_with_its_reason_en(tmp_path: Path) -> None:
    summary = _book(tmp_path)
    code, report, stderr = build_json(tmp_path)
    assert code == 0, stderr
    assert len(report["built"]) == 3 and all("summary" not in b["slug"] for b in report["built"]), report["built"]
    assert report["failed"] == []
    reasons = [s["reason"] for s in report["skipped"] if Path(s["source"]).name == "SUMMARY.md"]
    assert reasons == ["the table of contents of a book (named by its book.toml), not an article"], report
    assert summary.is_file()
    feed = (tmp_path / "out" / "en" / "feed.xml").read_text(encoding="utf-8")
    assert "summary.mp3" not in feed and "A Persistent Stack" in feed  # the chapters keep their summary titles


def test_an_episode_published_from_a_summary_is_removed_once_it_is_the_books_en(tmp_path: Path) -> None:
    # Before book.toml (or before this rule), SUMMARY.md was narrated as an article; once the book names it, its
    # episode goes the way of any file the site does not publish: removed from the feed, the source left alone.
    summary = _book(tmp_path, config=False)
    code, report, stderr = build_json(tmp_path)
    assert code == 0 and any(b["slug"] == "summary" for b in report["built"]), (report, stderr)
    write(tmp_path / "content" / "book.toml", '[book]\ntitle = "Learning Rust With Entirely Too Many Linked Lists"\n')
    code, report, stderr = build_json(tmp_path)
    assert code == 0 and report["removed"] == ["en/summary"], (report, stderr)
    assert report["failed"] == []
    assert not (tmp_path / "out" / "en" / "summary.mp3").exists()
    assert summary.is_file() and all((tmp_path / "content" / "src" / name).is_file() for name in _CHAPTERS)
    assert all((tmp_path / "out" / "en" / f"{slug}.mp3").is_file() for slug in ("third", "fifth"))


def test_narrating_a_summary_directly_says_what_it_is_in_one_line(tmp_path: Path) -> None:
    summary = _book(tmp_path)
    result = CliRunner().invoke(app, [str(summary), "--out", str(tmp_path / "out")])
    assert result.exit_code != 0 and "Traceback" not in result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "table of contents of a book" in lines[0] and "book.toml" in lines[0], result.stderr
    assert not (tmp_path / "out" / "en").exists()


def test_only_the_summary_the_config_names_is_left_out_en(tmp_path: Path) -> None:
    # GitBook's .gitbook.yaml may name another file (structure.summary: toc.md): that one is the summary, and a
    # SUMMARY.md beside it is a page like any other, and so is one the config does not name.
    write(tmp_path / ".gitbook.yaml", "root: ./docs/\nstructure:\n  summary: toc.md\n")
    toc = write(tmp_path / "docs" / "toc.md", "# Table of contents\n\n* [Intro](intro.md)\n")
    other = write(tmp_path / "docs" / "SUMMARY.md", "# Summary\n\nWhat this guide covers, in a paragraph.\n")
    write(tmp_path / "docs" / "intro.md", "# Intro\n\nWords.\n")
    assert book_summary_of(toc) == "the table of contents of a book (named by its .gitbook.yaml), not an article"
    assert book_summary_of(other) == "" and book_summary_of(tmp_path / "docs" / "intro.md") == ""
    loose = write(tmp_path / "loose" / "SUMMARY.md", "# Summary\n\n* [A](a.md)\n")
    assert book_summary_of(loose) == ""
