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
  return (POLICY_NAMES as Record<string, string>)[policy] ?? policy;
}

/** The number a person gives the engine's reference `at` (from 0). */
export function refNo(at: number): number {
  return at + 1;
}

/** "reference 12" (from the engine's 0-based `at`). */
export function refText(at: number): string {
  return `reference ${fmtInt(refNo(at))}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${fmtInt(n)} ${n === 1 ? one : many}`;

/**
 * A reference the engine may leave out: its `null` ("none") arrives as a
 * missing field from a step's events, so both mean none here.
 */
function known(at: number | null | undefined): at is number {
  return typeof at === 'number';
}

/** Why a page was chosen to leave, as a clause ("it came in first, at reference 1"). */
export function whyText(why: Why): string {
  switch (why.rule) {
    case 'first_in':
      return `it came in first, at ${refText(why.loaded_at)}`;
    case 'least_recent':
      return `it was used least recently, at ${refText(why.last_used)}`;
    case 'bit_clear':
      return why.cleared === 0
        ? 'the clock hand found its reference bit clear'
        : `its reference bit was clear, after the clock hand cleared ${plural(why.cleared, 'bit')}`;
    case 'usage_zero':
      return why.lowered === 0
        ? 'the clock hand found its usage count at 0'
        : `its usage count was 0, after the clock hand lowered ${plural(why.lowered, 'count')}`;
    case 'oldest_second_last':
      return !known(why.second_last)
        ? `it was used only once, at ${refText(why.last)}, and such pages go first`
        : `its second-to-last use, at ${refText(why.second_last)}, is the oldest`;
    case 'furthest_next':
      return !known(why.next_use)
        ? 'it is never needed again'
        : `it is needed furthest ahead, at ${refText(why.next_use)}`;
    case 'a1in_oldest':
      return (
        `A1in holds ${plural(why.a1in, 'page')}, more than its share of ${fmtInt(why.kin)}: ` +
        `its oldest page (in at ${refText(why.loaded_at)}) leaves, and A1out remembers its number`
      );
    case 'am_least_recent':
      return (
        `A1in holds ${plural(why.a1in, 'page')}, within its share of ${fmtInt(why.kin)}: ` +
        `Am’s least recent page (used at ${refText(why.last_used)}) leaves, forgotten`
      );
    case 't1_least_recent':
      return (
        `${foundText(why.found_in)}T1 holds ${plural(why.t1, 'page')} against the target p = ${fmtInt(why.target)}: ` +
        `T1’s least recent page (used at ${refText(why.last_used)}) leaves` +
        (why.remembered ? ', and B1 remembers it' : '; T1 filled the pool and B1 is empty, so it is forgotten')
      );
    case 't2_least_recent':
      return (
        `${foundText(why.found_in)}T1 holds ${plural(why.t1, 'page')}, within the target p = ${fmtInt(why.target)}: ` +
        `T2’s least recent page (used at ${refText(why.last_used)}) leaves, and B2 remembers it`
      );
    case 'ring_reuse':
      return `it is in slot ${fmtInt(why.slot + 1)} of the scan’s ring of ${plural(why.ring, 'frame')}, used at most once since: the scan reuses its own frame`;
    case 'ring_join':
      return (
        `the ring’s slot ${fmtInt(why.slot + 1)} of ${fmtInt(why.ring)} is empty or its frame in use, so the clock hand ` +
        (why.lowered === 0 ? 'found this usage count at 0' : `lowered ${plural(why.lowered, 'count')} to a usage count of 0`) +
        '; the frame joins the scan’s ring'
      );
  }
}

/** ARC: the ghost list that remembered the page asked for, and how p moved for it, as a leading clause. */
function foundText(found: 'b1' | 'b2' | null | undefined): string {
  if (found === 'b1') return 'B1 remembered the page asked for, so T1 was too small and p grew; ';
  if (found === 'b2') return 'B2 remembered the page asked for, so T2 was too small and p shrank; ';
  return '';
}

/** The same in a few words, for a frame's label ("first in, ref 1"). */
export function whyShort(why: Why): string {
  switch (why.rule) {
    case 'first_in':
      return `first in, ref ${fmtInt(refNo(why.loaded_at))}`;
    case 'least_recent':
      return `least recent, ref ${fmtInt(refNo(why.last_used))}`;
    case 'bit_clear':
      return why.cleared === 0 ? 'bit clear' : `bit clear after ${plural(why.cleared, 'clear', 'clears')}`;
    case 'usage_zero':
      return why.lowered === 0 ? 'usage 0' : `usage 0 after ${plural(why.lowered, 'lowering', 'lowerings')}`;
    case 'oldest_second_last':
      return !known(why.second_last) ? 'used once' : `oldest 2nd-last use, ref ${fmtInt(refNo(why.second_last))}`;
    case 'furthest_next':
      return !known(why.next_use) ? 'never needed again' : `next needed furthest, ref ${fmtInt(refNo(why.next_use))}`;
    case 'a1in_oldest':
      return `A1in's oldest, to A1out`;
    case 'am_least_recent':
      return `Am's least recent`;
    case 't1_least_recent':
      return `T1's least recent (p ${fmtInt(why.target)})${why.remembered ? ', to B1' : ''}`;
    case 't2_least_recent':
      return `T2's least recent (p ${fmtInt(why.target)}), to B2`;
    case 'ring_reuse':
      return `scan reuses ring slot ${fmtInt(why.slot + 1)}/${fmtInt(why.ring)}`;
    case 'ring_join':
      return `usage 0, joins ring slot ${fmtInt(why.slot + 1)}/${fmtInt(why.ring)}`;
  }
}

/** What a policy keeps per frame (the engine's `state_name`). */
export type FrameStateName = 'rank' | 'reference_bit' | 'usage_count' | 'next_use' | 'queue' | 'arc_list' | 'usage_ring';

/** In a `usage_ring` state: the frame is in the scan's ring (the engine's `IN_RING`). */
export const IN_RING = 8;

/** The engine's "never" for a next use (`u32::MAX`). */
export const NEVER = 0xffff_ffff;

/** "1st", "2nd", "3rd", "11th". */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${fmtInt(n)}${suffix}`;
}

/**
 * A frame's policy state in words: `short` for its box (`tiny` when the
 * box is small), `long` for its accessible text. A rank of 0 (a frame not
 * in line) says nothing.
 */
export function stateText(name: FrameStateName, value: number): { short: string; tiny: string; long: string } {
  switch (name) {
    case 'rank':
      return value === 0
        ? { short: '', tiny: '', long: '' }
        : { short: `${ordinal(value)} out`, tiny: `#${fmtInt(value)}`, long: `${ordinal(value)} to go` };
    case 'reference_bit':
      return { short: `bit ${value}`, tiny: `bit ${value}`, long: `reference bit ${value}` };
    case 'usage_count':
      return { short: `use ${value}`, tiny: `use ${value}`, long: `usage count ${value}` };
    case 'usage_ring': {
      const use = value & (IN_RING - 1);
      return value & IN_RING
        ? { short: `ring, use ${use}`, tiny: `ring ${use}`, long: `in the scan’s ring, usage count ${use}` }
        : { short: `use ${use}`, tiny: `use ${use}`, long: `usage count ${use}` };
    }
    case 'queue':
      return value === 2
        ? { short: 'Am', tiny: 'Am', long: 'in Am (used again after A1in: kept by recency)' }
        : { short: 'A1in', tiny: 'A1in', long: 'in A1in (first in, first out)' };
    case 'arc_list':
      return value === 2
        ? { short: 'T2', tiny: 'T2', long: 'in T2 (used at least twice lately)' }
        : { short: 'T1', tiny: 'T1', long: 'in T1 (used once lately)' };
    case 'next_use':
      return value === NEVER
        ? { short: 'never', tiny: 'never', long: 'never needed again' }
        : {
            short: `next ${fmtInt(refNo(value))}`,
            tiny: `→${fmtInt(refNo(value))}`,
            long: `next needed at reference ${fmtInt(refNo(value))}`,
          };
  }
}

