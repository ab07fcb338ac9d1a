"""narrate writes only where nothing else is: a file in the output folder that narrate did not write is
never written over or removed (DESIGN.md, round 4; narrate.publish.ledger).

An output folder is often the site's: `narrate notes.md` wrote over the site's own `out/en/notes.mp3` and
`notes.html`, a translation's derived slug over `out/zh-hans/<slug>.html`, slug `index` over a hand-made
`en/index.html`, and an article image Apple rejects deleted the site's `out/en/<slug>.png`. Now a
derived slug makes way (another name, with a warning), a front matter slug fails with one line naming
the file, and a site-wide file (a feed, episodes.json, the player's) is left as it is with one line.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PIL import Image
from typer.testing import CliRunner

from helpers import OFFLINE_VOICES, build_json, write
from narrate.cli import app

runner = CliRunner()
SITE = b"<!doctype html><title>The site's own page</title>\n"


def article(title: str = "Notes", extra: str = "", lang: str = "en", body: str = "A paragraph worth saying.") -> str:
    return f"---\ntitle: {title}\nlang: {lang}\n{extra}---\n\n{body}\n"


def blog(root: Path, posts: dict[str, str]) -> Path:
    write(root / "voices.yaml", OFFLINE_VOICES)
    for name, text in posts.items():
        write(root / "content" / name, text)
    return root / "content"


def plant(path: Path, data: bytes = SITE) -> Path:
    return write(path, data)


def png(path: Path, size: int) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", (size, size), (200, 30, 30)).save(path)
    return path


def errors(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if line.startswith("narrate: error:")]


# ----------------------------------------------------------------------------- one episode's files


@pytest.mark.parametrize("name", ["notes.mp3", "notes.vtt", "notes.srt", "notes.chapters.json"])
def test_one_article_makes_way_for_the_sites_file_of_its_name(tmp_path: Path, name: str) -> None:
    write(tmp_path / "voices.yaml", OFFLINE_VOICES)
    path = write(tmp_path / "notes.md", article())
    site = plant(tmp_path / "out" / "en" / name)
    result = runner.invoke(app, [str(path), "--out", str(tmp_path / "out")])
    assert result.exit_code == 0, result.stderr
    assert site.read_bytes() == SITE
    assert str(site) in result.stderr and "is not narrate's" in result.stderr
    mp3s = sorted(p.name for p in (tmp_path / "out" / "en").glob("*.mp3") if p.read_bytes() != SITE)
    assert len(mp3s) == 1 and mp3s[0].startswith("notes-")  # told apart, as a slug another episode holds


@pytest.mark.parametrize("name", ["notes.html", "notes.episode.json", "notes.mp3", "notes.vtt", "notes.chapters.json"])
def test_a_build_makes_way_for_the_sites_file_of_a_derived_slug(tmp_path: Path, name: str) -> None:
    blog(tmp_path, {"posts/notes/index.md": article()})
    site = plant(tmp_path / "out" / "en" / name)
    code, report, stderr = build_json(tmp_path)
    assert code == 0, stderr
    assert site.read_bytes() == SITE
    [built] = report["built"]
    assert built["slug"] != "notes" and "is not narrate's" in stderr
    # The next build leaves both where they are: the episode keeps the name it was published under.
    code, report, _ = build_json(tmp_path)
    assert code == 0 and len(report["unchanged"]) == 1 and site.read_bytes() == SITE


def test_a_front_matter_slug_over_the_sites_file_fails_with_one_line(tmp_path: Path) -> None:
    blog(tmp_path, {"notes.md": article(extra="slug: index\n"), "other.md": article("Other")})
    site = plant(tmp_path / "out" / "en" / "index.html")
    code, report, stderr = build_json(tmp_path)
    assert code == 1 and site.read_bytes() == SITE
    [failed] = report["failed"]
    assert str(site) in failed["error"] and "another `slug:`" in failed["error"]
    assert [b["slug"] for b in report["built"]] == ["other"]
    assert len(errors(stderr)) == 1


def test_a_translations_derived_slug_makes_way_for_the_sites_page(tmp_path: Path) -> None:
    content = blog(
        tmp_path, {"posts/你好/index.md": article("你好", lang="zh-hans", body="这是一段值得一听的简体中文文字。")}
    )
    slug = json.loads(runner.invoke(app, ["script", str(content / "posts" / "你好" / "index.md"), "--json"]).stdout)[
        "slug"
    ]
    site = plant(tmp_path / "out" / "zh-hans" / f"{slug}.html")
    code, report, stderr = build_json(tmp_path)
    assert code == 0, stderr
    assert site.read_bytes() == SITE and report["built"][0]["slug"] != slug


# ----------------------------------------------------------------------------- images


@pytest.mark.parametrize("size", [200, 1400])
def test_an_article_image_never_deletes_nor_replaces_the_sites_image(tmp_path: Path, size: int) -> None:
    content = blog(tmp_path, {"notes.md": article(extra="slug: notes\nimage: art.png\n")})
    png(content / "art.png", size)
    sites = [plant(tmp_path / "out" / "en" / "notes.png"), plant(tmp_path / "out" / "en" / "notes.jpg")]
    for run in range(2):
        if run:
            png(content / "art.png", size + 100)  # the image changes: the episode is built again
            write(content / "notes.md", article(extra="slug: notes\nimage: art.png\n", body="Said again."))
        code, report, stderr = build_json(tmp_path)
        assert code == 0, stderr
        assert all(p.read_bytes() == SITE for p in sites)
        assert [b["slug"] for b in report["built"]] == ["notes"]
    if size >= 1400:
        assert "is not narrate's" in stderr and "no art of its own" in stderr


# ----------------------------------------------------------------------------- files of the whole site


@pytest.mark.parametrize(
    "name", ["en/feed.xml", "en/episodes.json", "episodes.json", "player/page.js", "player/narrate-player.css"]
)
def test_a_site_wide_file_narrate_did_not_write_is_left_with_one_line(tmp_path: Path, name: str) -> None:
    blog(tmp_path, {"notes.md": article()})
    site = plant(tmp_path / "out" / name)
    code, report, stderr = build_json(tmp_path)
    assert code == 1 and site.read_bytes() == SITE
    assert [b["slug"] for b in report["built"]] == ["notes"]
    [line] = errors(stderr)
    assert str(site) in line and "is not narrate's" in line
    # Everything else is published.
    assert (tmp_path / "out" / "en" / "notes.mp3").is_file() and (tmp_path / "out" / "en" / "notes.html").is_file()
    assert (tmp_path / "out" / "index.html").is_file()


@pytest.mark.parametrize("name", ["manifest/en/notes.json", "manifest/.stamps.json", "manifest/.published.json"])
def test_a_site_file_in_the_manifest_folder_before_the_first_build_is_left(tmp_path: Path, name: str) -> None:
    """The manifest folder is narrate's bookkeeping, but a file already there that is none of its records (a
    site's own folder of that name) was written over on a first build (issue 43, s5 attacks); now it stays
    (narrate's own records, JSON, are rewritten as ever: every other test here)."""
    blog(tmp_path, {"notes.md": article(), "other.md": article("Other")})
    site = plant(tmp_path / "out" / name)
    code, report, stderr = build_json(tmp_path)
    assert site.read_bytes() == SITE, stderr
    assert "Traceback" not in stderr and code in (0, 1)
    assert (tmp_path / "out" / "en" / "other.mp3").is_file()  # the batch goes on


@pytest.mark.parametrize("name", [".stamps.json", ".written.json"])
def test_a_folder_in_place_of_the_ledgers_own_file_is_kept_and_said_once(tmp_path: Path, name: str) -> None:
    """A folder where narrate keeps its ledger or stamps was kept, and the build said nothing of it (s5 attacks): it
    then cannot tell a site's file from one of its own changed since. Now one warning line names it, every build."""
    blog(tmp_path, {"notes.md": article(), "other.md": article("Other")})
    kept = plant(tmp_path / "out" / "manifest" / name / "keep.txt")
    for _ in range(2):
        code, report, stderr = build_json(tmp_path)
        said = [line for line in stderr.splitlines() if name in line]
        assert len(said) == 1 and said[0].startswith("warning:") and "folder" in said[0], stderr
        assert code == 0 and kept.read_bytes() == SITE, stderr
    assert (tmp_path / "out" / "en" / "notes.mp3").is_file()


@pytest.mark.parametrize(
    ("name", "data"),
    [
        ("manifest/en/notes.json", b'{"site": "my own data"}\n'),
        ("manifest/en/notes.json", b'["site list"]\n'),
        ("manifest/.published.json", b'["site list"]\n'),
        ("manifest/.published.json", b'{"site": "my own data"}\n'),
        ("manifest/.stamps.json", b'{"site": "my own data"}\n'),
        ("manifest/.written.json", b'{"site": "my own data"}\n'),
    ],
)
def test_a_site_json_file_in_the_manifest_folder_is_not_taken_for_a_record(
    tmp_path: Path, name: str, data: bytes
) -> None:
    """Any JSON object or list there was taken for one of narrate's records and written over on a first build
    (s5 review): narrate's records are known by their shape (a record's keys, a format, a list of paths)."""
    blog(tmp_path, {"notes.md": article(), "other.md": article("Other")})
    site = plant(tmp_path / "out" / name, data)
    code, report, stderr = build_json(tmp_path)
    assert site.read_bytes() == data, stderr
    assert "Traceback" not in stderr and code in (0, 1)
    if name.startswith("manifest/en/"):  # (the ledger's own files are passed by, as with non-JSON bytes there)
        assert any(str(site) in line and "is not narrate's" in line for line in errors(stderr)), stderr
    assert (tmp_path / "out" / "en" / "other.mp3").is_file()  # the batch goes on


@pytest.mark.parametrize(
    "damage",
    [
        b'{"lang": "en", "slug": "no',
        b"<<<<<<< HEAD\n{}\n=======\n{}\n>>>>>>> other\n",
        b"[" * 60_000,  # nested past the recursion limit: a RecursionError traceback once
    ],
)
def test_a_damaged_record_of_narrates_own_is_rebuilt(tmp_path: Path, damage: bytes) -> None:
    """A record narrate wrote that is truncated or holds a merge conflict is narrate's all the same (its stamp
    names it): the next build rebuilds the episode and the feed keeps it (s5 review: it failed on every build)."""
    blog(tmp_path, {"notes.md": article()})
    code, report, stderr = build_json(tmp_path)
    assert code == 0, stderr
    record = tmp_path / "out" / "manifest" / "en" / "notes.json"
    record.write_bytes(damage)
    code, report, stderr = build_json(tmp_path)
    assert code == 0 and not errors(stderr), stderr
    assert [b["slug"] for b in report["built"]] == ["notes"]
    assert json.loads(record.read_text(encoding="utf-8"))["slug"] == "notes"
    assert "notes.mp3" in (tmp_path / "out" / "en" / "feed.xml").read_text(encoding="utf-8")


def test_a_site_file_that_mentions_narrate_is_still_the_sites(tmp_path: Path) -> None:
    blog(tmp_path, {"notes.md": article()})
    mine = b"// the site's own tweaks to narrate's player: narrate must never touch this\n"
    site = plant(tmp_path / "out" / "player" / "page.js", mine)
    code, _, stderr = build_json(tmp_path)
    assert code == 1 and site.read_bytes() == mine and str(site) in stderr


# ----------------------------------------------------------------------------- removal


def test_a_page_the_site_put_in_place_of_narrates_is_not_removed_with_its_episode(tmp_path: Path) -> None:
    content = blog(tmp_path, {"notes.md": article(), "other.md": article("Other"), "third.md": article("Third")})
    assert build_json(tmp_path)[0] == 0
    site = plant(tmp_path / "out" / "en" / "notes.html")
    (content / "notes.md").unlink()
    code, report, _ = build_json(tmp_path)
    assert code == 0 and report["removed"] == ["en/notes"]
    assert site.read_bytes() == SITE and not (tmp_path / "out" / "en" / "notes.mp3").exists()


def _conflicted(stamps: Path) -> None:
    """A merge's conflict markers around the stamps narrate wrote (both branches built)."""
    ours = stamps.read_text(encoding="utf-8")
    stamps.write_text(f"<<<<<<< HEAD\n{ours}\n=======\n{{}}\n>>>>>>> other\n", encoding="utf-8")


@pytest.mark.parametrize("stamps", ["as written", "conflicted"])
def test_a_record_narrate_did_not_write_never_removes_the_sites_files(tmp_path: Path, stamps: str) -> None:
    """A record in manifest/ that narrate did not write (made by hand, merged in from another branch) naming the
    site's own en/site.mp3 and en/site.vtt: its article is gone, so its episode goes, and the site's files stay
    (s9 attacks: both were deleted, the forged record taken for narrate's word). Likewise when the stamps file is
    unreadable — a merge left its conflict markers in it: it vouches for no record, the ledger alone speaks
    (review s9 harden, high: every record vouched again and the site's files were deleted)."""
    content = blog(tmp_path, {"notes.md": article(), "other.md": article("Other")})
    assert build_json(tmp_path)[0] == 0
    out = tmp_path / "out"
    record = json.loads((out / "manifest" / "en" / "notes.json").read_text(encoding="utf-8"))
    record.update(slug="site", source=str(content / "gone.md"))
    write(out / "manifest" / "en" / "site.json", json.dumps(record))
    if stamps == "conflicted":
        _conflicted(out / "manifest" / ".stamps.json")
    site = [plant(out / "en" / f"site{suffix}") for suffix in (".mp3", ".vtt", ".srt")]
    code, _, stderr = build_json(tmp_path)
    assert code == 0, stderr
    assert [path.read_bytes() for path in site] == [SITE] * 3
    assert (out / "en" / "notes.mp3").exists() and (out / "en" / "other.mp3").exists()


def test_a_removed_episodes_record_takes_its_stamp_with_it(tmp_path: Path) -> None:
    """An article deleted: its record goes, and so does the record's stamp. A record restored at that path
    later (a backup, `git checkout old -- out/manifest`, a CI shard's copy) is then not narrate's word, and
    the site's own files put in place of the episode's stay (review s9 harden #2: they were deleted)."""
    content = blog(tmp_path, {"notes.md": article(), "other.md": article("Other")})
    assert build_json(tmp_path)[0] == 0
    out = tmp_path / "out"
    saved = (out / "manifest" / "en" / "other.json").read_bytes()
    (content / "other.md").unlink()
    assert build_json(tmp_path)[0] == 0
    stamps = json.loads((out / "manifest" / ".stamps.json").read_text(encoding="utf-8"))
    assert "manifest/en/other.json" not in stamps
    site = [plant(out / "en" / f"other{suffix}") for suffix in (".mp3", ".vtt")]
    write(out / "manifest" / "en" / "other.json", saved.decode("utf-8"))
    code, _, stderr = build_json(tmp_path)
    assert code == 0, stderr
    assert [path.read_bytes() for path in site] == [SITE] * 2
    assert (out / "en" / "notes.mp3").exists()


# ----------------------------------------------------------------------------- folders narrate wrote before


def test_a_folder_built_before_the_ledger_is_narrates_to_write_again(tmp_path: Path) -> None:
    """An older version's output (no ledger, or one that names pages only): its feeds, episodes.json,
    player files and episodes are narrate's by their mark and their records, and are rewritten."""
    content = blog(tmp_path, {"notes.md": article(), "other.md": article("Other")})
    assert build_json(tmp_path)[0] == 0
    ledger = tmp_path / "out" / "manifest" / ".written.json"
    for kept in ([], ["en/notes.html", "en/other.html", "index.html"]):
        ledger.write_text(json.dumps(kept), encoding="utf-8")
        write(content / "notes.md", article(body=f"Changed {len(kept)} times."))
        code, report, stderr = build_json(tmp_path)
        assert code == 0, stderr
        assert [b["slug"] for b in report["built"]] == ["notes"]
        assert f"Changed {len(kept)} times" in (tmp_path / "out" / "en" / "notes.vtt").read_text(encoding="utf-8")


def test_a_build_killed_after_writing_a_new_episode_before_its_record_finds_it_its_own(tmp_path: Path) -> None:
    """narrate claims an episode's files in the ledger before it writes them: files a killed run wrote
    with no record yet are narrate's, and the next run writes them under the same name."""
    blog(tmp_path, {"notes.md": article()})
    assert build_json(tmp_path)[0] == 0
    (tmp_path / "out" / "manifest" / "en" / "notes.json").unlink()  # as if killed before the record
    code, report, stderr = build_json(tmp_path)
    assert code == 0, stderr
    assert [b["slug"] for b in report["built"]] == ["notes"]
    assert "is not narrate's" not in stderr


# ----------------------------------------------------------------------------- the cache folder


def test_a_prune_clears_only_narrates_indexes_of_lookups(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = tmp_path / "cache"
    monkeypatch.setenv("NARRATE_CACHE_DIR", str(cache))
    content = blog(tmp_path, {"notes.md": article()})
    assert build_json(tmp_path)[0] == 0
    indexes = list((cache / "lookups").glob("*.bin"))
    assert indexes
    planted = [plant(cache / "lookups" / "mine.txt"), plant(cache / "lookups" / "notes.bin"), plant(cache / "mine.txt")]
    # named exactly as narrate names an index (attacks s8): its bytes say it is not one
    planted.append(plant(cache / "lookups" / ("0123456789abcdef" * 2 + ".bin")))
    write(content / "notes.md", article(body="Something else to say now."))
    assert build_json(tmp_path)[0] == 0
    result = runner.invoke(app, ["cache", "--prune", "--yes", "--grace", "0"])
    assert result.exit_code == 0, result.stderr
    assert all(p.read_bytes() == SITE for p in planted)
    assert not any(p.exists() for p in indexes)  # narrate's own indexes go, as before


@pytest.mark.parametrize("suffixes", [(".mp3",), (".json",), (".mp3", ".json")])
def test_a_prune_leaves_a_users_files_named_as_a_chunk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, suffixes: tuple[str, ...]
) -> None:
    """A file with a chunk's name in the chunk cache (64 hex digits, in its folder) that narrate did not write:
    an audio file alone, a record alone, or both, not narrate's record (attacks s8). The chunks narrate
    made and no longer uses still go."""
    cache = tmp_path / "cache"
    monkeypatch.setenv("NARRATE_CACHE_DIR", str(cache))
    content = blog(tmp_path, {"notes.md": article()})
    assert build_json(tmp_path)[0] == 0
    used = sorted((cache / "chunks").glob("*/*.mp3"))
    planted = [plant(cache / "chunks" / "ab" / ("ab" * 32 + suffix)) for suffix in suffixes]
    write(content / "notes.md", article(body="Something else to say now."))
    assert build_json(tmp_path)[0] == 0
    result = runner.invoke(app, ["cache", "--prune", "--yes", "--grace", "0", str(content)])
    assert result.exit_code == 0, result.stderr
    assert all(p.read_bytes() == SITE for p in planted)
    assert not all(p.exists() for p in used)  # the old article's chunks went


def _limited(cache: Path, seed: bytes, frames: int = 40) -> tuple[Path, Path, bytes]:
    """A limited episode stored as audio.assemble._write_limited stores one: the record names the episode's
    audio_sha256 (an Info frame before the frames), the file holds the frames alone."""
    import hashlib

    from narrate.audio.limiter import Limited, LimitedStore
    from narrate.audio.mp3 import silence_frame

    key, data, xing = hashlib.sha256(seed).hexdigest(), silence_frame() * frames, b"Xing" * 36
    LimitedStore(cache / "chunks").put(
        key, Limited(data, -16.0, -1.0, 0.0, -1.0, 1), frames, hashlib.sha256(xing + data).hexdigest()
    )
    base = cache / "chunks" / key[:2]
    return base / f"{key}.mp3", base / f"{key}.json", data


def test_a_prune_deletes_an_unused_limited_episode_with_its_record(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """review s8 harden-speed #1: the limiter's record named the episode's hash, not the file's, so prune
    deleted the record and left the audio (tens of megabytes) for good, counted by every later prune."""
    cache = tmp_path / "cache"
    monkeypatch.setenv("NARRATE_CACHE_DIR", str(cache))
    audio, record, _ = _limited(cache, b"gone")
    kept_audio, kept_record, _ = _limited(cache, b"kept")
    write(
        cache / "usage" / "a.json", json.dumps({"out_dir": str(tmp_path), "recorded": "x", "keys": [kept_audio.stem]})
    )
    result = runner.invoke(app, ["cache", "--prune", "--yes", "--grace", "0"])
    assert result.exit_code == 0, result.stderr
    assert not audio.exists() and not record.exists()
    assert kept_audio.exists() and kept_record.exists()
    again = runner.invoke(app, ["cache", "--prune", "--yes", "--grace", "0"])
    assert "pruned 0 chunks (0 kB)" in again.stdout, again.stdout  # nothing left behind to count


def test_a_limited_episode_stored_before_reads_and_is_pruned(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Entries an earlier 0.4 build stored (the record's sha256 the episode's) are still used, and pruned
    whole; audio whose record such a prune deleted goes when its name and bytes are narrate's, while a
    user's mp3 of a chunk's name stays."""
    import hashlib

    from narrate.audio.limiter import LimitedStore

    cache = tmp_path / "cache"
    monkeypatch.setenv("NARRATE_CACHE_DIR", str(cache))
    audio, record, data = _limited(cache, b"old")
    meta = json.loads(record.read_text())
    episode = meta.pop("episode_sha256")
    assert meta["sha256"] == hashlib.sha256(data).hexdigest()  # the file's own hash
    record.write_text(json.dumps({**meta, "sha256": episode}))  # as 0.4 before this fix wrote it
    stored = LimitedStore(cache / "chunks").get(audio.stem, 40)
    assert stored is not None and stored.sha256 == episode
    orphan, orphan_record, _ = _limited(cache, b"orphan")
    orphan_record.unlink()  # what the earlier prune left
    user = plant(cache / "chunks" / "cd" / ("cd" * 32 + ".mp3"), b"ID3" + data)
    kept, _, _ = _limited(cache, b"kept")
    write(cache / "usage" / "a.json", json.dumps({"out_dir": str(tmp_path), "recorded": "x", "keys": [kept.stem]}))
    result = runner.invoke(app, ["cache", "--prune", "--yes", "--grace", "0"])
    assert result.exit_code == 0, result.stderr
    assert not any(p.exists() for p in (audio, record, orphan))
    assert user.read_bytes() == b"ID3" + data and kept.exists()


def test_every_file_narrate_writes_is_its_own_by_the_ledgers_rules(tmp_path: Path) -> None:
    """Else the next build would refuse to write it again (a page without its mark, a sidecar not claimed)."""
    from narrate.publish.ledger import Ledger

    content = blog(
        tmp_path,
        {
            "posts/notes/index.md": article(extra="image: art.png\n"),
            "posts/notes/index.zh-hans.md": article("笔记", lang="zh-hans", body="这是一段值得一听的文字。"),
        },
    )
    png(content / "posts" / "notes" / "art.png", 1400)
    assert build_json(tmp_path)[0] == 0
    out = tmp_path / "out"
    ledger = Ledger(out)
    known = ledger.known()
    written = [
        p
        for p in out.rglob("*")
        if p.is_file() and "manifest" not in p.relative_to(out).parts and p.name != ".narrate.lock"
    ]
    assert {p.suffix for p in written} >= {".mp3", ".vtt", ".srt", ".json", ".html", ".xml", ".png", ".css", ".js"}
    assert [p for p in written if ledger.foreign(p, known)] == []
    # And so an unchanged rebuild, and one after a change, write them all again without a word.
    write(content / "posts" / "notes" / "index.md", article(extra="image: art.png\n", body="Changed words."))
    code, _, stderr = build_json(tmp_path)
    assert code == 0 and "is not narrate's" not in stderr


# ----------------------------------------------------------------------------- replaced after, or during, a build


@pytest.mark.parametrize("suffix", [".mp3", ".vtt", ".png", ".chapters.json"])
def test_a_file_the_site_put_in_place_of_narrates_stays_when_the_article_goes(tmp_path: Path, suffix: str) -> None:
    """narrate wrote en/notes<suffix>; the site replaced it with its own (a recording, a transcript, art); the
    article is deleted: the site's file stays (its stamp is not what narrate wrote), the rest of the episode goes."""
    content = blog(tmp_path, {"notes.md": article(extra="image: art.png\n"), "other.md": article("Other")})
    png(content / "art.png", 1400)
    assert build_json(tmp_path)[0] == 0
    site = plant(tmp_path / "out" / "en" / f"notes{suffix}")
    (content / "notes.md").unlink()
    code, report, stderr = build_json(tmp_path)
    assert code == 0, stderr
    assert site.read_bytes() == SITE
    assert report["removed"]  # the episode is gone from the feed
    assert not (tmp_path / "out" / "en" / "notes.html").exists()  # narrate's own files of it go


@pytest.mark.parametrize("suffix", [".mp3", ".vtt"])
def test_a_file_the_site_put_in_place_of_narrates_is_not_written_over(tmp_path: Path, suffix: str) -> None:
    content = blog(tmp_path, {"notes.md": article()})
    assert build_json(tmp_path)[0] == 0
    site = plant(tmp_path / "out" / "en" / f"notes{suffix}")
    write(content / "notes.md", article(body="The paragraph says something else now."))
    code, _, stderr = build_json(tmp_path)
    assert code == 1 and site.read_bytes() == SITE
    (line,) = errors(stderr)
    assert str(site) in line and "is not narrate's" in line


def test_narrates_own_files_touched_or_copied_stay_narrates(tmp_path: Path) -> None:
    """The stamp is the content: a file narrate wrote, touched or copied back as it was, is still its own."""
    import os

    content = blog(tmp_path, {"notes.md": article()})
    assert build_json(tmp_path)[0] == 0
    mp3 = tmp_path / "out" / "en" / "notes.mp3"
    data = mp3.read_bytes()
    mp3.unlink()
    mp3.write_bytes(data)
    os.utime(mp3, (1, 1))
    write(content / "notes.md", article(body="The paragraph says something else now."))
    code, _, stderr = build_json(tmp_path)
    assert code == 0 and "is not narrate's" not in stderr, stderr
    assert mp3.read_bytes() != data


@pytest.mark.parametrize("suffix", [".mp3", ".vtt", ".png"])
def test_a_file_that_appears_while_narrate_makes_its_own_is_not_replaced(
    tmp_path: Path, suffix: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The site writes en/notes<suffix> after narrate checked the path was free, while it made the episode (its
    temporary file is there): at the write, the path is no longer free, and the site's file stays."""
    from narrate import atomic

    content = blog(tmp_path, {"notes.md": article(extra="image: art.png\n")})
    png(content / "art.png", 1400)
    target = tmp_path / "out" / "en" / f"notes{suffix}"
    publish = atomic._publish

    def site_writes_first(tmp: Path, path: Path, guard: atomic.Guard) -> None:
        if path == target and not target.exists():
            plant(target)
        publish(tmp, path, guard)

    monkeypatch.setattr(atomic, "_publish", site_writes_first)
    code, _, stderr = build_json(tmp_path)
    assert target.read_bytes() == SITE
    assert code == 1 and str(target) in stderr, stderr


# ----------------------------------------------------------------------------- a translation on its original's language


@pytest.mark.parametrize("tags", [("en-x-loud",), ("EN-X-LOUD", "en-x-loud"), ("en-US",)])
def test_a_translation_spoken_in_its_originals_language_fails_and_not_the_original(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, tags: tuple[str, ...]
) -> None:
    """Versions of one article whose tags narrate speaks as the original's language (a private-use `en-x-loud`,
    a region): the original keeps its episode and the versions fail, each in a line naming its own file
    (attacks s8: the original failed, named as the one that clashed, when a version's name sorted first)."""
    monkeypatch.setenv("NARRATE_CACHE_DIR", str(tmp_path / "cache"))
    posts = {"notes.md": article(body="The original says alpha words.", extra="translationKey: k1\n")}
    for n, tag in enumerate(tags):
        posts[f"notes.{'ab'[n]}loud.md"] = article(
            body=f"Version {n} says omega words.", extra="translationKey: k1\n"
        ).replace("lang: en\n", f"lang: {tag}\n")
    content = blog(tmp_path, posts)
    code, report, stderr = build_json(tmp_path)
    assert code == 1
    assert [b["source"] for b in report["built"]] == [str(content / "notes.md")]
    lines = [line for line in stderr.splitlines() if line.startswith("narrate: error:")]
    assert len(lines) == len(tags)  # one line for each version, naming it first
    assert all(line.split(": ")[2].endswith("loud.md") for line in lines), lines
    assert sorted(f["source"] for f in report["failed"]) == sorted(str(content / p) for p in posts if p != "notes.md")
