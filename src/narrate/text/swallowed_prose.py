"""A code cue that hides a heading or a paragraph of prose: the check for "a cue never hides prose" (issue #38).

A fence the parser paired wrongly swallows what the writer wrote after the code: a fence's closing line left
outside its HTML block or list item OPENS a fence, which runs over the sentences and headings after it to the next
bare fence line (jx2lee's lakehouse-tool-localtest, ko: '… data directory 는 다음과 같다.'; davidpallmann's Hello,
Cloud9, en: step 5 and its sub-steps). The listener hears one code cue where the page shows prose.

The tell, by structure: inside a fence opened by a bare fence line, a fence line of the same character and at least
its length WITH an info string ("```bash"). A writer who nests a sample of fences makes the outer fence longer
(`````` over ```), and a closing line never carries an info string: an info-string line the opening fence cannot
contain says the opening line was a closing one. The lines between the two that are a heading or a sentence (outside
code: text.code_lines) are the prose the cue hides; the judge names the first of them at the cue's chunk. The tell
is text.stray_fences' (the parser empties such a closing line at the top level, so this judge sees what other paths
still hide).
"""

from __future__ import annotations

from collections.abc import Sequence

from .page_judges import Heard, PageFinding
from .stray_fences import hidden_prose

__all__ = ["prose_swallowed"]


def prose_swallowed(heard: Sequence[Heard], lines: Sequence[str]) -> list[PageFinding]:
    """Cue chunks whose source lines hold a fence opened by a closing line (the module's tell), with the first
    heading or sentence it swallowed."""
    out = []
    for h in heard:
        if h.kind != "cue" or not h.first or h.last <= h.first:
            continue
        hidden = hidden_prose(lines[h.first - 1 : h.last])
        if hidden:
            out.append(PageFinding(h.chunk, "prose hidden in a code cue", hidden[:120]))
    return out
