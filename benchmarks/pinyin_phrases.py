"""Write (or check) the list of pypinyin's phrase words that narrate ships: src/narrate/pinyin_phrases.txt.

    .venv/bin/python benchmarks/pinyin_phrases.py           # write it from the installed pypinyin
    .venv/bin/python benchmarks/pinyin_phrases.py --check   # exit 1 if it is not the installed pypinyin's

narrate.text.polyphones marks a term only where it is a word of its sentence, by a cut into the words
of pypinyin's phrase table. Loading that table through pypinyin takes a cold run 0.1-0.2 s before its
first request; the list of its words, shipped with narrate, takes a few milliseconds. It is used only
when its first line names the pypinyin installed (else pypinyin is read): run this after a new pypinyin.
"""

from __future__ import annotations

import argparse
import sys

from narrate.text.polyphones import PHRASE_WORDS, phrase_words_snapshot


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="only compare; exit 1 if it differs")
    args = parser.parse_args()
    wanted = phrase_words_snapshot()
    current = PHRASE_WORDS.read_text(encoding="utf-8") if PHRASE_WORDS.is_file() else ""
    if args.check:
        print(f"{PHRASE_WORDS}: {'current' if current == wanted else 'out of date'}")
        return 0 if current == wanted else 1
    if current != wanted:
        PHRASE_WORDS.write_text(wanted, encoding="utf-8")
    print(f"{PHRASE_WORDS}: {wanted.count(chr(10)) - 1} words ({wanted.splitlines()[0]})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
