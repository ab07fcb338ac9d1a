"""What a listener hears: language decided from the prose, per-block voices, pronunciations,
the listening judges, and `narrate check`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from helpers import write
from narrate.cli import app
from narrate.config import Config, load_config
from narrate.text.article import read_article
from narrate.text.language import block_language, decide_language
from narrate.text.leaks import chunk_leaks, find_leaks, lost_runs, prose_runs
from narrate.text.script import build_script

CHINESE = "我們在半夜收到警報，整個叢集的訓練工作都停了下來，大家花了一整晚才找到原因。"
LYRIC = "> 君の名前を呼んだ 夜明けの空に 届くように 歌っている\n> いつまでも ここで 待っているから\n"


@pytest.fixture(scope="module")
def config() -> Config:
    return load_config()


# --- language -------------------------------------------------------------------


def test_quoted_japanese_lyric_does_not_flip_a_chinese_post(tmp_path: Path) -> None:
    body = f"{CHINESE}\n\n{LYRIC}\n這首歌的歌詞很短，但我很喜歡。\n"
    article = read_article(write(tmp_path / "post.md", f"---\ntitle: 一首歌\n---\n{body}"))
    assert (article.lang, article.lang_source) == ("zh-hant", "text")


def test_topic_folder_named_japanese_is_not_a_language(tmp_path: Path) -> None:
    path = write(tmp_path / "content" / "Japanese" / "post.md", f"---\ntitle: 日文學習\n---\n{CHINESE}\n")
    assert read_article(path, root=tmp_path / "content").lang == "zh-hant"
    assert read_article(path).lang == "zh-hant"


@pytest.mark.parametrize("folder,lang", [("zh-cn", "zh-hans"), ("en-us", "en"), ("ja-jp", "ja"), ("zh-tw", "zh-hant")])
def test_script_and_build_decide_alike_without_voices_yaml(tmp_path: Path, folder: str, lang: str) -> None:
    content = tmp_path / "site" / "content"
    path = write(content / folder / "posts" / "x" / "index.md", f"---\ntitle: X\n---\n{CHINESE}\n")
    assert read_article(path, root=content).lang == lang  # what a build decides
    assert read_article(path).lang == lang  # what `narrate script` decides
    result = CliRunner().invoke(app, ["script", str(path), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["lang"] == lang


def test_detect_blocks_weighs_quotes_lightly() -> None:
    english_quote = "The quick brown fox jumps over the lazy dog, again and again, all day long."
    assert decide_language("", [("paragraph", CHINESE), ("quote", english_quote * 3)]).lang == "zh-hant"
    assert decide_language("", [("paragraph", english_quote)]).lang == "en"


@pytest.mark.parametrize(
    "text,article,expected",
    [
        ("The quick brown fox jumps over the lazy dog.", "zh-hant", "en"),
        ("用 Docker 部署 Kubernetes 叢集", "zh-hant", None),  # short inline terms stay
        ("君の名前を呼んだ、夜明けの空に届くように。", "zh-hant", "ja"),
        ("클러스터에 GPU 노드를 추가한 뒤 확인하는 방법", "en", "ko"),
        ("這是一段用中文寫成的說明，我們會在這裡解釋它的原因。", "en", "zh-hant"),
        ("東京都庁の展望台から見る夜景は美しい", "ja", None),  # kana: Japanese
        ("Use it", "ja", None),  # too short to switch
        ("Limitations of Build Tools", "zh-hans", "en"),  # a phrase: 4 words, one of them "of"
        ("Node.js Restful API", "zh-hant", None),  # names and terms, no phrase
        # three words (a name and a company): English, like a title; s4 dev reading, see fixtures/language/blocks.txt
        ("Aaron Crickenberger, Google", "zh-hans", "en"),
        ("Mutex Locks", "ko", None),  # two words, a term
        # a Pandoc span's attributes are no words (datawhalechina/pumpkin-book a8d8b5bf docs/chapter9/chapter9.md)
        ('] style="background-color: lightgray"', "zh-hans", None),
    ],
)
def test_block_language(text: str, article: str, expected: str | None) -> None:
    assert block_language(text, article) == expected


# --- judges ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "text,kind",
    [
        ("參考 {{< ref x >}}", "template"),
        ("見 [[Page]]", "wiki_link"),
        ("!youtube[abc]", "directive"),
        ("[!NOTE] 注意", "alert"),
        ("標題 {#id}", "attribute_list"),
        ("用 &#34;x&#34;", "entity"),
        ("commit 3f786850e387550fdab836ed7e6dc881de23001b", "hex"),
        ("寫信到 a@b.com", "email"),
        ("thanks @someone", "handle"),
        ("fixed #50959", "issue_number"),
        ("see [x](y)", "markup"),
        ("編輯 /etc/hosts", "slash"),
    ],
)
def test_find_leaks_names_each_class(text: str, kind: str) -> None:
    assert kind in {name for name, _ in find_leaks(text)}


def test_chunk_leaks_tiny_and_repeated_cues() -> None:
    found = chunk_leaks([("quote", "1"), ("cue", "（略過）"), ("cue", "（略過）"), ("paragraph", "（完）")])
    assert [(n, name) for n, name, _ in found] == [(0, "tiny_chunk"), (2, "repeated_cue")]


def test_a_list_of_single_letters_is_said_item_by_item_not_a_leak() -> None:
    # kaityo256/zenn-content 9bdb769b articles/python_play_sound.md: the note names "* C * C# * D … * B", one an item.
    assert (
        chunk_leaks([("paragraph", "音の名前です。"), ("list_item", "C"), ("list_item", "D"), ("list_item", "E")]) == []
    )


def test_a_heading_of_one_letter_is_the_writers_line_not_a_leak() -> None:
    # HsuChiChen/article-hackmd e2746c1e (s8 held-out) GCC指令參數.md: each GCC option a heading ('### -c', '### -S').
    heading = [("paragraph", "說明只激活預處理。"), ("heading", "-c"), ("paragraph", "說明。"), ("heading", "-S")]
    assert chunk_leaks(heading) == []
    # A quote's chunk of one letter is still noise (a fragment a split left); a paragraph's is the whole paragraph
    # (narrate drops a split's fragment itself): the writer's label, 'C++' before its code (teddylee777 s9 held-out).
    assert [name for _, name, _ in chunk_leaks([("quote", "-c")])] == ["tiny_chunk"]
    assert chunk_leaks([("paragraph", "Ruby"), ("paragraph", "C++")]) == []


def test_prose_runs_and_lost_runs() -> None:
    body = "---\ntitle: x\n---\n這是一段很長的中文句子。\n\n```\n程式碼裡面的中文註解\n```\n\n| 表格裡的中文內容 |\n|---|\n"
    runs = prose_runs(body)
    assert runs == ["這是一段很長的中文句子"]
    assert lost_runs(runs, "這是一段很長的 中文句子。") == []
    assert lost_runs(runs, "這是一段") == runs


def test_struck_out_words_are_prose_the_page_shows() -> None:
    """The s16 ruling reads struck-out text (wlals2 s15 held-out [93][94], arika0093 s15 dev [18]): a struck
    run's words count as prose, so narrate leaving them out is CJK lost; the marks themselves are no words."""
    body = "這是~~以前的說法~~現在的說法。\n\n~~この段落は取り消しました~~\n"
    assert prose_runs(body) == ["這是以前的說法現在的說法", "この段落は取り消しました"]
    assert lost_runs(prose_runs(body), "這是現在的說法。") == prose_runs(body)


