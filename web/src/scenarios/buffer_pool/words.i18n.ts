/**
 * The words of a buffer pool (`words.ts`): why a page leaves, in a clause
 * and in a few words, a frame's policy state, the picture's key and the
 * line under a pool's frames. Figures come formatted (`n`, a reference's
 * number from 1), or as numbers where the noun after them agrees.
 */
import { lazyCatalogue, type Catalogue } from '../../kit/i18n/words';
import { fmtInt } from '../../kit/text/format';
import { enN } from '../../kit/i18n/plural';

/** "1st", "2nd", "3rd", "11th". */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${fmtInt(n)}${suffix}`;
}

const en = {
  ringPolicy: 'clock-sweep + scan ring',
  reference: (n: string) => `reference ${n}`,
  // Why a page leaves, as a clause.
  firstIn: (n: string) => `it came in first, at reference ${n}`,
  leastRecent: (n: string) => `it was used least recently, at reference ${n}`,
  bitClear: 'the clock hand found its reference bit clear',
  bitClearAfter: (k: number) => `its reference bit was clear, after the clock hand cleared ${enN(k, 'bit')}`,
  usageZero: 'the clock hand found its usage count at 0',
  usageZeroAfter: (k: number) => `its usage count was 0, after the clock hand lowered ${enN(k, 'count')}`,
  usedOnce: (n: string) => `it was used only once, at reference ${n}, and such pages go first`,
  oldestSecondLast: (n: string) => `its second-to-last use, at reference ${n}, is the oldest`,
  neverAgain: 'it is never needed again',
  furthestNext: (n: string) => `it is needed furthest ahead, at reference ${n}`,
  a1inOldest: (a1in: number, kin: string, n: string) =>
    `A1in holds ${enN(a1in, 'page')}, more than its share of ${kin}: ` +
    `its oldest page (in at reference ${n}) leaves, and A1out remembers its number`,
  amLeastRecent: (a1in: number, kin: string, n: string) =>
    `A1in holds ${enN(a1in, 'page')}, within its share of ${kin}: ` +
    `Am’s least recent page (used at reference ${n}) leaves, forgotten`,
  t1LeastRecent: (t1: number, p: string, n: string) =>
    `T1 holds ${enN(t1, 'page')} against the target p = ${p}: T1’s least recent page (used at reference ${n}) leaves`,
  t1Remembered: ', and B1 remembers it',
  t1Forgotten: '; T1 filled the pool and B1 is empty, so it is forgotten',
  t2LeastRecent: (t1: number, p: string, n: string) =>
    `T1 holds ${enN(t1, 'page')}, within the target p = ${p}: ` +
    `T2’s least recent page (used at reference ${n}) leaves, and B2 remembers it`,
  ringReuse: (slot: string, ring: number) =>
    `it is in slot ${slot} of the scan’s ring of ${enN(ring, 'frame')}, used at most once since: the scan reuses its own frame`,
  ringJoin: (slot: string, ring: string, lowered: number) =>
    `the ring’s slot ${slot} of ${ring} is empty or its frame in use, so the clock hand ` +
    (lowered === 0 ? 'found this usage count at 0' : `lowered ${enN(lowered, 'count')} to a usage count of 0`) +
    '; the frame joins the scan’s ring',
  foundB1: 'B1 remembered the page asked for, so T1 was too small and p grew; ',
  foundB2: 'B2 remembered the page asked for, so T2 was too small and p shrank; ',
  // The same in a few words, for a frame's label.
  firstInShort: (n: string) => `first in, ref ${n}`,
  leastRecentShort: (n: string) => `least recent, ref ${n}`,
  bitClearShort: 'bit clear',
  bitClearAfterShort: (k: number) => `bit clear after ${enN(k, 'clear', 'clears')}`,
  usageZeroShort: 'usage 0',
  usageZeroAfterShort: (k: number) => `usage 0 after ${enN(k, 'lowering', 'lowerings')}`,
  usedOnceShort: 'used once',
  oldestSecondLastShort: (n: string) => `oldest 2nd-last use, ref ${n}`,
  neverAgainShort: 'never needed again',
  furthestNextShort: (n: string) => `next needed furthest, ref ${n}`,
  a1inOldestShort: `A1in's oldest, to A1out`,
  amLeastRecentShort: `Am's least recent`,
  t1Short: (p: string) => `T1's least recent (p ${p})`,
  toB1: ', to B1',
  t2Short: (p: string) => `T2's least recent (p ${p}), to B2`,
  ringReuseShort: (slot: string, ring: string) => `scan reuses ring slot ${slot}/${ring}`,
  ringJoinShort: (slot: string, ring: string) => `usage 0, joins ring slot ${slot}/${ring}`,
  // A frame's policy state: short (its box), long (its words).
  rankShort: (n: number) => `${ordinal(n)} out`,
  rankLong: (n: number) => `${ordinal(n)} to go`,
  bit: (v: string) => `bit ${v}`,
  bitLong: (v: string) => `reference bit ${v}`,
  use: (v: string) => `use ${v}`,
  useLong: (v: string) => `usage count ${v}`,
  ringUse: (v: string) => `ring, use ${v}`,
  ringTiny: (v: string) => `ring ${v}`,
  ringLong: (v: string) => `in the scan’s ring, usage count ${v}`,
  inAm: 'in Am (used again after A1in: kept by recency)',
  inA1in: 'in A1in (first in, first out)',
  inT2: 'in T2 (used at least twice lately)',
  inT1: 'in T1 (used once lately)',
  never: 'never',
  neverLong: 'never needed again',
  next: (n: string) => `next ${n}`,
  nextLong: (n: string) => `next needed at reference ${n}`,
  /** What the numbers in the frames mean, for the picture's key. */
  keys: {
    rank: 'place in line (#1 goes next)',
    reference_bit: 'reference bit (0 may go)',
    usage_count: 'dots: usage count (0 may go)',
    next_use: 'next use (reference no.)',
    queue: 'queue: A1in (FIFO) or Am (LRU)',
    arc_list: 'list: T1 (recent) or T2 (frequent)',
    usage_ring: 'dots: usage count · bar on top: in the scan’s ring',
  },
  // One pool event in a few words (under a pool's frames).
  refShort: (n: string, page: string) => `reference ${n}: page ${page}`,
  writeTag: ' (write)',
  scanTag: ' (scan)',
  hitShort: (page: string, frame: string) => `hit: page ${page} is in frame ${frame}`,
  missShort: (page: string) => `miss: page ${page} is not here`,
  freeTag: '; a frame is free',
  evictWriteShort: (page: string) => `page ${page} is dirty: written to disk first`,
  checkpointWroteShort: (page: string) => `checkpoint: page ${page} written`,
  bgWroteShort: (page: string) => `background writer: page ${page} written`,
  outShort: (page: string, why: string) => `out: page ${page} (${why})`,
  inShort: (page: string, frame: string) => `in: page ${page} read into frame ${frame}`,
  dirtiedShort: (page: string, frame: string) => `page ${page} changed: frame ${frame} is dirty`,
  checkpointNoneShort: 'checkpoint: no dirty page',
  checkpointShort: (k: number) => `checkpoint: ${enN(k, 'page')} written`,
  skipShort: (frame: string) => `hand skips pinned frame ${frame}`,
  passBitShort: (frame: string, before: string, after: string) => `hand passes frame ${frame}: bit ${before} → ${after}`,
  passUseShort: (frame: string, before: string, after: string) => `hand passes frame ${frame}: use ${before} → ${after}`,
};

export type BufferWords = typeof en;

export const BUFFER_WORDS: Catalogue<BufferWords> = lazyCatalogue<BufferWords>(en, {
  fr: () => import('./words.i18n.fr').then((m) => m.fr),
  ru: () => import('./words.i18n.ru').then((m) => m.ru),
});
