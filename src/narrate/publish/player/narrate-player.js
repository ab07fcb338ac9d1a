// <narrate-player src=".../<slug>.episode.json" slug="…" lang="…" [rebase]>: narrate's read-along player.
// Plain JS, no build step, no dependencies. Whatever the element holds (an <audio> and a link) is
// what a browser without JS shows; once the episode is found it is replaced by the player.
// `src`: the episode's own data (<slug>.episode.json: the episode, its translations and the
// sentence alignment of their transcripts); an episodes.json works too, but downloads every episode.
// `rebase`: the files are beside the JSON it was given (narrate's own pages), so URLs under the
// file's base_url are resolved against that folder instead (previews, mirrors).
// Keyboard (with focus inside a player; it never listens to the whole page): k play/pause,
// j/l 15 s back/forward, ←/→ 5 s (on the slider too); in the transcript ↑/↓ move between sentences, ←/→
// between words (where the episode has word timings: the word being said is highlighted too), Enter plays
// from there.
const SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2];
const NAMES = { "zh-hant": "繁體中文", "zh-hans": "简体中文", en: "English", ja: "日本語", ko: "한국어" };
const WORDS = {
  en: ["Audio player", "Play", "Pause", "Back 15 seconds", "Forward 15 seconds", "Seek", "of", "Speed",
    "Language", "Chapters", "Transcript", "The audio could not be loaded", "↑ ↓ move, Enter plays from the sentence",
    "↑ ↓ sentences, ← → words, Enter plays from there"],
  "zh-hant": ["音訊播放器", "播放", "暫停", "倒退 15 秒", "快轉 15 秒", "播放位置", "／", "速度", "語言", "章節", "逐字稿",
    "無法載入音訊", "↑ ↓ 移動，Enter 從這句開始播放", "↑ ↓ 逐句、← → 逐詞，Enter 從那裡開始播放"],
  "zh-hans": ["音频播放器", "播放", "暂停", "后退 15 秒", "快进 15 秒", "播放位置", "／", "速度", "语言", "章节", "文字稿",
    "无法加载音频", "↑ ↓ 移动，Enter 从这句开始播放", "↑ ↓ 逐句、← → 逐词，Enter 从那里开始播放"],
  ja: ["オーディオプレーヤー", "再生", "一時停止", "15秒戻る", "15秒進む", "再生位置", "/", "速度", "言語", "チャプター", "文字起こし",
    "音声を読み込めませんでした", "↑ ↓ で移動、Enter でその文から再生", "↑ ↓ で文、← → で語を移動、Enter でそこから再生"],
  ko: ["오디오 플레이어", "재생", "일시 정지", "15초 뒤로", "15초 앞으로", "재생 위치", "/", "속도", "언어", "챕터", "대본",
    "오디오를 불러올 수 없습니다", "↑ ↓ 이동, Enter 그 문장부터 재생", "↑ ↓ 문장, ← → 단어, Enter 그곳부터 재생"],
};
const KEYS = ["player", "play", "pause", "back", "fwd", "seek", "of", "speed", "language", "chapters", "transcript",
  "error", "hint", "wordHint"];
const FOLDED_CHAPTERS = 8; // more chapters than this start folded on a narrow player
const NARROW_PX = 512; // a player this wide or narrower is narrow (the CSS's 32rem)
const STEP = 5; // ←/→, on the slider too (a range input's own step would be 1% of the episode)
let serial = 0;
// One player plays at a time, and the lock screen (Media Session) shows and controls that one.
let active = null;
const cache = new Map();

const fetchJSON = (url) => {
  if (!cache.has(url)) {
    cache.set(url, fetch(url).then((r) => {
      if (!r.ok) throw new Error(`narrate-player: ${url}: HTTP ${r.status}`);
      return r.json();
    }));
  }
  return cache.get(url);
};

