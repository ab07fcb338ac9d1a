"""Which language an article is in: zh-hant, zh-hans, en, ja, ko, or any other language Edge speaks.

The writer's word is final: front matter first, then the file name, then the
text itself (script statistics). Also OpenCC conversion between the two Chinese
scripts, for the opt-in derived versions.
"""

from __future__ import annotations

import bisect
import difflib
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

from narrate.config import edge_languages, edge_snapshot, lang_of_locale
from narrate.patterns import LazyPattern

_ALIASES: dict[str, str] = {
    "zh-hant": "zh-hant",
    "zh-tw": "zh-hant",
    "zh-hk": "zh-hant",
    "zh-mo": "zh-hant",
    "zh-hant-tw": "zh-hant",
    "zh-hant-hk": "zh-hant",
    "zht": "zh-hant",
    "tw": "zh-hant",
    "zh-hans": "zh-hans",
    "zh-cn": "zh-hans",
    "zh-sg": "zh-hans",
    "zh-my": "zh-hans",
    "zh-hans-cn": "zh-hans",
    "zhs": "zh-hans",
    "cn": "zh-hans",
    "en": "en",
    "en-us": "en",
    "en-gb": "en",
    "en-au": "en",
    "en-ca": "en",
    "english": "en",
    "ja": "ja",
    "ja-jp": "ja",
    "jp": "ja",
    "japanese": "ja",
    "ko": "ko",
    "ko-kr": "ko",
    "kr": "ko",
    "korean": "ko",
}

# Tags accepted only from front matter (where the writer clearly means a language),
# not from file names, where "index.tw.md" or "cn" could mean anything.
_FILENAME_ALIASES = {k: v for k, v in _ALIASES.items() if k not in {"tw", "cn", "jp", "kr", "zht", "zhs"}}

# Folders count only when named by a locale code (`zh-cn`, `en-us`, `ja`): a topic folder
# called "Japanese" or "english" holds posts about the language, not in it.
_FOLDER_ALIASES = {k: v for k, v in _FILENAME_ALIASES.items() if k not in {"english", "japanese", "korean"}}

# What a language tag in a file or folder name looks like: a language, then a script and a region at
# most (`pt-br`, `zh-hant-tw`, `sr-latn`, `es-419`), nothing after them; `my-blog` or `it-ok` are
# names.
_TAG_SHAPE = LazyPattern(r"^[a-z]{2,3}(?:-([a-z]{4}))?(?:-([a-z]{2}|\d{3}))?$")
_TAG_SCRIPTS = frozenset(
    "hans hant latn cyrl arab deva beng guru gujr orya taml telu knda mlym sinh thai laoo mymr khmr "
    "tibt mong cans hebr grek geor armn ethi jpan kore hira kana".split()
)

# Common names for Edge's languages that are not their code.
_MORE_ALIASES = {
    "no": "nb",
    "nn": "nb",
    "tl": "fil",
    "pt": "pt-br",
    "iu": "iu-cans",
    "iw": "he",
    "in": "id",
    "french": "fr",
    "german": "de",
    "spanish": "es",
    "portuguese": "pt-br",
}


# English names of languages, for messages ("no offline voice reads Thai"); others are shown by
# code.
ENGLISH_NAMES = {
    "zh-hant": "Chinese (Traditional)",
    "zh-hans": "Chinese (Simplified)",
    "en": "English",
    "ja": "Japanese",
    "ko": "Korean",
    "he": "Hebrew",
    "my": "Burmese",
    "th": "Thai",
    "fr": "French",
    "de": "German",
    "es": "Spanish",
    "pt-br": "Portuguese",
    "pt-pt": "Portuguese (Portugal)",
    "it": "Italian",
    "nl": "Dutch",
    "ru": "Russian",
    "uk": "Ukrainian",
    "bg": "Bulgarian",
    "sr": "Serbian",
    "mk": "Macedonian",
    "kk": "Kazakh",
    "mn": "Mongolian",
    "ar": "Arabic",
    "fa": "Persian",
    "ur": "Urdu",
    "ps": "Pashto",
    "hi": "Hindi",
    "mr": "Marathi",
    "bn": "Bengali",
    "gu": "Gujarati",
    "ta": "Tamil",
    "te": "Telugu",
    "kn": "Kannada",
    "ml": "Malayalam",
    "si": "Sinhala",
    "lo": "Lao",
    "km": "Khmer",
    "ka": "Georgian",
    "am": "Amharic",
    "el": "Greek",
    "vi": "Vietnamese",
    "pl": "Polish",
    "tr": "Turkish",
    "cs": "Czech",
}


def language_name(lang: str) -> str:
    """A language's English name for messages ("Japanese"), else its code."""
    return ENGLISH_NAMES.get(lang, f"language {lang!r}")


class _FeedLanguage(dict[str, str]):
    """A feed's `<language>`: zh-tw and zh-cn for Chinese (what podcast apps know), else the code itself."""

    def __missing__(self, lang: str) -> str:
        return lang.split("-")[0] if lang.startswith("iu-") else lang

    def __contains__(self, lang: object) -> bool:
        return isinstance(lang, str) and lang in edge_languages()

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(edge_languages())


FEED_LANGUAGE = _FeedLanguage({"zh-hant": "zh-tw", "zh-hans": "zh-cn", "en": "en", "ja": "ja", "ko": "ko"})


def normalize_lang(tag: object, *, strict: bool = False) -> str | None:
    """Map a language tag (zh-TW, zh_Hant, en-US, fr-CA, pt-BR…) to narrate's code, or None if unknown.

    Any language Edge speaks is accepted: the language subtag alone (fr-CA → fr) unless script or
    region matters (pt-BR → pt-br, zh-TW → zh-hant). `strict` (file names, folders) refuses the
    loose aliases (tw, cn, jp, french…).
    """
    if not isinstance(tag, str):
        return None
    key = tag.strip().lower().replace("_", "-")
    table = _FILENAME_ALIASES if strict else _ALIASES
    if key in table:
        return table[key]
    if not _well_formed(key, strict):
        return None
    primary = key.split("-")[0]
    if primary == "zh":
        # zh-CN-liaoning, zh-Hans-SG: the region or script says which; without one the text decides
        # (article.py).
        second = key.split("-")[1] if "-" in key else ""
        return lang_of_locale(key) if second in ("cn", "sg", "my", "hans", "tw", "hk", "mo", "hant") else None
    spoken = edge_languages()
    if key in spoken:
        return key
    if primary in ("pt", "iu") and "-" in key:
        code = lang_of_locale(key)
        return code if code in spoken else _MORE_ALIASES[primary]
    if primary in spoken:
        return primary
    if key in _MORE_ALIASES and (not strict or key in ("no", "nn", "pt", "iu")):
        return _MORE_ALIASES[key]
    return None


# Names a writer may give a language in its own tongue: never read as tags (`lang: deutsch` is
# refused), only offered as what a refused tag may have meant.
_ENDONYMS = {
    "deutsch": "de",
    "francais": "fr",
    "français": "fr",
    "espanol": "es",
    "español": "es",
    "italiano": "it",
    "nederlands": "nl",
    "portugues": "pt-br",
    "português": "pt-br",
    "nihongo": "ja",
    "hangugeo": "ko",
}


def nearest_lang(tag: object) -> str | None:
    """The language narrate knows whose tag or name is spelled nearest `tag` (`zh-hnat` → zh-hant, `englsh`
    → en), for a message about a tag it refused; None when nothing is close."""
    if not isinstance(tag, str) or not tag.strip():
        return None
    key = tag.strip().lower().replace("_", "-")
    names = {code: code for code in edge_languages()}
    names.update(_MORE_ALIASES)
    names.update(_ENDONYMS)
    names.update((name.lower(), code) for code, name in ENGLISH_NAMES.items() if " " not in name)
    names.update(_ALIASES)
    close = difflib.get_close_matches(key, list(names), n=1, cutoff=0.75)
    return names[close[0]] if close else None


def _well_formed(key: str, strict: bool) -> bool:
    """Whether `key` can be a language tag: ASCII letters and digits between hyphens; from a file or folder
    name (`strict`), shaped like one too (a name that only starts like a tag, `my-zsh-setup`, is no Burmese,
    `es-modules` no Spanish)."""
    if not key or len(key) > 35 or not all(part.isalnum() and part.isascii() for part in key.split("-")):
        return False
    return not strict or _tag_shaped(key)


def _tag_shaped(key: str) -> bool:
    """Whether `key` (lower case) is shaped like a language tag: a script narrate knows, a region Edge has a
    voice for (or a numeric one)."""
    match = _TAG_SHAPE.match(key)
    if match is None:
        return False
    script, region = match.groups()
    return (script is None or script in _TAG_SCRIPTS) and (region is None or region.isdigit() or region in _regions())


@lru_cache(maxsize=1)
def _regions() -> frozenset[str]:
    """The regions of Edge's voices (`us`, `tw`, `br`…)."""
    return frozenset(locale.lower().rsplit("-", 1)[1] for _, locale, _ in edge_snapshot()[1] if "-" in locale)


def lang_of_voice(name: str) -> str | None:
    """The language an Edge voice speaks, from its name (`fr-FR-DeniseNeural` → fr), or None."""
    locale = name.rsplit("-", 1)[0] if "-" in name else ""
    while locale:
        lang = normalize_lang(locale)
        if lang:
            return lang
        locale = locale.rsplit("-", 1)[0] if "-" in locale else ""
    return None


def lang_from_filename(path: Path) -> str | None:
    """The language suffix of a file name (`index.zh-hant.md`, `post.zh-TW.md`), or None."""
    tail = filename_suffix(path)
    return normalize_lang(tail, strict=True) if tail else None


def filename_suffix(path: Path) -> str:
    """The last dotted part of a file's name before its reader's suffix, lower case (`index.zh-TW.md` →
    `zh-tw`), "" when it has none."""
    from .readers import suffixes  # (readers read a site's languages through text.site, which asks this module)

    stem = path.name
    for suffix in sorted(suffixes(), key=len, reverse=True):
        if stem.lower().endswith(suffix):
            stem = stem[: -len(suffix)]
            break
    return lang_suffix(stem, is_lang=bool)[1]


def lang_suffix(stem: str, is_lang: Callable[[str], object] | None = None) -> tuple[str, str]:
    """A file stem split from its language suffix: `index.zh-TW` → ("index", "zh-tw"), and (stem, "") when
    it has none.

    The suffix is what follows the last dot, in lower case, when `is_lang` takes it (a site's own language
    codes; any name at all for Hugo's `params.<lang>.toml`) or, by default, when it names a language narrate
    knows (`v1.2` and `my.setup` have none). Every reader of a file name's language asks here, so that the
    base name and the language of one stem never disagree."""
    head, dot, tail = stem.rpartition(".")
    tail = tail.lower()
    if dot and (is_lang(tail) if is_lang is not None else normalize_lang(tail, strict=True)):
        return head, tail
    return stem, ""


def lang_from_folders(path: Path, root: Path | None = None) -> str | None:
    """A Hugo `content/<lang>/…` folder component, nearest first, or None."""
    parts = path.parent.parts
    if root is not None:
        try:
            parts = path.parent.resolve().relative_to(root.resolve()).parts
        except ValueError:
            return None  # outside the content root: its folders say nothing about the post
    for depth, part in reversed(list(enumerate(parts))):
        lang = _FOLDER_ALIASES.get(part.strip().lower().replace("_", "-"))
        if lang:
            return lang
        # Edge's other languages count as the content folder's first level only (Hugo's content/fr/…):
        # deeper down, a folder named "my" or "is" is not taken for Burmese or Icelandic.
        if depth == 0 and root is not None:
            lang = normalize_lang(part, strict=True)
            if lang and part.strip().lower() not in ("english", "japanese", "korean"):
                return lang
    return None


