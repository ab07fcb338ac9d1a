"""Atomic file writes: a final path never holds a half-written file.

Write to a temporary file in the same folder, flush and fsync it, then rename it
over the final path (atomic on POSIX and Windows), and fsync the folder so the
rename survives a power cut. On any error the temporary file is removed.

In a folder under a guard (:func:`guarded`: the output folder, while a command writes it) the
rename is the last place a write is checked: the guard says whether what is at the path now may be
replaced (a file that appeared, or changed, since narrate decided to write there may not), a path
with nothing there is claimed without replacing (a hard link, which fails if a file appeared
meanwhile), and the guard hears of each file written. A file the guard allowed is replaced in one step that
keeps the path filled (Linux: exchanged with the temporary file by renameat2 RENAME_EXCHANGE, then swapped back if
what came out is not the file the guard looked at; elsewhere the plain rename): readers see the old file or the new.

`sync=False` keeps the rename (no reader ever sees half a file) and skips both fsyncs: for
files a power cut may lose, because they are checked before use and made again when missing
or wrong (the chunk cache's entries). The last answers of a cold run store dozens of chunks
at once, and their four fsyncs each were most of the time between the last answer and the episode.

:func:`batch` writes many files durably at the cost of a few fsyncs, not two a file (the listening pages and
player data of every episode, written in one go): every temporary file of the batch is written, then all are
flushed at once (one syncfs of their file system on Linux; a per-file fsync elsewhere), then each is renamed
over its path as above, then each distinct folder is fsynced. A file's data is thus on disk before its rename,
as with a single write: a power cut leaves at each path the old file or the new one, never a torn one.
"""

from __future__ import annotations

import contextlib
import contextvars
import ctypes
import dataclasses
import errno
import functools
import os
import re
import secrets
import stat
import sys
import tempfile
import threading
import weakref
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import IO, TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from concurrent.futures import Future, ThreadPoolExecutor

from .errors import OutputError

__all__ = [
    "TEMPORARY_MARK",
    "Batch",
    "Guard",
    "atomic_path",
    "atomic_writer",
    "batch",
    "confined",
    "guarded",
    "own_folder",
    "remove_if_still",
    "remove_stale_temporaries",
    "write_bytes",
    "write_if_changed",
    "write_text",
]


@functools.lru_cache(maxsize=1)
def _file_mode() -> int:
    """The mode a plain open() would give a new file: 0666 minus the umask.

    mkstemp creates files readable by the owner only; published files must be readable by
    the web server. Read once, on the first write (never at import): from /proc where Linux
    shows it, else by setting and restoring the umask.
    """
    with contextlib.suppress(OSError, ValueError):
        for line in Path("/proc/self/status").read_text(encoding="ascii").splitlines():
            if line.startswith("Umask:"):
                return 0o666 & ~int(line.split()[1], 8)
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return  # not supported here (e.g. Windows); the rename itself is still atomic
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


class Guard(Protocol):
    """What decides, at the moment of writing, whether a file in a guarded folder may be replaced."""

    def refusal(self, path: Path) -> str | None:
        """The one line to stop the write of `path` with (what is there now is not the writer's), or None."""

    def writing(self, path: Path, tmp: Path) -> None:
        """`tmp` holds what is about to be put at `path` (the write was allowed): a kill before `wrote` must not
        make the next command take narrate's file for another's, or another's for narrate's."""

    def wrote(self, path: Path) -> None:
        """`path` now holds what was just written."""


_GUARDS: dict[str, Guard] = {}  # absolute folder → its guard, while a command writes there


@contextlib.contextmanager
def guarded(folder: Path, guard: Guard) -> Iterator[None]:
    """Every atomic write under `folder` asks `guard` before it replaces anything, while the block runs."""
    key = os.path.abspath(folder)
    previous = _GUARDS.get(key)
    _GUARDS[key] = guard
    try:
        yield
    finally:
        if previous is None:
            _GUARDS.pop(key, None)
        else:
            _GUARDS[key] = previous


class _Own:
    """The guard of a folder whose files are its owner's alone: nothing refused, nothing stamped, and a file that
    appeared meanwhile is replaced (in the chunk cache that is another worker writing the same key, so the same
    content: refusing it failed an article whose chunk a sibling article shared)."""

    def refusal(self, path: Path) -> str | None:
        return None

    def writing(self, path: Path, tmp: Path) -> None:
        return None

    def wrote(self, path: Path) -> None:
        return None


def own_folder(folder: Path) -> None:
    """Writes under `folder` (narrate's chunk cache) are its owner's: never judged by the guard of a folder it
    lies in, as when the cache is inside the output folder. The nearest guarded folder decides a write."""
    _GUARDS.setdefault(os.path.abspath(folder), _Own())


