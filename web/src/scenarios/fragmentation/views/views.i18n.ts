/**
 * The fragmentation pictures' words (`PoolPages.tsx`, `RelationPages.tsx`,
 * `PoolTables.tsx`, `databaseViews.tsx`): their captions, labels, status
 * lines, keys and tables. Counts come as numbers where a noun agrees.
 */
import type { Catalogue } from '../../../kit/i18n/words';
import { fmtInt } from '../../../kit/text/format';
import { enN, frN, ruN } from '../../../kit/i18n/plural';

const en = {
  // The pool, frame by frame.
  tablePages: (n: number) => enN(n, 'table page'),
  archivePages: (n: number) => enN(n, 'archive page'),
  indexPages: (n: number) => enN(n, 'index page'),
  empty: (n: number) => `${fmtInt(n)} empty`,
  usefulEach: (perPage: string, one: boolean) => ` (${perPage} useful ${one ? 'row' : 'rows'} each)`,
  poolSentence: (frames: number, parts: string, dirty: number, useful: number) =>
    `${enN(frames, 'frame')}: ${parts}; ${fmtInt(dirty)} dirty; ${enN(useful, 'useful row')} in all`,
  frameEmpty: (f: string) => `Frame ${f}: empty`,
  frame: (f: string, page: string) => `Frame ${f}: ${page}`,
  frameUseful: (n: number) => `, ${fmtInt(n)} useful ${n === 1 ? 'row' : 'rows'}`,
  frameDirty: ', dirty',
  poolLabel: (sentence: string) => `the buffer pool, ${sentence}`,
  drawnDense: (n: string) => ` Drawn dense: ${n} frames a cell.`,
  /** The access playing: "table page 12: from disk (8.1 ms)". */
  access: (page: string, found: string, ms: string) => `${page}: ${found} (${ms})`,
  atFrame: (f: string) => `, frame ${f}`,
  sinceLeft: ', since left the pool',
  out: (page: string, written: boolean) => `; out: ${page}${written ? ', written first' : ''}`,
  keyUseful: 'useful rows',
  keyDirty: 'dirty',
  keyRequest: 'this request',
  // A table's pages.
  archiveStrip: 'Archive pages, sorted by customer',
  tableStrip: 'Table pages, in file order',
  otherStrip: (relation: string) => `Pages of ${relation}`,
  firstPages: (n: string) => `Its first ${n} pages`,
  pages: (n: number) => enN(n, 'page'),
  strip: (pages: string, pool: string, cache: string, disk: string) => `${pages}: ${pool}, ${cache}, ${disk}`,
  thisRequest: 'This request',
  thisRequestInLabel: 'this request',
  touched: (pages: number, places: number, fromDisk: number) =>
    `: ${fmtInt(pages)} ${pages === 1 ? 'page' : 'pages'} in ${fmtInt(places)} ${places === 1 ? 'place' : 'places'}, ${fmtInt(
      fromDisk,
    )} read from disk`,
  // The tables.
  poolTable: 'The pool, relation by relation',
  poolCaption: (frames: string, empty: string) =>
    `Frames of the pool by the relation of their page (${frames} frames, ${empty} empty)`,
  pagesOf: 'Pages of',
  frames: 'Frames',
  dirty: 'Dirty',
  usefulRows: 'Useful rows',
  aPage: 'A page',
  emptyFrames: '(empty frames)',
  pagesCount: 'Pages',
  touchedNone: 'This request touched none of these pages.',
  touchedPages: (pages: number, places: number, fromDisk: number, ranges: string) =>
    `This request touched ${fmtInt(pages)} ${pages === 1 ? 'page' : 'pages'} in ${fmtInt(places)} ${
      places === 1 ? 'place' : 'places'
    } (${fmtInt(fromDisk)} read from disk): pages ${ranges}.`,
  // A full run's end.
  poolAtEnd: 'The pool at the end of the run',
  atEnd: 'at the end of the run',
};

export type ViewWords = typeof en;

