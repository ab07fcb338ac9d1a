"""`narrate build`: every article and language of a content folder, incrementally, then the feeds.

    discover (flow.discovery) ─► plan (flow.planning) ─► run (articles concurrently, one global cap on
    service connections) ─► feeds

This module runs a plan: the estimate, each job narrated (or its record refreshed), the episodes
of gone articles removed, then the feeds and pages published. A failed article never stops the
others. The lock on the output folder stops a second build.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from narrate.atomic import remove_stale_temporaries
from narrate.config import Config
from narrate.errors import ArticleError, NarrateError, NoProse, one_line
from narrate.lock import output_lock
from narrate.publish.episode_record import refresh_record
from narrate.publish.layout import OutputLayout
from narrate.publish.ledger import guarding
from narrate.publish.manifest import Record
from narrate.publish.publisher import Publisher, Trigger, publish_all
from narrate.text.model import Article
from narrate.text.site import find_site
from narrate.voice.cache import ChunkCache
from narrate.voice.engines import Engine, engine_names, make_engine, release, resolve_engines, warm_up
from narrate.voice.synthesize import ProgressFn, RetryPolicy, Synthesizer

from .episode import (
    chunk_keys,
    make_synthesizer,
    narrate_episode,
    preferred_engine,
    record_usage,
    refuse_output_inside,
    run_quietly,
)
from .estimate import Estimate, estimate
from .planning import Job, Plan, identity, plan_build
from .plans import build_script
from .site_check import SiteCheck, check_site

EventFn = Callable[[str, dict[str, Any]], None]  # (event name, details) for progress displays


@dataclass
class BuildReport:
    """The outcome of `narrate build` (its --json is this, as DESIGN.md fixes it)."""

    built: list[dict[str, Any]] = field(default_factory=list)
    unchanged: list[dict[str, Any]] = field(default_factory=list)
    waiting: list[dict[str, Any]] = field(default_factory=list)  # made offline, Edge still out of reach
    skipped: list[dict[str, str]] = field(default_factory=list)
    failed: list[dict[str, str]] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    feeds: list[dict[str, Any]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    planned: list[dict[str, str]] | None = None  # a dry run's jobs with their status
    estimate: Estimate | None = None  # what the plan expected (characters, audio, requests, time, disk)
    site_check: SiteCheck | None = None  # the generator's answer held against the plan (dry run, --site-check)

    def to_json(self) -> dict[str, Any]:
        """The summary object printed by `narrate build --json` (with `planned` for a dry run)."""
        data: dict[str, Any] = {
            "built": self.built,
            "unchanged": self.unchanged,
            "waiting": self.waiting,
            "skipped": self.skipped,
            "failed": self.failed,
            "removed": self.removed,
            "feeds": self.feeds,
            "warnings": self.warnings,
        }
        if self.planned is not None:
            data["planned"] = self.planned
        if self.estimate is not None:
            data["estimate"] = self.estimate.to_json()
        if self.site_check is not None:
            data["site_check"] = self.site_check.to_json()
        return data


# GitHub Pages refuses a published site over 1 GB; past this share of it a build says so.
PAGES_LIMIT_BYTES = 1_000_000_000


def _estimate(plan: Plan, config: Config, synthesizer: Synthesizer) -> Estimate:
    """The totals of the jobs this build narrates (none for a no-op build: it builds no script), with how
    many of them wait for Edge and how large the episodes' MP3s will be in all."""
    todo = [job for job in plan.jobs if plan.status.get(job.key) in ("new", "changed", "waiting")]
    totals = (
        estimate(todo, config, synthesizer, scripts=plan.scripts)
        if todo
        else Estimate(concurrency=synthesizer.concurrency)
    )
    waiting = sum(1 for job in todo if plan.status.get(job.key) == "waiting")
    kept = sum(record.bytes for record in plan.records.values())
    return dataclasses.replace(totals, waiting=waiting, site_mp3_bytes=kept + totals.mp3_bytes)


def _warn_site_size(estimate: Estimate, config: Config, say: Callable[[str], None]) -> None:
    """Say when the MP3s alone will pass GitHub Pages' 1 GB site limit (a real 1,500-article blog does)."""
    if estimate.site_mp3_bytes <= PAGES_LIMIT_BYTES or config.feed.media_base_url:
        return
    say(
        f"warning: the episodes' MP3s will take ~{estimate.site_mp3_bytes / 1e9:.1f} GB, past GitHub Pages' "
        "1 GB site limit: publish them elsewhere (release assets, object storage) and set feed.media_base_url "
        "to their address; the pages and feeds stay where they are"
    )


