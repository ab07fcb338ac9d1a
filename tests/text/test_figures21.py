"""Figures and embeds, session 21 (#38; the lead's s20 ruling 4, "a figure is one cue"): a Markdown picture with
its caption line under it (in emphasis, in a caption's tag, or opening with a figure's number), a figure shortcode
with its caption, a picture written with no address, a live page embedded by a filter or a Zenn embed, and alts
that only name a picture. Each rule: the case that taught it, shapes of other blogs, and a near miss left alone."""

from __future__ import annotations

from pathlib import Path

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.pictures import described, names_its_file
from narrate.text.script import build_script


def _said(tmp_path: Path, body: str, *, lang: str) -> list[str]:
    path = tmp_path / "post.md"
    path.write_text(f"---\ntitle: T\nlang: {lang}\n---\n\n{body}\n", encoding="utf-8")
    return [chunk.text for chunk in build_script(read_article(path), load_config()).chunks[1:-1]]


def test_walkbori_blog_font_pictures_with_chirpy_captions_are_one_album(tmp_path: Path) -> None:
    # walkbori/walkbori.github.io _posts/2024/2024-10-27-blog-font.md lines 36-48 (s20 held-out [15]-[18]): four
    # screenshots, each with its Chirpy caption `_…_` on the line under it; the first cued bare, the other three
    # silent and every caption heard as a loose paragraph
    body = (
        "구글폰트를 예시로 하여 웹폰트를 적용하는 방법은 다음과 같습니다.\n\n"
        "![alt text](/assets/posts/2024/10/googlefont.png)\n_1. 구글폰트 접속_\n\n"
        "![alt text](/assets/posts/2024/10/googlefont2.png)\n_2. 사용할 폰트 검색 후 <kbd>Get font</kbd>버튼 클릭_\n\n"
        "![alt text](/assets/posts/2024/10/googlefont3.png)\n_3. 웹 탭 선택_\n\n"
        "### CSS 수정\n"
    )
    said = _said(tmp_path, body, lang="ko")
    assert said[1] == "(그림 3개: 1. 구글폰트 접속; 2. 사용할 폰트 검색 후 Get font 버튼 클릭; 3. 웹 탭 선택)"
    assert "1. 구글폰트 접속" not in said


def test_walkbori_placeholder_alt_takes_its_caption_line(tmp_path: Path) -> None:
    # walkbori/walkbori.github.io _posts/2024/2024-11-06-blog-custom-domain.md lines 30-33 (s20 held-out [10]):
    # `![alt text](github.png)` then `_이 페이지를…_`: the picture silent, its caption a paragraph
    body = (
        "이후에 맨 하단에 HTTPS를 채크해 보안을 강화합니다.\n\n"
        "![alt text](/assets/posts/2024/11/github.png)\n_이 페이지를 찾아올때마다 자동으로 DNS check를 다시 시작한다._\n\n"
        "이후 설정을 변경합니다.\n"
    )
    said = _said(tmp_path, body, lang="ko")
    assert said[1] == "(그림: 이 페이지를 찾아올때마다 자동으로 DNS check를 다시 시작한다)"


def test_caption_lines_of_other_blogs(tmp_path: Path) -> None:
    # a Zhihu/CSDN-style `*图：…*` (its own picture word not said twice), a numbered label line, a `<center>` line
    # markdown-it cuts into an HTML block of its own, an English "Figure 1:" line
    body = (
        "我们先看整体结构。\n\n![arch](/img/arch.png)\n*图：系统架构，三个服务和一个队列*\n\n队列是最慢的部分。\n\n"
        "![](/img/login.png)\n图2 登录页面\n\n结束。\n"
    )
    assert _said(tmp_path, body, lang="zh-CN")[1:4] == [
        "（图：系统架构，三个服务和一个队列）",
        "队列是最慢的部分。",
        "（图：图2登录页面）",
    ]
    body = "まずは全体の流れを確認します。\n\n![](/img/flow.png)\n<center>図3：リクエストの流れ</center>\n\n次です。\n"
    assert _said(tmp_path, body, lang="ja")[1:3] == ["（図：図3：リクエストの流れ）", "次です。"]
    body = "We measured it for a week.\n\n![](/img/latency.png)\nFigure 1: Latency over the week.\n\nThe end.\n"
    assert _said(tmp_path, body, lang="en")[1] == "(Image: Figure 1: Latency over the week.)"


