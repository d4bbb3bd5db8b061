// The Russian words of `app.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { AppWords } from './app.i18n';

export const ru: AppWords = {
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
