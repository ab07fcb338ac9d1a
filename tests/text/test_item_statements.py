"""A list item that is one line of a program by its opening — a declaration judged code by the strict shapes
(`const [state, dispatchFn] = useReducer(…)`), or a call handed an arrow function (`useEffect(() => {...}, [deps])`)
— is the code cue, never read as prose (s12 ruling "Code spilled into prose", #38: code_lines.item_spilled). An
item that names a call (`useState()`), describes one in words, or holds CJK words stays the writer's. Each case is
titled with its source and loses nothing by the symbol account."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole
from narrate.text.code_lines import item_spilled


def test_bacnotes_use_effect_and_use_reducer_items_zh_hant(tmp_path: Path) -> None:
    # bacnotes content/post/17_react_effect_reducer_context/index.md lines 35-36 and 188-192 (s18 held-out [17][48])
    body = (
        "- useEffect(()=> {...}, [dependencies])\n- 使用時機：re-render 元件時希望會再次觸發的函式\n\n"
        "## useReducer\n\n- 當寫 useState 開始覺得不好管理狀態，可以考慮使用 useReducer\n"
        "- const [state, dispatchFn] = useReducer(reducerFn, initState, initFn)\n"
        "- dispatchFn 觸發 action，action 觸發 reducerFn\n"
    )
    said = said_whole(tmp_path, body, lang="zh-hant")
    assert said.count("（此處略過一段程式碼）") == 2 and not any("dependencies" in s or "initFn" in s for s in said)
    assert said[1].startswith("使用時機") and said[-1].startswith("dispatchFn"), said


def test_bacnotes_use_state_item_zh_hant(tmp_path: Path) -> None:
    # bacnotes content/post/11_react_knowledge/index.md line 354 (s18 held-out [84]): the statement before a fence
    body = "- 我們註冊不同的 State\n- const [state, setState] = useState(initialState setState(newState);\n"
    said = said_whole(tmp_path, body, lang="zh-hant")
    assert said == ["我們註冊不同的 State", "（此處略過一段程式碼）"], said


def test_declaration_items_en_ja_ko(tmp_path: Path) -> None:
    # written for the rule (a Vue note, a Svelte note, a React Query note): the same shapes in other languages
    said = said_whole(tmp_path, "- Declare the ref:\n- const count = ref(0)\n", lang="en")
    assert said == ["Declare the ref:", "(A code sample is skipped here.)"], said
    said = said_whole(tmp_path, "- ストアを作る\n- const { data, error } = useSWR('/api/user', fetcher)\n", lang="ja")
    assert said[-1] == "（ここでコードを省略します）", said
    said = said_whole(tmp_path, "- 쿼리 사용법\n- useQuery(() => fetchTodos(), { retry: 1 })\n", lang="ko")
    assert said[-1] == "(여기서 코드는 생략합니다.)", said


def test_items_that_name_or_describe_code_stay_said() -> None:
    # near misses written for the rule: a call named, an arrow described, CJK words, a short equation, words
    assert not item_spilled("useState()")
    assert not item_spilled("arr.push(x)")
    assert not item_spilled("reducerFn (prevState, action) => newState")
    assert not item_spilled("const 是常數，不能重新賦值")
    assert not item_spilled("let x = 5")
    assert not item_spilled("useEffect(() => 要做的事, [])")
    assert not item_spilled("const is what you use when the value = never reassigned")