const clock = (t) => {
  t = Math.max(0, Math.floor(t || 0));
  const h = Math.floor(t / 3600), m = Math.floor((t % 3600) / 60), s = String(t % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
};

const seconds = (stamp) => stamp.split(":").reduce((sum, part) => sum * 60 + parseFloat(part), 0);

// WebVTT cues: [{start, end, text}] (cue settings, tags and entities of narrate's VTT handled).
// A cue's lines as one text: a space between them, except between two CJK characters (a Chinese or
// Japanese line is broken between words, not at a space). narrate breaks lines only where this gives the
// words back as written (narrate.audio.linebreak, whose class this is: not Hangul, whose words are spaced).
const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f\u2018\u2019\u201c\u201d]/;
const joinLines = (lines) => lines.reduce((text, line) =>
  !text ? line : text + (CJK.test(text.at(-1)) && CJK.test(line[0] || "") ? "" : " ") + line, "");

export function parseVtt(text) {
  const cues = [];
  for (const block of text.replace(/\r/g, "").split(/\n\n+/)) {
    const lines = block.split("\n");
    const at = lines.findIndex((line) => line.includes("-->"));
    if (at < 0) continue;
    const [from, to] = lines[at].split("-->");
    const body = joinLines(lines.slice(at + 1)).replace(/<[^>]*>/g, "")
      .replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&nbsp;/g, "\u00a0").replace(/&amp;/g, "&").trim();
    cues.push({ start: seconds(from.trim()), end: seconds(to.trim().split(/\s/)[0]), text: body });
  }
  return cues;
}

// Word timings (<slug>.words.json: per cue of the VTT, [a, b, t, d] per word: its span in the cue's text
// counted in code points without whitespace, its start and length in ms after the cue's start) become
// each cue's `words`: [{from, to, start, end}] with string offsets into cue.text and seconds in the episode.
// A file that does not match the transcript is left aside: the sentences stay timed as they are.
export function attachWords(cues, doc) {
  const lists = doc && Array.isArray(doc.cues) ? doc.cues : null;
  if (!lists || lists.length !== cues.length) return false;
  cues.forEach((cue, n) => {
    const starts = [], ends = []; // string offsets of each code point that is not whitespace, and after it
    let at = 0;
    for (const point of cue.text) {
      if (!/\s/.test(point)) {
        starts.push(at);
        ends.push(at + point.length);
      }
      at += point.length;
    }
    const words = [];
    for (const word of Array.isArray(lists[n]) ? lists[n] : []) {
      const [a, b, t, d] = word;
      if (!(a >= 0 && b > a && b <= starts.length) || (words.length && starts[a] < words.at(-1).to)) continue;
      const start = cue.start + t / 1000;
      words.push({ from: starts[a], to: ends[b - 1], start, end: start + d / 1000 });
    }
    cue.words = words;
  });
  return true;
}

// The last item whose start is at or before t (items sorted by start), or -1.
const indexAt = (items, t, start) => {
  let lo = 0, hi = items.length - 1, found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (start(items[mid]) <= t + 0.05) { found = mid; lo = mid + 1; } else hi = mid - 1;
  }
  return found;
};

const el = (tag, props = {}, ...children) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};

const store = {
  get(key) { try { return localStorage.getItem(key); } catch { return null; } },
  set(key, value) { try { localStorage.setItem(key, value); } catch { /* private mode */ } },
  drop(key) { try { localStorage.removeItem(key); } catch { /* private mode */ } },
};

class NarratePlayer extends HTMLElement {
  connectedCallback() {
    if (this.started) return;
    this.started = true;
    this.id_ = `np${++serial}`;
    // In a shadow root the document's stylesheets do not reach the player: it brings its own there.
    const root = this.getRootNode();
    if (!root.querySelector("link[data-narrate-player]")) {
      const link = el("link", { rel: "stylesheet", href: new URL("narrate-player.css", import.meta.url).href });
      link.dataset.narratePlayer = "";
      (root instanceof ShadowRoot ? root : document.head).append(link);
    }
    // The page's own transcript: shown (untimed) if the timed one cannot be loaded.
    this.pageText = [...this.querySelectorAll(".np-static-transcript p")].map((p) => p.textContent);
    this.pageLang = this.getAttribute("lang") || "";
    this.open(this.pageLang, null).catch((error) => console.warn(String(error)));
  }

