"""The account of a picture whose caption makes its cue (#38, review s21 M4; the lead's s20 ruling 4, "a figure is one
cue"): the alt the caption takes the place of is declared said by the cue ("figure caption"), never a symbol lost that
nobody hears, and the source of every picture an album cue says (with its caption line or block) is accounted on the
album's chunk, never on the words after it."""

from __future__ import annotations

from pathlib import Path

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.script import Script, build_script


def _script(tmp_path: Path, body: str, *, lang: str) -> Script:
    path = tmp_path / "post.md"
    path.write_text(f"---\ntitle: T\nlang: {lang}\n---\n\n{body}", encoding="utf-8")
    return build_script(read_article(path), load_config())


def _chunk(script: Script, text: str) -> int:
    return next(n for n, chunk in enumerate(script.chunks) if chunk.text == text)


def _lines(script: Script, n: int) -> tuple[int, int]:
    return script.accounts[n].line, script.accounts[n].end


def _rules(script: Script, n: int) -> set[str]:
    return {rule for rule, _ in script.accounts[n].omitted}


def test_walkbori_caption_lines_leave_no_alt_lost_and_the_album_holds_its_pictures(tmp_path: Path) -> None:
    # review s21 M4 (/work/scratch/review21/rules/cap_ko.md), from walkbori/walkbori.github.io _posts/2024/
    # 2024-10-27-blog-font.md (s20 held-out [16][17]: 8 lost symbols) and 2024-11-06-blog-custom-domain.md ([11]):
    # `![alt text](…)` under its Chirpy caption `_1. 구글폰트 접속_` — 'alt' and 'text' lost on the cue's chunk, the
    # second picture's lost on the sentence after the album
    body = (
        "폰트를 바꾸는 방법입니다.\n\n"
        "![alt text](/assets/posts/a.png)\n_1. 구글폰트 접속_\n\n"
        "![alt text](/assets/posts/b.png)\n_2. 폰트 검색_\n\n"
        "끝입니다. 감사합니다.\n\n"
        "![screenshot](/assets/posts/c.png)\n*그림 3. 결과 화면*\n\n"
        "![image](/assets/posts/d.png)\n*결과 화면*\n"
    )
    script = _script(tmp_path, body, lang="ko")
    assert not script.lost, [(n, item.symbol) for n, item in script.lost]
    album = _chunk(script, "(그림 2개: 1. 구글폰트 접속; 2. 폰트 검색)")
    assert _lines(script, album) == (8, 12)
    assert ("figure caption", "alt text") in script.accounts[album].omitted
    after = _chunk(script, "끝입니다. 감사합니다.")
    assert _lines(script, after) == (14, 14) and not script.accounts[after].omitted
    assert _lines(script, _chunk(script, "(그림 2개: 그림 3. 결과 화면; 결과 화면)")) == (16, 20)


def test_caption_accounts_of_other_blogs(tmp_path: Path) -> None:
    # an English Chirpy post with 'screenshot' alts under "Figure n:" emphasis lines; a Typora-named alt
    # ('image-20231010') in a `<figure>` with its `<figcaption>` cut into blocks, then one under `*图2：队列*`; a
    # Japanese `<center>` caption block markdown-it cuts from the paragraph
    body = (
        "We changed the theme.\n\n![screenshot](/img/a.png)\n_Figure 1: The dashboard_\n\n"
        "![screenshot](/img/b.png)\n*Figure 2: The settings page*\n\nThat is all.\n"
    )
    script = _script(tmp_path, body, lang="en")
    assert not script.lost, [(n, item.symbol) for n, item in script.lost]
    after = _chunk(script, "That is all.")
    assert _lines(script, after) == (14, 14) and not script.accounts[after].omitted
    body = (
        "我们先看整体结构。\n\n<figure>\n\n![image-20231010](/img/arch.png)\n\n<figcaption>图1：系统架构</figcaption>"
        "</figure>\n\n![image-20231011](/img/queue.png)\n*图2：队列*\n\n队列是最慢的部分。\n"
    )
    script = _script(tmp_path, body, lang="zh-CN")
    assert not script.lost, [(n, item.symbol) for n, item in script.lost]
    assert _lines(script, _chunk(script, "（此处有两张图：图1：系统架构；图2：队列）")) == (8, 15)
    assert not script.accounts[_chunk(script, "队列是最慢的部分。")].omitted
    body = (
        "まずは全体の流れを確認します。\n\n![スクリーンショット](/img/flow.png)\n<center>図3：リクエストの流れ</center>\n\n"
        "![image](/img/flow2.png)\n<center>図4：レスポンスの流れ</center>\n\n次です。\n"
    )
    script = _script(tmp_path, body, lang="ja")
    assert not script.lost, [(n, item.symbol) for n, item in script.lost]
    album = _chunk(script, "（2枚の図：図3：リクエストの流れ；図4：レスポンスの流れ）")
    assert _lines(script, album) == (8, 12)
    assert ("figure caption", "スクリーンショット") in script.accounts[album].omitted
    assert not script.accounts[_chunk(script, "次です。")].omitted


def test_caption_account_near_misses(tmp_path: Path) -> None:
    # a sentence under a picture is no caption: its alt is said, nothing declared replaced; an album of pictures with
    # their own alts (no caption) is accounted on its cue too; a cover above the first words (silent) with its caption
    # line is the next paragraph's source, as before, never the block above it
    body = (
        "Words first.\n\n![Login screenshot](/img/login.png)\nThis shows the login page.\n\n"
        "![The login page](/img/a.png)\n\n![The settings page](/img/b.png)\n\nThat is all.\n"
    )
    script = _script(tmp_path, body, lang="en")
    assert not script.lost, [(n, item.symbol) for n, item in script.lost]
    pointed = _chunk(script, "(Image: Login screenshot.) This shows the login page.")
    assert "figure caption" not in _rules(script, pointed)
    assert _lines(script, _chunk(script, "(Two images: The login page; The settings page.)")) == (11, 13)
    assert not script.accounts[_chunk(script, "That is all.")].omitted
    body = "![image-20240101](/img/cover.png)\n*图：封面*\n\n我们先看整体结构。\n"
    script = _script(tmp_path, body, lang="zh-CN")
    assert not script.lost, [(n, item.symbol) for n, item in script.lost]
    assert _lines(script, _chunk(script, "我们先看整体结构。")) == (6, 9)
