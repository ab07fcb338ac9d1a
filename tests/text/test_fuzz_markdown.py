"""Fuzzing the text stage: any Markdown gives a Script or a NarrateError, and what is
spoken never carries Markdown syntax, a URL, or an empty chunk."""

from __future__ import annotations

import functools
import re
import tempfile
import unicodedata
from pathlib import Path

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from narrate.config import Config, load_config
from narrate.errors import NarrateError
from narrate.text.article import read_article
from narrate.text.chunking import MAX_CHARS, split_text
from narrate.text.lexicon import speakable
from narrate.text.prose import extract_blocks
from narrate.text.script import build_script

LANGS = ("zh-hant", "zh-hans", "en", "ja", "ko")

# Words from every script narrate speaks, plus the characters that trip parsers up.
_words = st.sampled_from(
    [
        "GPU",
        "節點",
        "错误",
        "記憶體",
        "K8s",
        "kubectl",
        "hello",
        "world",
        "テスト",
        "한국어",
        "50%",
        "3~5",
        "A/B",
        "→",
        "🚀",
        "\u200b",
        "\ufeff",
        "\u202e",
        "x_y",
        "a.m.",
        "。",
        "！",
        ",",
        ".",
        "1.",
        "*",
        "_",
        "~",
        "`",
        "$",
        "\\",
        "|",
        "#",
        "[",
        "]",
        "(",
        ")",
        "<",
        ">",
        "{",
        "}",
        "!",
        "-",
        "+",
        ":",
        "&amp;",
        "&lt;div&gt;",
        "\\<b>",
        "\\[x](y)",
        "[x](y z)",
        "\x00",
        "\x07",
        "\x1b[31m",
        "\r",
        "\u2028",
        "\ud800",
    ]
)
_unicode = st.text(
    alphabet=st.characters(codec=None, exclude_categories=()),
    max_size=12,
)
_scheme_url = st.builds(
    lambda host, path: f"https://{host}.com/{path}",
    st.from_regex(r"[a-z]{1,8}", fullmatch=True),
    st.from_regex(r"[a-z0-9_/.-]{0,12}", fullmatch=True),
)
_www_url = st.builds(lambda host: f"www.{host}.org", st.from_regex(r"[a-z]{1,8}", fullmatch=True))
_url = st.one_of(_scheme_url, _www_url)


def _inline() -> st.SearchStrategy[str]:
    piece = st.one_of(
        _words,
        _unicode,
        _url,
        st.builds(lambda t, u: f"[{t}]({u})", _words, _url),
        st.builds(lambda u: f"<{u}>", _scheme_url),
        st.builds(lambda t, u: f"![{t}]({u})", _words, _url),
        st.builds(lambda t, u: f"[![{t}](b.svg)]({u})", _words, _url),
        st.builds(lambda t: f"**{t}**", _words),
        st.builds(lambda t: f"*{t}*", _words),
        st.builds(lambda t: f"~~{t}~~", _words),
        st.builds(lambda t: f"`{t}`", _words),
        st.builds(lambda t: f"`{t}`", _url),
        st.builds(lambda t: f"${t}$", _words),
        st.just("<br>"),
        st.just("<span class='x'>"),
        st.just("</span>"),
        st.just("<!-- note -->"),
        st.just("[^1]"),
        st.just('{{< figure src="a.png" >}}'),
        st.just("{{% ref x %}}"),
        st.just("{% include x.html %}"),
        st.just("{{ .Title }}"),
        st.just("{{{ .starter }}}"),
        st.just("{{< ruby 僕 ぼく >}}"),
        st.just("{{< notice >}}內文{{< /notice >}}"),
        st.builds(lambda t: f"[[{t}]]", _words),
        st.builds(lambda t, u: f"[[{t}|{u}]]", _words, _words),
        st.builds(lambda t: f"![[{t}.png]]", _words),
        st.builds(lambda t: f"!youtube[{t}]", _words),
        st.just("{#heading-id}"),
        st.just("{: .class}"),
        st.just("{.note #x}"),
        st.just("`&#34;x&#34;`"),
        st.just("&#34;"),
        st.just("0xf3be9a7c0d7412345678"),
        st.just("3f786850e387550fdab836ed7e6dc881de23001b"),
        st.just("`3f786850e387550fdab836ed7e6dc881de23001b`"),
        st.just("$4500"),
        st.just("$ 5"),
        st.just("#50959 @someone"),
        st.just("a@b.com"),
        st.just("440公里/小时"),
        st.just("/etc/profile.d/custom.sh"),
        st.just("{"),
        st.just("}"),
        st.just("[["),
        st.just("]]"),
    )
    return st.lists(piece, min_size=1, max_size=8).map(" ".join)


