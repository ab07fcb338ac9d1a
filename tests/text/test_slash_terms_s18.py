"""Session 18 lane fixSL: a glued or spaced slash between terms of prose is said by the kind of its sides, not by a
list of words seen (issue 38; s18 dev readings of yewentao256, codemakim; check lane's 'timeit/hyperfine').

Each rule is tried on the case that taught it, on shapes written here from other blogs and languages, and on near
misses it must leave alone (paths, repositories, MIME types, git, folders, menus, one-name acronym pairs).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import said_whole


def _said(tmp_path: Path, body: str, lang: str) -> str:
    return " ".join(said_whole(tmp_path, body, lang=lang))


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s18 dev yewentao256 flashinfer [19][26], SARATHI [13][23][25], deepseek_v3 [26]: names of any case
        ("Generates native CUDA/CUTLASS code.", "en", "CUDA or CUTLASS"),
        ("The NVLink/InfiniBand topology matters.", "en", "NVLink or InfiniBand"),
        ("Results emphasize 100 GbE/NVLink links.", "en", "GbE or NVLink"),
        ("It lags GPT-4o/Claude on factual QA.", "en", "GPT-4o or Claude"),
        ("Online RL/feedback control tunes the budget.", "en", "RL or feedback"),
        ("Built with FlashAttention v2/FlashInfer kernels.", "en", "v2 or FlashInfer"),
        ("It supports TP/PP/hybrid parallelism.", "en", "TP or PP or hybrid"),
        # a common word under a prefix (pre + fill) beside an ordinary word
        ("Combine prefill/decode disaggregation across replicas.", "en", "prefill or decode"),
        # shapes of our own: other products, other blogs
        ("Our Android/iOS apps share code with Kotlin/Swift wrappers.", "en", "Kotlin or Swift"),
        ("Deploy on PostgreSQL/MariaDB servers.", "en", "PostgreSQL or MariaDB"),
        ("Use the reload/unmount hooks.", "en", "reload or unmount"),
        # CJK sentences: terms of any case are the language's "or" (s16 ruling; codemakim jest-basics [28][63])
        ("**branch coverage**: if/ternary/switch 분기 커버 여부다.", "ko", "if 또는 ternary 또는 switch"),
        ("node/jsdom 환경 차이를 설명할 수 있다", "ko", "node 또는 jsdom"),
        ("timeit/hyperfine으로 측정한다.", "ko", "timeit 또는 hyperfine으로"),
        ("我们用 timeit/hyperfine 来测量性能。", "zh-hans", "timeit 或 hyperfine"),
        ("我們比較 record/struct 的差別。", "zh-hant", "record 或 struct"),
        ("ここでは timeit/hyperfine で計測します。", "ja", "timeit または hyperfine"),
    ],
)
def test_terms_at_a_glued_slash_are_alternatives(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said in _said(tmp_path, body, lang)


@pytest.mark.parametrize(
    ("body", "lang", "kept"),
    [
        # near misses: a repository or a model under its maker, a folder, a MIME type, git, a menu, one name
        ("Download the Qwen/Qwen2-7B model from the hub.", "en", "Qwen slash Qwen2-7B"),
        ("Details are in aten/src of the tree.", "en", "aten slash src"),
        ("The MIME type text/html is served.", "en", "text slash html"),
        ("Open the Views/Shared folder.", "en", "Views slash Shared"),
        ("Run git checkout origin/Main first.", "en", "origin slash Main"),
        ("Add $HOME/bin:$PATH to your shell.", "en", "HOME slash bin"),
        ("설정은 Settings/General 메뉴에 있다.", "ko", "Settings 슬래시 General"),
        ("把文件放在 usr/lib 目录下。", "zh-hans", "usr 斜杠 lib"),
        ("hostname/pid 값을 로그에 남긴다.", "ko", "hostname 슬래시 pid"),
        ("mkdir で src/main を作成します。", "ja", "src スラッシュ main"),
    ],
)
def test_names_at_a_slash_keep_it(tmp_path: Path, body: str, lang: str, kept: str) -> None:
    assert kept in _said(tmp_path, body, lang)


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s18 dev yewentao256 deepseek_v3 [10][19]: a name's hyphened number is no formula's minus
        ("MATH-500, AIME-24 and LiveCodeBench for math / code; V3 sets new margins.", "en", "math or code"),
        ("And nears GPT-4o / Claude-3.5 on knowledge tasks.", "en", "GPT-4o or Claude-3.5"),
        # a formula in another clause, past a dash, is that clause's (deepseek_v3 [38], written here whole)
        ("Tile / block-wise quantisation – scaling activations per 1×128 tile.", "en", "Tile or block-wise"),
        # shapes of our own
        ("It nears Gemini-1.5 / Claude-3 on long tasks.", "en", "Gemini-1.5 or Claude-3"),
        ("We compared Mixtral-8 / Gemma in the appendix.", "en", "Mixtral-8 or Gemma"),
    ],
)
def test_terms_at_a_spaced_slash_are_alternatives(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said in _said(tmp_path, body, lang)


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # near misses: a formula's spaced slash stays a division; names with a glued number stay as they were
        ("The ratio x-2 / 4 is small.", "en", "divided by 4"),
        ("Here a = b / c holds.", "en", "b divided by c"),
        ("Both r1 / r2 are set.", "en", "r1 slash r2"),
    ],
)
def test_a_formula_keeps_its_spaced_slash(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said in _said(tmp_path, body, lang)


@pytest.mark.parametrize(
    ("body", "lang", "kept"),
    [
        # near misses in CJK: a repository where something is sent (a place's word or particle), an owner's hyphened
        # name, a pair that is one name
        ("/etc/hosts を編集して kubernetes/website に報告します。", "ja", "kubernetes スラッシュ website"),
        ("编辑之后到 kubernetes/website 提交。", "zh-hans", "kubernetes 斜杠 website"),
        ("編輯之後到 rust-lang/cargo 回報。", "zh-hant", "rust-lang 斜線 cargo"),
        ("symfony/form 패키지를 쓴다.", "ko", "symfony 슬래시 form"),
        ("and CSMA/CD too.", "en", "CSMA slash CD"),
    ],
)
def test_places_and_one_names_keep_the_slash_in_cjk(tmp_path: Path, body: str, lang: str, kept: str) -> None:
    assert kept in _said(tmp_path, body, lang)


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # s18 dev peienwu sprout6-2 [3]: a wave from a number to a one-letter name after a CJK word is the range's
        ("要構造出一個1~n的序列。", "zh-hant", "1到 n 的序列"),
        ("取第1~k个元素。", "zh-hans", "1到 k 个"),
        ("配列の1~nの要素。", "ja", "1から n の"),
        # s18 dev ikmnjrd NotionでMarkdown (title): "w/" glued to a capitalised name is "with"
        ("画像を埋め込む（w/Gyazo）の話。", "ja", "（with Gyazo）"),
        ("Tested (w/Docker) and w/ Redis.", "en", "(with Docker) and with Redis"),
        # s18 dev ikmnjrd 個人的技術選定 [2]: a year and its month at a slash
        ("2022/1 にやったこと。", "ja", "2022年1月"),
        ("2023/3 회고를 쓴다.", "ko", "2023년 3월"),
        ("在2021/12发布了新版。", "zh-hans", "2021年12月"),
        ("Posted in 2022/1 on the blog.", "en", "January 2022"),
        # s18 dev yewentao256 SARATHI [16]: rising levels no date could be, said as choices in English
        ("Compare vLLM (max batch 32/64/128) runs.", "en", "32 or 64 or 128"),
        ("Use 16/32/64 lanes.", "en", "16 or 32 or 64"),
    ],
)
def test_ranges_shorthand_and_numbers_at_a_slash(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said in _said(tmp_path, body, lang)


@pytest.mark.parametrize(
    ("body", "lang", "kept"),
    [
        # near misses: a path's one letter, a resolution, arithmetic, a score or a date's triple
        ("配置在 w/src 目录。", "zh-hans", "w 斜杠 src"),
        ("解像度 1920/1080 です。", "ja", "1920/1080"),
        # (a formula with its result: its glued slash divides — s24 lane prompt, ruling 5d "a slash between numbers
        # inside a formula with `=`: divided by"; still no date and no choice)
        ("So 2000/4 = 500 here.", "en", "2000 divided by 4 equals 500"),
        ("The score was 10/27/20 in the end.", "en", "10/27/20"),
        ("Scores: 12/5/3 for us.", "en", "12/5/3"),
        ("版本 v1~n 都可以。", "zh-hant", "v1 波浪號 n"),
    ],
)
def test_near_misses_of_numbers_and_shorthand(tmp_path: Path, body: str, lang: str, kept: str) -> None:
    assert kept in _said(tmp_path, body, lang)


@pytest.mark.parametrize(
    ("body", "lang", "kept"),
    [
        # s18 review text2 H3: an owner and its repository or model keep the slash's name (a capital owner before a
        # lower-case name, or before a capitalised one under an organisation's ending or beside 'model'/'weights')
        ("Mixed precision via NVIDIA/apex today.", "en", "NVIDIA slash apex"),
        ("Fine-tune Salesforce/blip today.", "en", "Salesforce slash blip"),
        ("The weights of EleutherAI/Pythia are open.", "en", "EleutherAI slash Pythia"),
        ("The kernel comes from NVIDIA/cutlass.", "en", "NVIDIA slash cutlass"),
        ("我们用 NVIDIA/apex 做混合精度。", "zh-hans", "NVIDIA 斜杠 apex"),
        ("下载 Salesforce/blip 模型。", "zh-hans", "Salesforce 斜杠 blip"),
        ("NVIDIA/cutlass 코드를 보면 알 수 있다.", "ko", "NVIDIA 슬래시 cutlass"),
        # (L5) a project's folder before a Korean noun
        ("설정은 config/default 값을 쓴다.", "ko", "config 슬래시 default"),
    ],
)
def test_an_owner_and_its_repository_keep_the_slash(tmp_path: Path, body: str, lang: str, kept: str) -> None:
    assert kept in _said(tmp_path, body, lang)


@pytest.mark.parametrize(
    ("body", "lang", "said"),
    [
        # the other side: names both of a kind, and ordinary words, stay choices beside those words
        ("The model runs on NVLink/InfiniBand links.", "en", "NVLink or InfiniBand"),
        ("The model trades latency/throughput.", "en", "latency or throughput"),
        ("我们用 CUDA/CUTLASS 写内核。", "zh-hans", "CUDA 或 CUTLASS"),
        ("node/jsdom 환경 차이를 설명할 수 있다", "ko", "node 또는 jsdom"),
    ],
)
def test_names_of_a_kind_beside_repository_words_stay_choices(tmp_path: Path, body: str, lang: str, said: str) -> None:
    assert said in _said(tmp_path, body, lang)
