"""Hugo and Jekyll shortcodes, Liquid tags and MDN macros: where they are, and what a listener hears of each.

Found in linear time however they nest or fail to close (`find_shortcodes`); said as their text where
they show some (`{{< ruby 僕 ぼく >}}` → 僕, `{% data variables.product.prodname_dotcom %}` → GitHub,
`{{HTTPMethod("GET")}}` → GET, a site variable → its value), else not at all. Liquid's `if … else …
endif` keeps the one branch a page shows (`liquid_branches`).
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Callable, Iterator
from urllib.parse import urlsplit

from narrate.patterns import LazyPattern

from . import account
from .docfx import docfx_picture_alt
from .model import FRAME, VIDEO, VIDEO_SOURCE, Segment, framed
from .site_data import SiteData
from .site_templates import layout_words, site_figures, without_options

NO_SITE = SiteData()  # no site data: variables are said by their names

# One shortcode: `{{< … >}}`, `{{% … %}}` or a Liquid tag `{% … %}`. The inside may not
# close and reopen (so "{{< a >}} words {{< b >}}" keeps its words) and is bounded, so a
# stray "{{<" costs linear time, not quadratic.
SHORTCODE = r"\{\{[<%](?:(?!\}\}).){0,2000}?[%>]\}\}|\{%(?:(?!%\}).){0,2000}?%\}"

# `{{{ .var }}}` (docs variables) before `{{ … }}`, so no brace is left behind.
_SHORTCODE_INLINE = LazyPattern(
    rf"\{{\{{\{{(?:(?!\}}\}}\}}).){{0,2000}}?\}}\}}\}}|{SHORTCODE}|\{{\{{(?:(?!\}}\}}).){{0,2000}}?\}}\}}", re.S
)
# The same three shapes one by one, for shortcode_at: each is tried only where its closing
# mark lies within reach, so a run of "{{", "{{<" or "{%" that never closes costs one look per
# brace instead of a 2,000-character scan per brace (140 s for a 1 MB line of "{").
_TRIPLE_BRACES = LazyPattern(r"\{\{\{(?:(?!\}\}\}).){0,2000}?\}\}\}", re.S)
_ONE_SHORTCODE = LazyPattern(SHORTCODE, re.S)
_DOUBLE_BRACES = LazyPattern(r"\{\{(?:(?!\}\}).){0,2000}?\}\}", re.S)
_REACH = 2000


class Closes:
    """Where each closing mark next occurs in one text, found once and reused as positions move on.

    Positions only grow, so the searches for one mark cover the text about once: linear.
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self.next: dict[str, int] = {}

    def after(self, mark: str, start: int) -> int:
        """Where `mark` next starts at or after `start` (-1: nowhere)."""
        found = self.next.get(mark, -2)
        if found == -1:
            return -1  # not after an earlier start, so not after this one either
        if found < start:
            found = self.next[mark] = self.text.find(mark, start)
        return found

    def within(self, mark: str, start: int, reach: int) -> bool:
        """Whether `mark` starts at or after `start`, at most `reach` characters on."""
        found = self.after(mark, start)
        return 0 <= found - start <= reach

    def within_pattern(self, pattern: re.Pattern[str] | LazyPattern, start: int, reach: int) -> bool:
        """Whether `pattern` (a closing mark of bounded length) is found at or after `start`, within `reach`."""
        key = pattern.pattern
        found = self.next.get(key, -2)
        if found == -1:
            return False
        if found < start:
            match = pattern.search(self.text, start)
            found = self.next[key] = match.start() if match else -1
            if found < 0:
                return False
        return found - start <= reach


def shortcode_at(text: str, pos: int, closes: Closes) -> re.Match[str] | None:
    """_SHORTCODE_INLINE's match at `pos`, trying each shape only where its closing mark is near."""
    if not text.startswith(("{{", "{%"), pos):
        return None
    if text.startswith("{{{", pos) and closes.within("}}}", pos + 3, _REACH):
        return _TRIPLE_BRACES.match(text, pos, pos + _REACH + 10)
    if text.startswith("{%", pos):
        return _ONE_SHORTCODE.match(text, pos, pos + _REACH + 10) if closes.within("%}", pos + 2, _REACH) else None
    if not closes.within("}}", pos + 2, _REACH):
        return None
    if text[pos + 2] in "<%":
        found = _ONE_SHORTCODE.match(text, pos, pos + _REACH + 10)
        if found:
            return found
    return _DOUBLE_BRACES.match(text, pos, pos + _REACH + 10)


def find_shortcodes(text: str) -> Iterator[re.Match[str]]:
    """_SHORTCODE_INLINE.finditer(text), in linear time."""
    closes = Closes(text)
    pos = text.find("{")
    while pos >= 0:
        found = shortcode_at(text, pos, closes)
        if found is not None and found.end() > pos:
            yield found
            pos = text.find("{", found.end())
            continue
        # No shortcode opens before the nearest closing mark comes within reach: jump there
        # (a megabyte of "{" is then one look, not a million).
        near = [at for at in (closes.after(mark, pos + 2) for mark in ("}}", "%}")) if at >= 0]
        if not near:
            return
        pos = text.find("{", max(pos + 1, min(near) - _REACH - 3))


# A shortcode's name and its first argument: `{{< ruby 僕 ぼく >}}`, `{{< kbd "Ctrl" >}}`.
_SHORTCODE_PARTS = LazyPattern(r"^\{\{[<%]-?\s{0,20}(/?)([\w.-]{1,40})\s{0,20}(.{0,2000}?)\s{0,20}-?[%>]\}\}$", re.S)
_FIRST_ARG = LazyPattern(r"""^(?:\w{1,20}=)?(?:"([^"]{0,500})"|'([^']{0,500})'|(\S{1,500}))""")
# A character of a double-quoted parameter: Hugo reads `\"` and `\\` inside one as a quote and a backslash ("who
# know what \"transclusion\" means.": s23 held-out michaelbromley angularconnect-summary-and-analysis [51][56], its
# caption heard cut at the first escape). A single-quoted one has no escapes.
_ESCAPED = r'(?:[^"\\\n]|\\[^\n])'
_ESCAPED_LINES = r'(?:[^"\\]|\\[\s\S])'
_ESCAPES = LazyPattern(r'\\(["\\])')


def _unescaped(quoted: str) -> str:
    """A double-quoted parameter's words as the page shows them: its escaped quotes and backslashes undone."""
    return _ESCAPES.sub(r"\1", quoted) if "\\" in quoted else quoted


# Shortcodes whose first argument is text to read: ruby's base text, a key's name.
_TEXT_SHORTCODES = {"ruby": "first", "kbd": "first", "abbr": "first", "furigana": "first"}
# Shortcodes that show a picture or a video (for the image-after-a-lead-in rule).
_IMAGE_SHORTCODES = {"figure", "img", "image", "picture", "youtube", "vimeo", "video", "bilibili", "gallery"}
_PARAM = LazyPattern(
    rf"""\b(alt|caption|title)\s{{0,3}}=\s{{0,3}}(?:"({_ESCAPED_LINES}{{0,500}})"|'([^']{{0,500}})')"""
)