def content_root(path: Path) -> Path:
    """Where language folders may start for a lone article: the nearest `content` folder, else three
    folders up (`content/<lang>/posts/slug/index.md`), so `narrate script` decides as a build does."""
    folder = path.absolute().parent
    for parent in (folder, *folder.parents):
        if parent.name == "content":
            return parent
    parents = folder.parents
    return parents[min(2, len(parents) - 1)] if parents else folder


def is_han(ch: str) -> bool:
    """Whether `ch` is a Han (Chinese) character."""
    return "\u4e00" <= ch <= "\u9fff" or "\u3400" <= ch <= "\u4dbf" or "\uf900" <= ch <= "\ufaff"


def is_kana(ch: str) -> bool:
    """Whether `ch` is a Japanese kana."""
    return "\u3040" <= ch <= "\u30ff" or "\u31f0" <= ch <= "\u31ff" or "\uff66" <= ch <= "\uff9d"


def is_hangul(ch: str) -> bool:
    """Whether `ch` is a Korean Hangul letter."""
    return "\uac00" <= ch <= "\ud7a3" or "\u1100" <= ch <= "\u11ff" or "\u3130" <= ch <= "\u318f"


def chinese_script(text: str, *, tie: str | None = None) -> str | None:
    """zh-hant or zh-hans by counting characters that only one script uses; None if no Han.

    Text written only with characters both scripts share is `tie` (the blog's default); else, within
    article_chinese, the article's own variant; else Traditional (Taiwan is narrate's home)."""
    tie = tie or _ARTICLE_CHINESE.get()
    han = "".join(_HAN.findall(text))
    if not han:
        return None
    return _short_han_script(han, tie) if len(han) <= _SHORT_HAN else _han_script(han, tie)


# A word's worth of Han: the stretches a mixed sentence is cut into ("中a文b", a Chinese term in an English line) are
# asked about one by one, the same few words again and again, and each asking was two OpenCC conversions (some 20 µs:
# 0.95 of a CPU second per 100 KB of the s14 attack "CJK and Latin letters alternating"). The answer is a function of
# the characters and the tie alone, so a short one is remembered (a bounded table: at most 4,096 keys of 16 characters).
_SHORT_HAN = 16


@lru_cache(maxsize=4096)
def _short_han_script(han: str, tie: str) -> str:
    return _han_script(han, tie)


def _han_script(han: str, tie: str) -> str:
    """zh-hant or zh-hans for `han` (Han characters only), by the characters only one script uses; else `tie`."""
    t2s, s2t = _opencc("t2s"), _opencc("s2t")
    simplified = str(t2s.convert(han))
    traditional = str(s2t.convert(han))
    trad_only = _differing(han, simplified)
    simp_only = _differing(han, traditional)
    if trad_only == simp_only:
        return tie
    return "zh-hant" if trad_only > simp_only else "zh-hans"


_ARTICLE_CHINESE: ContextVar[str] = ContextVar("narrate_article_chinese", default="zh-hant")
_ARTICLE_CJK: ContextVar[str | None] = ContextVar("narrate_article_cjk", default=None)
# What an article in Latin script needs to be bilingual in a CJK language, counted in its MIXED units only (lines and
# sentences that hold Latin words; a line or sentence in CJK alone, a quoted poem, a name on its own, is left out):
# that many CJK letters at least in them, and that share of their syllables (a CJK letter is one, an English word
# about one and a half). billhu0's lecture notes: 204-1728 such letters, 14-76% of those units' syllables; an English
# post quoting three Chinese poems and naming two words (review s15 text2 M2): 5 letters, 3%.
BILINGUAL_LETTERS = 60
BILINGUAL_SHARE = 0.1
_SYLLABLES_PER_WORD = 1.5
_CJK_LETTERS = LazyPattern("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7a3]")
_LATIN_WORDS = LazyPattern("[A-Za-z][A-Za-z'’-]*")
# Where a page's units end: a line, or a full stop (a Latin one before a space, a CJK one anywhere).
_UNIT_END = LazyPattern(r"(?<=[.!?])\s+|(?<=[。！？])|\n")


@contextmanager
def article_chinese(lang: str, texts: Iterable[str]) -> Iterator[None]:
    """Within: Han text that does not tell Simplified from Traditional (no character that differs: "1、注意多取模",
    "比如，V_3=333，…") is in the article's own variant — the article's language when it is Chinese, else the variant
    its Chinese text as a whole is written in (`texts`, the article's prose) — never the other (the lead's session-15
    ruling). An English article whose Chinese paragraphs are Simplified (Vanilla-Yukirin's AtCoder notes, s15 dev
    reading) read its ambiguous ones with the Traditional voice, since Traditional is the tie everywhere else.

    Within too, article_cjk() is the article's CJK language: its own when it is Chinese, Japanese or Korean, else the
    CJK language of a bilingual page decided English, as billhu0's notes are, else None. A page is bilingual by the
    CJK it mixes into its English, not by the CJK it quotes: among its units (lines, sentences) that hold Latin words,
    sixty CJK letters or more and a tenth of their syllables (BILINGUAL_LETTERS, BILINGUAL_SHARE). An English post
    quoting three poems whole is English, and its sentence naming a poem keeps the English voice."""
    texts = list(texts)  # (read twice: its Han, its mixed units)
    joined = " ".join(texts)
    if lang in ("zh-hant", "zh-hans"):
        variant = lang
    else:
        han = "".join(_HAN.findall(joined))  # (no Han, no converter loaded: an English article starts light)
        variant = (han and chinese_script(han, tie=_ARTICLE_CHINESE.get())) or _ARTICLE_CHINESE.get()
    cjk: str | None = lang if family(lang) in ("zh", "ja", "ko") else None
    if cjk is None:
        mixed = [unit for text in texts for unit in _UNIT_END.split(text) if _LATIN_WORDS.search(unit)]
        letters = sum(len(_CJK_LETTERS.findall(unit)) for unit in mixed)
        words = sum(len(_LATIN_WORDS.findall(unit)) for unit in mixed)
        if letters >= BILINGUAL_LETTERS and letters >= BILINGUAL_SHARE * (letters + _SYLLABLES_PER_WORD * words):
            votes = piece_votes(joined)
            fam = max(("zh", "ja", "ko"), key=lambda name: votes.get(name, 0.0))
            cjk = variant if fam == "zh" else fam
    token = _ARTICLE_CHINESE.set(variant)
    cjk_token = _ARTICLE_CJK.set(cjk)
    try:
        yield
    finally:
        _ARTICLE_CJK.reset(cjk_token)
        _ARTICLE_CHINESE.reset(token)


def article_cjk() -> str | None:
    """The article's CJK language within article_chinese (its own, or the one a bilingual article in Latin script
    holds), else None."""
    return _ARTICLE_CJK.get()


# Past this many characters, two texts are compared as arrays of code points (numpy, imported then):
# position by position in Python, a megabyte of Han took a quarter of a second per comparison.
_ARRAY_COMPARE = 4_000


def _differing(a: str, b: str) -> int:
    """How many positions of `a` and `b` hold different characters (up to the shorter's length)."""
    if len(a) < _ARRAY_COMPARE or len(b) < _ARRAY_COMPARE:
        return sum(map(str.__ne__, a, b))
    import numpy as np

    n = min(len(a), len(b))
    codes_a = np.frombuffer(a[:n].encode("utf-32-le", "surrogatepass"), dtype=np.uint32)
    codes_b = np.frombuffer(b[:n].encode("utf-32-le", "surrogatepass"), dtype=np.uint32)
    return int(np.count_nonzero(codes_a != codes_b))


def detect_text(text: str) -> str | None:
    """Guess the language of plain text from its scripts, or None if there is nothing to go on."""
    kana, hangul, han, latin, _ = _script_counts(text)
    if kana + hangul + han + latin == 0:
        return None
    # A few kana in a Chinese text (a quoted Japanese name) do not make it Japanese.
    if kana and kana >= 0.1 * (han + kana):
        return "ja"
    if hangul and hangul >= han and hangul * 3 >= latin:
        return "ko"
    # Latin letters are ~4 per word, Han characters ~1.5 per word: weigh them so.
    if han and han * 2.5 >= latin / 2:
        return chinese_script(text)
    if latin:
        return "en"
    return chinese_script(text)


def convert_chinese(text: str, target: str) -> str:
    """Convert Chinese text to `target` (zh-hans or zh-hant) with OpenCC, using Taiwan/mainland phrasing."""
    config = "tw2sp" if target == "zh-hans" else "s2twp"
    return str(_opencc(config).convert(text))


@lru_cache(maxsize=4)
def _opencc(config: str):  # type: ignore[no-untyped-def]
    import opencc

    return opencc.OpenCC(config)


# The character classes of is_kana, is_hangul and is_han, and a Latin word as _script_counts counts
# one (a letter, then letters, digits, ' and -): counted by the regex engine, not a loop per
# character (a megabyte of text was a second per look, and a block is looked at several times).
_KANA = LazyPattern("[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9d]+")
_HANGUL = LazyPattern("[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]+")
_HAN = LazyPattern("[\u4e00-\u9fff\u3400-\u4dbf\uf900-\ufaff]+")
_LATIN_LETTERS = LazyPattern("[A-Za-z]+")
_LATIN_WORD = LazyPattern("[A-Za-z][A-Za-z0-9'-]*")


def _letters(pattern: LazyPattern | re.Pattern[str], text: str) -> int:
    """How many characters of `text` are in `pattern`'s class (counted by runs)."""
    return sum(map(len, pattern.findall(text)))


def _script_counts(text: str) -> tuple[int, int, int, int, int]:
    """(kana, hangul, han, Latin letters, Latin words) in `text`."""
    latin, words = _letters(_LATIN_LETTERS, text), len(_LATIN_WORD.findall(text))
    if text.isascii():
        return 0, 0, 0, latin, words
    return _letters(_KANA, text), _letters(_HANGUL, text), _letters(_HAN, text), latin, words


# Chinese function words that Japanese text (even all-kanji text) does not use.
_CHINESE_ONLY = set("的是了們们這这個个嗎吗沒没麼么說说會会對对為为")
# Of those, the ones Japanese writes as kanji of its own words too (個人, 委員会, 具体的, 完了, 是非): in a Japanese
# article they tell nothing (s20 dev 1210yuichi0 個人情報保護法_概要 [68]: "第5章 個人情報保護委員会（第59条～第74条）"
# was read zh-TW on its 個 and 会).
_JAPANESE_KANJI_TOO = frozenset("的是了個会")


# English words that only a phrase has: a name or a list of terms ("Node.js Restful API") has none.
# At most this many words of a Latin-language phrase to one of its function words (prose has one in two or three).
_WORDS_PER_FUNCTION_WORD = 10


def _english_phrase(text: str, words: int, latin: int) -> bool:
    """A phrase of a Latin language: 4+ words, one in ten of them at least a function word of one ("Limitations of
    Build Tools"; a sentence has one in two or three). Words that hold none are names, terms and
    code, whatever their number: a YAML file that spilled into a Korean article's prose (jx2lee
    lakehouse-tool-localtest: `image: apache/hive … restart: unless-stopped`, 125 words) is not English prose."""
    if words < 4 or latin < 16:
        return False
    from .stopwords import latin_scores

    return sum(latin_scores(text).values()) * _WORDS_PER_FUNCTION_WORD >= words