def _block(depth: int = 0) -> st.SearchStrategy[str]:
    line = _inline()
    options = [
        line,
        line.map(lambda t: "# " + t),
        line.map(lambda t: "### " + t),
        line.map(lambda t: "- " + t),
        line.map(lambda t: "1. " + t),
        line.map(lambda t: "> " + t),
        line.map(lambda t: "[^1]: " + t),
        line.map(lambda t: "```\n" + t),  # unbalanced fence
        line.map(lambda t: "```python\n" + t + "\n```"),
        line.map(lambda t: "    " + t),
        line.map(lambda t: "| a | b |\n|---|---|\n| " + t + " | x |"),
        line.map(lambda t: "$$\n" + t + "\n$$"),
        line.map(lambda t: "<div>\n" + t + "\n</div>"),
        line.map(lambda t: "{{% notice %}}\n" + t + "\n{{% /notice %}}"),
        line.map(lambda t: "{% highlight go %}\n" + t + "\n{% endhighlight %}"),
        line.map(lambda t: "{{< highlight go >}}\n" + t + "\n{{< /highlight >}}"),
        line.map(lambda t: "> [!NOTE]\n> " + t),
        line.map(lambda t: ":::tip\n" + t + "\n:::"),
        line.map(lambda t: "## " + t + " {#id}"),
        line.map(lambda t: "<table><tr><td>" + t + "</td></tr></table>"),
        st.just("import X from './x'"),
        st.just("export const a = 1"),
        st.just("---"),
    ]
    if depth < 3:
        nested = _block(depth + 1)
        options += [
            nested.map(lambda t: "\n".join("  " + ln for ln in ("- x\n" + t).splitlines())),
            nested.map(lambda t: "\n".join("> " + ln for ln in t.splitlines())),
            nested.map(lambda t: "- " + t.replace("\n", "\n  ")),
        ]
    return st.one_of(options)


_markdown = st.lists(_block(), min_size=0, max_size=8).map("\n\n".join)

_SYNTAX = ("](", "![", "```", "**", "://", "{{", "}}", "[[", "]]", "{#", "&#")
_HEX_RUN = re.compile(r"[0-9A-Fa-f]{16}")
# An address: a host and a top-level domain after "www." ("www." alone, or "www.0" with no top-level
# domain, is no address, and narrate says it as written).
_WWW = re.compile(r"www\.[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*\.[A-Za-z]{2,}")
_TAG = re.compile(r"<[A-Za-z/!][^<>]*>")


