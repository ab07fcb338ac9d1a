// <narrate-player src=".../episodes.json" slug="…" lang="…" [rebase]>: narrate's read-along player.
// Plain JS, no build step, no dependencies. Whatever the element holds (an <audio> and a link) is
// what a browser without JS shows; once the episode is found it is replaced by the player.
// `rebase`: the files are beside the episodes.json it was given (narrate's own pages), so URLs under
// the file's base_url are resolved against that folder instead (previews, mirrors).
const SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2];
const NAMES = { "zh-hant": "繁體中文", "zh-hans": "简体中文", en: "English", ja: "日本語", ko: "한국어" };
const WORDS = {
  en: ["Audio player", "Play", "Pause", "Back 15 seconds", "Forward 15 seconds", "Seek", "of", "Speed",
    "Language", "Chapters", "Transcript"],
  "zh-hant": ["音訊播放器", "播放", "暫停", "倒退 15 秒", "快轉 15 秒", "播放位置", "／", "速度", "語言", "章節", "逐字稿"],
  "zh-hans": ["音频播放器", "播放", "暂停", "后退 15 秒", "快进 15 秒", "播放位置", "／", "速度", "语言", "章节", "文字稿"],
  ja: ["オーディオプレーヤー", "再生", "一時停止", "15秒戻る", "15秒進む", "再生位置", "/", "速度", "言語", "チャプター", "文字起こし"],
  ko: ["오디오 플레이어", "재생", "일시 정지", "15초 뒤로", "15초 앞으로", "재생 위치", "/", "속도", "언어", "챕터", "대본"],
};
const KEYS = ["player", "play", "pause", "back", "fwd", "seek", "of", "speed", "language", "chapters", "transcript"];
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
// A cue's lines as one text: a space between them, except between two CJK characters (a
// Chinese or Japanese line is broken between characters, not at a space).
const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/;
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
    if (!document.querySelector("link[data-narrate-player]")) {
      const link = el("link", { rel: "stylesheet", href: new URL("narrate-player.css", import.meta.url).href });
      link.dataset.narratePlayer = "";
      document.head.append(link);
    }
    this.open(this.getAttribute("lang") || "", null).catch((error) => console.warn(String(error)));
  }

  // The episodes.json that lists `lang` (the one given, or the per-language file beside it).
  async find(lang) {
    const src = new URL(this.getAttribute("src") || "episodes.json", document.baseURI).href;
    const doc = await fetchJSON(src);
    const root = new URL(doc.lang ? "../" : "./", src).href;
    this.fix = (url) => (url && this.hasAttribute("rebase") && url.startsWith(doc.base_url + "/")
      ? root + url.slice(doc.base_url.length + 1) : url);
    const slug = this.getAttribute("slug");
    const pick = (d) => d.episodes.find((e) => e.slug === slug && (!lang || e.lang === lang));
    if (pick(doc) || !doc.lang) return pick(doc);
    return pick(await fetchJSON(this.fix(`${doc.base_url}/${lang}/episodes.json`)));
  }

  async open(lang, chapterIndex) {
    const entry = await this.find(lang);
    if (!entry) throw new Error(`narrate-player: no episode ${this.getAttribute("slug")} (${lang || "any language"})`);
    const [chapters, vtt] = await Promise.all([
      fetchJSON(this.fix(entry.chapters)).then((c) => c.chapters || []).catch(() => []),
      fetch(this.fix(entry.transcript)).then((r) => (r.ok ? r.text() : "")).catch(() => ""),
    ]);
    if (!this.ui) this.build(entry);
    const wasPlaying = this.audio && !this.audio.paused;
    this.show(entry, chapters, parseVtt(vtt));
    const start = chapterIndex === null ? null : chapters[chapterIndex]?.startTime ?? 0;
    this.startAt = start;
    if (wasPlaying) this.audio.play().catch(() => {});
  }

  words(lang) {
    const list = WORDS[lang] || WORDS[lang.split("-")[0]] || WORDS.en;
    return Object.fromEntries(KEYS.map((k, i) => [k, list[i]]));
  }

  build(entry) {
    const w = this.words(entry.lang);
    this.w = w;
    this.audio = el("audio", { preload: "metadata" });
    this.play = el("button", { type: "button", className: "np-play" }, el("span", { className: "np-icon" }));
    this.back = el("button", { type: "button", className: "np-skip", textContent: "−15" });
    this.fwd = el("button", { type: "button", className: "np-skip", textContent: "+15" });
    this.seek = el("input", { type: "range", className: "np-seek", min: 0, max: 0, step: "any", value: 0 });
    this.time = el("span", { className: "np-time" });
    this.speed = el("select", { className: "np-speed" },
      ...SPEEDS.map((s) => el("option", { value: String(s), textContent: `${s}×` })));
    this.speedLabel = el("label", { className: "np-field" }, el("span", { className: "np-label" }), this.speed);
    this.langs = el("select", { className: "np-langs" });
    this.langLabel = el("label", { className: "np-field" }, el("span", { className: "np-label" }), this.langs);
    this.chapterList = el("ol");
    this.chapterNav = el("nav", { className: "np-chapters" }, el("h3", { className: "np-heading" }), this.chapterList);
    this.cueBox = el("div", { className: "np-cues" });
    this.transcript = el("section", { className: "np-transcript" }, el("h3", { className: "np-heading" }), this.cueBox);
    this.ui = el("div", { className: "np" },
      this.audio,
      el("div", { className: "np-bar" }, this.play, this.back, this.seek, this.fwd, this.time),
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
    this.seek.addEventListener("input", () => { a.currentTime = parseFloat(this.seek.value); });
    this.speed.addEventListener("change", () => {
      a.playbackRate = a.defaultPlaybackRate = parseFloat(this.speed.value);
      store.set("narrate:speed", this.speed.value);
    });
    this.langs.addEventListener("change", () => {
      this.open(this.langs.value, Math.max(0, this.chapterIndex)).catch((error) => console.warn(String(error)));
    });
    for (const name of ["play", "pause", "ended"]) a.addEventListener(name, () => this.state());
    a.addEventListener("loadedmetadata", () => {
      a.playbackRate = a.defaultPlaybackRate = parseFloat(this.speed.value);
      const saved = parseFloat(store.get(this.key));
      const at = this.startAt ?? (saved > 0 && saved < a.duration - 5 ? saved : 0);
      this.startAt = null;
      this.loading = false;
      if (at) a.currentTime = at;
      this.tick();
    });
    a.addEventListener("timeupdate", () => this.tick());
    a.addEventListener("seeked", () => this.tick());
    a.addEventListener("pause", () => this.remember(true));
    a.addEventListener("ended", () => store.drop(this.key));
    addEventListener("pagehide", () => this.remember(true));
    this.ui.addEventListener("keydown", (event) => this.key_(event));
    this.media();
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
    this.setAttribute("lang", entry.lang);
    this.ui.setAttribute("aria-label", `${w.player}: ${entry.title}`);
    this.back.setAttribute("aria-label", w.back);
    this.fwd.setAttribute("aria-label", w.fwd);
    this.seek.setAttribute("aria-label", w.seek);
    this.speedLabel.firstChild.textContent = w.speed;
    this.langLabel.firstChild.textContent = w.language;
    this.chapterNav.setAttribute("aria-label", w.chapters);
    this.chapterNav.firstChild.textContent = w.chapters;
    this.transcript.setAttribute("aria-label", w.transcript);
    this.transcript.firstChild.textContent = w.transcript;

    const codes = [entry.lang, ...entry.languages];
    this.langs.replaceChildren(...codes.map((code) =>
      el("option", { value: code, textContent: NAMES[code] || code, lang: code, selected: code === entry.lang })));
    this.langLabel.hidden = codes.length < 2;

    this.chapterButtons = chapters.map((c, i) => {
      const button = el("button", { type: "button" },
        el("span", { className: "np-at", textContent: clock(c.startTime) }), " ", c.title);
      button.addEventListener("click", () => { this.audio.currentTime = c.startTime; this.tick(); });
      return button;
    });
    this.chapterList.replaceChildren(...this.chapterButtons.map((b) => el("li", {}, b)));
    this.chapterNav.hidden = chapters.length < 2;

    this.cueButtons = cues.map((cue, i) => {
      const button = el("button", { type: "button", className: "np-cue", textContent: cue.text, tabIndex: i ? -1 : 0 });
      button.addEventListener("click", () => { this.audio.currentTime = cue.start; this.tick(); });
      return button;
    });
    this.cueBox.replaceChildren(...this.cueButtons.flatMap((b) => [b, " "]));
    this.transcript.hidden = !cues.length;

    this.audio.src = this.fix(entry.audio);
    this.seek.max = String(entry.duration);
    this.state();
    this.tick();
    if ("mediaSession" in navigator && window.MediaMetadata) {
      navigator.mediaSession.metadata = new MediaMetadata({
        title: entry.title, artist: new URL(entry.url || entry.listen, document.baseURI).hostname,
        artwork: entry.image ? [{ src: this.fix(entry.image) }] : [],
      });
    }
  }

  state() {
    const paused = this.audio.paused;
    this.play.setAttribute("aria-label", paused ? this.w.play : this.w.pause);
    this.play.classList.toggle("np-playing", !paused);
    if ("mediaSession" in navigator) navigator.mediaSession.playbackState = paused ? "paused" : "playing";
  }

  jump(delta) {
    const a = this.audio;
    a.currentTime = Math.min(Math.max(0, a.currentTime + delta), a.duration || this.entry.duration);
  }

  remember(now) {
    const t = this.audio.currentTime;
    if (!this.key || this.loading || !(t > 0)) return;
    if (now || Math.abs(t - (this.saved || 0)) >= 2) {
      store.set(this.key, t.toFixed(1));
      this.saved = t;
    }
  }

  tick() {
    const a = this.audio, t = a.currentTime, total = a.duration || this.entry.duration;
    if (document.activeElement !== this.seek) this.seek.value = String(t);
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
      const old = this.cueButtons[this.cueIndex], now = this.cueButtons[cue];
      if (old) { old.classList.remove("np-now"); old.removeAttribute("aria-current"); old.tabIndex = -1; }
      if (now) {
        now.classList.add("np-now");
        now.setAttribute("aria-current", "true");
        now.tabIndex = 0;
        const box = this.cueBox, top = now.offsetTop - box.offsetTop;
        if (top < box.scrollTop || top + now.offsetHeight > box.scrollTop + box.clientHeight) {
          box.scrollTo({ top: Math.max(0, top - box.clientHeight / 3), behavior: "smooth" });
        }
      } else if (this.cueButtons[0]) this.cueButtons[0].tabIndex = 0;
      this.cueIndex = cue;
    }
    this.remember(false);
    if ("mediaSession" in navigator && navigator.mediaSession.setPositionState && a.duration) {
      try {
        navigator.mediaSession.setPositionState({ duration: a.duration, playbackRate: a.playbackRate, position: t });
      } catch { /* a position past the end while seeking */ }
    }
  }

  key_(event) {
    const target = event.target, a = this.audio;
    if (event.altKey || event.ctrlKey || event.metaKey || target.matches("select, input")) return;
    const cue = this.cueButtons.indexOf(target);
    const go = {
      k: () => (a.paused ? a.play().catch(() => {}) : a.pause()),
      j: () => this.jump(-15),
      l: () => this.jump(15),
      ArrowLeft: () => this.jump(-5),
      ArrowRight: () => this.jump(5),
      ArrowUp: cue >= 0 ? () => this.cueButtons[Math.max(0, cue - 1)].focus() : null,
      ArrowDown: cue >= 0 ? () => this.cueButtons[Math.min(this.cueButtons.length - 1, cue + 1)].focus() : null,
    }[event.key];
    if (go) { event.preventDefault(); go(); }
  }

  media() {
    if (!("mediaSession" in navigator)) return;
    const a = this.audio, chapterStart = (step) => {
      const next = this.chapters[this.chapterIndex + step];
      if (next) a.currentTime = next.startTime;
    };
    const handlers = {
      play: () => a.play().catch(() => {}),
      pause: () => a.pause(),
      seekbackward: (d) => this.jump(-(d.seekOffset || 15)),
      seekforward: (d) => this.jump(d.seekOffset || 15),
      seekto: (d) => { a.currentTime = d.seekTime; },
      previoustrack: () => chapterStart(-1),
      nexttrack: () => chapterStart(1),
    };
    for (const [action, handler] of Object.entries(handlers)) {
      try { navigator.mediaSession.setActionHandler(action, handler); } catch { /* not supported here */ }
    }
  }
}

if (!customElements.get("narrate-player")) customElements.define("narrate-player", NarratePlayer);
