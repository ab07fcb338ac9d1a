"""Session 6 signs: symbols the s5 readings heard dropped or misread, each said by a general rule (or its span cued),
with the account seeing what is left out.

Sources: the s5 held-out and dev sets (now dev): krahets/hello-algo 28c1e74c, datawhalechina/easy-rl fc4ece6e,
jessfraz/blog d8b0dade, hyperconnect/hyperconnect.github.io 2653943c, yytypescript/book da642f1c, Junhyunny/
junhyunny.github.io 0d2a7348, asciidwango/js-primer 976d11e0, Annilla/anny-hexo-blog 7beaa3d9.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import body_said, post_script


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # easy-rl chapter12.md: `[$-$1,1]` — KaTeX's auto-render pairs these dollars; pandoc's rule refuses the pair
        # (a digit after the closing one) and then paired the next dollars across the prose: four cues, the
        # sentences between lost. A sign alone between dollars before a number is that number's sign.
        (
            "zh-hans",
            "把输出限制到 [$-$1,1] 。我们得到输出后，被限制在 [$-$1,1] 之间。",
            "把输出限制到 [-1, 1]。我们得到输出后，被限制在 [-1, 1] 之间。",
        ),
        # Money stays money: "$5-$10" has a digit after its second dollar and no sign alone between (its dash is
        # the range's "to" since the s16 ruling on numeric ranges).
        ("en", "It costs $5-$10 a month.", "It costs $5 to $10 a month."),
    ],
)
def test_a_sign_alone_between_dollars_is_its_numbers_sign(tmp_path: Path, lang: str, body: str, said: str) -> None:
    script = post_script(tmp_path, body, lang)
    assert body_said(script) == [said]
    assert not script.lost


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # hyperconnect 2653943c _posts/2022-10-07-troubleshoot-webclient-oom.md: a setting written together in code
        # is no statement "x는 1" ("jdwp는transport는dt…" was heard as topic particles).
        (
            "ko",
            "`-agentlib:jdwp=transport=dt_socket,server=y` 옵션",
            "-agentlib 콜론 jdwp 이퀄 transport 이퀄 dt 언더스코어 socket,server 이퀄 y 옵션",
        ),
        ("ko", "`x = 1` 이다", "x는 1 이다"),
        # Annilla 7beaa3d9 source/_posts/Dotnet/NET-Core-2-0-Debug-with-VScode.md: a language's name in code.
        ("zh-hant", "前往擴充套件頁籤安裝 `C#` plugin。", "前往擴充套件頁籤安裝 C sharp plugin。"),
        # Junhyunny 0d2a7348 2023-02-25-wire-mock-for-feign-client-test.md; jessfraz d8b0dade installing-and-using-
        # wireguard.md: a date and a time in code, two years in order (was "빼기", "minus").
        ("ko", "`2023-02-24 11:30:25` 값을", "2023년 2월 24일 11:30:25 값을"),
        (
            "en",
            "which is `Copyright (C) 2015-2018 Jason`.",
            "which is Copyright open paren C close paren 2015 to 2018 Jason.",
        ),
        ("en", "so `x = 2018-2015` here.", "so x equals 2018 minus 2015 here."),
        # A trade mark after a name in code is left out as in prose (its ® was lost unsaid).
        ("en", "Use `Widget™` and `Acme®` here.", "Use Widget and Acme here."),
    ],
)
def test_code_said_by_what_its_signs_are(tmp_path: Path, lang: str, body: str, said: str) -> None:
    script = post_script(tmp_path, body, lang)
    assert body_said(script) == [said]
    assert not script.lost


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # hyperconnect 2023-06-21-exploring-devrel-culture.md: the address to write to is said ("이메일 주소로" left
        # the listener nowhere to write); ruanyf/weekly's 邮件联系 likewise. A version after @ is no address.
        ("ko", "devrel@hpcnt.com 로 연락주세요!", "devrel 골뱅이 hpcnt.com 로 연락주세요!"),
        (
            "zh-hans",
            "合作推广请邮件联系（yifeng.ruan@gmail.com）。",
            "合作推广请邮件联系（yifeng.ruan at gmail.com）。",
        ),
        ("zh-hant", "7、TableExport@5.2.0", "7、TableExport 版本5.2.0"),
        # jessfraz secret-design-docs-multi-tenant-orchestrator.md, Bosh-Kuo/Bosh-Docusaurus-Dev-Notes 410fc45a
        # ssh-connect-multiple-accounts.md: a path's slashes and home said ("Read-only usr", "( .ssh config)").
        ("en", "Read-only /usr and /etc/hosts", "Read-only slash usr and slash etc slash hosts"),
        ("zh-hant", "在 ~/.ssh/config 中設定", "在波浪號斜線 .ssh 斜線 config 中設定"),
        # Bosh-Kuo sql-mql-comparison.md: 表/集合 is two words, not 表 joined to 集合's first character.
        ("zh-hant", "這會查詢 people 表/集合中的資料。", "這會查詢 people 表、集合中的資料。"),  # s15 ruling: a pause
        ("zh-hant", "支援讀/寫兩種模式", "支援讀寫兩種模式"),
        # johngrib/johngrib.github.io 609a3317 _wiki/pattern/abstract-factory.md, timeline.md: a book's fields are
        # separated, not alternatives ("또는"); a year and a month are a date ("1983-11 빼기 최초의").
        ("ko", "GoF 공저 / 김정아 역 / 프로텍미디어 / 발행 2015", "GoF 공저, 김정아 역, 프로텍미디어, 발행 2015"),
        ("ko", "1983-11 - 최초의 IDE, 터보 파스칼 출시", "1983년 11월 - 최초의 IDE, 터보 파스칼 출시"),
        # johngrib Monty-Hall-problem.md: two years in order, spaced, are a range too ("(1921 - 2017)" had no "to").
        ("en", "Monty Hall (1921 - 2017) was the host.", "Monty Hall (1921 to 2017) was the host."),
        # spider-man-tm d18df3835b07dd4d2c4a.md: a two-way arrow between two things joins them (⇆ was sent bare).
        ("ja", "UNIX時間 ⇆ ローカル時間に使う", "UNIX 時間とローカル時間に使う"),
        # krahets/hello-algo docs/chapter_sorting/insertion_sort.md: "n 的平方和" was heard as a sum of squares.
        (
            "zh-hans",
            "数据量较小时，$n^2$ 和 $n \\log n$ 的数值比较接近。",
            "数据量较小时，n 的平方，和 n log n 的数值比较接近。",
        ),
        # yytypescript docs/writing/contributing.md: an arrow after a finished clause points (から was "since");
        # hyperconnect 2021-12-06-global-media-management-system.md: "A -> B 전환" switches from A (그다음 was "then").
        ("ja", "こちらから参加できます→ <https://discord.gg/kT3fzPq>", "こちらから参加できます：discord.gg"),
        ("ko", "AWS Edge -> Cloudflare Edge 전환, 개선", "AWS Edge에서 Cloudflare Edge 전환, 개선"),
        # yytypescript docs/releasenotes/2026-01-23.md: two classes a slash joins (`Parent`/`Child`), "or" (ruling 5e).
        ("ja", "シンプルな`Parent`/`Child`クラスで説明", "シンプルな Parent または Child クラスで説明"),
        # Bosh-Kuo 14-js-__esModule.md, ruanyf/es6tutorial class-extends.md: a name's double underscore the page shows.
        ("zh-hant", "若我們在 **exports** 添加 **__esModule** 屬性", "若我們在 exports 添加雙底線 esModule 屬性"),
        ("zh-hans", "类的 prototype 属性和__proto__属性", "类的 prototype 属性和双下划线 proto 双下划线属性"),
        # yytypescript/book da642f1c object/spread-syntax-for-object.md: signs quoted alone are what the sentence names.
        ("ja", "スプレッド構文「...」を使う", "スプレッド構文「ドットドットドット」を使う"),
        # hyperconnect 2020-11-12-bigquery-optimization.md: a dollar inside a name is no money.
        ("ko", "(shakespeare$20200101) 처럼", "(shakespeare 달러 20200101) 처럼"),
        # ... but a currency's prefix before a number is a price, as written (`NT$32900` was "NT 錢字號32900").
        ("zh-hant", "售價 NT$32900，在香港要 HK$7999。", "售價 NT$32900，在香港要 HK$7999。"),
        ("en", "It costs C$1299 in Canada and A$1499 here.", "It costs C$1299 in Canada and A$1499 here."),
    ],
)
def test_prose_signs_said_by_what_they_join(tmp_path: Path, lang: str, body: str, said: str) -> None:
    script = post_script(tmp_path, body, lang)
    assert body_said(script) == [said]
    assert not script.lost


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # yytypescript finding-packages.md, Junhyunny 2024-04-19-mvvm-pattern-in-ios.md: a scope's, an annotation's @.
        ("ja", "DTは@types経由の型定義", "DT はアットマーク types 経由の型定義"),
        ("ko", "@State 애너테이션을 추가한다.", "골뱅이 State 애너테이션을 추가한다."),
        ("en", "Install @babel/core first.", "Install at babel slash core first."),
        # Handles listed together are people credited: their names (mdx-js/mdx 685627a8 docs/blog/v2.mdx).
        ("en", "Thanks to @wooorm, @silvenon and @jxnblk for help.", "Thanks to wooorm, silvenon and jxnblk for help."),
        # Bosh-Kuo iterm-shortcut-key.md, johngrib hammerspoon-pasteboard-image.md: keys of a shortcut.
        ("zh-hant", "用 `option + ←` 和 `option + →` 移動", "用 option 加左方向鍵和 option 加右方向鍵移動"),
        ("ko", "`^⌘⇧4`를 입력한다.", "Ctrl Cmd Shift 4를 입력한다."),
        # reeli/blog f7cf9c7e react-hooks-use.md: a component's tag in code is brackets, not comparisons.
        (
            "zh-hans",
            "`<Provider/>` 和 `#include <stdio.h>`",
            "左尖括号 Provider 斜杠右尖括号和井号 include 左尖括号 stdio.h 右尖括号",
        ),
        # spider-man-tm/blog-qiita 9f7d20ab 79c8a5ba692aa94043f7.md: an address in code is the command's, said whole.
        (
            "ja",
            "`pip install -U git+https://github.com/albu/albumentations` でいけます。",
            "pip install -U git プラス https コロンスラッシュスラッシュ github.com スラッシュ albu スラッシュ albumentations でいけます。",
        ),
    ],
)
def test_names_keys_tags_and_addresses_said_whole(tmp_path: Path, lang: str, body: str, said: str) -> None:
    script = post_script(tmp_path, body, lang)
    assert body_said(script) == [said]
    assert not script.lost
