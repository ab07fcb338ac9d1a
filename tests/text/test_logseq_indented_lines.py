"""A line indented deeper under a Logseq bullet, going on the block above it, is that block's text: Logseq nests
blocks by indentation and has no indented code (a sample is fenced), so the page shows it as words — never the code
cue (s13 dev 17714196157/logseq_qinyuchen_book pages/强化学习基础入口.md [25]). A bullet or heading indented deeper
stays as CommonMark reads it, and outside a Logseq graph indented code is code. Each case is titled with its source
and loses nothing by the symbol account."""

from __future__ import annotations

from pathlib import Path

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.script import build_script


def _said(folder: Path, body: str, *, lang: str, graph: bool = True) -> list[str]:
    if graph:
        (folder / "logseq").mkdir(exist_ok=True)
        (folder / "logseq" / "config.edn").write_text("{:meta/version 1}\n", encoding="utf-8")  # (a Logseq graph)
    (folder / "pages").mkdir(exist_ok=True)
    page = folder / "pages" / "page.md"
    page.write_text(f"lang:: {lang}\n\n{body}", encoding="utf-8")
    script = build_script(read_article(page), load_config())
    assert not script.lost, [(item.symbol, item.context) for _, item in script.lost]
    return [chunk.text for chunk in script.chunks[1:-1]]


# 17714196157/logseq_qinyuchen_book pages/强化学习基础入口.md lines 38-43 (the formula shortened)
POLICY = (
    "- 策略迭代\n\t- 1)基于V函数，如何选择好的行动？\n\t  \\[\n\t  \\pi(s) = \\arg \\max_{a} V(s)\n\t  \\]\n"
    "\t                     需要知道环境模型，状态转移矩阵\n\t- 2)基于Q函数，如何选择好的行动？\n"
)


def test_qinyuchen_text_under_a_formula_zh_hans(tmp_path: Path) -> None:
    said = _said(tmp_path, POLICY, lang="zh-hans")
    assert "需要知道环境模型，状态转移矩阵" in said
    assert not any("代码" in line for line in said), said


def test_qinyuchen_actor_critic_opening_text_zh_hans(tmp_path: Path) -> None:
    # 17714196157/logseq_qinyuchen_book pages/Actor-Critic 算法.md lines 1-3: the block's first text line, indented six
    body = (
        "- ### 策略梯度方法的局限性\n      策略梯度方法通过优化策略函数直接解决强化学习问题，核心思想是通过以下公式更新策略参数\n"
        "  局限性：\n"
    )
    said = " ".join(_said(tmp_path, body, lang="zh-hans"))
    assert "策略梯度方法通过优化策略函数" in said and "代码" not in said


def test_a_note_under_a_step_en(tmp_path: Path) -> None:
    # (constructed, labelled so: the same shape in an English graph — a note under a step's formula)
    body = (
        "- Size the cache\n\t- Take the working set\n\t  \\[\n\t  c = 2w\n\t  \\]\n"
        "\t                     it doubles the working set once\n"
    )
    said = " ".join(_said(tmp_path, body, lang="en"))
    assert "it doubles the working set once" in said and "code" not in said


def test_outside_a_graph_indented_code_stays_code_en(tmp_path: Path) -> None:
    body = "Run this:\n\n    make install\n"
    said = _said(tmp_path, body, lang="en", graph=False)
    assert not any("make" in line for line in said), said
