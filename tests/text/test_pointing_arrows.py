"""A down arrow that points at what follows is a pointing word or a colon's pause, never a fall ("低下").

A run of arrows closing a line ("Example↓↓"), one arrow after a kana-ended clause ("しました↓") and an arrow after a
thing shown ("この記事↓を") point at the next block; a picture under such a line is announced by its cue. One arrow
after a quantity is still the trend it draws ("内存占用↓": 下降). Each case is an excerpt of the article named.
"""

from __future__ import annotations

from pathlib import Path

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.script import build_script


def _chunks(path: Path, lang: str, body: str) -> list[str]:
    path.write_text(f"---\ntitle: t\nlang: {lang}\n---\n\n{body}", encoding="utf-8")
    return [c.text for c in build_script(read_article(path), load_config()).chunks[1:-1]]


def test_a_run_of_arrows_before_code_is_a_colon_masaki39_templater_example_usage(tmp_path: Path) -> None:
    # masaki39/masaki39.github.io content/TemplaterのExample Usage.md (ja) [8]: said "Example 低下".
    chunks = _chunks(tmp_path / "a.md", "ja", "公式ドキュメントに記載の Example↓↓\n\n```js\n<% tp.date.now() %>\n```\n")
    assert chunks[0] == "公式ドキュメントに記載の Example："
    assert not any("低下" in text for text in chunks)


def test_arrows_before_a_screenshot_announce_it_masaki39_outliner(tmp_path: Path) -> None:
    # masaki39 content/Templaterでoutlinerを強化.md (ja) [58], 📘Templaterの普段使いテンプレートを再作成.md [14]:
    # "起動低下" and the screenshot under the line silent.
    chunks = _chunks(
        tmp_path / "b.md",
        "ja",
        "suggester が起動↓↓\n\n![](assets/a.png)\n\n追加されるようにしました↓↓\n\n![](assets/b.png)\n\n"
        "↓リボンがカスタマイズされているスクショ\n\n![](assets/c.png)\n",
    )
    assert chunks[0] == "suggester が起動："
    assert chunks[2] == "追加されるようにしました："
    assert chunks[4] == "リボンがカスタマイズされているスクショ"
    assert chunks[1] == chunks[3] == chunks[5] and chunks[1].startswith("（")  # the picture cue, three times


def test_an_arrow_after_a_thing_shown_is_no_fall_masaki39_templater_templates(tmp_path: Path) -> None:
    # masaki39 content/📘Templaterの普段使いテンプレートを再作成.md (ja) [2]: "この記事低下を読んで".
    chunks = _chunks(tmp_path / "c.md", "ja", "この記事↓を読んで、テンプレートを作り直した\n")
    assert chunks == ["この記事下を読んで、テンプレートを作り直した"]


def test_a_run_of_arrows_before_code_opshell_day02_zh_hant(tmp_path: Path) -> None:
    # Opshell/opshell.github.io docs/pages/article/code-sea/typescript/2022鐵人賽/day02-environment-installation.md
    # (zh-Hant), lines 81-88.
    chunks = _chunks(
        tmp_path / "d.md",
        "zh-tw",
        "全域安裝 yarn↓↓↓\n```sh\n npm install -g yarn\n```\n確認yarn 版本↓↓↓\n```sh\n yarn -v\n```\n",
    )
    assert chunks[0] == "全域安裝 yarn："
    assert chunks[2] == "確認 yarn 版本："
    assert not any("下降" in text for text in chunks)


def test_a_quantitys_arrow_is_still_its_fall_zh_hans(tmp_path: Path) -> None:
    # The trend an arrow draws after a quantity (review s9 of 855e572: "- 内存占用↓ / - 启动速度↑") is kept.
    chunks = _chunks(tmp_path / "e.md", "zh-cn", "- 内存占用↓\n- 启动速度↑\n")
    assert chunks == ["内存占用下降", "启动速度上升"]


def test_a_run_of_arrows_before_a_picture_in_english(tmp_path: Path) -> None:
    chunks = _chunks(tmp_path / "f.md", "en", "The result looks like this ↓↓\n\n![](result.png)\n")
    assert chunks == ["The result looks like this:", "(An image is shown here.)"]


def test_an_up_arrow_opening_a_line_points_at_what_is_above(tmp_path: Path) -> None:
    # Opshell/opshell.github.io docs/pages/article/code-sea/vitepress/2024鐵人賽/day18-base-markdown.md (zh-Hant,
    # s10 held-out [36][42]): '> ↑↑ 請對我按右鍵檢查屬性' under the styled line — the arrows were dropped and "right-
    # click me" pointed at nothing
    chunks = _chunks(tmp_path / "a.md", "zh-Hant", "自訂 class 和其他 attr\n> ↑↑ 請對我按右鍵檢查屬性\n")
    assert chunks == ["自訂 class 和其他 attr", "上方：請對我按右鍵檢查屬性"]
    # s-yoshiki/tech-blog.s-yoshiki.com apps/web/content/posts/0057/index.md (ja): the link card, then
    # '↑長くなったのでこちらに移しました。↑'; an arrow a particle follows is the word it was ('↑のサンプル': 上の)
    body = "## グラフの描画\n\nhttps://tech-blog.s-yoshiki.com/2018/09/645/\n\n↑長くなったのでこちらに移しました。↑\n"
    assert _chunks(tmp_path / "b.md", "ja", body)[-1] == "上記：長くなったのでこちらに移しました。"
    assert _chunks(
        tmp_path / "c.md", "ja", "前文。\n\n↑のサンプルコードでは閾値を128として決め打ちで2値化しています。\n"
    )[-1].startswith("上のサンプルコード")
    # jx2lee/my-digital-garden src/site/notes/etc/language/java-uber-jar.md (ko): a pointing hand under the list
    body = "- 허나 의존성들을 하나의 jar 로 뭉게버리니\n\n👆그래서 `ThinJar` 키워드로 검색하면 예시를 많이 찾아볼 수 있음.\n"
    assert (
        _chunks(tmp_path / "d.md", "ko", body)[-1] == "위: 그래서 ThinJar 키워드로 검색하면 예시를 많이 찾아볼 수 있음."
    )
    # an arrow in a drawing stands before a bar, never words
    assert _chunks(tmp_path / "e.md", "en", "Text.\n\n    ↑    |\n") == ["Text.", "(A code sample is skipped here.)"]
