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
  }
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
  }
}

/** What a policy keeps per frame (the engine's `state_name`). */
export type FrameStateName = 'rank' | 'reference_bit' | 'usage_count' | 'next_use';

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
};

type PoolEventOf<K extends string> = Extract<BufferEvent, { kind: K }>;

/** One pool event in a few words, for the line under a pool's frames. */
export function eventShort(e: BufferEvent): string {
  switch (e.kind) {
    case 'reference':
      return `${refText(e.at)}: page ${e.page}${e.write ? ' (write)' : ''}`;
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
