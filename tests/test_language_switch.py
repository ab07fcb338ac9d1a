"""The language switch on a real article and its real translations (not text written for the test): a blog
author's zh-Hant, Japanese and English versions of one post (tests/fixtures/translations, its SOURCE named),
built against the Edge stand-in; each switch lands on the cue of the other language that says the same
sentence, by the beads narrate writes into the episode's data and reads as the player does.

benchmarks/switch_alignment.py measures the same on whole blogs, with switch points picked at random and
labelled by a person (issue 39: 34 of 36 held-out switches right, none more than one sentence off).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from edge_standin import EdgeStandIn
from narrate.config import load_config
from narrate.flow.build import build_site
from narrate.publish.align import land
from narrate.publish.pages import read_timed_cues

ARTICLE = Path(__file__).parent / "fixtures" / "translations" / "goodbye-accounting"

# (from, words of the sentence heard, to, words of the sentence it must land on — "|" between words any of
# which will do), read from the three versions.
SWITCHES = [
    ("zh-hant", "為了優惠而去開卡", "ja", "特典のためにカードを作り"),
    ("zh-hant", "一開始是為了省錢", "ja", "最初は節約のため"),
    ("zh-hant", "記帳本身，逐漸成了負擔", "ja", "記帳そのものが次第に負担"),
    ("zh-hant", "我常常為了可能只有幾塊錢的優惠", "ja", "数百円の特典のために"),
    ("zh-hant", "也許是我變了", "ja", "私自身が変わった"),
    ("zh-hant", "起因很簡單", "en", "It all started very simply"),
    ("zh-hant", "剛開始當然開心", "en", "At first, that felt fun"),
    ("zh-hant", "自己早就突破了原先設定的限額", "en", "I realized I had already broken through"),
    ("en", "Later, it expanded to payment methods", "ja", "やがて支払い方法"),
    ("en", "Maybe I’ve changed.", "ja", "私自身が変わった"),
    ("ja", "数百円の特典のために何時間も調べる", "zh-hant", "幾塊錢的優惠"),
    # One English cue holds two sentences ("…a burden. More and more accounts,"): either half is the same.
    ("ja", "アカウントが増え", "en", "More and more accounts|more complex scenarios"),
]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("switch")
    content = root / "content" / "posts"
    shutil.copytree(ARTICLE, content / "goodbye-accounting", ignore=shutil.ignore_patterns("SOURCE"))
    (root / "voices.yaml").write_text("feed:\n  base_url: https://podcast.example.org\n", encoding="utf-8")
    with pytest.MonkeyPatch.context() as patch, EdgeStandIn(seed=3) as service:
        patch.setenv("NARRATE_EDGE_URL", service.url)
        patch.setenv("NARRATE_CACHE_DIR", str(root / "cache"))
        _, report = build_site(root / "content", load_config(root / "voices.yaml"), root / "out", engine="edge")
    assert not report.failed, report.failed
    return root / "out"


def _cues(out: Path, lang: str) -> list[str]:
    return [text for _, _, text in read_timed_cues(out / lang / "goodbye-accounting.vtt")]


def _one(cues: list[str], words: str) -> int:
    found = [n for n, text in enumerate(cues) if words in text]
    assert len(found) == 1, (words, found)
    return found[0]


@pytest.mark.parametrize(("source", "heard", "target", "counterpart"), SWITCHES)
def test_the_switch_lands_on_the_sentence_that_says_the_same(built: Path, source: str, heard: str, target: str,
                                                             counterpart: str) -> None:
    mine, theirs = _cues(built, source), _cues(built, target)
    doc = json.loads((built / source / "goodbye-accounting.episode.json").read_text(encoding="utf-8"))
    landed = land(doc["align"], source, target, _one(mine, heard), len(mine), len(theirs))
    assert landed >= 0 and any(words in theirs[landed] for words in counterpart.split("|")), (theirs[landed], counterpart)