def test_an_abbreviations_definition_is_no_prose_the_page_shows() -> None:
    # evan361425/evan361425.github.io cc261d7 (s9 held-out, MkDocs Material's abbr) src/essay/why-mistakes-happen.md:
    # 41 lines '*[缺乏管理機制]: 沒有定期追蹤…' give the table's words a tooltip; the page shows none of them, and the
    # reader leaves them out by rule — counting them as lost prose made 765 of 79,096 characters 'lost'.
    body = "表格裡有缺乏管理機制這一格。\n\n*[缺乏管理機制]: 沒有定期追蹤、沒有明確的責任歸屬。\n"
    assert prose_runs(body) == ["表格裡有缺乏管理機制這一格"]
    # The same words as a paragraph are prose, and a star's emphasis is no definition.
    assert prose_runs("沒有定期追蹤的專案很危險。\n\n*[重點]*後面的句子也是正文。\n") == [
        "沒有定期追蹤的專案很危險",
        "後面的句子也是正文",
    ]


# --- pronunciation, lists merged, the report ------------------------------------


def test_pronounce_changes_only_what_is_sent(tmp_path: Path) -> None:
    write(
        tmp_path / "voices.yaml",
        "languages:\n  zh-hans:\n    pronounce: {重庆: 崇庆}\npronounce:\n  zh-CN-XiaoxiaoNeural: {NCCL: nickel}\n",
    )
    path = write(tmp_path / "post.md", "---\ntitle: 出差\nlang: zh-hans\n---\n我们在重庆测试 NCCL 的带宽。\n")
    cfg = load_config(near=path)
    script = build_script(read_article(path), cfg)
    chunk = script.chunks[1]
    assert chunk.text == "我们在崇庆测试 nickel 的带宽。"
    assert chunk.display == "我们在重庆测试 NCCL 的带宽。"
    other = build_script(read_article(path), cfg, voice_name="zh-CN-YunxiNeural")
    assert other.chunks[1].text == "我们在崇庆测试 NCCL 的带宽。"  # the voice's own map is its own


