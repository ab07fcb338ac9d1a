"""A list's number that opens a line inside a paragraph is no sentence's end (s16, issue #38; eonist the-lindy-effect
#82). CommonMark and kramdown make no list of '7.\u00a0**Narrative Style**' (a no-break space after the number) nor of a
number other than 1 right under a line of prose ('方向：' / '2. 精通 C++…'): the items stay lines of one paragraph.
The period after the number was cut as a sentence's end, so '7.' was heard at the end of the item above it. Now the
sentence ends at the line break before the number, and the number stays with its item, as the page shows it.

Each case is the article's own lines (shortened where marked), read as the page's paragraph; the groups are the
sentences narrate speaks (text.chunking.sentence_groups), line breaks shown as they are in the block's text."""

from __future__ import annotations

from pathlib import Path

from narrate.text.article import read_article
from narrate.text.chunking import sentence_groups
from narrate.text.model import Segment


def _sentences(tmp_path: Path, lang: str, body: str) -> list[list[str]]:
    """The sentences of each block of an article in `lang` whose text is `body`."""
    path = tmp_path / "post.md"
    path.write_text(f"---\ntitle: T\nlang: {lang}\n---\n\n{body}", encoding="utf-8")
    blocks = read_article(path).blocks
    return [
        ["".join(seg.text for seg in group) for group in sentence_groups(block.segments)]
        for block in blocks
        if block.segments
    ]


def test_eonist_the_lindy_effect_no_break_space_items_en(tmp_path: Path) -> None:
    # eonist/eonist.github.io _posts/_2024-08-20-the-lindy-effect.md lines 134-135 (item 6 shortened)
    body = (
        "6.\u00a0**Contrast\u00a0with\u00a0Counterexamples**: Discuss\u00a0notable exceptions. "
        "(maybe something where the lindy effect didnt apply?)\n"
        "7.\u00a0**Narrative Style**: Write\u00a0in a narrative style that captures the reader's interest.\n"
    )
    [sentences] = _sentences(tmp_path, "en", body)
    assert sentences == [
        "6.\u00a0Contrast\u00a0with\u00a0Counterexamples: Discuss\u00a0notable exceptions. ",
        "(maybe something where the lindy effect didnt apply?)\n",
        "7.\u00a0Narrative Style: Write\u00a0in a narrative style that captures the reader's interest.",
    ]


def test_wlals2_github_actions_guide_numbers_under_a_label_ko(tmp_path: Path) -> None:
    # wlals2/blogsite docs/archive/old-docs-20260119/01-github-actions/003-guide.md lines 1022-1024
    body = "**우선순위 중간:**\n4. Hugo 캐시 추가\n5. 롤백 기능\n"
    [sentences] = _sentences(tmp_path, "ko", body)
    # (the label's line keeps its colon; a line the writer ends with none gets its stop, as before: text.inline)
    assert sentences == ["우선순위 중간:\n", "4. Hugo 캐시 추가.\n", "5. 롤백 기능"]


def test_aisuperdoger_cpp_requirements_numbers_under_a_line_of_prose_zh_hans(tmp_path: Path) -> None:
    # aisuperdoger/cnblogs_backup result/C++工作要求/C++工作要求.md lines 14-16 (line 16 shortened)
    body = "浏览器引擎（Lynx 自渲染引擎）方向：\n2. 精通 C++ 研发技术，熟悉 Android / iOS 技术栈；\n3. 熟悉计算机图形学及渲染管线相关知识\n"
    [sentences] = _sentences(tmp_path, "zh-hans", body)
    assert sentences == [
        "浏览器引擎（Lynx 自渲染引擎）方向：\n",
        "2. 精通 C++ 研发技术，熟悉 Android / iOS 技术栈；\n",
        "3. 熟悉计算机图形学及渲染管线相关知识",
    ]


def test_ikorihn_squid_no_break_space_items_inside_a_list_item_ja(tmp_path: Path) -> None:
    # ikorihn/ikorihn.github.io content/note/Squidで多段proxyを構成する.md lines 36-38: item 3 of a list, whose
    # paragraph goes on with '4.\u00a0…' and '5.\u00a0…' (no list to CommonMark)
    body = (
        "3. squidをスタート `brew services run squid`  \n"
        "4.\u00a0`/opt/homebrew/var/logs/cache.log` を見て起動したことを確認\n"
        "5.\u00a0`docker run` で適当なコンテナに入った後、proxy経由でないと接続できないホストにアクセスできることを確認\n"
    )
    [sentences] = _sentences(tmp_path, "ja", body)
    starts = [s.lstrip()[:3] for s in sentences]
    assert "4.\u00a0" in starts and "5.\u00a0" in starts, sentences
    assert not any(s.rstrip().endswith(("4.", "5.")) for s in sentences), sentences


def test_what_stays_a_sentence_end_en() -> None:
    # Made up (guards): a year of four digits closing a line's sentence, a number inside a line ('from 1. to'), a
    # number glued after a label ('Fix:1. ') stay as they were: only a line's opening number of one to three digits, with a blank after its period, is an item's.
    def cut(text: str) -> list[str]:
        return ["".join(seg.text for seg in group) for group in sentence_groups([Segment(text)])]

    assert cut("The numbers rose until\n2019. Then they fell.") == ["The numbers rose until\n2019. ", "Then they fell."]
    assert cut("Maps the address from 1. To the file.") == ["Maps the address from 1. ", "To the file."]
    assert cut("Fix:1. Update the test.") == ["Fix:1. ", "Update the test."]
    assert cut("7. Narrative Style. Write.") == ["7. Narrative Style. ", "Write."]  # a block's own first line
