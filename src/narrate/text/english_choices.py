"""Whether Latin words joined by glued slashes are a choice between ordinary English words.

The lead's s16 ruling: between two ordinary English words ("feature/enhancement", "added/edited", "weeks/months",
"users/revenue/growth") a slash is "or" — decided by a well-kept word list (pyspellchecker's English frequencies,
text.english_words), not by the example. A MIME type (`text/html`), a sentence about repositories or folders
(`apple/swift`, `assets/images`) and a word the list rarely sees (`lib/bin`, `encoding/json`, `nvm-sh/nvm`) keep the
slash: they are names. The same test as check's judge (text.sign_roles) uses, so the reader and the judge agree.
"""

from __future__ import annotations

from collections.abc import Sequence

from narrate.patterns import LazyPattern

from .english_words import english_word

__all__ = ["COMMON", "MIME_TYPES", "NAMES_OF_PLACES", "english_choice"]

# The top-level types of a MIME type (`text/plain`, `image/png`): a name, however English its words.
MIME_TYPES = frozenset("text image audio video application multipart font model message".split())
# A sentence that speaks of repositories or folders: `apple/swift`, `assets/images` there are names of them.
NAMES_OF_PLACES = LazyPattern(
    r"(?i)repo|folder|director|path\b|リポジトリ|フォルダ|ディレクトリ|パス|레포|저장소|폴더|디렉터리|경로"
    r"|仓库|倉庫|目录|目錄|文件夹|資料夾|路径|路徑"
)
COMMON = 500  # (how often a word of the list is seen for a slash between two of them to be a choice: not `lib/bin`)
# A command line in the sentence (`git reset --hard origin/master`, `git clone … themes/Butterfly`): its slashes are
# a branch's or a folder's, never a choice.
_COMMAND_LINE = LazyPattern(
    r"(?:^|\s)(?:git|npm|pnpm|yarn|pip|cargo|cd|ls|cp|mv|rm|mkdir|sudo|docker|kubectl)\s|\s--?[a-z]"
)
# Units of time and count a rate divides by ("degrees/sec", "requests/second"): after another word, a rate ("per").
_RATE_UNITS = frozenset(
    "second seconds sec secs minute minutes min mins hour hours day days week weeks month months year years".split()
)


def english_choice(parts: Sequence[str], sentence: str) -> bool:
    """Whether `parts`, the words a run of glued slashes joins, are a choice between ordinary English words: each of
    letters alone, lower-case or capitalised, seen at least COMMON times in the word list; the first no MIME type's;
    and `sentence` (the one they stand in) no sentence about repositories or folders."""
    if len(parts) < 2 or parts[0].lower() in MIME_TYPES or NAMES_OF_PLACES.search(sentence):
        return False
    if _COMMAND_LINE.search(sentence):
        return False
    if parts[-1].lower() in _RATE_UNITS and parts[0].lower() not in _RATE_UNITS:
        return False  # ("degrees/sec": a rate; "weeks/months": two spans of time, a choice)
    return all(
        part.isascii()
        and part.isalpha()
        and len(part) >= 2
        and (part.islower() or part[1:].islower())
        and english_word(part, seen=COMMON)
        for part in parts
    )
