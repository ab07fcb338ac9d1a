"""A block whose lines or sentences alternate languages, cut into runs of one language each.

A quote that gives a line in English and its Chinese translation under it, line after line,
is read by two voices taking turns: each run by its language's voice. Runs are cut only at
line breaks and sentence ends, and only where both sides are clear (a whole line or sentence
of one language, long enough to say so): a Chinese sentence with English terms in it
("使用 Python 和 Kubernetes 部署") stays one run. Every segment of the block is kept, in
order, so the transcript shows the author's own words.
"""

from __future__ import annotations

import re
from dataclasses import replace

from narrate.patterns import LazyPattern

from .chunking import sentence_groups
from .language import (
    LATIN_LANGS,
    SENTENCE_EVIDENCE,
    a_clause,
    an_enumeration,
    article_cjk,
    block_language,
    borrowed_katakana,
    chinese_script,
    family,
    latin_evidence,
    piece_votes,
    sentence_shaped,
    speech_clause,
)
from .model import Block, Segment
from .sayable import a_whole_sentence, aside_free, in_marks, unsaid_spans, whole_voice
from .stopwords import latin_language

# The share of a piece's words one language must have for the piece to be that language's.
CLEAR_SHARE = 0.7
# What a piece needs to say its language at all: Latin words, CJK characters, Hangul, other letters.
_MIN_WORDS = {"Latin": 3.0, "zh": 2.0, "ja": 2.0, "ko": 1.6}
_MIN_OTHER = 1.2  # six letters of Thai, Hebrew, Cyrillic…


def _lines(segments: tuple[Segment, ...]) -> list[list[Segment]]:
    """The segments cut after each line break of their prose (inline code is never cut)."""
    lines: list[list[Segment]] = [[]]
    for seg in segments:
        if seg.code or seg.cue or "\n" not in seg.text:
            lines[-1].append(seg)
            continue
        parts = seg.text.split("\n")
        for n, part in enumerate(parts):
            text = part + ("\n" if n < len(parts) - 1 else "")
            if text:
                lines[-1].append(Segment(text))
            if n < len(parts) - 1:
                lines.append([])
    return _sentences_kept_whole([line for line in lines if line])


_ENDS = ("。", "！", "？", ".", "!", "?", "；", ";", ":", "：", "…")


def _sentences_kept_whole(lines: list[list[Segment]]) -> list[list[Segment]]:
    """Lines joined where a Latin-script sentence runs on over a line break ("…learns from many\ntraining
    examples."): a sentence is one piece, never split between two voices."""
    out: list[list[Segment]] = []
    for line in lines:
        if out and _runs_on(out[-1], line):
            out[-1] = out[-1] + line
        else:
            out.append(line)
    return out


def _runs_on(before: list[Segment], after: list[Segment]) -> bool:
    """Whether the line `before` ends mid-sentence in Latin letters and `after` goes on in them."""
    said = "".join(s.text for s in before).rstrip()
    following = "".join(s.text for s in after).lstrip()
    last = next((ch for ch in reversed(said) if ch.isalnum() or ch in _ENDS), "")
    first = next((ch for ch in following if ch.isalnum()), "")
    return bool(last and first) and last not in _ENDS and last.isascii() and first.isascii()


def piece_language(text: str, article_lang: str) -> str | None:
    """The language a line or sentence is clearly in, or None when it is too short or too mixed to say."""
    votes = piece_votes(text)
    total = sum(votes.values())
    if not total:
        return None
    fam, words = max(votes.items(), key=lambda kv: kv[1])
    if words < CLEAR_SHARE * total:
        return None
    if fam == "Latin" and family(article_lang) != "Latin" and an_enumeration(text):
        return None  # names listed ("B, I, U, S", "h1, h2, h3"): no language of their own, no clause
    if fam == "Latin" and family(article_lang) != "Latin" and a_clause(text):
        return latin_language(text)[0]  # a clause is speech in its language, however short ("That's it.")
    if words < _MIN_WORDS.get(fam, _MIN_OTHER):
        return None
    if fam == "ja" and borrowed_katakana(text, article_lang):
        fam = "zh"  # katakana alone in Chinese text are a borrowed word ("パスワードリスト (password list)：撞庫，…")
    if fam == family(article_lang):
        return article_lang
    if fam == "zh":
        if family(article_lang) == "ja":
            # Kanji are Japanese's too ("現在の値", "（約28分程度）"): in a Japanese article a line is Chinese
            # only as a block is (Chinese function words, no kana), never for its kanji alone.
            return block_language(text, article_lang) or article_lang
        return chinese_script(text)
    if fam == "Latin":
        # A Latin line in another script's article switches voice on a sentence's evidence, not a term's.
        if (
            family(article_lang) != "Latin"
            and latin_evidence(text, alone=False, enough=SENTENCE_EVIDENCE) < SENTENCE_EVIDENCE
        ):
            return None
        return latin_language(text)[0]
    return fam


