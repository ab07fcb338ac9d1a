"""Tags the site's own templates give a meaning (s22 ruling 4c: site markup is the site's): a hover tooltip's term
said in its sentence and its bubble left unread; a Hexo tag's options its script never shows.

Each rule is tested on the s22 held-out article that taught it, then on shapes written for it from other blogs and
languages, with near misses the rule must leave alone (a site without the template keeps the plain reading).
"""

from __future__ import annotations

import os
from pathlib import Path

from helpers import said_whole
from narrate.text.site_templates import SiteTag, site_tags

# kakkoyun/kakkoyun.github.io layouts/shortcodes/tooltip.html, cut to what it shows.
_TOOLTIP = (
    '{{- $term := "" -}}\n'
    '{{- if .IsNamedParams -}}{{- $term = .Get "term" -}}'
    "{{- else if gt (len .Params) 0 -}}{{- $term = index .Params 0 -}}{{- end -}}\n"
    '{{- $placement := .Get "placement" | default "top" -}}\n'
    '<span class="tooltip" data-placement="{{ $placement }}">\n'
    '  <span class="tooltip-term" tabindex="0" aria-describedby="tt">{{ $term }}</span>\n'
    '  <span role="tooltip" id="tt" class="tooltip-bubble">{{ .Inner | markdownify }}</span>\n'
    "</span>\n"
)


def _hugo_site(root: Path, name: str, template: str) -> Path:
    (root / "layouts" / "shortcodes").mkdir(parents=True)
    (root / "hugo.toml").write_text('title = "blog"\n', encoding="utf-8")
    (root / "layouts" / "shortcodes" / f"{name}.html").write_text(template, encoding="utf-8")
    return root


def test_a_tooltip_says_its_term_not_its_bubble_kakkoyun_mentorship(tmp_path: Path) -> None:
    # kakkoyun/kakkoyun.github.io content/posts/mentorship-in-open-source-part-2-mentee-playbook.md (s22 held-out
    # [3] [4] [10]) and part-3-stewardship.md [11]: the bubble read inside the sentence, the term never heard.
    site = _hugo_site(tmp_path, "tooltip", _TOOLTIP)
    body = (
        'The mentor side of CNCF {{< tooltip term="LFX" >}}LFX Mentorship — the Linux Foundation\'s program. '
        "Cohorts run quarterly.{{< /tooltip >}}, Google Summer of Code "
        '({{< tooltip term="GSoC" >}}A Google-funded program.{{< /tooltip >}}), and GoBridge.'
    )
    assert said_whole(site, body, lang="en") == [
        "The mentor side of CNCF LFX, Google Summer of Code (GSoC), and GoBridge."
    ]
    body = 'The JavaScript {{< tooltip term="SIG" >}}Special Interest Group — a unit.{{< /tooltip >}} has a script.'
    assert said_whole(site, body, lang="en") == ["The JavaScript SIG has a script."]


def test_hover_tags_of_other_names_and_languages_and_near_misses(tmp_path: Path) -> None:
    # Shapes of our own: a Japanese blog's `hint` shortcode whose template prints `.Get "word"` straight; a Korean
    # sentence calling the tooltip with its term as a positional argument (`index .Params 0`).
    hint = '<abbr class="hint">{{ .Get "word" }}<span role="tooltip">{{ .Inner }}</span></abbr>\n'
    site = _hugo_site(tmp_path / "ja", "hint", hint)
    said = said_whole(site, '{{< hint word="API" >}}アプリの窓口{{< /hint >}}を呼びます。', lang="ja")
    assert [s.replace(" ", "") for s in said] == ["APIを呼びます。"]
    assert site_tags(site, lambda f: f.read_text(encoding="utf-8")) == {
        "hint": SiteTag(shown=("word",), hidden_body=True)
    }
    site = _hugo_site(tmp_path / "ko", "tooltip", _TOOLTIP)
    assert said_whole(site, '{{< tooltip "CI" >}}지속적 통합{{< /tooltip >}} 설정을 바꿨다.', lang="ko") == [
        "CI 설정을 바꿨다."
    ]
    # Near misses: a `tooltip` whose template shows its body as the text (no hover bubble), and a site with no
    # template at all, keep the plain reading: the body is what the page shows.
    shown = '<span class="note" title="{{ .Get "term" }}">{{ .Inner }}</span>\n'
    site = _hugo_site(tmp_path / "shown", "tooltip", shown)
    said = said_whole(site, 'The {{< tooltip term="SIG" >}}Special Interest Group{{< /tooltip >}} meets.', lang="en")
    assert said == ["The Special Interest Group meets."]
    bare = tmp_path / "bare"
    bare.mkdir()
    (bare / "hugo.toml").write_text('title = "blog"\n', encoding="utf-8")
    said = said_whole(bare, 'The {{< tooltip term="SIG" >}}Special Interest Group{{< /tooltip >}} meets.', lang="en")
    assert said == ["The Special Interest Group meets."]


