"""Session 22's harden lane (issue 43 item 8: linear time on every shape; benchmarks/attacks.py SHAPES_S22): a shape
the s22 attack family found superlinear.

- inline, a picture inside a paragraph (`_placed`): each picture scanned its line back and forth for the line's
  breaks and every child of the paragraph for one that says words, so a paragraph of pictures among words took time
  in the square of its length (s22 attack 'inline pictures with alts', `see ![a small cat](cat.png) here ` × 30,000,
  1 MB: still running after 180 s; 3,000 pictures took 4 CPU s, 30,000 now take about 5). The breaks and whether
  any child says words are found once per paragraph; the pictures read as before (checked against the old scan).
- lexicon, a code span holding a dash (`_code_part`): the prose before and after it was gathered for each such span
  to ask whether it is a range (`200-299`), so a paragraph of `$ ls -la` spans grew with the square (a hand probe
  beside the picture finding: 1,000 → 4,000 spans took 7.5x the CPU). Only a span shaped as a range (two
  quantities and a dash) gathers it now; code_span_range gives None for any other whatever the prose.
- pictures, a picture on a line of its own (`decided_pictures`): the paragraph's words before and after each one were
  joined and read whole for each picture, so a paragraph of `line ![a cat](c.png)` lines grew with the square (the
  harden lane's row, left open: 1,000 → 4,000 lines took 5.1x the CPU, 84 KB 16 s). The words are joined once per
  paragraph and each picture's readers see a window near it, past their reach (checked against the old reading).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from markdown_it.token import Token

from helpers import post_script
from narrate.text import inline, lexicon, pictures, ranges
from narrate.text.model import PENDING_PICTURE, Segment
from narrate.text.pictures import said_inside


def test_a_paragraph_of_pictures_among_words_scans_its_children_a_bounded_number_of_times(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """s22 attack 'inline pictures with alts' (issue 43): 400 pictures inside one line of words ask whether a child
    breaks the line about once per child (the old scan asked for every child before each picture: ~100,000 times)."""
    asked = 0
    breaks = inline._breaks

    def counted(token: Token) -> bool:
        nonlocal asked
        asked += 1
        return breaks(token)

    monkeypatch.setattr(inline, "_breaks", counted)
    script = post_script(tmp_path, "\n\n" + "see ![a small cat](cat.png) here " * 400, "en")
    assert asked <= 4 * 1_200
    said = " ".join(chunk.text for chunk in script.chunks)
    assert said.count("see the icon here") == 400  # (inside a sentence, each picture said in its place)


def _old_placed(walk: inline._Inline, n: int, alt: str) -> None:
    """inline._placed as it was before s22 (its scans of the line and the paragraph per picture), the reference."""
    walk.seen.append(alt)
    children = walk.children
    start = next((m + 1 for m in range(n - 1, -1, -1) if inline._breaks(children[m])), 0)
    end = next((m for m in range(n + 1, len(children)) if inline._breaks(children[m])), len(children))
    before = next((children[m] for m in range(n - 1, start - 1, -1) if not inline._transparent(children[m])), None)
    after = next((children[m] for m in range(n + 1, end) if not inline._transparent(children[m])), None)
    if inline._joins(before, after):
        said = said_inside(alt)
        walk.out.append(Segment(f" {said} ") if said else Segment("", cue="icon"))
    elif any(inline._said(child) for child in children):
        walk.out.append(Segment(alt, cue=PENDING_PICTURE))


_PIECES = st.sampled_from(
    [
        "![a small cat](cat.png)",
        "![](dot.png)",
        '<img src="x.png" alt="A chart of sales">',
        "[![badge](b.svg)](https://x.example)",
        "word",
        " ",
        "\n",
        "<br>",
        "：",
        "`code`",
        "[](https://e.example)",
        "！",
        "按下",
    ]
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(_PIECES, min_size=1, max_size=14), st.sampled_from(["en", "zh-hans"]))
@example(["word", " ", "![a small cat](cat.png)", " ", "word"], "en")
@example(["word", "\n", "![a small cat](cat.png)", "\n", "word"], "en")
@example(["word", "<br>", "![a small cat](cat.png)", "<br>", "`code`"], "en")
@example(["![a small cat](cat.png)", "\n", "![](dot.png)"], "en")
def test_pictures_in_a_paragraph_read_as_the_old_scan_read_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pieces: list[str], lang: str
) -> None:
    """(s22, issue 43) Any paragraph of pictures, words, code, breaks, links and marks: the same script with the
    breaks and the words found once per paragraph as with the old scan per picture."""
    body = "\n\nFirst words of it.\n\n" + "".join(pieces) + "\n\nLast words of it.\n"
    now = post_script(tmp_path, body, lang)
    with monkeypatch.context() as patched:
        patched.setattr(inline, "_placed", _old_placed)
        before = post_script(tmp_path, body, lang)
    assert [(c.text, c.display) for c in now.chunks] == [(c.text, c.display) for c in before.chunks]


def test_code_spans_with_a_dash_gather_the_prose_only_when_shaped_as_a_range(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """(s22 hand probe, issue 43) 300 `$ ls -la` spans in one paragraph ask no range question (each gathered the
    whole paragraph before); a `200-299` span still does and is said as a range; a near miss, `1.2-beta`, is not."""
    asked: list[str] = []
    real = ranges.code_span_range

    def counted(code: str, before: str, after: str, range_word: str) -> str | None:
        asked.append(code)
        return real(code, before, after, range_word)

    monkeypatch.setattr(lexicon, "code_span_range", counted)
    script = post_script(tmp_path, "\n\n" + "run `$ ls -la` and " * 300 + "codes `200-299` and `1.2-beta` too.", "en")
    assert asked == ["200-299"]
    said = " ".join(chunk.text for chunk in script.chunks)
    assert "200 to 299" in said


@settings(max_examples=200, deadline=None)
@given(st.text(st.sampled_from(list("0123456789.-–~ abkmsKB%$x")), max_size=12))
@example("200-299")
@example("1.5-2.5")
@example("10-20%")
@example("$ ls -la")
@example("5-3")
def test_a_span_not_shaped_as_a_range_is_no_range_whatever_the_prose(code: str) -> None:
    """(s22, issue 43) code_span_range gives None for every span range_shaped turns away, whatever the prose."""
    if not ranges.range_shaped(code):
        for before, after in (("", ""), ("状态码的范围在 ", " 之间"), ("The codes ", " are errors.")):
            assert ranges.code_span_range(code, before, after, " to ") is None


def test_a_paragraph_of_pictures_on_lines_of_their_own_reads_a_window_near_each(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """s22 attack 'pictures on lines of their own in one paragraph' (benchmarks/pathological.py, issue 43): 1,500
    `line ![a cat](c.png)` lines, then 1,500 pictures alone on their lines under a line of words; each picture's
    pointing readers are given at most a window near it (the old join gave each the whole paragraph before and after
    it: ~27,000 characters on average), and each picture alone on its line is said (ruling 4b)."""
    read: list[int] = []
    real = pictures._pointed_in_place

    def counted(alt: str, before: str, after: str, *, led: bool) -> bool:
        read.append(len(before) + len(after))
        return real(alt, before, after, led=led)

    monkeypatch.setattr(pictures, "_pointed_in_place", counted)
    body = "line ![a cat](c.png)\n" * 1_500 + "line\n![a cat](c.png)\n" * 1_500
    script = post_script(tmp_path, "\n\nFirst words of it.\n\n" + body, "en")
    assert len(read) == 3_000
    assert max(read) <= 1_500  # (700 characters of words each side, and the few spaces and marks beside them)
    said = " ".join(chunk.text for chunk in script.chunks)
    assert said.count("An image is shown here.") == 1_500


def _old_decided(
    segments: tuple[Segment, ...], *, led: bool = False, worded: bool = False, held: bool = False
) -> tuple[Segment, ...]:
    """pictures.decided_pictures as it was before s22's fix (the paragraph joined whole for each picture), the
    reference."""
    out: list[Segment] = []
    for n, seg in enumerate(segments):
        if seg.cue != PENDING_PICTURE:
            out.append(seg)
            continue
        raw_before = "".join(s.text for s in segments[:n] if not s.cue)
        before = raw_before.rstrip()
        after = "".join(s.text for s in segments[n + 1 :] if not s.cue)
        alt = pictures.described(seg.text)
        if alt and pictures._repeats_alt(after, alt):
            continue
        if (
            pictures._pointed_in_place(seg.text, before, after, led=led)
            or pictures._labelled(raw_before)
            or not (held and not after.strip())
            and pictures._alone_owed(seg.text, raw_before, after, worded=worded)
        ):
            out.append(Segment(pictures.label(seg.text), cue="picture"))
    return tuple(out)


_WORDS = st.sampled_from(
    [
        "line ",
        "\n",
        " ",
        "\t",
        " \n",
        "\n\n",
        "\n \n",
        "A dog",
        "A dog sleeping. ",
        "Dogs are great.",
        "a cat",
        "!",
        "Wow",
        "such\ncat",
        " !",
        "as shown below",
        "as shown above.",
        "如下：",
        "這張圖",
        "The result will be:",
        " (this is an aside)",
        "↓",
        "Source: Qwiklabs",
        "**Dark**",
        "調整前",
        "Done.",
        "image source: Wikimedia Commons\n",
        "x" * 650 + ". ",
        "word " * 150,
        "\n" + "y" * 120 + "\n",
    ]
)
_PICTURE = st.sampled_from(["a cat", "A dog", "", "badge", "screenshot.png", "image", "realtime-report"])
_SEGMENT = st.one_of(
    _WORDS.map(Segment),
    _PICTURE.map(lambda alt: Segment(alt, cue=PENDING_PICTURE)),
    st.just(Segment("a said picture", cue="picture")),
)


@settings(max_examples=400, deadline=None)
@given(st.lists(_SEGMENT, min_size=1, max_size=24), st.booleans(), st.booleans(), st.booleans())
@example([Segment("line "), Segment("a cat", cue=PENDING_PICTURE), Segment("\n")] * 3, False, True, True)
@example([Segment("A dog", cue=PENDING_PICTURE), Segment(" "), Segment("A dog sleeping. ")], False, False, False)
@example([Segment("x" * 650 + ". "), Segment("\n"), Segment("a cat", cue=PENDING_PICTURE)], True, True, False)
@example(
    [Segment("a cat", cue=PENDING_PICTURE), Segment("\n"), Segment("such\ncat"), Segment(" !")], False, True, False
)
def test_pictures_on_their_own_lines_are_decided_as_the_old_join_decided_them(
    segments: list[Segment], led: bool, worded: bool, held: bool
) -> None:
    """(s22, issue 43) Any block of words, spaces, line breaks, pointing words, labels, credits, reactions, long lines
    and pictures: the same pictures said, and the same words, with the window near each picture as with the whole
    paragraph joined for each."""
    block = tuple(segments)
    assert pictures.decided_pictures(block, led=led, worded=worded, held=held) == _old_decided(
        block, led=led, worded=worded, held=held
    )
