"""The `narrate` command's typer app: parse, call one library function in narrate.flow, print.

`narrate ARTICLE.md` works beside the subcommands: a first argument that is not
a subcommand name is taken as the article of the `episode` command. Errors from
the library (NarrateError) print as one line on stderr with exit code 1; usage
errors exit 2. Progress bars and colors live here (stderr, terminals only).
The entry point (`run`, `main`) is narrate.cli, which loads this module only
for a command that needs it.
"""

from __future__ import annotations

import difflib
import json
import os
import re
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from typer.core import TyperGroup

from narrate import __version__
from narrate.errors import NarrateError, one_line
from narrate.flow.early import expect_requests, unexpected

if TYPE_CHECKING:
    from narrate.flow.build import BuildReport
    from narrate.flow.check import ArticleCheck, CheckRun
    from narrate.flow.episode import EpisodeRun
    from narrate.flow.planning import Plan
    from narrate.flow.script import ScriptView
    from narrate.flow.voices import VoiceListing


class _ArticleByDefault(TyperGroup):
    """`narrate ARTICLE.md …` means `narrate episode ARTICLE.md …`."""

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        # `narrate help` and `narrate help build`, as git and pip answer them (unless a file is called help).
        if args and args[0] == "help" and not Path("help").exists():
            args = [*args[1:2], "--help"] if len(args) > 1 and args[1] in self.commands else ["--help"]
        # Anything that is not a command name or the program's own --help/--version is the
        # episode command's: `narrate post.md --out x` and `narrate --out x post.md` alike.
        if args and args[0] not in self.commands and args[0] not in ("--help", "-h", "--version"):
            first = args[0]
            if not first.startswith("-") and not Path(first).exists() and "." not in Path(first).name:
                # `narrate scirpt post.md`: a mistyped command, not an article called "scirpt".
                close = difflib.get_close_matches(first, [c for c in self.commands if c != "episode"], n=1, cutoff=0.6)
                if close:
                    ctx.fail(f"no such command '{first}'; did you mean '{close[0]}'? (`narrate --help` lists them)")
            args = ["episode", *args]
        parsed: list[str] = super().parse_args(ctx, args)
        return parsed

    def format_usage(self, ctx: Any, formatter: Any) -> None:
        formatter.write_usage("narrate", "ARTICLE.md [OPTIONS]\n       narrate COMMAND [ARGS]...")


app = typer.Typer(
    cls=_ArticleByDefault,
    help=(
        "Turn Markdown blog articles into podcast episodes (MP3 with chapters and a transcript) "
        "and per-language podcast feeds, with Microsoft Edge's neural voices "
        "(or espeak-ng offline).\n\n"
        "\b\nExamples:\n"
        "  narrate content/posts/gpu-xid/index.md   one episode into output/<lang>/\n"
        "  narrate build content/ --jobs 4          every article, incrementally, then the feeds\n"
        "  narrate script post.md --json            what would be spoken; no network"
    ),
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
)

EngineOpt = Annotated[
    str | None,
    typer.Option(
        "--engine",
        "-e",
        help="auto (Edge, espeak-ng if Edge cannot be reached: connections fail, or "
        "it refuses or leaves unanswered every try for 20 s), edge, or espeak. "
        "Default: voices.yaml's engine, else auto.",
        show_default=False,
    ),
]
ConfigOpt = Annotated[
    Path | None,
    typer.Option(
        "--config",
        "-c",
        help="voices.yaml to use. Default: the nearest one walking up from the "
        "article or content folder, else built-in defaults.",
        show_default=False,
    ),
]
OutOpt = Annotated[Path, typer.Option("--out", "-o", help="Output folder: episodes go to OUT/<lang>/<slug>.mp3.")]
QuietOpt = Annotated[bool, typer.Option("--quiet", "-q", help="Print only results and errors.")]
ReaderOpt = Annotated[
    str | None,
    typer.Option(
        "--reader",
        help="Read the article with this reader "
        "(markdown) whatever its suffix; without it, a file whose "
        "suffix no reader takes (.txt, .yaml, .rst…) is refused.",
        show_default=False,
    ),
]


def _use_reader(ctx: typer.Context, article: Path, reader: str | None, commands: tuple[str, ...] = ()) -> None:
    """Apply `--reader`, or refuse a file no reader takes with one line (naming the command it may be)."""
    from narrate.flow import options

    with _usage():
        if reader is not None:
            # For this command only: a library caller's registry is left as it was.
            ctx.call_on_close(options.force_reader(article, reader))
            return
    problem = options.reader_refusal(article, commands)
    if problem is not None:
        _fail(problem)


# Control characters a file name, an article or a request can carry (a newline, an escape sequence that
# retitles the terminal or hides what follows), and bidi overrides, embeddings and isolates (a file name
# `invoice\u202egpj.md` shows as `invoicedm.jpg`) and the zero-width no-break space: written as escapes,
# never sent to a terminal as they are.
# Also the line and paragraph separators (str.splitlines and JavaScript end a line there).
_RAW = re.compile("[\x00-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]")
# A backslash before what would read as one of those escapes, in a file name a plan prints: a file named
# a-backslash-n-b.md was printed exactly as one named with a newline, so a piped plan could not tell the two
# apart (review s10 harden, low); its backslash is doubled there now. (Only in names: narrate's own messages quote
# values as Python does, whose backslashes are escapes already.)
# A tab, too, is written as an escape in a name (review s11 harden L3: 'x<tab>y.md' read as 'x y.md' in a failure
# line); elsewhere it is the white space it looks like.
_NAME_BACKSLASH = re.compile(r"\\(?=[nxut\\])")


def _shown_name(name: str) -> str:
    """A file name or path as one line that reads back to one name (see _NAME_BACKSLASH)."""
    return _shown(_NAME_BACKSLASH.sub(r"\\\\", name).replace("\t", "\\t"))


def _shown(text: str) -> str:
    """`text` as one line fit for a terminal: control characters as \\n, \\x1b…, bidi controls as \\u202e…"""
    return _RAW.sub(_escaped, text)


