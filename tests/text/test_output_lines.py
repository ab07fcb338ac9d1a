"""A shell session or a stack trace pasted without a fence is a program's output by its line structure (a prompt, a
Python or Node/Java frame, a path with its line number, a caret; an exception's line and statements beside them):
the code cue, never read as prose (s12 ruling "Code spilled into prose", #38; text.output_lines). A sentence before
the session stays said; a sentence that names a path or an error with no such line beside it stays prose. Each case
is titled with its source and loses nothing by the symbol account."""

from __future__ import annotations

from pathlib import Path

import pytest

import regex_work
from helpers import said_whole
from narrate.text.output_lines import output_from


def test_nansystem_ejs_session_and_node_trace_ja(tmp_path: Path) -> None:
    # nansystem/nancy-blog-astro src/content/blog/getting-started-with-ejs.md lines 225-244 (s18 held-out [43]-[49])
    body = (
        "出力\n\n"
        "$ node index.js\n/Users/nancy/git/learn-ejs/node_modules/ejs/lib/ejs.js:634\nthrow e;\n^\n\n"
        "SyntaxError: Unexpected token if while compiling ejs\n\n"
        "If the above error is not helpful, you may want to try EJS-Lint:\nhttps://github.com/RyanZim/EJS-Lint\n"
        "Or, if you meant to create an async function, pass async: true as an option.\n"
        "at new Function (<anonymous>)\n"
        "at Template.compile (/Users/nancy/git/learn-ejs/node_modules/ejs/lib/ejs.js:618:12)\n"
        "at Object.<anonymous> (/Users/nancy/git/learn-ejs/index.js:8:18)\n"
        "at Module.\\_compile (internal/modules/cjs/loader.js:689:30)\n\n"
        "・参考\n"
    )
    said = said_whole(tmp_path, body, lang="ja")
    assert said == ["出力", "（ここでコードを省略します）", "・参考"], said


def test_nansystem_python_traceback_after_a_sentence_ja(tmp_path: Path) -> None:
    # nansystem/nancy-blog-astro src/content/blog/python-module-package-import.md lines 655-660 (s18 held-out [171]):
    # the sentence before the hard break is the writer's, the session after it the program's
    body = (
        "実行すると、`special2`が見つからずエラーになる。  \n$ python main.py\nTraceback (most recent call last):\n"
        "File \"main.py\", line 1, in <module>\nimport special2\nModuleNotFoundError: No module named 'special2'\n"
    )
    said = said_whole(tmp_path, body, lang="ja")
    assert said == ["実行すると、special2 が見つからずエラーになる。", "（ここでコードを省略します）"], said


def test_python_traceback_under_a_chinese_sentence_zh_hans(tmp_path: Path) -> None:
    # written for the rule (a Python tutorial's shape, zh-Hans): frames with a caret, the exception last
    body = (
        "运行后报错如下：\n\nTraceback (most recent call last):\n"
        '  File "/home/user/app.py", line 12, in main\n    result = 1 / 0\n             ^\n'
        "ZeroDivisionError: division by zero\n\n这说明除数不能为零。\n"
    )
    said = said_whole(tmp_path, body, lang="zh-hans")
    assert said == ["运行后报错如下：", "（此处略过一段代码）", "这说明除数不能为零。"], said


def test_java_stack_trace_ko(tmp_path: Path) -> None:
    # written for the rule (a Spring post's shape, ko): an exception's line then Java frames
    body = (
        "실행하면 다음과 같은 에러가 납니다.\n\n"
        'java.lang.NullPointerException: Cannot invoke "String.length()"\n'
        "at com.example.demo.UserService.find(UserService.java:42)\n"
        "at com.example.demo.UserController.get(UserController.java:17)\n\n"
        "원인은 null 값입니다.\n"
    )
    said = said_whole(tmp_path, body, lang="ko")
    assert said[0] == "실행하면 다음과 같은 에러가 납니다." and said[-1] == "원인은 null 값입니다.", said
    assert len(said) == 3 and "UserService" not in said[1], said


