/**
 * The words a latch narration uses, each with the anchor the narration
 * links to and a sentence or two, in the three languages. Shown under the
 * article as "Terms". Patterns match the narration's own wording
 * (`narrate.i18n.ts`, `words.i18n.ts`) in each language; the first mention
 * in a text is linked.
 */
import { lazyCatalogue, type Catalogue } from '../../kit/i18n/words';

/**
 * A term's entry by its anchor (`latch-…`); `term` absent where the term
 * is an identifier (PAGELATCH_EX, OPTIMIZE_FOR_SEQUENTIAL_KEY), the same
 * in every language. Entries in the order of the glossary.
 */
export interface Entry {
  term?: string;
  match: RegExp;
  text: string;
}

const en: Record<string, Entry> = {
  'latch-pagelatch-ex': {
    match: /\bPAGELATCH_EX\b/,
    text: 'SQL Server’s wait type for a session that wants a page in memory exclusively (to change it) while another holds its latch. Not PAGEIOLATCH: the page is in the buffer pool, no I/O is waited for. Its wait_resource names the page as database:file:page.',
  },
  'latch-vs-lock': {
    term: 'Latch (not a lock)',
    match: /\blatch(?:es)?\b/,
    text: 'A latch guards a page in memory for the microseconds a change takes, and is let go at once; a lock guards a row or key to the end of the transaction. Inserts of different rows take no locks that clash, but every insert into one page takes that page’s latch exclusively, one at a time.',
  },
  'latch-last-page': {
    term: 'Last-page insert contention',
    match: /\blast page\b|\blast key\b/,
    text: 'With a clustered key that always grows (an identity, a sequential GUID), every new row belongs on the index’s last leaf page, so every session queues for that one page’s latch. More threads lengthen the queue, not the work done.',
  },
  'latch-convoy': {
    term: 'Convoy',
    match: /\bconvoy\b/,
    text: 'A latch handed, in queue order, to a session that is not on a core: it holds the page and waits for its core while the rest of the queue waits for it. With more sessions than cores each handover pays a wait for a core, so throughput falls as threads rise.',
  },
  'latch-spin': {
    term: 'Spin, then park',
    match: /\bspin(?:s|ning|ned)?\b|\bpark(?:s|ed)?\b/,
    text: 'A session that finds the latch held first spins on its core for a while (the holder may let go within microseconds), then parks: it leaves its core and sleeps in the page’s queue until the latch is granted. Spinning keeps cores busy with no work done (a spinlock’s trade).',
  },
  'latch-ofsk': {
    match: /\bOPTIMIZE_FOR_SEQUENTIAL_KEY\b/,
    text: 'An index option of SQL Server 2019: admission to the hot page is throttled (one session a scheduler in line, the rest wait as BTREE_INSERT_FLOW_CONTROL), and the latch goes preferably to a session that can run at once. It softens the convoy; it does not remove the single insert point.',
  },
  'latch-split': {
    term: 'Page split',
    match: /\bsplits?\b|\bmid-page\b/,
    text: 'A full leaf makes room: a row past the last key starts a new page and moves nothing; a row into a full page elsewhere moves half its rows to a new page (a mid-page split), leaving two half-full pages. A split holds the latch longer and latches the new page too.',
  },
  'latch-context-switch': {
    term: 'Context switch',
    match: /\bcontext switch(?:es)?\b/,
    text: 'A core starting another session. Each costs a few microseconds; a queue of parked sessions on a hot page makes many of them.',
  },
};

export const GLOSSARY_WORDS: Catalogue<Record<string, Entry>> = lazyCatalogue<Record<string, Entry>>(en, {
  fr: () => import('./glossary.i18n.fr').then((m) => m.fr),
  ru: () => import('./glossary.i18n.ru').then((m) => m.ru),
});
