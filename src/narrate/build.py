"""`narrate build`: every article and language of a content folder, incrementally, then the feeds.

    discover ─► plan ─► run (articles concurrently, one global cap on service connections) ─► feeds

Discovery knows the common static-site layouts: Hugo/Astro page bundles
(`posts/<slug>/index.md`, `index.<lang>.md`), Hugo `content/<lang>/…` trees,
Jekyll `_posts/YYYY-MM-DD-slug.md`, and flat `*.md`. It ignores list pages
(`_index.md`), a README at the root, hidden files and folders, Jekyll `_drafts`,
and symlinks that leave the content folder.

A failed article never stops the others. A published episode is removed only
when its article is really gone (or became a draft), never because its article
failed to read this time. The lock on the output folder stops a second build.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .article import Article, UnsupportedLanguage, derive, read_article
from .atomic import remove_stale_temporaries
from .cache import ChunkCache
from .config import Config
from .engines import make_engine
from .episode import is_current, make_synthesizer, narrate
from .errors import ArticleError, NarrateError
from .feed import FeedResult, write_feeds
from .lock import output_lock
from .manifest import Manifest
from .script import build_script
from .synthesize import ProgressFn, RetryPolicy, Synthesizer

EventFn = Callable[[str, dict[str, Any]], None]  # (event name, details) for progress displays
_IGNORED_DIRS = {"node_modules", "_drafts", "__pycache__"}


@dataclass(frozen=True)
class Job:
    """One article in one language to narrate (or check)."""

    article: Article
    key: str  # lang/slug

    @property
    def source(self) -> str:
        """The article's path, as found."""
        return str(self.article.path)


@dataclass
class Plan:
    """What a build will do."""

    jobs: list[Job] = field(default_factory=list)  # this shard's jobs
    status: dict[str, str] = field(default_factory=dict)  # key → new | changed | unchanged
    skipped: list[dict[str, str]] = field(default_factory=list)
    failed: list[dict[str, str]] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)  # manifest keys whose article is gone


@dataclass
class BuildReport:
    """The outcome of `narrate build` (its --json is this, as DESIGN.md fixes it)."""

    built: list[dict[str, Any]] = field(default_factory=list)
    unchanged: list[dict[str, Any]] = field(default_factory=list)
    skipped: list[dict[str, str]] = field(default_factory=list)
    failed: list[dict[str, str]] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    feeds: list[dict[str, Any]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """The summary object printed by `narrate build --json`."""
        return {
            "built": self.built,
            "unchanged": self.unchanged,
            "skipped": self.skipped,
            "failed": self.failed,
            "removed": self.removed,
            "feeds": self.feeds,
            "warnings": self.warnings,
        }


def _glob_regex(pattern: str) -> re.Pattern[str]:
    out = ""
    i = 0
    while i < len(pattern):
        if pattern.startswith("**/", i):
            out += "(?:.*/)?"
            i += 3
        elif pattern.startswith("**", i):
            out += ".*"
            i += 2
        elif pattern[i] == "*":
            out += "[^/]*"
            i += 1
        elif pattern[i] == "?":
            out += "[^/]"
            i += 1
        else:
            out += re.escape(pattern[i])
            i += 1
    return re.compile(out + r"\Z")


def _matches(relative: str, patterns: tuple[str, ...]) -> bool:
    return any(_glob_regex(p).match(relative) for p in patterns)


def discover(content: Path, config: Config) -> tuple[list[Path], list[dict[str, str]]]:
    """Markdown files to consider under `content`, and the ones skipped on sight (with reasons)."""
    root = content.resolve()
    found: list[Path] = []
    skipped: list[dict[str, str]] = []
    for folder, dirs, files in os.walk(content, followlinks=False):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d not in _IGNORED_DIRS)
        for name in sorted(files):
            path = Path(folder) / name
            relative = path.relative_to(content).as_posix()
            if name.startswith(".") or not _matches(relative, config.build.include):
                continue
            if config.build.exclude and _matches(relative, config.build.exclude):
                continue
            if name.startswith("_index.") or (folder == str(content) and name.lower() == "readme.md"):
                continue  # Hugo list pages and the repository's README are not articles
            if path.is_symlink():
                target = path.resolve()
                if root not in target.parents:
                    skipped.append({"source": str(path), "reason": "symlink to a file outside the content folder"})
                    continue
            found.append(path)
    return found, skipped


