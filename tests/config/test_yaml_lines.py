"""config.yaml_lines: voices.yaml read as plain data with the line of every key, so that each error names the
line to fix; libyaml and the pure-Python parser give the same data and lines, and what no setting can be
(a lone surrogate, a tag, an impossible number, broken syntax) is one ConfigError naming file, key and line."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from narrate import safe_yaml
from narrate.config.yaml_lines import LineLoader, load_with, load_with_lines
from narrate.errors import ConfigError

TEXT = """\
# a comment
concurrency: 4
languages:
  en:
    voice: en-US-AriaNeural
    lexicon:
      - nginx
      - 42
feed:
  title: {default: "My blog"}
"""
PATH = Path("voices.yaml")


def test_every_key_has_its_line_and_both_parsers_agree() -> None:
    data, lines = load_with_lines(TEXT, PATH)
    assert data == {
        "concurrency": 4,
        "languages": {"en": {"voice": "en-US-AriaNeural", "lexicon": ["nginx", 42]}},
        "feed": {"title": {"default": "My blog"}},
    }
    assert lines[("concurrency",)] == 2
    assert lines[("languages", "en", "voice")] == 5
    assert lines[("feed", "title", "default")] == 10
    assert load_with(LineLoader, TEXT, PATH) == load_with(safe_yaml.FastLoader, TEXT, PATH) == (data, lines)


def test_an_empty_file_is_no_settings() -> None:
    assert load_with_lines("# nothing set\n", PATH) == ({}, {})


@pytest.mark.parametrize(
    ("text", "key", "line", "said"),
    [
        ('a:\n  b: "\\ud800"\n', "a.b", 2, "lone surrogate"),
        ("a: 1\nb: !custom x\n", "b", 2, "without the tag"),
        ("a:\n  - 1\n  - [2\n", None, 4, "invalid YAML"),
        # an explicit tag its constructor cannot read: a KeyError / AttributeError traceback before (s7 attacks)
        ("engine: espeak\nfoo: !!bool 'nope'\n", "foo", 2, "'nope' is no !!bool"),
        ("a:\n  b: !!timestamp 'x'\n", "a.b", 2, "'x' is no !!timestamp"),
    ],
)
def test_what_no_setting_can_be_is_one_line_naming_key_and_line(
    text: str, key: str | None, line: int, said: str
) -> None:
    with pytest.raises(ConfigError) as caught:
        load_with_lines(text, PATH)
    error = caught.value
    assert (error.path, error.key, error.line) == (PATH, key, line)
    assert said in str(error) and str(error).count("\n") == 0 and f"line {line}" in str(error)


def test_the_fast_parser_s_refusal_is_said_by_the_pure_python_one() -> None:
    """libyaml's words differ from PyYAML's: a syntax error is reported once, in the pure-Python parser's."""
    with pytest.raises(yaml.YAMLError):
        load_with(safe_yaml.FastLoader, "a: [1\n", PATH)
    with pytest.raises(ConfigError, match="invalid YAML"):
        load_with_lines("a: [1\n", PATH)
