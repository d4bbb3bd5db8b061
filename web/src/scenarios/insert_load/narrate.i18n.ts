/**
 * The insert load's narration (`narrate.ts`): one sentence per event, the
 * step's headline and its few sentences. Counts come as numbers (each
 * language makes its nouns agree); page and slot numbers, keys and byte
 * counts come as text.
 */
import { lazyCatalogue, type Catalogue } from '../../kit/i18n/words';
import { enN } from '../../kit/i18n/plural';

const enIndexes = (n: number) => enN(n, 'nonclustered index', 'nonclustered indexes');

const en = {
  keyText: (instrument: string, date: string, source: string) => `instrument ${instrument}, date ${date}, source ${source}`,
  unknownEvent: 'An engine event this page does not know how to describe.',
  ev: {
    reachLeaf: (page: string) => `Reach leaf page ${page}.`,
    readIndex: (page: string, level: string) => `Read index page ${page} (level ${level}).`,
    pageFull: (page: string, free: string, need: string) => `Page ${page} is full: ${free} B free, the row needs ${need} B.`,
    cutInsertion: (page: string) =>
      `Page ${page} is cut at the insertion point (ascinserts): the row extends its instrument's rows.`,
    cutMid: (page: string) => `Page ${page} is cut at mid-page.`,
    cutMidNoAsc: (page: string) =>
      `Page ${page} is cut at mid-page: the row lands before rows of its own instrument, so ascinserts does not apply.`,
    allocLeaf: (page: string) => `New page ${page} is allocated at the end of the file.`,
    allocIndex: (page: string, level: string) => `New index page ${page} (level ${level}) is allocated at the end of the file.`,
    moveNone: (from: string, to: string) => `No rows move from page ${from}: the new row starts page ${to}.`,
    moveRows: (count: number, leaf: boolean, from: string, to: string) =>
      `${leaf ? enN(count, 'row', 'rows') : enN(count, 'index entry', 'index entries')} move from page ${from} to page ${to}.`,
    insertRow: (key: string, page: string, slot: string) => `The row (${key}) goes into page ${page}, slot ${slot}.`,
    separator: (page: string, level: string, child: string, key: string) =>
      `Index page ${page} (level ${level}) gets a separator for page ${child} (${key}).`,
    newRoot: (page: string, levels: string) => `The root splits: new root page ${page}, the tree now has ${levels} levels.`,
    ridUpdate: (rows: number, indexes: number, total: string) =>
      `${enN(rows, 'moved row')} changed RID: ${enN(rows, 'update')} in each of ${enIndexes(indexes)} (${total} in all).`,
    ncInsert: (indexes: number) => `One new entry in each of ${enIndexes(indexes)}.`,
    log: (record: string, bytes: string) => `Log record ${record} (${bytes} B) into the user log cache.`,
    logFlush: (forced: boolean, bytes: string, writes: number) =>
      `The user log cache is flushed${forced ? ' (forced: the insert waits for it)' : ''}: ${bytes} B in ${enN(writes, 'log write')}.`,
    ascEnds: (key: string, previous: string) =>
      `The row (${key}) comes below the one before (${previous}): the table leaves ascending-insert mode for the rest of this statement.`,
    endOfPage: (page: string, newPage: string) =>
      `Page ${page} was full and the row goes at its end: new page ${newPage} takes it and nothing moves. ASE counts this as a page allocation, not a page split.`,
    deferredAgain: (page: string) =>
      `Page ${page}'s split is still queued for the housekeeper (data-only locking): this insert asks for it again, and sp_sysmon counts another split.`,
    deferred: (page: string) =>
      `Page ${page}'s split is the housekeeper's, not this transaction's (data-only locking): moved rows keep forwarding addresses, so no index changes and no wait on the log.`,
    append: (page: string) => `Heap: the row is appended to the last page, ${page}.`,
    duplicate: (key: string) => `Key (${key}) already exists: the unique index rejects the row.`,
    readRow: (key: string, page: string, slot: string) => `The row (${key}) is read on page ${page}, slot ${slot}.`,
    updateRow: (key: string, page: string, slot: string) => `The row (${key}) on page ${page}, slot ${slot}, is changed in place.`,
    deleteRow: (key: string, page: string, slot: string) => `The row (${key}) is removed from page ${page}, slot ${slot}.`,
    missing: (key: string) => `No row has the key (${key}).`,
    scanLeaf: (rows: number, page: string) => `The range read reads ${enN(rows, 'row')} of leaf page ${page}.`,
    freePage: (page: string, level: number) =>
      `Page ${page} is empty and leaves the ${level === 0 ? 'leaf chain' : `index (level ${level})`}; it is free for reuse.`,
    rootShrinks: (page: string) => `The root, page ${page}, has one child left: the tree loses a level.`,
    statement: (n: string, text: string) => `Statement ${n} begins: ${text}.`,
    poolRead: (page: string, frame: string, evicted: string | null, written: boolean) =>
      `Page ${page} is not in the pool: read from disk into frame ${frame}${evicted === null ? '' : `, which gives up page ${evicted}${written ? ' (dirty: written first)' : ''}`}.`,
    poolReadsMore: (reads: number, written: number) =>
      `${enN(reads, 'more page')} read from disk${written ? `, ${written} of them after writing the dirty page their frame held` : ''}.`,
    scanned: (rows: string, leaves: string) => `The read ends: ${rows} rows from ${leaves} leaf pages.`,
    checkpoint: (pages: number) => (pages ? `The checkpoint writes ${enN(pages, 'dirty page')}.` : 'The checkpoint finds no dirty page.'),
    rebuild: (before: string, after: string, ff: string) =>
      `The clustered index is built again at fillfactor ${ff}: ${before} pages before, ${after} after.`,
  },
  /** A step of the user's own statements (`statements`) that is not an insert. */
  work: {
    statement: (n: string, text: string) => `Statement ${n} (${text}). `,
    head: (step: string, what: string, pool: string) => `Step ${step}: ${what}${pool}.`,
    updated: (key: string, page: string) => `the row (${key}) on page ${page} is changed in place`,
    deleted: (key: string, page: string) => `the row (${key}) is removed from page ${page}`,
    read: (key: string, page: string) => `the row (${key}) is read on page ${page}`,
    missing: (key: string) => `no row has the key (${key}) any more`,
    scanned: (rows: string, leaves: string) => `${rows} rows read in key order from ${leaves} leaf pages`,
    checkpoint: (pages: number) => (pages ? `the checkpoint writes ${enN(pages, 'dirty page')}` : 'the checkpoint finds no dirty page'),
    rebuild: (before: string, after: string, ff: string) =>
      `the clustered index is built again at fillfactor ${ff}: ${before} pages before, ${after} after`,
    pool: (reads: number, written: number) =>
      `; ${enN(reads, 'page')} read from disk${written ? `, ${written} after writing the dirty page of its frame` : ''}`,
  },
  stepZero: 'Step 0: the table as built, before any insert.',
  cut: {
    split: 'split',
    insertion: 'split at the insertion point',
    midNoAsc: 'split at mid-page (ascinserts does not apply: the row lands before rows of its own instrument)',
    mid: 'split at mid-page',
  },
  clause: {
    heapNew: (newPage: string) => `the last page was full, so the row starts new page ${newPage} at the end of the file`,
    heapAppend: (page: string) => `the row is appended to the last page, ${page}`,
    queuedAgain: (page: string) =>
      `page ${page} has room, but its split is still queued for the housekeeper: the insert asks again (another split counted)`,
    room: (page: string, slot: string) => `page ${page} has room, the row goes into slot ${slot}`,
    endOfPage: (page: string, newPage: string) =>
      `page ${page} is full and the row goes at its end: new page ${newPage} takes it, no rows move (a page allocation, not a split)`,
    moved: (n: number, newPage: string) => `${enN(n, 'row')} move to new page ${newPage}`,
    startsNew: (newPage: string) => `the row starts new page ${newPage}, no rows move`,
    noneMove: 'no rows move',
    deferred: (page: string, moved: string) =>
      `page ${page} is full: its split is the housekeeper's (data-only locking); ${moved}, leaving forwarding addresses`,
    split: (page: string, cut: string, moved: string) => `page ${page} is full: ${cut}, ${moved}`,
  },
  headDuplicate: (step: string) => `Insert ${step}: the key already exists; the row is rejected.`,
  headWaits: (n: number) => `; the insert waits for ${enN(n, 'forced log flush', 'forced log flushes')}`,
  headline: (step: string, clause: string, waits: string) => `Insert ${step}: ${clause}${waits}.`,
  insertHead: (step: string, key: string | null) => `Insert ${step}${key ? ` (${key})` : ''}`,
  duplicate: (head: string) => `${head}: the key already exists; the unique index rejects the row.`,
  fullDetail: (free: string, need: string) => ` (${free} B free, needs ${need} B)`,
  body: (head: string, clause: string, full: string) => `${head}: ${clause}${full}`,
  /** Between the clauses of the narration's last sentence. */
  join: '; ',
  more: {
    lands: (page: string) => `the new row lands on page ${page}`,
    rid: (rows: number, indexes: number) => `${enN(rows, 'RID update')} in each of ${enIndexes(indexes)}`,
    separator: (page: string, level: string) => `separator added to index page ${page} (level ${level})`,
    indexSplits: (n: number) => `${enN(n, 'index page')} split too`,
    treeGrows: 'the tree grows a level',
    pageSplits: (n: number) => `${enN(n, 'page split')} counted`,
    logRecords: (n: number, kinds: string, bytes: string) => `${enN(n, 'log record')} (${kinds}; ${bytes} B)`,
    logWrites: (n: number, forced: number) =>
      `${enN(n, 'log write')}${forced ? `, ${enN(forced, 'forced flush', 'forced flushes')} the insert waits for` : ''}`,
    ascEnds:
      'this row comes below the one before it, so the table leaves ascending-insert mode: from now on each index’s RID changes after a split force the log',
    ascMode: 'ascending-insert mode: only the split forces the log, the RID changes ride the user log cache',
  },
};

export type NarrateWords = typeof en;

export const NARRATE_WORDS: Catalogue<NarrateWords> = lazyCatalogue<NarrateWords>(en, {
  fr: () => import('./narrate.i18n.fr').then((m) => m.fr),
  ru: () => import('./narrate.i18n.ru').then((m) => m.ru),
});
