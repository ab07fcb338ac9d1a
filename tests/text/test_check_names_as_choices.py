"""`narrate check` on a name the article writes with a slash — a repository, a path — heard as a choice (the lead's
s17 ruling "Slash, by article context": a pair `a/b` the article also uses as part of an address, a path or a link
target is a NAME, said as written, never "or").

Sources: s16 held-out xho95/xho95.github.io _posts/2016-02-01-Install-Boost-Library-for-Xcode.md [7][41]
('GitHub 저장소인 boostorg/boost' said 'boostorg 또는 boost'); s16 held-out tkancf/tkancf.com
content/blog/monthly-notes-2025-06.md [29] ('GitHub - textlint-ja/textlint-rule-preset-ai-writing' said 'textlint-ja
または textlint-rule-preset-ai-writing'); s10 CloudyWing 在 ASP.NET 使用 Redis 實作分散式快取 [11] ('「redislabs/redis」'
beside its Docker Hub link, said 或).
"""

from __future__ import annotations

import pytest

from narrate.text.names_as_choices import names_heard_as_choices, slashed_names
from narrate.text.page_judges import Heard


def _found(lines: list[str], shown: str, sent: str, lang: str) -> list[str]:
    heard = [Heard(0, "paragraph", 1, 1, sent, shown, lang)]
    return [f.what for f in names_heard_as_choices(heard, slashed_names(lines))]


_BOOST = (
    "[^github-boost]: [boostorg/boost](https://github.com/boostorg/boost) : 부스트 라이브러리 관련 GitHub 저장소입니다."
)
_TEXTLINT = (
    "- [GitHub - textlint-ja/textlint-rule-preset-ai-writing: textlintプリセット]"
    "(https://github.com/textlint-ja/textlint-rule-preset-ai-writing)"
)


@pytest.mark.parametrize(
    ("lines", "shown", "sent", "lang", "found"),
    [
        (
            [
                "부스트 라이브러리는 Boost.org의 GitHub 저장소인 boostorg/boost[^github-boost] 에서도 다운받을 수 있습니다.",
                _BOOST,
            ],
            "부스트 라이브러리는 Boost.org의 GitHub 저장소인 boostorg/boost 에서도 다운받을 수 있습니다.",
            "부스트 라이브러리는 Boost.org의 GitHub 저장소인 boostorg 또는 boost 에서도 다운받을 수 있습니다.",
            "ko",
            ["boostorg/boost"],
        ),
        (
            [_TEXTLINT],
            "GitHub - textlint-ja/textlint-rule-preset-ai-writing: textlintプリセット",
            "GitHub - textlint-ja または textlint-rule-preset-ai-writing: textlint プリセット",
            "ja",
            ["textlint-ja/textlint-rule-preset-ai-writing"],
        ),
        # RedQ react-graphql-ecommerce-template [105] (s10): a folder the article writes as a path elsewhere
        (
            ["/packages/shop: All the shop related coding and functions.", "- Navigate to packages/shop"],
            "Navigate to packages/shop",
            "Navigate to packages or shop",
            "en",
            ["packages/shop"],
        ),
    ],
)
def test_a_slashed_name_heard_as_a_choice(lines: list[str], shown: str, sent: str, lang: str, found: list[str]) -> None:
    assert _found(lines, shown, sent, lang) == found


@pytest.mark.parametrize(
    ("lines", "shown", "sent", "lang"),
    [
        # said as written: the ruling's reading
        ([_BOOST], "GitHub 저장소인 boostorg/boost", "GitHub 저장소인 boostorg 슬래시 boost", "ko"),
        # words the article joins by slashes in prose only: a choice, "or" is right (s16 ruling)
        (
            ["changes will be listed as major/minor/patch in the [CHANGELOG](https://github.com/a/b/CHANGELOG.md)."],
            "changes will be listed as major/minor/patch in the CHANGELOG.",
            "changes will be listed as major or minor or patch in the CHANGELOG.",
            "en",
        ),
        # a code span's pair alone is no address (Hyper-Accel how-GPU-works `LD/ST`; k8s-device-plugin states)
        (
            ["상태(`Healthy/Unhealthy`)를 보고"],
            "상태(Healthy/Unhealthy)를 보고",
            "상태(Healthy 또는 Unhealthy)를 보고",
            "ko",
        ),
        # the pair said with 'or' where the page shows no slash between them
        ([_BOOST], "boostorg 또는 boost", "boostorg 또는 boost", "ko"),
    ],
)
def test_a_choice_or_a_name_said_as_written_is_no_finding(lines: list[str], shown: str, sent: str, lang: str) -> None:
    assert _found(lines, shown, sent, lang) == []