def _warn_undated(plan: Plan, say: Callable[[str], None]) -> None:
    """Name the episodes that are published with their first build time (they have no date of their own)."""
    if not plan.undated:
        return
    shown = ", ".join(plan.undated[:10]) + (f" and {len(plan.undated) - 10} more" if len(plan.undated) > 10 else "")
    say(
        f"warning: {len(plan.undated)} episode{'s' if len(plan.undated) != 1 else ''} ha"
        f"{'ve' if len(plan.undated) != 1 else 's'} no date (front matter `date`, a YYYY-MM-DD name, or git) "
        f"and {'are' if len(plan.undated) != 1 else 'is'} published with the time of the first build: {shown}"
    )


def _refresh_record(
    record: Record, article: Article, config: Config, out_dir: Path, synthesizer: Synthesizer
) -> Record:
    """An unchanged episode's record kept current (publish.episode_record.refresh_record), its chunks
    named if a record from before records named them has none."""
    chunks = record.chunks
    if not chunks:
        with contextlib.suppress(NarrateError):
            chunks = chunk_keys(article, config, record.engine, synthesizer)
    return refresh_record(record, article, config, out_dir, chunks)


def _remove(out_dir: Path, key: str, delete_files: bool) -> None:
    lang, slug = key.split("/", 1)
    OutputLayout(out_dir).remove(lang, slug, delete_files=delete_files)


def _one_line(job: Job, exc: Exception) -> str:
    """A failure as one line that names the article (and the language, for derived or multi-language ones)."""
    message = one_line(str(exc), job.source) or type(exc).__name__
    if not isinstance(exc, NarrateError):
        message = f"unexpected {type(exc).__name__}: {message} (please report this)"
    if job.source not in message:
        message = f"{job.source} ({job.key}): {message}"
    return message


async def run_plan(
    plan: Plan,
    config: Config,
    out_dir: Path,
    synthesizer: Synthesizer,
    *,
    engine_choice: str | None = None,
    jobs: int = 4,
    event: EventFn | None = None,
    progress: ProgressFn | None = None,
    refresh_feeds: Callable[[frozenset[str]], None] | None = None,
) -> BuildReport:
    """Narrate the plan's new and changed jobs: all of them synthesized at once (the synthesizer caps
    the connections and sends the longest waiting request first), `jobs` episodes assembled at a time.

    `refresh_feeds(exclude)` re-renders the feeds without the episodes being replaced: it
    runs before a published episode's files change and again once they are in place, so
    a build killed at any moment leaves feeds that name only files of the length they say.
    """
    run = _Run(
        plan,
        config,
        out_dir,
        synthesizer,
        BuildReport(skipped=list(plan.skipped), failed=list(plan.failed)),
        emit=event or (lambda name, details: None),
        progress=progress,
        gate=asyncio.Semaphore(max(1, jobs)),
        replacing=_Replacing(refresh_feeds),
    )
    await asyncio.gather(*(run.one(job) for job in plan.jobs))
    return _sorted(run.report)


def _report_unchanged(
    plan: Plan, config: Config, out_dir: Path, synthesizer: Synthesizer, event: EventFn | None
) -> BuildReport:
    """run_plan's report of a plan whose every job is unchanged, made as run_plan makes it, in order."""
    run = _Run(
        plan,
        config,
        out_dir,
        synthesizer,
        BuildReport(skipped=list(plan.skipped), failed=list(plan.failed)),
        emit=event or (lambda name, details: None),
        progress=None,
        gate=None,
        replacing=_Replacing(None),
    )
    for job in plan.jobs:
        run.unchanged(job)
    return _sorted(run.report)


def _sorted(report: BuildReport) -> BuildReport:
    for bucket in (report.built, report.unchanged, report.waiting):
        bucket.sort(key=lambda e: (e["lang"], e["slug"]))
    report.failed.sort(key=lambda e: e["source"])
    return report


