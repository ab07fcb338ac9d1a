"""The page's metadata read as prose (`narrate check`): a line of a note's or an export's bookkeeping — its tags, its
date, the address it was copied from — that the voice reads as a sentence.

Exports and note apps write their metadata into the body, where no front matter reader sees it: a cnblogs backup
opens every article with `原文链接：http://…`, `提交日期：Tue, 05 Jul 2022 14:48:00 GMT`, `博文内容：`; HackMD writes
`###### tags: `心情` `youtube``. Such a line is a key of bookkeeping (tags, categories, a date, the original's link, in
the five languages) followed by a colon and a value of bookkeeping's shape only — nothing, an address, a date or a
time, or (for tags and categories) a list of short labels; a line of words after the key (`Date: we met on Monday`) is
prose. This judge reads the body's own lines (where the page renders prose, never in code) apart from the reader and
reports each chunk that says such a line's key.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from narrate.patterns import LazyPattern

from .page_judges import Heard, PageFinding
from .page_view import Page

__all__ = ["metadata_said", "metadata_line"]

_KEYS = (
    "tags?|categories|category|keywords|date|published|updated|created|posted(?: on)?|source|original"
    "|原文链接|原文連結|原文地址|原文|提交日期|发布时间|發布時間|发表于|發表於|博文内容|博文內容|标签|標籤|分类|分類|关键词|關鍵詞|日期"
    "|タグ|カテゴリ|投稿日|更新日|公開日|태그|카테고리|작성일|게시일"
)
_LINE = LazyPattern(
    rf"^\s{{0,3}}(?:#{{1,6}}\s*)?(?:[*_]{{1,2}})?(?P<key>{_KEYS})(?:[*_]{{1,2}})?\s*[:：](?:[*_]{{1,2}})?\s*(?P<value>.{{0,300}})$",
    re.I,
)
_URL = LazyPattern(r"(?:https?://|www\.)\S{1,500}|\[[^\]\n]{0,200}\]\((?:https?://)?[^)\s]{1,500}\)")
_DATE = LazyPattern(
    r"(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,?\s+)?\d{1,4}[-/.年 ]\s?(?:\d{1,2}|[A-Z][a-z]{2,8})[-/.月 ]\s?\d{1,4}日?"
    r"(?:[ T]\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+)?)?\s*(?:GMT|UTC|Z|[+-]\d{2}:?\d{2})?"
)
# A list of labels: code spans, hashtags or short items (no sentence's end) between commas, 、 or blanks.
_LABEL = r"(?:`[^`\n]{1,40}`|#?[^\s,，、`#。．！？!?]{1,12})"
_LABELS = LazyPattern(rf"{_LABEL}(?:(?:\s*[,，、]\s*|\s+|(?<=`)(?=`)){_LABEL}){{0,30}}")
# A word closing a sentence: labels never do (`categories : 포스트의 카테고리를 지정해 준다. 나중에` explains the key in
# prose: s17 dev jongkyuu myFirstPost [14]; `Node.js`, `v1.2` have no blank after their dot).
_SENTENCE_END = LazyPattern(r"[^\W\d_][.!?](?:\s|$)")
_LABEL_KEYS = LazyPattern(
    r"tags?|categories|category|keywords|标签|標籤|分类|分類|关键词|關鍵詞|タグ|カテゴリ|태그|카테고리", re.I
)


def metadata_line(line: str) -> str:
    """The key of a line of the page's bookkeeping (see the module's docstring), else ""."""
    if ":" not in line and "：" not in line:
        return ""
    found = _LINE.match(line)
    if found is None:
        return ""
    key, value = found.group("key"), found.group("value").strip().strip("*_ ")
    if not value or _URL.fullmatch(value) or _DATE.fullmatch(value):
        return key
    if (
        _LABEL_KEYS.fullmatch(key)
        and _LABELS.fullmatch(value)
        and ("`" in value or len(value.split()) <= 6)
        and not _SENTENCE_END.search(value)
    ):
        return key
    return ""


def metadata_said(page: Page, heard: Sequence[Heard], lines: Sequence[str]) -> list[PageFinding]:
    """Chunks that say a line of the page's bookkeeping: each at the first chunk on the line's block that sends its
    key."""
    groups: dict[tuple[int, int], list[Heard]] = {}
    for h in heard:
        if h.first and h.kind != "cue" and h.sent:
            groups.setdefault((h.first, max(h.last, h.first)), []).append(h)
    out: list[PageFinding] = []
    reported: set[int] = set()
    for (first, last), chunks in groups.items():
        for number in range(first, min(last, len(lines)) + 1):
            key = metadata_line(lines[number - 1])
            if not key or not any(s.kind == "prose" for s in page.over(number, number)):
                continue
            said = next((h for h in chunks if key.lower() in h.sent.lower()), None)
            if said is not None and said.chunk not in reported:  # (one finding a chunk: a header's lines are one)
                reported.add(said.chunk)
                out.append(PageFinding(said.chunk, "the page's metadata read as prose", lines[number - 1].strip()[:80]))
    return out
