"""Pronunciation marks: a term with its reading in voices.yaml's lexicon becomes a respelling the
voice reads one way only, the transcript keeps the author's word; narrate's default table of technical terms;
`narrate check`'s list of the polyphones nothing settles.

Golden cases: tests/fixtures/readings/<lang>.txt (the prose format; each chunk `pause|kind|text|display`,
the display only where it differs), read with tests/fixtures/readings/voices.yaml.
`NARRATE_REGEN=1 pytest tests/text/test_readings.py` rewrites their expected outputs: read every changed line.
"""

from __future__ import annotations

import json
from pathlib import Path

import opencc
import pytest
from pypinyin import Style, lazy_pinyin
from pypinyin.phrases_dict import phrases_dict
from typer.testing import CliRunner

from helpers import round4_benchmark, write
from narrate.cli import app
from narrate.config import load_config
from narrate.config.readings import MarkError, compile_mark, default_readings, readings_of
from narrate.errors import ConfigError
from narrate.text.article import read_article
from narrate.text.polyphones import (
    PHRASE_WORDS,
    apply_readings,
    phrase_words,
    phrase_words_snapshot,
    uncovered_polyphones,
)
from narrate.text.script import Script, build_script
from test_golden_scripts import REGEN, Case, article_source, read_cases

FIXTURES = Path(__file__).parent.parent / "fixtures" / "readings"
CASES = [case for file in sorted(FIXTURES.glob("*.txt")) for case in read_cases(file)]
T2S, S2T = opencc.OpenCC("t2s"), opencc.OpenCC("s2t")


def render(script: Script) -> str:
    return "\n".join(f"{c.pause_ms}|{c.kind}|{c.text}" + (f"|{c.display}" if c.display else "") for c in script.chunks)


def scripted(case: Case, tmp_path: Path) -> Script:
    path = write(tmp_path / "post.md", article_source(case))
    return build_script(read_article(path), load_config(FIXTURES / "voices.yaml"))


@pytest.mark.skipif(not REGEN, reason="set NARRATE_REGEN=1 to rewrite the expected outputs")
def test_regenerate(tmp_path: Path) -> None:
    for file in sorted(FIXTURES.glob("*.txt")):
        out: list[str] = []
        for case in read_cases(file):
            out += [case.title, ".", case.markdown, ".", render(scripted(case, tmp_path)), ".", ""]
        file.write_text("\n".join(out), encoding="utf-8")


@pytest.mark.skipif(REGEN, reason="expected outputs are being regenerated")
@pytest.mark.parametrize("case", CASES, ids=[f"{c.lang}:{c.line}" for c in CASES])
def test_golden(case: Case, tmp_path: Path) -> None:
    script = scripted(case, tmp_path)
    assert render(script) == case.expected, f"{case.file.name}:{case.line}: {case.title}"
    # The transcript is the article's words: no respelling reaches what it shows.
    source = case.markdown
    for chunk in script.chunks:
        if chunk.kind in ("paragraph", "heading", "list_item"):
            assert "".join(chunk.shown.split()) in "".join(source.split()).replace("`", "")


def test_enough_golden_cases() -> None:
    assert {case.lang for case in CASES} == {"zh-hant", "zh-hans", "ja", "ko"}
    assert len(CASES) >= 8


# --- compiling a mark ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("term", "reading", "lang", "syllables"),
    [
        ("行數", "háng shù", "zh-hant", ["háng", "shù"]),
        ("行數", "hang2 shu4", "zh-hant", ["háng", "shù"]),
        ("行数", "hángshù", "zh-hans", ["háng", "shù"]),
        ("重試", "chóng shì", "zh-hant", ["chóng", "shì"]),
        ("重载", "chong2zai4", "zh-hans", ["chóng", "zài"]),
        ("調用", "diào yòng", "zh-hant", ["diào", "yòng"]),
        ("了解", "liǎo jiě", "zh-hant", ["liǎo", "jiě"]),
        ("綠色", "lv4 se4", "zh-hant", ["lǜ", "sè"]),
        ("旅行", "lǚ xíng", "zh-hant", ["lǚ", "xíng"]),
    ],
)
def test_a_pinyin_mark_is_respelled_so_the_dictionary_reads_it_one_way(
    term: str, reading: str, lang: str, syllables: list[str]
) -> None:
    """The check the stand-in cannot make by ear: pypinyin reads the respelling as marked, in context and
    character by character (each changed character has no other reading, or it is the one read alone), and
    the respelling is written in the article's script."""
    said = compile_mark(term, reading, lang)
    assert len(said) == len(term)
    assert lazy_pinyin(T2S.convert(said), style=Style.TONE) == syllables
    for old, new, syllable in zip(term, said, syllables):
        if old != new:
            assert readings_of(new) == (syllable,) or readings_of(new)[0] == syllable
    assert (S2T if lang == "zh-hant" else T2S).convert(said) == said
    # A mark changes what the voice hears wherever the term's characters could be read otherwise.
    if any(len(readings_of(ch)) > 1 for ch in term):
        assert said != term


