"""The voice stage: a Script's chunks become audio through engines, cached, concurrent and retried."""

# The package's public face: its modules (imported on
# use, so a quick command loads only what it needs).
__all__ = [
    "cache",
    "chain",
    "edge_spawn",
    "edge_worker",
    "engines",
    "fallback",
    "inflight",
    "lookups",
    "measuring",
    "merge",
    "metering",
    "music",
    "planning",
    "retry",
    "synthesize",
    "throttle",
    "words",
]
