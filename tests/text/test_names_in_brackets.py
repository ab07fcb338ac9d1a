"""A name in angle brackets that is no element a browser knows (`<none>`, `<netinet/in.h>`, `<tab>`, `<think>`):
the writer's word, which the page shows — said, its brackets left out, never taken for a tag and dropped (s13
held-out: 'These will get the TAG and REPOSITORY', 'a constant value in netinet'). Elements (`<b>`, `<br>`,
`<span>`), components (`<Tabs>`) and custom elements (`<my-widget>`) are still markup. Each case is titled with the
article it comes from and loses nothing by the symbol account."""

from __future__ import annotations

from pathlib import Path

from helpers import said_whole


def test_bai_yingjie_docker_none_tag_in_prose_zh_hans(tmp_path: Path) -> None:
    # Bai-Yingjie/notes docker/操作记录.md (s13 held-out [185]): Docker's `<none>` tag, written raw in a Chinese note
    body = (
        "清理没有标签的镜像:\n\n* You can have untagged images only identifiable by their IMAGE IDs. "
        "These will get the <none> TAG and REPOSITORY. It's easy to forget about them."
    )
    said = said_whole(tmp_path, body, lang="zh-hans")
    assert "These will get the none TAG and REPOSITORY." in " ".join(said)


def test_bai_yingjie_socket_header_in_tt_zh_hans(tmp_path: Path) -> None:
    # Bai-Yingjie/notes c/networking/socket高阶用法.md (s13 held-out [76]): a C header inside `<tt>`, which CommonMark
    # takes for text (the page shows it) and tidy took for a tag, keeping only "netinet"
    body = (
        "绑定地址:\n\nThe local address is set to <tt>in6addr_any</tt>, a variable with a constant value in "
        "<tt><netinet/in.h></tt>. Symbolic constant defined in <tt><sys/socket.h></tt>."
    )
    said = " ".join(said_whole(tmp_path, body, lang="zh-hans"))
    assert "constant value in netinet slash in.h." in said
    assert "defined in sys slash socket.h." in said


def test_vivainio_powershell_tab_keys_en(tmp_path: Path) -> None:
    # vivainio/vivainio-medium-posts md/2017-10-18_PowerShell-as-find-exe-replacement: keys written as `<tab>`
    body = "The thing you will try first is “ls <tab> <tab> Recurse” (yes, not pressing Tab a lot is going to hurt)."
    said = " ".join(said_whole(tmp_path, body, lang="en"))
    assert "tab tab Recurse" in said


def test_logseq_qinyuchen_think_traces_zh_hans(tmp_path: Path) -> None:
    # 17714196157/logseq_qinyuchen_book logseq/.recycle/pages_1.md: a model's `<think>` traces, named in prose
    body = "QwQ‑32B. 使用 SFT + RL 改进的中型 Qwen 推理变体; 提供显式<think>跟踪和 131 K 上下文。"
    said = " ".join(said_whole(tmp_path, body, lang="zh-hans"))
    assert "think" in said


def test_elements_components_and_custom_elements_stay_markup_en(tmp_path: Path) -> None:
    body = "Text with <b>bold</b> and <br> a break, <span>a span</span>, <Badge/> and <my-widget> stay."
    said = " ".join(said_whole(tmp_path, body, lang="en"))
    assert "bold" in said and "Badge" not in said and "widget" not in said and "br" not in said.split()
