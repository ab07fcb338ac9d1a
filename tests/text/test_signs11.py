"""Session 11, signs read by what they are in their context (issue 38): an arrow that names a key.

Sources: the s10 held-out reading (benchmarks/round4_readings_s10.tsv) of Opshell/opshell.github.io
(docs/pages/article/code-sea/vitepress/2024鐵人賽/day28-quick-keys.md [11] [12]); tried on TORIFUKUKaiou/qiita_articles
(a "横→キーを2回おして" step).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import body_said, post_script


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # Opshell day28-quick-keys [11] [12]: the key pressed, which was lost ("方向鍵：的時候", "方向鍵的時候")
        (
            "1. 按下方向鍵 → 的時候，會按下一篇文章的按鈕一下",
            "zh-hant",
            "1、按下右方向鍵的時候，會按下一篇文章的按鈕一下",
        ),
        ("按下方向键 ← 的时候，会回到上一篇", "zh-hans", "按下左方向键的时候，会回到上一篇"),
        # TORIFUKUKaiou/qiita_articles: the arrow before the noun
        ("横→キーを2回おしてFinish", "ja", "横右矢印キーを2回おして Finish"),
        ("방향키 ←를 누르면 이전 글로 갑니다.", "ko", "왼쪽 방향키를 누르면 이전 글로 갑니다."),
        ("Press the → key to open the next post.", "en", "Press the right arrow key to open the next post."),
    ],
)
def test_an_arrow_beside_the_noun_for_keys_is_the_key_it_names(tmp_path: Path, body: str, lang: str, said: str) -> None:
    script = post_script(tmp_path, body, lang)
    assert body_said(script) == [said]
    assert not script.lost


def test_an_arrow_after_a_key_noun_that_leads_on_is_still_a_relation(tmp_path: Path) -> None:
    # "方向鍵 → 移動游標": the key leads to the cursor's move; no key is named by the arrow
    assert "右方向鍵" not in body_said(post_script(tmp_path, "方向鍵 → 移動游標", "zh-hant"))[0]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s11 dev zachleat/zachleat.com _posts/2021-07-16-rainglow.md [16]: the value was dropped ("meta name")
        (
            'A `<meta name="theme-color">` is added with the background color.',
            "en",
            "A meta name theme-color is added with the background color.",
        ),
        # s11 dev titangene/hexo-blog css-selector-pseudo-class-2.md [79][83] ("ul class")
        (
            '而巢狀 `<ul class="nested-list">` 元素裡面只有五個 `li` 元素。',
            "zh-hant",
            "而巢狀 ul class nested-list 元素裡面只有五個 li 元素。",
        ),
        # s10 held-out Opshell day13-vitepress-plugin-setting [26]: an element opened and closed by its name
        ("就會像這樣，`<ElSkill></ElSkill>`。", "zh-hant", "就會像這樣，ElSkill。"),
        # s11 dev cskwork/velog-backup 스프링 게시판 - 1 환경설정 [28]: the same, nested
        (
            "`<dependency><groupId>x</groupId></dependency>`라는 태그를 추가합니다.",
            "ko",
            "dependency groupId x라는 태그를 추가합니다.",
        ),
        # sveltejs/svelte.dev (a script's file by its name, its other attributes with it)
        ('Add `<script src="library.js"></script>` to the page.', "en", "Add script src library.js to the page."),
    ],
)
def test_a_tag_in_code_is_said_whole_with_its_attributes(tmp_path: Path, body: str, lang: str, said: str) -> None:
    script = post_script(tmp_path, body, lang)
    assert body_said(script) == [said]
    assert not script.lost


@pytest.mark.parametrize(
    ("body", "lang", "said", "unsaid"),
    [
        # s11 review of the text rules (M3, /tmp/rvt/tag.md): a value that is no words is not said, nor its name
        # ("div style" was said), and the account names it under its own rule
        (
            'Wrap it in `<div style="display: flex; gap: 8px">text</div>` and go.',
            "en",
            "Wrap it in div text and go.",
            ['style="display: flex; gap: 8px"'],
        ),
        (
            'Add `<meta name="viewport" content="width=device-width, initial-scale=1">` to the head.',
            "en",
            "Add meta name viewport to the head.",
            ['content="width=device-width, initial-scale=1"'],
        ),
        (
            '按钮 `<button onclick="go(1, 2)">Go</button>` 可以点击。',
            "zh-hans",
            "按钮 button Go 可以点击。",
            ['onclick="go(1, 2)"'],
        ),
        # GarhinZhou/yuque-hexo source/_posts/MQTT.md (/tmp/rvt/font.md): yuque's presentation wrapper says its content
        (
            '通过`<font style="background-color:rgba(255, 255, 255, 0);">broker</font>`接收。',
            "zh-hans",
            "通过 broker 接收。",
            [],
        ),
    ],
)
def test_an_attribute_whose_value_is_no_words_is_left_out_by_name(
    tmp_path: Path, body: str, lang: str, said: str, unsaid: list[str]
) -> None:
    script = post_script(tmp_path, body, lang)
    assert body_said(script) == [said]
    assert not script.lost
    omitted = [item for account in script.accounts for item in account.omitted]
    assert [
        text for rule, text in omitted if rule == "an HTML attribute in code whose value is no words, left out"
    ] == (unsaid)


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s11 dev cskwork/velog-backup [스프링 게시판] 흔한개발자 따라하기 [6]: a list's number before a path ("test당 3 src")
        ("3 src/test TDD 작성", "ko", "3 src 슬래시 test TDD 작성"),
        ("3 src/test holds the tests", "en", "3 src slash test holds the tests"),
        # s11 dev TORIFUKUKaiou 闘魂Elixir [9]: a word of magnitude is the amount's ("スラッシュ年")
        ("売上は$2 Million/年です。", "ja", "売上は$2 Million 毎年です。"),
        # the rates the guard keeps (Hyper-Accel what-is-hbf's unit over a unit, a time)
        ("처리량은 10 tokens/sec 입니다.", "ko", "처리량은 초당 10 tokens 입니다."),
        ("It costs 2 Million/year.", "en", "It costs 2 Million per year."),
    ],
)
def test_a_slash_after_a_number_and_a_word_is_a_rate_only_between_units(
    tmp_path: Path, body: str, lang: str, said: str
) -> None:
    assert body_said(post_script(tmp_path, body, lang)) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s11 dev cskwork/velog-backup [스프링 게시판 - 1 환경설정] [4]: a version's spaced dash ("9.0.46 빼기 64bit")
        (
            "이클립스 IDE\nJDK-8\nTomcat 9.0.46 - 64bit-windowsZip\nMaven 3.8.1",
            "ko",
            "이클립스 IDE JDK-8 Tomcat 9.0.46, 64bit-windowsZip Maven 3.8.1",
        ),
        ("Install Tomcat 9.0.46 - 64bit-windowsZip first.", "en", "Install Tomcat 9.0.46, 64bit-windowsZip first."),
        # a sum keeps its minus
        ("1.5 - 0.5 = 1 입니다.", "ko", "1.5 빼기 0.5는 1 입니다."),
        # s11 dev titangene/hexo-blog gcp-network-and-http-load-balancer [103]: a hyphen that ends a name ("減號")
        ("以 `nginx-` 為前綴", "zh-hant", "以 engine x 連字號為前綴"),
        ("`x-`で始まるヘッダー", "ja", "x ハイフンで始まるヘッダー"),
    ],
)
def test_a_dash_that_is_no_minus_is_not_said_as_one(tmp_path: Path, body: str, lang: str, said: str) -> None:
    script = post_script(tmp_path, body, lang)
    assert body_said(script) == [said]
    assert not script.lost


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s10 held-out Opshell day09-github-page [11]: an English menu path in Chinese prose, its '>' sent raw
        (
            "2、把 Build and deployment > Source 調整成 GitHub Actions",
            "zh-hant",
            "2、把 Build and deployment，然後 Source 調整成 GitHub Actions",
        ),
        (
            "把 Build and deployment > Source 设为 GitHub Actions",
            "zh-hans",
            "把 Build and deployment，然后 Source 设为 GitHub Actions",
        ),
        ("Build and deployment > Source を変更します。", "ja", "Build and deployment、そして Source を変更します。"),
        # a comparison stays one ("調整成本": a cost, no setting changed)
        ("效能上 Rust > Go 調整成本高", "zh-hant", "效能上 Rust > Go 調整成本高"),
        # s11 review of the text rules (M4, /tmp/rvt/b.md): a sentence's capital is no label's; a label in sentence
        # case right after the verb is one; words of a condition make '>' a comparison
        ("Open Build and deployment > Source first.", "en", "Open Build and deployment, then Source first."),
        # sveltejs/svelte.dev docs/ai/30-mcp/20-local-setup.md: names under "in the" stay a path
        (
            "In the Settings > Developer section, click on Edit Config.",
            "en",
            "In the Settings, then Developer section, click on Edit Config.",
        ),
        (
            "Go with Python when Developer time > Machine time.",
            "en",
            "Go with Python when Developer time > Machine time.",
        ),
        (
            "Select option A if Total price > Discount value.",
            "en",
            "Select option A if Total price > Discount value.",
        ),
        ("选择 Python 当 Developer time > Machine time。", "zh-hans", "选择 Python 当 Developer time > Machine time。"),
        (
            "Developer time > Machine time 이면 Python 을 선택",
            "ko",
            "Developer time > Machine time 이면 Python 을 선택",
        ),
    ],
)
def test_a_menu_path_in_any_script_is_said_as_steps(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert body_said(post_script(tmp_path, body, lang)) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s10 dev sio4/sio4.github.com (a smile after a wave) and the s10 review's '(^^;' (a sweating smile)
        ("봐요~^^ 좋아요 (^^; 그렇죠", "ko", "봐요 좋아요 그렇죠"),
        ("すみません(^^; また今度", "ja", "すみませんまた今度"),
        # s11 dev cskwork/velog-backup 자료구조 설명 [96]: a wave from a number to a one-letter name ("1 물결표 n")
        ("모두 1~n 까지의 값으로", "ko", "모두 1에서 n 까지의 값으로"),
        # kk98033/hexo-blog-backup source/_posts/Python-UVa-10038-Jolly-Jumpers.md ('用個迴圈跑`1 ~ n`', as prose)
        ("用個迴圈跑 1 ~ n 的值", "zh-hant", "用個迴圈跑1到 n 的值"),
    ],
)
def test_faces_left_out_and_a_range_to_a_name(tmp_path: Path, body: str, lang: str, said: str) -> None:
    script = post_script(tmp_path, body, lang)
    assert body_said(script) == [said]
    assert not script.lost


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s11 dev cskwork/velog-backup JS - snippets [12]: a heading's negated capitals ("IS !ACTIVE" sent raw)
        ("### IS !ACTIVE\n\nbody", "en", "IS not ACTIVE"),
        ("如果 !DEBUG 就退出", "zh-hans", "如果非 DEBUG 就退出"),
        # cskwork/velog-backup (a to-do marker written loud is no negation)
        ("할 일은 !TO-DO 로 적습니다", "ko", "할 일은 !TO-DO 로 적습니다"),
        # s11 review of the text rules (L2, /tmp/rvt/b.md): a work marker written loud is no negation either
        ("Remember to fix !TODO items and !FIXME notes.", "en", "Remember to fix !TODO items and !FIXME notes."),
        ("待办事项用 !TODO 标记。", "zh-hans", "待办事项用 !TODO 标记。"),
    ],
)
def test_a_bang_before_capitals_negates_them(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert body_said(post_script(tmp_path, body, lang))[0] == said


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s11 dev TORIFUKUKaiou 「Phoenix」の読み方 [62]: Elixir's pipe named in prose, sent raw
        (
            "|>でスイスイ、プログラミングしていくことができる",
            "ja",
            "パイプ大なりでスイスイ、プログラミングしていくことができる",
        ),
        ("Elixir's |> operator chains calls.", "en", "Elixir's pipe-greater-than operator chains calls."),
        ("用 && 连接两个命令", "zh-hans", "用和号和号连接两个命令"),
        # between two operands it is their operation, left to the operators' reader
        ("if isOk && hasData then", "en", "if isOk && hasData then"),
        ("Check (cur && cur->data > 0) first.", "en", "Check (cur && cur arrow data > 0) first."),
        # s11 review of the text rules (M5, /tmp/rvt/amp.md): operands in brackets, quotes or code spans
        (
            "Only when (a > 0) && (b > 0) holds.",
            "en",
            "Only when (a is greater than 0) && (b is greater than 0) holds.",
        ),
        ('Run cd "$OLDPWD" && pwd to go back.', "en", 'Run cd "$OLDPWD" && pwd to go back.'),
        ("条件是 (a > 0) && (b > 0) 时成立。", "zh-hans", "条件是 (a 大于0) && (b 大于0) 时成立。"),
        ("先执行 `npm i` && `npm run dev` 启动。", "zh-hans", "先执行 npm i && npm run dev 启动。"),
    ],
)
def test_an_operator_standing_as_a_word_is_named(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert body_said(post_script(tmp_path, body, lang)) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s10 held-out wangtunan/blog docs/vueAnalysis/reactive_api.md [26]: a version and later in code ("2.6 加号")
        ("`Vue.observable`是在`Vue2.6+`版本才会有的", "zh-hans", "Vue.observable 是在 Vue2.6以上版本才会有的"),
        ("`Python 3.8+` 필요", "ko", "Python 3.8 이상 필요"),
        ("`c++`", "en", "c plus plus"),
    ],
)
def test_a_plus_ending_a_version_in_code_is_and_later(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert body_said(post_script(tmp_path, body, lang)) == [said]