def _script_family(text: str) -> str | None:
    """The family whose script most of `text`'s words are written in (piece_votes), or None: no letters."""
    votes = piece_votes(text)
    fam = max(votes.items(), key=lambda kv: kv[1])[0] if votes else None
    # Chinese is written without hiragana: a short piece of Han with one ("見え！" between two Japanese sentences of
    # one line) is Japanese script, and joins the Japanese around it rather than breaking the line.
    return "ja" if fam == "zh" and _HIRAGANA_LETTER.search(text) else fam


_HIRAGANA_LETTER = LazyPattern("[\u3041-\u3096]")


def _settled(pieces: list[tuple[list[Segment], str | None, str | None]], article_lang: str) -> list[str]:
    """Each piece's language: its own when it says one clearly; else, when the nearest piece that does (the
    one before first: a sentence runs on) is written in the same script, that one's, so an undecided piece
    never breaks a stretch of one language ("[1] Wassily Hoeffding." and "Springer, 2006." belong to the
    English entry around them; "21." after "…, pp." to the sentence it ends); else the article's.

    A piece too short or too mixed to say ("OK.", a Chinese sentence full of English terms) beside pieces of
    the article's own script stays the article's: another voice takes only a stretch it holds."""
    following: list[str | None] = []  # the first decided language after each piece (one pass back)
    last: str | None = None
    for _, lang, _ in reversed(pieces):
        following.append(last)
        last = lang if lang is not None else last
    following.reverse()
    out: list[str] = []
    before: str | None = None
    for (_, lang, fam), after in zip(pieces, following, strict=True):
        if lang is None:
            near = [other for other in (before, after) if other is not None and (fam is None or family(other) == fam)]
            out.append(near[0] if near else article_lang)
        else:
            out.append(lang)
            before = lang
    return out


def _pieces(
    block: Block, article_lang: str, spoken: set[int] | None = None, sentences: list[int] | None = None
) -> list[tuple[list[Segment], str | None, str | None]]:
    """The block's lines and sentences, each with the language it clearly says (or None) and its script's
    family (or None: no letters); `spoken` gets the indexes of the pieces that are sentences of Latin script cut out
    of a sentence of the article's (inner_sentences), which are sentences by their cut; `sentences` gets, piece by
    piece, the number of the sentence (sentence_groups) it was cut from, the same for the pieces of one sentence."""
    pieces: list[tuple[list[Segment], str | None, str | None]] = []
    decided: dict[str, tuple[str | None, str | None]] = {}  # each distinct piece's, once (a line said again and again)
    # and each distinct line's sentences, their quotations and the sentences inside them cut out (only read)
    cut: dict[tuple[Segment, ...], list[tuple[list[Segment], bool, int]]] = {}
    # the highest sentence number so far, kept as the numbers are added: max() over the list at every line read
    # the whole list again (quadratic in a block's lines)
    top = max(sentences, default=-1) if sentences is not None else -1
    for line in _lines(block.segments):
        key = tuple(line)
        groups = cut.get(key)
        if groups is None:
            groups = cut[key] = _glosses_kept(
                [
                    (*part, number)
                    for number, sentence in _numbered(sentence_groups(line))
                    for quoted in quoted_parts(sentence, article_lang)
                    for part in inner_sentences(quoted, article_lang)
                ]
            )
        first = 1 + top if sentences is not None else 0
        for group, inner, number in groups:
            if sentences is not None:
                sentences.append(first + number)
                top = max(top, first + number)
            text = "".join(s.text for s in group if not s.code and not s.cue)
            said = decided.get(text)
            if said is None:
                # A sentence that glosses its words in another script ("…NOT eliminates (消除) complexity.") is in
                # the language of the words it glosses.
                words = aside_free(text)
                said = decided[text] = (piece_language(words, article_lang), _script_family(words))
            if inner and spoken is not None:
                spoken.add(len(pieces))
            pieces.append((group, *said))
    return pieces


def _numbered(sentences: list[list[Segment]]) -> list[tuple[int, list[Segment]]]:
    """The sentences of a line, each with its number, a sentence that a quotation holding full stops was cut in
    ('Linus once wrote: "Talk is cheap.' + 'Show me the code."') numbered as one: the cut is inside the quotation,
    not between two sentences, and a sentence's pieces take one voice (_sentences_whole)."""
    out: list[tuple[int, list[Segment]]] = []
    number, straight, curly = -1, 0, 0  # (the quotation marks seen in the sentence so far)
    for sentence in sentences:
        if straight % 2 == 0 and curly <= 0:
            number, straight, curly = number + 1, 0, 0
        out.append((number, sentence))
        text = "".join(seg.text for seg in sentence if not seg.code and not seg.cue)
        straight += text.count('"')
        curly += text.count("“") - text.count("”")
    return out


