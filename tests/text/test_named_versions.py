"""A plus closing a version inside a package's file name or path is the name's, not "and later".

`ncbi-blast-2.13.0+` is BLAST+'s release 2.13.0 (its tarball, its install folder): said "2.13.0以上" it was heard
as a bound, "BLAST 2.13.0 or later requires GCC 7.1" (s12 held-out shenweiyan 2022-12-01-chgoa2xahz44rkld [27][29]).
A version joined to a name by a hyphen, an underscore or a slash is a name's; a version after a space or glued to a
name (`node 18+`, `Vue2.6+`: s10 held-out wangtunan vueAnalysis reactive_api [26]) still reads "and later".
"""

from __future__ import annotations

from pathlib import Path

from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.script import build_script


def _chunks(path: Path, lang: str, body: str) -> list[str]:
    path.write_text(f"---\ntitle: t\nlang: {lang}\n---\n\n{body}", encoding="utf-8")
    return [c.text for c in build_script(read_article(path), load_config()).chunks[1:-1]]


def test_blast_plus_in_a_path_and_a_sentence_shenweiyan_zh_hans(tmp_path: Path) -> None:
    # shenweiyan/Garden docs/cookbook/开发运维/生信工具与应用/2022-12-01-chgoa2xahz44rkld.md (zh-Hans).
    chunks = _chunks(
        tmp_path / "blast.md",
        "zh-cn",
        "`--with-build-root=/usr/local/shenweiyan/ncbi-blast-2.13.0+`\n\n"
        "ncbi-blast-2.13.0+ 的源码编译安装要求 GCC 7.1。\n\n需要 `Vue2.6+` 和 `node 18+`。\n",
    )
    assert not any("2.13.0以上" in text for text in chunks)
    assert chunks[0].endswith("ncbi-blast-2.13.0加号")
    assert chunks[1].startswith("ncbi-blast-2.13.0加")
    assert chunks[2] == "需要 Vue2.6以上和 node 18以上。"  # (a bound still: no name joined by a hyphen)


def test_a_release_tarball_name_in_english(tmp_path: Path) -> None:
    # The same shape in English prose about the same tarball.
    chunks = _chunks(
        tmp_path / "blast.md",
        "en",
        "Unpack `ncbi-blast-2.13.0+-src.tar.gz` into `ncbi-blast-2.13.0+`; it needs Python 3.8+.\n",
    )
    assert chunks == [
        "Unpack ncbi-blast-2.13.0 plus -src.tar.gz into ncbi-blast-2.13.0 plus; it needs Python 3.8 or more."
    ]
