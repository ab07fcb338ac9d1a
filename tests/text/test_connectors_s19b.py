"""A Korean arrow before a noun phrase with its particle of direction, when a possessive or a topic follows that
particle or the particle stands apart from its noun, is "from … to" (issue 38, s19 held-out).

The s19 held-out readers heard the arrow dropped to a comma's pause: "하위 엔티티 -> 상위 엔티티로의 객체 그래프
탐색" (from the child entity to the parent), "(기존 타입) -> Object로는", "Object -> 하위 타입 으로의 형변환". The
particle of direction (으)로 decides it, whatever comes after it ("로의", "로는") and whether a space parts it from its
noun; the first noun phrase that carries it is the arrow's destination (a later one belongs to the sentence's verb).

Sources (s19 held-out): Ohzzi/… contents/posts/jpa/remove-one-to-many-update-query/index.md [38],
contents/posts/java/what-is-generic/index.md [20][25]. Shapes written from other notes (a version, a region), and near
misses: a condition before the arrow, a version's change with no particle.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole


@pytest.mark.parametrize(
    ("body", "said"),
    [
        # Ohzzi remove-one-to-many-update-query [38]: the possessive after the particle of direction.
        (
            "게다가 하위 엔티티 -> 상위 엔티티로의 객체 그래프 탐색도 필요하지 않습니다.",
            "게다가 하위 엔티티에서 상위 엔티티로의 객체 그래프 탐색도 필요하지 않습니다.",
        ),
        # Ohzzi what-is-generic [20]: the topic after it, a later 으로 the verb's own.
        (
            "바로 안정성이다. (기존 타입) -> Object로는 더 상위의 타입으로 형변환 하므로 문제가 없다.",
            "바로 안정성이다. (기존 타입)에서 Object로는 더 상위의 타입으로 형변환 하므로 문제가 없다.",
        ),
        # Ohzzi what-is-generic [25]: the particle apart from its noun.
        (
            "이처럼 Object -> 하위 타입 으로의 형변환은 안전하지 않다.",
            "이처럼 Object에서 하위 타입 으로의 형변환은 안전하지 않다.",
        ),
        # Written from other notes: a version's upgrade, a move between regions.
        ("v1 -> v2로의 마이그레이션은 끝났다.", "v1에서 v2로의 마이그레이션은 끝났다."),
        ("서울 리전 -> 도쿄 리전으로는 복제하지 않는다.", "서울 리전에서 도쿄 리전으로는 복제하지 않는다."),
        # Near misses: a condition before the arrow keeps its "then" whatever particle follows; a version's change
        # with no particle of direction takes it from the sentence's verb.
        (
            "캐시가 비어 있으면 -> 원본 서버로의 요청이 늘어난다.",
            "캐시가 비어 있으면, 그러면 원본 서버로의 요청이 늘어난다.",
        ),
        ("- 1.0 -> 2.0 업그레이드했습니다.", "1.0에서 2.0으로 업그레이드했습니다."),
    ],
)
def test_a_korean_arrow_before_a_destination_with_more_particles(tmp_path: Path, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang="ko") == [said]
