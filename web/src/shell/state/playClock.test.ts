import { describe, expect, it } from 'vitest';
import { MAX_CATCH_UP_MS, clockStep, dueAt, planPlayback, startClock } from './playClock';
import { initialPlayback, playbackReducer, type PlaybackState } from './playback';

describe('clockStep', () => {
  it('given rate r and elapsed t, the target is start + floor(r·t)', () => {
    const c = startClock(10, 1000, 32);
    expect(clockStep(c, 1000, null)).toBe(10);
    expect(clockStep(c, 1000 + 31, null)).toBe(10);
    expect(clockStep(c, 1000 + 1000 / 32, null)).toBe(11); // exactly due, despite float rounding
    expect(clockStep(c, 1000 + 500, null)).toBe(26);
    expect(clockStep(c, 1000 + 3000, null)).toBe(10 + 96);
    expect(clockStep(startClock(0, 0, 0.5), 3999, null)).toBe(1);
    expect(clockStep(startClock(0, 0, 0.5), 4000, null)).toBe(2);
  });

  it('never goes before the start or past the total', () => {
    const c = startClock(5, 1000, 8);
    expect(clockStep(c, 0, null)).toBe(5);
    expect(clockStep(c, 60_000, 100)).toBe(100);
  });

  it('a bad speed falls back to 1 step/s', () => {
    expect(startClock(0, 0, 0).speed).toBe(1);
    expect(startClock(0, 0, Number.NaN).speed).toBe(1);
  });
});

describe('dueAt', () => {
  it('is when the clock reaches the next step', () => {
    const c = startClock(4, 100, 4);
    expect(dueAt(c, 4)).toBe(350);
    expect(dueAt(c, 6)).toBe(850);
  });
});

describe('planPlayback', () => {
  it('waits for the next step when on time', () => {
    const c = startClock(0, 0, 2);
    expect(planPlayback(c, 0, 0, 100)).toEqual({ clock: c, steps: 0, wait: 500 });
    expect(planPlayback(c, 1, 700, 100)).toEqual({ clock: c, steps: 0, wait: 300 });
  });

  it('advances one step when one is due', () => {
    const c = startClock(0, 0, 32);
    expect(planPlayback(c, 0, 32, 100).steps).toBe(1);
  });

  it('when behind by k steps, one request advances k', () => {
    const c = startClock(0, 0, 32);
    // 250 ms in, the clock is at step 8; the screen shows step 3.
    const p = planPlayback(c, 3, 250, 1000);
    expect(p.steps).toBe(5);
    expect(p.clock).toBe(c); // no drift: the clock keeps its start
  });

  it('never asks past the last step, and nothing at the end', () => {
    const c = startClock(0, 0, 32);
    expect(planPlayback(c, 95, 5000, 100).steps).toBe(5);
    expect(planPlayback(c, 100, 5000, 100)).toEqual({ clock: c, steps: 0, wait: Infinity });
  });

  it('after a long stall, catches up one second of steps and restarts the clock', () => {
    const c = startClock(0, 0, 16);
    const p = planPlayback(c, 10, 60_000, 100_000);
    const cap = (16 * MAX_CATCH_UP_MS) / 1000;
    expect(p.steps).toBe(cap);
    expect(p.clock).toEqual(startClock(10 + cap, 60_000, 16));
    // From there, it plays on time again.
    expect(planPlayback(p.clock, 10 + cap, 60_000 + 1000 / 16, 100_000).steps).toBe(1);
  });
});

/**
 * The step view's loop against a fake clock: the UI asks for the clock's
 * step once the previous one is on screen, and fetching + drawing a step
 * takes `cost` ms. Returns the step on screen after `ms`.
 */
function simulate(speed: number, cost: number, ms: number, total = 1_000_000): { step: number; requests: number } {
  let s: PlaybackState = { ...initialPlayback(0, { speed }), total };
  s = playbackReducer(s, { type: 'play' });
  let now = 0;
  let clock = startClock(s.step, now, speed);
  let requests = 0;
  while (s.playing) {
    const plan = planPlayback(clock, s.step, now, s.total);
    clock = plan.clock;
    if (plan.steps === 0) {
      if (!Number.isFinite(plan.wait)) break;
      now += Math.max(plan.wait, 0.001);
    } else {
      s = playbackReducer(s, { type: 'tick', steps: plan.steps });
      requests += 1;
      now += cost; // the new step reaches the screen
    }
    if (now >= ms) break;
  }
  return { step: s.step, requests };
}

describe('playback against the clock', () => {
  it('keeps the chosen rate when each step is quick to show', () => {
    const { step, requests } = simulate(32, 5, 10_000);
    expect(step).toBeGreaterThanOrEqual(319);
    expect(step).toBeLessThanOrEqual(320);
    expect(requests).toBe(step); // one step a request
  });

  it('keeps the chosen rate with fewer, larger requests when showing a step is slow', () => {
    // 110 ms a step (~9 steps/s when stepping one at a time).
    const { step, requests } = simulate(32, 110, 10_000);
    expect(step).toBeGreaterThanOrEqual(315);
    expect(step).toBeLessThanOrEqual(320);
    expect(requests).toBeLessThan(100);
  });

  it('stops cleanly at the last step', () => {
    let s: PlaybackState = { ...initialPlayback(0, { speed: 32 }), total: 50, playing: true };
    const clock = startClock(0, 0, 32);
    const plan = planPlayback(clock, 45, 60_000, 50);
    s = playbackReducer({ ...s, step: 45 }, { type: 'tick', steps: plan.steps });
    expect(s).toMatchObject({ step: 50, total: 50, playing: false, speed: 32 });
    expect(simulate(32, 40, 60_000, 50).step).toBe(50);
  });
});
