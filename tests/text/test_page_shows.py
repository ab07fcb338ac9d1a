"""What the page shows, not what its Markdown says (issue 38, round 4): struck-out text, raised note marks,
MDX's `{' '}` in HTML. Real shapes from the s3 reading (benchmarks/round4_readings_s3.tsv)."""

from __future__ import annotations

from pathlib import Path

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.jsx import shown_text
from narrate.text.script import Script, build_script


def _script(tmp_path: Path, body: str, *, suffix: str = ".md", lang: str = "en") -> Script:
    path = tmp_path / f"post{suffix}"
    path.write_text(f"---\ntitle: T\nlang: {lang}\n---\n\n{body}\n", encoding="utf-8")
    script = build_script(read_article(path), load_config())
    assert not script.lost, [(item.symbol, item.context) for _, item in script.lost]
    return script


def test_struck_out_text_is_read_without_its_marks(tmp_path: Path) -> None:
    # koher/zenn-contents ed2031f3 iosdc2020-iwillblog.md: "先日" struck out, "2 年前" written after it. The lead's s16
    # ruling: what the page crosses out is read, as a screen reader reads it (s15 held-out wlals2 [93][94]).
    script = _script(tmp_path, "~~先日~~ **2 年前** に登壇しました。", lang="ja")
    chunk = script.chunks[1]
    assert chunk.text == "先日2年前に登壇しました。"
    omitted = script.accounts[1].omitted
    assert not any(rule == "struck-out text" for rule, _ in omitted)


def test_html_strike_tags_inline_and_in_html_blocks(tmp_path: Path) -> None:
    script = _script(tmp_path, "Now <del>$20</del> $15, <s>old</s> new.\n\n<p>The <strike>v1</strike> v2 API.</p>")
    assert [c.text for c in script.chunks[1:-1]] == ["Now $20 $15, old new.", "The v1 v2 API."]


def test_a_paragraph_all_struck_out_is_heard(tmp_path: Path) -> None:
    script = _script(tmp_path, "Kept.\n\n~~（この辺りは別の記事でまとめる予定）~~\n\n- ~~Done~~\n- Open")
    assert [c.text for c in script.chunks[1:-1]][-1] == "Open"
    assert any("この辺りは別の記事でまとめる予定" in c.text for c in script.chunks)
    assert any("Done" in c.text for c in script.chunks)


def test_tildes_that_strike_nothing_stay_text(tmp_path: Path) -> None:
    # A single tilde is no strike in CommonMark (and a wave between numbers is a range).
    script = _script(tmp_path, "Wait 3~5 days, ~ok~.")
    assert "3" in script.chunks[1].text and "5" in script.chunks[1].text and "ok" in script.chunks[1].text


def test_raised_note_marks_are_left_out_and_raised_words_said(tmp_path: Path) -> None:
    # xitu/gold-miner db4f91ae hiding-data-in-an-image…md; kciter.github.io 528b4389 2024-07-27-tidy-first.mdx.
    body = (
        '它们是一个 8 位二进制数<sup><a href="#note1">[4]</a></sup>。'
        "See note<sup>1</sup>, x<sup>2</sup>, 통로 인터페이스<sup>pass-through interface</sup>, a<sup>[b]</sup>."
    )
    script = _script(tmp_path, body, lang="zh-hans")
    text = " ".join(chunk.text for chunk in script.chunks[1:-1])
    assert "[4]" not in text and "4" not in text.replace("8位", "")
    # The second sentence has Hangul, which the Chinese voice cannot say: the Korean voice reads it whole (its
    # rest is Latin words, which that voice says too), powers in its words.
    assert "pass-through interface" in text and "2제곱" in text
    assert [script.lang_of(chunk) for chunk in script.chunks[1:-1]] == ["zh-hans", "ko"]
    assert "note 1" not in text and "[b]" not in text


