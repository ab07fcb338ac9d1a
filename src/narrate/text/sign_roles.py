"""Each sign's role on the page against the word the voice is sent for it: a view of `narrate check` apart from the
reader's own role decisions, so that the two can disagree.

The reader decides what a sign is (text.lexicon, text.signs, text.operators) and says it by that decision; a judge
that asked the same tables would repeat every mistake. This one derives a sign's role from its neighbours in the text
the page shows (text.page_view: a stock CommonMark render), with a small table of its own, and reads what the chunk
sends between the same two neighbours:

* an **arrow** (`->`, `→`, `=>`) alone in its sentence between two short items maps or changes
  (`src/assets → public/images`, `한국어 -> 영어`): heard as "then" or "that is" it becomes a step that follows;
  one with a clause on a side (`I ran the tests -> they all failed`) leads on, where "then" is right and a mapping's
  "to" is not (docs/reading.md's table, one rule); a chain of arrows (`A -> B -> C`) is a sequence, where "then" is
  right; never "minus" or "greater than";
* a spaced **`>`** between two names (`Heartbeats > Create heartbeat`, `設定 > 一般`) is a step of a menu path, and
  one glued to a command after a blank or a CJK character (`>npm i`) a shell prompt: never "greater than";
* a **`~`** before a number (`~$500`) is "about", between two operands a range: never its name ("tilde"), which is
  right only in a path (`~/.ssh`);
* a spaced **`-`** with a word on a side (`1983-11 - 최초의`, `58 - Gallery`) is a dash, a pause: never "minus"; two
  short numbers joined by `-` before a counter (`1-2페이지`) a range, which a bare dash does not say;
* a spaced **`/`** between two fields (`저 / 길벗`) separates them, a slash in a path (`/blog`, `src/a/b`) is the
  path's: never "or";
* a **`^`** before a key (`^⌘⇧4`, `^C`) is the Control key, between operands a power: never "caret";
* a **`*`** glued between two operands (`100px*50%`) multiplies, one opening a name (`*rc`, `*.md`) is a wildcard:
  neither may vanish;
* a **`!`** opening `important`, or glued between two names (`x!r`), negates nothing: never "not".

A finding names the chunk, the sign in its written context, its role and what was sent for it. A sign whose two
neighbours the chunk does not send as written is not judged (the reader said them another way: nothing to compare).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from narrate.patterns import LazyPattern

from .english_choices import MIME_TYPES, NAMES_OF_PLACES, english_choice, fixed_pair
from .english_words import english_word
from .lexicon import slash_kind
from .menu_steps import CLAUSE_MARK, compared_after, step_here
from .numbered_ranges import family_before, numbered_range
from .page_judges import Heard, PageFinding
from .page_view import Page

__all__ = ["names_unshown", "roles_misheard", "signs_alike"]


# What a voice hears for a sign, by meaning, in each language's own words (not narrate's tables: a word the reader
# adds for a sign is still recognised here by its meaning).
_HEARD: dict[str, dict[str, tuple[str, ...]]] = {
    "then": {
        "en": ("then", "next"),
        "zh": ("然後", "然后", "接著", "接着", "之後", "之后"),
        "ja": ("そして", "それから", "次に"),
        "ko": ("그다음", "다음", "그리고", "그 후"),
    },
    "to": {"en": ("to",), "zh": ("到",)},  # a mapping's word ("A to B")
    # An arrow's name: no step, no mapping, no consequence is heard in it (`Dashboard->plugins->add new`).
    # (and the key it names: an arrow between two items said "右方向鍵" is heard as a key, not a mapping — s19 held-out
    # jim60105 Unboxing_niz-atom68-micro82 [37][38], 'Ctrl、Win、Alt → Win、Alt、Ctrl')
    "arrow": {
        "en": ("arrow",),
        "zh": ("箭头", "箭頭", "方向鍵", "方向键"),
        "ja": ("矢印",),
        "ko": ("화살표", "방향키"),
    },
    # A range's words ("A to B", "AからB"): what a pair of waves around a subtitle is not.
    "range": {"en": ("to", "through"), "zh": ("到", "至"), "ja": ("から", "まで"), "ko": ("부터", "까지", "에서")},
    "slash": {"en": ("slash",), "zh": ("斜線", "斜杠", "斜线"), "ja": ("スラッシュ",), "ko": ("슬래시",)},
    "divided": {
        "en": ("divided", "over", "per", "slash"),
        "zh": ("除", "分之", "每", "斜線", "斜杠", "斜线"),
        "ja": ("割る", "分の", "スラッシュ"),
        "ko": ("나누기", "분의", "당", "슬래시"),
    },
    "that is": {"en": ("that is",), "zh": ("即",), "ja": ("つまり",), "ko": ("즉",)},
    # What a pointer (`変更前↓`: shown below) is not: a fall.
    "decline": {
        "en": ("decrease", "decline", "drop"),
        "zh": ("下降", "降低", "减少", "減少"),
        "ja": ("低下", "下降", "減少"),
        "ko": ("하락", "감소"),
    },
    "division": {"en": ("divided", "over"), "zh": ("除以",), "ja": ("割る", "わる"), "ko": ("나누기",)},
    "per": {"en": ("per",), "zh": ("每",), "ja": ("毎", "あたり"), "ko": ("당",)},
    # What an approximate equality (`rho ~= 0`, `≈`) is heard as, and what a limit's arrow (`n -> inf`) is.
    "approximately": {
        "en": ("approximately", "approx", "about", "roughly", "around"),
        "zh": ("约", "約", "近似", "大约", "大約", "大概"),
        "ja": ("約", "およそ", "ほぼ", "近似", "ニアリーイコール"),
        "ko": ("약", "대략", "근사", "거의"),
    },
    "equals": {"en": ("equals", "equal to", "="), "zh": ("等于", "等於", "="), "ja": ("イコール", "="), "ko": ("=",)},
    "tends to": {
        "en": ("tends to", "tend to", "approaches", "approach", "goes to", "going to", "limit"),
        "zh": ("趋近", "趨近", "趋于", "趨於", "逼近"),
        "ja": ("近づ", "極限", "収束"),
        "ko": ("수렴", "가까워", "다가", "한없이", "극한"),
    },
    "from": {"en": ("from",), "zh": ("从", "從"), "ja": ("から",), "ko": ("에서", "부터")},
    "less": {"en": ("less-than", "less than"), "zh": ("小於", "小于"), "ja": ("小なり",), "ko": ("미만", "보다 작")},
    # A union's or a pipe's bar said by a word (a bar sent as written is heard as nothing).
    "union": {
        "en": ("or", "pipe", "bar"),
        "zh": ("或", "竖线", "豎線"),
        "ja": ("または", "パイプ"),
        "ko": ("또는", "파이프"),
    },
    "bang": {
        "en": ("bang", "exclamation"),
        "zh": ("驚嘆號", "惊叹号", "感嘆號", "感叹号"),
        "ja": ("感嘆符", "ビックリ", "エクスクラメーション"),
        "ko": ("느낌표",),
    },
    "minus": {"en": ("minus",), "zh": ("減", "减", "負", "负"), "ja": ("マイナス", "引く"), "ko": ("빼기", "마이너스")},
    "greater": {
        "en": ("greater", "more than"),
        "zh": ("大於", "大于"),
        "ja": ("大なり", "より大きい"),
        "ko": ("초과", "보다 크", "꺾쇠"),
    },
    "tilde": {"en": ("tilde",), "zh": ("波浪",), "ja": ("チルダ",), "ko": ("물결",)},
    "caret": {"en": ("caret",), "zh": ("脫字", "脱字", "插入符"), "ja": ("キャレット",), "ko": ("캐럿",)},
    "power": {"en": ("power",), "zh": ("次方",), "ja": ("乗",), "ko": ("제곱",)},
    "or": {"en": ("or",), "zh": ("或",), "ja": ("または", "もしくは"), "ko": ("또는", "혹은")},
    # A star's name (what a product between two words of a formula is not) and a product's own words.
    "asterisk": {
        "en": ("star", "asterisk"),
        "zh": ("星號", "星号"),
        "ja": ("アスタリスク",),
        "ko": ("별표", "애스터리스크"),
    },
    "times": {"en": ("times", "multiplied"), "zh": ("乘",), "ja": ("かける", "掛ける"), "ko": ("곱하기",)},
    "not": {"en": ("not",), "zh": ("非", "不"), "ja": ("ノット", "否定"), "ko": ("낫", "아닌", "not")},
    "star": {
        "en": ("star", "asterisk", "times", "wildcard"),
        "zh": ("星", "乘"),
        "ja": ("アスタリスク", "かける"),
        "ko": ("별표", "곱하기"),
    },
}


def _words(meaning: str, lang: str) -> tuple[str, ...]:
    table = _HEARD[meaning]
    return table.get(lang.split("-")[0], ()) + (table["en"] if not lang.startswith("en") else ())


@dataclass(frozen=True)
class _Role:
    """A sign's role where it stands: what it is, the words that mishear it, its neighbours (what the chunk must send
    around it) and, for a sign that must not vanish, whether a bare gap between them is a finding."""

    sign: str
    role: str
    wrong: tuple[str, ...]  # meanings of _HEARD
    left: str
    right: str
    kept: bool = False  # the sign must be said: nothing between its neighbours is a finding
    said: str = "star"  # with `kept`: the meaning of _HEARD whose words say the sign ("": any word says it)
    raw: bool = True  # with `kept`: the sign sent as written is heard (a bar is not)
    bare: str = ""  # the sign sent as written is a finding too (a range's dash)
    near: float = 0.0  # how far into the text the page shows it the sign stands (0 to 1)
    # with `kept`: characters after the right neighbour where the sign's word may stand too (a Korean or Japanese verb
    # follows its object: `n이 inf로 수렴하면`, `x が 0 に近づく`)
    after: int = 0


# The signs whose role is judged, each alternative first tested on its one or two characters.
_SIGN = LazyPattern(r"-{1,3}>|={1,2}>|[→⇒⟶↓↑]| - |(?<=\d)-(?=\d|[A-Za-z]{1,4}\d)| / | \| |[>~〜～^*!/]")
_SIGN_CHARS = frozenset("->=→⇒⟶↓↑~〜～^*!/|")
_ARROWS = LazyPattern(r"-{1,3}>|={1,2}>|[→⇒⟶]")
# The word before a place, matched on the window before it read backwards (one match from its end; a search for
# `([^\W_]{1,40})[^\w\n]{0,3}$` tried every place of the window and went through each word to its end from there).
_LEFT_BACKWARDS = LazyPattern(r"[^\w\n]{0,3}([^\W_]{1,40})")
_RIGHT = LazyPattern(r"^[^\w\n]{0,3}([^\W_]{1,40})")
_SENTENCE_MARK = LazyPattern(r"[.。!?！？\n](?:\s|$)|[。！？]")
_CJK = LazyPattern(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]")
_URL = LazyPattern(r"\b[a-z][a-z0-9+.-]{1,15}://\S+|\bwww\.\S+", re.I)
_KEYS = frozenset("⌘⇧⌥⌃")
_FIELD_END = LazyPattern(r"[/,，、:：;；()（）.。!?！？\n]")
# What a wildcard opens: a file's suffix or a name's tail (`*.md`, `*_test.ts`, `*rc`), not an emphasised word.
_WILDCARD = LazyPattern(r"[._][\w.-]|[a-z]{1,3}(?![\w*])")
# A particle right after a sign: the sign is what the sentence talks about (`-> が置かれ`, `==는`).
_PARTICLE = LazyPattern(r" ?[がはをのとにでも](?![\u3040-\u309f])|[는은을를이가의와로](?=[\s,.]|$)")


def _token(text: str, at: int, *, before: bool) -> str:
    """The word next to position `at` (through at most three signs or blanks), in one script (a reader puts a blank
    between Latin and CJK: `今までMarkdown` is sent `今まで Markdown`): its last (or first) six characters."""
    if before:
        window = text[max(0, at - 48) : at]
        # (what the search ending in `$` found: `$` stands before a last line break too)
        found = _LEFT_BACKWARDS.match((window[:-1] if window.endswith("\n") else window)[::-1])
        return _one_script(found.group(1)[::-1], last=True)[-6:] if found else ""
    found = _RIGHT.match(text[at : at + 48])
    return _one_script(found.group(1), last=False)[:6] if found else ""


def _one_script(word: str, *, last: bool) -> str:
    """The run of `word`'s last (or first) character's script, Latin or not."""
    latin = (word[-1] if last else word[0]).isascii()
    cut = next((n for n, ch in enumerate(reversed(word) if last else word) if ch.isascii() != latin), len(word))
    return word[len(word) - cut :] if last else word[:cut]


def _sentence(text: str, at: int) -> str:
    """The sentence of `text` around position `at`."""
    start = max((m.end() for m in _SENTENCE_MARK.finditer(text, max(0, at - 400), at)), default=max(0, at - 400))
    end = next((m.start() for m in _SENTENCE_MARK.finditer(text, at, at + 400)), min(len(text), at + 400))
    return text[start:end]


@dataclass(frozen=True)
class _At:
    """A sign where the page shows it: the text, the sign's span, the characters either side, its neighbours' words."""

    text: str
    sign: str
    start: int
    end: int
    before: str
    after: str
    left: str
    right: str
    prose: str = ""  # (the text without its code spans, where known: a name in code keeps its slash)
    names: frozenset[tuple[str, str]] = frozenset()  # (the article's slashed names: text.names_as_choices)

    def role(self, role: str, wrong: tuple[str, ...], **more: Any) -> _Role:
        near = self.start / max(1, len(self.text))
        return _Role(self.sign, role, wrong, self.left, self.right, near=near, **more)


def _role(
    text: str, found: re.Match[str], prose: str = "", names: frozenset[tuple[str, str]] = frozenset()
) -> _Role | None:
    """A sign's role from its neighbours in `text` (what the page shows; `prose`: the same without its code spans, where
    known; `names`: the `a/b` pairs the article writes in its addresses and paths), or None where it has none judged
    here."""
    start, end = found.start(), found.end()
    if _PARTICLE.match(text, end):
        return None  # the sign is named, the subject of its sentence (`-> が置かれ`, `==는`): said by its name
    at = _At(
        text,
        found.group(),
        start,
        end,
        text[start - 1 : start],
        text[end : end + 1],
        _token(text, start, before=True),
        _token(text, end, before=False),
        prose,
        names,
    )
    judge = _ROLES.get(at.sign, _arrow)
    return judge(at)


def _arrow(at: _At) -> _Role | None:
    role = _arrow_role(at)
    if role is None or not at.left or role.kept or role.role in _ARROWS_UNSAID:
        return role  # (a limit says its own word: 'tends to')
    # Between two items an arrow is said whatever its role (a step's "then", a mapping's "to", a consequence's "so"):
    # sent as a colon's or a comma's pause, its word is lost (s18 held-out 12306hujunjie oci-series-index [63]
    # `入门指南 → 了解基础概念` heard "入门指南：了解基础概念", 30 of 88 holes; s16/s17 rulings "Arrows").
    return replace(role, kept=True, said="", raw=False)


# An arrow that is a key: the word "key" right after it, or a key's `+` or a verb of pressing right before it.
_KEY_AFTER = LazyPattern(r"\s?(?:鍵|键|キー|키|key\b)", re.I)
_KEY_BEFORE = LazyPattern(r"(?:\+|按|押す?|누르고|누르면|눌러|press|hit)\s?$", re.I)


# The arrows' roles that are said as nothing on purpose: a pointer (shown below), a member's access, a comment's
# marker (their judges ask for no word between their neighbours).
_ARROWS_UNSAID = frozenset({"a pointer", "a member's access", "a comment's marker"})


def _arrow_role(at: _At) -> _Role | None:
    if at.start and at.before in "-<!=":
        return None  # a double arrow (`<->`, `<=>`)
    if at.sign == "-->" and "<!--" in at.text[max(0, at.start - 2000) : at.start]:
        # An HTML comment's close the page shows (a marker written in a code span: `<!-- truncate -->`, s17 held-out
        # hiroaki-com docusaurus-stripe-support-button [35], heard "小なりエクスクラメーションハイフンハイフン truncate
        # マイナスマイナス大なり"): a comment's marker, never its signs' arithmetic — no minus, no greater-than.
        return at.role("a comment's marker", ("minus", "greater", "less", "bang", "arrow", "then"))
    if at.sign in "↓↑":
        # A pointer after a word at a line's or a text's end (`変更前↓`): what the page shows below or above; never a
        # fall ("低下").
        return at.role("a pointer", ("decline",)) if at.left and _ends_line(at) else None
    if _KEY_AFTER.match(at.text, at.end) or _KEY_BEFORE.search(at.text, max(0, at.start - 12), at.start):
        return None  # an arrow key pressed (`按 → 鍵`, `Ctrl + →`, `press →`): its name is what the page means
    limit = _limit(at)
    if limit is not None:
        return limit
    if _member_access(at):
        # A member's access glued between two names (`cur->data`, `p->next`): no step, no mapping, no "then".
        return at.role("a member's access", ("to", "then", "that is", "minus", "greater"))
    # A chain of arrows is a sequence, and so are two menu items (`[作成]->[次へ]`, `New->Create New App`).
    chain = _in_chain(at) or (at.before == "]" and at.after == "[") or _menu(at.left, at.right)
    if chain:
        return at.role("steps", ("that is", "minus", "greater", "arrow"))
    if _names(at):
        # Two names either side in a CJK sentence (`MQTT → AMQP 메시지 흐름`, `Markdown→HTMLとして`): what one becomes,
        # whatever clause holds them.
        return at.role("leads to", ("then", "that is", "minus", "greater", "arrow"))
    if _clause(at.text[max(0, at.start - 40) : at.start], before=True) or _clause(at.text[at.end : at.end + 40]):
        # What a clause leads to (`I ran the tests -> they all failed`): "then" is its word, a mapping's is not.
        # A Korean consequence (a subject with its predicate, a predicate made a noun) heard as a mapping's from…to is
        # as wrong (`오류가 서로 상쇄 -> 분산 감소` heard "상쇄에서 분산 감소", `설정 → 효과 없음` "설정에서 효과 없음":
        # s17 held-out dh5473 ensemble-and-bagging [91], airflow [16]) — not where a quotation or a version stands at the
        # arrow (`"…" → 4.7: "…"`: what one version said, then the next's, a change from…to).
        korean = _korean_consequence(at.text[max(0, at.start - 40) : at.start], at.text[at.end : at.end + 40])
        return at.role(
            "leads on", ("to", "from", "minus", "greater", "arrow") if korean else ("to", "minus", "greater", "arrow")
        )
    return at.role("leads to", ("then", "that is", "minus", "greater", "arrow"))


# A limit's two sides (the lead's s17 ruling "Arrows, extended": 'x→0', 'h→0', 'n → ∞'): a variable — one Latin or
# Greek letter, with a subscript, a superscript or a Δ before it (`n`, `B`, `β₁ᵗ`, `Δx`) — and infinity or a number.
_VARIABLE = LazyPattern(
    r"(?:Δ|\\Delta\s?)?[A-Za-zα-ωΑ-Ω][\u2080-\u209c\u1d62-\u1d6a\u2070-\u207f\u1d2c-\u1d61_0-9]{0,3}"
)
_VERB_AFTER = 12  # (characters after a limit's value where a Korean or Japanese verb of tending stands)
_LIMIT_VALUE = LazyPattern(r"\s{0,2}(?:[+-]?∞|[+-]?inf(?:inity)?(?![A-Za-z])|[+-]?\d+(?:\.\d+)?(?![\d.:/-]))")


def _limit(at: _At) -> _Role | None:
    """An arrow between a variable and infinity or a number (`n -> inf이면`, `B -> inf로 보내면`, `β₁ᵗ → 0이 되므로`,
    `h→0`): a limit, owed 'tends to' (趋近于 / 近づく / 수렴); heard as a step, a mapping's from…to or nothing is a
    misreading (dropped: a hole). Not a version's or a value's change (`v1 → 2`, `443 → 8080`: a number on the left),
    nor a name's (`State → 0` is no variable of one letter)."""
    if at.sign not in ("->", "→", "⟶"):
        return None
    head = at.text[max(0, at.start - 12) : at.start].rstrip()
    found = _VARIABLE.search(head)
    while found is not None and found.end() != len(head):
        found = _VARIABLE.search(head, found.start() + 1)
    if found is None or (found.start() > 0 and (head[found.start() - 1].isalnum() or head[found.start() - 1] in "_.")):
        return None
    value = _LIMIT_VALUE.match(at.text, at.end)
    if value is None:
        return None
    wrong = ("then", "from", "that is", "minus", "greater", "arrow")
    return at.role("a limit", wrong, kept=True, said="tends to", raw=False, after=_VERB_AFTER)