def _shard_of(slug: str, count: int) -> int:
    return int(hashlib.sha1(slug.encode()).hexdigest(), 16) % count


def parse_shard(text: str) -> tuple[int, int]:
    """`I/N` (1-based) → (I, N); raises ValueError on anything else."""
    match = re.fullmatch(r"\s*(\d+)\s*/\s*(\d+)\s*", text)
    if not match:
        raise ValueError(f"--shard must look like 1/4, not {text!r}")
    index, count = int(match.group(1)), int(match.group(2))
    if not 1 <= index <= count:
        raise ValueError(f"--shard {text}: I must be between 1 and N")
    return index, count


def plan_build(
    content: Path, config: Config, out_dir: Path, *, engine_choice: str, shard: tuple[int, int] = (1, 1)
) -> Plan:
    """Read every article, decide what each needs; no synthesis."""
    plan = Plan()
    paths, plan.skipped = discover(content, config)
    footnotes = config.footnotes == "end"
    articles: list[Article] = []
    failed_sources: set[Path] = set()
    for path in paths:
        try:
            article = read_article(path, root=content, footnotes=footnotes)
        except UnsupportedLanguage as exc:
            plan.skipped.append({"source": str(path), "reason": str(exc).split(": ", 1)[-1]})
            continue
        except NarrateError as exc:
            plan.failed.append({"source": str(path), "error": str(exc)})
            failed_sources.add(path.resolve())
            continue
        if article.draft:
            plan.skipped.append({"source": str(path), "reason": "draft (draft: true)"})
            continue
        if not article.has_prose:
            plan.skipped.append({"source": str(path), "reason": "no prose to narrate"})
            continue
        articles.append(article)

    seen: dict[str, Job] = {}
    for article in articles:
        key = f"{article.lang}/{article.slug}"
        if key in seen:
            plan.failed.append({
                "source": str(article.path),
                "error": f"{article.path}: slug '{article.slug}' in {article.lang} is also used by "
                         f"{seen[key].source}; give one of them a different `slug:` in its front matter",
            })
            failed_sources.add(article.path.resolve())
            continue
        seen[key] = Job(article, key)
    for target, source_lang in config.derive.items():
        for job in list(seen.values()):
            if job.article.lang != source_lang or job.article.lang_source.startswith("derived"):
                continue
            key = f"{target}/{job.article.slug}"
            if key not in seen:
                seen[key] = Job(derive(job.article, target), key)

    manifest = Manifest(out_dir)
    for record in manifest.records():
        if record.key in seen:
            continue
        with contextlib.suppress(OSError, ValueError):
            if Path(record.source).resolve() in failed_sources:
                continue  # its article failed to read this time: keep what is published
        plan.removed.append(record.key)

    index, count = shard
    for key in sorted(seen):
        job = seen[key]
        if count > 1 and _shard_of(job.article.slug, count) != index - 1:
            continue
        plan.jobs.append(job)
        try:
            script = build_script(job.article, config)
        except NarrateError:
            plan.status[key] = "new"
            continue
        record = manifest.get(job.article.lang, job.article.slug)
        if record is None:
            plan.status[key] = "new"
        elif is_current(record, job.article, script, config, engine_choice, out_dir):
            plan.status[key] = "unchanged"
        else:
            plan.status[key] = "changed"
    return plan


def _remove(out_dir: Path, key: str, delete_files: bool) -> None:
    lang, slug = key.split("/", 1)
    manifest = Manifest(out_dir)
    record = manifest.get(lang, slug)
    manifest.remove(lang, slug)
    if delete_files:
        names = [f"{slug}.mp3", f"{slug}.vtt", f"{slug}.chapters.json"]
        if record and record.image and "://" not in record.image:
            names.append(record.image)
        for name in names:
            (out_dir / lang / name).unlink(missing_ok=True)


