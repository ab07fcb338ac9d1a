"""What a voice can say: the stretches of a text written in a script its voice cannot pronounce.

Each of Edge's voices reads its own language's script, and a voice of a language written in another script than
Latin reads Latin words too (an English term in a Chinese sentence is said as the term). A voice of a language
written in Latin letters reads Latin alone: Chinese characters, kana and Hangul sent to the English voice are not
heard. Between the CJK voices: the Chinese voices read Han but not kana or Hangul, the Japanese voices Han and kana but
not Hangul, the Korean voices Hangul and Han (Hanja) but not kana.

So a stretch of Han, kana or Hangul inside a sentence whose voice cannot say it is read by the voice that can
(text.runs, script): a Chinese gloss in an English sentence ("Empirical (經驗主義)"), a Japanese word in a Chinese
one. A lone kana (a kaomoji's "ツ", a stylistic "の") or Hangul jamo is no word and is left where it is.
"""

from __future__ import annotations

import re

from narrate.patterns import LazyPattern

from .language import borrowed_name, chinese_script, family, piece_votes

__all__ = ["in_marks", "Span", "aside_free", "asides_only_unsaid", "cjk_voice", "unsaid_spans", "whole_voice"]

# Each script's letters and the marks written within its words: kana's iteration, long-vowel and (half-width) voicing
# marks ("ﾃﾞｰﾀﾍﾞｰｽ"); Han's iteration and ideographic marks 々 〇 〆 ("人々", "二〇二三年", kana and kanji both use them).
_KANA = "\u3041-\u3096\u309b-\u309f\u30a1-\u30fa\u30fc-\u30ff\u31f0-\u31ff\uff66-\uff9f"
_HANGUL = "\uac00-\ud7a3\u1100-\u11ff\u3131-\u318e"
_HAN = "\u3005-\u3007\u4e00-\u9fff\u3400-\u4dbf\uf900-\ufaff"
_CJK = _KANA + _HANGUL + _HAN
# A stretch of letters a voice cannot say: runs of them joined across what a phrase holds between its words (a space,
# a slash, a middle dot, a comma: "過時的/不合時宜"), or across one Latin word between spaces ("檢視此 sprint 成果": a
# term inside the phrase), not an English function word (in "私の本 and 人々の生活" the sentence's own "and" is English).
# Never across a bracket: two glosses are two stretches.
_JOINING = "a|an|the|and|or|nor|but|of|to|in|on|at|by|for|with|from|as|is|are|was|were|be|vs|than|then|that|so|if"
_GAP = rf"(?:[\s/・·、，,~～&+-]{{1,3}}|\s(?!(?i:{_JOINING})\s)[A-Za-z][\w'’-]*\s)"


def _stretch(letters: str) -> str:
    return rf"[{letters}]+(?:{_GAP}[{letters}]+)*"


# What each family's voice cannot say, as stretches: a Latin-script voice no CJK letter (Han and kana read together,
# as Japanese writes them), a Chinese voice no kana or Hangul, a Japanese voice no Hangul, a Korean voice no kana.
_UNSAID = {
    "zh": LazyPattern(f"{_stretch(_KANA)}|{_stretch(_HANGUL)}"),
    "ja": LazyPattern(_stretch(_HANGUL)),
    "ko": LazyPattern(_stretch(_KANA)),
}
# The letters each CJK voice says as its own script's (a stretch written on to one is part of a word of that script).
_OWN = {
    "zh": LazyPattern(f"[{_HAN}]"),
    "ja": LazyPattern(f"[{_HAN}{_KANA}]"),
    "ko": LazyPattern(f"[{_HANGUL}{_HAN}]"),
}
_UNSAID_BY_OTHERS = LazyPattern(f"{_stretch(_HAN + _KANA)}|{_stretch(_HANGUL)}")
# Letters that make a word of kana or Hangul (not the long-vowel mark or an iteration mark alone).
_KANA_LETTER = LazyPattern("[\u3041-\u3096\u30a1-\u30fa\uff66-\uff9d]")
_HANGUL_LETTER = LazyPattern("[\uac00-\ud7a3\u3131-\u318e]")
_SYLLABLE = LazyPattern("[\uac00-\ud7a3]")  # a Hangul syllable is a word ("쪽"), a lone jamo ("ㅋ") is not
_HAN_LETTER = LazyPattern("[\u3007\u4e00-\u9fff\u3400-\u4dbf\uf900-\ufaff]")  # (〇 is a numeral; 々 no word)
_CJK_LETTER = LazyPattern(f"[{_CJK}]")
# The marks that open and close an aside around a stretch (brackets and quotation marks of both scripts).
_CLOSING = {"(": ")", "（": "）", "[": "]", "【": "】", "「": "」", "『": "』", "“": "”", '"': '"', "‘": "’"}
# An aside in brackets or quotation marks that holds CJK letters: a gloss, a translation, a quoted word.
# (Its run stops at the next opening mark, so an aside never closed on a long line costs one scan of that run.
# No possessive quantifier: Python 3.10's re has none.)
_ASIDE = LazyPattern(
    "|".join(
        rf"{re.escape(o)}(?=[^{o}{c}\n]*[{_CJK}])[^{o}{c}\n]*{re.escape(c)}"
        for o, c in ("()", "（）", "【】", "「」", "『』", "“”")
    )
)

