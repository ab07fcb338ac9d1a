"""`loudness:` modes are one table (narrate.config.LOUDNESS_MODES): the check of voices.yaml, the limiter's
decision and the result line all read it."""

from __future__ import annotations

from pathlib import Path

import pytest

from narrate.audio import limiter
from narrate.audio.assemble import needs_limiter
from narrate.audio.loudness import TARGET_LUFS
from narrate.config import LOUDNESS_MODES, load_config
from narrate.errors import ConfigError
from narrate.flow.figures import loudness_note


def test_each_mode_decides_the_limiter_by_its_distance_from_the_target() -> None:
    assert [needs_limiter("auto", TARGET_LUFS + off) for off in (0.3, 0.8, 1.5)] == [False, False, True]
    assert [needs_limiter("limit", TARGET_LUFS + off) for off in (0.3, 0.8, 1.5)] == [False, True, True]
    assert [needs_limiter("lossless", TARGET_LUFS + off) for off in (0.3, 0.8, 1.5)] == [False, False, False]
    assert not any(needs_limiter(mode, None) for mode in LOUDNESS_MODES)


def test_limit_stops_where_the_limiter_would_stop_trying() -> None:
    assert LOUDNESS_MODES["limit"].limit_past_lu == limiter.TOLERANCE_LU


def test_an_unknown_mode_is_refused_naming_every_mode(tmp_path: Path) -> None:
    config = tmp_path / "voices.yaml"
    config.write_text("loudness: loud\n", encoding="utf-8")
    with pytest.raises(ConfigError) as caught:
        load_config(config)
    message = str(caught.value)
    assert "line 1" in message and "'loud'" in message
    assert all(f"'{name}' ({mode.says})" in message for name, mode in LOUDNESS_MODES.items())


def test_a_mode_that_never_limits_names_the_one_that_reaches_the_target() -> None:
    assert "`loudness: auto`" in loudness_note(TARGET_LUFS - 3, "lossless")
    assert "limiter could not reach" in loudness_note(TARGET_LUFS - 3, "limit")
    assert loudness_note(TARGET_LUFS - 0.4, "lossless") == f"{TARGET_LUFS - 0.4:.1f} LUFS"