def _glosses_kept(parts: list[tuple[list[Segment], bool, int]]) -> list[tuple[list[Segment], bool, int]]:
    """The pieces of a line with each piece that is only an aside in brackets ("Everyone can figure out what the
    entire graph is. (根据接收到的broadcast messages能推断出来)", billhu0's CMU 15-641 notes) joined to the piece before
    it: a gloss in brackets belongs to the unit it glosses, even written after that unit's full stop (the session-15
    ruling), so the two are one piece and one voice, never a sentence and its gloss in two."""
    out: list[tuple[list[Segment], bool, int]] = []
    for group, inner, number in parts:
        said = "".join(s.text for s in group if not s.cue).strip().rstrip(".。")
        if out and not any(s.code for s in group) and said[:1] in "(（【[" and in_marks(said):
            out[-1] = (out[-1][0] + group, out[-1][1], out[-1][2])
        else:
            out.append((group, inner, number))
    return out


def _held(
    pieces: list[tuple[list[Segment], str | None, str | None]], article_lang: str, spoken: set[int] | None = None
) -> list[tuple[list[Segment], str | None, str | None]]:
    """The pieces, where the block has words in the article's script, without the Latin languages of pieces that
    are no sentence (language.sentence_shaped): a block is heard as one thing, and a line of it leaves its voice
    only as a full sentence of another language, or as a quotation (quoted_parts). A list item's second line that
    is a command, a link's title or a label ("查看 CPU 型號" then "aaaa@el1000:~$ cat /proc/cpuinfo | grep name")
    goes on in the block's voice, which can say Latin words. A gloss in the article's script counts as its words:
    a term or a label glossed in brackets ("broken robot character (burnout 상징)", "pointer to next node（指向下一個
    node 或 null）") is one piece heard in the article's voice, never cut into two voices; a sentence with glosses
    ("…NOT eliminates (消除) complexity.") is one of another language and leaves as before."""
    own = family(article_lang)
    if own == "Latin" or not pieces:
        return pieces
    if len(pieces) < 2 or all(fam != own for _, _, fam in pieces):
        texts = ("".join(s.text for s in group if not s.code and not s.cue) for group, _, _ in pieces)
        if not any(own in piece_votes(text) for text in texts):
            return pieces
    return [
        (group, lang if spoken is not None and n in spoken else _as_sentence(group, lang), fam)
        for n, (group, lang, fam) in enumerate(pieces)
    ]


def _as_sentence(group: list[Segment], lang: str | None) -> str | None:
    """A piece's language kept when it is the article's script or a sentence or quotation of a Latin language; None
    for a Latin piece that is no sentence (a command, a link's title, a label: the block's voice reads it)."""
    if lang not in LATIN_LANGS:
        return lang
    text = "".join(s.text for s in group if not s.code and not s.cue)
    if _a_quoted_phrase(text):
        return None
    return lang if sentence_shaped(text) or _QUOTED.fullmatch(text.strip()) else None


_CLOSING_QUOTE = {'"': '"', "“": "”"}


def _a_quoted_phrase(text: str) -> bool:
    """Whether a piece opens with a quotation that is no whole sentence by its own marks (sayable.a_whole_sentence),
    a name in brackets after it or not: a phrase quoted in a block of the article's script is the block's words, read
    in its voice — only a quoted whole sentence, or a block of its own, takes its own (the lead's ruling 1 of session
    18; dh5473's fable-5, s17 held-out reading #28: the item "…버그를 다수 발견. "this is the first model that feels like
    its coming for my job" (kansface)" heard ko then en)."""
    said = text.strip()
    closing = _CLOSING_QUOTE.get(said[:1])
    end = said.find(closing, 1) if closing else -1
    return end > 0 and not a_whole_sentence(said[1:end])


_QUOTED_WORDS = 5
# A quotation in double quotes, curly or straight, on one line.
_QUOTED = LazyPattern(r"“[^“”\n]{8,600}”|\"[^\"\n]{8,600}\"")


def quoted_parts(sentence: list[Segment], article_lang: str) -> list[list[Segment]]:
    """A sentence cut around each quotation in it that is a whole sentence of another language than the article's
    and than the words around it (_another_voice: "그는 "This is the best model we have ever shipped."라고 말했다"):
    a quoted sentence is the quoted speaker's, so it is a piece of its own and may be read by its language's voice.
    A quoted term, phrase or definition ("이 단어는 "the fact or policy of not excluding members" 라는 뜻으로…") is the
    sentence's own words and stays in it: a sentence is never split across voices by a quotation (ruling 1, s18)."""
    if family(article_lang) == "Latin":
        return [sentence]
    out: list[list[Segment]] = [[]]
    for seg in sentence:
        if seg.code or seg.cue or ('"' not in seg.text and "“" not in seg.text):
            out[-1].append(seg)
            continue
        start = 0
        for match in _QUOTED.finditer(seg.text):
            if not _another_voice(match.group(), seg.text, article_lang):
                continue
            if match.start() > start:
                out[-1].append(Segment(seg.text[start : match.start()]))
            out.append([Segment(match.group())])
            out.append([])
            start = match.end()
        if start < len(seg.text):
            out[-1].append(Segment(seg.text[start:]) if start else seg)
    return [part for part in out if part]


