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
    ) -> Run:
        """`narrate ARGS` in this folder, killed (with its children) at `timeout`, its address space capped."""
        cap = (mem_mb or self.mem_mb) * 1024 * 1024

        def limits() -> None:
            resource.setrlimit(resource.RLIMIT_AS, (cap, cap))

        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.monotonic()
        proc = subprocess.Popen(
            [*self.narrate, *(os.fsdecode(a) if isinstance(a, bytes) else str(a) for a in args)],
            cwd=cwd or self.tmp,
            env={**self.env, **(env or {})},
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


ATTACKS: list[Attack] = []


def attack(
    cls: str, severity: str, lane: str = "hardening", variants: list[tuple[str, Any]] | None = None
) -> Callable[[Callable[..., Verdict]], Callable[..., Verdict]]:
    """Register `fn` as one attack, or one per variant (called with the variant's value as `v`)."""

    def register(fn: Callable[..., Verdict]) -> Callable[..., Verdict]:
        name = fn.__name__.removeprefix("a_")
        if variants is None:
            ATTACKS.append(Attack(name, cls, severity, lane, fn))
        else:
            for label, value in variants:
                ATTACKS.append(Attack(f"{name}[{label}]", cls, severity, lane, partial(fn, v=value)))
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
        "held": verdict.held,
        "severity": None if verdict.held else severity,
        "note": verdict.note,
        "seconds": round(time.monotonic() - started, 1),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--narrate", help="the narrate command to attack (default: the one beside this Python)")
    ap.add_argument("--class", dest="classes", action="append", help="only attacks of this class (repeatable)")
    ap.add_argument("--match", help="only attacks whose name contains this")
    ap.add_argument("--mem-mb", type=int, default=2500, help="address-space cap per narrate process")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--keep", action="store_true", help="keep each attack's folder (printed)")
    ap.add_argument("--json-out", type=Path)
    args = ap.parse_args()
    chosen = [
        a for a in ATTACKS if (not args.classes or a.cls in args.classes) and (not args.match or args.match in a.name)
    ]
    if args.list:
        for item in chosen:
            print(f"{item.cls:20} {item.lane:12} {item.severity:7} {item.name}")
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