  // The episodes.json that lists `lang` (the one given, or the per-language file beside it).
  async find(lang) {
    const src = new URL(this.getAttribute("src") || "episodes.json", document.baseURI).href;
    const doc = await fetchJSON(src);
    this.doc = doc;
    const root = new URL(doc.lang ? "../" : "./", src).href;
    this.fix = (url) => (url && this.hasAttribute("rebase") && url.startsWith(doc.base_url + "/")
      ? root + url.slice(doc.base_url.length + 1) : url);
    const slug = this.getAttribute("slug");
    const pick = (d) => d.episodes.find((e) => e.slug === slug && (!lang || e.lang === lang));
    if (pick(doc) || !doc.lang) return pick(doc);
    return pick(await fetchJSON(this.fix(`${doc.base_url}/${lang}/episodes.json`)));
  }

  // Show the episode in `lang`; `from` (a language switch): where the other language was, to land at
  // the same sentence's counterpart.
  async open(lang, from) {
    const entry = await this.find(lang);
    if (!entry) throw new Error(`narrate-player: no episode ${this.getAttribute("slug")} (${lang || "any language"})`);
    const [chapters, vtt] = await Promise.all([
      fetchJSON(this.fix(entry.chapters)).then((c) => c.chapters || []).catch(() => []),
      fetch(this.fix(entry.transcript)).then((r) => (r.ok ? r.text() : "")).catch(() => ""),
    ]);
    if (!this.ui) this.build(entry);
    const wasPlaying = this.audio && !this.audio.paused;
    const cues = parseVtt(vtt);
    this.startAt = from ? this.landing(from, entry, cues, chapters) : null;
    this.show(entry, chapters, cues);
    if (wasPlaying) {
      this.loadWords();
      this.audio.play().catch(() => {});
    }
  }

  // Where the other language's position `from` ({lang, cue, cues, time, chapter}) lands in `lang`: the
  // first cue of its sentence's counterpart, by the build's alignment of the two transcripts (beads: two
  // digits each, the cues of the language first in alphabetical order, then of the other; a bead with
  // none on this side lands on the next cue); without one, the same share of the same chapter.
  landing(from, entry, cues, chapters) {
    const align = (this.doc && this.doc.align) || {}, forward = from.lang < entry.lang;
    const beads = align[forward ? `${from.lang}|${entry.lang}` : `${entry.lang}|${from.lang}`] || "";
    const pairs = [];
    for (let n = 0; n + 1 < beads.length; n += 2) {
      const a = Number(beads[n]), b = Number(beads[n + 1]);
      pairs.push(forward ? [a, b] : [b, a]);
    }
    const total = (side) => pairs.reduce((sum, pair) => sum + pair[side], 0);
    if (pairs.length && from.cue >= 0 && total(0) === from.cues && total(1) === cues.length) {
      let source = 0, target = 0;
      for (const [here, there] of pairs) {
        if (from.cue < source + here) return cues[Math.min(target, cues.length - 1)].start;
        source += here;
        target += there;
      }
      return cues[cues.length - 1].start;
    }
    const chapter = chapters[from.chapter];
    if (!chapter) return from.share * entry.duration;
    const end = chapters[from.chapter + 1]?.startTime ?? entry.duration;
    return chapter.startTime + from.chapterShare * Math.max(0, end - chapter.startTime);
  }

  words(lang) {
    const list = WORDS[lang] || WORDS[lang.split("-")[0]] || WORDS.en;
    return Object.fromEntries(KEYS.map((k, i) => [k, list[i]]));
  }

