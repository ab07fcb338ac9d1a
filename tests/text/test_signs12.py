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


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s12 dev HsuChiChen/article-hackmd GCC指令參數.md [90]: "井號 include file", the brackets the sentence
        # contrasts with the quoted form were dropped as a placeholder's
        (
            "它將忽略由`#include<file>`，造成的依賴關係",
            "zh-hant",
            "它將忽略由井號 include 左尖括號 file 右尖括號，造成的依賴關係",
        ),
        # (spaced, the header's name with its extension, beside the quoted form)
        (
            '`#include <stdio.h>` と `#include "my.h"` は違う',
            "ja",
            "シャープ include 山括弧開き stdio.h 山括弧閉じとシャープ include ダブルクォート my.h ダブルクォートは違う",
        ),
    ],
)
def test_an_included_header_keeps_its_angle_brackets(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s12 dev 0x7df/0x7df.github.io content/openmp-5.md [33][35]: "not dollar OMP PARALLEL"
        (
            "Fortran uses the `!$OMP PARALLEL` directive pair.",
            "en",
            "Fortran uses the bang dollar OMP PARALLEL directive pair.",
        ),
        ("在 Fortran 中用 `!$OMP PARALLEL` 指令", "zh-hans", "在 Fortran 中用感叹号美元符号 OMP PARALLEL 指令"),
        ("`!$OMP PARALLEL DO` 지시어", "ko", "느낌표 달러 OMP PARALLEL DO 지시어"),
        # PHP's `!$input` (a variable in lower case) is still negated
        ("the `!$input` check", "en", "the not dollar input check"),
    ],
)
def test_a_directive_sentinel_is_no_negation(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s12 dev HsuChiChen/article-hackmd 巴哈進版圖投稿.md [13]: "場外進版圖招募議題632樓" (post no. 632, no issue)
        (
            "[場外進版圖招募 #632樓](https://forum.gamer.com.tw/Co.php?bsn=60076&sn=76013105)",
            "zh-hant",
            "場外進版圖招募632樓",
        ),
        ("#3번 문제를 풉니다", "ko", "3번 문제를 풉니다"),
        # no counter after the number: as before (TORIFUKUKaiou RxJS入門#1, cskwork "Take #2는")
        ("[RxJS入門#1基本の概念](https://x.y)", "ja", "RxJS 入門#1基本の概念"),
        ("見 issue #632 與 #12 說明", "zh-hant", "見 issue 632與議題12說明"),
    ],
)
def test_a_number_sign_before_a_counted_number_is_no_issue(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s12 dev 0x7df/0x7df.github.io content/the-shallow-water-equations.md [14]: "bold u times nabla bold u"
        (
            r"$$ \frac{\partial \mathbf{u}}{\partial t} + \mathbf{u}\cdot\nabla\mathbf{u} = -g\nabla h $$",
            "en",
            "the partial derivative of bold u with respect to t plus bold u dot nabla bold u equals minus g nabla h",
        ),
        # the same article [21]: the divergence, "nabla times bold u"
        (r"不可压缩：$\nabla\cdot\mathbf{u} = 0$。", "zh-hans", "不可压缩：nabla 点乘粗体 u 等于0。"),
        # [48]: a unit vector with its hat, crossed ("times" there, "cross" at [14])
        (r"and $f\mathbf{\hat k}\times\mathbf{v}$ here", "en", "and f bold k hat cross bold v here"),
        # a curl of a field written as a bold capital
        (r"$\nabla \times \mathbf{E} = 0$ です", "ja", "ナブラクロス太字の E イコール0です"),
        # numbers stay a product
        (r"而 $2 \cdot 3 = 6$ 仍是乘法", "zh-hans", "而2乘3等于6仍是乘法"),
    ],
)
def test_a_dot_or_cross_with_del_is_a_vector_product(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s12 dev 0x7df/0x7df.github.io content/remembering-bayes-formula.md [32]: "(0.8)(0.01)" heard "0.8 0.01"
        (
            r"So $$P = \frac{(0.8)(0.01)}{(0.8)(0.01) + (0.1)(0.99)}$$",
            "en",
            "So P equals the fraction 0.8 times 0.01, over 0.8 times 0.01 plus 0.1 times 0.99",
        ),
        (r"所以 $(0.8)(0.01)$ 成立", "zh-hans", "所以0.8乘0.01成立"),
        (r"$2(3)$ です", "ja", "2かける3です"),
        # a call's argument, a bracketed number alone or raised, keep their brackets
        (r"and $f(x)(y)$ and $(2)^2$ and $x(2)$", "en", "and f(x)(y) and (2) squared and x(2)"),
    ],
)
def test_bracketed_numbers_side_by_side_are_a_product(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s12 dev aisuperdoger/result FFmpeg编程入门.md [53]: "PTS time_base=", the product's star dropped as emphasis
        ("PTS*time_base=真正的时间（秒）", "zh-hans", "PTS 乘 time_base=真正的时间（秒）"),
        ("use PTS*time_base to get seconds", "en", "use PTS times time_base to get seconds"),
        # s11 held-out GarhinZhou/yuque-hexo Nullcon wasm题.md [5]: "local 下划线34星号4", the sign's name
        (
            "调用了一个函数指针数组当中偏移`local_34`*4 指向的函数",
            "zh-hans",
            "调用了一个函数指针数组当中偏移 local 下划线34乘4指向的函数",
        ),
        ("the offset `local_34`*4 into the table", "en", "the offset local underscore 34 times 4 into the table"),
        # two plain words joined by a star are a name (the mirrors' "SQL*Plus", "Brainf*ck"): as before
        ("SQL*Plus: Release 12", "en", "SQL Plus: Release 12"),
    ],
)
def test_one_star_glued_between_operands_is_a_product(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s12 dev aisuperdoger/cnblogs_backup ubuntu源码安装pytorch [7]: "放在，目录下", the tilde dropped as a flourish
        ("最好将下载完的驱动放在~目录下，别问为什么", "zh-hans", "最好将下载完的驱动放在波浪号目录下，别问为什么"),
        ("~ディレクトリに置く", "ja", "チルダディレクトリに置く"),
        ("~ 폴더에 둡니다", "ko", "물결표 폴더에 둡니다"),
        # a wave between two clauses is still a pause
        ("內容超多～本篇只有一點", "zh-hant", "內容超多，本篇只有一點"),
    ],
)
def test_a_wave_before_a_folder_noun_is_the_home_directory(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s11 dev ascoders/weekly 前沿技术/62.精读《JS 引擎基础之 Shapes and Inline Caches》.md [25]: "2³²−1" sent raw
        ("数组下标的长度最大为2³²−1。", "zh-hans", "数组下标的肠度最大为2的32次方减1。"),
        ("up to 2³²−1 entries", "en", "up to 2 to the power of 32 minus 1 entries"),
        ("최대 2³²−1 개", "ko", "최대 2의 32제곱 빼기 1 개"),
        ("a 10⁻⁶ error", "en", "a 10 to the power of minus 6 error"),
        # a name's capital (Hyper-Accel: SK hynix's H³) and a unit's power after a number stay as written
        ("SK하이닉스의 H³와 조지아텍의", "ko", "SK하이닉스의 H³와 조지아텍의"),
        ("면적은 약 38,000µm², 즉", "ko", "면적은 약 38,000µm², 즉"),
    ],
)
def test_superscript_digits_after_a_number_are_a_power(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s11 dev titangene/hexo-blog github-url-shortener.md [5]: "github-id 除以 repo-name", the path's slash
        (
            "用 `https://github.com/<github-id>/<repo-name>` 即可",
            "zh-hant",
            "用 https 冒號斜線斜線 github.com 斜線 github-id 斜線 repo-name 即可",
        ),
        (
            "`https://github.com/<github-id>/<repo-name>` を開く",
            "ja",
            "https コロンスラッシュスラッシュ github.com スラッシュ github-id スラッシュ repo-name を開く",
        ),
        # the same article [15]: "--form 小於 name 等於 content 大於號", a placeholder's brackets heard as comparisons
        ("`--form <name=content>` 參數", "zh-hant", "--form name 等於 content 參數"),
        (
            "use `curl --form <name=content>` and `a < b`",
            "en",
            "use curl --form name equals content and a is less than b",
        ),
        # a custom element standing alone is still said by its name
        ("`<my-element>` 元素", "zh-hant", "my-element 元素"),
    ],
)
def test_a_placeholder_in_angle_brackets_is_no_element_nor_comparison(
    tmp_path: Path, body: str, lang: str, said: str
) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s11 held-out ttskch/zenn-contents articles/b06ace4044fdf3.md [29]: "月曜=1以降日曜=7" (and after)
        (
            "`date +%u` は月曜＝1〜日曜＝7として出力する",
            "ja",
            "date プラスパーセント u は月曜=1から日曜=7として出力する",
        ),
        ("週一=1~週日=7 表示", "zh-hant", "週一=1到週日=7表示"),
        ("월요일=1~일요일=7 로 표현", "ko", "월요일=1에서 일요일=7 로 표현"),
    ],
)
def test_a_wave_between_two_labelled_values_is_their_range(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s11 held-out eunohhh/velog til 코테14-가장-가까운-같은-글자.md [19]: "i 하이픈 점 점 점", the minus heard as a hyphen
        (
            "`i - ...`: 현재 인덱스 `i`에서 마지막 등장 위치를 빼서",
            "ko",
            "i 빼기 점 점 점: 현재 인덱스 i에서 마지막 등장 위치를 빼서",
        ),
        ("`n - ...` で残りを引く", "ja", "n マイナスドットドットドットで残りを引く"),
    ],
)
def test_a_spaced_minus_before_an_elided_operand_is_a_minus(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s11 held-out GarhinZhou/yuque-hexo ret2csu.md [22]: '"[ ]"表示地址' sent as "[]", the pair the sentence names
        (
            '（汇编语句当中"[ ]"表示地址，向地址内取值）',
            "zh-hans",
            '（汇编语句当中" 空方括号 "表示地址，向地址内取值）',
        ),
        ("an empty list [ ] here", "en", "an empty list empty brackets here"),
        # a task list's box is still the task's mark
        ("- [ ] todo item", "en", "todo item"),
    ],
)
def test_an_empty_pair_with_a_space_inside_is_named(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]