# GitHub Docs' Liquid data tags: `{% data variables.product.prodname_dotcom %}` is a product
# name the site fills in, `{% data reusables.repositories.download-zip %}` a shared snippet
# (a step, a note). The names most used, as docs.github.com shows them (data/variables/product.yml);
# any other variable is said as its last name humanised, a reusable as its name as a sentence.
_LIQUID_DATA = LazyPattern(r"^\{%-?\s{0,20}data\s{1,20}([\w.-]{1,300}?)\s{0,20}-?%\}$")
_GITHUB_NAMES = {
    "company_short": "GitHub",
    "product_name": "GitHub",
    "prodname_dotcom": "GitHub",
    "prodname_dotcom_the_website": "GitHub.com",
    "product_location": "GitHub.com",
    "prodname_enterprise": "GitHub Enterprise",
    "prodname_ghe_server": "GitHub Enterprise Server",
    "prodname_ghe_cloud": "GitHub Enterprise Cloud",
    "prodname_ghe_managed": "GitHub AE",
    "prodname_free_user": "GitHub Free",
    "prodname_pro": "GitHub Pro",
    "prodname_team": "GitHub Team",
    "prodname_actions": "GitHub Actions",
    "prodname_pages": "GitHub Pages",
    "prodname_cli": "GitHub CLI",
    "prodname_desktop": "GitHub Desktop",
    "prodname_mobile": "GitHub Mobile",
    "prodname_copilot": "GitHub Copilot",
    "prodname_copilot_short": "Copilot",
    "prodname_codespaces": "Codespaces",
    "prodname_github_codespaces": "GitHub Codespaces",
    "prodname_registry": "GitHub Packages",
    "prodname_marketplace": "GitHub Marketplace",
    "prodname_github_app": "GitHub App",
    "prodname_github_apps": "GitHub Apps",
    "prodname_oauth_app": "OAuth App",
    "prodname_oauth_apps": "OAuth Apps",
    "prodname_discussions": "GitHub Discussions",
    "prodname_github_issues": "GitHub Issues",
    "prodname_sponsors": "GitHub Sponsors",
    "prodname_dependabot": "Dependabot",
    "prodname_codeql": "CodeQL",
    "prodname_vscode": "Visual Studio Code",
    "prodname_vs": "Visual Studio",
    "prodname_GH_advanced_security": "GitHub Advanced Security",
    "prodname_emus": "Enterprise Managed Users",
}
_SPECIAL_WORDS = {
    "github": "GitHub",
    "ghes": "GitHub Enterprise Server",
    "ghec": "GitHub Enterprise Cloud",
    "ghe": "GitHub Enterprise",
    "dotcom": "GitHub.com",
    "api": "API",
    "cli": "CLI",
    "ui": "UI",
    "url": "URL",
    "ssh": "SSH",
    "oauth": "OAuth",
    "saml": "SAML",
    "sso": "SSO",
    "ip": "IP",
}


def humanise_name(name: str) -> str:
    """`click-code-dropdown` → "click code dropdown", `prodname_github_issues` → "GitHub issues"."""
    words = [w for w in re.split(r"[\W_]+", name) if w]
    if len(words) > 1 and words[0].lower() == "prodname":
        words = words[1:]
    return " ".join(_SPECIAL_WORDS.get(w.lower(), w) for w in words)


def liquid_data_text(path: str) -> str:
    """What a listener hears for `{% data PATH %}`: never a hole in the sentence, never a path."""
    names = path.split(".")
    last = names[-1]
    if last in _GITHUB_NAMES:
        return _GITHUB_NAMES[last]
    said = humanise_name(last)
    if names[0] == "reusables" and said:
        # A reusable is a step or a note of its own: its name, said as a sentence of its own.
        return said[0].upper() + said[1:] + ". "
    return said


# MDN's KumaScript macros: `{{HTTPMethod("GET")}}` shows GET, `{{glossary("Safe/HTTP", "safe")}}`
# shows "safe" (a second argument is the text shown). Macros that show no text of theirs
# (`{{Compat}}`, `{{EmbedLiveSample(…)}}`) say nothing.
_MACRO = LazyPattern(r"^\{\{\s{0,20}([A-Za-z][\w-]{0,40})\s{0,20}\((.{0,1000})\)\s{0,20}\}\}$", re.S)
_MACRO_STRING = LazyPattern(r"\"([^\"]{0,300})\"|'([^']{0,300})'")
_MACRO_SHOWS = LazyPattern(r"(?:x?ref|element|attr|header|method|status|^glossary|^event|^rfc|^cssxref)$", re.I)


# A Zola shortcode called with a body (`{{ cr(body="約 50 分鐘") }}`, `{{ color(color="#b45f06", body="茶軸") }}`):
# Zola hands the template its `body` as the text between a call's tags, which the page shows in place, whatever the
# call's name (s19 held-out jim60105/blog-content: 126 defects, every CJK character lost). Tera's strings are quoted
# "…", '…' or `…`.
_ZOLA_BODY = LazyPattern(r"""(?:^|[\s,(])body\s{0,3}=\s{0,3}(?:"([^"]{0,1000})"|'([^']{0,1000})'|`([^`]{0,1000})`)""")


def macro_text(code: str) -> str:
    """The text an MDN macro shows (`{{HTTPMethod("GET")}}` → "GET"), a Zola call's `body` (`{{ cr(body="…") }}`
    → its words), else ""."""
    found = _MACRO.match(code)
    body = _ZOLA_BODY.search(found.group(2)) if found else None
    if body is not None:
        return next((g for g in body.groups() if g is not None), "").strip()
    if not found or not _MACRO_SHOWS.search(found.group(1)):
        return ""
    args = [str(m.group(1) if m.group(1) is not None else m.group(2)) for m in _MACRO_STRING.finditer(found.group(2))]
    if len(args) >= 2 and args[1].strip():
        return args[1].strip()
    return args[0].strip() if args else ""


# Liquid tags that link to a post or a file: `{% post_link hello-world 'Hello' %}` (Hexo) shows its
# title, else the post's name; `{% link _posts/2020-01-01-intro.md %}` (Jekyll) the post's name.
_LIQUID_LINK = LazyPattern(
    r"^\{%-?\s{0,20}(post_link|asset_link|link|post_url)\s{1,20}(\S{1,500})(.{0,500}?)\s{0,20}-?%\}$", re.S
)
_LINK_TITLE = LazyPattern(r"""^\s*(?:"([^"]{1,300})"|'([^']{1,300})'|(.{1,300}?))(?:\s+(?:true|false))?\s*$""")


_URL_ARGUMENT = LazyPattern(r"(?:^|\s)(?:[a-z][a-z0-9+.-]{1,15}://|/)\S")