# A Latin token: a word, maybe with apostrophes, hyphens, dots or digits inside, never the tail of a token
# that starts with a digit ("3d" is no "d"), nor an attribute's name or value (style="background-color: …").
_LATIN_TOKEN = LazyPattern(r"(?<![\w'’.-])[A-Za-z][A-Za-z0-9'’._-]*")
_SENTENCE_END = LazyPattern(r"[.!?][\"'’”)\]]*\s*$")
_ET_AL = LazyPattern(r"\bet\s{1,3}al\b")
# A function of one letter applied to its argument (big-O, f(x), P(A|B)): what is inside is notation.
_LETTER_CALL = LazyPattern(r"(?<![\w'’.-])[A-Za-z]\([^()\n]{1,40}\)")
# The one-letter words of the Latin languages narrate tells apart ("a", "e", "o", "y"; "I"); other letters that are
# function words only as elisions (c', d', l', n', s') are variables or initials when they stand alone.
_LONE_WORDS = frozenset("aeoyI")
_CAPITALS_WORD = LazyPattern(r"(?<![\w'’.-])[A-Z]{4,}(?![\w'’.-])")
# How much evidence a Latin-script block or line must give to be read as a phrase of a Latin language
# (by that language's voice) rather than as names and terms inside the article's own language: in
# units of one function word (latin_evidence), three words. Calibrated on tests/fixtures/language/blocks.txt
# (real blocks, each with the voice a listener should hear it in): every labelled block decides right
# with it, and it sits between the highest score of a block that must stay and the lowest of one that
# must switch (benchmarks/language_decisions.py `blocks` prints both).
SENTENCE_EVIDENCE = 2.25


def latin_evidence(text: str, *, alone: bool = True, enough: float | None = None) -> float:
    """How clearly Latin-script `text` is a phrase rather than names and terms, in function words: each
    function word of a Latin language counts 1, any other word ¾ (lower-case, capitalised as a title writes
    it, or hyphenated: "Critical-Section") — but a capitalised word only ½ when `text` is not `alone` (a
    sentence inside a block of another script, where capitals are names: "SDP (Session Description
    Protocol) ...メディアの種類" is one Japanese item) —, a sentence's closing mark ½; identifiers (digits, dots,
    underscores), all-capital and camel-case tokens nothing, and a capitalised function word inside the text
    counts as a word ("Big Sur" is no French; a capital letter alone, "C" or an initial, is none); a text written
    all in capitals counts its words of four letters or more as capitalised words. So three
    words make a phrase ("Garbage Collection
    Algorithms", "Deadlocks and Starvation": 2.25, 2.5), two do not ("Mutex Locks", "training examples."
    1.5, 2); "What is the DOM?" is 3.5 (a sentence).

    `enough`: a caller that only compares the score with a threshold gets it as soon as it reaches that (every
    token adds, none takes away: the comparison is the same), not after the last token of a long paragraph."""
    if text.isupper():
        # Written all in capitals ("TEST CODE REPOSITORY", "RECOMMEND POSTS BEFORE THIS"): its words of four
        # letters or more are words as a title capitalises them; shorter ones stay acronyms ("AWS IAM").
        text = _CAPITALS_WORD.sub(lambda word: word.group().capitalize(), text)
    if "(" in text:
        text = _LETTER_CALL.sub(" ", text)  # O(log n), f(x), P(A|B): notation, not words
    score = 0.0
    for n, match in enumerate(_LATIN_TOKEN.finditer(text)):
        score += _token_evidence(text, match, n, alone)
        if enough is not None and score >= enough:
            return score
    return score + (0.5 if _SENTENCE_END.search(text) else 0.0)


def _token_evidence(text: str, match: re.Match[str], n: int, alone: bool) -> float:
    """What one Latin token (the `n`th of `text`) adds to latin_evidence (without the sentence's closing mark)."""
    if text[match.end() : match.end() + 1] == "=" or text[max(match.start() - 2, 0) : match.start()] in ('="', "='"):
        return 0.0  # an attribute's name or value
    token = match.group()
    if token.strip("'’.-") in ("et", "al") and _ET_AL.search(text[max(match.start() - 4, 0) : match.end() + 4]):
        return 0.0  # a citation's "et al." stands for names, in any language's text
    return _word_evidence(token, n == 0, alone)


@lru_cache(maxsize=4096)
def _word_evidence(token: str, first: bool, alone: bool) -> float:
    """What a Latin token adds by itself (`first`: it opens the text), after the checks that look around it
    (_token_evidence): a pure function of the three, kept, since the same words come back block after block."""
    from .stopwords import is_function_word

    word = token.strip("'’.-")
    parts = word.replace("’", "'").replace("'", "-").split("-")
    if not all(part.isalpha() for part in parts) or len(word) > 1 and word.isupper():
        return 0.0  # an identifier, an acronym
    if len(word) == 1 and word not in _LONE_WORDS:
        return 0.0  # a variable ("n"), an initial, or an elided word written without its apostrophe
    if is_function_word(word.lower()) and (word.islower() or word == "I" or first and len(word) > 1):
        return 1.0
    if len(word) >= 2 and all(part[1:].islower() or len(part) == 1 for part in parts):
        return 0.75 if alone or word.islower() else 0.5
    return 0.0


# A sentence's closing mark; a sentence's end inside a text and the next one's start ("…to Hexo! Check the…").
_CLOSED = LazyPattern(r"[.?!…][\"'’”)\]）」』】]*\s*$")
_ENDS_INSIDE = LazyPattern(r"[a-z][.?!][\"'’”)]*\s+[A-Z][a-z]")


def sentence_shaped(text: str) -> bool:
    """Whether Latin-script `text` has a sentence's shape: written in sentence case (at least half of its words in
    lower case: a title, a name or a reference capitalises its words) and closed by a sentence's mark, or holding
    one sentence's end and the next one's start ("Welcome to Hexo! Check the documentation…"). A label, a link's
    title, a command line ("update git remote", "Windows Node (fixed for v0.13.0+)") has no such shape. The mark
    decides only a short line: ten words or more in sentence case, three of them function words, are a sentence
    without it (a quotation or a lyric on its own line: "Your time is limited, so don't waste it living…"), and so is a
    clause (a_clause: "The best is yet to come"). A line mostly of identifiers is a command, whatever closes it
    ("mv foo-bar-{baz,quux}.txt", its line's end marked)."""
    from .stopwords import is_function_word

    tokens = text.split()
    words = [w for w in tokens if w.strip(_AROUND).isalpha()]
    lower = sum(w.strip("\"'“(")[:1].islower() for w in words)
    if not words or lower * 2 < len(words) or _identifiers(tokens) * 2 > len(words):
        return False
    if _CLOSED.search(text) is not None or _ENDS_INSIDE.search(text) is not None:
        return True
    return a_clause(text) or (
        len(words) >= _UNCLOSED_WORDS and sum(is_function_word(w.strip(_AROUND).lower()) for w in words) >= 3
    )


# What is around a word in a sentence: its punctuation and quotation marks.
_AROUND = ",.?!:;\"'“”‘’()（）。！？、"
# What makes a clause of English rather than a title, a name or a label: a subject pronoun or a finite verb (an
# auxiliary, a copula, "be" of an imperative), with their contractions; a closed class of the language, like its
# function words (a title "Checking for existing SSH keys", "pointer to next node" has none).
_CLAUSE_WORDS = frozenset(
    "i you he she it we they is are was were am be do does did can could will would shall should may might must has "
    "have had let's that's it's there's here's what's who's i'm you're we're they're he's she's i've you've we've "
    "they've i'll you'll we'll i'd you'd don't doesn't didn't isn't aren't wasn't weren't can't couldn't won't "
    "wouldn't shouldn't haven't hasn't".split()
)


def _word_of(token: str) -> str:
    """A token as a word, its punctuation and quotation marks off and its apostrophes and inner hyphens out for the
    test of letters ("That's" → "Thats"); "" when it has no letter."""
    core = token.lstrip("\"'“‘(（").rstrip(_AROUND)
    return core if any(ch.isalpha() for ch in core) else ""


def _identifiers(tokens: list[str]) -> int:
    """How many of `tokens` are identifiers (a path, a file's name or its extension, a call, an option: letters with
    other signs inside, a leading dot, a hanging hyphen)."""
    count = 0
    for token in tokens:
        core = _word_of(token)
        if core and (
            core[0] in ".-" or core[-1] == "-" or not core.replace("'", "").replace("’", "").replace("-", "").isalpha()
        ):
            count += 1
    return count


def a_clause(text: str) -> bool:
    """Whether Latin-script `text` is an English clause written as a sentence, however short: its first word
    capitalised and the others in lower case (an acronym or one name aside), a subject pronoun or a finite verb among
    them (_CLAUSE_WORDS), two words or more when closed by its mark ("That's it."), three without ("Always be nice",
    "The best is yet to come"), and no identifier. A listener hears such a line as speech in that language; a title
    ("Checking for existing SSH keys"), a name or a label has no clause."""
    tokens = text.split()
    words = [core for core in map(_word_of, tokens) if core]
    if len(words) < 2 or _identifiers(tokens) or not words[0][:1].isupper():
        return False
    closed = _CLOSED.search(text) is not None
    if len(words) < (2 if closed else 3) or not (
        any(word.lower().replace("’", "'") in _CLAUSE_WORDS for word in words) or _a_question(words, text)
    ):
        return False
    capitals = sum(word[:1].isupper() and not word.isupper() and word != "I" for word in words[1:])
    return capitals * 4 <= len(words) - 1 and all(word[:1].islower() or word[:1].isupper() for word in words)


def said_as_a_sentence(text: str) -> bool:
    """Whether Latin-script `text`, too short for a_clause or the evidence of a sentence, is still a sentence by its
    shape (the lead's ruling of session 14: a block that is a sentence keeps its own language's voice; only terms and
    title phrases follow their siblings): two words or more closed by a question's or an exclamation's mark ("What's
    Nerves?", "What is Elixir?", "Yes! Yes! Yes!": TORIFUKUKaiou's qiita articles, headings and items heard by the
    Japanese voice after c02b514), or an imperative — a verb opening the line in sentence case followed by its object's
    determiner ("Update the changelog before each release", "Install the dependencies with npm", "Make sure …") or
    "Never"/"Always" before a verb ("Never force push to the main branch"). A title capitalises its words, a term has
    no determiner after its first word, a gerund opens a title ("Getting Started with the Command Line")."""
    tokens = text.split()
    words = [core for core in map(_word_of, tokens) if core]
    if len(words) < 2 or _identifiers(tokens) * 2 > len(words) or not words[0][:1].isupper():
        return False
    if text.rstrip().rstrip("\"'’”)").endswith(("?", "!", "？", "！")):
        return True
    return _sentence_case(words, tokens) and _an_imperative(words)


def _sentence_case(words: list[str], tokens: list[str]) -> bool:
    """Whether `words` (of `tokens`) are three or more in sentence case: the first capitalised, the others in lower case
    (an acronym aside), no identifier among them."""
    capitals = sum(word[:1].isupper() and not word.isupper() and word != "I" for word in words[1:])
    return len(words) >= 3 and words[0][:1].isupper() and capitals * 4 <= len(words) - 1 and not _identifiers(tokens)


def _an_imperative(words: list[str]) -> bool:
    """Whether `words` open as an imperative: a verb and its object's determiner, or a rule's adverb and a verb."""
    first, second = words[0].lower(), words[1].lower()
    if first in _ADVERBS_OF_A_RULE:
        return second.isalpha() and second.islower() and second not in _DETERMINERS
    return (
        first.isalpha()
        and not first.endswith("ing")
        and first not in _NOT_A_VERB
        and (second in _DETERMINERS or first == "make" and second == "sure")
    )


# The adverbs that open a rule given as an imperative ("Never force push…", "Always run the tests…").
_ADVERBS_OF_A_RULE = frozenset("never always please".split())
# The determiners that open an imperative's object ("Update the changelog", "Install your dependencies").
_DETERMINERS = frozenset("the a an your this that these those each every all some my our its their any".split())
# Words that open a title before a determiner but are no verb ("About the author", "Inside the kernel").
_NOT_A_VERB = frozenset(
    "about above across after against along among around at before behind below beneath beside between beyond by "
    "down during for from in inside into near of off on onto out outside over past since through throughout to "
    "toward towards under until up upon with within without all and or but not what which who why how when where "
    "introduction intro overview notes note summary part chapter appendix welcome hello".split()
)


# The words that open a question (its subject or its verb may be a noun: "Which Data structure in each segment of
# memory layout of C?").
_QUESTION_WORDS = frozenset("what which who whom whose why how when where".split())


