"""A line of a paragraph that is only an address (said as its site): it goes only as a title's address between
the title and its description (tw93/Weekly's newsletter shape, tests/fixtures/prose/zh-hans.txt); it is said
where it is a sentence's source after the sentence, in each of a list of label and address pairs, and where a
sentence wraps through it (text.tidy._domain_lines)."""

from __future__ import annotations

from pathlib import Path

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.script import build_script


def _said(tmp_path: Path, body: str, *, lang: str) -> list[str]:
    path = tmp_path / "post.md"
    path.write_text(f"---\ntitle: T\nlang: {lang}\n---\n\n{body}\n", encoding="utf-8")
    return [chunk.text for chunk in build_script(read_article(path), load_config()).chunks[1:-1]]


def test_ikorihn_go_sentry_a_link_whose_text_is_its_address_after_a_sentence(tmp_path: Path) -> None:
    # ikorihn/ikorihn.github.io content/note/Go Sentryに送信する.md (s12 dev [32]): the PR that made the change, its
    # own address as its text, dropped entirely
    body = (
        "`0.15.0` で入った変更でデフォルトではheaderが送信されないようになった。\n"
        "[https://github.com/getsentry/sentry-go/pull/485](https://github.com/getsentry/sentry-go/pull/485)\n"
        "Hostのみが送信される。"
    )
    said = _said(tmp_path, body, lang="ja")
    assert said == [
        "0.15.0で入った変更でデフォルトでは header が送信されないようになった。github.com. Host のみが送信される。"
    ]


def test_cskwork_label_and_address_pairs_are_each_said(tmp_path: Path) -> None:
    # cskwork backup/content/[스프링 게시판 - 1 환경설정] 흔한개발자 .md (s11 dev [9]): 'sts 4. sts 3.
    # marketplace.eclipse.org' — the first address lost, the last said
    body = (
        "sts 4\nhttps://marketplace.eclipse.org/marketplace-client-intro?mpc_install=1794107\n"
        "sts 3\nhttps://marketplace.eclipse.org/content/spring-tools-3-standalone-edition"
    )
    assert _said(tmp_path, body, lang="ko") == ["sts 4. marketplace.eclipse.org. sts 3. marketplace.eclipse.org"]


def test_0x7df_a_sentence_wrapped_through_its_address(tmp_path: Path) -> None:
    # 0x7df/0x7df.github.io content/changing-dns-provider-to-stop-isp-blocking-websites.md: "see" / <https://…> /
    # "for examples." is one sentence; the newsletter's title, address and description still lose the address
    body = (
        "Some ISPs allow turning off their protection; see\n<https://libertyshield.kayako.com/article/56-how-do-i>\n"
        "for examples.\n\n**Waza**\n<https://github.com/tw93/waza>\nA tool of mine."
    )
    assert _said(tmp_path, body, lang="en") == [
        "Some ISPs allow turning off their protection; see libertyshield.kayako.com for examples.",
        "Waza. A tool of mine.",
    ]