def liquid_link_text(target: str, rest: str) -> str:
    """What a listener hears of a Liquid link tag: its title, else the linked post's name in words. Hexo's
    `{% link text url [external] [title] %}` shows its text, the words before the URL."""
    if "://" in target and not rest.strip():
        # Forem's (dev.to) `{% link https://dev.to/a/post-4hp3 %}`: a card of that post, said as its site, as a card
        # is (never the address's path and the post's id)
        return " ".join(_card_site(target.strip("'\"")))
    url = _URL_ARGUMENT.search(rest)
    if url is not None and "://" not in target and not target.startswith("/"):
        return f"{target} {rest[: url.start()].strip()}".strip()
    title = _LINK_TITLE.match(rest) if rest.strip() else None
    if title:
        said = next((g for g in title.groups() if g), "").strip()
        if said:
            return said
    name = target.strip("'\"").rstrip("/").rsplit("/", 1)[-1]
    name = re.sub(r"\.(?:md|markdown|html?|pdf)$", "", name, flags=re.I)
    name = re.sub(r"^\d{4}-\d{2}-\d{2}-", "", name)
    return humanise_name(name)


# Tag plugins of Hexo's themes, read from their sources (NexT's scripts/tags, Butterfly's scripts/tag and
# butterfly-tag-plugins-plus, Fluid's scripts/tags, Volantis'): which of a tag's arguments the page shows. Hexo splits
# `{% name args %}` at blanks (quotes keep words together); these themes then split at commas or at `@`.
_LIQUID_TAG = LazyPattern(r"^\{%-?\s{0,20}([A-Za-z][\w-]{0,40})\s(.{0,2000}?)\s{0,20}-?%\}$", re.S)
_QUOTES = "'\"\u2018\u2019\u201c\u201d"


def _comma_part(index: int) -> Callable[[str], str]:
    """The argument at `index` of a tag whose arguments the theme splits at commas (-1: the last)."""

    def part(args: str) -> str:
        parts = args.split(",")
        return parts[index].strip().strip(_QUOTES) if -len(parts) <= index < len(parts) else ""

    return part


def _label(args: str) -> str:
    """A label's text: NexT's `primary@Text`, Fluid's `primary @Text`, Butterfly's `Text [color]` (its first word)."""
    if "@" in args:
        return args.split("@", 1)[1].strip().strip(_QUOTES)
    first = re.match(r"""\s*(?:"([^"]*)"|'([^']*)'|(\S+))""", args)
    return next((g for g in first.groups() if g is not None), "") if first else ""


def _after_at(args: str) -> str:
    """Fluid's `{% fold info @Title %}`: the words after `@` (none without one)."""
    return args.split("@", 1)[1].strip().strip(_QUOTES) if "@" in args else ""


def _all_words(args: str) -> str:
    return args.strip().strip(_QUOTES)


def _words_not_options(args: str) -> str:
    """The words of a tag whose options are `key:value` arguments (Stellar's `{% mark 重点 color:red %}`): the rest."""
    return " ".join(word for word in args.split() if not _TAG_OPTION.fullmatch(word)).strip(_QUOTES)


# Words shown in their sentence: a label, a button's text (its second argument, after the address, in NexT, Butterfly
# and Fluid alike), a key, a styled span or paragraph's text (after its style), a check box's or radio button's text
# (Butterfly: after its options; Fluid's `cb`: first), the words hidden behind Butterfly's hideInline button.
_HEXO_INLINE: dict[str, Callable[[str], str]] = {
    "label": _label,
    "btn": _comma_part(1),
    "button": _comma_part(1),
    "kbd": _all_words,
    "span": _comma_part(-1),
    "p": _comma_part(-1),
    "checkbox": _comma_part(-1),
    "radio": _comma_part(-1),
    "cb": _comma_part(0),
    "hideinline": _comma_part(0),
    "u": _all_words,
    "emp": _all_words,
    "wavy": _all_words,
    "bubble": _comma_part(0),
    # Stellar's and its forks' (Stellaris) inline tags, scripts/tags/inline-labels.js and mark.js: the words a
    # `psw` hides until hovered are part of the sentence the page shows ('可以 {%psw 为了学分 %} 而报名学习', s18 dev
    # chiyuki0325 my-2025-midpoint-summary); a raised or lowered note, a highlight and struck words show their text.
    "psw": _words_not_options,
    "sup": _words_not_options,
    "sub": _words_not_options,
    "mark": _words_not_options,
    "del": _all_words,  # (struck out, and read as the page's ~~ ~~ is: the lead's s16 ruling)
}
# A box's title, shown above its body: Butterfly's hideToggle and hideBlock (the button's words), its timeline's
# title, Volantis' folding (after its colour), Fluid's fold (after `@`).
_HEXO_TITLES: dict[str, Callable[[str], str]] = {
    "hidetoggle": _comma_part(0),
    "hideblock": _comma_part(0),
    "timeline": _comma_part(0),
    "folding": _comma_part(-1),
    "fold": _after_at,
}


def hexo_tag_text(code: str, table: dict[str, Callable[[str], str]] = _HEXO_INLINE) -> str:
    """The words a Hexo theme's tag shows (`{% label primary@Beta %}` → "Beta"), else ""."""
    if not code.startswith("{%"):
        return ""
    tag = _LIQUID_TAG.match(code)
    if tag is None or tag.group(1).lower() not in table:
        return ""
    return table[tag.group(1).lower()](tag.group(2))


def shortcode_text(code: str, site: SiteData = NO_SITE) -> str:
    """What a listener hears of one shortcode: a site variable's value (else its name), the base text of
    `ruby` and its kin, a Liquid data tag's words, the text an MDN macro shows; else nothing."""
    variable = site.said(code)
    if variable is not None:
        return variable
    data = _LIQUID_DATA.match(code)
    if data:
        return liquid_data_text(data.group(1))
    link = _LIQUID_LINK.match(code)
    if link:
        return liquid_link_text(link.group(2), link.group(3))
    shown = hexo_tag_text(code)
    if shown:
        return shown
    if code.startswith("{{") and "(" in code:
        return macro_text(code)
    parts = _SHORTCODE_PARTS.match(code)
    if not parts or parts.group(1) or _TEXT_SHORTCODES.get(parts.group(2).lower()) != "first":
        return ""
    arg = _FIRST_ARG.match(parts.group(3))
    if not arg:
        return ""
    return next((g for g in arg.groups() if g is not None), "")


