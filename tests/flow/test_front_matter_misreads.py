"""Front matter a build cannot read for sure leaves the article as it was (issues 40, 43, 37).

A value that decides whether an episode exists or which feed it is in (`audio`, `narrate`, `draft`,
`lang`) and says neither (`audio: ture`, `lang: zh-hnat`) is one warning naming the file, the key
and the value; the published episode keeps its MP3, transcript and page; `--strict` fails it.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from helpers import OFFLINE_VOICES, build_json, write

VOICES = OFFLINE_VOICES.replace('  en: {outro: ""}\n', '  en: {outro: ""}\n  zh-hant: {outro: ""}\n')


def _site(
    root: Path,
    front: str = "lang: en\n",
    name: str = "one",
    body: str = "A short paragraph worth saying, in plain English words.",
) -> Path:
    write(root / "voices.yaml", VOICES)
    return write(root / "content" / "posts" / name / "index.md", f"---\ntitle: One\n{front}---\n\n{body}\n")


def _published(root: Path) -> dict[str, bytes]:
    """The published episode's files (MP3, transcript, page) and their bytes."""
    out = root / "out" / "en"
    return {name: (out / name).read_bytes() for name in ("one.mp3", "one.vtt", "one.html")}


@pytest.mark.parametrize(
    ("typo", "shown"),
    [
        ("audio: ture\n", "audio: 'ture'"),
        ("audio:\n", "audio: (empty)"),
        ("narrate: 'yes please'\n", "narrate: 'yes please'"),
        ("audio: 2\n", "audio: 2"),
        ("draft: ture\n", "draft: 'ture'"),
        ("narrate: [false]\n", "narrate: [False]"),
        ('audio: "false\\u00a0"\n', "audio: 'false\\xa0'"),  # a no-break space is no blank to trim (s6)
        ('audio: "\\u3000no"\n', "audio: '\\u3000no'"),  # nor an ideographic one
        # through a YAML merge key (review s16 text2 L7; s17 attack `yaml audio: 0x0 through a merge key`)
        ("base: &b {audio: 0x0}\n<<: *b\n", "audio: '0x0'"),
        # keys that place the episode (its name, its page, its language), given no text (issue 43, s5)
        ("slug: [a, b]\n", "slug: ['a', 'b']"),
        ("slug: {a: keep}\n", "slug: {'a': 'keep'}"),
        ("slug: true\n", "slug: true"),
        ("url: {a: b}\n", "url: {'a': 'b'}"),
        ("permalink: []\n", "permalink: []"),
    ],
)
def test_a_flag_typo_on_a_published_episode_leaves_it_in_place_with_a_warning(
    tmp_path: Path, typo: str, shown: str
) -> None:
    _kept_with_one_warning(tmp_path, typo, shown)


@pytest.mark.parametrize(
    ("typo", "shown"),
    [
        ("expiryDate: soon\n", "expiryDate: 'soon'"),
        ("expiryDate: ''\n", None),  # empty: no expiry date, nothing to say
        ("ExpiryDate: 0\n", "ExpiryDate: 0"),  # Hugo counts seconds from 1970: expired, by a typo
        ("unpublishdate: [2020-01-01]\n", "unpublishdate: [datetime.date(2020, 1, 1)]"),
        ("expirydate: {}\n", "expirydate: {}"),
        ("published: nope\n", "published: 'nope'"),
    ],
)
def test_a_hugo_date_that_is_no_date_leaves_the_episode_in_place_with_a_warning(
    tmp_path: Path, typo: str, shown: str | None
) -> None:
    """On a Hugo blog a publish or expiry date Hugo cannot read (or reads as seconds from 1970) removed nothing
    but said nothing either; now it is one warning naming the file and the key, the episode as it was."""
    write(tmp_path / "hugo.toml", "baseURL = 'https://example.com/'\n")
    _kept_with_one_warning(tmp_path, typo, shown)


