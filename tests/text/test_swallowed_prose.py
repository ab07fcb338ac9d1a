"""check: a code cue that hides a heading or a sentence is a finding ("a cue never hides prose", issue #38).

Sources: the cue's lines as narrate heard them before the fixes of session 13 — jx2lee/my-digital-garden 4b2895d
src/site/notes/etc/__/lakehouse-tool-localtest.md lines 79-92 (ko, s12 held-out #16: the closing fence of a sample
inside <details> opened a fence over '… data directory 는 다음과 같다.'), davidpallmann/hashnode-backups 1f7bb80
clbf28kmz000g08l4b4xr3t0j.md lines 163-173 (en, s12 held-out #62: step 5 hidden).
"""

from __future__ import annotations

from pathlib import Path

from helpers import write
from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.check import check_article
from narrate.text.page_judges import Heard
from narrate.text.swallowed_prose import prose_swallowed

_KIND = "prose hidden in a code cue"

LAKEHOUSE_CUE = """```

</details>

iceberg 테이블 포맷으로 테이블을 생성하기 전 data directory 는 다음과 같다.

```bash
hive@9cb7504b7cc7:/opt/hive/data/warehouse$ pwd
/opt/hive/data/warehouse
hive@9cb7504b7cc7:/opt/hive/data/warehouse$ ls -alF
total 0
```""".split("\n")

CLOUD9_CUE = """```

    ![bash-dotnet-install.png](https://cdn.hashnode.com/res/hashnode/image/upload/v1668989020104/dBS1UVMrz.png)

5. Add the .NET SDK to your path. Run the command below to open the file ~/.bashsrc in the vi editor.

   ```bash
vi ~/.bashrc
```""".split("\n")


def _cue(lines: list[str]) -> Heard:
    return Heard(
        chunk=7, kind="cue", first=1, last=len(lines), sent="(A code sample is skipped here.)", shown="", lang=""
    )


def test_a_closing_fence_that_opened_a_fence_over_a_sentence_is_found_ko() -> None:
    found = prose_swallowed([_cue(LAKEHOUSE_CUE)], LAKEHOUSE_CUE)
    assert [(f.chunk, f.kind) for f in found] == [(7, _KIND)]
    assert found[0].what == "iceberg 테이블 포맷으로 테이블을 생성하기 전 data directory 는 다음과 같다."


def test_a_closing_fence_that_opened_a_fence_over_a_step_is_found_en() -> None:
    found = prose_swallowed([_cue(CLOUD9_CUE)], CLOUD9_CUE)
    assert [f.what for f in found] == [
        "5. Add the .NET SDK to your path. Run the command below to open the file ~/.bashsrc in the vi editor."
    ]


def test_samples_of_fences_and_commented_shell_are_no_finding() -> None:
    """A longer fence around a Markdown sample holding a heading, prose and a fence with its language (ttskch's
    Zenn article on fences writes them so), and a shell sample whose '#' lines are comments: no finding."""
    nested = ["````md", "# Title", "Some text here is a sentence.", "```js", "x = 1", "```", "````"]
    shell = ["```bash", "# install the tools", "sudo apt-get install jq", "```"]
    assert prose_swallowed([_cue(nested), _cue(shell)], nested) == []
    assert prose_swallowed([_cue(shell)], shell) == []


def test_check_reports_nothing_where_the_fence_is_read_as_written_ko(tmp_path: Path) -> None:
    """On the article itself the fence inside <details> is code to its own end now (text.html_fences): the judge,
    asked by `narrate check`, finds nothing to report."""
    source = (
        "<details>\n<summary>docker-compose-hive.yml</summary>\n```yaml\nservices:\n  postgres:\n    image: postgres\n\n"
        "volumes:\n  hive-db:\n```\n\n</details>\n\n"
        "iceberg 테이블 포맷으로 테이블을 생성하기 전 data directory 는 다음과 같다.\n\n```bash\nls -alF\n```\n"
    )
    config = load_config()
    report = check_article(read_article(write(tmp_path / "lakehouse.md", source), config=config), config)
    assert [d for d in report.page_doubts if d["kind"] == _KIND] == []