def _escaped(found: re.Match[str]) -> str:
    char = found.group()
    return "\\n" if char == "\n" else f"\\x{ord(char):02x}" if ord(char) < 0x100 else f"\\u{ord(char):04x}"


def _shown_in(message: str, *names: object) -> str:
    """A message as one line fit for a terminal, each of the file `names` it quotes escaped as a plan escapes
    names (:func:`_shown_name`), so that a name with a newline or a tab is itself and no other's (review s11
    harden L3: collapsed with the message's white space, 'x<newline>y.md' printed as 'x y.md')."""
    return one_line(message, *names, shown=lambda piece, is_name: _shown_name(piece) if is_name else _shown(piece))


def _echo(text: str = "", err: bool = False) -> None:
    """One line of output (typer.echo), its control characters escaped."""
    typer.echo(_shown(text), err=err)


def _fail(message: str, *names: object) -> None:
    """The command's one line (`names`: the file names the message quotes, see _shown_in), then exit 1."""
    sys.stderr.write(f"narrate: error: {_shown_in(message, *names)}\n")
    sys.stderr.flush()
    raise typer.Exit(1)


@contextmanager
def _usage() -> Iterator[None]:
    """A wrong option's value (narrate.flow.options) as click's usage error naming the option: exit 2."""
    from narrate.flow.options import OptionProblem

    try:
        yield
    except OptionProblem as exc:
        raise typer.BadParameter(str(exc), param_hint=exc.key) from None


@contextmanager
def _errors() -> Iterator[None]:
    try:
        with _usage():
            yield
    except NarrateError as exc:
        _fail(str(exc), exc.path)
    except BrokenPipeError:
        # What the command printed was read no further (`narrate script post.md | head`): nothing went
        # wrong with narrate's files, so nothing is said. Leave as a program killed by SIGPIPE does (141
        # in a shell), with the rest of the output sent nowhere so that flushing it at exit fails no more.
        with suppress(OSError, ValueError, AttributeError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        raise typer.Exit(141) from None
    except RuntimeError as exc:
        # pathlib's resolve() meeting a link that leads back to itself (Python 3.13 raises OSError instead):
        # an article, --out or voices.yaml given as such a link.
        loop = str(exc).removeprefix("Symlink loop from ")
        if isinstance(exc, RecursionError) or loop == str(exc):
            raise
        _fail(f"{loop.strip(chr(39))}: a symbolic link that leads back to itself; fix or remove it, then run again")
    except OSError as exc:
        # Every file narrate means to touch raises an OutputError or ArticleError; this is the net
        # for one it did not expect (a disk that fills, a folder that vanishes): still one line.
        where = exc.filename if exc.filename is not None else "narrate"
        _fail(f"{where}: {exc.strerror or exc}; check the file and its folder, then run again")
    except KeyboardInterrupt:
        sys.stderr.write("narrate: interrupted; finished chunks are cached and the next run resumes\n")
        raise typer.Exit(130) from None


def _printable(value: Any) -> Any:
    """`value` with every string made valid UTF-8: undecodable file-name bytes shown as \\xNN."""
    if isinstance(value, str):
        return value.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    if isinstance(value, dict):
        return {_printable(k): _printable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_printable(v) for v in value]
    return value


def _echo_json(data: Any) -> None:
    """One JSON object on stdout, always valid UTF-8 (a file name need not be)."""
    text = json.dumps(_printable(data), ensure_ascii=False, indent=2)  # escapes C0 control characters
    typer.echo(re.sub("[\x7f-\x9f\u202a-\u202e\u2066-\u2069]", lambda m: f"\\u{ord(m.group()):04x}", text))  # and these


def _warned(message: str) -> str:
    """A warning as one line fit for a terminal: the file names it carries (errors.Naming) escaped as names, so
    'p\\nq.md' and 'p<newline>q.md', or a name with a tab, print apart (review s12 harden L2)."""
    return _shown_in(message, *getattr(message, "names", ()))


def _warn(message: str) -> None:
    if not sys.stderr.isatty() and not any(os.environ.get(name) for name in ("FORCE_COLOR", "TTY_COMPATIBLE")):
        # What rich would print there (no colour, no wrapping), without importing it: a CI build's warning.
        sys.stderr.write(_warned(message) + "\n")
        return
    from rich.console import Console

    Console(stderr=True).print(_warned(message), style="bold yellow", markup=False, highlight=False, soft_wrap=True)


def _label(label: str, width: int = 30) -> str:
    """A progress label cut to `width` (a long slug must not squeeze the bar and counts out of 80 columns)."""
    return label if len(label) <= width else label[: width - 1] + "…"


def _fmt_duration(seconds: float) -> str:
    from narrate.flow import figures  # here, not at the top: --help loads no stage

    return figures.duration(seconds)


def _fmt_size(size: int) -> str:
    from narrate.flow import figures

    return figures.size(size)


def _short_of_target(details: dict[str, Any]) -> str:
    """', 16.0 LUFS…' for a built episode's line when it is off the loudness target; '' otherwise."""
    from narrate.flow.figures import short_of_target

    return short_of_target(details.get("loudness"), details.get("loudness_mode"))


def _progress_bar() -> Any:
    """A started rich bar on stderr (stdout is for the result line), gone when it ends: the one look of a
    single episode's and a build's progress. rich is loaded only on a terminal."""
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    bar = Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
        transient=True,
        console=Console(stderr=True),
    )
    bar.__enter__()
    return bar


