"""What a build will do: every article read and identified, each job given its status, this shard's part.

    discover ─► read (or a summary) ─► identify ─► jobs ─► status (new, changed, unchanged, waiting) ─► Plan

A :class:`Job` is one article in one language; a :class:`Plan` holds this shard's jobs, the skips,
the failures and the episodes to remove. Every article is read (slug conflicts and removals need them
all), but with a shard (I/N) only the I-th part's jobs, skips and failures are planned, by the hash of
the slug, so that N shards together plan every article exactly once. A published episode is removed
only when its article is really gone, became a draft or says `audio: false`.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from narrate.config import Config
from narrate.errors import NarrateError, UnsupportedLanguage, naming, one_line
from narrate.inputs import read_regular
from narrate.publish.layout import OutputLayout
from narrate.publish.manifest import Manifest, Record
from narrate.text import frontmatter
from narrate.text.article import derive, derive_slug
from narrate.text.identity import assign_identities
from narrate.text.model import MAX_BYTES, Article, Script
from narrate.text.published import held_back
from narrate.text.readers import split_front_matter
from narrate.text.site import Site, find_site
from narrate.text.site.hugo import cascade_misreadings
from narrate.text.site_data import book_summary_of

from .discovery import discover, matches
from .episode import episode_state, preferred_engine
from .estimate import Estimate
from .git_dates import apply_git_dates
from .summaries import Readings, complete, read_article

__all__ = ["Job", "Plan", "identity", "plan_build"]


def _original_first(seen: Article, later: Article) -> tuple[Article, Article]:
    """Of two articles on one language and slug, the one that keeps it and the one that fails. Two versions of
    one article (a translation group) that landed on one language: the original (fewest dots in its file name,
    `notes.md` before `notes.loud.md`) keeps it, whatever order they were found in, so the line names the
    version whose language says nothing new (`en-x-loud` is spoken as en); else the one found first."""
    if seen.group and seen.group == later.group and _dots(later) < _dots(seen):
        return later, seen
    return seen, later


def _dots(article: Article) -> tuple[int, str]:
    return article.path.name.count("."), str(article.path)


def _twin_error(lost: Article, kept: Article) -> str:
    """The one line for `lost`, which lands on the language and slug `kept` keeps."""
    if lost.group and lost.group == kept.group:
        return (
            f"{lost.path}: its language ({lost.lang_source}) is spoken as {lost.lang}, like {kept.path}, another "
            f"version of the same article; one {lost.lang} episode per article: give it a language of its own "
            "(`lang:`) or a `translationKey` of its own"
        )
    return (
        f"{lost.path}: slug '{lost.slug}' in {lost.lang} is also used by {kept.path}; give one of them a "
        "different `slug:` in its front matter"
    )


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
    status: dict[str, str] = field(default_factory=dict)  # key → new | changed | unchanged | waiting
    skipped: list[dict[str, str]] = field(default_factory=list)
    failed: list[dict[str, str]] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)  # manifest keys whose article is gone
    records: dict[str, Record] = field(default_factory=dict)  # key → record, for the unchanged jobs
    undated: list[str] = field(default_factory=list)  # keys of jobs published with their first build time
    forced: bool = False  # --force: current episodes are narrated again
    estimate: Estimate | None = None  # totals of the jobs to narrate
    readings: Readings | None = None  # what was read (kept for the next build by build_site)
    scripts: dict[str, Script] = field(default_factory=dict)  # key → the script the estimate built, narrated

    def entries(self) -> list[dict[str, str]]:
        """The jobs as `--dry-run --json` lists them: source, lang, slug, status, and the article's
        identity on the blog (key, page, group)."""
        return [
            {
                "source": job.source,
                "lang": job.article.lang,
                "slug": job.article.slug,
                "status": self.status.get(job.key, "new"),
                **identity(job.article),
            }
            for job in self.jobs
        ]


def identity(article: Article) -> dict[str, str]:
    """The identity fields of an article for --json rows: key, page, group, and the site's language of its page."""
    return {"key": article.key, "page": article.page, "group": article.group, "site_lang": article.site_lang}


def _shard_of(slug: str, count: int) -> int:
    return int(hashlib.sha1(slug.encode()).hexdigest(), 16) % count


