// The idxbuild lesson: the stage's buttons, the charts' points (1 to 16
// threads and -SG 8 to 64, for 1, 2 and 5 devices), lines, gains and the
// article's mark.
import { describe, expect, test } from 'vitest';
import type { IdxFigures, Params } from '../../../../shell/engine/types';
import { ACTIONS, lesson } from './index';
import { articleMark, CHART_DEVICE_GB, deviceLines, gainAt, groupPoints, groupsBase, threadPoints, threadsBase, valueAt } from './rows';
import { elapsedSummary } from './ElapsedChart';
import { CPUS_CHART, DATABASES_CHART, fastestAt, shapeBase, shapeLines, shapePoints } from './rows';
import { DATABASES_SETUP, shapesSummary } from './ShapesChart';

describe('idxbuild stage', () => {
  test('the buttons set threads and devices', () => {
    expect(ACTIONS.map((a) => a.patch({}))).toEqual([{ threads: '4', devices: '2' }, { threads: '8', devices: '1' }, { threads: '1' }]);
    expect(lesson.actions).toBe(ACTIONS);
    expect(lesson.charts).toHaveLength(4);
  });
});

describe('idxbuild charts', () => {
  test('points and bases', () => {
    const t = threadPoints();
    expect(t).toHaveLength(48);
    expect(t[0]).toEqual({ devices: '1', threads: '1' });
    expect(t[47]).toEqual({ devices: '5', threads: '16' });
    expect(groupPoints()).toHaveLength(24);
    expect(threadsBase({ threads: '8', devices: '5', device_gb: '2', seed: '3' })).toEqual({ seed: '3', device_gb: CHART_DEVICE_GB });
    expect(groupsBase({ threads: '8', sort_groups: '48' })).toEqual({ threads: '8', device_gb: CHART_DEVICE_GB });
  });

  test('lines by devices, gains, the article’s mark at 20% under our no-thread time', () => {
    const pts = threadPoints();
    const minutes = (p: Params) => (Number(p.threads) === 1 ? 20 : 16 + 2 / Number(p.devices));
    const figs = pts.map((p) => ({ elapsed_s: 60 * minutes(p), improvement_pct: (100 * (20 - minutes(p))) / 20 }) as unknown as IdxFigures);
    const lines = deviceLines(pts, figs, 'threads');
    expect(lines.map((l) => l.devices)).toEqual([1, 2, 5]);
    expect(valueAt(lines, 5, 1)).toBe(20);
    expect(gainAt(lines, 5, 8)).toBeCloseTo(18);
    expect(articleMark(lines, 20)).toEqual({ x: 8, y: 16 });
    expect(elapsedSummary('threads', lines, 48, 48, 20)).toMatch(/5 devices: 20\.0 min with no threads, 18% faster with 8\. The article: 20% faster/);
    expect(elapsedSummary('threads', deviceLines(pts, pts.map(() => undefined), 'threads'), 0, 48, 20)).toBe('No runs yet.');
  });
});

describe('idxbuild shapes charts', () => {
  test('the engine’s sweeps: threads × CPUs, -SG × database', () => {
    expect(CPUS_CHART).toMatchObject({ x: 'threads', line: 'cpus', xs: [1, 2, 4, 8, 16], lines: ['1', '2', '4', '8'] });
    expect(DATABASES_CHART).toMatchObject({ x: 'sort_groups', line: 'database', lines: ['many_indexes', 'few_large', 'one_dominant'] });
    expect(shapePoints(CPUS_CHART)).toHaveLength(20);
    expect(shapePoints(DATABASES_CHART)[0]).toEqual({ database: 'many_indexes', sort_groups: '8' });
    expect(shapeBase(DATABASES_CHART)({ database: 'few_large', sort_groups: '12', threads: '4', device_gb: '2' })).toEqual({ threads: '4', device_gb: CHART_DEVICE_GB });
  });

  test('lines, the fastest -SG, the sentence', () => {
    const pts = shapePoints(DATABASES_CHART);
    const figs = pts.map((p) => ({ elapsed_s: 60 * (100 + Math.abs(Number(p.sort_groups) - (p.database === 'many_indexes' ? 64 : 8))) }) as unknown as IdxFigures);
    const lines = shapeLines(DATABASES_CHART, pts, figs);
    expect(lines.map(fastestAt)).toEqual([64, 8, 8]);
    expect(shapesSummary(DATABASES_SETUP, lines, pts.length, pts.length, true)).toMatch(/fastest at sort groups 64.*As the article/);
    expect(shapesSummary(DATABASES_SETUP, shapeLines(DATABASES_CHART, pts, pts.map(() => undefined)), 0, pts.length, null)).toBe('No runs yet.');
  });
});