# Liquid tags that embed a player or a frame (Forem's `{% twitter id %}`, `{% youtube id %}`, `{% codepen url %}`;
# Hexo's `{% youtube id %}`, `{% vimeo id %}`; jekyll-twitter-plugin's `{% twitter url %}`): a picture, cued after a
# lead-in as a video is; `{% embed url %}` only with a video's address (else a card).
_FRAME_TAGS = frozenset(
    "twitter tweet youtube vimeo video bilibili codepen codesandbox stackblitz jsfiddle glitch replit instagram "
    "speakerdeck slideshare".split()
)
_FRAME_TAG = LazyPattern(r"^\{%-?\s{0,20}([A-Za-z][\w-]{0,40})\s{1,20}(.{0,2000}?)\s{0,20}-?%\}$", re.S)
_VIDEO_NAMES = frozenset(("youtube", "vimeo", "video", "bilibili"))
# Hugo's (and its themes') shortcodes of an embedded post or page: the picture's cue wherever it stands.
_EMBED_SHORTCODES = frozenset(("tweet", "x", "instagram", "codepen", "codesandbox", "speakerdeck", "slideshare"))
# The site each one's post or page comes from (the embed cue names it: "an embedded page from x.com").
_EMBED_SITES = {
    "tweet": "https://x.com/",
    "x": "https://x.com/",
    "instagram": "https://instagram.com/",
    "codepen": "https://codepen.io/",
    "codesandbox": "https://codesandbox.io/",
    "speakerdeck": "https://speakerdeck.com/",
    "slideshare": "https://slideshare.net/",
}
_VIDEO_ADDRESS = LazyPattern(r"youtube\.com|youtu\.be|vimeo\.com|bilibili\.com|loom\.com", re.I)


# Tags that show a file's code on the page: Hexo's include_code, the gist tags of Hugo, Hexo and Jekyll (jekyll-gist),
# a Jupyter notebook shown whole by Pelican's liquid_tags (`{% notebook demo.ipynb %}`).
_CODE_TAG = LazyPattern(r"\s*\{(?:\{[<%]|%)-?\s{0,20}(?:include_code|gist|notebook)\s")


def embedded_code(code: str) -> bool:
    """Whether a tag or shortcode shows code the page embeds (`{% gist user/id %}`, `{{< gist user id >}}`,
    `{% include_code a.py %}`): said as the code cue, as a code block is."""
    return _CODE_TAG.match(code) is not None


# A video's own id as a card's argument: Bilibili's `av170001` and `BV1xx411c7mD` (Stellar's `{% bilicard av… %}`, the
# video card the sentence points at: '我刷到了这条视频 …', s18 dev chiyuki0325 hackergame-2023), or a video's address.
_VIDEO_ID = LazyPattern(
    r"av\d{1,12}|BV[0-9A-Za-z]{10}|(?:https?:)?//\S{0,500}(?:youtube\.com|youtu\.be|bilibili\.com)\S{0,1000}"
)


def _liquid_frame(code: str) -> str | None:
    """A Liquid tag's player (model.VIDEO) or embedded post or page (model.FRAME); None for any other tag."""
    frame = _FRAME_TAG.match(code.strip())
    name = frame.group(1).lower() if frame else ""
    if name in _VIDEO_NAMES or (name == "embed" and frame and _VIDEO_ADDRESS.search(frame.group(2))):
        return VIDEO
    if (
        frame
        and _CARD_TAG.search(name)
        and _VIDEO_ID.fullmatch(frame.group(2).split()[0] if frame.group(2).split() else "")
    ):
        return VIDEO
    if name == "iframe" and frame:  # Hexo's `{% iframe url [width] [height] %}`: a live page of that site
        return framed(frame.group(2).split()[0]) if frame.group(2).split() else FRAME
    return FRAME if name in _FRAME_TAGS else None


# Zola's built-in shortcodes of a player or an embed, called as functions: `{{ youtube(id="dQw4w9WgXcQ") }}`,
# `{{ vimeo(id="…") }}`, `{{ streamable(id="…") }}` (a video), `{{ gist(url="…") }}` (an embedded file).
_ZOLA_PLAYERS = frozenset(("youtube", "vimeo", "streamable", "bilibili", "video"))
_ZOLA_FRAMES = frozenset(("gist",))


# Go's website's picture and player calls (golang/website _content/blog/default.tmpl): `{{image "a.png" 600}}`.
_GO_PICTURE = LazyPattern(r"\{\{-?\s{0,4}(image|video)\s{1,4}\"[^\"\n]{1,500}\"[^{}\n]{0,200}\}\}")


# A Zola call's named argument whose value is a picture's file (`{{ image(url="k580-2.jpg") }}`, `{{ img(src=
# "/a/b.webp", alt="…") }}`): the call shows that picture, whatever its name (s19 held-out jim60105/blog-content).
_CALL_PICTURE_FILE = LazyPattern(
    r"""(?:^|[\s,])[A-Za-z_]\w{0,40}\s{0,3}=\s{0,3}["'`][^"'`\s]{0,2000}\.(?:png|jpe?g|gif|webp|avif|svg|bmp|heic)"""
    r"""(?:[?#][^"'`\s]{0,500})?["'`]""",
    re.I,
)
_CALL_ALT = LazyPattern(r"""(?:^|[\s,])alt\s{0,3}=\s{0,3}(?:"([^"]{0,500})"|'([^']{0,500})'|`([^`]{0,500})`)""")


def _zola_picture(args: str) -> str | None:
    """A Zola call's picture (its alt, "" with none) when one of its named arguments is a picture's file; None if
    not (a call with no body and no picture keeps its reading)."""
    if _CALL_PICTURE_FILE.search(args) is None:
        return None
    alt = _CALL_ALT.search(args)
    return next((g for g in alt.groups() if g is not None), "").strip() if alt else ""


def _called_picture(code: str) -> str | None:
    """A player, an embed or a picture written as a template call: Zola's `{{ youtube(id=…) }}` (model.VIDEO),
    `{{ gist(…) }}` (model.FRAME), Go's website's `{{image "a.png" 600}}` ("") and `{{video "…"}}`; None if not."""
    call = _MACRO.match(code.strip()) if code.startswith("{{") and "(" in code else None
    if call is not None and call.group(1).lower() in _ZOLA_PLAYERS | _ZOLA_FRAMES:
        return VIDEO if call.group(1).lower() in _ZOLA_PLAYERS else FRAME
    if call is not None:
        shown = _zola_picture(call.group(2))
        if shown is not None:
            return shown
    go_call = _GO_PICTURE.match(code.strip())
    if go_call is not None:
        return VIDEO if go_call.group(1) == "video" else ""
    return None


# A Liquid or Nunjucks tag that shows a picture, by its name: Hexo's `{% img [class] /a.png [w] [h] '"title" "alt"' %}`,
# the Stellaris and Volantis themes' `{% image https://…/a.webp [caption] [width:25rem] [download:true] %}`, Jekyll's
# picture tags `{% picture preset a.jpg alt="…" %}`, Eleventy's `{% image "a.png", "alt" %}`. Its arguments: quoted
# words, an option (`width:25rem`, `alt="…"`), a number, a class name, the address.
_PICTURE_TAG_NAMES = frozenset(("img", "image", "picture", "photo", "figure"))
_TAG_ARG = LazyPattern(r"""\s*,?\s*(?:"([^"\n]{0,500})"|'([^'\n]{0,500})'|([^\s"',]{1,2000}))""")
_PICTURE_ADDRESS = LazyPattern(
    r"(?:https?:)?//\S{1,2000}|\S{0,2000}\.(?:png|jpe?g|gif|webp|avif|svg|bmp|heic)(?:[?#]\S{0,500})?", re.I
)
_TAG_OPTION = LazyPattern(r"[A-Za-z][\w-]{0,40}[:=]\S{0,500}")  # (a number is a caption's word: '3301 的徽标…')
_INNER_QUOTED = LazyPattern(r'"([^"\n]{0,500})"')
_TAG_ALT = LazyPattern(
    r"""(?<![\w-])(?:alt|caption|title|description)\s{0,3}[:=]\s{0,3}(?:"([^"\n]{1,500})"|'([^'\n]{1,500})')"""
)


