"""``DIR/<lang>/<slug>.episode.json``: what one listening page's player needs, and nothing more.

The all-language episodes.json grows with the blog (about 870 bytes an episode); a page
that fetched it would download the whole blog to play one article. This file holds the
episode and its translations (the same entries as episodes.json, plus the lock screen's
artist and artwork), how each transcript is laid out, and how the translations' transcripts
align, so the language switch lands on the same sentence's counterpart:

- ``layout[lang]``: one letter per cue of that language's VTT: ``h`` starts a heading (or the
  title), ``p`` another block (a paragraph, a list item…), ``.`` goes on with the block before.
- ``align["a|b"]`` (``a`` before ``b`` alphabetically): the beads of narrate.publish.align, two
  digits each — how many cues of ``a``, then of ``b``, read the same sentence — in order.
- ``align_keys["a|b"]``: a digest of everything the alignment was made from; a build whose
  transcripts are unchanged takes the beads from the file it wrote before instead of aligning again.

Every page of a group carries the alignment of every pair of its languages, so the player can
switch between any two of them with this one file.
"""

from __future__ import annotations

import hashlib
import itertools
import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from narrate import __version__

from .align import VERSION as ALIGN_VERSION
from .align import AlignedCue, align, beads_text
from .episodes import VERSION, safe_json
from .manifest import Record

__all__ = ["aligned_cues", "alignments", "layout", "render_episode_data"]


def aligned_cues(record: Record, timed: Sequence[tuple[float, float, str]]) -> list[AlignedCue] | None:
    """The record's transcript (`timed`: its VTT's cues) as alignment reads it; None when the record has no
    usable block of each cue (an older build, or a transcript that no longer matches it)."""
    blocks = record.cue_blocks
    if not blocks or len(blocks) != len(timed) or not all(isinstance(b, int) and b >= -1 for b in blocks):
        return None
    kinds = record.block_kinds
    out, seen = [], False
    for (start, end, text), block in zip(timed, blocks):
        seen = seen or block >= 0
        number = block if block >= 0 else (-2 if seen else -1)  # the outro told from the intro
        kind = str(kinds[number]) if 0 <= number < len(kinds) else ""
        out.append(AlignedCue(start, end, text, number, kind))
    return out


def layout(cues: Sequence[AlignedCue]) -> str:
    """One letter a cue: h starts a heading (the title, the first cue of all), p another block, . goes on."""
    letters = []
    for n, cue in enumerate(cues):
        if n and cue.block == cues[n - 1].block and cue.block >= 0:
            letters.append(".")
        else:
            letters.append("h" if cue.kind == "heading" or n == 0 else "p")
    return "".join(letters)


def _key(a: Sequence[AlignedCue], b: Sequence[AlignedCue]) -> str:
    """A digest of two transcripts as alignment reads them (and of its version)."""
    digest = hashlib.sha256(ALIGN_VERSION.encode())
    for cues in (a, b):
        digest.update(
            json.dumps([[c.start, c.end, c.text, c.block, c.kind] for c in cues], ensure_ascii=False).encode()
        )
    return digest.hexdigest()[:16]


def _earlier(paths: Sequence[Path]) -> dict[str, str]:
    """The beads the group's earlier episode files hold, by key (files that do not parse give none)."""
    found: dict[str, str] = {}
    for path in paths:
        try:
            doc = json.loads(path.read_text(encoding="utf-8"))
            keys, beads = doc.get("align_keys") or {}, doc.get("align") or {}
            found.update({str(keys[pair]): str(beads[pair]) for pair in keys if pair in beads})
        except (OSError, ValueError, AttributeError, TypeError):
            continue
    return found


def alignments(
    transcripts: Mapping[str, Sequence[AlignedCue]], earlier: Sequence[Path] = ()
) -> tuple[dict[str, str], dict[str, str]]:
    """(beads, keys) of every pair of the group's `transcripts` ("a|b" with a < b); `earlier` episode
    files of the group lend beads made from the same transcripts."""
    known = _earlier(earlier)
    beads, keys = {}, {}
    for first, second in itertools.combinations(sorted(transcripts), 2):
        a, b = transcripts[first], transcripts[second]
        pair, key = f"{first}|{second}", _key(a, b)
        beads[pair] = known.get(key) or beads_text(align(a, b))
        keys[pair] = key
    return beads, keys


def render_episode_data(
    base_url: str,
    record: Record,
    entries: Mapping[str, dict[str, Any]],
    transcripts: Mapping[str, Sequence[AlignedCue]],
    aligned: tuple[dict[str, str], dict[str, str]],
    extra: Mapping[str, Mapping[str, Any]],
) -> str:
    """The per-episode JSON of `record`: `entries` (episodes.json's entry by language, this one's
    translations included), each with its `extra` keys, the layout of each transcript and the group's
    alignments (`aligned`: from alignments())."""
    lang = record.lang
    order: Sequence[str] = [lang, *sorted(code for code in entries if code != lang)]
    beads, keys = aligned
    doc = {
        "version": VERSION,
        "generator": f"narrate {__version__}",
        "base_url": base_url,
        "lang": lang,
        "slug": record.slug,
        "episodes": [{**entries[code], **extra.get(code, {})} for code in order],
        "layout": {code: layout(transcripts[code]) for code in order if code in transcripts},
        "align": beads,
        "align_keys": keys,
    }
    # One line per key: small and diffable.
    return "{\n" + ",\n".join(f"  {json.dumps(k)}: {safe_json(v)}" for k, v in doc.items()) + "\n}\n"