@functools.lru_cache(maxsize=1)
def _config() -> Config:
    # Not a fixture argument: hypothesis prints a failing example's arguments, and a Config
    # holds settings for every language Edge speaks (tens of kB of repr, a HypothesisWarning).
    return load_config()


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(body=_markdown, lang=st.sampled_from(LANGS))
@example(body="- - - > [!NOTE]\n      > ]", lang="zh-hant")  # found by this test: "NOTE]]" was spoken
@example(body="- - > > [!NOTE]\n    > > \x07 !youtube[\\[x](y)]", lang="zh-hant")  # and this, through a control
@example(body="  - x\n  > - > [!NOTE]\n  >   > #50959 @someone !youtube[\\[x](y)]", lang="zh-hant")  # a handle between
@example(body="$0]($A", lang="zh-hant")  # and this: a formula read aloud said its "]("
@example(body="GPU\n\n  - x\n  $$\n  0xf3be9a7c0d7412345678\n  $$", lang="zh-hant")  # a hash read out as math
@example(body="GPU\n\n  - x\n  $$\n  www.0.AA\n  $$", lang="zh-hant")  # and an address read out as math
@example(body="see www.example.org and www.", lang="en")
@example(body="www.0", lang="zh-hant")  # found by this test: no domain, so no address (said as written)
@example(
    body="a.m. 0xf3be9a7c0d7412345678 #50959 @someone https://a.com/", lang="zh-hant"
)  # "a", "com": not Portuguese
@example(body="$[0](0)$", lang="zh-hant")  # found by this test: a formula's "](" is two groups, never a link
@example(body="GPU\n\n- > > $$\n  > > 00[[]]\n  > > $$", lang="zh-hant")  # and brackets said as written: never "[["
@example(body="GPU\n\n> <div>\n> 0xf3be9a7c0d7412345678 *\x08*\n> </div>", lang="zh-hant")  # stars around a control
@example(
    body="GPU\n\n  - x\n    - x\n    <div>\n    0xf3be9a7c0d7412345678 *\ue000*\n    </div>", lang="zh-hant"
)  # private use
@example(body="<div>\na _\u200b_ b *\U0010ffff* c\n</div>", lang="en")  # and a zero-width space, a noncharacter
@example(
    body="GPU\n\n  - x\n    - x\n    <div>\n    0xf3be9a7c0d7412345678 *\U0001f000*\n    </div>", lang="zh-hant"
)  # an emoji
@example(body="GPU\n\n  - x\n  > $$\n  > [[㐀\n  > $$", lang="zh-hant")  # CJK text in a formula said with its "[["
@example(body="- <a.com>\n\n<a.com>", lang="en")  # found by this test (s14): a bracketed name sent whole
def test_markdown_gives_clean_script_or_narrate_error(body: str, lang: str) -> None:
    config = _config()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "post.md"
        path.write_bytes(f"---\nlang: {lang}\ntitle: Fuzz\n---\n".encode() + body.encode("utf-8", "surrogatepass"))
        try:
            script = build_script(read_article(path), config)
        except NarrateError as exc:
            assert "\n" not in str(exc)
            return
    assert script.chunks
    for chunk in script.chunks:
        assert chunk.text.strip(), chunk
        assert chunk.text == chunk.text.strip()
        for syntax in _SYNTAX:
            assert syntax not in chunk.text, (syntax, chunk.text)
        assert not _TAG.search(chunk.text), chunk.text
        assert not _HEX_RUN.search(chunk.text), chunk.text
        assert not _WWW.search(chunk.text), chunk.text
        assert chunk.pause_ms >= 0
    assert script.chunks[-1].pause_ms == 0


@settings(max_examples=200, deadline=None)
@given(
    body=st.one_of(_markdown, st.text(alphabet=st.characters(codec=None, exclude_categories=()), max_size=300)),
    lang=st.sampled_from(LANGS),
)
def test_prose_stage_takes_any_text(body: str, lang: str) -> None:
    """Below the file reader (which refuses invalid UTF-8), any str — lone surrogates,
    controls, private use — goes through blocks, speech and chunking without an error."""
    lexicon = (("K8s", "Kubernetes"), ("kubectl", "kube control"))
    for block in extract_blocks(body):
        spoken = speakable(block.segments, lang, lexicon)
        assert spoken == spoken.strip()
        assert not any(unicodedata.category(ch) in ("Cc", "Cs", "Co") for ch in spoken)
        for chunk in split_text(spoken):
            assert chunk.strip() and len(chunk) <= MAX_CHARS


def test_a_language_without_its_own_words_shortens_an_address_as_a_hash() -> None:
    """Found by the fuzz test: a block decided Portuguese (no word table) kept a 20-digit address whole."""
    from narrate.text.lexicon import reduce_identifiers
    from narrate.text.stopwords import latin_language

    assert reduce_identifiers("erro 0xf3be9a7c0d7412345678 aqui", "pt-br") == "erro 0xf3be aqui"
    # and abbreviations and domains are no language's function words ("a", "m", "com")
    assert latin_language("a.m. a.com e.g. a.m.")[0] == "en"
