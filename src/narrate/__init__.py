"""narrate: turn a Markdown blog into podcast episodes and feeds, per language.

The library is the product; the `narrate` command is one way in::

    from narrate import load_config, read_article, build_script
    script = build_script(read_article(Path("post/index.md")), load_config())
"""

from __future__ import annotations

__version__ = "0.1.0"

from .article import Article, read_article  # noqa: E402
from .config import Config, load_config  # noqa: E402
from .errors import NarrateError  # noqa: E402
from .script import Chunk, Script, build_script  # noqa: E402

__all__ = [
    "Article", "Chunk", "Config", "NarrateError", "Script", "__version__",
    "build_script", "load_config", "read_article",
]
