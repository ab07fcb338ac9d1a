"""Is the offline Japanese voice understood? A round trip through an offline recogniser.

    python benchmarks/offline_ja_roundtrip.py --model WHISPER_DIR [--sentences N]

Each sentence (real Japanese tech-blog prose, below) is synthesized by the offline engines narrate
can fall back to — Kokoro (the offline-ja extra) and espeak-ng's ``ja`` voice — and transcribed by
Whisper (faster-whisper; WHISPER_DIR is a CTranslate2 Whisper model folder, e.g. the "base" model,
which the package index ships in parts). The figure is the character error rate (CER) of the
transcript against the sentence, punctuation and spaces removed, with the real-time factor of each
engine (seconds of synthesis per second of audio). Edge's own voice cannot be measured here (no
network); a CER near Kokoro's means the listener follows, espeak-ng's "Chinese letter" readings show
up as a CER near or above 1.

Needs: pip install 'narrate-blog[offline-ja]' faster-whisper.
"""

from __future__ import annotations

import argparse
import asyncio
import io
import os
import tempfile
import time
import unicodedata
from pathlib import Path

# Sentences of the kind narrate reads: a Japanese company tech blog's prose (written for this
# benchmark in that style; no article is copied).
SENTENCES = [
    "このサービスは東京のデータセンターで運用されています。",
    "障害が発生した場合は、数分以内に自動で復旧します。",
    "今回の記事では、検索基盤の移行について紹介します。",
    "まず、既存のシステムが抱えていた課題を整理しました。",
    "応答時間が長くなる原因は、古いインデックスの構造にありました。",
    "新しい構成では、読み込みと書き込みを分離しています。",
    "移行作業は三段階に分けて、慎重に進めました。",
    "最後に、今後の改善計画についてお話しします。",
    "エンジニアを募集していますので、興味のある方はご連絡ください。",
    "ご清聴ありがとうございました。",
]


def _normalize(text: str) -> str:
    text = unicodedata.normalize("NFKC", text)
    return "".join(ch for ch in text if unicodedata.category(ch)[0] in "LN")


def _cer(reference: str, hypothesis: str) -> float:
    ref, hyp = _normalize(reference), _normalize(hypothesis)
    previous = list(range(len(hyp) + 1))
    for i, r in enumerate(ref, 1):
        current = [i]
        for j, h in enumerate(hyp, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (r != h)))
        previous = current
    return previous[-1] / max(1, len(ref))


def _decode(mp3: bytes) -> tuple[object, float]:
    """16 kHz float samples of an MP3 (Whisper's input) and the audio's length in seconds."""
    import numpy as np
    from pydub import AudioSegment

    segment = AudioSegment.from_file(io.BytesIO(mp3), format="mp3", codec="mp3")
    segment = segment.set_frame_rate(16000).set_channels(1).set_sample_width(2)
    samples = np.frombuffer(segment.raw_data, dtype=np.int16).astype(np.float32) / 32768
    return samples, len(segment) / 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", required=True, type=Path, help="a CTranslate2 Whisper model folder")
    parser.add_argument("--sentences", type=int, default=len(SENTENCES))
    args = parser.parse_args()

    from faster_whisper import WhisperModel

    from narrate.config import Voice
    from narrate.voice.engines.base import SpeechRequest
    from narrate.voice.engines.espeak import EspeakEngine
    from narrate.voice.engines.kokoro_ja import KokoroJaEngine

    with tempfile.TemporaryDirectory() as cache:
        os.environ.setdefault("NARRATE_CACHE_DIR", cache)
        whisper = WhisperModel(str(args.model), device="cpu", compute_type="int8")
        engines = {"kokoro": KokoroJaEngine(), "espeak-ng": EspeakEngine()}
        voice = Voice("ja-JP-NanamiNeural")
        rows = []
        # The model is loaded (and assembled, the first time) before anything is timed.
        asyncio.run(engines["kokoro"].synthesize(SpeechRequest("準備。", voice, "ja")))
        for name, engine in engines.items():
            errors = chars = 0.0
            spent = audio = 0.0
            for sentence in SENTENCES[: args.sentences]:
                start = time.perf_counter()
                speech = asyncio.run(engine.synthesize(SpeechRequest(sentence, voice, "ja")))
                spent += time.perf_counter() - start
                samples, seconds = _decode(speech.audio)
                audio += seconds
                segments, _ = whisper.transcribe(samples, language="ja", beam_size=5)
                heard = "".join(s.text for s in segments)
                cer = _cer(sentence, heard)
                errors += cer * len(_normalize(sentence))
                chars += len(_normalize(sentence))
                print(f"{name:9}  CER {cer:5.2f}  {sentence}  →  {heard.strip()}")
            rows.append((name, errors / chars, spent / max(audio, 1e-9), audio))
        print()
        print("| engine | CER (Whisper base) | real-time factor | audio |")
        print("|---|---|---|---|")
        for name, cer, rtf, audio in rows:
            print(f"| {name} | {cer:.2f} | {rtf:.2f} | {audio:.1f} s |")


if __name__ == "__main__":
    main()