# A stretch of Latin script inside a sentence: from a letter to the last letter, digit or mark before the next
# letter of another script or mark of CJK (greedy, one pass over the text; a union type's "|" inside a compiler's
# message is in it: "Property 'length' does not exist on type 'string | number'."). First, a program's message
# opened by an error's label, colons and all, up to the next CJK letter or mark ("ValueError: could not convert
# string to float: 'ABC'"): _a_message judges it.
_LATIN_STRETCH = LazyPattern(
    r"(?P<message>(?<![\w.])(?:[A-Z][A-Za-z]*(?:Error|Exception)|[Ee]rror|[Ff]atal|[Ww]arning): "
    r"[A-Za-z'\"][^\n\u3000-\u303f\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7a3\uff01-\uff0f\uff1a-\uff1f]*)"
    r"|[A-Za-z][A-Za-z0-9 ,;'’\"()\-.!?/&|]*"
)
# A sentence's own closing mark at a stretch's end, with the quotation mark or bracket that closes around it.
_OWN_END = LazyPattern(r"[.!?][\"'’”)]*$")
# The marks of a CJK sentence a stretch may follow as a sentence of its own: a pause, a colon, a sentence's end.
_CJK_BEFORE = "，、：；。！？"
# At most this many words make a stretch too short to say its language (piece_language): "Hi!" at the end of a
# Chinese sentence, before the English words it opens.
_SHORT_WORDS = 2


def inner_sentences(sentence: list[Segment], article_lang: str) -> list[tuple[list[Segment], bool]]:
    """A sentence of the article's script cut around each stretch of Latin script in it that is a sentence of its
    own (with True; the rest with False): a sentence is never split across voices, and a whole English sentence
    written inside a Chinese one is not part of it but a sentence of its own — the words a reply, a motto or a
    title that is a question says in English, which a listener hears as speech in that language. A stretch is one
    when it is a clause closed by its own mark ("…如這篇文 Why is the data type needed in pointer declarations?，…";
    language.a_clause: a subject pronoun, a finite verb or a question's word, sentence case, no identifier, three
    words or more here), or when it follows a colon and runs to the sentence's next mark as speech does
    ("下次给他说：talk is cheap show me the code，你会发现…"; language.speech_clause). A stretch of a word or two
    closed by its own mark after the sentence's pause ("…作者直接回复，Hi! Could you open a PR…") is cut too, with
    False: too short to say its language, it goes with the nearest sentence of its script that says one (_settled),
    else stays the sentence's. Terms, names, titles and phrases without a clause stay in the sentence ("pull the
    trigger,", "follow your heart"). A program's message after its error's label is a sentence of its own wherever it
    stands in the sentence (_a_message: "…所以 Python 會噴出一段錯誤 ValueError: could not convert string to float:
    'ABC'，並中斷程式執行。")."""
    if family(article_lang) == "Latin":
        return [(sentence, False)]
    out: list[tuple[list[Segment], bool]] = [([], False)]
    before = ""  # the last character before the stretch, across the sentence's segments
    opening = ""  # the sentence's words before the segment at hand (a code span or a cue as "x")
    for seg in sentence:
        if seg.code or seg.cue or not seg.text.strip():
            out[-1][0].append(seg)
            before = "x" if seg.code or seg.cue else before  # (code or a cue: no sentence's mark before what follows)
            opening += "x" if seg.code or seg.cue else seg.text
            continue
        start = 0
        for match in _LATIN_STRETCH.finditer(seg.text):
            end, inner = _stretch(match, seg.text, before, opening)
            if inner is None:
                continue
            if match.start() > start:
                out[-1][0].append(Segment(seg.text[start : match.start()]))
            out.append(([Segment(seg.text[match.start() : end])], inner))
            out.append(([], False))
            start = end
        if start < len(seg.text):
            out[-1][0].append(Segment(seg.text[start:]) if start else seg)
        before = seg.text.rstrip()[-1:] or before
        opening += seg.text
    parts = [part for part in out if part[0]]
    return parts if len(parts) > 1 else [(sentence, False)]


