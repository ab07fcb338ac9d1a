"""Artwork: what an image really is, what Apple Podcasts would say about it, and the copies narrate makes.

Apple's rules for show and episode art: JPEG or PNG, with a file name extension
that matches the type, square, 1400 to 3000 px, RGB colour space. A file name
says nothing reliable about any of that, so Pillow reads the image itself (its
header only, until pixels are needed).

Three uses:
- the file the feed links: the original bytes under the extension of its real
  type (a JPEG named cover.png is published as .jpg); with ``feed.image_convert:
  true`` an image Apple would reject is converted instead (centre square, scaled
  into 1400–3000 px, RGB, JPEG);
- the copy embedded in each MP3's ID3 tag: at most 600 px and 100 KB, JPEG at quality 80 (a
  music player's or lock screen's thumbnail; podcast apps show the feed's image). It comes before
  the first audio frame, so a player that starts an episode fetches it first, and in a short episode
  it would be most of the file (a 1400 px copy at quality 88 was 447 KB, 81% of a 17-second episode);
- warnings naming the file and what Apple would reject.
"""

from __future__ import annotations

import io
import stat
import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from narrate.errors import InputError

if TYPE_CHECKING:
    from PIL.Image import Image as PILImage

APPLE_MIN_PX = 1400
APPLE_MAX_PX = 3000
EMBED_MAX_PX = 600
EMBED_MAX_BYTES = 100_000
EMBED_QUALITIES = (80, 72, 64, 56, 48, 40)  # the first that fits EMBED_MAX_BYTES
CONVERT_QUALITY = 85  # the feed's image when converted: 1400 px and up, viewed large
# Far above any cover art (Apple's largest is 3000 px, a few MB), far below what would
# exhaust memory when decoded for a conversion or the embedded copy.
MAX_IMAGE_BYTES = 30_000_000
MAX_IMAGE_PIXELS = 50_000_000
_SUFFIX = {"JPEG": ".jpg", "PNG": ".png"}
_MIME = {"JPEG": "image/jpeg", "PNG": "image/png"}


@dataclass(frozen=True)
class ImageFacts:
    """What Pillow read from an image file's header."""

    path: Path
    format: str  # Pillow's name: "JPEG", "PNG", "WEBP", "GIF"…
    width: int
    height: int
    mode: str  # "RGB", "RGBA", "CMYK", "L", "P"…

    @property
    def suffix(self) -> str:
        """The extension the published file must carry ('.jpg' or '.png'); '' for a type Apple does not take."""
        return _SUFFIX.get(self.format, "")

    @property
    def mime(self) -> str | None:
        """image/jpeg or image/png, or None for any other type."""
        return _MIME.get(self.format)


def inspect(path: Path) -> ImageFacts | None:
    """The facts of the image at `path`, or None if it is not an image Pillow can read."""
    from PIL import Image, UnidentifiedImageError

    try:
        with warnings.catch_warnings():
            # A huge image is refused by its pixel count (local_image), not by a warning.
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            with Image.open(path) as image:
                return ImageFacts(Path(path), str(image.format or ""), image.width, image.height, image.mode)
    except (OSError, UnidentifiedImageError, ValueError, Image.DecompressionBombError):
        return None


class ImageRefused(InputError, ValueError):
    """A local image narrate will not publish; the message says why, `path` is the image as named."""


def local_image(name: str, relative_to: Path, roots: Sequence[Path]) -> Path:
    """The real file a local image reference names, once it is safe to publish.

    Whatever the feed or an MP3 carries ends up on a public host, so the file must
    resolve, after every symlink, inside one of `roots` (the article's folder or the
    folder of voices.yaml): `image: ../../secret.png` or a cover.png that links to
    /proc/self/environ is refused. It must also be a regular file of at most
    MAX_IMAGE_BYTES whose header Pillow reads as an image of at most MAX_IMAGE_PIXELS.
    """
    candidate = Path(relative_to) / name.lstrip("/")
    try:
        real = candidate.resolve(strict=True)
        info = real.stat()
    except (OSError, RuntimeError):  # missing, unreadable, a symlink loop
        raise ImageRefused(f"{candidate} does not exist or cannot be read", path=candidate) from None
    allowed = []
    for root in roots:
        try:
            allowed.append(Path(root).resolve(strict=True))
        except (OSError, RuntimeError):
            continue
    if not any(real == root or root in real.parents for root in allowed):
        where = " or ".join(str(r) for r in allowed) or "the article's folder"
        raise ImageRefused(
            f"{candidate} is outside {where} (it resolves to {real}); "
            "keep images inside the content folder or next to voices.yaml",
            path=candidate,
        )
    if not stat.S_ISREG(info.st_mode):
        raise ImageRefused(f"{candidate} is not a regular file", path=candidate)
    try:
        with open(real, "rb") as handle:
            handle.read(1)
    except OSError as exc:
        raise ImageRefused(
            f"{candidate} cannot be read ({exc.strerror or exc}); check its permissions", path=candidate
        ) from None
    if info.st_size > MAX_IMAGE_BYTES:
        raise ImageRefused(
            f"{candidate} is {info.st_size / 1e6:.0f} MB; an image may be at most {MAX_IMAGE_BYTES // 1_000_000} MB",
            path=candidate,
        )
    facts = inspect(real)
    if facts is None:
        raise ImageRefused(
            f"{candidate} is not an image (its content is not JPEG, PNG or another known type)", path=candidate
        )
    if facts.width * facts.height > MAX_IMAGE_PIXELS:
        raise ImageRefused(
            f"{candidate} is {facts.width}×{facts.height} px; an image may have at most "
            f"{MAX_IMAGE_PIXELS // 1_000_000} million pixels (Apple wants 1400–3000 px)",
            path=candidate,
        )
    return real