def _approximately(at: _At) -> _Role | None:
    """A wave before an equals sign in prose between two operands (`rho ~= 0`, `OOB 비율 ~= e^(-1) ~= 36.8%`): an
    approximate equality, owed 'approximately' (约等于 / 約 / 약); heard as an exact '=' the listener is told
    something false (s17 held-out dh5473 ensemble-and-bagging [71][92][98]). In code (`x ~= nil`, Lua's and MATLAB's
    not-equal) it is no judge's: the page's code spans are left out."""
    if not at.left or not at.prose or _prose_at(at) is False:
        return None
    return at.role("approximately", ("tilde",), kept=True, said="approximately", raw=False)


def _prose_at(at: _At) -> bool:
    """Whether the sign with its left neighbour stands in the text's prose (not in a code span)."""
    piece = at.text[max(0, at.start - len(at.left) - 2) : at.end + 1]
    return piece in at.prose


def _member_access(at: _At) -> bool:
    """Whether an arrow is glued between two names of code (`cur->data`, `p->next`): a Latin name, a bracket's or an
    index's close before (not a CJK word, `表單->power`), a lowercase name after."""
    if at.sign != "->" or not at.before.isascii():
        return False
    if _MENU_WORD.search(at.text, max(0, at.start - 40), at.start):
        return False  # (a capitalised word is a menu's item, `Dashboard->Plugins->add new`: no pointer's name)
    return (at.before.isalnum() or at.before in ")]_") and (at.after.islower() or at.after == "_")


