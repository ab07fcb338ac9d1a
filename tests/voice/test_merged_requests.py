"""Merged requests, cut back per chunk: where the cuts fall, what each piece sounds like on its own,
and when an answer cannot be cut — judged against answers asked for one chunk at a time, and by ffmpeg."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from edge_standin import TICKS_PER_SECOND, char_ms, render
from narrate.audio.loudness import ffmpeg_exe
from narrate.audio.model import Boundary
from narrate.audio.mp3 import audio_frames, detached, main_data_begin
from narrate.voice.merge import (
    JOINER,
    MAX_REQUEST_BYTES,
    Incomplete,
    Unsplittable,
    plan_groups,
    request_bytes,
    request_texts,
    said_length,
    split,
    stop_for,
    unstopped,
)

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent / "benchmarks"))
from longform import article

VOICE = "zh-TW-HsiaoChenNeural"
FRAME = 0.024
_, BODY = article(8)
# Paragraphs of several sentences, short ones, an English one, and a heading (no full stop) last.
TEXTS = [
    BODY[0],
    "短句。",
    BODY[1],
    "The driver writes a code to the kernel log. Nobody reads it.",
    BODY[2],
    "第三段也很短！",
    "一個具體的例子",
]


def sentences(rendition) -> list[Boundary]:
    return [Boundary(b.offset / TICKS_PER_SECOND, b.duration / TICKS_PER_SECOND, b.text) for b in rendition.sentences]


def decode(audio: bytes) -> np.ndarray:
    done = subprocess.run(
        [ffmpeg_exe(), "-v", "error", "-f", "mp3", "-i", "pipe:0", "-f", "s16le", "-"],
        input=audio,
        capture_output=True,
        check=True,
    )
    assert done.stderr == b"", done.stderr
    return np.frombuffer(done.stdout, dtype="<i2").astype(np.int32)


@pytest.fixture(scope="module")
def merged():
    answer = render(JOINER.join(TEXTS), VOICE)
    return answer, split(answer.mp3, sentences(answer), TEXTS)


def test_the_standin_uses_the_bit_reservoir_as_edge_does() -> None:
    """Otherwise the cuts below would prove nothing: frames must borrow from earlier frames."""
    frames = audio_frames(render(BODY[0], VOICE).mp3)
    borrowing = [main_data_begin(f) for f in frames]
    assert borrowing[0] == 0 and sum(1 for b in borrowing if b) > len(frames) * 0.8


def test_pieces_are_as_long_as_answers_asked_for_one_by_one(merged) -> None:
    _, pieces = merged
    assert len(pieces) == len(TEXTS)
    for text, piece in zip(TEXTS, pieces):
        alone = render(text, VOICE)
        assert abs(len(audio_frames(piece.audio)) - len(audio_frames(alone.mp3))) <= 1, text[:20]
        # The same sentences, at the same moments (within a frame) as in the answer of its own.
        assert [b.text for b in piece.boundaries] == [b.text for b in sentences(alone)]
        for got, want in zip(piece.boundaries, sentences(alone)):
            assert abs(got.offset - want.offset) <= FRAME and got.duration == pytest.approx(want.duration)


def test_every_piece_decodes_on_its_own_exactly_as_in_the_answer(merged) -> None:
    answer, pieces = merged
    whole = decode(answer.mp3)
    answer_frames = audio_frames(answer.mp3)
    emptied = 0
    for piece in pieces:
        frames = audio_frames(piece.audio)
        # No frame of a piece borrows bytes from before it (nothing left for detached() to empty).
        assert detached(frames)[1] == 0
        emptied += piece.emptied
        own = len(frames) - piece.lead - piece.tail
        assert (
            frames[piece.lead + piece.emptied : piece.lead + own]
            == answer_frames[piece.cut + piece.emptied : piece.cut + own]
        )
        samples = decode(piece.audio)
        # A frame after the emptied ones, a piece decodes as the answer does there (within -72 dBFS).
        skip = piece.emptied + 1
        start = (piece.lead + skip) * 576
        count = own - skip - 1  # its own frames, less those and the last
        ours = samples[start : start + count * 576]
        theirs = whole[(piece.cut + skip) * 576 : (piece.cut + skip + count) * 576]
        assert count > 0 and np.abs(ours - theirs).max() <= 8
        # ... and before that, the silence between sentences stays quiet.
        assert np.abs(samples[:start]).max() < 200
    assert emptied > 0  # some cut did land on a frame that borrowed from the piece before


def test_an_answer_without_boundaries_cannot_be_cut() -> None:
    answer = render(JOINER.join(TEXTS[:3]), VOICE)
    with pytest.raises(Unsplittable):
        split(answer.mp3, [], TEXTS[:3])


def test_a_sentence_across_two_chunks_cannot_be_cut() -> None:
    texts = ["一個具體的例子", "這是下一段。"]  # a heading, then a paragraph: read as one sentence
    answer = render(JOINER.join(texts), VOICE)
    with pytest.raises(Unsplittable, match="spans two chunks"):
        split(answer.mp3, sentences(answer), texts)


def test_a_sentence_that_starts_with_the_last_chunks_closing_mark_still_cuts() -> None:
    """The stand-in (like a naive sentence splitter) ends a sentence at the "." and starts the next with the
    ")" after it: that silent mark does not tie a skip cue to the paragraph after it."""
    texts = ["(A table is skipped here.)", "Rule of thumb: look at the first one."]
    answer = render(JOINER.join(texts), VOICE)
    assert sentences(answer)[1].text.startswith(")")
    pieces = split(answer.mp3, sentences(answer), texts)
    assert [p.boundaries[0].text.strip(")\n ") for p in pieces] == [
        "(A table is skipped here.",
        "Rule of thumb: look at the first one.",
    ]


def test_boundaries_that_do_not_match_the_text_cannot_be_cut() -> None:
    answer = render(JOINER.join(TEXTS[:2]), VOICE)
    wrong = [Boundary(b.offset, b.duration, "完全不同的話。") for b in sentences(answer)]
    with pytest.raises(Unsplittable):
        split(answer.mp3, wrong, TEXTS[:2])


def test_a_truncated_answer_is_caught_per_piece() -> None:
    answer = render(JOINER.join(TEXTS[:3]), VOICE)
    bounds = sentences(answer)
    # The stand-in's truncation: audio stops early, and so does the metadata.
    frames = audio_frames(answer.mp3)
    cut_audio = b"".join(frames[: len(frames) * 2 // 3])
    kept = [b for b in bounds if (b.offset * 24000 + 1105) / 576 < len(frames) * 2 // 3]
    with pytest.raises(Incomplete):
        split(cut_audio, kept, TEXTS[:3])
    # Metadata complete but the audio cut short (the last piece would be missing its end).
    with pytest.raises(Incomplete):
        split(cut_audio, bounds, TEXTS[:3])


def test_requests_end_after_a_chunk_that_ends_no_sentence() -> None:
    texts = ["第一段。", "第二段！", "標題", "第三段。", "第四段？", "清單項目", "最後一段。"]
    groups = plan_groups(texts, 1000)
    assert groups == [[0, 1, 2], [3, 4, 5], [6]]


def test_a_heading_joins_the_request_before_it_rather_than_going_alone() -> None:
    """A full request still takes the heading that follows it (a request of its own would pay the
    service's whole latency for a few words); the next request starts after the heading."""
    paragraph = "這是一段長度固定的段落內容" * 7 + "。"  # 92 characters: each request is full after one
    texts = [paragraph, paragraph, "一個具體的例子", paragraph, "常見的誤判", paragraph]
    assert plan_groups(texts, len(paragraph)) == [[0], [1, 2], [3, 4], [5]]


def test_balanced_requests_finish_together_and_keep_the_rules() -> None:
    """Cuts are moved so the connections end together: one long run and a few short ones over three
    connections, where equal requests of one size would leave one connection running on alone."""
    from narrate.voice.merge import AFTER_ANSWER_SHARE, REQUEST_OVERHEAD, balance, can_continue, finish, said_length

    paragraph = "這是一段長度固定的段落內容" * 7 + "。"
    runs = [[paragraph] * 9 + ["小節標題"], [paragraph, "另一個標題"], ["短句。", paragraph, paragraph]]
    plans = [plan_groups(run, 1000) for run in runs]
    balanced = balance(runs, plans, 3)

    def sizes(plan):
        return [sum(said_length(runs[r][n]) for n in group) for r, groups in enumerate(plan) for group in groups]

    total = sum(said_length(text) for run in runs for text in run)
    assert finish(sizes(plans), 3) > finish(sizes(balanced), 3)
    # Within one paragraph (and a request's overhead or two, and the handling of the longest answer)
    # of a perfect split over the three.
    assert finish(sizes(balanced), 3) <= (
        total / 3 + said_length(paragraph) + 2 * REQUEST_OVERHEAD + AFTER_ANSWER_SHARE * max(sizes(balanced))
    )
    for run, groups in zip(runs, balanced):
        assert [n for group in groups for n in group] == list(range(len(run)))  # every chunk once, in order
        assert all(can_continue(run[n]) for group in groups for n in group[:-1])  # a heading ends its request
        assert all(request_bytes([run[n] for n in group]) <= MAX_REQUEST_BYTES for group in groups)
    assert balance(runs, plans, 3) == balanced  # the same chunks, the same requests


def test_said_length_counts_how_long_text_is_said() -> None:
    """A Han character is said as long as three Latin letters, a clause mark is a short pause and a
    full stop a longer one: the service's time follows the speech, not the characters."""
    assert said_length("word") == 4
    assert said_length("中文字") == 9 == said_length("abcdefghi")
    assert said_length("好，") == said_length("好") + 3 and said_length("好。") == said_length("好") + 5
    assert said_length("a. b") == said_length("a, b") + 2 and said_length("3.5") == 3  # a decimal point is no stop


def test_requests_are_balanced_by_how_long_they_take_to_say() -> None:
    """A run of long English paragraphs then short Chinese ones that take as long to say: over two
    connections the requests end within a paragraph of an even split of the speech, where split by
    characters the English would take far longer to say than the Chinese."""
    from narrate.voice.merge import REQUEST_OVERHEAD, balance, finish

    english = "The quick brown fox jumps over the lazy dog and runs on " * 5 + "to the end."
    chinese = "這是一段中文的句子" * 10 + "。"
    run = [english] * 8 + [chinese] * 8
    assert abs(said_length(english) - said_length(chinese)) < 0.1 * said_length(english) < len(english) - len(chinese)
    groups = balance([run], [plan_groups(run, 10_000)], 2, after=0)[0]
    said = [sum(said_length(run[n]) for n in group) for group in groups]
    even = sum(said_length(text) for text in run) / 2
    assert finish(said, 2, after=0) <= even + said_length(english) + REQUEST_OVERHEAD, groups
    # By characters: the cut near the middle of the text leaves most of the speech on one side.
    middle = next(n for n in range(len(run)) if sum(map(len, run[: n + 1])) >= sum(map(len, run)) / 2)
    by_chars = [sum(map(said_length, run[: middle + 1])), sum(map(said_length, run[middle + 1 :]))]
    assert finish(by_chars, 2, after=0) > even + said_length(english) + REQUEST_OVERHEAD


def test_the_request_ends_the_balancer_scores_follow_every_move() -> None:
    """balance scores thousands of moves by walking the requests' ends, kept in order as each cut
    is flipped (not found again among all the chunks each time): after any sequence of moves they are
    exactly the chunks whose cut is set, and the score is the one the cuts give from scratch."""
    import random

    from narrate.voice.merge import _Costs, _Cuts

    rng = random.Random(7)
    texts = [("段落內容" * rng.randint(1, 40)) + "。" for _ in range(60)]
    plans = [plan_groups(texts, 500)]
    cuts = _Cuts.of([texts], plans, _Costs(8, 60, 300, 0.1))
    for _ in range(500):
        n = rng.randrange(len(texts) - 1)
        move = rng.choice(cuts.moves(n))
        cuts.flip(move)
        assert cuts.ends == [k for k, ends in enumerate(cuts.cut) if ends]
        assert (
            cuts.score() == _Cuts(cuts.chars, cuts.said, cuts.escaped, cuts.forced, list(cuts.cut), cuts.costs).score()
        )


def _every_move_scored(cuts: object, budget: int) -> None:
    """The balancer's search as it reads: every move tried is scored over the whole plan."""
    best = cuts.score()  # type: ignore[attr-defined]
    tries, improved = 0, best is not None
    while improved and tries < budget:
        improved = False
        for n in range(len(cuts.cut) - 1):  # type: ignore[attr-defined]
            if cuts.forced[n] or tries >= budget:  # type: ignore[attr-defined]
                continue
            for move in cuts.moves(n):  # type: ignore[attr-defined]
                cuts.flip(move)  # type: ignore[attr-defined]
                tries += 1
                found = cuts.score()  # type: ignore[attr-defined]
                if found is not None and found < best:
                    best, improved = found, True
                    break
                cuts.flip(move)  # type: ignore[attr-defined]


@pytest.mark.parametrize("seed", range(6))
def test_the_balancer_takes_the_moves_a_full_score_of_every_move_would(seed: int) -> None:
    """balance scores the whole plan only for a move that leaves the requests around it no worse off
    (two moves in three on a long article are not): the plans are the ones scoring every move gives,
    whatever the texts, byte limits, least sizes, connections and budget."""
    import random

    from narrate.voice.merge import _Costs, _Cuts

    rng = random.Random(seed)
    pieces = [
        "短句。",
        "這是一個比較長的句子，用來測試。" * rng.randint(1, 30),
        "An English sentence. " * 20,
        "no stop here",
        "中文和 English 混合 & <標記> 的段落。" * rng.randint(1, 40),
        "標題",
    ]
    for _ in range(40):
        runs = [
            [rng.choice(pieces) * rng.randint(1, 3) for _ in range(rng.randint(1, 40))]
            for _ in range(rng.randint(1, 3))
        ]
        plans = [plan_groups(run, rng.choice([200, 800, 1500, 4000])) for run in runs]
        costs = _Costs(rng.choice([1, 2, 8]), 60, rng.choice([0, 300]), rng.choice([0.0, 0.02, 0.1]))
        budget = rng.choice([5, 50, 4000])
        fast, reference = _Cuts.of(runs, plans, costs), _Cuts.of(runs, plans, costs)
        fast.improve(budget)
        _every_move_scored(reference, budget)
        assert fast.cut == reference.cut


def test_an_answer_is_handled_after_its_last_byte_so_short_requests_end_last() -> None:
    """An answer is cut, measured and stored after its last byte, while its connection serves the next
    request: finish() counts that handling, so of two plans whose connections end together the one whose
    last answers are short is done sooner, and balance() plans the requests to end that way."""
    import heapq

    from narrate.voice.merge import REQUEST_OVERHEAD, balance, finish, said_length

    assert finish([600, 600, 400, 400], 2, overhead=0, after=0) == finish([500] * 4, 2, overhead=0, after=0)
    assert finish([600, 600, 400, 400], 2, overhead=0, after=0.1) < finish([500] * 4, 2, overhead=0, after=0.1)
    assert finish([900, 100], 1, overhead=0, after=0.1) == 1010  # only the last answer's handling is left

    _, body = article(60)
    run = [text + stop_for(text) for text in body]
    plans = [plan_groups(run, sum(map(len, run)) // 8)]

    def last_to_end(after: float) -> tuple[int, list[int]]:
        """The size of the request answered last (sent longest first over 8), and every size."""
        groups = balance([run], plans, 8, after=after)[0]
        sizes = [sum(said_length(run[n]) for n in group) for group in groups]
        free = [0] * 8
        ends = []
        for size in sorted(sizes, reverse=True):
            ends.append((free[0] + size + REQUEST_OVERHEAD, size))
            heapq.heapreplace(free, ends[-1][0])
        return max(ends)[1], sizes

    equal_last, _ = last_to_end(0)
    staggered_last, sizes = last_to_end(0.1)
    assert staggered_last == min(sizes) <= equal_last


def test_requests_are_about_equal_and_under_the_byte_limit() -> None:
    texts = [BODY[n % len(BODY)] for n in range(40)]
    groups = plan_groups(texts, 600)
    sizes = [sum(len(texts[i]) for i in g) for g in groups]
    assert sorted(i for g in groups for i in g) == list(range(40))  # every chunk once, in order
    assert all(g == list(range(g[0], g[-1] + 1)) for g in groups)
    assert max(sizes) <= 600 + max(len(t) for t in texts) / 2
    assert all(request_bytes([texts[i] for i in g]) <= MAX_REQUEST_BYTES for g in groups)
    long_texts = ["字" * 900 + "。"] * 4
    assert all(len(g) == 1 for g in plan_groups(long_texts, 5000))  # 2,703 bytes each: one per request


# ----------------------------------------------------------------- through the synthesizer and the stand-in

MERGE_ARTICLE = (
    "---\ntitle: 合併請求\nlang: zh-hant\n---\n\n"
    + "\n\n".join(BODY[:6])
    + "\n\n## 小節\n\n"
    + "\n\n".join(["短句。", BODY[6], "最後一段。"])
    + "\n"
)


def _synthesize(path: Path, cache_dir: Path, **options: object):
    import asyncio

    from narrate.config import load_config
    from narrate.text.article import read_article
    from narrate.text.script import build_script
    from narrate.voice.cache import ChunkCache
    from narrate.voice.engines.edge import EdgeEngine
    from narrate.voice.synthesize import RetryPolicy, Synthesizer

    script = build_script(read_article(path), load_config())
    synthesizer = Synthesizer(EdgeEngine(), ChunkCache(cache_dir), policy=RetryPolicy(base_delay=0.01), **options)  # type: ignore[arg-type]
    return script, synthesizer, asyncio.run(synthesizer.synthesize(script))


def test_merged_requests_give_chunks_as_long_as_one_request_each(standin, tmp_path: Path) -> None:
    path = tmp_path / "post.md"
    path.write_text(MERGE_ARTICLE, encoding="utf-8")
    script, merged, together = _synthesize(path, tmp_path / "merged")
    merged_requests = len(standin.requests)
    standin.reset_counters()
    _, single, alone = _synthesize(path, tmp_path / "single", merge=False)
    assert len(standin.requests) == len(script.chunks)
    assert merged_requests < len(script.chunks) and merged.stats.merged > 0 and merged.stats.unsplit == 0
    for a, b, chunk in zip(together.chunks, alone.chunks, script.chunks):
        # A chunk that ends no sentence (the title, the heading) was sent with a full stop, and is as long
        # as it alone plus that stop's sound.
        stop = round(char_ms(stop_for(chunk.text)) / 24) if stop_for(chunk.text) else 0
        assert abs(a.frames - b.frames - stop) <= 1, chunk.text[:20]
        assert [x.text for x in a.boundaries] == [x.text for x in b.boundaries]
        decode(a.path.read_bytes())  # ffmpeg decodes every cached piece without an error


def test_an_edit_resends_only_its_chunk_and_dirty_neighbours_go_together(standin, tmp_path: Path) -> None:
    path = tmp_path / "post.md"
    path.write_text(MERGE_ARTICLE, encoding="utf-8")
    _synthesize(path, tmp_path / "cache")
    standin.reset_counters()
    path.write_text(MERGE_ARTICLE.replace(BODY[2], BODY[2] + "這一句是後來補上的。"), encoding="utf-8")
    _synthesize(path, tmp_path / "cache")
    assert [r["text"] for r in standin.requests] == [BODY[2] + "這一句是後來補上的。"]  # alone
    standin.reset_counters()
    path.write_text(
        MERGE_ARTICLE.replace(BODY[3], "改寫的第四段。").replace(BODY[4], "改寫的第五段。"), encoding="utf-8"
    )
    _synthesize(path, tmp_path / "cache")
    assert [r["text"] for r in standin.requests] == [JOINER.join(["改寫的第四段。", "改寫的第五段。"])]


def test_a_heading_goes_with_the_paragraph_under_it_said_as_a_sentence_of_its_own(standin, tmp_path: Path) -> None:
    """The title and a heading end no sentence: in a request with a chunk after them they are sent with a
    full stop (the service then reports them as sentences of their own), so they share the request of
    the paragraph under them; their pieces' sentences are the article's words again, without the stop."""
    path = tmp_path / "post.md"
    path.write_text(MERGE_ARTICLE, encoding="utf-8")
    script, synthesizer, result = _synthesize(path, tmp_path / "cache", target_chars=5000)
    texts = [r["text"] for r in standin.requests]
    # Two requests (the article is over one request's byte limit), and no chunk alone.
    assert len(texts) == 2 and all(JOINER in t for t in texts)
    assert any(t.startswith("合併請求。" + JOINER) for t in texts) and any(
        "小節。" + JOINER + "短句。" in t for t in texts
    )
    assert synthesizer.stats.unsplit == 0
    for chunk, audio in zip(script.chunks, result.chunks):
        assert "".join(b.text for b in audio.boundaries).replace(" ", "") == chunk.text.replace(" ", "")


def test_what_a_merged_request_says() -> None:
    assert request_texts(["標題", "段落。", "A heading", "The end."]) == ["標題。", "段落。", "A heading.", "The end."]
    assert request_texts(["段落。", "結尾的標題"]) == ["段落。", "結尾的標題"]  # the last one is followed by nothing
    assert stop_for("他說：「好。」") == "" and stop_for("如下：") == "。"
    said = (Boundary(0.1, 1.0, "第一句。"), Boundary(1.2, 0.8, "標題。"))
    assert unstopped(said, "。")[-1].text == "標題" and unstopped(said, "")[-1].text == "標題。"


def test_a_merged_answer_that_keeps_stopping_short_goes_one_chunk_a_request(standin, tmp_path: Path) -> None:
    """An answer whose words stop short of its text is asked for again whole (a quiet drop, which the client
    does not report, looks the same; the pieces of one whole answer are then the clean run's); one that is
    cut short every time goes one chunk a request once its tries are used up."""
    path = tmp_path / "post.md"
    path.write_text(MERGE_ARTICLE, encoding="utf-8")
    standin.fail_next("truncate", count=99, match="合併請求。" + JOINER)
    script, synthesizer, result = _synthesize(path, tmp_path / "cache", target_chars=5000)
    texts = [r["text"] for r in standin.requests]
    truncated = [t for t in texts if t.startswith("合併請求。" + JOINER)]
    assert len(truncated) == synthesizer.policy.attempts and len(set(truncated)) == 1  # asked for whole each time
    said = truncated[0].split(JOINER)
    assert sorted(t for t in texts if JOINER not in t) == sorted(
        c.text for c in script.chunks if c.text + stop_for(c.text) in said or c.text in said
    )
    assert synthesizer.stats.merged_failed == 1 and synthesizer.stats.failures["TRUNCATED"] == len(truncated)
    for chunk, audio in zip(script.chunks, result.chunks):
        if chunk.text in texts:  # sent alone: exactly its own answer
            assert audio.path.read_bytes() == render(chunk.text, VOICE).mp3


def test_no_boundaries_in_the_answer_means_one_request_per_chunk(standin, tmp_path: Path) -> None:
    path = tmp_path / "post.md"
    path.write_text(MERGE_ARTICLE, encoding="utf-8")
    standin.sentence_boundaries = standin.word_boundaries = False  # no metadata of either kind
    script, synthesizer, result = _synthesize(path, tmp_path / "cache")
    assert synthesizer.stats.unsplit > 0 and synthesizer.stats.merged == 0
    merged_texts = [r["text"] for r in standin.requests if JOINER in r["text"]]
    singles = [r["text"] for r in standin.requests if JOINER not in r["text"]]
    assert merged_texts and sorted(singles) == sorted(c.text for c in script.chunks)
    # Each chunk is then exactly what a request of its own gives.
    for chunk, audio in zip(script.chunks, result.chunks):
        assert audio.path.read_bytes() == render(chunk.text, VOICE).mp3


def test_the_pieces_of_an_answer_are_measured_in_one_pass_as_each_alone(merged) -> None:
    from narrate.audio.loudness import ABSOLUTE_GATE, chunk_levels, chunk_levels_many

    _, pieces = merged
    audios = [piece.audio for piece in pieces[:4]]
    together = chunk_levels_many(audios)
    for audio, (blocks, peak) in zip(audios, together):
        alone_blocks, alone_peak = chunk_levels(audio)
        assert len(blocks) == len(alone_blocks) and peak == alone_peak
        # The same blocks; only digital silence (below the gate, which loudness ignores) may read differently.
        for got, want in zip(blocks, alone_blocks):
            assert got == want or (got < ABSOLUTE_GATE and want < ABSOLUTE_GATE)


def test_articles_planned_together_share_their_common_chunks(standin, tmp_path: Path) -> None:
    """Two articles with the same paragraphs, synthesized at once by one synthesizer: each common
    chunk is asked for once (whichever request claimed it first), and both articles get it."""
    import asyncio

    from narrate.config import load_config
    from narrate.text.article import read_article
    from narrate.text.script import build_script
    from narrate.voice.cache import ChunkCache
    from narrate.voice.engines.edge import EdgeEngine
    from narrate.voice.synthesize import RetryPolicy, Synthesizer

    scripts = []
    for n, body in enumerate(
        [[BODY[0], BODY[1], "共同的一段。", BODY[2]], [BODY[3], "共同的一段。", BODY[1], BODY[4]]]
    ):
        path = tmp_path / f"post-{n}.md"
        path.write_text(f"---\ntitle: 文章{n}。\nlang: zh-hant\n---\n\n" + "\n\n".join(body) + "\n", encoding="utf-8")
        scripts.append(build_script(read_article(path), load_config()))
    synthesizer = Synthesizer(EdgeEngine(), ChunkCache(tmp_path / "cache"), policy=RetryPolicy(base_delay=0.01))

    async def both():
        return await asyncio.gather(*(synthesizer.synthesize(script) for script in scripts))

    results = asyncio.run(both())
    sent = Counter(text for r in standin.requests for text in r["text"].split(JOINER))
    assert sent and max(sent.values()) == 1
    for script, result in zip(scripts, results):
        assert len(result.chunks) == len(script.chunks)
        for chunk, audio in zip(script.chunks, result.chunks):
            assert sent[chunk.text] == 1 and audio.path.is_file()


# ----------------------------------------------------------------- the order requests go in

SIZES_ARTICLE = (
    "---\ntitle: 請求的順序\nlang: zh-hant\n---\n\n"
    + "\n\n".join(BODY[:2])
    + "\n\n## 小節\n\n"
    + "\n\n".join(BODY[2:6])
    + "\n\n## 第二節\n\n短句。\n"
)


def test_a_run_sends_its_longest_requests_first(standin, tmp_path: Path) -> None:
    """One connection: every request waits its turn, and the turns go longest first from the very first
    (the title, first in the script and shortest, goes last)."""
    path = tmp_path / "post.md"
    path.write_text(SIZES_ARTICLE, encoding="utf-8")
    _synthesize(path, tmp_path / "cache", concurrency=1, target_chars=400)
    lengths = [said_length(r["text"]) for r in standin.requests]  # how long each takes to say
    assert len(set(lengths)) >= 3 and lengths == sorted(lengths, reverse=True)


def test_a_build_sends_the_longest_requests_first_across_articles(standin, tmp_path: Path) -> None:
    """A build's requests queue together: with one connection they go longest first whichever article
    they belong to (the short article, found first, does not go first)."""
    from narrate.config import load_config
    from narrate.flow.build import build_site

    content = tmp_path / "content"
    content.mkdir()
    (tmp_path / "voices.yaml").write_text("concurrency: 1\n", encoding="utf-8")
    (content / "a-short.md").write_text("---\ntitle: 短文\nlang: zh-hant\n---\n\n短短的一段。\n", encoding="utf-8")
    long_markdown, long_body = article(24, seed=5, slug="b-long")  # several requests even on one connection
    (content / "b-long.md").write_text(long_markdown, encoding="utf-8")
    (content / "c-mid.md").write_text("---\ntitle: 中篇\nlang: zh-hant\n---\n\n" + BODY[6] + "\n", encoding="utf-8")
    _, report = build_site(
        content, load_config(tmp_path / "voices.yaml"), tmp_path / "out", engine="edge", fallback=False, feeds=False
    )
    assert len(report.built) == 3 and report.failed == []
    texts = [r["text"] for r in standin.requests]
    lengths = [said_length(t) for t in texts]
    assert lengths == sorted(lengths, reverse=True)
    # One queue for the build: the long article (found second) goes first, the short one (found first)
    # last, each request by its length whichever article it belongs to (the order checked above).
    short = [n for n, t in enumerate(texts) if "短短的一段" in t]
    middle = [n for n, t in enumerate(texts) if BODY[6] in t]
    long_ = [n for n, t in enumerate(texts) if any(p in t for p in long_body)]
    assert short == [len(texts) - 1] and long_[0] == 0 and middle and len(long_) > 2, texts
