// narrate's own pages (not the player): the embed box's copy button, and an index that follows the
// reader's language. A file rather than inline scripts, so a site's Content-Security-Policy can allow it.
for (const button of document.querySelectorAll(".np-copy")) {
  const code = button.previousElementSibling;
  button.hidden = !navigator.clipboard;
  button.addEventListener("click", () => navigator.clipboard.writeText(code.value)
    .then(() => { button.dataset.copied = ""; }, () => code.select()));
}

// The index: the section in the first of the reader's languages the blog has goes first, and the
// page's lang, title and h1 become that section's. Without JavaScript the blog's default language leads.
// A browser's language tags come in every form (zh-Hant-TW, zh-Hans-CN, zh-TW, zh, ja-JP, pt-BR): each
// becomes the sections it may mean, best first; a plain `zh` means either Chinese, the blog's own first.
const sections = [...document.querySelectorAll("section[data-title]")];
if (sections.length > 1) {
  const TRADITIONAL = ["hant", "tw", "hk", "mo"], SIMPLIFIED = ["hans", "cn", "sg", "my"];
  const chinese = sections[0].lang.toLowerCase() === "zh-hant" ? ["zh-hant", "zh-hans"] : ["zh-hans", "zh-hant"];
  const meanings = (code) => {
    const [language, ...rest] = code.toLowerCase().split(/[-_]/);
    if (language === "zh") {
      if (rest.some((part) => TRADITIONAL.includes(part))) return ["zh-hant"];
      if (rest.some((part) => SIMPLIFIED.includes(part))) return ["zh-hans"];
      return chinese;
    }
    return [[language, ...rest].join("-"), language];
  };
  const wanted = navigator.languages.flatMap(meanings);
  const rank = (section) => {
    const lang = section.lang.toLowerCase();
    const at = wanted.findIndex((code) => code === lang || (!lang.startsWith("zh") && code === lang.split("-")[0]));
    return at < 0 ? wanted.length : at;
  };
  const best = sections.reduce((a, b) => (rank(b) < rank(a) ? b : a));
  if (best !== sections[0]) {
    sections[0].before(best);
    document.documentElement.lang = best.lang;
    document.title = best.dataset.title;
    document.querySelector("h1").textContent = best.dataset.title;
  }
}