class _EpisodeLog:
    """`narrate ARTICLE.md`'s progress on a terminal, as a build's: from the start a line saying the article is
    being read (a long one takes a while before its first request), then a bar of its chunks with the time
    left, fed by the library's progress callback; warnings above it. Off the terminal (a pipe, a log,
    --quiet), nothing but the warnings and the result line."""

    def __init__(self, article: Path, enabled: bool) -> None:
        self.article = article
        self.tty = enabled and sys.stderr.isatty()
        self._bar: Any = None
        self._reading: Any = None
        self._tasks: dict[str, Any] = {}

    def __enter__(self) -> _EpisodeLog:
        if self.tty:
            self._bar = _progress_bar()
            self._reading = self._bar.add_task(f"reading {_label(self.article.name)}", total=None)
        return self

    def __exit__(self, *exc: object) -> None:
        if self._bar is not None:
            self._bar.__exit__(None, None, None)

    def warn(self, message: str) -> None:
        """A warning above the live display (printed beside it, it would tear it), or on stderr."""
        if self._bar is not None:
            self._bar.console.print(
                _warned(message), style="bold yellow", markup=False, highlight=False, soft_wrap=True
            )
        else:
            _warn(message)

    @property
    def progress(self) -> Callable[[str, int, int], None] | None:
        """The library's progress callback: None off the terminal (nothing to draw)."""
        return self._progress if self._bar is not None else None

    def _progress(self, label: str, done: int, total: int) -> None:
        if self._reading is not None:  # the first chunk: reading is over
            self._bar.remove_task(self._reading)
            self._reading = None
        if label not in self._tasks:
            self._tasks[label] = self._bar.add_task(_label(label), total=total)
        self._bar.update(self._tasks[label], completed=done, total=total)


@app.command("episode")
def episode_command(
    ctx: typer.Context,
    article: Annotated[
        Path, typer.Argument(help="The Markdown article to narrate.", show_default=False, metavar="ARTICLE.md")
    ],
    out: OutOpt = Path("output"),
    engine: EngineOpt = None,
    voice: Annotated[
        str | None,
        typer.Option(
            help="Edge voice name to use instead of voices.yaml's (see `narrate voices`).", show_default=False
        ),
    ] = None,
    config: ConfigOpt = None,
    no_fallback: Annotated[
        bool,
        typer.Option(
            "--no-fallback",
            help="Fail instead of falling back to "
            "espeak-ng when Edge cannot be reached (within about 35 s of "
            "its first refused or unanswered try).",
        ),
    ] = False,
    force: Annotated[bool, typer.Option("--force", help="Rebuild even if the episode is current.")] = False,
    reader: ReaderOpt = None,
    quiet: QuietOpt = False,
) -> None:
    """Narrate one article: OUT/<lang>/<slug>.mp3 with .vtt and .chapters.json beside it (also: narrate ARTICLE.md)."""
    if article.is_file():
        expect_requests(engine)  # Edge's client loads on another core while this run reads (narrate.flow.early)
        ctx.call_on_close(unexpected)  # and a run refused before it asks Edge leaves no worker behind
    from narrate.flow import options

    with _usage():
        options.check_engine(engine)
    _use_reader(ctx, article, reader, tuple(c.name or "" for c in app.registered_commands))
    with _usage():
        options.check_voice(voice, engine)
    with _errors():
        from narrate.flow.episode import narrate_file

        with _EpisodeLog(article, enabled=not quiet) as log:
            run = narrate_file(
                article,
                out,
                config_path=config,
                engine=engine,
                fallback=not no_fallback,
                voice=voice,
                force=force,
                progress=log.progress,
                warn=log.warn,
                notes=not quiet,
            )
        _print_episode(run)


def _print_episode(run: EpisodeRun) -> None:
    """The result line of `narrate ARTICLE.md`."""
    outcome, record, path = run.outcome, run.outcome.record, run.mp3
    if outcome.status == "unchanged":
        _echo(
            f"{path}  unchanged ({_fmt_duration(record.duration)}, {_fmt_size(record.bytes)}); use --force to rebuild"
        )
        return
    if outcome.status == "waiting":
        _echo(
            f"{path}  waiting for Edge: made offline earlier with espeak-ng, and Edge is still out of "
            "reach, so it is left as it is (a run that reaches Edge narrates it again)"
        )
        return
    from narrate.flow.figures import loudness_note

    loud = f", {loudness_note(record.loudness, run.loudness_mode)}" if record.loudness is not None else ""
    _echo(
        f"{path}  {_fmt_duration(record.duration)}  {_fmt_size(record.bytes)}  "
        f"({record.engine}: {record.voice}{loud}; {outcome.synthesized} chunks synthesized, "
        f"{outcome.from_cache} from cache)"
    )


