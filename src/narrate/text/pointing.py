"""Whether a sentence points at a picture the page shows beside it (docs/reading.md, "Pictures the text points at").

A writer who shows a screenshot says so with a pointing word used as the sentence's reference: "아래와 같은
대화상자를 볼 수 있다." (the dialog *like below*), "こんなドキュメントが作れます。" (*this kind of* document),
"as shown below.", "如下图所示。". The word counts only in its pointing use — as a reference to what the page shows —
never as any occurrence of it ("below zero", "아래 '게이트웨이' 부분", "下一步" are places or order, not pointers);
and only where the picture stands: right after the sentence that points ahead, right before the sentence that
points back ("위의 그림과 같이", "このように表示されます", "as shown above").

Two more ways a line points at the picture beside it, by their structure: a down arrow opening or closing it
("↓リボンがカスタマイズされているスクショ", "Example↓↓"), and a credit naming where the picture comes from
("公式サイトより", "圖片來源：…", "Source: …", "출처: …") — a writer credits what the page shows because it carries
something, a demo or a diagram taken from its documentation.
"""

from __future__ import annotations

import re

from narrate.patterns import LazyPattern

from .picture_words import names_picture

# Pointing ahead, by language. Each is a phrase whose word refers to what comes next, not the word alone.
_AHEAD = LazyPattern(
    # zh: 如下 / 下圖 / 下面的截圖 / 以下是 / 如圖所示 (如上圖 points back) / 這樣的畫面 / 長這樣 / 看到…效果
    r"如下|[見见看]?下(?:圖|图|表|方)|下面(?:的|這|这|是|就是)|以下(?:是|為|为|就是|的(?:圖|图|畫面|画面|截圖|截图))"
    r"|(?<!上)如(?:圖|图)(?:所示)?|(?:這|这)(?:樣|样)的(?:畫面|画面|結果|结果|效果|頁面|页面|介面|界面|視窗|窗口)"
    # zh: X 長這樣 (X looks like this) / 可以看到修改的效果 (you can see the effect), ending its sentence
    r"|(?:長|长)(?:這|这)(?:個|个)?(?:樣|样)子?\s*[：:。！!]?\s*$"
    r"|看到[^。！？，,]{0,20}(?:效果|畫面|画面|結果|结果)\s*[：:。！!]?\s*$"
    # zh, a player: 在這裡收聽 / 下方播放
    r"|(?:這裡|这里|下方|下面)(?:可以)?(?:收聽|收听|聆聽|聆听|播放|試聽|试听)"
    # ja: 次の(ような|画像) / 以下の通り / 下記の / こんな / こちら(の|が|です) / このような画面
    r"|(?:次|以下|下記|下)の(?:よう|通り|とおり|図|画像|画面|スクリーンショット|写真|表)|こんな|こちら"
    r"|このような|こう(?:いう|なり|なる|表示)"
    # ja: 作ったアプリはこれ。(the app I made is this one), closing its sentence
    r"|(?:は|が)これ(?:です|だ)?\s*[。！!：:]?\s*$"
    # ko: 아래와 같이 / 다음과 같은 / 아래 그림은 / 이런 화면
    r"|(?:아래|다음)(?:와|과)\s?같|아래(?:의)?\s?(?:그림|화면|사진|이미지|스크린샷|캡처|대화상자|창)"
    r"|다음(?:의)?\s?(?:그림|화면|사진|이미지|스크린샷)|이런\s?(?:화면|모습|결과|그림|대화상자|창)"
    # ko, a player: 여기에서 들을 수 / 아래에서 재생
    r"|(?:여기|아래)(?:에서|서)\s?(?:들을|들어|듣|재생)"
    # en: shown below / the following (screenshot) / looks like this / here is
    r"|\b(?:shown|see|as|is|are|looks?|appears?|seen|pictured|illustrated|displayed)\s(?:here\s)?bell?ow\b"
    r"|\bbelow\s*$|\b(?:the|as)\sfollowing\b|\blike\s(?:this|these|so)\s*$|(?:^|[.!?]\s)(?:here(?:'s|\sis|\sare))\b"
    # en, a player: "You can listen here", "hear it below", "watch the talk here"
    r"|\b(?:listen|hear|watch)(?:\s(?:to|it|this|them|the|whole|\w+ing))?(?:\s\w+)?\s(?:here|below)\b",
    re.I,
)
# Pointing back at what stands just above: 위의 그림 / 위와 같은 / このように / 上の画像 / 如上圖 / as shown above.
_BACK = LazyPattern(
    r"如上(?:圖|图)?|上(?:圖|图|方)|上面(?:的|這|这)?(?:圖|图|截圖|截图|畫面|画面)|(?:這|这)(?:張|张)(?:圖|图|截圖|截图)"
    r"|(?:上|上記)の(?:図|画像|画面|スクリーンショット|写真|よう|通り)|このように|この(?:画面|図|画像|写真)"
    r"|위(?:의)?\s?(?:그림|화면|사진|이미지|스크린샷|대화상자|창)|위(?:와|과)\s?같|이\s?(?:그림|화면|사진)|(?:그림|화면|사진|이미지)\s?속"
    r"|\b(?:shown|see|as|is|are|seen|pictured|illustrated)\s(?:here\s)?above\b|\bthe\s(?:picture|image|photo|screenshot)"
    r"\s(?:above|shows)\b|\b(?:this|these|in\sthe)\s(?:picture|image|photo|screenshot|screen|diagram)s?\b"
    # the button or badge above (a badge that is a button: "上記のボタンを押すと", TORIFUKUKaiou Advent of Code 2022 Day 1)
    r"|(?:上|上記)の(?:ボタン|バッジ|アイコン)|上(?:面|方)的(?:按鈕|按钮|圖示|图标)|위(?:의)?\s?(?:버튼|배지|아이콘)"
    r"|\bthe\s(?:button|badge|icon)\sabove\b|\bthe\sabove\s(?:button|badge|icon|picture|image|graph|chart)\b"
    # reading from what is above, opening its sentence: "从 17-18，18-19 的 BI 四维度对比可以看出" (s11 dev ascoders 106
    # [80], a chart), "As you can see", "…からわかるように", "…에서 볼 수 있듯이"
    r"|(?:^|[。！？]\s*)(?:从|從)[^。！？]{1,40}?(?:可以看出|可以看到|可見|可见|看得出)"
    r"|(?:^|[.!?]\s+)as\s(?:you|we)\scan\s(?:see|tell)\b|(?:^|。)[^。]{0,30}から(?:わかる|分かる)(?:ように|通り|とおり)"
    r"|(?:^|[.!?]\s+)[^.!?]{0,30}에서\s?(?:볼|알)\s?수\s?있듯이"
    # a sentence opening on 'this way' right under a picture: what it shows is what it speaks of ("이렇게 하면 벽이 아닌
    # 곳은 …", s17 dev jongkyuu ch3_2_Make_maze [11]; "이렇게 난징동루 - 와이탄쪽을 돌아다니고", under six photos)
    r"|^\s*(?:이렇게|이처럼|こうして|こうすると|こんな(?:ふう|風)に|這樣|这样)",
    re.I,
)
# A reference that names the picture by its noun in a pointing frame, with no direction or the right one: "This is
# shown in the figure.", "如图所示", "図のように", "그림과 같이". The noun makes it unmistakable, so it counts anywhere in
# the paragraph beside the picture, not only in the two sentences nearest it (s12 dev 0x7df cuda-basics-part-2 [45]:
# "…the bottom-right therefore being i+a, j+a. This is shown in the figure."). A noun with the other direction
# ("the figure below" after it) points at another picture. The noun is a whole word for a figure: 图/圖/図 alone or
# ending a figure's name (截图, 流程图, 结构图, 示意图), never the end of a word for something else — 视图/視圖 "view" (a
# UI's: "在反汇编视图中", "任务视图中" in the mirrors), 地图/地圖/地図 "map", 试图/企图/意图/意図 "attempt, intent".
# (where the noun may start: not right after a character that makes it another word, unless 示意 "schematic")
_FIGURE_NOUN_STARTS = "(?:(?<![试試企意视視地])|(?<=示意))"
_NAMED_FIGURE = (
    r"(?:如|见|見|參見|参见|參考|参考)(?:圖|图)(?:\s?\d+)?(?:所示|中)?"
    rf"|{_FIGURE_NOUN_STARTS}(?:圖|图)(?:\s?\d+)?(?:中|所示)"
    # a figure named by its number opening a clause, '图一的原文为…' (s18 dev chiyuki0325 pokemon: the first of a pair of
    # screenshots above), '圖2是…' — not a word that ends in 图 ('地图一样', '试图')
    r"|(?:^|(?<=[。！？，、：；「（(\s]))(?:圖|图)(?:[一二三四五六七八九十]|\s?\d{1,2})(?=的|中|是|为|為|裡|里)"
    rf"|(?:{_FIGURE_NOUN_STARTS}図|画像|グラフ)(?:\s?\d+)?(?:のよう|の通り|のとおり|で(?:は|も|示|わか|分か)|に示)"
    r"|(?:그림|도표|그래프)(?:\s?\d+)?(?:과|와)\s?같|(?:그림|도표|그래프)(?:\s?\d+)?(?:에서|처럼|을\s?보면|를\s?보면)"
    r"|\b(?:shown|illustrated|depicted|drawn|seen|plotted|visible|see)\s(?:in|on)\sthe\s(?:figure|diagram|graph|chart|plot|"
    r"picture|image|screenshot)s?\b(?!\s(?:bell?ow|above))"
    r"|\b(?:the|this|these)\s(?:figure|diagram|graph|chart|plot)s?\s(?:shows?|illustrates?|depicts?|plots?)\b"
    r"|(?:^|[.!?]\s)in\sthe\s(?:figure|diagram|graph|chart|plot)s?\b(?!\s(?:bell?ow|above))"
)
# (a direction written before the noun: "下図のように" after a picture points at the next one, not back at it)
_NAMED_AHEAD = LazyPattern(
    rf"(?<!上)(?<!上の)(?<!上記の)(?<!上面的)(?<!上方的)(?<!위)(?<!위\s)(?<!위의\s)(?:{_NAMED_FIGURE})"
    r"|\b(?:figure|diagram|graph|chart|plot|picture|image|screenshot)s?\sbell?ow\b",
    re.I,
)
_NAMED_BACK = LazyPattern(
    rf"(?<!下)(?<!下の)(?<!次の)(?<!以下の)(?<!下面的)(?<!下方的)(?<!아래)(?<!아래\s)(?<!아래의\s)(?<!다음\s)(?:{_NAMED_FIGURE})"
    r"|\b(?:figure|diagram|graph|chart|plot|picture|image|screenshot)s?\sabove\b",
    re.I,
)
_PARAGRAPH = 600  # characters of the paragraph beside a picture read for a reference that names it