def _guarded_folder(path: Path) -> str | None:
    """The nearest guarded folder `path` lies in (absolute, as registered), or None."""
    if not _GUARDS:
        return None
    folder = os.path.abspath(path.parent)
    while True:
        if folder in _GUARDS:
            return folder
        parent = os.path.dirname(folder)
        if parent == folder:
            return None
        folder = parent


def _guard_of(path: Path) -> Guard | None:
    folder = _guarded_folder(path)
    return None if folder is None else _GUARDS[folder]


# Where a block of someone else's code (a plug-in publisher) may write through this module, while it runs, and
# which paths there are not that code's to write (narrate's own files).
#
# A thread does not inherit a context (a plug-in's ThreadPoolExecutor, Thread or Timer wrote over narrate's feed and
# outside the output: review s9 #3), and holding only the threads born while a block runs, only while it runs, left
# two ways round (review s10 harden, HIGH ×2): a thread the plug-in leaves running that writes after publish()
# returns, and a thread that existed before the block (a shared executor the plug-in reuses). So bounds are kept per
# thread for the thread's life, for the block's threads: those started while it runs by the thread running it or by
# a held thread (Thread.start wrapped while a block or a held thread may start one); the work they hand to a thread
# pool (ThreadPoolExecutor.submit wrapped alike: the job runs held, whichever thread of the pool runs it, so a
# shared executor that existed before the block is no way round, and its thread is not held for other work); and
# the threads a plug-in's own code started while it was loaded (:func:`_loading`: a worker it starts at import and
# feeds through a queue), held to whatever block runs when they write, refused when none does. Any other thread —
# the application's own, writing its own files while a publication runs in another — is not the block's and is
# never held (review s11 harden M2: every thread that wrote during a block was held, then for good). When the block
# ends its threads are held for good — a write of such a thread after the block is refused outright (narrate's
# publication is over and its ledger no longer guards the folder). narrate's own work is told apart by context, not
# by thread: :func:`_vouched` (entered by every command that writes an output folder, and copied into the threads
# asyncio.to_thread runs) lets a held thread write again while narrate itself runs in it.
@dataclasses.dataclass(frozen=True)
class _Bounds:
    """Where one held thread may write: inside `folder`, at no path `kept` names; `over`: not at all (its
    block has ended)."""

    folder: str
    kept: Callable[[Path], bool] | None
    over: bool = False
    # What the block's writers wrote (absolute paths), for the ledger to name as narrate's: a plug-in's page
    # written through narrate is narrate's to replace on the next build (review s10 harden, low).
    written: list[str] = dataclasses.field(default_factory=list, compare=False)


_CONFINED: contextvars.ContextVar[_Bounds | None] = contextvars.ContextVar("narrate_atomic_confined", default=None)
_VOUCHED: contextvars.ContextVar[bool] = contextvars.ContextVar("narrate_atomic_vouched", default=False)
_LOADING: contextvars.ContextVar[bool] = contextvars.ContextVar("narrate_atomic_loading", default=False)
_SUBMITTING: contextvars.ContextVar[bool] = contextvars.ContextVar("narrate_atomic_submitting", default=False)
# The bounds of a thread a plug-in's code started while it was loaded: those of the block running when it writes.
_LOADED = _Bounds("", None, over=True)
_HELD: weakref.WeakKeyDictionary[threading.Thread, _Bounds] = weakref.WeakKeyDictionary()
_BLOCKS: list[tuple[_Bounds, threading.Thread]] = []  # the confined blocks running, innermost last
# The writes refused because no publication was running any more (a plug-in's thread or pool job, late): no caller
# is left to report them (a pool job's goes to a Future nobody reads: review s12 harden L1), so the command reads
# them here at its exit, says each in one line and exits 1.
_LATE_REFUSALS: list[OutputError] = []
_HOLDING = threading.RLock()  # _HELD and _BLOCKS; and a held thread's last check with its rename (_rename)


