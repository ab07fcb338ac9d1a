"""One article → one episode per language: the pipeline in order, and when it can be skipped.

    read_article ─► build_script ─► Synthesizer.synthesize ─► assemble_episode ─► Manifest.put
    (article)       (script)        (synthesize)              (assemble)            (manifest)

An episode is *current* when its record matches the article's bytes, the
settings that shape its sound, and the engine the run would use, and its MP3 is
on disk at the recorded size; a current episode is not rebuilt.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from narrate.atomic import remove_stale_temporaries
from narrate.audio.model import EPISODE_FORMAT, CorruptChunk, EpisodeInfo
from narrate.config import Config, MusicSettings, Voice, load_config
from narrate.errors import ArticleError, InputError, NarrateError, ServiceUnreachable, naming
from narrate.lock import output_lock
from narrate.publish.layout import OutputLayout
from narrate.publish.ledger import StampsRead, guarding
from narrate.publish.manifest import Manifest, Record
from narrate.text.article import read_article
from narrate.text.duration import speech_seconds
from narrate.text.identity import identify_one
from narrate.text.model import Article, Script
from narrate.text.site_data import book_summary_of
from narrate.voice.cache import ChunkCache, default_cache_dir
from narrate.voice.engines import (
    Engine,
    EngineFailure,
    engine_order,
    make_engine,
    release,
    resolve_engines,
    warm_up,
)
from narrate.voice.fallback import FallbackPolicy
from narrate.voice.synthesize import ProgressFn, RetryPolicy, Synthesizer, WarnFn

from .git_dates import apply_git_dates
from .options import check_voice, checked_config
from .plans import PlanStore, build_script, plan_key
from .summaries import Readings, complete

if TYPE_CHECKING:
    from narrate.audio.model import Episode, SynthesisResult
    from narrate.publish.publisher import Publisher

# A cold run imports what assembling, publishing and music need only once its requests are out
# (audio.assemble, publish.*, voice.music): the time before the first request is the user's wait.


@dataclass(frozen=True)
class Outcome:
    """What happened to one article in one language."""

    lang: str
    slug: str
    status: str  # "built", "unchanged", or "waiting" (made offline; Edge still out of reach)
    record: Record
    episode: Episode | None = None
    synthesized: int = 0  # chunks sent to the engine in this run
    from_cache: int = 0  # chunks taken from the cache
    # What the symbol account saw go missing (symbols lost without a rule, formulas said in part); None
    # when the script came from a build's plan, which keeps no account.
    lost: int | None = None


T = TypeVar("T")


def run_quietly(main: Awaitable[T]) -> T:
    """asyncio.run(main), but the task it runs returns nothing.

    On Python 3.11, asyncio.run restores the SIGINT handler by asking signal.getsignal,
    which formats a ValueError message with repr() of the handler, and so of the finished
    task and of its whole result (an episode's records, a build's report): a fifth of a
    second for a 3-hour episode, spent on a string nobody reads.
    """
    box: list[T] = []

    async def wrapper() -> None:
        box.append(await main)

    asyncio.run(wrapper())
    return box[0]


def make_synthesizer(
    config: Config,
    engine: str | None = None,
    *,
    fallback: bool = True,
    concurrency: int | None = None,
    cache: ChunkCache | None = None,
    policy: RetryPolicy | None = None,
    warn: WarnFn | None = None,
    engines: Sequence[Engine] | None = None,
) -> Synthesizer:
    """A synthesizer for the run: `engines` (objects) if given, else the `engine` choice (auto, or a
    registered name) over voices.yaml's `engines:` order; voices.yaml is checked against each engine."""
    chain = resolve_engines(config, engine, fallback=fallback, engines=engines)
    cache = cache or ChunkCache()
    cache.ensure_usable()
    return Synthesizer(
        chain,
        cache,
        concurrency=concurrency or config.concurrency,
        policy=policy or RetryPolicy(attempts=config.attempts, request_timeout=config.timeout),
        warn=warn,
        fallback_check=(checks := FallbackPolicy(config, warn)).refusal,
        chosen_check=checks.warn_chosen,
    )


