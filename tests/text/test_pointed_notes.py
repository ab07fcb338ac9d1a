"""A footnote mark the sentence points at (the object of "at", "refer to the") is said as its short note in place;
a mark after a finished word stays the page's superscript, its note read with the notes. Each case is titled with
the article it comes from and loses nothing by the symbol account."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def test_miry_packer_these_can_be_found_at_the_note(tmp_path: Path) -> None:
    # miry/miry.github.io _posts/2024-04-15-getting-started-with-packer-in-2024-56d5.md (s13 dev [36][53]): said
    # "These can be found at." and "refer to the."
    body = (
        "> NOTE: Ubuntu provides cloud images. These can be found at [^7].\n\n"
        "For more details about variables, refer to the [^8].\n\n"
        "[^7]: [Ubuntu Cloud Image 23.10 release page](http://cloud-images.ubuntu.com/releases/23.10/release/)\n"
        "[^8]: [Packer HCL Variables](https://developer.hashicorp.com/packer/guides/hcl/variables)\n"
    )
    said = said_whole(tmp_path, body, lang="en")
    assert said[:2] == [
        "NOTE: Ubuntu provides cloud images. These can be found at Ubuntu Cloud Image 23.10 release page.",
        "For more details about variables, refer to the Packer HCL Variables.",
    ]


def test_a_mark_after_a_finished_word_stays_a_superscript(tmp_path: Path) -> None:
    # xhiroga/zenn-content articles/llamagen-autoregressive-model-image-generation.md (ja): the mark after 'ブログ', the
    # particle after the mark belongs to the noun; a long note is read with the notes
    body = (
        "なお、mm_0824氏のブログ[^1]が分かりやすかったです。\n\n"
        "[^1]: [FIDとは](https://data-analytics.fun/2021/12/31/understanding-fid/)\n"
    )
    assert said_whole(tmp_path, body, lang="ja")[0] == "なお、mm_0824氏のブログが分かりやすかったです。"
    body = "As shown in the paper[^9].\n\n[^9]: Smith, 2020.\n"
    assert said_whole(tmp_path, body, lang="en")[0] == "As shown in the paper."


def test_a_chinese_verb_points_at_a_note_only_as_a_whole_word(tmp_path: Path) -> None:
    # A zh-Hans post on calling Python from MATLAB (public GitHub, found in the index by '参见[^'; its notes are
    # Mathworks pages): '参考[^4]中的方案' is the object of 参考 and says the page's title. Against it the s13
    # review-signs M4 lines: 常见 "common", 意见 "opinion", 仅供参考 "for reference only" end in a verb's characters
    # and were said "常见见 Stack Overflow 的统计", "意见作者本人", "仅供参考2024年的数据".
    body = (
        "**解决方案**: 参考[^4]中的方案, 可以试着安装与MATLAB内建HDF5一致的版本。\n\n"
        "这种问题很常见[^1]。这只是我的个人意见[^2]，仅供参考[^3]。\n\n"
        "[^1]: 见 Stack Overflow 的统计\n[^2]: 作者本人\n[^3]: 2024 年的数据\n"
        "[^4]: [Importing custom python module fails](https://www.mathworks.com/matlabcentral/answers/265247)\n"
    )
    said = said_whole(tmp_path, body, lang="zh-Hans")
    assert said[:2] == [
        "解决方案: 参考 Importing custom python module fails 中的方案, 可以试着安装与 MATLAB 内建 HDF5一致的版本。",
        "这种问题很常见。这只是我的个人意见，仅供参考。",
    ], said
    # the same in zh-Hant (s13 review-signs M4): 詳見 is a whole word; 意見 and 僅供參考 are not the verb
    body = "詳見[^1]。這只是我的個人意見[^2]，僅供參考[^3]。\n\n[^1]: 官方文件\n[^2]: 作者本人\n[^3]: 2024 年的資料\n"
    assert said_whole(tmp_path, body, lang="zh-Hant")[0] == "詳見官方文件。這只是我的個人意見，僅供參考。"


def test_a_phrasal_particle_or_a_letter_name_leaves_nothing_open(tmp_path: Path) -> None:
    # s13 review-signs M4: 'log in' is a finished verb, 'Plan A' a name: the marks after them are superscripts (were
    # said "log in Single sign-on is required for this. before the build", "Plan A See the budget memo.")
    body = (
        "You must log in[^1] before the build. We chose Plan A[^2].\n\n"
        "[^1]: Single sign-on is required for this.\n[^2]: See the budget memo.\n"
    )
    assert said_whole(tmp_path, body, lang="en")[0] == "You must log in before the build. We chose Plan A."


def test_a_note_that_is_a_sentence_or_points_on_stays_with_the_notes(tmp_path: Path) -> None:
    # s13 review-signs M4 (c): only a title or a name is said in the sentence; a note that is a sentence of its own
    # ("See the budget memo.") or sends the reader on ("见 Stack Overflow 的统计") is read with the notes
    body = "For the figures, refer to the [^2].\n\n[^2]: See the budget memo.\n"
    assert said_whole(tmp_path, body, lang="en")[0] == "For the figures, refer to the."
    body = "数据请参见[^1]。\n\n[^1]: 见 Stack Overflow 的统计\n"
    assert said_whole(tmp_path, body, lang="zh-Hans")[0] == "数据请参见。"


def test_an_inline_note_is_said_in_place_like_a_labelled_one(tmp_path: Path) -> None:
    # s13 review-signs LOW (pointed_notes.py:36): an inline note `^[…]` the sentence points at was said in place only
    # when the paragraph also held a `[^x]` mark, and its mark was then LOST to the symbol account
    body = "It is described in ^[Smith 2020]. See ^[the first draft] and refer to the [^x].\n\n[^x]: `code only`\n"
    assert said_whole(tmp_path, body, lang="en")[0] == (
        "It is described in Smith 2020. See the first draft and refer to the code only."
    )
    body = "具体步骤详见^[《深入理解计算机系统》第三章]，这里不再赘述。\n"
    assert said_whole(tmp_path, body, lang="zh-Hans")[0] == "具体步骤详见《深入理解计算机系统》第三章，这里不再赘述。"
