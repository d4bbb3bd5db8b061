/**
 * The fragmentation glossary's terms (`glossary.ts`): each term, where it
 * appears in the narration of its language (`match`), and its text. The
 * article is English: its quotes are translated here.
 */
import { lazyCatalogue, type Catalogue } from '../../kit/i18n/words';

export interface TermWords {
  term: string;
  match: RegExp;
  text: string;
}

/** A pattern matched as whole words in any script (`\b` knows only ASCII letters). */
export const word = (src: string) => new RegExp(`(?<!\\p{L})(?:${src})(?!\\p{L})`, 'u');

const en = {
  'frag-session': {
    term: 'Session',
    match: /\b[Ss]ession \d+|\bsessions\b/,
    text: 'One of the article’s ten client connections, each running the mix in a loop, one request at a time, in its own transaction. Their page accesses take turns at the pool and at the disks.',
  },
  'frag-mix': {
    term: 'The mix: insert, update, select one, select hour, select all',
    match: /\bselect (?:all|hour|one)\b|\bthe mix\b/,
    text: 'Each request is chosen at random: 25% insert a payment (a new id, a random customer), 25% update and 25% read one payment of the last hour by id, 15% read a customer’s payments of the last hour, 10% read all of a customer’s payments, by time (the yearly account statement).',
  },
  'frag-pool': {
    term: 'Buffer pool (shared buffers)',
    match: /\bbuffer pool\b|\bpool\b/,
    text: 'PostgreSQL’s own cache of pages: 256 MB of 8 KB pages, 32,768 frames, in the article. A page must be in the pool to be used, even when the file cache holds it: “it has to be copied to the buffer pool before the database can access it”.',
  },
  'frag-file-cache': {
    term: 'File cache',
    match: /\bfile cache\b/,
    text: 'The operating system’s cache of file pages under the pool (about 1 GB of the article’s 2 GB server). A page the pool lost may still be there: copied back without a disk read. Past its size (region C) reads go to disk.',
  },
  'frag-dirty': {
    term: 'Dirty page',
    match: /\bdirty\b/,
    text: 'A page changed in the pool and not yet written. “A dirty page cannot be evicted without previously being physically flushed to the disk”: PostgreSQL’s write() hands it to the operating system’s file cache, and the kernel writes it to disk later (its own flusher, or the checkpoint’s fsync). pagelab’s file cache sends it on to the disks at once, the article’s “constant stream of random I/O writes”.',
  },
  'frag-disk': {
    term: 'Disk read and seek',
    match: /\b(?:read )?from disk\b|\bdisks?\b/,
    text: 'Two 7,200 rpm disks striped, read and written in the file system’s 16 KB blocks (two pages: the other one lands in the file cache too). A block far from the last one costs a seek (the head moves) and half a turn, several ms; sequential blocks cost only their transfer. Each disk serves one request at a time, so a session also waits for the others’ reads, but it sorts its queue by position (the elevator): the deeper the queue, the shorter each seek.',
  },
  'frag-fragmentation': {
    term: 'Fragmentation',
    match: /\b[Ff]ragment(?:ed|ation)\b|\bscattered\b/,
    text: 'Rows inserted in arrival order from random customers: a customer’s rows lie one to a page all over the table, so reading them reads a page (often a seek) for each row.',
  },
  'frag-useful': {
    term: 'Useful rows',
    match: /\buseful rows?\b|\brows a page\b/,
    text: 'Of the rows a page of the pool holds, those a customer’s statement can use: here the rows of the page’s most frequent customer. Scattered, about one a page: a pool of N pages holds about N useful rows (the article: the pool shrinks “from N pages to N records”). Sorted by customer, up to the 55 rows a page holds.',
  },
  'frag-archive': {
    term: 'Archive and current table',
    match: /\barchive\b|\bcurrent table\b/,
    text: 'The article’s online defragmentation: new rows go to a current table; every 550,000 rows its oldest rows (no longer updated) are appended to an archive sorted by customer, one page of rows a customer. A customer’s rows then lie in a few dense islands.',
  },
  'frag-index': {
    term: 'Index pages',
    match: /\bindex pages?\b/,
    text: 'Both tables have an index on (id) and one on (customer, time). A request descends them to find its rows: their upper pages are used so often they stay in the pool.',
  },
  'frag-bgwriter': {
    term: 'Background writer',
    match: /\bbackground writer\b/,
    text: 'A PostgreSQL process that writes some dirty pages ahead of need, every 200 ms a few pages. In 8.2 it makes two scans: one through the whole pool in turn, so that a checkpoint has less to write (the one pagelab runs, at 8.2’s defaults), and one just ahead of the clock sweep, so that a session looking for a free frame less often waits for a write. The article’s was set “aggressive”.',
  },
  'frag-checkpoint': {
    term: 'Checkpoint',
    match: /\bcheckpoint\b/,
    text: 'Every 15 minutes in the article: every dirty page is written, so recovery after a crash starts from there. The pages stay in the pool, clean.',
  },
  'frag-regions': {
    term: 'Regions A, B and C',
    match: /\b[Rr]egions? [ABC]\b/,
    text: 'The article’s three phases as the table grows: A, the database fits the pool; B, it outgrows the pool but fits the file cache (no disk reads, but “select all” grows: pages must still come into the pool); C, it outgrows memory and reads go to disk.',
  },
};

export type GlossaryWords = Record<keyof typeof en, TermWords>;

export const GLOSSARY_WORDS: Catalogue<GlossaryWords> = lazyCatalogue<GlossaryWords>(en, {
  fr: () => import('./glossary.i18n.fr').then((m) => m.fr),
  ru: () => import('./glossary.i18n.ru').then((m) => m.ru),
});
