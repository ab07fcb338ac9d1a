"""The `narrate` command: parse, call one library function, print.

`narrate ARTICLE.md` works beside the subcommands: a first argument that is not
a subcommand name is taken as the article of the `episode` command. Errors from
the library (NarrateError) print as one line on stderr with exit code 1; usage
errors exit 2. Progress bars and colors live here (stderr, terminals only).
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any

import typer
from typer.core import TyperGroup

from narrate import __version__

from .errors import InputError, NarrateError


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
                import difflib

                close = difflib.get_close_matches(first, [c for c in self.commands if c != "episode"], n=1,
                                                  cutoff=0.6)
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
    typer.Option("--engine", "-e", help="auto (Edge, espeak-ng if Edge cannot be reached), edge, or espeak. "
                 "Default: voices.yaml's engine, else auto.", show_default=False),
]
ConfigOpt = Annotated[
    Path | None,
    typer.Option("--config", "-c", help="voices.yaml to use. Default: the nearest one walking up from the "
                 "article or content folder, else built-in defaults.", show_default=False),
]
OutOpt = Annotated[Path, typer.Option("--out", "-o", help="Output folder: episodes go to OUT/<lang>/<slug>.mp3.")]
QuietOpt = Annotated[bool, typer.Option("--quiet", "-q", help="Print only results and errors.")]
ReaderOpt = Annotated[str | None, typer.Option("--reader", help="Read the article with this reader "
                                                  "(markdown) whatever its suffix; without it, a file whose "
                                                  "suffix no reader takes (.txt, .yaml, .rst…) is refused.",
                                                  show_default=False)]


def _use_reader(ctx: typer.Context, article: Path, reader: str | None, commands: tuple[str, ...] = ()) -> None:
    """Apply `--reader`, or refuse a file no reader takes with one line (naming the command it may be)."""
    from narrate.text.readers import force_reader, refusal

    if reader is not None:
        try:
            undo = force_reader(article, reader)
        except ValueError as exc:
            raise typer.BadParameter(str(exc), param_hint="--reader") from None
        ctx.call_on_close(undo)  # for this command only: a library caller's registry is left as it was
        return
    problem = refusal(article) if article.is_file() else None  # a folder or a missing file: said when read
    if problem is not None:
        stem = article.name.split(".")[0]
        if stem in commands:
            problem += f"; to run the command, type `narrate {stem}`"
        _fail(problem)


def _fail(message: str) -> None:
    sys.stderr.write(f"narrate: error: {message}\n")
    sys.stderr.flush()
    raise typer.Exit(1)


@contextmanager
def _errors() -> Iterator[None]:
    try:
        yield
    except NarrateError as exc:
        _fail(" ".join(str(exc).split()))
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
    typer.echo(json.dumps(_printable(data), ensure_ascii=False, indent=2))


def _warn(message: str) -> None:
    if not sys.stderr.isatty() and not any(os.environ.get(name) for name in ("FORCE_COLOR", "TTY_COMPATIBLE")):
        # What rich would print there (no colour, no wrapping), without importing it: a CI build's warning.
        sys.stderr.write(message + "\n")
        return
    from rich.console import Console

    Console(stderr=True).print(message, style="bold yellow", markup=False, highlight=False, soft_wrap=True)


def _check_engine(engine: str | None) -> None:
    from narrate.voice.engines import engine_names

    if engine is not None and engine != "auto" and engine not in engine_names():
        raise typer.BadParameter(f"must be auto or one of {', '.join(engine_names())}", param_hint="--engine")


def _checked_config(path: Path | None, near: Path, engine: str | None = None) -> Any:
    """voices.yaml loaded and checked against the engines the run would use (their own voice settings)."""
    from narrate.voice.engines import resolve_engines

    from .config import load_config

    cfg = load_config(path, near=near)
    resolve_engines(cfg, engine)
    return cfg


def _label(label: str, width: int = 30) -> str:
    """A progress label cut to `width` (a long slug must not squeeze the bar and counts out of 80 columns)."""
    return label if len(label) <= width else label[: width - 1] + "…"


def _fmt_duration(seconds: float) -> str:
    from narrate.audio.transcript import clock  # here, not at the top: --help loads no stage

    return clock(seconds, rounded=True)


def _fmt_size(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB" if size >= 100_000 else f"{size / 1000:.0f} kB"


@contextmanager
def _chunk_progress(enabled: bool) -> Iterator[Callable[[str, int, int], None] | None]:
    """A rich progress bar on a terminal; None (no progress) otherwise."""
    if not enabled or not sys.stderr.isatty():
        yield None
        return
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
    )

    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  transient=True, console=Console(stderr=True)) as bar:
        tasks: dict[str, Any] = {}

        def update(label: str, done: int, total: int) -> None:
            if label not in tasks:
                tasks[label] = bar.add_task(_label(label), total=total)
            bar.update(tasks[label], completed=done, total=total)

        yield update


@app.command("episode")
def episode_command(
    ctx: typer.Context,
    article: Annotated[Path, typer.Argument(help="The Markdown article to narrate.", show_default=False, metavar="ARTICLE.md")],
    out: OutOpt = Path("output"),
    engine: EngineOpt = None,
    voice: Annotated[str | None, typer.Option(help="Edge voice name to use instead of voices.yaml's "
                                                 "(see `narrate voices`).", show_default=False)] = None,
    config: ConfigOpt = None,
    no_fallback: Annotated[bool, typer.Option("--no-fallback", help="Fail instead of falling back to "
                                              "espeak-ng when Edge cannot be reached.")] = False,
    force: Annotated[bool, typer.Option("--force", help="Rebuild even if the episode is current.")] = False,
    reader: ReaderOpt = None,
    quiet: QuietOpt = False,
) -> None:
    """Narrate one article: OUT/<lang>/<slug>.mp3 with .vtt and .chapters.json beside it (also: narrate ARTICLE.md)."""
    _check_engine(engine)
    _use_reader(ctx, article, reader, tuple(c.name or "" for c in app.registered_commands))
    if voice is not None:
        problem = _voice_problem(voice, engine)
        if problem:
            raise typer.BadParameter(problem, param_hint="--voice")
    with _errors():
        from narrate.flow.episode import narrate_article, read_for_episode

        cfg = _checked_config(config, article, engine)
        art = read_for_episode(article, cfg, out_dir=out)
        if voice is not None:
            problem = _voice_problem(voice, engine, art.lang)
            if problem:
                raise typer.BadParameter(f"{article} is in {art.lang}: {problem}", param_hint="--voice")
        for line in art.warnings:
            _warn(line)
        if art.draft and not quiet:
            _warn(f"note: {article} is a draft (draft: true); narrating it anyway")
        with _chunk_progress(not quiet) as progress:
            outcome = narrate_article(article, out, config=cfg, engine=engine, fallback=not no_fallback,
                                      voice=voice, force=force, progress=progress, warn=_warn, article=art)
        record = outcome.record
        from narrate.publish.layout import OutputLayout

        path = OutputLayout(out).mp3(record.lang, record.slug)
        if outcome.status == "unchanged":
            typer.echo(f"{path}  unchanged ({_fmt_duration(record.duration)}, {_fmt_size(record.bytes)}); "
                       "use --force to rebuild")
            return
        if outcome.status == "waiting":
            typer.echo(f"{path}  waiting for Edge: made offline earlier with espeak-ng, and Edge is still out of "
                       "reach, so it is left as it is (a run that reaches Edge narrates it again)")
            return
        loud = f", {_loudness_note(record.loudness, cfg.loudness)}" if record.loudness is not None else ""
        typer.echo(f"{path}  {_fmt_duration(record.duration)}  {_fmt_size(record.bytes)}  "
                   f"({record.engine}: {record.voice}{loud}; {outcome.synthesized} chunks synthesized, "
                   f"{outcome.from_cache} from cache)")


def _loudness_note(loudness: float, mode: str) -> str:
    """The episode's loudness for a result line, saying why when it is off the target (under
    `loudness: lossless`, the peaks; the setting that reaches it is named, never the one in use)."""
    from narrate.audio.loudness import TARGET_LUFS

    if abs(loudness - TARGET_LUFS) <= 1.0:
        return f"{loudness:.1f} LUFS"
    if mode == "lossless":
        return (f"{loudness:.1f} LUFS: peaks allow no more without clipping under `loudness: lossless`; "
                f"`loudness: auto` (the default) reaches {TARGET_LUFS:.0f} LUFS through a true-peak limiter")
    return f"{loudness:.1f} LUFS: the limiter could not reach {TARGET_LUFS:.0f} LUFS"


def _short_of_target(loudness: object, mode: object) -> str:
    """', 16.0 LUFS…' for a build line when the episode is off the target; '' otherwise."""
    from narrate.audio.loudness import TARGET_LUFS

    if isinstance(loudness, (int, float)) and abs(loudness - TARGET_LUFS) > 1.0:
        return f", {_loudness_note(float(loudness), str(mode))}"
    return ""


@app.command("build")
def build_command(
    content: Annotated[Path, typer.Argument(help="The content folder (Hugo, Astro, Jekyll or flat Markdown).",
                                            show_default=False, metavar="CONTENT_DIR")],
    out: OutOpt = Path("output"),
    jobs: Annotated[int, typer.Option("--jobs", "-j", min=1, max=64, help="Episodes spliced and tagged at "
                                      "once. Every article's requests queue together for the service, longest "
                                      "first, capped by voices.yaml's concurrency.")] = 4,
    shard: Annotated[str | None, typer.Option("--shard", help="I/N: narrate only the I-th of N "
                                                 "deterministic parts (for parallel CI jobs; run "
                                                 "`narrate feed` after merging).", show_default=False)] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the summary as one JSON object on stdout "
                                          "(built, unchanged, skipped, failed) and nothing else.")] = False,
    engine: EngineOpt = None,
    no_fallback: Annotated[bool, typer.Option("--no-fallback", help="Fail articles instead of falling back to "
                                              "espeak-ng when Edge cannot be reached (for publishing).")] = False,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Print the plan (new, changed, unchanged, "
                                          "removed, skipped) and stop.")] = False,
    allow_mass_removal: Annotated[bool, typer.Option("--allow-mass-removal", help="Remove the episodes of gone "
                                                     "articles even when that is all of them or more than "
                                                     "build.max_removal_share (by default such a build "
                                                     "removes nothing and fails).")] = False,
    lang: Annotated[list[str] | None, typer.Option("--lang", "-l", help="Only this language (repeat for "
                                                      "several); the others' episodes are left as they are.",
                                                      show_default=False)] = None,
    force: Annotated[bool, typer.Option("--force", help="Narrate every article again, even current ones "
                                        "(from the chunk cache where it can).")] = False,
    voice: Annotated[str | None, typer.Option(help="Edge voice for the articles in its language, instead "
                                                 "of voices.yaml's (see `narrate voices`).",
                                                 show_default=False)] = None,
    config: ConfigOpt = None,
    quiet: QuietOpt = False,
) -> None:
    """Narrate every new or edited article in every language, then refresh OUT/<lang>/feed.xml."""
    _check_engine(engine)
    langs = _parse_langs(lang)
    voice_lang = _voice_language(voice, langs, engine)
    try:
        from narrate.flow.build import parse_shard

        shard_spec = parse_shard(shard) if shard else (1, 1)
    except InputError as exc:
        raise typer.BadParameter(str(exc), param_hint="--shard") from None
    with _errors():
        from narrate.flow.build import build_site

        cfg = _checked_config(config, content, engine)
        if voice is not None and voice_lang is not None:
            cfg = cfg.with_voice(voice_lang, voice)
        log = _BuildLog(enabled=not quiet and not as_json)
        with log:
            plan, report = build_site(content, cfg, out, engine=engine, fallback=not no_fallback, jobs=jobs,
                                      shard=shard_spec, dry_run=dry_run, event=log.event, progress=log.progress,
                                      warn=log.warn, allow_mass_removal=allow_mass_removal,
                                      langs=langs, force=force)
        if as_json:
            _echo_json(report.to_json())
        elif dry_run:
            for job in plan.jobs:
                typer.echo(f"{plan.status.get(job.key, 'new'):9} {job.key:32} {job.source}")
            for key in plan.removed:
                typer.echo(f"{'removed':9} {key}")
            for item in plan.skipped:
                typer.echo(f"{'skipped':9} {item['source']}: {item['reason']}")
            for item in plan.failed:
                typer.echo(f"{'failed':9} {item['error']}")
            if plan.estimate is not None:
                typer.echo(f"estimate: {plan.estimate.summary()}")
            waiting = sum(1 for status in plan.status.values() if status == "waiting")
            if waiting:
                typer.echo(f"{waiting} episode{'s were' if waiting != 1 else ' was'} made offline by espeak-ng and "
                           f"{'are' if waiting != 1 else 'is'} waiting for Edge: a build that reaches Edge narrates "
                           "them again; one that cannot leaves them as they are")
        else:
            held = f"waiting for Edge {len(report.waiting)}, " if report.waiting else ""
            typer.echo(f"built {len(report.built)}, unchanged {len(report.unchanged)}, {held}"
                       f"skipped {len(report.skipped)}, failed {len(report.failed)}, removed {len(report.removed)}")
            if report.waiting:
                typer.echo(f"  {len(report.waiting)} episode{'s' if len(report.waiting) != 1 else ''} made offline "
                           "earlier left as they are: Edge is still out of reach (the next build that reaches it "
                           "narrates them with Edge)")
            for item in report.skipped:
                typer.echo(f"  skipped {item['source']}: {item['reason']}")
            for feed in report.feeds:
                typer.echo(f"  feed {feed['path']} ({feed['episodes']} episodes)")
        for item in report.failed:
            sys.stderr.write(f"narrate: error: {' '.join(item['error'].split())}\n")
        if report.failed:
            raise typer.Exit(1)


def _parse_langs(values: list[str] | None) -> tuple[str, ...] | None:
    """`--lang` values as narrate's language codes (None: every language)."""
    if not values:
        return None
    from narrate.text.language import normalize_lang

    codes = []
    for value in values:
        code = normalize_lang(value)
        if code is None:
            raise typer.BadParameter(f"{value!r} is not a language narrate speaks; `narrate voices` lists them",
                                     param_hint="--lang")
        codes.append(code)
    return tuple(dict.fromkeys(codes))