def plan_build(
    content: Path,
    config: Config,
    out_dir: Path,
    *,
    engine_choice: str | None = None,
    shard: tuple[int, int] = (1, 1),
    warn: Callable[[str], None] | None = None,
    allow_mass_removal: bool = False,
    langs: tuple[str, ...] | None = None,
    force: bool = False,
    cache_root: Path | None = None,
    on_parse: Callable[[], None] | None = None,
    strict: bool = False,
) -> Plan:
    """Read every article, decide what each needs; no synthesis.

    `engine_choice` (auto, or an engine name; default voices.yaml's order) says which
    engine's episodes are current: the first one the run would try.

    Every article is read (slug conflicts and removals need them all), but with
    `shard` = (I, N) only the I-th part's jobs, skips and failures are reported,
    so that N shards together report every article exactly once. With `langs`, only those
    languages' jobs are planned and only their gone episodes removed; `force` plans every
    job as changed. With `cache_root` (the chunk cache's folder), an article that did not change
    since the last build is taken from that build's summary of it (flow.summaries) instead of parsed;
    `on_parse` is called before each article that is parsed (new or changed: the engine may warm up).
    `strict`: front matter that would move or remove an episode if guessed at (a language narrate does
    not know, `audio: ture`) fails its article instead of leaving it as it was with a warning.
    """
    preferred = preferred_engine(config, engine_choice)
    planner = _Planner(content, config, out_dir, _Shard(*shard), warn, strict)
    plan = planner.plan
    found, skipped, unreadable = discover(content, config)
    plan.skipped = [item for item in skipped if planner.shard.mine_path(Path(item["source"]))]
    # Unreadable paths are everyone's failure (a shard cannot tell whose articles they hold),
    # and nothing under them is removed.
    plan.failed.extend(unreadable)
    plan.readings = (
        Readings(cache_root, out_dir, content, config, on_parse=on_parse) if cache_root is not None else None
    )
    articles = planner.read_all(found, plan.readings)
    records = {record.key: record for record in Manifest(out_dir).records()}  # read each record once
    jobs = planner.jobs(planner.identify(articles, records))
    plan.removed = planner.removals(records, jobs, langs, [Path(item["source"]) for item in unreadable])
    _hold_back_mass_removal(plan, len(records), config, allow_mass_removal)
    for key in sorted(jobs):
        job = jobs[key]
        if planner.shard.mine(job.article.slug) and (langs is None or job.article.lang in langs):
            planner.plan_job(job, records.get(key), preferred, force)
    plan.skipped.sort(key=lambda item: item["source"])
    plan.failed.sort(key=lambda item: item["source"])
    return plan


@dataclass(frozen=True)
class _Shard:
    """`--shard I/N`: which articles are this part's (by slug, so that translations stay together)."""

    index: int
    count: int

    def mine(self, slug: str) -> bool:
        """Whether the article (or record) with `slug` is this shard's."""
        return self.count == 1 or _shard_of(slug, self.count) == self.index - 1

    def mine_path(self, path: Path) -> bool:
        """Whether the file at `path`, which could not be read, is this shard's (by the slug its name gives)."""
        if self.count == 1:
            return True
        return self.mine(derive_slug(path, {}))  # the slug a file gets when its front matter cannot be read


@dataclass
class _Held:
    """Articles skipped or failed this time: their published episodes stay. Only a deliberate removal
    unpublishes (the source deleted, `audio: false`, `draft: true`); a typo in `lang:` or an article
    emptied by mistake must not take an episode off the feed."""

    content: Path
    paths: set[Path] = field(default_factory=set)  # resolved
    relative: set[str] = field(default_factory=set)  # below the content folder, POSIX

    def keep(self, path: Path) -> None:
        """Keep the episode of the article at `path` (it failed to read, or has no prose)."""
        with contextlib.suppress(OSError, RuntimeError, ValueError):
            self.paths.add(path.resolve())
        with contextlib.suppress(ValueError):
            self.relative.add(path.relative_to(self.content).as_posix())

    def keep_source(self, source: str) -> None:
        """Keep the episode of an article that could not be given its identity (a slug taken)."""
        path = Path(source)
        self.paths.add(path.resolve())
        self.relative.add(path.relative_to(self.content).as_posix() if path.is_relative_to(self.content) else source)

    def holds(self, source: str) -> bool:
        """Whether a record's article is one of these."""
        return _failed_to_read(source, self.paths, self.relative)

    def keys(self, site: Site) -> set[str]:
        """Their keys on the blog (their published slugs stay reserved)."""
        return {site.key(Path(p), self.content) for p in self.paths} | set(self.relative)


