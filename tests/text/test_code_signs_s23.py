"""Code and its signs heard right, session 23 (issue 38): an operator alone as a list's item among operators.

Each rule is tested on the line that taught it (s22 readings and regressions) and on shapes written for it from
other blogs and languages, with a near miss it must leave alone.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import post_script, said_whole


def _voiced(tmp_path: Path, body: str, lang: str) -> list[tuple[str, str]]:
    script = post_script(tmp_path, body, lang)
    assert not script.lost, [(item.symbol, item.context) for _, item in script.lost]
    return [(chunk.text, chunk.voice) for chunk in script.chunks[1:-1]]


_BASH = (
    "사용 가능한 조건 부호\n"
    "- `>`\n- `<`\n- `=`\n- `!=`\n"
    "- `-eq` : equal to\n- `-ne` : not equal\n- `-lt` : less than\n- `-gt` : greater than\n"
    "- `&&`\n- `||`\n\n등등 사용가능\n"
)


def test_a_list_of_operators_says_each_as_its_operation_in_one_voice(tmp_path: Path) -> None:
    # ppippi-dev src/content/blog/Introduction to Bash Scripting.md [67]-[82] (s22 regression W2): "닫는 꺾쇠",
    # "여는 꺾쇠" in ko, then the items with words in en-US, then "앰퍼샌드 앰퍼샌드" in ko again. (With ten items of
    # English words, as the page has, the list is en-US throughout: "greater than" … "logical and", "logical or".)
    said = _voiced(tmp_path, _BASH, "ko")
    items = said[1:-1]
    assert [text for text, _ in items[:4]] == ["보다 큼", "보다 작음", "같음", "같지 않음"]
    assert [text for text, _ in items[-2:]] == ["논리곱", "논리합"]
    assert len({voice for _, voice in items}) == 1, items


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # constructed: a list of comparison operators alone (ja), of JavaScript's (zh-hant), in a Korean list
        ("比較演算子:\n\n- `>=`\n- `<=`\n- `!==`\n", "ja", ["比較演算子:", "以上", "以下", "厳密に等しくない"]),
        ("可用的運算子：\n\n- `===`\n- `!=`\n- `&&`\n", "zh-hant", ["可用的運算子：", "全等於", "不等於", "邏輯與"]),
        ("연산자 목록\n\n- `>`\n- `==`\n", "ko", ["연산자 목록", "보다 큼", "같음"]),
    ],
)
def test_operators_listed_alone_are_said_as_operations(tmp_path: Path, body: str, lang: str, said: list[str]) -> None:
    assert said_whole(tmp_path, body, lang=lang) == said


@pytest.mark.parametrize(
    ("body", "lang", "kept"),
    [
        # near misses: keys listed (no operator that is no bracket's shape too), an operator with words beside it
        ("Shortcuts:\n\n- `<`\n- `>`\n", "en", "less-than"),
        ("Keys:\n\n- `<`: previous page\n- `>`: next page\n- `!=`: nothing\n", "en", "previous page"),
    ],
)
def test_keys_listed_and_operators_with_words_keep_their_reading(
    tmp_path: Path, body: str, lang: str, kept: str
) -> None:
    said = " ".join(said_whole(tmp_path, body, lang=lang))
    assert kept in said
    assert "greater than" not in said


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # kakkoyun content/posts/fantastic-symbols-and-where-to-find-them-part-2.md [19] (s22 held-out): "without 0 times"
        ("START and SIZE are hex numbers without 0x.", "en", "START and SIZE are hex numbers without 0 x."),
        # constructed: the prefix named in Korean and Chinese prose
        ("0x 접두사를 붙인다.", "ko", "0 x 접두사를 붙인다."),
        ("以 0x 開頭的是十六進位。", "zh-hant", "以0 x 開頭的是十六進位。"),
        # near misses: a fold of a number and a hex number keep their readings
        ("It is 2x faster than 0x1F.", "en", "It is 2 times faster than 0x1F."),
    ],
)
def test_a_bare_0x_is_hexs_prefix_not_a_fold(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # moon-jam source/_posts/2023-NCKU-HSPC-pA.md [3] (s22 held-out): "cout 左移1"
        ("答案就是`cout << 1;`，很簡單。", "zh-hant", "答案就是 cout 插入1;，很簡單。"),
        # constructed: a chain on std::cout (en), an extraction from cin (ja)
        ('Print it with `std::cout << "hi" << endl`.', "en", "insertion"),
        ("入力は `cin >> n` で読む。", "ja", "抽出"),
    ],
)
def test_a_streams_angles_insert_or_extract(tmp_path: Path, body: str, lang: str, said: str) -> None:
    heard = said_whole(tmp_path, body, lang=lang)[0]
    assert said in heard
    assert "左移" not in heard and "less" not in heard and "シフト" not in heard


@pytest.mark.parametrize(
    ("body", "said"),
    [
        # near misses: shifts of a number stay shifts
        ("The mask is `1 << n` here.", "shifted left by"),
        ("Use `x >> 4` to divide.", "shifted right by"),
    ],
)
def test_a_shift_of_a_number_stays_a_shift(tmp_path: Path, body: str, said: str) -> None:
    assert said in said_whole(tmp_path, body, lang="en")[0]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # moon-jam source/_posts/NexT-chart.md [63][64] (s22 held-out): "減號減號 -x", the last dash sent bare
        ("- 比較長的線：`--->`、`---x`", "zh-hant", "比較長的線：減號減號減號大於號、減號減號減號 x"),
        # moon-jam source/_posts/NexT-chart.md [22]: "darkmode 減號 -activated"
        ('判斷 `contains("darkmode--activated")` 即可', "zh-hant", "darkmode 減號減號 activated"),
        # constructed: a BEM modifier (en), a Mermaid line with a circle's end (ja)
        ("Add the modifier class `card--active` to it.", "en", "card dash dash active"),
        ("丸い端の線は `----o` と書く。", "ja", "ハイフンハイフンハイフンハイフン o"),
    ],
)
def test_every_dash_of_a_run_opening_no_option_is_named(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said in " ".join(said_whole(tmp_path, body, lang=lang))


@pytest.mark.parametrize(
    ("body", "said"),
    [
        ("Run it with `--verbose` on.", "--verbose"),  # near miss: an option's dashes, sent as written
        ("Pass `ls -la` here.", "ls -la"),
    ],
)
def test_an_options_dashes_stay_as_written(tmp_path: Path, body: str, said: str) -> None:
    assert said in said_whole(tmp_path, body, lang="en")[0]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # moon-jam source/_posts/post-hello-world.md [11] (s22 held-out): "我部落格的（一段程式碼）tag 壞了"
        (
            "我部落格的 `{% raw %}{% details %}{% endraw %}` tag 壞了。",
            "zh-hant",
            "我部落格的左大括號百分號 details 百分號右大括號 tag 壞了。",
        ),
        # constructed: a Jekyll variable (en), a Hexo tag (ja)
        (
            "Put `{% raw %}{{ site.title }}{% endraw %}` in the layout.",
            "en",
            "Put open double brace site.title close double brace in the layout.",
        ),
        ("`{%- raw -%}{% note %}{%- endraw -%}` タグを使う。", "ja", "note"),
    ],
)
def test_liquids_raw_tags_around_code_are_never_shown(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said in said_whole(tmp_path, body, lang=lang)[0]


def test_the_raw_tag_a_sentence_is_about_is_said(tmp_path: Path) -> None:
    # near miss: the tag alone in code, the sentence teaching it
    assert "raw" in said_whole(tmp_path, "Wrap it in `{% raw %}` first.", lang="en")[0]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # moon-jam source/_posts/NexT-sidebar-switch-lang.md [9][12] (s22 held-out): "資料夾的_config.yml" sent bare
        ("要注意最外層資料夾的_config.yml其中的設定", "zh-hant", "資料夾的底線 config.yml"),
        # constructed: Jekyll's folders after a Japanese and a Chinese word
        ("記事はフォルダの_posts に置く。", "ja", "フォルダのアンダースコア posts に置く。"),
        ("模板放在目录的_layouts 里。", "zh-hans", "目录的下划线 layouts 里。"),
    ],
)
def test_a_names_underscore_glued_after_cjk_is_said(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said in said_whole(tmp_path, body, lang=lang)[0]


def test_an_emphasis_left_over_after_cjk_is_no_name(tmp_path: Path) -> None:
    # near miss: an underscore closing the word it opens is Markdown's emphasis left unparsed, no name's
    assert "下划线" not in said_whole(tmp_path, "这是_very_重要的。", lang="zh-hans")[0]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # moon-jam source/_posts/NexT-utterances-comment-box.md [20] (s22 held-out): "…個人相關連結)－切換語言"
        (
            "1. 側邊欄\n\n    － [基礎配置(關於、標籤)](/NexT-sidebar-basic)  \n    － [切換語言](/x)\n\n2. 頁尾\n",
            "zh-hant",
            ["1、側邊欄", "基礎配置(關於、標籤)。切換語言", "2、頁尾"],
        ),
        # constructed: a Japanese memo's items, a Korean one's
        ("準備するもの\n－ ノート\n－ ペン\n", "ja", ["準備するもの。ノート。ペン"]),
        ("준비물\n－ 노트북\n－ 충전기\n", "ko", ["준비물. 노트북. 충전기"]),
    ],
)
def test_a_full_width_dash_opening_a_line_is_a_lists_marker(
    tmp_path: Path, body: str, lang: str, said: list[str]
) -> None:
    assert said_whole(tmp_path, body, lang=lang) == said


def test_a_full_width_minus_before_a_number_stays_a_minus(tmp_path: Path) -> None:
    # near miss: glued to its number, the dash is the number's sign
    assert "－" not in said_whole(tmp_path, "気温は\n－5度まで下がった。", lang="ja")[0].replace("マイナス", "")
    assert "5" in said_whole(tmp_path, "気温は\n－5度まで下がった。", lang="ja")[0]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # kakkoyun content/posts/otel-unplugged-eu-2026.md [14] (s22 held-out): "Kubernetes dot star"
        ("Duplicated under different names (`k8s.*`).", "en", "k8s dot star"),
        # constructed: the prefix in a Chinese sentence
        ("使用 `k8s.*` 開頭的屬性。", "zh-hant", "k8s 點星號"),
    ],
)
def test_a_dotted_prefix_with_a_wildcard_keeps_its_name(tmp_path: Path, body: str, lang: str, said: str) -> None:
    heard = said_whole(tmp_path, body, lang=lang)[0]
    assert said in heard and "Kubernetes" not in heard


def test_the_abbreviation_as_a_word_is_still_expanded(tmp_path: Path) -> None:
    # near miss: the word closing a sentence keeps the lexicon's reading
    assert said_whole(tmp_path, "Deploy it on K8s. Then wait.", lang="en") == ["Deploy it on Kubernetes. Then wait."]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # ppippi-dev src/content/blog/gcp-gke-automated-deployment.md [51] (s22 dev): "0 곱하기 별표 별표 별표"
        ("저같은 경우는 `0 * * * * bash [bash파일]` 를 정의해서", "ko", "0 별표 별표 별표 별표 bash"),
        # constructed: a step schedule (en), a weekday schedule with a command (zh-hans)
        ("Run it with `*/5 * * * *` in crontab.", "en", "star slash 5 star star star star"),
        ("设置 `30 2 * * 1 /usr/bin/backup.sh` 即可。", "zh-hans", "30 2星号星号1"),
    ],
)
def test_a_cron_schedules_stars_are_no_product(tmp_path: Path, body: str, lang: str, said: str) -> None:
    heard = said_whole(tmp_path, body, lang=lang)[0]
    assert said in heard and "곱하기" not in heard and "times" not in heard and "乘" not in heard


@pytest.mark.parametrize(("body", "said"), [("It is `2 * 3 * 4` here.", "2 times 3 times 4"), ("`3 * 4`", "3 times 4")])
def test_a_product_of_numbers_is_still_a_product(tmp_path: Path, body: str, said: str) -> None:
    assert said in said_whole(tmp_path, body, lang="en")[0]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # 880831ian content/blog/nodejs/nodejs-introduce.md [77] (s22 dev): "try 點點點 catch"
        ("可以使用 `try...catch` 來捕捉錯誤。", "zh-hant", "可以使用 try catch 來捕捉錯誤。"),
        # 880831ian content/blog/nodejs/nodejs-introduce.md [114]: "Promise.all 左括號左方括號點點點右方括號右括號"
        ("使用 `Promise.all([...])` 一次等待。", "zh-hant", "使用 Promise.all 一次等待。"),
        # constructed: a statement's pair (ja), a call whose arguments are left out (en)
        ("`if...else` 文で分ける。", "ja", "if else 文で分ける。"),
        ("Then call `fetch({...})` again.", "en", "Then call fetch again."),
    ],
)
def test_an_ellipsis_standing_for_code_left_out_is_unsaid(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "said"),
    [
        # near misses: a spread's dots and git's three-dot range are signs of the code
        ("Pass `fn(...args)` on.", "dot dot dot args"),
        ("Compare `main...feature` first.", "main dot dot dot feature"),
        ("Call `foo(...)` then.", "open paren dot dot dot close paren"),  # a bare elision: the golden's reading
    ],
)
def test_a_spread_or_a_refs_range_keeps_its_dots(tmp_path: Path, body: str, said: str) -> None:
    assert said in said_whole(tmp_path, body, lang="en")[0]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # connor-kor _posts/algorithm/programmers/2021-09-24-programmers1_2.md [61] (s21 held-out): "옵선은 이나 # 중"
        ("- 옵선은 *이나 # 중 하나이며, 없을 수도 있다.", "ko", "옵선은 별표 이나 # 중 하나이며, 없을 수도 있다."),
        # constructed: a particle after the star (ja)
        ("記号は *か# を付ける。", "ja", "記号はアスタリスクか# を付ける。"),
    ],
)
def test_a_lone_star_a_particle_follows_is_the_sign_named(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang=lang) == [said]


@pytest.mark.parametrize(
    ("body", "said"),
    [
        ("*참고 사항입니다.", "참고 사항입니다."),  # near miss: a note's star before a word, no particle
        ("이것은 *중요* 합니다.", "이것은 중요 합니다."),  # emphasis left over, a pair
    ],
)
def test_a_star_before_a_word_stays_a_mark(tmp_path: Path, body: str, said: str) -> None:
    assert said_whole(tmp_path, body, lang="ko") == [said]


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # connor-kor _posts/algorithm/programmers/2021-09-24-programmers1_2.md [58] (s21 held-out): "1S2D 곱하기 3T"
        ("예) `1S2D*3T`", "ko", "1S2D 별표 3T"),
        # constructed: the same game's input with both marks (en)
        ("The input `1D*2S#3T` scores 14.", "en", "1D star 2S hash 3T"),
    ],
)
def test_a_star_marking_an_inputs_token_is_no_product(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said in said_whole(tmp_path, body, lang=lang)[0]


@pytest.mark.parametrize(("body", "said"), [("So `2x*3y` is 6xy.", "2x times 3y"), ("`a1*b2`", "a1 times b2")])
def test_a_product_of_terms_stays_a_product(tmp_path: Path, body: str, said: str) -> None:
    assert said in said_whole(tmp_path, body, lang="en")[0]