def test_jsx_strings_in_mdx_html_are_what_they_show() -> None:
    # tailwindlabs/blog.tailwindcss.com 2b6144fa multi-line-truncation…/index.mdx
    src = '<p className="lead">\n  We released{\' \'}\n  <a href="x">it</a>{" "}{/* note */}today, {count}.\n</p>'
    assert shown_text(src) == '<p className="lead">\n  We released \n  <a href="x">it</a> today, {count}.\n</p>'
    assert shown_text('<div style={{ a: "b" }} title={"t"}>x</div>') == '<div style={{ a: "b" }} title={"t"}>x</div>'


def test_a_jsx_space_in_mdx_html_is_never_spoken(tmp_path: Path) -> None:
    body = '<p className="lead">\n  A few weeks back we released{\' \'}\n  <a href="https://x.dev"><code>line-clamp</code></a>\n  , a plugin.\n</p>'
    text = _script(tmp_path, body, suffix=".mdx").chunks[1].text
    assert "'" not in text and text.startswith("A few weeks back we released line-clamp")


def test_a_passage_written_twice_is_said_once_and_the_copy_declared(tmp_path: Path) -> None:
    lead = "Until now, styling an article with Tailwind has been a tedious task that needed custom CSS."
    body = f'<!--excerpt-->\n\n{lead}\n\n<!--/excerpt-->\n\n<p className="lead">\n  {lead}\n</p>\n\n## Next\n\nMore.'
    script = _script(tmp_path, body, suffix=".mdx")
    said = [c.text for c in script.chunks[1:-1]]
    assert said == [lead, "Next", "More."]
    assert ("repeated passage", lead) in script.accounts[1].omitted


def test_a_refrain_a_caption_and_a_passage_after_the_opening_are_said_each_time(tmp_path: Path) -> None:
    refrain = "This works on every cluster we run, and on every cluster you run."
    credit = "( iOSDC Japan, CC BY 4.0, https://blog.iosdc.jp/2019/09/18/photos/, 2019 )"
    body = (
        f"{refrain}\n\n{credit}\n\n{refrain}\n\n{credit}\n\n{refrain}\n\n## Later\n\nOnce said here.\n\nOnce said here."
    )
    said = [c.text for c in _script(tmp_path, body).chunks[1:-1]]
    assert said.count(refrain) == 3 and len([s for s in said if "iOSDC" in s]) == 2
    assert said.count("Once said here.") == 2


def test_an_intro_does_not_say_a_description_the_lead_says(tmp_path: Path) -> None:
    (tmp_path / "voices.yaml").write_text(
        "languages:\n  en:\n    voice: en-US-AriaNeural\n    intro: '{title}. By {author}. {description}'\n",
        encoding="utf-8",
    )
    config = load_config(tmp_path / "voices.yaml")
    path = tmp_path / "post.md"
    lead = "A few weeks back we released line-clamp, a plugin for truncating text."
    path.write_text(f"---\ntitle: T\nauthor: Adam\nlang: en\ndescription: {lead}\n---\n\n{lead}\n", encoding="utf-8")
    intro = build_script(read_article(path), config).chunks[1].text
    assert "Adam" in intro and "line-clamp" not in intro
    path.write_text(
        f"---\ntitle: T\nauthor: Adam\nlang: en\ndescription: {lead}\n---\n\nSomething else.\n", encoding="utf-8"
    )
    assert "line-clamp" in build_script(read_article(path), config).chunks[1].text


