"""examples/site: the Hugo and Jekyll snippets render the ♪ badge from a real episodes.json.

Each needs its generator (Debian: apt-get install hugo jekyll); without it the test skips
and says so. Astro's snippet needs an npm install of Astro and is not run here.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from blogsite import READ_ALONG_HANS, READ_ALONG_HANT, Blog, built_blog
from helpers import write
from patience import PATIENCE

EXAMPLES = Path(__file__).parent.parent / "examples" / "site"
NO_AUDIO = "---\ntitle: 沒有聲音的文章\ndate: 2024-03-01\n---\n\n這篇沒有朗讀。\n"


@pytest.fixture(scope="module")
def blog(tmp_path_factory: pytest.TempPathFactory) -> Blog:
    return built_blog(tmp_path_factory)


def badges(html: str) -> dict[str, str]:
    """post link text → its badge text, for each list item of the rendered index."""
    out = {}
    for item in re.findall(r"<li>(.*?)</li>", html, re.S):
        title = re.search(r">([^<]*)</a>", item)
        badge = re.search(r'class="narrate-badge"[^>]*>([^<]*)</a>', item)
        if title:
            out[title.group(1).strip()] = badge.group(1).strip() if badge else ""
    return out


def test_hugo_renders_the_badge(blog: Blog, tmp_path: Path) -> None:
    hugo = shutil.which("hugo")
    if hugo is None:
        pytest.skip("hugo is not installed (apt-get install hugo)")
    site = tmp_path / "hugo"
    shutil.copytree(EXAMPLES / "hugo", site)
    write(site / "data" / "episodes.json", (blog.out / "episodes.json").read_bytes())
    write(site / "content" / "posts" / "read-along" / "index.zh-hant.md", READ_ALONG_HANT)
    write(site / "content" / "posts" / "read-along" / "index.zh-hans.md", READ_ALONG_HANS)
    write(site / "content" / "posts" / "quiet" / "index.zh-hant.md", NO_AUDIO)
    done = subprocess.run([hugo, "--source", str(site), "--destination", str(tmp_path / "public"), "--quiet"],
                          capture_output=True, text=True, timeout=PATIENCE, check=False)
    assert done.returncode == 0, done.stderr
    hant = badges((tmp_path / "public" / "index.html").read_text(encoding="utf-8"))
    hans = badges((tmp_path / "public" / "zh-hans" / "index.html").read_text(encoding="utf-8"))
    assert hant == {"邊聽邊讀：朗讀播放器": "♪ 可收聽", "沒有聲音的文章": ""}
    assert hans == {"边听边读：朗读播放器": "♪ 可收听"}
    page = (tmp_path / "public" / "posts" / "read-along" / "index.html").read_text(encoding="utf-8")
    assert 'href="https://pod.example.org/narrate/zh-hant/read-along.html"' in page


def test_jekyll_renders_the_badge(blog: Blog, tmp_path: Path) -> None:
    jekyll = shutil.which("jekyll")
    if jekyll is None:
        pytest.skip("jekyll is not installed (apt-get install jekyll)")
    site = tmp_path / "jekyll"
    shutil.copytree(EXAMPLES / "jekyll", site)
    write(site / "_data" / "episodes.json", (blog.out / "episodes.json").read_bytes())
    write(site / "_posts" / "2024-05-01-read-along.md", READ_ALONG_HANT)
    write(site / "_posts" / "2024-05-02-read-along-hans.md",
          READ_ALONG_HANS.replace("---\n\n", "lang: zh-hans\nslug: read-along\n---\n\n", 1))
    write(site / "_posts" / "2024-03-01-quiet.md", NO_AUDIO)
    done = subprocess.run([jekyll, "build", "--source", str(site), "--destination", str(tmp_path / "_site"),
                           "--quiet", "--safe"], capture_output=True, text=True, timeout=PATIENCE, check=False,
                          cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    found = badges((tmp_path / "_site" / "index.html").read_text(encoding="utf-8"))
    assert found == {"邊聽邊讀：朗讀播放器": "♪ 可收聽", "边听边读：朗读播放器": "♪ 可收听", "沒有聲音的文章": ""}