def test_npm_session_with_error_zh_hant(tmp_path: Path) -> None:
    # written for the rule (a front-end post's shape, zh-Hant): a prompt, a path with its line, an Error line
    body = (
        "執行後會看到：\n\n$ npm run build\n/home/me/app/src/index.js:3\nError: Cannot find module 'vue'\n\n"
        "安裝套件就好了。\n"
    )
    said = said_whole(tmp_path, body, lang="zh-hant")
    assert said == ["執行後會看到：", "（此處略過一段程式碼）", "安裝套件就好了。"], said


def test_prose_that_names_a_path_or_an_error_stays_en(tmp_path: Path) -> None:
    # near misses written for the rule (en): a sentence with a path and its line, a sentence with a colon, an
    # exception's line alone — no prompt, frame or caret beside them
    body = (
        "The setting lives in /etc/nginx/nginx.conf:12 and you can change it.\n\n"
        "Error: the file is missing, so create it first.\n\n"
        "TypeError: Cannot read property 'x' of undefined\n\n"
        "Note: at the end of the day (see above) it works.\n"
    )
    said = said_whole(tmp_path, body, lang="en")
    assert len(said) == 4 and not any("skipped" in s for s in said), said


def test_a_sentence_between_two_sessions_stays_said() -> None:
    # near miss written for the rule: after output, a sentence that introduces the next prompt is the writer's
    assert output_from("Then run it again:\n$ npm run build\n/home/me/app/src/index.js:3", after_output=True) == 1
    assert output_from("See the file at /tmp/a.js:3 for it.\nat last it works (really)") is None
    assert output_from("at the end of the day (almost) we go home") is None


def test_bacnotes_map_shape_in_a_comment_under_an_item_zh_hant(tmp_path: Path) -> None:
    # bacnotes content/post/12_javascript_fundementals-part3/index.md lines 572-573 (s18 held-out [106]): the
    # comment line spilled into the item (lazy continuation) shows the nested array, a sample's line
    body = (
        "- 建議迭代結構為巢狀陣列(同 Object.entries(obj)輸出的結構)\n"
        "  // [['key', {value}], ['key', {value}], ['key', {value}]]\n\n- 使用展開運算子\n"
    )
    said = said_whole(tmp_path, body, lang="zh-hant")
    assert said[1] == "（此處略過一段程式碼）" and not any("key" in s for s in said), said
    assert said[0].startswith("建議迭代結構為巢狀陣列") and said[-1] == "使用展開運算子", said


def test_a_value_in_a_comment_en_and_a_comment_of_words_stays() -> None:
    # written for the rule (en): a comment that shows a value; near miss: a comment of words is the writer's note
    assert output_from("The result looks like this:\n// { id: 1, tags: ['a', 'b'] }") == 1
    assert output_from("Remember to clean up.\n// TODO: check the edge cases later") is None
    assert output_from("Then:\n// (see the note above)") is None  # (a bracketed aside is words)


def test_output_judged_in_linear_work(monkeypatch: pytest.MonkeyPatch) -> None:
    # #43's bound for text.output_lines (written for the rule): a paragraph of many frame-like lines, a long prompt,
    # a long dotted exception name and a long commented value; each costs about twice as much at twice the size
    from narrate.text import output_lines

    shapes = {
        "frames": lambda n: "\n".join(["at x (" + "1:" * 50] * n),
        "prompt": lambda n: "$ ls " + "x " * (20 * n),
        "dotted exception": lambda n: "\n".join(["a." * 40 + "Error"] * n),
        "value": lambda n: "// [" + "[{" * (20 * n),
        "opener gate": lambda n: "words " * (20 * n),
    }
    with regex_work.counted(output_lines, monkeypatch) as work:
        for shape, make in shapes.items():
            costs = []
            for n in (20, 40):
                work[0] = 0
                output_from(make(n))
                costs.append(work[0])
            assert costs[0] > 0 and costs[1] / costs[0] < 2.5, (shape, costs)
