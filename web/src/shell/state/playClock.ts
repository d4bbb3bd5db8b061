/**
 * The step view's playback clock, as pure functions. Playing at `speed`
 * steps/s means: `t` ms after the clock started at step `s0`, the screen
 * should show step `s0 + floor(t · speed / 1000)`. The UI asks the worker
 * for the next step only once the current one is on screen, so when a step
 * takes longer than 1/speed to fetch and draw, the next request jumps
 * straight to the step the clock wants (the worker replays the steps in
 * between silently and returns only the last one's events) instead of
 * drifting behind.
 */

export interface PlayClock {
  /** The step on screen when the clock started. */
  step: number;
  /** When it started (ms, `performance.now()`). */
  at: number;
  /** Steps per second. */
  speed: number;
}

/**
 * The most the clock may be behind before it slips (the tab was hidden, a
 * replay stalled): beyond this, catch up by one second of steps at most and
 * restart the clock, rather than leaping ahead by minutes of playback.
 */
export const MAX_CATCH_UP_MS = 1000;

/** Clock times are floats: a step due "now" must not be lost to rounding. */
const EPS = 1e-6;

export function startClock(step: number, at: number, speed: number): PlayClock {
  return { step, at, speed: speed > 0 && Number.isFinite(speed) ? speed : 1 };
}

/** The step the clock says should be on screen at `now` (clamped to `total`). */
export function clockStep(c: PlayClock, now: number, total: number | null): number {
  const s = c.step + Math.max(0, Math.floor(((now - c.at) * c.speed) / 1000 + EPS));
  return total === null ? s : Math.min(s, Math.max(total, c.step));
}

/** When the clock reaches the step after `step`. */
export function dueAt(c: PlayClock, step: number): number {
  return c.at + ((step + 1 - c.step) * 1000) / c.speed;
}

export interface PlayPlan {
  /** The clock to keep (restarted when it slipped). */
  clock: PlayClock;
  /** Steps to advance now in one request (0 = none yet). */
  steps: number;
  /** When `steps` is 0: ms to wait before asking again. */
  wait: number;
}

/**
 * What to do when step `shown` is on screen (and the worker is free) at
 * time `now`: advance to the clock's step in one request, or wait until
 * the next step is due. Never asks past `total`.
 */
export function planPlayback(c: PlayClock, shown: number, now: number, total: number | null): PlayPlan {
  if (total !== null && shown >= total) return { clock: c, steps: 0, wait: Infinity };
  const target = clockStep(c, now, total);
  const behind = target - shown;
  if (behind <= 0) return { clock: c, steps: 0, wait: Math.max(0, dueAt(c, shown) - now) };
  const cap = Math.max(1, Math.ceil((c.speed * MAX_CATCH_UP_MS) / 1000));
  if (behind > cap) {
    // Slipped: advance a second's worth and count on from here and now.
    return { clock: startClock(shown + cap, now, c.speed), steps: cap, wait: 0 };
  }
  return { clock: c, steps: behind, wait: 0 };
}
