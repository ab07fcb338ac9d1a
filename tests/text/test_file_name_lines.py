"""A file's name on a line of its own inside a paragraph or an item (`test.json`, `sw.js`, `roadway.txt`) is the
writer's word, said — never taken for the domain a bare link leaves and dropped (s13 held-out Bai-Yingjie json性能
[40]: '2. test.json' said '2、1.9M, 190万个字符'). A domain alone between a title and its description
(`github.com`) still goes. Each case is titled with the article it comes from and loses nothing by the symbol
account."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def test_bai_yingjie_json_test_file_item_zh_hans(tmp_path: Path) -> None:
    # Bai-Yingjie/notes golang/json性能.md (s13 held-out [40]): the test file an item names, then its size
    body = "测试用的json文件:\n\n1. example.json  \n![](img/a.png)  \n\n2. test.json  \n1.9M, 190万个字符, 复杂嵌套  \n"
    said = said_whole(tmp_path, body, lang="zh-hans")
    assert any(line.startswith("2、test.json") and "1.9M" in line for line in said), said


def test_cskwork_pwa_required_files_ko(tmp_path: Path) -> None:
    # cskwork/velog-backup content/PWA를 간단하게 만들어 본다.md: each item a file, then what it holds
    body = (
        "필수 요소:\n\n- manifest.json\n (PWA 정보, 아이콘 정보, 시발점 등 모음)\n- sw.js\n (serviceworker를 활성화하는 "
        "스크립트.)\n"
    )
    said = " ".join(said_whole(tmp_path, body, lang="ko"))
    assert "manifest.json" in said and "sw.js" in said


def test_davidpallmann_rekognition_caption_files_en(tmp_path: Path) -> None:
    # davidpallmann/hashnode-backups cloez37iz000208js6g7pbs0a.md: the text file written for each picture
    body = "The captions it wrote:\n\n- roadway.txt  \n  A rural roadway with a mailbox and barn.\n"
    said = " ".join(said_whole(tmp_path, body, lang="en"))
    assert "roadway.txt" in said


def test_a_domain_between_a_title_and_its_description_still_goes_zh_hans(tmp_path: Path) -> None:
    # tw93/Weekly's shape (the rule's own case): title, its address, its description
    body = "**Waza**\ngithub.com\n把我自己的工具整理了一下。"
    said = " ".join(said_whole(tmp_path, body, lang="zh-hans"))
    assert "github" not in said and "Waza" in said