def fingerprint(config: Config, lang: str, voice: Voice) -> str:
    """What, besides the article, shapes the episode's sound and files: voice, lexicon, pauses, cues, and
    narrate's EPISODE_FORMAT."""
    memo = _FINGERPRINTS.get((id(config), lang, voice))
    if memo is not None and memo[0] is config:  # a build asks once per article: once per language is enough
        return memo[1]
    payload = f"{config.fingerprint(lang)}|{voice}|{config.feed.title.get(lang, '')}|{EPISODE_FORMAT}"
    value = hashlib.sha256(payload.encode()).hexdigest()[:16]
    if len(_FINGERPRINTS) > 256:
        _FINGERPRINTS.clear()
    _FINGERPRINTS[(id(config), lang, voice)] = (config, value)
    return value


# Whether this process has started loading the libraries assembling needs (narrate's progress hook).
_LIBRARIES_ASKED = False

# (id of a config, language, voice) → (that config, its fingerprint); a Config is frozen, and the
# entry keeps it alive, so its id is not reused while the entry stands.
_FINGERPRINTS: dict[tuple[int, str, Voice], tuple[Config, str]] = {}


def preferred_engine(config: Config, choice: str | None = None, engines: Sequence[Engine] | None = None) -> str:
    """The engine whose episodes a run accepts as current: the first it would try."""
    return engines[0].name if engines else engine_order(config, choice)[0]


def episode_state(
    record: Record | None, article: Article, voice: Voice, config: Config, engine: str, out_dir: Path
) -> str:
    """`current`; `waiting` (made by a fallback engine and otherwise current: only the preferred
    `engine` may remake it, so a run that cannot reach it leaves it alone); or `stale` (its article, the
    settings that shape its sound, its files or its cover image changed)."""
    if record is None:
        return "stale"
    if record.source_hash != article.source_hash or record.fingerprint != fingerprint(config, article.lang, voice):
        return "stale"
    if not OutputLayout(out_dir).is_complete(record):
        return "stale"
    from narrate.publish.episode_record import cover_digest  # (a record is there: not a first run's path)

    if record.cover != cover_digest(article, config):
        return "stale"  # its image was added, replaced or removed: its cover, art, page and feed item change
    if record.engine != engine:
        # Made by another engine (offline, after a fallback): it waits for a run that reaches the preferred one.
        return "waiting"
    return "current"


async def narrate_episode(
    article: Article,
    config: Config,
    synthesizer: Synthesizer,
    out_dir: Path,
    *,
    voice: str | None = None,
    force: bool = False,
    progress: ProgressFn | None = None,
    label: str = "",
    fallback: bool = True,
    before_replace: Callable[[str], None] | None = None,
    assembling: asyncio.Semaphore | None = None,
    complete: Callable[[Article], Article] | None = None,
    script: Script | None = None,
) -> Outcome:
    """Narrate one article (in its language) into `out_dir`, unless its episode is current.

    `before_replace(key)` is called just before a published episode's files are replaced
    (the build takes it out of the feeds then, so no feed ever names a file being rewritten).
    `assembling` bounds how many episodes are spliced and tagged at once (a build's --jobs)
    without holding back synthesis: every article's requests can then queue together,
    longest first, so the service's connections stay busy until the last one.

    `fallback=False`: only the synthesizer's first engine may narrate it (ServiceUnreachable otherwise).
    Current means made by that engine.
    `complete(article)` reads a summary-only article (flow.summaries) in full; it is needed, and
    called, only when such an article's script is not cached. `script` is the article's script
    when the caller has built it already (a build's estimate): it is not built again.
    """
    plans = PlanStore(synthesizer.cache.root)
    manifest = Manifest(out_dir)
    published = manifest.get(article.lang, article.slug)
    if force or published is None or published.source_hash != article.source_hash:
        synthesizer.warm_up()  # new or changed: its requests will likely be needed, after the script is made
    article, script, plan = _script_of(article, config, plans, out_dir, voice, complete, script)
    record = published  # (a script has its article's language and slug)
    state = episode_state(record, article, script.voice, config, synthesizer.engine.name, out_dir)
    if not force and state == "current":
        assert record is not None
        return Outcome(script.lang, script.slug, "unchanged", record)
    waiting = not force and state == "waiting"
    _refuse_foreign(OutputLayout(out_dir), article, script.lang, script.slug)
    _say_if_long(article, script, config, synthesizer)
    music = config.music_for(script.lang)
    await _prepare_music(music, synthesizer, config)
    loading: list[asyncio.Future[None]] = []
    try:
        synthesis = await synthesizer.synthesize(
            script,
            label=label or script.slug,
            progress=_loading_libraries(progress, loading),
            fallback=fallback and not waiting,
        )
    except ServiceUnreachable:
        if not waiting:
            raise
        # Made offline before, and the preferred engine is still out of reach: remaking it offline changes nothing.
        assert record is not None
        return Outcome(script.lang, script.slug, "waiting", record)
    from narrate.publish.episode_record import Made, episode_info, publish_episode

    info = episode_info(article, script, config)
    for pending in loading:
        await pending
    assembly = _Assembly(script, config, synthesizer, out_dir, music, info, before_replace, assembling)
    manifest.ensure_writable(script.lang, script.slug)  # else a new MP3 would be swapped in with no record
    _refuse_foreign(OutputLayout(out_dir), article, script.lang, script.slug, claim=True)  # synthesis took a while
    try:
        episode, spliced = await assembly.make(synthesis)
    except CorruptChunk as exc:
        # A cached chunk's bytes went bad on disk (its hash is checked as it is spliced):
        # forget it, synthesize it again, and make the episode once more.
        synthesizer.cache.reject(exc.chunk_path)
        synthesis = await synthesizer.synthesize(
            script, label=label or script.slug, progress=progress, fallback=fallback and not waiting
        )
        episode, spliced = await assembly.make(synthesis)
    new = publish_episode(
        article,
        script,
        config,
        out_dir,
        record,
        Made(episode, synthesis, spliced, _music_keys(music)),
        fingerprint=fingerprint(config, script.lang, script.voice),
        warn=synthesizer.warn,
    )
    plans.put(out_dir, script.lang, script.slug, plan, script)
    return _built(script, new, episode, synthesis)


