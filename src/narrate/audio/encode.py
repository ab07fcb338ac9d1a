"""Encoding PCM to the one MP3 format narrate splices: MPEG-2 Layer III, 24 kHz, mono, 48 kbps CBR.

Edge returns this format; anything narrate makes itself (the offline voice, jingles)
is encoded to it by LAME (lameenc), so every chunk splices without re-encoding.
"""

from __future__ import annotations

from .mp3 import EDGE_FORMAT


def encode_edge_format(pcm: bytes, sample_rate: int) -> bytes:
    """Encode 16-bit mono PCM to MPEG-2 Layer III, 24 kHz, mono, 48 kbps CBR (Edge's format)."""
    import lameenc

    encoder = lameenc.Encoder()
    encoder.set_bit_rate(EDGE_FORMAT.bitrate_kbps)
    encoder.set_in_sample_rate(sample_rate)
    encoder.set_out_sample_rate(EDGE_FORMAT.sample_rate)
    encoder.set_channels(1)
    encoder.set_quality(2)
    return bytes(encoder.encode(pcm) + encoder.flush())
