"""YAML that cannot blow up: a bounded node count (aliases included), bounded nesting and size.

PyYAML's safe loader refuses arbitrary objects but not a "billion laughs": a 1 KB
document whose aliases refer to aliases expands to gigabytes once constructed. So a
document is composed first (aliases stay shared nodes, cheap), the nodes it would
expand to are counted with a budget, and only then is it constructed. Front matter
and voices.yaml both go through here.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any, TypeVar

import yaml

from narrate.errors import InputError

MAX_NODES = 20_000
MAX_DEPTH = 64

# libyaml's loader when PyYAML was built with it: front matter is most of a no-op build's time.
FastLoader: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class YamlTooLarge(InputError, ValueError):
    """The document would expand beyond the node or nesting budget."""


def check_budget(node: yaml.Node | None, *, max_nodes: int = MAX_NODES, max_depth: int = MAX_DEPTH) -> None:
    """Raise YamlTooLarge if `node` expands (following aliases) to more than `max_nodes` or nests deeper than `max_depth`."""
    if node is None:
        return
    seen = 0
    stack: list[tuple[yaml.Node, int]] = [(node, 1)]
    while stack:
        current, depth = stack.pop()
        seen += 1
        if seen > max_nodes:
            raise YamlTooLarge(f"expands to more than {max_nodes:,} values (aliases that repeat aliases?)")
        if depth > max_depth:
            raise YamlTooLarge(f"nests deeper than {max_depth} levels")
        if isinstance(current, yaml.SequenceNode):
            stack.extend((child, depth + 1) for child in current.value)
        elif isinstance(current, yaml.MappingNode):
            for key, value in current.value:
                stack.append((key, depth + 1))
                stack.append((value, depth + 1))


def compose(text: str, loader: type[yaml.SafeLoader] = FastLoader) -> yaml.Node | None:
    """The document's node graph, checked against the budget (raises yaml.YAMLError or YamlTooLarge).

    A character beyond the BMP written as a pair of escapes (`"\\ud83d\\ude00"`, as JSON writes it) is
    that character; a surrogate escape without its pair is left for the caller to refuse (see lone)."""
    try:
        try:
            node = yaml.compose(text, Loader=loader)
        except yaml.YAMLError:
            if loader is yaml.SafeLoader or not _SURROGATE_ESCAPE.search(text):
                raise
            # libyaml refuses every surrogate escape, a pair's too; PyYAML's own parser reads them.
            node = yaml.compose(text, Loader=yaml.SafeLoader)
    except RecursionError:
        raise YamlTooLarge(f"nests deeper than {MAX_DEPTH} levels") from None
    check_budget(node)
    _pair_surrogates(node)
    return node


_Node = TypeVar("_Node", bound=yaml.Node)

_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_PAIR = re.compile("[\ud800-\udbff][\udc00-\udfff]")
LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def _nodes(node: yaml.Node | None, kind: type[_Node]) -> Iterator[_Node]:
    """Every node of `kind` (scalars, mappings…) of a node graph once (an alias's node is one node), each before
    what it holds: one walk for every caller (s21: the scalars' and the mappings' were two copies of it). A caller
    may change a mapping's pairs when it is given it; its children are then the new pairs."""
    stack = [node] if node is not None else []
    seen: set[int] = set()
    while stack:
        current = stack.pop()
        if id(current) in seen:
            continue
        seen.add(id(current))
        if isinstance(current, kind):
            yield current
        if isinstance(current, yaml.SequenceNode):
            stack.extend(current.value)
        elif isinstance(current, yaml.MappingNode):
            for key, value in current.value:
                stack.extend((key, value))


def _pair_surrogates(node: yaml.Node | None) -> None:
    """Each scalar's surrogate pairs (two escapes) made the character they stand for, in place."""
    for scalar in _nodes(node, yaml.ScalarNode):
        if isinstance(scalar.value, str) and LONE_SURROGATE.search(scalar.value):
            scalar.value = _PAIR.sub(
                lambda m: m.group().encode("utf-16-le", "surrogatepass").decode("utf-16-le"), scalar.value
            )


class RepeatedKey(InputError, ValueError):
    """A key the caller decides by is given twice, with two values, in the document's top mapping."""

    def __init__(self, key: str, first: str, second: str, line: int) -> None:
        super().__init__(f"`{key}` is given twice ({first!r}, then {second!r})")
        self.key, self.at = key, line  # the second one's line in the document, from 0


def _repeated(node: yaml.Node, keys: frozenset[str]) -> None:
    """Raise RepeatedKey when a key of `keys` (compared without letter case, as Hugo reads keys) is given twice
    with two values in the top mapping: readers disagree on which counts (PyYAML and Jekyll the last, Hugo
    neither: its page fails), so no reading of it is sure."""
    if not isinstance(node, yaml.MappingNode):
        return
    seen: dict[str, yaml.Node] = {}
    for key, value in node.value:
        name = key.value.lower() if isinstance(key, yaml.ScalarNode) and isinstance(key.value, str) else ""
        if name not in keys:
            continue
        before = seen.setdefault(name, value)
        if before is not value and _shown(before) != _shown(value):
            raise RepeatedKey(key.value, _shown(before), _shown(value), key.start_mark.line)


_DECIMAL = re.compile(r"0|-?[1-9][0-9]*")
_INT_TAG = "tag:yaml.org,2002:int"
_MERGE_TAG = "tag:yaml.org,2002:merge"


def written_as_decimal(written: str) -> bool:
    """Whether an integer is written as a plain decimal (`0`, `1`, `-12`): the only integer spelling a flag reads
    as a number (`00`, `0x0`, `+0`, `-0`, `0_0` are text to it, in YAML and in TOML)."""
    return _DECIMAL.fullmatch(written) is not None


def _integers_as_written(node: yaml.Node, keys: frozenset[str]) -> None:
    """Tag each integer of `keys` in the top mapping (and the mappings it merges) that is not written as a decimal a
    string: YAML 1.1 reads `00`, `0x0`, `+0`, `0_0` and `0:0` as the number 0, and `audio: 00` (a key pressed twice)
    left an article out and deleted its published episode (s16 attacks `yaml audio: 0x0`); as text it is no
    documented spelling of a flag, so the reader warns and keeps the episode."""
    for mapping in _merged(node):
        _retag_written(mapping, keys)


def _merged(node: yaml.Node) -> list[yaml.MappingNode]:
    """The top mapping and every mapping its merge keys bring in (`<<: *base`, `<<: {…}`, `<<: [*a, *b]`, and their
    own merges): a flag given through a merge key is the top mapping's flag once constructed (review s16 text2 L7:
    `base: &b {audio: 0x0}` / `<<: *b` read as the integer 0, an opt-out). Each mapping once (an anchor may merge
    itself in again)."""
    found: list[yaml.MappingNode] = []
    seen: set[int] = set()
    todo = [node]
    while todo:
        mapping = todo.pop()
        if not isinstance(mapping, yaml.MappingNode) or id(mapping) in seen:
            continue
        seen.add(id(mapping))
        found.append(mapping)
        for key, value in mapping.value:
            if key.tag == _MERGE_TAG:
                todo.extend(value.value if isinstance(value, yaml.SequenceNode) else [value])
    return found


def _retag_written(node: yaml.MappingNode, keys: frozenset[str]) -> None:
    """Tag each non-decimal integer of `keys` in this mapping a string (see _integers_as_written): plain, or with its
    type written out (`!!int '0x0'`, s17 attacks; `!!int '0'` is the decimal 0 and stays the number)."""
    for key, value in node.value:
        if (
            isinstance(key, yaml.ScalarNode)
            and str(key.value).lower() in keys
            and isinstance(value, yaml.ScalarNode)
            and value.tag == _INT_TAG
            and not written_as_decimal(str(value.value))
        ):
            value.tag = "tag:yaml.org,2002:str"


def _resolve_merges(node: yaml.Node) -> None:
    """Every mapping's merge keys (`<<`) resolved in the node graph as the YAML merge-key spec says, and as Jekyll
    (Psych) and Hugo (go-yaml) read them: the mapping's own keys over merged ones, a mapping earlier in a merge list
    over a later one. PyYAML's own flattening keeps the first of two equal keys only when their strings are one
    object (a short key Python interned, `a`) and the last otherwise (`audio`): `<<: [{audio: true}, {audio:
    false}]` was read as false, an opt-out that deleted an episode both generators publish (s20 attacks). A merge
    of anything but mappings is left for PyYAML to refuse."""
    flat: dict[int, list[tuple[yaml.Node, yaml.Node]]] = {}
    for mapping in _nodes(node, yaml.MappingNode):
        mapping.value = _flattened(mapping, flat)


def _flattened(
    mapping: yaml.MappingNode, flat: dict[int, list[tuple[yaml.Node, yaml.Node]]]
) -> list[tuple[yaml.Node, yaml.Node]]:
    """`mapping`'s pairs with its merges resolved (see _resolve_merges); `flat` holds the mappings done (and the
    one being done: a mapping that merges itself brings in its pairs as written)."""
    done = flat.get(id(mapping))
    if done is not None:
        return done
    pairs: list[tuple[yaml.Node, yaml.Node]] = list(mapping.value)
    flat[id(mapping)] = pairs
    own = [(k, v) for k, v in pairs if k.tag != _MERGE_TAG]
    sources: list[yaml.Node] = []
    for key, value in pairs:
        if key.tag == _MERGE_TAG:
            sources.extend(value.value if isinstance(value, yaml.SequenceNode) else [value])
    maps = [s for s in sources if isinstance(s, yaml.MappingNode)]
    if not maps or len(maps) != len(sources):
        return pairs
    taken = {_identity(k) for k, _ in own}
    merged: list[tuple[yaml.Node, yaml.Node]] = []
    for source in maps:
        for key, value in _flattened(source, flat):
            if key.tag != _MERGE_TAG and _identity(key) not in taken:
                taken.add(_identity(key))
                merged.append((key, value))
    flat[id(mapping)] = merged + own
    return merged + own


def _identity(key: yaml.Node) -> object:
    """What makes two keys one key: a scalar's tag and text, any other node itself."""
    return (key.tag, key.value) if isinstance(key, yaml.ScalarNode) else id(key)


def _shown(node: yaml.Node) -> str:
    return str(node.value) if isinstance(node, yaml.ScalarNode) else f"a {type(node).__name__}"


def load(
    text: str,
    loader: type[yaml.SafeLoader] = FastLoader,
    *,
    once: frozenset[str] = frozenset(),
    as_written: frozenset[str] = frozenset(),
) -> Any:
    """A safe, bounded `yaml.safe_load` (raises yaml.YAMLError, YamlTooLarge or ValueError for impossible values).

    `loader`: a subclass of the safe loader with other constructors for some tags (text.readers reads
    an impossible timestamp as its text for a Hexo blog). `once`: keys of the top mapping that may not be
    given twice with two values (RepeatedKey, a ValueError). `as_written`: keys of the top mapping (any letter
    case) whose integer is kept as the text written unless it is written as a decimal (`00`, `0x0`, `+0`), also
    where a merge key `<<` brings it in."""
    node = compose(text, loader)
    if node is None:
        return None
    if once:
        _repeated(node, once)
    _resolve_merges(node)
    if as_written:
        _integers_as_written(node, as_written)
    lone = _lone_surrogate(node)
    if lone is not None:
        raise ValueError(
            f"line {lone}: a lone surrogate escape (\\ud800-\\udfff) is not a character; write the "
            "character itself or a \\U escape"
        )
    constructor = loader("")
    try:
        return constructor.construct_document(node)
    except RecursionError:
        raise YamlTooLarge(f"nests deeper than {MAX_DEPTH} levels") from None
    except TAG_MISREAD:
        raise ValueError(_misread_tag(node, loader)) from None
    finally:
        constructor.dispose()


# What PyYAML's constructors raise for a scalar an explicit tag says is what it cannot be: `!!bool 'nope'` a
# KeyError, `!!timestamp 'x'` an AttributeError; a traceback that ended the whole build (attacks s7).
TAG_MISREAD = (KeyError, AttributeError, TypeError, IndexError)


def _misread_tag(node: yaml.Node, loader: type[yaml.SafeLoader]) -> str:
    """Which tagged scalar its tag cannot read, in words, found again one scalar at a time (an error path)."""
    for scalar in _nodes(node, yaml.ScalarNode):
        constructor = loader("")
        try:
            constructor.construct_object(scalar)
        except (*TAG_MISREAD, ValueError, yaml.YAMLError):
            return f"{str(scalar.value)[:60]!r} is no {tag_name(scalar.tag)}"
        finally:
            constructor.dispose()
    return "a value its tag cannot read"


def tag_name(tag: str) -> str:
    """`!!bool` for tag:yaml.org,2002:bool, the tag itself for any other."""
    return "!!" + tag.rsplit(":", 1)[-1] if tag.startswith("tag:yaml.org,2002:") else tag


def _lone_surrogate(node: yaml.Node) -> int | None:
    """The line of the first scalar holding a surrogate that is half of no pair (no file can hold it)."""
    for scalar in _nodes(node, yaml.ScalarNode):
        if isinstance(scalar.value, str) and LONE_SURROGATE.search(scalar.value):
            return int(scalar.start_mark.line) + 1
    return None
