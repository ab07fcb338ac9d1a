"""An article's identity among the others: key, page and group by the site's rules, one slug per group.

Reading one article (text.article) sees one file; text.site places it on the blog. What the others
decide: the language versions of one article are one page on the blog in several languages and one
episode name, so each translation group gets one slug; the slug an episode was published under is
kept (its file names and GUID never change, whatever rule made it: the manifest's records say which
article published which slug); slugs that collide are told apart, or refused when the front matter
chose them (:func:`assign_identities`).

Published episodes come in as anything shaped like a manifest record (:class:`Published`): this
stage reads no output folder itself.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path, PurePosixPath
from typing import Any, Protocol
from urllib.parse import quote, urlsplit, urlunsplit

from narrate.config import Config
from narrate.errors import ArticleError, NarrateError
from narrate.patterns import LazyPattern

from . import frontmatter
from .article import BUNDLE_STEMS, slugify
from .language import content_root, lang_from_filename, lang_suffix, normalize_lang
from .model import Article
from .readers import suffixes as reader_suffixes
from .site import Placement, Site, find_site
from .site.model import MAX_PAGE, PAGE_SAFE, page_length

__all__ = ["Identities", "Published", "absolute_page", "assign_identities", "identify_one"]


class Published(Protocol):
    """What an identity needs to know of a published episode (narrate.publish.manifest.Record has it)."""

    @property
    def lang(self) -> str: ...
    @property
    def slug(self) -> str: ...
    @property
    def source(self) -> str: ...
    @property
    def source_hash(self) -> str: ...
    @property
    def article_key(self) -> str: ...


@dataclass
class Identities:
    """Articles with their identity (key, page, group, slug), and what could not be given one."""

    articles: list[Article]
    failed: list[dict[str, str]] = field(default_factory=list)  # explicit slugs taken: source, error
    warnings: list[str] = field(default_factory=list)


_Member = tuple[Article, Placement]  # an article and where the site places it


Occupied = Callable[[str, str], "Path | None"]  # (lang, slug) → a file narrate did not write in its way, or None


def assign_identities(
    articles: list[Article],
    site: Site | None,
    content: Path | None,
    *,
    records: Iterable[Published] = (),
    base_url: str = "",
    keep: Iterable[str] = (),
    occupied: Occupied | None = None,
) -> Identities:
    """Give every article its key, page and group by the site's rules, and each translation group one slug.

    A group's slug: the one its episodes were published under (the manifest keeps it: published file
    names and GUIDs never change, whatever rule made them), else its front matter `slug`, else the name
    the site gives it (text.site), transliterated. Derived slugs that collide are told apart (the
    name's date, then a short hash of the group) with one warning; an explicit slug another group's
    published episode holds, or that another group also gives, fails (all of them, bar the publisher).
    `keep`: keys of articles that failed to read this time, whose published slugs stay reserved.
    `occupied(lang, slug)`: a file narrate did not write where an episode of that slug would write (the
    output folder's business, asked only for slugs not yet published): a derived slug is told apart
    from it, a front matter slug fails naming it.
    """
    if site is None:
        site = find_site(content or Path.cwd())
    placed = _paired_by_name(
        [
            (
                article,
                site.place(article.path, article.meta, date=article.date, title=article.title, fallback_root=content),
            )
            for article in articles
        ],
        site,
    )
    slugs = _Slugs.of(placed, list(records), set(keep), site)
    slugs.occupied = occupied
    slugs.tell_apart()
    zone = _zone_warning(placed, site, content)
    out: list[Article] = []
    for article, placement in placed:
        if placement.group in slugs.failed_groups and (placement.key, article.lang) not in slugs.published:
            continue
        slug = slugs.published.get((placement.key, article.lang), slugs.chosen[placement.group])
        page = absolute_page(placement.page, base_url or site.base_url)
        zone += _long_page(article, page)
        if len(page) > MAX_PAGE:
            page = ""
        out.append(
            replace(
                article,
                slug=slug,
                key=placement.key,
                group=placement.group,
                site_lang=placement.lang,
                page=page,
                web_roots=site.web_roots,
            )
        )
    return Identities(_shared_images(out), slugs.failed, slugs.warnings() + zone)


def _shared_images(articles: list[Article]) -> list[Article]:
    """The articles, a translation in a bundle (`index.en.md` beside `index.md`) without an image of its own
    given the one its bundle's other language versions name (the first with one, fewest dots in its name
    first: the original), so that every language's episode has the same art."""
    bundles: dict[tuple[Path, str], list[Article]] = {}
    for article in articles:
        if lang_suffix(article.path.stem)[0].lower() in BUNDLE_STEMS:
            bundles.setdefault((article.path.parent, article.path.suffix.lower()), []).append(article)
    images = {}
    for where, members in bundles.items():
        named = [a.image for a in sorted(members, key=lambda a: (a.path.stem.count("."), a.path.name)) if a.image]
        if named:
            images[where] = named[0]
    return [
        replace(article, image=images[where])
        if not article.image
        and (where := (article.path.parent, article.path.suffix.lower())) in images
        and lang_suffix(article.path.stem)[0].lower() in BUNDLE_STEMS
        else article
        for article in articles
    ]


@dataclass
class _Slugs:
    """The slugs of a set of translation groups, being decided: each group's choice, the slugs
    published episodes hold, and the collisions told apart or refused."""

    groups: dict[str, list[_Member]]  # group → its language versions
    published: dict[tuple[str, str], str]  # (key, lang) → the slug its episode was published under
    owners: dict[tuple[str, str], str]  # (lang, slug) → the key of the article that published it
    key_group: dict[str, str]  # key → group, for the articles present
    chosen: dict[str, str] = field(default_factory=dict)  # group → its slug
    explicit: dict[str, bool] = field(default_factory=dict)  # group → its slug is its front matter's
    dates: dict[str, str] = field(default_factory=dict)  # group → the date its name starts with
    failed: list[dict[str, str]] = field(default_factory=list)
    failed_groups: set[str] = field(default_factory=set)
    renamed: dict[str, str] = field(default_factory=dict)  # group → its derived slug, told apart
    occupied: Occupied | None = None  # (lang, slug) → a file narrate did not write in its way
    moved_aside: dict[str, Path] = field(default_factory=dict)  # group → the file its derived slug made way for

    @classmethod
    def of(cls, placed: list[_Member], records: list[Published], keep: set[str], site: Site) -> _Slugs:
        """The groups of the placed articles, what `records` published for them, and each group's choice."""
        groups: dict[str, list[_Member]] = {}
        for article, placement in placed:
            groups.setdefault(placement.group, []).append((article, placement))
        present = {p.key for _, p in placed} | keep
        published = _published(records, present)
        published.update(_moved(records, present, placed, published))
        slugs = cls(
            groups,
            published,
            owners={(lang, slug): key for (key, lang), slug in published.items()},
            key_group={p.key: p.group for _, p in placed},
        )
        for group, members in sorted(groups.items()):
            slugs.choose(group, members, site)
        return slugs

    def choose(self, group: str, members: list[_Member], site: Site) -> None:
        """A group's slug: the published one (its original's first), else a front matter slug (its
        original's first), else derived from the name the site gives its original."""
        original = _original(members, site)
        mine = [
            self.published[(p.key, a.lang)]
            for a, p in sorted(members, key=lambda m: m[1].key != original[1].key)
            if (p.key, a.lang) in self.published
        ]
        given = {a.slug for a, _ in members if a.slug_given}
        if mine:
            self.chosen[group], self.explicit[group] = mine[0], False
        elif given:
            self.chosen[group] = original[0].slug if original[0].slug_given else sorted(given)[0]
            self.explicit[group] = True
        else:
            self.chosen[group], self.explicit[group] = slugify(original[1].name), False
        dated = _DATE.match(original[1].key.rsplit("/", 1)[-1]) or _DATE.match(original[1].group.rsplit("/", 1)[-1])
        if dated and not self.chosen[group].startswith(dated.group(1)):
            self.dates[group] = dated.group(1)

    def tell_apart(self) -> None:
        """Settle every (language, slug) that more than one group claims, or that a published episode of
        another article holds: explicit slugs fail, derived ones are told apart."""
        # Who claims each (language, slug) among the versions not yet published.
        claims: dict[tuple[str, str], set[str]] = {}
        for group, members in self.groups.items():
            for article, placement in members:
                if (placement.key, article.lang) not in self.published:
                    claims.setdefault((article.lang, self.chosen[group]), set()).add(group)
        taken = set(self.owners) | {
            (a.lang, self.published[(p.key, a.lang)])
            for members in self.groups.values()
            for a, p in members
            if (p.key, a.lang) in self.published
        }
        for (lang, slug), claimants in sorted(claims.items()):
            blocked = self.occupied(lang, slug) if self.occupied is not None else None
            for group in self.settle(lang, slug, claimants, blocked):
                if group in self.renamed or self.explicit[group]:
                    continue
                if blocked is not None:
                    self.moved_aside[group] = blocked
                self.renamed[group] = _apart(
                    self.chosen[group], self.dates.get(group), group, taken | set(claims), self._free_in(lang)
                )
                taken.add((lang, self.renamed[group]))
        self.chosen.update(self.renamed)

    def _free_in(self, lang: str) -> Callable[[str], bool]:
        """Whether a slug in `lang` has nothing of anyone else's in its way in the output folder."""
        return lambda slug: self.occupied is None or self.occupied(lang, slug) is None

    def settle(self, lang: str, slug: str, claimants: set[str], blocked: Path | None = None) -> list[str]:
        """Fail the explicit claims on (lang, slug) that lose it; returns the derived claims to tell apart.
        `blocked`: a file narrate did not write where an episode of `slug` would write (every claim loses)."""
        owner = self.owners.get((lang, slug))
        owner_group = self.key_group.get(owner, owner) if owner is not None else None
        rivals = claimants - {owner_group} if owner_group is not None else claimants
        if blocked is not None and owner_group is None:
            return self._make_way(lang, slug, rivals, blocked)
        if owner_group is None and len(claimants) == 1:
            return []
        explicit = sorted(
            g for g in rivals if self.explicit[g] and not _published_group(self.groups[g], self.published)
        )
        if owner_group is not None:
            for group in explicit:  # a published episode of another article keeps its slug
                self.failed_groups.add(group)
                self.failed.extend(_taken(self.groups[group], slug, lang, owner or ""))
        elif len(explicit) >= 2:  # two front matters give one slug: neither may have it
            for group in explicit:
                self.failed_groups.add(group)
                others = [key for g in explicit if g != group for key in _keys(self.groups[g])]
                self.failed.extend(_shared(self.groups[group], slug, lang, others))
        return sorted(rivals - set(explicit))

    def _make_way(self, lang: str, slug: str, claimants: set[str], blocked: Path) -> list[str]:
        """A file narrate did not write is where (lang, slug) would write: the explicit claims fail naming
        it; returns the derived claims, to be told apart."""
        explicit = sorted(g for g in claimants if self.explicit[g])
        for group in explicit:
            self.failed_groups.add(group)
            self.failed.extend(_in_the_way(self.groups[group], slug, lang, blocked))
        return sorted(claimants - set(explicit))

    def warnings(self) -> list[str]:
        """One line for all the derived slugs told apart, and one for each that made way for a file narrate
        did not write."""
        lines = [
            f"warning: {_keys(self.groups[g])[0]}: {path} is not narrate's (the site's own file), so its "
            f"episode is named {self.renamed[g]} instead (give it a `slug:` in its front matter to choose)"
            for g, path in sorted(self.moved_aside.items())
        ]
        renamed = {g: s for g, s in self.renamed.items() if g not in self.moved_aside}
        if not renamed:
            return lines
        count = len(renamed)
        shown = ", ".join(f"{_keys(self.groups[g])[0]} → {s}" for g, s in sorted(renamed.items())[:10])
        more = f" and {count - 10} more" if count > 10 else ""
        return lines + [
            f"warning: {count} article{'s' if count != 1 else ''} would share a slug "
            f"derived from {'their' if count != 1 else 'its'} name; told apart as {shown}{more} "
            "(give one a `slug:` in its front matter to choose)"
        ]


_DATE = LazyPattern(r"^(\d{4}-\d{2}-\d{2})")
# The groups a translation key made (`ref:…`, `translationkey:…`, text.jekyll's `url:…`): never paired by name.
_KEYED = LazyPattern(r"^[a-z0-9_]+:")
# A name's last part when it is a language (`salad-recipes-en`, `title-zh`): polyglot's and others' naming.
_LANG_SUFFIX = LazyPattern(r"^(.+?)[-_.]([A-Za-z]{2,3}(?:[-_][A-Za-z]{2,4})?)$")


def _name_without_language(name: str, lang: str) -> str:
    """`name` without a last part that names `lang` (`title-zh` in zh-hans → `title`); a last part that
    names another language is part of the name (`what-it-is` in English keeps `is`)."""
    match = _LANG_SUFFIX.match(name)
    if match:
        tag = normalize_lang(match.group(2), strict=True) or match.group(2).lower()
        if tag.split("-")[0] == lang.split("-")[0]:
            return match.group(1)
    return name


def _zone_warning(placed: list[_Member], site: Site, content: Path | None) -> list[str]:
    """One line when a Hexo blog's posts have other URLs where it is built in its own `timezone:` than in
    UTC, which narrate assumes (Hexo writes URL dates in the build machine's zone): say which in site.timezone."""
    own = site.hexo.timezone if site.hexo is not None else ""
    if site.build_zone or not own or own.upper() == "UTC":
        return []
    there = replace(site, build_zone=own)
    moved = [
        p.key
        for a, p in placed
        if there.place(a.path, a.meta, date=a.date, title=a.title, fallback_root=content).page != p.page
    ]
    if not moved:
        return []
    return [
        f"warning: {len(moved)} post{'s' if len(moved) != 1 else ''} of this Hexo blog (first {moved[0]}) "
        f"{'have' if len(moved) != 1 else 'has'} another URL when the blog is built in {own} than in UTC: Hexo "
        "writes a post's URL date in the zone of the machine that builds it. narrate assumes UTC (CI); if the "
        f"blog is built elsewhere (hexo deploy from your computer), say so: site: {{timezone: {own}}} in voices.yaml"
    ]


def _paired_by_name(placed: list[_Member], site: Site) -> list[_Member]:
    """Jekyll has no translation rule of its own: where the site's templates pair no key, they pair by
    name (`_cn/x.md` beside `_posts/2021-07-11-x.md`, `en/_posts/…-x.md` beside `zh/_posts/…-x.md`).
    So on a Jekyll site, files that are alone in their group and share Jekyll's name for them (page.slug:
    the front matter slug, else the file name without its date) are one article when their languages
    all differ; two of one language are two articles (two diaries of one name), and stay apart."""
    if site.generator != "jekyll":
        return placed
    sizes: dict[str, int] = {}
    for _, placement in placed:
        sizes[placement.group] = sizes.get(placement.group, 0) + 1
    by_name: dict[str, list[int]] = {}
    for index, (article, placement) in enumerate(placed):
        if sizes[placement.group] == 1 and not _KEYED.match(placement.group):
            by_name.setdefault(_name_without_language(placement.name, article.lang), []).append(index)
    out = list(placed)
    for name, indexes in by_name.items():
        langs = [placed[i][0].lang for i in indexes]
        if len(indexes) > 1 and len(set(langs)) == len(langs):
            for i in indexes:
                out[i] = (placed[i][0], replace(placed[i][1], group=f"name:{name}"))
    return out


def identify_one(
    article: Article,
    config: Config,
    records: Iterable[Published] = (),
    *,
    occupied: Occupied | None = None,
    warn: Callable[[str], None] | None = None,
) -> Article:
    """`article`'s identity as a build of its content folder would give it (`narrate ARTICLE.md`,
    `narrate script`): its site found from the nearest content folder, the other articles of its
    folder read (front matter only) for its translation group, the slugs of `records` (the output
    folder's manifest) kept, the files of `occupied` made way for (warnings about it to `warn`).

    Raises ArticleError when its front matter slug is another published article's (or another's
    front matter slug in its folder): as a build would fail it."""
    root = content_root(article.path)
    # The site is the nearest generator's config above the article (a Jekyll post's `_posts/` sits right
    # under it, and three folders up is above the site); without one, as a build of its content folder.
    site = find_site(article.path.parent, config.site)
    if site.root is None:
        site = find_site(root, config.site)
    others: list[Article] = [article]
    folder = article.path.parent
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        names = []
    for name in names:
        path = folder / name
        if (
            path.name == article.path.name
            or name.startswith((".", "_index."))
            or not name.lower().endswith(reader_suffixes())
        ):
            continue
        try:
            if path.stat().st_size > 2 * 1024 * 1024:
                continue
            meta = frontmatter.read_front_matter(path, generator=site.generator)
        except (OSError, ValueError, RecursionError, NarrateError):
            continue  # an unreadable neighbour is not one of its translations
        given = frontmatter.text(meta, frontmatter.SLUG_KEYS, generator=site.generator)
        lang = frontmatter.text(meta, frontmatter.LANG_KEYS, generator=site.generator)
        others.append(
            replace(
                article,
                path=path,
                meta=meta,
                title=frontmatter.text(meta, frontmatter.TITLE_KEYS, generator=site.generator),
                image=frontmatter.text(meta, frontmatter.IMAGE_KEYS, generator=site.generator),
                slug=slugify(given) if given else "",
                slug_given=bool(given),
                lang=normalize_lang(lang) or lang_from_filename(path) or article.lang,
            )
        )
    done = assign_identities(others, site, root, records=records, base_url=config.feed.link, occupied=occupied)
    _warn_of(article, root, done.warnings, warn)
    for failure in done.failed:
        if failure["source"] == str(article.path):
            raise ArticleError(failure["error"], path=article.path, key="slug")
    for placed in done.articles:
        if placed.path == article.path:
            return placed
    return article


def _warn_of(article: Article, root: Path, warnings: list[str], warn: Callable[[str], None] | None) -> None:
    """Give `warn` the warnings of assigning identities that are about `article` (not its siblings)."""
    named = str(article.path.relative_to(root) if article.path.is_relative_to(root) else article.path)
    for line in warnings:
        if warn is not None and named in line:
            warn(line)


def _long_page(article: Article, page: str) -> list[str]:
    """The one line for an article whose page address is past :data:`MAX_PAGE` (a front matter permalink or
    url, or the site's rule with a long title or folders): its record could not keep it, so the episode links
    to the page the site's rules give instead, or to the feed's link."""
    written = frontmatter.find(article.meta, frontmatter.PAGE_KEYS)
    key, value = (written[0], frontmatter.as_text(written[1])) if written else ("", "")
    if page_length(value) > MAX_PAGE:
        instead = "the page the site's rules give" if page and len(page) <= MAX_PAGE else "the feed's link"
        encoded = "" if len(value) > MAX_PAGE else " once percent-encoded"
        return [
            f"warning: {article.path}: front matter {key} is {page_length(value):,} characters long{encoded}, past the "
            f"{MAX_PAGE:,} of a page address narrate keeps; the episode links to {instead} instead (write a "
            f"shorter {key})"
        ]
    if len(page) > MAX_PAGE:
        return [
            f"warning: {article.path}: its page address is {len(page):,} characters long, past the {MAX_PAGE:,} "
            "narrate keeps; the episode links to the feed's link instead (give it a shorter permalink in its "
            "front matter)"
        ]
    return []


def absolute_page(page: str, base: str) -> str:
    """`page` (a path on the blog) as a URL under `base` (the blog's address); a path when none is known."""
    if not page or "://" in page or not base or "://" not in base:
        return page
    parts = urlsplit(base)
    prefix = parts.path.rstrip("/")
    if prefix and (page == prefix or page.startswith(prefix + "/")):
        prefix = ""  # the path already starts with the site's own sub-path (Jekyll baseurl, Hexo root)
    return urlunsplit((parts.scheme, parts.netloc, prefix + quote(page, safe=PAGE_SAFE), "", ""))


def _original(members: list[_Member], site: Site) -> _Member:
    """The group's original: the version in the site's default language, else without a language
    suffix, else the first by key."""
    ordered = sorted(members, key=lambda m: m[1].key)
    for article, placement in ordered:
        if site.default_code and placement.lang == site.default_code:
            return article, placement
    for article, placement in ordered:
        if not site.lang_suffix(PurePosixPath(placement.key).stem)[1]:
            return article, placement
    return ordered[0]


def _published(records: Iterable[Published], present: set[str]) -> dict[tuple[str, str], str]:
    """(key, language) → the slug its episode was published under, for the articles still present.

    Records written before keys were recorded name their source as the path it was found by (relative
    to wherever that build ran): matched to the present key it ends with."""
    out: dict[tuple[str, str], str] = {}
    for record in records:
        key = record.article_key if record.article_key in present else _key_of(record.source, present)
        if key is not None:
            out.setdefault((key, record.lang), record.slug)
    return out


def _moved(
    records: list[Published],
    present: set[str],
    placed: list[tuple[Article, Placement]],
    published: dict[tuple[str, str], str],
) -> dict[tuple[str, str], str]:
    """Articles whose file moved (a folder renamed, a date put in front of it): an unpublished article
    with the very bytes of an episode whose article is gone keeps that episode's slug, and so its GUID
    and audio, instead of being narrated again under a new name."""
    orphans: dict[tuple[str, str], list[str]] = {}
    for record in records:
        key = record.article_key if record.article_key in present else _key_of(record.source, present)
        if key is None and record.source_hash:
            orphans.setdefault((record.source_hash, record.lang), []).append(record.slug)
    moved: dict[tuple[str, str], str] = {}
    for article, placement in placed:
        slugs = orphans.get((article.source_hash, article.lang))
        if slugs and len(slugs) == 1 and (placement.key, article.lang) not in published:
            moved[(placement.key, article.lang)] = slugs.pop()
    return moved


def _key_of(source: str, present: set[str]) -> str | None:
    posix = Path(source).as_posix()
    parts = posix.split("/")
    for start in range(len(parts)):
        tail = "/".join(parts[start:])
        if tail in present:
            return tail
    return None


def _published_group(members: list[tuple[Article, Placement]], published: dict[tuple[str, str], str]) -> bool:
    return any((p.key, a.lang) in published for a, p in members)


def _keys(members: list[tuple[Article, Placement]]) -> list[str]:
    return sorted(p.key for _, p in members)


def _taken(members: list[tuple[Article, Placement]], slug: str, lang: str, owner: str) -> list[dict[str, str]]:
    return [
        {
            "source": str(a.path),
            "error": f"{a.path}: slug '{slug}' in {lang} is the published episode of {owner}, which keeps it; "
            "give this article another `slug:` in its front matter",
        }
        for a, _ in members
    ]


def _shared(members: list[tuple[Article, Placement]], slug: str, lang: str, others: list[str]) -> list[dict[str, str]]:
    return [
        {
            "source": str(a.path),
            "error": f"{a.path}: slug '{slug}' in {lang} is also the front matter slug of {', '.join(others)}; "
            "give each its own `slug:`",
        }
        for a, _ in members
    ]


def _in_the_way(members: list[tuple[Article, Placement]], slug: str, lang: str, blocked: Path) -> list[dict[str, str]]:
    return [
        {
            "source": str(a.path),
            "error": f"{a.path}: slug '{slug}' in {lang}: {blocked} is not narrate's (the site's own file) and is "
            "where this episode's file goes; narrate writes only where nothing else is: move that file, "
            "or give this article another `slug:` in its front matter",
        }
        for a, _ in members
    ]


def _apart(
    slug: str,
    date: str | None,
    group: str,
    taken: set[tuple[str, str]] | set[Any],
    free: Callable[[str], bool] = lambda _slug: True,
) -> str:
    """A derived slug told apart: the name's date in front, else (or when that is taken too, or `free` says
    something else is in its way) a short hash of the group, longer until it is free."""
    slugs = {s for _, s in taken}
    if date and f"{date}-{slug}" not in slugs and free(f"{date}-{slug}"):
        return f"{date}-{slug}"
    digest = hashlib.sha256(group.encode("utf-8", "surrogatepass")).hexdigest()
    for length in (6, 10, 16, 64):
        candidate = f"{slug}-{digest[:length]}"
        if candidate not in slugs and free(candidate):
            return candidate
    return candidate