@app.command("build")
def build_command(
    content: Annotated[
        Path,
        typer.Argument(
            help="The content folder (Hugo, Astro, Jekyll or flat Markdown).", show_default=False, metavar="CONTENT_DIR"
        ),
    ],
    out: OutOpt = Path("output"),
    jobs: Annotated[
        int,
        typer.Option(
            "--jobs",
            "-j",
            min=1,
            max=64,
            help="Episodes spliced and tagged at "
            "once. Every article's requests queue together for the service, longest "
            "first, capped by voices.yaml's concurrency.",
        ),
    ] = 4,
    shard: Annotated[
        str | None,
        typer.Option(
            "--shard",
            help="I/N: narrate only the I-th of N "
            "deterministic parts (for parallel CI jobs; run "
            "`narrate feed` after merging).",
            show_default=False,
        ),
    ] = None,
    as_json: Annotated[
        bool,
        typer.Option(
            "--json",
            help="Print the summary as one JSON object on stdout (built, unchanged, skipped, failed) and nothing else.",
        ),
    ] = False,
    engine: EngineOpt = None,
    no_fallback: Annotated[
        bool,
        typer.Option(
            "--no-fallback",
            help="Fail articles instead of falling back to "
            "espeak-ng when Edge cannot be reached (for publishing; each "
            "fails in one line, within about 35 s of the first refused or "
            "unanswered try).",
        ),
    ] = False,
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Print the plan (new, changed, unchanged, removed, skipped) and stop.")
    ] = False,
    allow_mass_removal: Annotated[
        bool,
        typer.Option(
            "--allow-mass-removal",
            help="Remove the episodes of gone "
            "articles even when that is all of them or more than "
            "build.max_removal_share (by default such a build "
            "removes nothing and fails).",
        ),
    ] = False,
    lang: Annotated[
        list[str] | None,
        typer.Option(
            "--lang",
            "-l",
            help="Only this language (repeat for several); the others' episodes are left as they are.",
            show_default=False,
        ),
    ] = None,
    force: Annotated[
        bool,
        typer.Option(
            "--force", help="Narrate every article again, even current ones (from the chunk cache where it can)."
        ),
    ] = False,
    voice: Annotated[
        str | None,
        typer.Option(
            help="Edge voice for the articles in its language, instead of voices.yaml's (see `narrate voices`).",
            show_default=False,
        ),
    ] = None,
    strict: Annotated[
        bool,
        typer.Option(
            "--strict",
            help="Fail an article whose front matter narrate cannot "
            "read for sure (a language it does not know, `audio: ture`) instead "
            "of leaving it as it was with a warning.",
        ),
    ] = False,
    site_check: Annotated[
        bool,
        typer.Option(
            "--site-check",
            help="Ask the blog's generator (hugo, where it is "
            "installed) where each article's page is before narrating, and fail "
            "on any disagreement (a dry run always asks).",
        ),
    ] = False,
    config: ConfigOpt = None,
    quiet: QuietOpt = False,
) -> None:
    """Narrate every new or edited article in every language, then refresh OUT/<lang>/feed.xml."""
    from narrate.flow import options

    with _usage():
        options.check_engine(engine)
        langs = options.parse_langs(lang)
        voice_lang = options.voice_language(voice, langs, engine)
        shard_spec = options.parse_shard(shard)
    with _errors():
        from narrate.flow.build import build_site

        cfg = options.checked_config(config, content, engine)
        if voice is not None and voice_lang is not None:
            cfg = cfg.with_voice(voice_lang, voice)
        log = _BuildLog(enabled=not quiet and not as_json)
        with log:
            plan, report = build_site(
                content,
                cfg,
                out,
                engine=engine,
                fallback=not no_fallback,
                jobs=jobs,
                shard=shard_spec,
                dry_run=dry_run,
                event=log.event,
                progress=log.progress,
                warn=log.warn,
                allow_mass_removal=allow_mass_removal,
                langs=langs,
                force=force,
                strict=strict,
                site_check=site_check,
            )
        if as_json:
            _echo_json(report.to_json())
        elif dry_run:
            _print_plan(plan)
            _print_site_check(report)
        else:
            _print_report(report)
        _print_failures(report.failed)
        if report.failed or (site_check and _site_check_fails(report)):
            raise typer.Exit(1)


def _print_failures(failed: list[dict[str, Any]]) -> None:
    """One line per failure; the same line for many articles (a site's file they all read is a FIFO, a folder:
    issue 43 item 4, attacks s13) once, with how many articles it failed."""
    lines = Counter(_shown_in(item["error"], item["source"]) for item in failed)
    for line, count in lines.items():
        sys.stderr.write(f"narrate: error: {line}" + (f" ({count} articles not built)" if count > 1 else "") + "\n")


def _print_plan(plan: Plan) -> None:
    """`narrate build --dry-run`: each job with its status, language and slug, its key (the source path in
    the content folder) and page (its URL on the blog), then the removals, skips and failures, the estimate."""
    for job in plan.jobs:
        key, page = job.article.key or str(job.source), job.article.page or "(no page)"
        _echo(f"{plan.status.get(job.key, 'new'):9} {job.key:32} {_shown_name(key)}  →  {_shown_name(page)}")
    for key in plan.removed:
        _echo(f"{'removed':9} {_shown_name(key)}")
    for item in plan.skipped:  # (review s11 harden L3: two names alike, as the new lines were before)
        _echo(f"{'skipped':9} {_shown_name(item['source'])}: {item['reason']}")
    for item in plan.failed:
        typer.echo(f"{'failed':9} {_shown_in(item['error'], item['source'])}")
    if plan.estimate is not None:
        _echo(f"estimate: {plan.estimate.summary()}")
    waiting = sum(1 for status in plan.status.values() if status == "waiting")
    if waiting:
        _echo(
            f"{waiting} episode{'s were' if waiting != 1 else ' was'} made offline by espeak-ng and "
            f"{'are' if waiting != 1 else 'is'} waiting for Edge: a build that reaches Edge narrates "
            "them again; one that cannot leaves them as they are"
        )


def _print_site_check(report: BuildReport) -> None:
    """The generator's answer held against the plan: how many pages agree, and each disagreement."""
    check = report.site_check
    if check is None or not check.askable:
        return  # (a generator narrate cannot ask: nothing to say; --json gives the note)
    if not check.judge:
        _echo(f"site check: none ({check.note})")
        return
    _echo(
        f"site check ({check.judge}): {check.agreed} page{'s' if check.agreed != 1 else ''} where it puts "
        f"them, {len(check.disagreements)} not"
    )
    for row in check.disagreements:
        _echo(
            f"  {row['key'] or row['source']}: narrate {row['narrate'] or '-'}, "
            f"generator {row['generator'] or '-'} ({row['what']})"
        )


def _site_check_fails(report: BuildReport) -> bool:
    """`--site-check`: say why the build stopped (on stderr), if the check found a disagreement or none could be made."""
    check = report.site_check
    if check is None:
        return False
    if not check.judge:
        sys.stderr.write(
            f"narrate: error: --site-check: {check.note}; install the generator or leave out --site-check\n"
        )
        return True
    for row in check.disagreements:
        sys.stderr.write(
            f"narrate: error: site check: {row['source']}: narrate puts its page at "
            f"{row['narrate'] or '-'}, {check.judge} at {row['generator'] or '-'} ({row['what']})\n"
        )
    return bool(check.disagreements)


