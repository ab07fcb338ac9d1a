"""Site variables are said as the site fills them in, else by name; never a hole.

The sites are small copies of real ones' data: pingcap/docs-cn's variables.json (values as of its
snapshot), grml/grml.org's hugo.yaml `params`, and a Jekyll `_data/products.yml` of the shape
cockroachdb/docs reads as `{{ site.data.products.basic }}`.
"""

from __future__ import annotations

from pathlib import Path

from narrate.config import load_config
from narrate.flow.summaries import Readings
from narrate.text.article import read_article
from narrate.text.script import build_script
from narrate.text.source import read_source


def _spoken(path: Path) -> str:
    return " ".join(c.text for c in build_script(read_article(path), load_config()).chunks)


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_variables_json_fills_triple_braces_in_body_and_title(tmp_path: Path) -> None:
    _write(
        tmp_path / "variables.json",
        '{"starter": "TiDB Cloud Starter", "essential": "TiDB Cloud Essential", "company": "PingCAP"}',
    )
    post = _write(
        tmp_path / "develop" / "dev-guide-gui-dbeaver.md",
        "---\ntitle: 备份 {{{ .starter }}} 数据\nlang: zh-hans\n---\n"
        "> 本教程兼容 {{{ .starter }}}、{{{ .essential }}}、TiDB Cloud Dedicated 集群以及自托管 TiDB。\n\n"
        "请从 {{{ .company }}} 官方或 TiDB 社区获取支持。\n",
    )
    spoken = _spoken(post)
    assert "本教程兼容 TiDB Cloud Starter、TiDB Cloud Essential、TiDB Cloud Dedicated" in spoken
    assert "请从 PingCAP 官方" in spoken
    assert read_article(post).title == "备份 TiDB Cloud Starter 数据"
    assert "、、" not in spoken and "{" not in spoken


def test_hugo_param_from_the_page_then_the_site(tmp_path: Path) -> None:
    _write(tmp_path / "hugo.yaml", "params:\n  current_release:\n    version: '2026.04'\n    codename: CashFloh\n")
    post = _write(
        tmp_path / "content" / "download" / "index.md",
        "+++\ntitle = 'Download'\n[params]\nkernel_version = '6.12'\n+++\n"
        "Grml {{< param current_release.version >}} - codename {{< param current_release.codename >}} "
        "ships Linux {{< param kernel_version >}}; see {{< param release_notes >}}.\n",
    )
    spoken = _spoken(post)
    assert "Grml 2026.04 - codename CashFloh ships Linux 6.12" in spoken
    assert "see release notes." in spoken  # not in the site's data: its name, not a hole


def test_jekyll_site_data_and_config(tmp_path: Path) -> None:
    _write(tmp_path / "_config.yml", "title: CockroachDB Docs\n")
    _write(tmp_path / "_data" / "products.yml", "basic: CockroachDB Basic\nstandard: CockroachDB Standard\n")
    post = _write(
        tmp_path / "cockroachcloud" / "metrics-overview.md",
        "---\ntitle: Overview Dashboard\nlang: en\n---\n"
        "For {{ site.data.products.basic }} deployments, you can also monitor Request Units. "
        "For {{ site.data.products.basic }} and {{ site.data.products.standard }} deployments, "
        "see {{ site.title }}.\n",
    )
    spoken = _spoken(post)
    assert "For CockroachDB Basic deployments" in spoken
    assert "For CockroachDB Basic and CockroachDB Standard deployments, see CockroachDB Docs." in spoken


def test_without_site_data_the_name_is_said(tmp_path: Path) -> None:
    post = _write(
        tmp_path / "post.md",
        "---\nlang: zh-hans\n---\n本文档适用于 {{{ .starter }}}、{{{ .essential }}} 和 {{{ .dedicated }}}。\n",
    )
    assert "本文档适用于 starter、essential 和 dedicated。" in _spoken(post)


def test_a_changed_variables_file_changes_the_reading_key(tmp_path: Path) -> None:
    """A build's summary of an article is keyed by the site's data too: edit variables.json, read again."""
    variables = _write(tmp_path / "site" / "variables.json", '{"starter": "TiDB Cloud Serverless"}')
    post = _write(tmp_path / "site" / "a.md", "---\nlang: en\n---\nUse {{{ .starter }}}.\n")
    config = load_config()

    def keys() -> tuple[str | None, str | None]:
        source = read_source(post, root=tmp_path / "site", config=config, walked=True)
        return source.content_key, source.key

    before = keys()
    assert None not in before
    readings = Readings(tmp_path / "cache", tmp_path / "out", tmp_path / "site", config)
    assert readings.read(post).reading_key == before[0]
    readings.save()
    assert Readings(tmp_path / "cache", tmp_path / "out", tmp_path / "site", config).read(post).summary_only
    variables.write_text('{"starter": "TiDB Cloud Starter"}', encoding="utf-8")
    from narrate.text import site_data

    site_data._read_site.cache_clear()
    after = keys()
    assert after[0] != before[0] and after[1] != before[1]
    again = Readings(tmp_path / "cache", tmp_path / "out", tmp_path / "site", config).read(post)
    assert not again.summary_only and again.reading_key == after[0]


def test_a_site_config_made_after_the_first_look_is_found(tmp_path: Path) -> None:
    """Where a site's root is, is remembered per folder by the folder's mtime (a build asks for every
    article): a config file added later, as in a long `narrate serve`, is still found, and so is a
    repository root (`.git`) that stops the walk; one folder's answer is not another's."""
    from narrate.text.site_data import site_data

    blog = tmp_path / "blog"
    post = _write(blog / "content" / "posts" / "a" / "index.md", "---\ntitle: A\n---\n\nText.\n")
    other = _write(blog / "content" / "posts" / "b" / "index.md", "---\ntitle: B\n---\n\nText.\n")
    before = site_data(post)
    assert before.params == {} and site_data(other).stamp == before.stamp
    config = _write(blog / "hugo.toml", '[params]\nproduct = "Widget"\n')
    after = site_data(post)
    assert after.params == {"product": "Widget"} and after.stamp != before.stamp
    assert site_data(other).params == {"product": "Widget"}
    # A repository root between the article and the config: the walk stops there (the config above
    # belongs to another project).
    (blog / "content" / ".git").mkdir()
    assert site_data(post).params == {}
    (blog / "content" / ".git").rmdir()
    config.unlink()
    assert site_data(post).params == {} and site_data(post).stamp == before.stamp
    # Hugo's config folder: `config/` made first, `config/_default/params.toml` in it later (the blog's
    # own folder does not change then, only `config/` does). Another blog: a site's data, once read, is
    # kept for the process.
    hugo = tmp_path / "hugo"
    page = _write(hugo / "content" / "posts" / "c" / "index.md", "---\ntitle: C\n---\n\nText.\n")
    (hugo / "config").mkdir()
    assert site_data(page).params == {}
    _write(hugo / "config" / "_default" / "params.toml", 'product = "Gadget"\n')
    assert site_data(page).params == {"product": "Gadget"}
