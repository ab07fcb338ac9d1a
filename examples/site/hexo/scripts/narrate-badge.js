/* ♪ badge for a post with an episode in narrate's episodes.json.
 *
 * Hexo loads every file of the site's scripts/ folder: this one registers the helper `narrate_badge(page)`,
 * usable from any theme's templates (EJS: <%- narrate_badge(page) %>; Nunjucks: {{ narrate_badge(page) | safe }};
 * Pug: != narrate_badge(page)). Data: source/_data/episodes.json, a copy of narrate's DIR/episodes.json (Hexo
 * reads source/_data/ into site.data).
 *
 * A post is looked up by its source path (Hexo's `page.source`, which narrate records as each episode's `key`),
 * else by its address (`page` against the post's permalink): never by re-deriving narrate's slug. Where one file
 * has episodes in two languages (zh-Hant and the zh-Hans narrate derives), the one in the post's own language wins:
 * its `lang` (else the site's `language`), as narrate names languages (zh-TW, zh-HK, zh-Hant → zh-hant; zh-CN,
 * zh-SG, zh-Hans → zh-hans; en-US → en).
 */
'use strict';

const HANT = ['zh-tw', 'zh-hk', 'zh-mo', 'zh-hant', 'zh-hant-tw', 'zh-hant-hk'];
const HANS = ['zh-cn', 'zh-sg', 'zh-my', 'zh-hans', 'zh-hans-cn'];
const SAID = {'zh-hant': '可收聽', 'zh-hans': '可收听', ja: '聴く'};

function narrateLang(tag) {
  const lang = String(tag || '').toLowerCase().replace(/_/g, '-');
  if (HANT.includes(lang)) return 'zh-hant';
  if (HANS.includes(lang)) return 'zh-hans';
  return lang;
}

function escape(text) {
  return String(text).replace(/[&<>"']/g, ch => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[ch]);
}

hexo.extend.helper.register('narrate_badge', function(page) {
  const data = this.site.data && this.site.data.episodes;
  const episodes = (data && data.episodes) || [];
  let hits = episodes.filter(e => e.key === page.source);
  if (!hits.length && page.permalink) hits = episodes.filter(e => e.page === page.permalink);
  const site = Array.isArray(this.config.language) ? this.config.language[0] : this.config.language;
  const lang = narrateLang(page.lang || page.language || site);
  let mine = hits.filter(e => e.lang === lang);
  if (!mine.length) mine = hits.filter(e => e.lang === lang.split('-')[0]);
  if (mine.length) hits = mine;
  if (!hits.length) return '';
  const episode = hits[0];
  return `<a class="narrate-badge" href="${escape(episode.listen)}" title="${escape(episode.title)}" `
    + `data-narrate-episode="${escape(episode.lang)}/${escape(episode.slug)}">♪ ${SAID[episode.lang] || 'listen'}</a>`;
});
