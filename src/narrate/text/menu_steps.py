"""Where a '>' between two labels is a step of a menu's path and where it compares: one predicate for the reader
(text.lexicon, which says a step like an arrow's "then") and for `narrate check`'s judge (text.sign_roles, which
reports a step sent as a bare sign), so that the two cannot disagree on what a step is.

A step needs a place a screen shows and a sentence that goes there: a verb of going, opening or choosing in the
sign's own clause ("open File > Settings", "點選 設定 > 頁面", "Heartbeats > Create heartbeat へ進みます"), "under" /
"via" / "in" / 在 right before the first label ("在 System > Services 修改", the s17 ruling "Angle brackets"). Two
names joined by '>' with none of that are a comparison ("maxRetries > Timeout", "iPhone > Android", the voice says
"greater than", which is right); and a condition's word right after the right-hand term ("在 内存 > 阈值 时开启…",
"在 收入 > 支出 的情况下设置预算", "メモリ > 閾値 のとき", "메모리 > 임계값 일 때") makes it a comparison whatever
verb follows (s17 review of the text rules, text2 M1: those were said "在内存，然后阈值时…").
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import replace

from narrate.patterns import LazyPattern

from . import account
from .model import Segment

__all__ = [
    "CLAUSE_MARK",
    "POINTER",
    "POINTER_OPENING",
    "STEP",
    "compared_after",
    "going_there",
    "instructed_steps",
    "step_here",
]

# A verb of going, opening or choosing that governs the path, in the path's own clause: before it ("open File >
# Settings", "navigate to", "點選 設定 > 頁面", "进入 A > B"), or after it with its particle ("… へ進みます", "… 를
# 클릭", "A > B 로 이동", "A > B 中点击"); "under" or "via" right before it. A bare particle or a word of seeing
# ("看到", "から", "에서", "find") governs nothing: "看到 Rust > Go" is a comparison.
_GOING_BEFORE = LazyPattern(
    r"(?i:\b(?:go|goes|going|went|open|opens|opening|click|clicks|clicking|select|selects|choose|navigate|"
    r"navigating|head|tap|press)\b)|點選|點擊|点击|點開|点开|打開|打开|進入|进入|選擇|选择|前往|转到|轉到|跳到|切换到|"
    r"切換到|進到|进到"
)
# Going back (回到, 返回) is also "return (a value)": '如果返回值 > 阈值', '函数返回 Count > Limit 的结果'. It governs a
# path only as a verb (never inside 返回值), in a clause with no condition's word before it, and when the path's last
# label ends the clause or a screen's word or "then" follows it, never 的 or a noun ('Result > Error 类型的值'): a menu
# path needs labels on both sides, not quantities compared (s19 review of the text rules, H1).
_GOING_BACK = LazyPattern(r"(?:回到|返回)(?!值)")
_CONDITION_BEFORE = LazyPattern(r"如果|若|假如|假設|假设|當|当|只要|一旦|(?i:\b(?:if|when)\b)")
_BACK_PATH_ENDS = LazyPattern(
    r"\s*>\s*[^\s>的,，、;；:：。.!?！？]{1,24}(?:\s*>\s*[^\s>的,，、;；:：。.!?！？]{1,24}){0,4}\s?"
    r"(?:(?=[,，、;；:：。.!?！？\n])|\Z|然后|然後|再|页面|頁面|界面|介面|画面|畫面|菜单|菜單|选单|選單|标签|標籤|分頁|分页)"
)
_GOING_AFTER = LazyPattern(
    r"(?:へ|に|を|から|で)\s*(?:進|開|選|クリック|移動|押|タップ)|(?:中|里|裡|裏)\s*(?:点击|點擊|點選|选择|選擇|打开|打開)|"
    # (a setting changed there: "把 Build and deployment > Source 調整成 GitHub Actions", s10 held-out Opshell day09
    # [11], "A > B 设为 …", "A > B を変更")
    r"^\s*>\s*[^\s>]{1,24}\s?(?:調整成|调整成|改成|改為|改为|設為|设为|設定為|设置为|切換成|切换成|切換到|切换到)"
    r"(?=\s|[A-Za-z「『\"“])|(?:を|에서)\s*(?:変更|設定|변경|설정)|"
    r"(?<![\uac00-\ud7a3])(?:\S{1,3}\s)?(?:이동|클릭|선택|들어가|열고|열어|열면|누르|탭)|"
    # (a setting changed or a screen run there: "在 System > Services 修改 SMB 設定", "System Settings > Language
    # Support 를 실행합니다", xho95 Settings-Korean-on-Ubuntu)
    r"^\s*>\s*[^\s>]{1,24}(?:\s[^\s>]{1,24}){0,2}\s?(?:修改|更改|設定|设置|勾選|勾选|開啟|开启|關閉|关闭|取消勾選|取消勾选)|"
    r"(?:을|를)\s*(?:실행|변경|설정|열)"
)
# ("在 System > Services 修改": the place a setting is in, s16 held-out ZhenShuo2021 smb-signing [23])
# ("可透過「Advanced > View recovery logs」檢視": by way of, the path quoted, s19 dev HuangChingChieh pixel3a_custom_rom;
# bare, 透過/通过 is "by way of" a comparison as often: '通过 Latency > Throughput 的取舍来决定', s19 review H1)
_UNDER = LazyPattern(
    r"(?i:\b(?:under|via|in)(?:\s+the)?)\s*$|(?:^|[\s，。、；：])在\s?$|(?:透過|透过|通過|通过|經由|经由)\s?[「『“\"]\s?$"
)
# Where a clause ends, for the window a governing verb is looked for in.
CLAUSE_MARK = LazyPattern(r"[,，、;；:：。.!?！？\n]")
# The right-hand term and a condition's word right after it: "> 阈值 时", "> 支出 的情况下", "> GPU 的场景下", "> 閾値
# のとき", "> 임계값 일 때", "> b when". The term is one run of letters (CJK runs into its word: "> 阈值时开启"), a time's
# 时/時 is not one of 时间/時間/时区/时钟 (a menu's "設定 > 時間" goes on to be a label).
_CONDITION_AFTER = LazyPattern(
    r"^\s*[>＞]\s*[^\s>，。,]{1,24}?\s?"
    r"(?:的?(?:时候|時候|情况下|情況下|场景下|場景下|场合|場合|话|話)|的?时(?![间間区區钟鐘刻代序效])|的?時(?![间間区區钟鐘刻代序效])"
    r"|の?(?:とき|時に|場合)|なら|(?:일|할|인)\s?(?:때|경우)|(?<=[\uac00-\ud7a3])(?:이면|라면)"
    r"|\s(?i:when|whenever)\b)"
)


def going_there(whole: str, start: int, sign: int) -> bool:
    """Whether a verb of going or choosing governs the path that starts at `start`, its first '>' at `sign` (looked
    for in the sign's own clause, a few words each side; never the whole text)."""
    before = CLAUSE_MARK.split(whole[max(0, sign - 40) : sign])[-1]
    after = CLAUSE_MARK.split(whole[sign : sign + 32])[0]
    return bool(
        _GOING_BEFORE.search(before)
        or _going_back(before, whole[sign : sign + 160])
        or _GOING_AFTER.search(after)
        or _UNDER.search(whole, max(0, start - 12), start)
    )


def _going_back(before: str, after: str) -> bool:
    """Whether 回到 / 返回 in `before` (the clause up to the first '>') is going back to the path in `after` (the
    text from it), not returning a value compared there (above)."""
    if not _GOING_BACK.search(before) or _CONDITION_BEFORE.search(before):
        return False
    return _BACK_PATH_ENDS.match(after) is not None


def compared_after(whole: str, sign: int) -> bool:
    """Whether a condition's word follows the term right after the '>' at `sign` ("在 内存 > 阈值 时开启交换分区":
    memory above a threshold, not a menu's step, whatever the verb after it)."""
    return _CONDITION_AFTER.match(whole[sign : sign + 40]) is not None


def step_here(whole: str, start: int, sign: int) -> bool:
    """Whether the '>' at `sign` is a menu's step for a path that starts at `start`: a sentence that goes there and
    no condition on the terms it joins."""
    return going_there(whole, start, sign) and not compared_after(whole, sign)


# A menu's step the prose marks where an instruction governs a chain of labels joined by '>' (below): put before the
# sign, which stays for the account; text.lexicon says the two as its arrows' "then" (然後, 그다음). A character no page
# writes for this (a Z notation's piping, U+2A20).
STEP = "\u2a20"
# An arrow the prose found pointing at a link ("→ [Hugoを使用した…](…)", "細かい説明→[…](…)"): the write-up that covers
# it, "see" (text.inline puts it in the arrow's place; text.lexicon says it). A character no page writes (U+2A21).
POINTER = "\u2a21"
# The same for an arrow opening its line ("…できた / → [Hugoを使用した…](…)"): "see" whatever the line above ends with.
POINTER_OPENING = "\u2a22"
# A '>' between labels: spaced on a side, or against a corner quote ("「設定」> 「網路」"); never part of '->', '=>',
# '>=', '>>' or a tag, nor a step marked already (:func:`_dashed_labels`).
_CHAIN_SIGN = LazyPattern(
    r"(?<![-=<>!\u2a20])(?:[ \t]+[>＞][ \t]*|[>＞][ \t]+|(?<=[」』])[>＞]|[>＞](?=[「『]))(?![>=])"
)
# Going, choosing, opening or pressing anywhere in the chain's clause (beyond going_there's verbs, looked for a few
# words around its first sign): 按 / 長按 a key or a button ("按 `Win + I` > 「網路和網際網路」", "在網路連線上按右鍵 >
# 「內容」", never 按照 "according to"), a Japanese or Korean verb after a long chain ("… > `community plugins` 에서
# 클릭").
_PRESSING = LazyPattern(
    r"按(?![照理時时期])|(?i:\b(?:right-click|double-click|visit)\b)|選択|開く|開いて|클릭|선택|이동|열고|눌러|"
    # (reaching a screen or installing from it: "9090번 포트에 접속 > Status", "… > `S3 Image Uploader` 설치")
    r"접속|설치"
)
# Words that make what '>' joins compared, not walked: a condition, a comparison, a ranking.
_COMPARED_CLAUSE = LazyPattern(
    r"(?i:\b(?:if|when|whenever|than|is|are|was|were|while|unless|whether|priority|precedence|rank(?:ed|ing)?)\b)"
    r"|如果|假如|若是|當|当|时候|時候|比較|比较|大於|大于|优先|優先|順位|なら|とき|場合|より|순위|우선|보다|(?:이|하)면(?=\s|$)|일 때|할 때"
)
# A side that is a quantity or a variable, never a screen's label: a number, one letter, a call.
_TERM = LazyPattern(r"[\d.,%]+|[A-Za-z]|\S*\(.*\)\S*")
_QUALITY = LazyPattern(r"(?:ness|ity|ance|ence|性|성)$")
_FAR = 1 << 62  # (past any span's end: a bisection's key)


def instructed_steps(segments: tuple[Segment, ...], *, numbered: bool) -> tuple[Segment, ...]:
    """`segments` with each '>' of a chain of labels an instruction governs marked :data:`STEP`: a verb of going,
    choosing, opening or pressing in the chain's clause (:func:`going_there`, :data:`_PRESSING`), or a step of a
    numbered list (`numbered`). "1. 點選右上角 `⋮` > 「設定」> 「隱私權和安全性」", "2. 在網路連線上按右鍵 > 「內容」",
    "1. Apple 選單 > 「系統設定」> 「網路」": a path walked (s21 held-out qian403 change-dns-guide [17][21][27][28][37]
    [38][40][45][46][60]: the '>' sent bare, heard "greater than", where [52] says 然後). Folders down to a file and
    three capitalised names were steps already (text.lexicon); these are the chains no such shape shows. A chain with
    no instruction ("A > B > C" in prose), a condition or a ranking in its clause, a number or a variable on a side
    (`x > 5`), or nouns of a quality (正確性 > 可讀性) stays a comparison."""
    segments = _dashed_labels(segments)
    if not any(not s.code and (">" in s.text or "＞" in s.text) for s in segments):
        return segments
    joined = "".join(s.text for s in segments)
    code_spans, at = [], 0
    for segment in segments:
        if segment.code:
            code_spans.append((at, at + len(segment.text)))
        at += len(segment.text)
    steps: list[tuple[int, int]] = []
    walked = False  # (the clause before was a path walked: a label's colon, "Status: Target health", goes on with it)
    for clause in _clauses(joined):
        signs = [m for m in _CHAIN_SIGN.finditer(joined, *clause) if not _in_code(m.start(), code_spans)]
        going_on = walked and joined[clause[0] - 1 : clause[0]] in (":", "：")
        walked = bool(signs) and (going_on or _instructed(joined, clause, signs, code_spans, numbered=numbered))
        if walked:
            steps.extend(m.span() for m in signs)
    if not steps:
        return segments
    return _marked(segments, steps)


def _clauses(text: str) -> list[tuple[int, int]]:
    """The spans of `text` between its clause marks (a '.' only before a blank or the end: ".m2", "Win + I" stay)."""
    spans, start = [], 0
    for mark in re.finditer(r"[,，、;；:：。!?！？\n]|\.(?=\s|$)", text):
        spans.append((start, mark.start()))
        start = mark.end()
    spans.append((start, len(text)))
    return spans


def _in_code(at: int, spans: list[tuple[int, int]]) -> bool:
    """Whether `at` falls in one of the sorted code `spans` (a bisection: a block of many spans costs a look each)."""
    found = bisect_right(spans, (at, _FAR)) - 1
    return found >= 0 and spans[found][0] <= at < spans[found][1]


def _instructed(
    text: str, clause: tuple[int, int], signs: list[re.Match[str]], code: list[tuple[int, int]], *, numbered: bool
) -> bool:
    """Whether the '>' signs of one clause join labels an instruction walks (above). A side that is a code span is
    judged whole (`Win + I` is a key's name, `x` a variable)."""
    start, end = clause
    words = text[start:end]
    # (a '<' in the clause: the '>' closes a tag written spaced, "< head > 부분에 따로 < style > 태그를")
    if "<" in words or _COMPARED_CLAUSE.search(words) or any(compared_after(text, m.start()) for m in signs):
        return False
    bounds = [start, *(x for m in signs for x in m.span()), end]
    labels = [text[bounds[i] : bounds[i + 1]].strip(" \t*_`「」『』") for i in range(0, len(bounds), 2)]
    if any(not label or len(label) > 40 for label in labels[1:]) or not labels[0]:
        return False
    sides = [_side(text, signs[0].start(), code, labels[0].split()[-1], before=True)]
    sides += [_side(text, m.end(), code, label.split()[0], before=False) for m, label in zip(signs, labels[1:])]
    if any(_TERM.fullmatch(side) for side in sides) or 2 * sum(bool(_QUALITY.search(x)) for x in labels) > len(labels):
        return False
    if numbered or _PRESSING.search(text, start, end):
        return True
    return going_there(text, start, signs[0].start()) or _shown_path(sides, code, signs)


def _shown_path(sides: list[str], code: list[tuple[int, int]], signs: list[re.Match[str]]) -> bool:
    """Whether the chain is a path by what its sides are, with no instruction: buttons' names in code
    (:func:`_screen_labels`) or a hidden folder first (:data:`_HIDDEN_FOLDER`)."""
    return _screen_labels(sides, code, signs) or bool(_HIDDEN_FOLDER.fullmatch(sides[0]))


# A hidden folder's name, a dot before it ("로컬저장소 .m2 > repository"): a path down from it, never a quantity (s21
# held-out connor-kor class29 [133]: the '>' sent bare).
_HIDDEN_FOLDER = LazyPattern(r"\.[A-Za-z][\w-]{0,30}")


# A screen's label typed in a code span: words of letters and digits, a capital first ("Get started", "Health checks").
_LABEL_WORDS = LazyPattern(r"[A-Z][A-Za-z0-9]*(?: [A-Za-z0-9]+){1,4}")


def _screen_labels(sides: list[str], code: list[tuple[int, int]], signs: list[re.Match[str]]) -> bool:
    """Whether every side of the chain is a code span touching its sign and one after the first is a screen's label of
    two words or more ("`Route53` > `Get started`", "`Route53` > `Health checks` > `Create health check`"): a path
    the page shows as the buttons' names, which no variable is (a name has no blank: "`maxRetries` > `timeout`" still
    compares). s21 dev by-su Route53_이용해_DR_세팅하기 [4][19]: the '>' sent bare, heard as a comparison."""
    touching = all(_in_code(m.start() - 1, code) and _in_code(m.end(), code) for m in signs)
    return touching and any(_LABEL_WORDS.fullmatch(side) for side in sides[1:])


def _side(text: str, at: int, code: list[tuple[int, int]], word: str, *, before: bool) -> str:
    """The term on one side of a sign at `at`: the code span it touches, whole, else its word `word`."""
    if before:
        near = at - 1
        while near > 0 and text[near] in " \t":
            near -= 1
    else:
        near = at
        while near < len(text) - 1 and text[near] in " \t":
            near += 1
    found = bisect_right(code, (near, _FAR)) - 1
    if found >= 0 and code[found][0] <= near < code[found][1]:
        return text[code[found][0] : code[found][1]].strip()
    return word


def _marked(segments: tuple[Segment, ...], steps: list[tuple[int, int]]) -> tuple[Segment, ...]:
    """`segments` with the sorted text spans `steps` (each in one segment of words) marked :data:`STEP` (the sign
    kept after the mark)."""
    out, at, step = [], 0, 0
    for segment in segments:
        end = at + len(segment.text)
        pieces, last = [], 0
        while step < len(steps) and steps[step][0] < end:
            a, b = steps[step]
            pieces += [segment.text[last : a - at], " " + STEP + "> "]
            last = b - at
            step += 1
        out.append(replace(segment, text="".join([*pieces, segment.text[last:]])) if pieces else segment)
        at = end
    return tuple(out)


# A dash standing alone between two code spans: nothing but the sign and blanks around it.
_DASH_ALONE = LazyPattern(r"[ \t]*[-－–—][ \t]*")
# A screen's label in a code span: words of letters (any script), no digit first, no sign of code ("影像", "調整",
# "Image", "Adjustments"); one letter alone is a variable's name.
_CODE_LABEL = LazyPattern(r"(?!\d)[^\W_](?:[^\W_]| (?=[^\W_])){1,30}")


def _dashed_labels(segments: tuple[Segment, ...]) -> tuple[Segment, ...]:
    """`segments` with each dash of a chain of three labels or more typed in code spans and joined by dashes alone
    (`影像`-`調整`-`色階`: the menus walked, Image, then Adjustments, then Levels) marked :data:`STEP`. s23 held-out
    jack842248 src/posts/將透明玻璃去背.md [6]: the dashes sent bare, no step heard. Two code spans (`a`-`b`) may be
    a difference or a pair; a number or one letter on a side (`x`-`1`) is a term, never a label."""
    if len(segments) < 5:
        return segments
    marked = [False] * len(segments)
    n = 1
    while n + 1 < len(segments):
        end = n
        while end + 1 < len(segments) and _dash_between(segments, end):
            end += 2
        if end - n >= 4:  # (two dashes or more: three labels)
            for k in range(n, end, 2):
                marked[k] = True
        n = max(end, n + 1)
    if not any(marked):
        return segments
    account.reworded("a chain of labels in code joined by dashes, said as steps", "-")
    return tuple(replace(segment, text=f" {STEP}> ") if marked[k] else segment for k, segment in enumerate(segments))


def _dash_between(segments: tuple[Segment, ...], n: int) -> bool:
    """Whether the segment at `n` is a dash alone between two code spans that are labels."""
    before, dash, after = segments[n - 1], segments[n], segments[n + 1]
    return (
        before.code
        and after.code
        and not dash.code
        and not dash.cue
        and not before.cue
        and not after.cue
        and _DASH_ALONE.fullmatch(dash.text) is not None
        and all(_CODE_LABEL.fullmatch(side.text.strip()) is not None for side in (before, after))
    )