def _a_question(words: list[str], text: str) -> bool:
    """Whether `words` (of `text`) are a question closed by its mark, three words or more: opened by a question
    word and ended by "?" (a sentence, as a clause is, though no finite verb of _CLAUSE_WORDS need be in it)."""
    return len(words) >= 3 and words[0].lower() in _QUESTION_WORDS and text.rstrip().rstrip("\"'’”)").endswith("?")


def speech_clause(text: str) -> bool:
    """Whether Latin-script `text` — words quoted after a colon inside a sentence of another script, without
    quotation marks ("下次给他说：talk is cheap show me the code，你会发现…") — is speech: four words or more, no
    identifier, mostly in lower case, and a subject pronoun or a finite verb among them (_CLAUSE_WORDS). A name, a
    label or a list of terms after a colon ("实现技术：AngularJS + SpringBoot", "代表：Nginx、Envoy") has none."""
    tokens = text.split()
    words = [core for core in map(_word_of, tokens) if core]
    if len(words) < 4 or _identifiers(tokens) or not all(word.isascii() for word in words):
        return False
    if not any(word.lower().replace("’", "'") in _CLAUSE_WORDS for word in words):
        return False
    capitals = sum(word[:1].isupper() and not word.isupper() and word != "I" for word in words[1:])
    return capitals * 4 <= len(words) - 1


# How many words make a sentence of a line with no closing mark.
_UNCLOSED_WORDS = 10


def block_language(text: str, article_lang: str) -> str | None:
    """The language a block is clearly written in, when that is not the article's; else None.

    "Clearly" is deliberately strict: a Latin-script sentence with no CJK, by enough evidence
    (latin_evidence: function words and words, not names and terms; the same for a heading as for a
    paragraph) in a Chinese or Japanese article — English unless its function words clearly say
    French, German… — and, in
    a Latin-script article, such a sentence whose function words clearly say another Latin
    language; a Japanese sentence (enough kana) in a Chinese or English one; Korean by Hangul;
    Thai, Hebrew, Cyrillic… by 8+ letters making most of the block; Chinese in a Japanese
    article only with Chinese function words and no kana. Short inline terms ("用 Docker 部署")
    never qualify.
    """
    counts = _Counts(*_script_counts(text))
    others = other_scripts(text)
    if others:
        lang, letters = max(others.items(), key=lambda kv: kv[1])
        if letters * 2 >= counts.cjk + counts.hangul + counts.latin:
            # Mostly that script: its language, unless it is the article's own (then no CJK or Latin rule
            # applies).
            return lang if lang != article_lang and letters >= 8 else None
    for rule in _BLOCK_RULES:
        said = rule(text, counts, article_lang)
        if said is not None:
            return said
    label = _LABEL.match(text) if family(article_lang) != _LATIN else None
    if label is not None and a_phrase(text[label.end() :]):
        # A label in the article's script, then a phrase of another language ("증상: Could not find requested
        # image"): the block is that phrase's; its voice leaves the label to the article's (text.sayable).
        rest = text[label.end() :]
        return _latin_block(rest, _Counts(*_script_counts(rest)), article_lang)
    return None


def label_opening(text: str) -> int:
    """Where a label in a CJK script and its colon opening `text` end ("參考文章：", "증상: "), else 0."""
    match = _LABEL.match(text)
    return match.end() if match else 0


def a_phrase(text: str) -> bool:
    """Whether `text`, after a label, is a phrase of a Latin language rather than a list of names and terms: Latin
    script alone, with a function word in lower case ("Could not find requested image"), and none of the CJK marks
    that say its writer was writing the article's language ("Logistic Regression、SVM、Random Forest。"); its words
    say so without its paths and file names (a page's title "butterknife/CHANGELOG.md at master ·
    JakeWharton/butterknife" is names, its "at master" no phrase)."""
    from .stopwords import is_function_word

    if not only_latin(text) or any(mark in text for mark in "、。，；") or an_enumeration(text):
        return False
    # (a word in quotation marks is mentioned, not used: "keyword 'os'" names a keyword, it is no Portuguese article)
    used = _QUOTED_WORD.sub(" ", text)
    if not any(word.islower() and is_function_word(word) for word in _LATIN_LETTERS.findall(used)):
        return False
    words = " ".join(token for token in text.split() if "/" not in token and not _DOTTED.search(token))
    return latin_evidence(words, enough=SENTENCE_EVIDENCE) >= SENTENCE_EVIDENCE


# One word in quotation marks ("'os'", "“in”"): a word the text mentions (a keyword, a name), not one it uses.
_QUOTED_WORD = LazyPattern("(?<![\\w'’])['\"‘“][A-Za-z][\\w.-]*['\"’”](?![\\w'’])")
# A dot between a letter or digit and a letter: a file's name or an address ("CHANGELOG.md", "Node.js"), with a slash
# what a path or a repository's name has.
_DOTTED = LazyPattern(r"[A-Za-z0-9]\.[A-Za-z]")


def names_only(text: str) -> bool:
    """Whether Latin-script `text` is made of names (product names, terms written as names, identifiers, digits)
    rather than a phrase: no function word of any Latin language, and most of its words capitalised ("CPU Time vs
    Real Time", "Nature Remo 3, Nature Remo Lapis", "Git、Git flow"). Names are no evidence of a language: every
    voice says them, so such a line stays in its context's voice."""
    from .stopwords import is_function_word

    words: list[str] = _LATIN_LETTERS.findall(text)
    if not words or any(is_function_word(word.lower()) for word in words) or _a_closed_line(words, text):
        return False
    return sum(word[0].islower() for word in words) * 2 < len(words)


def _a_closed_line(words: list[str], text: str) -> bool:
    """Whether a line of three words or more is closed by a sentence's mark: a sentence, however its words are
    capitalised and whichever of them the short lists of function words know ("My Advent Calendar 2022 goes behind 8
    days. NP.", s11 dev reading of TORIFUKUKaiou's is_number/1 post: no "my" or "behind" among them); a name, a
    label or a heading is not closed so."""
    return len(words) >= 3 and _CLOSED.search(text) is not None


# What may open an enumeration: an example's mark ("ex)", "e.g."), or a short label of Latin words and its colon
# ("Scope Function: apply, with, let, also, run").
_ENUMERATION_OPENER = LazyPattern(
    r"\s*(?:(?:ex|eg|e\.g\.|i\.e\.)\)?[.,:]?\s+|[A-Za-z][A-Za-z ]{0,30}:\s+)", re.IGNORECASE
)
# One item of an enumeration: a single word or name, an ellipsis around it allowed ("... button...").
_ENUMERATION_ITEM = LazyPattern(r"[.…\s]*[A-Za-z][A-Za-z0-9_+#-]{0,30}[.…\s]*")
# The fewest items of an enumeration with no opener (two with one: "ex) span, a").
_ENUMERATION_ITEMS = 3


def an_enumeration(text: str) -> bool:
    """Whether Latin-script `text` is an enumeration: single words or names one after another, separated by commas,
    three or more (two after an example's mark or a label), maybe trailed by an ellipsis or a period — "h1, h2, h3, h4,
    h5, h6", "a, abbr, address, ... button...", "audio, canvas, embed...", "ex) span, a", "B, I, U, S", "Scope
    Function: apply, with, let, also, run". Its words are names listed (tags, keywords, letters), never a phrase: an
    "a" or a "with" in it is the name of a tag or a keyword, no function word, and an "I" is a letter, no subject. Such
    a line says no language of its own (the lead's ruling of session 14: names and terms are said in their context's
    voice), so one list of them is heard in one voice (s21 held-out reading of connor-kor's html&css: 'h1, h2, h3…'
    ko-KR beside 'a, abbr, map..' en-US; 'ex) div, p, h' ko-KR beside 'ex) span, a' en-US). A line whose items hold
    several words ("I came, I saw, I conquered.") or that closes as a question or an exclamation ("Hello, world!") is
    no enumeration."""
    if not only_latin(text) or text.rstrip().endswith(("?", "!")):
        return False
    opener = _ENUMERATION_OPENER.match(text)
    body = text[opener.end() :] if opener else text
    items = body.split(",")
    if len(items) < (2 if opener else _ENUMERATION_ITEMS):
        return False
    return all(_ENUMERATION_ITEM.fullmatch(item) for item in items) and not _words_said_as_a_sentence(items)


def _words_said_as_a_sentence(items: list[str]) -> bool:
    """Whether the items of a would-be enumeration are a short sentence, not names listed: the first a word in sentence
    case of three letters or more (no tag, no letter, no acronym), every one an English dictionary word of letters
    alone (no code-like name), the whole closed by a period, not an ellipsis — "Ready, set, go.", "Listen, think,
    write.", "Output: Hello, World." (a review of b377acd4: such blocks of their own lost their English voice in
    Korean and Japanese articles). Tags and keywords are listed in lower case ("article, aside, nav, section."), letters
    and acronyms alone ("B, I, U, S"), names with their own capitals ("Django, Flask, FastAPI.")."""
    from .english_words import english_word

    words = [item.strip() for item in items]
    last = words[-1]
    if not last.endswith(".") or last.endswith(("..", "…")):
        return False
    words[-1] = last[:-1]
    first = words[0]
    if len(first) < 3 or not (first[:1].isupper() and first[1:].islower()):
        return False
    return all(word.isalpha() and not word[1:].isupper() and english_word(word) for word in words)


def terms_only(text: str) -> bool:
    """Whether Latin-script `text` is names and terms, in whatever case they are written: no function word of any
    Latin language and no clause ("AMD Xilinx Device Plugin", "GPC (Graphics Processing Cluster)", "StreamingLLM:
    Attention sink + sliding window attention"). Such a line says no language of its own — a reader of a Korean or
    Chinese article says these words in the article's voice — so it is heard in its context's (its series', its
    stretch's); a line with a phrase's function words ("Deploy to GitHub Pages") or a clause says its own."""
    from .stopwords import is_function_word

    words: list[str] = _LATIN_LETTERS.findall(text)
    if words and an_enumeration(text):
        return True  # (names listed: an "a" or a "with" among them is a tag's or a keyword's name)
    if not words or not only_latin(text) or any(is_function_word(word.lower()) for word in words):
        return False
    if any(mark in text for mark in _STATEMENT_MARKS):
        return False  # code that reached the prose is decided as before, by its words' evidence
    return not _a_closed_line(words, text) and not a_clause(text) and not sentence_shaped(text)


# Marks of a statement of code ("export default Article;", "code = vscode"), never of a line of names and terms.
_STATEMENT_MARKS = "=;{}"


# A label in CJK or Hangul, a word or two, and its colon, opening a block ("증상:", "注意：", "에러 메시지:"); a
# longer run ("假设是参数的集合：" once its formula is out) is a clause.
_LABEL = LazyPattern(
    "\\s*[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7a3]{1,6}"
    "(?: [\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7a3]{1,6})?\\s?[:：]\\s*"
)


def only_latin(text: str) -> bool:
    """Whether `text` is written in Latin script alone (letters, no CJK, Hangul or other script)."""
    counts = _Counts(*_script_counts(text))
    return counts.latin > 0 and not counts.cjk and not counts.hangul and not other_scripts(text)


def sibling_language(texts: Sequence[str], article_lang: str) -> str | None:
    """The one voice for sibling blocks written only in Latin script in an article of another script (the
    items of one list, the headings of one level), when that is not the article's; else None.

    Siblings are decided together, by their mean evidence (latin_evidence against the same threshold as
    one block), so that a list of terms stays in the article's voice as a whole and a list of sentences
    switches as a whole: never item by item ("Law and Compliance" in the article's voice beside
    "Understanding, Explaining and Managing Risk" in English, one list heard in two voices). A sibling made of names
    (names_only: "HTTP/2 Version Identification", "SwiftCloud") says less than one with a phrase's words: when
    siblings have such words, the names are left out of the mean and take the voice those siblings say
    ('Starting HTTP/2 for "http" URIs', "Starting HTTP/2 with Prior Knowledge" in halfrost's HTTP/2 series, where
    the three headings of names alone had pulled the mean below the threshold); siblings all of capitalised words
    ("Static Storage Duration", "Heap Storage Duration") are decided by those words, as before."""
    phrases = [text for text in texts if not names_only(text)]
    texts = phrases or list(texts)
    if not texts or sum(map(latin_evidence, texts)) < SENTENCE_EVIDENCE * len(texts):
        return None
    from .stopwords import latin_language

    lang = latin_language(" ".join(texts))[0]
    return lang if lang != article_lang else None