Span = tuple[int, int, str]  # start, end, the language whose voice says it


def _script(stretch: str) -> str | None:
    """The script a stretch is a word of: kana or Hangul when it has two letters of one, kana too when a kana letter is
    written among its Han (Chinese is written without kana: "私の本" is Japanese), Han when it has a Han character (one
    is a word in Chinese), else None (a lone kana letter: a kaomoji's "ツ", a stylistic "の")."""
    kana, hangul = len(_KANA_LETTER.findall(stretch)), len(_HANGUL_LETTER.findall(stretch))
    han = _HAN_LETTER.search(stretch) is not None
    if kana >= 2 or hangul >= 2 or _SYLLABLE.search(stretch):
        return "kana" if kana > hangul else "hangul"
    if kana and han:
        return "kana"
    return "han" if han else None


def cjk_voice(script: str, article_lang: str, text: str) -> str:
    """The language whose voice says a stretch written in `script`: kana Japanese, Hangul Korean; Han the article's
    own when its voice reads Han (a Japanese or Korean article's kanji are its own), else Chinese in the script the
    characters of `text` are written in."""
    if script == "kana":
        return "ja"
    if script == "hangul":
        return "ko"
    if family(article_lang) in ("zh", "ja", "ko"):
        return article_lang
    return chinese_script(text) or "zh-hant"


def unsaid_spans(text: str, lang: str, article_lang: str) -> list[Span]:
    """The stretches of `text` that `lang`'s voice cannot say, in order, each with the language whose voice can,
    an aside's brackets or quotation marks taken with it ("(經驗主義)")."""
    if text.isascii() or not _CJK_LETTER.search(text):
        return []
    out: list[Span] = []
    own = _OWN.get(family(lang) or "")
    opening = len(text) - len(text.lstrip())  # where the block's first word starts: a stretch there opens it
    for match in _UNSAID.get(family(lang) or "", _UNSAID_BY_OTHERS).finditer(text):
        script = _script(match.group())
        if script is None or own and _glued(text, match.start(), match.end(), own):
            continue
        if family(lang) == "zh" and borrowed_name(text, match.start(), match.end()):
            continue
        start, end = _with_marks(text, match.start(), match.end())
        if start <= opening:
            end = _label_colon(text, end)
        out.append((start, end, cjk_voice(script, article_lang, match.group())))
    if family(lang) == "zh":
        out = _open_quotation(text, out)
    # (A CJK voice says the rest of an aside in its own script: only its stretches are cut.)
    return _apart(_whole_asides(text, out) if out and own is None else out)


# A quotation in corner quotes still open at the end of a piece: a sentence cut at the full stop inside its quotation.
_OPEN_QUOTATION = LazyPattern(r"[「『][^「」『』\n]*$")


def _open_quotation(text: str, spans: list[Span]) -> list[Span]:
    """The spans, a Japanese quotation left open at the end of `text` taken whole for the Japanese voice: a Chinese
    sentence quoting Japanese sentences is cut at the full stops inside the quotation ("原文为「わし がんばりや！" |
    "がんばって…！" | "（…）」，然后…"), and the Chinese words before the quotation stay the sentence's (the lead's ruling 1
    of s18), while the quoted sentence, which a Chinese voice cannot say, goes to the voice that can, kana written on
    to kanji too ("「君の名前を呼んだ。")."""
    quotation = _OPEN_QUOTATION.search(text)
    if quotation is None or len(_KANA_LETTER.findall(quotation.group())) < 2:
        return spans
    kept = [span for span in spans if span[1] <= quotation.start()]
    return [*kept, (quotation.start(), len(text.rstrip()), "ja")]


def _label_colon(text: str, end: int) -> int:
    """The end of a stretch that opens the block, taken past the colon that closes it as a label ("예: the file could
    not be found"): the label's voice says the label whole, and the phrase's starts at its words."""
    colon = _LABEL_COLON.match(text, end)
    return colon.end() if colon else end


_LABEL_COLON = LazyPattern(r" ?[:：]")


def _apart(spans: list[Span]) -> list[Span]:
    """The spans with none overlapping the one before: two stretches each taken with its quotation marks can share
    one (`…members"이 단어는 "이 단어는 "the…`), which then went to both and was said twice."""
    out: list[Span] = []
    for start, end, lang in spans:
        start = max(start, out[-1][1]) if out else start
        if end > start:
            out.append((start, end, lang))
    return out