# moon-jam/moon-jam.github.io scripts/fix-tag-details.js, cut to what reads the options.
_DETAILS_SCRIPT = (
    "hexo.extend.tag.register('details', tagDetails, { ends: true });\n"
    "function tagDetails(args, content = '') {\n"
    "  const isOpen = value => value === 'mode:open';\n"
    "  const isClose = value => value === 'mode:close';\n"
    "  const filtered = args.filter(value => !(isOpen(value) || isClose(value)));\n"
    "  return util.htmlTag('summary', {}, filtered.join(' '));\n"
    "}\n"
)


def _hexo_site(root: Path, script: str | None) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    (root / "_config.yml").write_text("title: blog\n", encoding="utf-8")
    if script is not None:
        (root / "scripts").mkdir()
        (root / "scripts" / "tags.js").write_text(script, encoding="utf-8")
    return root


def test_a_details_tag_says_its_summary_not_its_options_moon_jam_next_chart(tmp_path: Path) -> None:
    # moon-jam/moon-jam.github.io source/_posts/NexT-chart.md (s22 held-out [23] [26]) and 2023-NCKU-HSPC-pA.md [16]
    # [20]: "mode:close 程式碼", "mode:open 用高斯消去法…" heard; the page shows only the summary.
    site = _hexo_site(tmp_path, _DETAILS_SCRIPT)
    body = "看看下面。\n\n{% details mode:close 程式碼 %}\n\n```js\nlet a = 1;\n```\n\n{% enddetails %}"
    said = said_whole(site, body, lang="zh-hant")
    assert "程式碼" in said and not any("mode" in s for s in said)
    body = "{% details mode:open 用高斯消去法順便得到各個位置的值 %}\n\n說明。\n\n{% enddetails %}"
    assert said_whole(site, body, lang="zh-hant")[0] == "用高斯消去法順便得到各個位置的值"


def test_tag_options_of_other_scripts_and_languages_and_near_misses(tmp_path: Path) -> None:
    # A shape of our own: a Korean blog's `collapse` tag whose script takes `style:info` / `style:warn` as options.
    script = (
        "hexo.extend.tag.register('collapse', (args, content) => {\n"
        "  const style = args.find(a => 'style:info' === a || 'style:warn' === a);\n"
        "  return `<details><summary>${args.filter(a => a !== style).join(' ')}</summary>${content}</details>`;\n"
        "}, { ends: true });\n"
    )
    site = _hexo_site(tmp_path / "ko", script)
    said = said_whole(site, "{% collapse style:warn 주의할 점 %}\n\n본문.\n\n{% endcollapse %}", lang="ko")
    assert said[0] == "주의할 점" and not any("style" in s for s in said)
    # Near misses: a word with a colon the script does not compare (`note:`) stays the summary's; a site with no
    # such script keeps the plain reading, every word of the tag said.
    said = said_whole(site, "{% collapse Note:important 주의 %}\n\n본문.\n\n{% endcollapse %}", lang="ko")
    assert "important" in said[0]
    plain = _hexo_site(tmp_path / "plain", None)
    said = said_whole(plain, "{% details mode:close 程式碼 %}\n\n內容。\n\n{% enddetails %}", lang="zh-hant")
    assert "mode" in said[0]


def test_a_folder_or_pipe_named_like_a_script_is_passed_over_noverish_hexo(tmp_path: Path) -> None:
    # Noverish/Noverish-Hexo (s23 held-out): a Hexo plugin kept as a folder, `scripts/highlight.js/`, beside
    # `scripts/patch.js` and `scripts/tab.js`; every article of the blog was refused with "scripts/highlight.js:
    # is a folder, not a regular file". The folder is no script: the articles are read, the real scripts still are.
    site = _hexo_site(tmp_path / "hexo", _DETAILS_SCRIPT)
    (site / "scripts" / "highlight.js").mkdir()
    (site / "scripts" / "highlight.js" / "index.js").write_text("module.exports = {};\n", encoding="utf-8")
    said = said_whole(
        site, "看看下面。\n\n{% details mode:close 程式碼 %}\n\n內容。\n\n{% enddetails %}", lang="zh-hant"
    )
    assert said[1] == "程式碼" and not any("mode" in s for s in said)
    # A shape of our own: a Hugo theme's shortcodes folder holding a folder named like a template, and a pipe named
    # like a script (never opened, so nothing blocks); the tooltip template beside them is still read.
    hugo = _hugo_site(tmp_path / "hugo", "tooltip", _TOOLTIP)
    (hugo / "layouts" / "shortcodes" / "gallery.html").mkdir()
    (hugo / "scripts").mkdir()
    os.mkfifo(hugo / "scripts" / "pipe.js")
    tags = site_tags(hugo, lambda file: file.read_text(encoding="utf-8"))
    assert set(tags) == {"tooltip"} and tags["tooltip"].hidden_body
