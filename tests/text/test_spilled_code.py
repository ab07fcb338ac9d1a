"""Code that spills out of a cut `<pre>`: its `# comment` lines are no headings, its statements no paragraphs.

An HTML block opened by another tag (`<h3>`, `<div>`) ends at the first blank line, so a `<pre>` inside it with a
blank line in its code is cut there: Markdown reads the sample's later `# comment` lines as headings and its
statements as paragraphs, although the browser keeps all of it inside the `<pre>` up to its `</pre>`. Those lines are
code by their structure (lead's ruling, session 12). A heading among sentences is never taken into the code: a cue
never hides prose.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import write
from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.code_lines import code_lines, is_statement, sentences
from narrate.text.script import build_script

# eunohhh/my_tistory_blog_posts e0df320 posts/til/[250712-til]-fastapi-기초uv.md lines 53–83 (trimmed; no front
# matter, as in the export): the config.py sample is cut at its blank line.
FASTAPI_CONFIG = """<h3 data-ke-size="size23">5단계: 환경변수 설정 파일(config.py)</h3>
<pre class="python" data-ke-language="python"><code>import os
from dotenv import load_dotenv
<h1>.env 파일 로드</h1>
<p>load_dotenv()</p>
<pre><code># 개별 DB 설정 (필요시 사용)
DB_HOST: str = os.getenv(&quot;DB_HOST&quot;, &quot;&quot;)
DB_PORT: int = int(os.getenv(&quot;DB_PORT&quot;, &quot;&quot;))

# 애플리케이션 설정
APP_NAME: str = os.getenv(&quot;APP_NAME&quot;, &quot;도서 관리 API&quot;)
DEBUG: bool = os.getenv(&quot;DEBUG&quot;, &quot;False&quot;).lower() == &quot;true&quot;

# 개별 설정으로 DATABASE_URL 구성하는 메서드
@property
def database_url_from_parts(self) -&amp;gt; str:
    return f&quot;postgresql://{self.DB_USER}:{self.DB_PASSWORD}@{self.DB_HOST}&quot;
</code></pre>
<h1>설정 인스턴스 생성</h1>
<p>settings = Settings()</code></pre></p>
<p data-ke-size="size16">&nbsp;</p>
<h3 data-ke-size="size23">6단계: 데이터베이스 연결 파일(database.py)</h3>
<p data-ke-size="size16">세션을 만드는 함수를 정의합니다.</p>
"""

# eunohhh/my_tistory_blog_posts e0df320 posts/til/[250712-til]-fastapi-제너레이터-궁금증.md lines 216–256 (trimmed):
# an inner sample ends with its closing tags escaped (`&lt;/code&gt;&lt;/pre&gt;`), which closes every open `<pre>`;
# the next sample opens two and is cut at a blank line.
FASTAPI_GENERATOR = """<h4 data-ke-size="size20">의존성 주입</h4>
<pre class="ruby"><code>@app.get("/books")
def get_books(db: Session = Depends(get_db)):
<pre><code>books = db.query(Book).all()  # db는 Session 객체
return books&lt;/code&gt;&lt;/pre&gt;
</code></pre>
<h4 data-ke-size="size20">더 자세한 예시로 확인</h4>
<pre class="python"><code>def demonstrate_generator():
    print("=== 제너레이터 동작 확인 ===")
<pre><code># 1. 제너레이터 함수 정의
def get_db():
    db = SessionLocal()

# 2. 제너레이터 객체 생성
print(&quot;\\n1. 제너레이터 객체 생성&quot;)
gen = get_db()

# 3. 실제 값 획득
session = next(gen)
print(f&quot;session은 SessionLocal 인스턴스? {isinstance(session, Session)}&quot;)
</code></pre>
<h1>실행해보면:</h1>
<p>demonstrate_generator()</code></pre></p>
<h3 data-ke-size="size23">4. 메모리 관점에서 보기</h3>
<p data-ke-size="size16">제너레이터는 세션의 참조를 돌려줍니다.</p>
"""

# Aimad Ul Islam, "Building a Cybersecurity Home Lab on a Budget" (an Eleventy blog, layouts/post.njk; 2026-06-15),
# steps 1–2 (trimmed): every sample sits in a `<div class="code-block-wrap">`, so a blank line in it cuts it.
HOME_LAB = """---
title: "Building a Cybersecurity Home Lab on a Budget"
---

## Step 1: Install VirtualBox

VirtualBox is the foundation of your lab.

<div class="code-block-wrap">
  <span class="code-block-label">Download & Install VirtualBox</span>
  <pre><code># Go to: https://www.virtualbox.org/wiki/Downloads
# Run the installer and accept all defaults

# Verify installation (in terminal, if on Linux):
virtualbox --version
# Example output: 7.0.20r162988

# On Windows, you can check via 'where virtualbox' or open VirtualBox from the Start menu.</code></pre>
</div>

## Step 2: Choose Your Attack OS (Kali Linux)

<div class="code-block-wrap">
  <pre><code># 2. In VirtualBox, go to File → Import Appliance
#    Select the .ova file and click Import

# 4. Immediately change the default password:
passwd

# 5. Update the system:
sudo apt update && sudo apt upgrade -y</code></pre>
</div>

