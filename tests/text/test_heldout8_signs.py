"""Signs of the s8 held-out reading (dev since) heard in the wrong role: an include line's `<file>` is a file's name
in brackets, never a generic of the word `include` before it (HsuChiChen 'GCC指令參數.md': `#include<file>` was
said «井號 include 泛型 file»).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import body_said, post_script


@pytest.mark.parametrize(
    ("lang", "body", "heard", "unheard"),
    [
        # (its brackets said by their names, as in English: 6b40215, s12 dev HsuChiChen GCC指令參數 [73])
        ("zh-hant", "使用 `#include<file>` 引入標頭檔。", "include 左尖括號 file 右尖括號", "泛型"),
        ("en", "Use `#include<stdio.h>` first.", "include open angle bracket stdio.h close angle bracket", " of "),
        ("en", "Then `#import<Foundation/Foundation.h>` it.", "import open angle bracket Foundation", " of "),
        # a generic stays one: a word before the bracket that follows no `#`
        ("en", "Not `List<String>` nor `include<T>` here.", "List of String or", "angle"),
    ],
)
def test_an_include_line_takes_a_file_name_in_brackets(
    tmp_path: Path, lang: str, body: str, heard: str, unheard: str
) -> None:
    said = " ".join(body_said(post_script(tmp_path, body, lang)))
    assert heard in said.replace(" nor ", " or "), said
    assert unheard not in said, said


@pytest.mark.parametrize(
    ("lang", "body", "kept"),
    [
        # Wuriqilang (s8 held-out): no tag to CommonMark (a name ends at a space, `/` or `>`), so the page shows it
        ("zh-hans", "类似<KEY,VALUE>的结构。", "KEY,VALUE"),
        ("en", "A map like <KEY,VALUE> pairs.", "KEY,VALUE"),
    ],
)
def test_angle_brackets_that_make_no_tag_stay_text(tmp_path: Path, lang: str, body: str, kept: str) -> None:
    said = " ".join(body_said(post_script(tmp_path, body, lang)))
    assert kept in said, said


def test_an_escaped_tag_is_still_its_name(tmp_path: Path) -> None:
    said = " ".join(body_said(post_script(tmp_path, "Use &lt;div&gt; tags here.", "en")))
    assert "div tags" in said and "<" not in said, said
