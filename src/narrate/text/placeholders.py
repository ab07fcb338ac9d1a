"""Names in braces that a page shows as written: a variable's reference, a placeholder, a slot.

`${token}` (a shell's or a template literal's reference), `/notes/{userId}` (a path parameter),
`{project_name}.{folder}`, `{Sheet Name}.xml.rels` (a name to fill in), "order a {size} {topping} pizza" (a slot):
Markdown shows single braces as they are, and the braces are what tell a placeholder from the word it holds
("What time is it in {location}" is not "… in location"). They are code, said as inline code is ("open brace userId
close brace"). Not these: doubled braces (a template's `{{ x }}`, Liquid's `{% … %}`), a TeX group glued to what it
belongs to (`C_{i}`, `e^{x}`, `\\mathbf{x}`), a MyST role before its backtick (`{ref}`…), an attribute list (`{#id}`,
`{.class}`: text.tidy leaves those out first), and a JSX expression (text.jsx reads an MDX page before this).
"""

from __future__ import annotations

from narrate.patterns import LazyPattern

__all__ = ["SHOWN_REF"]

# A name of one token (letters first: `userId`, `project_name`, `名前`) or two or three words (`Sheet Name`), in one
# pair of braces with nothing glued before that would make them a script's, a command's or a template's group, or
# a word's aside (`변화율{기울기}`: braces written as brackets after a word), or a bracket's attributes
# (`:w[file]{enter}`, a directive's where a site renders one).
SHOWN_REF = LazyPattern(
    r"\$\{[^\W\d][\w.\-]{0,60}\}"
    r"|(?<![\w{}$\\^\]])\{(?:[^\W\d][\w.\-]{0,40}|[^\W\d]\w{0,20}(?: [^\W\d]\w{0,20}){1,2})\}(?![A-Za-z0-9_{}`])"
)
