"""A line break inside a paragraph, on a site whose Markdown shows it as a line break, is heard as a boundary.

Quartz's `Plugin.HardLineBreaks()` (remark-breaks), Hexo's hexo-renderer-marked (`breaks` true unless the config
says false) and hexo-renderer-markdown-it `markdown.render.breaks: true` show each source line as its own line; a
writer there ends a sentence by ending the line, with no "。". Run together, the end of one sentence was heard as a
clause of the next (s12 held-out masaki39, 23 misreadings). Each case is an excerpt of the article named, in a copy
of its site's config; without such a config a line break is the soft wrap CommonMark says it is.
"""

from __future__ import annotations

from pathlib import Path

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
