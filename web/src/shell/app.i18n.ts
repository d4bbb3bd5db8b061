/**
 * The site's own words: header, switches, footer, the lessons' titles.
 * Terms are the ones the articles' readers use: the French of the Sybase
 * article (coupure de page, taux de remplissage), the Russian of the SQL
 * Server articles (страница, вставка, расширение буферного пула).
 */
import { lazyCatalogue, type Catalogue } from '../kit/i18n/words';

const en = {
  skip: 'Skip to the lesson',
  tagline: 'what a storage engine does to pages',
  lessons: 'Lessons',
  allLessons: 'All lessons',
  playground: 'Playground',
  loadingLessons: 'Loading the lessons…',
  theme: 'Theme',
  themeSystem: 'As the system',
  themeLight: 'Light',
  themeDark: 'Dark',
  language: 'Language',
  openIn: 'Open in pagelab',
  newTab: ' (opens in a new tab)',
  engineFailed: (why: string) => `The engine could not start: ${why}`,
  engineRetry: 'Reload the page to try again. pagelab needs a browser with WebAssembly and module workers.',
  foot: (engine: string) =>
    `The engine is Rust compiled to WebAssembly, running in a Web Worker of this page; nothing is fetched from the network. Figures “from the article” are ${engine} measurements; ours are simulated.`,
  theArticles: 'the articles’',
  embedFoot: (engine: string) => `“From the article”: ${engine}, measured; ours: simulated.`,
  theArticle: 'the article',
  /** The engine's titles are English; here the others' (by lesson id). */
  titles: {} as Record<string, string>,
};

export type AppWords = typeof en;

export const APP_WORDS: Catalogue<AppWords> = lazyCatalogue<AppWords>(en, {
  fr: () => import('./app.i18n.fr').then((m) => m.fr),
  ru: () => import('./app.i18n.ru').then((m) => m.ru),
});

/** A lesson's title in the page's language (the engine's, in English). */
export function lessonTitle(w: AppWords, id: string, engineTitle: string): string {
  return w.titles[id] ?? engineTitle;
}