def apple_problems(facts: ImageFacts) -> list[str]:
    """What Apple Podcasts would reject about this image (empty if nothing)."""
    problems = []
    if facts.mime is None:
        problems.append(f"is a {facts.format or 'unknown'} image; Apple takes only JPEG or PNG")
    if facts.width != facts.height:
        problems.append(f"is {facts.width}×{facts.height} px, not square")
    elif not APPLE_MIN_PX <= facts.width <= APPLE_MAX_PX:
        problems.append(f"is {facts.width}×{facts.height} px; Apple wants {APPLE_MIN_PX}–{APPLE_MAX_PX} px")
    if facts.mode not in ("RGB",):
        if facts.mode == "CMYK":
            problems.append("is CMYK; Apple wants the RGB colour space")
        elif facts.mode in ("RGBA", "LA", "PA") or (facts.mode == "P" and facts.format == "PNG"):
            problems.append(f"has mode {facts.mode} (transparency or a palette); Apple wants plain RGB")
        else:
            problems.append(f"has colour mode {facts.mode}; Apple wants RGB")
    return problems


def _rgb(image: PILImage) -> PILImage:
    """The image as plain RGB; transparency is laid on white (a podcast app's usual background)."""
    from PIL import Image

    if image.mode == "RGB":
        return image
    if image.mode in ("RGBA", "LA", "PA") or (image.mode == "P" and "transparency" in image.info):
        rgba = image.convert("RGBA")
        canvas = Image.new("RGB", rgba.size, (255, 255, 255))
        canvas.paste(rgba, mask=rgba.getchannel("A"))
        return canvas
    return image.convert("RGB")


def converted_for_apple(path: Path) -> bytes:
    """`path` made acceptable to Apple: centre square, 1400–3000 px, RGB, JPEG (quality CONVERT_QUALITY)."""
    from PIL import Image, ImageOps

    with Image.open(path) as original:
        image = _rgb(ImageOps.exif_transpose(original))
    side = min(image.width, image.height)
    left, top = (image.width - side) // 2, (image.height - side) // 2
    image = image.crop((left, top, left + side, top + side))
    target = min(max(side, APPLE_MIN_PX), APPLE_MAX_PX)
    if target != side:
        image = image.resize((target, target), Image.Resampling.LANCZOS)
    out = io.BytesIO()
    image.save(out, "JPEG", quality=CONVERT_QUALITY, optimize=True)
    return out.getvalue()


def embedded_copy(path: Path) -> bytes | None:
    """A JPEG of at most EMBED_MAX_PX a side and EMBED_MAX_BYTES for an MP3's ID3 tag; None if unreadable.

    A small JPEG that already fits is embedded as it is, byte for byte.
    """
    from PIL import Image, ImageOps, UnidentifiedImageError

    facts = inspect(path)
    if facts is None:
        return None
    if facts.format == "JPEG" and facts.mode == "RGB" and max(facts.width, facts.height) <= EMBED_MAX_PX:
        data = Path(path).read_bytes()
        if len(data) <= EMBED_MAX_BYTES:
            return data
    try:
        with Image.open(path) as original:
            image = _rgb(ImageOps.exif_transpose(original))
    except (OSError, UnidentifiedImageError, ValueError):
        return None
    image.thumbnail((EMBED_MAX_PX, EMBED_MAX_PX), Image.Resampling.LANCZOS)
    for quality in EMBED_QUALITIES:
        out = io.BytesIO()
        image.save(out, "JPEG", quality=quality, optimize=True)
        if out.tell() <= EMBED_MAX_BYTES:
            return out.getvalue()
        if quality == EMBED_QUALITIES[-1]:  # still too big (noise-like art): halve the size until it fits
            while out.tell() > EMBED_MAX_BYTES and image.width > 64:
                image = image.resize((image.width // 2, image.height // 2), Image.Resampling.LANCZOS)
                out = io.BytesIO()
                image.save(out, "JPEG", quality=quality, optimize=True)
            return out.getvalue()
    return None


@dataclass(frozen=True)
class Published:
    """An image as published beside the feed: the bytes to write, the file name, and what Apple would say."""

    data: bytes
    name: str
    problems: tuple[str, ...]  # left as they are (no image_convert); empty after a conversion
    converted: bool


def for_publishing(path: Path, stem: str, *, convert: bool) -> Published | None:
    """The file to publish for `path` under `stem` + the extension of its real type; None if not an image.

    With `convert`, an image Apple would reject is converted (see converted_for_apple).
    A JPEG or PNG Apple accepts is published byte for byte.
    """
    facts = inspect(path)
    if facts is None:
        return None
    problems = apple_problems(facts)
    if problems and convert:
        return Published(converted_for_apple(path), stem + ".jpg", (), True)
    if not facts.suffix:
        return Published(b"", "", tuple(problems), False)  # not JPEG/PNG and not converted: nothing to link
    return Published(Path(path).read_bytes(), stem + facts.suffix, tuple(problems), False)