def test_caption_line_near_misses_stay_prose(tmp_path: Path) -> None:
    # a sentence about the figure ("Figure 2 shows…": no mark after its number), a sentence under the picture, a line
    # opening with emphasis that does not wrap it whole, a CJK word that only starts with 图 (图书馆): read as before
    body = (
        "Then we changed it.\n\n![](/img/login.png)\nFigure 2 shows the login page before the change.\n\n"
        "And one more.\n\n![](/img/third.png)\n_Note_ that this is blurry.\n\nThe end.\n"
    )
    said = _said(tmp_path, body, lang="en")
    # (ruling 4b, s21: a picture alone on its line in a paragraph is cued where it stands; the line under it stays
    # the paragraph's words, never taken into the cue as a caption)
    assert "(An image is shown here.) Figure 2 shows the login page before the change." in said
    assert "(An image is shown here.) Note that this is blurry." in said
    assert not any(text.startswith("(Image:") for text in said)
    body = "下一步很简单。\n\n![](/img/x.png)\n图书馆的照片我们以后再谈。\n\n结束。\n"
    assert "（此处有一张图）图书馆的照片我们以后再谈。" in _said(tmp_path, body, lang="zh-CN")
    # the words under an avatar or a badge are the prose's (a name, a label), never taken into a cue said as nothing
    body = (
        "Some words first.\n\n![](https://avatars.githubusercontent.com/u/1?v=4)\n_Jane Doe, maintainer_\n\n"
        "![](https://img.shields.io/badge/build-passing-green)\n*Build status*\n\nEnd.\n"
    )
    assert _said(tmp_path, body, lang="en") == ["Some words first.", "Jane Doe, maintainer", "Build status", "End."]


def test_figure_shortcodes_are_one_cue_carrying_their_caption(tmp_path: Path) -> None:
    # Hugo's `{{< figure caption=… >}}` (a bare/alt cue then the caption as a paragraph, s20 figures report "Left")
    # and Zola's `{{ figure(caption=…) }}` (the caption alone, no picture): one cue with the caption; a figure with no
    # caption keeps its cue, a caption holding a formula stays a paragraph
    body = (
        "We built the pipeline last week.\n\n"
        '{{< figure src="/img/arch.png" alt="boxes" caption="The system architecture: three services" >}}\n\n'
        'The queue is slow.\n\n{{< figure src="/img/plain.png" >}}\n\nAnd then.\n\n'
        '{{ figure(src="/img/z.png", caption="Zola figure caption here") }}\n\n'
        'Math next.\n\n{{< figure src="/img/m.png" caption="The curve $y = x^2$ near zero" >}}\n\nEnd words.\n'
    )
    said = _said(tmp_path, body, lang="en")
    assert said[1:6] == [
        "(Image: The system architecture: three services.)",
        "The queue is slow.",
        "(An image is shown here.)",
        "And then.",
        "(Image: Zola figure caption here.)",
    ]
    assert "The system architecture: three services" not in said
    assert not any(text.startswith("(Image: The curve") for text in said)
    body = '圖表如下。\n\n{{< figure src="/img/a.png" caption="每月的流量" >}}\n\n結束。\n'
    assert _said(tmp_path, body, lang="zh-TW")[1] == "（圖：每月的流量）"


def test_joj0hq_what_is_http_picture_with_no_address_keeps_its_alt(tmp_path: Path) -> None:
    # joj0hq/blog content/posts/what-is-http.md lines 80-88, 161-164 (s20 held-out [35][37][68][69]): `![HTTPとは]()`
    # — the page shows it broken, its alt in its place: still a picture the writer put there. A script's address
    # is refused and stays silent; an address-less picture with no description says nothing
    body = (
        "以下では 2 つ絞って解説します。\n\n![HTTPとは]()\n\nHTTP は現在 ver1.1 が主流です。\n\n"
        "![HTTPのバージョン1]()\n![HTTPのバージョン2]()\n\n終わり。\n"
    )
    said = _said(tmp_path, body, lang="ja")
    assert said[1] == "（図：HTTP とは）"
    assert said[3] == "（2枚の図：HTTP のバージョン1；HTTP のバージョン2）"
    body = "Before words.\n\n![A diagram of the attack](javascript:alert(2))\n\nMiddle.\n\n![]()\n\nAfter.\n"
    assert _said(tmp_path, body, lang="en") == ["Before words.", "Middle.", "After."]


