"""A `<pre>` nested in a `<pre>` whose code ends with the outer's closing tags written as text.

Tistory's export (eunohhh/my_tistory_blog_posts) turned an indented stretch of a code sample into its own
`<pre><code>` and escaped the sample's own closing tags into its text: `…&lt;/code&gt;&lt;/pre&gt;</code></pre>`.
By the HTML parsing rules the outer `<pre>` is then never closed, and narrate's reader (which nests a `<pre>` in a
`<pre>` as the browser does) left out everything after it in the block as code: s11 held-out, eunohhh
`[250713-til]-pydantic,-sqlalchemy` lines 63–327 (its headings, paragraphs and table) were one code cue, and in
`[250712-til]-fastapi-기초uv` steps 8–11 were never heard. The page shows those as headings and paragraphs, and
shows the code's end as text: the inner `</pre>` closes both. Where the inner code has no such end (the same
article's step 10), the outer code goes on to its own `</pre>` and stays left out.
"""

from __future__ import annotations

from pathlib import Path

from helpers import write
from narrate.config import load_config
from narrate.text.article import read_article
from narrate.text.html_text import html_parts
from narrate.text.script import build_script

# eunohhh/my_tistory_blog_posts e0df320e posts/til/[250713-til]-pydantic,-sqlalchemy.md lines 40–70 (trimmed)
PYDANTIC = """---
title: pydantic, sqlalchemy
lang: ko
---
<h4 data-ke-size="size20">FastAPI Pydantic Schemas (완전히 동일한 역할!)</h4>
<pre class="python"><code># schemas.py
from pydantic import BaseModel, Field
<p>class BookResponse(BaseModel):  # BookResponseDto와 동일!
id: int
updated_at: Optional[datetime]</p>
<pre><code>class Config:
    from_attributes = True  # ORM 모델과 호환&lt;/code&gt;&lt;/pre&gt;
</code></pre>
<h3 data-ke-size="size23">역할과 기능 비교</h3>
<h4 data-ke-size="size20">1. 요청 데이터 검증 (Request DTO)</h4>
<p data-ke-size="size16"><b>NestJS:</b></p>
<pre class="less"><code>@Post('/books')
async createBook(@Body() createBookDto: CreateBookDto) {
  return this.bookService.create(createBookDto);
}</code></pre>
<p data-ke-size="size16">요청 데이터는 이미 검증되어 있습니다.</p>
"""

# eunohhh/my_tistory_blog_posts e0df320e posts/til/[250712-til]-fastapi-기초uv.md lines 109–126 and 179–242
# (trimmed): step 7's code escapes its end, step 10's does not (its outer code goes on to its own `</pre>`)
FASTAPI = """---
title: fastapi
lang: ko
---
<h3 data-ke-size="size23">7단계: 데이터베이스 모델 정의(models.py)</h3>
<pre class="routeros"><code>from sqlalchemy import Column, Integer, String, Text, DateTime
<p>class Book(Base):
<strong>tablename</strong> = &quot;books&quot;</p>
<pre><code>id = Column(Integer, primary_key=True, index=True)
updated_at = Column(DateTime(timezone=True), onupdate=func.now())&lt;/code&gt;&lt;/pre&gt;
</code></pre>
<h3 data-ke-size="size23">8단계: Pydantic 스키마 정의(schema.py)</h3>
<pre class="python"><code>from fastapi import FastAPI, HTTPException, Depends, status
<p>@app.post(&quot;/books&quot;, response_model=schemas.BookResponse)
def create_book(book: schemas.BookCreate, db: Session = Depends(get_db)):
raise HTTPException(status_code=status.HTTP_400_BAD_REQUEST)</p>
<pre><code>return crud.create_book(db=db, book=book)
</code></pre>
<p>@app.delete(&quot;/books/{book_id}&quot;, tags=[&quot;Books&quot;])
def delete_book(book_id: int, db: Session = Depends(get_db)):
return {&quot;message&quot;: &quot;도서가 성공적으로 삭제되었습니다.&quot;}</code></pre></p>
<h3 data-ke-size="size23">11단계: 실행 및 테스트</h3>
<p data-ke-size="size16">PostgreSQL 컨테이너를 실행합니다:</p>
"""


def _chunks(tmp_path: Path, source: str) -> list[tuple[str, str]]:
    path = write(tmp_path / "post.md", source)
    return [(c.kind, c.text) for c in build_script(read_article(path), load_config()).chunks]


