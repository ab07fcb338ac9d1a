"""Code written where CommonMark does not open a code block, heard as the code it is — and never past its end.

Two shapes, by structure:

* a fence written inside an HTML block (`<details>` / `<summary>name</summary>`, then a fence, no blank line): the
  HTML block ends where the fence opens (text.html_fences). Before, the sample's YAML was read as prose and its
  closing fence opened another that swallowed the sentence after `</details>`.
* CodeHilite's language line (`:::c`, Python-Markdown and so Pelican) over a sample indented under a list item,
  unclosed: a code block, not a box of list items (markdown_rules._codehilite_sample). A box whose body is prose stays
  a box: a cue never hides a sentence.

Sources: jx2lee/my-digital-garden 4b2895d src/site/notes/etc/__/lakehouse-tool-localtest.md (ko, s12 held-out #11,
#13, #15, #16); xiaomengdashi/yuque-hexo ae9c358 (zh-Hans, found by the mirror trial); 0x7df/0x7df.github.io 23ff7f8 content/cuda-basics-part-2.md (en, s12 dev #25-#29).
"""

from __future__ import annotations

from pathlib import Path

from helpers import write
from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.script import build_script

# jx2lee/my-digital-garden 4b2895d src/site/notes/etc/__/lakehouse-tool-localtest.md lines 20-92 (the YAML trimmed).
LAKEHOUSE = """<details>
<summary>docker-compose-hive.yml</summary>
```yaml
version: '3.9'
name: iceberg-hive-quickstart
services:
  postgres:
    image: postgres
    ports:
      - '5432:5432'

  metastore:
    image: apache/hive:4.0.0-alpha-1
    depends_on:
      - postgres

volumes:
  hive-db:
  warehouse:
```

</details>

iceberg 테이블 포맷으로 테이블을 생성하기 전 data directory 는 다음과 같다.

```bash
hive@9cb7504b7cc7:/opt/hive/data/warehouse$ pwd
/opt/hive/data/warehouse
```

nyc 데이터베이스를 생성하고 taxis 테이블을 생성하면 data directory 에 다음과 같은 파일들이 쌓인다.
"""

# xiaomengdashi/yuque-hexo ae9c358 source/_posts/C++/Boost深度剖析/深度剖析（2）：Boost C++库，《函数对象》全维度解析.md
# lines 286-293 (a 语雀 export: the heading's `</font>` on a line of its own opens an HTML block that held the fence).
BOOST_INSTALL = """### <font style="color:rgb(26, 152, 255);">1：打开终端，使用以下命令安装 Boost 库：</font><font style="color:rgb(26, 152, 255);">\x20\x20
</font>
```plain
sudo apt-get update
sudo apt-get install libboost-all-dev
```

<font style="color:rgba(0, 0, 0, 0.9);">这个命令会安装 Boost 库的所有开发包，包含头文件、库文件以及相关的文档。</font>
"""

# The same shape in an English note (constructed: the mirrors hold no other `<details>` over a fence with no blank
# line that a blank line inside the code cuts): a `<div>` then a fence.
DIV_FENCE = """<div class="sample">
```python
settings = Settings()

app = FastAPI()
```
</div>

Run the server with uvicorn and open the docs page.
"""

# 0x7df/0x7df.github.io 23ff7f8 content/cuda-basics-part-2.md lines 113-160 (trimmed).
HOST_CODE = """For completeness, here is the host code. The new things here that we
didn't see in the vector multiplication example are:

1.  The use of the C macro `cudaCheck` (defined above) for error checking
2.  The fact that the grid and the thread blocks are two-dimensional
3.  The call to `cudaDeviceSynchronize()`

    :::c
    int main(int argc, char **argv) {

      float *hostA, *hostB, *hostC;
      int numARows, numACols; // Rows, columns in the matrix A

      // Allocate the C matrix
      hostC = (float*)malloc(numCRows*numCCols*sizeof(float));

      cudaCheck(cudaDeviceSynchronize());
      return 0;
    }

The call to `cudaDeviceSynchronize()` ensures that all threads have finished
before the host code proceeds any further.
"""

