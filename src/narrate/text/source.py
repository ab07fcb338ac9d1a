"""An article's file, read once: its bytes, how it is read, and the keys of what reading it makes.

:func:`read_source` is the one place an article's file is opened (every refusal of a file, by
name, kind, size or permissions, is made here); :func:`narrate.text.article.parse_article`
makes the Article of a Source. A caller that keeps what reading made (flow.summaries, a build's
article summaries) keys it by the Source's :attr:`~Source.key`, so it never reads or parses the
file a second time to learn whether its summary still holds.

What an Article is a function of, and so what the keys hash (with narrate's code:
narrate.records.code_digest):

- :attr:`Source.content_key` — what its body and blocks are made from: the file's bytes, the
  reading options, the reader, the versions of the libraries reading uses, and the site's data
  files filled into the text (text.site_data), the dialects its site is written in (text.dialect_sites).
  Not where the file lies.
- :attr:`Source.key` — the whole Article: the content key, and where the file lies (its path as
  given and as resolved, the content folder: its language, slug and date may come from them).

Only narrate's own readers are keyed: a plug-in's reader is code narrate does not hash, so what
it reads is never kept (both keys None).
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
from dataclasses import dataclass, replace
from pathlib import Path

from narrate import records
from narrate.config import Config
from narrate.errors import ArticleError, NotRegularFile
from narrate.inputs import FileTooLarge, read_regular
from narrate.patterns import LazyPattern

from .dialect_sites import dialect_sites
from .language import content_root, normalize_lang
from .model import MAX_BYTES, without_controls
from .readers import Reader, ReadOptions, reader_for
from .site_data import site_data

__all__ = ["LIBRARIES", "Source", "decode", "decode_any", "read_options", "read_source", "read_text"]

# The distributions whose code shapes what reading a file makes.
LIBRARIES = ("markdown-it-py", "mdit-py-plugins", "PyYAML", "pypinyin", "tomli")


@dataclass(frozen=True)
class Source:
    """An article's file as read: its bytes and how they are to be read."""

    path: Path
    data: bytes
    options: ReadOptions
    root: Path | None = None  # the content folder (a build's), None for an article given alone
    # The articles were found by walking `root` (a build: no folder link followed below it); else the
    # path was given by hand, and its folders, which may be links, are resolved in full.
    walked: bool = False

    @functools.cached_property
    def source_hash(self) -> str:
        """sha256 of the file's bytes."""
        return hashlib.sha256(self.data).hexdigest()

    @functools.cached_property
    def decoded(self) -> tuple[str, str]:
        """The file's text and the legacy encoding it was read in ("" for UTF-8): :func:`decode_any`."""
        return decode_any(self.data, self.path)

    @property
    def reader(self) -> Reader:
        """The reader of the file's suffix (ArticleError when none takes it)."""
        return reader_for(self.path)

    @functools.cached_property
    def content_key(self) -> str | None:
        """The key of the body and blocks reading makes of the file (see the module's docstring)."""
        reader = self.reader
        if not type(reader).__module__.startswith("narrate."):
            return None  # a plug-in's reader: its code is not part of the key
        try:
            return records.digest(
                records.READINGS,
                "content",
                records.libraries(*LIBRARIES),
                repr(self.options),
                type(reader).__qualname__,
                self.source_hash,
                site_data(self.path).stamp,
                ",".join(sorted(dialect_sites(self.path))),
            )
        except (OSError, RuntimeError):
            return None

    @functools.cached_property
    def key(self) -> str | None:
        """The key of the whole Article reading makes of the file (see the module's docstring)."""
        content = self.content_key
        if content is None:
            return None
        try:
            resolved = self._resolved_folder()
            root_resolved = _resolved(str(self.root)) if self.root is not None else ""
        except (OSError, RuntimeError):
            return None
        around = self.root if self.root is not None else content_root(self.path)
        return records.digest(
            records.READINGS, str(self.path), str(self.path.absolute()), resolved, str(around), root_resolved, content
        )

    def _resolved_folder(self) -> str:
        """The file's folder with links resolved: a build's articles were found by walking the content
        folder (no folder links followed below it), so that is the resolved content folder and the rest."""
        if self.root is not None and self.walked:
            with contextlib.suppress(ValueError):
                parts = self.path.parent.relative_to(self.root).parts
                if ".." not in parts and "." not in parts:
                    return "/".join((_resolved(str(self.root)), *parts))
        return str(self.path.parent.resolve())


