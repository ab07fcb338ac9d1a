"""Links, link text and the voice of link lines (s24 links lane, issue #38).

Each rule is tested on the s23 article that taught it (held-out first, then dev), then on shapes written for it from
other blogs and languages, with a near miss the rule must leave alone.
"""

from __future__ import annotations

from pathlib import Path

from helpers import post_script
from helpers import said_whole as _said_whole


def said_whole(root: Path, body: str, *, lang: str) -> list[str]:
    root.mkdir(parents=True, exist_ok=True)
    return _said_whole(root, body, lang=lang)


def voices(root: Path, body: str, lang: str) -> list[tuple[str, str]]:
    root.mkdir(parents=True, exist_ok=True)
    return [(chunk.text, chunk.lang) for chunk in post_script(root, body, lang).chunks[1:-1]]


# --- lines of one sentence wrapped around its links: no stop before a particle ---


def test_links_on_their_own_lines_inside_one_sentence_noverish_facebook_login(tmp_path: Path) -> None:
    # Noverish source/_posts/iOS/Facebook-Login.md [36][52]: "자세한 정보는. FBSDKLoginButtonDelegate. 와. …. 를 확인해
    # 주세요": the particle 와 heard alone, as the exclamation
    said = said_whole(
        tmp_path / "a",
        "자세한 정보는\n[FBSDKLoginButtonDelegate](https://developers.facebook.com/a)\n와\n"
        "[FBSDKLoginManagerLoginResult](https://developers.facebook.com/b)\n를 확인해 주세요",
        lang="ko",
    )
    assert said == ["자세한 정보는 FBSDKLoginButtonDelegate 와 FBSDKLoginManagerLoginResult 를 확인해 주세요"]


def test_a_wrapped_sentence_in_english_and_japanese_keeps_going(tmp_path: Path) -> None:
    # (written for it: an English note wrapped around two links; a Japanese one, its particles on their own lines)
    said = said_whole(
        tmp_path / "a",
        "See the docs at\n[Foo](https://example.com/foo)\nand\n[Bar](https://example.com/bar)\nfor more.",
        lang="en",
    )
    assert said == ["See the docs at Foo and Bar for more."]
    said = said_whole(
        tmp_path / "b",
        "詳しくは\n[公式ガイド](https://example.jp/a)\nと\n[リファレンス](https://example.jp/b)\nを参照",
        lang="ja",
    )
    assert "。" not in said[0] and "." not in said[0]


def test_short_lines_that_are_items_still_end_each(tmp_path: Path) -> None:
    # near miss (written for it): line-per-item prose ("名前：山田" / "年齢：30" / "趣味：読書"), no line hanging on the
    # one before: each line still ends
    said = said_whole(tmp_path / "a", "名前：山田\n年齢：30\n趣味：読書", lang="ja")
    assert said[0].count("。") == 2
    said = said_whole(tmp_path / "b", "apples\noranges\nbananas", lang="en")
    assert said == ["apples. oranges. bananas"]


# --- an app's own address ---


def test_a_store_uri_says_its_app_not_a_domain_lonelysinging_tools(tmp_path: Path) -> None:
    # LonelySinging content/posts/2021/05/23/tools.md [51]: 'ms-windows-store://pdp/?productid=9nblggh4nns1' heard "pdp"
    said = said_whole(tmp_path / "a", "- 应用商店\n- ms-windows-store://pdp/?productid=9nblggh4nns1", lang="zh-hans")
    assert said[-1] == "ms-windows-store" and "pdp" not in said[-1]
    # (written for it: a game's launch link in an English post)
    said = said_whole(tmp_path / "b", "Open steam://rungameid/730 to play.", lang="en")
    assert said == ["Open steam to play."]


def test_a_service_address_keeps_its_host(tmp_path: Path) -> None:
    # near miss (written for it): a network service's scheme names a host, even with no dot (`redis://cache:6379`),
    # and a web address keeps its site
    said = said_whole(tmp_path / "a", "Connect to redis://cache:6379 or see https://example.com/docs/a.", lang="en")
    assert "cache" in said[0] and "example.com" in said[0] and "redis" not in said[0]


# --- a picture alone with a one-ideograph alt ---


def test_a_one_ideograph_alt_is_the_picture_description_aosankaku_civ6(tmp_path: Path) -> None:
    # AoSankaku src/posts/blog/civ6_newbie/1-start.md [20][223]: '![磯](image-10.png)', '![森](image-34.png)' cued bare
    said = said_whole(
        tmp_path / "a", "見てください。\n\n![磯](image-10.png)\n\n「磯」とか書いてありますね。", lang="ja"
    )
    assert "磯" in said[1]
    # (written for it: a Chinese post's one-character alt)
    said = said_whole(tmp_path / "b", "看这里。\n\n![猫](cat-photo-1.jpg)\n\n很可爱吧。", lang="zh-hans")
    assert "猫" in said[1]


