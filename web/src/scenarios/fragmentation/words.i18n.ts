/**
 * The fragmentation scenario's shared words (`words.ts`): its relations,
 * the five requests, where a page was found, sessions, times and places.
 * The request types keep the article's names ("select all"…) in every
 * language: they are the names its charts and its workload use.
 */
import { lazyCatalogue, type Catalogue } from '../../kit/i18n/words';
import { fmtInt } from '../../kit/text/format';

const en = {
  rel: {
    heap: { page: 'table page', name: 'the table’s rows (heap)' },
    id_index: { page: 'id index page', name: 'the index on id' },
    customer_index: { page: 'customer index page', name: 'the index on (customer, time)' },
    archive_heap: { page: 'archive page', name: 'the archive’s rows, sorted by customer' },
    archive_id_index: { page: 'archive id index page', name: 'the archive’s index on id' },
    archive_customer_index: { page: 'archive customer index page', name: 'the archive’s index on (customer, time)' },
  },
  /** A relation the engine names and this page does not know. */
  otherRelPage: (rel: string) => `${rel} page`,
  /** "table page 351". */
  pageNo: (page: string, n: string) => `${page} ${n}`,
  classLetter: { table: 'T', index: 'I', archive: 'A' },
  classWords: { table: 'table', index: 'index', archive: 'archive' },
  request: {
    insert: 'insert',
    update: 'update',
    select_one: 'select one',
    select_hour: 'select hour',
    select_all: 'select all',
  },
  found: { pool: 'found in the pool', file_cache: 'copied from the file cache', disk: 'read from disk' },
  foundShort: { pool: 'in the pool', file_cache: 'from the file cache', disk: 'from disk' },
  session: (n: number) => `Session ${fmtInt(n)}`,
  /** A time of 10 s or more. */
  seconds: (ms: number) => `${(ms / 1000).toFixed(ms >= 100_000 ? 0 : 1)} s`,
  /** Where a page of a table is: on disk only, in the file cache, in the pool. */
  place: ['on disk only', 'in the file cache', 'in the pool'],
};

export type FragWords = typeof en;

export const FRAG_WORDS: Catalogue<FragWords> = lazyCatalogue<FragWords>(en, {
  fr: () => import('./words.i18n.fr').then((m) => m.fr),
  ru: () => import('./words.i18n.ru').then((m) => m.ru),
});
