"""A star that multiplies in CJK prose is "times" (issue 38, session 14).

Between a CJK word and a number ("把台灣價格\\*2": the price times two; "2 人* 6 餐": people times meals) the star was
said by its name («星號») or dropped as emphasis left over; between two CJK words of a product already being said
("6 餐 * 匯率 4 = 4000") it was «星號» too (s13 held-out aszx87410 2023-06-macau-travel-venetian [12][64]). A star
between CJK words with no product around it is still the page's own sign. Each case is titled with its article.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # aszx87410/huli-life-blog 2023-06-macau-travel-venetian-21687588b87d.md [12] (s13 held-out): an escaped star
        (
            "因此得到這趟旅遊第一個心得：把台灣價格\\*2，大概就是在澳門要付出的代價",
            "zh-hant",
            "因此得到這趟旅遊第一個心得：把台灣價格乘2，大概就是在澳門要付出的代價",
        ),
        # same article [64]: two of three factors were «星號» or gone
        ("80 * 2 人* 6 餐 * 匯率 4 = 4000", "zh-hant", "80乘2人乘6餐乘匯率4等於4000"),
        # ... as the article writes it, every star escaped (line 143): an escaped star before a spaced number too
        (
            "一餐算個 80 港幣，80 \\* 2 人\\* 6 餐 \\* 匯率 4 = 4000 台幣",
            "zh-hant",
            "一餐算個80港幣，80乘2人乘6餐乘匯率4等於4000台幣",
        ),
        # aszx87410/huli-life-blog weekly-note-part3-87969dd50929.md:435
        ("請把數字\\*10，投個二三十間", "zh-hant", "請把數字乘10，投個二三十間"),
        # xiaomengdashi/yuque-hexo 史上最全C!C++面试…: the star was dropped as emphasis left over
        (
            "会重新分配桶的数量（通常会按照原有桶的数量*2的方式进行扩容）",
            "zh-hans",
            "会重新分配桶的数量（通常会按照原有桶的数量乘2的方式进行扩容）",
        ),
        # aisuperdoger/cnblogs_backup 音视频基础知识.md:135: '60秒*25FPS' (seconds times frames per second)
        ("则一部电影为 2.637MB90分钟60秒*25FPS", "zh-hans", "则一部电影为2.637MB90分钟60秒乘25FPS"),
        # HaJunRyu/docsify_blog TIL 20210520 (무한스크롤): 'really ×100 often', the star was dropped
        (
            "스크롤 이벤트는 정말*100 빈번하게 발생하는 이벤트이고",
            "ko",
            "스크롤 이벤트는 정말 곱하기 100 빈번하게 발생하는 이벤트이고",
        ),
    ],
)
def test_a_star_between_a_cjk_word_and_a_number_is_times(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # a star between CJK words with nothing multiplied around it is the sign the sentence is about
        ("命令里面的 * 的问题", "zh-hans", "命令里面的星号的问题"),
        # two plain English words are no expression ("rated * stars"), nor a generator's star ("yield\\*")
        ("rated * stars", "en", "rated star stars"),
        ("yield\\* is a generator", "en", "yield star is a generator"),
        # review s14 text2 M3: an escaped star after a word or a sentence, before a spaced number, is a footnote's or
        # a note's mark — no number before it, no other star or equals sign in its sentence (constructed controls)
        (
            "価格は変動します\\* 2024年1月時点の情報です。",
            "ja",
            "価格は変動しますアスタリスク2024年1月時点の情報です。",
        ),
        ("送料無料\\* 30日以内の返品が可能。", "ja", "送料無料アスタリスク30日以内の返品が可能。"),
        ("价格会变动\\* 2024年1月的信息。", "zh-hans", "价格会变动星号2024年1月的信息。"),
    ],
)
def test_a_star_with_no_product_around_it_keeps_its_name(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]
