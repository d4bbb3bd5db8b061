/**
 * The words a latch narration uses, each with the anchor the narration
 * links to and a sentence or two. Shown under the article as "Terms".
 * Patterns match the narration's own wording (`narrate.ts`, `words.ts`);
 * the first mention in a text is linked.
 */
import type { GlossaryTerm } from '../../kit/text/glossary';

export const GLOSSARY: GlossaryTerm[] = [
  {
    id: 'latch-pagelatch-ex',
    term: 'PAGELATCH_EX',
    match: /\bPAGELATCH_EX\b/,
    text: 'SQL Server’s wait type for a session that wants a page in memory exclusively (to change it) while another holds its latch. Not PAGEIOLATCH: the page is in the buffer pool, no I/O is waited for. Its wait_resource names the page as database:file:page.',
  },
  {
    id: 'latch-vs-lock',
    term: 'Latch (not a lock)',
    match: /\blatch(?:es)?\b/,
    text: 'A latch guards a page in memory for the microseconds a change takes, and is let go at once; a lock guards a row or key to the end of the transaction. Inserts of different rows take no locks that clash, but every insert into one page takes that page’s latch exclusively, one at a time.',
  },
  {
    id: 'latch-last-page',
    term: 'Last-page insert contention',
    match: /\blast page\b|\blast key\b/,
    text: 'With a clustered key that always grows (an identity, a sequential GUID), every new row belongs on the index’s last leaf page, so every session queues for that one page’s latch. More threads lengthen the queue, not the work done.',
  },
  {
    id: 'latch-convoy',
    term: 'Convoy',
    match: /\bconvoy\b/,
    text: 'A latch handed, in queue order, to a session that is not on a core: it holds the page and waits for its core while the rest of the queue waits for it. With more sessions than cores each handover pays a wait for a core, so throughput falls as threads rise.',
  },
  {
    id: 'latch-spin',
    term: 'Spin, then park',
    match: /\bspin(?:s|ning|ned)?\b|\bpark(?:s|ed)?\b/,
    text: 'A session that finds the latch held first spins on its core for a while (the holder may let go within microseconds), then parks: it leaves its core and sleeps in the page’s queue until the latch is granted. Spinning keeps cores busy with no work done (a spinlock’s trade).',
  },
  {
    id: 'latch-ofsk',
    term: 'OPTIMIZE_FOR_SEQUENTIAL_KEY',
    match: /\bOPTIMIZE_FOR_SEQUENTIAL_KEY\b/,
    text: 'An index option of SQL Server 2019: admission to the hot page is throttled (one session a scheduler in line, the rest wait as BTREE_INSERT_FLOW_CONTROL), and the latch goes preferably to a session that can run at once. It softens the convoy; it does not remove the single insert point.',
  },
  {
    id: 'latch-split',
    term: 'Page split',
    match: /\bsplits?\b|\bmid-page\b/,
    text: 'A full leaf makes room: a row past the last key starts a new page and moves nothing; a row into a full page elsewhere moves half its rows to a new page (a mid-page split), leaving two half-full pages. A split holds the latch longer and latches the new page too.',
  },
  {
    id: 'latch-context-switch',
    term: 'Context switch',
    match: /\bcontext switch(?:es)?\b/,
    text: 'A core starting another session. Each costs a few microseconds; a queue of parked sessions on a hot page makes many of them.',
  },
];
