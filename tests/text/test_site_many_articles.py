"""Placing the articles of one folder costs the same per article however many share the folder.

Whether an article is the original of a bundle of translations was decided by reading its whole folder's
listing again, for each article: a folder of 50,000 articles took 2.5 billion steps, a `build --dry-run`
of 5,000 took 170 s of which 169 s in that one question (attacks s7). A folder is now read once.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from narrate.text.site import find_site, model
from narrate.text.site.common import stem_of


@pytest.mark.parametrize("count", [100, 400])
def test_each_folder_is_summed_up_once(tmp_path: Path, count: int, monkeypatch: pytest.MonkeyPatch) -> None:
    content = tmp_path / "content"
    content.mkdir()
    for i in range(count):
        (content / f"p{i:04}.md").write_text(f"---\ntitle: P{i}\n---\n\nWords {i}.\n", encoding="utf-8")
    bundle = content / "b"
    bundle.mkdir()
    for name in ("b.md", "index.ja.md", "index.zh-hant.md"):
        (bundle / name).write_text("---\ntitle: B\n---\n\nWords.\n", encoding="utf-8")
    site = find_site(content)
    calls = [0]

    def counted(name: str) -> str:
        calls[0] += 1
        return stem_of(name)

    monkeypatch.setattr(model, "stem_of", counted)
    flags = [site.named_bundle(content / f"p{i:04}.md", f"p{i:04}") for i in range(count)]
    assert not any(flags)
    assert site.named_bundle(bundle / "b.md", "b")  # the original of a bundle of translations still is one
    assert calls[0] <= 2 * count + 10, f"{calls[0]} file names looked at for {count} articles"
