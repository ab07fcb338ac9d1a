"""Signs in prose on the s9 held-out (issue 38, fixR): what a hexadecimal number names is the sentence's to say.

A `0x` number of a machine word or less (16 digits) is a number — a mask, a constant, a size, an address — and is
said as written, its digits, in every role; past a machine word it is a hash, a key or a wallet, said by its first
four digits as a long hex run is. Never "an address": a word naming what the number might be is a guess.

Sources (s9 held-out, dev since): halfrost/Halfrost-Field (contents/Go/go_s2_lowest_common_ancestor.md,
contents/Go/go_s2_De_Bruijn.md); 7shi/7shi.github.io (s9 dev, articles/retro/vax-intro.md).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import body_said, post_script
from narrate.text.lexicon import reduce_identifiers


@pytest.mark.parametrize(
    ("lang", "body", "kept"),
    [
        # halfrost go_s2_lowest_common_ancestor.md [108]: masks (was "一个地址").
        ("zh-hans", "先与 0xFFFF0000 做与运算，再与 0xFFFFFFFF00000000 比较。", ("0xFFFF0000", "0xFFFFFFFF00000000")),
        # halfrost go_s2_De_Bruijn.md [112]: a constant.
        ("zh-hans", "0x077CB531 是32位的德布鲁因序列之一。", ("0x077CB531",)),
        ("zh-hant", "0x077CB531 是 32 位元的德布魯因序列之一。", ("0x077CB531",)),
        # 7shi vax-intro.md (s9 dev): a size (was "アドレス").
        ("ja", "サイズは 0x00000014 バイトです。", ("0x00000014",)),
        ("en", "AND it with the mask 0xFFFF0000 first.", ("0xFFFF0000",)),
        ("ko", "마스크 0xFFFF0000 으로 AND 연산을 한다.", ("0xFFFF0000",)),
    ],
)
def test_a_hex_number_is_said_by_its_digits(tmp_path: Path, lang: str, body: str, kept: tuple[str, ...]) -> None:
    said = " ".join(body_said(post_script(tmp_path, body, lang)))
    for number in kept:
        assert number in said
    for guess in ("一个地址", "一個位址", "アドレス", "an address", "주소"):
        assert guess not in said


@pytest.mark.parametrize("lang", ["zh-hant", "zh-hans", "en", "ja", "ko", "pt-br"])
def test_past_a_machine_word_a_hex_number_is_said_by_its_first_four_digits(lang: str) -> None:
    # A 40-digit wallet and a 64-digit hash: no listener can use the digits past the first four.
    wallet = "0x" + "f3be9a7c0d74aa81" * 2 + "0d74aa81"
    assert reduce_identifiers(f"to {wallet} now", lang) == "to 0xf3be now"
    assert reduce_identifiers("mask 0xFFFFFFFF00000000 now", lang) == "mask 0xFFFFFFFF00000000 now"


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # A code span of two values joined by a wave is their range, as "1~3" is in prose (evan361425
        # feedback/designing-data-intensive-applications/derived-stream.md [191]–[193], foundation-index.md [162]:
        # '0935波浪號0940', '負180波浪號180').
        ("zh-hant", "例如：`0930-0935`、`0935~0940`、...。", "例如：0930到0935、0935到0940、...。"),
        ("zh-hant", "經度在 `-180~180` 範圍內", "經度在負180到180範圍內"),
        ("zh-hans", "窗口 `09:31:11~09:34:44` 内的事件", "窗口09:31:11到09:34:44内的事件"),
        ("en", "Between `0930~0935` and `-180~180`.", "Between 0930 to 0935 and minus 180 to 180."),
        ("ja", "範囲は `-180~180` です。", "範囲はマイナス180から180です。"),
        ("ko", "범위는 `-180~180` 이다.", "범위는 마이너스180에서 180 이다."),
        # A dash in code between numbers that are quantities stays a minus when the first is the greater (`150-50`);
        # a code span that is only a counted pair, the first not greater, is a range (s16 ruling "Numeric ranges").
        ("zh-hant", "`150-50` 與 `0930-1000`", "150減50與0930到1000"),
        # A bracket opening a term after the wave is the range's other end (halfrost Halfrost-Field
        # contents/Protocol/HTTPS-cipherkey.md [38]: '1起(P-2) 之间', heard 一起).
        ("zh-hans", "A 是 1~(P-2) 之间的整数", "A 是1到(P-2) 之间的整数"),
        ("zh-hant", "A 是 1~(P-2) 之間的整數", "A 是1到(P-2) 之間的整數"),
        ("en", "pick k in 1~(n-1) at random", "pick k in 1 to (n-1) at random"),
        ("ja", "k は 1〜(n-1) の整数", "k は1から(n-1) の整数"),
        ("ko", "k는 1~(n-1) 사이의 정수", "k는 1에서 (n-1) 사이의 정수"),
    ],
)
def test_a_wave_between_two_values_is_their_range(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert body_said(post_script(tmp_path, body, lang)) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # Two items of one shape around a spaced dash: a range (halfrost go_s2_lowest_common_ancestor.md [29]
        # 'Level 13，Level 17'; golang/website _content/blog/survey2022-q2-results.md [20] 'June 1, June 21st').
        ("zh-hans", "Level 13 - Level 17 的节点", "Level 13到 Level 17的节点"),
        ("en", "between June 1 - June 21st 2022", "between June 1 to June 21st 2022"),
        ("ja", "Level 13 - Level 17 のノード", "Level 13から Level 17のノード"),
        ("ko", "Level 13 - Level 17 노드", "Level 13에서 Level 17 노드"),
        ("zh-hant", "第 Level 3 - Level 5 層", "第 Level 3到 Level 5層"),
        # Before a program's name the dash is a minus, sent as written as before a letter (halfrost
        # go_s2_lowest_common_ancestor.md [115]: '60，msbPos', the minus heard as a pause).
        ("zh-hans", "所以 60 - msbPos 以后还需要再除以2", "所以60 - msbPos 以后还需要再除以2"),
        ("en", "so 60 - msbPos is left", "so 60 - msbPos is left"),
        # A title's dash after a number stays a pause.
        ("en", "Chapter 3 - Setup", "Chapter 3, Setup"),
        # Two hyphens between numbers: a typed en dash, the range's "to" (golang survey2022-q2-results.md [90], [102]).
        ("en", "companies (100 -- 1,000 employees)", "companies (100 to 1,000 employees)"),
        ("en", "between June 1st -- 21st, 2022", "between June 1st to 21st, 2022"),
        ("en", "a -- b", "a -- b"),
    ],
)
def test_a_spaced_dash_after_a_number_by_its_neighbours(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert body_said(post_script(tmp_path, body, lang)) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # evan361425 src/essay/code/dependencies-management.md [16]: the fullwidth ＞ of a menu path heard 大於.
        (
            "zh-hant",
            "打開「個人化設定」＞「設定」＞「簡介」＞「開放原始碼授權」即可",
            "打開「個人化設定」，然後「設定」，然後「簡介」，然後「開放原始碼授權」即可",
        ),
        ("zh-hans", "进入「设置」>「通用」>「关于」即可", "进入「设置」，然后「通用」，然后「关于」即可"),
        ("ja", "「設定」＞「一般」＞「情報」を開く", "「設定」、そして「一般」、そして「情報」を開く"),
        ("ko", "「설정」＞「일반」＞「정보」를 연다", "「설정」, 그다음「일반」, 그다음「정보」를 연다"),
        (
            "en",
            "Open 「Settings」>「General」>「About」 there",
            "Open「Settings」, then「General」, then「About」there",
        ),
        # Two quoted names alone may be compared: left.
        ("zh-hant", "「速度」＞「品質」", "「速度」＞「品質」"),
    ],
)
def test_quoted_labels_joined_by_a_greater_sign_are_a_menu_path(
    tmp_path: Path, lang: str, body: str, said: str
) -> None:
    assert body_said(post_script(tmp_path, body, lang)) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # A slash after a gloss's bracket and before a word joins two names: never dropped (halfrost
        # Halfrost-Field contents/Protocol/HTTPS-begin.md [9], [10]: dropped as 'a slash that joins nothing'); in a
        # CJK sentence it is the language's 'or' (s16 ruling "Slash between Latin words"; s16 dev brown2243 SSL/TLS).
        (
            "zh-hans",
            "HTTP 先和 SSL（安全套接层）/ TLS（传输层安全）通信",
            "HTTP 先和 SSL（安全套接层）或 TLS（传输层安全）通信",
        ),
        (
            "zh-hant",
            "先和 SSL（安全通訊層）/ TLS (傳輸層安全) 通訊",
            "先和 SSL（安全通訊層）或 TLS (傳輸層安全) 通訊",
        ),
        ("ja", "SSL（旧称）/ TLS を使う", "SSL（旧称）または TLS を使う"),
        ("ko", "SSL (옛 이름) / TLS 를 쓴다", "SSL (옛 이름) 또는 TLS 를 쓴다"),
        ("en", "use SSL (old name) / TLS here", "use SSL (old name) slash TLS here"),
        # A bracketed label before a field stays a pause.
        ("ko", "[7판] / Abraham", "[7판] Abraham"),
        # Three numbers or more joined by bare slashes, none a year's: a series, said as a list to a CJK voice
        # (evan361425 feedback/designing-data-intensive-applications/foundation-index.md [78] '4/16/64...';
        # 7shi (s9 dev) go-memory-management.md [26] '2/4/8 バイト').
        ("zh-hant", "segment 大小會是 4/16/64... 方式倍增", "segment 大小會是4、16、64... 方式倍增"),
        ("zh-hans", "页大小为 4/16/64 KB", "页大小为4、16、64 KB"),
        ("ja", "2/4/8 バイトのいずれか", "2、4、8バイトのいずれか"),
        ("ko", "2/4/8 바이트 중 하나", "2, 4, 8 바이트 중 하나"),
        ("en", "2/4/8 bytes", "2/4/8 bytes"),  # (an English voice reads the slashes)
        # A year's four digits make it a date, said as one.
        ("zh-hant", "日期 2024/1/2", "日期2024年1月2日"),
    ],
)
def test_a_slash_by_its_neighbours(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert body_said(post_script(tmp_path, body, lang)) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # A value on each side of an arrow: a change from one to the other, "to", however long the clause (golang/website
        # _content/blog/survey2022-q2-results.md [70]: 'from 42 percent, then 45 percent').
        (
            "en",
            "Go code increasing from 42% → 45% since 2021.",
            "Go code increasing from 42 percent to 45 percent since 2021.",
        ),
        ("zh-hans", "占比从 42% → 45%，持续增长", "占比从百分之42到百分之45，持续增长"),
        ("zh-hant", "佔比從 42% → 45%，持續成長", "佔比從百分之42到百分之45，持續成長"),
        ("ja", "満足度は 42% → 45% に上がった", "満足度は42パーセントから45パーセントに上がった"),
        ("ko", "비율이 42% → 45% 로 늘었다", "비율이 42퍼센트에서 45퍼센트 로 늘었다"),
        # A chain of values is steps, never one range word repeated.
        ("en", "1 → 2 → 3", "1, then 2, then 3"),
    ],
)
def test_an_arrow_between_two_values_is_to(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert body_said(post_script(tmp_path, body, lang)) == [said]
