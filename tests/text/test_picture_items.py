"""A picture in a list item under the item's words, and a picture whose alt is its own address (text.prose
`_item_body`, text.pictures `always_said`): a step and its screenshot indented under it are one item, the item's words
naming what is shown as a heading does, so the picture is cued; an address for an alt (Notion's and Substack's
exports) is content, cued bare wherever it stands, never its site read as a caption. Each case is titled with the
article it comes from, and each loses nothing by the symbol account."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def test_withmaster_a_notion_step_and_its_screenshot(tmp_path: Path) -> None:
    # withmaster/withmaster.github.io _posts/2021-12-14-synology_mailserver_settting.md (s14 dev [31][68]…): each step
    # of the export carries its screenshot indented under it ('Untitled' is Notion's placeholder alt)
    body = (
        "## DNS 설정\n\n"
        "- 왼쪽 창 `DNS 관리` - `example.com` 선택 - 선택한 도메인 `DNS 관리` 선택\n\n"
        "    ![Untitled](https://withmaster.github.io/assets/images/2021-12-14-synology_mailserver_settting/"
        "Untitled%201.png)\n\n"
        "- 네임서버(DNS) 관리\n"
    )
    assert said_whole(tmp_path, body, lang="ko") == [
        "DNS 설정",
        "왼쪽 창 DNS 관리 - example.com 선택 - 선택한 도메인 DNS 관리 선택",
        "(여기에 그림이 있습니다.)",
        "네임서버(DNS) 관리",
    ]


def test_torifukukaiou_and_liuyunzhuge_numbered_steps_with_their_screenshots(tmp_path: Path) -> None:
    # TORIFUKUKaiou/qiita_articles public/20241215-Rapidly Set Up Elixir Livebook with GitHub Codespaces!.md (step 4)
    # and liuyunzhuge/hexo-blog themes/next/docs/zh-CN/ALGOLIA-SEARCH.md (two screenshots under one step)
    body = (
        "1. Wait about **1 minute and 23 seconds**, and the environment will launch.\n\n"
        "    ![Screenshot](https://qiita-image-store.s3.ap-northeast-1.amazonaws.com/0/131808/f92b0e13.png)\n\n"
        "1. Notice the **Private** display?\n"
    )
    assert said_whole(tmp_path, body, lang="en") == [
        "1. Wait about 1 minute and 23 seconds, and the environment will launch.",
        "(An image is shown here.)",
        "2. Notice the Private display?",
    ]
    body = (
        "1. 在 `API Keys` 页面，点击 `ALL API KEYS` 找到新建 INDEX 对应的 key，**编辑权限**。\n\n"
        "    ![](https://user-images.githubusercontent.com/8521181/35479064-611aa0b4.png)\n"
        "    ![](https://user-images.githubusercontent.com/8521181/35479084-d4f7ac02.png)\n\n"
        "1. 编辑站点配置文件。\n"
    )
    assert said_whole(tmp_path, body, lang="zh-Hans")[1:3] == ["（此处有两张图）", "2、编辑站点配置文件。"]


def test_a_picture_opening_its_own_item_gets_its_bare_cue_once(tmp_path: Path) -> None:
    # the guard: a list whose next item opens with a picture (nothing of its own said before it) is no body of the
    # last item: the item is the picture's block, past the first words, so its bare cue, once (the lead's s19 ruling;
    # silent before it) (liuyunzhuge/hexo-blog's badge-free README lists, the shape written for the test)
    body = "- first item\n- ![](a.png)\n- third item\n"
    assert said_whole(tmp_path, body, lang="en") == ["first item", "(An image is shown here.)", "third item"]


def test_withmaster_an_address_for_an_alt_is_a_bare_cue(tmp_path: Path) -> None:
    # withmaster/withmaster.github.io _posts/2021-08-10-data_population.md (s14 dev [5][7]…): Notion writes the
    # picture's URL as its alt; it was said '(그림: withmaster.github.io)'
    body = (
        "- 정책자료 - 통계\n\n"
        "    ![https://withmaster.github.io/assets/images/2021-08-10-data_population/Untitled.png]"
        "(https://withmaster.github.io/assets/images/2021-08-10-data_population/Untitled.png)\n"
    )
    assert said_whole(tmp_path, body, lang="ko") == ["정책자료 - 통계", "(여기에 그림이 있습니다.)"]


def test_s_yoshiki_and_duartemartins_an_address_alt_anywhere_is_cued_bare(tmp_path: Path) -> None:
    # s-yoshiki/tech-blog.s-yoshiki.com apps/web/content/posts/0233/index.md (each step's screenshot, alt its
    # address: '（図：github.com）' before) and Duartemartins/personalwebsite _posts/2022-06-28-interessant3-7.markdown
    # (a Substack export: 'Crony Capitalism: (Image: cdn.substack.com.)')
    body = (
        "「New Connection Wizard」ボタンをクリックします。\n\n"
        "![https://github.com/dbeaver/dbeaver/wiki/images/ug/Create-new-connection-button.png]"
        "(https://github.com/dbeaver/dbeaver/wiki/images/ug/Create-new-connection-button.png)\n\n"
        "Data Base -> New Connection を選択します。"
    )
    assert said_whole(tmp_path, body, lang="ja")[1] == "（ここに図があります）"
    body = (
        "1. Crony Capitalism: ![https://cdn.substack.com/image/fetch/f_auto/a.png]"
        "(https://cdn.substack.com/image/fetch/f_auto/a.png)\n"
    )
    assert said_whole(tmp_path, body, lang="en") == ["1. Crony Capitalism: (An image is shown here.)"]