  build(entry) {
    const id = this.id_;
    this.w = this.words(entry.lang);
    // Nothing of the MP3 is fetched before Play: its duration and chapters come from the episode's data,
    // and a position set before then (a chapter, a sentence, a saved place) is where playing starts.
    this.audio = el("audio", { preload: "none" });
    this.pending = null; // a position set before the audio loaded (seekTo)
    this.play = el("button", { type: "button", className: "np-play" }, el("span", { className: "np-icon" }));
    this.back = el("button", { type: "button", className: "np-skip", textContent: "−15" });
    this.fwd = el("button", { type: "button", className: "np-skip", textContent: "+15" });
    this.seek = el("input", { type: "range", className: "np-seek", min: 0, max: 0, step: "any", value: 0 });
    this.time = el("span", { className: "np-time" });
    this.error = el("p", { className: "np-error", hidden: true });
    this.error.setAttribute("role", "alert");
    this.speed = el("select", { className: "np-speed" },
      ...SPEEDS.map((s) => el("option", { value: String(s), textContent: `${s}×` })));
    this.speedLabel = el("label", { className: "np-field" }, el("span", { className: "np-label" }), this.speed);
    this.langs = el("select", { className: "np-langs" });
    this.langLabel = el("label", { className: "np-field" }, el("span", { className: "np-label" }), this.langs);
    // Headings would break the host page's outline (a player sits under any heading level): the
    // parts are labelled regions instead.
    // A long list of chapters folds away on a narrow player (it would push the transcript a screen down).
    this.chapterList = el("ol");
    this.chapterTitle = el("summary", { className: "np-heading", id: `${id}-chapters` });
    this.chapterFold = el("details", {}, this.chapterTitle, this.chapterList);
    this.chapterNav = el("nav", { className: "np-chapters" }, this.chapterFold);
    this.chapterNav.setAttribute("aria-labelledby", this.chapterTitle.id);
    // The transcript is one listbox (not a button per sentence): Tab reaches it once, ↑/↓ move
    // through its sentences, Enter plays from one.
    this.cueBox = el("div", { className: "np-cues", tabIndex: 0, id: `${id}-cues` });
    this.hint = el("p", { className: "np-hint", id: `${id}-hint` });
    this.transcriptTitle = el("div", { className: "np-heading", id: `${id}-transcript` });
    this.transcript = el("section", { className: "np-transcript" }, this.transcriptTitle, this.cueBox, this.hint);
    this.transcript.setAttribute("aria-labelledby", this.transcriptTitle.id);
    this.ui = el("div", { className: "np" },
      this.audio,
      el("div", { className: "np-bar" }, this.play, this.back, this.seek, this.fwd, this.time),
      this.error,
      el("div", { className: "np-options" }, this.speedLabel, this.langLabel),
      this.chapterNav, this.transcript);
    this.ui.setAttribute("role", "region");
    this.ui.setAttribute("aria-keyshortcuts", "k j l ArrowLeft ArrowRight");
    this.replaceChildren(this.ui);

    const a = this.audio;
    const rate = parseFloat(store.get("narrate:speed")) || 1;
    this.speed.value = String(SPEEDS.includes(rate) ? rate : 1);
    this.play.addEventListener("click", () => (a.paused ? a.play().catch(() => {}) : a.pause()));
    this.back.addEventListener("click", () => this.jump(-15));
    this.fwd.addEventListener("click", () => this.jump(15));
    this.seek.addEventListener("input", () => this.seekTo(parseFloat(this.seek.value)));
    this.speed.addEventListener("change", () => {
      a.playbackRate = a.defaultPlaybackRate = parseFloat(this.speed.value);
      store.set("narrate:speed", this.speed.value);
    });
    this.langs.addEventListener("change", () => {
      const t = this.now(), chapter = this.chapters[this.chapterIndex], next = this.chapters[this.chapterIndex + 1];
      const end = next ? next.startTime : this.entry.duration;
      const from = {
        lang: this.entry.lang, cue: this.cueIndex, cues: this.cues.length, time: t, chapter: this.chapterIndex,
        share: t / (this.entry.duration || 1),
        chapterShare: chapter ? (t - chapter.startTime) / Math.max(0.001, end - chapter.startTime) : 0,
      };
      this.open(this.langs.value, from).catch((error) => console.warn(String(error)));
    });
    a.addEventListener("play", () => {
      if (active && active !== this && !active.audio.paused) active.audio.pause();
      active = this;
      this.session();
      this.loadWords();
      this.follow();
    });
    for (const name of ["play", "pause", "ended"]) a.addEventListener(name, () => this.state());
    a.addEventListener("error", () => this.failed());
    a.addEventListener("loadedmetadata", () => {
      this.error.hidden = true;
      a.playbackRate = a.defaultPlaybackRate = parseFloat(this.speed.value);
      this.loading = false;
      // Where the listener was before the audio loaded (a browser may have started from 0 regardless).
      if (this.pending != null && Math.abs(a.currentTime - this.pending) > 0.05) a.currentTime = this.pending;
      this.pending = null;
      this.tick();
    });
    a.addEventListener("timeupdate", () => this.tick());
    a.addEventListener("seeked", () => this.tick());
    a.addEventListener("pause", () => this.remember(true));
    a.addEventListener("ended", () => store.drop(this.key));
    addEventListener("pagehide", () => this.remember(true));
    this.ui.addEventListener("keydown", (event) => this.key_(event));
    this.cueBox.addEventListener("click", (event) => {
      const index = this.cueNodes.indexOf(event.target.closest(".np-cue"));
      const word = event.target.closest(".np-word");
      if (index >= 0 && word) this.playFrom(index, Number(word.dataset.word));
      else if (index >= 0) this.playFrom(index);
    });
    this.cueBox.addEventListener("focus", () => {
      this.loadWords();
      this.pointTo(this.pointed >= 0 ? this.pointed : Math.max(0, this.cueIndex));
    });
    this.cueBox.addEventListener("pointerenter", () => this.loadWords());
    if (!active) active = this;
  }

