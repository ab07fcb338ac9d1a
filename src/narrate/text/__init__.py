"""The text stage: an article file becomes an Article, then a Script (what is said, chunk by chunk)."""

# The package's public face: its modules (imported on use, so a quick command loads only what it needs).
__all__ = ["anchors", "article", "check", "chunking", "encoding", "html_text", "identity", "language", "leaks", "lexicon",
           "mathspeech", "model", "prose", "readers", "runs", "script", "site", "site_data", "source", "stopwords"]
