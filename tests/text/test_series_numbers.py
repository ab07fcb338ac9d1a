"""A link's own text naming the Nth of something (`[autoracex #44](…connpass…)`) says the name and its number; a link
to an issue tracker keeps the issue rule (issue 38, session 11). Each case is titled with the article it comes from;
each loses nothing by the symbol account."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def test_torifukukaiou_httpc_a_meetings_number(tmp_path: Path) -> None:
    # TORIFUKUKaiou/qiita_articles public/20210904-ErlangのhttpcモジュールでHTTP通信する(Elixir).md (s11 dev [4], [27]):
    # the 44th meeting was said '「autoracex」' (number dropped as an issue's) and 'イシュー44'
    event = "[autoracex #44](https://autoracex.connpass.com/event/224102/)"
    body = f"- この記事は純粋なもくもく会「{event}」の成果物です\n- {event}開催中 :rocket::rocket::rocket:"
    assert said_whole(tmp_path, body, lang="ja") == [
        "この記事は純粋なもくもく会「autoracex 44」の成果物です",
        "autoracex 44開催中",
    ]


def test_zachleat_icymi_a_books_number(tmp_path: Path) -> None:
    # zachleat/zachleat.com _posts/2016-01-01-icymi.md: a heading linking the fifth Smashing Book
    body = "## [Smashing Book #5](http://www.smashingmagazine.com/2015/03/real-life-responsive-web-design-smashing-book-5/)"
    assert said_whole(tmp_path, body + "\n\nA chapter of mine.", lang="en") == ["Smashing Book 5", "A chapter of mine."]


def test_simonw_til_a_repositorys_issue_stays_an_issue(tmp_path: Path) -> None:
    # simonw/til javascript/minifying-uglify-npx.md: the link goes to the repository's issue
    body = "Discovered in [datasette-edit-tables #16](https://github.com/simonw/datasette-edit-tables/issues/16)."
    assert said_whole(tmp_path, body, lang="en") == ["Discovered in datasette-edit-tables issue 16."]
