/**
 * The words a bpe narration uses, each with the anchor the narration links
 * to and a sentence or two, in the three languages. Shown under the
 * article as "Terms". Patterns match the narration's own wording
 * (`narrate.i18n.ts`, `words.i18n.ts`) in each language; the first mention
 * in a text is linked. Russian quotes the article's own words; its
 * patterns do without \b (ASCII only in a RegExp without the u flag).
 */
import { lazyCatalogue, type Catalogue } from '../../kit/i18n/words';

export interface Entry {
  term: string;
  match: RegExp;
  text: string;
}

const en: Record<string, Entry> = {
  'bpe-extension': {
    term: 'Buffer pool extension (BPE)',
    match: /\bthe (?:full )?extension(?:’s)?\b|\bbuffer pool extension\b/,
    text: 'SQL Server 2014’s second tier of page cache: a file on SSD that holds clean pages the buffer pool has let go. A page the pool misses is looked for there before the disk. It holds only clean pages: never a page changed and not yet written.',
  },
  'bpe-pool': {
    term: 'Buffer pool (data cache)',
    match: /\bthe pool\b/,
    text: 'SQL Server’s pages in memory. An update reads its page into the pool first, then changes it there. In the article, with max server memory at 256 MB, no more than 90 MB of the table was in it: about 8%.',
  },
  'bpe-dirty': {
    term: 'Dirty page',
    match: /\bdirty\b/,
    text: 'A page changed in the pool and not yet written to the data file. It must be written before its frame is reused, and it cannot go to the extension.',
  },
  'bpe-wash': {
    term: 'Wash-out',
    match: /\bwashed out\b|\bwash(?:es|-out)?\b/,
    text: 'An update discards the extension’s copy of the page it changes (the copy is stale, and the extension holds only clean pages). Run after run of random updates the extension empties: “BPE can store only clean pages, so updates will wash data out of it.”',
  },
  'bpe-lazy-writer': {
    term: 'Lazy writer',
    match: /\blazy writer\b|\bleft the pool\b|\bleft frame\b/,
    text: 'The SQL Server process that keeps a list of free frames: it frees the pool’s coldest pages, a clean one at once (dropped, or with the extension copied there), a dirty one only after writing it to disk. A request that needs a frame when the list is empty waits for it: once the pool holds only dirty pages, requests go at the pace of its writes.',
  },
  'bpe-checkpoint': {
    term: 'Checkpoint',
    match: /\b[Cc]heckpoint\b/,
    text: 'Writes every dirty page to disk; the pages stay in the pool, clean. The article turned automatic checkpoints off and ran one by hand: it moved pages to the extension “very sluggishly”, since only a clean page leaving the pool goes there.',
  },
  'bpe-cold': {
    term: 'Cold cache',
    match: /\b[Cc]old cache\b/,
    text: 'An empty cache (after DBCC DROPCLEANBUFFERS): every first touch of a page reads it from the data file. The article’s setups 2 (hard disk) and 5 (SSD).',
  },
};

export const GLOSSARY_WORDS: Catalogue<Record<string, Entry>> = lazyCatalogue<Record<string, Entry>>(en, {
  fr: () => import('./glossary.i18n.fr').then((m) => m.fr),
  ru: () => import('./glossary.i18n.ru').then((m) => m.ru),
});
