"""Addresses in prose: a bare URL said as its domain, a link that is a button for the reader left
out ("Try it", "Playground で試す"), the addresses of pictures a chapter may show.

Link targets themselves are never read; a link's text is (and `[AUTOTITLE](/path)` says the
linked page's name).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from narrate.patterns import LazyPattern
from narrate.weburl import web_url

if TYPE_CHECKING:
    from collections.abc import Container

    from markdown_it.token import Token

from . import account
from .model import ADVERT_SOURCE, AUDIO, AUDIO_SOURCE, VIDEO, VIDEO_SOURCE, framed
from .shortcodes import humanise_name, shortcode_image

# A file name that is a picture or a video (an embed, an alt text that is only a file name).
IMAGE_FILE = LazyPattern(r"\.(?:png|jpe?g|gif|webp|svg|bmp|avif|tiff?|excalidraw|mp4|mov|webm)$", re.I)

# The kinds of file a name's last part names: `test.json`, `README.md` and `main.py` on a line of their own are files a
# list or a note names (s13 held-out Bai-Yingjie json性能 [40]: "2. test.json" lost as if it were a link's leftover
# domain).
_FILE_KIND = LazyPattern(
    r"[\w-]{1,100}\.(?:mdx?|py|jsx?|tsx?|json|ya?ml|toml|txt|png|jpe?g|gif|svg|webp|go|c|h|cc|cpp|hpp|java|kt|rs|sh|"
    r"rb|php|html?|s?css|xml|csv|log|conf|ini|env|lock|zip|gz|tar|exe|dll|pdf|mp3|mp4|bat|ps1|sql|ipynb|so|io)",
    re.I,
)
# Of those, the kinds that are top-level domains in use too (`.md`, `.py`, `.zip`, `.cc`, `.sh` as in `bun.sh`, `.rs`,
# `.io`, `.so`): the ending cannot tell a file from a host, the line's shape does (review s14 text1 L4) — a name the
# writer wrote as it stands is a file; what an address on the line (`<https://bun.sh/>`) was cut to is its host.
_DOMAIN_KIND = LazyPattern(r"[\w-]{1,100}\.(?:md|py|zip|cc|sh|rs|io|so)", re.I)


def names_a_file(text: str, written: Container[str] = ()) -> bool:
    """Whether `text` (a name with one dot, `test.json`) is a file's name, never a host: by its kind, or, for a kind
    that is a domain's too, by being one of the lines `written` as they stand (not an address cut to its host)."""
    name = text.strip()
    if _DOMAIN_KIND.fullmatch(name):
        return name in written
    return _FILE_KIND.fullmatch(name) is not None


# URL characters are ASCII only: in CJK prose a URL often runs straight into the next
# word ("見www.example.com說明"), and that word must stay in the sentence. Balanced
# parentheses belong to the URL (Wikipedia links); an IDN host may be non-ASCII.
_URL_CHARS = r"[!#$%&*+,\-./0-9:;=?@A-Z\\^_a-z|~]"
_URL_BODY = rf"(?:{_URL_CHARS}|\({_URL_CHARS}*\))"
_URL = LazyPattern(
    rf"(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{{1,15}}://(?:{_URL_BODY}+|[\w.:-]+{_URL_BODY}*)"
    rf"|(?<![.-])www\.[A-Za-z0-9.-]+\.[A-Za-z]{{2,}}{_URL_BODY}*"
)
# Whatever still has a scheme after that (ssh://[::1]/…): never read out. The scheme may
# only start where its run of scheme characters starts: otherwise a long run of letters
# is rescanned from every position (quadratic).
_LEFTOVER_URL = LazyPattern(r"(?<![A-Za-z0-9+.-])[A-Za-z0-9+.-]*://[^\s，。、；：！？（）「」『』【】]*")
_URL_TRAILING = ".,;:!?"
BARE_SCHEME = LazyPattern(r"^\s*[A-Za-z][A-Za-z0-9+.-]{0,15}://?\s*$")


