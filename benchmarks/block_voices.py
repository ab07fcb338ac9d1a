"""Every block's voice, one line a block, for a before/after diff of the voice rules between two narrate versions.

No network, no synthesis: each article's script as `narrate script` builds it, one line per block (article's file
name, block index, kind, the article's language, the voices that read the block joined by "/", its first words).
Run it with each version's Python and diff the two outputs; every changed line is a block that changes voice:

    /path/to/before/.venv/bin/python benchmarks/block_voices.py ARTICLE.md … > before.tsv
    .venv/bin/python benchmarks/block_voices.py ARTICLE.md … > after.tsv
    diff before.tsv after.tsv | grep -c '^>'
"""

from __future__ import annotations

import sys
from pathlib import Path


def block_voices(path: Path) -> list[str]:
    """The lines of one article (or one line saying why it has no script)."""
    from narrate.config import load_config
    from narrate.errors import NarrateError
    from narrate.text.article import read_article
    from narrate.text.script import build_script

    try:
        script = build_script(read_article(path), load_config())
    except (NarrateError, OSError, ValueError) as exc:
        return [f"{path.name}\t!\t{type(exc).__name__}"]
    blocks: dict[int, tuple[str, list[str], list[str]]] = {}
    for chunk in script.chunks:
        kind, langs, texts = blocks.setdefault(chunk.block, (chunk.kind, [], []))
        lang = script.lang_of(chunk)
        if lang not in langs:
            langs.append(lang)
        texts.append(chunk.text)
    return [
        f"{path.name}\t{n}\t{kind}\t{script.lang}\t{'/'.join(langs)}\t{' '.join(texts)[:100]}"
        for n, (kind, langs, texts) in blocks.items()
    ]


def main(argv: list[str]) -> int:
    for name in argv:
        print("\n".join(block_voices(Path(name))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
