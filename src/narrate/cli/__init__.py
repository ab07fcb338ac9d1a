"""The `narrate` command: parse, call one library function, print.

`run` (the console script and `python -m narrate`) and `main` hand the command line to the typer
app in :mod:`narrate.cli.commands`, which parses it once; the app's names (`app`, …) are offered
here too, loaded on first use (PEP 562), so that importing this package costs nothing.
"""

from __future__ import annotations

import importlib
import os
import sys

TYPE_CHECKING = False  # as in narrate/__init__.py: typing is not loaded before typer needs it
if TYPE_CHECKING:
    from typing import Any

__all__ = ["app", "main", "run"]


def __getattr__(name: str) -> Any:
    """`narrate.cli.app` and the app module's other names, loaded on first use."""
    if name.startswith("__"):
        raise AttributeError(f"module 'narrate.cli' has no attribute {name!r}")
    commands = importlib.import_module("narrate.cli.commands")  # not `from . import`: that asks here again
    return commands if name == "commands" else getattr(commands, name)


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))


def main() -> None:
    """The command line, for callers in Python: it raises SystemExit, as any click program does
    (rich honours NO_COLOR itself)."""
    from .commands import app

    app()


_QUICK_EXIT: list[int] = []  # the status run() leaves with, once it may skip the interpreter's teardown
_LATE_EXIT: list[int] = []  # the status run() left with while other threads still ran
_REFUSED: list[str] = []  # the lines of the writes threads were refused (_thread_failed, _late_refusals)
_SAID: list[BaseException] = []  # the refusals whose line is printed


def _say_refused(exc: Exception) -> None:
    """One `narrate: error:` line for a refused write, once (as the command prints its own errors: review s11 L5,
    escaped by hand, \\u with five digits past U+FFFF); commands is loaded by now, as the command that started the
    thread ran."""
    if any(said is exc for said in _SAID):
        return
    _SAID.append(exc)
    commands = importlib.import_module("narrate.cli.commands")
    line = f"narrate: error: {commands._shown_in(str(exc), getattr(exc, 'path', None))}"
    _REFUSED.append(line)
    sys.stderr.write(line + "\n")
    sys.stderr.flush()


def _late_refusals() -> None:
    """Say the writes narrate.atomic refused because their publication was over that no thread hook saw: a
    plug-in's pool job, whose exception goes to a Future nobody reads (review s12 harden L1: exit 0, no line)."""
    atomic = sys.modules.get("narrate.atomic")
    for exc in list(getattr(atomic, "_LATE_REFUSALS", ()))[_LATE_FROM[0] :]:
        _say_refused(exc)


_LATE_FROM = [
    0
]  # where this command's late refusals begin in narrate.atomic's list (run() in a process that ran others)


def _quick_exit() -> None:
    """The last exit handler (registered before any other of the command's): flush the output and end
    the process at once, skipping the interpreter's teardown, when run() asked for it; or, when run() left while
    other threads ran (the interpreter waits for them before the exit handlers), with 1 if one of them was
    refused a write after the command's work was done and the command was leaving with 0 (review s11 harden L5:
    its `narrate: error:` line, then exit 0)."""
    _late_refusals()
    if not _QUICK_EXIT:
        if _REFUSED and _LATE_EXIT == [0]:
            _QUICK_EXIT.append(1)
        else:
            return
    if "logging" in sys.modules:  # its own exit handler may have been registered before this one
        sys.modules["logging"].shutdown()
    try:
        for stream in (sys.stdout, sys.stderr):
            if stream is not None:  # None: started with that stream closed (cron, `>&-`)
                stream.flush()
    except (OSError, ValueError, AttributeError):
        return  # a closed or broken pipe: let the interpreter report it as usual
    os._exit(_QUICK_EXIT[-1])


def _thread_failed(args: object) -> None:
    """A thread's refusal (a plug-in publisher's thread left running, writing after its publish() returned:
    narrate.atomic refuses it in that thread) as the command's one line, not a thread's traceback; anything
    else as Python prints it."""
    import threading

    from narrate.errors import NarrateError

    exc = getattr(args, "exc_value", None)
    if isinstance(exc, NarrateError):
        _say_refused(exc)
        return
    threading.__excepthook__(args)  # type: ignore[arg-type]


def run() -> None:
    """The `narrate` command (the console script and `python -m narrate`): :func:`main`, then out
    of the process without tearing the interpreter down.

    Freeing several hundred modules and their objects at exit takes 0.05-0.1 s, a tenth of a
    rebuild from the cache, for nothing: the process ends. So once main() is done, and no
    other thread runs, the process leaves through the exit handlers as usual, and the last of
    them (:func:`_quick_exit`, registered first: they run last-in, first-out) flushes the output
    and exits at once. Every file narrate writes is complete by then (atomic renames inside
    main), and its worker threads have ended.
    """
    import atexit
    import threading

    atexit.unregister(_quick_exit)
    atexit.register(_quick_exit)
    threading.excepthook = _thread_failed  # (the command owns its process: the library never sets it)
    _LATE_FROM[0] = len(getattr(sys.modules.get("narrate.atomic"), "_LATE_REFUSALS", ()))
    try:
        main()
        code: object = 0
    except SystemExit as exc:
        code = exc.code
    _late_refusals()
    if threading.active_count() > 1:
        _LATE_EXIT.append(code if isinstance(code, int) else 0 if code is None else 1)
        raise SystemExit(1 if _REFUSED and code in (0, None) else code)
    if code is None:
        status = 0
    elif isinstance(code, int):
        status = code
    else:
        print(code, file=sys.stderr)  # what SystemExit("message") prints
        status = 1
    if _REFUSED and status == 0:
        status = 1  # a thread's write was refused while the command ran: not all good
    _QUICK_EXIT.append(status)
    raise SystemExit(status)
