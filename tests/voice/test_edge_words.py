"""Word timings (issue 42, the service side): asked of Edge with edge-tts's public API (its one boundary kind,
WordBoundary), the sentences made from them, kept through merged requests and the chunk cache, and written
beside the transcript (<slug>.words.json) for the page, never into the VTT/SRT cues; sentence timings stay the
fallback (a service that sends sentences only, the offline voices)."""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from edge_standin import TICKS_PER_SECOND, EdgeStandIn, render
from narrate.audio.alignment import ShownWord, compact, shown_words
from narrate.audio.model import Boundary
from narrate.audio.transcript import Cue, merge_orphans, render_vtt, render_words_json, with_words
from narrate.cli import app
from narrate.config import Voice
from narrate.voice.cache import ChunkCache
from narrate.voice.engines.base import SpeechRequest
from narrate.voice.engines.edge import EdgeEngine
from narrate.voice.lookups import read_index, write_index
from narrate.voice.merge import JOINER, request_texts, split
from narrate.voice.words import sentences

runner = CliRunner()
VOICE = "zh-TW-HsiaoChenNeural"
TEXTS = [
    "第一段談到驅動程式的錯誤訊息。這是第二句，說明處理的方式！",
    "短句。",
    "The driver writes a code to the kernel log. Nobody reads it.",
    "一個標題",
]


def _seconds(boundaries) -> list[Boundary]:
    return [Boundary(b.offset / TICKS_PER_SECOND, b.duration / TICKS_PER_SECOND, b.text) for b in boundaries]


def test_the_sentences_made_from_words_are_the_ones_the_service_times() -> None:
    """The stand-in renders both kinds from one take: sentences made from its words match its own sentences."""
    text = JOINER.join(request_texts(TEXTS))
    take = render(text, VOICE)
    made = sentences(_seconds(take.words), text)
    theirs = _seconds(take.sentences)
    assert [s.text for s in made] == [s.text for s in theirs]
    for ours, service in zip(made, theirs):
        assert ours.offset == pytest.approx(service.offset, abs=1e-6)
        assert ours.offset + ours.duration <= service.offset + service.duration + 1e-6  # to the last word's end


def test_what_is_left_unsaid_is_judged_only_where_the_words_are_the_text_s() -> None:
    from narrate.voice.words import unsaid

    text = "第一段談到錯誤訊息，共有二零二四筆。"
    words = [Boundary(0.1 * n, 0.1, w) for n, w in enumerate(["第一", "段談", "到錯", "誤訊", "息"])]
    assert unsaid(words, text) == 7  # cut off after 息: 共有二零二四筆 unsaid
    assert (
        unsaid([*words, Boundary(0.6, 0.1, "共有"), Boundary(0.7, 0.1, "二〇二四"), Boundary(0.8, 0.1, "筆")], text)
        == 0
    )
    assert unsaid([*words, Boundary(0.6, 0.1, "2024")], text) is None  # its own way at the end: not judged


def test_one_request_asks_for_words_and_gives_them_with_its_sentences(standin: EdgeStandIn) -> None:
    request = SpeechRequest(TEXTS[0], Voice(VOICE), "zh-hant")
    speech = asyncio.run(EdgeEngine().synthesize(request))
    take = render(TEXTS[0], VOICE)
    assert [w.text for w in speech.words] == [w.text for w in take.words]
    assert [w.offset for w in speech.words] == [w.offset / TICKS_PER_SECOND for w in take.words]
    assert [s.text for s in speech.boundaries] == ["第一段談到驅動程式的錯誤訊息。", "這是第二句，說明處理的方式！"]


def test_a_service_that_sends_sentences_only_still_times_the_sentences(standin: EdgeStandIn) -> None:
    standin.word_boundaries = False  # it answers a word request with sentences (as fake_edge.py does)
    speech = asyncio.run(EdgeEngine().synthesize(SpeechRequest(TEXTS[0], Voice(VOICE), "zh-hant")))
    assert speech.words == () and [s.text for s in speech.boundaries] == [
        "第一段談到驅動程式的錯誤訊息。",
        "這是第二句，說明處理的方式！",
    ]


def test_each_piece_of_a_merged_answer_has_its_chunk_s_words_timed_as_if_asked_alone() -> None:
    texts = request_texts(TEXTS)
    answer = render(JOINER.join(texts), VOICE)
    words = _seconds(answer.words)
    pieces = split(answer.mp3, sentences(words, JOINER.join(texts)), texts, words)
    for text, piece in zip(texts, pieces):
        alone = render(text, VOICE)
        assert [w.text for w in piece.words] == [w.text for w in alone.words]
        for ours, single in zip(piece.words, _seconds(alone.words)):
            assert ours.offset == pytest.approx(single.offset, abs=0.03)  # a frame: where the cut fell


def test_words_are_kept_in_the_cache_and_its_index(tmp_path: Path) -> None:
    from narrate.voice.engines.base import Speech

    take = render(TEXTS[0], VOICE)
    speech = Speech(take.mp3, tuple(_seconds(take.sentences)), words=tuple(_seconds(take.words)))
    cache = ChunkCache(tmp_path)
    cache.put("ab" + "0" * 62, speech, text=TEXTS[0], engine="edge", voice_id=VOICE, momentary=(-20.0,), peak=-3.0)
    entry = cache.lookup("ab" + "0" * 62, TEXTS[0])
    assert entry is not None and entry.words == speech.words and entry.boundaries == speech.boundaries
    full = cache.get("ab" + "0" * 62, TEXTS[0])
    assert full is not None and full.speech.words == speech.words
    wanted = {"ab" + "0" * 62: TEXTS[0]}
    write_index(cache, "edge\0zh-hant\0post", wanted, {})
    indexed = read_index(cache, "edge\0zh-hant\0post", wanted)
    assert indexed["ab" + "0" * 62].words == speech.words


