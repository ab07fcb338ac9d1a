"""A bare `<figcaption>` under a picture paragraph, a blank line between: one figure, one cue carrying the caption
(s20 ruling 4; s22 dev readings, #38).

minimal-mistakes posts write `![alt](…)`, a blank line, then `<figcaption>…</figcaption>` and an empty `<p></p>`; the
picture was a bare cue (or none) and the caption a paragraph of prose. Tested on the article that taught it, then on
shapes written for it in other languages, with near misses the rule must leave alone.
"""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def _said(root: Path, name: str, body: str, lang: str) -> list[str]:
    (root / name).mkdir()
    return said_whole(root / name, body, lang=lang)


def test_bare_figcaption_under_a_picture_nyshiyama_swift_container_view(tmp_path: Path) -> None:
    # Nyshiyama/Nyshiyama.github.io _posts/2021-04-29-swift-container_view.md [2][5][8][17]: the caption heard as a
    # sentence of prose after a bare cue (the alt is the placeholder "alt")
    body = (
        '![alt]({{ "/assets/images/containerview_viewcontroller-1.png" | relative_url }})\n\n'
        "<figcaption>もとの状態。右に遷移先のView Controllerが複数ある</figcaption>\n<p></p>\n\n"
        "最初は共通View部分を作る。"
    )
    said = _said(tmp_path, "ja", body, "ja")
    assert said == ["（図：もとの状態。右に遷移先の View Controller が複数ある）", "最初は共通 View 部分を作る。"]


def test_bare_figcaption_in_other_languages_and_near_misses(tmp_path: Path) -> None:
    # Shapes of our own: an English and a Chinese figure, and a Korean one whose caption block ends in a `<br>`
    body = "Here is the setup.\n\n![diagram](arch.png)\n\n<figcaption>The request path through the load balancer</figcaption>\n\nThen we deploy."
    assert _said(tmp_path, "en", body, "en") == [
        "Here is the setup.",
        "(Image: The request path through the load balancer.)",
        "Then we deploy.",
    ]
    body = "![架構圖](arch.png)\n\n<figcaption>請求經過負載平衡器的路徑</figcaption>\n\n接著部署。"
    assert _said(tmp_path, "zh", body, "zh-hant") == ["（圖：請求經過負載平衡器的路徑）", "接著部署。"]
    body = "![](/img/login.png)\n\n<figcaption>로그인 화면</figcaption><br>\n\n다음 단계로 넘어갑니다."
    assert _said(tmp_path, "ko", body, "ko") == ["(그림: 로그인 화면)", "다음 단계로 넘어갑니다."]
    # Near misses: a `<center>` line past a blank line may be a paragraph of its own (only a line right under the
    # picture is its caption), and a picture inside a sentence keeps the pointing rule, its paragraph no figure
    body = "![diagram](arch.png)\n\n<center>The request path through the load balancer</center>\n\nThen we deploy."
    assert _said(tmp_path, "center", body, "en") == ["The request path through the load balancer", "Then we deploy."]
    body = (
        "We drew the system below ![diagram](arch.png) as you see.\n\n"
        "<figcaption>The request path through the load balancer</figcaption>"
    )
    said = _said(tmp_path, "inline", body, "en")
    assert said[-1] == "The request path through the load balancer" and "Image:" not in " ".join(said)