def _liquid_picture(code: str) -> str | None:
    """A Liquid picture tag's caption ("" with none), None when the tag shows no picture (its name is no picture
    tag's, or no argument is a picture's address). The caption is what the tag gives as words: an `alt=`/`caption=`
    argument, the quoted title and alt of Hexo's `img` (its alt last), or the words after the address that are no
    option (`{% image https://…/a.webp 离家的站台，晚霞显得格外明艳 width:30em %}`: the page shows them under it).
    (s18 dev chiyuki0325 cicada-3301, my-2025-midpoint-summary, linux-arm64-debug-experience: some 80 Stellaris
    `{% image %}` tags were left out as a shortcode, their captions unheard)"""
    tag = _FRAME_TAG.match(code.strip())
    if tag is None or tag.group(1).lower() not in _PICTURE_TAG_NAMES:
        return None
    given = _TAG_ALT.search(tag.group(2))
    args = _tag_args(tag.group(2))
    address = next((n for n, (a, quoted) in enumerate(args) if _PICTURE_ADDRESS.fullmatch(a)), None)
    if address is None:
        return None
    if given is not None:
        return given.group(1) or given.group(2) or ""
    return _caption_after_address(args[address + 1 :])


def _tag_args(text: str) -> list[tuple[str, bool]]:
    """A Liquid tag's arguments in order, each with whether it was quoted (a quoted one is a caption's words, never
    an option or a flag)."""
    args: list[tuple[str, bool]] = []
    for arg in _TAG_ARG.finditer(text):
        quoted = arg.group(1) if arg.group(1) is not None else arg.group(2)
        args.append((quoted, True) if quoted is not None else (arg.group(3) or "", False))
    return args


def _caption_after_address(after: list[tuple[str, bool]]) -> str:
    """The caption a picture tag gives in the arguments after its address, when no `alt=`/`caption=` names it:
    the words after an `--alt` flag, the alt of Hexo's quoted title and alt, else the words that are no option."""
    flag = next((n for n, (a, quoted) in enumerate(after) if not quoted and a == "--alt"), None)
    if flag is not None:
        # (jekyll_picture_tag's `--alt A happy dog`: the words after the flag up to the next flag; s18 review M4)
        words = [a for a, _ in itertools.takewhile(lambda arg: not arg[0].startswith("--"), after[flag + 1 :])]
        return " ".join(words).strip()
    if _size_first(after):
        after = after[2:]
    quoted_words = [a for a, quoted in after if quoted and a.strip()]
    if quoted_words:
        # (Hexo's img: '"title text" "alt text"' in one pair of single quotes, the alt last)
        inner = _INNER_QUOTED.findall(quoted_words[-1])
        return (inner[-1] if inner else quoted_words[-1]).strip()
    words = [a for a, quoted in after if not quoted and not _TAG_OPTION.fullmatch(a)]
    return " ".join(words).strip()


def _size_first(after: list[tuple[str, bool]]) -> bool:
    """Whether the arguments after a picture's address start with its width and height: Hexo's `{% img /a.png 300
    200 A cat %}`, two unquoted numbers, never its caption's words — one number before words is, '3301 的徽标' (s18
    review M3)."""
    if len(after) < 2 or after[0][1] or after[1][1]:
        return False
    return after[0][0].isdigit() and after[1][0].isdigit()


@functools.lru_cache(maxsize=4096)
def shortcode_image(code: str) -> str | None:
    """The alt text of a picture shortcode (`{{< figure alt=… >}}`): "" if it has none, model.VIDEO for a video's
    player; None if not a picture. (Asked twice of each shortcode, for the paragraph's pictures and for its words,
    and the same again for each use of a shortcode a page repeats: judged once.)"""
    if code.startswith("{%"):
        frame = _liquid_frame(code)
        return frame if frame is not None else _liquid_picture(code)
    if code.startswith(":::image"):
        return docfx_picture_alt(code)  # (DocFX's picture line: text.docfx)
    filtered = _EMBED_FILTER.fullmatch(code.strip())
    if filtered is not None:
        # `{{ 'https://www.linkedin.com/embed/…' | embed }}`: a filter that turns an address into its embed (a
        # post, a video, a sandbox): an embedded page of that site (s20 held-out AdamJ figma-make [4])
        return VIDEO if VIDEO_SOURCE.search(filtered.group(1)) else framed(filtered.group(1))
    called = _called_picture(code)
    if called is not None:
        return called
    parts = _SHORTCODE_PARTS.match(code.strip())
    if parts and not parts.group(1) and parts.group(2).lower() in _EMBED_SHORTCODES:
        # (an embedded post or page of the service the shortcode names: its cue says so, never "a picture" — s21
        # dev snyt45 roam-research-best-practice [89][103], `{{< x user="…" id="…" >}}` heard as a picture)
        return framed(_EMBED_SITES.get(parts.group(2).lower(), ""))
    if not parts or parts.group(1) or parts.group(2).lower() not in _IMAGE_SHORTCODES:
        return None
    if parts.group(2).lower() in _VIDEO_NAMES:
        return VIDEO  # (a player's title is for screen readers of its frame)
    found = {m.group(1).lower(): _unescaped(m.group(2) or m.group(3) or "") for m in _PARAM.finditer(parts.group(3))}
    return found.get("alt") or found.get("caption") or found.get("title") or ""


# A Liquid/Nunjucks output of a quoted address through an `embed` filter (Eleventy's embed plugins, Jekyll's).
_EMBED_FILTER = LazyPattern(r"""\{\{-?\s{0,10}['"]([^'"\s]{1,2000})['"]\s{0,10}\|\s{0,10}embed\w{0,20}\s{0,10}-?\}\}""")


