"""What a picture is to a listener: one rule over its structure, never over its article (docs/reading.md,
"Pictures"; the lead's ruling of session 12).

A listener must never lose what the page shows and the prose relies on, and must never hear what is only
decoration. A picture is judged by three things it has:

- where it stands: a block of its own (a paragraph of pictures, an HTML block, a line of its own between
  sentences) or inside a sentence ("按下 ![](button.png) 後");
- its alt text: a description (words) or none (empty, a file name, "image");
- what points at it: a lead-in before it (a colon, "如下圖。"), a heading right above it, the next sentence
  pointing back at it ("上記のボタン", "从…对比可以看出") or reacting to it ("Much better!").

| the picture                                   | is said                                                     |
|-----------------------------------------------|-------------------------------------------------------------|
| a block, its alt a description                | its cue with its alt, wherever it stands (as a screen reader reads it) |
| a block, no description                       | its bare cue past the first words (s19); a cover: nothing   |
| inside a sentence                             | its alt when that is words, else the language's word for an icon |
| a badge (a shield, "Run in Livebook")         | nothing, unless the prose points at it (a badge can be a button) |
| an avatar, a tracking pixel, an emoticon      | nothing                                                     |

Why these: the surma, titangene, ascoders, zachleat and andrew781026 articles of s11 lost diagrams, graphs and
the icon a sentence tells the reader to press, while a badge row under a README's title, an author's avatar or a
1×1 counter is nothing a listener wants announced.
"""

from __future__ import annotations

import re
from urllib.parse import unquote

from narrate.patterns import LazyPattern

from .model import PENDING_PICTURE, Block, Segment, is_media
from .picture_words import names_nothing, names_picture
from .pointing import credits, names_the_picture, picks_this_one, points_ahead, points_back, points_down
from .tidy import tidied
from .urls import IMAGE_FILE, reduce_urls

# Alt texts that name no content: a placeholder, the word "image" in the five languages.
_NOT_ALT = frozenset(
    {
        "image",
        "img",
        "alt",
        "picture",
        "photo",
        "screenshot",
        "figure",
        "icon",
        "logo",
        "圖",
        "圖片",
        "图片",
        "截圖",
        "截图",
        "画像",
        "スクリーンショット",
        "이미지",
        "그림",
        "화면",
        "사진",
        "스크린샷",
        "캡처",
        "画面",
        "写真",
        "図",
        "スクショ",
        "截屏",
        "螢幕截圖",
        "屏幕截图",
        "screen",
        "screen shot",
        "diagram",
        "chart",
        "graph",
        "demo",
        "gif",
        "alt text",
        # a file type in the alt's place (a notebook exporter writes "png" for every plot: s14 held-out defgsus
        # first-post [14], "(Image: png.)")
        "png",
        "jpg",
        "jpeg",
        "svg",
        "webp",
        "image alt text",
        "caption",
        "shot",
        # an exporter's or an editor's placeholder (dev.to's "Image description" under every upload, the "Cover
        # image" a dev.to or Hashnode export writes for the post's cover: s13 dev miry 1-billion-row-challenge [42])
        "image description",
        "cover image",
        "cover",
        "cover photo",
        "thumbnail",
        "banner",
        "header image",
        "hero image",
        "featured image",
    }
)
# An alt that is a file's name: it ends in a picture's extension, or it is words joined by underscores with no space
# (a screenshot tool's window title as a file name, `Change_report___Django_site_admin`; andrew781026 day-05's
# `tray_cat`: one underscore is enough — review s12 M2).
_FILE_NAME_ALT = LazyPattern(r"\.(?:png|jpe?g|gif|svg|webp|bmp|avif|heic)$|^[^\s_]+(?:_+[^\s_]+)+$", re.I)
# An alt that is a file's slug: lower-case ASCII words joined by hyphens, no space (`put-item-type` for
# put-item-type.png, `scheduler-role`: s13 held-out PChol22 learn-serverless ddb-toolbox [58], scheduler [22]).
_SLUG_ALT = LazyPattern(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)+")
# The name a tool gives a picture by default, with nothing of the writer's: a screenshot's or a paste's stamp
# ("Screenshot 2021-05-01 at 10.22.33", "Pasted image 20230101120000", "스크린샷 2023-01-01 오후 3.22.11",
# "截屏2021-03-01 下午3.22.11", "IMG 1234"), an upload service's caption ("Image from Gyazo": ushironoko/blog
# posts/oreno-desk.md, ten of them in a Japanese post), "Untitled" (review s12 M2).
_TOOL_DEFAULT_ALT = LazyPattern(
    r"(?:screen\s?shot|pasted\s+image|clipboard|untitled(?:\s+design)?|image|img|dsc[nf]?|pxl|photo|capture"
    r"|スクリーンショット|スクショ|画像|스크린샷|캡처|截屏|截图|屏幕截图|螢幕截圖|截圖|微信图片|微信圖片"
    # GNOME's screenshot tool names its file "螢幕擷圖存為 2012-12-19 23:40:05" ("screenshot saved as": s15 held-out
    # lenchan139 Ubuntu-解決Youtube… [3][15], said as a caption with its date)
    r"|(?:螢幕|屏幕|荧幕)?(?:擷圖|撷图)(?:存為|存为)?|(?:螢幕|屏幕)?截(?:圖|图)(?:存為|存为))"
    r"[\s_-]*(?:[\d\s_.:/()-]|at\b|[ap]\.?m\b|오전|오후|上午|下午|午前|午後|年|月|日|時|分|秒)*"
    r"|image\s+from\s+\w+|\d[\d\s_.:/-]*",
    re.I,
)
# A directive in the alt's place, for the renderer and not the reader: Marp's and Obsidian's sizes and backgrounds
# (`height:400`, `w:300`, `bg left:40%`; ikorihn's "Neovimで愛用しているプラグイン in 2024": five "height:400").
_DIRECTIVE_ALT = LazyPattern(
    r"(?:(?:bg|left|right|center|contain|cover|fit|auto|vertical|"
    r"(?:w|h|width|height|size|scale|zoom|left|right|top|bottom)\s*[:=]\s*[\d.]+(?:px|%|em|rem)?)\s*)+",
    re.I,
)
# A size written into the alt for the renderer, after the description: Obsidian's and Quartz's `![alt|300](…)`,
# `![[x.png|100x145]]`, and a size tacked on after a space (`!["partitioned table" 100x100](…)`: s12 held-out jx2lee
# partitioning-clustering [2], heard "100 곱하기 100"; after a quoted description only: "Resolution 1920x1080" is one).
# A size is only a size: the bar joined to the description and the number joined to the bar, as those renderers
# write it (`|300`, `|100x145`); "Sales by year | 2023" is the description's own words, a year after a spaced bar.
_SIZE_IN_ALT = LazyPattern(
    r"(?:^|(?<=\S))\|\d{1,5}(?:x\d{1,5})?\s*$|(?<=[\"”’'])\s+\d{1,5}\s*x\s*\d{1,5}(?:px)?\s*$", re.I
)
# TeX as the alt (`\LaTeX`, `$x^2 + y^2 = z^2$`): a formula drawn as a picture, whose alt is its source, never words.
# An alt that is only an address (Notion's export writes the picture's own URL as its alt): no description, and never
# its site said as a caption ('(그림: withmaster.github.io)': s14 dev withmaster data_population [5]).
_ADDRESS_ALT = LazyPattern(r"(?:[a-z][a-z0-9+.-]{1,20}://|www\.)\S{1,2000}", re.I)
_TEX_ALT = LazyPattern(r"\\[A-Za-z]|^\$.*\$$")
_ARTICLE = LazyPattern(r"^(?:an?|the|my|our)\s+")
# The longest alt text said in a cue: a screen reader reads a whole description; past a paragraph's length it is
# an essay pasted into the attribute, and the bare cue says the picture is there.
_LONGEST_ALT = 250