def test_tone_marks_and_numbers_give_the_same_respelling() -> None:
    assert (
        compile_mark("行數", "háng shù", "zh-hant")
        == compile_mark("行數", "hang2 shu4", "zh-hant")
        == compile_mark("行數", "hang2shu4", "zh-hant")
        == compile_mark("行數", "háng'shù", "zh-hant")
    )


@pytest.mark.parametrize(
    ("term", "reading", "lang", "problem"),
    [
        ("行數", "háng shù jù", "zh-hant", "3 syllables for the 2 characters"),
        ("行數", "háng", "zh-hant", "1 syllable for the 2 characters"),
        ("行數", "xong shù", "zh-hant", "'xong' is not pinyin"),
        ("行數", "hang shu", "zh-hant", "has no tones"),
        ("行數", "hang6 shu4", "zh-hant", "tones are 1 to 4"),
        ("行數", "hǎng2 shù", "zh-hant", "mixes tone marks and numbers"),
        ("行列", "행", "ko", "1 syllables for the 2 characters"),
        ("行列式", "ぎ", "ja", "1 kana for the 3 kanji"),
    ],
)
def test_a_mark_that_cannot_be_right_says_why(term: str, reading: str, lang: str, problem: str) -> None:
    with pytest.raises(MarkError, match=problem):
        compile_mark(term, reading, lang)


def test_what_is_no_reading_stays_a_plain_spoken_form(tmp_path: Path) -> None:
    config = write(
        tmp_path / "voices.yaml",
        "languages:\n  zh-hant:\n    lexicon:\n      蘋果: Apple\n      K8s: Kubernetes\n      重慶: 崇慶\n",
    )
    settings = load_config(config).language("zh-hant")
    assert ("蘋果", "Apple") in settings.lexicon and ("重慶", "崇慶") in settings.lexicon
    assert not {r.term for r in settings.readings} & {"蘋果", "K8s", "重慶"}


@pytest.mark.parametrize(
    ("section", "value", "problem"),
    [
        ("lexicon", "háng shù jù", "3 syllables for the 2 characters of '行數'"),
        ("lexicon", "hang shu", "has no tones"),
        ("pronounce", "xong shù", "'xong' is not pinyin"),
    ],
)
def test_a_bad_mark_in_voices_yaml_names_the_file_key_and_line(
    tmp_path: Path, section: str, value: str, problem: str
) -> None:
    config = write(
        tmp_path / "voices.yaml",
        f"languages:\n  zh-hant:\n    {section}:\n      K8s: Kubernetes\n      行數: {value}\n",
    )
    with pytest.raises(ConfigError) as caught:
        load_config(config)
    error = caught.value
    assert error.path == config and error.key == f"languages.zh-hant.{section}.行數" and error.line == 5
    assert problem in str(error) and str(config) in str(error) and "line 5" in str(error)


def test_a_pinyin_mark_for_a_cantonese_voice_is_refused_and_gets_no_default_table(tmp_path: Path) -> None:
    config = write(
        tmp_path / "voices.yaml",
        "languages:\n  zh-hant:\n    voice: zh-HK-HiuMaanNeural\n    lexicon:\n      行數: háng shù\n",
    )
    with pytest.raises(ConfigError, match="Cantonese"):
        load_config(config)
    write(config, "languages:\n  zh-hant:\n    voice: zh-HK-HiuMaanNeural\n")
    assert load_config(config).language("zh-hant").readings == ()


