"""Where a caption line may end, so that the lines read back as the words were written.

A player shows a cue's lines joined again (the read-along transcript, a search in the
captions): it puts a space between two lines unless both sides of the break are CJK
(:func:`joins_tight`; the player's ``joinLines`` and :func:`narrate.audio.transcript.joined`
follow the same rule). So a line may end

- at a space, unless the characters on both sides of it are CJK (``中文 English`` yes,
  ``中文 中文`` no: the join would lose the space);
- between two CJK characters written without a space, unless the second may not start a
  line (a closing bracket, a comma, a full stop), and then only between two words or
  phrases: Chinese and Japanese have no spaces to show where a word ends, so BudouX's
  models (Google's, shipped in the ``budoux`` package, a few tens of KB per language)
  tell: ``速查表`` is never cut into ``速查`` / ``表``.

BudouX's own parser scores every character of a text; here only the places a line might
end are scored, with the same model and the same features, which is what a caption needs.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from importlib import resources

__all__ = ["JOINS_TIGHT", "breaks", "joins_tight"]

# CJK ideographs and radicals, kana, CJK punctuation, fullwidth forms, and the curly
# quotes Chinese text uses. Not Hangul: Korean puts spaces between words, and a line break
# between two Hangul syllables would split a word (the join would add a space inside it).
JOINS_TIGHT = re.compile(r"[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f\u2018\u2019\u201c\u201d]")
# What may not start a line (closing brackets, commas,
# stops) and what may not end one (opening brackets).
_NO_START = frozenset("，。、；：！？」』）》〉】〕〗”’,.;:!?)]}…・ー～ゝゞーぁぃぅぇぉっゃゅょァィゥェォッャュョ")
_NO_END = frozenset("「『（《〈【〔〖“‘([{")
_PUNCTUATION = frozenset("，。、；：！？」』）》〉】〕〗”…")
_KANA = re.compile(r"[\u3040-\u30ff]")
_PAD = "\x00\x00\x00"  # no model feature holds it: positions near either end score as BudouX's guards do


def joins_tight(before: str, after: str) -> bool:
    """Whether two lines ending with `before` and starting with `after` join without a space."""
    return bool(before and after and JOINS_TIGHT.match(before[-1]) and JOINS_TIGHT.match(after[0]))


class _Model:
    """One BudouX model: a feature's score, by feature group (UW1–6, BW1–3, TW1–4)."""

    def __init__(self, groups: dict[str, dict[str, int]]) -> None:
        self.uw = [groups.get(f"UW{n}", {}) for n in range(1, 7)]
        self.bw = [groups.get(f"BW{n}", {}) for n in range(1, 4)]
        self.tw = [groups.get(f"TW{n}", {}) for n in range(1, 5)]
        self.base = -sum(sum(group.values()) for group in groups.values()) * 0.5

    def boundary(self, padded: str, at: int) -> bool:
        """Whether a word or phrase starts at `at` of `padded` (the text with _PAD on both sides)."""
        uw, bw, tw, i = self.uw, self.bw, self.tw, at
        score = (
            self.base
            + uw[0].get(padded[i - 3], 0)
            + uw[1].get(padded[i - 2], 0)
            + uw[2].get(padded[i - 1], 0)
            + uw[3].get(padded[i], 0)
            + uw[4].get(padded[i + 1], 0)
            + uw[5].get(padded[i + 2], 0)
            + bw[0].get(padded[i - 2 : i], 0)
            + bw[1].get(padded[i - 1 : i + 1], 0)
            + bw[2].get(padded[i : i + 2], 0)
            + tw[0].get(padded[i - 3 : i], 0)
            + tw[1].get(padded[i - 2 : i + 1], 0)
            + tw[2].get(padded[i - 1 : i + 2], 0)
            + tw[3].get(padded[i : i + 3], 0)
        )
        return score > 0


@lru_cache(maxsize=4)
def _model(name: str) -> _Model | None:
    """BudouX's model `name` (ja, zh-hans, zh-hant), loaded once; None without the budoux package."""
    try:
        data = resources.files("budoux").joinpath("models").joinpath(f"{name}.json").read_text(encoding="utf-8")
    except (ModuleNotFoundError, FileNotFoundError, OSError):
        return None
    return _Model(json.loads(data))


def _model_name(text: str, lang: str) -> str:
    """The model for `text` in `lang`: Japanese, Traditional or Simplified Chinese (by the script if unsure)."""
    code = lang.lower()
    if code.startswith("ja"):
        return "ja"
    if code in ("zh-hant", "zh-tw", "zh-hk", "zh-mo") or code.startswith("zh-hant"):
        return "zh-hant"
    if code.startswith("zh"):
        return "zh-hans"
    return "ja" if _KANA.search(text) else "zh-hans"


@lru_cache(maxsize=1 << 14)  # the VTT and the SRT lay out the same cues
def breaks(text: str, lang: str = "") -> tuple[tuple[int, int], ...]:
    """Where a line of `text` (whitespace runs as single spaces) may end: (end of this line, start of the
    next) pairs in order. A space between them is dropped; the join puts it back (module docstring)."""
    out: list[tuple[int, int]] = []
    model: _Model | None = None
    padded = ""
    for at in range(1, len(text)):
        before, here = text[at - 1], text[at]
        if here == " ":
            after = text[at + 1 : at + 2]
            if after and before != " " and not joins_tight(before, after) and before not in _NO_END:
                out.append((at, at + 1))
            continue
        if before == " " or not joins_tight(before, here) or here in _NO_START or before in _NO_END:
            continue
        if before in _PUNCTUATION:
            out.append((at, at))
            continue
        if not padded:
            model, padded = _model(_model_name(text, lang)), _PAD + text + _PAD
        if model is None or model.boundary(padded, at + len(_PAD)):
            out.append((at, at))
    return tuple(out)