@pytest.mark.parametrize("value", ["false", "0", "'f'"])
def test_hugos_published_false_is_a_draft(tmp_path: Path, value: str) -> None:
    """Hugo reads `published` as the inverse of draft (hugo 0.111 renders no page for `published: false` or
    `published: 0`, one for `published: nope`): the episode goes as a draft's does."""
    write(tmp_path / "hugo.toml", "baseURL = 'https://example.com/'\n")
    index = _site(tmp_path)
    _site(tmp_path, name="two")
    _site(tmp_path, name="three")
    assert build_json(tmp_path)[0] == 0
    index.write_text(
        index.read_text(encoding="utf-8").replace("lang: en\n", f"lang: en\npublished: {value}\n"), encoding="utf-8"
    )
    code, report, stderr = build_json(tmp_path)
    assert code == 0 and report["removed"] == ["en/one"], (report, stderr)
    assert [item["reason"] for item in report["skipped"]] == ["draft (published: false)"], report


@pytest.mark.parametrize(
    ("twice", "key"),
    [
        ("audio: true\naudio: false\n", "audio"),
        ("draft: false\ndraft: true\n", "draft"),
        ("lang: fr\n", "lang"),  # after the page's own `lang: en`
        ("audio: true\nAudio: false\n", "Audio"),  # Hugo reads keys without letter case: the same key again
        ("slug: other\nslug: third\n", "slug"),
    ],
)
def test_a_deciding_key_given_twice_fails_the_article_and_keeps_its_episode(
    tmp_path: Path, twice: str, key: str
) -> None:
    """`audio: true` then `audio: false` (or `lang` twice): PyYAML and Jekyll take the last, Hugo fails the page;
    narrate took the last and unpublished or moved the episode without a word (s6 attacks). Now the article fails
    with one line naming the file, the line and the key, and its episode stays as it was."""
    index = _site(tmp_path)
    _site(tmp_path, name="two")
    code, report, stderr = build_json(tmp_path)
    assert code == 0, stderr
    before = _published(tmp_path)
    index.write_text(index.read_text(encoding="utf-8").replace("lang: en\n", "lang: en\n" + twice), encoding="utf-8")
    code, report, stderr = build_json(tmp_path)
    errors = [line for line in stderr.splitlines() if line.startswith("narrate: error:")]
    assert code == 1 and len(errors) == 1 and str(index) in errors[0] and f"`{key}` is given twice" in errors[0], stderr
    assert report["removed"] == [] and _published(tmp_path) == before


def test_a_deciding_key_given_twice_in_json_front_matter_fails_the_article(tmp_path: Path) -> None:
    """Hugo's JSON front matter: Python's json takes the last of two `"audio"` keys, as PyYAML did."""
    write(tmp_path / "hugo.toml", "baseURL = 'https://example.com/'\n")
    index = _site(tmp_path)
    _site(tmp_path, name="two")
    assert build_json(tmp_path)[0] == 0
    before = _published(tmp_path)
    index.write_text('{"title": "One", "lang": "en", "audio": true, "audio": false}\n\nWords to say here.\n')
    code, report, stderr = build_json(tmp_path)
    assert code == 1 and "`audio` is given twice" in stderr and str(index) in stderr, stderr
    assert report["removed"] == [] and _published(tmp_path) == before


def test_a_deciding_key_given_twice_alike_is_one_value(tmp_path: Path) -> None:
    index = _site(tmp_path, front="lang: en\nlang: en\naudio: true\nAudio: true\n")
    code, report, stderr = build_json(tmp_path)
    assert code == 0 and [b["slug"] for b in report["built"]] == ["one"] and str(index) not in stderr, stderr


