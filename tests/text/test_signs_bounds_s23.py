"""Comparison signs that do their job in a sentence, said by their meaning (issue 38, ruling 5d; s23 dev readings).

Sources: s23 dev erickhun content/posts/kubernetes-faster-services-no-cpu-limits.md [29] ("with a > 20% margin" said
"with a is greater than 20 percent margin"); FacerAin contents/corpus-poisoning-attack-paper/content.md [44][46]
("(성공률 < 0.5)", "(≥ 20)" sent bare); FacerAin contents/albert-paper.md [19] ("(H >> E)" sent bare). Each with
shapes written from other notes and languages, and near misses the rules leave alone.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # erickhun kubernetes-faster-services-no-cpu-limits [29]: the sign sets a bound on the margin.
        (
            "en",
            "I assigned the maximum CPU usage as the CPU request with a > 20% margin.",
            "I assigned the maximum CPU usage as the CPU request with a more than 20 percent margin.",
        ),
        # FacerAin corpus-poisoning-attack-paper [44][46]: the bound after the amount in Korean.
        ("ko", "효과가 없다. (유사한 모델 간에도 성공률 < 0.5)", "효과가 없다. (유사한 모델 간에도 성공률 0.5 미만)"),
        (
            "ko",
            "passage가 충분한 token 개수 (≥ 20)라면, 길이를 더 늘려도 영향이 없었다.",
            "passage가 충분한 token 개수 (20 이상)라면, 길이를 더 늘려도 영향이 없었다.",
        ),
        # Written: Japanese and Chinese notes, a bound in brackets; English after a colon and a preposition.
        ("ja", "トークン数が十分（≥ 20）なら、長さは効かない。", "トークン数が十分（20以上）なら、長さは効かない。"),
        ("zh-hans", "准确率 (<= 5) 的模型都被淘汰了。", "准确率 (小于等于5) 的模型都被淘汰了。"),
        ("en", "Latency: < 5 ms for most calls, even for > 1000 users.", None),
    ],
)
def test_a_comparison_sign_before_an_amount_is_its_bound(
    tmp_path: Path, lang: str, body: str, said: str | None
) -> None:
    heard = said_whole(tmp_path, body, lang=lang)
    if said is None:
        assert "less than 5" in heard[0] and "more than 1000" in heard[0], heard
        assert "<" not in heard[0] and ">" not in heard[0], heard
    else:
        assert heard == [said]


@pytest.mark.parametrize(
    ("lang", "body", "kept"),
    [
        # Near misses: two operands of a formula compared (a variable a, a chain of numbers, a Korean variable).
        ("en", "The loop stops if a > 20 then it returns.", "is greater than 20"),
        ("en", "Valid when 1 < n < 10 holds.", "1 is less than n is less than 10"),
        ("ko", "변수 x > 10 이면 멈춘다.", "x"),
    ],
)
def test_a_comparison_between_operands_is_no_bound(tmp_path: Path, lang: str, body: str, kept: str) -> None:
    heard = said_whole(tmp_path, body, lang=lang)[0]
    assert kept in heard
    for bound in ("more than", "at least", "at most", "초과", "미만"):
        assert bound not in heard, heard


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # FacerAin albert-paper [19]: the hidden size much greater than the embedding size.
        ("ko", "모델 성능 향상에 유리합니다. (H >> E)", "모델 성능 향상에 유리합니다. (H가 E보다 훨씬 큼)"),
        # Written: the same in English and Japanese, and the other way round.
        ("en", "The hidden layer is far wider (H >> E).", "The hidden layer is far wider (H is much greater than E)."),
        ("ja", "埋め込みは小さくてよい（E << H）。", "埋め込みは小さくてよい（E は H より非常に小さい）。"),
        # Near miss: a shift of two variables in lower case stays for the code rules.
        ("en", "The result is (a >> b) here.", "The result is (a >> b) here."),
    ],
)
def test_two_capitals_in_brackets_around_much_are_compared(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # erickhun why-you-should-have-a-side-project [16]: a wave before a currency's code glued to its amount.
        ("en", "Project Memento: ~ USD5000 a year.", "Project Memento: about USD5000 a year."),
        # erickhun nft-misconception-image-arent-on-blockchains [8]: after the writer's own "about", said once.
        ("en", "It sold for 0.5ETH - about ~$2000!", "It sold for 0.5ETH - about $2000!"),
        # Written: the same doubled "about" in Korean and Japanese; a plain wave before an amount keeps its word.
        ("ko", "비용은 대략 ~10만 원입니다.", "비용은 대략 10만 원입니다."),
        ("en", "The cost is around ~5 minutes of work.", "The cost is around 5 minutes of work."),
        ("en", "It costs ~$30 a month.", "It costs about $30 a month."),
    ],
)
def test_a_wave_before_an_amount_is_about_once(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # FacerAin albert-paper [22]: a spaced star between two sizes glossed by their letters.
        (
            "ko",
            "일반적인 워드피스 임베딩의 크기는 (사전 크기(V) * 임베딩 차원(E))입니다.",
            "일반적인 워드피스 임베딩의 크기는 (사전 크기(V) 곱하기 임베딩 차원(E))입니다.",
        ),
        # Written: the same in English and Japanese.
        ("en", "The area is width (W) * height (H) in pixels.", "The area is width (W) times height (H) in pixels."),
        ("ja", "サイズは語彙数(V) * 次元数(E)です。", "サイズは語彙数(V) かける次元数(E)です。"),
        # FacerAin albert-paper [21][26]: a capital X between two single capitals or two numbers.
        ("ko", "임베딩 행렬의 크기인 (V X E)도 커집니다.", "임베딩 행렬의 크기인 (V 곱하기 E)도 커집니다."),
        ("ko", "기존 방법은 30000 X 768 차원을 가집니다.", "기존 방법은 30000 곱하기 768 차원을 가집니다."),
        ("en", "A grid of 3 X 4 cells.", "A grid of 3 times 4 cells."),
        # Near misses: a name with its X, a pairing of two nouns, a star between two bare words.
        ("en", "Malcolm X spoke in 1965.", "Malcolm X spoke in 1965."),
        ("ko", "개발자의 몸값은 실력 X 브랜딩", "개발자의 몸값은 실력 X 브랜딩"),
    ],
)
def test_a_star_or_capital_x_between_sizes_is_times(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # FacerAin python-gil [5][14]; FanLu1994 SoloX之CPU性能采集 [12]: seconds glued to their numbers.
        ("ko", "빠른 시간 순서대로 23s, 35s, 52s가 나왔습니다.", "빠른 시간 순서대로 23초, 35초, 52초가 나왔습니다."),
        ("zh-hans", "间隔0.5s连续获取两次采集结果。", "间隔0.5秒连续获取两次采集结果。"),
        # Written: English and Japanese timings.
        ("en", "The request took 3s on average.", "The request took 3 seconds on average."),
        ("ja", "待ち時間は2sでした。", "待ち時間は2秒でした。"),
        # Near misses: a decade, thousands of fans, a lone "2s" with no word of time.
        ("en", "Music of the 1990s, loved by 1000s of fans.", "Music of the 1990s, loved by 1000s of fans."),
        ("en", "Pack them in 2s.", "Pack them in 2s."),
    ],
)
def test_seconds_glued_to_a_number_are_seconds(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


def test_a_ranking_with_amounts_is_said_as_its_chain(tmp_path: Path) -> None:
    # FacerAin python-gil [14]: the chain said as the article's other chain without amounts is (그다음).
    body = "정답은 멀티 프로세스(23s) > 싱글 쓰레드(35s) > 멀티 쓰레드(52s) 입니다!"
    said = "정답은 멀티 프로세스(23초), 그다음 싱글 쓰레드(35초), 그다음 멀티 쓰레드(52초) 입니다!"
    assert said_whole(tmp_path, body, lang="ko") == [said]
    # Written: Japanese; a near miss of two terms compared keeps its sign for the comparison rules.
    body = "結果はRust(12ms) > Go(15ms) > Python(80ms)の順でした。"
    assert "そして" in said_whole(tmp_path, body, lang="ja")[0]
    assert "그다음" not in said_whole(tmp_path, "속도는 A > B 입니다.", lang="ko")[0]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # erickhun taiwan-train-ticket-tips [9]: a face spaced at the paragraph's end (closed up, it was sent).
        ("en", "Better than to stand in a packed train : )", "Better than to stand in a packed train"),
        # Written: a face glued to the last word, before a capital.
        ("en", "See you soon;) Bye now.", "See you soon. Bye now."),
        # Near misses: a label's colon before its bracket's close, a drive's letters.
        ("en", "Keep it (see the note:) here.", "Keep it (see the note:) here."),
    ],
)
def test_a_face_glued_or_spaced_at_the_end_is_left_out(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


def test_a_star_tying_a_name_to_its_note_is_seen_only(tmp_path: Path) -> None:
    # erickhun world-innovation-taiwan-semiconductors [22][23][26]: the marker and the note it points at.
    body = "- End product company: Apple (Phones), Samsung*, etc...\n- IDMs: Samsung*, Intel\n\n"
    body += "_*You can notice here that Samsung has the End product_"
    heard = " ".join(said_whole(tmp_path, body, lang="en"))
    assert "star" not in heard and "Samsung, Intel" in heard and "You can notice here" in heard
    # Near misses: code's star after a lower-case name, a spaced wildcard.
    assert said_whole(tmp_path, "Use yield* to delegate.", lang="en") == ["Use yield star to delegate."]
    assert said_whole(tmp_path, "The wildcard * matches all.", lang="en") == ["The wildcard star matches all."]


@pytest.mark.parametrize(
    ("lang", "body", "kept"),
    [
        # Written: a vendors' list in English and a makers' list in German, each note below opening with its star.
        ("en", "Vendors: Nvidia*, AMD and Intel.\n\n*Numbers are from the 2023 reports.", None),
        ("de", "Hersteller: Bosch*, Siemens und Miele.\n\n_*Zahlen aus dem Jahr 2022_", None),
        # Near misses (clean-clone CI ci23A, test_code_pairs): no note opens with a star anywhere — the star after a
        # name is the article's own ("Nvidia*" as written, a type's star in a signature), said.
        ("en", "Vendors: Nvidia*, AMD and Intel.", "star"),
        ("en", "Use def sum(xs: Int*, f: Int) here.", "star"),
    ],
)
def test_a_names_star_is_a_note_mark_only_with_its_note(tmp_path: Path, lang: str, body: str, kept: str | None) -> None:
    heard = " ".join(said_whole(tmp_path, body, lang=lang))
    if kept is None:
        assert "*" not in heard and "star" not in heard.lower() and "stern" not in heard.lower(), heard
    else:
        assert kept in heard, heard


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # FanLu1994 读《互联网人》 [2]: a book's number, digit by digit.
        ("zh-hans", "ISBN: 9787300298023。作者：沙梓社。", "ISBN: 9 7 8 7 3 0 0 2 9 8 0 2 3。作者：沙梓社。"),
        # BolasLien git-cross-os-config-setting [28]: git's file modes.
        ("zh-hant", "發現了 `100755 → 100644` 寫在檔案路徑後面", "發現了1 0 0 7 5 5到1 0 0 6 4 4寫在檔案路徑後面"),
        # Written: English and Japanese modes after their words.
        ("en", "Run chmod 755 on the script.", "Run chmod 7 5 5 on the script."),
        ("ja", "ファイルのモードが100755になっていた。", "ファイルのモードが1 0 0 7 5 5になっていた。"),
        # Near miss: the same digits as a count.
        ("en", "We sold 100644 copies.", "We sold 100644 copies."),
    ],
)
def test_an_identifier_number_is_said_digit_by_digit(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # erickhun when-your-ai-coding-assistant-destroys-your-work [45]: a UUID's hyphens, never minus.
        (
            "en",
            "Feedback ID: `c7f9e357-28e4-48d0-99bb-5d0501c0c5ef`. Maybe.",
            "Feedback ID: c7f9e357 dash 28e4 dash 48d0 dash 99bb dash 5d0501c0c5ef. Maybe.",
        ),
        # erickhun nuxt3-and-firebase-users-auth [30]: a local server's root, said as in prose.
        ("en", "It will be available at `http://localhost:3000`:", "It will be available at localhost 3000:"),
        ("ja", "プロジェクトは `http://127.0.0.1:8000/` で開けます。", "プロジェクトは127.0.0.1 8000で開けます。"),
        # Near miss: an endpoint with its path stays code, said whole.
        (
            "en",
            "The hook is `http://localhost:8000/callback` now.",
            "The hook is http colon slash slash localhost colon 8000 slash callback now.",
        ),
    ],
)
def test_identifiers_in_code_are_said_as_identifiers(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]
