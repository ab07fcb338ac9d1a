"""An embedded page is said by the site it shows; a `<style>`/`<script>` an HTML block opens shows nothing to its end.

s14 held-out billhu0 01_hello_world [46][48][50]: three live sites in `<iframe>`s were each heard as "an image";
defgsus first-post [11], messing-with-jquery [14], plotly-click-event [8]: the CSS of Jupyter's DataFrame output, past
a blank line, was cued as a code sample where the page shows only the table (text.html_raw_text).
"""

from __future__ import annotations

from pathlib import Path

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.script import build_script


def _said(tmp_path: Path, body: str, lang: str = "en") -> list[str]:
    page = tmp_path / "post.md"
    page.write_text(f"---\ntitle: T\nlang: {lang}\n---\n\n{body}\n", encoding="utf-8")
    return [c.text for c in build_script(read_article(page), load_config(None)).chunks][1:-1]


def test_a_frame_inside_an_html_block_says_its_site(tmp_path: Path) -> None:
    # ArticlePlanet/HashnodeBackUp's CodePen frames sit in a <div>: the HTML block reader's path (text.html_text)
    body = 'The result:\n\n<div>\n<iframe src="https://codepen.io/a/embed/b"></iframe>\n</div>\n\nThe end.'
    assert _said(tmp_path, body) == ["The result:", "(An embedded page from codepen.io is shown here.)", "The end."]


def test_a_frame_of_an_advertiser_is_silent(tmp_path: Path) -> None:
    # s-yoshiki/tech-blog.s-yoshiki.com 71944d5 apps/web/content/posts/0037/index.md line 270 (trimmed): Amazon's
    # associate ad under the last sentence — decoration, as a tracking pixel is (was "（ここに図があります）")
    ad = '<iframe style="width:120px;height:240px;" src="https://rcm-fe.amazon-adsystem.com/e/cm?t=x-22"></iframe>'
    assert _said(tmp_path, f"そろそろアリ本を買おうかな\n\n{ad}\n", lang="ja") == ["そろそろアリ本を買おうかな"]


def test_a_script_run_past_blank_lines_is_not_code(tmp_path: Path) -> None:
    # defgsus/blog blog/_posts/2021/2021-03-02-first-post.md lines 300-320 (trimmed): plotly's output, a <div> whose
    # <script> runs past blank lines; the sentence after it was swallowed with the script's tail into a code cue
    body = (
        "The parking places via plotly\n\n"
        '<div>  <div id="p1" class="plotly-graph-div"></div>  <script type="text/javascript">\n'
        "    Plotly.newPlot('p1', []);\n\n"
        "        var x = 1;\n\n"
        "        })  </script>  </div>\n\n"
        "Obviously, I am a right-arrow writer."
    )
    said = _said(tmp_path, body)
    assert "Obviously, I am a right-arrow writer." in said
    assert not any("code sample" in s for s in said)


def test_a_style_closed_in_its_block_leaves_what_follows_alone(tmp_path: Path) -> None:
    # the block ends at its blank line as CommonMark's does: the indented code after it is still the code it is
    body = "Setup:\n\n<div>\n<style>.a { color: red; }</style>\n</div>\n\n    make all\n\nDone now."
    assert _said(tmp_path, body) == ["Setup:", "(A code sample is skipped here.)", "Done now."]
