"""Emoji short codes in prose (`:rocket:`, `:+1:`, `:lgtm:`): where one stands, and what the page shows for it.

A renderer with emoji codes (GitHub's gemoji, jemoji, Hugo's `enableEmoji`, Slack, Qiita) draws a picture where a
code stands; what the picture is depends on the site (Qiita's `:lgtm:`, a Slack team's own `:toukon:`), so the code
is judged by its shape and its place, not by a table of names:

* its shape: a name of lower-case letters, digits, `_`, `+`, `-` between two colons, holding a letter (a table's
  `:---:` is none);
* its place: it stands apart — no letter, digit or colon touches its colons from outside (`12:30:45`, `a:b:c`,
  Rust's `std::io::stdin`, CSS's `:root::before`, IPv6's `fe80::1:2`) and no bracket holds it (a POSIX class
  `[:upper:]`). Codes may follow each other with or without spaces (`:santa::santa_tone1:`, `:lgtm: :qiitan:`): a
  run of them stands apart as a whole, and a run of two or more may touch the word before it (`Run:rocket::rocket:`,
  as the renderers draw it; one code after a letter, `a:b:`, is a name's).

Then:

* a code the Unicode table knows (`:rocket:`, `:pray_tone3:`, `:flag-cn:`) becomes its emoji, which text.signs says
  where it stands in a word's place and otherwise leaves out as a flourish;
* a code drawn as a site's own picture with no character (GitHub's `:octocat:`, Qiita's `:lgtm:`), and any code of
  a run of two or more whose name the table does not know (`:hugging::hugging:`, `:xmas-wreath1::santa:`): a writer
  does not type a row of colon-names that are not pictures, so the row is the icons the page shows, silent;
* an icon code of MkDocs Material (`:material-check:`) is silent too, except an arrow, said as the arrow sign;
* a single unknown name standing alone (`a :thing: here`) is left as written: no evidence it is a picture.
"""

from __future__ import annotations

import re

from narrate.patterns import LazyPattern

from . import account

__all__ = ["EMOJI_CODE_RUN", "emoji_codes"]

_NAME = r":[a-z0-9_+-]{1,40}:"
# One code or a run of them (spaces or tabs between), standing apart as a whole (see the module's docstring).
EMOJI_CODE_RUN = LazyPattern(
    rf"(?:(?<![A-Za-z0-9:\[]){_NAME}(?:[ \t]{{0,3}}{_NAME})*|(?<=[A-Za-z0-9]){_NAME}(?:[ \t]{{0,3}}{_NAME})+)"
    r"(?![A-Za-z0-9:\]])"
)
_CODE = LazyPattern(_NAME)
_HAS_LETTER = LazyPattern(r"[a-z]")

# GitHub's emoji codes drawn as pictures of its own, with no Unicode character (gemoji's custom set): `:shipit:`,
# `:neckbeard:` show a picture, never their code's word.
_GITHUB_PICTURES = frozenset(
    "atom basecamp basecampy bowtie dependabot electron feelsgood finnadie fishsticks goberserk godmode hurtrealbad "
    "neckbeard octocat rage1 rage2 rage3 rage4 shipit suspect trollface".split()
)
# Qiita's own emoji (its editor's palette: `:lgtm:`, `:qiitan:`, `:qiita-fabicon:`, `:qiitan-cry:`): pictures of
# the site's, with no character, like GitHub's above (s11 dev TORIFUKUKaiou/qiita_articles: "Wrapping Up :lgtm:
# :qiita-fabicon: :lgtm:" said raw in 3 of 9 articles; the repository's 40 articles hold 1,317 `:lgtm:` and 910
# `:qiitan:`). Written alone, too, they are pictures: no evidence of a run is needed for these names.
_QIITA_PICTURE = LazyPattern(r"lgtm|qiitan?(?:-[a-z0-9]{1,20})?")
# A skin tone written after a code (gemoji's, Slack's and Qiita's `:pray_tone1:` … `:pray_tone5:`): the emoji with
# the Fitzpatrick modifier, light to dark.
_SKIN_TONE = LazyPattern(r"(:[a-z0-9_+-]{1,34})_tone([1-5]):")
_TONES = "\U0001f3fb\U0001f3fc\U0001f3fd\U0001f3fe\U0001f3ff"
# Slack's short names of faces (`:hugging:`, `:money_mouth:`): gemoji's with `_face` (`:hugging_face:`).
_FACE = "_face"
# Slack's and Qiita's flag codes (`:flag-cn:`, `:flag_jp:`): the country's two letters, drawn as its flag (gemoji
# spells them `:cn:`, `:jp:`).
_FLAG = LazyPattern(r":flag[-_]([a-z]{2}):")