async def run_plan(
    plan: Plan,
    config: Config,
    out_dir: Path,
    synthesizer: Synthesizer,
    *,
    engine_choice: str,
    jobs: int = 4,
    event: EventFn | None = None,
    progress: ProgressFn | None = None,
) -> BuildReport:
    """Narrate the plan's new and changed jobs, `jobs` articles at a time."""
    report = BuildReport(skipped=list(plan.skipped), failed=list(plan.failed))
    gate = asyncio.Semaphore(max(1, jobs))
    emit = event or (lambda name, details: None)

    async def one(job: Job) -> None:
        status = plan.status.get(job.key, "new")
        entry = {"source": job.source, "lang": job.article.lang, "slug": job.article.slug}
        if status == "unchanged":
            report.unchanged.append(entry)
            emit("unchanged", entry)
            return
        async with gate:
            emit("start", entry)
            try:
                outcome = await narrate(job.article, config, synthesizer, out_dir, engine_choice=engine_choice,
                                        progress=progress, label=job.key)
            except Exception as exc:  # noqa: BLE001 - one article's failure, whatever it is, never stops the others
                failure = {"source": job.source, "error": _one_line(job, exc)}
                report.failed.append(failure)
                emit("failed", {**entry, **failure})
                return
        record = outcome.record
        done = {**entry, "mp3": str(out_dir / record.lang / f"{record.slug}.mp3"), "duration": record.duration,
                "bytes": record.bytes, "engine": record.engine}
        (report.built if outcome.status == "built" else report.unchanged).append(done)
        emit(outcome.status, done)

    await asyncio.gather(*(one(job) for job in plan.jobs))
    for bucket in (report.built, report.unchanged):
        bucket.sort(key=lambda e: (e["lang"], e["slug"]))
    report.failed.sort(key=lambda e: e["source"])
    return report


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
) -> tuple[Plan, BuildReport]:
    """Build every article of `content` into `out_dir` and refresh the feeds (the library's `narrate build`)."""
    if not content.is_dir():
        raise ArticleError(f"{content}: not a folder; use `narrate {content}` for a single article")
    choice = engine or config.engine
    say = warn or (lambda message: None)
    with output_lock(out_dir, "narrate build"):
        remove_stale_temporaries(out_dir)
        plan = plan_build(content, config, out_dir, engine_choice=choice, shard=shard)
        if dry_run:
            return plan, BuildReport(skipped=plan.skipped, failed=plan.failed, removed=plan.removed)
        synthesizer = make_synthesizer(config, choice, fallback=fallback, cache=cache, policy=policy, warn=say)
        report = asyncio.run(run_plan(plan, config, out_dir, synthesizer, engine_choice=choice, jobs=jobs,
                                      event=event, progress=progress))
        if shard[1] == 1:
            # With shards, other shards' articles are not "removed": the final `narrate feed` step decides.
            for key in plan.removed:
                _remove(out_dir, key, config.build.remove_deleted)
            report.removed = list(plan.removed)
        if feeds:
            if config.feed.base_url:
                results: list[FeedResult] = write_feeds(config, out_dir, warn=say)
                report.feeds = [{"lang": r.lang, "path": str(r.path), "episodes": r.episodes} for r in results]
            else:
                message = (f"feeds not written: set feed.base_url in {config.path or 'voices.yaml'} "
                           "to where the output folder is hosted")
                report.warnings.append(message)
                say(f"warning: {message}")
    return plan, report


def cache_keys_in_use(content: Path, config: Config) -> set[str]:
    """Cache keys of every chunk of every current article, for Edge and espeak-ng (for pruning)."""
    plan = plan_build(content, config, content / ".narrate-none", engine_choice="auto")
    keys: set[str] = set()
    engines = [make_engine("edge"), make_engine("espeak")]
    synthesizer = Synthesizer(engines[0], ChunkCache())
    for job in plan.jobs:
        try:
            script = build_script(job.article, config)
        except NarrateError:
            continue
        settings = config.language(script.lang)
        for chunk in script.chunks:
            request = synthesizer.request_for(chunk.text, script, settings)
            keys.update(synthesizer.key_for(engine, request) for engine in engines)
    return keys
