"""A git that does not answer costs a build seconds and one warning, not a silent minute.

A named pipe at `.git/HEAD` blocks `git rev-parse` until its time bound, which was the 60 s of the whole
history's `git log`: each build of such a folder stood still for a minute saying nothing (attacks s7).
"""

from __future__ import annotations

import os
import subprocess
import threading
from pathlib import Path

import pytest

from narrate.flow import git_dates


def test_a_git_folder_that_blocks_is_given_up_quickly_and_said(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    content = tmp_path / "content"
    content.mkdir()
    post = content / "post.md"
    post.write_text("---\ntitle: T\n---\n\nWords.\n", encoding="utf-8")
    subprocess.run(["git", "init", "-q", str(content)], check=True)
    (content / ".git" / "HEAD").unlink()
    os.mkfifo(content / ".git" / "HEAD")
    monkeypatch.setattr(git_dates, "_FIND_TIMEOUT", 2, raising=False)
    said: list[str] = []
    found: list[object] = []
    worker = threading.Thread(
        target=lambda: found.append(git_dates.git_first_dates(content, [post], warn=said.append)), daemon=True
    )
    worker.start()
    worker.join(20)
    assert not worker.is_alive(), "git_first_dates still waiting on git after 20 s"
    assert found == [{}]
    assert len(said) == 1 and "git did not answer" in said[0] and str(content) in said[0]
