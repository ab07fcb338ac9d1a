"""Only regular files are read as config, content or site files: a pipe, a device or a folder gets one line.

A named pipe as `--config`, or a `hugo.toml` beside the content that is one, blocked the read forever
(a build killed after 30 s, holding the output lock); `/dev/zero` as `--config` never ended.
Each case runs `narrate` in a child with a time limit: a hang is a failure here, never a stuck suite.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from helpers import OFFLINE_VOICES, write

HANG = 60  # seconds: every case below ends in about one


def narrate(*args: object, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "NO_COLOR": "1", "NARRATE_CACHE_DIR": str(cwd / "cache")}
    try:
        return subprocess.run(
            [sys.executable, "-m", "narrate", *map(str, args)],
            capture_output=True,
            text=True,
            timeout=HANG,
            env=env,
            cwd=cwd,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"narrate {' '.join(map(str, args))} still running after {HANG} s")


def one_line(done: subprocess.CompletedProcess[str], *names: object) -> str:
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr
    lines = [line for line in done.stderr.splitlines() if line.startswith("narrate: error:")]
    assert len(lines) == 1, done.stderr
    assert all(str(name) in lines[0] for name in names), lines[0]
    return lines[0]


def article(root: Path) -> Path:
    return write(root / "content" / "notes.md", "---\ntitle: Notes\nlang: en\n---\n\nA paragraph worth saying.\n")


@pytest.mark.parametrize("command", ["script", "build", "episode", "check"])
def test_a_pipe_as_config_is_one_line(tmp_path: Path, command: str) -> None:
    path = article(tmp_path)
    pipe = tmp_path / "pipe.yaml"
    os.mkfifo(pipe)
    args = {
        "script": ["script", path],
        "check": ["check", path],
        "episode": [path, "--out", tmp_path / "out"],
        "build": ["build", tmp_path / "content", "--out", tmp_path / "out"],
    }[command]
    line = one_line(narrate(*args, "--config", pipe, cwd=tmp_path), pipe)
    assert "named pipe" in line


@pytest.mark.parametrize("config", ["/dev/zero", "/dev/urandom", "folder"])
def test_a_device_or_a_folder_as_config_is_one_line(tmp_path: Path, config: str) -> None:
    path = article(tmp_path)
    if config == "folder":
        (tmp_path / "conf.d").mkdir()
        config = str(tmp_path / "conf.d")
    one_line(narrate("script", path, "--config", config, cwd=tmp_path), config)


def test_a_voices_yaml_found_walking_up_that_is_a_pipe_is_one_line(tmp_path: Path) -> None:
    path = article(tmp_path)
    os.mkfifo(tmp_path / "voices.yaml")
    one_line(narrate("script", path, cwd=tmp_path), tmp_path / "voices.yaml")


@pytest.mark.parametrize(
    "name",
    [
        "hugo.toml",
        "config.toml",
        "hugo.yaml",
        "_config.yml",
        "package.json",
        "docusaurus.config.js",
        "astro.config.mjs",
        "variables.json",
        "_data/x.yml",
        "config/_default/params.toml",
        "config/_default/hugo.toml",
    ],
)
def test_a_site_file_beside_the_content_that_is_a_pipe_is_one_line(tmp_path: Path, name: str) -> None:
    path = article(tmp_path)
    write(tmp_path / "voices.yaml", OFFLINE_VOICES)
    if name.startswith("_data") or name == "package.json":
        write(tmp_path / "_config.yml", "title: Blog\n")
    (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(tmp_path / name)
    one_line(narrate("script", path, cwd=tmp_path), tmp_path / name)


@pytest.mark.parametrize("command", ["build", "check"])
def test_a_hugo_toml_pipe_ends_a_whole_build_with_one_line(tmp_path: Path, command: str) -> None:
    article(tmp_path)
    write(tmp_path / "voices.yaml", OFFLINE_VOICES)
    os.mkfifo(tmp_path / "hugo.toml")
    if command == "build":
        one_line(
            narrate("build", tmp_path / "content", "--out", tmp_path / "out", cwd=tmp_path), tmp_path / "hugo.toml"
        )
        assert not (tmp_path / "out" / "en").exists()
    else:  # the listening check reports it among its findings
        done = narrate("check", tmp_path / "content", cwd=tmp_path)
        assert done.returncode == 1 and f"{tmp_path / 'hugo.toml'}: is a named pipe" in done.stdout


def test_a_music_file_that_is_a_pipe_is_one_line_naming_the_key(tmp_path: Path) -> None:
    path = article(tmp_path)
    write(tmp_path / "voices.yaml", OFFLINE_VOICES + "intro_audio: intro.wav\n")
    os.mkfifo(tmp_path / "intro.wav")
    line = one_line(narrate("script", path, cwd=tmp_path), tmp_path / "intro.wav", "intro_audio")
    assert "named pipe" in line


def test_a_translation_that_is_a_pipe_never_blocks_its_siblings(tmp_path: Path) -> None:
    bundle = tmp_path / "content" / "posts" / "notes"
    path = write(bundle / "index.md", "---\ntitle: Notes\nlang: en\n---\n\nA paragraph worth saying.\n")
    os.mkfifo(bundle / "index.ja.md")
    write(tmp_path / "voices.yaml", OFFLINE_VOICES)
    done = narrate(path, "--out", tmp_path / "out", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "out" / "en" / "notes.mp3").is_file()


@pytest.mark.parametrize("site", ["hugo", "jekyll"])
def test_a_pipe_read_for_its_front_matter_never_blocks_a_build(tmp_path: Path, site: str) -> None:
    """A section's `_index.md` (Hugo reads its front matter for the pages below it) or a Jekyll page that is a
    named pipe: read only if it is a file, so the build goes on (it blocked for ever: s4 attacks)."""
    if site == "hugo":
        write(tmp_path / "hugo.toml", "baseURL = 'https://example.com/'\n")
        os.mkfifo(write(tmp_path / "content" / "posts" / "x", "").parent / "_index.md")
        path = write(tmp_path / "content" / "posts" / "notes.md", "---\ntitle: Notes\nlang: en\n---\n\nWords.\n")
    else:
        write(tmp_path / "_config.yml", "title: Blog\n")
        os.mkfifo(write(tmp_path / "content" / "x", "").parent / "about.md")
        path = write(tmp_path / "content" / "_posts" / "2024-01-02-notes.md", "---\ntitle: Notes\n---\n\nWords.\n")
    (path.parent / "x").unlink(missing_ok=True)
    (tmp_path / "content" / "x").unlink(missing_ok=True)
    write(tmp_path / "voices.yaml", OFFLINE_VOICES)
    done = narrate("build", tmp_path / "content", "--out", tmp_path / "out", cwd=tmp_path)
    assert "Traceback" not in done.stderr and done.returncode in (0, 1), done.stderr
    assert list((tmp_path / "out").glob("*/*.mp3")), done.stderr


@pytest.mark.parametrize(
    "name", ["manifest/.written.json", "manifest/en/notes.json", "manifest/.published.json", "lookups"]
)
def test_a_pipe_among_narrates_own_files_never_blocks_a_build(tmp_path: Path, name: str) -> None:
    path = article(tmp_path)
    write(tmp_path / "voices.yaml", OFFLINE_VOICES)
    assert narrate("build", tmp_path / "content", "--out", tmp_path / "out", cwd=tmp_path).returncode == 0
    pipes = list((tmp_path / "cache" / "lookups").glob("*.bin")) if name == "lookups" else [tmp_path / "out" / name]
    assert pipes
    for pipe in pipes:
        pipe.unlink()
        os.mkfifo(pipe)
    write(path, "---\ntitle: Notes\nlang: en\n---\n\nAnother paragraph worth saying.\n")
    done = narrate("build", tmp_path / "content", "--out", tmp_path / "out", cwd=tmp_path)
    assert "Traceback" not in done.stderr and done.returncode in (0, 1)


def test_serve_answers_a_pipe_with_404(tmp_path: Path) -> None:
    import http.client

    from serving import Served

    folder = tmp_path / "out"
    write(folder / "en" / "a.mp3", b"0123456789")
    os.mkfifo(folder / "en" / "b.mp3")
    with Served.folder(folder) as server:
        conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
        conn.request("GET", "/en/b.mp3")
        assert conn.getresponse().status == 404
        conn.close()
        status, _, body = server.request("GET", "/en/a.mp3")
        assert status == 200 and body == b"0123456789"


@pytest.mark.parametrize("where", ["article", "out", "config"])
def test_a_link_that_leads_back_to_itself_is_one_line(tmp_path: Path, where: str) -> None:
    """A symbolic link loop as the article, the output folder or --config: one line naming it (it was a
    RuntimeError traceback from pathlib's resolve)."""
    path = article(tmp_path)
    write(tmp_path / "voices.yaml", OFFLINE_VOICES)
    loop = tmp_path / "loop"
    os.symlink(loop.name, loop)
    args: list[object] = {
        "article": ["script", loop],
        "out": ["build", tmp_path / "content", "--out", loop],
        "config": ["script", path, "--config", loop],
    }[where]
    line = one_line(narrate(*args, cwd=tmp_path))
    assert "loop" in line


def test_site_data_nested_past_the_bound_is_read_as_unreadable(tmp_path: Path) -> None:
    """A hugo.toml 3,000 tables deep (`[a.a.a…]`) parsed without recursion, then folded by recursion: a
    RecursionError traceback. Values nested past datafiles.MAX_DEPTH are refused as the parser refuses a file."""
    from narrate import datafiles

    deep = "[" + ".".join(["a"] * 3000) + "]\nx = 1\n"
    with pytest.raises(datafiles.ERRORS):
        datafiles.parse(deep, ".toml")
    assert datafiles.parse("[a.b.c]\nx = 1\n", ".toml") == {"a": {"b": {"c": {"x": 1}}}}
    bomb = "a: &a [1, 2]\nb: &b [*a, *a, *a]\nc: [*b, *b, *b]\n"  # aliases: each table walked once
    assert datafiles.parse(bomb, ".yaml")["c"][0][0] == [1, 2]
    write(tmp_path / "hugo.toml", deep)
    path = article(tmp_path)
    write(tmp_path / "voices.yaml", OFFLINE_VOICES)
    done = narrate("script", path, cwd=tmp_path)
    assert "Traceback" not in done.stderr and done.returncode in (0, 1), done.stderr


@pytest.mark.parametrize("name", ["hugo.toml", "_config.yml", "variables.json"])
def test_a_site_config_that_is_a_link_loop_is_one_line(tmp_path: Path, name: str) -> None:
    """Read as missing, a site config that is a link loop left the site's settings out without a word (a Jekyll
    `_config.yml`: the posts then read as pages and skipped); like a pipe, it is one line naming it."""
    path = write(tmp_path / "content" / "posts" / "notes.md", "---\ntitle: Notes\nlang: en\n---\n\nWords.\n")
    write(tmp_path / "voices.yaml", OFFLINE_VOICES)
    os.symlink(name, tmp_path / name)
    line = one_line(narrate("script", path, cwd=tmp_path), tmp_path / name)
    assert "leads back to itself" in line


@pytest.mark.parametrize("kind", ["pipe", "zero"])
@pytest.mark.parametrize("records", ["usage/*.json", "chunks/*/*.json"])
def test_a_pipe_or_a_device_among_the_caches_records_never_blocks_a_build_or_a_prune(
    tmp_path: Path, records: str, kind: str
) -> None:
    """The cache's usage records and chunk records were read with a plain open(): a pipe by a usage record's name
    held every later build (issue 43, s5 attacks), a link to /dev/zero ended it in a MemoryError. Now such a file
    is a record that cannot be read: a miss, and the build writes a record in its place."""
    path = article(tmp_path)
    write(tmp_path / "voices.yaml", OFFLINE_VOICES)
    assert narrate("build", tmp_path / "content", "--out", tmp_path / "out", cwd=tmp_path).returncode == 0
    odd = sorted((tmp_path / "cache").glob(records))
    assert odd
    for file in odd:
        file.unlink()
        os.mkfifo(file) if kind == "pipe" else os.symlink("/dev/zero", file)
    write(path, "---\ntitle: Notes\nlang: en\n---\n\nAnother paragraph worth saying.\n")
    for args in (("build",), ("build", "--force")):
        done = narrate(*args, tmp_path / "content", "--out", tmp_path / "out", cwd=tmp_path)
        assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    pruned = narrate("cache", "--prune", "--yes", "--grace", "0", cwd=tmp_path)
    assert pruned.returncode == 0 and "Traceback" not in pruned.stderr, pruned.stderr  # the build wrote it anew


@pytest.mark.parametrize("kind", ["zero", "fifo"])
def test_a_limited_episodes_record_that_is_no_regular_file_is_no_record(tmp_path: Path, kind: str) -> None:
    """The cache's record of a limited episode replaced by a link to /dev/zero: MemoryError failed the article
    (s6 attacks; the chunk records were already read through narrate.inputs). Now it is no record: made again."""
    from narrate.audio.limiter import LimitedStore

    store = LimitedStore(tmp_path)
    key = "ab" + "0" * 62
    audio, record = store._paths(key)
    record.parent.mkdir(parents=True)
    audio.write_bytes(b"")
    if kind == "zero":
        os.symlink("/dev/zero", record)
    else:
        os.mkfifo(record)
    assert store.get(key, 10) is None