@contextlib.contextmanager
def confined(folder: Path, kept: Callable[[Path], bool] | None = None) -> Iterator[list[str]]:
    """Every write through this module, while the block runs (in this thread or task, and in every other thread
    not running narrate's own work), lies inside `folder` (links resolved) and at no path `kept` names, or is
    refused in one line; and every thread of the block (started while it ran by this thread or by a held one, or
    that wrote through this module meanwhile, the main thread excepted) may write nothing through this module
    afterwards (unless narrate's own work runs in it: :func:`_vouched`). What a plug-in publisher writes
    through narrate lands in the output folder while it publishes, never over a file of the user's elsewhere nor
    over narrate's own (an episode, a feed, a record), and never later. It gives the list of the files written
    through it meanwhile (absolute paths)."""
    bounds = _Bounds(os.path.realpath(folder), kept)
    runner = threading.current_thread()
    with _HOLDING:
        _hold_starts()
    token = _CONFINED.set(bounds)
    with _HOLDING:
        _BLOCKS.append((bounds, runner))
    try:
        yield bounds.written
    finally:
        with _HOLDING:
            _BLOCKS.remove((bounds, runner))
            over = dataclasses.replace(bounds, over=True)
            for thread, held in list(_HELD.items()):
                if held is bounds and thread is not runner and not _running_block(thread):
                    _HELD[thread] = over
            _release_start()
        _CONFINED.reset(token)


# What narrate wraps to know a thread's starter and a job's submitter, each as it was when narrate wrapped it, and
# whether narrate's wrapper is in the attribute's chain now (review s12 harden H1: an application's wrapper put on
# top of narrate's, as OpenTelemetry's ThreadingInstrumentor does, was taken as "the original" at the next
# publication, and narrate's wrapper then called theirs, which called narrate's: RecursionError in every pool of the
# process). narrate wraps only when its wrapper is not in the chain, takes what is there then (never a chain holding
# its own), and puts it back only when the attribute is exactly its own wrapper; under another's wrapper its own
# stays, as that one calls it.
_START = threading.Thread.start
_SUBMIT: list[Callable[..., Future[object]]] = []  # ThreadPoolExecutor.submit as narrate found it
_RAW: dict[str, Callable[..., int]] = {}  # _thread's thread starters as narrate found them (by name)
_RAW_NAMES = ("start_new_thread", "start_new")  # (start_new: the old alias, still there on 3.10-3.12)
_WRAPPED: set[str] = set()  # what narrate's wrapper is in the chain of now: "start", "submit", a _RAW name
_RAW_ALIVE = [0]  # threads started through _thread while held, still running (they keep the wrappers in place)
_POOL_INITIALIZER = threading.Lock()  # a pool's initializer swapped for one submit (see _held_submit)


def _hold_starts() -> None:
    """Wrap Thread.start, ThreadPoolExecutor.submit and _thread.start_new_thread (once a plug-in runs or loads: see
    _held_start; the pool's module is imported then, not with this one: most commands start no pool), each unless
    narrate's wrapper is already in its chain. Call holding _HOLDING."""
    global _START
    import _thread
    from concurrent.futures import ThreadPoolExecutor

    # (In the chain: marked so, and the attribute is not what narrate found, which someone put back, leaving
    # narrate's out.)
    if "start" not in _WRAPPED or threading.Thread.start is _START:
        _START = threading.Thread.start
        threading.Thread.start = _held_start  # type: ignore[method-assign]
        _WRAPPED.add("start")
    if "submit" not in _WRAPPED or ThreadPoolExecutor.submit is _SUBMIT[0]:
        _SUBMIT[:] = [ThreadPoolExecutor.submit]
        ThreadPoolExecutor.submit = _held_submit  # type: ignore[method-assign,assignment]
        _WRAPPED.add("submit")
    for name in _RAW_NAMES:
        if hasattr(_thread, name) and (name not in _WRAPPED or getattr(_thread, name) is _RAW[name]):
            _RAW[name] = getattr(_thread, name)
            setattr(_thread, name, functools.partial(_held_new_thread, name))
            _WRAPPED.add(name)


def _release_start() -> None:
    """Put threading.Thread.start, ThreadPoolExecutor.submit and _thread.start_new_thread back when no block runs
    and no held thread is alive (call holding _HOLDING): nothing is left to hold a new thread to (review s11 harden
    M2: they stayed replaced for the process's life). Each only where the attribute is exactly narrate's wrapper:
    one someone put on top calls narrate's, which stays (and stays marked as in the chain)."""
    if _BLOCKS or _RAW_ALIVE[0]:
        return
    for thread in list(_HELD):
        if thread.is_alive() or thread.ident is None:  # (None: being started by _held_start)
            return
        del _HELD[thread]
    if "start" in _WRAPPED and threading.Thread.start is _held_start:
        threading.Thread.start = _START  # type: ignore[method-assign]
        _WRAPPED.discard("start")
    pool = sys.modules.get("concurrent.futures.thread")
    if "submit" in _WRAPPED and pool is not None and pool.ThreadPoolExecutor.submit is _held_submit:
        pool.ThreadPoolExecutor.submit = _SUBMIT[0]
        _WRAPPED.discard("submit")
    raw = sys.modules.get("_thread")
    for name in _RAW_NAMES:
        current = getattr(raw, name, None)
        if name in _WRAPPED and isinstance(current, functools.partial) and current.func is _held_new_thread:
            setattr(raw, name, _RAW[name])
            _WRAPPED.discard(name)


