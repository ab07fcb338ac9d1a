"""Music around the voice, measured: what jingles and a bed cost a build, and how the episodes measure.

Builds the example blog with espeak-ng four times into one temporary folder, sharing one
chunk cache: without music; with music (cold: the speech is cached, the music is not);
the same again with --force (warm: every music piece from the cache); and without music
with --force (the re-splice it is compared with). The music is made here by ffmpeg: a
loud 2 s FLAC chord as intro, a full-scale 1 s WAV tone as outro, an OGG pink-noise bed.
Then ffmpeg's ebur128 judges every episode (integrated LUFS, true peak).

    .venv/bin/python benchmarks/music_table.py [--out DIR]
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))

from loudness_table import measure  # noqa: E402


def build(out: Path, config: Path, cache: Path, *, force: bool = False) -> float:
    """Seconds one `narrate build` of the example blog takes (espeak, offline)."""
    env = {**os.environ, "NARRATE_CACHE_DIR": str(cache)}
    started = time.perf_counter()
    subprocess.run(
        [
            sys.executable,
            "-m",
            "narrate",
            "build",
            str(REPO / "examples" / "content"),
            "--engine",
            "espeak",
            "--out",
            str(out),
            "--config",
            str(config),
            "--no-fallback",
            *(["--force"] if force else []),
        ],
        check=True,
        env=env,
        capture_output=True,
    )
    return time.perf_counter() - started


def main() -> None:
    from narrate.audio.loudness import ffmpeg_exe

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()
    root = args.out or Path(tempfile.mkdtemp(prefix="narrate-music-"))
    music = root / "music"
    music.mkdir(parents=True, exist_ok=True)

    def lavfi(name: str, source: str, *codec: str) -> None:
        subprocess.run(
            [ffmpeg_exe(), "-y", "-v", "error", "-f", "lavfi", "-i", source, *codec, str(music / name)], check=True
        )

    lavfi("intro.flac", "aevalsrc=0.45*sin(2*PI*262*t)+0.45*sin(2*PI*330*t):d=2:s=44100", "-ac", "2")
    lavfi("outro.wav", "aevalsrc=0.999*sin(2*PI*3000*t):d=1:s=48000")
    lavfi("bed.ogg", "anoisesrc=d=3:c=pink:a=0.5:seed=3", "-c:a", "libvorbis")
    # The example's settings, beside a copy of the cover they name (paths are relative to voices.yaml).
    base = (REPO / "voices.yaml").read_text(encoding="utf-8")
    cover = Path("examples/content/posts/gpu-xid/cover.png")
    (root / cover).parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(REPO / cover, root / cover)
    plain_config = root / "plain.yaml"
    plain_config.write_text(base, encoding="utf-8")
    music_config = root / "music.yaml"
    music_config.write_text(
        base + "\nintro_audio: music/intro.flac\noutro_audio: music/outro.wav\n"
        "bed_audio: music/bed.ogg\nbed_gain: -20\n",
        encoding="utf-8",
    )
    cache = root / "cache"
    plain_cold = build(root / "plain", plain_config, cache)
    music_cold = build(root / "music-out", music_config, cache)
    music_warm = build(root / "music-out", music_config, cache, force=True)
    plain_warm = build(root / "plain", plain_config, cache, force=True)
    episodes = sorted((root / "music-out").glob("*/*.mp3"))
    print(f"{len(episodes)} episodes of the example blog (espeak), one chunk cache:")
    print(f"- without music, speech synthesized: {plain_cold:.1f} s")
    print(f"- with music, speech cached, music made: {music_cold:.1f} s")
    print(
        f"- with music, --force (music from the cache): {music_warm:.1f} s; without music, --force: "
        f"{plain_warm:.1f} s (ratio {music_warm / plain_warm:.2f})"
    )
    print("\n| episode | plain LUFS | plain dBTP | with music LUFS | with music dBTP | seconds added |")
    print("|---|---|---|---|---|---|")
    worst = -99.0
    from mutagen.mp3 import MP3

    for mp3 in episodes:
        plain = root / "plain" / mp3.parent.name / mp3.name
        (pl, pp), (ml, mp) = measure(plain), measure(mp3)
        worst = max(worst, mp)
        added = MP3(mp3).info.length - MP3(plain).info.length
        print(f"| {mp3.parent.name}/{mp3.stem} | {pl:.1f} | {pp:+.1f} | {ml:.1f} | {mp:+.1f} | {added:.3f} |")
    print(f"\nhighest true peak with music: {worst:+.1f} dBTP")


if __name__ == "__main__":
    main()
