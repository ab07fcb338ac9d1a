"""Session 23's speed lane (issue 43 item 8: at most 2 CPU s per MB on every shape of benchmarks/pathological.py).

- pointing and picture words, a picture on a line of its own (benchmarks/pathological.py 's22 pictures on lines of
  their own', `line ![a cat](c.png)` lines in one paragraph: 186 CPU s/MB at 100 KB on main 312fb8d6): each picture
  ran the pointing patterns (text.pointing `_AHEAD`, `_BACK`, `_NAMED_AHEAD`, `_NAMED_BACK`) and the lexicon's
  picture-noun pattern (text.picture_words `names_picture`) over the 300 to 600 characters beside it, about 2.5 ms a
  picture. Each pattern is now searched only where the text holds one of the words all its matches hold; a text
  holding none is passed over in a few microseconds. The answers are the patterns' own (checked here against them).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from helpers import post_script
from narrate.patterns import LazyPattern
from narrate.text import picture_words, pointing

_GUARDED = (
    ("_AHEAD", pointing._NEEDS_AHEAD),
    ("_BACK", pointing._NEEDS_BACK),
    ("_NAMED_AHEAD", pointing._NEEDS_NAMED),
    ("_NAMED_BACK", pointing._NEEDS_NAMED),
)

# Pieces of pointing sentences in the languages the patterns read, each pattern's words in other cases and in the
# letters re.I matches them by (İ, ı, ſ, the Kelvin sign), and plain words, marks and breaks between them.
_PIECES = (
    "as shown below",
    "As Shown BELOW",
    "bellow",
    "the following",
    "looks like this",
    "LİKE this",
    "here is",
    "Here's",
    "listen here",
    "hear it below",
    "as shown above",
    "the picture above",
    "this image",
    "in the screenshot",
    "the button above",
    "As you can see",
    "as we can tell",
    "This is shown in the figure.",
    "the FIGURE shows",
    "fıgure",
    "ſcreenſhot",
    "graph",
    "plot below",
    "image above",
    "Figure 3",
    "如下",
    "下图",
    "如图所示",
    "如上图",
    "这张图",
    "這樣的畫面",
    "长这样",
    "看到修改的效果",
    "这里可以播放",
    "次のような",
    "以下の通り",
    "こんな",
    "こちら",
    "このように",
    "上の画像",
    "図のように",
    "画像で示",
    "グラフ",
    "から分かるように",
    "はこれです",
    "아래와 같이",
    "다음과 같은",
    "위의 그림",
    "이 사진",
    "그림과 같이",
    "에서 볼 수 있듯이",
    "이렇게",
    "从图表可以看出",
    "docker image",
    "K",
    "line",
    "words",
    "。",
    ".",
    ". ",
    ":",
    "!",
    " ",
    "\n",
    "\n\n",
    "上",
    "下",
    "图",
    "地图",
    "의",
    "の",
)


def test_the_pointing_patterns_needed_marks_are_never_ascii() -> None:
    """An ASCII text is searched for the Latin words only: every CJK, kana or Korean mark needed is non-ASCII."""
    assert all(not mark.isascii() for _, (marks, _latin) in _GUARDED for mark in marks)


def _unguarded(pattern: Any, needs: object, text: str) -> bool:
    return pattern.search(text) is not None


def _plain_found(name: str, text: str) -> bool:
    pattern: LazyPattern = getattr(pointing, name)
    return pattern.search(text) is not None


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(_PIECES), max_size=12).map("".join))
@example("as shown below:")
@example("LİKE this")
@example("fıgure shows")
@example("the ſcreenſhot above")
@example("This is shown in the figure.")
@example("line \n" * 60)
def test_a_guarded_pointing_pattern_answers_as_the_pattern_does(text: str) -> None:
    """benchmarks/pathological.py 's22 pictures on lines of their own' (issue 43): each pointing pattern searched only
    where its needed words are gives the pattern's own answer, in every language it reads and in the letters re.I
    matches a Latin letter by (İ, ı, ſ: lower() does not give them as ASCII)."""
    for name, needs in _GUARDED:
        assert pointing._found(getattr(pointing, name), needs, text) == _plain_found(name, text), (name, text)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(_PIECES), max_size=12).map("".join))
@example("But the final image, just some 7 minutes later!")
@example("Latest graphs at the end of a bulk cycle.")
@example("…這篇裡面提到的圖一樣")
@example("pull the docker image")
@example("the fıgure")
@example("スクリーンショット")
def test_a_guarded_picture_noun_answers_as_the_pattern_does(text: str) -> None:
    """benchmarks/pathological.py 's22 pictures on lines of their own' (issue 43): text.picture_words names_picture,
    asked only where one of the lexicon's picture words is, answers as its pattern does on the whole sentence."""
    plain = picture_words._picture_noun().search(picture_words._NO_PICTURE_IMAGE.sub(" ", text)) is not None
    assert picture_words.names_picture(text) == plain


