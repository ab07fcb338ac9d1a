"""Pictures in a row (text.prose `_picture_cue`): the pictures of one block are one cue that says how many and every
description, never "a picture" for three screenshots or the first alt alone for two photos; a picture whose address
is a path on the writer's own disk shows nothing on the page and is not counted. Each case is titled with the
article it comes from, and each loses nothing by the symbol account."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def test_aszx87410_korea_seoul_travel_two_described_photos_are_both_said(tmp_path: Path) -> None:
    # aszx87410/huli-life-blog source/_posts/2024-korea-seoul-travel.md (s13 held-out [36]): two photos on two lines
    # after a colon; the second one's alt was never heard
    body = (
        "排了大概半小時左右順利進去，因此早上就只是進去拍拍照而已：\n\n"
        "![寶可夢園區皮卡丘](/img/2024-korea-seoul-travel/p6.jpg)\n"
        "![寶可夢園區](/img/2024-korea-seoul-travel/p7.jpg)\n\n"
        "晃了一圈之後就進去室內。"
    )
    assert said_whole(tmp_path, body, lang="zh-Hant")[1] == "（此處有兩張圖：寶可夢園區皮卡丘；寶可夢園區）"


def test_bai_yingjie_three_screenshots_under_a_label_are_three(tmp_path: Path) -> None:
    # Bai-Yingjie/Bai-Yingjie.github.io notes/container/当代容器读书笔记.md (s13 held-out [41]): three screenshots, no
    # alt, under 'ARM KVM架构:' were cued as one picture
    body = (
        "ARM KVM架构:\n\n"
        "![](img/container_当代容器读书笔记_20221011112326.png)  \n"
        "![](img/container_当代容器读书笔记_20221011112402.png)  \n"
        "![](img/container_当代容器读书笔记_20221011112413.png)  \n\n"
        "firecracker 和 qemu 类似。"
    )
    assert said_whole(tmp_path, body, lang="zh-Hans")[1] == "（此处有三张图）"


def test_ttskch_two_pictures_side_by_side_in_japanese(tmp_path: Path) -> None:
    # ttskch/zenn-content articles/3e2a80a44b08ee.md: '下図のように' then the green and the grey box side by side on one
    # line
    body = (
        "状態に応じて見た目が下図のようにグリーン（アクティブ）とグレー（非アクティブ）で変化する\n\n"
        "![](https://tva1.sinaimg.cn/large/007S8ZIlgy1ggjp031x5fj305k05kmx4.jpg) "
        "![](https://tva1.sinaimg.cn/large/007S8ZIlgy1ggjp0a23xjj305k05kwef.jpg)\n\n"
        "なお、このサンプルでは Container をタップ可能にする。"
    )
    assert said_whole(tmp_path, body, lang="ja")[1] == "（ここに2枚の図があります）"


def test_cloudywing_two_described_pictures_side_by_side_in_a_list_item(tmp_path: Path) -> None:
    # CloudyWing/HackMD-Notes docs/backend/使用 Dapper 和 ODAC Managed Driver 無法寫入 Unicode 的問題.md (s12 held-out
    # [11]): two screenshots on one line inside the item; only the first alt was said. Both alts are said, in the
    # article's Chinese cue by its voice: the cue's words are the article's whatever the alts' letters (s17 ruling)
    body = (
        "- `OracleDbType.Varchar2`：126\n\n"
        "    ![oracle unicode insert issue 1](images/oracle-unicode-insert-issue-1.png) "
        "![oracle unicode insert issue 2](images/oracle-unicode-insert-issue-2.png)\n\n"
        "    不過，根據目前最新版本的程式碼來看，仍然是將 `DbType.String` 對應到 `OracleDbType.Varchar2`。"
    )
    assert said_whole(tmp_path, body, lang="zh-Hant")[1] == (
        "（此處有兩張圖：oracle unicode insert issue 1；oracle unicode insert issue 2）"
    )


def test_one_description_said_once_with_the_count(tmp_path: Path) -> None:
    # nanotube164/kaidlog source/_posts/hike.md's two photos of one place ('世外桃源', '清澈的嘆息灣~'), written for the
    # test with one alt for both: a description repeated is said once, the count stays the pictures'
    body = "我們到了嘆息灣：\n\n![世外桃源](a.jpg)\n![世外桃源](b.jpg)\n\n我們在這邊稍作休息。"
    assert said_whole(tmp_path, body, lang="zh-Hant")[1] == "（此處有兩張圖：世外桃源）"


def test_a_badge_row_the_prose_points_at_stays_one_thing(tmp_path: Path) -> None:
    # the README shape (minterjia/Blog-Dev themes/butterfly/README.md: shields under the title), pointed at by a colon
    body = (
        "Versions:\n\n![master version](https://img.shields.io/badge/master-4.0-blue)\n"
        "![hexo version](https://img.shields.io/badge/hexo-5.3.0-0e83c)\n\nInstall it."
    )
    assert said_whole(tmp_path, body, lang="en")[1] == "(Image: master version.)"


def test_garhinzhou_a_typora_path_on_the_writers_disk_is_no_picture(tmp_path: Path) -> None:
    # GarhinZhou/yuque-hexo source/_posts/NewstarCTF WP.md: each screenshot written twice, once as Typora's local
    # copy (C:\Users\…\typora-user-images\…, nothing on the page) and once uploaded; one picture shows, one is said
    body = (
        "看 IDA：\n\n"
        "![](C:\\Users\\garhi\\AppData\\Roaming\\Typora\\typora-user-images\\image-20241007193235524.png)"
        "![](/images/29b425a3ba12c7f2ab2a2e0b151dae04.png)\n\n"
        "从 IDA 可以知道 read 函数只能读入0x30个字节的数据。"
    )
    assert said_whole(tmp_path, body, lang="zh-Hans")[1] == "（此处有一张图）"


def test_liulvhua_a_typora_path_alone_is_silent(tmp_path: Path) -> None:
    # Liulvhua/blog source/_posts/框架/vue-element.admin.md: the only picture under the heading is Typora's local copy
    # (its alt the paste's timestamp); an English post written for the test with the same shape (D:/ and forward
    # slashes, as Typora writes them on a second drive)
    body = (
        "### 页面的主要路由分析\n\n"
        "![1591325371527](C:\\Users\\努力中的杨先生\\AppData\\Roaming\\Typora\\typora-user-images\\1591325371527.png)\n\n"
        "全局是一个大的容器。"
    )
    assert said_whole(tmp_path, body, lang="zh-Hans") == ["页面的主要路由分析", "全局是一个大的容器。"]
    body = "## Routes\n\n![](D:/notes/typora-user-images/1591325371527.png)\n\nThe app is one big container."
    assert said_whole(tmp_path, body, lang="en") == ["Routes", "The app is one big container."]