Kali Linux is the industry-standard penetration testing distribution.
"""


def _script(tmp_path: Path, name: str, source: str) -> tuple[str, list[tuple[str, str]]]:
    path = write(tmp_path / name, source)
    script = build_script(read_article(path), load_config())
    return script.title, [(c.kind, c.text) for c in script.chunks]


def test_a_cut_samples_comments_and_statements_are_its_code_not_the_title_ko(tmp_path: Path) -> None:
    """eunohhh [250712-til]-fastapi-기초uv (s11 held-out [0] [20] [22] [24]): titled '애플리케이션 설정', a comment,
    and 'settings = Settings()' read as a paragraph."""
    title, chunks = _script(tmp_path, "[250712-til]-fastapi-기초uv.md", FASTAPI_CONFIG)
    said = " ".join(text for _, text in chunks)
    assert title == "[250712 til] fastapi 기초uv"
    for code in ("애플리케이션 설정", "APP_NAME", "database_url_from_parts", "settings", "설정 인스턴스 생성"):
        assert code not in said
    assert [text for _, text in chunks[1:5]] == [
        "5단계: 환경변수 설정 파일(config.py)",
        "(여기서 코드는 생략합니다.)",
        "6단계: 데이터베이스 연결 파일(database.py)",
        "세션을 만드는 함수를 정의합니다.",
    ]


def test_an_escaped_end_closes_every_open_sample_before_the_next_is_counted_ko(tmp_path: Path) -> None:
    """eunohhh [250712-til]-fastapi-제너레이터-궁금증: the `<pre>`s left open were counted one too deep, so the `</pre>`
    closing the demo was taken for an inner one; its `# 실행해보면:` comment (an `<h1>` by the export) became the
    episode's title and 'demonstrate_generator()' a paragraph."""
    title, chunks = _script(tmp_path, "[250712-til]-fastapi-제너레이터-궁금증.md", FASTAPI_GENERATOR)
    said = " ".join(text for _, text in chunks)
    assert title == "[250712 til] fastapi 제너레이터 궁금증"
    for code in ("실행해보면", "demonstrate_generator", "제너레이터 객체 생성", "실제 값 획득", "get_db"):
        assert code not in said
    assert "4. 메모리 관점에서 보기" in said
    assert "제너레이터는 세션의 참조를 돌려줍니다." in said


def test_a_shell_samples_comments_are_no_headings_en(tmp_path: Path) -> None:
    """Aimad Ul Islam, Building a Cybersecurity Home Lab on a Budget: '# Verify installation (…):' and '# 5. Update
    the system:' were headings, 'virtualbox --version' and 'passwd' paragraphs."""
    _, chunks = _script(tmp_path, "home-lab.md", HOME_LAB)
    said = " ".join(text for _, text in chunks)
    for code in ("Verify installation", "virtualbox --version", "Example output", "On Windows", "passwd", "sudo"):
        assert code not in said
    assert [kind for kind, _ in chunks].count("heading") == 2
    assert "Kali Linux is the industry-standard penetration testing distribution." in said


# Made up for the rule's other side (no export seen does it): a `<pre>` left open, then a Markdown heading and a
# paragraph of sentences before its `</pre>`. The heading and the sentences stay heard, as before.
PROSE_INSIDE = {
    "en": (
        "<div><pre><code>x = load()\n\n# Why this matters\n\n"
        "This paragraph explains the design in full sentences. It is the writer's prose.\n\n</code></pre></div>\n",
        ("Why this matters", "This paragraph explains the design in full sentences."),
    ),
    "ko": (
        "<div><pre><code>x = load()\n\n# 왜 중요한가\n\n"
        "이 문단은 설계를 문장으로 설명합니다. 글쓴이의 글입니다.\n\n</code></pre></div>\n",
        ("왜 중요한가", "이 문단은 설계를 문장으로 설명합니다."),
    ),
}


@pytest.mark.parametrize("lang", sorted(PROSE_INSIDE))
def test_a_heading_among_sentences_is_never_taken_into_the_code(tmp_path: Path, lang: str) -> None:
    source, heard = PROSE_INSIDE[lang]
    _, chunks = _script(tmp_path, "post.md", f"---\ntitle: t\nlang: {lang}\n---\n{source}")
    said = " ".join(text for _, text in chunks)
    for words in heard:
        assert words in said


@pytest.mark.parametrize(
    "line",
    [
        "settings = Settings()",  # eunohhh fastapi-기초uv
        "APP_NAME: str = os.getenv(&quot;APP_NAME&quot;, &quot;도서 관리 API&quot;)",
        "export default SignIn;",  # eunohhh privateroute
        "> 로그인 </button> <button onClick={handleSignUp}> 회원가입 </button> </div> ); }",
        "return db_book  # BookResponse로 자동 변환되어 반환",  # eunohhh pydantic,-sqlalchemy
        "def database_url_from_parts(self) -&amp;gt; str:",
        'print(f"session은 SessionLocal 인스턴스? {isinstance(session, Session)}")',
        "@property",
        "load_dotenv()",
        "});",
        "</code></pre>",
        "try:",
    ],
)
def test_statements(line: str) -> None:
    assert is_statement(line)


@pytest.mark.parametrize(
    "line",
    [
        "정확합니다! schemas.py의 클래스들은 NestJS의 DTO와 거의 동일한 역할을 합니다!",
        "class 들은 nest.js 의 dto 같은 거라고 봐야 할까요?",
        "Return to the list and pick one.",
        "For now, we’ll work with the default function:",
        "x = 5 is the answer",
        "import 文を使います。",
        "const 关键字用于声明常量。",
        "else.",
    ],
)
def test_sentences_are_no_statements(line: str) -> None:
    assert not is_statement(line)


def test_a_block_of_statements_is_code_and_holds_no_sentence() -> None:
    block = "db = SessionLocal()\ntry:\n    yield db\nfinally:\n    db.close()"
    assert code_lines(block)
    assert not sentences(block)
    assert sentences("x = load()\n이 문단은 설계를 문장으로 설명합니다.")
    assert sentences("This paragraph explains the design in full sentences.")
    assert not sentences('print("This string is a sentence. It is the program\'s.")')
