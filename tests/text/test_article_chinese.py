"""Han text that does not tell Simplified from Traditional takes the article's own variant (the lead's session-15
ruling): the article's language when it is Chinese, else the variant of its Chinese text as a whole."""

from __future__ import annotations

import pytest

from narrate.text.language import article_chinese, article_cjk, chinese_script

# Vanilla-Yukirin/hexo-blog ef9bae4f source/_posts/AtCoder-Beginner-Contest-357-D.md (an English statement, then the
# author's Simplified Chinese one; s15 dev reading: the ambiguous lines read zh-TW).
SIMPLIFIED = [
    "For a positive integer N, let V_N be…",
    "给一个正整数 N ，令 V_N 为 N 重复 N 次",
    "注意到N非常大，肯定需要对V_N进行转化。",
]
# jerryc127/butterfly.js.org cb52e037 source/_posts/自定義代碼配色.md (Traditional).
TRADITIONAL = ["Run it and see.", "運行 Hexo 後，應該可以看到修改的效果"]
AMBIGUOUS = ["1、注意多取模", "比如，V_3=333，"]


@pytest.mark.parametrize("text", AMBIGUOUS)
def test_an_english_article_s_ambiguous_chinese_takes_the_variant_of_its_chinese(text: str) -> None:
    with article_chinese("en", SIMPLIFIED):
        assert chinese_script(text) == "zh-hans"
    with article_chinese("en", TRADITIONAL):
        assert chinese_script(text) == "zh-hant"


@pytest.mark.parametrize(("lang", "expected"), [("zh-hans", "zh-hans"), ("zh-hant", "zh-hant")])
def test_a_chinese_article_s_ambiguous_chinese_is_its_own_variant_whatever_its_quotes(lang: str, expected: str) -> None:
    with article_chinese(lang, TRADITIONAL if lang == "zh-hans" else SIMPLIFIED):
        assert chinese_script("1、注意多取模") == expected


def test_text_that_tells_its_variant_keeps_it_and_outside_an_article_the_tie_is_traditional() -> None:
    with article_chinese("ko", SIMPLIFIED):
        assert chinese_script("運行 Hexo 後，應該可以看到修改的效果") == "zh-hant"
    assert chinese_script("1、注意多取模") == "zh-hant"
    assert chinese_script("1、注意多取模", tie="zh-hans") == "zh-hans"


def test_an_article_in_latin_script_has_a_cjk_language_only_when_it_is_bilingual() -> None:
    # billhu0/billhu-hexo-blog 3d8cc443 source/_posts/29_cs110.md lines 709-712: English notes with their Chinese.
    bilingual = [
        "Thread: a sequential flow of instructions 线程就是一个指令流",
        "Each thread has a PC + reg and access the shared memory (每个线程都有逻辑概念的PC、寄存器和内存)",
        "Each processor provides one (or more) hardware threads 处理器在硬件层面提供了多个线程",
        "Operating system multiplexes multiple software threads onto the available hardware threads"
        " (操作系统把程序分配到硬件层面的线程，实现调度和分发)",
    ]
    with article_chinese("en", bilingual):
        assert article_cjk() == "zh-hans"
    # Annilla/anny-hexo-blog 7beaa3d9 Scrum-2020-Guide-Study.md: one gloss in English sentences.
    english = [
        "Scrum is founded on empiricism and lean thinking. Empiricism asserts that knowledge comes from experience and"
        " making decisions based on what is observed.",
        "Scrum employs an iterative, incremental approach to optimize predictability and to control risk (風險).",
        "Scrum engages groups of people who collectively have all the skills and expertise to do the work and share or"
        " acquire such skills as needed.",
    ]
    with article_chinese("en", english):
        assert article_cjk() is None
    with article_chinese("ko", english):
        assert article_cjk() == "ko"
    assert article_cjk() is None
