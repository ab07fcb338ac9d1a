"""An alt that is a short label in the writer's words with a number ('実行結果2': the second run's output) describes
its picture, said with the cue wherever it stands; one token of Latin letters and digits, or with an underscore or a
long number, is a camera's or a file's name and describes nothing. Each case is titled with its source."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole
from narrate.text.pictures import described


def test_ikmnjrd_event_capturing_second_result_ja(tmp_path: Path) -> None:
    # ikmnjrd/ikmnjrd.github.io _posts/2022-01-17-イベントキャプチャリングとバブリング（React）.md (s18 dev [10]):
    # '![実行結果2](https://i.gyazo.com/….png)' after 'console.logで出力される順序が変わりました。' was silent
    body = "console.logで出力される順序が変わりました。\n\n![実行結果2](https://i.gyazo.com/3fb88bf4ba65dbc23410e35d38cf89d9.png)"
    assert said_whole(tmp_path, body, lang="ja") == [
        "console.log で出力される順序が変わりました。",
        "（図：実行結果2）",
    ]


@pytest.mark.parametrize("alt", ["実行結果1", "결과화면2", "运行结果 2"])
def test_a_label_with_a_number_describes(alt: str) -> None:
    # (shapes written here: the same label in ko and zh-Hans)
    assert described(alt) == alt


@pytest.mark.parametrize("alt", ["IMG_2041", "DSC01234", "微信图片_20200101123456", "画像1", "图1", "fig3-b"])
def test_near_miss_a_files_or_a_cameras_name_describes_nothing(alt: str) -> None:
    assert described(alt) == ""
