"""The language switch on real articles and their real translations (not text written for the test): two blog
authors' versions of one post each — zh-Hant, Japanese and English; Korean, English and Japanese
(tests/fixtures/translations, each with its SOURCE named) — built against the Edge stand-in; each switch lands
on the cue of the other language that says the same sentence, by the beads narrate writes into the episode's
data and reads as the player does.

benchmarks/switch_alignment.py measures the same on whole blogs, with switch points picked at random and
labelled by a person (issue 39's follow-up: 51 of 52 held-out switches right, none more than one sentence off).
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

ARTICLES = Path(__file__).parent.parent / "fixtures" / "translations"

# (from, words of the sentence heard, to, words of the sentence it must land on — "|" between words any of
# which will do), read from the three versions.
ACCOUNTING = [
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
# A post on dynamic programming: loanwords (메모이제이션, memoization), parentheses, questions, and sentences
# the translators merged: the Japanese says "예를 들어보자." and the question after it as one sentence, the
# English says "두 산식을 살펴보자. 주목할 부분은 $f(3)$이다." and the sentence after them as one.
STAIRS = [
    ("ko", "이래서 이번에는", "en", "This time, I decided"),
    ("en", "A classic example is calculating", "ko", "대표적인 예로"),
    ("ko", "최적 부분 구조", "ja", "最適部分構造"),
    ("ja", "トップダウン方式は再帰を使用して", "en", "The difference is that the top-down|uses recursion"),
    ("ko", "핵심 로직을 살펴보면", "ja", "核心ロジックを見ると"),
    ("ko", "사실 메모이제이션을 쓰지 않아도", "en", "it is possible to solve the problem"),
    ("en", "not using memoization would cause", "ja", "動的プログラミングに該当する|時間計算量が指数関数的"),
    ("ko", "예를 들어보자", "ja", "例えば、フィボナッチ"),
    ("en", "How can we compute a specific value", "ja", "例えば、フィボナッチ"),
    ("ja", "例えば、フィボナッチ", "ko", "예를 들어보자|특정 값인"),
    ("ja", "注目すべき部分は", "en", "if we look at both equations"),
    ("ko", "이런 것들 참조하여", "en", "With this in mind"),
]
SWITCHES = [("goodbye-accounting", *switch) for switch in ACCOUNTING] + [("boj-2579", *switch) for switch in STAIRS]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("switch")
    content = root / "content" / "posts"
    for article in ("goodbye-accounting", "boj-2579"):
        shutil.copytree(ARTICLES / article, content / article, ignore=shutil.ignore_patterns("SOURCE"))
    (root / "voices.yaml").write_text("feed:\n  base_url: https://podcast.example.org\n", encoding="utf-8")
    with pytest.MonkeyPatch.context() as patch, EdgeStandIn(seed=3) as service:
        patch.setenv("NARRATE_EDGE_URL", service.url)
        patch.setenv("NARRATE_CACHE_DIR", str(root / "cache"))
        _, report = build_site(root / "content", load_config(root / "voices.yaml"), root / "out", engine="edge")
    assert not report.failed, report.failed
    return root / "out"


def _cues(out: Path, lang: str, slug: str) -> list[str]:
    return [text for _, _, text in read_timed_cues(out / lang / f"{slug}.vtt")]


def _one(cues: list[str], words: str) -> int:
    found = [n for n, text in enumerate(cues) if words in text]
    assert len(found) == 1, (words, found)
    return found[0]


@pytest.mark.parametrize(("slug", "source", "heard", "target", "counterpart"), SWITCHES)
def test_the_switch_lands_on_the_sentence_that_says_the_same(
    built: Path, slug: str, source: str, heard: str, target: str, counterpart: str
) -> None:
    mine, theirs = _cues(built, source, slug), _cues(built, target, slug)
    doc = json.loads((built / source / f"{slug}.episode.json").read_text(encoding="utf-8"))
    landed = land(doc["align"], source, target, _one(mine, heard), len(mine), len(theirs))
    assert landed >= 0 and any(words in theirs[landed] for words in counterpart.split("|")), (
        theirs[landed],
        counterpart,
    )