def _stretch(match: re.Match[str], text: str, before: str, opening: str = "") -> tuple[int, bool | None]:
    """Where a Latin stretch `match` of a segment's `text` ends (its trailing joiners left to the sentence) and whether
    it is a sentence of its own (`before`: the last character before the segment) — one stretch's judgement, kept
    apart from inner_sentences' walk so that the walk stays a walk: a program's message after its error's label is
    one wherever it stands; a title after a label opening the sentence (`opening`: its words before this segment) is
    none; the rest is _inner's."""
    stretch = match.group().rstrip(" ,;(-&/|")
    lead = _lead((before + text[: match.start()]).rstrip()[-2:])
    after = text[match.start() + len(stretch) :]
    message = match.group("message") is not None and _a_message(stretch) and not _quoted_phrase(text, match, stretch)
    if not message and _a_label(opening + text[: match.start()]) and not after.strip():
        return match.start() + len(stretch), None  # (a label and the title it introduces: one unit)
    inner = True if message and (lead or _CJK_TEXT.search(after)) else _inner(stretch, lead, after)
    return match.start() + len(stretch), inner


# A label opening its sentence: a few letters of a CJK script and a colon ("參考文章：", "参考：", "出典：", "참고:").
_LABEL_OPENING = LazyPattern(r"\s*[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7a3]{1,8}\s*[：:]\s*")


def _a_label(opening: str) -> bool:
    """Whether the words before a Latin stretch are a label and its colon, nothing else: the stretch that runs from it
    to the sentence's end is the title or name it introduces ("參考文章：[VSCode does not format JSX Correctly](…)": s18
    held-out bacnotes 11_react_knowledge [37][44], the label zh-TW and the title en-US), one unit read whole by the
    article's voice (the s17 ruling "a label line and the link … of one paragraph are one unit")."""
    return _LABEL_OPENING.fullmatch(opening) is not None


# The marks Korean (and some Chinese) writers type in ASCII, as the CJK marks they stand for.
_AS_CJK = {",": "，", ":": "：", ";": "；", ".": "。", "!": "！", "?": "？"}


def _lead(before: str) -> str:
    """What stands before a stretch (`before`: the last two characters before it, spaces out): a CJK mark, or an ASCII
    mark typed after a CJK or Hangul letter ("답장을 했다, Hi!") as the CJK mark it stands for; a letter of another
    script; "" at the sentence's start; or an ASCII character (the stretch is inside Latin text)."""
    last = before[-1:]
    if last in _AS_CJK and len(before) == 2 and not before[0].isascii():
        return _AS_CJK[last]
    return last


def _inner(stretch: str, lead: str, after: str) -> bool | None:
    """Whether a Latin `stretch` of a sentence (`lead`: what stands before it, _lead; `after`: the text after it) is a
    sentence of its own (True), a closed word or two that may join the next one (False), or part of its sentence
    (None)."""
    if (not lead and not _CJK_TEXT.search(after)) or lead.isascii() and lead:
        return None  # the whole sentence, or a stretch inside Latin words (a sentence of its own already)
    if _OWN_END.search(stretch) is not None:
        if a_clause(stretch) and len(stretch.split()) >= 3 and not _named(lead, after):
            return True
        if lead in _CJK_BEFORE and len(stretch.split()) <= _SHORT_WORDS and not after.strip():
            return False
        return None
    if lead == "：" and _clause_ends(after) and speech_clause(stretch):
        return True
    return None


def _named(lead: str, after: str) -> bool:
    """Whether a stretch closed by its own mark is a title the sentence names, not a sentence of its own: the
    sentence's words run into it with no pause ("使用情景可以看 [When to use git subtree?](…)，寫了六個優點…",
    "stackoverflow 의 [What does "expressive" mean…?](…) 항목을 보도록 합니다.") and go on after it. A link's title
    is a unit of its sentence, read whole by the article's voice (the s17 ruling "footnotes, link titles and table
    cells are units"; ZhenShuo2021 and xho95, s16 held-out reading #5 and #54: one sentence, two voices); a sentence
    of its own follows the sentence's pause or colon ("作者直接回复，Hi! Could you open a PR…")."""
    # (the sentence may end on the title: "可以透過這個連結[How do I remove my site?](…)", s18 held-out bacnotes
    # 04_hugo-config-and-disqus [25]; "leetcode 剑指 Offer 56 - I. 数组中…", 12306hujunjie bitwise_operation [33])
    return _CJK_TEXT.fullmatch(lead) is not None


_OPENING_QUOTES = "“\"‘'「『"


def _quoted_phrase(text: str, match: re.Match[str], stretch: str) -> bool:
    """Whether a program's message stands in quotation marks with no sentence's mark of its own inside them (Git 提示
    “warning: LF will be replaced by CRLF”): a quoted phrase, read in its sentence's voice (the lead's ruling 1 of
    session 18; s23 dev BolasLien git-cross-os-config-setting [44], the message heard in the English voice)."""
    return text[: match.start()].rstrip()[-1:] in _OPENING_QUOTES and _OWN_END.search(stretch) is None


def _a_message(stretch: str) -> bool:
    """Whether a stretch opened by an error's label is a program's message: the label, then three words or more with
    a phrase's evidence ("ValueError: could not convert string to float: 'ABC'", ChungYingHo's Python syntax notes;
    "RecursionError: maximum recursion depth exceeded", fan2's mkdocs notes) — the program's English sentence, heard
    as one in a Chinese one, never as a term of it; a label and a name or two ("Error: ENOENT") stay in it."""
    words = stretch.split(": ", 1)[1]
    return len(words.split()) >= 3 and latin_evidence(words, enough=SENTENCE_EVIDENCE) >= SENTENCE_EVIDENCE