def shape_language(texts: Sequence[str], article_lang: str) -> str | None:
    """The one voice of siblings of one shape written only in Latin script (the Latin items of one list, the labels
    of one section, the Latin headings of one series), when that is not the article's; else None.

    One shape, one voice (the lead's ruling of session 12, settling the s6 and s10 readers): a sibling that is a
    phrase of another language on its own words (block_language: three words or more with a phrase's evidence, an
    English reference title "Getting Started with WebRTC" among Chinese ones) says that language; one made of names
    alone (names_only: "Kubernetes & OpenShift Java Client") or too short to say one ("Async method：") says none,
    and every voice can say it. The siblings take the language most of those that say one say ("Async function
    declaration：", "Async function expression：", "Async arrow function：" beside "Async method：": English, never
    alternating); none, or two languages tied, leave them in the article's voice."""
    votes = Counter(said for text in texts if (said := _own_phrase(text, article_lang)) is not None)
    ranked = votes.most_common(2)
    if not ranked or len(ranked) == 2 and ranked[0][1] == ranked[1][1]:
        return None
    return ranked[0][0]


# The Latin word that opens a sibling ("git" of "git 修改 commit", of "git分支操作", of "git undo reset").
_OPENER = LazyPattern(r"\s*[A-Za-z][A-Za-z0-9]*(?![A-Za-z0-9])")


def shape_voices(
    latin: Sequence[str],
    others: Sequence[str],
    article_lang: str,
    *,
    own: Sequence[bool] = (),
    sentences: Sequence[str] = (),
    linked: Sequence[bool] = (),
) -> list[str | None]:
    """The voice of each sibling in Latin script alone of a group of one shape that also has siblings in the article's
    script (`others`: the items of one list, the headings of one level under one parent), None for the article's.
    `own` marks the siblings whose phrase keeps its own language whatever the group's: a linked page's title
    ("[Getting Started with WebRTC](https://…)", in the page's language, not the article's own words), an item of a
    nested list of Latin items alone (a list of its own, decided with the items of its run in the article's script as
    before: 'Git global setup', 'Push an existing folder' under '从其他git repo导入到新git库').

    Siblings of one shape take the voice the majority of them would get (the lead's ruling of session 14, on the s13
    held-out reading of Bai-Yingjie's notes: 81 of its 103 defects were one list or one heading series heard in two
    voices). A sibling in the article's script would get the article's voice; a phrase of another language
    (_own_phrase: "What's an Image?", 'docker ubuntu for golang') would get that language (a full sentence is decided
    alone, out of the group). A TERM
    of the article's own words — a name, a command, a compound of nouns with no function word, whatever its length
    and case ('futex', 'API', 'Unix domain socket', 'github golang example': _a_term; a command opening with the Latin
    word its siblings in the article's script open with, 'git undo reset' beside 'git 修改 commit') — has no evidence
    of its own and casts no vote. The phrases' voice wins when they are at least as many as the siblings in the
    article's voice (a tie goes to the phrases, as s12 had every such list: "Getting Started with WebRTC" beside
    "初探 WebRTC"); else the phrases and terms are heard in the article's voice with the rest ('Unix domain socket'
    and 'docker ubuntu for golang' among the Chinese items of their tables of contents). A phrase marked `own` keeps
    its language however few its siblings (a reference title is the page's, s11 and s12 readings); a title that is
    names ("MDN WebRTC API") follows the group. A sibling marked `linked` (one link to another page) whose phrase says
    none votes for its page title's language (page_title_language, the s17 ruling: 'Cilium Hubble Documentation').

    `sentences` are the group's siblings that are sentences, each kept in its own language's voice (decided alone);
    a phrase of the sentences' language written as they are, in sentence case (in_sentence_case), is heard with them
    whatever the count of the siblings in the article's script (names, titles and terms still follow the group): one list is never heard in two voices because one English item scored a
    sentence and its sibling did not (review s14 text2 M1: "Always run the tests before you push" en, "Never force
    push to the main branch" zh-hans beside it)."""
    openers = {opener.group().strip() for text in others if (opener := _OPENER.match(text))}
    own, linked = _padded(own, len(latin)), _padded(linked, len(latin))
    said = [_sibling_phrase(text, article_lang, openers, own[index], linked[index]) for index, text in enumerate(latin)]
    phrases = Counter(lang for lang in said if lang is not None)
    ranked = phrases.most_common(2)
    phrase_voice = None if not ranked or len(ranked) == 2 and ranked[0][1] == ranked[1][1] else ranked[0][0]
    group_voice = phrase_voice if phrase_voice is not None and phrases[phrase_voice] >= len(others) else None
    held = _sentences_voice(sentences, article_lang)
    return [
        phrase_voice
        if lang is not None and own[index]
        else held
        if lang is not None and held is not None and lang == held and in_sentence_case(latin[index])
        else group_voice
        for index, lang in enumerate(said)
    ]


def _padded(flags: Sequence[bool], size: int) -> list[bool]:
    """`flags` as a list of `size` (False past its end: a caller gives only the ones it knows)."""
    return [index < len(flags) and flags[index] for index in range(size)]


def _sentences_voice(sentences: Sequence[str], article_lang: str) -> str | None:
    """The one language the sentences of a group of siblings say (sentence_language), None when none or several."""
    spoken = {sentence_language(text, article_lang) for text in sentences}
    return spoken.pop() if len(spoken) == 1 else None


def in_sentence_case(text: str) -> bool:
    """Whether Latin-script `text` is three words or more written in sentence case, no identifier among them
    ("Code review of the whole change"; not a title "MVVM(Model-View-ModelView) Pattern", not an address)."""
    tokens = text.split()
    words = [core for core in map(_word_of, tokens) if core]
    return len(words) >= 3 and _sentence_case(words, tokens)


def sentence_language(text: str, article_lang: str) -> str | None:
    """The language a sibling that is a sentence (decided alone, out of its group) is heard in: the one its words say
    (block_language), else, too short for that ("What's Elixir?", TORIFUKUKaiou's headings), its phrase's (_own_phrase:
    "What's" is a clause's word)."""
    return block_language(text, article_lang) or _own_phrase(text, article_lang)


def _sibling_phrase(text: str, article_lang: str, openers: set[str], own: bool, linked: bool = False) -> str | None:
    """The language a Latin sibling votes for (shape_voices): None for a command of its series (all in lower case, no
    function word, opening with the Latin word its siblings in the article's script open with: 'git undo reset' beside
    'git 修改 commit') and, unless it keeps its own phrase (`own`), for a term (_a_term); else its phrase's, or,
    `linked` (one link to another page), the language of the page's title (page_title_language)."""
    from .stopwords import is_function_word

    opener = _OPENER.match(text)
    words = _LATIN_LETTERS.findall(text)
    if (
        opener
        and opener.group().strip() in openers
        and all(word.islower() and not is_function_word(word) for word in words)
    ):
        return None
    said = None if not own and _a_term(text) else _own_phrase(text, article_lang)
    return said or (page_title_language(text, article_lang) if linked else None)


def page_title_language(text: str, article_lang: str) -> str | None:
    """The language of a linked page's title in Latin script alone, in an article of another script: the Latin
    language its words say when it is three words or more and not all names — one of them an ordinary word of the
    English word list (text.english_words: "Documentation", "Native", "Control", "shares", "Tea"), not an acronym or
    a word written as a name's identifier ("WebRTC", "OpenShift"); else None (names, which follow their siblings).

    The s17 ruling on reference titles: a link to another page whose text is an English title of three words or more
    is English, whoever capitalises it as a name is (s14/s15/s16 held-out readings: wlals2's 'Cilium Hubble
    Documentation' and 'Kubernetes Native CI/CD' read ko-KR, ZhenShuo2021's 'MacOS Slow SMB shares' zh-TW, tkancf's
    'Midnight Hour Tea | TWG Tea' and shotakaha's 'Access Control - httpd.apache.org' ja-JP, while their like titles
    went en-US). names_only counts capitals, so it took them for names; a title of names alone ("MDN WebRTC API",
    "Apache License 2.0") still says none. The caller gives it only links to other pages (an anchor's item is the
    article's own heading) and never an abbreviation spelled out (a term)."""
    if not only_latin(text) or any(mark in text for mark in "、。，；：") or spelled_out(text):
        return None  # (a CJK mark says its writer wrote it: "computed value：[specified value](…)" is a label's)
    if "," in text:
        return None  # names listed, a credit ("Tim St. Clair, Heptio, [@timothysc](…)"): no title without a phrase
    tokens = [token for token in text.split() if any(ch.isalpha() for ch in token)]
    if len(tokens) < _PHRASE_WORDS:
        return None
    if not any(_a_common_word(token.strip(_AROUND + "|")) for token in tokens):
        return None
    from .stopwords import latin_language

    said = latin_language(text)[0]
    return said if said != article_lang else None


# How often a word must be seen in the English word list's texts to be an ordinary word, not a name that list also
# holds ("java" 452, "hubble" 642; "documentation" 1,921, "socket" 1,670).
_COMMON_WORD_SEEN = 1000


def _a_common_word(token: str) -> bool:
    """Whether a token of a title is an ordinary English word: letters alone, three or more, written in lower case or
    with its first capital only ("Documentation", "shares"; not "API", "WebRTC", "httpd.apache.org")."""
    if len(token) < 3 or not token.isalpha() or not token.isascii() or not (token.islower() or token.istitle()):
        return False
    from .english_words import english_word

    return english_word(token, seen=_COMMON_WORD_SEEN)


def own_words_phrase(text: str, article_lang: str) -> str | None:
    """The language a block of the article's own words in Latin script alone (a heading, an item of a table of
    contents) says as a phrase: _own_phrase, save a term — names, a command, a compound of nouns with no function
    word ('reverse proxy vs redirect', 'Unix domain socket': terms_only) says none, whatever its case (the lead's
    ruling of session 14: a term has no evidence of its own)."""
    return None if _a_term(text) else _own_phrase(text, article_lang)


def _a_term(text: str) -> bool:
    """Whether a sibling of the article's own words is a term (terms_only), an English possessive's "'s" being a
    word of grammar as "of" is ("ModelSim User’s Manual" is a title, not a term: s13 voice)."""
    return (
        terms_only(text)
        and not any(_POSSESSIVE.search(token.strip(_AROUND)) for token in text.split())
        and not a_definition(text)
    )


# A name, its colon, and what it is or does ("clui: draws command-line tables", "minimist: parses argument options").
_DEFINITION = LazyPattern(r"\s*[@\w./-]{1,40}\s?:\s+[a-z][a-z-]*(?:,?\s+[A-Za-z][\w-]*){2,},?\s*")


def a_definition(text: str) -> bool:
    """Whether Latin-script `text` is a name defined in words: one name (no space in it), its colon, then three words
    or more in sentence case, the first in lower case ("clui: draws command-line tables, gauges and spinners",
    "inquirer: creates interactive command-line user interface", "minimist: parses argument options"). What follows
    the name's colon says what the name is or does: an English phrase by the s12 rule (three Latin words or more, not
    all names) however few function words it has, never a term of its own ("StreamingLLM: Attention sink + sliding
    window attention" capitalises its term's words) — so it votes among its siblings (zerosheepmoo's package list,
    s15 dev reading #6-#9: the four English items read ko-KR because two of them had no function word)."""
    if _DEFINITION.fullmatch(text) is None:
        return False
    words = text.split(":", 1)[1].split()
    return sum(word[:1].isupper() for word in words) * 2 < len(words)


