"""`narrate check`: an operation the page shows heard as its sign's name or as nothing (text.operators_named).

What each chunk sent is the reader's at main 98c33cd (s11 held-out, dev since: GarhinZhou/yuque-hexo 5d90e622
source/_posts/Nullcon wasm题.md [5], zh-Hans; eunohhh/my_tistory_blog_posts e0df320e posts/코딩테스트/코테14-가장-가까운-
같은-글자.md [19] and posts/til/[240527-til]-날짜-유효성-검사.md [14], ko) and at 05ad2c1 (s12 dev aisuperdoger/cnblogs_backup
ac54e0fe result/FFmpeg编程入门/FFmpeg编程入门.md [53], zh-Hans); the signs left alone are from GarhinZhou orw.md and
aisuperdoger (C pointers), 0x7df/0x7df.github.io converting-from-doxygen-to-wordpress.md (a star named as a noun).
"""

from __future__ import annotations

import pytest

from narrate.text.operators_named import operators_named
from narrate.text.page_judges import Heard
from narrate.text.page_view import page_view


def _found(line: str, sent: str, lang: str) -> list[str]:
    heard = [Heard(0, "paragraph", 1, 1, sent, sent, lang)]
    return [f.what for f in operators_named(page_view([line], 1), heard)]


@pytest.mark.parametrize(
    ("line", "sent", "lang", "what"),
    [
        ("偏移`local_34`*4", "偏移 local 下划线34星号4", "zh-hans", "local_34*4"),  # Nullcon [5]: a star
        ("`i - ...`은 나머지를 뜻한다", "i 하이픈 점 점 점은 나머지를 뜻한다", "ko", "i-..."),  # 코테14 [19]: a hyphen
        ("month - 1로 입력해야 한다", "month - 1로 입력해야 한다", "ko", "month-1"),  # 240527 [14]: a bare dash, to ko
        (
            "PTS*time_base=真正的时间（秒）",
            "PTS time_base=真正的时间（秒）",
            "zh-hans",
            "PTS*time_base",
        ),  # [53]: nothing
        ("the area is `w * h`", "the area is w star h", "en", "w*h"),
    ],
)
def test_an_operation_heard_as_a_sign_or_as_nothing(line: str, sent: str, lang: str, what: str) -> None:
    assert _found(line, sent, lang) == [what]


@pytest.mark.parametrize(
    ("line", "sent", "lang"),
    [
        ("偏移`local_34`*4", "偏移 local 下划线34乘以4", "zh-hans"),  # said as the operation
        ("`i - ...`은 나머지", "i 빼기 점 점 점은 나머지", "ko"),
        ("int open(const char *pathname, int flags);", "int open const char 星号 pathname", "zh-hans"),  # a pointer
        ("AVCodec* const codec;", "AVCodec 星号 const codec", "zh-hans"),
        ("Escape the * character with a backslash", "Escape the star character with a backslash", "en"),  # a noun
        ("Open Monday - Friday", "Open Monday dash Friday", "en"),  # words: a dash
        ("Section 2.2 - Appendix", "Section 2.2 dash Appendix", "en"),
        ("month - 1로 입력", "month - 1로 입력", "en"),  # a bare dash to an English voice is said
        # cskwork/velog-backup 2ce2722f 자료구조 설명.md [98] (ko): a dash before a notation's letter
        ("Quick sorting - O(n log n)", "Quick sorting 하이픈 O n log n", "ko"),
    ],
)
def test_signs_that_are_no_operation_or_are_said_as_one(line: str, sent: str, lang: str) -> None:
    assert _found(line, sent, lang) == []