# MkDocs Material's icon codes (`:material-check:`, `:fontawesome-brands-github:`, `:octicons-mark-github-16:`,
# `:simple-python:`): the page draws an icon, a picture with no words.
_ICON_CODE = LazyPattern(r":(?:material|fontawesome|octicons|simple)-[a-z0-9-]{1,60}:")
_ICON_ARROW = LazyPattern(r"-arrow-(right|left|up|down)(?:-(?:thin|bold|circle|\d+)){0,2}:$")
_ARROWS = {"right": "→", "left": "←", "up": "↑", "down": "↓"}


def emoji_codes(text: str) -> str:
    """`text` with each emoji code standing apart as what the page shows (see the module's docstring)."""
    if ":" not in text:
        return text
    return EMOJI_CODE_RUN.sub(_run_shown, text)


def _run_shown(run: re.Match[str]) -> str:
    codes = [found.group(0) for found in _CODE.finditer(run.group(0))]
    shown = [_one_shown(code, in_run=len(codes) > 1) for code in codes]
    if all(said is None for said in shown):
        return run.group(0)
    # (codes with spaces between stay apart: an emoji touching a word is read as that word's, text.signs)
    gap = " " if re.search(r"[ \t]", run.group(0)) else ""
    return gap.join(code if said is None else said for code, said in zip(codes, shown, strict=True))


def _one_shown(code: str, *, in_run: bool) -> str | None:
    """What the page shows for `code`: an emoji, an arrow, " " for a picture with no character; None when it is
    no code the page draws (a lone name nobody's table knows)."""
    import emoji  # (its tables load for the first text with a code: most articles have none)

    said = str(emoji.emojize(code, language="alias"))
    name = code[1:-1]
    if said != code:
        account.omit("emoji code", code)
        return said
    if (toned := _SKIN_TONE.fullmatch(code)) and (base := str(emoji.emojize(f"{toned[1]}:", language="alias"))):
        if base != f"{toned[1]}:":
            account.omit("emoji code", code)
            return base + _TONES[int(toned[2]) - 1]
    if (face := str(emoji.emojize(f":{name}{_FACE}:", language="alias"))) != f":{name}{_FACE}:":
        account.omit("emoji code", code)
        return face
    if (flag := _FLAG.fullmatch(code)) and emoji.is_emoji(
        pair := "".join(chr(0x1F1E6 + ord(c) - ord("a")) for c in flag[1])
    ):
        account.omit("emoji code", code)
        return pair
    if _ICON_CODE.match(code):
        account.omit("icon code", code)
        # an arrow drawn as an icon points as the arrow sign does (`PascalCase :octicons-arrow-right-24: Pascal`)
        arrow = _ICON_ARROW.search(code)
        return f" {_ARROWS[arrow.group(1)]} " if arrow else ""
    if name in _GITHUB_PICTURES or _QIITA_PICTURE.fullmatch(name):
        account.omit("emoji code", code)  # a picture with no character, no words: the page shows no name
        return " "
    if in_run and _HAS_LETTER.search(name):
        account.omit("emoji code", code)  # one of a row of icons the page shows
        return " "
    return None
