"""Arrows by their role from their neighbours, and code spans that show a shape the sentence is about (s18, #38;
DESIGN Round 4: each rule tested on the case that taught it, on shapes of our own from other languages, and on a
near miss it must leave alone). Each case loses nothing by the symbol account (said_whole)."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def test_codemakim_statement_arrow_is_its_consequence_ko(tmp_path: Path) -> None:
    # codemakim content/2025-09-29-react-performance-01-optimization-basics.mdx [34][36]: heard as a comma
    body = (
        "- LCP가 나쁘다 → 이미지인가, 서버 응답인가를 다시 나눈다.\n- CLS가 나쁘다 → 어떤 요소가 밀렸는지 확인한다.\n"
    )
    assert said_whole(tmp_path, body, lang="ko") == [
        "LCP가 나쁘다, 그러면 이미지인가, 서버 응답인가를 다시 나눈다.",
        "CLS가 나쁘다, 그러면 어떤 요소가 밀렸는지 확인한다.",
    ]


def test_statement_arrow_in_the_past_is_so_and_a_lone_form_is_left_ko(tmp_path: Path) -> None:
    # a shape of our own (an incident note), and the near miss: a verb's form mapped to another ("먹다 → 먹어요")
    said = said_whole(tmp_path, "- 배포가 실패했다 → 롤백했다.\n- 먹다 → 먹어요\n", lang="ko")
    assert said == ["배포가 실패했다, 그래서 롤백했다.", "먹다, 먹어요"], said


def test_yewentao256_double_arrow_before_a_clause_is_so_en(tmp_path: Path) -> None:
    # yewentao256 content/posts/tvm_gemm_optimization_gpu/index.en.md line 358 (s18 dev [47]): heard as a colon
    said = said_whole(tmp_path, "We get higher occupancy ⇒ **4.56ms**, 1.8× faster than v3.\n", lang="en")
    assert said == ["We get higher occupancy, so 4.56 milliseconds, 1.8× faster than v3."], said


def test_double_arrow_between_latin_phrases_in_a_cjk_post_and_near_misses(tmp_path: Path) -> None:
    # our own: a zh post's English note; near misses: two short names still map, a Korean note's steps keep theirs
    said = said_whole(tmp_path, "结论：more cache hits ⇒ fewer trips to the main memory\n", lang="zh-CN")
    assert said == ["结论：", "more cache hits, so fewer trips to the main memory"], said
    assert said_whole(tmp_path, "Ctrl+C ⇒ copy\n", lang="en") == ["Ctrl+C to copy"]
    said = said_whole(tmp_path, "터미널 팝업 실행 ⇒ 변경 확인 후 vscode 종료\n", lang="ko")
    assert said == ["터미널 팝업 실행, 변경 확인 후 vscode 종료"], said


def test_yewentao256_hyphened_arrows_are_one_arrow_each_en(tmp_path: Path) -> None:
    # yewentao256 content/posts/paper_summary/flashinfer_summary/index.en.md line 74 (s18 dev [35])
    body = "- **Gather -→ Shared-Mem -→ MMA** – strategy of first fetching sparse columns into shared memory.\n"
    said = said_whole(tmp_path, body, lang="en")
    assert said[0].startswith("Gather, then Shared-Mem, then MMA – strategy"), said  # (the last: no colon)
    # our own, in Japanese and with a long shaft; the near miss: a minus before a number stays
    said = said_whole(tmp_path, "読み込み --→ 変換 --→ 書き出し の順です。\n", lang="ja")
    assert "-" not in said[0] and said[0].count("そして") == 2, said
    assert said_whole(tmp_path, "The value -5 is kept.\n", lang="en") == ["The value -5 is kept."]


def test_codemakim_flow_of_steps_in_code_type_ko(tmp_path: Path) -> None:
    # codemakim content/2025-08-22-react-advanced-02-05-optimistic-updates.mdx [55]: each arrow said "에서"
    said = said_whole(tmp_path, "- `cancelQueries → snapshot → setQueryData → rollback` 흐름\n", lang="ko")
    assert said == ["cancelQueries 그다음 snapshot 그다음 setQueryData 그다음 rollback 흐름"], said


def test_flow_in_code_type_zh_en_and_one_arrow_left(tmp_path: Path) -> None:
    said = said_whole(tmp_path, "流程是 `fetch → parse → render` 三步。\n", lang="zh-CN")
    assert said == ["流程是 fetch 然后 parse 然后 render 三步。"], said
    said = said_whole(tmp_path, "The map `x → y` is fine; `load → clean → train` runs nightly.\n", lang="en")
    assert said == ["The map x to y is fine; load then clean then train runs nightly."], said


def test_yewentao256_gloss_in_code_type_keeps_its_parenthesis_en(tmp_path: Path) -> None:
    # yewentao256 content/posts/pytorch_compiler_introduction/index.en.md (s18 dev [43]): 'open paren … close paren'
    said = said_whole(tmp_path, "A Python-level `JIT (just-in-time)` compiler.\n", lang="en")
    assert said == ["A Python-level JIT (just-in-time) compiler."], said
    # our own in Korean; the near miss: a call with a blank before its brackets is code, its brackets named
    said = said_whole(tmp_path, "`CSR (client side rendering)` 방식입니다.\n", lang="ko")
    assert said == ["CSR (client side rendering) 방식입니다."], said
    said = said_whole(tmp_path, "Call `print (x)` there.\n", lang="en")
    assert said == ["Call print open paren x close paren there."], said


def test_ikmnjrd_picture_syntax_in_code_type_said_as_written_ja(tmp_path: Path) -> None:
    # ikmnjrd posts/2022-01-23-NotionでMarkdown的に画像を埋め込む（w:Gyazo）.md (s18 dev [6]): cut to its alt 'hoge'
    said = said_whole(tmp_path, "`![hoge](url)`の記法で貼る。\n", lang="ja")
    assert said == ["エクスクラメーション角括弧開き hoge 角括弧閉じ丸括弧開き url 丸括弧閉じの記法で貼る。"], said


def test_picture_and_link_syntax_in_code_type_en_and_a_link_inside_code(tmp_path: Path) -> None:
    said = said_whole(tmp_path, "Write `![alt text](cat.png)` to embed a picture.\n", lang="en")
    assert said == ["Write bang open bracket alt text close bracket open paren cat.png close paren to embed a picture."]
    # our own in Korean: a link's syntax whole
    said = said_whole(tmp_path, "`[링크](a.md)` 형식으로 씁니다.\n", lang="ko")
    assert said == ["여는 대괄호 링크 닫는 대괄호 여는 괄호 a.md 닫는 괄호 형식으로 씁니다."], said