_MENU_WORD = LazyPattern(r"(?:^|(?<=[\s>]))[A-Z][a-z]{2,}$")


# What ends a clause's stretch of an arrow (a chain's arrows are in one).
_CLAUSE_END = LazyPattern(r"[,，、;；。.!?！？\n]")
_ASIDE = LazyPattern(r"[(（][^()（）\n]{1,60}[)）]")  # (a bracketed aside: `（VCC、GND、TXD、RXD）`)
_ASIDE_MARK = LazyPattern(r"·+")


def _in_chain(at: _At) -> bool:
    """Whether another arrow stands one short item away in the arrow's own stretch of its sentence (`A -> B -> C`; not
    an arrow of the clause before a comma, `…，-> 学习…，尝试给小爱刷机 -> 小米…`, nor a second pair,
    `Markdown→HTMLとしていたところをMarkdown→JSX`)."""
    # (an item's aside in brackets is part of the item, its commas no clause's end: `四根杜邦线（VCC、GND、TXD、RXD）→
    # STM32最小系统板`, s17 dev wangzhaohan2910 短路时，谁会烧坏？ [18], a chain of four)
    text = _ASIDE.sub(lambda m: "·" * len(m.group()), at.text[max(0, at.start - 200) : at.end + 200])
    offset = max(0, at.start - 200)
    start, stop = at.start - offset, at.end - offset
    starts = [m.end() for m in _CLAUSE_END.finditer(text, 0, start)]
    end = _CLAUSE_END.search(text, stop)
    first = starts[-1] if starts else 0
    before = [m for m in _ARROWS.finditer(text, first, start) if m.end() <= start]
    after = _ARROWS.search(text, stop, end.start() if end else len(text))
    gaps = ([_ASIDE_MARK.sub("", text[before[-1].end() : start])] if before else []) + (
        [_ASIDE_MARK.sub("", text[stop : after.start()])] if after else []
    )
    return any(
        len(gap.strip()) <= 24 and len(gap.split()) <= 3 and len(_HAN_KANA.findall(gap)) <= 6 for gap in gaps
    )  # (an item between: `A -> B -> C`)


# A Latin name right before or after a sign (`今までMarkdown→HTMLとして`: CJK glued on either side).
_LATIN_TAIL = LazyPattern(r"(?<![A-Za-z0-9.+#-])([A-Za-z0-9][A-Za-z0-9.+#-]{0,40}) ?$")
_LATIN_HEAD = LazyPattern(r" ?([A-Za-z0-9][A-Za-z0-9.+#-]{0,40})")


def _names(at: _At) -> bool:
    """Whether the arrow stands between two Latin names (a capital or a digit first) in a CJK sentence."""
    tail = _LATIN_TAIL.search(at.text, max(0, at.start - 40), at.start)
    head = _LATIN_HEAD.match(at.text, at.end)
    if tail is None or head is None:
        return False
    left, right = tail.group(1), head.group(1)
    if not ((left[0].isupper() or left[0].isdigit()) and (right[0].isupper() or right[0].isdigit())):
        return False
    return _CJK.search(at.text, max(0, at.start - 30), min(len(at.text), at.end + 30)) is not None


def _korean_consequence(before: str, after: str) -> bool:
    """Whether the fields either side of an arrow are Korean words, one of them a clause by its grammar alone (a
    subject with its predicate, a predicate made a noun) — no quotation or number at the arrow."""
    left = _FIELD_END.split(before)[-1].strip()
    right = _JA_CASE.split(_FIELD_END.split(after)[0].strip(), maxsplit=1)[0]
    if not (_HANGUL.search(left) and _HANGUL.search(right)) or left[-1:] in _SAID_BEFORE or right[:1] in _SAID_AFTER:
        return False
    if right[:1].isdigit() or left[-1:].isdigit():
        return False
    return any(_KO_NOMINAL.search(side) or _KO_SUBJECT.search(side) for side in (left, right))


def _clause(side: str, *, before: bool = False) -> bool:
    """Whether the words on one side of an arrow, up to the field's end, are a clause rather than a short item: four
    words or more (`I ran the tests`), or a CJK predicate's ending (`영어 번역을 했습니다`, `结果全部失败了`,
    `全部失敗しました`), or a sentence's end or a quotation beside the arrow; not `src/assets`, `영어 전처리 과정`."""
    edge = side.rstrip()[-1:] if before else side.lstrip()[:1]
    if edge and edge in (_SAID_BEFORE if before else _SAID_AFTER):
        return True  # after a sentence's end or a quotation, before a quotation: what a clause leads to
    parts = _FIELD_END.split(side)
    field = (parts[-1] if before else parts[0]).strip()
    if not before:
        # A Japanese term after the arrow ends at its case particle (`ドメイン -> エンドポイントを指定します`: the pair
        # is what is specified, a mapping), not at the sentence's predicate (s15 held-out if001 http-portal-for-blog
        # [27]).
        field = _JA_CASE.split(field, maxsplit=1)[0]
    if _HAN_KANA.search(field):  # (Chinese and Japanese have few blanks: `每 60 秒秒針會轉 6 度` is three words)
        return _PREDICATE.search(field) is not None or len(_WORDY.findall(field)) >= 4
    if _HANGUL.search(field):  # (a Korean noun phrase has blanks too: `동일한 객체 참조 여부 비교` is no clause)
        # (nor a two-word item; but a subject with its predicate, `오류가 서로 상쇄`, and a predicate made a noun by
        # -음/-함/-됨, `효과 없음`, `증가함`, are clauses however short: a consequence, no item)
        return (
            _PREDICATE.search(field) is not None
            or _KO_VERB.search(field) is not None
            or _KO_NOMINAL.search(field) is not None
            or _KO_SUBJECT.search(field) is not None
        )
    return len(field.split()) >= 4 or _PREDICATE.search(field) is not None


_HAN_KANA = LazyPattern(r"[\u3040-\u30ff\u3400-\u9fff]")
# A Japanese case particle after a term (katakana, kanji or Latin), before more words: where a noun phrase ends.
_JA_CASE = LazyPattern(r"(?<=[\u30a0-\u30ff\u3400-\u9fffA-Za-z0-9])[をがはにへ](?=[\u3040-\u30ff\u3400-\u9fff])")
_WORDY = LazyPattern(r"\S*[^\W\d_]\S*")  # (a blank-free run with a letter in it)
_HANGUL = LazyPattern(r"[\uac00-\ud7a3]")
# A Korean verb's ending inside a field (a condition, a cause, a sequence): the field is a clause.
_KO_VERB = LazyPattern(
    r"(?<=[\uac00-\ud7a3])(?:면|며|니까|지만|는데|어서|아서|해서|하고|되고|하여|라고|다가)(?![\uac00-\ud7a3])"
    r"|(?<![\uac00-\ud7a3])않[아고](?![\uac00-\ud7a3])"
)
# A Korean predicate made a noun, closing a field (`효과 없음`, `값이 같음`, `증가함`, `적용됨`): a verb's stem with -음
# after its final consonant, or 하다/되다 as 함/됨 — after a word of its own (a noun that ends so, `다음`, `처음`, `마음`,
# `소음`, is one word, never a predicate of a field's two words).
_KO_NOMINAL = LazyPattern(r"\S\s+[\uac00-\ud7a3]*(?:[있없않같높낮좋많적][음]|[\uac00-\ud7a3][함됨])$")
# A Korean subject or topic particle on a word with words after it (`오류가 서로 상쇄`): a subject and its predicate.
_KO_SUBJECT = LazyPattern(r"[\uac00-\ud7a3](?:이|가|은|는)\s+\S+")
_SAID_BEFORE = frozenset(".!?。！？\"”」』'’,，、;；")  # (after a comma the arrow leads on from the clause before)
_SAID_AFTER = frozenset("\"“「『'‘")


# A Korean, Chinese or Japanese predicate closing a field: a clause, not a name.
_PREDICATE = LazyPattern(r"[\uac00-\ud7a3][다요]$|[\u4e00-\u9fff]了$|(?:ます|です|ました|でした|[っいしきけれ]た)$")


def _greater(at: _At) -> _Role | None:
    if (
        at.before == " "
        and at.after == " "
        and _named(at.left)
        and _named(at.right)
        and compared_after(at.text, at.start)
    ):
        # (a condition's word after the right-hand term, '在 内存 > 阈值 时开启…': two terms compared, never a menu's
        # step — s17 review of the text rules, text2 M1, heard '在内存，然后阈值时')
        return at.role("a comparison", ("then",))
    if (
        at.before == " "
        and at.after == " "
        and _named(at.left)
        and _named(at.right, capital=True)
        and _step_context(at.text, at.start)
    ):
        # (sent as written, the voice reads the sign as "greater than" too: s16 held-out ZhenShuo2021 smb-signing [23]
        # '在 System > Services 修改' heard 大於; the s17 ruling "Angle brackets": a menu step, said like an arrow's)
        # (a sign its sentence names, '用 > 符號把資料寫到…', is said by its name: no step, not judged bare)
        named = at.right.startswith(("符號", "符号", "記号", "기호", "sign", "symbol"))
        return at.role("a menu step", ("greater",), bare="" if named else f"{at.left} > {at.right}")
    if (not at.before or at.before.isspace() or _CJK.match(at.before)) and at.after.isascii() and at.after.islower():
        return at.role("a prompt", ("greater",))
    return None


def _step_context(text: str, sign: int) -> bool:
    """Whether the spaced '>' at `sign` is a menu's step where the page shows it: a chain of them on its line ("Settings
    > Privacy > Camera"), or a sentence that goes there with no condition on its terms (text.menu_steps.step_here, the
    reader's own predicate: a judge that called every 'Name > Name' a step pushed comparisons, "maxRetries > Timeout",
    "iPhone > Android", to be read as steps — s17 review of the text rules, text2 M2). The path may start at any of the
    few words before the sign ("Go to Amazon Cognito > User Pools")."""
    line_start = text.rfind("\n", 0, sign) + 1
    line_end = text.find("\n", sign)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    at = sign - line_start
    if " > " in line[max(0, at - 40) : at] or " > " in line[at + 1 : at + 41]:
        return True
    clause_start = max((m.end() for m in CLAUSE_MARK.finditer(text, max(line_start, sign - 40), sign)), default=-1)
    first = max(line_start, sign - 40, clause_start)
    starts = [first] + [first + m.end() for m in _BLANKS.finditer(text[first:sign].rstrip())]
    return any(step_here(text, start, sign) for start in starts)


