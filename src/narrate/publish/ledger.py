"""The ledger: the files narrate wrote in an output folder, so that it writes and removes only those.

An output folder is often shared: a hand-made ``index.html`` or ``about.html``, the site's own
``en/notes.html`` or ``en/notes.mp3`` (``--out`` may be the folder a site serves), a ``cover.jpg``
beside the ``cover.png`` narrate publishes. narrate writes only where nothing else is: before a
file is written in its place, and before one is removed, :meth:`Ledger.foreign` says whether what
is there is narrate's. A file is narrate's when

* it carries narrate's generator mark, for the kinds of file that have one (pages, feeds,
  episodes.json, an episode's player data, the player's files: see :func:`mark_of`), the mark
  being what decides (a page the site put in place of narrate's has none; an older version's has
  it); or, for the files that cannot carry one (MP3s, transcripts, chapters, images),
* the ledger names it, or the manifest record of its episode does (an episode's MP3 and sidecars,
  before they were recorded here).

Anything else there (the site's file, a link, a folder, a pipe) is not narrate's: the write that
would replace it stops with one line, and a removal passes it by.

A file of a kind without a mark that the site replaced by its own after narrate wrote it (a recording
of its own as ``en/notes.mp3``, a hand-made transcript) is named by the ledger all the same, so the
ledger also keeps each such file's stamp as narrate wrote it (``.stamps.json``: its size and sha256);
one that no longer matches is not narrate's. A file without a stamp (written before stamps were kept,
or by a build whose stamps were lost) is judged as before.

The stamps are kept in memory while a command writes the folder and saved once, when it ends (a build of N
articles rewrote the whole table once per article: O(N²) I/O). So that a build killed between articles loses
none, each stamp kept, and each dropped, is also appended as a line to ``manifest/.stamps.journal``; the next
command (or a reader meanwhile) reads it on top of the table, and folds it in. The stamps also name each episode's record narrate
wrote in ``manifest/``: such a record is narrate's whatever its bytes become (truncated, a merge conflict), and is
rebuilt; a file there that narrate did not write is narrate's only when it has the shape of its record of that name.

While a command writes the folder, :func:`guarding` puts the ledger at the last step of every write
(narrate.atomic's guard): what is at the path at that moment must still be free or narrate's, so a
file the site put there after narrate checked (while the episode was being synthesized) is not
replaced; and each file written there gets its stamp.

``DIR/manifest/.written.json``: a sorted JSON list of paths relative to DIR. A path is added just
*before* narrate writes its file (a claim): a build killed between writing an episode's first file
and its record must not leave narrate's own files looking like someone else's. The list is kept the
stamps' way: while a command writes the folder, each claim (and each path let go) is appended as a line to
``manifest/.written.journal`` and flushed to disk before the episode's files are written, and the list is
saved once when the command ends (rewritten whole at each claim, a first build of N articles was O(N²) I/O:
21 s CPU of 2,000 articles). The next command reads a killed one's journal on top of the list, and folds it in.

A folder built by a version before the ledger has none: the first build seeds it with what narrate
can tell is its own (pages with its mark, the channel image its feeds name, the images its records
name), and the rules above cover the rest.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import json
import os
import re
import stat
import threading
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from narrate import atomic
from narrate.errors import NarrateError, OutputError

from . import folded_names
from .manifest import Manifest, Record

__all__ = ["Ledger", "StampsRead", "guarding", "mark_of", "stamp_of", "written_by_narrate"]

_NAME = ".written.json"
_STAMPS = ".stamps.json"
_JOURNAL = ".stamps.journal"
_LIST_JOURNAL = ".written.journal"  # claims since the list was last saved (see the module's docstring)
_ADOPTED = ".adopted.json"  # the files plug-in publishers wrote through narrate (Ledger.adopt)
_ADOPTED_FORMAT = "narrate-adopted-1"
# folder → stamps of files written by this process, not yet saved in the table (None: the stamp was dropped)
_pending: dict[str, dict[str, str | None]] = {}
_journals: dict[str, int] = {}  # folder → the journal this process appends to, open while it writes there
# folder → the paths this process claimed (True) or let go (False) since it last saved the list, and the journal
# of them it appends to (open while it writes there)
_listed: dict[str, dict[str, bool]] = {}
_list_journals: dict[str, int] = {}
# folder → the list's paths as this process knows them, and what on disk they were read from (Ledger._load); and
# the frozen copy known() gave of that set, until a claim changes it
_known_sets: dict[str, tuple[tuple[object, ...], set[str]]] = {}
_frozen: dict[str, tuple[set[str], frozenset[str]]] = {}
# folder → a snapshot of narrate's paths (known()) and every folder above one of them, made once a snapshot: twin()
# asks "narrate's, or a folder of narrate's?" of each spelling that differs (review s13 harden M2)
_folders: dict[str, tuple[frozenset[str], frozenset[str]]] = {}
# folder → what was at each path this process claimed, when it claimed it (its stamp; "" nothing): a file that
# appears or changes there before narrate writes it is not narrate's. Kept in memory only: a killed build's
# claims must not make its own files look like someone else's to the next one.
_claims: dict[str, dict[str, str]] = {}
# folder → the stamp of each file writing() saw about to be put in place, for wrote() (not read twice)
_intents: dict[str, dict[str, str]] = {}
_depth: dict[str, int] = {}  # folder → how many guarding() blocks are open on it
# A file read (the ledger, the stamps) → (its stat when read, its JSON): the guard asks at every write, and a
# file narrate saves is a new file (atomic), so an unchanged stat is unchanged content.
_parsed: dict[str, tuple[tuple[int, int, int], Any]] = {}


def _read_json(path: Path, info: os.stat_result, shape: Callable[[Any], Any]) -> Any:
    """`shape` of the JSON of the regular file at `path` whose lstat is `info` (ValueError, OSError as json
    and open do); the caller must not change what it gets."""
    key = (info.st_ino, info.st_size, info.st_mtime_ns)
    cached = _parsed.get(str(path))
    if cached is not None and cached[0] == key:
        return cached[1]
    try:
        data = shape(json.loads(path.read_text(encoding="utf-8")))
    except RecursionError:  # brackets nested past the parser's depth (review s11 harden M3): as unreadable
        raise ValueError(f"{path}: nested too deeply to be narrate's") from None
    if len(_parsed) > 64:
        _parsed.clear()
    _parsed[str(path)] = (key, data)
    return data


def _read_json_lines(path: Path, info: os.stat_result, lines: Callable[[bytes], Any] | None = None) -> Any:
    """What a journal's lines keep (`lines`, :func:`_journal_lines` by default), kept by its stat like
    _read_json's (OSError as open does)."""
    key = (info.st_ino, info.st_size, info.st_mtime_ns)
    cached = _parsed.get(str(path))
    if cached is not None and cached[0] == key:
        return cached[1]
    with open(path, "rb", opener=_no_block) as handle:
        data = (lines or _journal_lines)(handle.read(_RECORD_MAX))
    _parsed[str(path)] = (key, data)
    return data


