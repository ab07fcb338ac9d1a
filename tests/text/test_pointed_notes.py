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
