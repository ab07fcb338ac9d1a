"""A number beside code said as the value it is (issue 38: every sign heard right): a `$1` in prose is the code's
group or argument only where the article's code writes that very token and the prose sets it as a name, never a
price; a `-1` after a named option ("the retries option `-1`") is its value, minus 1, not a flag.

Each rule keeps the line that taught it and is tested on the s22 review's inputs (/work/scratch/review22/rules) and on
shapes written for it from other blogs and languages, with a near miss it must leave alone.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole
from narrate.text.lexicon import _SYMBOL_NAMES
from narrate.text.operators import say_code

_ECHO = "\n\n```sh\necho $1\n```\n"
_AWK = "\n\n```sh\nawk '{print $5}' file\n```\n"


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # kaizhou-chen docs/javascript/JavaScript笔记/02.工具方法/字符串替换.md [8] (s21 dev): a list of groups
        (
            '正则里的分组，可以用 $1、$2 ... 来获取\n\n```js\nstr.replace(/_(.*?)_/, "<div>$1</div>")\n```\n',
            "zh-hans",
            "正则里的分组，可以用美元符号1、美元符号2... 来获取",
        ),
        # constructed: an awk field after "use" (en), a script's argument with a particle (ko), a list joined by commas
        ("Use $5 for the fifth field." + _AWK, "en", "Use dollar 5 for the fifth field."),
        ("여기서 $1은 첫 번째 인자입니다." + _ECHO, "ko", "여기서 달러 1은 첫 번째 인자입니다."),
        ("The shell passes $1, $2 and $3 in order." + _ECHO, "en", "The shell passes dollar 1, dollar 2 and dollar 3"),
    ],
)
def test_a_numbered_dollar_set_as_the_codes_name_is_said_by_name(
    tmp_path: Path, body: str, lang: str, said: str
) -> None:
    assert said_whole(tmp_path, body, lang=lang)[0].startswith(said)


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s22 review H3 (/work/scratch/review22/rules/dollar_en.md): prices beside a script that writes `$1`; heard
        # "a dollar 5 droplet"
        (
            'I rent a $5 droplet for this, and a $6 one for backups.\n\n```sh\necho "deploying $1"\n```\n',
            "en",
            "I rent a $5 droplet for this, and a $6 one for backups.",
        ),
        # constructed: the very token the code writes, set as a price (en: a noun after it; after "costs"), a rate
        # (zh-hans "$5/月"), a price's word before it (zh-hans, zh-hant)
        ("A $5 plan is enough, and a $1 domain too." + _ECHO, "en", "A $5 plan is enough, and a $1 domain too."),
        ("It costs $1 here." + _ECHO, "en", "It costs $1 here."),
        ("费用是 $5。" + _AWK, "zh-hans", "费用是 $5。"),
        ("VPS 月租 $5 的就夠了。" + _AWK, "zh-hant", "VPS 月租 $5"),
    ],
)
def test_a_price_beside_code_that_writes_a_numbered_dollar_stays_money(
    tmp_path: Path, body: str, lang: str, said: str
) -> None:
    assert said_whole(tmp_path, body, lang=lang)[0].startswith(said)


def test_a_rate_beside_the_codes_numbered_dollar_stays_money(tmp_path: Path) -> None:
    # constructed: "$5/月" where awk prints `$5` — a monthly price, no field
    assert "美元符号" not in said_whole(tmp_path, "费用是 $5/月。" + _AWK, lang="zh-hans")[0]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s22 review M1 (/work/scratch/review22/rules/opt_zh.md, opt_en.md): a named option's value, heard "連字號1"
        ("把 timeout 參數 `-1` 設好就永不逾時。", "zh-hant", "把 timeout 參數負1設好就永不逾時。"),
        ("Set the retries option `-1` to retry forever.", "en", "Set the retries option minus 1 to retry forever."),
        # constructed: the option's name in code (zh-hans), a Korean option named before its value
        ("将 `timeout` 参数 `-1` 传入即可。", "zh-hans", "将 timeout 参数负1传入即可。"),
        (
            "`max_retry` 옵션 `-1`은 무한 재시도입니다.",
            "ko",
            "max 언더스코어 retry 옵션 마이너스 1은 무한 재시도입니다.",
        ),
    ],
)
def test_a_value_after_a_named_option_keeps_its_minus(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # /work/scratch/review22/rules/opt_zh.md, the shape of qian403 mtr-basic [18] (s21 held-out): the noun
        # after the spans names them options
        ("用 `-4` 或 `-6` 參數選擇協定。", "zh-hant", "用連字號4或連字號6參數選擇協定。"),
        # constructed near misses: the noun before the span with no name of its own still names the span
        ("加上參數 `-4` 即可。", "zh-hant", "加上參數連字號4即可。"),
        ("Add the option `-4` to force IPv4.", "en", "Add the option dash 4 to force IPv4."),
    ],
)
def test_a_span_the_option_noun_names_is_still_a_flag(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("code", "said"),
    [
        # s22 review M1 (/work/scratch/review22/rules/opt_en.md): an operand after a variable, heard "x dash 3"
        ("calc add x -3", "calc add x minus 3"),
        # constructed: a variable between operands
        ("calc mul y -2 z", "calc mul y minus 2 z"),
        # near misses: an option after the command or its subcommand
        ("git log -3", "git log dash 3"),
        ("ls -1 dir", "ls dash 1 dir"),
    ],
)
def test_a_dash_number_after_a_variable_is_a_negative_operand(code: str, said: str) -> None:
    assert " ".join(say_code(code, "en", _SYMBOL_NAMES["en"]).split()) == said