  // The audio cannot be played (missing, wrong type, network): say so where the controls are.
  failed() {
    const code = this.audio.error ? this.audio.error.code : 0;
    if (!code) return;
    this.error.textContent = `${this.w.error}: ${this.audio.currentSrc || this.audio.src}`;
    this.error.hidden = false;
    this.play.disabled = true;
    this.state();
  }

  show(entry, chapters, cues) {
    this.remember(true);
    this.loading = true; // until the new audio's metadata: its position is not this episode's
    const w = (this.w = this.words(entry.lang));
    this.entry = entry;
    this.chapters = chapters;
    this.cues = cues;
    this.key = `narrate:${entry.lang}/${entry.slug}:${entry.hash}`;
    this.chapterIndex = -1;
    this.cueIndex = -1;
    this.pointed = -1;
    this.setAttribute("lang", entry.lang);
    this.ui.setAttribute("aria-label", `${w.player}: ${entry.title}`);
    this.back.setAttribute("aria-label", w.back);
    this.fwd.setAttribute("aria-label", w.fwd);
    this.seek.setAttribute("aria-label", w.seek);
    this.speedLabel.firstChild.textContent = w.speed;
    this.langLabel.firstChild.textContent = w.language;
    this.chapterTitle.textContent = `${w.chapters} (${chapters.length})`;
    this.transcriptTitle.textContent = w.transcript;
    this.error.hidden = true;
    this.play.disabled = false;

    const codes = [entry.lang, ...entry.languages];
    this.langs.replaceChildren(...codes.map((code) =>
      el("option", { value: code, textContent: NAMES[code] || code, lang: code, selected: code === entry.lang })));
    this.langLabel.hidden = codes.length < 2;

    // Time and title in two columns: a long title wraps under itself, not under its time.
    this.chapterButtons = chapters.map((c) => {
      const button = el("button", { type: "button" },
        el("span", { className: "np-at", textContent: clock(c.startTime) }),
        el("span", { className: "np-title", textContent: c.title }));
      button.addEventListener("click", () => this.seekTo(c.startTime));
      return button;
    });
    this.chapterList.replaceChildren(...this.chapterButtons.map((b) => el("li", {}, b)));
    this.chapterNav.hidden = chapters.length < 2;
    this.chapterFold.open = chapters.length <= FOLDED_CHAPTERS || this.getBoundingClientRect().width > NARROW_PX;

    const box = this.cueBox;
    this.cueNodes = cues.map((cue, i) => el("span", { className: "np-cue", id: `${this.id_}-c${i}` }, ...this.wordsOf(cue)));
    this.hasWords = cues.some((cue) => cue.words && cue.words.length);
    this.wordNode = null;
    this.pointedWord = -1;
    for (const node of this.cueNodes) node.setAttribute("role", "option");
    if (cues.length) {
      box.replaceChildren(...this.paragraphs(entry.lang, cues));
      box.setAttribute("role", "listbox");
      box.setAttribute("aria-labelledby", this.transcriptTitle.id);
      box.setAttribute("aria-describedby", this.hint.id);
      box.tabIndex = 0;
      this.hint.textContent = this.hasWords ? w.wordHint : w.hint;
      this.hint.hidden = false;
    } else {
      // No timed transcript (its file is missing): the page's own text, if it is this language's.
      const text = entry.lang === this.pageLang ? this.pageText : [];
      box.replaceChildren(...text.map((line) => el("p", { textContent: line })));
      for (const name of ["role", "aria-labelledby", "aria-describedby", "aria-activedescendant"]) {
        box.removeAttribute(name);
      }
      box.removeAttribute("tabindex");
      this.hint.hidden = true;
    }
    this.transcript.hidden = !box.childElementCount;

    this.audio.src = this.fix(entry.audio);
    this.seek.max = String(entry.duration);
    const saved = parseFloat(store.get(this.key));
    this.seekTo(this.startAt ?? (saved > 0 && saved < entry.duration - 5 ? saved : 0));
    this.startAt = null;
    this.state();
    this.tick();
    if (!active || active === this || active.audio.paused) this.session();
  }