def _clause_ends(after: str) -> bool:
    """Whether the text after a stretch closes it as a clause: nothing, a CJK mark, or an ASCII mark before CJK or
    Hangul ("…the code, 그러면")."""
    rest = after.lstrip()
    if not rest or rest[0] in _CJK_BEFORE:
        return True
    return rest[0] in _AS_CJK and _CJK_TEXT.match(rest[1:].lstrip()[:1]) is not None


_CJK_TEXT = LazyPattern("[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7a3]")


def _another_voice(quote: str, text: str, article_lang: str) -> bool:
    """Whether a quotation in `text` is a whole sentence of another language than the article's, which may take its
    own voice (the lead's ruling 1 of session 18: a sentence is never split across voices by a quotation; issue 38
    item 6): opened by a capital and closed by its own sentence's mark inside the quotation marks (a_whole_sentence:
    "作者は最後に "Never trust the input from the user." と書いている。"), in sentence case, five words or more that say
    their language, with words of the article's script around it. A quoted phrase of any
    length is the sentence's words and is read whole in the sentence's voice ("…라기보다 "frontier AI is turning into a
    gated utility", 즉…", "…가 "a little too trigger happy for launch"라고 인정했습니다": dh5473's s17 held-out
    readings #3 and #59, one Korean sentence heard ko / en / ko), and so is one cut off by an ellipsis ("this is the
    first model…"), a fragment quoted from a sentence's middle (“seven out of eight defense papers were broken…”), a
    quoted title (its words capitalised: "可以参考论文“Connecting Generative Adversarial Network…”"), or a button's
    label ("Create new secret key")."""
    words = [word for word in quote.split() if any(ch.isalpha() for ch in word)]
    if len(words) < _QUOTED_WORDS or not a_whole_sentence(quote[1:-1]):
        return False
    lower = sum(word.lstrip("\"“'‘(")[:1].islower() for word in words)
    if lower * 2 < len(words):
        return False
    lang = piece_language(quote, article_lang)
    if lang is None or family(lang) == family(article_lang):
        return False
    rest = text.replace(quote, " ")
    return family(article_lang) in piece_votes(rest)


def language_runs(block: Block, article_lang: str) -> list[tuple[Block, str]]:
    """`block` as (part, language) runs in reading order; one run, in `article_lang`, unless some of its
    lines or sentences are clearly in another language."""
    if family(article_lang) == "Latin" and all(s.text.isascii() for s in block.segments if not s.code and not s.cue):
        # ASCII text votes for the Latin family alone (piece_votes), so every piece is the article's or
        # too short to say, which is the article's too: one run, whatever its lines and sentences.
        return [(block, article_lang)]
    spoken: set[int] = set()
    sentences: list[int] = []
    pieces = _held(_pieces(block, article_lang, spoken, sentences), article_lang, spoken)
    languages = _settled(pieces, article_lang)
    said = [_voiced(group, lang, article_lang) for (group, _, _), lang in zip(pieces, languages)]
    voiced = [part for parts in _sentences_whole(said, languages, sentences, article_lang) for part in parts]
    langs = {lang for _, lang in voiced}
    if len(langs) < 2:
        return [(block, article_lang)]  # (one voice: the block's own evidence decides which, script.block)
    if family(article_lang) == "Latin" and all(lang in LATIN_LANGS for lang in langs):
        return [(block, article_lang)]  # English and French lines: one sentence is too little to tell them apart
    return _as_runs(block, voiced)


def _sentences_whole(
    said: list[list[tuple[list[Segment], str]]], languages: list[str], sentences: list[int], article_lang: str
) -> list[list[tuple[list[Segment], str]]]:
    """The pieces' voices, with every piece of a sentence in the article's CJK voice when one piece of it in a Latin
    language went whole to that voice (_article_voice: it mixes in the article's CJK words) and that voice says all
    of the sentence. The mixed-unit rule looks at the pieces left after a sentence is cut at its quotations and the
    sentences inside them, and one sentence is never split across voices (the session-15 ruling; review s15 text2
    M3: 'As Knuth said, "premature optimization is the root of all evil", and this is why 我们 should measure
    first…' was English up to the quote and Chinese from its comma on)."""
    cjk = article_lang if family(article_lang) in ("zh", "ja", "ko") else article_cjk()
    if cjk is None:
        return said
    whole = [[(part, cjk)] for part in _joined(said)]
    mixed = {sentences[n] for n, parts in enumerate(said) if family(languages[n]) == "Latin" and parts == whole[n]}
    out = list(said)
    pieces: dict[int, list[int]] = {}  # each sentence's pieces, found once (a scan per sentence was quadratic: s17)
    for n, sentence in enumerate(sentences):
        pieces.setdefault(sentence, []).append(n)
    for number in mixed:
        members = pieces[number]
        if all(said[n] == whole[n] for n in members):
            continue  # (one piece, or all of them the CJK voice's already)
        text = "".join(seg.text for n in members for seg in whole[n][0][0] if not seg.code and not seg.cue)
        if not unsaid_spans(text, cjk, article_lang):
            for n in members:
                out[n] = whole[n]
    return out