_SENTENCE_END = LazyPattern(r"[。！？!?]|\.(?:\s|$)")
_ENDING = LazyPattern(r"[\s。．.！!：:,，、]*$")
_TAIL = 300  # only the end of what is said before the picture is read (a pointing word far above points elsewhere)


# A credit line: where the picture beside it comes from, as a caption says it — the whole line, short. A label
# ("Source:", "圖片來源：", "出典：", "출처:") with its source after it, or a Japanese caption that is a source and より
# ("公式サイトより", "GitHubの公式ページより", "フリー百科事典『ウィキペディア』 より"). Never "Photo by … on Unsplash"
# (a stock photo's licence line: a cover's, kept for the law, not for the picture's content) nor "資料來源：" (a list's
# label: nothing after it).
_CREDIT = LazyPattern(
    r"\(?(?:(?:image|picture|photo|figure|fig\.|screenshot|screen\s?shot|diagram|chart|graph|illustration)\s+)?"
    r"(?:source|credits?)\s*[:：]\s*\S.*"
    r"|\(?(?:image|picture|figure|screenshot|screen\s?shot|diagram|chart|graph|illustration)\s+"
    r"(?:courtesy\s+of|taken\s+from|from|via)\s+\S.*"
    r"|[（(]?(?:圖片|图片|圖|图|照片|截圖|截图|圖像|图像|影像)?(?:來源|来源|出處|出处)\s*[:：]\s*\S.*"
    r"|[（(]?(?:圖片|图片|圖|图|截圖|截图)(?:取自|引自|摘自|源自|轉自|转自)\s*\S.*"
    r"|[（(]?(?:画像|図|写真|スクショ|スクリーンショット)?(?:出典|引用元|出所)\s*[:：]\s*\S.*"
    r"|[^。！？!?\n]{1,40}より(?:引用|転載|抜粋)?\s*[)）]?"
    r"|[(（]?(?:이미지|사진|그림|자료)?\s?출처\s*[:：]?\s*\S.*",
    re.I,
)
# A sentence that names a picture with no pointing at it: an attribution ("Photo by Jane Doe on Unsplash", "Image
# courtesy of NASA" — a licence line, kept for the law under a cover or a stock photo), or one that denies a picture
# ("這一段沒有指向圖片。", "No screenshot this time.").
_NOT_POINTING = LazyPattern(
    r"^\W*(?:photo|image|picture|illustration|artwork)s?\s+(?:by|courtesy|credit)\b"
    r"|\b(?:no|not|without|never)\b|沒有|没有|並非|并非|不是|ない|ません|없|않",
    re.I,
)
# A demonstrative with a picture's classifier or noun: zh 這/这 (一) 張/张/幅 (a sheet, a painting), ja この + 絵/写真/
# イラスト/一枚, ko 이 + a space + 그림/사진/한 장 (이사진 is a board of directors, 그림자 a shadow). Not 那張 / あの /
# 그 (that one: something named before, not shown next).
_THIS_ONE = LazyPattern(
    r"(?:這|这)一?(?:張|张|幅)|この(?:絵|写真|イラスト|一枚)|(?<![가-힣])이\s(?:그림(?!자)|사진|한\s?장)"
)
_LONGEST_CREDIT = 100  # characters: a credit is a caption's line, never a paragraph that mentions a source
_DOWN_POINTERS = "↓⇓⬇👇"