def test_a_picture_noun_or_a_letter_alone_is_no_description(tmp_path: Path) -> None:
    # near misses (written for it): '图' (picture), '表' (table), a letter or a digit: placeholders, the bare cue
    for n, alt in enumerate(("图", "表", "a", "1")):
        said = said_whole(tmp_path / str(n), f"看这里。\n\n![{alt}](shot-{n}.png)\n\n很清楚。", lang="zh-hans")
        assert said[1] == "（此处有一张图）", said


# --- a labelled address in a tool's message ---


def test_a_message_labelling_an_address_says_its_site_jack842248_webpack(tmp_path: Path) -> None:
    # jack842248 src/posts/Webpack編譯SCSS並優化+導入Bootstrap.md [44][45]: '`More info: https://sass-lang.com/d/…`'
    # spelled "https 冒號斜線斜線 sass-lang.com 斜線 d 斜線 …"
    said = said_whole(tmp_path / "a", "`More info: https://sass-lang.com/d/color-functions`", lang="zh-hant")
    assert said == ["More info: sass-lang.com"]
    # (written for it: a Japanese tool's message with a full-width colon)
    said = said_whole(tmp_path / "b", "`詳細：https://example.com/docs/a`", lang="ja")
    assert said == ["詳細：example.com"]


def test_a_command_address_in_code_stays_code(tmp_path: Path) -> None:
    # near miss (written for it): a command's address has no label: said as code, whole
    said = said_whole(tmp_path / "a", "`curl https://api.example.com/v1/users`", lang="en")
    assert "v1" in said[0]


# --- a page title's site name ---


def test_a_tweet_title_site_suffix_is_no_or_rashita_20210828(tmp_path: Path) -> None:
    # rashita content/post/20210828.md [7]: "…きっとそう。」/ Twitter" heard "…」または Twitter"
    said = said_whole(
        tmp_path / "a",
        "[鞘戸 コウさんはTwitterを使っています 「いや、気のせいじゃなくてきっとそう。」/ Twitter](https://twitter.com/x/status/1)",
        lang="ja",
    )
    assert "または" not in said[0] and said[0].endswith("」Twitter")
    # (written for it: an English tweet's title, and a bar before the site's name)
    said = said_whole(
        tmp_path / "b", '[John on Twitter: "It works!" / Twitter](https://twitter.com/x/status/3)', lang="en"
    )
    assert said == ['John on Twitter: "It works!" Twitter']


def test_a_slash_between_names_in_a_sentence_is_still_or(tmp_path: Path) -> None:
    # near miss (written for it): the slash after a quote in prose, outside a link, is the sentence's own
    said = said_whole(tmp_path / "a", "鞘戸さんの言葉「きっとそう。」/ Twitter で見た。", lang="ja")
    assert "または" in said[0]


# --- a space before a field's label ---


def test_a_space_before_a_credit_label_is_a_pause_rashita_20220827(tmp_path: Path) -> None:
    # rashita content/post/20220827.md [3], 20220521.md [3]: "…倉下企画会議 作成者：うちあわせCast" heard "会議作成者"
    said = said_whole(
        tmp_path / "a", "[第112回：Tak.さんと倉下企画会議 作成者：うちあわせCast](https://anchor.fm/x)", lang="ja"
    )
    assert "会議、作成者：" in said[0]
    # (written for it: a Chinese book's title and its author's label)
    said = said_whole(tmp_path / "b", "《深入理解计算机系统》 作者：布莱恩特", lang="zh-hans")
    assert "》作者：" in said[0] or "、作者：" in said[0]


def test_cjk_words_spaced_without_a_label_run_on(tmp_path: Path) -> None:
    # near miss (written for it): a space between CJK words with no label after it goes, as before
    said = said_whole(tmp_path / "a", "倉下企画会議 うちあわせ", lang="ja")
    assert said == ["倉下企画会議うちあわせ"]


# --- voices: a quoted output, a labelled command, headings and bold lines, a quoted message ---

RAT = """> 1433 表示安装了mssql?
>
> 1433/tcp open  ms-sql-s   Microsoft SQL Server  14.00.1000.00
>
> |   Target_Name: WIN-EIK3KA7QGQO
>
> |   NetBIOS_Domain_Name: WIN-EIK3KA7QGQO
>
> |   DNS_Computer_Name: WIN-EIK3KA7QGQO
"""


def test_a_quoted_output_is_heard_in_one_voice_lonelysinging_rat(tmp_path: Path) -> None:
    # LonelySinging content/posts/2021/04/24/RAT.md [24]: nmap's first output line en-US, its siblings zh-CN
    said = voices(tmp_path / "a", RAT, "zh-hans")
    assert {lang for _, lang in said} == {"zh-hans"}