def _kept_with_one_warning(tmp_path: Path, typo: str, shown: str | None) -> None:
    """Built; `typo` added to one article's front matter; built again: its episode as it was, with one warning
    naming the file and `shown` (none when `shown` is None: a value that means nothing), skipped as left as it
    was; with --strict it fails."""
    index = _site(tmp_path)
    _site(tmp_path, name="two")  # a second episode, so that one removal would not be a mass removal
    code, report, stderr = build_json(tmp_path)
    assert code == 0 and sorted(b["slug"] for b in report["built"]) == ["one", "two"], stderr
    before = _published(tmp_path)
    index.write_text(index.read_text(encoding="utf-8").replace("lang: en\n", "lang: en\n" + typo), encoding="utf-8")
    code, report, stderr = build_json(tmp_path)
    assert code == 0, stderr
    assert report["removed"] == [], report
    if shown is None:
        assert str(index) not in stderr and report["skipped"] == [], (report, stderr)
        return
    assert _published(tmp_path) == before  # MP3, VTT and page as they were
    assert "one.mp3" in (tmp_path / "out" / "en" / "feed.xml").read_text(encoding="utf-8")
    warnings = [line for line in stderr.splitlines() if str(index) in line and shown in line]
    assert len(warnings) == 1, stderr  # one line: the file, the key and the value
    assert [item["source"] for item in report["skipped"]] == [str(index)], report
    assert "left as it was" in report["skipped"][0]["reason"]
    # --strict: the same article fails the build, and still nothing is removed.
    code, report, stderr = build_json(tmp_path, "--strict")
    assert code == 1 and [item["source"] for item in report["failed"]] == [str(index)], (report, stderr)
    assert report["removed"] == [] and _published(tmp_path) == before


@pytest.mark.parametrize(("typo", "shown"), [("audio = 0x0\n", "audio: '0x0'"), ("draft = +1\n", "draft: '+1'")])
def test_a_toml_flag_of_no_decimal_spelling_leaves_the_published_episode(tmp_path: Path, typo: str, shown: str) -> None:
    """Review s16 text2 M3 (s17 attacks `toml audio = 0x0`, `toml draft = +1`): TOML front matter's `0x0` and `+1` were
    the integers 0 and 1 — an opt-out or a draft that removed the published episode — where YAML's were warned of."""
    write(tmp_path / "hugo.toml", "baseURL = 'https://example.com/'\n")
    index = _site(tmp_path)
    _site(tmp_path, name="two")
    index.write_text('+++\ntitle = "One"\nlang = "en"\n+++\n\nA short paragraph worth saying.\n', encoding="utf-8")
    code, report, stderr = build_json(tmp_path)
    assert code == 0 and sorted(b["slug"] for b in report["built"]) == ["one", "two"], stderr
    before = _published(tmp_path)
    index.write_text(
        index.read_text(encoding="utf-8").replace('lang = "en"\n', 'lang = "en"\n' + typo), encoding="utf-8"
    )
    code, report, stderr = build_json(tmp_path)
    assert code == 0 and report["removed"] == [], (report, stderr)
    assert _published(tmp_path) == before
    assert len([line for line in stderr.splitlines() if str(index) in line and shown in line]) == 1, stderr


@pytest.mark.parametrize("value", ["false", "no", "off", "'false'", "0", "False"])
def test_the_documented_values_still_leave_an_article_out(tmp_path: Path, value: str) -> None:
    _site(tmp_path)
    _site(tmp_path, name="two")
    _site(tmp_path, name="three")
    assert build_json(tmp_path)[0] == 0
    index = tmp_path / "content" / "posts" / "one" / "index.md"
    index.write_text(
        index.read_text(encoding="utf-8").replace("lang: en\n", f"lang: en\naudio: {value}\n"), encoding="utf-8"
    )
    code, report, stderr = build_json(tmp_path)
    assert code == 0 and report["removed"] == ["en/one"], (report, stderr)