def credits(line: str) -> bool:
    """Whether a line is a credit naming where the picture beside it comes from ("公式サイトより" over the demo GIF:
    s12 held-out masaki39 📘採用したコミュニティプラグイン [34]…; "圖片來源：Qwiklabs" under a screenshot)."""
    line = line.strip()
    return len(line) <= _LONGEST_CREDIT and bool(_CREDIT.fullmatch(line))


def points_down(line: str) -> bool:
    """Whether a line opens or closes with a down arrow: it points at what is shown under it, as a colon does
    ("↓リボンがカスタマイズされているスクショ", "追加されるようにしました↓↓": s12 held-out masaki39 [14][57])."""
    line = line.strip().rstrip("\ufe0e\ufe0f")
    return bool(line) and (line[-1] in _DOWN_POINTERS or line[0] in _DOWN_POINTERS)


# The words every match of a pointing pattern holds, one of them at least (#43: each pattern was run over the 300 to
# 600 characters beside every picture, about 1 ms a picture; a text holding none of them is passed over at once). A
# Latin word is looked for in the lower-cased text: `re.I` matches an ASCII letter only by its case, except for
# "İ", "ı" (i) and "ſ" (s), which lower() does not give as ASCII — a text holding one of them is searched whole.
_FOLDED_APART = frozenset("İıſ")
_NEEDS_AHEAD = (
    ("下", "如", "樣", "样", "看到", "這裡", "这里", "の", "こ", "같", "아래", "다음", "이런", "여기"),
    ("bel", "following", "like", "here"),
)
_NEEDS_BACK = (
    ("上", "張", "张", "こ", "위", "이", "속", "从", "從", "から", "있듯이", "這樣", "这样"),
    ("above", "picture", "image", "photo", "screen", "diagram", "can"),
)
_NEEDS_NAMED = (
    ("圖", "图", "図", "画像", "グラフ", "그림", "도표", "그래프"),
    ("figure", "diagram", "graph", "chart", "plot", "picture", "image", "screenshot"),
)