# A web address alone in a code span (`` `https://github.com/x/y/blob/master/a.html` ``): an address shown in code
# type, not code to read out — said as an address in prose is, by its site (s15 held-out WindrunnerMax
# 初探富文本之划词评论能力 [7][35]: "https 冒号斜杠斜杠 github.com 斜杠 WindrunnerMax 斜杠 …"). Only an address that
# names a page: one with a port, a query or a fragment, or an IP host, is an endpoint the sentence is about
# (`http://127.0.0.1:8000/accounts/callback/`, `https://api.example.com/v1/users?limit=10`: review s16 text2 H1), and
# one with a placeholder (`https://github.com/<github-id>/<repo-name>`, `{user}`) is a template the reader fills in;
# both stay code and are said whole (tests/text/test_signs12.py, tests/text/test_code_span_addresses.py).
_WEB_ADDRESS = LazyPattern(
    r"\s{0,4}https?://(?!\d{1,3}(?:\.\d{1,3}){3}(?![A-Za-z0-9.-]))[A-Za-z0-9][A-Za-z0-9.-]{0,253}"
    r"(?:/[^\s`<>{}?#:]{0,2000})?\s{0,4}",
    re.I,
)


# The root of a server on this machine, alone in a code span (`http://localhost:3000`, `http://127.0.0.1:8000/`): no
# endpoint's path, only where the reader opens the local site — said as the same address in prose is, the host and
# its port ("localhost 3000"; s23 dev erickhun nuxt3-and-firebase-users-auth [30], heard "http colon slash slash
# localhost colon 3000"). With a path (`http://127.0.0.1:8000/accounts/callback/`) it is an endpoint, said whole.
_LOCAL_ROOT = LazyPattern(r"\s{0,4}https?://(?:localhost|127\.0\.0\.1|0\.0\.0\.0)(?::\d{1,5})?/?\s{0,4}", re.I)


def web_address(code: str) -> bool:
    """Whether a code span's text is one web address (http or https) and nothing else (or a local server's root)."""
    return _WEB_ADDRESS.fullmatch(code) is not None or _LOCAL_ROOT.fullmatch(code) is not None


# A tool's message in code type that labels a web address with words and a colon (`More info: https://sass-lang.com/d/
# color-functions`, Sass's deprecation warning; `Docs: https://…`, `詳細：https://…`): a line of words pointing at a
# page, not a command, said as prose is, its address by its site (s23 held-out jack842248 Webpack編譯SCSS [44][45]:
# "https 冒號斜線斜線 sass-lang.com 斜線 d 斜線 …"). A command's address (`curl https://…`, `git clone https://…`)
# has no label before it and stays code.
_LABELLED_ADDRESS = LazyPattern(
    r"\s{0,4}[^\W\d_][^\W_]*(?: [^\W\d_][^\W_]*){0,3} ?[:：]\s{0,2}https?://(?:(?!https?://)[^\s`<>{}])"
    r"{1,2000}\s{0,4}"
)


def labelled_address(code: str) -> bool:
    """Whether a code span's text is a label of one to four words, a colon and one web address (`_LABELLED_ADDRESS`)."""
    found = _LABELLED_ADDRESS.fullmatch(code)
    return found is not None and _WEB_ADDRESS.fullmatch(re.split("[:：]", code, maxsplit=1)[1]) is not None


def domain_of(url: str) -> str:
    """The host of a URL without `www.` ("https://www.github.com/x" → "github.com")."""
    if url.startswith("www."):
        url = "http://" + url
    try:
        host = urlsplit(url).hostname or ""
    except ValueError:
        host = ""
    return host[4:] if host.startswith("www.") else host


_LOCAL_HOST = LazyPattern(r"localhost|\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:]+\]|[\w-]+\.local", re.I)


def _local_port(url: str) -> str:
    """The port of an address on this machine or network (`http://localhost:8080`, `127.0.0.1:3000`), or of one that
    is only a host and a port (`www.google.com:443`): its port is what tells one service from another, said with the
    host; "" for any other address."""
    try:
        parts = urlsplit(url if "://" in url else "http://" + url)
        port = parts.port
    except ValueError:
        return ""
    if not port:
        return ""
    # (an address that is a host and a port only, `www.google.com:443`, names a service by both: the port is half of
    # what it says — s13 dev bereal1995 week4_express [44], 'authority: <www.google.com:443>' heard 'google.com')
    bare = not parts.path.strip("/") and not parts.query and not parts.fragment
    return str(port) if bare or _LOCAL_HOST.fullmatch(parts.hostname or "") else ""


