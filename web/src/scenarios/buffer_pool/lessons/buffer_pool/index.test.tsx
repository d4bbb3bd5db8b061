// The buffer-pool lesson's step view: one pool a ticked policy, each with
// that policy alone (the engine builds the same string in every one), and
// notes on the controls the current workload does not use; the chart's
// rows and where a line goes up.
import { describe, expect, test } from 'vitest';
import type { BufferPoolFigures } from '../../../../shell/engine/types';
import { lesson } from './index';
import { anomaliesOf, missRows } from './missRows';

describe('buffer_pool step view', () => {
  test('one variant per policy, in the set’s order, each running that policy alone', () => {
    const v = lesson.stepVariants?.({ frames: '4' }, { policy: 'fifo,lru,opt', frames: '4' }) ?? [];
    expect(v.map((x) => x.params)).toEqual([
      { frames: '4', policy: 'fifo' },
      { frames: '4', policy: 'lru' },
      { frames: '4', policy: 'opt' },
    ]);
    expect(v.map((x) => x.short)).toEqual(['FIFO', 'LRU', 'OPT']);
    expect(v[2].label).toMatch(/Belady/);
    const four = lesson.stepVariants?.({ policy: 'lru,clock,clock_sweep,opt' }, { policy: 'lru,clock,clock_sweep,opt' });
    expect(four?.map((x) => x.short)).toEqual(['LRU', 'CLOCK', 'clock-sweep', 'OPT']);
  });

  test('the notes say which controls the workload leaves unused', () => {
    const typed = lesson.stepNotes?.({}, { workload: 'typed' }) ?? {};
    expect(typed.pages).toMatch(/generated workload only/);
    expect(typed.trace).toBeUndefined();
    const zipf = lesson.stepNotes?.({ workload: 'zipf' }, { workload: 'zipf' }) ?? {};
    expect(zipf.trace).toMatch(/Used only when workload is typed/);
    expect(zipf.pages).toBeUndefined();
    expect(typed.policy).toMatch(/side by side/);
  });
});

describe('the misses chart’s rows', () => {
  const run = (misses: Record<string, number>) =>
    ({ policies: Object.entries(misses).map(([policy, m]) => ({ policy, misses: m })) }) as unknown as BufferPoolFigures;

  test('rows by frame count, only of the runs that are in; FIFO going up is found', () => {
    const points = [{ frames: '4' }, { frames: '3' }, { frames: '5' }, { frames: '2' }];
    const rows = missRows(points, [run({ fifo: 10, lru: 8 }), run({ fifo: 9, lru: 10 }), run({ fifo: 5, lru: 5 }), undefined]);
    expect(rows.map((r) => r.frames)).toEqual([3, 4, 5]);
    expect(anomaliesOf(rows, ['fifo', 'lru'])).toEqual([
      { policy: 'fifo', from: 3, to: 4, fromMisses: 9, toMisses: 10 },
    ]);
  });
});
