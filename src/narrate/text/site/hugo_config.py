"""Hugo's configuration as Hugo reads it: every file, merged in Hugo's order, keys in lower case.

Hugo (hugolib/config.go and config/configLoader.go, 0.111; config/allconfig since 0.112, to the same
effect) reads, each over the one before, key by key into nested tables (the later file wins):

1. the site's config file: the first of ``hugo.toml``, ``hugo.yaml``, ``hugo.yml``, ``hugo.json``,
   ``config.toml`` … ``config.json`` in the site's folder;
2. every file of ``config/_default/``, then of ``config/<environment>/``: ``hugo.*`` and ``config.*``
   at the top, any other name under its own key (``params.toml`` → ``params``, ``permalinks.toml``
   → ``permalinks``), and a name with a language (``params.en.toml``, ``menus.zh-tw.toml``,
   ``hugo.en.toml``) under that language in ``languages``;
3. the ``params`` of the site's themes (``themes/<theme>/hugo.toml``…), where the site sets none;
4. the process's ``HUGO_*`` variables (``HUGO_BASEURL``, ``HUGO_PARAMS_MAINSECTIONS``: the character
   after ``HUGO`` separates the keys).

The environment is ``HUGO_ENVIRONMENT``, else ``HUGO_ENV``, else ``production`` (what ``hugo`` builds
for; ``hugo server`` is ``development``). Keys are case-insensitive: every table's keys are lower-cased,
as Hugo does.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

from ..language import lang_suffix
from .common import load_settings

__all__ = ["CONFIG_NAMES", "HugoConfig", "environment", "read_config"]

#: Hugo's config file names, in the order Hugo looks for them (hugo.* from Hugo 0.110).
CONFIG_NAMES = (
    "hugo.toml",
    "hugo.yaml",
    "hugo.yml",
    "hugo.json",
    "config.toml",
    "config.yaml",
    "config.yml",
    "config.json",
)
_SUFFIXES = (".toml", ".yaml", ".yml", ".json")
_ROOT_NAMES = ("hugo", "config")
_MAX_THEMES = 200  # theme components read for their params: far beyond a site's own


@dataclass(frozen=True)
class HugoConfig:
    """A Hugo site's settings (keys lower-cased) and the files they were read from, in order."""

    data: dict[str, Any]
    files: tuple[Path, ...]
    environment: str


def environment(environ: Mapping[str, str] | None = None) -> str:
    """The environment a `hugo` build would be for (config/<environment>/)."""
    environ = os.environ if environ is None else environ
    return environ.get("HUGO_ENVIRONMENT") or environ.get("HUGO_ENV") or "production"


def read_config(root: Path, environ: Mapping[str, str] | None = None) -> HugoConfig:
    """Hugo's settings for the site in `root`, as Hugo merges them (see the module's docstring)."""
    environ = os.environ if environ is None else environ
    env = environment(environ)
    data: dict[str, Any] = {}
    files: list[Path] = []
    first = next((root / name for name in CONFIG_NAMES if _present(root / name)), None)
    if first is not None:
        _merge(data, _lowered(load_settings(first)))
        files.append(first)
    for folder in (root / "config" / "_default", root / "config" / env):
        for path in _config_files(folder):
            _merge(data, _placed(path.name, _lowered(load_settings(path))))
            files.append(path)
    files.extend(_theme_params(root, data))
    _apply_environ(data, environ)
    return HugoConfig(data, tuple(files), env)


def _theme_params(root: Path, data: dict[str, Any]) -> list[Path]:
    """Merge the `params` of the site's themes (their own hugo.toml or config.toml, in `themesDir`) under the
    site's: Hugo takes a theme's params where the site sets none (a theme's `mainSections: [post]`). A theme
    that is a Hugo module, not a folder here, is not read. Returns the files read."""
    names = data.get("theme")
    # (the first _MAX_THEMES: a theme list of 50,000 names took 8 s of CPU in file lookups — attacks s24)
    themes = (
        [names] if isinstance(names, str) else [str(n) for n in names[:_MAX_THEMES]] if isinstance(names, list) else []
    )
    folder = root / str(data.get("themesdir") or "themes")
    read: list[Path] = []
    for theme in themes:
        path = next((folder / theme / name for name in CONFIG_NAMES if (folder / theme / name).is_file()), None)
        if path is None:
            continue
        params = _lowered(load_settings(path)).get("params")
        if isinstance(params, dict):
            merged = dict(params)
            own = data.get("params")
            _merge(merged, own if isinstance(own, dict) else {})
            data["params"] = merged
        read.append(path)
    return read


