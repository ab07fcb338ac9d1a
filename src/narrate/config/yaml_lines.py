"""The line-keeping YAML loader: voices.yaml as plain data, and the line of every key, so that an error
names the line to fix. Parsing is bounded by narrate.safe_yaml (no alias bombs, no deep nesting)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

from narrate import safe_yaml
from narrate.errors import ConfigError

_SURROGATE = re.compile("[\ud800-\udfff]")


class LineLoader(yaml.SafeLoader):
    """A safe YAML loader that remembers the line of every mapping key."""


def load_with_lines(text: str, path: Path) -> tuple[Any, dict[tuple[str, ...], int]]:
    """The document and the line of each key. Parsed by libyaml (a tenth of the pure-Python parser's
    time, paid on every run for the defaults and voices.yaml); a document it refuses is parsed again
    by the pure-Python parser, so a mistake is reported in the same words, with the line quoted."""
    try:
        return load_with(safe_yaml.FastLoader, text, path)
    except yaml.YAMLError:
        return load_with(LineLoader, text, path)


def load_with(loader: type[yaml.SafeLoader], text: str, path: Path) -> tuple[Any, dict[tuple[str, ...], int]]:
    """The document parsed by `loader`, and the line of each key; ConfigError for what no setting can be."""
    lines: dict[tuple[str, ...], int] = {}
    scalars = LineLoader("")

    def refuse_surrogate(node: yaml.Node, trail: tuple[str, ...]) -> None:
        # libyaml decodes "\ud800" to a lone surrogate, which no encoder can write: every later
        # hash, log or feed of it would fail far from here. Refused where it is written.
        if isinstance(node, yaml.ScalarNode) and _SURROGATE.search(str(node.value)):
            line = node.start_mark.line + 1
            raise ConfigError(
                f"{path}: line {line}: key '{'.'.join(trail)}': a lone surrogate escape (\\ud800-"
                "\\udfff) is not a character; write the character itself or a \\U escape",
                path=path,
                key=".".join(trail),
                line=line,
            )

    def walk(node: yaml.Node, trail: tuple[str, ...]) -> Any:
        if isinstance(node, yaml.MappingNode):
            out: dict[str, Any] = {}
            for key_node, value_node in node.value:
                refuse_surrogate(key_node, trail + (str(key_node.value).encode("utf-8", "replace").decode(),))
                key = str(key_node.value)
                lines[trail + (key,)] = key_node.start_mark.line + 1
                out[key] = walk(value_node, trail + (key,))
            return out
        if isinstance(node, yaml.SequenceNode):
            return [walk(child, trail + (str(i),)) for i, child in enumerate(node.value)]
        refuse_surrogate(node, trail)
        try:
            return scalars.construct_object(node, deep=True)
        except (ValueError, *safe_yaml.TAG_MISREAD) as exc:  # a number of thousands of digits, `!!bool 'nope'`
            text = " ".join(str(exc).split())[:100] if isinstance(exc, ValueError) else ""
            text = text or f"{str(node.value)[:60]!r} is no {safe_yaml.tag_name(node.tag)}"
            raise ConfigError(
                f"{path}: line {node.start_mark.line + 1}: key '{'.'.join(trail)}': impossible value ({text}); fix it",
                path=path,
                key=".".join(trail),
                line=node.start_mark.line + 1,
            ) from None
        except yaml.constructor.ConstructorError as exc:  # a tag the safe loader has no type for (`!custom x`)
            line = node.start_mark.line + 1
            raise ConfigError(
                f"{path}: line {line}: key '{'.'.join(trail)}': {exc.problem}; settings are "
                "plain text, numbers, lists and mappings: write the value without the tag",
                path=path,
                key=".".join(trail),
                line=line,
            ) from None

    try:
        node = safe_yaml.compose(text, loader)
    except safe_yaml.YamlTooLarge as exc:
        raise ConfigError(f"{path}: the settings {exc}; simplify them", path=path) from None
    except yaml.YAMLError as exc:
        if loader is not LineLoader:
            raise
        mark = getattr(exc, "problem_mark", None)
        where = f" line {mark.line + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise ConfigError(
            f"{path}:{where.strip() or 'line ?'}: invalid YAML ({problem}); fix the syntax",
            path=path,
            line=mark.line + 1 if mark else None,
        ) from None
    if node is None:
        return {}, lines
    return walk(node, ()), lines
