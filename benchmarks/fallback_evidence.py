"""Which languages espeak-ng reads intelligibly: the evidence behind `languages.<code>.fallback`.

    python benchmarks/fallback_evidence.py [--corpus /work/corpus/dev] [--all]

When Edge cannot be reached, narrate may narrate with espeak-ng instead, but only where
espeak-ng reads the language rather than spelling it: its `ja` voice says "Chinese
letter" for every kanji (29 Japanese episodes of a real blog went out like that).

The judge is espeak-ng itself, through its phoneme output (no audio):
:func:`narrate.voice.engines.espeak.named_letters` finds the letters a voice says a name
for ("Chinese letter", "Cyrillic pe", "Hangul a") instead of reading them. For each of
the blog's five languages, every chunk narrate makes from the corpus articles
(``<corpus>/<lang>/*.md``, read and chunked as a build would, each chunk in its own
language and voice) is checked with the espeak-ng voice that would read it.

A language gets ``fallback: auto`` (espeak-ng may take over; the same check then runs
on every chunk at run time) when at most 5% of its chunks have a named letter, and
``fallback: false`` otherwise. With ``--all``, every other language narrate speaks is
checked too: whether espeak-ng has a voice for it, and, for the ones with a sample
sentence below (written for this script, not from a corpus), what the voice does with it;
three languages whose IPA shows a reading no listener would follow, though no letter is
named, are judged by hand (JUDGED; narrate.config.NO_FALLBACK).
"""

from __future__ import annotations

import argparse
import sys
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from narrate.config import LANGS, all_langs, load_config  # noqa: E402
from narrate.errors import NarrateError  # noqa: E402
from narrate.text.article import read_article  # noqa: E402
from narrate.text.script import build_script  # noqa: E402
from narrate.voice.engines.base import SpeechRequest  # noqa: E402
from narrate.voice.engines.espeak import EspeakEngine, _espeak, named_letters  # noqa: E402

SHARE_ALLOWED = 0.05  # at most this share of chunks with a named letter: espeak-ng may take over

# One everyday sentence per language (for --all): what a voice does with the language's own script.
SAMPLES = {
    "fr": "Le serveur a redémarré après la mise à jour du noyau.",
    "de": "Der Server wurde nach dem Kernel-Update neu gestartet.",
    "es": "El servidor se reinició después de actualizar el núcleo.",
    "it": "Il server è stato riavviato dopo l'aggiornamento del kernel.",
    "pt-br": "O servidor foi reiniciado depois da atualização do kernel.",
    "ru": "Сервер перезагрузился после обновления ядра.",
    "uk": "Сервер перезавантажився після оновлення ядра.",
    "el": "Ο διακομιστής επανεκκινήθηκε μετά την ενημέρωση.",
    "ar": "أعيد تشغيل الخادم بعد تحديث النواة.",
    "he": "השרת הופעל מחדש אחרי עדכון הליבה.",
    "hi": "कर्नेल अपडेट के बाद सर्वर फिर से चालू हुआ।",
    "th": "เซิร์ฟเวอร์รีสตาร์ทหลังจากอัปเดตเคอร์เนล",
    "vi": "Máy chủ đã khởi động lại sau khi cập nhật nhân.",
    "id": "Server dimulai ulang setelah pembaruan kernel.",
    "tr": "Sunucu çekirdek güncellemesinden sonra yeniden başlatıldı.",
    "pl": "Serwer uruchomił się ponownie po aktualizacji jądra.",
    "fa": "سرور پس از به‌روزرسانی هسته دوباره راه‌اندازی شد.",
    "bn": "কার্নেল আপডেটের পরে সার্ভার আবার চালু হয়েছে।",
    "ta": "கர்னல் புதுப்பிப்புக்குப் பிறகு சேவையகம் மீண்டும் தொடங்கியது.",
    "ka": "სერვერი ბირთვის განახლების შემდეგ გადაიტვირთა.",
    "am": "አገልጋዩ ከከርነል ዝመና በኋላ እንደገና ተጀመረ።",
    "km": "ម៉ាស៊ីនមេបានចាប់ផ្តើមឡើងវិញ។",
    "lo": "ເຊີບເວີໄດ້ເລີ່ມຕົ້ນໃໝ່.",
    "my": "ဆာဗာ ပြန်လည်စတင်ခဲ့သည်။",
    "mn": "Сервер цөмийн шинэчлэлтийн дараа дахин ачааллаа.",
}