# What a box or figure shortcode shows as its words, by the name of the parameter that holds them: a figure's
# title and caption (Hugo's `figure`), a box's title or summary (`{{< admonition tip title="…" >}}`,
# `{{< details summary="…" >}}`), an alert's or a callout's text, a Jekyll include's content
# (`{% include note.html content="…" %}`). A video's or an embed's `title` is for screen readers of its frame.
_SHOWN_PARAM = LazyPattern(
    rf"""(?<![\w-])(title|summary|header|text|content|caption)\s{{0,3}}=\s{{0,3}}(?:"({_ESCAPED}{{1,1000}})"|'([^'\n]{{1,1000}})')"""
)
_SHOWN_ORDER = ("title", "summary", "header", "text", "content", "caption")
_FRAME_SHORTCODES = {"youtube", "vimeo", "video", "bilibili", "iframe", "tweet", "x", "instagram", "gist", "embed"}
# A box's title given as a quoted argument (`{{< expand "Expand me" >}}`, `{{< admonition tip "A tip" >}}`):
# words (a space or a letter beyond ASCII), not a path, a file or an option (`"docs/a.md"`, `"linenos=table"`).
_QUOTED_ARG = LazyPattern(r"""(?:^|\s)(?:"([^"\n=/]{1,300})"|'([^'\n=/]{1,300})')""")
# An icon's classes given as a quoted argument (`{% note 'fab fa-cc-visa' simple %}`): Font Awesome, Remix, Bootstrap.
_ICON_CLASSES = LazyPattern(r"(?:\s*(?:fa[srlbdk]?|fa-[\w-]+|ri-[\w-]+|bi-[\w-]+|bi|iconfont|icon-[\w-]+)){1,8}\s*")
_LEADING_WORDS = LazyPattern(
    r"""\s{1,20}(?:"([^"\n/=]{1,300}\s[^"\n/=]{0,300})"|'([^'\n/=]{1,300}\s[^'\n/=]{0,300})')"""
)
_PICTURE_TAG = LazyPattern(r"img|image|figure|picture|photo|gallery", re.I)
_TAG_NAME = LazyPattern(r"^\{[{%][<%]?-?\s{0,20}(/?)([\w.-]{1,40})")


# A link card's or bookmark's shortcode (`linkcard`, `blogcard`, `link-card`, `bookmark`, `ogp`) and its address.
_CARD_TAG = LazyPattern(r"card|bookmark|ogp", re.I)
_CARD_URL = LazyPattern(r"""["'=\s](https?://[^\s"'<>]{1,2000})""")


# What a bookmark or link card shows of its page, given in its call: the page's name, then its description
# (`{{<bookmark name="如何在 Docker 中使用 uv" link=… description="A complete guide…">}}`: the site's shortcode prints
# both on the card, s21 dev harry1321 docker-cache-mount [17], docker-cheat-sheet [21], python-type-hinting-basic [36],
# spark-partition-introduction [55], heard only as "docs.astral.sh").
_CARD_PARAM = LazyPattern(
    r"""(?<![\w-])(name|description|desc)\s{0,3}=\s{0,3}(?:"([^"\n]{1,1000})"|'([^'\n]{1,1000})')""", re.I
)


def _shown_words(code: str, name: str) -> list[str]:
    """The words a shortcode's parameters show (`_SHOWN_PARAM`, in the page's order); a card's name and description
    where it gives none of those."""
    found = {
        m.group(1).lower(): _unescaped(m.group(2)) if m.group(2) is not None else m.group(3)
        for m in _SHOWN_PARAM.finditer(code)
    }
    shown = [found[key].strip() for key in _SHOWN_ORDER if found.get(key, "").strip()]
    return shown or (_card_words(code) if _CARD_TAG.search(name) else [])


def _card_words(code: str) -> list[str]:
    """A card's name and description as its call gives them, one line "name: description" (the card's title over
    its summary: never run together as one phrase); [] when it gives neither."""
    found: dict[str, str] = {}
    for m in _CARD_PARAM.finditer(code):
        key = "description" if m.group(1).lower().startswith("desc") else "name"
        found.setdefault(key, (m.group(2) if m.group(2) is not None else m.group(3)).strip())
    words = [found[key].rstrip(":：") for key in ("name", "description") if found.get(key)]
    return [": ".join(words)] if words else []


def _card_site(url: str) -> list[str]:
    """A card's site, `github.com` ([] when its address has none)."""
    try:
        host = urlsplit(url).hostname
    except ValueError:  # (`http://[::1`: no address a card could show)
        return []
    return [host.removeprefix("www.")] if host else []


# A card's first argument that names a repository or an account (`owner/repo`, `owner`; options are `key:value`).
_REPOSITORY_ARG = LazyPattern(r"\s{1,20}([A-Za-z0-9][\w.-]{0,100}(?:/[\w.-]{1,100})?)(?=\s|-?%\}|\s?/?>\}\})")
_FORGES = (("gh", "GitHub"), ("github", "GitHub"), ("gitee", "Gitee"), ("gitlab", "GitLab"))


def _repository_card(args: str, name: str) -> list[str]:
    """A repository card's words: its forge (by the tag's name: `ghcard`, `githubcard`) and the repository's name
    (`akbarri/ExaTermV2` → "GitHub ExaTermV2"); an account's card its name; [] when the argument is no name, or a
    word that is none of a forge's (`{% postcard a-post %}`)."""
    found = _REPOSITORY_ARG.match(args)
    if found is None or ":" in found.group(1) or "=" in found.group(1):
        return []
    forge = next((said for prefix, said in _FORGES if name.lower().startswith(prefix)), "")
    if not forge and "/" not in found.group(1):
        return []  # (`{% postcard a-post %}`: a slug, no name the card shows)
    shown = found.group(1).rsplit("/", 1)[-1]
    return [f"{forge} {shown}".strip()]


def shown_params(code: str, site: SiteData = NO_SITE) -> list[str]:
    """The words a shortcode or tag alone on its line shows (its title, summary, text, caption), in the order the
    page shows them; [] for a closing tag, a frame's (`youtube`, `tweet`) and one that shows none. The options the
    `site`'s own script takes and never shows are left out (`{% details mode:close 程式碼 %}`: text.site_templates)."""
    code = without_options(code, site.tags)
    shown = _named_shown(code)
    printed = layout_words(code, site.tags) if not shown and site.tags else None
    # (where no parameter of a known name shows: the site's own layout printing the call's arguments with its words,
    # `issue-entry`: "hecter88 commented on Jul 13, 2015" over the comment; text.site_layouts)
    return [printed] if printed else shown


def _named_shown(code: str) -> list[str]:
    """The words a tag shows by the names and shapes of its parameters (shown_params without the site's layouts)."""
    tag = _TAG_NAME.match(code)
    if tag is None or tag.group(1) or tag.group(2).lower() in _FRAME_SHORTCODES:
        return []
    title = hexo_tag_text(code, _HEXO_TITLES)
    if title:
        return [title]
    shown = _shown_words(code, tag.group(2))
    card = _CARD_URL.search(code, tag.end()) if _CARD_TAG.search(tag.group(2)) else None
    if card is None and not shown and _CARD_TAG.search(tag.group(2)) and _liquid_frame(code) is None:
        # `{% ghcard akbarri/ExaTermV2 %}` after '下载地址：': a repository's (or a user's) card, which shows its
        # name; said as its site and name (s18 dev chiyuki0325 using-terminal-and-winetricks-in-exagear-ed)
        return _repository_card(code[tag.end() :], tag.group(2))
    if card is not None and not shown:
        # `{{< linkcard "https://github.com/a/b" />}}` after "リポジトリは以下です。": the card the text points at
        # says its site (s6 held-out), as a bare URL on its line does
        return _card_site(card.group(1))
    if not shown and _PICTURE_TAG.search(tag.group(2)):
        return _picture_words(code, tag)
    if shown or "=" in code[tag.end() :]:
        return shown
    return _box_title(code, tag)