async def _prepare_music(music: MusicSettings, synthesizer: Synthesizer, config: Config) -> None:
    """The jingles first: a music file ffmpeg cannot read fails the episode before any request."""
    if music.active:
        from narrate.voice import music as music_pieces

        await asyncio.to_thread(music_pieces.prepare, music, synthesizer.cache, config)


def _built(script: Script, record: Record, episode: Episode, synthesis: SynthesisResult) -> Outcome:
    """The outcome of an episode made now: how many of its chunks came from the cache."""
    from_cache = sum(1 for c in synthesis.chunks if c.cached)
    return Outcome(
        script.lang,
        script.slug,
        "built",
        record,
        episode,
        len(synthesis.chunks) - from_cache,
        from_cache,
        _lost(script),
    )


def _lost(script: Script) -> int | None:
    """How many symbols the script's account saw lost, formulas said in part included (None: no account)."""
    return len(script.lost) + len(script.formulas_in_part) if script.accounts else None


def _say_if_long(article: Article, script: Script, config: Config, synthesizer: Synthesizer) -> None:
    """Before an article longer than voices.yaml's long_article_minutes is sent: one warning with what it
    will cost (minutes of audio, requests, time, bytes), so that hours of work never start without a word."""
    limit = config.long_article_minutes
    pauses = sum(c.pause_ms for c in script.chunks) / 1000
    if not limit or pauses + sum(speech_seconds(c.text) for c in script.chunks) <= limit * 60:
        return  # (the quick sum first: most articles are short, and the estimate looks every chunk up in the cache)
    from .estimate import script_estimate

    cost = script_estimate(script, article, config, synthesizer)
    if cost.requests:
        synthesizer.warn(
            naming(
                f"warning: {article.path}: a long article (over long_article_minutes: {limit} in "
                f"voices.yaml): {cost.costs()}. Ctrl-C stops it; the "
                "next run goes on from the chunks already made",
                article.path,
            )
        )


def _refuse_foreign(layout: OutputLayout, article: Article, lang: str, slug: str, *, claim: bool = False) -> None:
    """Stop the episode when a file narrate did not write is where one of its files goes (the site's own
    page or MP3 by that name): narrate writes only where nothing else is. With `claim`, the episode's
    files are put in the ledger (they are about to be written: see narrate.publish.ledger)."""
    # (what the look reads of the files there is what the claim would read an instant later: read once)
    readings: StampsRead = {}
    blocked = layout.in_the_way(lang, slug, readings=readings)
    if blocked is not None:
        raise ArticleError(
            f"{article.path}: {blocked} is not narrate's (the site's own file, or one put in place "
            "of narrate's) and is where this episode's file goes; narrate writes only where nothing "
            "else is: move that file, or give the article another `slug:`",
            path=article.path,
        )
    if claim:
        layout.claim(lang, slug, readings=readings)


