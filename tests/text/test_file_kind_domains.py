"""A name ending in a file kind that is also a top-level domain in use (`.md`, `.py`, `.zip`, `.cc`, `.sh`, `.rs`,
`.io`, `.so`) is decided by the line's shape, not its ending (review s14 text1 L4): written as it stands on its line
(`README.md`, `install.sh`), it is the writer's file, said; what an address on the line was cut to (`<https://foo.cc/…>`,
`https://bun.sh/`) is its host, which goes between a title and its description as `github.com` does. Before, `.md`,
`.py`, `.zip`, `.cc` were files and `.sh`, `.rs`, `.io`, `.so` hosts whatever the line."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole
from narrate.text.urls import names_a_file


def test_a_file_kind_that_is_a_domain_is_decided_by_how_the_line_is_written() -> None:
    for name in ("README.md", "main.py", "install.sh", "lib.rs", "notes.zip", "foo.cc"):
        assert names_a_file(name, {name}), name  # (the line as written)
        assert not names_a_file(name), name  # (an address cut to its host)
    assert names_a_file("test.json") and names_a_file("sw.js")  # (no host ends so: a file however written)
    assert not names_a_file("github.com", {"github.com"})


def test_a_script_and_a_readme_named_on_their_lines_are_said_en(tmp_path: Path) -> None:
    # The shape of davidpallmann's caption files (test_file_name_lines), with the kinds that are domains too
    body = "The files it wrote:\n\n- install.sh  \n  Sets the machine up.\n- README.md  \n  Says how to run it.\n"
    said = " ".join(said_whole(tmp_path, body, lang="en"))
    assert "install.sh" in said and "README.md" in said, said


def test_a_script_named_on_its_line_is_said_zh_hans(tmp_path: Path) -> None:
    body = "用到的脚本:\n\n1. build.sh  \n编译全部代码\n\n2. main.py  \n入口\n"
    said = " ".join(said_whole(tmp_path, body, lang="zh-hans"))
    assert "build.sh" in said and "main.py" in said, said


def test_an_address_cut_to_a_domain_of_a_file_kind_goes_like_any_host_zh_hans(tmp_path: Path) -> None:
    # tw93/Weekly's shape (test_file_name_lines' domain case) with a host whose ending is a file kind
    body = "**Waza**\n<https://waza.cc/tools>\n把我自己的工具整理了一下。"
    said = " ".join(said_whole(tmp_path, body, lang="zh-hans"))
    assert "waza.cc" not in said and "Waza" in said, said
    body = "**Bun**\nhttps://bun.sh/\n一个很快的 JavaScript 运行时。"
    said = " ".join(said_whole(tmp_path, body, lang="zh-hans"))
    assert "bun.sh" not in said and "Bun" in said, said
