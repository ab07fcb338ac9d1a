"""A shell command left on a line of its own, unfenced, is code by its structure (lead's ruling, session 12, "Code that
spills into prose"): a prompt, `sudo` and a command word, a package manager and its verb, an apt source line. Read
as a paragraph its paths were said 'slash' and its URLs half-said (s15 held-out lenchan139). A sentence that opens
with a command word stays a sentence. Each case is titled with the article it comes from and loses nothing by the
symbol account."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole
from narrate.text.command_lines import is_command


def test_lenchan139_ubuntu_youtube_html5_sudo_lines_zh_hant(tmp_path: Path) -> None:
    # lenchan139/lenchan139-hexo-blog source/_posts/IT及Linux綜合/Manjaro／x86 Linux/
    # Ubuntu-解決Youtube部分影片無法使用HTML5播放器播放的問題.md lines 27-41 (s15 held-out #6, #8, #10, #12)
    body = (
        "首先加入新的PPA源，按Ctrl+Alt+T打開終端機鍵入：\n\n"
        "sudo add-apt-repository ppa:a-v-shkop/chromium\n\n"
        "更新套件包來源列表：\n\n"
        "sudo apt-get update\n"
    )
    said = said_whole(tmp_path, body, lang="zh-TW")
    assert said == [
        "首先加入新的 PPA 源，按 Ctrl+Alt+T 打開終端機鍵入：",
        "（此處略過一段程式碼）",
        "更新套件包來源列表：",
        "（此處略過一段程式碼）",
    ], said


def test_lenchan139_pinta_prompt_and_apt_sources_zh_hant(tmp_path: Path) -> None:
    # lenchan139/lenchan139-hexo-blog source/_posts/IT及Linux綜合/Manjaro／x86 Linux/
    # Deepin-Ubuntu套件推介-Paint-NET的代替品-Pinta.md lines 37-46 (s15 held-out #12, #15)
    body = (
        "安裝方面，如果你是Ubuntu或者是Deepin可以打開終端，鍵入\n\n"
        "$ sudo apt-get install pinta\n\n"
        "安裝即可。\n\n"
        "deb http://ppa.launchpad.net/pinta-maintainers/pinta-stable/ubuntu precise main\n"
        "deb-src http://ppa.launchpad.net/pinta-maintainers/pinta-stable/ubuntu precise main\n"
    )
    said = said_whole(tmp_path, body, lang="zh-TW")
    assert said[1:] == ["（此處略過一段程式碼）", "安裝即可。", "（此處略過一段程式碼）"], said


def test_cskwork_memcache_install_lines_ko(tmp_path: Path) -> None:
    # cskwork/velog-backup backup/content/MemCache 도입.md lines 9-12: each step's command under its heading
    body = "### 1 memcache 설치\nsudo apt-get install memcached\n### 2 python-memcached 패키지 설치\npip install python-memcached\n"
    said = said_whole(tmp_path, body, lang="ko")
    assert said == [
        "1 memcache 설치",
        "(여기서 코드는 생략합니다.)",
        "2 python-memcached 패키지 설치",
        "(여기서 코드는 생략합니다.)",
    ], said


def test_vivainio_typescript_prompt_line_en(tmp_path: Path) -> None:
    # vivainio/vivainio-medium-posts md/2016-03-19_With-latest-TypeScript--you-may-not-need-Webpack-417d2ef0e773.md
    # lines 15-17
    body = (
        "The command you slap in your build script is essentially\n\n$ tsc --watch -m system --outFile out.js app.ts\n"
    )
    said = said_whole(tmp_path, body, lang="en")
    assert said == ["The command you slap in your build script is essentially", "(A code sample is skipped here.)"]


@pytest.mark.parametrize(
    "line",
    [
        "sudo is what you need here",  # (made up, marked so: a sentence about a command word)
        "pip install is the easiest way.",
        "npm install works fine for me",
        "go to the store",
        "$5 is the price",
        "$ x + y $",
        "apt-get 哦親",  # (lenchan139 Pinta line 43: a CJK sentence ending with a command word)
    ],
)
def test_sentences_that_open_with_a_command_word_stay_prose(line: str) -> None:
    assert not is_command(line)


@pytest.mark.parametrize(
    "line",
    [
        # review s16 text1 L5 (made up there, marked so): a package manager and its verb, then plain lower-case words,
        # is the shape of a note or a sentence, not of a command; each was a code cue.
        "yarn add dependency management",
        "brew update weekly",
        "go get started",
    ],
)
def test_a_managers_line_with_plain_word_arguments_stays_prose(line: str) -> None:
    assert not is_command(line)
    assert is_command(line, beside_command=True)  # (under a line that is a command, it is one of a run)


@pytest.mark.parametrize(
    "line",
    [
        "yarn add",  # (Opshell vitest.md: the verb alone)
        "pip install python-memcached",  # (cskwork MemCache 도입.md)
        "cargo install graphql_client_cli",  # (ymgyt techbook graphql_client.md)
        "npm install hexo-renderer-pug hexo-renderer-stylus",  # (minterjia butterfly README.md)
        "cargo install diesel_cli --no-default-features --features sqlite",  # (xiaomengdashi yuque-hexo LogRocket)
    ],
)
def test_a_managers_line_with_a_packages_shape_is_a_command(line: str) -> None:
    assert is_command(line)


def test_review16_plain_word_notes_are_said_en(tmp_path: Path) -> None:
    # review s16 text1 L5 reproducer (made up, marked so): three one-line paragraphs were '(Five code samples…)'
    body = "yarn add dependency management\n\nbrew update weekly\n\ngo get started\n"
    said = said_whole(tmp_path, body, lang="en")
    assert said == ["yarn add dependency management", "brew update weekly", "go get started"], said


def test_plain_word_manager_line_in_a_cjk_note_zh_hant(tmp_path: Path) -> None:
    # (made up, marked so, on the shape of lenchan139's Ubuntu posts) a lone 'brew update weekly' note between two
    # sentences is said; a sudo line over a manager line with a plain argument stays one code sample.
    body = "我的習慣是每週更新一次：\n\nbrew update weekly\n\n然後安裝需要的套件：\n\nsudo apt-get update\napt-get install vim\n"
    said = said_whole(tmp_path, body, lang="zh-TW")
    assert said == [
        "我的習慣是每週更新一次：",
        "brew update weekly",
        "然後安裝需要的套件：",
        "（此處略過一段程式碼）",
    ], said


# A prompted command on a line of its own inside a paragraph, under the sentence that introduces it (s18, #38): code
# spilled into prose (s12 ruling), said as code without its prompt and apart from the sentence; a root shell's `# `
# prompt is a prompt like `$ `; prompted commands on lines of their own are said one by one, never as one run.


def test_ikmnjrd_novnc_prompted_line_under_a_sentence_ja(tmp_path: Path) -> None:
    # ikmnjrd posts/2021-10-31-novnc-kali-linux.md lines 9-10, 95-96, 112-113 (s18 dev [3][5][9])
    body = (
        "以下の部分をそのまま実行するとエラーが出る。\n"
        "$ x11vnc -display :0 -autoport -nopw -forever\n\n"
        "そのため以下のように実行\n"
        "$ x11vnc -display :0 -forever\n\n"
        "ここでもエラーが出る。\n"
        "$ /usr/share/novnc/utils/launch.sh --listen 8081 --vnc localhost\n"
    )
    said = said_whole(tmp_path, body, lang="ja")
    assert all("$" not in line for line in said), said
    assert said[0].startswith("以下の部分をそのまま実行するとエラーが出る。x11vnc -display"), said
    assert said[1].startswith("そのため以下のように実行。x11vnc -display"), said
    assert said[2].startswith("ここでもエラーが出る。") and "launch.sh --listen 8081" in said[2], said


def test_ikmnjrd_novnc_three_prompted_spans_said_one_by_one_ja(tmp_path: Path) -> None:
    # ikmnjrd posts/2021-10-31-novnc-kali-linux.md lines 128-130 (s18 dev [12]): heard as one run
    body = "`$ cd ~`\n`$ git clone https://github.com/novnc/noVNC.git`\n`$ cd noVnc/utils --vnc localhost:5900`\n"
    said = said_whole(tmp_path, body, lang="ja")
    assert len(said) == 1 and said[0].count(".") >= 2 and said[0].startswith("cd チルダ. git clone"), said
    assert "$" not in said[0], said


def test_ikmnjrd_root_prompt_before_npm_ja(tmp_path: Path) -> None:
    # ikmnjrd posts/2020-03-01-react-webpack-skelton.md lines 10, 12 (s18 dev [4][5]): heard 'シャープ npm init -y'
    said = said_whole(tmp_path, "`# npm init -y`\n\n`# npm i -D webpack ts-loader`\n", lang="ja")
    assert said == ["npm init -y", "npm i -D webpack ts-loader"], said


def test_root_prompt_and_prompted_lines_en_zh_ko(tmp_path: Path) -> None:
    # shapes of our own: a Gentoo-style root prompt, a Chinese post's prompted line under its sentence, a Korean
    # post's prompted spans one per line
    assert said_whole(tmp_path, "Then, as root:\n\n`# emerge --ask app-misc/screen`\n", lang="en") == [
        "Then, as root:",
        "emerge --ask app-misc slash screen",
    ]
    said = said_whole(tmp_path, "然后在终端运行\n$ ./gradlew build --info\n", lang="zh-CN")
    assert len(said) == 1 and said[0].startswith("然后在终端运行。") and "$" not in said[0], said
    said = said_whole(tmp_path, "`$ brew update`\n`$ brew install go`\n", lang="ko")
    assert said == ["brew update. brew install go"], said


@pytest.mark.parametrize(
    "body",
    [
        "`# install the deps first`\n",  # a comment's words: its '#' stays
        "`# TODO`\n",
    ],
)
def test_a_comment_in_code_type_keeps_its_mark(tmp_path: Path, body: str) -> None:
    said = said_whole(tmp_path, body, lang="en")
    assert (
        said and "npm" not in said[0] and ("#" in said[0] or "hash" in said[0].lower() or "sharp" in said[0].lower())
    ), said


def test_a_price_line_and_a_wrapped_command_word_stay_prose(tmp_path: Path) -> None:
    # near misses: a dollar amount opening a line is no prompt; an unprompted command in code type on its own line
    # is a word of the sentence wrapped around it, which goes on unbroken
    said = said_whole(tmp_path, "The plan costs\n$ 5 a month for the team.\n", lang="en")
    assert len(said) == 1 and "costs" in said[0] and "." not in said[0].split("costs")[1][:3], said
    said = said_whole(tmp_path, "Run\n`npm install`\nbefore you open the page.\n", lang="en")
    assert said == ["Run npm install before you open the page."], said