def _script_of(
    article: Article,
    config: Config,
    plans: PlanStore,
    out_dir: Path,
    voice: str | None,
    complete: Callable[[Article], Article] | None,
    built: Script | None = None,
) -> tuple[Article, Script, str | None]:
    """The article's script, with its plan key: `built` (the caller's), or from the cached plan of an
    unchanged article (exact key: see plans.py), else built, after reading a summary-only article in full."""
    plan = plan_key(article, config, voice)
    if built is not None and not article.summary_only:
        return article, built, plan
    script = plans.get(out_dir, article.lang, article.slug, plan)
    if script is not None:
        return article, script, plan
    if article.summary_only:
        if complete is None:
            raise ValueError(f"{article.path}: a summary of an article needs `complete` to be read in full")
        article = complete(article)
        plan = plan_key(article, config, voice)
    return article, build_script(article, config, voice_name=voice), plan


def _load_libraries() -> None:
    """audio.assemble and the libraries it uses, imported (in a worker thread: see _loading_libraries)."""
    from narrate.audio.assemble import load_libraries

    load_libraries()


def _loading_libraries(progress: ProgressFn | None, loading: list[asyncio.Future[None]]) -> ProgressFn:
    """`progress`, which also starts loading the libraries assembling needs at the first chunk.

    They load in a worker thread: a cold run then loads them while it waits for the service, not
    after its last answer (nor while its requests are being sent), and a rebuild from the cache
    while its chunks' files are looked up. `loading` receives the future to wait for.
    """

    def progressed(name: str, done: int, total: int) -> None:
        global _LIBRARIES_ASKED
        if not _LIBRARIES_ASKED:  # once a process: a build's episodes would each ask otherwise
            _LIBRARIES_ASKED = True
            loading.append(asyncio.get_running_loop().run_in_executor(None, _load_libraries))
        if progress is not None:
            progress(name, done, total)

    return progressed


@dataclass(frozen=True)
class _Assembly:
    """How one episode is made from its synthesis: music mixed in if any, then spliced and tagged."""

    script: Script
    config: Config
    synthesizer: Synthesizer
    out_dir: Path
    music: MusicSettings
    info: EpisodeInfo
    before_replace: Callable[[str], None] | None
    assembling: asyncio.Semaphore | None

    async def make(self, synthesis: SynthesisResult) -> tuple[Episode, SynthesisResult]:
        """The episode, and the pieces it was spliced from (the speech, or the speech with its music)."""
        from narrate.audio.assemble import assemble_episode
        from narrate.audio.limiter import LimitedStore
        from narrate.voice import music as music_pieces

        script, layout = self.script, OutputLayout(self.out_dir)
        # Splicing and tagging (and mixing music, if any) are blocking file work: keep them off the event loop.
        async with self.assembling or contextlib.AsyncExitStack():
            pieces, spliced = script, synthesis
            if self.music.active:
                pieces, spliced = await asyncio.to_thread(
                    music_pieces.with_music, script, synthesis, self.music, self.synthesizer.cache, self.config
                )
            if self.before_replace is not None and layout.mp3(script.lang, script.slug).exists():
                self.before_replace(f"{script.lang}/{script.slug}")
            episode = await asyncio.to_thread(
                assemble_episode,
                pieces,
                spliced,
                self.info,
                self.out_dir,
                loudness=self.config.loudness,
                files=layout.episode(script.lang, script.slug),
                store=LimitedStore(self.synthesizer.cache.root / "chunks"),
            )
        return episode, spliced


def _music_keys(music: MusicSettings) -> list[str]:
    """The cache keys of an episode's music pieces (its record names them: prune keeps them)."""
    from narrate.voice import music as music_pieces

    return music_pieces.source_keys(music)


def chunk_keys(article: Article, config: Config, engine_name: str, synthesizer: Synthesizer) -> list[str]:
    """The cache keys of `article`'s chunks read by `engine_name` (for a record written before
    records named their chunks)."""
    engine = next((e for e in synthesizer.engines if e.name == engine_name), None) or make_engine(engine_name)
    script = build_script(article, config)
    return [synthesizer.key_for(engine, synthesizer.chunk_request(chunk, script)) for chunk in script.chunks]


def record_usage(out_dir: Path, synthesizer: Synthesizer) -> None:
    """Tell the cache which chunks the episodes of `out_dir` are made of now (what prune keeps)."""
    keys: set[str] = set()
    for record in Manifest(out_dir).records():
        keys.update(record.chunks)
    synthesizer.cache.record_usage(out_dir, keys)