# A series' title: a label in Latin letters and its number, then the subject after a separator ("Day22 - classify",
# "Part 3: Setup", "Ep.5 — Wrap-up").
_SERIES_TITLE = LazyPattern(r"\s*[A-Za-z]{2,12}\.?\s?#?\d{1,4}\s*[-–—:：|]\s*(?P<subject>\S.*)$")


def series_title_language(title: str, article_lang: str) -> str | None:
    """The language of a title of a series' shape written in Latin script alone, in an article not written in it:
    the Latin language its words say (English unless function words say another), however few words its subject has;
    else None (decided as any title).

    The titles of one folder's series are siblings of one shape (the lead's ruling of session 12): "Day21 - Dynamic
    article list" and "Day09 - Deploy to GitHub Pages" were read in English and "Day22 - classify", "Day29 -
    Sitemap", "Day18 - base markdown" in Chinese (s10 held-out reading of Opshell's 2024鐵人賽). Their label and number
    make each a title of the series, and the series' titles with a phrase's words say English (9 of the 23 of that
    folder in Latin script alone, none another language); a subject of one or two words says no language, so the
    whole shape is heard in English. The rule reads the title alone, so its voice stays a function of its article
    (DESIGN, round 4: what a rebuild keeps is keyed by what decides it); a title with the article's script ("Day12 -
    我和 Prettier 分手了") is of another shape and stays in its voice."""
    if family(article_lang) == _LATIN or not only_latin(title):
        return None
    match = _SERIES_TITLE.match(title)
    if match is None or not _LATIN_LETTERS.search(match.group("subject")):
        return None
    from .stopwords import latin_language

    return latin_language(title)[0]


# Words a sibling needs to say a language of its own: fewer are a name or a term in any voice.
_PHRASE_WORDS = 3


def _own_phrase(text: str, article_lang: str) -> str | None:
    """The language a sibling in Latin script says on its own words (shape_language's vote): three words or more
    (of two letters or more, maybe hyphenated: "block-level" is a word, "cards[i]" and "absolute/fixed" are code, "n"
    a variable; a language's or a platform's name is a word: ".NET", "C#"), not names alone, none of the CJK marks
    that say its writer was writing the article's language ("step、next、return、continue、quit": commands listed):
    the language block_language says, else, in Latin script alone, the Latin language its words say when they are
    a phrase — two of them in lower case, or a function word among them — (the ruling's "three or more Latin words,
    not all names"); else None.

    An English possessive's "'s" is a word of grammar, as "of" is ("Bayes's Theorem" is "the Theorem of Bayes"): it
    counts as a word and as a phrase's function word. So the reference titles "Bayes's Theorem" (Think Bayes'
    chapter, beside a Korean title) and "Redis with .NET" (beside a Chinese one), read ko-KR and zh-TW in the s12
    held-out reading of jx2lee's chapter02-Bayes-Theorem and CloudyWing's Redis post, say English; "Apache License
    2.0" and "Kubernetes & OpenShift Java Client" are names alone and follow their siblings."""
    if any(mark in text for mark in "、。，；") or spelled_out(text):
        return None
    tokens = [token.strip(_AROUND + "：；") for token in text.split()]
    possessives = sum(bool(_POSSESSIVE.search(token)) for token in tokens)
    if names_only(text) and not possessives:
        return None
    words = [token for token in tokens if len(token) > 1 and _WORD_OR_NAME.fullmatch(token)]
    if len(words) + possessives < _PHRASE_WORDS:
        return None
    if sum(len(word.strip(".#+'’")) > 2 for word in words) + possessives < 2:
        return None  # words of two letters are abbreviations, units ("ms us ns": s13 held-out Bai-Yingjie), no phrase
    said = block_language(text, article_lang)
    if said is None and only_latin(text) and family(article_lang) != _LATIN and _a_phrase_of(words, possessives):
        # Three words, two of them in lower case (not a name's capitals: "OS: macOS Big Sur (M1)") or a function word
        # among them, are a phrase however an acronym among them scores ("GCC online documentation": s12 dev reading
        # of HsuChiChen's GCC指令參數, its reference title read zh-TW).
        from .stopwords import latin_language

        said = latin_language(text)[0]
    return said if said != article_lang else None


def spelled_out(text: str) -> bool:
    """Whether `text` is an abbreviation with its long form, in brackets or after a dash ("IRSA (IAM Roles for Service
    Accounts)", "3.2 SST — State Snapshot Transfer", "wsrep — Write Set Replication", "Pod Security Standards
    (PSS)"): one term and its spelled-out name, a TERM (the session-14 sibling rule) however many words the long form
    has — never a phrase of its own that votes a list or a series of headings into English (the s15 held-out reading
    of wlals2's EKS guide: 'Pod Security Standards', 'Network Policies' en-US beside Korean items because
    'IRSA (IAM Roles for Service Accounts)' alone voted; its MySQL HA series '3.1 wsrep — Write Set Replication'
    en-US beside '3.4 Quorum — 과반수 원칙'). The long form abbreviates to the short one as Schwartz and Hearst's
    algorithm (2003) tests it: the short form's letters found in order in the long form, from its end, the first one
    opening a word. A colon's definition ("clui: draws command-line tables") is no long form."""
    text = text.strip()
    for pattern in (_SHORT_FIRST, _LONG_FIRST):
        match = pattern.fullmatch(text)
        if match is not None:
            long = match.group("long") or match.group("long2") if pattern is _SHORT_FIRST else match.group("long")
            if len(long.split()) >= 2 and only_latin(long) and _abbreviates(match.group("short"), long):
                return True
    return False


# "[3.2 ]SHORT (Long Form)", "[3.2 ]SHORT — Long Form" (a name or two may open the term: "AWS IAM (Identity and
# Access Management)"); "Long Form (SHORT)".
_SHORT_FIRST = LazyPattern(
    r"(?:\d+(?:\.\d+)*\.?\s+)?(?:[A-Z][A-Za-z0-9]*\s+){0,2}(?P<short>[A-Za-z][A-Za-z0-9]{1,9})"
    r"\s*(?:\((?P<long>[^()]+)\)|\s[—–-]\s*(?P<long2>[^()]+))"
)
_LONG_FIRST = LazyPattern(
    r"(?:\d+(?:\.\d+)*\.?\s+)?(?P<long>[A-Za-z][^()]+?)\s*\((?P<short>[A-Za-z][A-Za-z0-9]{1,9})\)"
)


def _abbreviates(short: str, long: str) -> bool:
    """Schwartz and Hearst's test: each letter of `short`, from its last, found going back through `long`, the first
    letter of `short` at the start of a word of `long`."""
    s, ell = short.lower(), long.lower()
    at = len(ell) - 1
    for i in range(len(s) - 1, -1, -1):
        ch = s[i]
        if not ch.isalnum():
            continue
        while at >= 0 and (ell[at] != ch or (i == 0 and at > 0 and ell[at - 1].isalnum())):
            at -= 1
        if at < 0:
            return False
        at -= 1
    return True


def own_phrase(text: str, article_lang: str) -> str | None:
    """The language a block in Latin script alone says as a phrase of its own words, not the article's (the lead's
    "three or more Latin words, not all names", as a sibling's vote counts it: _own_phrase); None for names, terms,
    short words."""
    return _own_phrase(text, article_lang)


# A word (letters, maybe hyphenated or with an apostrophe) or a name written with a mark: ".NET", "C#", "C++".
_WORD_OR_NAME = LazyPattern(r"\.?[A-Za-z]+(?:[-'’][A-Za-z]+)*(?:#|\+\+|['’])?")
# An English possessive's ending on a word: "Bayes's", "Ben's", "users'" (a contraction's, "it's", is English too).
_POSSESSIVE = LazyPattern(r"(?<=[A-Za-z]{2})['’]s$|(?<=[A-Za-z]s)['’]$")


def _a_phrase_of(words: list[str], possessives: int) -> bool:
    """Whether a sibling's words (three or more) make a phrase: two of them in lower case, a function word of a
    Latin language among them in lower case, or an English possessive's "'s"."""
    from .stopwords import is_function_word

    lower = [word for word in words if word.islower()]
    return len(lower) >= 2 or possessives > 0 or any(is_function_word(word) for word in lower)


class _Counts(NamedTuple):
    """Letters of each script in a text (text.language._script_counts), and its Latin words."""

    kana: int
    hangul: int
    han: int
    latin: int
    words: int

    @property
    def cjk(self) -> int:
        return self.kana + self.han


def _japanese_block(text: str, counts: _Counts, article_lang: str) -> str | None:
    """Japanese: a sentence with enough kana among its CJK characters (not a Chinese one borrowing katakana)."""
    cjk = counts.cjk
    if article_lang != "ja" and counts.kana >= 3 and counts.kana >= 0.25 * cjk and cjk >= 8 and cjk * 2 >= counts.latin:
        return None if borrowed_katakana(text, article_lang) else "ja"
    return None


_HIRAGANA = LazyPattern("[\u3041-\u3096]")
_KATAKANA = LazyPattern("[\u30a1-\u30fa\uff66-\uff9d]")


def borrowed_katakana(text: str, article_lang: str) -> bool:
    """Whether the kana of `text`, in a Chinese article, are words the Chinese text borrows, not Japanese: Japanese
    grammar is written in hiragana, so a unit with Han and fewer than two hiragana of its own is a Chinese (or
    Cantonese) one that borrows katakana words and names ("這是パスワードリスト：撞庫，是一種攻擊。",
    "第一個遭受HX400V性騷擾嘅，當然フレズちゃん同AISちゃん啦。"). Hiragana that are not the unit's own grammar:
    a name's honorific ("フレズちゃん", "AISちゃん": part of the name, as the katakana are) and a Japanese aside in
    brackets or corner quotes ("所以我冇錯（あたしは悪く無い），…": it belongs to its Chinese sentence, session 16
    ruling "Kana in Chinese"). A whole Japanese line has its grammar outside any bracket and stays Japanese. A unit of
    kana alone ("ユウナ！") has no Han to borrow it and is not judged here. The one rule for a piece (text.runs) and
    a block (block_language), so the two never disagree."""
    if family(article_lang) != "zh":
        return False
    own = _NAME_HONORIFIC.sub(" ", _without_kana_asides(text))
    if len(_HIRAGANA.findall(own)) >= 2:
        return False
    return _letters(_HAN, own) > 0 if own.strip() else False


# A name's honorific written after it: a closed class of Japanese words, not a list of names.
_HONORIFICS = "ちゃん|さん|くん|さま|たん"
_NAME_HONORIFIC = LazyPattern(rf"(?<=[\u30a1-\u30ff\uff66-\uff9fA-Za-z0-9])\s?(?:{_HONORIFICS})")
_AFTER_LATIN_NAME = LazyPattern(rf"(?<=[A-Za-z0-9])\s?(?:{_HONORIFICS})")

# An aside in brackets or corner quotes that holds kana, with letters outside it.
_KANA_ASIDE = LazyPattern(
    "|".join(
        rf"{re.escape(o)}(?=[^{o}{c}\n]*[\u3041-\u30ff])[^{o}{c}\n]*{re.escape(c)}"
        for o, c in ("()", "（）", "【】", "「」", "『』")
    )
)

# A quotation a sentence's cut left open at the piece's end, or closed at its start without its opening mark: a
# sentence split at the full stops inside a quotation ("原文为「わし がんばりや！" | "がんばって…！" | "（…）」，然后…").
# The closing alternative first looks for its closing mark (the lookahead): without it, a long line with kana and
# no closing mark was scanned to its end again from each kana (quadratic: a 100 KB Japanese paragraph took 18 s).
_OPEN_KANA_ASIDE = LazyPattern(
    "|".join(
        rf"{re.escape(o)}(?=[^{o}{c}\n]*[\u3041-\u30ff])[^{o}{c}\n]*$"
        rf"|^(?=[^{o}{c}\n]*{re.escape(c)})[^{o}{c}\n]*[\u3041-\u30ff][^{o}{c}\n]*{re.escape(c)}"
        for o, c in ("「」", "『』")
    )
)