def _voice_problem(voice: str, engine: str | None, lang: str = "") -> str | None:
    """What the run's first engine says is wrong with `--voice` (for `lang`, if known), or None."""
    from narrate.voice.engines import make_engine

    first = make_engine(engine if engine not in (None, "auto") else "edge")
    return next((problem for key, problem in first.check_voice(lang, {"voice": voice}) if key == "voice"), None)


def _voice_language(voice: str | None, langs: tuple[str, ...] | None, engine: str | None = None) -> str | None:
    """The language `--voice` is for (its name says it); a usage error if it is not a voice or not one of --lang."""
    if voice is None:
        return None
    from narrate.text.language import lang_of_voice

    problem = _voice_problem(voice, engine)
    code = lang_of_voice(voice)
    if problem or code is None:
        raise typer.BadParameter(problem or f"{voice!r} is not a voice of a language narrate speaks",
                                 param_hint="--voice")
    if langs is not None and code not in langs:
        raise typer.BadParameter(f"{voice} speaks {code}, which is not among --lang {' '.join(langs)}",
                                 param_hint="--voice")
    return code


FeedConfigOpt = Annotated[
    Path | None,
    typer.Option("--config", "-c", help="voices.yaml to use. Default: the nearest one walking up from the output "
                 "folder, else from the working folder, else built-in defaults.", show_default=False),
]
HereConfigOpt = Annotated[
    Path | None,
    typer.Option("--config", "-c", help="voices.yaml to use. Default: the nearest one walking up from the "
                 "working folder, else built-in defaults.", show_default=False),
]


