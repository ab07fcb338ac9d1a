"""`narrate check`: lines a page that shows its line breaks shows apart, heard as one (text.lines_run_together).

Sources: s12 held-out masaki39/masaki39.github.io 31cf4836 content/📘Templaterの普段使いテンプレートを再作成.md [9]
(a Quartz blog: Obsidian callouts, no full stops at line ends); ikorihn/ikorihn.github.io 5ee2b62f content/note/Apache
Velocityでキャッシュを使う.md and content/note/Alacritty,Tmux,Neovimでundercurlを表示したい.md (Quartz, wiki links);
jx2lee/my-digital-garden 4b2895d src/site/notes/data/kafka/ksql-demo.md (Korean, Obsidian digital garden); s-yoshiki
style Qiita prose wrapped mid-clause with no Obsidian syntax.
"""

from __future__ import annotations

from pathlib import Path

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.check import check_article
from narrate.text.lines_run_together import lines_run_together, written_for_line_breaks
from narrate.text.page_judges import Heard

_KIND = "lines the page shows apart heard as one"


def _found(source: str, sent: str, lang: str, shows_breaks: bool = True) -> list[str]:
    lines = source.split("\n")
    heard = [Heard(0, "paragraph", 1, len(lines), sent, sent, lang)]
    return [f.what for f in lines_run_together(heard, lines, shows_breaks)]


def test_two_sentences_on_two_lines_sent_as_one_are_reported() -> None:
    """masaki39 (ja) [9]: 'N を設定 / 起動すると…' heard '設定起動すると' (one compound); ikorihn Velocity (ja):
    '…効いたっぽいのでOK / Velocityのバージョンは1.7'."""
    source = "ホットキーには `⌘` + `Shift` + `N` を設定\n起動するとまず下記のようなプロンプトボックスが出現しファイル名を入れれる"
    assert _found(source, "ホットキーには ⌘ + Shift + N を設定起動するとまず下記のような", "ja") == ["設定 / 起動"]
    source = "ドキュメントのバージョンは2.0だけど設定値は効いたっぽいのでOK\nVelocityのバージョンは1.7"
    assert _found(source, "設定値は効いたっぽいのでOK Velocityのバージョンは1.7", "ja") == ["OK / Ve"]
    # With a stop between them (the reader's hard-break rule on a site it knows), each line is heard as a sentence.
    assert _found(source, "設定値は効いたっぽいのでOK。Velocityのバージョンは1.7", "ja") == []
    # On a page that does not show its line breaks, the two lines are one paragraph's words: nothing to report.
    assert _found(source, "設定値は効いたっぽいのでOK Velocityのバージョンは1.7", "ja", shows_breaks=False) == []


def test_lines_that_go_on_into_the_next_are_no_finding() -> None:
    """ikorihn Alacritty (ja): '…> Accessibility / よりAlacrittyに許可を' opens with a particle (one sentence);
    jx2lee ksql-demo (ko): 'EMIT FINAL 인 경우 / 윈도우가 닫힐 때만…' has no final ending; an English sentence wrapped
    before a lower-case word; a line ending in a pause."""
    source = "System Settings > Privacy & Security > Accessibility\nよりAlacrittyに許可を与えても変化がなかった。"
    assert _found(source, "Accessibility よりAlacrittyに許可を与えても", "ja") == []
    source = "> EMIT CHANGES 와 EMIT FINAL 이 존재한다. EMIT FINAL 인 경우\n> 윈도우가 닫힐 때만 최종 결과를 발행한다."
    assert _found(source, "EMIT FINAL 인 경우 윈도우가 닫힐 때만 최종 결과를 발행한다.", "ko") == []
    assert _found("The build runs on every\npush to main.", "The build runs on every push to main.", "en") == []
    assert _found("設定を開き、\n保存する", "設定を開き、保存する", "ja") == []
    # masaki39 Templaterでoutlinerを強化 (ja): '最後に / このページでこのスクリプトを使ってみる' (a particle closes the line)
    assert (
        _found("最後に\nこのページでこのスクリプトを使ってみる", "最後にこのページでこのスクリプトを使ってみる", "ja")
        == []
    )


def test_a_file_written_for_obsidian_shows_its_line_breaks() -> None:
    """masaki39's callouts and ikorihn's wiki links are Obsidian's; a wiki link inside code or a citation link
    `[[1]](url)` is not."""
    assert written_for_line_breaks(["> [!quote]", "> [Introduction - Templater](https://x)"])
    assert written_for_line_breaks(["[Apache Velocity](https://velocity.apache.org) は [[Java]] の軽量な"])
    assert not written_for_line_breaks(["```", "x = [[1, 2]]", "```", "see [[1]](https://a.b)"])
    # s11 held-out ascoders 精读《JS 引擎基础之 Shapes and Inline Caches》 (zh-Hans): the spec's slots in code spans
    assert not written_for_line_breaks(["JS 引擎会先找到 key `y`，再查找 `[[value]]`。"])


def test_check_reports_the_run_on_lines_of_an_obsidian_note(tmp_path: Path) -> None:
    """End to end: the masaki39 excerpt (a callout makes it Obsidian's) is reported at the chunk; the same lines
    with no Obsidian syntax (a Qiita post wrapped mid-clause is the writer's wrapping) are not."""
    body = (
        "# 作成したテンプレートの挙動\n\nホットキーには `⌘` + `Shift` + `N` を設定\n"
        "起動するとまず下記のようなプロンプトボックスが出現しファイル名を入れれる\n"
    )
    path = tmp_path / "post.md"
    path.write_text("---\nlang: ja\n---\n> [!quote]\n> [Introduction - Templater](https://x.io/)\n\n" + body, "utf-8")
    found = [d for d in check_article(read_article(path), load_config()).page_doubts if d["kind"] == _KIND]
    assert [d["text"] for d in found] == ["設定 / 起動"]
    path.write_text("---\nlang: ja\n---\n" + body, encoding="utf-8")
    assert not [d for d in check_article(read_article(path), load_config()).page_doubts if d["kind"] == _KIND]
