"""voices.yaml checked section by section: a table from its top-level keys to their validators.

Each validator takes the whole document (merged over the defaults) and returns the `Config` fields
it is responsible for, or raises a ConfigError naming the file, the key and the line. They run in
the table's order, which is the order a writer's mistakes are reported in (the first one wins).
The small settings are validated here; languages, music and feed have modules of their own.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from .checks import Checker
from .feed import feed
from .languages import languages, voice_pronounce
from .model import AUTO_ENGINES, LOUDNESS_MODES, SITE_GENERATORS, BuildSettings, Config, Pauses, SiteSettings
from .music import MUSIC_FILE_KEYS, music

Section = Callable[[Checker, dict[str, Any]], dict[str, Any]]


def validate(raw: dict[str, Any], path: Path | None, lines: dict[tuple[str, ...], int]) -> Config:
    """The Config that `raw` (voices.yaml over the defaults, read from `path`) describes."""
    check = Checker(path, lines)
    known_top = {key for keys, _ in SECTIONS for key in keys}
    for key in raw:
        if key not in known_top:
            raise check.fail((key,), f"unknown setting; expected one of {', '.join(sorted(known_top))}")
    fields: dict[str, Any] = {}
    for _, section in SECTIONS:
        fields.update(section(check, raw))
    return Config(path=path, raw=raw, lines=lines, **fields)


def _engines(check: Checker, raw: dict[str, Any]) -> dict[str, Any]:
    """`engine` (auto or one name) and `engines`, the fallback order it stands for or that is spelt out."""
    engine = check.get(raw, ("engine",), str)
    if not engine.strip():
        raise check.fail(("engine",), "must be auto or an engine name (edge, espeak)")
    engines: tuple[str, ...] = AUTO_ENGINES if engine == "auto" else (engine,)
    if "engines" in raw:
        # Which names exist is the engine registry's business (narrate.voice.engines checks them).
        listed = raw["engines"]
        if not isinstance(listed, list) or not listed or not all(isinstance(n, str) and n.strip() for n in listed):
            raise check.fail(("engines",), "expected a list of engine names in fallback order, like [edge, espeak]")
        engines = tuple(listed)
    return {"engine": engine, "engines": engines}


def _within(
    check: Checker, raw: dict[str, Any], key: str, kind: type | tuple[type, ...], low: float, high: float, problem: str
) -> Any:
    value = check.get(raw, (key,), kind)
    if isinstance(value, bool) or not low <= value <= high:
        raise check.fail((key,), problem)
    return value


def _requests(check: Checker, raw: dict[str, Any]) -> dict[str, Any]:
    """How synthesis requests run: how many at once, how many tries, how long each may take."""
    return {
        "concurrency": _within(
            check, raw, "concurrency", int, 1, 32, "must be between 1 and 32 (the service throttles beyond ~8)"
        ),
        "attempts": _within(check, raw, "attempts", int, 1, 20, "must be between 1 and 20"),
        "timeout": float(_within(check, raw, "timeout", (int, float), 1, 600, "must be seconds between 1 and 600")),
    }


def _long_article(check: Checker, raw: dict[str, Any]) -> dict[str, Any]:
    """Past how many minutes of audio an article starts with a warning giving its estimate (0: never)."""
    return {
        "long_article_minutes": _within(
            check,
            raw,
            "long_article_minutes",
            int,
            0,
            100_000,
            "must be minutes of audio between 0 (never warn) and 100000, like 120",
        )
    }


def _footnotes(check: Checker, raw: dict[str, Any]) -> dict[str, Any]:
    footnotes = check.get(raw, ("footnotes",), str)
    if footnotes not in ("end", "omit"):
        raise check.fail(("footnotes",), "must be 'end' or 'omit'")
    return {"footnotes": footnotes}


def _skip_cues(check: Checker, raw: dict[str, Any]) -> dict[str, Any]:
    return {"skip_cues": check.get(raw, ("skip_cues",), bool)}


def _loudness(check: Checker, raw: dict[str, Any]) -> dict[str, Any]:
    loudness = raw.get("loudness", "auto")
    if not isinstance(loudness, str) or loudness not in LOUDNESS_MODES:
        modes = [f"'{mode.name}' ({mode.says})" for mode in LOUDNESS_MODES.values()]
        raise check.fail(("loudness",), f"must be {', '.join(modes[:-1])} or {modes[-1]}, got {loudness!r}")
    return {"loudness": loudness}


def _pauses(check: Checker, raw: dict[str, Any]) -> dict[str, Any]:
    """Silence after chunks, by structure: every pause in milliseconds, no unknown one."""
    pauses_raw = check.get(raw, ("pauses",), dict)
    pause_values: dict[str, int] = {}
    for name in Pauses.__dataclass_fields__:
        value = pauses_raw.get(name, getattr(Pauses, name))
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 10_000:
            raise check.fail(("pauses", name), f"must be milliseconds between 0 and 10000, got {value!r}")
        pause_values[name] = value
    for name in pauses_raw:
        if name not in Pauses.__dataclass_fields__:
            raise check.fail(
                ("pauses", name), f"unknown pause; expected one of {', '.join(Pauses.__dataclass_fields__)}"
            )
    return {"pauses": Pauses(**pause_values)}


def _derive(check: Checker, raw: dict[str, Any]) -> dict[str, Any]:
    """Language versions made with OpenCC: only between the two written forms of Chinese."""
    derive: dict[str, str] = {}
    for target, source in check.get(raw, ("derive",), dict).items():
        pair = {str(target), str(source)}  # a list or a mapping given as the source is refused, not a crash
        if pair != {"zh-hant", "zh-hans"}:
            raise check.fail(("derive", str(target)), "only zh-hant ⇄ zh-hans can be derived (with OpenCC)")
        derive[str(target)] = str(source)
    return {"derive": derive}


def _known_terms(check: Checker, raw: dict[str, Any]) -> dict[str, Any]:
    return {"known_terms": frozenset(str(t) for t in check.get(raw, ("known_terms",), list))}


def _mixed_language(check: Checker, raw: dict[str, Any]) -> dict[str, Any]:
    mixed_language = raw.get("mixed_language", "block")
    if mixed_language is False:
        mixed_language = "off"  # YAML reads a bare `off` as false
    if mixed_language not in ("block", "off"):
        raise check.fail(("mixed_language",), "must be 'block' (another language's paragraph gets its voice) or 'off'")
    return {"mixed_language": str(mixed_language)}


# The most globs build.include or build.exclude may expand to (wcmatch's own limit, which it raises past).
_GLOBS_MAX = 1000
# Bounds on one pattern, checked before anything is compiled: wcmatch's compile time grows with the square of
# its '[' (2,000 took 3.8 s at every command's config load), and matching tries every split of a name among a
# segment's wildcards ('**/*a*a*a*a*a*a*b.md' took 31 s per 60-letter file name; 3 wildcards take at most
# 0.02 s on a 255-byte name). Real patterns ('**/*.md', '_drafts/**', '{*.md,*.mdx,*.txt}', '2024-*-*.md')
# are far inside them.
_GLOB_CHARS = 1000
_GLOB_CLASSES = 50
_GLOB_WILDCARDS = 3


def _glob_unbounded(pattern: str) -> str:
    """Why `pattern` would take narrate unbounded time to compile or match ("" when it would not): past
    _GLOB_CHARS characters or _GLOB_CLASSES '[', or past _GLOB_WILDCARDS wildcards (`*`, `?`) in one path
    segment of any pattern its braces expand to (a whole `**` segment counts 2, within the bound). The count is
    taken after the braces expand because matching sees the joined alternative: `*{a,}*{a,}*b` is one segment
    of five wildcards, not five segments of one (review s10 harden #3: the count restarted at `{`, `,` and `}`)."""
    if len(pattern) > _GLOB_CHARS:
        return f"is {len(pattern):,} characters long, past the {_GLOB_CHARS:,} narrate reads"
    if pattern.count("[") > _GLOB_CLASSES:
        return f"has {pattern.count('['):,} '[', past the {_GLOB_CLASSES} narrate reads"
    most = max((_most_wildcards(alternative) for alternative in _alternatives(pattern)), default=0)
    if most > _GLOB_WILDCARDS:
        return (
            f"has {most} wildcards (* or ?) in one path segment, past the {_GLOB_WILDCARDS} that keep matching "
            "fast (each one more multiplies the time per file name)"
        )
    return ""


def _alternatives(pattern: str) -> list[str]:
    """The patterns `pattern`'s braces expand to, as wcmatch expands them (bracex, wcmatch's own expander);
    the pattern itself when they expand past _GLOBS_MAX — _globs_bounded refuses that with its own line."""
    import bracex  # (wcmatch's dependency; only a config with build.include or build.exclude loads it)

    try:
        return list(bracex.expand(pattern, limit=_GLOBS_MAX))
    except Exception:  # bracex's ExpansionLimitException, past the limit
        return [pattern]


def _most_wildcards(pattern: str) -> int:
    """The most wildcards (`*`, `?`, not escaped) in one `/`-separated segment of `pattern`."""
    most = count = 0
    escaped = False
    for ch in pattern:
        if escaped:
            escaped = False
        elif ch == "\\":
            escaped = True
        elif ch == "/":
            count = 0
        elif ch in "*?":
            count += 1
            most = max(most, count)
    return most


def _globs_bounded(patterns: list[str]) -> bool:
    """Whether `patterns` expand (braces, ranges) to at most _GLOBS_MAX globs, as flow.discovery compiles them."""
    from wcmatch import glob  # (only a config with build.include or build.exclude loads it)

    try:
        glob.compile(patterns, flags=glob.GLOBSTAR | glob.BRACE | glob.DOTGLOB, limit=_GLOBS_MAX)
    except Exception as exc:  # wcmatch's PatternLimitException, which it does not export
        if type(exc).__name__ != "PatternLimitException":
            raise
        return False
    return True


def _build(check: Checker, raw: dict[str, Any]) -> dict[str, Any]:
    """Which files `narrate build` looks at, and how far it may go in removing episodes."""
    build_raw = check.get(raw, ("build",), dict)
    include = build_raw.get("include") or []
    exclude = build_raw.get("exclude") or []
    for key, value in (("include", include), ("exclude", exclude)):
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise check.fail(("build", key), "expected a list of glob patterns like '**/*.md'")
        for pattern in value:
            if why := _glob_unbounded(pattern):
                shown = pattern if len(pattern) <= 40 else pattern[:40] + "…"
                raise check.fail(("build", key), f"the pattern {shown!r} {why}; write a shorter, narrower pattern")
        if value and not _globs_bounded(value):
            raise check.fail(
                ("build", key),
                f"the patterns expand to more than {_GLOBS_MAX:,} globs (each {{a,b}} doubles them, a range "
                "{1..9} multiplies them); write fewer or narrower patterns",
            )
    remove_deleted = build_raw.get("remove_deleted", True)
    if not isinstance(remove_deleted, bool):
        raise check.fail(("build", "remove_deleted"), "expected true or false")
    share = build_raw.get("max_removal_share", BuildSettings.max_removal_share)
    if isinstance(share, bool) or not isinstance(share, (int, float)) or not 0 <= share <= 1:
        raise check.fail(("build", "max_removal_share"), f"expected a share between 0 and 1 like 0.5, got {share!r}")
    opt_in = build_raw.get("opt_in", False)
    if not isinstance(opt_in, bool):
        raise check.fail(("build", "opt_in"), "expected true or false")
    for key in build_raw:
        if key not in BuildSettings.__dataclass_fields__:
            raise check.fail(
                ("build", str(key)),
                "unknown build setting; expected one of " + ", ".join(sorted(BuildSettings.__dataclass_fields__)),
            )
    return {"build": BuildSettings(tuple(include), tuple(exclude), remove_deleted, float(share), opt_in=opt_in)}


def _site(check: Checker, raw: dict[str, Any]) -> dict[str, Any]:
    """`site: hugo`, or `site: {generator: hugo, permalink: /posts/:folder/}`; none: detected."""
    value = raw.get("site")
    if value is None or value == "":
        return {"site": SiteSettings()}
    if isinstance(value, str):
        value = {"generator": value}
    if not isinstance(value, dict):
        raise check.fail(
            ("site",), f"expected one of {', '.join(SITE_GENERATORS)}, or a mapping with generator: and permalink:"
        )
    for key in value:
        if key not in SiteSettings.__dataclass_fields__:
            raise check.fail(("site", str(key)), "unknown site setting; expected generator, permalink or timezone")
    return {
        "site": SiteSettings(_site_generator(check, value), _site_permalink(check, value), _site_timezone(check, value))
    }


def _site_timezone(check: Checker, value: dict[str, Any]) -> str:
    """The zone the blog's generator runs in (Jekyll and Hexo write a post's URL date in it)."""
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

    zone = value.get("timezone")
    if zone is None or zone == "":
        return ""
    if not isinstance(zone, str):
        raise check.fail(("site", "timezone"), f"expected a time zone name like UTC or Asia/Taipei, got {zone!r}")
    try:
        ZoneInfo(zone.strip())
    except (ZoneInfoNotFoundError, ValueError):
        raise check.fail(
            ("site", "timezone"),
            f"{zone!r} is not a time zone this machine knows; expected a name like UTC or Asia/Taipei (the IANA list)",
        ) from None
    return zone.strip()


def _site_generator(check: Checker, value: dict[str, Any]) -> str:
    generator = value.get("generator") or ""
    if not isinstance(generator, str) or (generator and generator.strip().lower() not in SITE_GENERATORS):
        raise check.fail(
            ("site", "generator") if "generator" in value else ("site",),
            f"must be one of {', '.join(SITE_GENERATORS)} (the blog's site generator), got {generator!r}",
        )
    return generator.strip().lower()


def _site_permalink(check: Checker, value: dict[str, Any]) -> str:
    permalink = value.get("permalink") or ""
    if not isinstance(permalink, str) or (permalink and not permalink.startswith("/")):
        raise check.fail(
            ("site", "permalink"),
            "expected a path template starting with /, like /posts/:folder/ or /:year/:month/:slug/",
        )
    if len(permalink) > 500 or any(ord(ch) < 32 for ch in permalink):
        raise check.fail(("site", "permalink"), "expected one short line, like /posts/:folder/")
    return permalink


# voices.yaml's top-level keys → the validator of each section, in the order they are checked.
SECTIONS: tuple[tuple[tuple[str, ...], Section], ...] = (
    (("engine", "engines"), _engines),
    (("concurrency", "attempts", "timeout"), _requests),
    (("long_article_minutes",), _long_article),
    (("footnotes",), _footnotes),
    (("skip_cues",), _skip_cues),
    (("loudness",), _loudness),
    (("pauses",), _pauses),
    (("derive",), _derive),
    (("known_terms",), _known_terms),
    (("mixed_language",), _mixed_language),
    (("languages", "default_readings"), languages),
    (("pronounce",), voice_pronounce),
    ((*MUSIC_FILE_KEYS, "bed_gain"), music),
    (("feed",), feed),
    (("build",), _build),
    (("site",), _site),
)