@app.command("feed")
def feed_command(
    out: OutOpt = Path("output"),
    config: FeedConfigOpt = None,
) -> None:
    """Render OUT/<lang>/feed.xml from what is built (the manifest); no synthesis, no article parsing."""
    with _errors():
        from narrate.publish.publisher import publish_all

        from .config import find_config, load_config

        # The voices.yaml of the site: beside or above the output folder, else above the working folder.
        cfg = load_config(config or find_config(out) or find_config(Path.cwd()))
        from narrate.publish.layout import OutputLayout

        if not OutputLayout(out).manifest_folder().is_dir():
            if out.is_dir():
                from .lock import output_lock

                with output_lock(out, "narrate feed"):  # a first build still running says so (LockHeld)
                    pass
            _fail(f"{out}: nothing is built here yet; run `narrate build CONTENT_DIR --out {out}` first")
        results = [p for p in publish_all(cfg, out, warn=_warn) if p.publisher == "rss"]
        if not results:
            _warn(f"note: nothing is built in {out} yet; run `narrate build CONTENT_DIR` first")
        for result in results:
            typer.echo(f"{result.path}  {result.episodes} episodes")


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
            from rich.console import Console
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeElapsedColumn,
                TimeRemainingColumn,
            )

            self._bar = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                                 TimeElapsedColumn(), TimeRemainingColumn(), transient=True,
                                 console=Console(stderr=True))  # stdout is for results
            self._bar.__enter__()
            self._overall = self._bar.add_task("articles", total=None)
        return self

    def __exit__(self, *exc: object) -> None:
        if self._bar is not None:
            self._bar.__exit__(None, None, None)

    def event(self, name: str, details: dict[str, Any]) -> None:
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
                self._bar.console.print(f"built {key}  {_fmt_duration(details['duration'])}  "
                                        f"{_fmt_size(details['bytes'])}  ({details['engine']}"
                                        f"{_short_of_target(details.get('loudness'), details.get('loudness_mode'))})", markup=False,
                                        highlight=False)
            return
        if name == "plan":
            waiting = f"{details['waiting']} waiting for Edge, " if details.get("waiting") else ""
            sys.stderr.write(f"plan: {details['new']} new, {details['changed']} changed, {details['unchanged']} "
                             f"unchanged, {waiting}{details['skipped']} skipped, {details['failed']} failed to read, "
                             f"{details['removed']} removed\n")
            if details.get("estimate") is not None and details["estimate"].articles:
                sys.stderr.write(f"estimate: {details['estimate'].summary()}\n")
        elif name == "start":
            sys.stderr.write(f"narrating {key} ({details['source']})\n")
        elif name == "built":
            sys.stderr.write(f"built {key}  {_fmt_duration(details['duration'])}  {_fmt_size(details['bytes'])}  "
                             f"({details['engine']}{_short_of_target(details.get('loudness'), details.get('loudness_mode'))})\n")
        elif name == "failed":
            sys.stderr.write(f"failed {key}: {' '.join(details['error'].split())}\n")
        elif name == "skipped":
            sys.stderr.write(f"skipped {key}: {details['reason']}\n")
        elif name == "waiting":
            sys.stderr.write(f"waiting for Edge {key}: made offline earlier; Edge is still out of reach, "
                             "so it is left as it is\n")

    def warn(self, message: str) -> None:
        """A warning above the live display (printed beside it, it would tear it), or on stderr."""
        if self._bar is not None:
            self._bar.console.print(message, style="bold yellow", markup=False, highlight=False, soft_wrap=True)
        else:
            _warn(message)

    def progress(self, label: str, done: int, total: int) -> None:
        if self._bar is None:
            return
        if label not in self._tasks:
            self._tasks[label] = self._bar.add_task(f"  {_label(label)}", total=total)
        self._bar.update(self._tasks[label], completed=done, total=total)