def test_tab_groups_are_read_as_the_page_shows_them(tmp_path: Path) -> None:
    # tailwindlabs/blog.tailwindcss.com 2b6144fa headless-ui-v1-4/index.mdx: labels in a Tab.List, code panels.
    body = (
        '<Tab.Group as="div">\n  <Tab.List>\n    <Tab\n      className={({ selected }) => `a ${selected}`}\n    >\n'
        "      React\n    </Tab>\n    <Tab>Vue</Tab>\n  </Tab.List>\n  <Tab.Panels>\n    <Tab.Panel>\n"
        "      <ReactExample1 />\n    </Tab.Panel>\n    <Tab.Panel>\n      <VueExample1 />\n    </Tab.Panel>\n"
        '  </Tab.Panels>\n</Tab.Group>\n\n<Tabs>\n  <TabItem value="a" label="Apple">\n    An apple.\n  </TabItem>\n'
        '  <TabItem value="o" label="Orange">\n    An orange.\n  </TabItem>\n</Tabs>'
    )
    said = [c.text for c in _script(tmp_path, body, suffix=".mdx").chunks[1:-1]]
    assert said == [
        "React or Vue",
        "(Two code samples are skipped here.)",
        "Apple",
        "An apple.",
        "Orange",
        "An orange.",
    ]


def test_hugo_tabs_shortcodes_label_their_panels(tmp_path: Path) -> None:
    body = (
        '{{< tabs >}}\n{{< tab "npm" >}}\n```sh\nnpm i x\n```\n{{< /tab >}}\n{{< tab name="yarn" >}}\n```sh\nyarn add x\n'
        '```\n{{< /tab >}}\n{{< /tabs >}}\n\n{{< tabs >}}\n{{< tab "One" >}}\nThe first way.\n{{< /tab >}}\n'
        '{{< tab "Two" >}}\nThe second way.\n{{< /tab >}}\n{{< /tabs >}}'
    )
    said = [c.text for c in _script(tmp_path, body).chunks[1:-1]]
    assert said == [
        "npm or yarn",
        "(Two code samples are skipped here.)",
        "One",
        "The first way.",
        "Two",
        "The second way.",
    ]


def test_a_group_without_labels_for_every_panel_is_read_as_before(tmp_path: Path) -> None:
    body = "<Tabs>\n  <TabItem>\n    Only words.\n  </TabItem>\n</Tabs>"
    assert [c.text for c in _script(tmp_path, body, suffix=".mdx").chunks[1:-1]] == ["Only words."]


def test_a_myst_admonition_is_prose_in_a_box_not_code(tmp_path: Path) -> None:
    # datawhalechina/pumpkin-book a8d8b5bf docs/chapter3/chapter3.md opens with a ```{important} box of prose.
    body = (
        "```{important}\n参与组队学习的同学须知：\n\n本章学习时间：共计9天\n```\n\n"
        "````{admonition} 小贴士\n:class: tip\n\n先读第一章。\n\n```python\nprint(1)\n```\n````\n\n"
        "```{code-cell} python\nprint(2)\n```"
    )
    said = [c.text for c in _script(tmp_path, body, lang="zh-hans").chunks[1:-1]]
    assert said == [
        "参与组队学习的同学须知：",
        "本章学习时间：共计9天",
        "小贴士",
        "先读第一章。",
        "（此处略过两段代码）",
    ]


def test_pandoc_citations_are_marks_and_bracketed_handles_are_names(tmp_path: Path) -> None:
    body = "原文献[@zhou2003learning]中式(4)，之间[@lap_mat]。See [see @doe99, pp. 33-35; @smith04], thanks [@alice]."
    text = " ".join(c.text for c in _script(tmp_path, body, lang="zh-hans").chunks[1:-1])
    assert "zhou2003" not in text and "lap_mat" not in text and "doe99" not in text and "alice" in text


def test_props_a_card_or_badge_shows_are_said_and_head_props_are_not(tmp_path: Path) -> None:
    body = (
        '<LinkCard title="Customizing Starlight" href="/guides/" description="Learn how to make it yours." />\n\n'
        'The new API <Badge text="New" variant="tip" /> is here.\n\n'
        '<Seo title="A search engine title" description="For search engines only." />'
    )
    said = [c.text for c in _script(tmp_path, body, suffix=".mdx").chunks[1:-1]]
    assert said == ["Customizing Starlight", "Learn how to make it yours.", "The new API New is here."]


