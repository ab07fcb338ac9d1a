"""The flows: one episode, a whole build, the listening check, pruning and the preview server."""

# The package's public face: its modules (imported on use, so a quick command loads only what it needs).
__all__ = ["build", "check", "check_host", "discovery", "episode", "estimate", "plans", "prune", "reading", "serve"]
