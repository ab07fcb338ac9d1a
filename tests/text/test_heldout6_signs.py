"""s6 held-out signs (read at 43ad937, dev from then on): a slash between Latin words said whatever marks its
words carry, a shell's `${var}` said as code, a `!` before a name said (a "not", or CSS's bang), never an
exclamation glued to the word before it.

Sources (s6 held-out): 3Alan/3Alan.github.io docs/knowledge-system/CSS.mdx, Hun-Bot2/Hun-Bot2.github.io
src/content/blog/ko/devlog/ALGO_BOT/Algorithm_Bot_03.mdx and BLOG/Blog_Develop_09.mdx, minilabmemo/minilabmemo.github.io
source/_posts/Kubernetes.md and jmeter.md.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import body_said, post_script


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # CSS.mdx: "（html/:root）" was "html :root", "inline-block/table-cell" one value "inline-block table-cell".
        ("zh-hans", "根元素（html/:root）也是。", "根元素（html 斜杠 :root）也是。"),
        # (s20: two values of one property, hyphenated lower-case words — "or" by the s16 extended slash ruling)
        ("en", "display: inline-block/table-cell", "display: inline-block or table-cell"),
        # Algorithm_Bot_03.mdx: "Intra/inter-cluster distances" heard as one word.
        ("ko", "Intra/inter-cluster distances를 봅니다.", "Intra 또는 inter-cluster distances를 봅니다."),  # s13: "or"
        # Kubernetes.md: "在 $HOME/.kube 目录中" was "$HOME .kube"; "deployment.apps/my-pod created" lost its slash.
        ("zh-hant", "在 $HOME/.kube 目錄中。", "在 $HOME 斜線 .kube 目錄中。"),
        ("zh-hant", "結果 deployment.apps/my-pod created 了。", "結果 deployment.apps 斜線 my-pod created 了。"),
    ],
)
def test_a_slash_between_latin_words_is_said_whatever_marks_they_carry(
    tmp_path: Path, lang: str, body: str, said: str
) -> None:
    script = post_script(tmp_path, body, lang)
    assert body_said(script) == [said]
    assert not [o for a in script.accounts for o in a.omitted if o[1] == "/"]


def test_a_variable_reference_in_prose_is_said_as_code_not_a_formula(tmp_path: Path) -> None:
    # jmeter.md: "Authorization:Bearer ${token}" was read as a formula '{token}', said "token" (its signs lost).
    script = post_script(tmp_path, "設定 Authorization:Bearer ${token} 即可。\n\n價格 $5 與 $x^2$ 不變。", "zh-hant")
    said = body_said(script)
    assert said[0] == "設定 Authorization:Bearer 錢字號左大括號 token 右大括號即可。"
    assert not script.accounts[1].formulas
    assert script.accounts[2].formulas  # (a formula that closes is still one)


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # Blog_Develop_09.mdx: "온다면 !isNewView가" was sent "온다면! isNewView가": an exclamation, then the name.
        ("ko", "OK라고 온다면 !isNewView가 거짓이기에", "OK라고 온다면 낫 isNewView가 거짓이기에"),
        ("en", "We return early when !isReady holds.", "We return early when not isReady holds."),
        # CSS.mdx: "!important > style" was cut after "！" and heard "非 important": CSS's keyword keeps its bang.
        ("zh-hans", "优先级：!important 最高。", "优先级：感叹号 important 最高。"),
        ("en", "Use !important sparingly.", "Use bang important sparingly."),
        ("zh-hans", "写 `color: red !important;` 即可。", "写 color: red 感叹号 important; 即可。"),
        # An exclamation stays one.
        ("en", "It works! Great.", "It works! Great."),
    ],
)
def test_a_bang_before_a_name_is_a_not_or_its_keywords_bang(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert " ".join(body_said(post_script(tmp_path, body, lang))) == said


def test_an_address_without_its_scheme_keeps_its_site_and_path_apart(tmp_path: Path) -> None:
    # (johngrib/johngrib.github.io _wiki/Groovy.md, s6 dev: "groovy-lang.org/syntax" an address, not two choices)
    script = post_script(tmp_path, "See groovy-lang.org/syntax for more.", "en")
    assert body_said(script) == ["See groovy-lang.org syntax for more."]
    assert ("an address's slash after its site", "/") in [o for a in script.accounts for o in a.omitted]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # s7 held-out maxboeck/mxb src/posts/three-goals-for-2017 (an embedded tweet), yshrsmz/yshrsmz.github.io
        # 2023-11-07-9to10-wrapup, 2018-12-31-lookingback-2018: the picture's id was heard after its site.
        ("en", "My goals for this year pic.twitter.com/3XrQZtTF7E", "My goals for this year pic.twitter.com"),
        ("ja", "今年の成果pic.twitter.com/kh4X0Rxp06 です。", "今年の成果 pic.twitter.com です。"),
        ("en", "Watch bit.ly/2Xk9pQ4mZ now.", "Watch bit.ly now."),
    ],
)
def test_an_address_without_its_scheme_and_an_opaque_id_is_its_site(
    tmp_path: Path, lang: str, body: str, said: str
) -> None:
    script = post_script(tmp_path, body, lang)
    assert " ".join(body_said(script)) == said


def test_a_handle_in_a_links_own_words_is_said(tmp_path: Path) -> None:
    # s7 held-out kevinshu1995/blog (2021-03-09-JS-Dungeon-004.md and two more): `[Github @kevinHWS](…)` in a list
    # was said "Github", the rule for a credit closing a changelog line taking the link's own words.
    body = "- 個人連結\n    - [Github @kevinHWS](https://github.com/wen-hsiu-hsu)"
    assert body_said(post_script(tmp_path, body, "zh-hant")) == ["個人連結", "Github kevinHWS"]
    # A link that is only the handle, closing a changelog line, is still that credit.
    body = "- Fixed the parser (#12) by [@bar](https://github.com/bar)"
    assert body_said(post_script(tmp_path, body, "en")) == ["Fixed the parser"]


@pytest.mark.parametrize(
    ("body", "said"),
    [
        # s7 held-out JiwoonKim/blog content/CS50_web50/lecture_3.md, content/front-end/css/_css_1.md: "w slash".
        ("We interact w/ relational databases.", "We interact with relational databases."),
        ("Units come w/ the least amount of drawbacks.", "Units come with the least amount of drawbacks."),
        ("W/o a doubt it works.", "Without a doubt it works."),
        ("Open src/w/ then.", "Open src slash w slash then."),  # a path's folder named w: no shorthand
    ],
)
def test_w_slash_is_with(tmp_path: Path, body: str, said: str) -> None:
    assert " ".join(body_said(post_script(tmp_path, body, "en"))) == said


def test_an_entity_alone_in_code_is_said_by_its_name(tmp_path: Path) -> None:
    # s7 held-out maxboeck/mxb 2019-01-06 syndicating-content-to-twitter: "encoded to `&quot;` entities" was said
    # "encoded to double quote entities"; the page shows the entity as written. (`&#34;on&#34;`: an escaped quote.)
    body = 'Characters like `"` will be encoded to `&quot;` entities.'
    said = "Characters like double quote will be encoded to ampersand quot entities."
    script = post_script(tmp_path, body, "en")
    assert body_said(script) == [said]
    assert ("an HTML entity's closing semicolon", ";") in [o for a in script.accounts for o in a.omitted]


@pytest.mark.parametrize(
    ("body", "said"),
    [
        # s7 held-out Dylandelon/blog content/tools/gitlab.md: the address's user was heard with "版本" (version).
        (
            "执行 `git clone http://user2@192.168.56.101/user1/demo.git` 即可",
            "执行 git clone http 冒号斜杠斜杠 user2 at 192.168.56.101斜杠 user1 斜杠 demo.git 即可",
        ),
        ("登录 `ssh root@10.0.0.1` 即可", "登录 ssh root at 10.0.0.1即可"),
        ("安装 `TableExport@5.2.0` 即可", "安装 TableExport 版本5.2.0即可"),  # a package and its version
    ],
)
def test_a_user_at_a_machine_is_no_version(tmp_path: Path, body: str, said: str) -> None:
    assert " ".join(body_said(post_script(tmp_path, body, "zh-hans"))) == said


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # s7 held-out yshrsmz/yshrsmz.github.io 2023-11-07-9to10-wrapup.md: volumes after a title (full-width too).
        ("ja", "### 踊れ獅子堂賢 2-4 (モーニングコミックス)", "踊れ獅子堂賢2から4 (モーニングコミックス)"),
        ("ja", "### ウスズミの果て\u3000１-2 (HARTA COMIX)", "ウスズミの果て1から2 (HARTA COMIX)"),  # (one width first)
        # kevinshu1995/blog 2020-02-19-JS-Dungeon-001.md; Dylandelon/blog content/flask/build_streaming_server….md
        ("zh-hant", "都是乘數乘上 1 - 9。", "都是乘數乘上1到9。"),
        ("zh-hans", "从代码的Line17-20可以知道", "从代码的 Line17到20可以知道"),
        # A sum, a figure's number, a section before its particle, a falling pair: no range.
        ("zh-hant", "算式 3 + 1 - 2 = 2", "算式3加1減2等於2"),
        ("ja", "図1-2 を見て", "図1-2を見て"),
        ("ko", "섹션 1-2는 중요하다", "섹션 1-2는 중요하다"),
        ("ja", "計算 5-3 は", "計算5-3は"),
    ],
)
def test_two_small_numbers_after_a_word_are_a_range(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert " ".join(body_said(post_script(tmp_path, body, lang))) == said