@dataclass
class _Replacing:
    """The published episodes whose files are being replaced: left out of the feeds meanwhile."""

    refresh_feeds: Callable[[frozenset[str]], None] | None
    keys: set[str] = field(default_factory=set)

    def before(self, key: str) -> None:
        """`key`'s files are about to change: the feeds leave it out."""
        self.keys.add(key)
        if self.refresh_feeds is not None:
            self.refresh_feeds(frozenset(self.keys))

    def done(self, key: str) -> None:
        """`key`'s files are in place (or were never touched): the feeds list it again."""
        if key in self.keys:
            self.keys.discard(key)
            if self.refresh_feeds is not None:
                self.refresh_feeds(frozenset(self.keys))


@dataclass
class _Run:
    """One run_plan: what it narrates with, the report it fills in, and what bounds it."""

    plan: Plan
    config: Config
    out_dir: Path
    synthesizer: Synthesizer
    report: BuildReport
    emit: EventFn
    progress: ProgressFn | None
    gate: asyncio.Semaphore | None  # episodes spliced and tagged at once (--jobs); None when none is narrated
    replacing: _Replacing

    async def one(self, job: Job) -> None:
        """Narrate one job (or refresh its record, when it is unchanged) and report what happened."""
        if self.plan.status.get(job.key, "new") == "unchanged":
            self.unchanged(job)
            return
        entry: dict[str, Any] = {
            "source": job.source,
            "lang": job.article.lang,
            "slug": job.article.slug,
            **identity(job.article),
        }
        # Every article's synthesis starts at once, so all their requests queue together for the
        # service's connections (longest first); `jobs` bounds the splicing and tagging.
        self.emit("start", entry)
        key = f"{job.article.lang}/{job.article.slug}"
        replacing = self.replacing.before if self.replacing.refresh_feeds is not None else None
        try:
            outcome = await narrate_episode(
                job.article,
                self.config,
                self.synthesizer,
                self.out_dir,
                progress=self.progress,
                label=job.key,
                force=self.plan.forced,
                assembling=self.gate,
                before_replace=replacing,
                script=self.plan.scripts.pop(job.key, None),
            )
        except NoProse:
            # Its blocks looked like prose to the plan (a heading that is only its title, symbols):
            # nothing to say is a skip, as in the plan, not a failure.
            skip = {"source": job.source, "reason": "no prose to narrate"}
            if skip not in self.report.skipped:
                self.report.skipped.append(skip)
            self.emit("skipped", {**entry, **skip})
            return
        except Exception as exc:
            failure = {"source": job.source, "error": _one_line(job, exc)}
            self.report.failed.append(failure)
            self.emit("failed", {**entry, **failure})
            return
        finally:
            self.replacing.done(key)
        record = outcome.record
        done = {
            **entry,
            "mp3": str(OutputLayout(self.out_dir).mp3(record.lang, record.slug)),
            "duration": record.duration,
            "bytes": record.bytes,
            "engine": record.engine,
            "loudness": record.loudness,
            "loudness_mode": self.config.loudness,
        }
        if outcome.lost is not None:
            done["lost_symbols"] = outcome.lost  # the symbol account's holes (narrate check shows where)
        {"built": self.report.built, "waiting": self.report.waiting}.get(outcome.status, self.report.unchanged).append(
            done
        )
        self.emit(outcome.status, done)

    def unchanged(self, job: Job) -> None:
        """Report an unchanged job (its record refreshed with the article's date and link as they are now)."""
        entry: dict[str, Any] = {
            "source": job.source,
            "lang": job.article.lang,
            "slug": job.article.slug,
            **identity(job.article),
        }
        record = self.plan.records.get(job.key)
        if record is not None:
            record = _refresh_record(record, job.article, self.config, self.out_dir, self.synthesizer)
            entry.update(
                mp3=str(OutputLayout(self.out_dir).mp3(record.lang, record.slug)),
                duration=record.duration,
                bytes=record.bytes,
                engine=record.engine,
            )
        self.report.unchanged.append(entry)
        self.emit("unchanged", entry)


class _Warnings:
    """A build's warnings: said through `warn` as they come, and kept for the report."""

    def __init__(self, warn: Callable[[str], None] | None) -> None:
        self.messages: list[str] = []
        self._warn = warn

    def __call__(self, message: str) -> None:
        self.messages.append(message)
        if self._warn is not None:
            self._warn(message)