def _print_report(report: BuildReport) -> None:
    """`narrate build`'s summary: the counts, what waits for Edge, the skips and the feeds."""
    held = f"waiting for Edge {len(report.waiting)}, " if report.waiting else ""
    _echo(
        f"built {len(report.built)}, unchanged {len(report.unchanged)}, {held}"
        f"skipped {len(report.skipped)}, failed {len(report.failed)}, removed {len(report.removed)}"
    )
    if report.waiting:
        _echo(
            f"  {len(report.waiting)} episode{'s' if len(report.waiting) != 1 else ''} made offline "
            "earlier left as they are: Edge is still out of reach (the next build that reaches it "
            "narrates them with Edge)"
        )
    for item in report.skipped:
        _echo(f"  skipped {item['source']}: {item['reason']}")
    for feed in report.feeds:
        _echo(f"  feed {feed['path']} ({feed['episodes']} episodes)")


FeedConfigOpt = Annotated[
    Path | None,
    typer.Option(
        "--config",
        "-c",
        help="voices.yaml to use. Default: the nearest one walking up from the output "
        "folder, else from the working folder, else built-in defaults.",
        show_default=False,
    ),
]
HereConfigOpt = Annotated[
    Path | None,
    typer.Option(
        "--config",
        "-c",
        help="voices.yaml to use. Default: the nearest one walking up from the working folder, else built-in defaults.",
        show_default=False,
    ),
]


@app.command("feed")
def feed_command(
    out: OutOpt = Path("output"),
    config: FeedConfigOpt = None,
) -> None:
    """Render OUT/<lang>/feed.xml from what is built (the manifest); no synthesis, no article parsing."""
    with _errors():
        from narrate.flow.feed import render_feeds

        results = render_feeds(out, config, warn=_warn)
        if not results:
            _warn(f"note: nothing is built in {out} yet; run `narrate build CONTENT_DIR` first")
        for result in results:
            _echo(f"{result.path}  {result.episodes} episodes")