def _held_start(self: threading.Thread) -> None:
    """threading.Thread.start, once a confined block has run in this process: a thread started by a held thread
    is held as it is (attacks s11: a thread the plug-in left running started another after publish() returned,
    and that one, born unheld, wrote over narrate's feed); one started while a plug-in loads is the plug-in's.
    narrate's own work, vouched, starts threads as ever; so does a pool for the work handed to it (held itself)."""
    bounds = _bounds()
    if bounds is None and _LOADING.get():  # (vouched or not: a plug-in's code, not narrate's, runs in _loading)
        bounds = _LOADED
    if bounds is not None and not _SUBMITTING.get():
        with _HOLDING:
            _HELD.setdefault(self, bounds)
    else:
        with _HOLDING:
            _release_start()
    _START(self)


def _held_new_thread(name: str, function: Callable[..., object], /, *args: object, **kwargs: object) -> int:
    """_thread.start_new_thread (and its alias), once a confined block has run: a thread a held thread (or a
    plug-in loading) starts this way runs held as its starter is (review s12 harden M2: such a thread, started in
    publish(), wrote outside the output folder; a threading.Thread doing the same was refused). It has no
    threading.Thread to hold, so it carries its bounds in its context, as a pool's job does."""
    bounds = _bounds()
    if bounds is None and _LOADING.get():
        bounds = _LOADED
    if bounds is None:
        return _RAW[name](function, *args, **kwargs)
    with _HOLDING:
        _RAW_ALIVE[0] += 1

    def run(*inner: object, **named: object) -> object:
        try:
            return _held_work(bounds, function, *inner, **named)
        except OutputError:  # a refusal: to threading's hook, as a Thread's (the command's one line, not a traceback)
            threading.excepthook(threading.ExceptHookArgs([*sys.exc_info(), None]))
            return None
        finally:
            with _HOLDING:
                _RAW_ALIVE[0] -= 1

    try:
        return _RAW[name](run, *args, **kwargs)
    except BaseException:
        with _HOLDING:
            _RAW_ALIVE[0] -= 1
        raise


def _held_submit(
    self: ThreadPoolExecutor, fn: Callable[..., object], /, *args: object, **kwargs: object
) -> Future[object]:
    """ThreadPoolExecutor.submit, once a confined block has run: work a held thread hands to a pool runs held as
    that thread is, in whichever of the pool's threads (review s10 harden: a shared executor the plug-in reused,
    its threads alive before publish() began, wrote over narrate's feed, during publish() and after it); and so
    does the pool's initializer in a thread this submit starts (review s12 harden M1: it ran unheld, and a thread
    it started wrote over narrate's feed after publish() returned). The initializer is read when the pool starts a
    thread, so it is swapped on the pool for this one call, under a lock every submit to a pool with an
    initializer takes (a submit of another thread meanwhile would start a thread with the swapped one)."""
    bounds = _bounds()
    initializer = getattr(self, "_initializer", None)
    if bounds is None:
        if initializer is None:
            return _SUBMIT[0](self, fn, *args, **kwargs)
        with _POOL_INITIALIZER:
            return _SUBMIT[0](self, fn, *args, **kwargs)
    token = _SUBMITTING.set(True)  # (a pool's thread started for this work runs other work too: not held itself)
    try:
        if initializer is None:
            return _SUBMIT[0](self, _held_work, bounds, fn, *args, **kwargs)
        with _POOL_INITIALIZER:
            self._initializer = functools.partial(_held_work, bounds, initializer)  # type: ignore[assignment]
            try:
                return _SUBMIT[0](self, _held_work, bounds, fn, *args, **kwargs)
            finally:
                self._initializer = initializer
    finally:
        _SUBMITTING.reset(token)


def _held_work(bounds: _Bounds, fn: Callable[..., object], /, *args: object, **kwargs: object) -> object:
    """Run `fn` held to `bounds` (a live block's while it runs; over once it has ended: see _bounds)."""
    token = _CONFINED.set(bounds)
    try:
        return fn(*args, **kwargs)
    finally:
        _CONFINED.reset(token)


