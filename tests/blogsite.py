"""A small blog narrated once per test session (espeak-ng, no network) for the blog-side outputs.

One article in zh-Hant and zh-Hans (translations share the slug `read-along`, three
sections each), and an English article with a hostile title. Tests that change files work
on a copy (`Blog.copy`).
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest

from helpers import write
from narrate.config import Config, load_config
from narrate.flow.build import build_site
from narrate.voice.cache import ChunkCache

BASE = "https://pod.example.org/narrate"
BLOG = "https://blog.example.org"
# (`<blink>`, not `<b>`: an inline tag a title is written with, `<b>`/`<em>`, is plain text in every output,
# tests/text/test_title_markup.py; what is left must round-trip exactly and never break out of the page.)
HOSTILE = """</title><script>alert("x")</script> & 'quotes' <blink>bold</blink> {{ .Title }} {% raw %} ${x}"""

READ_ALONG_HANT = """---
title: 邊聽邊讀：朗讀播放器
date: 2024-05-01
description: 一篇有三個段落的文章，測試朗讀播放器。
---

這是開場白。朗讀播放器會把目前的句子標示出來。

## 第一節

第一節的內容。這裡講的是章節跳轉。

## 第二節

第二節的內容。這裡講的是語言切換。

## 第三節

第三節的內容。最後一段。
"""

READ_ALONG_HANS = """---
title: 边听边读：朗读播放器
date: 2024-05-01
description: 一篇有三个段落的文章，测试朗读播放器。
---

这是开场白。朗读播放器会把目前的句子标示出来。

## 第一节

第一节的内容。这里讲的是章节跳转，还有更多的字让这一节比较长。

## 第二节

第二节的内容。这里讲的是语言切换。

## 第三节

第三节的内容。最后一段。
"""

HOSTILE_EN = f"""---
title: '{HOSTILE.replace("'", "''")}'
date: 2024-04-01T09:00:00+02:00
description: 'Escaping: <img src=x onerror=alert(1)> & "more"'
---

A short article whose title tries to break every page it appears on.

## Why it matters

Titles are written by people, and people write angle brackets.
"""


def voices_yaml() -> str:
    return f"""feed:
  base_url: {BASE}
  link: {BLOG}
  article_url: "{{link}}/posts/{{slug}}/"
  author: Test Author
  owner_email: owner@example.org
  category: Technology
  title: {{zh-hant: 測試播客, zh-hans: 测试播客, en: Test Podcast}}
"""


@dataclass
class SiteFolders:
    """Where a test site keeps its parts: ROOT/content, ROOT/voices.yaml, ROOT/out, and its chunk cache."""

    root: Path
    cache: Path

    @property
    def content(self) -> Path:
        return self.root / "content"

    @property
    def out(self) -> Path:
        return self.root / "out"

    @property
    def config_path(self) -> Path:
        return self.root / "voices.yaml"

    def config(self) -> Config:
        return load_config(self.config_path)


@dataclass
class Blog(SiteFolders):
    """A built blog: content, voices.yaml and the output folder."""

    def build(self) -> None:
        _, report = build_site(self.content, self.config(), self.out, engine="espeak", cache=ChunkCache(self.cache))
        assert not report.failed, report.failed

    def copy(self, dest: Path) -> Blog:
        shutil.copytree(self.root, dest, symlinks=True)
        return Blog(dest, self.cache)


_BUILT: dict[str, Blog] = {}


def built_blog(factory: pytest.TempPathFactory) -> Blog:
    """The blog, built once per session."""
    if "blog" not in _BUILT:
        root = factory.mktemp("blog")
        cache = factory.mktemp("blog-cache")
        posts = root / "content" / "posts"
        write(posts / "read-along" / "index.zh-hant.md", READ_ALONG_HANT)
        write(posts / "read-along" / "index.zh-hans.md", READ_ALONG_HANS)
        write(posts / "hostile" / "index.en.md", HOSTILE_EN)
        write(root / "voices.yaml", voices_yaml())
        with pytest.MonkeyPatch.context() as mp:
            mp.setenv("NARRATE_CACHE_DIR", str(cache))
            mp.setenv("NARRATE_EDGE_URL", "ws://127.0.0.1:9")
            blog = Blog(root, cache)
            blog.build()
        _BUILT["blog"] = blog
    return _BUILT["blog"]
