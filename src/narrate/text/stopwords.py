"""Which Latin-script language a text is in: English, French, German, Spanish, Portuguese, Italian, Dutch.

A small stop-word model: the forty-odd most frequent function words of each language
(articles, pronouns, prepositions, auxiliaries). A word several languages share ("de",
"la", "in") counts for each of them by a fraction, so only words that tell languages apart
decide. No network and no model file: blog prose has dozens of function words per
paragraph, far more than this needs, and a language-identification library (langdetect,
lingua) would add megabytes of profiles to tell apart the same seven languages.

A few languages with letters of their own (Vietnamese, Polish, Turkish, Czech) are told
by those letters, so their articles are not read by the English voice either.
"""

from __future__ import annotations

from narrate.patterns import LazyPattern

__all__ = ["is_function_word", "latin_language", "latin_scores"]

# pt is Brazilian Portuguese (pt-br), the Portuguese most blogs and Edge's default voices use.
_WORDS: dict[str, str] = {
    "en": "the a in and of to is that it with for this you are was have be not but they what which from we can will "
    "would there their has been were about how when your our an on at by or as if do does",
    "fr": "le la les des du de un une et est que qui dans pour pas sur avec ce cette il elle nous vous ils sont "
    "au aux mais ou plus par se ne son sa ses été être fait comme très tout aussi leur je j l d qu c n s on",
    "de": "der die das und ist nicht ein eine einen den dem des mit auf für von zu sich auch es im wir ich sie "
    "wird werden sind oder aber wenn dass noch nach bei kann nur wie über aus um so",
    "es": "el la los las de del que y en un una es por para con no se lo su sus al como más pero este esta son "
    "también hay muy ya está cuando donde porque sin sobre entre ser fue me yo",
    "pt-br": "o os a as de do da dos das que e em no na nos nas um uma é para com não por se mais como mas ao seu "
    "sua ou também isso este esta ser foi são está muito você eu quando já",
    "it": "il lo la gli le di del della dei delle che e è un una per con non in su da dal al alla sono come anche "
    "questo questa ma più si ci nel nella io ha essere molto quando perché cosa",
    "nl": "de het een en van is dat die in op te met voor niet zijn er aan ook als maar om bij dit wat of naar door "
    "wordt kan je we ik hij ze nog heb hebben worden deze uit over",
}
_SHARE: dict[str, dict[str, float]] = {}
for _lang, _words in _WORDS.items():
    for _word in _words.split():
        _SHARE.setdefault(_word, {})[_lang] = 1.0
for _langs in _SHARE.values():
    for _lang in _langs:
        _langs[_lang] = 1.0 / len(_langs)

# Letters that only one of the languages Edge speaks writes often: a share of the letters decides.
_OWN_LETTERS = {
    "vi": set("đơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ"),
    "pl": set("łąęśźżń"),
    "tr": set("ığş"),
    "cs": set("řěů"),
}
_WORD = LazyPattern(r"[^\W\d_]+")
# A language other than the baseline (English, or the article's) needs this many (weighted) function
# words, this many times the baseline's and this many more, before it is chosen: a French name, one
# quoted phrase or an English line with "per", "come" and "non" in it is not French or Italian.
MIN_HITS = 3.0
RATIO = 2.0
MARGIN = 3.0


# A token that holds a digit, "@", "/", "\\", "_" or ":" is an identifier (a hash, an address, a
# path, a handle), and one with a dot between letters a domain or an abbreviation ("a.com", "a.m.",
# "e.g."): the letters inside it ("a@b.com" → "a", "com") are no language's function words.
_IDENTIFIER_MARK = LazyPattern(r"[\d@/\\_:]|[^\W\d_]\.[^\W\d_]")
# A whitespace-separated token holding such a mark, whole (the mark's characters are never white space, so
# a match never runs from one token into the next): the identifiers gone in one pass, not token by token.
# Anchored at a token's start: unanchored, every position inside a long token without a mark ran `\S*` to the
# token's end and back (quadratic in the token: 16,000 letters took 4.5 s). The leftmost match starts at the
# token's start anyway, so the matches are the same.
_IDENTIFIER_TOKEN = LazyPattern(r"(?<!\S)\S*(?:[\d@/\\_:]|[^\W\d_]\.[^\W\d_])\S*")


# French's elided words (j'ai, l'eau, d'un, qu'il, c'est, n'est, s'il): function words only with their apostrophe; a
# letter alone is a name's initial or a variable.
_ELIDED = frozenset("j l d c n s qu".split())


def is_function_word(word: str) -> bool:
    """Whether lower-case `word` is a function word of one of these languages (a letter of French's elisions alone is
    not: found without its apostrophe it is a name's initial, a variable or a piece of an identifier, "m32c")."""
    return word in _SHARE and word not in _ELIDED


def latin_scores(text: str) -> dict[str, float]:
    """Each language's weighted count of function words in `text` (identifiers left out)."""
    scores: dict[str, float] = {}
    words = text.lower()
    if _IDENTIFIER_MARK.search(words):  # (most text has no identifier)
        words = _IDENTIFIER_TOKEN.sub(" ", words)
    for match in _WORD.finditer(words):
        word = match.group()
        shares = _SHARE.get(word)
        if word in _ELIDED and words[match.end() : match.end() + 1] not in ("'", "’"):
            continue  # a letter alone, no apostrophe after it: an initial ("J. Doerfert; S. Stipanovic"), no elision
        if shares:
            for lang, share in shares.items():
                scores[lang] = scores.get(lang, 0.0) + share
    return scores


def latin_language(text: str, prior: str | None = None) -> tuple[str, str]:
    """(language, why) of Latin-script `text`.

    The baseline is `prior` when it is one of these languages (the blog's default, or the
    article's language for one of its blocks), else English; another language is chosen only
    when it clearly has more function words than the baseline (or letters of its own).
    """
    lowered = text.lower()
    if not lowered.isascii():  # (every language's own letters are beyond ASCII)
        letters = sum(1 for ch in lowered if ch.isalpha())
        for lang, own in _OWN_LETTERS.items():
            count = sum(map(lowered.count, own))  # each of its own letters, counted where it is written
            if count >= 3 and count >= 0.02 * letters:
                return lang, f"{count} letters only {lang} writes"
    base = prior if prior in _WORDS else "en"
    scores = latin_scores(text)
    if not scores:
        return base, "no function words" + ("; the default" if base == prior else "")
    best = max(scores, key=lambda lang: (scores[lang], lang == base))
    if (
        best != base
        and scores[best] >= MIN_HITS
        and scores[best] >= RATIO * scores.get(base, 0.0)
        and scores[best] - scores.get(base, 0.0) >= MARGIN
    ):
        return best, f"{scores[best]:.0f} {best} function words to {scores.get(base, 0.0):.0f} {base}"
    return base, f"{scores.get(base, 0.0):.0f} {base} function words" + ("; the default" if base == prior else "")
