"""Transcript cues a caption box can show: at most two lines, a line at most 42 Latin or 18 CJK characters,
broken at punctuation or between words; no orphan cue; SRT without markup a SubRip reader would eat."""

from __future__ import annotations

import re
import unicodedata

from hypothesis import example, given
from hypothesis import strategies as st

from narrate.audio.transcript import (
    LINE_WIDTH,
    Cue,
    cue_lines,
    cue_pieces,
    merge_orphans,
    render_srt,
    render_vtt,
    timed_cues,
)

# Short excerpts of real blog prose (sources named), long enough to need cutting.
ENGLISH = ("When you render a component tree, React calls your components, which return JSX that React turns into "
           "DOM nodes; if a parent re-renders, every child below it re-renders too, which is why an "
           "<ExpensiveTree /> placed inside a component that changes state on every keystroke feels slow.")
# (after overreacted.io, "Before You memo()", gaearon/overreacted.github.io public/before-you-memo/index.md)
CHINESE = ("在排查 GPU 節點的 Xid 錯誤時，我們先看 dmesg 的輸出，再對照 NVIDIA 的文件判斷是驅動程式、"
           "硬體還是應用程式的問題，最後才決定要不要把節點排空並送修。")


def _chars(line: str) -> tuple[int, int]:
    """(wide, other) characters of a line."""
    wide = sum(unicodedata.east_asian_width(ch) in "WF" for ch in line)
    return wide, len(line) - wide


def _fits(line: str) -> bool:
    wide, other = _chars(line)
    return wide * 7 + other * 3 <= LINE_WIDTH and (wide or len(line) <= 42) and (other or len(line) <= 18)


def test_english_lines_hold_42_characters_and_end_between_words() -> None:
    words = set(ENGLISH.split())
    for piece in cue_pieces(ENGLISH):
        lines = cue_lines(piece)
        assert 1 <= len(lines) <= 2, lines
        for line in lines:
            assert len(line) <= 42, line
            assert all(word in words for word in line.split()), line  # no word cut in two


def test_chinese_lines_hold_18_characters_and_prefer_punctuation() -> None:
    pieces = cue_pieces(CHINESE)
    assert len(pieces) >= 2
    for piece in pieces:
        lines = cue_lines(piece)
        assert 1 <= len(lines) <= 2, lines
        assert all(_fits(line) for line in lines), lines
        assert not any(re.match(r"[，。、」]", line) for line in lines)  # no line starts with closing punctuation
    assert "".join("".join(cue_lines(p)) for p in pieces).replace(" ", "") == CHINESE.replace(" ", "")
    # An even split is taken at a comma when one is near the middle.
    assert cue_lines("在排查節點的錯誤時，我們先看輸出，再對照文件判斷問題所在。") == (
        "在排查節點的錯誤時，我們先看輸出，", "再對照文件判斷問題所在。")


@given(st.lists(st.sampled_from(list("abc def,. 我們的節點，。") + ["x" * 50, "網" * 25]), max_size=120).map("".join))
# Found by Hypothesis: a piece cut evenly at spaces came back unmeasured, and the clause after it was
# counted onto it as if it had no width (three lines in one cue).
@example("x" * 50 + " " + "x" * 50 + "a" * 11 + "我" * 8 + "，我")
def test_every_cue_fits_two_lines_whatever_the_text(text: str) -> None:
    for piece in cue_pieces(text):
        lines = cue_lines(piece)
        assert len(lines) <= 2, lines
        assert all(_fits(line) for line in lines), lines


def test_orphans_join_a_neighbour() -> None:
    cues = [Cue(0.0, 2.0, "The old way was"), Cue(2.0, 2.33, "slow."), Cue(2.4, 2.47, "1."),
            Cue(2.5, 6.0, "Then came the new build system, and with it a cache.")]
    merged = merge_orphans(cues)
    assert [c.text for c in merged] == ["The old way was slow. 1.", "Then came the new build system, and with it a cache."]
    assert (merged[0].start, merged[0].end) == (0.0, 2.47)
    # First in line: it goes with the one after; CJK joins without a space.
    merged = merge_orphans([Cue(0.0, 0.4, "好。"), Cue(0.4, 3.0, "我們開始吧。")])
    assert merged == [Cue(0.0, 3.0, "好。我們開始吧。")]
    # Too long to share two lines with either: it stays.
    long = "word " * 16
    assert len(merge_orphans([Cue(0, 3, long), Cue(3, 3.2, "end."), Cue(3.2, 7, long)])) == 3


def test_srt_rewrites_markup_and_both_formats_share_the_lines() -> None:
    cues = timed_cues(ENGLISH, 0.0, 30.0)
    srt, vtt = render_srt(cues), render_vtt(cues)
    assert "<" not in srt and ">" not in srt.replace("-->", "")
    assert "‹ExpensiveTree /›" in srt.replace("\n", " ") and "&lt;ExpensiveTree /&gt;" in vtt.replace("\n", " ")
    srt_lines = [line for line in srt.split("\n") if line and "-->" not in line and not line.isdigit()]
    vtt_lines = [line for line in vtt.split("\n")[2:] if line and "-->" not in line and not line.isdigit()]
    assert len(srt_lines) == len(vtt_lines) and all(len(line) <= 42 for line in srt_lines)
    blocks = srt.strip().split("\n\n")
    assert all(len(block.split("\n")) <= 4 for block in blocks)  # number, times, at most two lines
    assert render_srt([Cue(0, 1, "a --> b {\\an8}")]).split("\n")[2] == "a → b ｛\\an8｝"


def test_a_sentence_a_little_too_long_for_one_cue_is_cut_in_halves() -> None:
    """Not a full cue and a word alone ("practices." for half a second, as a real episode had)."""
    sentence = ("Some people consider additional security measures like firewalls and SSH hardening practices "
                "for every container.")
    pieces = cue_pieces(sentence)
    assert len(pieces) == 2 and all(len(p) >= 40 for p in pieces), pieces
    assert " ".join(pieces) == sentence


def test_the_page_transcript_joins_a_cues_lines_without_a_space_between_cjk(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from narrate.publish.pages import read_cues

    vtt = tmp_path / "x.vtt"
    vtt.write_text(render_vtt(timed_cues(CHINESE, 0.0, 20.0) + timed_cues(ENGLISH, 20.0, 40.0)), encoding="utf-8")
    texts = [text for _, text in read_cues(vtt)]
    assert any("\n" in cue for cue in vtt.read_text(encoding="utf-8").split("\n\n")[1:])  # two-line cues there
    assert not [t for t in texts if re.search(r"[\u4e00-\u9fff，、] [\u4e00-\u9fff]", t)], texts
    chinese = [t for t in texts if re.search(r"[\u4e00-\u9fff]", t)]
    assert "".join(chinese).replace(" ", "") == CHINESE.replace(" ", "")
    assert any("<ExpensiveTree />" in text for text in texts)  # unescaped, its lines joined by a space
