/**
 * The buffer pool's terms in each language (`glossary.ts`): each one's
 * name, where the narration of that language says it (`match`: the
 * words of `narrate.i18n.ts` and `words.i18n.ts`), and a sentence or two.
 * English keeps its patterns; French and Russian words are matched whole
 * by letters (`\b` knows no accents nor Cyrillic).
 */
import { lazyCatalogue, type Catalogue } from '../../kit/i18n/words';

export interface TermWords {
  term: string;
  match: RegExp;
  text: string;
}

/** `src` as a whole word (or words) of any alphabet; case-insensitive unless told. */
export const whole = (src: string, flags = 'iu') => new RegExp(`(?<![\\p{L}\\d])(?:${src})(?![\\p{L}\\d])`, flags);

const en: Record<string, TermWords> = {
  'buffer-hit': {
    term: 'Hit',
    match: /\bhit\b/,
    text: 'The page asked for is already in a frame of the pool: no disk read. The hit ratio is hits over references.',
  },
  'buffer-miss': {
    term: 'Miss',
    match: /\bmiss\b/,
    text: 'The page is not in the pool: it must be read from disk (or the operating system’s cache) into a frame, and when no frame is free, another page must leave first.',
  },
  'buffer-frame': {
    term: 'Frame',
    match: /\bframes?\b/,
    text: 'One page-sized slot of the buffer pool. A pool of 256 MB with 8 KB pages, as in the article’s PostgreSQL 8.2, has 32,768 frames.',
  },
  'buffer-victim': {
    term: 'Victim',
    match: /\bvictim\b/,
    text: 'The page the replacement policy chooses to leave its frame, so the page asked for can come in. Only an unpinned frame can be chosen.',
  },
  'dirty-page': {
    term: 'Dirty page',
    match: /\bdirty\b/,
    text: 'A page changed in memory since it was read. “A dirty page cannot be evicted without previously being physically flushed to the disk”: the reference that needs its frame waits for the write.',
  },
  pin: {
    term: 'Pin',
    match: /\bpinned\b/,
    text: 'A page in use by a query is pinned: its frame cannot be emptied until every user lets go. In this lesson each reference pins and unpins its page at once.',
  },
  'clock-hand': {
    term: 'Clock hand',
    match: /\bclock hand\b/,
    text: 'CLOCK and clock-sweep keep the frames in a circle and a hand going round it. Looking for a victim, the hand takes the first frame whose bit (or count) is 0, lowering the others as it passes them.',
  },
  'reference-bit': {
    term: 'Reference bit',
    match: /\breference bits?\b/,
    text: 'CLOCK’s one bit a frame, set when the page is used. The hand clears a set bit and moves on: a second chance. A page whose bit is still clear when the hand comes back leaves.',
  },
  'usage-count': {
    term: 'Usage count',
    match: /\busage counts?\b/,
    text: 'PostgreSQL’s clock-sweep (since 8.1) counts uses instead, up to 5 (BM_MAX_USAGE_COUNT); the hand lowers a count by one as it passes. A page used often survives several sweeps; a page read once by a scan leaves at the next.',
  },
  lru2: {
    term: 'LRU-2, second-to-last use',
    match: /\bsecond-to-last use\b|\bused only once\b/,
    text: 'LRU-2 (O’Neil, O’Neil and Weikum, 1993) ranks pages by their second-to-last use (the backward distance to it): the page whose second-to-last use is oldest goes. A page used only once has none and goes first, so a scan cannot push out pages used twice.',
  },
  'two-q': {
    term: '2Q: A1in, A1out, Am',
    match: /\bA1in\b|\bA1out\b|\bAm\b/,
    text: '2Q (Johnson and Shasha, 1994; PostgreSQL 8.0.2 to 8.0.x): a new page enters A1in, a first-in first-out queue with a share of a quarter of the frames; when A1in holds more, its oldest page leaves and A1out, a list of page numbers only (half the frames), remembers it. A page asked for while A1out names it comes back into Am, an LRU list. A scan’s pages, used once, pass through A1in and never reach Am.',
  },
  arc: {
    term: 'ARC: T1, T2, B1, B2, the target p',
    match: /\bT1\b|\bT2\b|\bB1\b|\bB2\b|\btarget p\b/,
    text: 'ARC (Megiddo and Modha, 2003; PostgreSQL 8.0): T1 holds pages used once lately, T2 pages used again; B1 and B2 remember the numbers of pages that left T1 and T2 (each at most as many as the frames). p is T1’s target share: a page found in B1 says T1 was too small and p grows, one found in B2 says the opposite. T1’s least recent page leaves while T1 holds more than p, else T2’s.',
  },
  'scan-ring': {
    term: 'Scan ring',
    match: /\bscan’s ring\b|\bring\b/,
    text: 'PostgreSQL 8.3: a sequential scan of a table larger than a quarter of shared_buffers reads through a ring of 256 KB (32 buffers, at most an eighth of the pool; here at least 1 frame): it reuses its ring’s next buffer when no one else has used it more than once, so the scan recycles a few frames instead of flooding the pool.',
  },
  opt: {
    term: 'OPT (Belady’s MIN)',
    match: /\bOPT\b|\bneeded furthest ahead\b|\bnever needed again\b/,
    text: 'Belady’s optimal policy (1966): the page needed again furthest ahead leaves. It must know the future, so no real pool can run it; it is the floor every other policy is measured against.',
  },
  checkpoint: {
    term: 'Checkpoint',
    match: /\bcheckpoint\b/,
    text: 'From time to time every dirty page is written to disk, so recovery after a crash starts from there. The pages stay in the pool, clean: they can then leave without a write.',
  },
  'belady-anomaly': {
    term: 'Belady’s anomaly',
    match: /\bBelady’s anomaly\b/,
    text: 'With FIFO, more frames can mean more misses: on the string 1,2,3,4,1,2,5,1,2,3,4,5, 3 frames miss 9 times and 4 frames 10 (Belady, Nelson and Shedler, 1969). LRU and OPT are stack policies: a bigger pool always holds what a smaller one would, so they never miss more.',
  },
};

export type GlossaryWords = typeof en;

export const GLOSSARY_WORDS: Catalogue<GlossaryWords> = lazyCatalogue<GlossaryWords>(en, {
  fr: () => import('./glossary.i18n.fr').then((m) => m.fr),
  ru: () => import('./glossary.i18n.ru').then((m) => m.ru),
});
