"""narrate: turn a Markdown blog into podcast episodes and feeds, per language.

The library is the product; the `narrate` command is one way in::

    from narrate import build_script, build_site, load_config, narrate_article, read_article

    script = build_script(read_article(Path("post/index.md")), load_config())   # what would be said
    outcome = narrate_article(Path("post/index.md"), Path("output"))             # one episode
    plan, report = build_site(Path("content"), load_config(near=Path("content")), Path("output"))

The names are loaded on first use (PEP 562), not here: `narrate --version` and
`narrate script` must not pay for the synthesis, audio and feed stacks they never touch.
"""

from __future__ import annotations

import importlib

__version__ = "0.3.0"

# Not `from typing import TYPE_CHECKING`: importing narrate (the worker process does, first thing) should
# not load typing (type checkers take any constant named TYPE_CHECKING).
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from narrate.config import Config, load_config
    from narrate.errors import NarrateError
    from narrate.flow.build import build_site
    from narrate.flow.episode import narrate_article
    from narrate.text.article import Article, read_article
    from narrate.text.script import Chunk, Script, build_script

_WHERE = {
    "Article": "narrate.text.article",
    "read_article": "narrate.text.article",
    "build_site": "narrate.flow.build",
    "Config": "narrate.config",
    "load_config": "narrate.config",
    "narrate_article": "narrate.flow.episode",
    "NarrateError": "narrate.errors",
    "Chunk": "narrate.text.script",
    "Script": "narrate.text.script",
    "build_script": "narrate.text.script",
}

__all__ = [
    "Article",
    "Chunk",
    "Config",
    "NarrateError",
    "Script",
    "__version__",
    "build_script",
    "build_site",
    "load_config",
    "narrate_article",
    "read_article",
]


def __getattr__(name: str) -> Any:
    """Import the module that defines `name` on first access (then it is an ordinary attribute)."""
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'narrate' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
