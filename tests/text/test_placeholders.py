"""A name in braces that the page shows (a path parameter, a placeholder, a slot) is said with its braces.

Markdown shows single braces as they are; narrate dropped every brace in prose as template markup, so
`POST /notes/{userId}` was heard as a literal path "slash notes slash userId" and "What time is it in {location}" as
the word "location" (s13 held-out PChol22 databases [38][39][66][68]; s12 held-out davidpallmann [17][51][64],
jx2lee dbt-custom-schemas [5], CloudyWing Excel [29]). The braces and the path or name they are written into are
code now, said as inline code is (text.placeholders). Each case is titled with the article it comes from.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # PChol22/dev-to-articles blog-posts/learn-serverless/databases/article.md [39] (s13 held-out)
        (
            "- A GET /notes/{userId}/{id} resource, which will trigger the `getNote` Lambda function.",
            "en",
            "A GET slash notes slash open brace userId close brace slash open brace id close brace resource, which "
            "will trigger the getNote Lambda function.",
        ),
        # davidpallmann/hashnode-backups cl43fsh0g01insjnvbua9akug.md [51] (s12 held-out): the slot the user types
        (
            "Enter this utterance: **What time is it in {location}**. {location} is a placeholder for a place.",
            "en",
            "Enter this utterance: What time is it in open brace location close brace. open brace location close "
            "brace is a placeholder for a place.",
        ),
        # davidpallmann/hashnode-backups cl11fq5nt011xlgnvgzo25xc1.md:504: a slash before the parameter was dropped
        (
            "In this step, you'll add API Gateway support for PUT /{name}, which will allow multiple menus.",
            "en",
            "In this step, you'll add API Gateway support for PUT slash open brace name close brace, which will "
            "allow multiple menus.",
        ),
        # jx2lee/my-digital-garden dbt-custom-schemas.md [5] (s12 held-out): the joining dot was a full stop
        (
            "- {project_name}.{folder} 로 models 프로퍼티를 설정하고 dbt run 을 실행하면",
            "ko",
            "여는 중괄호 project 언더스코어 name 닫는 중괄호 점 여는 중괄호 folder 닫는 중괄호 로 models 프로퍼티를 "
            "설정하고 dbt run 을 실행하면",
        ),
        # CloudyWing/HackMD-Notes 如何客製化 ASP.NET Core 的 Model Validation 預設錯誤訊息.md:158
        (
            "1. 建立「ModelBindingMessage.{語系}.resx」和「ValidationMetadataMessage.{語系}.resx」。",
            "zh-hant",
            "1、建立「ModelBindingMessage. 左大括號語系右大括號.resx」和「ValidationMetadataMessage. "
            "左大括號語系右大括號.resx」。",
        ),
        # CloudyWing/HackMD-Notes 使用 .NET 產生帶有浮水印的 Excel.md [29] (s12 held-out): a label of its own
        ("{Sheet Name}.xml.rels", "zh-hant", "左大括號 Sheet Name 右大括號.xml.rels"),
        # OfficeDev/office-scripts-docs.ja-JP external-fetch-calls.md:17: the placeholder the reader must replace
        (
            "必ず、{USERNAME} プレースホルダーをGitHub ID に置き換えてください。",
            "ja",
            "必ず、波括弧開き USERNAME 波括弧閉じプレースホルダーを GitHub ID に置き換えてください。",
        ),
    ],
)
def test_a_placeholder_in_braces_is_said_with_its_braces(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # braces as brackets right after a word (swhan9404/velog-backup 경사하강법과 SGD.md:13): an aside, no placeholder
        ("미분은 도구 (변화율{기울기}에 극한)", "ko", "미분은 도구 (변화율 기울기 에 극한)"),
        # a template's doubled braces are no placeholder the page shows
        ("Use {{ site.url }} here", "en", "Use here"),
        # a variable's reference keeps its own reading
        ("set it to ${HOME} now", "en", "set it to dollar open brace HOME close brace now"),
    ],
)
def test_braces_that_hold_no_placeholder_keep_their_reading(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]
