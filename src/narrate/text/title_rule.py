"""What may stand above an H1 that is still the article's title: one rule for the reader that takes the title
(text.article) and the check judge that questions it (text.titles).

The two disagreed (review s12 L2): the reader took the file's name as soon as any words came before the H1, the
judge allowed seven. A page may open with a one-line note (`> 本文首发于我的博客`), a date (`2021-05-03`), a tag line
(`#标签 #笔记`), a byline (`By Alice`) or a language switch (`English | 简体中文`, the theme-next READMEs) and still be
titled by the H1 under it; a sentence (`本博客只是对链接进行补充说明。`, aisuperdoger's backups) or more than a line's
worth of words is the article begun, and an H1 after it a section.
"""

from __future__ import annotations

from narrate.patterns import LazyPattern

__all__ = ["WORDS_BEFORE", "stands_above_a_title"]

WORDS_BEFORE = 8  # words: from this many on, what comes before an H1 is the article's beginning
_LATIN_WORD = LazyPattern(r"[A-Za-z0-9]+")
# CJK runs count two characters as a word (their words are one to three characters; one a character made a nine-
# character note into nine words).
_CJK_RUN = LazyPattern(r"[\u3040-\u9fff\uac00-\ud7a3]+")
_SENTENCE_END = LazyPattern(r"[.!?](?:\s|$)|[。！？]")


def words(text: str) -> int:
    """How many words `text` holds, as this rule counts them (a Latin or digit run one, two CJK characters one)."""
    return len(_LATIN_WORD.findall(text)) + sum((len(run) + 1) // 2 for run in _CJK_RUN.findall(text))


def stands_above_a_title(text: str) -> bool:
    """Whether `text`, all the page says before an H1, is a note, date, tag, byline or nav line that may stand above
    the article's title: fewer than WORDS_BEFORE words and no sentence's end."""
    return words(text) < WORDS_BEFORE and not _SENTENCE_END.search(text.strip())
