/**
 * The words of a buffer pool, shared by the pictures of its frames and the
 * buffer-pool narration, so a frame's label and the sentence about it say
 * the same thing: policy names, the reason a page was chosen to leave
 * (the engine's `Why`, in the policy's own terms) and what each policy's
 * per-frame state means.
 *
 * The engine counts references from 0; people count from 1, and so does
 * every text here (`refNo`): the step that makes reference 7 is step 7.
 */
import type { BufferEvent, PolicyKind, Why } from '../../shell/engine/types';
import { fmtInt } from '../../kit/text/format';
import { words } from '../../kit/i18n/words';
import { BUFFER_WORDS, ordinal } from './words.i18n';

export const POLICY_NAMES: Record<PolicyKind, string> = {
  fifo: 'FIFO',
  lru: 'LRU',
  clock: 'CLOCK',
  clock_sweep: 'clock-sweep',
  lru2: 'LRU-2',
  opt: 'OPT',
  '2q': '2Q',
  arc: 'ARC',
  clock_sweep_ring: 'clock-sweep + scan ring',
};

/** A policy's name as the lesson writes it (its engine name if unknown). */
export function policyName(policy: string): string {
  if (policy === 'clock_sweep_ring') return words(BUFFER_WORDS).ringPolicy;
  return (POLICY_NAMES as Record<string, string>)[policy] ?? policy;
}

/** The number a person gives the engine's reference `at` (from 0). */
export function refNo(at: number): number {
  return at + 1;
}

/** "reference 12" (from the engine's 0-based `at`). */
export function refText(at: number): string {
  return words(BUFFER_WORDS).reference(fmtInt(refNo(at)));
}

/**
 * A reference the engine may leave out: its `null` ("none") arrives as a
 * missing field from a step's events, so both mean none here.
 */
function known(at: number | null | undefined): at is number {
  return typeof at === 'number';
}

/** A reference's number from 1, formatted. */
const ref = (at: number) => fmtInt(refNo(at));

/** Why a page was chosen to leave, as a clause ("it came in first, at reference 1"). */
export function whyText(why: Why): string {
  const w = words(BUFFER_WORDS);
  switch (why.rule) {
    case 'first_in':
      return w.firstIn(ref(why.loaded_at));
    case 'least_recent':
      return w.leastRecent(ref(why.last_used));
    case 'bit_clear':
      return why.cleared === 0 ? w.bitClear : w.bitClearAfter(why.cleared);
    case 'usage_zero':
      return why.lowered === 0 ? w.usageZero : w.usageZeroAfter(why.lowered);
    case 'oldest_second_last':
      return !known(why.second_last) ? w.usedOnce(ref(why.last)) : w.oldestSecondLast(ref(why.second_last));
    case 'furthest_next':
      return !known(why.next_use) ? w.neverAgain : w.furthestNext(ref(why.next_use));
    case 'a1in_oldest':
      return w.a1inOldest(why.a1in, fmtInt(why.kin), ref(why.loaded_at));
    case 'am_least_recent':
      return w.amLeastRecent(why.a1in, fmtInt(why.kin), ref(why.last_used));
    case 't1_least_recent':
      return (
        foundText(why.found_in) +
        w.t1LeastRecent(why.t1, fmtInt(why.target), ref(why.last_used)) +
        (why.remembered ? w.t1Remembered : w.t1Forgotten)
      );
    case 't2_least_recent':
      return foundText(why.found_in) + w.t2LeastRecent(why.t1, fmtInt(why.target), ref(why.last_used));
    case 'ring_reuse':
      return w.ringReuse(fmtInt(why.slot + 1), why.ring);
    case 'ring_join':
      return w.ringJoin(fmtInt(why.slot + 1), fmtInt(why.ring), why.lowered);
  }
}

/** ARC: the ghost list that remembered the page asked for, and how p moved for it, as a leading clause. */
function foundText(found: 'b1' | 'b2' | null | undefined): string {
  const w = words(BUFFER_WORDS);
  if (found === 'b1') return w.foundB1;
  if (found === 'b2') return w.foundB2;
  return '';
}

