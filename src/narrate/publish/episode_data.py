"""``DIR/<lang>/<slug>.episode.json``: what one listening page's player needs, and nothing more.

The all-language episodes.json grows with the blog (about 870 bytes an episode); a page
that fetched it would download the whole blog to play one article. This file holds the
episode and its translations (the same entries as episodes.json, plus the lock screen's
artist and artwork) and the sentence alignment of the translations, so the language switch
lands on the same sentence's counterpart.

Alignment: translations share their structure (headings, paragraphs, list items, quotes),
so their block kinds are matched as two sequences (difflib, the longest matching runs),
which survives a paragraph added or dropped in one language. ``align[lang]`` gives, for
each cue of that language's transcript, the block of *this* file's language it belongs
to (-1 before the first block: title and intro; -2 after the last: the outro); a cue
whose block has no counterpart is -3. Every language is numbered by the same blocks, so
the player can switch between any two of them with this one file.
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Mapping, Sequence
from typing import Any

from narrate import __version__

from .episodes import VERSION, safe_json
from .manifest import Record

__all__ = ["align_cues", "render_episode_data"]

BEFORE, AFTER, UNMATCHED = -1, -2, -3


def _groups(record: Record, cue_count: int) -> list[int] | None:
    """The record's block per cue, the outro told from the intro; None when the record has no
    usable alignment (an older build, or a transcript that no longer matches it)."""
    blocks = record.cue_blocks
    if not blocks or len(blocks) != cue_count or not all(isinstance(b, int) and b >= -1 for b in blocks):
        return None
    out, seen = [], False
    for block in blocks:
        seen = seen or block >= 0
        out.append(block if block >= 0 else (AFTER if seen else BEFORE))
    return out


def _spoken_kinds(record: Record) -> list[tuple[int, str]]:
    return [(n, str(kind)) for n, kind in enumerate(record.block_kinds) if kind]


def align_cues(own: Record, other: Record, cue_count: int) -> list[int] | None:
    """For each cue of `other` (a translation of `own`), the block of `own` it reads, or None if unknown."""
    groups = _groups(other, cue_count)
    if groups is None or not own.block_kinds or not other.block_kinds:
        return None
    mine, theirs = _spoken_kinds(own), _spoken_kinds(other)
    matcher = difflib.SequenceMatcher(None, [k for _, k in mine], [k for _, k in theirs], autojunk=False)
    mapping: dict[int, int] = {}
    for a, b, size in matcher.get_matching_blocks():
        for step in range(size):
            mapping[theirs[b + step][0]] = mine[a + step][0]
    return [g if g < 0 else mapping.get(g, UNMATCHED) for g in groups]


def render_episode_data(base_url: str, record: Record, entries: Mapping[str, dict[str, Any]],
                        records: Mapping[str, Record], cue_counts: Mapping[str, int],
                        extra: Mapping[str, Mapping[str, Any]]) -> str:
    """The per-episode JSON of `record`: `entries` (episodes.json's entry by language, this one's
    translations included), each with its `extra` keys, and the alignment of their transcripts."""
    lang = record.lang
    order: Sequence[str] = [lang, *sorted(code for code in entries if code != lang)]
    align: dict[str, list[int]] = {}
    for code in order:
        other = records[code]
        mapped = _groups(other, cue_counts.get(code, -1)) if code == lang else align_cues(
            record, other, cue_counts.get(code, -1))
        if mapped is not None:
            align[code] = mapped
    if lang not in align:
        align = {}  # nothing to align to
    doc = {
        "version": VERSION,
        "generator": f"narrate {__version__}",
        "base_url": base_url,
        "lang": lang,
        "slug": record.slug,
        "episodes": [{**entries[code], **extra.get(code, {})} for code in order],
        "align": align,
    }
    # One line per key, the alignment's numbers on one line each: small and diffable.
    return "{\n" + ",\n".join(f"  {json.dumps(k)}: {safe_json(v)}" for k, v in doc.items()) + "\n}\n"