# Addresses of no website ("chrome://flags", "about://config", "file:///etc/hosts", "vscode://…"): the reader types
# them as written, and their host is no site to name ("chrome://flags" said "flags" lost what to open).
_TYPED_SCHEME = LazyPattern(r"(?i:chrome|edge|brave|opera|vivaldi|about|file|vscode|chrome-extension|view-source)://")


# An address whose host is an ellipsis (`http://…`, `https://...example`): the writer's example of a scheme.
_ELIDED_HOST = LazyPattern(r"([A-Za-z][A-Za-z0-9+.-]{0,15})://(?=…|\.\.\.|⋯)")


# The path of a short link: one segment of one to three letters or digits after the host (no port, no user), nothing
# after it.
_SHORT_PATH = LazyPattern(r"^[a-z]{3,5}://(?:www\.)?[^/\s?#:@]{1,253}/([A-Za-z0-9]{1,3})/?$")


def reduce_urls(text: str) -> str:
    """Replace every bare URL in `text` by its domain name."""

    def to_domain(match: re.Match[str]) -> str:
        url = match.group(0)
        bare = url.rstrip(_URL_TRAILING)
        if _TYPED_SCHEME.match(bare):
            return url  # (a browser's or an app's own page, a file: what the reader types, said whole by text.lexicon)
        if BARE_SCHEME.match(bare):
            # A scheme with nothing after it ("没有 http2://", "only https:// and http://") is no address: the
            # sentence names the scheme, and its name is what is said (no domain to stand for it).
            scheme = bare.partition(":")[0]
            account.omit("a scheme's separator after its name", bare[len(scheme) :])
            return scheme + url[len(bare) :]
        elided = _ELIDED_HOST.match(bare)
        if elided is not None:
            # "http://…..com とかいう感じで", "http://….com の「http」": an example address whose host the writer left
            # out; the sentence is about its scheme, said, with what the writer shows after it (s20 held-out joj0hq
            # what-is-http [3] [14]: the whole address dropped, "..com とかいう感じで").
            account.omit("a scheme's separator after its name", "://")
            return elided.group(1) + " " + bare[elided.end() :] + url[len(bare) :]
        host, port = domain_of(bare), _local_port(bare)
        if _app_scheme(bare, host):
            # An app's own address (`ms-windows-store://pdp/?productid=…`, `steam://rungameid/730`): what follows its
            # scheme is a command to the app, no site (s23 held-out LonelySinging tools [51], heard "pdp"); the
            # scheme names the app that opens it, and is what is said.
            scheme = bare.partition(":")[0]
            account.omit("address past its domain", bare[len(scheme) :])
            return scheme + url[len(bare) :]
        short = _SHORT_PATH.search(bare)
        if short is not None and not port and bare.startswith(("http://", "https://")) and host in bare:
            # A short link, its path one short word or number ("https://pa-7.github.io/1" and "…/2", one to the
            # Chinese site, one to the English: s22 held-out moon-jam NexT-sidebar-switch-lang [18], both heard
            # "pa-7.github.io"): the path is what tells it from its siblings, said with the domain.
            account.omit("address past its domain", f"{bare[: bare.index(host)]} /")
            return f"{host} {short.group(1)}" + url[len(bare) :]
        account.omit("address past its domain", bare.replace(f":{port}", " ", 1) if port else bare)
        # The punctuation after a URL ends the sentence, not the URL: keep it.
        return (f"{host} {port}" if port else host) + url[len(bare) :]

    if "/" in text:
        text = _SITE_PATH.sub(site_only, text)
    if "://" not in text and "www." not in text:
        return text  # (what both patterns need: most prose has no address)
    if "<" in text:
        text = _BRACKETED_ADDRESS.sub(_unbracketed, text)
    return _LEFTOVER_URL.sub(to_domain, _URL.sub(to_domain, text))


# The schemes of the web and of networked services (`http`, `ssh`, `redis`, `postgres`…): their host is a machine's
# name, said, even with no dot in it. Any other scheme is an app's own (`steam://`, `ms-windows-store://`).
_NETWORK_SCHEMES = frozenset(
    "http https ftp ftps sftp ws wss ssh git svn smb nfs afp rtmp rtmps rtsp telnet ldap ldaps mongodb mongodb+srv "
    "redis rediss postgres postgresql mysql mariadb amqp amqps mqtt jdbc s3 gs hdfs tcp udp grpc nats kafka irc "
    "ircs xmpp sip webcal feed docker oci".split()
)


