// The bpe lesson: the stage's buttons append a phase to the plan (after
// the runs planned so far), the charts' points (the five setups in the
// article's order; setup 4 one run to k runs), and the charts' rows.
import { describe, expect, test } from 'vitest';
import type { BpeFigures } from '../../../../shell/engine/types';
import { ACTIONS, appendPhase, lesson, planNote } from './index';
import { runRows, setupRows, steadyOf, washPoints } from './rows';

describe('bpe stage buttons', () => {
  test('each appends its phase to the plan, after those already there', () => {
    const [checkpoint, read] = ACTIONS;
    expect(checkpoint.patch({ plan: '' })).toEqual({ plan: 'checkpoint' });
    expect(read.patch({ plan: 'checkpoint' })).toEqual({ plan: 'checkpoint,read' });
    expect(appendPhase({ plan: ' read , ' }, 'read')).toEqual({ plan: 'read,read' });
    expect(lesson.actions?.map((a) => a.testId)).toEqual(['action-checkpoint', 'action-read']);
  });

  test('the note says what is planned', () => {
    expect(planNote({ plan: '' })).toMatch(/after the runs planned so far/);
    expect(planNote({ plan: 'checkpoint,read' })).toBe(
      'After the runs of updates: a checkpoint, then a run of random reads. A button adds another phase after these.',
    );
  });
});

describe('bpe charts', () => {
  test('the five setups in the article’s order, without the plan; setup 4 run by run', () => {
    const [setups, wash] = lesson.charts ?? [];
    expect(setups.points).toEqual([
      { setup: 'in_memory' },
      { setup: 'cold_hdd' },
      { setup: 'limited_memory' },
      { setup: 'bpe' },
      { setup: 'ssd_cold' },
    ]);
    expect(setups.base({ setup: 'bpe', plan: 'read', runs: '6' })).toEqual({ runs: '6' });
    expect(typeof wash.points === 'function' ? wash.points({ runs: '3' }) : []).toEqual([
      { setup: 'bpe', runs: '1' },
      { setup: 'bpe', runs: '2' },
      { setup: 'bpe', runs: '3' },
    ]);
    expect(washPoints({ runs: '40' })).toHaveLength(12);
    expect(wash.base({ setup: 'in_memory', runs: '3', seed: '7' })).toEqual({ seed: '7' });
  });

  const fig = (elapsed_s: number, per: number[] = [], share = 0) =>
    ({ elapsed_s, elapsed_s_per_run: per, bpe_share: share }) as unknown as BpeFigures;

  test('each setup’s row has ours beside the article’s (the ranking is the engine’s verdict)', () => {
    const points = lesson.charts?.[0].points as { setup: string }[];
    const art = [2.7, 152, 149, 75, 7].map((value, i) => ({ params: points[i], value }));
    const good = setupRows(points, [fig(2.7), fig(152), fig(148), fig(76), fig(7)], art);
    expect(good.map((r) => r.article)).toEqual([2.7, 152, 149, 75, 7]);
    expect(good.map((r) => r.ours)).toEqual([2.7, 152, 148, 76, 7]);
    expect(setupRows(points, [fig(2.7), undefined, fig(148), fig(76), fig(7)], art)[1].ours).toBeUndefined();
  });

  test('each run’s time from the longest run in, its share from its own point', () => {
    const pts = washPoints({ runs: '3' });
    const rows = runRows(pts, [fig(6.8, [6.8], 0.9), undefined, fig(18, [6.8, 9.8, 18.5], 0.7)]);
    expect(rows.map((r) => [r.run, r.ours, r.article, r.share])).toEqual([
      [1, 6.8, 22, 0.9],
      [2, 9.8, 40, undefined],
      [3, 18.5, 55, 0.7],
    ]);
  });

  test('the steady state is taken where the table takes it: the mean of runs 5 to N, else the last run', () => {
    const eight = [6.8, 61.4, 75.4, 75.2, 75.9, 75.4, 75.9, 75.4];
    expect(steadyOf([fig(6.8, [6.8], 0.9), undefined, fig(75.6, eight, 0.57)])).toEqual({ seconds: 75.6, from: 5, to: 8 });
    expect(steadyOf([fig(61.4, [6.8, 61.4], 0.9)])).toEqual({ seconds: 61.4, from: 2, to: 2 });
    expect(steadyOf([undefined])).toBeUndefined();
  });
});