def _check_slug_owner(article: Article, out_dir: Path, *, force: bool) -> None:
    """Refuse to let one article take over another's episode (and GUID) by sharing its slug."""
    record = Manifest(out_dir).get(article.lang, article.slug)
    if record is None or force:
        return
    owner = Path(record.source)
    try:
        same = owner.resolve() == article.path.resolve()
    except OSError:
        same = False
    if not same and owner.is_file():
        raise ArticleError(
            f"{article.path}: {out_dir / article.lang / article.slug}.mp3 belongs to {owner} (same slug "
            f"'{article.slug}'); give this article its own `slug:` in its front matter, or use --force to replace it",
            path=article.path,
            key="slug",
        )


def refuse_output_inside(out_dir: Path, content: Path) -> None:
    """Raise InputError when the output folder is the content folder or inside it: the site generator
    would publish narrate's MP3s and work files as the blog's own pages, and a build would find them."""
    out, folder = Path(out_dir).resolve(), Path(content).resolve()
    if out == folder or folder in out.parents:
        raise InputError(
            f"{out_dir}: the output folder is {'the' if out == folder else 'inside the'} content folder "
            f"{content}; choose --out "
            f"outside it (e.g. --out {folder.parent / 'narrated'})",
            path=Path(out_dir),
            key="--out",
        )


def content_folder_of(path: Path) -> Path | None:
    """The content folder a lone article is published from, when its path says so: the nearest folder
    named `content` above it (Hugo's `content/`, Astro's `src/content/`); None when there is none."""
    folder = path.absolute().parent
    return next((parent for parent in (folder, *folder.parents) if parent.name == "content"), None)


def _episode_root(config: Config) -> Path | None:
    """The content folder `narrate ARTICLE.md` reads articles in (None: the article's own surroundings)."""
    return config.base_dir if config.path is not None else None


def read_for_episode(
    path: Path, config: Config, *, out_dir: Path | None = None, on_parse: Callable[[], None] | None = None
) -> Article:
    """Read the article of `narrate ARTICLE.md` as :func:`narrate_article` narrates it: a
    `content/<lang>/…` folder counts below the folder of voices.yaml, as it does in a build.

    With `out_dir`, the reading of the last run into that folder is used when the file and
    everything its reading depends on are unchanged (flow.summaries): the article may then be
    a summary (`summary_only`), which :func:`narrate_article` reads in full only when its
    episode's script is not cached. That is what keeps a rebuild from the cache from parsing
    the article at all. `on_parse` is called before the article is parsed (it is new or changed).
    """
    if out_dir is None:
        return read_article(Path(path), root=_episode_root(config), config=config)
    readings = Readings(
        default_cache_dir(), Path(out_dir), _episode_root(config), config, walked=False, on_parse=on_parse
    )
    article = readings.read(Path(path))
    readings.save(keep_others=True)
    return article


def narrate_article(
    path: Path,
    out_dir: Path = Path("output"),
    *,
    config: Config | None = None,
    engine: str | None = None,
    fallback: bool = True,
    voice: str | None = None,
    force: bool = False,
    progress: ProgressFn | None = None,
    warn: WarnFn | None = None,
    engines: Sequence[Engine] | None = None,
    article: Article | None = None,
    publishers: Sequence[Publisher] | None = None,
) -> Outcome:
    """Narrate one article file into `out_dir` (the library's `narrate ARTICLE.md`), holding the output lock.

    `engines` are engine objects to use in fallback order instead of the configured ones (e.g. your own).
    `article`: the file at `path` as :func:`read_for_episode` read it (so a caller that looked at it
    first does not read and parse it twice).
    """
    config = config or load_config(near=Path(path))
    article = _episode_article(Path(path), Path(out_dir), config, article, warn)
    synthesizer = make_synthesizer(config, engine, fallback=fallback, warn=warn, engines=engines)
    with output_lock(Path(out_dir), "narrate episode"), guarding(Path(out_dir), warn):
        remove_stale_temporaries(Path(out_dir))
        _check_slug_owner(article, Path(out_dir), force=force)
        feeds = _FeedWhileReplacing(config, Path(out_dir), article.lang)
        try:
            with synthesizer.cache.held():  # a prune meanwhile deletes none of the chunks it uses
                outcome = run_quietly(
                    narrate_episode(
                        article,
                        config,
                        synthesizer,
                        Path(out_dir),
                        voice=voice,
                        force=force,
                        progress=progress,
                        before_replace=feeds.leave_out,
                        complete=lambda s: complete(s, _episode_root(config), config),
                    )
                )
        except NarrateError as exc:
            feeds.restore()  # failed: the feed lists what is complete again
            named = _naming(exc, article.path)
            if named is exc:
                raise
            raise named from exc
        finally:
            release()
        record_usage(Path(out_dir), synthesizer)
        if outcome.status == "built":
            from narrate.publish.publisher import Trigger, publish_all

            # A published feed must not point at the old file's length: publish again (only if it is published).
            publish_all(config, Path(out_dir), Trigger.EPISODE, lang=outcome.lang, warn=warn, publishers=publishers)
        return outcome


