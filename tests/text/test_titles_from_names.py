"""An episode's title when the front matter gives none: the lead's s13 ruling (BRIEF "Titles").

The article's own title — else the H1 that opens it, else its file's name when that is words. A site whose generator
titles a page by its file's name (Quartz) is heard so; a name that is a number or a date only gives way to the heading
that opens the article; a generic section name, numbered or not ('1 引言', '1. Introduction'), is never a title; a
folder's index file ('README', 'index') is titled by its folder when nothing better is there.

Sources: masaki39/masaki39.github.io 31cf483 (ja, Quartz: content/Templaterでフロントマターを書き換える.md, s12
held-out [0], heard as its first heading 'Templater プラグインについて'); ascoders/weekly 2c9161d (zh-Hans, plain
Markdown: 商业思考/106.精读《数据之上·智慧之光 - 2018》.md opens '# 1. 引言', s11 dev [1]; its readme lists
'82.精读《Htm - Hyperscript 源码》'); wangtunan/blog 65eb964e4 (zh-Hans, VuePress: docs/agent/introduction/README.md
opens '# 介绍').
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import write
from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.script import build_script
from narrate.text.title_rule import names_a_section, no_words

# masaki39/masaki39.github.io 31cf483 content/Templaterでフロントマターを書き換える.md lines 1-16 (trimmed).
TEMPLATER = """---
date: 2023-12-12
updated: 2024-02-13
aliases:
  - 📘Templaterでフロントマターを書き換える
tags:
  - obsidian
---

# Templater プラグインについて

Templater は Obsidian のコミュニティプラグインの 1 つです。
"""

# masaki39/masaki39.github.io 31cf483 quartz.config.ts (the lines that matter: the site is a Quartz site).
QUARTZ_CONFIG = """import { QuartzConfig } from "./quartz/cfg"
import * as Plugin from "./quartz/plugins"

const config: QuartzConfig = {
  plugins: {
    transformers: [Plugin.FrontMatter()],
  },
}
export default config
"""

# ascoders/weekly 2c9161d 商业思考/106.精读《数据之上·智慧之光 - 2018》.md lines 1-3, and its sections' headings.
DATA_BOOK = """# 1. 引言

本周精读内容是：《数据之上 智慧之光》，由帆软软件公司出品。

# 2. 精读

## 大数据行业发展趋势

数据的总量将呈几何倍数上升。
"""

# wangtunan/blog 65eb964e4 docs/agent/introduction/README.md lines 1-4.
AGENT_INTRO = """# 介绍

## AGI
**AGI(Artificial General Intelligence)**：通用人工智能，OpenAI对**AGI**进行过如下五级分类。
"""


def _script(path: Path) -> tuple[str, list[tuple[str, str]]]:
    script = build_script(read_article(path), load_config())
    return script.title, [(c.kind, c.text) for c in script.chunks]


def test_a_quartz_page_is_titled_by_its_files_name_not_its_first_heading_ja(tmp_path: Path) -> None:
    """Templaterでフロントマターを書き換える [0]: Quartz titles a page by its front matter, else its file's stem
    (quartz/plugins/transformers/frontmatter.ts); the H1 is a heading of the page, heard as one."""
    write(tmp_path / "site" / "quartz.config.ts", QUARTZ_CONFIG)
    title, chunks = _script(
        write(tmp_path / "site" / "content" / "Templaterでフロントマターを書き換える.md", TEMPLATER)
    )
    assert title == "Templaterでフロントマターを書き換える"
    assert ("heading", "Templater プラグインについて") in chunks


def test_a_quartz_sites_readme_beside_its_config_is_no_page_and_keeps_its_h1_en(tmp_path: Path) -> None:
    """masaki39's README.md ('# Quartz v4') sits beside quartz.config.ts, outside content/: Quartz makes no page of
    it, and its H1 still titles it."""
    write(tmp_path / "site" / "quartz.config.ts", QUARTZ_CONFIG)
    title, _ = _script(write(tmp_path / "site" / "README.md", "# Quartz v4\n\nHost your second brain.\n"))
    assert title == "Quartz v4"


def test_the_same_page_on_no_quartz_site_keeps_its_opening_h1_ja(tmp_path: Path) -> None:
    """Control: the rule is the generator's, read from its config; elsewhere the H1 that opens the page titles it."""
    write(tmp_path / "site" / ".git" / "HEAD", "ref: refs/heads/main\n")
    title, _ = _script(write(tmp_path / "site" / "content" / "Templaterでフロントマターを書き換える.md", TEMPLATER))
    assert title == "Templater プラグインについて"


def test_a_numbered_introduction_is_no_title_and_the_name_keeps_its_dash_zh_hans(tmp_path: Path) -> None:
    """106.精读《数据之上·智慧之光 - 2018》 [1]: '1. 引言' named the episode; the file's name, as the repository's
    readme lists it (dash and all), is the title."""
    title, chunks = _script(write(tmp_path / "商业思考" / "106.精读《数据之上·智慧之光 - 2018》.md", DATA_BOOK))
    assert title == "106.精读《数据之上·智慧之光 - 2018》"
    assert chunks[1] == ("heading", "1. 引言")


def test_a_single_numbered_introduction_is_no_title_en(tmp_path: Path) -> None:
    """The same shape with one numbered H1 only (no '2.' to show the numbering): still a section's name."""
    source = "# 1. Introduction\n\nThis note walks through the build.\n\n## Set-up\n\nInstall it.\n"
    title, _ = _script(write(tmp_path / "build-notes.md", source))
    assert title == "build notes"


def test_a_folders_readme_whose_heading_names_a_section_is_titled_by_its_folder_zh_hans(tmp_path: Path) -> None:
    """docs/agent/introduction/README.md: '介绍' is a section's name; nothing better is there, so the folder."""
    title, chunks = _script(write(tmp_path / "docs" / "agent" / "introduction" / "README.md", AGENT_INTRO))
    assert title == "introduction"
    assert chunks[1] == ("heading", "介绍")


@pytest.mark.parametrize(
    ("name", "source", "want"),
    [
        ("2024-03-18.md", "## 오늘 배운 것\n\nuv로 FastAPI 프로젝트를 만들었다.\n", "오늘 배운 것"),  # ko
        ("42.md", "### Hello, Lambda!\n\nIn this post we'll meet AWS Lambda.\n", "Hello, Lambda!"),  # en
    ],
)
def test_a_name_that_is_a_number_or_a_date_gives_way_to_the_opening_heading(
    tmp_path: Path, name: str, source: str, want: str
) -> None:
    title, chunks = _script(write(tmp_path / name, source))
    assert title == want
    assert [text for _, text in chunks].count(want) == 1


@pytest.mark.parametrize(
    "heading",
    ["1 引言", "1. 引言", "1.引言", "一、引言", "第1章 概要", "1. Introduction", "Chapter 1: Overview", "はじめに"],
)
def test_numbered_generic_names_name_a_section(heading: str) -> None:
    assert names_a_section(heading)


@pytest.mark.parametrize("heading", ["2 精读", "1 引言部分", "1.0 发布", "10 Things I Learned", "Hello, Polly!"])
def test_other_headings_name_no_section(heading: str) -> None:
    assert not names_a_section(heading)


@pytest.mark.parametrize("stem", ["82", "0042", "2024-05-03", "20240503"])
def test_numbers_and_dates_are_no_words(stem: str) -> None:
    assert no_words(stem)


@pytest.mark.parametrize("stem", ["82.精读《Htm - Hyperscript 源码》", "2024-05-03-hello", "v1", "day24"])
def test_names_with_words_are_words(stem: str) -> None:
    assert not no_words(stem)