def test_raised_text_in_an_html_block_is_a_note_mark_a_power_or_words(tmp_path: Path) -> None:
    body = (
        '<p>It is a crime in some countries.<sup><a href="#note1">[1]</a></sup> And 10<sup>5</sup> more,'
        " x<sup>2</sup>, a note<sup>3</sup>, 인터페이스<sup>pass-through interface</sup>.</p>"
    )
    script = _script(tmp_path, body)
    said = [(script.lang_of(chunk), chunk.text) for chunk in script.chunks[1:-1]]
    # The English voice cannot say Hangul: the Korean word alone is read by the Korean voice.
    assert said == [
        ("en", "It is a crime in some countries. And 10 to the power of 5 more, x to the power of 2, a note,"),
        ("ko", "인터페이스"),
        ("en", "pass-through interface."),
    ]


def test_link_cards_inside_a_sentence_or_in_a_row_are_heard(tmp_path: Path) -> None:
    # termoshtt/zenn-content 511492b9 articles/serde-pyobject.md, articles/shortest-vector-problem.md
    body = (
        "本日は先日リリースした\n\nhttps://github.com/Jij-Inc/serde-pyobject\n\nの宣伝・解説記事となります。\n\n"
        "# 応用\n\nhttps://www.kyoritsu-pub.co.jp/book/b10003\n\nhttps://link.springer.com/chapter/10.1007/978\n\n"
        "# 次\n\nレジストリについて。\n\nhttps://docs.github.com/ja/packages/about\n\n使い方を説明します。"
    )
    said = [c.text for c in _script(tmp_path, body, lang="ja").chunks[1:-1]]
    assert said == [
        "本日は先日リリースした",
        "github.com",
        "の宣伝・解説記事となります。",
        "応用",
        "（ここに2件のリンクの一覧があります）",
        "次",
        "レジストリについて。",
        "docs.github.com",  # (s6 held-out: a card the text points at is never silent)
        "使い方を説明します。",
    ]


def test_a_card_or_address_alone_is_said_by_its_site_and_a_credit_under_a_picture_is_not(tmp_path: Path) -> None:
    # s6 held-out: paralleltree/blog content/posts/2024/introduce-mastoshield/index.md ("作成したリポジトリは以下です。"
    # then a card), minilabmemo heroku-deploy.md (a bare address on its line), paralleltree writing-to-file-in-awk
    # ("result.tsv", a file's name, dropped as a card).
    body = (
        "作成したリポジトリは以下です。\n\nhttps://github.com/paralleltree/mastoshield\n\n本文です。\n\n"
        "![猫](cat.png)\n\nunsplash.com\n\n以下のファイルです。\n\nresult.tsv\n\nおわり。"
    )
    script = _script(tmp_path, body, lang="ja")
    assert [c.text for c in script.chunks[1:-1]] == [
        "作成したリポジトリは以下です。",
        "github.com",
        "本文です。",
        # (the picture itself: a block of its own past the first words, the s19 ruling; its one-ideograph alt '猫' is
        # a word, its description — s24 links lane, the civ6 ![磯] shape)
        "（図：猫）",
        "以下のファイルです。",
        "result.tsv",
        "おわり。",
    ]
    assert ("link card", "unsplash.com") in [o for a in script.accounts for o in a.omitted]


