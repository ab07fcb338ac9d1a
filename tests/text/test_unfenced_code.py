"""A paragraph whose every line is code by a strict shape — a statement closed by `;`, an object's entry
(`KEY: 'value',`, `env: {`), a method call standing alone, a name bound to a call or a literal, an import, a closing
run — is a sample's lines an export or the writer left unfenced: the code cue, never read as prose (the lead's s12
ruling, "Code that spills into prose"). A line with a link, a `$…$` formula, CJK words outside its strings and
comments, or four words in a row is the prose's, and keeps the paragraph a paragraph. Each case is titled with the
article it comes from and loses nothing by the symbol account."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole
from narrate.text.code_lines import spilled


def test_redq_env_line_and_config_entries_en(tmp_path: Path) -> None:
    # RedQ (s14 dev, WordPress export) _posts/react-graphql-ecommerce-template.md lines 189-208 [97][104][105]
    body = (
        "- After deploying the API you will get the API endpoint URL. Put that URL in the packages/admin/.env\n\n"
        "REACT_APP_API_URL={put_your_api_url_here}/admin/graphql;\n\n"
        "- Navigate to packages/admin\n\n"
        "  packages/shop/next.config.js\n\n"
        "env: {\nSTRIPE_PUBLIC_KEY: 'put_your_stripe_public_key',\n\n"
        "API_URL: '{put_your_api_url_here.}/shop/graphql',\n},\n\n"
        "- Navigate to packages/shop\n"
    )
    said = said_whole(tmp_path, body, lang="en")
    text = " ".join(said)
    assert "graphql" not in text and "STRIPE" not in text and "put_your" not in text, said
    assert "(A code sample is skipped here.)" in said and "(Two code samples are skipped here.)" in said


def test_opshell_symbol_samples_zh_hant(tmp_path: Path) -> None:
    # Opshell/opshell.github.io docs/pages/article/code-sea/javascript/symbol.md lines 19-38
    body = (
        "創建獨特value用的，即便你把兩個變數都弄成一樣的symbol，他們之間不會相等\n\n"
        "const mySymbol1 = Symbol('xxx')\nconst mySymbol2 = Symbol('xxx')\n\n"
        "這個部分是指，如果你有兩個 key，分別為：\n\nconst key1 = 'cod';\nconst key2 = 'cod';\n"
    )
    said = said_whole(tmp_path, body, lang="zh-hant")
    assert said.count("（此處略過一段程式碼）") == 2 and not any("mySymbol" in s or "cod" in s for s in said), said


def test_garhinzhou_prototype_zh_hans(tmp_path: Path) -> None:
    # GarhinZhou/yuque-hexo source/_posts/orw.md lines 100-112: the prototype is code; the labelled example is the
    # prose's line (CJK words outside its strings) and stays a paragraph
    body = (
        "write 用于向文件中写入数据。函数原型如下：\n\nssize_t write(int fd, const void *buf, size_t count);\n\n"
        '例子：fd = open("file.txt", O_WRONLY | O_CREAT | O_TRUNC, 0644);\n'
    )
    said = said_whole(tmp_path, body, lang="zh-hans")
    assert "（此处略过一段代码）" in said and not any("ssize" in s for s in said)
    assert any(s.startswith("例子") for s in said), said


def test_cskwork_filter_signature_ko(tmp_path: Path) -> None:
    # cskwork/velog-backup content/프로그래머즈 문제풀이 LV1.1.md lines 77-81: a method's signature on its own line
    body = (
        "filter() 메서드는 주어진 함수의 테스트를 통과하는 모든 요소를 모아 새로운 배열로 반환합니다.\n\n"
        "arr.filter(callback(element[, index[, array]])[, thisArg])\n\nelement - 처리할 현재 요소.\n"
    )
    said = said_whole(tmp_path, body, lang="ko")
    assert "(여기서 코드는 생략합니다.)" in said and not any("thisArg" in s for s in said), said


def test_prose_shapes_stay_prose() -> None:
    # (each is a sentence's or a formula's as often as code's: never the cue's)
    for text in (
        "I'm now using it on [my home page](/):",
        "Hello (world)",
        "Note: this is it,",
        "x = 5",
        "Do this; then that;",
        "Import the data into the table;",
        "$z_2 = z_1^2 + c = c(c + 1)$",
        '例子：fd = open("file.txt", O_WRONLY);',
        "class component",
        "The type: type getScore = (list: Line[]) => number;",
    ):
        assert not spilled(text), text
