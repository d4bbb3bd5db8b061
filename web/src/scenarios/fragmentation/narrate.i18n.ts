/**
 * The narration's sentences (`narrate.ts`): a step's headline, its story
 * in a few sentences, and one sentence per event. Counts come as numbers
 * (each language makes its nouns agree), times and phrases already in
 * words.
 */
import { lazyCatalogue, type Catalogue } from '../../kit/i18n/words';
import { fmtInt } from '../../kit/text/format';
import { enN } from '../../kit/i18n/plural';

const enRows = (n: number) => enN(n, 'row');
const enPages = (n: number) => enN(n, 'page');

const en = {
  rows: enRows,
  pages: enPages,
  classPages: {
    archive: (n: number) => enN(n, 'archive page'),
    table: (n: number) => enN(n, 'table page'),
    index: (n: number) => enN(n, 'index page'),
  },
  /** The last two of a list: "a, b and c". */
  and: ' and ',
  /** The request in a phrase: "select all of customer 117", "insert of row 21,034 (customer 12)". */
  phrase: {
    insert: (what: string, row: string, customer: string | null) =>
      `${what} of row ${row}${customer === null ? '' : ` (customer ${customer})`}`,
    update: (what: string, row: string) => `${what} of row ${row}`,
    select_one: (what: string, row: string) => `${what} of row ${row}`,
    select_hour: (what: string, customer: string) => `${what} of customer ${customer}`,
    select_all: (what: string, customer: string) => `${what} of customer ${customer}`,
  },
  /** What the session asks for ("asks for every row of customer 117, by time"). */
  asks: {
    insert: (row: string, customer: string) => `inserts row ${row}, a payment of customer ${customer}`,
    update: (row: string) => `updates row ${row}, a payment of the last hour, found by its id`,
    select_one: (row: string) => `reads row ${row}, a payment of the last hour, by its id`,
    select_hour: (customer: string) => `reads customer ${customer}’s payments of the last hour, by time (select hour)`,
    select_all: (customer: string) => `reads every payment of customer ${customer}, by time (select all)`,
  },
  stepZeroDefault: 'Step 0: the table holds its first rows; ten sessions are about to run the mix.',
  stepZero: (rows: number, sessions: number) =>
    `Step 0: the table holds ${enRows(rows)}; ${fmtInt(sessions)} sessions are about to run the mix.`,
  quiet: 'No request completed in this step: the table grew by one row between measurement windows.',
  headline: (who: string, ms: string, pages: number, disk: number, moved: number) =>
    `${who}: ${ms}, ${enPages(pages)}, ${fmtInt(disk)} from disk${moved > 0 ? `; ${enRows(moved)} moved to the archive` : ''}.`,
  found: (pool: number, fileCache: number, disk: number, diskMs: string) =>
    `${fmtInt(pool)} ${pool === 1 ? 'was' : 'were'} found in the pool, ${fmtInt(fileCache)} copied from the file cache, ${
      disk === 0 ? 'none read from disk' : `${fmtInt(disk)} read from disk (${diskMs} waiting for the disks and reading)`
    }.`,
  noneLeft: 'No page had to leave the pool for them.',
  left: (evicted: number, dirty: number) =>
    `${enPages(evicted)} left the pool to make room; ${
      dirty === 0 ? 'none was dirty' : `${fmtInt(dirty)} ${dirty === 1 ? 'was' : 'were'} dirty and written first`
    }.`,
  density: (rows: number, rowPages: number, perPage: string) =>
    `Its ${enRows(rows)} lay on ${enPages(rowPages)} of rows: ${perPage} rows a page.`,
  request: (session: string, asks: string) => `${session} ${asks}.`,
  touchesNone: 'It touches no page.',
  touched: (pages: number, list: string) => `It touched ${enPages(pages)}: ${list}.`,
  archived: (rows: number) =>
    `The insert filled the current table’s tail: its oldest ${enRows(rows)} moved to the archive, sorted by customer.`,
  commit: (ms: string) =>
    `Its commit flushed the write-ahead log: ${ms} (a commit that comes while a flush is under way waits for the next, which carries every commit that came meanwhile).`,
  cores: (ms: string) =>
    `It waited ${ms} in all for a core: the server’s two cores (the article’s dual-core Xeon) serve the sessions’ work in turn.`,
  took: (ms: string) => `It took ${ms}, its turns at the disks behind the other sessions included.`,
  thisStep: (requests: number, pages: number, disk: number) =>
    `This step: ${enN(requests, 'request')} done, ${enPages(pages)}, ${enN(disk, 'disk read')}.`,
  bgwriter: (n: number) => `the background writer wrote ${enN(n, 'dirty page')}`,
  checkpoint: (n: number) => `a checkpoint wrote ${enN(n, 'dirty page')}`,
  meanwhile: (what: string) => `Meanwhile ${what} (they stay in the pool, clean).`,
  /** The background writes alone (the event list; capitalised there). */
  background: (what: string) => `${what} (they stay in the pool, clean).`,
  toChange: ', to change it',
  page: (page: string, found: string, ms: string) => `${page}: ${found} (${ms}).`,
  pageLeft: (page: string, found: string, left: string, written: boolean, ms: string) =>
    `${page}: ${found}; ${left} left the pool for it${written ? ', dirty: written first' : ''} (${ms}).`,
  archive: (rows: number) => `The current table’s oldest ${enRows(rows)} move to the archive, sorted by customer.`,
  done: (session: string, request: string, pages: number, disk: number, rows: number, ms: string) =>
    `${session}’s ${request} is done: ${enPages(pages)}, ${fmtInt(disk)} read from disk, ${enRows(rows)}, ${ms}.`,
  unknown: 'An engine event this page does not know how to describe.',
  /** A run of page accesses played as one beat (its first word capitalised by the caller). */
  pagesBeat: (pages: number, list: string, writes: number, pool: number, fileCache: number, disk: number, evicted: number, dirty: number) =>
    `${enPages(pages)} (${list}${writes > 0 ? `, ${fmtInt(writes)} changed` : ''}): ${fmtInt(pool)} in the pool, ${fmtInt(
      fileCache,
    )} from the file cache, ${fmtInt(disk)} from disk${
      evicted === 0 ? '' : `; ${enPages(evicted)} left the pool (${fmtInt(dirty)} written first)`
    }.`,
};

export type NarrateWords = typeof en;

export const NARRATE_WORDS: Catalogue<NarrateWords> = lazyCatalogue<NarrateWords>(en, {
  fr: () => import('./narrate.i18n.fr').then((m) => m.fr),
  ru: () => import('./narrate.i18n.ru').then((m) => m.ru),
});