def _without_kana_asides(text: str) -> str:
    """`text` without its asides that hold kana: in brackets or corner quotes, or a quotation left open at its end or
    closed at its start (a piece of a sentence cut inside a quotation)."""
    return _OPEN_KANA_ASIDE.sub(" ", _KANA_ASIDE.sub(" ", text))


# Han letters and Chinese function words outside its asides that make a unit a Chinese sentence quoting Japanese.
_QUOTING_HAN = 4
_QUOTING_FUNCTION_WORDS = 2


def quotes_kana(text: str) -> bool:
    """Whether `text` is Chinese prose that quotes Japanese: every kana of it stands in an aside (corner quotes or
    brackets: "原文为「わし がんばりや！」，然后…", "赞美语（攻击增强剂，タウリン / Taurine），我并不清楚这个…"), and the words
    outside them are Han with Chinese function words (_CHINESE_ONLY, which Japanese does not write). A quotation is the
    quoted speaker's, not the language of the prose around it (s18 dev chiyuki0325: a Chinese post on a game's pirated
    translation quoting its Japanese lines and names was judged Japanese, every Chinese heading read ja-JP). A Japanese
    sentence has its grammar, kana, outside its quotations ("「你好」と書いてあった。"), and a unit that is only a quotation
    has no prose around it: neither is judged here."""
    if not _KANA.search(text):
        return False
    own = _without_kana_asides(text)
    if own == text or _KANA.search(own):
        return False
    return _letters(_HAN, own) >= _QUOTING_HAN and sum(ch in _CHINESE_ONLY for ch in own) >= _QUOTING_FUNCTION_WORDS


def borrowed_name(text: str, start: int, end: int) -> bool:
    """Whether the kana stretch `text[start:end]` is a name that the Chinese sentence around it borrows (the lead's
    session-16 ruling "Kana in Chinese"): katakana with no hiragana of their own but a name's honorific ("マグバーン"
    in "加上火焰魔人「マグバーン」揭示佢係…", "フレズちゃん"), or an honorific after a name in Latin letters ("AIS
    ちゃん"), in a text with Han around it. The sentence's voice says it, so the sentence is never cut there; a unit of
    kana alone ("ユウナ！") has no Chinese around it and keeps the voice that says kana."""
    stretch = text[start:end]
    match = _AFTER_LATIN_NAME.search(text, max(0, start - 1), end)
    after_latin = match is not None and match.end() == end and match.group().strip() == stretch
    katakana = bool(_KATAKANA.search(stretch)) and not _HIRAGANA.search(_NAME_HONORIFIC.sub("", stretch))
    return (after_latin or katakana) and bool(_HAN.search(text[:start]) or _HAN.search(text[end:]))


def _korean_block(text: str, counts: _Counts, article_lang: str) -> str | None:
    """Korean by its Hangul: no other voice can say it, so a Korean name alone ("아름다운커피") is Korean."""
    hangul, cjk = counts.hangul, counts.cjk
    if article_lang != "ko" and (hangul >= 8 or hangul >= 3 and cjk == 0) and hangul * 2 >= cjk + counts.latin / 2:
        return "ko"
    return None


def _latin_block(text: str, counts: _Counts, article_lang: str) -> str | None:
    """A Latin-script sentence or phrase without CJK or Hangul: English, unless its function words say
    French, German… (in a Latin-script article, only another Latin language than the article's)."""
    if counts.cjk or counts.hangul or an_enumeration(text):
        return None  # (names listed say no language: an_enumeration)
    if latin_evidence(text, enough=SENTENCE_EVIDENCE) < SENTENCE_EVIDENCE and not a_clause(text):
        return None  # (a clause is speech however short: "That's it.", "Always be nice")
    from .stopwords import latin_language

    lang = latin_language(text, article_lang if article_lang in LATIN_LANGS else None)[0]
    return lang if lang != article_lang else None


def _chinese_block(text: str, counts: _Counts, article_lang: str) -> str | None:
    """Chinese: enough Han characters and no kana in an article of another family, more of them than Hangul (Han
    beside more Hangul are hanja: "지피지기면 백전불태(知彼知己 百戰不殆)" glosses the Korean words before it, and the
    Korean voice reads Han as hanja — s10 held-out reading of Hyper-Accel's how-GPU-works, its quote read zh-TW), or,
    in an article in Latin script, Han alone (a heading "解题思路" in an English article: its voice could say none of
    it); in a Japanese article (whose kanji are Han too), only with Chinese function words."""
    if (
        family(article_lang) not in ("zh", "ja")
        and counts.kana == 0
        and counts.han > counts.hangul
        and (
            counts.han >= 8
            and counts.han * 2.5 >= counts.latin / 2
            or counts.han >= 2
            and not counts.latin
            and family(article_lang) == "Latin"
        )
    ):
        return chinese_script(text)
    if article_lang == "ja" and counts.han >= 12 and (counts.kana == 0 or quotes_kana(text)):
        own = _KANA_ASIDE.sub(" ", text) if counts.kana else text
        if sum(ch in _CHINESE_ONLY and ch not in _JAPANESE_KANJI_TOO for ch in own) >= 2:
            return chinese_script(own)
    return None


# The rules block_language tries in order, after a script that says its language by its letters
# alone.
_BLOCK_RULES = (_japanese_block, _korean_block, _latin_block, _chinese_block)


def why_block_language(text: str, lang: str) -> str:
    """Why a block reads as `lang` (for `narrate check`): what in it made the decision."""
    kana, hangul, han, latin, words = _script_counts(text)
    if lang in LATIN_LANGS:
        from .stopwords import latin_language

        said = f"; {latin_language(text)[1]}" if lang != "en" else ""
        return f"clearly {language_name(lang)}: {words} words, no Chinese or Japanese characters{said}"
    if lang == "ja":
        return f"clearly Japanese: {kana} kana among {kana + han} CJK characters"
    if lang == "ko":
        return f"clearly Korean: {hangul} Hangul letters"
    if lang in ("zh-hant", "zh-hans"):
        return f"clearly Chinese: {han} Han characters, no kana"
    letters = other_scripts(text).get(lang, 0)
    return f"clearly {language_name(lang)}: {letters} letters of its script"


# ----------------------------------------------------------------------------- other scripts
# Scripts that say their language by their letters alone (besides Latin and the CJK scripts):
# (first code point, last, language). Only languages Edge has a voice for.
_SCRIPTS: tuple[tuple[int, int, str], ...] = (
    (0x0370, 0x03FF, "el"),
    (0x0400, 0x04FF, "ru"),
    (0x0590, 0x05FF, "he"),
    (0x0600, 0x06FF, "ar"),
    (0x0750, 0x077F, "ar"),
    (0x0900, 0x097F, "hi"),
    (0x0980, 0x09FF, "bn"),
    (0x0A80, 0x0AFF, "gu"),
    (0x0B80, 0x0BFF, "ta"),
    (0x0C00, 0x0C7F, "te"),
    (0x0C80, 0x0CFF, "kn"),
    (0x0D00, 0x0D7F, "ml"),
    (0x0D80, 0x0DFF, "si"),
    (0x0E00, 0x0E7F, "th"),
    (0x0E80, 0x0EFF, "lo"),
    (0x1000, 0x109F, "my"),
    (0x10A0, 0x10FF, "ka"),
    (0x1200, 0x137F, "am"),
    (0x1780, 0x17FF, "km"),
    (0xFB50, 0xFDFF, "ar"),
    (0xFE70, 0xFEFF, "ar"),
)
_SCRIPT_STARTS = [start for start, _, _ in _SCRIPTS]
_IN_SCRIPTS = LazyPattern("[" + "".join(f"\\u{start:04x}-\\u{end:04x}" for start, end, _ in _SCRIPTS) + "]")
# One script, several languages: letters only one of them writes (a share of the script's letters).
_OWN_LETTERS: dict[str, tuple[tuple[str, str], ...]] = {
    "ar": (("ps", "ټډړږښځڅ"), ("ur", "ٹڈڑںےہ"), ("fa", "پچژگکی")),
    "ru": (("mk", "ѓќѕ"), ("sr", "ђјљњћџ"), ("kk", "әғқңұһ"), ("uk", "іїєґ"), ("mn", "өү")),
    "hi": (("mr", "ळ"),),
}


def script_language(ch: str) -> str | None:
    """The language a letter's script stands for (Thai → th, Hebrew → he, Cyrillic → ru…), or None."""
    code = ord(ch)
    if code < 0x0370:
        return None
    at = bisect.bisect_right(_SCRIPT_STARTS, code) - 1
    if at >= 0 and code <= _SCRIPTS[at][1]:
        return _SCRIPTS[at][2]
    return None


def other_scripts(text: str, *, refine: bool = True) -> dict[str, int]:
    """Letters of each non-Latin, non-CJK script in `text`, by the language they say; `refine`:
    Ukrainian told by its own letters among Cyrillic, Persian and Urdu among Arabic…"""
    letters: dict[str, list[str]] = {}
    # Only the letters of these scripts are looked at one by one (a Latin or CJK text has none).
    for ch in _IN_SCRIPTS.findall(text) if not text.isascii() else ():
        lang = script_language(ch)
        if lang is not None and ch.isalpha():
            letters.setdefault(lang, []).append(ch)
    out: dict[str, int] = {}
    for lang, chars in letters.items():
        if refine:
            lang = _refined(lang, chars)
        out[lang] = out.get(lang, 0) + len(chars)
    return out


def _refined(lang: str, chars: list[str]) -> str:
    """Which of the languages written in `lang`'s script these letters are."""
    for other, own in _OWN_LETTERS.get(lang, ()):
        if sum(ch in own for ch in chars) >= max(2, 0.01 * len(chars)):
            return other
    if lang == "ru" and chars.count("ъ") >= max(2, 0.01 * len(chars)) and not any(ch in "ыэ" for ch in chars):
        return "bg"  # Bulgarian writes ъ often and ы, э never
    return lang


# ----------------------------------------------------------------------------- an article's
# language Weights of the evidence: the title says what the article is; quotes, photo credits and
# link text are often in another language than the article (an English credit under a Chinese post).
TITLE_WEIGHT = 3.0
_KIND_WEIGHT = {"quote": 0.1, "footnote": 0.5}
CREDIT_WEIGHT = 0.1
MIN_EVIDENCE = 2.0  # weighted words: less than this ("CCCccc….", a lone name) and the blog's default decides
LINK_WEIGHT = 0.2
# Language families narrate votes for: the CJK languages, Latin (which one: stopwords), each script.
_LATIN = "Latin"
# The languages Edge speaks that are written in Latin letters.
LATIN_LANGS = frozenset(
    "en fr de es pt-br pt-pt it nl vi pl tr cs af az bs ca cy da et fil fi ga gl hr hu id is jv lt lv ms mt nb ro "
    "sk sl so sq su sv sw uz zu iu-latn".split()
)

# (An address starts where a run of its characters starts: tried inside one, a long run of digits
# or "a.a.a." backtracks once per position, which was quadratic.)
_URL = LazyPattern(r"(?:[a-z][a-z0-9+.-]{1,10}://|www\.)\S+|(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+", re.I)
# A photo credit or licence line: "Photo by X on Unsplash", "by X, 授權為 CC by-nc-sa", "圖片來源：…".
_CREDIT = LazyPattern(
    r"^\s*(?:photo|image|picture|pic|cover|header|illustration|credits?|source|via|by|圖片?|图片?|照片|攝影|摄影"
    r"|來源|来源|出處|出处|写真|画像|출처|사진)\b\s*[:：]?"
    r"|\b(?:photo|image|picture)\s+(?:by|from|courtesy)\b|courtesy of|licen[cs]ed under|\bCC[ -]BY\b"
    r"|creativecommons|unsplash|pexels|flickr|授權|授权|©|all rights reserved",
    re.I,
)
_CREDIT_MAX = 200  # characters: a credit is a line, not a paragraph
# An inline link's text: `[text](…)` (not an image's alt text) and `[text][ref]`.
_LINK_TEXT = LazyPattern(r"(?<!!)\[([^\[\]\n]{2,300})\]\s?[(\[]")