def test_the_article_after_a_code_sample_whose_end_was_escaped_is_heard(tmp_path: Path) -> None:
    chunks = _chunks(tmp_path, PYDANTIC)
    said = "\n".join(text for _, text in chunks)
    assert "역할과 기능 비교" in said and "요청 데이터 검증" in said and "이미 검증되어 있습니다" in said
    assert "from_attributes" not in said and "BookResponse" not in said and "createBook" not in said
    assert [kind for kind, _ in chunks].count("cue") == 2  # the two code samples, each one cue


def test_steps_after_an_escaped_end_are_heard_and_an_unescaped_nest_stays_code(tmp_path: Path) -> None:
    chunks = _chunks(tmp_path, FASTAPI)
    said = "\n".join(text for _, text in chunks)
    assert "8단계" in said and "11단계" in said and "PostgreSQL 컨테이너를 실행합니다" in said
    # step 10's outer code goes on after its nested `<pre>` closes: still left out, as the browser shows it in code
    assert "delete_book" not in said and "삭제되었습니다" not in said and "Column" not in said


def test_a_nested_pre_without_an_escaped_end_nests_as_in_the_browser() -> None:
    parts, unclosed = html_parts("<pre><code>a = 1\n<pre><code>b = 2\n</code></pre>\n<p>c = 3</p>\n")
    assert unclosed == "pre" and not [p for p in parts if p.kind != "cue"]
    parts, unclosed = html_parts(
        "<pre><code>a = 1\n<pre><code>b = 2&lt;/code&gt;&lt;/pre&gt;\n</code></pre>\n<p>Words.</p>\n"
    )
    assert unclosed == "" and any("Words." in "".join(t for t, _ in p.runs) for p in parts)


# eunohhh/my_tistory_blog_posts e0df320e posts/til/[240611-til]-privateroute.md lines 6–57 (trimmed): the sample's
# nested `<pre>` holds blank lines, so Markdown cuts the block; the sample's last line comes after the nested
# `</pre>`, before the outer `</pre>` (`<p>export default useAuth;</code></pre></p>`)
PRIVATEROUTE = """---
title: privateroute
lang: ko
---
<h3>2. Auth 설정</h3>
<p>인증 상태 관리는 Context API, Redux, Zustand 무엇이 되었든 상관없습니다.</p>
<pre><code class="language-tsx">// useAuth.tsx
import api from &quot;@/api/api&quot;;
<p>function useAuth() {
const { user, isLoggedIn, logOut } = useAuthStore();</p>
<pre><code>const { mutateAsync: signUp } = useMutation({
    mutationFn: (data: AuthData) =&amp;gt; api.auth.signUp(data),
});

return {
    user,
    logOut
};
</code></pre>
<p>}</p>
<p>export default useAuth;</code></pre></p>
<h3>3. PrivateRoute 컴포넌트 구현</h3>
<p><code>PrivateRoute</code> 컴포넌트를 구현하여 인증 상태를 확인합니다.</p>
"""


def test_the_last_lines_of_a_sample_after_its_nested_pre_stay_code(tmp_path: Path) -> None:
    """s11 held-out eunohhh privateroute [9, 13, 21]: 'export default useAuth;' was read as a paragraph."""
    chunks = _chunks(tmp_path, PRIVATEROUTE)
    said = "\n".join(text for _, text in chunks)
    assert "export default" not in said and "useAuth" not in said.replace("useAuth.tsx", "")
    assert "3. PrivateRoute 컴포넌트 구현" in said and "인증 상태를 확인합니다" in said
    assert [kind for kind, _ in chunks].count("cue") == 1


def test_a_new_sample_before_the_outer_close_stops_the_skip(tmp_path: Path) -> None:
    """eunohhh [250712-til]-fastapi-제너레이터-궁금증 (shape): with two `<pre>`s open, a block that opens a new sample
    before any `</pre>` is the article again (its heading was lost while this rule was being written)."""
    source = (
        '---\ntitle: t\nlang: ko\n---\n<h3>1. 시작</h3>\n<pre class="ruby"><code>@app.get("/books")\n'
        '<pre><code>books = db.query(Book).all()\n\nreturn books\n</code></pre>\n<h3 data-ke-size="size23">'
        '2. 핵심 포인트: db는 세션입니다</h3>\n<pre class="python"><code>def get_db():\n    pass</code></pre>\n'
        '<p data-ke-size="size16">여기까지 읽었습니다.</p>\n'
    )
    said = "\n".join(text for _, text in _chunks(tmp_path, source))
    assert "2. 핵심 포인트" in said and "여기까지 읽었습니다" in said and "get_db" not in said