_BLANKS = LazyPattern(r"\s+")


def _wave(at: _At) -> _Role | None:
    if at.after == "=" and at.before != "!":
        return _approximately(at)
    if at.after in "/\\~〜～" or _HOME_DOT.match(at.text, at.end) or (at.before and at.before in "/.~:@〜～"):
        # a path's home (`~/`, Windows' `~\.ssh`, which the page shows `~.ssh`, a prompt's `:~$`), a struck or
        # doubled wave
        return None
    if _paired(at.text, at.start) and at.left and at.right:
        # Two waves around words on one line (`ロメリア戦記～伯爵令嬢、…～ 3巻`): a subtitle's or an aside's marks, a
        # pause, no range: neither is "from" or "to".
        return at.role("a pair's mark", ("range", "tilde"))
    number = at.after.isdigit() or at.after in "$¥€£"
    if number and (not at.before or at.before in " ("):
        return at.role("about", ("tilde",))
    return at.role("a range", ("tilde",)) if number or (at.left and at.right) else None


_WAVES = "~〜～"
_HOME_DOT = LazyPattern(r"\.[A-Za-z]")  # (a hidden file's or folder's name right after a home's wave)


def _paired(text: str, at: int) -> bool:
    """Whether the wave at `at` has a partner on its line within 60 characters, with words and no digit between (the
    two marks of a subtitle or an aside, not a range's `1～3`)."""
    line_start = text.rfind("\n", 0, at) + 1
    line_end = text.find("\n", at)
    line_end = len(text) if line_end < 0 else line_end
    for other in (text.find(ch, at + 1, min(line_end, at + 61)) for ch in _WAVES):
        if other > at + 2 and _words_between(text[at + 1 : other]) and not _two_ranges(text, at, other):
            return True
    back = max(text.rfind(ch, max(line_start, at - 60), at) for ch in _WAVES)
    return back >= 0 and back < at - 2 and _words_between(text[back + 1 : at]) and not _two_ranges(text, back, at)


def _words_between(inside: str) -> bool:
    """Whether what two waves hold is words glued to both (`～ただの…件～`), not a spaced chain (`DB ~ DW ~ Dashboard`)
    nor numbers."""
    if inside[:1].isspace() or inside[-1:].isspace():
        return False
    return not any(ch.isdigit() for ch in inside) and sum(ch.isalpha() for ch in inside) >= 2


def _two_ranges(text: str, first: int, second: int) -> bool:
    """Whether the waves at `first` and `second` are two ranges of a list (`月曜～金曜、土曜～日曜`, `東京〜大阪、大阪〜福岡`):
    a list's separator between them, and the second wave glued to a word on its right, its own range's end (a
    subtitle's closing wave stands before a blank, a bracket or the line's end: `～軍隊組織する～ 3巻`)."""
    after = text[second + 1 : second + 2]
    return bool(after) and after.isalpha() and _LIST_SEPARATOR.search(text, first + 1, second) is not None


_LIST_SEPARATOR = LazyPattern(r"[、，,；;]")


def _dash(at: _At) -> _Role | None:
    # A dash before a word that is not an operand: a title's (`58 - Gallery`), after a number or a clause (`11 -
    # 최초의`, `+0.5) - and`); two lower-case names either side may be a difference (`actual - expected`).
    left, right = at.left, at.right
    spaced = _range(at.text, at.start, at.end, left, spaced=True) if left.isdigit() and right.isdigit() else None
    if spaced is not None:
        return spaced
    if (
        _named(right)
        and (len(left) >= 2 or left.isdigit())
        and not (left.isascii() and left.isalpha() and right[0].islower())
    ):
        return at.role("a dash", ("minus",))
    return None


def _fields(at: _At) -> _Role | None:
    """A spaced slash between two fields of words (`저/권오인 역 / 길벗`, `Stephen Collbert / Jimmy Fallon`); between two
    words alone it may mean "or"."""
    if not at.left or not at.right:
        return None
    division = _spaced_division(at)
    if division is not None:
        return division
    if at.left.isdigit() or at.right.isdigit():
        return None
    if _english_pair(at):
        # Two ordinary lower-case words of an English sentence (`for math / code`, s18 dev yewentao256 deepseek_v3
        # [19]): a choice, "or" — the sign's name is misheard there too (the s16 ruling).
        return at.role("alternatives", ("division", "slash"))
    return _field_run(at)


def _spaced_division(at: _At) -> _Role | None:
    """A spaced slash that divides (in a formula, or between two operands), which must be heard as one; None else."""
    if _in_formula(at):
        # A spaced slash on the right of a formula's `=` (`number of sets = number of lines / N`, `Availablity = MTTF /
        # (MTTF + MTTR)`): a division, heard by its word, never by the sign's name.
        return at.role("a division", ("slash",), kept=True, said="division")
    if (at.left.isdigit() or at.text[at.start - 1 : at.start] in ")）") and (
        at.right.isdigit() or at.text[at.end : at.end + 1] in "(（"
    ):
        # A spaced slash between two operands (`( 現在秒數 ) / 10`, `1000 / 60`): a division, which must be heard.
        return at.role("a division", ("slash",), kept=True, said="divided")
    return None


def _english_pair(at: _At) -> bool:
    """Whether a spaced slash stands between two ordinary lower-case words of an English sentence (a choice, "or")."""
    return (
        at.left.islower()
        and at.right.islower()
        and english_word(at.left)
        and english_word(at.right)
        and not _CJK.search(_sentence(at.text, at.start))
    )


def _field_run(at: _At) -> _Role | None:
    """A spaced slash between runs of words (fields, "or") or two names (alternatives), read from the text around it."""
    left = _FIELD_END.split(at.text[max(0, at.start - 30) : at.start])[-1].strip()
    right = _FIELD_END.split(at.text[at.end : at.end + 30])[0].strip()
    if _code_names(at) and _CJK.search(_sentence(at.text, at.start)):
        # (two names set as code either side of the slash in a CJK sentence, `netstat` / `tasklist` 로: alternatives,
        # never the sign's name — s20 dev KimPopsong 202602221340 [35])
        return at.role("alternatives", ("division", "slash"))
    if " " in left and " " in right:
        if left.islower() and right.islower() and not _CJK.search(_sentence(at.text, at.start)):
            # (two lower-case phrases of an English sentence, `various inshore potters / creel boats, netters`: things of
            # one kind, alternatives, "or" right — s17 dev aceofgreens wild_atlantic_way [35], found before as fields)
            return None
        return at.role("a field separator", ("or",))
    # Two names or words with no formula around them (`SecureStack / LockedStack`): alternatives, never a division
    # (the s15 ruling "Slash": between English words or names it is "or"; its name is not judged here — `HTML5 /
    # CSS3`, `uvx / uv tool install` said "slash" no reader of s12-s14 logged).
    if not (_named(at.left) and _named(at.right)):
        return None
    if at.left.isascii() and at.right.isascii() and _CJK.search(_sentence(at.text, at.start)):
        # (two Latin names in a CJK sentence, `netstat / tasklist 로`, `application.yaml / docker-compose.yaml 에서`:
        # the sentence's alternatives, "or" or a pause; the sign's name is heard as one of its words — s20 dev
        # KimPopsong 202602221340 [6][35])
        return at.role("alternatives", ("division", "slash"))
    return at.role("alternatives", ("division",))


def _code_names(at: _At) -> bool:
    """Whether a spaced slash's neighbours are names both set as code (`` `netstat` / `tasklist` ``): the page's text
    without its code spans (`prose`) holds neither."""
    if not (_named(at.left) and _named(at.right) and at.left.isascii() and at.right.isascii()):
        return False
    if at.before == at.after == "`":
        return True
    return bool(at.prose) and at.left not in at.prose and at.right not in at.prose


def _slash(at: _At) -> _Role | None:
    if _NETWORK_BEFORE.search(at.text, max(0, at.start - 40), at.start) and _NETWORK_AFTER.match(at.text, at.end):
        # A network's prefix length or a port's protocol (`10.0.0.0/24`, `8080/tcp`): no division, no rate.
        return at.role("an address's", ("division", "per"))
    if _abbreviation(at):
        return at.role("an abbreviation's", ("slash", "or"))
    choice = _choice(at)
    if choice:
        # English words (`feature/enhancement`, `users/revenue/growth`) or, in a CJK sentence, names (`Hubble
        # UI/Relay로`, `HttpWebRequest/HttpWebResponse`) joined by slashes: a choice, "or" (the s16 ruling "Slash between
        # Latin words", s15 held-out eonist, wlals2, if001): never the sign's name, nor a rate's "per" between words.
        return at.role("alternatives", ("slash", *choice))
    if _rate(at):
        # A count over what a rate counts by (`a few dollars/month`, `10,000 POST requests /minute`): "per" (the s15
        # ruling "Slash": in a unit rate 'per'), never the sign's name nor "or" (s21 held-out weirdion [21][75]).
        return at.role("a rate", ("slash", "or"))
    if _in_path(at.text, at.start):
        return at.role("a path's", ("or",))
    if _CJK_WORD.match(at.before) and _CJK_WORD.match(at.after):
        # Between two CJK words (`輸入/輸出`, `東部/西部流量`, `或/和`) a slash is a pause, never "or" (the s15 ruling
        # "Slash": the pair is one term, ingress-and-egress, east-west).
        return at.role("a pause", ("or",))
    if _cjk_phrases(at):
        # Between two CJK phrases, one of them a quantity (`2年以下の懲役/100万円以下の罰金`, `（2年/100万円）`: one
        # penalty or the other, s20 dev 1210yuichi0 個人情報保護法 概要 [19]-[21][119]-[121]): a choice or a pause, never
        # the sign's name, which the listener hears as a word of the sentence.
        return at.role("alternatives", ("slash",))
    if _alternatives(at):
        # Between two English words glued (`1 process/thread`, `input/output`): "or", never a rate's "per" — unless the
        # second is what a rate counts by (`requests/second`) or the first is a plural count (`bytes/cycle`). (Its
        # name is not judged: one slash may join a path's or a package's two names, `src/main`, `encoding/json`.)
        return at.role("alternatives", ("per", "division"))
    return None


