"""`narrate check`: code read as prose — a chunk whose words are statements of a program (text.statements).

Each case is a chunk as the reader made it at main 98c33cd (its kind, the article's words, what it sent), from:
s11 held-out (dev since) eunohhh/my_tistory_blog_posts e0df320e posts/til/[250712-til]-fastapi-기초uv.md [20][24],
[240611-til]-privateroute.md [13][21] (ko, a Tistory export's broken <pre>); GarhinZhou/yuque-hexo 5d90e622
source/_posts/orw.md [4] (zh-Hans, a C prototype as a paragraph); s12 dev 0x7df/0x7df.github.io 23ff7f81
content/cuda-basics-part-2.md [25]–[34] (en, a Pelican code block indented under a list item read as list items).
"""

from __future__ import annotations

import pytest

from narrate.text.statements import code_said_as_prose, code_shaped, commands_said_as_prose, mappings_said_as_prose


def _found(kind: str, shown: str, sent: str | None = None) -> list[tuple[int, str, str]]:
    return [(m.chunk, m.kind, m.written) for m in code_said_as_prose([(kind, shown, shown if sent is None else sent)])]


@pytest.mark.parametrize(
    ("kind", "shown", "first"),
    [
        ("paragraph", "settings = Settings()", "settings = Settings()"),  # eunohhh fastapi [24] (ko)
        ("paragraph", "export default SignIn;", "export default SignIn;"),  # eunohhh privateroute [21] (ko)
        (
            "paragraph",
            "int open(const char *pathname, int flags, mode_t mode);",  # GarhinZhou orw [4] (zh-Hans)
            "int open(const char *pathname, int flags, mode_t mode);",
        ),
        ("list_item", "int main(int argc, char argv)", "int main(int argc, char argv)"),  # 0x7df cuda [25] (en)
        (
            "list_item",
            "// Copy data to the GPU\ncudaCheck(cudaMemcpy(deviceA, hostA, sizeA,\ncudaMemcpyHostToDevice));",
            "cudaCheck(cudaMemcpy(deviceA, hostA, sizeA, cudaMemcpyHostToDevice));",
        ),
        ("list_item", "// Number of threads in block", "// Number of threads in block"),  # cuda [27]
        (
            "paragraph",  # eunohhh fastapi [20]: three assignments, no `;`, one a line
            'APP_NAME: str = os.getenv("APP_NAME", "도서 관리 API")\n'
            'DEBUG: bool = os.getenv("DEBUG", "False").lower() == "true"',
            'APP_NAME: str = os.getenv("APP_NAME", "도서 관리 API") DEBUG: bool = os.getenv("DEBUG", "False").lower() == ',
        ),
        ("paragraph", "</button> </div> ); }", "</button> </div> ); }"),  # privateroute [20]'s closing run
    ],
)
def test_a_chunk_of_statements_is_code_read_as_prose(kind: str, shown: str, first: str) -> None:
    assert _found(kind, shown) == [(0, "code read as prose", first[:80])]


@pytest.mark.parametrize(
    "shown",
    [
        "Set x = 3 and run it again; the test then passes.",  # an assignment inside a sentence of words
        "月曜＝1〜日曜＝7として扱います。",  # ttskch (ja): a definition in a sentence
        "See https://example.com/docs for more.",  # an address's // is no comment
        "We call render() once; it returns a string.",  # a call named in a sentence
        "函数原型如下：",
        "(see the notes above)",
        "결과: a = b",
    ],
)
def test_sentences_of_words_are_not_code(shown: str) -> None:
    assert _found("paragraph", shown) == []


def test_a_cue_or_a_chunk_sending_nothing_is_not_judged() -> None:
    assert _found("cue", "settings = Settings()") == []
    assert _found("paragraph", "settings = Settings()", "") == []


def test_the_shapes() -> None:
    assert code_shaped("import { useState } from 'react';") == "statement"
    assert code_shaped("from app.config import settings") == "statement"
    assert code_shaped("const router = express.Router();") == "statement"
    assert code_shaped("return x + 1;") == "statement"
    assert code_shaped("// a comment") == "comment"
    assert code_shaped("//example.com/a") == ""
    assert code_shaped("Read the docs.") == ""