  // The episode's word timings, fetched when the listener starts to listen or reaches for the transcript
  // (Play, a pointer over it, focus in it), not with the page: they are tens of kB an episode. The
  // sentences' own timing serves until then, and wherever the file is missing or does not match.
  loadWords() {
    const entry = this.entry, cues = this.cues;
    if (!entry || !entry.words || this.wordsFor === cues) return;
    this.wordsFor = cues;
    fetchJSON(this.fix(entry.words)).then((doc) => {
      if (this.entry !== entry || !attachWords(cues, doc)) return;
      cues.forEach((cue, i) => this.cueNodes[i].replaceChildren(...this.wordsOf(cue)));
      this.hasWords = cues.some((cue) => cue.words && cue.words.length);
      this.wordNode = null;
      if (this.hasWords) this.hint.textContent = this.w.wordHint;
      this.tick();
      if (!this.audio.paused) this.follow();
    }).catch(() => {});
  }

  // The highlight follows the audio frame by frame while it plays (timeupdate comes four times a second: a
  // word can be shorter than that).
  follow() {
    const frame = () => {
      if (this.audio.paused || !this.hasWords) return;
      this.tick();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }

  // A cue's text with each timed word in a span of its own (the sentence stays one option: a screen
  // reader hears it once, as written); without word timings, its text.
  wordsOf(cue) {
    if (!cue.words || !cue.words.length) return [cue.text];
    const parts = [];
    let at = 0;
    cue.words.forEach((word, k) => {
      if (word.from > at) parts.push(cue.text.slice(at, word.from));
      const node = el("span", { className: "np-word", textContent: cue.text.slice(word.from, word.to) });
      node.dataset.word = String(k);
      parts.push(node);
      at = word.to;
    });
    if (at < cue.text.length) parts.push(cue.text.slice(at));
    return parts;
  }

  // The word being said at t in cue `index` (by its timings: from its start to its end), or null.
  wordAt(index, t) {
    const cue = this.cues[index], node = this.cueNodes[index];
    if (!cue || !cue.words || !cue.words.length) return null;
    let lo = 0, hi = cue.words.length - 1, found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (cue.words[mid].start <= t) { found = mid; lo = mid + 1; } else hi = mid - 1;
    }
    if (found < 0 || t >= cue.words[found].end) return null;
    return node.querySelector(`.np-word[data-word="${found}"]`);
  }

  // The transcript as the article has it: a paragraph per block (`layout`, one letter a cue: h starts a
  // heading, p another block, . goes on), a heading set apart; the cues of a paragraph joined as the
  // article wrote them (no space between two CJK characters: 「總結，突然」, not 「總結， 突然」).
  paragraphs(lang, cues) {
    const layout = (this.doc && this.doc.layout && this.doc.layout[lang]) || "";
    const paragraphs = [];
    this.cueNodes.forEach((node, i) => {
      const mark = layout.length === cues.length ? layout[i] : i ? "." : "p";
      const last = paragraphs.at(-1);
      if (!last || mark !== ".") {
        const para = el("p", { className: mark === "h" ? "np-para np-h" : "np-para" }, node);
        para.setAttribute("role", "none"); // the options stay the listbox's own
        paragraphs.push(para);
      } else {
        const before = cues[i - 1].text, after = cues[i].text;
        last.append(CJK.test(before.at(-1) || "") && CJK.test(after[0] || "") ? "" : " ", node);
      }
    });
    return paragraphs;
  }

