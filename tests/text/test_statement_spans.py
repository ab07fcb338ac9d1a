"""A paragraph that is only a statement in code type is code by its structure (lead's ruling, session 12: a line
that is a statement is cued under the code rule, never read as a paragraph): the page shows a line of a program
between two sentences, as it shows one a writer left unfenced. Said, it was heard sign by sign (s16 dev brown2243
gussing-game [99]). A shell command in code type stays said, so does code inside a sentence or a list item. Each
case is titled with the article it comes from and loses nothing by the symbol account."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole
from narrate.text.code_lines import spans_spilled


def test_brown2243_gussing_game_statement_alone_ko(tmp_path: Path) -> None:
    # brown2243/client-docusaurus blog/2022-09-03-gussing-game/index.md lines 237-241 (s16 dev [99])
    body = (
        "비교하기 위해서 string을 i32로 변환 해줘야 함\n\n"
        '`let guess: u32 = guess.trim().parse().expect("Please type a number!");`\n\n'
        "우리는 `guess` 변수를 생성했습니다.\n"
    )
    said = said_whole(tmp_path, body, lang="ko")
    assert said == [
        "비교하기 위해서 string을 i32로 변환 해줘야 함",
        "(여기서 코드는 생략합니다.)",
        "우리는 guess 변수를 생성했습니다.",
    ], said


def test_bai_yingjie_socket_broadcast_statement_en(tmp_path: Path) -> None:
    # Bai-Yingjie/Bai-Yingjie.github.io notes/c_networking_socket高阶用法.md lines 368-372 (an English passage)
    body = (
        "To send a broadcast message, create an Internet datagram socket:\n\n"
        "`s = socket(AF_INET, SOCK_DGRAM, 0);`\n\nBind a port number to the socket:\n"
    )
    said = said_whole(tmp_path, body, lang="en")
    assert said == [
        "To send a broadcast message, create an Internet datagram socket:",
        "(A code sample is skipped here.)",
        "Bind a port number to the socket:",
    ], said


def test_xhiroga_cdk_dependency_statement_ja(tmp_path: Path) -> None:
    # xhiroga/zenn-content articles/0083621f9da3cc.md lines 20-26: the fix under 対策 is one line of a program
    body = "## 原因\n\n分からない。型定義上は問題なさそうだが。\n\n## 対策\n\n`stacks.map((stack) => this.addDependency(stack))`\n"
    said = said_whole(tmp_path, body, lang="ja")
    assert said[-1] == "（ここでコードを省略します）", said


def test_a_command_in_code_type_stays_said_ko(tmp_path: Path) -> None:
    # wlals2/blogsite content/study/2026-02-03-too-many-open-files-에러-근본-원인-분석/index.md lines 263-266
    body = "### 1. daemon-reload가 필요한 이유:\n`sudo systemctl daemon-reload`\n\n파일 변경시 캐시 갱신 필요\n"
    said = said_whole(tmp_path, body, lang="ko")
    assert any("daemon-reload" in line and "systemctl" in line for line in said), said


def test_code_in_a_sentence_or_beside_words_is_no_statement_alone() -> None:
    assert spans_spilled(["let s = String::new();"])
    assert spans_spilled(["let a = [1, 2, 3, 4, 5];", "let slice = &a[1..3];"])  # (brown2243 ownership, one a line)
    assert not spans_spilled(["sudo systemctl daemon-reload"])  # a command (wlals2)
    assert not spans_spilled(["npm install"])
    assert not spans_spilled(["useState"])  # a name, no statement
    assert not spans_spilled([""])
