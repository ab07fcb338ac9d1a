"""Articles in Big5, GBK, Shift-JIS and EUC-KR are read as the writer wrote them, with a warning.

Excerpts: samuel871211/yusheng-tech-blog docs/nodejs/stream-overview.md (zh-Hant), vitejs/docs-cn
guide/env-and-mode.md (zh-Hans), vuejs-translations/docs-ja src/guide/essentials/forms.md (ja),
vuejs-translations/docs-ko src/guide/essentials/forms.md (ko). Each is written in its legacy table and
must read exactly as its UTF-8 twin: the wrong table (Big5 read as cp932, the old refusal's guess) would
put other words in the listener's ear.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from narrate.cli import app
from narrate.errors import ArticleError
from narrate.text.article import read_article
from narrate.text.encoding import legacy_encoding

EXCERPTS = {
    "big5": (
        "zh-hant",
        "---\ntitle: Stream 概觀\n---\n\n"
        "`stream.Writable` 是一個 Base Class + Template Class，它處理所有的 `stream` 邏輯"
        "（buffering、backpressure、events...），但把「實際寫入」的部分留給開發者實作。\n\n"
        "從上述的例子，我們可以得知，所謂的 Readable 跟 Writable，是根據你目前的角色來看。\n",
    ),
    "gbk": (
        "zh-hans",
        "---\ntitle: 环境变量和模式\n---\n\n"
        "如上所示，`VITE_SOME_KEY` 是一个数字，但在解析时会返回一个字符串。布尔类型的环境变量也会发生同样的情况。"
        "在代码中使用时，请确保转换为所需的类型。\n\n"
        "`VITE_*` 变量不应包含 API 密钥等敏感信息。这些变量的值会在构建时打包到源代码中。\n",
    ),
    "shift_jis": (
        "ja",
        "---\ntitle: フォーム入力バインディング\n---\n\n"
        "`v-model` はフォーム要素にある `value`、`checked`、`selected` 属性の初期値を無視します。"
        "`v-model` は常に現在バインドされた JavaScript の状態を信頼できるソースとして扱います。\n",
    ),
    "euc-kr": (
        "ko",
        "---\ntitle: 폼 입력 바인딩\n---\n\n"
        "`v-model`은 폼 요소에 있는 초기 `value`, `checked` 또는 `selected` 속성을 무시합니다. "
        "항상 현재 바인딩된 JavaScript 상태를 진실의 원천으로 간주합니다.\n",
    ),
}
NAMES = {"big5": "Big5", "gbk": "GBK", "shift_jis": "Shift-JIS", "euc-kr": "EUC-KR"}


@pytest.mark.parametrize("table", sorted(EXCERPTS))
def test_read_as_written_with_a_warning(table: str, tmp_path: Path) -> None:
    lang, text = EXCERPTS[table]
    legacy, twin = tmp_path / "legacy.md", tmp_path / "twin.md"
    legacy.write_bytes(text.encode(table))
    twin.write_text(text, encoding="utf-8")
    article, expected = read_article(legacy), read_article(twin)
    assert [b.text for b in article.blocks] == [b.text for b in expected.blocks]
    assert article.title == expected.title and article.lang == expected.lang == lang
    assert expected.encoding == "" and expected.encoding_warning == ""
    assert NAMES[table] in article.encoding_warning and "iconv -f" in article.encoding_warning
    assert str(legacy) in article.encoding_warning


@pytest.mark.parametrize("table", sorted(EXCERPTS))
def test_the_command_it_suggests_converts_the_file(table: str) -> None:
    """The iconv name in the warning is a table that gives back the writer's text."""
    _, text = EXCERPTS[table]
    found = legacy_encoding(text.encode(table))
    assert found is not None and text.encode(table).decode(found) == text


def test_the_cli_warns_on_stderr_and_check_reports_it(tmp_path: Path) -> None:
    path = tmp_path / "post.md"
    path.write_bytes(EXCERPTS["big5"][1].encode("big5"))
    runner = CliRunner()
    result = runner.invoke(app, ["script", str(path), "--json"])
    assert result.exit_code == 0, result.output
    assert "read as Big5" in result.stderr
    assert "實際寫入" in "".join(c["text"] for c in json.loads(result.stdout)["chunks"])
    checked = runner.invoke(app, ["check", str(path), "--json"])
    assert checked.exit_code == 0, checked.output
    assert any("read as Big5" in w for w in json.loads(checked.stdout)["articles"][0]["warnings"])


def test_text_no_table_explains_is_refused_without_a_wrong_guess(tmp_path: Path) -> None:
    path = tmp_path / "post.md"
    path.write_bytes("---\nlang: en\n---\n第三篇".encode("big5"))  # three characters several tables read as words
    with pytest.raises(ArticleError) as caught:
        read_article(path)
    message = str(caught.value)
    assert "not valid UTF-8" in message and "could not be recognized" in message
    assert "cp932" not in message.lower() and "shift" not in message.lower()
