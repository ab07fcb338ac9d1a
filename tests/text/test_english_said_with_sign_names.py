"""`narrate check`: an English sentence or title read by a CJK voice is English though narrate said its signs in the
voice's words (text.voices_heard: "斜杠", "앰퍼샌드" are the program's words for the writer's `/` and `&`, no CJK the
writer wrote).

Sources (what narrate sent, from the reading packets): s12 held-out shenweiyan/Garden
docs/cookbook/开发运维/R-系列/2019-07-01-install-latest-r-from-source.md (zh-Hans) [21] and
docs/cookbook/开发运维/系统与编译相关/2019-07-01-linux-gcc-install.md [35], both logged by the blind readers;
jx2lee/my-digital-garden src/site/notes/data/dbt/__/dbt-cicd-pipeline.md (ko) [20]; s13 held-out Bai-Yingjie
notes/OS/gentoo使用.md (zh-Hans) [46][48], commands, left alone.
"""

from __future__ import annotations

import pytest

from narrate.text.english_words import english_word
from narrate.text.voices_heard import english_in_cjk_voice


def _doubts(sent: str, lang: str) -> list[str]:
    return [d.kind for d in english_in_cjk_voice([(sent, lang, "paragraph")], english_word)]


@pytest.mark.parametrize(
    ("sent", "lang", "kind"),
    [
        (
            'configure: error: C++ preprocessor " 斜杠 lib 斜杠 cpp " fails sanity check',
            "zh-hans",
            "Latin-script words alone read by the zh-hans voice",
        ),
        (
            "5、Benjamin Berhault,《Build and Install the Last GCC on RHEL 斜杠 CentOS 7》，Ben's Jekyll Blog",
            "zh-hans",
            "Latin-script words alone read by the zh-hans voice",
        ),
        (
            "사용자 경험을 높이기 위해 다양한 도구들을 지속적으로 제공하고 있습니다. (e.g trigger jira 앰퍼샌드 google"
            " calendar when reviewer assign event rises)",
            "ko",
            "English read by the ko voice",
        ),
    ],
)
def test_english_with_its_signs_named_in_the_cjk_voice_is_english(sent: str, lang: str, kind: str) -> None:
    assert _doubts(sent, lang) == [kind]


@pytest.mark.parametrize(
    ("sent", "lang"),
    [
        # commands: a path is one token, no English words
        ("cd 斜杠 var 斜杠 tmp 斜杠 portage 斜杠 dev-db 斜杠 mysql-5.6.21斜杠 work 斜杠", "zh-hans"),
        ("病史斜杠影像报告都要保存", "zh-hans"),  # a sign named between Chinese words: Chinese
        ("使用 GDPR 斜杠 HIPAA 审计", "zh-hans"),
    ],
)
def test_chinese_and_commands_with_signs_named_are_left_alone(sent: str, lang: str) -> None:
    assert _doubts(sent, lang) == []