class _BuildLog:
    """Build progress: a live rich display on a terminal, plain log lines otherwise (CI)."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled
        self.tty = enabled and sys.stderr.isatty()
        self.done = 0
        self._bar: Any = None
        self._tasks: dict[str, Any] = {}
        self._overall: Any = None

    def __enter__(self) -> _BuildLog:
        if self.tty:
            self._bar = _progress_bar()
            self._overall = self._bar.add_task("articles", total=None)
        return self

    def __exit__(self, *exc: object) -> None:
        if self._bar is not None:
            self._bar.__exit__(None, None, None)

    def event(self, name: str, details: dict[str, Any]) -> None:
        """One build event: the live display follows it on a terminal; elsewhere, one log line for it."""
        if not self.enabled:
            return
        key = f"{details.get('lang')}/{details.get('slug')}"
        if name in ("built", "unchanged", "failed", "skipped", "waiting"):
            self.done += 1
            if self._bar is not None:
                self._bar.update(self._overall, completed=self.done)
                if key in self._tasks:
                    self._bar.remove_task(self._tasks.pop(key))
        if name == "plan" and self._bar is not None:
            self._bar.update(self._overall, total=details["jobs"])
            if details.get("estimate") is not None and details["estimate"].articles:
                self._bar.console.print(f"estimate: {details['estimate'].summary()}", markup=False, highlight=False)
        if self.tty:
            if name == "built":
                self._bar.console.print(_shown(_built_line(key, details)), markup=False, highlight=False)
            return
        line = _LOG_LINES.get(name)
        if line is not None:
            sys.stderr.write(_shown(line(key, details)) + "\n")

    def warn(self, message: str) -> None:
        """A warning above the live display (printed beside it, it would tear it), or on stderr."""
        if self._bar is not None:
            self._bar.console.print(
                _warned(message), style="bold yellow", markup=False, highlight=False, soft_wrap=True
            )
        else:
            _warn(message)

    def progress(self, label: str, done: int, total: int) -> None:
        if self._bar is None:
            return
        if label not in self._tasks:
            self._tasks[label] = self._bar.add_task(f"  {_label(label)}", total=total)
        self._bar.update(self._tasks[label], completed=done, total=total)


def _built_line(key: str, details: dict[str, Any]) -> str:
    lost = details.get("lost_symbols")
    holes = f"; {lost} symbol(s) lost: see `narrate check {details['source']}`" if lost else ""
    return (
        f"built {key}  {_fmt_duration(details['duration'])}  {_fmt_size(details['bytes'])}  "
        f"({details['engine']}{_short_of_target(details)}{holes})"
    )


def _plan_lines(key: str, details: dict[str, Any]) -> str:
    waiting = f"{details['waiting']} waiting for Edge, " if details.get("waiting") else ""
    line = (
        f"plan: {details['new']} new, {details['changed']} changed, {details['unchanged']} "
        f"unchanged, {waiting}{details['skipped']} skipped, {details['failed']} failed to read, "
        f"{details['removed']} removed"
    )
    if details.get("estimate") is not None and details["estimate"].articles:
        line += f"\nestimate: {details['estimate'].summary()}"
    return line


# A build's log lines (stderr, when it is not a terminal), by event: (lang/slug, details) -> text.
_LOG_LINES: dict[str, Callable[[str, dict[str, Any]], str]] = {
    "plan": _plan_lines,
    "start": lambda key, details: f"narrating {key} ({_shown_name(str(details['source']))})",
    "built": _built_line,
    "failed": lambda key, details: f"failed {key}: {_shown_in(details['error'], details['source'])}",
    "skipped": lambda key, details: f"skipped {key}: {details['reason']}",
    "waiting": lambda key, details: (
        f"waiting for Edge {key}: made offline earlier; Edge is still out of reach, so it is left as it is"
    ),
}


@app.command("script")
def script_command(
    ctx: typer.Context,
    article: Annotated[Path, typer.Argument(help="The Markdown article.", show_default=False, metavar="ARTICLE.md")],
    as_json: Annotated[
        bool,
        typer.Option(
            "--json", help="Print one JSON object (lang, voice, title, slug, key, page, group, chapters, chunks)."
        ),
    ] = False,
    report: Annotated[
        bool,
        typer.Option(
            "--report",
            help="Also list terms worth a lexicon entry that it does not cover, and, apart, what looks like a leak.",
        ),
    ] = False,
    config: ConfigOpt = None,
    out: Annotated[
        Path,
        typer.Option(
            "--out",
            "-o",
            help="Output folder whose published slugs count (an article keeps the slug it was published under).",
        ),
    ] = Path("output"),
    reader: ReaderOpt = None,
) -> None:
    """Show what would be spoken, chunk by chunk, with pauses and chapters. No synthesis, no network."""
    _use_reader(ctx, article, reader)
    with _errors():
        from narrate.flow.script import script_for

        view = script_for(article, config, out, report=report and not as_json, warn=_warn)
        if as_json:
            _echo_json(view.to_json())
            return
        _print_script(view)
        if report:
            _print_script_report(view)


def _print_script(view: ScriptView) -> None:
    """The script as `narrate script` lists it: a header, then each chunk with its chapter and pause."""
    art, script = view.article, view.script
    chapter_at = {c.chunk: c for c in script.chapters}
    _echo(f"{script.title}")
    _echo(
        f"  lang {script.lang} (from {art.lang_source}"
        + (f": {art.lang_reason}" if art.lang_reason else "")
        + f") · voice {script.voice.name} · slug {script.slug}"
        f" · {len(script.chunks)} chunks · {sum(len(c.text) for c in script.chunks)} characters"
        + (" · draft" if art.draft else "")
    )
    if script.skipped:
        _echo("  left out: " + ", ".join(f"{n} {kind}" for kind, n in sorted(script.skipped.items())))
    _echo("")
    for n, chunk in enumerate(script.chunks):
        if n in chapter_at:
            _echo(f"§ {chapter_at[n].title}")
        _echo(f"  [{n:>3}] {chunk.text}")
        if chunk.pause_ms:
            _echo(f"        … {chunk.pause_ms} ms")


def _print_script_report(view: ScriptView) -> None:
    """`narrate script --report`: the terms worth a lexicon entry, and apart, what looks like a leak."""
    _echo("")
    if view.terms:
        _echo(
            "Terms not in the lexicon (add them under languages."
            f"{view.script.lang}.lexicon in voices.yaml if the voice says them wrong):"
        )
        for term, count in view.terms:
            _echo(f"  {term}  ×{count}")
    else:
        _echo("Every term worth a lexicon entry is covered by the lexicon.")
    if view.looking:
        _echo("")
        _echo("Looks like a leak (file names, domains, hex, handles…): check how these are said:")
        for kind, item, count in view.looking:
            _echo(f"  {kind}: {item}  ×{count}")


@app.command("check")
def check_command(
    ctx: typer.Context,
    target: Annotated[
        Path,
        typer.Argument(
            help="A content folder or one Markdown article.", show_default=False, metavar="CONTENT_DIR|ARTICLE.md"
        ),
    ],
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object: articles and totals.")] = False,
    strict: Annotated[
        bool,
        typer.Option(
            "--strict",
            help="Exit 1 when anything looks like a leak or a hole, or front "
            "matter says neither yes nor no where it decides whether an article "
            "has an episode (`audio: ture`).",
        ),
    ] = False,
    config: ConfigOpt = None,
    reader: ReaderOpt = None,
) -> None:
    """The listening lint: what will be skipped, what looks like a leak, language and voice per block,
    uncovered terms and the estimated duration. No synthesis, no network."""
    if target.exists() and not target.is_dir():
        _use_reader(ctx, target, reader)
    with _errors():
        from narrate.flow.check import check_target

        run = check_target(target, config)
        if as_json:
            _echo_json(run.to_json())
        else:
            _print_check(run)
        if run.failed or (strict and (run.leaks or run.holes or run.misreads)):
            raise typer.Exit(1)


def _print_check(run: CheckRun) -> None:
    """`narrate check`'s findings, article by article, then the totals."""
    for r in run.reports:
        typer.echo(_shown_name(r.source))  # (a name with a tab or a backslash, as a plan prints it: review s12 L2)
        if r.error:
            typer.echo(f"  {'no prose' if r.no_prose else 'error'}: {_shown_in(r.error, r.source)}")
            continue
        _echo(
            f"  {r.lang} (from {r.lang_source}) · voice {r.voice} · {r.chunks} chunks · "
            f"about {_fmt_duration(r.duration_s)}"
        )
        if r.lang_reason:
            _echo(f"  language: {r.lang_reason}")
        if r.title_made:
            _echo(f"  title: made from the file's name, the page shows none: {r.title_made}")
        for warning in r.warnings:
            typer.echo(f"  warning: {_shown_in(warning, r.source, *getattr(warning, 'names', ()))}")
        if r.skipped:
            _echo("  not heard: " + ", ".join(f"{n} {k}" for k, n in sorted(r.skipped.items())))
        others = [b for b in r.blocks if b.lang != r.lang]
        if others:
            _echo(f"  {len(others)} block(s) in another voice:")
            for b in others:
                _echo(f"    [{b.block}] {b.lang} {b.voice}: {b.why} — {b.text}")
        _print_findings(r)
        for lost in r.prose_lost:
            _echo(f"  prose not spoken: {lost}")
        if r.uncovered_terms:
            _echo("  terms not in the lexicon: " + ", ".join(t for t, _ in r.uncovered_terms[:15]))
        _print_polyphones(r)
    totals = run.totals()
    _echo(
        f"{totals['articles']} article(s), {totals['chunks']} chunks, {totals['leaks']} leak(s), "
        f"{totals['holes']} hole(s), {totals['formulas_in_part']} formula(s) said in part, "
        f"{totals['said_wrong']} symbol(s) said wrong, "
        f"{totals['prose_lost']} prose run(s) not spoken, {totals['failed']} failed, "
        f"about {_fmt_duration(totals['duration_s'])} in all"
    )


