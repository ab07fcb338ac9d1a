"""A list item or paragraph that is only code spans of signs (`= += -= *= /= %=`) is the operators its heading names:
said by their names as the same spans are inside a sentence, never dropped as a row of marks (#38, s18 held-out
bacnotes javascript-fundamentals-part1 [85][87]: covered by no chunk). Each case is titled with its source and loses
nothing by the symbol account."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def test_bacnotes_assignment_and_comparison_operators_zh_hant(tmp_path: Path) -> None:
    # bacnotes content/post/07_javascript-fundamentals-part1/index.md lines 258-266
    body = (
        "## 指派運算子 Assignment operators\n\n- `= += -= *= /= %=`\n- 將等號右邊的值拷貝給左邊的變數資料\n\n"
        "## 比較運算子 Comparison operators\n\n- `== === != !== > >= < <=`\n- 可以用來把判斷的結果存在變數\n"
    )
    said = said_whole(tmp_path, body, lang="zh-hant")
    assert len(said) == 6 and said[1].startswith("等號加號等號") and "驚嘆號" in said[4], said


def test_operator_items_en_ja_ko_zh_hans(tmp_path: Path) -> None:
    # written for the rule (a JS primer, a Rust note, a C note, a Python note): one operator per item
    said = said_whole(tmp_path, "Logical operators:\n\n- `&&`\n- `||`\n", lang="en")
    # (s23: a list of operators alone says each as its operation — the lead's instruction on s22 regression W2)
    assert said == ["Logical operators:", "logical and", "logical or"], said
    said = said_whole(tmp_path, "論理演算子\n\n- `&&`\n- `||`\n", lang="ja")
    assert len(said) == 3 and all(s.strip() for s in said[1:]), said
    said = said_whole(tmp_path, "비트 연산자\n\n- `<<`\n- `>>`\n", lang="ko")
    assert len(said) == 3 and all(s.strip() for s in said[1:]), said
    said = said_whole(tmp_path, "比较运算符\n\n`== !=`\n", lang="zh-hans")
    assert len(said) == 2 and said[1].strip(), said


def test_a_row_of_marks_outside_code_stays_dropped(tmp_path: Path) -> None:
    # near miss written for the rule: a pointer or a row of stars written as plain marks is the page's decoration
    said = said_whole(tmp_path, "上面是結果\n\n↓\n\n* * *\n\n下面是說明\n", lang="zh-hant")
    assert said == ["上面是結果", "下面是說明"], said
