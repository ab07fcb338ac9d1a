"""Connectors between two parts — arrows, slashes, dashes — said by the role their two sides give them (issue 38, s19).

An arrow between a name and what follows it on a note's or a path's line was sent as a colon's pause: the s18
held-out readers heard the arrow dropped (30 of its 88 holes). A pause is no reading: after a condition what follows
is its result ("就", "then"), two states are a change ("到"), a name before its value, its description or the Latin
name it stands for is "that is", and otherwise the arrow is the next step ("然后", "then"); an English name before a
noun phrase is what gives it ("leads to"). Slashes between hyphened terms of prose are alternatives, a time zone's
id and a folder's path framed as a place are one name; a dash closing a title between two numbers is their range, and
a hyphen standing alone that the sentence names is said by its name. Each shape is tested on the case that taught
it, on shapes written from other blogs, and on a near miss the rule leaves alone.

Sources (s18 held-out): 12306hujunjie/… src/blogs/cloud-base/oci-series-index.md, oci-07-production-guide.md,
src/blogs/cache/cache_pattern.md, src/blogs/python/python_checklist.md; bacnotes/… content/post/07_javascript-
fundamentals-part1, 04_hugo-config-and-disqus; Hangeol-Chang/develop_solving 2022-07-04-백준 BOJ17387 선분 교차2;
nansystem/… dayjs-alternative-to-momentjs.md; AppleGamer22/… overthewire/bandit/level12-13.md. (s18 dev)
yewentao256/… paper_summary/deepseek_v3_summary (a consequence arrow).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # 12306hujunjie oci-series-index: a learning path's step and its goal, the next step.
        ("zh-hans", "1. **入门指南** → 了解基础概念", "1、入门指南，然后了解基础概念"),
        ("zh-hans", "2. **Distribution 规范** → 分发架构", "2、Distribution 规范，然后分发架构"),
        # 12306hujunjie oci-07-production-guide: a breadcrumb's step into the series.
        (
            "zh-hans",
            "> **系列导航：** [OCI 容器技术完全指南系列](./oci-series-index.md) → 第七篇：生产实践",
            "系列导航：OCI 容器技术完全指南系列，然后第七篇：生产实践",
        ),
        # bacnotes javascript-fundamentals-part1: a condition, then its result.
        ("zh-hant", "- 有宣告/沒賦值 → 系統提示沒有賦值", "有宣告、沒賦值，就系統提示沒有賦值"),
        # Written from other notes: a step in Traditional Chinese, a condition by its negation or its conjunction.
        ("zh-hant", "- **前端基礎** → 認識瀏覽器", "前端基礎，然後認識瀏覽器"),
        ("zh-hant", "- 未登入 → 導向登入頁", "未登入，就導向登入頁"),
        ("zh-hans", "- 如果缓存未命中 → 查数据库", "如果缓存未命中，就查数据库"),
        # Near misses: two states are a change; a name's value is what it is; a 从 frame keeps its 到.
        ("zh-hans", "- 有状态 → 无状态", "有状态到无状态"),
        ("zh-hans", "- 未登录 → 已登录", "未登录到已登录"),
        ("zh-hans", "- 有效期 → 三十天", "有效期，也就是三十天"),
        ("zh-hans", "订单状态从 待支付 → 已支付，说明回调成功了。", "订单状态从待支付到已支付，说明回调成功了。"),
        # English: an instruction is the next step; a noun phrase is what the name gives (yewentao256 deepseek_v3);
        # a condition's result; two versions still map ("to").
        (
            "en",
            "- **Getting started** → understand the basic concepts",
            "Getting started, then understand the basic concepts",
        ),
        (
            "en",
            "- per-expert dynamic bias → better accuracy & expert specialisation",
            "per-expert dynamic bias leads to better accuracy & expert specialisation",
        ),
        ("en", "- if the cache misses → read the database", "if the cache misses, then read the database"),
        ("en", "Upgrade from ES6 → ES2021 first.", "Upgrade from ES6 to ES2021 first."),
        # Hangeol-Chang BOJ17387: from one noun phrase to another the verb takes with its particle, "에서".
        (
            "ko",
            "- 이 때문에, 선분 벡터1과, 선분의 점 -> 다른 선분의 점 벡터2를 외적한 값이 하나는 양수가 나오게 된다.",
            "이 때문에, 선분 벡터1과, 선분의 점에서 다른 선분의 점 벡터2를 외적한 값이 하나는 양수가 나오게 된다.",
        ),
        ("ko", "- 설정 화면 -> 저장 버튼을 누르면 된다.", "설정 화면에서 저장 버튼을 누르면 된다."),
        # Near misses: a clause of its own after it (a subject of one word, then a condition); a clause before it.
        ("ko", "- 캐시 -> 값이 없으면 DB를 조회한다.", "캐시, 값이 없으면 DB를 조회한다."),
        (
            "ko",
            "질문게시판을 이용 -> 최대한 이용하지 않는 방향으로",
            "질문게시판을 이용, 최대한 이용하지 않는 방향으로",
        ),
        # Near misses: a limit's arrow; an arrow in code keeps its name.
        ("zh-hans", "当 x → 0 时，极限存在。", "当 x 趋近于0时，极限存在。"),
        ("en", "Use `a -> b` in the config.", "Use a arrow b in the config."),
    ],
)
def test_an_arrow_between_two_parts_is_said_by_their_kinds(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # 12306hujunjie cache_pattern: hyphened terms of prose at a slash in a CJK sentence are alternatives.
        ("zh-hans", "配合cache-aside/read-through使用。", "配合 cache-aside 或 read-through 使用。"),
        ("zh-hans", "## read-through/write-back直读回写", "read-through 或 write-back 直读回写"),
        # Near miss: an owner's or a package's name keeps its slash.
        ("zh-hans", "倉庫 rust-lang/cargo 的代码。", "倉庫 rust-lang 斜杠 cargo 的代码。"),
        # bacnotes hugo-config-and-disqus: a folder's path framed as a place; written from another note.
        (
            "zh-hant",
            "已經寫好在 layouts/partials/comments 裡面的檔案。",
            "已經寫好在 layouts 斜線 partials 斜線 comments 裡面的檔案。",
        ),
        ("zh-hans", "把文件放到 src/main 下面就行。", "把文件放到 src 斜杠 main 下面就行。"),
        # nansystem dayjs-alternative-to-momentjs: a time zone's id is one name, in any language.
        ("ja", "タイムゾーンは「Asia/Tokyo」と判定された。", "タイムゾーンは「Asia スラッシュ Tokyo」と判定された。"),
        ("en", "Set the zone to Europe/Paris before running.", "Set the zone to Europe slash Paris before running."),
        # Near miss: two names of one kind are alternatives.
        ("en", "Choose Ubuntu/Debian for the server.", "Choose Ubuntu or Debian for the server."),
        # 12306hujunjie cache_pattern, python_checklist: ordinary words joined by slashes in a code span of a CJK
        # sentence are the alternatives it names; written from another note in Japanese.
        (
            "zh-hans",
            "PS:应用于缓存不支持`read-through/write-through`的系统",
            "PS:应用于缓存不支持 read-through 或 write-through 的系统",
        ),
        ("zh-hans", "- `if/for/while` 语句中，也要另起一行", "if 或 for 或 while 语句中，也要另起一行"),
        ("ja", "`push/commit`する", "push または commit する"),
        # Near misses: a folder, a MIME type, a fixed pair, names no word list sees; code in an English sentence.
        ("zh-hans", "放在 `src/main` 下", "放在 src 斜杠 main 下"),
        ("zh-hans", "`text/html` 类型", "text 斜杠 html 类型"),
        ("zh-hans", "`key/value` 对", "key 斜杠 value 对"),
        ("zh-hans", "`uid/gid` 信息", "uid 斜杠 gid 信息"),
        ("en", "use `if/for/while` here", "use if slash for slash while here"),
    ],
)
def test_a_slash_between_two_parts_is_said_by_their_kinds(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("lang", "body", "said"),
    [
        # AppleGamer22 bandit level12-13: two levels closing a title, their range; written from another note.
        ("en", "# Level 12 - 13", "Level 12 to 13"),
        ("en", "Solve levels 4 - 5, then rest.", "Solve levels 4 to 5, then rest."),
        # Near misses: a section's title set apart; a score.
        ("en", "CSS 2.2 - 6.3 The import rule", "CSS 2.2 - 6.3 The import rule"),
        ("en", "They won 2 - 3.", "They won 2 - 3."),
        # bacnotes javascript-fundamentals-part1, 12306hujunjie python_checklist: a hyphen the sentence names.
        ("zh-hant", "- 不接受 - 符號（會當成減號)", "不接受減號符號（會當成減號)"),
        ("zh-hans", "- package 名中不要出现 -，各种类型。", "package 名中不要出现减号，各种类型。"),
        ("ja", "- ファイル名に - 記号は使えない。", "ファイル名にハイフン記号は使えない。"),
        # Near miss: a dash between two phrases sets them apart.
        ("zh-hant", "- Hugo - 靜態網站產生器", "Hugo - 靜態網站產生器"),
    ],
)
def test_a_dash_between_two_parts_is_said_by_their_kinds(tmp_path: Path, lang: str, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]