def test_every_picture_word_the_lexicon_names_is_a_needed_word() -> None:
    """The needed words of names_picture are the pattern's own words: every Latin and CJK picture word of the lexicon,
    the verbs that are nouns only in a frame, and the one-character figure nouns (no case letter among the CJK ones,
    or the guard is off)."""
    needs = picture_words._noun_needs()
    assert needs is not None
    marks, latin = needs
    words, cjk = picture_words._noun_words()
    assert set(cjk) <= set(marks) and {"圖", "图", "図"} <= set(marks)
    assert set(words) | {"screen", "fig", *picture_words._EN_VERB_TOO} <= set(latin)
    for word in ("screenshot", "diagram", "スクリーンショット", "截图"):
        assert picture_words.names_picture(f"the {word}") or word in ("截图",) and picture_words.names_picture(word)


class _Counted:
    """A pattern that counts its searches."""

    def __init__(self, pattern: Any) -> None:
        self.pattern = pattern
        self.asked = 0

    def search(self, text: str) -> Any:
        self.asked += 1
        return self.pattern.search(text)


def _count_searches(monkeypatch: pytest.MonkeyPatch) -> list[_Counted]:
    counted = []
    for name, _ in _GUARDED:
        wrapped = _Counted(getattr(pointing, name))
        monkeypatch.setattr(pointing, name, wrapped)
        counted.append(wrapped)
    noun = _Counted(picture_words._picture_noun())
    monkeypatch.setattr(picture_words, "_picture_noun", lambda: noun)
    counted.append(noun)
    return counted


def test_pictures_on_lines_of_their_own_run_no_pointing_pattern(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """benchmarks/pathological.py 's22 pictures on lines of their own' (issue 43): 300 `line ![a cat](c.png)` lines
    in one paragraph hold no pointing word, so no pointing pattern is searched (it was 27 searches of 300 to 600
    characters a picture); the script is the one the patterns searched everywhere give."""
    body = "Words first.\n\n" + "line ![a cat](c.png)\n" * 300
    counted = _count_searches(monkeypatch)
    script = post_script(tmp_path, body, "en")
    assert sum(c.asked for c in counted) == 0
    monkeypatch.setattr(pointing, "_found", _unguarded)
    assert [c.text for c in script.chunks] == [c.text for c in post_script(tmp_path, body, "en").chunks]


def test_pictures_under_pointing_words_still_search_the_patterns(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The near miss of the guard: pictures under words that point at them ("as shown below", "如下图所示", "아래와
    같이") still run the patterns, and each is said by its cue."""
    counted = _count_searches(monkeypatch)
    body = "".join(
        f"{words}\n![diagram {n}](d{n}.png)\n"
        for n, words in enumerate(("It works as shown below", "流程如下图所示", "아래와 같이 설정합니다") * 10)
    )
    script = post_script(tmp_path, "Words first.\n\n" + body, "en")
    assert sum(c.asked for c in counted) >= 30
    said = " ".join(chunk.text for chunk in script.chunks)
    assert [said.count(cue) for cue in ("An image is shown here", "此处有一张图", "그림이 있습니다")] == [10, 10, 10]
    monkeypatch.setattr(pointing, "_found", _unguarded)
    assert [c.text for c in script.chunks] == [
        c.text for c in post_script(tmp_path, "Words first.\n\n" + body, "en").chunks
    ]