def test_a_data_files_mapping_made_a_paragraph_is_code_read_as_prose() -> None:
    """s12 held-out jx2lee/my-digital-garden src/site/notes/etc/__/lakehouse-tool-localtest.md (ko) [11]-[15]: a
    docker-compose file fenced inside `<details>` — the HTML block ends at the first blank line, the rest became
    paragraphs — heard "yaml version: '3.9' name: iceberg-hive-quickstart services: …"."""
    source = (
        "<details>\n<summary>docker-compose-hive.yml</summary>\n```yaml\nversion: '3.9'\nname: iceberg-hive-quickstart\n"
        "services:\n  postgres:\n    image: postgres\n    restart: unless-stopped\n    ports:\n      - '5432:5432'"
    )
    sent = (
        "yaml version: '3.9' name: iceberg-hive-quickstart services: postgres: image: postgres restart: unless-stopped"
    )
    found = mappings_said_as_prose([(source, "paragraph", sent), (source, "paragraph", "docker-compose-hive.yml")])
    assert [(m.chunk, m.kind, m.written) for m in found] == [(0, "code read as prose", "version: '3.9'")]
    assert mappings_said_as_prose([("volumes:\n  hive-db:\n  warehouse:", "paragraph", "volumes: hive-db: warehouse:")])


@pytest.mark.parametrize(
    "source",
    [
        "Author: Bob Smith\nDate: 2024-05-01\nTags: python, web",  # (en) labels and their words
        "原文链接：https://www.cnblogs.com/x\n提交日期：Tue, 26 Jul 2022\n博文内容：",  # (zh-Hans) a backup's header
        "결과 : 성공\n속도 : 빠름\n메모리 : 적음",  # (ko) labels with a spaced colon
        "Steps:\n- install the package first\n- run it",  # a lead-in and a list of sentences
    ],
)
def test_labels_and_lists_of_words_are_no_mapping(source: str) -> None:
    assert mappings_said_as_prose([(source, "paragraph", " ".join(source.split()))]) == []


@pytest.mark.parametrize(
    ("source", "kind", "first"),
    [
        # s15 held-out lenchan139/lenchan139.github.io (zh-Hant, a WordPress export's unfenced commands):
        # source/_posts/IT及Linux綜合/Manjaro／x86 Linux/Ubuntu-解決Youtube部分影片無法使用HTML5播放器播放的問題.md [6][8]
        (
            "sudo add-apt-repository ppa:a-v-shkop/chromium",
            "paragraph",
            "sudo add-apt-repository ppa:a-v-shkop/chromium",
        ),
        ("sudo apt-get update", "paragraph", "sudo apt-get update"),
        # Deepin-Ubuntu套件推介-Paint-NET的代替品-Pinta.md [12][15]: a prompt's command, APT source lines
        ("$ sudo apt-get install pinta", "paragraph", "$ sudo apt-get install pinta"),
        (
            "deb http://ppa.launchpad.net/pinta-maintainers/pinta-stable/ubuntu precise main\n"
            "deb-src http://ppa.launchpad.net/pinta-maintainers/pinta-stable/ubuntu precise main",
            "paragraph",
            "deb http://ppa.launchpad.net/pinta-maintainers/pinta-stable/ubuntu precise main",
        ),
        # constructed, an English and a Japanese article's list items of commands
        (
            "- npm install -g typescript\n- git clone https://github.com/a/b.git",
            "list_item",
            "npm install -g typescript",
        ),
        ("1. brew install ffmpeg", "list_item", "brew install ffmpeg"),
    ],
)
def test_a_bare_command_line_said_as_prose(source: str, kind: str, first: str) -> None:
    found = commands_said_as_prose([(source, kind, " ".join(source.split()))])
    assert [(m.chunk, m.kind, m.written) for m in found] == [(0, "code read as prose", first)]


@pytest.mark.parametrize(
    ("source", "kind"),
    [
        ("`npm install infinity-burger`", "paragraph"),  # zachleat infinity-burger: a code span, said whole
        ("## git commit range", "heading"),  # Bai-Yingjie git 日常使用: a heading that is a command is a term
        ("git is great, and make sure you run it.", "paragraph"),
        ("Use npm install to get it.", "paragraph"),
        ("先執行 sudo apt-get update 再安裝。", "paragraph"),
    ],
)
def test_code_spans_headings_and_sentences_are_no_bare_command(source: str, kind: str) -> None:
    assert commands_said_as_prose([(source, kind, source)]) == []