def _whole_asides(text: str, spans: list[Span]) -> list[Span]:
    """The spans, those inside one aside in brackets or quotation marks taken as the whole aside when its words are
    mostly theirs ("(使用 React Hooks 的方法)" in an English sentence: one gloss, one voice, not three). One pass over
    the asides and the spans, both in order."""
    out: list[Span] = []
    at = 0
    for aside in _ASIDE.finditer(text):
        while at < len(spans) and spans[at][0] < aside.start():
            out.append(spans[at])
            at += 1
        last = at
        while last < len(spans) and spans[last][1] <= aside.end():
            last += 1
        if last == at:
            continue
        votes = piece_votes(aside.group())
        if votes and max(votes, key=lambda key: votes[key]) == family(spans[at][2]):
            out.append((aside.start(), aside.end(), spans[at][2]))
            at = last
    return out + spans[at:]


def _glued(text: str, start: int, end: int, own: LazyPattern) -> bool:
    """Whether the stretch `text[start:end]` is written on to a letter of the voice's own script (kana inside a Chinese
    word, "情報セキュリティマネジメント試験"): where the Japanese word starts in the Chinese text is not to be seen, so the
    sentence's voice keeps it."""
    return bool(start and own.match(text, start - 1) or end < len(text) and own.match(text, end))


def _with_marks(text: str, start: int, end: int) -> tuple[int, int]:
    """The stretch widened to the brackets or quotation marks around it, when it fills them ("(見解)")."""
    # (the spaces around it walked over, not the text before and after it copied and stripped: a block of 100 KB
    # cut into 50,000 stretches copied it 50,000 times)
    before = start
    while before and text[before - 1].isspace():
        before -= 1
    after = end
    while after < len(text) and text[after].isspace():
        after += 1
    if before and after < len(text) and _CLOSING.get(text[before - 1]) == text[after]:
        return before - 1, after + 1
    return start, end


def in_marks(text: str) -> bool:
    """Whether a stretch is an aside: opened by a bracket or a quotation mark and closed by its pair ("(見解)")."""
    return len(text) > 1 and _CLOSING.get(text[0]) == text[-1]


def a_whole_sentence(words: str) -> bool:
    """Whether the words inside a quotation's marks are a whole sentence by their own marks, the only quotation that
    may leave its sentence's voice (the lead's ruling 1 of session 18: a sentence is never split across voices by a
    quotation): its first letter a capital (a Latin sentence opens so; a phrase or a definition quoted from the middle
    of one does not: "the fact or policy of not excluding members…"), its last mark a sentence's end inside the marks
    ("Never trust the input from the user."), an ellipsis no end but a cut ("this is the first model…")."""
    said = words.strip()
    first = next((ch for ch in said if ch.isalpha()), "")
    return first.isupper() and _SENTENCE_CLOSED.search(said) is not None


# A sentence's own closing mark at the end of a quotation's words, before the marks that close around it.
_SENTENCE_CLOSED = LazyPattern(r"(?<![.…])[.!?。！？][\"'’”)）]*$")


def aside_free(text: str) -> str:
    """`text` without its asides that hold CJK letters (a gloss in brackets, a quoted word) when the rest is in Latin
    script: what decides the language of a sentence that glosses its words ("…NOT eliminates (消除) complexity." is
    English); `text` itself when the rest has CJK letters or no letter at all."""
    if text.isascii() or ("(" not in text and not any(mark in text for mark in "（【「『“")):
        return text
    rest = _ASIDE.sub(" ", text)
    # Only a sentence in Latin script glosses its words so: in CJK text an aside is the sentence's own words.
    return rest if any(ch.isalpha() for ch in rest) and not _CJK_LETTER.search(rest) else text


def whole_voice(text: str, lang: str, article_lang: str) -> str:
    """The language whose voice reads all of `text` (a heading, a line that is one piece): `lang` when its voice says
    every stretch; else the language of the stretches it cannot say ("Scrum 定義" in an English article: the Chinese
    voice, which reads the Latin word too) when that voice says all of `text`; else `lang` still."""
    spans = unsaid_spans(text, lang, article_lang)
    if not spans:
        return lang
    sizes: dict[str, int] = {}
    for start, end, other in spans:
        sizes[other] = sizes.get(other, 0) + end - start
    other = max(sizes, key=lambda key: sizes[key])
    return other if not unsaid_spans(text, other, article_lang) else lang


def asides_only_unsaid(text: str, lang: str, article_lang: str) -> bool:
    """Whether all `lang`'s voice cannot say of a heading stands in its asides (brackets) and the words outside them
    are its own, two CJK letters or more ("指示代名詞：事物（これ、それ、あれ、どれ）" in a Chinese article: a Chinese
    heading whose kana are only its bracketed examples). Such a heading is no other language's: its words stay in its
    voice and only the asides switch, as in a paragraph (s20 dev 933yee japanese-1 [31][33][35][38]: read whole by
    ja-JP where its sibling headings are zh-TW). A heading written in the other script outside its brackets is not."""
    spans = unsaid_spans(text, lang, article_lang)
    if not spans or not all(in_marks(text[start:end].strip()) for start, end, _ in spans):
        return False
    outside = "".join(
        text[a:b] for a, b in zip([0, *(end for _, end, _ in spans)], [*(s for s, _, _ in spans), len(text)])
    )
    if unsaid_spans(outside, lang, article_lang):
        return False
    return sum(1 for ch in outside if _CJK_LETTER.match(ch)) >= 2