@app.command("script")
def script_command(
    ctx: typer.Context,
    article: Annotated[Path, typer.Argument(help="The Markdown article.", show_default=False, metavar="ARTICLE.md")],
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object (lang, voice, title, slug, "
                                          "key, page, group, chapters, chunks).")] = False,
    report: Annotated[bool, typer.Option("--report", help="Also list terms worth a lexicon entry that it "
                                         "does not cover, and, apart, what looks like a leak.")] = False,
    config: ConfigOpt = None,
    out: Annotated[Path, typer.Option("--out", "-o", help="Output folder whose published slugs count (an "
                                      "article keeps the slug it was published under).")] = Path("output"),
    reader: ReaderOpt = None,
) -> None:
    """Show what would be spoken, chunk by chunk, with pauses and chapters. No synthesis, no network."""
    _use_reader(ctx, article, reader)
    with _errors():
        from narrate.publish.manifest import Manifest
        from narrate.text.article import read_article
        from narrate.text.identity import identify_one
        from narrate.text.script import build_script

        cfg = _checked_config(config, article)
        art = read_article(article, root=cfg.base_dir if cfg.path is not None else None,
                           config=cfg)
        art = identify_one(art, cfg, Manifest(out).records())
        for line in art.warnings:
            _warn(line)
        script = build_script(art, cfg)
        if as_json:
            data = script.to_json()
            data.update(key=art.key, page=art.page, group=art.group)
            data["source"] = str(art.path)
            data["lang_source"] = art.lang_source
            data["lang_reason"] = art.lang_reason
            data["draft"] = art.draft
            _echo_json(data)
            return
        chapter_at = {c.chunk: c for c in script.chapters}
        typer.echo(f"{script.title}")
        typer.echo(f"  lang {script.lang} (from {art.lang_source}"
                   + (f": {art.lang_reason}" if art.lang_reason else "")
                   + f") · voice {script.voice.name} · slug {script.slug}"
                   f" · {len(script.chunks)} chunks · {sum(len(c.text) for c in script.chunks)} characters"
                   + (" · draft" if art.draft else ""))
        if script.skipped:
            typer.echo("  left out: " + ", ".join(f"{n} {kind}" for kind, n in sorted(script.skipped.items())))
        typer.echo("")
        for n, chunk in enumerate(script.chunks):
            if n in chapter_at:
                typer.echo(f"§ {chapter_at[n].title}")
            typer.echo(f"  [{n:>3}] {chunk.text}")
            if chunk.pause_ms:
                typer.echo(f"        … {chunk.pause_ms} ms")
        if report:
            from narrate.text.check import worth_a_look

            terms, looking = worth_a_look(script)
            typer.echo("")
            if terms:
                typer.echo("Terms not in the lexicon (add them under languages."
                           f"{script.lang}.lexicon in voices.yaml if the voice says them wrong):")
                for term, count in terms:
                    typer.echo(f"  {term}  ×{count}")
            else:
                typer.echo("Every term worth a lexicon entry is covered by the lexicon.")
            if looking:
                typer.echo("")
                typer.echo("Looks like a leak (file names, domains, hex, handles…): check how these are said:")
                for kind, item, count in looking:
                    typer.echo(f"  {kind}: {item}  ×{count}")


