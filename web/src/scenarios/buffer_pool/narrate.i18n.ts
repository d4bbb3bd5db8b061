/**
 * The buffer-pool narration's sentences (`narrate.ts`): one per event, the
 * headline, the step in a few sentences. `n` is a reference's number from
 * 1, `why` a clause of `words.i18n.ts`, counts are numbers (the noun after
 * them agrees).
 */
import { lazyCatalogue, type Catalogue } from '../../kit/i18n/words';
import { enN } from '../../kit/i18n/plural';

const en = {
  // One sentence per event.
  asks: (n: string, page: string) => `Reference ${n} asks for page ${page}`,
  toChange: ', to change it (a write)',
  byScan: ', read by a sequential scan',
  hit: (policy: string, page: string, frame: string) => `${policy}: page ${page} is in frame ${frame}: a hit, no disk read.`,
  miss: (policy: string, page: string) => `${policy}: page ${page} is not in the pool: a miss`,
  missFree: '; an empty frame takes it',
  missFull: '; every frame is full, so one page must leave',
  writeEvict: (page: string, frame: string) => `Page ${page} in frame ${frame} is dirty: it is written to disk before it leaves.`,
  writeCheckpoint: (page: string, frame: string) =>
    `The checkpoint writes dirty page ${page} (frame ${frame}) to disk; it stays in the pool, clean.`,
  writeBackground: (page: string, frame: string) => `The background writer writes dirty page ${page} (frame ${frame}) to disk.`,
  evict: (page: string, frame: string, why: string) => `Page ${page} is the victim and leaves frame ${frame}: ${why}.`,
  load: (page: string, frame: string) => `Page ${page} is read from disk into frame ${frame}.`,
  dirtied: (page: string, frame: string) => `The reference changes page ${page}: frame ${frame} is dirty until the page is written.`,
  checkpointNone: 'A checkpoint: no page is dirty, nothing to write.',
  checkpointWrote: (k: number) => `A checkpoint wrote ${enN(k, 'dirty page')} to disk.`,
  unknown: 'An engine event this page does not know how to describe.',
  // The clock hand's pass.
  frame: (frame: string) => `frame ${frame}`,
  framePage: (frame: string, page: string) => `frame ${frame} (page ${page})`,
  passPinned: (where: string) => `The clock hand passes ${where}: it is pinned, so it is skipped.`,
  passBit: (where: string) => `The clock hand passes ${where} and clears its reference bit: a second chance.`,
  passUse: (where: string, before: string, after: string) =>
    `The clock hand passes ${where} and lowers its usage count from ${before} to ${after}.`,
  // The headline.
  stepZero: 'Step 0: the pool is empty.',
  headline: (reference: string, outcome: string, checkpoint: string) => `${reference}: ${outcome}${checkpoint}.`,
  referencePage: (n: string, page: string) => `Reference ${n}, page ${page}`,
  aWrite: ' (a write)',
  outHit: (frame: string) => `hit in frame ${frame}`,
  outNothing: 'nothing happens',
  outEmpty: (frame: string) => `miss; it goes into empty frame ${frame}`,
  outEvict: (page: string, frame: string, why: string) => `miss; page ${page} leaves frame ${frame} (${why})`,
  outDirty: '; it was dirty: written to disk first',
  checkpointClean: '; a checkpoint finds nothing dirty',
  checkpointWrites: (k: number) => `; a checkpoint writes ${enN(k, 'dirty page')}`,
  // The step in a few sentences.
  sweep: (k: number) => `The clock hand passes ${enN(k, 'frame')}`,
  loweringBits: (k: number) => `, lowering ${enN(k, 'reference bit')}`,
  loweringCounts: (k: number) => `, lowering ${enN(k, 'usage count')}`,
  skipping: (k: number) => `, skipping ${enN(k, 'pinned frame')}`,
  andChanges: ' and changes it',
  who: (policy: string) => `${policy}: `,
  stepHit: (frame: string) => `a hit: the page is in frame ${frame}, no disk read.`,
  stepMiss: 'a miss: the page must be read from disk.',
  stepEmpty: (frame: string) => `Empty frame ${frame} takes it.`,
  stepDirty: 'It was dirty: written to disk first, and the reference waits for that write.',
  stepRead: (page: string, frame: string) => `Page ${page} is read into frame ${frame}.`,
  stepDirtied: (frame: string) => `The change makes frame ${frame} dirty.`,
  stepCheckpointNone: 'Then a checkpoint: nothing is dirty.',
  stepCheckpoint: (k: number) => `Then a checkpoint writes ${enN(k, 'dirty page')} to disk.`,
  stepCount: (hits: number, misses: number, evictions: number, writes: number) =>
    `This step: ${enN(hits, 'hit')}, ${enN(misses, 'miss', 'misses')}, ${enN(evictions, 'eviction')}, ${enN(writes, 'page write')}.`,
};

export type NarrateWords = typeof en;

export const NARRATE_WORDS: Catalogue<NarrateWords> = lazyCatalogue<NarrateWords>(en, {
  fr: () => import('./narrate.i18n.fr').then((m) => m.fr),
  ru: () => import('./narrate.i18n.ru').then((m) => m.ru),
});
