"""The text stage: an article file becomes an Article, then a Script (what is said, chunk by chunk)."""

# The package's public face: its modules (imported on use, so a quick command loads only what it
# needs).
__all__ = ["account", "anchors", "article", "check", "chunking", "collector", "duration", "encoding", "frontmatter", "hexo", "html_text", "identity", "inline", "jekyll",
           "jekyll_defaults", "jsx",
           "language", "leaks", "lexicon", "markdown_rules", "math_delimiters", "mathspeech", "mathwords", "misreadings", "model", "operators", "polyphones", "prose",
           "published", "readers", "runs", "script", "shortcodes", "site", "site_data", "source", "stopwords", "tex", "tidy", "urls"]