def _episode_article(
    path: Path, out_dir: Path, config: Config, article: Article | None, warn: WarnFn | None
) -> Article:
    """The article at `path` as a build would narrate it: read (unless `article` is it already), with
    its identity on the blog (the slug its translations share, the one it was published under) and a
    date from git if it has none. An output folder inside its content folder is refused first."""
    content = content_folder_of(path)
    if content is not None:
        refuse_output_inside(out_dir, content)
    if article is None or article.path != path:
        article = read_for_episode(path, config, out_dir=out_dir)
    article = identify_one(
        article, config, Manifest(out_dir).records(), occupied=OutputLayout(out_dir).occupied(), warn=warn
    )
    return apply_git_dates([article], article.path.parent, warn=warn)[0]


class _FeedWhileReplacing:
    """The published feed of one language, leaving an episode out while its files change: a kill
    then leaves no feed naming a file of another length (publish_all brings it back)."""

    def __init__(self, config: Config, out_dir: Path, lang: str) -> None:
        self.config, self.out_dir, self.lang = config, out_dir, lang
        self.left_out: set[str] = set()

    def leave_out(self, key: str) -> None:
        """`key`'s files are about to change: the feed, if published, leaves it out."""
        if self.config.feed.base_url and OutputLayout(self.out_dir).feed(self.lang).is_file():
            self.left_out.add(key)
            self._refresh(frozenset(self.left_out))

    def restore(self) -> None:
        """The episode failed: the feed lists what is complete again."""
        if self.left_out:
            self._refresh(frozenset())

    def _refresh(self, exclude: frozenset[str]) -> None:
        from narrate.publish.rss import write_feeds

        with contextlib.suppress(NarrateError):
            write_feeds(self.config, self.out_dir, exclude=exclude)


def _naming(exc: NarrateError, path: Path) -> NarrateError:
    """`exc` naming the article at `path`: in its message (unless it names it already) and its `path`
    (unless it names another file)."""
    if str(path) in str(exc) or type(exc) is EngineFailure:
        return exc.located(path=path)
    return exc.rephrased(f"{path}: {exc}", path=path)


@dataclass(frozen=True)
class EpisodeRun:
    """What `narrate ARTICLE.md` did: the outcome, where the MP3 is, and the loudness setting it was made under."""

    outcome: Outcome
    mp3: Path
    loudness_mode: str


def narrate_file(
    path: Path,
    out_dir: Path = Path("output"),
    *,
    config_path: Path | None = None,
    engine: str | None = None,
    fallback: bool = True,
    voice: str | None = None,
    force: bool = False,
    progress: ProgressFn | None = None,
    warn: WarnFn | None = None,
    notes: bool = True,
) -> EpisodeRun:
    """`narrate ARTICLE.md`: voices.yaml found and checked for the run's engines, the article read,
    `--voice` checked against its language (OptionProblem), then :func:`narrate_article`.

    How the article was read (a legacy encoding) and, with `notes`, that it is a draft go to
    `warn` before anything is narrated.
    """
    config = checked_config(config_path, path, engine)
    summary = book_summary_of(Path(path))
    if summary:
        # (one line, as a build's skip says it: no episode of the chapters' names read aloud)
        raise ArticleError(f"{path} is {summary}: narrate its chapters, or `narrate build` the book")
    article = read_for_episode(path, config, out_dir=out_dir, on_parse=lambda: warm_up(config, engine))
    check_voice(voice, engine, lang=article.lang, article=path)
    if warn is not None:
        for line in article.warnings:
            warn(naming(line, path, article.path))
    if warn is not None and notes and article.draft:
        warn(naming(f"note: {path} is a draft (draft: true); narrating it anyway", path))
    outcome = narrate_article(
        path,
        out_dir,
        config=config,
        engine=engine,
        fallback=fallback,
        voice=voice,
        force=force,
        progress=progress,
        warn=warn,
        article=article,
    )
    return EpisodeRun(outcome, OutputLayout(out_dir).mp3(outcome.record.lang, outcome.record.slug), config.loudness)
