"""`narrate check`: display formulas the page shows one under the other, heard as one (text.formulas_run_together).

Sources: s12 held-out jx2lee/my-digital-garden src/site/notes/etc/__/study/think-bayes/chapter02-Bayes-Theorem.md (ko)
[7] and [23]; 0x7df/0x7df.github.io 23ff7f8 content/beta-decay.md (en, not in a corpus).
"""

from __future__ import annotations

from pathlib import Path

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.check import check_article
from narrate.text.formulas_run_together import formulas_run_together

_KIND = "display formulas heard as one"


def test_two_display_formulas_said_with_nothing_between_are_reported() -> None:
    """beta-decay (en): 'Neutron rich:' then two reactions on lines of their own, sent '… nu bar sub e n to p plus …'."""
    source = "Neutron rich:\n$$ ^AX^Z \\rightarrow ^AY^{Z+1} + e^- + \\bar\\nu_e $$\n$$ n \\rightarrow p^+ + e^- + \\bar\\nu_e $$"
    first, second = "^AX^Z \\rightarrow ^AY^{Z+1} + e^- + \\bar\\nu_e", "n \\rightarrow p^+ + e^- + \\bar\\nu_e"
    said = ("A X to A Y plus e minus plus nu bar sub e", "n to p plus plus e minus plus nu bar sub e")
    sent = f"Neutron rich: {said[0]} {said[1]}"
    found = formulas_run_together([(source, sent, [(first, said[0]), (second, said[1])])])
    assert [(m.chunk, m.kind, m.written) for m in found] == [(0, _KIND, second)]
    # With a stop between them the listener hears two equations.
    assert (
        formulas_run_together([(source, f"Neutron rich: {said[0]}. {said[1]}", [(first, said[0]), (second, said[1])])])
        == []
    )
    # Two formulas inside one sentence's line are the sentence's, not two equations of their own.
    inline = f"Here $${first}$$ and $${second}$$ hold."
    assert formulas_run_together([(inline, sent, [(first, said[0]), (second, said[1])])]) == []


def test_check_reports_the_bayes_formulas_run_together(tmp_path: Path) -> None:
    """chapter02-Bayes-Theorem (ko) [7]: 'P(V) = P(B_1) P(V|B_1) + P(B_2) P(V|B_2)' then 'P(V) = (1/2)(3/4) + …' on
    the next line, heard '… P(V 조건 B 아래 첨자 2) P(V)는 (1 나누기 2)…'."""
    path = tmp_path / "post.md"
    path.write_text(
        "---\nlang: ko\ntitle: 베이즈 정리\n---\n"
        "- P(V) 를 구하기 위해 law of total probability 를 이용한다.\n"
        "$$P(V) = P(B_1)~P(V|B_1) ~+~ P(B_2)~P(V|B_2)$$\n"
        "$$P(V) = (1/2)~(3/4) ~+~ (1/2)~(1/2) = 5/8$$\n",
        encoding="utf-8",
    )
    found = [w for w in check_article(read_article(path), load_config()).said_wrong if w["kind"] == _KIND]
    assert [w["written"] for w in found] == ["P(V) = (1/2)~(3/4) ~+~ (1/2)~(1/2) = 5/8"]