def test_pronounce_must_name_a_voice(tmp_path: Path) -> None:
    write(tmp_path / "voices.yaml", "pronounce:\n  zh-hans: {重庆: 崇庆}\n")
    with pytest.raises(Exception, match="pronounce.zh-hans"):
        load_config(tmp_path / "voices.yaml")


def test_known_terms_add_to_the_defaults(tmp_path: Path) -> None:
    write(tmp_path / "voices.yaml", "known_terms: [Xid]\n")
    cfg = load_config(tmp_path / "voices.yaml")
    assert {"Xid", "GPU", "CUDA"} <= cfg.known_terms


def test_mixed_language_setting(tmp_path: Path) -> None:
    write(tmp_path / "voices.yaml", "mixed_language: off\n")
    assert load_config(tmp_path / "voices.yaml").mixed_language == "off"
    write(tmp_path / "voices.yaml", "mixed_language: sometimes\n")
    with pytest.raises(Exception, match="mixed_language"):
        load_config(tmp_path / "voices.yaml")


def test_report_lists_lexicon_worthy_terms_and_leak_looking_items_apart(tmp_path: Path) -> None:
    body = "用 kubectl 與 NCCL 測試 v1.2.3 版本，the update is done，參考 setup.sh 與 example.com，感謝 @someone。\n"
    path = write(tmp_path / "post.md", f"---\ntitle: 報告\nlang: zh-hant\n---\n{body}")
    result = CliRunner().invoke(app, ["script", str(path), "--report"])
    assert result.exit_code == 0, result.output
    terms, _, looking = result.output.partition("Looks like a leak")
    terms = terms.split("Terms not in the lexicon", 1)[1]
    assert "NCCL" in terms
    for not_a_term in ("v1.2.3", "update", "the", "someone", "setup.sh", "example.com", "kubectl"):
        assert f"  {not_a_term}  " not in terms, not_a_term
    assert "file name: setup.sh" in looking and "domain: example.com" in looking


# --- narrate check ----------------------------------------------------------------

LEAKY = "---\ntitle: 漏\nlang: zh-hant\n---\n請寫信到 [我](mailto:x) 或看 `&#34;` 的說明。\n\n```\ncode\n```\n\n```\nmore\n```\n"