@functools.lru_cache(maxsize=16)
def _resolved(root: str) -> str:
    # Once a process per content folder: a build asks for every one of its articles.
    return str(Path(root).resolve())


def decode(data: bytes, path: Path) -> str:
    """Decode an article's bytes as UTF-8, or refuse naming the encoding it looks like."""
    return decode_any(data, path)[0]


def decode_any(data: bytes, path: Path) -> tuple[str, str]:
    """An article's text and the legacy encoding it was read in ("" for UTF-8), its lines ended by "\\n".

    Big5, GBK, Shift-JIS, EUC-JP and EUC-KR are read when text.encoding recognizes them beyond doubt
    (the caller warns); anything else that is not UTF-8 is refused with what it looks like.
    """
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise ArticleError(
            f"{path}: file is UTF-16, not UTF-8; convert it with `iconv -f UTF-16 -t UTF-8` and try again", path=path
        )
    if b"\x00" in data[:8192]:
        utf16 = _utf16_without_bom(data[:8192])
        if utf16:
            raise ArticleError(
                f"{path}: file is {utf16} without a byte order mark, not UTF-8; "
                f"convert it with `iconv -f {utf16} -t UTF-8` and try again",
                path=path,
            )
        raise ArticleError(f"{path}: looks like a binary file, not Markdown text; check the path", path=path)
    try:
        return _lines(_fenced_plainly(data.decode("utf-8"), path)), ""
    except UnicodeDecodeError as exc:
        from .encoding import legacy_encoding

        legacy = legacy_encoding(data)
        if legacy is not None:
            return _lines(_fenced_plainly(data.decode(legacy), path)), legacy
        guess = _guess_encoding(data)
        # A CJK table charset-normalizer names that text.encoding could not confirm is a guess too
        # wrong too often to suggest (its iconv line would make mojibake).
        if guess and guess.replace("-", "_").lower() in _CJK_GUESSES:
            guess = None
        hint = f"looks like {guess}" if guess else "encoding could not be recognized"
        source = guess.upper() if guess else "<its encoding>"
        raise ArticleError(
            f"{path}: not valid UTF-8 at byte {exc.start} ({hint}); "
            f"convert it with `iconv -f {source} -t UTF-8` and try again",
            path=path,
        ) from None


_CJK_GUESSES = {
    "big5",
    "big5hkscs",
    "cp950",
    "gb2312",
    "gbk",
    "gb18030",
    "hz",
    "cp932",
    "shift_jis",
    "shift_jis_2004",
    "shift_jisx0213",
    "euc_jp",
    "euc_jis_2004",
    "euc_jisx0213",
    "iso2022_jp",
    "cp949",
    "euc_kr",
    "johab",
    "iso2022_kr",
}


