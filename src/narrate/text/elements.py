"""The names a browser takes for an element: HTML's (with the obsolete ones browsers still draw), SVG's and
MathML's. A name in angle brackets that is none of them, no custom element's (a hyphen inside) and no component's
(a capital first) is a word the writer put in brackets — `<none>` (Docker's untagged image), `<netinet/in.h>` (a C
header) — and the page shows it: said, never taken for a tag and dropped (s13 held-out Bai-Yingjie docker_操作记录
[185], socket高阶用法 [76])."""

from __future__ import annotations

from narrate.patterns import LazyPattern

__all__ = ["ELEMENT_NAMES", "shown_in_brackets"]

ELEMENT_NAMES = frozenset(
    """
a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption cite code col
colgroup data datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure footer form h1 h2
h3 h4 h5 h6 head header hgroup hr html i iframe img input ins kbd label legend li link main map mark menu meta
meter nav noscript object ol optgroup option output p param picture pre progress q rp rt ruby s samp script
search section select slot small source span strong style sub summary sup svg table tbody td template textarea
tfoot th thead time title tr track u ul var video wbr
acronym applet basefont bgsound big blink center dir font frame frameset image isindex keygen listing marquee
menuitem multicol nextid nobr noembed noframes plaintext rb rtc spacer strike tt xmp
animate animatemotion animatetransform circle clippath defs desc ellipse feblend fecolormatrix fegaussianblur
feoffset filter foreignobject g line lineargradient marker mask metadata mpath path pattern polygon polyline
radialgradient rect set stop switch symbol text textpath tspan use view
math maction annotation annotation-xml menclose merror mfenced mfrac mi mmultiscripts mn mo mover mpadded mphantom
mprescripts mroot mrow ms mspace msqrt mstyle msub msubsup msup mtable mtd mtext mtr munder munderover semantics
""".split()
)

# A tag's name and what follows it to its '>' (attributes, a slash, a path's rest: `<netinet/in.h>`).
_BRACKETED = LazyPattern(r"<([A-Za-z][\w.]{0,40})((?:/[\w.-]{1,40})*)>")


def shown_in_brackets(tag: str) -> bool:
    """Whether `tag` (a whole `<…>`) is a name in angle brackets that no browser takes for an element: a lower-case
    name (a capital first is a component's, `<Tabs>`, or a type's, `<T>`), no hyphen (a custom element's), no
    attribute, no closing slash — only a path's slashes after it (`<netinet/in.h>`, `<sys/socket.h>`)."""
    match = _BRACKETED.fullmatch(tag.strip())
    if match is None:
        return False
    name = match.group(1)
    return name[0].islower() and name.lower() not in ELEMENT_NAMES
