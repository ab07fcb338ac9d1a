// narrate's own pages (not the player): the embed box's copy button, and an index that follows the
// reader's language. A file rather than inline scripts, so a site's Content-Security-Policy can allow it.
for (const button of document.querySelectorAll(".np-copy")) {
  const code = button.previousElementSibling;
  button.hidden = !navigator.clipboard;
  button.addEventListener("click", () => navigator.clipboard.writeText(code.value)
    .then(() => { button.dataset.copied = ""; }, () => code.select()));
}

// The index: the section in the first of the reader's languages the blog has goes first, and the
// page's lang, title and h1 become that section's. Without JavaScript the blog's main language leads.
const sections = [...document.querySelectorAll("section[data-title]")];
if (sections.length > 1) {
  const region = { "zh-tw": "zh-hant", "zh-hk": "zh-hant", "zh-mo": "zh-hant", "zh-cn": "zh-hans", "zh-sg": "zh-hans" };
  const wanted = navigator.languages.map((code) => region[code.toLowerCase()] || code.toLowerCase());
  const rank = (section) => {
    const lang = section.lang.toLowerCase();
    const at = wanted.findIndex((code) => code === lang || (!code.startsWith("zh") && code.split("-")[0] === lang.split("-")[0]));
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
