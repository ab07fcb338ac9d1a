"""A code span that starts with "@" (`@const`, `@media`, `@Value`) is code, never a changelog line's credit: the
credit rule left it out of list items with an issue number, and the sentence lost its subject. Each case is titled
with the article it comes from and loses nothing by the symbol account."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def test_svelte_whats_new_january_2023_const_declared_function(tmp_path: Path) -> None:
    # sveltejs/svelte.dev apps/svelte.dev/content/blog/2023-01-01-whats-new-in-svelte-january-2023.md (s10 held-out
    # [21]): said "updated from a declared function"
    body = (
        "- Variables can now be updated from a `@const` declared function "
        "(**3.54.0**, [#7843](https://github.com/sveltejs/svelte/issues/7843))"
    )
    said = said_whole(tmp_path, body, lang="en")
    assert said[0].startswith("Variables can now be updated from a at const declared function"), said


def test_ikorihn_spring_boot_configuration_annotations_as_items(tmp_path: Path) -> None:
    # ikorihn/ikorihn.github.io content/note/spring-boot-configuration.md (ja): the two annotations listed were silent
    body = "読み込む方法は主に2つ\n\n-   `@Value`\n-   `@ConfigurationProperties`\n\n### `@Value` の場合"
    assert said_whole(tmp_path, body, lang="ja") == [
        "読み込む方法は主に2つ",
        "アットマーク Value",
        "アットマーク ConfigurationProperties",
        "アットマーク Value の場合",
    ]