  // The lock screen shows this player's episode and its controls act on it.
  session() {
    if (!("mediaSession" in navigator) || !this.entry) return;
    const entry = this.entry, art = entry.artwork || entry.image;
    if (window.MediaMetadata) {
      navigator.mediaSession.metadata = new MediaMetadata({
        title: entry.title,
        artist: entry.artist || new URL(entry.url || entry.listen || entry.page, document.baseURI).hostname,
        album: entry.artist || "",
        artwork: art ? [{ src: new URL(this.fix(art), document.baseURI).href }] : [],
      });
    }
    this.media();
    navigator.mediaSession.playbackState = this.audio.paused ? "paused" : "playing";
  }

  state() {
    const paused = this.audio.paused;
    this.play.setAttribute("aria-label", paused ? this.w.play : this.w.pause);
    this.play.classList.toggle("np-playing", !paused);
    if ("mediaSession" in navigator && active === this) navigator.mediaSession.playbackState = paused ? "paused" : "playing";
  }

  // The position: the audio's once it is loaded, else where it will start (nothing is fetched before Play).
  now() {
    return this.pending ?? this.audio.currentTime;
  }

  // Move to `t` seconds. Before the audio has loaded, the position is kept and given to it once it has
  // (setting currentTime then would be lost, or make some browsers fetch it).
  seekTo(t) {
    const a = this.audio;
    if (a.readyState >= 1) {
      this.pending = null;
      a.currentTime = t;
    } else {
      this.pending = t;
    }
    this.tick();
  }

  jump(delta) {
    const a = this.audio;
    this.seekTo(Math.min(Math.max(0, this.now() + delta), a.duration || this.entry.duration));
  }

  // Go to cue `index`, or to its word `word` (an index into its words).
  playFrom(index, word = -1) {
    const words = this.cues[index].words || [];
    this.seekTo(words[word] ? words[word].start : this.cues[index].start);
    this.pointTo(index);
    if (words[word]) this.pointWord(word);
  }

  // The word the keyboard is on, inside the sentence it is on (←/→ in the transcript).
  pointWord(word) {
    const node = this.cueNodes[this.pointed];
    node?.querySelector(".np-word-pointed")?.classList.remove("np-word-pointed");
    const target = node?.querySelector(`.np-word[data-word="${word}"]`);
    this.pointedWord = target ? word : -1;
    target?.classList.add("np-word-pointed");
  }

  // ←/→ in the transcript: the next or previous word, on into the next or previous sentence.
  stepWord(step) {
    let index = Math.max(0, this.pointed), word = this.pointedWord + step;
    const count = (i) => (this.cues[i].words || []).length;
    if (this.pointedWord < 0) word = step > 0 ? 0 : count(index) - 1;
    while (word < 0 || word >= count(index)) {
      index += step;
      if (index < 0 || index >= this.cues.length) return;
      word = step > 0 ? 0 : count(index) - 1;
    }
    this.pointTo(index);
    this.pointWord(word);
  }

  // The sentence the keyboard is on (aria-activedescendant: focus stays on the list).
  pointTo(index) {
    const node = this.cueNodes[index];
    if (!node) return;
    this.cueNodes[this.pointed]?.querySelector(".np-word-pointed")?.classList.remove("np-word-pointed");
    this.pointedWord = -1;
    this.cueNodes[this.pointed]?.classList.remove("np-pointed");
    node.classList.add("np-pointed");
    this.pointed = index;
    this.cueBox.setAttribute("aria-activedescendant", node.id);
    this.reveal(node);
  }

  // Scroll the transcript box (only it, never the page) so that `node` is inside its visible rectangle.
  // Measured on screen (getBoundingClientRect), so it holds wherever the box sits and whatever its
  // offsetParent is, in the page or in a shadow root.
  reveal(node) {
    const box = this.cueBox, inner = box.getBoundingClientRect(), at = node.getBoundingClientRect();
    if (!inner.height) return;
    const top = inner.top + box.clientTop, bottom = top + box.clientHeight;
    if (at.top >= top && at.bottom <= bottom) return;
    const smooth = !matchMedia("(prefers-reduced-motion: reduce)").matches;
    box.scrollTo({ top: box.scrollTop + (at.top - top) - box.clientHeight / 3, behavior: smooth ? "smooth" : "auto" });
  }

