"""Signs a CJK sentence names in its prose, sent bare or dropped (text.signs_named): the sign the sentence is about is
lost to the listener. Which signs a sentence names is the reader's rule (text.signs_about.named_runs), one for both."""

from __future__ import annotations

import pytest

from narrate.text.page_judges import Heard
from narrate.text.page_view import page_view
from narrate.text.signs_named import signs_named_unsaid

_KIND = "a sign the sentence names, not said"


def _found(source: str, sent: str, lang: str, code: str = "") -> list[str]:
    lines = source.split("\n")
    page = page_view(lines, 1)
    heard = [Heard(0, "paragraph", 1, len(lines), sent, sent, lang)]
    return [f.what for f in signs_named_unsaid(page, heard, [*lines, "", "```", code, "```"] if code else lines)]


@pytest.mark.parametrize(
    ("source", "sent", "lang", "code"),
    [
        # s18 held-out 12306hujunjie/12306hujunjie.github.io src/blogs/python/python_checklist.md [7][8][17]: a
        # comma, a colon and a semicolon standing apart in Chinese prose, sent as punctuation
        (
            "- 在 `list`, `dict`, 参数列表的 , 后面加一个空格",
            "在 list, dict, 参数列表的, 后面加一个空格",
            "zh-hans",
            "",
        ),
        ("- 在 `dict` 的 : 后面加一个空格", "在 dict 的: 后面加一个空格", "zh-hans", ""),
        ("- 不要把多个语句写在一行，然后用 ; 隔开", "不要把多个语句写在一行，然后用; 隔开", "zh-hans", ""),
        # s18 held-out bacnotes/bacnotes content/post/07_javascript-fundamentals-part1/index.md [131]: a sign the
        # next word calls an operator
        ("## AND OR ! 邏輯運算子", "AND OR! 邏輯運算子", "zh-hant", ""),
        # s18 held-out bacnotes 12_javascript_fundementals-part3 [49][51]: an operator no punctuation makes, and one
        # the article writes alone in a code span (`??`: the reader's rule, text.signs_about, which votes the same)
        ("- 使用?.讀取屬性", "使用?.讀取屬性", "zh-hant", ""),
        ("- `??` 運算子\n- 常搭配??一起使用", "常搭配??一起使用", "zh-hant", ""),
        # constructed, Japanese and Korean
        ("区切り文字は ; です", "区切り文字は; です", "ja", ""),
        ("값 앞에 ! 연산자를 붙인다", "값 앞에! 연산자를 붙인다", "ko", ""),
        ("値の前に ! 演算子を付ける", "値の前に! 演算子を付ける", "ja", ""),
        # s18 held-out nansystem/nansystem.github.io src/content/blog/python-module-package-import.md [13][15]: a
        # relative import's dots glued to 'from' as punctuation
        (
            "7. from . import 変数、関数 (相対importで同じディレクトリ)",
            "7、from. import 変数、関数 (相対importで同じディレクトリ)",
            "ja",
            "",
        ),
        (
            "9. from ..パッケージ import 変数 (兄弟ディレクトリ)",
            "9、from..パッケージ import 変数 (兄弟ディレクトリ)",
            "ja",
            "",
        ),
        ("使用 from .. import utils 导入上级目录", "使用 from.. import utils 导入上级目录", "zh-hans", ""),
    ],
)
def test_a_named_sign_sent_bare_or_dropped(source: str, sent: str, lang: str, code: str) -> None:
    found = _found(source, sent, lang, code)
    assert len(found) == 1, found


@pytest.mark.parametrize(
    ("source", "sent", "lang", "code"),
    [
        # said by a name, whatever it is
        ("- 在 `dict` 的 : 后面加一个空格", "在 dict 的冒号后面加一个空格", "zh-hans", ""),
        ("- `??` 運算子\n- 常搭配??一起使用", "常搭配問號問號一起使用", "zh-hant", ""),
        # a run the article writes only inside longer code (`a ?? b`), not alone: the reader leaves it, so does check
        ("- 常搭配??一起使用", "常搭配??一起使用", "zh-hant", "a ?? b"),
        # a spaced comma between Chinese words with nothing that wants a noun: the writer's spacing, no sign named
        ("你好 , 世界", "你好, 世界", "zh-hans", ""),
        ("## AND OR ! 邏輯運算子", "AND OR 驚嘆號 邏輯運算子", "zh-hant", ""),
        # near misses: the writer's own punctuation glued to its word, a dash between two words, emphasis the article
        # never writes as code, an English sentence's signs
        ("你好,世界。然后;继续", "你好,世界。然后;继续", "zh-hans", ""),
        ("第一章 - 概要", "第一章 - 概要", "ja", ""),
        ("真的吗??我不信", "真的吗??我不信", "zh-hans", ""),
        ("Use a comma , here", "Use a comma , here", "en", ""),
        ("정말요?? 네", "정말요?? 네", "ko", ""),
        # s17 dev jongkyuu (Korean): a blank before a colon is the writer's style, no sign named
        ("참고 : Liquid 언어 문서", "참고: Liquid 언어 문서", "ko", ""),
        # a dot-file's name, and the dots said by their name
        ("用 vim .bashrc 编辑", "用 vim .bashrc 编辑", "zh-hans", ""),
        # s18 held-out 12306hujunjie python_checklist [35]: a sentence's period spaced after code
        (
            "或者 `raise MyException` . 不要使用两个参数的形式",
            "或者 raise MyException. 不要使用两个参数的形式",
            "zh-hans",
            "",
        ),
        ("7. from . import 変数", "7、from ドット import 変数", "ja", ""),
        # s18 held-out bacnotes fundementals-part3 [8]: a plus the voice says itself between two operators' words
        ("使用邏輯運算子 + 指派運算子", "使用邏輯運算子 + 指派運算子", "zh-hant", ""),
        # s17 held-out lovezhangchuangxin 原型 [27]: code written in prose (Latin on both sides), said by its words
        ("Object.__proto__ === Object.prototype 成立", "Object 全等于 Object.prototype 成立", "zh-hans", "a === b"),
    ],
)
def test_a_sign_said_by_a_name_or_the_writers_own_punctuation_is_no_finding(
    source: str, sent: str, lang: str, code: str
) -> None:
    assert _found(source, sent, lang, code) == []