@dataclass
class _Planner:
    """One plan_build's state: what it was asked, the plan it fills in, the articles it holds back."""

    content: Path
    config: Config
    out_dir: Path
    shard: _Shard
    warn: Callable[[str], None] | None
    strict: bool = False  # --strict: front matter narrate cannot read for sure fails its article
    plan: Plan = field(default_factory=Plan)
    held: _Held = field(init=False)
    cascades_said: set[str] = field(default_factory=set)  # the cascade warnings given (one per section)

    def __post_init__(self) -> None:
        self.held = _Held(self.content)

    @functools.cached_property
    def site(self) -> Site:
        """The blog's generator and its settings (its rules for what is published)."""
        return find_site(self.content, self.config.site)

    def _skip(self, path: Path, reason: str, slug: str | None = None) -> None:
        if self.shard.mine(slug) if slug is not None else self.shard.mine_path(path):
            self.plan.skipped.append({"source": str(path), "reason": reason})

    def read_all(self, found: list[Path], readings: Readings | None) -> list[Article]:
        """The articles to narrate among `found`; the others are skipped or failed in the plan."""
        articles: list[Article] = []
        for path in found:
            unpublished = self.not_an_article(path, {})  # by its path alone: left unread
            if unpublished:
                self._skip(path, unpublished)
                continue
            try:
                article = (
                    readings.read(path)
                    if readings is not None
                    else read_article(path, root=self.content, config=self.config)
                )
            except UnsupportedLanguage as exc:
                self._misread(path, str(exc), warned=False)
                continue
            except NarrateError as exc:
                left_out = self.left_out_unread(path)
                if left_out:
                    self._skip(path, left_out)
                else:
                    self._fail(path, str(exc))
                continue
            if self.warn is not None and self.shard.mine(article.slug):
                for line in article.warnings:
                    self.warn(naming(line, path, article.path))
            if article.misreads:
                self._misread(path, article.misreads[0].removeprefix("warning: "), warned=True, slug=article.slug)
                continue
            self._cascade_slips(path)
            reason, keep = _left_out(article, self.config)
            reason = reason or self.not_an_article(path, article.meta) or held_back(article, self.site)
            if reason:
                self._skip(path, reason, article.slug)
                if keep:
                    self.held.keep(path)
                continue
            articles.append(article)
        return articles

    def _cascade_slips(self, path: Path) -> None:
        """Warn once of each Hugo section cascade whose draft or render value Hugo does not read as its own."""
        if self.site.generator != "hugo" or self.warn is None or not self.shard.mine_path(path):
            return
        for line in cascade_misreadings(self.site, path, self.content):
            if line not in self.cascades_said:
                self.cascades_said.add(line)
                self.warn(line)

    def left_out_unread(self, path: Path) -> str:
        """Why a file narrate could not read as an article is left out all the same ("" when it is not): its
        front matter makes it a draft, opts it out or unpublishes it. The generator publishes nothing of it,
        so what narrate cannot read there (a test post's `date: 3000-01-22`) fails nothing."""
        try:
            text = read_regular(path, MAX_BYTES).decode("utf-8-sig", errors="replace")
            meta = split_front_matter(text, path, generator=self.site.generator)[0]
        except (OSError, ValueError, NarrateError):
            return ""
        if self.site.defaults is not None:
            meta = self.site.defaults.applied(path, meta)  # as the reader reads it (text.readers.ReadOptions)
        drafted = frontmatter.drafted(meta, generator=self.site.generator)
        if drafted:
            return f"draft ({drafted})"
        said = frontmatter.flag(meta, frontmatter.OPT_OUT_KEYS)
        if said.said is False:
            return f"left out by its front matter ({said.key}: {frontmatter.as_text(said.value) or 'false'})"
        kind, why = self.site.classify(path, meta, fallback_root=self.content)
        return why if kind == "unpublished" else ""

    def not_an_article(self, path: Path, meta: dict[str, Any]) -> str:
        """Why the blog's generator publishes no article for `path` ("" when it does): not at all (an
        excluded or static file, a draft…), or as a page (about, tags, the home page), which is narrated
        only when a `build.include` pattern names it. A book's SUMMARY.md is its config, never an article."""
        summary = book_summary_of(path)
        if summary:
            return summary
        kind, why = self.site.classify(path, meta, fallback_root=self.content)
        if kind == "article":
            return ""
        if kind == "page":
            relative = os.path.relpath(path, self.content).replace(os.sep, "/")
            if self.config.build.include and matches(relative, self.config.build.include):
                return ""
            return f"{why}; name it in build.include in voices.yaml to narrate it"
        return why

    def _fail(self, path: Path, error: str) -> None:
        """`path` could not be read: it fails, and its published episodes stay."""
        if self.shard.mine_path(path):
            self.plan.failed.append({"source": str(path), "error": one_line(error, path)})
        self.held.keep(path)

    def _misread(self, path: Path, line: str, *, warned: bool, slug: str | None = None) -> None:
        """Front matter that would move or remove the episode if guessed at (a language narrate does not
        know, `audio: ture`): the article is left as it was, with one warning, and skipped; with
        `--strict` it fails. Its published episodes stay either way."""
        if self.strict:
            self._fail(path, line)
            return
        if not warned and self.warn is not None and self.shard.mine_path(path):
            self.warn(naming(f"warning: {line}; the article is left as it was (its published episode stays)", path))
        self._skip(path, f"{line.split(': ', 1)[-1]}; left as it was", slug)
        self.held.keep(path)

    def identify(self, articles: list[Article], records: dict[str, Record]) -> list[Article]:
        """The articles with their identity on the blog (key, page, group, slug) and their dates."""
        site = self.site
        identities = assign_identities(
            articles,
            site,
            self.content,
            records=records.values(),
            base_url=self.config.feed.link,
            keep=self.held.keys(site),
            occupied=OutputLayout(self.out_dir).occupied(),
        )
        for message in identities.warnings:
            if self.warn is not None:
                self.warn(message)
        for failure in identities.failed:
            if self.shard.mine_path(Path(failure["source"])):
                self.plan.failed.append(failure)
            self.held.keep_source(failure["source"])
        return apply_git_dates(identities.articles, self.content, warn=self.warn)

    def _guessed_twin(self, article: Article, other: Article) -> Article | None:
        """Of two translations that landed on one language and slug, the one whose language only its text
        decided when the other's is stated (file name, folder or front matter): a French blog's `post.md`
        left in English beside `post.en.md`. Both would be the group's English episode; the stated one is,
        and the guessed one is skipped with the reason (its published episode stays). None otherwise."""
        guessed = ("text", "default")
        if not article.group or article.group != other.group:
            return None
        if article.lang_source in guessed and other.lang_source not in guessed:
            skipped, stated = article, other
        elif other.lang_source in guessed and article.lang_source not in guessed:
            skipped, stated = other, article
        else:
            return None
        if self.shard.mine(skipped.slug):
            self.plan.skipped.append(
                {
                    "source": str(skipped.path),
                    "reason": f"its text is in {skipped.lang}, like its translation {stated.path} (which says so in "
                    f"its {stated.lang_source}); one {skipped.lang} episode per article, so it is left out: "
                    "translate it, or name its language with `lang:` in its front matter",
                }
            )
        self.held.keep(skipped.path)
        return skipped

    def jobs(self, articles: list[Article]) -> dict[str, Job]:
        """One job per language and slug (a second article with the same one fails), with the
        derived languages' jobs (`derive:` in voices.yaml)."""
        seen: dict[str, Job] = {}
        for article in articles:
            key = f"{article.lang}/{article.slug}"
            guessed = self._guessed_twin(article, seen[key].article) if key in seen else None
            if guessed is not None:
                if guessed is seen[key].article:
                    seen[key] = Job(article, key)
                continue
            if key in seen:
                kept, lost = _original_first(seen[key].article, article)
                seen[key] = Job(kept, key)
                if self.shard.mine(lost.slug):
                    self.plan.failed.append({"source": str(lost.path), "error": _twin_error(lost, kept)})
                continue
            seen[key] = Job(article, key)
        for target, source_lang in self.config.derive.items():
            for job in list(seen.values()):
                if job.article.lang != source_lang or job.article.lang_source.startswith("derived"):
                    continue
                key = f"{target}/{job.article.slug}"
                if key not in seen:
                    seen[key] = Job(derive(job.article, target), key)
        return seen

    def removals(
        self, records: dict[str, Record], jobs: dict[str, Job], langs: tuple[str, ...] | None, unreadable: list[Path]
    ) -> list[str]:
        """The published episodes whose article is really gone.

        A shard removes only the gone articles of its own part (by slug, like its jobs), so shards
        sharing one output folder, or each keeping its own, never remove each other's episodes.
        """
        return [
            key
            for key, record in sorted(records.items())
            if key not in jobs
            and self.shard.mine(record.slug)
            and (langs is None or record.lang in langs)
            and not self.held.holds(record.source)
            and not _lives_elsewhere(record.source, self.content)
            and not _under_any(record.source, unreadable)
        ]

    def plan_job(self, job: Job, record: Record | None, preferred: str, force: bool) -> None:
        """Give `job` its status (new, changed, unchanged, waiting) and add it to the plan."""
        plan, key = self.plan, job.key
        status = _status(record, job.article, self.config, preferred, self.out_dir)
        if force and status in ("unchanged", "waiting"):
            status = "changed"  # --force: narrated again (from the cache), as on one article
            plan.forced = True
        if job.article.summary_only and (status != "unchanged" or record is None or not record.chunks):
            # To be narrated (or its record to be given its chunks): read in full after all.
            try:
                job = Job(complete(job.article, self.content, self.config), key)
            except NarrateError as exc:
                plan.failed.append({"source": job.source, "error": one_line(str(exc), job.source)})
                return
        plan.status[key] = status
        if status == "unchanged" and record is not None:
            plan.records[key] = record
        plan.jobs.append(job)
        if job.article.date is None:
            plan.undated.append(key)


