"""A lexicon's spoken forms add to an article within a bound proportional to it, then stop in one line.

benchmarks/attacks.py s20 `a 500-character lexicon form for a one-letter term, 200,000 times`: each spoken form is
bounded (500 characters, config.languages) but not what they add in all — a one-letter term said 200,000 times made
a 100 MB script of a 400 KB article and `narrate script` ran past its time bound. Ordinary lexicons (a name said in
full, an acronym spelt out, on every line of a long article) stay far inside the bound.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from helpers import write
from narrate.cli import app
from narrate.errors import ExpansionTooLarge
from narrate.text.lexicon import LEXICON_FLOOR, LEXICON_PER_CHAR, apply_lexicon, lexicon_budget


def _voices(tmp_path: Path, lexicon: str) -> Path:
    return write(tmp_path / "voices.yaml", f"engine: espeak\nlanguages:\n  en:\n    lexicon: {lexicon}\n")


def test_a_short_term_with_a_long_spoken_form_said_too_often_stops_in_one_line(tmp_path: Path) -> None:
    config = _voices(tmp_path, "{x: '" + "y" * 500 + "'}")
    post = write(tmp_path / "post.md", "---\ntitle: Notes\nlang: en\n---\n\nPlain words first.\n\n" + "x " * 50_000)
    result = CliRunner().invoke(app, ["script", str(post), "--json", "--config", str(config)])
    assert result.exit_code == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "the lexicon's spoken forms add more than" in lines[0] and "post.md" in lines[0]
    assert "`x` is said as 500 characters" in lines[0]


def test_an_ordinary_lexicon_on_every_line_of_a_long_article_is_said(tmp_path: Path) -> None:
    # near miss (kubernetes.io docs shape): K8s and kubectl on every line, each said in full
    config = _voices(tmp_path, "{K8s: Kubernetes, kubectl: cube control, CRD: custom resource definition}")
    body = "Deploy it on K8s with kubectl, then add a CRD to the cluster.\n\n" * 3_000
    post = write(tmp_path / "post.md", "---\ntitle: Notes\nlang: en\n---\n\n" + body)
    result = CliRunner().invoke(app, ["script", str(post), "--json", "--config", str(config)])
    assert result.exit_code == 0, result.stderr
    assert "custom resource definition" in result.stdout and "cube control" in result.stdout


def test_the_budget_is_proportional_to_the_article_and_counted_across_texts() -> None:
    lexicon = [("ab", "a" * 102)]  # adds 100 characters each time
    limit = LEXICON_FLOOR + LEXICON_PER_CHAR * 1_000
    with lexicon_budget(1_000):
        for _ in range(limit // 100):
            apply_lexicon("ab", lexicon)
        with pytest.raises(ExpansionTooLarge, match="add more than"):
            apply_lexicon("ab ab", lexicon)
    assert apply_lexicon("ab " * 10_000, lexicon).count("a" * 102) == 10_000  # (no budget kept outside a script)
