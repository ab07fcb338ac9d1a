"""A code span inside a sentence said by its cue (too dense in signs to follow): the cue stands for what it cannot
say and for nothing more (all or cue, lead's s14 list). A name bound to a literal (`app.secret_key = b'…'`) keeps
its name and its "=" and cues the literal alone — the sentence needs the name; brackets holding only a cued span are
not said around the cue, which has its own ("( (코드) )" heard twice over). Each case is titled with the article it
comes from and loses nothing by the symbol account."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def test_doxawahebi_flask_secret_key_ko(tmp_path: Path) -> None:
    # doxawahebi/doxawahebi.github.io _posts/2025-07-31-flask.md line 49 (s13 held-out [18]): the example was said
    # "( (코드) )", the name the sentence is about lost with the random bytes
    body = (
        "Flask-Login은 기본적으로 인증을 위해 세션을 사용한다. 이를 다르게 말하면 secret key를 설정해야한다는 "
        "의미이다. (`app.secret_key = b'_5#y2L\"F4Q8z\\n\\xec]/'`)"
    )
    said = " ".join(said_whole(tmp_path, body, lang="ko"))
    assert "secret 언더스코어 key는 (코드)" in said
    assert "( (코드) )" not in said


def test_ikorihn_img_onerror_attribute_ja(tmp_path: Path) -> None:
    # ikorihn/ikorihn.github.io content/note/imgタグで画像が404のときに代替画像を表示する.md line 14
    body = "代替画像:\n\n-   `onerror=\"this.src = 'alt.png'; this.removeAttribute('onerror')\"` を指定\n"
    said = " ".join(said_whole(tmp_path, body, lang="ja"))
    assert "onerror イコール（コード）を指定" in said


def test_fan2_less_prompt_zh_hans(tmp_path: Path) -> None:
    # fan2/mkdocs docs/blog/posts/linux/linux-man.md line 214: less's prompt string, bound to LESS
    body = "可以改良为 `LESS='-Pslines %lt-%lb bytes %bt-%bb %Pb\\% of file %f';`"
    said = " ".join(said_whole(tmp_path, body, lang="zh-hans"))
    assert "LESS 等于（一段代码）" in said


def test_a_literal_said_whole_keeps_the_statement_whole_en(tmp_path: Path) -> None:
    # (constructed: a literal a listener follows is no cue's — the statement is said as before)
    body = "Set the name first (`app.name = 'demo'`) and run it."
    said = " ".join(said_whole(tmp_path, body, lang="en"))
    assert "some code" not in said and "demo" in said


def test_swhan9404_scheduler_decorator_in_brackets_ko(tmp_path: Path) -> None:
    # swhan9404/velog-backup backup/2021-10-31/content/Heroku를 이용한 스케줄러.md line 192
    body = (
        "> 두 번째 지정한 데코레이터(`@sched.scheduled_job('cron', day_of_week='mon-fri', hour=17)`)는 평일 17시 "
        "마다 `scheduled_job()` 함수를 호출한다."
    )
    said = " ".join(said_whole(tmp_path, body, lang="ko"))
    assert "데코레이터 (코드) 는" in said, said


def test_nathanfhh_fingerprint_assertion_in_brackets_zh_hant(tmp_path: Path) -> None:
    # nathanfhh/30-days-ironman benchmarks/code-review-bench/data/reviews/sentry-80168/report.md line 115
    body = (
        '以及至少留一個測試直接對 fingerprint 斷言（`assert results["group_1"].result.fingerprint == '
        '[f"{detector.id}:group_1"]`），這樣即使日後 `IssueOccurrence.__eq__` 又變了，這條路徑仍有實質保護。'
    )
    said = " ".join(said_whole(tmp_path, body, lang="zh-hant"))
    assert "斷言（一段程式碼），這樣" in said, said
