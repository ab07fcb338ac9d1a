"""Alts that describe nothing: one a theme or a habit copies onto three pictures or more of an article ('Desktop
View' under every screenshot of a Jekyll Chirpy blog, text.repeated_alts) and one that is a file's slug
('put-item-type', 'scheduler-role'). Neither is said as a caption; a picture the prose points at keeps the bare
cue, the others are silent. Each case is titled with the article it comes from and loses nothing by the symbol
account."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def test_doxawahebi_design_blog_desktop_view_ko(tmp_path: Path) -> None:
    # doxawahebi (Jekyll Chirpy) _posts/2025-02-13-design-blog.md (s13 held-out: 'Desktop View' said 11 times)
    body = (
        '## giscus를 이용한 방법\n\n![Desktop View](/assets/img/install-giscus-1.png){: width="700" height="300" }\n\n'
        "설치한 다음에 설정 섹션 읽으면서 하시면 다음과 같이 코드가 나오는데 이걸 복사헤줍니다.\n\n"
        '![Desktop View](/assets/img/install-giscus-2.png){: width="700" height="300" }\n\n'
        "개인적으로 config.yml에 추가하는 게 좋아서 다음과 같이 적용했습니다.\n\n"
        '![Desktop View](/assets/img/install-giscus-3.png){: width="700" height="300" }'
    )
    said = said_whole(tmp_path, body, lang="ko")
    assert not any("Desktop View" in text for text in said), said
    assert said.count("(여기에 그림이 있습니다.)") == 3, said  # (under a heading, then pointed at twice)


def test_pchol22_put_item_type_slug_en(tmp_path: Path) -> None:
    # PChol22/blog-posts learn-serverless/ddb-toolbox/article.md (s13 held-out [58]): '(Image: put-item-type.)'
    body = (
        "The result of the query is also typed.\n\n"
        "![put-item-type](./assets/put-item-type.png) ⬆️ _If we forget to set `adult`, Typescript will tell us!_"
    )
    said = " ".join(said_whole(tmp_path, body, lang="en"))
    assert "put-item-type" not in said and "If we forget to set adult" in said, said


def test_pchol22_scheduler_role_slug_under_a_colon_en(tmp_path: Path) -> None:
    # PChol22/blog-posts learn-serverless/scheduler/article.md (s13 held-out [22]): the diagram after a colon
    body = "This can be summarized in the following diagram:\n\n![scheduler-role](./assets/execution-role.png)"
    said = said_whole(tmp_path, body, lang="en")
    assert said[-1] == "(Here is a picture.)" or "scheduler-role" not in " ".join(said), said


def test_two_pictures_sharing_an_alt_keep_it_en(tmp_path: Path) -> None:
    body = "Before:\n\n![Performance in Chrome](a.png)\n\nAfter:\n\n![Performance in Chrome](b.png)"
    said = " ".join(said_whole(tmp_path, body, lang="en"))
    assert said.count("Performance in Chrome") == 2, said