def _found(pattern: LazyPattern, needs: tuple[tuple[str, ...], tuple[str, ...]], text: str) -> bool:
    """Whether `pattern` is found in `text`, searched only where the text holds one of the words all its matches hold
    (`needs`: CJK and Korean words as written, none in an ASCII text; Latin words lower-cased)."""
    marks, latin = needs
    if text.isascii() or not any(mark in text for mark in marks) and _FOLDED_APART.isdisjoint(text):
        low = text.lower()
        if not any(word in low for word in latin):
            return False
    return pattern.search(text) is not None


def points_ahead(text: str) -> bool:
    """Whether the text said right before a picture points at it: a pointing reference in its last two
    sentences ("次の画像のような項目が出現します。これで設定は完了です。" still points at the screenshot)."""
    tail = _ENDING.sub("", text[-_TAIL:])
    ends = [m.end() for m in _SENTENCE_END.finditer(tail)]
    return _found(_AHEAD, _NEEDS_AHEAD, tail[ends[-2] if len(ends) > 1 else 0 :]) or _found(
        _NAMED_AHEAD, _NEEDS_NAMED, _last_lines(text)
    )


def names_the_picture(text: str) -> bool:
    """Whether the sentence said right before a picture names a picture by a picture word of the lexicon (text.
    picture_words: "But the final image, just some 7 minutes later!", "…這篇裡面提到的圖一樣") — with no other
    picture's direction in it, no credit line (its own reason: "image source: Wikimedia Commons"), no attribution and
    no denial. A picture's own rule: a link card or a list after such a sentence is not pointed at by it."""
    tail = _ENDING.sub("", text[-_TAIL:])
    ends = [m.end() for m in _SENTENCE_END.finditer(tail)]
    last = tail[ends[-1] if ends else 0 :]
    return names_picture(last) and not (
        _found(_BACK, _NEEDS_BACK, last)
        or _found(_NAMED_BACK, _NEEDS_NAMED, last)
        or credits(last)
        or _NOT_POINTING.search(last)
    )


