// The latch lesson: identity alone or beside the chosen key, the notes on
// the strategy-only parameters, the stage's buttons, and the chart's
// points (the article's four keys and the chosen one, 1 to 128 threads)
// and lines.
import { describe, expect, test } from 'vitest';
import type { LatchFigures } from '../../../../shell/engine/types';
import { ACTIONS, lesson, strategyNotes, strategyVariants } from './index';
import { chartBase, CHART_ROWS, rateAt, strategyLines, threadPoints } from './rows';
import { lessons } from 'virtual:pagelab/catalog';
import { articleCases } from '../../../../kit/charts/articleCases';
import { runKey } from '../../../../shell/state/params';

describe('latch step view', () => {
  test('identity alone; another key beside identity', () => {
    expect(strategyVariants({ threads: '8' }, { strategy: 'identity' })).toEqual([{ label: '', params: { threads: '8' } }]);
    const v = strategyVariants({ strategy: 'guid' }, { strategy: 'guid' });
    expect(v.map((x) => x.params.strategy)).toEqual(['identity', 'guid']);
    expect(v.map((x) => x.short)).toEqual(['identity', 'GUID']);
  });

  test('parameters of other strategies say so', () => {
    expect(strategyNotes({}, { strategy: 'guid' })).toMatchObject({ servers: 'Used by sequence_ranges only.', partitions: 'Used by hash_partitions only.' });
    expect(strategyNotes({}, { strategy: 'sequence_ranges' }).servers).toBeUndefined();
  });

  test('the buttons set sessions and cores', () => {
    expect(ACTIONS.map((a) => a.patch({}))).toEqual([
      { threads: '64', cores: '4' },
      { threads: '6', cores: '2' },
    ]);
    expect(lesson.actions).toBe(ACTIONS);
  });
});

describe('latch chart', () => {
  test('the article’s four keys and the chosen one, at 1 to 128 threads', () => {
    const pts = threadPoints({ strategy: 'hash_partitions' });
    expect(pts).toHaveLength(40);
    expect(pts[0]).toEqual({ strategy: 'identity', threads: '1' });
    expect(pts[39]).toEqual({ strategy: 'hash_partitions', threads: '128' });
    expect(threadPoints({ strategy: 'guid' })).toHaveLength(32);
    expect(chartBase({ strategy: 'guid', threads: '8', rows: '2000000', seed: '3' })).toEqual({ seed: '3', rows: String(CHART_ROWS) });
    expect(chartBase({ rows: '5000' })).toEqual({ rows: '5000' });
  });

  test('the article’s cases are the chart’s points: one run each for both', () => {
    // The engine's cases insert CHART_ROWS rows (scenario/latch/article.rs),
    // so at the lesson's defaults the page's claims share every case with
    // the chart (docs/fidelity.md, "latch").
    const info = lessons.find((l) => l.id === 'latch');
    if (!info) throw new Error('no latch lesson');
    const key = (p: Record<string, string>) => runKey('latch', info.params, p);
    const chart = new Set(threadPoints({}).map((p) => key({ ...chartBase({}), ...p })));
    const cases = articleCases(info);
    expect(cases).toHaveLength(12);
    for (const c of cases) expect(chart.has(key(c.params)), c.id).toBe(true);
  });

  test('lines by key, a point per thread count the engine’s sweep names', () => {
    const pts = threadPoints({ strategy: 'identity' });
    const rate: Record<string, number> = { identity: 20_000, sequential_key: 26_000, guid: 80_000, sequence_ranges: 90_000 };
    const figs = pts.map((p) => ({ rows_per_sec: rate[p.strategy] * (Number(p.threads) === 128 ? 1 : 0.9) }) as unknown as LatchFigures);
    const lines = strategyLines(pts, figs);
    expect(lines.map((l) => l.strategy)).toEqual(['identity', 'sequential_key', 'guid', 'sequence_ranges']);
    expect(rateAt(lines, 'guid', 128)).toBe(80_000);
    expect(lines[0].points.map((pt) => pt.x)).toEqual([1, 2, 4, 8, 16, 32, 64, 128]);
    expect(strategyLines(pts, pts.map(() => undefined))[0].points).toEqual([]);
  });
});
