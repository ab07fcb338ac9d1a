"""Lines ended (or opened) by an HTML `<br>` are lines the page shows (s22 dev readings, #38).

Each `<br>`-ended line is a line: a pause, and its own sentence end where it has none. Joined, the lines ran on into
false sentences ("…監督：押井守脚本：伊藤和典演出…"). Tested on the articles that taught it, then on shapes written
for it in other languages, with near misses the rule must leave alone.
"""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def _said(root: Path, name: str, body: str, lang: str) -> str:
    (root / name).mkdir()
    return " ".join(said_whole(root / name, body, lang=lang))


def test_br_ended_credit_lines_nyshiyama_ghost_in_the_shell(tmp_path: Path) -> None:
    # Nyshiyama/Nyshiyama.github.io _posts/2021-03-14-ghost_in_the_shell.md [14]: the staff credits, one per line
    # ending `<br>`, heard as one run "…監督：押井守脚本：伊藤和典演出：西久保利彦…"
    body = (
        "【スタッフ】<br>\n原作：士郎正宗（講談社刊「ヤングマガジンＫＣＤＸ」所載）<br>\n監督：押井 守<br>\n脚本：伊藤和典<br>\n"
        "2.0版スーパーバイジングサウンドエディター：トム・マイヤーズ<br>\nアニメーション制作：プロダクション I.G"
    )
    said = _said(tmp_path, "ja", body, "ja").replace(" ", "")
    assert "【スタッフ】。原作" in said and "所載）。監督：押井守。脚本：伊藤和典。2.0版" in said
    assert "トム・マイヤーズ。アニメーション制作" in said


def test_br_opened_memo_lines_nyshiyama_nhk_professional(tmp_path: Path) -> None:
    # Nyshiyama/Nyshiyama.github.io _posts/2021-05-03-nhk_professional.md [14]: each memo line opened by `<br>`,
    # heard "…から取材いつ姿を現すか…"; an empty `<br>` line adds nothing
    body = (
        "<br>2017年9月28日から取材\n<br>いつ姿を現すか誰もわからない\n<br>\n<br>アングルがキモ\n"
        "<br>親父の足がかけていたから、何か欠けているのが完璧でないのがいいと思っているかも\n<br>プリヴィズ"
    )
    said = _said(tmp_path, "ja", body, "ja").replace(" ", "")
    assert said.startswith("2017年9月28日から取材。いつ姿を現すか誰もわからない。アングルがキモ。親父の")
    assert "思っているかも。プリヴィズ" in said and "。。" not in said


def test_br_lines_in_other_languages_and_near_misses(tmp_path: Path) -> None:
    # Shapes of our own: an English address block (`<br/>`, one of them mid-line) and a Chinese poem (`<br />`)
    body = "Jane Doe, Head of Research at the Institute<br/>\n42 Main Street<br/>Springfield"
    said = " ".join(_said(tmp_path, "en", body, "en").split())
    assert "Jane Doe, Head of Research at the Institute. 42 Main Street. Springfield" in said
    body = "床前明月光，這是李白在異鄉的一個秋夜裡寫下的詩句<br />\n疑是地上霜<br />\n舉頭望明月"
    assert "寫下的詩句。疑是地上霜。舉頭望明月" in _said(tmp_path, "zh", body, "zh-hant").replace(" ", "")
    # Near misses: a line already ending in a stop or a pause keeps it (no second stop), and an English sentence
    # the writer wrapped at a `<br>` (the next line in lower case) goes on
    said = _said(tmp_path, "ja2", "まず準備する。<br>\n次に、<br>\n実行する", "ja")
    assert "。。" not in said and "、。" not in said
    said = _said(tmp_path, "wrap", "This sentence goes on<br>\nover the next line, as it was written.", "en")
    assert "goes on over the next line, as it was written." in " ".join(said.split())
