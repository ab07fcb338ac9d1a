"""A bare fence line that opened a fence over the writer's prose opens nothing (text.stray_fences): no code cue
swallows a heading or a sentence.

Sources (the mirrors, found by the tell over all 10,008 Markdown files: 7 files of 4 blogs change):
Hyper-Accel/hyper-accel.github.io f68fb45 .gemini/styleguide.md lines 248-272 (en: a Markdown sample nesting a
same-length fence; its outer closing line opened a fence over 'Checkpoints' and the section '3. Markdown Formatting');
tdtc-hrb/cnblogs-posts 45ff4e0 trace-zipkin-config.md lines 188-199 (zh-Hans: a closing line mistyped '``', so
'## 2. Kafka' and every section after it swapped code and prose); nathanfhh/30-days-ironman 84289cb
benchmarks/code-review-bench/data/reviews/cal_com-14740/report.md lines 157-163 (zh-Hant: a sample opened inside a
sentence, '**修復方向**：```ts', whose closing line opened a fence over the next paragraph).
"""

from __future__ import annotations

from pathlib import Path

from helpers import write
from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.script import build_script
from narrate.text.stray_fences import hidden_prose, unpair

STYLEGUIDE = """**Correct Examples**:
```markdown
다음 코드는 행렬 곱셈을 수행합니다:

```python
def matrix_multiply(A, B):
    return A @ B
```

이 함수는 NumPy의 최적화된 행렬 곱셈을 사용하여 효율적으로 연산을 수행합니다.
```

**Checkpoints**:
- [ ] Technical terms are explained when first introduced
- [ ] Code examples have comments or explanations

## 3. Markdown Formatting (Medium Priority)

These rules ensure proper markdown rendering and consistent formatting.

```bash
npx markdownlint-cli2 "**/*.md"
```
"""

ZIPKIN = """Add a new virtual host:
```
name: sleuth
``

## 2. Kafka
### 0) pom
```xml
<dependency>
  <artifactId>spring-cloud-stream-binder-kafka</artifactId>
</dependency>
```

### 1) 配置文件
配置 Kafka 的地址和端口。
"""

CAL_COM = """**修復方向**：```ts
const teamId = booking.eventType?.teamId;
const isTeamAdminOrOwner = teamId ? !!(await isTeamAdmin(user.id, teamId)) : false;
```

順帶省掉一次資料庫查詢，也省掉 `?? 0` 這個哨兵值。

```ts
export const handler = async () => {};
```
"""


def _said(tmp_path: Path, name: str, source: str) -> list[tuple[str, str]]:
    script = build_script(read_article(write(tmp_path / name, source)), load_config())
    return [(c.kind, c.text) for c in script.chunks]


def test_a_samples_extra_closing_line_hides_no_section_en(tmp_path: Path) -> None:
    chunks = _said(tmp_path, "styleguide.md", STYLEGUIDE)
    assert ("heading", "3. Markdown Formatting (Medium Priority)") in chunks
    said = " ".join(text for _, text in chunks)
    assert "These rules ensure proper markdown rendering and consistent formatting." in said
    assert "Technical terms are explained when first introduced" in said
    assert "markdownlint" not in said


def test_a_mistyped_closing_line_hides_no_section_zh_hans(tmp_path: Path) -> None:
    chunks = _said(tmp_path, "trace-zipkin-config.md", ZIPKIN)
    assert ("heading", "2. Kafka") in chunks
    said = " ".join(text for _, text in chunks)
    assert "配置 Kafka 的地址和端口。" in said
    assert "artifactId" not in said and "dependency" not in said


def test_a_closing_line_of_a_sample_opened_in_a_sentence_hides_no_paragraph_zh_hant(tmp_path: Path) -> None:
    said = " ".join(text for _, text in _said(tmp_path, "report.md", CAL_COM))
    assert "順帶省掉一次資料庫查詢" in said
    assert "handler" not in said


def test_fences_as_written_are_left_alone() -> None:
    """Every fence paired as written, a longer fence nesting a sample, and a bare fence holding only code before a
    fence line with its language (no prose: nothing to say it was a closing line) stay as they are."""
    for source in (
        "Text.\n\n```bash\nls\n```\n\nMore text.\n",
        "````md\n# Title\n\nSome text here is a sentence.\n```js\nx = 1\n```\n````\n",
        "```\nx = 1\ny = 2\n```js\nz = 3\n```\n",
    ):
        assert unpair(source) == source


def test_check_asks_the_same_tell_of_a_cues_lines() -> None:
    lines = ZIPKIN.split("\n")[1:9]
    assert hidden_prose(lines) == "2. Kafka"
    assert hidden_prose(["```bash", "# install the tools", "sudo apt-get install jq", "```"]) == ""
