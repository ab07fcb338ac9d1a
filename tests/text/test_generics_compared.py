"""`narrate check`: a generic's angle brackets heard as comparisons (text.generics_compared).

Sources (what narrate sent and what the page shows, from the reading packets and `narrate script`): s13 dev
ymgyt/techbook programming/rust/trait/return_position_impl_trait.md (ja) [18] and s14 dev sunface/rust-course
src/advance/async/web-server.md (zh-Hans) [16], both logged by the readers; sugyan/zenn-content (ja, not in a
corpus) 'Result<Packet, ()>' said 'Result 小なり Packet, 空の丸括弧大なり', and beside it '`<`, `>` 演算子' said as
operators, which is right.
"""

from __future__ import annotations

import pytest

from narrate.text.generics_compared import generics_compared
from narrate.text.page_judges import Heard

_KIND = "a generic's angle brackets heard as comparisons"


def _found(shown: str, sent: str, lang: str) -> list[str]:
    return [f.what for f in generics_compared([Heard(0, "paragraph", 1, 1, sent, shown, lang)])]


@pytest.mark.parametrize(
    ("shown", "sent", "lang", "generic"),
    [
        (
            "-> impl Iterator<Item = usize> + 'static",
            "アロー impl Iterator 小なり Item イコール usize 大なりプラスシングルクォート static",
            "ja",
            "Iterator<Item = usize>",
        ),
        (
            "该修改会将函数的返回值从 () 变成 Future<Output=()> ，因此直接运行将不再有任何效果",
            "该修改会将函数的返回值从括号括号变成 Future 小于 Output 等于空括号大于号，因此直接运行将不再有任何效果",
            "zh-hans",
            "Future<Output=()>",
        ),
        (
            "s.parse() で Result<Packet, ()> を得られるようにしています。",
            "s.parse で Result 小なり Packet, 空の丸括弧大なりを得られるようにしています。",
            "ja",
            "Result<Packet, ()>",
        ),
    ],
)
def test_a_generic_said_as_less_than_and_greater_than_is_reported(
    shown: str, sent: str, lang: str, generic: str
) -> None:
    assert _found(shown, sent, lang) == [generic]


@pytest.mark.parametrize(
    ("shown", "sent", "lang"),
    [
        # the operators themselves said by their names, a generic elsewhere in the chunk said otherwise
        (
            "`<`, `>` 演算子による比較や Vec<Value> の並び替え",
            "小なり, 大なり演算子による比較や Vec 泛型 Value の並び替え",
            "ja",
        ),
        ("返回 Future<Output=()>", "返回 Future 泛型 Output 等于空括号", "zh-hans"),  # said as a generic
        ("if a<b and c>d then", "if a 小于 b and c 大于 d then", "zh-hans"),  # a comparison: no generic's shape
    ],
)
def test_operators_and_generics_said_as_generics_are_left_alone(shown: str, sent: str, lang: str) -> None:
    assert _found(shown, sent, lang) == []