def _left_out(article: Article, config: Config) -> tuple[str, bool]:
    """Why a read article is not narrated ("" when it is), and whether its published episode stays
    (an article emptied by mistake keeps it; a draft or an opt-out is a deliberate removal)."""
    if article.draft:  # (the key as written: Hugo's keys in any case, its `published: false`)
        return f"draft ({frontmatter.drafted(article.meta, generator='hugo') or 'draft: true'})", False
    opted_out = _opted_out(article, config)
    if opted_out:
        return opted_out, False
    if not article.has_prose:
        return "no prose to narrate", True
    return "", False


def _opted_out(article: Article, config: Config) -> str:
    """Why the writer left `article` out of the audio (`audio: false`, `narrate: false`, or
    `build.opt_in` without `audio: true`), or "" when it is narrated. (A value that says neither is
    a misreading the article carries: flow.build leaves such an article as it was.)"""
    said = frontmatter.flag(article.meta, frontmatter.OPT_OUT_KEYS)
    if said.said is False:
        return f"left out by its front matter ({said.key}: {frontmatter.as_text(said.value) or 'false'})"
    if said.said is True:
        return ""
    if config.build.opt_in:
        return "build.opt_in is on and its front matter has no `audio: true`"
    return ""


def _hold_back_mass_removal(plan: Plan, published: int, config: Config, allowed: bool) -> None:
    """Keep every episode when a build would remove most of them (an empty checkout, a wrong folder).

    Removing all published episodes, or more than `build.max_removal_share` of them (3 or more),
    needs --allow-mass-removal; the rest of the build goes on, and the report says what was kept.
    """
    count = len(plan.removed)
    if allowed or not count or not published:
        return
    share = count / published
    if count < published and (count < 3 or share <= config.build.max_removal_share):
        return
    plan.failed.append(
        {
            "source": "(removals)",
            "error": f"this build would remove {count} of {published} published episodes ({share:.0%}); "
            "nothing was removed. If the articles are really gone, run again with --allow-mass-removal",
        }
    )
    plan.removed = []