def _print_findings(r: ArticleCheck) -> None:
    """An article's leaks, holes, symbols said wrong and formulas not said whole."""
    for leak in r.leaks:
        _echo(f"  leak ({leak['class']}) in chunk {leak['chunk']}: {leak['text']}")
    for hole in r.holes:
        by = f", removed by {hole['rule']}, which may not remove it" if hole.get("rule") else ""
        _echo(f"  hole: {hole['symbol']!r} lost at line {hole['line']} (chunk {hole['chunk']}{by}): {hole['context']}")
    for wrong in r.said_wrong:
        _echo(
            f"  said wrong ({wrong['kind']}) at line {wrong['line']} (chunk {wrong['chunk']}): "
            f"{wrong['written']} → {wrong['said']!r}"
        )
    for part in r.formulas_in_part:
        _echo(f"  formula said in part at line {part['line']} (chunk {part['chunk']}): {part['tex']}")
    for unheard in r.lines_unheard:
        _echo(f"  line never heard at line {unheard['line']} (before chunk {unheard['chunk']}): {unheard['text']}")
    for cued in r.formulas_cued:
        _echo(f"  formula heard only as its cue at line {cued['line']} (chunk {cued['chunk']}): {cued['tex']}")
    for doubt in r.voice_doubts:
        _echo(f"  voice: {doubt['kind']} (chunk {doubt['chunk']}): {doubt['text']}")
    for doubt in r.page_doubts:
        _echo(f"  page: {doubt['kind']} at line {doubt['line']} (chunk {doubt['chunk']}): {doubt['text']}")


def _print_polyphones(r: ArticleCheck) -> None:
    """The polyphones a voice reads by its own guess, and the marked readings it is sent instead."""
    if r.polyphones:
        _echo(f"  polyphones no reading settles (mark those said wrong: languages.{r.lang}.lexicon, 行數: háng shù):")
        for word, readings, count in r.polyphones[:10]:
            _echo(f"    {word} ×{count}  ({readings})")
        if len(r.polyphones) > 10:
            _echo(f"    … and {len(r.polyphones) - 10} more (--json lists them all)")
    if r.readings:
        _echo(
            "  readings marked: "
            + ", ".join(f"{t} {reading} ×{n}{'' if src else ' (voices.yaml)'}" for t, reading, src, n in r.readings)
        )


@app.command("voices")
def voices_command(
    lang: Annotated[
        str | None,
        typer.Option(
            "--lang",
            "-l",
            help="One language (fr, de, pt-br, zh-hant…): its configured voice and every Edge voice for it.",
            show_default=False,
        ),
    ] = None,
    config: HereConfigOpt = None,
) -> None:
    """The configured voice per language, and Edge's voices: from narrate's snapshot, checked live when reachable."""
    with _errors():
        from narrate.flow.voices import list_voices

        _print_voices(list_voices(lang, config))


def _live_mark(live: bool | None) -> str:
    """How a voice fares in Edge's live list ("" when the list was not read)."""
    if live is None:
        return ""
    return "  ✓ live" if live else "  ✗ not in the live list"


def _print_voices(listing: VoiceListing) -> None:
    """`narrate voices`: one line per configured voice; with --lang, Edge's voices for it."""
    if listing.offline_reason is not None:
        _echo(f"(the live Edge voice list is not available: {listing.offline_reason})", err=True)
    for v in listing.configured:
        note = f"  ✗ {v.problem}" if v.problem else _live_mark(v.live)
        _echo(
            f"{v.lang:8} {v.name}  rate {v.rate} pitch {v.pitch} "
            f"volume {v.volume}  (offline: espeak-ng {v.espeak_voice or 'default'})"
            f"{note}"
        )
    if listing.lang is None:
        _echo("")
        _echo(
            f"{len(listing.others)} more languages read by their default voice ({listing.source}): "
            f"{' '.join(listing.others)}"
        )
        _echo("`narrate voices --lang LANG` lists a language's voices.")
        return
    _echo("")
    _echo(f"Edge voices for {listing.lang} ({listing.source}):")
    for edge in listing.edge_voices:
        if edge.newer:
            _echo(
                f"  {edge.name}  ✓ live (newer than narrate's snapshot; check it with --voice before "
                "setting it in voices.yaml)"
            )
        else:
            _echo(f"  {edge.name}  {edge.gender}{_live_mark(edge.live)}")


@app.command("serve")
def serve_command(
    folder: Annotated[
        Path, typer.Argument(help="The output folder to serve.", show_default=False, metavar="[DIR]")
    ] = Path("output"),
    host: Annotated[
        str, typer.Option("--host", help="Address to listen on; 0.0.0.0 lets a phone on the LAN reach it.")
    ] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", "-p", min=0, max=65535, help="Port (0: any free port).")] = 8000,
    rebase: Annotated[
        bool,
        typer.Option(
            "--rebase",
            help="Serve feeds, pages and episodes.json with their "
            "public URL (feed.base_url) replaced by this server's address, so a "
            "podcast app can subscribe to the preview.",
        ),
    ] = False,
    quiet: QuietOpt = False,
) -> None:
    """Preview an output folder: HEAD, byte ranges, CORS and the right types; never a file outside DIR."""
    from narrate.flow.serve import feed_paths, find_base_url, is_regular_dir, lan_address, run_server

    if not is_regular_dir(folder):
        _fail(f"{folder}: no such folder; build into it first (narrate build CONTENT_DIR --out {folder})")
    from narrate.weburl import host_problem

    problem = None if host in ("", "0.0.0.0", "::") else host_problem(host)
    if problem is not None:  # (the socket library said it as a UnicodeError traceback)
        _fail(f"--host {host}: {problem}; give an IP address (127.0.0.1, or 0.0.0.0 for the LAN) or a host name")
    if rebase and find_base_url(folder) is None:
        _fail(
            f"{folder}: --rebase needs the folder's public URL, but it has no episodes.json or feed.xml yet; "
            f"run `narrate feed --out {folder}` (with feed.base_url set) first"
        )

    def ready(bound: int) -> None:
        local = "127.0.0.1" if host in ("0.0.0.0", "::", "") else host
        lan = lan_address() if host in ("0.0.0.0", "::", "") else None
        _echo(f"serving {folder} at http://{local}:{bound}/" + (f" and http://{lan}:{bound}/" if lan else ""))
        feeds = feed_paths(folder)
        for path in feeds:
            _echo(f"  feed  http://{lan or local}:{bound}{path}")
        from narrate.flow.feed import has_pages

        if has_pages(folder):
            _echo(f"  pages http://{lan or local}:{bound}/")
        if not rebase and feeds:
            _echo("  (the feeds point at feed.base_url; add --rebase to make them point here)")
        if lan and feeds:
            url = f"http://{lan}:{bound}{feeds[0]}"
            try:
                import segno
            except ImportError:  # the QR code is the `qr` extra's
                _echo(f"  subscribe on a phone at {url} (pip install 'narrate-blog[qr]' shows a QR code to scan)")
            else:
                _echo(f"scan to subscribe to {url}:")
                segno.make(url, error="l").terminal(compact=True)
        elif feeds and host.startswith("127."):
            _echo("  (only this machine can reach it; --host 0.0.0.0 lets a phone on the LAN subscribe)")
        _echo("press Ctrl+C to stop")
        sys.stdout.flush()

    def log(line: str) -> None:
        sys.stderr.write(_shown(line) + "\n")

    try:
        run_server(folder, host, port, rebase=rebase, ready=ready, log=None if quiet else log)
    except KeyboardInterrupt:
        return
    except (OSError, UnicodeError) as exc:
        why = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
        _fail(f"cannot listen on {host}:{port} ({why}); choose another --port or --host")