def _joined(said: list[list[tuple[list[Segment], str]]]) -> list[list[Segment]]:
    """Each piece's segments again, its voiced parts joined (as the piece was before _voiced cut it)."""
    return [[seg for part, _ in parts for seg in part] for parts in said]


def voiced_runs(block: Block, lang: str, article_lang: str) -> list[tuple[Block, str]]:
    """`block`, decided to be read by `lang`'s voice as a whole, as the runs of the voices that can say it (_voiced):
    one run unless a stretch of it is in a script that voice cannot say."""
    parts = _voiced(list(block.segments), lang, article_lang)
    return [(block, parts[0][1])] if len(parts) == 1 else _as_runs(block, parts)


def _as_runs(block: Block, parts: list[tuple[list[Segment], str]]) -> list[tuple[Block, str]]:
    """The block cut into its parts, neighbours in one language joined; its item number stays with the first."""
    runs: list[tuple[list[Segment], str]] = []
    for group, lang in parts:
        if runs and runs[-1][1] == lang:
            runs[-1][0].extend(group)
        else:
            runs.append((list(group), lang))
    return [
        (replace(block, segments=tuple(segments), number=block.number if n == 0 else None), lang)
        for n, (segments, lang) in enumerate(runs)
    ]


def _voiced(group: list[Segment], lang: str, article_lang: str) -> list[tuple[list[Segment], str]]:
    """A piece as the voices that can say it: itself in `lang` when its voice says all of it; else, when the rest of
    it is in `lang`'s script, each stretch `lang`'s voice cannot say cut out for the voice that can (a Chinese gloss
    in an English sentence of an English article, a Japanese word in a Chinese one: the only place a sentence changes
    voice; in a CJK article a Latin piece with the article's own CJK words is read whole by its voice, _article_voice); else (the rest
    is a label, a number, Latin words) the whole piece in the voice that says those stretches, which reads the rest
    too ("Q: WPA3はどれか。" in a Chinese article: the Japanese voice)."""
    spans = {
        n: found
        for n, seg in enumerate(group)
        if not seg.code and not seg.cue and (found := unsaid_spans(seg.text, lang, article_lang))
    }
    if not spans:
        return [(group, lang)]
    text = "".join(seg.text for seg in group if not seg.code and not seg.cue)
    own = _article_voice(group, spans, lang, article_lang)
    if own is not None:
        return [(group, own)]
    # (inline code is said by the piece's voice, so its words count with the rest: "증상: `Could not find …`")
    rest = "".join(_outside(seg.text, spans.get(n, [])) for n, seg in enumerate(group) if not seg.cue)
    votes = piece_votes(rest)
    if _its_grammar(group, spans, lang) or not votes or max(votes, key=lambda key: votes[key]) != family(lang):
        other = whole_voice(text, lang, article_lang)
        if other != lang:
            return [(group, other)]
    if sum(map(len, spans.values())) > _MOST_CUTS:
        return [(group, _most_said(text, lang, article_lang))]
    parts: list[tuple[list[Segment], str]] = []
    for n, seg in enumerate(group):
        at = 0
        for start, end, other in spans.get(n, []):
            _put(parts, seg.text[at:start], lang)
            _put(parts, seg.text[start:end], other)
            at = end
        if at == 0:
            _put(parts, seg, lang)
        else:
            _put(parts, seg.text[at:], lang)
    return parts


