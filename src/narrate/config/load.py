"""Finding and loading voices.yaml: the nearest one, merged key by key over the built-in defaults."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from narrate.errors import ConfigError, NotRegularFile
from narrate.inputs import FileTooLarge, read_regular

from .catalogue import package_text
from .model import Config
from .validate import validate
from .yaml_lines import load_with_lines

CONFIG_NAME = "voices.yaml"
CONFIG_MAX_BYTES = 1_000_000  # voices.yaml: the shipped defaults are 12 KB; a long lexicon stays far below

# Lists a user's file adds to rather than replaces (the README promises "merged over the defaults").
_ADDITIVE_LISTS = ("known_terms",)


def merge(base: dict[str, Any], over: dict[str, Any]) -> dict[str, Any]:
    """`over` merged into `base` key by key; a lexicon or pronounce table adds terms, known_terms adds names."""
    out = dict(base)
    for key, value in over.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict) and key not in ("lexicon", "pronounce"):
            out[key] = merge(out[key], value)
        elif key in ("lexicon", "pronounce") and isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = {**out[key], **value}
        elif key in _ADDITIVE_LISTS and isinstance(value, list) and isinstance(out.get(key), list):
            out[key] = out[key] + [v for v in value if v not in out[key]]
        else:
            out[key] = value
    return out


def defaults() -> dict[str, Any]:
    """The built-in settings (default_voices.yaml in the package), parsed anew: validation fills them in."""
    text = package_text("default_voices.yaml")
    data, _ = load_with_lines(text, Path("default_voices.yaml"))
    assert isinstance(data, dict)
    return data


def find_config(start: Path) -> Path | None:
    """The nearest voices.yaml walking up from a file or folder, or None."""
    here = start.resolve()
    if here.is_file() or not here.exists():
        here = here.parent
    for folder in (here, *here.parents):
        candidate = folder / CONFIG_NAME
        if candidate.is_file() or (candidate.exists() and not candidate.is_dir()):
            return candidate  # a pipe or a device by that name is found, to be refused with one line
    return None


def load_config(path: Path | None = None, *, near: Path | None = None) -> Config:
    """Load voices.yaml from `path`, else the nearest one to `near`, else built-in defaults.

    Whether the voices are ones the engines can use is the engines' to check
    (``narrate.voice.engines.resolve_engines``): `narrate voices` loads a voices.yaml with a
    voice not in Edge's list, because its listing is the advice for exactly that error.
    """
    if path is None and near is not None:
        path = find_config(near)
    raw = defaults()
    lines: dict[tuple[str, ...], int] = {}
    if path is not None:
        try:
            # Refused by its size before it is parsed: refusing a huge file by its nodes costs its whole parse.
            text = read_regular(path, CONFIG_MAX_BYTES).decode("utf-8-sig")
        except FileTooLarge as exc:
            raise ConfigError(
                f"{path}: {(exc.size or 0) / 1_000_000:.1f} MB is far more than settings need (at most "
                f"{CONFIG_MAX_BYTES // 1_000_000} MB); is it the right file?",
                path=path,
            ) from None
        except NotRegularFile as exc:
            raise ConfigError(
                f"{exc}; settings are read from a voices.yaml file only (never from a pipe or "
                "a device, which could block the run)",
                path=path,
            ) from None
        except FileNotFoundError:
            raise ConfigError(f"{path}: config file not found; check --config", path=path, key="--config") from None
        except (OSError, UnicodeDecodeError) as exc:
            raise ConfigError(f"{path}: cannot read config ({exc}); save it as UTF-8", path=path) from None
        user, lines = load_with_lines(text, Path(path))
        if user is None:
            user = {}
        if not isinstance(user, dict):
            raise ConfigError(f"{path}: line 1: the top level must be a mapping of settings", path=path, line=1)
        raw = merge(raw, user)
    return validate(raw, Path(path) if path else None, lines)
