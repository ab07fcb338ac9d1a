"""An adversarial run: hundreds of attacks on the installed `narrate`, each held or failed, with a severity.

Each attack makes a folder of its own (a blog, a voices.yaml, an output folder, a cache), runs the
`narrate` command on it in a child process capped in time and in memory (RLIMIT_AS), and judges
what it sees: the exit code, the one line a user gets, what is on disk afterwards. An attack that
fails is graded by what its failure costs a user:

* high: a user's file lost or changed, an episode unpublished by mistake, a build that never ends
  (the time cap) or a memory cap reached;
* medium: a traceback or a 500, a wrong reading, a bound not kept (time per MB, a service that
  does not end the build);
* low: what a user sees raw on a terminal, a figure a little over its bound.

The classes are issue 43's and earlier rounds' (tests/flow/test_hostile_catalogue.py, tests/flow/test_hostile_*.py,
benchmarks/pathological.py), each with new variants: writes over files narrate did not write, opt-out
and language typos, site variables that expand without a bound, FIFOs and devices as config, a service
that refuses or answers nonsense, cue templates, surrogate pairs, CR-only line endings, control
characters, time per megabyte of each hostile shape, `serve`'s Range and paths, `cache --prune`,
slugs, dates, images, symlinks, kills and mass removal.

    python benchmarks/attacks.py                         # every attack (about 25 minutes on 2 cores)
    python benchmarks/attacks.py --class fifo --class cues
    python benchmarks/attacks.py --narrate /other/venv/bin/narrate --json-out before.json
    python benchmarks/attacks.py --list                  # names, classes and lanes only

The lane says who owns a class's fixes (issue 43: `hardening`, `frontmatter` for item 2, `voice` for
item 5); every class is run whoever owns it.
"""

from __future__ import annotations

import argparse
import contextlib
import contextvars
import json
import os
import re
import resource
import shutil
import signal
import socket
import stat
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

# ----------------------------------------------------------------------------- running narrate


@dataclass
class Run:
    """What one `narrate` process did."""

    code: int | None
    out: bytes
    err: bytes
    seconds: float
    cpu: float
    timed_out: bool

    @property
    def stdout(self) -> str:
        return self.out.decode("utf-8", "replace")

    @property
    def stderr(self) -> str:
        return self.err.decode("utf-8", "replace")

    @property
    def traceback(self) -> bool:
        return b"Traceback (most recent call last)" in self.err + self.out

    def errors(self) -> list[str]:
        return [line for line in self.stderr.splitlines() if line.startswith("narrate: error:")]

    def brief(self) -> str:
        if self.timed_out:
            return f"still running after {self.seconds:.0f} s (killed)"
        tail = (self.stderr.strip().splitlines() or [""])[-1][:160]
        return f"exit {self.code} in {self.seconds:.1f} s (CPU {self.cpu:.1f} s): {tail}"


@dataclass
class Verdict:
    held: bool
    note: str
    severity: str | None = None  # overrides the attack's own (a hang is always high)


class Ctx:
    """One attack's folder and the way to run narrate in it."""

    def __init__(self, tmp: Path, narrate: list[str], mem_mb: int) -> None:
        self.tmp = tmp
        self.narrate = narrate
        self.mem_mb = mem_mb
        self.env = {
            **os.environ,
            "NO_COLOR": "1",
            "NARRATE_CACHE_DIR": str(tmp / "cache"),
            "NARRATE_EDGE_URL": "ws://127.0.0.1:9",
            "COLUMNS": "200",
        }
        self.env.pop("PYTHONDONTWRITEBYTECODE", None)

    def run(
        self,
        *args: object,
        timeout: float = 60,
        mem_mb: int | None = None,
        env: dict[str, str] | None = None,
        cwd: Path | None = None,
        fsize: int | None = None,
        nofile: int | None = None,
    ) -> Run:
        """`narrate ARGS` in this folder, killed (with its children) at `timeout`, its address space capped
        (and, given `fsize`, the size of any file it writes: a full disk without a mount)."""
        cap = (mem_mb or self.mem_mb) * 1024 * 1024

        def limits() -> None:
            resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
            if fsize is not None:
                resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))
            if nofile is not None:
                resource.setrlimit(resource.RLIMIT_NOFILE, (nofile, nofile))

        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.monotonic()
        # (harness fix, s9: a capped process writes Python's bytecode cache truncated, and every later narrate
        # of that install fails to import the module: no bytecode written under a cap)
        capped = {"PYTHONDONTWRITEBYTECODE": "1"} if fsize is not None else {}
        proc = subprocess.Popen(
            [*self.narrate, *(os.fsdecode(a) if isinstance(a, bytes) else str(a) for a in args)],
            cwd=cwd or self.tmp,
            env={**self.env, **capped, **(env or {})},
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            preexec_fn=limits,
            start_new_session=True,
        )
        try:
            out, err = proc.communicate(timeout=timeout)
            timed_out = False
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
            out, err = proc.communicate()
            timed_out = True
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
        return Run(None if timed_out else proc.returncode, out, err, time.monotonic() - started, cpu, timed_out)


# ----------------------------------------------------------------------------- the registry


@dataclass
class Attack:
    name: str
    cls: str
    severity: str
    lane: str
    fn: Callable[[Ctx], Verdict]
    family: str = "s3"  # the session that wrote it: "s3" (earlier rounds' and session 3's), "s4", "s5", "s6"


ATTACKS: list[Attack] = []
FAMILY = ["s3"]  # the family attacks registered from here on belong to


def attack(
    cls: str, severity: str, lane: str = "hardening", variants: list[tuple[str, Any]] | None = None
) -> Callable[[Callable[..., Verdict]], Callable[..., Verdict]]:
    """Register `fn` as one attack, or one per variant (called with the variant's value as `v`)."""

    def register(fn: Callable[..., Verdict]) -> Callable[..., Verdict]:
        name = fn.__name__.removeprefix("a_")
        if variants is None:
            ATTACKS.append(Attack(name, cls, severity, lane, fn, FAMILY[0]))
        else:
            for label, value in variants:
                ATTACKS.append(Attack(f"{name}[{label}]", cls, severity, lane, partial(fn, v=value), FAMILY[0]))
        return fn

    return register


# ----------------------------------------------------------------------------- material

OFFLINE = """\
engine: espeak
languages:
  en: {outro: ""}
feed:
  base_url: https://example.com/podcast
  link: https://example.com
  author: Tester
  owner_name: Tester
  owner_email: podcast@example.com
  title: {en: Test notes, zh-hans: 测试, ja: テスト}
  description: {en: Test episodes., zh-hans: 测试节目。, ja: テスト番組。}
"""
USER = b"the site's own file: narrate must never touch it\n"


def article(
    title: str = "Notes", body: str = "A short paragraph that is worth saying.", extra: str = "", lang: str = "en"
) -> str:
    return f"---\ntitle: {title}\nlang: {lang}\n{extra}---\n\n{body}\n"


def write(path: Path, data: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, bytes):
        path.write_bytes(data)
    else:
        path.write_text(data, encoding="utf-8")
    return path


def blog(ctx: Ctx, posts: dict[str, str], voices: str = OFFLINE) -> Path:
    """voices.yaml and a content folder of `posts` (relative path → text); the content folder."""
    write(ctx.tmp / "voices.yaml", voices)
    for name, text in posts.items():
        write(ctx.tmp / "content" / name, text)
    return ctx.tmp / "content"


def build(ctx: Ctx, *extra: object, timeout: float = 90) -> Run:
    return ctx.run("build", ctx.tmp / "content", "--out", ctx.tmp / "out", *extra, timeout=timeout)


def build_json(ctx: Ctx, *extra: object, timeout: float = 90) -> tuple[Run, dict[str, Any]]:
    done = build(ctx, "--json", *extra, timeout=timeout)
    try:
        report = json.loads(done.stdout) if done.stdout.strip() else {}
    except ValueError:
        report = {}
    return done, report


def png(path: Path, size: int = 1400, color: tuple[int, int, int] = (200, 30, 30)) -> Path:
    from PIL import Image

    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", (size, size), color).save(path)
    return path


def slug_of(ctx: Ctx, path: Path) -> str:
    done = ctx.run("script", path, "--json", timeout=60)
    return str(json.loads(done.stdout)["slug"])


def one_line(done: Run, *names: str) -> Verdict:
    """Held when the command failed with exactly one clear line naming each of `names`, and no traceback."""
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    lines = done.errors()
    ok = done.code == 1 and not done.traceback and len(lines) == 1 and all(n in lines[0] for n in names)
    return Verdict(ok, done.brief())


def no_crash(done: Run) -> Verdict:
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    return Verdict(not done.traceback and done.code in (0, 1), done.brief())


def unchanged(*paths: Path, data: bytes = USER) -> list[str]:
    """The planted files that are no longer what was planted."""
    lost = []
    for path in paths:
        try:
            if path.is_symlink() or path.read_bytes() != data:
                lost.append(f"{path.name} changed")
        except FileNotFoundError:
            lost.append(f"{path.name} deleted")
        except OSError as exc:
            lost.append(f"{path.name}: {exc.strerror}")
    return lost


def kept_verdict(done: Run, lost: list[str], extra: str = "") -> Verdict:
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if lost:
        return Verdict(False, "; ".join(lost) + f" ({done.brief()})")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    return Verdict(True, (extra + " " if extra else "") + done.brief())


# ============================================================================= 1. writes over what narrate did not write

SINGLE_PLANTS = [(s, s) for s in ("en/notes.mp3", "en/notes.vtt", "en/notes.srt", "en/notes.chapters.json")]


@attack("overwrite", "high", variants=SINGLE_PLANTS)
def a_episode_over_a_site_file(ctx: Ctx, v: str) -> Verdict:
    """`narrate notes.md` where the site already has a file of that name in the output folder."""
    write(ctx.tmp / "voices.yaml", OFFLINE)
    write(ctx.tmp / "notes.md", article())
    planted = write(ctx.tmp / "out" / v, USER)
    done = ctx.run(ctx.tmp / "notes.md", "--out", ctx.tmp / "out")
    return kept_verdict(done, unchanged(planted))


BUILD_PLANTS = [
    (s, s)
    for s in (
        "en/notes.html",
        "en/notes.episode.json",
        "en/notes.mp3",
        "en/notes.vtt",
        "en/notes.chapters.json",
        "en/notes.png",
        "en/feed.xml",
        "en/episodes.json",
        "episodes.json",
        "player/page.js",
        "player/narrate-player.css",
        "en/notes.srt",
    )
]


@attack("overwrite", "high", variants=BUILD_PLANTS)
def a_build_over_a_site_file(ctx: Ctx, v: str) -> Verdict:
    """`narrate build` into a folder that holds the site's own file where narrate would write."""
    content = blog(ctx, {"posts/notes/index.md": article(extra="image: cover.png\n")})
    png(content / "posts" / "notes" / "cover.png")
    planted = write(ctx.tmp / "out" / v, USER)
    done = build(ctx)
    return kept_verdict(done, unchanged(planted))


@attack("overwrite", "high")
def a_new_article_over_four_site_files(ctx: Ctx) -> Verdict:
    content = blog(ctx, {"notes.md": article(extra="image: cover.png\n")})
    png(content / "cover.png")
    planted = [write(ctx.tmp / "out" / "en" / f"notes{s}", USER) for s in (".html", ".mp3", ".vtt", ".png")]
    return kept_verdict(build(ctx), unchanged(*planted))


@attack("overwrite", "high")
def a_channel_cover_over_the_sites(ctx: Ctx) -> Verdict:
    blog(ctx, {"notes.md": article()}, OFFLINE + "  image: art/cover.png\n")
    png(ctx.tmp / "art" / "cover.png", 1400)
    planted = write(ctx.tmp / "out" / "cover.png", USER)
    return kept_verdict(build(ctx), unchanged(planted))


@attack("overwrite", "high")
def a_hand_made_index_page(ctx: Ctx) -> Verdict:
    blog(ctx, {"notes.md": article()})
    planted = write(ctx.tmp / "out" / "index.html", USER)
    return kept_verdict(build(ctx), unchanged(planted))


@attack("overwrite", "high")
def a_slug_index_over_a_hand_made_language_index(ctx: Ctx) -> Verdict:
    blog(ctx, {"notes.md": article(extra="slug: index\n")})
    planted = write(ctx.tmp / "out" / "en" / "index.html", USER)
    return kept_verdict(build(ctx), unchanged(planted))


@attack("overwrite", "high")
def a_translation_derived_slug_over_a_site_page(ctx: Ctx) -> Verdict:
    content = blog(ctx, {"posts/你好/index.md": article("你好", "这是一段值得一听的简体中文文字。", lang="zh-hans")})
    slug = slug_of(ctx, content / "posts" / "你好" / "index.md")
    planted = write(ctx.tmp / "out" / "zh-hans" / f"{slug}.html", USER)
    return kept_verdict(build(ctx), unchanged(planted), f"slug {slug}")


@attack("overwrite", "high", variants=[("200px", 200), ("not square", -1)])
def a_rejected_article_image_over_the_sites_image(ctx: Ctx, v: int) -> Verdict:
    """An article image Apple rejects must not delete the site's out/en/<slug>.png/.jpg."""
    content = blog(ctx, {"notes.md": article(extra="image: small.png\n")})
    if v > 0:
        png(content / "small.png", v)
    else:
        from PIL import Image

        Image.new("RGB", (1400, 900), (1, 2, 3)).save(content / "small.png")
    planted = [write(ctx.tmp / "out" / "en" / "notes.png", USER), write(ctx.tmp / "out" / "en" / "notes.jpg", USER)]
    return kept_verdict(build(ctx), unchanged(*planted))


@attack("overwrite", "high")
def a_good_article_image_over_the_sites_image(ctx: Ctx) -> Verdict:
    content = blog(ctx, {"notes.md": article(extra="image: big.png\n")})
    png(content / "big.png", 1400)
    planted = write(ctx.tmp / "out" / "en" / "notes.png", USER)
    return kept_verdict(build(ctx), unchanged(planted))


@attack("overwrite", "high")
def a_image_changes_type_over_the_sites_jpg(ctx: Ctx) -> Verdict:
    """Built with a PNG image; the site then puts its own notes.jpg beside it; the image becomes a JPEG."""
    content = blog(ctx, {"notes.md": article(extra="image: a.png\n")})
    png(content / "a.png")
    build(ctx)
    planted = write(ctx.tmp / "out" / "en" / "notes.jpg", USER)
    from PIL import Image

    Image.new("RGB", (1400, 1400), (9, 9, 9)).save(content / "b.jpg")
    write(content / "notes.md", article(extra="image: b.jpg\n"))
    return kept_verdict(build(ctx), unchanged(planted))


@attack("overwrite", "high")
def a_page_replaced_by_the_user_after_narrate_wrote_it(ctx: Ctx) -> Verdict:
    """narrate wrote en/notes.html; the site replaced it with its own page; the article goes: the page stays."""
    blog(ctx, {"notes.md": article(), "other.md": article("Other"), "third.md": article("Third")})
    build(ctx)
    planted = write(ctx.tmp / "out" / "en" / "notes.html", USER)
    (ctx.tmp / "content" / "notes.md").unlink()
    return kept_verdict(build(ctx), unchanged(planted))


@attack("overwrite", "high")
def a_symlinked_episode_file_points_outside(ctx: Ctx) -> Verdict:
    write(ctx.tmp / "voices.yaml", OFFLINE)
    write(ctx.tmp / "notes.md", article())
    outside = write(ctx.tmp / "outside" / "precious.mp3", USER)
    (ctx.tmp / "out" / "en").mkdir(parents=True)
    os.symlink(outside, ctx.tmp / "out" / "en" / "notes.mp3")
    done = ctx.run(ctx.tmp / "notes.md", "--out", ctx.tmp / "out")
    return kept_verdict(done, unchanged(outside))


@attack("overwrite", "high")
def a_hard_linked_episode_file(ctx: Ctx) -> Verdict:
    write(ctx.tmp / "voices.yaml", OFFLINE)
    write(ctx.tmp / "notes.md", article())
    outside = write(ctx.tmp / "outside" / "precious.mp3", USER)
    (ctx.tmp / "out" / "en").mkdir(parents=True)
    os.link(outside, ctx.tmp / "out" / "en" / "notes.mp3")
    done = ctx.run(ctx.tmp / "notes.md", "--out", ctx.tmp / "out")
    return kept_verdict(done, unchanged(outside))


@attack("overwrite", "high")
def a_folder_where_the_mp3_goes(ctx: Ctx) -> Verdict:
    write(ctx.tmp / "voices.yaml", OFFLINE)
    write(ctx.tmp / "notes.md", article())
    planted = write(ctx.tmp / "out" / "en" / "notes.mp3" / "keep.txt", USER)
    done = ctx.run(ctx.tmp / "notes.md", "--out", ctx.tmp / "out")
    verdict = kept_verdict(done, unchanged(planted))
    said = (done.code == 1 and len(done.errors()) == 1) or (done.code == 0 and "notes.mp3" in done.stderr)
    if verdict.held and not said:
        return Verdict(False, "neither one line nor a warning naming it: " + done.brief(), "medium")
    return verdict


@attack("overwrite", "medium")
def a_users_tmp_file_named_like_narrates(ctx: Ctx) -> Verdict:
    blog(ctx, {"notes.md": article()})
    planted = write(ctx.tmp / "out" / "en" / ".notes.mp3.backup01.tmp", USER)
    return kept_verdict(build(ctx), unchanged(planted))


@attack("overwrite", "high")
def a_second_article_with_the_same_explicit_slug(ctx: Ctx) -> Verdict:
    blog(ctx, {"a.md": article("First", "The first one speaks.", "slug: same\n")})
    build(ctx)
    first = (ctx.tmp / "out" / "en" / "same.mp3").read_bytes()
    write(ctx.tmp / "content" / "b.md", article("Second", "The second one speaks up.", "slug: same\n"))
    done = build(ctx)
    return kept_verdict(done, unchanged(ctx.tmp / "out" / "en" / "same.mp3", data=first))


@attack("overwrite", "high")
def a_derived_slug_over_a_site_page_gets_another_name(ctx: Ctx) -> Verdict:
    blog(ctx, {"hello.md": article("Hello")})
    planted = write(ctx.tmp / "out" / "en" / "hello.html", USER)
    done = build(ctx)
    verdict = kept_verdict(done, unchanged(planted))
    if verdict.held and not list((ctx.tmp / "out" / "en").glob("*.mp3")):
        return Verdict(False, "the article was not published under another name: " + done.brief(), "medium")
    return verdict


@attack("overwrite", "high", variants=[("language folder", "en"), ("manifest", "manifest")])
def a_linked_folder_in_the_output(ctx: Ctx, v: str) -> Verdict:
    blog(ctx, {"notes.md": article()})
    outside = write(ctx.tmp / "elsewhere" / "keep.txt", USER)
    (ctx.tmp / "out").mkdir()
    os.symlink(ctx.tmp / "elsewhere", ctx.tmp / "out" / v)
    done = build(ctx)
    lost = unchanged(outside) + [
        f"{p.name} written outside" for p in (ctx.tmp / "elsewhere").iterdir() if p.name != "keep.txt"
    ]
    return kept_verdict(done, lost)


# --- the cache folder


@attack("cache", "low", variants=[("lookups/", "lookups/mine.txt"), ("lookups/ deeper", "lookups/sub/notes.bin")])
def a_prune_clears_a_planted_lookups_file(ctx: Ctx, v: str) -> Verdict:
    content = blog(ctx, {"notes.md": article()})
    build(ctx)
    planted = write(ctx.tmp / "cache" / v, USER)
    write(content / "notes.md", article(body="Something else to say now."))
    build(ctx)
    done = ctx.run("cache", "--prune", "--yes", "--grace", "0")
    return kept_verdict(done, unchanged(planted))


@attack("cache", "medium")
def a_prune_and_a_users_file_at_the_cache_root(ctx: Ctx) -> Verdict:
    content = blog(ctx, {"notes.md": article()})
    build(ctx)
    planted = [write(ctx.tmp / "cache" / "notes.txt", USER), write(ctx.tmp / "cache" / "ab" / "mine.mp3", USER)]
    write(content / "notes.md", article(body="Something else to say now."))
    build(ctx)
    done = ctx.run("cache", "--prune", "--yes", "--grace", "0")
    return kept_verdict(done, unchanged(*planted))


# ============================================================================= 2. opt-out and language typos (frontmatter)

TYPOS = [
    ("audio: ture", "audio: ture\n"),
    ("audio: empty", "audio:\n"),
    ("narrate: 'yes please'", "narrate: 'yes please'\n"),
    ("audio: flase", "audio: flase\n"),
    ("narrate: nope", "narrate: nope\n"),
    ("audio: [false]", "audio: [false]\n"),
    ("audio: {on: false}", "audio: {enabled: false}\n"),
    ("audio: null", "audio: null\n"),
    ("draft: ture", "draft: ture\n"),
    ("draft: 'yes please'", "draft: 'yes please'\n"),
    ("draft: empty", "draft:\n"),
    ("audio: nein", "audio: nein\n"),
    ("narrate: '0'", "narrate: 'no thanks'\n"),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=TYPOS)
def a_opt_out_typo_keeps_the_published_episode(ctx: Ctx, v: str) -> Verdict:
    content = blog(ctx, {"notes.md": article(), "other.md": article("Other"), "third.md": article("Third")})
    build(ctx)
    write(content / "notes.md", article(extra=v))
    done, report = build_json(ctx)
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    if not mp3.exists() or report.get("removed"):
        return Verdict(False, f"unpublished: removed {report.get('removed')} ({done.brief()})")
    warned = "notes.md" in done.stderr
    return Verdict(
        not done.traceback and warned,
        ("warned" if warned else "no warning naming the file") + "; " + done.brief(),
        None if warned else "low",
    )


@attack("opt-out typo", "high", lane="frontmatter")
def a_toml_opt_out_typo_keeps_the_published_episode(ctx: Ctx) -> Verdict:
    content = blog(
        ctx,
        {
            "notes.md": "+++\ntitle = 'Notes'\nlang = 'en'\n+++\n\nA short paragraph worth saying.\n",
            "other.md": article("Other"),
            "third.md": article("Third"),
        },
    )
    build(ctx)
    write(
        content / "notes.md",
        "+++\ntitle = 'Notes'\nlang = 'en'\naudio = 'ture'\n+++\n\nA short paragraph worth saying.\n",
    )
    done, report = build_json(ctx)
    ok = (ctx.tmp / "out" / "en" / "notes.mp3").exists() and not report.get("removed")
    return Verdict(ok and not done.traceback, f"removed {report.get('removed')}; {done.brief()}")


@attack(
    "language typo",
    "low",
    lane="frontmatter",
    variants=[("englsh", "englsh"), ("eng lish", "eng lish"), ("klingon", "tlh-Latn-x-foo")],
)
def a_unusable_language_fails_the_article(ctx: Ctx, v: str) -> Verdict:
    """docs/refusals.md: `narrate ARTICLE.md` fails such an article; a build warns naming the file and the value
    (it fails with --strict) and publishes nothing in a guessed language."""
    blog(ctx, {"notes.md": article(lang=v), "other.md": article("Other")})
    single = ctx.run(ctx.tmp / "content" / "notes.md", "--out", ctx.tmp / "single", timeout=60)
    done, report = build_json(ctx)
    guessed = [p for p in (ctx.tmp / "out").glob("*/notes.mp3")]
    warned = "notes.md" in done.stderr and v in done.stderr
    ok = single.code == 1 and not guessed and warned and not done.traceback and not single.traceback
    return Verdict(
        ok,
        f"single: {single.brief()}; build: {'warned' if warned else 'no warning'}, "
        f"published {[p.parent.name for p in guessed]}",
    )


@attack("language typo", "high", lane="frontmatter")
def a_language_typo_keeps_the_published_episode(ctx: Ctx) -> Verdict:
    content = blog(ctx, {"notes.md": article(), "other.md": article("Other"), "third.md": article("Third")})
    build(ctx)
    write(content / "notes.md", article(lang="englsh"))
    done, report = build_json(ctx)
    return Verdict((ctx.tmp / "out" / "en" / "notes.mp3").exists() and not report.get("removed"), done.brief())


# ============================================================================= 3. expansion without a bound


def _bounded(done: Run) -> Verdict:
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if b"MemoryError" in done.err or done.code not in (0, 1):
        return Verdict(False, "memory cap reached: " + done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief())
    if len(done.out) > 20_000_000:
        return Verdict(False, f"{len(done.out) // 1_000_000} MB of output: " + done.brief())
    if done.code == 1 and len(done.errors()) != 1:
        return Verdict(False, "not one line: " + done.brief(), "medium")
    return Verdict(True, done.brief())


BIG = "word " * 12_000  # 60 KB


def _site_vars(ctx: Ctx, kind: str, value: str) -> None:
    """The site's variable `big` = `value`, in the file `kind` reads it from."""
    if kind == "hugo":
        write(ctx.tmp / "hugo.toml", f"baseURL = 'https://example.com/'\n[params]\nbig = '{value}'\n")
    elif kind == "jekyll":
        write(ctx.tmp / "_config.yml", f"title: Blog\nbig: '{value}'\n")
    elif kind == "data":
        write(ctx.tmp / "_config.yml", "title: Blog\n")
        write(ctx.tmp / "_data" / "x.yml", f"big: '{value}'\n")
    elif kind == "variables":
        write(ctx.tmp / "variables.json", json.dumps({"big": value}))


EXPANSIONS = [
    ("hugo page param", ("page", '{{< param "big" >}} ')),
    ("hugo page param %", ("page", "{{% param big %}} ")),
    ("hugo site param", ("hugo", '{{< param "big" >}} ')),
    ("site-param", ("hugo", '{{< site-param "big" >}} ')),
    (".Site.Params", ("hugo", "{{ .Site.Params.big }} ")),
    ("jekyll page", ("page", "{{ page.big }} ")),
    ("jekyll site", ("jekyll", "{{ site.big }} ")),
    ("jekyll data", ("data", "{{ site.data.x.big }} ")),
    ("variables.json", ("variables", "{{{ .big }}} ")),
    ("in headings", ("page", '\n\n## {{< param "big" >}}\n\n')),
    ("in html blocks", ("page", '\n\n<p>{{< param "big" >}}</p>\n\n')),
    ("in list items", ("page", '\n- {{< param "big" >}}')),
    ("in link text", ("page", '[{{< param "big" >}}](https://example.com) ')),
    ("in table cells", ("page", '\n| {{< param "big" >}} |')),
    ("in image alt", ("page", '![{{< param "big" >}}](x.png) ')),
]


@attack("expansion", "high", variants=EXPANSIONS)
def a_site_variable_repeated(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    kind, unit = v
    extra = f"big: '{BIG}'\n" if kind == "page" else ""
    if kind != "page":
        _site_vars(ctx, kind, BIG)
    else:
        write(ctx.tmp / "hugo.toml", "baseURL = 'https://example.com/'\n")
    body = unit * 6_000
    if unit.startswith("\n| "):
        body = "| a |\n|---|" + body
    path = write(ctx.tmp / "content" / "post.md", article(body=body, extra=extra))
    return _bounded(ctx.run("script", path, timeout=60, mem_mb=2500))


@attack("expansion", "high")
def a_site_variable_in_the_title(ctx: Ctx) -> Verdict:
    _site_vars(ctx, "jekyll", "x" * 900_000)
    path = write(ctx.tmp / "content" / "post.md", article(title="'" + "{{ site.big }}" * 2_000 + "'"))
    return _bounded(ctx.run("script", path, timeout=60, mem_mb=2500))


@attack("expansion", "high")
def a_site_variable_that_names_itself(ctx: Ctx) -> Verdict:
    write(ctx.tmp / "hugo.toml", '[params]\nbig = \'{{< param "big" >}} {{< param "big" >}}\'\n')
    path = write(ctx.tmp / "content" / "post.md", article(body='{{< param "big" >}} ' * 5_000))
    return _bounded(ctx.run("script", path, timeout=60, mem_mb=2500))


@attack("expansion", "high", variants=[("check", "check"), ("build", "build")])
def a_site_variable_through_other_commands(ctx: Ctx, v: str) -> Verdict:
    write(ctx.tmp / "hugo.toml", "baseURL = 'https://example.com/'\n")
    blog(ctx, {"post.md": article(body='{{< param "big" >}} ' * 6_000, extra=f"big: '{BIG}'\n")})
    if v == "check":  # the listening check reports a failed article among its findings, on stdout
        done = ctx.run("check", ctx.tmp / "content", timeout=60, mem_mb=2500)
        verdict = _bounded(done)
        if not verdict.held and "expand to more than" in done.stdout and done.code == 1 and not done.traceback:
            return Verdict(True, "reported by check: " + done.brief())
        return verdict
    done = ctx.run("build", ctx.tmp / "content", "--out", ctx.tmp / "out", "--dry-run", timeout=60, mem_mb=2500)
    return _bounded(done)


@attack("expansion", "high")
def a_site_data_alias_bomb(ctx: Ctx) -> Verdict:
    lines = ['a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    lines += [f"a{n}: &a{n} [" + ",".join([f"*a{n - 1}"] * 9) + "]" for n in range(1, 10)]
    write(ctx.tmp / "_config.yml", "title: Blog\n")
    write(ctx.tmp / "_data" / "x.yml", "\n".join(lines) + "\n")
    path = write(ctx.tmp / "content" / "post.md", article(body="{{ site.data.x.a9 }} and more words."))
    return _bounded(ctx.run("script", path, timeout=60, mem_mb=2500))


# ============================================================================= 4. FIFOs, devices and folders as files


def _fifo(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


def _ends(done: Run, *names: str) -> Verdict:
    """Held when the command ended, without a traceback, naming the odd file if it said anything."""
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    return Verdict(True, done.brief())


@attack(
    "fifo",
    "high",
    variants=[
        ("script", "script"),
        ("build", "build"),
        ("episode", "episode"),
        ("check", "check"),
        ("voices", "voices"),
        ("cache --prune", "cache"),
    ],
)
def a_config_option_is_a_fifo(ctx: Ctx, v: str) -> Verdict:
    blog(ctx, {"notes.md": article()})
    fifo = _fifo(ctx.tmp / "pipe.yaml")
    target = ctx.tmp / "content" / "notes.md"
    args: dict[str, list[object]] = {
        "script": ["script", target],
        "build": ["build", ctx.tmp / "content", "--out", ctx.tmp / "out"],
        "episode": [target, "--out", ctx.tmp / "out"],
        "check": ["check", target],
        "voices": ["voices", "--lang", "en"],
        "cache": ["cache", "--prune", "--dry-run", ctx.tmp / "content"],
    }
    done = ctx.run(*args[v], "--config", fifo, timeout=20)
    verdict = _ends(done)
    if verdict.held and not (done.code == 1 and len(done.errors()) == 1 and "pipe.yaml" in done.errors()[0]):
        return Verdict(False, "not one line naming the pipe: " + done.brief(), "medium")
    return verdict


@attack("fifo", "high", variants=[("/dev/zero", "/dev/zero"), ("/dev/urandom", "/dev/urandom"), ("a folder", "folder")])
def a_config_option_is_a_device(ctx: Ctx, v: str) -> Verdict:
    path = write(ctx.tmp / "notes.md", article())
    config = v
    if v == "folder":
        (ctx.tmp / "conf.d").mkdir()
        config = str(ctx.tmp / "conf.d")
    done = ctx.run("script", path, "--config", config, timeout=20, mem_mb=1500)
    return one_line(done, config)


SITE_FIFOS = [
    (n, n)
    for n in (
        "hugo.toml",
        "config.toml",
        "hugo.yaml",
        "_config.yml",
        "variables.json",
        "_data/x.yml",
        "config/_default/params.toml",
        "config/_default/hugo.toml",
        "package.json",
        "docusaurus.config.js",
        "astro.config.mjs",
        "_config.toml",
        "data/site.json",
    )
]


@attack("fifo", "high", variants=SITE_FIFOS)
def a_site_file_beside_the_content_is_a_fifo(ctx: Ctx, v: str) -> Verdict:
    path = write(ctx.tmp / "content" / "notes.md", article())
    write(ctx.tmp / "voices.yaml", OFFLINE)
    _fifo(ctx.tmp / v)
    return _ends(ctx.run("script", path, timeout=20))


@attack("fifo", "high", variants=[("build", "build"), ("check", "check")])
def a_hugo_toml_fifo_in_a_whole_build(ctx: Ctx, v: str) -> Verdict:
    blog(ctx, {"notes.md": article()})
    _fifo(ctx.tmp / "hugo.toml")
    if v == "check":
        return _ends(ctx.run("check", ctx.tmp / "content", timeout=20))
    return _ends(build(ctx, timeout=30))


@attack("fifo", "high")
def a_voices_yaml_found_by_walking_up_is_a_fifo(ctx: Ctx) -> Verdict:
    path = write(ctx.tmp / "content" / "notes.md", article())
    _fifo(ctx.tmp / "voices.yaml")
    return _ends(ctx.run("script", path, timeout=20))


@attack(
    "fifo",
    "high",
    variants=[
        ("article image", "image"),
        ("feed image", "feed"),
        ("intro music", "music"),
        ("translation sibling", "sibling"),
        ("symlinked article", "symlink"),
    ],
)
def a_media_file_is_a_fifo(ctx: Ctx, v: str) -> Verdict:
    voices = OFFLINE
    extra = ""
    if v == "image":
        extra = "image: cover.png\n"
        _fifo(ctx.tmp / "content" / "cover.png")
    elif v == "feed":
        voices += "  image: art.png\n"
        _fifo(ctx.tmp / "art.png")
    elif v == "music":
        voices += "intro_audio: intro.wav\n"
        _fifo(ctx.tmp / "intro.wav")
    elif v == "sibling":
        _fifo(ctx.tmp / "content" / "posts" / "index.zh-hans.md")
    elif v == "symlink":
        (ctx.tmp / "content").mkdir()
        os.symlink(_fifo(ctx.tmp / "content" / "pipe"), ctx.tmp / "content" / "linked.md")
    blog(ctx, {"posts/index.md" if v == "sibling" else "notes.md": article(extra=extra)}, voices)
    return _ends(build(ctx, timeout=30))


OUT_FIFOS = [
    (n, n)
    for n in (
        ".narrate.lock",
        "manifest/.written.json",
        "manifest/en/notes.json",
        "en/notes.vtt",
        "manifest/.published.json",
        "en/episodes.json",
        "en/feed.xml",
    )
]


@attack("fifo", "high", variants=OUT_FIFOS)
def a_file_in_the_output_folder_is_a_fifo(ctx: Ctx, v: str) -> Verdict:
    content = blog(ctx, {"notes.md": article(), "other.md": article("Other")})
    if v != ".narrate.lock":
        build(ctx)
        (ctx.tmp / "out" / v).unlink(missing_ok=True)
        write(content / "notes.md", article(body="Now something else is said here."))
    _fifo(ctx.tmp / "out" / v)
    return _ends(build(ctx, timeout=30))


@attack("fifo", "high", variants=[("lookups index", "lookups"), ("in-use lock", ".in-use.lock")])
def a_file_in_the_cache_is_a_fifo(ctx: Ctx, v: str) -> Verdict:
    content = blog(ctx, {"notes.md": article()})
    build(ctx)
    write(content / "notes.md", article(body="Now something else is said here."))
    if v == "lookups":
        for index in (ctx.tmp / "cache" / "lookups").glob("*"):
            index.unlink()
            _fifo(index)
    else:
        (ctx.tmp / "cache" / v).unlink(missing_ok=True)
        _fifo(ctx.tmp / "cache" / v)
    return _ends(build(ctx, timeout=30))


@attack("fifo", "high")
def a_serve_with_episodes_json_a_fifo(ctx: Ctx) -> Verdict:
    (ctx.tmp / "out").mkdir()
    _fifo(ctx.tmp / "out" / "episodes.json")
    with _served(ctx) as (port, _proc):
        status, _ = _http(port, "GET /episodes.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", timeout=10)
        status2, _ = _http(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", timeout=10)
    rebased = ctx.run("serve", ctx.tmp / "out", "--rebase", "--port", "0", timeout=15)  # needs the pipe's URL
    ok = status not in (0, 500) and status2 not in (0, 500) and not rebased.timed_out and rebased.code == 1
    return Verdict(ok, f"answers {status}, {status2}; --rebase: {rebased.brief()}")


# ============================================================================= 5. the service (voice)


class _Mangler:
    """An Edge stand-in whose answers are mangled: what `how` does to a text or binary frame, for the
    first `limit` requests (None: every one)."""

    def __init__(self, how: str, limit: int | None, **settings: Any) -> None:
        from edge_standin import EdgeStandIn

        self.count = 0
        self.limit = limit
        self.how = how
        flag: contextvars.ContextVar[bool] = contextvars.ContextVar("mangle", default=False)
        mangler = self

        class Standin(EdgeStandIn):  # type: ignore[misc]
            async def _answer(self, *args: Any) -> bool:
                mangler.count += 1
                flag.set(mangler.limit is None or mangler.count <= mangler.limit)
                return bool(await super()._answer(*args))

            async def _send_str(self, ws: Any, data: str) -> None:  # type: ignore[override]
                if flag.get() and "Path:audio.metadata" in data:
                    data = _mangle_text(mangler.how, data)
                await EdgeStandIn._send_str(ws, data)

            async def _send_bytes(self, ws: Any, data: bytes) -> None:  # type: ignore[override]
                if flag.get() and mangler.how == "binary header without colon" and b"Content-Type" in data:
                    head_len = int.from_bytes(data[:2], "big")
                    head = data[2 : 2 + head_len].replace(b"Path:audio", b"Pathaudio")
                    data = len(head).to_bytes(2, "big") + head + data[2 + head_len :]
                await EdgeStandIn._send_bytes(ws, data)

        self.server = Standin(seed=0, **settings)


def _mangle_text(how: str, frame: str) -> str:
    head, _, body = frame.partition("\r\n\r\n")
    changes = {
        "metadata not JSON": lambda b: "{not json",
        "no Offset": lambda b: b.replace('"Offset"', '"Offzet"'),
        "no Duration": lambda b: b.replace('"Duration"', '"Durazion"'),
        "no text": lambda b: b.replace('"text"', '"txet"'),
        "string Offset": lambda b: re.sub(r'"Offset":\s*(\d+)', r'"Offset": "\1"', b),
        "int Text": lambda b: re.sub(r'"Text":\s*"[^"]*"', '"Text": 7', b),
        "Metadata a string": lambda b: '{"Metadata": "nonsense"}',
        "lone surrogate": lambda b: re.sub(r'"Text":\s*"', r'"Text": "\\ud800', b),
        "no headers": lambda b: b,
        "binary header without colon": lambda b: b,
    }
    if how == "no headers":
        return body
    return head + "\r\n\r\n" + changes[how](body)


MALFORMED = [
    "metadata not JSON",
    "no Offset",
    "no Duration",
    "no text",
    "string Offset",
    "int Text",
    "Metadata a string",
    "lone surrogate",
    "no headers",
    "binary header without colon",
]
EDGE_VOICES = "engine: edge\nconcurrency: 2\nlanguages:\n  en: {outro: ''}\n"


def _edge_build(ctx: Ctx, server: Any, voices: str, worker: str, timeout: float) -> Run:
    write(ctx.tmp / "voices.yaml", voices)
    write(ctx.tmp / "content" / "notes.md", article(body="One sentence is here. Another sentence follows it."))
    with server:
        return ctx.run(
            "build",
            ctx.tmp / "content",
            "--out",
            ctx.tmp / "out",
            "--no-fallback",
            timeout=timeout,
            env={"NARRATE_EDGE_URL": server.url, "NARRATE_EDGE_WORKER": worker},
        )


@attack(
    "malformed answer",
    "medium",
    lane="voice",
    variants=[(f"{how}, once, {mode}", (how, mode)) for how in MALFORMED for mode in ("worker", "in-process")],
)
def a_one_malformed_answer_is_retried(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    how, mode = v
    mangler = _Mangler(how, 1)
    done = _edge_build(ctx, mangler.server, EDGE_VOICES, "1" if mode == "worker" else "0", 120)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    return Verdict(done.code == 0 and not done.traceback, done.brief())


@attack("malformed answer", "medium", lane="voice", variants=[(how, how) for how in MALFORMED])
def a_always_malformed_answers_end_in_one_line(ctx: Ctx, v: str) -> Verdict:
    mangler = _Mangler(v, None)
    done = _edge_build(ctx, mangler.server, EDGE_VOICES + "timeout: 5\nattempts: 2\n", "1", 120)
    verdict = one_line(done)
    if verdict.held and "please report" in done.stderr:
        return Verdict(False, "'please report this': " + done.brief())
    return verdict


REFUSALS = [
    ("503 always, timeout 5 attempts 2", ({"refuse_503_rate": 1.0}, "timeout: 5\nattempts: 2\n")),
    ("503 always, defaults", ({"refuse_503_rate": 1.0}, "")),
    ("429 always, defaults", ({"refuse_429_rate": 1.0}, "")),
    ("never answers, defaults", ({"hang": True}, "")),
    ("never answers, timeout 5 attempts 2", ({"hang": True}, "timeout: 5\nattempts: 2\n")),
    ("empty always", ({"empty_rate": 1.0}, "")),
    ("drops always", ({"drop_rate": 1.0}, "")),
]


@attack("service refuses", "medium", lane="voice", variants=REFUSALS)
def a_a_refusing_service_ends_the_build(ctx: Ctx, v: tuple[dict[str, Any], str]) -> Verdict:
    from edge_standin import EdgeStandIn

    settings, voices = v
    done = _edge_build(ctx, EdgeStandIn(seed=0, **settings), EDGE_VOICES + voices, "1", 150)
    if done.timed_out:
        return Verdict(False, done.brief())
    return one_line(done)


@attack("service refuses", "medium", lane="voice")
def a_a_few_refusals_then_answers(ctx: Ctx) -> Verdict:
    from edge_standin import EdgeStandIn

    server = EdgeStandIn(seed=0)
    server.fail_next("refuse_503", 3)
    done = _edge_build(ctx, server, EDGE_VOICES, "1", 150)
    return Verdict(done.code == 0 and not done.traceback, done.brief())


# ============================================================================= 6. cue templates


CUES = [
    ("{n:>200000000}", ("code_many", "{n:>200000000}")),
    ("attribute", ("code_many", "{n.__class__.__mro__}")),
    ("positional", ("code_many", "{0}")),
    ("unknown field", ("code_many", "({x} code samples)")),
    ("empty field", ("table_many", "{} tables")),
    ("conversion", ("code_many", "{n!r}")),
    ("index", ("code_many", "{n[0]}")),
    ("lone brace", ("code_many", "a { b")),
    ("nested spec", ("math_many", "{n:{n}}")),
    ("alt attribute", ("image_alt", "{alt.__dict__}")),
    ("field in a cue without one", ("code", "skipped {n}")),
    ("footnotes field", ("footnotes", "Notes {x}.")),
    ("grouping spec", ("table_many", "{n:,}")),
    ("closing brace", ("image", "a picture }")),
]


@attack("cues", "medium", variants=CUES)
def a_cue_template_attacks(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    key, template = v
    config = write(
        ctx.tmp / "voices.yaml", f"engine: espeak\nlanguages:\n  en:\n    cues:\n      {key}: '{template}'\n"
    )
    body = "Text before.\n\n```\na\n```\n\n```\nb\n```\n\n| a |\n|---|\n| 1 |\n\n| b |\n|---|\n| 2 |\n\n![a cat](cat.png)\n\nNote[^1].\n\n[^1]: The note."
    path = write(ctx.tmp / "post.md", article(body=body))
    done = ctx.run("script", path, "--config", config, timeout=30, mem_mb=1500)
    verdict = one_line(done, str(config), f"cues.{key}", "line 5")
    if done.code == 0 and not done.traceback and done.cpu < 5:
        return Verdict(False, "accepted: " + done.brief(), "low")
    return verdict


# ============================================================================= 7. surrogates, CR, control characters


SURROGATES_OK = [
    ("outro pair", 'languages:\n  en: {outro: "\\ud83d\\ude00 bye"}\n'),
    ("feed title pair", 'feed:\n  title: {en: "Smile \\ud83d\\ude00"}\n'),
    ("lexicon pair", 'languages:\n  en:\n    lexicon: {"\\ud83d\\ude00": smile}\n'),
    ("cue pair", 'languages:\n  en:\n    cues: {image: "\\ud83d\\uddbc picture"}\n'),
]


@attack("surrogates", "medium", variants=SURROGATES_OK)
def a_a_surrogate_pair_in_voices_yaml_is_accepted(ctx: Ctx, v: str) -> Verdict:
    config = write(ctx.tmp / "voices.yaml", "engine: espeak\n" + v)
    path = write(ctx.tmp / "post.md", article(body="Some text here.\n\n![x](cat.png)"))
    done = ctx.run("script", path, "--config", config, timeout=30)
    return Verdict(done.code == 0 and not done.traceback, done.brief())


SURROGATES_BAD = [
    ("lone high", '"\\ud83d x"'),
    ("lone low", '"\\ude00 x"'),
    ("reversed", '"\\ude00\\ud83d"'),
    ("high high", '"\\ud83d\\ud83d"'),
]


@attack("surrogates", "medium", variants=SURROGATES_BAD)
def a_a_lone_surrogate_in_voices_yaml_is_refused(ctx: Ctx, v: str) -> Verdict:
    config = write(ctx.tmp / "voices.yaml", f"engine: espeak\nlanguages:\n  en: {{outro: {v}}}\n")
    path = write(ctx.tmp / "post.md", article())
    return one_line(ctx.run("script", path, "--config", config, timeout=30), str(config), "line 3")


@attack(
    "surrogates", "medium", variants=[("pair", ('"Smile \\ud83d\\ude00"', True)), ("lone", ('"Bad \\ud800"', False))]
)
def a_surrogates_in_front_matter(ctx: Ctx, v: tuple[str, bool]) -> Verdict:
    title, valid = v
    write(ctx.tmp / "voices.yaml", "engine: espeak\n")
    path = write(ctx.tmp / "post.md", article(title=title))
    done = ctx.run("script", path, "--json", timeout=30)
    if valid:
        ok = done.code == 0 and "\U0001f600" in json.loads(done.stdout or "{}").get("title", "")
        return Verdict(ok and not done.traceback, done.brief())
    return Verdict(not done.traceback and done.code in (0, 1) and "\\ud800" not in done.stdout, done.brief())


CR_CASES = [
    ("yaml", "---\rtitle: Carriage\rlang: ja\r---\r\rA body that is worth saying.\r"),
    ("toml", "+++\rtitle = 'Carriage'\rlang = 'ja'\r+++\r\rA body that is worth saying.\r"),
    ("yaml, CR body paragraphs", "---\rtitle: Carriage\rlang: ja\r---\r\rFirst paragraph.\r\rSecond one.\r"),
    ("BOM and CR", "\ufeff---\rtitle: Carriage\rlang: ja\r---\r\rA body.\r"),
]


@attack("CR line endings", "medium", variants=CR_CASES)
def a_cr_only_front_matter_is_honoured(ctx: Ctx, v: str) -> Verdict:
    write(ctx.tmp / "voices.yaml", "engine: espeak\n")
    path = write(ctx.tmp / "post.md", v)
    done = ctx.run("script", path, "--json", timeout=30)
    try:
        script = json.loads(done.stdout)
    except ValueError:
        return Verdict(False, done.brief())
    ok = script.get("title") == "Carriage" and script.get("lang") == "ja"
    return Verdict(ok, f"title {script.get('title')!r:.40}, lang {script.get('lang')}")


@attack("CR line endings", "high")
def a_cr_only_opt_out_is_honoured(ctx: Ctx) -> Verdict:
    blog(
        ctx,
        {
            "notes.md": "---\rtitle: Notes\rlang: en\raudio: false\r---\r\rA body worth saying.\r",
            "other.md": article("Other"),
        },
    )
    done, report = build_json(ctx)
    skipped = any("notes.md" in s.get("source", "") for s in report.get("skipped", []))
    return Verdict(skipped and not (ctx.tmp / "out" / "en" / "notes.mp3").exists(), done.brief())


_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
CONTROLS = [
    ("NUL", "Head\x00ing"),
    ("ANSI", "Red \x1b[31mheading\x1b[0m"),
    ("BEL", "Bell\x07 heading"),
    ("OSC", "\x1b]0;pwned\x07Title"),
    ("bidi", "Right \u202eto left"),
    ("C1", "Next\x85line\x9b31m"),
    ("DEL and VT", "Del\x7f and \x0bvt"),
]


@attack("control characters", "medium", variants=CONTROLS)
def a_control_characters_in_headings_reach_no_tag(ctx: Ctx, v: str) -> Verdict:
    from mutagen.id3 import ID3

    write(ctx.tmp / "voices.yaml", OFFLINE)
    path = write(
        ctx.tmp / "notes.md",
        article(
            title=json.dumps(v), body=f"Intro words here.\n\n## {v}\n\nText under it.\n\n## Second {v}\n\nMore text."
        ),
    )
    done = ctx.run(path, "--out", ctx.tmp / "out", timeout=60)
    if done.code == 1 and len(done.errors()) == 1 and "binary" in done.stderr and "\x00" in v:
        return Verdict(True, "refused as a binary file, as documented: " + done.brief())
    if done.code != 0:
        return Verdict(False, done.brief())
    texts = [str(frame) for frame in ID3(ctx.tmp / "out" / "en" / "notes.mp3").values()]
    for frame in ID3(ctx.tmp / "out" / "en" / "notes.mp3").getall("CHAP"):
        texts += [str(sub) for sub in frame.sub_frames.values()]
    texts.append((ctx.tmp / "out" / "en" / "notes.chapters.json").read_text(encoding="utf-8"))
    texts.append(json.dumps(json.loads(texts[-1]), ensure_ascii=False))
    bad = sorted({repr(c) for t in texts for c in _CONTROL.findall(t)})
    raw = [c for c in (b"\x1b", b"\x07", b"\x9b", b"\xc2\x9b") if c in done.out + done.err]
    return Verdict(
        not bad and not raw, f"in tags/chapters: {bad}; raw on the terminal: {raw}" if bad or raw else "clean"
    )


NAMES = [
    ("newline", b"no\nte.md"),
    ("ANSI", b"\x1b[31mred.md"),
    ("OSC title", b"\x1b]0;pwned\x07x.md"),
    ("CR", b"over\rwrite.md"),
    ("C1 CSI", b"\xc2\x9b31mc1.md"),
    ("BEL", b"bell\x07.md"),
]


def _raw_name_leaks(done: Run, name: bytes) -> list[str]:
    found = []
    for mark in (b"\x1b", b"\x07", b"\r", b"\xc2\x9b"):
        if mark in name and mark in done.out + done.err:
            found.append(repr(mark))
    if b"\n" in name and name.split(b"\n")[0] + b"\n" + name.split(b"\n")[1][:2] in done.out + done.err:
        found.append("newline")
    return found


@attack(
    "terminal",
    "low",
    variants=[(f"{label}, {cmd}", (name, cmd)) for label, name in NAMES for cmd in ("script", "build", "check")],
)
def a_file_names_reach_the_terminal_raw(ctx: Ctx, v: tuple[bytes, str]) -> Verdict:
    name, cmd = v
    write(ctx.tmp / "voices.yaml", OFFLINE)
    content = ctx.tmp / "content"
    content.mkdir()
    path = os.path.join(os.fsencode(content), name)
    with open(path, "wb") as handle:
        # A broken front matter for `script` (its error names the file); a good article for the others.
        handle.write(b"---\ntitle: [\n---\nx\n" if cmd == "script" else article().encode())
    if cmd == "script":
        done = ctx.run("script", path, timeout=30)
    elif cmd == "build":
        done = ctx.run("build", content, "--out", ctx.tmp / "out", timeout=60)
    else:
        done = ctx.run("check", content, timeout=30)
    leaks = _raw_name_leaks(done, name)
    return Verdict(not leaks and not done.traceback, f"raw: {leaks}; {done.brief()}" if leaks else done.brief())


# ============================================================================= 8. linear time


def _lines(make: Callable[[int], str], size: int = 1_000_000) -> str:
    out, total, i = [], 0, 0
    while total < size:
        line = make(i) + "\n"
        out.append(line)
        total += len(line.encode())
        i += 1
    return "".join(out)


SHAPES: dict[str, Callable[[], str]] = {
    "ATX headings": lambda: _lines(lambda i: f"## Heading number {i}\n"),
    "task list": lambda: _lines(lambda i: f"- [{' x'[i % 2]}] task {i}"),
    "nested link brackets": lambda: "[a [b [c] d] e](f) [[x]](y) " * 35_000,
    "bracket soup": lambda: "[[a]([b]) c] " * 75_000,
    "plain list": lambda: _lines(lambda i: "- item"),
    "numbered list": lambda: _lines(lambda i: f"{i}. item"),
    "footnote definitions": lambda: _lines(lambda i: f"Word[^{i}].\n\n[^{i}]: Note {i}."),
    "footnote refs, one note": lambda: "word[^1] " * 110_000 + "\n\n[^1]: The note.\n",
    "footnotes interleaved": lambda: _lines(lambda i: f"[^{i}]: note {i}\n    continued\nText[^{i}] and[^{i + 1}]"),
    "definition-like lines": lambda: _lines(lambda i: f"Term {i}\n: definition {i}"),
    "setext headings": lambda: _lines(lambda i: f"Heading {i}\n---\n"),
    "emphasis pairs": lambda: "*a* _b_ **c** " * 70_000,
    "inline links": lambda: "[text](https://example.com/a) " * 33_000,
    "html inline": lambda: "<b>x</b> <i>y</i> " * 55_000,
    "prose (baseline)": lambda: "The quick brown fox jumps over the lazy dog, twice. It was not amused.\n\n" * 13_700,
    # earlier rounds' shapes, held in 0.3
    "unclosed comments": lambda: "<!--" * 250_000,
    "braces": lambda: "{" * 1_000_000,
    "shortcode openers": lambda: "{{<" * 330_000,
    "nested fences": lambda: _lines(lambda i: ":" * (3 + i % 60) + " note"),
}
_SHAPE_SEVERITY = {
    "plain list": "low",
    "footnote definitions": "low",
    "footnote refs, one note": "low",
    "footnotes interleaved": "low",
}


@attack(
    "linear time",
    "medium",
    variants=[(f"{name}, {cmd}", (name, cmd)) for name in SHAPES for cmd in ("script", "check")],
)
def a_a_megabyte_of_one_shape(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    name, cmd = v
    write(ctx.tmp / "voices.yaml", "engine: espeak\n")
    body = SHAPES[name]()
    path = write(ctx.tmp / "post.md", article(body=body))
    mb = path.stat().st_size / 1_000_000
    done = ctx.run(cmd, path, timeout=180, mem_mb=3000)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    per_mb = done.cpu / mb
    note = f"{per_mb:.2f} s/MB CPU ({done.seconds:.1f} s wall), exit {done.code}"
    if done.traceback or done.code not in (0, 1):
        return Verdict(False, "crashed: " + done.brief())
    severity = _SHAPE_SEVERITY.get(name, "medium") if per_mb < 6 else "medium"
    return Verdict(per_mb <= 2.0, note, severity)


# ============================================================================= 9. serve


@contextlib.contextmanager
def _served(ctx: Ctx, *extra: str) -> Iterator[tuple[int, subprocess.Popen[bytes]]]:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    log = open(ctx.tmp / "serve.log", "wb")
    proc = subprocess.Popen(
        [*ctx.narrate, "serve", str(ctx.tmp / "out"), "--port", str(port), *extra],
        env=ctx.env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=1):
                break
            time.sleep(0.1)
        yield port, proc
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(5)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        log.close()


def _http(port: int, request: str | bytes, timeout: float = 10) -> tuple[int, bytes]:
    data = request.encode("latin-1") if isinstance(request, str) else request
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout) as conn:
            conn.sendall(data)
            answer = b""
            while b"\r\n\r\n" not in answer:
                more = conn.recv(65536)
                if not more:
                    break
                answer += more
            head, _, body = answer.partition(b"\r\n\r\n")
            with contextlib.suppress(OSError):
                conn.settimeout(1)
                while len(body) < 200_000:
                    more = conn.recv(65536)
                    if not more:
                        break
                    body += more
    except OSError:
        return 0, b""
    match = re.match(rb"HTTP/1\.[01] (\d{3})", head)
    return (int(match.group(1)) if match else 0), body


RANGES = [
    ("5000 leading zeros", ("bytes=" + "0" * 5000 + "1-2", (206, 200, 416))),
    ("5000 zeros in the end", ("bytes=1-" + "0" * 5000 + "2", (206, 200, 416))),
    ("5000 zeros in a suffix", ("bytes=-" + "0" * 5000 + "3", (206, 200, 416))),
    ("5000 nines to the end", ("bytes=1-" + "9" * 5000, (206, 200, 416))),
    ("5000 nines to start", ("bytes=" + "9" * 5000 + "-", (416, 200))),
    ("Arabic-Indic digits", ("bytes=\u0661-\u0662", (200, 416))),
    ("underscores", ("bytes=1_0-2_0", (200, 416))),
    ("a plus sign", ("bytes=+1-2", (200, 416))),
    ("two ranges", ("bytes=0-1,3-4", (200, 206))),
    ("reversed", ("bytes=5-1", (416, 200))),
    ("empty suffix", ("bytes=-0", (416, 200))),
    ("1,700 ranges", ("bytes=" + "0-0," * 1_700 + "1-1", (200, 206, 431, 400))),
    ("other unit", ("items=0-1", (200,))),
]


@attack("serve", "medium", variants=RANGES)
def a_serve_range_header(ctx: Ctx, v: tuple[str, tuple[int, ...]]) -> Verdict:
    header, allowed = v
    write(ctx.tmp / "out" / "en" / "a.mp3", b"0123456789" * 10)
    with _served(ctx, "--quiet") as (port, proc):
        status, _ = _http(port, f"GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\nRange: {header}\r\n\r\n".encode())
        alive = proc.poll() is None
    log = (ctx.tmp / "serve.log").read_bytes()
    ok = status in allowed and alive and b"Traceback" not in log
    severity = "low" if status in (200, 206, 416) else None
    return Verdict(ok, f"answered {status}{' (traceback logged)' if b'Traceback' in log else ''}", severity)


REQUESTS = [
    ("If-Range garbage", ("GET /en/a.mp3", "Range: bytes=0-1\r\nIf-Range: \x01\x02 nonsense", (200, 206, 400))),
    ("If-Modified-Since impossible", ("GET /en/a.mp3", "If-Modified-Since: Mon, 99 Foo 99999 99:99:99 GMT", (200,))),
    ("If-Modified-Since year 9999", ("GET /en/a.mp3", "If-Modified-Since: Fri, 31 Dec 9999 23:59:59 GMT", (200, 304))),
    ("If-Range year 0", ("GET /en/a.mp3", "Range: bytes=0-1\r\nIf-Range: Mon, 01 Jan 0000 00:00:00 GMT", (200, 206))),
    ("traversal", ("GET /../../etc/passwd", "", (403, 404, 400))),
    ("encoded traversal", ("GET /%2e%2e/%2e%2e/etc/passwd", "", (403, 404, 400))),
    ("encoded slash traversal", ("GET /en/..%2f..%2f..%2fetc%2fpasswd", "", (403, 404, 400))),
    ("NUL in the path", ("GET /en/a%00.mp3", "", (400, 404))),
    ("100 KB path", ("GET /" + "a" * 100_000, "", (400, 404, 414, 431, 0))),
    ("bad UTF-8 in the path", ("GET /en/%ff%fe.mp3", "", (400, 404))),
    ("Host with escapes, rebase", ("GET /en/feed.xml", "Host: \x1b[31mevil", (400, 404, 200))),
    ("a folder", ("GET /en/", "", (200, 403, 404))),
]


@attack("serve", "medium", variants=REQUESTS)
def a_serve_odd_request(ctx: Ctx, v: tuple[str, str, tuple[int, ...]]) -> Verdict:
    line, header, allowed = v
    write(ctx.tmp / "out" / "en" / "a.mp3", b"0123456789" * 10)
    write(
        ctx.tmp / "out" / "en" / "feed.xml",
        "<rss><channel><link>https://example.com/podcast/en/a.mp3</link></channel></rss>",
    )
    write(
        ctx.tmp / "out" / "episodes.json",
        json.dumps({"version": 2, "base_url": "https://example.com/podcast", "episodes": []}),
    )
    headers = header if header.startswith("Host:") else "Host: 127.0.0.1" + ("\r\n" + header if header else "")
    with _served(ctx, "--rebase") as (port, proc):
        status, body = _http(port, f"{line} HTTP/1.1\r\n{headers}\r\n\r\n".encode("latin-1"))
        alive = proc.poll() is None
    log = (ctx.tmp / "serve.log").read_bytes()
    leaked = b"root:" in body
    raw = b"\x1b[31m" in log
    ok = status in allowed and alive and b"Traceback" not in log and not leaked and not raw
    return Verdict(
        ok,
        f"answered {status}"
        + (" leaked" if leaked else "")
        + (" raw escape in the log" if raw else "")
        + (" traceback" if b"Traceback" in log else ""),
        "high" if leaked else ("low" if raw else None),
    )


# ============================================================================= 10. earlier rounds' classes, new variants


SLUGS = [
    ("parent", "../../evil"),
    ("absolute", "/tmp/evil"),
    ("dots", ".."),
    ("slash", "a/b"),
    ("empty", "''"),
    ("number", "123"),
    ("NUL", '"a\\0b"'),
    ("Windows device", "CON"),
    ("backslash", "'..\\\\..\\\\evil'"),
    ("very long", "a" * 400),
    ("unicode", "naïve-日本"),
    ("dot file", ".hidden"),
]


@attack("slugs", "high", variants=SLUGS)
def a_slug_front_matter(ctx: Ctx, v: str) -> Verdict:
    blog(ctx, {"notes.md": article(extra=f"slug: {v}\n")})
    done = build(ctx)
    outside = [
        p for p in ctx.tmp.rglob("*") if p.suffix == ".mp3" and p.relative_to(ctx.tmp).parts[0] not in ("out", "cache")
    ]
    outside += [p for p in Path("/tmp").glob("evil*")] if v.startswith("/tmp") else []
    if outside:
        return Verdict(False, f"written outside: {outside}")
    return no_crash(done)


FRONT = [
    (
        "alias bomb",
        "---\n"
        + "\n".join(
            ['a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
            + [f"a{n}: &a{n} [" + ",".join([f"*a{n - 1}"] * 9) + "]" for n in range(1, 10)]
        )
        + "\ntitle: Bomb\n---\nText here.\n",
    ),
    ("deep flow yaml", "---\ntitle: Deep\nx: " + "[" * 2000 + "]" * 2000 + "\n---\nText here.\n"),
    ("deep block yaml", "---\ntitle: Deep\n" + "".join(" " * i + f"k{i}:\n" for i in range(600)) + "---\nText.\n"),
    ("huge int", "---\ntitle: Big\nweight: " + "9" * 6000 + "\n---\nText here.\n"),
    ("huge float", "---\ntitle: Big\nweight: 1e99999\n---\nText here.\n"),
    ("date Feb 31", "---\ntitle: D\ndate: 2018-02-31\nlang: en\n---\nText here.\n"),
    ("date year 99999", "---\ntitle: D\ndate: 99999-01-01\nlang: en\n---\nText here.\n"),
    ("date a list", "---\ntitle: D\ndate: [1, 2]\nlang: en\n---\nText here.\n"),
    ("title a mapping", "---\ntitle: {a: b}\nlang: en\n---\nText here.\n"),
    ("lang a list", "---\ntitle: T\nlang: [en, ja]\n---\nText here.\n"),
    ("tags 100k", "---\ntitle: T\nlang: en\ntags: [" + ",".join(["t"] * 30000) + "]\n---\nText here.\n"),
    ("front matter 70 KB", "---\ntitle: T\nnotes: " + "x" * 70_000 + "\n---\nBody.\n"),
    ("unclosed front matter", "---\ntitle: T\nlang: en\n\nBody with no end of front matter.\n"),
    ("binary NULs", "---\ntitle: T\n---\n" + "\x00" * 10_000),
    ("json front matter", '{\n"title": "T",\n"lang": "en"\n}\n\nBody text here.\n'),
    ("python tag", "---\ntitle: !!python/object/apply:os.system ['touch PWNED']\n---\nBody.\n"),
]


@attack("front matter", "medium", variants=FRONT)
def a_hostile_front_matter(ctx: Ctx, v: str) -> Verdict:
    write(ctx.tmp / "voices.yaml", "engine: espeak\n")
    path = write(ctx.tmp / "post.md", v)
    done = ctx.run("script", path, timeout=30, mem_mb=1500)
    if (ctx.tmp / "PWNED").exists():
        return Verdict(False, "code ran", "high")
    verdict = no_crash(done)
    if verdict.held and done.code == 1 and len(done.errors()) != 1:
        return Verdict(False, "not one line: " + done.brief())
    return verdict


@attack("size", "medium", variants=[("a million lines", "lines"), ("21 MB", "big"), ("one 5 MB line", "line")])
def a_huge_article(ctx: Ctx, v: str) -> Verdict:
    write(ctx.tmp / "voices.yaml", "engine: espeak\n")
    body = {"lines": "- x\n" * 1_000_000, "big": "Words and more words. " * 1_000_000, "line": "word" * 1_250_000}[v]
    path = write(ctx.tmp / "post.md", article(body=body))
    done = ctx.run("script", path, timeout=120, mem_mb=3000)
    return no_crash(done)


IMAGES = [
    ("passwd", "/etc/passwd"),
    ("traversal", "../../../../../../etc/passwd"),
    ("file URL", "file:///etc/passwd"),
    ("javascript", "javascript:alert(1)"),
    ("data URL", "data:image/png;base64,iVBORw0KGgo="),
    ("not an image", "notes.md"),
    ("a folder", "."),
    ("huge pixels", "bomb.png"),
]


@attack("images", "high", variants=IMAGES)
def a_article_image(ctx: Ctx, v: str) -> Verdict:
    content = blog(ctx, {"notes.md": article(extra=f"image: '{v}'\n")})
    if v == "bomb.png":
        from PIL import Image

        Image.new("1", (30000, 30000)).save(content / "bomb.png")
    done = build(ctx, timeout=60)
    published = [p for p in (ctx.tmp / "out" / "en").glob("notes.*") if p.suffix in (".png", ".jpg")]
    leaked = b"root:" in b"".join(p.read_bytes() for p in (ctx.tmp / "out").rglob("*") if p.is_file())
    if leaked:
        return Verdict(False, "/etc/passwd published")
    if v != "bomb.png" and published:
        return Verdict(False, f"published {published[0].name}")
    return no_crash(done)


@attack(
    "symlinks",
    "high",
    variants=[("article to /etc/passwd", "passwd"), ("folder loop", "loop"), ("content link outside", "outside")],
)
def a_links_in_the_content(ctx: Ctx, v: str) -> Verdict:
    content = blog(ctx, {"notes.md": article()})
    if v == "passwd":
        os.symlink("/etc/passwd", content / "passwd.md")
    elif v == "loop":
        os.symlink(content, content / "loop")
    else:
        write(ctx.tmp / "private" / "secret.md", article("Secret", "Private words."))
        os.symlink(ctx.tmp / "private", content / "linked")
    done = build(ctx, timeout=60)
    said = b"".join(p.read_bytes() for p in (ctx.tmp / "out").rglob("*.vtt"))
    if b"root" in said or b"Private" in said:
        return Verdict(False, "narrated a file outside the content folder")
    return no_crash(done)


@attack("output folder", "high")
def a_out_inside_the_content_folder(ctx: Ctx) -> Verdict:
    content = blog(ctx, {"notes.md": article()})
    before = sorted(p.name for p in content.iterdir())
    done = ctx.run("build", content, "--out", content / "audio", timeout=60)
    after = sorted(p.name for p in content.iterdir())
    return Verdict(done.code == 1 and before == after and not done.traceback, done.brief())


@attack("output folder", "high")
def a_an_emptied_content_folder(ctx: Ctx) -> Verdict:
    content = blog(ctx, {"a.md": article("A"), "b.md": article("B"), "c.md": article("C")})
    build(ctx)
    for p in content.glob("*.md"):
        p.unlink()
    done, report = build_json(ctx)
    left = len(list((ctx.tmp / "out" / "en").glob("*.mp3")))
    return Verdict(left == 3 and not report.get("removed"), f"{left} of 3 left; " + done.brief())


@attack("output folder", "high")
def a_a_killed_build_then_a_rebuild(ctx: Ctx) -> Verdict:
    blog(ctx, {f"p{i}.md": article(f"Post {i}", "Words to say. " * 40) for i in range(6)})
    proc = subprocess.Popen(
        [*ctx.narrate, "build", str(ctx.tmp / "content"), "--out", str(ctx.tmp / "out")],
        env=ctx.env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    time.sleep(3)
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()
    done = build(ctx, timeout=120)
    feed = (ctx.tmp / "out" / "en" / "feed.xml").read_text(encoding="utf-8") if done.code == 0 else ""
    sizes = re.findall(r'url="[^"]*/en/([^"/?]+\.mp3)(?:\?[^"]*)?" length="(\d+)"', feed)
    wrong = [n for n, size in sizes if (ctx.tmp / "out" / "en" / n).stat().st_size != int(size)]
    return Verdict(
        done.code == 0 and len(sizes) == 6 and not wrong, f"{len(sizes)} items, wrong {wrong}; {done.brief()}"
    )


@attack("output folder", "medium")
def a_a_read_only_language_folder(ctx: Ctx) -> Verdict:
    content = blog(ctx, {"notes.md": article()})
    build(ctx)
    write(content / "notes.md", article(body="A changed paragraph is said now."))
    folder = ctx.tmp / "out" / "en"
    folder.chmod(0o555)
    try:
        if os.geteuid() == 0 and shutil.which("setpriv"):
            ctx.narrate = [
                "setpriv",
                "--bounding-set",
                "-dac_override,-dac_read_search",
                "--inh-caps=-all",
                *ctx.narrate,
            ]
        done = build(ctx)
    finally:
        folder.chmod(0o755)
    ok = done.code == 1 and not done.traceback and (folder / "notes.mp3").exists()
    return Verdict(ok, done.brief())


@attack(
    "file names",
    "medium",
    variants=[
        ("not UTF-8", b"caf\xe9.md"),
        ("255 bytes", b"a" * 252 + b".md"),
        ("dash", b"-rf.md"),
        ("spaces and quotes", b'it\'s "quoted".md'),
        ("NFD", "cafe\u0301.md".encode()),
        ("only an extension", b".md"),
    ],
)
def a_file_name(ctx: Ctx, v: bytes) -> Verdict:
    write(ctx.tmp / "voices.yaml", OFFLINE)
    content = ctx.tmp / "content"
    content.mkdir()
    write(content / "good.md", article("Good"))
    with open(os.path.join(os.fsencode(content), v), "wb") as handle:
        handle.write(article("Odd").encode())
    done, report = build_json(ctx)
    return Verdict(
        not done.traceback and done.code in (0, 1) and (ctx.tmp / "out" / "en" / "good.mp3").exists(), done.brief()
    )


VOICES = [
    (
        "alias bomb",
        "\n".join(
            ['a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
            + [f"a{n}: &a{n} [" + ",".join([f"*a{n - 1}"] * 9) + "]" for n in range(1, 10)]
        )
        + "\nknown_terms: *a9\n",
    ),
    ("article_url spec", "feed:\n  article_url: '{slug:>999999999}'\n"),
    ("intro attribute", "languages:\n  en:\n    intro: '{title.__class__}'\n"),
    ("media_base_url spec", "feed:\n  media_base_url: 'https://x.example/{lang:>99999999}'\n"),
    ("copyright spec", "feed:\n  copyright: '{year:>99999999}'\n"),
    ("2 MB", "known_terms: [" + ",".join(["x" * 50] * 40_000) + "]\n"),
    ("concurrency huge", "concurrency: " + "9" * 5000 + "\n"),
    ("timeout NaN", "timeout: .nan\n"),
    ("attempts -1", "attempts: -1\n"),
    ("pauses huge", "pauses:\n  paragraph: 1e300\n"),
    ("python tag", "engine: !!python/name:os.system\n"),
    ("tabs", "languages:\n\ten: {}\n"),
]


@attack("voices.yaml", "medium", variants=VOICES)
def a_hostile_voices_yaml(ctx: Ctx, v: str) -> Verdict:
    config = write(ctx.tmp / "voices.yaml", v)
    path = write(ctx.tmp / "post.md", article())
    done = ctx.run("script", path, "--config", config, timeout=30, mem_mb=1500)
    return one_line(done, str(config))


@attack("check-host", "medium", variants=[("wrong types", "types"), ("escapes", "escapes"), ("off host", "off")])
def a_check_host_against_a_hostile_host(ctx: Ctx, v: str) -> Verdict:
    out = ctx.tmp / "out"
    docs = {
        "types": {"episodes": [{"audio": 5, "lang": [], "slug": {}}], "feeds": "x"},
        "escapes": {"episodes": [{"audio": "/en/\x1b[31ma.mp3", "lang": "en", "slug": "a\x1b]0;x\x07"}]},
        "off": {"episodes": [{"audio": "http://10.255.255.1/a.mp3", "lang": "en", "slug": "a"}]},
    }
    write(out / "episodes.json", json.dumps(docs[v]))
    with _served(ctx, "--quiet") as (port, _proc):
        done = ctx.run("check-host", f"http://127.0.0.1:{port}/", timeout=60)
    raw = b"\x1b" in done.out + done.err
    return Verdict(
        not done.timed_out and not done.traceback and done.code in (0, 1) and not raw,
        ("raw escape; " if raw else "") + done.brief(),
    )


# ============================================================================= session 4: new variants, new surfaces
# Written before any of them was run against main (issue 43, round 4): new variants of every class above and
# surfaces none of them touched. Each says what it expects in its docstring or its verdict.

FAMILY[0] = "s4"

FEED_ART = OFFLINE + "  image: art/cover.png\n"


def _full_blog(ctx: Ctx) -> Path:
    """A blog whose build writes every kind of file narrate writes: an episode with its image, a channel
    cover, pages, feeds, episodes.json, the player, the ledger, the manifest."""
    content = blog(ctx, {"notes.md": article(extra="image: cover.png\n"), "other.md": article("Other")}, FEED_ART)
    png(content / "cover.png")
    png(ctx.tmp / "art" / "cover.png", color=(10, 20, 30))
    return content


def _written_outside(ctx: Ctx, folder: Path, keep: tuple[str, ...] = ("keep.txt",)) -> list[str]:
    if not folder.is_dir():
        return []
    return [f"{p.name} written outside" for p in folder.iterdir() if p.name not in keep]


WRITTEN_PATHS = [
    "en/notes.mp3",
    "en/notes.html",
    "en/notes.vtt",
    "en/notes.srt",
    "en/notes.chapters.json",
    "en/notes.words.json",
    "en/notes.episode.json",
    "en/notes.png",
    "en/feed.xml",
    "en/episodes.json",
    "episodes.json",
    "index.html",
    "cover.png",
    "player/page.js",
    "player/narrate-player.css",
    "manifest/.written.json",
    "manifest/.published.json",
    "manifest/en/notes.json",
    ".narrate.lock",
]


@attack("overwrite", "high", variants=[(p, p) for p in WRITTEN_PATHS])
def a_s4_link_to_a_users_file_at_a_written_path(ctx: Ctx, v: str) -> Verdict:
    """Every path a build writes, planted as a link to a file of the user's outside the output folder:
    the file it points to must stay as it is (a first build: nothing there is narrate's)."""
    _full_blog(ctx)
    outside = write(ctx.tmp / "elsewhere" / "keep.txt", USER)
    link = ctx.tmp / "out" / v
    link.parent.mkdir(parents=True, exist_ok=True)
    os.symlink(outside, link)
    done = build(ctx)
    return kept_verdict(done, unchanged(outside) + _written_outside(ctx, ctx.tmp / "elsewhere"))


@attack("overwrite", "high", variants=[(p, p) for p in WRITTEN_PATHS if p != "manifest/.published.json"])
def a_s4_link_at_a_written_path_on_a_rebuild(ctx: Ctx, v: str) -> Verdict:
    """Built once; the site then replaces a file narrate wrote by a link to a file of its own; the article
    changes and is built again: the linked file must stay as it is."""
    content = _full_blog(ctx)
    build(ctx)
    outside = write(ctx.tmp / "elsewhere" / "keep.txt", USER)
    link = ctx.tmp / "out" / v
    link.unlink(missing_ok=True)
    os.symlink(outside, link)
    write(content / "notes.md", article(body="Now something else is said here.", extra="image: cover.png\n"))
    done = build(ctx)
    return kept_verdict(done, unchanged(outside) + _written_outside(ctx, ctx.tmp / "elsewhere"))


@attack(
    "overwrite",
    "high",
    variants=[(p, p) for p in ("en/notes.mp3", "en/notes.html", "en/feed.xml", "episodes.json", ".narrate.lock")],
)
def a_s4_dangling_link_at_a_written_path(ctx: Ctx, v: str) -> Verdict:
    """A link to a file that does not exist yet, outside the output folder: nothing may be created there."""
    _full_blog(ctx)
    (ctx.tmp / "elsewhere").mkdir()
    link = ctx.tmp / "out" / v
    link.parent.mkdir(parents=True, exist_ok=True)
    os.symlink(ctx.tmp / "elsewhere" / "new.file", link)
    done = build(ctx)
    return kept_verdict(done, _written_outside(ctx, ctx.tmp / "elsewhere", ()))


@attack(
    "overwrite",
    "high",
    variants=[(p, p) for p in ("en/notes.html", "en/notes.vtt", "en/feed.xml", "episodes.json", "en/notes.png")],
)
def a_s4_hard_link_to_a_users_file_at_a_written_path(ctx: Ctx, v: str) -> Verdict:
    _full_blog(ctx)
    outside = write(ctx.tmp / "elsewhere" / "keep.txt", USER)
    target = ctx.tmp / "out" / v
    target.parent.mkdir(parents=True, exist_ok=True)
    os.link(outside, target)
    return kept_verdict(build(ctx), unchanged(outside))


@attack("overwrite", "high", variants=[(s, s) for s in (".mp3", ".vtt", ".png", ".chapters.json")])
def a_s4_users_file_put_in_place_of_narrates_then_the_article_goes(ctx: Ctx, v: str) -> Verdict:
    """narrate wrote en/notes<v>; the site put its own file there (a recording of its own, a hand-made
    transcript); the article is deleted: the site's file must stay (it is no longer what narrate wrote)."""
    content = _full_blog(ctx)
    write(content / "third.md", article("Third"))
    build(ctx)
    planted = write(ctx.tmp / "out" / "en" / f"notes{v}", USER)
    (content / "notes.md").unlink()
    return kept_verdict(build(ctx), unchanged(planted))


@attack("overwrite", "medium", variants=[(s, s) for s in (".mp3", ".vtt")])
def a_s4_users_file_put_in_place_of_narrates_then_a_rebuild(ctx: Ctx, v: str) -> Verdict:
    content = _full_blog(ctx)
    build(ctx)
    planted = write(ctx.tmp / "out" / "en" / f"notes{v}", USER)
    write(content / "notes.md", article(body="Now something else is said here.", extra="image: cover.png\n"))
    return kept_verdict(build(ctx), unchanged(planted))


def _norm(name: str) -> str:
    import unicodedata

    return unicodedata.normalize("NFKC", name).casefold()


TWINS = [
    ("case twins", {"Notes.md": article("Upper"), "notes.md": article("Lower", "The lower one speaks.")}),
    (
        "NFC and NFD twins",
        {"caf\u00e9.md": article("Composed"), "cafe\u0301.md": article("Decomposed", "The other one speaks.")},
    ),
    ("md and markdown", {"notes.md": article("One"), "notes.markdown": article("Two", "The second speaks.")}),
    ("file and bundle", {"notes.md": article("File"), "notes/index.md": article("Bundle", "The bundle speaks.")}),
    (
        "explicit slugs differing in case",
        {"a.md": article("A", extra="slug: Same\n"), "b.md": article("B", "B speaks.", "slug: same\n")},
    ),
    (
        "explicit slugs NFC and NFD",
        {"a.md": article("A", extra="slug: caf\u00e9\n"), "b.md": article("B", "B speaks.", "slug: cafe\u0301\n")},
    ),
    ("fullwidth twin", {"notes.md": article("Half"), "\uff4e\uff4f\uff54\uff45\uff53.md": article("Full", "Wide.")}),
    ("explicit slug of another's name", {"a.md": article("A", extra="slug: b\n"), "b.md": article("B", "B speaks.")}),
]


@attack("name clash", "high", variants=TWINS)
def a_s4_two_articles_one_name(ctx: Ctx, v: dict[str, str]) -> Verdict:
    """Two articles whose episode names are the same, or the same on a case-insensitive or
    normalising file system (macOS, Windows, most hosts' sync tools): both heard, or one line."""
    blog(ctx, v)
    done = build(ctx)
    if done.timed_out or done.traceback:
        return Verdict(False, done.brief(), "high" if done.timed_out else "medium")
    names = [p.name for p in (ctx.tmp / "out").glob("*/*.mp3")]
    distinct = {_norm(n) for n in names}
    if len(distinct) == 2 and len(names) == 2:
        return Verdict(True, f"{sorted(names)}; {done.brief()}")
    said = any(
        ("clash" in line or "same" in line or "already" in line or " also " in line) for line in done.errors()
    )  # (harness fix: narrate says "slug 'notes' in en is also used by …")
    if len(names) == 2:
        return Verdict(False, f"twin names {sorted(names)} (one file on macOS/Windows)", "medium")
    if said and done.code == 1:
        return Verdict(True, "refused with a line: " + done.brief())
    return Verdict(False, f"published {sorted(names)} for 2 articles; {done.brief()}")


@attack("overwrite", "high", variants=[(s, s) for s in ("mp3", "vtt", "html", "png")])
def a_s4_a_file_appears_between_check_and_write(ctx: Ctx, v: str) -> Verdict:
    """The site writes en/notes.<v> while narrate is making its own (its temporary file is there): the
    site's file must not be replaced."""
    _full_blog(ctx)
    folder = ctx.tmp / "out" / "en"
    target = folder / f"notes.{v}"
    proc = subprocess.Popen(
        [*ctx.narrate, "build", str(ctx.tmp / "content"), "--out", str(ctx.tmp / "out")],
        env=ctx.env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    planted = False
    deadline = time.monotonic() + 90
    while proc.poll() is None and time.monotonic() < deadline and not planted:
        if folder.is_dir() and any(folder.glob(f".notes.{v}.narrate-*.tmp")) and not os.path.lexists(target):
            with contextlib.suppress(FileExistsError):
                with open(target, "xb") as handle:
                    handle.write(USER)
                planted = True
        time.sleep(0.0005)
    try:
        out, err = proc.communicate(timeout=max(1.0, deadline - time.monotonic()))
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        return Verdict(False, "build still running at 90 s", "high")
    if not planted:
        return Verdict(True, "window not hit (the temporary file was never seen): not judged")
    lost = unchanged(target)
    tail = (err.decode("utf-8", "replace").strip().splitlines() or [""])[-1][:160]
    return Verdict(not lost, ("; ".join(lost) or "kept") + f"; exit {proc.returncode}: {tail}")


KIND_SWAPS = [
    ("folder at en/notes.html", ("dir", "en/notes.html")),
    ("folder at en/feed.xml", ("dir", "en/feed.xml")),
    ("folder at episodes.json", ("dir", "episodes.json")),
    ("folder at en/notes.vtt", ("dir", "en/notes.vtt")),
    ("folder at cover.png", ("dir", "cover.png")),
    ("file at player/", ("file", "player")),
    ("file at en/", ("file", "en")),
    ("file at manifest/", ("file", "manifest")),
]


@attack("overwrite", "high", variants=KIND_SWAPS)
def a_s4_a_folder_or_file_of_the_other_kind(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A folder where narrate writes a file, or a file where it makes a folder: kept, and said."""
    kind, rel = v
    _full_blog(ctx)
    if kind == "dir":
        planted = write(ctx.tmp / "out" / rel / "keep.txt", USER)
    else:
        planted = write(ctx.tmp / "out" / rel, USER)
    done = build(ctx)
    verdict = kept_verdict(done, unchanged(planted))
    if verdict.held and rel.split("/")[-1] not in done.stderr:
        return Verdict(False, "kept but not said: " + done.brief(), "low")
    return verdict


@attack(
    "output folder",
    "high",
    variants=[("a FIFO", "fifo"), ("a file", "file"), ("/dev/null", "null"), ("a link loop", "loop")],
)
def a_s4_out_is_not_a_folder(ctx: Ctx, v: str) -> Verdict:
    blog(ctx, {"notes.md": article()})
    out: Path | str = ctx.tmp / "out"
    if v == "fifo":
        _fifo(ctx.tmp / "out")
    elif v == "file":
        write(ctx.tmp / "out", USER)
    elif v == "null":
        out = "/dev/null"
    else:
        os.symlink(ctx.tmp / "out", ctx.tmp / "out")
    done = ctx.run("build", ctx.tmp / "content", "--out", out, timeout=30)
    lost = unchanged(ctx.tmp / "out") if v == "file" else []
    if lost:
        return Verdict(False, "; ".join(lost))
    return one_line(done)


# --- the cache folder, new surfaces


def _cached_blog(ctx: Ctx) -> Path:
    content = blog(ctx, {"notes.md": article()})
    build(ctx)
    write(content / "notes.md", article(body="Now something else is said here."))
    return content


@attack(
    "cache",
    "high",
    variants=[
        ("audio entry links to /dev/zero", "zero"),
        ("audio entry is a FIFO", "fifo"),
        ("meta entry is a FIFO", "metafifo"),
        ("meta entry links to a user's file", "metalink"),
        ("audio entry links to a user's file", "audiolink"),
        ("chunk folder links outside", "folderlink"),
        ("in-use lock links to a user's file", "lock"),
        ("plans entry is a FIFO", "plans"),
        ("articles entry links to /dev/zero", "articles"),
    ],
)
def a_s4_odd_files_in_the_cache(ctx: Ctx, v: str) -> Verdict:
    """The cache's own files replaced by links, pipes and devices, then the same article built again
    (every chunk looked up) and the cache pruned: it ends, and a user's file stays as it is."""
    blog(ctx, {"notes.md": article()})
    build(ctx)
    cache = ctx.tmp / "cache"
    outside = write(ctx.tmp / "elsewhere" / "keep.txt", USER)
    audios = sorted(cache.glob("chunks/*/*.mp3"))
    metas = sorted(cache.glob("chunks/*/*.json"))
    if v in ("zero", "fifo", "audiolink"):
        for path in audios:
            path.unlink()
            if v == "fifo":
                _fifo(path)
            else:
                os.symlink("/dev/zero" if v == "zero" else outside, path)
    elif v in ("metafifo", "metalink"):
        for path in metas:
            path.unlink()
            if v == "metafifo":
                _fifo(path)
            else:
                os.symlink(outside, path)
    elif v == "folderlink":
        for folder in sorted({p.parent for p in audios}):
            shutil.rmtree(folder)
            os.symlink(ctx.tmp / "elsewhere", folder)
    elif v == "lock":
        (cache / ".in-use.lock").unlink(missing_ok=True)
        os.symlink(outside, cache / ".in-use.lock")
    elif v == "plans":
        for path in cache.glob("plans/*.json"):
            path.unlink()
            _fifo(path)
    else:
        for path in cache.glob("articles/*.json"):
            path.unlink()
            os.symlink("/dev/zero", path)
    done = build(ctx, timeout=45)
    pruned = ctx.run("cache", "--prune", "--yes", "--grace", "0", timeout=30)
    lost = unchanged(outside) + _written_outside(ctx, ctx.tmp / "elsewhere")
    for run in (done, pruned):
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
    return kept_verdict(done if not pruned.traceback else pruned, lost)


@attack("cache", "high", variants=[("the blog's folder", "blog"), ("a file", "file"), ("a FIFO", "fifo")])
def a_s4_cache_folder_is_somewhere_odd(ctx: Ctx, v: str) -> Verdict:
    """NARRATE_CACHE_DIR pointed (by mistake) at the blog itself, at a file, at a pipe: a build and a prune
    end, and none of the blog's files is deleted."""
    content = blog(ctx, {"notes.md": article()})
    planted = [write(ctx.tmp / "blog" / "ab" / "notes.mp3", USER), write(ctx.tmp / "blog" / "notes.json", USER)]
    planted.append(write(ctx.tmp / "blog" / "lookups" / "index.bin", USER))
    cache: Path = ctx.tmp / "blog"
    if v == "file":
        cache = write(ctx.tmp / "cachefile", USER)
        planted.append(cache)
    elif v == "fifo":
        cache = _fifo(ctx.tmp / "cachefifo")
    env = {"NARRATE_CACHE_DIR": str(cache)}
    done = ctx.run("build", content, "--out", ctx.tmp / "out", timeout=45, env=env)
    pruned = ctx.run("cache", "--prune", "--yes", "--grace", "0", timeout=30, env=env)
    for run in (done, pruned):
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
    lost = unchanged(*planted)
    if lost:
        return Verdict(False, "; ".join(lost) + f" ({pruned.brief()})")
    bad = [r for r in (done, pruned) if r.traceback]
    return Verdict(not bad, (bad[0].brief() if bad else pruned.brief()), "medium" if bad else None)


# --- opt-out and move keys, read strictly (frontmatter)


def _fm(fmt: str, fields: dict[str, str]) -> str:
    """An article whose front matter, in `fmt`, holds `fields` as written (values are source text)."""
    body = "\n\nA short paragraph that is worth saying.\n"
    if fmt == "toml":
        return "+++\n" + "".join(f"{k} = {val}\n" for k, val in fields.items()) + "+++" + body
    if fmt == "json":
        return "{\n" + ",\n".join(f'"{k}": {val}' for k, val in fields.items()) + "\n}" + body
    return "---\n" + "".join(f"{k}: {val}\n" for k, val in fields.items()) + "---" + body


FLAG_TYPOS = [
    ("yaml audio: fasle", ("yaml", "audio", "fasle")),
    ("yaml audio: ~", ("yaml", "audio", "~")),
    ("yaml audio: []", ("yaml", "audio", "[]")),
    ("yaml audio: {}", ("yaml", "audio", "{}")),
    ("yaml audio: 2", ("yaml", "audio", "2")),
    ("yaml audio: -1", ("yaml", "audio", "-1")),
    ("yaml audio: .nan", ("yaml", "audio", ".nan")),
    ("yaml audio: a date", ("yaml", "audio", "2024-01-01")),
    ("yaml audio: n", ("yaml", "audio", "n")),
    ("yaml audio: disabled", ("yaml", "audio", "disabled")),
    ("yaml audio: 'false, for now'", ("yaml", "audio", "'false, for now'")),
    ("yaml narrate: off please", ("yaml", "narrate", "off please")),
    ("yaml narrate: [true, false]", ("yaml", "narrate", "[true, false]")),
    ("yaml narrate: '00'", ("yaml", "narrate", "'00'")),
    ("yaml draft: probably", ("yaml", "draft", "probably")),
    ("yaml draft: 1.5", ("yaml", "draft", "1.5")),
    ("yaml draft: []", ("yaml", "draft", "[]")),
    ("yaml draft: ~", ("yaml", "draft", "~")),
    ("yaml AUDIO: nope", ("yaml", "AUDIO", "nope")),
    ("toml audio = 'nope'", ("toml", "audio", "'nope'")),
    ("toml audio = []", ("toml", "audio", "[]")),
    ("toml audio = {}", ("toml", "audio", "{}")),
    ("toml narrate = 0.5", ("toml", "narrate", "0.5")),
    ("toml draft = 'ture'", ("toml", "draft", "'ture'")),
    ("toml audio = a date", ("toml", "audio", "1979-05-27")),
    ("toml draft = ''", ("toml", "draft", "''")),
    ("json audio: 'ture'", ("json", "audio", '"ture"')),
    ("json audio: null", ("json", "audio", "null")),
    ("json narrate: []", ("json", "narrate", "[]")),
    ("json draft: 'yes please'", ("json", "draft", '"yes please"')),
    ("json audio: ''", ("json", "audio", '""')),
    ("json draft: {}", ("json", "draft", "{}")),
]


# Keys narrate does not read as the site reads them (a Jekyll blog's `AUDIO`, Hugo's `headless`, `_build`,
# `build`) or values that mean "none" (`lang: ~`): kept is all that is asked, no warning (harness fix).
# (harness fix, s5: `expiryDate: ''` is no expiry date to Hugo too: it removes nothing, so nothing to warn of)
UNREAD = ("AUDIO:", "headless:", "_build:", "build:", "lang: ~", "expiryDate: ''")


def _stays(ctx: Ctx, content: Path, name: str, changed: str, mp3: Path) -> Verdict:
    """Built once; `name` rewritten as `changed`; built again: the episode at `mp3` must stay, with a warning
    naming the file (unless the key is one of UNREAD)."""
    write(content / name, changed)
    done, report = build_json(ctx)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if not mp3.exists() or report.get("removed"):
        return Verdict(False, f"unpublished or moved: removed {report.get('removed')} ({done.brief()})")
    warned = Path(name).name in done.stderr or any(u in changed for u in UNREAD)
    ok = not done.traceback and warned
    return Verdict(
        ok,
        ("warned" if warned else "kept, no warning naming the file") + "; " + done.brief(),
        None if warned or done.traceback else "low",
    )


@attack("opt-out typo", "high", lane="frontmatter", variants=FLAG_TYPOS)
def a_s4_flag_misread_keeps_the_episode(ctx: Ctx, v: tuple[str, str, str]) -> Verdict:
    fmt, key, value = v
    base = {"title": '"Notes"', "lang": '"en"'}
    if fmt == "yaml":
        base = {"title": "Notes", "lang": "en"}
    folder = ""
    if fmt == "json":  # (harness fix: JSON front matter is Hugo's; elsewhere such a file is all body)
        write(ctx.tmp / "hugo.toml", "baseURL = 'https://example.com/'\n")
        folder = "posts/"
    posts = {f"{folder}notes.md": _fm(fmt, base), f"{folder}other.md": article("Other"), "third.md": article("Third")}
    content = blog(ctx, posts)
    build(ctx)
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    if not mp3.exists():
        return Verdict(False, "harness: nothing published first", "low")
    return _stays(ctx, content, f"{folder}notes.md", _fm(fmt, {**base, key: value}), mp3)


JEKYLL_PUBLISHED = [
    ("published: ture", "ture"),
    ("published: 'false' (a string)", "'false'"),
    ("published: nope", "nope"),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=JEKYLL_PUBLISHED)
def a_s4_jekyll_published_misread(ctx: Ctx, v: str) -> Verdict:
    """Jekyll leaves a post out only for `published: false` (a boolean): any other value publishes it."""
    site = ctx.tmp / "site"  # (harness fix: the output folder may not be inside the site's source)
    write(site / "_config.yml", "title: Blog\nlang: en\n")
    name = "_posts/2024-01-02-notes.md"
    posts = {
        name: article(),
        "_posts/2024-01-03-other.md": article("Other"),
        "_posts/2024-01-04-third.md": article("Third"),
    }
    write(ctx.tmp / "voices.yaml", OFFLINE)
    for rel, text in posts.items():
        write(site / rel, text)
    done = ctx.run("build", site, "--out", ctx.tmp / "out", timeout=90)
    mp3s = sorted((ctx.tmp / "out").glob("*/*.mp3"))
    mine = [p for p in mp3s if "notes" in p.name]
    if not mine:
        return Verdict(False, f"harness: nothing published first ({done.brief()})", "low")
    write(site / name, article(extra=f"published: {v}\n"))
    again = ctx.run("build", site, "--out", ctx.tmp / "out", "--json", timeout=90)
    try:
        report = json.loads(again.stdout or "{}")
    except ValueError:
        report = {}
    ok = mine[0].exists() and not report.get("removed") and not again.traceback
    return Verdict(ok, f"removed {report.get('removed')}; {again.brief()}")


HUGO_DATES = [
    ("expiryDate: soon", "expiryDate: soon"),
    ("expiryDate: empty", "expiryDate: ''"),
    ("expiryDate: a list", "expiryDate: [2020-01-01]"),
    ("publishDate: someday", "publishDate: someday"),
    ("unpublishdate: 0", "unpublishdate: 0"),
    ("draft: 'yes'", "draft: 'yes'"),
    ("headless: ture", "headless: ture"),
    ("_build render: nevr", "_build: {render: nevr, list: nevr}"),
    ("build list: nevr", "build: {list: nevr}"),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=HUGO_DATES)
def a_s4_hugo_key_misread(ctx: Ctx, v: str) -> Verdict:
    """On a Hugo site, a value Hugo would not take (or takes otherwise) leaves a published episode where it is."""
    write(ctx.tmp / "hugo.toml", "baseURL = 'https://example.com/'\nlanguageCode = 'en'\n")
    content = blog(
        ctx, {"posts/notes.md": article(), "posts/other.md": article("Other"), "posts/third.md": article("Third")}
    )
    build(ctx)
    mp3s = [p for p in (ctx.tmp / "out").glob("*/*.mp3") if "notes" in p.name]
    if not mp3s:
        return Verdict(False, "harness: nothing published first", "low")
    return _stays(ctx, content, "posts/notes.md", article(extra=v + "\n"), mp3s[0])


MOVES = [
    ("lang: []", "lang: []\n"),
    ("lang: ~", "lang: ~\n"),
    ("lang: 12", "lang: 12\n"),
    ("language: englsh", "language: englsh\n"),
    ("locale: xx-YY", "locale: xx-YY\n"),
    ("lang with a zero-width space", 'lang: "en\\u200b"\n'),
    ("lang fullwidth", "lang: \uff45\uff4e\n"),
    ("slug: [keep]", "slug: [keep]\n"),
    ("slug: {a: keep}", "slug: {a: keep}\n"),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=MOVES)
def a_s4_move_key_misread_keeps_the_episode(ctx: Ctx, v: str) -> Verdict:
    """A value of a key that moves an episode (its language, its name) that cannot be meant: the episode
    stays where it is, with a warning naming the file."""
    first = article(extra="slug: keep\n") if v.startswith("slug") else article()
    content = blog(ctx, {"notes.md": first, "other.md": article("Other"), "third.md": article("Third")})
    build(ctx)
    name = "keep" if v.startswith("slug") else "notes"
    mp3 = ctx.tmp / "out" / "en" / f"{name}.mp3"
    if not mp3.exists():
        return Verdict(False, "harness: nothing published first", "low")
    text = (
        article(extra=v).replace("lang: en\n", "") if v.startswith(("lang", "language", "locale")) else article(extra=v)
    )
    return _stays(ctx, content, "notes.md", text, mp3)


# --- expansion, new shapes


def _alias_bomb(levels: int = 9, top: str = "a") -> list[str]:
    lines = [f'{top}0: &{top}0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    lines += [f"{top}{n}: &{top}{n} [" + ",".join([f"*{top}{n - 1}"] * 9) + "]" for n in range(1, levels + 1)]
    return lines


FM_BOMBS = [(k, k) for k in ("tags", "categories", "description", "authors", "title", "keywords", "series")]


@attack("expansion", "high", variants=FM_BOMBS)
def a_s4_front_matter_alias_bomb_used(ctx: Ctx, v: str) -> Verdict:
    """A billion laughs in the front matter, its last alias used as a key narrate reads (tags reach the feed,
    the title every file): bounded in time and memory, one line at most."""
    front = "---\n" + "\n".join(_alias_bomb()) + f"\n{v}: *a9\n" + ("title: Bomb\n" if v != "title" else "")
    blog(ctx, {"notes.md": front + "lang: en\n---\n\nText here to say.\n"})
    return _bounded(build(ctx, timeout=60))


SITE_BOMBS = [
    (
        "hugo.yaml params",
        ("hugo.yaml", "params:\n" + "\n".join("  " + line for line in _alias_bomb()) + "\n", '{{< param "a9" >}}'),
    ),
    ("_config.yml", ("_config.yml", "title: Blog\n" + "\n".join(_alias_bomb()) + "\n", "{{ site.a9 }}")),
    (
        "config/_default/params.yaml",
        ("config/_default/params.yaml", "\n".join(_alias_bomb()) + "\n", '{{< param "a9" >}}'),
    ),
    ("front matter param", ("page", "", '{{< param "a9" >}}')),
]


@attack("expansion", "high", variants=SITE_BOMBS)
def a_s4_site_alias_bomb_said(ctx: Ctx, v: tuple[str, str, str]) -> Verdict:
    name, data, code = v
    extra = ""
    if name == "page":
        extra = "\n".join(_alias_bomb()) + "\n"
        write(ctx.tmp / "hugo.toml", "baseURL = 'https://example.com/'\n")
    else:
        write(ctx.tmp / name, data)
    path = write(ctx.tmp / "content" / "post.md", article(body=f"Before {code} after.", extra=extra))
    return _bounded(ctx.run("script", path, timeout=60, mem_mb=2500))


VOICES_BOMBS = [
    ("lexicon value", "languages:\n  en:\n    lexicon: {x: *a9}\n"),
    ("feed title", "feed:\n  title: *a9\n"),
    ("pauses", "pauses: *a9\n"),
    ("cues", "languages:\n  en:\n    cues: {code: *a9}\n"),
]


@attack("expansion", "high", variants=VOICES_BOMBS)
def a_s4_voices_yaml_alias_bomb_used(ctx: Ctx, v: str) -> Verdict:
    config = write(ctx.tmp / "voices.yaml", "engine: espeak\n" + "\n".join(_alias_bomb()) + "\n" + v)
    path = write(ctx.tmp / "post.md", article(body="Say x here.\n\n```\ncode\n```"))
    done = ctx.run("script", path, "--config", config, timeout=30, mem_mb=1500)
    verdict = _bounded(done)
    if verdict.held and done.code == 1 and str(config) not in done.stderr:
        return Verdict(False, "not naming voices.yaml: " + done.brief(), "low")
    return verdict


DEEP = [
    ("hugo.toml dotted table 3,000 deep", ("hugo.toml", "[" + ".".join(["a"] * 3000) + "]\nx = 1\n")),
    ("hugo.toml inline tables 3,000 deep", ("hugo.toml", "[params]\nx = " + "{a = " * 3000 + "1" + "}" * 3000 + "\n")),
    ("variables.json 100,000 deep", ("variables.json", "[" * 100_000 + "]" * 100_000)),
    ("_data yaml 5,000 deep", ("_data/x.yml", "x: " + "[" * 5000 + "]" * 5000 + "\n")),
    ("hugo.json 100,000 deep", ("hugo.json", '{"params": ' + "[" * 100_000 + "]" * 100_000 + "}")),
    ("toml arrays 5,000 deep", ("hugo.toml", "[params]\nx = " + "[" * 5000 + "]" * 5000 + "\n")),
]


@attack("expansion", "high", variants=DEEP)
def a_s4_deeply_nested_site_data(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    name, data = v
    if name.startswith("_data"):
        write(ctx.tmp / "_config.yml", "title: Blog\n")
    write(ctx.tmp / name, data)
    path = write(
        ctx.tmp / "content" / "post.md", article(body='Before {{< param "x" >}} {{ site.data.x.x }} {{{ .x }}} after.')
    )
    done = ctx.run("script", path, timeout=60, mem_mb=2000)
    return _bounded(done)


@attack(
    "expansion", "high", variants=[("json front matter", "json"), ("toml front matter", "toml"), ("yaml flow", "yaml")]
)
def a_s4_deeply_nested_front_matter(ctx: Ctx, v: str) -> Verdict:
    if v == "json":
        text = '{\n"title": "Deep",\n"x": ' + "[" * 100_000 + "]" * 100_000 + "\n}\n\nText here.\n"
    elif v == "toml":
        text = "+++\ntitle = 'Deep'\nx = " + "{a = " * 5000 + "1" + "}" * 5000 + "\n+++\n\nText here.\n"
    else:
        text = "---\ntitle: Deep\nx: " + "{a: " * 5000 + "1" + "}" * 5000 + "\n---\n\nText here.\n"
    path = write(ctx.tmp / "post.md", text)
    write(ctx.tmp / "voices.yaml", "engine: espeak\n")
    return _bounded(ctx.run("script", path, timeout=60, mem_mb=2000))


CHAINS = [
    ("hugo params, 40 doublings", "hugo"),
    ("jekyll site, 40 doublings", "jekyll"),
    ("variables.json, 40 doublings", "variables"),
]


@attack("expansion", "high", variants=CHAINS)
def a_s4_variables_naming_variables(ctx: Ctx, v: str) -> Verdict:
    """Each variable's value names the next one twice: 2^40 if values were expanded again."""
    names = [f"v{i}" for i in range(41)]
    unit = {"hugo": '{{{{< param "{}" >}}}}', "jekyll": "{{{{ site.{} }}}}", "variables": "{{{{{{ .{} }}}}}}"}[v]
    values = {names[i]: (unit.format(names[i + 1]) + " ") * 2 for i in range(40)}
    values[names[40]] = "end"
    if v == "hugo":
        write(ctx.tmp / "hugo.toml", "[params]\n" + "".join(f"{k} = {json.dumps(val)}\n" for k, val in values.items()))
    elif v == "jekyll":
        write(
            ctx.tmp / "_config.yml", "title: Blog\n" + "".join(f"{k}: {json.dumps(val)}\n" for k, val in values.items())
        )
    else:
        write(ctx.tmp / "variables.json", json.dumps(values))
    path = write(ctx.tmp / "content" / "post.md", article(body=("Say " + unit.format("v0") + " now. ") * 100))
    return _bounded(ctx.run("script", path, timeout=60, mem_mb=2500))


NESTING = [
    ("unclosed paired shortcodes", "{{< details >}}x " * 50_000),
    ("paired shortcodes 5,000 deep", "{{< details >}}" * 5000 + "x" + "{{< /details >}}" * 5000),
    ("percent shortcodes 5,000 deep", "{{% note %}}" * 5000 + "x" + "{{% /note %}}" * 5000),
    ("liquid if 5,000 deep", "{% if a %}" * 5000 + "x" + "{% endif %}" * 5000),
    ("liquid raw unbalanced", "{% raw %}{{ x }} " * 50_000),
    ("liquid for 3,000 deep", "{% for a in b %}" * 3000 + "x" + "{% endfor %}" * 3000),
    ("mdx components 5,000 deep", "<Tabs>" * 5000 + "x" + "</Tabs>" * 5000),
    ("html divs 20,000 deep", "<div>" * 20_000 + "x" + "</div>" * 20_000),
    ("block quotes 5,000 deep", "> " * 5000 + "x"),
    ("list items 2,000 deep", "".join("  " * i + "- x\n" for i in range(2000))),
]


@attack("expansion", "high", variants=NESTING)
def a_s4_deep_nesting_in_the_body(ctx: Ctx, v: str) -> Verdict:
    write(ctx.tmp / "voices.yaml", "engine: espeak\n")
    path = write(ctx.tmp / "post.md", article(body="Words first.\n\n" + v))
    return _bounded(ctx.run("script", path, timeout=60, mem_mb=2000))


AMPLIFY = [
    ("a long footnote referenced 20,000 times", ("body", "word[^1] " * 20_000 + "\n\n[^1]: " + "note " * 10_000)),
    ("footnotes naming each other", ("body", "a[^1] " * 10_000 + "\n\n[^1]: see[^2]\n\n[^2]: see[^1]\n")),
    (
        "an abbreviation of 50 KB used 20,000 times",
        ("body", "*[HTML]: " + "word " * 10_000 + "\n\n" + "HTML " * 20_000),
    ),
    (
        "a reference link title of 50 KB used 20,000 times",
        ("body", "[a][r] " * 20_000 + '\n\n[r]: https://e.com "' + "t " * 25_000 + '"'),
    ),
    (
        "an image alt of 50 KB by reference 20,000 times",
        ("body", "![][r] " * 20_000 + '\n\n[r]: x.png "' + "t " * 25_000 + '"'),
    ),
    ("a lexicon entry of 100 KB", ("lexicon", "x " * 50_000)),
    ("a cue of 100 KB", ("cue", "```\na\n```\n\n" * 5_000)),
    ("a 100,000-digit number", ("body", "The number " + "7" * 100_000 + " is long.")),
    ("digits with separators", ("body", "Count " + ",".join(["123"] * 60_000) + " items.")),
    ("200,000 emoji", ("body", "\U0001f600" * 200_000)),
    (
        "TeX macros doubling 30 times",
        (
            "body",
            "$$"
            + "".join(f"\\def\\m{chr(97 + i)}{{\\m{chr(98 + i)}\\m{chr(98 + i)}}}" for i in range(25))
            + "\\mz\\ma$$",
        ),
    ),
    (
        "newcommand doubling",
        (
            "body",
            "$$"
            + "".join(f"\\newcommand{{\\n{chr(97 + i)}}}{{\\n{chr(98 + i)}\\n{chr(98 + i)}}}" for i in range(25))
            + "\\na$$",
        ),
    ),
    ("exponents 5,000 deep", ("body", "$" + "x^{" * 5000 + "y" + "}" * 5000 + "$")),
    ("fractions 3,000 deep", ("body", "$$" + "\\frac{1}{" * 3000 + "x" + "}" * 3000 + "$$")),
    ("a 1 MB table row", ("body", "| a |\n|---|\n| " + "cell | " * 150_000)),
    ("a 1 MB URL", ("body", "[link](https://example.com/" + "a" * 1_000_000 + ")")),
]


@attack("amplification", "medium", variants=AMPLIFY)
def a_s4_amplification_per_input_byte(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """What one input byte may cost: `script --json` within 60 s and 1.5 GB, its output within 40 times the
    article and the configuration (a name said for a symbol is a few dozen characters)."""
    kind, text = v
    voices = "engine: espeak\n"
    body = text
    if kind == "lexicon":
        voices += f"languages:\n  en:\n    lexicon: {{xx: {json.dumps(text)}}}\n"
        body = "xx " * 50_000
    elif kind == "cue":
        voices += f"languages:\n  en:\n    cues: {{code: {json.dumps('code ' * 20_000)}}}\n"
    config = write(ctx.tmp / "voices.yaml", voices)
    # (harness fix: a sentence of prose first, else an article of only code or math is refused as having none)
    path = write(ctx.tmp / "post.md", article(body="Some plain words to say first.\n\n" + body))
    done = ctx.run("script", path, "--json", "--config", config, timeout=60, mem_mb=1500)
    verdict = _bounded(done)
    size = path.stat().st_size + config.stat().st_size
    if verdict.held and len(done.out) > 40 * size:
        return Verdict(False, f"{len(done.out) / size:.0f}x the input in the script; " + done.brief())
    return Verdict(verdict.held, f"{len(done.out) / size:.1f}x; " + verdict.note, verdict.severity)


# --- files that are not regular files, for every file narrate opens


def _socket_file(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    sock = socket.socket(socket.AF_UNIX)
    # (harness fix, s6: a cache chunk's path is past AF_UNIX's 108 bytes; bound from its folder instead)
    here = os.getcwd()
    os.chdir(path.parent)
    try:
        sock.bind(path.name)
    finally:
        os.chdir(here)
    sock.close()  # the socket file stays
    return path


def _odd(path: Path, kind: str) -> Path:
    """A file of `kind` at `path`: fifo, socket, folder, zero (a link to /dev/zero), loop (a link to itself),
    dangling (a link to nothing)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        return _fifo(path)
    if kind == "socket":
        return _socket_file(path)
    if kind == "folder":
        write(path / "inside.txt", "x")
    elif kind == "zero":
        os.symlink("/dev/zero", path)
    elif kind == "urandom":
        os.symlink("/dev/urandom", path)
    elif kind == "loop":
        os.symlink(path.name, path)
    elif kind == "dangling":
        os.symlink(path.parent / "nothing-here", path)
    return path


ODD_KINDS = ("socket", "folder", "zero", "loop")
OPENED = [
    ("the article, given", "article"),
    ("an article in the content folder", "content"),
    ("voices.yaml found walking up", "voices"),
    ("--config", "config"),
    ("hugo.toml", "hugo.toml"),
    ("_config.yml", "_config.yml"),
    ("variables.json", "variables.json"),
    ("the article image", "image"),
    ("the feed image", "feed image"),
    ("intro_audio", "intro"),
]
ODD_OPENED = [
    (f"{label} is {kind}", (where, kind))
    for label, where in OPENED
    for kind in ODD_KINDS
    if not (kind == "folder" and where in ("image",))  # an image that is a folder: the s3 "images" class
]


@attack("non-regular file", "high", variants=ODD_OPENED)
def a_s4_an_opened_file_is_not_a_regular_file(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A socket, a folder, a link to /dev/zero or a link loop where narrate reads a file: the command
    ends within 30 s without a traceback or the memory cap, and a batch goes on with the other articles."""
    where, kind = v
    voices = OFFLINE
    extra = ""
    if where == "image":
        extra = "image: cover.png\n"
    elif where == "feed image":
        voices = FEED_ART
    elif where == "intro":
        voices = OFFLINE + "intro_audio: intro.wav\n"
    # (harness fix: in a section, as Hugo publishes it; a page at the content's top is skipped on a Hugo site)
    content = blog(ctx, {"posts/good.md": article("Good", extra=extra)}, voices)
    odd = {
        "article": ctx.tmp / "odd.md",
        "content": content / "odd.md",
        "voices": ctx.tmp / "voices.yaml",
        "config": ctx.tmp / "conf.yaml",
        "hugo.toml": ctx.tmp / "hugo.toml",
        "_config.yml": ctx.tmp / "_config.yml",
        "variables.json": ctx.tmp / "variables.json",
        "image": content / "posts" / "cover.png",
        "feed image": ctx.tmp / "art" / "cover.png",
        "intro": ctx.tmp / "intro.wav",
    }[where]
    if where == "voices":
        odd.unlink()
    _odd(odd, kind)
    if where == "article":
        done = ctx.run("script", odd, timeout=30, mem_mb=1500)
        if done.timed_out or b"MemoryError" in done.err:
            return Verdict(False, done.brief(), "high")
        return one_line(done, "odd.md")
    args: list[object] = ["build", content, "--out", ctx.tmp / "out"]
    if where == "config":
        args += ["--config", odd]
    done = ctx.run(*args, timeout=45, mem_mb=1500)
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    site_config = where in ("hugo.toml", "_config.yml", "variables.json")
    if site_config and done.code == 1 and len(done.errors()) == 1 and where in done.errors()[0]:
        # (harness fix) the site's own config unreadable: every article's address depends on it, so one line
        # for the build is what issue 43 asks ("anything else gets one line"), as for voices.yaml.
        return Verdict(True, "one line for the site's config: " + done.brief())
    if (where in ("content", "image") or site_config) and not list((ctx.tmp / "out").glob("*/good.mp3")):
        return Verdict(False, "the batch did not go on: " + done.brief(), "medium")
    return Verdict(True, done.brief())


MORE_FIFOS = [
    ("content/_index.md", "content/_index.md"),
    ("i18n/en.toml", "i18n/en.toml"),
    ("config/_default/languages.toml", "config/_default/languages.toml"),
    ("config/_default/menus.toml", "config/_default/menus.toml"),
    ("config/production/params.toml", "config/production/params.toml"),
    (".git", ".git"),
    ("content/.git", "content/.git"),
    ("_data/nav.json", "_data/nav.json"),
    ("data/products.yaml", "data/products.yaml"),
    ("themes/x/theme.toml", "themes/x/theme.toml"),
    ("content/notes.zh-hans.md", "content/notes.zh-hans.md"),
    ("content/posts/_defaults.md", "content/posts/_defaults.md"),
]


@attack("fifo", "high", variants=MORE_FIFOS)
def a_s4_a_named_pipe_among_the_sites_files(ctx: Ctx, v: str) -> Verdict:
    write(ctx.tmp / "hugo.toml", "baseURL = 'https://example.com/'\n")
    # (harness fix: notes.md in a section; at the content folder's top Hugo's rules skip it)
    blog(ctx, {"posts/notes.md": article(), "posts/other.md": article("Other")})
    if v == "hugo.toml":
        (ctx.tmp / v).unlink()
    _fifo(ctx.tmp / v)
    done = build(ctx, timeout=40)
    verdict = _ends(done)
    if verdict.held and v.startswith(("config/", "_data/", "data/", "i18n/")) and done.code == 1:
        if any(v in line for line in done.errors()):
            return Verdict(True, "one line for the site's config: " + done.brief())  # (harness fix, as above)
    if verdict.held and not list((ctx.tmp / "out").glob("*/notes.mp3")) and not v.startswith("content/notes"):
        return Verdict(False, "no episode: " + done.brief(), "medium")
    return verdict


@attack(
    "fifo",
    "high",
    variants=[
        ("script /dev/zero", ("script", "/dev/zero")),
        ("episode /dev/zero", ("episode", "/dev/zero")),
        ("check /dev/urandom", ("check", "/dev/urandom")),
        ("script /dev/stdin (an endless pipe)", ("script", "/dev/stdin")),
        ("build /dev", ("build", "/dev")),
        ("check /proc/self", ("check", "/proc/self")),
    ],
)
def a_s4_a_device_named_on_the_command_line(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    cmd, target = v
    write(ctx.tmp / "voices.yaml", OFFLINE)
    args: list[object] = [target] if cmd == "episode" else [cmd, target]
    if cmd == "build":
        args += ["--out", ctx.tmp / "out", "--dry-run"]
    if target == "/dev/stdin":
        yes = subprocess.Popen(["yes", "word"], stdout=subprocess.PIPE, start_new_session=True)
        try:
            narrate = ctx.narrate
            proc = subprocess.Popen(
                [*narrate, *map(str, args)],
                stdin=yes.stdout,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                env=ctx.env,
                cwd=ctx.tmp,
                start_new_session=True,
                preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_AS, (1500 << 20, 1500 << 20)),
            )
            try:
                out, err = proc.communicate(timeout=30)
                done = Run(proc.returncode, out, err, 0, 0, False)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.communicate()
                done = Run(None, b"", b"", 30, 0, True)
        finally:
            os.killpg(yes.pid, signal.SIGKILL)
            yes.wait()
    else:
        done = ctx.run(*args, timeout=30, mem_mb=1500)
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    if cmd == "build" or target.startswith("/proc"):
        return no_crash(done)
    if cmd == "check" and done.code == 1 and "not a regular file" in done.stdout and not done.traceback:
        return Verdict(True, "reported by check: " + done.brief())  # (harness fix: check reports on stdout)
    return one_line(done)


# --- the service: new answer shapes, many articles, the voice list (voice)


def _syncsafe(n: int) -> bytes:
    return bytes(((n >> 21) & 0x7F, (n >> 14) & 0x7F, (n >> 7) & 0x7F, n & 0x7F))


async def _script_answer(srv: Any, ws: Any, how: str, headers: dict[str, str], body: str) -> bool:
    """One scripted answer to an SSML request (see SHAPES_S4); False when the connection is finished."""
    import asyncio

    from edge_standin import audio_frame, parse_ssml, text_frame

    rid = headers.get("X-RequestId") or "0" * 32
    sid = "A" * 32
    parsed = parse_ssml(body)
    text = parsed.text if parsed else "x"
    rend = await asyncio.get_running_loop().run_in_executor(
        None, srv.render, text, parsed.voice if parsed else "en-US-AriaNeural"
    )
    mp3 = rend.mp3

    async def send(frame: str | bytes) -> None:
        await (ws.send_bytes(frame) if isinstance(frame, bytes) else ws.send_str(frame))

    async def start() -> None:
        await send(text_frame(rid, "turn.start", "{}"))
        await send(text_frame(rid, "response", json.dumps({"audio": {"type": "inline", "streamId": sid}})))

    async def meta(offset: Any, duration: Any, said: Any) -> None:
        data = json.dumps(
            {
                "Offset": offset,
                "Duration": duration,
                "text": {"Text": said, "Length": 1, "BoundaryType": "WordBoundary"},
            }
        )
        await send(text_frame(rid, "audio.metadata", '{"Metadata":[{"Type":"WordBoundary","Data":' + data + "}]}"))

    async def end() -> None:
        await send(audio_frame(rid, sid, b""))
        await send(text_frame(rid, "turn.end", "{}"))

    async def audio(payload: bytes, size: int = 4096) -> None:
        for at in range(0, len(payload), size):
            await send(audio_frame(rid, sid, payload[at : at + size]))

    await start()
    if how == "binary without audio":
        await audio(bytes(range(256)) * 40)
    elif how == "audio then close 1011":
        await audio(mp3[: len(mp3) // 2])
        await ws.close(code=1011, message=b"internal error")
        return False
    elif how == "audio, then never turn.end":
        await audio(mp3)
        return True
    elif how == "5 MB metadata":
        await meta(0, 100, "x" * 5_000_000)
    elif how == "100,000 metadata frames":
        for i in range(100_000):
            await meta(i, 1, "w")
    elif how == "Offset 10^15 ticks":
        await meta(10**15, 10**15, text.split()[0] if text.split() else "x")
    elif how == "negative Offset and Duration":
        await meta(-10_000_000, -5, text.split()[0] if text.split() else "x")
    elif how == "Offset 1e400":
        await send(
            text_frame(
                rid,
                "audio.metadata",
                '{"Metadata":[{"Type":"WordBoundary","Data":{"Offset":1e400,"Duration":1e400,"text":{"Text":"x"}}}]}',
            )
        )
    elif how == "binary frame of 1 byte":
        await send(b"\x00")
    elif how == "header length past the frame":
        await send((5000).to_bytes(2, "big") + b"Path:audio\r\n")
    elif how == "ID3 header claiming 256 MB":
        await audio(b"ID3\x04\x00\x00" + _syncsafe(0x0FFFFFFF) + mp3)
        await end()
        return True
    elif how == "turn.end before the audio":
        await send(text_frame(rid, "turn.end", "{}"))
        await audio(mp3)
        return True
    elif how == "10,000 frames of an unknown Path":
        for _ in range(10_000):
            await send(text_frame(rid, "weird.path", "{}"))
    elif how == "10 MB text frame without headers":
        await send("x" * 10_000_000)
    elif how == "20 MB of audio for one sentence":
        await audio((mp3 * (20_000_000 // max(1, len(mp3)) + 1))[:20_000_000], 65536)
        await end()
        return True
    elif how == "a metadata frame every 10 s, forever":
        for _ in range(60):
            await asyncio.sleep(10)
            await meta(0, 1, "x")
        return True
    elif how == "audio 1 byte per frame":
        await audio(mp3[:3000], 1)
    elif how == "audio after turn.end of another request":
        await send(text_frame("f" * 32, "turn.end", "{}"))
    await audio(mp3)
    await end()
    return True


SHAPES_S4 = [
    "binary without audio",
    "audio then close 1011",
    "audio, then never turn.end",
    "5 MB metadata",
    "100,000 metadata frames",
    "Offset 10^15 ticks",
    "negative Offset and Duration",
    "Offset 1e400",
    "binary frame of 1 byte",
    "header length past the frame",
    "ID3 header claiming 256 MB",
    "turn.end before the audio",
    "10,000 frames of an unknown Path",
    "10 MB text frame without headers",
    "20 MB of audio for one sentence",
    "a metadata frame every 10 s, forever",
    "audio 1 byte per frame",
    "audio after turn.end of another request",
]


def _scripted_by(answer: Callable[..., Any], how: str, limit: int | None, *, transport: bool = False) -> Any:
    """A stand-in that answers its first `limit` requests (None: all) with `answer(server, ws, [transport,] how,
    headers, body)`, the rest as the service; a connection the script breaks ends that answer (shared by every
    family's malformed-answer attacks: each family brings its own `answer`)."""
    from edge_standin import EdgeStandIn

    count = [0]

    class Standin(EdgeStandIn):  # type: ignore[misc]
        async def _answer(self, ws: Any, link: Any, connection: int, headers: Any, body: str, config: Any) -> bool:
            count[0] += 1
            if limit is not None and count[0] > limit:
                return bool(await super()._answer(ws, link, connection, headers, body, config))
            if how == "hang after 3":
                self.hang = count[0] > 3
                return bool(await super()._answer(ws, link, connection, headers, body, config))
            try:
                if transport:
                    return bool(await answer(self, ws, link, how, headers, body))
                return bool(await answer(self, ws, how, headers, body))
            except (ConnectionError, RuntimeError):
                return False

    return Standin(seed=0)


def _scripted(how: str, limit: int | None) -> Any:
    """A stand-in that answers its first `limit` requests (None: all) as `how` says, the rest as the service."""
    return _scripted_by(_script_answer, how, limit)


@attack("malformed answer", "medium", lane="voice", variants=[(f"{h}, once", h) for h in SHAPES_S4])
def a_s4_one_odd_answer_is_retried(ctx: Ctx, v: str) -> Verdict:
    """One answer of a new shape among good ones: retried, the episode made (and of a sensible size)."""
    done = _edge_build(ctx, _scripted(v, 1), EDGE_VOICES, "1", 150)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    size = mp3.stat().st_size if mp3.exists() else 0
    ok = done.code == 0 and not done.traceback and 0 < size < 2_000_000
    return Verdict(ok, f"episode {size} bytes; " + done.brief())


@attack("malformed answer", "medium", lane="voice", variants=[(f"{h}, always", h) for h in SHAPES_S4])
def a_s4_odd_answers_always_end_in_one_line(ctx: Ctx, v: str) -> Verdict:
    done = _edge_build(ctx, _scripted(v, None), EDGE_VOICES + "timeout: 5\nattempts: 2\n", "1", 150)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    verdict = one_line(done)
    if verdict.held and "please report" in done.stderr:
        return Verdict(False, "'please report this': " + done.brief())
    if done.code == 0 and not done.traceback:
        mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
        size = mp3.stat().st_size if mp3.exists() else 0
        return Verdict(0 < size < 2_000_000, f"accepted, episode {size} bytes: " + done.brief())
    return verdict


@contextlib.contextmanager
def _blackhole() -> Iterator[str]:
    """A TCP port that accepts connections and never says a word: ws://127.0.0.1:PORT."""
    import threading

    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(200)
    held: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:
        server.settimeout(0.2)
        while not stop.is_set():
            with contextlib.suppress(OSError):
                conn, _ = server.accept()
                held.append(conn)

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    try:
        yield f"ws://127.0.0.1:{server.getsockname()[1]}"
    finally:
        stop.set()
        thread.join(2)
        for conn in held:
            conn.close()
        server.close()


MANY = [
    ("never answers", ("hang", 50.0)),
    ("503 every handshake", ("503", 35.0)),
    ("answers 3, then never", ("hang after 3", 60.0)),
    ("accepts TCP, says nothing", ("blackhole", 50.0)),
    ("a metadata frame every 10 s", ("a metadata frame every 10 s, forever", 60.0)),
]


@attack("service refuses", "medium", lane="voice", variants=MANY)
def a_s4_twenty_articles_against_a_silent_service(ctx: Ctx, v: tuple[str, float]) -> Verdict:
    """`narrate build --no-fallback` of 20 articles against a service that refuses or stays silent ends
    within the one-article bound plus a little (docs/troubleshooting.md: ~35 s), not 20 times it."""
    from edge_standin import EdgeStandIn

    how, bound = v
    write(ctx.tmp / "voices.yaml", EDGE_VOICES)
    for i in range(20):
        write(
            ctx.tmp / "content" / f"p{i:02}.md",
            article(f"Post {i}", f"Paragraph one of post {i}.\n\nAnd its second paragraph, {i}."),
        )
    args = ("build", ctx.tmp / "content", "--out", ctx.tmp / "out", "--no-fallback")
    if how == "blackhole":
        with _blackhole() as url:
            done = ctx.run(*args, timeout=150, env={"NARRATE_EDGE_URL": url})
    else:
        server = (
            EdgeStandIn(seed=0, hang=True)
            if how == "hang"
            else (EdgeStandIn(seed=0, refuse_503_rate=1.0) if how == "503" else _scripted(how, None))
        )
        with server:
            done = ctx.run(*args, timeout=150, env={"NARRATE_EDGE_URL": server.url})
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    ok = done.code == 1 and not done.traceback and done.seconds <= bound
    return Verdict(ok, f"{done.seconds:.1f} s (bound {bound:.0f} s); " + done.brief())


VOICE_LISTS = [
    ("not JSON", b"<html>nope"),
    ("a JSON object", b'{"voices": []}'),
    ("entries without keys", b"[{}, 1, null, []]"),
    (
        "escapes in names",
        json.dumps(
            [
                {
                    "Name": "x",
                    "ShortName": "en-US-\x1b[31mEvil\x1b]0;pwned\x07",
                    "Gender": "Female",
                    "Locale": "en-US",
                    "FriendlyName": "\x1b[2J",
                    "Status": "GA",
                    "SuggestedCodec": "audio-24khz-48kbitrate-mono-mp3",
                    "VoiceTag": {},
                }
            ]
        ).encode(),
    ),
    (
        "30 MB list",
        json.dumps(
            [
                {
                    "Name": "n" * 1000,
                    "ShortName": f"en-US-V{i}Neural",
                    "Gender": "Female",
                    "Locale": "en-US",
                    "FriendlyName": "f",
                    "Status": "GA",
                    "SuggestedCodec": "x",
                    "VoiceTag": {},
                }
                for i in range(25_000)
            ]
        ).encode(),
    ),
    ("never answers", b"hang"),
]


@attack("service refuses", "medium", lane="voice", variants=VOICE_LISTS)
def a_s4_an_odd_voice_list(ctx: Ctx, v: bytes) -> Verdict:
    """`narrate voices --lang en` against a service whose voice list is odd: it ends within 60 s, says the
    snapshot's voices or one line, never a traceback or a raw escape on the terminal."""
    import asyncio

    from aiohttp import web

    from edge_standin import EdgeStandIn

    class Standin(EdgeStandIn):  # type: ignore[misc]
        async def _handle_voices(self, request: Any) -> Any:
            if v == b"hang":
                await asyncio.sleep(300)
            return web.Response(body=v, content_type="application/json")

    write(ctx.tmp / "voices.yaml", EDGE_VOICES)
    with Standin(seed=0) as server:
        done = ctx.run("voices", "--lang", "en", timeout=90, env={"NARRATE_EDGE_URL": server.url})
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    raw = b"\x1b" in done.out + done.err or b"\x07" in done.out + done.err
    ok = done.code in (0, 1) and not done.traceback and not raw and done.seconds < 60
    return Verdict(ok, ("raw escape; " if raw else "") + done.brief(), "low" if raw and not done.traceback else None)


# --- cue and other templates, new variants


CUES_S4 = [
    ("conversion !s", ("code_many", "{n!s} samples")),
    ("precision spec", ("code_many", "{n:.9999999f}")),
    ("zero padding", ("code_many", "{n:0200000000d}")),
    ("a list", ("code_many", "[a, b]")),
    ("a number", ("code_many", "12")),
    ("null", ("code_many", "null")),
    ("a mapping", ("code_many", "{a: b}")),
    ("lone surrogate", ("code_many", '"\\ud800 {n}"')),
    ("unknown cue key", ("code_mnay", "{n} samples")),
    ("field with spaces", ("code_many", "{ n }")),
    ("field by attribute of alt", ("image_alt", "{alt.upper}")),
    ("nested braces", ("code_many", "{{{n}}}")),
]


@attack("cues", "medium", variants=CUES_S4)
def a_s4_cue_template_variants(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A cue that is not plain text with its named fields: one line naming voices.yaml, the key and its
    line, in well under 5 s; never a traceback, a gigabyte string or a silently ignored typo."""
    key, template = v
    value = template if template.startswith(('"', "[", "{a", "null")) or template.isdigit() else f"'{template}'"
    config = write(ctx.tmp / "voices.yaml", f"engine: espeak\nlanguages:\n  en:\n    cues:\n      {key}: {value}\n")
    body = "Text before.\n\n```\na\n```\n\n```\nb\n```\n\n![a cat](cat.png)\n"
    path = write(ctx.tmp / "post.md", article(body=body))
    done = ctx.run("script", path, "--config", config, timeout=30, mem_mb=1500)
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    if template == "{{{n}}}" and done.code == 0 and not done.traceback:
        return Verdict(True, "a literal brace around the field: accepted; " + done.brief())
    if done.code == 0 and not done.traceback:
        return Verdict(False, "accepted: " + done.brief(), "low")
    return one_line(done, str(config), key)


TEMPLATES_S4 = [
    (
        "intro repeats {title} 5,000 times",
        ("languages:\n  en:\n    intro: '" + "{title} " * 5000 + "'\n", "t" * 20_000),
    ),
    (
        "outro repeats {title} 5,000 times",
        ("languages:\n  en:\n    outro: '" + "{title} " * 5000 + "'\n", "t" * 20_000),
    ),
    (
        "article_url repeats {slug}",
        ("feed:\n  base_url: https://e.com/p\n  article_url: '" + "{slug}" * 5000 + "'\n", "Notes"),
    ),
    ("intro with a spec", ("languages:\n  en:\n    intro: '{title:>99999999}'\n", "Notes")),
    ("intro with a conversion", ("languages:\n  en:\n    intro: '{title!r}'\n", "Notes")),
    ("outro positional", ("languages:\n  en:\n    outro: 'bye {0}'\n", "Notes")),
    (
        "media_base_url positional",
        ("feed:\n  base_url: https://e.com/p\n  media_base_url: 'https://m.example/{}'\n", "Notes"),
    ),
    ("copyright attribute", ("feed:\n  base_url: https://e.com/p\n  copyright: '{year.real}'\n", "Notes")),
]


@attack("cues", "medium", variants=TEMPLATES_S4)
def a_s4_other_templates(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """intro/outro/feed templates: a format spec or a field narrate does not name is one line at load; a
    placeholder repeated thousands of times with a long title stays within time and memory."""
    extra, title = v
    config = write(ctx.tmp / "voices.yaml", "engine: espeak\n" + extra)
    content = ctx.tmp / "content"
    # (harness fix: an intro is said only for an article with an author or a date; the outro is literal text,
    # not a template, so `{title}` or `{0}` in it are words; the repeats are judged by `script`'s size)
    path = write(content / "notes.md", article(title=title, extra="author: Ann\n"))
    if "{title} {title}" in extra or "{slug}{slug}" in extra:
        done = ctx.run("script", path, "--json", "--config", config, timeout=60, mem_mb=1500)
        verdict = _bounded(done)
        size = path.stat().st_size + config.stat().st_size
        if verdict.held and len(done.out) > 40 * size:
            return Verdict(False, f"{len(done.out) / size:.0f}x the input in the script; " + done.brief())
        return verdict
    done = ctx.run("build", content, "--out", ctx.tmp / "out", "--config", config, timeout=60, mem_mb=1500)
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    if "outro:" in extra:
        return no_crash(done)
    return one_line(done, str(config))


# --- Unicode and the terminal, new variants


FEED_CHARS = [
    ("NUL in the title", ("title", "Null\\0 byte")),
    ("ESC in the title", ("title", "Red \\e[31m title")),
    ("U+FFFE in the description", ("description", "Non\\uFFFEcharacter")),
    ("U+FFFF in a tag", ("tags", "Tag\\uFFFF")),
    ("VT in the author", ("author", "Auth\\vor")),
    ("bidi override in a tag", ("tags", "\\u202Eevil")),
    ("C1 control in the title", ("title", "Next\\x85line \\x9b31m")),
    ("BEL in a category", ("categories", "Ring\\a bell")),
]


@attack("control characters", "medium", variants=FEED_CHARS)
def a_s4_control_characters_reach_no_published_file(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A control character in a front-matter field: the feed stays well-formed XML (a control character
    is not allowed in XML 1.0: podcast apps drop such a feed), episodes.json valid JSON, the page clean."""
    import xml.etree.ElementTree as ET

    key, value = v
    field = f'{key}: ["{value}"]\n' if key in ("tags", "categories") else f'{key}: "{value}"\n'
    text = article(extra=field).replace("title: Notes\n", "") if key == "title" else article(extra=field)
    blog(ctx, {"notes.md": text, "other.md": article("Other")})
    done = build(ctx)
    if done.code not in (0, 1) or done.traceback:
        return Verdict(False, done.brief())
    problems = []
    feed = ctx.tmp / "out" / "en" / "feed.xml"
    if feed.exists():
        try:
            ET.parse(feed)
        except ET.ParseError as exc:
            problems.append(f"feed.xml is not XML: {exc}")
    for path in (ctx.tmp / "out").rglob("*"):
        if path.suffix in (".xml", ".html", ".json", ".vtt") and path.is_file():
            data = path.read_text(encoding="utf-8", errors="replace")
            found = _CONTROL.findall(data)
            if found:
                problems.append(f"{path.name}: {sorted({repr(c) for c in found})}")
    if (ctx.tmp / "out" / "en" / "notes.mp3").exists():
        from mutagen.id3 import ID3

        tags = " ".join(str(f) for f in ID3(ctx.tmp / "out" / "en" / "notes.mp3").values())
        if _CONTROL.search(tags):
            problems.append("in the MP3's tags")
    return Verdict(not problems, "; ".join(problems)[:300] or "clean; " + done.brief())


ESCAPES = "\x1b]0;pwned\x07\x1b[2J"
TERMINAL_S4 = [
    ("a misread flag's value", ("build", "audio: " + json.dumps(ESCAPES) + "\n")),
    ("a language's value", ("build", "lang: " + json.dumps(ESCAPES) + "\n")),
    ("a date's value", ("build", "date: " + json.dumps(ESCAPES) + "\n")),
    ("a slug's value", ("build", "slug: " + json.dumps(ESCAPES) + "\n")),
    ("the title, in build's progress", ("build", "title: " + json.dumps("T " + ESCAPES) + "\n")),
    ("the body, in check's findings", ("check", "")),
    ("the body, in script's text", ("script", "")),
    ("an image path", ("build", "image: " + json.dumps(ESCAPES + ".png") + "\n")),
]


@attack("terminal", "low", variants=TERMINAL_S4)
def a_s4_escapes_from_an_article_reach_the_terminal(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A value from an article (front matter or text) with terminal escapes: whatever narrate prints about
    it shows them escaped, never raw (an OSC sets the terminal's title; ESC[2J clears it)."""
    cmd, extra = v
    body = "Some words here. " + ESCAPES + " More words \x1b[31mred\x1b[0m after ```broken."
    text = article(body=body, extra=extra)
    if extra.startswith("title:"):
        text = text.replace("title: Notes\n", "")
    content = blog(ctx, {"notes.md": text, "other.md": article("Other")})
    if cmd == "build":
        done = build(ctx)
    elif cmd == "check":
        done = ctx.run("check", content, timeout=60)
    else:
        done = ctx.run("script", content / "notes.md", timeout=60)
    raw = [repr(m) for m in (b"\x1b]", b"\x1b[", b"\x07") if m in done.out + done.err]
    return Verdict(not raw and not done.traceback, f"raw {raw}; {done.brief()}" if raw else done.brief())


VOICES_ESCAPES = [
    ("an unknown key", json.dumps("\x1b[31mkey\x1b]0;x\x07") + ": 1\n"),
    ("an unknown language", "languages:\n  " + json.dumps("x\x1b[2J") + ": {}\n"),
    ("a bad voice", "languages:\n  en: {voice: " + json.dumps("\x1b]0;pwned\x07") + "}\n"),
    ("a YAML syntax error line", "engine: espeak\nbad: [\x1b[31m\n"),
]


@attack("terminal", "low", variants=VOICES_ESCAPES)
def a_s4_escapes_in_voices_yaml_reach_the_terminal(ctx: Ctx, v: str) -> Verdict:
    config = write(ctx.tmp / "voices.yaml", "engine: espeak\n" + v if not v.startswith("engine") else v)
    path = write(ctx.tmp / "post.md", article())
    done = ctx.run("script", path, "--config", config, timeout=30)
    raw = [repr(m) for m in (b"\x1b]", b"\x1b[", b"\x07") if m in done.out + done.err]
    return Verdict(not raw and not done.traceback, f"raw {raw}; {done.brief()}" if raw else done.brief())


LINE_ENDINGS = [
    ("CR-only voices.yaml", ("voices", "engine: espeak\rlanguages:\r  en: {outro: 'CR outro'}\r")),
    ("NEL line breaks in front matter", ("article", "---\x85title: Carriage\x85lang: ja\x85---\x85\x85A body.\n")),
    (
        "LS line breaks in front matter",
        ("article", "---\u2028title: Carriage\u2028lang: ja\u2028---\u2028\u2028A body.\n"),
    ),
    ("CR CR LF", ("article", "---\r\r\ntitle: Carriage\r\r\nlang: ja\r\r\n---\r\r\n\r\r\nA body.\r\r\n")),
    ("CR-only TOML with an opt-out", ("optout", "+++\rtitle = 'Notes'\rlang = 'en'\raudio = false\r+++\r\rA body.\r")),
    ("CR-only JSON front matter", ("article", '{\r"title": "Carriage",\r"lang": "ja"\r}\r\rA body.\r')),
]


@attack("CR line endings", "medium", variants=LINE_ENDINGS)
def a_s4_other_line_endings(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """Line endings other than LF: honoured as line endings (the front matter read, the opt-out kept), or
    refused in one line; never read as something else."""
    kind, text = v
    if kind == "voices":
        config = write(ctx.tmp / "voices.yaml", text)
        path = write(ctx.tmp / "post.md", article())
        done = ctx.run("script", path, "--config", config, "--json", timeout=30)
        if done.code == 1 and len(done.errors()) == 1:
            return Verdict(True, "refused in one line: " + done.brief())
        return Verdict(done.code == 0 and "CR outro" in done.stdout, done.brief())
    if kind == "optout":
        blog(ctx, {"notes.md": text, "other.md": article("Other")})
        done, report = build_json(ctx)
        return Verdict(not (ctx.tmp / "out" / "en" / "notes.mp3").exists() and not done.traceback, done.brief())
    write(ctx.tmp / "voices.yaml", "engine: espeak\n")
    if text.startswith("{"):  # (harness fix, s5: JSON front matter is Hugo's; in a plain folder the file is body)
        write(ctx.tmp / "hugo.toml", "baseURL = 'https://example.com/'\n")
    path = write(ctx.tmp / "post.md", text)
    done = ctx.run("script", path, "--json", timeout=30)
    if done.code == 1 and len(done.errors()) == 1:
        return Verdict(True, "refused in one line: " + done.brief())
    try:
        script = json.loads(done.stdout)
    except ValueError:
        return Verdict(False, done.brief())
    ok = script.get("title") == "Carriage" and script.get("lang") == "ja"
    return Verdict(ok, f"title {script.get('title')!r:.40}, lang {script.get('lang')}")


# --- serve, new variants


RANGES_S4 = [
    ("space after =", ("bytes= 0-1", (206, 200, 416))),
    ("unit in capitals", ("Bytes=0-1", (206, 200))),
    ("trailing comma", ("bytes=0-1,", (206, 200, 416))),
    ("a lone dash", ("bytes=-", (200, 416))),
    ("double dash", ("bytes=0--1", (200, 416))),
    ("hex", ("bytes=0x1-0x2", (200, 416))),
    ("100 KB header", ("bytes=" + "0-1," * 25_000 + "2-3", (200, 206, 400, 413, 416, 431, 0))),
    ("tab inside", ("bytes=0-\t1", (200, 206, 416))),
    ("past the end", ("bytes=1000-2000", (416,))),
    ("fullwidth digits", ("bytes=\uff11-\uff12", (200, 416))),
    ("superscript digits", ("bytes=\u00b9-\u00b2", (200, 416))),
    ("overlapping 200 ranges", ("bytes=" + ",".join(["0-99"] * 200), (200, 206, 416))),
]


@attack("serve", "medium", variants=RANGES_S4)
def a_s4_serve_range_header(ctx: Ctx, v: tuple[str, tuple[int, ...]]) -> Verdict:
    header, allowed = v
    write(ctx.tmp / "out" / "en" / "a.mp3", b"0123456789" * 10)
    with _served(ctx, "--quiet") as (port, proc):
        status, body = _http(port, f"GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\nRange: {header}\r\n\r\n".encode())
        alive = proc.poll() is None
    log = (ctx.tmp / "serve.log").read_bytes()
    big = len(body) > 100 * 20  # a 100-byte file answered as many copies of itself
    ok = status in allowed and alive and b"Traceback" not in log and not big
    return Verdict(
        ok,
        f"answered {status}, {len(body)} bytes{' (traceback logged)' if b'Traceback' in log else ''}",
        "low" if status in (200, 206, 416) and not big else None,
    )


SERVE_S4 = [
    ("a link to /etc/passwd in the folder", ("link", "GET /en/passwd.mp3", "", (403, 404))),
    ("a linked folder to /etc", ("folderlink", "GET /etc/passwd", "", (403, 404))),
    ("raw dot segments", ("", "GET /en/../../../../etc/passwd", "", (400, 403, 404))),
    ("absolute-form target", ("", "GET http://127.0.0.1/../../etc/passwd", "", (400, 403, 404))),
    ("backslashes", ("", "GET /..\\..\\..\\etc\\passwd", "", (400, 403, 404))),
    ("double-encoded dots", ("", "GET /%252e%252e/%252e%252e/etc/passwd", "", (400, 403, 404))),
    ("PUT a file", ("put", "PUT /en/new.mp3", "Content-Length: 5\r\n\r\nhello", (403, 405, 501, 400))),
    ("DELETE a file", ("delete", "DELETE /en/a.mp3", "", (403, 405, 501, 400))),
    ("POST 10 MB", ("", "POST /en/a.mp3", f"Content-Length: {10_000_000}", (400, 405, 413, 501, 0))),
    ("TRACE", ("", "TRACE /en/a.mp3", "", (400, 403, 405, 501))),
    ("HTTP/2 preface", ("raw", "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", "", (0, 400, 505))),
    ("HTTP/0.9", ("raw", "GET /en/a.mp3\r\n", "", (0, 400, 505))),
    (
        "chunked GET",
        (
            "",
            "GET /en/a.mp3",
            "Transfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /../../etc/passwd HTTP/1.1\r\nHost: x\r\n",
            (200, 400),
        ),
    ),
    ("script in the Host, rebased", ("host", "GET /en/feed.xml", 'Host: a"><script>alert(1)</script>', (400,))),
    ("Host with a path, rebased", ("host", "GET /episodes.json", "Host: evil.example/x?", (400,))),
    ("the ledger", ("", "GET /manifest/.written.json", "", (200, 403, 404))),
]


@attack("serve", "medium", variants=SERVE_S4)
def a_s4_serve_odd_request(ctx: Ctx, v: tuple[str, str, str, tuple[int, ...]]) -> Verdict:
    setup, line, header, allowed = v
    write(ctx.tmp / "out" / "en" / "a.mp3", b"0123456789" * 10)
    write(
        ctx.tmp / "out" / "en" / "feed.xml",
        "<rss><channel><link>https://example.com/podcast/en/a.mp3</link></channel></rss>",
    )
    write(
        ctx.tmp / "out" / "episodes.json",
        json.dumps({"version": 2, "base_url": "https://example.com/podcast", "episodes": []}),
    )
    if setup == "link":
        os.symlink("/etc/passwd", ctx.tmp / "out" / "en" / "passwd.mp3")
    elif setup == "folderlink":
        os.symlink("/etc", ctx.tmp / "out" / "etc")
    if setup == "raw":
        request = line.encode()
    elif setup == "host":
        request = f"{line} HTTP/1.1\r\n{header}\r\n\r\n".encode()
    elif header.startswith("Content-Length: 5"):
        request = f"{line} HTTP/1.1\r\nHost: 127.0.0.1\r\n{header}".encode()
    else:
        request = f"{line} HTTP/1.1\r\nHost: 127.0.0.1\r\n{header}\r\n\r\n".encode()
    before = sorted(str(p.relative_to(ctx.tmp / "out")) for p in (ctx.tmp / "out").rglob("*"))
    with _served(ctx, "--rebase") as (port, proc):
        status, body = _http(port, request, timeout=10)
        alive = proc.poll() is None
    after = sorted(str(p.relative_to(ctx.tmp / "out")) for p in (ctx.tmp / "out").rglob("*"))
    log = (ctx.tmp / "serve.log").read_bytes()
    leaked = b"root:" in body
    changed = before != after
    script = b"<script>alert" in body
    ok = status in allowed and alive and b"Traceback" not in log and not leaked and not changed and not script
    note = f"answered {status}" + (" leaked /etc/passwd" if leaked else "") + (" the folder changed" if changed else "")
    note += (" the Host's script in the answer" if script else "") + (" traceback" if b"Traceback" in log else "")
    return Verdict(ok, note, "high" if leaked or changed else None)


@attack(
    "serve",
    "medium",
    variants=[
        ("300 idle connections", "idle"),
        ("a client reading 1 KB/s of 20 MB", "slow"),
        ("300 byte-by-byte headers", "drip"),
    ],
)
def a_s4_serve_slow_clients(ctx: Ctx, v: str) -> Verdict:
    """Clients that hold connections: a plain request is still answered within 5 s."""
    write(ctx.tmp / "out" / "en" / "a.mp3", b"0123456789" * 10)
    write(ctx.tmp / "out" / "en" / "big.mp3", b"\x00" * 20_000_000)
    held: list[socket.socket] = []
    with _served(ctx, "--quiet") as (port, proc):
        try:
            for _ in range(300 if v != "slow" else 1):
                with contextlib.suppress(OSError):
                    conn = socket.create_connection(("127.0.0.1", port), timeout=2)
                    if v == "slow":
                        conn.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
                        conn.sendall(b"GET /en/big.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                        conn.recv(1024)
                    elif v == "drip":
                        conn.sendall(b"GET /en/a.mp3 HTTP/1.1\r\nHo")
                    held.append(conn)
            started = time.monotonic()
            status, _ = _http(port, "GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", timeout=5)
            took = time.monotonic() - started
            alive = proc.poll() is None
        finally:
            for conn in held:
                conn.close()
    return Verdict(status == 200 and took < 5 and alive, f"answered {status} in {took:.1f} s with {len(held)} held")


# --- check-host against odd hosts


def _odd_host(behaviour: str) -> tuple[Any, int]:
    """A local HTTP host that misbehaves as `behaviour` says for every path; (server, port)."""
    import gzip
    import http.server
    import threading

    class Handler(http.server.BaseHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:
            pass

        def do_GET(self) -> None:
            port = self.server.server_address[1]
            if behaviour == "trickle":
                self.send_response(200)
                self.send_header("Content-Length", "1000")
                self.end_headers()
                for _ in range(120):
                    with contextlib.suppress(OSError):
                        self.wfile.write(b" ")
                        self.wfile.flush()
                    time.sleep(1)
                return
            if behaviour == "redirect loop":
                self.send_response(301)
                self.send_header("Location", self.path)
                self.end_headers()
                return
            if behaviour == "redirect to file":
                self.send_response(302)
                self.send_header("Location", "file:///etc/passwd")
                self.end_headers()
                return
            body: bytes
            if behaviour == "200 MB episodes.json":
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.end_headers()
                with contextlib.suppress(OSError):
                    self.wfile.write(b'{"episodes": [' + b'{"a": 1},' * 20)
                    for _ in range(200):
                        self.wfile.write(b" " * 1_000_000)
                return
            if behaviour == "gzip bomb":
                body = gzip.compress(b" " * 500_000_000, compresslevel=9)
                self.send_response(200)
                self.send_header("Content-Encoding", "gzip")
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                return
            if behaviour == "deep JSON":
                body = b"[" * 200_000 + b"]" * 200_000
            elif behaviour == "100,000 episodes":
                eps = [
                    {"audio": f"http://127.0.0.1:{port}/en/{i}.mp3", "lang": "en", "slug": f"s{i}"}
                    for i in range(100_000)
                ]
                body = json.dumps({"version": 2, "episodes": eps}).encode()
            elif behaviour == "not UTF-8":
                body = b'{"episodes": [{"slug": "\xff\xfe"}]}'
            elif behaviour == "Content-Length lies":
                self.send_response(200)
                self.send_header("Content-Length", "100000000")
                self.end_headers()
                self.wfile.write(b'{"episodes": []}')
                return
            else:
                body = b"{}"
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            with contextlib.suppress(OSError):
                self.wfile.write(body)

        do_HEAD = do_GET

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


HOSTS = [
    (h, h)
    for h in (
        "trickle",
        "redirect loop",
        "redirect to file",
        "200 MB episodes.json",
        "gzip bomb",
        "deep JSON",
        "100,000 episodes",
        "not UTF-8",
        "Content-Length lies",
    )
]


@attack("check-host", "medium", variants=HOSTS)
def a_s4_check_host_against_an_odd_host(ctx: Ctx, v: str) -> Verdict:
    """`narrate check-host` against a host that misbehaves: it ends within 90 s and 1.5 GB, a report or one
    line, never a traceback."""
    server, port = _odd_host(v)
    try:
        done = ctx.run("check-host", f"http://127.0.0.1:{port}/", timeout=120, mem_mb=1500)
    finally:
        server.shutdown()
        server.server_close()
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    ok = not done.traceback and done.code in (0, 1) and done.seconds < 90
    return Verdict(ok, done.brief())


# ============================================================================= session 5: new variants, new surfaces
# Written before any of them was run against main (issue 43, round 4, session 5): paths, keys, files, frames,
# fields and shapes the s3 and s4 families did not try. Each says what it expects in its docstring or verdict.

FAMILY[0] = "s5"

ZH = "这是一段值得一听的简体中文文字。"


def _translated_blog(ctx: Ctx) -> Path:
    """An English article with a zh-hans translation (its page and episode derived from the same name), a
    second article, an article image and a channel cover: a build writes every kind of file narrate writes,
    in two languages."""
    posts = {
        "notes.md": article(extra="image: cover.png\ntranslationKey: n1\n"),
        "notes.zh-hans.md": article("笔记", ZH, "translationKey: n1\n", lang="zh-hans"),
        "other.md": article("Other"),
    }
    content = blog(ctx, posts, FEED_ART)
    png(content / "cover.png")
    png(ctx.tmp / "art" / "cover.png", color=(10, 20, 30))
    return content


def _edit_all(content: Path) -> None:
    """Every article of _translated_blog says something else (a rebuild writes every file again)."""
    write(
        content / "notes.md", article(body="Now this is said instead.", extra="image: cover.png\ntranslationKey: n1\n")
    )
    write(
        content / "notes.zh-hans.md", article("笔记", "现在说的是另一段文字。", "translationKey: n1\n", lang="zh-hans")
    )
    write(content / "other.md", article("Other", "Other words now."))


S5_PATHS = [
    "zh-hans/notes.html",
    "zh-hans/notes.mp3",
    "zh-hans/notes.vtt",
    "zh-hans/notes.words.json",
    "zh-hans/feed.xml",
    "zh-hans/episodes.json",
    "zh-hans/notes.episode.json",
    "player/narrate-player.js",
    "player/page.css",
    "manifest/.stamps.json",
    "manifest/zh-hans/notes.json",
    "en/other.html",
]


@attack("overwrite", "high", variants=[(p, p) for p in S5_PATHS])
def a_s5_link_to_a_users_file_at_a_new_path(ctx: Ctx, v: str) -> Verdict:
    """A translation's derived files, the player's other files, the stamps: planted as a link to a user's
    file before the first build. The user's file stays, nothing is created beside it."""
    _translated_blog(ctx)
    outside = write(ctx.tmp / "elsewhere" / "keep.txt", USER)
    link = ctx.tmp / "out" / v
    link.parent.mkdir(parents=True, exist_ok=True)
    os.symlink(outside, link)
    done = build(ctx)
    return kept_verdict(done, unchanged(outside) + _written_outside(ctx, ctx.tmp / "elsewhere"))


@attack("overwrite", "high", variants=[(p, p) for p in S5_PATHS])
def a_s5_site_file_at_a_new_path(ctx: Ctx, v: str) -> Verdict:
    """The site's own file already where narrate would write (first build): kept as it is."""
    _translated_blog(ctx)
    planted = write(ctx.tmp / "out" / v, USER)
    return kept_verdict(build(ctx), unchanged(planted))


S5_DIRS = [
    "zh-hans/notes.html",
    "zh-hans/feed.xml",
    "zh-hans/episodes.json",
    "player/page.css",
    "manifest/.stamps.json",
    "en/other.words.json",
]


@attack("overwrite", "high", variants=[(p, p) for p in S5_DIRS])
def a_s5_a_folder_where_a_file_goes(ctx: Ctx, v: str) -> Verdict:
    """A folder (with a file of the user's in it) where narrate writes a file: kept, and the build says so
    (naming the path) or goes on without it."""
    _translated_blog(ctx)
    planted = write(ctx.tmp / "out" / v / "keep.txt", USER)
    done = build(ctx)
    verdict = kept_verdict(done, unchanged(planted))
    if verdict.held and Path(v).name not in done.stderr:
        return Verdict(False, "kept but not said: " + done.brief(), "low")
    return verdict


S5_BETWEEN = [
    "zh-hans/notes.mp3",
    "zh-hans/notes.html",
    "zh-hans/feed.xml",
    "player/narrate-player.js",
    "manifest/.stamps.json",
    "cover.png",
]


@attack("overwrite", "high", variants=[(p, p) for p in S5_BETWEEN])
def a_s5_link_planted_between_two_builds(ctx: Ctx, v: str) -> Verdict:
    """Built; narrate's file replaced by a link to a user's file; every article edited; built again: the
    user's file stays (the link is not narrate's)."""
    content = _translated_blog(ctx)
    build(ctx)
    outside = write(ctx.tmp / "elsewhere" / "keep.txt", USER)
    link = ctx.tmp / "out" / v
    link.unlink(missing_ok=True)
    os.symlink(outside, link)
    _edit_all(content)
    png(ctx.tmp / "art" / "cover.png", color=(90, 20, 30))
    done = build(ctx)
    return kept_verdict(done, unchanged(outside) + _written_outside(ctx, ctx.tmp / "elsewhere"))


@attack("overwrite", "high", variants=[(p, p) for p in ("zh-hans", "player", "manifest", "manifest/en", "en")])
def a_s5_a_folder_replaced_by_a_link_between_builds(ctx: Ctx, v: str) -> Verdict:
    """Built; one of narrate's folders replaced by a link to a folder of the user's; every article edited;
    built again: nothing written into, nor deleted from, the user's folder."""
    content = _translated_blog(ctx)
    build(ctx)
    outside = write(ctx.tmp / "elsewhere" / "keep.txt", USER)
    folder = ctx.tmp / "out" / v
    shutil.rmtree(folder)
    os.symlink(ctx.tmp / "elsewhere", folder)
    _edit_all(content)
    done = build(ctx)
    return kept_verdict(done, unchanged(outside) + _written_outside(ctx, ctx.tmp / "elsewhere"))


@attack("overwrite", "high", variants=[(s, s) for s in (".html", ".mp3", ".vtt", ".episode.json")])
def a_s5_site_file_in_place_of_a_translations_then_it_goes(ctx: Ctx, v: str) -> Verdict:
    """Built; the site put its own file in place of the translation's; the translation is deleted: the
    site's file stays."""
    content = _translated_blog(ctx)
    build(ctx)
    planted = write(ctx.tmp / "out" / "zh-hans" / f"notes{v}", USER)
    (content / "notes.zh-hans.md").unlink()
    write(content / "third.md", article("Third"))
    return kept_verdict(build(ctx), unchanged(planted))


READ_ONLY = [
    ("the episode's MP3 0444", ("file", "en/notes.mp3")),
    ("the feed 0444", ("file", "en/feed.xml")),
    ("the stamps 0444", ("file", "manifest/.stamps.json")),
    ("the manifest folder 0555", ("dir", "manifest")),
    ("the player folder 0555", ("dir", "player")),
    ("the translation's folder 0555", ("dir", "zh-hans")),
]


@attack("overwrite", "medium", variants=READ_ONLY)
def a_s5_made_read_only_between_builds(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """Built; a file or folder of narrate's made read-only; every article edited; built again: the build
    ends with a result or one line per article it cannot write, never a traceback or a half-written folder."""
    kind, rel = v
    content = _translated_blog(ctx)
    build(ctx)
    target = ctx.tmp / "out" / rel
    target.chmod(0o444 if kind == "file" else 0o555)
    _edit_all(content)
    try:
        done = build(ctx)
    finally:
        target.chmod(0o644 if kind == "file" else 0o755)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback or done.code not in (0, 1):
        return Verdict(False, "traceback: " + done.brief())
    temps = [p.name for p in (ctx.tmp / "out").rglob("*.tmp")]
    if temps:
        return Verdict(False, f"left {temps[:3]}; " + done.brief())
    return Verdict(True, done.brief())


def _episodes(ctx: Ctx) -> list[str]:
    return sorted(str(p.relative_to(ctx.tmp / "out")) for p in (ctx.tmp / "out").glob("*/*.mp3"))


# (harness fix: "B." alone is no prose, so the second article was skipped, not clashed)
_B_SAYS = "The second article speaks here."
TWINS_S5 = [
    ("lang en and EN", {"a.md": article("A"), "b.md": article("B", "B speaks.", "slug: a\n", lang="EN")}),
    (
        "lang zh-Hans and zh-hans",
        {
            "a.md": article("甲", ZH, "slug: same\n", lang="zh-Hans"),
            "b.md": article("乙", "另一段简体中文文字。", "slug: same\n", lang="zh-hans"),
        },
    ),
    (
        "slug with a trailing dot",
        {"a.md": article("A", extra="slug: notes\n"), "b.md": article("B", _B_SAYS, "slug: notes.\n")},
    ),
    ("slug ligature", {"a.md": article("A", extra="slug: file\n"), "b.md": article("B", _B_SAYS, "slug: \ufb01le\n")}),
    (
        "slug sharp s",
        {"a.md": article("A", extra="slug: strasse\n"), "b.md": article("B", _B_SAYS, "slug: stra\u00dfe\n")},
    ),
    (
        "translation files zh-hans and zh-Hans",
        {
            "notes.md": article(),
            "notes.zh-hans.md": article("甲", ZH, lang="zh-hans"),
            "notes.zh-Hans.md": article("乙", "另一段简体中文文字。", lang="zh-hans"),
        },
    ),
    (
        "slug with a zero-width space",
        {"a.md": article("A", extra="slug: notes\n"), "b.md": article("B", _B_SAYS, 'slug: "no\\u200btes"\n')},
    ),
]


@attack("name clash", "high", variants=TWINS_S5)
def a_s5_twins_on_other_paths(ctx: Ctx, v: dict[str, str]) -> Verdict:
    """Two articles whose episode paths (language folder and name) are one on a case-insensitive or
    normalising file system: every article heard under its own name, or one line saying the clash."""
    blog(ctx, v)
    done = build(ctx)
    if done.timed_out or done.traceback:
        return Verdict(False, done.brief(), "high" if done.timed_out else "medium")
    names = _episodes(ctx)
    distinct = {_norm(n).replace("\u200b", "") for n in names}
    if len(distinct) == len(names) == len(v):
        return Verdict(True, f"{names}; {done.brief()}")
    said = done.code == 1 and any(("also" in line or "clash" in line or "same" in line) for line in done.errors())
    if len(distinct) < len(names):
        return Verdict(False, f"twin names {names} (one file on macOS/Windows)", "medium")
    if said:
        return Verdict(True, "refused with a line: " + done.brief())
    return Verdict(False, f"published {names} for {len(v)} articles; {done.brief()}")


CACHE_S5 = [
    ("a lookups index links to a user's file", "lookupslink"),
    ("the lookups folder links outside", "lookupsdir"),
    ("a usage record links to a user's file", "usagelink"),
    ("the plans folder links outside", "plansdir"),
    ("an articles record links to a user's file", "articleslink"),
    ("a chunk folder is a file", "chunkfile"),
    ("the usage folder is a file", "usagefile"),
]


@attack("cache", "high", variants=CACHE_S5)
def a_s5_the_caches_files_replaced(ctx: Ctx, v: str) -> Verdict:
    """The cache's lookups/, usage/, plans/, articles/ and chunk folders replaced by links to a user's files
    or by files; the articles edited and built again, then the cache pruned: the user's files stay, nothing
    is written outside the cache, and each command ends without a traceback."""
    content = blog(ctx, {"notes.md": article(), "other.md": article("Other")})
    build(ctx)
    cache = ctx.tmp / "cache"
    outside = write(ctx.tmp / "elsewhere" / "keep.txt", USER)
    planted = [outside]

    def relink(paths: list[Path]) -> None:
        for path in paths:
            path.unlink()
            os.symlink(outside, path)

    if v == "lookupslink":
        relink(sorted(cache.glob("lookups/*")))
    elif v == "usagelink":
        relink(sorted(cache.glob("usage/*")))
    elif v == "articleslink":
        relink(sorted(cache.glob("articles/*")))
    elif v in ("lookupsdir", "plansdir"):
        folder = cache / v.removesuffix("dir")
        shutil.rmtree(folder, ignore_errors=True)
        os.symlink(ctx.tmp / "elsewhere", folder)
    elif v == "chunkfile":
        for folder in sorted({p.parent for p in cache.glob("chunks/*/*.mp3")}):
            shutil.rmtree(folder)
            write(folder, USER)  # the cache is narrate's: judged on ending, not on this file
    else:
        shutil.rmtree(cache / "usage", ignore_errors=True)
        write(cache / "usage", USER)
    write(content / "notes.md", article(body="Now something else is said here."))
    done = build(ctx, timeout=60)
    again = build(ctx, "--force", timeout=60)
    pruned = ctx.run("cache", "--prune", "--yes", "--grace", "0", timeout=30)
    for run in (done, again, pruned):
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
    lost = unchanged(*planted) + _written_outside(ctx, ctx.tmp / "elsewhere")
    bad = next((r for r in (done, again, pruned) if r.traceback), None)
    return kept_verdict(bad or done, lost)


# --- every key whose misreading removes, renames, re-dates or moves an episode (frontmatter)

HUGO_SITE = "baseURL = 'https://example.com/'\nlanguageCode = 'en'\n"


def _hugo_stays(ctx: Ctx, fmt: str, fields: dict[str, str], warn: bool = True) -> Verdict:
    """A Hugo blog (posts/ in a section, as Hugo publishes them) built once with posts/notes.md in `fmt`;
    `fields` added to its front matter; built again: the episode stays where it was, with a warning naming
    the file (when `warn`: a value Hugo would not read as it is written)."""
    write(ctx.tmp / "hugo.toml", HUGO_SITE)
    base = {"title": "Notes", "lang": "en"} if fmt == "yaml" else {"title": '"Notes"', "lang": '"en"'}
    posts = {"posts/notes.md": _fm(fmt, base), "posts/other.md": article("Other"), "posts/third.md": article("Third")}
    content = blog(ctx, posts)
    build(ctx)
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    if not mp3.exists():
        return Verdict(False, "harness: nothing published first", "low")
    verdict = _stays(ctx, content, "posts/notes.md", _fm(fmt, {**base, **fields}), mp3)
    if not warn and not verdict.held and verdict.severity == "low":
        return Verdict(True, "kept (no warning asked): " + verdict.note)
    return verdict


HUGO_S5 = [
    ("yaml publishDate: []", ("yaml", "publishDate", "[]")),
    ("yaml publishDate: {}", ("yaml", "publishDate", "{}")),
    ("yaml publishDate: 2024-13-01", ("yaml", "publishDate", "2024-13-01")),
    ("yaml publishDate: 99999", ("yaml", "publishDate", "99999")),
    ("yaml publishDate: true", ("yaml", "publishDate", "true")),
    ("yaml PublishDate: tomorrow", ("yaml", "PublishDate", "tomorrow")),
    ("yaml pubDate: soon", ("yaml", "pubDate", "soon")),
    ("yaml published: nope", ("yaml", "published", "nope")),
    ("yaml expiryDate: true", ("yaml", "expiryDate", "true")),
    ("yaml expiryDate: 0", ("yaml", "expiryDate", "0")),
    ("yaml expiryDate: never", ("yaml", "expiryDate", "never")),
    ("yaml expiryDate: {}", ("yaml", "expiryDate", "{}")),
    ("yaml expirydate: 2024-02-30", ("yaml", "expirydate", "2024-02-30")),
    ("yaml EXPIRYDATE: 1", ("yaml", "EXPIRYDATE", "1")),
    ("yaml expiryDate: Hugo's zero time", ("yaml", "expiryDate", "0001-01-01T00:00:00Z")),
    ("yaml date: yesterday", ("yaml", "date", "yesterday")),
    ("yaml date: []", ("yaml", "date", "[]")),
    ("yaml date: {}", ("yaml", "date", "{}")),
    ("yaml date: Hugo's zero time", ("yaml", "date", "0001-01-01")),
    ("yaml build: never (not a table)", ("yaml", "build", "never")),
    ("yaml build: {render: []}", ("yaml", "build", "{render: []}")),
    ("yaml _build: []", ("yaml", "_build", "[]")),
    ("toml publishDate = 'someday'", ("toml", "publishDate", "'someday'")),
    ("toml expiryDate = true", ("toml", "expiryDate", "true")),
    ("toml expiryDate = []", ("toml", "expiryDate", "[]")),
    ("toml publishDate = 20240101 (an integer)", ("toml", "publishDate", "20240101")),
    ("toml date = 'nope'", ("toml", "date", "'nope'")),
    ("json expiryDate: null", ("json", "expiryDate", "null")),
    ("json publishDate: false", ("json", "publishDate", "false")),
    ("json expiryDate: 'later'", ("json", "expiryDate", '"later"')),
    ("json date: 1.5", ("json", "date", "1.5")),
]
# Values Hugo itself reads as "nothing": no warning is asked, only that the episode stays.
_HUGO_NOTHING = ("0001-01-01", "null")


@attack("opt-out typo", "high", lane="frontmatter", variants=HUGO_S5)
def a_s5_hugo_date_or_build_key_misread(ctx: Ctx, v: tuple[str, str, str]) -> Verdict:
    fmt, key, value = v
    quiet = any(value.startswith(n) for n in _HUGO_NOTHING) or (key == "build" and value == "never")
    return _hugo_stays(ctx, fmt, {key: value}, warn=not quiet)


MOVES_S5 = [
    ("slug: true", ("slug: true\n", True)),
    ("slug: [a, b]", ("slug: [a, b]\n", True)),
    ("slug: {}", ("slug: {}\n", True)),
    ("url: []", ("url: []\n", True)),
    ("url: {a: b}", ("url: {a: b}\n", True)),
    ("url: true", ("url: true\n", True)),
    ("permalink: []", ("permalink: []\n", True)),
    ("translationKey: []", ("translationKey: []\n", False)),
    ("lang: EN-us", ("lang: EN-us\n", False)),
    ("lang with a trailing space", ('lang: "en "\n', False)),
    ("lang: En", ("lang: En\n", False)),
    ("language: [en]", ("language: [en]\n", True)),
    ("lang: {}", ("lang: {}\n", True)),
    ("lang: en with a BOM", ('lang: "\\ufeffen"\n', True)),
    ("unlisted: ture", ("unlisted: ture\n", False)),
    ("sitemap: {disable: true}", ("sitemap: {disable: true}\n", False)),
    ("aliases: [/en/notes/]", ("aliases: [/en/notes/]\n", False)),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=MOVES_S5)
def a_s5_move_key_misread_keeps_the_episode(ctx: Ctx, v: tuple[str, bool]) -> Verdict:
    """A value of a key that names, places or lists an episode, of a type or form no generator takes for a
    change: the episode stays where it is (and a warning names the file where the value is unreadable)."""
    extra, warn = v
    content = blog(ctx, {"notes.md": article(), "other.md": article("Other"), "third.md": article("Third")})
    build(ctx)
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    if not mp3.exists():
        return Verdict(False, "harness: nothing published first", "low")
    text = article(extra=extra)
    if extra.startswith(("lang", "language")):
        text = text.replace("lang: en\n", "")
    verdict = _stays(ctx, content, "notes.md", text, mp3)
    if not warn and not verdict.held and verdict.severity == "low":
        return Verdict(True, "kept (no warning asked): " + verdict.note)
    return verdict


JEKYLL_S5 = [("published: 0", "0"), ("published: []", "[]"), ("published: 'no' (a string)", "'no'")]


@attack("opt-out typo", "high", lane="frontmatter", variants=JEKYLL_S5)
def a_s5_jekyll_published_truthy(ctx: Ctx, v: str) -> Verdict:
    """Jekyll leaves a post out only for a false or nil `published` (Ruby's truthiness): 0, [] and the
    string 'no' publish it, so the episode stays."""
    return a_s4_jekyll_published_misread(ctx, v)


# --- expansion through every include, variable, shortcode and data-file path, voices.yaml and config


def _lexicon_chain(levels: int = 40) -> str:
    entries = {f"w{i}": f"w{i + 1} w{i + 1}" for i in range(levels)}
    entries[f"w{levels}"] = "end"
    return "languages:\n  en:\n    lexicon:\n" + "".join(
        f"      {k}: {json.dumps(val)}\n" for k, val in entries.items()
    )


EXPAND_S5 = [
    ("jekyll include of 60 KB, 6,000 times", ("include", "{% include big.html %} " * 6000)),
    ("jekyll include that includes itself", ("selfinclude", "{% include self.html %} " * 100)),
    ("jekyll include_relative of itself", ("relative", "{% include_relative post.md %} " * 100)),
    ("liquid assign of a 60 KB value, 6,000 uses", ("jekyll", "{% assign x = site.big %}" + "{{ x }} " * 6000)),
    (
        "liquid capture doubling 40 times",
        (
            "jekyll",
            "{% capture a0 %}x{% endcapture %}"
            + "".join(f"{{% capture a{i + 1} %}}{{{{ a{i} }}}}{{{{ a{i} }}}}{{% endcapture %}}" for i in range(40))
            + "{{ a40 }}",
        ),
    ),
    ("jekyll front matter defaults of 60 KB, 6,000 uses", ("defaults", "{{ page.big }} " * 6000)),
    ("hugo i18n of 60 KB, 6,000 uses", ("i18n", '{{ i18n "big" }} ' * 6000)),
    ("hugo .Site.Data of 60 KB, 6,000 uses", ("data", "{{ .Site.Data.x.big }} " * 6000)),
    ("hugo param by a dotted path into deep params", ("deepparam", '{{< param "a.a.a.a.a.a.a.a.a.a" >}} ' * 6000)),
    ("hugo readFile of a 60 KB file", ("readfile", '{{< readfile "big.txt" >}} ' * 6000)),
    ("a lexicon whose entries double 40 times", ("lexicon", "w0 " * 100)),
    ("a YAML merge-key bomb in voices.yaml", ("mergebomb", "Text.")),
    ("a merge-key bomb in the front matter", ("fmmerge", "Text.")),
]


@attack("expansion", "high", variants=EXPAND_S5)
def a_s5_expansion_through_another_path(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """What an include, a Liquid variable, front matter defaults, Hugo's i18n, data files, dotted params,
    readFile, the lexicon or a YAML merge key may expand to: bounded in time and memory (one line at most)."""
    kind, body = v
    voices = "engine: espeak\n"
    extra = ""
    if kind in ("include", "selfinclude", "relative", "jekyll", "defaults"):
        config = "title: Blog\nbig: '" + BIG + "'\n"
        if kind == "defaults":
            config = "title: Blog\ndefaults:\n  - scope: {path: ''}\n    values: {big: '" + BIG + "'}\n"
        write(ctx.tmp / "_config.yml", config)
        write(ctx.tmp / "_includes" / "big.html", BIG)
        write(ctx.tmp / "_includes" / "self.html", "again {% include self.html %} {% include self.html %}")
    elif kind == "i18n":
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
        write(ctx.tmp / "i18n" / "en.toml", f'big = "{BIG}"\n')
    elif kind == "data":
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
        write(ctx.tmp / "data" / "x.yaml", f"big: '{BIG}'\n")
    elif kind == "deepparam":
        write(ctx.tmp / "hugo.toml", HUGO_SITE + "[params." + ".".join(["a"] * 9) + "]\na = '" + BIG + "'\n")
    elif kind == "readfile":
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
        write(ctx.tmp / "content" / "big.txt", BIG)
    elif kind == "lexicon":
        voices += _lexicon_chain()
    elif kind == "mergebomb":
        lines = ["b0: &b0 {k0: lol, k1: lol}"]
        lines += [f"b{n}: &b{n} {{<<: [*b{n - 1}], k{n + 1}: *b{n - 1}, j{n}: *b{n - 1}}}" for n in range(1, 30)]
        voices += "\n".join(lines) + "\nlanguages:\n  en:\n    lexicon: *b29\n"
    elif kind == "fmmerge":
        lines = ["b0: &b0 {k0: lol, k1: lol}"]
        lines += [f"b{n}: &b{n} {{<<: [*b{n - 1}], k{n + 1}: *b{n - 1}, j{n}: *b{n - 1}}}" for n in range(1, 30)]
        extra = "\n".join(lines) + "\ntags: *b29\ndescription: *b29\n"
    config_path = write(ctx.tmp / "voices.yaml", voices)
    path = write(ctx.tmp / "content" / "post.md", article(body="Plain words first. " + body, extra=extra))
    done = ctx.run("script", path, "--json", "--config", config_path, timeout=60, mem_mb=2000)
    verdict = _bounded(done)
    size = path.stat().st_size + config_path.stat().st_size
    if verdict.held and len(done.out) > 40 * size + 2_000_000:
        return Verdict(False, f"{len(done.out) / size:.0f}x the input in the script; " + done.brief())
    return verdict


CONFIG_SHAPES = [
    ("voices.yaml 100,000 deep", "pauses: " + "[" * 100_000 + "]" * 100_000 + "\n"),
    ("voices.yaml a 10 MB key", "languages:\n  en:\n    lexicon: {" + "k" * 10_000_000 + ": x}\n"),
    (
        "voices.yaml 200,000 lexicon keys",
        "languages:\n  en:\n    lexicon:\n" + "".join(f"      k{i}: x\n" for i in range(200_000)),
    ),
    ("voices.yaml a 5 MB anchor name", "a: &" + "n" * 5_000_000 + " x\nb: *" + "n" * 5_000_000 + "\n"),
    ("voices.yaml 50,000 aliases of one anchor", "a: &a [x, y]\nknown_terms: [" + ",".join(["*a"] * 50_000) + "]\n"),
    (
        "voices.yaml a block mapping 3,000 deep",
        "".join(" " * i + f"k{i}:\n" for i in range(3000)) + " " * 3000 + "x: 1\n",
    ),
]


@attack("expansion", "high", variants=CONFIG_SHAPES)
def a_s5_voices_yaml_shape(ctx: Ctx, v: str) -> Verdict:
    """voices.yaml nested, wide or keyed without a bound: `script` ends within 30 s and 1.5 GB with a result
    or one line naming voices.yaml."""
    config = write(ctx.tmp / "voices.yaml", "engine: espeak\n" + v)
    path = write(ctx.tmp / "post.md", article())
    done = ctx.run("script", path, "--config", config, timeout=30, mem_mb=1500)
    verdict = _bounded(done)
    if verdict.held and done.code == 1 and "voices.yaml" not in done.stderr:
        return Verdict(False, "not naming voices.yaml: " + done.brief(), "low")
    return verdict


# --- files that are not regular files, for every file opened (the ledger, the cache, site files)

LEDGER_FILES = [
    "manifest/.written.json",
    "manifest/.stamps.json",
    "manifest/.published.json",
    "manifest/en/notes.json",
    "en/episodes.json",
    "episodes.json",
]


@attack(
    "non-regular file",
    "high",
    variants=[(f"{p} is {k}", (p, k)) for p in LEDGER_FILES for k in ("fifo", "zero", "socket")],
)
def a_s5_the_ledger_is_not_a_regular_file(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """Built; one of narrate's records in the output folder replaced by a pipe, a link to /dev/zero or a
    socket; an article edited; built again: the build ends within 45 s and 1.5 GB, one line at most, never a
    traceback."""
    rel, kind = v
    content = _full_blog(ctx)
    build(ctx)
    target = ctx.tmp / "out" / rel
    target.unlink(missing_ok=True)
    _odd(target, kind)
    write(content / "notes.md", article(body="Now something else is said here.", extra="image: cover.png\n"))
    done = ctx.run("build", content, "--out", ctx.tmp / "out", timeout=45, mem_mb=1500)
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    if done.code == 1 and len(done.errors()) > 2:
        return Verdict(False, "not one line: " + done.brief(), "low")
    return Verdict(True, done.brief())


CACHE_FILES = [("lookups index", "lookups/*"), ("usage record", "usage/*"), ("articles record", "articles/*")]


@attack(
    "non-regular file",
    "high",
    variants=[(f"{n} is {k}", (g, k)) for n, g in CACHE_FILES for k in ("fifo", "zero", "socket")],
)
def a_s5_a_cache_file_is_not_a_regular_file(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """The cache's lookups, usage and articles records as pipes, /dev/zero links or sockets: a rebuild, a
    forced rebuild and a prune end within 45 s each, without a traceback."""
    glob, kind = v
    blog(ctx, {"notes.md": article(), "other.md": article("Other")})
    build(ctx)
    for path in sorted((ctx.tmp / "cache").glob(glob)):
        path.unlink()
        _odd(path, kind)
    runs = [
        build(ctx, timeout=45),
        build(ctx, "--force", timeout=45),
        ctx.run("cache", "--prune", "--yes", "--grace", "0", timeout=45),
    ]
    for run in runs:
        if run.timed_out or b"MemoryError" in run.err:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
    ok = (ctx.tmp / "out" / "en" / "notes.mp3").exists()
    return Verdict(ok, ("" if ok else "no episode: ") + runs[1].brief())


SITE_FILES_S5 = [
    ("a Hugo data file", ("hugo", "data/x.yaml", "{{ .Site.Data.x.a }}")),
    ("a Hugo i18n file", ("hugo", "i18n/en.yaml", '{{ i18n "a" }}')),
    ("a theme's config", ("hugo", "themes/t/hugo.toml", "")),
    ("a theme's i18n file", ("hugo", "themes/t/i18n/en.toml", "")),
    ("a Jekyll data file", ("jekyll", "_data/x.yml", "{{ site.data.x.a }}")),
    ("a Jekyll include", ("jekyll", "_includes/x.html", "{% include x.html %}")),
    ("a page bundle's image", ("hugo", "content/posts/notes/cover.png", "")),
]


@attack(
    "non-regular file",
    "high",
    variants=[(f"{n} is {k}", (g, r, c, k)) for n, (g, r, c) in SITE_FILES_S5 for k in ("fifo", "zero")],
)
def a_s5_a_site_file_is_not_a_regular_file(ctx: Ctx, v: tuple[str, str, str, str]) -> Verdict:
    """A data file, an i18n file, a theme's config, an include or an image as a pipe or a link to /dev/zero:
    the build ends within 45 s and 1.5 GB, and either the articles are heard or one line names the file."""
    generator, rel, code, kind = v
    if generator == "hugo":
        write(ctx.tmp / "hugo.toml", HUGO_SITE + "theme = 't'\n")
        posts = {
            "posts/notes/index.md": article(body=f"Words {code} here.", extra="image: cover.png\n"),
            "posts/other.md": article("Other"),
        }
    else:
        write(ctx.tmp / "_config.yml", "title: Blog\n")
        # (harness fix: Jekyll narrates posts, in _posts/ with a dated name; a page in posts/ is skipped)
        posts = {
            "_posts/2024-01-02-notes.md": article(body=f"Words {code} here."),
            "_posts/2024-01-03-other.md": article("Other"),
        }
    blog(ctx, posts)
    _odd(ctx.tmp / rel, kind)
    done = ctx.run("build", ctx.tmp / "content", "--out", ctx.tmp / "out", timeout=45, mem_mb=1500)
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    if done.code == 1 and any(Path(rel).name in line for line in done.errors()):
        return Verdict(True, "one line: " + done.brief())
    if not list((ctx.tmp / "out").glob("*/*other.mp3")):
        return Verdict(False, "the batch did not go on: " + done.brief(), "medium")
    return Verdict(True, done.brief())


# --- the service: new frame shapes and interleavings, a slow drip, many articles (voice)


async def _script_answer_s5(srv: Any, ws: Any, how: str, headers: dict[str, str], body: str) -> bool:
    """One scripted answer of a shape SHAPES_S5 names; False when the connection is finished."""
    import asyncio

    from edge_standin import audio_frame, parse_ssml, text_frame

    rid = headers.get("X-RequestId") or "0" * 32
    sid = "B" * 32
    parsed = parse_ssml(body)
    text = parsed.text if parsed else "x"
    rend = await asyncio.get_running_loop().run_in_executor(
        None, srv.render, text, parsed.voice if parsed else "en-US-AriaNeural"
    )
    mp3 = rend.mp3

    async def send(frame: str | bytes) -> None:
        await (ws.send_bytes(frame) if isinstance(frame, bytes) else ws.send_str(frame))

    async def start() -> None:
        await send(text_frame(rid, "turn.start", "{}"))
        await send(text_frame(rid, "response", json.dumps({"audio": {"type": "inline", "streamId": sid}})))

    async def audio(payload: bytes, size: int = 4096, request: str = rid) -> None:
        for at in range(0, len(payload), size):
            await send(audio_frame(request, sid, payload[at : at + size]))

    async def end() -> None:
        await send(audio_frame(rid, sid, b""))
        await send(text_frame(rid, "turn.end", "{}"))

    if how == "turn.start twice":
        await start()
        await start()
    elif how == "no turn.start, no response":
        pass
    elif how == "audio under another request's id":
        await start()
        await audio(mp3, request="c" * 32)
        await end()
        return True
    elif how == "binary frame with an empty header":
        await start()
        await send((0).to_bytes(2, "big") + mp3[:4096])
    elif how == "audio after turn.end":
        await start()
        await audio(mp3)
        await end()
        await audio(mp3)
        return True
    elif how == "two turn.ends":
        await start()
        await audio(mp3)
        await end()
        await send(text_frame(rid, "turn.end", "{}"))
        return True
    elif how == "one 40 MB binary frame":
        await start()
        await send(audio_frame(rid, sid, (mp3 * (40_000_000 // max(1, len(mp3)) + 1))[:40_000_000]))
        await end()
        return True
    elif how == "an audio frame every 3 s, forever":
        await start()
        for _ in range(200):
            await audio(mp3[:200])
            await asyncio.sleep(3)
        return True
    elif how == "text frame of CRLFs only":
        await start()
        await send("\r\n" * 1000)
    elif how == "Offset a list":
        await start()
        data = '{"Offset": [1, 2], "Duration": {"a": 1}, "text": {"Text": ["x"], "Length": "1"}}'
        await send(text_frame(rid, "audio.metadata", '{"Metadata":[{"Type":"WordBoundary","Data":' + data + "}]}"))
    elif how == "binary header says Path:turn.end":
        await start()
        head = f"X-RequestId:{rid}\r\nPath:turn.end\r\n".encode()
        await send(len(head).to_bytes(2, "big") + head + mp3[:1000])
    elif how == "10,000 pings, no data":
        await start()
        for _ in range(10_000):
            await ws.ping()
    elif how == "close 1000 after turn.start":
        await send(text_frame(rid, "turn.start", "{}"))
        await ws.close(code=1000, message=b"")
        return False
    else:
        await start()
    await audio(mp3)
    await end()
    return True


SHAPES_S5 = [
    "turn.start twice",
    "no turn.start, no response",
    "audio under another request's id",
    "binary frame with an empty header",
    "audio after turn.end",
    "two turn.ends",
    "one 40 MB binary frame",
    "an audio frame every 3 s, forever",
    "text frame of CRLFs only",
    "Offset a list",
    "binary header says Path:turn.end",
    "10,000 pings, no data",
    "close 1000 after turn.start",
]


def _scripted_s5(how: str, limit: int | None) -> Any:
    return _scripted_by(_script_answer_s5, how, limit)


@attack("malformed answer", "medium", lane="voice", variants=[(f"{h}, once", h) for h in SHAPES_S5])
def a_s5_one_odd_answer_is_retried(ctx: Ctx, v: str) -> Verdict:
    """One answer of a new shape among good ones: retried (or taken, when it is sound audio), the episode
    made, of a sensible size, within 150 s."""
    done = _edge_build(ctx, _scripted_s5(v, 1), EDGE_VOICES, "1", 150)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    size = mp3.stat().st_size if mp3.exists() else 0
    ok = done.code == 0 and not done.traceback and 0 < size < 2_000_000
    return Verdict(ok, f"episode {size} bytes; " + done.brief())


@attack("malformed answer", "medium", lane="voice", variants=[(f"{h}, always", h) for h in SHAPES_S5])
def a_s5_odd_answers_always_end_in_one_line(ctx: Ctx, v: str) -> Verdict:
    """Every answer of that shape (timeout 5, attempts 2): one line within 150 s, never "please report",
    or a sound episode when the shape carries sound audio."""
    done = _edge_build(ctx, _scripted_s5(v, None), EDGE_VOICES + "timeout: 5\nattempts: 2\n", "1", 150)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.code == 0 and not done.traceback:
        mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
        size = mp3.stat().st_size if mp3.exists() else 0
        return Verdict(0 < size < 2_000_000, f"accepted, episode {size} bytes: " + done.brief())
    verdict = one_line(done)
    if verdict.held and "please report" in done.stderr:
        return Verdict(False, "'please report this': " + done.brief())
    return verdict


@contextlib.contextmanager
def _plain_http() -> Iterator[str]:
    """A port that answers every request with `200 OK` and an HTML page (not a websocket)."""
    import http.server
    import threading

    class Handler(http.server.BaseHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:
            pass

        def do_GET(self) -> None:
            body = b"<html>a captive portal</html>"
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"ws://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


MANY_S5 = [
    ("429 with Retry-After: 3600", ("429", 40.0)),
    ("accepts the websocket, closes it at once", ("close", 40.0)),
    ("a captive portal: 200 OK HTML", ("portal", 40.0)),
    ("an audio frame every 3 s, forever", ("drip", 60.0)),
]


@attack("service refuses", "medium", lane="voice", variants=MANY_S5)
def a_s5_twenty_articles_against_a_broken_service(ctx: Ctx, v: tuple[str, float]) -> Verdict:
    """`narrate build --no-fallback` of 20 articles against a service that refuses in a new way: the build
    ends within the one-article bound plus a little, each article failed in one line."""
    from edge_standin import EdgeStandIn

    how, bound = v
    write(ctx.tmp / "voices.yaml", EDGE_VOICES)
    for i in range(20):
        write(
            ctx.tmp / "content" / f"p{i:02}.md",
            article(f"Post {i}", f"Paragraph one of post {i}.\n\nAnd its second paragraph, {i}."),
        )
    args = ("build", ctx.tmp / "content", "--out", ctx.tmp / "out", "--no-fallback")
    if how == "portal":
        with _plain_http() as url:
            done = ctx.run(*args, timeout=150, env={"NARRATE_EDGE_URL": url})
    else:
        if how == "429":
            server = EdgeStandIn(seed=0, refuse_429_rate=1.0, retry_after=3600)
        elif how == "drip":
            server = _scripted_s5("an audio frame every 3 s, forever", None)
        else:

            class Closer(EdgeStandIn):  # type: ignore[misc]
                async def _answer(self, ws: Any, *args: Any) -> bool:
                    await ws.close(code=1000, message=b"")
                    return False

            server = Closer(seed=0)
        with server:
            done = ctx.run(*args, timeout=150, env={"NARRATE_EDGE_URL": server.url})
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    ok = done.code == 1 and not done.traceback and done.seconds <= bound
    return Verdict(ok, f"{done.seconds:.1f} s (bound {bound:.0f} s); " + done.brief())


# --- cue templates, new variants

CUES_S5 = [
    ("a boolean", ("code_many", "true")),
    ("a float", ("code_many", "1.5")),
    ("conversion !a", ("code_many", "'{n!a} samples'")),
    ("format spec c", ("code_many", "'{n:c}'")),
    ("format spec e", ("code_many", "'{n:e} samples'")),
    ("a field in capitals", ("code_many", "'{N} samples'")),
    ("the field nine times", ("code_many", "'" + "{n} " * 9 + "'")),
    ("a bidi override", ("code_many", '"\\u202e{n} samples"')),
    ("a NUL", ("code_many", '"{n}\\0 samples"')),
    ("an ANSI escape", ("code_many", '"\\e[2J{n} samples"')),
    ("a 200 KB cue", ("code_many", "'" + "x" * 200_000 + " {n}'")),
    ("a date", ("code_many", "2024-01-01")),
]


@attack("cues", "medium", variants=CUES_S5)
def a_s5_cue_template_variants(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A cue that is not plain text with its named fields (a boolean, a number, a spec, a conversion, a
    control character, a field repeated past the bound, 200 KB): one line naming voices.yaml and the key,
    never a traceback, a control character in the script, or a silently accepted non-text."""
    key, value = v
    config = write(ctx.tmp / "voices.yaml", f"engine: espeak\nlanguages:\n  en:\n    cues:\n      {key}: {value}\n")
    body = "Text before.\n\n```\na\n```\n\n```\nb\n```\n\n![a cat](cat.png)\n"
    path = write(ctx.tmp / "post.md", article(body=body))
    done = ctx.run("script", path, "--json", "--config", config, timeout=30, mem_mb=1500)
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief())
    if done.code == 0:
        try:
            said = json.dumps(json.loads(done.stdout), ensure_ascii=False)
        except ValueError:
            return Verdict(False, "no script: " + done.brief())
        leaked = _CONTROL.search(said)
        if leaked:
            return Verdict(False, f"control character {leaked.group()!r} in the script", "medium")
        if any(c in value for c in ("\\u202e", "\\0", "\\e")):
            return Verdict(True, "accepted, the control character cleaned: " + done.brief())
        if value.startswith("'xxx"):
            size = path.stat().st_size + config.stat().st_size
            return Verdict(len(done.out) <= 40 * size, f"accepted, {len(done.out) / size:.1f}x: " + done.brief())
        return Verdict(False, "accepted: " + done.brief(), "low")
    return one_line(done, str(config), key)


# --- Unicode in every field that reaches a tag, a chapter, a feed, a page, a file name or the terminal

UNICODE_CHARS = [
    ("bidi override", "\\u202e", "\u202e"),
    ("ANSI escape", "\\e[31m", "\x1b[31m"),
    ("NUL", "\\0", "\x00"),
    ("CR alone", "\\r", "\r"),
    ("NEL", "\\N", "\x85"),
    ("LS", "\\L", "\u2028"),
    ("a lone surrogate", "\\ud800", b"\xed\xa0\x80"),
    ("a surrogate pair as two escapes", "\\ud83d\\ude00", b"\xed\xa0\xbd\xed\xb8\x80"),
]
UNICODE_FIELDS = ["title", "author", "description", "tags", "slug", "heading"]


def _unicode_article(field: str, escaped: str, raw: str | bytes) -> bytes:
    if field == "heading":
        head = b"---\ntitle: Notes\nlang: en\n---\n\n## Before "
        middle = raw if isinstance(raw, bytes) else raw.encode("utf-8")
        return head + middle + b" after\n\nA short paragraph that is worth saying.\n\n## Second\n\nMore words.\n"
    value = f'["Tag {escaped} x"]' if field == "tags" else f'"Val {escaped} x"'
    extra = f"{field}: {value}\n"
    text = article(extra=extra)
    if field == "title":
        text = text.replace("title: Notes\n", "")
    return text.encode("utf-8")


_TERMINAL_RAW = (b"\x1b[", b"\xe2\x80\xae", b"\x00", b"\r", b"\xc2\x85")


@attack(
    "control characters",
    "medium",
    variants=[(f"{c} in the {f}", (f, e, r)) for f in UNICODE_FIELDS for c, e, r in UNICODE_CHARS],
)
def a_s5_unicode_in_a_field(ctx: Ctx, v: tuple[str, str, str | bytes]) -> Verdict:
    """A bidi override, an escape, NUL, CR alone, NEL, LS or surrogates in a field: the build ends (the
    article heard, or failed in one line naming it, the other article heard); no published file, tag,
    chapter, file name or terminal line carries the raw character; the feed stays XML."""
    import xml.etree.ElementTree as ET

    field, escaped, raw = v
    blog(ctx, {"other.md": article("Other")})
    write(ctx.tmp / "content" / "notes.md", _unicode_article(field, escaped, raw))
    done = build(ctx)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback or done.code not in (0, 1):
        return Verdict(False, "traceback: " + done.brief())
    problems = []
    if not (ctx.tmp / "out" / "en" / "other.mp3").exists():
        problems.append("the other article not heard")
    if done.code == 1 and not any("notes.md" in line for line in done.errors()):
        problems.append("failed without naming notes.md")
    for path in (ctx.tmp / "out").rglob("*"):
        name = str(path.relative_to(ctx.tmp / "out"))
        if _CONTROL.search(name) or "\r" in name or "\n" in name or "\u2028" in name:
            problems.append(f"file name {name!r}")
        if path.suffix in (".xml", ".html", ".json", ".vtt", ".srt") and path.is_file():
            data = path.read_text(encoding="utf-8", errors="replace")
            found = set(_CONTROL.findall(data))
            if path.suffix in (".vtt", ".srt"):
                found |= set(re.findall("\r(?!\n)|\u2028", data))
            if found:
                problems.append(f"{path.name}: {sorted(repr(c) for c in found)}")
    feed = ctx.tmp / "out" / "en" / "feed.xml"
    if feed.exists():
        try:
            ET.parse(feed)
        except ET.ParseError as exc:
            problems.append(f"feed.xml is not XML: {exc}")
    for mp3 in (ctx.tmp / "out").glob("*/*.mp3"):
        from mutagen.id3 import ID3

        tags = " ".join(str(f) for f in ID3(mp3).values())
        if _CONTROL.search(tags):
            problems.append(f"{mp3.name}'s tags")
    raw_out = [repr(m) for m in _TERMINAL_RAW if m in done.out + done.err]
    if raw_out:
        problems.append(f"terminal {raw_out}")
    return Verdict(not problems, "; ".join(problems)[:300] or "clean; " + done.brief())


# --- serve, new Range forms, methods, paths, encodings, slow clients

RANGES_S5 = [
    ("a range and a suffix", ("bytes=0-0,-1", (200, 206))),
    ("a 23-digit suffix", ("bytes=-99999999999999999999999", (200, 206, 416))),
    ("a trailing space", ("bytes=1-1 ", (200, 206, 416))),
    ("spaces around =", ("bytes = 0-1", (200, 206, 416))),
    ("a parameter", ("bytes=0-1;q=1", (200, 206, 416))),
    ("2^63-1 onwards", ("bytes=9223372036854775807-", (200, 416))),
    ("500 suffixes", ("bytes=" + ",".join(["-1"] * 500), (200, 206, 416))),
    ("exponent", ("bytes=1e2-", (200, 416))),
    ("a NUL", ("bytes=0-1\x00", (200, 206, 400, 416))),
    ("two Range headers", ("bytes=0-1\r\nRange: bytes=2-3", (200, 206, 400, 416))),
]


@attack("serve", "medium", variants=RANGES_S5)
def a_s5_serve_range_header(ctx: Ctx, v: tuple[str, tuple[int, ...]]) -> Verdict:
    return a_s4_serve_range_header(ctx, v)


SERVE_S5 = [
    # (harness fix: 404 added for OPTIONS * and CONNECT: no resource, no proxy; what is judged is that serve
    # stays up, leaks nothing and changes nothing)
    ("OPTIONS *", ("", "OPTIONS *", "", (200, 204, 400, 404, 405, 501))),
    ("HEAD with a Range", ("", "HEAD /en/a.mp3", "Range: bytes=0-1", (200, 206))),
    ("PATCH a file", ("", "PATCH /en/a.mp3", "Content-Length: 0", (400, 403, 405, 501))),
    ("CONNECT", ("raw", "CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n", "", (0, 400, 404, 405, 501))),
    ("a lower-case method", ("raw", "get /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", "", (0, 200, 400, 405, 501))),
    ("a query with dot segments", ("", "GET /en/a.mp3?x=/../../../etc/passwd", "", (200, 404))),
    ("a double slash", ("", "GET //etc/passwd", "", (400, 403, 404))),
    ("a trailing slash", ("", "GET /en/a.mp3/", "", (200, 301, 404))),
    ("encoded letters", ("", "GET /%65n/a.mp3", "", (200, 404))),
    ("the lock file", ("", "GET /.narrate.lock", "", (200, 403, 404))),
    ("encoded backslashes", ("", "GET /en/%2e%2e%5c%2e%2e%5c%2e%2e%5cetc%5cpasswd", "", (400, 403, 404))),
    ("a NUL before an extension", ("", "GET /en/a.mp3%00.html", "", (400, 404))),
    ("Content-Length -1", ("", "GET /en/a.mp3", "Content-Length: -1", (200, 400))),
    ("2,000 headers", ("", "GET /en/a.mp3", "\r\n".join(f"X-{i}: y" for i in range(2000)), (0, 200, 400, 431))),
    ("gzip asked with a Range", ("", "GET /en/a.mp3", "Accept-Encoding: gzip\r\nRange: bytes=0-1", (200, 206))),
    ("no Host", ("raw", "GET /en/a.mp3 HTTP/1.1\r\n\r\n", "", (0, 200, 400))),
    ("a 1 MB request line", ("raw", "GET /" + "a" * 1_000_000 + " HTTP/1.1\r\nHost: x\r\n\r\n", "", (0, 400, 414))),
]


@attack("serve", "medium", variants=SERVE_S5)
def a_s5_serve_odd_request(ctx: Ctx, v: tuple[str, str, str, tuple[int, ...]]) -> Verdict:
    return a_s4_serve_odd_request(ctx, v)


@attack("serve", "medium", variants=[("1,000 idle connections", "idle"), ("200 clients never reading 20 MB", "stall")])
def a_s5_serve_many_slow_clients(ctx: Ctx, v: str) -> Verdict:
    """Many clients that hold connections or never read: a plain request is still answered within 5 s, and
    `serve` stays within 1.5 GB."""
    write(ctx.tmp / "out" / "en" / "a.mp3", b"0123456789" * 10)
    write(ctx.tmp / "out" / "en" / "big.mp3", b"\x00" * 20_000_000)
    held: list[socket.socket] = []
    with _served(ctx, "--quiet") as (port, proc):
        try:
            for _ in range(1000 if v == "idle" else 200):
                with contextlib.suppress(OSError):
                    conn = socket.create_connection(("127.0.0.1", port), timeout=2)
                    if v == "stall":
                        conn.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
                        conn.sendall(b"GET /en/big.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                    held.append(conn)
            started = time.monotonic()
            status, _ = _http(port, "GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", timeout=5)
            took = time.monotonic() - started
            alive = proc.poll() is None
        finally:
            for conn in held:
                conn.close()
    log = (ctx.tmp / "serve.log").read_bytes()
    ok = status == 200 and took < 5 and alive and b"Traceback" not in log
    return Verdict(
        ok, f"answered {status} in {took:.1f} s with {len(held)} held" + (" traceback" if b"Traceback" in log else "")
    )


def _odd_host_s5(behaviour: str) -> tuple[Any, int]:
    """A local HTTP host misbehaving in a way _odd_host does not; (server, port)."""
    import http.server
    import threading

    class Handler(http.server.BaseHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:
            pass

        def do_GET(self) -> None:
            with contextlib.suppress(OSError):
                self._answer()

        def _answer(self) -> None:
            if behaviour == "204 for everything":
                self.send_response(204)
                self.end_headers()
            elif behaviour == "a chain of 60 redirects":
                step = int(self.path.rsplit("/r", 1)[-1]) if "/r" in self.path else 0
                self.send_response(302)
                self.send_header("Location", f"/r{step + 1}")
                self.end_headers()
            elif behaviour == "closes in the middle of the headers":
                self.wfile.write(b"HTTP/1.1 200 OK\r\nContent-Ty")
                self.wfile.flush()
                self.close_connection = True
            elif behaviour == "a 10 MB header":
                self.wfile.write(b"HTTP/1.1 200 OK\r\nX-Big: " + b"a" * 10_000_000 + b"\r\nContent-Length: 2\r\n\r\n{}")
            elif behaviour == "escapes in the headers and the body":
                body = b'{"episodes": [{"slug": "\x1b]0;pwned\x07\x1b[2J", "audio": "\x1b[31m"}]}'
                self.send_response(200)
                self.send_header("Content-Type", "application/json\x1b[31m")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
            elif behaviour == "a header byte per second":
                for byte in b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n" + b"X: " + b"y" * 200 + b"\r\n\r\n{}":
                    self.wfile.write(bytes([byte]))
                    self.wfile.flush()
                    time.sleep(1)

        do_HEAD = do_GET

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


HOSTS_S5 = [
    (h, h)
    for h in (
        "204 for everything",
        "a chain of 60 redirects",
        "closes in the middle of the headers",
        "a 10 MB header",
        "escapes in the headers and the body",
        "a header byte per second",
    )
]


@attack("check-host", "medium", variants=HOSTS_S5)
def a_s5_check_host_against_an_odd_host(ctx: Ctx, v: str) -> Verdict:
    """`narrate check-host` against a host misbehaving in a new way: ends within 90 s and 1.5 GB, a report
    or one line, no traceback, no raw escape on the terminal."""
    server, port = _odd_host_s5(v)
    try:
        done = ctx.run("check-host", f"http://127.0.0.1:{port}/", timeout=120, mem_mb=1500)
    finally:
        server.shutdown()
        server.server_close()
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    raw = [repr(m) for m in (b"\x1b]", b"\x1b[", b"\x07") if m in done.out + done.err]
    ok = not done.traceback and done.code in (0, 1) and done.seconds < 90 and not raw
    return Verdict(ok, (f"raw {raw}; " if raw else "") + done.brief(), "low" if raw and not done.traceback else None)


# --- amplification: CPU and memory per input byte through new shapes

AMPLIFY_S5 = [
    (
        "a table of 300 columns x 300 rows",
        ("md", "|" + " h |" * 300 + "\n|" + "---|" * 300 + "\n" + ("|" + " c |" * 300 + "\n") * 300),
    ),
    ("a table header of 20,000 columns", ("md", "|" + " h |" * 20_000 + "\n|" + "---|" * 20_000 + "\n| c |\n")),
    ("HTML tables 3,000 deep", ("md", "<table><tr><td>" * 3000 + "x" + "</td></tr></table>" * 3000)),
    ("one tag with 50,000 attributes", ("md", "<div " + " ".join(f"a{i}='v'" for i in range(50_000)) + ">x</div>")),
    ("20,000 ruby annotations", ("md", "<p>" + "<ruby>漢<rt>kan</rt></ruby>" * 20_000 + "</p>")),
    (
        "a JSX element with 20,000 props",
        ("mdx", "<Tabs " + " ".join(f"p{i}={{{i}}}" for i in range(20_000)) + ">x</Tabs>"),
    ),
    ("24 KB of unclosed JSX braces", ("mdx", "a{b " * 6_000)),
    ("front matter with 20,000 keys", ("fm", "".join(f"k{i}: v\n" for i in range(20_000)))),
    ("a 1 MB description", ("fm", "description: '" + "word " * 200_000 + "'\n")),
    ("\\left( 3,000 deep", ("md", "$$" + "\\left(" * 3000 + "x" + "\\right)" * 3000 + "$$")),
    (
        "a 200 x 200 matrix",
        ("md", "$$\\begin{pmatrix}" + "\\\\".join(["&".join(["x"] * 200)] * 200) + "\\end{pmatrix}$$"),
    ),
    ("\\sqrt 3,000 deep", ("md", "$" + "\\sqrt{" * 3000 + "x" + "}" * 3000 + "$")),
    ("a list of 20,000 items each with a code block", ("md", "- item\n\n  ```\n  code\n  ```\n" * 20_000)),
    (
        "10,000 footnotes each with a list",
        ("md", "x[^a] " + "".join(f"\n\n[^{i}]: note\n    - a\n    - b" for i in range(10_000))),
    ),
    ("20,000 definition terms", ("md", "Term\n: definition\n\n" * 20_000)),
    ("lists 300 wide and 30 deep", ("md", "".join("  " * (i % 30) + f"{i % 9 + 1}. x\n" for i in range(9000)))),
]


@attack("amplification", "medium", variants=AMPLIFY_S5)
def a_s5_amplification_per_input_byte(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """What one input byte may cost through a new shape: `script --json` within 60 s and 1.5 GB, its output
    within 40 times the article, its CPU within 5 s or 10 s per MB of article (five times the linear bound),
    whichever is more."""
    kind, text = v
    write(ctx.tmp / "voices.yaml", "engine: espeak\n")
    if kind == "fm":
        path = write(ctx.tmp / "post.md", "---\ntitle: Notes\nlang: en\n" + text + "---\n\nSome plain words to say.\n")
    else:
        name = "post.mdx" if kind == "mdx" else "post.md"
        path = write(ctx.tmp / name, article(body="Some plain words to say first.\n\n" + text))
    done = ctx.run("script", path, "--json", timeout=60, mem_mb=1500)
    verdict = _bounded(done)
    size = path.stat().st_size
    allowed = max(5.0, 10.0 * size / 1e6)
    if verdict.held and len(done.out) > 40 * size + 100_000:
        return Verdict(False, f"{len(done.out) / size:.0f}x the input in the script; " + done.brief())
    if verdict.held and done.cpu > allowed:
        return Verdict(False, f"CPU {done.cpu:.1f} s for {size / 1e6:.2f} MB (allowed {allowed:.1f}); " + done.brief())
    return Verdict(verdict.held, f"{size / 1e6:.2f} MB; " + verdict.note, verdict.severity)


# ============================================================================= session 6: new variants, new surfaces
# Written before any of them was run against main (issue 43, round 4, session 6): surfaces no family touched
# (the output folder overlapping the content or the cache, two builds at once, a full or read-only file system,
# clocks and dates at the ends of time, huge front-matter lists, images that lie, 10,000 episodes, Unicode
# twins, the `cache` command, tampered records, the environment) and new variants of every earlier class.

FAMILY[0] = "s6"

_S6_EDIT = "Now this is said instead, and it is longer."


def _user_tree(folder: Path) -> dict[str, bytes]:
    """Every regular file under `folder` (links not followed) and its bytes: what must stay as it was."""
    found: dict[str, bytes] = {}
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            found[str(path.relative_to(folder))] = path.read_bytes()
    return found


def _tree_lost(folder: Path, before: dict[str, bytes]) -> list[str]:
    lost = []
    for rel, data in before.items():
        path = folder / rel
        try:
            if path.read_bytes() != data:
                lost.append(f"{rel} changed")
        except FileNotFoundError:
            lost.append(f"{rel} deleted")
        except OSError as exc:
            lost.append(f"{rel}: {exc.strerror}")
    return lost


def _temps(folder: Path) -> list[str]:
    return [p.name for p in folder.rglob("*") if p.name.endswith((".tmp", ".part")) or ".tmp-" in p.name]


# --- the output folder where it should not be: in the content, at the cache, around the blog

OVERLAPS = [
    ("--out is the content folder", ("content", None)),
    ("--out inside the content folder", ("content/site", None)),
    ("--out is the blog's folder (above the content)", (".", None)),
    ("--out is the cache", ("cache", None)),
    ("the cache inside --out", ("out", "out/cache")),
    ("--out inside the cache", ("cache/out", None)),
    ("the cache is the content folder", ("out", "content")),
]


@attack("overwrite", "high", variants=OVERLAPS)
def a_s6_output_overlaps_the_blog_or_the_cache(ctx: Ctx, v: tuple[str, str | None]) -> Verdict:
    """`--out` (or NARRATE_CACHE_DIR) pointed at, into or around the content folder or the cache: built, an
    article edited, built again, one article deleted, built again and the cache pruned: every file of the
    writer's (articles, images, voices.yaml) stays as it was, and every command ends without a traceback
    (refusing in one line is fine)."""
    out_rel, cache_rel = v
    content = blog(ctx, {"notes.md": article(extra="image: cover.png\n"), "other.md": article("Other")}, FEED_ART)
    png(content / "cover.png")
    png(ctx.tmp / "art" / "cover.png", color=(10, 20, 30))
    write(content / "drafts" / "keep.txt", USER)
    mine = _user_tree(content) | {"voices.yaml": (ctx.tmp / "voices.yaml").read_bytes()}
    out = ctx.tmp / out_rel
    env = {"NARRATE_CACHE_DIR": str(ctx.tmp / cache_rel)} if cache_rel else {}
    runs = [ctx.run("build", content, "--out", out, timeout=60, env=env)]
    write(content / "notes.md", article(body=_S6_EDIT, extra="image: cover.png\n"))
    mine["notes.md"] = (content / "notes.md").read_bytes()
    runs.append(ctx.run("build", content, "--out", out, timeout=60, env=env))
    (content / "other.md").unlink()
    mine.pop("other.md")
    runs.append(ctx.run("build", content, "--out", out, "--allow-mass-removal", timeout=60, env=env))
    runs.append(ctx.run("cache", "--prune", "--yes", "--grace", "0", content, timeout=30, env=env))
    for run in runs:
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
    before = {k: val for k, val in mine.items() if k != "voices.yaml"}
    lost = _tree_lost(content, before)
    if (ctx.tmp / "voices.yaml").read_bytes() != mine["voices.yaml"]:
        lost.append("voices.yaml changed")
    bad = next((r for r in runs if r.traceback), None)
    return kept_verdict(bad or runs[1], lost)


CONCURRENT = [
    ("two builds of one blog", "same"),
    ("two blogs onto one output", "two"),
    ("a build and `narrate feed`", "feed"),
    ("a build and `cache --prune`", "prune"),
    ("a build and `narrate episode` of one of its articles", "episode"),
]


@attack("concurrency", "high", variants=CONCURRENT)
def a_s6_two_commands_at_once_on_one_output(ctx: Ctx, v: str) -> Verdict:
    """Two narrate commands started together on one output folder (a CI job and a writer, two CI jobs):
    both end within 120 s without a traceback (one may refuse in one line: the folder is taken), and a
    build after them leaves a folder that a further build finds current (nothing half-recorded)."""
    posts = {f"p{i}.md": article(f"Post {i}", f"Paragraph of post {i}, with a few more words.") for i in range(6)}
    content = blog(ctx, posts)
    second = content
    if v == "two":
        second = ctx.tmp / "content2"
        for i in range(6):
            write(second / f"q{i}.md", article(f"Q {i}", f"Another blog's paragraph {i}."))
    args: dict[str, list[object]] = {
        "same": ["build", content, "--out", ctx.tmp / "out"],
        "two": ["build", second, "--out", ctx.tmp / "out"],
        "feed": ["feed", "--out", ctx.tmp / "out"],
        "prune": ["cache", "--prune", "--yes", "--grace", "0", content],
        "episode": [content / "p0.md", "--out", ctx.tmp / "out"],
    }
    import threading

    results: list[Run] = []

    def other() -> None:
        results.append(ctx.run(*args[v], timeout=120))

    thread = threading.Thread(target=other)
    thread.start()
    first = ctx.run("build", content, "--out", ctx.tmp / "out", timeout=120)
    thread.join()
    runs = [first, *results]
    for run in runs:
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
    settle = build(ctx, timeout=120)
    again, report = build_json(ctx, timeout=120)
    if settle.timed_out or again.timed_out:
        return Verdict(False, "afterwards: " + (settle if settle.timed_out else again).brief(), "high")
    built = report.get("built")
    temps = _temps(ctx.tmp / "out")
    ok = not settle.traceback and not again.traceback and not built and not temps and again.code == 0
    note = f"then built {built}, temps {temps[:3]}; {first.brief()} / {runs[-1].brief()}"
    return Verdict(ok, note)


@contextlib.contextmanager
def _tmpfs(path: Path, size: str) -> Iterator[Path]:
    """A small tmpfs mounted at `path` (a full disk, a read-only one); unmounted afterwards."""
    path.mkdir(parents=True, exist_ok=True)
    subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(path)], check=True)
    try:
        yield path
    finally:
        subprocess.run(["umount", "-l", str(path)], check=False)


def _remount_ro(path: Path) -> None:
    subprocess.run(["mount", "-o", "remount,ro", str(path)], check=True)


def _still_sound(out: Path, before: dict[str, bytes]) -> list[str]:
    """What a failed rebuild damaged of the last good build: files changed or lost, temporary files left."""
    lost = _tree_lost(out, {k: val for k, val in before.items() if not k.startswith("manifest/")})
    return lost + [f"left {t}" for t in _temps(out)]


FULL_DISKS = [
    ("the output on a 96 KB file system, first build", ("first", "96k")),
    ("the output's file system filled by the site between builds", ("filled", "4m")),
    ("the output on a file system made read-only between builds", ("ro", "4m")),
    ("the output on a read-only file system, first build", ("rofirst", "4m")),
    ("the cache on a 64 KB file system", ("cache", "64k")),
    ("the cache on a read-only file system", ("cachero", "4m")),
    ("files capped at 20 KB (RLIMIT_FSIZE), first build", ("fsize", "20000")),
    ("files capped at 20 KB (RLIMIT_FSIZE), a rebuild", ("fsize2", "20000")),
]


@attack("full disk", "high", variants=FULL_DISKS)
def a_s6_a_full_or_read_only_file_system(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """The output folder or the cache on a file system that is full or read-only (or files capped in
    size): the command ends with one line per article it cannot write and exit 1 (never a traceback or a
    hang); nothing of an earlier good build is damaged, no temporary file is left, and once there is room
    a build makes every episode."""
    how, size = v
    content = _full_blog(ctx)
    out = ctx.tmp / "out"
    cache = ctx.tmp / "cache"
    mount = cache if how.startswith("cache") else out
    if how.startswith("fsize"):
        if how == "fsize2":
            build(ctx)
        before = _user_tree(out)
        write(content / "notes.md", article(body=_S6_EDIT * 20, extra="image: cover.png\n"))
        done = ctx.run("build", content, "--out", out, timeout=90, fsize=int(size))
        damaged = _still_sound(out, before) if how == "fsize2" else [f"left {t}" for t in _temps(out)]
        after = build(ctx)
    else:
        with _tmpfs(mount, size):
            if how in ("filled", "ro"):
                build(ctx)
                if how == "filled":
                    with contextlib.suppress(OSError), open(out / "site-video.bin", "wb") as fill:
                        while True:
                            fill.write(b"\0" * 65536)
                            fill.flush()
                else:
                    _remount_ro(out)
            elif how in ("rofirst", "cachero"):
                _remount_ro(mount)
            before = _user_tree(out) if mount == out else {}
            write(content / "notes.md", article(body=_S6_EDIT * 20, extra="image: cover.png\n"))
            done = ctx.run("build", content, "--out", out, timeout=90)
            damaged = _still_sound(out, before) if before else []
            damaged += [] if mount == out else [f"left {t}" for t in _temps(cache)]
        after = build(ctx)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if damaged:
        return Verdict(False, "; ".join(damaged[:4]) + f" ({done.brief()})")
    if done.traceback or done.code not in (0, 1):
        return Verdict(False, "traceback: " + done.brief(), "medium")
    if done.code == 1 and not done.errors():
        return Verdict(False, "exit 1 without a line: " + done.brief(), "low")
    heard = (out / "en" / "notes.mp3").exists() and (out / "en" / "other.mp3").exists()
    if not heard or after.code != 0:
        return Verdict(False, "with room again, not every episode: " + after.brief(), "medium")
    return Verdict(True, done.brief())


# --- images that lie about their type (article image and channel cover)


def _lying_image(path: Path, how: str) -> Path:
    import io

    from PIL import Image

    path.parent.mkdir(parents=True, exist_ok=True)
    picture = Image.new("RGB", (1400, 1400), (200, 30, 30))
    buffer = io.BytesIO()
    if how == "png named .jpg":
        picture.save(buffer, "PNG")
    elif how == "jpeg named .png":
        picture.save(buffer, "JPEG")
    elif how == "gif named .png":
        picture.save(buffer, "GIF")
    elif how == "webp named .png":
        picture.save(buffer, "WEBP")
    elif how == "bmp named .jpg":
        picture.save(buffer, "BMP")
    elif how == "tiff named .png":
        picture.save(buffer, "TIFF")
    elif how == "cmyk jpeg":
        picture.convert("CMYK").save(buffer, "JPEG")
    elif how == "16-bit grayscale png":
        Image.new("I;16", (1400, 1400), 3000).save(buffer, "PNG")
    elif how == "svg named .png":
        buffer.write(b'<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="1400"><rect/></svg>')
    elif how == "html named .png":
        buffer.write(b"<html><script>alert(1)</script></html>")
    elif how == "zero bytes":
        pass
    elif how == "truncated png":
        picture.save(buffer, "PNG")
        data = buffer.getvalue()
        buffer = io.BytesIO(data[: len(data) // 3])
    elif how == "a pixel bomb (60,000 x 60,000, 1-bit)":
        Image.new("1", (60_000, 60_000)).save(buffer, "PNG", optimize=True)
    elif how == "a 12 MB text chunk":
        from PIL import PngImagePlugin

        info = PngImagePlugin.PngInfo()
        info.add_text("Comment", "x" * 12_000_000, zip=False)
        picture.save(buffer, "PNG", pnginfo=info)
    elif how == "an animated gif of 300 frames":
        frames = [Image.new("RGB", (1400, 1400), (i, 30, 30)) for i in range(0, 300)]
        frames[0].save(buffer, "GIF", save_all=True, append_images=frames[1:])
    path.write_bytes(buffer.getvalue())
    return path


LIES = [
    "png named .jpg",
    "jpeg named .png",
    "gif named .png",
    "webp named .png",
    "bmp named .jpg",
    "tiff named .png",
    "cmyk jpeg",
    "16-bit grayscale png",
    "svg named .png",
    "html named .png",
    "zero bytes",
    "truncated png",
    "a pixel bomb (60,000 x 60,000, 1-bit)",
    "a 12 MB text chunk",
    "an animated gif of 300 frames",
]


def _image_name(how: str) -> str:
    return "cover.jpg" if how in ("png named .jpg", "bmp named .jpg", "cmyk jpeg") else "cover.png"


@attack(
    "images",
    "medium",
    variants=[(f"article image: {h}", ("article", h)) for h in LIES]
    + [
        (f"channel cover: {h}", ("feed", h))
        for h in ("html named .png", "a pixel bomb (60,000 x 60,000, 1-bit)", "truncated png", "svg named .png")
    ],
)
def a_s6_an_image_that_lies_about_its_type(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """An image whose name, header or size lies: the build ends within 60 s and 1.5 GB without a traceback,
    the episode is made (the image used when it is one, else left out with a warning naming it), the
    site's image file is unchanged, and no file narrate publishes claims a type its bytes are not."""
    where, how = v
    name = _image_name(how)
    voices = OFFLINE + (f"  image: art/{name}\n" if where == "feed" else "")
    content = blog(ctx, {"notes.md": article(extra=f"image: {name}\n" if where == "article" else "")}, voices)
    source = _lying_image((content if where == "article" else ctx.tmp / "art") / name, how)
    kept = source.read_bytes()
    done = ctx.run("build", content, "--out", ctx.tmp / "out", timeout=60, mem_mb=1500)
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    if source.read_bytes() != kept:
        return Verdict(False, "the site's image changed", "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief())
    if not (ctx.tmp / "out" / "en" / "notes.mp3").exists():
        return Verdict(False, "no episode: " + done.brief())
    from PIL import Image

    wrong = []
    for path in (ctx.tmp / "out").rglob("*"):
        if path.suffix.lower() in (".png", ".jpg", ".jpeg") and path.is_file():
            try:
                with Image.open(path) as img:
                    fmt = img.format or ""
            except Exception:
                wrong.append(f"{path.name} is no image")
                continue
            expect = "PNG" if path.suffix.lower() == ".png" else "JPEG"
            if fmt != expect:
                wrong.append(f"{path.name} is {fmt}")
    return Verdict(not wrong, "; ".join(wrong) or done.brief())


# --- Unicode twins and odd names on one output

TWINS_S6 = [
    (
        "file names NFC and NFD (café)",
        {"caf\u00e9.md": article("A"), "cafe\u0301.md": article("B", _B_SAYS)},
    ),
    ("file names Notes.md and notes.md", {"Notes.md": article("A"), "notes.md": article("B", _B_SAYS)}),
    (
        "slug fullwidth and ASCII",
        {
            "a.md": article("A", extra="slug: notes\n"),
            "b.md": article("B", _B_SAYS, "slug: \uff4e\uff4f\uff54\uff45\uff53\n"),
        },
    ),
    (
        "slug with the Kelvin sign",
        {"a.md": article("A", extra="slug: kelvin\n"), "b.md": article("B", _B_SAYS, "slug: \u212aelvin\n")},
    ),
    (
        "slug Hangul composed and as jamo",
        {
            "a.md": article("A", extra="slug: \ud55c\uae00\n"),
            "b.md": article("B", _B_SAYS, "slug: \u1112\u1161\u11ab\u1100\u1173\u11af\n"),
        },
    ),
    (
        "slug with the Angstrom sign",
        {
            "a.md": article("A", extra="slug: \u00e5ngstr\u00f6m\n"),
            "b.md": article("B", _B_SAYS, "slug: \u212bngstr\u00f6m\n"),
        },
    ),
    (
        "slug Turkish dotted capital I",
        {"a.md": article("A", extra="slug: istanbul\n"), "b.md": article("B", _B_SAYS, "slug: \u0130stanbul\n")},
    ),
    (
        "slug with a soft hyphen",
        {"a.md": article("A", extra="slug: notes\n"), "b.md": article("B", _B_SAYS, 'slug: "no\\u00adtes"\n')},
    ),
    (
        "slug and a title-derived name",
        {"notes.md": article("A"), "b.md": article("B", _B_SAYS, "slug: NOTES\n")},
    ),
    (
        "slug with a variation selector",
        {"a.md": article("A", extra="slug: notes\n"), "b.md": article("B", _B_SAYS, 'slug: "notes\\ufe0f"\n')},
    ),
]


@attack("name clash", "high", variants=TWINS_S6)
def a_s6_unicode_twins_on_one_output(ctx: Ctx, v: dict[str, str]) -> Verdict:
    return a_s5_twins_on_other_paths(ctx, v)


ODD_SLUGS = [
    ("300 ASCII letters", "x" * 300),
    ("100 Han characters (300 bytes)", "\u6f22" * 100),
    ("a dot", "'.'"),
    ("two dots", "'..'"),
    ("a slash inside", "'a/b'"),
    ("dot segments up", "'../../elsewhere/keep'"),
    ("a backslash", "'a\\\\b'"),
    ("a Windows device name", "con"),
    ("only a dash", "'-'"),
    ("another article's name by a path", "'../en/other'"),
]


@attack("name clash", "high", variants=ODD_SLUGS)
def a_s6_an_odd_slug(ctx: Ctx, v: str) -> Verdict:
    """A slug too long for a file name, made of path segments, or naming another article's episode: the
    article is heard under a safe name or fails in one line naming it; the other article's episode and a
    user's file outside stay; every file written lies inside the output folder."""
    blog(ctx, {"notes.md": article(extra=f"slug: {v}\n"), "other.md": article("Other")})
    outside = write(ctx.tmp / "elsewhere" / "keep.mp3", USER)
    first = build(ctx)
    other = ctx.tmp / "out" / "en" / "other.mp3"
    before = other.read_bytes() if other.exists() else b""
    write(ctx.tmp / "content" / "notes.md", article(body=_S6_EDIT, extra=f"slug: {v}\n"))
    done = build(ctx)
    for run in (first, done):
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
    lost = unchanged(outside) + _written_outside(ctx, ctx.tmp / "elsewhere", ("keep.mp3",))
    if not before or other.read_bytes() != before:
        lost.append("the other article's episode lost or changed")
    out_real = (ctx.tmp / "out").resolve()
    for path in (ctx.tmp / "out").rglob("*"):
        if not str(path.resolve()).startswith(str(out_real)):
            lost.append(f"{path} leads outside")
    verdict = kept_verdict(done, lost)
    if verdict.held and done.code == 1 and not any("notes.md" in line for line in done.errors()):
        return Verdict(False, "failed without naming notes.md: " + done.brief(), "low")
    return verdict


# --- a feed of 10,000 episodes


def _clone_episodes(out: Path, count: int) -> None:
    """`count` episodes as narrate records them, cloned from the one built (records, stamps, ledger, MP3s as
    hard links): what ten thousand built articles leave, without narrating them."""
    import hashlib

    record = json.loads((out / "manifest" / "en" / "notes.json").read_text(encoding="utf-8"))
    stamps = json.loads((out / "manifest" / ".stamps.json").read_text(encoding="utf-8"))
    written = json.loads((out / "manifest" / ".written.json").read_text(encoding="utf-8"))
    sidecars = [p.name.removeprefix("notes") for p in (out / "en").glob("notes.*")]
    for i in range(count):
        slug = f"n{i:05}"
        data = {
            **record,
            "slug": slug,
            "key": f"{slug}.md",
            "source": f"content/{slug}.md",
            "title": f"Episode {i}",
            "guid": f"00000000-0000-4000-8000-{i:012}",
            "date": f"20{10 + i % 15:02}-{1 + i % 12:02}-{1 + i % 28:02}T00:00:00+00:00",
            "page": f"/{slug}/",
            "group": slug,
        }
        text = json.dumps(data, indent=1, ensure_ascii=False)
        rec = out / "manifest" / "en" / f"{slug}.json"
        rec.write_text(text, encoding="utf-8")
        # (harness fix, s6: every sidecar too, each named by the ledger: without its VTT an episode is left out
        # of the feed, and the feed held 1 item)
        for side in sidecars:
            os.link(out / "en" / f"notes{side}", out / "en" / f"{slug}{side}")
            if f"en/notes{side}" in stamps:
                stamps[f"en/{slug}{side}"] = stamps[f"en/notes{side}"]
            written.append(f"en/{slug}{side}")
        stamps[f"manifest/en/{slug}.json"] = f"{len(text.encode())}:{hashlib.sha256(text.encode()).hexdigest()}"
    (out / "manifest" / ".stamps.json").write_text(json.dumps(stamps, indent=0), encoding="utf-8")
    (out / "manifest" / ".written.json").write_text(json.dumps(sorted(written), indent=0), encoding="utf-8")


@attack("amplification", "medium", variants=[("narrate feed", "feed"), ("narrate feed twice", "again")])
def a_s6_a_feed_of_ten_thousand_episodes(ctx: Ctx, v: str) -> Verdict:
    """An output folder with 10,000 recorded episodes: `narrate feed` (or a build adding one article) ends
    within 120 s and 1.5 GB without a traceback, and the feed it writes is well-formed XML that a podcast
    parser reads (its items all there, or a documented cap)."""
    import xml.etree.ElementTree as ET

    blog(ctx, {"notes.md": article(extra="date: 2024-01-01\n")})
    build(ctx)
    _clone_episodes(ctx.tmp / "out", 10_000)
    command = ("feed", "--out", ctx.tmp / "out", "--config", ctx.tmp / "voices.yaml")
    done = ctx.run(*command, timeout=120, mem_mb=1500)
    if v != "feed":
        # (harness fix, s6: a build removes the 10,000 episodes whose articles are not there (a mass removal,
        # refused); what is asked instead is a second `narrate feed` over them, nothing changed)
        done = ctx.run(*command, timeout=120, mem_mb=1500)
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief())
    feed = ctx.tmp / "out" / "en" / "feed.xml"
    try:
        items = len(ET.parse(feed).getroot().findall("./channel/item"))
    except (OSError, ET.ParseError) as exc:
        return Verdict(False, f"feed: {exc}; " + done.brief())
    return Verdict(
        items >= 3000, f"{items} items, feed {feed.stat().st_size // 1000} KB in {done.seconds:.0f} s; " + done.brief()
    )


# --- clocks and dates at the ends of time

DATES_S6 = [
    ("date: 1900-01-01", "date: 1900-01-01\n"),
    ("date: 2200-12-31", "date: 2200-12-31\n"),
    ("date: 1970-01-01T00:00:00Z", "date: 1970-01-01T00:00:00Z\n"),
    ("date: 1969-12-31T23:59:59Z", "date: 1969-12-31T23:59:59Z\n"),
    ("date: 2038-01-19T03:14:08Z (past 32-bit time)", "date: 2038-01-19T03:14:08Z\n"),
    ("date: 9999-12-31T23:59:59Z", "date: 9999-12-31T23:59:59Z\n"),
    ("date: 0001-01-01", "date: 0001-01-01\n"),
    ("date with +14:00", "date: 2024-01-01T00:30:00+14:00\n"),
    ("date with -12:00", "date: 2024-12-31T23:30:00-12:00\n"),
    ("date with a +24:00 offset", "date: '2024-01-01T00:00:00+24:00'\n"),
    ("date at 24:00:00", "date: '2024-01-01T24:00:00'\n"),
    ("date with a leap second", "date: '2016-12-31T23:59:60Z'\n"),
    ("date as a 10^12 epoch", "date: 1000000000000\n"),
    ("date: -1", "date: -1\n"),
    ("lastmod before date by a century", "date: 2024-01-01\nlastmod: 1924-01-01\n"),
    ("a date in 30,000 years as a string", "date: '32024-01-01'\n"),
]


@attack("dates", "high", lane="frontmatter", variants=DATES_S6)
def a_s6_a_date_at_the_ends_of_time(ctx: Ctx, v: str) -> Verdict:
    """Published with an ordinary date; its date then set at an end of time: the build ends without a
    traceback, the episode stays published (or fails in one line naming the file and stays), and the feed
    stays XML whose every pubDate a mail-date parser reads."""
    import email.utils
    import xml.etree.ElementTree as ET

    content = blog(ctx, {"notes.md": article(extra="date: 2024-01-01\n"), "other.md": article("Other")})
    build(ctx)
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    write(content / "notes.md", article(body=_S6_EDIT, extra=v))
    done, report = build_json(ctx)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    if not mp3.exists() or report.get("removed"):
        return Verdict(False, f"unpublished: removed {report.get('removed')}; " + done.brief())
    problems = []
    if done.code == 1 and not any("notes.md" in line for line in done.errors()):
        problems.append("failed without naming notes.md")
    feed = ctx.tmp / "out" / "en" / "feed.xml"
    try:
        for item in ET.parse(feed).getroot().iter("pubDate"):
            try:
                email.utils.parsedate_to_datetime(item.text or "")
            except (TypeError, ValueError):
                problems.append(f"pubDate {item.text!r} unreadable")
    except (OSError, ET.ParseError) as exc:
        problems.append(f"feed: {exc}")
    return Verdict(not problems, "; ".join(problems) or done.brief(), "medium" if problems else None)


CLOCKS = [
    ("TZ=':/etc/passwd'", ("env", "TZ", ":/etc/passwd")),
    ("TZ='UTC+25'", ("env", "TZ", "UTC+25")),
    ("TZ with an escape", ("env", "TZ", "\x1b[31mX")),
    ("SOURCE_DATE_EPOCH=-1", ("env", "SOURCE_DATE_EPOCH", "-1")),
    ("SOURCE_DATE_EPOCH=1e20", ("env", "SOURCE_DATE_EPOCH", "1e20")),
    ("SOURCE_DATE_EPOCH=99999999999999", ("env", "SOURCE_DATE_EPOCH", "99999999999999")),
    ("the article's mtime in 2100, then edited", ("mtime", "future", "")),
    ("edited, its mtime set back to 1970", ("mtime", "past", "")),
    ("edited, its mtime and size as before", ("mtime", "same", "")),
]


@attack("dates", "medium", variants=CLOCKS)
def a_s6_a_clock_that_lies(ctx: Ctx, v: tuple[str, ...]) -> Verdict:
    """A time zone or reproducible-build time that is nonsense, or an article's modification time far in the
    future or past: every build ends without a traceback, and an edited article is narrated again (the
    rebuild hears the new words, however its file's clock reads)."""
    kind = v[0]
    content = blog(ctx, {"notes.md": article(), "other.md": article("Other")})
    env = {v[1]: v[2]} if kind == "env" else {}
    first = ctx.run("build", content, "--out", ctx.tmp / "out", timeout=90, env=env)
    path = content / "notes.md"
    if kind == "mtime" and v[1] == "future":
        os.utime(path, (4_102_444_800, 4_102_444_800))
        build(ctx)
    stat_before = path.stat()
    write(path, article().replace("saying.", "hearing"))  # the same size: only the words and the clock say it
    if kind == "mtime" and v[1] == "past":
        os.utime(path, (86_400, 86_400))
    elif kind == "mtime" and v[1] == "same":
        os.utime(path, ns=(stat_before.st_atime_ns, stat_before.st_mtime_ns))
    done = ctx.run("build", content, "--out", ctx.tmp / "out", "--json", timeout=90, env=env)
    report: dict[str, Any] = {}
    with contextlib.suppress(ValueError):
        report = json.loads(done.stdout)
    for run in (first, done):
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
        if _CONTROL.search(run.stderr):
            return Verdict(False, "raw control character on the terminal: " + run.brief(), "low")
    words = ctx.tmp / "out" / "en" / "notes.vtt"
    heard = words.exists() and "hearing" in words.read_text(encoding="utf-8", errors="replace")
    if kind == "mtime" and not heard:
        return Verdict(False, f"the edit was not narrated (built {report.get('built')})", "high")
    return Verdict(True, done.brief())


# --- enormous front-matter lists and fields

HUGE_FM = [
    ("100,000 tags", "tags: [" + ", ".join(f"t{i}" for i in range(100_000)) + "]\n"),
    ("100,000 categories", "categories: [" + ", ".join(f"c{i}" for i in range(100_000)) + "]\n"),
    ("50,000 authors", "authors: [" + ", ".join(f"a{i}" for i in range(50_000)) + "]\n"),
    ("a 2 MB title", "title: '" + "Long " * 400_000 + "'\n"),
    ("a 2 MB description", "description: '" + "word " * 400_000 + "'\n"),
    ("one 2 MB tag", "tags: ['" + "t" * 2_000_000 + "']\n"),
    ("100,000 aliases", "aliases: [" + ", ".join(f"/a{i}/" for i in range(100_000)) + "]\n"),
    ("a 1 MB author", "author: '" + "A" * 1_000_000 + "'\n"),
]


@attack("amplification", "medium", variants=HUGE_FM)
def a_s6_enormous_front_matter_lists(ctx: Ctx, v: str) -> Verdict:
    """Front matter with enormous lists or fields: the build ends within 90 s and 1.5 GB without a
    traceback, and what reaches the MP3's tags, the feed and episodes.json is bounded (each under 2 MB),
    or the article fails in one line naming it and the other article is heard."""
    text = article(extra=v)
    if v.startswith("title:"):
        text = text.replace("title: Notes\n", "")
    blog(ctx, {"notes.md": text, "other.md": article("Other")})
    done = ctx.run("build", ctx.tmp / "content", "--out", ctx.tmp / "out", timeout=90, mem_mb=1500)
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief())
    big = []
    for path in (ctx.tmp / "out").rglob("*"):
        if path.is_file() and path.suffix in (".xml", ".json", ".html") and path.stat().st_size > 2_000_000:
            big.append(f"{path.name} {path.stat().st_size // 1_000_000} MB")
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    if mp3.exists():
        from mutagen.id3 import ID3

        size = ID3(mp3).size
        if size > 2_000_000:
            big.append(f"ID3 tag {size // 1_000_000} MB")
    if not (ctx.tmp / "out" / "en" / "other.mp3").exists():
        big.append("the other article not heard")
    return Verdict(not big, "; ".join(big) or done.brief())


# --- every key whose misreading removes or moves an episode: new values, duplicates, look-alike words

FLAGS_S6 = [
    ("yaml audio: fullwidth 'ｆａｌｓｅ'", ("yaml", "audio", "ｆａｌｓｅ")),
    ("yaml audio: 'false' with a zero-width space", ("yaml", "audio", '"fa\\u200blse"')),
    ("yaml audio: 'false' with a no-break space", ("yaml", "audio", '"false\\u00a0"')),
    ("yaml audio: 0.0", ("yaml", "audio", "0.0")),
    ("yaml audio: -0", ("yaml", "audio", "-0")),
    ("yaml audio: 0x0", ("yaml", "audio", "0x0")),
    ("yaml audio: nein", ("yaml", "audio", "nein")),
    ("yaml audio: 'No.'", ("yaml", "audio", "'No.'")),
    ("yaml audio: !!binary", ("yaml", "audio", "!!binary AA==")),
    ("yaml audio: a set", ("yaml", "audio", "!!set {false}")),
    ("yaml narrate: 'off ' (trailing space, quoted)", ("yaml", "narrate", "'off '")),
    ("yaml draft: 'yes!'", ("yaml", "draft", "'yes!'")),
    ("yaml draft: Y", ("yaml", "draft", "Y")),
    ("toml audio = 0", ("toml", "audio", "0")),
    ("toml audio = -0.0", ("toml", "audio", "-0.0")),
    ("toml audio = 'off please'", ("toml", "audio", "'off please'")),
    ("toml draft = inf", ("toml", "draft", "inf")),
    ("json audio: 0.0", ("json", "audio", "0.0")),
    ("json audio: [false]", ("json", "audio", "[false]")),
    ("json draft: 'False!'", ("json", "draft", '"False!"')),
]


# (harness fix, s6: YAML reads -0 and 0x0, TOML 0, as the integer 0, and 'off ' is the word off with an ASCII
# blank narrate trims: documented values, which leave the article out; either outcome is held)
_DOCUMENTED_S6 = ("-0", "0x0", "0", "'off '")


@attack("opt-out typo", "high", lane="frontmatter", variants=FLAGS_S6)
def a_s6_flag_misread_keeps_the_episode(ctx: Ctx, v: tuple[str, str, str]) -> Verdict:
    """A flag's value that is none of the documented yes/no words: the episode stays, with a warning."""
    verdict = a_s4_flag_misread_keeps_the_episode(ctx, v)
    if not verdict.held and v[2] in _DOCUMENTED_S6 and "traceback" not in verdict.note:
        return Verdict(True, "a documented value, left out: " + verdict.note)
    return verdict


DUPLICATES = [
    ("yaml audio twice, false last", "audio: true\naudio: false\n"),
    ("yaml draft twice, true last", "draft: false\ndraft: true\n"),
    ("yaml Audio and audio", "audio: true\nAudio: false\n"),
    ("yaml a look-alike key (Cyrillic а)", "\u0430udio: false\n"),
    ("yaml audio with a trailing space in the key", '"audio ": false\n'),
    ("yaml audio false under a merge key", "<<: {audio: false}\n"),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=DUPLICATES)
def a_s6_a_flag_said_twice_or_by_a_look_alike(ctx: Ctx, v: str) -> Verdict:
    """A flag given twice, in two cases, under a look-alike or padded key, or through a merge key: the
    episode stays, or it leaves with a line naming the file that says why (a duplicate key is not a
    decision a writer can see in the file)."""
    content = blog(ctx, {"notes.md": article(), "other.md": article("Other"), "third.md": article("Third")})
    build(ctx)
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    write(content / "notes.md", article(extra=v))
    done, report = build_json(ctx)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    if mp3.exists() and not report.get("removed"):
        return Verdict(True, "kept; " + done.brief())
    if v.startswith("<<:"):  # (harness fix, s6: a merge key is `audio: false` to every YAML reader)
        return Verdict(True, "false by a merge key, left out: " + done.brief())
    said = [line for line in done.stderr.splitlines() if "notes.md" in line]
    if said and any(w in " ".join(said) for w in ("twice", "duplicate", "again", "more than once")):
        return Verdict(True, "left out, said: " + said[0][:160])
    return Verdict(False, f"unpublished (removed {report.get('removed')}): " + done.brief())


MOVES_S6 = [
    ("url with dot segments onto another article", "url: /en/notes/../other/\n"),
    ("slug with surrounding spaces", "slug: '  notes  '\n"),
    ("slug of another article in capitals", "slug: OTHER\n"),
    ("permalink to another host", "permalink: 'https://evil.example/x/'\n"),
    ("lang: en_US", "lang: en_US\n"),
    ("lang: zxx (no linguistic content)", "lang: zxx\n"),
    ("lang: und", "lang: und\n"),
    ("lang: i-klingon", "lang: i-klingon\n"),
    ("translationKey of another article", "translationKey: other.md\n"),
    ("lang given twice", "lang: en\nlang: fr\n"),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=MOVES_S6)
def a_s6_move_key_misread_keeps_the_episodes(ctx: Ctx, v: str) -> Verdict:
    """A value that would move an episode onto another's name, another host or a language nobody speaks:
    neither this episode nor the other article's is lost (the other's MP3 is unchanged), and the move, if
    made, is said."""
    content = blog(ctx, {"notes.md": article(), "other.md": article("Other"), "third.md": article("Third")})
    build(ctx)
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    other = ctx.tmp / "out" / "en" / "other.mp3"
    kept = other.read_bytes()
    text = article(extra=v)
    if v.startswith("lang"):
        text = text.replace("lang: en\n", "", 1)
    write(content / "notes.md", text)
    done, report = build_json(ctx)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    if not other.exists() or other.read_bytes() != kept:
        return Verdict(False, "the other article's episode lost or replaced: " + done.brief())
    episodes = _episodes(ctx)
    if not mp3.exists() and not any("notes.md" in line for line in done.stderr.splitlines()):
        return Verdict(False, f"moved without a word: {episodes}; removed {report.get('removed')}")
    return Verdict(True, f"{episodes}; " + done.brief())


REMOVALS = [
    ("build.max_removal_share: 1.5", ("config", "build:\n  max_removal_share: 1.5\n")),
    ("build.max_removal_share: -1", ("config", "build:\n  max_removal_share: -1\n")),
    ("build.max_removal_share: .nan", ("config", "build:\n  max_removal_share: .nan\n")),
    ("build.max_removal_share: '100%'", ("config", "build:\n  max_removal_share: '100%'\n")),
    ("build.exclude: '*' (a string, not a list)", ("config", "build:\n  exclude: '*'\n")),
    ("build.opt_in: 'no'", ("config", "build:\n  opt_in: 'nope'\n")),
    ("languages: {en: null}", ("config", "languages:\n  en: null\n")),
    ("--lang EN", ("cli", "--lang", "EN")),
    ("--lang xx (no such language)", ("cli", "--lang", "xx")),
    ("--lang ''", ("cli", "--lang", "")),
    ("--shard 1/2 after a full build", ("cli", "--shard", "1/2")),
    ("--shard 2/1", ("cli", "--shard", "2/1")),
    ("--shard 0/0", ("cli", "--shard", "0/0")),
    ("--shard 1/1000", ("cli", "--shard", "1/1000")),
]


@attack("opt-out typo", "high", variants=REMOVALS)
def a_s6_a_setting_that_would_remove_episodes(ctx: Ctx, v: tuple[str, ...]) -> Verdict:
    """A voices.yaml setting or a command-line option, misread, that could remove episodes: after a full
    build of 4 articles, a build with it removes no episode whose article is still there (and one line
    when the value is unreadable)."""
    posts = {f"p{i}.md": article(f"Post {i}", f"Paragraph of post {i}.") for i in range(4)}
    content = blog(ctx, posts)
    build(ctx)
    before = _episodes(ctx)
    kind = v[0]
    extra: list[object] = []
    if kind == "config":
        write(ctx.tmp / "voices.yaml", OFFLINE + v[1])
    else:
        extra = [v[1], v[2]]
    write(content / "p0.md", article("Post 0", _S6_EDIT))
    done = ctx.run("build", content, "--out", ctx.tmp / "out", "--json", *extra, timeout=90)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    after = _episodes(ctx)
    gone = sorted(set(before) - set(after))
    if gone:
        return Verdict(False, f"removed {gone}: " + done.brief())
    return Verdict(True, done.brief())


# --- expansion through paths not tried: whole trees, lists, every field, many data files

EXPAND_S6 = [
    ("{{ site.data }}, the whole data tree, 3,000 times", ("datatree", "{{ site.data }} " * 3000)),
    ("{{ site }}, the whole config, 3,000 times", ("config", "{{ site }} " * 3000)),
    ("{{ page }}, the whole page, 3,000 times", ("page", "{{ page }} " * 3000)),
    ("a param that is a list of 100,000 strings", ("list", '{{< param "big" >}} ' * 3000)),
    ("a param that is a mapping 30 deep", ("deep", '{{< param "big" >}} ' * 3000)),
    ("200 data files of 1 MB, one variable each", ("manyfiles", "{{ site.data.f0.big }} " * 10)),
    ("config/_default/params.toml of 60 KB, 6,000 uses", ("paramsfile", '{{< param "big" >}} ' * 6000)),
    ("a variable 6,000 times in the title", ("title", "Plain.")),
    ("a variable in each of 20,000 tags", ("tags", "Plain.")),
    ("a variable 6,000 times in headings (chapters)", ("headings", "")),
    ("a variable 6,000 times in image alt text", ("alt", '![{{< param "big" >}}](x.png) ' * 6000)),
    ("variables.json nested 100,000 deep", ("deepjson", "{{{ .a }}} " * 100)),
    ("variables.json of 5 MB", ("bigjson", "{{{ .big }}} " * 100)),
    ("a data file that is a merge-key bomb", ("datamerge", "{{ site.data.x.b29 }} " * 10)),
]


@attack("expansion", "high", variants=EXPAND_S6)
def a_s6_expansion_through_a_new_path(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """What a whole data tree, a whole config or page, a list or deep mapping, many data files, a params
    file, a title, tags, headings, alt text or an oversized variables.json may expand to: `script` and a
    build end within 60 s and 2 GB, with a result of bounded size or one line."""
    kind, body = v
    extra = ""
    big_list = "[" + ", ".join(f"'w{i}'" for i in range(100_000)) + "]"
    if kind in ("datatree", "config", "page", "manyfiles", "datamerge"):
        write(ctx.tmp / "_config.yml", "title: Blog\nbig: '" + BIG + "'\n")
        for i in range(200 if kind == "manyfiles" else 20):
            write(
                ctx.tmp / "_data" / f"f{i}.yml",
                "big: '" + "word " * (200_000 if kind == "manyfiles" else 12_000) + "'\n",
            )
        if kind == "page":
            extra = "big: '" + BIG + "'\n"
        if kind == "datamerge":
            lines = ["b0: &b0 {k0: lol, k1: lol}"]
            lines += [f"b{n}: &b{n} {{<<: [*b{n - 1}], k{n + 1}: *b{n - 1}, j{n}: *b{n - 1}}}" for n in range(1, 30)]
            write(ctx.tmp / "_data" / "x.yml", "\n".join(lines) + "\n")
    elif kind == "list":
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
        extra = f"big: {big_list}\n"
    elif kind == "deep":
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
        extra = "big: " + "{a: " * 30 + "'" + BIG + "'" + "}" * 30 + "\n"
    elif kind == "paramsfile":
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
        write(ctx.tmp / "config" / "_default" / "params.toml", f"big = '{BIG}'\n")
    elif kind in ("title", "tags", "headings"):
        write(ctx.tmp / "hugo.toml", HUGO_SITE + f"[params]\nbig = '{BIG}'\n")
        if kind == "title":
            extra = "title: '" + '{{< param "big" >}} ' * 6000 + "'\n"
        elif kind == "tags":
            extra = "tags: [" + ", ".join(["'{{< param \"big\" >}}'"] * 20_000) + "]\n"
        else:
            body = '\n\n## {{< param "big" >}}\n\nWords.\n' * 6000
    elif kind == "alt":
        write(ctx.tmp / "hugo.toml", HUGO_SITE + f"[params]\nbig = '{BIG}'\n")
    elif kind == "deepjson":
        write(ctx.tmp / "variables.json", '{"a": ' + "[" * 100_000 + "]" * 100_000 + "}")
    elif kind == "bigjson":
        write(ctx.tmp / "variables.json", json.dumps({"big": "word " * 1_000_000}))
    text = article(body="Plain words first. " + body, extra=extra)
    if kind == "title":
        text = text.replace("title: Notes\n", "")
    # (harness fix, s6: content/post.md is no post to Hugo or Jekyll, so the build narrated nothing; the post is
    # where each generator publishes it)
    jekyll = (ctx.tmp / "_config.yml").exists()
    rel = "_posts/2024-01-02-post.md" if jekyll else "posts/post.md"
    path = write(ctx.tmp / "content" / rel, text)
    write(ctx.tmp / "voices.yaml", OFFLINE)
    done = ctx.run("script", path, "--json", timeout=60, mem_mb=2000)
    verdict = _bounded(done)
    size = path.stat().st_size
    if verdict.held and len(done.out) > 40 * size + 2_000_000:
        return Verdict(False, f"{len(done.out) / size:.0f}x the input in the script; " + done.brief())
    if not verdict.held:
        return verdict
    built = ctx.run("build", ctx.tmp / "content", "--out", ctx.tmp / "out", timeout=90, mem_mb=2000)
    verdict = _bounded(built)
    for path in (ctx.tmp / "out").rglob("*"):
        if path.is_file() and path.suffix in (".xml", ".json", ".html", ".vtt") and path.stat().st_size > 20_000_000:
            return Verdict(False, f"{path.name} {path.stat().st_size // 1_000_000} MB: " + built.brief())
    return Verdict(verdict.held, "build: " + verdict.note, verdict.severity)


# --- non-regular files at paths not tried: chunk files, locks, folders, loops, config/_default

NONREG_S6 = [
    ("a chunk's audio is a folder", ("chunkaudio", "folder")),
    ("a chunk's audio is a link loop", ("chunkaudio", "loop")),
    ("a chunk's audio is a socket", ("chunkaudio", "socket")),
    ("a chunk's record is a link to /dev/zero", ("chunkmeta", "zero")),
    ("a chunk's record is a folder", ("chunkmeta", "folder")),
    ("a chunk's record is a socket", ("chunkmeta", "socket")),
    ("a plan is a link to /dev/zero", ("plan", "zero")),
    ("a plan is a folder", ("plan", "folder")),
    ("the output's lock is a FIFO", ("outlock", "fifo")),
    ("the output's lock is a folder", ("outlock", "folder")),
    ("the output's lock is a link to /dev/zero", ("outlock", "zero")),
    ("the output's lock is a link loop", ("outlock", "loop")),
    ("the cache's lock is a FIFO", ("cachelock", "fifo")),
    ("the cache's lock is a folder", ("cachelock", "folder")),
    ("the cache's lock is a link loop", ("cachelock", "loop")),
    ("the output's language folder is a FIFO", ("langdir", "fifo")),
    ("the output's language folder is a link loop", ("langdir", "loop")),
    ("the manifest folder is a link loop", ("manifestdir", "loop")),
    ("a content subfolder links back to the content", ("contentloop", "")),
    ("a content subfolder links to /", ("contentroot", "")),
    ("an article is a link to /dev/urandom", ("article", "urandom")),
    ("an article is a link to /proc/self/status", ("proc", "")),
    ("config/_default/hugo.toml is a FIFO", ("configdefault", "fifo")),
    ("config/_default/params.toml is a link to /dev/zero", ("params", "zero")),
    ("data/ is a FIFO", ("datadir", "fifo")),
    ("the article's image is a FIFO", ("image", "fifo")),
]


@attack("non-regular file", "high", variants=NONREG_S6)
def a_s6_a_new_path_is_not_a_regular_file(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A folder, a link loop, a socket, a pipe or a device where narrate reads or writes a file it had not
    been tried at: a build (after a first good one, where the path is narrate's own), a forced build and a
    prune end within 45 s each and 1.5 GB, without a traceback; the other article is heard."""
    where, kind = v
    content = _full_blog(ctx)
    out, cache = ctx.tmp / "out", ctx.tmp / "cache"
    rel_of = {"configdefault": "config/_default/hugo.toml", "params": "config/_default/params.toml", "datadir": "data"}
    if where in ("chunkaudio", "chunkmeta", "plan", "outlock", "cachelock", "langdir", "manifestdir"):
        build(ctx)
        targets = {
            "chunkaudio": sorted(cache.glob("chunks/*/*.mp3"))[:1],
            "chunkmeta": sorted(cache.glob("chunks/*/*.json"))[:1],
            "plan": sorted(cache.glob("plans/*.json")),
            "outlock": [out / ".narrate.lock"],
            "cachelock": [cache / ".in-use.lock"],
            "langdir": [out / "en"],
            "manifestdir": [out / "manifest"],
        }[where]
        for path in targets:
            if path.is_dir() and not path.is_symlink():
                shutil.rmtree(path)
            else:
                path.unlink(missing_ok=True)
            _odd(path, kind)
        write(content / "notes.md", article(body=_S6_EDIT, extra="image: cover.png\n"))
    elif where == "contentloop":
        os.symlink(content, content / "loop")
    elif where == "contentroot":
        os.symlink("/", content / "root")
    elif where == "article":
        _odd(content / "random.md", kind)
    elif where == "proc":
        os.symlink("/proc/self/status", content / "status.md")
    elif where in rel_of:
        # (harness fix, s6: `_data/` was tried beside a Jekyll config whose posts are not in _posts/, so nothing
        # was narrated at all; a Hugo site's data/ folder is tried instead, its articles in a section)
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
        for name in ("notes.md", "other.md", "cover.png"):
            (content / "posts").mkdir(exist_ok=True)
            (content / name).rename(content / "posts" / name)
        _odd(ctx.tmp / rel_of[where], kind)
    elif where == "image":
        (content / "cover.png").unlink()
        _fifo(content / "cover.png")
    runs = [
        ctx.run("build", content, "--out", out, timeout=45, mem_mb=1500),
        ctx.run("build", content, "--out", out, "--force", timeout=45, mem_mb=1500),
        ctx.run("cache", "--prune", "--yes", "--grace", "0", timeout=45, mem_mb=1500),
    ]
    for run in runs:
        if run.timed_out or b"MemoryError" in run.err:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
    if where in ("langdir", "manifestdir", "outlock"):
        return Verdict(True, runs[1].brief())  # narrate's own folder made unusable: ending is what is asked
    # (harness fix, s6: a site's config that is no regular file refuses the build in one line naming it, as
    # issue 43 item 4 asks; the other article is not asked to be heard then)
    named = Path(rel_of.get(where, "")).name
    if named and runs[0].code == 1 and len(runs[0].errors()) == 1 and named in runs[0].errors()[0]:
        return Verdict(True, "one line: " + runs[0].brief())
    if not list(out.glob("en/*other.mp3")):
        return Verdict(False, "the other article not heard: " + runs[0].brief(), "medium")
    return Verdict(True, runs[1].brief())


# --- the service: new answer shapes, and ways to refuse at the connection (voice)


async def _script_answer_s6(srv: Any, ws: Any, how: str, headers: dict[str, str], body: str) -> bool:
    """One scripted answer of a shape SHAPES_S6 names; False when the connection is finished."""
    import asyncio

    from edge_standin import audio_frame, parse_ssml, text_frame

    rid = headers.get("X-RequestId") or "0" * 32
    sid = "C" * 32
    parsed = parse_ssml(body)
    text = parsed.text if parsed else "x"
    rend = await asyncio.get_running_loop().run_in_executor(
        None, srv.render, text, parsed.voice if parsed else "en-US-AriaNeural"
    )
    mp3 = rend.mp3

    async def send(frame: str | bytes) -> None:
        await (ws.send_bytes(frame) if isinstance(frame, bytes) else ws.send_str(frame))

    async def start() -> None:
        await send(text_frame(rid, "turn.start", "{}"))
        await send(text_frame(rid, "response", json.dumps({"audio": {"type": "inline", "streamId": sid}})))

    async def audio(payload: bytes, size: int = 4096) -> None:
        for at in range(0, len(payload), size):
            await send(audio_frame(rid, sid, payload[at : at + size]))

    async def meta(data: str) -> None:
        await send(text_frame(rid, "audio.metadata", data))

    async def end() -> None:
        await send(audio_frame(rid, sid, b""))
        await send(text_frame(rid, "turn.end", "{}"))

    await start()
    if how == "random bytes as audio":
        await audio(os.urandom(len(mp3)))
    elif how == "a WAV as audio":
        import io
        import wave

        buffer = io.BytesIO()
        with wave.open(buffer, "wb") as wav:
            wav.setnchannels(1)
            wav.setsampwidth(2)
            wav.setframerate(24000)
            wav.writeframes(b"\0\1" * 24000)
        await audio(buffer.getvalue())
    elif how == "binary header says Path:audio.metadata":
        head = f"X-RequestId:{rid}\r\nPath:audio.metadata\r\n".encode()
        await send(len(head).to_bytes(2, "big") + head + b'{"Metadata": []}')
        await audio(mp3)
    elif how == "100,000 word boundaries in one frame":
        entry = {"Type": "WordBoundary", "Data": {"Offset": 1, "Duration": 1, "text": {"Text": "x", "Length": 1}}}
        await meta(json.dumps({"Metadata": [entry] * 100_000}))
        await audio(mp3)
    elif how == "a word of 1 MB":
        entry = {"Type": "WordBoundary", "Data": {"Offset": 1, "Duration": 1, "text": {"Text": "x" * 1_000_000}}}
        await meta(json.dumps({"Metadata": [entry]}))
        await audio(mp3)
    elif how == "Duration 1e300":
        entry = {"Type": "WordBoundary", "Data": {"Offset": 1, "Duration": 1e300, "text": {"Text": "x", "Length": 1}}}
        await meta(json.dumps({"Metadata": [entry]}))
        await audio(mp3)
    elif how == "the audio sent twice":
        await audio(mp3)
        await audio(mp3)
    elif how == "an ID3 tag inside the audio":
        half = len(mp3) // 2
        tag = b"ID3\x03\x00\x00" + _syncsafe(100_000) + b"\0" * 100_000
        await audio(mp3[:half] + tag + mp3[half:])
    elif how == "close 4999 after the audio":
        await audio(mp3)
        await ws.close(code=4999, message=b"x" * 100)
        return False
    elif how == "a text frame of invalid UTF-8 (as binary, no header length)":
        await send(b"\xff\xfe" + b"Path:turn.end\r\n\r\n{}")
        await audio(mp3)
    else:
        await audio(mp3)
    await end()
    return True


SHAPES_S6 = [
    "random bytes as audio",
    "a WAV as audio",
    "binary header says Path:audio.metadata",
    "100,000 word boundaries in one frame",
    "a word of 1 MB",
    "Duration 1e300",
    "the audio sent twice",
    "an ID3 tag inside the audio",
    "close 4999 after the audio",
    "a text frame of invalid UTF-8 (as binary, no header length)",
]


def _scripted_s6(how: str, limit: int | None) -> Any:
    return _scripted_by(_script_answer_s6, how, limit)


@attack("malformed answer", "medium", lane="voice", variants=[(f"{h}, once", h) for h in SHAPES_S6])
def a_s6_one_odd_answer_is_retried(ctx: Ctx, v: str) -> Verdict:
    """One answer of a new shape among good ones: retried (or taken, when it is sound audio), the episode
    made, of a sensible size and length, within 150 s."""
    done = _edge_build(ctx, _scripted_s6(v, 1), EDGE_VOICES, "1", 150)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    size = mp3.stat().st_size if mp3.exists() else 0
    ok = done.code == 0 and not done.traceback and 0 < size < 2_000_000
    return Verdict(ok, f"episode {size} bytes; " + done.brief())


@attack("malformed answer", "medium", lane="voice", variants=[(f"{h}, always", h) for h in SHAPES_S6])
def a_s6_odd_answers_always_end_in_one_line(ctx: Ctx, v: str) -> Verdict:
    """Every answer of that shape (timeout 5, attempts 2): one line within 150 s, never "please report",
    or a sound episode of a sensible size when the shape carries sound audio."""
    done = _edge_build(ctx, _scripted_s6(v, None), EDGE_VOICES + "timeout: 5\nattempts: 2\n", "1", 150)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.code == 0 and not done.traceback:
        mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
        size = mp3.stat().st_size if mp3.exists() else 0
        return Verdict(0 < size < 2_000_000, f"accepted, episode {size} bytes: " + done.brief())
    verdict = one_line(done)
    if verdict.held and "please report" in done.stderr:
        return Verdict(False, "'please report this': " + done.brief())
    return verdict


@contextlib.contextmanager
def _raw_service(behaviour: str) -> Iterator[str]:
    """A TCP port misbehaving at the connection, before or just after the websocket handshake."""
    import base64
    import hashlib
    import threading

    listener = socket.socket()
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen(200)
    stop = threading.Event()
    conns: list[socket.socket] = []

    def request(conn: socket.socket) -> bytes:
        data = b""
        conn.settimeout(10)
        with contextlib.suppress(OSError):
            while b"\r\n\r\n" not in data and len(data) < 65536:
                more = conn.recv(4096)
                if not more:
                    break
                data += more
        return data

    def accept_key(data: bytes) -> str:
        match = re.search(rb"Sec-WebSocket-Key:\s*(\S+)", data, re.I)
        key = (match.group(1) if match else b"") + b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
        return base64.b64encode(hashlib.sha1(key).digest()).decode()

    def serve(conn: socket.socket) -> None:
        with contextlib.suppress(OSError):
            data = request(conn)
            if behaviour == "half-closes after the request":
                conn.shutdown(socket.SHUT_WR)
                while not stop.is_set() and conn.recv(4096):
                    pass
                stop.wait(120)
            elif behaviour == "resets at once":
                conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, (1).to_bytes(4, "little") + bytes(4))
                conn.close()
            elif behaviour == "101 without Sec-WebSocket-Accept":
                conn.sendall(b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n")
                stop.wait(120)
            elif behaviour == "garbage after a good 101":
                head = "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                conn.sendall(f"{head}Sec-WebSocket-Accept: {accept_key(data)}\r\n\r\n".encode() + os.urandom(65536))
                stop.wait(120)
            elif behaviour == "the handshake answer one byte every 2 s":
                for byte in b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n" + b"X: " + b"y" * 500:
                    if stop.is_set():
                        break
                    conn.sendall(bytes([byte]))
                    stop.wait(2)
            elif behaviour == "an endless handshake header":
                conn.sendall(b"HTTP/1.1 101 Switching Protocols\r\nX-Long: ")
                while not stop.is_set():
                    conn.sendall(b"a" * 65536)
                    stop.wait(0.05)

    def loop() -> None:
        listener.settimeout(0.5)
        while not stop.is_set():
            try:
                conn, _ = listener.accept()
            except OSError:
                continue
            conns.append(conn)
            threading.Thread(target=serve, args=(conn,), daemon=True).start()

    thread = threading.Thread(target=loop, daemon=True)
    thread.start()
    try:
        yield f"ws://127.0.0.1:{listener.getsockname()[1]}"
    finally:
        stop.set()
        thread.join(5)
        for conn in conns:
            with contextlib.suppress(OSError):
                conn.close()
        listener.close()


RAW_REFUSALS = [
    "half-closes after the request",
    "resets at once",
    "101 without Sec-WebSocket-Accept",
    "garbage after a good 101",
    "the handshake answer one byte every 2 s",
    "an endless handshake header",
]


@attack("service refuses", "medium", lane="voice", variants=[(r, r) for r in RAW_REFUSALS])
def a_s6_twenty_articles_against_a_broken_connection(ctx: Ctx, v: str) -> Verdict:
    """`narrate build --no-fallback` of 20 articles against a service broken at the connection: the build
    ends within 60 s (the --no-fallback help says about 35 s after the first refused try), exit 1, no
    traceback, one line per article; and without --no-fallback, within 90 s with every episode made
    offline."""
    write(ctx.tmp / "voices.yaml", EDGE_VOICES.replace("engine: edge", "engine: auto"))
    for i in range(20):
        write(ctx.tmp / "content" / f"p{i:02}.md", article(f"Post {i}", f"Paragraph one of post {i}."))
    with _raw_service(v) as url:
        done = ctx.run(
            "build",
            ctx.tmp / "content",
            "--out",
            ctx.tmp / "out",
            "--no-fallback",
            timeout=150,
            env={"NARRATE_EDGE_URL": url},
        )
        fallen = ctx.run(
            "build", ctx.tmp / "content", "--out", ctx.tmp / "out2", timeout=150, env={"NARRATE_EDGE_URL": url}
        )
    for run in (done, fallen):
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
    made = len(list((ctx.tmp / "out2").glob("*/*.mp3")))
    ok = done.code == 1 and done.seconds <= 60 and fallen.seconds <= 90 and made == 20
    return Verdict(
        ok, f"--no-fallback {done.seconds:.1f} s, fallback {fallen.seconds:.1f} s ({made}/20); " + done.brief()
    )


# --- cue templates, new variants

CUES_S6 = [
    ("a fullwidth field name", ("code_many", "'{ｎ} samples'")),
    ("an empty conversion", ("code_many", "'{n!} samples'")),
    ("a lone brace at the end", ("code_many", "'{n} samples {'")),
    ("a zero-width space in the field", ("code_many", '"{\\u200bn} samples"')),
    ("another cue's field", ("code_many", "'{alt} samples'")),
    ("a nested unknown spec", ("code_many", "'{n:{alt}}'")),
    ("a negative index", ("code_many", "'{n[-1]}'")),
    ("an attribute of n", ("code_many", "'{n.real}'")),
    ("a Python object tag", ("code_many", "!!python/object/apply:os.system ['touch pwned']")),
    ("a Python name tag", ("code_many", "!!python/name:os.system")),
    ("a 2 MB block scalar", ("code_many", "|\n        " + "x" * 2_000_000 + " {n}")),
    ("an empty cue", ("code_many", "''")),
]


@attack("cues", "medium", variants=CUES_S6)
def a_s6_cue_template_variants(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A cue that is no plain text of its own named fields: one line naming voices.yaml (and the key), or
    accepted and said cleanly (no control character, no braces, bounded); never a traceback, never code run."""
    key, value = v
    config = write(ctx.tmp / "voices.yaml", f"engine: espeak\nlanguages:\n  en:\n    cues:\n      {key}: {value}\n")
    body = "Text before.\n\n```\na\n```\n\n```\nb\n```\n\n![a cat](cat.png)\n"
    path = write(ctx.tmp / "post.md", article(body=body))
    done = ctx.run("script", path, "--json", "--config", config, timeout=30, mem_mb=1500)
    if (ctx.tmp / "pwned").exists():
        return Verdict(False, "code from voices.yaml ran", "high")
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief())
    if done.code == 0:
        said = done.stdout
        size = path.stat().st_size + config.stat().st_size
        if _CONTROL.search(said) or "{" in json.dumps([c.get("text", "") for c in _chunks(said)]):
            return Verdict(False, "accepted, said with braces or a control character: " + done.brief())
        return Verdict(len(done.out) <= 40 * size, "accepted: " + done.brief(), "low")
    return one_line(done, "voices.yaml")


def _chunks(said: str) -> list[dict[str, Any]]:
    try:
        data = json.loads(said)
    except ValueError:
        return []
    chunks = data.get("chunks", []) if isinstance(data, dict) else []
    return [c for c in chunks if isinstance(c, dict)]


# --- control and invisible characters in fields not tried: feed settings, categories, lexicon, alt, links

# (harness fix, s6: tag characters U+E0000-E007F were judged forbidden, but XML allows them and emoji flags
# (a subdivision's flag) are written with them; they are still looked for on the terminal)
_NONCHAR = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
CHARS_S6 = [
    ("a vertical tab", "\\v", "\x0b"),
    ("a form feed", "\\f", "\x0c"),
    ("U+FFFE", "\\ufffe", "\ufffe"),
    ("a tag character", "\\U000E0041", "\U000e0041"),
]
FIELDS_S6 = ["feed title", "feed author", "feed description", "owner name", "categories", "lexicon", "alt", "link"]


@attack(
    "control characters",
    "medium",
    variants=[(f"{c} in the {f}", (f, e, r)) for f in FIELDS_S6 for c, e, r in CHARS_S6],
)
def a_s6_a_character_xml_forbids_in_a_field(ctx: Ctx, v: tuple[str, str, str]) -> Verdict:
    """A character XML 1.0 forbids (or an invisible tag character) in a feed setting, a category, a lexicon
    replacement, an image's alt text or a link's text: refused in one line naming the file, or the build
    makes a feed that stays XML, and no published file, tag or terminal line carries the character."""
    import xml.etree.ElementTree as ET

    field, escaped, raw = v
    value = f'"Val {escaped} x"'
    voices = OFFLINE
    extra, body = "", "A short paragraph that is worth saying."
    if field.startswith("feed ") or field == "owner name":
        key = {"feed title": "title", "feed author": "author", "feed description": "description"}.get(
            field, "owner_name"
        )
        # (harness fix, s6: the value's escapes are no replacement template's)
        voices = re.sub(rf"(?m)^  {key}: .*$", lambda _: f"  {key}: {value}", voices)
    elif field == "categories":
        extra = f"categories: [{value}]\n"
    elif field == "lexicon":
        voices += f"languages:\n  en:\n    outro: ''\n    lexicon:\n      paragraph: {value}\n"
        voices = voices.replace('languages:\n  en: {outro: ""}\n', "", 1)
    elif field == "alt":
        body += f"\n\n![Alt {raw} text](https://example.com/a.png)\n"
    else:
        body += f"\n\nSee [the link {raw} text](https://example.com/).\n"
    blog(ctx, {"notes.md": article(body=body, extra=extra), "other.md": article("Other")}, voices)
    done = build(ctx)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback or done.code not in (0, 1):
        return Verdict(False, "traceback: " + done.brief())
    if done.code == 1 and len(done.errors()) == 1 and "voices.yaml" in done.errors()[0]:
        return Verdict(True, "refused: " + done.brief())
    problems = []
    if raw in done.stdout + done.stderr:
        problems.append("raw on the terminal")
    for path in (ctx.tmp / "out").rglob("*"):
        if path.is_file() and path.suffix in (".xml", ".html", ".json", ".vtt", ".srt"):
            found = set(_NONCHAR.findall(path.read_text(encoding="utf-8", errors="replace")))
            if found:
                problems.append(f"{path.name}: {sorted(repr(c) for c in found)}")
    feed = ctx.tmp / "out" / "en" / "feed.xml"
    if feed.exists():
        try:
            ET.parse(feed)
        except ET.ParseError as exc:
            problems.append(f"feed.xml is not XML: {exc}")
    for mp3 in (ctx.tmp / "out").glob("*/*.mp3"):
        from mutagen.id3 import ID3

        if _NONCHAR.search(" ".join(str(f) for f in ID3(mp3).values())):
            problems.append(f"{mp3.name}'s tags")
    return Verdict(not problems, "; ".join(problems)[:300] or done.brief())


# --- serve: Range edges, Host and path tricks, odd files in the folder, slow clients

RANGES_S6 = [
    ("bytes=0-0 of an empty file", ("", "bytes=0-0", (200, 416))),
    ("a suffix longer than the file", ("x" * 100, "bytes=-1000", (200, 206))),
    ("the last byte", ("x" * 100, "bytes=99-99", (206,))),
    ("from exactly the length", ("x" * 100, "bytes=100-", (416,))),
    ("spaces around =", ("x" * 100, "bytes = 0-1", (200, 206, 416))),
    ("a parameter after the range", ("x" * 100, "bytes=0-1;q=1", (200, 206, 416))),
    ("a range and a suffix", ("x" * 100, "bytes=0-1, -1", (200, 206))),
    ("2^64 as the start", ("x" * 100, "bytes=18446744073709551616-", (200, 416))),
]


@attack("serve", "medium", variants=RANGES_S6)
def a_s6_serve_range_edges(ctx: Ctx, v: tuple[str, str, tuple[int, ...]]) -> Verdict:
    """A Range at the edges of a file (empty, the last byte, the length, past 2^64): an allowed answer, the
    right bytes for a 206, serve still up, nothing logged as a traceback."""
    data, header, allowed = v
    write(ctx.tmp / "out" / "en" / "a.mp3", data)
    with _served(ctx, "--quiet") as (port, proc):
        status, body = _http(port, f"GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\nRange: {header}\r\n\r\n")
        alive = proc.poll() is None
    log = (ctx.tmp / "serve.log").read_bytes()
    wrong = status == 206 and header == "bytes=99-99" and body != b"x"
    ok = status in allowed and alive and b"Traceback" not in log and not wrong
    return Verdict(ok, f"answered {status}, {len(body)} bytes" + (" (traceback logged)" if b"Traceback" in log else ""))


SERVE_S6 = [
    ("two Host headers, rebased", ("GET /en/feed.xml", "Host: 127.0.0.1\r\nHost: evil.example", (200, 400))),
    ("Host of an IPv6 literal", ("GET /en/feed.xml", "Host: [::1]:80", (200, 400))),
    ("Host with user info", ("GET /en/feed.xml", "Host: a@evil.example", (200, 400))),
    ("a 60 KB Host", ("GET /en/feed.xml", "Host: " + "h" * 60_000, (0, 200, 400, 431))),
    ("Host with port 99999", ("GET /en/feed.xml", "Host: evil.example:99999", (200, 400))),
    ("X-Forwarded-Host, rebased", ("GET /en/feed.xml", "Host: 127.0.0.1\r\nX-Forwarded-Host: evil.example", (200,))),
    ("a semicolon in the path", ("GET /en/a.mp3;x", "Host: 127.0.0.1", (200, 404))),
    ("a dot segment", ("GET /en/./a.mp3", "Host: 127.0.0.1", (200, 404))),
    ("the path in capitals", ("GET /EN/A.MP3", "Host: 127.0.0.1", (200, 404))),
    ("an encoded slash as the separator", ("GET /en%2fa.mp3", "Host: 127.0.0.1", (200, 400, 404))),
    ("overlong UTF-8 dots", ("GET /%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd", "Host: 127.0.0.1", (400, 403, 404))),
    ("a home folder", ("GET /~root/.bashrc", "Host: 127.0.0.1", (400, 403, 404))),
    ("half-encoded dots", ("GET /.%2e/.%2e/.%2e/etc/passwd", "Host: 127.0.0.1", (400, 403, 404))),
    ("a trailing encoded space", ("GET /en/a.mp3%20", "Host: 127.0.0.1", (200, 404))),
]


@attack("serve", "medium", variants=SERVE_S6)
def a_s6_serve_host_and_path_tricks(ctx: Ctx, v: tuple[str, str, tuple[int, ...]]) -> Verdict:
    """Host tricks under --rebase and path tricks: an allowed answer; no rebased URL names the attacker's
    host, nothing outside the folder leaks, serve stays up without a traceback."""
    line, headers, allowed = v
    write(ctx.tmp / "out" / "en" / "a.mp3", b"0123456789" * 10)
    write(
        ctx.tmp / "out" / "en" / "feed.xml",
        "<rss><channel><link>https://example.com/podcast/en/a.mp3</link></channel></rss>",
    )
    write(
        ctx.tmp / "out" / "episodes.json",
        json.dumps({"version": 2, "base_url": "https://example.com/podcast", "episodes": []}),
    )
    with _served(ctx, "--rebase") as (port, proc):
        status, body = _http(port, f"{line} HTTP/1.1\r\n{headers}\r\n\r\n")
        alive = proc.poll() is None
    log = (ctx.tmp / "serve.log").read_bytes()
    evil = b"evil.example" in body
    leaked = b"root:" in body or b"bashrc" in body
    ok = status in allowed and alive and b"Traceback" not in log and not evil and not leaked
    note = f"answered {status}" + (" names the attacker's host" if evil else "") + (" leaked" if leaked else "")
    return Verdict(ok, note + (" traceback" if b"Traceback" in log else ""), "high" if leaked else None)


@attack(
    "serve",
    "medium",
    variants=[
        ("a FIFO named .mp3 in the folder", "fifo"),
        ("a link to /dev/zero named .mp3", "zero"),
        ("a link loop named .mp3", "loop"),
        ("a socket named .mp3", "socket"),
    ],
)
def a_s6_serve_an_odd_file_in_the_folder(ctx: Ctx, v: str) -> Verdict:
    """A pipe, a device link, a link loop or a socket in the served folder, asked for: an error status
    within 5 s (never a hang or a stream of zeros), and a plain request still answered after it."""
    write(ctx.tmp / "out" / "en" / "a.mp3", b"0123456789" * 10)
    _odd(ctx.tmp / "out" / "en" / "odd.mp3", v)
    with _served(ctx, "--quiet") as (port, proc):
        started = time.monotonic()
        status, body = _http(port, "GET /en/odd.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", timeout=5)
        took = time.monotonic() - started
        plain, _ = _http(port, "GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", timeout=5)
        alive = proc.poll() is None
    log = (ctx.tmp / "serve.log").read_bytes()
    ok = status in (403, 404, 500) and took < 5 and plain == 200 and alive and len(body) < 100_000
    ok = ok and b"Traceback" not in log
    return Verdict(ok, f"odd file {status} in {took:.1f} s ({len(body)} bytes), then {plain}")


@attack(
    "serve",
    "medium",
    variants=[("500 slowloris clients", "loris"), ("50 clients pipelining 200 requests unread", "pipe")],
)
def a_s6_serve_slow_clients(ctx: Ctx, v: str) -> Verdict:
    """Clients that send a header line every second and never finish, or pipeline requests they never read:
    a plain request is still answered within 5 s, serve stays up and within its memory."""
    write(ctx.tmp / "out" / "en" / "a.mp3", b"0123456789" * 10)
    write(ctx.tmp / "out" / "en" / "big.mp3", b"\x00" * 2_000_000)
    held: list[socket.socket] = []
    with _served(ctx, "--quiet") as (port, proc):
        try:
            for _ in range(500 if v == "loris" else 50):
                with contextlib.suppress(OSError):
                    conn = socket.create_connection(("127.0.0.1", port), timeout=2)
                    if v == "loris":
                        conn.sendall(b"GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n")
                    else:
                        conn.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
                        conn.sendall(b"GET /en/big.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" * 200)
                    held.append(conn)
            for _ in range(3):
                for conn in held:
                    with contextlib.suppress(OSError):
                        conn.send(b"X-a: b\r\n" if v == "loris" else b"")
                time.sleep(1)
            started = time.monotonic()
            status, _ = _http(port, "GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", timeout=5)
            took = time.monotonic() - started
            alive = proc.poll() is None
        finally:
            for conn in held:
                conn.close()
    return Verdict(status == 200 and took < 5 and alive, f"answered {status} in {took:.1f} s with {len(held)} held")


# --- check-host: new misbehaving hosts and odd URLs


def _odd_host_s6(behaviour: str) -> tuple[Any, int]:
    import http.server
    import threading

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args: Any) -> None:
            pass

        def do_GET(self) -> None:
            with contextlib.suppress(OSError):
                self._answer()

        def _answer(self) -> None:
            if behaviour == "a chunked body that never ends":
                self.send_response(200)
                self.send_header("Transfer-Encoding", "chunked")
                self.end_headers()
                for _ in range(100_000):
                    self.wfile.write(b"10000\r\n" + b"{" * 65536 + b"\r\n")
            elif behaviour == "a redirect to the cloud metadata address":
                self.send_response(302)
                self.send_header("Location", "http://169.254.169.254/latest/meta-data/")
                self.send_header("Content-Length", "0")
                self.end_headers()
            elif behaviour == "a redirect to ftp://":
                self.send_response(301)
                self.send_header("Location", "ftp://127.0.0.1/x")
                self.send_header("Content-Length", "0")
                self.end_headers()
            elif behaviour == "status 999":
                self.wfile.write(b"HTTP/1.1 999 Odd\r\nContent-Length: 2\r\n\r\n{}")
            elif behaviour == "HTTP/1.0 without a length, a byte a second":
                self.wfile.write(b"HTTP/1.0 200 OK\r\nContent-Type: application/json\r\n\r\n")
                for byte in b'{"episodes": [' + b" " * 200:
                    self.wfile.write(bytes([byte]))
                    self.wfile.flush()
                    time.sleep(1)
            elif behaviour == "episodes.json naming a file:// audio":
                body = json.dumps(
                    {
                        "version": 2,
                        "base_url": "file:///etc",
                        "episodes": [{"slug": "passwd", "lang": "en", "audio": "file:///etc/passwd"}],
                    }
                ).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

        do_HEAD = do_GET

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


HOSTS_S6 = [
    "a chunked body that never ends",
    "a redirect to the cloud metadata address",
    "a redirect to ftp://",
    "status 999",
    "HTTP/1.0 without a length, a byte a second",
    "episodes.json naming a file:// audio",
]


@attack("check-host", "medium", variants=[(h, h) for h in HOSTS_S6])
def a_s6_check_host_against_an_odd_host(ctx: Ctx, v: str) -> Verdict:
    """`narrate check-host` against a host misbehaving in a new way: ends within 90 s and 1.5 GB, a report
    or one line, no traceback, nothing read from the local disk."""
    server, port = _odd_host_s6(v)
    try:
        done = ctx.run("check-host", f"http://127.0.0.1:{port}/", timeout=120, mem_mb=1500)
    finally:
        server.shutdown()
        server.server_close()
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    leaked = "root:x:" in done.stdout + done.stderr
    ok = not done.traceback and done.code in (0, 1) and done.seconds < 90 and not leaked
    return Verdict(ok, ("read /etc/passwd; " if leaked else "") + done.brief(), "high" if leaked else None)


URLS_S6 = [
    ("file:///etc/passwd", "file:///etc/passwd"),
    ("an unclosed IPv6 bracket", "http://[::1/"),
    ("port 99999", "http://127.0.0.1:99999/"),
    ("user info", "http://user:secret@127.0.0.1:9/"),
    ("a 100 KB URL", "http://127.0.0.1:9/" + "a" * 100_000),
    ("an escape in the URL", "http://127.0.0.1:9/\x1b]0;pwned\x07"),
]


@attack("check-host", "medium", variants=URLS_S6)
def a_s6_check_host_with_an_odd_url(ctx: Ctx, v: str) -> Verdict:
    """An odd URL given to check-host: one line (exit 1), no traceback, nothing local read, no raw escape
    on the terminal, and no password echoed."""
    done = ctx.run("check-host", v, timeout=60)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    raw = "\x1b]" in done.stdout + done.stderr
    leaked = "root:x:" in done.stdout + done.stderr
    secret = "secret" in done.stdout + done.stderr
    ok = done.code == 1 and not done.traceback and not raw and not leaked and not secret
    note = ("raw escape; " if raw else "") + ("password echoed; " if secret else "") + done.brief()
    return Verdict(ok, note, "high" if leaked else ("low" if (raw or secret) and not done.traceback else None))


# --- the `cache` command pointed at odd places, with odd options

CACHE_S6 = [
    ("NARRATE_CACHE_DIR is a folder of the user's", ("userdir", [])),
    ("NARRATE_CACHE_DIR is empty", ("empty", [])),
    ("NARRATE_CACHE_DIR is '.' run from the content folder", ("dot", [])),
    ("NARRATE_CACHE_DIR is '~/x' (not expanded by a shell)", ("tilde", [])),
    ("NARRATE_CACHE_DIR is a link to the blog", ("linkblog", [])),
    ("NARRATE_CACHE_DIR is /dev/null", ("devnull", [])),
    ("--grace nan", ("grace", ["--grace", "nan"])),
    ("--grace inf", ("grace", ["--grace", "inf"])),
    ("--grace 1e308", ("grace", ["--grace", "1e308"])),
    ("the content folder argument is a FIFO", ("contentfifo", [])),
    ("the content folder argument is a file", ("contentfile", [])),
    ("--dry-run with --grace 0", ("dry", ["--dry-run", "--grace", "0"])),
]


@attack("cache", "high", variants=CACHE_S6)
def a_s6_the_cache_command_somewhere_odd(ctx: Ctx, v: tuple[str, list[str]]) -> Verdict:
    """`narrate cache` and `cache --prune` with the cache pointed at a user's folder, the blog, a device,
    an empty or relative name, odd grace values or an odd content argument: each command ends without a
    traceback and no file of the user's or the blog's is deleted or changed (a dry run changes nothing)."""
    how, extra = v
    content = blog(ctx, {"notes.md": article(), "other.md": article("Other")})
    user = ctx.tmp / "home"
    planted = [write(user / "chunks" / "ab" / "song.mp3", USER), write(user / "plans" / "x.json", USER)]
    planted += [write(user / "usage" / "y.json", USER), write(user / "notes.txt", USER)]
    env: dict[str, str] = {}
    cwd = ctx.tmp
    prune_content: Path = content
    if how == "userdir":
        env = {"NARRATE_CACHE_DIR": str(user)}
    elif how == "empty":
        env = {"NARRATE_CACHE_DIR": ""}
    elif how == "dot":
        env, cwd = {"NARRATE_CACHE_DIR": "."}, content
    elif how == "tilde":
        env = {"NARRATE_CACHE_DIR": "~/x", "HOME": str(user)}
    elif how == "linkblog":
        os.symlink(ctx.tmp, ctx.tmp / "bloglink")
        env = {"NARRATE_CACHE_DIR": str(ctx.tmp / "bloglink")}
    elif how == "devnull":
        env = {"NARRATE_CACHE_DIR": "/dev/null"}
    elif how == "contentfifo":
        prune_content = _fifo(ctx.tmp / "pipe")
    elif how == "contentfile":
        prune_content = content / "notes.md"
    mine = _user_tree(content)
    runs = [ctx.run("build", content, "--out", ctx.tmp / "out", timeout=60, env=env, cwd=cwd)]
    cache_before = _user_tree(ctx.tmp / "cache") if how == "dry" else {}
    runs.append(ctx.run("cache", timeout=30, env=env, cwd=cwd))
    runs.append(
        ctx.run("cache", "--prune", "--yes", *(extra or ["--grace", "0"]), prune_content, timeout=30, env=env, cwd=cwd)
    )
    for run in runs:
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
    lost = unchanged(*planted) + _tree_lost(content, mine)
    if how == "dry":
        lost += _tree_lost(ctx.tmp / "cache", cache_before)
    if lost:
        return Verdict(False, "; ".join(lost[:4]) + f" ({runs[-1].brief()})")
    bad = next((r for r in runs if r.traceback), None)
    if bad:
        return Verdict(False, "traceback: " + bad.brief(), "medium")
    return Verdict(True, runs[-1].brief())


# --- narrate's records edited by hand (or by a bad merge): paths out of the folder

RECORDS_S6 = [
    ("the ledger names ../elsewhere/keep.mp3", "ledger-up"),
    ("the ledger names an absolute path", "ledger-abs"),
    ("the stamps name ../elsewhere/keep.mp3 with its true hash", "stamps-up"),
    ("a record's slug is ../../elsewhere/keep", "slug-up"),
    ("a record's source is /etc/passwd", "source-abs"),
    ("a record's image is ../../elsewhere/keep.png", "image-up"),
    ("a record with 1,000,000 chunks", "chunks"),
    ("a record with a 10 MB title", "title"),
]


@attack("overwrite", "high", variants=RECORDS_S6)
def a_s6_a_record_edited_to_point_outside(ctx: Ctx, v: str) -> Verdict:
    """Built; one of narrate's records edited to name a path outside the output folder (or made huge); the
    article deleted and another edited; built again (removal allowed) and the cache pruned: the user's
    files outside stay, the commands end without a traceback within 60 s."""
    import hashlib

    content = _full_blog(ctx)
    write(content / "third.md", article("Third"))
    build(ctx)
    out = ctx.tmp / "out"
    outside = [write(ctx.tmp / "elsewhere" / "keep.mp3", USER), write(ctx.tmp / "elsewhere" / "keep.png", USER)]
    record_path = out / "manifest" / "en" / "notes.json"
    record = json.loads(record_path.read_text(encoding="utf-8"))
    if v in ("ledger-up", "ledger-abs"):
        ledger = out / "manifest" / ".written.json"
        names = json.loads(ledger.read_text(encoding="utf-8"))
        names.append("../elsewhere/keep.mp3" if v == "ledger-up" else str(outside[0]))
        ledger.write_text(json.dumps(names), encoding="utf-8")
    elif v == "stamps-up":
        stamps_path = out / "manifest" / ".stamps.json"
        stamps = json.loads(stamps_path.read_text(encoding="utf-8"))
        stamps["../elsewhere/keep.mp3"] = f"{len(USER)}:{hashlib.sha256(USER).hexdigest()}"
        stamps_path.write_text(json.dumps(stamps), encoding="utf-8")
    elif v == "slug-up":
        record["slug"] = "../../elsewhere/keep"
    elif v == "source-abs":
        record["source"] = "/etc/passwd"
    elif v == "image-up":
        record["image"] = "../../elsewhere/keep.png"
        record["cover"] = "../../elsewhere/keep.png"
    elif v == "chunks":
        record["chunks"] = [f"{i:064x}" for i in range(1_000_000)]
    elif v == "title":
        record["title"] = "T" * 10_000_000
    if not v.startswith(("ledger", "stamps")):
        record_path.write_text(json.dumps(record), encoding="utf-8")
    (content / "notes.md").unlink()
    write(content / "other.md", article("Other", _S6_EDIT))
    runs = [
        ctx.run("build", content, "--out", out, "--allow-mass-removal", timeout=60, mem_mb=1500),
        ctx.run("feed", "--out", out, "--config", ctx.tmp / "voices.yaml", timeout=60, mem_mb=1500),
        ctx.run("cache", "--prune", "--yes", "--grace", "0", content, timeout=60, mem_mb=1500),
    ]
    for run in runs:
        if run.timed_out or b"MemoryError" in run.err:
            return Verdict(False, run.brief(), "high")
    lost = unchanged(*outside) + _written_outside(ctx, ctx.tmp / "elsewhere", ("keep.mp3", "keep.png"))
    bad = next((r for r in runs if r.traceback), None)
    return kept_verdict(bad or runs[0], lost)


# --- the environment: encodings, locales, terminals, closed streams

ENV_S6 = [
    ("PYTHONIOENCODING=ascii, a Chinese article", ("env", {"PYTHONIOENCODING": "ascii"})),
    ("LC_ALL=C, a non-ASCII file name", ("env", {"LC_ALL": "C", "LANG": "C"})),
    ("HOME unset", ("env", {"HOME": ""})),
    ("COLUMNS=-1", ("env", {"COLUMNS": "-1"})),
    ("stdout closed", ("closed", {})),
    ("stdout a pipe closed after one line", ("head", {})),
]


@attack("terminal", "medium", variants=ENV_S6)
def a_s6_an_odd_environment(ctx: Ctx, v: tuple[str, dict[str, str]]) -> Verdict:
    """A terminal or environment that cannot show everything: the build still makes every episode (or
    fails in one line), never a traceback (a closed pipe ends quietly)."""
    how, env = v
    content = blog(ctx, {"笔记.md": article("笔记", ZH, lang="zh-hans"), "notes.md": article()})
    if how == "env":
        done = ctx.run("build", content, "--out", ctx.tmp / "out", timeout=90, env=env)
        if env.get("HOME") == "":
            del_env = {k: val for k, val in ctx.env.items() if k != "HOME"}
            proc = subprocess.run(
                [*ctx.narrate, "build", str(content), "--out", str(ctx.tmp / "out2")],
                env=del_env,
                capture_output=True,
                timeout=90,
                cwd=ctx.tmp,
            )
            done = Run(proc.returncode, proc.stdout, proc.stderr, 0, 0, False)
    else:
        import shlex

        cmd = " ".join(shlex.quote(c) for c in [*ctx.narrate, "build", str(content), "--out", str(ctx.tmp / "out")])
        shell = f"{cmd} >&- 2>err.txt" if how == "closed" else f"{cmd} 2>err.txt | head -c 1 >/dev/null"
        proc = subprocess.run(["sh", "-c", shell], env=ctx.env, capture_output=True, timeout=90, cwd=ctx.tmp)
        err = (ctx.tmp / "err.txt").read_bytes() if (ctx.tmp / "err.txt").exists() else b""
        done = Run(proc.returncode, proc.stdout, err, 0, 0, False)
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief())
    made = len(list((ctx.tmp / ("out2" if env.get("HOME") == "" else "out")).glob("*/*.mp3")))
    if made < 2 and how != "head":
        return Verdict(False, f"{made}/2 episodes: " + done.brief())
    return Verdict(True, f"{made}/2 episodes; " + done.brief())


# ============================================================================= family s7 (session 7)

FAMILY[0] = "s7"

# --- markup from the writer reaching the pages, the player data and the feed (script injection)


class _PageShape:
    """What a browser would run or load from a set of HTML pages: element names, attribute names, the
    schemes of URL attributes, inline script bodies. Two builds of one blog that differ only in one field's
    words must have the same shape: a new element, attribute or scheme is markup the writer injected."""

    URL_ATTRS = ("href", "src", "action", "formaction", "poster", "data", "srcset", "xlink:href", "content")

    def __init__(self) -> None:
        self.tags: set[str] = set()
        self.attrs: set[str] = set()
        self.schemes: set[str] = set()
        self.scripts: list[str] = []
        self.count = Counter[str]()

    def read(self, text: str) -> None:
        import html.parser

        shape = self

        class Parser(html.parser.HTMLParser):
            inside_script = False

            def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
                shape.tags.add(tag)
                shape.count[tag] += 1
                for name, value in attrs:
                    shape.attrs.add(f"{tag}@{name}")
                    if name in _PageShape.URL_ATTRS and value:
                        lowered = re.sub(r"[\x00-\x20]", "", value).lower()
                        match = re.match(r"([a-z][a-z0-9+.-]*):", lowered)
                        shape.schemes.add(match.group(1) if match else "")
                self.inside_script = tag == "script"

            def handle_data(self, data: str) -> None:
                if self.inside_script:
                    shape.scripts.append(data)

            def handle_endtag(self, tag: str) -> None:
                self.inside_script = False

        parser = Parser(convert_charrefs=True)
        parser.feed(text)
        parser.close()


def _page_shape(out: Path) -> _PageShape:
    """The shape of every page under `out`."""
    shape = _PageShape()
    for page in sorted(out.rglob("*.html")):
        shape.read(page.read_text(encoding="utf-8", errors="replace"))
    return shape


def _injected(out: Path, plain: Path) -> list[str]:
    """What the payload build's pages carry that the plain build's do not, and its feeds and JSON broken."""
    import xml.etree.ElementTree as ET

    import feedparser

    found: list[str] = []
    mine, theirs = _page_shape(out), _page_shape(plain)
    if mine.tags - theirs.tags:
        found.append(f"new elements {sorted(mine.tags - theirs.tags)}")
    if mine.attrs - theirs.attrs:
        found.append(f"new attributes {sorted(mine.attrs - theirs.attrs)[:4]}")
    if mine.count["script"] != theirs.count["script"]:
        found.append(f"{mine.count['script']} script elements, {theirs.count['script']} without the payload")
    bad = {s for s in mine.schemes - theirs.schemes if s in ("javascript", "vbscript", "data", "file")}
    if bad:
        found.append(f"URL schemes {sorted(bad)}")
    for body in mine.scripts:
        if "\u2028" in body or "\u2029" in body or "<!--" in body:
            found.append("an inline script holds U+2028/U+2029 or <!--")
    for feed in out.glob("*/feed.xml"):
        try:
            ET.parse(feed)
        except ET.ParseError as exc:
            found.append(f"{feed.parent.name}/feed.xml is not XML: {exc}")
            continue
        parsed = feedparser.parse(str(feed))
        if parsed.bozo:
            found.append(f"feedparser: {parsed.bozo_exception}"[:120])
    for data in out.rglob("*.json"):
        try:
            json.loads(data.read_text(encoding="utf-8"))
        except ValueError as exc:
            found.append(f"{data.name} is not JSON: {exc}"[:120])
    return found


TEXT_PAYLOADS = [
    ("a script end tag", "</script><script>alert(1)</script>"),
    ("an image with onerror", '<img src=x onerror="alert(1)">'),
    ("a double quote breaking an attribute", '" onmouseover="alert(1)" x="'),
    ("a single quote breaking an attribute", "' onfocus='alert(1)' autofocus x='"),
    ("an SVG with onload", "<svg/onload=alert(1)>"),
    ("U+2028, U+2029 and an HTML comment opener", "a\u2028b\u2029c <!-- d"),
    ("a CDATA end and start", "]]><x>y</x><![CDATA["),
    ("entities escaped once already", "&lt;script&gt;alert(1)&lt;/script&gt; &#x3C;img src=x onerror=alert(1)&#x3E;"),
]
URL_PAYLOADS = [
    ("javascript:", "javascript:alert(1)"),
    ("JaVaScRiPt with a tab", "java\tscript:alert(1)"),
    ("data:text/html", "data:text/html,<script>alert(1)</script>"),
    ("a quote ending the attribute", 'https://example.com/x" onmouseover="alert(1)'),
    ("a tag after the URL", "https://example.com/x'><script>alert(1)</script>"),
    ("vbscript: with a leading space", " vbscript:msgbox(1)"),
]
TEXT_FIELDS = [
    "title",
    "description",
    "tags",
    "author",
    "heading",
    "alt",
    "link text",
    "paragraph",
    "footnote",
    "slug",
    "feed title",
    "feed author",
]
URL_FIELDS = ["article url", "front-matter image", "link target", "feed link", "base_url"]


def _injection_blog(ctx: Ctx, folder: str, field: str, value: str) -> Path:
    """A blog in ctx.tmp/folder with `value` in `field`; its content folder."""
    root = ctx.tmp / folder
    q = json.dumps(value)
    extra, body, voices = "", "A short paragraph that is worth saying.", FEED_ART
    if field in ("title", "description", "author", "slug"):
        extra = f"{field}: {q}\n"
    elif field == "tags":
        extra = f"tags: [{q}, plain]\ncategories: [{q}]\n"
    elif field == "heading":
        body += f"\n\n## Part {value}\n\nMore words here.\n"
    elif field == "alt":
        body += f"\n\n![{value}](https://example.com/a.png)\n"
    elif field == "link text":
        body += f"\n\nSee [the {value} text](https://example.com/).\n"
    elif field == "paragraph":
        body += f"\n\nWords {value} more words.\n"
    elif field == "footnote":
        body += f"[^1]\n\n[^1]: A note {value} here.\n"
    elif field == "article url":
        extra = f"url: {q}\ncanonical: {q}\nlink: {q}\n"
    elif field == "front-matter image":
        extra = f"image: {q}\ncover: {q}\n"
    elif field == "link target":
        body += f"\n\nSee [the page](<{value}>) and <{value}>.\n"
    elif field in ("feed title", "feed author", "feed link", "base_url"):
        key = {"feed title": "title", "feed author": "author", "feed link": "link", "base_url": "base_url"}[field]
        voices = re.sub(rf"(?m)^  {key}: .*$", lambda _: f"  {key}: {q}", voices)
    if field == "title":
        text = article(body=body, extra=extra).replace("title: Notes\n", "")
    else:
        text = article(body=body, extra=extra)
    write(root / "voices.yaml", voices)
    png(root / "art" / "cover.png", color=(10, 20, 30))
    write(root / "content" / "notes.md", text)
    write(root / "content" / "other.md", article("Other"))
    return root / "content"


def _inject_verdict(ctx: Ctx, field: str, value: str, neutral: str) -> Verdict:
    content = _injection_blog(ctx, "a", field, value)
    plain = _injection_blog(ctx, "b", field, neutral)
    done = ctx.run("build", content, "--out", ctx.tmp / "a" / "out", timeout=90)
    base = ctx.run("build", plain, "--out", ctx.tmp / "b" / "out", timeout=90)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    if done.code == 1 and any(("notes.md" in e or "voices.yaml" in e) for e in done.errors()):
        if (ctx.tmp / "a" / "out" / "en" / "other.mp3").exists() or "voices.yaml" in " ".join(done.errors()):
            return Verdict(True, "refused in one line: " + done.errors()[0][:160])
    if base.code != 0:
        return Verdict(True, "the plain build failed too (nothing to compare): " + base.brief())
    found = _injected(ctx.tmp / "a" / "out", ctx.tmp / "b" / "out")
    # (harness fix, s7: a slug names the episode's files, so the episode is looked for by any name but other's)
    made = [p for p in (ctx.tmp / "a" / "out").glob("*/*.mp3") if p.name != "other.mp3"]
    if not made:
        found.append("no episode made and no line said: " + done.brief())
        return Verdict(False, "; ".join(found)[:300], "medium")
    severe = any(not f.startswith(("feedparser", "an inline")) and "JSON" not in f for f in found)
    return Verdict(not found, "; ".join(found)[:300] or done.brief(), None if severe else "medium")


@attack(
    "injection",
    "high",
    variants=[(f"{p} in the {f}", (f, val)) for f in TEXT_FIELDS for p, val in TEXT_PAYLOADS],
)
def a_s7_markup_in_a_field_reaches_no_page(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """Markup or a quote written in a title, description, tag, author, heading, alt text, link text,
    paragraph, footnote, slug or feed setting: the pages carry no element, attribute or URL scheme that the
    same blog without it does not (no script a reader's browser runs), the feeds stay XML a podcast app
    reads, every JSON file parses; or the article is refused in one line."""
    field, value = v
    return _inject_verdict(ctx, field, value, "Plain words")


@attack(
    "injection",
    "high",
    variants=[(f"{p} as the {f}", (f, val)) for f in URL_FIELDS for p, val in URL_PAYLOADS],
)
def a_s7_a_hostile_url_reaches_no_page(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A javascript:, vbscript: or data: URL, or a URL that breaks out of its attribute, as the article's
    URL, its image, a link's target or the feed's link or base_url: no page carries a script scheme or an
    attribute the plain build does not, the feeds stay XML; or one line refuses it."""
    field, value = v
    neutral = "https://example.com/plain" if field != "base_url" else "https://example.com/podcast"
    return _inject_verdict(ctx, field, value, neutral)


# --- deep nesting and bombs in Markdown, and a megabyte on one line

MD_BOMBS_S7 = [
    ("10,000 block quotes deep", lambda: "> " * 10_000 + "x"),
    ("10,000 list levels (each one deeper)", lambda: "".join("  " * i + "- x\n" for i in range(10_000))),
    ("10,000 ordered list levels, one line", lambda: "1. " * 10_000 + "x"),
    ("mixed quote and list 5,000 deep", lambda: "> - " * 5000 + "x"),
    ("100,000 opening brackets", lambda: "[" * 100_000 + "x"),
    ("50,000 image openings", lambda: "![" * 50_000 + "x"),
    ("50,000 nested links", lambda: "[" * 50_000 + "x" + "](u)" * 50_000),
    ("an emphasis bomb of 100,000 alternating markers", lambda: "*_" * 50_000 + "x"),
    ("100,000 asterisks then a word", lambda: "*" * 100_000 + "a" + "*" * 99_999),
    ("a 1 MB line of words", lambda: "word " * 200_000),
    ("a 1 MB line of one word", lambda: "a" * 1_000_000),
    ("a 1 MB line of CJK without punctuation", lambda: "汉字" * 170_000),
    ("a 1 MB line of '<'", lambda: "<" * 1_000_000),
    ("a 1 MB line of backticks runs", lambda: "".join("`" * (i % 50 + 1) + "x" for i in range(40_000))),
    ("50,000 link reference definitions", lambda: "".join(f"[r{i}]: https://example.com/{i}\n" for i in range(50_000))),
    ("20,000 footnotes referring to each other", lambda: "".join(f"[^{i}]: see [^{i + 1}]\n" for i in range(20_000))),
    ("a table of 10,000 columns", lambda: "|" + "a|" * 10_000 + "\n|" + "-|" * 10_000 + "\n|" + "b|" * 10_000),
    ("100,000 nested parentheses", lambda: "(" * 100_000 + "x" + ")" * 100_000),
    ("50,000 dollar signs", lambda: "$" * 50_000 + "x"),
    ("20,000 nested HTML comments", lambda: "<!-- " * 20_000 + "x"),
    ("a 1 MB entity run", lambda: "&amp;" * 200_000),
    ("a 1 MB line of combining marks", lambda: "a" + "\u0301" * 500_000),
]


@attack(
    "nesting",
    "medium",
    variants=[(f"{n}, {c}", (make, c)) for n, make in MD_BOMBS_S7 for c in ("script", "check")],
)
def a_s7_a_markdown_bomb(ctx: Ctx, v: tuple[Callable[[], str], str]) -> Verdict:
    """Markdown nested past any page's need (quotes, lists, brackets, emphasis, comments), a megabyte on
    one line: `narrate script` and `narrate check` end within 60 s and 2 GB, a bounded result or one
    line, never a traceback (RecursionError included)."""
    make, command = v
    write(ctx.tmp / "voices.yaml", "engine: espeak\n")
    path = write(ctx.tmp / "post.md", article(body="Words first.\n\n" + make()))
    done = ctx.run(command, path, timeout=60, mem_mb=2000)
    if command == "check" and done.code == 1 and not done.traceback and not done.timed_out:
        return Verdict(True, "findings: " + done.brief())  # check exits 1 when it finds something
    verdict = _bounded(done)
    if verdict.held and b"RecursionError" in done.err:
        return Verdict(False, "RecursionError: " + done.brief())
    return verdict


# --- front matter bombs: aliases, depth, numbers and dates beyond any calendar

FM_BOMBS_S7 = [
    ("yaml billion laughs in an unread key", "yaml", "\n".join(_alias_bomb(9, "lol")) + "\n"),
    ("yaml 10,000 nested flow lists", "yaml", "deep: " + "[" * 10_000 + "]" * 10_000 + "\n"),
    ("yaml 10,000 nested block mappings", "yaml", "".join(" " * i + f"k{i}:\n" for i in range(3000)) + "   x: 1\n"),
    ("yaml a 5,000-digit integer", "yaml", "weight: " + "9" * 5000 + "\n"),
    ("yaml a 5,000-digit integer as the date", "yaml", "date: " + "9" * 5000 + "\n"),
    ("yaml date 10000-01-01", "yaml", "date: 10000-01-01\n"),
    ("yaml date 0000-00-00", "yaml", "date: 0000-00-00\n"),
    ("yaml date 2024-13-45", "yaml", "date: 2024-13-45\n"),
    ("yaml date -0001-01-01", "yaml", "date: -0001-01-01\n"),
    ("yaml date .nan", "yaml", "date: .nan\n"),
    ("yaml date 1e400", "yaml", "date: 1e400\n"),
    ("yaml lastmod a timestamp with a 99-hour offset", "yaml", "lastmod: 2024-01-01T00:00:00+99:00\n"),
    ("yaml weight .inf", "yaml", "weight: .inf\n"),
    ("yaml a key 1 MB long", "yaml", "k" * 1_000_000 + ": 1\n"),
    ("yaml 100,000 anchors", "yaml", "".join(f"a{i}: &x{i} v\n" for i in range(100_000))),
    ("toml a 5,000-digit integer", "toml", "weight = " + "9" * 5000 + "\n"),
    ("toml 10,000 nested arrays", "toml", "deep = " + "[" * 10_000 + "]" * 10_000 + "\n"),
    ("toml date 9999-12-31T23:59:60Z", "toml", "date = 9999-12-31T23:59:60Z\n"),
    ("toml date 0000-01-01", "toml", "date = 0000-01-01\n"),
    ("toml 10,000 nested inline tables", "toml", "deep = " + "{a = " * 3000 + "1" + "}" * 3000 + "\n"),
    ("json 100,000 nested arrays", "json", '"deep": ' + "[" * 100_000 + "]" * 100_000 + ",\n"),
    ("json a number 1e999", "json", '"weight": 1e999,\n'),
    ("json a 10,000-digit integer date", "json", '"date": ' + "1" * 10_000 + ",\n"),
    ("json a lone surrogate escape in the title's neighbour", "json", '"x": "\\udc00",\n'),
]


def _fm_s7(fmt: str, extra: str, title: str = "Notes") -> str:
    body = "A short paragraph that is worth saying."
    if fmt == "yaml":
        return f"---\ntitle: {title}\nlang: en\n{extra}---\n\n{body}\n"
    if fmt == "toml":
        return f"+++\ntitle = '{title}'\nlang = 'en'\n{extra}+++\n\n{body}\n"
    return "{\n" + extra + f'"title": "{title}",\n"lang": "en"\n}}\n\n{body}\n'


@attack("front matter", "medium", variants=[(n, (f, e)) for n, f, e in FM_BOMBS_S7])
def a_s7_a_front_matter_bomb(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """An alias bomb, a structure nested thousands deep, a number of thousands of digits or a date no
    calendar has, in YAML, TOML or JSON front matter: `script` and a build end within 60 s and 2 GB; the
    article is narrated or fails in one line naming it, and the other article is built."""
    fmt, extra = v
    content = blog(ctx, {"notes.md": _fm_s7(fmt, extra), "other.md": article("Other")})
    done = ctx.run("script", content / "notes.md", timeout=60, mem_mb=2000)
    verdict = _bounded(done)
    if not verdict.held:
        return verdict
    built = ctx.run("build", content, "--out", ctx.tmp / "out", timeout=90, mem_mb=2000)
    if built.timed_out or b"MemoryError" in built.err:
        return Verdict(False, "build: " + built.brief(), "high")
    if built.traceback:
        return Verdict(False, "build traceback: " + built.brief())
    if not (ctx.tmp / "out" / "en" / "other.mp3").exists():
        return Verdict(False, "the other article was not built: " + built.brief())
    made = (ctx.tmp / "out" / "en" / "notes.mp3").exists()
    said = any("notes.md" in line for line in built.stderr.splitlines())
    if not made and not said:
        return Verdict(False, "notes.md neither built nor named: " + built.brief())
    return Verdict(True, ("built; " if made else "refused; ") + built.brief())


# --- a build killed at a random point, then built again: nothing lost, nothing twice, nothing left over

KILLS_S7 = (
    [(f"SIGKILL after {t} s", ("KILL", t)) for t in (0.2, 0.5, 0.9, 1.4, 2.0, 3.0, 4.5)]
    + [(f"SIGTERM after {t} s", ("TERM", t)) for t in (0.5, 1.4, 3.0)]
    + [("SIGINT after 1.4 s", ("INT", 1.4)), ("SIGKILL of a `narrate feed` after 0.3 s", ("FEED", 0.3))]
)


def _feed_items(out: Path) -> list[str]:
    import xml.etree.ElementTree as ET

    feed = out / "en" / "feed.xml"
    if not feed.exists():
        return []
    return [g.text or "" for g in ET.parse(feed).getroot().iter("guid")]


@attack("kill", "high", variants=KILLS_S7)
def a_s7_a_build_killed_then_healed(ctx: Ctx, v: tuple[str, float]) -> Verdict:
    """A build of 8 articles (one edited, one new, one deleted since the last) killed at a point in its run
    (SIGKILL, SIGTERM, SIGINT, or a `narrate feed` killed); the next build heals it: every article has one
    episode, the feed one item per article, no temporary file is left, no episode of a present article is
    lost, and a third build changes nothing."""
    how, after = v
    posts = {f"p{i}.md": article(f"Post {i}", f"Paragraph of post {i}, with a few more words.") for i in range(8)}
    content = blog(ctx, posts)
    out = ctx.tmp / "out"
    build(ctx)
    write(content / "p0.md", article("Post 0", _S6_EDIT))
    write(content / "p8.md", article("Post 8", "A new one here."))
    (content / "p7.md").unlink()
    args = (
        ["feed", "--out", out, "--config", ctx.tmp / "voices.yaml"]
        if how == "FEED"
        else ["build", content, "--out", out, "--force"]
    )
    proc = subprocess.Popen(
        [*ctx.narrate, *(str(a) for a in args)],
        cwd=ctx.tmp,
        env=ctx.env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    time.sleep(after)
    sig = {"KILL": signal.SIGKILL, "TERM": signal.SIGTERM, "INT": signal.SIGINT, "FEED": signal.SIGKILL}[how]
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, sig)
    try:
        proc.wait(30)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        return Verdict(False, f"still running 30 s after {how}", "high")
    heal = build(ctx, timeout=120)
    again, report = build_json(ctx, timeout=120)
    for run in (heal, again):
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
    problems = []
    want = sorted(f"en/p{i}.mp3" for i in (0, 1, 2, 3, 4, 5, 6, 8))
    if _episodes(ctx) != want:
        problems.append(f"episodes {_episodes(ctx)}")
    items = _feed_items(out)
    if len(items) != 8 or len(set(items)) != 8:
        problems.append(f"feed items {len(items)} ({len(set(items))} distinct)")
    if _temps(out) or _temps(ctx.tmp / "cache"):
        problems.append(f"left {(_temps(out) + _temps(ctx.tmp / 'cache'))[:3]}")
    if report.get("built") or report.get("removed") or again.code != 0:
        problems.append(f"third build built {report.get('built')} removed {report.get('removed')}: {again.brief()}")
    return Verdict(not problems, "; ".join(problems)[:300] or heal.brief())


# --- the lock: forged notes, a lock held by a live process, stale notes of the dead

LOCKS_S7 = [
    ("the owner note names a dead pid", ("note", '{"pid": 999999, "host": "HOST", "command": "build"}')),
    ("the owner note names pid 1 (alive, not narrate)", ("note", '{"pid": 1, "host": "HOST", "command": "build"}')),
    ("the owner note names another host", ("note", '{"pid": 1, "host": "elsewhere.example", "command": "build"}')),
    ("the owner note is garbage", ("note", "\x00\xff not json {{{")),
    ("the owner note is 5 MB", ("note", '{"pid": 1, "x": "' + "a" * 5_000_000 + '"}')),
    ("the owner note has an escape sequence", ("note", '{"pid": 1, "host": "\\u001b]0;pwned\\u0007\\u001b[2J"}')),
    ("the owner note is a FIFO", ("notefifo", "")),
    ("the owner note's started is in 2999", ("note", '{"pid": 999999, "started": "2999-01-01T00:00:00+00:00"}')),
    ("the lock is held by a live process, note of garbage", ("held", "\x1b[2J\x00garbage")),
    ("the lock is held by a live process, note naming a dead pid", ("held", '{"pid": 999999}')),
    ("the cache's lock held by a live process", ("cacheheld", "")),
    ("the lock file is 5 MB of zeros", ("lockfile", "\x00" * 5_000_000)),
]


@attack("lock", "high", variants=LOCKS_S7)
def a_s7_a_forged_or_stale_lock(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A lock note forged, stale (a dead pid, a reused pid, another host), huge, hostile or a pipe, or the
    lock truly held by another process: a build ends within 60 s; with no live holder it builds; with one it
    refuses in one line, nothing raw on the terminal; never a traceback."""
    import fcntl

    how, note = v
    blog(ctx, {"notes.md": article(), "other.md": article("Other")})
    out = ctx.tmp / "out"
    out.mkdir()
    owner = out / ".narrate.lock.owner"
    held = None
    if how in ("note", "held"):
        write(owner, note.replace("HOST", socket.gethostname()))
    elif how == "notefifo":
        _fifo(owner)
    elif how == "lockfile":
        write(out / ".narrate.lock", note)
    if how == "held":
        held = open(out / ".narrate.lock", "a")
        fcntl.flock(held, fcntl.LOCK_EX | fcntl.LOCK_NB)
    elif how == "cacheheld":
        (ctx.tmp / "cache").mkdir()
        held = open(ctx.tmp / "cache" / ".in-use.lock", "a")
        fcntl.flock(held, fcntl.LOCK_EX | fcntl.LOCK_NB)
    try:
        done = build(ctx, timeout=60)
    finally:
        if held:
            held.close()
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    raw = any(c in done.stdout + done.stderr for c in ("\x1b", "\x00", "\x07"))
    if raw:
        return Verdict(False, "raw control characters on the terminal: " + done.brief(), "low")
    made = len(_episodes(ctx))
    if how == "held":
        return Verdict(done.code == 1 and len(done.errors()) == 1 and made == 0, f"{made} made; " + done.brief())
    if how == "cacheheld":
        ok = (done.code == 0 and made == 2) or (done.code == 1 and len(done.errors()) >= 1)
        return Verdict(ok, f"{made} made; " + done.brief())
    return Verdict(done.code == 0 and made == 2, f"{made}/2 made; " + done.brief())


# --- the clock going backwards between builds (records and files from the future)

CLOCKS_S7 = [
    ("records and files 10 years ahead, an article edited", "future"),
    ("records and files 10 years ahead, then cache --prune --grace 0", "prune"),
    ("an edit with the article's old mtime and size kept", "samesize"),
    ("the edited article's mtime set to 1980", "1980"),
    ("the output's files dated 1970 (clock reset to the epoch)", "epoch"),
    ("the manifest's built dates in 2999, a deleted article", "deleted"),
]


def _shift_times(folder: Path, seconds: float) -> None:
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            st = path.stat()
            os.utime(path, (st.st_atime + seconds, st.st_mtime + seconds))


def _age_records(out: Path, year: str) -> None:
    for record in (out / "manifest").rglob("*.json"):
        text = record.read_text(encoding="utf-8")
        record.write_text(re.sub(r'"(\d{4})-(\d\d-\d\dT)', lambda m: f'"{year}-{m.group(2)}', text), encoding="utf-8")


@attack("clock", "high", variants=CLOCKS_S7)
def a_s7_the_clock_went_backwards(ctx: Ctx, v: str) -> Verdict:
    """Between two builds the clock went back (records and files dated after the present, or the present
    reset to 1970/1980): the edited article is narrated again, the deleted one removed, the others kept,
    a prune keeps what the output uses, and a third build changes nothing."""
    posts = {f"p{i}.md": article(f"Post {i}", f"Paragraph of post {i}.") for i in range(4)}
    content = blog(ctx, posts)
    out, cache = ctx.tmp / "out", ctx.tmp / "cache"
    build(ctx)
    ten_years = 10 * 365 * 86400
    if v in ("future", "prune", "deleted"):
        _shift_times(out, ten_years)
        _shift_times(cache, ten_years)
        _age_records(out, "2999" if v == "deleted" else "2036")
    if v == "epoch":
        for path in out.rglob("*"):
            if path.is_file():
                os.utime(path, (0, 0))
    old = (content / "p0.md").stat()
    if v == "deleted":
        (content / "p3.md").unlink()
    else:
        text = article("Post 0", "Paragraph of post X.") if v == "samesize" else article("Post 0", _S6_EDIT)
        write(content / "p0.md", text)
        if v in ("samesize", "1980"):
            stamp = old.st_mtime if v == "samesize" else 315532800
            os.utime(content / "p0.md", (stamp, stamp))
    before_mp3 = (out / "en" / "p0.mp3").read_bytes()
    runs = [build(ctx, "--allow-mass-removal")]
    if v == "prune":
        runs.append(ctx.run("cache", "--prune", "--yes", "--grace", "0", content, timeout=60))
    again, report = build_json(ctx)
    runs.append(again)
    for run in runs:
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
    want = [f"en/p{i}.mp3" for i in range(3 if v == "deleted" else 4)]
    problems = []
    if _episodes(ctx) != want:
        problems.append(f"episodes {_episodes(ctx)}")
    if v != "deleted" and (out / "en" / "p0.mp3").exists() and (out / "en" / "p0.mp3").read_bytes() == before_mp3:
        problems.append("the edited article was not narrated again")
    if report.get("built") or report.get("removed") or again.code != 0:
        problems.append(f"third build built {report.get('built')}: {again.brief()}")
    return Verdict(not problems, "; ".join(problems) or runs[0].brief())


# --- one output name for two articles: languages, slugs, sidecar names, case

COLLIDE_S7 = [
    ("lang en and en-US onto one folder", {"a.md": "lang: en\nslug: same\n", "b.md": "lang: en-US\nslug: same\n"}),
    ("lang en and EN", {"a.md": "lang: en\nslug: same\n", "b.md": "lang: EN\nslug: same\n"}),
    ("zh-Hant and zh-TW", {"a.md": "lang: zh-Hant\nslug: same\n", "b.md": "lang: zh-TW\nslug: same\n"}),
    ("slug Same and same", {"a.md": "slug: Same\n", "b.md": "slug: same\n"}),
    ("slug 'same' and 'same ' (a trailing blank)", {"a.md": "slug: same\n", "b.md": "slug: 'same '\n"}),
    ("slug 'same' and 'same.' (a trailing dot)", {"a.md": "slug: same\n", "b.md": "slug: same.\n"}),
    ("slug 'same' and 'ｓａｍｅ' (fullwidth)", {"a.md": "slug: same\n", "b.md": "slug: ｓａｍｅ\n"}),
    ("slug x and another's sidecar x.episode", {"a.md": "slug: x\n", "b.md": "slug: x.episode\n"}),
    ("slug x and another's sidecar x.words", {"a.md": "slug: x\n", "b.md": "slug: x.words\n"}),
    ("slug x and x.chapters", {"a.md": "slug: x\n", "b.md": "slug: x.chapters\n"}),
    ("slug 'episodes' (the language's list)", {"a.md": "slug: episodes\n", "b.md": "slug: other\n"}),
    ("slug 'feed' (the feed's name)", {"a.md": "slug: feed\n", "b.md": "slug: other\n"}),
    ("a file name and another's slug", {"same.md": "", "b.md": "slug: same\n"}),
    ("notes.en.md and notes.md, lang en", {"notes.en.md": "", "notes.md": "lang: en\n"}),
    ("a translationKey pair both in en", {"a.md": "translationKey: k\n", "b.md": "translationKey: k\n"}),
    ("url /en/same/ and slug same", {"a.md": "url: /en/same/\n", "b.md": "slug: same\n"}),
]


@attack("collision", "high", variants=COLLIDE_S7)
def a_s7_two_articles_one_output_name(ctx: Ctx, v: dict[str, str]) -> Verdict:
    """Two articles whose language and slug resolve to one output name, or whose slug is another's sidecar
    or one of narrate's own files: each article is heard in its own episode (its page says its own words) or
    one of them fails in one line naming its file; no file of one is the other's, and a second build changes
    nothing (no ping-pong)."""
    says = {}
    posts = {}
    for n, (name, extra) in enumerate(v.items()):
        words = f"Article number {n} says its own distinctive words {'alpha' if n == 0 else 'omega'}."
        says[name] = "alpha" if n == 0 else "omega"
        text = article(f"Title {n}", words, extra=extra)
        if "lang:" in extra:
            text = text.replace("lang: en\n", "", 1)
        posts[name] = text
    blog(ctx, posts)
    done, report = build_json(ctx)
    again, report2 = build_json(ctx)
    for run in (done, again):
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
    out = ctx.tmp / "out"
    transcripts = {str(p.relative_to(out)): p.read_text(encoding="utf-8", errors="replace") for p in out.rglob("*.vtt")}
    heard = {word: [k for k, t in transcripts.items() if word in t] for word in ("alpha", "omega")}
    failed = [name for name in v if any(re.search(rf"error: \S*/{re.escape(name)}:", e) for e in done.errors())]
    problems = []
    for name, word in says.items():
        if not heard[word] and name not in failed:
            problems.append(f"{name} ({word}) unheard and unsaid")
    if report2.get("built") or report2.get("removed"):
        problems.append(f"second build built {report2.get('built')} removed {report2.get('removed')}")
    for rel in out.rglob("*.json"):
        try:
            json.loads(rel.read_text(encoding="utf-8"))
        except ValueError:
            problems.append(f"{rel.name} is not JSON")
    return Verdict(not problems, "; ".join(problems) or f"heard {heard}; " + done.brief())


# --- environment variables narrate (or Python, or a library) reads

ENV_S7 = [
    ("TMPDIR is a file", ("tmpfile", {})),
    ("TMPDIR is a FIFO", ("tmpfifo", {})),
    ("TMPDIR does not exist", ("env", {"TMPDIR": "/nonexistent/tmp"})),
    ("TMPDIR on a read-only file system", ("tmpro", {})),
    ("TMPDIR on a full 64 KB file system", ("tmpfull", {})),
    ("HOME is a file", ("homefile", {})),
    ("HOME is /nonexistent", ("env", {"HOME": "/nonexistent"})),
    ("HOME and XDG_CACHE_HOME unset, no NARRATE_CACHE_DIR", ("nohome", {})),
    ("XDG_CACHE_HOME is a file, no NARRATE_CACHE_DIR", ("xdgfile", {})),
    ("LANG=tr_TR.UTF-8 (dotless i)", ("env", {"LANG": "tr_TR.UTF-8", "LC_ALL": "tr_TR.UTF-8"})),
    ("LC_ALL=POSIX with a Chinese article", ("env", {"LC_ALL": "POSIX", "LANG": "POSIX"})),
    ("LC_ALL names a locale that is not there", ("env", {"LC_ALL": "xx_YY.FOO"})),
    ("http_proxy/https_proxy/ALL_PROXY at a dead port, offline engine", ("proxy", {})),
    ("HUGO_ENVIRONMENT=../../../../etc", ("hugoenv", {"HUGO_ENVIRONMENT": "../../../../etc"})),
    ("HUGO_PARAMS_BIG of 125 KB used 1,000 times", ("hugoparams", {})),
    ("HUGO_BASEURL a javascript: URL", ("hugobase", {"HUGO_BASEURL": "javascript:alert(1)//"})),
    ("PYTHONHASHSEED=random vs 0: the same output", ("hashseed", {})),
    ("NARRATE_CACHE_DIR with a newline and an escape in its name", ("cachename", {})),
    # (harness fix, s7: an environment value cannot hold a NUL; a control character instead)
    ("NARRATE_EDGE_URL garbage with engine espeak", ("env", {"NARRATE_EDGE_URL": "\x01::not a url"})),
    ("SOURCE_DATE_EPOCH of 300 digits", ("env", {"SOURCE_DATE_EPOCH": "9" * 300})),
]


def _hugo_blog(ctx: Ctx, body: str = "A short paragraph that is worth saying.") -> Path:
    write(ctx.tmp / "hugo.toml", HUGO_SITE)
    write(ctx.tmp / "voices.yaml", OFFLINE)
    write(ctx.tmp / "content" / "posts" / "notes.md", article(body=body))
    write(ctx.tmp / "content" / "posts" / "other.md", article("Other"))
    return ctx.tmp / "content"


@attack("environment", "medium", variants=ENV_S7)
def a_s7_an_odd_environment_variable(ctx: Ctx, v: tuple[str, dict[str, str]]) -> Verdict:
    """An environment variable narrate, Python or a library reads, set to something odd (TMPDIR a file, a
    pipe, read-only or full; HOME a file or unset; a Turkish or missing locale; proxies; Hugo's
    environment, params and base URL; a hash seed; odd cache and service names): the build makes every
    episode or fails in one line, never a traceback; nothing is read from outside the blog; the same input
    gives the same bytes."""
    how, env = v
    env = dict(env)
    # (harness fix, s7: undated articles are published at the first build's time, which differs between the
    # two folders compared for the hash seed; the articles carry a date)
    dated = "date: 2024-01-02\n"
    content = blog(ctx, {"笔记.md": article("笔记", ZH, dated, lang="zh-hans"), "notes.md": article(extra=dated)})
    out = ctx.tmp / "out"
    mounted: Path | None = None
    if how == "tmpfile":
        env["TMPDIR"] = str(write(ctx.tmp / "tmpfile", "x"))
    elif how == "tmpfifo":
        env["TMPDIR"] = str(_fifo(ctx.tmp / "tmpfifo"))
    elif how in ("tmpro", "tmpfull"):
        mounted = ctx.tmp / "tmpfs"
        mounted.mkdir()
        subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(mounted)], check=True)
        if how == "tmpro":
            _remount_ro(mounted)
        else:
            with contextlib.suppress(OSError), open(mounted / "fill", "wb") as fill:
                while True:
                    fill.write(b"\0" * 4096)
                    fill.flush()
        env["TMPDIR"] = str(mounted)
    elif how == "homefile":
        env["HOME"] = str(write(ctx.tmp / "homefile", "x"))
    elif how in ("nohome", "xdgfile"):
        env["NARRATE_CACHE_DIR"] = ""
        env["XDG_CACHE_HOME"] = str(write(ctx.tmp / "xdgfile", "x")) if how == "xdgfile" else ""
        env["HOME"] = "" if how == "nohome" else str(ctx.tmp / "home")
    elif how == "proxy":
        env.update({k: "http://127.0.0.1:9" for k in ("http_proxy", "https_proxy", "ALL_PROXY", "HTTPS_PROXY")})
    elif how in ("hugoenv", "hugoparams", "hugobase"):
        shutil.rmtree(content)
        body = '{{< param "big" >}} ' * 1000 if how == "hugoparams" else "A short paragraph that is worth saying."
        content = _hugo_blog(ctx, body)
        if how == "hugoparams":
            # (harness fix, s7: one environment string is capped at 128 KB by Linux, so 10 MB never ran)
            env["HUGO_PARAMS_BIG"] = "word " * 25_000
    elif how == "cachename":
        env["NARRATE_CACHE_DIR"] = str(ctx.tmp / "ca\nche\x1b[2J")
    try:
        done = ctx.run("build", content, "--out", out, timeout=90, env=env, mem_mb=2000)
        if how == "hashseed":
            other = ctx.run("build", content, "--out", ctx.tmp / "out2", timeout=90, env={"PYTHONHASHSEED": "1"})
            ours = _user_tree(out)
            theirs = _user_tree(ctx.tmp / "out2")

            # (harness fix, s7: a feed's lastBuildDate is the time of its folder's first build, seconds apart here)
            def same(data: bytes | None) -> bytes | None:
                return None if data is None else re.sub(rb"<lastBuildDate>[^<]*</lastBuildDate>", b"", data)

            differ = [k for k in ours if not k.startswith("manifest") and same(ours.get(k)) != same(theirs.get(k))]
            if differ and other.code == 0:
                return Verdict(False, f"hash seeds 0 and 1 gave other bytes: {differ[:3]}", "low")
    finally:
        if mounted is not None:
            subprocess.run(["umount", "-l", str(mounted)], check=False)
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    if "root:x:" in done.stdout + done.stderr or any(
        "root:x:" in p.read_text(errors="replace") for p in out.rglob("*") if p.is_file() and p.suffix != ".mp3"
    ):
        return Verdict(False, "read a file outside the blog", "high")
    if "\x1b[2J" in done.stdout + done.stderr:
        return Verdict(False, "an escape raw on the terminal: " + done.brief(), "low")
    if how == "hugobase":
        found = _page_shape(out)
        if "javascript" in found.schemes:
            return Verdict(False, "a javascript: URL in the pages", "high")
    made = len(list(out.glob("*/*.mp3")))
    if done.code == 0 and made == 2:
        return Verdict(True, "2/2; " + done.brief())
    if done.code == 1 and done.errors():
        return Verdict(True, f"{made}/2, said: " + done.errors()[0][:150])
    return Verdict(False, f"{made}/2 episodes: " + done.brief())


# --- very many small articles

SCALE_S7 = [
    ("50,000 drafts and 2 articles, a build", "drafts"),
    ("50,000 articles, --dry-run", "dry"),
    ("50,000 articles in one folder, `narrate check` of one", "checkone"),
    ("20,000 empty .md files and 2 articles", "empty"),
]


@attack("scale", "high", variants=SCALE_S7)
def a_s7_very_many_small_articles(ctx: Ctx, v: str) -> Verdict:
    """A content folder of tens of thousands of small articles (drafts, empty files, or real ones in a dry
    run): the command ends within 240 s and 2 GB, without a traceback, with a plan or result."""
    content = ctx.tmp / "content"
    content.mkdir()
    write(ctx.tmp / "voices.yaml", OFFLINE)
    count = 20_000 if v == "empty" else 50_000
    for i in range(count):
        text = (
            ""
            if v == "empty"
            else article(f"Post {i}", f"Paragraph {i}.", extra="draft: true\n" if v == "drafts" else "")
        )
        (content / f"p{i:05}.md").write_text(text, encoding="utf-8")
    if v in ("drafts", "empty"):
        write(content / "real1.md", article("Real one"))
        write(content / "real2.md", article("Real two"))
    if v == "dry":
        done = ctx.run("build", content, "--out", ctx.tmp / "out", "--dry-run", timeout=240, mem_mb=2000)
    elif v == "checkone":
        done = ctx.run("check", content / "p00007.md", timeout=60, mem_mb=2000)
    else:
        done = ctx.run("build", content, "--out", ctx.tmp / "out", timeout=240, mem_mb=2000)
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    if v in ("drafts", "empty") and len(_episodes(ctx)) != 2:
        return Verdict(False, f"{_episodes(ctx)}: " + done.brief(), "medium")
    return Verdict(done.code in (0, 1), done.brief())


# --- odd --jobs, --timeout and other numbers on the command line

OPTIONS_S7 = [
    ("--jobs 0", ["build", "--jobs", "0"]),
    ("--jobs -1", ["build", "--jobs", "-1"]),
    ("--jobs 100000", ["build", "--jobs", "100000"]),
    ("--jobs 1e3", ["build", "--jobs", "1e3"]),
    ("--jobs ''", ["build", "--jobs", ""]),
    ("--jobs '٤' (an Arabic-Indic digit)", ["build", "--jobs", "٤"]),
    ("--jobs 64 with 2 articles", ["build", "--jobs", "64"]),
    ("--jobs twice", ["build", "--jobs", "2", "--jobs", "3"]),
    ("check-host --timeout 0", ["check-host", "--timeout", "0"]),
    ("check-host --timeout -1", ["check-host", "--timeout", "-1"]),
    ("check-host --timeout nan", ["check-host", "--timeout", "nan"]),
    ("check-host --timeout inf", ["check-host", "--timeout", "inf"]),
    ("check-host --timeout 1e308", ["check-host", "--timeout", "1e308"]),
    ("serve --port 0", ["serve", "--port", "0"]),
    ("serve --port 70000", ["serve", "--port", "70000"]),
    ("serve --port -1", ["serve", "--port", "-1"]),
    ("--shard 1/2/3", ["build", "--shard", "1/2/3"]),
    ("--shard ' 1/2'", ["build", "--shard", " 1/2"]),
    ("--shard 1/１", ["build", "--shard", "1/１"]),
    (
        "--shard 9223372036854775808/9223372036854775809",
        ["build", "--shard", "9223372036854775808/9223372036854775809"],
    ),
]


@attack("options", "medium", variants=OPTIONS_S7)
def a_s7_an_odd_number_on_the_command_line(ctx: Ctx, v: list[str]) -> Verdict:
    """An option given a number that is no number, zero, negative, NaN, infinite, huge or in another
    script: one usage line (exit 1 or 2) or the command does its work; never a traceback or a hang, and no
    episode removed."""
    content = blog(ctx, {"notes.md": article(), "other.md": article("Other")})
    command = v[0]
    if command == "build":
        build(ctx)
        done = ctx.run("build", content, "--out", ctx.tmp / "out", *v[1:], timeout=90)
    elif command == "check-host":
        done = ctx.run("check-host", "http://127.0.0.1:9/", *v[1:], timeout=90)
    else:
        done = ctx.run("serve", ctx.tmp / "out", *v[1:], timeout=5)
        if done.timed_out:
            return Verdict(True, "serving (stopped at 5 s)")
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    if command == "build" and len(_episodes(ctx)) != 2:
        return Verdict(False, f"episodes now {_episodes(ctx)}: " + done.brief(), "high")
    lines = [ln for ln in done.stderr.splitlines() if ln.strip()]
    ok = done.code == 0 or (done.code in (1, 2) and 0 < len(lines) <= 4)
    return Verdict(ok, done.brief())


# --- a second build where only voices.yaml changed

CONFIG_CHANGES_S7 = [
    ("the feed title changed", ("feedtitle", "  title: {en: A new title}\n")),
    ("the base_url changed", ("baseurl", "")),
    ("the English voice changed", ("voice", "")),
    ("the outro changed", ("outro", "")),
    ("a language added to languages:", ("addlang", "")),
    ("the engine changed to edge (unreachable)", ("engine", "")),
    ("build.exclude names one article", ("exclude", "")),
    ("voices.yaml made empty", ("empty", "")),
    ("voices.yaml deleted (built-in defaults)", ("deleted", "")),
    ("voices.yaml replaced by invalid YAML", ("invalid", "")),
]


@attack("config change", "high", variants=CONFIG_CHANGES_S7)
def a_s7_a_second_build_with_only_voices_yaml_changed(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """After a full build, only voices.yaml changes: the next build ends without a traceback, removes no
    episode of an article still there (an excluded one only with a word), publishes what changed (the new
    title in the feed, the new base URL in episodes.json), fails in one line on an unreadable file, and a
    build after it changes nothing."""
    how, _ = v
    posts = {f"p{i}.md": article(f"Post {i}", f"Paragraph of post {i}.") for i in range(3)}
    blog(ctx, posts)
    build(ctx)
    voices = ctx.tmp / "voices.yaml"
    text = OFFLINE
    if how == "feedtitle":
        text = re.sub(r"(?m)^  title: .*$", "  title: {en: A brand new title}", text)
    elif how == "baseurl":
        text = text.replace("https://example.com/podcast", "https://new.example.org/casts")
    elif how == "voice":
        text = text.replace('en: {outro: ""}', 'en: {outro: "", voice: en-GB-SoniaNeural}')
    elif how == "outro":
        text = text.replace('en: {outro: ""}', 'en: {outro: "Thanks for listening, friends."}')
    elif how == "addlang":  # (harness fix, s7: fr has no built-in voice, so its one line was the answer; ja has)
        text = text.replace('en: {outro: ""}', 'en: {outro: ""}\n  ja: {outro: ""}')
    elif how == "engine":
        text = text.replace("engine: espeak", "engine: edge")
    elif how == "exclude":
        text += "build:\n  exclude: ['p2.md']\n"
    elif how == "empty":
        text = ""
    elif how == "invalid":
        text = "engine: [espeak\n  : : :\n"
    if how == "deleted":
        voices.unlink()
        done, report = build_json(ctx, "--config", ctx.tmp / "nonexistent.yaml")
        done2, report = build_json(ctx)
        done = done2
    else:
        write(voices, text)
        done, report = build_json(ctx, "--no-fallback") if how == "engine" else build_json(ctx)
    again, report2 = build_json(ctx)
    for run in (done, again):
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
    have = _episodes(ctx)
    problems = []
    want = ["en/p0.mp3", "en/p1.mp3", "en/p2.mp3"]
    if how == "exclude":
        if "en/p2.mp3" not in have and "p2" not in done.stderr + done.stdout:
            problems.append("p2 removed without a word")
        want = want[:2]
    if any(w not in have for w in want):
        problems.append(f"episodes {have}")
    feed = ctx.tmp / "out" / "en" / "feed.xml"
    if how == "feedtitle" and "A brand new title" not in feed.read_text(encoding="utf-8"):
        problems.append("the feed kept its old title")
    if how == "baseurl":
        data = (ctx.tmp / "out" / "episodes.json").read_text(encoding="utf-8")
        if "example.com/podcast" in data or "new.example.org" not in data:
            problems.append("episodes.json kept the old base URL")
    if how == "invalid" and not (done.code == 1 and any("voices.yaml" in e for e in done.errors())):
        problems.append("invalid voices.yaml not refused in one line: " + done.brief())
    if how not in ("invalid", "engine") and (report2.get("built") or report2.get("removed") or again.code != 0):
        problems.append(f"a third build built {report2.get('built')}: {again.brief()}")
    return Verdict(not problems, "; ".join(problems)[:300] or done.brief())


# --- new variants of the earlier classes: files narrate did not write, in the output and the cache

USER_FILES_S7 = [
    ("out/en/.notes.mp3.tmp (a name like narrate's temporary)", "out/en/.notes.mp3.tmp"),
    ("out/en/notes.mp3.part", "out/en/notes.mp3.part"),
    ("out/en/notes.html.bak", "out/en/notes.html.bak"),
    ("out/en/Notes.mp3 (a case twin)", "out/en/Notes.mp3"),
    ("out/en/notes.MP3", "out/en/notes.MP3"),
    ("out/manifest/en/.notes.json.tmp", "out/manifest/en/.notes.json.tmp"),
    ("out/manifest/notes.txt", "out/manifest/notes.txt"),
    ("out/player/my-theme.js", "out/player/my-theme.js"),
    ("out/.narrate.lock.owner.bak", "out/.narrate.lock.owner.bak"),
    ("out/en/feed.xml.orig", "out/en/feed.xml.orig"),
    ("cache/README.txt", "cache/README.txt"),
    ("cache/chunks/README.md", "cache/chunks/README.md"),
    ("cache/chunks/ab/song.mp3 (a chunk's shape, no record)", "cache/chunks/ab/song.mp3"),
    ("cache/plans/mine.json.tmp", "cache/plans/mine.json.tmp"),
    ("cache/usage/notes.txt", "cache/usage/notes.txt"),
    ("cache/.in-use.lock.bak", "cache/.in-use.lock.bak"),
]


@attack("overwrite", "high", variants=USER_FILES_S7)
def a_s7_a_users_file_beside_narrates(ctx: Ctx, v: str) -> Verdict:
    """A file of the user's beside narrate's, named like a temporary, a backup, a case twin or a file of
    narrate's own folders (player, manifest, cache chunks, plans, usage), planted after a first build: an
    edit, a deletion (removal allowed), a forced build and a prune leave it as it was."""
    content = _full_blog(ctx)
    write(content / "third.md", article("Third"))
    build(ctx)
    planted = write(ctx.tmp / v, USER)
    write(content / "other.md", article("Other", _S6_EDIT))
    (content / "notes.md").unlink()
    runs = [
        build(ctx, "--allow-mass-removal"),
        build(ctx, "--force"),
        ctx.run("cache", "--prune", "--yes", "--grace", "0", content, timeout=60),
    ]
    for run in runs:
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
    bad = next((r for r in runs if r.traceback), None)
    return kept_verdict(bad or runs[0], unchanged(planted))


# --- opt-out and move keys: new look-alike values

FLAGS_S7 = [
    ("yaml audio: falsе (a Cyrillic e)", ("yaml", "audio", "falsе")),
    ("yaml audio: ｎｏ", ("yaml", "audio", "ｎｏ")),
    ("yaml audio: 'false' with a zero-width joiner", ("yaml", "audio", '"false\\u200d"')),
    ("yaml audio: 'false' after a BOM", ("yaml", "audio", '"\\ufefffalse"')),
    ("yaml audio: false#x (no space before the hash)", ("yaml", "audio", "false#x")),
    ("yaml audio: 'f a l s e'", ("yaml", "audio", "'f a l s e'")),
    ("yaml audio: !!bool 'nope' (a tag YAML refuses)", ("yaml", "audio", "!!bool 'nope'")),
    ("yaml draft: 'true' with a NUL", ("yaml", "draft", '"true\\0"')),
    ("yaml narrate: 'no' with a combining mark", ("yaml", "narrate", '"n\\u0332o"')),
    ("toml audio = 'false' with a tab inside", ("toml", "audio", '"fal\\tse"')),
    ("json audio: 'false' with a NUL", ("json", "audio", '"false\\u0000"')),
    ("json draft: 'TRUE!'", ("json", "draft", '"TRUE!"')),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=FLAGS_S7)
def a_s7_flag_misread_keeps_the_episode(ctx: Ctx, v: tuple[str, str, str]) -> Verdict:
    """A flag's value that only looks like a documented no (look-alike letters, invisible characters, a
    hash glued on, a tag YAML refuses): the episode stays, with a warning naming the file."""
    return a_s4_flag_misread_keeps_the_episode(ctx, v)


MOVES_S7 = [
    ("lang: 'en' with a zero-width space", 'lang: "en\\u200b"\n'),
    ("lang: EN-us", "lang: EN-us\n"),
    ("slug: 'notes' with a NUL", 'slug: "notes\\0"\n'),
    ("url: //evil.example/x (a scheme-relative URL)", "url: //evil.example/x\n"),
    ("url with an encoded dot segment onto another article", "url: /en/notes/%2e%2e/other/\n"),
    ("slug: other with a trailing slash", "slug: other/\n"),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=MOVES_S7)
def a_s7_move_key_misread_keeps_the_episodes(ctx: Ctx, v: str) -> Verdict:
    """A move key of a look-alike value: neither episode lost, a move said (the s6 judge)."""
    return a_s6_move_key_misread_keeps_the_episodes(ctx, v)


# --- expansion through paths not tried

EXPAND_S7 = [
    (
        "a param in a figure caption 6,000 times",
        ("hugo", '{{< figure src="a.png" caption="{{< param "big" >}}" >}}\n' * 6000),
    ),
    ("a param in link text 6,000 times", ("hugo", '[{{< param "big" >}}](https://example.com/) ' * 6000)),
    ("a param in a table cell 6,000 times", ("hugo", "| a |\n|---|\n" + '| {{< param "big" >}} |\n' * 6000)),
    ("a param in a footnote 6,000 times", ("hugo", "Text[^1].\n\n[^1]: " + '{{< param "big" >}} ' * 6000)),
    ("a Jekyll variable through a filter 6,000 times", ("jekyll", "{{ site.big | upcase }} " * 6000)),
    ("a Jekyll variable doubling 30 levels", ("jekylldouble", "{{ site.a30 }}")),
    ("a Hugo param doubling 30 levels", ("hugodouble", '{{< param "a30" >}}')),
    ("a lexicon entry that says its own word twice", ("lexicon", "paragraph " * 20_000)),
    ("a param in the description 6,000 times", ("hugodesc", "Plain words.")),
    ("a Jekyll variable in the slug 6,000 times", ("jekyllslug", "Plain words.")),
]


@attack("expansion", "high", variants=EXPAND_S7)
def a_s7_expansion_through_a_new_path(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A site variable through a caption, a link, a table, a footnote, a filter, a doubling chain, a
    lexicon entry that names itself, the description or the slug: `script` and a build end within 60 s and
    2 GB with a result of bounded size, or one line."""
    kind, body = v
    extra = ""
    voices = OFFLINE
    jekyll = kind.startswith("jekyll")
    if jekyll:
        lines = ["title: Blog", "big: '" + BIG + "'", "a0: 'word word word '"]
        lines += [f"a{n}: '{{{{ site.a{n - 1} }}}} {{{{ site.a{n - 1} }}}}'" for n in range(1, 31)]
        write(ctx.tmp / "_config.yml", "\n".join(lines) + "\n")
        if kind == "jekyllslug":
            extra = "slug: '" + "{{ site.big }}" * 6000 + "'\n"
    elif kind.startswith("hugo"):
        params = [f"big = '{BIG}'", "a0 = 'word word word '"]
        params += [f'a{n} = \'{{{{< param "a{n - 1}" >}}}} {{{{< param "a{n - 1}" >}}}}\'' for n in range(1, 31)]
        write(ctx.tmp / "hugo.toml", HUGO_SITE + "[params]\n" + "\n".join(params) + "\n")
        if kind == "hugodesc":
            extra = "description: '" + '{{< param "big" >}} ' * 6000 + "'\n"
    elif kind == "lexicon":
        voices = OFFLINE.replace(
            'en: {outro: ""}', 'en:\n    outro: ""\n    lexicon:\n      paragraph: "paragraph paragraph"'
        )
    text = article(body="Plain words first. " + body, extra=extra)
    rel = "_posts/2024-01-02-post.md" if jekyll else ("posts/post.md" if kind.startswith("hugo") else "post.md")
    path = write(ctx.tmp / "content" / rel, text)
    write(ctx.tmp / "voices.yaml", voices)
    done = ctx.run("script", path, "--json", timeout=60, mem_mb=2000)
    verdict = _bounded(done)
    size = path.stat().st_size
    if verdict.held and len(done.out) > 40 * size + 2_000_000:
        return Verdict(False, f"{len(done.out) / size:.0f}x the input in the script; " + done.brief())
    if not verdict.held:
        return verdict
    # (harness fix, s7: an article of 6,000 figure lines says 6,000 short phrases, as long as its own text; espeak
    # takes minutes over that, which is no expansion: the build is timed only when the script is short)
    said = sum(len(c.get("text", "")) for c in _chunks(done.stdout))
    # (harness fix, s7, again: 6,000 figure lines say 72 KB, minutes of espeak on a loaded machine; a build is
    # timed only when it says no more than a long article does)
    if said > 30_000:
        return Verdict(True, f"script bounded ({said // 1000} KB said from {size // 1000} KB); build not timed")
    built = ctx.run("build", ctx.tmp / "content", "--out", ctx.tmp / "out", timeout=90, mem_mb=2000)
    verdict = _bounded(built)
    for out in (ctx.tmp / "out").rglob("*"):
        if out.is_file() and out.suffix in (".xml", ".json", ".html", ".vtt") and out.stat().st_size > 20_000_000:
            return Verdict(False, f"{out.name} {out.stat().st_size // 1_000_000} MB: " + built.brief())
        if out.is_file() and len(out.name.encode()) > 255:
            return Verdict(False, "a name longer than 255 bytes: " + built.brief())
    return Verdict(verdict.held, "build: " + verdict.note, verdict.severity)


# --- non-regular files at paths not tried

NONREG_S7 = [
    ("out/player is a file", ("out", "player", "file")),
    ("out/player/page.js is a FIFO", ("out", "player/page.js", "fifo")),
    ("out/en/notes.srt is a FIFO", ("out", "en/notes.srt", "fifo")),
    ("out/index.html is a folder", ("out", "index.html", "folder")),
    ("out/en/episodes.json is a socket", ("out", "en/episodes.json", "socket")),
    ("content/.git/HEAD is a FIFO", ("git", ".git/HEAD", "fifo")),
    ("content/.git is a link loop", ("git", ".git", "loop")),
    ("intro_audio is a FIFO", ("music", "intro.ogg", "fifo")),
    ("intro_audio is a link to /dev/zero", ("music", "intro.ogg", "zero")),
    ("intro_audio is a link to /dev/urandom", ("music", "intro.ogg", "urandom")),
    ("intro_audio is a folder", ("music", "intro.ogg", "folder")),
    ("the channel cover is a link to /dev/zero", ("cover", "art/cover.png", "zero")),
    ("i18n/en.toml is a FIFO (Hugo)", ("hugo", "i18n/en.toml", "fifo")),
    ("an article's bundle folder index.md is a FIFO", ("bundle", "content/posts/b/index.md", "fifo")),
]


@attack("non-regular file", "high", variants=NONREG_S7)
def a_s7_a_path_is_not_a_regular_file(ctx: Ctx, v: tuple[str, str, str]) -> Verdict:
    """A pipe, a device, a socket, a folder or a link loop where narrate (or git, or ffmpeg for it) reads
    or writes: a build and a forced build end within 60 s each, without a traceback; the other article is
    heard, or one line names the file."""
    where, rel, kind = v
    content = _full_blog(ctx)
    out = ctx.tmp / "out"
    if where == "out":
        build(ctx)
        target = out / rel
        if target.is_dir() and not target.is_symlink():
            shutil.rmtree(target)
        else:
            target.unlink(missing_ok=True)
        if kind == "file":
            write(target, USER)
        else:
            _odd(target, kind)
        write(content / "notes.md", article(body=_S6_EDIT, extra="image: cover.png\n"))
    elif where == "git":
        subprocess.run(["git", "init", "-q", str(content)], check=True)
        target = content / rel
        if target.is_dir() and not target.is_symlink():
            shutil.rmtree(target)
        else:
            target.unlink(missing_ok=True)
        _odd(target, kind)
    elif where == "music":
        _odd(ctx.tmp / rel, kind)
        write(ctx.tmp / "voices.yaml", FEED_ART + f"intro_audio: {rel}\n")
    elif where == "cover":
        (ctx.tmp / rel).unlink()
        _odd(ctx.tmp / rel, kind)
    elif where == "hugo":
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
        for name in ("notes.md", "other.md"):
            (content / "posts").mkdir(exist_ok=True)
            os.replace(content / name, content / "posts" / name)
        shutil.copy(content / "cover.png", content / "posts" / "cover.png")
        _odd(ctx.tmp / rel, kind)
    elif where == "bundle":
        _odd(ctx.tmp / rel, kind)
    runs = [build(ctx, timeout=60), build(ctx, "--force", timeout=60)]
    for run in runs:
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
    if where == "out":
        return Verdict(True, runs[1].brief())
    if runs[0].code == 1 and runs[0].errors() and Path(rel).name in " ".join(runs[0].errors()):
        return Verdict(True, "named: " + runs[0].errors()[0][:150])
    if not list(out.glob("en/*other.mp3")):
        return Verdict(False, "the other article not heard: " + runs[0].brief(), "medium")
    return Verdict(True, runs[0].brief())


# --- music that ffmpeg reads: playlists that reach elsewhere, an hour of silence in a few bytes


@contextlib.contextmanager
def _listener() -> Iterator[tuple[int, list[bytes]]]:
    """A TCP port that records whatever connects to it (a request narrate, or ffmpeg for it, should never
    make)."""
    import threading

    got: list[bytes] = []
    server = socket.socket()
    server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    server.bind(("127.0.0.1", 0))
    server.listen(20)
    server.settimeout(0.5)
    stop = threading.Event()

    def loop() -> None:
        while not stop.is_set():
            try:
                conn, _ = server.accept()
            except OSError:
                continue
            with contextlib.suppress(OSError):
                conn.settimeout(2)
                got.append(conn.recv(4096) or b"(connected)")
                conn.close()

    thread = threading.Thread(target=loop, daemon=True)
    thread.start()
    try:
        yield server.getsockname()[1], got
    finally:
        stop.set()
        thread.join(3)
        server.close()


MUSIC_S7 = [
    ("an HLS playlist named .ogg reaching a local port", "hls-http"),
    ("an HLS playlist named .ogg reading /etc/passwd", "hls-file"),
    ("an ffconcat list named .ogg reading /etc/passwd", "concat"),
    ("an SDP file named .ogg opening a port", "sdp"),
    ("ten hours of silence in a small FLAC", "long"),
    ("an intro_audio path that is a URL", "url"),
]


@attack("music", "high", variants=MUSIC_S7)
def a_s7_a_music_file_that_is_not_music(ctx: Ctx, v: str) -> Verdict:
    """voices.yaml's intro_audio names a file that ffmpeg would follow elsewhere (a playlist or concat list
    reading a local file or a port, an SDP file), or that decodes to hours: no connection is made, nothing of
    /etc/passwd is heard, the build ends within 90 s with an episode of sensible length or one line naming
    the file."""
    blog(ctx, {"notes.md": article(), "other.md": article("Other")})
    intro = ctx.tmp / "music" / "intro.ogg"
    with _listener() as (port, got):
        if v == "hls-http":
            write(
                intro, f"#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nhttp://127.0.0.1:{port}/a.ts\n#EXT-X-ENDLIST\n"
            )
        elif v == "hls-file":
            write(intro, "#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nfile:///etc/passwd\n#EXT-X-ENDLIST\n")
        elif v == "concat":
            write(intro, "ffconcat version 1.0\nfile '/etc/passwd'\n")
        elif v == "sdp":
            write(intro, f"v=0\no=- 0 0 IN IP4 127.0.0.1\ns=x\nc=IN IP4 127.0.0.1\nt=0 0\nm=audio {port} RTP/AVP 0\n")
        elif v == "long":
            intro.parent.mkdir(parents=True, exist_ok=True)
            subprocess.run(
                [
                    "ffmpeg",
                    "-v",
                    "quiet",
                    "-f",
                    "lavfi",
                    "-i",
                    "anullsrc=r=8000:cl=mono",
                    "-t",
                    "36000",
                    "-c:a",
                    "flac",
                    "-compression_level",
                    "12",
                    str(intro.with_suffix(".flac")),
                ],
                check=True,
            )
            intro = intro.with_suffix(".flac")
        name = f"http://127.0.0.1:{port}/intro.ogg" if v == "url" else str(intro.relative_to(ctx.tmp))
        write(ctx.tmp / "voices.yaml", OFFLINE + f"intro_audio: {name}\n")
        done = build(ctx, timeout=120)
        time.sleep(0.5)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if got:
        return Verdict(False, f"a connection was made: {got[0][:80]!r}", "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    if mp3.exists():
        from mutagen.mp3 import MP3

        length = MP3(mp3).info.length
        if length > 600:
            return Verdict(False, f"an episode of {length / 3600:.1f} h", "high")
        return Verdict(True, f"built, {length:.0f} s; " + done.brief())
    lines = done.errors()
    ok = done.code == 1 and bool(lines) and all("intro_audio" in line or "voices.yaml" in line for line in lines)
    return Verdict(ok, "refused: " + done.brief())


# --- the service: new answer shapes


async def _script_answer_s7(srv: Any, ws: Any, how: str, headers: dict[str, str], body: str) -> bool:
    """One scripted answer of a shape SHAPES_S7 names; False when the connection is finished."""
    import asyncio

    from edge_standin import audio_frame, parse_ssml, text_frame

    rid = headers.get("X-RequestId") or "0" * 32
    sid = "C" * 32
    parsed = parse_ssml(body)
    text = parsed.text if parsed else "x"
    rend = await asyncio.get_running_loop().run_in_executor(
        None, srv.render, text, parsed.voice if parsed else "en-US-AriaNeural"
    )
    mp3 = rend.mp3

    async def send(frame: str | bytes) -> None:
        await (ws.send_bytes(frame) if isinstance(frame, bytes) else ws.send_str(frame))

    async def audio(payload: bytes, size: int = 4096, request: str = rid) -> None:
        for at in range(0, len(payload), size):
            await send(audio_frame(request, sid, payload[at : at + size]))

    def word(text: str, offset: float = 1, duration: float = 1) -> str:
        entry = {
            "Type": "WordBoundary",
            "Data": {"Offset": offset, "Duration": duration, "text": {"Text": text, "Length": len(text)}},
        }
        return json.dumps({"Metadata": [entry]})

    async def meta(data: str) -> None:
        await send(text_frame(rid, "audio.metadata", data))

    async def end() -> None:
        await send(audio_frame(rid, sid, b""))
        await send(text_frame(rid, "turn.end", "{}"))

    await send(text_frame(rid, "turn.start", "{}"))
    if how == "turn.end before any audio, then the audio":
        await send(text_frame(rid, "turn.end", "{}"))
        await audio(mp3)
        return True
    if how == "the audio under another request's id":
        await audio(mp3, request="F" * 32)
        await end()
        return True
    if how == "a binary frame whose header length passes its end":
        await send((60000).to_bytes(2, "big") + b"X-RequestId:" + rid.encode())
    elif how == "a binary frame of one byte":
        await send(b"\x00")
    elif how == "metadata nested 100,000 deep":
        await meta('{"Metadata": ' + "[" * 100_000 + "]" * 100_000 + "}")
    elif how == "a word boundary whose text is markup and escapes":
        await meta(word("</script><img src=x onerror=alert(1)>\x1b[2J\u2028"))
    elif how == "offsets going backwards and negative":
        await meta(word("x", 50_000_000))
        await meta(word("y", -50_000_000, -1))
    elif how == "a word boundary text with a lone surrogate escape":
        await meta(
            '{"Metadata": [{"Type": "WordBoundary", "Data": {"Offset": 1, "Duration": 1, "text": {"Text": "\\ud800"}}}]}'
        )
    elif how == "an 8 MB metadata frame":
        await meta(json.dumps({"Metadata": [], "pad": "x" * 8_000_000}))
    elif how == "a turn.start every frame":
        for at in range(0, len(mp3), 4096):
            await send(text_frame(rid, "turn.start", "{}"))
            await send(audio_frame(rid, sid, mp3[at : at + 4096]))
        await end()
        return True
    await audio(mp3)
    await end()
    return True


SHAPES_S7 = [
    "turn.end before any audio, then the audio",
    "the audio under another request's id",
    "a binary frame whose header length passes its end",
    "a binary frame of one byte",
    "metadata nested 100,000 deep",
    "a word boundary whose text is markup and escapes",
    "offsets going backwards and negative",
    "a word boundary text with a lone surrogate escape",
    "an 8 MB metadata frame",
    "a turn.start every frame",
]


def _scripted_s7(how: str, limit: int | None) -> Any:
    return _scripted_by(_script_answer_s7, how, limit)


def _published_clean(out: Path) -> list[str]:
    """Markup, escapes or a broken feed/JSON in what a build published (from the service's words)."""
    problems = []
    for path in out.rglob("*"):
        if path.is_file() and path.suffix in (".html", ".vtt", ".srt", ".xml"):
            text = path.read_text(encoding="utf-8", errors="replace")
            if "\x1b" in text or "<img src=x" in text or "\ud800" in text:
                problems.append(f"{path.name} carries the service's markup or escapes")
    return problems


@attack("malformed answer", "medium", lane="voice", variants=[(f"{h}, once", h) for h in SHAPES_S7])
def a_s7_one_odd_answer_is_retried(ctx: Ctx, v: str) -> Verdict:
    """One answer of a new shape among good ones: retried (or taken, when sound), the episode made within
    150 s, of sensible size, no markup or escape from the service in a published file."""
    done = _edge_build(ctx, _scripted_s7(v, 1), EDGE_VOICES, "1", 150)
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    size = mp3.stat().st_size if mp3.exists() else 0
    problems = _published_clean(ctx.tmp / "out")
    if problems:
        return Verdict(False, "; ".join(problems), "high")
    ok = done.code == 0 and not done.traceback and 0 < size < 2_000_000
    return Verdict(ok, f"episode {size} bytes; " + done.brief())


@attack("malformed answer", "medium", lane="voice", variants=[(f"{h}, always", h) for h in SHAPES_S7])
def a_s7_odd_answers_always_end_in_one_line(ctx: Ctx, v: str) -> Verdict:
    """Every answer of that shape (timeout 5, attempts 2): one line within 150 s, never "please report", or a
    sound episode with nothing of the service's markup published."""
    done = _edge_build(ctx, _scripted_s7(v, None), EDGE_VOICES + "timeout: 5\nattempts: 2\n", "1", 150)
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    problems = _published_clean(ctx.tmp / "out")
    if problems:
        return Verdict(False, "; ".join(problems), "high")
    if done.code == 0 and not done.traceback:
        mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
        size = mp3.stat().st_size if mp3.exists() else 0
        return Verdict(0 < size < 2_000_000, f"accepted, episode {size} bytes: " + done.brief())
    verdict = one_line(done)
    if verdict.held and "please report" in done.stderr:
        return Verdict(False, "'please report this': " + done.brief())
    return verdict


# --- the service refusing at the connection in new ways


@contextlib.contextmanager
def _raw_service_s7(behaviour: str) -> Iterator[str]:
    """A TCP port answering the websocket handshake with refusals and stalls not tried before."""
    import threading

    listener = socket.socket()
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen(200)
    stop = threading.Event()
    conns: list[socket.socket] = []

    def serve(conn: socket.socket) -> None:
        with contextlib.suppress(OSError):
            conn.settimeout(10)
            data = b""
            while b"\r\n\r\n" not in data and len(data) < 65536:
                more = conn.recv(4096)
                if not more:
                    break
                data += more
            if behaviour == "429 with Retry-After of a day":
                conn.sendall(b"HTTP/1.1 429 Too Many Requests\r\nRetry-After: 86400\r\nContent-Length: 0\r\n\r\n")
            elif behaviour == "503 with Retry-After as a date in 2099":
                conn.sendall(
                    b"HTTP/1.1 503 Unavailable\r\nRetry-After: Fri, 01 Jan 2099 00:00:00 GMT\r\nContent-Length: 0\r\n\r\n"
                )
            elif behaviour == "a redirect to another websocket":
                conn.sendall(b"HTTP/1.1 307 Temporary\r\nLocation: ws://127.0.0.1:9/x\r\nContent-Length: 0\r\n\r\n")
            elif behaviour == "TLS bytes on a ws:// URL":
                conn.sendall(bytes.fromhex("160303003d020000390303") + os.urandom(60))
            elif behaviour == "never reads, never answers (window full)":
                stop.wait(120)
            elif behaviour == "a 200 with a 10 MB body":
                conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 10000000\r\n\r\n" + b"<html>" * 1_666_666)
            elif behaviour == "401 Unauthorized":
                conn.sendall(b"HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: Bearer\r\nContent-Length: 0\r\n\r\n")
            elif behaviour == "403 Forbidden with a 1 MB body":
                conn.sendall(b"HTTP/1.1 403 Forbidden\r\nContent-Length: 1000000\r\n\r\n" + b"x" * 1_000_000)
            elif behaviour == "500 with a Retry-After of -1":
                conn.sendall(b"HTTP/1.1 500 Oops\r\nRetry-After: -1\r\nContent-Length: 0\r\n\r\n")
            elif behaviour == "101 Switching Protocols then a close frame 1011":
                import base64
                import hashlib

                key = re.search(rb"Sec-WebSocket-Key: *(\S+)", data, re.I)
                accept = base64.b64encode(
                    hashlib.sha1((key.group(1) if key else b"") + b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11").digest()
                )
                conn.sendall(
                    b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    b"Sec-WebSocket-Accept: " + accept + b"\r\n\r\n" + b"\x88\x02\x03\xf3"
                )
            elif behaviour == "a handshake answer one byte a second":
                for byte in b"HTTP/1.1 503 Slow\r\nContent-Length: 0\r\n\r\n":
                    if stop.wait(1):
                        break
                    conn.sendall(bytes([byte]))
            stop.wait(60)

    def loop() -> None:
        listener.settimeout(0.5)
        while not stop.is_set():
            try:
                conn, _ = listener.accept()
            except OSError:
                continue
            conns.append(conn)
            threading.Thread(target=serve, args=(conn,), daemon=True).start()

    thread = threading.Thread(target=loop, daemon=True)
    thread.start()
    try:
        yield f"ws://127.0.0.1:{listener.getsockname()[1]}"
    finally:
        stop.set()
        thread.join(5)
        for conn in conns:
            with contextlib.suppress(OSError):
                conn.close()
        listener.close()


RAW_REFUSALS_S7 = [
    "429 with Retry-After of a day",
    "503 with Retry-After as a date in 2099",
    "a redirect to another websocket",
    "TLS bytes on a ws:// URL",
    "never reads, never answers (window full)",
    "a 200 with a 10 MB body",
]


@attack("service refuses", "medium", lane="voice", variants=[(r, r) for r in RAW_REFUSALS_S7])
def a_s7_twenty_articles_against_a_refusing_service(ctx: Ctx, v: str) -> Verdict:
    """`narrate build --no-fallback` of 20 articles against a service that refuses in a new way (a day's
    Retry-After, a redirect, TLS bytes, silence, a big page): ends within 60 s with one line per article;
    without --no-fallback (engine auto), within 90 s with every episode made offline."""
    return _twenty_articles_against(ctx, _raw_service_s7(v))


def _twenty_articles_against(ctx: Ctx, service: contextlib.AbstractContextManager[str]) -> Verdict:
    """The s7 judge of a refusing service, shared by the families that bring their own stand-in: 20 articles built
    with --no-fallback must end within 60 s with one line per article; with fallback (engine auto), within 90 s
    with every episode made offline."""
    write(ctx.tmp / "voices.yaml", EDGE_VOICES.replace("engine: edge", "engine: auto"))
    for i in range(20):
        write(ctx.tmp / "content" / f"p{i:02}.md", article(f"Post {i}", f"Paragraph one of post {i}."))
    with service as url:
        env = {"NARRATE_EDGE_URL": url}
        done = ctx.run("build", ctx.tmp / "content", "--out", ctx.tmp / "out", "--no-fallback", timeout=150, env=env)
        fallen = ctx.run("build", ctx.tmp / "content", "--out", ctx.tmp / "out2", timeout=150, env=env)
    for run in (done, fallen):
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
    made = len(list((ctx.tmp / "out2").glob("*/*.mp3")))
    ok = done.code == 1 and done.seconds <= 60 and fallen.seconds <= 90 and made == 20
    return Verdict(
        ok, f"--no-fallback {done.seconds:.1f} s, fallback {fallen.seconds:.1f} s ({made}/20); " + done.brief()
    )


# --- cue and intro templates, new variants

CUES_S7 = [
    ("a repr conversion", ("code_many", "'{n!r} samples'")),
    ("a percent format", ("code_many", "'{n:%} samples'")),
    ("a thousands separator", ("code_many", "'{n:,} samples'")),
    ("doubled braces (a literal brace pair said)", ("code_many", "'{{n}} samples'")),
    ("the field 10,000 times", ("code_many", "'" + "{n} " * 10_000 + "'")),
    ("an escape sequence", ("code_many", '"\\e[2J{n} samples"')),
    ("a wide fill on another field", ("code_many", "'{alt!s:>99999999}'")),
    ("intro reaching an attribute", ("intro", "'{title.__class__.__mro__}'")),
    ("intro with an unknown field", ("intro", "'{secret} {title}'")),
    ("intro with a positional field", ("intro", "'{0} {title}'")),
]


@attack("cues", "medium", variants=CUES_S7)
def a_s7_cue_template_variants(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A cue or the intro template that is no plain text of its own named fields: one line naming
    voices.yaml, or said cleanly (the s6 judge); never a traceback, never code run."""
    key, value = v
    if key != "intro":
        return a_s6_cue_template_variants(ctx, v)
    config = write(ctx.tmp / "voices.yaml", f"engine: espeak\nlanguages:\n  en:\n    intro: {value}\n")
    path = write(ctx.tmp / "post.md", article(body="Text here."))
    done = ctx.run("script", path, "--json", "--config", config, timeout=30, mem_mb=1500)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief())
    if done.code == 0:
        said = json.dumps([c.get("text", "") for c in _chunks(done.stdout)])
        if "class" in said or "{" in said:
            return Verdict(False, "accepted, said: " + said[:150])
        return Verdict(True, "accepted: " + done.brief())
    return one_line(done, "voices.yaml")


# --- control characters, NUL, CR and lone surrogates in fields not tried

CHARS_S7 = [
    ("a NUL", "\\u0000", "\x00"),
    ("a lone CR", "\\r", "\r"),
    ("an ESC sequence", "\\u001b[2J", "\x1b[2J"),
    ("U+2028", "\\u2028", "\u2028"),
    ("a lone surrogate", "\\ud800", "\ud800"),
    ("NEL U+0085", "\\u0085", "\x85"),
]
FIELDS_S7 = ["json title", "json tags", "json description", "yaml author", "yaml slug"]


@attack(
    "control characters",
    "medium",
    variants=[(f"{c} in the {f}", (f, e, r)) for f in FIELDS_S7 for c, e, r in CHARS_S7],
)
def a_s7_a_control_character_in_a_field(ctx: Ctx, v: tuple[str, str, str]) -> Verdict:
    """A NUL, a lone CR, an escape, U+2028, a lone surrogate or NEL written as an escape in JSON or YAML front
    matter (title, tags, description, author, slug): the article is refused in one line naming it, or built
    with no published file, tag, file name or terminal line carrying the character raw; no traceback."""
    import xml.etree.ElementTree as ET

    field, escaped, raw = v
    fmt, key = field.split()
    if fmt == "json":
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
        value = f'["Val {escaped} x"]' if key == "tags" else f'"Val {escaped} x"'
        fields = {"title": '"Notes"', "lang": '"en"', key: value}
        rel = "posts/notes.md"
        text = (
            "{\n"
            + ",\n".join(f'"{k}": {val}' for k, val in fields.items())
            + "\n}\n\nA short paragraph that is worth saying.\n"
        )
    else:
        rel = "notes.md"
        text = article(extra=f'{key}: "val{escaped}x"\n')
    blog(ctx, {rel: text, rel.replace("notes", "other"): article("Other")}, OFFLINE)
    done = build(ctx)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback or done.code not in (0, 1):
        return Verdict(False, "traceback: " + done.brief())
    problems = []
    if raw in done.stdout + done.stderr:
        problems.append("raw on the terminal")
    out = ctx.tmp / "out"
    for path in out.rglob("*"):
        if raw in str(path.name) or (raw == "\ud800" and "\udcf0" in os.fsdecode(path.name)):
            problems.append(f"a file name carries it: {path.name!r}")
        if path.is_file() and path.suffix in (".xml", ".html", ".json", ".vtt", ".srt"):
            text = path.read_text(encoding="utf-8", errors="surrogateescape")
            if raw in text and raw != "\u2028":
                problems.append(f"{path.name} carries it raw")
    for feed in out.glob("*/feed.xml"):
        try:
            ET.parse(feed)
        except ET.ParseError as exc:
            problems.append(f"feed.xml is not XML: {exc}")
    for mp3 in out.glob("*/*.mp3"):
        from mutagen.id3 import ID3

        if raw in " ".join(str(f) for f in ID3(mp3).values()) and raw != "\u2028":
            problems.append(f"{mp3.name}'s tags")
    if not problems and done.code == 1 and not any("notes" in e for e in done.errors()):
        problems.append("exit 1 without a line naming the article")
    if not list(out.glob("*/other.mp3")):
        problems.append("the other article was not built")
    return Verdict(not problems, "; ".join(problems)[:300] or done.brief())


# --- serve: request forms not tried

SERVE_S7 = [
    (
        "an absolute-form target naming another host",
        (b"GET http://evil.example/en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", (200, 400, 404)),
    ),
    ("OPTIONS *", (b"OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", (200, 204, 400, 404, 405, 501))),
    (
        "TRACE echoing headers",
        (b"TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: secret\r\n\r\n", (400, 403, 404, 405, 501)),
    ),
    (
        "a 100 KB request line",
        (b"GET /" + b"a" * 100_000 + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", (0, 400, 404, 414, 431)),
    ),
    (
        "10,000 headers",
        (b"GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n" + b"X-a: b\r\n" * 10_000 + b"\r\n", (0, 200, 400, 431)),
    ),
    (
        "5,000 ranges",
        (
            b"GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\nRange: bytes=" + b",".join([b"0-0"] * 5000) + b"\r\n\r\n",
            (200, 206, 400, 416),
        ),
    ),
    (
        "If-Range with a garbage date",
        (
            b"GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\nRange: bytes=0-1\r\nIf-Range: \xff\xfe garbage\r\n\r\n",
            (200, 206, 400),
        ),
    ),
    (
        "a chunked GET body with a huge chunk size",
        (
            b"GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\nFFFFFFFFFFFFFFFF\r\nx",
            (0, 200, 400, 411, 501),
        ),
    ),
    ("a NUL in the path", (b"GET /en/a.mp3%00.html HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", (400, 404))),
    ("a doubled leading slash", (b"GET //etc/passwd HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", (301, 400, 403, 404))),
    ("backslash dot segments", (b"GET /..\\..\\..\\etc\\passwd HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", (400, 403, 404))),
    ("an HTTP/0.9 request", (b"GET /en/a.mp3\r\n\r\n", (0, 200, 400, 505))),
]


@attack("serve", "medium", variants=SERVE_S7)
def a_s7_serve_request_forms(ctx: Ctx, v: tuple[bytes, tuple[int, ...]]) -> Verdict:
    """A request form not tried (absolute target, OPTIONS *, TRACE, huge lines, many headers or ranges, a
    chunked GET, NUL, backslashes, HTTP/0.9): an allowed answer, nothing outside the folder served, no header
    echoed back, serve still up and answering a plain request, no traceback."""
    request, allowed = v
    write(ctx.tmp / "out" / "en" / "a.mp3", b"0123456789" * 10)
    with _served(ctx, "--quiet") as (port, proc):
        status, body = _http(port, request)
        plain, _ = _http(port, "GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", timeout=5)
        alive = proc.poll() is None
    log = (ctx.tmp / "serve.log").read_bytes()
    leaked = b"root:" in body
    echoed = b"secret" in body
    ok = status in allowed and alive and plain == 200 and b"Traceback" not in log and not leaked and not echoed
    note = f"answered {status} ({len(body)} bytes), then {plain}" + (" leaked" if leaked else "")
    return Verdict(
        ok,
        note + (" echoed" if echoed else "") + (" traceback" if b"Traceback" in log else ""),
        "high" if leaked else None,
    )


# --- check-host: hosts misbehaving in new ways


def _odd_host_s7(behaviour: str) -> tuple[Any, int]:
    import gzip
    import http.server
    import threading

    bomb = gzip.compress(b"\0" * 200_000_000, compresslevel=9) if "gzip" in behaviour else b""

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args: Any) -> None:
            pass

        def do_GET(self) -> None:
            with contextlib.suppress(OSError):
                self._answer()

        def _send(self, body: bytes, status: int = 200, **headers: str) -> None:
            self.send_response(status)
            for k, val in {"Content-Type": "application/json", "Content-Length": str(len(body)), **headers}.items():
                self.send_header(k.replace("_", "-"), val)
            self.end_headers()
            self.wfile.write(body)

        def _answer(self) -> None:
            port = self.server.server_address[1]
            if behaviour == "a redirect to itself":
                self._send(b"", 302, Location=self.path)
            elif behaviour == "a chain of 60 redirects":
                n = int(self.path.strip("/").split("/")[-1] or 0) if self.path.strip("/").isdigit() else 0
                self._send(b"", 302, Location=f"http://127.0.0.1:{port}/{n + 1}")
            elif behaviour == "a gzip bomb as episodes.json":
                self._send(bomb, Content_Encoding="gzip")
            elif behaviour == "a Content-Length larger than the body, then close":
                self.send_response(200)
                self.send_header("Content-Length", "100000000")
                self.end_headers()
                self.wfile.write(b'{"episodes": [')
                self.close_connection = True
            elif behaviour == "an HTML page as episodes.json":
                self._send(b"<html><script>alert(1)</script></html>" * 100, Content_Type="text/html")
            elif behaviour == "episodes.json of 300,000 episodes":
                eps = [
                    {"slug": f"s{i}", "lang": "en", "title": "t", "audio": f"http://127.0.0.1:{port}/{i}.mp3"}
                    for i in range(300_000)
                ]
                self._send(json.dumps({"version": 2, "base_url": f"http://127.0.0.1:{port}", "episodes": eps}).encode())
            elif behaviour == "episodes.json whose titles carry escapes":
                eps = [
                    {
                        "slug": "a\x1b[2J",
                        "lang": "en",
                        "title": "\x1b]0;pwned\x07",
                        "audio": f"http://127.0.0.1:{port}/\x1b[2J.mp3",
                    }
                ]
                self._send(json.dumps({"version": 2, "base_url": f"http://127.0.0.1:{port}", "episodes": eps}).encode())
            elif behaviour == "audio named at the cloud metadata address":
                eps = [{"slug": "a", "lang": "en", "title": "t", "audio": "http://169.254.169.254/latest/meta-data/"}]
                self._send(json.dumps({"version": 2, "base_url": f"http://127.0.0.1:{port}", "episodes": eps}).encode())
            elif behaviour == "JSON nested 100,000 deep":
                self._send(b'{"episodes": ' + b"[" * 100_000 + b"]" * 100_000 + b"}")

        do_HEAD = do_GET

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


HOSTS_S7 = [
    "a redirect to itself",
    "a chain of 60 redirects",
    "a gzip bomb as episodes.json",
    "a Content-Length larger than the body, then close",
    "an HTML page as episodes.json",
    "episodes.json of 300,000 episodes",
    "episodes.json whose titles carry escapes",
    "audio named at the cloud metadata address",
    "JSON nested 100,000 deep",
]


@attack("check-host", "medium", variants=[(h, h) for h in HOSTS_S7])
def a_s7_check_host_against_an_odd_host(ctx: Ctx, v: str) -> Verdict:
    """`narrate check-host` against a host misbehaving in a new way (redirect loops, a gzip bomb, a short
    body, HTML, a huge or deep episodes.json, escapes in titles, the metadata address): ends within 90 s and
    1.5 GB, a report or one line, no traceback, no raw escape on the terminal."""
    server, port = _odd_host_s7(v)
    try:
        done = ctx.run("check-host", f"http://127.0.0.1:{port}/", timeout=120, mem_mb=1500)
    finally:
        server.shutdown()
        server.server_close()
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    raw = "\x1b" in done.stdout + done.stderr or "\x07" in done.stdout + done.stderr
    ok = not done.traceback and done.code in (0, 1) and done.seconds < 90 and not raw
    return Verdict(ok, ("raw escape; " if raw else "") + done.brief(), "low" if raw and not done.traceback else None)


URLS_S7 = [
    ("a CRLF in the URL", "http://127.0.0.1:9/\r\nX-Injected: 1"),
    ("an encoded CRLF in the URL", "http://127.0.0.1:9/%0d%0aX-Injected:%201"),
    ("an IDN host of look-alike letters", "http://ехаmple.com/"),
    ("a javascript: URL", "javascript:alert(1)"),
    ("a data: URL of episodes.json", 'data:application/json,{"episodes":[]}'),
    ("a lone surrogate in the URL", "http://127.0.0.1:9/\udcff"),
]


@attack("check-host", "medium", variants=URLS_S7)
def a_s7_check_host_with_an_odd_url(ctx: Ctx, v: str) -> Verdict:
    """An odd URL given to check-host: one line (exit 1) or a report, no traceback, no raw control character
    echoed, nothing local read."""
    done = ctx.run("check-host", v.encode("utf-8", "surrogateescape") if "\udcff" in v else v, timeout=60)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    raw = "\r\nX-Injected" in done.stdout + done.stderr
    ok = done.code in (0, 1) and not done.traceback and not raw
    return Verdict(
        ok, ("raw CRLF echoed; " if raw else "") + done.brief(), "low" if raw and not done.traceback else None
    )


# ============================================================================= family s8 (session 8)

FAMILY[0] = "s8"

# --- a file the user put in place of narrate's, then a change that would remove or move narrate's

REPLACED_S8 = ["mp3", "vtt", "srt", "html", "png", "chapters.json", "words.json", "episode.json"]
TRIGGERS_S8 = [
    ("a new slug", "slug"),
    ("draft: true", "draft"),
    ("a new language", "lang"),
]


@attack(
    "overwrite",
    "high",
    variants=[(f"en/notes.{s} replaced, then {t}", (s, k)) for s in REPLACED_S8 for t, k in TRIGGERS_S8],
)
def a_s8_a_replaced_file_then_a_change_that_moves_the_episode(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """After a full build the user puts a file of their own in place of one of narrate's (a new file, not
    narrate's bytes); then the article's slug, draft flag or language changes, so narrate moves or removes
    that episode: the user's file stays as it is."""
    suffix, trigger = v
    content = _full_blog(ctx)
    build(ctx)
    planted = ctx.tmp / "out" / "en" / f"notes.{suffix}"
    planted.unlink(missing_ok=True)
    write(planted, USER)
    extra = {"slug": "slug: renamed\n", "draft": "draft: true\n", "lang": ""}[trigger]
    text = article(extra="image: cover.png\n" + extra, lang="zh-hans" if trigger == "lang" else "en")
    write(content / "notes.md", text)
    runs = [build(ctx, "--allow-mass-removal"), build(ctx, "--allow-mass-removal", "--force")]
    bad = next((r for r in runs if r.traceback or r.timed_out), runs[0])
    return kept_verdict(bad, unchanged(planted))


# --- a writer that writes a path for the first time on a later build, over a file planted in between

LATER_S8 = [
    ("an article image added later, en/notes.png planted", ("image", "en/notes.png")),
    ("an article image (jpeg) added later, en/notes.jpg planted", ("jpeg", "en/notes.jpg")),
    ("a translation added later, zh-hans/notes.html planted", ("translation", "zh-hans/notes.html")),
    ("a translation added later, zh-hans/notes.mp3 planted", ("translation", "zh-hans/notes.mp3")),
    ("a translation added later, zh-hans/feed.xml planted", ("translation", "zh-hans/feed.xml")),
    ("a translation added later, zh-hans/episodes.json planted", ("translation", "zh-hans/episodes.json")),
    ("a channel cover added later, out/cover.png planted", ("cover", "cover.png")),
    ("a channel cover (jpeg) added later, out/cover.jpg planted", ("coverjpg", "cover.jpg")),
    ("feed.base_url added later, en/feed.xml planted", ("baseurl", "en/feed.xml")),
    ("feed.base_url added later, index.html planted", ("baseurl", "index.html")),
    ("feed.base_url added later, player/page.js planted", ("baseurl", "player/page.js")),
    ("feed.base_url added later, episodes.json planted", ("baseurl", "episodes.json")),
    ("a slug changed later, en/renamed.mp3 planted", ("slug", "en/renamed.mp3")),
    ("a slug changed later, en/renamed.words.json planted", ("slug", "en/renamed.words.json")),
]


@attack("overwrite", "high", variants=LATER_S8)
def a_s8_a_path_first_written_on_a_later_build(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A path narrate writes only once something changes (an image, a translation, a channel cover, feed
    settings, a slug), planted by the user between two builds: it stays as it is, and the build says so in
    one line or writes elsewhere."""
    how, rel = v
    voices = OFFLINE if how in ("cover", "coverjpg") else FEED_ART
    if how == "baseurl":
        voices = re.sub(r"(?m)^  base_url: .*\n", "", OFFLINE)
    content = blog(ctx, {"notes.md": article(), "other.md": article("Other")}, voices)
    png(ctx.tmp / "art" / "cover.png", color=(10, 20, 30))
    build(ctx)
    planted = write(ctx.tmp / "out" / rel, USER)
    if how in ("image", "jpeg"):
        if how == "jpeg":
            from PIL import Image

            Image.new("RGB", (1400, 1400), (1, 2, 3)).save(content / "cover.jpg")
        else:
            png(content / "cover.png")
        write(content / "notes.md", article(extra=f"image: cover.{'jpg' if how == 'jpeg' else 'png'}\n"))
    elif how == "translation":
        write(content / "notes.md", article(extra="translationKey: n1\n"))
        write(content / "notes.zh-hans.md", article("笔记", ZH, "translationKey: n1\n", lang="zh-hans"))
    elif how in ("cover", "coverjpg"):
        if how == "coverjpg":
            from PIL import Image

            Image.new("RGB", (1400, 1400), (1, 2, 3)).save(ctx.tmp / "art" / "cover.jpg")
            write(ctx.tmp / "voices.yaml", OFFLINE + "  image: art/cover.jpg\n")
        else:
            write(ctx.tmp / "voices.yaml", FEED_ART)
    elif how == "baseurl":
        write(ctx.tmp / "voices.yaml", OFFLINE)
    elif how == "slug":
        write(content / "notes.md", article(extra="slug: renamed\n"))
    runs = [build(ctx), build(ctx, "--force")]
    bad = next((r for r in runs if r.traceback or r.timed_out), runs[0])
    return kept_verdict(bad, unchanged(planted))


# --- the cache: a user's file named exactly as narrate names its own

CACHE_NAMES_S8 = [
    ("cache/articles/<32 hex>.json", "articles/0123456789abcdef0123456789abcdef.json"),
    ("cache/usage/<32 hex>.json", "usage/0123456789abcdef0123456789abcdef.json"),
    ("cache/plans/<32 hex>.json", "plans/0123456789abcdef0123456789abcdef.json"),
    ("cache/lookups/<32 hex>.bin", "lookups/0123456789abcdef0123456789abcdef.bin"),
    ("cache/chunks/ab/<64 hex>.mp3 without its record", "chunks/ab/" + "ab" * 32 + ".mp3"),
    ("cache/chunks/ab/<64 hex>.json without its audio", "chunks/ab/" + "ab" * 32 + ".json"),
]


@attack("overwrite", "high", variants=CACHE_NAMES_S8)
def a_s8_a_users_file_named_like_a_cache_file(ctx: Ctx, v: str) -> Verdict:
    """A file of the user's in the cache, named as narrate names its own there but not written by it: a
    build, a forced build and a prune with no grace leave it as it is (or the prune names it)."""
    content = _full_blog(ctx)
    build(ctx)
    planted = write(ctx.tmp / "cache" / v, USER)
    write(content / "other.md", article("Other", _S6_EDIT))
    runs = [
        build(ctx),
        build(ctx, "--force"),
        ctx.run("cache", "--prune", "--yes", "--grace", "0", content, timeout=60),
        ctx.run("cache", "--prune", "--yes", "--grace", "0", timeout=60),
    ]
    for run in runs:
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
    bad = next((r for r in runs if r.traceback), None)
    return kept_verdict(bad or runs[2], unchanged(planted))


# --- opt-out flags: values that are none of the documented words

FLAGS_S8 = [
    ("yaml audio: 0.0", ("yaml", "audio", "0.0")),
    ("yaml audio: 'falso'", ("yaml", "audio", "falso")),
    ("yaml audio: [false]", ("yaml", "audio", "[false]")),
    ("yaml audio: {value: false}", ("yaml", "audio", "{value: false}")),
    ("yaml audio: 'no.'", ("yaml", "audio", "'no.'")),
    ("yaml audio: 'nein'", ("yaml", "audio", "nein")),
    ("yaml narrate: 'nö'", ("yaml", "narrate", "nö")),
    ("yaml narrate: 'off!'", ("yaml", "narrate", "'off!'")),
    ("yaml draft: 'draft'", ("yaml", "draft", "draft")),
    ("yaml draft: 1e0", ("yaml", "draft", "1e0")),
    ("yaml draft: 'trueish'", ("yaml", "draft", "trueish")),
    ("toml audio = 0.0", ("toml", "audio", "0.0")),
    ("toml draft = [true]", ("toml", "draft", "[true]")),
    ("toml audio = a datetime", ("toml", "audio", "1979-05-27T07:32:00Z")),
    ("json audio: 0.0", ("json", "audio", "0.0")),
    ("json draft: [true]", ("json", "draft", "[true]")),
    ("json narrate: 'falsy'", ("json", "narrate", '"falsy"')),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=FLAGS_S8)
def a_s8_flag_misread_keeps_the_episode(ctx: Ctx, v: tuple[str, str, str]) -> Verdict:
    """A flag's value that is none of the documented yes/no words: the episode stays, with a warning."""
    return a_s4_flag_misread_keeps_the_episode(ctx, v)


DATES_S8 = [
    ("date: 20224-01-02 (a five-digit year: the future)", {"date": "20224-01-02"}),
    ("date: 2O24-01-02 (a letter O)", {"date": "2O24-01-02"}),
    ("date: 2024-13-02", {"date": "2024-13-02"}),
    ("date: 2024-01-32", {"date": "2024-01-32"}),
    ("date: '2024-01-02 25:00'", {"date": "'2024-01-02 25:00'"}),
    ("publishDate: 12024-01-01", {"publishDate": "12024-01-01"}),
    ("expiryDate: 2O24-01-01", {"expiryDate": "2O24-01-01"}),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=DATES_S8)
def a_s8_a_date_typo_keeps_the_episode(ctx: Ctx, v: dict[str, str]) -> Verdict:
    """A Hugo article's date, publish date or expiry date with a typo that would put it in the future or
    the past (five-digit years, a letter for a digit, month 13): the published episode stays, with a warning
    naming the file (a date Hugo itself refuses is not a decision to unpublish)."""
    return _hugo_stays(ctx, "yaml", {"date": "2024-01-02", **v})


MOVES_S8 = [
    ("slug: ../other", "slug: ../other\n"),
    ("slug: ./other", "slug: ./other\n"),
    ("slug: 'other' with a tab", 'slug: "other\\t"\n'),
    ("url: /en/other.html", "url: /en/other.html\n"),
    ("url: /EN/OTHER/", "url: /EN/OTHER/\n"),
    ("permalink: /en/other/", "permalink: /en/other/\n"),
    ("aliases: [/en/other/]", "aliases: [/en/other/]\n"),
    ("aliases: [../../../../tmp/x]", "aliases: ['../../../../tmp/x']\n"),
    ("lang: 'en ' (a trailing blank)", "lang: 'en '\n"),
    ("lang: En-Latn", "lang: En-Latn\n"),
    ("lang: x-other (private use)", "lang: x-other\n"),
    ("translationKey: '' (empty)", "translationKey: ''\n"),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=MOVES_S8)
def a_s8_move_key_misread_keeps_the_episodes(ctx: Ctx, v: str) -> Verdict:
    """A move key of a value that may land on another article, outside the folder, or in a language of its
    own: neither episode lost, a move said (the s6 judge); nothing written outside the output folder."""
    verdict = a_s6_move_key_misread_keeps_the_episodes(ctx, v)
    outside = [p.name for p in ctx.tmp.iterdir() if p.name not in ("content", "out", "cache", "voices.yaml")]
    if outside:
        return Verdict(False, f"written beside the output folder: {outside[:3]}")
    return verdict


# --- expansion: nested and mutually recursive variables, shortcodes inside values

EXPAND_S8 = [
    ("Hugo params a and b naming each other", ("hugomutual", '{{< param "a" >}} ' * 200)),
    ("a Hugo param that names itself twice", ("hugoself", '{{< param "a" >}} ' * 200)),
    ("Jekyll site.a and site.b naming each other", ("jekyllmutual", "{{ site.a }} " * 200)),
    ("a page variable naming a site variable naming it", ("jekyllpage", "{{ page.a }} " * 200)),
    ("a data file's value naming a site variable naming it", ("jekylldata", "{{ site.data.x.a }} " * 200)),
    ("variables.json a and b naming each other", ("triplemutual", "{{{ .a }}} " * 200)),
    ("a dotted Hugo param doubling 30 levels", ("hugodotted", '{{< param "x.a30" >}}')),
    (
        "a figure caption holding a doubling param",
        ("hugocaption", '{{< figure src="a.png" caption="{{< param "a30" >}}" >}}\n'),
    ),
    ("a lexicon of two words saying each other", ("lexiconmutual", "alpha beta " * 5000)),
    ("a param 60 KB in 6,000 headings and the title", ("hugoheads", '\n\n## {{< param "big" >}}\n\nWords.\n' * 6000)),
]


@attack("expansion", "high", variants=EXPAND_S8)
def a_s8_expansion_nested_or_mutual(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """Variables whose values name each other or themselves (Hugo params, Jekyll site/page/data, PingCAP's
    variables.json), doubling through dotted params or a shortcode's argument, a lexicon whose words say
    each other: `script` and a build end within 60 s and 2 GB with a result of bounded size, or one line."""
    kind, body = v
    extra = ""
    voices = OFFLINE
    rel = "post.md"
    if kind.startswith("hugo"):
        params = [f"big = '{BIG}'", "a0 = 'word word word '"]
        if kind == "hugomutual":
            params = ['a = \'{{< param "b" >}} {{< param "b" >}}\'', 'b = \'{{< param "a" >}} {{< param "a" >}}\'']
        elif kind == "hugoself":
            params = ['a = \'{{< param "a" >}} {{< param "a" >}}\'']
        else:
            params += [f'a{n} = \'{{{{< param "a{n - 1}" >}}}} {{{{< param "a{n - 1}" >}}}}\'' for n in range(1, 31)]
        tables = ""
        if kind == "hugodotted":
            tables = "[params.x]\na0 = 'word word word '\n" + "".join(
                f'a{n} = \'{{{{< param "x.a{n - 1}" >}}}} {{{{< param "x.a{n - 1}" >}}}}\'\n' for n in range(1, 31)
            )
        write(ctx.tmp / "hugo.toml", HUGO_SITE + "[params]\n" + "\n".join(params) + "\n" + tables)
        if kind == "hugoheads":
            extra = "title: '" + '{{< param "big" >}} ' * 100 + "'\n"
        rel = "posts/post.md"
    elif kind.startswith("jekyll"):
        lines = ["title: Blog", "a: '{{ site.b }} {{ site.b }}'", "b: '{{ site.a }} {{ site.a }}'"]
        if kind == "jekyllpage":
            lines = ["title: Blog", "b: '{{ page.a }} {{ page.a }}'"]
            extra = "a: '{{ site.b }} {{ site.b }}'\n"
        if kind == "jekylldata":
            lines = ["title: Blog", "b: '{{ site.data.x.a }} {{ site.data.x.a }}'"]
            write(ctx.tmp / "_data" / "x.yml", "a: '{{ site.b }} {{ site.b }}'\n")
        write(ctx.tmp / "_config.yml", "\n".join(lines) + "\n")
        rel = "_posts/2024-01-02-post.md"
    elif kind == "triplemutual":
        write(ctx.tmp / "variables.json", json.dumps({"a": "{{{ .b }}} {{{ .b }}}", "b": "{{{ .a }}} {{{ .a }}}"}))
    elif kind == "lexiconmutual":
        voices = OFFLINE.replace(
            'en: {outro: ""}', 'en:\n    outro: ""\n    lexicon:\n      alpha: "beta beta"\n      beta: "alpha alpha"'
        )
    text = article(body="Plain words first. " + body, extra=extra)
    if kind == "hugoheads":
        text = text.replace("title: Notes\n", "")
    path = write(ctx.tmp / "content" / rel, text)
    write(ctx.tmp / "voices.yaml", voices)
    done = ctx.run("script", path, "--json", timeout=60, mem_mb=2000)
    verdict = _bounded(done)
    size = path.stat().st_size
    if verdict.held and len(done.out) > 40 * size + 2_000_000:
        return Verdict(False, f"{len(done.out) / size:.0f}x the input in the script; " + done.brief())
    if not verdict.held:
        return verdict
    said = sum(len(c.get("text", "")) for c in _chunks(done.stdout))
    if said > 30_000:
        return Verdict(True, f"script bounded ({said // 1000} KB said from {size // 1000} KB); build not timed")
    built = ctx.run("build", ctx.tmp / "content", "--out", ctx.tmp / "out", timeout=90, mem_mb=2000)
    verdict = _bounded(built)
    for out in (ctx.tmp / "out").rglob("*"):
        if out.is_file() and out.suffix in (".xml", ".json", ".html", ".vtt") and out.stat().st_size > 20_000_000:
            return Verdict(False, f"{out.name} {out.stat().st_size // 1_000_000} MB: " + built.brief())
    return Verdict(verdict.held, "build: " + verdict.note, verdict.severity)


# --- non-regular files at paths narrate opens, the cache's and the data folders' included

NONREG_S8 = [
    ("cache/articles is a FIFO", ("cache", "articles", "fifo")),
    ("cache/articles is a file", ("cache", "articles", "file")),
    ("cache/usage is a link loop", ("cache", "usage", "loop")),
    ("cache/plans is a link to /dev/zero", ("cache", "plans", "zero")),
    ("cache/lookups is a socket", ("cache", "lookups", "socket")),
    ("a cache/articles record is a FIFO", ("cacheitem", "articles", "fifo")),
    ("a cache/usage record is a link to /dev/zero", ("cacheitem", "usage", "zero")),
    ("a cache/lookups index is a FIFO", ("cacheitem", "lookups", "fifo")),
    ("_data/x.yml is a FIFO (Jekyll)", ("jekyll", "_data/x.yml", "fifo")),
    ("_data/x.json is a link to /dev/zero (Jekyll)", ("jekyll", "_data/x.json", "zero")),
    ("_data is a link loop (Jekyll)", ("jekyll", "_data", "loop")),
    ("data/x.toml is a FIFO (Hugo)", ("hugo", "data/x.toml", "fifo")),
    ("config/_default/languages.toml is a FIFO (Hugo)", ("hugo", "config/_default/languages.toml", "fifo")),
    ("hugo.yaml is a link to /dev/urandom", ("hugo", "hugo.yaml", "urandom")),
    ("manifest/.stamps.json is a FIFO", ("out", "manifest/.stamps.json", "fifo")),
    ("manifest/.published.json is a link to /dev/zero", ("out", "manifest/.published.json", "zero")),
    ("out/player/narrate-player.css is a FIFO", ("out", "player/narrate-player.css", "fifo")),
    ("out/en/notes.episode.json is a socket", ("out", "en/notes.episode.json", "socket")),
    ("_config.yml is a FIFO beside a Jekyll blog", ("jekyll", "_config.yml", "fifo")),
    ("the article's image is a link to /dev/urandom", ("image", "content/cover.png", "urandom")),
]


@attack("non-regular file", "high", variants=NONREG_S8)
def a_s8_a_path_is_not_a_regular_file(ctx: Ctx, v: tuple[str, str, str]) -> Verdict:
    """A pipe, a socket, a device, a link loop or a file where narrate reads or writes — the cache's own
    folders and records, data folders and files, site configs, the manifest's stamps: a build, a forced build
    and a prune end within 60 s each without a traceback; the other article is heard, or one line names it."""
    where, rel, kind = v
    content = _full_blog(ctx)
    out, cache = ctx.tmp / "out", ctx.tmp / "cache"
    if where in ("cache", "cacheitem", "out"):
        build(ctx)
        if where == "cacheitem":
            found = sorted((cache / rel).glob("*"))
            target = found[0] if found else cache / rel / ("0" * 32 + ".json")
        else:
            target = (cache if where == "cache" else out) / rel
        if target.is_dir() and not target.is_symlink():
            shutil.rmtree(target)
        else:
            target.unlink(missing_ok=True)
        if kind == "file":
            write(target, USER)
        else:
            _odd(target, kind)
        write(content / "notes.md", article(body=_S6_EDIT, extra="image: cover.png\n"))
    elif where in ("jekyll", "hugo"):
        if where == "jekyll" and rel != "_config.yml":
            write(ctx.tmp / "_config.yml", "title: Blog\n")
        if where == "hugo" and rel != "hugo.yaml":
            write(ctx.tmp / "hugo.toml", HUGO_SITE)
        folder = "_posts" if where == "jekyll" else "posts"
        (content / folder).mkdir(exist_ok=True)
        for name in ("notes.md", "other.md"):
            dest = f"2024-01-02-{name}" if where == "jekyll" else name
            os.replace(content / name, content / folder / dest)
        shutil.copy(content / "cover.png", content / folder / "cover.png")
        _odd(ctx.tmp / rel, kind)
    elif where == "image":
        (ctx.tmp / rel).unlink()
        _odd(ctx.tmp / rel, kind)
    runs = [build(ctx, timeout=60), build(ctx, "--force", timeout=60)]
    runs.append(ctx.run("cache", "--prune", "--yes", "--grace", "0", content, timeout=60))
    for run in runs:
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
    if runs[0].code == 1 and runs[0].errors() and Path(rel).name in " ".join(runs[0].errors()):
        # (harness fix, s8: a site-wide file — a config, a data file — that cannot be read stops the whole build
        # in one line naming it, by design (issue 43 item 4); only a file of one article must spare the others)
        if list(out.glob("en/*other.mp3")) or where in ("jekyll", "hugo"):
            return Verdict(True, "named: " + runs[0].errors()[0][:150])
    if not list(out.glob("en/*other.mp3")):
        return Verdict(False, "the other article not heard: " + runs[0].brief(), "medium")
    return Verdict(True, runs[1].brief())


# --- the service: answers that drip, half-close, reset, or carry audio that is no MP3


async def _script_answer_s8(srv: Any, ws: Any, transport: Any, how: str, headers: dict[str, str], body: str) -> bool:
    """One scripted answer of a shape SHAPES_S8 names; False when the connection is finished."""
    import asyncio
    import struct

    from edge_standin import audio_frame, parse_ssml, text_frame

    rid = headers.get("X-RequestId") or "0" * 32
    sid = "C" * 32
    parsed = parse_ssml(body)
    text = parsed.text if parsed else "x"
    rend = await asyncio.get_running_loop().run_in_executor(
        None, srv.render, text, parsed.voice if parsed else "en-US-AriaNeural"
    )
    mp3 = rend.mp3

    async def send(frame: str | bytes) -> None:
        await (ws.send_bytes(frame) if isinstance(frame, bytes) else ws.send_str(frame))

    async def audio(payload: bytes, size: int = 4096) -> None:
        for at in range(0, len(payload), size):
            await send(audio_frame(rid, sid, payload[at : at + size]))

    async def end() -> None:
        await send(audio_frame(rid, sid, b""))
        await send(text_frame(rid, "turn.end", "{}"))

    def rst() -> None:
        sock = transport.get_extra_info("socket") if transport is not None else None
        if sock is not None:
            with contextlib.suppress(OSError):
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        if transport is not None:
            transport.abort()

    await send(text_frame(rid, "turn.start", "{}"))
    half = mp3[: len(mp3) // 2]
    if how == "audio dripped a byte a second, never ending":
        for at in range(100_000):
            await send(audio_frame(rid, sid, mp3[at % len(mp3) : at % len(mp3) + 1]))
            await asyncio.sleep(1)
        return False
    if how == "a metadata frame every second, never any audio":
        for _ in range(100_000):
            await send(text_frame(rid, "audio.metadata", '{"Metadata": []}'))
            await asyncio.sleep(1)
        return False
    if how == "half the audio, then the write side closed":
        await audio(half)
        if transport is not None and transport.can_write_eof():
            transport.write_eof()
        await asyncio.sleep(30)
        return False
    if how == "half the audio, then a reset":
        await audio(half)
        rst()
        return False
    if how == "half the audio, then a close frame 1011":
        await audio(half)
        await ws.close(code=1011, message=b"internal error")
        return False
    if how == "audio of random bytes":
        await audio(os.urandom(len(mp3)))
    elif how == "audio that is a WAV file":
        import wave
        from io import BytesIO

        buf = BytesIO()
        with wave.open(buf, "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(24000)
            w.writeframes(b"\x00\x01" * 24000)
        await audio(buf.getvalue())
    elif how == "audio with an ID3 tag of 1 MB in the middle":
        tag = b"ID3\x03\x00\x00" + bytes([0, 0x3F, 0x7F, 0x7F]) + b"\x00" * 1_000_000
        await audio(half + tag + mp3[len(half) :])
    elif how == "every audio frame sent twice":
        for at in range(0, len(mp3), 4096):
            frame = audio_frame(rid, sid, mp3[at : at + 4096])
            await send(frame)
            await send(frame)
    elif how == "audio frames after turn.end":
        await audio(half)
        await end()
        await audio(mp3[len(half) :])
        return True
    else:
        await audio(mp3)
    await end()
    return True


SHAPES_S8 = [
    "audio dripped a byte a second, never ending",
    "a metadata frame every second, never any audio",
    "half the audio, then the write side closed",
    "half the audio, then a reset",
    "half the audio, then a close frame 1011",
    "audio of random bytes",
    "audio that is a WAV file",
    "audio with an ID3 tag of 1 MB in the middle",
    "every audio frame sent twice",
    "audio frames after turn.end",
]


def _scripted_s8(how: str, limit: int | None) -> Any:
    return _scripted_by(_script_answer_s8, how, limit, transport=True)


def _sound_mp3(path: Path) -> str | None:
    """Why the MP3 at `path` is not one a player reads (ffprobe), or None."""
    probe = subprocess.run(
        ["ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", str(path)],
        capture_output=True,
        text=True,
        timeout=30,
    )
    try:
        seconds = float(probe.stdout.strip())
    except ValueError:
        return f"ffprobe: {probe.stderr.strip()[:100]}"
    return None if 0 < seconds < 600 else f"{seconds:.0f} s long"


@attack("malformed answer", "medium", lane="voice", variants=[(f"{h}, once", h) for h in SHAPES_S8])
def a_s8_one_odd_answer_is_retried(ctx: Ctx, v: str) -> Verdict:
    """One answer of a new shape among good ones (timeout 5, attempts 3): retried or taken when sound, the
    episode made within 150 s and an MP3 ffprobe reads, of sensible length."""
    done = _edge_build(ctx, _scripted_s8(v, 1), EDGE_VOICES + "timeout: 5\nattempts: 3\n", "1", 150)
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    if done.traceback or done.code != 0 or not mp3.exists():
        return Verdict(False, done.brief())
    why = _sound_mp3(mp3)
    return Verdict(why is None, (why or f"episode {mp3.stat().st_size} bytes") + "; " + done.brief())


@attack("malformed answer", "medium", lane="voice", variants=[(f"{h}, always", h) for h in SHAPES_S8])
def a_s8_odd_answers_always_end_in_one_line(ctx: Ctx, v: str) -> Verdict:
    """Every answer of that shape (timeout 5, attempts 2): one line within 150 s, never "please report", or
    an episode ffprobe reads, of sensible length."""
    done = _edge_build(ctx, _scripted_s8(v, None), EDGE_VOICES + "timeout: 5\nattempts: 2\n", "1", 150)
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    if done.code == 0 and not done.traceback:
        why = _sound_mp3(mp3) if mp3.exists() else "no episode"
        return Verdict(why is None, (why or "accepted") + ": " + done.brief())
    verdict = one_line(done)
    if verdict.held and "please report" in done.stderr:
        return Verdict(False, "'please report this': " + done.brief())
    return verdict


# --- cue and intro templates, new variants

CUES_S8 = [
    ("a field with a dict key", ("code_many", "'{n[0]} samples'")),
    ("a bidi override around the field", ("code_many", '"\\u202e{n} samples\\u202c"')),
    ("a NUL after the field", ("code_many", '"{n}\\0 samples"')),
    ("a field name of 10,000 letters", ("code_many", "'{" + "n" * 10_000 + "}'")),
    ("10,000 doubled braces", ("code_many", "'" + "{{}}" * 10_000 + " {n}'")),
    ("a YAML alias to a 1 MB anchor", ("code_many", "*big")),
    ("intro: a conversion on title", ("intro", "'{title!a}'")),
    ("intro: a format spec on title", ("intro", "'{title:>100000000}'")),
    ("intro: an index into title", ("intro", "'{title[0]}'")),
    ("intro: a lone closing brace", ("intro", "'{title} }'")),
]


@attack("cues", "medium", variants=CUES_S8)
def a_s8_cue_template_variants(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A cue or intro template that is no plain text of its own named fields (indexes, conversions, bidi
    controls, NUL, huge names, aliases): one line naming voices.yaml, or said cleanly; never a traceback."""
    key, value = v
    if value == "*big":
        config = write(
            ctx.tmp / "voices.yaml",
            "x: &big '"
            + "w" * 1_000_000
            + " {n}'\nengine: espeak\nlanguages:\n  en:\n    cues:\n      code_many: *big\n",
        )
        path = write(ctx.tmp / "post.md", article(body="Text before.\n\n```\na\n```\n\n```\nb\n```\n"))
        done = ctx.run("script", path, "--json", "--config", config, timeout=30, mem_mb=1500)
        if done.timed_out or done.traceback:
            return Verdict(False, done.brief(), "high" if done.timed_out else None)
        return Verdict(done.code == 1 or len(done.out) < 3_000_000, done.brief())
    if key == "intro":
        return a_s7_cue_template_variants(ctx, v)
    return a_s6_cue_template_variants(ctx, v)


# --- characters that reach tags, chapters, feeds, pages, the terminal and file names

CHARS_S8 = [
    ("a right-to-left override", "\\u202e", "\u202e"),
    ("a byte-order mark", "\\ufeff", "\ufeff"),
    ("a C1 CSI (U+009B)", "\\u009b2J", "\x9b"),
    ("a DEL", "\\u007f", "\x7f"),
    ("a backspace", "\\b", "\x08"),
    ("a bell", "\\a", "\x07"),
]
FIELDS_S8 = ["yaml title", "yaml heading", "yaml tags", "yaml description", "feed author", "file name"]


@attack(
    "control characters",
    "medium",
    variants=[(f"{c} in the {f}", (f, e, r)) for f in FIELDS_S8 for c, e, r in CHARS_S8],
)
def a_s8_a_control_character_in_a_field(ctx: Ctx, v: tuple[str, str, str]) -> Verdict:
    """A bidi override, a BOM, a C1 control, DEL, a backspace or a bell in a title, a heading (a chapter),
    tags, the description, the feed's author or the article's file name: built with no file name, MP3 tag,
    chapter or terminal line carrying it raw (a bidi override or BOM may stay in page text, where it is
    text), no control character in a feed or page; or refused in one line; no traceback."""
    import xml.etree.ElementTree as ET

    field, escaped, raw = v
    voices = OFFLINE
    name = "notes.md"
    text = article()
    if field == "yaml title":
        text = article(extra="subtitle: x\n").replace("title: Notes\n", f'title: "No{escaped}tes"\n')
    elif field == "yaml heading":
        text = article(body=f"Intro words here.\n\n## Part{raw}two\n\nMore words here.")
    elif field == "yaml tags":
        text = article(extra=f'tags: ["val{escaped}x", plain]\n')
    elif field == "yaml description":
        text = article(extra=f'description: "val{escaped}x"\n')
    elif field == "feed author":
        voices = OFFLINE.replace("  author: Tester", f'  author: "Test{escaped}er"')
    elif field == "file name":
        name = f"no{raw}tes.md"
    blog(ctx, {name: text, "other.md": article("Other")}, voices)
    done = build(ctx)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback or done.code not in (0, 1):
        return Verdict(False, "traceback: " + done.brief())
    problems = []
    if raw in done.stdout + done.stderr:
        problems.append("raw on the terminal")
    out = ctx.tmp / "out"
    text_ok = raw in ("\u202e", "\ufeff")
    for path in out.rglob("*"):
        if raw in path.name:
            problems.append(f"a file name carries it: {path.name!r}")
        if path.is_file() and path.suffix in (".xml", ".html", ".json", ".vtt", ".srt") and not text_ok:
            if raw in path.read_text(encoding="utf-8", errors="replace"):
                problems.append(f"{path.name} carries it raw")
    for feed in out.glob("*/feed.xml"):
        try:
            ET.parse(feed)
        except ET.ParseError as exc:
            problems.append(f"feed.xml is not XML: {exc}")
    for mp3 in out.glob("*/*.mp3"):
        from mutagen.id3 import ID3

        tags = " ".join(str(f) for f in ID3(mp3).values())
        if raw in tags and not (text_ok and field not in ("yaml heading",)):
            problems.append(f"{mp3.name}'s tags or chapters")
    if not problems and done.code == 1 and not done.errors():
        problems.append("exit 1 without a line")
    if not list(out.glob("*/other.mp3")):
        problems.append("the other article was not built")
    return Verdict(not problems, "; ".join(problems)[:300] or done.brief())


# --- serve and check-host: forms not tried

SERVE_S8 = [
    (
        "a Range on the feed with If-None-Match *",
        (
            b"GET /en/feed.xml HTTP/1.1\r\nHost: 127.0.0.1\r\nRange: bytes=0-3\r\nIf-None-Match: *\r\n\r\n",
            (200, 206, 304, 404, 412),
        ),
    ),
    ("HEAD with a body", (b"HEAD /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\n\r\nhello", (200, 400))),
    (
        "a POST of 50 MB declared",
        (b"POST /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 50000000\r\n\r\nx", (0, 400, 405, 413, 501)),
    ),
    (
        "a path of 3,000 segments",
        (b"GET /" + b"a/" * 3000 + b"a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", (0, 400, 404, 414)),
    ),
    ("an encoded NUL in a folder name", (b"GET /en%00/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", (400, 404))),
    (
        "a path through /proc/self/root",
        (b"GET /../../../../proc/self/root/etc/passwd HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", (400, 403, 404)),
    ),
    (
        "a Host header with a CRLF inside",
        (b"GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n evil: 1\r\n\r\n", (0, 200, 400)),
    ),
    (
        "an Accept-Encoding of 10,000 codings",
        (
            b"GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: " + b"gzip;q=0.1, " * 10_000 + b"\r\n\r\n",
            (0, 200, 400, 431),
        ),
    ),
    (
        "Expect: 100-continue on a GET",
        (b"GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: 100-continue\r\n\r\n", (100, 200, 417)),
    ),
    ("a request line of only spaces", (b"        \r\n\r\n", (0, 400))),
    (
        "a Range with a negative start",
        (b"GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\nRange: bytes=-5-10\r\n\r\n", (200, 206, 400, 416)),
    ),
    (
        "a Range of bytes=0-0,-1 on a 1-byte file",
        (b"GET /en/one.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\nRange: bytes=0-0,-1\r\n\r\n", (200, 206, 416)),
    ),
]


@attack("serve", "medium", variants=SERVE_S8)
def a_s8_serve_request_forms(ctx: Ctx, v: tuple[bytes, tuple[int, ...]]) -> Verdict:
    """A request form not tried (conditional ranges, HEAD or POST with bodies, deep paths, encoded NULs,
    /proc, folded headers, huge Accept-Encoding, Expect, blank lines, negative ranges): an allowed answer,
    nothing outside the folder served, serve still up and answering a plain request, no traceback."""
    write(ctx.tmp / "out" / "en" / "one.mp3", b"1")
    return a_s7_serve_request_forms(ctx, v)


def _odd_host_s8(behaviour: str) -> tuple[Any, int]:
    import http.server
    import threading

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args: Any) -> None:
            pass

        def do_GET(self) -> None:
            with contextlib.suppress(OSError):
                self._answer()

        def _send(self, body: bytes, status: int = 200, **headers: str) -> None:
            self.send_response(status)
            for k, val in {"Content-Type": "application/json", "Content-Length": str(len(body)), **headers}.items():
                self.send_header(k.replace("_", "-"), val)
            self.end_headers()
            self.wfile.write(body)

        def _answer(self) -> None:
            port = self.server.server_address[1]
            base = f"http://127.0.0.1:{port}"
            ep = {"slug": "a", "lang": "en", "title": "t", "audio": f"{base}/en/a.mp3"}
            if behaviour == "a body dripped a byte a second":
                self.send_response(200)
                self.send_header("Content-Length", "100000")
                self.end_headers()
                for _ in range(200):
                    self.wfile.write(b" ")
                    self.wfile.flush()
                    time.sleep(1)
            elif behaviour == "episodes.json whose audio redirects to file:///etc/passwd":
                if self.path.endswith(".mp3"):
                    self._send(b"", 302, Location="file:///etc/passwd")
                else:
                    self._send(json.dumps({"version": 2, "base_url": base, "episodes": [ep]}).encode())
            elif behaviour == "an MP3 that is 2 GB by its Content-Length":
                if self.path.endswith(".mp3"):
                    self.send_response(200)
                    self.send_header("Content-Length", str(2 * 1024**3))
                    self.send_header("Content-Type", "audio/mpeg")
                    self.end_headers()
                    for _ in range(2000):
                        self.wfile.write(b"\xff\xfb" + b"\0" * 65534)
                else:
                    self._send(json.dumps({"version": 2, "base_url": base, "episodes": [ep]}).encode())
            elif behaviour == "10,000 episodes each at another port":
                eps = [dict(ep, slug=f"s{i}", audio=f"http://127.0.0.1:{1 + i}/a.mp3") for i in range(10_000)]
                self._send(json.dumps({"version": 2, "base_url": base, "episodes": eps}).encode())
            elif behaviour == "episodes.json with a BOM and NULs":
                self._send(
                    b"\xef\xbb\xbf"
                    + json.dumps({"version": 2, "base_url": base, "episodes": [ep]}).encode()
                    + b"\0" * 1000
                )
            elif behaviour == "a 401 asking for credentials":
                self._send(b"", 401, WWW_Authenticate='Basic realm="x"')
            elif behaviour == "a header line of 1 MB":
                self.send_response(200)
                self.send_header("X-Big", "a" * 1_000_000)
                self.send_header("Content-Length", "2")
                self.end_headers()
                self.wfile.write(b"{}")
            elif behaviour == "a redirect to a bidi-spoofed host":
                self._send(b"", 302, Location="http://127.0.0.1\u202e:9/x".encode("utf-8").decode("latin-1"))

        do_HEAD = do_GET

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


HOSTS_S8 = [
    "a body dripped a byte a second",
    "episodes.json whose audio redirects to file:///etc/passwd",
    "an MP3 that is 2 GB by its Content-Length",
    "10,000 episodes each at another port",
    "episodes.json with a BOM and NULs",
    "a 401 asking for credentials",
    "a header line of 1 MB",
    "a redirect to a bidi-spoofed host",
]


@attack("check-host", "medium", variants=[(h, h) for h in HOSTS_S8])
def a_s8_check_host_against_an_odd_host(ctx: Ctx, v: str) -> Verdict:
    """`narrate check-host` against a host that drips, redirects to a local file, promises 2 GB, lists
    10,000 episodes at dead ports, answers with a BOM and NULs, asks for credentials, sends a 1 MB header or
    redirects to a spoofed host: ends within 90 s and 1.5 GB, a report or one line, no traceback, nothing
    local read, no raw control character on the terminal."""
    server, port = _odd_host_s8(v)
    try:
        done = ctx.run("check-host", f"http://127.0.0.1:{port}/", timeout=120, mem_mb=1500)
    finally:
        server.shutdown()
        server.server_close()
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    if "root:x:" in done.stdout + done.stderr:
        return Verdict(False, "read /etc/passwd", "high")
    raw = any(c in done.stdout + done.stderr for c in ("\x1b", "\x07", "\u202e"))
    ok = not done.traceback and done.code in (0, 1) and done.seconds < 90 and not raw
    return Verdict(ok, ("raw control; " if raw else "") + done.brief(), "low" if raw and not done.traceback else None)


# --- plug-in publishers (entry points narrate.publishers), installed on the import path

PLUGIN_CODE_S8 = {
    "over a user's file": "atomic.write_if_changed(site.layout.root / 'sitemap.txt', b'mine')",
    "outside the output folder": "atomic.write_if_changed(site.layout.root.parent / 'outside.txt', b'mine')",
    "raising RuntimeError": "raise RuntimeError('boom from the plug-in')",
    "returning None": "return None",
    "named rss": "atomic.write_if_changed(site.layout.root / 'plugin-rss.txt', b'mine')",
    "a path with a NUL": "atomic.write_if_changed(site.layout.root / 'a\\0b.txt', b'mine')",
    "failing to import": "",
    "that is no publisher (an int)": "",
    "removing narrate's feed": "os.remove(site.layout.feed('en'))",
}


def _plugin(ctx: Ctx, how: str) -> dict[str, str]:
    """A plug-in package on the import path whose publisher does `how`; the environment that installs it."""
    root = ctx.tmp / "plug"
    code = PLUGIN_CODE_S8[how]
    body = "import os\nfrom narrate import atomic\n\n"
    if how == "failing to import":
        body += "raise ImportError('a dependency is missing')\n"
    body += (
        "class EvilPublisher:\n    name = 'evil'\n\n    def publish(self, site):\n"
        f"        {code or 'return []'}\n        return []\n\n"
        "NOT_A_PUBLISHER = 42\n"
    )
    write(root / "narrate_evil" / "__init__.py", body)
    target = "narrate_evil:NOT_A_PUBLISHER" if how == "that is no publisher (an int)" else "narrate_evil:EvilPublisher"
    name = "rss" if how == "named rss" else "evil"
    info = root / "narrate_evil-0.1.dist-info"
    write(info / "METADATA", "Metadata-Version: 2.1\nName: narrate-evil\nVersion: 0.1\n")
    write(info / "entry_points.txt", f"[narrate.publishers]\n{name} = {target}\n")
    write(info / "RECORD", "")
    return {"PYTHONPATH": str(root)}


@attack("plug-in", "high", variants=[(f"a publisher {h}", h) for h in PLUGIN_CODE_S8])
def a_s8_a_plugin_publisher(ctx: Ctx, v: str) -> Verdict:
    """An installed plug-in publisher that writes over a user's file or outside the output folder through
    narrate's own writer, raises, returns nothing, takes narrate's own name, writes a bad name, does not
    import, is no publisher or removes narrate's feed: the user's files stay, the episodes stay, a failure is
    one line naming the plug-in (never a traceback or "please report"), and narrate's feed is narrate's."""
    content = _full_blog(ctx)
    env = _plugin(ctx, v)
    mine = write(ctx.tmp / "out" / "sitemap.txt", USER)
    outside = write(ctx.tmp / "outside.txt", USER)
    done = ctx.run("build", content, "--out", ctx.tmp / "out", timeout=90, env=env)
    again = ctx.run("build", content, "--out", ctx.tmp / "out", timeout=90, env=env)
    for run in (done, again):
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
        if "please report" in run.stderr:
            return Verdict(False, "'please report this': " + run.brief(), "medium")
    lost = unchanged(mine, outside)
    if lost:
        return Verdict(False, "; ".join(lost) + " " + done.brief())
    problems = []
    if len(_episodes(ctx)) != 2:
        problems.append(f"episodes {_episodes(ctx)}")
    if done.code != 0:
        lines = done.errors()
        if not lines or not any(w in line for line in lines for w in ("evil", "sitemap.txt", "outside.txt")):
            problems.append("failed without naming the plug-in")
    feed = ctx.tmp / "out" / "en" / "feed.xml"
    if v == "named rss" and (not feed.exists() or len(_feed_items(ctx.tmp / "out")) != 2):
        problems.append("narrate's feed not written")
    return Verdict(not problems, "; ".join(problems)[:300] or done.brief(), "medium")


# --- a build stopped (SIGSTOP) while it holds the lock, then continued

STOPS_S8 = [
    ("a build stopped holding the lock; another build meanwhile", "build"),
    ("a `narrate feed` stopped holding the lock; a build meanwhile", "feed"),
    ("a build stopped, then killed; another build after", "kill"),
    ("a prune stopped holding the cache; a build meanwhile", "prune"),
]


@attack("lock", "high", variants=STOPS_S8)
def a_s8_a_stopped_process_holding_the_lock(ctx: Ctx, v: str) -> Verdict:
    """A narrate process stopped with SIGSTOP while it holds the output's (or the cache's) lock: a second
    command ends within 60 s (one line naming the holder, or its work done), never hangs; once the first is
    continued (or killed), every article has one episode and a build after changes nothing."""
    posts = {f"p{i}.md": article(f"Post {i}", f"Paragraph of post {i}, with a few more words.") for i in range(6)}
    content = blog(ctx, posts)
    out = ctx.tmp / "out"
    build(ctx)
    write(content / "p0.md", article("Post 0", _S6_EDIT))
    if v == "feed":
        args: list[object] = ["feed", "--out", out, "--config", ctx.tmp / "voices.yaml"]
    elif v == "prune":
        args = ["cache", "--prune", "--yes", "--grace", "0", content]
    else:
        args = ["build", content, "--out", out, "--force"]
    proc = subprocess.Popen(
        [*ctx.narrate, *(str(a) for a in args)],
        cwd=ctx.tmp,
        env=ctx.env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    time.sleep(0.6 if v in ("feed", "prune") else 1.2)
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGSTOP)
    try:
        meanwhile = build(ctx, timeout=60)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL if v == "kill" else signal.SIGCONT)
    try:
        proc.wait(90)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        return Verdict(False, "the continued process never ended", "high")
    heal = build(ctx, timeout=120)
    again, report = build_json(ctx, timeout=120)
    for run in (meanwhile, heal, again):
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
    problems = []
    if meanwhile.code not in (0, 1) or (meanwhile.code == 1 and len(meanwhile.errors()) != 1):
        problems.append("meanwhile: " + meanwhile.brief())
    if _episodes(ctx) != [f"en/p{i}.mp3" for i in range(6)]:
        problems.append(f"episodes {_episodes(ctx)}")
    if len(_feed_items(out)) != 6:
        problems.append(f"feed items {len(_feed_items(out))}")
    if _temps(out):
        problems.append(f"left {_temps(out)[:3]}")
    if report.get("built") or report.get("removed") or again.code != 0:
        problems.append(f"a build after built {report.get('built')} removed {report.get('removed')}")
    return Verdict(not problems, "; ".join(problems)[:300] or "meanwhile " + meanwhile.brief())


# --- the clock moving during a build (faked in the process by a sitecustomize on the import path)

CLOCK_RUN_S8 = [
    ("the clock jumps back an hour halfway through a build", "jump"),
    ("every reading of the clock is a second earlier than the last", "backwards"),
    ("the clock reads 1970 throughout a build", "epoch"),
    ("the clock jumps back a day during a prune", "prune"),
]

_CLOCK_HOOK = """\
import time as _t
_real, _real_ns = _t.time, _t.time_ns
_n = [0]
_start = _real()
def _fake():
    _n[0] += 1
    how = {how!r}
    if how == "epoch":
        return 1.0 + _n[0] * 1e-6
    if how == "backwards":
        return _start - _n[0]
    if how in ("jump", "prune"):
        return _real() - (3600 if how == "jump" else 86400) * (_n[0] > 40)
    return _real()
_t.time = _fake
_t.time_ns = lambda: int(_fake() * 1e9)
"""


@attack("clock", "high", variants=CLOCK_RUN_S8)
def a_s8_the_clock_moves_during_a_build(ctx: Ctx, v: str) -> Verdict:
    """The wall clock moves backwards while narrate runs (an hour back halfway, every reading earlier than
    the last, 1970 throughout, a day back during a prune): no traceback, every article an episode, nothing
    removed, a prune keeps what the output uses, and a build on the true clock after it changes nothing."""
    posts = {f"p{i}.md": article(f"Post {i}", f"Paragraph of post {i}.") for i in range(4)}
    content = blog(ctx, posts)
    hook = write(ctx.tmp / "clockhook" / "sitecustomize.py", _CLOCK_HOOK.format(how=v))
    env = {"PYTHONPATH": str(hook.parent)}
    build(ctx)
    write(content / "p0.md", article("Post 0", _S6_EDIT))
    (content / "p3.md").unlink()
    runs = [ctx.run("build", content, "--out", ctx.tmp / "out", "--allow-mass-removal", timeout=90, env=env)]
    if v == "prune":
        runs.append(ctx.run("cache", "--prune", "--yes", "--grace", "0", content, timeout=60, env=env))
    again, report = build_json(ctx)
    runs.append(again)
    for run in runs:
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
    problems = []
    if _episodes(ctx) != [f"en/p{i}.mp3" for i in range(3)]:
        problems.append(f"episodes {_episodes(ctx)}")
    if report.get("built") or report.get("removed") or again.code != 0:
        problems.append(f"a build on the true clock built {report.get('built')} removed {report.get('removed')}")
    return Verdict(not problems, "; ".join(problems)[:300] or runs[0].brief())


# --- private-use and odd language tags on translations: hreflang links, folders, names

HREFLANG_S8 = [
    ("a translation in en-x-loud", {"notes.loud.md": "en-x-loud"}),
    ("a translation in zh-hans-x-evil", {"notes.evil.md": "zh-hans-x-evil"}),
    ("a translation in x-loud", {"notes.x.md": "x-loud"}),
    ("a translation in a 360-character private-use tag", {"notes.long.md": "en-x-" + "-".join(["abcdefgh"] * 40)}),
    ("translations in EN-X-LOUD and en-x-loud", {"notes.a.md": "EN-X-LOUD", "notes.b.md": "en-x-loud"}),
    ("a translation in qaa (reserved for local use)", {"notes.q.md": "qaa"}),
]


@attack("injection", "high", variants=HREFLANG_S8)
def a_s8_a_private_use_language_on_a_translation(ctx: Ctx, v: dict[str, str]) -> Verdict:
    """A translation whose `lang` is a valid but hostile tag (private use, very long, case twins, reserved):
    the original is still heard in its own episode; each translation is heard or fails in one line naming
    its own file; every page's hreflang is a plain tag whose link exists; no name past 255 bytes; a second
    build changes nothing."""
    posts = {"notes.md": article(body="The original says alpha words.", extra="translationKey: k1\n")}
    for name, tag in v.items():
        posts[name] = article("Loud", f"The translation {name} says omega words.", "translationKey: k1\n").replace(
            "lang: en\n", f"lang: {tag}\n"
        )
    posts["other.md"] = article("Other")
    blog(ctx, posts, FEED_ART)
    png(ctx.tmp / "art" / "cover.png", color=(10, 20, 30))
    done, first = build_json(ctx)
    again, report = build_json(ctx)
    for run in (done, again):
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
    out = ctx.tmp / "out"
    problems = []
    transcripts = {p: p.read_text(encoding="utf-8", errors="replace") for p in out.rglob("*.vtt")}
    if not any("alpha" in t for t in transcripts.values()):
        failed_self = any("/notes.md:" in e for e in done.errors())
        problems.append("the original unheard" + (" (failed, blamed on it)" if failed_self else ""))
    for name in v:
        heard = any(f"{name} says" in t or name.split(".")[1] in t for t in transcripts.values())
        # (harness fix, s8: a tag narrate has no voice for skips the translation with its reason on the report's
        # `skipped <path>: …` line, as docs/refusals.md says; said, not only an error line)
        said = done.errors() + [f"{e.get('source')}: {e.get('reason')}" for e in first.get("skipped", [])]
        if not heard and not any(f"/{name}:" in e for e in said):
            problems.append(f"{name} unheard and unsaid")
    for path in out.rglob("*"):
        if len(path.name.encode()) > 255:
            problems.append("a name past 255 bytes")
    for page in out.rglob("*.html"):
        html = page.read_text(encoding="utf-8", errors="replace")
        for tag, href in re.findall(r'hreflang="([^"]*)"[^>]*href="([^"]*)"', html):
            if not re.fullmatch(r"[A-Za-z0-9-]{1,80}", tag):
                problems.append(f"hreflang {tag[:40]!r}")
            rel = href.removeprefix("https://example.com/podcast/")
            if "://" not in rel and not (out / rel).exists():
                problems.append(f"hreflang link to a missing {rel[:60]}")
    # (harness fix, s8: a translation that fails in its own line fails again on the next build, by design: exit 1
    # is a build that changes nothing when every line names one of the translations)
    failing_alone = again.code == 1 and all(any(f"/{name}:" in e for name in v) for e in again.errors())
    if report.get("built") or report.get("removed") or (again.code != 0 and not failing_alone):
        problems.append(f"second build built {report.get('built')} removed {report.get('removed')}: {again.brief()}")
    if not list(out.glob("*/other.mp3")):
        problems.append("other.md not built")
    return Verdict(not problems, "; ".join(dict.fromkeys(problems))[:300] or done.brief())


# ============================================================================= session 9: new variants, new surfaces
# Written, committed and run against main (86746a7) before any fix (issue 43, round 4). New variants of every class
# and surfaces no family had attacked: names equal only after Unicode normalisation or case folding (the Kelvin,
# Ohm and Angstrom signs, Hangul and kana composed or not, final sigma, dotted I), backups hard-linked to narrate's
# files, folders of the output that are links, a ledger and records edited by hand (a merge conflict included), cache
# entries that are folders or links to a user's file, content folders that are links (to the root, to /proc, in a
# loop), YAML tags, merge keys and odd types, TOML/JSON front matter oddities, build.include brace bombs, three
# builds at once and a shared cache, SIGHUP/SIGUSR1/closed pipes, files capped by RLIMIT_FSIZE, serve's methods and
# digits, links in the served folder, answers out of order or twice, voices.yaml of odd types, plug-ins that exit.

FAMILY[0] = "s9"

# --- two articles whose names are one on a case-insensitive, normalisation-insensitive file system (APFS, NTFS)

# (harness fix, s9: the Angstrom twin said "R.", which is no prose: it was skipped, not clashed)
TWINS_S9 = [
    (
        "the Kelvin sign and K",
        {"\u212aelvin.md": article("Sign"), "kelvin.md": article("Letter", "The letter speaks.")},
    ),
    ("the Ohm sign and omega", {"\u2126mega.md": article("Sign"), "\u03c9mega.md": article("Letter", "Omega speaks.")}),
    (
        "the Angstrom sign and a-ring",
        {"\u212bngstrom.md": article("Sign"), "\u00e5ngstrom.md": article("Ring", "The ring one speaks.")},
    ),
    (
        "Hangul composed and as jamo",
        {
            "\ud55c\uae00.md": article("Composed"),
            "\u1112\u1161\u11ab\u1100\u1173\u11af.md": article("Jamo", "The jamo one speaks."),
        },
    ),
    (
        "kana with a combining voiced mark",
        {
            "\u304c\u3063\u3053\u3046.md": article("Composed"),
            "\u304b\u3099\u3063\u3053\u3046.md": article("Mark", "The marked one speaks."),
        },
    ),
    (
        "final sigma and sigma",
        {
            "\u03bb\u03bf\u03b3\u03bf\u03c2.md": article("Final"),
            "\u03bb\u03bf\u03b3\u03bf\u03c3.md": article("Plain", "Sigma speaks."),
        },
    ),
    (
        "dotted capital I and i with a dot",
        {"\u0130zmir.md": article("Capital"), "i\u0307zmir.md": article("Small", "Small speaks.")},
    ),
    (
        "explicit slugs: the Kelvin sign and K",
        {"a.md": article("A", extra="slug: \u212aey\n"), "b.md": article("B", "B speaks.", "slug: key\n")},
    ),
    (
        "explicit slugs: Hangul composed and jamo",
        {"a.md": article("A", extra="slug: \ud55c\n"), "b.md": article("B", "B speaks.", "slug: \u1112\u1161\u11ab\n")},
    ),
    (
        "a bundle and a file differing in case",
        {"Notes/index.md": article("Bundle"), "notes.md": article("File", "The file speaks.")},
    ),
]


@attack("name clash", "high", variants=TWINS_S9)
def a_s9_two_articles_one_name_on_a_folding_disk(ctx: Ctx, v: dict[str, str]) -> Verdict:
    """Two articles whose episode names differ only by what APFS or NTFS folds (compatibility signs that are
    canonically letters, Hangul and kana composed or decomposed, final sigma, dotted I): both heard under
    names that stay two on such a disk, or one line (the s4 judge)."""
    return a_s4_two_articles_one_name(ctx, v)


# --- a backup that shares an inode with one of narrate's files (cp -l, rsync --link-dest, a Time Machine-like tool)

BACKUPS_S9 = [
    "en/notes.mp3",
    "en/notes.vtt",
    "en/notes.html",
    "en/feed.xml",
    "en/episodes.json",
    "episodes.json",
    "manifest/.written.json",
    "manifest/en/notes.json",
]


@attack("overwrite", "high", variants=[(f"a backup hard-linked to {p}", p) for p in BACKUPS_S9])
def a_s9_a_hard_linked_backup_keeps_its_bytes(ctx: Ctx, v: str) -> Verdict:
    """A backup made with hard links (rsync --link-dest) outside the output shares an inode with one of
    narrate's files; the article is edited and built again: narrate replaces its file (a new inode) and the
    backup keeps the bytes it had."""
    content = _full_blog(ctx)
    build(ctx)
    source = ctx.tmp / "out" / v
    if not source.exists():
        return Verdict(False, f"harness: {v} not written by the first build", "low")
    backup = ctx.tmp / "backup" / v.replace("/", "_")
    backup.parent.mkdir(parents=True, exist_ok=True)
    os.link(source, backup)
    kept = backup.read_bytes()
    write(content / "notes.md", article(body=_S6_EDIT, extra="image: cover.png\n"))
    done = build(ctx)
    again = build(ctx, "--force")
    lost = unchanged(backup, data=kept)
    if not lost and source.exists() and source.read_bytes() == kept and v != "manifest/.written.json":
        return Verdict(False, f"{v} not rebuilt after the edit: " + done.brief(), "medium")
    return kept_verdict(again if again.traceback or again.timed_out else done, lost)


LINKED_S9 = [
    ("out/en links to the site's own en folder", ("en", "site/en")),
    ("out/player links to the site's js folder", ("player", "site/js")),
    ("out/manifest links to the site's data folder", ("manifest", "site/data")),
    ("out/zh-hans links to out/en", ("zh-hans", "out/en")),
    ("out/en links to the content folder", ("en", "content")),
]


@attack("overwrite", "high", variants=LINKED_S9)
def a_s9_a_folder_of_the_output_is_a_link(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A folder narrate writes in the output is a link (to the site's own folder, to another language's, to
    the content): nothing the site or the writer had there changes, nothing is written through the link
    that is not narrate's own, and every command ends without a traceback."""
    name, target_rel = v
    content = _translated_blog(ctx)
    target = ctx.tmp / target_rel
    target.mkdir(parents=True, exist_ok=True)
    mine = [
        write(target / "notes.html", USER),
        write(target / "page.js", USER),
        write(target / "notes.mp3", USER),
    ]
    before = _user_tree(content) if target_rel == "content" else {}
    (ctx.tmp / "out").mkdir(exist_ok=True)
    os.symlink(target, ctx.tmp / "out" / name)
    runs = [build(ctx), build(ctx, "--force")]
    lost_first = _tree_lost(content, before) if before else []
    _edit_all(content)
    # (harness fix, s9: the content is edited here by the attack itself; what it holds is judged after the edit)
    before = _user_tree(content) if target_rel == "content" else {}
    runs.append(build(ctx))
    for run in runs:
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
    lost = unchanged(*mine) + lost_first + (_tree_lost(content, before) if before else [])
    if target_rel.startswith("site"):
        lost += [
            f"{p.name} written through the link"
            for p in target.iterdir()
            if p.name not in ("notes.html", "page.js", "notes.mp3")
        ]
    bad = next((r for r in runs if r.traceback), None)
    return kept_verdict(bad or runs[0], lost)


# --- the ledger and the records edited by hand (a merge, a sync tool, a person)

LEDGER_S9 = [
    ("the ledger is a JSON object", "object"),
    ("the ledger is null", "null"),
    ("the ledger holds numbers, lists and NULs", "junk"),
    ("the ledger holds 200,000 paths", "huge"),
    ("the ledger has git merge conflict markers", "conflict"),
    ("the ledger claims the site's en/site.html", "claim"),
    ("the stamps give narrate's MP3 a wrong hash", "wronghash"),
    ("the stamps are a list", "stampslist"),
    ("an orphan record naming the site's en/site.*", "orphan"),
    ("a record whose lang is changed to zh-hans", "lang"),
    ("a record with every field null", "nulls"),
    (".published.json emptied", "published"),
]


def _edit_ledger(out: Path, how: str) -> None:
    manifest = out / "manifest"
    ledger, stamps = manifest / ".written.json", manifest / ".stamps.json"
    record = manifest / "en" / "notes.json"
    names = json.loads(ledger.read_text(encoding="utf-8"))
    if how == "object":
        ledger.write_text(json.dumps({n: True for n in names}), encoding="utf-8")
    elif how == "null":
        ledger.write_text("null", encoding="utf-8")
    elif how == "junk":
        ledger.write_text(json.dumps([1, None, ["en/notes.mp3"], "en/\u0000x", {"a": 1}, *names]), encoding="utf-8")
    elif how == "huge":
        ledger.write_text(json.dumps(names + [f"en/p{i}.mp3" for i in range(200_000)]), encoding="utf-8")
    elif how == "conflict":
        text = ledger.read_text(encoding="utf-8")
        ledger.write_text("<<<<<<< HEAD\n" + text + "\n=======\n[]\n>>>>>>> theirs\n", encoding="utf-8")
    elif how == "claim":
        ledger.write_text(json.dumps(sorted([*names, "en/site.html", "en/site.mp3"])), encoding="utf-8")
    elif how == "wronghash":
        table = json.loads(stamps.read_text(encoding="utf-8"))
        for key in list(table):
            if key.endswith(".mp3"):
                table[key] = "5:" + "0" * 64
        stamps.write_text(json.dumps(table), encoding="utf-8")
    elif how == "stampslist":
        stamps.write_text(json.dumps(list(json.loads(stamps.read_text(encoding="utf-8")))), encoding="utf-8")
    elif how == "orphan":
        data = json.loads(record.read_text(encoding="utf-8"))
        data.update(slug="site", source=str(out.parent / "content" / "gone.md"))
        write(manifest / "en" / "site.json", json.dumps(data))
    elif how == "lang":
        data = json.loads(record.read_text(encoding="utf-8"))
        data["lang"] = "zh-hans"
        record.write_text(json.dumps(data), encoding="utf-8")
    elif how == "nulls":
        data = json.loads(record.read_text(encoding="utf-8"))
        record.write_text(json.dumps(dict.fromkeys(data)), encoding="utf-8")
    elif how == "published":
        (manifest / ".published.json").write_text("", encoding="utf-8")


@attack("ledger", "high", variants=LEDGER_S9)
def a_s9_the_ledger_edited_by_hand(ctx: Ctx, v: str) -> Verdict:
    """Built; the ledger, the stamps or a record edited by hand (wrong shapes, a merge conflict, a claim on the
    site's files, an orphan record naming them); an article edited, one deleted; built again, forced, fed and
    pruned: the site's files stay, every command ends within 60 s without a traceback, and the articles left
    have their episodes (or one line says why)."""
    content = _full_blog(ctx)
    write(content / "third.md", article("Third"))
    build(ctx)
    out = ctx.tmp / "out"
    site = [
        write(out / "en" / "site.html", USER),
        write(out / "en" / "site.mp3", USER),
        write(out / "en" / "site.vtt", USER),
    ]
    _edit_ledger(out, v)
    write(content / "notes.md", article(body=_S6_EDIT, extra="image: cover.png\n"))
    (content / "third.md").unlink()
    runs = [
        ctx.run("build", content, "--out", out, "--allow-mass-removal", timeout=60, mem_mb=1500),
        ctx.run("build", content, "--out", out, "--force", timeout=60, mem_mb=1500),
        ctx.run("feed", "--out", out, "--config", ctx.tmp / "voices.yaml", timeout=60, mem_mb=1500),
        ctx.run("cache", "--prune", "--yes", "--grace", "0", content, timeout=60, mem_mb=1500),
    ]
    for run in runs:
        if run.timed_out or b"MemoryError" in run.err:
            return Verdict(False, run.brief(), "high")
    lost = unchanged(*site)
    if lost:
        return Verdict(False, "; ".join(lost) + " " + runs[0].brief())
    bad = next((r for r in runs if r.traceback), None)
    if bad:
        return Verdict(False, "traceback: " + bad.brief(), "medium")
    have = _episodes(ctx)
    if "en/other.mp3" not in have or ("en/notes.mp3" not in have and not runs[0].errors()):
        return Verdict(False, f"episodes {have} without a line: " + runs[0].brief(), "medium")
    return Verdict(True, runs[0].brief())


# --- cache entries of the wrong kind: a folder, a link to a user's file

CACHE_KINDS_S9 = [
    ("a chunk's MP3 is a folder", ("chunks/*/*.mp3", "folder")),
    ("a chunk's record is a folder", ("chunks/*/*.json", "folder")),
    ("an articles record is a folder", ("articles/*", "folder")),
    ("a lookups index is a folder", ("lookups/*", "folder")),
    ("a plans record is a folder", ("plans/*", "folder")),
    ("a lookups index is a link to the user's file", ("lookups/*", "userlink")),
    ("a usage record is a link to the user's file", ("usage/*", "userlink")),
    ("a chunks shard folder is a file", ("chunks/*", "shardfile")),
    ("the chunks folder is a link to the user's folder", ("chunks", "dirlink")),
]


@attack("cache", "high", variants=CACHE_KINDS_S9)
def a_s9_a_cache_entry_of_the_wrong_kind(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A cache entry replaced by a folder, a link to a user's file or folder, or a file where a folder was: a
    rebuild, a forced rebuild and a prune end within 60 s without a traceback; the user's files stay as they
    were; the episodes are made (the entry is a miss, or one line)."""
    pattern, kind = v
    content = _cached_blog(ctx)
    build(ctx)
    cache = ctx.tmp / "cache"
    mine = write(ctx.tmp / "mine" / "keep.bin", USER)
    folder_file = write(ctx.tmp / "mine" / "folder" / "keep.txt", USER)
    found = sorted(cache.glob(pattern))
    if not found:
        return Verdict(False, f"harness: nothing at cache/{pattern}", "low")
    target = found[0]
    if target.is_dir() and not target.is_symlink():
        shutil.rmtree(target)
    else:
        target.unlink()
    if kind == "folder":
        write(target / "inside.txt", "x")
    elif kind == "userlink":
        os.symlink(mine, target)
    elif kind == "shardfile":
        write(target, USER)
    elif kind == "dirlink":
        os.symlink(folder_file.parent, target)
    write(content / "other.md", article("Other", _S6_EDIT))
    runs = [
        build(ctx, timeout=60),
        build(ctx, "--force", timeout=60),
        ctx.run("cache", "--prune", "--yes", "--grace", "0", content, timeout=60),
        ctx.run("cache", "--prune", "--yes", "--grace", "0", timeout=60),
    ]
    for run in runs:
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
    lost = unchanged(mine, folder_file)
    if lost:
        return Verdict(False, "; ".join(lost) + " " + runs[0].brief())
    bad = next((r for r in runs if r.traceback), None)
    if bad:
        return Verdict(False, "traceback: " + bad.brief(), "medium")
    if len(_episodes(ctx)) != 2 and not runs[1].errors():
        return Verdict(False, f"episodes {_episodes(ctx)}: " + runs[1].brief(), "medium")
    return Verdict(True, runs[1].brief())


# --- content folders that are links

CONTENT_LINKS_S9 = [
    ("content/more links to a folder of articles outside", "outside"),
    ("content/loop links to the content folder", "loop"),
    ("content/up links to the blog's folder (above, holding out/)", "up"),
    ("content/root links to /", "root"),
    ("content/proc links to /proc/self", "proc"),
    ("content/dev links to /dev", "dev"),
    ("an article that is a link to /dev/zero", "zero"),
    ("an article that is a link to another article", "twin"),
    ("content/a and content/b link to each other", "mutual"),
    ("the content folder itself is a link", "self"),
]


@attack("symlinks", "high", variants=CONTENT_LINKS_S9)
def a_s9_a_content_folder_that_is_a_link(ctx: Ctx, v: str) -> Verdict:
    """Links in the content folder (to a folder outside, to the content itself, to the blog above it, to /,
    /proc, /dev, /dev/zero, an article linked twice, two folders linking each other): a build ends within 60 s
    and 2 GB without a traceback, the articles are each heard once (a link to an article is no second
    article, or one line), nothing is read from /, /proc or /dev as an article, and a second build changes
    nothing."""
    posts = {"notes.md": article(), "other.md": article("Other")}
    content = blog(ctx, posts)
    if v == "outside":
        write(ctx.tmp / "more" / "more.md", article("More", "More words from outside."))
        os.symlink(ctx.tmp / "more", content / "more")
    elif v == "loop":
        os.symlink(content, content / "loop")
    elif v == "up":
        os.symlink(ctx.tmp, content / "up")
    elif v == "root":
        os.symlink("/", content / "root")
    elif v == "proc":
        os.symlink("/proc/self", content / "proc")
    elif v == "dev":
        os.symlink("/dev", content / "dev")
    elif v == "zero":
        os.symlink("/dev/zero", content / "zero.md")
    elif v == "twin":
        os.symlink(content / "notes.md", content / "again.md")
    elif v == "mutual":
        (content / "a").mkdir()
        (content / "b").mkdir()
        os.symlink(content / "b", content / "a" / "to-b")
        os.symlink(content / "a", content / "b" / "to-a")
    elif v == "self":
        os.replace(content, ctx.tmp / "real")
        os.symlink(ctx.tmp / "real", content)
    done, report = build_json(ctx, timeout=60)
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    again, second = build_json(ctx, timeout=60)
    problems = []
    names = _episodes(ctx)
    if "en/notes.mp3" not in names or "en/other.mp3" not in names:
        problems.append(f"episodes {names}")
    # (harness fix, s9: a --json build says its skips in the report's `skipped` list, not on stderr)
    said = done.stderr + json.dumps(report.get("skipped", []))
    if v == "outside" and not any("more" in n for n in names) and "more" not in said:
        problems.append("the linked folder's article neither heard nor named")
    if v in ("root", "proc", "dev", "zero", "up") and len(names) > 2:
        problems.append(f"read as articles: {names[:5]}")
    if v == "twin" and len(names) > 2 and "again" in " ".join(names):
        problems.append(f"one article, two episodes: {names}")
    if again.timed_out or again.traceback or second.get("built") or second.get("removed"):
        problems.append(f"second build: built {second.get('built')} removed {second.get('removed')} {again.brief()}")
    return Verdict(not problems, "; ".join(problems)[:300] or done.brief())


# --- YAML front matter: tags, merge keys, anchors, odd types of the keys narrate reads

YAML_S9 = [
    ("a python/object/apply tag", "x: !!python/object/apply:os.system ['touch pwned']\n"),
    ("a python/name tag on the title's neighbour", "x: !!python/name:os.system\n"),
    ("a custom !include tag", "x: !include /etc/passwd\n"),
    ("a !!binary title", "subtitle: !!binary aGVsbG8=\n"),
    ("a !!set of tags", "tags: !!set {a, b}\n"),
    ("an !!omap of tags", "tags: !!omap [a: 1, b: 2]\n"),
    ("a merge key of 1,000 aliases", "base: &b {k: v}\nx:\n  <<: [" + ", ".join(["*b"] * 1000) + "]\n"),
    ("a merge key of a nested list bomb", "\n".join(_alias_bomb(8, "m")) + "\nx: {<<: *m8}\n"),
    ("a merge key into the top level", "base: &b {subtitle: merged}\n<<: *b\n"),
    ("a merge key that is a scalar", "<<: 5\n"),
    (
        "an anchor on a 1 MB string used as tags 1,000 times",
        "s: &s '" + "w" * 1_000_000 + "'\ntags: [" + ", ".join(["*s"] * 1000) + "]\n",
    ),
    ("lang: 1", "lang2: x\n"),
    ("slug: 2024-01-02 (a date)", "slug: 2024-01-02\n"),
    ("slug: 1e3 (a float)", "slug: 1e3\n"),
    ("slug: .inf", "slug: .inf\n"),
    ("slug: [a, b]", "slug: [a, b]\n"),
    ("slug: {a: b}", "slug: {a: b}\n"),
    ("slug: a 5,000-digit integer", "slug: " + "7" * 5000 + "\n"),
    ("date: a 20-digit epoch", "date: 99999999999999999999\n"),
    ("date: 2024-01-02T25:61:61", "date: 2024-01-02T25:61:61\n"),
    ("date: 9999-12-31T23:59:59-23:59", "date: 9999-12-31T23:59:59-23:59\n"),
    ("date: 0001-01-01T00:00:00+14:00", "date: 0001-01-01T00:00:00+14:00\n"),
    ("tags: a 100,000-item list", "tags: [" + ", ".join(["t"] * 100_000) + "]\n"),
    ("description: a mapping", "description: {a: b}\n"),
    ("author: a list of mappings", "author: [{name: a}, {name: [b]}]\n"),
    ("a key that is a list", "? [a, b]\n: c\n"),
    ("a key that is null", "~: c\n"),
    ("two documents in the front matter", "x: 1\n---\ny: 2\n"),
]


def _yaml_s9(extra: str) -> str:
    if extra == "lang2: x\n":
        return "---\ntitle: Notes\nlang: 1\n---\n\nA short paragraph that is worth saying.\n"
    if extra.startswith(("slug:", "date:", "tags:", "description:", "author:")):
        return f"---\ntitle: Notes\nlang: en\n{extra}---\n\nA short paragraph that is worth saying.\n"
    return _fm_s7("yaml", extra)


@attack("front matter", "medium", variants=YAML_S9)
def a_s9_yaml_front_matter_oddities(ctx: Ctx, v: str) -> Verdict:
    """YAML front matter with Python or custom tags, merge keys (a bomb, at the top level, a scalar), huge
    anchors, keys of odd types, and narrate's own keys of odd types (a date or a number as the slug, a
    list as the slug, dates past any calendar): no code runs; `script` and a build end within 60 s and 2 GB; the
    article is narrated or fails in one line naming it, and the other article is built (the s7 judge)."""
    content = blog(ctx, {"notes.md": _yaml_s9(v), "other.md": article("Other")})
    done = ctx.run("script", content / "notes.md", timeout=60, mem_mb=2000)
    if (ctx.tmp / "pwned").exists() or (content / "pwned").exists():
        return Verdict(False, "code in the front matter ran", "high")
    verdict = _bounded(done)
    if not verdict.held:
        return verdict
    built = ctx.run("build", content, "--out", ctx.tmp / "out", timeout=90, mem_mb=2000)
    if built.timed_out or b"MemoryError" in built.err:
        return Verdict(False, "build: " + built.brief(), "high")
    if built.traceback:
        return Verdict(False, "build traceback: " + built.brief())
    if not (ctx.tmp / "out" / "en" / "other.mp3").exists():
        return Verdict(False, "the other article was not built: " + built.brief())
    made = list((ctx.tmp / "out").glob("*/*.mp3"))
    said = any("notes.md" in line for line in built.stderr.splitlines())
    if len(made) < 2 and not said:
        return Verdict(False, "notes.md neither built nor named: " + built.brief())
    for path in (ctx.tmp / "out").rglob("*"):
        if len(path.name.encode()) > 255:
            return Verdict(False, "a name past 255 bytes")
    return Verdict(True, ("built; " if len(made) >= 2 else "refused; ") + built.brief())


# --- TOML and JSON front matter oddities

TOMLJSON_S9 = [
    ("toml: a key given twice", "toml", "+++\ntitle = 'Notes'\ntitle = 'Again'\nlang = 'en'\n+++\n"),
    ("toml: a BOM before +++", "toml", "\ufeff+++\ntitle = 'Notes'\nlang = 'en'\n+++\n"),
    ("toml: never closed", "toml", "+++\ntitle = 'Notes'\nlang = 'en'\n"),
    ("toml: lang an integer", "toml", "+++\ntitle = 'Notes'\nlang = 1\n+++\n"),
    ("toml: slug a datetime", "toml", "+++\ntitle = 'Notes'\nlang = 'en'\nslug = 1979-05-27T07:32:00Z\n+++\n"),
    ("toml: date a local time only", "toml", "+++\ntitle = 'Notes'\nlang = 'en'\ndate = 07:32:00\n+++\n"),
    ("toml: title a table", "toml", "+++\nlang = 'en'\n[title]\nen = 'Notes'\n+++\n"),
    ("toml: an array of tables as tags", "toml", "+++\ntitle = 'Notes'\nlang = 'en'\n[[tags]]\nname = 'a'\n+++\n"),
    ("json: a trailing comma", "json", '{\n"title": "Notes",\n"lang": "en",\n}\n'),
    ("json: comments", "json", '{\n// a comment\n"title": "Notes",\n"lang": "en"\n}\n'),
    (
        "json: a key given twice (audio true, then false)",
        "json",
        '{\n"title": "Notes",\n"lang": "en",\n"audio": false,\n"audio": true\n}\n',
    ),
    ("json: NaN as the date", "json", '{\n"title": "Notes",\n"lang": "en",\n"date": NaN\n}\n'),
    ("json: the title a number", "json", '{\n"title": 12345678901234567890,\n"lang": "en"\n}\n'),
    ("json: an unclosed brace", "json", '{\n"title": "Notes",\n"lang": "en"\n'),
    ("json: a BOM before the brace", "json", '\ufeff{\n"title": "Notes",\n"lang": "en"\n}\n'),
    ("yaml: closed by '...'", "yaml", "---\ntitle: Notes\nlang: en\n...\n"),
    ("yaml: never closed", "yaml", "---\ntitle: Notes\nlang: en\n"),
    ("yaml: an empty front matter", "yaml", "---\n---\n"),
]


@attack("front matter", "medium", variants=[(n, (f, t)) for n, f, t in TOMLJSON_S9])
def a_s9_toml_json_front_matter_oddities(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """TOML or JSON (Hugo) or YAML front matter that a parser refuses or reads oddly (keys given twice, a BOM,
    never closed, comments, NaN, numbers where text goes): ends without a traceback; the article is heard or
    fails in one line naming it; the other article is built; no front matter is read aloud as prose."""
    fmt, head = v
    write(ctx.tmp / "hugo.toml", HUGO_SITE)
    text = head + "\nA short paragraph that is worth saying.\n"
    content = blog(ctx, {"posts/notes.md": text, "posts/other.md": article("Other")})
    done = ctx.run("script", content / "posts" / "notes.md", "--json", timeout=60, mem_mb=2000)
    verdict = _bounded(done)
    if not verdict.held:
        return verdict
    said = json.dumps([c.get("text", "") for c in _chunks(done.stdout)])
    if done.code == 0 and any(w in said for w in ("title =", '"title"', "lang =", "+++", "NaN")):
        return Verdict(False, "front matter read aloud: " + said[:160])
    built = ctx.run("build", content, "--out", ctx.tmp / "out", timeout=90, mem_mb=2000)
    if built.timed_out:
        return Verdict(False, built.brief(), "high")
    if built.traceback:
        return Verdict(False, "build traceback: " + built.brief())
    if not (ctx.tmp / "out" / "en" / "other.mp3").exists():
        return Verdict(False, "the other article was not built: " + built.brief())
    return Verdict(True, built.brief())


# --- build.include and build.exclude: patterns that expand without a bound or reach outside

GLOBS_S9 = [
    ("include: a brace bomb of 2^24 patterns", ("include", "{a,b}" * 24 + "/*.md")),
    ("exclude: a brace bomb of 2^24 patterns", ("exclude", "{a,b}" * 24 + "/*.md")),
    ("include: a numeric range of 100,000,000", ("include", "{1..100000000}.md")),
    ("include: a 100,000-character pattern", ("include", "a" * 100_000 + "*.md")),
    ("include: 2,000 globstars", ("include", "**/" * 2000 + "*.md")),
    ("include: ../** (above the content)", ("include", "../**/*.md")),
    ("include: /etc/** (absolute)", ("include", "/etc/**")),
    ("include: an unclosed bracket", ("include", "[a-*.md")),
    ("include: 10,000 patterns", ("many", "p*.md")),
]


@attack("expansion", "high", variants=GLOBS_S9)
def a_s9_build_globs_that_expand(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """voices.yaml's build.include or build.exclude holds a brace bomb, a huge range, a huge pattern, thousands of
    globstars, a path above the content or an absolute one: the build ends within 60 s and 2 GB, one line naming
    voices.yaml or a build of the articles inside the content only; no traceback."""
    key, pattern = v
    if key == "many":
        globs = "build:\n  include: [" + ", ".join(f"'p{i}*.md'" for i in range(10_000)) + ", '*.md']\n"
    else:
        globs = f"build:\n  {key}: [{json.dumps(pattern)}" + (", '**/*.md'" if key == "include" else "") + "]\n"
    content = blog(ctx, {"notes.md": article(), "other.md": article("Other")}, OFFLINE + globs)
    write(ctx.tmp / "stray.md", article("Stray", "A file above the content."))
    done = build(ctx, timeout=60)
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    names = _episodes(ctx)
    if any("stray" in n for n in names):
        return Verdict(False, f"an article above the content built: {names}")
    if done.code == 1:
        return one_line(done, "voices.yaml")
    return Verdict(bool(names) or key == "exclude" or not list(content.glob("*.md")), f"{names}; " + done.brief())


# --- the output folder around the content or the cache, spelled through links

OVERLAPS_S9 = [
    ("--out is a link to the content folder", ("outlink", None, "content")),
    ("--out is content/../content", ("content/../content", None, None)),
    ("--out is a link inside the content folder to out", ("content/site", None, "out")),
    ("the cache is a link to the content folder", ("out", "cachelink", "content")),
    ("the cache is a link to the output folder", ("out", "cachelink", "out")),
]


@attack("overwrite", "high", variants=OVERLAPS_S9)
def a_s9_output_overlaps_through_a_link(ctx: Ctx, v: tuple[str, str | None, str | None]) -> Verdict:
    """The output or the cache meets the content folder or each other through a link or a path spelled
    another way: the writer's files stay as they were (the s6 judge)."""
    out_rel, cache_rel, target = v
    if target:
        link = ctx.tmp / (cache_rel or out_rel)
        link.parent.mkdir(parents=True, exist_ok=True)
        (ctx.tmp / target).mkdir(parents=True, exist_ok=True)
        os.symlink(ctx.tmp / target, link)
    return a_s6_output_overlaps_the_blog_or_the_cache(ctx, (out_rel, cache_rel))


# --- concurrency: three builds, two outputs sharing one cache, a build and a prune of another blog

CONCURRENT_S9 = [
    ("three builds of one blog at once", "three"),
    ("two blogs, two outputs, one cache", "shared"),
    ("a build and a prune of another blog's articles in one cache", "prune-other"),
    ("a build and `narrate check` of the same folder", "check"),
    ("a build and a forced build of one blog", "force"),
]


@attack("concurrency", "high", variants=CONCURRENT_S9)
def a_s9_commands_at_once(ctx: Ctx, v: str) -> Verdict:
    """Commands started together (three builds; two blogs with their own outputs sharing the cache; a build
    and a prune; a build and a check; a build and a forced build): each ends within 120 s without a traceback
    (one may refuse in one line), and builds after them find every output current, nothing half-written."""
    import threading

    posts = {f"p{i}.md": article(f"Post {i}", f"Paragraph of post {i}, with a few more words.") for i in range(5)}
    content = blog(ctx, posts)
    second = ctx.tmp / "content2"
    for i in range(5):
        write(second / f"q{i}.md", article(f"Q {i}", f"Paragraph of post {i}, with a few more words."))
    out, out2 = ctx.tmp / "out", ctx.tmp / "out2"
    others: list[list[object]] = {
        "three": [["build", content, "--out", out], ["build", content, "--out", out]],
        "shared": [["build", second, "--out", out2]],
        "prune-other": [["cache", "--prune", "--yes", "--grace", "0", second]],
        "check": [["check", content]],
        "force": [["build", content, "--out", out, "--force"]],
    }[v]
    if v == "prune-other":
        ctx.run("build", second, "--out", out2, timeout=120)
    results: list[Run] = []
    threads = [threading.Thread(target=lambda a=a: results.append(ctx.run(*a, timeout=120))) for a in others]
    for thread in threads:
        thread.start()
    first = ctx.run("build", content, "--out", out, timeout=120)
    for thread in threads:
        thread.join()
    for run in [first, *results]:
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
    problems = []
    for blog_dir, dest in ((content, out), (second, out2)):
        if blog_dir == second and v not in ("shared", "prune-other"):
            continue
        ctx.run("build", blog_dir, "--out", dest, timeout=120)
        again = ctx.run("build", blog_dir, "--out", dest, "--json", timeout=120)
        try:
            report = json.loads(again.stdout)
        except ValueError:
            report = {}
        if again.code != 0 or report.get("built") or _temps(dest):
            problems.append(f"{dest.name}: built {report.get('built')}, temps {_temps(dest)[:2]}: {again.brief()}")
        if len(list(dest.glob("en/*.mp3"))) != 5:
            problems.append(f"{dest.name}: {len(list(dest.glob('en/*.mp3')))} episodes")
    return Verdict(not problems, "; ".join(problems)[:300] or first.brief())


# --- signals and closed streams

SIGNALS_S9 = [
    ("SIGTERM after 0.1 s", ("TERM", 0.1)),
    ("SIGTERM after 0.7 s", ("TERM", 0.7)),
    ("SIGTERM after 2.2 s", ("TERM", 2.2)),
    ("SIGHUP after 1.0 s (the terminal closed)", ("HUP", 1.0)),
    ("SIGUSR1 after 1.0 s", ("USR1", 1.0)),
    ("SIGTERM twice, 0.05 s apart, after 1.2 s", ("TERM2", 1.2)),
]


@attack("kill", "high", variants=SIGNALS_S9)
def a_s9_a_build_signalled_then_healed(ctx: Ctx, v: tuple[str, float]) -> Verdict:
    """A build of 8 articles stopped by SIGTERM (at new moments, twice), SIGHUP or SIGUSR1: it ends within
    30 s; the next build heals it (the s7 judge: one episode per article, the feed whole, no temporary file,
    a third build changes nothing)."""
    how, after = v
    posts = {f"p{i}.md": article(f"Post {i}", f"Paragraph of post {i}, with a few more words.") for i in range(8)}
    content = blog(ctx, posts)
    out = ctx.tmp / "out"
    build(ctx)
    write(content / "p0.md", article("Post 0", _S6_EDIT))
    write(content / "p8.md", article("Post 8", "A new one here."))
    (content / "p7.md").unlink()
    proc = subprocess.Popen(
        [*ctx.narrate, "build", str(content), "--out", str(out), "--force"],
        cwd=ctx.tmp,
        env=ctx.env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    time.sleep(after)
    sig = {"TERM": signal.SIGTERM, "TERM2": signal.SIGTERM, "HUP": signal.SIGHUP, "USR1": signal.SIGUSR1}[how]
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, sig)
        if how == "TERM2":
            time.sleep(0.05)
            os.killpg(proc.pid, sig)
    try:
        _, err = proc.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        return Verdict(False, f"still running 30 s after {how}", "high")
    if b"Traceback (most recent call last)" in err:
        return Verdict(
            False, "traceback on the signal: " + err.decode(errors="replace").strip().splitlines()[-1][:150], "medium"
        )
    heal = build(ctx, timeout=120)
    again, report = build_json(ctx, timeout=120)
    for run in (heal, again):
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
    problems = []
    want = sorted(f"en/p{i}.mp3" for i in (0, 1, 2, 3, 4, 5, 6, 8))
    if _episodes(ctx) != want:
        problems.append(f"episodes {_episodes(ctx)}")
    items = _feed_items(out)
    if len(items) != 8 or len(set(items)) != 8:
        problems.append(f"feed items {len(items)}")
    if _temps(out) or _temps(ctx.tmp / "cache"):
        problems.append(f"left {(_temps(out) + _temps(ctx.tmp / 'cache'))[:3]}")
    if report.get("built") or report.get("removed") or again.code != 0:
        problems.append(f"third build built {report.get('built')} removed {report.get('removed')}")
    return Verdict(not problems, "; ".join(problems)[:300] or heal.brief())


STREAMS_S9 = [
    ("stdout closed after its first byte (| head -c 1)", "head"),
    ("stdout is /dev/full", "full-out"),
    ("stderr is /dev/full", "full-err"),
    ("stdout closed before the start", "closed-out"),
    ("stderr closed before the start", "closed-err"),
    ("a --json build whose stdout is closed after its first byte", "head-json"),
]


@attack("terminal", "medium", variants=STREAMS_S9)
def a_s9_a_build_whose_output_goes_nowhere(ctx: Ctx, v: str) -> Verdict:
    """A build whose stdout or stderr is a pipe closed early, /dev/full or closed: no traceback spilled on
    the other stream, the episodes made (or the build ends quietly with a non-zero code), and a build after
    it changes nothing."""
    content = blog(ctx, {f"p{i}.md": article(f"Post {i}", f"Paragraph {i} here.") for i in range(3)})
    args = [*ctx.narrate, "build", str(content), "--out", str(ctx.tmp / "out")]
    if v == "head-json":
        args.append("--json")
    stdout: Any = subprocess.PIPE
    stderr: Any = subprocess.PIPE
    opened = []
    if v.startswith("full"):
        opened.append(open("/dev/full", "wb"))
        if v == "full-out":
            stdout = opened[0]
        else:
            stderr = opened[0]

    def close_one() -> None:
        if v == "closed-out":
            os.close(1)
        elif v == "closed-err":
            os.close(2)

    proc = subprocess.Popen(
        args,
        cwd=ctx.tmp,
        env=ctx.env,
        stdin=subprocess.DEVNULL,
        stdout=stdout,
        stderr=stderr,
        start_new_session=True,
        preexec_fn=close_one,
    )
    err = b""
    try:
        if v.startswith("head"):
            assert proc.stdout is not None
            proc.stdout.read(1)
            proc.stdout.close()
            err = proc.stderr.read() if proc.stderr else b""
            proc.wait(90)
        else:
            out_b, err_b = proc.communicate(timeout=90)
            err = (err_b or b"") + (out_b or b"")
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        return Verdict(False, "still running at 90 s", "high")
    finally:
        for handle in opened:
            handle.close()
    if b"Traceback (most recent call last)" in err:
        return Verdict(False, "traceback: " + err.decode(errors="replace").strip().splitlines()[-1][:150])
    again, report = build_json(ctx)
    problems = []
    if again.code != 0 or again.traceback:
        problems.append("a build after: " + again.brief())
    if len(_episodes(ctx)) != 3:
        problems.append(f"episodes {_episodes(ctx)}")
    if _temps(ctx.tmp / "out"):
        problems.append(f"left {_temps(ctx.tmp / 'out')[:3]}")
    return Verdict(not problems, "; ".join(problems)[:300] or f"exit {proc.returncode}")


# --- a full disk without a mount: every file capped by RLIMIT_FSIZE, through each command that writes

FSIZE_S9 = [
    ("files capped at 1 byte, a first build", ("build", 1, False)),
    ("files capped at 4 KB, a rebuild", ("build", 4096, True)),
    ("files capped at 150 KB, a rebuild of a long article", ("build", 150_000, True)),
    ("files capped at 2 KB, `narrate feed`", ("feed", 2048, True)),
    ("files capped at 2 KB, `narrate episode`", ("episode", 2048, True)),
    ("files capped at 1 byte, `cache --prune`", ("prune", 1, True)),
    ("files capped at 4 KB, a rebuild with a translation", ("translated", 4096, True)),
]


@attack("full disk", "high", variants=FSIZE_S9)
def a_s9_files_capped_in_size(ctx: Ctx, v: tuple[str, int, bool]) -> Verdict:
    """Every file the command writes capped (RLIMIT_FSIZE: SIGXFSZ ignored by Python, EFBIG on the write) in a
    first build, a rebuild, `feed`, `episode` or a prune: the command ends within 90 s with exit 1 and a line
    (never a traceback, never a death by SIGXFSZ); nothing of the last good build is damaged; no temporary
    file is left; once the cap is gone a build makes every episode."""
    how, cap, first = v
    content = _translated_blog(ctx) if how == "translated" else _full_blog(ctx)
    out = ctx.tmp / "out"
    if first:
        build(ctx)
    before = _user_tree(out)
    body = _S6_EDIT * (200 if cap >= 100_000 else 20)
    extra = "image: cover.png\n" + ("translationKey: n1\n" if how == "translated" else "")
    write(content / "notes.md", article(body=body, extra=extra))
    if how == "feed":
        write(ctx.tmp / "voices.yaml", FEED_ART.replace("Test notes", "Renamed notes"))
        done = ctx.run("feed", "--out", out, "--config", ctx.tmp / "voices.yaml", timeout=90, fsize=cap)
    elif how == "episode":
        done = ctx.run(content / "notes.md", "--out", out, timeout=90, fsize=cap)
    elif how == "prune":
        done = ctx.run("cache", "--prune", "--yes", "--grace", "0", content, timeout=90, fsize=cap)
    else:
        done = ctx.run("build", content, "--out", out, timeout=90, fsize=cap)
    damaged = _still_sound(out, before) if before else [f"left {t}" for t in _temps(out)]
    damaged += [f"left {t}" for t in _temps(ctx.tmp / "cache")]
    after = build(ctx)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if damaged:
        return Verdict(False, "; ".join(damaged[:4]) + f" ({done.brief()})")
    if done.code is not None and done.code < 0:
        return Verdict(False, f"killed by signal {-done.code}: " + done.brief(), "medium")
    if done.traceback or done.code not in (0, 1):
        return Verdict(False, "traceback: " + done.brief(), "medium")
    if done.code == 1 and not done.errors():
        return Verdict(False, "exit 1 without a line: " + done.brief(), "low")
    heard = (out / "en" / "notes.mp3").exists() and (out / "en" / "other.mp3").exists()
    if not heard or after.code != 0:
        return Verdict(False, "with the cap gone, not every episode: " + after.brief(), "medium")
    return Verdict(True, done.brief())


# --- serve: methods that would change the folder, digits of other scripts, links in the folder

SERVE_S9 = [
    ("DELETE of an episode", (b"DELETE /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", (400, 403, 405, 501))),
    (
        "PUT of a new file",
        (b"PUT /en/new.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 4\r\n\r\nevil", (400, 403, 405, 501)),
    ),
    (
        "PUT over an episode",
        (b"PUT /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 4\r\n\r\nevil", (400, 403, 405, 501)),
    ),
    (
        "PROPFIND of the root",
        (b"PROPFIND / HTTP/1.1\r\nHost: 127.0.0.1\r\nDepth: infinity\r\n\r\n", (400, 403, 405, 501)),
    ),
    ("MKCOL of a folder", (b"MKCOL /en/new/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", (400, 403, 405, 501))),
    ("a lowercase method", (b"get /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", (0, 400, 405, 501))),
    (
        "a method of 10,000 letters",
        (b"G" * 10_000 + b" /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", (0, 400, 405, 414, 501)),
    ),
    (
        "a Range in fullwidth digits",
        (b"GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\nRange: bytes=\xef\xbc\x91-\xef\xbc\x92\r\n\r\n", (200, 416)),
    ),
    (
        "a Range in Devanagari digits",
        ("GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\nRange: bytes=\u0967-\u0968\r\n\r\n".encode(), (200, 416)),
    ),
    (
        "a Range with spaces around the dash",
        (b"GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\nRange: bytes= 1 - 2 \r\n\r\n", (200, 206, 416)),
    ),
    ("a Range in hex", (b"GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\nRange: bytes=0x1-0x2\r\n\r\n", (200, 416))),
    ("a link in the folder to /etc/passwd", (b"GET /en/passwd.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", (403, 404))),
    ("a linked folder in the folder to /etc", (b"GET /en/etc/passwd HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", (403, 404))),
    (
        "a link to /etc/passwd asked by a Range",
        (b"GET /en/passwd.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\nRange: bytes=0-99\r\n\r\n", (403, 404, 416)),
    ),
    (
        "two requests pipelined, the second a traversal",
        (
            b"GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET /../../../etc/passwd HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
            (200,),
        ),
    ),
    (
        "an Authorization header of 60 KB",
        (
            b"GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Basic " + b"A" * 60_000 + b"\r\n\r\n",
            (0, 200, 400, 431),
        ),
    ),
    (
        "1,000 Cookie headers",
        (b"GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n" + b"Cookie: a=b\r\n" * 1000 + b"\r\n", (0, 200, 400, 431)),
    ),
    ("a request target of an asterisk with GET", (b"GET * HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", (400, 404))),
]


@attack("serve", "medium", variants=SERVE_S9)
def a_s9_serve_methods_and_links(ctx: Ctx, v: tuple[bytes, tuple[int, ...]]) -> Verdict:
    """Methods that would change the folder (DELETE, PUT, PROPFIND, MKCOL), odd methods, Range digits of other
    scripts, links in the served folder to /etc, a pipelined traversal, huge credentials and cookies: an
    allowed answer; the folder unchanged; nothing outside it served; serve still up; no traceback."""
    request, allowed = v
    out = ctx.tmp / "out"
    episode = write(out / "en" / "a.mp3", b"0123456789" * 10)
    os.symlink("/etc/passwd", out / "en" / "passwd.mp3")
    os.symlink("/etc", out / "en" / "etc")
    with _served(ctx, "--quiet") as (port, proc):
        status, body = _http(port, request)
        plain, _ = _http(port, "GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", timeout=5)
        alive = proc.poll() is None
    log = (ctx.tmp / "serve.log").read_bytes()
    leaked = b"root:" in body
    changed = unchanged(episode, data=b"0123456789" * 10) + [
        f"{p.name} created" for p in (out / "en").iterdir() if p.name not in ("a.mp3", "passwd.mp3", "etc")
    ]
    ok = status in allowed and alive and plain == 200 and b"Traceback" not in log and not leaked and not changed
    note = f"answered {status} ({len(body)} bytes), then {plain}" + (" leaked /etc/passwd" if leaked else "")
    note += ("; " + "; ".join(changed) if changed else "") + (" traceback" if b"Traceback" in log else "")
    return Verdict(ok, note, "high" if leaked or changed else None)


# --- the service: answers out of order, for another request, or twice


async def _script_answer_s9(srv: Any, ws: Any, how: str, headers: dict[str, str], body: str) -> bool:
    """One scripted answer of a shape ORDER_S9 names; False when the connection is finished."""
    import asyncio

    from edge_standin import audio_frame, parse_ssml, text_frame

    rid = headers.get("X-RequestId") or "0" * 32
    sid = "C" * 32
    parsed = parse_ssml(body)
    text = parsed.text if parsed else "x"
    rend = await asyncio.get_running_loop().run_in_executor(
        None, srv.render, text, parsed.voice if parsed else "en-US-AriaNeural"
    )
    mp3 = rend.mp3
    previous = getattr(srv, "_s9_previous", None) or mp3
    srv._s9_previous = mp3

    async def send(frame: str | bytes) -> None:
        await (ws.send_bytes(frame) if isinstance(frame, bytes) else ws.send_str(frame))

    async def audio(payload: bytes, request: str = rid) -> None:
        for at in range(0, len(payload), 4096):
            await send(audio_frame(request, sid, payload[at : at + 4096]))

    async def end(request: str = rid) -> None:
        await send(audio_frame(request, sid, b""))
        await send(text_frame(request, "turn.end", "{}"))

    if how == "the audio before turn.start":
        await audio(mp3)
        await send(text_frame(rid, "turn.start", "{}"))
        await end()
        return True
    await send(text_frame(rid, "turn.start", "{}"))
    if how == "an answer tagged with another request's id":
        await audio(mp3, "F" * 32)
        await end("F" * 32)
        await asyncio.sleep(8)
        return False
    if how == "turn.end first, then the audio":
        await send(text_frame(rid, "turn.end", "{}"))
        await audio(mp3)
        await end()
        return True
    if how == "the whole answer twice":
        await audio(mp3)
        await end()
        await send(text_frame(rid, "turn.start", "{}"))
        await audio(mp3)
        await end()
        return True
    if how == "the previous request's audio again":
        await audio(previous)
        await end()
        return True
    if how == "turn.start twice, the audio between":
        await audio(mp3[: len(mp3) // 2])
        await send(text_frame(rid, "turn.start", "{}"))
        await audio(mp3[len(mp3) // 2 :])
        await end()
        return True
    if how == "metadata of another request's words":
        await send(
            text_frame(
                "F" * 32,
                "audio.metadata",
                json.dumps(
                    {
                        "Metadata": [
                            {
                                "Type": "WordBoundary",
                                "Data": {
                                    "Offset": 10**15,
                                    "Duration": 10**15,
                                    "text": {"Text": "zzz", "Length": 3, "BoundaryType": "WordBoundary"},
                                },
                            }
                        ]
                    }
                ),
            )
        )
        await audio(mp3)
        await end()
        return True
    if how == "an answer with the stream id changing each frame":
        for n, at in enumerate(range(0, len(mp3), 4096)):
            await send(audio_frame(rid, f"{n:032d}", mp3[at : at + 4096]))
        await end()
        return True
    await audio(mp3)
    await end()
    return True


ORDER_S9 = [
    "the audio before turn.start",
    "an answer tagged with another request's id",
    "turn.end first, then the audio",
    "the whole answer twice",
    "the previous request's audio again",
    "turn.start twice, the audio between",
    "metadata of another request's words",
    "an answer with the stream id changing each frame",
]


def _scripted_s9(how: str, limit: int | None) -> Any:
    return _scripted_by(_script_answer_s9, how, limit)


@attack("malformed answer", "medium", lane="voice", variants=[(f"{h}, once", (h, 1)) for h in ORDER_S9])
def a_s9_one_answer_out_of_order(ctx: Ctx, v: tuple[str, int | None]) -> Verdict:
    """One answer out of order, for another request, or twice, among good ones (timeout 5, attempts 3): the
    episode is made within 150 s, an MP3 ffprobe reads of sensible length, its transcript of the article's
    own words (no other request's audio or words taken as this one's)."""
    how, limit = v
    done = _edge_build(ctx, _scripted_s9(how, limit), EDGE_VOICES + "timeout: 5\nattempts: 3\n", "1", 150)
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    if limit is None and done.code == 1 and not done.traceback:
        verdict = one_line(done)
        if verdict.held and "please report" in done.stderr:
            return Verdict(False, "'please report this': " + done.brief())
        return verdict
    if done.traceback or done.code != 0 or not mp3.exists():
        return Verdict(False, done.brief())
    why = _sound_mp3(mp3)
    vtt = ctx.tmp / "out" / "en" / "notes.vtt"
    if why is None and vtt.exists() and "zzz" in vtt.read_text(encoding="utf-8"):
        why = "another request's words in the transcript"
    return Verdict(why is None, (why or f"episode {mp3.stat().st_size} bytes") + "; " + done.brief())


@attack("malformed answer", "medium", lane="voice", variants=[(f"{h}, always", (h, None)) for h in ORDER_S9[:6]])
def a_s9_answers_always_out_of_order(ctx: Ctx, v: tuple[str, int | None]) -> Verdict:
    """Every answer of that shape (timeout 5, attempts 3): one line within 150 s, never "please report", or an
    episode ffprobe reads, of sensible length."""
    return a_s9_one_answer_out_of_order(ctx, v)


# --- voices.yaml: odd types of the keys narrate reads

VOICES_S9 = [
    ("languages: a list", "engine: espeak\nlanguages: [en, ja]\n"),
    ("languages.en: a string", "engine: espeak\nlanguages:\n  en: english\n"),
    ("languages.en: null", "engine: espeak\nlanguages:\n  en: ~\n"),
    ("engine: a list", "engine: [espeak]\n"),
    ("concurrency: a string", "engine: espeak\nconcurrency: 'eight'\n"),
    ("concurrency: 1e9", "engine: espeak\nconcurrency: 1e9\n"),
    ("concurrency: 0", "engine: espeak\nconcurrency: 0\n"),
    ("timeout: -5", "engine: espeak\ntimeout: -5\n"),
    ("attempts: true", "engine: espeak\nattempts: true\n"),
    ("attempts: 1e12", "engine: espeak\nattempts: 1000000000000\n"),
    ("pauses: a list", "engine: espeak\npauses: [1, 2]\n"),
    ("pauses.paragraph: -1e9", "engine: espeak\npauses:\n  paragraph: -1000000000\n"),
    ("known_terms: a mapping", "engine: espeak\nknown_terms: {a: b}\n"),
    ("pronounce: a list", "engine: espeak\npronounce: [a, b]\n"),
    ("lexicon key an integer", "engine: espeak\nlanguages:\n  en:\n    lexicon: {1: one, null: none}\n"),
    ("rate: +1000000%", "engine: espeak\nlanguages:\n  en:\n    rate: '+1000000%'\n"),
    ("pitch: a number", "engine: espeak\nlanguages:\n  en:\n    pitch: 5\n"),
    ("feed: a list", "engine: espeak\nfeed: [a, b]\n"),
    ("feed.base_url: a number", "engine: espeak\nfeed:\n  base_url: 5\n"),
    ("footnotes: true", "engine: espeak\nfootnotes: true\n"),
    ("a top-level list", "- engine: espeak\n"),
    ("a top-level string", "espeak\n"),
    ("the document is a YAML stream of two", "engine: espeak\n---\nengine: edge\n"),
    ("a key given twice", "engine: espeak\nengine: edge\n"),
]


@attack("voices.yaml", "medium", variants=VOICES_S9)
def a_s9_voices_yaml_of_odd_types(ctx: Ctx, v: str) -> Verdict:
    """voices.yaml whose keys have types or values narrate does not expect (lists for mappings, strings for
    numbers, huge or negative numbers, integer keys, two documents, a key twice): `script` ends within 30 s
    and 1.5 GB; one line naming voices.yaml, or the article said; never a traceback."""
    config = write(ctx.tmp / "voices.yaml", v)
    path = write(ctx.tmp / "post.md", article(body="Some text worth saying.\n\nAnother paragraph here."))
    done = ctx.run("script", path, "--config", config, timeout=30, mem_mb=1500)
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief())
    if done.code == 0:
        return Verdict(True, "accepted: " + done.brief())
    return one_line(done, "voices.yaml")


CUES_S9 = [
    ("a conversion !r", ("code_many", "'{n!r} samples'")),
    ("a nested format spec", ("code_many", "'{n:{n}} samples'")),
    ("a dunder attribute of alt", ("image", "'{alt.__len__}'")),
    ("a cue that is an integer", ("code_many", "5")),
    ("a cue that is a list", ("code_many", "[a, b]")),
    ("a cue that is null", ("code_many", "~")),
    ("a field in fullwidth letters", ("code_many", "'{\uff4e} samples'")),
    ("100,000 fields", ("code_many", "'" + "{n}" * 100_000 + "'")),
    ("escaped braces only", ("code_many", "'{{n}} samples'")),
    ("a field name with a space", ("code_many", "'{ n } samples'")),
]


@attack("cues", "medium", variants=CUES_S9)
def a_s9_cue_template_variants(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A cue that is no plain text of its own named fields (conversions, nested specs, dunders, non-strings,
    fullwidth names, 100,000 fields, doubled braces): one line naming voices.yaml, or said cleanly; never a
    traceback (the s6 judge)."""
    return a_s6_cue_template_variants(ctx, v)


# --- surrogates where a pair is written as two escapes, or as entities, in new places

SURR_S9 = [
    ("a pair in a JSON front matter title", ("json", '"title": "Smile \\ud83d\\ude00"', True)),
    ("a lone high surrogate in a JSON title", ("json", '"title": "Bad \\ud83d"', False)),
    ("a reversed pair in a JSON title", ("json", '"title": "Bad \\ude00\\ud83d"', False)),
    ("a pair in a TOML title (TOML forbids it)", ("toml", 'title = "Smile \\ud83d\\ude00"', False)),
    ("a pair in a YAML slug", ("yaml", 'slug: "smile-\\ud83d\\ude00"', True)),
    ("a pair in YAML tags", ("yaml", 'tags: ["\\ud83d\\ude00"]', True)),
    ("a surrogate as a hex entity in the body", ("body", "Text &#xD83D;&#xDE00; here.", False)),
    ("a surrogate as a decimal entity in the body", ("body", "Text &#55357; here.", False)),
    ("a pair in a YAML description", ("yaml", 'description: "\\ud83d\\ude00 and more"', True)),
]


@attack("surrogates", "medium", variants=SURR_S9)
def a_s9_surrogates_in_new_places(ctx: Ctx, v: tuple[str, str, bool]) -> Verdict:
    """A surrogate pair written as two escapes where JSON or YAML allow it (a title, a slug, tags, a
    description) is the character it forms; a lone or reversed one, one TOML forbids, or one written as an
    HTML entity is refused in one line or replaced: `script` and a build end without a traceback, and no
    lone surrogate reaches a file (every file written is valid UTF-8)."""
    fmt, field, valid = v
    if fmt == "json":
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
        text = "{\n" + field + ',\n"lang": "en"\n}\n\nA short paragraph that is worth saying.\n'
        rel = "posts/notes.md"
    elif fmt == "toml":
        text = "+++\n" + field + "\nlang = 'en'\n+++\n\nA short paragraph that is worth saying.\n"
        rel = "notes.md"
    elif fmt == "body":
        text = article(body=field)
        rel = "notes.md"
    else:
        text = article(extra=field + "\n")
        rel = "notes.md"
    # (harness fix, s9: a page at the top of a Hugo site's content is in no section and is skipped by design)
    other = "posts/other.md" if fmt == "json" else "other.md"
    content = blog(ctx, {rel: text, other: article("Other")})
    done = ctx.run("script", content / rel, "--json", timeout=30)
    built = build(ctx)
    for run in (done, built):
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief())
    bad = []
    for path in (ctx.tmp / "out").rglob("*"):
        if path.is_file() and path.suffix in (".json", ".html", ".xml", ".vtt", ".srt"):
            try:
                path.read_bytes().decode("utf-8")
            except UnicodeDecodeError:
                bad.append(path.name)
            if "\\ud83d" in path.read_text(encoding="utf-8", errors="replace").lower() and fmt != "body":
                bad.append(f"{path.name} holds an escaped surrogate")
    if bad:
        return Verdict(False, f"not UTF-8 or escaped surrogates: {bad[:3]}")
    if valid:
        made = (ctx.tmp / "out" / "en").is_dir() and len(list((ctx.tmp / "out").glob("*/*.mp3"))) == 2
        if not made:
            return Verdict(False, "a valid pair refused: " + built.brief())
        if fmt == "json" and "\U0001f600" not in done.stdout and "\\ud83d\\ude00" not in done.stdout.lower():
            return Verdict(False, "the pair not read as its character: " + done.stdout[:120])
    return Verdict(True, built.brief())


LINE_ENDINGS_S9 = [
    ("CR-only with a folded title", ("article", "---\rtitle: >\r  Carriage\rlang: ja\r---\r\rA body.\r")),
    ("a BOM and CR-only TOML", ("article", "\ufeff+++\rtitle = 'Carriage'\rlang = 'ja'\r+++\r\rA body.\r")),
    ("LF front matter, a CR-only body", ("article", "---\ntitle: Carriage\nlang: ja\n---\r\rA body.\rMore.\r")),
    ("CR-only front matter, a CRLF body", ("article", "---\rtitle: Carriage\rlang: ja\r---\r\n\r\nA body.\r\n")),
    # (harness fix, s9: `published: false` is Jekyll's key, not read outside a Jekyll site with LF endings either:
    # the CR-only opt-out is `narrate: false`)
    ("CR-only narrate: false", ("optout", "---\rtitle: Notes\rlang: en\rnarrate: false\r---\r\rA body.\r")),
    ("CR-only draft: true", ("optout", "---\rtitle: Notes\rlang: en\rdraft: true\r---\r\rA body.\r")),
    (
        "CR-only voices.yaml with a block mapping",
        ("voices", "engine: espeak\rlanguages:\r  en:\r    outro: 'CR outro'\r"),
    ),
    ("NEL line breaks in voices.yaml", ("voices", "engine: espeak\x85languages:\x85  en: {outro: 'CR outro'}\x85")),
]


@attack("CR line endings", "medium", variants=LINE_ENDINGS_S9)
def a_s9_other_line_endings(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """Line endings other than LF in new places: honoured as line endings or refused in one line (the s4 judge)."""
    return a_s4_other_line_endings(ctx, v)


# --- control characters in fields not tried

CHARS_S9 = [
    ("an ESC sequence", "\\e[2J", "\x1b"),
    ("a NUL", "\\0", "\x00"),
    ("a line separator", "\\u2028", "\u2028"),
    ("a tag character", "\\U000E0041", "\U000e0041"),
]
FIELDS_S9 = ["yaml slug", "yaml author", "hugo site title", "feed title", "image alt", "yaml subtitle"]


@attack(
    "control characters",
    "medium",
    variants=[(f"{c} in the {f}", (f, e, r)) for f in FIELDS_S9 for c, e, r in CHARS_S9],
)
def a_s9_a_control_character_in_a_field(ctx: Ctx, v: tuple[str, str, str]) -> Verdict:
    """An ESC, a NUL, a line separator or a Unicode tag character in a slug, an author, a Hugo site's title,
    the feed's title, an image's alt text or a subtitle: built with no file name, terminal line, MP3 tag,
    feed or page carrying it raw (a line separator may stay in page text), or refused in one line; no
    traceback; the other article built."""
    import xml.etree.ElementTree as ET

    field, escaped, raw = v
    voices = FEED_ART
    text = article()
    rel = "notes.md"
    if field == "yaml slug":
        text = article(extra=f'slug: "no{escaped}tes"\n')
    elif field == "yaml author":
        text = article(extra=f'author: "Ann{escaped}Lee"\n')
    elif field == "yaml subtitle":
        text = article(extra=f'subtitle: "sub{escaped}title"\n')
    elif field == "hugo site title":
        write(ctx.tmp / "hugo.toml", HUGO_SITE + 'title = "Site' + escaped.replace("\\e", "\\u001b") + 'Name"\n')
        rel = "posts/notes.md"
    elif field == "feed title":
        voices = FEED_ART.replace("{en: Test notes,", f'{{en: "Test{escaped}notes",')
    elif field == "image alt":
        text = article(body=f"Words first.\n\n![a{raw}cat](cover.png)\n\nWords after.")
    # (harness fix, s9: a page at the top of a Hugo site's content is in no section and is skipped by design)
    other = "posts/other.md" if rel.startswith("posts/") else "other.md"
    content = blog(ctx, {rel: text, other: article("Other")}, voices)
    png(ctx.tmp / "art" / "cover.png", color=(10, 20, 30))
    png(content / "cover.png")
    done = build(ctx)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback or done.code not in (0, 1):
        return Verdict(False, "traceback: " + done.brief())
    problems = []
    if raw in done.stdout + done.stderr:
        problems.append("raw on the terminal")
    out = ctx.tmp / "out"
    text_ok = raw == "\u2028"
    for path in out.rglob("*"):
        if raw in path.name:
            problems.append(f"a file name carries it: {path.name!r}")
        if path.is_file() and path.suffix in (".xml", ".html", ".json", ".vtt", ".srt") and not text_ok:
            if raw in path.read_text(encoding="utf-8", errors="replace"):
                problems.append(f"{path.name} carries it raw")
    for feed in out.glob("*/feed.xml"):
        try:
            ET.parse(feed)
        except ET.ParseError as exc:
            problems.append(f"feed.xml is not XML: {exc}")
    for mp3 in out.glob("*/*.mp3"):
        from mutagen.id3 import ID3

        tags = " ".join(str(f) for f in ID3(mp3).values())
        if raw in tags:
            problems.append(f"{mp3.name}'s tags or chapters")
    if not problems and done.code == 1 and not done.errors():
        problems.append("exit 1 without a line")
    if not list(out.glob("*/other.mp3")):
        problems.append("the other article was not built")
    return Verdict(not problems, "; ".join(dict.fromkeys(problems))[:300] or done.brief())


# --- check-host: hosts misbehaving in still other ways

HOSTS_S9 = [
    "a redirect loop between two paths",
    "episodes.json of 50 MB",
    "episodes.json nested 100,000 deep",
    "a gzip bomb of episodes.json declared by Content-Encoding",
    "a chunked body that never ends",
    "an episode whose audio is at a link-local address",
    "a Content-Length of -1",
    "an answer with no status line",
]


def _odd_host_s9(behaviour: str) -> tuple[Any, int]:
    import gzip
    import http.server
    import threading

    bomb = gzip.compress(b" " * 300_000_000, compresslevel=9) if "gzip" in behaviour else b""

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args: Any) -> None:
            pass

        def do_GET(self) -> None:
            with contextlib.suppress(OSError):
                self._answer()

        def _send(self, body: bytes, status: int = 200, **headers: str) -> None:
            self.send_response(status)
            for k, val in {"Content-Type": "application/json", "Content-Length": str(len(body)), **headers}.items():
                self.send_header(k.replace("_", "-"), val)
            self.end_headers()
            self.wfile.write(body)

        def _answer(self) -> None:
            port = self.server.server_address[1]
            base = f"http://127.0.0.1:{port}"
            ep = {"slug": "a", "lang": "en", "title": "t", "audio": f"{base}/en/a.mp3"}
            doc = json.dumps({"version": 2, "base_url": base, "episodes": [ep]}).encode()
            if behaviour == "a redirect loop between two paths":
                self._send(b"", 302, Location="/b" if not self.path.startswith("/b") else "/a")
            elif behaviour == "episodes.json of 50 MB":
                eps = [dict(ep, slug=f"s{i}", title="t" * 400) for i in range(100_000)]
                self._send(json.dumps({"version": 2, "base_url": base, "episodes": eps}).encode())
            elif behaviour == "episodes.json nested 100,000 deep":
                self._send(b"[" * 100_000 + b"]" * 100_000)
            elif behaviour == "a gzip bomb of episodes.json declared by Content-Encoding":
                self._send(bomb, Content_Encoding="gzip")
            elif behaviour == "a chunked body that never ends":
                self.send_response(200)
                self.send_header("Transfer-Encoding", "chunked")
                self.end_headers()
                for _ in range(300):
                    self.wfile.write(b"1\r\n \r\n")
                    self.wfile.flush()
                    time.sleep(0.5)
            elif behaviour == "an episode whose audio is at a link-local address":
                self._send(
                    json.dumps(
                        {
                            "version": 2,
                            "base_url": base,
                            "episodes": [dict(ep, audio="http://169.254.169.254/latest/meta-data/")],
                        }
                    ).encode()
                )
            elif behaviour == "a Content-Length of -1":
                self.send_response(200)
                self.send_header("Content-Length", "-1")
                self.end_headers()
                self.wfile.write(doc)
            elif behaviour == "an answer with no status line":
                self.wfile.write(doc)
            else:
                self._send(doc)

        do_HEAD = do_GET

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


@attack("check-host", "medium", variants=[(h, h) for h in HOSTS_S9])
def a_s9_check_host_against_an_odd_host(ctx: Ctx, v: str) -> Verdict:
    """`narrate check-host` against a redirect loop, a huge or deeply nested episodes.json, a gzip bomb, a
    chunked body without end, a link-local audio address, a negative length or no status line: ends within 90 s
    and 1.5 GB, a report or one line, no traceback, no raw control character."""
    server, port = _odd_host_s9(v)
    try:
        done = ctx.run("check-host", f"http://127.0.0.1:{port}/", timeout=120, mem_mb=1500)
    finally:
        server.shutdown()
        server.server_close()
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    raw = any(c in done.stdout + done.stderr for c in ("\x1b", "\x07", "\u202e"))
    ok = not done.traceback and done.code in (0, 1) and done.seconds < 90 and not raw
    return Verdict(ok, ("raw control; " if raw else "") + done.brief())


# --- cache prune: grace values of other spellings

GRACE_S9 = [
    ("--grace -1", ("grace", ["--grace", "-1"])),
    ("--grace -inf", ("grace", ["--grace", "-inf"])),
    ("--grace 1e-400", ("grace", ["--grace", "1e-400"])),
    ("--grace in Arabic-Indic digits", ("grace", ["--grace", "\u0663"])),
    ("--grace '1_000'", ("grace", ["--grace", "1_000"])),
    ("--grace ''", ("grace", ["--grace", ""])),
]


@attack("cache", "high", variants=GRACE_S9)
def a_s9_prune_grace_of_odd_spellings(ctx: Ctx, v: tuple[str, list[str]]) -> Verdict:
    """`cache --prune` with a grace negative, minus infinity, below the smallest float, in other digits, with
    underscores or empty: ends without a traceback, deletes none of the user's or the blog's files (the s6
    judge), and a negative or empty grace is refused in one line or read as zero."""
    return a_s6_the_cache_command_somewhere_odd(ctx, v)


# --- plug-in publishers that exit, interrupt, recurse or write over narrate's own files

PLUGIN_CODE_S9 = {
    "calling sys.exit(0)": "import sys; sys.exit(0)",
    "calling sys.exit(3)": "import sys; sys.exit(3)",
    "raising KeyboardInterrupt": "raise KeyboardInterrupt",
    "recursing without end": "def f(n): return f(n + 1)\n        f(0)",
    "writing over narrate's episode": "atomic.write_if_changed(site.layout.root / 'en' / 'other.mp3', b'mine')",
    "writing over narrate's feed": "atomic.write_if_changed(site.layout.root / 'en' / 'feed.xml', b'mine')",
    "writing a 300-byte name": "atomic.write_if_changed(site.layout.root / ('x' * 300), b'mine')",
    "printing escapes": "print('\\x1b]0;pwned\\x07\\x1b[2J')",
    "whose publish is not callable": "",
    "returning a list of junk": "return [1, None, object()]",
}


def _plugin_s9(ctx: Ctx, how: str) -> dict[str, str]:
    root = ctx.tmp / "plug"
    code = PLUGIN_CODE_S9[how]
    body = "import os\nfrom narrate import atomic\n\n"
    if how == "whose publish is not callable":
        body += "class EvilPublisher:\n    name = 'evil'\n    publish = 5\n"
    else:
        body += f"class EvilPublisher:\n    name = 'evil'\n\n    def publish(self, site):\n        {code}\n        return []\n"
    write(root / "narrate_evil" / "__init__.py", body)
    info = root / "narrate_evil-0.1.dist-info"
    write(info / "METADATA", "Metadata-Version: 2.1\nName: narrate-evil\nVersion: 0.1\n")
    write(info / "entry_points.txt", "[narrate.publishers]\nevil = narrate_evil:EvilPublisher\n")
    write(info / "RECORD", "")
    return {"PYTHONPATH": str(root)}


@attack("plug-in", "high", variants=[(f"a publisher {h}", h) for h in PLUGIN_CODE_S9])
def a_s9_a_plugin_publisher(ctx: Ctx, v: str) -> Verdict:
    """An installed plug-in publisher that exits (0 or 3), interrupts, recurses, writes over narrate's own
    episode or feed, writes a name too long, prints escapes, is not callable or returns junk: both builds end
    without a traceback; the episodes and narrate's feed stay narrate's; a build that did not finish its
    work does not say it succeeded (exit 0 only with every episode and a feed of two items); a failure is one
    line naming the plug-in; no raw escape on the terminal."""
    content = _full_blog(ctx)
    env = _plugin_s9(ctx, v)
    runs = [ctx.run("build", content, "--out", ctx.tmp / "out", timeout=90, env=env) for _ in range(2)]
    for run in runs:
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        # (harness fix, s9: "RecursionError" in narrate's one line naming the plug-in is no traceback)
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
        if "please report" in run.stderr:
            return Verdict(False, "'please report this': " + run.brief(), "medium")
    problems = []
    other = ctx.tmp / "out" / "en" / "other.mp3"
    if not other.exists() or other.read_bytes() == b"mine":
        problems.append("narrate's episode lost or overwritten")
    feed = ctx.tmp / "out" / "en" / "feed.xml"
    if not feed.exists() or feed.read_bytes() == b"mine" or len(_feed_items(ctx.tmp / "out")) != 2:
        problems.append("narrate's feed lost or overwritten")
    done = runs[0]
    if done.code != 0:
        lines = done.errors()
        if not lines or not any("evil" in line for line in lines):
            problems.append(f"exit {done.code} without a line naming the plug-in")
    if "\x1b" in done.stderr and v != "printing escapes":
        problems.append("raw escape on stderr")
    for path in (ctx.tmp / "out").rglob("*"):
        if len(path.name.encode()) > 255:
            problems.append("a name past 255 bytes")
    severity = "high" if any("lost" in p for p in problems) else "medium"
    return Verdict(not problems, "; ".join(problems)[:300] or done.brief(), severity)


# --- translations: cycles, same-language twins, odd keys

TRANSLATIONS_S9 = [
    ("three articles in en sharing one key", {"a.md": ("en", "k"), "b.md": ("en", "k"), "c.md": ("en", "k")}),
    (
        "an en original and its zh-hans translation, twice each",
        {"a.md": ("en", "k"), "b.md": ("en", "k"), "c.md": ("zh-hans", "k"), "d.md": ("zh-hans", "k")},
    ),
    ("a key of 10,000 characters", {"a.md": ("en", "k" * 10_000), "b.md": ("zh-hans", "k" * 10_000)}),
    ("a key that is a list", {"a.md": ("en", "[k]"), "b.md": ("zh-hans", "[k]")}),
    ("a key that is a number and a string of it", {"a.md": ("en", "1"), "b.md": ("zh-hans", "'1'")}),
    ("a key with a slash and dots", {"a.md": ("en", "../../k"), "b.md": ("zh-hans", "../../k")}),
    (
        "twelve languages on one key",
        {
            f"t{i}.md": (tag, "k")
            for i, tag in enumerate(["en", "zh-hans", "zh-hant", "ja", "ko", "fr", "de", "es", "it", "pt", "ru", "ar"])
        },
    ),
    ("a translation whose file is a link to the original", {"a.md": ("en", "k"), "b.md": ("link", "a.md")}),
]


@attack("translations", "high", variants=TRANSLATIONS_S9)
def a_s9_translations_that_tangle(ctx: Ctx, v: dict[str, tuple[str, str]]) -> Verdict:
    """Translations tangled by their keys (three of one language, two originals and two translations, huge,
    list, number-or-string and path-like keys, a dozen languages, a translation that is a link to its
    original): each article heard once or failing in one line naming its own file; no name past 255 bytes;
    nothing written outside the output; pages' hreflang links exist; a second build changes nothing."""
    posts: dict[str, str] = {}
    for name, (tag, key) in v.items():
        if tag != "link":
            posts[name] = article(
                f"Title {name}", f"The article {name[:-3]} speaks here.", f"translationKey: {key}\n", lang=tag
            )
    posts["other.md"] = article("Other")
    content = blog(ctx, posts, FEED_ART)
    for name, (tag, key) in v.items():
        if tag == "link":
            os.symlink(content / key, content / name)
    png(ctx.tmp / "art" / "cover.png", color=(10, 20, 30))
    done, first = build_json(ctx)
    again, report = build_json(ctx)
    for run in (done, again):
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
    out = ctx.tmp / "out"
    problems = []
    said = done.errors() + [f"{e.get('source')}: {e.get('reason')}" for e in first.get("skipped", [])]
    transcripts = " ".join(p.read_text(encoding="utf-8", errors="replace") for p in out.rglob("*.vtt"))
    for name, (tag, _key) in v.items():
        if tag == "link":
            continue
        if f"article {name[:-3]} speaks" not in transcripts and not any(f"/{name}" in s for s in said):
            problems.append(f"{name} unheard and unsaid")
    if not (out / "en" / "other.mp3").exists():
        problems.append("other.md not built")
    for path in out.rglob("*"):
        if len(path.name.encode()) > 255:
            problems.append("a name past 255 bytes")
    outside = [p.name for p in ctx.tmp.iterdir() if p.name not in ("content", "out", "cache", "voices.yaml", "art")]
    if outside:
        problems.append(f"written outside: {outside[:3]}")
    for page in out.rglob("*.html"):
        html = page.read_text(encoding="utf-8", errors="replace")
        for _tag, href in re.findall(r'hreflang="([^"]*)"[^>]*href="([^"]*)"', html):
            rel = href.removeprefix("https://example.com/podcast/")
            if "://" not in rel and not (out / rel).exists():
                problems.append(f"hreflang link to a missing {rel[:60]}")
    failing_alone = again.code == 1 and all(any(f"/{n}" in e for n in v) for e in again.errors())
    if report.get("built") or report.get("removed") or (again.code != 0 and not failing_alone):
        problems.append(f"second build built {report.get('built')} removed {report.get('removed')}: {again.brief()}")
    return Verdict(not problems, "; ".join(dict.fromkeys(problems))[:300] or done.brief())


# --- linear time: shapes no family has timed (the speed lane's to fix)

SHAPES_S9: dict[str, Callable[[], str]] = {
    "table rows": lambda: "| a | b | c |\n|---|---|---|\n" + _lines(lambda i: f"| cell {i} | more | text |"),
    "emoji ZWJ sequences": lambda: "\U0001f468\u200d\U0001f469\u200d\U0001f467 " * 55_000,
    "inline math": lambda: "Let $x_{i}^{2}$ be $\\alpha + \\beta$ here. " * 25_000,
    "bare URLs": lambda: "see https://example.com/a/b?c=d&e=f#g and " * 23_000,
    "numeric entities": lambda: "&#x1F600;&#233;&#8212; " * 45_000,
    "quoted lines": lambda: _lines(lambda i: f"> quoted line {i} of a long quote"),
    "numbers with units": lambda: "12.5 kg, 3 km/h, 40% and 1,024 MB; " * 28_000,
    "Hugo shortcodes": lambda: '{{< figure src="a.png" caption="c" >}} words ' * 20_000,
}


@attack("linear time", "medium", lane="speed", variants=[(f"{n}, script", n) for n in SHAPES_S9])
def a_s9_a_megabyte_of_one_shape(ctx: Ctx, v: str) -> Verdict:
    """A megabyte of one shape no family has timed: `narrate script` within 2 s of CPU per MB."""
    write(ctx.tmp / "voices.yaml", "engine: espeak\n")
    path = write(ctx.tmp / "post.md", article(body=SHAPES_S9[v]()))
    mb = path.stat().st_size / 1_000_000
    done = ctx.run("script", path, timeout=180, mem_mb=3000)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback or done.code not in (0, 1):
        return Verdict(False, "crashed: " + done.brief())
    per_mb = done.cpu / mb
    return Verdict(per_mb <= 2.0, f"{per_mb:.2f} s/MB CPU ({done.seconds:.1f} s wall, {mb:.2f} MB), exit {done.code}")


# --- opt-out flags: values that look like a documented word and are not

FLAGS_S9 = [
    ("yaml audio: fullwidth ｆａｌｓｅ", ("yaml", "audio", "\uff46\uff41\uff4c\uff53\uff45")),
    ("yaml audio: fal<zero-width space>se", ("yaml", "audio", '"fal\\u200bse"')),
    ("yaml audio: a Cyrillic a in false", ("yaml", "audio", "f\u0430lse")),
    ("yaml audio: fullwidth zero", ("yaml", "audio", "\uff10")),
    ("yaml narrate: 'false ' quoted with a trailing blank", ("yaml", "narrate", "'false '")),
    ("yaml draft: 'true\\u00a0' with a no-break space", ("yaml", "draft", '"true\\u00a0"')),
    ("toml audio = '０'", ("toml", "audio", "'\uff10'")),
    ("json narrate: 'ｆａｌｓｅ'", ("json", "narrate", '"\uff46\uff41\uff4c\uff53\uff45"')),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=FLAGS_S9)
def a_s9_flag_lookalike_keeps_the_episode(ctx: Ctx, v: tuple[str, str, str]) -> Verdict:
    """A flag's value that only looks like a documented word (fullwidth letters, a zero-width space, a Cyrillic
    letter, a no-break space): the episode stays, with a warning naming the file (the s4 judge)."""
    verdict = a_s4_flag_misread_keeps_the_episode(ctx, v)
    # (harness fix, s9: 'false ' is the word false with an ASCII blank narrate trims, as s6's 'off ': a documented
    # value, which leaves the article out; either outcome is held)
    if not verdict.held and v[2] == "'false '" and "traceback" not in verdict.note:
        return Verdict(True, "a documented value, left out: " + verdict.note)
    return verdict


# ============================================================================= session 10: new variants, new surfaces
# Written, committed and run against main (4c78399) before any fix (issue 43, round 4). New variants of every class
# and surfaces the review of s9 left open or no family reached: the leftovers of review s9 (a permalink or url past
# the record's bound, build globs slow to compile or to match, a gatsby-config whose strings hold '/*' or '//',
# plug-in publishers writing from threads or through a link in the output); narrate's own bookkeeping files (the
# ledger, the stamps, .published.json, a record, the lock) truncated or replaced by a folder, a FIFO or a link to a
# user's file; output or cache inside the content; two commands at once on one output; SIGKILL/SIGINT/SIGQUIT in a
# build and a rebuild after; RLIMIT_FSIZE at new sizes and RLIMIT_NOFILE; names one only after NFC/NFD, NFKC or case
# folding; YAML anchors, merge keys, sexagesimal and huge numbers, impossible dates and binary/set/omap tags in front
# matter and voices.yaml; TOML/JSON numbers and nesting past Python's limits; serve's OPTIONS/HEAD/TRACE/CONNECT,
# absolute-form targets, duplicate Range headers, query strings and percent-encoded dots; the service's answers
# huge, empty, after another turn's end or with broken frames; check-host against new hosts; feed and page
# injection through titles (CDATA ends, a script end tag, bidi overrides, NUL); new linear-time shapes.

FAMILY[0] = "s10"

# --- review s9 #5: a permalink or url past the record's 4,000-character bound

LONG_PAGE_S10 = [
    ("permalink: 4,100 characters", "permalink: /posts/" + "x" * 4100 + "/\n"),
    ("url: 4,100 characters", "url: /p/" + "x" * 4100 + "/\n"),
    ("permalink: 3,000 CJK characters (9,000 bytes)", "permalink: /posts/" + "\u5b57" * 3000 + "/\n"),
    ("url: 2,100 path segments", "url: " + "/a" * 2100 + "/\n"),
    ("permalink: 1,400 percent escapes", "permalink: /p/" + "%41" * 1400 + "/\n"),
    ("url: 100,000 characters", "url: /p/" + "y" * 100_000 + "/\n"),
]


@attack("record bound", "high", variants=LONG_PAGE_S10)
def a_s10_a_page_past_the_records_bound(ctx: Ctx, v: str) -> Verdict:
    """An article whose `permalink:` or `url:` is past what a record holds: built once and again, the second
    build builds nothing and both episodes are in the feed, or the article fails in one line naming it (every
    build, never a silent rebuild loop); no name past 255 bytes; no traceback."""
    content = blog(ctx, {"long.md": article("Long", extra=v), "other.md": article("Other")}, FEED_ART)
    png(ctx.tmp / "art" / "cover.png", color=(10, 20, 30))
    first, _ = build_json(ctx, timeout=90)
    again, report = build_json(ctx, timeout=90)
    for run in (first, again):
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
    problems = []
    said = any("long.md" in line for line in again.stderr.splitlines()) or any(
        "long.md" in str(s.get("source", "")) for s in report.get("skipped", [])
    )
    if report.get("built"):
        problems.append(f"the second build built {report.get('built')} again")
    items = _feed_items(ctx.tmp / "out")
    if len(items) != 2 and not said:
        problems.append(f"feed items {len(items)}, nothing said")
    if not (ctx.tmp / "out" / "en" / "other.mp3").exists():
        problems.append("other.md not built")
    for path in (ctx.tmp / "out").rglob("*"):
        if len(path.name.encode()) > 255:
            problems.append("a name past 255 bytes")
    del content
    return Verdict(not problems, "; ".join(dict.fromkeys(problems))[:300] or again.brief())


# --- review s9 #6: build globs that take non-linear time to compile or to match

GLOBS_S10 = [
    ("exclude: 2,000 opening brackets", ("exclude", "[" * 2000, None)),
    ("include: 5,000 opening brackets then *.md", ("include", "[" * 5000 + "*.md", None)),
    ("exclude: 1,000 one-letter classes", ("exclude", "[a]" * 1000, None)),
    ("include: nine *a stars against a 60-letter name", ("include", "**/*a*a*a*a*a*a*a*a*a*b.md", "a" * 60 + ".md")),
    (
        "exclude: eight *- stars against a 170-character dated name",
        ("exclude", "**/*-*-*-*-*-*-*-*-x.md", "2024-01-02-" + "-".join(["word"] * 32) + ".md"),
    ),
    ("include: 5,000 question marks", ("include", "?" * 5000, None)),
    ("exclude: 200 star-heavy patterns", ("many", "*a*a*a*a*a*a*b", "a" * 50 + ".md")),
    ("include: a 50,000-character class", ("include", "[" + "a-z" * 16_000 + "]*.md", None)),
    ("exclude: 3,000 globstars and stars mixed", ("exclude", "**/*" * 3000, None)),
]


@attack("expansion", "high", variants=GLOBS_S10)
def a_s10_build_globs_slow_to_compile_or_match(ctx: Ctx, v: tuple[str, str, str | None]) -> Verdict:
    """build.include/exclude patterns whose compiling is quadratic (brackets) or whose matching backtracks
    (stars before a letter that is not there, against long names): `narrate script` of one article within 10 s
    of CPU (it needs no build glob), a build within 60 s; one line naming voices.yaml, or a build; no traceback."""
    key, pattern, name = v
    if key == "many":
        globs = "build:\n  exclude: [" + ", ".join(json.dumps(f"**/{pattern}{i}.md") for i in range(200)) + "]\n"
    else:
        globs = f"build:\n  {key}: [{json.dumps(pattern)}" + (", '**/*.md'" if key == "include" else "") + "]\n"
    posts = {"notes.md": article(), "other.md": article("Other")}
    if name:
        posts[name] = article("Long", "A long name speaks.")
    content = blog(ctx, posts, OFFLINE + globs)
    one = ctx.run("script", content / "notes.md", "--config", ctx.tmp / "voices.yaml", timeout=60, mem_mb=2000)
    if one.timed_out or one.cpu > 10:
        return Verdict(False, "script of one article: " + one.brief(), "high" if one.timed_out else "medium")
    done = build(ctx, timeout=60)
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, "build: " + done.brief(), "high")
    if done.traceback or one.traceback:
        return Verdict(False, "traceback: " + (done if done.traceback else one).brief(), "medium")
    if done.code == 1:
        return one_line(done, "voices.yaml")
    return Verdict(done.code == 0, f"{_episodes(ctx)}; script {one.cpu:.1f} s; " + done.brief())


# --- review s9 #7: gatsby-config strings that hold '/*', '*/' or '//'

GATSBY_PICTURE = (
    "Here is a diagram.\n\n![Request flow between the gateway and the service](./flow.png)\n\nThat is all.\n"
)
GATSBY_S10 = [
    (
        "backtick globs around the images plug-in",
        ("`**/*.draft.md`", "`src/**/*.tsx`", "showCaptions: true", True),
    ),
    ("single-quoted globs around it", ("'**/*.draft.md'", "'src/**/*.tsx'", "showCaptions: true", True)),
    ("double-quoted globs around it", ('"content/**/*.md"', '"**/*.mdx"', "showCaptions: true", True)),
    ("a string holding ' // ' before it", ("'a // b'", "'c'", "showCaptions: true", True)),
    ("a URL with a path of /* before it", ("'https://example.com/*'", "'*/x'", "showCaptions: true", True)),
    ("showCaptions in a real block comment", ("'a'", "'b'", "/* showCaptions: true, */", False)),
    ("showCaptions after a real line comment", ("'a'", "'b'", "// showCaptions: true,\n", False)),
]


@attack("dialect captions", "medium", lane="dialects", variants=GATSBY_S10)
def a_s10_gatsby_config_strings_are_not_comments(ctx: Ctx, v: tuple[str, str, str, bool]) -> Verdict:
    """A gatsby-config.js whose plug-in options hold strings with '/*', '*/' or '//' (globs, URLs) around
    gatsby-remark-images' `showCaptions: true`: the picture's caption is said as the page shows it; an option
    inside a real comment is no option (the caption not said)."""
    before, after, option, said = v
    config = (
        "module.exports = {\n  plugins: [\n"
        f"    {{ resolve: `gatsby-plugin-a`, options: {{ ignore: [{before}] }} }},\n"
        f"    {{ resolve: `gatsby-remark-images`, options: {{ maxWidth: 630, {option} }} }},\n"
        f"    {{ resolve: `gatsby-plugin-b`, options: {{ include: [{after}] }} }},\n"
        "  ],\n}\n"
    )
    write(ctx.tmp / "gatsby-config.js", config)
    write(ctx.tmp / "voices.yaml", OFFLINE)
    path = write(ctx.tmp / "content" / "blog" / "post" / "index.md", article("Caption test", GATSBY_PICTURE))
    png(path.parent / "flow.png")
    done = ctx.run("script", path, timeout=60)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback or done.code != 0:
        return Verdict(False, "script: " + done.brief())
    heard = _said_as_caption(done.stdout)
    return Verdict(heard == said, ("said" if heard else "not said") + f" (want {'said' if said else 'not'})")


def _said_as_caption(stdout: str) -> bool:
    """Whether the picture's alt text is said as its caption. (Harness fix, s11: a picture whose caption the page
    does not show is said as a cue, '(Image: Request flow …)', since session 10's dialects work; the judge took
    that for the caption, and the s10 'not said' variants failed whatever the config said.)"""
    return any("Request flow between the gateway" in line and "Image:" not in line for line in stdout.splitlines())


# --- review s9 #3: plug-in publishers writing from threads or through a link in the output

PLUGIN_CODE_S10 = {
    "writing over narrate's feed from a thread pool": (
        "import concurrent.futures as cf\n"
        "        with cf.ThreadPoolExecutor(2) as ex:\n"
        "            ex.submit(atomic.write_bytes, site.layout.root / 'en' / 'feed.xml', b'mine').result()"
    ),
    "writing over narrate's episode from a thread": (
        "import threading\n"
        "        t = threading.Thread(target=atomic.write_bytes, args=(site.layout.root / 'en' / 'other.mp3', b'mine'))\n"
        "        t.start(); t.join()"
    ),
    "writing outside the output from a thread": (
        "import threading\n"
        "        t = threading.Thread(target=atomic.write_bytes, args=(site.layout.root.parent / 'mine' / 'x.txt', b'mine'))\n"
        "        t.start(); t.join()"
    ),
    "writing over narrate's feed through a link in the output": (
        "os.symlink('en', site.layout.root / 'latest')\n"
        "        atomic.write_bytes(site.layout.root / 'latest' / 'feed.xml', b'mine')"
    ),
    "writing over narrate's episode through a link in the output": (
        "os.symlink('en', site.layout.root / 'latest')\n"
        "        atomic.write_if_changed(site.layout.root / 'latest' / 'other.mp3', b'mine')"
    ),
    "writing outside through a link in the output": (
        "os.symlink('..', site.layout.root / 'up')\n"
        "        atomic.write_bytes(site.layout.root / 'up' / 'mine' / 'x.txt', b'mine')"
    ),
    "writing over narrate's feed from a timer thread": (
        "import threading\n"
        "        t = threading.Timer(0.01, atomic.write_bytes, args=(site.layout.root / 'en' / 'feed.xml', b'mine'))\n"
        "        t.start(); t.join()"
    ),
    "writing over a record through a link to the manifest": (
        "os.symlink('manifest', site.layout.root / 'm')\n"
        "        atomic.write_bytes(site.layout.root / 'm' / 'en' / 'other.json', b'mine')"
    ),
}


def _plugin_package(ctx: Ctx, module: str, source: str, entry: str) -> dict[str, str]:
    """An installed plug-in publisher: package `module` of `source`, its dist-info declaring `entry` ("name =
    module:Class") in narrate.publishers, on a search path of its own; the environment that installs it."""
    root = ctx.tmp / "plug"
    write(root / module / "__init__.py", source)
    info = root / f"{module}-0.1.dist-info"
    write(info / "METADATA", f"Metadata-Version: 2.1\nName: {module.replace('_', '-')}\nVersion: 0.1\n")
    write(info / "entry_points.txt", f"[narrate.publishers]\n{entry}\n")
    write(info / "RECORD", "")
    return {"PYTHONPATH": os.pathsep.join(filter(None, [str(root), os.environ.get("PYTHONPATH")]))}


def _evil_plugin(ctx: Ctx, prelude: str, code: str) -> dict[str, str]:
    """The 'evil' publisher: `prelude` at module level, `code` the body of its publish() (indented 8)."""
    body = "import os\nfrom narrate import atomic\n" + prelude + "\n\n"
    body += (
        f"class EvilPublisher:\n    name = 'evil'\n\n    def publish(self, site):\n        {code}\n        return []\n"
    )
    return _plugin_package(ctx, "narrate_evil", body, "evil = narrate_evil:EvilPublisher")


def _plugin_damage(ctx: Ctx) -> list[str]:
    """What an evil publisher's attack did: a file written outside the output, narrate's files lost or overwritten."""
    problems = []
    if (ctx.tmp / "mine" / "x.txt").exists():
        problems.append("written outside the output")
    for rel in ("en/other.mp3", "en/feed.xml", "manifest/en/other.json"):
        path = ctx.tmp / "out" / rel
        if not path.exists() or path.read_bytes() == b"mine":
            problems.append(f"narrate's {rel} lost or overwritten")
    return problems


def _plugin_s10(ctx: Ctx, how: str) -> dict[str, str]:
    return _evil_plugin(ctx, "", PLUGIN_CODE_S10[how])


@attack("plug-in", "high", variants=[(f"a publisher {h}", h) for h in PLUGIN_CODE_S10])
def a_s10_a_plugin_publisher_in_a_thread_or_through_a_link(ctx: Ctx, v: str) -> Verdict:
    """A plug-in publisher writing over narrate's feed, episode or record, or outside the output, from a thread
    (a pool, a Thread, a Timer) or through a link it makes in the output: narrate's files stay narrate's, nothing
    is written outside, a refusal is one line naming the plug-in; no traceback."""
    content = _full_blog(ctx)
    (ctx.tmp / "mine").mkdir()
    env = _plugin_s10(ctx, v)
    runs = [ctx.run("build", content, "--out", ctx.tmp / "out", timeout=90, env=env) for _ in range(2)]
    for run in runs:
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
    problems = _plugin_damage(ctx)
    done = runs[0]
    if done.code != 0 and not any("evil" in line for line in done.errors()):
        problems.append(f"exit {done.code} without a line naming the plug-in")
    return Verdict(not problems, "; ".join(problems)[:300] or done.brief())


# --- narrate's bookkeeping files truncated, or replaced by a folder, a FIFO or a link to a user's file

BOOKS_S10 = [
    ("the stamps truncated in half", ("manifest/.stamps.json", "half")),
    ("the stamps emptied", ("manifest/.stamps.json", "empty")),
    ("the stamps a folder", ("manifest/.stamps.json", "folder")),
    ("the stamps a FIFO", ("manifest/.stamps.json", "fifo")),
    ("the stamps a link to the user's file", ("manifest/.stamps.json", "userlink")),
    ("the stamps holding 300,000 entries", ("manifest/.stamps.json", "huge")),
    ("the ledger truncated in half", ("manifest/.written.json", "half")),
    ("the ledger a folder", ("manifest/.written.json", "folder")),
    ("the ledger a FIFO", ("manifest/.written.json", "fifo")),
    ("the ledger a link to the user's file", ("manifest/.written.json", "userlink")),
    (".published.json a link to the user's file", ("manifest/.published.json", "userlink")),
    (".published.json a FIFO", ("manifest/.published.json", "fifo")),
    ("a record a FIFO", ("manifest/en/notes.json", "fifo")),
    ("a record a link to the user's file", ("manifest/en/notes.json", "userlink")),
    ("a record truncated in half", ("manifest/en/notes.json", "half")),
    ("manifest/en a file", ("manifest/en", "file")),
    ("the lock file a FIFO", (".narrate.lock", "fifo")),
    ("the lock file a folder", (".narrate.lock", "folder")),
]


def _replace_kind(path: Path, kind: str, user_file: Path) -> None:
    if kind == "half":
        data = path.read_bytes()
        path.write_bytes(data[: len(data) // 2])
        return
    if kind == "huge":
        table = json.loads(path.read_text(encoding="utf-8"))
        table.update({f"en/p{i}.mp3": "5:" + "0" * 64 for i in range(300_000)})
        path.write_text(json.dumps(table), encoding="utf-8")
        return
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    elif path.exists() or path.is_symlink():
        path.unlink()
    if kind == "empty":
        path.write_bytes(b"")
    elif kind == "folder":
        write(path / "inside.txt", "x")
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "userlink":
        os.symlink(user_file, path)
    elif kind == "file":
        path.write_bytes(USER)


@attack("ledger", "high", variants=BOOKS_S10)
def a_s10_a_bookkeeping_file_of_the_wrong_kind(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """One of narrate's own bookkeeping files (stamps, ledger, .published.json, a record, the lock) truncated,
    emptied, huge, a folder, a FIFO or a link to a user's file; an article edited, one deleted; built, forced and
    fed: every command ends within 60 s without a traceback; the user's file and the site's files stay as they
    were; the article left has its episode, or one line says why."""
    rel, kind = v
    content = _full_blog(ctx)
    write(content / "third.md", article("Third"))
    build(ctx)
    out = ctx.tmp / "out"
    user_file = write(ctx.tmp / "mine" / "notes.txt", USER)
    site = [write(out / "en" / "site.html", USER), write(out / "en" / "site.mp3", USER)]
    target = out / rel
    if not (target.exists() or target.is_symlink()) and kind not in ("fifo", "folder"):
        return Verdict(False, f"harness: {rel} not written by the first build", "low")
    _replace_kind(target, kind, user_file)
    write(content / "notes.md", article(body=_S6_EDIT, extra="image: cover.png\n"))
    (content / "third.md").unlink()
    runs = [
        ctx.run("build", content, "--out", out, "--allow-mass-removal", timeout=60, mem_mb=1500),
        ctx.run("build", content, "--out", out, "--force", timeout=60, mem_mb=1500),
        ctx.run("feed", "--out", out, "--config", ctx.tmp / "voices.yaml", timeout=60, mem_mb=1500),
    ]
    for run in runs:
        if run.timed_out or b"MemoryError" in run.err:
            return Verdict(False, run.brief(), "high")
    lost = unchanged(user_file, *site)
    if lost:
        return Verdict(False, "; ".join(lost) + " " + runs[0].brief())
    bad = next((r for r in runs if r.traceback), None)
    if bad:
        return Verdict(False, "traceback: " + bad.brief(), "medium")
    have = _episodes(ctx)
    if "en/other.mp3" not in have and not runs[0].errors():
        return Verdict(False, f"episodes {have} without a line: " + runs[0].brief(), "medium")
    if not runs[0].errors() and runs[0].code != 0:
        return Verdict(False, "exit without a line: " + runs[0].brief(), "medium")
    return Verdict(True, runs[0].brief())


# --- the output or the cache inside the content folder

INSIDE_S10 = [
    ("--out is content/_site", ("content/_site", None)),
    ("--out is content/en", ("content/en", None)),
    ("the cache is content/.cache", ("out", "content/.cache")),
    ("the cache is content/drafts", ("out", "content/drafts")),
    ("--out is content/public and the cache content/public/.cache", ("content/public", "content/public/.cache")),
]


@attack("overlap", "high", variants=INSIDE_S10)
def a_s10_output_or_cache_inside_the_content(ctx: Ctx, v: tuple[str, str | None]) -> Verdict:
    """The output or the cache inside the content folder (a static site's _site, a language folder, a dot
    folder, the drafts): the writer's files stay as they were (the s6 judge)."""
    return a_s6_output_overlaps_the_blog_or_the_cache(ctx, v)


# --- two commands at once on one output folder

AT_ONCE_S10 = [
    ("a build and `narrate feed` of its output", "feed"),
    ("a build and `narrate <article>` into its output", "episode"),
    ("a build and a prune of the same blog", "prune"),
    ("two builds of two content folders into one output", "two-contents"),
    ("a build and `serve` of its output", "serve"),
]


@attack("concurrency", "high", variants=AT_ONCE_S10)
def a_s10_two_commands_on_one_output(ctx: Ctx, v: str) -> Verdict:
    """Two commands on one output folder at once (a build with feed, an episode, a prune, a build of another
    content folder, serve): each ends within 120 s without a traceback (one may refuse in one line); afterwards a
    build finds its output current, nothing half-written, every episode there."""
    import threading

    posts = {f"p{i}.md": article(f"Post {i}", f"Paragraph of post {i}, with a few more words.") for i in range(5)}
    content = blog(ctx, posts)
    second = ctx.tmp / "content2"
    write(second / "q0.md", article("Q 0", "Paragraph of a second blog."))
    out = ctx.tmp / "out"
    build(ctx)
    write(content / "p0.md", article("Post 0", _S6_EDIT))
    other: list[object] = {
        "feed": ["feed", "--out", out, "--config", ctx.tmp / "voices.yaml"],
        "episode": [content / "p1.md", "--out", out, "--force"],
        "prune": ["cache", "--prune", "--yes", "--grace", "0", content],
        "two-contents": ["build", second, "--out", out],
        "serve": ["serve", out, "--port", "0", "--quiet"],
    }[v]
    results: list[Run] = []
    thread = threading.Thread(target=lambda: results.append(ctx.run(*other, timeout=20 if v == "serve" else 120)))
    thread.start()
    first = ctx.run("build", content, "--out", out, "--force", timeout=120)
    thread.join()
    for run in [first, *results]:
        if run.timed_out and not (v == "serve" and run is not first):
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
    ctx.run("build", content, "--out", out, timeout=120)
    again, report = build_json(ctx, timeout=120)
    problems = []
    if again.code != 0 or report.get("built") or _temps(out):
        problems.append(f"built {report.get('built')}, temps {_temps(out)[:2]}: {again.brief()}")
    if sorted(p.name for p in out.glob("en/p*.mp3")) != [f"p{i}.mp3" for i in range(5)]:
        problems.append(f"episodes {sorted(p.name for p in out.glob('en/*.mp3'))}")
    return Verdict(not problems, "; ".join(problems)[:300] or first.brief())


# --- a build stopped by SIGKILL, SIGINT or SIGQUIT at new moments, then built again

KILLS_S10 = [
    ("SIGKILL after 0.3 s", ("KILL", 0.3)),
    ("SIGKILL after 1.1 s", ("KILL", 1.1)),
    ("SIGKILL after 1.9 s", ("KILL", 1.9)),
    ("SIGKILL after 3.5 s", ("KILL", 3.5)),
    ("SIGINT after 0.6 s", ("INT", 0.6)),
    ("SIGINT after 2.6 s", ("INT", 2.6)),
    ("SIGQUIT after 1.2 s", ("QUIT", 1.2)),
    ("SIGTERM then SIGKILL 0.2 s later, after 1.5 s", ("TERMKILL", 1.5)),
    ("SIGKILL twice: two builds each killed after 1.0 s", ("KILL2", 1.0)),
]


def _killed_build(ctx: Ctx, content: Path, out: Path, how: str, after: float) -> bytes:
    proc = subprocess.Popen(
        [*ctx.narrate, "build", str(content), "--out", str(out), "--force"],
        cwd=ctx.tmp,
        env=ctx.env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    time.sleep(after)
    sig = {"KILL": signal.SIGKILL, "KILL2": signal.SIGKILL, "INT": signal.SIGINT, "QUIT": signal.SIGQUIT}.get(
        how, signal.SIGTERM
    )
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, sig)
        if how == "TERMKILL":
            time.sleep(0.2)
            os.killpg(proc.pid, signal.SIGKILL)
    try:
        _, err = proc.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        return b"STILL RUNNING"
    return err


@attack("kill", "high", variants=KILLS_S10)
def a_s10_a_build_killed_then_healed(ctx: Ctx, v: tuple[str, float]) -> Verdict:
    """A build of 8 articles (one edited, one new, one deleted) stopped by SIGKILL, SIGINT, SIGQUIT, SIGTERM then
    SIGKILL, or killed twice in a row: it ends within 30 s (SIGINT/SIGQUIT without a traceback); the next build
    heals it (one episode per article, the feed whole, no temporary file, a third build changes nothing)."""
    how, after = v
    posts = {f"p{i}.md": article(f"Post {i}", f"Paragraph of post {i}, with a few more words.") for i in range(8)}
    content = blog(ctx, posts)
    out = ctx.tmp / "out"
    build(ctx)
    write(content / "p0.md", article("Post 0", _S6_EDIT))
    write(content / "p8.md", article("Post 8", "A new one here."))
    (content / "p7.md").unlink()
    for _ in range(2 if how == "KILL2" else 1):
        err = _killed_build(ctx, content, out, how, after)
        if err == b"STILL RUNNING":
            return Verdict(False, f"still running 30 s after {how}", "high")
        if b"Traceback (most recent call last)" in err and how in ("INT", "TERMKILL"):
            return Verdict(False, "traceback on the signal: " + err.decode(errors="replace")[-150:], "medium")
    heal = build(ctx, timeout=120)
    again, report = build_json(ctx, timeout=120)
    for run in (heal, again):
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
    problems = []
    want = sorted(f"en/p{i}.mp3" for i in (0, 1, 2, 3, 4, 5, 6, 8))
    if _episodes(ctx) != want:
        problems.append(f"episodes {_episodes(ctx)}")
    items = _feed_items(out)
    if len(items) != 8 or len(set(items)) != 8:
        problems.append(f"feed items {len(items)}")
    if _temps(out) or _temps(ctx.tmp / "cache"):
        problems.append(f"left {(_temps(out) + _temps(ctx.tmp / 'cache'))[:3]}")
    if report.get("built") or report.get("removed") or again.code != 0:
        problems.append(f"third build built {report.get('built')} removed {report.get('removed')}")
    return Verdict(not problems, "; ".join(problems)[:300] or heal.brief())


# --- RLIMIT_FSIZE at new sizes; RLIMIT_NOFILE

FSIZE_S10 = [
    ("files capped at 64 bytes, a rebuild", ("build", 64, True)),
    ("files capped at 16 KB, a rebuild", ("build", 16_384, True)),
    ("files capped at 60 KB, a first build of a long article", ("build", 60_000, False)),
    ("files capped at 1 byte, `narrate feed`", ("feed", 1, True)),
    ("files capped at 100 bytes, a first `narrate episode`", ("episode", 100, False)),
    ("files capped at 1 byte, a rebuild with a translation", ("translated", 1, True)),
]


@attack("full disk", "high", variants=FSIZE_S10)
def a_s10_files_capped_in_size(ctx: Ctx, v: tuple[str, int, bool]) -> Verdict:
    """Files capped at new sizes through build, feed and episode (the s9 judge)."""
    return a_s9_files_capped_in_size(ctx, v)


NOFILE_S10 = [
    ("12 open files, a first build", ("build", 12, False)),
    ("20 open files, a rebuild", ("build", 20, True)),
    ("28 open files, a rebuild", ("build", 28, True)),
    ("12 open files, `narrate feed`", ("feed", 12, True)),
    ("16 open files, `cache --prune`", ("prune", 16, True)),
]


@attack("open files", "high", variants=NOFILE_S10)
def a_s10_few_open_files(ctx: Ctx, v: tuple[str, int, bool]) -> Verdict:
    """RLIMIT_NOFILE so low that a file or a worker cannot be opened: the command ends within 90 s with exit 0
    or 1 and a line, never a traceback; nothing of the last good build is damaged, no temporary file is left;
    with the limit gone a build makes every episode."""
    how, cap, first = v
    content = _full_blog(ctx)
    out = ctx.tmp / "out"
    if first:
        build(ctx)
    before = _user_tree(out)
    write(content / "notes.md", article(body=_S6_EDIT * 20, extra="image: cover.png\n"))
    if how == "feed":
        write(ctx.tmp / "voices.yaml", FEED_ART.replace("Test notes", "Renamed notes"))
        args: list[object] = ["feed", "--out", out, "--config", ctx.tmp / "voices.yaml"]
    elif how == "prune":
        args = ["cache", "--prune", "--yes", "--grace", "0", content]
    else:
        args = ["build", content, "--out", out]
    done = ctx.run(*args, timeout=90, nofile=cap)
    failed = done.code != 0 and before
    damaged = _still_sound(out, before) if failed else [f"left {t}" for t in _temps(out)]
    after = build(ctx)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if damaged:
        return Verdict(False, "; ".join(damaged[:4]) + f" ({done.brief()})")
    if done.traceback or done.code not in (0, 1):
        return Verdict(False, "traceback: " + done.brief(), "medium")
    if done.code == 1 and not done.errors():
        return Verdict(False, "exit 1 without a line: " + done.brief(), "low")
    if not ((out / "en" / "notes.mp3").exists() and (out / "en" / "other.mp3").exists()) or after.code != 0:
        return Verdict(False, "with the limit gone, not every episode: " + after.brief(), "medium")
    return Verdict(True, done.brief())


# --- names one only after NFC/NFD, NFKC or case folding

TWINS_S10 = [
    ("café composed and decomposed", {"caf\u00e9.md": article("Composed"), "cafe\u0301.md": article("D", "D speaks.")}),
    # (harness fix, s10: the README at the content's root is no article by design; in a folder it is one)
    (
        "README and readme in a folder",
        {"docs/README.md": article("Upper"), "docs/readme.md": article("Lower", "Lower speaks.")},
    ),
    ("straße and strasse", {"stra\u00dfe.md": article("Eszett"), "strasse.md": article("Ss", "Ss speaks.")}),
    ("fullwidth and ASCII letters", {"\uff41\uff42.md": article("Wide"), "ab.md": article("Narrow", "Narrow.")}),
    ("the fi ligature and fi", {"\ufb01le.md": article("Lig"), "file.md": article("Plain", "Plain speaks.")}),
    (
        "halfwidth and fullwidth katakana",
        {"\uff76\uff85.md": article("Half"), "\u30ab\u30ca.md": article("Full", "Full speaks.")},
    ),
    (
        "Greek with a tonos composed or not",
        {"\u03ac\u03bb\u03c6\u03b1.md": article("C"), "\u03b1\u0301\u03bb\u03c6\u03b1.md": article("D", "D speaks.")},
    ),
    (
        "explicit slugs: Notes and notes",
        {"a.md": article("A", extra="slug: Notes\n"), "b.md": article("B", "B speaks.", "slug: notes\n")},
    ),
    (
        "explicit slugs: é composed and decomposed",
        {"a.md": article("A", extra="slug: caf\u00e9\n"), "b.md": article("B", "B speaks.", "slug: cafe\u0301\n")},
    ),
    (
        "a folder and a file differing by NFD",
        {"caf\u00e9/index.md": article("Bundle"), "cafe\u0301.md": article("File", "The file speaks.")},
    ),
]


@attack("name clash", "high", variants=TWINS_S10)
def a_s10_two_articles_one_name_after_folding(ctx: Ctx, v: dict[str, str]) -> Verdict:
    """Two articles whose names are one after NFC/NFD, NFKC or case folding: both heard under names that stay
    two on such a disk, or one line (the s4 judge)."""
    return a_s4_two_articles_one_name(ctx, v)


# --- YAML front matter: anchors, merge keys, sexagesimal and huge numbers, impossible dates, odd tags

YAML_S10 = [
    ("a merge key carrying lang", "base: &b {lang: ja}\n<<: *b\n"),
    ("a merge key carrying audio: false", "off: &o {audio: false}\n<<: *o\n"),
    ("a recursive alias in tags", "tags: &t [a, *t]\n"),
    ("slug: a sexagesimal 12:30:00", "slug: 12:30:00\n"),
    ("slug: 0o777", "slug: 0o777\n"),
    ("slug: !!binary", "slug: !!binary aGVsbG8=\n"),
    ("slug: !!set", "slug: !!set {a, b}\n"),
    ("slug: !!omap", "slug: !!omap [a: 1, b: 2]\n"),
    ("date: 2024-02-30", "date: 2024-02-30\n"),
    ("date: 1e400", "date: 1e400\n"),
    ("date: -1", "date: -1\n"),
    ("date: an offset of +25:00", "date: 2024-01-01 10:00:00 +25:00\n"),
    ("date: !!timestamp of a year alone", "date: !!timestamp 2024\n"),
    ("date: given twice", "date: 2024-01-01\ndate: 2023-01-01\n"),
    ("weight: a 5,000-digit integer", "weight: " + "9" * 5000 + "\n"),
    ("tags: a 5,000-digit integer", "tags: [" + "8" * 5000 + "]\n"),
    ("lastmod: 2024-13-45", "lastmod: 2024-13-45\n"),
    ("title: a 5,000-digit hexadecimal", "title2: 0x" + "f" * 5000 + "\n"),
]


@attack("front matter", "medium", variants=YAML_S10)
def a_s10_yaml_front_matter_oddities(ctx: Ctx, v: str) -> Verdict:
    """YAML front matter with merge keys, recursive aliases, sexagesimal/octal/binary/set/omap values, impossible
    dates and numbers past Python's digit limit: the s9 judge (no code runs, bounded, narrated or one line)."""
    verdict = a_s9_yaml_front_matter_oddities(ctx, v)
    # (harness fix, s10: a merge key's `audio: false` is YAML's `audio: false`, a documented opt-out: left out)
    if not verdict.held and "audio: false" in v and "neither built nor named" in verdict.note:
        return Verdict(True, "a documented opt-out through the merge key, left out: " + verdict.note)
    return verdict


VOICES_S10 = [
    ("a merge key in a language", "engine: espeak\ndefaults: &d {outro: ''}\nlanguages:\n  en:\n    <<: *d\n"),
    ("a recursive alias in languages", "engine: espeak\nlanguages: &l\n  en: *l\n"),
    ("timeout: a 5,000-digit integer", "engine: espeak\ntimeout: 1" + "0" * 5000 + "\n"),
    ("concurrency: 0x10", "engine: espeak\nconcurrency: 0x10\n"),
    ("engine: !!binary", "engine: !!binary ZXNwZWFr\n"),
    ("timeout: .nan", "engine: espeak\ntimeout: .nan\n"),
    ("timeout: a timestamp", "engine: espeak\ntimeout: 2024-01-01\n"),
    ("a voice that is a date", "engine: espeak\nlanguages:\n  en:\n    voice: 2024-01-01\n"),
    ("feed.base_url: javascript:", "engine: espeak\nfeed:\n  base_url: 'javascript:alert(1)'\n"),
    ("feed.base_url: an unclosed IPv6 host", "engine: espeak\nfeed:\n  base_url: 'http://[::1'\n"),
    ("a language tag that is empty", "engine: espeak\nlanguages:\n  '': {outro: x}\n"),
    ("a language tag of 5,000 characters", "engine: espeak\nlanguages:\n  en-x-" + "a" * 5000 + ": {outro: x}\n"),
    ("attempts: 12:00 (sexagesimal)", "engine: espeak\nattempts: 12:00\n"),
]


@attack("voices.yaml", "medium", variants=VOICES_S10)
def a_s10_voices_yaml_of_odd_types(ctx: Ctx, v: str) -> Verdict:
    """voices.yaml with merge keys, recursive aliases, numbers past Python's digit limit, hexadecimal and
    sexagesimal numbers, binary values, NaN, dates, a javascript: or broken base URL, empty or huge language
    tags: the s9 judge (one line naming voices.yaml, or said; never a traceback)."""
    return a_s9_voices_yaml_of_odd_types(ctx, v)


TOMLJSON_S10 = [
    (
        "toml: weight a 5,000-digit integer",
        "toml",
        "+++\ntitle = 'Notes'\nlang = 'en'\nweight = 1" + "0" * 5000 + "\n+++\n",
    ),
    ("toml: date nan", "toml", "+++\ntitle = 'Notes'\nlang = 'en'\ndate = nan\n+++\n"),
    ("toml: a dotted title.en", "toml", "+++\ntitle.en = 'Notes'\nlang = 'en'\n+++\n"),
    (
        "toml: a NUL escape in the title",
        "toml",
        "+++\ntitle = 'A\\u0000B'\nlang = 'en'\n+++\n".replace("'A", '"A').replace("B'", 'B"'),
    ),
    (
        "toml: 5,000 nested arrays",
        "toml",
        "+++\ntitle = 'Notes'\nlang = 'en'\nx = " + "[" * 5000 + "]" * 5000 + "\n+++\n",
    ),
    ("toml: date 0000-01-01", "toml", "+++\ntitle = 'Notes'\nlang = 'en'\ndate = 0000-01-01\n+++\n"),
    ("json: a 5,000-digit number", "json", '{\n"title": "Notes",\n"lang": "en",\n"weight": 1' + "0" * 5000 + "\n}\n"),
    ("json: 1e400 as the date", "json", '{\n"title": "Notes",\n"lang": "en",\n"date": 1e400\n}\n'),
    ("json: lang given twice", "json", '{\n"title": "Notes",\n"lang": "en",\n"lang": "xx"\n}\n'),
    (
        "json: nested 100,000 deep",
        "json",
        '{\n"title": "Notes",\n"lang": "en",\n"x": ' + "[" * 100_000 + "]" * 100_000 + "\n}\n",
    ),
    ("json: a NUL escape in the title", "json", '{\n"title": "A\\u0000B",\n"lang": "en"\n}\n'),
    ("json: Infinity as the weight", "json", '{\n"title": "Notes",\n"lang": "en",\n"weight": -Infinity\n}\n'),
]


@attack("front matter", "medium", variants=[(n, (f, t)) for n, f, t in TOMLJSON_S10])
def a_s10_toml_json_front_matter_oddities(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """TOML or JSON front matter with numbers past Python's limits, NaN, dotted keys, NUL escapes, deep nesting,
    a year 0 date, keys given twice: the s9 judge."""
    return a_s9_toml_json_front_matter_oddities(ctx, v)


# --- serve: odd methods, absolute-form targets, duplicate Range, query strings, percent-encoded dots

_H = b"Host: 127.0.0.1\r\n"
SERVE_S10 = [
    ("OPTIONS *", (b"OPTIONS * HTTP/1.1\r\n" + _H + b"\r\n", (200, 204, 400, 404, 405, 501))),
    ("OPTIONS of an episode", (b"OPTIONS /en/a.mp3 HTTP/1.1\r\n" + _H + b"\r\n", (200, 204, 405, 501))),
    ("HEAD of an episode", (b"HEAD /en/a.mp3 HTTP/1.1\r\n" + _H + b"\r\n", (200,))),
    ("TRACE of an episode", (b"TRACE /en/a.mp3 HTTP/1.1\r\n" + _H + b"\r\n", (400, 403, 405, 501))),
    # (harness fix, s10: a 404 to CONNECT serves nothing and tunnels nowhere: an allowed answer)
    ("CONNECT to another host", (b"CONNECT example.com:443 HTTP/1.1\r\n" + _H + b"\r\n", (400, 403, 404, 405, 501))),
    ("an absolute-form target", (b"GET http://127.0.0.1/en/a.mp3 HTTP/1.1\r\n" + _H + b"\r\n", (200, 400, 404))),
    (
        "an absolute-form target with dots",
        (b"GET http://evil.example/../../../etc/passwd HTTP/1.1\r\n" + _H + b"\r\n", (400, 403, 404)),
    ),
    ("a query string of dots", (b"GET /en/a.mp3?x=../../../etc/passwd HTTP/1.1\r\n" + _H + b"\r\n", (200, 400))),
    ("percent-encoded dots", (b"GET /%2e%2e/%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\n" + _H + b"\r\n", (400, 403, 404))),
    (
        "percent-encoded dots and slashes",
        (b"GET /en/..%2f..%2f..%2fetc%2fpasswd HTTP/1.1\r\n" + _H + b"\r\n", (400, 403, 404)),
    ),
    ("double-encoded dots", (b"GET /en/%252e%252e/%252e%252e/etc/passwd HTTP/1.1\r\n" + _H + b"\r\n", (400, 403, 404))),
    (
        "overlong UTF-8 dots",
        (b"GET /en/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd HTTP/1.1\r\n" + _H + b"\r\n", (400, 403, 404)),
    ),
    ("backslashes", (b"GET /en\\..\\..\\..\\etc\\passwd HTTP/1.1\r\n" + _H + b"\r\n", (400, 403, 404))),
    ("a NUL in the path", (b"GET /en/a.mp3%00.html HTTP/1.1\r\n" + _H + b"\r\n", (400, 403, 404))),
    (
        "two Range headers",
        (b"GET /en/a.mp3 HTTP/1.1\r\n" + _H + b"Range: bytes=0-1\r\nRange: bytes=5-6\r\n\r\n", (200, 206, 400, 416)),
    ),
    (
        "a Range and an If-Range of junk",
        (b"GET /en/a.mp3 HTTP/1.1\r\n" + _H + b"Range: bytes=0-1\r\nIf-Range: \xff\xfe\r\n\r\n", (200, 206, 400)),
    ),
    ("HTTP/0.9 without a version", (b"GET /en/a.mp3\r\n\r\n", (0, 200, 400, 505))),
    ("HTTP/2.0 as the version", (b"GET /en/a.mp3 HTTP/2.0\r\n" + _H + b"\r\n", (0, 200, 400, 505))),
    (
        "a target of 100,000 characters",
        (b"GET /" + b"a" * 100_000 + b" HTTP/1.1\r\n" + _H + b"\r\n", (0, 400, 404, 414)),
    ),
    (
        "a GET with a chunked body",
        (
            b"GET /en/a.mp3 HTTP/1.1\r\n" + _H + b"Transfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n",
            (200, 400, 411, 501),
        ),
    ),
]


@attack("serve", "medium", variants=SERVE_S10)
def a_s10_serve_odd_requests(ctx: Ctx, v: tuple[bytes, tuple[int, ...]]) -> Verdict:
    """OPTIONS, HEAD, TRACE, CONNECT, absolute-form targets, query strings, percent-, double- and overlong-encoded
    dots, backslashes, a NUL, two Range headers, HTTP/0.9 and 2.0, a huge target, a chunked GET: the s9 judge
    (an allowed answer, nothing outside served, the folder unchanged, serve still up, no traceback)."""
    return a_s9_serve_methods_and_links(ctx, v)


# --- the service: answers huge, empty, after another turn's end, or with broken frames


async def _script_answer_s10(srv: Any, ws: Any, how: str, headers: dict[str, str], body: str) -> bool:
    import asyncio

    from edge_standin import audio_frame, parse_ssml, text_frame

    rid = headers.get("X-RequestId") or "0" * 32
    sid = "C" * 32
    parsed = parse_ssml(body)
    rend = await asyncio.get_running_loop().run_in_executor(
        None, srv.render, parsed.text if parsed else "x", parsed.voice if parsed else "en-US-AriaNeural"
    )
    mp3 = rend.mp3

    async def send(frame: str | bytes) -> None:
        await (ws.send_bytes(frame) if isinstance(frame, bytes) else ws.send_str(frame))

    async def audio(payload: bytes) -> None:
        for at in range(0, len(payload), 4096):
            await send(audio_frame(rid, sid, payload[at : at + 4096]))

    async def end() -> None:
        await send(audio_frame(rid, sid, b""))
        await send(text_frame(rid, "turn.end", "{}"))

    await send(text_frame(rid, "turn.start", "{}"))
    if how == "a text frame of 4 MB":
        await send(text_frame(rid, "audio.metadata", json.dumps({"Metadata": []}) + " " * 4_000_000))
    elif how == "10,000 empty audio frames before the audio":
        for _ in range(10_000):
            await send(audio_frame(rid, sid, b"\x00"))
    elif how == "a binary frame whose header length is past its end":
        await send(b"\xff\xff" + b"Path:audio\r\n")
    elif how == "a binary frame of one byte":
        await send(b"\x00")
    elif how == "turn.end of another request first":
        await send(text_frame("F" * 32, "turn.end", "{}"))
    elif how == "20 MB of audio for one sentence":
        await audio(mp3 * (20_000_000 // max(1, len(mp3))))
        await end()
        return True
    elif how == "the socket closed after the audio, before turn.end":
        await audio(mp3)
        await ws.close()
        return False
    elif how == "1,000 metadata frames":
        for i in range(1000):
            meta = {"Metadata": [{"Type": "WordBoundary", "Data": {"Offset": i, "Duration": 1, "text": {"Text": "x"}}}]}
            await send(text_frame(rid, "audio.metadata", json.dumps(meta)))
    await audio(mp3)
    await end()
    return True


ANSWERS_S10 = [
    "a text frame of 4 MB",
    "10,000 empty audio frames before the audio",
    "a binary frame whose header length is past its end",
    "a binary frame of one byte",
    "turn.end of another request first",
    "20 MB of audio for one sentence",
    "the socket closed after the audio, before turn.end",
    "1,000 metadata frames",
]


def _scripted_s10(how: str, limit: int | None) -> Any:
    return _scripted_by(_script_answer_s10, how, limit)


@attack("malformed answer", "medium", lane="voice", variants=[(f"{h}, once", (h, 1)) for h in ANSWERS_S10])
def a_s10_one_odd_answer(ctx: Ctx, v: tuple[str, int | None]) -> Verdict:
    """One answer huge, empty, broken or cut short among good ones (timeout 5, attempts 3): the episode is made
    within 150 s and 1.5 GB, an MP3 ffprobe reads of sensible length (the s9 judge)."""
    how, limit = v
    done = _edge_build(ctx, _scripted_s10(how, limit), EDGE_VOICES + "timeout: 5\nattempts: 3\n", "1", 150)
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    if limit is None and done.code == 1 and not done.traceback:
        verdict = one_line(done)
        if verdict.held and "please report" in done.stderr:
            return Verdict(False, "'please report this': " + done.brief())
        return verdict
    if done.traceback or done.code != 0 or not mp3.exists():
        return Verdict(False, done.brief())
    why = _sound_mp3(mp3)
    return Verdict(why is None, (why or f"episode {mp3.stat().st_size} bytes") + "; " + done.brief())


@attack("malformed answer", "medium", lane="voice", variants=[(f"{h}, always", (h, None)) for h in ANSWERS_S10[:5]])
def a_s10_always_odd_answers(ctx: Ctx, v: tuple[str, int | None]) -> Verdict:
    """Every answer of that shape: one line within 150 s, never "please report", or a sound episode."""
    return a_s10_one_odd_answer(ctx, v)


# --- check-host: still other hosts

HOSTS_S10 = [
    "a redirect to file:///etc/passwd",
    "a redirect to a link-local address",
    "episodes.json that is an HTML page",
    "episodes.json with a BOM",
    "a Content-Length of 10 GB and a short body",
    "10,000 headers",
    "titles with terminal escapes and a bidi override",
    "a 204 with no body",
    "episodes.json of 100,000 episodes each with a 1 KB URL",
    "a status line of 64 KB",
]


def _odd_host_s10(behaviour: str) -> tuple[Any, int]:
    import http.server
    import threading

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args: Any) -> None:
            pass

        def do_GET(self) -> None:
            with contextlib.suppress(OSError):
                self._answer()

        do_HEAD = do_GET

        def _send(self, body: bytes, status: int = 200, **headers: str) -> None:
            self.send_response(status)
            for k, val in {"Content-Type": "application/json", "Content-Length": str(len(body)), **headers}.items():
                self.send_header(k.replace("_", "-"), val)
            self.end_headers()
            self.wfile.write(body)

        def _answer(self) -> None:
            port = self.server.server_address[1]
            base = f"http://127.0.0.1:{port}"
            ep = {"slug": "a", "lang": "en", "title": "t", "audio": f"{base}/en/a.mp3"}
            doc = json.dumps({"version": 2, "base_url": base, "episodes": [ep]}).encode()
            if behaviour == "a redirect to file:///etc/passwd":
                self._send(b"", 301, Location="file:///etc/passwd")
            elif behaviour == "a redirect to a link-local address":
                self._send(b"", 302, Location="http://169.254.169.254/latest/meta-data/")
            elif behaviour == "episodes.json that is an HTML page":
                self._send(
                    b"<!doctype html><html><body>" + b"x" * 100_000 + b"</body></html>", Content_Type="text/html"
                )
            elif behaviour == "episodes.json with a BOM":
                self._send(b"\xef\xbb\xbf" + doc)
            elif behaviour == "a Content-Length of 10 GB and a short body":
                self.send_response(200)
                self.send_header("Content-Length", str(10 * 1024**3))
                self.end_headers()
                self.wfile.write(doc)
            elif behaviour == "10,000 headers":
                self.send_response(200)
                for i in range(10_000):
                    self.send_header(f"X-H{i}", "v")
                self.send_header("Content-Length", str(len(doc)))
                self.end_headers()
                self.wfile.write(doc)
            elif behaviour == "titles with terminal escapes and a bidi override":
                bad = dict(ep, title="\x1b]0;pwned\x07\x1b[2J\u202eevil", slug="\x1b[31mred")
                self._send(json.dumps({"version": 2, "base_url": base, "episodes": [bad]}).encode())
            elif behaviour == "a 204 with no body":
                self.send_response(204)
                self.end_headers()
            elif behaviour == "episodes.json of 100,000 episodes each with a 1 KB URL":
                eps = [dict(ep, slug=f"s{i}", audio=f"{base}/" + "u" * 1000) for i in range(100_000)]
                self._send(json.dumps({"version": 2, "base_url": base, "episodes": eps}).encode())
            elif behaviour == "a status line of 64 KB":
                self.wfile.write(b"HTTP/1.1 200 " + b"O" * 65536 + b"\r\nContent-Length: 2\r\n\r\n{}")
            else:
                self._send(doc)

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


@attack("check-host", "medium", variants=[(h, h) for h in HOSTS_S10])
def a_s10_check_host_against_an_odd_host(ctx: Ctx, v: str) -> Verdict:
    """`narrate check-host` against a redirect to file:// or a link-local address, HTML, a BOM, a lying length,
    thousands of headers, escapes in titles, a 204, a huge list, a huge status line: ends within 90 s and 1.5 GB,
    a report or one line, no traceback, no raw control character, nothing of /etc/passwd or the metadata address
    read."""
    server, port = _odd_host_s10(v)
    try:
        done = ctx.run("check-host", f"http://127.0.0.1:{port}/", timeout=120, mem_mb=1500)
    finally:
        server.shutdown()
        server.server_close()
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    raw = any(c in done.stdout + done.stderr for c in ("\x1b", "\x07", "\u202e"))
    leaked = "root:" in done.stdout + done.stderr
    ok = not done.traceback and done.code in (0, 1) and done.seconds < 90 and not raw and not leaked
    return Verdict(
        ok, ("raw control; " if raw else "") + ("leaked; " if leaked else "") + done.brief(), "high" if leaked else None
    )


# --- feed, episodes.json and pages: injection through titles and other fields

INJECT_S10 = [
    ("a CDATA end in the title", ("title", '"Ends ]]> here"')),
    ("a script end tag in the title", ("title", '"</script><script>alert(1)</script>"')),
    ("a title end tag and a new item", ("title", '"</title></item><item><title>forged"')),
    ("a bidi override in the title", ("title", '"safe \\u202egnp.exe"')),
    ("a NUL in the title", ("title", '"nul\\0here"')),
    ("an HTML comment opener in the title", ("title", '"<!-- open"')),
    ("an entity of its own in the title", ("title", '"&xxe; &amp;lt; &#0;"')),
    ("a CDATA end in the description", ("description", '"Desc ]]><evil/>"')),
    ("a script end tag in the author", ("author", '"</script><img src=x onerror=alert(1)>"')),
    ("a NEL and a form feed in the title", ("title", '"a\\Nb\\fc"')),
    ("a javascript: URL as the image", ("image", '"javascript:alert(1)"')),
    ("a quote-breaking title for the JSON in a page", ("title", '"\\"};alert(1);//"')),
]


@attack("injection", "high", variants=INJECT_S10)
def a_s10_injection_through_a_field(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A field of an article carrying markup that ends a CDATA section, a script element or an item, a bidi
    override, a NUL, entities, a javascript: URL: built; every feed is XML with one item per episode and the
    title as written (no element forged); episodes.json is JSON; no page holds a script or handler it did not
    write; no NUL or bidi override in a file name; no traceback."""
    import xml.etree.ElementTree as ET

    key, value = v
    content = blog(ctx, {"notes.md": article(extra=f"{key}: {value}\n"), "other.md": article("Other")}, FEED_ART)
    png(ctx.tmp / "art" / "cover.png", color=(10, 20, 30))
    done = build(ctx)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback or done.code not in (0, 1):
        return Verdict(False, "traceback: " + done.brief(), "medium")
    out = ctx.tmp / "out"
    problems = []
    for feed in out.glob("*/feed.xml"):
        try:
            tree = ET.parse(feed)
        except ET.ParseError as exc:
            problems.append(f"feed.xml is not XML: {exc}")
            continue
        items = tree.getroot().findall("./channel/item")
        if len(items) != len(list(feed.parent.glob("*.mp3"))):
            problems.append(f"{len(items)} items for {len(list(feed.parent.glob('*.mp3')))} episodes")
        if any((i.findtext("title") or "").startswith("forged") for i in items):
            problems.append("an item forged")
    for doc in out.rglob("episodes.json"):
        try:
            json.loads(doc.read_text(encoding="utf-8"))
        except ValueError as exc:
            problems.append(f"{doc.name} is not JSON: {exc}")
    for page in out.rglob("*.html"):
        html = page.read_text(encoding="utf-8", errors="replace")
        if "<script>alert(1)" in html or "onerror=alert" in html or 'href="javascript:' in html:
            problems.append(f"{page.name} holds a script it did not write")
        if '"};alert(1);//' in html and "<script" in html.split('"};alert(1);//')[0].rsplit("</script>", 1)[-1]:
            problems.append(f"{page.name}: the title breaks out of a script's JSON")
    for path in out.rglob("*"):
        if "\x00" in path.name or "\u202e" in path.name:
            problems.append(f"a file name carries it: {path.name!r}")
        if path.is_file() and path.suffix in (".xml", ".json", ".html", ".vtt") and b"\x00" in path.read_bytes():
            problems.append(f"{path.name} holds a NUL")
    if not (out / "en" / "other.mp3").exists():
        problems.append("the other article was not built")
    del content
    return Verdict(not problems, "; ".join(dict.fromkeys(problems))[:300] or done.brief())


# --- opt-out flags: new lookalikes

FLAGS_S10 = [
    ("yaml audio: 'f a l s e'", ("yaml", "audio", "'f a l s e'")),
    ("yaml audio: falsch", ("yaml", "audio", "falsch")),
    ("yaml narrate: 0.0", ("yaml", "narrate", "0.0")),
    ("yaml draft: 'true!'", ("yaml", "draft", "'true!'")),
    ("toml audio = [false]", ("toml", "audio", "[false]")),
    ("json narrate: '0.0'", ("json", "narrate", '"0.0"')),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=FLAGS_S10)
def a_s10_flag_lookalike_keeps_the_episode(ctx: Ctx, v: tuple[str, str, str]) -> Verdict:
    """A flag's value that is no documented word: the episode stays, with a warning naming the file (s4 judge)."""
    return a_s4_flag_misread_keeps_the_episode(ctx, v)


# --- control characters in fields: new characters

CHARS_S10 = [
    ("a bidi override", "\\u202e", "\u202e"),
    ("a DEL", "\\x7f", "\x7f"),
    ("a C1 control (CSI)", "\\x9b", "\x9b"),
]


@attack(
    "control characters",
    "medium",
    variants=[(f"{c} in the {f}", (f, e, r)) for f in FIELDS_S9 for c, e, r in CHARS_S10],
)
def a_s10_a_control_character_in_a_field(ctx: Ctx, v: tuple[str, str, str]) -> Verdict:
    """A bidi override, a DEL or a C1 control in a slug, an author, a site title, the feed title, an alt text or
    a subtitle: the s9 judge."""
    return a_s9_a_control_character_in_a_field(ctx, v)


# --- linear time: shapes no family has timed (the speed lane's to fix)

SHAPES_S10: dict[str, Callable[[], str]] = {
    "unclosed backticks": lambda: "a `b c ``d e ```f " * 60_000,
    "nested emphasis": lambda: "*a **b *c **d* e** f* " * 45_000,
    "autolinks": lambda: "<https://example.com/a/b> and <mailto:a@b.c> " * 22_000,
    "setext headings": lambda: _lines(lambda i: f"Heading {i}\n---\n"),
    "unclosed HTML comments per line": lambda: _lines(lambda i: f"text {i} <!-- not closed"),
    "reference definitions": lambda: _lines(lambda i: f"[r{i}]: https://example.com/{i} 'T'\n\nSee [r{i}]."),
}


@attack(
    "linear time",
    "medium",
    lane="speed",
    variants=[(f"{n}, {cmd}", (n, cmd)) for n in SHAPES_S10 for cmd in ("script", "check")],
)
def a_s10_a_megabyte_of_one_shape(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A megabyte of one shape no family has timed: `narrate script` or `check` within 2 s of CPU per MB."""
    shape, command = v
    return _megabyte(ctx, SHAPES_S10[shape](), command)


def _megabyte(ctx: Ctx, body: str, command: str) -> Verdict:
    """`narrate COMMAND` on an article of `body` (about a megabyte of one shape): held within 2 s CPU per MB."""
    write(ctx.tmp / "voices.yaml", "engine: espeak\n")
    path = write(ctx.tmp / "post.md", article(body=body))
    mb = path.stat().st_size / 1_000_000
    done = ctx.run(command, path, timeout=180, mem_mb=3000)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback or done.code not in (0, 1):
        return Verdict(False, "crashed: " + done.brief())
    per_mb = done.cpu / mb
    return Verdict(per_mb <= 2.0, f"{per_mb:.2f} s/MB CPU ({done.seconds:.1f} s wall, {mb:.2f} MB), exit {done.code}")


# ============================================================================= session 11: the classes fixed in s11
# Written and committed before they were run (issue 43, round 4, session 11's harden lane). New variants of the
# classes the s10 harden review left open and session 11 fixed: plug-in publishers' threads that write after
# publish() returned or that existed before it (a shared executor), and the ways around a per-thread bound (a
# thread started by a left-behind thread, a copied context, narrate's own guard entered by the plug-in, open());
# the stamps kept in memory and journaled (kills between articles, a site's file or a FIFO where the journal
# goes); a permalink bounded as written but long once percent-encoded; hosts IDNA refuses, for serve, check-host
# and the feed settings; regular expression literals in a gatsby-config; a plug-in's own pages on later builds;
# file names that print alike or break a piped plan line.

FAMILY[0] = "s11"

# --- plug-in publishers' threads after publish() returned, or alive before it began

_S11_FEED = "site.layout.root / 'en' / 'feed.xml'"
_S11_LATER = "import threading, time\n"
PLUGIN_CODE_S11: dict[str, tuple[str, str]] = {
    # name: (module-level code, the body of publish())
    "leaving a thread that writes over the feed after publish() returned": (
        _S11_LATER,
        f"t = threading.Thread(target=lambda: (time.sleep(0.4), atomic.write_bytes({_S11_FEED}, b'mine'))); t.start()",
    ),
    "leaving a thread that writes over an episode after it returned": (
        _S11_LATER,
        "t = threading.Thread(target=lambda: (time.sleep(0.4), atomic.write_bytes(site.layout.root / 'en' / "
        "'other.mp3', b'mine'))); t.start()",
    ),
    "leaving a thread that writes outside the output after it returned": (
        _S11_LATER,
        "t = threading.Thread(target=lambda: (time.sleep(0.4), atomic.write_bytes(site.layout.root.parent / 'mine' "
        "/ 'x.txt', b'mine'))); t.start()",
    ),
    "leaving a thread that writes over a record after it returned": (
        _S11_LATER,
        "t = threading.Thread(target=lambda: (time.sleep(0.4), atomic.write_bytes(site.layout.root / 'manifest' / "
        "'en' / 'other.json', b'mine'))); t.start()",
    ),
    "leaving a daemon thread that writes over the feed after it returned": (
        _S11_LATER,
        f"t = threading.Thread(target=lambda: (time.sleep(0.2), atomic.write_bytes({_S11_FEED}, b'mine')), "
        "daemon=True); t.start()",
    ),
    "leaving a Timer that writes over the feed after it returned": (
        _S11_LATER,
        f"threading.Timer(0.4, atomic.write_bytes, args=({_S11_FEED}, b'mine')).start()",
    ),
    "reusing a warm module-level executor to write over the feed": (
        "import concurrent.futures as cf, time\nPOOL = cf.ThreadPoolExecutor(2)\nPOOL.submit(time.sleep, 0).result()\n",
        f"POOL.submit(atomic.write_bytes, {_S11_FEED}, b'mine').result()",
    ),
    "leaving a delayed write over the feed on a warm module-level executor": (
        "import concurrent.futures as cf, time\nPOOL = cf.ThreadPoolExecutor(2)\nPOOL.submit(time.sleep, 0).result()\n",
        f"POOL.submit(lambda: (time.sleep(0.4), atomic.write_bytes({_S11_FEED}, b'mine')))",
    ),
    "leaving a delayed write outside on a warm module-level executor": (
        "import concurrent.futures as cf, time\nPOOL = cf.ThreadPoolExecutor(2)\nPOOL.submit(time.sleep, 0).result()\n",
        "POOL.submit(lambda: (time.sleep(0.4), atomic.write_bytes(site.layout.root.parent / 'mine' / 'x.txt', "
        "b'mine')))",
    ),
    "handing a job to a worker thread started at import": (
        "import queue, threading\nJOBS = queue.Queue()\n"
        "def _work():\n    while True:\n        f = JOBS.get()\n        try:\n            f()\n        except Exception:\n"
        "            pass\nthreading.Thread(target=_work, daemon=True).start()\n",
        f"done = __import__('threading').Event(); JOBS.put(lambda: (atomic.write_bytes({_S11_FEED}, b'mine'))); "
        f"JOBS.put(done.set); done.wait(5)",
    ),
    "leaving a thread that starts another after it returned, which writes over the feed": (
        _S11_LATER,
        "t = threading.Thread(target=lambda: (time.sleep(0.3), threading.Thread(target=atomic.write_bytes, "
        f"args=({_S11_FEED}, b'mine')).start())); t.start()",
    ),
    "writing over the feed through asyncio.to_thread inside publish()": (
        "import asyncio\n",
        f"asyncio.run(asyncio.to_thread(atomic.write_bytes, {_S11_FEED}, b'mine'))",
    ),
    "keeping publish()'s context for a thread that writes after it returned": (
        "import contextvars, threading, time\n",
        "ctx = contextvars.copy_context(); t = threading.Thread(target=lambda: (time.sleep(0.4), ctx.run("
        f"atomic.write_bytes, {_S11_FEED}, b'mine'))); t.start()",
    ),
    "leaving a thread that writes over the site's own about.html": (
        _S11_LATER,
        "t = threading.Thread(target=lambda: (time.sleep(0.4), atomic.write_bytes(site.layout.root / 'about.html', "
        "b'mine'))); t.start()",
    ),
    "leaving a thread that writes over the feed through a link it made": (
        "import os, threading, time\n",
        "os.path.lexists(site.layout.root / 'latest') or os.symlink('en', site.layout.root / 'latest'); "
        "t = threading.Thread(target=lambda: (time.sleep(0.4), atomic.write_bytes(site.layout.root / 'latest' / "
        "'feed.xml', b'mine'))); t.start()",
    ),
    "leaving a thread that enters narrate's own ledger guard to write over the feed": (
        _S11_LATER + "from narrate.publish.ledger import guarding\n",
        "root = site.layout.root\n"
        "        def go():\n            time.sleep(0.4)\n            with guarding(root):\n"
        "                atomic.write_bytes(root / 'en' / 'feed.xml', b'mine')\n"
        "        threading.Thread(target=go).start()",
    ),
    "leaving a thread that writes over the feed with open()": (
        _S11_LATER,
        f"t = threading.Thread(target=lambda: (time.sleep(0.4), open({_S11_FEED}, 'wb').write(b'mine'))); t.start()",
    ),
}


def _plugin_s11(ctx: Ctx, how: str) -> dict[str, str]:
    return _evil_plugin(ctx, *PLUGIN_CODE_S11[how])


@attack("plug-in", "high", variants=[(f"a publisher {h}", h) for h in PLUGIN_CODE_S11])
def a_s11_a_plugin_thread_after_or_before_publish(ctx: Ctx, v: str) -> Verdict:
    """A plug-in publisher whose thread writes after publish() returned (a Thread, a Timer, a daemon, a thread
    started by one, a copied context), or whose shared executor or worker thread existed before publish() began:
    narrate's feed, episode and record stay narrate's, nothing is written outside the output, the site's own
    about.html stays; a refusal is one line; no traceback; two builds."""
    content = _full_blog(ctx)
    (ctx.tmp / "mine").mkdir()
    write(ctx.tmp / "out" / "about.html", USER)
    env = _plugin_s11(ctx, v)
    runs = []
    for _ in range(2):
        runs.append(ctx.run("build", content, "--out", ctx.tmp / "out", timeout=90, env=env))
        time.sleep(0.8)  # (a thread the plug-in left writes 0.4 s on: give it the time to, in a daemon's case)
    for run in runs:
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
    problems = _plugin_damage(ctx) + unchanged(ctx.tmp / "out" / "about.html")
    for run in runs:
        bad = [line for line in run.stderr.splitlines() if "mine" in line and "error" not in line]
        if run.code not in (0, 1) or bad:
            problems.append(f"exit {run.code}")
    return Verdict(not problems, "; ".join(problems)[:300] or runs[0].brief())


# --- the stamps kept in memory and journaled: kills between articles, the journal's name taken


def _s11_blog(ctx: Ctx, count: int) -> Path:
    posts = {
        f"p{i}.md": article(f"Post {i}", f"Paragraph of post {i}, a few words more.", f"date: 2024-02-{i + 1:02d}\n")
        for i in range(count)
    }
    return blog(ctx, posts)


STAMPS_S11 = [
    ("SIGKILL after two of six records", ("KILL", 2)),
    ("SIGKILL after four of six records", ("KILL", 4)),
    ("SIGTERM after three of six records", ("TERM", 3)),
    ("SIGKILL of a --force build after three records", ("FORCE", 3)),
]


@attack("bookkeeping", "high", variants=STAMPS_S11)
def a_s11_a_build_killed_between_articles_keeps_their_stamps(ctx: Ctx, v: tuple[str, int]) -> Verdict:
    """A build of six articles killed once some are recorded; the site then puts its own recording in place of a
    finished episode's MP3: the next build leaves the site's file as it is (narrate knows by its stamp the file is
    no longer what it wrote) and says so, builds the rest, and no traceback."""
    how, records = v
    content = _s11_blog(ctx, 6)
    out = ctx.tmp / "out"
    if how == "FORCE":
        build(ctx, timeout=180)
    args = ["build", content, "--out", out, "--jobs", "1", *(["--force"] if how == "FORCE" else [])]
    before = {p: p.stat().st_mtime_ns for p in out.glob("manifest/en/*.json")} if how == "FORCE" else {}
    proc = subprocess.Popen(
        [*ctx.narrate, *(str(a) for a in args)],
        cwd=ctx.tmp,
        env=ctx.env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    deadline = time.monotonic() + 120
    done: list[Path] = []
    while time.monotonic() < deadline and proc.poll() is None:
        done = [p for p in out.glob("manifest/en/*.json") if before.get(p) != p.stat().st_mtime_ns]
        if len(done) >= records:
            break
        time.sleep(0.02)
    sig = signal.SIGTERM if how == "TERM" else signal.SIGKILL
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, sig)
    proc.wait(30)
    if not done:
        return Verdict(False, "harness: no record before the kill")
    victim = out / "en" / f"{sorted(done)[0].stem}.mp3"
    if not victim.exists():
        return Verdict(False, f"harness: {victim.name} missing after the kill")
    victim.write_bytes(USER)
    heal, report = build_json(ctx, timeout=180)
    if heal.timed_out:
        return Verdict(False, heal.brief(), "high")
    if heal.traceback:
        return Verdict(False, "traceback: " + heal.brief(), "medium")
    problems = unchanged(victim)
    if not any(victim.name in line for line in heal.stderr.splitlines()):
        problems.append("the site's file not named")
    missing = [i for i in range(6) if not (out / "en" / f"p{i}.mp3").exists()]
    if missing:
        problems.append(f"not built: {missing}")
    return Verdict(not problems, "; ".join(problems)[:300] or heal.brief())


JOURNAL_S11 = [
    ("the site's text file", "text"),
    ("a FIFO", "fifo"),
    ("a folder", "folder"),
    ("a link to the user's file", "userlink"),
    ("narrate's shape with a last line cut short", "cut"),
    (".adopted.json the site's own JSON", "adopted"),
    (".adopted.json a FIFO", "adoptedfifo"),
]


@attack("bookkeeping", "high", variants=JOURNAL_S11)
def a_s11_the_stamps_journal_or_adopted_list_taken(ctx: Ctx, v: str) -> Verdict:
    """manifest/.stamps.journal (or .adopted.json) is already there before a build, as something narrate did not
    write or as a journal a kill cut short: the build ends within its time, leaves the thing as it is (a link's
    target too), builds every article, and a second build builds nothing; no traceback."""
    content = _s11_blog(ctx, 3)
    out = ctx.tmp / "out"
    build(ctx, timeout=120)
    name = ".adopted.json" if v.startswith("adopted") else ".stamps.journal"
    path = out / "manifest" / name
    user = write(ctx.tmp / "mine" / "user.txt", USER)
    kind = v.removeprefix("adopted") or "text"
    if v == "adopted":
        write(path, b'{"site": "my own data"}\n')
    elif kind == "text":
        write(path, USER)
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        write(path / "keep.txt", USER)
    elif kind == "userlink":
        path.symlink_to(user)
    elif kind == "cut":
        write(path, b'{"en/p0.mp3":"12:' + b"0" * 64 + b'"}\n{"en/p1.mp3":"3')
    write(content / "p3.md", article("Post 3", "A new one."))
    (content / "p0.md").write_text(article("Post 0", "Edited words now."), encoding="utf-8")
    first = build(ctx, timeout=120)
    again, report = build_json(ctx, timeout=120)
    for run in (first, again):
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
    problems = unchanged(user)
    if v == "adopted" and path.read_bytes() != b'{"site": "my own data"}\n':
        problems.append("the site's .adopted.json changed")
    if kind == "text" and v != "adopted" and (not path.is_file() or path.read_bytes() != USER):
        problems.append("the site's file at the journal's name changed")
    if kind == "folder" and not (path / "keep.txt").exists():
        problems.append("the folder's file lost")
    missing = [i for i in range(4) if not (out / "en" / f"p{i}.mp3").exists()]
    # (harness fix, s11: a link anywhere in the output stops a build with one line naming it, as s10's bookkeeping
    # family holds; the articles then wait for the link to go)
    told = kind == "userlink" and any(name in line and "link" in line for line in first.errors())
    if missing and not told:
        problems.append(f"not built: {missing}")
    if report.get("built") and not told:
        problems.append(f"the second build built {len(report['built'])}")
    return Verdict(not problems, "; ".join(problems)[:300] or again.brief())


# --- a permalink or url bounded as written, long once percent-encoded

LONG_PAGE_S11 = [
    ("permalink: 300 CJK characters (2,700 encoded)", "permalink: /posts/" + "\u5b57" * 300 + "/\n"),
    ("url: 500 emoji (6,000 encoded)", "url: /p/" + "\U0001f600" * 500 + "/\n"),
    ("permalink: 1,990 ASCII and 10 CJK", "permalink: /p/" + "a" * 1986 + "\u5b57" * 10 + "/\n"),
    ("url: 700 accented letters (4,200 encoded)", "url: /p/" + "\u00e9" * 700 + "/\n"),
    ("slug: 400 CJK under a permalink rule", "slug: " + "\u5b57" * 400 + "\n"),
    ("url: 222 CJK in each of three segments", "url: " + ("/" + "\u5b57" * 222) * 3 + "/\n"),
]


@attack("record bound", "high", variants=LONG_PAGE_S11)
def a_s11_a_page_long_once_encoded(ctx: Ctx, v: str) -> Verdict:
    """An article whose `permalink:`/`url:`/slug is short as written but long once percent-encoded: built once and
    again, the second build builds nothing, both episodes are in the feed, and the long one links to a page (the
    site's rules give one: never none); no traceback."""
    blog(ctx, {"long.md": article("Long", extra=v), "other.md": article("Other")}, FEED_ART)
    png(ctx.tmp / "art" / "cover.png", color=(10, 20, 30))
    first, _ = build_json(ctx, timeout=90)
    again, report = build_json(ctx, timeout=90)
    for run in (first, again):
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
    problems = []
    if report.get("built"):
        problems.append(f"the second build built {report.get('built')} again")
    if len(_feed_items(ctx.tmp / "out")) != 2:
        problems.append(f"feed items {len(_feed_items(ctx.tmp / 'out'))}")
    try:
        doc = json.loads((ctx.tmp / "out" / "en" / "episodes.json").read_text(encoding="utf-8"))
        entries = doc.get("episodes", doc) if isinstance(doc, dict) else doc
        pages = [e.get("page") for e in entries if isinstance(e, dict) and str(e.get("key", "")).endswith("long.md")]
    except (OSError, ValueError, AttributeError):
        pages = []
    if pages and not pages[0]:
        problems.append("the long one links to no page")
    for path in (ctx.tmp / "out").rglob("*"):
        if len(path.name.encode()) > 255:
            problems.append("a name past 255 bytes")
    return Verdict(not problems, "; ".join(dict.fromkeys(problems))[:300] or again.brief())


# --- hosts IDNA cannot encode or decode: serve, check-host, the feed settings

_S11_LONG_LABEL = "\u00fc" * 70 + ".example"
HOSTS_S11 = [
    ("serve --host a..b", ("serve", "a..b")),
    ("serve --host a label of 70 accented letters", ("serve", _S11_LONG_LABEL)),
    ("serve --host xn--zz (bad punycode)", ("serve", "xn--zz")),
    ("serve --host 例..jp", ("serve", "\u4f8b..jp")),
    ("serve --host a 64-letter label", ("serve", "a" * 64 + ".example")),
    ("check-host https://a..b.example/", ("check-host", "https://a..b.example/")),
    ("check-host a 70-letter accented label", ("check-host", f"https://{_S11_LONG_LABEL}/pod/")),
    ("feed.base_url https://a..b.example", ("base_url", "https://a..b.example/pod")),
    ("feed.base_url https://xn--zz.example", ("base_url", "https://xn--zz.example/pod")),
    ("feed.media_base_url with an empty label", ("media_base_url", "https://cdn..example.com/{slug}.mp3")),
]


@attack("hosts", "medium", variants=HOSTS_S11)
def a_s11_a_host_idna_refuses(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A host no machine can have (an empty label, a label past 63 characters once encoded, bad punycode): one
    line, exit 1, no traceback, within 20 s; a build refuses the feed settings naming voices.yaml."""
    where, value = v
    if where == "serve":
        (ctx.tmp / "out").mkdir()
        done = ctx.run("serve", ctx.tmp / "out", "--host", value, "--port", "0", timeout=20)
        return one_line(done)
    if where == "check-host":
        done = ctx.run("check-host", value, timeout=20)
        return one_line(done)
    extra = f"  {where}: '{value}'\n"
    blog(ctx, {"notes.md": article()}, OFFLINE + extra)
    done = build(ctx, timeout=60)
    return one_line(done, "voices.yaml")


# --- regular expression literals in a gatsby-config

GATSBY_S11 = [
    ("a backtick in a regex before a commented option", ("{ test: /`/ }", "/* showCaptions: true, */", False)),
    ("a quote in a regex before a commented option", ("{ test: /['\"]/g }", "/* showCaptions: true */", False)),
    ("an escaped slash-star in a regex before the option", ("{ test: /a\\/*b/ }", "showCaptions: true", True)),
    ("a class with a backtick and a slash before the option", ("{ test: /[/`]/ }", "showCaptions: true", True)),
    ("a regex after a return-like colon, then a line comment", ("{ x: /`/ }", "// showCaptions: true,\n", False)),
]


@attack("dialect captions", "medium", lane="dialects", variants=GATSBY_S11)
def a_s11_gatsby_config_regex_literals(ctx: Ctx, v: tuple[str, str, bool]) -> Verdict:
    """A gatsby-config.js with a regular expression literal (holding a backtick, a quote or '/*') before
    gatsby-remark-images' option: the caption is said when the option is real, not when it is commented out."""
    before, option, said = v
    config = (
        "module.exports = {\n  plugins: [\n"
        f"    {{ resolve: `gatsby-plugin-a`, options: {before} }},\n"
        f"    {{ resolve: `gatsby-remark-images`, options: {{ maxWidth: 630, {option} }} }},\n"
        "  ],\n}\n"
    )
    write(ctx.tmp / "gatsby-config.js", config)
    write(ctx.tmp / "voices.yaml", OFFLINE)
    path = write(ctx.tmp / "content" / "blog" / "post" / "index.md", article("Caption test", GATSBY_PICTURE))
    png(path.parent / "flow.png")
    done = ctx.run("script", path, timeout=60)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback or done.code != 0:
        return Verdict(False, "script: " + done.brief())
    heard = _said_as_caption(done.stdout)
    return Verdict(heard == said, ("said" if heard else "not said") + f" (want {'said' if said else 'not'})")


# --- a plug-in's own files on the builds after the first

PLUGIN_PAGES_S11 = [
    ("a page in a language folder", "en/extra.html"),
    ("a page at the top", "sitemap.html"),
    ("a text file", "en/extra.txt"),
    ("a page in a folder of its own", "extra/index.html"),
]


@attack("plug-in", "medium", variants=PLUGIN_PAGES_S11)
def a_s11_a_plugins_own_file_on_later_builds(ctx: Ctx, v: str) -> Verdict:
    """A plug-in publisher that writes its own file (its text changes with the episodes) through narrate: three
    builds, an article added before each of the later two: each ends 0 and the file says the latest count."""
    body = (
        "from narrate import atomic\n\n\nclass PagePublisher:\n    name = 'pages-too'\n\n"
        "    def publish(self, site):\n"
        f"        path = site.layout.root / {v!r}\n"
        "        atomic.write_if_changed(path, f'<html>{len(site.records)} episodes</html>'.encode())\n"
        "        return []\n"
    )
    env = _plugin_package(ctx, "narrate_pages", body, "pages-too = narrate_pages:PagePublisher")
    content = blog(ctx, {"p0.md": article("Post 0")})
    problems = []
    for count in (1, 2, 3):
        if count > 1:
            write(content / f"p{count - 1}.md", article(f"Post {count - 1}", f"Words of post {count - 1}."))
        done = ctx.run("build", content, "--out", ctx.tmp / "out", timeout=90, env=env)
        if done.timed_out:
            return Verdict(False, done.brief(), "high")
        if done.traceback:
            return Verdict(False, "traceback: " + done.brief())
        if done.code != 0:
            problems.append(f"build {count}: {done.brief()}")
        page = ctx.tmp / "out" / v
        if not page.exists() or page.read_bytes() != f"<html>{count} episodes</html>".encode():
            problems.append(f"build {count}: the plug-in's file not updated")
    return Verdict(not problems, "; ".join(problems)[:300])


# --- file names that print alike or break a piped plan line

NAMES_S11 = [
    ("a backslash and an n beside a newline", ["a\\nb", "a\nb"]),
    ("a backslash-x1b beside an ESC", ["e\\x1bf", "e\x1bf"]),
    ("U+2028 and U+2029", ["c\u2028d", "c\u2029d"]),
    ("U+0085 beside a backslash-x85", ["g\x85h", "g\\x85h"]),
    ("two backslashes and an n beside one", ["i\\\\nj", "i\\nj"]),
]


@attack("terminal", "low", variants=NAMES_S11)
def a_s11_a_piped_plan_tells_names_apart(ctx: Ctx, v: list[str]) -> Verdict:
    """`narrate build --dry-run` to a pipe: one plan line per article, and no two file names printed alike."""
    blog(ctx, {f"{name}.md": article("T", f"Words of {i}.", "date: 2024-01-01\n") for i, name in enumerate(v)})
    done = build(ctx, "--dry-run", timeout=60)
    if done.timed_out or done.traceback:
        return Verdict(False, done.brief(), "high" if done.timed_out else "medium")
    planned = [line for line in done.stdout.splitlines() if line.startswith("new")]
    names = {line.split()[2] for line in planned if len(line.split()) > 2}
    ok = len(planned) == len(v) and len(names) == len(v)
    return Verdict(ok, f"{len(planned)} plan lines, {len(names)} distinct names: {sorted(names)}"[:300])


# ============================================================================= session 12: the classes fixed in s12
# Written and committed before they were run (issue 43, round 4, session 12's harden lane). New variants of the
# classes s12 touched: the ledger's list journaled (manifest/.written.journal: kills between articles and inside
# one, the journal's name taken by something else, torn or foreign lines); the bookkeeping files of the wrong kind
# named in one line; file names in failure lines; which threads a plug-in publication holds (its own: those it starts,
# the work it hands to a pool, the threads its code started when loaded; never the application's), and the exit code
# after a thread's refused write.

FAMILY[0] = "s12"

# --- the ledger's list journaled: a build killed between articles or inside one

KILLS_S12 = [
    ("SIGKILL after one of six records", ("KILL", 1)),
    ("SIGKILL after three of six records", ("KILL", 3)),
    ("SIGKILL after five of six records", ("KILL", 5)),
    ("SIGTERM after two of six records", ("TERM", 2)),
    ("SIGKILL as the first episode's MP3 appears, before its record", ("MP3", 1)),
    ("SIGKILL as the fourth episode's MP3 appears, before its record", ("MP3", 4)),
    ("SIGKILL twice: after two records, then after one more", ("TWICE", 2)),
    ("SIGKILL of a --force build after two records", ("FORCE", 2)),
]


def _kill_when(ctx: Ctx, args: list[object], out: Path, how: str, count: int, before: dict[Path, int]) -> None:
    """Run `narrate ARGS` and kill it (its whole group) once `count` records are new, or (MP3) once the
    `count`-th episode's MP3 is there without its record."""
    proc = subprocess.Popen(
        [*ctx.narrate, *(str(a) for a in args)],
        cwd=ctx.tmp,
        env=ctx.env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and proc.poll() is None:
        records = {p.stem for p in out.glob("manifest/en/*.json") if before.get(p) != p.stat().st_mtime_ns}
        if how == "MP3":
            mp3s = {p.stem for p in out.glob("en/*.mp3")}
            if len(mp3s) >= count and mp3s - records:
                break
        elif len(records) >= count:
            break
        time.sleep(0.005 if how == "MP3" else 0.02)
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGTERM if how == "TERM" else signal.SIGKILL)
    proc.wait(30)


@attack("bookkeeping", "high", variants=KILLS_S12)
def a_s12_a_build_killed_keeps_the_ledgers_list(ctx: Ctx, v: tuple[str, int]) -> Verdict:
    """A build of six articles (the site's own about.html and en/notes.txt beside narrate's files) killed
    between articles or just after an episode's MP3 is written: the next build exits 0, builds every article,
    calls none of narrate's own files the site's, folds and removes manifest/.written.journal, leaves the site's
    files as they are; a build after it builds nothing; no traceback."""
    how, count = v
    content = _s11_blog(ctx, 6)
    out = ctx.tmp / "out"
    write(out / "about.html", USER)
    write(out / "en" / "notes.txt", USER)
    if how == "FORCE":
        build(ctx, timeout=180)
    before = {p: p.stat().st_mtime_ns for p in out.glob("manifest/en/*.json")}
    args: list[object] = ["build", content, "--out", out, "--jobs", "1", *(["--force"] if how == "FORCE" else [])]
    _kill_when(ctx, args, out, how, count, before)
    if how == "TWICE":
        again = {p: p.stat().st_mtime_ns for p in out.glob("manifest/en/*.json")}
        _kill_when(ctx, args, out, "KILL", 1, again)
    heal, report = build_json(ctx, timeout=180)
    if heal.timed_out:
        return Verdict(False, heal.brief(), "high")
    if heal.traceback:
        return Verdict(False, "traceback: " + heal.brief(), "medium")
    problems = unchanged(out / "about.html", out / "en" / "notes.txt")
    if heal.code != 0:
        problems.append(f"heal exit {heal.code}")
    if "not narrate's" in heal.stderr:
        problems.append(
            "narrate's own file called the site's: "
            + next(line for line in heal.stderr.splitlines() if "not narrate's" in line)[:160]
        )
    missing = [i for i in range(6) if not (out / "en" / f"p{i}.vtt").exists()]
    if missing:
        problems.append(f"not built: {missing}")
    if (out / "manifest" / ".written.journal").exists():
        problems.append(".written.journal left after a build that ended")
    last, again_report = build_json(ctx, timeout=180)
    if again_report.get("built"):
        problems.append(f"the build after built {len(again_report['built'])}")
    return Verdict(not problems, "; ".join(problems)[:300] or heal.brief())


# --- manifest/.written.journal taken before a build, or torn

LIST_JOURNAL_S12 = [
    ("the site's text file", "text"),
    ("a FIFO", "fifo"),
    ("a folder", "folder"),
    ("a link to the user's file", "userlink"),
    ("narrate's shape, a last line cut short", "cut"),
    ("a line of 200,000 nested brackets between narrate's", "nested"),
    ("an empty file", "empty"),
    ("2 MB on one line, no newline", "oneline"),
    ("narrate's keys with values of the wrong type", "types"),
]


@attack("bookkeeping", "high", variants=LIST_JOURNAL_S12)
def a_s12_the_list_journal_taken_or_torn(ctx: Ctx, v: str) -> Verdict:
    """manifest/.written.journal is there before a build as something narrate did not write, or a killed build's
    journal torn: the build ends within its time, leaves a site's thing as it is (a link's target too), names a
    folder or a FIFO in one line, builds every article, a second build builds nothing; no traceback."""
    content = _s11_blog(ctx, 3)
    out = ctx.tmp / "out"
    build(ctx, timeout=120)
    path = out / "manifest" / ".written.journal"
    user = write(ctx.tmp / "mine" / "user.txt", USER)
    good = b'{"listed":["en/p0.mp3"]}\n'
    if v == "text":
        write(path, USER)
    elif v == "fifo":
        os.mkfifo(path)
    elif v == "folder":
        write(path / "keep.txt", USER)
    elif v == "userlink":
        path.symlink_to(user)
    elif v == "cut":
        write(path, good + b'{"listed":["en/p1.m')
    elif v == "nested":
        write(path, good + b"[" * 200_000 + b"\n" + good)
    elif v == "empty":
        write(path, b"")
    elif v == "oneline":
        write(path, b'{"listed":["' + b"a" * 2_000_000)
    elif v == "types":
        write(path, b'{"listed":5}\n{"unlisted":{"a":1}}\n')
    write(content / "p3.md", article("Post 3", "A new one."))
    (content / "p0.md").write_text(article("Post 0", "Edited words now."), encoding="utf-8")
    first = build(ctx, timeout=120)
    again, report = build_json(ctx, timeout=120)
    for run in (first, again):
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
    problems = unchanged(user)
    if v == "text" and (not path.is_file() or path.read_bytes() != USER):
        problems.append("the site's file at the journal's name changed")
    if v == "folder" and not (path / "keep.txt").exists():
        problems.append("the folder's file lost")
    told = any(".written.journal" in line for line in first.stderr.splitlines())
    if v in ("fifo", "folder", "userlink") and not told:
        problems.append(f"the {v} at the journal's name not named")
    missing = [i for i in range(4) if not (out / "en" / f"p{i}.mp3").exists()]
    linked = v == "userlink" and any("link" in line for line in first.errors())
    if missing and not linked:
        problems.append(f"not built: {missing}")
    if report.get("built") and not linked:
        problems.append(f"the second build built {len(report['built'])}")
    return Verdict(not problems, "; ".join(problems)[:300] or again.brief())


# --- a bookkeeping file of the wrong kind: named in one line, never waited on

BOOKS_S12 = [
    ("manifest/.stamps.journal a FIFO", (".stamps.journal", "fifo")),
    ("manifest/.stamps.journal a folder", (".stamps.journal", "folder")),
    ("manifest/.adopted.json a folder", (".adopted.json", "folder")),
    ("manifest/.adopted.json a FIFO", (".adopted.json", "fifo")),
    ("manifest/.written.journal a FIFO, on a rebuild with nothing new", (".written.journal", "fifo-noop")),
]


@attack("bookkeeping", "low", variants=BOOKS_S12)
def a_s12_a_bookkeeping_file_of_the_wrong_kind_is_named(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """One of narrate's bookkeeping files found as a FIFO or a folder: the build ends within its time, says so in
    one line naming the file and how to fix it, leaves it as it is; no traceback."""
    name, kind = v
    content = _s11_blog(ctx, 2)
    out = ctx.tmp / "out"
    build(ctx, timeout=120)
    path = out / "manifest" / name
    if kind.startswith("fifo"):
        os.mkfifo(path)
    else:
        write(path / "keep.txt", USER)
    if kind != "fifo-noop":
        (content / "p0.md").write_text(article("Post 0", "Edited words now."), encoding="utf-8")
    done = build(ctx, timeout=60)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    named = [line for line in done.stderr.splitlines() if name in line]
    problems = []
    if len(named) != 1 or "move it" not in named[0]:
        problems.append(f"{len(named)} lines name it")
    if not os.path.lexists(path) or (kind == "folder" and not (path / "keep.txt").exists()):
        problems.append("not left as it was")
    if done.code != 0:
        problems.append(f"exit {done.code}")
    return Verdict(not problems, "; ".join(problems)[:300] or done.brief())


# --- file names in failure lines

BROKEN_S12 = "---\ntitle: [unclosed\nlang: en\n---\n\nWords.\n"
FAIL_NAMES_S12 = [
    ("a newline beside a space", (["x\ny", "x y"], "build")),
    ("a tab beside a space", (["x\ty", "x y"], "build")),
    ("a vertical tab beside a space", (["x\x0by", "x y"], "build")),
    ("a form feed beside a space", (["x\x0cy", "x y"], "build")),
    ("a carriage return beside a space", (["x\ry", "x y"], "build")),
    ("U+001C beside a space", (["x\x1cy", "x y"], "build")),
    ("U+0085 beside a space", (["x\x85y", "x y"], "build")),
    ("U+2028 beside a space", (["x\u2028y", "x y"], "build")),
    ("a backslash-t beside a tab", (["x\\ty", "x\ty"], "build")),
    ("a backslash-n beside a newline, in a dry-run", (["x\\ny", "x\ny"], "dry-run")),
    ("a tab beside a space, one article each", (["x\ty", "x y"], "one")),
    ("a newline beside a space, one article each", (["x\ny", "x y"], "one")),
]


@attack("terminal", "low", variants=FAIL_NAMES_S12)
def a_s12_failure_lines_tell_names_apart(ctx: Ctx, v: tuple[list[str], str]) -> Verdict:
    """Articles that fail (front matter that is not YAML) under names that differ by a control character or
    white space: each failure is one line, with no control character in it, and no two names print alike."""
    names, how = v
    content = blog(ctx, {f"{name}.md": BROKEN_S12 for name in names})
    lines: list[str] = []
    for name in names if how == "one" else [None]:
        if name is not None:
            done = ctx.run(content / f"{name}.md", "--out", ctx.tmp / "out", timeout=60)
        else:
            done = build(ctx, *(["--dry-run"] if how == "dry-run" else []), timeout=60)
        if done.timed_out or done.traceback:
            return Verdict(False, done.brief(), "high" if done.timed_out else "medium")
        text = done.stdout if how == "dry-run" else done.stderr
        prefix = "failed" if how == "dry-run" else "narrate: error:"
        lines += [line for line in text.split("\n") if line.startswith(prefix) and "YAML" in line]
    raw = [line for line in lines if any(c in line for c in "\t\r\x0b\x0c\x1c\x85\u2028")]
    printed = {line.split(".md")[0].rsplit("/", 1)[-1] for line in lines}
    ok = len(lines) == len(names) and len(printed) == len(names) and not raw
    return Verdict(ok, f"{len(lines)} lines, {len(printed)} distinct, {len(raw)} raw: {sorted(printed)}"[:300])


# --- which threads a plug-in publication holds, and the exit code after a refused write

PLUGIN_CODE_S12: dict[str, tuple[str, str]] = {
    "whose import-time worker writes over the feed during publish()": (
        "import queue, threading\nJOBS = queue.Queue()\n"
        "def _work():\n    while True:\n        f = JOBS.get()\n        try:\n            f()\n        except Exception:\n"
        "            pass\nthreading.Thread(target=_work, daemon=True).start()\n",
        f"done = __import__('threading').Event(); JOBS.put(lambda: atomic.write_bytes({_S11_FEED}, b'mine')); "
        "JOBS.put(done.set); done.wait(5)",
    ),
    "whose import-time worker writes outside during publish()": (
        "import queue, threading\nJOBS = queue.Queue()\n"
        "def _work():\n    while True:\n        f = JOBS.get()\n        try:\n            f()\n        except Exception:\n"
        "            pass\nthreading.Thread(target=_work, daemon=True).start()\n",
        "done = __import__('threading').Event(); JOBS.put(lambda: atomic.write_bytes(site.layout.root.parent / "
        "'mine' / 'x.txt', b'mine')); JOBS.put(done.set); done.wait(5)",
    ),
    "whose import-time worker writes over the feed after publish() returned": (
        "import queue, threading, time\nJOBS = queue.Queue()\n"
        "def _work():\n    while True:\n        f = JOBS.get()\n        try:\n            f()\n        except Exception:\n"
        "            pass\nthreading.Thread(target=_work, daemon=True).start()\n",
        f"JOBS.put(lambda: (time.sleep(0.4), atomic.write_bytes({_S11_FEED}, b'mine')))",
    ),
    "whose import-time Timer writes over the feed": (
        "import threading\nROOT = []\nthreading.Timer(1.0, lambda: ROOT and __import__('narrate.atomic').atomic."
        "write_bytes(ROOT[0] / 'en' / 'feed.xml', b'mine')).start()\n",
        "ROOT.append(site.layout.root); __import__('time').sleep(1.2)",
    ),
    "whose import-time thread starts another during publish() that writes over the feed": (
        "import threading, time\nROOT = []\n"
        "def _later():\n    while not ROOT:\n        time.sleep(0.01)\n"
        "    t = threading.Thread(target=atomic.write_bytes, args=(ROOT[0] / 'en' / 'feed.xml', b'mine'))\n"
        "    t.start(); t.join()\nthreading.Thread(target=_later, daemon=True).start()\n",
        "ROOT.append(site.layout.root); time.sleep(0.5)",
    ),
    "whose warm import-time pool's job submits another that writes over the feed after": (
        "import concurrent.futures as cf, time\nPOOL = cf.ThreadPoolExecutor(2)\nPOOL.submit(time.sleep, 0).result()\n",
        f"POOL.submit(lambda: POOL.submit(lambda: (time.sleep(0.4), atomic.write_bytes({_S11_FEED}, b'mine'))))",
    ),
    "writing over the feed through loop.run_in_executor's default pool": (
        "import asyncio\n",
        "async def go():\n            await asyncio.get_running_loop().run_in_executor(None, atomic.write_bytes, "
        f"{_S11_FEED}, b'mine')\n        asyncio.run(go())",
    ),
    "writing outside through asyncio.to_thread": (
        "import asyncio\n",
        "asyncio.run(asyncio.to_thread(atomic.write_bytes, site.layout.root.parent / 'mine' / 'x.txt', b'mine'))",
    ),
    "whose thread hands a delayed write over the feed to a pool it did not start": (
        "import concurrent.futures as cf, threading, time\nPOOL = cf.ThreadPoolExecutor(1)\n",
        "threading.Thread(target=lambda: POOL.submit(lambda: (time.sleep(0.4), atomic.write_bytes("
        f"{_S11_FEED}, b'mine')))).start()",
    ),
}


@attack("plug-in", "high", variants=[(f"a publisher {h}", h) for h in PLUGIN_CODE_S12])
def a_s12_a_plugins_own_threads(ctx: Ctx, v: str) -> Verdict:
    """A plug-in publisher whose own threads (started at import, by a Timer, by its threads, or jobs it hands to
    a pool or an event loop's executor) write over narrate's feed or outside: narrate's files stay narrate's,
    nothing is written outside, no traceback; two builds."""
    content = _full_blog(ctx)
    (ctx.tmp / "mine").mkdir()
    env = _evil_plugin(ctx, *PLUGIN_CODE_S12[v])
    runs = []
    for _ in range(2):
        runs.append(ctx.run("build", content, "--out", ctx.tmp / "out", timeout=90, env=env))
        time.sleep(0.8)
    for run in runs:
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
    problems = _plugin_damage(ctx)
    return Verdict(not problems, "; ".join(problems)[:300] or runs[0].brief())


LATE_S12 = [
    ("a thread writing over the feed after publish() returned", f"atomic.write_bytes({_S11_FEED}, b'mine')"),
    (
        "a thread writing outside after publish() returned",
        "atomic.write_bytes(site.layout.root.parent / 'mine' / 'x.txt', b'mine')",
    ),
    (
        "a thread writing its own file after publish() returned",
        "atomic.write_bytes(site.layout.root / 'late.txt', b'mine')",
    ),
]


@attack("plug-in", "medium", variants=LATE_S12)
def a_s12_a_refused_late_write_fails_the_command(ctx: Ctx, v: str) -> Verdict:
    """A plug-in's thread left running (not a daemon) whose write after publish() returned is refused: the
    command's exit code says so (1, with one `narrate: error:` line), and nothing is written."""
    content = _full_blog(ctx)
    (ctx.tmp / "mine").mkdir()
    env = _evil_plugin(
        ctx, "import threading, time\n", f"threading.Thread(target=lambda: (time.sleep(0.4), {v})).start()"
    )
    done = ctx.run("build", content, "--out", ctx.tmp / "out", timeout=90, env=env)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    problems = _plugin_damage(ctx)
    if (ctx.tmp / "out" / "late.txt").exists():
        problems.append("late.txt written after publish() returned")
    if done.traceback:
        problems.append("traceback")
    if done.code != 1 or len(done.errors()) != 1:
        problems.append(f"exit {done.code} with {len(done.errors())} error lines")
    return Verdict(not problems, "; ".join(problems)[:300] or done.brief())


APP_THREADS_S12 = [
    ("the application's worker saves its own file during a publication", "during"),
    ("the application's worker saves its own file after a publication", "after"),
    ("the application's main thread saves after a publication run in a worker", "main"),
    ("the application's pool saves its own file during a publication", "pool"),
]

_APP_S12 = """
import concurrent.futures, sys, threading
from pathlib import Path
from narrate import atomic, build_site, load_config
from narrate.publish.publisher import PUBLISHERS, publish_all
tmp, how = Path(sys.argv[1]), sys.argv[2]
config = load_config(tmp / "voices.yaml")
build_site(tmp / "content", config, tmp / "out")
publishing, saved = threading.Event(), threading.Event()
outcome = []
def save():
    try:
        atomic.write_bytes(tmp / "app" / "state.json", b"{}")
        outcome.append("saved")
    except Exception as exc:
        outcome.append(str(exc))
    saved.set()
class Waiting:
    name = "waiting"
    def publish(self, site):
        publishing.set()
        saved.wait(10) if how in ("during", "pool") else None
        return []
pool = concurrent.futures.ThreadPoolExecutor(1)
pool.submit(int).result()
if how == "during":
    threading.Thread(target=lambda: (publishing.wait(10), save())).start()
if how == "pool":
    threading.Thread(target=lambda: (publishing.wait(10), pool.submit(save))).start()
if how == "main":
    with concurrent.futures.ThreadPoolExecutor(1) as worker:
        worker.submit(publish_all, config, tmp / "out", publishers=[*PUBLISHERS, Waiting()]).result(60)
    save()
else:
    publish_all(config, tmp / "out", publishers=[*PUBLISHERS, Waiting()])
if how == "after":
    t = threading.Thread(target=save); t.start(); t.join()
saved.wait(10)
print(outcome)
"""


@attack("plug-in", "medium", variants=APP_THREADS_S12)
def a_s12_the_applications_threads_are_not_a_plugins(ctx: Ctx, v: str) -> Verdict:
    """A library user's own threads (a worker, its pool, the main thread) save their own file through
    narrate.atomic while or after a plug-in publication runs in another thread: nothing of theirs is refused."""
    blog(ctx, {"notes.md": article()}, FEED_ART)
    png(ctx.tmp / "art" / "cover.png", color=(10, 20, 30))
    (ctx.tmp / "app").mkdir()
    python = Path(ctx.narrate[0]).parent / "python" if Path(ctx.narrate[0]).name == "narrate" else Path(sys.executable)
    started = time.monotonic()
    proc = subprocess.run(
        [str(python), "-c", _APP_S12, str(ctx.tmp), v],
        cwd=ctx.tmp,
        env=ctx.env,
        capture_output=True,
        timeout=120,
    )
    out = proc.stdout.decode("utf-8", "replace").strip()
    if b"Traceback" in proc.stderr and "saved" not in out:
        return Verdict(False, "harness or traceback: " + proc.stderr.decode("utf-8", "replace")[-200:])
    ok = out == "['saved']" and (ctx.tmp / "app" / "state.json").exists()
    return Verdict(ok, f"{out[:240]} ({time.monotonic() - started:.1f} s)")


# ============================================================================= session 13: new variants of issue 43
# Written and committed before they were run (issue 43, round 4, session 13's harden lane): names that fold to a
# site's file on a case-insensitive or normalising disk, twins in two folders, a derived name's own twin taken;
# an output or cache folder swapped for a link mid-build; a build killed at each phase (a path claimed and not
# written, a temporary file half written, the feed, the cache); opt-out typos through every key that removes or
# moves an episode; expansion through nesting and recursion; non-regular files where a site file or config is
# looked for; malformed answers and refusals of new shapes; cue templates; controls, CR and surrogates in feed
# titles, chapter titles, transcript cues, episodes.json and the page's <title>; linear time on new shapes.

FAMILY[0] = "s13"

# --- a file narrate writes whose name folds to the site's own file (APFS, NTFS: one file)

FOLDS_S13 = [
    ("the site's en/Notes.mp3 beside narrate's notes.mp3", ("notes.md", "en/Notes.mp3")),
    ("the site's en/NOTES.html beside narrate's notes.html", ("notes.md", "en/NOTES.html")),
    ("the site's en/notes.VTT beside narrate's notes.vtt", ("notes.md", "en/notes.VTT")),
    ("the site's NFD en/cafe\u0301.html beside narrate's NFC café.html", ("caf\u00e9.md", "en/cafe\u0301.html")),
    ("the site's EN/feed.xml folder beside narrate's en/", ("notes.md", "EN/feed.xml")),
    ("the site's Episodes.json beside narrate's episodes.json", ("notes.md", "Episodes.json")),
]


@attack("overwrite", "high", variants=FOLDS_S13)
def a_s13_a_written_name_folds_to_a_sites_file(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """The site's own file sits at a name that is narrate's output name once case or Unicode normalisation is
    folded (the same file on macOS and Windows): narrate leaves it as it is and writes no name that folds to it
    (another name with a warning, or one line), and the build ends without a traceback."""
    name, planted_rel = v
    blog(ctx, {name: article(), "other.md": article("Other")})
    planted = write(ctx.tmp / "out" / planted_rel, USER)
    done = build(ctx)
    if done.timed_out or done.traceback:
        return Verdict(False, done.brief(), "high" if done.timed_out else "medium")
    lost = unchanged(planted)
    parts = Path(planted_rel).parts
    twins = []
    folder = ctx.tmp / "out"
    for depth, part in enumerate(parts):
        for sibling in folder.iterdir() if folder.is_dir() else []:
            if sibling.name != part and _norm(sibling.name) == _norm(part):
                twins.append("/".join([*parts[:depth], sibling.name]))
        folder = folder / part
    if twins:
        lost.append(f"narrate wrote {twins[0]}, one file with the site's {planted_rel} on a folding disk")
    return kept_verdict(done, lost)


# --- two articles in two folders whose episode names are one (derived from the file names)

TWINS_S13 = [
    ("Notes.md and notes.md in two folders", {"a/Notes.md": article("Upper"), "b/notes.md": article("L", "L says.")}),
    (
        "NFC and NFD café in two folders",
        {"a/caf\u00e9.md": article("NFC"), "b/cafe\u0301.md": article("NFD", "The NFD one speaks.")},
    ),
    ("two bundles Notes/ and notes/", {"Notes/index.md": article("Upper"), "x/notes/index.md": article("L", "L.")}),
    ("NOTES.MD and notes.md", {"NOTES.MD": article("Upper"), "notes.md": article("Lower", "The lower one speaks.")}),
    (
        "an explicit slug 'Notes' and a file notes.md",
        {"a.md": article("A", extra="slug: Notes\n"), "notes.md": article("B", "B speaks.")},
    ),
]


@attack("name clash", "high", variants=TWINS_S13)
def a_s13_two_articles_one_name_from_two_folders(ctx: Ctx, v: dict[str, str]) -> Verdict:
    """Two articles in two folders whose derived names differ only by case or normalisation: both heard under
    names that stay two on a folding disk, or one line (the s4 judge)."""
    return a_s4_two_articles_one_name(ctx, v)


# --- a derived name's own alternative taken by the site too


@attack("overwrite", "high", variants=[("page", "html"), ("episode", "mp3")])
def a_s13_the_alternative_name_is_the_sites_too(ctx: Ctx, v: str) -> Verdict:
    """The site holds en/hello.<v>, so narrate takes another name for the article; the site also holds every file
    of that other name (planted after a first look at what narrate chose): no file of the site's changes."""
    blog(ctx, {"hello.md": article("Hello")})
    planted = [write(ctx.tmp / "out" / "en" / f"hello.{v}", USER)]
    build(ctx)
    chosen = sorted({p.name.split(".")[0] for p in (ctx.tmp / "out" / "en").glob("hello-*.mp3")})
    if not chosen:
        return Verdict(False, "harness: no other name chosen on the first build", "low")
    shutil.rmtree(ctx.tmp / "out")
    planted = [write(ctx.tmp / "out" / "en" / f"hello.{v}", USER)]
    planted += [write(ctx.tmp / "out" / "en" / f"{chosen[0]}.{ext}", USER) for ext in ("mp3", "html", "vtt")]
    done = build(ctx)
    return kept_verdict(done, unchanged(*planted))


# --- a folder of the output or of the cache swapped for a link while a build runs

SWAPS_S13 = [
    ("out/en swapped for a link to the site's folder", ("out", "en")),
    ("out/manifest/en swapped for a link to the site's folder", ("out", "manifest/en")),
    ("out/player swapped for a link to the site's folder", ("out", "player")),
    ("cache/chunks swapped for a link to the user's folder", ("cache", "chunks")),
    ("cache/articles swapped for a link to the user's folder", ("cache", "articles")),
]


def _wait_for(proc: subprocess.Popen[bytes], ready: Callable[[], bool], seconds: float = 120) -> bool:
    """Poll `ready` every few milliseconds while `proc` runs; whether it came true before the process ended."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and proc.poll() is None:
        with contextlib.suppress(OSError, ValueError):
            if ready():
                return True
        time.sleep(0.003)
    return False


def _started(ctx: Ctx, *args: object) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [*ctx.narrate, *(str(a) for a in args)],
        cwd=ctx.tmp,
        env=ctx.env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )


def _finished(proc: subprocess.Popen[bytes], seconds: float = 120) -> bytes | None:
    """The stderr of `proc` once it ends; None when it had to be killed at `seconds`."""
    try:
        return proc.communicate(timeout=seconds)[1]
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        return None


@attack("overwrite", "high", variants=SWAPS_S13)
def a_s13_a_folder_swapped_for_a_link_mid_build(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """While a build of six articles runs, a folder narrate writes in (the language folder, the records, the
    player, the cache's chunks or articles) is moved away and a link to the user's own folder put in its place:
    nothing is written through the link, the user's files stay as they were, the build ends without a
    traceback, and a build after it heals the output."""
    where, rel = v
    content = _s11_blog(ctx, 6)
    root = ctx.tmp / where
    user = ctx.tmp / "mine"
    mine = [write(user / "keep.txt", USER), write(user / "notes.html", USER)]
    if rel == "player":
        build(ctx, timeout=120)
        write(content / "p0.md", article("Post 0", "Edited words now."))
    proc = _started(ctx, "build", content, "--out", ctx.tmp / "out", "--jobs", "1", "--force")
    folder = root / rel
    if rel == "player":
        ready = lambda: folder.is_dir()  # noqa: E731
    else:
        ready = lambda: any(folder.rglob("*")) and (ctx.tmp / "out" / "en" / "p0.mp3").exists()  # noqa: E731
    swapped = _wait_for(proc, ready)
    if swapped:
        os.rename(folder, folder.with_name(folder.name + ".moved"))
        os.symlink(user, folder)
    err = _finished(proc)
    if err is None:
        return Verdict(False, "still running after 120 s", "high")
    if not swapped:
        return Verdict(False, "harness: the build ended before the swap", "low")
    lost = unchanged(*mine) + _written_outside(ctx, user, ("keep.txt", "notes.html"))
    if b"Traceback (most recent call last)" in err:
        return Verdict(False, "; ".join(lost) + " traceback: " + err.decode(errors="replace")[-150:], "medium")
    return Verdict(not lost, "; ".join(lost)[:300] or err.decode(errors="replace").strip()[-160:])


# --- a build killed at each phase, then built again

PHASES_S13 = [
    ("a path claimed and not yet written, then a rebuild", ("claimed", "heal")),
    ("a path claimed and not yet written, the site's file put there, then a rebuild", ("claimed", "plant")),
    ("a path claimed and not yet written, a --force rebuild", ("claimed", "force")),
    ("a temporary file half written in en/, then a rebuild", ("temporary", "heal")),
    ("the feed's temporary file there, then a rebuild", ("feed", "heal")),
    ("a chunk's temporary file in the cache, then a rebuild", ("cache", "heal")),
    ("an MP3 there and its transcript not, then a rebuild", ("sidecar", "heal")),
    ("an MP3 there and its transcript not, the site's transcript put there, then a rebuild", ("sidecar", "plant")),
]


def _claims_unwritten(out: Path) -> list[str]:
    """Paths of episode files the list's journal claims that are not (yet) on disk."""
    journal = out / "manifest" / ".written.journal"
    found = []
    for line in journal.read_bytes().splitlines():
        with contextlib.suppress(ValueError, TypeError, AttributeError):
            for rel in json.loads(line).get("listed", []):
                if rel.endswith((".mp3", ".vtt")) and not (out / rel).exists():
                    found.append(rel)
    return found


def _phase_ready(ctx: Ctx, phase: str) -> Callable[[], bool]:
    out, cache = ctx.tmp / "out", ctx.tmp / "cache"

    def ready() -> bool:
        if phase == "claimed":
            return bool(_claims_unwritten(out))
        if phase == "temporary":
            return any(".narrate-" in p.name for p in (out / "en").iterdir())
        if phase == "feed":
            return any(p.name.startswith(".feed.xml.") for p in (out / "en").iterdir())
        if phase == "cache":
            return any("narrate-" in p.name for p in (cache / "chunks").rglob("*"))
        mp3s = {p.stem for p in (out / "en").glob("*.mp3")}
        return bool(mp3s - {p.stem for p in (out / "en").glob("*.vtt")})

    return ready


def _half_files(out: Path, planted: list[Path]) -> list[str]:
    """Files a build left that no reader takes whole: temporary files, JSON that does not parse, empty MP3s (the
    site's own files planted aside: they are judged by `unchanged`)."""
    bad = [f"left {t}" for t in _temps(out) if ".narrate-" in t]
    for path in out.rglob("*"):
        if path.is_symlink() or not path.is_file() or path in planted:
            continue
        if path.suffix == ".json" and not path.name.startswith("."):
            try:
                json.loads(path.read_bytes())
            except ValueError:
                bad.append(f"{path.name} does not parse")
        if path.suffix == ".mp3" and path.stat().st_size < 200:
            bad.append(f"{path.name} {path.stat().st_size} bytes")
    return bad


@attack("kill", "high", variants=PHASES_S13)
def a_s13_a_build_killed_at_a_phase(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A build of six articles killed (SIGKILL) at one phase: a path claimed in the ledger's journal and not yet
    written, a temporary file in the language folder, the feed's temporary file, a chunk's in the cache, an MP3
    written before its transcript. The next build (or, `plant`, after the site put its own file at the
    claimed-but-unwritten path) exits 0 or says one line, calls none of narrate's own files the site's, leaves the
    site's file as it is, leaves no half file; a third build builds nothing."""
    phase, then = v
    content = _s11_blog(ctx, 6)
    out = ctx.tmp / "out"
    (out / "en").mkdir(parents=True)
    (ctx.tmp / "cache" / "chunks").mkdir(parents=True)
    if phase == "feed":
        build(ctx, timeout=120)
        write(content / "p0.md", article("Post 0", "Edited words now."))
    proc = _started(ctx, "build", content, "--out", out, "--jobs", "1")
    hit = _wait_for(proc, _phase_ready(ctx, phase))
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGKILL)
    _finished(proc, 30)
    if not hit:
        return Verdict(False, f"harness: the build ended before the phase '{phase}'", "low")
    planted: list[Path] = []
    if then == "plant":
        if phase == "claimed":
            rels = _claims_unwritten(out)
        else:
            rels = [f"en/{p.stem}.vtt" for p in (out / "en").glob("*.mp3") if not p.with_suffix(".vtt").exists()]
        planted = [write(out / rel, USER) for rel in rels if not (out / rel).exists()]
    heal, report = build_json(ctx, *(["--force"] if then == "force" else []), timeout=180)
    if heal.timed_out:
        return Verdict(False, heal.brief(), "high")
    if heal.traceback:
        return Verdict(False, "traceback: " + heal.brief(), "medium")
    problems = unchanged(*planted)
    if not planted and "not narrate's" in heal.stderr:
        problems.append("narrate's own file called the site's: " + heal.errors()[0][:150] if heal.errors() else "")
    if not planted and heal.code != 0:
        problems.append(f"heal exit {heal.code}")
    # (harness fix, s13: the site's planted 49-byte file at p1.mp3 was taken for a half-written MP3 of narrate's)
    problems += _half_files(out, planted)
    missing = [i for i in range(6) if not list(out.glob(f"en/p{i}*.mp3"))]
    if missing and not planted:
        problems.append(f"not built: {missing}")
    last, again = build_json(ctx, timeout=180)
    if again.get("built") and not planted:
        problems.append(f"the build after built {len(again['built'])}")
    return Verdict(not problems, "; ".join(p for p in problems if p)[:300] or heal.brief())


# --- opt-out typos through every key that removes or moves an episode

FLAGS_S13 = [
    ("yaml draft: Ture", ("yaml", "draft", "Ture")),
    ("yaml draft: tru", ("yaml", "draft", "tru")),
    ("yaml draft: 'yes please'", ("yaml", "draft", "'yes please'")),
    ("yaml audio: fullwidth ｆａｌｓｅ", ("yaml", "audio", "ｆａｌｓｅ")),
    ("yaml audio: 'false' and a zero-width space", ("yaml", "audio", '"false\\u200b"')),
    ("yaml audio: !!bool ture", ("yaml", "audio", "!!bool ture")),
    ("yaml narrate: ＮＯ", ("yaml", "narrate", "ＮＯ")),
    ("toml draft = 'flase'", ("toml", "draft", "'flase'")),
    ("toml narrate = 'nein'", ("toml", "narrate", "'nein'")),
    ("json draft: 'ture'", ("json", "draft", '"ture"')),
    ("json audio: 'of'", ("json", "audio", '"of"')),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=FLAGS_S13)
def a_s13_flag_typo_keeps_the_episode(ctx: Ctx, v: tuple[str, str, str]) -> Verdict:
    """A published episode's opt-out flag edited to a value that is no documented word: the episode stays, with
    a warning naming the file (the s4 judge)."""
    return a_s4_flag_misread_keeps_the_episode(ctx, v)


HUGO_S13 = [
    ("yaml date: '2024-01-02T25:61:00'", ("yaml", {"date": "'2024-01-02T25:61:00'"}, True)),
    ("yaml publishDate: Devanagari digits", ("yaml", {"publishDate": "'२०२४-०१-०२'"}, True)),
    ("yaml expiryDate: '2024-01-02 yesterday'", ("yaml", {"expiryDate": "'2024-01-02 yesterday'"}, True)),
    ("yaml date: 2204-01-02 (a typo for 2024: the future)", ("yaml", {"date": "2204-01-02"}, False)),
    ("toml publishDate = '2024-01-0'", ("toml", {"publishDate": "'2024-01-0'"}, True)),
    ("yaml series: ture (no key of narrate's)", ("yaml", {"series": "ture"}, False)),
    ("yaml lang: zh-hnas", ("yaml", {"lang": "zh-hnas"}, True)),
    ("yaml lang: 'e n'", ("yaml", {"lang": "'e n'"}, True)),
    ("yaml slug: '' on a published episode", ("yaml", {"slug": "''"}, False)),
    ("yaml slug: '  ' on a published episode", ("yaml", {"slug": "'  '"}, False)),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=HUGO_S13)
def a_s13_a_key_typo_keeps_the_hugo_episode(ctx: Ctx, v: tuple[str, dict[str, str], bool]) -> Verdict:
    """A Hugo post's date, publish or expiry date, language, slug or series edited to a typo: the published
    episode stays where it was; a value Hugo would not read as written is warned of with the file's name. A date
    in the future (a real date) may unpublish only with a line naming the file."""
    fmt, fields, warn = v
    verdict = _hugo_stays(ctx, fmt, fields, warn=warn)
    if not verdict.held and "2204" in str(fields) and "notes.md" in verdict.note:
        return Verdict(True, "unpublished with a line naming the file: " + verdict.note)
    return verdict


# --- expansion through nesting and recursion

EXPAND_S13 = [
    ("a page param naming a site param, 25 doubling levels", "pagechain"),
    ("variables.json, 40 doubling levels", "triplechain"),
    ("Jekyll site.data, 30 doubling levels", "datachain"),
    ("a Jekyll include that includes itself", "selfinclude"),
    ("shortcodes nested 20,000 deep", "deepshortcodes"),
    ("a 900 KB site param used 100 times", "bigparam"),
    ("a param in 100,000 list items", "manyuses"),
]


def _expansion_site(ctx: Ctx, kind: str) -> tuple[str, str, str]:
    """The site files for `kind`; the article's path, body and extra front matter."""
    if kind == "pagechain":
        params = "".join(
            f'a{n} = \'{{{{< param "a{n - 1}" >}}}} {{{{< param "a{n - 1}" >}}}}\'\n' for n in range(1, 26)
        )
        write(ctx.tmp / "hugo.toml", HUGO_SITE + "[params]\na0 = 'word word word '\n" + params)
        return "posts/post.md", '{{< param "top" >}} ' * 50, "top: '{{< param \"a25\" >}}'\n"
    if kind == "triplechain":
        chain = {"a0": "word word "} | {
            f"a{n}": f"{{{{{{ .a{n - 1} }}}}}} {{{{{{ .a{n - 1} }}}}}}" for n in range(1, 41)
        }
        write(ctx.tmp / "variables.json", json.dumps(chain))
        return "post.md", "{{{ .a40 }}} " * 20, ""
    if kind == "datachain":
        write(ctx.tmp / "_config.yml", "title: Blog\n")
        data = "a0: 'word word '\n" + "".join(
            f"a{n}: '{{{{ site.data.x.a{n - 1} }}}} {{{{ site.data.x.a{n - 1} }}}}'\n" for n in range(1, 31)
        )
        write(ctx.tmp / "_data" / "x.yml", data)
        return "_posts/2024-01-02-post.md", "{{ site.data.x.a30 }} " * 20, ""
    if kind == "selfinclude":
        write(ctx.tmp / "_config.yml", "title: Blog\n")
        write(ctx.tmp / "_includes" / "a.html", "Words {% include a.html %} {% include a.html %}\n")
        return "_posts/2024-01-02-post.md", "{% include a.html %}\n\n" * 100, ""
    if kind == "deepshortcodes":
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
        return "posts/post.md", "{{< note >}}" * 20_000 + "deep words" + "{{< /note >}}" * 20_000, ""
    if kind == "bigparam":
        write(ctx.tmp / "hugo.toml", HUGO_SITE + "[params]\nbig = '" + "word " * 180_000 + "'\n")
        return "posts/post.md", '{{< param "big" >}}\n\n' * 100, ""
    write(ctx.tmp / "hugo.toml", HUGO_SITE + "[params]\nname = 'A product name of some length here'\n")
    return "posts/post.md", "".join(f'- item {i} {{{{< param "name" >}}}}\n' for i in range(100_000)), ""


@attack("expansion", "high", variants=EXPAND_S13)
def a_s13_expansion_nested_or_recursive(ctx: Ctx, v: str) -> Verdict:
    """Site variables naming variables many levels deep, an include that includes itself, shortcodes nested
    20,000 deep, a huge value used often, a short one used 100,000 times: `script` ends within 60 s and 2 GB
    with a result of bounded size (40 times the article and 2 MB), or one line; never a traceback."""
    rel, body, extra = _expansion_site(ctx, v)
    path = write(ctx.tmp / "content" / rel, article(body="Plain words first. " + body, extra=extra))
    write(ctx.tmp / "voices.yaml", OFFLINE)
    done = ctx.run("script", path, "--json", timeout=60, mem_mb=2000)
    verdict = _bounded(done)
    size = path.stat().st_size
    if verdict.held and len(done.out) > 40 * size + 2_000_000:
        return Verdict(False, f"{len(done.out) / size:.0f}x the input in the script; " + done.brief())
    return verdict


# --- non-regular files where narrate looks for a config or a site file

ODD_SITE_S13 = [
    ("hugo.toml is a socket", ("hugo.toml", "socket")),
    ("hugo.toml is a folder", ("hugo.toml", "folder")),
    ("_config.yml is a folder", ("_config.yml", "folder")),
    ("variables.json is a FIFO", ("variables.json", "fifo")),
    ("config/_default/params.toml is a FIFO", ("config/_default/params.toml", "fifo")),
    ("data/x.yaml is a socket beside hugo.toml", ("data/x.yaml", "socket")),
    ("voices.yaml found walking up is a folder", ("voices.yaml", "folder")),
    ("--config is /dev/null", ("--config", "/dev/null")),
    ("--config is a folder", ("--config", "folder")),
    ("an article is a socket", ("content/posts/sock.md", "socket")),
    ("_data is a FIFO", ("_data", "fifo")),
]


@attack("non-regular file", "high", variants=ODD_SITE_S13)
def a_s13_a_site_file_of_another_kind(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A socket, a folder, a FIFO or a device where narrate looks for a config, a site's data or an article: the
    build ends within 30 s without a traceback, and either builds the other articles or stops with one line
    naming the file."""
    rel, kind = v
    voices = OFFLINE
    content = ctx.tmp / "content"
    # (harness fix, s13: a Jekyll site's posts are in _posts; in posts/ both were skipped, so the FIFO never read)
    folder, prefix = ("_posts", "2024-01-02-") if rel == "_data" else ("posts", "")
    write(content / folder / f"{prefix}notes.md", article())
    write(content / folder / f"{prefix}other.md", article("Other"))
    if rel == "_config.yml" or rel == "_data":
        write(ctx.tmp / "_config.yml" if rel == "_data" else ctx.tmp / "x", "title: Blog\n")
    elif rel not in ("hugo.toml", "voices.yaml", "--config", "variables.json", "content/posts/sock.md"):
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
    args: list[object] = ["build", content, "--out", ctx.tmp / "out"]
    if rel == "voices.yaml":
        _odd(ctx.tmp / "voices.yaml", kind)
    else:
        write(ctx.tmp / "voices.yaml", voices)
    if rel == "--config":
        config = Path(kind) if kind.startswith("/") else _odd(ctx.tmp / "cfg.yaml", kind)
        args += ["--config", config]
    elif rel != "voices.yaml":
        if rel == "_config.yml" and kind == "folder":
            (ctx.tmp / "x").unlink()
        _odd(ctx.tmp / rel, kind)
    done = ctx.run(*args, timeout=30)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback or b"MemoryError" in done.err:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    built = list((ctx.tmp / "out").glob("*/*.mp3"))
    named = (
        done.code == 1
        and len(done.errors()) == 1
        and Path(kind if rel == "--config" else rel).name[:8] in (done.errors()[0] if done.errors() else "")
    )
    if named or (done.code in (0, 1) and built):
        return Verdict(True, f"{len(built)} built; " + done.brief())
    return Verdict(False, f"{len(built)} built, not one line naming it: " + done.brief())


# --- the service: malformed answers of new shapes


async def _script_answer_s13(srv: Any, ws: Any, how: str, headers: dict[str, str], body: str) -> bool:
    import asyncio

    from edge_standin import audio_frame, parse_ssml, text_frame

    rid = headers.get("X-RequestId") or "0" * 32
    sid = "D" * 32
    parsed = parse_ssml(body)
    rend = await asyncio.get_running_loop().run_in_executor(
        None, srv.render, parsed.text if parsed else "x", parsed.voice if parsed else "en-US-AriaNeural"
    )

    async def send(frame: str | bytes) -> None:
        await (ws.send_bytes(frame) if isinstance(frame, bytes) else ws.send_str(frame))

    def meta(offset: Any, duration: Any, text: Any = "One", kind: str = "WordBoundary") -> str:
        data = {"Offset": offset, "Duration": duration, "text": {"Text": text, "Length": 3, "BoundaryType": kind}}
        return json.dumps({"Metadata": [{"Type": kind, "Data": data}]})

    await send(text_frame(rid, "turn.start", "{}"))
    if how == "a negative Offset":
        await send(text_frame(rid, "audio.metadata", meta(-10_000_000, 1_000_000)))
    elif how == "an Offset of 1e300":
        await send(text_frame(rid, "audio.metadata", meta(1e300, 1_000_000)))
    elif how == "a NaN Duration":
        await send(text_frame(rid, "audio.metadata", meta(0, "NaN").replace('"NaN"', "NaN")))
    elif how == "boundaries going backwards":
        for offset in (30_000_000, 20_000_000, 10_000_000):
            await send(text_frame(rid, "audio.metadata", meta(offset, 1_000_000)))
    elif how == "a boundary of an unknown Type":
        await send(text_frame(rid, "audio.metadata", meta(0, 1, kind="Viseme")))
    elif how == "an audio frame whose Content-Type is text/plain":
        head = f"X-RequestId:{rid}\r\nContent-Type:text/plain\r\nPath:audio\r\n".encode()
        await send(len(head).to_bytes(2, "big") + head + b"not mp3 at all")
    elif how == "turn.end with no audio, then the socket closed":
        await send(text_frame(rid, "turn.end", "{}"))
        await ws.close()
        return False
    elif how == "a metadata Text of 1 MB":
        await send(text_frame(rid, "audio.metadata", meta(0, 1, "x" * 1_000_000)))
    for at in range(0, len(rend.mp3), 4096):
        await send(audio_frame(rid, sid, rend.mp3[at : at + 4096]))
    await send(audio_frame(rid, sid, b""))
    await send(text_frame(rid, "turn.end", "{}"))
    return True


ANSWERS_S13 = [
    "a negative Offset",
    "an Offset of 1e300",
    "a NaN Duration",
    "boundaries going backwards",
    "a boundary of an unknown Type",
    "an audio frame whose Content-Type is text/plain",
    "turn.end with no audio, then the socket closed",
    "a metadata Text of 1 MB",
]


@attack("malformed answer", "medium", lane="voice", variants=[(f"{h}, once", (h, 1)) for h in ANSWERS_S13])
def a_s13_one_odd_answer(ctx: Ctx, v: tuple[str, int | None]) -> Verdict:
    """One answer of a new malformed shape among good ones (timeout 5, attempts 3): a sound episode within 150 s,
    never 'please report this' (the s10 judge)."""
    how, limit = v
    done = _edge_build(
        ctx, _scripted_by(_script_answer_s13, how, limit), EDGE_VOICES + "timeout: 5\nattempts: 3\n", "1", 150
    )
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    if "please report" in done.stderr:
        return Verdict(False, "'please report this': " + done.brief())
    if done.traceback or done.code != 0 or not mp3.exists():
        return Verdict(False, done.brief())
    why = _sound_mp3(mp3)
    return Verdict(why is None, (why or f"episode {mp3.stat().st_size} bytes") + "; " + done.brief())


@attack("malformed answer", "medium", lane="voice", variants=[(f"{h}, always", (h, None)) for h in ANSWERS_S13[5:7]])
def a_s13_always_odd_answers(ctx: Ctx, v: tuple[str, int | None]) -> Verdict:
    """Every answer of that shape: one line within 150 s, never 'please report', or a sound episode."""
    how, limit = v
    done = _edge_build(
        ctx, _scripted_by(_script_answer_s13, how, limit), EDGE_VOICES + "timeout: 5\nattempts: 3\n", "1", 150
    )
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.code == 0 and (ctx.tmp / "out" / "en" / "notes.mp3").exists():
        return Verdict(not done.traceback, done.brief())
    verdict = one_line(done)
    if verdict.held and "please report" in done.stderr:
        return Verdict(False, "'please report this': " + done.brief())
    return verdict


RAW_REFUSALS_S13 = [
    "401 Unauthorized",
    "403 Forbidden with a 1 MB body",
    "500 with a Retry-After of -1",
    "101 Switching Protocols then a close frame 1011",
    "a handshake answer one byte a second",
]


@attack("service refuses", "medium", lane="voice", variants=[(r, r) for r in RAW_REFUSALS_S13])
def a_s13_twenty_articles_against_a_refusing_service(ctx: Ctx, v: str) -> Verdict:
    """20 articles against a service that refuses in a new way: --no-fallback ends within 60 s with one line per
    article; with fallback, within 90 s with every episode made offline (the s7 judge)."""
    return a_s7_twenty_articles_against_a_refusing_service(ctx, v)


# --- cue templates

CUES_S13 = [
    ("a conversion !s", ("code_many", "'{n!s} samples'")),
    ("a thousands format spec", ("code_many", "'{n:,} samples'")),
    ("an empty positional field", ("code_many", "'{} samples'")),
    ("N in capitals", ("code_many", "'{N} samples'")),
    ("image_alt asking for n", ("image_alt", "'picture {n}'")),
    ("links_many asking for alt", ("links_many", "'{alt} links'")),
    ("an ANSI escape around the field", ("code_many", '"\\e[31m{n}\\e[0m samples"')),
    ("three braces", ("code_many", "'{{{n}}} samples'")),
]


@attack("cues", "medium", variants=CUES_S13)
def a_s13_cue_template_variants(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A cue that is no plain text of its own named fields: one line naming voices.yaml, or said cleanly (the s6
    judge)."""
    return a_s6_cue_template_variants(ctx, v)


# --- controls, CR and surrogates in feed titles, chapter titles, transcript cues, episodes.json, the page's title

CHARS_S13 = [("an ESC", "\\e", "\x1b"), ("a lone CR", "\\r", "\r"), ("a lone surrogate", "\\udc80", "\udc80")]
PLACES_S13 = ["episode title", "chapter title", "transcript cue", "feed title", "description"]
_BAD_S13 = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")


def _strings(data: Any) -> Iterator[str]:
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for key, value in data.items():
            yield str(key)
            yield from _strings(value)
    elif isinstance(data, list):
        for value in data:
            yield from _strings(value)


@attack(
    "control characters",
    "medium",
    variants=[(f"{c} in the {p}", (p, e, r)) for p in PLACES_S13 for c, e, r in CHARS_S13],
)
def a_s13_a_character_in_a_published_field(ctx: Ctx, v: tuple[str, str, str]) -> Verdict:
    """An ESC, a lone CR or a lone surrogate in an episode's title (the page's <title>, episodes.json, the feed
    item, the MP3's tags), a heading (a chapter's title), a sentence (a transcript cue), the feed's title or a
    description: built with none of them in any published file (JSON read as JSON, a CR kept only as a line
    ending), the feed XML, no traceback; or one line."""
    import xml.etree.ElementTree as ET

    place, escaped, raw = v
    voices, text = FEED_ART, article()
    if place == "episode title":
        text = article(title=f'"No{escaped}tes"')
    elif place == "chapter title":
        body = "Intro words here.\n\n## First" + raw + "part\n\nWords of one.\n\n## Second\n\nWords of two."
        text = article(body=body if raw != "\udc80" else body.replace(raw, "&#xDC80;"))
    elif place == "transcript cue":
        body = f"A first sentence that is said.{raw}A second sentence, said too."
        text = article(body=body if raw != "\udc80" else body.replace(raw, "&#xDC80;"))
    elif place == "feed title":
        voices = FEED_ART.replace("{en: Test notes,", f'{{en: "Test{escaped}notes",')
    else:
        text = article(extra=f'description: "Some{escaped}thing said"\n')
    blog(ctx, {"notes.md": text, "other.md": article("Other")}, voices)
    png(ctx.tmp / "art" / "cover.png", color=(10, 20, 30))
    done = build(ctx)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback or done.code not in (0, 1):
        return Verdict(False, "traceback: " + done.brief())
    problems = []
    if raw != "\r" and raw in done.stdout + done.stderr:
        problems.append("raw on the terminal")
    out = ctx.tmp / "out"
    for path in out.rglob("*"):
        if not path.is_file() or path.name.startswith("."):
            continue
        data = path.read_bytes()
        if path.suffix == ".json":
            try:
                found = [s for s in _strings(json.loads(data)) if _BAD_S13.search(s)]
            except ValueError:
                found = ["not JSON"]
            if found:
                problems.append(f"{path.name}: {found[0][:40]!r}")
        elif path.suffix in (".xml", ".html", ".vtt", ".srt"):
            text_out = data.decode("utf-8", "surrogateescape")
            lines = text_out.replace("\r\n", "\n")
            if _BAD_S13.search(lines) or re.search(r"&#(x0*1b|0*27|x0*d|0*13|xdc80|56448);", text_out, re.I):
                problems.append(f"{path.name} carries it")
    for feed in out.glob("*/feed.xml"):
        try:
            ET.parse(feed)
        except ET.ParseError as exc:
            problems.append(f"feed.xml is not XML: {exc}")
    for mp3 in out.glob("*/*.mp3"):
        from mutagen.id3 import ID3

        tags = " ".join(str(f) for f in ID3(mp3).values())
        if _BAD_S13.search(tags):
            problems.append(f"{mp3.name}'s tags or chapters")
    if done.code == 1 and len(done.errors()) != 1:
        problems.append("exit 1 without one line")
    if not list(out.glob("*/other.mp3")) and done.code == 0:
        problems.append("the other article was not built")
    return Verdict(not problems, "; ".join(dict.fromkeys(problems))[:300] or done.brief())


# --- linear time: new shapes

SHAPES_S13: dict[str, Callable[[], str]] = {
    "nested blockquote markers": lambda: _lines(lambda i: "> " * 20 + f"quoted line {i}"),
    "inline HTML spans": lambda: "<span class='x'>word</span> " * 35_000,
    "table rows": lambda: "| a | b |\n|---|---|\n" + _lines(lambda i: f"| cell {i} | other {i} |"),
    "unclosed Hugo shortcodes per line": lambda: _lines(lambda i: f"text {i} {{{{< note "),
    "footnote references without definitions": lambda: "word[^n] " * 110_000,
    "inline math": lambda: "value $a_{i}+b^{2}$ here " * 40_000,
}


@attack("linear time", "medium", lane="speed", variants=[(n, n) for n in SHAPES_S13])
def a_s13_a_megabyte_of_one_shape(ctx: Ctx, v: str) -> Verdict:
    """A megabyte of a shape no family has timed: `narrate script` within 2 s of CPU per MB."""
    return _megabyte(ctx, SHAPES_S13[v](), "script")


# ============================================================================= session 14: new variants of issue 43
# Written and committed before they were run (issue 43, round 4, session 14's harden lane): derived names of every
# kind in a translation's folder; a site file put in place between narrate's listing and its write; names that
# fold to the user's files in the cache folder; a symlinked content or output subfolder (s13 review M3: a Quartz
# content folder that is a link); removal of the episodes of an article renamed, moved or translated after the site
# replaced one of their files; `cache --prune` beside the user's files of new kinds; opt-out and move typos through
# every key in YAML, TOML and JSON; expansion through nesting and fan-out of data files; non-regular files in new
# places; refusals and answers of new shapes (a 403 without Date, a stall after turn.start, audio without a
# turn.end); cue templates; NUL and bidi controls in published fields and on the terminal; a kill at new phases of
# a build and of `cache --prune`; linear time on new shapes.

FAMILY[0] = "s14"

# --- a translation's derived names over the site's own files in its language folder

TRANSLATED_S14 = [
    (s, s)
    for s in (
        "zh-hans/notes.html",
        "zh-hans/notes.mp3",
        "zh-hans/notes.vtt",
        "zh-hans/notes.chapters.json",
        "zh-hans/notes.srt",
        "zh-hans/feed.xml",
        "zh-hans/episodes.json",
        "zh-hans/notes.png",
    )
]


def _translated_blog(ctx: Ctx, image: bool = True) -> Path:
    """A bundle notes/ holding an English index.md and its Simplified Chinese translation (both with an image)."""
    extra = "image: cover.png\n" if image else ""
    content = blog(
        ctx,
        {
            "notes/index.md": article(extra=extra),
            "notes/index.zh-hans.md": article("笔记", "这是一段值得一听的简体中文文字。", extra, lang="zh-hans"),
        },
    )
    if image:
        png(content / "notes" / "cover.png")
    return content


@attack("overwrite", "high", variants=TRANSLATED_S14)
def a_s14_a_translations_name_over_a_site_file(ctx: Ctx, v: str) -> Verdict:
    """The site holds its own file where the translation's episode, page, transcript, chapters, picture or the
    language's feed or list would go: the site's file stays as it was (another name with a warning, or one line)."""
    _translated_blog(ctx)
    planted = write(ctx.tmp / "out" / v, USER)
    return kept_verdict(build(ctx), unchanged(planted))


@attack("overwrite", "high", variants=[("index.html", "index.html"), ("episodes.json", "episodes.json")])
def a_s14_a_site_wide_file_with_translations(ctx: Ctx, v: str) -> Verdict:
    """The site's own index.html or episodes.json at the output's root, with an article in two languages."""
    _translated_blog(ctx, image=False)
    planted = write(ctx.tmp / "out" / v, USER)
    return kept_verdict(build(ctx), unchanged(planted))


# --- a site file put in place between narrate's listing of the folder and its write

RACES_S14 = [(f"the site's {e} appears mid-build", e) for e in ("mp3", "html", "vtt", "chapters.json", "srt")] + [
    ("the site's feed.xml appears mid-build", "feed.xml"),
    ("the site's en/episodes.json appears mid-build", "episodes.json"),
]


@attack("overwrite", "high", variants=RACES_S14)
def a_s14_a_site_file_appears_mid_build(ctx: Ctx, v: str) -> Verdict:
    """A first build of six articles (--jobs 1); once the first MP3 is in place, the site puts its own file where
    a later article's file (or the language's feed or list) will go: the site's files stay as they were."""
    content = _s11_blog(ctx, 6)
    out = ctx.tmp / "out"
    proc = _started(ctx, "build", content, "--out", out, "--jobs", "1")
    hit = _wait_for(proc, lambda: any((out / "en").glob("p*.mp3")))
    planted: list[Path] = []
    if hit:
        if v in ("feed.xml", "episodes.json"):
            targets = [out / "en" / v] if not (out / "en" / v).exists() else []
        else:
            targets = [out / "en" / f"p{i}.{v}" for i in range(6) if not (out / "en" / f"p{i}.mp3").exists()]
        planted = [write(t, USER) for t in targets]
    err = _finished(proc)
    if err is None:
        return Verdict(False, "still running after 120 s", "high")
    if not planted:
        return Verdict(False, "harness: the build ended before the plant", "low")
    lost = unchanged(*planted)
    if b"Traceback (most recent call last)" in err:
        return Verdict(False, "; ".join(lost) + " traceback: " + err.decode(errors="replace")[-150:], "medium")
    return Verdict(not lost, "; ".join(lost)[:300] or f"{len(planted)} planted, kept")


# --- names that fold to the user's files in the cache folder

CACHE_FOLDS_S14 = [
    ("the user's Chunks/ beside narrate's chunks/", "Chunks/mine.txt"),
    ("the user's ARTICLES/ beside narrate's articles/", "ARTICLES/mine.txt"),
    ("the user's Lookups/ beside narrate's lookups/", "Lookups/mine.txt"),
]


@attack("cache", "medium", variants=CACHE_FOLDS_S14)
def a_s14_a_cache_name_folds_to_a_users_file(ctx: Ctx, v: str) -> Verdict:
    """The user keeps a folder in the cache folder whose name folds to one of narrate's (one folder on macOS and
    Windows): a build, an edit, a build and `cache --prune` leave the user's file as it was."""
    planted = write(ctx.tmp / "cache" / v, USER)
    content = blog(ctx, {"notes.md": article()})
    first = build(ctx)
    write(content / "notes.md", article(body="Something else to say now."))
    build(ctx)
    done = ctx.run("cache", "--prune", "--yes", "--grace", "0")
    if first.traceback:
        return Verdict(False, "traceback: " + first.brief())
    return kept_verdict(done, unchanged(planted))


# --- a symlinked content or output subfolder

LINKED_S14 = [
    ("a content subfolder that is a link to a folder outside (Quartz)", "content-out"),
    ("a content subfolder that is a link to its parent (a loop)", "content-loop"),
    ("a content subfolder that is a link into the output folder", "content-into-out"),
    ("out/manifest a link to the user's folder before the build", "out-manifest"),
    ("out/player a link to the user's folder before a rebuild", "out-player"),
]


@attack("overwrite", "high", variants=LINKED_S14)
def a_s14_a_linked_subfolder(ctx: Ctx, v: str) -> Verdict:
    """A subfolder of the content or the output folder is a link: the articles behind a content link are built
    once (or left out with a line), a loop ends, nothing is written through an output link into the user's folder,
    and the user's files stay as they were."""
    content = blog(ctx, {"notes.md": article(), "other.md": article("Other")})
    user = ctx.tmp / "mine"
    mine = [write(user / "keep.txt", USER), write(user / "linked.md", article("Linked", "Words behind a link."))]
    if v == "content-out":
        os.symlink(user, content / "vault")
    elif v == "content-loop":
        os.symlink(content, content / "again")
    elif v == "content-into-out":
        (ctx.tmp / "out" / "en").mkdir(parents=True)
        os.symlink(ctx.tmp / "out", content / "published")
    elif v == "out-manifest":
        (ctx.tmp / "out").mkdir()
        os.symlink(user, ctx.tmp / "out" / "manifest")
    else:
        build(ctx)
        shutil.rmtree(ctx.tmp / "out" / "player")
        os.symlink(user, ctx.tmp / "out" / "player")
        write(content / "notes.md", article(body="Edited words now."))
    done = build(ctx, timeout=60)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    lost = unchanged(mine[0]) + _written_outside(ctx, user, ("keep.txt", "linked.md"))
    if (user / "linked.md").read_text(encoding="utf-8") != article("Linked", "Words behind a link."):
        lost.append("the user's linked.md changed")
    mp3s = sorted(p.name for p in (ctx.tmp / "out").glob("en/*.mp3"))
    if v == "content-loop" and len(mp3s) > 2:
        lost.append(f"the loop built {mp3s}")
    return kept_verdict(done, lost)


# (written after the first s14 run, from the s13 structure review's M3, which the brief names for this class)
@attack("overwrite", "medium", variants=[("script through the link", "script"), ("build of content/", "build")])
def a_s14_a_quartz_content_folder_that_is_a_link(ctx: Ctx, v: str) -> Verdict:
    """A Quartz site whose content/ is a link to a vault (`npx quartz create`'s "Symlink an existing folder"): a
    note opening with a heading is titled by its file's name, as Quartz titles the page, not by the heading."""
    write(ctx.tmp / "q" / "quartz.config.ts", "const config = {}\nexport default config\n")
    write(ctx.tmp / "vault" / "notes" / "My-Real-Title.md", "# A heading inside\n\nSome words of the note.\n")
    os.symlink(ctx.tmp / "vault", ctx.tmp / "q" / "content")
    write(ctx.tmp / "voices.yaml", OFFLINE)
    if v == "script":
        done = ctx.run("script", "content/notes/My-Real-Title.md", "--json", cwd=ctx.tmp / "q")
        title = json.loads(done.stdout).get("title") if done.code == 0 else None
    else:
        done = ctx.run(
            "build", "content", "--out", ctx.tmp / "out", "--config", ctx.tmp / "voices.yaml", cwd=ctx.tmp / "q"
        )
        records = list((ctx.tmp / "out" / "manifest").glob("*/*.json"))
        title = json.loads(records[0].read_text(encoding="utf-8")).get("title") if records else None
    if done.timed_out or done.traceback:
        return Verdict(False, done.brief(), "high" if done.timed_out else "medium")
    return Verdict(title == "My Real Title", f"title {title!r}; " + done.brief())


# --- removal of the episodes of an article renamed, moved or translated, after the site replaced one of its files

MOVED_S14 = [
    ("renamed, the site's page in place of narrate's", ("rename", "html")),
    ("renamed, the site's transcript in place of narrate's", ("rename", "vtt")),
    ("moved to a subfolder with a slug from its folder, the site's chapters", ("move", "chapters.json")),
    ("translated (lang: zh-hans), the site's MP3 in place of narrate's", ("translate", "mp3")),
    ("its slug edited, the site's subtitles in place of narrate's", ("slug", "srt")),
    ("left out (audio: false), the site's page in place of narrate's", ("optout", "html")),
]


@attack("removal", "high", variants=MOVED_S14)
def a_s14_a_moved_episode_and_the_sites_replacement(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """Built once; the site replaces one of the episode's files with its own (same name); the article is renamed,
    moved, translated, its slug changed or it is left out: narrate removes what it wrote and never the site's
    file."""
    how, ext = v
    content = blog(ctx, {"notes.md": article(), "other.md": article("Other")})
    build(ctx)
    target = ctx.tmp / "out" / "en" / f"notes.{ext}"
    if not target.exists():
        return Verdict(False, f"harness: no {target.name} after the first build", "low")
    target.unlink()
    planted = write(target, USER)
    old = content / "notes.md"
    if how == "rename":
        old.rename(content / "jottings.md")
    elif how == "move":
        write(content / "jottings" / "index.md", old.read_text(encoding="utf-8"))
        old.unlink()
    elif how == "translate":
        write(old, article("笔记", "这是一段值得一听的简体中文文字。", lang="zh-hans"))
    elif how == "slug":
        write(old, article(extra="slug: jottings\n"))
    else:
        write(old, article(extra="audio: false\n"))
    done = build(ctx)
    return kept_verdict(done, unchanged(planted))


# --- cache --prune beside the user's files of new kinds

PRUNES_S14 = [
    ("a user's file in cache/chunks/", "chunks/mine.txt"),
    ("a user's file named like a chunk in cache/chunks/ab/", "chunks/ab/ab" + "0" * 62 + ".mp3"),
    ("a user's file in cache/articles/", "articles/mine.json"),
    ("a link in the cache to the user's file", "link"),
]


@attack("cache", "medium", variants=PRUNES_S14)
def a_s14_prune_beside_a_users_file(ctx: Ctx, v: str) -> Verdict:
    """`cache --prune` (after an edit made a chunk unused) leaves the user's file (or the file a link in the cache
    points to) as it was."""
    content = blog(ctx, {"notes.md": article()})
    build(ctx)
    if v == "link":
        planted = write(ctx.tmp / "mine" / "keep.mp3", USER)
        chunks = [p for p in (ctx.tmp / "cache").rglob("*") if p.is_file()]
        if not chunks:
            return Verdict(False, "harness: an empty cache", "low")
        os.symlink(planted, chunks[0].parent / ("cd" + "0" * 62 + ".mp3"))
    else:
        planted = write(ctx.tmp / "cache" / v, USER)
    write(content / "notes.md", article(body="Something else to say now."))
    build(ctx)
    done = ctx.run("cache", "--prune", "--yes", "--grace", "0")
    return kept_verdict(done, unchanged(planted))


# --- opt-out and move typos through every key, in YAML, TOML and JSON

FLAGS_S14 = [
    ("yaml audio: 'fasle '", ("yaml", "audio", "'fasle '")),
    ("yaml narrate: 0.0", ("yaml", "narrate", "0.0")),
    ("yaml audio: 'off!'", ("yaml", "audio", "'off!'")),
    ("yaml draft: 'treu'", ("yaml", "draft", "'treu'")),
    ("toml audio = 'ture'", ("toml", "audio", "'ture'")),
    # (harness fix, s14: `0` and, off Hugo, `'yes'` are documented spellings (frontmatter.as_flag): replaced by
    # values that are not)
    ("toml audio = 10", ("toml", "audio", "10")),
    ("toml narrate = 'flase'", ("toml", "narrate", "'flase'")),
    ("toml draft = 'yes!'", ("toml", "draft", "'yes!'")),
    ("json narrate: 'flase'", ("json", "narrate", '"flase"')),
    ("json audio: []", ("json", "audio", "[]")),
    ("json audio: -0.0", ("json", "audio", "-0.0")),
    ("json draft: 'treu'", ("json", "draft", '"treu"')),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=FLAGS_S14)
def a_s14_flag_typo_keeps_the_episode(ctx: Ctx, v: tuple[str, str, str]) -> Verdict:
    """A published episode's opt-out flag edited to a value that is no documented word: the episode stays, with
    a warning naming the file (the s4 judge)."""
    return a_s4_flag_misread_keeps_the_episode(ctx, v)


HUGO_S14 = [
    ("yaml lang: zh_hantt", ("yaml", {"lang": "zh_hantt"}, True)),
    ("toml lang = 'englsh'", ("toml", {"lang": "'englsh'"}, True)),
    ("json lang: 'e'", ("json", {"lang": '"e"'}, True)),
    ("yaml date: a zone of +25:00", ("yaml", {"date": "'2024-01-02T10:00:00+25:00'"}, True)),
    ("yaml expiryDate: '2024-1-2x'", ("yaml", {"expiryDate": "'2024-1-2x'"}, True)),
    ("json publishDate: '2024-01-02T10:00:00Zx'", ("json", {"publishDate": '"2024-01-02T10:00:00Zx"'}, True)),
    ("toml expiryDate = '2024-02-30'", ("toml", {"expiryDate": "'2024-02-30'"}, True)),
    ("yaml series: [] (no key of narrate's)", ("yaml", {"series": "[]"}, False)),
    ("yaml aliases: ture (not a list)", ("yaml", {"aliases": "ture"}, False)),
    ("toml permalink = true", ("toml", {"permalink": "true"}, True)),
    ("json slug: 12", ("json", {"slug": "12"}, False)),
    # (harness fix, s14: Hugo's ParseBool refuses 'False ' and publishes the page, as narrate does: no warning due)
    ("yaml draft: 'False ' (a space)", ("yaml", {"draft": "'False '"}, False)),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=HUGO_S14)
def a_s14_a_key_typo_keeps_the_hugo_episode(ctx: Ctx, v: tuple[str, dict[str, str], bool]) -> Verdict:
    """A Hugo post's language, dates, series, aliases, permalink, slug or draft edited to a typo: the published
    episode stays where it was; a value Hugo would not read as written is warned of with the file's name (the
    s13 judge)."""
    return a_s13_a_key_typo_keeps_the_hugo_episode(ctx, v)


# --- expansion through nesting and fan-out of data files

EXPAND_S14 = [
    ("variables.json nested 200,000 lists deep", "deepjson"),
    ("_data/x.yml nested 50,000 flow lists deep", "deepyaml"),
    ("hugo.toml params nested 50,000 arrays deep", "deeptoml"),
    ("hugo.yaml params as an alias bomb", "yamlbomb"),
    ("a 1 MB data list said by one variable, 200 times", "biglist"),
    ("a param in 50,000 headings", "headings"),
    ("a param in 50,000 table cells", "cells"),
    ("a 60 KB page variable in the title, the description and 3,000 image alts", "fields"),
]


def _expansion_site_s14(ctx: Ctx, kind: str) -> tuple[str, str, str]:
    """The site files for `kind`; the article's path, body and extra front matter."""
    if kind == "deepjson":
        write(ctx.tmp / "variables.json", '{"x": ' + "[" * 200_000 + "]" * 200_000 + ', "y": "word"}')
        return "post.md", "{{{ .x }}} {{{ .y }}} " * 20, ""
    if kind == "deepyaml":
        write(ctx.tmp / "_config.yml", "title: Blog\n")
        write(ctx.tmp / "_data" / "x.yml", "a: " + "[" * 50_000 + "]" * 50_000 + "\nb: word\n")
        return "_posts/2024-01-02-post.md", "{{ site.data.x.a }} {{ site.data.x.b }} " * 20, ""
    if kind == "deeptoml":
        write(ctx.tmp / "hugo.toml", HUGO_SITE + "[params]\nx = " + "[" * 50_000 + "]" * 50_000 + "\ny = 'w'\n")
        return "posts/post.md", '{{< param "x" >}} {{< param "y" >}} ' * 20, ""
    if kind == "yamlbomb":
        lines = ['  a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
        lines += [f"  a{n}: &a{n} [" + ",".join([f"*a{n - 1}"] * 9) + "]" for n in range(1, 10)]
        write(ctx.tmp / "hugo.yaml", "baseURL: https://example.com/\nparams:\n" + "\n".join(lines) + "\n")
        return "posts/post.md", '{{< param "a9" >}} and words. ' * 10, ""
    if kind == "biglist":
        write(ctx.tmp / "_config.yml", "title: Blog\n")
        write(ctx.tmp / "_data" / "x.json", json.dumps({"big": ["word"] * 180_000}))
        return "_posts/2024-01-02-post.md", "{{ site.data.x.big }}\n\n" * 200, ""
    if kind == "headings":
        write(ctx.tmp / "hugo.toml", HUGO_SITE + "[params]\nname = '" + "word " * 200 + "'\n")
        return "posts/post.md", '## {{< param "name" >}}\n\n' * 50_000, ""
    if kind == "cells":
        write(ctx.tmp / "hugo.toml", HUGO_SITE + "[params]\nname = '" + "word " * 200 + "'\n")
        return "posts/post.md", "| a |\n|---|\n" + '| {{< param "name" >}} |\n' * 50_000, ""
    write(ctx.tmp / "hugo.toml", HUGO_SITE)
    extra = f"big: '{BIG}'\ndescription: '" + '{{< param "big" >}}' * 50 + "'\n"
    return "posts/post.md", '![{{< param "big" >}}](x.png)\n\n' * 3_000, extra


@attack("expansion", "high", variants=EXPAND_S14)
def a_s14_expansion_nested_or_fanned_out(ctx: Ctx, v: str) -> Verdict:
    """Data nested past the parsers' recursion, an alias bomb in the site's params, a big list said by one
    variable, a variable in 50,000 headings or cells, a big value in the title, description and alts: `script`
    ends within 60 s and 2 GB with a bounded result (the s13 judge), or one line; never a traceback."""
    rel, body, extra = _expansion_site_s14(ctx, v)
    title = '"{{< param \\"big\\" >}}"' if v == "fields" else "Notes"
    text = article(title=title, body="Plain words first. " + body, extra=extra)
    path = write(ctx.tmp / "content" / rel, text)
    write(ctx.tmp / "voices.yaml", OFFLINE)
    done = ctx.run("script", path, "--json", timeout=60, mem_mb=2000)
    verdict = _bounded(done)
    size = path.stat().st_size
    if verdict.held and len(done.out) > 40 * size + 2_000_000:
        return Verdict(False, f"{len(done.out) / size:.0f}x the input in the script; " + done.brief())
    return verdict


# --- non-regular files in new places

ODD_S14 = [
    ("voices.yaml found walking up is a link to /dev/zero", "voices-zero"),
    ("--config is /dev/zero", "config-zero"),
    ("a picture the page links is a FIFO", "picture-fifo"),
    ("a picture the page links is a link to /dev/zero", "picture-zero"),
    ("a translation index.zh-hans.md is a socket", "translation-socket"),
    ("an article is a link to /dev/zero", "article-zero"),
    ("_includes/a.html is a FIFO", "include-fifo"),
    ("config/_default/hugo.toml is a link to /dev/zero", "hugoconfig-zero"),
]


@attack("non-regular file", "high", variants=ODD_S14)
def a_s14_a_file_of_another_kind_in_a_new_place(ctx: Ctx, v: str) -> Verdict:
    """A device, a FIFO or a socket where narrate finds its config, a picture the page links, a translation, an
    article, an include or the site's config: the build ends within 30 s without a traceback and either builds
    the other articles or stops with one line."""
    content = ctx.tmp / "content"
    body = "A short paragraph that is worth saying."
    if v.startswith("picture"):
        body += "\n\n![A diagram of the system](diagram.png)\n\nAs the diagram shows, it works."
    # (harness fix, s14: a Jekyll site's posts are in _posts, dated; in posts/ both were skipped, the FIFO unread)
    posts, prefix = ("_posts", "2024-01-02-") if v == "include-fifo" else ("posts", "")
    write(content / posts / f"{prefix}notes.md", article(body=body))
    write(content / posts / f"{prefix}other.md", article("Other"))
    write(ctx.tmp / "voices.yaml", OFFLINE)
    args: list[object] = ["build", content, "--out", ctx.tmp / "out"]
    if v == "voices-zero":
        (ctx.tmp / "voices.yaml").unlink()
        os.symlink("/dev/zero", ctx.tmp / "voices.yaml")
    elif v == "config-zero":
        args += ["--config", "/dev/zero"]
    elif v == "picture-fifo":
        _fifo(content / "posts" / "diagram.png")
    elif v == "picture-zero":
        os.symlink("/dev/zero", content / "posts" / "diagram.png")
    elif v == "translation-socket":
        write(content / "bundle" / "index.md", article("Bundle"))
        _odd(content / "bundle" / "index.zh-hans.md", "socket")
    elif v == "article-zero":
        os.symlink("/dev/zero", content / "posts" / "zero.md")
    elif v == "include-fifo":
        write(ctx.tmp / "_config.yml", "title: Blog\n")
        _fifo(ctx.tmp / "_includes" / "a.html")
        write(content / posts / f"{prefix}notes.md", article(body=body + "\n\n{% include a.html %}\n"))
    else:
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
        (ctx.tmp / "config" / "_default").mkdir(parents=True)
        os.symlink("/dev/zero", ctx.tmp / "config" / "_default" / "hugo.toml")
    done = ctx.run(*args, timeout=30, mem_mb=2000)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback or b"MemoryError" in done.err:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    built = list((ctx.tmp / "out").glob("*/*.mp3"))
    if (done.code == 1 and len(done.errors()) == 1) or (done.code in (0, 1) and built):
        return Verdict(True, f"{len(built)} built; " + done.brief())
    return Verdict(False, f"{len(built)} built, not one line: " + done.brief())


# --- the service: answers and refusals of new shapes


async def _script_answer_s14(srv: Any, ws: Any, how: str, headers: dict[str, str], body: str) -> bool:
    import asyncio

    from edge_standin import audio_frame, parse_ssml, text_frame

    rid = headers.get("X-RequestId") or "0" * 32
    sid = "E" * 32
    parsed = parse_ssml(body)
    rend = await asyncio.get_running_loop().run_in_executor(
        None, srv.render, parsed.text if parsed else "x", parsed.voice if parsed else "en-US-AriaNeural"
    )

    async def send(frame: str | bytes) -> None:
        await (ws.send_bytes(frame) if isinstance(frame, bytes) else ws.send_str(frame))

    if how == "turn.end before turn.start":
        await send(text_frame(rid, "turn.end", "{}"))
    if how != "audio with no turn.start":
        await send(text_frame(rid, "turn.start", "{}"))
    if how == "a stall after turn.start":
        await asyncio.sleep(3600)
        return False
    if how == "a binary frame whose header length passes its end":
        await send((60_000).to_bytes(2, "big") + b"X-RequestId:" + rid.encode())
    half = len(rend.mp3) // 2
    for at in range(0, len(rend.mp3), 4096):
        if how == "half the audio, then a stall" and at >= half:
            await asyncio.sleep(3600)
            return False
        await send(audio_frame(rid, sid, rend.mp3[at : at + 4096]))
    await send(audio_frame(rid, sid, b""))
    if how == "audio without turn.end, then a close 1000":
        await ws.close(code=1000)
        return False
    if how == "audio without turn.end, then silence":
        await asyncio.sleep(3600)
        return False
    await send(text_frame(rid, "turn.end", "{}"))
    return True


ANSWERS_S14 = [
    "a stall after turn.start",
    "audio without turn.end, then a close 1000",
    "audio without turn.end, then silence",
    "half the audio, then a stall",
    "turn.end before turn.start",
    "audio with no turn.start",
    "a binary frame whose header length passes its end",
]


@attack("malformed answer", "medium", lane="voice", variants=[(f"{h}, once", (h, 1)) for h in ANSWERS_S14])
def a_s14_one_odd_answer(ctx: Ctx, v: tuple[str, int | None]) -> Verdict:
    """One answer of a new shape among good ones (timeout 5, attempts 3): a sound episode within 150 s, never
    'please report this' (the s13 judge)."""
    how, limit = v
    done = _edge_build(
        ctx, _scripted_by(_script_answer_s14, how, limit), EDGE_VOICES + "timeout: 5\nattempts: 3\n", "1", 150
    )
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    if "please report" in done.stderr:
        return Verdict(False, "'please report this': " + done.brief())
    if done.traceback or done.code != 0 or not mp3.exists():
        return Verdict(False, done.brief())
    why = _sound_mp3(mp3)
    return Verdict(why is None, (why or f"episode {mp3.stat().st_size} bytes") + "; " + done.brief())


@attack("malformed answer", "medium", lane="voice", variants=[(f"{h}, always", (h, None)) for h in ANSWERS_S14[:3]])
def a_s14_always_odd_answers(ctx: Ctx, v: tuple[str, int | None]) -> Verdict:
    """Every answer of that shape: one line within 150 s, never 'please report', or a sound episode."""
    how, limit = v
    done = _edge_build(
        ctx, _scripted_by(_script_answer_s14, how, limit), EDGE_VOICES + "timeout: 5\nattempts: 3\n", "1", 150
    )
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.code == 0 and (ctx.tmp / "out" / "en" / "notes.mp3").exists():
        return Verdict(not done.traceback, done.brief())
    verdict = one_line(done)
    if verdict.held and "please report" in done.stderr:
        return Verdict(False, "'please report this': " + done.brief())
    return verdict


def _accept(data: bytes) -> bytes:
    import base64
    import hashlib

    key = re.search(rb"Sec-WebSocket-Key: *(\S+)", data, re.I)
    return base64.b64encode(
        hashlib.sha1((key.group(1) if key else b"") + b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11").digest()
    )


REFUSALS_S14: dict[str, Callable[[bytes], bytes]] = {
    "403 Forbidden without a Date header": lambda d: b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n",
    "403 Forbidden with a Date a year off": lambda d: (
        b"HTTP/1.1 403 Forbidden\r\nDate: Mon, 01 Jan 2001 00:00:00 GMT\r\nContent-Length: 0\r\n\r\n"
    ),
    "403 Forbidden with an unreadable Date": lambda d: (
        b"HTTP/1.1 403 Forbidden\r\nDate: yesterday-ish\r\nContent-Length: 0\r\n\r\n"
    ),
    "HTTP/1.0 503 with no headers, then a close": lambda d: b"HTTP/1.0 503\r\n\r\n",
    "101 then a close frame 1011 with a reason": lambda d: (
        b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: "
        + _accept(d)
        + b"\r\n\r\n\x88\x10\x03\xf3internal error!"
    ),
    "101 then a close frame 1008 (policy)": lambda d: (
        b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: "
        + _accept(d)
        + b"\r\n\r\n\x88\x02\x03\xf0"
    ),
}


@contextlib.contextmanager
def _raw_service_s14(behaviour: str) -> Iterator[str]:
    """A TCP port answering each websocket handshake with REFUSALS_S14[behaviour], then holding the line."""
    import threading

    listener = socket.socket()
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen(200)
    stop = threading.Event()
    conns: list[socket.socket] = []

    def serve(conn: socket.socket) -> None:
        with contextlib.suppress(OSError):
            conn.settimeout(10)
            data = b""
            while b"\r\n\r\n" not in data and len(data) < 65536:
                more = conn.recv(4096)
                if not more:
                    break
                data += more
            conn.sendall(REFUSALS_S14[behaviour](data))
            if behaviour.startswith("HTTP/1.0"):
                conn.close()
                return
            stop.wait(60)

    def loop() -> None:
        listener.settimeout(0.5)
        while not stop.is_set():
            try:
                conn, _ = listener.accept()
            except OSError:
                continue
            conns.append(conn)
            threading.Thread(target=serve, args=(conn,), daemon=True).start()

    thread = threading.Thread(target=loop, daemon=True)
    thread.start()
    try:
        yield f"ws://127.0.0.1:{listener.getsockname()[1]}"
    finally:
        stop.set()
        thread.join(5)
        for conn in conns:
            with contextlib.suppress(OSError):
                conn.close()
        listener.close()


@attack("service refuses", "medium", lane="voice", variants=[(r, r) for r in REFUSALS_S14])
def a_s14_twenty_articles_against_a_refusing_service(ctx: Ctx, v: str) -> Verdict:
    """20 articles against a service that refuses in a new way: --no-fallback ends within 60 s with one line per
    article; with fallback (engine auto), within 90 s with every episode made offline (the s7 judge)."""
    return _twenty_articles_against(ctx, _raw_service_s14(v))


# --- cue templates

CUES_S14 = [
    ("a nested spec naming n", ("code_many", "'{n:{n}} samples'")),
    ("an ascii conversion", ("code_many", "'{n!a} samples'")),
    ("a centred fill of ten million", ("code_many", "'{n:=^10000000} samples'")),
    ("a NUL inside", ("code_many", '"{n}\\0 samples"')),
    ("globals through __init__", ("code_many", "'{n.__init__.__globals__}'")),
    ("an index into alt", ("image_alt", "'picture {alt[0]}'")),
    ("a bidi override around the field", ("code_many", '"\\u202e{n} samples"')),
]


@attack("cues", "medium", variants=CUES_S14)
def a_s14_cue_template_variants(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A cue that is no plain text of its own named fields: one line naming voices.yaml, or said cleanly (the s6
    judge); a bidi override said is a control character left in."""
    verdict = a_s6_cue_template_variants(ctx, v)
    if verdict.held and "\\u202e" in v[1]:
        done = ctx.run("script", ctx.tmp / "post.md", "--json", "--config", ctx.tmp / "voices.yaml", timeout=30)
        if done.code == 0 and any("\u202e" in str(c.get("text", "")) for c in _chunks(done.stdout)):
            return Verdict(False, "accepted, the override sent to the voice: " + verdict.note)
    return verdict


# --- NUL and bidi controls in published fields and on the terminal

CHARS_S14 = [("a NUL", "\\0", "\x00"), ("a right-to-left override", "\\u202e", "\u202e")]
_BAD_S14 = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff\u202a-\u202e\u2066-\u2069]")


@attack(
    "control characters",
    "medium",
    variants=[(f"{c} in the {p}", (p, e, r)) for p in PLACES_S13 for c, e, r in CHARS_S14],
)
def a_s14_a_character_in_a_published_field(ctx: Ctx, v: tuple[str, str, str]) -> Verdict:
    """A NUL or a bidi override (U+202E) in an episode's title, a chapter's, a transcript cue, the feed's title or
    a description: none of them in any published file or tag, the feed XML, no traceback; or one line. (A bidi
    override in a published title makes a feed show its text backwards; an isolate or a mark would be kept.)"""
    global _BAD_S13
    kept = _BAD_S13
    _BAD_S13 = _BAD_S14
    try:
        return a_s13_a_character_in_a_published_field(ctx, v)
    finally:
        _BAD_S13 = kept


NAMES_S14 = [
    ("a right-to-left override", "\u202emp3.md".encode()),
    ("a C1 OSC", b"\xc2\x9d0;pwned\xc2\x9cx.md"),
    ("a DEL and a backspace", b"ab\x7f\x08c.md"),
]


@attack(
    "terminal",
    "low",
    variants=[(f"{label}, {cmd}", (name, cmd)) for label, name in NAMES_S14 for cmd in ("script", "build")],
)
def a_s14_file_names_reach_the_terminal_raw(ctx: Ctx, v: tuple[bytes, str]) -> Verdict:
    """A file name with a bidi override, a C1 OSC or DEL/backspace: never printed raw (the s3 judge, with these
    marks)."""
    name, cmd = v
    write(ctx.tmp / "voices.yaml", OFFLINE)
    content = ctx.tmp / "content"
    content.mkdir()
    path = os.path.join(os.fsencode(content), name)
    with open(path, "wb") as handle:
        handle.write(b"---\ntitle: [\n---\nx\n" if cmd == "script" else article().encode())
    if cmd == "script":
        done = ctx.run("script", path, timeout=30)
    else:
        done = ctx.run("build", content, "--out", ctx.tmp / "out", timeout=60)
    said = done.out + done.err
    leaks = [repr(m) for m in ("\u202e".encode(), b"\xc2\x9d", b"\x7f", b"\x08") if m in name and m in said]
    return Verdict(not leaks and not done.traceback, f"raw: {leaks}; {done.brief()}" if leaks else done.brief())


# --- a kill at new phases of a build and of `cache --prune`

PHASES_S14 = [
    ("the page's temporary file", ".*.html.narrate*"),
    ("the chapters JSON's temporary file", ".*.chapters.json.narrate*"),
    ("the transcript's temporary file", ".*.vtt.narrate*"),
    ("the language's episodes.json temporary file", ".episodes.json.narrate*"),
]


@attack("kill", "high", variants=PHASES_S14)
def a_s14_a_build_killed_at_a_temporary_file(ctx: Ctx, v: str) -> Verdict:
    """A rebuild of six articles (one edited) killed (SIGKILL) while one of its temporary files is in the
    language folder; then the site's own file put where that temporary file was going; a build after it: exit 0
    or one line, the site's file as it was, no half file, every article heard."""
    content = _s11_blog(ctx, 6)
    out = ctx.tmp / "out"
    build(ctx, timeout=120)
    for i in range(6):
        write(content / f"p{i}.md", article(f"Post {i}", f"Edited words of post {i} now."))
    proc = _started(ctx, "build", content, "--out", out, "--jobs", "1")
    hit = _wait_for(proc, lambda: any((out / "en").glob(v)))
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGKILL)
    _finished(proc, 30)
    if not hit:
        return Verdict(False, f"harness: the build ended before a file {v} was seen", "low")
    heal, report = build_json(ctx, timeout=180)
    if heal.timed_out:
        return Verdict(False, heal.brief(), "high")
    if heal.traceback:
        return Verdict(False, "traceback: " + heal.brief(), "medium")
    problems = _half_files(out, [])
    problems += [f"left {p.name}" for p in (out / "en").glob(".*narrate*")]
    if "not narrate's" in heal.stderr:
        problems.append("narrate's own file called the site's: " + (heal.errors() or [heal.stderr[-150:]])[0][:150])
    if heal.code != 0:
        problems.append(f"heal exit {heal.code}")
    missing = [i for i in range(6) if not (out / "en" / f"p{i}.mp3").exists()]
    if missing:
        problems.append(f"no episode for {missing}")
    return Verdict(not problems, "; ".join(problems)[:300] or heal.brief())


@attack("kill", "high", variants=[("SIGKILL as the first chunk goes", "KILL"), ("SIGTERM as it goes", "TERM")])
def a_s14_a_prune_killed_midway(ctx: Ctx, v: str) -> Verdict:
    """`cache --prune` of many unused chunks killed as it deletes; the user's file in the cache root kept; a
    second prune ends with exit 0; a build after it makes sound episodes from what is left."""
    content = _s11_blog(ctx, 6)
    build(ctx, timeout=120)
    for i in range(6):
        write(content / f"p{i}.md", article(f"Post {i}", f"Other words of post {i} now, said anew."))
    build(ctx, timeout=120)
    planted = write(ctx.tmp / "cache" / "notes.txt", USER)
    before = sum(1 for p in (ctx.tmp / "cache").rglob("*.mp3"))
    proc = _started(ctx, "cache", "--prune", "--yes", "--grace", "0")
    hit = _wait_for(proc, lambda: sum(1 for p in (ctx.tmp / "cache").rglob("*.mp3")) < before, 60)
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGKILL if v == "KILL" else signal.SIGTERM)
    _finished(proc, 30)
    if not hit:
        return Verdict(False, "harness: the prune ended before a chunk went", "low")
    again = ctx.run("cache", "--prune", "--yes", "--grace", "0")
    rebuilt, report = build_json(ctx, "--force", timeout=180)
    problems = unchanged(planted)
    for run, what in ((again, "second prune"), (rebuilt, "rebuild")):
        if run.timed_out:
            return Verdict(False, f"{what}: " + run.brief(), "high")
        if run.traceback or run.code != 0:
            problems.append(f"{what}: " + run.brief())
    for mp3 in (ctx.tmp / "out" / "en").glob("*.mp3"):
        why = _sound_mp3(mp3)
        if why:
            problems.append(f"{mp3.name}: {why}")
    return Verdict(not problems, "; ".join(problems)[:300] or rebuilt.brief())


# --- linear time: new shapes

SHAPES_S14: dict[str, Callable[[], str]] = {
    "nested emphasis runs": lambda: "*a **b *c** d* " * 70_000,
    "unclosed HTML comments per line": lambda: _lines(lambda i: f"text {i} <!-- never closed"),
    "setext headings": lambda: _lines(lambda i: f"Heading number {i}\n---\n"),
    "reference link definitions": lambda: _lines(lambda i: f"[ref{i}]: https://example.com/{i} 'Title {i}'"),
    "CJK and Latin letters alternating": lambda: "中a文b" * 90_000,
    "autolinks": lambda: "<https://example.com/a/b> " * 38_000,
    "emoji shortcodes": lambda: ":smile: :rocket: " * 60_000,
    "definition list items": lambda: _lines(lambda i: f"Term {i}\n: definition of the term {i}\n"),
}


@attack("linear time", "medium", lane="speed", variants=[(n, n) for n in SHAPES_S14])
def a_s14_a_megabyte_of_one_shape(ctx: Ctx, v: str) -> Verdict:
    """A megabyte of a shape no family has timed: `narrate script` within 2 s of CPU per MB."""
    return _megabyte(ctx, SHAPES_S14[v](), "script")


# ============================================================================= session 15: new variants of issue 43
# Written and committed before they were run (issue 43, round 4, session 15's harden lane): derived names not yet
# planted on (the player's episode.json, folded twins by case and by casefold: long s, uppercase suffixes; an mdBook's
# SUMMARY.md); a site file put in place of narrate's between two builds with the same size and time; removal after
# deletion, a translation dropped, a rename to a case twin and a language change; `cache --prune` beside new kinds of
# user folders; opt-out typos as lists, maps, dates and numbers in YAML, TOML and JSON; move-key typos of new types;
# expansion through cycles, two-level fan-out, include fan-out and a huge SUMMARY.md; FIFOs and devices as an mdBook's
# files, data files, a cover and the feed art; answers of new shapes (a partial text frame, a stall after the first
# audio frame, metadata and audio after turn.end, closes 1001/1006/1008/1011 at several moments); refusals of new
# shapes (101 then close 1001, 101 then a reset, 429 with a long Retry-After, 200 without an upgrade); cue templates;
# NEL and DEL in published fields, surrogate pairs written as escapes in JSON and YAML front matter and voices.yaml;
# CR-only front matter of new kinds; a kill at the feed's and the player data's temporary files; linear time on new
# shapes (this session's slash, mixed-sentence, gist-in-HTML, sign and file-kind rules among them).

FAMILY[0] = "s15"

# --- derived names over the site's files: the player's data, folded twins, an mdBook

OVERWRITE_S15 = [
    ("the site's en/notes.episode.json", ("plain", "en/notes.episode.json")),
    ("the site's zh-hans/notes.episode.json (a translation)", ("translated", "zh-hans/notes.episode.json")),
    ("the site's en/Notes.episode.json (a case twin)", ("plain", "en/Notes.episode.json")),
    ("the site's en/NOTES.vtt (a case twin)", ("plain", "en/NOTES.vtt")),
    ("the site's en/note\u017f.html (long s folds to s)", ("plain", "en/note\u017f.html")),
    ("the site's en/notes.MP3 (an upper-case suffix)", ("plain", "en/notes.MP3")),
    ("the site's en/notes.Chapters.json", ("plain", "en/notes.Chapters.json")),
    ("the site's en/summary.html beside an mdBook's SUMMARY.md", ("mdbook", "en/summary.html")),
    ("the site's en/chapter-1.html in an mdBook", ("mdbook", "en/chapter-1.html")),
    ("the site's EN/notes.html (a case twin of the language folder)", ("plain", "EN/notes.html")),
]


def _mdbook_s15(ctx: Ctx) -> Path:
    """An mdBook: book.toml, src/SUMMARY.md naming two chapters; the content folder (src/)."""
    write(ctx.tmp / "book.toml", "[book]\ntitle = 'A book'\nlanguage = 'en'\nsrc = 'src'\n")
    src = ctx.tmp / "src"
    write(src / "SUMMARY.md", "# Summary\n\n- [Chapter one](chapter-1.md)\n- [Chapter two](chapter-2.md)\n")
    write(src / "chapter-1.md", "# Chapter one\n\nThe first chapter says a few words worth hearing.\n")
    write(src / "chapter-2.md", "# Chapter two\n\nThe second chapter says other words worth hearing.\n")
    write(ctx.tmp / "voices.yaml", OFFLINE)
    return src


@attack("overwrite", "high", variants=OVERWRITE_S15)
def a_s15_a_derived_name_over_a_site_file(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """The site holds its own file where the player's data, a folded twin of a derived name, or an mdBook
    chapter's page would go: the site's file stays as it was (another name with a warning, or one line)."""
    kind, rel = v
    if kind == "translated":
        content = _translated_blog(ctx, image=False)
    elif kind == "mdbook":
        content = _mdbook_s15(ctx)
    else:
        content = blog(ctx, {"notes.md": article(), "other.md": article("Other")})
    planted = write(ctx.tmp / "out" / rel, USER)
    done = ctx.run("build", content, "--out", ctx.tmp / "out", "--config", ctx.tmp / "voices.yaml", timeout=90)
    return kept_verdict(done, unchanged(planted))


# --- a site file put in place of narrate's between two builds, of the same size and time

SWAPS_S15 = [
    (f"the site's {e} in place of narrate's, same size and time", (e, False))
    for e in ("mp3", "vtt", "chapters.json", "html", "episode.json")
] + [
    ("the site's feed.xml in place of narrate's, same size and time", ("feed.xml", False)),
    ("the site's MP3 in place of narrate's, same size and time, --force", ("mp3", True)),
]


@attack("overwrite", "high", variants=SWAPS_S15)
def a_s15_a_same_size_swap_between_builds(ctx: Ctx, v: tuple[str, bool]) -> Verdict:
    """Built once; the site puts its own file in place of one of narrate's, of exactly the same size and with the
    same modification time; the article is edited (or --force); built again: the site's file stays."""
    ext, force = v
    content = blog(ctx, {"notes.md": article(), "other.md": article("Other")})
    build(ctx)
    en = ctx.tmp / "out" / "en"
    target = en / ext if ext == "feed.xml" else en / f"notes.{ext}"
    if not target.exists():
        return Verdict(False, f"harness: no {target.name} after the first build", "low")
    old = target.stat()
    mine = (USER * (old.st_size // len(USER) + 1))[: old.st_size]
    target.unlink()
    planted = write(target, mine)
    os.utime(planted, ns=(old.st_atime_ns, old.st_mtime_ns))
    if force:
        done = build(ctx, "--force")
    else:
        write(content / "notes.md", article(body="Edited words to say now, and more of them."))
        done = build(ctx)
    return kept_verdict(done, unchanged(planted, data=mine))


# --- removal after deletion, a dropped translation, a rename to a case twin, a language change

REMOVALS_S15 = [
    ("the article deleted, the site's episode.json in place of narrate's", ("delete", "en/notes.episode.json")),
    ("the translation deleted, the site's page in place of narrate's", ("untranslate", "zh-hans/notes.html")),
    ("renamed to its case twin Notes.md, the site's MP3 in place", ("case", "en/notes.mp3")),
    ("its language changed to ja, the site's transcript in place", ("ja", "en/notes.vtt")),
]


@attack("removal", "high", variants=REMOVALS_S15)
def a_s15_a_removed_episode_and_the_sites_replacement(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """Built once; the site replaces one of the episode's files with its own; the article is deleted, its
    translation removed, renamed to a case twin or its language changed: narrate never removes the site's file."""
    how, rel = v
    if how == "untranslate":
        content = _translated_blog(ctx, image=False)
        write(content / "other.md", article("Other"))
    else:
        content = blog(ctx, {"notes.md": article(), "other.md": article("Other")})
    build(ctx)
    target = ctx.tmp / "out" / rel
    if not target.exists():
        return Verdict(False, f"harness: no {rel} after the first build", "low")
    target.unlink()
    planted = write(target, USER)
    if how == "delete":
        (content / "notes.md").unlink()
    elif how == "untranslate":
        (content / "notes" / "index.zh-hans.md").unlink()
    elif how == "case":
        (content / "notes.md").rename(content / "Notes.md")
    else:
        write(content / "notes.md", article("ノート", "これは聞く価値のある短い段落です。", lang="ja"))
    done = build(ctx)
    return kept_verdict(done, unchanged(planted))


# --- cache --prune beside new kinds of the user's folders

PRUNES_S15 = [
    ("a user's folder inside cache/chunks/ab/", "chunks/ab/mine/keep.mp3"),
    ("a user's chunks.bak/ beside chunks/", "chunks.bak/keep.mp3"),
    ("a user's file deep in cache/articles/", "articles/sub/deeper/keep.json"),
]


@attack("cache", "medium", variants=PRUNES_S15)
def a_s15_prune_beside_a_users_folder(ctx: Ctx, v: str) -> Verdict:
    """`cache --prune` after an edit left chunks unused: the user's files of new kinds stay (the s14 judge)."""
    return a_s14_prune_beside_a_users_file(ctx, v)


# --- opt-out typos as lists, maps, dates and numbers, in YAML, TOML and JSON

FLAGS_S15 = [
    ("yaml audio: [false]", ("yaml", "audio", "[false]")),
    ("yaml audio: {off: true}", ("yaml", "audio", "{off: true}")),
    ("yaml narrate: 'no thanks'", ("yaml", "narrate", "'no thanks'")),
    ("yaml audio: Flase", ("yaml", "audio", "Flase")),
    ("yaml draft: 'true,'", ("yaml", "draft", "'true,'")),
    ("yaml audio: a tab", ("yaml", "audio", '"\\t"')),
    ("yaml draft: [true]", ("yaml", "draft", "[true]")),
    ("toml audio = [false]", ("toml", "audio", "[false]")),
    ("toml narrate = 2024-01-02", ("toml", "narrate", "2024-01-02")),
    ("toml audio = {x = false}", ("toml", "audio", "{x = false}")),
    ("toml audio = 0.5", ("toml", "audio", "0.5")),
    ("toml draft = 'tru'", ("toml", "draft", "'tru'")),
    ("json audio: {'v': false}", ("json", "audio", '{"v": false}')),
    ("json narrate: [0]", ("json", "narrate", "[0]")),
    ("json draft: 'True!'", ("json", "draft", '"True!"')),
    ("json audio: 1e999", ("json", "audio", "1e999")),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=FLAGS_S15)
def a_s15_flag_typo_keeps_the_episode(ctx: Ctx, v: tuple[str, str, str]) -> Verdict:
    """A published episode's opt-out flag edited to a list, a map, a date, a number or a word that is no
    documented spelling: the episode stays, with a warning naming the file (the s4 judge)."""
    return a_s4_flag_misread_keeps_the_episode(ctx, v)


HUGO_S15 = [
    ("yaml lang: [en]", ("yaml", {"lang": "[en]"}, True)),
    ("toml lang = 42", ("toml", {"lang": "42"}, True)),
    ("json lang: ['en']", ("json", {"lang": '["en"]'}, True)),
    ("yaml draft: {value: false}", ("yaml", {"draft": "{value: false}"}, True)),
    ("yaml publishDate: '2024-01-02T10:00:00+0530x'", ("yaml", {"publishDate": "'2024-01-02T10:00:00+0530x'"}, True)),
    ("toml expiryDate = [2024-01-02]", ("toml", {"expiryDate": "[2024-01-02]"}, True)),
    ("yaml slug: [a, b]", ("yaml", {"slug": "[a, b]"}, False)),
    ("json url: 42", ("json", {"url": "42"}, False)),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=HUGO_S15)
def a_s15_a_key_typo_keeps_the_hugo_episode(ctx: Ctx, v: tuple[str, dict[str, str], bool]) -> Verdict:
    """A Hugo post's language, draft, dates, slug or url edited to a value of the wrong type: the published
    episode stays where it was, warned of with the file's name when Hugo would not read it (the s13 judge)."""
    return a_s13_a_key_typo_keeps_the_hugo_episode(ctx, v)


# --- expansion through cycles, two-level fan-out, include fan-out, a huge SUMMARY.md

EXPAND_S15 = [
    ("two Hugo params naming each other (a cycle)", "hugocycle"),
    ("two Jekyll site variables naming each other", "jekyllcycle"),
    ("variables.json values naming each other", "triplecycle"),
    ("a param of 1,000 uses of a param of 1,000 uses", "fanout"),
    ("includes 40 wide and 4 deep", "includefan"),
    ("an include named by a page variable that names itself", "includevar"),
    ("a SUMMARY.md of 200,000 entries", "summary"),
]


def _expansion_site_s15(ctx: Ctx, kind: str) -> tuple[str, str, str]:
    """The site files for `kind`; the article's path, body and extra front matter."""
    if kind == "hugocycle":
        write(
            ctx.tmp / "hugo.toml",
            HUGO_SITE + '[params]\na = \'x {{< param "b" >}} {{< param "b" >}}\'\n'
            'b = \'y {{< param "a" >}} {{< param "a" >}}\'\n',
        )
        return "posts/post.md", '{{< param "a" >}} ' * 50, ""
    if kind == "jekyllcycle":
        write(
            ctx.tmp / "_config.yml", "title: Blog\na: 'x {{ site.b }} {{ site.b }}'\nb: 'y {{ site.a }} {{ site.a }}'\n"
        )
        return "_posts/2024-01-02-post.md", "{{ site.a }} " * 50, ""
    if kind == "triplecycle":
        write(ctx.tmp / "variables.json", json.dumps({"a": "x {{{ .b }}} {{{ .b }}}", "b": "y {{{ .a }}} {{{ .a }}}"}))
        return "post.md", "{{{ .a }}} " * 50, ""
    if kind == "fanout":
        inner = "word " * 20
        mid = '{{< param "inner" >}} ' * 1_000
        write(ctx.tmp / "hugo.toml", HUGO_SITE + f"[params]\ninner = '{inner}'\nmid = '{mid}'\n")
        return "posts/post.md", '{{< param "mid" >}}\n\n' * 1_000, ""
    if kind == "includefan":
        write(ctx.tmp / "_config.yml", "title: Blog\n")
        for level, name in enumerate("abcd"):
            nxt = "abcde"[level + 1]
            write(ctx.tmp / "_includes" / f"{name}.html", f"{{% include {nxt}.html %}} " * 40)
        write(ctx.tmp / "_includes" / "e.html", "leaf words here\n")
        return "_posts/2024-01-02-post.md", "{% include a.html %}\n\n" * 10, ""
    if kind == "includevar":
        write(ctx.tmp / "_config.yml", "title: Blog\n")
        write(ctx.tmp / "_includes" / "a.html", "Words {% include {{ page.inc }} %} {% include {{ page.inc }} %}\n")
        return "_posts/2024-01-02-post.md", "{% include {{ page.inc }} %}\n\n" * 50, "inc: a.html\n"
    write(ctx.tmp / "book.toml", "[book]\ntitle = 'A book'\n")
    return "SUMMARY.md", "# Summary\n\n" + "".join(f"- [Chapter {i}](c{i}.md)\n" for i in range(200_000)), ""


@attack("expansion", "high", variants=EXPAND_S15)
def a_s15_expansion_cycles_and_fan_out(ctx: Ctx, v: str) -> Verdict:
    """Site variables that name each other, two levels of a thousandfold fan-out, includes 40 wide and 4 deep, an
    include named by a variable that names itself, a huge SUMMARY.md: `script` ends within 60 s and 2 GB with a
    bounded result, or one line; never a traceback (the s14 judge)."""
    rel, body, extra = _expansion_site_s15(ctx, v)
    path = write(ctx.tmp / "content" / rel, article(body="Plain words first. " + body, extra=extra))
    write(ctx.tmp / "voices.yaml", OFFLINE)
    done = ctx.run("script", path, "--json", timeout=60, mem_mb=2000)
    verdict = _bounded(done)
    size = path.stat().st_size
    if verdict.held and len(done.out) > 40 * size + 2_000_000:
        return Verdict(False, f"{len(done.out) / size:.0f}x the input in the script; " + done.brief())
    return verdict


# --- non-regular files in new places

ODD_S15 = [
    ("an mdBook's SUMMARY.md is a FIFO", "summary-fifo"),
    ("an mdBook's book.toml is a FIFO", "booktoml-fifo"),
    ("_data/x.yml is a FIFO", "data-fifo"),
    ("variables.json is a FIFO", "variables-fifo"),
    ("a front-matter image is a link to /dev/urandom", "cover-urandom"),
    ("the feed's art is a FIFO", "feedart-fifo"),
    ("config/_default/params.toml is a FIFO", "params-fifo"),
]


@attack("non-regular file", "high", variants=ODD_S15)
def a_s15_a_file_of_another_kind_in_a_new_place(ctx: Ctx, v: str) -> Verdict:
    """A FIFO or a device as an mdBook's summary or book.toml, a data file, the variables file, an episode's image,
    the feed's art or a Hugo config part: the build ends within 30 s without a traceback and builds the other
    articles or stops with one line (the s14 judge)."""
    content = ctx.tmp / "content"
    voices = OFFLINE
    posts, prefix = ("_posts", "2024-01-02-") if v == "data-fifo" else ("posts", "")
    body = "A short paragraph that is worth saying."
    if v == "data-fifo":
        body += " {{ site.data.x.name }} is its name."
    elif v == "variables-fifo":
        body += " {{{ .name }}} is its name."
    extra = "image: cover.png\n" if v == "cover-urandom" else ""
    write(content / posts / f"{prefix}notes.md", article(body=body, extra=extra))
    write(content / posts / f"{prefix}other.md", article("Other"))
    if v == "summary-fifo":
        write(content / "book.toml", "[book]\ntitle = 'A book'\n")
        _fifo(content / "SUMMARY.md")
    elif v == "booktoml-fifo":
        write(content / "SUMMARY.md", "# Summary\n\n- [Notes](posts/notes.md)\n")
        _fifo(content / "book.toml")
    elif v == "data-fifo":
        write(ctx.tmp / "_config.yml", "title: Blog\n")
        _fifo(ctx.tmp / "_data" / "x.yml")
    elif v == "variables-fifo":
        _fifo(ctx.tmp / "variables.json")
    elif v == "cover-urandom":
        os.symlink("/dev/urandom", content / posts / "cover.png")
    elif v == "feedart-fifo":
        voices = FEED_ART
        _fifo(ctx.tmp / "art" / "cover.png")
    else:
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
        _fifo(ctx.tmp / "config" / "_default" / "params.toml")
    write(ctx.tmp / "voices.yaml", voices)
    done = ctx.run("build", content, "--out", ctx.tmp / "out", timeout=30, mem_mb=2000)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback or b"MemoryError" in done.err:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    built = list((ctx.tmp / "out").glob("*/*.mp3"))
    if (done.code == 1 and len(done.errors()) == 1) or (done.code in (0, 1) and built):
        return Verdict(True, f"{len(built)} built; " + done.brief())
    return Verdict(False, f"{len(built)} built, not one line: " + done.brief())


# --- the service: answers of new shapes, closes at each moment


async def _script_answer_s15(srv: Any, ws: Any, transport: Any, how: str, headers: dict[str, str], body: str) -> bool:
    """One scripted answer of a shape ANSWERS_S15 names; False when the connection is finished."""
    import asyncio
    import struct

    from edge_standin import audio_frame, parse_ssml, text_frame

    rid = headers.get("X-RequestId") or "0" * 32
    sid = "F" * 32
    parsed = parse_ssml(body)
    rend = await asyncio.get_running_loop().run_in_executor(
        None, srv.render, parsed.text if parsed else "x", parsed.voice if parsed else "en-US-AriaNeural"
    )
    mp3 = rend.mp3

    async def send(frame: str | bytes) -> None:
        await (ws.send_bytes(frame) if isinstance(frame, bytes) else ws.send_str(frame))

    async def audio(payload: bytes) -> None:
        for at in range(0, len(payload), 4096):
            await send(audio_frame(rid, sid, payload[at : at + 4096]))

    def rst() -> None:
        sock = transport.get_extra_info("socket") if transport is not None else None
        if sock is not None:
            with contextlib.suppress(OSError):
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        if transport is not None:
            transport.abort()

    close = re.match(r"a close (\d+) (.*)", how)
    if how == "a partial text frame (headers cut, no body)":
        await send(f"X-RequestId:{rid}\r\nContent-Type:application/json; charset=utf-8\r\nPath:turn.st")
    if close and close.group(2) == "before turn.start":
        await (ws.close(code=int(close.group(1))) if close.group(1) != "1006" else asyncio.sleep(0))
        if close.group(1) == "1006":
            rst()
        return False
    await send(text_frame(rid, "turn.start", "{}"))
    if how == "a text frame with a 1 MB header block":
        await send(f"X-RequestId:{rid}\r\nX-Pad:{'p' * 1_000_000}\r\nPath:audio.metadata\r\n\r\n{{}}")
    first, rest = mp3[:4096], mp3[4096:]
    await audio(first)
    if how == "a stall after the first audio frame":
        await asyncio.sleep(3600)
        return False
    if close and close.group(2) == "after the first audio frame":
        if close.group(1) == "1006":
            rst()
        else:
            await ws.close(code=int(close.group(1)))
        return False
    await audio(rest)
    await send(audio_frame(rid, sid, b""))
    await send(text_frame(rid, "turn.end", "{}"))
    if how == "metadata after turn.end":
        await send(text_frame(rid, "audio.metadata", '{"Metadata": [{"Type": "WordBoundary"}]}'))
    if how == "audio after turn.end":
        await audio(mp3[:8192])
    if close and close.group(2) == "right after turn.end":
        await ws.close(code=int(close.group(1)))
        return False
    return True


ANSWERS_S15 = [
    "a partial text frame (headers cut, no body)",
    "a stall after the first audio frame",
    "metadata after turn.end",
    "audio after turn.end",
    "a text frame with a 1 MB header block",
    "a close 1001 after the first audio frame",
    "a close 1006 after the first audio frame",
    "a close 1011 after the first audio frame",
    "a close 1008 before turn.start",
    "a close 1011 before turn.start",
    "a close 1001 right after turn.end",
]


@attack("malformed answer", "medium", lane="voice", variants=[(f"{h}, once", (h, 1)) for h in ANSWERS_S15])
def a_s15_one_odd_answer(ctx: Ctx, v: tuple[str, int | None]) -> Verdict:
    """One answer of a new shape among good ones (timeout 5, attempts 3): a sound episode within 150 s, never
    'please report this' (the s13 judge)."""
    how, limit = v
    done = _edge_build(
        ctx,
        _scripted_by(_script_answer_s15, how, limit, transport=True),
        EDGE_VOICES + "timeout: 5\nattempts: 3\n",
        "1",
        150,
    )
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    if "please report" in done.stderr:
        return Verdict(False, "'please report this': " + done.brief())
    if done.traceback or done.code != 0 or not mp3.exists():
        return Verdict(False, done.brief())
    why = _sound_mp3(mp3)
    return Verdict(why is None, (why or f"episode {mp3.stat().st_size} bytes") + "; " + done.brief())


@attack(
    "malformed answer",
    "medium",
    lane="voice",
    variants=[(f"{h}, always", (h, None)) for h in ANSWERS_S15 if "1001" in h or "stall" in h or "1008" in h],
)
def a_s15_always_odd_answers(ctx: Ctx, v: tuple[str, int | None]) -> Verdict:
    """Every answer of that shape: one line within 150 s, never 'please report', or a sound episode."""
    how, limit = v
    done = _edge_build(
        ctx,
        _scripted_by(_script_answer_s15, how, limit, transport=True),
        EDGE_VOICES + "timeout: 5\nattempts: 3\n",
        "1",
        150,
    )
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.code == 0 and (ctx.tmp / "out" / "en" / "notes.mp3").exists():
        return Verdict(not done.traceback, done.brief())
    verdict = one_line(done)
    if verdict.held and "please report" in done.stderr:
        return Verdict(False, "'please report this': " + done.brief())
    return verdict


def _upgrade(d: bytes) -> bytes:
    return (
        b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: "
        + _accept(d)
        + b"\r\n\r\n"
    )


REFUSALS_S15: dict[str, Callable[[bytes], bytes]] = {
    "101 then a close frame 1001 (going away)": lambda d: _upgrade(d) + b"\x88\x02\x03\xe9",
    "101 then a close frame 1011 with no reason": lambda d: _upgrade(d) + b"\x88\x02\x03\xf3",
    "429 with Retry-After: 99999": lambda d: b"HTTP/1.1 429 Too Many Requests\r\nRetry-After: 99999\r\n\r\n",
    "503 with Retry-After: -1": lambda d: b"HTTP/1.1 503 Service Unavailable\r\nRetry-After: -1\r\n\r\n",
    "200 OK with a page and no upgrade": lambda d: (
        b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 20\r\n\r\n<html>captive</html>"
    ),
}


@attack("service refuses", "medium", lane="voice", variants=[(r, r) for r in REFUSALS_S15])
def a_s15_twenty_articles_against_a_refusing_service(ctx: Ctx, v: str) -> Verdict:
    """20 articles against a service that refuses in a new way: --no-fallback ends within 60 s with one line per
    article; with fallback (engine auto), within 90 s with every episode made offline (the s7 judge)."""
    REFUSALS_S14.setdefault(v, REFUSALS_S15[v])
    return _twenty_articles_against(ctx, _raw_service_s14(v))


# --- cue templates

CUES_S15 = [
    ("a width past any integer", ("code_many", "'{n:0>99999999999999999999} samples'")),
    ("an index into n", ("code_many", "'{n[0]} samples'")),
    ("a method of alt", ("image_alt", "'picture {alt.upper}'")),
    ("spaces inside the braces", ("code_many", "'{ n } samples'")),
    ("a spec naming alt", ("image_alt", "'{alt:{alt}}'")),
    ("an upper-case field", ("code_many", "'{N} samples'")),
    ("braces the wrong way round", ("code_many", "'}{n}{ samples'")),
]


@attack("cues", "medium", variants=CUES_S15)
def a_s15_cue_template_variants(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A cue that is no plain text of its own named fields: one line naming voices.yaml, or said cleanly (the s6
    judge)."""
    return a_s6_cue_template_variants(ctx, v)


# --- NEL and DEL in published fields; surrogate pairs written as escapes; CR-only front matter of new kinds

CHARS_S15 = [("a NEL (U+0085)", "\\x85", "\x85"), ("a DEL", "\\x7f", "\x7f")]


@attack(
    "control characters",
    "medium",
    variants=[(f"{c} in the {p}", (p, e, r)) for p in PLACES_S13 for c, e, r in CHARS_S15],
)
def a_s15_a_character_in_a_published_field(ctx: Ctx, v: tuple[str, str, str]) -> Verdict:
    """A NEL or a DEL in an episode's title, a chapter's, a transcript cue, the feed's title or a description:
    none of them in any published file or tag, the feed XML, no traceback; or one line (the s14 judge)."""
    return a_s14_a_character_in_a_published_field(ctx, v)


SURROGATES_S15 = [
    ("a pair in JSON front matter's title", ("json", '"Smile \\ud83d\\ude00"', True)),
    ("a lone high surrogate in JSON front matter's title", ("json", '"Bad \\ud83d here"', False)),
    ("a pair in YAML front matter's description", ("yaml-description", '"Smile \\ud83d\\ude00"', True)),
    ("a pair in voices.yaml's feed description", ("feed", '"Smile \\ud83d\\ude00"', True)),
]


@attack("surrogates", "medium", variants=SURROGATES_S15)
def a_s15_surrogates_in_new_places(ctx: Ctx, v: tuple[str, str, bool]) -> Verdict:
    """A surrogate pair written as two escapes where a JSON or YAML string may hold it is the character it
    forms; a lone one is refused in one line or dropped, never published raw and never a traceback."""
    where, value, valid = v
    write(ctx.tmp / "hugo.toml", HUGO_SITE)
    voices = OFFLINE
    if where == "json":
        text = "{\n" + f'"title": {value},\n"lang": "en"\n' + "}\n\nA short paragraph that is worth saying.\n"
    elif where == "yaml-description":
        text = article(extra=f"description: {value}\n")
    else:
        text = article()
        voices = OFFLINE.replace("description: {en: Test episodes.,", f"description: {{en: {value},")
    blog(ctx, {"posts/notes.md": text, "posts/other.md": article("Other")}, voices)
    done = build(ctx)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief())
    published = b"".join(p.read_bytes() for p in (ctx.tmp / "out").rglob("*") if p.is_file() and p.suffix != ".mp3")
    text_out = published.decode("utf-8", "surrogateescape")
    if valid:
        ok = done.code == 0 and ("\U0001f600" in text_out or "\\ud83d\\ude00" in text_out.lower())
        return Verdict(ok, ("the character published; " if ok else "the character lost or refused; ") + done.brief())
    raw = re.search("[\ud800-\udfff]", text_out) or re.search(r"&#(xd83d|55357);", text_out, re.I)
    ok = not raw and (done.code == 0 or len(done.errors()) == 1)
    return Verdict(ok, ("published raw; " if raw else "") + done.brief())


CR_S15 = [
    (
        "CR-only JSON front matter",
        ('{\r"title": "Carriage",\r"lang": "ja"\r}\r\rA body that is worth saying.\r', False),
    ),
    ("CR-only YAML with a CR+LF body", ("---\rtitle: Carriage\rlang: ja\r---\r\n\r\nA body worth saying.\r\n", False)),
    ("CR-only TOML that opts out", ("+++\rtitle = 'Carriage'\rlang = 'ja'\raudio = false\r+++\r\rA body.\r", True)),
]


@attack("CR line endings", "high", variants=CR_S15)
def a_s15_cr_only_front_matter(ctx: Ctx, v: tuple[str, bool]) -> Verdict:
    """Front matter of new kinds with CR-only line endings: its title and language read (script), and an
    opt-out honoured (the episode never built)."""
    text, opts_out = v
    write(ctx.tmp / "hugo.toml", HUGO_SITE)
    if opts_out:
        blog(ctx, {"posts/notes.md": text, "posts/other.md": article("Other")})
        done, report = build_json(ctx)
        built = list((ctx.tmp / "out").glob("*/notes.mp3"))
        return Verdict(not built and not done.traceback, f"{len(built)} notes episode built; " + done.brief())
    write(ctx.tmp / "voices.yaml", "engine: espeak\n")
    path = write(ctx.tmp / "content" / "posts" / "post.md", text)
    done = ctx.run("script", path, "--json", timeout=30)
    try:
        script = json.loads(done.stdout)
    except ValueError:
        return Verdict(False, done.brief())
    ok = script.get("title") == "Carriage" and script.get("lang") == "ja"
    return Verdict(ok, f"title {script.get('title')!r:.40}, lang {script.get('lang')}")


# --- a kill at the feed's and the player data's temporary files

PHASES_S15 = [
    ("the feed's temporary file", ".feed.xml.narrate*"),
    ("the player data's temporary file", ".*.episode.json.narrate*"),
]


@attack("kill", "high", variants=PHASES_S15)
def a_s15_a_build_killed_at_a_temporary_file(ctx: Ctx, v: str) -> Verdict:
    """A rebuild killed (SIGKILL) while the feed's or the player data's temporary file is in the language folder;
    a build after it: exit 0, no half file, every article heard (the s14 judge)."""
    return a_s14_a_build_killed_at_a_temporary_file(ctx, v)


# --- linear time: new shapes (this session's rules among them)

SHAPES_S15: dict[str, Callable[[], str]] = {
    "slashes between CJK words": lambda: "輸入/輸出/處理 " * 50_000,
    "mixed Chinese and English sentences": lambda: _lines(lambda i: f"这是第{i}个 English term 混合 text，再说 more。"),
    "Liquid gists in HTML blocks": lambda: _lines(lambda i: f"<p> {{% gist user/{i} %}} </p>\n"),
    "plus-minus signs before numbers": lambda: "+/-3 and " * 110_000,
    "escaped stars between numbers": lambda: "80 \\* 2 人\\* 6 " * 60_000,
    "file names with TLD kinds": lambda: "see main.py and lib.rs here " * 36_000,
    "lists nested ten deep": lambda: _lines(lambda i: "  " * (i % 10) + f"- item {i}"),
    "closed Hugo shortcodes": lambda: "{{< note >}}x{{< /note >}} " * 38_000,
}


@attack("linear time", "medium", lane="speed", variants=[(n, n) for n in SHAPES_S15])
def a_s15_a_megabyte_of_one_shape(ctx: Ctx, v: str) -> Verdict:
    """A megabyte of a shape no family has timed: `narrate script` within 2 s of CPU per MB."""
    return _megabyte(ctx, SHAPES_S15[v](), "script")


# ============================================================================= session 16: new variants of issue 43
# Written and committed before they were run (issue 43, round 4, session 16's harden lane): derived names of new
# kinds (a book page titled by its SUMMARY.md, a Jekyll post's dated file name, twins folded by NFKC, NFD and the
# Kelvin sign, upper-case suffixes of the language's feed and list); a site file swapped in between two builds with
# the same size and mtime for the files s15 did not swap; removal after a move into a bundle, a retitled book chapter,
# a translation's language changed, a draft, an NFD rename, a renamed section, an expiry; `cache --prune` beside new
# kinds of the user's files and a linked shard; linked subfolders of new kinds; opt-out and move-key typos of new
# spellings and types; expansion through a book's summary (unclosed comments, long entries), knitr chunk options,
# nested shortcodes, include parameters and a cross-kind cycle; SUMMARY.md, book.toml, book.json, .gitbook.yaml and
# _config.yml as FIFOs, folders and link loops; closes 1011/1008 at each moment of an answer; a rebuild whose only
# requests are chunks that failed before (review s15 text2 LOW 6); a voice list that stalls, is malformed or is a
# gzip bomb during the unreachable probe; cue templates; NUL, bidi overrides and surrogates in book titles, figure
# captions and Quarto options; CR-only summaries and book configs; a kill at new temporary files; linear time on the
# shapes the s16 rulings add work to (ranges, arrows, slashes, struck-out text, indented CJK prose, figures, chunks).

FAMILY[0] = "s16"

# --- derived names of new kinds over the site's files

OVERWRITE_S16 = [
    ("the site's page where a SUMMARY-titled book chapter goes", ("mdbook-title", ["en/getting-started.html"])),
    ("the site's MP3 where a SUMMARY-titled book chapter goes", ("mdbook-title", ["en/getting-started.mp3"])),
    (
        "the site's page where a Jekyll post's dated name goes",
        ("jekyll", ["en/the-event-system.html", "en/2016-02-10-the-event-system.html"]),
    ),
    ("the site's en/\ufb01ne.html (an NFKC ligature twin of fine)", ("ligature", ["en/\ufb01ne.html"])),
    ("the site's en/cafe\u0301.html (the NFD twin of caf\u00e9)", ("nfd", ["en/cafe\u0301.html"])),
    ("the site's en/\uff4eotes.html (a fullwidth letter)", ("plain", ["en/\uff4eotes.html"])),
    ("the site's en/\u212aey.mp3 (the Kelvin sign folds to k)", ("kelvin", ["en/\u212aey.mp3"])),
    ("the site's en/Notes.SRT", ("plain", ["en/Notes.SRT"])),
    ("the site's En/notes.mp3 (a case twin of the language folder)", ("plain", ["En/notes.mp3"])),
    ("the site's en/Feed.XML", ("plain", ["en/Feed.XML"])),
    ("the site's EPISODES.json at the root", ("plain", ["EPISODES.json"])),
]


def _mdbook_s16(ctx: Ctx, title: str = "Getting Started") -> Path:
    """An mdBook whose SUMMARY.md titles chapter-1.md `title` (the content folder, src/)."""
    src = _mdbook_s15(ctx)
    write(src / "SUMMARY.md", f"# Summary\n\n- [{title}](chapter-1.md)\n- [Chapter two](chapter-2.md)\n")
    return src


def _derived_site_s16(ctx: Ctx, kind: str) -> Path:
    """The content folder of a site whose derived names `kind` attacks."""
    if kind == "mdbook-title":
        return _mdbook_s16(ctx)
    names = {"ligature": "fine.md", "nfd": "caf\u00e9.md", "kelvin": "key.md"}
    if kind == "jekyll":
        write(ctx.tmp / "_config.yml", "title: Blog\n")
        content = ctx.tmp / "content"
        write(content / "_posts" / "2016-02-10-The-event-system.md", "---\nlayout: post\n---\n\nWords of the post.\n")
        write(content / "_posts" / "2016-02-11-Other.md", "---\nlayout: post\n---\n\nOther words of a post.\n")
        write(ctx.tmp / "voices.yaml", OFFLINE)
        return content
    name = names.get(kind, "notes.md")
    return blog(ctx, {name: article(), "other.md": article("Other")})


@attack("overwrite", "high", variants=OVERWRITE_S16)
def a_s16_a_derived_name_over_a_site_file(ctx: Ctx, v: tuple[str, list[str]]) -> Verdict:
    """The site holds its own file where a book chapter titled by SUMMARY.md, a dated Jekyll post, or a twin
    folded by NFKC/NFD/case would be written: the site's file stays as it was (another name with a warning, or
    one line)."""
    kind, rels = v
    content = _derived_site_s16(ctx, kind)
    planted = [write(ctx.tmp / "out" / rel, USER) for rel in rels]
    done = ctx.run("build", content, "--out", ctx.tmp / "out", "--config", ctx.tmp / "voices.yaml", timeout=90)
    return kept_verdict(done, unchanged(*planted))


# --- a site file swapped in between two builds, same size and mtime, for the files s15 did not swap

SWAPS_S16 = [
    ("the site's subtitles (srt), same size and time", ("en/notes.srt", False)),
    ("the site's article picture (png), same size and time", ("en/notes.png", False)),
    ("the site's language list en/episodes.json, same size and time", ("en/episodes.json", False)),
    ("the site's root index.html, same size and time", ("index.html", False)),
    ("the site's root episodes.json, same size and time", ("episodes.json", False)),
    ("the site's transcript, same size and time, --force", ("en/notes.vtt", True)),
]


@attack("overwrite", "high", variants=SWAPS_S16)
def a_s16_a_same_size_swap_between_builds(ctx: Ctx, v: tuple[str, bool]) -> Verdict:
    """Built once; the site puts its own file in place of one of narrate's (exactly the same size, the same
    mtime); the article edited (or --force); built again: the site's file stays."""
    rel, force = v
    content = blog(ctx, {"notes.md": article(extra="image: cover.png\n"), "other.md": article("Other")})
    png(content / "cover.png")
    build(ctx)
    target = ctx.tmp / "out" / rel
    if not target.exists():
        return Verdict(False, f"harness: no {rel} after the first build", "low")
    old = target.stat()
    mine = (USER * (old.st_size // len(USER) + 1))[: old.st_size]
    target.unlink()
    planted = write(target, mine)
    os.utime(planted, ns=(old.st_atime_ns, old.st_mtime_ns))
    if force:
        done = build(ctx, "--force")
    else:
        write(content / "notes.md", article(body="Edited words to say now, and more.", extra="image: cover.png\n"))
        done = build(ctx)
    return kept_verdict(done, unchanged(planted, data=mine))


# --- removal after a move, a retitle, a translation, a draft, an NFD rename, a renamed section, an expiry

REMOVALS_S16 = [
    ("moved into a bundle notes/index.md, the site's chapters in place", ("bundle", "en/notes.chapters.json")),
    ("a book chapter retitled in SUMMARY.md, the site's page in place", ("retitle", None)),
    ("a translation's lang changed zh-hans to zh-hant, the site's MP3 in place", ("zh-hant", "zh-hans/notes.mp3")),
    ("made a draft, the site's transcript in place", ("draft", "en/notes.vtt")),
    # (harness fix, s16: caf\u00e9.md is published as en/cafe.*, not en/caf\u00e9.*)
    ("renamed to its NFD twin, the site's page in place", ("nfd", "en/cafe.html")),
    ("its section folder renamed, the site's subtitles in place", ("section", "en/notes.srt")),
    ("expired (Hugo expiryDate), the site's picture in place", ("expired", "en/notes.png")),
]


@attack("removal", "high", variants=REMOVALS_S16)
def a_s16_a_removed_episode_and_the_sites_replacement(ctx: Ctx, v: tuple[str, str | None]) -> Verdict:
    """Built once; the site replaces one of the episode's files with its own; the article is moved, retitled in
    its book, translated into another variant, made a draft, renamed to its NFD twin, its section renamed or it
    expires: narrate removes what it wrote and never the site's file."""
    how, rel = v
    if how == "retitle":
        content = _mdbook_s16(ctx)
    elif how == "zh-hant":
        content = _translated_blog(ctx, image=False)
        write(content / "other.md", article("Other"))
    elif how == "nfd":
        content = blog(ctx, {"caf\u00e9.md": article(), "other.md": article("Other")})
    elif how in ("section", "expired"):
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
        extra = "image: cover.png\n" if how == "expired" else ""
        content = blog(ctx, {"posts/notes.md": article(extra=extra), "posts/other.md": article("Other")})
        png(content / "posts" / "cover.png")
    else:
        content = blog(ctx, {"notes.md": article(), "other.md": article("Other")})
    # (harness fix, s16: an mdBook's content folder is src/, not content/)
    ctx.run("build", content, "--out", ctx.tmp / "out", "--config", ctx.tmp / "voices.yaml", timeout=90)
    if rel is None:
        pages = [p for p in (ctx.tmp / "out").glob("*/*.html") if "chapter-2" not in p.name and p.name != "index.html"]
        rel = str(pages[0].relative_to(ctx.tmp / "out")) if pages else "en/chapter-1.html"
    target = ctx.tmp / "out" / rel
    if not target.exists():
        return Verdict(False, f"harness: no {rel} after the first build", "low")
    target.unlink()
    planted = write(target, USER)
    if how == "bundle":
        write(content / "notes" / "index.md", (content / "notes.md").read_text(encoding="utf-8"))
        (content / "notes.md").unlink()
    elif how == "retitle":
        write(content / "SUMMARY.md", "# Summary\n\n- [First Steps](chapter-1.md)\n- [Chapter two](chapter-2.md)\n")
    elif how == "zh-hant":
        write(
            content / "notes" / "index.zh-hans.md", article("筆記", "這是一段值得一聽的繁體中文文字。", lang="zh-hant")
        )
    elif how == "draft":
        write(content / "notes.md", article(extra="draft: true\n"))
    elif how == "nfd":
        (content / "caf\u00e9.md").rename(content / "cafe\u0301.md")
    elif how == "section":
        (content / "posts").rename(content / "articles")
    else:
        write(content / "posts" / "notes.md", article(extra="image: cover.png\nexpiryDate: 2001-01-01\n"))
    done = ctx.run("build", content, "--out", ctx.tmp / "out", "--config", ctx.tmp / "voices.yaml", timeout=90)
    return kept_verdict(done, unchanged(planted))


# --- cache --prune beside new kinds of the user's files; a linked shard

PRUNES_S16 = [
    ("a user's folder in cache/lookups/", "lookups/mine/keep.json"),
    ("a user's file named like a temporary in cache/chunks/ab/", "chunks/ab/.narrate-keep.mp3"),
    ("a user's backup in cache/articles/", "articles/keep.json.bak"),
    ("a user's folder named like a shard, cache/chunks/zz/", "chunks/zz/keep.mp3"),
]


@attack("cache", "medium", variants=PRUNES_S16)
def a_s16_prune_beside_a_users_file(ctx: Ctx, v: str) -> Verdict:
    """`cache --prune` after an edit left chunks unused: the user's files of new kinds stay (the s14 judge)."""
    return a_s14_prune_beside_a_users_file(ctx, v)


@attack("cache", "high")
def a_s16_prune_with_a_shard_linked_to_the_users_folder(ctx: Ctx) -> Verdict:
    """A shard folder of the cache (chunks/<xx>/) is a link to the user's folder holding a file named like a chunk:
    `cache --prune` deletes nothing through the link."""
    content = blog(ctx, {"notes.md": article()})
    build(ctx)
    user = ctx.tmp / "mine"
    planted = write(user / ("ee" + "0" * 62 + ".mp3"), USER)
    os.symlink(user, ctx.tmp / "cache" / "chunks" / "ee")
    write(content / "notes.md", article(body="Something else to say now."))
    build(ctx)
    done = ctx.run("cache", "--prune", "--yes", "--grace", "0")
    return kept_verdict(done, unchanged(planted))


# --- linked subfolders of new kinds

LINKED_S16 = [
    ("a content subfolder linked to a sibling subfolder (each article twice)", "sibling"),
    ("out/en a link to the user's folder before the first build", "out-en"),
    ("out/en a link to the user's folder before a rebuild", "out-en-rebuild"),
    ("an article that is a link to the user's file, the link then removed", "article-link"),
    ("a linked content subfolder unlinked between builds, the site's page in place", "unlinked"),
]


@attack("overwrite", "high", variants=LINKED_S16)
def a_s16_a_linked_subfolder(ctx: Ctx, v: str) -> Verdict:
    """A folder or an article is a link: articles behind a sibling link are built once (or left out with a line),
    nothing is written through an output link into the user's folder, a removed link deletes nothing of the
    user's, and the user's files stay as they were."""
    content = blog(ctx, {"posts/notes.md": article(), "other.md": article("Other")})
    user = ctx.tmp / "mine"
    linked_text = article("Linked", "Words behind a link.")
    mine = [write(user / "keep.txt", USER), write(user / "linked.md", linked_text)]
    planted: list[Path] = []
    if v == "sibling":
        os.symlink(content / "posts", content / "again")
    elif v == "out-en":
        (ctx.tmp / "out").mkdir()
        os.symlink(user, ctx.tmp / "out" / "en")
    elif v == "out-en-rebuild":
        build(ctx)
        shutil.rmtree(ctx.tmp / "out" / "en")
        os.symlink(user, ctx.tmp / "out" / "en")
        write(content / "posts" / "notes.md", article(body="Edited words now."))
    elif v == "article-link":
        os.symlink(user / "linked.md", content / "linked.md")
        build(ctx)
        (content / "linked.md").unlink()
    else:
        write(ctx.tmp / "vault" / "vaulted.md", article("Vaulted", "Words kept in a vault."))
        os.symlink(ctx.tmp / "vault", content / "vault")
        build(ctx)
        page = ctx.tmp / "out" / "en" / "vaulted.html"
        if not page.exists():  # (harness fix, s16: a link out of the content folder is not followed: nothing to remove)
            return Verdict(True, "the linked folder is not built, so nothing of it is removed")
        page.unlink()
        planted.append(write(page, USER))
        (content / "vault").unlink()
    done = build(ctx, timeout=60)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    lost = unchanged(mine[0], *planted) + _written_outside(ctx, user, ("keep.txt", "linked.md"))
    if (user / "linked.md").read_text(encoding="utf-8") != linked_text:
        lost.append("the user's linked.md changed")
    mp3s = sorted(p.name for p in (ctx.tmp / "out").glob("en/*.mp3"))
    if v == "sibling" and len(mp3s) > 2:
        lost.append(f"the linked sibling built twice: {mp3s}")
    return kept_verdict(done, lost)


# --- opt-out typos of new spellings and types, through every key, in YAML, TOML and JSON

FLAGS_S16 = [
    ("yaml audio: fa1se (a digit one)", ("yaml", "audio", "fa1se")),
    ("yaml audio: 'n\u043e' (a Cyrillic o)", ("yaml", "audio", "'n\u043e'")),
    ("yaml audio: 0x0", ("yaml", "audio", "0x0")),
    ("yaml audio: 'off' and a no-break space", ("yaml", "audio", '"off\\u00a0"')),
    ("yaml narrate: -no", ("yaml", "narrate", "-no")),
    ("yaml narrate: !!binary (base64 of false)", ("yaml", "narrate", "!!binary ZmFsc2U=")),
    ("yaml draft: 'trueish'", ("yaml", "draft", "'trueish'")),
    ("yaml draft: 1e0", ("yaml", "draft", "1e0")),
    ("yaml draft: !!set {true}", ("yaml", "draft", "!!set {true}")),
    ("toml audio = 'f\uff41lse' (a fullwidth a)", ("toml", "audio", "'f\uff41lse'")),
    ("toml narrate = -0.0", ("toml", "narrate", "-0.0")),
    ("toml draft = 1979-05-27T07:32:00Z", ("toml", "draft", "1979-05-27T07:32:00Z")),
    ("toml audio = inf", ("toml", "audio", "inf")),
    ("json audio: -0", ("json", "audio", "-0")),
    ("json narrate: 'nope'", ("json", "narrate", '"nope"')),
    ("json draft: [true, false]", ("json", "draft", "[true, false]")),
    ("json audio: 'false' and a NUL", ("json", "audio", '"false\\u0000"')),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=FLAGS_S16)
def a_s16_flag_typo_keeps_the_episode(ctx: Ctx, v: tuple[str, str, str]) -> Verdict:
    """A published episode's opt-out flag edited to a spelling or a type no earlier family tried: the episode
    stays, with a warning naming the file (the s4 judge)."""
    return a_s4_flag_misread_keeps_the_episode(ctx, v)


HUGO_S16 = [
    ("yaml lang: 'en' and a zero-width space", ("yaml", {"lang": '"en\\u200b"'}, True)),
    ("json date: '2024-13-45'", ("json", {"date": '"2024-13-45"'}, True)),
    ("toml publishDate = 'tomorrow'", ("toml", {"publishDate": "'tomorrow'"}, True)),
    ("yaml expiryDate: [2024-01-02]", ("yaml", {"expiryDate": "[2024-01-02]"}, True)),
    ("yaml slug: {a: b}", ("yaml", {"slug": "{a: b}"}, False)),
    ("yaml url: {x: 1}", ("yaml", {"url": "{x: 1}"}, False)),
    ("toml draft = 'false ' (a trailing space)", ("toml", {"draft": "'false '"}, False)),
    ("json publishDate: 1e20", ("json", {"publishDate": "1e20"}, True)),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=HUGO_S16)
def a_s16_a_key_typo_keeps_the_hugo_episode(ctx: Ctx, v: tuple[str, dict[str, str], bool]) -> Verdict:
    """A Hugo post's language, dates, slug, url or draft edited to a value of a new wrong kind: the published
    episode stays where it was, warned of with the file's name when Hugo would not read it (the s13 judge)."""
    return a_s13_a_key_typo_keeps_the_hugo_episode(ctx, v)


# --- expansion and amplification through a book's summary, knitr options, nested shortcodes, includes

EXPAND_S16 = [
    ("a SUMMARY.md of 1 MB of unclosed '<!--'", "summary-comments"),
    ("a SUMMARY.md of 20,000 entries of 300 characters to one page", "summary-long"),
    ("a SUMMARY.md of one 10 MB line", "summary-line"),
    ("knitr chunk headers of 2,000 characters of options, 5,000 chunks", "knitr-options"),
    ("Quarto fig-cap options of a 60 KB page variable, 3,000 chunks", "quarto-figcap"),
    ("a 60 KB param inside shortcodes nested 30 deep, 100 times", "nested-inner"),
    ("Jekyll includes with a 60 KB parameter, 20 wide and 3 deep", "include-params"),
    ("variables.json naming a Hugo param that names variables.json (a cross-kind cycle)", "crosscycle"),
]


def _expansion_site_s16(ctx: Ctx, kind: str) -> tuple[str, str, str]:
    """The site files for `kind`; the article's path, body and extra front matter."""
    if kind.startswith("summary"):
        write(ctx.tmp / "content" / "book.toml", "[book]\ntitle = 'A book'\nsrc = '.'\n")
        if kind == "summary-comments":
            text = "# Summary\n\n" + "<!-- " * 200_000 + "\n- [Chapter](post.md)\n"
        elif kind == "summary-long":
            text = "# Summary\n\n" + "".join(f"- [{'t' * 290} {i}](post.md)\n" for i in range(20_000))
        else:
            text = "# Summary\n\n" + "[x](post.md) " * 800_000 + "\n"
        write(ctx.tmp / "content" / "SUMMARY.md", text)
        return "post.md", "Words of the chapter.", ""
    if kind == "knitr-options":
        options = ", ".join(f"opt{i}='{'v' * 10}'" for i in range(120))
        return "post.md", f"```{{r chunk, {options}}}\nplot(1)\n```\n\n" * 5_000, ""
    if kind == "quarto-figcap":
        chunk = '```{r}\n#| fig-cap: "{{ page.big }}"\n#| fig-alt: "{{ page.big }}"\nplot(1)\n```\n\nHere\'s what we get:\n\n'
        write(ctx.tmp / "_config.yml", "title: Blog\n")
        return "_posts/2024-01-02-post.md", chunk * 3_000, f"big: '{BIG}'\n"
    if kind == "nested-inner":
        write(ctx.tmp / "hugo.toml", HUGO_SITE + f"[params]\nbig = '{BIG}'\n")
        inner = "{{< notice >}}" * 30 + '{{< param "big" >}}' + "{{< /notice >}}" * 30
        return "posts/post.md", (inner + "\n\n") * 100, ""
    if kind == "include-params":
        write(ctx.tmp / "_config.yml", "title: Blog\n")
        for level, name in enumerate("abc"):
            nxt = "abcd"[level + 1]
            write(
                ctx.tmp / "_includes" / f"{name}.html",
                f"{{{{ include.x }}}} {{% include {nxt}.html x=include.x %}} " * 20,
            )
        write(ctx.tmp / "_includes" / "d.html", "{{ include.x }}\n")
        return "_posts/2024-01-02-post.md", "{% include a.html x=page.big %}\n\n" * 10, f"big: '{BIG}'\n"
    write(ctx.tmp / "variables.json", json.dumps({"a": '{{< param "b" >}} {{< param "b" >}}'}))
    write(ctx.tmp / "hugo.toml", HUGO_SITE + "[params]\nb = '{{{ .a }}} {{{ .a }}}'\n")
    return "posts/post.md", ("{{{ .a }}} " + '{{< param "b" >}} ') * 50, ""


@attack("expansion", "high", variants=EXPAND_S16)
def a_s16_expansion_new_paths(ctx: Ctx, v: str) -> Verdict:
    """A book summary built to be slow or huge, knitr/Quarto options built to be long or to carry a big value,
    shortcodes nested around a big value, includes passing a big parameter down, a cycle across two kinds of site
    variables: `script` ends within 60 s and 2 GB with a bounded result, or one line; never a traceback (the s14
    judge)."""
    rel, body, extra = _expansion_site_s16(ctx, v)
    path = write(ctx.tmp / "content" / rel, article(body="Plain words first. " + body, extra=extra))
    write(ctx.tmp / "voices.yaml", OFFLINE)
    done = ctx.run("script", path, "--json", timeout=60, mem_mb=2000)
    verdict = _bounded(done)
    size = path.stat().st_size
    if verdict.held and len(done.out) > 40 * size + 2_000_000:
        return Verdict(False, f"{len(done.out) / size:.0f}x the input in the script; " + done.brief())
    if verdict.held and v.startswith("summary") and done.cpu > 10:
        return Verdict(False, f"CPU {done.cpu:.1f} s for a book's summary; " + done.brief(), "medium")
    return verdict


@attack("expansion", "high", variants=[("build", "build")])
def a_s16_a_build_with_a_summary_of_unclosed_comments(ctx: Ctx, v: str) -> Verdict:
    """A book whose SUMMARY.md holds 1 MB of unclosed '<!--' (a summary is no article: no article limit applies):
    `build` ends within 60 s (the summary is read once per site, its comments cut in linear time)."""
    content = ctx.tmp / "content"
    write(content / "book.toml", "[book]\ntitle = 'A book'\nsrc = '.'\n")
    write(content / "SUMMARY.md", "# Summary\n\n- [Chapter](post.md)\n" + "<!-- " * 200_000 + "\n")
    write(content / "post.md", "# Chapter\n\nWords of the chapter.\n")
    write(ctx.tmp / "voices.yaml", OFFLINE)
    done = build(ctx, timeout=60)
    return _bounded(done)


# --- non-regular files: a book's and a Jekyll site's configs as FIFOs, folders and link loops

ODD_S16 = [
    ("SUMMARY.md is a folder", ("SUMMARY.md", "folder")),
    ("SUMMARY.md is a link loop", ("SUMMARY.md", "loop")),
    ("SUMMARY.md is a link to /dev/zero", ("SUMMARY.md", "zero")),
    ("book.toml is a folder", ("book.toml", "folder")),
    ("book.toml is a link loop", ("book.toml", "loop")),
    ("book.json (GitBook legacy) is a FIFO", ("book.json", "fifo")),
    (".gitbook.yaml is a FIFO", (".gitbook.yaml", "fifo")),
    ("_config.yml is a FIFO", ("_config.yml", "fifo")),
    ("_config.yml is a folder", ("_config.yml", "folder")),
    ("_config.yml is a link loop", ("_config.yml", "loop")),
    ("hugo.toml is a two-link loop", ("hugo.toml", "loop2")),
    ("a Hugo figure's picture is a FIFO", ("figure", "fifo")),
]


@attack("non-regular file", "high", variants=ODD_S16)
def a_s16_a_file_of_another_kind_in_a_new_place(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A book's summary or config, a Jekyll site's _config.yml, a Hugo config or a figure's picture as a FIFO, a
    folder, a link loop or a device: the build ends within 30 s without a traceback and builds the other articles
    or stops with one line (the s14 judge)."""
    name, kind = v
    content = ctx.tmp / "content"
    body = "A short paragraph that is worth saying."
    if name == "figure":
        body += '\n\n{{< figure src="diagram.png" caption="The system" >}}\n\nAs the figure shows, it works.'
    jekyll = name == "_config.yml"
    posts, prefix = ("_posts", "2024-01-02-") if jekyll else ("posts", "")
    write(content / posts / f"{prefix}notes.md", article(body=body))
    write(content / posts / f"{prefix}other.md", article("Other"))
    write(ctx.tmp / "voices.yaml", OFFLINE)
    if name in ("SUMMARY.md", "book.json", ".gitbook.yaml"):
        if name == "SUMMARY.md":
            write(content / "book.toml", "[book]\ntitle = 'A book'\nsrc = '.'\n")
        _odd(content / name, kind)
        if name != "SUMMARY.md":
            write(content / "SUMMARY.md", "# Summary\n\n- [Notes](posts/notes.md)\n")
    elif name == "book.toml":
        write(content / "SUMMARY.md", "# Summary\n\n- [Notes](posts/notes.md)\n")
        _odd(content / name, kind)
    elif name == "figure":
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
        _fifo(content / posts / "diagram.png")
    elif kind == "loop2":
        os.symlink("hugo.yaml", ctx.tmp / "hugo.toml")
        os.symlink("hugo.toml", ctx.tmp / "hugo.yaml")
    else:
        _odd(ctx.tmp / name, kind)
    done = ctx.run("build", content, "--out", ctx.tmp / "out", timeout=30, mem_mb=2000)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback or b"MemoryError" in done.err:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    built = list((ctx.tmp / "out").glob("*/*.mp3"))
    if (done.code == 1 and len(done.errors()) == 1) or (done.code in (0, 1) and built):
        return Verdict(True, f"{len(built)} built; " + done.brief())
    return Verdict(False, f"{len(built)} built, not one line: " + done.brief())


# --- the service: closes 1011 and 1008 at each moment of an answer


async def _script_answer_s16(srv: Any, ws: Any, transport: Any, how: str, headers: dict[str, str], body: str) -> bool:
    """One answer closed with `how`'s code at `how`'s moment; False when the connection is finished."""
    import asyncio

    from edge_standin import audio_frame, parse_ssml, text_frame

    rid = headers.get("X-RequestId") or "0" * 32
    sid = "F" * 32
    parsed = parse_ssml(body)
    rend = await asyncio.get_running_loop().run_in_executor(
        None, srv.render, parsed.text if parsed else "x", parsed.voice if parsed else "en-US-AriaNeural"
    )
    mp3 = rend.mp3
    found = re.match(r"a close (\d+) (.*)", how)
    code, moment = (int(found.group(1)), found.group(2)) if found else (1011, "")

    async def send(frame: str | bytes) -> None:
        await (ws.send_bytes(frame) if isinstance(frame, bytes) else ws.send_str(frame))

    async def audio(payload: bytes) -> None:
        for at in range(0, len(payload), 4096):
            await send(audio_frame(rid, sid, payload[at : at + 4096]))

    await send(text_frame(rid, "turn.start", "{}"))
    if moment == "after turn.start":
        await ws.close(code=code)
        return False
    await send(text_frame(rid, "response", '{"context": {"serviceTag": "x"}}'))
    if moment == "after the response frame":
        await ws.close(code=code)
        return False
    await audio(mp3[:4096])
    if moment == "after the first audio frame":
        await ws.close(code=code)
        return False
    await audio(mp3[4096:])
    if moment == "after the last audio frame":
        await ws.close(code=code)
        return False
    await send(audio_frame(rid, sid, b""))
    await send(text_frame(rid, "turn.end", "{}"))
    if moment == "right after turn.end":
        await ws.close(code=code)
        return False
    return True


MOMENTS_S16 = [
    "after turn.start",
    "after the response frame",
    "after the first audio frame",
    "after the last audio frame",
    "right after turn.end",
]
ANSWERS_S16 = [f"a close {c} {m}" for c in (1011, 1008) for m in MOMENTS_S16]


@attack("malformed answer", "medium", lane="voice", variants=[(f"{h}, once", h) for h in ANSWERS_S16])
def a_s16_one_close_at_a_moment(ctx: Ctx, v: str) -> Verdict:
    """One answer closed 1011 or 1008 at a moment of its own among good ones (timeout 5, attempts 3): a sound
    episode within 150 s, never 'please report this'."""
    done = _edge_build(
        ctx, _scripted_by(_script_answer_s16, v, 1, transport=True), EDGE_VOICES + "timeout: 5\nattempts: 3\n", "1", 150
    )
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    if "please report" in done.stderr:
        return Verdict(False, "'please report this': " + done.brief())
    if done.traceback or done.code != 0 or not mp3.exists():
        return Verdict(False, done.brief())
    why = _sound_mp3(mp3)
    return Verdict(why is None, (why or f"episode {mp3.stat().st_size} bytes") + "; " + done.brief())


@attack(
    "malformed answer",
    "medium",
    lane="voice",
    variants=[(f"{h}, always", h) for h in ANSWERS_S16 if "turn.start" in h or "last audio" in h],
)
def a_s16_always_a_close_at_a_moment(ctx: Ctx, v: str) -> Verdict:
    """Every answer closed so: one line within 150 s, never 'please report', or a sound episode."""
    done = _edge_build(
        ctx,
        _scripted_by(_script_answer_s16, v, None, transport=True),
        EDGE_VOICES + "timeout: 5\nattempts: 3\n",
        "1",
        150,
    )
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    if done.code == 0 and mp3.exists():
        why = _sound_mp3(mp3)
        return Verdict(not done.traceback and why is None, (why or "") + done.brief())
    verdict = one_line(done)
    if verdict.held and "please report" in done.stderr:
        return Verdict(False, "'please report this': " + done.brief())
    return verdict


# --- a rebuild whose only requests are the chunks that failed before (review s15 text2 LOW 6)

_UNSAYABLE = "Zorblaxian"


def _picky_standin() -> Any:
    """A stand-in that closes 1011 before turn.start on every request holding _UNSAYABLE and answers the rest."""
    from edge_standin import EdgeStandIn, parse_ssml

    class Standin(EdgeStandIn):  # type: ignore[misc]
        async def _answer(self, ws: Any, link: Any, connection: int, headers: Any, body: str, config: Any) -> bool:
            parsed = parse_ssml(body)
            if parsed is not None and _UNSAYABLE in (parsed.text or ""):
                await ws.close(code=1011)
                return False
            return bool(await super()._answer(ws, link, connection, headers, body, config))

    return Standin(seed=0)


@attack("service refuses", "medium", lane="voice", variants=[("engine auto", "auto"), ("--no-fallback", "edge")])
def a_s16_a_rebuild_of_only_failed_chunks(ctx: Ctx, v: str) -> Verdict:
    """Eight articles, each with one paragraph the service will not say (closed 1011 before turn.start) among
    paragraphs it says. Built once (those articles fail on that chunk, the rest cached), built again: the second
    build's only requests are the failed chunks; it must judge them as the first did (each chunk's failure), not
    the service unreachable ('answered none') — with engine auto, no episode narrated offline."""
    voices = EDGE_VOICES.replace("engine: edge", f"engine: {v}") + "timeout: 5\nattempts: 2\n"
    write(ctx.tmp / "voices.yaml", voices)
    for i in range(8):
        body = (
            f"The first paragraph of post {i} is said.\n\nA {_UNSAYABLE} paragraph {i} the service will not say.\n\n"
            f"The last paragraph of post {i} is said too."
        )
        write(ctx.tmp / "content" / f"p{i}.md", article(f"Post {i}", body))
    extra = ["--no-fallback"] if v == "edge" else []
    with _picky_standin() as server:
        env = {"NARRATE_EDGE_URL": server.url}
        args = ("build", ctx.tmp / "content", "--out", ctx.tmp / "out", *extra)
        first = ctx.run(*args, timeout=150, env=env)
        made_first = sorted(p.name for p in (ctx.tmp / "out").glob("*/*.mp3"))
        second = ctx.run(*args, timeout=150, env=env)
    made_second = sorted(p.name for p in (ctx.tmp / "out").glob("*/*.mp3"))
    for run in (first, second):
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief())
    problems = []
    if "answered none" in second.stderr or "closed every connection" in second.stderr:
        problems.append("the second build judged the service unreachable")
    # (harness fix, s16: with engine auto both builds went offline alike, 'cannot be reached', and the counts agreed)
    for run, which in ((first, "first"), (second, "second")):
        if "cannot be reached" in run.stderr or "found unreachable" in run.stderr:
            problems.append(f"the {which} build judged the service unreachable")
    if made_second != made_first:
        problems.append(f"episodes {len(made_first)} then {len(made_second)} (offline?)")
    return Verdict(not problems, "; ".join(problems) + f" | first: {first.brief()} | second: {second.brief()}")


# --- the unreachable probe: a voice list that stalls, is malformed or is a bomb, while every socket is closed 1011

_BOMB: list[bytes] = []


def _gzip_bomb() -> bytes:
    """1.5 GB of spaces, gzipped (about 1.5 MB)."""
    import zlib

    if not _BOMB:
        packer = zlib.compressobj(9, zlib.DEFLATED, 31)
        block = b" " * 1_000_000
        _BOMB.append(b"".join(packer.compress(block) for _ in range(1500)) + packer.flush())
    return _BOMB[0]


LISTS_S16: dict[str, Callable[[], bytes | None]] = {
    "a voice list that never answers": lambda: None,
    "a voice list that is not JSON": lambda: (
        b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 14\r\n\r\n<html>no</html"
    ),
    "a voice list nested 100,000 deep": lambda: (
        b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
        b"Content-Length: 200000\r\n\r\n" + b"[" * 100_000 + b"]" * 100_000
    ),
    "a voice list whose ShortName is a list": lambda: (
        b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
        b"Content-Length: 41\r\n\r\n" + b'[{"ShortName": ["en-US-AriaNeural"]}]    '
    ),
    "a voice list that is a gzip bomb": lambda: (
        b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
        b"Content-Encoding: gzip\r\nContent-Length: " + str(len(_gzip_bomb())).encode() + b"\r\n\r\n" + _gzip_bomb()
    ),
    "a voice list dripped a byte a second": lambda: b"DRIP",
}


@contextlib.contextmanager
def _probed_service_s16(behaviour: str) -> Iterator[str]:
    """A TCP port that upgrades every websocket and closes it 1011 at once, and answers the voice list as
    LISTS_S16[behaviour] says."""
    import threading

    listener = socket.socket()
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen(200)
    stop = threading.Event()
    conns: list[socket.socket] = []

    def serve(conn: socket.socket) -> None:
        with contextlib.suppress(OSError):
            conn.settimeout(10)
            data = b""
            while b"\r\n\r\n" not in data and len(data) < 65536:
                more = conn.recv(4096)
                if not more:
                    break
                data += more
            if b"voices/list" not in data.split(b"\r\n", 1)[0]:
                conn.sendall(_upgrade(data) + b"\x88\x02\x03\xf3")
                stop.wait(60)
                return
            answer = LISTS_S16[behaviour]()
            if answer == b"DRIP":
                conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n")
                while not stop.wait(1):
                    conn.sendall(b" ")
            elif answer is not None:
                conn.sendall(answer)
            stop.wait(60)

    def loop() -> None:
        listener.settimeout(0.5)
        while not stop.is_set():
            try:
                conn, _ = listener.accept()
            except OSError:
                continue
            conns.append(conn)
            threading.Thread(target=serve, args=(conn,), daemon=True).start()

    thread = threading.Thread(target=loop, daemon=True)
    thread.start()
    try:
        yield f"ws://127.0.0.1:{listener.getsockname()[1]}"
    finally:
        stop.set()
        thread.join(5)
        for conn in conns:
            with contextlib.suppress(OSError):
                conn.close()
        listener.close()


@attack("service refuses", "medium", lane="voice", variants=[(b, b) for b in LISTS_S16])
def a_s16_twenty_articles_while_the_voice_list_misbehaves(ctx: Ctx, v: str) -> Verdict:
    """20 articles against a service that closes every socket 1011 and whose voice list (asked once by the
    unreachable probe) stalls, drips, is not JSON, is nested past the recursion limit, is of the wrong shape or is a
    gzip bomb: --no-fallback ends within 60 s with one line per article; engine auto within 90 s, every episode
    made offline (the s7 judge); never the memory cap."""
    verdict = _twenty_articles_against(ctx, _probed_service_s16(v))
    if not verdict.held and "MemoryError" in verdict.note:
        return Verdict(False, verdict.note, "high")
    return verdict


# --- cue templates

CUES_S16 = [
    ("frame_from with a huge width", ("frame_from", "'{host:>99999999}'")),
    ("frame_from reaching an attribute", ("frame_from", "'{host.__class__}'")),
    ("image_many_alt with an index", ("image_many_alt", "'{alt[0]} {n}'")),
    ("an unknown conversion", ("code_many", "'{n!x} samples'")),
    ("empty braces", ("image", "'{} here'")),
    ("a field footnotes has not", ("footnotes", "'{n} notes'")),
    ("a stray closing brace", ("links_many", "'{n}} links'")),
    ("a character conversion of n", ("code_many", "'{n:c} samples'")),
]


@attack("cues", "medium", variants=CUES_S16)
def a_s16_cue_template_variants(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A cue that is no plain text of its own named fields, through keys no family tried: one line naming
    voices.yaml, or said cleanly (the s6 judge)."""
    return a_s6_cue_template_variants(ctx, v)


# --- NUL, bidi overrides and surrogates in book titles, figure captions and Quarto options

PLACES_S16 = ["book title", "figure caption", "knitr fig.cap", "Quarto fig-alt"]
CHARS_S16 = [
    ("a NUL", "\x00"),
    ("a right-to-left override", "\u202e"),
    ("a lone surrogate as an entity", "&#xD800;"),
]
_BAD_S16 = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff\u202a-\u202e\u2066-\u2069]")


def _site_with_a_character(ctx: Ctx, place: str, raw: str) -> Path:
    """A site whose `place` holds `raw`; the content folder."""
    if place == "book title":
        src = _mdbook_s16(ctx, f"Getting{raw}Started")
        return src
    content = ctx.tmp / "content"
    if place == "figure caption":
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
        body = f'Look at this:\n\n{{{{< figure src="a.png" caption="The{raw}system" >}}}}\n\nIt works.'
        write(content / "posts" / "notes.md", article(body=body))
        write(content / "posts" / "other.md", article("Other"))
    else:
        option = (
            f"```{{r, fig.cap='The{raw}plot'}}\nplot(1)\n```"
            if place == "knitr fig.cap"
            else (f'```{{r}}\n#| fig-alt: "The{raw}plot"\nplot(1)\n```')
        )
        write(content / "notes.md", article(body=f"Let's plot it:\n\n{option}\n\nHere's what we get."))
        write(content / "other.md", article("Other"))
    write(ctx.tmp / "voices.yaml", OFFLINE)
    return content


@attack(
    "control characters",
    "medium",
    variants=[(f"{c} in a {p}", (p, r)) for p in PLACES_S16 for c, r in CHARS_S16],
)
def a_s16_a_character_in_a_new_place(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A NUL, a bidi override or a lone surrogate (as an entity) in a book title from SUMMARY.md, a Hugo figure's
    caption, a knitr fig.cap or a Quarto fig-alt: none of them in a published file, a tag, the script sent to the
    voice; no traceback; or one line."""
    place, raw = v
    return _character_judged(ctx, _site_with_a_character(ctx, place, raw), raw)


def _character_judged(ctx: Ctx, content: Path, raw: str) -> Verdict:
    """Built `content` (a site holding `raw` somewhere): `raw` in no published file, tag or script (shared by the
    s16 and s17 families)."""
    from mutagen.id3 import ID3

    done = ctx.run("build", content, "--out", ctx.tmp / "out", "--config", ctx.tmp / "voices.yaml", timeout=90)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback or done.code not in (0, 1):
        return Verdict(False, "traceback: " + done.brief())
    problems = []
    if raw in ("\x00", "\u202e") and raw in done.stdout + done.stderr:
        problems.append("raw on the terminal")
    out = ctx.tmp / "out"
    for path in out.rglob("*"):
        if not path.is_file() or path.name.startswith(".") or path.suffix == ".mp3":
            continue
        text_out = path.read_bytes().decode("utf-8", "surrogateescape")
        if path.suffix == ".json":
            with contextlib.suppress(ValueError):
                text_out = " ".join(_strings(json.loads(text_out)))
        if _BAD_S16.search(text_out.replace("\r\n", "\n").replace("\n", " ").replace("\t", " ")) or re.search(
            r"&#(x0*d800|55296|x0*202e|8238|x0*0);", text_out, re.I
        ):
            problems.append(f"{path.name} carries it")
    for mp3 in out.glob("*/*.mp3"):
        tags = " ".join(str(f) for f in ID3(mp3).values())
        if _BAD_S16.search(tags):
            problems.append(f"{mp3.name}'s tags or chapters")
    for article_path in [p for p in content.rglob("*.md") if p.name != "SUMMARY.md"][:3]:
        said = ctx.run("script", article_path, "--json", "--config", ctx.tmp / "voices.yaml", timeout=30)
        if any(_BAD_S16.search(str(c.get("text", ""))) for c in _chunks(said.stdout)):
            problems.append(f"sent to the voice in {article_path.name}")
    if done.code == 1 and len(done.errors()) != 1:
        problems.append("exit 1 without one line")
    return Verdict(not problems, "; ".join(dict.fromkeys(problems))[:300] or done.brief())


CR_S16 = [
    ("a CR-only SUMMARY.md", "summary"),
    ("a CR-only book.toml naming its src", "booktoml"),
]


@attack("CR line endings", "medium", variants=CR_S16)
def a_s16_cr_only_book_files(ctx: Ctx, v: str) -> Verdict:
    """A book whose SUMMARY.md or book.toml has CR-only line endings: the chapter is titled by its summary entry."""
    if v == "summary":
        src = _mdbook_s16(ctx)
        write(src / "SUMMARY.md", "# Summary\r\r- [Getting Started](chapter-1.md)\r- [Chapter two](chapter-2.md)\r")
    else:
        src = _mdbook_s16(ctx)
        write(ctx.tmp / "book.toml", "[book]\rtitle = 'A book'\rlanguage = 'en'\rsrc = 'src'\r")
    done = ctx.run("script", src / "chapter-1.md", "--json", "--config", ctx.tmp / "voices.yaml", timeout=30)
    try:
        title = json.loads(done.stdout).get("title")
    except ValueError:
        return Verdict(False, done.brief())
    return Verdict(title == "Getting Started", f"title {title!r}; " + done.brief())


# --- a kill at new temporary files and phases

PHASES_S16 = [
    ("the subtitles' temporary file", "en/.*.srt.narrate*"),
    ("the article picture's temporary file", "en/.*.png.narrate*"),
    ("the root index.html's temporary file", ".index.html.narrate*"),
    ("the root episodes.json's temporary file", ".episodes.json.narrate*"),
    ("a record's temporary file in manifest/", "manifest/**/.*narrate*"),
]


@attack("kill", "high", variants=PHASES_S16)
def a_s16_a_build_killed_at_a_temporary_file(ctx: Ctx, v: str) -> Verdict:
    """A rebuild of six articles with pictures (each edited) killed (SIGKILL) while one of its temporary files is
    there; a build after it: exit 0, no half file, no temporary left, every article heard."""
    posts = {
        f"p{i}.md": article(f"Post {i}", f"Paragraph of post {i}.", f"date: 2024-02-{i + 1:02d}\nimage: c{i}.png\n")
        for i in range(6)
    }
    content = blog(ctx, posts)
    for i in range(6):
        png(content / f"c{i}.png", color=(10 * i, 20, 30))
    out = ctx.tmp / "out"
    build(ctx, timeout=120)
    for i in range(6):
        write(content / f"p{i}.md", posts[f"p{i}.md"].replace("Paragraph", "Edited paragraph"))
        png(content / f"c{i}.png", color=(10 * i, 90, 30))
    proc = _started(ctx, "build", content, "--out", out, "--jobs", "1")
    hit = _wait_for(proc, lambda: any(out.glob(v)))
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGKILL)
    _finished(proc, 30)
    if not hit:
        return Verdict(False, f"harness: the build ended before a file {v} was seen", "low")
    heal, report = build_json(ctx, timeout=180)
    if heal.timed_out:
        return Verdict(False, heal.brief(), "high")
    if heal.traceback:
        return Verdict(False, "traceback: " + heal.brief(), "medium")
    problems = _half_files(out, [])
    # (harness fix, s16: out/.narrate.lock is the build lock every build leaves, no temporary file)
    problems += [f"left {p.relative_to(out)}" for p in out.rglob(".*narrate*") if p.name != ".narrate.lock"]
    if "not narrate's" in heal.stderr:
        problems.append("narrate's own file called the site's: " + (heal.errors() or [heal.stderr[-150:]])[0][:150])
    if heal.code != 0:
        problems.append(f"heal exit {heal.code}")
    missing = [i for i in range(6) if not (out / "en" / f"p{i}.mp3").exists()]
    if missing:
        problems.append(f"no episode for {missing}")
    return Verdict(not problems, "; ".join(problems)[:300] or heal.brief())


# --- linear time: the shapes the s16 rulings add work to

SHAPES_S16: dict[str, Callable[[], str]] = {
    "'4-5 ' ranges": lambda: "4-5 " * 250_000,
    "quantity ranges '12am-02am 25$-100$'": lambda: "12am-02am 25$-100$ 3-400$ " * 38_000,
    "ranges in code spans": lambda: "状态码的范围在 `200-299` 。" * 40_000,
    "'a/b/c' slashes": lambda: "a/b/c " * 166_000,
    "English word slashes": lambda: "feature/enhancement added/edited weeks/months " * 22_000,
    "'→' chains": lambda: "step → " * 110_000,
    "'→' with no spaces": lambda: "a→b→c→" * 110_000,
    "arrows between Korean clauses": lambda: _lines(lambda i: f"접근 불가 {i} → 실패! Quorum 유지 → 쓰기 계속 가능"),
    "tab-indented CJK lines": lambda: _lines(lambda i: f"\t这是第{i}行缩进的中文句子，读者会读它。"),
    "indented dialogue in 「」": lambda: _lines(lambda i: f"    「第{i}句話」他說，「好的。」"),
    "struck-out runs": lambda: "~~struck words~~ <del>gone</del> <s>out</s> " * 25_000,
    "superscript note marks": lambda: "with age² younger³⁴ m² x² " * 38_000,
    "Hugo figure shortcodes": lambda: _lines(
        lambda i: f'{{{{< figure src="a{i}.png" alt="A picture {i}" caption="Cap {i}" >}}}}'
    ),
    "knitr plot chunks after announcements": lambda: _lines(
        lambda i: f"Here's what we get:\n\n```{{r c{i}, fig.cap='Plot {i}', echo=FALSE}}\nplot({i})\n```\n"
    ),
    "katakana names in Chinese sentences": lambda: _lines(lambda i: f"我和トム第{i}次去了東京，見到了マリア。"),
    "screenshot-named pictures after pointing": lambda: _lines(
        lambda i: f"Look at this:\n\n![Screenshot 2020-01-{i % 28 + 1:02} at 10.00.00](s{i}.png)\n"
    ),
}


@attack("linear time", "medium", lane="speed", variants=[(n, n) for n in SHAPES_S16])
def a_s16_a_megabyte_of_one_shape(ctx: Ctx, v: str) -> Verdict:
    """A megabyte of a shape the s16 rulings add work to: `narrate script` within 2 s of CPU per MB."""
    return _megabyte(ctx, SHAPES_S16[v](), "script")


@attack(
    "linear time", "medium", lane="speed", variants=[(n, n) for n in ("'4-5 ' ranges", "'→' chains", "'a/b/c' slashes")]
)
def a_s16_a_megabyte_checked(ctx: Ctx, v: str) -> Verdict:
    """A megabyte of a range, arrow or slash shape: `narrate check` within 2 s of CPU per MB."""
    return _megabyte(ctx, SHAPES_S16[v](), "check")


# ============================================================================= session 17: new variants of issue 43
# Written and committed before they were run (issue 43, round 4, session 17's harden lane): derived names over the
# site's player files, its word timings, a picture of another type, titles from underscored Jekyll names and nested
# book SUMMARY pages, fold twins by casefold (ß), fullwidth suffixes and letters; same-size, same-mtime swaps of the
# language index and of files under --force; removal after a rename, a move, a Jekyll date change, a chapter dropped
# from SUMMARY.md, a slug change and a translation; `cache --prune` beside new kinds of the user's files and a linked
# lookups/ folder; linked folders of new kinds; opt-out and move spellings through every flag key in TOML (review
# s16 text2 M3: 0x0, 0o0, 0b0, +0, -0, floats), through a YAML merge key '<<:' (L7), anchors and aliases, YAML 1.1
# binary and sexagesimal integers, duplicate keys, JSON floats; expansion through Liquid highlight/raw blocks, data
# files naming site variables, a SUMMARY fanned out and nested, a Quarto meta shortcode, a percent-form cycle, a
# growing include; non-regular files as _quarto.yml, mkdocs.yml, myst.yml, _toc.yml, package.json, an include, a
# layout, a data folder; new refusals and malformed answers; cue templates; NUL, bidi overrides and lone surrogates
# in picture alts, code-box titles, link cards and footnotes; a kill at new temporary files; linear time on the
# shapes the s16/s17 rulings add (US dates, menu steps, generics, limits, placeholder alts, NBSP list markers, English
# slash pairs, link cards, tab-indented CJK lines).

FAMILY[0] = "s17"

# --- derived names of new kinds over the site's files

OVERWRITE_S17 = [
    ("the site's player/page.js", ("plain", ["player/page.js"])),
    ("the site's player/narrate-player.css", ("plain", ["player/narrate-player.css"])),
    ("the site's en/notes.words.json", ("plain", ["en/notes.words.json"])),
    ("the site's en/Notes.Words.JSON (a case twin)", ("plain", ["en/Notes.Words.JSON"])),
    ("the site's en/notes.jpg where a JPEG cover goes", ("jpeg", ["en/notes.jpg", "en/notes.jpeg", "en/notes.png"])),
    (
        "the site's page where an underscored Jekyll post's title goes",
        ("jekyll-underscore", ["en/my-first-post.html", "en/my_first_post.html", "en/2020-01-02-my_first_post.html"]),
    ),
    (
        "the site's page where a nested SUMMARY chapter goes",
        ("mdbook-nested", ["en/deep-dive.html", "en/deep.html", "en/sub-deep.html", "en/sub/deep.html"]),
    ),
    ("the site's en/stra\u00dfe.html (casefold twin of strasse)", ("strasse", ["en/stra\u00dfe.html"])),
    ("the site's en/notes.\uff4d\uff50\uff13 (a fullwidth suffix)", ("plain", ["en/notes.\uff4d\uff50\uff13"])),
    (
        "the site's en/\uff2e\uff2f\uff34\uff25\uff33.vtt (fullwidth capitals)",
        ("plain", ["en/\uff2e\uff2f\uff34\uff25\uff33.vtt"]),
    ),
    ("the site's Index.html at the root (a case twin)", ("plain", ["Index.html"])),
    ("the site's en/Index.HTML (a case twin of the language index)", ("plain", ["en/Index.HTML"])),
]


def _derived_site_s17(ctx: Ctx, kind: str) -> Path:
    """The content folder of a site whose derived names `kind` attacks."""
    if kind == "jekyll-underscore":
        write(ctx.tmp / "_config.yml", "title: Blog\n")
        content = ctx.tmp / "content"
        write(content / "_posts" / "2020-01-02-my_first_post.md", "---\nlayout: post\n---\n\nWords of the post.\n")
        write(content / "_posts" / "2020-01-03-other.md", "---\nlayout: post\n---\n\nOther words of a post.\n")
        write(ctx.tmp / "voices.yaml", OFFLINE)
        return content
    if kind == "mdbook-nested":
        src = _mdbook_s15(ctx)
        write(src / "sub" / "deep.md", "Words of the deep chapter, worth hearing.\n")
        write(
            src / "SUMMARY.md",
            "# Summary\n\n- [Chapter one](chapter-1.md)\n  - [Deep Dive](sub/deep.md)\n- [Chapter two](chapter-2.md)\n",
        )
        return src
    if kind == "jpeg":
        from PIL import Image

        content = blog(ctx, {"notes.md": article(extra="image: cover.jpg\n"), "other.md": article("Other")})
        Image.new("RGB", (1400, 1400), (20, 120, 30)).save(content / "cover.jpg", "JPEG")
        return content
    name = "strasse.md" if kind == "strasse" else "notes.md"
    return blog(ctx, {name: article(), "other.md": article("Other")})


@attack("overwrite", "high", variants=OVERWRITE_S17)
def a_s17_a_derived_name_over_a_site_file(ctx: Ctx, v: tuple[str, list[str]]) -> Verdict:
    """The site holds its own file where narrate's player, word timings, a JPEG cover, an underscored Jekyll
    post's page, a nested book chapter, or a casefold/fullwidth twin would be written: the site's file stays as it
    was (another name with a warning, or one line)."""
    kind, rels = v
    content = _derived_site_s17(ctx, kind)
    planted = [write(ctx.tmp / "out" / rel, USER) for rel in rels]
    done = ctx.run("build", content, "--out", ctx.tmp / "out", "--config", ctx.tmp / "voices.yaml", timeout=90)
    return kept_verdict(done, unchanged(*planted))


# --- a site file swapped in between two builds, same size and mtime, for files no family swapped

SWAPS_S17 = [
    ("the site's language index en/index.html, same size and time", ("en/index.html", False)),
    ("the site's word timings, same size and time", ("en/notes.words.json", False)),
    ("the site's player/page.js, same size and time", ("player/page.js", False)),
    ("the site's page, same size and time, --force", ("en/notes.html", True)),
    ("the site's chapters, same size and time, --force", ("en/notes.chapters.json", True)),
    ("the site's feed, same size and time, --force", ("en/feed.xml", True)),
]


@attack("overwrite", "high", variants=SWAPS_S17)
def a_s17_a_same_size_swap_between_builds(ctx: Ctx, v: tuple[str, bool]) -> Verdict:
    """Built once; the site puts its own file in place of one of narrate's (the same size, the same mtime); the
    article edited (or --force); built again: the site's file stays (the s16 judge)."""
    return a_s16_a_same_size_swap_between_builds(ctx, v)


# --- removal after a rename, a move, a Jekyll date change, a dropped chapter, a slug change, a translation

REMOVALS_S17 = [
    ("renamed notes.md to notes-2.md, the site's MP3 in place", ("rename", "en/notes.mp3")),
    ("moved into posts/, the site's page in place (same slug)", ("move", "en/notes.html")),
    ("a Jekyll post's date changed in its name, the site's page in place", ("jekyll-date", None)),
    ("a chapter dropped from SUMMARY.md, the site's MP3 in place", ("dropped", "en/chapter-2.mp3")),
    ("its slug changed, the site's transcript in place", ("slug", "en/notes.vtt")),
    ("its language changed en to zh-hans, the site's word timings in place", ("zh-hans", "en/notes.words.json")),
    ("made unlisted by audio: false, the site's chapters in place", ("optout", "en/notes.chapters.json")),
    ("deleted with its translation kept, the site's player data in place", ("untranslated", "en/notes.episode.json")),
]


@attack("removal", "high", variants=REMOVALS_S17)
def a_s17_a_removed_episode_and_the_sites_replacement(ctx: Ctx, v: tuple[str, str | None]) -> Verdict:
    """Built once; the site replaces one of the episode's files with its own; the article is renamed, moved, its
    Jekyll date changed, dropped from its book, its slug or language changed, opted out or deleted beside its
    translation: narrate removes what it wrote and never the site's file."""
    how, rel = v
    if how == "jekyll-date":
        write(ctx.tmp / "_config.yml", "title: Blog\n")
        content = ctx.tmp / "content"
        write(content / "_posts" / "2020-01-02-notes.md", "---\nlayout: post\ntitle: Notes\n---\n\nWords of it.\n")
        write(content / "_posts" / "2020-01-03-other.md", "---\nlayout: post\ntitle: Other\n---\n\nOther words.\n")
        write(ctx.tmp / "voices.yaml", OFFLINE)
    elif how == "dropped":
        content = _mdbook_s15(ctx)
    elif how == "untranslated":
        content = _translated_blog(ctx, image=False)
        write(content / "other.md", article("Other"))
    else:
        content = blog(ctx, {"notes.md": article(), "other.md": article("Other")})
    ctx.run("build", content, "--out", ctx.tmp / "out", "--config", ctx.tmp / "voices.yaml", timeout=90)
    if rel is None:
        pages = [p for p in (ctx.tmp / "out").glob("*/*.html") if "other" not in p.name and p.name != "index.html"]
        rel = str(pages[0].relative_to(ctx.tmp / "out")) if pages else "en/notes.html"
    target = ctx.tmp / "out" / rel
    if not target.exists():
        return Verdict(False, f"harness: no {rel} after the first build", "low")
    target.unlink()
    planted = write(target, USER)
    if how == "rename":
        (content / "notes.md").rename(content / "notes-2.md")
    elif how == "move":
        write(content / "posts" / "notes.md", (content / "notes.md").read_text(encoding="utf-8"))
        (content / "notes.md").unlink()
    elif how == "jekyll-date":
        (content / "_posts" / "2020-01-02-notes.md").rename(content / "_posts" / "2020-01-05-notes.md")
    elif how == "dropped":
        write(content / "SUMMARY.md", "# Summary\n\n- [Chapter one](chapter-1.md)\n")
    elif how == "slug":
        write(content / "notes.md", article(extra="slug: renamed\n"))
    elif how == "zh-hans":
        write(content / "notes.md", article("笔记", "这是一段值得一听的简体中文文字。", lang="zh-hans"))
    elif how == "optout":
        write(content / "notes.md", article(extra="audio: false\n"))
    else:
        (content / "notes" / "index.md").unlink()
    done = ctx.run("build", content, "--out", ctx.tmp / "out", "--config", ctx.tmp / "voices.yaml", timeout=90)
    return kept_verdict(done, unchanged(planted))


# --- cache --prune beside new kinds of the user's files; a linked lookups/ folder

PRUNES_S17 = [
    ("a user's hidden file in cache/chunks/", "chunks/.keep"),
    ("a user's file named like a chunk at the cache root", "ab" + "0" * 62 + ".mp3"),
    ("a user's README in a shard cache/chunks/ab/", "chunks/ab/README"),
    ("a user's file deep in cache/lookups/", "lookups/a/b/c/keep.tsv"),
    ("a user's file named like a temporary at the cache root", ".narrate-tmp-keep"),
]


@attack("cache", "medium", variants=PRUNES_S17)
def a_s17_prune_beside_a_users_file(ctx: Ctx, v: str) -> Verdict:
    """`cache --prune` after an edit left chunks unused: the user's files of new kinds stay (the s14 judge)."""
    return a_s14_prune_beside_a_users_file(ctx, v)


@attack("cache", "high", variants=[("lookups/", "lookups"), ("articles/", "articles"), ("chunks/", "chunks")])
def a_s17_prune_with_a_cache_folder_linked_to_the_users_folder(ctx: Ctx, v: str) -> Verdict:
    """A whole folder of the cache (lookups/, articles/, chunks/) is a link to the user's folder holding files
    named like the cache's: `cache --prune` deletes nothing through the link."""
    content = blog(ctx, {"notes.md": article()})
    build(ctx)
    user = ctx.tmp / "mine"
    planted = [write(user / "keep.json", USER), write(user / ("ef" + "0" * 62 + ".mp3"), USER)]
    target = ctx.tmp / "cache" / v
    if target.exists():
        shutil.rmtree(target)
    os.symlink(user, target)
    write(content / "notes.md", article(body="Something else to say now."))
    build(ctx)
    done = ctx.run("cache", "--prune", "--yes", "--grace", "0")
    return kept_verdict(done, unchanged(*planted))


# --- linked folders of new kinds

LINKED_S17 = [
    ("out/zh-hans a link to the user's folder, a translation built", "out-zh"),
    ("out/player a link to the user's folder", "out-player"),
    ("out/manifest a link to the user's folder", "out-manifest"),
    ("a content subfolder linked to the content folder itself (a loop)", "loop"),
]


@attack("overwrite", "high", variants=LINKED_S17)
def a_s17_a_linked_folder(ctx: Ctx, v: str) -> Verdict:
    """A folder of the output (a translation's language, the player, the manifest) is a link to the user's folder,
    or a content subfolder links back to the content: nothing is written through the link into the user's folder,
    the build ends, and every article is built once."""
    if v == "out-zh":
        content = _translated_blog(ctx, image=False)
    else:
        content = blog(ctx, {"posts/notes.md": article(), "other.md": article("Other")})
    user = ctx.tmp / "mine"
    mine = write(user / "keep.txt", USER)
    out = ctx.tmp / "out"
    out.mkdir()
    if v == "loop":
        os.symlink(content, content / "posts" / "again")
    else:
        os.symlink(user, out / {"out-zh": "zh-hans", "out-player": "player", "out-manifest": "manifest"}[v])
    done = build(ctx, timeout=60)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    lost = unchanged(mine) + _written_outside(ctx, user, ("keep.txt",))
    mp3s = sorted(p.name for p in out.glob("*/*.mp3"))
    if v == "loop" and len(mp3s) > 2:
        lost.append(f"articles built more than once: {mp3s}")
    return kept_verdict(done, lost)


# --- opt-out spellings through every flag key: TOML integer and float spellings (review M3), YAML merge keys (L7),
# anchors and aliases, YAML 1.1 binary/sexagesimal integers, duplicate keys, JSON floats

FLAGS_S17 = [
    ("toml audio = 0x0", ("toml", "audio", "0x0")),
    ("toml audio = 0o0", ("toml", "audio", "0o0")),
    ("toml audio = 0b0", ("toml", "audio", "0b0")),
    ("toml audio = +0", ("toml", "audio", "+0")),
    ("toml audio = -0", ("toml", "audio", "-0")),
    ("toml narrate = 0x0", ("toml", "narrate", "0x0")),
    ("toml narrate = 0.0", ("toml", "narrate", "0.0")),
    ("toml audio = 0e0", ("toml", "audio", "0e0")),
    ("toml draft = 0x1", ("toml", "draft", "0x1")),
    ("toml draft = 0b1", ("toml", "draft", "0b1")),
    ("toml draft = +1", ("toml", "draft", "+1")),
    ("toml draft = 1.0", ("toml", "draft", "1.0")),
    ("toml published = 0o0", ("toml", "published", "0o0")),
    ("toml published = 0_0", ("toml", "published", "0_0")),
    ("yaml audio: 0b0 (a YAML 1.1 binary 0)", ("yaml", "audio", "0b0")),
    ("yaml audio: 0:0 (a YAML 1.1 sexagesimal 0)", ("yaml", "audio", "0:0")),
    ("yaml draft: 0:1 (a sexagesimal 1)", ("yaml", "draft", "0:1")),
    ("yaml draft: 0b1", ("yaml", "draft", "0b1")),
    ("yaml published: 0x0", ("yaml", "published", "0x0")),
    # (harness fix, s17: `!!int '0'` is the decimal 0 with its type written out, the documented opt-out: the row
    # meant a tagged integer that is no decimal)
    ("yaml audio: !!int '0x0'", ("yaml", "audio", "!!int '0x0'")),
    ("yaml audio: !!float 0", ("yaml", "audio", "!!float 0")),
    ("json audio: 0.0", ("json", "audio", "0.0")),
    ("json draft: 1.0", ("json", "draft", "1.0")),
    ("json audio: 0e0", ("json", "audio", "0e0")),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=FLAGS_S17)
def a_s17_flag_typo_keeps_the_episode(ctx: Ctx, v: tuple[str, str, str]) -> Verdict:
    """A published episode's opt-out flag edited to an integer or float spelling of 0/1 that is not the documented
    `0`/`1` (TOML hex, octal, binary, signed, underscored, floats; YAML 1.1 binary and sexagesimal; explicit tags;
    JSON floats): the episode stays, with a warning naming the file (the s4 judge)."""
    verdict = a_s4_flag_misread_keeps_the_episode(ctx, v)
    # (harness fix, s17: `published` is Hugo's key (and Jekyll's boolean); a folder of Markdown with no generator
    # does not read it, so kept without a warning is what is asked)
    if v[1] == "published" and v[0] != "json" and not verdict.held and verdict.severity == "low":
        return Verdict(True, "kept (a key this blog does not read): " + verdict.note)
    return verdict


RAW_FLAGS_S17 = [
    ("yaml audio: 0x0 through a merge key", ("yaml", "base: &b\n  audio: 0x0\n<<: *b\n")),
    ("yaml audio: 0x0 through an inline merge", ("yaml", "<<: {audio: 0x0}\n")),
    ("yaml draft: 0x1 through a merge list", ("yaml", "a: &a {x: 1}\nb: &b {draft: 0x1}\n<<: [*a, *b]\n")),
    ("yaml narrate: +0 through a merge key", ("yaml", "base: &b {narrate: +0}\n<<: *b\n")),
    ("yaml audio: ture through a merge key", ("yaml", "base: &b {audio: ture}\n<<: *b\n")),
    ("yaml audio through an alias of 0x0", ("yaml", "zero: &z 0x0\naudio: *z\n")),
    ("yaml audio through an alias of a list", ("yaml", "no: &n [false]\naudio: *n\n")),
    ("yaml audio: true then audio: ture (a duplicate key)", ("yaml", "audio: true\naudio: ture\n")),
    ("yaml audio: true then audio: 0x0 (a duplicate key)", ("yaml", "audio: true\naudio: 0x0\n")),
    ("yaml draft: false then Draft: ture", ("yaml", "draft: false\nDraft: ture\n")),
    ("toml audio = 0x0 in a table after it", ("toml", "audio = 0x0\n[params]\nx = 1\n")),
    ("toml audio quoted as a key", ("toml", '"audio" = 0x0\n')),
    ("json audio: true then 'ture' (a duplicate key)", ("json", '"audio": true,\n"audio": "ture"')),
    ("json draft: 1e0", ("json", '"draft": 1e0')),
]


def _raw_fm(fmt: str, raw: str) -> str:
    """An article whose front matter in `fmt` holds a title, a language and the `raw` lines as written."""
    body = "\n\nA short paragraph that is worth saying.\n"
    if fmt == "toml":
        head, sep, tail = raw.partition("[")
        return '+++\ntitle = "Notes"\nlang = "en"\n' + head + (sep + tail if sep else "") + "+++" + body
    if fmt == "json":
        return '{\n"title": "Notes",\n"lang": "en",\n' + raw + "\n}" + body
    return "---\ntitle: Notes\nlang: en\n" + raw + "---" + body


@attack("opt-out typo", "high", lane="frontmatter", variants=RAW_FLAGS_S17)
def a_s17_flag_through_yaml_structure_keeps_the_episode(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A published episode's flag given through a YAML merge key, an anchor and alias, a duplicate key, a quoted
    TOML key or a JSON duplicate: a value that is no documented spelling leaves the episode where it is, with a
    warning naming the file (the s4 judge's `_stays`)."""
    fmt, raw = v
    folder = ""
    if fmt in ("json", "toml"):
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
        folder = "posts/"
    first = _raw_fm(fmt, "") if fmt != "json" else _raw_fm(fmt, '"x": 1')
    posts = {f"{folder}notes.md": first, f"{folder}other.md": article("Other"), "third.md": article("Third")}
    content = blog(ctx, posts)
    build(ctx)
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    if not mp3.exists():
        return Verdict(False, "harness: nothing published first", "low")
    return _stays(ctx, content, f"{folder}notes.md", _raw_fm(fmt, raw), mp3)


MOVES_S17 = [
    ("yaml lang: englsh through a merge key", "base: &b {lang: englsh}\n<<: *b\n"),
    ("yaml slug through an alias of a list", "s: &s [keep]\nslug: *s\n"),
    ("yaml lang: en then lang: zh-hnas (a duplicate)", "lang: zh-hnas\n"),
    ("yaml lang: 0x0", "lang: 0x0\n"),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=[(n, n) for n, _ in MOVES_S17])
def a_s17_move_key_through_yaml_structure(ctx: Ctx, v: str) -> Verdict:
    """A language or slug given through a merge key, an alias, a duplicate key or an integer spelling that cannot
    be meant: the episode stays where it is, with a warning naming the file (the s4 move judge)."""
    content = blog(ctx, {"notes.md": article(), "other.md": article("Other"), "third.md": article("Third")})
    build(ctx)
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    if not mp3.exists():
        return Verdict(False, "harness: nothing published first", "low")
    lang = "lang: en\n" if "duplicate" in v or "lang" not in v else ""
    text = "---\ntitle: Notes\n" + lang + dict(MOVES_S17)[v] + "---\n\nA short paragraph that is worth saying.\n"
    return _stays(ctx, content, "notes.md", text, mp3)


# --- expansion: Liquid highlight and raw blocks, data files naming variables, SUMMARY fan-out and nesting, Quarto
# meta, a percent-form cycle, an include that grows its parameter

EXPAND_S17 = [
    ("a 60 KB page variable inside 3,000 Liquid highlight blocks", "highlight"),
    ("1 MB of '{{' inside an unclosed {% raw %}", "raw-unclosed"),
    ("_data files naming site variables, 30 doubling levels", "datavars"),
    ("a SUMMARY.md of 100,000 entries to one chapter with distinct titles", "summary-fan"),
    ("a SUMMARY.md nested 5,000 deep", "summary-deep"),
    ("a Quarto {{< meta big >}} of 60 KB, 3,000 times", "quarto-meta"),
    ("a Hugo param cycle through the percent form", "percent-cycle"),
    ("an include passing include.x twice to itself, 30 deep", "include-grow"),
    ("knitr chunk options naming a 60 KB R param, 3,000 chunks", "knitr-param"),
]


def _expansion_site_s17(ctx: Ctx, kind: str) -> tuple[str, str, str]:
    """The site files for `kind`; the article's path, body and extra front matter."""
    if kind == "highlight":
        write(ctx.tmp / "_config.yml", "title: Blog\n")
        block = "{% highlight ruby %}\nputs '{{ page.big }}'\n{% endhighlight %}\n\nThat prints it.\n\n"
        return "_posts/2024-01-02-post.md", block * 3_000, f"big: '{BIG}'\n"
    if kind == "raw-unclosed":
        write(ctx.tmp / "_config.yml", "title: Blog\n")
        return "_posts/2024-01-02-post.md", "{% raw %}" + "{{ " * 330_000, ""
    if kind == "datavars":
        write(ctx.tmp / "_config.yml", "title: Blog\nv0: 'word'\n")
        for n in range(1, 31):
            write(
                ctx.tmp / "_data" / f"d{n}.yml", f"v: '{{{{ site.data.d{n - 1}.v }}}} {{{{ site.data.d{n - 1}.v }}}}'\n"
            )
        write(ctx.tmp / "_data" / "d0.yml", "v: '{{ site.v0 }}'\n")
        return "_posts/2024-01-02-post.md", "{{ site.data.d30.v }} " * 50, ""
    if kind.startswith("summary"):
        write(ctx.tmp / "content" / "book.toml", "[book]\ntitle = 'A book'\nsrc = '.'\n")
        if kind == "summary-fan":
            text = "# Summary\n\n" + "".join(f"- [Title number {i}](post.md)\n" for i in range(100_000))
        else:
            text = "# Summary\n\n" + "".join("  " * i + f"- [Level {i}](post.md)\n" for i in range(5_000))
        write(ctx.tmp / "content" / "SUMMARY.md", text)
        return "post.md", "Words of the chapter.", ""
    if kind == "quarto-meta":
        write(ctx.tmp / "_quarto.yml", "project:\n  type: website\n")
        return "post.md", "{{< meta big >}}\n\n" * 3_000, f"big: '{BIG}'\n"
    if kind == "percent-cycle":
        write(
            ctx.tmp / "hugo.toml",
            HUGO_SITE + '[params]\na = \'x {{% param "a" %}} {{% param "a" %}}\'\n',
        )
        return "posts/post.md", '{{% param "a" %}} ' * 100, ""
    if kind == "include-grow":
        write(ctx.tmp / "_config.yml", "title: Blog\n")
        write(
            ctx.tmp / "_includes" / "g.html",
            "{{ include.x }} {% include g.html x=include.x %} {% include g.html x=include.x %}\n",
        )
        return "_posts/2024-01-02-post.md", "{% include g.html x=page.big %}\n\n" * 10, f"big: '{BIG}'\n"
    body = "```{r, fig.cap=params$big, fig.alt=params$big}\nplot(1)\n```\n\nHere's what we get:\n\n"
    return "post.md", body * 3_000, f"params:\n  big: '{BIG}'\n"


@attack("expansion", "high", variants=EXPAND_S17)
def a_s17_expansion_new_paths(ctx: Ctx, v: str) -> Verdict:
    """Liquid highlight blocks holding a big variable, an unclosed raw block, data files that name variables, a
    SUMMARY fanned out or nested deep, a Quarto meta shortcode, a percent-form cycle, a growing include, knitr options
    naming a big param: `script` ends within 60 s and 2 GB with a bounded result, or one line (the s16 judge)."""
    rel, body, extra = _expansion_site_s17(ctx, v)
    path = write(ctx.tmp / "content" / rel, article(body="Plain words first. " + body, extra=extra))
    write(ctx.tmp / "voices.yaml", OFFLINE)
    done = ctx.run("script", path, "--json", timeout=60, mem_mb=2000)
    verdict = _bounded(done)
    size = path.stat().st_size
    if verdict.held and len(done.out) > 40 * size + 2_000_000:
        return Verdict(False, f"{len(done.out) / size:.0f}x the input in the script; " + done.brief())
    if verdict.held and v.startswith("summary") and done.cpu > 10:
        return Verdict(False, f"CPU {done.cpu:.1f} s for a book's summary; " + done.brief(), "medium")
    return verdict


# --- non-regular files in new places

ODD_S17 = [
    ("_quarto.yml is a FIFO", ("_quarto.yml", "fifo")),
    ("mkdocs.yml is a FIFO", ("mkdocs.yml", "fifo")),
    ("myst.yml is a FIFO", ("myst.yml", "fifo")),
    ("_toc.yml is a FIFO", ("_toc.yml", "fifo")),
    ("package.json is a FIFO", ("package.json", "fifo")),
    ("an included file _includes/note.html is a FIFO", ("include", "fifo")),
    ("a layout _layouts/post.html is a FIFO", ("layout", "fifo")),
    ("_data/x.yml is a folder", ("data", "folder")),
    ("_config.toml is a FIFO", ("_config.toml", "fifo")),
    ("config/_default/hugo.toml is a link loop", ("hugo-default", "loop")),
    ("a Hugo data file data/x.yaml is a FIFO", ("hugo-data", "fifo")),
]


@attack("non-regular file", "high", variants=ODD_S17)
def a_s17_a_file_of_another_kind_in_a_new_place(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A Quarto, MkDocs, MyST, Jupyter Book or Node site's config, an include, a layout, a data file as a FIFO, a
    folder or a link loop: the build ends within 30 s without a traceback and builds the other articles or stops
    with one line (the s14 judge)."""
    name, kind = v
    content = ctx.tmp / "content"
    body = "A short paragraph that is worth saying."
    jekyll = name in ("include", "layout", "data")
    if name == "include":
        body += "\n\n{% include note.html %}\n\nAfter the note."
    if name == "data":
        body += " {{ site.data.x.name }} is its name."
    if name == "hugo-data":
        body += ' {{< param "x" >}} is a param.'
    posts, prefix = ("_posts", "2024-01-02-") if jekyll else ("posts", "")
    extra = "layout: post\n" if name == "layout" else ""
    write(content / posts / f"{prefix}notes.md", article(body=body, extra=extra))
    write(content / posts / f"{prefix}other.md", article("Other"))
    write(ctx.tmp / "voices.yaml", OFFLINE)
    if jekyll:
        write(ctx.tmp / "_config.yml", "title: Blog\n")
        where = {"include": "_includes/note.html", "layout": "_layouts/post.html", "data": "_data/x.yml"}[name]
        _odd(ctx.tmp / where, kind)
    elif name == "hugo-default":
        _odd(ctx.tmp / "config" / "_default" / "hugo.toml", kind)
    elif name == "hugo-data":
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
        _odd(ctx.tmp / "data" / "x.yaml", kind)
    else:
        _odd(ctx.tmp / name, kind)
    done = ctx.run("build", content, "--out", ctx.tmp / "out", timeout=30, mem_mb=2000)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback or b"MemoryError" in done.err:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    built = list((ctx.tmp / "out").glob("*/*.mp3"))
    if (done.code == 1 and len(done.errors()) == 1) or (done.code in (0, 1) and built):
        return Verdict(True, f"{len(built)} built; " + done.brief())
    return Verdict(False, f"{len(built)} built, not one line: " + done.brief())


# --- the service: malformed answers of new shapes, refusals of new shapes


async def _script_answer_s17(srv: Any, ws: Any, transport: Any, how: str, headers: dict[str, str], body: str) -> bool:
    """One answer of a shape ANSWERS_S17 names; False when the connection is finished."""
    import asyncio

    from edge_standin import audio_frame, parse_ssml, text_frame

    rid = headers.get("X-RequestId") or "0" * 32
    sid = "F" * 32
    parsed = parse_ssml(body)
    rend = await asyncio.get_running_loop().run_in_executor(
        None, srv.render, parsed.text if parsed else "x", parsed.voice if parsed else "en-US-AriaNeural"
    )
    mp3 = rend.mp3

    async def send(frame: str | bytes) -> None:
        await (ws.send_bytes(frame) if isinstance(frame, bytes) else ws.send_str(frame))

    async def audio(payload: bytes, request: str = rid) -> None:
        for at in range(0, len(payload), 4096):
            await send(audio_frame(request, sid, payload[at : at + 4096]))

    if how == "turn.end with no audio":
        await send(text_frame(rid, "turn.start", "{}"))
        await send(text_frame(rid, "turn.end", "{}"))
        return True
    if how == "a binary frame whose header length passes its end":
        await send(text_frame(rid, "turn.start", "{}"))
        await send(b"\xff\xff" + b"Path:audio\r\n")
        await audio(mp3)
        await send(text_frame(rid, "turn.end", "{}"))
        return True
    if how == "a binary frame of one byte":
        await send(text_frame(rid, "turn.start", "{}"))
        await send(b"\x00")
        await audio(mp3)
        await send(text_frame(rid, "turn.end", "{}"))
        return True
    if how == "audio of another request id":
        await send(text_frame(rid, "turn.start", "{}"))
        await audio(mp3, "1" * 32)
        await send(text_frame(rid, "turn.end", "{}"))
        return True
    if how == "metadata nested 100,000 deep":
        await send(text_frame(rid, "turn.start", "{}"))
        await send(text_frame(rid, "audio.metadata", "[" * 100_000 + "]" * 100_000))
        await audio(mp3)
        await send(text_frame(rid, "turn.end", "{}"))
        return True
    if how == "a turn.start twice and half the audio":
        await send(text_frame(rid, "turn.start", "{}"))
        await audio(mp3[: len(mp3) // 2])
        await send(text_frame(rid, "turn.start", "{}"))
        await send(text_frame(rid, "turn.end", "{}"))
        return True
    if how == "audio that is not MP3":
        await send(text_frame(rid, "turn.start", "{}"))
        await audio(b"<html>" + b"x" * 8000 + b"</html>")
        await send(text_frame(rid, "turn.end", "{}"))
        return True
    # "a text frame that is not UTF-8"
    await send(text_frame(rid, "turn.start", "{}"))
    await send(b"X-RequestId:" + rid.encode() + b"\r\nPath:audio.metadata\r\n\r\n\xff\xfe{}")
    await audio(mp3)
    await send(text_frame(rid, "turn.end", "{}"))
    return True


ANSWERS_S17 = [
    "turn.end with no audio",
    "a binary frame whose header length passes its end",
    "a binary frame of one byte",
    "audio of another request id",
    "metadata nested 100,000 deep",
    "a turn.start twice and half the audio",
    "audio that is not MP3",
    "a text frame that is not UTF-8",
]


@attack("malformed answer", "medium", lane="voice", variants=[(f"{h}, once", (h, 1)) for h in ANSWERS_S17])
def a_s17_one_odd_answer(ctx: Ctx, v: tuple[str, int | None]) -> Verdict:
    """One answer of a new shape among good ones (timeout 5, attempts 3): a sound episode within 150 s, never
    'please report this' (the s15 judge)."""
    how, limit = v
    done = _edge_build(
        ctx,
        _scripted_by(_script_answer_s17, how, limit, transport=True),
        EDGE_VOICES + "timeout: 5\nattempts: 3\n",
        "1",
        150,
    )
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    if "please report" in done.stderr:
        return Verdict(False, "'please report this': " + done.brief())
    if done.traceback or done.code != 0 or not mp3.exists():
        return Verdict(False, done.brief())
    why = _sound_mp3(mp3)
    return Verdict(why is None, (why or f"episode {mp3.stat().st_size} bytes") + "; " + done.brief())


@attack(
    "malformed answer",
    "medium",
    lane="voice",
    variants=[(f"{h}, always", (h, None)) for h in ("turn.end with no audio", "audio that is not MP3")],
)
def a_s17_always_odd_answers(ctx: Ctx, v: tuple[str, int | None]) -> Verdict:
    """Every answer of that shape: one line within 150 s, never 'please report', or a sound episode."""
    how, limit = v
    done = _edge_build(
        ctx,
        _scripted_by(_script_answer_s17, how, limit, transport=True),
        EDGE_VOICES + "timeout: 5\nattempts: 3\n",
        "1",
        150,
    )
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    if done.code == 0 and mp3.exists():
        why = _sound_mp3(mp3)
        return Verdict(not done.traceback and why is None, (why or "") + done.brief())
    verdict = one_line(done)
    if verdict.held and "please report" in done.stderr:
        return Verdict(False, "'please report this': " + done.brief())
    return verdict


REFUSALS_S17: dict[str, Callable[[bytes], bytes]] = {
    "101 with a wrong Sec-WebSocket-Accept": lambda d: (
        b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        b"Sec-WebSocket-Accept: AAAAAAAAAAAAAAAAAAAAAAAAAAA=\r\n\r\n"
    ),
    "301 to itself": lambda d: b"HTTP/1.1 301 Moved Permanently\r\nLocation: /\r\nContent-Length: 0\r\n\r\n",
    "101 then a ping every moment, never an answer": lambda d: _upgrade(d) + b"\x89\x00" * 2000,
    "an HTTP/2 preface instead of HTTP/1.1": lambda d: (
        b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n\x00\x00\x00\x04\x00\x00\x00\x00\x00"
    ),
    "429 with a 10 MB body": lambda d: (
        b"HTTP/1.1 429 Too Many Requests\r\nContent-Length: 10000000\r\n\r\n" + b"x" * 10_000_000
    ),
    "101 then a close frame with code 0 (invalid)": lambda d: _upgrade(d) + b"\x88\x02\x00\x00",
}


@attack("service refuses", "medium", lane="voice", variants=[(r, r) for r in REFUSALS_S17])
def a_s17_twenty_articles_against_a_refusing_service(ctx: Ctx, v: str) -> Verdict:
    """20 articles against a service that refuses in a new way: --no-fallback ends within 60 s with one line per
    article; with fallback (engine auto), within 90 s with every episode made offline (the s7 judge)."""
    REFUSALS_S14.setdefault(v, REFUSALS_S17[v])
    return _twenty_articles_against(ctx, _raw_service_s14(v))


# --- cue templates

CUES_S17 = [
    ("a repr conversion of alt", ("image_alt", "'({alt!r})'")),
    ("escaped braces around n", ("links_many", "'{{n}} links'")),
    ("a field in a cue that has none", ("code", "'{n} code'")),
    ("a percent format of n", ("math_many", "'{n:%} formulas'")),
    ("a fill of a huge width", ("image_many", "'{n:_^99999999} images'")),
    ("a bidi override in a cue", ("image_alt", '"\\u202e{alt}"')),
    ("a NUL in a cue", ("table_many", '"{n}\\0 tables"')),
    ("a precision on host", ("frame_from", "'{host!s:.999999999}'")),
]


@attack("cues", "medium", variants=CUES_S17)
def a_s17_cue_template_variants(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A cue that is no plain text of its own named fields, through conversions, escapes and keys no family
    tried: one line naming voices.yaml, or said cleanly (the s6 judge)."""
    return a_s6_cue_template_variants(ctx, v)


# --- NUL, bidi overrides and lone surrogates in picture alts, code-box titles, link cards and footnotes

PLACES_S17 = ["picture alt", "code-box title", "link card", "footnote"]
CHARS_S17 = [
    ("a NUL", "\x00"),
    ("a right-to-left override", "\u202e"),
    ("a lone surrogate as an entity", "&#xDC00;"),
]


def _site_with_a_character_s17(ctx: Ctx, place: str, raw: str) -> Path:
    """A blog whose `place` holds `raw`; the content folder."""
    if place == "picture alt":
        body = f"The graph below shows it:\n\n![The{raw}growth curve](g.png)\n\nIt grows."
    elif place == "code-box title":
        body = f'Run this:\n\n```js title="app{raw}.js"\nrun()\n```\n\n::: details The{raw}code\n\n```js\nx()\n```\n\n:::\n'
    elif place == "link card":
        body = f'The repository is here:\n\n@[card](https://exa{raw}mple.com/a)\n\n{{{{< linkcard "https://exa{raw}mple.com/b" >}}}}\n'
    else:
        body = f"A claim that needs a note.[^1]\n\n[^1]: The{raw}source of it."
    return blog(ctx, {"notes.md": article(body=body), "other.md": article("Other")})


@attack(
    "control characters",
    "medium",
    variants=[(f"{c} in a {p}", (p, r)) for p in PLACES_S17 for c, r in CHARS_S17],
)
def a_s17_a_character_in_a_new_place(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A NUL, a bidi override or a lone surrogate (as an entity) in a picture's alt, a code box's title, a link
    card's address or a footnote: none of them in a published file, a tag, the script sent to the voice; no
    traceback; or one line (the s16 judge)."""
    place, raw = v
    return _character_judged(ctx, _site_with_a_character_s17(ctx, place, raw), raw)


# --- a kill at new temporary files

PHASES_S17 = [
    ("the word timings' temporary file", "en/.*.words.json.narrate*"),
    ("the episode MP3's temporary file", "en/.*.mp3.narrate*"),
    ("the player's temporary file", "player/.*narrate*"),
    ("the ledger's temporary file", "manifest/.*.json.narrate*"),
    ("the language index's temporary file", "en/.index.html.narrate*"),
]


@attack("kill", "high", variants=PHASES_S17)
def a_s17_a_build_killed_at_a_temporary_file(ctx: Ctx, v: str) -> Verdict:
    """A rebuild of six articles with pictures killed (SIGKILL) while one of its temporary files is there; a build
    after it: exit 0, no half file, no temporary left, every article heard (the s16 judge)."""
    return a_s16_a_build_killed_at_a_temporary_file(ctx, v)


# --- linear time: the shapes the s16/s17 rulings add work to

SHAPES_S17: dict[str, Callable[[], str]] = {
    "US dates 'm/d/yy'": lambda: "Update - 10/27/20 and 1/04/24 then 12/25/2023. " * 21_000,
    "'a > b > c' menu steps": lambda: "Open Settings > Privacy > Camera now. " * 26_000,
    "'Pick<T, K>' generics": lambda: "Use Pick<T, K> or List<String> with Vec<u8> here. " * 20_000,
    "'h→0' limits": lambda: "as h→0 and n → ∞ while x→0 holds. " * 28_000,
    "placeholder alts after pointing": lambda: _lines(
        lambda i: (
            f"As you can see below:\n\n![Image from Gyazo](g{i}.png)\n\n![CleanShot 2023-0{i % 9 + 1}](c{i}.png)\n"
        )
    ),
    "NBSP list markers": lambda: _lines(lambda i: f"-\u00a0item number {i} of a list"),
    "lower-case English slash pairs": lambda: "copy/pasting weeks/months push/commit op/delta users/revenue " * 16_000,
    "link cards": lambda: _lines(
        lambda i: f'@[card](https://example.com/a{i})\n\n{{{{< linkcard "https://e.com/{i}" >}}}}\n'
    ),
    "tab-indented Japanese lines": lambda: _lines(lambda i: f"\tこれは第{i}行のインデントされた日本語の文です。"),
    "vertical arrows between lines": lambda: _lines(lambda i: f"step {i}\n↓\nCPU ↑ 延迟↓"),
    "CJK slashes between names": lambda: "在 Deepin/Ubuntu 上用 Hubble UI/Relay 或 `-A` / `-B` 。" * 14_000,
}


@attack("linear time", "medium", lane="speed", variants=[(n, n) for n in SHAPES_S17])
def a_s17_a_megabyte_of_one_shape(ctx: Ctx, v: str) -> Verdict:
    """A megabyte of a shape the s16/s17 rulings add work to: `narrate script` within 2 s of CPU per MB."""
    return _megabyte(ctx, SHAPES_S17[v](), "script")


@attack(
    "linear time",
    "medium",
    lane="speed",
    variants=[
        (n, n)
        for n in (
            "US dates 'm/d/yy'",
            "'a > b > c' menu steps",
            "'Pick<T, K>' generics",
            "lower-case English slash pairs",
        )
    ],
)
def a_s17_a_megabyte_checked(ctx: Ctx, v: str) -> Verdict:
    """A megabyte of a date, menu, generic or slash shape: `narrate check` within 2 s of CPU per MB."""
    return _megabyte(ctx, SHAPES_S17[v](), "check")


# ============================================================================= session 18
# Written and committed before they were run (issue 43, session 18's harden lane): new variants of every class
# and surfaces no family tried — flag values that are a documented word only once Unicode folds it (lookalike
# letters, ligatures, no-break and ideographic blanks, YAML/TOML/JSON escapes, TOML times and infinities, JSON
# underflow), language keys of those shapes, output names that fold to a site's file through ligatures, Kelvin,
# Roman numerals and mathematical letters, file names that read as options or hide a hyperlink, cue templates
# through nested specs and indexing, control characters in tables, ids, definitions and titles, the ledger and
# records tampered with inside the output folder (a record naming the site's page, chunks naming paths, every
# record file broken), kills at each temporary file with the rename held open (the s17 harness misses: the
# articles were too small to be caught mid-phase), `serve` requests of new shapes, voices.yaml of huge counts,
# new refusals by the service, and megabytes of huge counts of small things.

FAMILY[0] = "s18"

# --- flags: values that are a documented word only once folded or escaped

FLAGS_S18 = [
    ("yaml audio: 'false' and a YAML no-break space escape", ("yaml", "audio", '"false\\_"')),
    ("yaml audio: a YAML NEL escape then 'false'", ("yaml", "audio", '"\\Nfalse"')),
    ("yaml audio: 'false' and an ideographic space", ("yaml", "audio", '"false\u3000"')),
    ("yaml audio: 'false' and an information separator", ("yaml", "audio", '"false\\x1c"')),
    ("yaml audio: fullwidth 'ｆａｌｓｅ'", ("yaml", "audio", "\uff46\uff41\uff4c\uff53\uff45")),
    ("yaml audio: 'fаlse' with a Cyrillic a", ("yaml", "audio", "f\u0430lse")),
    ("yaml audio: 'falſe' with a long s", ("yaml", "audio", "fal\u017fe")),
    ("yaml audio: 'oﬀ' with an ff ligature", ("yaml", "audio", "o\ufb00")),
    ("yaml audio: fullwidth 'ＮＯ'", ("yaml", "audio", "\uff2e\uff2f")),
    ("yaml audio: 'fa\\u00adlse' (a soft hyphen)", ("yaml", "audio", '"fa\\u00adlse"')),
    ("yaml audio: a BOM then 'false'", ("yaml", "audio", '"\\ufefffalse"')),
    ("yaml audio: 'false' and a NUL", ("yaml", "audio", '"false\\0"')),
    ("yaml audio: an Arabic-Indic zero", ("yaml", "audio", "\u0660")),
    ("yaml draft: a mathematical bold one", ("yaml", "draft", "\U0001d7cf")),
    ("yaml draft: 'yeſ' with a long s", ("yaml", "draft", "ye\u017f")),
    ("yaml draft: 'ＴＲＵＥ' fullwidth", ("yaml", "draft", "\uff34\uff32\uff35\uff25")),
    ("yaml audio: !!bool 'ture'", ("yaml", "audio", "!!bool 'ture'")),
    ("yaml audio: !!python/bool 0", ("yaml", "audio", "!!python/bool 0")),
    ("yaml audio: a folded block of 'fal' and 'se'", ("yaml", "audio", ">-\n  fal\n  se")),
    ("yaml narrate: 'no' and a zero-width joiner", ("yaml", "narrate", '"no\\u200d"')),
    ("toml audio = 'false' and a no-break space escape", ("toml", "audio", '"false\\u00a0"')),
    ("toml audio = -0.0", ("toml", "audio", "-0.0")),
    ("toml audio = nan", ("toml", "audio", "nan")),
    ("toml draft = inf", ("toml", "draft", "inf")),
    ("toml audio = 00:00:00 (a local time)", ("toml", "audio", "00:00:00")),
    ("toml draft = 1.0000000000000001 (a float equal to 1)", ("toml", "draft", "1.0000000000000001")),
    ("toml narrate = fullwidth 'ｏｆｆ'", ("toml", "narrate", '"\uff4f\uff46\uff46"')),
    ("json audio: 1e-400 (underflows to 0)", ("json", "audio", "1e-400")),
    ("json audio: -0", ("json", "audio", "-0")),
    ("json draft: an Arabic-Indic one as an escape", ("json", "draft", '"\\u0661"')),
    ("json audio: 'false' and a NEL", ("json", "audio", '"false\\u0085"')),
    ("json draft: 1.0000000000000001", ("json", "draft", "1.0000000000000001")),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=FLAGS_S18)
def a_s18_flag_folded_keeps_the_episode(ctx: Ctx, v: tuple[str, str, str]) -> Verdict:
    """A published episode's opt-out or draft flag edited to a value that is a documented word only once Unicode
    folds it, an escape adds a blank no ASCII trim removes, or a number that equals 0/1 without being the decimal
    `0`/`1`: the episode stays, with a warning naming the file (the s4 judge)."""
    return a_s17_flag_typo_keeps_the_episode(ctx, v)


# --- language keys that move an episode, through spellings a fold makes a language

LANGS_S18 = [
    ("lang: fullwidth 'ｅｎ'", "lang: \uff45\uff4e\n"),
    ("lang: 'en' and a no-break space escape", 'lang: "en\\_"\n'),
    ("lang: 'zh‐hans' with a Unicode hyphen", "lang: zh\u2010hans\n"),
    ("lang: 'zh-hans' and a right-to-left override", 'lang: "zh-hans\\u202e"\n'),
    ("lang: 'ja' with a Cyrillic j", "lang: \u0458a\n"),
    ("lang: 'en' then a NUL", 'lang: "en\\0"\n'),
    ("lang: 'en' through a folded block", "lang: >-\n  e\n  n\n"),
    ("language: a 10,000 character tag", "lang: " + "en-" + "x" * 10_000 + "\n"),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=[(n, n) for n, _ in LANGS_S18])
def a_s18_lang_folded_keeps_the_episode(ctx: Ctx, v: str) -> Verdict:
    """A published English episode's language edited to a tag that is a language only once Unicode folds it (or
    not at all): the episode stays where it was, with a warning naming the file (the s4 move judge)."""
    content = blog(ctx, {"notes.md": article(), "other.md": article("Other"), "third.md": article("Third")})
    build(ctx)
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    if not mp3.exists():
        return Verdict(False, "harness: nothing published first", "low")
    text = "---\ntitle: Notes\n" + dict(LANGS_S18)[v] + "---\n\nA short paragraph that is worth saying.\n"
    return _stays(ctx, content, "notes.md", text, mp3)


# --- output names that fold to the site's file (ligatures, Kelvin, Roman numerals, mathematical letters, ß)

FOLDS_S18 = [
    ("the site's en/file.html beside an article 'ﬁle.md' (a ligature)", ("\ufb01le.md", "en/file.html")),
    ("the site's en/STRASSE.html beside an article 'straße.md'", ("stra\u00dfe.md", "en/STRASSE.html")),
    ("the site's en/\u212aelvin.mp3 (Kelvin sign) beside 'kelvin.md'", ("kelvin.md", "en/\u212aelvin.mp3")),
    ("the site's en/ix.html beside an article 'Ⅸ.md' (a Roman numeral)", ("\u2168.md", "en/ix.html")),
    (
        "the site's en/notes.html beside an article of mathematical bold letters",
        ("\U0001d427\U0001d428\U0001d42d\U0001d41e\U0001d42c.md", "en/notes.html"),
    ),
    (
        "the site's en/ΛΟΓΟΣ.vtt beside 'λογος.md'",
        ("\u03bb\u03bf\u03b3\u03bf\u03c2.md", "en/\u039b\u039f\u0393\u039f\u03a3.vtt"),
    ),
    ("the site's en/CAFE\u0301.HTML (NFD, capitals) beside 'café.md'", ("caf\u00e9.md", "en/CAFE\u0301.HTML")),
    (
        "the site's en/ｎｏｔｅｓ.html (fullwidth) beside 'notes.md'",
        ("notes.md", "en/\uff4e\uff4f\uff54\uff45\uff53.html"),
    ),
    ("the site's EN/NOTES.MP3 beside 'notes.md'", ("notes.md", "EN/NOTES.MP3")),
    ("the site's en/notes.words.JSON beside 'notes.md'", ("notes.md", "en/notes.words.JSON")),
    (
        "the site's en/한글.html (NFD jamo) beside '한글.md'",
        ("\ud55c\uae00.md", "en/\u1112\u1161\u11ab\u1100\u1173\u11af.html"),
    ),
]


@attack("overwrite", "high", variants=FOLDS_S18)
def a_s18_a_written_name_folds_to_a_sites_file(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """The site's file sits at a name narrate's output name folds to (NFKC and case): it stays, and narrate
    writes no twin of it (the s13 judge)."""
    return a_s13_a_written_name_folds_to_a_sites_file(ctx, v)


# --- file names that read as options, hide a hyperlink, or print alike

NAMES_S18 = [
    # (harness fix, s18: a file name holds no '/': the hyperlink's address is written without one)
    ("an OSC 8 hyperlink", b"\x1b]8;;https:evil.example\x07notes\x1b]8;;\x07.md"),
    ("a CSI that clears the screen", b"\x1b[2J\x1b[Hnotes.md"),
    ("a C1 CSI", b"\xc2\x9b2Jnotes.md"),
    ("a BEL", b"no\x07tes.md"),
    ("a carriage return that overprints", b"fine.md\rnotes.md"),
    ("a newline that forges a line", b"notes\nnarrate: error: forged.md"),
]


@attack(
    "terminal",
    "low",
    variants=[(f"{label}, {cmd}", (name, cmd)) for label, name in NAMES_S18 for cmd in ("script", "build")],
)
def a_s18_file_names_reach_the_terminal_raw(ctx: Ctx, v: tuple[bytes, str]) -> Verdict:
    """A file name with an OSC 8 hyperlink, a screen-clearing CSI, a C1 CSI, a BEL, a CR or a newline that forges
    a line: never printed raw (the s3 judge)."""
    return a_file_names_reach_the_terminal_raw(ctx, v)


ODD_NAMES_S18 = [
    ("a name that reads as an option", b"--help.md"),
    ("a name that reads as a short option", b"-o.md"),
    ("a name of a Windows device", b"CON.md"),
    ("a name that ends in a space", b"notes .md"),
    ("a name with a zero-width space", "no\u200btes.md".encode()),
    ("a name of 250 bytes of CJK", ("\u6587" * 82 + ".md").encode()),
]


@attack("file names", "medium", variants=ODD_NAMES_S18)
def a_s18_an_odd_file_name(ctx: Ctx, v: bytes) -> Verdict:
    """An article whose file name reads as an option, names a device, ends in a blank, hides a zero-width space
    or nears the name limit: the build ends without a traceback, the article gets an episode inside out/en/, and
    nothing is written outside the output folder."""
    write(ctx.tmp / "voices.yaml", OFFLINE)
    content = ctx.tmp / "content"
    content.mkdir()
    with open(os.path.join(os.fsencode(content), v), "wb") as handle:
        handle.write(article().encode())
    write(content / "other.md", article("Other"))
    done = build(ctx)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief())
    out = ctx.tmp / "out"
    mp3s = sorted(p.name for p in out.glob("en/*.mp3"))
    stray = [p.name for p in ctx.tmp.iterdir() if p.name not in ("voices.yaml", "content", "out", "cache")]
    problems = [f"wrote {stray}"] if stray else []
    if len(mp3s) != 2:
        problems.append(f"episodes {mp3s}")
    return Verdict(not problems, "; ".join(problems) + " " + done.brief())


# --- cue templates through nested specs, indexing, conversions, amplification

CUES_S18 = [
    ("an ascii conversion", ("image_alt", "'{alt!a}'")),
    ("a nested format spec", ("code_many", "'{n:{n}}'")),
    ("an index into alt", ("image_alt", "'{alt[0]}'")),
    ("an attribute of alt", ("image_alt", "'{alt.upper}'")),
    ("n as a character", ("code_many", "'{n:c}'")),
    ("blanks inside the braces", ("code_many", "'{ n } blocks'")),
    ("a positional field", ("code_many", "'{} blocks'")),
    ("an empty conversion", ("code_many", "'{n!} blocks'")),
    ("a NUL fill", ("code_many", '"{n:\\0^40} blocks"')),
    ("n repeated 20,000 times", ("code_many", "'" + "{n}" * 20_000 + "'")),
    ("an exponent format with a huge precision", ("code_many", "'{n:.99999999e}'")),
    ("a field named by a non-ASCII letter", ("code_many", "'{\u00f1} blocks'")),
]


@attack("cues", "medium", variants=CUES_S18)
def a_s18_cue_template_variants(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A cue template no family wrote: one line naming voices.yaml, or said cleanly (the s6 judge)."""
    return a_s6_cue_template_variants(ctx, v)


# --- control characters in tables, heading ids, definition lists and link titles

PLACES_S18 = ["table cell", "heading id", "definition", "link title"]
CHARS_S18 = [
    ("an ESC", "\x1b"),
    ("a C1 CSI", "\x9b"),
    ("a left-to-right isolate", "\u2066"),
]


def _site_with_a_character_s18(ctx: Ctx, place: str, raw: str) -> Path:
    if place == "table cell":
        body = f"The numbers:\n\n| Name | Value |\n|---|---|\n| a{raw}b | 1 |\n| c | 2{raw} |\n\nThat is all."
    elif place == "heading id":
        body = f"Intro words.\n\n## The part{raw} {{#part{raw}id}}\n\nWords of the part."
    elif place == "definition":
        body = f"Terms:\n\nTerm{raw} one\n: The{raw}meaning of it.\n\nAfter them."
    else:
        body = f'See [the page](https://example.com/a "A{raw}title") and [this][r].\n\n[r]: https://e.com/ "B{raw}t"\n'
    return blog(ctx, {"notes.md": article(title=f"Notes{raw}" if place == "heading id" else "Notes", body=body)})


@attack(
    "control characters",
    "medium",
    variants=[(f"{c} in a {p}", (p, r)) for p in PLACES_S18 for c, r in CHARS_S18],
)
def a_s18_a_character_in_a_new_place(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """An ESC, a C1 CSI or a bidi isolate in a table cell, a heading's id (and the title), a definition list or a
    link title: in no published file, tag or script (the s16 judge)."""
    place, raw = v
    return _character_judged(ctx, _site_with_a_character_s18(ctx, place, raw), raw)


# --- the ledger and records tampered with inside the output folder

LEDGER_S18 = [
    ("a record's slug names the site's page beside it", "slug-sibling"),
    ("a record's chunks name paths out of the cache", "chunks-up"),
    ("a record's lang is '..'", "lang-up"),
    ("a record's cover names the site's image", "cover-sibling"),
    ("the ledger names the site's page and the stamps its true hash", "ledger-stamped"),
    ("the ledger is cut off mid-way", "ledger-cut"),
    ("the ledger is JSON null", "ledger-null"),
    ("the ledger is a mapping", "ledger-map"),
    ("the ledger names 1,000,000 files", "ledger-huge"),
    ("the stamps name a folder", "stamps-folder"),
    ("the publication record names the site's page with its true size and time", "published-sibling"),
    ("the publication record is nested 100,000 deep", "published-deep"),
    ("every record file is empty", "records-empty"),
]


def _tamper_s18(ctx: Ctx, out: Path, how: str, mine: Path) -> None:
    """Tamper with narrate's records in `out` as `how` says; `mine` is the site's page beside narrate's."""
    import hashlib

    manifest = out / "manifest"
    record_path = manifest / "en" / "notes.json"
    record = json.loads(record_path.read_text(encoding="utf-8"))
    ledger = manifest / ".written.json"
    rel = str(mine.relative_to(out))
    if how == "slug-sibling":
        record["slug"] = "mine"
    elif how == "chunks-up":
        record["chunks"] = ["../../mine/keep", "../" * 8 + "tmp", "/" + str(ctx.tmp / "mine" / "keep.json")]
    elif how == "lang-up":
        record["lang"] = ".."
    elif how == "cover-sibling":
        record["cover"] = "en/mine.png"
        record["image"] = "en/mine.png"
    if how in ("slug-sibling", "chunks-up", "lang-up", "cover-sibling"):
        record_path.write_text(json.dumps(record), encoding="utf-8")
    elif how == "ledger-stamped":
        names = json.loads(ledger.read_text(encoding="utf-8"))
        ledger.write_text(json.dumps([*names, rel, "en/mine.png"]), encoding="utf-8")
        stamps_path = manifest / ".stamps.json"
        stamps = json.loads(stamps_path.read_text(encoding="utf-8"))
        for name in (rel, "en/mine.png"):
            stamps[name] = f"{len(USER)}:{hashlib.sha256(USER).hexdigest()}"
        stamps_path.write_text(json.dumps(stamps), encoding="utf-8")
    elif how == "ledger-cut":
        ledger.write_bytes(ledger.read_bytes()[:40])
    elif how == "ledger-null":
        ledger.write_text("null", encoding="utf-8")
    elif how == "ledger-map":
        ledger.write_text(json.dumps({rel: True, "en/notes.mp3": True}), encoding="utf-8")
    elif how == "ledger-huge":
        ledger.write_text(json.dumps([f"en/x{i}.mp3" for i in range(1_000_000)]), encoding="utf-8")
    elif how == "stamps-folder":
        stamps_path = manifest / ".stamps.json"
        stamps = json.loads(stamps_path.read_text(encoding="utf-8"))
        stamps["en"] = "0:" + "0" * 64
        stamps["."] = "0:" + "0" * 64
        stamps_path.write_text(json.dumps(stamps), encoding="utf-8")
    elif how == "published-sibling":
        path = manifest / ".published.json"
        data = json.loads(path.read_text(encoding="utf-8"))
        st = mine.stat()
        data["data"]["files"].append([rel, [st.st_size, st.st_mtime_ns, st.st_ino]])
        path.write_text(json.dumps(data), encoding="utf-8")
    elif how == "published-deep":
        (manifest / ".published.json").write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    elif how == "records-empty":
        for path in manifest.rglob("*"):
            if path.is_file():
                path.write_bytes(b"")


@attack("ledger", "high", variants=LEDGER_S18)
def a_s18_the_ledger_tampered_with(ctx: Ctx, v: str) -> Verdict:
    """Built; the site puts its own page, MP3 and picture beside narrate's (en/mine.*) and outside (mine/); one of
    narrate's records is edited to name them, broken or made huge; an article edited, one deleted; built again
    (removal allowed), the feed rewritten and the cache pruned: the site's files stay, every command ends within
    60 s and 1.5 GB without a traceback, and the kept article still has its episode."""
    content = _full_blog(ctx)
    write(content / "third.md", article("Third"))
    build(ctx)
    out = ctx.tmp / "out"
    if not (out / "manifest" / "en" / "notes.json").exists():
        return Verdict(False, "harness: no record after the first build", "low")
    mine = write(out / "en" / "mine.html", USER)
    planted = [
        mine,
        write(out / "en" / "mine.mp3", USER),
        write(out / "en" / "mine.png", USER),
        write(ctx.tmp / "mine" / "keep", USER),
        write(ctx.tmp / "mine" / "keep.json", USER),
    ]
    _tamper_s18(ctx, out, v, mine)
    (content / "notes.md").unlink()
    write(content / "other.md", article("Other", "The other article, edited to say something new."))
    runs = [
        ctx.run("build", content, "--out", out, "--allow-mass-removal", timeout=60, mem_mb=1500),
        ctx.run("feed", "--out", out, "--config", ctx.tmp / "voices.yaml", timeout=60, mem_mb=1500),
        ctx.run("cache", "--prune", "--yes", "--grace", "0", content, timeout=60, mem_mb=1500),
    ]
    for run in runs:
        if run.timed_out or b"MemoryError" in run.err:
            return Verdict(False, run.brief(), "high")
    lost = unchanged(*planted)
    if not (out / "en" / "third.mp3").exists():
        lost.append("the untouched article's episode is gone")
    bad = next((r for r in runs if r.traceback), None)
    if lost:
        return Verdict(False, "; ".join(lost[:4]) + f" ({runs[0].brief()})")
    if bad:
        return Verdict(False, "traceback: " + bad.brief(), "medium")
    return Verdict(True, runs[0].brief())


# --- kills at each temporary file, the rename held open (the s17 harness misses, and new phases)

_HOLD_SITE = '''\
"""Installed by benchmarks/attacks.py (kill class): hold the rename of a narrate temporary file whose path
matches NARRATE_ATTACK_HOLD for a second, so that a kill lands while it is there however small the article."""
import fnmatch
import os
import time

_PATTERN = os.environ.get("NARRATE_ATTACK_HOLD", "")
if _PATTERN:
    _replace, _link, _rename = os.replace, os.link, os.rename

    def _held(src):
        try:
            name = os.path.abspath(os.fsdecode(src))
        except (TypeError, ValueError):
            return
        if fnmatch.fnmatch(name, _PATTERN):
            open(os.environ["NARRATE_ATTACK_HELD"], "a").close()
            time.sleep(1.5)

    def replace(src, dst, *a, **k):
        _held(src)
        return _replace(src, dst, *a, **k)

    def link(src, dst, *a, **k):
        _held(src)
        return _link(src, dst, *a, **k)

    def rename(src, dst, *a, **k):
        _held(src)
        return _rename(src, dst, *a, **k)

    os.replace, os.link, os.rename = replace, link, rename
'''

# (harness fix, s18, before any fix: a rebuild with espeak rewrites no word timings (the same empty cues) and no
# player (unchanged), so those two are killed in the first build; narrate writes no en/index.html at all (the s17
# row named a file that is not there): its row kills at the language's episode list instead)
FIRST_BUILD_S18 = ("en/.*.words.json.narrate*", "player/.*narrate*")

PHASES_S18 = [
    ("the word timings' temporary file (s17 miss)", "en/.*.words.json.narrate*"),
    ("the episode MP3's temporary file (s17 miss)", "en/.*.mp3.narrate*"),
    ("the player's temporary file (s17 miss)", "player/.*narrate*"),
    ("the ledger's temporary file (s17 miss)", "manifest/.*.json.narrate*"),
    ("the language's episode list (s17 miss: no en/index.html is written)", "en/.episodes.json.narrate*"),
    ("the feed's temporary file", "en/.feed.xml.narrate*"),
    ("the transcript's temporary file", "en/.*.srt.narrate*"),
    ("the episode data's temporary file", "en/.*.episode.json.narrate*"),
    ("a record's temporary file", "manifest/en/.*.json.narrate*"),
    ("the site index's temporary file", ".index.html.narrate*"),
    # (harness fix, s18: the temporary file of manifest/.stamps.json is named "..stamps.json.narrate-…")
    ("the stamps' temporary file", "manifest/..stamps.json.narrate*"),
]


@attack("kill", "high", variants=PHASES_S18)
def a_s18_a_build_killed_at_a_held_temporary_file(ctx: Ctx, v: str) -> Verdict:
    """A rebuild of six articles with pictures (each edited) killed (SIGKILL) while one of its temporary files is
    there — its rename held for a second by a hook in the child's Python, so small articles are caught too (the
    s17 harness misses); a build after it: exit 0, no half file, no temporary left, every article heard."""
    posts = {
        f"p{i}.md": article(f"Post {i}", f"Paragraph of post {i}.", f"date: 2024-02-{i + 1:02d}\nimage: c{i}.png\n")
        for i in range(6)
    }
    content = blog(ctx, posts)
    for i in range(6):
        png(content / f"c{i}.png", color=(10 * i, 20, 30))
    out = ctx.tmp / "out"
    if v not in FIRST_BUILD_S18:
        build(ctx, timeout=120)
        for i in range(6):
            write(content / f"p{i}.md", posts[f"p{i}.md"].replace("Paragraph", "Edited paragraph"))
            png(content / f"c{i}.png", color=(10 * i, 90, 30))
    hook = write(ctx.tmp / "hook" / "sitecustomize.py", _HOLD_SITE)
    held = ctx.tmp / "held"
    path = os.pathsep.join(p for p in (str(hook.parent), ctx.env.get("PYTHONPATH", "")) if p)
    # (harness fix, s18, before any fix: the pattern is the whole path under the output folder; a name alone held
    # every temporary of the build (the cache's too) for its second, and the player's came after the wait ended)
    hold = os.path.join(os.path.abspath(out), v)
    env = {**ctx.env, "PYTHONPATH": path, "NARRATE_ATTACK_HOLD": hold, "NARRATE_ATTACK_HELD": str(held)}
    proc = subprocess.Popen(
        [*ctx.narrate, "build", str(content), "--out", str(out), "--jobs", "1"],
        cwd=ctx.tmp,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    hit = _wait_for(proc, lambda: held.exists() and any(out.glob(v)))
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGKILL)
    _finished(proc, 30)
    if not hit:
        return Verdict(False, f"harness: the build ended before a file {v} was seen", "low")
    heal, report = build_json(ctx, timeout=180)
    if heal.timed_out:
        return Verdict(False, heal.brief(), "high")
    if heal.traceback:
        return Verdict(False, "traceback: " + heal.brief(), "medium")
    problems = _half_files(out, [])
    problems += [f"left {p.relative_to(out)}" for p in out.rglob(".*narrate*") if p.name != ".narrate.lock"]
    if "not narrate's" in heal.stderr:
        problems.append("narrate's own file called the site's: " + (heal.errors() or [heal.stderr[-150:]])[0][:150])
    if heal.code != 0:
        problems.append(f"heal exit {heal.code}")
    missing = [i for i in range(6) if not (out / "en" / f"p{i}.mp3").exists()]
    if missing:
        problems.append(f"no episode for {missing}")
    return Verdict(not problems, "; ".join(problems)[:300] or heal.brief())


# --- serve: requests of new shapes

SERVE_S18 = [
    ("a NUL in the path", ("", "GET /en/a.mp3%00.html", "", (400, 403, 404))),
    ("overlong UTF-8 slashes", ("", "GET /en/..%c0%af..%c0%afetc/passwd", "", (400, 403, 404))),
    ("a double slash to the root", ("", "GET //etc/passwd", "", (400, 403, 404))),
    ("encoded slashes and dots", ("", "GET /en/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd", "", (400, 403, 404))),
    ("a 100 KB path", ("", "GET /" + "a" * 100_000, "", (0, 400, 404, 414))),
    ("10,000 header lines", ("", "GET /en/a.mp3", "X-A: b\r\n" * 10_000, (0, 200, 400, 431))),
    ("a negative Content-Length", ("", "GET /en/a.mp3", "Content-Length: -1", (0, 200, 400))),
    ("a NUL in the Host, rebased", ("host", "GET /en/feed.xml", "Host: a\x00b", (400,))),
    ("OPTIONS *", ("", "OPTIONS *", "", (400, 404, 405, 501))),
    ("the stamps", ("", "GET /manifest/.stamps.json", "", (200, 403, 404))),
    ("a linked file to the folder above", ("uplink", "GET /en/up.mp3", "", (403, 404))),
]


@attack("serve", "medium", variants=SERVE_S18)
def a_s18_serve_odd_request(ctx: Ctx, v: tuple[str, str, str, tuple[int, ...]]) -> Verdict:
    """`serve` given a request of a new shape: the allowed status, alive, no traceback, nothing leaked or changed
    (the s4 judge; a link to a file in the folder above the output is not served)."""
    if v[0] == "uplink":
        write(ctx.tmp / "secret.txt", "root:x:0:0\n")
        (ctx.tmp / "out" / "en").mkdir(parents=True, exist_ok=True)
        os.symlink(ctx.tmp / "secret.txt", ctx.tmp / "out" / "en" / "up.mp3")
        v = ("", *v[1:])
    return a_s4_serve_odd_request(ctx, v)


RANGES_S18 = [
    ("1,000 overlapping ranges", ("bytes=" + ",".join(["0-99"] * 1000), (200, 206, 416))),
    ("a range past 2**64", ("bytes=18446744073709551616-", (200, 416))),
    ("a suffix of zero", ("bytes=-0", (200, 416))),
    ("a fullwidth digit", ("bytes=\uff10-1", (200, 416))),
]


@attack("serve", "medium", variants=RANGES_S18)
def a_s18_serve_range_header(ctx: Ctx, v: tuple[str, tuple[int, ...]]) -> Verdict:
    """`serve` given a Range header of a new shape: an allowed status, never the file many times over (the s4
    judge)."""
    return a_s4_serve_range_header(ctx, v)


# --- voices.yaml of huge counts of small things

CONFIG_S18 = [
    ("100,000 languages", "huge-langs"),
    ("100,000 readings", "huge-readings"),
    ("a key of 1 MB", "huge-key"),
    ("a flow list nested 100,000 deep", "deep-flow"),
    ("100,000 duplicate keys", "dup-keys"),
    ("100,000 build.exclude globs", "huge-excludes"),
    ("a 5 MB comment line", "long-comment"),
    ("100,000 anchors each used once", "anchors"),
]


def _config_s18(kind: str) -> str:
    base = "engine: espeak\n"
    if kind == "huge-langs":
        return base + "languages:\n" + "".join(f"  x{i}: {{outro: ''}}\n" for i in range(100_000))
    if kind == "huge-readings":
        return base + "readings:\n  en:\n" + "".join(f"    w{i}: word {i}\n" for i in range(100_000))
    if kind == "huge-key":
        return base + "k" * 1_000_000 + ": 1\n"
    if kind == "deep-flow":
        return base + "languages: " + "[" * 100_000 + "]" * 100_000 + "\n"
    if kind == "dup-keys":
        return base + "engine: espeak\n" * 100_000
    if kind == "huge-excludes":
        return base + "build:\n  exclude:\n" + "".join(f"    - 'p{i}/*.md'\n" for i in range(100_000))
    if kind == "long-comment":
        return base + "# " + "x" * 5_000_000 + "\n"
    return base + "x:\n" + "".join(f"  a{i}: &a{i} {i}\n  b{i}: *a{i}\n" for i in range(100_000))


@attack("config", "medium", variants=CONFIG_S18)
def a_s18_a_voices_yaml_of_huge_counts(ctx: Ctx, v: str) -> Verdict:
    """voices.yaml of 100,000 languages, readings, duplicate keys, globs or anchors, a 1 MB key, a deep flow
    list, a 5 MB comment: `script` ends within 30 s and 1.5 GB, with the article's script or one line naming
    voices.yaml; never a traceback."""
    write(ctx.tmp / "voices.yaml", _config_s18(v))
    path = write(ctx.tmp / "post.md", article())
    done = ctx.run("script", path, timeout=30, mem_mb=1500)
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief())
    if done.code == 0:
        return Verdict(True, f"CPU {done.cpu:.1f} s; " + done.brief())
    lines = done.errors()
    return Verdict(len(lines) == 1 and "voices.yaml" in lines[0], done.brief())


# --- the service refuses in new ways

REFUSALS_S18: dict[str, Callable[[bytes], bytes]] = {
    "101 then a frame header claiming 2**63 bytes": lambda d: _upgrade(d) + b"\x82\x7f\x7f" + b"\xff" * 7,
    "101 then text frames of nonsense forever": lambda d: _upgrade(d) + b"\x81\x05hello" * 20_000,
    "a header line of 1 MB": lambda d: b"HTTP/1.1 101 Switching Protocols\r\nX: " + b"a" * 1_000_000 + b"\r\n\r\n",
    "200 OK with a chunked body that never ends": lambda d: (
        b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" + b"1\r\nx\r\n" * 50_000
    ),
}


@attack("service refuses", "medium", lane="voice", variants=[(r, r) for r in REFUSALS_S18])
def a_s18_twenty_articles_against_a_refusing_service(ctx: Ctx, v: str) -> Verdict:
    """20 articles against a service that refuses in a new way (the s7 judge)."""
    REFUSALS_S14.setdefault(v, REFUSALS_S18[v])
    return _twenty_articles_against(ctx, _raw_service_s14(v))


# --- linear time: huge counts of small things

SHAPES_S18: dict[str, Callable[[], str]] = {
    "100,000 footnote references and definitions": lambda: _lines(lambda i: f"Claim {i}.[^n{i}]\n\n[^n{i}]: Note {i}."),
    "HTML entities": lambda: "&amp; &lt;b&gt; &#x4e2d; &copy; &nbsp; " * 28_000,
    "emoji with modifiers and joiners": lambda: "👩🏽‍💻 👨‍👩‍👧 🏳️‍🌈 " * 25_000,
    "unclosed emphasis marks": lambda: "*a _b **c __d " * 70_000,
    "blockquotes nested 8 deep": lambda: _lines(lambda i: "> " * 8 + f"quoted line {i}"),
    "table rows of 40 columns": lambda: "|" + "h|" * 40 + "\n|" + "-|" * 40 + "\n" + ("|" + "c|" * 40 + "\n") * 12_000,
    "reference link definitions": lambda: _lines(lambda i: f'[r{i}]: https://example.com/{i} "T {i}"\nSee [r{i}].'),
    "autolinks": lambda: _lines(lambda i: f"<https://host{i % 500}.example/p/{i}> and <a{i}@b.example>"),
    "inline math": lambda: "$x_i^2$ and $\\frac{a}{b}$ with $$y$$ " * 25_000,
    "HTML tags": lambda: "<span class='a'><b>w</b></span> " * 30_000,
    "times and versions": lambda: "at 10:30:45 run v1.2.3-rc.4 then 2.0.0+b5 " * 24_000,
    "Hangul and Latin alternating": lambda: "한국어API와 Python3을 React로 " * 35_000,
}


@attack("linear time", "medium", lane="speed", variants=[(n, n) for n in SHAPES_S18])
def a_s18_a_megabyte_of_one_shape(ctx: Ctx, v: str) -> Verdict:
    """A megabyte of many small things: `narrate script` within 2 s of CPU per MB."""
    return _megabyte(ctx, SHAPES_S18[v](), "script")


# ============================================================================= session 19
# Written and committed before they were run (issue 43, session 19's harden lane): new variants of every class and
# surfaces no family tried — opt-out flags through YAML tags (verbatim, binary, set, null, float), anchors on the
# value, complex keys, undefined aliases, YAML 1.1 integer and float spellings, TOML multi-line strings, dotted keys,
# tables and offset datetimes, JSON comments, escaped keys and wrapped values; output paths from `slug:`, `url:`,
# `permalink:` and `lang:` through fullwidth and leader dots, percent-encoding, backslashes, NUL, `~` and `$HOME`;
# episode names and language folders that are one on a case-insensitive or folding view; a site file planted at the
# destination in the rename window itself (a hook in the child's Python swaps it in as narrate renames); two builds
# at once sharing one cache; the ledger, stamps, journal and records as an older or newer version writes them; the
# service answering in a slow drip, for another request, with binary frames before the turn, with gigantic metadata;
# `serve` Range edges, HEAD, percent-encoded traversal, very long paths, many connections; voices.yaml billion laughs
# in each key, deep nesting, huge strings; symlink loops among the config, content and site files; huge counts of
# small things; megabytes of shapes no family timed.

FAMILY[0] = "s19"

# --- flags: YAML tags, anchors, complex keys, YAML 1.1 numbers, TOML strings/tables/datetimes, JSON oddities

RAW_FLAGS_S19 = [
    ("yaml audio: a verbatim bool tag on 'ture'", ("yaml", "audio: !<tag:yaml.org,2002:bool> ture\n")),
    ("yaml audio: !!null ''", ("yaml", "audio: !!null ''\n")),
    ("yaml audio: !!float 0", ("yaml", "audio: !!float 0\n")),
    ("yaml audio: a local tag !off on 'false'", ("yaml", "audio: !off false\n")),
    ("yaml audio: an anchor on 'ture'", ("yaml", "audio: &a ture\n")),
    ("yaml audio: ture as a complex key", ("yaml", "? audio\n: ture\n")),
    ("yaml audio: a folded 'ture'", ("yaml", "audio: >\n  ture\n")),
    ("yaml audio: an undefined alias", ("yaml", "audio: *nowhere\n")),
    ("yaml audio: ture with a comment saying false", ("yaml", "audio: ture  # false\n")),
    ("yaml audio: 0o0 (a YAML 1.2 octal)", ("yaml", "audio: 0o0\n")),
    ("yaml audio: 0_0 (a YAML 1.1 integer)", ("yaml", "audio: 0_0\n")),
    ("yaml audio: '0.' (a YAML 1.1 float)", ("yaml", "audio: 0.\n")),
    ("yaml audio: 'off.'", ("yaml", "audio: off.\n")),
    ("yaml audio: a tab inside 'false'", ("yaml", 'audio: "fa\\tlse"\n')),
    ("yaml draft: !!str 'ture'", ("yaml", "draft: !!str ture\n")),
    ("yaml narrate: !!binary of 'false'", ("yaml", "narrate: !!binary ZmFsc2U=\n")),
    ("yaml audio: a !!set of false", ("yaml", "audio: !!set {false}\n")),
    ("yaml audio: ture through a merge of a tagged map", ("yaml", "<<: !!map {audio: ture}\n")),
    ("yaml audio: 'no way' through a merge key", ("yaml", "<<: {audio: 'no way'}\n")),
    ("yaml draft: an anchor of 0x1 merged twice", ("yaml", "a: &a {draft: 0x1}\n<<: [*a, *a]\n")),
    ("toml audio = a multi-line 'ture'", ("toml", 'audio = """ture"""\n')),
    ("toml audio = a literal 'no way'", ("toml", "audio = '''no way'''\n")),
    ("toml audio.x = false (a dotted key)", ("toml", "audio.x = false\n")),
    ("toml [audio] as a table", ("toml", "[audio]\nenabled = false\n")),
    ("toml audio = [false]", ("toml", "audio = [false]\n")),
    ("toml audio = an offset datetime", ("toml", "audio = 1979-05-27T00:00:00Z\n")),
    ("toml audio = 0e0", ("toml", "audio = 0e0\n")),
    ("toml 'audio' = 'nope' (a literal key)", ("toml", "'audio' = 'nope'\n")),
    ("json audio: false /* a comment */", ("json", '"audio": false /* off */')),
    ("json audio: [false]", ("json", '"audio": [false]')),
    ("json audio: {value: false}", ("json", '"audio": {"value": false}')),
    ("json audio as an escaped key: 'ture'", ("json", '"\\u0061udio": "ture"')),
    ("json audio: -0.0e0", ("json", '"audio": -0.0e0')),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=RAW_FLAGS_S19)
def a_s19_flag_through_a_new_spelling_keeps_the_episode(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A published episode's flag given through a YAML tag, an anchor, a complex key, an undefined alias, a YAML 1.1
    number, a TOML multi-line string, dotted key, table or datetime, a JSON comment, escaped key or wrapped value: no
    documented spelling, so the episode stays where it is, with a warning naming the file (the s17 judge)."""
    return a_s17_flag_through_yaml_structure_keeps_the_episode(ctx, v)


MOVES_S19 = [
    ("yaml lang: !!binary of 'en'", "lang: !!binary ZW4=\n"),
    ("yaml lang: a mapping", "lang: {en: 1}\n"),
    ("yaml lang: a tab inside 'en-us'", 'lang: "en\\tus"\n'),
    ("yaml lang: an undefined alias", "lang: *nowhere\n"),
    ("yaml lang: 'EN-us-' (a trailing hyphen)", "lang: EN-us-\n"),
    ("yaml lang: an anchor on 'englsh'", "lang: &l englsh\n"),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=[(n, n) for n, _ in MOVES_S19])
def a_s19_move_key_through_a_new_spelling(ctx: Ctx, v: str) -> Verdict:
    """A published English episode's language edited to bytes, a mapping, a tag with a tab, an undefined alias, a
    tag with a trailing hyphen or an anchored typo: the episode stays where it was, with a warning naming the file
    (the s4 move judge)."""
    content = blog(ctx, {"notes.md": article(), "other.md": article("Other"), "third.md": article("Third")})
    build(ctx)
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    if not mp3.exists():
        return Verdict(False, "harness: nothing published first", "low")
    text = "---\ntitle: Notes\n" + dict(MOVES_S19)[v] + "---\n\nA short paragraph that is worth saying.\n"
    return _stays(ctx, content, "notes.md", text, mp3)


# --- output paths from the front matter: dots of other scripts, percent-encoding, backslashes, NUL, ~ and $HOME

EVIL_S19 = "evil-narrate-s19"
PATHS_S19 = [
    ("slug: fullwidth dots and solidus", f"slug: \uff0e\uff0e\uff0f\uff0e\uff0e\uff0f{EVIL_S19}\n"),
    ("slug: two-dot leaders", f"slug: \u2025/\u2025/{EVIL_S19}\n"),
    ("slug: one-dot leaders in pairs", f"slug: \u2024\u2024/\u2024\u2024/{EVIL_S19}\n"),
    ("slug: %2e%2e", f"slug: '%2e%2e/%2e%2e/{EVIL_S19}'\n"),
    ("slug: %252e%252e%252f (double-encoded)", f"slug: '%252e%252e%252f%252e%252e%252f{EVIL_S19}'\n"),
    ("slug: backslashes", f"slug: '..\\..\\{EVIL_S19}'\n"),
    ("slug: a NUL then ..", f'slug: "a\\0/../../{EVIL_S19}"\n'),
    ("slug: ~/", f"slug: '~/{EVIL_S19}'\n"),
    ("slug: $HOME/", f"slug: '$HOME/{EVIL_S19}'\n"),
    ("slug: //tmp/", f"slug: '//tmp/{EVIL_S19}'\n"),
    ("slug: ' .. ' (blanks around)", "slug: ' .. '\n"),
    ("url: /%2e%2e/%2e%2e/", f"url: '/%2e%2e/%2e%2e/{EVIL_S19}/'\n"),
    ("url: ../../", f"url: '../../{EVIL_S19}/'\n"),
    ("url: file:///tmp/", f"url: 'file:///tmp/{EVIL_S19}/'\n"),
    ("url: //host/../../", f"url: '//evil.example/../../{EVIL_S19}/'\n"),
    ("permalink: /../../../", f"permalink: '/../../../{EVIL_S19}/'\n"),
    ("permalink: /:slug/../../", f"permalink: '/:slug/../../{EVIL_S19}/'\n"),
    ("lang: ../../", f"lang: '../../{EVIL_S19}'\n"),
    ("lang: x-../", f"lang: 'x-../../{EVIL_S19}'\n"),
    ("translationKey and slug: ..%2f", f"translationKey: '../x'\nslug: '..%2f..%2f{EVIL_S19}'\n"),
]


def _tree(folder: Path, skip: tuple[str, ...]) -> set[str]:
    """Every path under `folder` (its top-level entries in `skip` left out), relative to it."""
    found: set[str] = set()
    for path in folder.rglob("*"):
        rel = path.relative_to(folder)
        if rel.parts and rel.parts[0] not in skip:
            found.add(str(rel))
    return found


@attack("output path", "high", variants=PATHS_S19)
def a_s19_an_output_path_from_the_front_matter(ctx: Ctx, v: str) -> Verdict:
    """An article whose slug, url, permalink or language spells a path out of the output folder (dots of other
    scripts that NFKC makes '..', percent-encoding, backslashes, a NUL, `~`, `$HOME`, `//`): built or refused in one
    line, without a traceback, and nothing written outside the output folder and the cache (in the attack's folder,
    its parent, /tmp or the home folder)."""
    lang = "" if v.startswith("lang") else "lang: en\n"
    text = "---\ntitle: Notes\n" + lang + v + "---\n\nA short paragraph that is worth saying.\n"
    # (harness fix, s19, before any fix: Hugo's keys are read on a Hugo site's posts; articles at the top of its
    # content folder are pages Hugo's rules leave out, so both were skipped and nothing was judged)
    hugo = v.startswith(("url", "translationKey"))
    folder = "posts/" if hugo else ""
    content = blog(ctx, {f"{folder}notes.md": text, f"{folder}other.md": article("Other")})
    if hugo:
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
    before = _tree(ctx.tmp, ("out", "cache"))
    parent = set(os.listdir(ctx.tmp.parent))
    done = build(ctx)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    stray = sorted(_tree(ctx.tmp, ("out", "cache")) - before - {"serve.log"})
    stray += [p for p in set(os.listdir(ctx.tmp.parent)) - parent if EVIL_S19 in p]
    stray += [str(p) for p in (Path("/tmp"), Path.home()) if (p / EVIL_S19).exists()]
    if stray:
        for p in (Path("/tmp") / EVIL_S19, Path.home() / EVIL_S19, ctx.tmp.parent / EVIL_S19):
            shutil.rmtree(p, ignore_errors=True)
        return Verdict(False, f"written outside the output folder: {stray[:4]} ({done.brief()})")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    inside = [str(p.relative_to(content)) for p in content.rglob("*") if p.suffix in (".mp3", ".html", ".vtt")]
    if inside:
        return Verdict(False, f"written into the content folder: {inside[:3]}")
    if not (ctx.tmp / "out" / "en" / "other.mp3").exists():
        return Verdict(False, "the other article was not built: " + done.brief())
    return Verdict(True, done.brief())


# --- episode names and language folders that are one on a case-insensitive or folding view

TWINS_S19 = [
    (
        "lang: en and lang: EN",
        {"a.md": article("A", extra="slug: same\n"), "b.md": article("B", "B.", "slug: same\n", "EN")},
    ),
    (
        "lang: zh-hans and lang: zh-Hans",
        {
            "a.md": article("甲", "第一篇文章的内容。", "slug: same\n", "zh-hans"),
            "b.md": article("乙", "第二篇文章的内容。", "slug: same\n", "zh-Hans"),
        },
    ),
    (
        "lang: en-us and lang: en-US",
        {"a.md": article("A", extra="slug: same\n", lang="en-us"), "b.md": article("B", "B.", "slug: same\n", "en-US")},
    ),
    (
        "slug: ǅ and slug: dž (a titlecase digraph)",
        {"a.md": article("A", extra="slug: \u01c5\n"), "b.md": article("B", "B.", "slug: \u01c6\n")},
    ),
    ("slug: ẞ and slug: ss", {"a.md": article("A", extra="slug: \u1e9e\n"), "b.md": article("B", "B.", "slug: ss\n")}),
    (
        "slug: İ and slug: i̇",
        {"a.md": article("A", extra="slug: \u0130\n"), "b.md": article("B", "B.", "slug: i\u0307\n")},
    ),
    (
        "slug: Ω (ohm) and slug: ω",
        {"a.md": article("A", extra="slug: \u2126\n"), "b.md": article("B", "B.", "slug: \u03c9\n")},
    ),
    ("slug: ﬁ and the file fi.md", {"a.md": article("A", extra="slug: \ufb01\n"), "fi.md": article("B", "B.")}),
    (
        "slug: NOTES and the file notes.md",
        {"a.md": article("A", extra="slug: NOTES\n"), "notes.md": article("B", "B.")},
    ),
    (
        "slug: 'notes.' and the file notes.md",
        {"a.md": article("A", extra="slug: notes.\n"), "notes.md": article("B", "B.")},
    ),
    (
        "slug: 'notes ' and the file notes.md",
        {"a.md": article("A", extra="slug: 'notes '\n"), "notes.md": article("B", "B.")},
    ),
    (
        "slug: ｎｏｔｅｓ and the file NOTES.md",
        {"a.md": article("A", extra="slug: \uff4e\uff4f\uff54\uff45\uff53\n"), "NOTES.md": article("B", "B.")},
    ),
]


@attack("name clash", "high", variants=TWINS_S19)
def a_s19_two_articles_one_folded_path(ctx: Ctx, v: dict[str, str]) -> Verdict:
    """Two articles whose output paths (language folder and episode name) are one once NFKC and case folded (the
    view of APFS, NTFS, a ZFS share with normalization, most sync tools): both heard under distinct paths, or one
    line naming the clash — never two files that are one file on such a disk, never one episode for two articles."""
    blog(ctx, v)
    done = build(ctx)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    out = ctx.tmp / "out"
    paths = [str(p.relative_to(out)) for p in out.glob("*/*.mp3")]
    folded = {_norm(p) for p in paths}
    if len(paths) == 2 and len(folded) == 2:
        return Verdict(True, f"{sorted(paths)}; {done.brief()}")
    if len(paths) == 2:
        return Verdict(False, f"twin paths {sorted(paths)} (one file on a folding disk)", "medium")
    if done.code == 1 and done.errors():
        return Verdict(True, "refused with a line: " + done.brief())
    return Verdict(False, f"published {sorted(paths)} for 2 articles; {done.brief()}")


# --- the site's file swapped in at the destination in the rename window itself

_PLANT_SITE = '''\
"""Installed by benchmarks/attacks.py (overwrite class, s19): when narrate renames or links a temporary file whose
path matches NARRATE_ATTACK_PLANT into place, first put the site's own file at the destination, by a rename of its
own (the site writing its page at that very moment), then let narrate's rename go on."""
import fnmatch
import os

_PATTERN = os.environ.get("NARRATE_ATTACK_PLANT", "")
if _PATTERN:
    _replace, _link, _rename = os.replace, os.link, os.rename
    _done = []

    def _plant(src, dst):
        if _done:
            return
        try:
            name = os.path.abspath(os.fsdecode(src))
            target = os.path.abspath(os.fsdecode(dst))
        except (TypeError, ValueError):
            return
        if fnmatch.fnmatch(name, _PATTERN):
            _done.append(target)
            side = os.path.join(os.path.dirname(target), "site-writing.part")
            with open(side, "wb") as handle:
                handle.write(USER_BYTES)
            _rename(side, target)
            with open(os.environ["NARRATE_ATTACK_HELD"], "w") as handle:
                handle.write(target)

    def replace(src, dst, *a, **k):
        _plant(src, dst)
        return _replace(src, dst, *a, **k)

    def link(src, dst, *a, **k):
        _plant(src, dst)
        return _link(src, dst, *a, **k)

    def rename(src, dst, *a, **k):
        _plant(src, dst)
        return _rename(src, dst, *a, **k)

    os.replace, os.link, os.rename = replace, link, rename

    import importlib.abc
    import importlib.util
    import sys

    class _Exchange(importlib.abc.MetaPathFinder):
        """narrate.atomic swaps a file in by renameat2 (ctypes), not os: its _exchange is hooked the same way."""

        def find_spec(self, name, path=None, target=None):
            if name != "narrate.atomic":
                return None
            sys.meta_path.remove(self)
            spec = importlib.util.find_spec(name)
            real_exec = spec.loader.exec_module

            def exec_module(module):
                real_exec(module)
                exchange = module._exchange

                def swapped(a, b):
                    _plant(a, b)
                    return exchange(a, b)

                module._exchange = swapped

            spec.loader.exec_module = exec_module
            return spec

    sys.meta_path.insert(0, _Exchange())
'''.replace("USER_BYTES", repr(USER))

WINDOW_S19 = [
    ("first build: the episode MP3", ("first", "en/.notes.mp3.narrate*")),
    ("first build: the page", ("first", "en/.notes.html.narrate*")),
    ("first build: the feed", ("first", "en/.feed.xml.narrate*")),
    ("first build: the site index", ("first", ".index.html.narrate*")),
    ("first build: the article image", ("first", "en/.notes.*g.narrate*")),
    ("rebuild: the episode MP3", ("rebuild", "en/.notes.mp3.narrate*")),
    ("rebuild: the page", ("rebuild", "en/.notes.html.narrate*")),
    ("rebuild: the captions", ("rebuild", "en/.notes.vtt.narrate*")),
    ("rebuild: the transcript", ("rebuild", "en/.notes.srt.narrate*")),
    ("rebuild: the chapters", ("rebuild", "en/.notes.chapters.json.narrate*")),
    ("rebuild: the episode data", ("rebuild", "en/.notes.episode.json.narrate*")),
    ("rebuild: the feed", ("rebuild", "en/.feed.xml.narrate*")),
    ("rebuild: the language's episode list", ("rebuild", "en/.episodes.json.narrate*")),
    ("rebuild: episodes.json", ("rebuild", ".episodes.json.narrate*")),
    ("rebuild: the site index", ("rebuild", ".index.html.narrate*")),
    ("rebuild: the article image", ("rebuild", "en/.notes.*g.narrate*")),
]


@attack("overwrite", "high", variants=WINDOW_S19)
def a_s19_the_sites_file_swapped_in_at_the_rename(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """The site puts its own file at the destination of one of narrate's writes at the very moment narrate renames
    (or links) its finished temporary file there — after every check narrate made (a hook in the child's Python does
    it, by a rename of its own): the site's file stays as it put it, the build ends without a traceback, and a build
    after it ends too."""
    when, pattern = v
    content = _full_blog(ctx)
    out = ctx.tmp / "out"
    if when == "rebuild":
        build(ctx, timeout=120)
        write(
            content / "notes.md", article(body="An edited paragraph that is worth saying.", extra="image: cover.png\n")
        )
        png(content / "cover.png", color=(90, 200, 30))
        # (harness fix, s19, before any fix: the site index is rewritten only when it changes: a new article does)
        write(content / "third.md", article("Third"))
    hook = write(ctx.tmp / "hook" / "sitecustomize.py", _PLANT_SITE)
    held = ctx.tmp / "held"
    path = os.pathsep.join(p for p in (str(hook.parent), ctx.env.get("PYTHONPATH", "")) if p)
    env = {
        "PYTHONPATH": path,
        "NARRATE_ATTACK_PLANT": os.path.join(os.path.abspath(out), pattern),
        "NARRATE_ATTACK_HELD": str(held),
    }
    done = ctx.run("build", content, "--out", out, "--jobs", "1", timeout=120, env=env)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if not held.exists():
        return Verdict(False, f"harness: no write matched {pattern} ({done.brief()})", "low")
    target = Path(held.read_text())
    lost = unchanged(target)
    if lost:
        return Verdict(False, "; ".join(lost) + f" ({target.relative_to(out)}; {done.brief()})")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    again = build(ctx, timeout=120)
    if again.timed_out or again.traceback:
        return Verdict(False, "the build after: " + again.brief(), "high" if again.timed_out else "medium")
    lost = unchanged(target)
    return Verdict(not lost, ("; ".join(lost) or f"kept {target.relative_to(out)}") + "; " + done.brief())


# --- one cache folder shared by builds running at once

SHARED_S19 = [
    ("two blogs, same names, other words, at once", "two"),
    ("four blogs, same names, other words, at once", "four"),
    ("two blogs at once, one of them --force", "force"),
    ("two blogs at once, one with --jobs 4 and the other --jobs 1", "jobs"),
    ("two blogs at once and a prune of a third with grace 0", "prune"),
]


def _marker_blog(folder: Path, word: str) -> None:
    for i in range(4):
        write(folder / f"p{i}.md", article(f"Post {i}", f"The {word} paragraph number {i} says {word} twice."))


@attack("cache", "high", variants=SHARED_S19)
def a_s19_one_cache_shared_by_builds_at_once(ctx: Ctx, v: str) -> Verdict:
    """Blogs whose articles have the same file names and titles but other words, each built to its own output at
    the same moment with one cache folder (a CI runner's shared cache, two terminals): every command ends within 150
    s without a traceback, and each episode's transcript says its own blog's words and never the other's."""
    import threading

    words = ["alpha", "bravo", "charlie", "delta"][: 4 if v == "four" else 2]
    write(ctx.tmp / "voices.yaml", OFFLINE)
    for word in words:
        _marker_blog(ctx.tmp / word, word)
    if v == "prune":
        _marker_blog(ctx.tmp / "third", "echo")
        ctx.run("build", ctx.tmp / "third", "--out", ctx.tmp / "out-third", timeout=150)
    commands: list[list[object]] = []
    for n, word in enumerate(words):
        extra: list[object] = []
        if v == "force" and n == 1:
            extra = ["--force"]
        if v == "jobs":
            extra = ["--jobs", "4" if n == 0 else "1"]
        commands.append(["build", ctx.tmp / word, "--out", ctx.tmp / f"out-{word}", *extra])
    if v == "prune":
        commands.append(["cache", "--prune", "--yes", "--grace", "0", ctx.tmp / "third"])
    if v == "force":
        ctx.run("build", ctx.tmp / words[1], "--out", ctx.tmp / f"out-{words[1]}", timeout=150)
    runs: list[Run] = []
    threads = [threading.Thread(target=lambda c=c: runs.append(ctx.run(*c, timeout=150))) for c in commands]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for run in runs:
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
        if run.traceback:
            return Verdict(False, "traceback: " + run.brief(), "medium")
    problems = []
    for word in words:
        out = ctx.tmp / f"out-{word}"
        for i in range(4):
            srt = out / "en" / f"p{i}.srt"
            if not srt.exists():
                problems.append(f"{word}: no p{i}")
                continue
            said = srt.read_text(encoding="utf-8", errors="replace")
            others = [w for w in words if w != word and w in said]
            if word not in said or others:
                problems.append(f"{word}/p{i} says {others or 'not its words'}")
    failed = [r.brief() for r in runs if r.code != 0]
    return Verdict(not problems, "; ".join(problems)[:300] or f"{len(runs)} ran; failed {failed[:1]}")


# --- the ledger, the stamps, the journal and the records as an older or a newer version writes them

LEDGER_S19 = [
    ("the ledger as a newer version's map with a format", "ledger-format"),
    ("the ledger's paths with './' before them", "ledger-dot"),
    ("the ledger's paths with backslashes", "ledger-backslash"),
    ("the ledger's paths absolute", "ledger-absolute"),
    ("the ledger names the site's page in capitals", "ledger-case"),
    ("the ledger names the site's page through '..'", "ledger-dotdot"),
    ("the ledger names the site's page in NFD with a combining mark", "ledger-nfd"),
    ("the publication record of a future format naming the site's page", "published-future"),
    ("the publication record of an older format (a bare list)", "published-old"),
    ("the stamps as an older version's list", "stamps-list"),
    ("the stamps of a newer hash (sha512:) for narrate's files", "stamps-sha512"),
    ("the ledger's journal of a newer version (JSON objects) naming the site's page", "journal-json"),
    ("a record of a newer version naming the site's page among unknown keys", "record-future"),
    ("a record of an older version without chunks, slug or lang", "record-old"),
]


def _tamper_s19(ctx: Ctx, out: Path, how: str, mine: Path) -> None:
    """Rewrite narrate's records in `out` as an older or a newer version would; `mine` is the site's page."""
    manifest = out / "manifest"
    ledger = manifest / ".written.json"
    names = json.loads(ledger.read_text(encoding="utf-8"))
    rel = str(mine.relative_to(out))
    if how == "ledger-format":
        ledger.write_text(json.dumps({"format": "narrate-written/9", "files": [*names, rel]}), encoding="utf-8")
    elif how == "ledger-dot":
        ledger.write_text(json.dumps(sorted(["./" + n for n in names] + ["./" + rel])), encoding="utf-8")
    elif how == "ledger-backslash":
        ledger.write_text(json.dumps(sorted(n.replace("/", "\\") for n in [*names, rel])), encoding="utf-8")
    elif how == "ledger-absolute":
        ledger.write_text(json.dumps(sorted(str(out / n) for n in [*names, rel])), encoding="utf-8")
    elif how == "ledger-case":
        ledger.write_text(json.dumps(sorted([*names, rel.upper()])), encoding="utf-8")
    elif how == "ledger-dotdot":
        ledger.write_text(json.dumps(sorted([*names, "en/../" + rel, "manifest/../" + rel])), encoding="utf-8")
    elif how == "ledger-nfd":
        ledger.write_text(json.dumps(sorted([*names, rel.replace("i", "i\u0307")])), encoding="utf-8")
    elif how == "published-future":
        path = manifest / ".published.json"
        data = json.loads(path.read_text(encoding="utf-8"))
        st = mine.stat()
        data["format"] = "narrate-publication/99"
        data["data"]["files"].append([rel, [st.st_size, st.st_mtime_ns, st.st_ino]])
        data["data"]["owned"] = [rel]
        path.write_text(json.dumps(data), encoding="utf-8")
    elif how == "published-old":
        path = manifest / ".published.json"
        data = json.loads(path.read_text(encoding="utf-8"))
        path.write_text(json.dumps([f[0] for f in data["data"]["files"]] + [rel]), encoding="utf-8")
    elif how == "stamps-list":
        path = manifest / ".stamps.json"
        stamps = json.loads(path.read_text(encoding="utf-8"))
        path.write_text(json.dumps([[k, val] for k, val in stamps.items()] + [[rel, "0:"]]), encoding="utf-8")
    elif how == "stamps-sha512":
        path = manifest / ".stamps.json"
        stamps = json.loads(path.read_text(encoding="utf-8"))
        path.write_text(json.dumps({k: "sha512:" + "0" * 128 for k in stamps} | {rel: "sha512:x"}), encoding="utf-8")
    elif how == "journal-json":
        with open(manifest / ".written.journal", "a", encoding="utf-8") as handle:
            handle.write(json.dumps({"op": "claim", "path": rel, "version": 9}) + "\n")
            handle.write(json.dumps({"op": "claim", "path": "en/mine.mp3"}) + "\n")
    elif how == "record-future":
        path = manifest / "en" / "notes.json"
        record = json.loads(path.read_text(encoding="utf-8"))
        record.update({"format": 99, "narrate:version": "99.0.0", "files": [rel, "en/mine.mp3"], "sidecars": [rel]})
        path.write_text(json.dumps(record), encoding="utf-8")
    elif how == "record-old":
        path = manifest / "en" / "third.json"
        record = json.loads(path.read_text(encoding="utf-8"))
        for key in ("chunks", "slug", "lang", "guid"):
            record.pop(key, None)
        path.write_text(json.dumps(record), encoding="utf-8")


@attack("ledger", "high", variants=LEDGER_S19)
def a_s19_the_ledger_of_another_version(ctx: Ctx, v: str) -> Verdict:
    """Built; the site puts its own page, MP3 and picture beside narrate's; narrate's ledger, publication record,
    stamps, journal or a record rewritten as an older or a newer version writes it (a map with a format, './',
    backslashes, absolute paths, the site's page in capitals, through '..' or in NFD, a future or older publication
    format, stamps as a list or of another hash, a journal of JSON objects, a record with unknown or missing keys);
    an article edited, one deleted; built again, the feed rewritten, the cache pruned: the site's files stay, every
    command ends within 60 s and 1.5 GB without a traceback, the untouched article keeps its episode (the s18
    judge)."""
    content = _full_blog(ctx)
    write(content / "third.md", article("Third"))
    build(ctx)
    out = ctx.tmp / "out"
    if not (out / "manifest" / "en" / "notes.json").exists():
        return Verdict(False, "harness: no record after the first build", "low")
    mine = write(out / "en" / "mine.html", USER)
    planted = [mine, write(out / "en" / "mine.mp3", USER), write(out / "en" / "mine.png", USER)]
    _tamper_s19(ctx, out, v, mine)
    (content / "notes.md").unlink()
    write(content / "other.md", article("Other", "The other article, edited to say something new."))
    runs = [
        ctx.run("build", content, "--out", out, "--allow-mass-removal", timeout=60, mem_mb=1500),
        ctx.run("feed", "--out", out, "--config", ctx.tmp / "voices.yaml", timeout=60, mem_mb=1500),
        ctx.run("cache", "--prune", "--yes", "--grace", "0", content, timeout=60, mem_mb=1500),
        ctx.run("build", content, "--out", out, timeout=60, mem_mb=1500),
    ]
    for run in runs:
        if run.timed_out or b"MemoryError" in run.err:
            return Verdict(False, run.brief(), "high")
    lost = unchanged(*planted)
    if not (out / "en" / "third.mp3").exists():
        lost.append("the untouched article's episode is gone")
    if lost:
        return Verdict(False, "; ".join(lost[:4]) + f" ({runs[0].brief()})")
    bad = next((r for r in runs if r.traceback), None)
    if bad:
        return Verdict(False, "traceback: " + bad.brief(), "medium")
    return Verdict(True, runs[0].brief())


# --- the service: a slow drip, answers for another request, binary frames before the turn, gigantic metadata


async def _script_answer_s19(srv: Any, ws: Any, transport: Any, how: str, headers: dict[str, str], body: str) -> bool:
    """One answer of a shape ANSWERS_S19 names; False when the connection is finished."""
    import asyncio

    from edge_standin import audio_frame, parse_ssml, text_frame

    rid = headers.get("X-RequestId") or "0" * 32
    other = "9" * 32 if rid != "9" * 32 else "8" * 32
    sid = "E" * 32
    parsed = parse_ssml(body)
    text = parsed.text if parsed else "x"
    rend = await asyncio.get_running_loop().run_in_executor(
        None, srv.render, text, parsed.voice if parsed else "en-US-AriaNeural"
    )
    mp3 = rend.mp3
    word = text.split()[0] if text.split() else "x"

    async def send(frame: str | bytes) -> None:
        await (ws.send_bytes(frame) if isinstance(frame, bytes) else ws.send_str(frame))

    async def audio(payload: bytes, request: str = rid, size: int = 4096, pause: float = 0.0) -> None:
        for at in range(0, len(payload), size):
            await send(audio_frame(request, sid, payload[at : at + size]))
            if pause:
                await asyncio.sleep(pause)

    def meta(data: str, request: str = rid) -> str:
        return text_frame(request, "audio.metadata", data)

    def boundary(offset: int, said: str) -> str:
        return json.dumps({"Type": "WordBoundary", "Data": {"Offset": offset, "Duration": 1, "text": {"Text": said}}})

    start = text_frame(rid, "turn.start", "{}")
    end = text_frame(rid, "turn.end", "{}")
    if how == "the audio in a slow drip (200 bytes every 0.2 s)":
        await send(start)
        await audio(mp3, size=200, pause=0.2)
    elif how == "metadata in a slow drip, then the audio":
        await send(start)
        for i in range(40):
            await send(meta('{"Metadata":[' + boundary(i, word) + "]}"))
            await asyncio.sleep(0.25)
        await audio(mp3)
    elif how == "every frame for another request id":
        await send(text_frame(other, "turn.start", "{}"))
        await audio(mp3, other)
        await send(text_frame(other, "turn.end", "{}"))
        return True
    elif how == "another request's whole turn first, then this one's":
        await send(text_frame(other, "turn.start", "{}"))
        await audio(mp3[: len(mp3) // 2], other)
        await send(text_frame(other, "turn.end", "{}"))
        await send(start)
        await audio(mp3)
    elif how == "binary audio frames before the turn starts":
        await audio(mp3[:8192])
        await send(start)
        await audio(mp3)
    elif how == "a binary frame of garbage before the turn starts":
        await send(b"\x00\x10" + b"\xff" * 16 + b"\x00" * 4000)
        await send(start)
        await audio(mp3)
    elif how == "a 30 MB metadata frame":
        await send(start)
        await send(meta('{"Metadata":[' + boundary(0, "w" * 30_000_000) + "]}"))
        await audio(mp3)
    elif how == "one metadata frame of 300,000 word boundaries":
        await send(start)
        # (harness fix, s19, after the first run: the frame was built inside the stand-in's event loop, which then
        # answered no other request for as long as that took — past narrate's 3 × 5 s under load: the verdict was the
        # stand-in's own speed; built in a worker thread now)
        data = await asyncio.get_running_loop().run_in_executor(
            None, lambda: '{"Metadata":[' + ",".join(boundary(i, "w") for i in range(300_000)) + "]}"
        )
        await send(meta(data))
        await audio(mp3)
    elif how == "a turn.start with a 20 MB body":
        await send(text_frame(rid, "turn.start", json.dumps({"context": {"x": "y" * 20_000_000}})))
        await audio(mp3)
    elif how == "the whole answer twice":
        await send(start)
        await audio(mp3)
        await send(end)
        await send(start)
        await audio(mp3)
    elif how == "a ping between every audio frame":
        await send(start)
        for at in range(0, len(mp3), 2048):
            await ws.ping()
            await send(audio_frame(rid, sid, mp3[at : at + 2048]))
    elif how == "empty audio frames between the audio":
        await send(start)
        for at in range(0, len(mp3), 4096):
            await send(audio_frame(rid, sid, b""))
            await send(audio_frame(rid, sid, mp3[at : at + 4096]))
    await send(end)
    return True


ANSWERS_S19 = [
    "the audio in a slow drip (200 bytes every 0.2 s)",
    "metadata in a slow drip, then the audio",
    "every frame for another request id",
    "another request's whole turn first, then this one's",
    "binary audio frames before the turn starts",
    "a binary frame of garbage before the turn starts",
    "a 30 MB metadata frame",
    "one metadata frame of 300,000 word boundaries",
    "a turn.start with a 20 MB body",
    "the whole answer twice",
    "a ping between every audio frame",
    "empty audio frames between the audio",
]


@attack("malformed answer", "medium", lane="voice", variants=[(f"{h}, once", (h, 1)) for h in ANSWERS_S19])
def a_s19_one_odd_answer(ctx: Ctx, v: tuple[str, int | None]) -> Verdict:
    """One answer of a new shape among good ones (timeout 5, attempts 3): a sound episode within 150 s and 2.5 GB,
    never 'please report this' (the s17 judge)."""
    return _odd_s19(ctx, v)


def _odd_s19(ctx: Ctx, v: tuple[str, int | None], always: bool = False) -> Verdict:
    how, limit = v
    done = _edge_build(
        ctx,
        _scripted_by(_script_answer_s19, how, limit, transport=True),
        EDGE_VOICES + "timeout: 5\nattempts: 3\n",
        "1",
        150,
    )
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    if "please report" in done.stderr:
        return Verdict(False, "'please report this': " + done.brief())
    if always and done.code == 1 and not done.traceback:
        return one_line(done)
    if done.traceback or done.code != 0 or not mp3.exists():
        return Verdict(False, done.brief())
    why = _sound_mp3(mp3)
    return Verdict(why is None, (why or f"episode {mp3.stat().st_size} bytes") + "; " + done.brief())


ALWAYS_S19 = [
    "the audio in a slow drip (200 bytes every 0.2 s)",
    "every frame for another request id",
    "a 30 MB metadata frame",
    "binary audio frames before the turn starts",
]


@attack("malformed answer", "medium", lane="voice", variants=[(f"{h}, always", (h, None)) for h in ALWAYS_S19])
def a_s19_always_odd_answers(ctx: Ctx, v: tuple[str, int | None]) -> Verdict:
    """Every answer of that shape: a sound episode, or one line within 150 s, never 'please report' (the s17
    judge)."""
    return _odd_s19(ctx, v, always=True)


# --- serve: Range edges, HEAD, percent-encoded traversal, very long paths, many connections

RANGES_S19 = [
    ("the first byte only", ("bytes=0-0", (206,))),
    ("the last byte as a suffix", ("bytes=-1", (206,))),
    ("the last byte by position", ("bytes=99-99", (206,))),
    ("a start at the size", ("bytes=100-", (416,))),
    ("a start at the last byte", ("bytes=99-", (206,))),
    ("a suffix longer than the file", ("bytes=-101", (206, 200))),
    ("an end of 2**64 - 1", ("bytes=0-18446744073709551615", (206, 200))),
    ("two ranges with blanks", ("bytes=0-1, 3-4", (200, 206))),
    ("a blank before '='", ("bytes =0-1", (200, 206, 416))),
    ("a parameter after the range", ("bytes=0-1;q=1", (200, 416))),
    ("a no-break space before the range", ("bytes=\u00a00-1", (200, 416))),
    ("an empty unit", ("=0-1", (200, 416))),
]


@attack("serve", "medium", variants=RANGES_S19)
def a_s19_serve_range_header(ctx: Ctx, v: tuple[str, tuple[int, ...]]) -> Verdict:
    """`serve` given a Range at an edge of the file (first byte, last byte, at the size, past it, 2**64 - 1) or of
    odd syntax: the allowed status, never the file many times over (the s4 judge)."""
    return a_s4_serve_range_header(ctx, v)


SERVE_S19 = [
    ("uppercase %2E%2E", ("", "GET /%2E%2E/%2E%2E/%2E%2E/etc/passwd", "", (400, 403, 404))),
    ("..%2f after a folder", ("", "GET /en/..%2f..%2f..%2f..%2fetc/passwd", "", (400, 403, 404))),
    ("%2e%2e%5c (backslashes encoded)", ("", "GET /en/%2e%2e%5c%2e%2e%5c%2e%2e%5cetc%5cpasswd", "", (400, 403, 404))),
    ("..;/ path parameters", ("", "GET /..;/..;/..;/etc/passwd", "", (400, 403, 404))),
    ("./ and ../ mixed", ("", "GET /en/./.././../../etc/passwd", "", (400, 403, 404))),
    ("%u002e (IIS encoding)", ("", "GET /%u002e%u002e/%u002e%u002e/etc/passwd", "", (400, 403, 404))),
    ("a file then ../", ("", "GET /en/a.mp3/../../../etc/passwd", "", (400, 403, 404))),
    (".%2e segments", ("", "GET /.%2e/.%2e/.%2e/etc/passwd", "", (400, 403, 404))),
    ("fullwidth dots encoded", ("", "GET /%ef%bc%8e%ef%bc%8e/%ef%bc%8e%ef%bc%8e/etc/passwd", "", (400, 403, 404))),
    ("two-dot leaders encoded", ("", "GET /%e2%80%a5/%e2%80%a5/%e2%80%a5/etc/passwd", "", (400, 403, 404))),
    ("a query holding ../", ("", "GET /en/a.mp3?f=../../../etc/passwd", "", (200, 400, 404))),
    ("a fragment holding ../", ("", "GET /en/a.mp3#/../../../etc/passwd", "", (200, 400, 404))),
    ("a path of 50,000 segments", ("", "GET /" + "a/" * 50_000 + "a.mp3", "", (0, 400, 404, 414))),
    ("a path of 1 MB", ("", "GET /" + "%2e" * 330_000, "", (0, 400, 404, 414))),
    ("a header value of 1 MB", ("", "GET /en/a.mp3", "X-A: " + "b" * 1_000_000, (0, 200, 400, 431))),
    ("a Range on a linked file above the folder", ("uplink", "GET /en/up.mp3", "Range: bytes=0-3", (403, 404))),
]


@attack("serve", "medium", variants=SERVE_S19)
def a_s19_serve_odd_request(ctx: Ctx, v: tuple[str, str, str, tuple[int, ...]]) -> Verdict:
    """`serve` given a traversal through another encoding, a very long path or header: the allowed status, alive,
    no traceback, nothing leaked or changed (the s18 judge)."""
    return a_s18_serve_odd_request(ctx, v)


HEADS_S19 = [
    ("HEAD of an episode", ("HEAD /en/a.mp3", "", 200)),
    ("HEAD with a Range", ("HEAD /en/a.mp3", "Range: bytes=0-9\r\n", 206)),
    ("HEAD of a missing file", ("HEAD /en/none.mp3", "", 404)),
    ("HEAD of the folder", ("HEAD /en/", "", 0)),
]


@attack("serve", "medium", variants=HEADS_S19)
def a_s19_serve_head(ctx: Ctx, v: tuple[str, str, int]) -> Verdict:
    """`serve` given HEAD: the status a GET would get, no body at all (a body after a HEAD's headers is read as the
    next answer by a keep-alive client), a Content-Length that is the GET's, and the server alive."""
    line, header, status_wanted = v
    write(ctx.tmp / "out" / "en" / "a.mp3", b"0123456789" * 10)
    with _served(ctx, "--quiet") as (port, proc):
        request = f"{line} HTTP/1.1\r\nHost: 127.0.0.1\r\n{header}Connection: close\r\n\r\n".encode()
        status, body = _http(port, request, timeout=10)
        get_status, get_body = _http(port, request.replace(b"HEAD", b"GET", 1), timeout=10)
        alive = proc.poll() is None
    log = (ctx.tmp / "serve.log").read_bytes()
    wanted = get_status if status_wanted == 0 else status_wanted
    ok = status == wanted and not body and alive and b"Traceback" not in log
    return Verdict(ok, f"HEAD {status} with {len(body)} body bytes; GET {get_status} {len(get_body)} bytes")


CONNECTIONS_S19 = [
    ("1,000 connections opened and left", "open"),
    ("200 requests for a 20 MB file, none read", "unread"),
    ("500 requests with a 64 KB header each, half sent", "half"),
    ("200 keep-alive connections, 5 requests each", "keepalive"),
]


@attack("serve", "medium", variants=CONNECTIONS_S19)
def a_s19_serve_many_connections(ctx: Ctx, v: str) -> Verdict:
    """`serve` under many connections at once (left open, requests never read, headers half sent, keep-alive
    reuse): a plain request is still answered within 5 s, the server stays up within 1.5 GB, no traceback."""
    write(ctx.tmp / "out" / "en" / "a.mp3", b"0123456789" * 10)
    write(ctx.tmp / "out" / "en" / "big.mp3", b"\x00" * 20_000_000)
    held: list[socket.socket] = []
    count = {"open": 1000, "unread": 200, "half": 500, "keepalive": 200}[v]
    took, status, rss, alive = 99.0, 0, 0, False
    with _served(ctx, "--quiet") as (port, proc):
        try:
            for _ in range(count):
                with contextlib.suppress(OSError):
                    conn = socket.create_connection(("127.0.0.1", port), timeout=2)
                    if v == "unread":
                        conn.sendall(b"GET /en/big.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                    elif v == "half":
                        conn.sendall(b"GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\nX-A: " + b"b" * 32_000)
                    elif v == "keepalive":
                        conn.sendall(b"GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" * 5)
                    held.append(conn)
            started = time.monotonic()
            status, _ = _http(port, "GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", 5)
            took = time.monotonic() - started
            with contextlib.suppress(OSError, ValueError):
                for line in Path(f"/proc/{proc.pid}/status").read_text().splitlines():
                    if line.startswith("VmRSS:"):
                        rss = int(line.split()[1]) // 1024
            alive = proc.poll() is None
        finally:
            for conn in held:
                conn.close()
    log = (ctx.tmp / "serve.log").read_bytes()
    ok = status == 200 and took < 5 and alive and rss < 1500 and b"Traceback" not in log
    return Verdict(ok, f"answered {status} in {took:.1f} s with {len(held)} held, {rss} MB resident")


# --- voices.yaml: billion laughs in each key narrate reads (and one it does not), deep nesting, huge strings


def _laughs(top: str, levels: int = 9, width: int = 9, mapping: bool = False) -> str:
    """YAML anchors each holding `width` aliases of the one before: `width ** levels` leaves from a few KB."""
    if mapping:
        lines = [f"{top}0: &{top}0 {{" + ", ".join(f"k{j}: lol" for j in range(width)) + "}"]
        lines += [
            f"{top}{n}: &{top}{n} {{" + ", ".join(f"k{j}: *{top}{n - 1}" for j in range(width)) + "}"
            for n in range(1, levels + 1)
        ]
    else:
        lines = [f"{top}0: &{top}0 [" + ", ".join(["lol"] * width) + "]"]
        lines += [f"{top}{n}: &{top}{n} [" + ", ".join([f"*{top}{n - 1}"] * width) + "]" for n in range(1, levels + 1)]
    return "\n".join(lines) + "\n"


CONFIG_S19 = [
    ("billion laughs in feed.title", _laughs("z") + "feed:\n  title: *z9\n"),
    ("billion laughs in a language's readings", _laughs("z") + "readings:\n  en: *z9\n"),
    ("billion laughs of mappings in languages", _laughs("z", mapping=True) + "languages: *z9\n"),
    ("billion laughs in a key narrate does not read", _laughs("z") + "unused: *z9\n"),
    ("billion laughs in known_terms", _laughs("z") + "known_terms: *z9\n"),
    ("billion laughs in build.exclude", _laughs("z") + "build:\n  exclude: *z9\n"),
    ("billion laughs as the voice", _laughs("z") + "languages:\n  en: {voice: *z9}\n"),
    ("billion laughs through merge keys in languages", "\n".join(_alias_bomb(9, "m")) + "\nlanguages: {<<: *m9}\n"),
    (
        "10,000 aliases of a 10,000-item list",
        "a: &a [" + ", ".join(["x"] * 10_000) + "]\nknown_terms: [" + ", ".join(["*a"] * 10_000) + "]\n",
    ),
    ("a block mapping 20,000 deep", "".join(" " * i + f"k{i}:\n" for i in range(20_000)) + " " * 20_000 + "x: 1\n"),
    ("a flow mapping 100,000 deep", "x: " + "{a: " * 100_000 + "1" + "}" * 100_000 + "\n"),
    ("a 30 MB feed description", "feed:\n  description: {en: '" + "d" * 30_000_000 + "'}\n"),
    ("a 10 MB single-quoted string of escaped quotes", "feed:\n  author: '" + "''" * 5_000_000 + "'\n"),
    ("a plain scalar over 200,000 lines", "feed:\n  author: a\n" + "    word\n" * 200_000),
    ("2,000,000 comment lines", "#\n" * 2_000_000),
    ("50,000 merge keys of one anchor", "b: &b {k: v}\nx:\n" + "".join(f"  y{i}: {{<<: *b}}\n" for i in range(50_000))),
]


@attack("config", "high", variants=CONFIG_S19)
def a_s19_a_voices_yaml_bomb(ctx: Ctx, v: str) -> Verdict:
    """voices.yaml with a billion-laughs bomb in each key narrate reads (and one it does not), through merge keys,
    a quadratic alias fan-out, nesting 20,000 (block) or 100,000 (flow) deep, strings of 10–30 MB, 2 million lines:
    `script` ends within 30 s and 1.5 GB with a result or one line naming voices.yaml (the s5 judge)."""
    return a_s5_voices_yaml_shape(ctx, v)


# --- symlink loops and includes among the config, content and site files

LOOPS_S19 = [
    ("voices.yaml a link to itself", "self"),
    ("voices.yaml and another config linked in a loop", "pair"),
    ("--config a link to a folder", "folder"),
    ("a content subfolder linked to the content folder", "content-up"),
    ("two content subfolders linked to each other's parent", "content-pair"),
    ("a content article linked in a loop", "article-loop"),
    ("hugo config/_default linked to config", "hugo-default"),
    ("hugo config/_default/params.toml a link loop", "hugo-params"),
    ("jekyll _data linked to the site", "jekyll-data"),
    ("jekyll _includes linked to itself, an include used", "jekyll-includes"),
    ("hugo data/ a link to /", "hugo-data-root"),
    ("a content subfolder linked to /proc/self", "proc"),
]


@attack("config", "high", variants=LOOPS_S19)
def a_s19_a_link_loop_among_the_files(ctx: Ctx, v: str) -> Verdict:
    """A symlink loop or a link to a huge tree where narrate reads its config, the content, Hugo's config folder or
    data, Jekyll's data or includes: `script` and `build` end within 60 s and 2 GB, with a result or one line, no
    traceback; nothing outside the output folder is written."""
    write(ctx.tmp / "voices.yaml", OFFLINE)
    content = ctx.tmp / "content"
    write(
        content / "notes.md",
        article(body="Plain words. {% include loop.html %}" if v == "jekyll-includes" else "Plain words here."),
    )
    write(content / "other.md", article("Other"))
    config: list[object] = []
    if v == "self":
        (ctx.tmp / "voices.yaml").unlink()
        os.symlink("voices.yaml", ctx.tmp / "voices.yaml")
    elif v == "pair":
        (ctx.tmp / "voices.yaml").unlink()
        os.symlink("other.yaml", ctx.tmp / "voices.yaml")
        os.symlink("voices.yaml", ctx.tmp / "other.yaml")
    elif v == "folder":
        (ctx.tmp / "cfgdir").mkdir()
        os.symlink(ctx.tmp / "cfgdir", ctx.tmp / "linked.yaml")
        config = ["--config", ctx.tmp / "linked.yaml"]
    elif v == "content-up":
        os.symlink("..", content / "up")
    elif v == "content-pair":
        (content / "a").mkdir()
        (content / "b").mkdir()
        os.symlink("../b", content / "a" / "to-b")
        os.symlink("../a", content / "b" / "to-a")
    elif v == "article-loop":
        os.symlink("loop2.md", content / "loop1.md")
        os.symlink("loop1.md", content / "loop2.md")
    elif v in ("hugo-default", "hugo-params", "hugo-data-root"):
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
        (ctx.tmp / "config").mkdir()
        if v == "hugo-default":
            os.symlink(".", ctx.tmp / "config" / "_default")
        elif v == "hugo-params":
            (ctx.tmp / "config" / "_default").mkdir()
            os.symlink("params.toml", ctx.tmp / "config" / "_default" / "params.toml")
        else:
            os.symlink("/", ctx.tmp / "data")
    elif v in ("jekyll-data", "jekyll-includes"):
        write(ctx.tmp / "_config.yml", "title: Blog\n")
        if v == "jekyll-data":
            os.symlink(".", ctx.tmp / "_data")
        else:
            os.symlink(".", ctx.tmp / "_includes")
    elif v == "proc":
        os.symlink("/proc/self", content / "proc")
    done = ctx.run("script", content / "notes.md", *config, timeout=60, mem_mb=2000)
    verdict = _bounded(done)
    if not verdict.held:
        return Verdict(False, "script: " + verdict.note, verdict.severity)
    before = _tree(ctx.tmp, ("out", "cache", "content", "config", "data", "_data", "_includes"))
    built = ctx.run("build", content, "--out", ctx.tmp / "out", *config, timeout=60, mem_mb=2000)
    verdict = _bounded(built)
    # (harness fix, s19, before any fix: two articles that are each a loop of links are two files to name, one line
    # each; one line in all was asked)
    loops = built.errors()
    if v == "article-loop" and built.code == 1 and len(loops) == 2 and all("loop" in line for line in loops):
        verdict = Verdict(True, built.brief())
    if not verdict.held:
        return Verdict(False, "build: " + verdict.note, verdict.severity)
    stray = sorted(_tree(ctx.tmp, ("out", "cache", "content", "config", "data", "_data", "_includes")) - before)
    if stray:
        return Verdict(False, f"written outside: {stray[:3]}", "high")
    return Verdict(True, built.brief())


# --- huge counts of small things, in the article and the site

COUNTS_S19 = [
    ("50,000 front-matter keys", "fmkeys"),
    ("100,000 small page-variable uses", "pagevars"),
    ("20,000 headings", "headings"),
    ("10,000 pictures", "pictures"),
    ("30,000 tags", "tags"),
    ("10,000 Hugo data files, one used", "datafiles"),
    ("100,000 i18n keys, each used once", "i18n"),
    ("50,000 shortcodes nested two deep", "shortcodes"),
]


@attack("expansion", "high", variants=COUNTS_S19)
def a_s19_huge_counts_of_small_things(ctx: Ctx, v: str) -> Verdict:
    """An article or its site of a huge count of small things (front-matter keys, variable uses, headings,
    pictures, tags, data files, i18n keys, nested shortcodes): `script --json` ends within 60 s and 2 GB, with a
    script or one line, and the script is no more than 40 times the input (the s5 judge's bound)."""
    extra, body = "", "Plain words first."
    if v == "fmkeys":
        extra = "".join(f"k{i}: v{i}\n" for i in range(50_000))
    elif v == "pagevars":
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
        extra = "small: ten bytes\n"
        body += ' {{< param "small" >}}' * 100_000
    elif v == "headings":
        body += "".join(f"\n\n## Part {i}\n\nWords {i}." for i in range(20_000))
    elif v == "pictures":
        body += "".join(f"\n\n![A picture {i}](p{i}.png)" for i in range(10_000))
    elif v == "tags":
        extra = "tags: [" + ", ".join(f"t{i}" for i in range(30_000)) + "]\n"
    elif v == "datafiles":
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
        for i in range(10_000):
            write(ctx.tmp / "data" / f"d{i}.yaml", f"v: value {i}\n")
        body += " {{ .Site.Data.d7.v }}" * 100
    elif v == "i18n":
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
        write(ctx.tmp / "i18n" / "en.toml", "".join(f'k{i} = "said {i}"\n' for i in range(100_000)))
        body += "".join(f' {{{{ i18n "k{i}" }}}}' for i in range(0, 100_000, 10))
    elif v == "shortcodes":
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
        body += ' {{< outer >}}{{< inner "x" >}}{{< /outer >}}' * 50_000
    config_path = write(ctx.tmp / "voices.yaml", "engine: espeak\n")
    path = write(ctx.tmp / "content" / "post.md", article(body=body, extra=extra))
    done = ctx.run("script", path, "--json", "--config", config_path, timeout=60, mem_mb=2000)
    verdict = _bounded(done)
    size = path.stat().st_size
    if verdict.held and len(done.out) > 40 * size + 2_000_000:
        return Verdict(False, f"{len(done.out) / size:.0f}x the input in the script; " + done.brief())
    return Verdict(verdict.held, f"CPU {done.cpu:.1f} s; " + verdict.note, verdict.severity)


# --- linear time: megabytes of shapes no family timed

SHAPES_S19: dict[str, Callable[[], str]] = {
    "hard line breaks (<br>)": lambda: _lines(lambda i: f"line {i}<br>"),
    "thematic breaks between words": lambda: _lines(lambda i: f"word {i}\n\n***\n"),
    "setext headings": lambda: _lines(lambda i: f"Heading {i}\n---------\n\nText."),
    "strikethrough spans": lambda: "~~gone~~ kept ~~x~~ " * 50_000,
    "inline code spans": lambda: "`a` and `b()` or `c.d` " * 45_000,
    "abbreviation definitions": lambda: _lines(lambda i: f"*[ABR{i}]: Abbreviation {i}\nUse ABR{i} here."),
    "emoji shortcodes": lambda: ":smile: :+1: :tada: " * 50_000,
    "bare URLs": lambda: _lines(lambda i: f"see https://host{i % 300}.example/a/b?c={i} now"),
    "lists nested 10 deep": lambda: _lines(lambda i: "  " * (i % 10) + f"- item {i}"),
    "CJK with inline code": lambda: "使用`npm install`安装，然后运行`run`命令。" * 25_000,
}


@attack("linear time", "medium", lane="speed", variants=[(n, n) for n in SHAPES_S19])
def a_s19_a_megabyte_of_one_shape(ctx: Ctx, v: str) -> Verdict:
    """A megabyte of a shape no family timed: `narrate script` within 2 s of CPU per MB."""
    return _megabyte(ctx, SHAPES_S19[v](), "script")


# ============================================================================= session 20
# Written and committed before they were run (issue 43, session 20's harden lane): new shapes of every class —
# opt-out and publish keys through whole-file forms (a BOM before each fence, CRLF, CR-only, U+2028, trailing
# blanks on a fence, YAML's '...' end, flow-mapping documents, merge keys against explicit keys, duplicate keys
# spelt apart, tabs, smart quotes, keys hidden by a zero-width space or a lookalike), the same through a Jekyll
# `defaults:` set and Hugo cascades and `_build` options; the user's files in the cache at the very names this
# build writes; the site's file swapped in for one of narrate's during a rebuild; expansion through includes that
# include each other, captures and assigns that double, a site variable inside an abbreviation, a link title, a
# footnote, a shortcode's argument, an i18n string or a data file; FIFOs, devices and link loops at the ledger's
# journal, the locks, the stamps, a book's files, i18n, data files, audio beds and git's files; a git repository
# whose own config asks git to run programs; the service refusing in new ways (401/407, 500 with a huge
# Retry-After, a handshake dripped a byte a second, an answer that closes mid-frame) and answering nonsense of new
# shapes; `serve` given new Range, Host, path and method shapes and slowloris clients; intro and author-line
# templates; file names; amplification through a variable times a count; a kill while the cache or a record is
# written, the rename held (the hook now holds the renameat2 exchange too); megabytes of new shapes.
#
# Run (4 processes, load 13-26 on 2 cores): `nice python benchmarks/attacks.py --family s20 --class … --narrate N
# --json-out …`, N a frozen copy of main at fae1fcc1 (before) and of the s20-harden branch (after: d0f737d0, the
# opt-out, cache and non-regular rows again at 1eca9224, the site-defaults rows at 145dd29a); rows a harness fix
# changed were rerun on the before build. Table: /work/team/reports/s20-harden.md.
# Before: 203 attacks, 177 held, 9 high, 6 medium, 11 low — a YAML merge list and Hugo's `draft: "true "` and
# `_build.render: ' never'` unpublished episodes; the user's files at a chunk's audio, record and lookups-index names
# written over; a cloned repository's gpg.program run by `git log`; a one-letter lexicon term said as 500 characters
# 200,000 times past the time cap; a `math spans` megabyte past the time cap (linear, ~27 CPU s/MB: speed lane);
# 6 linear-time mediums (speed lane); 10 lows, typos kept but not said (a hugo.toml `[cascade]` was not read).
# After: 195 held, 1 high (the math-spans megabyte, speed lane), 6 medium (linear time, speed lane), 1 low (the
# ledger kill row's write is never held: a harness miss, a rebuild that adds no article never rewrites the ledger).

FAMILY[0] = "s20"

# --- flags and publish keys through whole-file front-matter forms

_BODY_S20 = "\nA short paragraph that is worth saying.\n"

FORMS_S20: list[tuple[str, tuple[str, bytes, bool]]] = [
    # (label, (site, the edited file's bytes, a warning naming it is owed))
    ("yaml: a BOM, then audio: ture", ("plain", b"\xef\xbb\xbf---\ntitle: Notes\nlang: en\naudio: ture\n---\n", True)),
    ("yaml: CRLF, audio: ture", ("plain", b"---\r\ntitle: Notes\r\nlang: en\r\naudio: ture\r\n---\r\n", True)),
    ("yaml: CR only, audio: ture", ("plain", b"---\rtitle: Notes\rlang: en\raudio: ture\r---\r", True)),
    (
        "yaml: a BOM and CRLF, audio: fasle",
        ("plain", b"\xef\xbb\xbf---\r\ntitle: Notes\r\naudio: fasle\r\n---\r\n", True),
    ),
    (
        "yaml: CRLF opening, LF after, audio: ture",
        ("plain", b"---\r\ntitle: Notes\nlang: en\naudio: ture\n---\n", True),
    ),
    ("yaml: blanks after both fences, audio: ture", ("plain", b"---   \ntitle: Notes\naudio: ture\n---  \t\n", True)),
    ("yaml: closed by '...', audio: ture", ("plain", b"---\ntitle: Notes\naudio: ture\n...\n", True)),
    ("yaml: a U+2028 before audio: ture", ("plain", "---\ntitle: Notes\u2028audio: ture\n---\n".encode(), True)),
    (
        "yaml: a flow-mapping document with audio: ture",
        ("plain", b"---\n{title: Notes, lang: en, audio: ture}\n---\n", True),
    ),
    ("yaml: '# ---' as a comment, then audio: ture", ("plain", b"---\ntitle: Notes\n# ---\naudio: ture\n---\n", True)),
    (
        "yaml: audio: ture over a merge of false",
        ("plain", b"---\ntitle: Notes\naudio: ture\n<<: {audio: false}\n---\n", True),
    ),
    (
        "yaml: audio: true over a merge of false (kept)",
        ("plain", b"---\ntitle: Notes\naudio: true\n<<: {audio: false}\n---\n", False),
    ),
    (
        "yaml: a merge list true-first (kept)",
        ("plain", b"---\ntitle: Notes\n<<: [{audio: true}, {audio: false}]\n---\n", False),
    ),
    (
        "yaml: 'audio : false' after audio: true",
        ("plain", b"---\ntitle: Notes\naudio: true\naudio : false\n---\n", True),
    ),
    (
        "yaml: quoted keys 'audio' and \"audio\" twice",
        ("plain", b"---\ntitle: Notes\n'audio': true\n\"audio\": off\n---\n", True),
    ),
    ("yaml: a tab-indented audio: false", ("plain", b"---\ntitle: Notes\n\taudio: false\n---\n", True)),
    ("yaml: audio: an empty value and a comment", ("plain", b"---\ntitle: Notes\naudio: # false for now\n---\n", True)),
    (
        "yaml: audio: smart-quoted 'false'",
        ("plain", "---\ntitle: Notes\naudio: \u2018false\u2019\n---\n".encode(), True),
    ),
    (
        "yaml: au<ZWSP>dio: false (another key; kept)",
        ("plain", "---\ntitle: Notes\nau\u200bdio: false\n---\n".encode(), False),
    ),
    (
        "yaml: a Cyrillic-a audio: false (another key; kept)",
        ("plain", "---\ntitle: Notes\n\u0430udio: false\n---\n".encode(), False),
    ),
    (
        "yaml: a BOM before the key audio: false (kept)",
        ("plain", "---\ntitle: Notes\n\ufeffaudio: false\n---\n".encode(), False),
    ),
    (
        "yaml: narrate: ture in a block of CRLF and CR",
        ("plain", b"---\r\ntitle: Notes\rnarrate: ture\r\n---\r\n", True),
    ),
    ("yaml: draft: ture with a BOM", ("plain", b"\xef\xbb\xbf---\ntitle: Notes\ndraft: ture\n---\n", True)),
    ("toml: a BOM, audio = 'ture'", ("hugo", b"\xef\xbb\xbf+++\ntitle = 'Notes'\naudio = 'ture'\n+++\n", True)),
    ("toml: CRLF, audio = 'ture'", ("hugo", b"+++\r\ntitle = 'Notes'\r\naudio = 'ture'\r\n+++\r\n", True)),
    ("toml: CR only, audio = 'ture'", ("hugo", b"+++\rtitle = 'Notes'\raudio = 'ture'\r+++\r", True)),
    (
        "toml: audio given twice (invalid TOML)",
        ("hugo", b"+++\ntitle = 'Notes'\naudio = true\naudio = false\n+++\n", True),
    ),
    (
        "toml: blanks after the fences, draft = 'ture'",
        ("hugo", b"+++  \ntitle = 'Notes'\ndraft = 'ture'\n+++ \n", True),
    ),
    ("toml: draft = 'yes'", ("hugo", b"+++\ntitle = 'Notes'\ndraft = 'yes'\n+++\n", True)),
    ("json: a BOM, audio: 'ture'", ("hugo", b'\xef\xbb\xbf{\n"title": "Notes",\n"audio": "ture"\n}\n', True)),
    ("json: CRLF, audio: 'ture'", ("hugo", b'{\r\n"title": "Notes",\r\n"audio": "ture"\r\n}\r\n', True)),
    ("json: draft: 'true ' (a trailing blank)", ("hugo", b'{\n"title": "Notes",\n"draft": "true "\n}\n', True)),
    (
        "json: 'AUDIO': false beside audio: true (kept)",
        ("hugo", b'{\n"title": "Notes",\n"audio": true,\n"AUDIO": false\n}\n', False),
    ),
    ("hugo yaml: _build: {render: nevr}", ("hugo", b"---\ntitle: Notes\n_build: {render: nevr}\n---\n", True)),
    ("hugo yaml: _build: {render: ' never'}", ("hugo", b"---\ntitle: Notes\n_build: {render: ' never'}\n---\n", True)),
    # (harness fix, s20, after the first run: `render: 0` is Hugo's "never" once its options are decoded as text —
    # hugo 0.111 renders no page for it — so its removal is what Hugo does; the row asks a value Hugo renders instead)
    ("hugo yaml: _build: {render: 'no'}", ("hugo", b"---\ntitle: Notes\n_build: {render: 'no'}\n---\n", True)),
    ("hugo yaml: headless: ture", ("hugo", b"---\ntitle: Notes\nheadless: ture\n---\n", True)),
]


def _form_site(ctx: Ctx, site: str) -> tuple[Path, str]:
    """A blog of three published articles (notes, other, third); the content folder and notes' path in it."""
    folder = ""
    if site == "hugo":
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
        folder = "posts/"
    posts = {
        f"{folder}notes.md": article(),
        f"{folder}other.md": article("Other"),
        f"{folder}third.md": article("Third"),
    }
    return blog(ctx, posts), f"{folder}notes.md"


def _kept_s20(ctx: Ctx, content: Path, warn: bool, names: tuple[str, ...]) -> Verdict:
    """Built again after an edit: the published episode of notes stays (en/notes.mp3, nothing removed); when
    `warn`, a line names one of `names`."""
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    done, report = build_json(ctx)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if not mp3.exists() or report.get("removed"):
        return Verdict(False, f"unpublished or moved: removed {report.get('removed')} ({done.brief()})")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    warned = any(n in done.stderr for n in names)
    if warn and not warned:
        return Verdict(False, "kept, no warning naming the file; " + done.brief(), "low")
    return Verdict(True, ("warned; " if warned else "kept; ") + done.brief())


@attack("opt-out typo", "high", lane="frontmatter", variants=FORMS_S20)
def a_s20_a_flag_in_a_whole_file_form(ctx: Ctx, v: tuple[str, bytes, bool]) -> Verdict:
    """A published episode's front matter rewritten whole in a form no family wrote: a BOM before the fence, CRLF,
    CR only, a U+2028, blanks after a fence, YAML's '...' end, a flow-mapping document, a merge against an explicit
    key, a duplicate spelt apart, a tab, a smart-quoted word, a key hidden by a zero-width space, a lookalike or a
    BOM, TOML and JSON of those shapes, Hugo `_build`/`headless` typos: the episode stays where it is; where the
    value is no documented one, with a warning naming the file."""
    site, data, warn = v
    content, rel = _form_site(ctx, site)
    build(ctx)
    if not (ctx.tmp / "out" / "en" / "notes.mp3").exists():
        return Verdict(False, "harness: nothing published first", "low")
    write(content / rel, data + _BODY_S20.encode())
    return _kept_s20(ctx, content, warn, ("notes.md",))


SITE_FLAGS_S20 = [
    (
        "jekyll defaults: audio: ture for every post",
        ("jekyll", "defaults:\n  - scope: {path: ''}\n    values: {audio: ture}\n"),
    ),
    (
        "jekyll defaults: published: flase for posts",
        ("jekyll", "defaults:\n  - scope: {path: '', type: posts}\n    values: {published: flase}\n"),
    ),
    (
        "jekyll defaults: narrate: 'off please'",
        # (harness fix, s20, after the first run: the site's source is the folder of _config.yml, so its posts are
        # at content/_posts; a scope of `_posts` takes in none of them, in Jekyll as in narrate, and nothing was judged)
        ("jekyll", "defaults:\n  - scope: {path: content/_posts}\n    values: {narrate: 'off please'}\n"),
    ),
    ("jekyll defaults: lang: englsh", ("jekyll", "defaults:\n  - scope: {path: ''}\n    values: {lang: englsh}\n")),
    (
        "jekyll defaults: a CRLF _config.yml with published: ture",
        ("jekyll-crlf", "defaults:\n  - scope: {path: ''}\n    values: {published: ture}\n"),
    ),
    ("hugo _index.md cascade: {draft: ture}", ("hugo-index", "cascade:\n  draft: ture\n")),
    ("hugo _index.md cascade: {_build: {render: nevr}}", ("hugo-index", "cascade:\n  _build: {render: nevr}\n")),
    ("hugo _index.md cascade: [{draft: 'yes'}]", ("hugo-index", "cascade:\n  - draft: 'yes'\n")),
    ("hugo.toml [cascade] draft = 'ture'", ("hugo-toml", "[cascade]\ndraft = 'ture'\n")),
    ("hugo.toml [[cascade]] _build.render = 'nevr'", ("hugo-toml", "[[cascade]]\n[cascade._build]\nrender = 'nevr'\n")),
]


@attack("opt-out typo", "high", lane="frontmatter", variants=SITE_FLAGS_S20)
def a_s20_a_flag_typo_in_the_sites_defaults(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """The site's own defaults for its posts (a Jekyll `defaults:` set in _config.yml, a Hugo cascade in a
    section's _index.md or in hugo.toml) edited to give every post a flag or language value that is no documented
    one: the published episodes stay where they are, with a warning naming the file (the post or the config)."""
    kind, text = v
    write(ctx.tmp / "voices.yaml", OFFLINE)
    content = ctx.tmp / "content"
    if kind.startswith("jekyll"):
        config = write(ctx.tmp / "_config.yml", "title: Blog\n")
        for n, name in enumerate(("notes", "other")):
            # (no language of its own: the defaults' language is what is attacked)
            write(content / "_posts" / f"2024-01-0{n + 1}-{name}.md", article(name.title()).replace("lang: en\n", ""))
    else:
        config = write(ctx.tmp / "hugo.toml", HUGO_SITE)
        for name in ("notes", "other"):
            write(content / "posts" / f"{name}.md", article(name.title()))
    build(ctx)
    out = ctx.tmp / "out" / "en"
    first = sorted(p.name for p in out.glob("*.mp3"))
    if len(first) != 2:
        return Verdict(False, f"harness: published {first} first", "low")
    if kind == "jekyll":
        write(config, "title: Blog\n" + text)
    elif kind == "jekyll-crlf":
        write(config, ("title: Blog\n" + text).replace("\n", "\r\n").encode())
    elif kind == "hugo-index":
        write(content / "posts" / "_index.md", "---\ntitle: Posts\n" + text + "---\n")
    else:
        write(config, HUGO_SITE + text)
    done, report = build_json(ctx)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    after = sorted(p.name for p in out.glob("*.mp3"))
    if after != first or report.get("removed"):
        return Verdict(False, f"unpublished or moved: {after}, removed {report.get('removed')} ({done.brief()})")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    named = ("_config.yml", "_index.md", "hugo.toml", "notes.md", "other.md")
    if not any(n in done.stderr for n in named):
        return Verdict(False, "kept, no warning naming a file; " + done.brief(), "low")
    return Verdict(True, "warned; " + done.brief())


# --- the user's files in the cache at the very names this build writes there

CACHE_EXACT_S20 = [
    ("a chunk's audio", "chunks/*/*.mp3"),
    ("a chunk's record", "chunks/*/*.json"),
    ("the article record", "articles/*.json"),
    ("the usage record", "usage/*.json"),
    ("the plan", "plans/*.json"),
    ("the lookups", "lookups/*.bin"),
]


@attack("overwrite", "high", variants=CACHE_EXACT_S20)
def a_s20_the_users_file_at_the_cache_name_this_build_writes(ctx: Ctx, v: str) -> Verdict:
    """The cache holds the user's files at exactly the names this build will write (learnt from the same blog
    built with another cache): a build, a forced build and a prune leave them as they are, and the episode is
    sound (the user's bytes are never taken for narrate's audio or records)."""
    content = _full_blog(ctx)
    other = ctx.tmp / "learn-cache"
    ctx.run("build", content, "--out", ctx.tmp / "learn-out", env={"NARRATE_CACHE_DIR": str(other)}, timeout=90)
    names = sorted(str(p.relative_to(other)) for p in other.glob(v))
    if not names:
        return Verdict(False, f"harness: no {v} in a cache", "low")
    planted = [write(ctx.tmp / "cache" / n, USER) for n in names]
    runs = [build(ctx), build(ctx, "--force"), ctx.run("cache", "--prune", "--yes", "--grace", "0", content)]
    for run in runs:
        if run.timed_out:
            return Verdict(False, run.brief(), "high")
    lost = unchanged(*planted)
    if lost:
        return Verdict(False, f"{len(lost)} of {len(planted)}: " + "; ".join(lost[:2]) + f" ({runs[0].brief()})")
    bad = next((r for r in runs if r.traceback), None)
    if bad:
        return Verdict(False, "traceback: " + bad.brief(), "medium")
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    why = _sound_mp3(mp3) if mp3.exists() else None
    if why or USER in (mp3.read_bytes() if mp3.exists() else b""):
        return Verdict(False, f"the episode took the user's bytes: {why}; {runs[0].brief()}", "medium")
    return Verdict(True, f"{len(planted)} kept; " + runs[0].brief())


# --- the site's file swapped in for one of narrate's while a rebuild runs

SWAPPED_S20 = [
    (f"the site's {e} swapped in mid-rebuild", e)
    for e in ("mp3", "html", "vtt", "srt", "chapters.json", "words.json", "episode.json")
] + [
    ("the site's en/feed.xml swapped in mid-rebuild", "en/feed.xml"),
    ("the site's en/episodes.json swapped in mid-rebuild", "en/episodes.json"),
    ("the site's episodes.json swapped in mid-rebuild", "episodes.json"),
    ("the site's index.html swapped in mid-rebuild", "index.html"),
]


@attack("overwrite", "high", variants=SWAPPED_S20)
def a_s20_the_sites_file_swapped_in_mid_rebuild(ctx: Ctx, v: str) -> Verdict:
    """Six articles built; each edited (and a seventh added); rebuilt with --jobs 1; once the first episode is
    rewritten, the site replaces narrate's file of a later article (or the feed, a list, the index) by its own
    (a rename, as a site generator writes): the site's file stays as it put it, the rebuild ends."""
    content = _s11_blog(ctx, 6)
    out = ctx.tmp / "out"
    build(ctx, timeout=120)
    first = (out / "en" / "p0.mp3").stat().st_mtime_ns if (out / "en" / "p0.mp3").exists() else 0
    for i in range(6):
        write(
            content / f"p{i}.md",
            article(f"Post {i}", f"An edited paragraph of post {i}.", f"date: 2024-02-{i + 1:02d}\n"),
        )
    write(content / "p6.md", article("Post 6", "A new post.", "date: 2024-02-09\n"))
    proc = _started(ctx, "build", content, "--out", out, "--jobs", "1")

    def rewritten() -> bool:
        return any(p.stat().st_mtime_ns != first for p in (out / "en").glob("p0.mp3"))

    hit = _wait_for(proc, rewritten)
    planted: list[Path] = []
    if hit:
        whole = "/" in v or v in ("index.html", "episodes.json")
        targets = [out / v] if whole else [out / "en" / f"p5.{v}", out / "en" / f"p4.{v}"]
        for target in targets:
            side = target.with_name("site-writing.part")
            write(side, USER)
            os.replace(side, target)
            planted.append(target)
    err = _finished(proc)
    if err is None:
        return Verdict(False, "still running after 120 s", "high")
    if not planted:
        return Verdict(False, "harness: the rebuild ended before the swap", "low")
    lost = unchanged(*planted)
    if b"Traceback (most recent call last)" in err:
        return Verdict(False, "; ".join(lost) + " traceback: " + err.decode(errors="replace")[-150:], "medium")
    return Verdict(not lost, "; ".join(lost)[:300] or f"{len(planted)} swapped in, kept")


# --- expansion: includes that include each other, doubling captures, variables inside amplifiers

EXPAND_S20 = [
    ("two Jekyll includes that include each other twice", "mutual-include"),
    ("three Jekyll includes in a ring, each twice", "ring-include"),
    ("a Jekyll include_relative of the post itself", "self-relative"),
    ("a Liquid capture doubling itself 40 times", "capture"),
    ("a Liquid assign appending itself 40 times", "assign"),
    ("a 60 KB page variable as an abbreviation, used 20,000 times", "abbr"),
    ("a 60 KB page variable as a link title, used 20,000 times", "linktitle"),
    ("a 60 KB page variable in a footnote, referenced 20,000 times", "footnote"),
    ("a 60 KB page variable in a shortcode's caption, 3,000 times", "caption"),
    ("a Hugo i18n string naming a 60 KB param, 3,000 times", "i18n"),
    ("a Hugo data value naming a param that names the data value", "datacycle"),
    ("two Quarto metas naming each other", "quarto-cycle"),
    ("a Hugo param naming itself through .Site.Params", "siteparams-cycle"),
    ("a 60 KB param in 20,000 reference-style image alts", "refalts"),
]


def _expansion_site_s20(ctx: Ctx, kind: str) -> tuple[str, str, str]:
    """The site files for `kind`; the article's path, body and extra front matter."""
    post = "_posts/2024-01-02-post.md"
    if kind in ("mutual-include", "ring-include", "self-relative", "capture", "assign"):
        write(ctx.tmp / "_config.yml", "title: Blog\n")
    if kind == "mutual-include":
        write(ctx.tmp / "_includes" / "a.html", "A {% include b.html %} {% include b.html %}\n")
        write(ctx.tmp / "_includes" / "b.html", "B {% include a.html %} {% include a.html %}\n")
        return post, "{% include a.html %}", ""
    if kind == "ring-include":
        for a, b in (("a", "b"), ("b", "c"), ("c", "a")):
            write(ctx.tmp / "_includes" / f"{a}.html", f"{a} {{% include {b}.html %}} {{% include {b}.html %}}\n")
        return post, "{% include a.html %} " * 10, ""
    if kind == "self-relative":
        return post, "Me: {% include_relative 2024-01-02-post.md %} {% include_relative 2024-01-02-post.md %}", ""
    if kind == "capture":
        body = "{% capture x %}word{% endcapture %}" + "{% capture x %}{{ x }}{{ x }}{% endcapture %}" * 40
        return post, body + " {{ x }}", ""
    if kind == "assign":
        body = "{% assign x = 'word' %}" + "{% assign x = x | append: x %}" * 40
        return post, body + " {{ x }}", ""
    if kind in ("abbr", "linktitle", "footnote", "caption", "refalts"):
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
        big = f"big: '{BIG}'\n"
        param = '{{< param "big" >}}'
        if kind == "abbr":
            return "posts/post.md", f"*[HTML]: {param}\n\n" + "HTML " * 20_000, big
        if kind == "linktitle":
            return "posts/post.md", "[a][r] " * 20_000 + f'\n\n[r]: https://e.com "{param}"', big
        if kind == "footnote":
            return "posts/post.md", "word[^1] " * 20_000 + f"\n\n[^1]: {param}", big
        if kind == "refalts":
            return "posts/post.md", "![][r] " * 20_000 + f'\n\n[r]: x.png "{param}"', big
        return "posts/post.md", f'{{{{< figure src="a.png" caption="{param}" >}}}}\n\n' * 3_000, big
    if kind == "i18n":
        write(ctx.tmp / "hugo.toml", HUGO_SITE + f"[params]\nbig = '{BIG}'\n")
        write(ctx.tmp / "i18n" / "en.toml", "said = '{{< param \"big\" >}}'\n")
        return "posts/post.md", '{{ i18n "said" }} ' * 3_000, ""
    if kind == "datacycle":
        write(ctx.tmp / "hugo.toml", HUGO_SITE + "[params]\nb = '{{ .Site.Data.x.a }} {{ .Site.Data.x.a }}'\n")
        write(ctx.tmp / "data" / "x.yaml", 'a: \'{{< param "b" >}} {{< param "b" >}}\'\n')
        return "posts/post.md", "{{ .Site.Data.x.a }} " * 1_000, ""
    if kind == "quarto-cycle":
        write(ctx.tmp / "_quarto.yml", "project:\n  type: website\n")
        return (
            "post.md",
            "{{< meta a >}} " * 1_000,
            "a: '{{< meta b >}} {{< meta b >}}'\nb: '{{< meta a >}} {{< meta a >}}'\n",
        )
    write(ctx.tmp / "hugo.toml", HUGO_SITE + "[params]\na = '{{ .Site.Params.a }} {{ .Site.Params.a }}'\n")
    return "posts/post.md", "{{ .Site.Params.a }} " * 1_000, ""


@attack("expansion", "high", variants=EXPAND_S20)
def a_s20_expansion_mutual_or_inside_an_amplifier(ctx: Ctx, v: str) -> Verdict:
    """Includes that include each other (two, a ring, the post itself), Liquid captures and assigns that double,
    a 60 KB variable inside an abbreviation, a link title, a footnote, a shortcode argument or reference alts used
    thousands of times, i18n strings and data values naming params, metas naming each other: `script --json` ends
    within 60 s and 2 GB, with a script at most 40 times the input or one line (the s17 judge)."""
    rel, body, extra = _expansion_site_s20(ctx, v)
    path = write(ctx.tmp / "content" / rel, article(body="Plain words first. " + body, extra=extra))
    write(ctx.tmp / "voices.yaml", OFFLINE)
    done = ctx.run("script", path, "--json", timeout=60, mem_mb=2000)
    verdict = _bounded(done)
    size = path.stat().st_size
    if verdict.held and len(done.out) > 40 * size + 2_000_000:
        return Verdict(False, f"{len(done.out) / size:.0f}x the input in the script; " + done.brief())
    return Verdict(verdict.held, f"CPU {done.cpu:.1f} s; " + verdict.note, verdict.severity)


# --- FIFOs, devices, folders and link loops where narrate opens a file it had not been given this way

ODD_S20 = [
    ("hugo.json is a FIFO", ("hugo.json", "fifo")),
    ("hugo.yml is a link to /dev/zero", ("hugo.yml", "zero")),
    ("config.json (Hugo's old name) is a FIFO", ("config.json", "fifo")),
    ("_config.yaml is a link loop", ("_config.yaml", "loop")),
    ("astro.config.mjs is a FIFO", ("astro.config.mjs", "fifo")),
    ("docusaurus.config.js is a FIFO", ("docusaurus.config.js", "fifo")),
    ("a Hugo section's _index.md is a FIFO", ("hugo-index", "fifo")),
    ("a Hugo section's _index.md is a link to /dev/zero", ("hugo-index", "zero")),
    ("Hugo's i18n/en.toml is a FIFO", ("hugo-i18n", "fifo")),
    ("a Hugo data file data/x.json is a link to /dev/urandom", ("hugo-data-json", "urandom")),
    ("a Jekyll data file _data/x.csv is a FIFO", ("jekyll-csv", "fifo")),
    ("mdBook's book.toml is a FIFO", ("book.toml", "fifo")),
    ("mdBook's SUMMARY.md is a FIFO", ("summary", "fifo")),
    ("a chapter SUMMARY.md names is a link to /dev/zero", ("chapter", "zero")),
    ("bed_audio is a FIFO", ("bed_audio", "fifo")),
    ("outro_audio is a link to /dev/zero", ("outro_audio", "zero")),
    ("intro_audio is a link loop", ("intro_audio", "loop")),
    ("the content folder's .git is a file naming a FIFO as its gitdir", ("gitdir", "fifo")),
]


def _odd_site_s20(ctx: Ctx, name: str, kind: str) -> Path:
    """The blog for ODD_S20's `name`, with the file of `kind` in its place; the content folder."""
    content = ctx.tmp / "content"
    voices = OFFLINE
    if name in ("bed_audio", "outro_audio", "intro_audio"):
        voices = OFFLINE.replace('  en: {outro: ""}', f'  en: {{outro: "", {name}: music.mp3}}')
        _odd(ctx.tmp / "music.mp3", kind)
    write(ctx.tmp / "voices.yaml", voices)
    if name in ("book.toml", "summary", "chapter"):
        write(content / "book.toml", "[book]\ntitle = 'A book'\nsrc = '.'\n")
        write(content / "SUMMARY.md", "# Summary\n\n- [One](one.md)\n- [Two](two.md)\n")
        write(content / "one.md", "# One\n\nWords of chapter one, worth hearing.\n")
        if name == "chapter":
            _odd(content / "two.md", kind)
        else:
            write(content / "two.md", "# Two\n\nWords of chapter two, worth hearing.\n")
            target = content / ("book.toml" if name == "book.toml" else "SUMMARY.md")
            target.unlink()
            _odd(target, kind)
        return content
    hugo = name.startswith("hugo") or name in ("config.json",)
    folder = "posts/" if hugo else ""
    body = "A short paragraph that is worth saying."
    if name == "hugo-i18n":
        body += ' {{ i18n "said" }} is said.'
    if name == "hugo-data-json":
        body += " {{ .Site.Data.x.name }} is its name."
    if name == "jekyll-csv":
        write(ctx.tmp / "_config.yml", "title: Blog\n")
        body += " {{ site.data.x[0].name }} is its name."
    # (harness fix, s20, after the first run: a Jekyll site's articles are its posts, in _posts/ with a date in the
    # name; at the top of the content folder they were pages, skipped, and nothing was judged)
    if name == "jekyll-csv":
        folder = "_posts/"
    prefix = ("2024-01-02-", "2024-01-03-") if name == "jekyll-csv" else ("", "")
    write(content / folder / f"{prefix[0]}notes.md", article(body=body))
    write(content / folder / f"{prefix[1]}other.md", article("Other"))
    if hugo and name not in ("hugo.yml", "hugo.json", "config.json"):
        write(ctx.tmp / "hugo.toml", HUGO_SITE)
    where = {
        "hugo-index": content / "posts" / "_index.md",
        "hugo-i18n": ctx.tmp / "i18n" / "en.toml",
        "hugo-data-json": ctx.tmp / "data" / "x.json",
        "jekyll-csv": ctx.tmp / "_data" / "x.csv",
    }.get(name)
    if name == "gitdir":
        _fifo(ctx.tmp / "gitfifo")
        write(content / ".git", f"gitdir: {ctx.tmp / 'gitfifo'}\n")
    elif where is not None:
        _odd(where, kind)
    elif name not in ("bed_audio", "outro_audio", "intro_audio"):
        _odd(ctx.tmp / name, kind)
    return content


@attack("non-regular file", "high", variants=ODD_S20)
def a_s20_a_file_of_another_kind_in_a_new_place(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """Hugo's other config names, a Jekyll config spelt .yaml, Astro's and Docusaurus's configs, a section's
    _index.md, i18n and data files, mdBook's book.toml, SUMMARY.md or a chapter, the audio bed and music, or a
    .git file naming a FIFO, as a FIFO, a device, a folder or a link loop: `script` of the article and the build
    end within 30 s without a traceback, building the other articles or stopping with one line (the s14 judge)."""
    name, kind = v
    content = _odd_site_s20(ctx, name, kind)
    article_path = next((p for p in sorted(content.rglob("*.md")) if p.is_file() and not p.is_symlink()), None)
    runs = []
    if article_path is not None and name not in ("book.toml", "summary", "chapter"):
        runs.append(ctx.run("script", article_path, timeout=30, mem_mb=2000))
    runs.append(ctx.run("build", content, "--out", ctx.tmp / "out", timeout=30, mem_mb=2000))
    for done in runs:
        if done.timed_out:
            return Verdict(False, done.brief(), "high")
        if done.traceback or b"MemoryError" in done.err:
            return Verdict(False, "traceback: " + done.brief(), "medium")
    done = runs[-1]
    built = list((ctx.tmp / "out").glob("*/*.mp3"))
    if (done.code == 1 and len(done.errors()) == 1) or (done.code in (0, 1) and built):
        return Verdict(True, f"{len(built)} built; " + done.brief())
    return Verdict(False, f"{len(built)} built, not one line: " + done.brief())


# --- a git repository whose own config asks git to run programs, or whose files misbehave

GIT_S20 = [
    ("log.showSignature with gpg.program set to a script", "signature"),
    ("core.fsmonitor set to a script", "fsmonitor"),
    ("diff.external set to a script", "external"),
    ("a textconv driver for Markdown set to a script", "textconv"),
    ("color.ui always", "color"),
    ("log.follow and a rename", "follow"),
]

_GIT_ENV = {
    "GIT_AUTHOR_NAME": "a",
    "GIT_AUTHOR_EMAIL": "a@example.com",
    "GIT_COMMITTER_NAME": "a",
    "GIT_COMMITTER_EMAIL": "a@example.com",
    "GIT_AUTHOR_DATE": "2021-03-04T05:06:07+00:00",
    "GIT_COMMITTER_DATE": "2021-03-04T05:06:07+00:00",
}


def _git_s20(cwd: Path, *args: str, data: bytes | None = None) -> bytes:
    env = {**os.environ, **_GIT_ENV, "GIT_CONFIG_NOSYSTEM": "1", "HOME": str(cwd)}
    return subprocess.run(["git", *args], cwd=cwd, env=env, input=data, capture_output=True, check=True).stdout


@attack("git", "high", variants=GIT_S20)
def a_s20_a_git_repository_that_runs_programs(ctx: Ctx, v: str) -> Verdict:
    """The blog is a clone whose .git/config (or .gitattributes) names a program for git to run — a signature
    checker shown by `git log`, an fsmonitor hook, an external diff, a textconv driver — or colours every line:
    building the undated articles (narrate asks git for their dates) runs no program of the repository's, ends
    within 60 s without a traceback, and the articles get their commit's date where git gives one."""
    content = blog(
        ctx, {"notes.md": "---\ntitle: Notes\nlang: en\n---\n\nWords of it.\n", "other.md": article("Other")}
    )
    pwned = ctx.tmp / "pwned"
    script = write(ctx.tmp / "evil.sh", f"#!/bin/sh\ntouch {pwned}\nexit 1\n")
    script.chmod(0o755)
    _git_s20(content, "init", "-q")
    _git_s20(content, "add", ".")
    _git_s20(content, "commit", "-q", "-m", "first")
    if v == "signature":
        head = _git_s20(content, "cat-file", "commit", "HEAD").decode()
        tree, _, rest = head.partition("\n")
        sig = "gpgsig -----BEGIN PGP SIGNATURE-----\n \n iQEzBAABCAAdFiEE\n -----END PGP SIGNATURE-----\n"
        author_end = rest.index("\n\n")
        forged = tree + "\n" + rest[:author_end] + "\n" + sig + rest[author_end + 1 :]
        sha = _git_s20(content, "hash-object", "-t", "commit", "-w", "--stdin", data=forged.encode()).decode().strip()
        _git_s20(content, "update-ref", "HEAD", sha)
        _git_s20(content, "config", "log.showSignature", "true")
        _git_s20(content, "config", "gpg.program", str(script))
    elif v == "fsmonitor":
        _git_s20(content, "config", "core.fsmonitor", str(script))
    elif v == "external":
        _git_s20(content, "config", "diff.external", str(script))
    elif v == "textconv":
        write(content / ".gitattributes", "*.md diff=evil\n")
        _git_s20(content, "config", "diff.evil.textconv", str(script))
        _git_s20(content, "add", ".")
        _git_s20(content, "commit", "-q", "-m", "attributes")
    elif v == "color":
        _git_s20(content, "config", "color.ui", "always")
        _git_s20(content, "config", "color.diff", "always")
    elif v == "follow":
        _git_s20(content, "config", "log.follow", "true")
        _git_s20(content, "mv", "notes.md", "notes-renamed.md")
        _git_s20(content, "commit", "-q", "-m", "renamed")
    done, report = build_json(ctx, timeout=60)
    if pwned.exists():
        return Verdict(False, "the repository's program ran: " + done.brief(), "high")
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief(), "medium")
    episode = next(iter((ctx.tmp / "out" / "en").glob("notes*.episode.json")), None)
    dated = episode is not None and "2021-03-04" in episode.read_text(encoding="utf-8", errors="replace")
    if not dated:
        return Verdict(False, "the commit's date was not taken: " + done.brief(), "low")
    return Verdict(done.code == 0, "dated from git; " + done.brief())


# --- the service: refusals of new shapes

REFUSALS_S20: dict[str, Callable[[bytes], bytes]] = {
    "401 Unauthorized with a WWW-Authenticate": lambda d: (
        b'HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: Bearer realm="x"\r\nContent-Length: 0\r\n\r\n'
    ),
    "407 Proxy Authentication Required": lambda d: (
        b"HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic\r\nContent-Length: 0\r\n\r\n"
    ),
    "500 with Retry-After: 999999": lambda d: (
        b"HTTP/1.1 500 Internal Server Error\r\nRetry-After: 999999\r\nContent-Length: 0\r\n\r\n"
    ),
    "429 with Retry-After as a date in 2099": lambda d: (
        b"HTTP/1.1 429 Too Many Requests\r\nRetry-After: Thu, 01 Jan 2099 00:00:00 GMT\r\nContent-Length: 0\r\n\r\n"
    ),
    "503 with Retry-After: -5": lambda d: (
        b"HTTP/1.1 503 Service Unavailable\r\nRetry-After: -5\r\nContent-Length: 0\r\n\r\n"
    ),
    "200 OK with an HTML captive-portal page": lambda d: (
        b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 44\r\n\r\n<html><body>Log in to the Wi-Fi</body></html>"
    ),
    "101 then a text frame of 2**63 bytes announced": lambda d: (
        _upgrade(d) + b"\x81\x7f\x7f\xff\xff\xff\xff\xff\xff\xff" + b"x" * 1000
    ),
    "101 then a fragmented frame never finished": lambda d: _upgrade(d) + b"\x01\x05hello" + b"\x00\x01x" * 3000,
    "101 then a reserved opcode": lambda d: _upgrade(d) + b"\x83\x02ab",
    "a status line of 64 KB": lambda d: b"HTTP/1.1 503 " + b"x" * 65_536 + b"\r\n\r\n",
}


@attack("service refuses", "medium", lane="voice", variants=[(r, r) for r in REFUSALS_S20])
def a_s20_twenty_articles_against_a_refusing_service(ctx: Ctx, v: str) -> Verdict:
    """20 articles against a service that refuses in a new way (asks for credentials, a huge or past Retry-After,
    a captive portal, a frame of 2**63 bytes, a fragment never finished, a reserved opcode, a 64 KB status line):
    --no-fallback ends within 60 s with one line per article; with fallback, within 90 s every episode made
    offline (the s7 judge)."""
    REFUSALS_S14.setdefault(v, REFUSALS_S20[v])
    return _twenty_articles_against(ctx, _raw_service_s14(v))


@contextlib.contextmanager
def _dripping_service() -> Iterator[str]:
    """A TCP port that reads the handshake, then answers it one byte every second, forever."""
    import threading

    listener = socket.socket()
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen(200)
    stop = threading.Event()

    def serve(conn: socket.socket) -> None:
        with contextlib.suppress(OSError):
            conn.settimeout(10)
            conn.recv(65536)
            for byte in b"HTTP/1.1 101 Switching Protocols\r\n" + b"X-Slow: " + b"y" * 10_000:
                if stop.wait(1):
                    break
                conn.sendall(bytes([byte]))
        conn.close()

    def loop() -> None:
        listener.settimeout(0.5)
        while not stop.is_set():
            try:
                conn, _ = listener.accept()
            except OSError:
                continue
            threading.Thread(target=serve, args=(conn,), daemon=True).start()

    thread = threading.Thread(target=loop, daemon=True)
    thread.start()
    try:
        yield f"ws://127.0.0.1:{listener.getsockname()[1]}"
    finally:
        stop.set()
        thread.join(5)
        listener.close()


@attack("service refuses", "medium", lane="voice")
def a_s20_twenty_articles_against_a_handshake_dripped_a_byte_a_second(ctx: Ctx) -> Verdict:
    """20 articles against a service that answers the handshake one byte a second and never finishes it (each
    read succeeds, so a per-read timeout never fires): the s7 judge."""
    return _twenty_articles_against(ctx, _dripping_service())


# --- the service: malformed answers of new shapes


async def _script_answer_s20(srv: Any, ws: Any, transport: Any, how: str, headers: dict[str, str], body: str) -> bool:
    """One answer of a shape ANSWERS_S20 names; False when the connection is finished."""
    import asyncio

    from edge_standin import audio_frame, parse_ssml, text_frame

    rid = headers.get("X-RequestId") or "0" * 32
    sid = "D" * 32
    parsed = parse_ssml(body)
    text = parsed.text if parsed else "x"
    rend = await asyncio.get_running_loop().run_in_executor(
        None, srv.render, text, parsed.voice if parsed else "en-US-AriaNeural"
    )
    mp3 = rend.mp3

    async def send(frame: str | bytes) -> None:
        await (ws.send_bytes(frame) if isinstance(frame, bytes) else ws.send_str(frame))

    async def audio(payload: bytes, size: int = 4096) -> None:
        for at in range(0, len(payload), size):
            await send(audio_frame(rid, sid, payload[at : at + size]))

    def boundary(offset: Any, duration: Any, said: Any) -> str:
        return json.dumps(
            {"Type": "WordBoundary", "Data": {"Offset": offset, "Duration": duration, "text": {"Text": said}}}
        )

    start = text_frame(rid, "turn.start", "{}")
    end = text_frame(rid, "turn.end", "{}")
    await send(start)
    if how == "a word boundary at a negative offset":
        await send(text_frame(rid, "audio.metadata", '{"Metadata":[' + boundary(-10_000_000, 1, "x") + "]}"))
        await audio(mp3)
    elif how == "a word boundary at an offset of 10**30":
        await send(text_frame(rid, "audio.metadata", '{"Metadata":[' + boundary(10**30, 10**30, "x") + "]}"))
        await audio(mp3)
    elif how == "a word boundary whose offset is NaN":
        await send(
            text_frame(
                rid,
                "audio.metadata",
                '{"Metadata":[{"Type":"WordBoundary","Data":{"Offset":NaN,"Duration":1,"text":{"Text":"x"}}}]}',
            )
        )
        await audio(mp3)
    elif how == "boundaries in reverse order":
        data = ",".join(boundary(10_000_000 - i * 100_000, 1, w) for i, w in enumerate(text.split()))
        await send(text_frame(rid, "audio.metadata", '{"Metadata":[' + data + "]}"))
        await audio(mp3)
    elif how == "a word boundary naming a word the text has not":
        await send(text_frame(rid, "audio.metadata", '{"Metadata":[' + boundary(0, 1, "\u202eevil\x1b[2J") + "]}"))
        await audio(mp3)
    elif how == "audio frames of one byte each":
        await audio(mp3, size=1)
    elif how == "a header block of 10,000 lines on a text frame":
        await send(
            "".join(f"X-Pad-{i}:x\r\n" for i in range(10_000)) + f"X-RequestId:{rid}\r\nPath:audio.metadata\r\n\r\n{{}}"
        )
        await audio(mp3)
    elif how == "the audio then the connection closed without turn.end":
        await audio(mp3)
        await ws.close()
        return False
    elif how == "turn.end first, then the audio":
        await send(end)
        await audio(mp3)
    elif how == "a Path of turn.end in another letter case":
        await audio(mp3)
        await send(text_frame(rid, "TURN.END", "{}"))
    await send(end)
    return True


ANSWERS_S20 = [
    "a word boundary at a negative offset",
    "a word boundary at an offset of 10**30",
    "a word boundary whose offset is NaN",
    "boundaries in reverse order",
    "a word boundary naming a word the text has not",
    "audio frames of one byte each",
    "a header block of 10,000 lines on a text frame",
    "the audio then the connection closed without turn.end",
    "turn.end first, then the audio",
    "a Path of turn.end in another letter case",
]


@attack("malformed answer", "medium", lane="voice", variants=[(f"{h}, once", (h, 1)) for h in ANSWERS_S20])
def a_s20_one_odd_answer(ctx: Ctx, v: tuple[str, int | None]) -> Verdict:
    """One answer of a new shape among good ones (timeout 5, attempts 3): a sound episode within 150 s and
    2.5 GB, never 'please report this', no control character of the answer in a published file (the s19 judge)."""
    how, limit = v
    done = _edge_build(
        ctx,
        _scripted_by(_script_answer_s20, how, limit, transport=True),
        EDGE_VOICES + "timeout: 5\nattempts: 3\n",
        "1",
        150,
    )
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    if "please report" in done.stderr:
        return Verdict(False, "'please report this': " + done.brief())
    if done.traceback or done.code != 0 or not mp3.exists():
        return Verdict(False, done.brief())
    leaked = [p.name for p in (ctx.tmp / "out").rglob("*") if p.is_file() and b"\x1b[2J" in p.read_bytes()]
    if leaked:
        return Verdict(False, f"the answer's escape in {leaked[:3]}; " + done.brief())
    why = _sound_mp3(mp3)
    return Verdict(why is None, (why or f"episode {mp3.stat().st_size} bytes") + "; " + done.brief())


@attack(
    "malformed answer",
    "medium",
    lane="voice",
    variants=[
        (f"{h}, always", (h, None))
        for h in ("a word boundary at an offset of 10**30", "the audio then the connection closed without turn.end")
    ],
)
def a_s20_always_odd_answers(ctx: Ctx, v: tuple[str, int | None]) -> Verdict:
    """Every answer of that shape: a sound episode, or one line within 150 s, never 'please report' (the s19
    judge)."""
    return _odd_s19_with(ctx, v, _script_answer_s20)


def _odd_s19_with(ctx: Ctx, v: tuple[str, int | None], answer: Callable[..., Any]) -> Verdict:
    how, limit = v
    done = _edge_build(
        ctx, _scripted_by(answer, how, limit, transport=True), EDGE_VOICES + "timeout: 5\nattempts: 3\n", "1", 150
    )
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    mp3 = ctx.tmp / "out" / "en" / "notes.mp3"
    if "please report" in done.stderr:
        return Verdict(False, "'please report this': " + done.brief())
    if done.code == 1 and not done.traceback:
        return one_line(done)
    if done.traceback or done.code != 0 or not mp3.exists():
        return Verdict(False, done.brief())
    why = _sound_mp3(mp3)
    return Verdict(why is None, (why or f"episode {mp3.stat().st_size} bytes") + "; " + done.brief())


# --- serve: Range, Host, path and method shapes no family sent; slowloris of new kinds

RANGES_S20 = [
    ("a range with a plus sign", ("bytes=+0-1", (200, 416))),
    ("a range with an underscore in the number", ("bytes=0-1_0", (200, 416))),
    ("a range in another unit", ("items=0-1", (200,))),
    ("an end before the start", ("bytes=5-1", (200, 416))),
    ("a suffix with leading zeros", ("bytes=-" + "0" * 5000 + "5", (200, 206, 416))),
    ("a range with Arabic-Indic digits", ("bytes=\u0660-\u0661", (200, 416))),
    (
        "100,000 ranges of one byte",
        ("bytes=" + ",".join(f"{i % 100}-{i % 100}" for i in range(100_000)), (0, 200, 206, 400, 413, 416, 431)),
    ),
    ("a range of 2**63 - 1 both ends", ("bytes=9223372036854775807-9223372036854775807", (200, 416))),
]


@attack("serve", "medium", variants=RANGES_S20)
def a_s20_serve_range_header(ctx: Ctx, v: tuple[str, tuple[int, ...]]) -> Verdict:
    """`serve` given a Range of a new shape: an allowed status, never the file many times over (the s4 judge)."""
    return a_s4_serve_range_header(ctx, v)


SERVE_S20 = [
    ("PATCH a file", ("", "PATCH /en/a.mp3", "Content-Length: 0", (400, 403, 405, 501))),
    ("PROPFIND the folder", ("", "PROPFIND /en/", "Depth: infinity", (400, 403, 405, 501))),
    ("CONNECT to another host", ("", "CONNECT evil.example:443", "", (400, 403, 404, 405, 501))),
    ("a method in lower case", ("", "get /en/a.mp3", "", (200, 400, 405, 501))),
    ("a method of 10 KB", ("", "G" * 10_000 + " /en/a.mp3", "", (0, 400, 405, 414, 501))),
    ("a request target with a tab", ("", "GET /en/\ta.mp3", "", (400, 404))),
    ("a path with a semicolon and ../", ("", "GET /en/a.mp3;/../../../etc/passwd", "", (400, 403, 404))),
    ("a path through /proc/self/root", ("", "GET /../../../proc/self/root/etc/passwd", "", (400, 403, 404))),
    ("an absolute-form target on another host", ("", "GET http://evil.example/en/a.mp3", "", (200, 400, 403, 404))),
    ("two Host headers, rebased", ("host", "GET /en/feed.xml", "Host: 127.0.0.1\r\nHost: evil.example", (200, 400))),
    ("a Host with a userinfo, rebased", ("host", "GET /en/feed.xml", "Host: user@evil.example", (400,))),
    ("a Host of 64 KB, rebased", ("host", "GET /en/feed.xml", "Host: " + "a" * 65_536, (0, 400, 431))),
    ("a Host with CRLF encoded, rebased", ("host", "GET /en/feed.xml", "Host: a%0d%0aSet-Cookie:x", (200, 400))),
    ("an Expect: 100-continue with no body", ("", "GET /en/a.mp3", "Expect: 100-continue", (100, 200, 417))),
]


@attack("serve", "medium", variants=SERVE_S20)
def a_s20_serve_odd_request(ctx: Ctx, v: tuple[str, str, str, tuple[int, ...]]) -> Verdict:
    """`serve` given a method, a target or a Host of a new shape: the allowed status, alive, no traceback,
    nothing leaked or changed, no script of the Host in the answer (the s4 judge)."""
    return a_s4_serve_odd_request(ctx, v)


SLOW_S20 = [
    ("200 clients sending one header line every second", "headers"),
    ("200 clients sending a body a byte a second", "body"),
    ("a client that never reads a 20 MB answer, 50 times pipelined", "pipelined"),
    ("300 clients that send half a request line then nothing", "halfline"),
]


@attack("serve", "medium", variants=SLOW_S20)
def a_s20_serve_slowloris(ctx: Ctx, v: str) -> Verdict:
    """`serve` held by slow clients of new kinds (a header line a second, a body a byte a second, 50 pipelined
    requests for a big file never read, half a request line): a plain request is still answered within 5 s,
    the server stays up without a traceback."""
    import threading

    write(ctx.tmp / "out" / "en" / "a.mp3", b"0123456789" * 10)
    write(ctx.tmp / "out" / "en" / "big.mp3", b"\x00" * 20_000_000)
    held: list[socket.socket] = []
    stop = threading.Event()
    took, status, alive = 99.0, 0, False
    with _served(ctx, "--quiet") as (port, proc):
        try:
            count = {"headers": 200, "body": 200, "pipelined": 1, "halfline": 300}[v]
            for _ in range(count):
                with contextlib.suppress(OSError):
                    conn = socket.create_connection(("127.0.0.1", port), timeout=2)
                    if v == "headers":
                        conn.sendall(b"GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n")
                    elif v == "body":
                        conn.sendall(b"POST /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\n")
                    elif v == "pipelined":
                        conn.sendall(b"GET /en/big.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" * 50)
                    else:
                        conn.sendall(b"GET /en/a.m")
                    held.append(conn)

            def drip() -> None:
                while not stop.wait(1):
                    for conn in held:
                        with contextlib.suppress(OSError):
                            conn.sendall(b"X-A: b\r\n" if v == "headers" else b"x")

            if v in ("headers", "body"):
                threading.Thread(target=drip, daemon=True).start()
            time.sleep(2)
            started = time.monotonic()
            status, _ = _http(port, "GET /en/a.mp3 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", 5)
            took = time.monotonic() - started
            alive = proc.poll() is None
        finally:
            stop.set()
            for conn in held:
                conn.close()
    log = (ctx.tmp / "serve.log").read_bytes()
    ok = status == 200 and took < 5 and alive and b"Traceback" not in log
    return Verdict(ok, f"answered {status} in {took:.1f} s with {len(held)} held")


# --- templates: the intro and the author line, and cues of new shapes

TEMPLATES_S20 = [
    ("intro with a huge width on title", ("intro", "'{title:>99999999}'")),
    ("intro reaching an attribute of date", ("intro", "'{date.__class__.__mro__}'")),
    ("intro with an index into title", ("intro", "'{title[0]}'")),
    ("intro with a positional field", ("intro", "'{0} by {author}'")),
    ("intro with an unknown field", ("intro", "'{episode} of {title}'")),
    ("author_line with a conversion", ("author_line", "'by {author!r}'")),
    ("author_line with a nested spec", ("author_line", "'by {author:{author}}'")),
    ("author_line naming title", ("author_line", "'by {title}'")),
    ("intro with a lone brace", ("intro", "'{title} {'")),
    ("intro of 100,000 fields", ("intro", "'" + "{title}" * 100_000 + "'")),
    ("a cue image_many_alt with a fill of NULs", ("cue:image_many_alt", '"{alt:\\0<99999}"')),
    ("a cue frame_from with an attribute of host", ("cue:frame_from", "'{host.encode}'")),
]


@attack("cues", "medium", variants=TEMPLATES_S20)
def a_s20_a_template_of_a_new_shape(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """The intro or author line (or a cue) as a template that is no plain text of its own named fields (a huge
    width, an attribute, an index, a positional or unknown field, a conversion, a nested spec, another template's
    field, a lone brace, 100,000 fields): one line naming voices.yaml, or said cleanly and bounded; never a
    traceback, never code reached."""
    key, value = v
    if key.startswith("cue:"):
        return a_s6_cue_template_variants(ctx, (key[4:], value))
    config = write(ctx.tmp / "voices.yaml", f"engine: espeak\nlanguages:\n  en:\n    {key}: {value}\n    outro: ''\n")
    body = "Text before, worth hearing.\n\n![a cat](cat.png)\n"
    path = write(ctx.tmp / "post.md", article(body=body, extra="author: Ann\ndate: 2024-01-02\n"))
    done = ctx.run("script", path, "--json", "--config", config, timeout=30, mem_mb=1500)
    if done.timed_out or b"MemoryError" in done.err:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief())
    if done.code == 0:
        said = json.dumps([c.get("text", "") for c in _chunks(done.stdout)])
        size = path.stat().st_size + config.stat().st_size
        if "{" in said or "__" in said or "<class" in said:
            return Verdict(False, "accepted, said with braces or an object: " + said[:120])
        return Verdict(len(done.out) <= 40 * size, "accepted: " + done.brief(), "low")
    return one_line(done, "voices.yaml")


# --- file names of new shapes

NAMES_S20 = [
    ("an OSC 52 clipboard write", b"\x1b]52;c;ZWNobyBwd25lZA==\x07notes.md"),
    ("a DCS string", b"\x1bPq#0;2;0;0;0#1~~\x1b\\notes.md"),
    ("a C1 OSC (U+009D)", b"\xc2\x9d0;title\xc2\x9cnotes.md"),
    ("a backspace that hides letters", b"safe\x08\x08\x08\x08notes.md"),
]


@attack(
    "terminal",
    "low",
    variants=[(f"{label}, {cmd}", (name, cmd)) for label, name in NAMES_S20 for cmd in ("script", "build")],
)
def a_s20_file_names_reach_the_terminal_raw(ctx: Ctx, v: tuple[bytes, str]) -> Verdict:
    """A file name with an OSC 52 clipboard write, a DCS string, a C1 OSC or backspaces: no ESC, C1 control or
    backspace of the name reaches the terminal (the s3 judge, with BS and the C1 OSC/ST added)."""
    name, cmd = v
    write(ctx.tmp / "voices.yaml", OFFLINE)
    content = ctx.tmp / "content"
    content.mkdir()
    path = os.path.join(os.fsencode(content), name)
    with open(path, "wb") as handle:
        handle.write(b"---\ntitle: [\n---\nx\n" if cmd == "script" else article().encode())
    if cmd == "script":
        done = ctx.run("script", path, timeout=30)
    else:
        done = ctx.run("build", content, "--out", ctx.tmp / "out", timeout=60)
    marks = (b"\x1b", b"\x07", b"\x08", b"\xc2\x9b", b"\xc2\x9d", b"\xc2\x9c")
    leaks = [repr(m) for m in marks if m in name and m in done.out + done.err]
    return Verdict(not leaks and not done.traceback, f"raw: {leaks}; {done.brief()}" if leaks else done.brief())


ODD_NAMES_S20 = [
    ("a name that is only a dot and an extension", b".md"),
    ("a name of a lone invalid UTF-8 byte", b"\xff.md"),
    ("a name in NFD beside its NFC twin", "Cafe\u0301.md".encode()),
    ("a name of 255 bytes", b"n" * 252 + b".md"),
    ("a name with a trailing dot before the extension", b"notes..md"),
    ("a name that is a URL", b"https:%2F%2Fevil.example.md"),
]


@attack("file names", "medium", variants=ODD_NAMES_S20)
def a_s20_an_odd_file_name(ctx: Ctx, v: bytes) -> Verdict:
    """An article whose file name is only an extension, undecodable, an NFD twin of another's NFC name, 255
    bytes, doubly dotted or a URL: the build ends without a traceback, every article gets an episode of its own
    inside out/en/ (or one line names the one it cannot), and nothing is written outside the output folder."""
    write(ctx.tmp / "voices.yaml", OFFLINE)
    content = ctx.tmp / "content"
    content.mkdir()
    with open(os.path.join(os.fsencode(content), v), "wb") as handle:
        handle.write(article().encode())
    write(content / "other.md", article("Other"))
    wanted = 2
    # (harness fix, s20, after the first run: a name that begins with a dot is a hidden file, which narrate, Jekyll and
    # Hugo all leave out; one episode, the other article's, is what is asked)
    if v.startswith(b"."):
        wanted = 1
    if v == "Cafe\u0301.md".encode():
        write(content / "Caf\u00e9.md", article("Twin", "Another paragraph, of the twin."))
        wanted = 3
    done = build(ctx)
    if done.timed_out:
        return Verdict(False, done.brief(), "high")
    if done.traceback:
        return Verdict(False, "traceback: " + done.brief())
    mp3s = sorted(p.name for p in (ctx.tmp / "out").glob("en/*.mp3"))
    stray = [p.name for p in ctx.tmp.iterdir() if p.name not in ("voices.yaml", "content", "out", "cache")]
    problems = [f"wrote {stray}"] if stray else []
    if len(mp3s) != wanted and not (done.code == 1 and len(mp3s) == wanted - 1 and len(done.errors()) == 1):
        problems.append(f"episodes {mp3s}")
    return Verdict(not problems, "; ".join(problems) + " " + done.brief())


# --- amplification: what one input byte may cost, through new multipliers

AMPLIFY_S20 = [
    ("a 500-character lexicon form for a one-letter term, 200,000 times", ("lexicon1", "x " * 200_000)),
    ("an abbreviation of 10 KB for 'a', 100,000 times", ("body", "*[a]: " + "word " * 2_000 + "\n\n" + "a " * 100_000)),
    ("a 100 KB heading id linked 10,000 times", ("body", "## " + "h" * 100_000 + " {#x}\n\n" + "[see](#x) " * 10_000)),
    (
        "10,000 footnotes each referenced 10 times",
        (
            "body",
            "".join(f"w[^{i}] " * 10 for i in range(10_000))
            + "\n\n"
            + "".join(f"[^{i}]: note {i}\n" for i in range(10_000)),
        ),
    ),
    ("a definition list term of 50 KB, 5,000 definitions", ("body", "t" * 50_000 + "\n" + ": d\n" * 5_000)),
    ("an emoji ZWJ sequence of 10,000 joins", ("body", "\u200d".join(["\U0001f468"] * 10_000))),
    ("a number with 200,000 digits after a decimal point", ("body", "Pi is 3." + "1" * 200_000 + " exactly.")),
    ("a 1 MB run of combining marks on one letter", ("body", "a" + "\u0301" * 500_000)),
]


@attack("amplification", "medium", variants=AMPLIFY_S20)
def a_s20_amplification_per_input_byte(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """What one input byte may cost through new multipliers: `script --json` within 60 s and 1.5 GB, its output
    within 40 times the article and the configuration (the s4 judge)."""
    kind, text = v
    if kind == "lexicon1":
        voices = "engine: espeak\nlanguages:\n  en:\n    lexicon: {x: " + json.dumps("y" * 500) + "}\n"
        config = write(ctx.tmp / "voices.yaml", voices)
        path = write(ctx.tmp / "post.md", article(body="Some plain words to say first.\n\n" + text))
        done = ctx.run("script", path, "--json", "--config", config, timeout=60, mem_mb=1500)
        verdict = _bounded(done)
        size = path.stat().st_size + config.stat().st_size
        if verdict.held and len(done.out) > 40 * size:
            return Verdict(False, f"{len(done.out) / size:.0f}x the input in the script; " + done.brief())
        return Verdict(verdict.held, f"{len(done.out) / size:.1f}x; " + verdict.note, verdict.severity)
    return a_s4_amplification_per_input_byte(ctx, v)


# --- a kill while the cache, a record or the ledger is written in a rebuild, the rename (or exchange) held

_HOLD_SITE_S20 = (
    _HOLD_SITE
    + '''
    import importlib.abc
    import importlib.util
    import sys

    class _Exchange(importlib.abc.MetaPathFinder):
        """narrate.atomic swaps a file in by renameat2 (ctypes), not os: its _exchange is held the same way."""

        def find_spec(self, name, path=None, target=None):
            if name != "narrate.atomic":
                return None
            sys.meta_path.remove(self)
            spec = importlib.util.find_spec(name)
            real_exec = spec.loader.exec_module

            def exec_module(module):
                real_exec(module)
                exchange = module._exchange

                def held(a, b):
                    _held(a)
                    return exchange(a, b)

                module._exchange = held

            spec.loader.exec_module = exec_module
            return spec

    sys.meta_path.insert(0, _Exchange())
'''
)

PHASES_S20 = [
    ("a chunk's audio in the cache", ("cache", "chunks/*/.*.mp3.narrate*")),
    ("a chunk's record in the cache", ("cache", "chunks/*/.*.json.narrate*")),
    ("the article record in the cache", ("cache", "articles/.*narrate*")),
    ("the plan in the cache", ("cache", "plans/.*narrate*")),
    ("the usage record in the cache", ("cache", "usage/.*narrate*")),
    ("the episode MP3, swapped in by exchange", ("out", "en/.*.mp3.narrate*")),
    ("the page, swapped in by exchange", ("out", "en/.*.html.narrate*")),
    ("the feed, swapped in by exchange", ("out", "en/.feed.xml.narrate*")),
    ("the ledger, swapped in by exchange", ("out", "manifest/..written.json.narrate*")),
    ("the publication record, swapped in by exchange", ("out", "manifest/..published.json.narrate*")),
]


@attack("kill", "high", variants=PHASES_S20)
def a_s20_a_rebuild_killed_at_a_held_write(ctx: Ctx, v: tuple[str, str]) -> Verdict:
    """A rebuild of six edited articles with pictures killed (SIGKILL) while one of its writes is held — in the
    cache (a chunk's audio or record, the article record, the plan, the usage) or in the output at the moment a
    file is swapped in by renameat2's exchange (the s18 hook held only renames); a build after it: exit 0, no half
    file, no temporary left, every article heard, and a second build after that changes nothing."""
    where, pattern = v
    posts = {
        f"p{i}.md": article(f"Post {i}", f"Paragraph of post {i}.", f"date: 2024-02-{i + 1:02d}\nimage: c{i}.png\n")
        for i in range(6)
    }
    content = blog(ctx, posts)
    for i in range(6):
        png(content / f"c{i}.png", color=(10 * i, 20, 30))
    out = ctx.tmp / "out"
    build(ctx, timeout=120)
    for i in range(6):
        write(content / f"p{i}.md", posts[f"p{i}.md"].replace("Paragraph", "Edited paragraph"))
    hook = write(ctx.tmp / "hook" / "sitecustomize.py", _HOLD_SITE_S20)
    held = ctx.tmp / "held"
    path = os.pathsep.join(p for p in (str(hook.parent), ctx.env.get("PYTHONPATH", "")) if p)
    base = ctx.tmp / ("cache" if where == "cache" else "out")
    hold = os.path.join(os.path.abspath(base), pattern)
    env = {**ctx.env, "PYTHONPATH": path, "NARRATE_ATTACK_HOLD": hold, "NARRATE_ATTACK_HELD": str(held)}
    proc = subprocess.Popen(
        [*ctx.narrate, "build", str(content), "--out", str(out), "--jobs", "1"],
        cwd=ctx.tmp,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    hit = _wait_for(proc, lambda: held.exists() and any(base.glob(pattern)))
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGKILL)
    _finished(proc, 30)
    if not hit:
        return Verdict(False, f"harness: the build ended before a write {pattern} was held", "low")
    heal, _report = build_json(ctx, timeout=180)
    if heal.timed_out:
        return Verdict(False, heal.brief(), "high")
    if heal.traceback:
        return Verdict(False, "traceback: " + heal.brief(), "medium")
    problems = _half_files(out, [])
    problems += [f"left {p.relative_to(out)}" for p in out.rglob(".*narrate*") if p.name != ".narrate.lock"]
    if "not narrate's" in heal.stderr:
        problems.append("narrate's own file called the site's: " + (heal.errors() or [heal.stderr[-150:]])[0][:150])
    if heal.code != 0:
        problems.append(f"heal exit {heal.code}")
    missing = [i for i in range(6) if not (out / "en" / f"p{i}.mp3").exists()]
    if missing:
        problems.append(f"no episode for {missing}")
    said = (
        [i for i in range(6) if "Edited" not in (out / "en" / f"p{i}.srt").read_text(errors="replace")]
        if not missing
        else []
    )
    if said:
        problems.append(f"the old words still in {said}")
    again, report = build_json(ctx, timeout=120)
    if again.code != 0 or report.get("built"):
        problems.append(f"a second heal built again: {report.get('built')} ({again.brief()})")
    return Verdict(not problems, "; ".join(problems)[:300] or heal.brief())


# --- linear time: megabytes of shapes no family timed (for the speed lane)

SHAPES_S20: dict[str, Callable[[], str]] = {
    "Liquid tags between words": lambda: "word {% if x %}yes{% endif %} and {{ page.title }} " * 20_000,
    "Hugo shortcodes with arguments": lambda: '{{< figure src="a.png" title="t" >}} words ' * 22_000,
    "footnote references": lambda: "claim[^a] and claim[^b] " * 40_000 + "\n\n[^a]: one\n\n[^b]: two\n",
    "definition lists": lambda: _lines(lambda i: f"Term {i}\n: Definition number {i}\n"),
    "HTML comments between words": lambda: "word <!-- note --> word " * 40_000,
    "Korean with inline code": lambda: "설치는 `npm i`로 하고 `run`을 실행합니다. " * 25_000,
    "numbers with units": lambda: "It took 12ms, 3.5GB and 40 km/h at 5°C. " * 25_000,
    "math spans": lambda: "where $x_i^2$ and $\\alpha + \\beta$ hold " * 25_000,
}


@attack("linear time", "medium", lane="speed", variants=[(n, n) for n in SHAPES_S20])
def a_s20_a_megabyte_of_one_shape(ctx: Ctx, v: str) -> Verdict:
    """A megabyte of a shape no family timed: `narrate script` within 2 s of CPU per MB."""
    return _megabyte(ctx, SHAPES_S20[v](), "script")


# ----------------------------------------------------------------------------- the run


def run_one(item: Attack, narrate: list[str], mem_mb: int, keep: bool) -> dict[str, Any]:
    tmp = Path(tempfile.mkdtemp(prefix="narrate-attack-"))
    ctx = Ctx(tmp, narrate, mem_mb)
    started = time.monotonic()
    try:
        verdict = item.fn(ctx)
    except Exception as exc:  # the harness's own failure: shown, never counted as held
        verdict = Verdict(False, f"harness: {type(exc).__name__}: {exc}"[:300])
    finally:
        if not keep:
            for path in tmp.rglob("*"):  # a test may leave a folder read-only
                with contextlib.suppress(OSError):
                    if path.is_dir() and not path.is_symlink():
                        path.chmod(stat.S_IRWXU)
            shutil.rmtree(tmp, ignore_errors=True)
    severity = verdict.severity or item.severity
    return {
        "name": item.name,
        "class": item.cls,
        "lane": item.lane,
        "family": item.family,
        "held": verdict.held,
        "severity": None if verdict.held else severity,
        "note": verdict.note,
        "seconds": round(time.monotonic() - started, 1),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--narrate", help="the narrate command to attack (default: the one beside this Python)")
    ap.add_argument("--class", dest="classes", action="append", help="only attacks of this class (repeatable)")
    ap.add_argument("--not-class", dest="skipped", action="append", help="no attacks of this class (repeatable)")
    ap.add_argument("--match", help="only attacks whose name contains this")
    ap.add_argument("--family", action="append", help="only attacks of this family: s3 … s11 (repeatable)")
    ap.add_argument("--mem-mb", type=int, default=2500, help="address-space cap per narrate process")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--keep", action="store_true", help="keep each attack's folder (printed)")
    ap.add_argument("--json-out", type=Path)
    args = ap.parse_args()
    chosen = [
        a
        for a in ATTACKS
        if (not args.classes or a.cls in args.classes)
        and (not args.skipped or a.cls not in args.skipped)
        and (not args.match or args.match in a.name)
        and (not args.family or a.family in args.family)
    ]
    if args.list:
        for item in chosen:
            print(f"{item.family:3} {item.cls:20} {item.lane:12} {item.severity:7} {item.name}")
        print(f"{len(chosen)} attacks")
        return 0
    script = Path(sys.executable).parent / "narrate"
    narrate = (
        [args.narrate] if args.narrate else ([str(script)] if script.exists() else [sys.executable, "-m", "narrate"])
    )
    results = []
    for n, item in enumerate(chosen, 1):
        result = run_one(item, narrate, args.mem_mb, args.keep)
        results.append(result)
        mark = "held  " if result["held"] else f"FAILED ({result['severity']})"
        print(f"[{n}/{len(chosen)}] {mark:15} {item.cls} / {item.name}: {result['note']}", flush=True)
    _summary(results)
    if args.json_out:
        args.json_out.write_text(json.dumps(results, indent=1, ensure_ascii=False), encoding="utf-8")
    return 0


def _summary(results: list[dict[str, Any]]) -> None:
    held = sum(r["held"] for r in results)
    failed = [r for r in results if not r["held"]]
    by_severity = Counter(r["severity"] for r in failed)
    print(
        f"\n{len(results)} attacks: {held} held, {len(failed)} failed "
        f"({by_severity['high']} high, {by_severity['medium']} medium, {by_severity['low']} low)"
    )
    for family in sorted({r.get("family", "s3") for r in results}):
        mine = [r for r in results if r.get("family", "s3") == family]
        lost = Counter(r["severity"] for r in mine if not r["held"])
        print(
            f"  {family}: {len(mine)} attacks, {sum(r['held'] for r in mine)} held, {sum(lost.values())} failed "
            f"({lost['high']} high, {lost['medium']} medium, {lost['low']} low)"
        )
    classes: dict[str, Counter[str]] = {}
    for r in results:
        counts = classes.setdefault(f"{r['class']} ({r['lane']})", Counter())
        counts["attacks"] += 1
        counts["held" if r["held"] else str(r["severity"])] += 1
    print("\n| class (lane) | attacks | held | high | medium | low |\n|---|---|---|---|---|---|")
    for name, c in classes.items():
        print(f"| {name} | {c['attacks']} | {c['held']} | {c['high']} | {c['medium']} | {c['low']} |")


if __name__ == "__main__":
    raise SystemExit(main())
