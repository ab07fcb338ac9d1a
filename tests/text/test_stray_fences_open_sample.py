"""A bare fence that really OPENED a sample whose closing line is missing or mistyped is kept and closed before the
first prose line, not emptied (review s13 M1): the tell (a bare fence over prose before an info-string fence) cannot
tell a stray closing line from a real opener by itself; the first non-blank line after the bare line does — prose,
it closed nothing (emptied, as before); code, it opened the sample."""

from __future__ import annotations

from narrate.text.stray_fences import unpair


def test_en_review_s13_reproducer_an_unclosed_install_sample() -> None:
    """Review s13 M1 (/tmp/rv13/a.md): 'npm install foo export FOO_TOKEN=abc123' was said as a sentence."""
    src = "\n".join(
        [
            "# Setup notes",
            "First install the package:",
            "```",
            "npm install foo",
            "export FOO_TOKEN=abc123",
            "",
            "Then start the server with the command below.",
            "",
            "```bash",
            "npm start",
            "```",
        ]
    )
    lines = unpair(src).split("\n")
    assert len(lines) == 11
    assert lines[2] == "```"  # the real opener kept
    assert lines[5] == "```"  # closed on the blank line before the prose
    assert lines[6] == "Then start the server with the command below."
    assert lines[8:] == ["```bash", "npm start", "```"]


def test_zh_tdtc_hrb_trace_zipkin_config_a_mistyped_close() -> None:
    """tdtc-hrb cnblogs-posts trace-zipkin-config.md:190: '```\\nname: sleuth\\n``' — the close typed with two
    backticks; 'name: sleuth' was read as a paragraph. The mistyped close becomes the closing fence."""
    src = "\n".join(
        [
            "## 1. 配置",
            "```",
            "name: sleuth",
            "``",
            "",
            "## 2. Kafka",
            "",
            "在 application.yml 中加入下面的配置，然后重新启动服务。",
            "",
            "```yaml",
            "spring:",
            "  kafka: {}",
            "```",
        ]
    )
    lines = unpair(src).split("\n")
    assert lines[1] == "```"
    assert lines[2] == "name: sleuth"
    assert lines[3] == "```"
    assert lines[5] == "## 2. Kafka"
    assert lines[9] == "```yaml"


def test_en_a_stray_closing_line_before_prose_is_still_emptied() -> None:
    """The shape the tell was made for (Hyper-Accel style guide, nathanfhh review reports): a sample closed twice,
    prose right after the second closing line, then a sample with its language — the stray line is emptied."""
    src = "\n".join(
        ["```python", "x = 1", "```", "```", "", "Then run it with the command below.", "", "```bash", "run", "```"]
    )
    lines = unpair(src).split("\n")
    assert lines[3] == ""
    assert lines[2] == "```"
    assert lines[7] == "```bash"