# --- the default table ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["zh-hant", "zh-hans"])
def test_every_default_reading_is_the_dictionarys_and_respelled_as_compile_mark_does(lang: str) -> None:
    table = default_readings(lang)
    assert 5 <= len(table) <= 30  # small: only what is certain
    for entry in table:
        assert entry.source and ("辭典" in entry.source or "词典" in entry.source) and entry.term in entry.source
        assert compile_mark(entry.term, entry.reading, lang) == entry.said
        # Each syllable is one its character has; the reading agrees with pypinyin's phrase table (made from
        # other dictionaries) wherever that table has the word (all of zh-Hans's, as its sources say).
        assert all(syllable in readings_of(ch) for ch, syllable in zip(entry.term, entry.reading.split()))
        listed = phrases_dict.get(T2S.convert(entry.term))
        assert listed is not None or lang == "zh-hant"
        assert listed is None or [r[0] for r in listed] == entry.reading.split()
        # A polyphone read here otherwise than alone: the reason for the entry.
        assert any(readings_of(ch)[0] != syllable for ch, syllable in zip(entry.term, entry.reading.split()))


def test_the_default_table_is_on_by_default_and_off_with_one_key(tmp_path: Path) -> None:
    assert {r.term for r in load_config().language("zh-hant").readings} >= {"長度", "阻塞"}
    assert load_config().language("en").readings == ()
    config = write(tmp_path / "voices.yaml", "default_readings: false\n")
    assert load_config(config).language("zh-hant").readings == ()
    write(config, "default_readings: nope\n")
    with pytest.raises(ConfigError, match="default_readings"):
        load_config(config)


def test_the_writers_entry_for_a_term_wins_over_the_default_table(tmp_path: Path) -> None:
    config = write(
        tmp_path / "voices.yaml", "languages:\n  zh-hant:\n    lexicon:\n      長度: 常度\n      阻塞: zu3 se4\n"
    )
    readings = {r.term: r for r in load_config(config).language("zh-hant").readings}
    assert "長度" not in readings  # the writer's own respelling applies instead
    assert readings["阻塞"].source == "" and readings["阻塞"].said == compile_mark("阻塞", "zǔ sè", "zh-hant")


# --- where a mark applies ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "term", "applies"),
    [
        ("為了解決問題", "了解", False),  # 為了 + 解決
        ("我們需要了解它", "了解", True),
        ("執行數次之後", "行數", False),  # 執行 + 數次
        ("第五行數據", "行數", False),  # 行 + 數據
        ("程式碼的行數", "行數", True),
        ("長度單位", "長度", True),  # a longer word holding the term
        ("行數", "行數", True),
    ],
)
def test_a_mark_applies_only_where_the_term_is_a_word(text: str, term: str, applies: bool) -> None:
    from narrate.config import Reading

    result = apply_readings(text, [Reading(term, "〇" * len(term), "x")], "zh-hant")
    assert (result != text) is applies


# --- narrate check -------------------------------------------------------------------------------------------