def _whole_words(at: _At) -> tuple[str, str]:
    """The whole Latin words or numbers either side of a slash, through one blank (a neighbour's token keeps only its
    last or first six characters)."""
    left = _WORD_BEFORE.search(at.text, max(0, at.start - 40), at.start)
    right = _WORD_AFTER.match(at.text, at.end, at.end + 40)
    return (left.group(1) if left else "", right.group(1) if right else "")


_WORD_BEFORE = LazyPattern(r"(?<![A-Za-z0-9])([A-Za-z]+|\d+) ?$")
_WORD_AFTER = LazyPattern(r" ?([A-Za-z]+|\d+)(?![A-Za-z0-9])")


def _rate(at: _At) -> bool:
    """Whether a slash glued to what a rate counts by (`/month`, `/minute`) follows a plural count or a number, glued
    or after one blank (`dollars/month`, `requests /minute`, `5/day`), and ends its run (no third part, no suffix: not
    `/api/day`, `/month.html`)."""
    right = at.right
    if not (at.after.isalpha() and right.isalpha() and right.lower() in _RATE_UNITS):
        return False
    if at.before == " ":
        if at.text[at.start - 2 : at.start - 1] in ("", " ") or not at.text[at.start - 2].isalnum():
            return False
    elif not at.before.isalnum():
        return False
    tail = at.text[at.end + len(right) : at.end + len(right) + 1]
    if tail in ("/", ".") and at.text[at.end + len(right) + 1 : at.end + len(right) + 2].isalnum() or tail == "/":
        return False
    left = _whole_words(at)[0]
    plural = left.isalpha() and left.endswith("s") and not left.endswith(("ss", "us", "is")) and english_word(left)
    return plural or left.isdigit()


_CJK_WORD = LazyPattern(r"[\u3400-\u9fff\uac00-\ud7a3\u3041-\u3096\u30a1-\u30fa]")
# What a rate counts by: a unit of time, or the unit a quantity is shared out over.
_RATE_UNITS = frozenset(
    "second seconds sec secs minute minutes min mins hour hours day days week weeks month months year years "
    "unit capita person user node core cycle clock call request page".split()
)


def _cjk_phrases(at: _At) -> bool:
    """Whether a glued slash joins a number and a CJK word, each side's field (up to the next comma, bracket or slash)
    holding CJK words: `懲役/100万円`, `2年/100万円`, `100万円/年` — not a fraction's or a date's digits alone (`1/2`,
    `2024/4`), nor a path's names."""
    if not (_CJK_WORD.match(at.before) and at.after.isdigit() or at.before.isdigit() and _CJK_WORD.match(at.after)):
        return False
    left = _FIELD_END.split(at.text[max(0, at.start - 30) : at.start])[-1]
    right = _FIELD_END.split(at.text[at.end : at.end + 30])[0]
    return bool(_CJK_WORD.search(left)) and bool(_CJK_WORD.search(right))


def _alternatives(at: _At) -> bool:
    """Whether a glued slash joins two English words of three letters or more, the first no plural count and the
    second no unit a rate counts by (`process/thread`, `read/write`; not `requests/second`, `bytes/cycle`)."""
    left, right = at.left, at.right
    if not (at.before.isalpha() and at.after.isalpha() and left.isascii() and right.isascii()):
        return False
    if not (left.isalpha() and right.isalpha() and len(left) >= 3 and len(right) >= 3):
        return False
    plural = left.endswith("s") and not left.endswith(("ss", "us", "is"))
    tail = at.text[at.end + len(right) : at.end + len(right) + 2]
    joined = tail[:1] == "/" or tail[:1] == "." and tail[1:].isalnum()  # (a third part or a suffix: a name's slash)
    return not plural and right.lower() not in _RATE_UNITS and not joined


# A run of Latin words or names joined by glued slashes, whole (no path, URL, version or file name around it); a name
# may hold digits after its first letter (`pybind11`, `pyo3`).
_SLASHED_RUN = LazyPattern(
    r"(?<![A-Za-z0-9_/.:@#$%&=~-])[A-Za-z][A-Za-z0-9]{1,19}(?:/[A-Za-z][A-Za-z0-9]{1,19}){1,3}"
    r"(?![A-Za-z0-9_/.:@#$%&=~(-])"
)


def _choice(at: _At) -> tuple[str, ...]:
    """The wrong meanings beside the sign's name for a glued slash in a run of ordinary English words, each common in
    the word list, lower-case or capitalised (`feature/enhancement`, `Weeks/months`: "per" and "divided" too unless
    the run is a rate, `requests/second`), or, in a CJK sentence, of Latin names (see _names_in_cjk); () where the
    slash is no choice."""
    runs = _SLASHED_RUN.finditer(at.text, max(0, at.start - 64), min(len(at.text), at.end + 64))
    run = next((m for m in runs if m.start() < at.start < m.end()), None)
    if run is None:
        return ("division",) if _terms_in_english(at) or _compounds_in_cjk(at) else ()
    if NAMES_OF_PLACES.search(_sentence(at.text, at.start)):
        return ()
    if at.prose and run.group() not in at.prose:
        return ()  # (in a code span: `registry/cache`, `origin/master`, `true/false` are names of code)
    parts = run.group().split("/")
    if parts[0].lower() in MIME_TYPES:
        return ()
    if english_choice(parts, _sentence(at.text, at.start)):
        # (the reader's own test, one predicate for the reader and the judge: a command line's, a rate's or a fixed
        # pair's slash is no choice to either; review s16 text1 L4)
        return ("per", "division") if _alternatives(at) else ("division",)
    if _words_in_english(at, run, parts) or _names_in_english(at, parts) or _terms_in_english(at):
        return ("per", "division") if _alternatives(at) else ("division",)
    return ("division",) if _names_in_cjk(at, parts) else ()


# A term of an English sentence at a glued slash: a word or a name, with a version or a model's number after a hyphen
# (`GPT-4o`, `Claude-3.5`), or a language's pluses (`C++`).
_TERM = r"[A-Za-z][A-Za-z0-9]*(?:\+\+|-[A-Za-z0-9]+(?:\.[0-9]+)?)*"
_TERMS_RUN = LazyPattern(
    rf"(?<![A-Za-z0-9_/.:@#$%&=~+-]){_TERM}(?:/{_TERM}){{1,3}}(?![A-Za-z0-9_/:@#$%&=~(+-]|\.[A-Za-z0-9])"
)
_VERSION_TAG = LazyPattern(r"v\d+(?:\.\d+)*")


def _terms_in_english(at: _At) -> bool:
    """Whether a glued slash joins terms of an English sentence's prose as alternatives where one of them at least is a
    word or a name of three letters or more and the others are words or names too (`FlashAttention v2/FlashInfer`,
    `TP/PP/hybrid`, `Online RL/feedback`, `C++/parallelism`, `GPT-4o/Claude`: s18 dev yewentao256 SARATHI [13][25],
    deepseek_v3 [26], llama_index [107]) — owed "or" (the s15 ruling: between English words or names), never the
    sign's name nor a division. A word is one the word list knows (lower-case, three letters or more); a name holds a
    capital, a digit or pluses (`v2`). Not a pair of short acronyms alone (`TCP/IP`, `I/O`), a lower-case part no
    list knows (`src/components`, `usr/lib`: a folder's), a fixed pair, a rate (`tokens/second`), a MIME type, a name
    the article writes in its addresses or paths, a sentence about commands, git or places, a run a path goes on."""
    run = next(
        (
            m
            for m in _TERMS_RUN.finditer(at.text, max(0, at.start - 64), min(len(at.text), at.end + 64))
            if m.start() < at.start < m.end()
        ),
        None,
    )
    if run is None or (at.prose and run.group() not in at.prose):
        return False
    parts = run.group().split("/")
    if _terms_ruled_out(at, parts):
        return False
    if not all(_term_word(part) or _term_name(part) or _VERSION_TAG.fullmatch(part) for part in parts):
        return False
    return any(_term_word(part) or _term_name(part) and len(part) >= 3 and not part.isupper() for part in parts)


def _terms_ruled_out(at: _At, parts: list[str]) -> bool:
    """Whether a run of terms is no choice: by its sentence (CJK, places, commands, git) or its parts (a MIME type…)."""
    sentence = _sentence(at.text, at.start)
    if _CJK.search(sentence) or NAMES_OF_PLACES.search(sentence) or _COMMAND.search(sentence) or _GIT.search(sentence):
        return True
    if parts[0].lower() in MIME_TYPES or fixed_pair(parts) or parts[-1].lower() in _RATE_UNITS:
        return True
    return any((a.lower(), b.lower()) in at.names for a, b in zip(parts, parts[1:]))


def _term_word(part: str) -> bool:
    """Whether a term is a word: lower-case letters, three or more, that the word list knows."""
    return part.isalpha() and part.islower() and len(part) >= 3 and english_word(part)


def _term_name(part: str) -> bool:
    """Whether a term is a name: it holds a capital, a digit or pluses."""
    return part != part.lower() or any(ch.isdigit() for ch in part) or part.endswith("+")


def _words_in_english(at: _At, run: re.Match[str], parts: list[str]) -> bool:
    """Whether a glued slash joins two ordinary lower-case words in an English sentence's prose, whatever a word list
    makes of them (the lead's s17 ruling: 'colours/shades', 'unionists/loyalists' stay 'or' — s17 dev aceofgreens
    marching_cubes [60], wild_atlantic_way: said "slash" because the reader's word list has too few of them): two
    words of letters alone, three letters or more, in a sentence with no CJK, that is no command line's, no rate's
    (`requests/second`), no fixed pair's (`input/output`), no name the article writes in its addresses or paths
    (`packages/shop`), nor a third part's or a suffix's (`src/main/java`, `docs/index.md`: a path)."""
    if len(parts) != 2 or not all(p.isascii() and p.isalpha() and p.islower() and len(p) >= 3 for p in parts):
        return False
    a, b = parts
    known = english_word(a), english_word(b)
    if not all(known) and not (any(known) and _kindred(a, b)) and not _opposites(a, b):
        return False  # (a word no list knows beside one of a kind with it: `colours/shades`; not `encoding/json`)
    sentence = _sentence(at.text, at.start)
    if _CJK.search(sentence) or fixed_pair(parts) or (a, b) in at.names:
        return False
    if _COMMAND.search(sentence) or parts[1] in _RATE_UNITS or _GIT.search(sentence):
        return False
    tail = at.text[run.end() : run.end() + 2]
    return not (
        tail[:1] in "/\\" or tail[:1] == "." and tail[1:].isalnum() or at.text[run.start() - 1 : run.start()] in "~./"
    )