/** The same in a few words, for a frame's label ("first in, ref 1"). */
export function whyShort(why: Why): string {
  const w = words(BUFFER_WORDS);
  switch (why.rule) {
    case 'first_in':
      return w.firstInShort(ref(why.loaded_at));
    case 'least_recent':
      return w.leastRecentShort(ref(why.last_used));
    case 'bit_clear':
      return why.cleared === 0 ? w.bitClearShort : w.bitClearAfterShort(why.cleared);
    case 'usage_zero':
      return why.lowered === 0 ? w.usageZeroShort : w.usageZeroAfterShort(why.lowered);
    case 'oldest_second_last':
      return !known(why.second_last) ? w.usedOnceShort : w.oldestSecondLastShort(ref(why.second_last));
    case 'furthest_next':
      return !known(why.next_use) ? w.neverAgainShort : w.furthestNextShort(ref(why.next_use));
    case 'a1in_oldest':
      return w.a1inOldestShort;
    case 'am_least_recent':
      return w.amLeastRecentShort;
    case 't1_least_recent':
      return `${w.t1Short(fmtInt(why.target))}${why.remembered ? w.toB1 : ''}`;
    case 't2_least_recent':
      return w.t2Short(fmtInt(why.target));
    case 'ring_reuse':
      return w.ringReuseShort(fmtInt(why.slot + 1), fmtInt(why.ring));
    case 'ring_join':
      return w.ringJoinShort(fmtInt(why.slot + 1), fmtInt(why.ring));
  }
}

/** What a policy keeps per frame (the engine's `state_name`). */
export type FrameStateName = 'rank' | 'reference_bit' | 'usage_count' | 'next_use' | 'queue' | 'arc_list' | 'usage_ring';

/** In a `usage_ring` state: the frame is in the scan's ring (the engine's `IN_RING`). */
export const IN_RING = 8;

/** The engine's "never" for a next use (`u32::MAX`). */
export const NEVER = 0xffff_ffff;

export { ordinal };

/**
 * A frame's policy state in words: `short` for its box (`tiny` when the
 * box is small), `long` for its accessible text. A rank of 0 (a frame not
 * in line) says nothing.
 */
export function stateText(name: FrameStateName, value: number): { short: string; tiny: string; long: string } {
  const w = words(BUFFER_WORDS);
  switch (name) {
    case 'rank':
      return value === 0
        ? { short: '', tiny: '', long: '' }
        : { short: w.rankShort(value), tiny: `#${fmtInt(value)}`, long: w.rankLong(value) };
    case 'reference_bit':
      return { short: w.bit(String(value)), tiny: w.bit(String(value)), long: w.bitLong(String(value)) };
    case 'usage_count':
      return { short: w.use(String(value)), tiny: w.use(String(value)), long: w.useLong(String(value)) };
    case 'usage_ring': {
      const use = String(value & (IN_RING - 1));
      return value & IN_RING
        ? { short: w.ringUse(use), tiny: w.ringTiny(use), long: w.ringLong(use) }
        : { short: w.use(use), tiny: w.use(use), long: w.useLong(use) };
    }
    case 'queue':
      return value === 2 ? { short: 'Am', tiny: 'Am', long: w.inAm } : { short: 'A1in', tiny: 'A1in', long: w.inA1in };
    case 'arc_list':
      return value === 2 ? { short: 'T2', tiny: 'T2', long: w.inT2 } : { short: 'T1', tiny: 'T1', long: w.inT1 };
    case 'next_use':
      return value === NEVER
        ? { short: w.never, tiny: w.never, long: w.neverLong }
        : {
            short: w.next(fmtInt(refNo(value))),
            tiny: `→${fmtInt(refNo(value))}`,
            long: w.nextLong(fmtInt(refNo(value))),
          };
  }
}

/** What the numbers in the frames mean, for the picture's key (in the page's language). */
export function stateKeys(): Record<FrameStateName, string> {
  return words(BUFFER_WORDS).keys;
}

type PoolEventOf<K extends string> = Extract<BufferEvent, { kind: K }>;

/** One pool event in a few words, for the line under a pool's frames. */
export function eventShort(e: BufferEvent): string {
  const w = words(BUFFER_WORDS);
  switch (e.kind) {
    case 'reference':
      return `${w.refShort(ref(e.at), String(e.page))}${e.write ? w.writeTag : ''}${e.scan ? w.scanTag : ''}`;
    case 'hit':
      return w.hitShort(String(e.page), String(e.frame));
    case 'miss':
      return `${w.missShort(String(e.page))}${e.free ? w.freeTag : ''}`;
    case 'pass':
      return passShort(e);
    case 'write':
      return e.by === 'eviction'
        ? w.evictWriteShort(String(e.page))
        : e.by === 'checkpoint'
          ? w.checkpointWroteShort(String(e.page))
          : w.bgWroteShort(String(e.page));
    case 'evict':
      return w.outShort(String(e.page), whyShort(e.why));
    case 'load':
      return w.inShort(String(e.page), String(e.frame));
    case 'dirtied':
      return w.dirtiedShort(String(e.page), String(e.frame));
    case 'checkpoint':
      return e.written === 0 ? w.checkpointNoneShort : w.checkpointShort(e.written);
  }
}

function passShort(e: PoolEventOf<'pass'>): string {
  const w = words(BUFFER_WORDS);
  if (e.before === e.after) return w.skipShort(String(e.frame));
  const say = e.policy === 'clock' ? w.passBitShort : w.passUseShort;
  return say(String(e.frame), String(e.before), String(e.after));
}
