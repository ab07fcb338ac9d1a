"""A diagram the page draws from its source (```mermaid and its kin) gets the picture cue wherever it stands.

No diagram is decoration: a writer draws one for the prose, which often goes on about it with no lead-in. Left
silent, the listener was never told it was there (s12 held-out: jx2lee dbt-cicd-pipeline [12], masaki39
Citations [4][83]). Each case is an excerpt of the article named.
"""

from __future__ import annotations

from pathlib import Path

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.script import build_script


def _chunks(path: Path, text: str) -> list[tuple[str, str]]:
    path.write_text(text, encoding="utf-8")
    return [(c.kind, c.text) for c in build_script(read_article(path), load_config()).chunks[1:-1]]


def test_a_mermaid_flowchart_after_a_paragraph_is_cued_masaki39_citations(tmp_path: Path) -> None:
    # masaki39/masaki39.github.io content/Citations_2024-02-08.md (ja), lines 22-30: no lead-in, the workflow drawn.
    chunks = _chunks(
        tmp_path / "Citations_2024-02-08.md",
        "---\ntitle: Citations\nlang: ja\n---\n\n"
        "ただ、より設定が煩雑そうに見えるので、今のところシンプルなCitationsを採用している\n\n"
        "```mermaid\nflowchart LR\nZotero-->|Better BibTeX|JSON\nJSON-->|Citations|Obsidian\n```\n\n"
        "全体のワークフローは別記事にて\n",
    )
    assert [kind for kind, _ in chunks] == ["paragraph", "cue", "paragraph"]
    assert "Zotero" not in chunks[1][1] and chunks[1][1]  # the cue, never the diagram's source


def test_a_mermaid_flowchart_under_a_label_is_cued_jx2lee_dbt_cicd(tmp_path: Path) -> None:
    # jx2lee/my-digital-garden src/site/notes/data/dbt/__/dbt-cicd-pipeline.md (ko), lines 22-30.
    chunks = _chunks(
        tmp_path / "dbt-cicd-pipeline.md",
        "---\ntitle: Github Action 을 활용한 dbt 파이프라인 구축\nlang: ko\n---\n\n"
        "- 작업자의 사용자 경험을 높입니다.\n\n### howto\nsystem architecture\n"
        '```mermaid\nflowchart BT\n    subgraph eks["AWS EKS"]\n        docker["docker container"]\n    end\n'
        "    users --> |push event| docker\n```\n\n- 기존 파이프라인과 동일한 기능을 제공합니다.\n",
    )
    kinds = [kind for kind, _ in chunks]
    assert kinds[kinds.index("heading") :][:3] == ["heading", "paragraph", "cue"]
    assert all("push event" not in text for _, text in chunks)


def test_a_diagram_at_a_sections_end_is_cued_in_english(tmp_path: Path) -> None:
    # The same shape in English (a PlantUML fence after a sentence that does not point at it).
    chunks = _chunks(
        tmp_path / "notes.md",
        "---\ntitle: Notes\nlang: en\n---\n\nThe services talk over one queue.\n\n"
        "```plantuml\n@startuml\nA -> B\n@enduml\n```\n",
    )
    assert chunks == [("paragraph", "The services talk over one queue."), ("cue", "(An image is shown here.)")]