@app.command("check")
def check_command(
    ctx: typer.Context,
    target: Annotated[Path, typer.Argument(help="A content folder or one Markdown article.", show_default=False,
                                           metavar="CONTENT_DIR|ARTICLE.md")],
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object: articles and totals.")] = False,
    strict: Annotated[bool, typer.Option("--strict", help="Exit 1 when anything looks like a leak.")] = False,
    config: ConfigOpt = None,
    reader: ReaderOpt = None,
) -> None:
    """The listening lint: what will be skipped, what looks like a leak, language and voice per block,
    uncovered terms and the estimated duration. No synthesis, no network."""
    with _errors():
        from narrate.flow.check import check_content

        from .config import load_config

        if not target.exists():
            _fail(f"{target}: no such file or folder; check the path")
        if not target.is_dir():
            _use_reader(ctx, target, reader)
        cfg = load_config(config, near=target)
        reports = check_content(target, cfg)
        leaks = sum(len(r.leaks) for r in reports)
        failed = [r for r in reports if r.error and not r.no_prose]
        totals = {
            "articles": len(reports),
            "chunks": sum(r.chunks for r in reports),
            "leaks": leaks,
            "prose_lost": sum(len(r.prose_lost) for r in reports),
            "failed": len(failed),
            "no_prose": sum(1 for r in reports if r.no_prose),
            "duration_s": round(sum(r.duration_s for r in reports), 1),
        }
        if as_json:
            _echo_json({"articles": [r.to_json() for r in reports], "totals": totals})
        else:
            for r in reports:
                typer.echo(r.source)
                if r.error:
                    typer.echo(f"  {'no prose' if r.no_prose else 'error'}: {r.error}")
                    continue
                typer.echo(f"  {r.lang} (from {r.lang_source}) · voice {r.voice} · {r.chunks} chunks · "
                           f"about {_fmt_duration(r.duration_s)}")
                if r.lang_reason:
                    typer.echo(f"  language: {r.lang_reason}")
                for warning in r.warnings:
                    typer.echo(f"  warning: {warning}")
                if r.skipped:
                    typer.echo("  not heard: " + ", ".join(f"{n} {k}" for k, n in sorted(r.skipped.items())))
                others = [b for b in r.blocks if b.lang != r.lang]
                if others:
                    typer.echo(f"  {len(others)} block(s) in another voice:")
                    for b in others:
                        typer.echo(f"    [{b.block}] {b.lang} {b.voice}: {b.why} — {b.text}")
                for leak in r.leaks:
                    typer.echo(f"  leak ({leak['class']}) in chunk {leak['chunk']}: {leak['text']}")
                for run in r.prose_lost:
                    typer.echo(f"  prose not spoken: {run}")
                if r.uncovered_terms:
                    typer.echo("  terms not in the lexicon: " + ", ".join(t for t, _ in r.uncovered_terms[:15]))
            typer.echo(f"{totals['articles']} article(s), {totals['chunks']} chunks, {leaks} leak(s), "
                       f"{totals['prose_lost']} prose run(s) not spoken, {totals['failed']} failed, "
                       f"about {_fmt_duration(totals['duration_s'])} in all")
        if failed or (strict and leaks):
            raise typer.Exit(1)