def picks_this_one(text: str) -> bool:
    """Whether the last two sentences before a picture pick it out with a demonstrative and a picture's classifier or
    noun ("這一張想玩灰色調…", "另外這張是…暖色調。", "我最喜歡的這一張是…" — s17 held-out kamesanblog, paintings shown one
    by one; "この絵は…", "이 사진은…"): the one the page shows next. A picture's own rule, as names_the_picture; a
    denial ("這張沒有…") points at nothing."""
    tail = _ENDING.sub("", text[-_TAIL:])
    ends = [m.end() for m in _SENTENCE_END.finditer(tail)]
    last = tail[ends[-2] if len(ends) > 1 else 0 :]
    return bool(_THIS_ONE.search(last)) and not _NOT_POINTING.search(last)


def points_back(text: str) -> bool:
    """Whether the text said right after a picture points back at it: a reference to what is above, in its
    first two sentences ("속았지? 사진 속 오른쪽 위에 보이는 저 QR Code는…")."""
    head = text[:_TAIL]
    ends = [m.end() for m in _SENTENCE_END.finditer(head)][:2]
    return _found(_BACK, _NEEDS_BACK, head[: ends[-1]] if len(ends) > 1 else head) or _found(
        _NAMED_BACK, _NEEDS_NAMED, text[:_PARAGRAPH]
    )


def _last_lines(text: str) -> str:
    """The end of what is said before a picture, within its paragraph (the words of blocks further up are theirs)."""
    return text[-_PARAGRAPH:].rsplit("\n\n", 1)[-1]
