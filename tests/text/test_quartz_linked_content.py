"""A Quartz site whose content/ is a link to a vault elsewhere titles its notes by their file names, as Quartz does
(review s13 structure M3). `npx quartz create` offers "Symlink an existing folder" for content; narrate resolved the
article's folder before walking up to the site, so from the vault it never found quartz.config.ts (and compared the
resolved folder with the unresolved content/): every note was titled by its first heading instead of the file name
the page shows. Source of the site shape: masaki39/masaki39.github.io 31cf483 quartz.config.ts
(tests/text/test_titles_from_names); the reviewer's reproducer, in English and Japanese."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from helpers import write
from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.script import build_script
from test_titles_from_names import QUARTZ_CONFIG


def _title(path: Path) -> str:
    return build_script(read_article(path), load_config()).title


@pytest.mark.parametrize(
    ("name", "text", "heading", "expected"),
    [
        ("My-Real-Title.md", "# A heading inside\n\nSome words.\n", "A heading inside", "My Real Title"),
        ("本当の題名.md", "# 中の見出し\n\n本文の言葉です。\n", "中の見出し", "本当の題名"),
    ],
)
def test_a_note_under_a_linked_content_folder_keeps_its_file_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, text: str, heading: str, expected: str
) -> None:
    write(tmp_path / "q" / "quartz.config.ts", QUARTZ_CONFIG)
    write(tmp_path / "vault" / "notes" / name, text)
    os.symlink(tmp_path / "vault", tmp_path / "q" / "content")
    assert _title(tmp_path / "q" / "content" / "notes" / name) == expected  # absolute, through the link
    monkeypatch.chdir(tmp_path / "q")
    assert _title(Path("content") / "notes" / name) == expected  # relative, as `narrate script content/…`
    # The vault read on its own is no Quartz site: its heading titles it, as before.
    assert _title(tmp_path / "vault" / "notes" / name) == heading
