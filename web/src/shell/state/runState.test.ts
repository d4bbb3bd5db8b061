import { describe, expect, it } from 'vitest';
import { idleRun, runFraction, runReducer as r } from './runState';

describe('runReducer', () => {
  it('runs through start → progress → finish', () => {
    let s = r(idleRun, { type: 'start', job: 1 });
    expect(s.status).toBe('running');
    s = r(s, { type: 'progress', job: 1, done: 3, total: 4, label: 'Inserting' });
    expect(runFraction(s)).toBe(0.75);
    s = r(s, { type: 'finish', job: 1 });
    expect(s.status).toBe('done');
    expect(runFraction(s)).toBe(1);
  });

  it('ignores messages from another job', () => {
    const s = r(idleRun, { type: 'start', job: 2 });
    expect(r(s, { type: 'progress', job: 1, done: 1, total: 2, label: 'x' })).toBe(s);
    expect(r(s, { type: 'finish', job: 1 })).toBe(s);
  });

  it('ignores progress after cancel', () => {
    let s = r(idleRun, { type: 'start', job: 1 });
    s = r(s, { type: 'cancel', job: 1 });
    expect(s.status).toBe('cancelled');
    expect(r(s, { type: 'progress', job: 1, done: 1, total: 1, label: '' })).toBe(s);
  });

  it('keeps the failure message', () => {
    let s = r(idleRun, { type: 'start', job: 1 });
    s = r(s, { type: 'fail', job: 1, message: 'boom' });
    expect(s).toMatchObject({ status: 'failed', error: 'boom' });
  });

  it('clamps garbage progress', () => {
    let s = r(idleRun, { type: 'start', job: 1 });
    s = r(s, { type: 'progress', job: 1, done: Number.NaN, total: 0, label: '' });
    expect(s.done).toBe(0);
    expect(s.total).toBeGreaterThan(0);
    s = r(s, { type: 'progress', job: 1, done: 9, total: 3, label: '' });
    expect(runFraction(s)).toBe(1);
  });
});
