"""A long zh-Hant article for the synthesis benchmark, generated deterministically from a seed.

Sections (H2, some H3) of paragraphs, with a few lists, a quote and a code block, the
way a long technical post looks. Not a benchmark itself.
"""

from __future__ import annotations

import random

_SUBJECTS = [
    "這台 GPU 節點",
    "我們的訓練叢集",
    "排程器",
    "監控系統",
    "值班工程師",
    "驅動程式",
    "核心日誌",
    "這個 Pod",
    "資料中心的供電",
    "整個推論服務",
    "新版韌體",
    "網路卡",
    "儲存後端",
    "負載平衡器",
    "容器執行環境",
    "告警規則",
]
_PREDICATES = [
    "在半夜突然回報了錯誤",
    "花了比預期更久的時間才恢復",
    "把問題默默地吞了下去",
    "需要重新開機才能恢復正常",
    "在高負載時表現得不太穩定",
    "留下了足夠的線索讓我們追查",
    "讓整個團隊忙了一個下午",
    "在升級之後行為改變了",
    "其實早就發出過警告",
    "只在特定的工作負載下出錯",
    "把延遲拉高了好幾倍",
    "在日誌裡寫下一行不起眼的訊息",
]
_CLAUSES = [
    "我們先檢查了記憶體的錯誤計數",
    "接著比對了前後兩週的監控圖表",
    "最後決定把節點暫時隔離",
    "這種情況在大型叢集裡並不少見",
    "問題的根源往往不在第一眼看到的地方",
    "重現問題比修好它還要困難",
    "自動化的流程可以省下大量的人力",
    "但人工判讀仍然不可或缺",
    "文件寫得清楚能讓下一個人少走冤枉路",
    "每一次事故都是改善流程的機會",
    "我們把處理步驟寫成了腳本",
    "並在測試環境裡反覆演練",
    "硬體故障和軟體錯誤的症狀常常很像",
    "所以要先收集足夠的證據",
    "溫度和功耗的紀錄也很有參考價值",
    "有時候只是線材鬆了",
    "更換零件之前最好先和廠商確認",
    "備援機制在這時候就派上了用場",
    "使用者幾乎沒有察覺到任何異常",
    "事後檢討時我們發現了三個可以改進的地方",
    "告警的門檻需要重新調整",
    "太多的誤報會讓人麻痺",
    "太少的告警則可能錯過真正的問題",
    "我們也更新了交接的檢查清單",
]
_HEADINGS = [
    "事情是怎麼開始的",
    "第一時間的判讀",
    "收集證據",
    "硬體還是軟體",
    "自動隔離的設計",
    "監控與告警",
    "與廠商合作",
    "事後檢討",
    "我們學到的事",
    "下一步",
]
_SUBHEADINGS = ["常見的誤判", "一個具體的例子", "工具與腳本", "值班的心得"]


def _sentence(rng: random.Random) -> str:
    parts = [f"{rng.choice(_SUBJECTS)}{rng.choice(_PREDICATES)}"]
    parts += rng.sample(_CLAUSES, rng.randint(1, 3))
    return "，".join(parts) + "。"


def paragraph(rng: random.Random, sentences: tuple[int, int] = (3, 6)) -> str:
    """One paragraph of a few sentences (about 100-250 characters)."""
    return "".join(_sentence(rng) for _ in range(rng.randint(*sentences)))


def article(paragraphs: int = 64, seed: int = 2024, slug: str = "long-article") -> tuple[str, list[str]]:
    """Markdown of an article with `paragraphs` body paragraphs, and those paragraphs (to edit one)."""
    rng = random.Random(seed)
    body = [paragraph(rng) for _ in range(paragraphs)]
    lines = [
        "---",
        'title: "GPU 叢集維運手記：一次長篇的事故回顧"',
        "date: 2024-05-01T09:00:00+08:00",
        "description: 一篇很長的文章，用來量測語音合成的速度。",
        f"slug: {slug}",
        "lang: zh-hant",
        "author: 王小明",
        "---",
        "",
    ]
    per_section = max(1, paragraphs // len(_HEADINGS))
    for n, text in enumerate(body):
        if n % per_section == 0 and n // per_section < len(_HEADINGS):
            section = n // per_section
            lines += [f"## {_HEADINGS[section]}", ""]
            if section == 2:
                lines += ["- " + _sentence(rng) for _ in range(4)] + [""]
            if section == 4:
                lines += ["```bash", "kubectl cordon gpu-node-17", "```", ""]
            if section == 6:
                lines += ["> " + _sentence(rng), ""]
        elif n % per_section == per_section // 2 and n // per_section % 3 == 1:
            lines += [f"### {_SUBHEADINGS[n // per_section % len(_SUBHEADINGS)]}", ""]
        lines += [text, ""]
    return "\n".join(lines), body