@contextlib.contextmanager
def _loading() -> Iterator[None]:
    """A plug-in publisher's code is loaded (imported, its object made) in this block: the threads it starts meanwhile
    (a worker fed through a queue, a warm pool) are the plug-in's, held to the block running when they write and
    refused when none runs. narrate's (publish.publisher's registry) alone."""
    with _HOLDING:
        _hold_starts()
    token = _LOADING.set(True)
    try:
        yield
    finally:
        _LOADING.reset(token)
        with _HOLDING:  # a plug-in that started no thread leaves nothing wrapped (review s12 harden L5)
            _release_start()


def _running_block(thread: threading.Thread) -> bool:
    """Whether `thread` runs a confined block now (call holding _HOLDING): an outer publication's own thread."""
    return any(runner is thread for _, runner in _BLOCKS)


@contextlib.contextmanager
def _vouched() -> Iterator[None]:
    """narrate's own work runs in this block (a build, a publication, an episode): its writes are not held by
    :func:`confined`'s bounds on the thread it runs in (a library's worker thread that was alive when a plug-in
    published), only by a confined block it runs inside of. narrate's alone (ledger.guarding): not exported, not a
    plug-in's way out of its bounds (review s11 harden L2)."""
    token = _VOUCHED.set(True)
    try:
        yield
    finally:
        _VOUCHED.reset(token)


def _bounds() -> _Bounds | None:
    """Where this thread's writes are held (None: not confined)."""
    bounds = _CONFINED.get()
    if bounds is not None:
        # A context copied from the block (asyncio.to_thread, copy_context().run) outlives it in another thread.
        with _HOLDING:
            if bounds is _LOADED:  # (work a loaded plug-in's thread handed to a pool)
                return _BLOCKS[-1][0] if _BLOCKS else _LOADED
            running = any(block is bounds for block, _ in _BLOCKS)
        return bounds if running else dataclasses.replace(bounds, over=True)
    if _VOUCHED.get():
        return None
    thread = threading.current_thread()
    with _HOLDING:
        held = _HELD.get(thread)
        if held is _LOADED and _BLOCKS:
            return _BLOCKS[-1][0]
    return held


def _within(path: Path, bounds: _Bounds) -> None:
    """Refuse a write of a held thread at `path` that its bounds do not allow (OutputError, one line)."""
    bound, kept = bounds.folder, bounds.kept
    late: OutputError | None = None
    if bounds is _LOADED:
        late = OutputError(
            f"{path}: written from a thread a plug-in publisher started when it was loaded, while it is not "
            "publishing (it may write only while it publishes); nothing written",
            path=path,
        )
    elif bounds.over:
        late = OutputError(
            f"{path}: written from a thread a plug-in publisher left behind, after its publish() returned "
            "(it may write only while it publishes); nothing written",
            path=path,
        )
    if late is not None:
        _LATE_REFUSALS.append(late)
        raise late
    parent = os.path.realpath(path.parent)
    if parent != bound and not parent.startswith(bound.rstrip(os.sep) + os.sep):
        raise OutputError(f"{path}: lies outside {bound}, where this writer may write; nothing written", path=path)
    if kept is not None and kept(path):
        raise OutputError(f"{path}: is narrate's own file, which only narrate writes; nothing written", path=path)


def _check_inside(path: Path) -> None:
    """Refuse a write in a guarded folder (the output folder, the chunk cache) whose own folder, its links
    resolved, lies outside it: a link put in place of one of its folders (the cache's plans/ linked to a
    folder of the user's) would have the write, and its temporary file, land outside both. Under
    :func:`confined`, refuse any write outside the confining folder."""
    bounds = _bounds()
    if bounds is not None:
        _within(path, bounds)
    folder = _guarded_folder(path)
    if folder is None:
        return
    real = os.path.realpath(folder)
    parent = os.path.realpath(path.parent)
    if parent != real and not parent.startswith(real.rstrip(os.sep) + os.sep):
        raise OutputError(
            f"{path.parent}: leads out of {folder} by a symbolic link, and narrate writes only inside it; "
            "remove the link",
            path=path,
        )


def _publish(tmp: Path, path: Path, guard: Guard) -> None:
    """Put `tmp` at `path` if the guard allows what is there; never over a file the guard did not look at.

    A free path is taken by a link, which fails if a file appeared since the guard looked. A file the guard allowed
    (narrate's own) is exchanged with `tmp` in one step (Linux renameat2 RENAME_EXCHANGE: `path` is never empty, a
    reader sees the old file or the new one) and the file swapped out is checked to be the very one the guard looked
    at (inode, size, mtime): the site's file put there after the look is swapped back and the write stops with one
    line (issue 43, s19). Where the exchange is not supported, the plain os.replace just after the look."""
    seen = _identity(path)
    why = guard.refusal(path)
    if why is not None:
        raise OutputError(why, path=path)
    guard.writing(path, tmp)
    if seen is not None and _is_file(path):
        _take_place(tmp, path, seen)
    elif os.path.lexists(path):
        os.replace(tmp, path)
    else:
        _take_free(tmp, path)
    guard.wrote(path)