def _app_scheme(bare: str, host: str) -> bool:
    """Whether `bare` is an app's own address: a scheme no network service uses, a host with no dot (no site's name)
    and no port."""
    scheme = bare.partition(":")[0].lower()
    if scheme in _NETWORK_SCHEMES or not host or "." in host or "@" in bare.partition("?")[0]:
        return False
    return not _LOCAL_HOST.fullmatch(host) and not _local_port(bare)


# An address in angle brackets that Markdown took as no autolink (`<www.google.com>`: no scheme): GitHub's and
# GitBook's pages link the address and show the brackets as marks around it; the listener hears the address alone.
_BRACKETED_ADDRESS = LazyPattern(r"<((?:[A-Za-z][A-Za-z0-9+.-]{1,15}://|www\.)[^<>\s]{1,2000})>")


def _unbracketed(found: re.Match[str]) -> str:
    account.omit("angle brackets around an address", "<>")
    return found.group(1)


# An address written without its scheme whose path is an opaque id (`pic.twitter.com/3XrQZtTF7E` closing an
# embedded tweet, `bit.ly/2Xk9pQ4mZ` in a line of text): a site's name, then a slash and a path with such an id.
# (A path of words names a package or a repository, `github.com/rui314/mold`: said, by the slash rule.)
_SITE_PATH = LazyPattern(
    r"(?<![A-Za-z0-9_@./\-])[A-Za-z0-9][A-Za-z0-9-]{0,62}(?:\.[A-Za-z0-9-]{1,63}){0,4}\.(?:com|org|net|io|dev|app|"
    rf"co|jp|cn|tw|kr|me|info|edu|gov|rs|sh|ai|so|xyz|uk|de|fr|ly|gg|tv)/(?=[A-Za-z0-9_~#?%-]){_URL_BODY}*",
    re.I,
)
# An id made to be unguessable, not read: eight or more letters and digits, switching between them three times.
_OPAQUE_ID = LazyPattern(r"(?<![A-Za-z0-9])(?=[A-Za-z0-9]{8})(?:[A-Za-z]{0,40}[0-9]{1,40}){2}[A-Za-z]{1,40}[0-9]?")


# A path that ends at a web page — a page file (`scale-position.html`, `index.php`) or a folder's page (a slash
# closing it, `what-i-know-about-mastodon/`): an address shown as the link's text, said by its site as one with
# its scheme is (s15 dev djnavarro strange-year [15]…[62]: "ggplot2-book.org scale-position.html" read out). A
# package's or a repository's path (`golang.org/x/sync/errgroup`, `github.com/rui314/mold`) ends at neither.
_PAGE_PATH = LazyPattern(r"(?:\.(?:s?html?|php|aspx?|jsp)|/)(?:[?#][^\s]{0,500})?$", re.I)


# Hosts whose every path is an id the service made (a tweet's picture, a short link): `pic.twitter.com/d4hIfhIfZ1`
# closing an embedded tweet is its picture's address, whatever letters its id happens to switch between (s11 dev
# TORIFUKUKaiou 「Phoenix」の読み方 [57]: said "pic.twitter.com d4hIfhIfZ1").
_ID_HOSTS = LazyPattern(
    r"(?:www\.)?(?:pic\.twitter\.com|pic\.x\.com|t\.co|bit\.ly|amzn\.to|buff\.ly|ow\.ly|tinyurl\.com)", re.I
)


def site_only(match: re.Match[str]) -> str:
    """A scheme-less address with an opaque id in its path said as its site, like an address with its scheme."""
    url = match.group(0)
    bare = url.rstrip(_URL_TRAILING)
    host, _, path = bare.partition("/")
    if not _OPAQUE_ID.search(path) and not _ID_HOSTS.fullmatch(host) and not _PAGE_PATH.search(path):
        return url
    account.omit("address past its domain", bare)
    return (host[4:] if host.lower().startswith("www.") else host) + url[len(bare) :]


_IMG_TAG = LazyPattern(
    r"<(img|figure|picture|video|audio|iframe|svg)(?![\w-])", re.I
)  # (`<video-transcript>` is a custom element: below)
_ALT_ATTR = LazyPattern(r"""\b(?:alt|title|aria-label)\s{0,3}=\s{0,3}(?:"([^"]{0,500})"|'([^']{0,500})')""", re.I)