@pytest.mark.parametrize(("tag", "nearest"), [("zh-hnat", "zh-hant"), ("englsh", "en"), ("qaa", None)])
def test_an_unknown_language_is_a_warning_naming_the_nearest_code_never_a_guess(
    tmp_path: Path, tag: str, nearest: str | None
) -> None:
    index = _site(tmp_path, front=f"lang: {tag}\n")
    _site(tmp_path, name="two")
    code, report, stderr = build_json(tmp_path)
    assert code == 0, stderr
    assert [b["slug"] for b in report["built"]] == ["two"], report  # not narrated in a guessed language
    assert not (tmp_path / "out" / "zh-hant").exists()
    lines = [line for line in stderr.splitlines() if str(index) in line and "warning" in line]
    assert len(lines) == 1 and tag in lines[0], stderr
    if nearest is not None:
        assert f"did you mean {nearest}?" in lines[0]
    code, report, stderr = build_json(tmp_path, "--strict")
    assert code == 1 and [item["source"] for item in report["failed"]] == [str(index)], (report, stderr)


def test_an_unknown_language_on_a_published_episode_leaves_it_in_its_feed(tmp_path: Path) -> None:
    index = _site(tmp_path)
    _site(tmp_path, name="two")
    assert build_json(tmp_path)[0] == 0
    before = _published(tmp_path)
    index.write_text(index.read_text(encoding="utf-8").replace("lang: en", "lang: zh-hnat"), encoding="utf-8")
    code, report, stderr = build_json(tmp_path)
    assert code == 0 and report["removed"] == [] and _published(tmp_path) == before, (report, stderr)
    assert not (tmp_path / "out" / "zh-hant").exists()


def test_cr_only_line_endings_keep_the_front_matter(tmp_path: Path) -> None:
    """An old Mac file (lines ended by CR alone): its front matter is read, not spoken as the first paragraph."""
    write(tmp_path / "voices.yaml", VOICES)
    text = "---\rtitle: Old Mac Notes\rlang: en\rslug: old-mac\r---\r\rA short paragraph worth saying.\r"
    write(tmp_path / "content" / "posts" / "notes.md", text.encode("utf-8"))
    code, report, stderr = build_json(tmp_path)
    assert code == 0 and [(b["lang"], b["slug"]) for b in report["built"]] == [("en", "old-mac")], (report, stderr)
    record = json.loads((tmp_path / "out" / "manifest" / "en" / "old-mac.json").read_text(encoding="utf-8"))
    assert record["title"] == "Old Mac Notes"


def test_check_strict_fails_on_a_flag_typo(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from narrate.cli import app

    index = _site(tmp_path, front="lang: en\naudio: ture\n")
    result = CliRunner().invoke(app, ["check", str(index.parent.parent), "--config", str(tmp_path / "voices.yaml")])
    assert result.exit_code == 0 and "audio: 'ture'" in result.stdout, result.output
    result = CliRunner().invoke(
        app, ["check", str(index.parent.parent), "--strict", "--config", str(tmp_path / "voices.yaml")]
    )
    assert result.exit_code == 1, result.output


@pytest.mark.parametrize("sep", ["\x85", "\u2028", "\u2029"])
def test_front_matter_fenced_by_a_unicode_line_break_is_one_line(tmp_path: Path, sep: str) -> None:
    """NEL, LS and PS end no line for Hugo (0.111 fails the build) nor Jekyll (its fence needs "\\n": the file
    is copied, no page): read as body, the front matter's keys were said aloud and its `audio: false` not
    honoured (s4 attacks). Now the file fails in one line naming it; the batch goes on."""
    write(tmp_path / "voices.yaml", VOICES)
    text = sep.join(["---", "title: Odd", "lang: en", "audio: false", "---", "", "A short paragraph worth saying.\n"])
    odd = write(tmp_path / "content" / "posts" / "odd.md", text.encode("utf-8"))
    _site(tmp_path, name="two")
    code, report, stderr = build_json(tmp_path)
    assert code == 1 and [b["slug"] for b in report["built"]] == ["two"], (report, stderr)
    assert [item["source"] for item in report["failed"]] == [str(odd)], report
    assert "Unicode line break" in report["failed"][0]["error"]
