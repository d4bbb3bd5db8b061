import { describe, expect, test } from 'vitest';
import type { GrowthPoint } from '../../../../shell/engine/types';
import { MEASURE, tickMs, tickShort } from './growthPanel';
import {
  clearOf,
  decades,
  growthPanel,
  ioSeries,
  LABEL_CHAR_W,
  pointNear,
  regionSpans,
  spreadBlocks,
  spreadColumns,
  timeSeries,
  usefulSeries,
  wrapLabel,
} from './growth';

const M = { top: 10, right: 10, bottom: 30, left: 40 };

function pt(rows: number, region: string, selectAll: number, useful = 100): GrowthPoint {
  return { rows, region, select_all_mean_ms: selectAll, insert_mean_ms: 0.5, useful_records_cached: useful } as unknown as GrowthPoint;
}

const runs = {
  fragmented: [pt(500_000, 'A', 0.4), pt(1_000_000, 'A', 0.7), pt(1_500_000, 'B', 3), pt(5_000_000, 'C', 400), pt(11_000_000, 'C', 13_000)],
  defragmented: [pt(500_000, 'A', 0.5), pt(5_000_000, 'C', 300), pt(11_000_000, 'C', 900, 600_000)],
};

describe('the growth charts', () => {
  test('the disks panel: reads, data writes and the log’s flushes, each layout, each its own mark', () => {
    const io = (rows: number, reads: number, writes: number, log: number) =>
      ({ rows, region: 'A', reads_per_s: reads, sustained_writes_per_s: writes, log_writes_per_s: log }) as unknown as GrowthPoint;
    const s = ioSeries({ fragmented: [io(500_000, 0, 50, 3315), io(5_500_000, 340, 59, 239)], defragmented: [io(500_000, 0, 50, 3310)] });
    expect(s.map((x) => x.key)).toEqual(['reads-fragmented', 'reads-defragmented', 'writes-fragmented', 'writes-defragmented', 'log-fragmented', 'log-defragmented']);
    expect(s.find((x) => x.key === 'log-fragmented')!.points.map((p) => p.y)).toEqual([3315, 239]);
    // A log scale: region A's no reads are left out of the line.
    expect(s.find((x) => x.key === 'reads-fragmented')!.points.map((p) => p.y)).toEqual([340]);
    const marks = new Set(['reads', 'writes', 'log'].map((k) => MEASURE[k].mark));
    expect(marks.size).toBe(3);
  });

  test('regions A, B, C in order, each boundary halfway between windows, the last to the end', () => {
    const spans = regionSpans(runs, 17_000_000);
    expect(spans.map((s) => s.region)).toEqual(['A', 'B', 'C']);
    expect(spans[0].from).toBe(0);
    expect(spans[1].from).toBe(1_250_000);
    expect(spans[2].from).toBe(3_250_000);
    expect(spans[2].to).toBe(17_000_000);
    expect(regionSpans({}, 10)).toEqual([]);
  });

  test('a series per request and layout; the x axis fixed to the final size while the runs grow', () => {
    const s = timeSeries(runs);
    expect(s.some((x) => x.key === 'select_all-fragmented')).toBe(true);
    const panel = growthPanel(s, 17_000_000, 500, 260, M, { log: true, logFloor: 0.1, yAtLeast: 11_000 });
    expect(panel.x.domain()).toEqual([0, 17_000_000]);
    const frag = panel.lines.find((l) => l.series.key === 'select_all-fragmented')!;
    // Higher on screen (smaller y) for slower requests; in order of rows.
    expect(frag.dots.map((d) => d.x)).toEqual([500_000, 1_000_000, 1_500_000, 5_000_000, 11_000_000]);
    expect(frag.dots[4].cy).toBeLessThan(frag.dots[0].cy);
    expect(decades(panel.y)).toEqual(expect.arrayContaining([1, 10, 100, 1000, 10000]));
    expect(panel.xKnown).toBe(true);
    // Before the runs report their size: an axis with no ticks (it never jumps from a guess).
    expect(growthPanel([], null, 500, 260, M).xKnown).toBe(false);
  });

  test('the useful rows panel reaches the pool line', () => {
    const panel = growthPanel(usefulSeries(runs), 17_000_000, 500, 260, M, { yAtLeast: 32_768 * 1.15 });
    expect(panel.y.domain()[1]).toBeGreaterThanOrEqual(600_000);
  });

  test('the window near a size, within 10% of it', () => {
    expect(pointNear(runs.fragmented, 10_500_000)?.rows).toBe(11_000_000);
    expect(pointNear(runs.fragmented, 8_000_000)).toBeUndefined();
    expect(pointNear(undefined, 1)).toBeUndefined();
  });
});

