/**
 * The kit's pictures and tables in words: the page strips (`PageView`,
 * `PageTable`, `StepDetail`), counters (`FigureList`), the glossary's
 * heading, a chart's section and data table. The article behind the page
 * strips is the French Sybase one: "page de données", "coupure de page".
 */
import { lazyCatalogue, type Catalogue } from '../i18n/words';

const en = {
  dataPages: (n: number, nText: string) => `${nText} ${n === 1 ? 'data page' : 'data pages'}`,
  drawnPerBox: (k: string) => ` (drawn ${k} to a box)`,
  fullOnAverage: (pct: string, sparse: string) => `${pct} full on average; ${sparse} under 60% full. `,
  heapNoOrder: 'A heap has no key order: rows go to the last page, and a scan reads the file straight through.',
  ordersAgree: 'Key order and file order agree: a range scan reads the file straight through.',
  outOfOrder: (displaced: number, dText: string, jumps: number, jText: string) =>
    `${dText} ${displaced === 1 ? 'page sits' : 'pages sit'} out of key order in the file (linked); ` +
    `a scan in key order jumps ${jumps === 1 ? 'once' : `${jText} times`}.`,
  keyOrderStrip: 'Key order — the leaf chain a range scan follows →',
  heapStrip: 'File order — a heap: rows go to the last page →',
  fileOrderStrip: 'File order — page number on disk; new pages go at the end →',
  colourLegend: (max: string) => `colour = instrument (key range) 1 … ${max}; `,
  barHeight: 'bar height = bytes used',
  lightLines: '; light lines separate instruments',
  showTable: 'Show the pages as a table',
  hideTable: 'Hide the pages as a table',
  tableRegion: 'Data pages as a table',
  tableRegionOf: (name: string) => `Data pages as a table: ${name}`,
  theOnePage: 'The one data page.',
  allInKeyOrder: (pages: string) => `All ${pages} in key order.`,
  perRowInKeyOrder: (pages: string, k: string) => `${pages} in key order, ${k} to a row.`,
  colKeyOrder: 'Key order',
  colPageNumber: 'Page number',
  colOutOfPlace: 'Pages out of place',
  colRows: 'Rows',
  colPages: 'Pages',
  colBytes: 'Bytes used',
  colFirstInstrument: 'First instrument',
  outOfPlace: ' (out of place in the file)',
  rowsLabelled: 'Rows are labelled by instrument (i3 = instrument 3); the outlined row is the one inserted.',
  countersOf: (n: number) => `Counters of ${n === 2 ? 'both' : `all ${n}`} simulations`,
  counter: 'Counter',
  countersEvery: 'Counters of every simulation',
  terms: 'Terms',
  saveChart: 'Save the chart:',
  nothingDrawn: 'Nothing drawn yet: run the chart first.',
  saved: (n: number, kind: string) => `Saved ${n} ${kind} file${n > 1 ? 's' : ''}.`,
  couldNotSave: (why: string) => `Could not save: ${why}`,
  dataTable: 'Data table',
  noEvents: 'No events: this is the simulation before its first step.',
  differs: ' (differs)',
  noDataPages: 'The table has no data pages.',
  newEndOfFile: 'new · end of file',
  full: 'FULL',
  passedThrough: ' (this insert passed through it)',
  aroundInsert: 'Around the insert',
  // The step detail (StepDetail), its tree levels (TreeLevels), the page
  // strip's marks (PageView) and the log's beat (EventList).
  pageLabel: (page: string) => `page ${page}`,
  detailOne: (page: string, total: string) => `Data page ${page} (one of ${total}), with its rows.`,
  detailMany: (list: string, shown: string, total: string) =>
    `Data pages ${list}, in key order (${shown} of ${total}, around the insert), with their rows.`,
  marked: (list: string) => ` Marked: ${list}.`,
  separatorIn: (page: string) => `+ separator in page ${page}`,
  newPage: (page: string) => `+ page ${page}`,
  newRoot: 'new root',
  heapPages: 'Heap pages',
  indexLevels: 'Index levels',
  levelName: (level: string) => `Level ${level}`,
  levelKind: { heap: 'data pages', leaf: 'leaf = data pages', root: 'root', index: 'index' },
  pagesCount: (n: number, nText: string) => `${nText} ${n === 1 ? 'page' : 'pages'}`,
  logBeat: (records: string, bytes: string) => `Log records: ${records} (${bytes} B) into the user log cache.`,
  drawFailed: (why: string) => `Something went wrong while drawing this lesson: ${why}`,
  tryAgain: 'Try again',
};

export type ViewWords = typeof en;

export const VIEW_WORDS: Catalogue<ViewWords> = lazyCatalogue<ViewWords>(en, {
  fr: () => import('./views.i18n.fr').then((m) => m.fr),
  ru: () => import('./views.i18n.ru').then((m) => m.ru),
});