def _is_file(path: Path) -> bool:
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False


def _identity(path: Path) -> tuple[int, ...] | None:
    """What tells the file at `path` from another put in its place (not its ctime or mode: a rename or a chmod
    changes those on the same file)."""
    try:
        st = os.lstat(path)
    except OSError:
        return None
    return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)


def _appeared(path: Path) -> OutputError:
    return OutputError(
        f"{path} appeared while narrate was writing it and is left as it is; move it to let narrate write there",
        path=path,
    )


def _take_free(tmp: Path, path: Path) -> None:
    """Link `tmp` at the free `path` (never replacing what appeared there meanwhile), then drop `tmp`."""
    try:
        os.link(tmp, path)  # fails if a file appeared since the guard looked: never replaced
    except FileExistsError:
        raise _appeared(path) from None
    except OSError:
        os.replace(tmp, path)  # a file system without hard links: the rename, just after the look
    else:
        tmp.unlink()


_AT_FDCWD = -100
_RENAME_EXCHANGE = 2
_NO_EXCHANGE = frozenset({errno.ENOSYS, errno.EINVAL, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EPERM, errno.EXDEV})


@functools.lru_cache(maxsize=1)
def _renameat2() -> Callable[..., int] | None:
    """Linux's renameat2(2) from libc, or None (another OS, or a libc without it)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        call = ctypes.CDLL(None, use_errno=True).renameat2
    except (OSError, AttributeError):
        return None
    call.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
    call.restype = ctypes.c_int
    return call


def _exchange(a: Path, b: Path) -> bool:
    """Swap the files at `a` and `b` in one step; False where the exchange is not supported (nothing changed).
    OSError for any other failure (FileNotFoundError if one is gone)."""
    call = _renameat2()
    if call is None:
        return False
    if call(_AT_FDCWD, os.fsencode(a), _AT_FDCWD, os.fsencode(b), _RENAME_EXCHANGE) == 0:
        return True
    err = ctypes.get_errno()
    if err in _NO_EXCHANGE:
        return False
    raise OSError(err, os.strerror(err), str(b))


def _take_place(tmp: Path, path: Path, seen: tuple[int, ...]) -> None:
    """Replace the file at `path` that the guard looked at (`seen`) by `tmp`, or stop if another is there now."""
    try:
        swapped = _exchange(tmp, path)
    except FileNotFoundError:
        _take_free(tmp, path)  # gone meanwhile: a free path again
        return
    if not swapped:
        os.replace(tmp, path)  # no exchange here: the rename, just after the look
        return
    if _identity(tmp) == seen:  # `tmp` now holds narrate's old file
        with contextlib.suppress(OSError):
            tmp.unlink()
        return
    # the site's file, put there after the guard looked: swapped back (`path` was never empty)
    try:
        _exchange(tmp, path)
    except OSError:
        _keep_aside(tmp, path)
    raise _appeared(path)


def _keep_aside(held: Path, path: Path) -> None:
    """The site's file at `held` could not go back to `path`: give it a name narrate's clean-up never removes."""
    kept = path.with_name(f"{path.name}.kept-{secrets.token_hex(4)}")
    with contextlib.suppress(OSError):
        os.rename(held, kept)
        sys.stderr.write(f"narrate: the file that appeared at {path} is kept as {kept}\n")


def remove_if_still(path: Path, narrates: Callable[[Path], bool]) -> bool:
    """Delete `path` when `narrates(path)` says the file there is narrate's, and only that file: what is removed is
    first renamed aside (to a name narrate's clean-up never removes) and deleted only if it is the very file the
    check looked at (inode, size, mtime); a file the site put there after the look is put back, or kept under that
    name with one line if it cannot be (issue 43, s19). True if nothing is at `path` afterwards that was looked at."""
    seen = _identity(path)
    if seen is None:
        return True
    if not narrates(path):
        return False
    if not _is_file(path):
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
        return True
    aside = path.with_name(f"{path.name}.kept-{secrets.token_hex(4)}")
    try:
        os.rename(path, aside)
    except FileNotFoundError:
        return True
    if _identity(aside) == seen:
        aside.unlink()
        return True
    _put_back(aside, path)
    return False


def _put_back(aside: Path, path: Path) -> None:
    """Return the site's file at `aside` to `path` without replacing anything; if it cannot, it stays, named."""
    try:
        os.link(aside, path)
    except OSError:
        try:
            if os.path.lexists(path):
                raise FileExistsError(path)
            os.rename(aside, path)  # a file system without hard links
        except OSError:
            sys.stderr.write(f"narrate: the file that appeared at {path} is kept as {aside}\n")
        return
    aside.unlink()


@contextlib.contextmanager
def atomic_writer(path: Path, mode: str = "wb", *, sync: bool = True) -> Iterator[IO[bytes]]:
    """A binary file object whose content appears at `path` only if the block completes."""
    with atomic_path(path, sync=sync) as tmp, open(tmp, mode) as handle:
        yield handle


def write_bytes(path: Path, data: bytes, *, sync: bool = True) -> None:
    """Write `data` to `path` atomically (durably, unless `sync` is False: see the module's docstring)."""
    with atomic_writer(path, sync=sync) as handle:
        handle.write(data)


def write_text(path: Path, text: str, *, sync: bool = True) -> None:
    """Write UTF-8 `text` to `path` atomically (durably, unless `sync` is False)."""
    write_bytes(path, text.encode("utf-8"), sync=sync)


def _rename(tmp: Path, path: Path) -> None:
    """Put the finished `tmp` at `path`, as its folder's guard (if any) allows; a held thread's write as its
    bounds allow now, not only when it began (review s11 harden H1: a plug-in's thread opened atomic_writer while
    publish() ran and renamed after it returned, over a file the user had put there meanwhile; L6: a write checked
    just before the block ended renamed after it, neither refused nor named as written). The check and the rename
    are one step under _HOLDING, which the block's end also takes: a rename is before the end or refused."""
    if _bounds() is None:
        _replace(tmp, path)
        return
    with _HOLDING:
        bounds = _bounds()
        if bounds is not None:
            _within(path, bounds)
        _replace(tmp, path)
        if bounds is not None:
            bounds.written.append(os.path.abspath(path))


def _replace(tmp: Path, path: Path) -> None:
    guard = _guard_of(path)
    if guard is None or isinstance(guard, _Own):
        os.replace(tmp, path)
    else:
        _publish(tmp, path, guard)


def _cannot_write(path: Path, exc: OSError) -> OutputError:
    return OutputError(
        f"{path.parent}: cannot write here ({exc.strerror}); check the folder and its permissions", path=path
    )


def _failed(path: Path, exc: OSError) -> OutputError:
    return OutputError(f"{path}: write failed ({exc.strerror or exc}); nothing was changed at this path", path=path)


def _begin(path: Path) -> tuple[Path, Path]:
    """`path` checked to lie inside the output folder, and a new temporary beside it (one line if there is none)."""
    path = Path(path)
    _check_inside(path)
    try:
        return path, _temporary(path)
    except OSError as exc:
        raise _cannot_write(path, exc) from None


def _temporary(path: Path) -> Path:
    """A new empty temporary file beside `path`, with the mode a plain open() would give (OSError as mkstemp)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.{TEMPORARY_MARK}", suffix=".tmp", dir=path.parent)
    os.close(fd)
    os.chmod(tmp_name, _file_mode())
    return Path(tmp_name)


@functools.lru_cache(maxsize=1)
def _syncfs() -> Callable[[int], int] | None:
    """Linux's syncfs(2) (flush one file system and wait for it), or None where there is none: os.sync() is no
    substitute, as POSIX lets it return before the data is written (macOS does)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        call = ctypes.CDLL(None, use_errno=True).syncfs
    except (OSError, AttributeError):
        return None
    call.argtypes = [ctypes.c_int]
    call.restype = ctypes.c_int
    return call


def _flush(files: list[Path]) -> None:
    """Put the data of every file of `files` on disk (OSError if one cannot be): one syncfs per file system on
    Linux, else an fsync per file."""
    call = _syncfs()
    done: set[int] = set()
    for file in files:
        fd = os.open(file, os.O_RDWR)  # (Windows' fsync wants a file open for writing)
        try:
            if call is not None:
                device = os.fstat(fd).st_dev
                if device in done:
                    continue
                if call(fd) == 0:
                    done.add(device)
                    continue
            os.fsync(fd)  # no syncfs, or it failed: this file alone
        finally:
            os.close(fd)


class Batch:
    """Files written together, made durable together (see the module's docstring and :func:`batch`).

    Each write puts its content in a temporary file beside its path at once; :meth:`commit` makes all of them
    durable and renames them over their paths (then also every `limit` files, so that a batch of any size
    leaves few temporaries behind a killed run). Until then a path still holds what it held.
    """

    def __init__(self, limit: int = 1000) -> None:
        self.limit = limit
        self._pending: list[tuple[Path, Path]] = []  # (temporary, final path), in the order written

    def write_bytes(self, path: Path, data: bytes) -> None:
        """Write `data` to `path` when the batch commits."""
        path, tmp = _begin(path)
        self._pending.append((tmp, path))
        try:
            tmp.write_bytes(data)
        except OSError as exc:
            self.discard()
            raise _failed(path, exc) from None
        if len(self._pending) >= self.limit:
            self.commit()

    def write_if_changed(self, path: Path, data: bytes) -> bool:
        """Write `data` to `path` (when the batch commits) unless it already holds exactly that; True if written."""
        try:
            if path.stat().st_size == len(data) and path.read_bytes() == data:
                return False
        except OSError:
            pass
        self.write_bytes(path, data)
        return True

    def commit(self) -> None:
        """Flush every pending file, rename each over its path, then fsync their folders. On a failure the files
        renamed before it stay (whole), the others' temporaries are removed, and the error is raised."""
        pending, self._pending = self._pending, []
        folders: dict[Path, None] = {}
        path = pending[0][1] if pending else Path()
        try:
            _flush([tmp for tmp, _ in pending])
            for index, (tmp, path) in enumerate(pending):
                _rename(tmp, path)
                folders[path.parent] = None
                pending[index] = (Path(), path)  # renamed: nothing to remove
        except BaseException as exc:
            _remove(tmp for tmp, _ in pending if tmp != Path())
            if isinstance(exc, OSError):
                raise _failed(path, exc) from None
            raise
        finally:
            for folder in folders:
                _fsync_dir(folder)

    def discard(self) -> None:
        """Remove the temporaries of the writes not committed; their paths keep what they held."""
        pending, self._pending = self._pending, []
        _remove(tmp for tmp, _ in pending)


def _remove(files: Iterable[Path]) -> None:
    for file in files:
        with contextlib.suppress(OSError):
            file.unlink()


@contextlib.contextmanager
def batch(limit: int = 1000) -> Iterator[Batch]:
    """A :class:`Batch` whose writes are committed when the block completes, or discarded if it raises."""
    writer = Batch(limit)
    try:
        yield writer
    except BaseException:
        writer.discard()
        raise
    writer.commit()


@contextlib.contextmanager
def atomic_path(path: Path, *, sync: bool = True) -> Iterator[Path]:
    """A temporary path beside `path` to build a file in (tools that need a name, like mutagen).

    On success the file is fsynced (if `sync`) and renamed over `path`; on failure it is removed.
    """
    path, tmp = _begin(path)
    try:
        yield tmp
        if sync:
            with open(tmp, "rb+") as handle:
                os.fsync(handle.fileno())
        _rename(tmp, path)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            tmp.unlink()
        if isinstance(exc, OSError):
            raise _failed(path, exc) from None
        raise
    if sync:
        _fsync_dir(path.parent)


# The temp files narrate makes: atomic_path's `.<name>.narrate-<8 random characters>.tmp` for a file
# of a kind narrate writes, and the steps assemble takes on one (`.gain`, `.info`, `.orig`, the limiter's `.try` after it).
# Anything else with a `.tmp` name (`.notes.tmp`, an editor's swap file, `.notes.mp3.backup01.tmp`)
# is the user's: the mark in the name is what makes one narrate's.
TEMPORARY_MARK = "narrate-"
_OUR_TEMPORARY = re.compile(
    r"\.(?:.+)\.(?:mp3|vtt|srt|json|html|xml|png|jpg|css|js)\.narrate-[a-z0-9_]{8}\.tmp"
    r"(?:\.(?:gain|info|orig|try))?"
)


def remove_stale_temporaries(out_dir: Path) -> int:
    """Delete temp files a killed run left in an output folder (call only while holding its lock).

    Only names of narrate's own temp files, in the folders it writes; a user's `.tmp` file stays.
    """
    removed = 0
    for pattern in (".*.tmp*", "*/.*.tmp*", "manifest/*/.*.tmp*"):
        for path in Path(out_dir).glob(pattern):
            if not _OUR_TEMPORARY.fullmatch(path.name) or path.is_symlink() or not path.is_file():
                continue
            with contextlib.suppress(OSError):
                path.unlink()
                removed += 1
    return removed


def write_if_changed(path: Path, data: bytes) -> bool:
    """Write `data` to `path` atomically unless it already holds exactly that; True if written.

    Re-rendered site files (episodes.json, pages) keep their mtime when nothing changed, so a
    sync to the host uploads nothing and caches keep their validators.
    """
    try:
        if path.stat().st_size == len(data) and path.read_bytes() == data:
            return False
    except OSError:
        pass
    write_bytes(path, data)
    return True
