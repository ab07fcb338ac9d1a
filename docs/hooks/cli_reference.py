"""mkdocs hook: the CLI reference page is generated from the typer app at build time.

Why generated: a hand-kept copy of every option drifts from the code; typer's own `utils docs` renders the
same help texts `--help` prints, so the page and the terminal always agree.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

MARKER = "<!-- cli-reference -->"


def on_page_markdown(markdown: str, page: Any, **_: Any) -> str:
    """Replace the marker on the CLI page with typer's rendering of every command."""
    if MARKER not in markdown:
        return markdown
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "cli.md"
        typer_cli = Path(sys.executable).with_name("typer")
        subprocess.run(
            [str(typer_cli), "narrate.cli", "utils", "docs", "--name", "narrate", "--output", str(out)],
            check=True,
            capture_output=True,
        )
        rendered = out.read_text(encoding="utf-8")
    # typer's page starts with its own h1; the docs page keeps its title, so every heading moves down one.
    rendered = "\n".join("#" + line if line.startswith("#") else line for line in rendered.splitlines())
    return markdown.replace(MARKER, rendered)