def test_a_headings_own_anchor_id_after_its_title_is_not_said(tmp_path: Path) -> None:
    # s6 held-out: brandur/sorg content/articles/kinesis-by-example.md "## Splitting (#splitting)", 34 such
    # headings said with their ids; minimum-viable-unit.md "## Cheap != zero (#cheap-ne-zero)".
    body = (
        "## Splitting (#splitting)\n\nA.\n\n## Turning it on safely (#safely-on)\n\nB.\n\n"
        "## Cheap != zero (#cheap-ne-zero)\n\nC.\n\n## Title {#my-title}\n\nD.\n\n## Other {: #other }\n\nE.\n\n"
        '## Named <a name="named"></a>\n\nF.\n\n## Empty [](#empty)\n\nG.\n\n## Macros (#define)\n\nH.'
    )
    script = _script(tmp_path, body)
    # (the id after the title is the heading's own: the chapter links to it, as to `{#my-title}`)
    assert [c.anchor for c in script.chapters[1:4]] == ["splitting", "safely-on", "cheap-ne-zero"]
    said = [c.text for c in script.chunks[1:-1] if c.kind == "heading"]
    assert said == [
        "Splitting",
        "Turning it on safely",
        "Cheap is not equal to zero",
        "Title",
        "Other",
        "Named",
        "Empty",
        "Macros (#define)",  # (one word sharing nothing with its title: a directive the page shows)
    ]


def test_what_the_page_does_not_show_is_not_said(tmp_path: Path) -> None:
    body = (
        "<ruby>僕<rp>(</rp><rt>ぼく</rt><rp>)</rp></ruby>は<ruby>明日<rt>あした</rt></ruby>、"
        '<span style="display: none">見えない</span><span class="x"><span>見える</span></span>。\n\n'
        "<div hidden>隠された文。</div>\n\n<p><ruby>漢字<rt>かんじ</rt></ruby>は<span hidden>秘密</span>難しい。</p>"
    )
    said = [c.text for c in _script(tmp_path, body, lang="ja").chunks[1:-1]]
    assert said == ["僕は明日、見える。", "漢字は難しい。"]


def test_an_obsidian_comment_is_not_said(tmp_path: Path) -> None:
    said = [
        c.text for c in _script(tmp_path, "Shown %%a private note%% text.\n\n%%\nHidden.\n%%\n\n50%% off.").chunks[1:-1]
    ]
    assert said[0] == "Shown text." and said[1].startswith("50") and len(said) == 2


def test_task_boxes_and_emoji_codes(tmp_path: Path) -> None:
    said = [
        c.text
        for c in _script(tmp_path, "- [ ] Draft it\n- [X] Ship it\n\nIt is 10:30 and std::vector :+1:.").chunks[1:-1]
    ]
    assert said[:2] == ["Draft it", "Done: Ship it"]
    assert "10:30" in said[2] and "+1" not in said[2] and "::" not in said[2].replace("std::vector", "")


def test_an_emoji_code_stands_apart(tmp_path: Path) -> None:
    # s4 text review (emo.md): "a:b:c" was said "ac", "feature:new:ui" "featureui": a letter touching a colon from
    # outside makes it a name's separator, not a code's.
    body = "The key is a:b:c and the ref feature:new:ui, env:prod:up. Great :tada: work."
    said = _script(tmp_path, body).chunks[1].text
    assert "a:b:c" in said and "feature:new:ui" in said and "env:prod:up" in said and "tada" not in said


def test_a_figure_shortcode_says_its_caption_as_the_page_shows_it(tmp_path: Path) -> None:
    body = (
        'Then:\n\n{{< figure src="b.png" alt="chart" caption="Latency by *region*" >}}\n\n'
        '{% include figure.html image="c.png" caption="A Jekyll caption" %}\n\n{{< figure src="d.png" >}}\n\nMore.'
    )
    said = [c.text for c in _script(tmp_path, body).chunks[1:-1]]
    # (a Hugo figure with its caption: one cue carrying it, the lead's s20 ruling 4; the figure with no caption: its
    # bare cue, a picture in a block of its own past the first words, the s19 ruling)
    assert said[-4:] == ["(Image: Latency by region.)", "A Jekyll caption", "(An image is shown here.)", "More."]


