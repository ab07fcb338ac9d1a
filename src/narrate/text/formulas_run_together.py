"""Display formulas the page shows one under the other, heard as one (`narrate check`).

A display formula stands on a line of its own: the page shows two of them as two equations, one under the other.
Said one after the other with nothing between — no stop, no pause mark — the listener hears one long expression, the
second equation's left side glued to the first's right side ("… P(V 조건 B 아래 첨자 2) P(V)는 (1 나누기 2)…": s12
held-out jx2lee think-bayes chapter02-Bayes-Theorem [7], [23]). This judge reads each chunk's formulas (the math
reader's account: what each was said as), which of them stand on a line of their own in its source lines, and
whether what the chunk sends runs one's words into the next one's.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from narrate.patterns import LazyPattern

from .misreadings import Misreading

__all__ = ["formulas_run_together"]

# A display formula alone on its line: `$$…$$`, `\[…\]` (a list or quote marker before it allowed).
_DISPLAY_LINE = LazyPattern(r"\s{0,12}(?:(?:[-*+]|\d{1,3}[.)]|>)\s+)?(?:\$\$(.{1,4000}?)\$\$|\\\[(.{1,4000}?)\\\])\s*")
_BETWEEN = LazyPattern(r"[ \t\n\u3000]{0,3}")


def formulas_run_together(chunks: Iterable[tuple[str, str, Sequence[tuple[str, str | None]]]]) -> list[Misreading]:
    """The chunks (their source lines, what is sent, their formulas as (TeX, said)) that send two display formulas of
    neighbouring lines with nothing between them: each a misreading at its chunk, with the second formula's TeX."""
    out: list[Misreading] = []
    read: dict[str, set[tuple[str, str]]] = {}  # (the chunks of one block share its lines: each read once)
    for n, (source, sent, formulas) in enumerate(chunks):
        if len(formulas) < 2 or "$$" not in source and "\\[" not in source:
            continue
        shown = read[source] if source in read else read.setdefault(source, _displays(source))
        for (tex, said), (after, said_after) in zip(formulas, formulas[1:]):
            if not said or not said_after or (tex.strip(), after.strip()) not in shown:
                continue
            at = sent.find(said)
            if (
                at >= 0
                and _BETWEEN.match(sent, at + len(said))
                and sent.startswith(said_after, _end(sent, at + len(said)))
            ):
                out.append(Misreading(n, "display formulas heard as one", after[:80], sent[at : at + 80]))
                break
    return out


def _displays(source: str) -> set[tuple[str, str]]:
    """The pairs (TeX, TeX) of display formulas on neighbouring lines of their own (blank lines between allowed)."""
    pairs: set[tuple[str, str]] = set()
    last = ""
    for line in source.split("\n"):
        if not line.strip():
            continue
        found = _DISPLAY_LINE.fullmatch(line)
        tex = (found.group(1) or found.group(2) or "").strip() if found else ""
        if tex and last:
            pairs.add((last, tex))
        last = tex
    return pairs


def _end(sent: str, at: int) -> int:
    """Where the blanks after `at` end."""
    found = _BETWEEN.match(sent, at)
    return found.end() if found else at