def test_a_respelled_word_times_the_article_s_word() -> None:
    said = "用 kube control drain 把節點清空"
    shown = "用kubectl drain把節點清空"
    words = [Boundary(0.1 * n, 0.1, w) for n, w in enumerate(["用", "kube", "control", "drain", "把", "節點", "清空"])]
    found = shown_words(words, said, shown)
    text = compact(shown)
    assert [text[w.start : w.end] for w in found] == ["用", "kube", "ctl", "drain", "把", "節點", "清空"]
    rewritten = shown_words(words, "用 kube control", "用 kubectl")
    assert [(compact("用 kubectl")[w.start : w.end], w.at) for w in rewritten][0] == ("用", 0.0)
    assert all(a.end <= b.start for a, b in zip(found, found[1:]))


def test_cues_take_their_words_and_their_times_from_them() -> None:
    shown = "第一句很長很長，後面還有很多字。第二句。"
    cues = [Cue(10.0, 11.0, "第一句很長很長，"), Cue(11.0, 12.0, "後面還有很多字。"), Cue(12.0, 13.0, "第二句。")]
    words = [ShownWord(n, n + 2, 0.2 * n, 0.2 * n + 0.3) for n in range(0, 18, 2) if shown[n : n + 2].isalnum()]
    timed = with_words(cues, words, shown, 10.0, 100.0)
    assert [len(c.words) for c in timed] == [3, 3, 1]  # pairs with a mark in them are no words here
    assert timed[1].words[0].start == 0 and timed[1].start == timed[1].words[0].at == 10.0 + 0.2 * 8
    assert timed[0].end == timed[1].start  # back to back, as sentence cues are
    joined = merge_orphans(
        [timed[1], Cue(timed[1].end, timed[1].end + 0.2, "嗯。", words=(ShownWord(0, 1, 13, 13.1),))]
    )
    assert joined[0].words[-1].start == len(compact("後面還有很多字。"))  # shifted past the first cue's text


def _words_of(out: Path, slug: str = "post") -> tuple[list[dict[str, Any]], list[list[list[int]]]]:
    vtt = (out / "zh-hant" / f"{slug}.vtt").read_text(encoding="utf-8")
    cues = []
    for block in vtt.split("\n\n")[1:]:
        lines = block.strip().splitlines()
        if len(lines) >= 3:
            start = lines[1].split(" --> ")[0]
            h, m, s = start.split(":")
            cues.append({"start": int(h) * 3600 + int(m) * 60 + float(s), "text": "".join("".join(lines[2:]).split())})
    data = json.loads((out / "zh-hant" / f"{slug}.words.json").read_text(encoding="utf-8"))
    assert data["version"] == 1
    return cues, data["cues"]


ARTICLE = """---
title: 字詞時間
lang: zh-hant
---

第一段，談 GPU 的錯誤。這是第二句，用 kubectl drain 把節點清空，再看日誌裡的訊息。

第二段：記憶體的 ECC 計數在 2024 年增加了 30%。

最後一段。This is an English sentence, with words.
"""


def test_a_built_episode_has_its_words_beside_its_plain_cues(standin: EdgeStandIn, tmp_path: Path) -> None:
    path = tmp_path / "post.md"
    path.write_text(ARTICLE, encoding="utf-8")
    out = tmp_path / "out"
    result = runner.invoke(app, [str(path), "--out", str(out), "--engine", "edge"])
    assert result.exit_code == 0, result.output
    cues, words = _words_of(out)
    assert len(words) == len(cues) and all(words)  # one list per VTT cue; every cue of Edge speech has words
    for cue, row in zip(cues, words):
        ends = 0
        for start, end, at, length in row:
            assert ends <= start < end <= len(cue["text"]) and at >= 0 and length >= 0
            ends = end
        assert cue["text"][row[0][0] : row[0][1]].isalnum()  # a word, not a mark
    shown = [cue["text"][a:b] for cue, row in zip(cues, words) for a, b, _, _ in row]
    assert "kube" in shown and "GPU" in shown and "English" in shown and "記憶" in shown
    vtt = (out / "zh-hant" / "post.vtt").read_text(encoding="utf-8")
    assert not re.search(r"<\d\d:\d\d", vtt)  # no karaoke timestamps in the cues
    again = runner.invoke(app, [str(path), "--out", str(out), "--engine", "edge", "--force"])  # from the cache
    assert again.exit_code == 0 and _words_of(out)[1] == words


def test_offline_voices_keep_sentence_timings_and_an_empty_list_per_cue(tmp_path: Path) -> None:
    path = tmp_path / "post.md"
    path.write_text(ARTICLE, encoding="utf-8")
    out = tmp_path / "out"
    result = runner.invoke(app, [str(path), "--out", str(out), "--engine", "espeak"])
    assert result.exit_code == 0, result.output
    cues, words = _words_of(out)
    assert len(words) == len(cues) and not any(words)


def test_the_words_file_lists_the_cues_the_vtt_lists() -> None:
    cues = [Cue(0.0, 1.0, "一。", words=(ShownWord(0, 1, 0.1, 0.2),)), Cue(1.0, 2.0, "   "), Cue(2.0, 3.0, "二。")]
    assert render_vtt(cues).count(" --> ") == len(json.loads(render_words_json(cues))["cues"]) == 2
    assert json.loads(render_words_json(cues))["cues"][0] == [[0, 1, 100, 100]]