def _names_in_english(at: _At, parts: list[str]) -> bool:
    """Whether a glued slash joins two names in an English sentence's prose — products, tools, techniques, each of three
    letters or more, a capital first (`CUDA/CUTLASS`, `NVLink/InfiniBand`, `Online RL/feedback`: s18 dev yewentao256
    flashinfer [19][26]) — owed "or" (the s15 ruling: between English words or names), never the sign's name. Not two
    short acronyms of one name (`TCP/IP`, `CI/CD`, `I/O`: a letter pair), a fixed pair, a name the article writes in
    its addresses or paths, a sentence about repositories, folders or git, a command line."""
    if len(parts) != 2 or not all(p.isascii() and p[0].isupper() and len(p) >= 3 for p in parts):
        return False
    sentence = _sentence(at.text, at.start)
    if _CJK.search(sentence) or fixed_pair(parts) or (parts[0].lower(), parts[1].lower()) in at.names:
        return False
    return not (_COMMAND.search(sentence) or _GIT.search(sentence) or at.text[at.end + len(parts[1]) :][:1] in "/.")


def _kindred(a: str, b: str) -> bool:
    """Whether two words are of a kind by their shape: both plural (`colours/shades`), or sharing a stem or an ending
    of four letters (`karst/glaciokarst`)."""
    plural = a.endswith("s") and b.endswith("s") and not a.endswith("ss") and not b.endswith("ss")
    stem = len(os.path.commonprefix([a, b])) >= _STEM or len(os.path.commonprefix([a[::-1], b[::-1]])) >= _STEM
    return plural or stem


_STEM = 4
# A prefix that makes a word's opposite or its undoing (`serializable/deserializable`, `lock/unlock`).
_OPPOSING = ("de", "un", "dis", "non", "anti")


def _opposites(a: str, b: str) -> bool:
    """Whether one word is the other with a prefix of undoing, the shorter of five letters or more: a pair of
    opposites, a choice whatever a word list knows (s19 held-out jaredkrinke browser-based-game-on-steam-3 [37],
    `serializable/deserializable` said "slash"; not `lib/libs`, `sync/async`)."""
    short, long = sorted((a, b), key=len)
    return len(short) >= _STEM + 1 and any(long == p + short for p in _OPPOSING)


# A command line in the sentence (its slashes are a folder's or a branch's).
_COMMAND = LazyPattern(r"(?:^|\s)(?:git|npm|pnpm|yarn|pip|cargo|cd|ls|cp|mv|rm|mkdir|sudo|docker|kubectl)\s|\s--?[a-z]")


# A sentence about git's references: a branch's or a ref's slashes are its name's (Bai-Yingjie git 日常使用, CloudyWing
# 淺談 Git 資料結構, arika0093 publish_to_zenn, ZhenShuo2021 rebase in the corpora).
_GIT = LazyPattern(
    r"\bgit\b|\b(?:origin|HEAD|remotes?|refs|upstream|reflog|rebase)\b|branch|分支|ブランチ|브랜치", re.I
)


# English compounds (`cache-aside`, `read-through`, `write-back`) joined by glued slashes, two or three, whole.
_COMPOUND = r"[A-Za-z]{2,12}(?:-[A-Za-z]{2,12}){0,2}"
_COMPOUNDS_RUN = LazyPattern(
    rf"(?<![A-Za-z0-9_/.:@#$%&=~+-]){_COMPOUND}(?:/{_COMPOUND}){{1,2}}(?![A-Za-z0-9_/:@#$%&=~(+-]|\.[A-Za-z0-9])"
)


def _compounds_in_cjk(at: _At) -> bool:
    """Whether a glued slash joins English compounds in a CJK sentence's prose, one of them hyphened and each of
    their words one the word list knows (`配合cache-aside/read-through使用`, `read-through/write-back直读回写`: s18
    held-out 12306hujunjie cache_pattern [6][16][21][30][36], heard "斜杠"): strategies or modes named side by side,
    a choice owed 或/または/또는 (the s16 ruling on Latin names in a CJK sentence), never the sign's name — in a code
    span too when each part is such a compound. Not a path (a slash or a dot on a side), a sentence about git or a
    command, a pair the article writes in its addresses."""
    run = next(
        (
            m
            for m in _COMPOUNDS_RUN.finditer(at.text, max(0, at.start - 64), min(len(at.text), at.end + 64))
            if m.start() < at.start < m.end()
        ),
        None,
    )
    if run is None or "-" not in run.group():
        return False
    parts = run.group().split("/")
    if at.prose and run.group() not in at.prose and not all("-" in part for part in parts):
        return False  # (a code span of such compounds alone is their names side by side, as the page shows them)
    sentence = _sentence(at.text, at.start)
    if not _CJK.search(sentence) or _GIT.search(sentence) or _COMMAND.search(sentence):
        return False
    if any((a.lower(), b.lower()) in at.names for a, b in zip(parts, parts[1:])):
        return False
    return all(english_word(word.lower()) for part in parts for word in part.split("-"))


def _names_in_cjk(at: _At, parts: list[str]) -> bool:
    """Whether two or three Latin names joined by slashes in a CJK sentence are a choice (the s16 and s17 rulings:
    'Deepin/Ubuntu', 'Hubble UI/Relay', 'timeit/hyperfine', 'numba/pybind11/pyo3' take 或/또는/または).

    What the reader knows of the pair answers first (text.lexicon.slash_kind, one predicate for both, s18: the judge
    kept copies that disagreed with it): a fixed pair (`key/value`: one compound), a pair the article writes in its
    addresses or paths (`boostorg/boost`: a name), an address without its scheme are no choice; alternatives the
    reader found are one. Where the reader found nothing (its rule says the slash's name by default) the judge's own
    structure decides, as the rulings do: not two short acronyms that are one name (`TCP/IP`), a folder's short
    lower-case name (`usr/lib`, `vw/vh`), a git reference in a sentence about git (`remotes/origin/stable分支`,
    `logs/HEAD`, `push origin publish/zenn`)."""
    sentence = _sentence(at.text, at.start)
    if len(parts) > 3 or not _CJK.search(sentence):
        return False
    reader = slash_kind(at.text, at.start, cjk=True) if len(parts) == 2 else None
    if reader in ("site", "compound", "name", "or"):
        return reader == "or"
    if fixed_pair(parts) or _GIT.search(sentence):
        return False
    if all(part.isupper() and len(part) <= 4 for part in parts) or any(
        part.islower() and len(part) <= 3 for part in parts
    ):
        return False
    return not any((a.lower(), b.lower()) in at.names for a, b in zip(parts, parts[1:]))


_NETWORK_BEFORE = LazyPattern(r"(?:(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}|(?<![\w.])\d{2,5})$")
_NETWORK_AFTER = LazyPattern(r"(?:\d{1,3}|tcp|udp|TCP|UDP)(?![A-Za-z0-9_.])")


def _bar(at: _At) -> _Role | None:
    """A spaced bar between two names of code (`price1 | price2`, `'a' | 'b'`): a union or a pipe, which must be said
    by a word; between words (`Home | About`) it separates and is not judged."""
    before = at.text[max(0, at.start - 40) : at.start].split()
    after = at.text[at.end : at.end + 40].split()
    if before and after and _CODEISH.search(before[-1]) and _CODEISH.search(after[0]):
        return at.role("a union's", (), kept=True, said="union", raw=False)
    return None


# A name of code: a digit, `$`, `_`, a quote or a brace in it, or a capital inside (`price1`, `${Key}`, `'a'`, `fooBar`).
_CODEISH = LazyPattern(r"[\d$_'\"{}]|[a-z][A-Z]")


def _abbreviation(at: _At) -> bool:
    """Whether the slash closes or joins a one-letter abbreviation (`w/ relational`, `w/o`, `b/c`, `n/a`): a word the
    writer shortened, not a choice and not a path."""
    before = at.text[at.start - 2 : at.start - 1] if at.start >= 2 else ""
    if not (at.before.islower() and at.before.isascii() and not before.isalnum()):
        return False
    after = at.text[at.end : at.end + 2]
    return after[:1] == " " or (after[:1].islower() and after[:1].isascii() and not after[1:].isalnum())


def _caret(at: _At) -> _Role | None:
    before, after = at.before, at.after
    if after in _KEYS or (after.isupper() and not at.text[at.end + 1 : at.end + 2].isalpha() and not before.isalnum()):
        return at.role("the Control key", ("caret", "power"))
    if before.isalnum() and (after.isalnum() or after in "({"):
        return at.role("a power", ("caret",))
    return None


def _star(at: _At) -> _Role | None:
    before, after = at.before, at.after
    if before == " " and after == " ":
        return _spaced_star(at)
    if before.isalnum() and (after.isalnum() or after == "(") and at.text[at.start - 2 : at.start - 1] != "*":
        return at.role("times", (), kept=True)
    if (not before or before in " \t(/") and _WILDCARD.match(at.text, at.end):
        return at.role("a wildcard", (), kept=True)
    if (before == "(" or at.text[at.start - 2 : at.start] == ", ") and _UNPACKED.match(at.text, at.end):
        return at.role("an unpacking", (), kept=True)  # `add(node, *predecessors)`: any number of them
    if before.isascii() and before.isalnum() and (not after or after.isspace()) and at.text.count("*") == 1:
        # A star closing a name, alone in its text (no emphasis it could pair with): a generator's `function*`, a
        # pointer's `char*` — part of the name, never silent.
        return at.role("a name's star", (), kept=True)
    return None


def _spaced_star(at: _At) -> _Role | None:
    """A spaced star between two words of a formula (`AMAT = time for a hit + miss rate * miss penalty`, `how many
    instructions executed * cycles per inst * time per cycle`): a product, never the sign's name."""
    if at.left and at.right and (_in_formula(at) or _line(at).count(" * ") >= 2):
        return at.role("times", ("asterisk",), kept=True, said="times")
    return None


# A name an unpacking star opens, closing an argument: `*args)`, `*predecessors,`.
_UNPACKED = LazyPattern(r"\*?[A-Za-z_]\w{0,40}(?=[,)])")


def _bang(at: _At) -> _Role | None:
    if at.text.startswith("important", at.end) and not at.before.isalnum():
        return at.role("a CSS keyword's", ("not",), kept=True, said="bang")
    if (at.before.isalnum() or at.before in "}]") and at.after.isalpha() and at.after.isascii():
        return at.role("a conversion's", ("not",))
    return None


def _digits_dash(at: _At) -> _Role | None:
    if at.after.isalpha():
        return _labelled_range(at)
    return _range(at.text, at.start, at.end, at.left)


_LABEL_BEFORE = LazyPattern(r"(?<![A-Za-z0-9_.-])([A-Za-z]{1,4})(\d{1,3})$")
_LABEL_AFTER = LazyPattern(r"([A-Za-z]{1,4})(\d{1,3})(?![A-Za-z0-9_.-])")