# The same shape in a Chinese note (constructed: only 0x7df's Pelican posts write CodeHilite lines in the mirrors).
HOST_CODE_ZH = """主机代码的新内容如下：

1.  使用 `cudaCheck` 宏检查错误
2.  调用 `cudaDeviceSynchronize()`

    :::c
    int main(int argc, char **argv) {

      float *hostA;
      cudaCheck(cudaDeviceSynchronize());
    }

调用 `cudaDeviceSynchronize()` 可以确保所有线程都已完成。
"""

# Control: a box on a line of colons with prose in it, never closed (a VitePress tip left open), stays prose.
OPEN_TIP = """1.  Install the package.

    :::tip
    Remember to restart the editor after installing.

    It picks up the new settings only then.

Done.
"""


def _chunks(tmp_path: Path, name: str, source: str) -> list[tuple[str, str]]:
    script = build_script(read_article(write(tmp_path / name, source)), load_config())
    return [(c.kind, c.text) for c in script.chunks]


def _said(chunks: list[tuple[str, str]]) -> str:
    return " ".join(text for kind, text in chunks if kind != "cue")


def test_a_fence_inside_details_is_code_and_the_sentence_after_it_is_heard_ko(tmp_path: Path) -> None:
    """lakehouse-tool-localtest #11/#13/#15: the YAML was read as prose; #16: '… 다음과 같다.' was in a code cue."""
    chunks = _chunks(tmp_path, "lakehouse-tool-localtest.md", LAKEHOUSE)
    said = _said(chunks)
    assert "iceberg-hive-quickstart" not in said and "hive-db" not in said
    assert "iceberg 테이블 포맷으로 테이블을 생성하기 전 data directory 는 다음과 같다." in said
    assert "nyc 데이터베이스를 생성하고" in said
    kinds = [kind for kind, _ in chunks if kind not in ("title", "intro", "outro")]
    assert kinds == ["cue", "paragraph", "cue", "paragraph"]


def test_a_fence_under_a_closing_tag_line_is_code_zh_hans(tmp_path: Path) -> None:
    """深度剖析（2） (mirror trial): 'plain sudo apt-get update sudo apt-get install libboost-all-dev' was read as a
    paragraph."""
    chunks = _chunks(tmp_path, "深度剖析（2）.md", BOOST_INSTALL)
    said = _said(chunks)
    assert "apt-get" not in said and "plain" not in said
    assert "这个命令会安装 Boost 库的所有开发包" in said
    assert ("cue", "（此处略过一段代码）") in chunks


def test_a_fence_inside_a_div_is_code_and_the_sentence_after_it_is_heard_en(tmp_path: Path) -> None:
    chunks = _chunks(tmp_path, "server-notes.md", DIV_FENCE)
    said = _said(chunks)
    assert "Settings" not in said and "FastAPI" not in said
    assert "Run the server with uvicorn and open the docs page." in said


def test_a_codehilite_sample_under_a_list_item_is_one_code_cue_en(tmp_path: Path) -> None:
    """cuda-basics-part-2 #25-#29: the host code was read as seven list items ('int main(int argc, char argv)')."""
    chunks = _chunks(tmp_path, "cuda-basics-part-2.md", HOST_CODE)
    said = _said(chunks)
    assert "int main" not in said and "hostA" not in said and "malloc" not in said
    assert [kind for kind, _ in chunks].count("cue") == 1
    assert said.count("cudaDeviceSynchronize") == 2  # the third item and the sentence after the sample
    assert "ensures that all threads have finished" in said


def test_a_codehilite_sample_under_a_list_item_is_one_code_cue_zh_hans(tmp_path: Path) -> None:
    chunks = _chunks(tmp_path, "cuda-host.md", HOST_CODE_ZH)
    said = _said(chunks)
    assert "int main" not in said and "hostA" not in said
    assert "可以确保所有线程都已完成" in said


def test_an_open_box_of_prose_is_no_code_sample_en(tmp_path: Path) -> None:
    said = _said(_chunks(tmp_path, "install.md", OPEN_TIP))
    assert "Remember to restart the editor after installing." in said
    assert "It picks up the new settings only then." in said