# Read without a named letter, yet not intelligibly (judged from the IPA above): config.NO_FALLBACK.
JUDGED = {
    "he": "no letter named, but Hebrew is written without vowels and espeak-ng does not restore them",
    "my": "vowel signs and tones dropped",
    "th": "no word breaks; leading vowels read before their consonant",
}


def letters(text: str) -> int:
    return sum(1 for ch in text if unicodedata.category(ch).startswith("L"))


def corpus_rows(corpus: Path) -> list[tuple[str, str, str, str]]:
    config = load_config()
    engine = EspeakEngine()
    chunks: dict[str, list[tuple[str, str]]] = defaultdict(list)  # lang -> (espeak voice, text)
    for lang in LANGS:
        for path in sorted((corpus / lang).glob("*.md")):
            try:
                script = build_script(read_article(path), config)
            except NarrateError:
                continue
            for chunk in script.chunks:
                request = SpeechRequest(chunk.text, script.voice_of(chunk), script.lang_of(chunk))
                chunks[request.lang].append((engine.voice_id(request), request.text))
    rows = []
    for lang in LANGS:
        items = chunks.get(lang, [])
        if not items:
            rows.append((lang, "no chunks in the corpus", "-", "-"))
            continue
        flagged = 0
        named_total = Counter[str]()
        example = ""
        for voice, text in items:
            named = named_letters(text, voice)
            if named:
                flagged += 1
                named_total.update(ch for ch in text if ch in named)
                if not example or len(text) < len(example):
                    example = text if len(text) <= 40 else ""
        share = flagged / len(items)
        voice = items[0][0]
        sample = example or next((t for v, t in items if 12 <= len(t) <= 40), items[0][1][:40])
        heard = _espeak().phonemes(sample[:40], voice)
        sample_note = f"{sample[:40]!r} → {heard[:70]}"
        verdict = "auto" if share <= SHARE_ALLOWED else "false"
        top = "".join(ch for ch, _ in named_total.most_common(8))
        why = f"{flagged}/{len(items)} chunks ({share:.0%}) have a letter espeak-ng `{voice}` names" + (
            f" (most often {top})" if top else ""
        )
        rows.append((lang, verdict, why, sample_note))
    return rows


def other_rows() -> list[tuple[str, str, str, str]]:
    config = load_config()
    engine = EspeakEngine()
    rows = []
    for lang in all_langs():
        if lang in LANGS:
            continue
        voice = engine.voice_id(SpeechRequest("", config.language(lang).voice, lang))
        if not _espeak().has_voice(voice):
            rows.append((lang, "false", f"espeak-ng has no voice {voice!r}", "-"))
            continue
        sample = SAMPLES.get(lang)
        if sample is None:
            rows.append(
                (lang, "auto", f"espeak-ng has a voice {voice!r}; no sample: decided per chunk at run time", "-")
            )
            continue
        named = named_letters(sample, voice)
        share = sum(1 for ch in sample if ch in named) / max(1, letters(sample))
        verdict = "false" if named or lang in JUDGED else "auto"
        why = (
            f"`{voice}` names {len(named)} distinct letters ({share:.0%} of the sample)"
            if named
            else JUDGED.get(lang, f"`{voice}` reads every letter of the sample")
        )
        rows.append((lang, verdict, why, f"{sample[:30]!r} → {_espeak().phonemes(sample[:30], voice)[:60]}"))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=Path("/work/corpus/dev"))
    parser.add_argument("--all", action="store_true", help="also every other language narrate speaks")
    args = parser.parse_args()
    print(f"espeak-ng {_espeak().version}; corpus {args.corpus}")
    print()
    print("| language | fallback | why | sample → what espeak-ng says (IPA) |")
    print("|---|---|---|---|")
    rows = corpus_rows(args.corpus) + (other_rows() if args.all else [])
    for lang, verdict, why, sample in rows:
        print(f"| {lang} | {verdict} | {why} | {sample.replace('|', '/')} |")


if __name__ == "__main__":
    main()