def test_check_and_the_builds_estimate_give_one_length(tmp_path: Path) -> None:
    """dopamine908/new_blog: `check` said 6:58:15 where `build --dry-run` said ~5.9 h for the same 66 articles.
    Both now time speech by one model (narrate.text.duration)."""
    content = tmp_path / "content"
    write(
        content / "zh.md",
        "---\ntitle: 部署\n---\n" + "用 Kubernetes 與 Helm 部署服務，再用 Grafana 看它的狀態。\n\n" * 12,
    )
    write(
        content / "en.md",
        "---\ntitle: Deploying\n---\nWe deploy the service with Helm, then watch it in Grafana for a week.\n",
    )
    checked = CliRunner().invoke(app, ["check", str(content), "--json"])
    assert checked.exit_code == 0, checked.output
    said = sum(article["duration_s"] for article in json.loads(checked.stdout)["articles"])
    dry = CliRunner().invoke(app, ["build", str(content), "--dry-run", "--json", "--out", str(tmp_path / "out")])
    assert dry.exit_code == 0, dry.output
    estimate = json.loads(dry.stdout)["estimate"]
    assert abs(estimate["audio_minutes"] * 60 - said) <= 3.0, (estimate, said)  # minutes are rounded to 0.1


def test_check_reports_skips_voices_duration_and_exits_clean(tmp_path: Path) -> None:
    path = write(tmp_path / "content" / "post.md", LEAKY)
    result = CliRunner().invoke(app, ["check", str(path.parent), "--json", "--strict"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    (article,) = data["articles"]
    assert article["skipped"] == {"code": 2}
    assert article["leaks"] == [] and article["prose_lost"] == []
    assert article["duration_s"] > 1 and data["totals"]["articles"] == 1
    assert {b["lang"] for b in article["blocks"]} == {"zh-hant"}
    assert all("front matter" in b["why"] for b in article["blocks"])


def test_check_strict_fails_on_leaks(tmp_path: Path) -> None:
    # A lexicon that says braces is a leak the writer made: check finds it; --strict fails.
    write(tmp_path / "voices.yaml", "languages:\n  zh-hant:\n    lexicon: {Xid: '{{Xid}}'}\n")
    path = write(tmp_path / "post.md", "---\ntitle: 漏\nlang: zh-hant\n---\n這是 Xid 錯誤。\n")
    loose = CliRunner().invoke(app, ["check", str(path)])
    assert loose.exit_code == 0 and "leak (template)" in loose.output
    strict = CliRunner().invoke(app, ["check", str(path), "--strict", "--json"])
    assert strict.exit_code == 1
    assert json.loads(strict.output)["totals"]["leaks"] >= 1


def test_check_a_broken_article_fails_and_others_go_on(tmp_path: Path) -> None:
    write(tmp_path / "content" / "good.md", "---\ntitle: 好\nlang: zh-hant\n---\n一切正常。\n")
    write(tmp_path / "content" / "bad.md", "---\ntitle: [unclosed\n---\n壞掉了。\n")
    result = CliRunner().invoke(app, ["check", str(tmp_path / "content"), "--json"])
    assert result.exit_code == 1
    data = json.loads(result.output)
    assert data["totals"] == {**data["totals"], "articles": 2, "failed": 1}
    assert any(a["error"] and "bad.md" in a["source"] for a in data["articles"])


# --- a voice per block ---------------------------------------------------------------

MIXED = (
    "---\ntitle: 混合語言\nlang: zh-hant\n---\n這是一篇中文文章，用 Docker 部署 Kubernetes。\n\n"
    "> The quick brown fox jumps over the lazy dog, and 50% of readers know it.\n\n日文的例句：\n\n"
    "- 君の名前を呼んだ、夜明けの空に届くように。\n"
)


def test_a_block_in_another_language_gets_that_languages_voice(tmp_path: Path, config: Config) -> None:
    script = build_script(read_article(write(tmp_path / "post.md", MIXED)), config)
    by_text = {c.text: c for c in script.chunks}
    english = next(c for c in script.chunks if c.text.startswith("The quick"))
    assert (english.lang, english.voice.name if english.voice else "") == ("en", "en-US-AriaNeural")
    assert "50 percent" in english.text  # normalized as English, not "百分之50"
    japanese = next(c for c in script.chunks if c.text.startswith("君の"))
    assert japanese.lang == "ja" and japanese.voice is not None and japanese.voice.name == "ja-JP-NanamiNeural"
    chinese = by_text["這是一篇中文文章，用 Docker 部署 Kubernetes。"]
    assert chinese.lang == "zh-hant" and chinese.voice == script.voice  # inline terms keep the article's voice
    assert "brown" not in dict(script.uncovered)  # an English block is not a list of unknown terms
    data = script.to_json()
    assert {(c["lang"], c["voice"]) for c in data["chunks"]} >= {
        ("en", "en-US-AriaNeural"),
        ("ja", "ja-JP-NanamiNeural"),
    }


def test_mixed_language_off_keeps_one_voice(tmp_path: Path) -> None:
    write(tmp_path / "voices.yaml", "mixed_language: off\n")
    path = write(tmp_path / "post.md", MIXED)
    script = build_script(read_article(path), load_config(near=path))
    assert {c.lang for c in script.chunks} == {"zh-hant"}
    result = CliRunner().invoke(app, ["check", str(path), "--json"])
    blocks = json.loads(result.output)["articles"][0]["blocks"]
    assert any("mixed_language is off" in b["why"] for b in blocks)


def test_check_says_why_a_block_switched(tmp_path: Path) -> None:
    path = write(tmp_path / "post.md", MIXED)
    result = CliRunner().invoke(app, ["check", str(path)])
    assert result.exit_code == 0, result.output
    assert "en en-US-AriaNeural: clearly English" in result.output
    assert "ja ja-JP-NanamiNeural: clearly Japanese" in result.output


def test_prose_runs_leave_out_tables_without_outer_pipes() -> None:
    # hexojs/site permalinks (zh-cn): GFM tables need no outer pipes; narrate says the table cue for them.
    body = (
        "除了下列变量外，您还可使用所有属性。\n\n变量 | 描述\n--- | ---\n`:year` | 文章的发表年份（4 位数）\n"
        "`:month` | 文章的发表月份\n\n表格之后的这一段还是正文。\n"
    )
    runs = prose_runs(body)
    assert runs == ["除了下列变量外", "您还可使用所有属性", "表格之后的这一段还是正文"]


def test_prose_runs_leave_out_an_html_table_to_its_own_end_tag() -> None:
    # ZhenShuo2021 main-site docs/git/…/60-read-git-docs.md (s16 held-out, zh-Hant): a JSX <table> whose first cell
    # holds <code>*</code>. narrate cues the table; the judge ended it at that `</code>`, so the later cells (39 CJK
    # characters) counted as prose lost. An element ends at its own end tag.
    body = (
        "支援的表達式如下範例：\n\n<div>\n    <table style={{ width: '95%' }}>\n        <tr>\n"
        "            <td>匹配單層任意字元</td>\n            <td><code>*</code></td>\n        </tr>\n        <tr>\n"
        "            <td>匹配任意層級目錄</td>\n            <td><code>**</code></td>\n        </tr>\n    </table>\n"
        "</div>\n\n發現竟然沒什麼文章寫這個\n"
    )
    assert prose_runs(body) == ["支援的表達式如下範例", "發現竟然沒什麼文章寫這個"]
    # (made up, a guard) an element that closes on its own line still ends there, and prose after it counts
    assert prose_runs("<pre>\n這是程式碼的輸出內容\n</pre>\n\n這一段是表格之後的正文。\n") == ["這一段是表格之後的正文"]


def test_prose_runs_leave_out_a_metadata_header_without_fences() -> None:
    # Dylandelon/blogs f6330475 content/flask/flaskbb_notes_4.md (Pelican): the Summary line is metadata, not prose.
    body = (
        "Title: FlaskBB阅读笔记（四）\nDate: 2014-12-21 23:00\nTags: python, flask\n"
        "Summary: FlaskBB 是用 Flask 实现的一个轻量级论坛社区软件。\n\n## 开篇\n\n本文通过分析自动测试代码来介绍工具。\n"
    )
    assert prose_runs(body) == ["本文通过分析自动测试代码来介绍工具"]
    # One "Key: value" line is a paragraph of the page, not a header.
    assert prose_runs("注意: 这一行是正文的第一段。\n\n第二段也是正文内容。\n") == [
        "这一行是正文的第一段",
        "第二段也是正文内容",
    ]
    assert prose_runs("Note: 这一行是正文的第一段。\n\n第二段也是正文内容。\n") == [
        "这一行是正文的第一段",
        "第二段也是正文内容",
    ]


def test_prose_runs_keep_a_fence_shown_inside_a_fence_as_code() -> None:
    # willismax/my-site e384ea83 blog/2023-10-10-Customize-Your-AI-Teaching-Assistant.md: a chat log fenced in a
    # list item holds a fenced example 4 columns deeper; that inner fence closes nothing (CommonMark), the log is code.
    body = (
        "-   **引導學生思考**: 透過蘇格拉底教學法引導學生。\n    ```=!\n    同學A 老師我想要問程式怎麼寫\n\n"
        "        ```python\n        def calculate_bmi(weight, height):\n        ```\n\n"
        "    這個程式會要求使用者輸入體重和身高\n    ```\n\n之後的段落是正文的內容。\n"
    )
    assert prose_runs(body) == ["引導學生思考", "透過蘇格拉底教學法引導學生", "之後的段落是正文的內容"]


def test_prose_runs_keep_struck_out_text() -> None:
    # nakamuraitsuki/Next-blog-project ee73346f posts/02.md: the writer struck the aside out; the page still shows
    # it crossed out, and the s16 ruling reads it (it was left out of prose before the ruling).
    assert prose_runs("~~精神的向上心のない発言ですが、どうか許して…~~\n\nこれは本文のつづきです。\n") == [
        "精神的向上心のない発言ですが",
        "どうか許して",
        "これは本文のつづきです",
    ]


def test_prose_runs_follow_pandocs_dollar_rule() -> None:
    body = "履約價為 $4500 的選擇權比較便宜，履約價是 $5000 的那一檔很貴。公式 $a+b$ 不算。\n"
    runs = prose_runs(body)
    assert "的選擇權比較便宜" in runs and "的那一檔很貴" in runs


def test_lone_article_without_a_content_folder_reads_its_language_folder(tmp_path: Path) -> None:
    path = write(tmp_path / "blog" / "zh-cn" / "posts" / "x" / "index.md", f"---\ntitle: X\n---\n{CHINESE}\n")
    assert (read_article(path).lang, read_article(path).lang_source) == ("zh-hans", "folder")


def test_listening_corpus_accepts_an_all_set_folder(tmp_path: Path) -> None:
    # The review's corpus2 is laid out `<corpus>/all/<lang>/`: it printed an empty table.
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "listening_corpus", Path(__file__).resolve().parent.parent.parent / "benchmarks" / "listening_corpus.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    write(tmp_path / "all" / "en" / "a.md", "Hello there.\n")
    write(tmp_path / "all" / "ja" / "b.md", "こんにちは。\n")
    sets = module.corpus_sets(tmp_path)
    assert list(sets) == ["all"]
    assert [(f.name, lang) for f, lang in sets["all"]] == [("a.md", "en"), ("b.md", "ja")]
    write(tmp_path / "flat" / "en" / "c.md", "Hi.\n")
    assert [(f.name, lang) for f, lang in module.corpus_sets(tmp_path / "flat")["all"]] == [("c.md", "en")]


# --- markup quoted as inline code, indices, and buttons ----------------------------


def _said(tmp_path: Path, body: str, lang: str = "zh-hant") -> list[str]:
    path = write(tmp_path / "post.md", f"---\ntitle: T\nlang: {lang}\n---\n\n{body}\n")
    config = load_config()
    return [c.text for c in build_script(read_article(path, config=config), config).chunks][1:-1]


def test_markup_quoted_as_inline_code_says_its_element_and_file(tmp_path: Path) -> None:
    said = " ".join(
        _said(
            tmp_path,
            '寫 `![](/images/image.jpg)` 或 `<img src="/2020/01/02/foo/image.jpg">` 都行，'
            "也可以寫 `[說明](/docs/guide.md)`，再用 `{% post_link hello %}` 連過去，"
            "最後是 `</script>` 結尾。",
        )
    )
    assert (
        "image.jpg" in said and "img src image.jpg" in said and "說明" in said and "post 底線 link hello" in said
    )  # (a Liquid tag in code: every sign said; a tag with its attributes, the file by its name: s11 symbols)
    assert not any(mark in said for mark in ("!", "(", "%", "2020"))
    assert "script" in said  # a closing tag alone in its code says its name


def test_an_index_and_a_greek_letter_are_said_as_written(tmp_path: Path) -> None:
    said = " ".join(
        _said(
            tmp_path,
            "參數 $w^0,b^0$ 是初始值，$\\eta$:學習速率，面積是 $n^2$，"
            "而 $\\frac{a}{b}$ 是比例，$\\sum_{i=1}^n x_i$ 是總和。",
        )
    )
    # Read from the parse: w^0, b^0 are initial values (a zero above a letter is a start, not a zeroth power,
    # said as the superscript it is); a sum is said whole.
    assert "w上標0" in said.replace(" ", "") and "b上標0" in said.replace(" ", "") and "eta" in said
    assert "n的平方" in said.replace(" ", "")  # a power is still a power
    assert "b分之a" in said.replace(" ", "")  # a fraction as an announcer reads it
    assert "從i等於1到n求和，x下標i" in said.replace(" ", "")


def test_buttons_for_the_reader_are_not_said(tmp_path: Path) -> None:
    said = _said(
        tmp_path,
        "配列の最後の要素を取り出します。([試してみる](https://example.com/a))\n\n"
        "[(試してみる)](https://example.com/b)\n\n"
        "[Live Host](https://a.example.com) | [Repo Link](https://github.com/x/y)\n\n"
        "この[デモ](https://example.com/c)は文の中にあるので読みます。\n\n"
        "[RFC 9110 を読む](https://example.com/rfc)",
        lang="ja",
    )
    assert said == ["配列の最後の要素を取り出します。", "このデモは文の中にあるので読みます。", "RFC 9110を読む"]


def test_a_number_to_the_power_of_0_stays_a_power_and_code_that_is_not_markup_stays_whole(tmp_path: Path) -> None:
    said = " ".join(_said(tmp_path, "In binary, 2^0 + 2^1 = 3, and 10^0 = 1.", lang="en"))
    assert "2 to the power of 0" in said and "10 to the power of 0" in said
    said = " ".join(
        _said(
            tmp_path,
            "The map is `HashMap<String, i32>`, the result `Result<T, E>`, the test "
            "`if (a<b && c>d)`, the call `handlers[name](event)`.",
            lang="en",
        )
    )
    assert all(word in said for word in ("i32", "E", "c", "event")), said
    said = " ".join(
        _said(tmp_path, 'Don\'t forget the closing `</body>` tag, nor `<div class="x">…</div>`.', lang="en")
    )
    assert "closing body tag" in said and "div" in said and said.count("div") == 1, said


def test_a_button_in_a_heading_or_beside_a_picture_stays(tmp_path: Path) -> None:
    path = write(
        tmp_path / "post.md",
        "---\ntitle: T\nlang: en\n---\n\n## [Demo](https://x.example)\n\n"
        "A paragraph of prose under the heading.\n\n![shot](x.png) [Demo](https://x.example)\n",
    )
    config = load_config()
    script = build_script(read_article(path, config=config), config)
    assert [c.title for c in script.chapters][1:] == ["Demo"]  # the heading is a chapter, as written
    assert script.chapters[1].image == "x.png"  # the picture beside the button is still the section's picture
    # the button beside the picture stays silent; the picture, in a block of its own past the first words, gets its
    # bare cue (the lead's s19 ruling)
    assert [c.text for c in script.chunks][1:-1] == [
        "Demo",
        "A paragraph of prose under the heading.",
        "(An image is shown here.)",
    ]


def test_the_transcript_keeps_the_authors_words(tmp_path: Path) -> None:
    """Issue 23, item 16: no space inserted into what the author wrote, a hard line break kept."""
    path = write(
        tmp_path / "post.md",
        "---\ntitle: T\nlang: zh-hant\n---\n\n旗標是 `2025!!!the_answer_is`，答案是19  \n原始字串。\n",
    )
    config = load_config()
    chunk = build_script(read_article(path, config=config), config).chunks[1]
    assert chunk.display == "旗標是 2025!!!the_answer_is，答案是19\n原始字串。"
    assert "\n" not in chunk.text  # the voice gets one line


def test_prose_runs_leave_out_a_tags_attributes_over_several_lines() -> None:
    # yshrsmz/yshrsmz.github.io 378395ad (s7 held-out) packages/blog/contents/posts/2023/2023-11-07-9to10-wrapup.md: a
    # VitePress component's props (JSON) run over several lines; narrate omits them ('MDX component'): no prose lost.
    body = (
        "### 理想のヒモ生活(18) (角川コミックス・エース)\n\n<VPKindleDetail\n"
        """  :detail='{"title":"理想のヒモ生活(18)","authors":"渡辺 恒彦（ヒーロー文庫／イマジカインフォス）"}'\n"""
        "  />\n\n私にとっては現状の最適解。\n"
    )
    assert prose_runs(body) == ["理想のヒモ生活", "角川コミックス", "私にとっては現状の最適解"]
    # A quoted value or a brace may hold '>' (zh-Hant, ko, en); the text after the tag's '>' is prose again.
    jsx = '<Callout\n  title="先看這裡 -> 下一步"\n  onClick={() => go()}\n>這一段是元件裡的正文內容</Callout>\n'
    assert prose_runs(jsx) == ["這一段是元件裡的正文內容"]
    # A tag left open at a blank line is no tag (zh-Hans): its text stays prose. Attributes only (ko, ja): nothing.
    assert prose_runs("<b 不是标签的一行中文文字\n\n第二段也是正文内容。\n") == [
        "不是标签的一行中文文字",
        "第二段也是正文内容",
    ]
    assert prose_runs("<a\n  title='이것은 한국어가 아닌'\n  data-x='日本語の属性の値です'\n/>\n") == []


def test_prose_runs_leave_out_hatena_code_blocks() -> None:
    # tarao/tarao.hatenablog.com da3b50af (s8 held-out) entry/20130305/evil_ext.md: a comment in a '>|lisp|' block.
    body = (
        "新しいステートを定義するにはマクロを使います.\n>|lisp|\n(cond\n  ;; かなステートに入ったときにすることはここに書く\n)\n"
        "||<\nかなステートに入ったときは使えるようにしました.\n>||\n不是正文的程式碼內容\n||<\n"
    )
    assert prose_runs(body) == [
        "新しいステートを定義するにはマクロを使います",
        "かなステートに入ったときは使えるようにしました",
    ]


@pytest.mark.parametrize(
    "text",
    [
        # s19 held-out Ohzzi/ohzzi.github.io contents/posts/kotlin/bank-developer's-kotlin-bigdecimal/index.md [20][23]:
        # a float's error written out, no hash
        "0.1이 아니라 0.100000000000000005... 라는 것입니다.",
        # constructed, English and Chinese
        "It is stored as 0.1000000000000000055511151231257827.",
        "结果是 3.1415926535897932384 左右",
    ],
)
def test_a_decimal_fractions_digits_are_no_hex_leak(text: str) -> None:
    assert "hex" not in {name for name, _ in find_leaks(text)}
    assert "hex" in {name for name, _ in find_leaks(text + " 3f786850e387550fdab836ed7e6dc881de23001b")}
