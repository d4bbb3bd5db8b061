/**
 * The site's own words: header, switches, footer, the lessons' titles.
 * Terms are the ones the articles' readers use: the French of the Sybase
 * article (coupure de page, taux de remplissage), the Russian of the SQL
 * Server articles (страница, вставка, расширение буферного пула).
 */
import type { Catalogue } from '../kit/i18n/words';

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

const fr: AppWords = {
  skip: 'Aller à la leçon',
  tagline: 'ce qu’un moteur de stockage fait aux pages',
  lessons: 'Leçons',
  allLessons: 'Toutes les leçons',
  playground: 'Bac à sable',
  loadingLessons: 'Chargement des leçons…',
  theme: 'Thème',
  themeSystem: 'Comme le système',
  themeLight: 'Clair',
  themeDark: 'Sombre',
  language: 'Langue',
  openIn: 'Ouvrir dans pagelab',
  newTab: ' (s’ouvre dans un nouvel onglet)',
  engineFailed: (why) => `Le moteur n’a pas pu démarrer\u00a0: ${why}`,
  engineRetry:
    'Rechargez la page pour réessayer. pagelab demande un navigateur avec WebAssembly et les workers de module.',
  foot: (engine) =>
    `Le moteur est écrit en Rust, compilé en WebAssembly, et tourne dans un Web Worker de cette page\u00a0; rien n’est chargé depuis le réseau. Les chiffres «\u00a0de l’article\u00a0» sont des mesures ${engine}\u00a0; les nôtres sont simulés.`,
  theArticles: 'des articles',
  embedFoot: (engine) => `«\u00a0De l’article\u00a0»\u00a0: ${engine}, mesuré\u00a0; les nôtres\u00a0: simulés.`,
  theArticle: 'l’article',
  titles: {
    page_splits: 'Coupures de pages',
    fillfactor: 'Taux de remplissage (fillfactor)',
    ascending_inserts: 'Insertions ascendantes',
    buffer_pool: 'Pool de tampons',
    fragmentation: 'Fragmentation',
    bpe: 'Extension du pool de tampons',
    latch: 'Contention sur la dernière page',
    idxbuild: 'Reconstruction d’index parallèle',
  },
};

const ru: AppWords = {
  skip: 'Перейти к уроку',
  tagline: 'что подсистема хранения делает со страницами',
  lessons: 'Уроки',
  allLessons: 'Все уроки',
  playground: 'Песочница',
  loadingLessons: 'Загрузка уроков…',
  theme: 'Тема',
  themeSystem: 'Как в системе',
  themeLight: 'Светлая',
  themeDark: 'Тёмная',
  language: 'Язык',
  openIn: 'Открыть в pagelab',
  newTab: ' (откроется в новой вкладке)',
  engineFailed: (why) => `Движок не запустился: ${why}`,
  engineRetry: 'Перезагрузите страницу. pagelab нужен браузер с WebAssembly и модульными воркерами.',
  foot: (engine) =>
    `Движок написан на Rust, скомпилирован в WebAssembly и работает в Web Worker этой страницы; из сети ничего не загружается. Цифры «из статьи» — измерения ${engine}; наши — результат моделирования.`,
  theArticles: 'из статей',
  embedFoot: (engine) => `«Из статьи»: ${engine}, измерено; наши: смоделировано.`,
  theArticle: 'статьи',
  titles: {
    page_splits: 'Расщепление страниц',
    fillfactor: 'Коэффициент заполнения (fillfactor)',
    ascending_inserts: 'Возрастающие вставки',
    buffer_pool: 'Буферный пул',
    fragmentation: 'Фрагментация',
    bpe: 'Расширение буферного пула',
    latch: 'Конкуренция за последнюю страницу',
    idxbuild: 'Параллельное перестроение индексов',
  },
};

export const APP_WORDS: Catalogue<AppWords> = { en, fr, ru };

/** A lesson's title in the page's language (the engine's, in English). */
export function lessonTitle(w: AppWords, id: string, engineTitle: string): string {
  return w.titles[id] ?? engineTitle;
}
