/**
 * The fragmentation pictures' words (`PoolPages.tsx`, `RelationPages.tsx`,
 * `PoolTables.tsx`, `databaseViews.tsx`): their captions, labels, status
 * lines, keys and tables. Counts come as numbers where a noun agrees.
 */
import { lazyCatalogue, type Catalogue } from '../../../kit/i18n/words';
import { fmtInt } from '../../../kit/text/format';
import { enN } from '../../../kit/i18n/plural';

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

export const VIEW_WORDS: Catalogue<ViewWords> = lazyCatalogue<ViewWords>(en, {
  fr: () => import('./views.i18n.fr').then((m) => m.fr),
  ru: () => import('./views.i18n.ru').then((m) => m.ru),
});
