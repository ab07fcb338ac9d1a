"""Judges of the voice each sentence is heard in, made from the chunks as they are sent: apart from the decision
that chose the voices (narrate.text.language, script.sibling_voices), so that a wrong decision shows instead of
being repeated. `narrate check` reports what they find; the listening benchmark counts it against readers' tallies.

* **An English sentence in a CJK voice**: a sentence of a chunk sent to a Chinese, Japanese or Korean voice that has
  no CJK character and at least four words, most of them English words ("How to Handle Missing Data"): a Korean voice
  reading an English title is heard as noise. An English term inside a CJK sentence is not one (the sentence has
  CJK characters); names and identifiers are not English words ("CatBoost", "AbstractOp").
* **Latin-script words alone in a CJK voice**: a chunk that sends no CJK character and three words or more, two of
  them English words (a link's or a reference's title, "SUSE Appliance Program", "GCC online documentation", a
  product's name): no sentence, but no evidence of the voice's language either, and the CJK voice reads it with its
  accent, whatever list or series chose that voice. Both are judged on the writer's words: the names narrate gives
  signs in the voice's language ("斜杠", "앰퍼샌드") are turned back into the signs first, so an error message said
  'configure: error: C++ preprocessor " 斜杠 lib 斜杠 cpp "' is English all the same.
* **CJK text in a Latin-language voice** (the mirror): Chinese, Japanese or Korean characters in a chunk sent to a voice
  of another language ("Empirical (經驗主義)" to en-US, a Chinese heading in an English article): that voice has no
  reading of them, and the listener hears noise or nothing where the page shows words.
* **Kana or Hangul in a voice of another CJK language**: a word of kana (two letters or more: "について",
  "セキュリティ") sent to a Chinese or Korean voice, a word of Hangul sent to a Chinese or Japanese voice. Han characters
  are shared, kana and Hangul are not: a Chinese voice has no reading of "の在留資格の明確化等について" and the listener
  hears Chinese with holes in it. A lone kana (Taiwanese writing's の for 的) or a face's ノ is no word.
* **Cues in two voices**: in an article read by a CJK voice, a cue ("（図：Jenkins Alter）") sent to a voice of a Latin
  language ("(Image: Jenkins Gradle Version.)") while another of its cues is in the article's voice: a cue's own words
  are the article's, so one article's cues are heard in one voice (the s17 ruling on picture cues).
* **One thing in two voices**: two chunks of one block heard one after the other in two voices where the first does
  not end its sentence, or one of them is a short span ("21.", "2018.").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache

from narrate.patterns import LazyPattern

from .language import a_clause, lang_of_voice, speech_clause
from .lexicon import symbol_names
from .sayable import a_whole_sentence, unsaid_spans
from .stopwords import latin_scores

__all__ = [
    "VoiceDoubt",
    "cjk_in_latin_voice",
    "cues_in_two_voices",
    "english_in_cjk_voice",
    "other_cjk_in_cjk_voice",
    "voices_split",
]


@dataclass(frozen=True)
class VoiceDoubt:
    """A chunk heard in a voice its words do not fit: which chunk, how (`kind`), and the words."""

    chunk: int
    kind: str
    text: str
    other: int = -1  # the chunk beside it in the other voice (a split is heard at either)


_CJK_LANGS = ("zh", "ja", "ko")
_CJK = LazyPattern(r"[\u3005-\u3007\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3\uf900-\ufaff\uff66-\uff9f]")
# Marks written only within a CJK word (iteration, ideographic zero, long-vowel and voicing marks): never a face's.
_CJK_MARK = LazyPattern(r"[\u3005-\u3007\u309b-\u309e\u30fc-\u30fe\uff70\uff9e\uff9f]")
_WORD = LazyPattern(r"[A-Za-z]+(?:['’][A-Za-z]+)?")
_EDGES = "()[]{}\"'“”‘’,.:;!?"
# A sentence ends at a CJK full stop or mark, or at Latin punctuation followed by a space (not at a colon: a
# label, "OS: …", "DOM-Q-NET: …", belongs to what follows it).
_SENTENCE_END = LazyPattern(r"(?<=[。！？；])|(?<=[.!?;])\s+")
# A sentence's end for the English judge, and a CJK label's colon ("就会报错: Blocking waiting for file lock…",
# "构建时卡住：Blocking…"): what follows a CJK label is its own sentence (a program's message, an English heading's
# title), as the reader makes it (runs: an error label's message is its own sentence).
_LABEL_END = LazyPattern(
    r"(?<=[。！？；])|(?<=[.!?;])\s+|(?<=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3])[ \t]*[:：][ \t]*"
)
_QUOTED = LazyPattern(r"[“\"]([^”\"\n]{12,})[”\"]")  # a quotation (an English one inside a CJK sentence)
# What ends a sentence (a chunk that ends so may hand the next sentence to another voice).
_ENDED = LazyPattern(r"[.!?;:。！？；：…)\]）」』\"'”’]\s*$")


def english_in_cjk_voice(chunks: Iterable[tuple[str, str, str]], english: Callable[[str], bool]) -> list[VoiceDoubt]:
    """Over (what is sent, the language of its voice, the chunk's kind) per chunk: the first English sentence or
    quotation of each chunk a CJK voice reads, else the chunk itself when it is Latin-script words alone. `english` says whether a word (lower case) is an English word."""
    out: list[VoiceDoubt] = []
    for n, (sent, lang, kind) in enumerate(chunks):
        if not lang.startswith(_CJK_LANGS) or not _WORD.search(sent):
            continue
        sent = _as_written(sent, lang) if _CJK.search(sent) else sent
        found = next(_english_sentences(sent, english, heading=kind in _HEADINGS), None)
        if found is not None:
            out.append(VoiceDoubt(n, f"English read by the {lang} voice", found))
        elif _latin_whole(sent, english):
            out.append(
                VoiceDoubt(n, f"Latin-script words alone read by the {lang} voice", " ".join(sent.split())[:160])
            )
    return out


# The signs narrate says by their names in a CJK voice's words ("斜杠", "单引号", "スラッシュ"): the program's words for
# the writer's signs, no CJK the writer wrote — an English error message said with them is English all the same.
_NAMED_SIGNS = "/\\'\"#*&%$@<>=+-_|~^:;,!?()[]{}`"


@lru_cache(maxsize=8)
def _sign_names(lang: str) -> tuple[re.Pattern[str], dict[str, str]]:
    """The names of signs in `lang` of two characters or more with a CJK character among them (a name of one, 点,
    is a word of the language too), longest first, with the blanks narrate sets around them; and each name's sign."""
    signs: dict[str, str] = {}
    for sign in _NAMED_SIGNS:
        name = symbol_names(sign, lang)
        if len(name) >= 2 and _CJK.search(name):
            signs.setdefault(name, sign)
    names = "|".join(map(re.escape, sorted(signs, key=len, reverse=True)))
    return re.compile(rf"({names})[ \t]*" if names else r"(?!)"), signs


def _as_written(sent: str, lang: str) -> str:
    """What a chunk sends with narrate's names of signs turned back into the signs ("You 单引号 re missing a 斜杠 dev"
    -> "You're missing a /dev"): the writer's words, judged as the writer wrote them. A sign opens what follows it
    (`/dev`, `#include`); an apostrophe between letters joins them."""
    pattern, signs = _sign_names(lang)
    return _APOSTROPHE.sub("'", pattern.sub(lambda m: signs[m.group(1)], sent))


_APOSTROPHE = LazyPattern(r"(?<=[A-Za-z]) '(?=[A-Za-z])")


def _latin_whole(text: str, english: Callable[[str], bool]) -> bool:
    """Whether the whole of what a chunk sends is Latin-script words, with no CJK character, three words or more (of
    two letters or more) and two English words among them."""
    if _CJK.search(text):
        return False
    tokens = [t for t in (token.strip(_EDGES) for token in text.split()) if t]
    words = [t for t in tokens if _WORD.fullmatch(t) and len(t) > 1]
    return len(words) >= 3 and sum(_english_word(w.lower(), english) for w in words) >= 2


_HEADINGS = frozenset({"heading", "title"})
# A run of Han, kana or Hangul (with the marks between its characters): what a voice of a Latin-script language has
# no reading of.
_CJK_RUN = LazyPattern(
    r"[\u3005-\u3007\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3\uf900-\ufaff\uff66-\uff9f]"
    r"[\u3000-\u303f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3\uf900-\ufaff\uff01-\uff0f\uff66-\uff9f/／·・.\s]{0,40}"
)


def cjk_in_latin_voice(chunks: Iterable[tuple[str, str]]) -> list[VoiceDoubt]:
    """Over (what is sent, the language of its voice) per chunk: the CJK text of each chunk that a voice of another
    script reads (its runs, joined), whatever rule chose the voice: a gloss, a heading, a name."""
    out: list[VoiceDoubt] = []
    for n, (sent, lang) in enumerate(chunks):
        if not lang or lang.startswith(_CJK_LANGS) or not _CJK.search(sent):
            continue
        runs = [" ".join(run.split()).rstrip(". ") for run in _CJK_RUN.findall(sent)]
        if sum(len(_CJK.findall(run)) for run in runs) < 2 and not _CJK_MARK.search(sent):
            continue  # one letter among signs: a face's ツ in ¯\\_(ツ)_/¯, not text (a lone 々 or ﾞ is a word's)
        out.append(VoiceDoubt(n, f"CJK text read by the {lang} voice", " … ".join(runs)[:160]))
    return out


# A word of kana (two letters or more, its long-vowel mark inside) and one of Hangul: the scripts one CJK language
# owns, which the voices of the others cannot read.
_KANA_WORD = LazyPattern(r"[\u3041-\u3096\u30a1-\u30fa][\u3041-\u3096\u30a1-\u30fa\u30fc]+")
_HANGUL_WORD = LazyPattern(r"[\uac00-\ud7a3]{2,}")
# The voices each script is no reading for (by the language of the voice).
_OTHERS_OF = (
    ("zh", _KANA_WORD, "kana"),
    ("ko", _KANA_WORD, "kana"),
    ("zh", _HANGUL_WORD, "Hangul"),
    ("ja", _HANGUL_WORD, "Hangul"),
)


def other_cjk_in_cjk_voice(chunks: Iterable[tuple[str, str]]) -> list[VoiceDoubt]:
    """Over (what is sent, the language of its voice) per chunk: the kana words a Chinese or Korean voice is sent and
    the Hangul words a Chinese or Japanese voice is sent, whatever rule chose the voice (a Japanese title quoted in a
    Chinese sentence)."""
    out: list[VoiceDoubt] = []
    for n, (sent, lang) in enumerate(chunks):
        for script, words in ((s, w) for prefix, w, s in _OTHERS_OF if lang.startswith(prefix)):
            found = words.search(sent)
            if found and script == "kana" and lang.startswith("zh") and not _japanese_unit(sent):
                continue  # (katakana names, a Japanese aside in a Chinese sentence: the sentence's, read whole)
            if found:
                around = sent[max(0, found.start() - 12) : found.end() + 12]
                out.append(VoiceDoubt(n, f"{script} read by the {lang} voice", " ".join(around.split())))
                break
    return out


_HIRAGANA_RUN = LazyPattern(r"[\u3041-\u3096]{2,}")
_ASIDE = LazyPattern(r"（[^（）\n]{0,80}）|\([^()\n]{0,80}\)")  # (an aside in brackets: its sentence's)
# A name's suffix (`フレズちゃん`, `AISちゃん`): the name's.
_HONORIFIC = LazyPattern(r"(?<=[\u30a1-\u30fa\u30fcA-Za-z0-9])(?:ちゃん|さん|くん|さま|たん)")


def _japanese_unit(sent: str) -> bool:
    """Whether what a Chinese voice reads holds Japanese words (the s16 ruling "Kana in Chinese": katakana names, a
    name's suffix (`フレズちゃん`) and a Japanese aside in brackets inside a Chinese sentence are no Japanese evidence,
    its sentence's): a run of two hiragana or more outside them (`…について`, `ゆうちょ銀行`; a lone `の` is Taiwanese
    writing's 的)."""
    return _HIRAGANA_RUN.search(_HONORIFIC.sub("", _ASIDE.sub("", sent))) is not None


def _english_sentences(text: str, english: Callable[[str], bool], *, heading: bool = False) -> Iterator[str]:
    """The sentences and quotations of `text` that are English: no CJK character; of their tokens (split at spaces),
    two in three are English words (an identifier, a number, a name is a token but no word), at least four, and English
    function words (text.stopwords) in it: a product's name ("Red Hat Enterprise Linux release 8.2") is not a sentence.
    A heading needs three English words and no function word ("TEST CODE REPOSITORY")."""
    for sentence in [*_LABEL_END.split(text), *(q.group(1) for q in _QUOTED.finditer(text))]:
        if _CJK.search(sentence) or not _WORD.search(sentence):
            continue
        tokens = [t for t in (token.strip(_EDGES) for token in sentence.split()) if t]
        words = [t.lower() for t in tokens if _WORD.fullmatch(t) and _english_word(t.lower(), english)]
        if len(words) * 3 < len(tokens) * 2:
            continue
        if len(words) >= 3 and heading or len(words) >= 4 and latin_scores(sentence).get("en", 0) >= 1:
            yield " ".join(sentence.split())[:160]


def _english_word(word: str, english: Callable[[str], bool]) -> bool:
    """An English word, or one with its 's or n't ("what's", "don't")."""
    return english(word) or english(re.sub(r"['’](?:s|t|re|ll|ve|d|m)$", "", word))


def cues_in_two_voices(chunks: Iterable[tuple[str, str, str]], article_lang: str) -> list[VoiceDoubt]:
    """Over (the chunk's kind, what is sent, the language of its voice) per chunk: in an article of a CJK language,
    each cue sent to a voice outside the CJK languages when another cue of the article is in the article's voice (one
    shape, two voices)."""
    rows = list(chunks)
    if not article_lang.startswith(_CJK_LANGS) or not any(k == "cue" and lang == article_lang for k, _, lang in rows):
        return []
    return [
        VoiceDoubt(n, f"a cue read by the {lang} voice among the article's {article_lang} cues", sent)
        for n, (kind, sent, lang) in enumerate(rows)
        if kind == "cue" and not lang.startswith(_CJK_LANGS)
    ]


def voices_split(chunks: Iterable[tuple[int, str, str, str]]) -> list[VoiceDoubt]:
    """Over (block, kind, what is sent, voice) per chunk in order (block -1: not the article's words): where one
    block is heard in two voices though it is one thing — a chunk that goes on, in another voice, with a sentence the
    chunk before it left unfinished; a short span (three words or fewer) in another voice than the chunk beside it.
    Each at the chunk heard in the voice that differs, with the chunk beside it (`other`). (The items of a list each
    in its own language's voice are not one thing: a list of references in two languages is read so.)"""
    rows = list(chunks)
    out: list[VoiceDoubt] = []
    for n in range(1, len(rows)):
        (block, _, before, voice), (here, _, sent, now) = rows[n - 1], rows[n]
        if block < 0 or here != block or voice == now or not sent.strip():
            continue
        if _quotation(rows, n) or _quotation(rows, n - 1):
            continue  # a quotation cut out of its sentence at its marks (text.runs.quoted_parts): the speaker's words
        if _script_cut(rows, n) or _script_cut(rows, n - 1):
            continue  # words in a script the voice beside them cannot say (a Chinese gloss in an English sentence)
        if _label(rows, n - 1):
            continue  # a label opening the block, in the article's voice, then its phrase in its own (by design)
        if before.strip() and not _ENDED.search(before.rstrip()):
            if _inner_sentence(rows, n) or _inner_sentence(rows, n - 1):
                continue  # a whole English sentence written inside a CJK one (text.runs.inner_sentences: by design)
            out.append(VoiceDoubt(n, "a sentence split across voices", _pair(before, sent), n - 1))
        elif _short(sent) or _short(before):
            short = n if _short(sent) else n - 1
            if _a_clause_said(rows[short]):
                continue  # an English clause, however short, is speech in its voice (by design: language.a_clause)
            out.append(VoiceDoubt(short, "a short span in another voice", _pair(before, sent), 2 * n - 1 - short))
    return out


def _a_clause_said(row: tuple[int, str, str, str]) -> bool:
    """Whether a chunk is an English clause sent to an English voice ("That's it." between Chinese sentences): the
    reader gives a clause its language's voice however short (text.language.a_clause), so its seam is by design."""
    return lang_of_voice(row[3]) == "en" and a_clause(row[2].strip())


def _inner_sentence(rows: list[tuple[int, str, str, str]], n: int) -> bool:
    """Whether chunk `n` is an English sentence the reader cut out of a CJK sentence as a sentence of its own
    (text.runs.inner_sentences): a clause closed by its own mark, or words of speech after the colon that ends the
    chunk before it ("下次给他说：" | "talk is cheap show me the code"), or a word or two closed by its own mark that
    opens such a sentence in the same voice ("…直接回复，" | "Hi!" | "Could you open a PR with these changes?")."""
    block, _, sent, voice = rows[n]
    if lang_of_voice(voice) != "en":
        return False
    if a_clause(sent.strip()) and len(sent.split()) >= 3:
        return True
    if n + 1 < len(rows) and rows[n + 1][0] == block and rows[n + 1][3] == voice and _ENDED.search(sent.rstrip()):
        return len(sent.split()) <= 2 and _inner_sentence(rows, n + 1)
    return n > 0 and rows[n - 1][2].rstrip()[-1:] in (":", "：") and speech_clause(sent.strip())


def _label(rows: list[tuple[int, str, str, str]], n: int) -> bool:
    """Whether chunk `n` is a label that opens its block, a word or two closed by a colon ("예:", "注："): the reader
    leaves it to the article's voice and the phrase after it to the phrase's (text.language.block_language)."""
    block, _, sent, _ = rows[n]
    return (n == 0 or rows[n - 1][0] != block) and _short(sent) and sent.rstrip()[-1:] in (":", "：")


def _script_cut(rows: list[tuple[int, str, str, str]], n: int) -> bool:
    """Whether chunk `n` is a stretch cut out of its sentence because the sentence's voice cannot say its script
    (text.sayable): all its letters are in such a script, and it is an aside in brackets or quotation marks
    ("(經驗主義)") or stands between two chunks of its block in that other voice ("The word | 你好 | means hello")."""
    block, _, sent, voice = rows[n]
    beside = [rows[m] for m in (n - 1, n + 1) if 0 <= m < len(rows) and rows[m][0] == block and rows[m][3] != voice]
    if not beside or not _unsayable(sent, beside[0][3]):
        return False
    text = sent.strip().rstrip(_TRAILING)
    aside = len(text) > 2 and text[0] in _ASIDE_MARKS and text[-1] == _ASIDE_MARKS[text[0]]
    return aside or len(beside) == 2 and beside[0][3] == beside[1][3]


def _unsayable(sent: str, voice: str) -> bool:
    """Whether all the letters of `sent` are in a script `voice` cannot say (text.sayable)."""
    lang = lang_of_voice(voice)
    spans = unsaid_spans(sent, lang, lang) if lang else []
    if not spans:
        return False
    ends = [0, *(end for _, end, _ in spans)]
    starts = [*(start for start, _, _ in spans), len(sent)]
    return not any(ch.isalpha() for at, upto in zip(ends, starts) for ch in sent[at:upto])


def _short(sent: str) -> bool:
    return 0 < _words(sent) <= 3 and len(sent.strip()) <= 24


# A run of Chinese characters or kana: written without spaces, about two characters a word.
_UNSPACED = LazyPattern(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]+")


def _words(sent: str) -> int:
    """How many words `sent` holds: its tokens between spaces (Latin, Hangul: both spaced), and in a run of Chinese
    characters or kana one word to about two characters ("，然後離開。" two, "他說：" one)."""
    unspaced = sum((len(run) + 1) // 2 for run in _UNSPACED.findall(sent))
    rest = [token for token in _UNSPACED.sub(" ", sent).split() if any(ch.isalnum() for ch in token)]
    return unspaced + len(rest)


# A quotation's marks, opening to closing; a chunk that is a quotation whole, or one between a chunk that ends with
# the opening mark and one that begins with its closing, is the quoted speaker's words, read in their own voice.
_PAIRS = {'"': '"', "“": "”", "‘": "’", "「": "」", "『": "』", "«": "»"}
_TRAILING = " \t,.;:!?，。、；：！？"
_ASIDE_MARKS = {**_PAIRS, "(": ")", "（": "）", "[": "]", "【": "】"}


def _quotation(rows: list[tuple[int, str, str, str]], n: int) -> bool:
    """Whether chunk `n` is a whole quoted sentence of two words or more, cut out of its sentence at its marks: only a
    quotation that is a whole sentence by its own marks may leave its sentence's voice (sayable.a_whole_sentence, the
    lead's ruling 1 of session 18); a quoted phrase heard in another voice than its sentence is a sentence split."""
    text = rows[n][2].strip().rstrip(_TRAILING)
    if len(text) > 2 and text[0] in _PAIRS and text.endswith(_PAIRS[text[0]]) and _PAIRS[text[0]] not in text[1:-1]:
        return _words(text[1:-1]) >= 2 and a_whole_sentence(text[1:-1])
    if 0 < n < len(rows) - 1 and rows[n - 1][0] == rows[n][0] == rows[n + 1][0]:
        before, after = rows[n - 1][2].rstrip(), rows[n + 1][2].lstrip()
        return (
            bool(before)
            and before[-1] in _PAIRS
            and after.startswith(_PAIRS[before[-1]])
            and _words(text) >= 2
            and a_whole_sentence(rows[n][2])
        )
    return False


def _pair(before: str, sent: str) -> str:
    return f"{before.strip()[-50:]} | {sent.strip()[:50]}"