def _labelled_range(at: _At) -> _Role | None:
    """Two numbered names of one kind joined by a dash (`a0-a7`, `XMM0-XMM15`, `X0-X30`, `L15-L23`): a range of
    registers, lines or levels, whose "to" a bare dash does not say in any language (s14 held-out billhu0 29_cs110
    [44][46], 064_x86 [123])."""
    before = _LABEL_BEFORE.search(at.text, max(0, at.start - 8), at.start)
    after = _LABEL_AFTER.match(at.text, at.end)
    if before is None or after is None or before.group(1) != after.group(1):
        return None
    if _in_formula(at) or not numbered_range(at.text, before.start()):
        return None  # (the reader's rule, text.numbered_ranges: `set1-set2` in "the difference" subtracts)
    bare = at.text[before.start() : after.end()]
    return _Role("-", "a range", ("minus",), at.left, at.right, bare=bare, near=at.start / max(1, len(at.text)))


# Each sign's judge (an arrow's for the rest).
_ROLES: dict[str, Callable[[_At], _Role | None]] = {
    ">": _greater,
    "~": _wave,
    "〜": _wave,
    "～": _wave,
    " - ": _dash,
    "-": _digits_dash,
    " / ": _fields,
    " | ": _bar,
    "/": _slash,
    "^": _caret,
    "*": _star,
    "!": _bang,
}


# An equals sign of a formula (not `==`, `=>`, `<=`, `>=`, `!=`, `:=`).
_EQUALS = LazyPattern(r"(?<![=<>!:])=(?![=>])")


def _line(at: _At) -> str:
    """The line of the text the sign stands on."""
    start = at.text.rfind("\n", 0, at.start) + 1
    end = at.text.find("\n", at.end)
    return at.text[start : len(at.text) if end < 0 else end]


def _in_formula(at: _At) -> bool:
    """Whether the sign stands on the right of a formula's `=` on its line (`C = A / B`, `AMAT = hit + rate * penalty`),
    no sentence's end between."""
    start = at.text.rfind("\n", 0, at.start) + 1
    before = at.text[start : at.start]
    found = [m.end() for m in _EQUALS.finditer(before)]
    return bool(found) and not _SENTENCE_MARK.search(before, found[-1])


def _named(token: str, *, capital: bool = False, letters: int = 2) -> bool:
    """Whether a neighbour is a name or word (letters, not a lone variable or a number); `capital`: a Latin one starts
    with a capital (a menu's item, not a variable: `count > limit` compares)."""
    if len(token) < letters or not token[0].isalpha():
        return False
    return not capital or not token[0].isascii() or token[0].isupper()


def _menu(left: str, right: str) -> bool:
    """Whether two neighbours are a menu's items: capitalised Latin names both, neither an acronym (`MQTT → AMQP`,
    `Markdown→HTML` convert)."""
    if left.isupper() or right.isupper():
        return False
    return left.isascii() and right.isascii() and _named(left, capital=True) and _named(right, capital=True)


def _ends_line(at: _At) -> bool:
    """Whether nothing but blanks follow the sign on its line."""
    line_end = at.text.find("\n", at.end)
    return not at.text[at.end : len(at.text) if line_end < 0 else line_end].strip()


def _in_path(text: str, at: int) -> bool:
    """Whether the slash at `at` is inside a run without blanks that holds a path (not a URL: heard by its host)."""
    start = max(text.rfind(" ", 0, at), text.rfind("\n", 0, at)) + 1
    end_blank = [i for i in (text.find(" ", at), text.find("\n", at)) if i >= 0]
    run = text[start : min(end_blank) if end_blank else len(text)]
    run = run.strip("()[]「」（）,.;:'\"`")
    if not run.isascii() or "://" in run or run.startswith("www."):
        return False  # (names in other scripts joined by slashes are words: `클러스터/리소스/배포`)
    return run.count("/") + run.startswith(("/", "~/", "./")) >= 2


_DIGITS_BEFORE = LazyPattern(r"\d{1,3}$")
_DIGITS_AFTER = LazyPattern(r"\d{1,3}")


def _range(text: str, start: int, end: int, left: str, *, spaced: bool = False) -> _Role | None:
    """Two short numbers joined by a dash (`1-2페이지`, `3-5 種`, `47-96`, `0-9`, `Line17-20`; spaced in a CJK sentence,
    `乘上 1 - 9`), not a date's, a version's or a numbered label's (`图13-1`), not a sum's (`10 + 1 - 9`): a range,
    never "minus"; in a CJK sentence a bare dash does not say it either."""
    before, after = _DIGITS_BEFORE.search(text, max(0, start - 3), start), _DIGITS_AFTER.match(text, end)
    if before is None or after is None or before.group() != left[-len(before.group()) :]:
        return None
    label = text[before.start() - 1 : before.start()]
    if (
        label
        and (label.isalnum() or label in "-./:#")
        and not _LABEL_WORD.search(text, max(0, before.start() - 20), before.start())
    ):
        return None  # a figure's or a section's number (`图13-1`, `§2-3`), not a range (`Line17-20` is)
    if spaced and not (_CJK.search(text, max(0, start - 8), min(len(text), end + 8)) and _lone(text, before, after)):
        # spaced, a range in a CJK sentence, the two numbers no operands of more — elsewhere after a family's word
        return _counted_range(text, before, after)
    left, right = before.group(), after.group()
    if int(left) >= int(right) or (not text[: before.start()].strip() and text[after.end() : after.end() + 1] == " "):
        return None  # a range goes up; a number opening its block is its label (`2-1 为什么…`, `3-5 同策略…`)
    tail = text[after.end() : after.end() + 2]
    if tail[:1] and (tail[:1].isdigit() or tail[:1] in "-./" or tail[:1].isascii() and tail[:1].isalpha()):
        return None  # (a longer number, a date, a version, a name: `3-4a`)
    bare = text[before.start() : after.end()] if _CJK.search(text, max(0, start - 8), min(len(text), end + 8)) else ""
    return _Role("-", "a range", ("minus",), left, right, bare=bare, near=start / max(1, len(text)))


# A Latin word of three letters or more glued to a range's first number (`Line17-20`, `Lines 3-5`): its counter.
_LABEL_WORD = LazyPattern(r"(?<![A-Za-z])[A-Za-z]{3,}$")
_OPERAND_SIGNS = "+-*/=×÷^%<>"


def _counted_range(text: str, before: re.Match[str], after: re.Match[str]) -> _Role | None:
    """Two numbers joined by a spaced dash after a numbered family's word (`Level 12 - 13`, `Chapter 3 - 5`): a range
    in any language — the reader's own family words, text.numbered_ranges — whose "to" a bare dash does not say (s18
    held-out AppleGamer22 bandit_level12-13 [0], bandit_level25-26 [0][11]); None for another pair."""
    if not family_before(text, before.start()) or not _lone(text, before, after):
        return None
    left, right = before.group(), after.group()
    if int(left) >= int(right):
        return None
    return _Role("-", "a range", ("minus",), left, right, kept=True, said="range", raw=False)


def _lone(text: str, before: re.Match[str], after: re.Match[str]) -> bool:
    """Whether two spaced numbers stand alone: no operator before the first or after the second (`10 + 1 - 9 = 2`)."""
    left = text[max(0, before.start() - 3) : before.start()].rstrip()[-1:]
    right = text[after.end() : after.end() + 3].lstrip()[:1]
    return not (left and left in _OPERAND_SIGNS) and not (right and right in _OPERAND_SIGNS)


def _between(sent: str, left: str, right: str, near: float = 0.0) -> str | None:
    """What `sent` says between `left` and the next `right` (at most 40 characters on), or None if it does not send
    them so. A Latin or digit neighbour is matched as a word of its own (`a` of `a*b` is not the `a` of "what"): its
    edge next to the sign always, its other edge too when it is the whole word (six characters or fewer). Of several
    such pairs, the one nearest the sign's place (`near`: how far into its text the page shows it, 0 to 1): the page's
    `.png files: image.png -> …` is not judged at the first "png"."""
    span = _between_span(sent, left, right, near)
    return sent[span[0] : span[1]] if span else None


def _between_span(sent: str, left: str, right: str, near: float = 0.0) -> tuple[int, int] | None:
    """Where _between's answer stands in `sent` (its start and end), or None. The pair it takes does not move back as
    `near` grows (the nearest of pairs in order), so signs that differ only in their place can be sorted into runs
    that take one pair (sign_kinds: identical lines judged without judging each against every chunk)."""
    best: tuple[float, int, int] | None = None
    target = near * len(sent)
    at = sent.find(left)
    while at >= 0:
        end = at + len(left)
        if _edge(sent, at, end, left, start=len(left) < 6, end=True):
            found = sent.find(right, end, end + 40 + len(right))
            while found >= 0 and not _edge(sent, found, found + len(right), right, start=True, end=len(right) < 6):
                found = sent.find(right, found + 1, end + 40 + len(right))
            if found >= 0:
                if best is not None and abs(end - target) >= best[0]:
                    break  # (the pairs come in order: once one is farther than the best, the rest are too)
                best = (abs(end - target), end, found)
        at = sent.find(left, at + 1)
    return (best[1], best[2]) if best else None


def _edge(sent: str, at: int, stop: int, word: str, *, start: bool, end: bool) -> bool:
    """Whether `word` at `at`..`stop` of `sent` stands as a word there at its `start` and `end` edge (ASCII words only:
    CJK has no blanks between words)."""
    if not word.isascii():
        return True
    after, before = sent[stop : stop + 1], sent[at - 1 : at] if at else ""
    if end and after.isascii() and after.isalnum():
        return False
    return not (start and before.isascii() and before.isalnum())


# A sign's piece standing alone in what is sent between its neighbours.
_PIECE = LazyPattern(r"(?<![A-Za-z0-9_-])[-=](?![A-Za-z0-9_=>-])")


def _after(sent: str, left: str) -> str | None:
    """What `sent` says after the last `left` (at most 12 characters), or None if it does not send it."""
    at = sent.rfind(left)
    return sent[at + len(left) : at + len(left) + 12] if at >= 0 else None


def _opening(sent: str, right: str) -> str | None:
    """What `sent` says before `right` when the sign opens the text (`!important > style`): at most 20 characters."""
    at = sent.find(right, 0, 20 + len(right))
    return sent[:at] if at >= 0 else None


def _heard_as(between: str, meanings: Sequence[str], lang: str) -> str:
    """The first meaning of `meanings` whose words `between` holds (Latin words whole), or ""."""
    folded = between.lower()
    for meaning in meanings:
        for word in _words(meaning, lang):
            if word.isascii():
                if re.search(rf"(?<![a-z]){re.escape(word)}(?![a-z])", folded):
                    return meaning
            elif word in between:
                return meaning
    return ""