def _utf16_without_bom(head: bytes) -> str | None:
    # UTF-16 text puts the zero byte of every ASCII character (markup, front matter) on
    # one side of each pair, and decodes to printable text; binary files do neither.
    head = head[: len(head) // 2 * 2]
    pairs = len(head) // 2
    if pairs < 2:
        return None
    even = head[0::2].count(0)
    odd = head[1::2].count(0)
    for name, zeros, other in (("UTF-16LE", odd, even), ("UTF-16BE", even, odd)):
        if zeros < 0.1 * pairs or zeros < 3 * other:
            continue
        try:
            text = head.decode(name.lower())
        except UnicodeDecodeError:
            continue
        printable = sum(1 for ch in text if ch.isprintable() or ch in "\r\n\t")
        if printable >= 0.95 * len(text):
            return name
    return None


def _guess_encoding(data: bytes) -> str | None:
    from charset_normalizer import from_bytes

    best = from_bytes(data[:65536]).best()
    if best is None:
        return None
    # charset-normalizer names Big5 "big5" and GBK "gb18030"/"gb2312": all fine for iconv.
    return str(best.encoding).replace("_", "-")


# Front matter fenced by a line break no generator ends a line at (NEL, LS, PS): hugo 0.111 fails the build
# ("EOF looking for end YAML front matter delimiter"), Jekyll's fence needs "\n" (the file is copied, no page).
# Read as body, its keys were said aloud and its opt-out not honoured.
_ODD_FENCE = LazyPattern(r"[\ufeff \t\r\n]*(?:---|\+\+\+)[ \t]*[\x85\u2028\u2029]")


def _fenced_plainly(text: str, path: Path) -> str:
    """`text`, unless it opens front matter with a Unicode line break after the fence (ArticleError)."""
    if _ODD_FENCE.match(text[:64]):
        raise ArticleError(
            f"{path}: front matter fenced by a Unicode line break (U+0085, U+2028 or U+2029), where Hugo and "
            "Jekyll end no line; save the file with ordinary line endings (LF)",
            path=path,
        )
    return text


def _lines(text: str) -> str:
    """`text` with every line ending a "\\n": CommonMark ends a line at CR LF, LF or a lone CR (an old Mac
    file's), and front matter is split by the same lines as the body; and without control characters
    (text.model.without_controls), before any rule reads it."""
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return without_controls(text)


def read_text(path: Path) -> str:
    """The text of the article file at `path` alone (refused as :func:`read_source` refuses it, decoded
    as an article is), for a look at a file beside the one being read (a translation's front matter)."""
    return decode(_read_bytes(Path(path)), Path(path))


def read_source(
    path: Path,
    *,
    root: Path | None = None,
    config: Config | None = None,
    footnotes: bool | None = None,
    prior: str | None = None,
    walked: bool = False,
    options: ReadOptions | None = None,
) -> Source:
    """Read the article file at `path` (refused with one line, ArticleError, as text.article.read_article
    explains). How to read it comes from `config` and the blog's own config (`options`, when the
    caller reads many files of one content folder: :func:`read_options` once); `footnotes` and
    `prior` override it (see read_article)."""
    path = Path(path)
    if options is None:
        options = read_options(config, root if root is not None else path.parent)
    if footnotes is not None:
        options = replace(options, footnotes=footnotes)
    if prior is not None:
        options = replace(options, prior=normalize_lang(prior) or options.prior)
    return Source(path, _read_bytes(path), options, root, walked)


def read_options(config: Config | None, folder: Path) -> ReadOptions:
    """How the articles in `folder` (a content folder, or an article's own) are read: voices.yaml's
    options, and the default language the blog's generator config names (text.site)."""
    return ReadOptions.for_folder(config, folder)


def _read_bytes(path: Path) -> bytes:
    if not _utf8_name(path):
        # Decided before anything is written: its slug, record and --json output could not be UTF-8.
        raise ArticleError(f"{_printable(path)}: the file name is not valid UTF-8; rename the file", path=path)
    try:
        return read_regular(path, MAX_BYTES)
    except NotRegularFile as exc:
        if exc.kind == "a folder":
            raise ArticleError(
                f"{path}: is a folder; use `narrate build {path}` for a content folder", path=path
            ) from None
        # A FIFO, device or socket named *.md would block the read forever (holding the lock).
        raise ArticleError(f"{path}: not a regular file ({exc.kind}); only files are articles", path=path) from None
    except FileTooLarge as exc:
        raise ArticleError(
            f"{path}: file is {(exc.size or 0) // (1024 * 1024)} MB, over narrate's 20 MB limit for one article",
            path=path,
        ) from None
    except FileNotFoundError:
        raise ArticleError(f"{path}: no such file; check the path", path=path) from None
    except IsADirectoryError:
        raise ArticleError(f"{path}: is a folder; use `narrate build {path}` for a content folder", path=path) from None
    except OSError as exc:
        raise ArticleError(f"{path}: cannot read ({exc.strerror or exc}); check its permissions", path=path) from None


def _utf8_name(path: Path) -> bool:
    """Whether the path's name survives as UTF-8 (a name made of undecodable bytes cannot be published)."""
    try:
        str(path).encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _printable(path: Path) -> str:
    """The path with undecodable bytes shown as escapes, for a message that must itself be valid UTF-8."""
    return str(path).encode("utf-8", "backslashreplace").decode("utf-8")
