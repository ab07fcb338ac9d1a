"""Asking a blog's git repository for dates runs no program its own config names.

benchmarks/attacks.py s20 `a git repository that runs programs [log.showSignature with gpg.program set to a
script]`: a clone whose .git/config turns log.showSignature on and names a gpg.program had that program run by
`narrate build` (git log checks each signed commit's signature). The same for an fsmonitor hook, an external diff
and a textconv driver (which `git log --name-status` does not call today: checked, so that it never does). The
dates are still read.
"""

from __future__ import annotations

import datetime as dt
import os
import subprocess
from pathlib import Path

import pytest

from narrate.flow import git_dates

ENV = {
    "GIT_AUTHOR_NAME": "a",
    "GIT_AUTHOR_EMAIL": "a@example.com",
    "GIT_COMMITTER_NAME": "a",
    "GIT_COMMITTER_EMAIL": "a@example.com",
    "GIT_AUTHOR_DATE": "2021-03-04T05:06:07+00:00",
    "GIT_COMMITTER_DATE": "2021-03-04T05:06:07+00:00",
}


def _git(cwd: Path, *args: str, data: bytes | None = None) -> bytes:
    env = {**os.environ, **ENV}
    return subprocess.run(["git", *args], cwd=cwd, env=env, input=data, capture_output=True, check=True).stdout


def _signed_head(content: Path) -> None:
    """HEAD rewritten as a commit carrying a (bogus) signature: `git log` with log.showSignature checks it."""
    head = _git(content, "cat-file", "commit", "HEAD").decode()
    tree, _, rest = head.partition("\n")
    end = rest.index("\n\n")
    sig = "gpgsig -----BEGIN PGP SIGNATURE-----\n \n iQEzBAABCAAdFiEE\n -----END PGP SIGNATURE-----\n"
    forged = tree + "\n" + rest[:end] + "\n" + sig + rest[end + 1 :]
    sha = _git(content, "hash-object", "-t", "commit", "-w", "--stdin", data=forged.encode()).decode().strip()
    _git(content, "update-ref", "HEAD", sha)


@pytest.mark.parametrize("how", ["signature", "fsmonitor", "external", "textconv"])
def test_a_repositorys_own_programs_are_never_run(tmp_path: Path, how: str) -> None:
    content = tmp_path / "content"
    content.mkdir()
    post = content / "post.md"
    post.write_text("---\ntitle: T\n---\n\nWords.\n", encoding="utf-8")
    ran = tmp_path / "ran"
    program = tmp_path / "program.sh"
    program.write_text(f"#!/bin/sh\ntouch {ran}\nexit 1\n", encoding="utf-8")
    program.chmod(0o755)
    _git(content, "init", "-q")
    if how == "textconv":
        (content / ".gitattributes").write_text("*.md diff=evil\n", encoding="utf-8")
    _git(content, "add", ".")
    _git(content, "commit", "-q", "-m", "first")
    if how == "signature":
        _signed_head(content)
        _git(content, "config", "log.showSignature", "true")
        _git(content, "config", "gpg.program", str(program))
        subprocess.run(["git", "log", "-1"], cwd=content, capture_output=True, check=False)
        assert ran.exists()  # what a plain `git log` runs here
        ran.unlink()
    else:
        key = {"fsmonitor": "core.fsmonitor", "external": "diff.external", "textconv": "diff.evil.textconv"}[how]
        _git(content, "config", key, str(program))
    dates = git_dates.git_first_dates(content, [post])
    assert not ran.exists()
    assert dates == {post: dt.datetime(2021, 3, 4, 5, 6, 7, tzinfo=dt.timezone.utc)}