# A title in 《》 or 〈〉 (Chinese marks for books, films, songs): a name, often in the original
# language ("新海誠新作《秒速5センチメートル》" is Chinese): it weighs as link text does.
_NAMED = LazyPattern(r"《[^《》\n]{1,80}》|〈[^〈〉\n]{1,80}〉")


@dataclass(frozen=True)
class Decision:
    """An article's language as its text says it, and why (for `narrate check`); lang None: no letters."""

    lang: str | None
    reason: str


def family(lang: str | None) -> str | None:
    """The family a language votes in: zh for both Chinese scripts, "Latin" for the Latin-script ones."""
    if lang is None:
        return None
    if lang in ("zh-hant", "zh-hans"):
        return "zh"
    if lang in LATIN_LANGS:
        return _LATIN
    return lang


# Latin words among CJK or Hangul in one block are mostly names and terms ("用 Docker 部署"), not
# sentences: they count for this much of a word.
TERM_WEIGHT = 0.25


def _votes(text: str, *, names: bool = True) -> dict[str, float]:
    """Words of each family in `text`: CJK characters count as half a word, Hangul syllables as
    0.4, other scripts' letters as a fifth (their words are about five letters long), Latin
    words beside CJK or Hangul as a quarter, and so do a few words without a phrase's shape
    ("Docker Compose v2") unless `names` is False (a line of its own: "Stay hungry, stay foolish.")."""
    kana, hangul, han, latin, words = _script_counts(text)
    votes: dict[str, float] = {}
    cjk = kana + han
    if cjk:
        japanese = kana >= 2 and kana >= 0.1 * cjk and not quotes_kana(text)
        votes["ja" if japanese else "zh"] = cjk / 2
    if hangul:
        votes["ko"] = hangul / 2.5
    if words:
        # Latin words beside CJK, or without a phrase's shape ("Docker Compose v2"), are names and terms.
        terms = cjk + hangul or (names and not _english_phrase(text, words, latin))
        votes[_LATIN] = float(words) * (TERM_WEIGHT if terms else 1.0)
    for lang, letters in other_scripts(text, refine=False).items():
        votes[lang] = votes.get(lang, 0.0) + letters / 5
    return votes


def piece_votes(text: str) -> dict[str, float]:
    """Words of each language family in `text` (URLs and 《names》 left out): zh, ja, ko, Latin, or a
    script's language."""
    return _votes(_NAMED.sub(" ", _URL.sub(" ", text)), names=False) or _votes(_URL.sub(" ", text), names=False)


_CODE_MARKS = frozenset('=;{}()[]<>"/\\|#$')
CODE_WEIGHT = 0.1


def is_code_like(text: str) -> bool:
    """Whether most lines of a block look like code that reached the prose (a fence that was never
    opened on a line of its own, a shell transcript): 8% or more of their characters are = ; { } ( ) …"""
    lines = [line for line in text.split("\n") if line.strip()]
    if not lines:
        return False
    code = 0
    for line in lines:
        chars = len(line) - len(_BLANKS.findall(line))
        if chars and len(_CODE_MARK.findall(line)) >= 0.08 * chars:
            code += 1
    return code * 2 >= len(lines) and not _CJK_LETTER.search(text)


# (counted and searched by the regex engine, not character by character in Python: every block and the whole body
# are asked; `\s` is str.isspace, and the letter class is is_han, is_kana and is_hangul's ranges)
_BLANKS = LazyPattern(r"\s")
_CODE_MARK = LazyPattern("[" + re.escape("".join(sorted(_CODE_MARKS))) + "]")
_CJK_LETTER = LazyPattern(
    "[\u4e00-\u9fff\u3400-\u4dbf\uf900-\ufaff\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9d"
    "\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]"
)


def is_credit(text: str) -> bool:
    """Whether a block is a photo credit or licence line (short, with a credit's words)."""
    return len(text) <= _CREDIT_MAX and bool(_CREDIT.search(text))


def link_texts(markdown: str) -> list[str]:
    """The texts of a Markdown body's links, longest first (they weigh little in the decision)."""
    return sorted(
        {m.group(1).strip() for m in _LINK_TEXT.finditer(markdown) if m.group(1).strip()}, key=len, reverse=True
    )


def decide_language(
    title: str, blocks: Sequence[tuple[str, str]], *, prior: str | None = None, links: list[str] | None = None
) -> Decision:
    """An article's language from its title and prose blocks given as (kind, text without code).

    Every block votes with its words per family (Chinese, Japanese, Korean, Latin, Thai…);
    the title weighs three times, quotes, credits and link text a tenth to a fifth, and URLs
    nothing. The title's family wins with a quarter of the votes when it is also the blog's
    default (`prior`), with 40% otherwise; else the majority does. Chinese script and the
    Latin language (English, French, German…) are then told from the winning family's text.
    """
    body, texts = _body_votes(blocks, links or [])
    title_text = _URL.sub(" ", title)
    title_votes = _title_votes(title_text, body)
    for fam in title_votes:
        texts.setdefault(fam, []).insert(0, title_text)
    votes = dict(body)
    for fam, words in title_votes.items():
        votes[fam] = votes.get(fam, 0.0) + TITLE_WEIGHT * words
    total = sum(votes.values())
    if not total:
        return Decision(None, "no letters to go on")
    shares = {fam: n / total for fam, n in votes.items()}
    chosen, why = _winner(votes, shares, title_votes, prior, total)
    if chosen == _LATIN:
        chosen, why = _headings_say(blocks, title_votes, shares) or (chosen, why)
    spread = ", ".join(f"{fam} {share:.0%}" for fam, share in sorted(shares.items(), key=lambda kv: -kv[1])[:3])
    if chosen == family(prior) and chosen not in ("zh", _LATIN):
        return Decision(prior, f"{why} ({spread} of the weighted words)")
    lang, detail = _member(chosen, " ".join(texts.get(chosen, [])), prior)
    return Decision(lang, f"{why}: {detail} ({spread} of the weighted words)")


def _body_votes(blocks: Sequence[tuple[str, str]], links: list[str]) -> tuple[dict[str, float], dict[str, list[str]]]:
    """The prose's weighted words per family, and the texts that weigh enough to tell a family's
    language (Chinese script, which Latin language) by."""
    body: dict[str, float] = {}
    texts: dict[str, list[str]] = {}
    for kind, raw in blocks:
        text = _URL.sub(" ", raw)
        weight = (
            _KIND_WEIGHT.get(kind, 1.0)
            * (CREDIT_WEIGHT if is_credit(text) else 1.0)
            * (CODE_WEIGHT if is_code_like(text) else 1.0)
        )
        linked = _NAMED.findall(text)
        text = _NAMED.sub(" ", text)
        for link in links:
            if link in text:
                linked.append(link)
                text = text.replace(link, " ")
        for part, part_weight in ((text, weight), (" ".join(linked), weight * LINK_WEIGHT)):
            for fam, words in _votes(part).items():
                body[fam] = body.get(fam, 0.0) + words * part_weight
                if part_weight >= 0.5:
                    texts.setdefault(fam, []).append(part)
    return body, texts


def _title_votes(title_text: str, body: dict[str, float]) -> dict[str, float]:
    """The title's words per family (before its weight), a Latin title's counting as one block's."""
    votes = _votes(_NAMED.sub(" ", title_text)) or _votes(title_text)
    if _LATIN in votes:
        # A Latin-script title is weak evidence: "Google Apps for Your Domain" heads many a Chinese post
        # (a product's name), while a Chinese or Thai title is never put on an English post. It counts
        # as one block of prose, and never as the title's language.
        votes[_LATIN] /= TITLE_WEIGHT
    if "zh" in votes and body.get("ja", 0.0) > body.get("zh", 0.0):
        votes["ja"] = votes.pop("zh")  # a kanji-only title over Japanese prose: Japanese
    return votes


def _winner(
    votes: dict[str, float], shares: dict[str, float], title_votes: dict[str, float], prior: str | None, total: float
) -> tuple[str, str]:
    """The winning family and why: too little text (the blog's default), the title's language, the
    blog's default with enough of the votes, else the most words."""
    title_fam = max(title_votes, key=lambda f: title_votes[f]) if title_votes else None
    if title_fam == _LATIN:
        title_fam = None
    prior_fam = family(prior)
    best = max(votes, key=lambda f: votes[f])
    if prior is not None and total < MIN_EVIDENCE:
        return prior_fam or best, "too few words to tell; the blog's default language"
    if title_fam is not None and title_fam == prior_fam and shares[title_fam] >= 0.25:
        return title_fam, "the title's language, which is the blog's default"
    if title_fam is not None and shares[title_fam] >= 0.4:
        return title_fam, "the title's language"
    if prior_fam in shares and shares[prior_fam] >= 0.4:
        return prior_fam, "the blog's default language"
    return best, "the most words"


# An article's headings are written in its own voice, while English it quotes (a manual's paragraphs, a Stack
# Overflow answer, a tool's messages pasted as prose) is long and has none of them: a Chinese note whose headings
# are Chinese is Chinese, however many English words it pastes (Bai-Yingjie notes/docker/操作记录: 213 English
# function words of pasted Docker documentation, 20 of its 27 headings Chinese). It takes at least this many
# headings in a CJK or Hangul family, two thirds of those that say a family, and this share of the weighted words.
HEADINGS_SAY = 3
HEADINGS_SHARE = 0.15


def _headings_say(
    blocks: Sequence[tuple[str, str]], title_votes: dict[str, float], shares: dict[str, float]
) -> tuple[str, str] | None:
    """The family of the article's headings (its title one of them) when they clearly say a CJK or Hangul one and
    the English words that outvote it are pasted material; else None."""
    counts: dict[str, int] = {}
    voted = [title_votes] if title_votes else []
    voted += [_votes(_URL.sub(" ", text)) for kind, text in blocks if kind == "heading"]
    for votes in voted:
        if votes:
            fam = max(votes, key=lambda f: votes[f])
            counts[fam] = counts.get(fam, 0) + 1
    if "zh" in counts and shares.get("ja", 0.0) > shares.get("zh", 0.0):
        counts["ja"] = counts.get("ja", 0) + counts.pop("zh")  # kanji-only headings over Japanese prose: Japanese
    said = sum(counts.values())
    best = max(counts, key=lambda f: counts[f], default=None)
    if best not in ("zh", "ja", "ko") or counts[best] < HEADINGS_SAY or 3 * counts[best] < 2 * said:
        return None
    if shares.get(best, 0.0) < HEADINGS_SHARE:
        return None
    return best, f"the language of its headings ({counts[best]} of {said})"


def _member(chosen: str, joined: str, prior: str | None) -> tuple[str, str]:
    """The language of the winning family, told from its text (`joined`), and what told it."""
    if chosen == "zh":
        tie = prior if prior in ("zh-hant", "zh-hans") else "zh-hant"
        lang = chinese_script(joined, tie=tie) or tie
        return lang, f"{'Traditional' if lang == 'zh-hant' else 'Simplified'} characters"
    if chosen == _LATIN:
        from .stopwords import latin_language

        return latin_language(joined, prior)
    if chosen in ("ja", "ko"):
        return chosen, "kana" if chosen == "ja" else "Hangul"
    lang = max(other_scripts(joined).items(), key=lambda kv: kv[1], default=(chosen, 0))[0]
    return lang, f"{chosen} script" + (f", {lang} by its own letters" if lang != chosen else "")