/** What the numbers in the frames mean, for the picture's key. */
export const STATE_KEYS: Record<FrameStateName, string> = {
  rank: 'place in line (#1 goes next)',
  reference_bit: 'reference bit (0 may go)',
  usage_count: 'dots: usage count (0 may go)',
  next_use: 'next use (reference no.)',
  queue: 'queue: A1in (FIFO) or Am (LRU)',
  arc_list: 'list: T1 (recent) or T2 (frequent)',
  usage_ring: 'dots: usage count · bar on top: in the scan’s ring',
};

type PoolEventOf<K extends string> = Extract<BufferEvent, { kind: K }>;

/** One pool event in a few words, for the line under a pool's frames. */
export function eventShort(e: BufferEvent): string {
  switch (e.kind) {
    case 'reference':
      return `${refText(e.at)}: page ${e.page}${e.write ? ' (write)' : ''}${e.scan ? ' (scan)' : ''}`;
    case 'hit':
      return `hit: page ${e.page} is in frame ${e.frame}`;
    case 'miss':
      return `miss: page ${e.page} is not here${e.free ? '; a frame is free' : ''}`;
    case 'pass':
      return passShort(e);
    case 'write':
      return e.by === 'eviction'
        ? `page ${e.page} is dirty: written to disk first`
        : `${e.by === 'checkpoint' ? 'checkpoint' : 'background writer'}: page ${e.page} written`;
    case 'evict':
      return `out: page ${e.page} (${whyShort(e.why)})`;
    case 'load':
      return `in: page ${e.page} read into frame ${e.frame}`;
    case 'dirtied':
      return `page ${e.page} changed: frame ${e.frame} is dirty`;
    case 'checkpoint':
      return e.written === 0 ? 'checkpoint: no dirty page' : `checkpoint: ${plural(e.written, 'page')} written`;
  }
}

function passShort(e: PoolEventOf<'pass'>): string {
  if (e.before === e.after) return `hand skips pinned frame ${e.frame}`;
  const what = e.policy === 'clock' ? 'bit' : 'use';
  return `hand passes frame ${e.frame}: ${what} ${e.before} → ${e.after}`;
}
