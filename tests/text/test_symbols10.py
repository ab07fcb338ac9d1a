"""Session 10, symbols: the raw-TeX judge reads a sign by the token it is in (issue 38: 0 raw TeX)."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import round4_benchmark
from narrate.text.mathspeech import bare_script, tex_said

ROOT = Path(__file__).resolve().parents[2]


def _round4() -> object:
    return round4_benchmark()


# halfrost/Halfrost-Field contents/Go/go_command.md (s9 held-out): '$GOPATH\/pkg\/$GOOS\_$GOARCH' — the reader keeps
# each shell variable as its written name; the underscore after GOOS is the name's, not a subscript's sign.
SHELL_SAID = [
    "即在 $GOPATH 斜杠 pkg $GOOS_ 美元符号 GOARCH 中",  # zh-Hans
    "即在 $GOPATH 斜線 pkg $GOOS_ 美元符號 GOARCH 中",  # zh-Hant
    "in $GOPATH slash pkg $GOOS_ dollar GOARCH",  # en
    "$GOPATH スラッシュ pkg $GOOS_ ドル記号 GOARCH に",  # ja
    "$GOPATH 슬래시 pkg $GOOS_ 달러 기호 GOARCH 에",  # ko
]


@pytest.mark.parametrize("said", SHELL_SAID)
def test_a_shell_variables_underscore_is_its_names(said: str) -> None:
    assert not bare_script(said)
    assert not tex_said(said)
    assert _round4().raw_tex(said, "$GOPATH\\/pkg\\/$GOOS\\_$GOARCH") is False  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "said",
    [
        "The density p_ theta (x) is smooth",  # a script sign bare where no name holds it
        "GOOS_ theta",  # no dollar: not a shell variable's token
        "$x_ i and $y",  # a lower-case letter after a dollar is no environment variable's name
        "$GOOS p_ theta",  # a shell name beside does not hide a bare script elsewhere
    ],
)
def test_a_bare_script_outside_a_shell_name_is_still_tex(said: str) -> None:
    assert bare_script(said)
    assert tex_said(said)
