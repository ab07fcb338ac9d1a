"""Two lists side by side are two groups of siblings (review s14 text2 M2).

CommonMark makes a '-' list followed by a '*' list two lists; c02b514's sibling vote joined neighbouring items into
one run, so a first list of Chinese steps outvoted the English titles of the second (constructed, review repro
g1.md). Each list now keeps its identity (Block.list_at) and votes alone.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import post_script

TITLES = ["Getting Started with the Command Line", "Introduction to the Theory of Computation"]


def _voices(tmp_path: Path, body: str, lang: str) -> dict[str, str]:
    script = post_script(tmp_path, body, lang)
    return {chunk.text: chunk.lang for chunk in script.chunks[1:-1]}


@pytest.mark.parametrize(
    ("body", "lang"),
    [
        (
            "- 安装依赖\n- 配置环境\n- 启动服务\n* Getting Started with the Command Line\n"
            "* Introduction to the Theory of Computation\n* 深入理解计算机系统\n",
            "zh-hans",
        ),
        (
            "- 依存関係をインストール\n- 環境を設定\n- サービスを起動\n* Getting Started with the Command Line\n"
            "* Introduction to the Theory of Computation\n* コンピュータシステムの理論と実装\n",
            "ja",
        ),
    ],
)
def test_a_second_list_votes_apart_from_the_first(tmp_path: Path, body: str, lang: str) -> None:
    voices = _voices(tmp_path, body, lang)
    assert [voices[text] for text in TITLES] == ["en", "en"]


def test_one_list_still_votes_as_one(tmp_path: Path) -> None:
    # control: the same items in ONE list ('-' throughout): the three Chinese steps are the majority
    body = (
        "- 安装依赖\n- 配置环境\n- 启动服务\n- Getting Started with the Command Line\n"
        "- Introduction to the Theory of Computation\n- 深入理解计算机系统\n"
    )
    voices = _voices(tmp_path, body, "zh-hans")
    assert [voices[text] for text in TITLES] == ["zh-hans", "zh-hans"]
