"""Marks doing their job said by their job, never by their names (s23, #38, ruling 5d; DESIGN Round 4: each rule
tested on the case that taught it, on shapes of our own from other languages, and on a near miss it must leave
alone). Each case loses nothing by the symbol account (said_whole)."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def test_lonelysinging_version_and_its_gloss_in_code_type_keep_their_brackets_zh(tmp_path: Path) -> None:
    # LonelySinging content/posts/2021/05/31/xposed.md (s23 held-out [15][47]): heard '7.1.1左括号 API 25右括号'
    body = "建议下载`7.1.1 (API 25)`、`SDK 10 (API 29)`。\n\n框架在`夜神模拟器 (Android 5版本)`上工作。\n"
    assert said_whole(tmp_path, body, lang="zh-hans") == [
        "建议下载7.1.1 (API 25)、SDK 10 (API 29)。",
        "框架在夜神模拟器 (Android 5版本) 上工作。",
    ]
    # our own in Japanese and English
    said = said_whole(tmp_path, "`Python 3.12 (PEP 695)`で書けます。\n", lang="ja")
    assert said == ["Python 3.12 (PEP 695) で書けます。"], said
    said = said_whole(tmp_path, "Install `Node 18 (LTS release)` first.\n", lang="en")
    assert said == ["Install Node 18 (LTS release) first."], said
    # near misses: a call's arguments keep their brackets' names
    said = said_whole(tmp_path, "Call `f (a, b)` there.\n", lang="en")
    assert said == ["Call f open paren a, b close paren there."], said
    said = said_whole(tmp_path, "Call `f (g x)` there.\n", lang="en")
    assert said == ["Call f open paren g x close paren there."], said


def test_jack842248_quotes_quoting_words_in_code_type_zh_hant(tmp_path: Path) -> None:
    # jack842248 src/posts/v-on使用者事件.md (s23 held-out [13]): heard '出現雙引號按下雙引號'
    body = '`當按下按鈕時不放，出現"按下";鬆開滑鼠左鍵後，出現"放開"`\n'
    said = said_whole(tmp_path, body, lang="zh-hant")
    assert said == ["當按下按鈕時不放，出現“按下”;鬆開滑鼠左鍵後，出現“放開”"], said
    # our own in Japanese and Korean
    said = said_whole(tmp_path, '`画面に "完了" と出る`ことを確認する。\n', lang="ja")
    assert said == ["画面に “完了” と出ることを確認する。"], said
    said = said_whole(tmp_path, '`화면에 "완료"가 보이면` 성공입니다.\n', lang="ko")
    assert said == ["화면에 “완료”가 보이면 성공입니다."], said
    # near misses: a literal passed to code, and a literal of ASCII words, keep the quotes' names
    said = said_whole(tmp_path, '呼叫`console.log("按下")`即可。\n', lang="zh-hant")
    assert said == ["呼叫 console.log 左括號雙引號按下雙引號右括號即可。"], said
    said = said_whole(tmp_path, '`"hello"`是字串。\n', lang="zh-hant")
    assert said == ["雙引號 hello 雙引號是字串。"], said


def test_michaelbromley_question_and_exclamation_keeps_its_question_en(tmp_path: Path) -> None:
    # michaelbromley content/blog/2014-09-19-experiences-building-a-website-with-angularjs-wp-api-wordpress-api.md
    # (s23 held-out [37]-[41]): '…this directive!?' sent '…directive!', a question heard as an exclamation
    body = "Do I need to use isolate scope of this directive!? Where should I resolve it, etc !? I wonder.\n"
    said = said_whole(tmp_path, body, lang="en")
    assert said == ["Do I need to use isolate scope of this directive!? Where should I resolve it, etc!? I wonder."]
    # our own in Korean; near misses: an exclamation alone and an operator's '!' stay as they were
    said = said_whole(tmp_path, "정말 끝났어!? 믿을 수 없어.\n", lang="ko")
    assert said == ["정말 끝났어!? 믿을 수 없어."], said
    said = said_whole(tmp_path, "It works! And `a != b` holds.\n", lang="en")
    assert said == ["It works! And a is not equal to b holds."], said


def test_lonelysinging_spaced_dash_before_a_title_or_a_message_is_no_minus_en(tmp_path: Path) -> None:
    # LonelySinging content/posts/2021/05/23/tools.md (s23 held-out [60]): 'Copier 3.49-2 - HTTrack Website Copier'
    # said '3.49-2 minus HTTrack'; AoSankaku arkse_server_mendokatta (s23 held-out [87]): '(-5497) - No such process'
    said = said_whole(tmp_path, "Get Website Copier 3.49-2 - HTTrack Website Copier today.\n", lang="en")
    assert said == ["Get Website Copier 3.49-2, HTTrack Website Copier today."], said
    said = said_whole(tmp_path, "The error (-5497) - No such process came back.\n", lang="en")
    assert said == ["The error (-5497) - No such process came back."], said
    # our own in Korean
    said = said_whole(tmp_path, "오류 (-1) - 잘못된 요청 메시지가 나옵니다.\n", lang="ko")
    assert said == ["오류 (-1) - 잘못된 요청 메시지가 나옵니다."], said
    # near misses: formulas keep their minus, a letter after the dash is an operand
    # (the glued slash of a formula with its result divides since s24: the lane prompt's ruling 5d, "a slash between
    # numbers inside a formula with `=`: divided by")
    said = said_whole(tmp_path, "Then 10/2 - 3 = 2 holds, and 4-1 - n here.\n", lang="en")
    assert said == ["Then 10 divided by 2 minus 3 equals 2 holds, and 4-1 minus n here."], said


def test_michaelbromley_mixed_number_after_a_spaced_dash_is_no_formula_en(tmp_path: Path) -> None:
    # michaelbromley content/blog/2014-10-24-my-thoughts-on-ngeurope-2014-and-angularjs-2-0.md (s23 held-out [15]):
    # '1 - 1 1/2 years of support' said '1 minus 1 1/2 years' (the mixed number's bar taken for a second sign)
    said = said_whole(tmp_path, "We could expect 1 - 1 1/2 years of support.\n", lang="en")
    assert said == ["We could expect 1 - 1 1/2 years of support."], said
    # our own in Japanese; near miss: a fraction after a spaced dash, no mixed number, stays a formula
    said = said_whole(tmp_path, "期間は 2 - 2 1/2 年です。\n", lang="ja")
    assert "マイナス" not in said[0], said
    said = said_whole(tmp_path, "Add 2 - 3/4 cups.\n", lang="en")
    assert said == ["Add 2 minus 3/4 cups."], said


def test_aosankaku_waves_of_versions_are_ranges_ja(tmp_path: Path) -> None:
    # AoSankaku src/posts/blog/village_golem/index.md (s23 held-out [0][4]): '【Minecraft ～1.12】' said '約1.12',
    # '1.2.1（実装直後）～1.10' said 'チルダ1.10'
    said = said_whole(
        tmp_path, "【Minecraft ～1.12】で確認。\n\n仕様は1.2.1（実装直後）～1.10で変わりました。\n", lang="ja"
    )
    assert said == ["【Minecraft 1.12まで】で確認。", "仕様は1.2.1（実装直後）から1.10で変わりました。"], said
    # our own in Korean
    said = said_whole(tmp_path, "Android ～4.4 단말에서 됩니다.\n\n1.2.1(초기) ~ 1.10 버전입니다.\n", lang="ko")
    assert said == ["Android 4.4까지 단말에서 됩니다.", "1.2.1(초기)에서 1.10 버전입니다."], said
    # near misses: an amount with its unit, and a wave after a label in brackets, stay "about"
    said = said_whole(tmp_path, "무게는 ~5kg 입니다.\n\n가격은 (세금 포함) ～3000원입니다.\n", lang="ko")
    assert said == ["무게는 약 5kg 입니다.", "가격은 (세금 포함) 약 3000원입니다."], said
