// The Russian words of `views.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import { fmtInt } from '../../../kit/text/format';
import { ruN } from '../../../kit/i18n/plural';
import type { ViewWords } from './views.i18n';

export const ru: ViewWords = {
  tablePages: (n) => ruN(n, 'страница таблицы', 'страницы таблицы', 'страниц таблицы'),
  archivePages: (n) => ruN(n, 'страница архива', 'страницы архива', 'страниц архива'),
  indexPages: (n) => ruN(n, 'страница индекса', 'страницы индекса', 'страниц индекса'),
  empty: (n) => `пустых: ${fmtInt(n)}`,
  usefulEach: (perPage, _one) => ` (полезных строк на каждой: ${perPage})`,
  poolSentence: (frames, parts, dirty, useful) =>
    `${ruN(frames, 'фрейм', 'фрейма', 'фреймов')}: ${parts}; грязных: ${fmtInt(dirty)}; полезных строк всего: ${fmtInt(useful)}`,
  frameEmpty: (f) => `Фрейм ${f}: пуст`,
  frame: (f, page) => `Фрейм ${f}: ${page}`,
  frameUseful: (n) => `, полезных строк: ${fmtInt(n)}`,
  frameDirty: ', грязная',
  poolLabel: (sentence) => `буферный пул, ${sentence}`,
  drawnDense: (n) => ` Плотная отрисовка: фреймов в клетке — ${n}.`,
  access: (page, found, ms) => `${page}: ${found} (${ms})`,
  atFrame: (f) => `, фрейм ${f}`,
  sinceLeft: ', уже покинула пул',
  out: (page, written) => `; вытеснена: ${page}${written ? ', сначала записана' : ''}`,
  keyUseful: 'полезные строки',
  keyDirty: 'грязная',
  keyRequest: 'этот запрос',
  archiveStrip: 'Страницы архива, отсортированные по клиенту',
  tableStrip: 'Страницы таблицы, в порядке файла',
  otherStrip: (relation) => `Страницы ${relation}`,
  firstPages: (n) => `Первые ${n} её страниц`,
  pages: (n) => ruN(n, 'страница', 'страницы', 'страниц'),
  strip: (pages, pool, cache, disk) => `${pages}: ${pool}, ${cache}, ${disk}`,
  thisRequest: 'Этот запрос',
  thisRequestInLabel: 'этот запрос',
  touched: (pages, places, fromDisk) =>
    `: ${ruN(pages, 'страница', 'страницы', 'страниц')} в ${ruN(places, 'месте', 'местах', 'местах')}, с диска прочитано: ${fmtInt(
      fromDisk,
    )}`,
  poolTable: 'Пул по отношениям',
  poolCaption: (frames, empty) => `Фреймы пула по отношению их страницы (фреймов: ${frames}, пустых: ${empty})`,
  pagesOf: 'Страницы',
  frames: 'Фреймы',
  dirty: 'Грязные',
  usefulRows: 'Полезные строки',
  aPage: 'На страницу',
  emptyFrames: '(пустые фреймы)',
  pagesCount: 'Страниц',
  touchedNone: 'Этот запрос не затронул ни одной из этих страниц.',
  touchedPages: (pages, places, fromDisk, ranges) =>
    `Этот запрос затронул страниц: ${fmtInt(pages)}, в ${ruN(places, 'месте', 'местах', 'местах')} (с диска прочитано: ${fmtInt(
      fromDisk,
    )}): страницы ${ranges}.`,
  poolAtEnd: 'Пул в конце прогона',
  atEnd: 'в конце прогона',
};
