"""An arrow opening a line under a line that says something: one predicate for the line breaks (text.tidy, which
keeps such a line in its sentence), the list items (text.prose, which keeps an item's paragraph opening with one
under the paragraph above) and the arrow's words (text.lexicon, which says it).

A note written line by line puts its consequence on the next line behind an arrow ("…が生じたため" / "-> アクセス履歴を
追跡できるのって…問題に", "…일치함을 확인" / "-> Docker 설정에는 문제가 없다고 판단", "the cache was cold" / "-> every
request hit the database"): the arrow says what follows from the line above, "so" (なので, 그래서, 所以). Dropped at the
line's edge, the listener heard two unrelated statements (s20 held-out joj0hq session-manager [23][25][56][70], dev
KimPopsong 202602221340 [11]). The line above must say something — a clause: a Japanese line with its kana of grammar
(a particle or a verb's ending, not の alone: "設定の手順" is a label), a Korean one with a particle before another word
or a finished predicate, a Chinese one with a verb's word, a Latin one with a verb of being or a past form. A label
("Time Complexity", "두 번째 경우", "手順", "時間複雜度") or a line ending in a colon or a question stays the arrow's
lead-in: what follows is no consequence of it. A case or a condition above (:data:`CASE_STATED`) says "then" instead.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from narrate.patterns import LazyPattern

__all__ = [
    "ARROW_OPENING",
    "CASE_STATED",
    "CONSEQUENCE",
    "CONSEQUENCE_ARROW",
    "article_classes",
    "consequence_marked",
    "sorted_into_class",
    "states_something",
]

# The mark text.tidy puts before an arrow opening a line that follows from the line above (the line breaks are
# spaces by the time the lexicon reads the arrow); the lexicon says the arrow and the mark as "so". A character no
# page writes for this and no rule before the lexicon's arrows reads (a wave arrow, U+2933).
CONSEQUENCE = "\u2933"
# The mark and the arrow after it (its shaft already taken off, or still there).
CONSEQUENCE_ARROW = LazyPattern(r"\s*\u2933[ \t]*(?:-{0,2}->|=>|-{0,3}[→⟶⇒])?\s*")

# An arrow opening a line (drawn long too: "--->今は…", whose shaft text.lexicon takes off before the arrow rules).
ARROW_OPENING = LazyPattern(r"^[ \t]{0,3}-{0,3}(?:=>|->|→|⟶|⇒)(?:[ \t]|(?=[^\s\-=>]))")
_KO_ADNOMINAL = "".join(chr(c) for c in range(0xAC00, 0xD7A4) if (c - 0xAC00) % 28 in (4, 8))  # (…ㄴ, …ㄹ)
# A case or a condition a line states and stops on without a sentence's end ("…컬럼이 있는 경우", "…が無い場合", "如果…
# 的話", a line opening "If …"): the arrow under it gives what then happens.
CASE_STATED = LazyPattern(
    rf"(?:[{_KO_ADNOMINAL}]\s(?:경우|때)|[\uac00-\ud7a3](?<=[하되으다라려시이있없았었했됐겠])면|場合|とき|なら|たら|[えけせてねへめれ]ば"
    r"|的話|的话|[時时](?:候)?)[ \t]*$"
    r"|^[ \t]{0,3}(?:[-*+][ \t]+)?(?i:if|when|whenever|unless)\b[^.!?]*$"
)
# Japanese: kana of grammar (a particle, a verb's or an adjective's ending), any but の and と, which join nouns in a
# label ("設定の手順", "AとB").
_JA_GRAMMAR = LazyPattern(r"[\u3041-\u306d\u306f-\u3092\u309d\u309e]")
# Japanese: a step or an instruction, no statement — a verb in its dictionary form closing a line with no subject
# (が, は) after its object or goal ("手順を確認する", "次へ進む", "本番にデプロイする", "再起動する", "…数を1にする"), or a request
# ("…してください", "…しましょう"). What follows such a line is the next step (review s21 M1).
_JA_STEP = LazyPattern(
    r"(?:^|[をへに])[ \t]*(?:[\u4e00-\u9fff\u30a1-\u30fcA-Za-z0-9_`.\-]+する"
    r"|[\u4e00-\u9fff]{1,3}[\u3041-\u3093]?[うくぐすつぬぶむる])[。.]?$"
    r"|を[^、。]{1,12}にする[。.]?$|(?:ください|下さい|ましょう)[。.!！]?$"
)
_JA_SUBJECT = LazyPattern(r"[がは]")
# Korean: a word with a particle before another word ("일치함을 확인", "문제가 생김"), or a finished predicate.
_KO_CLAUSE = LazyPattern(
    r"[\uac00-\ud7a3A-Za-z0-9)\]'\"`](?:을|를|이|가|은|는|에서|에|도)\s+\S"
    r"|[\uac00-\ud7a3](?:다|요|음|함|됨|짐|김|졌음|었음|았음)[.!]?\s*$"
)
# Chinese: a clause's word standing as a word, never a character inside a label's noun (不同, 可选, 性能, 要点, 能力,
# 是否, 会话, 为了, 了解: review s21 M1): 了 finishing its verb (before the line's end or a mark); 是 after its
# subject (not 是否, not inside 但是/还是/于是…); a negation after its subject (不 but 不同, 没, 沒); a modal or a
# passive after a negation or an adverb; a connective of cause. A line opening with a request (请, 先, 别) is an
# instruction.
_ZH_CLAUSE = LazyPattern(
    r"(?<![为為除])了(?=[ \t]*(?:[。！!，,；;…]|$))"
    r"|(?<=.)(?<![但还還于於可或只总總凡正要若倒就])是(?!否)"
    r"|(?<=.)(?:不(?!同)|没|沒)"
    r"|(?<=.)(?<![性功技智本才效动動体體社机機学學协協大聚约約])(?:会|會)(?![议議话話员員计計场場长長])(?=[\u4e00-\u9fff])"
    r"|(?<=.)(?<![性功技智本才效动動体體可])能(?![力源量耗])(?=[\u4e00-\u9fff])|(?<=.)可以"
    r"|导致|導致|因为|因為|所以|由于|由於"
)
_ZH_INSTRUCTION = LazyPattern(r"^(?:请|請|先|别|別|不要|不用)")
# A Latin clause: a verb of being or having, a modal or a negation, or a past form, after the line's first word (its
# subject: a line opening with the verb is an instruction or a label — "Speed up the build", "Need a faster deploy",
# "Installed packages"); a past form never straight after an article or a determiner ("the embed code", "a seed
# file") and never a word of -eed ("need", "speed", "feed", "proceed": review s21 M1).
_EN_VERBS = frozenset(
    "is are was were be been has have had does did can could will would should must may might not".split()
)
_EN_DETERMINERS = frozenset(
    "the a an this that these those my our your its their his her some any each every no".split()
)
_EN_INSTRUCTION = frozenset(["do", "don't", "please", "never", "always", "let", "let's"])
_EN_WORD = LazyPattern(r"[A-Za-z]+(?:'[a-z]+)?")
_LINE_WORDS = LazyPattern(r"\w")
# An arrow between words on its line, no chain (one arrow): a note of what one thing gives or becomes.
_OUTCOME_NOTED = LazyPattern(r"^[^→\n]*\w[^→\n]*[ \t]→[ \t][^→\n]*\w[^→\n]*$")
_LEAD_IN_END = LazyPattern(r"[:：?？]\s*$")


def _en_states(line: str) -> bool:
    """Whether a Latin line is a clause: a verb after its subject (:data:`_EN_VERBS`, a past form)."""
    words = [word.lower() for word in _EN_WORD.findall(line)]
    if len(line.split()) < 3 or not words or words[0] in _EN_INSTRUCTION:
        return False
    for before, word in zip(words, words[1:], strict=False):
        if word in _EN_VERBS:
            return True
        if len(word) >= 4 and word.endswith("ed") and not word.endswith("eed") and before not in _EN_DETERMINERS:
            return True
    return False


def _ja_states(line: str) -> bool:
    """Whether a Japanese line (one with kana of grammar) says something, not a step or an instruction."""
    return bool(_JA_SUBJECT.search(line)) or not _JA_STEP.search(line)


def states_something(line: str) -> bool:
    """Whether a line says something an arrow under it can follow from (a clause in its language), not a label, an
    instruction or a step, a lead-in ending in a colon or a question."""
    line = line.strip().strip("*_`").strip()
    if len(line) < 3 or _LEAD_IN_END.search(line) or not _LINE_WORDS.search(line):
        return False
    if _OUTCOME_NOTED.search(line):
        # '요청 2: "쿠폰 줘" → 2줄' / '→ 총 4줄이지만 각각 정확함': a line noting what one thing gives (words on both sides
        # of its arrow) states it; the arrow under it sums the lines up, "so" (s22 held-out yunjeongiya
        # jpa-cartesian-product-for-beginners [57]: dropped, while [55] said it)
        return True
    if _JA_GRAMMAR.search(line):
        return _ja_states(line)
    if any("\uac00" <= ch <= "\ud7a3" for ch in line):
        return bool(_KO_CLAUSE.search(line))
    if any("\u4e00" <= ch <= "\u9fff" for ch in line):
        return (
            not _ZH_INSTRUCTION.match(line)
            and bool(_ZH_CLAUSE.search(line))
            and sum("\u4e00" <= ch <= "\u9fff" for ch in line) >= 4
        )
    return _en_states(line)


def consequence_marked(above: str, line: str) -> str:
    """`line` with :data:`CONSEQUENCE` put before the arrow opening it when it is the consequence of the line `above`
    (a statement, not a case); else `line` as it is. The lexicon says the marked arrow (and takes the mark off)."""
    opening = ARROW_OPENING.match(line)
    if opening is None or CASE_STATED.search(above) or not states_something(above):
        return line
    at = len(line) - len(line.lstrip(" \t"))
    return line[:at] + CONSEQUENCE + line[at:]


# Classes a list sorts its items into: list items of one arrow each, "description → class" ("- 社内システムで顧客IDから
# 氏名を検索できる → **個人情報**", "- Cookie ID（単体） → 個人関連情報", "- Cookie ID + 購入履歴 → **個人情報**"),
# the same class after the arrow in three items or more with different descriptions before it. Such an arrow says
# what the item is or counts as ("、これは個人情報"), never a sequence ("そして") or a move ("から"): s20 dev
# 1210yuichi0 個人情報と個人関連情報の違い [52][53][56][57][84][85][92][93][97][98][102][103]. One step of a process
# goes to a different place each time; an item's class is said again and again — the article shows which (gathered
# once from its body, as text.article_names gathers its names). Only items that describe a thing count: an action's
# arrow is a move however often it reaches the same place (:data:`_ACTION_SIDE`).
_SORTED_ITEM = LazyPattern(
    r"[ \t\u3000]{0,12}(?:[-*+]|\d{1,3}[.)])[ \t]+([^\n]{1,200}?)[ \t]*(?:→|->|=>|⇒)[ \t]*([^\n→⇒]{1,80})$"
)
_CLASS_TERM = LazyPattern(r"[^\s(（【「/、,，:：]{2,24}")
# A left side that is an action or an event, not a thing described: a step leads to its place however many steps
# lead there ("- Open the app → Home", "- 点击返回按钮 → 首页", "- 戻るボタンを押す → ホーム画面"; review s21 H3, where
# a screen flow was heard "Open the app, that is, Home"), as a redirect's path ("/old → /new") or a state machine's
# event ("- on timeout → Failed") does. An English imperative (a verb of acting on an interface or a flow opening the
# item, no finite verb after it: "Login fails for everyone" is a thing described), a Chinese one (its verb first), a
# Japanese verb's dictionary, polite or request form closing the item (not the potential できる, what a thing allows:
# "氏名を検索できる → 個人情報"), a path or an address, an event's preposition opening the item.
_ACTION_SIDE = LazyPattern(
    r"(?i:(?:open|close|tap|click|press|push|select|choose|log|sign|go|navigate|visit|enter|submit|cancel|save|"
    r"delete|swipe|scroll|type|return|back|quit|exit|login|logout|refresh|reload|launch|start|stop|restart|"
    r"on|when|whenever|after|upon|once)\b(?![^\n]*\b(?:is|are|was|were|does|do|did|has|have|had|can|will|fails|not)\b))"
    r"|(?:点击|點擊|點選|打开|打開|关闭|關閉|注销|註銷|登录|登錄|登入|登出|退出|返回|进入|進入|选择|選擇|输入|輸入"
    r"|提交|取消|保存|删除|刪除|切换|切換|刷新|访问|訪問|跳转|跳轉|前往|滑动|滑動)"
    r"|.*(?<!でき)(?<!あ)(?<!い)[うくぐすつぬぶむる]$|.*(?:ます|ください|して)$"
    r"|/|\S*://"
)
# A quotation closing an item's left side, one opening its right side: a string mapped to a string — a typo and its
# correction, a query and what it finds — said again and again to the same result, never a class the list sorts into
# (s22 held-out yunjeongiya search-library-selection-guide [107]–[111]: '"점과직선" → "점과 직선"' heard "즉").
_QUOTED_END = LazyPattern(r"[\"“「『'][^\n]{0,60}[\"”」』']$")
_QUOTED_START = LazyPattern(r"[\"“「『']")
_CLASSES: ContextVar[frozenset[str]] = ContextVar("narrate_arrow_classes", default=frozenset())
_MIN_SORTED = 3


def _class_term(said: str) -> str:
    """The class a right-hand side names: its first term, without emphasis or brackets ("**個人情報**（自宅…）",
    "【個人情報】", "個人関連情報 / 個人情報(ではない)")."""
    found = _CLASS_TERM.search(said.replace("*", "").replace("_", "").lstrip("【「 "))
    return found.group(0) if found else ""


def gathered_classes(body: str) -> frozenset[str]:
    """The classes `body`'s list items sort their descriptions into (see :data:`_SORTED_ITEM`)."""
    if "→" not in body and "->" not in body and "=>" not in body and "⇒" not in body:
        return frozenset()
    counts: Counter[str] = Counter()
    described: dict[str, set[str]] = {}
    for line in body.split("\n"):
        # (only the lines that hold an arrow are matched: a page of list items without one costs a look each)
        if "→" not in line and "->" not in line and "=>" not in line and "⇒" not in line:
            continue
        match = _SORTED_ITEM.match(line)
        if match is None or any(arrow in match.group(1) for arrow in ("→", "->", "=>", "⇒")):
            continue  # (a chain of steps, no item sorted)
        if _QUOTED_END.search(match.group(1).rstrip(" *_")) and _QUOTED_START.match(match.group(2).lstrip(" *_")):
            continue  # (a string shown, then the string it becomes: '"점과 지선" → "점과 직선"', no class)
        term = _class_term(match.group(2))
        if term and not _ACTION_SIDE.match(match.group(1).strip().strip("*_`")):
            counts[term] += 1
            described.setdefault(term, set()).add(match.group(1).strip())
    return frozenset(t for t, n in counts.items() if n >= _MIN_SORTED and len(described[t]) >= _MIN_SORTED)


@contextmanager
def article_classes(body: str) -> Iterator[None]:
    """Within: `sorted_into_class` knows the classes the article's list items sort their descriptions into."""
    token = _CLASSES.set(gathered_classes(body))
    try:
        yield
    finally:
        _CLASSES.reset(token)


def sorted_into_class(right: str) -> bool:
    """Whether the words after an arrow name one of the article's classes (:func:`gathered_classes`)."""
    classes = _CLASSES.get()
    if not classes:
        return False
    term = _class_term(right)
    return term in classes or any(term.startswith(c) and _CLASS_SAID.fullmatch(term[len(c) :]) for c in classes)


# What may follow a class's name in its item: its copula, a negation, "treated as" ("個人情報ではない", "個人情報として
# 扱われる", "個人情報に該当").
_CLASS_SAID = LazyPattern(
    r"(?:で(?:は)?(?:ない|ありません|す)|じゃない|として扱われる|として扱う|に該当(?:する|しない)?|扱い)"
)
