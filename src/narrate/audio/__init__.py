"""The audio stage: the MP3 frame format, splicing, loudness, tags and the sidecars of an episode."""

# The package's public face: its modules (imported on
# use, so a quick command loads only what it needs).
__all__ = [
    "alignment",
    "assemble",
    "encode",
    "limiter",
    "linebreak",
    "loudness",
    "model",
    "mp3",
    "music",
    "overshoot",
    "tags",
    "transcript",
]
