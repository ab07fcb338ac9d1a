"""Session 13, signs read by what they are in their context (issue 38, items 1–3).

Sources: the s12 held-out and dev readings (benchmarks/round4_readings_s12.tsv, round4_readings_s12_dev.tsv) and the
still-heard list /work/team/STILL-s12.txt, each case titled with its article; each rule tried on the mirrors' other
articles of the same shape (the commit says how many, and whether it held).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # HsuChiChen/article-hackmd Adobe學習日記.md [29]: "Youtube 斜線 B 站", the slash heard as a word
        (
            "尤其是Youtube/B站很多英文與中文教學",
            "zh-hant",
            "尤其是 Youtube 或 B 站很多英文與中文教學",
        ),
        # aisuperdoger/cnblogs_backup docker使用 [9][10]: "c 斜杠 c++" (C or C++)
        ("使用docker部署一个简单的c/c++程序", "zh-hans", "使用 docker 部署一个简单的 c 或 c++程序"),
        # aisuperdoger/cnblogs_backup gdb调试 [22]: "多进程斜杠线程" (processes or threads)
        (
            "参考：GDB调试之多进程/线程",
            "zh-hans",
            "参考：GDB 调试之多进程、线程",
        ),  # s15 ruling: between CJK words a pause
        # HaJunRyu/docsify_blog 알고리즘&자료구조/자료구조.md [22]: "임시(메모) 슬래시 영구적" (temporary or permanent)
        (
            "다양한 자료를 임시(메모)/영구적(파일시스템, 데이터베이스)으로 저장하여 사용한다.",
            "ko",
            "다양한 자료를 임시(메모) 또는 영구적(파일시스템, 데이터베이스)으로 저장하여 사용한다.",
        ),
        # s-yoshiki/tech-blog 0131: two commands of one kind in Japanese prose
        ("Debian/Ubuntu ベースのイメージ", "ja", "Debian または Ubuntu ベースのイメージ"),
    ],
)
def test_a_slash_between_two_words_of_one_kind_is_or(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # CloudyWing/HackMD-Notes Unique Constraint VS Unique Index.md [26]: the one SSMS menu item '[索引/索引鍵]'
        # was said "索引、索引鍵", two items; the bracket it fills alone makes it one name, its slash said
        ("1. 開啟資料表設計，右鍵選\\[索引/索引鍵\\]。", "zh-hant", "1、開啟資料表設計，右鍵選[索引斜線索引鍵]。"),
        # a package's or a repository's name, two lower-case words (ttskch/zenn-content: league/csv), keeps the slash
        ("PHP で CSV を扱うなら league/csv が便利", "ja", "PHP で CSV を扱うなら league スラッシュ csv が便利"),
        # a pair of acronyms that is one name keeps its slash (the lead's ruling: "TCP/IP-like"); "UI/UX" glued to
        # CJK was kept here too until the lead's s17 ruling "Slash, by ARTICLE context" (names or terms joined by a
        # slash inside a CJK sentence take 或 / または / 또는): it is said 或 now (tests/text/test_slash_s17.py)
        ("用TCP/IP協議通訊", "zh-hant", "用 TCP IP 協議通訊"),
        ("自然不突兀UI/UX及微動畫呈現", "zh-hant", "自然不突兀 UI 或 UX 及微動畫呈現"),
        # a number at the slash is no word: a fraction, not "1 or 3" (mqyqingfeng: "有1/3的时间")
        (
            "但GC的情况变得很糟糕, 有1/3的时间全部在搞GC.",
            "zh-hans",
            "但 GC 的情况变得很糟糕, 有1斜杠3的时间全部在搞 GC.",
        ),
        # a word that takes a place before the slash: a root path opens ("体现在/proc 目录下")
        ("体现在/proc 目录下的 iopoll", "zh-hans", "体现在斜杠 proc 目录下的 iopoll"),
        # three words in a row are a list; a pair the sentence takes both of is listed too
        ("需要展示 笔记/代码/预览 3个部分", "zh-hans", "需要展示笔记、代码、预览3个部分"),
        ("前端/後端都要。", "zh-hant", "前端、後端都要。"),
        # a pair the next word makes one relation of (Korean "쌍", a pair)
        ("특정 세션 또는 IP/Port의 쌍이 전체", "ko", "특정 세션 또는 IP 슬래시 Port의 쌍이 전체"),
        # two capitalised names ("Youtube/Bilibili") are alternatives, "or", since the lead's s15 slash ruling (s15
        # fixS); two ordinary lower-case English words ("read/write") too since the s16 ruling (a word list decides)
        ("Use Youtube/Bilibili for read/write tests.", "en", "Use Youtube or Bilibili for read or write tests."),
    ],
)
def test_a_slash_inside_one_name_or_between_numbers_is_no_or(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # shenweiyan/Garden 2021-02-26-flameshot.md [38]: "Windows 32/64" heard as the fraction 六十四分之三十二
        (
            "前 flameshot 在 Windows 32/64、AppImage 的最新版本",
            "zh-hans",
            "前 flameshot 在 Windows 32或64、AppImage 的最新版本",
        ),
        # fan2/mkdocs c-pointer-array-crossref.md and arm-toolchain.md: sizes before their unit
        (
            "It occupies 4/8 bytes in 32/64-bit systems.",
            "en",
            "It occupies 4 or 8 bytes in 32 or 64-bit systems.",
        ),
        ("32/64비트 버전을 받습니다", "ko", "32 또는 64비트 버전을 받습니다"),
        # s-yoshiki/tech-blog 0021: a rank of so many is no choice of sizes ("順位 1810/2188 位")
        ("順位 1810/2188 位", "ja", "順位1810/2188位"),
        # HsuChiChen/article-hackmd excel軟體操作.md [43]: "帕列托圖(80/20法則)" sent raw, a fraction or a date
        ("帕列托圖(80/20法則)是指在原因和結果之間", "zh-hant", "帕列托圖(80比20法則)是指在原因和結果之間"),
        ("Pareto's 80/20 rule holds here.", "en", "Pareto's 80 20 rule holds here."),
        ("80/20の法則", "ja", "80対20の法則"),
        # simonw/til cocktails: "1/1 ratio" is no split of a hundred
        ("a 2/1 ratio of sugar to water", "en", "a 2/1 ratio of sugar to water"),
    ],
)
def test_two_numbers_joined_by_a_slash_by_their_neighbours(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # HsuChiChen/article-hackmd 2021一段日記.md [4]: '## 09/16' (and 26 more day headings) sent raw, a fraction
        ("## 09/16", "zh-hant", "9月16日"),
        ("## 10/07", "zh-hant", "10月7日"),
        # ushironoko/blog infection-mysterious-virus.md: "### 4/22", a diary's day
        ("### 4/22", "ja", "4月22日"),
        ("## 9/16", "en", "September 16"),
        # a day of one digit: perhaps a part's number, left as written
        ("## 1/3", "zh-hant", "1/3"),
    ],
)
def test_a_heading_that_is_a_month_and_a_day_is_a_date(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # masaki39/masaki39.github.io TemplaterのExample Usage.md [13]: 'ここを参照から Moment.js' (heard "from the
        # reference"); ObsidianでBibliography付き文書を作成.md [13]; Templaterでフロントマターを書き換える.md [34]
        (
            "日付のフォーマットはここを参照→[Moment.js | Docs](https://momentjs.com/docs/#/displaying/format/)",
            "ja",
            "日付のフォーマットはここを参照：Moment.js | Docs",
        ),
        (
            "Pandoc Plugin のドキュメントを確認→[Citations](https://github.com/x)",
            "ja",
            "Pandoc Plugin のドキュメントを確認：Citations",
        ),
        ("詳細な使い方は別記事→　[[Dataviewの使い方]]", "ja", "詳細な使い方は別記事：Dataview の使い方"),
        # ushironoko/blog: 'こちら→ushironoko.me' ("from here")
        ("去年のはこちら→[ushironoko.me](https://ushironoko.me/x)", "ja", "去年のはこちら：ushironoko.me"),
        # the same pointing in English and Korean: "to" and "에서" were no pointing either
        ("See the docs here → [Moment.js](https://momentjs.com/)", "en", "See the docs here: Moment.js"),
        ("자세한 내용은 여기 -> [문서](https://example.com)", "ko", "자세한 내용은 여기: 문서"),
        # ikorihn/ikorihn.github.io go_contextのタイムアウトとキャンセル.md: an action, then the next ("から" heard)
        (
            "printHelloがタイムアウト → 親の `cancel()` を実行 → 子の `ctx.Done()` が実行されてprintGoodbyeも終了する",
            "ja",
            "printHello がタイムアウト、そして親の cancel を実行、そして子の ctx.Done が実行されて printGoodbye も終了する",
        ),
        # s-yoshiki/tech-blog: a menu's next step after an action
        ("マイ・ライブラリを右クリック→エクスポート", "ja", "マイ・ライブラリを右クリック、そしてエクスポート"),
        # controls: two names or two values keep "から" (a change from one to the other)
        ("正六面体→正八面体と変わります", "ja", "正六面体から正八面体と変わります"),
        ("だましだましとは電源 OFF → ON です。", "ja", "だましだましとは電源 OFF から ON です。"),
        ("先取消父的 `cancel()` → 子的 `ctx.Done()` 也結束", "zh-hant", "先取消父的 cancel，然後子的 ctx.Done 也結束"),
    ],
)
def test_an_arrow_after_a_clause_or_a_pointing_word(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # ymgyt/blog infra/provisioning/terraform_module.md [25] (s13 dev): the joining dots were heard as full stops
        # and lost to the symbol account ('module. module アンダースコア name. output…')
        (
            "`module.<module_name>.<output_name>` で参照できる",
            "ja",
            "module ドット module アンダースコア name ドット output アンダースコア name で参照できる",
        ),
        # jx2lee/my-digital-garden dbt-custom-schemas.md [9] (s12 held-out), as code
        ("`models.<resource_path>` 로 생성된", "ko", "models 점 resource 언더스코어 path 로 생성된"),
        # a placeholder in prose joined by a dot ("config.<アプリ名>"): the dot by its name, no full stop
        ("設定は config.<アプリ名> に置く", "ja", "設定は config ドットアプリ名に置く"),
        ("設定檔放在 config.<應用名稱> 底下", "zh-hant", "設定檔放在 config 點應用名稱底下"),
        # a sentence's end after a placeholder in code stays one
        ("Run `foo <bar>.` now", "en", "Run foo bar. now"),
    ],
)
def test_a_dot_joining_a_placeholder_to_a_name_is_said(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # miry/miry.github.io 2024-07-04-1-billion-row-challenge-napkin-math-1mld.md [66] (s13 dev): the slash counted
        # as one byte was dropped as a slash joining nothing ('1 byte ()')
        ("A row costs 1 byte (/) more.", "en", "A row costs 1 byte ( slash) more."),
        ("用斜杠（/）分隔两个字段", "zh-hans", "用斜杠（斜杠）分隔两个字段"),
    ],
)
def test_a_slash_alone_in_brackets_is_named(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # miry/miry.github.io how-to-begin-with-traces-in-crystal.md [3] (s13 dev): Medium's reference marks were heard
        # "applications to the first"; a footnote's mark after a word is left out, as `[^1]` is
        ("Used by many applications¹.", "en", "Used by many applications."),
        # a run of marks after a word: references 1, 2, 3 (the mirrors' Spring IoC notes, "container¹²³.")
        (
            "Beans live in the Spring IoC container¹²³. That is all.",
            "en",
            "Beans live in the Spring IoC container. That is all.",
        ),
        ("詳しくは文献¹を参照", "ja", "詳しくは文献を参照"),
        ("参见文献²。", "zh-hans", "参见文献。"),
        # powers and names keep theirs: a number, a letter, a capital's name, a unit's letters, a function's name
        (
            "It is 2³ big, x² and H³ and 90 m² and O(n²).",
            "en",
            "It is 2 cubed big, x squared and H³ and 90 m² and O( n squared).",
        ),
        ("About Ironic usage in Metal³", "en", "About Ironic usage in Metal³"),
    ],
)
def test_a_reference_mark_after_a_word_is_no_power(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


# s13 review of the signs (/work/team/reports/s13-review-signs.md), fixA: each case fails on 9fa1a0d.


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # review M1: a power after a unit's word or a quantity's is kept (sent as written, as on 45007d4), never
        # dropped as a reference mark — square metres, square feet, metres per second squared, the speed of light
        # squared, n squared
        ("房屋面积为 100 米²，约合 1076 英尺²。", "zh-hans", "房屋面积为100米²，约合1076英尺²。"),
        ("加速度的单位是米每秒²。能量等于质量乘以光速²。", "zh-hans", "加速度的单位是米每秒²。能量等于质量乘以光速²。"),
        (
            "面積の単位はメートル²です。計算量は要素数²に比例する。",
            "ja",
            "面積の単位はメートル²です。計算量は要素数²に比例する。",
        ),
        ("넓이는 30 미터²입니다.", "ko", "넓이는 30 미터²입니다."),
        (
            "Gravity accelerates at 9.8 meters per second². It is proportional to distance².",
            "en",
            "Gravity accelerates at 9.8 meters per second². It is proportional to distance².",
        ),
        # the marks the rule is for still go: cskwork/velog-backup "Spring Docs - The IoC Container" (a chat's
        # references after lower-case words)
        (
            "This way, you can achieve loose coupling and easier testing².",
            "en",
            "This way, you can achieve loose coupling and easier testing.",
        ),
    ],
)
def test_a_power_after_a_quantity_is_no_reference_mark(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # review M2, kdchang-tech-blog learning-notes-django-flask-fastapi-throughput-intro-tutorial.md: "請求或秒"
        (
            "Django、Flask 在同步阻塞環境吞吐量約數千至上萬請求/秒",
            "zh-hant",
            "Django、Flask 在同步阻瑟環境吞吐量約數千至上萬請求每秒",  # (塞 said sè: text.polyphones)
        ),
        # shenweiyan/Garden 2020-06-05-pizow4.md (VPS prices): "1T 流量或月"
        (
            "目前最低的 1G 内存方案，1T 流量/月，25G 固态 SSD 硬盘仅需 5 美金",
            "zh-hans",
            "目前最低的1G 内存方案，1T 流量每月，25G 固态 SSD 硬盘仅需5美金",
        ),
        ("速度单位是 公里/小时，价格是 元/月。", "zh-hans", "速度单位是公里每小时，价格是元每月。"),
        ("単位は 件/秒 です。", "ja", "単位は件毎秒です。"),
        ("요청/초 단위로 측정합니다.", "ko", "초당 요청 단위로 측정합니다."),
        # controls: two units of time are alternatives; a word that goes on after the unit is another word
        ("按天/月统计访问量", "zh-hans", "按天、月统计访问量"),  # s15 ruling: between CJK words a pause
    ],
)
def test_a_word_over_a_unit_of_time_is_a_rate(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # review M3: a menu path (a menu word or a clicking verb in the clause) is one name, its slash said
        (
            "进入 Settings/General 菜单，选择 File/New 新建项目。",
            "zh-hans",
            "进入 Settings 斜杠 General 菜单，选择 File 斜杠 New 新建项目。",
        ),
        ("メニューの File/New をクリックする。", "ja", "メニューの File スラッシュ New をクリックする。"),
        # TORIFUKUKaiou/qiita_articles 20260614-Tauri上でElixirPhoenix LiveViewを動かす: a stack, both used
        (
            "elixirkitを使うと、TauriアプリからElixir/Phoenix LiveViewアプリを起動できます。",
            "ja",
            "elixirkit を使うと、Tauri アプリから Elixir スラッシュ Phoenix LiveView アプリを起動できます。",
        ),
        # TORIFUKUKaiou/qiita_articles 20260816 ranking: "Node-RED/Home Assistantに繋ぐ"
        ("外出先からNode-RED/Home Assistantに繋ぐ", "ja", "外出先から Node-RED スラッシュ Home Assistant に繋ぐ"),
        # controls: platforms stay alternatives
        ("在 GitHub/GitLab 上托管代码", "zh-hans", "在 GitHub 或 GitLab 上托管代码"),
    ],
)
def test_a_menu_path_or_a_stack_of_names_keeps_its_slash(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # review M5: a fraction of one before a size's unit is a fraction, never "1 or 2"
        (
            "A nibble is 1/2 byte, and the pod may use 1/4 cores at most.",
            "en",
            "A nibble is 1/2 byte, and the pod may use 1/4 cores at most.",
        ),
        ("容器限制为 1/2 核，实际只用了 1/4 核。", "zh-hans", "容器限制为1/2核，实际只用了1/4核。"),
        ("Pick the 32/64 bit build.", "en", "Pick the 32 or 64 bit build."),  # (control: two widths)
    ],
)
def test_a_fraction_of_one_before_a_size_is_no_choice(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # review L2: a key legend's up arrow before a verb of moving is no pointer at the block above
        (
            "Keyboard shortcuts:\n\n- ↑ Move the cursor up\n- ↓ Move the cursor down",
            "en",
            ["Keyboard shortcuts:", "Move the cursor up", "Move the cursor down"],
        ),
        ("快捷键：\n\n- ↑ 光标上移\n- ↓ 光标下移", "zh-hans", ["快捷键：", "光标上移", "光标下移"]),
        # (control, Opshell day18-base-markdown: the arrow points at the block above)
        ("↑↑ 請對我按右鍵檢查屬性", "zh-hant", ["上方：請對我按右鍵檢查屬性"]),
    ],
)
def test_an_up_arrow_that_is_a_key_is_no_pointer(tmp_path: Path, body: str, lang: str, said: list[str]) -> None:
    assert said_whole(tmp_path, body, lang=lang) == said