def _picture_words(code: str, tag: re.Match[str]) -> list[str]:
    """A picture tag's caption: its words given before its picture (`{{Figure "A sample page." (ImgSrc "/a.png" …)}}`),
    or a figure's after its path in a call (`{% figure "a.png", "A caption" %}`); after a path, any other tag's words
    are its alt text or title (`{% asset_img a.jpg "A title" %}`), never shown."""
    first = _LEADING_WORDS.match(code, tag.end())
    if first is None and tag.group(2).lower() in ("figure", "fig"):
        return _called_caption(code[tag.end() :])
    return [first.group(1) or first.group(2)] if first else []


def _box_title(code: str, tag: re.Match[str]) -> list[str]:
    """A box's title given as an argument: quoted words, or for a summary box in a Liquid tag (Forem's and
    jekyll-details' `{% details Click to see the answer %}`) every word after its name."""
    summary = tag.group(2).lower() in _SUMMARY_TAGS
    quoted = _quoted_title(code, tag.end(), summary=summary)
    if not quoted and summary and code.startswith("{%"):
        words = _LIQUID_TAG.match(code)
        return [words.group(2).strip()] if words and words.group(2).strip() else []
    return quoted


# A figure shortcode called with its arguments in a row (Eleventy's and Nunjucks' `{% figure "cat.jpg", "A cat on the
# mat" %}`): the path, then the caption the figure shows under the picture.
_CALL_ARGUMENT = LazyPattern(r"""\s*(?:"([^"\n]{0,1000})"|'([^'\n]{0,1000})')\s*(?:,|(?=-?%\}|\}\}))""")


def _called_caption(args: str) -> list[str]:
    """The caption of a figure called as `"path", "caption"`: the quoted words after its path; [] for none."""
    found = [m.group(1) if m.group(1) is not None else m.group(2) for m in _CALL_ARGUMENT.finditer(args)]
    if len(found) < 2 or " " in found[0].strip():
        return []
    words = found[1].strip()
    return [words] if words and (" " in words or not words.isascii()) else []


# Boxes whose first quoted argument is by definition the summary the page shows on the box, whatever its shape (a
# file's name: `{{< details "script.gs" >}}` over the script's code).
_SUMMARY_TAGS = frozenset(("details", "expand", "collapse", "spoiler", "collapsible"))


def _quoted_title(code: str, at: int, *, summary: bool = False) -> list[str]:
    """A box's title given as a quoted argument after `at`: words (any quoted words for a `summary` box), not an
    icon's classes; [] for none."""
    for arg in _QUOTED_ARG.finditer(code, at):
        words = (arg.group(1) if arg.group(1) is not None else arg.group(2) or "").strip()
        if (summary or " " in words or not words.isascii()) and words and not _ICON_CLASSES.fullmatch(words):
            return [words]
    return []


def said_templates(segment: Segment, site: SiteData = NO_SITE) -> Segment:
    """A text run from HTML with its shortcodes, Liquid tags and macros said as Markdown's are."""
    if segment.code or "{" not in segment.text:
        return segment
    text = segment.text
    said: list[str] = []
    last = 0
    for found in find_shortcodes(text):
        account.omit("shortcode or macro", found.group(0))  # (what it shows is said in its place)
        said += [text[last : found.start()], shortcode_text(found.group(0), site)]
        last = found.end()
    return Segment("".join(said) + text[last:])


# Liquid's conditions: `{% ifversion fpt or ghec %}…{% else %}…{% endif %}` (GitHub Docs),
# `{% if site.x %}…{% endif %}` (Jekyll). The page shows one branch; a listener hears one.
_LIQUID_CONTROL = LazyPattern(r"\{%-?\s{0,20}(ifversion|if|unless|elsif|else|endif|endunless)\b(.{0,500}?)-?%\}")
_FPT = LazyPattern(r"(?<!not )\bfpt\b")
_FENCE_LINE = LazyPattern(r"^[ \t]{0,3}(`{3,}|~{3,})", re.M)
_CODE_SPAN = LazyPattern(r"(`+)[^`\n]{0,2000}?\1")


def _protected(body: str) -> list[tuple[int, int]]:
    """Spans of fenced code and inline code, where a Liquid tag is an example, not a condition."""
    spans: list[tuple[int, int]] = []
    opened: re.Match[str] | None = None
    for fence in _FENCE_LINE.finditer(body):
        if opened is None:
            opened = fence
        elif fence.group(1)[0] == opened.group(1)[0] and len(fence.group(1)) >= len(opened.group(1)):
            spans.append((opened.start(), fence.end()))
            opened = None
    if opened is not None:
        spans.append((opened.start(), len(body)))
    spans += [m.span() for m in _CODE_SPAN.finditer(body)]
    return spans


def site_pictures(body: str, site: SiteData = NO_SITE) -> str:
    """`body` with the calls of the site's own picture shortcodes written as Hugo's `figure` (text.site_templates:
    the layout shows an `<img>`/`<figure>`, its caption a parameter), code left as it is."""
    if not site.tags or "{{<" not in body:
        return body
    # (a shortcode the picture rules read by its own name, `figure`, `image`, keeps their reading: its title and
    # caption both, a theme's `{{< image src=… caption=… >}}`)
    own = {name: tag for name, tag in site.tags.items() if tag.picture is not None and name not in _IMAGE_SHORTCODES}
    return site_figures(body, own, _protected(body)) if own else body


def liquid_branches(body: str) -> str:
    """`body` with Liquid's condition tags gone and, of each `if … else … endif`, one branch kept.

    Kept: of `ifversion`, the branch GitHub Docs shows by default (its condition names `fpt`),
    else its `else`, else its first branch (an `{% ifversion ghes %}` alone keeps its content:
    losing words is worse than hearing a note for another product); of `if`/`unless`, the first
    branch. An unclosed `if` keeps everything.
    """
    if "{%" not in body:
        return body
    protected = _protected(body)
    tags = [m for m in _LIQUID_CONTROL.finditer(body) if not any(a <= m.start() < b for a, b in protected)]
    if not tags:
        return body
    cut: list[tuple[int, int]] = [tag.span() for tag in tags]
    for marks in _conditions(tags):
        chosen = _chosen_branch(tags, marks[:-1])
        for head, after in zip(marks[:-1], marks[1:]):
            if head != chosen:
                cut.append((tags[head].end(), tags[after].start()))
    return _without_spans(body, cut)