const fr: ViewWords = {
  tablePages: (n) => frN(n, 'page de table', 'pages de table'),
  archivePages: (n) => frN(n, 'page d’archive', 'pages d’archive'),
  indexPages: (n) => frN(n, 'page d’index', 'pages d’index'),
  empty: (n) => `${fmtInt(n)} ${n < 2 ? 'vide' : 'vides'}`,
  usefulEach: (perPage, one) => ` (${perPage} ${one ? 'ligne utile' : 'lignes utiles'} chacune)`,
  poolSentence: (frames, parts, dirty, useful) =>
    `${frN(frames, 'emplacement')}\u00a0: ${parts}\u00a0; ${fmtInt(dirty)} ${dirty < 2 ? 'sale' : 'sales'}\u00a0; ${frN(
      useful,
      'ligne utile',
      'lignes utiles',
    )} en tout`,
  frameEmpty: (f) => `Emplacement ${f}\u00a0: vide`,
  frame: (f, page) => `Emplacement ${f}\u00a0: ${page}`,
  frameUseful: (n) => `, ${fmtInt(n)} ${n < 2 ? 'ligne utile' : 'lignes utiles'}`,
  frameDirty: ', sale',
  poolLabel: (sentence) => `le pool de tampons, ${sentence}`,
  drawnDense: (n) => ` Dessiné en dense\u00a0: ${n} emplacements par case.`,
  access: (page, found, ms) => `${page}\u00a0: ${found} (${ms})`,
  atFrame: (f) => `, emplacement ${f}`,
  sinceLeft: ', sortie du pool depuis',
  out: (page, written) => `\u00a0; sortie\u00a0: ${page}${written ? ', écrite d’abord' : ''}`,
  keyUseful: 'lignes utiles',
  keyDirty: 'sale',
  keyRequest: 'cette requête',
  archiveStrip: 'Pages de l’archive, triées par client',
  tableStrip: 'Pages de la table, dans l’ordre du fichier',
  otherStrip: (relation) => `Pages de ${relation}`,
  firstPages: (n) => `Ses ${n} premières pages`,
  pages: (n) => frN(n, 'page'),
  strip: (pages, pool, cache, disk) => `${pages}\u00a0: ${pool}, ${cache}, ${disk}`,
  thisRequest: 'Cette requête',
  thisRequestInLabel: 'cette requête',
  touched: (pages, places, fromDisk) =>
    `\u00a0: ${frN(pages, 'page')} en ${frN(places, 'endroit')}, ${fmtInt(fromDisk)} ${fromDisk < 2 ? 'lue' : 'lues'} sur disque`,
  poolTable: 'Le pool, relation par relation',
  poolCaption: (frames, empty) =>
    `Emplacements du pool selon la relation de leur page (${frames} emplacements, ${empty} vides)`,
  pagesOf: 'Pages de',
  frames: 'Emplacements',
  dirty: 'Sales',
  usefulRows: 'Lignes utiles',
  aPage: 'Par page',
  emptyFrames: '(emplacements vides)',
  pagesCount: 'Pages',
  touchedNone: 'Cette requête n’a touché aucune de ces pages.',
  touchedPages: (pages, places, fromDisk, ranges) =>
    `Cette requête a touché ${frN(pages, 'page')} en ${frN(places, 'endroit')} (${fmtInt(fromDisk)} ${
      fromDisk < 2 ? 'lue' : 'lues'
    } sur disque)\u00a0: pages ${ranges}.`,
  poolAtEnd: 'Le pool à la fin du déroulement',
  atEnd: 'à la fin du déroulement',
};

const ru: ViewWords = {
  tablePages: (n) => ruN(n, 'страница таблицы', 'страницы таблицы', 'страниц таблицы'),
  archivePages: (n) => ruN(n, 'страница архива', 'страницы архива', 'страниц архива'),
  indexPages: (n) => ruN(n, 'страница индекса', 'страницы индекса', 'страниц индекса'),
  empty: (n) => `пустых: ${fmtInt(n)}`,
  usefulEach: (perPage, _one) => ` (полезных строк на каждой: ${perPage})`,
  poolSentence: (frames, parts, dirty, useful) =>
    `${ruN(frames, 'буфер', 'буфера', 'буферов')}: ${parts}; грязных: ${fmtInt(dirty)}; полезных строк всего: ${fmtInt(useful)}`,
  frameEmpty: (f) => `Буфер ${f}: пуст`,
  frame: (f, page) => `Буфер ${f}: ${page}`,
  frameUseful: (n) => `, полезных строк: ${fmtInt(n)}`,
  frameDirty: ', грязная',
  poolLabel: (sentence) => `буферный пул, ${sentence}`,
  drawnDense: (n) => ` Плотная отрисовка: ${n} буферов в клетке.`,
  access: (page, found, ms) => `${page}: ${found} (${ms})`,
  atFrame: (f) => `, буфер ${f}`,
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
  poolCaption: (frames, empty) => `Буферы пула по отношению их страницы (буферов: ${frames}, пустых: ${empty})`,
  pagesOf: 'Страницы',
  frames: 'Буферы',
  dirty: 'Грязные',
  usefulRows: 'Полезные строки',
  aPage: 'На страницу',
  emptyFrames: '(пустые буферы)',
  pagesCount: 'Страниц',
  touchedNone: 'Этот запрос не затронул ни одной из этих страниц.',
  touchedPages: (pages, places, fromDisk, ranges) =>
    `Этот запрос затронул страниц: ${fmtInt(pages)}, в ${ruN(places, 'месте', 'местах', 'местах')} (с диска прочитано: ${fmtInt(
      fromDisk,
    )}): страницы ${ranges}.`,
  poolAtEnd: 'Пул в конце прогона',
  atEnd: 'в конце прогона',
};

export const VIEW_WORDS: Catalogue<ViewWords> = { en, fr, ru };
