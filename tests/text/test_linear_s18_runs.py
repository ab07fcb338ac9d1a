"""Two shapes that grew with the square after s18's changes (review s18 text2, H1 and H2; issue 43's budget of 2 CPU
s/MB), run apart under a CPU limit (the old forms never return), and each fast form gives what the slow one gave.

- language, a kana aside closed at a piece's start (`_OPEN_KANA_ASIDE`): on a long line with kana and no closing
  「」 mark, the pattern scanned to the line's end again from each kana (a 100 KB Japanese paragraph took 18 s);
- prose, a run of pictures (`_picture_cue`): each picture of a run rebuilt the whole merged cue (2,008 pictures in a
  row took 24 s).
"""

from __future__ import annotations

import random
import re
import subprocess
import sys

from narrate.text import language
from narrate.text.model import Block, Segment
from narrate.text.prose import _Walk
from narrate.text.shortcodes import NO_SITE


def _run(code: str) -> list[str]:
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600, check=False)
    assert run.returncode == 0, run.stderr[-2000:]
    return run.stdout.split()


_LIMIT = """
import resource
used = resource.getrusage(resource.RUSAGE_SELF)
resource.setrlimit(resource.RLIMIT_CPU, (int(used.ru_utime + used.ru_stime) + 10,) * 2)
"""

# --- language: a quotation closed at a piece's start is looked for from its closing mark

_KANA_LINE = (
    "from narrate.text import language\n"
    + _LIMIT
    + """
text = "パラメータ → 400 エラー返却 " * 5000
print(len(text), language._without_kana_asides(text) == text, language.quotes_kana(text))
"""
)


def test_a_long_line_with_kana_and_no_closing_mark_is_read_in_linear_time() -> None:
    """s18 review text2 H1: 90,000 characters (250 KB) of Japanese with no 」 (the old pattern took 18 s at 40,000 and never
    returned at 80,000; now a few hundredths of a second), under a CPU limit of 10 s: nothing taken out."""
    assert _run(_KANA_LINE) == ["90000", "True", "False"]


_OLD_OPEN_KANA_ASIDE = re.compile(
    "|".join(
        rf"{re.escape(o)}(?=[^{o}{c}\n]*[\u3041-\u30ff])[^{o}{c}\n]*$|^[^{o}{c}\n]*[\u3041-\u30ff][^{o}{c}\n]*{re.escape(c)}"
        for o, c in ("「」", "『』")
    )
)


def test_the_anchored_pattern_takes_out_what_the_old_one_did() -> None:
    """The same asides taken out as before the lookahead, on random short lines of corner quotes, kana, Han, brackets
    and line breaks, and on the shapes the pattern was made for."""
    shapes = [
        "原文为「わし がんばりや！",
        "がんばって…！」，然后…",
        "（…）」，然后…",
        "『ほら』と",
        "中文」\nかな」",
        "かな『x\n",
    ]
    letters = list("「」『』\nパわ中文 x()（）")
    pick = random.Random(18)
    lines = shapes + ["".join(pick.choice(letters) for _ in range(pick.randint(0, 14))) for _ in range(20000)]
    for line in lines:
        assert language._OPEN_KANA_ASIDE.sub(" ", line) == _OLD_OPEN_KANA_ASIDE.sub(" ", line), line


# --- prose: a run of pictures grows its one cue, never rebuilds it

_PICTURE_RUN = (
    "from narrate.text.prose import _Walk\nfrom narrate.text.shortcodes import NO_SITE\n"
    + _LIMIT
    + """
walk = _Walk([], NO_SITE)
for i in range(20000):
    walk._picture_cue([f"cat number {i}"])
cue = walk.blocks[-1]
print(len(walk.blocks), cue.count, len(cue.segments), cue.segments[-1].text.replace(" ", "_"))
"""
)


def test_a_long_run_of_pictures_is_merged_in_linear_time() -> None:
    """s18 review text2 H2: 20,000 pictures in a row (each rebuilt the merged cue: 2,008 took 24 s under a profiler,
    20,000 never returned; now a fraction of a second), under a CPU limit of 10 s: one cue that counts them all and
    says every description."""
    assert _run(_PICTURE_RUN) == ["1", "20000", "20000", "cat_number_19999"]


def _merged_as_before(blocks: list[Block], said: list[str], count: int) -> None:
    """_picture_cue's album merge as it was (s18 397c487d): the whole cue rebuilt."""
    kept = [s.text for s in blocks[-1].segments]
    merged = tuple(map(Segment, dict.fromkeys(kept + said)))
    blocks[-1] = Block("cue", merged, cue="image", count=blocks[-1].count + count)


def test_a_run_of_pictures_says_what_it_said_before() -> None:
    """The same cue as the whole rebuild gave: repeated descriptions said once, pictures without one counted, and a
    cue changed between two pictures (its caption said under it: `_caption_said` drops its words) read again."""
    pick = random.Random(43)
    for _ in range(300):
        walk = _Walk([], NO_SITE)
        before: list[Block] = []
        for _ in range(pick.randint(1, 30)):
            if walk.blocks and pick.random() < 0.1:
                walk.blocks[-1] = before[-1] = Block(
                    "cue", (Segment("a cat", code=True), Segment("a cat")), cue="image", count=walk.blocks[-1].count
                )
            alts = [
                pick.choice(["", "a cat", "two dogs", "the bay at dawn", "a red door"])
                for _ in range(pick.randint(1, 3))
            ]
            walk._picture_cue(alts)
            said = list(dict.fromkeys(a for a in alts if a))
            if before:
                _merged_as_before(before, said, len(alts))
            else:
                before.append(Block("cue", tuple(map(Segment, said)), cue="image", count=len(alts)))
            assert [(b.segments, b.count) for b in walk.blocks] == [(b.segments, b.count) for b in before]