describe('the growth charts’ tick labels', () => {
  test('the time axis’s decades are in its title’s unit, ms, with no unit of their own', () => {
    const ticks = [0.1, 1, 10, 100, 1_000, 10_000, 100_000].map((v) => tickMs(v));
    expect(ticks).toEqual(['0.1', '1', '10', '100', '1,000', '10,000', '100,000']);
    for (const t of ticks) expect(t).not.toMatch(/m|s/);
  });

  test('counts below 1 read as decimals, not with a milli prefix', () => {
    expect(tickShort(0.5)).toBe('0.5');
    expect(tickShort(20_000)).toBe('20k');
  });
});

describe('the growth charts’ labels on a narrow chart', () => {
  test('a line’s end label is wrapped into the room it has, not clipped', () => {
    expect(wrapLabel('select all, defrag.', 88)).toEqual(['select all,', 'defrag.']);
    expect(wrapLabel('select all, defrag.', 200)).toEqual(['select all, defrag.']);
    expect(wrapLabel('defrag.', 30)).toEqual(['defrag.']);
    for (const w of [60, 88, 120]) {
      for (const line of wrapLabel('reads, defrag.', w)) {
        expect(line.length * LABEL_CHAR_W <= w || !line.includes(' ')).toBe(true);
      }
    }
  });

  test('the pool’s N label fits the plot of a phone', () => {
    const lines = wrapLabel('N = 32,768 pages in the pool', 110);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length * LABEL_CHAR_W).toBeLessThanOrEqual(110);
    expect(lines).toEqual(['N = 32,768 pages', 'in the pool']);
  });

  test('labels of several lines are spread so none overlaps the next', () => {
    expect(spreadBlocks([10, 12, 40], [2, 1, 1], 12)).toEqual([10, 34, 46]);
    expect(spreadBlocks([50, 10], [1, 3], 12)).toEqual([50, 10]);
  });

  test('labels that would pass the floor are pushed up, still apart', () => {
    // Two lines ending on the x axis (baseline 204 on a 200-px plot).
    expect(spreadBlocks([204, 204], [1, 1], 12, 204)).toEqual([192, 204]);
    // A block of two lines ends on the floor: its first baseline 12 above.
    expect(spreadBlocks([204, 150], [2, 1], 12, 204)).toEqual([192, 150]);
    // Room enough: nothing moves.
    expect(spreadBlocks([100, 150], [1, 1], 12, 204)).toEqual([100, 150]);
    // Pushed up into the one above: that one goes up too.
    expect(spreadBlocks([190, 200, 204], [1, 1, 1], 12, 204)).toEqual([180, 192, 204]);
    expect(spreadColumns([300, 340], [204, 204], [1, 2], 12, 110, 204)).toEqual([180, 192]);
  });

  test('end labels push each other down only within one column', () => {
    // Two labels ending at the same x and one far to the left, all near y 100.
    const ys = spreadColumns([500, 500, 300], [100, 102, 101], [1, 1, 1], 12, 110);
    expect(ys[0]).toBe(100);
    expect(ys[1]).toBe(112);
    // The line that ended early keeps its label beside its end.
    expect(ys[2]).toBe(101);
    // Within 110 px: one column.
    expect(spreadColumns([300, 350], [100, 100], [2, 1], 12, 110)).toEqual([100, 124]);
  });

  test('a label that would lie across another line moves a line up, else down, else stays', () => {
    // The other run's marks along y 100, under a label at x 200-280 whose baseline is 102.
    const marks = [150, 200, 250, 300].map((cx) => [cx - 5, 95, cx + 5, 105] as const);
    expect(clearOf(200, 102, 80, 1, 12, marks)).toBe(90);
    // Nothing in the way: it stays.
    expect(clearOf(200, 150, 80, 1, 12, marks)).toBe(150);
    // No room above (the plot's top at 85): a line below.
    expect(clearOf(200, 102, 80, 1, 12, marks, 85)).toBe(114);
    // Boxed in on every side: it keeps its place.
    const wall = [[0, 0, 1000, 1000] as const];
    expect(clearOf(200, 102, 80, 1, 12, wall)).toBe(102);
  });
});