def build_site(
    content: Path,
    config: Config,
    out_dir: Path,
    *,
    engine: str | None = None,
    fallback: bool = True,
    jobs: int = 4,
    shard: tuple[int, int] = (1, 1),
    dry_run: bool = False,
    feeds: bool = True,
    event: EventFn | None = None,
    progress: ProgressFn | None = None,
    warn: Callable[[str], None] | None = None,
    cache: ChunkCache | None = None,
    policy: RetryPolicy | None = None,
    allow_mass_removal: bool = False,
    langs: tuple[str, ...] | None = None,
    force: bool = False,
    engines: Sequence[Engine] | None = None,
    publishers: Sequence[Publisher] | None = None,
    strict: bool = False,
    site_check: bool = False,
) -> tuple[Plan, BuildReport]:
    """Build every article of `content` into `out_dir` and refresh the feeds (the library's `narrate build`).

    `dry_run` only plans: it takes no lock and writes nothing (the report's
    `planned` lists each job's status). Warnings go to `warn` and into the report.
    `engines` are engine objects to use in fallback order instead of the configured ones.
    `strict` (`--strict`): front matter narrate cannot read for sure fails its article (plan_build).
    A dry run, and a build with `site_check`, ask the blog's generator where it puts each article's page
    where it is installed (flow.site_check; the report's `site_check`); with `site_check`, a disagreement
    stops the build before anything is narrated.
    """
    _check_content_folder(content)
    refuse_output_inside(out_dir, content)
    say = _Warnings(warn)
    choice = preferred_engine(config, engine, engines)
    make_plan = functools.partial(
        plan_build,
        content,
        config,
        out_dir,
        engine_choice=choice,
        shard=shard,
        warn=say,
        allow_mass_removal=allow_mass_removal,
        langs=langs,
        force=force,
        cache_root=(cache or ChunkCache()).root,
        strict=strict,
    )
    if dry_run:
        plan = make_plan()
        _warn_undated(plan, say)
        # The cache is only looked at: nothing is created or written by a dry run.
        planner = Synthesizer(
            resolve_engines(config, engine, fallback=fallback, engines=engines),
            cache or ChunkCache(),
            concurrency=config.concurrency,
        )
        plan.estimate = _estimate(plan, config, planner)
        _warn_site_size(plan.estimate, config, say)
        return plan, BuildReport(
            skipped=plan.skipped,
            failed=plan.failed,
            removed=plan.removed,
            planned=plan.entries(),
            estimate=plan.estimate,
            site_check=_site_check(plan, content, config),
        )
    with output_lock(out_dir, "narrate build"), guarding(out_dir, say):
        remove_stale_temporaries(out_dir)
        plan = make_plan(on_parse=lambda: warm_up(config, engine, engines))
        if plan.readings is not None:
            plan.readings.save()  # the next build need not parse the articles that do not change
        checked = _site_check(plan, content, config, strict=True) if site_check else None
        if checked is not None and (checked.disagreements or not checked.judge):
            return plan, BuildReport(skipped=plan.skipped, failed=plan.failed, site_check=checked)
        synthesizer = make_synthesizer(
            config, engine, fallback=fallback, cache=cache, policy=policy, warn=say, engines=engines
        )
        try:
            report = _narrate_plan(
                plan, config, out_dir, synthesizer, jobs=jobs, feeds=feeds, event=event, progress=progress, say=say
            )
        finally:
            release()
        _remove_gone(plan, report, config, out_dir, feeds)
        record_usage(out_dir, synthesizer)
        if feeds:
            _publish(report, config, out_dir, say, publishers)
        report.warnings = say.messages
    return plan, report


def _site_check(plan: Plan, content: Path, config: Config, *, strict: bool = False) -> SiteCheck:
    """The blog's generator asked about the plan's articles (flow.site_check; `strict`: its failure is the build's)."""
    return check_site(find_site(content, config.site), [job.article for job in plan.jobs], strict=strict)


def _check_content_folder(content: Path) -> None:
    """Refuse a content folder that is missing or is a file (one line that says what to do)."""
    if not content.exists():
        raise ArticleError(
            f"{content}: no such folder; check the path (the content folder holds the articles)", path=content
        )
    if not content.is_dir():
        raise ArticleError(f"{content}: not a folder; use `narrate {content}` for a single article", path=content)