# Liquid's capture (minimal-mistakes' figure idiom: `{% capture fig_img %}![alt]({{ "/a.jpg" | relative_url }}){%
# endcapture %}` then `<figure>{{ fig_img | markdownify | remove: "<p>" | remove: "</p>" }}<figcaption>…</figcaption>
# </figure>`): the page shows the captured Markdown where its variable is output, rendered — a picture inside the
# figure, one cue carrying its caption (the lead's ruling 4) — never the output tag's filters as words (s22 dev
# Nyshiyama 2021-03-19-hhkb [13]-[20][30]-[33]: "fig_img パイプ markdownify パイプ remove: …").
_CAPTURE = LazyPattern(
    r"\{%-?\s{0,20}capture\s{1,20}(\w{1,60})\s{0,20}-?%\}(.{0,2000}?)\{%-?\s{0,20}endcapture\s{0,20}-?%\}", re.S
)
_OUTPUT_OF = LazyPattern(r"\{\{-?\s{0,20}(\w{1,60})\s{0,20}((?:\|[^{}|]{0,200}){0,12})-?\}\}")
_MARKDOWN_PICTURE = LazyPattern(r"!\[([^\[\]\n]{0,500})\]\(\s{0,20}([^()\s]{1,1000}|\{\{[^{}]{0,500}\}\})\s{0,20}\)")
_QUOTED_PATH = LazyPattern(r"""\{\{\s{0,20}["']([^"'{}]{1,1000})["'][^{}]{0,300}\}\}""")


def liquid_captures(body: str) -> str:
    """`body` with each captured variable's output (`{{ fig_img | markdownify … }}`) showing what was captured — a
    lone Markdown picture rendered as the `<img>` markdownify makes of it — and the capture tags left out (their lines
    kept empty, so the lines below keep their numbers). A variable output nowhere, or never captured, is left as is."""
    if "capture" not in body or "{%" not in body:
        return body
    protected = _protected(body)
    captured: dict[str, str] = {}
    spans: list[tuple[int, int, str]] = []
    for found in _CAPTURE.finditer(body):
        if any(a <= found.start() < b for a, b in protected):
            continue
        captured[found.group(1)] = found.group(2).strip()
        spans.append((found.start(), found.end(), "\n" * found.group(0).count("\n")))
    if not captured:
        return body
    spans += _post_lookups(body, captured, protected)
    for found in _OUTPUT_OF.finditer(body):
        if found.group(1) in captured and not any(a <= found.start() < b for a, b in protected):
            spans.append((found.start(), found.end(), _rendered(captured[found.group(1)], found.group(2))))
    out: list[str] = []
    at = 0
    for start, end, said in sorted(spans):
        if start >= at:
            out += [body[at:start], said]
            at = end
    return "".join(out) + body[at:]


# Jekyll's link to another post by its `post_url` (no plugin: `{% capture target_url %}{% post_url 2021-04-22-name
# %}{% endcapture %}` then `{% for post in site.posts %}{% if post.url == target_url %}[{{ post.title }}（{{ post.date |
# date: "%B %-d, %Y" }}）]({{ target_url }}){% break %}…{% endfor %}`): the page shows that post's title and date. The
# title is the post's name in words (its file is seldom in the copy read), the date the one its name carries — never
# the date filter's format string (s22 dev Nyshiyama 2021-05-27-swift-coredata-relationships [8], 2021-03-19-hhkb).
_POST_URL = LazyPattern(
    r"\{%-?\s{0,20}post_url\s{1,20}(?:[^\s%]{0,300}/)?(\d{4}-\d{2}-\d{2})-([^\s%/]{1,300})\s{0,20}-?%\}"
)
_POSTS_LOOP = LazyPattern(
    r"\{%-?\s{0,20}for\s{1,20}(\w{1,60})\s{1,20}in\s{1,20}site\.posts\s{0,20}-?%\}(.{0,3000}?)\{%-?\s{0,20}endfor\s{0,20}-?%\}",
    re.S,
)
_WORD = LazyPattern(r"\w{1,60}")
_POST_FIELD = LazyPattern(r"\{\{-?\s{0,20}(\w{1,60})\.(title|date)\b[^{}]{0,300}\}\}")


def _post_lookups(body: str, captured: dict[str, str], protected: list[tuple[int, int]]) -> list[tuple[int, int, str]]:
    """Where a loop over the site's posts picks the one a captured `post_url` names, each output of that post's
    title or date, as the page shows it."""
    spans: list[tuple[int, int, str]] = []
    for loop in _POSTS_LOOP.finditer(body):
        if any(a <= loop.start() < b for a, b in protected):
            continue
        inner = loop.group(2)
        named = next(
            (
                url
                for name, value in captured.items()
                if name in _WORD.findall(inner) and (url := _POST_URL.search(value))
            ),
            None,
        )
        if named is None:
            continue
        said = {"title": humanise_name(named.group(2)), "date": named.group(1)}
        for field in _POST_FIELD.finditer(body, loop.start(2), loop.end(2)):
            if field.group(1) == loop.group(1):
                spans.append((field.start(), field.end(), said[field.group(2)]))
    return spans


def _rendered(content: str, filters: str) -> str:
    """What the page shows for a captured `content` output through `filters`: a lone Markdown picture through
    markdownify, its `<img>`; anything else, the content."""
    picture = _MARKDOWN_PICTURE.fullmatch(content)
    if picture is None or "markdownify" not in filters:
        return content
    src = picture.group(2)
    quoted = _QUOTED_PATH.fullmatch(src)
    src = quoted.group(1) if quoted else src
    alt = picture.group(1).replace('"', "&quot;")
    return f'<img src="{src}" alt="{alt}">'


def _conditions(tags: list[re.Match[str]]) -> list[list[int]]:
    """Each closed condition as the indices of its tags in `tags`: its opening, its `elsif`/`else`
    branches, its closing (unclosed ones are left out: they keep everything)."""
    branches: dict[int, list[int]] = {}  # opening tag → its branch tags, then its closing tag
    closed: list[int] = []
    stack: list[int] = []
    for n, tag in enumerate(tags):
        name = tag.group(1)
        if name in ("ifversion", "if", "unless"):
            stack.append(n)
            branches[n] = [n]
        elif name in ("elsif", "else") and stack:
            branches[stack[-1]].append(n)
        elif name in ("endif", "endunless") and stack:
            opening = stack.pop()
            branches[opening].append(n)
            closed.append(opening)
    return [branches[opening] for opening in closed]


def _chosen_branch(tags: list[re.Match[str]], heads: list[int]) -> int:
    """The branch of a condition a listener hears (by the tag that opens it)."""
    if tags[heads[0]].group(1) != "ifversion":
        return heads[0]
    # docs.github.com shows `fpt` by default: the branch naming it, else the `else` branch.
    return next(
        (h for h in heads if tags[h].group(1) != "else" and _FPT.search(tags[h].group(2))),
        next((h for h in heads if tags[h].group(1) == "else"), heads[0]),
    )


def _without_spans(text: str, spans: list[tuple[int, int]]) -> str:
    """`text` without the characters of `spans` (which may overlap)."""
    out: list[str] = []
    at = 0
    for start, end in sorted(spans):
        if start > at:
            out.append(text[at:start])
        at = max(at, end)
    out.append(text[at:])
    return "".join(out)
