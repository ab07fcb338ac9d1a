"""Session 12, signs read by what they are in their context (issue 38, items 1–3).

Sources: the s11 held-out and dev readings (benchmarks/round4_readings_s11.tsv, round4_readings_s11_dev.tsv), each
case titled with its article; each rule tried on the mirrors' other articles of the same shape (the commit says how
many, and whether it held).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # GarhinZhou/yuque-hexo source/_posts/XYCTF PWN WP.md [22]: "1大于 and 符号0", a comparison of 1 and &0
        ("`cat flag 1>&0 `或者 `cat flag 1>&2`", "zh-hans", "cat flag 1输出到0或者 cat flag 1输出到2"),
        # nathanfhh/30-days-ironman claude-pty/docs/linux-acceptance.md: the redirect inside a command's string
        ("用 `sh -c 'id ubuntu 2>&1'` 確認", "zh-hant", "用 sh -c 單引號 id ubuntu 2輸出到1單引號確認"),
        # ttskch/zenn-contents articles/a2ce0952856142.md (its crontab line's test, glued to the path)
        (
            "`ls /Volumes/data >/dev/null 2>&1` でマウントを確かめます。",
            "ja",
            "ls スラッシュ Volumes スラッシュ data リダイレクトスラッシュ dev スラッシュ null 2リダイレクト1でマウントを確かめます。",
        ),
        ("Print it with `echo oops >&2` instead.", "en", "Print it with echo oops into 2 instead."),
        ("`cmd 2>&1`을 씁니다", "ko", "cmd 2 리다이렉트 1을 씁니다"),
    ],
)
def test_a_shell_redirect_is_no_comparison(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # a comparison stays one: its `>` stands between two quantities, and `&b` is no stream's number
        ("`x > 0` なら", "ja", "x 大なり0なら"),
        ("If `a >&b` holds", "en", "If a greater than ampersand b holds"),
    ],
)
def test_a_comparison_is_no_redirect(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # Hyper-Accel/hyper-accel.github.io content/posts/what-is-legato/index.md [28]: "request 언더스코어 load 에서
        # receive", the arrow heard as "at" with its "to" lost
        (
            "- **`request_load` → `receive`** — 데이터가 *언제, 어디로 이동하는지*를 명시합니다.",
            "ko",
            "request 언더스코어 load에서 receive로 — 데이터가 언제, 어디로 이동하는지를 명시합니다.",
        ),
        ("`a` → `b`", "ko", "a에서 b로"),
        # the writer's own particle stays; a noun after the code is the item's head, no move "to" the code
        ("`v1` → `v2`로 올립니다", "ko", "v1에서 v2로 올립니다"),
        ("`main` → `dev` 브랜치", "ko", "main에서 dev 브랜치"),
        # the same span in Chinese and Japanese: their arrow word stands between the two, nothing added
        (
            "- **`request_load` → `receive`** — 說明資料何時移動。",
            "zh-hant",
            "request 底線 load 到 receive — 說明資料何時移動。",
        ),
    ],
)
def test_code_an_arrow_points_at_takes_the_korean_particle_of_direction(
    tmp_path: Path, body: str, lang: str, said: str
) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]