def _under_any(source: str, roots: list[Path]) -> bool:
    """Whether a record's article lies at or under one of `roots` (paths that could not be read this time)."""
    if not roots:
        return False
    try:
        path = Path(source).resolve()
        resolved = [root.resolve() for root in roots]
    except (OSError, RuntimeError, ValueError):
        return True  # cannot tell: keeping an episode is always safe
    return any(path == root or root in path.parents for root in resolved)


def _lives_elsewhere(source: str, content: Path) -> bool:
    """Whether a record's article still exists outside the content folder (`narrate ARTICLE.md` made it).

    Such an episode is not this build's to remove: its article is not gone, only not here.
    """
    try:
        path = Path(source).resolve()
        return path.is_file() and content.resolve() not in path.parents
    except (OSError, ValueError, TypeError):
        return False


def _failed_to_read(source: str, paths: set[Path], relative: set[str]) -> bool:
    """Whether a record's article is one that failed to read this time (then its episode stays published)."""
    with contextlib.suppress(OSError, ValueError, TypeError):
        if Path(source).resolve() in paths:
            return True
    # The record may have been written by a run from another working folder: compare the tail.
    posix = Path(source).as_posix()
    return any(posix == rel or posix.endswith("/" + rel) for rel in relative)


def _status(record: Record | None, article: Article, config: Config, engine: str, out_dir: Path) -> str:
    """new | changed | unchanged | waiting (made by a fallback engine; `engine` may remake it), for one job."""
    if record is None:
        return "new"
    if record.source_hash != article.source_hash:
        return "changed"
    try:
        voice = config.language(article.lang).voice
    except NarrateError:
        return "changed"  # narrating it will say what is wrong
    state = episode_state(record, article, voice, config, engine, out_dir)
    return {"current": "unchanged", "waiting": "waiting"}.get(state, "changed")
