/**
 * The words a bpe narration uses, each with the anchor the narration links
 * to and a sentence or two. Shown under the article as "Terms". Patterns
 * match the narration's own wording (`narrate.ts`, `words.ts`); the first
 * mention in a text is linked.
 */
import type { GlossaryTerm } from '../../kit/text/glossary';

export const GLOSSARY: GlossaryTerm[] = [
  {
    id: 'bpe-extension',
    term: 'Buffer pool extension (BPE)',
    match: /\bthe (?:full )?extension(?:’s)?\b|\bbuffer pool extension\b/,
    text: 'SQL Server 2014’s second tier of page cache: a file on SSD that holds clean pages the buffer pool has let go. A page the pool misses is looked for there before the disk. It holds only clean pages: never a page changed and not yet written.',
  },
  {
    id: 'bpe-pool',
    term: 'Buffer pool (data cache)',
    match: /\bthe pool\b/,
    text: 'SQL Server’s pages in memory. An update reads its page into the pool first, then changes it there. In the article, with max server memory at 256 MB, no more than 90 MB of the table was in it: about 8%.',
  },
  {
    id: 'bpe-dirty',
    term: 'Dirty page',
    match: /\bdirty\b/,
    text: 'A page changed in the pool and not yet written to the data file. It must be written before its frame is reused, and it cannot go to the extension.',
  },
  {
    id: 'bpe-wash',
    term: 'Wash-out',
    match: /\bwashed out\b|\bwash(?:es|-out)?\b/,
    text: 'An update discards the extension’s copy of the page it changes (the copy is stale, and the extension holds only clean pages). Run after run of random updates the extension empties: “BPE can store only clean pages, so updates will wash data out of it.”',
  },
  {
    id: 'bpe-lazy-writer',
    term: 'Lazy writer',
    match: /\blazy writer\b|\bleft the pool\b|\bleft frame\b/,
    text: 'The SQL Server process that keeps a list of free frames: it frees the pool’s coldest pages, a clean one at once (dropped, or with the extension copied there), a dirty one only after writing it to disk. A request that needs a frame when the list is empty waits for it: once the pool holds only dirty pages, requests go at the pace of its writes.',
  },
  {
    id: 'bpe-checkpoint',
    term: 'Checkpoint',
    match: /\b[Cc]heckpoint\b/,
    text: 'Writes every dirty page to disk; the pages stay in the pool, clean. The article turned automatic checkpoints off and ran one by hand: it moved pages to the extension “very sluggishly”, since only a clean page leaving the pool goes there.',
  },
  {
    id: 'bpe-cold',
    term: 'Cold cache',
    match: /\b[Cc]old cache\b/,
    text: 'An empty cache (after DBCC DROPCLEANBUFFERS): every first touch of a page reads it from the data file. The article’s setups 2 (hard disk) and 5 (SSD).',
  },
];