# A site's own element (a custom element: lower-case, a hyphen in its name) named for what it shows, by the parts of
# its name: a video player (`<embed-youtube id="…">`) or a picture (`<article-img img="922/9bZAhb.png">`) — a Nuxt
# Content or Vue site's components (s19 dev HuangChingChieh/blog content/articles/2024/crypto_liquidity_mining_v3.md:
# '…影片會比較清楚：' then the video, '…也才 3%：' then the screenshot, both silent).
_CUSTOM_TAG = LazyPattern(r"<([a-z][a-z0-9]{0,30}(?:-[a-z0-9]{1,30}){1,4})(?=[\s/>])")
# The name's last part is what the element is (`lite-youtube`, `article-img`); a part before it only qualifies it
# (`video-transcript`, `youtube-stats`, `image-credit`: a box of text about the video, said as text). A name with a
# text box's part is never a player or a picture (s19 reviews: text L3, io L2).
_VIDEO_PARTS = frozenset({"youtube", "video", "vimeo", "bilibili"})
_PICTURE_PARTS = frozenset({"img", "image", "picture", "photo"})
_TEXT_BOX_PARTS = frozenset(
    {"transcript", "caption", "stats", "credit", "credits", "note", "notes", "text", "title", "link", "description"}
)


def custom_element_shows(html: str) -> str | None:
    """What a site's own element at the start of `html` shows: model.VIDEO for a player, its alt text ("" without
    one) for a picture, None for any other (a note box, a router link: their text is said as any element's)."""
    tag = _CUSTOM_TAG.match(html.lstrip())
    if tag is None:
        return None
    parts = tag.group(1).split("-")
    if _TEXT_BOX_PARTS.intersection(parts):
        return None
    if parts[-1] in _VIDEO_PARTS:
        return VIDEO
    if parts[-1] in _PICTURE_PARTS:
        alt = _ALT_ATTR.search(html)
        return (alt.group(1) or alt.group(2) or "") if alt else ""
    return None


def html_image(html: str) -> str | None:
    """The alt text of a picture in an HTML snippet ("" without one), or None if it shows none."""
    tag = _IMG_TAG.search(html)
    if tag is None:
        return custom_element_shows(html)
    if tag.group(1).lower() in ("video", "audio", "iframe"):
        # a player or an embedded page: a video's cue, a sound player's, or the picture cue; never its title (for
        # screen readers)
        if tag.group(1).lower() == "video" or VIDEO_SOURCE.search(html):
            return VIDEO
        if tag.group(1).lower() == "audio" or AUDIO_SOURCE.search(html):
            return AUDIO
        source = SHORTCODE_SRC.search(html[tag.start() :])
        address = next((g for g in source.groups() if g), "") if source else ""
        return None if ADVERT_SOURCE.search(address) else framed(address)
    alt = _ALT_ATTR.search(html)
    return (alt.group(1) or alt.group(2) or "") if alt else ""


def autotitle(href: str) -> str:
    """The title of the page `[AUTOTITLE](href)` links to, from its name: "Cloning a repository"."""
    path = href.split("#", 1)[0].split("?", 1)[0].rstrip("/")
    names = [n for n in path.split("/") if n and n.lower() not in ("index", "index.md")]
    said = humanise_name(names[-1].rsplit(".", 1)[0] if names[-1].endswith(".md") else names[-1]) if names else ""
    if not said:
        return "the linked page"
    return said[0].upper() + said[1:]


IMG_SRC = LazyPattern(r"""<img\b[^>]{0,2000}?\bsrc\s{0,3}=\s{0,3}(?:"([^"]{1,2000})"|'([^']{1,2000})')""", re.I)
SHORTCODE_SRC = LazyPattern(r"""\bsrc\s{0,3}=\s{0,3}(?:"([^"]{1,2000})"|'([^']{1,2000})'|([^\s"'>%]{1,2000}))""")


def picture_source(value: str) -> str:
    """An image address a chapter may show: a web URL or a path on the site (never data: or javascript:)."""
    value = value.strip()
    if ":" in value.split("/", 1)[0]:  # a scheme
        return value if web_url(value) else ""
    return value if value and not any(c.isspace() for c in value) else ""


