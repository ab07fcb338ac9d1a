"""Tab groups found in the token stream by their structure: a group of panels, each shown under a label the
reader clicks (MDX `<Tabs>`/`<TabItem label>`, Headless UI's `<Tab.Group>` with a `<Tab.List>` of labels and
`<Tab.Panels>`, Nextra's `<Tabs items={[…]}>`, Hugo's `{{< tabs >}}`/`{{< tab "npm" >}}` and docsy's
`{{< tabpane >}}`/`{{< tab header="Linux" >}}`).

A page shows one panel at a time, under its label; a listener hears each label with its panel, or, when the
panels are code a listener cannot hear (code blocks, components that show code the page imports), the labels
as alternatives and one cue for the code. What makes a group is its shape — a container named for tabs whose
children are labelled panels, or a list of labels beside a list of panels — not a list of known components.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from markdown_it.token import Token

from narrate.patterns import LazyPattern

from .jsx import Element, Expression, jsx_text, text_of

__all__ = ["Tab", "TabGroup", "tab_group"]

# A container of tabs: `Tabs`, `CodeTabs`, `Tabs.Root`, `Tab.Group`, `TabGroup`, `TabSet` (an element), `tabs`,
# `tabpane`, `codetabs`, `tab-group` (a shortcode).
_GROUP_ELEMENT = LazyPattern(r"^(?:\w*Tabs(?:\.(?:Root|Group))?|\w*Tab\.?(?:Group|Set|Container))$")
_GROUP_SHORTCODE = LazyPattern(r"^(?:\w*tabs|tabpane|tab-?group|tabset|code-?tabs)$", re.I)
# The list of labels of a group that keeps its labels apart from its panels, and the list of panels.
_LABEL_LIST = LazyPattern(r"(?:Tab|Tabs)\.?List$|^TabsList$")
_PANEL_LIST = LazyPattern(r"(?:Tab|Tabs)\.?Panels$|^TabPanels$")
# Props that name a panel, in the order they are looked at (`label` Docusaurus/Starlight, `title`
# Mintlify, `tab` Ant Design, `header` docsy, `value` the key Docusaurus shows when there is no label).
_LABEL_PROPS = ("label", "title", "tab", "header", "name", "value")
_SHORTCODE_NAME = LazyPattern(r"\{\{[<%]-?\s*(/?)([\w-]+)")
_SHORTCODE_PARAM = LazyPattern(r"""(?:^|\s)(?:(label|title|tab|header|name|items)\s*=\s*)?("([^"]*)"|'([^']*)')""")
_CODE_PARAM = LazyPattern(r"\s(?:lang|language|code)\s*=")
_STRING = LazyPattern(r"""'([^'\n]*)'|"([^"\n]*)"|`([^`\n$]*)`""")


@dataclass
class Tab:
    """One panel of a group: its label, and the tokens of its content (`start` to `stop`) or the element that is
    its content."""

    label: str
    start: int = 0
    stop: int = 0
    element: Element | None = None
    code: bool = False  # its content is shown as code (docsy's `{{< tab header="Linux" lang="bash" >}}`)


@dataclass
class TabGroup:
    """A group's panels in order, and the index of the token after the group."""

    tabs: list[Tab] = field(default_factory=list)
    end: int = 0


def _closing(tokens: list[Token], at: int) -> int:
    """The index of the `jsx_close` that closes the `jsx_open` at `at` (len(tokens) if none)."""
    level = tokens[at].level
    for n in range(at + 1, len(tokens)):
        if tokens[n].type == "jsx_close" and tokens[n].level == level:
            return n
    return len(tokens)


def _prop_label(element: Element) -> str:
    for name in _LABEL_PROPS:
        value = element.prop(name)
        if value is not None:
            text = text_of(value) if not isinstance(value, str) else value
            if text.strip():
                return " ".join(text.split())
    return ""


def _items(element: Element) -> list[str]:
    """Labels given to the group as one list (Nextra's `items={['pnpm', 'npm']}`)."""
    value = element.prop("items")
    if isinstance(value, Expression):
        return [next(part for part in found.groups() if part is not None) for found in _STRING.finditer(value.source)]
    if isinstance(value, str):
        return [item.strip() for item in value.split(",") if item.strip()]
    return []


def _element_text(tokens: list[Token], at: int) -> str:
    """What an element in the token stream shows as its text (a label's)."""
    token = tokens[at]
    if token.type == "jsx_element":
        element: Element = token.meta["element"]
        return " ".join((_prop_label(element) or jsx_text(element)).split())
    words = [t.content for t in tokens[at + 1 : _closing(tokens, at)] if t.type == "inline"]
    return " ".join(" ".join(words).split())


def _children(tokens: list[Token], at: int, stop: int) -> list[int]:
    """The indices of the tokens directly inside the element opened at `at` (its close at `stop`)."""
    level = tokens[at].level + 1
    return [n for n in range(at + 1, stop) if tokens[n].level == level and tokens[n].type != "jsx_close"]