def _config_files(folder: Path) -> list[Path]:
    """The config files of a config folder and its subfolders, in the order Hugo walks them (by name)."""
    found: list[Path] = []
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return found
    for name in names:
        path = folder / name
        if path.is_dir():
            found.extend(_config_files(path))
        elif path.suffix.lower() in _SUFFIXES and _present(path):
            found.append(path)
    return found


def _present(path: Path) -> bool:
    """Whether a config file is there: a pipe or a device by that name too, for load_settings to refuse
    with one line (skipping it would build with settings the site does not have)."""
    return os.path.lexists(path) and not path.is_dir()


def _placed(filename: str, item: dict[str, Any]) -> dict[str, Any]:
    """A config folder file's settings where Hugo puts them: `hugo.toml` at the top, `params.toml` under
    `params`, `params.en.toml` under `languages.en.params` (`menus.en.toml`: `languages.en.menus`), any
    other `<name>.<lang>.toml` (`hugo.en.toml`, `languages.en.toml`) as `languages.en` itself. A file whose
    one key is its own name (`permalinks.toml` holding `[permalinks]`) is read without it (Hugo 0.112+)."""
    name = PurePosixPath(filename).stem.lower()
    if name in _ROOT_NAMES:
        return item
    base, lang = lang_suffix(name, is_lang=bool)  # any name after the last dot: Hugo's language keys are the site's
    if len(item) == 1 and base in item:
        item = item[base]
    if not lang:
        return {base: item}
    if base in ("menu", "menus", "params"):
        item = {"menus" if base == "menu" else base: item}
    return {"languages": {lang: item}}


def _lowered(value: Any) -> Any:
    """`value` with every table's keys in lower case (Hugo's config keys are case-insensitive)."""
    if isinstance(value, dict):
        return {str(k).lower(): _lowered(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_lowered(v) for v in value]
    return value


def _merge(into: dict[str, Any], new: dict[str, Any]) -> None:
    """Set `new` over `into`, table by table: a table merges into a table, anything else replaces."""
    for key, value in new.items():
        old = into.get(key)
        if isinstance(old, dict) and isinstance(value, dict):
            _merge(old, value)
        else:
            into[key] = value


def _apply_environ(data: dict[str, Any], environ: Mapping[str, str]) -> None:
    """`HUGO_BASEURL=…`, `HUGOxPARAMSxMAINSECTIONS=…`: a variable sets the key it names (the character
    after `HUGO` separates its parts); a value is read as the type the setting it replaces has."""
    for name, value in sorted(environ.items()):
        if not name.startswith("HUGO") or len(name) < 6 or name in ("HUGO_ENVIRONMENT", "HUGO_ENV"):
            continue
        parts = [p.lower() for p in name[5:].split(name[4])]
        if not all(parts):
            continue
        table = data
        for part in parts[:-1]:
            inner = table.get(part)
            if not isinstance(inner, dict):
                inner = table[part] = {} if inner is None else inner
            if not isinstance(inner, dict):
                break
            table = inner
        else:
            table[parts[-1]] = _typed(value, table.get(parts[-1]))


def _typed(value: str, like: Any) -> Any:
    """An environment variable's text as the type of the setting it replaces (bool, number, list)."""
    text = value.strip()
    if isinstance(like, bool):
        return text.lower() == "true" if text.lower() in ("true", "false") else like
    if isinstance(like, int):
        try:
            return int(text)
        except ValueError:
            return like
    if isinstance(like, list):
        inner = text.strip("[]")
        return [item.strip().strip("'\"") for item in inner.split(",") if item.strip()]
    return value
