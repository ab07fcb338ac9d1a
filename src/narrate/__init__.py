"""narrate: turn a Markdown blog into podcast episodes and feeds, per language.

The library is the product; the `narrate` command is one way in::

    from narrate import build_script, build_site, load_config, narrate_article, read_article

    script = build_script(read_article(Path("post/index.md")), load_config())   # what would be said
    outcome = narrate_article(Path("post/index.md"), Path("output"))             # one episode
    plan, report = build_site(Path("content"), load_config(near=Path("content")), Path("output"))
"""

from __future__ import annotations

__version__ = "0.1.0"

from narrate.text.article import Article, read_article  # noqa: E402
from narrate.flow.build import build_site  # noqa: E402
from .config import Config, load_config  # noqa: E402
from narrate.flow.episode import narrate_article  # noqa: E402
from .errors import NarrateError  # noqa: E402
from narrate.text.script import Chunk, Script, build_script  # noqa: E402

__all__ = [
    "Article", "Chunk", "Config", "NarrateError", "Script", "__version__",
    "build_script", "build_site", "load_config", "narrate_article", "read_article",
]
