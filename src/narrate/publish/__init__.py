"""The publish stage: the output folder's layout, the manifest, and what is published from it."""

# The package's public face: its modules (imported on
# use, so a quick command loads only what it needs).
__all__ = [
    "align",
    "episode_data",
    "episode_record",
    "episodes",
    "folded_names",
    "images",
    "layout",
    "ledger",
    "manifest",
    "pages",
    "publisher",
    "rss",
    "site",
]
