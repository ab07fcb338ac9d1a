"""What a site's own templates make of its tags (the lead's s22 ruling 4c: site markup is the site's).

Two meanings are read from the site's files, generic over the tag names the site defines:

* A Hugo shortcode (`layouts/shortcodes/NAME.html`, a theme's too) that puts its body (`.Inner`) inside an element
  of ARIA role `tooltip` shows the body only in a hover bubble; what the sentence shows is the parameter the
  template prints as an element's text (`{{ $term }}` where `$term := .Get "term"`, or `index .Params 0`). Such a
  tag is said as that parameter, its body left unread (s22 held-out kakkoyun mentorship-in-open-source part 2
  [3] [4] [10], part 3 [11]: `{{< tooltip term="LFX" >}}LFX Mentorship — …{{< /tooltip >}}` heard as the bubble).
* A Hexo tag a site script registers (`hexo.extend.tag.register('details', …)` under `scripts/`) that compares
  its arguments with `key:value` literals (`value === 'mode:close'`) takes those as options it never shows (s22
  held-out moon-jam NexT-chart [23] [26], 2023-NCKU-HSPC-pA [16] [20]: "mode:close 程式碼" for the summary 程式碼).

A site without such files keeps the plain reading.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from narrate.patterns import LazyPattern

from .site_layouts import Call, is_printing_layout, printed_words

__all__ = ["SiteTag", "closes_tag", "hover_opening", "layout_words", "site_figures", "site_tags", "without_options"]


@dataclass(frozen=True)
class SiteTag:
    """What the site's template for one tag shows: the parameters printed as its words (a name, or a position as
    digits), whether its body shows only on hover, the arguments it takes as options and never prints."""

    shown: tuple[str, ...] = ()
    hidden_body: bool = False
    options: frozenset[str] = frozenset()
    layout: str = ""  # a layout that may print its call's arguments as words (text.site_layouts)
    # A layout that shows a picture (`<img>`, `<figure>`): the parameters it prints as the picture's caption (in a
    # `<figcaption>`) or alt, a name or a position as digits; None for a layout that shows none.
    picture: tuple[str, ...] | None = None


_MAX_FILES = 200  # templates or scripts read per site: far beyond a blog's own
_INNER = LazyPattern(r"\{\{-?\s{0,8}\.Inner\b")
_OPEN_TAG = LazyPattern(r"<[A-Za-z][\w-]{0,40}\b[^<>]{0,2000}>")
_TOOLTIP_ROLE = LazyPattern(r"""\brole\s{0,4}=\s{0,4}["']tooltip["']""", re.I)
# A variable or a parameter printed as an element's text (right after a tag's `>`), not inside an attribute.
_PRINTED = LazyPattern(r""">\s{0,40}\{\{-?\s{0,8}(?:\$(\w{1,40})|\.Get\s{1,8}"(\w{1,40})")\s{0,8}-?\}\}""")
_GET = r"""\s{0,8}:?=\s{0,8}(?:\.Get\s{1,8}"(\w{1,40})"|index\s{1,8}\.Params\s{1,8}(\d{1,2}))"""
# A variable given a parameter's value (`$term := .Get "term"`, `$term = index .Params 0`): the name, the parameter.
_ASSIGNED = LazyPattern(rf"\$(\w{{1,40}}){_GET}")
_REGISTER = LazyPattern(r"""hexo\.extend\.tag\.register\(\s{0,8}['"]([\w-]{1,40})['"]""")
_COMPARED = LazyPattern(
    r"""(?:[=!]==?\s{0,8}['"]([A-Za-z][\w-]{0,40}:[\w-]{1,40})['"]|['"]([A-Za-z][\w-]{0,40}:[\w-]{1,40})['"]\s{0,8}[=!]==?)"""
)


def site_tags(root: Path, read: Callable[[Path], str | None]) -> dict[str, SiteTag]:
    """The tags the site at `root` gives a meaning by its own templates and scripts (`read` reads one file, None
    when it cannot), by name in lower case."""
    found: dict[str, SiteTag] = {}
    # (one budget of files for the whole site, its themes' folders included: 200 themes of 200 templates were 40,000
    # files read, hashed and searched for every site, minutes of CPU — attacks s24)
    room = [_MAX_FILES]
    for folder in _folders(root, ("layouts", "shortcodes")):
        for file in _files(folder, ".html", room):
            source = read(file) or ""
            tag = _hover_tag(source)
            if tag is None and is_printing_layout(source):
                tag = SiteTag(layout=source)
            if tag is None:
                tag = _picture_tag(source)
            if tag is not None:
                found.setdefault(file.stem.lower(), tag)
    for folder in _folders(root, ("scripts",)):
        for file in _files(folder, ".js", room):
            found.update((name, tag) for name, tag in _option_tags(read(file) or "").items() if name not in found)
    return found


def _folders(root: Path, parts: tuple[str, ...]) -> list[Path]:
    """The site's own folder `parts` under `root`, then each theme's (`themes/NAME/…`)."""
    folders = [root.joinpath(*parts)]
    try:
        themes = sorted(os.listdir(root / "themes"))
    except OSError:
        themes = []
    folders += [root.joinpath("themes", theme, *parts) for theme in themes[:_MAX_FILES]]
    return [folder for folder in folders if folder.is_dir()]


def _files(folder: Path, ending: str, room: list[int]) -> list[Path]:
    """The regular files of `folder` whose names end in `ending`. A folder so named is no template or script: a
    Hexo site may keep a plugin in `scripts/highlight.js/` (s23 held-out Noverish-Hexo, where every article was
    refused as "scripts/highlight.js: is a folder"), and a pipe or device is never opened; both are passed over.
    At most `room[0]` files, the site's budget, which each one taken uses up."""
    try:
        entries = sorted(os.scandir(folder), key=lambda entry: entry.name)
    except OSError:
        return []
    found = []
    for entry in entries:
        if room[0] <= 0:
            break
        if not entry.name.endswith(ending):
            continue
        try:
            if entry.is_file():
                found.append(folder / entry.name)
                room[0] -= 1
        except OSError:
            continue
    return found


def _hover_tag(source: str) -> SiteTag | None:
    """A shortcode template whose body is shown only in an element of role `tooltip`, and what it prints as its
    words; None for any other."""
    inner = _INNER.search(source)
    if inner is None:
        return None
    opened = [m for m in _OPEN_TAG.finditer(source, 0, inner.start())]
    if not opened or not _TOOLTIP_ROLE.search(opened[-1].group(0)):
        return None
    # (each variable's parameters found in one pass: searching the whole template again for every printed variable
    # took a 1 MB template of 70,000 printed variables minutes — attacks s24)
    assigned: dict[str, list[str]] = {}
    for got in _ASSIGNED.finditer(source):
        assigned.setdefault(got.group(1), []).append(got.group(2) or got.group(3))
    shown: list[str] = []
    for printed in _PRINTED.finditer(source):
        shown.extend([printed.group(2)] if printed.group(2) else assigned.get(printed.group(1), ()))
    return SiteTag(shown=tuple(dict.fromkeys(shown)), hidden_body=True) if shown else None


# A layout's picture (s24 dev torai55 terrarium-sensor-01 [10]–[50], plants/* [3]: the site's own
# layouts/shortcodes/processImage.html resizes `.Get 0` and renders `<img …>`, inside `<figure>` with `.Get 2` as its
# `<figcaption>` when given; the calls were dropped silently): where the caption or alt prints a parameter.
_SHOWS_PICTURE = LazyPattern(r"<(?:img|figure)\b", re.I)
_FIGCAPTION = LazyPattern(r"<figcaption\b[^<>]{0,500}>(.{0,2000}?)</figcaption>", re.I | re.S)
_ALT = LazyPattern(
    r"""\balt\s{0,4}=\s{0,4}(?:"((?:\{\{.{0,500}?\}\}|[^"<>{]){0,100})"|'([^'<>]{0,2000})')""", re.I | re.S
)
_PRINTS = LazyPattern(
    r"""\{\{-?\s{0,8}(?:\$(\w{1,40})|\.Get\s{1,8}(?:"(\w{1,40})"|(\d{1,2}))|index\s{1,8}\.Params\s{1,8}(\d{1,2}))"""
)

_PICTURE_ASSIGNED = LazyPattern(
    r"""\$(\w{1,40})\s{0,8}:?=\s{0,8}(?:\.Get\s{1,8}(?:"(\w{1,40})"|(\d{1,2}))|index\s{1,8}\.Params\s{1,8}(\d{1,2}))"""
)


def _picture_tag(source: str) -> SiteTag | None:
    """A shortcode layout that shows a picture, with the parameters it prints as its caption or alt; None for a
    layout that shows no picture, or is no layout's size."""
    if len(source) > _MAX_FIGURE_LAYOUT or not _SHOWS_PICTURE.search(source):
        return None
    assigned: dict[str, list[str]] = {}
    for got in _PICTURE_ASSIGNED.finditer(source):
        assigned.setdefault(got.group(1), []).append(got.group(2) or got.group(3) or got.group(4))
    shown: list[str] = []
    for place in [*_FIGCAPTION.finditer(source), *_ALT.finditer(source)]:
        for printed in _PRINTS.finditer("".join(part or "" for part in place.groups())):
            named = printed.group(2) or printed.group(3) or printed.group(4)
            shown.extend([named] if named else assigned.get(printed.group(1), ()))
    return SiteTag(picture=tuple(dict.fromkeys(shown)))


_MAX_FIGURE_LAYOUT = 20_000  # characters: a picture's layout is a few hundred
_PICTURE_FILE = LazyPattern(r"^[^\n\"'<>{}]{0,500}\.(?:jpe?g|png|gif|webp|avif|svg|bmp|tiff?)$", re.I)
_CALL_LINE = LazyPattern(r"^[ \t]{0,3}(\{\{<-?\s{0,20}([\w.-]{1,40})(\s.{0,2000}?)?-?>\}\})[ \t]*$", re.M)


def site_figures(body: str, tags: Mapping[str, SiteTag], protected: Sequence[tuple[int, int]]) -> str:
    """`body` with each call alone on its line of a shortcode whose site layout shows a picture written as Hugo's
    `figure` with the caption the layout prints (`{{< processImage "a.jpg" "350x" "來源：sparkfun" >}}` →
    `{{< figure src="a.jpg" caption="來源：sparkfun" >}}`): the picture rules then cue it (rulings 2, 4, 4c). A call in
    code (`protected` spans), with no picture file among its arguments, or of any other shortcode stays."""
    if "{{<" not in body or not any(tag.picture is not None for tag in tags.values()):
        return body
    out: list[str] = []
    last = 0
    for line in _CALL_LINE.finditer(body):
        tag = tags.get(line.group(2).lower())
        if tag is None or tag.picture is None or any(a <= line.start() < b for a, b in protected):
            continue
        named, positional = _call(line.group(3) or "")
        source = next((v for v in [*positional, *named.values()] if _PICTURE_FILE.match(v.strip())), None)
        if source is None:
            continue
        caption = next((v for v in map(_argument(named, positional), tag.picture) if v.strip()), "")
        said = f'caption="{caption.strip()}" ' if caption.strip() else ""
        out += [body[last : line.start(1)], f'{{{{< figure src="{source.strip()}" {said}>}}}}']
        last = line.end(1)
    return "".join(out) + body[last:] if out else body


def _argument(named: Mapping[str, str], positional: Sequence[str]) -> Callable[[str], str]:
    def value(param: str) -> str:
        if param.isdigit():
            return positional[int(param)] if int(param) < len(positional) else ""
        return named.get(param, "")

    return value


def _option_tags(source: str) -> dict[str, SiteTag]:
    """The tags a Hexo script registers, with the `key:value` arguments it compares its arguments with."""
    names = [m.group(1).lower() for m in _REGISTER.finditer(source)]
    options = frozenset(m.group(1) or m.group(2) for m in _COMPARED.finditer(source))
    return {name: SiteTag(options=options) for name in names} if options else {}


_SHORTCODE = LazyPattern(r"^\{\{[<%]-?\s{0,20}(/?)([\w.-]{1,40})(.{0,2000}?)-?[%>]\}\}$", re.S)
_ARGUMENT = LazyPattern(
    r"""\s{0,20}(?:([\w-]{1,40})\s{0,3}=\s{0,3})?(?:"([^"\n]{0,500})"|'([^'\n]{0,500})'|([^\s"'=]{1,500}))"""
)


def _call(arguments: str) -> tuple[dict[str, str], list[str]]:
    """A shortcode call's named and positional arguments."""
    named: dict[str, str] = {}
    positional: list[str] = []
    for arg in _ARGUMENT.finditer(arguments.rstrip(" /")):
        value = next((g for g in arg.groups()[1:] if g is not None), "")
        if arg.group(1):
            named[arg.group(1)] = value
        else:
            positional.append(value)
    return named, positional


def layout_words(code: str, tags: Mapping[str, SiteTag]) -> str | None:
    """The words the site's own layout prints for the shortcode `code` opens (`{{< issue-entry user="hecter88"
    type="comment" date="Jul 13, 2015" >}}` → "hecter88 commented on Jul 13, 2015": text.site_layouts), before its
    body — the whole of it for a call that closes itself (`… />}}`); None where the site has no such layout, or it
    prints none of the call's arguments as words."""
    found = _SHORTCODE.match(code.strip())
    if found is None or found.group(1):
        return None
    tag = tags.get(found.group(2).lower())
    if tag is None or not tag.layout:
        return None
    named, positional = _call(found.group(3))
    shown = printed_words(tag.layout, Call(named, positional))
    if shown is None:
        return None
    return " ".join(shown).strip() if found.group(3).rstrip().endswith("/") else shown[0]


def hover_opening(code: str, tags: Mapping[str, SiteTag]) -> tuple[str, str] | None:
    """(the tag's name, the words it shows) where `code` opens a tag of the site's whose body shows only on hover
    (`{{< tooltip term="LFX" >}}` → ("tooltip", "LFX")); None for any other."""
    found = _SHORTCODE.match(code.strip())
    if found is None or found.group(1):
        return None
    tag = tags.get(found.group(2).lower())
    if tag is None or not tag.hidden_body:
        return None
    named, positional = _call(found.group(3))
    for param in tag.shown:
        value = positional[int(param)] if param.isdigit() and int(param) < len(positional) else named.get(param, "")
        if value.strip():
            return found.group(2), value.strip()
    return found.group(2), ""


def closes_tag(code: str, name: str) -> bool:
    """Whether `code` is the closing tag of the shortcode `name` (`{{< /tooltip >}}`)."""
    found = _SHORTCODE.match(code.strip())
    return found is not None and bool(found.group(1)) and found.group(2) == name


def without_options(code: str, tags: Mapping[str, SiteTag]) -> str:
    """A Liquid tag's call without the arguments the site's script takes as options and never shows
    (`{% details mode:close 程式碼 %}` → `{% details 程式碼 %}`); `code` itself for any other."""
    words = code.split(" ")
    tag = tags.get(words[1].lower()) if len(words) > 2 and words[0] in ("{%", "{%-") else None
    if tag is None or not tag.options:
        return code
    return " ".join(word for word in words if word not in tag.options)