# A badge: a shield drawn by a badge service, a CI status, a "Run in …" / "Deploy to …" button. Decoration in a
# header row; a button when the prose points at it (TORIFUKUKaiou Advent of Code: "上記のボタンを押す").
_BADGE_SOURCE = LazyPattern(
    r"(?:^|//)(?:img\.)?shields\.io/|badgen\.net/|badge\.fury\.io/|travis-ci\.(?:org|com)/|circleci\.com/.{0,200}\.svg"
    r"|codecov\.io/|coveralls\.io/|/badges?(?:/|\.svg|\?|$)|[/_-]badge[/_.-]|/workflows/.{0,200}/badge\.svg"
    r"|deploy-status|visitor-badge|api\.netlify\.com/api/v1/badges",
    re.I,
)
# An icon: a technology's logo from an icon set (skillicons.dev, devicon, Simple Icons) or a file kept with a site's
# icons. A row of them beside a profile ("I write Python and TypeScript" then the logos) is decoration as a badge
# row is: marked a badge, said only where a sentence points at it, and never an album (the s18 ruling on runs).
_ICON_SOURCE = LazyPattern(
    r"skillicons\.dev/|/devicons?/|simpleicons\.org/|/simple-icons[@/]|/icons?/[^/?#\s]{1,80}\.svg\b"
    r"|[/_-]icons?[_-]?\d{0,3}\.(?:svg|png|ico)\b",
    re.I,
)
# An avatar (the author's face by a byline), a tracking pixel or a visitor counter, an emoticon a forum draws for a
# smiley: no content a sentence relies on.
_DECORATION_SOURCE = LazyPattern(
    r"gravatar\.com/|avatars\d?\.githubusercontent\.com/|/avatars?/"
    r"|/(?:emoticons?|smil(?:ies|eys?)|emoji)/|google-analytics\.com/|/pixel\.(?:gif|png)|hits\.seeyoufarm\.com"
    r"|komarev\.com/ghpvc|count\.getloli|/counter\?",
    re.I,
)
# A file named for an avatar ('avatar.png', 'me-avatar.jpg', 'hidden-avatar-request.webp'): an avatar where an avatar
# stands (`named_avatar`), never by its name alone.
_AVATAR_FILE = LazyPattern(r"(?:^|[/._-])avatar(?:$|[^a-z0-9/]|\d)(?=[^/]*$)", re.I)
# (an alt that names the avatar itself, "avatar", "simonw's avatar"; a screenshot "showing a GitHub avatar icon" is content)
_AVATAR_ALT = LazyPattern(
    r"^\W{0,3}(?:\S+\s)?(?:avatar|頭像|头像|アバター|아바타|profile (?:picture|photo))\W{0,3}$", re.I
)
BADGE = "\x00badge:"  # the alt handed on for a badge: its label, said only where the prose points at it
# The alt handed on for a picture whose caption the site shows under it and is a figure's label ("Figure 1",
# "그림 3"): no description as an alt (the s17 ruling), but the page prints it as the figure's caption, so its cue
# carries it (s23 dev FacerAin loft-paper [25][36]…: gatsby-remark-images `showCaptions`; text.dialects).
SHOWN_LABEL = "\x00shown label:"
# A figure's or a table's label and nothing else: its word, its number ("Figure 1", "Fig. 2-3", "Table 7", "图1",
# "図 2", "그림 3.", "표 4").
_FIGURE_LABEL = LazyPattern(
    r"(?:Figure|Fig\.?|Table|Tab\.|图|圖|図|表|그림|표|도표)\s?\d{1,3}(?:[.-]\d{1,3})?[.:：]?", re.I
)


def figure_label(caption: str) -> bool:
    """Whether a caption is only a figure's or a table's label ("Figure 1"; "Figure 1: the pipeline" is words)."""
    return _FIGURE_LABEL.fullmatch(caption.strip()) is not None


_HTML_ATTRIBUTE = LazyPattern(
    r"""\b(src|width|height)\s{0,3}=\s{0,3}(?:"([^"]{0,2000})"|'([^']{0,2000})'|([^\s"'>]{1,2000}))""", re.I
)


