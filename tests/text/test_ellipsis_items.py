"""A list item that is only an ellipsis ("- ...") says the list goes on: "and so on" in the article's language, as a
reader says it; dropped, the list was heard as closed. Each case is titled with the article it comes from and loses
nothing by the symbol account."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def test_masaki39_citations_authors_and_so_on(tmp_path: Path) -> None:
    # masaki39/masaki39.github.io content/Citations_2024-02-08.md (s12 held-out [67]): the author list's '...'
    body = "- author:\n  - family, given\n  - family, given\n  - ...\n- citation-key: 外部からのアクセス用の key"
    assert said_whole(tmp_path, body, lang="ja") == [
        "author:",
        "family, given",
        "family, given",
        "など",
        "citation-key: 外部からのアクセス用の key",
    ]


def test_hyper_accel_blog_platforms_and_so_on_ko_en(tmp_path: Path) -> None:
    # Hyper-Accel/hyper-accel.github.io content/posts/tech-blog-operation/index.ko.md and index.en.md
    body = (
        "- 블로그 플랫폼\n  - Velog\n  - Tistory\n  - ...\n\n물론 제일 간편한 것은 블로그 플랫폼을 이용하는 것이겠지요."
    )
    assert said_whole(tmp_path, body, lang="ko")[1:4] == ["Velog", "Tistory", "등등"]
    body = "- Blog platforms\n  - Velog\n  - Tistory\n  - ...\n\nOf course, the simplest approach would be a platform."
    assert said_whole(tmp_path, body, lang="en")[1:4] == ["Velog", "Tistory", "and so on"]
