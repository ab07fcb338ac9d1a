"""A whole sentence of Latin script inside a sentence of the article's (text.runs.inner_sentences): cut out only when
it is a sentence by its own evidence (a clause closed by its own mark, speech after a colon); terms, titles, names and
idioms stay in their sentence. Cases from the readers' voice lines of sessions 8 (titled with their source)."""

from __future__ import annotations

import pytest

from narrate.text.language import a_clause, speech_clause
from narrate.text.model import Segment
from narrate.text.runs import inner_sentences
from narrate.text.voices_heard import voices_split


def _cut(text: str, lang: str) -> list[tuple[str, bool]]:
    return [("".join(s.text for s in part), inner) for part, inner in inner_sentences([Segment(text)], lang)]


@pytest.mark.parametrize(
    ("text", "lang", "sentence"),
    [
        # yihong0618/gitblog BACKUP/262_杂感.md line 40 (s8 dev reading)
        (
            "下次给他说：talk is cheap show me the code，你会发现这些人一行代码都拿不出来",
            "zh-hans",
            "talk is cheap show me the code",
        ),
        ("그가 말했다: talk is cheap show me the code, 그러면 알게 된다.", "ko", "talk is cheap show me the code"),
    ],
)
def test_a_whole_sentence_inside_is_its_own(text: str, lang: str, sentence: str) -> None:
    assert (sentence, True) in _cut(text, lang)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # yihong0618/gitblog BACKUP/259 line 37: an idiom between pauses, no mark of its own
        ("尽可能的让项目 work 起来，pull the trigger, 如果这个项目 work 的足够好", "zh-hans"),
        # Wuriqilang/Blog da-shu-ju… line 163: a term after a label's colon
        ("英文术语：paged memory management unit，缩写为 PMMU。", "zh-hans"),
        # willismax/my-site pipenv-vs-venv line 62: two words closed by the CJK mark
        ("歡迎在下方留言。Enjoy Python。", "zh-hant"),
        # a label and names (deuk9 monitoring sample, trimmed)
        ("샘플 구성: kafka, tempo, loki, grafana 를 사용한다.", "ko"),
        # a question of two words
        ("他說：Why not? 我就照做了。", "zh-hant"),
        # an English article cuts nothing
        ("下次给他说：talk is cheap show me the code，你会发现", "en"),
        # A link's title the sentence names, its words running into it with no pause, is a unit of that sentence (the
        # s17 ruling "footnotes, link titles and table cells are units"; the s8 reading had it cut): HsuChiChen/
        # article-hackmd 2021一段日記.md line 61 '如這篇文[Why is …?](…)，' (s8 held-out), ZhenShuo2021/docs 8b3165ee
        # main-site/docs/git/20-advance/45-submodule-and-subtree.md line 23 (s16 held-out #5), xho95/xho95.github.io
        # _posts/2020-04-01-Type-Casting.md line 217 (s16 held-out #54), and the first in a Japanese sentence
        ("如這篇文 Why is the data type needed in pointer declarations?，解引用時需要知道資料長度。", "zh-hant"),
        ("使用情景可以看 When to use git subtree?，寫了六個優點翻譯過來就是「除了指令少之外沒有優點」", "zh-hant"),
        (
            'stackoverflow 의 What does "expressive" mean when referring to programming languages? 항목을 보도록 합니다.',
            "ko",
        ),
        ("答えはこの記事 Why is the data type needed in pointer declarations? にある。", "ja"),
    ],
)
def test_no_sentence_inside_stays_whole(text: str, lang: str) -> None:
    assert not any(inner for _, inner in _cut(text, lang))


def test_a_closed_word_at_the_end_is_cut_undecided() -> None:
    """'Hi!' after the sentence's pause is cut (False): too short to say its language, it goes with the English
    sentence after it (yihong0618/gitblog BACKUP/259 line 14), in Korean too with its ASCII comma."""
    assert _cut("那个我特别敬佩的作者直接回复，Hi!", "zh-hans")[-1] == ("Hi!", False)
    assert _cut("작성자가 바로 답장을 했다, Hi!", "ko")[-1] == ("Hi!", False)
    assert len(_cut("我用的是 Node.js!", "zh-hans")) == 1  # a name after a word, no pause before it


def test_a_question_is_a_clause_and_speech_needs_a_verb() -> None:
    assert a_clause("Which Data structure in each segment of memory layout of C?")
    assert not a_clause("Which Data structure in each segment of memory layout of C")
    assert speech_clause("talk is cheap show me the code")
    assert not speech_clause("paged memory management unit")
    assert not speech_clause("pip install -r requirements.txt is enough")  # a command: identifiers
    assert not speech_clause("AngularJS is Great Stuff Really")  # a row of capitals: names


def test_check_hears_no_split_at_a_sentence_cut_by_design() -> None:
    """narrate check's voice judge (text.voices_heard) leaves the seams of an inner sentence alone, and still hears a
    sentence split where the English part is no sentence of its own."""
    zh, en = "zh-CN-XiaoxiaoNeural", "en-US-AriaNeural"
    speech = [(3, "paragraph", "下次给他说：", zh), (3, "paragraph", "talk is cheap show me the code", en)]
    assert voices_split([*speech, (3, "paragraph", "，你会发现这些人一行代码都拿不出来", zh)]) == []
    reply = [(5, "paragraph", "那个我特别敬佩的作者直接回复，", zh), (5, "paragraph", "Hi!", en)]
    assert voices_split([*reply, (5, "paragraph", "Could you open a PR with these changes?", en)]) == []
    idiom = [(7, "paragraph", "尽可能的让项目 work 起来，", zh), (7, "paragraph", "pull the trigger", en)]
    assert [doubt.kind for doubt in voices_split([*idiom, (7, "paragraph", "，如果这个项目", zh)])]


def test_an_initial_is_no_french_elision() -> None:
    """llvm/llvm-blog-www LLVMDevMtgProgram.md (s9 dev reading: read by fr-FR): authors' initials "J." "S." are no
    French j' s'; an elision with its apostrophe still is."""
    from narrate.text.stopwords import is_function_word, latin_language

    title = "(OpenMP) Parallelism-Aware Optimizations - J. Doerfert; S. Stipanovic; H. Mosquera; J. Chesterfield"
    assert latin_language(title)[0] == "en"
    assert latin_language("J'ai vu qu'il n'est pas là, c'est l'eau du lac")[0] == "fr"
    assert not is_function_word("c")  # "m32c-elf" holds no French word
    assert is_function_word("le")