def _html_attributes(tag: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for match in _HTML_ATTRIBUTE.finditer(tag):
        found.setdefault(match.group(1).lower(), next((g for g in match.groups()[1:] if g is not None), ""))
    return found


def html_source(tag: str) -> str:
    """An `<img>` tag's address ("" without one)."""
    return _html_attributes(tag).get("src", "")


# An `<img>` a screen reader skips: `aria-hidden="true"`, `role="presentation"`/`"none"`, `hidden`.
_HIDDEN_FROM_READERS = LazyPattern(
    r"""\saria-hidden\s{0,3}=\s{0,3}["']?true|\srole\s{0,3}=\s{0,3}["']?(?:presentation|none)\b|\shidden(?=[\s/>=])""",
    re.I,
)


def html_decoration(tag: str) -> str:
    """`decoration` of an `<img>` tag, read from its attributes."""
    if _HIDDEN_FROM_READERS.search(tag):
        return "hidden from screen readers"
    attributes = _html_attributes(tag)
    alt = re.search(r"""\balt\s{0,3}=\s{0,3}(?:"([^"]*)"|'([^']*)')""", tag, re.I)
    return decoration(
        (alt.group(1) or alt.group(2) or "") if alt else "",
        attributes.get("src", ""),
        attributes.get("width", ""),
        attributes.get("height", ""),
    )


# A source no browser loads a picture from: a script (`javascript:`, `vbscript:`), a local file, a `data:` address
# that holds no image. The schemes are markdown-it's own `validateLink` refuses (its BAD_PROTO_RE), read as a
# browser reads a scheme: in any case, past the whitespace and control characters it strips.
_UNLOADABLE = LazyPattern(r"(?:javascript|vbscript|file|data(?!:image/)):|[A-Za-z]:(?:[\\/]|%5C)", re.I)
_STRIPPED_FROM_SCHEMES = LazyPattern(r"[\s\x00-\x1f\x7f]")


def unloadable(src: str) -> bool:
    """Whether a picture's address is one no browser loads (`javascript:alert(1)`, `vbscript:…`, `file:///…`, a
    Windows path an editor wrote while the file sat on the writer's disk, `C:\\Users\\…\\Typora\\typora-user-images\\…`):
    the page shows no picture there, so a listener is told of none (a `data:image/png;base64,…` one is a picture).
    An empty address is no such thing: an `<img>` written with `data-src` alone is filled in by the page's
    script."""
    return bool(_UNLOADABLE.match(_STRIPPED_FROM_SCHEMES.sub("", src[:64])))


def decoration(alt: str, src: str, width: str = "", height: str = "") -> str:
    """The kind of decoration a picture is ("avatar", "tracking pixel", "emoticon"), or "" when it may be content.
    A badge is no decoration here: it is marked by `marked_alt` and waits for the prose to point at it. A picture
    no browser loads (`unloadable`) shows nothing, and is said as nothing."""
    if unloadable(src):
        return "no picture a browser loads"
    if width.strip().rstrip("px") in ("0", "1") or height.strip().rstrip("px") in ("0", "1"):
        return "tracking pixel"
    if _AVATAR_ALT.search(alt) or _DECORATION_SOURCE.search(src):
        return "emoticon" if re.search(r"emoticon|smil|emoji", src, re.I) else "decoration"
    return "avatar" if named_avatar(src) else ""


def named_avatar(src: str) -> bool:
    """Whether a picture's file is named for an avatar ('avatar.png', 'hidden-avatar.webp'). The name alone does
    not make it the author's face: in a block of its own between the body's words it is content (a screenshot of a
    game's avatar setting: s20 held-out Ching367436 AIS3-2021-最佳專題 [61], 'hidden-avatar-request.webp' under
    '#### 隱形人'), which text.prose decides by where it stands; anywhere else (beside a byline, above the first
    words, after the last ones) it is decoration."""
    return _AVATAR_FILE.search(unquote(src).split("?", 1)[0].split("#", 1)[0]) is not None


def marked_alt(alt: str, src: str) -> str:
    """The alt a picture hands on to the picture rules: a badge's marked (`BADGE`), one that is its own file's name
    marked (`NAMED`: no description, said as no caption), any other's as written."""
    badge = _BADGE_SOURCE.search(src) or _ICON_SOURCE.search(src) or alt.strip().lower().endswith(" badge")
    if badge:
        return BADGE + alt
    return NAMED + alt if names_its_file(alt, src) else alt


def is_badge(alt: str) -> bool:
    return alt.startswith(BADGE)


NAMED = "\x00named:"  # the alt handed on for a picture whose alt is its own file's name: a name, no description


def writer_named(alt: str) -> bool:
    """Whether a picture's alt is a name its writer gave it in a file's shape — its own file's name (`NAMED`), words
    joined by underscores or hyphens with no space ('realtime-report' on livedemo.png, 'blind_meme') — and no tool's
    default, placeholder, or file name with its type (an uploader's, 'run.png'): the writer typed a name for each picture, so it is content the page shows, not decoration
    (s18 held-out bacnotes 05 google-seo-tools [21][47][55][61], 02 github-ssh-key [2][9], 11 react_knowledge [204]:
    every screenshot and meme of the blog named so, the ones no sentence points at silent)."""
    name = alt[len(NAMED) :] if alt.startswith(NAMED) else alt
    if IMAGE_FILE.search(name) or re.search(r"\.\w{2,5}$", name.strip()):
        return False  # (a file's name with its type, 'run.png', 'IMG_2041.HEIC': an uploader's, the pointing rule's)
    if alt.startswith(NAMED):
        return True
    if _no_alt(alt) or _nothing_described(alt) or alt.strip().lower() in _NOT_ALT:
        return False
    alt = alt.strip()
    return bool(_FILE_NAME_ALT.search(alt) or _SLUG_ALT.fullmatch(alt))


_UNWRITTEN = LazyPattern("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff\ue000-\uf8ff]")


def _no_alt(alt: str) -> bool:
    """Whether `alt` is none a writer wrote: empty, a media marker, a badge's, or one holding a control, a surrogate
    or a private character (a terminal's escape)."""
    return not alt or is_media(alt) or is_badge(alt) or alt.startswith(NAMED) or _UNWRITTEN.search(alt) is not None


def _nothing_described(alt: str) -> bool:
    """Whether an alt of words is still none the writer described: a tool's default name, a renderer's directive, a
    formula's source, an exporter's record of the original file, or only picture words and a tool's name ('Title
    Image', 'Imge from Gyazo': the s17 ruling)."""
    return bool(
        _TOOL_DEFAULT_ALT.fullmatch(alt)
        or _DIRECTIVE_ALT.fullmatch(alt)
        or _TEX_ALT.search(alt)
        or _EXPORT_RECORD.search(alt)
        or names_nothing(alt)
    )


# An exporter's record of the picture it pasted, in the alt's place: the original file's name and its size in pixels
# (Hancom HWP's "그림입니다. 원본 그림의 이름: CLP000008500006.bmp 원본 그림의 크기: 가로 524pixel, 세로 309pixel",
# s21 held-out connor-kor Data structure method [51], five of them said in an album cue). No writer describes a
# picture by its file and its pixels, in any language; a size alone ("a 1920px wide layout") is no record.
_EXPORT_RECORD = LazyPattern(
    r"[\w-]\.(?:png|jpe?g|gif|bmp|wmf|emf|tiff?|webp)\b.{0,120}?\d{2,5}\s*(?:pixels?|px|픽셀|像素|画素|ピクセル)",
    re.I | re.S,
)


# An alt of one token with a digit in it is a camera's or a file's name ('IMG_2041', 'DSC01234', 'fig3-b'); words of a
# script without spaces and a short number are a label in the writer's words ('実行結果2', the second run's output:
# s18 dev ikmnjrd イベントキャプチャリングとバブリング [6][10], cued bare and left silent), unless an underscore or a
# long run of digits makes them a file's name ('微信图片_20200101123456').
_NAME_WITH_NUMBER = LazyPattern(r"(?=\S*\d)[\w.-]{1,60}")
_WORDS_NUMBERED = LazyPattern(
    r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{2,30}[-.]?\d{1,3}|\d{1,3}[-.]?[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{2,30}"
)
_CJK_CHARACTER = LazyPattern(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_FILE_DIGITS = LazyPattern(r"_|\d{5}")


def _numbered_words(alt: str) -> bool:
    """Whether one token with a digit in it is words of a script written without spaces: a label and its number
    ('実行結果2'), or a sentence naming a model ('這是Z5的說明書', "this is the Z5's manual": a figure's caption, s19
    held-out jim60105 VR-Headset-Xiaozhai-Z5) — three such characters or more, no underscore or long run of digits
    (a file's name: '微信图片_20200101123456')."""
    if _WORDS_NUMBERED.fullmatch(alt):
        return True
    return len(_CJK_CHARACTER.findall(alt)) >= 3 and _FILE_DIGITS.search(alt) is None


def described(alt: str) -> str:
    """The alt text as a description a listener is told ("Diagram showing an app architecture…"): words, not a
    file name, a placeholder or a number; addresses in it as their sites; "" when it is none. A label the page
    shows as the figure's caption (`SHOWN_LABEL`) is said as shown."""
    if alt.startswith(SHOWN_LABEL):
        return " ".join(alt[len(SHOWN_LABEL) :].split()).rstrip(".:：")
    if _no_alt(alt) or _ADDRESS_ALT.fullmatch(alt.strip()):
        return ""
    alt = " ".join(tidied(reduce_urls(_SIZE_IN_ALT.sub("", alt))).split())
    named = _ARTICLE.sub("", alt.lower().rstrip("."))  # ("A figure", "the screenshot": placeholders too)
    if not (2 <= len(alt) or _IDEOGRAPH.fullmatch(alt)) or len(alt) > _LONGEST_ALT or named in _NOT_ALT or "://" in alt:
        return ""
    if _nothing_described(alt):
        return ""
    if _FILE_NAME_ALT.search(alt) or _SLUG_ALT.fullmatch(alt) or IMAGE_FILE.search(alt) and len(alt.split()) < 3:
        return ""  # a file name ("foo.png", "2019年4月25日08_29_47 AM からスキャン.jpg", "Change_report___Django_site_admin")
    if not any(ch.isalpha() for ch in alt) or _NAME_WITH_NUMBER.fullmatch(alt) and not _numbered_words(alt):
        return ""
    # (said inside a cue that closes its own sentence: "(Image: … main thread.)", not "thread..)")
    return alt[:-1] if alt.endswith((".", "。")) and not alt.endswith("..") else alt


# One ideograph is a word (`![磯](image-10.png)`, `![森](image-34.png)`: the shore and the forest the screenshots show,
# s23 held-out AoSankaku civ6_newbie 1-start [20][223], cued bare); one Latin letter, digit or kana is no description.
# A picture's own noun alone ('图', '画', '表', '例') is a placeholder, no description.
_IDEOGRAPH = LazyPattern(r"(?![图圖図画畫照像表例])[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


def names_its_file(alt: str, src: str) -> bool:
    """Whether an alt is the picture's own file name as written, with or without its extension ('raycast-clipboard'
    on Raycast-Clipboard.png, 'IMG_2041.HEIC'): an editor's paste, no description (the s17 ruling). An alt in the
    writer's words that the file was named after ('Eiffel Tower' on eiffel-tower.png, 'Ring Topology') is theirs."""
    written = unquote(src).split("?", 1)[0].split("#", 1)[0].rstrip("/").rsplit("/", 1)[-1]
    stem, alt = written.rsplit(".", 1)[0], alt.strip()
    if not alt or re.search(r"\s", alt):
        return False
    # (one word that is also the file's, in the writer's own capitals, 'Trizzy' on trizzy.png, 'CLIP' on CLIP.png, is
    # their name for what it shows; the file's lower-case name copied letter for letter, 'relation' on relation.png,
    # 'github' on github.png, is the file's: s18 held-out bacnotes 14 object-oriented-programming [50][81], 03
    # github-deploy-hugo [9][10][11])
    if alt == alt.casefold() and alt == stem.casefold():
        return True  # (and the lower-case name of a capitalised file, 'scroll' on Scroll.gif: s20 JerrySheh [106])
    # (a name squashed from the file's, one the start of the other: 'GoogleSearchConsole' on
    # GoogleSearchConsole_nodata.png, 'GTMGAdebugger' on GTMGA.png — s18 held-out bacnotes 05 [22][31])
    shorter = min(len(alt), len(stem))
    if shorter >= _SHORTEST_SHARED_STEM and alt[:shorter] == stem[:shorter] and alt.isascii() and alt.isalnum():
        return True
    name = written.casefold()
    alt = alt.casefold()
    return alt in (name, name.rsplit(".", 1)[0]) and re.search(r"[-_.\d]", alt) is not None


_SHORTEST_SHARED_STEM = 5  # (the start a squashed name shares with its file's: 'GTMGA', never 'img' or 'a')


def label(alt: str) -> str:
    """What a picture the prose points at says: its description, or a badge's label ("Run in Livebook")."""
    return described(alt[len(BADGE) :] if is_badge(alt) else alt)


def said_inside(alt: str) -> str:
    """What a picture inside a sentence says: its label — and a word copied from its file's name is the sentence's
    word there ("Click the ![gear](gear.svg) button"), as the s12 rule says an inline alt of words; a file's name of
    marks or numbers ('sunset-over-lake', 'IMG_2041') is none."""
    if alt.startswith(NAMED):
        name = alt[len(NAMED) :]
        return described(name) if re.search(r"[-_.\d]", name) is None else ""
    return label(alt)


def always_said(alts: list[str]) -> bool:
    """Whether pictures in a block of their own are said wherever they stand: one of them is described, or has its
    own address for an alt (Notion's and Substack's exports write one for every picture: content, never decoration,
    cued bare — the steps of s-yoshiki posts/0233 each show their screenshot so)."""
    return not only_badges(alts) and any(map(_content, alts))


def _content(alt: str) -> bool:
    """Whether a picture's alt shows it is content wherever it stands: a description, its own address, or a
    description past the length a cue says (a paragraph of words: Quarto and Pandoc show an alone picture's alt as
    its caption — s15 dev djnavarro reticulated-arrow [10][60][94], three margin photos in `:::{.column-body-outset}`
    captioned at length, silent; cued bare, never decoration)."""
    return bool(described(alt)) or _ADDRESS_ALT.fullmatch(alt.strip()) is not None or _long_description(alt)


def fits_a_cue(caption: str) -> bool:
    """Whether a caption is short enough to be said inside a picture's cue (a figure's `<figcaption>` taken as its
    description): past a cue's longest description it stays a paragraph of its own, read whole."""
    return len(" ".join(caption.split())) <= _LONGEST_ALT


def _long_description(alt: str) -> bool:
    """Whether an alt is words past `_LONGEST_ALT` (letters, most of it): a caption-length description."""
    return len(alt) > _LONGEST_ALT and not _no_alt(alt) and sum(ch.isalpha() for ch in alt) > _LONGEST_ALT // 2


def only_badges(alts: list[str]) -> bool:
    """Whether the pictures of a block are a badge or a row of badges (said only where a sentence points at it by a
    pointing word; a badge row under a heading or after a colon is the page's decoration). A picture in a row that
    is mostly badges is one of them (a README's row: shields, a CI status and a translation service's own
    "Add or improve translation" button — liuyunzhuge/hexo-blog themes/next/README.md)."""
    return bool(alts) and sum(map(is_badge, alts)) * 2 > len(alts)


def badge_row(alts: list[str]) -> list[str]:
    """The alts of a row of pictures, each a badge's when most of them are (`only_badges`)."""
    if len(alts) < 2 or not only_badges(alts):
        return alts
    return [alt if is_badge(alt) or is_media(alt) else BADGE + alt for alt in alts]


def leads_past_asides(blocks: list[Block], asides: frozenset[int] | set[int] = frozenset()) -> bool:
    """Whether the last thing said is an aside under a paragraph or item that leads in with a colon, so the colon
    reaches past it to the picture: a list noting its steps, a quote, a box (`:::warning`; `asides` are the indices
    of blocks said inside a box). ("先來看 InstantiateFunctionObject 的定義：", one item, then the screenshot: s11 dev
    titangene javascript-async-await-1; "4. 接著就會開啟登入頁面…：", a warning box, then the login page: titangene
    gcp-network-and-http-load-balancer [26]; "…的定義：", a list and a quote, then the definition: titangene
    javascript-object-keys-values-entries [77].)"""
    for n in range(len(blocks) - 1, -1, -1):
        block = blocks[n]
        if n < len(blocks) - 1 and block.kind in ("paragraph", "list_item") and block.text.rstrip().endswith(_COLONS):
            return True
        if not (n in asides or block.kind in ("list_item", "quote")):
            return False
    return False


_COLONS = (":", "：")


# The longest line that announces its section's pictures ("Latest graphs at the end of a bulk cycle."): a caption's
# one sentence, never a paragraph that mentions a picture on its way.
_LONGEST_ANNOUNCEMENT = 120


def named_above(blocks: list[Block]) -> bool:
    """Whether the block right above pictures of their own names a picture in its last sentence (text.pointing.
    names_the_picture): "But the final image, just some 7 minutes later!" over the image — or picks it out with a
    demonstrative and a classifier ("我最喜歡的這一張是…", pointing.picks_this_one)."""
    return (
        bool(blocks)
        and blocks[-1].kind in ("paragraph", "list_item", "quote")
        and (names_the_picture(blocks[-1].text) or picks_this_one(blocks[-1].text))
    )


# A clause's comma closing the words right above a picture: the sentence is not over, it runs on into the picture
# and goes on after it ("コードブロックを抜けると、", the screenshot, "…一覧表示されました。").
_CLAUSE_COMMAS = ("、", "，", ",")


def runs_into(blocks: list[Block]) -> bool:
    """Whether the words right above pictures of their own end on a clause's comma: a sentence that runs into what
    they show (s17 dev tk42 Obsidian [51]: 'コードブロックを抜けると、', then the screenshot, silent)."""
    return (
        bool(blocks)
        and blocks[-1].kind in ("paragraph", "list_item")
        and blocks[-1].text.rstrip().endswith(_CLAUSE_COMMAS)
    )


def announced_in_section(blocks: list[Block], section: int | None) -> bool:
    """Whether the section a picture closes opened with a line that announces its pictures by a picture word — one
    short sentence, the section's first words — and no picture has been shown in it since: the pictures it names
    are the ones at its end (s16 held-out carpdiem Athletics [17][20][22]: '### Update - 10/27/20', 'Latest graphs at
    the end of a bulk cycle.', two paragraphs, then the two graphs, silent)."""
    if section is None or section + 1 >= len(blocks) or blocks[section].kind != "heading":
        return False
    first = blocks[section + 1]
    text = first.text.strip()
    if first.kind != "paragraph" or len(text) > _LONGEST_ANNOUNCEMENT or len(_SENTENCES.findall(text)) > 1:
        return False
    if any(block.kind == "cue" and block.cue == "image" for block in blocks[section + 1 :]):
        return False
    return names_picture(text) and not points_back(text)


_SENTENCES = LazyPattern(r"[^.!?。！？]+[.!?。！？]+(?=\s|$)")


def opens_section(blocks: list[Block]) -> bool:
    """Whether a picture stands right under a heading, before any words of its section: the heading names what it
    shows ("## 结构图", then the diagram: s11 dev ascoders 170.精读《设计模式 - Prototype 原型模式》 [25]), and a
    section heard as a title then silence leaves the listener waiting for words that never come."""
    return bool(blocks) and blocks[-1].kind == "heading"


# A short exclamation right after a picture is the writer reacting to what it shows ("Much better!", "Got 'em!",
# "完成！", "できた！"): the listener must have heard that something is shown.
_REACTION = LazyPattern(r"\s*(?:[^\s.!?。！？]{1,12}|[A-Za-z'’]+(?:\s[A-Za-z'’]+){0,2})\s*[!！]")


def reacts(text: str) -> bool:
    """Whether a paragraph opens with a short exclamation reacting to the picture above it."""
    return bool(_REACTION.match(text))


def decided_pictures(
    segments: tuple[Segment, ...], *, led: bool = False, worded: bool = False, held: bool = False
) -> tuple[Segment, ...]:
    """A block's segments with each picture on a line of its own decided: its cue ("picture", its label as text)
    where it is described, or the words before it lead in (a colon, "如下圖。"), or the sentence after it points back
    ("上記のボタンを押すと": TORIFUKUKaiou Advent of Code 2022 Day 1 [21], the "Run in Livebook" badge); else it goes
    (a badge on its line, a picture the text never mentions). `led`: the blocks above lead in to what opens this one
    (a heading right above it, a colon closing the block before), so a picture opening it is pointed at as a picture
    in a block of its own would be (s13 dev 17714196157 DeepSeekMath-V2 [59]: '## 4.自我博弈阶段', then the
    diagram on the first line of the paragraph that describes it). A picture alone on its own source line is owed
    its cue wherever it stands below the body's first words (`worded`: the body said words above this block), as
    one in a block of its own (`_alone_owed`); `held`: one closing a paragraph is left to the paragraph's end, where the
    next paragraph's pointing words decide it (text.prose `said`; not yet owed: left for a later session)."""
    if not any(s.cue == PENDING_PICTURE for s in segments):
        return segments
    near = _Near(segments)
    out: list[Segment] = []
    for n, seg in enumerate(segments):
        if seg.cue != PENDING_PICTURE:
            out.append(seg)
            continue
        raw_before, after = near.before(n), near.after(n)
        before = raw_before.rstrip()
        if described(seg.text) and near.repeats(n, after, described(seg.text)):
            continue  # (the caption under it repeats its alt, `[caption]<img alt="A dog"/> A dog…`: it speaks for it)
        if (
            _pointed_in_place(seg.text, before, after, led=led)
            or _labelled(raw_before)
            or not (held and not after.strip())
            and _alone_owed(seg.text, raw_before, after, worded=worded)
        ):
            out.append(Segment(label(seg.text), cue="picture"))
    return tuple(out)


_NEAR = 700  # characters of words kept on each side of a picture: past every reader's reach (pointing's 600)
_NON_SPACE = LazyPattern(r"\S")


class _Near:
    """The words said before and after each picture of a block, as its readers see them, in a window near it: the
    block's words joined once, not once per picture (s22 attack 'pictures on lines of their own in one paragraph',
    #43: 4x the lines cost 5.1x the CPU). Each reader looks only near the picture, so each window gives what the
    whole text gives:
    - before: the end of its words (the block's words up to the last non-space before the picture), at least `_NEAR`
      characters and its last two lines whole (text.pointing reads its last 600 characters and last line, `_labelled`
      the last two lines and whether there are more, `_CLOSING_ASIDE` its last 126), then the spaces after those
      words in a short form that keeps what is asked of them (whether they hold a line break and end on one);
    - after: the spaces before its next words in a short form (whether they open on a line break, hold one, and hold
      one past a space), then from those words on at least `_NEAR` characters and their first three lines whole, up to
      the next non-space after that (`points_back` reads 600 characters, `reacts` three words on up to three lines and
      the spaces and mark after them, `credited_below` and `_alone_owed` the first line).
    The spaces between pictures side by side are summed once per block, not read again for each of them."""

    def __init__(self, segments: tuple[Segment, ...]) -> None:
        texts = ["" if s.cue else s.text for s in segments]
        self.text = "".join(texts)
        self.at: list[int] = []  # (where each segment's words start in the joined text)
        self.ends: list[tuple[int, str]] = []  # (before each segment: where the words end, the spaces' short form)
        end, spaces, at = 0, "", 0
        for text in texts:
            self.at.append(at)
            self.ends.append((end, spaces))
            words = text.rstrip()
            if words:
                end, spaces = at + len(words), _short_trailing("", text[len(words) :])
            else:
                spaces = _short_trailing(spaces, text)
            at += len(text)
        self.starts: list[tuple[int, str]] = [(0, "")] * len(texts)  # (after each: where words start, the spaces)
        start, lead = len(self.text), ""
        for n in range(len(texts) - 1, -1, -1):
            self.starts[n] = (start, lead)
            text = texts[n]
            words = text.lstrip()
            if words:
                start, lead = self.at[n] + len(text) - len(words), _short_leading(text[: len(text) - len(words)], "")
            else:
                lead = _short_leading(text, lead)
        self._befores: dict[int, str] = {}
        self._afters: dict[int, str] = {}

    def before(self, n: int) -> str:
        end, spaces = self.ends[n]
        if end not in self._befores:
            last = self.text.rfind("\n", 0, end) + 1
            start = min(self.text.rfind("\n", 0, last - 1) + 1 if last else 0, max(0, end - _NEAR))
            self._befores[end] = self.text[start:end]
        return self._befores[end] + spaces

    def after(self, n: int) -> str:
        start, lead = self.starts[n]
        if start not in self._afters:
            end = start
            for _ in range(3):
                found = self.text.find("\n", end)
                end = len(self.text) if found < 0 else found + 1
            end = max(end, min(len(self.text), start + _NEAR))
            found_word = _NON_SPACE.search(self.text, end)
            self._afters[start] = self.text[start : found_word.end() if found_word else len(self.text)]
        return lead + self._afters[start]

    def repeats(self, n: int, after: str, alt: str) -> bool:
        """`_repeats_alt` on the whole text after picture `n`: words glued to it are read past the window, from
        its next words on (`_captioned` passes over spaces and marks)."""
        if after.startswith("\n"):
            return _repeats_alt(after, alt)
        return _captioned(self.text, alt, self.starts[n][0])


def _short_trailing(spaces: str, more: str) -> str:
    """Spaces (already in short form) followed by more of them, in short form: empty, " " (no line break), "\n "
    (a break, not last), "\n" (ending on one)."""
    if not more:
        return spaces
    if more.endswith("\n"):
        return "\n"
    return "\n " if "\n" in more or "\n" in spaces else " "


def _short_leading(more: str, spaces: str) -> str:
    """More spaces followed by spaces (already in short form), in short form: empty, " " (no break), "\n" (breaks
    only, then words), "\n \n" (breaks, a space, a break later), " \n" (a space, a break later). A reader asks
    whether they open on a break, hold one, and hold one past the first non-break."""
    if not more:
        return spaces
    whole = more + spaces  # (short: `spaces` is at most three characters)
    past_breaks = whole.lstrip("\n")
    if whole.startswith("\n"):
        return "\n \n" if "\n" in past_breaks else "\n"
    return " \n" if "\n" in whole else " "


def opening_album(segments: tuple[Segment, ...], *, worded: bool) -> tuple[list[str], tuple[Segment, ...]]:
    """A run of two pictures or more opening a paragraph, each alone on its line or beside the others (nothing but
    blanks between them), the words on the lines under them: (their alts, the paragraph's segments after them), one
    album's cue owed them (the lead's rulings 3 and 4b) — else ([], `segments`). Below the body's first words only
    (`worded`; above them: the article's cover), never badges. s21 held-out qian403 seed phrase-leakage-scam [4]:
    `![image](./image/1.jpg)` / `![image](./image/3.jpg)` then "但是但是…", heard as two bare cues side by side."""
    alts: list[str] = []
    n = 0
    while n < len(segments) and (
        segments[n].cue == PENDING_PICTURE or not segments[n].cue and not segments[n].text.strip()
    ):
        if segments[n].cue == PENDING_PICTURE:
            alts.append(segments[n].text)
        n += 1
    rest = segments[n:]
    if (
        len(alts) < 2
        or not worded
        or any(is_badge(a) for a in alts)
        or not rest
        or rest[0].cue
        or "\n" not in "".join(s.text for s in segments[:n])
    ):
        return [], segments
    return alts, rest


def closing_owed(segments: tuple[Segment, ...], *, worded: bool) -> list[str]:
    """The alts of the pictures closing a paragraph alone on its last source line (a run on that line counts as
    one), where that line is owed its cue (`_alone_owed`: below the body's first words, no badge), else []. The
    lead's ruling 4b, widened in s22: the last line is owed as the first and middle ones are; the cue stands after
    the paragraph, as the page shows the picture under it (s21 dev by-su 동시성 [20][25][29][33], a screenshot under
    "…확인할 수 있습니다."; snyt45 vim-fzf [37]–[40], a demo GIF under the sentence that captions it; held-out
    qian403 PicoCTF_easy [28], under "得到答案啦!")."""
    alts: list[str] = []
    n = len(segments)
    while n and (
        segments[n - 1].cue == PENDING_PICTURE or not segments[n - 1].cue and "\n" not in segments[n - 1].text
    ):
        if segments[n - 1].cue == PENDING_PICTURE:
            alts.insert(0, segments[n - 1].text)
        elif segments[n - 1].text.strip():
            return []  # (words on the picture's line: the pointing rule decides)
        n -= 1
    before = "".join(s.text for s in segments[:n] if not s.cue)
    if not alts or not before.strip() or any(is_badge(a) for a in alts):
        return []
    return alts if _alone_owed(alts[0], before, "", worded=worded) else []


def _alone_owed(alt: str, before: str, after: str, *, worded: bool) -> bool:
    """Whether a picture stands alone on its own source line inside a paragraph (soft breaks before and after it, or
    the paragraph's edge; other pictures beside it on that line are a run): the page shows it as a block of its own,
    owed its cue as one is (the lead's s21 ruling 4b) — below the body's first words (words above it in its block,
    or `worded`: a cover is the one exception), never a badge (decoration, said only where a sentence points at
    it). s21 held-out qian403 PicoCTF_easy [7][28][39][52], screenshots between the steps' lines, silent. A picture
    inside a line of words keeps the pointing rule (`_pointed_in_place`)."""
    if is_badge(alt):
        return False
    line_before = before.rsplit("\n", 1)[-1]
    line_after = after.split("\n", 1)[0]
    if line_before.strip() or line_after.strip():
        return False
    return worded or bool(before.strip())


def _pointed_in_place(alt: str, before: str, after: str, *, led: bool) -> bool:
    """Whether the words around a picture on a line of its own point at it (`led`: the blocks above lead in to
    what opens this one). A badge only where a sentence points at it or a colon leads to it."""
    if points_back(after.lstrip()) or before.endswith(_COLONS) or _CLOSING_ASIDE.sub("", before).endswith(_COLONS):
        return True
    if is_badge(alt):  # (a badge closing "Here is the flow…" is the sentence's decoration)
        return False
    if writer_named(alt) and (before.strip() or after.strip()):
        # (a name its writer gave it, among the paragraph's words: content — above the words it opens too,
        # '![layers](layers.png)' then '레이어 프로모션 조건을…': s16 dev brown2243 web-brower-rendering)
        return True
    return led and not before or _leads_in(before) or _content(alt) or reacts(after) or credited_below(after)


# A label's line: a few words, no sentence's end or clause's comma (`**Dark**`, `調整前`, `Before`).
# (its full stop is the one text.inline gives a bold label line ending there: "Dark."). A CJK label is a short run
# (`調整前`, `記念撮影`, `ビフォー`); sixteen characters and more is a sentence missing its 。, never a label.
_LABEL_LINE = LazyPattern(r"[^\s.,;:!?。，、；：！？]{1,24}(?:[ \t][^\s.,;:!?。，、；：！？]{1,24}){0,3}\.?")
_LONGEST_LABEL = 16
# An aside in brackets closing the words before a picture, after the colon that points at it ("The result will be:
# (this is NSAppearanceNameVibrantLight)": s15 held-out eonist Chromeless-window [52]).
_CLOSING_ASIDE = LazyPattern(r"[ \t]{0,4}[(（][^()（）\n]{1,120}[)）]$")
_ENDED = LazyPattern(r"(?:[.!?。！？:：;；)）」』]|^)\s*$")


def _labelled(before: str) -> bool:
    """Whether a picture on a line of its own sits under a LABEL — a line of its own of a few words, no sentence,
    that is not the end of a sentence wrapped onto it (the line above it ends one, or there is none): the label
    names what the picture shows, as a heading does (s12 rule). s15 held-out eonist Chromeless-window [20][21][23]:
    '**Dark**' then `<img alt="img">`, each material by its screenshot; if001 matplot_lib_summary [44][49][50]:
    '調整前' / '調整後' over the graphs before and after, heard "調整前調整後" with no picture."""
    if not before.endswith("\n"):
        return False
    lines = before.rstrip().split("\n")
    label = lines[-1].strip()
    if not label or _LABEL_LINE.fullmatch(label) is None or len(label) > _LONGEST_LABEL and not label.isascii():
        return False
    return len(lines) == 1 or _ENDED.search(lines[-2]) is not None


def _key(text: str) -> str:
    return "".join(filter(str.isalnum, text.casefold()))


def _repeats_alt(after: str, alt: str) -> bool:
    """Whether the words after a picture are its caption repeating its alt: glued to it on its line, words that open
    with the alt (`<img alt="A dog"/> A dog sleeping`); on the next line, the alt's words closed by a mark or the
    line's end ("A dog. It sleeps.") — a line whose words go on past them is a sentence about the thing shown
    ('![Trizzy](…)' then 'Trizzy is an excellent compromise…': s14 dev RedQ best-react-html-online-shopping-templates
    [20]), no caption."""
    if not after.startswith("\n"):
        return _captioned(after, alt)
    line = after.lstrip("\n").split("\n", 1)[0]
    if not _captioned(line, alt):
        return False
    # (where the alt's words end on that line: a caption stops there, "A dog. It sleeps."; a sentence goes on,
    # "Trizzy is an excellent…")
    key, seen = _key(alt), 0
    for at, raw in enumerate(line):
        seen += len("".join(filter(str.isalnum, raw.casefold())))
        if seen >= len(key):
            rest = line[at + 1 :].lstrip()
            return not rest or not rest[0].isalnum()
    return True


def _captioned(after: str, alt: str, start: int = 0) -> bool:
    """Whether the words after a picture (from `start` on) open with its alt and end where it ends (a caption
    repeating it): "A dog" under a picture described "A dog", not "Dogs are great." under one described "Dog"
    (review s12 L5)."""
    key = _key(alt)
    if not key:
        return False
    seen = 0
    for at in range(start, len(after)):
        raw = after[at]
        if not raw.isalnum():
            continue
        if seen == len(key):
            return not after[at - 1].isalnum()  # (the alt ends at a word's end: a mark or a space follows it)
        folded = "".join(filter(str.isalnum, raw.casefold()))
        if key[seen : seen + len(folded)] != folded:
            return False
        seen += len(folded)
    return seen == len(key)


def _leads_in(text: str) -> bool:
    """Whether the words before a picture lead in to it: a colon closing them, a pointing sentence, or a line right
    above it that points down at it or credits it ("↓リボンが…スクショ", "公式サイトより")."""
    line = text.rsplit("\n", 1)[-1]
    return (
        text.endswith(_COLONS)
        or points_ahead(text)
        or names_the_picture(text)
        or picks_this_one(text)
        or points_down(line)
        or credits(line)
    )


def credited_below(after: str) -> bool:
    """Whether the words right under a picture open with a line that credits it ("圖片來源：Qwiklabs", "Source: …"):
    the picture carries something the writer took from its source."""
    return credits(after.strip().split("\n", 1)[0])


def credited_above(blocks: list[Block]) -> bool:
    """Whether the block right above a picture is a credit line of its own (s12 held-out masaki39 Citations [9],
    "GitHubの公式ページより" over the plugin's screenshot; davidpallmann's "image source: Wikimedia Commons"). A
    credit closing a longer block is that block's ("[▶ Listen](….ogg): …" then "(source: Wikimedia Commons)")."""
    if not blocks or blocks[-1].kind not in ("paragraph", "quote", "list_item"):
        return False
    return "\n" not in blocks[-1].text.strip() and credits(blocks[-1].text)


# A byline: the writer's name after "By" (Title Case words, so "By now we …" is a sentence), or after a CJK or Korean
# author's label ("作者：王小明", "文／王小明", "글: 홍길동").
_BYLINE = LazyPattern(
    r"(?i:(?:written\s+|posted\s+)?by)\s+[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,3}\.?"
    r"|(?:作者|撰文|文|글|著者|筆者)\s*[:：／/]\s*[^\s。.，,]{1,20}"
)


def byline(text: str) -> bool:
    """Whether a block is the page's byline, not its words: a picture under it is still the cover above the first
    words (s13 dev miry 1-billion-row-challenge: dev.to's export writes 'By Michael Nikitochkin.' over the cover)."""
    return bool(_BYLINE.fullmatch(text.strip()))
