"""A `<style>` or `<script>` that an HTML block opens is raw text up to its end tag, blank lines included: the browser
shows none of it. CommonMark ends the HTML block at the first blank line, so the element's later lines, indented, were
read as indented code and cued ("Two code samples are skipped" for one sample and a stylesheet), and an end tag left
in such a line was never seen, so everything after it was taken for the element's content. A `<style scoped>` a writer
names inside a sentence is no element the page opens there: the code after it keeps its cue. Each case is titled with
the article it comes from and loses nothing by the symbol account."""

from __future__ import annotations

from pathlib import Path

from helpers import body_said, post_script, said_whole

# Jupyter's export of a pandas DataFrame (nbconvert): a stylesheet whose rules are parted by blank lines, then the table.
_DATAFRAME = (
    "<div>\n<style scoped>\n    .dataframe tbody tr th:only-of-type {\n        vertical-align: middle;\n    }\n\n"
    "    .dataframe tbody tr th {\n        vertical-align: top;\n    }\n\n"
    "    .dataframe thead th {\n        text-align: right;\n    }\n</style>\n"
    '<table border="1" class="dataframe">\n  <thead>\n    <tr style="text-align: right;">\n      <th></th>\n'
    "      <th>0</th>\n    </tr>\n  </thead>\n  <tbody>\n    <tr>\n      <th>0</th>\n      <td>85.0</td>\n"
    "    </tr>\n  </tbody>\n</table>\n</div>\n"
)


def test_defgsus_messing_with_jquery_dataframe_style_en(tmp_path: Path) -> None:
    # defgsus/blog _posts/2021/2021-03-16-messing-with-jquery.md lines 34-61 (s14 held-out [14]): one code cell, then
    # the DataFrame's hidden stylesheet and its table; heard "Two code samples are skipped here."
    body = (
        "Here's the standard DataFrame representation:\n\n```python\nimport pandas as pd\ndf.head()\n```\n\n\n\n\n"
        + _DATAFRAME
        + "\nIt is already quite cool and useful, but not for 500 rows..\n"
    )
    said = said_whole(tmp_path, body, lang="en")
    assert said == [
        "Here's the standard DataFrame representation:",
        "(A code sample is skipped here.)",
        "(A table is skipped here.)",
        "It is already quite cool and useful, but not for 500 rows..",
    ], said


def test_defgsus_one_year_parking_script_end_in_an_indented_line_en(tmp_path: Path) -> None:
    # defgsus/blog _posts/2021/2021-04-08-one-year-parking.md lines 35-42: a plotly chart's `<script>` whose last line
    # (`}); </script> </div>`, indented after blank lines) closes it; the whole article after it was cued as
    # "13 Code samples" (its prose, its tables and its headings never heard)
    body = (
        "Still there is a bit of fluctuation:\n\n"
        '<div>    <div id="95881aa1" class="plotly-graph-div"></div>    <script type="text/javascript">'
        '    require(["plotly"], function(Plotly) {    Plotly.newPlot("95881aa1", [{"type": "bar"}]).then(function(){\n'
        "\n\n                        })                };                });            </script>        </div>\n\n\n"
        "So before showing any real occupancy i'll try to clean the data first.\n\n## The cleaned data\n\n"
        "No, the data is still pretty messy.\n"
    )
    said = said_whole(tmp_path, body, lang="en")
    assert said[-3:] == [
        "So before showing any real occupancy i'll try to clean the data first.",
        "The cleaned data",
        "No, the data is still pretty messy.",
    ], said
    assert not any("skipped" in s for s in said), said


def test_dataframe_style_zh_hans_constructed(tmp_path: Path) -> None:
    # Constructed (no Chinese notebook export in the mirrors has the shape): a zh-Hans post around the same nbconvert
    # output as defgsus messing-with-jquery, one cue for the code cell, one for the table
    body = "先看一下数据的前几行：\n\n```python\ndf.head()\n```\n\n" + _DATAFRAME + "\n可以看到每一列都是数字。\n"
    said = said_whole(tmp_path, body, lang="zh-hans")
    assert said == [
        "先看一下数据的前几行：",
        "（此处略过一段代码）",
        "（此处略过一个表格）",
        "可以看到每一列都是数字。",
    ], said


def test_andrew781026_style_named_in_a_sentence_zh_hant(tmp_path: Path) -> None:
    # andrew781026/ithome_ironman_2020 day-15/readme.md lines 165-179: '<style scoped>' written in a sentence (never
    # closed) is the writer naming the tag; the css sample after it keeps its code cue. (The sentence's own words
    # after the tag are lost on main as before this change, by the inline rule: not this case's subject.)
    body = (
        "上方追加區塊多使用了 `justify-center` 和 `take-back-msg` ,  \n因此需要在 <style scoped> 區塊中定義一下   \n\n"
        "```css\n.justify-center {\n    justify-content: center;\n}\n\n.take-back-msg{\n    padding: 3px 20px;\n}\n```\n"
    )
    said = body_said(post_script(tmp_path, body, "zh-hant"))
    assert said[-1] == "（此處略過一段程式碼）", said