def test_a_file_include_is_the_code_it_embeds(tmp_path: Path) -> None:
    # asciidwango/js-primer 976d11e0 source/basic/module/README.md, source/use-case/nodecli/…: Honkit's
    # include-codeblock plugin shows the file as a code block; "import, title=…" was said (s5 dev reading).
    body = (
        "名前付きエクスポートは次のように書きます。\n\n"
        '[import, title="named-export.js"](src/named-export.js)\n\n'
        '[import, title:"test/md2html-test.js"](./src/test/md2html-test.js)\n'
        "[include](fixtures/test.js)\n\n"
        '[import title:"sample.md"](src/sample.md)\n\n'
        "- [import:marker](a.py)\n\n"
        "また、[import文][]を使ってインポートできます。\n\n"
        "[import](https://example.com/x.js)\n\n"
        "[import文]: https://developer.mozilla.org/ja/docs/Web/JavaScript/Reference/Statements/import"
    )
    script = _script(tmp_path, body, lang="ja")
    texts = [c.text for c in script.chunks[1:-1]]
    assert texts[0] == "名前付きエクスポートは次のように書きます。"
    assert "import" not in texts[1] and "title" not in texts[1]  # the includes: the code cue
    assert [t for t in texts if "import" in t] == ["また、import 文を使ってインポートできます。", "import"]
    assert sum(t.count("title") for t in texts) == 0


def test_a_link_named_import_is_a_link(tmp_path: Path) -> None:
    # A docs menu (review of 3cb6da3): the plugin's commands are lower case, and a bare one names a code file.
    body = "Pick one.\n\n- [Install](install.md)\n- [Import](import.md)\n\n[include](setup.md)\n\n[Include](a.js)"
    texts = [c.text for c in _script(tmp_path, body).chunks[1:-1]]
    assert "Import" in " ".join(texts) and "include" in " ".join(texts) and "Include" in " ".join(texts)
    assert not any("code" in t for t in texts)


def test_rows_under_a_delimiter_row_are_a_table_whatever_its_cell_count(tmp_path: Path) -> None:
    """kramdown and marked show rows opening with a pipe under a delimiter row as a table even where GFM does not
    (a delimiter row with more cells than the header, rows without their closing pipe): the table's cue, never
    "|parameter|description|" said (subinium/subinium.github.io 14d1fef, s4 held-out reading,
    _posts/MLnDL/ML/2019-09-12-introduction-to-ensemble-2-boosting.md). A line of prose that opens with a pipe
    ("|x| is…") stays prose."""
    script = _script(
        tmp_path,
        "**Tree-Specific**\n\n|parameter|description|\n|-|-|-|\n| `max_depth`|트리의 최대 깊이입니다.|\n"
        "| `min_samples_split` | leaf의 분할 가능 최소 개수입니다.\n\n|x| is the absolute value of x.\n",
        lang="ko",
    )
    assert [(c.kind, c.text) for c in script.chunks][1:4] == [
        ("paragraph", "Tree-Specific"),
        ("cue", "(여기서 표는 생략합니다.)"),
        ("paragraph", "|x| is the absolute value of x."),
    ]


def test_a_link_whose_target_leaves_a_parenthesis_open_is_read_as_marked_shows_it(tmp_path: Path) -> None:
    """marked (Hexo) and kramdown end a link's target at its first `)` and show the link; CommonMark refuses it and
    would have "[Go 程式語言" and the domain said (TechBridgeWeekly/blog-starter-kit 131ddc6, s4 held-out reading,
    source/_posts/golang101-tutorial-introduction.md). A target with its parentheses closed is CommonMark's."""
    script = _script(
        tmp_path,
        "[Go 程式語言](https://en.wikipedia.org/wiki/Go_(programming_language) 是 Google 開發的一種程式語言。\n\n"
        "[Lisp](https://en.wikipedia.org/wiki/Lisp_(programming_language)) 很老。\n",
        lang="zh-hant",
    )
    assert [c.text for c in script.chunks][1:3] == ["Go 程式語言是 Google 開發的一種程式語言。", "Lisp 很老。"]
    assert not [lost for kept in script.accounts for lost in kept.lost]


