"""Small helpers shared by test modules."""

from __future__ import annotations

from pathlib import Path


def write(path: Path, text: str | bytes) -> Path:
    """Write `text` (UTF-8) or bytes to `path`, making its folders."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


#: voices.yaml for a small site built offline (espeak) that publishes a feed.
OFFLINE_VOICES = """\
engine: espeak
languages:
  en: {outro: ""}
feed:
  base_url: https://example.com/podcast
  link: https://example.com
  author: Tester
  owner_name: Tester
  owner_email: podcast@example.com
  title: {en: Test notes}
  description: {en: Test episodes.}
"""


def build_json(root: Path, *args: str) -> tuple[int, dict[str, object], str]:
    """`narrate build ROOT/content --out ROOT/out --json` in-process: (exit code, the JSON report, stderr)."""
    import json

    from typer.testing import CliRunner

    from narrate.cli import app

    result = CliRunner().invoke(app, ["build", str(root / "content"), "--out", str(root / "out"), "--json", *args])
    report = json.loads(result.stdout) if result.stdout.strip() else {}
    return result.exit_code, report, result.stderr