@app.command("check-host")
def check_host_command(
    url: Annotated[
        str,
        typer.Argument(
            help="The public URL of the output folder (feed.base_url), or of an episodes.json.",
            show_default=False,
            metavar="URL",
        ),
    ],
    slug: Annotated[
        str | None, typer.Option("--slug", help="Check this episode (default: the newest).", show_default=False)
    ] = None,
    lang: Annotated[
        str | None, typer.Option("--lang", help="Check an episode in this language.", show_default=False)
    ] = None,
) -> None:
    """Ask a host (network!) for one episode and its sidecars as podcast apps and the player do: HEAD, Range, CORS, types."""
    with _errors():
        import asyncio

        from narrate.flow.check_host import check_host

        checks = asyncio.run(check_host(url, slug=slug, lang=lang))
        for check in checks:
            need = f"  (needed by {check.need})" if check.need and check.status != "ok" else ""
            _echo(f"{check.status:4}  {check.what}: {check.detail}{need}")
        failed = [c for c in checks if c.status == "fail"]
        if failed:
            _fail(
                f"{url}: {len(failed)} check{'s' if len(failed) != 1 else ''} failed "
                f"({', '.join(c.what for c in failed)}); see the README's 'Hosting' section for the settings"
            )
        _echo("the host serves what podcast apps and the player need")


@app.command("cache")
def cache_command(
    content: Annotated[
        Path | None,
        typer.Argument(
            help="With --prune: also keep every chunk this content folder's articles use now.",
            show_default=False,
            metavar="[CONTENT_DIR]",
        ),
    ] = None,
    prune: Annotated[
        bool,
        typer.Option(
            "--prune",
            help="Delete cached chunks that no recorded build uses "
            "(every build records its output folder's chunks) and that are older "
            "than the grace period.",
        ),
    ] = False,
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="With --prune: show what would be deleted, delete nothing.")
    ] = False,
    grace: Annotated[
        float,
        typer.Option(
            "--grace",
            min=0,
            help="Days an unrecorded chunk is kept (a build still running has not recorded its chunks yet).",
        ),
    ] = 2.0,
    yes: Annotated[
        bool,
        typer.Option(
            "--yes", "-y", help="Do not ask before deleting (a terminal is asked when more than 5 MB would go)."
        ),
    ] = False,
    config: ConfigOpt = None,
) -> None:
    """Show the chunk cache's size and place (NARRATE_CACHE_DIR); with --prune, delete chunks no build uses."""
    if (content is not None or dry_run) and not prune:
        raise typer.BadParameter("CONTENT_DIR and --dry-run go with --prune", param_hint="--prune")
    with _errors():
        from narrate.flow.prune import chunk_cache, plan_prune
        from narrate.flow.prune import prune as do_prune

        cache = chunk_cache()
        if prune:
            plan = plan_prune(cache, content=content, config_path=config, grace_days=grace)
            folders = ", ".join(r.out_dir for r in plan.records) or "none"
            _echo(
                f"kept: chunks used by the latest build of {len(plan.records)} output "
                f"folder{'s' if len(plan.records) != 1 else ''} ({folders})"
                + (f", {plan.protected_by_content} more used by {content}" if content is not None else "")
            )
            size = _fmt_size(plan.bytes)
            count = len(plan.unused)
            if dry_run:
                _echo(
                    f"would prune {count} of {plan.total} chunk{'s' if plan.total != 1 else ''} ({size}); "
                    "nothing deleted (--dry-run)"
                )
            else:
                if plan.bytes > 5_000_000 and not yes and _interactive():
                    if not typer.confirm(f"delete {count} unused chunks ({size})?", default=False, err=True):
                        _echo("nothing deleted")
                        raise typer.Exit(1)
                removed = do_prune(cache, plan)
                _echo(f"pruned {removed} chunk{'s' if removed != 1 else ''} ({size})")
        stats = cache.stats()
        _echo(f"{cache.root}: {stats.entries} chunks, {_fmt_size(stats.bytes)}")


def _interactive() -> bool:
    """Whether someone at a terminal can be asked."""
    return sys.stdin.isatty() and sys.stderr.isatty()


@app.callback(invoke_without_command=True)
def _root(
    version: Annotated[bool, typer.Option("--version", help="Show narrate's version and exit.")] = False,
) -> None:
    if version:
        _echo(f"narrate {__version__}")
        raise typer.Exit(0)
