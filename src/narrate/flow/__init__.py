"""The flows: one episode, a whole build, the listening check, pruning and the preview server; and
for each command of `narrate`, the one library call it makes (the CLI only parses and prints)."""

# The package's public face: its modules (imported on
# use, so a quick command loads only what it needs).
__all__ = [
    "build",
    "check",
    "check_host",
    "discovery",
    "early",
    "episode",
    "estimate",
    "feed",
    "figures",
    "git_dates",
    "options",
    "planning",
    "plans",
    "prune",
    "script",
    "serve",
    "site_check",
    "summaries",
    "voices",
]