def _paths(data: Any) -> frozenset[str] | None:
    return frozenset(item for item in data if isinstance(item, str)) if isinstance(data, list) else None


def _stamp_table(data: Any) -> dict[str, str]:
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, str)}


def _journal_lines(data: bytes) -> dict[str, str | None] | None:
    """The stamps a journal's complete lines keep (None: dropped), the later line winning; None when no line is
    one of narrate's (the file is then not narrate's journal). A line that is not one of narrate's among lines
    that are (torn by a full disk, review s11 harden L1) is skipped, not the whole journal; so is a last line cut
    short by a kill. A line is a flat object: one nested past the parser's depth is no line of narrate's (M3)."""
    return _entries(data, _journal_line)


def _list_lines(data: bytes) -> dict[str, bool] | None:
    """The paths a journal of the list's claims names (True: claimed, False: let go), the later line winning;
    None when no line is one of narrate's. Lines are read as :func:`_journal_lines` reads the stamps'."""
    return _entries(data, _list_line)


def _apply(known: set[str], changes: dict[str, bool]) -> None:
    """Claim (True) or let go (False) each path of `changes` in `known`."""
    for path, listed in changes.items():
        if listed:
            known.add(path)
        else:
            known.discard(path)


def _entries(data: bytes, parse: Callable[[bytes], dict[Any, Any] | None]) -> dict[Any, Any] | None:
    """What the complete lines of a journal keep, each line read by `parse` (None: not a line of narrate's)."""
    found: dict[Any, Any] = {}
    lines = data.split(b"\n")[:-1]
    good = 0
    for line in lines:
        entry = parse(line)
        if entry is not None:
            found.update(entry)
            good += 1
    return found if good or not lines else None


def _list_line(line: bytes) -> dict[str, bool] | None:
    """The paths one line of the list's journal claims or lets go ({"listed": [...], "unlisted": [...]})."""
    if not line.startswith(b'{"'):
        return None
    try:
        entry = json.loads(line)
    except (ValueError, RecursionError):
        return None
    if not isinstance(entry, dict) or not entry or not entry.keys() <= {"listed", "unlisted"}:
        return None
    changes: dict[str, bool] = {}
    for key, listed in (("listed", True), ("unlisted", False)):
        paths = entry.get(key, [])
        if not isinstance(paths, list) or not all(isinstance(p, str) for p in paths):
            return None
        changes.update(dict.fromkeys(paths, listed))
    return changes


def _journal_line(line: bytes) -> dict[str, str | None] | None:
    """The stamps one journal line keeps, or None when it is not a line of narrate's."""
    if not line.startswith(b'{"') and line != b"{}":
        return None  # (narrate's lines are objects: a nest of brackets is never parsed)
    try:
        entry = json.loads(line)
    except (ValueError, RecursionError):
        return None
    if not isinstance(entry, dict):
        return None
    for value in entry.values():
        if value is not None and not (isinstance(value, str) and _STAMP_VALUE.fullmatch(value)):
            return None
    return entry


_lock = threading.Lock()  # episodes are assembled concurrently; one read-modify-write at a time

# narrate's generator mark in each kind of file that can carry one, and how far into the file it is.
_HTML = b'<meta name="generator" content="narrate'
_JSON = b'"generator": "narrate '
_FEED = b"<generator>narrate "
_PLAYER = re.compile(rb"(?:/\*|//) <?narrate")  # how each of the player's files begins: "/* narrate-player: …"


def mark_of(path: Path) -> tuple[bytes | re.Pattern[bytes], int] | None:
    """(the mark, the bytes to read for it) narrate's files of `path`'s kind carry (a pattern the file must
    begin with, for the player's files); None for kinds that carry none (MP3, transcripts, chapters, images)."""
    name = path.name
    if name.endswith(".html"):
        return _HTML, 65536  # in the head, after the page's description and its social cards' tags
    if name == "feed.xml":
        return _FEED, 65536  # after the channel's title and description (at most 4,000 bytes each)
    if name == "episodes.json" or name.endswith(".episode.json"):
        return _JSON, 4096
    if path.parent.name == "player" and name.endswith((".js", ".css")):
        return _PLAYER, 0  # the first line of each of the player's files says whose it is
    return None


def written_by_narrate(path: Path) -> bool:
    """Whether a file carries narrate's generator mark (a page, a feed, episodes.json, a player file)."""
    mark, reach = mark_of(path) or (_HTML, 65536)
    try:
        with open(path, "rb", opener=_no_block) as handle:
            if isinstance(mark, re.Pattern):
                return mark.match(handle.read(64)) is not None
            return mark in handle.read(reach)
    except OSError:
        return False


def _no_block(name: str, flags: int) -> int:
    # A pipe planted under a page's name must not block the read (nothing but a file is read anyway).
    return os.open(name, flags | getattr(os, "O_NONBLOCK", 0))


# The most of a file in the manifest folder read to tell whether it is one of narrate's records: the ledger
# of a blog of thousands of episodes is a few hundred KB.
_RECORD_MAX = 64 << 20


# The keys every manifest record has had since the first (Manifest's Record: its fields without a default).
_RECORD_KEYS = frozenset(
    f.name
    for f in dataclasses.fields(Record)
    if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
)
_RECORD_PATH = re.compile(r"manifest/[^/.][^/]*/[^/.][^/]*\.json")  # an episode's record (Manifest.path)
# A stamp: a file's size and sha256; while narrate makes a file, the files it may be after a kill, "|" between
# them (none: "", nothing there is narrate's) — see Ledger.add and Ledger.writing.
_STAMP_VALUE = re.compile(r"(?:[0-9]+:[0-9a-f]{64}(?:\|[0-9]+:[0-9a-f]{64})*)?")


