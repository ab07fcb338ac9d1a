"""Dashes, slashes, units and dates by what they do in their sentence (issue 38, s22 regression W1 and the readings
still heard at the start of session 23).

Sources: s22 dev 880831ian content/blog/nodejs/nodejs-introduce.md [101][105] (W1: a dash before a code span dropped
as a line of steps' closing dash). Each with shapes written from other notes and languages, and near misses the rules
leave alone.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # 880831ian nodejs-introduce [101]: a code span and more words follow the second dash on its line.
        (
            "zh-hant",
            "當成功從 `resolve()` 獲得結果時 - 狀態會由 Pending 轉為 Resolved - `then()` 方法就會被調用。",
            "當成功從 resolve 獲得結果時 - 狀態會由 Pending 轉為 Resolved - then 方法就會被調用。",
        ),
        # Written: steps in Japanese and Korean, a code span after the dash (neither closes the line: no "hyphen").
        (
            "ja",
            "まずビルド - 次にテスト - `deploy` コマンドで公開します。",
            "まずビルド - 次にテスト - deploy コマンドで公開します。",
        ),
        ("ko", "설치 - 실행 - `npm test` 로 확인", "설치 - 실행 - npm test 로 확인"),
        # Near miss: the dash that does close its line of steps (nothing after it) is still the writer's separator.
        ("ko", "maven project - next - 검색 -", "maven project - next - 검색"),
    ],
)
def test_a_dash_before_code_on_its_line_is_a_pause(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # s22 held-out amandeepmittal ionic-2-3-cli-reference [0][16]: a product's two versions, not two thirds.
        ("en", "# Ionic 2/3 CLI Reference", "Ionic 2 and 3 CLI Reference"),
        (
            "en",
            "Ionic app generated will be of version 2/3 by default.",
            "Ionic app generated will be of version 2 and 3 by default.",
        ),
        # Written: another product's part after its versions; versions named by the word.
        ("en", "Angular 4/5 SDK works.", "Angular 4 and 5 SDK works."),
        ("en", "Both versions 2/3 are supported.", "Both versions 2 and 3 are supported."),
        # Near misses: a share that opens its sentence, a share of a thing, a version's share of data.
        ("en", "Add 1/2 cup of sugar.", "Add 1/2 cup of sugar."),
        ("en", "Only 2/3 of the tests pass.", "Only 2/3 of the tests pass."),
        ("en", "the version 1/2 of the data", "the version 1/2 of the data"),
    ],
)
def test_two_versions_after_a_product_or_the_word_version(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # s22 dev ppippi-dev k8s-firewall [23][24]: an address block in code, its prefix length no divisor.
        ("ko", "`10.116.0.0/14` 의 CIDR", "10.116.0.0 슬래시 14 의 CIDR"),
        ("ko", "`10.128.0.0/9` 는 GKE에서", "10.128.0.0 슬래시 9 는 GKE에서"),
        # Written: English and Japanese notes on subnets; near miss: a division in code stays one.
        (
            "en",
            "the range `10.0.0.0/8` is private, and `6/3` is 2",
            "the range 10.0.0.0 slash 8 is private, and 6 divided by 3 is 2",
        ),
        ("ja", "サブネット `192.168.1.0/24` を作る", "サブネット192.168.1.0スラッシュ24を作る"),
    ],
)
def test_an_address_block_in_code(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # s22 dev 880831ian docker/dockerhub-pull-ratelimit [6]: padded months and days, heard as fractions.
        (
            "zh-hant",
            "原本是公告 03/01 開始，後來 03/01 延長到 04/01",
            "原本是公告3月1日開始，後來3月1日延長到4月1日",
        ),
        # s21 held-out connor-kor lecture/front-end 2021-07-08-html&css [41][106]: a month.day after a date's label.
        ("ko", "date: 07.10", "date: 7월 10일"),
        ("ko", "- date: 07.11", "date: 7월 11일"),
        # Written: an English notice and a Japanese deadline; a Japanese date label.
        ("en", "Starting 03/01, pulls are limited.", "Starting March 1, pulls are limited."),
        ("ja", "締め切りは 09/30 です", "締め切りは9月30日です"),
        ("ja", "日付：07.14", "日付：7月14日"),
        # Near misses: a part's number, a score, a count; a version without a date's label.
        ("en", "Part 01/10 of the series", "Part 01/10 of the series"),
        ("en", "Score: 05/10 points", "Score: 05/10 points"),
        ("ja", "進捗 03/10 件", "進捗03/10件"),
        ("ko", "버전 07.10 출시", "버전 07.10 출시"),
    ],
)
def test_a_month_and_a_day_in_padded_fields_or_after_a_date_label(
    tmp_path: Path, lang: str, body: str, said: str
) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # s22 held-out yunjeongiya commits-not-productivity [13]: the amount glued to its counter is the rate's.
        ("ko", "최대 11개/일", "최대 일당 11개"),
        # s22 held-out mitsuyoshi-yamazaki screeps_documentation [65][67]: a game's units glued to their numbers.
        ("ja", "移動は1セル/tick", "移動は1セル毎 tick"),
        ("ja", "2fatigure/tick 発生する", "2fatigure 毎 tick 発生する"),
        # Written: a weekly count in Korean, a daily count in Chinese.
        ("ko", "평균 2.5건/주", "평균 주당 2.5건"),
        ("zh-hans", "最多 20次/天", "最多20次每天"),
        # Near misses: a list's number spaced before a path stays a path; two sizes are no rate.
        ("ja", "3 src/test を見る", "3 src スラッシュ test を見る"),
        ("en", "a 4K/8K screen", "a 4K slash 8K screen"),
    ],
)
def test_a_number_glued_to_its_unit_over_a_unit_is_a_rate(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # s22 held-out mitsuyoshi-yamazaki 2023-02-21_alife_workshop06 [21]: a particle glued to the chain's last name.
        ("ja", "CPU/GPU/TPUで計算する", "CPU または GPU または TPU で計算する"),
        # Written: a Korean particle, a Japanese adjective before the chain.
        ("ko", "AWS/GCP/Azure에서 배포", "AWS 또는 GCP 또는 Azure에서 배포"),
        ("ja", "強力なCPU/GPU/TPUを活用", "強力な CPU または GPU または TPU を活用"),
        # Near miss: a folder's word glued after the chain, a path.
        ("ja", "Views/Shared/Layoutフォルダ", "Views スラッシュ Shared スラッシュ Layout フォルダ"),
        # s21 held-out qian403 change-dns-guide [29]: one protocol's name, not two alternatives; written: English.
        ("zh-hant", "網際網路通訊協定第 4 版 (TCP/IPv4)", "網際網路通訊協定第4版 (TCP 斜線 IPv4)"),
        ("en", "Open the TCP/IPv6 properties.", "Open the TCP slash IPv6 properties."),
    ],
)
def test_names_at_a_slash_glued_to_cjk_and_one_protocol(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # s22 held-out mitsuyoshi-yamazaki screeps_documentation [43][71]: a size before what it counts; a count times.
        ("ja", "中心の3x3Room", "中心の3かける3Room"),
        ("ja", "body parts数 x 100", "body parts 数かける100"),
        # Written: a grid in Japanese, an English size, a Korean count.
        ("ja", "2x2Gridを作る", "2かける2Grid を作る"),
        ("en", "a 1920x1080 screen and a 4x4Room", "a 1920 by 1080 screen and a 4 by 4Room"),
        ("ko", "개수 x 3", "개수 곱하기 3"),
        # Near miss: a hex number.
        ("ja", "0x1Fを読む", "0x1F を読む"),
    ],
)
def test_an_x_between_numbers_or_after_a_count(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # s22 held-out Nyshiyama ghost_in_the_shell [6]: hours and minutes glued, then hours in the same sentence.
        ("ja", "予定3h45minのうち2h余った", "予定3時間45分のうち2時間余った"),
        # s22 dev 880831ian prometheus-grafana-docker [95]: one minute's m before the word for minutes.
        ("zh-hant", "等待我們現在設定的 1m 分鐘後", "等待我們現在設定的1分鐘後"),
        # Written: English and Korean durations; hours after a word of time.
        ("en", "It took 2h to build, 1h30m in total.", "It took 2 hours to build, 1 hour 30 minutes in total."),
        ("ko", "총 3h45min 소요", "총 3시간 45분 소요"),
        ("ja", "所要時間は2hくらい", "所要時間は2時間くらい"),
        # Near misses: an assembler's hex interrupt, a metre.
        ("ja", "DOSの int 21h を呼ぶ", "DOS の int 21h を呼ぶ"),
        ("zh-hant", "寬 1m 的桌子", "寬1m 的桌子"),
    ],
)
def test_durations_glued_to_their_numbers(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # s22 dev 880831ian prometheus-grafana-docker [95]: a setting's minutes in code before the word for minutes.
        ("zh-hant", "會等待我們現在設定的 `1m` 分鐘後", "會等待我們現在設定的1分鐘後"),
        # Written: English and Korean settings.
        ("en", "Set it to `5m` minutes, or `5m` of memory.", "Set it to 5 minutes, or 5m of memory."),
        ("ko", "`10m` 분 후에", "10 분 후에"),
        # Near miss: Kubernetes millicores.
        ("zh-hant", "CPU 設為 `100m` 核心", "CPU 設為100m 核心"),
    ],
)
def test_minutes_in_code_before_the_word_minutes(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # s22 dev 880831ian rd/redis-sentinel-docker-compose-haproxy-efk [44]: a tool's file in its folder, a path.
        ("zh-hant", "fluentd/Dockerfile：因為 fluentd 需要", "fluentd 斜線 Dockerfile：因為 fluentd 需要"),
        # Written: a Japanese note on a Makefile; near miss: two products, alternatives.
        ("ja", "backend/Makefileを編集", "backend スラッシュ Makefile を編集"),
        ("ja", "Docker/Kubernetesで動かす", "Docker または Kubernetes で動かす"),
    ],
)
def test_a_tools_file_after_a_slash_is_a_path(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]
