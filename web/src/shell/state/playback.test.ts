import { describe, expect, it } from 'vitest';
import { initialPlayback, playbackReducer as r, type PlaybackState } from './playback';

const at = (step: number, total: number | null = 10, playing = false): PlaybackState => ({
  step,
  total,
  playing,
  speed: 2,
  from: 0,
  to: null,
  loop: false,
  stops: [],
  asking: null,
  asked: 0,
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

  describe('a range of steps (an embed’s from/to/loop)', () => {
    const ranged = (step: number, playing = false, loop = false): PlaybackState => ({
      ...at(step, 100, playing),
      from: 10,
      to: 20,
      loop,
    });

    it('starts inside the range and keeps every step in it', () => {
      expect(initialPlayback(0, { from: 10, to: 20 }).step).toBe(10);
      expect(initialPlayback(50, { from: 10, to: 20 }).step).toBe(20);
      expect(r(ranged(20), { type: 'forward' }).step).toBe(20);
      expect(r(ranged(10), { type: 'back' }).step).toBe(10);
      expect(r(ranged(15), { type: 'seek', step: 99 }).step).toBe(20);
      expect(r(ranged(15, true), { type: 'reset' })).toEqual(ranged(10));
    });

    it('stops at the range’s end, and plays again from its start', () => {
      expect(r(ranged(19, true), { type: 'tick', steps: 5 })).toEqual(ranged(20, false));
      expect(r(ranged(20), { type: 'play' })).toEqual(ranged(10, true));
    });

    it('loops: from the end back to the start, still playing', () => {
      let s = r(ranged(19, true, true), { type: 'tick' });
      expect(s).toEqual(ranged(20, true, true));
      s = r(s, { type: 'tick' });
      expect(s).toEqual(ranged(10, true, true));
    });

    it('a range past the lesson’s end shrinks to the lesson', () => {
      let s = initialPlayback(0, { from: 500, to: 900 });
      expect(s.step).toBe(500);
      s = r(s, { type: 'total', total: 120 });
      expect(s.step).toBe(120);
      expect(r(s, { type: 'reset' }).step).toBe(120);
    });

    it('a `to` before `from` is a range of one step; garbage options are ignored', () => {
      expect(initialPlayback(0, { from: 30, to: 10 })).toMatchObject({ from: 30, to: 30, step: 30 });
      expect(initialPlayback(0, { from: Number.NaN, speed: 3 })).toMatchObject({ from: 0, speed: 2 });
      expect(initialPlayback(0, { speed: 8 }).speed).toBe(8);
    });
  });

  describe('stops (checkpoints: ask before the step)', () => {
    const stopped = (step: number, playing = false): PlaybackState => ({ ...at(step, 100, playing), stops: [9] });

    it('playing stops at a stop on the way, and asks', () => {
      expect(r(stopped(7, true), { type: 'tick', steps: 5 })).toMatchObject({ step: 9, playing: false, asking: 9 });
      expect(r(stopped(9, true), { type: 'tick' })).toMatchObject({ step: 9, playing: false, asking: 9 });
      expect(r(stopped(10, true), { type: 'tick' })).toMatchObject({ step: 11, asking: null });
    });

    it('Step and Play at the stop ask instead of passing it; once answered they pass', () => {
      expect(r(stopped(9), { type: 'forward' })).toMatchObject({ step: 9, asking: 9 });
      expect(r(stopped(9), { type: 'play' })).toMatchObject({ step: 9, playing: false, asking: 9 });
      const answered = r(r(stopped(9), { type: 'forward' }), { type: 'answered', stop: 9 });
      expect(answered).toMatchObject({ stops: [], asking: null });
      expect(r(answered, { type: 'forward' }).step).toBe(10);
    });

    it('each press at a waiting question counts, so the question shows again', () => {
      const once = r(stopped(9), { type: 'play' });
      const twice = r(once, { type: 'forward' });
      expect(twice).toMatchObject({ step: 9, asking: 9 });
      expect(twice.asked).toBe(once.asked + 1);
    });
    it('a seek passes a stop and stops asking', () => {
      const asking = r(stopped(9), { type: 'forward' });
      expect(r(asking, { type: 'seek', step: 40 })).toMatchObject({ step: 40, asking: null });
    });

    it('stops are cleaned and sorted', () => {
      expect(r(at(0), { type: 'stops', stops: [30, 4, 4, -1, 2.5] }).stops).toEqual([4, 30]);
    });
  });
});
