"""Session 12, the text review's findings on the symbol rules (issue 38; /work/team/reports/s12-review-text.md).

Each case is titled with the real article it comes from (the mirrors' blogs), or marked as the review's reproducer
when only that shape was built; each rule was tried on the mirrors' other articles of the same shape (the commit
says how many, and whether it held).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # zachleat/zachleat.com _posts/2023-01-06-icymi.md: "I wasn't a fan of M*sk", a censor's star ("M times sk")
        ("I wasn't a fan of M*sk before", "en", "I wasn't a fan of M sk before"),
        # nathanfhh/30-days-ironman benchmarks/code-review-bench/data/reviews/discourse-graphite-1/report.md: a
        # wildcard inside a name ("max_ 乘 _size_kb")
        ("(3) 前端把 max_*_size_kb 換成硬編", "zh-hant", "(3) 前端把 max_ 星號 _size_kb 換成硬編"),
        ("前端把 max_*_size_kb 换成", "zh-hans", "前端把 max_ 星号 _size_kb 换成"),
        ("Run all files named test_*_spec.js here.", "en", "Run all files named test_ star _spec.js here."),
        # a pointer's declaration, letters on both sides
        ("In C we declare char*p for a pointer.", "en", "In C we declare char p for a pointer."),
        # products stay products: a number, a name with an underscore away from the star, two capitals
        ("use PTS*time_base to get seconds", "en", "use PTS times time_base to get seconds"),
        ("月薪 salary*12 就是年薪", "zh-hans", "月薪 salary 乘12就是年薪"),
        ("the P*IOU score", "en", "the P times IOU score"),
        # a capital after the star is a term (aisuperdoger/cnblogs_backup yolov1~v5的介绍.md), a sign of an expression
        # beside the pair makes it one (GarhinZhou/yuque-hexo source/_posts/RUST PWN.md, a comment's line)
        ("每一个目标的概率confidence*P©，", "zh-hans", "每一个目标的概率 confidence 乘 P©，"),
        ("# 解线性同余 k*dx ≡ dy (mod M)", "zh-hans", "解线性同余 k 乘 dx ≡ dy (mod M)"),
        ("solve k*dx ≡ dy (mod M)", "en", "solve k times dx ≡ dy (mod M)"),
        # GarhinZhou/yuque-hexo source/_posts/题目相关.md: a star against one underscore is the wildcard too
        # ("strng_ mio_ops", its star dropped as emphasis)
        ("参数里面的 strng_*mio_ops 就是", "zh-hans", "参数里面的 strng_ 星号 mio_ops 就是"),
    ],
)
def test_a_star_in_a_word_or_beside_an_underscore_is_no_product(
    tmp_path: Path, body: str, lang: str, said: str
) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # iranzo/iranzo.github.io content/blog/2021/2021-01-01-unifi-wifi.en.md: "a 90 m² flat" was "90 m squared"
        ("for a 90 m² flat and still", "en", "for a 90 m² flat and still"),
        ("一間 90 m² 的公寓", "zh-hant", "一間90 m² 的公寓"),
        # the review's reproducer: "1,000¹" was "1, 000 to the power of 1", the number broken at its separator
        ("Sales reached 1,000¹ units", "en", "Sales reached 1,000¹ units"),
        ("売上は 1,000¹ 個", "ja", "売上は1,000¹ 個"),
        # powers stay powers
        ("The value a² + b² holds", "en", "The value a squared + b squared holds"),
    ],
)
def test_a_unit_or_a_grouped_number_before_superscript_digits_is_no_power(
    tmp_path: Path, body: str, lang: str, said: str
) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s12 dev HsuChiChen/article-hackmd excel軟體操作.md [2]: '2021/09/12-09/14' sent raw, the range left to the voice
        ("###### 撰寫時間 : 2021/09/12-09/14", "zh-hant", "撰寫時間: 2021年9月12日到9月14日"),
        # HsuChiChen/article-hackmd MySQL筆記.md: the same header, the dash spaced
        ("###### 撰寫時間 : 2021/09/20 - 09/21", "zh-hant", "撰寫時間: 2021年9月20日到9月21日"),
        ("写于 2021/09/12-09/14。", "zh-hans", "写于2021年9月12日到9月14日。"),
        ("Written 2021/09/12-09/14.", "en", "Written September 12 to September 14, 2021."),
        ("期間は 2021/09/12〜09/14 です", "ja", "期間は2021年9月12日から9月14日です"),
        ("기간: 2021.09.12 - 09.14", "ko", "기간: 2021년 9월 12일부터 9월 14일까지"),
        # an end before the start is no range of one year: as before
        ("日期 2021/09/14-09/12 有誤", "zh-hant", "日期2021/09/14-09/12有誤"),
    ],
)
def test_a_date_range_whose_end_has_no_year_is_two_dates_of_one_year(
    tmp_path: Path, body: str, lang: str, said: str
) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s11 held-out surma/surma.dev content/things/when-workers.md [73]: "about 6s", heard "about sixes"
        (
            "the code still takes ~6s to run (in the case of PROXX",
            "en",
            "the code still takes about 6 seconds to run (in the case of PROXX",
        ),
        # simonw/til cloudrun/use-labels-for-billing-breakdown.md; zachleat 2021-03-08-queue-code.md "(~10s)"
        ("each one took ~30s to run.", "en", "each one took about 30 seconds to run."),
        ("There are time limits (~10s) on how long", "en", "There are time limits (about 10 seconds) on how long"),
        ("代码仍然要跑 ~6s 左右", "zh-hans", "代码仍然要跑约6秒左右"),
        ("코드는 여전히 ~6s 걸립니다", "ko", "코드는 여전히 약 6초 걸립니다"),
        # no approximation, or a decade: as before
        ("the iPhone 6s and ~1960s music", "en", "the iPhone 6s and about 1960s music"),
    ],
)
def test_an_approximated_number_with_a_lone_s_is_seconds(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s10 held-out Hyper-Accel/hyper-accel.github.io content/posts/what-is-the-transformers/index.ko.md [61]:
        # "N 분의 1_head", the subscript cut from its name
        (
            "KV cache 크기가 MHA의 **1/N_head** 수준으로 줄어들어",
            "ko",
            "KV cache 크기가 MHA의 N_head 분의 1 수준으로 줄어들어",
        ),
        # the same article in English (index.en.md)
        ("KV cache size drops to **1/N_head** of MHA", "en", "KV cache size drops to 1 over N_head of MHA"),
        ("KV 缓存降到 MHA 的 1/N_head", "zh-hans", "KV 缓存降到 MHA 的 N_head 分之1"),
        # a number over one letter is still its fraction
        ("1/n을 계산하여", "ko", "n 분의 1을 계산하여"),
    ],
)
def test_a_number_over_a_name_with_a_subscript_is_one_fraction(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s11 dev cskwork/velog-backup backup/content/자료구조 설명.md [101]: "Time Complexity에서 전체 시간 복잡도", the
        # line's lead-in arrow heard between the label above it and its own line
        ("Time Complexity\n=> 전체 시간 복잡도 : O(E log V)", "ko", "Time Complexity. 전체 시간 복잡도: O(E log V)"),
        # ikorihn/ikorihn.github.io content/note/Go http.ClientのConnection設定値について調査.md: "1にするから…"
        (
            "接続先ごとのコネクション数を1にする\n=> 接続先ごとに一つだけコネクションが作成され、それが再利用された",
            "ja",
            "接続先ごとのコネクション数を1にする。接続先ごとに一つだけコネクションが作成され、それが再利用された",
        ),
        # cskwork/velog-backup backup/content/Java Easy.md: "… such as boolean, byte, char, in to Because of primitives"
        (
            "It uses 8 primitive data types\n-> Because of primitives",
            "en",
            "It uses 8 primitive data types. Because of primitives",
        ),
        # an arrow inside a line is still said by its role
        ("a => b 이다", "ko", "a에서 b로 이다"),
    ],
)
def test_an_arrow_typed_at_a_line_start_is_its_lead_in(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]
