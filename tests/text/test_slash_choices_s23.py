"""A slash between two names of one kind is "or" in the sentence's language (issue 38, ruling 5e, session 23).

Sources: s22 held-out yunjeongiya _posts/ko/2026-04-22-compiler-theory-behind-vibe-coding.md [76]
(`` `uv.exe`/`uvx.exe`에 ``), 2026-05-12-cardinality-one-index-misleads-optimizer.md [18] (`` `ORDER BY`/filesort ``),
2026-02-24-ai-agent-dead-code-cleanup.md [17] (`` `.ts/.tsx` 파일 ``); s21 held-out qian403 src/content/posts/dig-guide.md
[237][238] (`` `A` / `AAAA` ``, `` `MX` / `TXT` / `NS` / `SOA` ``); yytypescript docs/releasenotes/2026-01-23.md
(`` `Parent`/`Child`クラス ``, said by the slash's name before the ruling). Each with shapes written from other notes
and languages, and near misses the rules leave alone: a path's pieces, a folder's word after the pair, one name.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # yunjeongiya compiler-theory [76]: two executables' names.
        ("ko", "`uv.exe`/`uvx.exe`에 코드 서명이 없다.", "uv.exe 또는 uvx.exe에 코드 서명이 없다."),
        # qian403 dig-guide [237][238]: record types, spaced slashes, a chain of four.
        ("zh-hant", "`A` / `AAAA` 記錄", "A 或 AAAA 記錄"),
        ("zh-hant", "- `MX` / `TXT` / `NS` / `SOA`", "MX 或 TXT 或 NS 或 SOA"),
        # yytypescript 2026-01-23: two classes (was "スラッシュ").
        ("ja", "シンプルな`Parent`/`Child`クラスで説明", "シンプルな Parent または Child クラスで説明"),
        # Written: English flags, a Japanese pair of commands.
        ("en", "Pass `--verbose`/`--quiet` to the tool.", "Pass --verbose or --quiet to the tool."),
        ("ja", "`npm`/`yarn`でインストールします。", "npm または yarn でインストールします。"),
        # Near misses: a path's piece on either side, a folder's word after the pair, one name (`TCP`/`IP`).
        ("ja", "`src/app`/`lib` を開く", "src スラッシュ app スラッシュ lib を開く"),
        ("en", "Open the `Views`/`Shared` folder.", "Open the Views slash Shared folder."),
        ("en", "It speaks `TCP`/`IP` only.", "It speaks TCP slash IP only."),
    ],
)
def test_a_slash_between_two_code_spans(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # yunjeongiya cardinality [18]: a code span and a name glued after its slash.
        ("ko", "`ORDER BY`/filesort 비용 추정이 틀린다.", "ORDER BY 또는 filesort 비용 추정이 틀린다."),
        # yunjeongiya dead-code-cleanup [17]: a span of extensions.
        ("ko", "`.ts/.tsx` 파일을 지운다.", "점 ts 또는 점 tsx 파일을 지운다."),
        # Written: a Chinese pair of a command and a name; English extensions.
        ("zh-hans", "先用`git merge`/rebase合并。", "先用 git merge 或 rebase 合并。"),
        ("en", "Only `.jpg/.png/.webp` files are kept.", "Only dot jpg or dot png or dot webp files are kept."),
        # Near misses: a path after the span ("`src`/main/java"), a folder in a span of a dot-folder and a name.
        ("ko", "`src`/main/java 폴더", "src 슬래시 main 슬래시 java 폴더"),
        ("en", "Edit `.github/workflows` now.", "Edit dot github slash workflows now."),
    ],
)
def test_a_slash_between_a_code_span_and_a_name_or_in_extensions(
    tmp_path: Path, lang: str, body: str, said: str
) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # s22 held-out yunjeongiya database-normalization-vs-pragmatism [189]-[192]: a question, a mark, its answer.
        (
            "ko",
            "- ✅ 시간대별 메타데이터 필요? → ❌ 없음\n- ✅ 수백만 rows 대규모? → ❌ 수천 rows",
            "수백만 rows 대규모? 답은 수천 rows",
        ),
        # s22 dev Nyshiyama _posts/2021-05-03-nhk_professional.md [7]: the quoted question, its asker, the answer.
        (
            "ja",
            "「どこで線を引くんですか？」（取材班）→「〆切です」（庵野）",
            "「どこで線を引くんですか？」（取材班）答えは「〆切です」（庵野）",
        ),
        # Written: a Chinese and an English question with their answers.
        ("zh-hans", "为什么要用缓存？→ 因为数据库太慢", "为什么要用缓存？答案是因为数据库太慢"),
        ("en", "Is it free? => Yes, for personal use.", "Is it free? Answer: Yes, for personal use."),
        # Near misses: an arrow after a sentence's end ("then"), a question closing its line with an arrow after it.
        ("en", "It builds. -> It ships.", "It builds. Then It ships."),
        ("ja", "どうする？→", "どうする？"),
    ],
)
def test_an_arrow_from_a_question_to_its_answer(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang)[-1] == said
