/**
 * How often the step view's aria-live region may speak, as pure functions.
 * Paused, or playing at one step a second or slower: every step's full
 * narration, at once. Playing faster: a short "step n of m" at most every
 * `FAST_NARRATION_EVERY_MS`, so a screen reader is not flooded (a full
 * narration takes seconds to read); pausing narrates the step in full.
 */
import { fmtInt } from '../../kit/text/format';

export const FAST_NARRATION_EVERY_MS = 2000;

/** Steps per second above which playback narrates briefly. */
export const FULL_NARRATION_MAX_SPEED = 1;

export function isBriefNarration(playing: boolean, speed: number): boolean {
  return playing && speed > FULL_NARRATION_MAX_SPEED;
}

/** Least time between two announcements (0 = no limit). */
export function narrationGap(playing: boolean, speed: number): number {
  return isBriefNarration(playing, speed) ? FAST_NARRATION_EVERY_MS : 0;
}

/**
 * The details below the picture (detail views, counters, the step's events
 * and story) follow every step up to this speed; faster, they follow at
 * most every `FAST_DETAILS_EVERY_MS` (nobody reads them at 32 steps a
 * second, and rendering them every step took the frames the picture needs).
 * Paused, they show the step at once.
 */
export const DETAILS_EVERY_STEP_MAX_SPEED = 4;
export const FAST_DETAILS_EVERY_MS = 250;

export function detailsThrottled(playing: boolean, speed: number): boolean {
  return playing && speed > DETAILS_EVERY_STEP_MAX_SPEED;
}

export function briefNarration(step: number, total: number | null): string {
  return total === null ? `Playing: step ${fmtInt(step)}.` : `Playing: step ${fmtInt(step)} of ${fmtInt(total)}.`;
}

export interface Said {
  text: string;
  /** When it was said (ms). */
  at: number;
}

/**
 * Whether to put `text` into the live region at `now`, given what it said
 * last: `wait` is 0 to say it now, the ms to wait before saying it, or
 * Infinity when there is nothing new to say.
 */
export function paceNarration(last: Said | null, text: string, now: number, gap: number): number {
  if (last && last.text === text) return Infinity;
  if (!last || gap <= 0) return 0;
  return Math.max(0, last.at + gap - now);
}
