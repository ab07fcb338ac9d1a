"""narrate's exception tree.

Callers catch at the level they need; the CLI catches :class:`NarrateError` only
and prints its message as one line (the message names the file, the problem and
the fix).

Every error carries its context as attributes too — ``path`` (the file), ``key``
(a setting, e.g. ``languages.en.voice``) and ``line`` — so a caller need not parse
the message.

    NarrateError
    ├── InputError                 the user's input is wrong (exit code 1)
    │   ├── ArticleError           an article cannot be read or has nothing to say
    │   │   ├── NoProse            nothing in it would be spoken (a build skips it)
    │   │   └── UnsupportedLanguage  its front matter names a language narrate has no voice for
    │   └── ConfigError            voices.yaml is wrong (names the file, key and line)
    ├── SynthesisError             text could not be turned into audio
    │   ├── EngineFailure          one request to an engine failed; `kind` decides the retry
    │   │                          (narrate.voice.engines.base: it needs the engines' FailureKind)
    │   ├── ServiceUnreachable     the Edge service cannot be reached at all
    │   └── ChunkFailed            one chunk failed after every retry
    ├── AudioError                 audio that is not what narrate can splice
    │   └── Mp3FormatError         not MPEG Layer III, or mixed formats
    └── OutputError                the output folder cannot be written
        └── LockHeld               another build holds the output folder
"""

from __future__ import annotations


class NarrateError(Exception):
    """Base of every error narrate raises on purpose; `path`, `key` and `line` say where, when known."""

    def __init__(self, message: str = "", *, path: object = None, key: str | None = None,
                 line: int | None = None) -> None:
        super().__init__(message)
        self.path = path  # the file (an article, voices.yaml, an output path), as given
        self.key = key  # the setting, dotted: "languages.en.voice"
        self.line = line  # 1-based line in `path`


class InputError(NarrateError):
    """The user's input is wrong."""


class ArticleError(InputError):
    """An article cannot be read or has no prose to narrate."""


class NoProse(ArticleError):
    """Nothing in the article would be spoken: only code, tables, images, or a heading that is its title."""


class UnsupportedLanguage(ArticleError):
    """The writer says the article is in a language narrate has no voice for."""


class ConfigError(InputError):
    """voices.yaml (or another config file) is wrong."""


class SynthesisError(NarrateError):
    """Text could not be turned into audio."""


class ServiceUnreachable(SynthesisError):
    """The online speech service cannot be reached at all."""


class ChunkFailed(SynthesisError):
    """One chunk failed after every retry."""


class AudioError(NarrateError):
    """Audio that narrate cannot splice."""


class Mp3FormatError(AudioError):
    """Data that is not MPEG Layer III audio of the expected format."""


class OutputError(NarrateError):
    """The output folder cannot be written."""


class LockHeld(OutputError):
    """Another build holds the lock on the output folder."""