def _article_voice(
    group: list[Segment], spans: dict[int, list[tuple[int, int, str]]], lang: str, article_lang: str
) -> str | None:
    """The article's CJK voice for a piece in a Latin voice that mixes in words of the article's own CJK language, or
    None. One unit (a sentence, a list item, a heading) is never split across voices, and of the two only the CJK
    voice can say both: Edge's Chinese, Japanese and Korean voices say English words, its English voices say no CJK
    (the session-15 ruling on mixed sentences, from billhu0's bilingual lecture notes: "Each thread has a PC + reg and
    access the shared memory (每个线程都有…)", "**lexer** (词法分析, 生成token)"). A gloss in brackets belongs to the
    unit it glosses, so it takes the unit with it. Stretches of another CJK language than the article's (a Japanese
    word in an English sentence of a Chinese article) are cut out as before. An article in Latin script has a CJK
    language only when it is bilingual (language.article_chinese: sixty CJK letters or more, a tenth of the syllables,
    in the units that mix them into Latin words, as billhu0's notes do, which the text decides English); an English
    article quoting a CJK word or whole CJK poems keeps cutting its glosses."""
    cjk = article_lang if family(article_lang) in ("zh", "ja", "ko") else article_cjk()
    if family(lang) != "Latin" or cjk is None:
        return None
    own = family(cjk)
    first = min(spans)
    head = "".join(seg.text for seg in group[:first] if not seg.cue).strip()
    voices = {
        other
        for n, found in spans.items()
        for start, end, other in found
        # (a label that opens the piece, "증상: ImageNotFound: Could not find requested image", is a unit of its own)
        if not (n == first and not head and start == found[0][0] and _LABEL.search(group[n].text[:end]))
    }
    if not voices or any(family(other) != own for other in voices):
        return None
    mine = cjk if cjk in voices else sorted(voices)[0]
    text = "".join(seg.text for seg in group if not seg.code and not seg.cue)
    return mine if not unsaid_spans(text, mine, article_lang) else None


# A label's colon closing the stretch that opens a piece.
_LABEL = LazyPattern(r"^\s*\S.*[:：]\s*$")


def _its_grammar(group: list[Segment], spans: dict[int, list[tuple[int, int, str]]], lang: str) -> bool:
    """Whether the stretches a Latin voice cannot say carry the sentence's grammar: one written on to a Latin word
    (a particle, "Interview Cake의 General Programming 파트 정리", "Cascading Style Sheet의 약자") or one that ends
    the sentence ("…lecture 3 정리"), bare (no brackets or quotes around it) and not after a label's colon (what a
    label gives is a name: "Chinese translation: 中文版", s11 held-out reading of surma's deep-copy, read whole by
    zh-TW beside its sibling labels in English). Such a sentence is in that language with Latin words in it, and is read whole by the voice that says all of it, never cut at each particle; a gloss
    ("the word (見解) means…") or a word inside English grammar ("I love 寿司 very much") is cut out as before."""
    if family(lang) != "Latin":
        return False
    last = max((n for n, seg in enumerate(group) if not seg.cue and seg.text.strip()), default=-1)  # (code too)
    for n, found in spans.items():
        text = group[n].text
        before = "".join(seg.text for seg in group[:n] if not seg.cue)
        for start, end, _ in found:
            if _enclosed(text, start, end) or (before + text[:start]).rstrip().endswith((":", "：")):
                continue  # (a gloss, or a label's value: "Chinese translation: 中文版", a name the label gives)
            glued = start > 0 and text[start - 1].isascii() and text[start - 1].isalnum()
            ends = n == last and not any(ch.isalnum() for ch in text[end:])
            if glued or ends:
                return True
    return False


def _enclosed(text: str, start: int, end: int) -> bool:
    """Whether the stretch `text[start:end]` stands in brackets or quotation marks, the marks that end its own sentence
    left inside them: a gloss, or a quotation ("…quote the proverb "千里之行，始于足下。" before every exam.", whose
    sentence's full stop cuts the English sentence in two: a quoted sentence is no grammar of the sentence quoting
    it, which stays in its own voice)."""
    said = text[start:end]
    if in_marks(said):
        return True
    head = text[:start].rstrip()
    tail = text[end:].lstrip().lstrip("。！？…．.!?").lstrip()
    return bool(head and tail) and in_marks(head[-1] + said + tail[0])


# The most stretches cut out of one piece for other voices: a sentence with more (a line of thousands of glosses) would
# be heard as a chunk per gloss, so it goes whole to one voice.
_MOST_CUTS = 6


def _most_said(text: str, lang: str, article_lang: str) -> str:
    """The voice, of `lang`'s and those of the stretches it cannot say, that says most of `text` (`lang`'s on a tie)."""
    voices = dict.fromkeys([lang, *(other for _, _, other in unsaid_spans(text, lang, article_lang))])
    unsaid = {voice: sum(end - start for start, end, _ in unsaid_spans(text, voice, article_lang)) for voice in voices}
    return min(voices, key=lambda voice: unsaid[voice])


def _outside(text: str, spans: list[tuple[int, int, str]]) -> str:
    """`text` without the stretches of `spans`."""
    at, kept = 0, []
    for start, end, _ in spans:
        kept.append(text[at:start])
        at = end
    return " ".join([*kept, text[at:]])


def _put(parts: list[tuple[list[Segment], str]], said: str | Segment, lang: str) -> None:
    """Append a segment (or a piece of one) in `lang` to `parts`; what has no letter or digit (a space, a full stop
    after a gloss) stays with what is before it."""
    seg = said if isinstance(said, Segment) else Segment(said)
    if not seg.text:
        return
    if parts and (parts[-1][1] == lang or not seg.code and not seg.cue and not any(ch.isalnum() for ch in seg.text)):
        parts[-1][0].append(seg)
    else:
        parts.append(([seg], lang))
