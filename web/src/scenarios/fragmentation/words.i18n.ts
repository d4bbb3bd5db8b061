/**
 * The fragmentation scenario's shared words (`words.ts`): its relations,
 * the five requests, where a page was found, sessions, times and places.
 * The request types keep the article's names ("select all"…) in every
 * language: they are the names its charts and its workload use.
 */
import type { Catalogue } from '../../kit/i18n/words';
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

const fr: FragWords = {
  rel: {
    heap: { page: 'page de la table', name: 'les lignes de la table (heap)' },
    id_index: { page: 'page de l’index sur id', name: 'l’index sur id' },
    customer_index: { page: 'page de l’index client', name: 'l’index sur (client, heure)' },
    archive_heap: { page: 'page de l’archive', name: 'les lignes de l’archive, triées par client' },
    archive_id_index: { page: 'page de l’index sur id de l’archive', name: 'l’index sur id de l’archive' },
    archive_customer_index: {
      page: 'page de l’index client de l’archive',
      name: 'l’index sur (client, heure) de l’archive',
    },
  },
  otherRelPage: (rel) => `page de ${rel}`,
  pageNo: (page, n) => `${page} n°\u00a0${n}`,
  classLetter: { table: 'T', index: 'I', archive: 'A' },
  classWords: { table: 'table', index: 'index', archive: 'archive' },
  request: {
    insert: 'insert',
    update: 'update',
    select_one: 'select one',
    select_hour: 'select hour',
    select_all: 'select all',
  },
  found: { pool: 'trouvée dans le pool', file_cache: 'copiée depuis le cache de fichiers', disk: 'lue sur disque' },
  foundShort: { pool: 'dans le pool', file_cache: 'du cache de fichiers', disk: 'du disque' },
  session: (n) => `Session ${fmtInt(n)}`,
  seconds: (ms) => `${ms >= 100_000 ? fmtInt(Math.round(ms / 1000)) : (ms / 1000).toFixed(1).replace('.', ',')} s`,
  place: ['sur disque seulement', 'dans le cache de fichiers', 'dans le pool'],
};

const ru: FragWords = {
  rel: {
    heap: { page: 'страница таблицы', name: 'строки таблицы (heap)' },
    id_index: { page: 'страница индекса по id', name: 'индекс по id' },
    customer_index: { page: 'страница индекса по клиенту', name: 'индекс по (клиент, время)' },
    archive_heap: { page: 'страница архива', name: 'строки архива, отсортированные по клиенту' },
    archive_id_index: { page: 'страница индекса архива по id', name: 'индекс архива по id' },
    archive_customer_index: {
      page: 'страница индекса архива по клиенту',
      name: 'индекс архива по (клиент, время)',
    },
  },
  otherRelPage: (rel) => `страница ${rel}`,
  pageNo: (page, n) => `${page} №\u00a0${n}`,
  classLetter: { table: 'Т', index: 'И', archive: 'А' },
  classWords: { table: 'таблица', index: 'индекс', archive: 'архив' },
  request: {
    insert: 'insert',
    update: 'update',
    select_one: 'select one',
    select_hour: 'select hour',
    select_all: 'select all',
  },
  found: { pool: 'найдена в пуле', file_cache: 'скопирована из файлового кэша', disk: 'прочитана с диска' },
  foundShort: { pool: 'в пуле', file_cache: 'из файлового кэша', disk: 'с диска' },
  session: (n) => `Сессия ${fmtInt(n)}`,
  seconds: (ms) => `${ms >= 100_000 ? fmtInt(Math.round(ms / 1000)) : (ms / 1000).toFixed(1).replace('.', ',')} с`,
  place: ['только на диске', 'в файловом кэше', 'в пуле'],
};

export const FRAG_WORDS: Catalogue<FragWords> = { en, fr, ru };