def _refresh_feeds(config: Config, out_dir: Path, exclude: frozenset[str]) -> None:
    """Render the feeds without the episodes `exclude` names (while their files change or go)."""
    from narrate.publish.rss import write_feeds

    try:
        write_feeds(config, out_dir, exclude=exclude)
    except NarrateError:
        pass  # the final render says what is wrong


def _narrate_plan(
    plan: Plan,
    config: Config,
    out_dir: Path,
    synthesizer: Synthesizer,
    *,
    jobs: int,
    feeds: bool,
    event: EventFn | None,
    progress: ProgressFn | None,
    say: _Warnings,
) -> BuildReport:
    """Estimate the plan, tell it (the `plan` event), and run it with the cache held."""
    counts = {
        name: sum(1 for s in plan.status.values() if s == name) for name in ("new", "changed", "unchanged", "waiting")
    }
    if counts["new"] or counts["changed"] or counts["waiting"]:
        synthesizer.warm_up()  # requests will likely be needed: the engine gets ready while the scripts are made
    plan.estimate = _estimate(plan, config, synthesizer)
    _warn_site_size(plan.estimate, config, say)
    (event or (lambda name, details: None))(
        "plan",
        {
            **counts,
            "jobs": len(plan.jobs),
            "skipped": len(plan.skipped),
            "failed": len(plan.failed),
            "removed": len(plan.removed),
            "estimate": plan.estimate,
        },
    )
    _warn_undated(plan, say)
    # Published feeds are left without the episodes being replaced while their files change.
    live = (
        feeds
        and bool(config.feed.base_url)
        and any(OutputLayout(out_dir).feed(lang).is_file() for lang in {job.article.lang for job in plan.jobs})
    )
    refresh = functools.partial(_refresh_feeds, config, out_dir) if live else None
    with synthesizer.cache.held():  # a prune meanwhile deletes none of the chunks this build uses
        if all(plan.status.get(job.key) == "unchanged" for job in plan.jobs):
            # Nothing to narrate (a rebuild of an unchanged blog): each job is a record's refresh,
            # done in order here, without an event loop and a task per article.
            report = _report_unchanged(plan, config, out_dir, synthesizer, event)
        else:
            report = run_quietly(
                run_plan(
                    plan, config, out_dir, synthesizer, jobs=jobs, event=event, progress=progress, refresh_feeds=refresh
                )
            )
    report.estimate = plan.estimate
    return report


def _remove_gone(plan: Plan, report: BuildReport, config: Config, out_dir: Path, feeds: bool) -> None:
    """Remove the episodes of gone articles: out of the feeds before their files go (a kill in
    between leaves no feed naming a deleted MP3)."""
    if plan.removed and feeds and config.feed.base_url:
        _refresh_feeds(config, out_dir, frozenset(plan.removed))
    for key in plan.removed:
        _remove(out_dir, key, config.build.remove_deleted)
    report.removed = list(plan.removed)


def _publish(
    report: BuildReport, config: Config, out_dir: Path, say: _Warnings, publishers: Sequence[Publisher] | None
) -> None:
    """Run the publishers (feeds, pages, episodes.json); the feeds go into the report."""
    try:
        published = publish_all(config, out_dir, Trigger.BUILD, warn=say, publishers=publishers)
    except NarrateError as exc:
        # The episodes are built and recorded; the report must still say so.
        report.failed.append({"source": str(config.path or "voices.yaml"), "error": str(exc)})
    else:
        report.feeds = [
            {"lang": p.lang, "path": str(p.path), "episodes": p.episodes} for p in published if p.publisher == "rss"
        ]


def cache_keys_in_use(content: Path, config: Config) -> set[str]:
    """Cache keys of every chunk of every current article, for every registered engine (for pruning)."""
    plan = plan_build(content, config, content / ".narrate-none")
    keys: set[str] = set()
    engines = [make_engine(name) for name in engine_names()]
    synthesizer = Synthesizer(engines, ChunkCache())
    for job in plan.jobs:
        try:
            script = build_script(job.article, config)
        except NarrateError:
            continue
        for chunk in script.chunks:
            request = synthesizer.chunk_request(chunk, script)
            keys.update(synthesizer.key_for(engine, request) for engine in engines)
    return keys
