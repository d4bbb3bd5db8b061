import { describe, expect, it } from 'vitest';
import { scaleLog } from 'd3';
import { groupedBars, linesPanel, spacedTicks, sweepPanel } from './chartLayouts';

const m = { top: 10, right: 10, bottom: 20, left: 40 };

describe('sweepPanel', () => {
  it('scales points, sorts them, and places the marker', () => {
    const p = sweepPanel(
      [
        { x: 100, y: 2600 },
        { x: 50, y: 0 },
        { x: 80, y: 0 },
      ],
      [50, 100],
      450,
      130,
      m,
      80,
    );
    expect(p.innerW).toBe(400);
    expect(p.dots.map((d) => d.x)).toEqual([50, 80, 100]);
    expect(p.dots[0].cx).toBe(0);
    expect(p.dots[2].cx).toBe(400);
    expect(p.dots[0].cy).toBe(p.innerH);
    expect(p.marker).toBe(240);
    expect(p.path.startsWith('M0,')).toBe(true);
  });
  it('has no marker outside the domain and survives no data', () => {
    const p = sweepPanel([], [50, 100], 300, 100, m, 20);
    expect(p.marker).toBeNull();
    expect(p.path).toBe('');
  });
  it('drops non-finite points', () => {
    expect(sweepPanel([{ x: 60, y: Number.NaN }], [50, 100], 300, 100, m, null).dots).toEqual([]);
  });
});

describe('groupedBars', () => {
  const data = [
    { group: 'key1', series: 'mid', value: 60 },
    { group: 'key1', series: 'ip', value: 70 },
    { group: 'full', series: 'mid', value: 300 },
  ];
  it('places series side by side within groups', () => {
    const l = groupedBars(data, ['key1', 'full'], ['mid', 'ip'], 440, 200, m);
    const [a, b] = l.bars;
    expect(b.x).toBeGreaterThan(a.x);
    expect(a.w).toBeCloseTo(b.w);
    expect(l.bars[2].h).toBeGreaterThan(a.h);
    for (const bar of l.bars) expect(bar.y + bar.h).toBeCloseTo(l.innerH);
  });
  it('uses a log scale with a floor at 1 and reference lines', () => {
    const l = groupedBars([{ group: 'g', series: 's', value: 0 }], ['g'], ['s'], 300, 200, m, {
      log: true,
      refs: [11_000],
    });
    expect(l.bars[0].h).toBe(0);
    expect(l.refs[0]).toBeGreaterThan(0);
    expect(l.refs[0]).toBeLessThan(l.innerH);
  });
  it('ignores data outside the groups', () => {
    expect(groupedBars(data, ['key1'], ['mid'], 300, 200, m).bars).toHaveLength(1);
  });
});

describe('linesPanel', () => {
  it('puts every series on one x and a y from 0', () => {
    const p = linesPanel(
      [
        { key: 'fifo', points: [{ x: 3, y: 9 }, { x: 1, y: 12 }, { x: 4, y: 10 }] },
        { key: 'opt', points: [{ x: 1, y: 12 }, { x: 4, y: 6 }] },
      ],
      450,
      130,
      m,
    );
    expect(p.innerW).toBe(400);
    expect(p.x.domain()).toEqual([1, 4]);
    expect(p.y.domain()[0]).toBe(0);
    expect(p.lines.map((l) => l.dots.map((d) => d.x))).toEqual([[1, 3, 4], [1, 4]]);
    expect(p.lines[0].dots[0].cx).toBe(0);
    expect(p.lines[0].dots[2].cx).toBe(400);
  });
  it('on a log x for counts from 1 to thousands', () => {
    const p = linesPanel([{ key: 'lru', points: [{ x: 1, y: 5 }, { x: 1000, y: 1 }] }], 450, 130, m, { log: true });
    expect(p.lines[0].dots.map((d) => Math.round(d.cx))).toEqual([0, 400]);
    expect(Math.round(p.x(31.62))).toBe(200);
  });
});

describe('spacedTicks', () => {
  it('a narrow log axis keeps only ticks whose labels do not run together', () => {
    const ticks = [1, 3, 10, 30, 60, 150, 300];
    const narrow = scaleLog().domain([0.8, 330]).range([0, 200]);
    const kept = spacedTicks(ticks, narrow, 44);
    expect(kept[0]).toBe(1);
    for (let i = 1; i < kept.length; i++) expect(narrow(kept[i]) - narrow(kept[i - 1])).toBeGreaterThanOrEqual(44);
    expect(kept.length).toBeLessThan(ticks.length);
    const wide = scaleLog().domain([0.8, 330]).range([0, 700]);
    expect(spacedTicks(ticks, wide, 44)).toEqual(ticks);
  });
});
