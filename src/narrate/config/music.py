"""The music settings of voices.yaml: jingles and a bed, at the top level and per language over it."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from narrate.errors import NotRegularFile
from narrate.inputs import FileTooLarge, read_regular

from .checks import Checker
from .model import MusicFile, MusicSettings

# The music settings (top level, and per language over them): see MusicSettings.
MUSIC_FILE_KEYS = ("intro_audio", "outro_audio", "bed_audio")
MUSIC_MAX_BYTES = 200 * 1024 * 1024  # a jingle or a bed, not an album


def music(check: Checker, raw: dict[str, Any]) -> dict[str, Any]:
    """`music` from the top level's settings, and `music_by_lang` for each language that overrides them."""
    top = music_settings(check, raw, (), MusicSettings())
    by_lang = {}
    for lang, spec in raw["languages"].items():
        if isinstance(spec, dict) and any(key in spec for key in (*MUSIC_FILE_KEYS, "bed_gain")):
            by_lang[str(lang)] = music_settings(check, spec, ("languages", str(lang)), top)
    return {"music": top, "music_by_lang": by_lang}


def music_settings(check: Checker, spec: dict[str, Any], trail: tuple[str, ...], over: MusicSettings) -> MusicSettings:
    """The music settings in `spec` (the top level, or one language's over the top level's `over`).

    A file must exist (relative to voices.yaml) and is hashed now: the hash is part of the
    episodes' fingerprint, so replacing a jingle re-makes them.
    """
    files: dict[str, MusicFile | None] = {}
    for key, current in zip(MUSIC_FILE_KEYS, (over.intro, over.outro, over.bed)):
        value = spec.get(key)
        if key not in spec:
            files[key] = current
        elif value is None or value == "" or value is False:
            files[key] = None  # turned off (for this language)
        else:
            files[key] = _music_file(check, value, trail + (key,))
    gain = spec.get("bed_gain", over.bed_gain)
    if isinstance(gain, bool) or not isinstance(gain, (int, float)) or not -60 <= gain <= 0:
        raise check.fail(
            trail + ("bed_gain",),
            f"must be decibels between -60 and 0 (how far the bed sits below the voice, e.g. -20), got {gain!r}",
        )
    return MusicSettings(files["intro_audio"], files["outro_audio"], files["bed_audio"], float(gain))


def _music_file(check: Checker, value: Any, trail: tuple[str, ...]) -> MusicFile:
    """One music file named in voices.yaml: inside the blog's folder, readable, not huge; hashed."""
    if not isinstance(value, str):
        raise check.fail(trail, f"expected the path of an audio file, relative to this file, got {value!r}")
    base = check.path.parent if check.path else Path.cwd()
    local = base / value
    try:
        inside = local.resolve().is_relative_to(base.resolve())
    except (OSError, RuntimeError, ValueError):
        inside = False
    if not inside:
        # Like images: only files of the blog are published (and hashed, and read into episodes).
        raise check.fail(
            trail,
            f"{value} is outside {base} (after following links); put the audio "
            "file in the blog's folder, beside voices.yaml or below it",
        )
    try:
        data = read_regular(local, MUSIC_MAX_BYTES)
    except FileNotFoundError:
        raise check.fail(
            trail, f"{local} does not exist; give the path of an audio file relative to this file"
        ) from None
    except NotRegularFile as exc:
        raise check.fail(trail, f"{exc}; give the path of an audio file") from None
    except FileTooLarge as exc:
        raise check.fail(
            trail,
            f"{local} is {(exc.size or 0) // 1_000_000} MB; a jingle or a bed is at most "
            f"{MUSIC_MAX_BYTES // 1_000_000} MB: cut it to the part that plays",
        ) from None
    except OSError as exc:
        raise check.fail(trail, f"{local} cannot be read ({exc.strerror}); fix its permissions") from None
    return MusicFile(local, hashlib.sha256(data).hexdigest(), trail)