def _jsx_group(tokens: list[Token], at: int) -> TabGroup | None:
    group: Element = tokens[at].meta["element"]
    stop = _closing(tokens, at)
    labels: list[str] = []
    panels: list[Tab] = []
    for n in _children(tokens, at, stop):
        token = tokens[n]
        if token.type not in ("jsx_open", "jsx_element"):
            continue
        name = token.meta["element"].name
        if _LABEL_LIST.search(name):
            if token.type == "jsx_open":
                labels += [_element_text(tokens, k) for k in _children(tokens, n, _closing(tokens, n))]
            else:
                labels += [
                    " ".join(jsx_text(child).split())
                    for child in token.meta["element"].children
                    if isinstance(child, Element)
                ]
        elif _PANEL_LIST.search(name) and token.type == "jsx_open":
            inner = _closing(tokens, n)
            panels += [_panel(tokens, k) for k in _children(tokens, n, inner) if tokens[k].type.startswith("jsx_")]
        else:
            panels.append(_panel(tokens, n))
    given = _items(group)
    for n, tab in enumerate(panels):
        if not tab.label:
            tab.label = given[n] if n < len(given) else labels[n] if n < len(labels) else ""
    if not panels or not all(tab.label for tab in panels):
        return None
    return TabGroup(panels, stop + 1)


def _panel(tokens: list[Token], at: int) -> Tab:
    token = tokens[at]
    element: Element = token.meta["element"]
    if token.type == "jsx_element":
        return Tab(_prop_label(element), element=element)
    return Tab(_prop_label(element), at + 1, _closing(tokens, at))


def _shortcode(token: Token) -> tuple[bool, str, str]:
    """(closing, name, what follows the name) of a shortcode block (`{{< Tab "npm" >}}`: False, "tab", ` "npm" >}}`)."""
    source = token.content.strip()
    found = _SHORTCODE_NAME.match(source)
    if found is None:
        return False, "", ""
    return bool(found.group(1)), found.group(2).lower(), source[found.end() :]


def _shortcode_label(source: str) -> str:
    for found in _SHORTCODE_PARAM.finditer(source):
        if found.group(1) in (None, "label", "title", "tab", "header", "name"):
            return (found.group(3) if found.group(3) is not None else found.group(4) or "").strip()
    return ""


# (meta key) how far after a group's opener its closer is and the closer itself ((0, None) if none): kept as the
# distance, and the closer checked, so that a walk over part of the tokens finds it too
_CLOSER = "tab_group_closer"


def _match_closers(tokens: list[Token]) -> None:
    """Each group shortcode's closer, in one pass (a stack per name and level): an opener left open (an unclosed
    `{{< tabs >}}`) gets -1, so that no opener reads on to the end of the article for its closer."""
    open_at: dict[tuple[str, int], list[int]] = {}
    for n, token in enumerate(tokens):
        if token.type != "shortcode_block":
            continue
        closing, name, _ = _shortcode(token)
        if not _GROUP_SHORTCODE.match(name):
            continue
        if not closing:
            token.meta[_CLOSER] = (0, None)
            open_at.setdefault((name, token.level), []).append(n)
        elif open_at.get((name, token.level)):
            opener = open_at[(name, token.level)].pop()
            tokens[opener].meta[_CLOSER] = (n - opener, token)


def _closer(tokens: list[Token], at: int) -> int:
    """The index of the shortcode that closes the group opened at `at`, -1 if none."""
    found = tokens[at].meta.get(_CLOSER)
    if found is None or (
        found[1] is not None and (at + found[0] >= len(tokens) or tokens[at + found[0]] is not found[1])
    ):
        _match_closers(tokens)
        found = tokens[at].meta[_CLOSER]
    return -1 if found[1] is None else at + int(found[0])


def _shortcode_group(tokens: list[Token], at: int) -> TabGroup | None:
    closer = _closer(tokens, at)
    if closer < 0:
        return None
    _, _, source = _shortcode(tokens[at])
    items_found = re.search(r"""items\s*=\s*["']([^"']*)["']""", source)
    given = [item.strip() for item in items_found.group(1).split(",")] if items_found else []
    tabs: list[Tab] = []
    open_tab: Tab | None = None
    for n in range(at + 1, closer):
        token = tokens[n]
        if token.type != "shortcode_block" or token.level != tokens[at].level:
            continue
        closing, inner, said = _shortcode(token)
        if inner == "tab" and not closing:
            if open_tab is not None:
                open_tab.stop = n
            label = _shortcode_label(said) or (given[len(tabs)] if len(tabs) < len(given) else "")
            open_tab = Tab(label, n + 1, n + 1, code=bool(_CODE_PARAM.search(said)))
            tabs.append(open_tab)
        elif inner == "tab" and open_tab is not None:
            open_tab.stop = n
            open_tab = None
    if open_tab is not None:
        open_tab.stop = closer
    if not tabs or not all(tab.label for tab in tabs):
        return None
    return TabGroup(tabs, closer + 1)


def _group(tokens: list[Token], at: int) -> TabGroup | None:
    token = tokens[at]
    if token.type == "jsx_open" and _GROUP_ELEMENT.match(token.meta["element"].name):
        return _jsx_group(tokens, at)
    if token.type == "shortcode_block":
        closing, name, _ = _shortcode(token)
        if not closing and _GROUP_SHORTCODE.match(name):
            return _shortcode_group(tokens, at)
    return None


def tab_group(tokens: list[Token], at: int) -> TabGroup | None:
    """The tab group opened by the token at `at` (a component or a shortcode), None if it opens none: a group
    whose every panel has a label."""
    try:
        return _group(tokens, at)
    except (IndexError, KeyError, ValueError, TypeError, AttributeError):
        return None  # a group it cannot make out is read as it comes, its panels one after another