def test_check_lists_the_polyphones_no_reading_settles_and_the_readings_said(tmp_path: Path) -> None:
    article = write(
        tmp_path / "post.md",
        "---\nlang: zh-hant\ntitle: 測試\n---\n"
        "這段程式有三十行，行數很多；每行都重試。字串長度不同。\n\n"
        "```sh\nwc -l\n```\n\n我們進行測試，銀行也在執行。\n",
    )
    result = CliRunner().invoke(app, ["check", str(article), "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)["articles"][0]
    words = {item["word"]: item for item in report["polyphones"]}
    assert {"行數", "重試", "十行"} <= set(words)
    assert "行 xíng/háng" in words["行數"]["readings"]
    # Settled by a dictionary word or a common one, by the default table, or narrate's own skip cue.
    assert not {"銀行", "執行", "進行", "長度", "處略"} & set(words)
    assert [(r["term"], r["count"]) for r in report["readings"]] == [("長度", 1)]
    assert report["readings"][0]["source"].startswith("教育部")
    marked = write(tmp_path / "voices.yaml", "languages:\n  zh-hant:\n    lexicon:\n      行數: háng shù\n")
    result = CliRunner().invoke(app, ["check", str(article), "--json", "--config", str(marked)])
    report = json.loads(result.output)["articles"][0]
    assert "行數" not in {item["word"] for item in report["polyphones"]}
    assert ("行數", "voices.yaml") in {(r["term"], r["source"]) for r in report["readings"]}
    text = CliRunner().invoke(app, ["check", str(article), "--config", str(marked)]).output
    assert "polyphones no reading settles" in text and "重試 ×1" in text


def test_only_chinese_has_polyphones_to_list() -> None:
    assert uncovered_polyphones(["行数"], "ja") == []
    assert uncovered_polyphones(["行数的行数"], "zh-hans")[0][:1] == ("行数",)


def test_the_phrase_words_are_pypinyin_s() -> None:
    # Read from the list narrate ships when it was made from the installed pypinyin, else from pypinyin.
    assert phrase_words() == frozenset(phrases_dict)


def test_the_shipped_phrase_words_are_the_installed_pypinyin_s_or_unused() -> None:
    shipped = PHRASE_WORDS.read_text(encoding="utf-8")
    header = shipped.partition("\n")[0]
    if header != phrase_words_snapshot().partition("\n")[0]:
        pytest.skip(f"{PHRASE_WORDS.name} is for another pypinyin ({header}): run benchmarks/pinyin_phrases.py")
    assert shipped == phrase_words_snapshot()


# --- the listening benchmark's --read-from: is a defect a reader logged still heard? (benchmarks/listening_round4.py)


def test_a_note_s_quotes_are_found_whole_and_in_pieces_an_apostrophe_inside_a_word_opening_none() -> None:
    """The quotes of real notes (s12 held-out davidpallmann Hello, Polly! #71 and #93; s12 held-out masaki39
    採用したコミュニティプラグイン #34; a 「」 quote): pieces split at an ellipsis, the list number taken off, a sign
    alone ('→') no quote."""
    pieces = round4_benchmark().quoted_pieces
    assert pieces(
        "steps '3. Launch Visual Studio and open the hello-polly project.', '4. …right-click the hello-polly "
        "project…install the AWSSDK.Polly package.' are swallowed by the code cue: never heard"
    ) == [
        ["launchvisualstudioandopenthehellopollyproject"],
        ["rightclickthehellopollyproject", "installtheawssdkpollypackage"],
    ]
    assert pieces("'Congratulations, you've performed Text-to-Speech…!' are swallowed by a code cue") == [
        ["congratulationsyouveperformedtexttospeech"]
    ]
    assert pieces("'公式サイトより' (a credit line) said alone") == [["公式サイトより"]]
    assert pieces("「結論」と「まとめ」は言われない; '→' dropped") == [["結論"], ["まとめ"]]


def _still(cls: str, note: str, then: list[tuple[str, str]], chunk: int, now: list[tuple[str, str]], at: int) -> bool:
    return bool(round4_benchmark().still_heard(cls, note, dict(enumerate(then)), chunk, now, at, mapped=True))


HELLO_POLLY_71 = (
    "steps '3. Launch Visual Studio and open the hello-polly project.', '4. …right-click the hello-polly project…"
    "install the AWSSDK.Polly package.' are swallowed by the code cue: never heard"
)


def test_a_hole_is_mended_when_the_words_its_note_quotes_as_missing_are_now_said() -> None:
    """s12 held-out davidpallmann Hello, Polly! #71: the steps a code cue swallowed are said on main as new chunks
    after the unchanged cue — the chunk rule before session 13 counted the hole as still heard (187 of 265)."""
    en = "en-US-AriaNeural"
    then = [(en, "2. Create a console project."), (en, "Code sample skipped."), (en, "Step 4: Run the program.")]
    now = [
        then[0],
        then[1],
        (en, "3. Launch Visual Studio and open the hello-polly project."),
        (en, "4. In Solution Explorer, right-click the hello-polly project and install the AWSSDK.Polly package."),
        then[2],
    ]
    assert not _still("hole", HELLO_POLLY_71, then, 1, now, 1)
    assert _still("hole", HELLO_POLLY_71, then, 1, then, 1)  # not said yet: still heard
    assert round4_benchmark()._unchanged  # the old count stays beside the new one as defects_unchanged


def test_a_hole_whose_note_quotes_only_what_was_said_waits_for_its_chunk_or_its_seams_to_change() -> None:
    """s12 held-out masaki39 採用したコミュニティプラグイン #34: '公式サイトより' was said; the picture it introduces
    was missing. Nothing quoted is missing, so the hole is still heard while the chunk and the chunks beside it are
    the ones read; a cue added after it is a change at its seam."""
    ja = "ja-JP-NanamiNeural"
    note = "'公式サイトより' (a credit line introducing the official demo picture/GIF below it) said alone"
    then = [(ja, "デモを見てみよう。"), (ja, "公式サイトより"), (ja, "次の設定に移る。")]
    assert _still("hole", note, then, 1, then, 1)
    cue = [then[0], then[1], (ja, "（ここに図があります）"), then[2]]
    assert not _still("hole", note, then, 1, cue, 1)


def test_a_misreading_is_heard_while_its_chunk_says_the_words_it_was_heard_saying() -> None:
    """s10 held-out Hyper-Accel what-is-legato #28: '`request_load` → `receive`' said 'request 언더스코어 load 에서
    receive'. The chunk changed elsewhere but still says the misread words: still heard (the rule before session 13
    called any changed chunk mended); once the arrow is said otherwise, mended."""
    ko = "ko-KR-SunHiNeural"
    note = (
        "'`request_load` → `receive`' (load request, then receive) said 'request 언더스코어 load 에서 receive': the "
        "arrow heard as 에서 (at/from)"
    )
    then = [(ko, "흐름은 request 언더스코어 load 에서 receive 입니다.")]
    elsewhere = [(ko, "요청 흐름은 request 언더스코어 load 에서 receive 입니다.")]
    mended = [(ko, "흐름은 request 언더스코어 load, 그다음 receive 입니다.")]
    assert _still("misreading", note, then, 0, then, 0)
    assert _still("misreading", note, then, 0, elsewhere, 0)
    assert not _still("misreading", note, then, 0, mended, 0)
    other_voice = [("en-US-AriaNeural", then[0][1])]
    assert not _still("misreading", note, then, 0, other_voice, 0)


def test_a_voice_defect_is_heard_while_its_chunk_keeps_the_voice_it_was_read_in() -> None:
    """s11 held-out andrew781026 day-24 #21: 'English reference title 'Saving desktopCapturer to video file in
    Electron' read by the zh-TW voice'. The words of the chunk may change (here its dash); the defect is the voice."""
    zh, en = "zh-TW-HsiaoChenNeural", "en-US-AriaNeural"
    note = "English reference title 'Saving desktopCapturer to video file in Electron' read by the zh-TW voice"
    then = [(zh, "Saving desktopCapturer to video file in Electron - Stack Overflow")]
    reworded = [(zh, "Saving desktopCapturer to video file in Electron. Stack Overflow")]
    assert _still("voice", note, then, 0, reworded, 0)
    assert not _still("voice", note, then, 0, [(en, then[0][1])], 0)


def test_read_from_lists_every_defect_still_heard_with_check_s_verdict(tmp_path: Path) -> None:
    """The lanes' work list (STILL-s14.txt) is the benchmark's own `still_heard` list: a defect still heard is listed
    where it is now, with whether narrate check reported it; a mended one is not listed. Built from s12 held-out
    davidpallmann 'Hello, Polly!' notes, on a short article of the same shape (English prose, one Chinese line)."""
    bench = round4_benchmark()
    article = write(
        tmp_path / "corpus" / "polly.md",
        "---\ntitle: Hello, Polly!\n---\n\n"
        "Amazon Polly turns text into lifelike speech, and this post shows how to call it from a small console "
        "program.\n\nRun the program with `dotnet run` and listen to the file it writes next to the project "
        "folder.\n\nThe voice used here is Joanna, one of the standard voices that every region offers.\n\n"
        "這是一段中文的說明，講的是語音合成服務的價格與限制。\n",
    )
    judged = bench.judge(article, "en", load_config(), tmp_path)
    assert judged.script is not None
    now = {n: (judged.script.voice_of(c).name, c.text) for n, c in enumerate(judged.script.chunks)}
    zh = next(n for n, (voice, _) in now.items() if voice.startswith("zh-"))
    then = dict(now)
    then[2] = (now[2][0], "Run the program with dotnet run, slash, and listen to the file it writes.")
    tally = write(
        tmp_path / "tally.tsv",
        "# set\tfile\tchunk\tclass\tnote\n"
        f"dev\tpolly.md\t{zh}\tvoice\tthe Chinese line read by the zh-TW voice (borderline)\n"
        "dev\tpolly.md\t3\tvoice\t'Joanna' heard in a flat voice\n"
        "dev\tpolly.md\t2\tmisreading\t'dotnet run, slash, and listen' heard with a stray 'slash'\n",
    )
    got = bench.readings({("dev", "polly.md"): judged}, tally, {("dev", "polly.md"): then})
    assert got["defects"] == 3 and got["defects_still_heard"] == 2
    assert got["still_heard"] == [
        f"polly.md #{zh} voice [check reported]: the Chinese line read by the zh-TW voice (borderline)",
        "polly.md #3 voice [check MISSED]: 'Joanna' heard in a flat voice",
    ]
    assert "still_heard" not in bench.readings({("dev", "polly.md"): judged}, tally)  # only with --read-from