def test_a_quoted_english_sentence_among_output_lines_keeps_its_voice(tmp_path: Path) -> None:
    # near miss (written for it): a whole sentence in a quote keeps its own voice among lines of names
    said = voices(
        tmp_path / "a",
        "> 结果如下\n>\n> This is what the scanner printed for the host.\n>\n> | Name: A1\n>\n> | Name: B2\n>\n> | Name: C3",
        "zh-hans",
    )
    assert ("This is what the scanner printed for the host.", "en") in said


def test_a_label_and_its_command_are_one_voice_lonelysinging_panda(tmp_path: Path) -> None:
    # LonelySinging content/posts/2021/04/28/panda.md [148]: '执行命令: `cmd.exe /c net share admin$ /del /y`' in two
    # voices, "del" and "y" taken for Spanish words
    said = voices(tmp_path / "a", "+ 关闭共享\n  + 执行命令: `cmd.exe /c net share admin$ /del /y`", "zh-hans")
    assert [lang for _, lang in said] == ["zh-hans", "zh-hans"]
    # (written for it: a Korean label before its command)
    said = voices(tmp_path / "b", "- 실행 명령: `net use z: /del /y`", "ko")
    assert [lang for _, lang in said] == ["ko"]


def test_a_label_and_a_message_in_code_keep_the_message_voice(tmp_path: Path) -> None:
    # near miss (written for it): code whose words are a phrase (an error's message) is evidence of its language
    said = voices(tmp_path / "a", "- 错误信息: `TypeError: Cannot read properties of undefined`", "zh-hans")
    assert any(lang == "en" for _, lang in said)


ALBERT = """## Abstract

본 논문은 ALBERT를 제안합니다.

## The Elements of ALBERT

세 가지 요소가 있습니다.

## Experimental Results

실험 결과입니다.

### Experimental Setup

실험 설정입니다.

### EVALUATION BENCHMARKS

벤치마크입니다.

## Discussion

논의입니다.
"""


def test_english_subheadings_follow_their_english_parent_facerain_albert(tmp_path: Path) -> None:
    # FacerAin contents/albert-paper.md [48][60]: "### Experimental Setup", "### EVALUATION BENCHMARKS" ko-KR while
    # every other English heading is en-US
    said = dict(voices(tmp_path / "a", ALBERT, "ko"))
    assert said["Experimental Setup"] == said["EVALUATION BENCHMARKS"] == said["Experimental Results"] == "en"


def test_english_subheadings_under_a_korean_parent_stay_korean(tmp_path: Path) -> None:
    # near miss (written for it): terms under a heading in the article's script keep the article's voice
    said = dict(voices(tmp_path / "a", ALBERT.replace("## Experimental Results", "## 실험 결과"), "ko"))
    assert said["Experimental Setup"] == said["EVALUATION BENCHMARKS"] == "ko"


POISON = """## Method

방법을 설명합니다.

**Generating multiple adversarial passages**

연구팀은 위 방법을 확장하였습니다.

## Experiments

실험입니다.

## Additional Analysis and Discussion

분석입니다.
"""


def test_a_bold_subheading_follows_its_section_heading_facerain_corpus_poisoning(tmp_path: Path) -> None:
    # FacerAin contents/corpus-poisoning-attack-paper/content.md [24]: the bold line ko-KR under "Method" (en-US)
    said = dict(voices(tmp_path / "a", POISON, "ko"))
    assert said["Generating multiple adversarial passages"] == said["Method"] == "en"


def test_a_bold_line_under_a_korean_heading_is_decided_as_before(tmp_path: Path) -> None:
    # near miss (written for it): under a heading in the article's voice nothing changes
    body = POISON.replace("## Method", "## 방법")
    assert (
        dict(voices(tmp_path / "a", body, "ko"))["Generating multiple adversarial passages"]
        == dict(voices(tmp_path / "b", body.replace("**", ""), "ko"))["Generating multiple adversarial passages"]
    )


def test_a_quoted_message_is_read_in_its_sentence_voice_bolaslien_git(tmp_path: Path) -> None:
    # BolasLien source/_posts/git-cross-os-config-setting.md [44]: 'Git 提示“warning: LF will be replaced by CRLF”'
    # split across voices (ruling 1: a quoted phrase is read in its sentence's voice)
    said = voices(tmp_path / "a", "Git 提示“warning: LF will be replaced by CRLF”的時候要注意。", "zh-hant")
    assert [lang for _, lang in said] == ["zh-hant"]


def test_an_unquoted_message_is_still_its_own_sentence(tmp_path: Path) -> None:
    # near miss (written for it): the program's message with no quotes keeps its own voice, as before
    said = voices(
        tmp_path / "a",
        "所以 Python 會噴出一段錯誤 ValueError: could not convert string to float: 'ABC'，並中斷程式執行。",
        "zh-hant",
    )
    assert any(lang == "en" for _, lang in said)