def _narrates_shape(relative: str, data: Any) -> bool:
    """Whether `data`, the JSON of the file at `relative` in the manifest folder, has the shape of narrate's
    record of that name: an episode's record has a Record's keys, the ledger is a list of paths, the stamps a
    table of stamps, any other file of narrate's there (.published.json) says its format ("narrate-…")."""
    if _RECORD_PATH.fullmatch(relative):
        return isinstance(data, dict) and _RECORD_KEYS <= data.keys()
    if relative == f"manifest/{_NAME}":
        return isinstance(data, list) and all(isinstance(item, str) for item in data)
    if relative == f"manifest/{_STAMPS}":
        return isinstance(data, dict) and all(
            isinstance(v, str) and _STAMP_VALUE.fullmatch(v) is not None for v in data.values()
        )
    return isinstance(data, dict) and isinstance(data.get("format"), str) and data["format"].startswith("narrate-")


def _bookkeeping(path: Path, relative: str) -> bool:
    """Whether the file at `path` (`relative` to the output folder) in the manifest folder is one of narrate's
    records by its shape (:func:`_narrates_shape`). Anything else there (text, the site's own JSON, a link, a
    folder, a pipe) is not."""
    try:
        info = os.lstat(path)
        if not stat.S_ISREG(info.st_mode) or info.st_size > _RECORD_MAX:
            return False
        with open(path, "rb", opener=_no_block) as handle:
            return _narrates_shape(relative, json.loads(handle.read()))
    except (OSError, ValueError, RecursionError):
        return False


def stamp_of(path: Path) -> str | None:
    """`path`'s stamp: its size and sha256 ("SIZE:HEX"), or None when it is no regular file."""
    digest = hashlib.sha256()
    try:
        with open(path, "rb", opener=_no_block) as handle:
            info = os.fstat(handle.fileno())
            if not stat.S_ISREG(info.st_mode):
                return None
            while block := handle.read(1 << 20):
                digest.update(block)
    except OSError:
        return None
    return f"{info.st_size}:{digest.hexdigest()}"


#: What one look of the ledger read of the files it judged (relative path → stamp, "?": no regular file), handed to
#: the look that follows it in the same step (the claim after the plan's last look, the look before the rename): an
#: MP3 of several MB is read whole for its stamp, and two looks one instant apart need not read it twice.
StampsRead = dict[str, str]


def _read(path: Path, relative: str, readings: StampsRead | None) -> str:
    """`path`'s stamp ("?": no regular file) as the step's earlier look read it, else read now (and kept in
    `readings` for the next look)."""
    if readings is not None and relative in readings:
        return readings[relative]
    stamp = stamp_of(path) or "?"
    if readings is not None:
        readings[relative] = stamp
    return stamp


def _twin_line(other: Path, path: Path, what: str) -> str:
    return (
        f"{other} is not narrate's and is one file with {path} on a disk that ignores case or Unicode form "
        f"(macOS, Windows); it is left as it is and {what} is not written there: rename or move it to let "
        "narrate write there"
    )


@contextlib.contextmanager
def guarding(root: Path, warn: Callable[[str], None] | None = None) -> Iterator[None]:
    """While the block runs, every write under `root` is checked by its ledger at the last moment (see the
    module's docstring) and stamped; the stamps are saved when it ends. The ledger's own files found as
    something else (a folder, a pipe) are kept and said to `warn` once: without them narrate cannot tell
    its files from the site's as well, and nothing else would say why."""
    ledger = Ledger(root)
    twin = ledger.manifest_twin()
    if twin is not None:
        raise OutputError(
            f"{twin} is not narrate's and is one folder with {ledger.root / 'manifest'} (where narrate keeps its "
            "records) on a disk that ignores case or Unicode form (macOS, Windows); it is left as it is and nothing "
            "is written: rename or move it to let narrate write there"
        )
    if warn is not None:
        for line in ledger.unusable():
            warn(line)
    with _lock:
        _depth[ledger._key] = _depth.get(ledger._key, 0) + 1
    try:
        with atomic.guarded(root, ledger), atomic._vouched():
            try:
                yield
            finally:
                ledger.save()  # (guarded: a site's file in the list's or the table's place is left as it is)
    finally:
        with _lock:
            _depth[ledger._key] -= 1
            if not _depth[ledger._key]:
                del _depth[ledger._key]
                folded_names.forget(ledger.root)
                _intents.pop(ledger._key, None)
                _claims.pop(ledger._key, None)  # the command is over: its claims are the ledger's alone
                ledger._close_journal()


