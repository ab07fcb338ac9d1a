"""Which language an article is in: zh-hant, zh-hans, en, ja, ko, or any other language Edge speaks.

The writer's word is final: front matter first, then the file name, then the
text itself (script statistics). Also OpenCC conversion between the two Chinese
scripts, for the opt-in derived versions.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from narrate.config import edge_languages, lang_of_locale

_ALIASES: dict[str, str] = {
    "zh-hant": "zh-hant", "zh-tw": "zh-hant", "zh-hk": "zh-hant", "zh-mo": "zh-hant",
    "zh-hant-tw": "zh-hant", "zh-hant-hk": "zh-hant", "zht": "zh-hant", "tw": "zh-hant",
    "zh-hans": "zh-hans", "zh-cn": "zh-hans", "zh-sg": "zh-hans", "zh-my": "zh-hans",
    "zh-hans-cn": "zh-hans", "zhs": "zh-hans", "cn": "zh-hans",
    "en": "en", "en-us": "en", "en-gb": "en", "en-au": "en", "en-ca": "en", "english": "en",
    "ja": "ja", "ja-jp": "ja", "jp": "ja", "japanese": "ja",
    "ko": "ko", "ko-kr": "ko", "kr": "ko", "korean": "ko",
}

# Tags accepted only from front matter (where the writer clearly means a language),
# not from file names, where "index.tw.md" or "cn" could mean anything.
_FILENAME_ALIASES = {k: v for k, v in _ALIASES.items() if k not in {"tw", "cn", "jp", "kr", "zht", "zhs"}}

# Folders count only when named by a locale code (`zh-cn`, `en-us`, `ja`): a topic folder
# called "Japanese" or "english" holds posts about the language, not in it.
_FOLDER_ALIASES = {k: v for k, v in _FILENAME_ALIASES.items() if k not in {"english", "japanese", "korean"}}

# Common names for Edge's languages that are not their code.
_MORE_ALIASES = {"no": "nb", "nn": "nb", "tl": "fil", "pt": "pt-br", "iu": "iu-cans", "iw": "he", "in": "id",
                 "french": "fr", "german": "de", "spanish": "es", "portuguese": "pt-br"}


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
    if not key or len(key) > 35 or not all(part.isalnum() and part.isascii() for part in key.split("-")):
        return None
    primary = key.split("-")[0]
    if primary == "zh":
        # zh-CN-liaoning, zh-Hans-SG: the region or script says which; without one the text decides (article.py).
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
    stem = path.name
    for suffix in (".markdown", ".md", ".mdx"):
        if stem.lower().endswith(suffix):
            stem = stem[: -len(suffix)]
            break
    if "." in stem:
        return normalize_lang(stem.rsplit(".", 1)[1], strict=True)
    return None


def strip_lang_suffix(stem: str) -> str:
    """`index.zh-hant` → `index`; a stem without a language suffix is returned as is."""
    if "." in stem:
        head, tail = stem.rsplit(".", 1)
        if normalize_lang(tail, strict=True):
            return head
    return stem


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


def chinese_script(text: str) -> str | None:
    """zh-hant or zh-hans by counting characters that only one script uses; None if no Han."""
    t2s, s2t = _opencc("t2s"), _opencc("s2t")
    han = "".join(ch for ch in text if is_han(ch))
    if not han:
        return None
    simplified = str(t2s.convert(han))
    traditional = str(s2t.convert(han))
    trad_only = sum(1 for a, b in zip(han, simplified) if a != b)
    simp_only = sum(1 for a, b in zip(han, traditional) if a != b)
    if trad_only == simp_only:
        # Text written with characters common to both scripts: Taiwan is the blog's home.
        return "zh-hant"
    return "zh-hant" if trad_only > simp_only else "zh-hans"


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


def _script_counts(text: str) -> tuple[int, int, int, int, int]:
    """(kana, hangul, han, Latin letters, Latin words) in `text`."""
    kana = hangul = han = latin = words = 0
    in_word = False
    for ch in text:
        if is_kana(ch):
            kana += 1
        elif is_hangul(ch):
            hangul += 1
        elif is_han(ch):
            han += 1
        elif ch.isascii() and ch.isalpha():
            latin += 1
            if not in_word:
                words += 1
            in_word = True
            continue
        in_word = in_word and (ch.isascii() and (ch.isalnum() or ch in "'-"))
    return kana, hangul, han, latin, words


# Chinese function words that Japanese text (even all-kanji text) does not use.
_CHINESE_ONLY = set("的是了們们這这個个嗎吗沒没麼么說说會会對对為为")


# English words that only a phrase has: a name or a list of terms ("Node.js Restful API") has none.
_FUNCTION_WORDS = frozenset("a an the of to in on at for with from by as is are was be and or not how why what "
                            "when your you we it this that".split())


def _english_phrase(text: str, words: int, latin: int) -> bool:
    """A sentence (5+ words) or a phrase of 4+ words with a function word ("Limitations of Build Tools")."""
    if words >= 5 and latin >= 20:
        return True
    if words < 4 or latin < 16:
        return False
    return any(word.lower() in _FUNCTION_WORDS for word in re.findall(r"[A-Za-z]+", text))


# Languages written in their own script, where a Latin sentence is English by its letters alone.
_OWN_SCRIPT = frozenset({"zh-hant", "zh-hans", "ja", "ko"})
# Words only English has among the languages written in Latin letters ("de", "a", "on", "in" are French
# or German words too): a French or German paragraph is English only with several of these, and no accents.
_ONLY_ENGLISH = frozenset("the of and is are was were with this that you your we how why what when which "
                          "they their have has been would should could".split())


def _english_words(text: str) -> bool:
    """Whether a paragraph in a Latin-script article is English: 3+ words only English has, letters ASCII."""
    if any(ch.isalpha() and not ch.isascii() for ch in text):
        return False
    return len({w.lower() for w in re.findall(r"[A-Za-z]+", text)} & _ONLY_ENGLISH) >= 3


def block_language(text: str, article_lang: str) -> str | None:
    """The language a block is clearly written in, when that is not the article's; else None.

    "Clearly" is deliberately strict: a whole English sentence (5+ words, no CJK) or phrase
    (4+ words, one of them a function word: "Limitations of Build Tools") in a Chinese or
    Japanese article; a Japanese sentence (enough kana) in a Chinese or
    English one; Korean by Hangul; Chinese in a Japanese article only with Chinese
    function words and no kana. Short inline terms ("用 Docker 部署") never qualify.
    """
    kana, hangul, han, latin, words = _script_counts(text)
    cjk = kana + han
    if article_lang != "ja" and kana >= 3 and kana >= 0.25 * cjk and cjk >= 8 and cjk * 2 >= latin:
        return "ja"
    if article_lang != "ko" and hangul >= 8 and hangul * 2 >= cjk + latin / 2:
        return "ko"
    if article_lang != "en" and cjk == 0 and hangul == 0 and _english_phrase(text, words, latin) \
            and (article_lang in _OWN_SCRIPT or _english_words(text)):
        return "en"
    if article_lang in ("en", "ko") and han >= 8 and kana == 0 and han * 2.5 >= latin / 2:
        return chinese_script(text)
    if article_lang == "ja" and han >= 12 and kana == 0 and sum(ch in _CHINESE_ONLY for ch in text) >= 2:
        return chinese_script(text)
    return None


def why_block_language(text: str, lang: str) -> str:
    """Why a block reads as `lang` (for `narrate check`): what in it made the decision."""
    kana, hangul, han, latin, words = _script_counts(text)
    if lang == "en":
        return f"clearly English: {words} words, no Chinese or Japanese characters"
    if lang == "ja":
        return f"clearly Japanese: {kana} kana among {kana + han} CJK characters"
    if lang == "ko":
        return f"clearly Korean: {hangul} Hangul letters"
    return f"clearly Chinese: {han} Han characters, no kana"


def detect_blocks(texts: list[tuple[str, str]]) -> str | None:
    """An article's language from its blocks given as (kind, text): a vote weighted by length.

    Quotes count for little, so a Japanese lyric or an English quote in a Chinese post
    does not make the post Japanese or English; Chinese script is decided over all the
    Chinese text together.
    """
    votes: dict[str, float] = {}
    chinese: list[str] = []
    for kind, text in texts:
        lang = detect_text(text)
        if lang is None:
            continue
        kana, hangul, han, latin, _ = _script_counts(text)
        weight = kana + hangul + han + latin / 2.5
        if kind == "quote":
            weight *= 0.1
        family = "zh" if lang in ("zh-hant", "zh-hans") else lang
        votes[family] = votes.get(family, 0.0) + weight
        if family == "zh":
            chinese.append(text)
    if not votes:
        return None
    best = max(votes, key=lambda k: votes[k])
    if best == "zh":
        return chinese_script(" ".join(chinese)) or "zh-hant"
    return best
