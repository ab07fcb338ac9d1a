"""A Liquid/Hexo tag pair ends the paragraph or list item above it (Jekyll and Hexo read their tags before the
Markdown): the structure as markdown_rules parses it, beside the golden cases of en.liquid16/zh-hant.liquid16."""

from __future__ import annotations

from narrate.text import markdown_rules


def _types(src: str) -> list[str]:
    return [t.type for t in markdown_rules.build_parser().parse(src, {}) if t.nesting >= 0 and t.level == 0]


def test_a_closed_highlight_right_under_a_paragraph_line_is_a_code_block() -> None:
    """carpdiem's dotfiles: '[.zshrc](…)' then `{% highlight shell linenos %}`, its '#' lines code, not headings."""
    src = "[.zshrc](https://x.test/.zshrc)\n{% highlight shell linenos %}\n# a comment\nalias ll='ls'\n{% endhighlight %}\n"
    assert _types(src) == ["paragraph_open", "code_block"]


def test_an_opener_no_end_tag_follows_stays_in_its_paragraph() -> None:
    """No pair, no block: the paragraph reads on through the tag line, as before the rule."""
    assert _types("Write the tag as\n{% highlight ruby %}\nand the page shows it.\n") == ["paragraph_open"]


def test_a_raw_tag_right_under_a_paragraph_line_ends_nothing() -> None:
    """`{% raw %}` only says 'no Liquid inside': what it wraps is read as ever, so it never ends a paragraph."""
    assert _types("Use it like this\n{% raw %}\n{{ page.title }}\n{% endraw %}\n") == ["paragraph_open"]


def test_each_end_tag_is_looked_for_once_however_many_openers_ask() -> None:
    """Every paragraph line that is an opener asks whether an end tag follows: the answer comes from one pass over the
    text (else an article of unclosed openers would be walked once per opener, quadratic)."""
    markdown_rules._closing_offsets.cache_clear()
    src = "Words\n" + "{% highlight go %}\n" * 3000 + "words\n"
    assert _types(src) == ["paragraph_open"]
    assert markdown_rules._closing_offsets.cache_info().misses == 1
