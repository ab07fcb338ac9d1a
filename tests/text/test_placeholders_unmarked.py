"""`narrate check`: a placeholder the page shows in braces or angle brackets, heard as a literal word
(text.placeholders_unmarked).

Sources: s13 held-out PChol22/dev-to-articles blog-posts/learn-serverless/databases/article.md (en) [38][39][66][68];
s12 held-out CloudyWing/HackMD-Notes docs/backend/使用 .NET 產生帶有浮水印的 Excel.md (zh-Hant) [27][29];
s12 held-out jx2lee/my-digital-garden src/site/notes/data/dbt/__/dbt-custom-schemas.md (ko) [5][9];
iranzo/iranzo.github.io (en, not in a corpus): "using '{static}'".
"""

from __future__ import annotations

from pathlib import Path

import pytest

from narrate.config import load_config
from narrate.patterns import LazyPattern
from narrate.text import lexicon, tidy
from narrate.text.article import read_article
from narrate.text.check import check_article

_KIND = "a placeholder's brackets never said"


@pytest.fixture
def braces_dropped(monkeypatch: pytest.MonkeyPatch) -> None:
    """The reader as it was before text.placeholders (s14): every prose brace but a `${ref}`'s dropped as markup.
    Since then narrate says a placeholder's braces, so the judge is held against the reading it was written for."""
    ref = LazyPattern(r"\$\{[A-Za-z_][\w.\-]{0,60}\}")
    monkeypatch.setattr(lexicon, "_VARIABLE_REF", ref)
    monkeypatch.setattr(tidy, "_VARIABLE_REF", LazyPattern(rf"({ref.pattern})"))


def _found(tmp_path: Path, text: str, name: str = "post.md") -> list[tuple[str, str]]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    report = check_article(read_article(path), load_config())
    return [(d["kind"], d["text"]) for d in report.page_doubts if d["kind"] == _KIND]


def test_a_path_parameter_heard_as_a_word_is_reported(tmp_path: Path, braces_dropped: None) -> None:
    """databases (en) [38][39]: 'A POST /notes/{userId} resource' sent 'A POST slash notes slash userId resource'."""
    found = _found(
        tmp_path,
        "---\ntitle: Databases\nlang: en\n---\n"
        "Two routes come next.\n\n"
        "- A POST /notes/{userId} resource, which will trigger the `createNote` Lambda function.\n"
        "- A GET /notes/{userId}/{id} resource, which will trigger the `getNote` Lambda function.\n",
    )
    assert found == [(_KIND, "{userId}"), (_KIND, "{id} {userId}")]


def test_a_placeholder_said_with_its_braces_is_not_reported(tmp_path: Path, braces_dropped: None) -> None:
    """使用 .NET 產生帶有浮水印的 Excel (zh-Hant) [27]: the path's `{Sheet Name}` is said 左大括號 Sheet Name 右大括號; the
    label line '{Sheet Name}.xml.rels' [29] under it is sent 'Sheet Name .xml.rels', a literal file name."""
    said = _found(
        tmp_path,
        "---\ntitle: 浮水印\nlang: zh-hant\n---\n"
        "其中 `rId1` 和 `rId2` 定義在 `\\xl\\worksheets\\_rels\\{Sheet Name}.xml.rels`。\n",
    )
    assert said == []
    heard = _found(
        tmp_path,
        "---\ntitle: 浮水印\nlang: zh-hant\n---\n以下是它的內容。\n\n{Sheet Name}.xml.rels\n\n這個檔案定義關聯。\n",
    )
    assert heard == [(_KIND, "{Sheet Name}")]


def test_korean_placeholders_in_braces_and_angle_brackets_are_reported(tmp_path: Path, braces_dropped: None) -> None:
    """dbt-custom-schemas (ko) [5][9]: '{project_name}.{folder} 로' sent 'project_name. folder 로'; 'models.
    <resource_path> 로' sent 'models. resource_path 로'."""
    found = _found(
        tmp_path,
        "---\ntitle: dbt custom schemas\nlang: ko\n---\n"
        "- {project_name}.{folder} 로 models 프로퍼티를 설정하고 dbt run 을 실행했다.\n\n"
        "목표는 **models.<resource_path> 로 생성된 데이터셋의 prefix 를 지우는 것**이다.\n",
    )
    assert found == [(_KIND, "{folder} {project_name}"), (_KIND, "<resource_path>")]


def test_templates_tex_tags_and_addresses_are_no_placeholders(tmp_path: Path) -> None:
    """A template's `{{ page.title }}`, a shell's `${HOME}`, TeX in a word `x_{i}`, a custom element `<my-map>` (a
    component's name, said by it) and a URL's `{id}` (heard by its host) are not slots to mark."""
    found = _found(
        tmp_path,
        "---\ntitle: Not placeholders\nlang: en\n---\n"
        "Use `{{ page.title }}` in the layout and `${HOME}` in the shell script.\n\n"
        "The component `<my-map>` draws the map, and the value x_{i} grows.\n\n"
        "Call https://api.example.com/items/{id} to read one item.\n",
    )
    assert found == []


def test_a_quoted_pelican_placeholder_is_reported(tmp_path: Path, braces_dropped: None) -> None:
    """iranzo (en): "that required using '{static}'" sent "using ' static '": the syntax the sentence is about is heard
    as the word 'static'."""
    found = _found(
        tmp_path,
        "---\ntitle: Pelican\nlang: en\n---\n"
        "It was clear that images should be placed alongside the html, and that required using '{static}', but pandoc"
        " was escaping it.\n",
    )
    assert found == [(_KIND, "{static}")]


def test_placeholders_narrate_says_with_their_braces_are_not_reported(tmp_path: Path) -> None:
    """The same pages read by narrate as it is (text.placeholders says the braces): nothing to report but the angle
    brackets of `models.<resource_path>`, which narrate still sends bare."""
    found = _found(
        tmp_path,
        "---\ntitle: Placeholders\nlang: ko\n---\n"
        "- {project_name}.{folder} 로 models 프로퍼티를 설정하고 dbt run 을 실행했다.\n\n"
        "- A GET /notes/{userId}/{id} resource, which will trigger the `getNote` Lambda function.\n\n"
        "목표는 **models.<resource_path> 로 생성된 데이터셋의 prefix 를 지우는 것**이다.\n",
    )
    assert found == [(_KIND, "<resource_path>")]