def test_adamj_embed_filter_and_zenn_live_page_embeds_are_cued(tmp_path: Path) -> None:
    # AdamJ/blog posts/2025/figma-make.md line 19 (s20 held-out [4]): `{{ '…linkedin.com/embed/…' | embed }}` after
    # "I read about an idea…", silent; joj0hq/blog content/posts/redux-system.md line 172 ([82]): `@[codesandbox](…)`
    # after 'こちらがタスク管理 TODO アプリです。', silent
    body = (
        "I read about an idea on LinkedIn.\n\n"
        "{{ 'https://www.linkedin.com/embed/feed/update/urn:li:share:74027?collapsed=1' | embed }}\n\nNext.\n"
    )
    assert _said(tmp_path, body, lang="en")[1] == "(An embedded page from linkedin.com is shown here.)"
    body = "こちらがアプリです。\n\n@[codesandbox](https://codesandbox.io/embed/github/a/b)\n\n次へ。\n"
    assert _said(tmp_path, body, lang="ja")[1] == "（ここに codesandbox.io のページが埋め込まれています）"
    body = "看這個例子。\n\n@[codepen](https://codepen.io/a/pen/xyz)\n\n下一步。\n"
    assert _said(tmp_path, body, lang="zh-TW")[1] != "下一步。"
    # near miss: a mention in Zenn's `@[name](url)` shape that names no embed kind is an '@' and a link
    body = "感谢 @[wangzhaohan](https://www.luogu.com.cn/user/1) 的帮助。\n"
    assert "wangzhaohan" in _said(tmp_path, body, lang="zh-CN")[0]


def test_alts_that_only_name_a_picture_are_no_caption() -> None:
    # joj0hq/blog content/posts/redux-system.md lines 52, 90 (s20 held-out [23][42]): alts '図解' ("diagram") and
    # 'redux図解' said as captions "（図：図解）"; JerrySheh/blog Android笔记（二） [106]: 'scroll' on Scroll.gif, its
    # file's name in lower case
    assert described("図解") == "" and described("图解") == "" and described("圖解") == ""
    # one Latin name beside CJK/Korean picture words names the subject the prose names, no description ([42];
    # walkbori rewrite-resume [3] 'Obsidian 대표이미지'); English words, a CJK word of content, two names: described
    assert described("redux図解") == "" and described("Obsidian 대표이미지") == "" and described("Python 截图") == ""
    assert described("Login screenshot") != "" and described("Docker架构图") != ""
    assert described("React Redux 図解") != "" and described("GitHub 画面") != ""
    assert names_its_file("scroll", "/img/Scroll.gif")
    assert not names_its_file("Trizzy", "/img/trizzy.png")  # (the writer's own capitals: their name)
    assert not names_its_file("scroll bar", "/img/Scroll.gif")


def test_ching367436_pictures_named_for_an_avatar_amid_words_are_content(tmp_path: Path) -> None:
    # Ching367436/Ching367436.github.io source/_posts/AIS3-2021-最佳專題.md lines 201-209 (s20 held-out [61]): two
    # screenshots of a game's packet, 'hidden-avatar-request.webp' and 'hidden-avatar.webp', under '#### 隱形人',
    # silent as avatars by their file names alone. Amid the body's words they are content; above the first words or
    # after the last (review s20 L1: a signature `![](avatar.png)` after "Thanks for reading!") and in an avatars
    # folder they stay decoration
    body = (
        "#### 隱形人\n\n在設定角色的時候，把他設成不存在的 avatar 編號，就可以變成隱形人。\n\n"
        "![hidden-avatar-request](/ais3/hidden-avatar-request.webp)\n\n\n\n![hidden-avatar](/ais3/hidden-avatar.webp)\n\n"
        "#### Misc\n\n其他。\n"
    )
    assert "（此處有兩張圖）" in _said(tmp_path, body, lang="zh-TW")
    body = (
        "![](avatar.png)\n\nBy the way, this is my first post.\n\n![](/img/settings-avatar.png)\n\n"
        "That is the settings page.\n\n![](/team/avatars/jane.png)\n\nMore words.\n\nThanks for reading!\n\n![](avatar.png)\n"
    )
    assert _said(tmp_path, body, lang="en") == [
        "By the way, this is my first post.",
        "(An image is shown here.)",
        "That is the settings page.",
        "More words.",
        "Thanks for reading!",
    ]
