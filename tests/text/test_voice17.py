"""Session 17's voice rules and their judges in `narrate check`, with cases from the readers' voice lines (titled with
their source): a CJK article's picture cues all in its voice."""

from __future__ import annotations

from pathlib import Path

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.check import check_article
from narrate.text.script import build_script
from narrate.text.voices_heard import cues_in_two_voices

# retheviper/retheviper.github.io 69bfbdb2 content/posts/jenkins-automation-3/index.md lines 83-95 and 145-149
_JENKINS = (
    "---\nlang: ja\n---\n"
    "インストールできたら、以下のような画面が出ます。\n\n![Jenkins Alter](jenkins_alter.webp)\n\n"
    "以下のような画面が表示されたらGradleのインストールも成功です。\n\n![Jenkins Gradle Version](gradle_version.webp)\n"
)


def test_cues_of_a_cjk_article_in_two_voices_are_judged() -> None:
    # the s16 dev reading of jenkins-automation-3 (#52): '(Image: Jenkins Gradle Version.)' en-US among ja-JP cues
    rows = [
        ("cue", "（図：Jenkins Alter）", "ja"),
        ("paragraph", "以下のような画面が表示されたら Gradle のインストールも成功です。", "ja"),
        ("cue", "(Image: Jenkins Gradle Version.)", "en"),
    ]
    assert [(d.chunk, d.text) for d in cues_in_two_voices(rows, "ja")] == [(2, "(Image: Jenkins Gradle Version.)")]
    # an English article's Chinese caption goes to the voice that can say it: by design, never judged
    english = [("cue", "(Image: A cat.)", "en"), ("cue", "（圖：雙向鏈結串列）", "zh-hant")]
    assert cues_in_two_voices(english, "en") == []
    # a Korean article whose cues are all English is one voice, nothing to compare (no cue in its own voice)
    assert cues_in_two_voices([("cue", "(Image: Jenkins Create Job.)", "en")], "ko") == []


def test_jenkins_picture_cues_are_all_japanese_and_check_finds_nothing(tmp_path: Path) -> None:
    article = tmp_path / "index.md"
    article.write_text(_JENKINS, encoding="utf-8")
    config = load_config()
    report = check_article(read_article(article, config=config), config)
    script = build_script(read_article(article, config=config), config)
    cues = [(script.lang_of(c), c.text) for c in script.chunks if c.kind == "cue"]
    assert cues == [("ja", "（図：Jenkins Alter）"), ("ja", "（図：Jenkins Gradle Version）")]
    assert not [d for d in report.voice_doubts if "cue" in d["kind"]]


def test_a_name_defined_in_words_is_a_phrase_not_a_term() -> None:
    # zerosheepmoo/til src/_posts/202104/2021-04-28-javascriptcli.md lines 14-17 (s15 dev reading #6-#9)
    from narrate.text.language import a_definition

    assert a_definition("minimist: parses argument options")
    assert a_definition("clui: draws command-line tables, gauges and spinners")
    assert not a_definition("StreamingLLM: Attention sink + sliding window attention")  # a term, capitalised
    assert not a_definition("Time Complexity: O(n)")  # a label of two words, one term after it
    assert not a_definition("cmd: git pull")  # two words: a command, no phrase