class Ledger:
    """The files narrate wrote under one output folder (beyond those its manifest records name)."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self.path = self.root / "manifest" / _NAME
        self.stamps_path = self.root / "manifest" / _STAMPS
        self.journal_path = self.root / "manifest" / _JOURNAL
        self.list_journal_path = self.root / "manifest" / _LIST_JOURNAL
        self.adopted_path = self.root / "manifest" / _ADOPTED
        self._key = os.path.abspath(self.root)

    def unusable(self) -> list[str]:
        """A warning line for each of the ledger's own files that is there but no regular file, and for each of
        its bookkeeping files (the stamps, their journal, the adopted list) that narrate cannot read (review s11
        harden M3: one nested past the parser's depth failed every article with "please report this")."""
        lines = []
        readers: tuple[tuple[Path, Callable[[os.stat_result], object]], ...] = (
            (self.stamps_path, lambda info: _read_json(self.stamps_path, info, _stamp_table)),
            (self.journal_path, lambda info: self._leftover()),
            (self.list_journal_path, lambda info: self._list_leftover()),
            (self.adopted_path, lambda info: _read_json(self.adopted_path, info, lambda d: d)),
        )
        for path, read in readers:
            try:
                info = os.lstat(path)
                unread = stat.S_ISREG(info.st_mode) and read(info) is None
            except OSError:
                continue
            except ValueError:
                unread = True
            if unread:
                lines.append(
                    f"warning: {path}: not readable as narrate's bookkeeping, and set aside (narrate keeps its "
                    "stamps without it); remove it and narrate rebuilds it"
                )
        # Each of them found as a folder, a pipe or a link (review s11 harden L1: a journal or the adopted list of
        # another kind was set aside without a word). Only lstat is asked: a pipe is never opened, so never waited on.
        for path, what in (
            (self.path, "record of what it wrote"),
            (self.stamps_path, "record of what it wrote"),
            (self.list_journal_path, "journal of the files it is about to write"),
            (self.journal_path, "journal of its files' stamps"),
            (self.adopted_path, "list of the files plug-in publishers wrote"),
        ):
            try:
                mode = os.lstat(path).st_mode
            except OSError:
                continue
            if not stat.S_ISREG(mode):
                kind = "folder" if stat.S_ISDIR(mode) else "link" if stat.S_ISLNK(mode) else "special file"
                lines.append(
                    f"warning: {path}: a {kind}, not narrate's {what}; it is left as it is and narrate keeps no "
                    "record there (move it away so narrate can tell its files from the site's)"
                )
        return lines

    def _relative(self, path: Path) -> str | None:
        """`path` as the list names it: relative to the folder, with `/` (None: outside it, never narrate's).

        A build asks it some 20 times an article (the claim, and each write's guard: the refusal, the look at
        what is there, the stamp); a Path made and compared part by part each time was a tenth of a --force
        build's own CPU (s13 speed), where two absolute paths compared as strings answer the same."""
        full, root = os.path.abspath(path), os.path.abspath(self.root)
        if os.sep != "/" or os.altsep is not None:  # (Windows: drive letters and case, as pathlib knows them)
            try:
                return Path(full).relative_to(root).as_posix()
            except ValueError:
                return None
        if full == root:
            return "."
        if full.startswith("//") != root.startswith("//"):
            return None  # POSIX's `//` is a root of its own (normpath keeps it), never inside `/`
        inside = root if root.endswith("/") else root + "/"
        return full[len(inside) :] if full.startswith(inside) else None

    def _load(self) -> set[str]:
        """Every path the list names: as saved, then a killed command's journal, then this process's claims
        (call holding _lock; the set is this folder's kept one: change it only as _list does, by claims).

        Kept per folder while what it was read from is unchanged on disk (the list's stat, and that of a journal
        this process does not write), and updated by each claim as it comes (:meth:`_list`): rebuilt at every
        question, it made a command's questions O(N²) in its claims (review s12 harden L3: 4,000 claims with a
        question each, 6.3 s of CPU)."""
        signature = self._signature()
        kept = _known_sets.get(self._key)
        if signature is not None and kept is not None and kept[0] == signature:
            return kept[1]
        known = self._saved()
        if self._key not in _list_journals:
            left = self._list_leftover()
            if left:
                _apply(known, left)
        pending = _listed.get(self._key)
        if pending:
            _apply(known, pending)
        if signature is None:
            _known_sets.pop(self._key, None)
        else:
            _known_sets[self._key] = (signature, known)
        return known

    def _signature(self) -> tuple[object, ...] | None:
        """What the kept set was read from, as it is on disk now: the list's stat and, unless this process writes
        it, the claims' journal's (None: no list narrate reads, so the set is a seed, which looks at the folder's
        pages and feeds each time and is not kept)."""
        try:
            info = os.lstat(self.path)
        except OSError:
            return None
        if not stat.S_ISREG(info.st_mode):
            return None
        journal: tuple[int, int, int] | None = None
        if self._key not in _list_journals:
            with contextlib.suppress(OSError):
                left = os.lstat(self.list_journal_path)
                journal = (left.st_ino, left.st_size, left.st_mtime_ns)
        return (info.st_ino, info.st_size, info.st_mtime_ns, journal)

    def _saved(self) -> set[str]:
        """The list as saved (seeded when there is none, or none narrate can read)."""
        try:
            info = os.lstat(self.path)
            if not stat.S_ISREG(info.st_mode):
                return self._seed()  # a pipe or a folder by the ledger's name: never read
            data = _read_json(self.path, info, _paths)
        except FileNotFoundError:
            return self._seed()
        except (OSError, ValueError):
            return self._seed()  # unreadable: what narrate can tell is its own, as for a first build
        if data is None:
            return self._seed()
        return set(data)

    def _seed(self) -> set[str]:
        """What an output folder written before the ledger holds of narrate's (see the module's docstring)."""
        known: set[str] = set()
        root = self.root
        if written_by_narrate(root / "index.html"):
            known.add("index.html")
        feeds = b""
        langs: set[str] = set()
        try:
            langs = {p.parent.name for p in Manifest(root).root.glob("*/*.json")}
        except OSError:
            pass
        for lang in sorted(langs):
            folder = root / lang
            try:
                if stat.S_ISREG(os.lstat(folder / "feed.xml").st_mode):
                    feeds += (folder / "feed.xml").read_bytes()
            except OSError:
                pass
            try:
                pages = sorted(p for p in folder.glob("*.html") if p.is_file() and not p.is_symlink())
            except OSError:
                pages = []
            known.update(f"{lang}/{p.name}" for p in pages if written_by_narrate(p))
        for suffix in (".png", ".jpg"):
            if f"/cover{suffix}".encode() in feeds:
                known.add(f"cover{suffix}")
        for record in Manifest(root).records():
            if record.image and "://" not in record.image:
                known.add(f"{record.lang}/{record.image}")
        return known

    def _save(self, known: set[str]) -> bool:
        """Save the list; False when it cannot be (not recorded: such a file is kept, never removed, by the next
        build, which is safe)."""
        try:
            atomic.write_if_changed(self.path, json.dumps(sorted(known), ensure_ascii=False, indent=0).encode())
        except (OSError, NarrateError):
            return False
        return True

    def _list(self, changes: dict[str, bool]) -> None:
        """Claim (True) or let go (False) paths: while a command writes the folder, in memory and in the journal,
        on disk before this returns (a claim must outlast a kill, or a power cut, before the files it names are
        written); else, or when the journal cannot take it, in the list at once (call holding _lock)."""
        _listed.setdefault(self._key, {}).update(changes)
        kept = _known_sets.get(self._key)
        if kept is not None:  # (the kept set takes the claims as they come: see _load)
            _apply(kept[1], changes)
            _frozen.pop(self._key, None)
        fd = self._list_journal() if _depth.get(self._key) else None
        if fd is None:
            self._save_list()
            return
        named = {"listed": sorted(p for p, on in changes.items() if on)}
        named["unlisted"] = sorted(p for p, on in changes.items() if not on)
        line = json.dumps({k: v for k, v in named.items() if v}, ensure_ascii=False, separators=(",", ":"))
        data = line.encode() + b"\n"
        try:
            if os.write(fd, data) != len(data):  # a short write (a full disk): the torn line ended, the list saved
                os.write(fd, b"\n")
                self._save_list()
                return
            getattr(os, "fdatasync", os.fsync)(fd)
        except OSError:
            self._save_list()

    def _list_journal(self) -> int | None:
        """The journal of claims this command appends to, opened on first use (a killed command's is folded into
        the list first); None when the manifest folder leads elsewhere or the journal's name holds something not
        narrate's (left as it is, and said by unusable(): the list is then saved at each claim, as before)."""
        fd = _list_journals.get(self._key)
        if fd is not None:
            return fd
        path = self.list_journal_path
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            real, root = os.path.realpath(path.parent), os.path.realpath(self.root)
            if not real.startswith(root.rstrip(os.sep) + os.sep):
                return None
            if os.path.lexists(path):
                left = self._list_leftover()
                if left is None:
                    return None
                if left and not self._save(self._load()):
                    return None  # the list cannot be saved: the journal stays, the one place its claims are
                path.unlink()
            flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_APPEND | getattr(os, "O_NOFOLLOW", 0)
            fd = os.open(path, flags | getattr(os, "O_CLOEXEC", 0), 0o644)
            # The journal's name in its folder is on disk too, or a power cut loses it and its claims with it (a
            # claim is fdatasync'd, which syncs the file, not the folder entry: review s12 harden L4).
            atomic._fsync_dir(path.parent)
        except (OSError, NarrateError):
            return None
        _list_journals[self._key] = fd
        return fd

    def _list_leftover(self) -> dict[str, bool] | None:
        """What a journal of claims left by a killed command names (None: there is none, or it is not narrate's)."""
        try:
            info = os.lstat(self.list_journal_path)
            if not stat.S_ISREG(info.st_mode) or info.st_size > _RECORD_MAX:
                return None
            left: dict[str, bool] | None = _read_json_lines(self.list_journal_path, info, _list_lines)
        except (OSError, ValueError):
            return None
        return left

    def _save_list(self) -> None:
        """Fold the claims kept in memory into the list and empty the journal (call holding _lock)."""
        pending = _listed.pop(self._key, None)
        # A killed command's journal this one never opened (it claimed nothing new) is folded in too: left, it
        # would be read at every question of every later command.
        left = None if self._key in _list_journals else self._list_leftover()
        if not pending and not left:
            return
        known = self._load()
        _apply(known, pending or {})
        if not self._save(known):
            if pending:
                _listed[self._key] = pending  # unsaved: kept in memory and in the journal, for the next save
            return
        fd = _list_journals.get(self._key)
        if fd is not None:
            with contextlib.suppress(OSError):
                os.ftruncate(fd, 0)
        elif left is not None:  # folded into the list just written: it must not speak again
            with contextlib.suppress(OSError):
                self.list_journal_path.unlink()
        signature = self._signature()  # (the list just saved is the set as kept)
        if signature is not None:
            _known_sets[self._key] = (signature, known)

    def known(self) -> frozenset[str]:
        """Every path narrate recorded (relative to the folder), seeded on first use."""
        with _lock:
            known = self._load()
            if not self.path.exists():
                self._save(known)  # the seed, kept: later builds do not guess again
            return self._frozen(known)

    def peek(self) -> frozenset[str]:
        """What known() says, without keeping a seed: for questions that must write nothing (`narrate script`)."""
        with _lock:
            return self._frozen(self._load())

    def _frozen(self, known: set[str]) -> frozenset[str]:
        """`known` frozen, the copy kept beside the kept set until a claim changes it (call holding _lock)."""
        kept = _known_sets.get(self._key)
        if kept is None or kept[1] is not known:
            return frozenset(known)
        frozen = _frozen.get(self._key)
        if frozen is None or frozen[0] is not known:
            frozen = _frozen[self._key] = (known, frozenset(known))
        return frozen[1]

    def foreign(
        self,
        path: Path,
        known: frozenset[str] | None = None,
        *,
        recorded: bool = False,
        readings: StampsRead | None = None,
    ) -> bool:
        """Whether something narrate did not write is at `path`, or, nothing there, at a twin of it on a disk
        that ignores case or Unicode form (:meth:`twin`: the site's `Notes.mp3` for narrate's `notes.mp3`): True
        then too, so False is not "free": only a missing path with no twin is False.

        `recorded`: the manifest record of the episode `path` belongs to names it. `known` a snapshot
        from known(). `readings`: stamps read by this step's earlier look, and kept for its next (StampsRead).
        A link, a folder or a pipe is never narrate's; a file of a kind that carries narrate's mark is
        narrate's when it carries it; any other file when the ledger or its record names it.
        """
        try:
            info = os.lstat(path)
        except FileNotFoundError:
            return self.twin(path, known) is not None
        except OSError:
            return True  # cannot tell: not narrate's to replace
        if not stat.S_ISREG(info.st_mode):
            return True
        if mark_of(Path(path)) is not None:
            return not written_by_narrate(Path(path)) and not self._adopted(Path(path), known)
        relative = self._relative(path)
        if relative is not None and self._replaced(relative, path, info.st_size, readings):
            return True
        if recorded:
            return False
        return relative is None or relative not in (self.known() if known is None else known)

    def adopt(self, paths: Iterable[str]) -> None:
        """Name as narrate's the files a plug-in publisher just wrote through narrate (narrate.atomic under
        confinement), each with its stamp: a page of its, which carries no generator mark of narrate's, was
        refused as the site's on the next build that changed it (review s10 harden, low); while it stays as
        written, it is narrate's to replace."""
        stamps: dict[str, str | None] = {}
        for path in paths:
            relative = self._relative(Path(path))
            if relative is not None and not relative.startswith("manifest/"):
                stamps[relative] = stamp_of(Path(path))
        stamps = {k: v for k, v in stamps.items() if v is not None}
        if not stamps:
            return
        with _lock:
            known = self._load()
            if not self.path.exists():
                self._save(known)
            if not stamps.keys() <= known:
                self._list(dict.fromkeys(stamps.keys() - known, True))
            self._keep(stamps)
        adopted = self.adopted()
        if not stamps.keys() <= adopted:
            self._save_adopted(adopted | stamps.keys())

    def _unadopt(self, names: set[str]) -> None:
        """`names` are narrate's own now (claimed or removed by narrate): no longer a plug-in's to write again
        (publisher._narrates asks plugins() first). The files gone go from the list too."""
        adopted = self.adopted()
        if names & adopted:
            self._save_adopted(adopted - names)

    def _save_adopted(self, paths: Iterable[str]) -> None:
        """Save the list of adopted files, those still there."""
        kept = sorted(p for p in paths if os.path.lexists(self.root / p))
        data = {"format": _ADOPTED_FORMAT, "paths": kept}
        with contextlib.suppress(OSError, NarrateError):  # not kept: refused as the site's, as before
            atomic.write_if_changed(self.adopted_path, json.dumps(data, indent=0).encode())

    def adopted(self) -> frozenset[str]:
        """The files plug-in publishers wrote through narrate (relative paths; :meth:`adopt`)."""
        try:
            info = os.lstat(self.adopted_path)
            if not stat.S_ISREG(info.st_mode):
                return frozenset()
            data = _read_json(self.adopted_path, info, lambda d: d)
        except (OSError, ValueError):
            return frozenset()
        if not isinstance(data, dict) or data.get("format") != _ADOPTED_FORMAT:
            return frozenset()
        return frozenset(p for p in data.get("paths", ()) if isinstance(p, str))

    def plugins(self, path: Path, known: frozenset[str] | None = None) -> bool:
        """Whether `path` is a file a plug-in publisher wrote through narrate, still as it wrote it: its to
        write again, never narrate's own."""
        relative = self._relative(path)
        return relative is not None and relative in self.adopted() and self._adopted(path, known)

    def _adopted(self, path: Path, known: frozenset[str] | None) -> bool:
        """Whether `path`, of a kind that carries narrate's mark but without it, is a plug-in's file :meth:`adopt`
        named, still as written."""
        relative = self._relative(path)
        if relative is None or relative not in (self.known() if known is None else known):
            return False
        with _lock:
            stamp = self._stamp(relative)
        return stamp is not None and stamp_of(path) == stamp

    def vouches(self, record: Path) -> bool:
        """Whether the manifest record at `record` is narrate's, so that it may speak for its episode's files (a
        file it names is narrate's): its stamp says narrate wrote it, or the folder keeps no stamps (built before
        them). A record made by hand or merged in from elsewhere names files the ledger alone may vouch for."""
        relative = self._relative(record)
        with _lock:
            table = self._table()
            pending = _pending.get(self._key, {})
            mine = relative is not None and (
                pending[relative] is not None if relative in pending else relative in table
            )
            stamps = bool(table) or any(value is not None for value in pending.values())
        if stamps:
            return mine
        # No stamp at all: a folder built before stamps were kept, if it has no stamps file. One that is there but
        # unreadable (a merge's conflict markers, a folder in its place) vouches for nothing: the records are the
        # ones a merge brought in as much as narrate's, and the ledger alone speaks for their files.
        return not os.path.lexists(self.stamps_path)

    def twin(
        self, path: Path, known: frozenset[str] | None = None, listings: folded_names.Listings | None = None
    ) -> Path | None:
        """The site's file or folder that is one with `path` (or a folder on its way) on a disk that ignores case
        or Unicode form, spelled otherwise (narrate.publish.folded_names); None when there is none."""
        names = self.known() if known is None else known

        def narrates(relative: str) -> bool:
            return relative in names or relative in self._folders_of(names)

        return folded_names.twin(self.root, path, narrates, keep=bool(_depth.get(self._key)), listings=listings)

    def _folders_of(self, names: frozenset[str]) -> frozenset[str]:
        """Every folder above a path of `names` (relative, '/'-joined), made once for the snapshot `names`, not
        once a question: a scan of the ledger at each spelling that differs (a site's `EN/` beside narrate's
        `en/`) made planning quadratic in the site's size (review s13 harden M2)."""
        with _lock:
            kept = _folders.get(self._key)
        if kept is not None and kept[0] is names:
            return kept[1]
        folders: set[str] = set()
        for name in names:
            cut = name.rfind("/")
            while cut > 0:
                folder = name[:cut]
                if folder in folders:
                    break  # (its own folders are in already)
                folders.add(folder)
                cut = name.rfind("/", 0, cut)
        frozen = frozenset(folders)
        with _lock:
            _folders[self._key] = (names, frozen)
        return frozen

    def blocked(
        self, path: Path, what: str, known: frozenset[str] | None = None, *, readings: StampsRead | None = None
    ) -> str | None:
        """The one line to give when something narrate did not write is at `path`, where it would write
        `what` ("the en feed"); None when it may write there. `readings`: as foreign's."""
        if not self.foreign(path, known, readings=readings):
            return None
        if not os.path.lexists(path):
            other = self.twin(path, known)
            if other is not None:
                return _twin_line(other, path, what)
        if self._relative(path) in self.adopted():
            return (
                f"{path} is not narrate's (a plug-in publisher's file, changed since it wrote it) and is left as "
                f"it is; {what} is not written there: move that file to let narrate write it"
            )
        return (
            f"{path} is not narrate's (the site's own file, or one put in place of narrate's) and is left as "
            f"it is; {what} is not written there: move that file to let narrate write it"
        )

    def knows(self, path: Path, known: frozenset[str] | None = None) -> bool:
        """Whether narrate wrote `path` (so may remove or replace it): the ledger names it, and a file of a
        kind that carries narrate's mark still carries it; `known` a snapshot from known()."""
        relative = self._relative(path)
        if relative is None or relative not in (self.known() if known is None else known):
            return False
        if mark_of(Path(path)) is None:
            return not self._replaced(relative, path)
        return not self.foreign(path, known)

    def add(self, paths: Iterable[Path], readings: StampsRead | None = None) -> None:
        """Record files narrate is about to write, or just wrote (their stamps kept as :meth:`_claim_stamps` says
        until they are written). `readings`: what the look just before the claim read of them (StampsRead)."""
        names = {r for r in (self._relative(p) for p in paths) if r is not None}
        if not names:
            return
        # What is at each path of a kind without narrate's mark, as it is claimed ("": nothing): a file that
        # appears or changes there before narrate writes it is not narrate's (refusal), nor after a kill.
        claims = {
            relative: _read(self.root / relative, relative, readings) if os.path.lexists(self.root / relative) else ""
            for relative in names
            if mark_of(self.root / relative) is None
        }
        with _lock:
            known = self._load()
            if not self.path.exists():
                self._save(known)  # the seed, kept: later builds do not guess again
            # The claims' stamps are journaled before the claims themselves: a kill between the two must not leave a
            # path listed with no word of what may be there (attacks s13: killed as the claim appeared, the site's
            # file put there next was still taken for narrate's). (A file a plug-in wrote through narrate (adopt), of
            # a kind that carries narrate's mark, keeps its stamp: it says the file is narrate's while it is as
            # written, until narrate's own lands there and wrote() drops it: review s11 harden M1.)
            # (On disk, too, before the claim: a power cut must not keep the claim's line and lose its stamps'
            # (review s13 harden M1); one fdatasync a claim, not one a file, and none when nothing new is claimed.)
            if _depth.get(self._key):
                stamps = self._claim_stamps(claims)
                if stamps:
                    self._keep(stamps, durable=not names <= known)
                _claims.setdefault(self._key, {}).update(claims)
            else:
                # No guard open (narrate's episode pipeline called as a library, outside guarding()): nothing will
                # stamp what is written (writing() and wrote() are the guard's), so a claim's "nothing there" would
                # stay the path's stamp and refuse narrate's own file on the next build. The claim drops the old
                # stamps instead, and the list judges, as before the claim stamps (s13 CI:
                # tests/audio/test_episode_splicing.py::test_a_current_episode_is_not_rebuilt).
                self._forget_stamps(set(claims))
            if not names <= known:
                self._list(dict.fromkeys(names - known, True))
        self._unadopt(names)

    def _claim_stamps(self, claims: dict[str, str]) -> dict[str, str | None]:
        """The stamps of the claimed paths of `claims` (what is at each now: "" nothing) that change, before narrate
        writes them (call holding _lock): the files that may be there, and be narrate's, if this command is
        killed before it stamps what it writes. Nothing there: "" (a file there after a kill is not narrate's: a
        path claimed and never written took the site's file put there afterwards for narrate's, s12 harden's
        "left"); narrate's file as stamped: its stamp; a file there without a stamp (a folder built before
        stamps): none, judged by the list as before. A file there that is not one narrate stamped (the site's put in
        its place, of the same size or not) keeps the stamps it had, so the look at the write refuses it: dropping
        them let the list judge, and the list names the path as narrate's (s14 review-harden LOW 1, s14-speed's
        note: a claim and a write with no look of the plan's before them wrote over the site's file)."""
        stamps: dict[str, str | None] = {}
        for name, now in claims.items():
            if name.startswith("manifest/"):
                continue
            kept = self._stamp(name)
            if not now:
                stamps[name] = ""
            elif kept is not None and now in kept.split("|"):
                stamps[name] = now
        return {name: stamp for name, stamp in stamps.items() if stamp != self._stamp(name)}

    def writing(self, path: Path, tmp: Path) -> None:
        """The guard's word before `tmp` is put at `path`: the stamp `path` will have is added to those its claim
        kept, and journaled, so a kill between the rename and :meth:`wrote` leaves narrate's file its own."""
        relative = self._relative(path)
        if relative is None or relative.startswith("manifest/") or mark_of(Path(path)) is not None:
            return
        with _lock:
            kept = self._stamp(relative)
        if kept is None:
            return  # no stamp kept: the list judges, as before
        stamp = stamp_of(tmp)
        if stamp is None:
            return
        with _lock:
            _intents.setdefault(self._key, {})[relative] = stamp
            # (on disk before the rename: a power cut that keeps the rename and loses this line would leave
            # narrate's own new file judged the site's: review s13 harden M1)
            self._keep({relative: "|".join(filter(None, [*kept.split("|"), stamp]))}, durable=True)

    def discard(self, paths: Iterable[Path]) -> None:
        """Forget files narrate removed."""
        names = {r for r in (self._relative(p) for p in paths) if r is not None}
        with _lock:
            known = self._load()
            if names & known:
                self._list(dict.fromkeys(names & known, False))
            self._forget_stamps(names)
        self._unadopt(names)

    # --- narrate.atomic's guard, and the stamps

    def refusal(self, path: Path) -> str | None:
        """The one line that stops a write of `path` now (atomic's guard): something there narrate did not
        write. In the manifest folder, narrate's bookkeeping, a file is narrate's when narrate wrote it there (its
        stamp names an episode's record, whatever its bytes now are: a truncated record or a merge conflict is
        rebuilt) or it has the shape of narrate's record of its name (:func:`_bookkeeping`): a site's file
        there on a first build has not."""
        relative = self._relative(path)
        if relative is None:
            return None
        if not os.path.lexists(path):
            other = self._manifest_twin(path) if relative.startswith("manifest/") else self.twin(path)
            return None if other is None else _twin_line(other, path, "narrate's new file")
        if relative.startswith("manifest/"):
            if _RECORD_PATH.fullmatch(relative) and os.path.isfile(path) and not os.path.islink(path):
                with _lock:
                    if self._stamp(relative) is not None:
                        return None
            if _bookkeeping(Path(path), relative):
                return None
            return (
                f"{path} is not narrate's (none of its records: the site's own file, or one put in place of "
                "narrate's) and is left as it is; move it to let narrate keep its records there"
            )
        with _lock:
            claimed = _claims.get(self._key, {}).get(relative)
        # One reading of what is there answers both questions: whether it changed since the claim, and whether it
        # is still what narrate's stamps say it wrote (each read the whole file, one instant apart).
        readings: StampsRead = {}
        if claimed is not None and _read(path, relative, readings) != claimed:
            return (
                f"{path} appeared or changed while narrate was making its own file there, and is left as it is; "
                "move it to let narrate write there"
            )
        return self.blocked(path, "narrate's new file", readings=readings)

    def manifest_twin(self) -> Path | None:
        """The site's folder (or file) that is one with the manifest folder, where narrate keeps its records, on a
        disk that ignores case or Unicode form (the site's `MANIFEST/`), while narrate has none of its own there:
        None when there is none (attacks s23 `s23_a_written_name_folds_to_a_sites_file`)."""
        if os.path.lexists(self.root / "manifest"):
            return None
        return self._manifest_twin(self.root / "manifest" / _LIST_JOURNAL)

    def _manifest_twin(self, path: Path) -> Path | None:
        """The site's file or folder that is one with the manifest path `path` (narrate's bookkeeping) on a folding
        disk, spelled otherwise: the site's `MANIFEST/en/notes.json` is narrate's record there (attacks s23
        `s23_a_written_name_folds_to_a_sites_file`). Asked without the ledger's lock (the ledger's own writes ask it
        holding it): narrate spells its manifest folder one way, so no other spelling there is narrate's."""
        return folded_names.twin(self.root, path, lambda relative: False, keep=bool(_depth.get(self._key)))

    def wrote(self, path: Path) -> None:
        """Keep the stamp of a file narrate just wrote (of a kind without a mark), saved by save_stamps()."""
        relative = self._relative(path)
        if relative is None:
            return
        if mark_of(Path(path)) is not None:
            with _lock:  # an adopted file's stamp (see add): narrate's own, marked, is there now
                if self._stamp(relative) is not None:
                    self._keep({relative: None})
            return
        if relative.startswith("manifest/") and not _RECORD_PATH.fullmatch(relative):
            return  # the ledger's own files are judged by their shape (and stamping the stamps would never end)
        with _lock:
            intended = _intents.get(self._key, {}).pop(relative, None)
        stamp = intended or stamp_of(Path(path))  # (what writing() read of the file just put there)
        if stamp is not None:
            with _lock:
                self._keep({relative: stamp})
                if relative in _claims.get(self._key, {}):
                    _claims[self._key][relative] = stamp

    def save_stamps(self) -> None:
        """Save the stamps kept and dropped since the last save in the table (its journal then emptied)."""
        with _lock:
            self._save_stamps()

    def save(self) -> None:
        """Save the list's claims and the stamps kept since the last save (their journals then emptied)."""
        with _lock:
            self._save_list()
            self._save_stamps()

    def _table(self) -> dict[str, str]:
        """The stamps saved in the table, and in a journal no command of this process is writing (a killed
        build's): what this process keeps meanwhile is in _pending (call holding _lock; do not change it)."""
        stamps: dict[str, str] = {}
        try:
            info = os.lstat(self.stamps_path)
            if stat.S_ISREG(info.st_mode):
                stamps = _read_json(self.stamps_path, info, _stamp_table)
        except (OSError, ValueError):
            pass
        if self._key not in _journals:
            left = self._leftover()
            if left:
                stamps = {k: v for k, v in {**stamps, **left}.items() if v is not None}
        return stamps

    def _leftover(self) -> dict[str, str | None] | None:
        """What a journal left by a killed command keeps (None: there is none, or it is not narrate's)."""
        try:
            info = os.lstat(self.journal_path)
            if not stat.S_ISREG(info.st_mode) or info.st_size > _RECORD_MAX:
                return None
            left: dict[str, str | None] | None = _read_json_lines(self.journal_path, info)
        except (OSError, ValueError):
            return None
        return left

    def _stamp(self, relative: str) -> str | None:
        """The stamp narrate keeps for `relative` (call holding _lock)."""
        pending = _pending.get(self._key)
        if pending is not None and relative in pending:
            return pending[relative]
        return self._table().get(relative)

    def _keep(self, stamps: dict[str, str | None], *, durable: bool = False) -> None:
        """Keep (or, None, drop) stamps: in memory and in the journal while a command writes the folder, else in
        the table at once (call holding _lock). `durable`: the journal's line is on disk before this returns
        (fdatasync), for a line that must outlast a power cut ahead of what follows it (a claim, a rename)."""
        _pending.setdefault(self._key, {}).update(stamps)
        fd = self._journal() if _depth.get(self._key) else None
        if fd is None:
            self._save_stamps()
            return
        line = json.dumps(stamps, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"
        try:
            if os.write(fd, line) != len(line):  # a short write (a full disk): part of a line went in (review s11
                os.write(fd, b"\n")  # harden L1); ended here, the torn line is skipped on reading, not the next
                self._save_stamps()
            elif durable:
                getattr(os, "fdatasync", os.fsync)(fd)
        except OSError:
            self._save_stamps()  # a full disk: the table, as before journals

    def _journal(self) -> int | None:
        """The journal this command appends to, opened on first use: a killed command's left there is folded
        into the table first. None when the manifest folder leads elsewhere or the journal's name holds
        something not narrate's (left as it is: the stamps are then saved in the table each time)."""
        fd = _journals.get(self._key)
        if fd is not None:
            return fd
        folder = self.journal_path.parent
        try:
            folder.mkdir(parents=True, exist_ok=True)
            real, root = os.path.realpath(folder), os.path.realpath(self.root)
            if not real.startswith(root.rstrip(os.sep) + os.sep):
                return None
            if os.path.lexists(self.journal_path):
                left = self._leftover()
                if left is None:
                    return None
                if left and not self._write_table({k: v for k, v in self._table().items() if v is not None}):
                    return None  # the table cannot be saved: the journal stays, the one place its stamps are
                self.journal_path.unlink()
            flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_APPEND | getattr(os, "O_NOFOLLOW", 0)
            fd = os.open(self.journal_path, flags | getattr(os, "O_CLOEXEC", 0), 0o644)
            atomic._fsync_dir(self.journal_path.parent)  # (its name on disk, as the list's journal: review s12 L4)
        except (OSError, NarrateError):
            return None
        _journals[self._key] = fd
        return fd

    def _close_journal(self) -> None:
        """The command is over and its claims and stamps saved: their journals go, those whose every line is
        saved (call holding _lock; one not saved stays, for the next command to fold in)."""
        for journals, pending, path in (
            (_journals, _pending, self.journal_path),
            (_list_journals, _listed, self.list_journal_path),
        ):
            fd = journals.pop(self._key, None)
            if fd is None:
                continue
            os.close(fd)
            if self._key not in pending:
                with contextlib.suppress(OSError):
                    path.unlink()

    def _save_stamps(self) -> None:
        """Fold the stamps kept in memory into the table and empty the journal (call holding _lock)."""
        pending = _pending.pop(self._key, {})
        if not pending:
            return
        table = self._table()
        stamps = {k: v for k, v in {**table, **pending}.items() if v is not None}
        if stamps != table and not self._write_table(stamps):
            _pending[self._key] = pending  # unsaved: kept in memory and in the journal, for the next save
            return
        fd = _journals.get(self._key)
        if fd is not None:
            with contextlib.suppress(OSError):
                os.ftruncate(fd, 0)
        elif self._leftover():  # folded into the table just written (_table reads it): it must not speak again
            with contextlib.suppress(OSError):
                self.journal_path.unlink()

    def _write_table(self, stamps: dict[str, str]) -> bool:
        try:
            atomic.write_if_changed(self.stamps_path, json.dumps(stamps, sort_keys=True, indent=0).encode())
        except (OSError, NarrateError):
            return False  # unsaved stamps: those files are judged by the ledger alone, as before
        return True

    def _forget_stamps(self, names: set[str]) -> None:
        """Drop the stamps of `names` (call holding _lock)."""
        dropped: dict[str, str | None] = {name: None for name in names if self._stamp(name) is not None}
        if dropped:
            self._keep(dropped)

    def _replaced(self, relative: str, path: Path, size: int | None = None, readings: StampsRead | None = None) -> bool:
        """Whether the file at `path` is not what narrate wrote there by its stamp (none kept: False); `readings`:
        as foreign's."""
        with _lock:
            stamp = self._stamp(relative)
        if stamp is None or not os.path.lexists(path):
            return False
        stamps = stamp.split("|") if stamp else []
        if size is not None and not any(s.startswith(f"{size}:") for s in stamps):
            return True
        return _read(path, relative, readings) not in stamps

    def remove(self, path: Path) -> bool:
        """Delete `path` if narrate wrote it (and forget it); True if it is gone."""
        try:
            gone = atomic.remove_if_still(path, self.knows)
        except OSError:
            return False
        if gone:
            self.discard([path])
        return gone