@app.command("voices")
def voices_command(
    lang: Annotated[str | None, typer.Option("--lang", "-l", help="One language (fr, de, pt-br, zh-hant…): "
                                                "its configured voice and every Edge voice for it.",
                                                show_default=False)] = None,
    config: HereConfigOpt = None,
) -> None:
    """The configured voice per language, and Edge's voices: from narrate's snapshot, checked live when reachable."""
    with _errors():
        import asyncio

        from narrate.text.language import normalize_lang
        from narrate.voice.engines.base import EngineFailure
        from narrate.voice.engines.edge import list_voices

        from .config import (
            LANGS,
            all_langs,
            default_voice,
            edge_languages,
            edge_snapshot,
            edge_voice_problem,
            load_config,
        )

        # Not checked by the engines: this listing is the advice for a voice that is not in Edge's list.
        cfg = load_config(config, near=Path.cwd())
        if lang:
            code = normalize_lang(lang)
            if code is None:
                raise typer.BadParameter(f"unknown language {lang!r}; use a code like fr, de, pt-br or zh-hant "
                                         "(`narrate voices` lists them all)", param_hint="--lang")
            wanted: tuple[str, ...] = (code,)
        else:
            wanted = tuple(c for c in all_langs() if c in LANGS or cfg.language(c).voice.name != default_voice(c))
        date, snapshot = edge_snapshot()
        try:
            live: set[str] | None = {str(v.get("ShortName", "")) for v in asyncio.run(asyncio.wait_for(list_voices(), 15))}
            source = "checked against the live Edge list just now"
        except (EngineFailure, asyncio.TimeoutError) as exc:
            live = None
            reason = exc.detail if isinstance(exc, EngineFailure) else "no answer within 15 s"
            source = f"from narrate's snapshot of Edge's list ({date}); not checked live: {reason}"
            typer.echo(f"(the live Edge voice list is not available: {reason})", err=True)

        def mark(name: str) -> str:
            if live is None:
                return ""
            return "  ✓ live" if name in live else "  ✗ not in the live list"

        for code in wanted:
            s = cfg.language(code)
            problem = edge_voice_problem(s.voice.name, code)
            note = f"  ✗ {problem}" if problem else mark(s.voice.name)
            typer.echo(f"{code:8} {s.voice.name}  rate {s.voice.rate} pitch {s.voice.pitch} "
                       f"volume {s.voice.volume}  (offline: espeak-ng {s.voice.setting('espeak_voice') or 'default'})"
                       f"{note}")
        if lang:
            typer.echo("")
            typer.echo(f"Edge voices for {wanted[0]} ({source}):")
            genders = {name: gender for name, _, gender in snapshot}
            names = list(edge_languages().get(wanted[0], ()))
            for name in names:
                typer.echo(f"  {name}  {genders.get(name, '')}{mark(name)}")
            if live is not None:
                from .config import lang_of_locale

                new = sorted(n for n in live if n not in genders and lang_of_locale(n.rsplit("-", 1)[0]) == wanted[0])
                for name in new:
                    typer.echo(f"  {name}  ✓ live (newer than narrate's snapshot; check it with --voice before "
                               "setting it in voices.yaml)")
        else:
            others = [c for c in all_langs() if c not in wanted]
            typer.echo(f"\n{len(others)} more languages read by their default voice ({source}): {' '.join(others)}")
            typer.echo("`narrate voices --lang LANG` lists a language's voices.")