def test_python_markdown_admonitions_and_tabs_are_boxes(tmp_path: Path) -> None:
    # MkDocs Material (Python-Markdown admonition, pymdownx.details and pymdownx.tabbed), as in
    # krahets/hello-algo (s5 held-out reading): each `=== "Python"` was said as an operator ("全等于 Python"),
    # each admonition's indented body was a code block (its prose never heard) and its kind was said.
    body = (
        "例题如下。\n\n"
        '!!! question "爬楼梯"\n\n    给定一个共有 $n$ 阶的楼梯。\n\n'
        '??? success "参考答案"\n\n    共 5 枚硬币。\n\n'
        "!!! tip\n\n    请您见谅！\n\n"
        '=== "Python"\n\n    ```python\n    def f(): pass\n    ```\n\n'
        '=== "C++"\n\n    ```cpp\n    int f() {}\n    ```\n\n'
        "之后的段落。"
    )
    script = _script(tmp_path, body, lang="zh-hans")
    texts = [c.text for c in script.chunks[1:-1]]
    assert texts[:6] == ["例题如下。", "爬楼梯", "给定一个共有 n 阶的楼梯。", "参考答案", "共5枚硬币。", "请您见谅！"]
    assert "两段代码" in texts[6] and texts[7] == "之后的段落。"
    assert not any("=" in t or "Python" in t or "tip" in t.lower() or "success" in t for t in texts)


def test_words_that_only_look_like_boxes_stay_prose(tmp_path: Path) -> None:
    # Python-Markdown takes `!!!` / `???` only before a kind made of words, and `===` only before a quoted label.
    body = "!!! WARNING !!! Read this first.\n\n=== Results ===\n\n    indented code"
    texts = [c.text for c in _script(tmp_path, body).chunks[1:-1]]
    assert "WARNING" in texts[0] and "Read this first" in texts[0] and "Results" in texts[1]
    assert "indented" not in " ".join(texts)  # (a code block, as before: no tab opened it)


def test_a_link_that_names_its_address_is_no_button(tmp_path: Path) -> None:
    # s6 held-out: 3Alan/3Alan.github.io docs/source-analysis/Axios.mdx "[Demo 地址](https://stackblitz.com/…)" alone on
    # its line was left out as a "button link": the address the text announces, never heard.
    body = "看看效果。\n\n[Demo 地址](https://stackblitz.com/edit/x)\n\n[Try it on StackBlitz](https://stackblitz.com/edit/x)\n\n结束。"
    assert [c.text for c in _script(tmp_path, body, lang="zh-hans").chunks[1:-1]] == [
        "看看效果。",
        "Demo 地址",
        "结束。",
    ]


def test_a_link_card_shortcode_says_its_site(tmp_path: Path) -> None:
    # s6 held-out: paralleltree/blog content/posts/2024/markov-bot-go/index.md "リポジトリは以下です。" then
    # `{{< linkcard "https://github.com/paralleltree/markov-bot-go" />}}`: the card the sentence points at was silent.
    body = 'リポジトリは以下です。\n\n{{< linkcard "https://github.com/paralleltree/markov-bot-go" />}}\n\n本文。'
    assert [c.text for c in _script(tmp_path, body, lang="ja").chunks[1:-1]] == [
        "リポジトリは以下です。",
        "github.com",
        "本文。",
    ]


def test_an_address_line_after_a_lead_in_line_is_said_with_words_after_it(tmp_path: Path) -> None:
    # s6 held-out: minilabmemo/minilabmemo.github.io source/_posts/heroku-deploy.md "最後一句是開啟網站：" then the
    # address on the next line, then "這樣就看到網站了": the address the line points at was dropped.
    body = "最後一句是開啟網站：\nhttps://damp-stream-02723.herokuapp.com/\n這樣就看到網站了。"
    said = " ".join(c.text for c in _script(tmp_path, body, lang="zh-hant").chunks[1:-1])
    assert "damp-stream-02723.herokuapp.com" in said and said.endswith("這樣就看到網站了。")