  remember(now) {
    const t = this.now();
    if (!this.key || this.loading || !(t > 0)) return;
    if (now || Math.abs(t - (this.saved || 0)) >= 2) {
      store.set(this.key, t.toFixed(1));
      this.saved = t;
    }
  }

  tick() {
    const a = this.audio, t = this.now(), total = a.duration || this.entry.duration;
    if (this.getRootNode().activeElement !== this.seek) this.seek.value = String(t);
    const text = `${clock(t)} ${this.w.of} ${clock(total)}`;
    this.seek.setAttribute("aria-valuetext", text);
    this.time.textContent = `${clock(t)} / ${clock(total)}`;
    const chapter = indexAt(this.chapters, t, (c) => c.startTime);
    if (chapter !== this.chapterIndex) {
      this.chapterButtons[this.chapterIndex]?.removeAttribute("aria-current");
      this.chapterButtons[chapter]?.setAttribute("aria-current", "true");
      this.chapterIndex = chapter;
    }
    const cue = indexAt(this.cues, t, (c) => c.start);
    if (cue !== this.cueIndex) {
      const old = this.cueNodes[this.cueIndex], now = this.cueNodes[cue];
      if (old) { old.classList.remove("np-now"); old.removeAttribute("aria-selected"); }
      if (now) {
        now.classList.add("np-now");
        now.setAttribute("aria-selected", "true");
        this.reveal(now);
      }
      this.cueIndex = cue;
    }
    const word = this.hasWords ? this.wordAt(cue, t) : null;
    if (word !== this.wordNode) {
      this.wordNode?.classList.remove("np-word-now");
      word?.classList.add("np-word-now");
      this.wordNode = word;
    }
    this.remember(false);
    if ("mediaSession" in navigator && active === this && navigator.mediaSession.setPositionState && a.duration) {
      try {
        navigator.mediaSession.setPositionState({ duration: a.duration, playbackRate: a.playbackRate, position: t });
      } catch { /* a position past the end while seeking */ }
    }
  }

  key_(event) {
    const target = event.target, a = this.audio;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const onSlider = target === this.seek;
    if (target.matches("select") || (target.matches("input") && !onSlider)) return;
    const inList = target === this.cueBox && this.cueNodes.length > 0;
    const toggle = () => (a.paused ? a.play().catch(() => {}) : a.pause());
    const go = {
      k: toggle,
      j: () => this.jump(-15),
      l: () => this.jump(15),
      ArrowLeft: inList && this.hasWords ? () => this.stepWord(-1) : () => this.jump(-STEP),
      ArrowRight: inList && this.hasWords ? () => this.stepWord(1) : () => this.jump(STEP),
      ArrowUp: inList ? () => this.pointTo(Math.max(0, this.pointed - 1))
        : onSlider ? () => this.jump(STEP) : null,
      ArrowDown: inList ? () => this.pointTo(Math.min(this.cueNodes.length - 1, this.pointed + 1))
        : onSlider ? () => this.jump(-STEP) : null,
      Enter: inList ? () => { this.playFrom(Math.max(0, this.pointed), this.pointedWord); if (a.paused) toggle(); } : null,
      " ": inList ? () => this.playFrom(Math.max(0, this.pointed), this.pointedWord) : null,
    }[event.key];
    if (go) { event.preventDefault(); go(); }
  }

  media() {
    if (!("mediaSession" in navigator)) return;
    const a = this.audio, chapterStart = (step) => {
      const next = this.chapters[this.chapterIndex + step];
      if (next) this.seekTo(next.startTime);
    };
    const handlers = {
      play: () => a.play().catch(() => {}),
      pause: () => a.pause(),
      seekbackward: (d) => this.jump(-(d.seekOffset || 15)),
      seekforward: (d) => this.jump(d.seekOffset || 15),
      seekto: (d) => this.seekTo(d.seekTime),
      previoustrack: () => chapterStart(-1),
      nexttrack: () => chapterStart(1),
    };
    for (const [action, handler] of Object.entries(handlers)) {
      try { navigator.mediaSession.setActionHandler(action, handler); } catch { /* not supported here */ }
    }
  }
}

if (!customElements.get("narrate-player")) customElements.define("narrate-player", NarratePlayer);