def _misheard(role: _Role, sent: str, lang: str) -> str | None:
    """What is wrong with what `sent` says for the sign of `role`: "" when nothing is, None when `sent` does not send
    the sign's neighbours (said in another chunk, or another way)."""
    if role.bare and role.bare in sent:  # (its numbers glued to a word are no words of their own: `Line17-20`)
        return "sent as a bare dash" if "-" in role.sign else f"sent as a bare '{role.sign}'"
    if not role.right:
        between = _after(sent, role.left)
    else:
        between = _between(sent, role.left, role.right, role.near) if role.left else _opening(sent, role.right)
    if between is None:
        return None
    sign = role.sign.strip()  # (a spaced dash sent with one blank less, `）- Yahoo!`, is the dash whole)
    if len(sign) > 1 and sign not in between and _PIECE.search(between) and sign[0] in between:
        return "sent in part"  # (`-->` heard as a bare dash and a word: `ChatGPT -到再用`)
    wrong = role.wrong
    if (
        role.role == "alternatives"
        and role.sign == " / "
        and lang.startswith(("zh", "ja", "ko"))
        and "slash" not in wrong
    ):
        # (names either side of a spaced slash in a CJK voice, wherever they stand — a list item of names alone, `MX /
        # TXT / NS / SOA` in a Chinese article: the sign's name is heard as a word of the language, its "or" is owed;
        # the s16 ruling, s21 held-out qian403 dig-guide [238]. A glued slash may join a path's two names, `src/assets`)
        wrong = (*wrong, "slash")
    meaning = _heard_as(between, wrong, lang) if wrong else ""
    if meaning:
        return f"said as '{meaning}'"
    return _dropped(role, sent, between, lang) if role.kept else ""


def _dropped(role: _Role, sent: str, between: str, lang: str) -> str:
    """For a sign that must be said (`kept`): "dropped" when what `sent` says between its neighbours (`between`) holds
    no word of it, whatever else is said there (`100px*50%` heard "100px 百分之50"); else ""."""
    if role.after and lang.startswith(("ko", "ja")):
        span = _between_span(sent, role.left, role.right, role.near)
        if span is not None:
            between = sent[span[0] : span[1] + len(role.right) + role.after]
    if not role.said:  # (any word between its neighbours says it: its role's words are judged before)
        return "" if _SAID_WORD.search(between) else "dropped"
    present = role.raw and role.sign in between
    return "dropped" if not present and not _heard_as(between, (role.said,), lang) else ""


# A word said between a sign's neighbours (a letter, a kana, a hangul, a han character).
_SAID_WORD = LazyPattern(r"[^\W\d_]")


# How many chunks on from the last that said a judged sign's neighbours the next sign's are looked for in (the signs
# of a block come in its chunks' order: a sign is not looked for in every chunk of a long block).
_AHEAD = 12


def roles_misheard(
    page: Page, heard: Sequence[Heard], names: frozenset[tuple[str, str]] = frozenset()
) -> list[PageFinding]:
    """Signs the page shows on a chunk's lines whose role (from their neighbours there) the word the chunk sends
    for them does not have: an arrow that maps heard as "then", a menu's `>` as "greater than", `~$500` as "tilde".
    `names`: the `a/b` pairs the article writes in its addresses and paths (text.names_as_choices), names to it."""
    out: list[PageFinding] = []
    seen: set[tuple[int, str]] = set()
    groups: dict[tuple[int, int], list[Heard]] = {}
    for h in heard:
        if h.kind == "title" and h.sent and _SIGN_CHARS.intersection(h.shown):
            # (the episode's title, from the front matter: no line of the page shows it, its own words are its text —
            # s18 held-out AppleGamer22 bandit_level12-13 [0], "Level 12 - 13" sent with a bare dash)
            out += _judged(_URL.sub(" ", h.shown), "", [h], names, seen)
        elif h.first and h.kind != "cue" and h.sent:
            groups.setdefault((h.first, max(h.last, h.first)), []).append(h)
    for (first, last), chunks in groups.items():
        for piece in page.over(first, last):
            if piece.kind == "prose" and _SIGN_CHARS.intersection(piece.text):
                out += _judged(_URL.sub(" ", piece.text), _URL.sub(" ", piece.prose), chunks, names, seen)
    return out


def _judged(
    text: str, prose: str, chunks: Sequence[Heard], names: frozenset[tuple[str, str]], seen: set[tuple[int, str]]
) -> list[PageFinding]:
    """The signs of one text the page shows (`prose`: the same without its code spans, "" where unknown) whose role
    the chunks that say it mishear (`seen`: the chunk and sign pairs found already, added to)."""
    out = []
    cursor = 0
    for found in _SIGN.finditer(text):
        role = _role(text, found, prose, names)
        if role is None or not (role.right or role.sign in "↓↑"):
            continue
        for at in range(cursor, min(cursor + _AHEAD, len(chunks))):
            h = chunks[at]
            wrong = _misheard(role, h.sent, h.lang)
            if wrong is None:
                continue
            cursor = at
            if wrong and (h.chunk, found.group()) not in seen:
                seen.add((h.chunk, found.group()))
                context = text[max(0, found.start() - 16) : found.end() + 16].strip()
                out.append(PageFinding(h.chunk, "a sign's role misheard", f"{context} ({role.role}): {wrong}"))
            break
    return out


# A sign's name as a voice is sent it, in each language (longest first where one holds another: 反斜線 holds 斜線).
_NAMES: dict[str, dict[str, tuple[str, ...]]] = {
    "\\": {
        "en": ("backslash",),
        "zh": ("反斜線", "反斜杠", "反斜线"),
        "ja": ("バックスラッシュ",),
        "ko": ("백슬래시",),
    },
    "/": {"en": ("slash",), "zh": ("斜線", "斜杠", "斜线"), "ja": ("スラッシュ",), "ko": ("슬래시",)},
    "*": {"en": ("asterisk",), "zh": ("星號", "星号"), "ja": ("アスタリスク",), "ko": ("별표",)},
    "~": {"en": ("tilde",), "zh": ("波浪號", "波浪号"), "ja": ("チルダ",), "ko": ("물결표",)},
    "^": {"en": ("caret",), "zh": ("脫字號", "脱字符"), "ja": ("キャレット",), "ko": ("캐럿",)},
    "_": {"en": ("underscore",), "zh": ("底線", "下划线", "下劃線"), "ja": ("アンダースコア",), "ko": ("언더스코어",)},
    "<": {"en": ("less-than",), "zh": ("小於號", "小于号"), "ja": ("小なり",), "ko": ()},
    ">": {"en": ("greater-than",), "zh": ("大於號", "大于号"), "ja": ("大なり",), "ko": ()},
    "|": {"en": ("vertical bar",), "zh": ("豎線", "竖线"), "ja": (), "ko": ()},
}
# A formula's signs are the math reader's words (the page view leaves formulas out).
_FORMULA_MARK = LazyPattern(r"\$|\\\(|\\\[|\\begin")


def _names_said(sent: str, lang: str) -> dict[str, int]:
    """How often `sent` says each sign by its name."""
    said: dict[str, int] = {}
    sent = sent.lower()  # ("Backslash" is not counted again as "slash": the names are found and taken out alike)
    for sign, table in _NAMES.items():
        for name in table.get(lang.split("-")[0], ()):
            count = sent.count(name)
            if count:
                said[sign] = said.get(sign, 0) + count
                sent = sent.replace(name, " ")  # (a longer name is not counted again as the one it holds)
    return said


def names_unshown(page: Page, heard: Sequence[Heard], lines: Sequence[str]) -> list[PageFinding]:
    """Chunks that say a sign by its name more often than the page shows that sign on their lines: markup said as
    its signs (a nested list's `*` heard "星號", a stray `</div>` heard "斜線 div"), whatever the dialect. `lines`:
    the file's, to leave chunks on a formula's lines to the math judges."""
    out = []
    groups: dict[tuple[int, int], list[Heard]] = {}
    for h in heard:
        if h.first and h.kind != "cue" and h.sent:
            groups.setdefault((h.first, max(h.last, h.first)), []).append(h)
    for (first, last), chunks in groups.items():
        said = {h.chunk: _names_said(h.sent, h.lang) for h in chunks}
        if not any(said.values()):
            continue
        if any(_FORMULA_MARK.search(line) for line in lines[first - 1 : last]):
            continue
        shown = " ".join(s.text for s in page.over(first, last))
        written = _names_said(shown, chunks[0].lang)  # (the writer's own words: "パイプ", "底線", "dot slash")
        for h in chunks:
            extra = [sign for sign, n in said[h.chunk].items() if n > shown.count(sign) + written.get(sign, 0)]
            if extra:
                out.append(PageFinding(h.chunk, "a sign said, the page shows none", " ".join(extra)))
    return out


# Two different signs side by side on the page (`>, <`, `==, ===`), and one word said twice side by side (`꺾쇠, 꺾쇠`).
_SIGN_PAIR = LazyPattern(
    r"(?<![^\s(（])([!-/:-@\[-`{-~]{1,3})[ \t]?[,，、][ \t]?([!-/:-@\[-`{-~]{1,3})(?![^\s)）,，、])"
)
_WORD_TWICE = LazyPattern(r"(?<!\S)([^\s,，、]{1,12})[ \t]?[,，、][ \t]?\1(?![^\s,，、])")


def signs_alike(page: Page, heard: Sequence[Heard]) -> list[PageFinding]:
    """Chunks that say two different signs the page shows side by side by one word, twice (`compareTo() → >, <` heard
    "꺾쇠, 꺾쇠"): the listener cannot tell them apart."""
    out = []
    groups: dict[tuple[int, int], list[Heard]] = {}
    for h in heard:
        if h.first and h.kind != "cue" and ("," in h.sent or "、" in h.sent):
            groups.setdefault((h.first, max(h.last, h.first)), []).append(h)
    for (first, last), chunks in groups.items():
        pairs = [
            m
            for piece in page.over(first, last)
            if piece.kind == "prose" and ("," in piece.text or "、" in piece.text)
            for m in _SIGN_PAIR.finditer(piece.text)
            if m.group(1) != m.group(2)
        ]
        if not pairs:
            continue
        for h in chunks:
            twice = next((m for m in _WORD_TWICE.finditer(h.sent) if _twice_alone(h.sent, m)), None)
            if twice is not None:
                out.append(PageFinding(h.chunk, "two signs heard alike", f"{pairs[0].group()}: {twice.group()}"))
    return out


_SIGN_ONLY = LazyPattern(r"[!-/:-@\[-`{-~]+")


def _twice_alone(sent: str, m: re.Match[str]) -> bool:
    """Whether a word said twice is each time all that is said there (`꺾쇠, 꺾쇠`), not the end and the start of runs
    of it (`등호 등호, 등호 등호 등호` tells `==` and `===` apart)."""
    word = m.group(1)
    before, after = sent[: m.start()].split()[-1:], sent[m.end() :].split()[:1]
    return not _SIGN_ONLY.fullmatch(word) and before != [word] and after != [word]