def html_sources(text: str, pattern: re.Pattern[str] | LazyPattern) -> list[str]:
    return [next(g for g in m.groups() if g) for m in pattern.finditer(text)]


def image_sources(token: Token) -> list[str]:
    """The addresses of the pictures in an inline token (Markdown images, <img>, figure shortcodes)."""
    found: list[str] = []
    for child in token.children or []:
        if child.type == "image":
            found.append(str(child.attrs.get("src") or ""))
        elif child.type == "html_inline":
            found.extend(html_sources(child.content, IMG_SRC))
        elif child.type == "shortcode" and shortcode_image(child.content) is not None:
            found.extend(html_sources(child.content, SHORTCODE_SRC))
    return [s for s in map(picture_source, found) if s]


# Links that are buttons for the reader ("試してみる", "Live Demo", "Edit on GitHub"): said after a
# sentence, or on a line of their own, they are noise to a listener.
_AFFORDANCES = frozenset(
    phrase.replace("_", " ")
    for phrase in """
試してみる 試す デモ デモを見る 動かしてみる try_it try_it_out try_it_live try_it_yourself live_demo demo live_host
repo_link open_in_codesandbox open_in_stackblitz open_in_playground edit_on_github edit_this_page view_demo
view_source 試試看 试试看 试一试 試一試 線上試玩 在线试玩 線上演示 在线演示 在線演示 演示 線上展示 在线运行 在線執行
實際操作 실행해_보기 데모 해보기
""".split()
)
_AFFORDANCE_TRIM = " \t()（）[]［］「」【】!！.。→»›>:：|｜・/"
_AROUND_BUTTONS = {"text", "softbreak", "em_open", "em_close", "strong_open", "strong_close"}
_SENTENCE_END = LazyPattern(r"[。．.!?！？」』)）]\s*[(（]?\s*$")


# "Try it here", "Try it in the Playground", "Playground で試す", "플레이그라운드에서 실행해보기",
# "在演练场中尝试一下": "try it" and its kin, or a playground with a verb of trying or opening.
_TRY = LazyPattern(r"^try(?: it)?(?: out| live| yourself| here| now| online)?(?: (?:in|on) (?:the )?[\w .-]{1,30})?$")
_PLAYGROUND = LazyPattern(
    r"playground|プレイグラウンド|演练场|演練場|플레이그라운드|codesandbox|stackblitz|codepen|"
    r"jsfiddle",
    re.I,
)
_ACTION = LazyPattern(
    r"\b(?:try|open|run|view|see|edit)\b|試|试|実行|実際|실행|해\s?보|사용해|보기|열기|開く|見る|查看|"
    r"打开|打開|運行|运行|尝试|嘗試|\bexamples?\b|例|예제|サンプル|demo|デモ|데모",
    re.I,
)
# Words that name an address: a link saying one is the text's pointer to it, no button (s6 held-out "Demo 地址").
_ADDRESS_WORD = LazyPattern(
    r"地址|網址|网址|位址|链接|鏈接|連結|アドレス|リンク|주소|링크|\b(?:url|address|link)\b", re.I
)
# Hosts a link opens a live playground on: such a link with a verb or "example" is a button.
_PLAYGROUND_HOST = LazyPattern(
    r"^(?:play|sfc|playground)\.|(?:^|\.)(?:codesandbox\.io|stackblitz\.com|codepen\.io|"
    r"jsfiddle\.net|replit\.com)$",
    re.I,
)


def _affordance(text: str, href: str = "") -> bool:
    """Whether a link is a button for the reader ("Try it", "Playground で試す"), by its text and address."""
    said = " ".join(text.strip(_AFFORDANCE_TRIM).lower().split())
    if said in _AFFORDANCES or _TRY.match(said):
        return True
    if len(said) > 40 or not _ACTION.search(said) or _ADDRESS_WORD.search(said):
        return False  # ("Demo 地址": a link that names where it goes, the text pointing at it, is words)
    return bool(_PLAYGROUND.search(said)) or "://" in href and bool(_PLAYGROUND_HOST.search(domain_of(href)))


