"""Pictures the page shows and the prose relies on, that the listener hears nothing for (`narrate check`).

The lead's ruling (session 12, "Pictures"): a listener must never lose what the page shows and the prose relies on.
This judge reads the pictures from the file's own lines — a Markdown picture `![alt](src)` or an HTML `<img>` on a
line the page renders as prose (text.page_view), never in code — apart from narrate's reader, so that a picture the
reader swept into a neighbour's account, or dropped with no record at all (a `<picture>` element), still shows:

* **a picture on a line of its own** is relied on when its alt is a description (words, not a file name or "image"),
  or when the prose points at it: the line before it ends with a colon or points ahead ("如下", "below", "次の画像"),
  the list before it follows such a line, it stands right under a heading or a bold label (a step's name, "- **Rosetta
  활성화**"), a credit line names its source right
  above or below it ("公式サイトより", "image source: …", "图片来源", "출처"), an arrow points down at it from the line
  above ("↓これは初期に作成したもの") or back at it from the line below, or the sentence after it points back at
  it or reacts to it ("Much better!"). It is heard when a cue stands on its line, or a chunk says its alt;
* **a picture inside a sentence** (words on both sides of it on its line: "按下 ![](icon) 後") is relied on always,
  and unheard when what is sent joins the words on its two sides with nothing between them.

Decorative pictures stay silent by design and are never reported: badges, shields, avatars, tracking pixels, and a
row of linked pictures alone on a line (a badge row).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from narrate.patterns import LazyPattern

from .model import FRAME, VIDEO
from .page_judges import Heard, PageFinding
from .page_view import ByLine, Page
from .picture_words import names_nothing, names_picture
from .pointing import names_the_picture, picks_this_one, points_ahead, points_back
from .repeated_alts import shared_alts
from .shortcodes import shortcode_image

__all__ = ["Picture", "pictures_on", "pictures_unsaid"]


@dataclass(frozen=True)
class Picture:
    """One picture of the page: its file line, alt text, source, where it stands in its line, and whether the line
    holds nothing else that a reader sees (a picture on a line of its own)."""

    line: int
    alt: str
    src: str
    start: int
    end: int
    alone: bool
    decorative: bool


# (after the source a title, or Hashnode's attributes `align="left"`, which its renderer takes and the page never shows)
# (a Liquid or Hugo expression in the address, `{{ site.url }}/images/a.png`, is the generator's: Jekyll fills it in)
# (the address's three branches never match the same text — a closed `{{…}}`, a `{` that opens none, any other
# character — so a line that never closes its address fails in one pass; when the last two could both take a `{`, an
# unclosed '![a](' + '{{a}}' * 30 took an hour, each `{{a}}` doubling the ways to fail: s17 review text1 H1)
_MARKDOWN = LazyPattern(
    r"!\[([^\]\n]{0,400})\]\(\s*<?((?:\{\{[^{}\n]{0,100}\}\}|\{(?!\{[^{}\n]{0,100}\}\})|[^)\s>{]){0,1000})>?"
    r"(?:\s+[\"'][^\"'\n]{0,200}[\"']|(?:\s+[a-z]{1,12}=\"[^\"\n]{0,100}\"){1,4})?(?:\s+=\d{0,5}x\d{0,5})?\s*\)"
)
# (a size after the address, `![](<a.jpg> =400x)`: markdown-it-imsize's and Typora's width and height, a picture
# still — s18 dev peienwu birthday [73], its proofs a picture after '一些數學證明：')
# A Liquid or Nunjucks tag that may show a picture (`{% image https://…/a.webp 🤓👆 %}`, `{% img /a.png 300 %}`): the
# reader's own predicate (text.shortcodes.shortcode_image) says whether it does and what its caption is — s18 dev
# chiyuki0325 linux-arm64-debug-experience [24], hackergame-2023 [72].
_LIQUID_TAG = LazyPattern(r"\{%-?\s{0,20}(?:img|image|picture|photo|figure)\b[^%\n]{0,2000}?-?%\}", re.I)
_TAG_ADDRESS = LazyPattern(
    r"(?:https?:)?//[^\s%]{1,2000}|[^\s%\"']{1,2000}\.(?:png|jpe?g|gif|webp|avif|svg|bmp)\b", re.I
)
_REFERENCE = LazyPattern(r"!\[([^\]\n]{0,400})\]\[([^\]\n]{0,200})\]")
_IMG = LazyPattern(r"<img\b[^<>]{0,2000}>", re.I)
# Hugo's figure shortcode (`{{< figure src="…" alt="…" >}}`, `{{% figure … %}}`): a picture, its words its alt, else
# its caption or title (s15 held-out if001 cloud_functions [10][18]; s10 dev iranzo).
_FIGURE = LazyPattern(r"\{\{[<%]\s*figure\b[^{}\n]{0,2000}?[>%]\}\}")
# A template call that may show a picture (Zola's `{{ image(url="12.JPG") }}`, `{{ image(url="1.png", alt="輸入處理")
# }}`): the reader's own predicate (text.shortcodes.shortcode_image) says whether it does and what its alt is — s19
# held-out jim60105 Unboxing_VR-Headset-Xiaozhai-Z5 [4][11]…, english-textbook-generation-assistant [25]…
_CALL = LazyPattern(r"\{\{-?\s{0,20}[A-Za-z][\w-]{0,40}\s{0,20}\([^{}\n]{0,2000}\)\s{0,20}-?\}\}")
# A figure's caption (`<figcaption>…</figcaption>`): the picture's words, never a sentence the picture stands in.
_FIGCAPTION = LazyPattern(r"<figcaption\b[^<>]{0,200}>[^<]{0,2000}(?:</figcaption>|$)", re.I)
_ATTRIBUTE = LazyPattern(r"""\b(alt|src|width|height|caption|title)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))""", re.I)
# What a line of its own may hold besides its pictures: the links around them, tags, a list or quote marker, signs.
_LINK_AROUND = LazyPattern(
    r"\[\s*\x00\s*\]\([^)\s]{0,1000}(?:\s+[\"'][^\"'\n]{0,200}[\"'])?\)|\[\s*\x00\s*\]\[[^\]]*\]"
)
_TAG = LazyPattern(r"</?[A-Za-z][^<>]{0,2000}>")
# An attribute list right after a picture — kramdown's `{: width="700" }` (Jekyll Chirpy), Python-Markdown's
# attr_list `{ width="300" }` (MkDocs), Logseq's `{:height 300, :width 500}`: the picture's size or class, which the
# page never shows as text (a picture so sized still stands on a line of its own).
_ATTRIBUTE_LIST = LazyPattern(r"\x00[ \t]?\{[:.#]?[ \t]*[^{}\n]{0,300}\}")
_LINE_MARKER = LazyPattern(r"^\s{0,12}(?:>\s?)*(?:[-*+]|\d{1,3}[.)])?\s*")
_WORD = LazyPattern(r"[^\W_]")
# A picture that decorates: a badge, a shield, an avatar, a favicon, an emoji drawn as a picture, a tracking pixel.
_DECORATIVE_SOURCE = LazyPattern(r"badge|shields\.io|avatar|gravatar|favicon|/emoji|twemoji|/pixel|spacer", re.I)
# An alt that is a file's name (a screenshot tool's default, "スクリーンショット 2021-09-04 8.18.40.png") or one token.
_FILE_LIKE = LazyPattern(r"\.(?:png|jpe?g|gif|webp|svg|bmp|avif|tiff?)\s*$|^[A-Za-z0-9_.-]{1,60}$|://", re.I)
# An alt that is a screenshot tool's or a camera's default name: its word and a date, a time or a number
# ("螢幕擷圖存為 2012-12-19 23:40:05", "Screenshot 2020-05-01 at 10.22.31", "IMG_1234"; s16 ruling "Pictures").
_DEFAULT_NAME = LazyPattern(
    r"^(?:screen ?shot|screen capture|スクリーンショット|スクショ|螢幕擷圖|螢幕快照|屏幕截图|屏幕快照|截圖|截图|截屏|스크린샷|화면 ?캡처"
    r"|img|dsc|pxl|photo|image)[^\d\n]{0,12}\d(?:[\d\s_.:/-]|at|[ap]m|오전|오후|午前|午後|上午|下午)*$",
    re.I,
)
_PLACEHOLDERS = frozenset(
    "image img alt picture photo screenshot figure icon logo 圖 圖片 图片 截圖 截图 画像 スクリーンショット 이미지 그림 사진".split()
)
_EMOJI_CODE = LazyPattern(r":[a-z0-9_+-]{1,40}:")  # (`:clap:` ends with a colon and leads into nothing)
_HEADING = LazyPattern(r"^\s{0,3}(?:#{1,6}\s|<h[1-6]\b)", re.I)
_SETEXT = LazyPattern(r"^\s{0,3}(?:=+|-+)\s*$")
# A label: a line (a list item's, or one of its own) whose words are all bold and short, no sentence — a step's or a
# setting's name whose content is the picture under it ("- **Xcode 정보창 실행**" over its screenshot, s14 held-out
# swieeft M1MacIPAExportError; "- **Deposit**" over its screen, s14 dev RedQ create-website-wordpress-booking-plugin).
_LABEL = LazyPattern(
    r"^\s{0,12}(?:(?:[-*+]|\d{1,3}[.)])\s+)?(\*\*|__)(?=\S)[^*_\n.!?。！？]{1,40}(?<=\S)\1\s*[:：]?\s*$"
)
_LIST_LINE = LazyPattern(r"^\s{0,12}(?:[-*+]|\d{1,3}[.)])\s|^\s{2,}\S")
# A reaction to what was just shown: a short exclamation ("Much better!", "Got 'em!", "完成！").
_REACTION = LazyPattern(r"^\W{0,3}(?:\S+\s){0,3}\S+?[!！]")
# A credit line: a short line naming where the picture under (or over) it comes from — "公式サイトより" (masaki39),
# "image source: Wikimedia Commons" (davidpallmann), 图片来源, 圖片來源, 出處, 출처, "Photo by …". A picture someone
# credits is content the writer took from elsewhere to show, never decoration.
_CREDIT = LazyPattern(
    r"^(?:(?:image|photo|picture|figure|screenshot|gif)\s(?:source|credit|from|by)\b|source\s?[:：]|credits?\s?[:：]"
    r"|(?:photo|image)\sby\b|(?:图片|圖片|图像|圖像|截图|截圖)?(?:来源|來源|出处|出處|出自)|图源|圖源|画像(?:出典|引用元)|出典|引用元"
    r"|(?:사진|이미지|그림)?\s?출처)|(?:より|から引用|より引用|より転載)$",
    re.I,
)
_CREDIT_LONGEST = 60  # characters of a credit line (a sentence that ends in より is no credit)
# An arrow pointing down at what comes next, opening or closing the line before the picture ("↓これは初期に作成した
# もの", "リボンのスクショ↓"); "↑" points back at what is above.
_DOWN = ("↓", "⬇", "👇", "⤵")
_UP = ("↑", "⬆", "👆", "⤴")
# The source lines, and the pictures of each line that shows any (by its 1-based number; pictures_on's, found once).
_Lines = tuple[Sequence[str], dict[int, list[Picture]]]
_REACH = 12  # lines looked at before and after a picture for what points at it (a lead-in far above points elsewhere)


def described(alt: str) -> bool:
    """Whether an alt text is a description a listener can be told (words), not a file name, an address or a
    placeholder ("image", "截圖", "Title Image")."""
    alt = " ".join(alt.split())
    # (the reader's own test of an alt of picture words — text.picture_words, narrate/picture_words.tsv — so the two
    # never disagree on which alt describes nothing; s18: the judge's own word list, with any name after "from"/"by",
    # is folded into it)
    if alt.lower() in _PLACEHOLDERS or _FILE_LIKE.search(alt) or _DEFAULT_NAME.match(alt) or names_nothing(alt):
        return False
    cjk = sum("\u3040" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7a3" for ch in alt)
    return cjk >= 2 or len(re.findall(r"[A-Za-z]{2,}", alt)) >= 2


def pictures_on(line: str, number: int) -> list[Picture]:
    """The pictures a source line shows (Markdown's, reference pictures and HTML `<img>`), in their order."""
    if "![" not in line and "<img" not in line.lower() and "figure" not in line and "{" not in line:
        return []
    found = _written(line)
    if not found:
        return []
    bare = line
    for start, end, *_ in reversed(found):
        bare = bare[:start] + "\x00" + bare[end:]
    bare = _LINK_AROUND.sub(" ", _ATTRIBUTE_LIST.sub("\x00", bare) if "{" in bare else bare)
    row = bare.count("\x00") == 0 and len(found) >= 2  # (each picture inside a link: a row of linked pictures)
    if "figcaption" in bare:
        bare = _FIGCAPTION.sub(" ", bare)
    rest = _LINE_MARKER.sub("", _TAG.sub(" ", bare.replace("\x00", " ")), count=1)
    alone = not _WORD.search(rest)
    return [
        Picture(
            number,
            alt,
            src,
            start,
            end,
            alone,
            bool(_DECORATIVE_SOURCE.search(src)) or size in ("0", "1", "2") or (alone and row),
        )
        for start, end, alt, src, size in found
    ]


def _written(line: str) -> list[tuple[int, int, str, str, str]]:
    """Each picture written on a line: (start, end, alt, src, its smaller size attribute), in their order."""
    found: list[tuple[int, int, str, str, str]] = []
    for m in _MARKDOWN.finditer(line):
        found.append((m.start(), m.end(), m.group(1), m.group(2), ""))
    for m in _REFERENCE.finditer(line):
        if not any(s <= m.start() < e for s, e, *_ in found):
            found.append((m.start(), m.end(), m.group(1), m.group(2), ""))
    for m in [*_IMG.finditer(line), *_FIGURE.finditer(line)]:
        attributes = {
            a.group(1).lower(): a.group(2) or a.group(3) or a.group(4) or "" for a in _ATTRIBUTE.finditer(m.group())
        }
        size = min((attributes.get(k, "") for k in ("width", "height") if attributes.get(k, "").isdigit()), default="")
        alt = attributes.get("alt") or attributes.get("caption") or attributes.get("title") or ""
        found.append((m.start(), m.end(), alt, attributes.get("src", ""), size))
    return sorted([*found, *_tagged(line)] if "{" in line else found)


def _tagged(line: str) -> list[tuple[int, int, str, str, str]]:
    """Each picture a template tag or call on a line shows (a Liquid tag, a Zola call): as _written gives them."""
    tags = [*_LIQUID_TAG.finditer(line)] if "{%" in line else []
    found = []
    for m in [*tags, *_CALL.finditer(line)]:
        caption = shortcode_image(m.group())
        address = _TAG_ADDRESS.search(m.group())
        if caption is not None and caption not in (VIDEO, FRAME) and address is not None:
            found.append((m.start(), m.end(), caption, address.group().strip("\"'"), ""))
    return found


@dataclass(frozen=True)
class _Said:
    """What the listener hears near each line: the cues' lines, the chunks by their lines and in the order they start."""

    cued: frozenset[int]
    at: ByLine[Heard]
    starts: list[tuple[int, int]]
    by_number: dict[int, Heard]
    cues: dict[int, tuple[Heard, ...]]  # (the cue chunks by their first line)

    @classmethod
    def of(cls, heard: Sequence[Heard]) -> _Said:
        said = [h for h in heard if h.first and h.kind != "cue"]
        cues: dict[int, tuple[Heard, ...]] = {}
        for h in heard:
            if h.kind == "cue" and h.first:
                cues[h.first] = (*cues.get(h.first, ()), h)
        return cls(
            frozenset(
                n for h in heard if h.kind == "cue" and h.first for n in range(h.first, max(h.last, h.first) + 1)
            ),
            ByLine(said, lambda h: (h.first, max(h.last, h.first))),
            sorted((h.first, h.chunk) for h in said),
            {h.chunk: h for h in said},
            cues,
        )


def pictures_unsaid(
    page: Page, heard: Sequence[Heard], lines: Sequence[str], cues: Sequence[str] = ()
) -> list[PageFinding]:
    """The pictures the prose relies on that the listener hears nothing for (see the module's docstring), each at the
    chunk that holds the reader's record of it, else at the first chunk after it (where its cue would stand).
    `cues`: the language's picture cues as voices.yaml writes them (`{n}`, `{alt}` filled by anything) — a chunk on a
    picture's line that says one inside its sentence (a paragraph whose lines run into the picture's) cues it."""
    out: list[PageFinding] = []
    said = _Said.of(heard)
    body = min((s.first for s in page.items), default=1)  # (the front matter's lines are none of the page's)
    # (each line's pictures found once: the looks around a picture for what points at it read up to a dozen lines
    # either side, and a page of pictures alone read each line's pictures again for every picture near it)
    pictured = {
        number: pictures for number, line in enumerate(lines, start=1) if (pictures := pictures_on(line, number))
    }
    shown = [
        (number, lines[number - 1], pictures)
        for number, pictures in pictured.items()
        if _line_shown(page, number, lines[number - 1])
    ]
    # (an alt three pictures share is a template's, no description: text.repeated_alts, the reader's rule too)
    shared = shared_alts(picture.alt for _, _, pictures in shown for picture in pictures)
    cue = _cue_pattern(tuple(cues))
    many = _album_cues(tuple(cues))
    judging = _Judging(
        page,
        (lines, pictured),
        body,
        heard,
        said,
        shared,
        _caption_pattern(tuple(cues)),
        _cued_shapes(shown, said, cue),
        _first_words(page, lines, body),
    )
    at, album = 0, 0  # (album: the line of the last picture alone that a cue stands for)
    for number, line, pictures in shown:
        while at < len(said.starts) and said.starts[at][0] <= number:
            at += 1
        covering = said.at.over(number, number)
        near = [*covering, *(said.by_number[n] for _, n in said.starts[at : at + 2])]
        in_album = _in_album(lines, album, number)
        cued = number in said.cued or any(cue.search(h.sent) for h in covering) or in_album
        album = _album_goes_on(pictures, said, many, in_album=in_album)
        out += [
            finding
            for picture in pictures
            if (finding := judging.picture(picture, line, covering, near, cued=cued)) is not None
        ]
    return out


@dataclass(frozen=True)
class _Judging:
    """What the judge knows of one article's page while it judges its pictures one by one."""

    page: Page
    lines: _Lines
    body: int
    heard: Sequence[Heard]
    said: _Said
    shared: frozenset[str]
    captions: re.Pattern[str]
    siblings: set[tuple[str, str]]
    words_from: int

    def picture(
        self, picture: Picture, line: str, covering: Sequence[Heard], near: Sequence[Heard], *, cued: bool
    ) -> PageFinding | None:
        """The finding for one picture on `line` (`covering`: the chunks on its line; `near`: those and the two after
        it; `cued`: a cue stands for it), or None."""
        if picture.alone and cued:
            # (its cue's chunk, or the sentence that says the cue inside it: a picture on a line of a paragraph)
            return _name_said(picture, (*self.said.cues.get(picture.line, ()), *covering), self.captions)
        if not picture.alone:
            return _inline_unsaid(picture, line, covering)
        owed = _owed_by_siblings(picture, line, self.siblings) or _owed(picture, self.page, line, self.words_from)
        return _block_unsaid(picture, self.page, self.lines, self.body, near, cued, self.heard, self.shared, owed)


# A line that holds no prose between two pictures of a run: blank, or a figure's markup and caption (`<figure>`,
# `<figcaption>…</figcaption></figure>`).
_FIGURE_LINE = LazyPattern(
    r"\s*(?:</?figure\b[^<>]{0,200}>\s*|<figcaption\b[^<>]{0,200}>[^<]{0,2000}</figcaption>\s*)*"
)


def _in_album(lines: Sequence[str], album: int, number: int) -> bool:
    """Whether the picture at line `number` goes on a run of pictures, with no prose between them, that an album's cue
    at line `album` stands for: one counted cue stands for the run (the s18 ruling "a run of ≥ 2 pictures with no
    prose between them is one counted album cue"), wherever the reader records the run's later pictures."""
    return 0 < album < number and all(_FIGURE_LINE.fullmatch(line) for line in lines[album : number - 1])


def _album_cues(cues: tuple[str, ...]) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The cues that count pictures (an album's: their templates hold `{n}`) and those of one picture: a cue is an
    album's when it matches the first and not the second whole (`{n}` matches "一" too)."""
    return _cue_pattern(tuple(c for c in cues if "{n}" in c)), _cue_pattern(tuple(c for c in cues if "{n}" not in c))


def _album_goes_on(
    pictures: Sequence[Picture], said: _Said, many: tuple[re.Pattern[str], re.Pattern[str]], *, in_album: bool
) -> int:
    """The line of the pictures an album's cue stands for, whose run the next pictures may go on: theirs when they are
    alone on their line and in an album already or under a cue that counts pictures ("（此處有兩張圖）"); 0 if not."""
    if not pictures or not all(p.alone for p in pictures):
        return 0
    number = pictures[0].line
    cues = (h for first in range(number - 3, number + 1) for h in said.cues.get(first, ()) if h.last >= number)
    counted, single = many
    return number if in_album or any(counted.search(h.shown) and not single.fullmatch(h.shown) for h in cues) else 0


def _owed_by_siblings(picture: Picture, line: str, siblings: set[tuple[str, str]]) -> str:
    """Why a picture alone on its line is owed its cue by its siblings (pictures of its shape cued elsewhere: the s14
    ruling "siblings vote"), "" if not."""
    if picture.decorative or _shape(picture, line) not in siblings:
        return ""
    return "a picture whose siblings of its shape are cued"


def _first_words(page: Page, lines: Sequence[str], body: int) -> int:
    """The line of the body's first words (a paragraph's, an item's or a quote's, not a heading's): a picture above it
    is the article's cover (the s19 ruling's one exception). 0 when the body says none."""
    for piece in page.items:
        if piece.first >= body and piece.kind == "prose" and _WORD.search(piece.text):
            line = lines[piece.first - 1] if piece.first <= len(lines) else ""
            if not _HEADING.match(line) and not (piece.last > piece.first and _SETEXT.match(lines[piece.last - 1])):
                return piece.first
    return 0


def _owed(picture: Picture, page: Page, line: str, words_from: int) -> str:
    """Why a picture alone on its line is owed its cue whatever points at it (the lead's s19 ruling "a picture in a block
    of its own"): it stands in a block of its own (the page shows no words beside it there, or only its figure's
    caption) below the body's first words, and does not decorate. "" when not."""
    if picture.decorative or not words_from or picture.line <= words_from:
        return ""
    pieces = page.over(picture.line, picture.line)
    if "figcaption" not in line.lower() and any(_WORD.search(s.text) for s in pieces if s.kind != "code"):
        # (a line of its own inside a paragraph — its first, a middle or its last line — shows as a block on the page:
        # the lead's ruling 4b, widened in s22, owes it the cue as a block of its own; its sentences decided before)
        return "a picture alone on a line of a paragraph"
    return "a picture in a block of its own"


def _shape(picture: Picture, line: str) -> tuple[str, str]:
    """A picture's shape among its article's: how it is written (HTML's `<img>` or Markdown's) and what its alt is
    (none, one token — a file's or a slug's name —, or words)."""
    written = "html" if line[picture.start : picture.start + 1] == "<" else "markdown"
    alt = " ".join(picture.alt.split())
    if not alt or alt.lower() in _PLACEHOLDERS or names_nothing(alt):
        return written, "none"
    return written, "token" if len(alt.split()) == 1 else "words"


def _cued_shapes(
    shown: Sequence[tuple[int, str, list[Picture]]], said: _Said, cue: re.Pattern[str]
) -> set[tuple[str, str]]:
    """The shapes of the article's pictures alone on their lines that a cue stands for: siblings of one shape are
    read one way (the s14 ruling "siblings vote"), so a picture of such a shape left silent is a hole, whatever
    points at it (s18 held-out bacnotes google-seo-tools [21][55][61], nansystem make-text-over-image [34]: the
    article's other screenshots of the same shape cued, these silent)."""
    out: set[tuple[str, str]] = set()
    for number, line, pictures in shown:
        if number in said.cued or any(cue.search(h.sent) for h in said.at.over(number, number)):
            out |= {_shape(p, line) for p in pictures if p.alone and not p.decorative}
    # (pictures with no alt of the writer's, or only a placeholder's, are no shape that votes: a post of photos with
    # no alt cues those the prose points at — s18 dev chiyuki0325 hackergame-2023, whose readers logged those alone)
    return {shape for shape in out if shape[1] != "none"}


def _line_shown(page: Page, number: int, line: str) -> bool:
    """Whether the page shows a line's pictures where the prose relies on them: the line is prose, a figure, or a
    Liquid picture tag (a template's marker to the stock render, shown)."""
    if any(s.kind == "prose" for s in page.over(number, number)) or _FIGURE.match(line.strip()):
        return True
    return "{%" in line and bool(_LIQUID_TAG.search(line)) or "{{" in line and bool(_CALL.search(line))


@lru_cache(maxsize=16)
def _cue_pattern(cues: tuple[str, ...]) -> re.Pattern[str]:
    """Picture cues as said: each template's fixed words, its `{n}` and `{alt}` standing for anything."""
    bodies = [".*?".join(re.escape(part) for part in re.split(r"\{\w+\}", cue)) for cue in cues if cue.strip()]
    return re.compile("|".join(bodies) or r"(?!)")


@lru_cache(maxsize=16)
def _caption_pattern(cues: tuple[str, ...]) -> re.Pattern[str]:
    """The picture cues that say an alt, each template's `{alt}` a group (what the cue says for the alt)."""
    bodies = [
        "".join("(.+?)" if part == "{alt}" else ".*?" if part.startswith("{") else re.escape(part) for part in parts)
        for cue in cues
        if "{alt}" in cue and (parts := re.split(r"(\{\w+\})", cue))
    ]
    return re.compile("|".join(bodies) or r"(?!)")


def _name_said(picture: Picture, cues: Sequence[Heard], captions: re.Pattern[str]) -> PageFinding | None:
    """A picture on a line of its own whose alt is a name, not a description (a file's, a screenshot tool's default,
    a placeholder: "螢幕擷圖存為 2012-12-19 23:40:05", "png"), said as its caption by the cue on its line: the listener
    hears a file name as what the picture shows (the s16 ruling "Pictures": such a picture has no description)."""
    alt = " ".join(picture.alt.split())
    words = re.findall(r"[^\W\d_]{2,}", alt.lower())
    if not words or not (_a_name(alt) or _squashed(alt) or any(_file_word(alt, picture.src, h.lang) for h in cues)):
        return None
    for h in cues:
        for m in captions.finditer(h.sent or h.shown):
            said = next((g for g in m.groups() if g), "").lower()
            if all(w in said for w in words):
                return PageFinding(h.chunk, "a picture's name said as its caption", f"{alt}"[:120])
    return None


def _a_name(alt: str) -> bool:
    """Whether an alt is a name, surely no description: a placeholder ("image", "png"), a file's name (a suffix, or
    one token with a digit, `_`, `.` or `-`: "flow_chart", "image-20230101"), a screenshot tool's default — not one
    plain word ("Dashboard"), which may describe."""
    if alt.lower() in _PLACEHOLDERS or alt.lower() in _SUFFIXES or _DEFAULT_NAME.match(alt) or names_nothing(alt):
        return True
    return bool(_FILE_LIKE.search(alt)) and (not alt.isalpha() or "." in alt)


def _squashed(alt: str) -> bool:
    """Whether an alt is names squashed into one token, no description: words glued at their capitals twice or more,
    or an acronym glued to a word (`GoogleSearchConsole`, `GTMGAdebugger`: s18 held-out bacnotes google-seo-tools
    [22][31], said as captions)."""
    return bool(_SQUASHED.fullmatch(alt))


_SQUASHED = LazyPattern(r"(?=[A-Za-z]{8,}$)(?:[A-Z]?[a-z]+(?:[A-Z][a-z]+){2,}|[A-Z]{3,}[a-z]{3,})")


def _file_word(alt: str, src: str, lang: str) -> bool:
    """Whether a one-word Latin alt is the picture's file name without its suffix in an article of a CJK language
    (`relation` on relation.png, `github` on github.png in a Chinese post: s18 held-out bacnotes object-oriented [50]
    [81], github-deploy-hugo [9]-[11]): the file's name, in another script than the prose, no words of the writer's
    to the listener. In a Latin article such a word may describe (`Dashboard` on dashboard.png) and is not judged."""
    if not lang.startswith(("zh", "ja", "ko")) or not alt.isascii() or not alt.isalpha():
        return False
    name = src.split("?", 1)[0].split("#", 1)[0].rstrip("/").rsplit("/", 1)[-1]
    return name.rsplit(".", 1)[0].casefold() == alt.casefold()


_SUFFIXES = frozenset("png jpg jpeg gif webp svg bmp avif tif tiff".split())


def _block_unsaid(
    picture: Picture,
    page: Page,
    lines: _Lines,
    body: int,
    near: Sequence[Heard],
    cued: bool,
    heard: Sequence[Heard],
    shared: frozenset[str] = frozenset(),
    owed: str = "",
) -> PageFinding | None:
    """A picture on a line of its own that the prose relies on, with no cue on its line and its alt said nowhere near
    it. `near`: the chunks on its line and the two after it (where the reader records it, where its cue would be).
    `lines`: the source lines and the pictures of each line that shows any, by its number. `owed`: why it is owed its
    cue whatever points at it (a block of its own, siblings of its shape cued elsewhere), "" if not."""
    if cued:
        return None
    alt = " ".join(picture.alt.split())
    pointed = _pointed_at(page, lines, body, picture.line)
    if picture.decorative and not pointed:
        return None
    description = described(alt) and alt.lower() not in shared
    why = "a picture with a description, on a line of its own" if description else pointed or owed
    if not why or description and _most_words_in(alt, " ".join(h.sent for h in near)):
        return None
    return PageFinding(
        _unsaid_holder(picture, why, near, heard),
        "a picture the prose relies on, nothing said for it",
        f"{why}: {alt or picture.src}"[:120],
    )


def _unsaid_holder(picture: Picture, why: str, near: Sequence[Heard], heard: Sequence[Heard]) -> int:
    """The chunk where an unsaid picture's silence is heard (its recorder near it; a lead-in's, not its heading's)."""
    holder = next(
        (h.chunk for h in near if any(_holds(text, picture) for _, text in h.left_out)),
        near[0].chunk if near else (heard[-1].chunk if heard else 0),
    )
    holding = next((h for h in heard if h.chunk == holder), None)
    if (
        holding is not None
        and why.startswith("after a lead-in")
        and holding.kind == "heading"
        and holding.first <= picture.line < holding.last
    ):
        # (a lead-in's picture recorded by the heading under it, whose lines the reader starts at the picture's, `###
        # 參考資料`: the heading is said below the picture, its silence is heard where the lead-in ends, the last chunk
        # that starts above the picture — s18 dev peienwu birthday [73]. A heading on lines of its own below a cued
        # picture keeps it: titangene gcp-network [115])
        holder = max((h.chunk for h in heard if 0 < h.first < picture.line), default=holder)
    return holder


def _holds(text: str, picture: Picture) -> bool:
    """Whether a rule's record is this picture's (its alt, else its source)."""
    key = " ".join(picture.alt.split()) or picture.src
    return bool(key) and key[:40] in " ".join(text.split())


def _most_words_in(alt: str, said: str) -> bool:
    """Whether most of an alt's words (Latin words of three letters or more, runs of other letters) are said."""
    words = [w for w in re.findall(r"[^\W_]{2,}", alt.lower()) if not w.isascii() or len(w) >= 3]
    heard = set(re.findall(r"[^\W_]+", said.lower()))
    return bool(words) and 2 * sum(w in heard if w.isascii() else w in said for w in words) > len(words)


def _pointed_at(page: Page, lines: _Lines, body: int, number: int) -> str:
    """Why the prose relies on the picture at line `number` ("" when nothing points at it): the line before it ends
    with a colon or points ahead, a list follows such a line, a heading stands right above it, or the sentence
    after it points back or reacts."""
    before = _neighbour(page, lines, body, number, -1)
    if before is not None:
        n, text = before
        if _HEADING.match(text):
            return "under a heading"
        if _LABEL.match(text):
            return "under its label"
        # (the narrower reasons first: a credit line or a down arrow may name the picture by its word too,
        # "image source: …", "↓…スクショ")
        if _credits(text):
            return "under its credit line"
        if _plain(text).startswith(_DOWN) or _plain(text).endswith(_DOWN):
            return "under an arrow pointing at it"
        if _leads_in(text):
            return "after a lead-in"
        if _LIST_LINE.match(text):
            lead = _before_list(lines[0], body, n)
            if lead is not None and lead.rstrip().endswith((":", "：")):
                return "after a lead-in and its list"
    back = _pointed_back(page, lines, body, number)
    return back or ("its section names it" if _named_above(page, lines, body, number) else "")


def _pointed_back(page: Page, lines: _Lines, body: int, number: int) -> str:
    """Why the line after the picture at line `number` relies on it ("" when it does not): it points back or reacts,
    it is its credit, or an arrow there points up at it."""
    after = _neighbour(page, lines, body, number, 1)
    if after is None:
        return ""
    text = _plain(after[1])
    # (a reaction reacts to the picture right above it, not to one further up)
    next_to = all(not line.strip() for line in lines[0][number : after[0]])
    if points_back(text) or next_to and _REACTION.match(text):
        return "the next sentence points back at it"
    if next_to and _credits(after[1]):
        return "over its credit line"
    if next_to and text.startswith(_UP):
        return "under an arrow pointing back at it"
    return ""


# Whether the prose names what a picture shows (the s17 ruling "Pictures": the prose that names the graph, the
# screenshot, 下圖, 아래 그림 points at it; s16 held-out carpdiem Athletics [17][20][22]) is the reader's own predicate
# (text.picture_words.names_picture: an English word that is also a verb only as a noun, 图/圖 only as a figure's
# word, a container's 이미지 no picture) — s18: the judge's copy of it disagreed with the reader's, and is folded in.
_COMMENT = LazyPattern(r"<!--.*?(?:-->|$)")
_SECTION_REACH = 4  # lines with words looked at above a picture, back to its heading, for a noun that names it


def _named_above(page: Page, lines: _Lines, body: int, number: int) -> bool:
    """Whether the prose of the picture's section above it (back to its heading, at most _SECTION_REACH lines with
    words, pictures and code skipped) names what a picture shows: a graph, a screenshot, 圖, 画像, 그림."""
    seen = 0
    source, pictured = lines
    for n in range(number - 2, max(body - 2, number - 2 - 4 * _SECTION_REACH), -1):
        text = source[n]
        if not text.strip() or n + 1 in pictured:
            continue
        if _HEADING.match(text) or _SETEXT.match(text):
            return False
        if any(s.kind == "code" for s in page.over(n + 1, n + 1)):
            continue
        if names_picture(_plain(_COMMENT.sub(" ", text))):
            return True
        seen += 1
        if seen >= _SECTION_REACH:
            return False
    return False


def _credits(text: str) -> bool:
    """Whether a line is a picture's credit (see _CREDIT): short, and naming a source."""
    plain = _plain(text).rstrip(" .。")
    return len(plain) <= _CREDIT_LONGEST and bool(_CREDIT.search(plain))


def _leads_in(text: str) -> bool:
    plain = _plain(text).rstrip()
    return plain.endswith((":", "：")) or points_ahead(plain) or names_the_picture(plain) or picks_this_one(plain)


def _plain(text: str) -> str:
    """A source line as its words read: no list or quote marker, links by their words, no emphasis marks."""
    text = _EMOJI_CODE.sub("", _LINE_MARKER.sub("", text, count=1))
    text = re.sub(r"!?\[([^\]\n]*)\]\([^)\n]*\)", r"\1", text)
    return _TAG.sub("", text).replace("**", "").replace("__", "").strip()


def _neighbour(page: Page, lines: _Lines, body: int, number: int, step: int) -> tuple[int, str] | None:
    """The nearest line before (`step` -1) or after (+1) the 1-based line `number` that holds words and is no line of
    pictures alone: (its 0-based index, its text); None where that is code (a comment's `#` is no heading, code no
    lead-in). A setext heading's underline stands for the heading above it."""
    n = number - 1 + step
    source, pictured = lines
    for _ in range(_REACH):
        if not body - 1 <= n < len(source):
            return None
        text = source[n]
        if text.strip() and any(s.kind == "code" for s in page.over(n + 1, n + 1)):
            return None
        if step < 0 and _SETEXT.match(text) and n >= body and source[n - 1].strip():
            return n - 1, "# " + source[n - 1]
        pictures = pictured.get(n + 1)
        if _WORD.search(_TAG.sub(" ", text)) and not (pictures and all(p.alone for p in pictures)):
            return n, text
        n += step
    return None


def _before_list(lines: Sequence[str], body: int, n: int) -> str | None:
    """The line with words right above the list that line `n` (0-based) belongs to."""
    for k in range(n - 1, max(body - 2, n - _REACH), -1):
        text = lines[k]
        if not text.strip() or _LIST_LINE.match(text):
            continue
        return text
    return None


def _inline_unsaid(picture: Picture, line: str, covering: Sequence[Heard]) -> PageFinding | None:
    """A picture inside a sentence whose two sides' words meet in what a chunk on its line (`covering`) sends."""
    left = re.findall(r"[^\W\d_]+$", _plain(line[: picture.start]).rstrip())
    right = re.findall(r"^[^\W\d_]+", _plain(line[picture.end :]).lstrip())
    if not left or not right or picture.decorative:
        return None
    before, after = left[0][-2:], right[0][:2]
    joined = re.compile(re.escape(before) + r"[\s,，、.。]{0,2}" + re.escape(after))
    alt = " ".join(picture.alt.split())
    for h in covering:
        if alt and _most_words_in(alt, h.sent):
            return None
        if joined.search(h.sent):
            return PageFinding(h.chunk, "a picture inside a sentence, nothing said for it", f"{before} … {after}")
    return None