@app.command("serve")
def serve_command(
    folder: Annotated[Path, typer.Argument(help="The output folder to serve.", show_default=False,
                                           metavar="[DIR]")] = Path("output"),
    host: Annotated[str, typer.Option("--host", help="Address to listen on; 0.0.0.0 lets a phone on the "
                                      "LAN reach it.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", "-p", min=0, max=65535, help="Port (0: any free port).")] = 8000,
    rebase: Annotated[bool, typer.Option("--rebase", help="Serve feeds, pages and episodes.json with their "
                                         "public URL (feed.base_url) replaced by this server's address, so a "
                                         "podcast app can subscribe to the preview.")] = False,
    quiet: QuietOpt = False,
) -> None:
    """Preview an output folder: HEAD, byte ranges, CORS and the right types; never a file outside DIR."""
    from narrate.flow.serve import feed_paths, find_base_url, is_regular_dir, lan_address, run_server

    if not is_regular_dir(folder):
        _fail(f"{folder}: no such folder; build into it first (narrate build CONTENT_DIR --out {folder})")
    if rebase and find_base_url(folder) is None:
        _fail(f"{folder}: --rebase needs the folder's public URL, but it has no episodes.json or feed.xml yet; "
              f"run `narrate feed --out {folder}` (with feed.base_url set) first")

    def ready(bound: int) -> None:
        local = "127.0.0.1" if host in ("0.0.0.0", "::", "") else host
        lan = lan_address() if host in ("0.0.0.0", "::", "") else None
        typer.echo(f"serving {folder} at http://{local}:{bound}/" + (f" and http://{lan}:{bound}/" if lan else ""))
        feeds = feed_paths(folder)
        for path in feeds:
            typer.echo(f"  feed  http://{lan or local}:{bound}{path}")
        from narrate.publish.layout import OutputLayout

        if OutputLayout(folder).index_page().is_file():
            typer.echo(f"  pages http://{lan or local}:{bound}/")
        if not rebase and feeds:
            typer.echo("  (the feeds point at feed.base_url; add --rebase to make them point here)")
        if lan and feeds:
            url = f"http://{lan}:{bound}{feeds[0]}"
            try:
                import segno
            except ImportError:  # the QR code is the `qr` extra's
                typer.echo(f"  subscribe on a phone at {url} (pip install 'narrate-blog[qr]' shows a QR code to scan)")
            else:
                typer.echo(f"scan to subscribe to {url}:")
                segno.make(url, error="l").terminal(compact=True)
        elif feeds and host.startswith("127."):
            typer.echo("  (only this machine can reach it; --host 0.0.0.0 lets a phone on the LAN subscribe)")
        typer.echo("press Ctrl+C to stop")
        sys.stdout.flush()

    def log(line: str) -> None:
        sys.stderr.write(line + "\n")

    try:
        run_server(folder, host, port, rebase=rebase, ready=ready, log=None if quiet else log)
    except KeyboardInterrupt:
        return
    except OSError as exc:
        _fail(f"cannot listen on {host}:{port} ({exc.strerror or exc}); choose another --port or --host")