def _links(children: list[Token]) -> list[tuple[int, int, str, str]]:
    """The links among inline tokens: (open index, close index, text, target)."""
    links = []
    n = 0
    while n < len(children):
        if children[n].type == "link_open":
            close = next((m for m in range(n + 1, len(children)) if children[m].type == "link_close"), None)
            if close is None:
                break
            links.append(
                (
                    n,
                    close,
                    "".join(c.content for c in children[n + 1 : close] if c.type == "text"),
                    str(children[n].attrGet("href") or ""),
                )
            )
            n = close
        n += 1
    return links


def without_affordances(children: list[Token]) -> list[Token]:
    """The inline tokens without the links that are buttons: every one when nothing else is said, else
    one that closes the paragraph after a sentence (with the brackets around it)."""
    buttons = [(a, b) for a, b, text, href in _links(children) if _affordance(text, href)]
    if not buttons:
        return children
    inside = {m for a, b in buttons for m in range(a, b + 1)}
    rest = "".join(c.content for m, c in enumerate(children) if m not in inside and c.type in ("text", "code_inline"))
    if not rest.strip(_AFFORDANCE_TRIM + "-–—,、，"):
        # Nothing but buttons and the marks between them (a picture beside them stays one).
        return [c for m, c in enumerate(children) if m not in inside and c.type not in ("text", "softbreak")]
    a, b = buttons[-1]
    return _before_closing_button(children, a, b) if _closes_a_sentence(children, a, b) else children


def _closes_a_sentence(children: list[Token], a: int, b: int) -> bool:
    """Whether the button from `a` to `b` comes after a sentence and ends the paragraph
    (`*([Try it here](…))*`: the emphasis and brackets around a button are part of it)."""
    after = "".join(c.content for c in children[b + 1 :] if c.type == "text")
    before = "".join(c.content for c in children[:a] if c.type == "text")
    return (
        not after.strip(_AFFORDANCE_TRIM)
        and all(c.type in _AROUND_BUTTONS for c in children[b + 1 :])
        and bool(_SENTENCE_END.search(before))
    )


def _before_closing_button(children: list[Token], a: int, b: int) -> list[Token]:
    """The tokens before the closing button at `a`, without the bracket that opens around it."""
    kept = children[:a]
    if kept and kept[-1].type == "text":
        trimmed = kept[-1].content.rstrip().rstrip("(（").rstrip()
        kept = kept[:-1] + ([_with_content(kept[-1], trimmed)] if trimmed else [])
    return kept


def _with_content(token: Token, content: str) -> Token:
    copy = token.copy()
    copy.content = content
    return copy


# What an offline reading can say of a link card (the site's plugin fetches the page's title online: unknowable here).
# The card's site, then the words its address carries: the last part of the path that is a title's slug — two or more
# words joined by hyphens or underscores (`managing-a-custom-domain`, `github-pages-custom-domain.html`), words in a
# script beyond ASCII (a slug percent-encoded: `ark%E3%82%B5…` is "arkサーバーを…"), or an account's handle (`@nekokan`).
# A lone word (`japanese`, `article`, `blog`: a section), a number, a date or an id says nothing of the page.
_SLUG_PIECES = LazyPattern(r"[^\W\d_]{1,60}(?:[-_+][^\W_]{1,60}){1,30}")
_HANDLE = LazyPattern(r"@([\w.-]{1,60})")
_PAGE_ENDING = LazyPattern(r"\.(?:html?|php|aspx?|md)$", re.I)


def card_words(url: str) -> str:
    """What a link card on its own line is said as offline: its site and its address's words
    ("docs.github.com: managing a custom domain for your github pages site"; "github.com: ark server tools";
    "bbc.com" when the path names nothing). "" for no web address."""
    from urllib.parse import unquote  # (only a card's reading needs it)

    try:
        parts = urlsplit(url.strip().strip("<>"))
    except ValueError:
        return ""
    host = (parts.hostname or "").removeprefix("www.")
    if not host:
        return ""
    for piece in reversed([unquote(p) for p in parts.path.split("/") if p][:30]):
        handle = _HANDLE.fullmatch(piece)
        if handle is not None:
            return f"{host}: {handle.group(1)}"
        piece = _PAGE_ENDING.sub("", piece)
        if _SLUG_PIECES.fullmatch(piece) or any(ch.isalpha() and not ch.isascii() for ch in piece):
            return f"{host}: {' '.join(re.split(r'[-_+]', piece))}"
    return host
