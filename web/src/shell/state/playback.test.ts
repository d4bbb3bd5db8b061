import { describe, expect, it } from 'vitest';
import { initialPlayback, playbackReducer as r, type PlaybackState } from './playback';

const at = (step: number, total: number | null = 10, playing = false): PlaybackState => ({
  step,
  total,
  playing,
  speed: 2,
});

describe('playbackReducer', () => {
  it('steps forward and back within 0..total and pauses', () => {
    expect(r(at(3, 10, true), { type: 'forward' })).toEqual(at(4, 10, false));
    expect(r(at(10), { type: 'forward' }).step).toBe(10);
    expect(r(at(0), { type: 'back' }).step).toBe(0);
    expect(r(at(5, 10, true), { type: 'back' })).toEqual(at(4, 10, false));
  });

  it('plays, ticks, and stops at the end', () => {
    let s = r(at(8), { type: 'play' });
    expect(s.playing).toBe(true);
    s = r(s, { type: 'tick' });
    expect(s).toEqual(at(9, 10, true));
    s = r(s, { type: 'tick' });
    expect(s).toEqual(at(10, 10, false));
    expect(r(s, { type: 'tick' })).toBe(s);
  });

  it('a tick of several steps (the view fell behind the clock) advances them all at once', () => {
    expect(r(at(2, 10, true), { type: 'tick', steps: 5 })).toEqual(at(7, 10, true));
    expect(r(at(2, null, true), { type: 'tick', steps: 50 })).toEqual(at(52, null, true));
    // garbage counts as one step
    expect(r(at(2, 10, true), { type: 'tick', steps: 0 }).step).toBe(3);
    expect(r(at(2, 10, true), { type: 'tick', steps: Number.NaN }).step).toBe(3);
    expect(r(at(2, 10, true), { type: 'tick', steps: 2.9 }).step).toBe(4);
  });

  it('a tick past the end stops at the last step', () => {
    expect(r(at(8, 10, true), { type: 'tick', steps: 5 })).toEqual(at(10, 10, false));
    expect(r(at(8, 10, false), { type: 'tick', steps: 5 })).toEqual(at(8, 10, false));
  });

  it('playing from the end restarts at 0', () => {
    expect(r(at(10), { type: 'play' })).toEqual(at(0, 10, true));
  });

  it('does nothing to play with an empty scenario', () => {
    expect(r(at(0, 0), { type: 'play' }).playing).toBe(false);
  });

  it('toggle flips playing', () => {
    expect(r(at(2), { type: 'toggle' }).playing).toBe(true);
    expect(r(at(2, 10, true), { type: 'toggle' }).playing).toBe(false);
  });

  it('reset goes to step 0 and pauses', () => {
    expect(r(at(7, 10, true), { type: 'reset' })).toEqual(at(0, 10, false));
  });

  it('seek clamps garbage', () => {
    expect(r(at(1), { type: 'seek', step: 99 }).step).toBe(10);
    expect(r(at(1), { type: 'seek', step: -4 }).step).toBe(0);
    expect(r(at(1), { type: 'seek', step: Number.NaN }).step).toBe(0);
    expect(r(at(1), { type: 'seek', step: 4.7 }).step).toBe(4);
  });

  it('does not clamp before the total is known, then clamps', () => {
    let s = initialPlayback(800);
    expect(s.step).toBe(800);
    s = r(s, { type: 'total', total: 500 });
    expect(s.step).toBe(500);
    expect(s.total).toBe(500);
  });

  it('accepts only listed speeds', () => {
    expect(r(at(0), { type: 'speed', speed: 8 }).speed).toBe(8);
    expect(r(at(0), { type: 'speed', speed: 3 }).speed).toBe(2);
  });

  it('a total that cuts below the step stops playback', () => {
    expect(r(at(9, 10, true), { type: 'total', total: 5 })).toEqual(at(5, 5, false));
  });
});