@app.command("check-host")
def check_host_command(
    url: Annotated[str, typer.Argument(help="The public URL of the output folder (feed.base_url), or of an "
                                       "episodes.json.", show_default=False, metavar="URL")],
    slug: Annotated[str | None, typer.Option("--slug", help="Check this episode (default: the newest).",
                                                show_default=False)] = None,
    lang: Annotated[str | None, typer.Option("--lang", help="Check an episode in this language.",
                                                show_default=False)] = None,
) -> None:
    """Ask a host (network!) for one episode and its sidecars as podcast apps and the player do: HEAD, Range, CORS, types."""
    with _errors():
        import asyncio

        from narrate.flow.check_host import check_host

        checks = asyncio.run(check_host(url, slug=slug, lang=lang))
        for check in checks:
            need = f"  (needed by {check.need})" if check.need and check.status != "ok" else ""
            typer.echo(f"{check.status:4}  {check.what}: {check.detail}{need}")
        failed = [c for c in checks if c.status == "fail"]
        if failed:
            _fail(f"{url}: {len(failed)} check{'s' if len(failed) != 1 else ''} failed "
                  f"({', '.join(c.what for c in failed)}); see the README's 'Hosting' section for the settings")
        typer.echo("the host serves what podcast apps and the player need")


@app.command("cache")
def cache_command(
    content: Annotated[Path | None, typer.Argument(help="With --prune: also keep every chunk this content "
                                                      "folder's articles use now.", show_default=False,
                                                      metavar="[CONTENT_DIR]")] = None,
    prune: Annotated[bool, typer.Option("--prune", help="Delete cached chunks that no recorded build uses "
                                        "(every build records its output folder's chunks) and that are older "
                                        "than the grace period.")] = False,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="With --prune: show what would be deleted, "
                                          "delete nothing.")] = False,
    grace: Annotated[float, typer.Option("--grace", min=0, help="Days an unrecorded chunk is kept (a build "
                                         "still running has not recorded its chunks yet).")] = 2.0,
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Do not ask before deleting (a terminal is asked "
                                      "when more than 5 MB would go).")] = False,
    config: ConfigOpt = None,
) -> None:
    """Show the chunk cache's size and place (NARRATE_CACHE_DIR); with --prune, delete chunks no build uses."""
    if (content is not None or dry_run) and not prune:
        raise typer.BadParameter("CONTENT_DIR and --dry-run go with --prune", param_hint="--prune")
    with _errors():
        from narrate.voice.cache import ChunkCache

        cache = ChunkCache()
        if prune:
            from narrate.flow.prune import plan_prune
            from narrate.flow.prune import prune as do_prune

            from .config import load_config

            cfg = load_config(config, near=content) if content is not None and content.exists() else None
            plan = plan_prune(cache, content=content, config=cfg, grace_days=grace)
            folders = ", ".join(r.out_dir for r in plan.records) or "none"
            typer.echo(f"kept: chunks used by the latest build of {len(plan.records)} output "
                       f"folder{'s' if len(plan.records) != 1 else ''} ({folders})"
                       + (f", {plan.protected_by_content} more used by {content}" if content is not None else ""))
            size = _fmt_size(plan.bytes)
            count = len(plan.unused)
            if dry_run:
                typer.echo(f"would prune {count} of {plan.total} chunk{'s' if plan.total != 1 else ''} ({size}); "
                           "nothing deleted (--dry-run)")
            else:
                if plan.bytes > 5_000_000 and not yes and _interactive():
                    if not typer.confirm(f"delete {count} unused chunks ({size})?", default=False, err=True):
                        typer.echo("nothing deleted")
                        raise typer.Exit(1)
                removed = do_prune(cache, plan)
                typer.echo(f"pruned {removed} chunk{'s' if removed != 1 else ''} ({size})")
        stats = cache.stats()
        typer.echo(f"{cache.root}: {stats.entries} chunks, {_fmt_size(stats.bytes)}")


def _interactive() -> bool:
    """Whether someone at a terminal can be asked."""
    return sys.stdin.isatty() and sys.stderr.isatty()


def main() -> None:
    """The command line, for callers in Python: it raises SystemExit, as any click program does
    (rich honours NO_COLOR itself)."""
    app()


_QUICK_EXIT: list[int] = []  # the status run() leaves with, once it may skip the interpreter's teardown


def _quick_exit() -> None:
    """The last exit handler (registered before any other of the command's): flush the output and end
    the process at once, skipping the interpreter's teardown, when run() asked for it."""
    if not _QUICK_EXIT:
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
    try:
        main()
        code: object = 0
    except SystemExit as exc:
        code = exc.code
    if threading.active_count() > 1:
        raise SystemExit(code)
    if code is None:
        status = 0
    elif isinstance(code, int):
        status = code
    else:
        print(code, file=sys.stderr)  # what SystemExit("message") prints
        status = 1
    _QUICK_EXIT.append(status)
    raise SystemExit(status)


@app.callback(invoke_without_command=True)
def _root(
    version: Annotated[bool, typer.Option("--version", help="Show narrate's version and exit.")] = False,
) -> None:
    if version:
        typer.echo(f"narrate {__version__}")
        raise typer.Exit(0)
