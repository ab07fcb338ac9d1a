"""narrate's exception tree.

Callers catch at the level they need; the CLI catches :class:`NarrateError` only
and prints its message as one line (the message names the file, the problem and
the fix).

Every error carries its context as attributes too, so a caller need not parse the
message. Every class has ``path`` (the file: an article, voices.yaml, an image, an
MP3 or cached chunk, an output path), ``key`` (a setting, dotted:
``languages.en.voice``; a front matter key: ``date``; or an option/variable:
``--engine``, ``NARRATE_EDGE_URL``) and ``line`` (1-based, in ``path``); each is
None when it does not apply or is not known. Some classes add their own:

    NarrateError                   path, key, line
    ├── InputError                 the user's input is wrong (exit code 1)
    │   ├── ArticleError           an article cannot be read or has nothing to say; path = the article,
    │   │   │                      key = the front matter key, line = its line
    │   │   ├── NoProse            nothing in it would be spoken (a build skips it)
    │   │   ├── ExpansionTooLarge  its site variables expand past its budget (narrate.text.site_data)
    │   │   └── UnsupportedLanguage  its front matter names a language narrate has no voice for; + lang
    │   ├── ConfigError            voices.yaml is wrong; path, key (dotted) and line of the setting
    │   ├── ImageRefused           an image narrate will not publish; path = the image as named
    │   │                          (narrate.publish.images; feed and episode turn it into a ConfigError
    │   │                          or a warning)
    │   ├── NotRegularFile         a pipe, device, socket or folder where narrate reads a file (narrate.inputs;
    │   │                          never opened: a FIFO would block the read forever); path, + kind
    │   ├── FileTooLarge           a file over the size its reader allows (narrate.inputs; each reader says
    │   │                          it in its own words); path, + size
    │   ├── YamlTooLarge           YAML that expands or nests beyond the budget (narrate.safe_yaml; the
    │   │                          readers turn it into an ArticleError or ConfigError with the file)
    │   ├── RepeatedKey            YAML giving a key its caller decides by twice, with two values
    │   │                          (narrate.safe_yaml; front matter's reader makes it an ArticleError)
    │   ├── PluginError            an installed plug-in cannot be loaded; key = its entry point
    │   │                          (narrate.plugins)
    │   ├── TexError               a formula that is not whole TeX, or one with a part the reader has no
    │   │                          words for (narrate.text.tex; internal: the formula's cue is said instead)
    │   ├── JsxTooDeep             MDX elements nested past the reader's limit (narrate.text.jsx; internal:
    │   │                          the element is not read as one)
    │   ├── LayoutUnread           a site's shortcode layout this reading cannot follow (narrate.text.site_layouts;
    │   │                          internal: the shortcode keeps the text rules' reading)
    │   ├── MarkError              a pronunciation mark that cannot be right (narrate.config.readings;
    │   │                          internal: voices.yaml's check makes it a ConfigError naming the key)
    │   └── OptionProblem          a command-line option's value is wrong; key = the option, `--voice`
    │                              (narrate.flow.options; the CLI reports it as a usage error, exit 2)
    ├── SynthesisError             text could not be turned into audio; + engine (name), voice (the
    │   │                          engine's voice id), chunk (0-based index into the script's chunks);
    │   │                          path = the article when known
    │   ├── EngineFailure          one request to an engine failed; + kind (decides the retry), detail
    │   │                          (narrate.voice.engines.base: it needs the engines' FailureKind)
    │   ├── ServiceUnreachable     the engine's service cannot be reached at all
    │   ├── FallbackRefused        … and the next engine may not narrate a language of the episode
    │   │                          (languages.<code>.fallback; narrate.voice.fallback)
    │   ├── ChunkFailed            one chunk failed after every retry; + attempts, failure (the last
    │   │                          EngineFailure)
    │   ├── Unsplittable           a merged answer cannot be cut into its chunks (narrate.voice.merge;
    │   │                          internal: the chunks are then sent one by one)
    │   └── Incomplete             an answer stops short of its text (narrate.voice.merge; internal:
    │                              the engine turns it into an EngineFailure and asks again)
    ├── AudioError                 audio that is not what narrate can splice; path = the audio file
    │   ├── Mp3FormatError         not MPEG Layer III, or mixed formats; + offset (byte offset of the
    │   │                          bad frame, when known)
    │   ├── CorruptChunk           a cached chunk's bytes are wrong; path = the chunk file
    │   │                          (narrate.audio.assemble; the episode rejects it and runs again)
    │   └── MusicFileError         a music file (intro_audio, outro_audio, bed_audio) ffmpeg cannot decode;
    │                              path = the file (narrate.audio.music; narrate.voice.music turns it
    │                              into a ConfigError naming the key)
    └── OutputError                the output folder (or the cache) cannot be written; path = where
        └── LockHeld               another build holds the output folder; + holder (who holds it)

A new error class goes in this tree (a test checks that every exception narrate defines is
drawn here); its own attributes are annotated class attributes defaulting to None, which
every constructor takes by keyword: ``LockHeld(message, path=out, holder=who)``.

A call that breaks an API's contract (``register_engine("")``, a Synthesizer without
engines, a FrameFormat no MPEG stream can have, an unknown context attribute here) raises
ValueError or TypeError as Python's own functions do: that is a bug in the caller, not
input to report, and the CLI never turns it into a one-line message.

:meth:`NarrateError.located` fills in context a caller knows and the raiser did not;
:meth:`NarrateError.rephrased` gives the same error with another message, whatever its
class: ``raise exc.rephrased(f"{article}: {exc}", path=article) from exc``.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from typing import Any, TypeVar

E = TypeVar("E", bound="NarrateError")


class Naming(str):
    """A warning line that knows the file names it quotes (`names`), so that the place printing it escapes each as
    it escapes names (a tab as \\t, a backslash doubled): printed as plain text, 'p\\nq.md' (a backslash) and
    'p<newline>q.md' read the same (review s12 harden L2). Still a str: a warn callback taking str gets one."""

    names: tuple[str, ...] = ()


def naming(message: str, *names: object) -> str:
    """`message`, carrying the file `names` it quotes (see :class:`Naming`)."""
    line = Naming(message)
    line.names = tuple(str(name) for name in names if name is not None)
    return line


def one_line(message: str, *names: object, shown: Callable[[str, bool], str] | None = None) -> str:
    """`message` as the one line an error is printed as: each run of white space one space, except inside the
    `names` it quotes (file names), which are kept as they are. A name with a newline or a tab, collapsed with the
    rest, read as another file's name ('x<newline>y.md' as 'x y.md': review s11 harden L3); the place that prints
    it escapes it as it escapes names. `shown(piece, is_name)` renders each piece (default: as it is)."""
    kept = sorted({str(name) for name in names if name is not None and str(name)}, key=len, reverse=True)
    render = shown or (lambda piece, is_name: piece)
    pieces, at = [], 0
    for found in re.finditer("|".join(map(re.escape, kept)), message) if kept else ():
        pieces += [render(_spaced(message[at : found.start()]), False), render(found.group(), True)]
        at = found.end()
    pieces.append(render(_spaced(message[at:]), False))
    return "".join(pieces).strip(" ")


def _spaced(text: str) -> str:
    """`text` with each run of white space one space (one at either end kept, so a name stays apart)."""
    inner = " ".join(text.split())
    if not inner:
        return " " if text else ""
    return (" " if text[0].isspace() else "") + inner + (" " if text[-1].isspace() else "")


def _rebuilt(cls: type[E], args: tuple[Any, ...], state: dict[str, Any]) -> E:
    error = cls.__new__(cls, *args)
    error.args = args
    error.__dict__.update(state)
    return error


class NarrateError(Exception):
    """Base of every error narrate raises on purpose; `path`, `key` and `line` say where, when known."""

    # The context: each class declares its own here, with None for "not known". The constructor
    # takes any of them by keyword, so a subclass names an attribute once and needs no __init__.
    path: object = None  # the file (an article, voices.yaml, an output path), as given
    key: str | None = None  # the setting, dotted: "languages.en.voice"
    line: int | None = None  # 1-based line in `path`

    def __init__(self, message: str = "", **context: Any) -> None:
        super().__init__(message)
        for name, value in context.items():
            if name.startswith("_") or not hasattr(type(self), name) or callable(getattr(type(self), name)):
                raise TypeError(f"{type(self).__name__} has no context attribute {name!r}")
            setattr(self, name, value)

    def __reduce__(self) -> tuple[Any, ...]:
        # Copied and pickled by its message and attributes: a subclass's constructor (EngineFailure's
        # kind and detail) need not be called again, so every class copies and crosses processes alike.
        return _rebuilt, (type(self), self.args, self.__dict__)

    def located(self: E, **context: Any) -> E:
        """This error, each of `context` filled in where it is None: what a caller knows and the raiser
        did not (the synthesizer knows the chunk an engine's failure was about; an episode, its article)."""
        for name, value in context.items():
            if getattr(self, name, None) is None:
                setattr(self, name, value)
        return self

    def rephrased(self: E, message: str, **context: Any) -> E:
        """A copy of this error with `message`, its attributes kept and `context` filled in (see `located`).

        A copy, not a new instance: a subclass's own constructor (EngineFailure's kind and
        detail, CorruptChunk's path and problem) need not be known to add the article's name.
        """
        clone = copy.copy(self)
        clone.args = (message,)
        clone.__cause__ = self
        return clone.located(**context)


class InputError(NarrateError):
    """The user's input is wrong."""


class ArticleError(InputError):
    """An article cannot be read or has no prose to narrate; `path` is the article, `key` a front matter key."""


class NoProse(ArticleError):
    """Nothing in the article would be spoken: only code, tables, images, or a heading that is its title."""


class ExpansionTooLarge(ArticleError):
    """The site's variables would add more to an article than its budget (text.site_data.Budget)."""


class UnsupportedLanguage(ArticleError):
    """The writer says the article is in a language narrate has no voice for; `lang` is the tag given."""

    lang: str | None = None  # the tag as the writer gave it: "tlh"


class NotRegularFile(InputError):
    """A pipe, device, socket or folder where narrate reads a file (an article, voices.yaml, a site's config)."""

    kind: str | None = None  # what it is instead: "a named pipe", "a device", "a socket", "a folder"


class FileTooLarge(InputError):
    """A file over the size its reader allows; `size` is its size in bytes (at least)."""

    size: int | None = None


class ConfigError(InputError):
    """voices.yaml (or another config file) is wrong; `path`, `key` and `line` name the setting."""


class SynthesisError(NarrateError):
    """Text could not be turned into audio; `engine`, `voice` and `chunk` say which request, when known."""

    engine: str | None = None  # the engine's name: "edge", "espeak"
    voice: str | None = None  # the engine's voice id: "en-US-AriaNeural"
    chunk: int | None = None  # 0-based index into the script's chunks (the first, for a merged request)


class ServiceUnreachable(SynthesisError):
    """The online speech service cannot be reached at all."""


class FallbackRefused(SynthesisError):
    """The first engine cannot be reached and the next may not narrate a language of the episode
    (voices.yaml's `languages.<code>.fallback`, or it would name letters instead of reading them)."""


class ChunkFailed(SynthesisError):
    """One chunk failed after every retry; `attempts` were made and `failure` was the last one's error."""

    attempts: int | None = None
    failure: SynthesisError | None = None


class AudioError(NarrateError):
    """Audio that narrate cannot splice; `path` is the audio file, when known."""


class Mp3FormatError(AudioError):
    """Data that is not MPEG Layer III audio of the expected format; `offset` is where the bad frame starts."""

    offset: int | None = None  # bytes from the start of the data


class OutputError(NarrateError):
    """The output folder (or the chunk cache) cannot be written; `path` is where."""


class LockHeld(OutputError):
    """Another build holds the lock on the output folder; `holder` says who (command, pid, host, since)."""

    holder: str | None = None  # "narrate build (pid 4242 on host, since 2026-01-01T09:00:00)"
