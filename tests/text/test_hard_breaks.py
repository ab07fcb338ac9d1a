"""A line break inside a paragraph, on a site whose Markdown shows it as a line break, is heard as a boundary.

Quartz's `Plugin.HardLineBreaks()` (remark-breaks), Hexo's hexo-renderer-marked (`breaks` true unless the config
says false) and hexo-renderer-markdown-it `markdown.render.breaks: true` show each source line as its own line; a
writer there ends a sentence by ending the line, with no "。". Run together, the end of one sentence was heard as a
clause of the next (s12 held-out masaki39, 23 misreadings). Each case is an excerpt of the article named, in a copy
of its site's config; without such a config a line break is the soft wrap CommonMark says it is.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.script import build_script


def _spoken(path: Path) -> str:
    return " ".join(c.text for c in build_script(read_article(path), load_config()).chunks)


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


_QUARTZ = """const config: QuartzConfig = {
  plugins: {
    transformers: [
      Plugin.GitHubFlavoredMarkdown(),
      Plugin.HardLineBreaks(),
    ],
  },
}
"""

# masaki39/masaki39.github.io content/TemplaterのExample Usage.md (ja), lines 15-20.
_MASAKI39 = (
    "---\ntitle: 📘TemplaterのExample Usage\n---\n\n"
    "Templater は Template に JavaScript の code を埋め込めるコミュニティプラグインである\n"
    "日付関係の動的な情報を取得したり、ファイルやフロントマターの情報を取得・編集することができ、"
    "更にこれを**ホットキーに登録できる**\n"
    "つまり、ファイルやフロントマターの編集さえをもホットキーで行えるようになるので、使いこなせばかなり広範囲に活躍できる\n\n"
    "汎用性が高い一面、JavaScript の記述方法に乗っ取らないといけないので、難しい一面もある\n"
    "Templater に備え付けの tp.系の module を使用するのは割りと簡単で、使い方は結局公式ドキュメントが強い\n"
)


def test_quartz_hard_line_breaks_end_each_line_masaki39_templater_example_usage(tmp_path: Path) -> None:
    _write(tmp_path / "quartz.config.ts", _QUARTZ)
    spoken = _spoken(_write(tmp_path / "content" / "TemplaterのExample Usage.md", _MASAKI39))
    assert "コミュニティプラグインである。日付関係の" in spoken
    assert "ホットキーに登録できる。つまり、" in spoken
    assert "難しい一面もある。Templater に備え付けの" in spoken
    assert "簡単で、使い方は" in spoken  # (a pause mark inside the line: untouched)


def test_quartz_without_the_plugin_runs_the_lines_together_masaki39(tmp_path: Path) -> None:
    # The same site with HardLineBreaks commented out: CommonMark's soft breaks, one paragraph as the page shows it.
    _write(tmp_path / "quartz.config.ts", _QUARTZ.replace("Plugin.HardLineBreaks()", "// Plugin.HardLineBreaks()"))
    spoken = _spoken(_write(tmp_path / "content" / "TemplaterのExample Usage.md", _MASAKI39))
    assert "コミュニティプラグインである日付関係の" in spoken


# titangene/hexo-blog source/_posts/git-index.md (zh-Hant), lines 138-139; its _config.yml sets markdown-it's
# `breaks: true`.
_TITANGENE = (
    "---\ntitle: Git index\nlang: zh-tw\n---\n\n"
    '由代表 "DirCache" 的 4-btye 簽名 "DIRC" ( `0x44495243` ) 組成\n'
    '4-byte 是 Git index 格式的當前版本號 "2"  ( `0x00000002` )\n'
)


def test_hexo_markdown_it_breaks_true_titangene_git_index(tmp_path: Path) -> None:
    _write(tmp_path / "_config.yml", "title: Titangene Blog\nmarkdown:\n  render:\n    html: true\n    breaks: true\n")
    spoken = _spoken(_write(tmp_path / "source" / "_posts" / "git-index.md", _TITANGENE))
    assert "組成。4-byte" in spoken


def test_hexo_markdown_it_default_is_soft_titangene_git_index(tmp_path: Path) -> None:
    _write(tmp_path / "_config.yml", "title: Titangene Blog\nmarkdown:\n  render:\n    html: true\n")
    spoken = _spoken(_write(tmp_path / "source" / "_posts" / "git-index.md", _TITANGENE))
    assert "組成4-byte" in spoken  # (as before: the soft break between CJK and a digit is no space)


# liuyunzhuge/hexo-blog source/_posts/2020-05-14-cookie的安全性.md (zh-Hans), lines 20-23: hexo-renderer-marked,
# whose `breaks` defaults to true, with no `marked:` table in _config.yml.
_LIUYUNZHUGE = (
    "---\ntitle: cookie的安全性\nlang: zh-cn\n---\n\n"
    "sameSite\n设置`cookie`有两种方式，一种是通过`document.cookie`这个前端api，第二种是通过`http`的`Set-Cookie`这个响应头。\n"
)
_MARKED_PACKAGE = '{"name": "hexo-site", "dependencies": {"hexo": "^4.2.0", "hexo-renderer-marked": "^2.0.0"}}'


def test_hexo_renderer_marked_breaks_by_default_liuyunzhuge_cookie(tmp_path: Path) -> None:
    _write(tmp_path / "_config.yml", "title: liuyunzhuge\n")
    _write(tmp_path / "package.json", _MARKED_PACKAGE)
    spoken = _spoken(_write(tmp_path / "source" / "_posts" / "cookie.md", _LIUYUNZHUGE))
    assert "sameSite。设置 cookie 有两种方式" in spoken


def test_hexo_renderer_marked_breaks_false_is_soft_liuyunzhuge_cookie(tmp_path: Path) -> None:
    _write(tmp_path / "_config.yml", "title: liuyunzhuge\nmarked:\n  breaks: false\n")
    _write(tmp_path / "package.json", _MARKED_PACKAGE)
    spoken = _spoken(_write(tmp_path / "source" / "_posts" / "cookie.md", _LIUYUNZHUGE))
    assert "sameSite 设置 cookie 有两种方式" in spoken


def test_an_english_line_wrapped_mid_sentence_goes_on(tmp_path: Path) -> None:
    # A lower-case word after the break: an English sentence the writer wrapped, not two (Quartz, as above).
    _write(tmp_path / "quartz.config.ts", _QUARTZ)
    post = _write(
        tmp_path / "content" / "notes.md",
        "---\ntitle: Notes\nlang: en\n---\n\nThe plugin rewrites the front matter\nof every note it opens\n"
        "Then it saves them\n",
    )
    spoken = _spoken(post)
    assert "front matter of every note it opens. Then it saves them" in spoken


def test_cjk_soft_wrap_without_a_hard_break_site_stays_one_sentence_s_yoshiki(tmp_path: Path) -> None:
    # s-yoshiki/tech-blog.s-yoshiki.com apps/web/content/posts/0338/index.md (ja), lines 23-25: a writer wrapping a
    # Japanese sentence mid-clause ("アクセス / することです"); no site config asks for hard breaks.
    post = _write(
        tmp_path / "0338.md",
        "---\ntitle: t\nlang: ja\n---\n\n"
        "用途は、開発マシンやホームサーバーなど、自分が管理するマシンへ一時的にブラウザからアクセス\n"
        "することです。複数ユーザー向けの共有ターミナルや、信頼できない利用者へシェルを提供するための\n"
        "サンドボックスではありません。\n",
    )
    spoken = _spoken(post)
    assert "ブラウザからアクセスすることです。" in spoken
    assert "提供するためのサンドボックスではありません。" in spoken


# peienwu/peienwu_blog source/_posts/sprout6-2.md (zh-Hant), lines 12-14: hexo-renderer-kramed, a fork of
# hexo-renderer-marked whose README gives the same defaults (`kramed: {breaks: true}`), with no `kramed:` table.
_PEIENWU = (
    "---\ntitle: 好的序列\n---\n\n"
    "題目簡單來說，就是給定n，要構造出一個序列，其中不包含3個數字以上的等差數列\n"
    "**解題想法：** 我看不懂資芽的解法QQ\n"
    "上網扣別人的扣，看幾乎都是同樣一個寫法\n"
)
_KRAMED_PACKAGE = '{"name": "hexo-site", "dependencies": {"hexo": "^5.0.0", "hexo-renderer-kramed": "^0.1.4"}}'


def test_hexo_renderer_kramed_breaks_by_default_peienwu_sprout6_2(tmp_path: Path) -> None:
    _write(tmp_path / "_config.yml", "title: peienwu\n")
    _write(tmp_path / "package.json", _KRAMED_PACKAGE)
    spoken = _spoken(_write(tmp_path / "source" / "_posts" / "sprout6-2.md", _PEIENWU))
    assert "等差數列。解題想法：" in spoken
    assert "QQ。上網扣別人的扣" in spoken


def test_hexo_renderer_kramed_breaks_false_is_soft(tmp_path: Path) -> None:
    # (a near miss: the same renderer told `breaks: false` shows one paragraph)
    _write(tmp_path / "_config.yml", "title: peienwu\nkramed:\n  breaks: false\n")
    _write(tmp_path / "package.json", _KRAMED_PACKAGE)
    spoken = _spoken(_write(tmp_path / "source" / "_posts" / "sprout6-2.md", _PEIENWU))
    assert "等差數列。解題想法" not in spoken


def test_hexo_renderer_kramed_japanese_lines(tmp_path: Path) -> None:
    # A shape of our own (ja): a kramed site's diary lines, each its own line on the page.
    _write(tmp_path / "_config.yml", "title: nikki\n")
    _write(tmp_path / "package.json", _KRAMED_PACKAGE)
    post = _write(
        tmp_path / "source" / "_posts" / "nikki.md",
        "---\ntitle: 日記\nlang: ja\n---\n\n今日は雨が降っていた\n傘を忘れたので駅まで走った\n",
    )
    assert "降っていた。傘を忘れた" in _spoken(post)


def test_hexo_markdown_it_plus_breaks_true_chiyuki0325_cicada(tmp_path: Path) -> None:
    # chiyuki0325/blog source/_posts/cicada-3301.md (zh-Hans), its credit's two lines; _config.yml sets
    # hexo-renderer-markdown-it-plus's `markdown_it_plus: {breaks: true}`.
    _write(tmp_path / "_config.yml", "title: chiyuki\nmarkdown_it_plus:\n  html: true\n  breaks: true\n")
    _write(tmp_path / "package.json", '{"dependencies": {"hexo-renderer-markdown-it-plus": "^1.0.6"}}')
    post = _write(
        tmp_path / "source" / "_posts" / "cicada-3301.md",
        "---\ntitle: 蝉\n---\n\n> 转载自 小哥白尼·趣味科学画报 2015年10期\n> 作者署名: 雅克萨\n",
    )
    spoken = _spoken(post)
    assert "10期作者" not in spoken.replace(" ", "")


# FanLu1994/FanLu1994.github.io source/_posts/前端/daisyUI使用体验.md (zh-Hans), lines 24-28, and
# 阅读/本周看了啥-2023年7月22日.md, lines 25-26: a Shoka site on hexo-renderer-multi-markdown-it, whose index.js
# sets `breaks: true` under the site's `markdown.render` (the site's _config.yml has no `markdown:` table; the
# theme's, which says the same, is never read by the renderer). A list item's second line and the label after a
# list (a lazy continuation of its last item) are lines of their own on the page.
_SHOKA_PACKAGE = (
    '{"name": "hexo-site", "dependencies": {"hexo": "^6.3.0", "hexo-renderer-multi-markdown-it": "^0.1.5"}}'
)
_FANLU = (
    "---\ntitle: daisyUI使用体验\ncategories: 前端\n---\n\n"
    "优点：\n- 节省时间，提升了开发速度\n- 丰富的预制样式，可以提供样式设计的思路\n缺点：\n"
    "- 代码会比较混乱\n\n"
    "- 比利时多阴雨，晴天不多\n- 比利时吃的很一般，主要就是土豆\n  生活节奏慢，工资又高的地方总是让人羡慕。\n"
)


def test_hexo_multi_markdown_it_breaks_by_default_fanlu1994_daisyui(tmp_path: Path) -> None:
    _write(tmp_path / "_config.yml", "title: FanLu\ntheme: shoka\n")
    _write(tmp_path / "package.json", _SHOKA_PACKAGE)
    spoken = _spoken(_write(tmp_path / "source" / "_posts" / "daisyUI使用体验.md", _FANLU))
    assert "样式设计的思路。缺点：" in spoken
    assert "主要就是土豆。生活节奏慢" in spoken


def test_hexo_multi_markdown_it_breaks_false_is_soft_fanlu1994_daisyui(tmp_path: Path) -> None:
    # (a near miss: the site's own table turns the breaks off — one paragraph, CJK lines joined with no blank)
    _write(tmp_path / "_config.yml", "title: FanLu\nmarkdown:\n  render:\n    breaks: false\n")
    _write(tmp_path / "package.json", _SHOKA_PACKAGE)
    spoken = _spoken(_write(tmp_path / "source" / "_posts" / "daisyUI使用体验.md", _FANLU))
    assert "样式设计的思路缺点：" in spoken
    assert "主要就是土豆生活节奏慢" in spoken


def test_hexo_renderer_markdown_it_from_4_breaks_by_default(tmp_path: Path) -> None:
    # A shape of our own (ja): hexojs/hexo-renderer-markdown-it sets `breaks: true` by default from 4.0 on; its 3.x
    # releases kept markdown-it's soft breaks (a near miss: the same lines, one sentence).
    post = "---\ntitle: 日記\nlang: ja\n---\n\n今日は雨が降っていた\n傘を忘れたので駅まで走った\n"
    _write(tmp_path / "_config.yml", "title: nikki\nmarkdown:\n  render:\n    html: true\n")
    _write(tmp_path / "package.json", '{"dependencies": {"hexo-renderer-markdown-it": "^5.0.0"}}')
    assert "降っていた。傘を忘れた" in _spoken(_write(tmp_path / "source" / "_posts" / "nikki.md", post))
    old = tmp_path / "old"
    _write(old / "_config.yml", "title: nikki\nmarkdown:\n  render:\n    html: true\n")
    _write(old / "package.json", '{"dependencies": {"hexo-renderer-markdown-it": "~3.4.2"}}')
    assert "降っていた傘を忘れた" in _spoken(_write(old / "source" / "_posts" / "nikki.md", post))


# BolasLien/BolasLien.github.io source/_posts/git-cross-os-config-setting.md (zh-Hant), lines 95-100:
# hexo-renderer-marked (breaks by default), a reference list of one link a line; a line opening with a lower-case
# Latin word ("git 关于…") in a line of Chinese is a line of its own, not an English sentence wrapped.
_BOLASLIEN = (
    "---\ntitle: Git 跨作業系統設定\n---\n\n## 參考\n\n"
    "[Git Autocrlf 與 Safecrlf](https://shunnien.github.io/2018/06/03/git-autocrlf-and-safecrlf/)\n"
    "[git 关于文件权限修改引起的冲突及忽略文件权限的办法](https://www.jianshu.com/p/38c71ff4a83d)\n"
    "[git tips: 设置 filemode，避免 NTFS 文件权限变更引起的修改](https://www.jianshu.com/p/3b0a9904daca)\n"
)


def test_hexo_marked_a_cjk_line_opening_in_lower_case_is_its_own_bolaslien(tmp_path: Path) -> None:
    _write(tmp_path / "_config.yml", "title: Bolas\nmarked:\n  prependRoot: true\n")
    _write(tmp_path / "package.json", _MARKED_PACKAGE)
    spoken = _spoken(_write(tmp_path / "source" / "_posts" / "git-cross-os-config-setting.md", _BOLASLIEN))
    assert "Safecrlf。git 关于" in spoken
    assert "的办法。git tips" in spoken


def test_hexo_marked_a_korean_line_opening_in_lower_case_is_its_own(tmp_path: Path) -> None:
    # A shape of our own (ko): a line of Korean opening with a lower-case command name; the English line wrapped
    # before a lower-case word still goes on (test_an_english_line_wrapped_mid_sentence_goes_on).
    _write(tmp_path / "_config.yml", "title: blog\n")
    _write(tmp_path / "package.json", _MARKED_PACKAGE)
    post = _write(
        tmp_path / "source" / "_posts" / "npm.md",
        "---\ntitle: npm\nlang: ko\n---\n\n패키지를 먼저 설치한다\nnpm 명령은 터미널에서 실행한다\n"
        "The tool rewrites the lock file\nwhen it runs\n",
    )
    spoken = _spoken(post)
    assert "설치한다. npm 명령은" in spoken
    assert "lock file when it runs" in spoken


def test_hugo_goldmark_hard_wraps(tmp_path: Path) -> None:
    # A shape of our own (de): Hugo's goldmark `markup.goldmark.renderer.hardWraps = true` shows each source line as
    # its own; without it (a near miss) the lines are one paragraph.
    post = "---\ntitle: Notizen\nlang: de\n---\n\nDer Server startet neu\nDanach läuft alles wieder\n"
    _write(tmp_path / "hugo.toml", 'title = "t"\n[markup.goldmark.renderer]\nhardWraps = true\n')
    assert "startet neu. Danach läuft" in _spoken(_write(tmp_path / "content" / "posts" / "n.md", post))
    soft = tmp_path / "soft"
    _write(soft / "hugo.toml", 'title = "t"\n[markup.goldmark.renderer]\nunsafe = true\n')
    assert "startet neu Danach läuft" in _spoken(_write(soft / "content" / "posts" / "n.md", post))


# FacerAin/facerain.github.io contents/til/22-09-19.md (ko), lines 57-59: lines closed by two blanks, a hard break
# in every renderer (a Gatsby site whose remark config says nothing of breaks): each line its own on the page.
_FACERAIN = (
    "---\ntitle: TIL 22-09-19\n---\n\n"
    "**속성은 변수(Variable), 행동은 함수(Method)로 표현됨**   \n"
    "**파이썬 역시 객체 지향 프로그램 언어**  \n"
    "OOP는 설계도에 해당하는 클래스(Class)와 실제 구현체인 인스턴스(Instance)로 나뉜다.\n"
)


def test_source_hard_breaks_end_their_lines_facerain_til_22_09_19(tmp_path: Path) -> None:
    _write(tmp_path / "package.json", '{"dependencies": {"gatsby-transformer-remark": "^6.0.0"}}')
    spoken = _spoken(_write(tmp_path / "contents" / "til" / "22-09-19.md", _FACERAIN))
    assert "로 표현됨. 파이썬 역시" in spoken
    assert "프로그램 언어. OOP는" in spoken


def test_source_hard_breaks_korean_shapes_and_near_misses(tmp_path: Path) -> None:
    # Shapes of our own (ko): a recipe's steps after a wrapped opening line, a backslash or two blanks closing each,
    # end each line (Hangul has no capitals to tell a new line from a wrapped one); the soft break of the opening
    # line and the same lines with soft breaks only (no blanks) are one sentence as the page shows it; an English
    # line closed by two blanks before a lower-case word goes on.
    post = _write(
        tmp_path / "recipe.md",
        "---\ntitle: 레시피\nlang: ko\n---\n\n라면을 끓이는 순서는 아주 간단한데 먼저 냄비에 물을 붓고\n"
        "센 불에서 팔팔 끓을 때까지 기다린다\\\n면과 스프를 함께 넣고 3분 정도 더 끓인다  \n"
        "마지막으로 불을 끄고 그릇에 옮겨 담으면 맛있는 라면이 완성된다.\n\n"
        "물을 붓고 잠시\n기다린 뒤에 먹는다\n\nThe tool rewrites the lock file  \nwhen it runs.\n",
    )
    spoken = _spoken(post)
    assert "물을 붓고 센 불에서" in spoken
    assert "끓을 때까지 기다린다. 면과 스프를 함께 넣고 3분 정도 더 끓인다. 마지막으로" in spoken
    assert "물을 붓고 잠시 기다린 뒤에 먹는다" in spoken
    assert "lock file when it runs." in spoken


@pytest.mark.parametrize(
    ("lang", "body", "heard"),
    [
        # Written (ko, ja): a line closed by two blanks after a Hangul or a kana letter ends there.
        ("ko", "서버를 다시 시작했다  \n설정은 그대로 두었다", "시작했다. 설정은"),
        ("ja", "設定ファイルを変更した  \nDockerを再起動する", "変更した。Docker"),
        # Near misses (clean-clone CI ci23A): a line closing on a digit, a Latin name's bracket or before a picture
        # alone on the next line runs on as before (test_listening, test_connectors_s20, test_connectors_s22).
        ("zh-hans", "答案是19  \n原始字符串。", "答案是19原始字符串"),
        ("ko", "* Final Fantasy (FF7)  \n  한국어판은 없습니다", "Final Fantasy (FF7)"),
        ("ko", "설명은 없다  \n![화면](https://example.com/a.png)\n다음으로 넘어간다", "설명은 없다"),
    ],
)
def test_a_source_hard_break_ends_a_line_closing_on_a_caseless_letter(
    tmp_path: Path, lang: str, body: str, heard: str
) -> None:
    spoken = _spoken(_write(tmp_path / "post.md", f"---\ntitle: T\nlang: {lang}\n---\n\n{body}\n"))
    assert heard in spoken, spoken
    if heard == "Final Fantasy (FF7)":
        assert "(FF7)." not in spoken and "(FF7)。" not in spoken, spoken
    if heard == "설명은 없다":
        assert "없다." not in spoken and "없다。" not in spoken, spoken
