"""voices.yaml: voices, lexicons, pauses, cues and feed settings.

A user's voices.yaml is merged key by key over the built-in defaults
(``default_voices.yaml`` in this package). Every error names the file, the key
path and the line, so a writer can fix it without reading code.

The parts, each a module: ``catalogue`` (the languages and voices Edge offers, from the
snapshot shipped with narrate), ``model`` (the settings as frozen dataclasses, and
``Config``), ``yaml_lines`` (the YAML loader that keeps each key's line), ``load``
(finding voices.yaml and merging it over the defaults), ``validate`` (a table from each
top-level key to its validator) with ``languages``, ``music`` and ``feed`` for the larger
sections, and ``checks`` (the error that names file, key and line), and ``readings`` (pronunciation marks
compiled into what the voice is sent, and narrate's default table of them). Import from
``narrate.config``; the names below are the ones the rest of narrate uses.
"""

from __future__ import annotations

from . import yaml_lines
from .catalogue import (
    LANGS,
    NO_FALLBACK,
    all_langs,
    default_voice,
    edge_languages,
    edge_snapshot,
    edge_voice_problem,
    lang_of_locale,
)
from .checks import template_problem
from .feed import ARTICLE_URL_FIELDS
from .languages import INTRO_FIELDS, LANGUAGE_KEYS
from .load import CONFIG_MAX_BYTES, CONFIG_NAME, find_config, load_config
from .model import (
    ANCHOR_STYLES,
    AUTO_ENGINES,
    LOUDNESS_MODES,
    PERSON_ROLES,
    SITE_GENERATORS,
    BuildSettings,
    Config,
    FeedSettings,
    LanguageSettings,
    LoudnessMode,
    MusicFile,
    MusicSettings,
    Pauses,
    Person,
    Reading,
    SiteSettings,
    Voice,
)
from .music import MUSIC_FILE_KEYS, MUSIC_MAX_BYTES

__all__ = [
    "ANCHOR_STYLES",
    "ARTICLE_URL_FIELDS",
    "AUTO_ENGINES",
    "CONFIG_MAX_BYTES",
    "CONFIG_NAME",
    "INTRO_FIELDS",
    "LANGS",
    "LANGUAGE_KEYS",
    "LOUDNESS_MODES",
    "MUSIC_FILE_KEYS",
    "MUSIC_MAX_BYTES",
    "NO_FALLBACK",
    "PERSON_ROLES",
    "SITE_GENERATORS",
    "BuildSettings",
    "Config",
    "FeedSettings",
    "LanguageSettings",
    "LoudnessMode",
    "MusicFile",
    "MusicSettings",
    "Pauses",
    "Person",
    "Reading",
    "SiteSettings",
    "Voice",
    "all_langs",
    "default_voice",
    "edge_languages",
    "edge_snapshot",
    "edge_voice_problem",
    "find_config",
    "lang_of_locale",
    "load_config",
    "template_problem",
]

# The two YAML parsers under the names they had before
# the package (tests/text/test_odd_input.py compares them).
_LineLoader = yaml_lines.LineLoader
_load_with = yaml_lines.load_with
_load_with_lines = yaml_lines.load_with_lines
