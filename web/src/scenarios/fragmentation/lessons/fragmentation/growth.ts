/**
 * The fragmentation lesson's growth charts as pure functions of the runs'
 * points (one per measurement window, `FragmentationFigures.points`): the
 * series each panel draws, the article's regions A, B and C along the
 * table's size, the article's marks, and the scales. The component
 * (`GrowthCharts.tsx`) only draws what these return.
 *
 *   ms (log)   A │  B  │        C
 *   10,000 ┤     │     │          ●── select all, fragmented
 *      100 ┤     │     │  ■──■──■──── select all, defragmented
 *        1 ┤●─■──│─────│───────────── the OLTP requests
 *          └──────────────────────────▶ rows in the table
 */
import { line, scaleLinear, scaleLog, type ScaleContinuousNumeric } from 'd3';
import type { GrowthPoint, RequestKind } from '../../../../shell/engine/types';
import type { Margin } from '../../../../kit/charts/chartLayouts';

export type Layout = 'fragmented' | 'defragmented';
export const LAYOUTS: Layout[] = ['fragmented', 'defragmented'];
export const REQUESTS: RequestKind[] = ['insert', 'update', 'select_one', 'select_hour', 'select_all'];

/** A run's windows so far, by layout (none yet: absent). */
export type Runs = Partial<Record<Layout, readonly GrowthPoint[]>>;

export interface XY {
  x: number;
  y: number;
}

export interface Series {
  key: string;
  layout: Layout;
  /** What it measures: a request type, reads or writes, dirty share, useful rows. */
  measure: string;
  points: XY[];
}

/** A number of a point by name (0 when absent). */
function field(p: GrowthPoint, name: string): number {
  const v = (p as unknown as Record<string, unknown>)[name];
  return typeof v === 'number' ? v : 0;
}

/** One series a layout of `measure` (a point field), skipping what `keep` refuses. */
function seriesOf(runs: Runs, measure: string, name: string, keep: (y: number) => boolean = () => true): Series[] {
  return LAYOUTS.flatMap((layout) => {
    const pts = runs[layout];
    if (!pts) return [];
    const points = pts.map((p) => ({ x: p.rows, y: field(p, name) })).filter((p) => keep(p.y));
    return [{ key: `${measure}-${layout}`, layout, measure, points }];
  });
}

/** Mean time of each request type, each layout (a type that did not run in a window is left out there). */
export function timeSeries(runs: Runs): Series[] {
  return REQUESTS.flatMap((k) => seriesOf(runs, k, `${k}_mean_ms`, (y) => y > 0));
}

/**
 * Disk reads a second in each window; data pages written a second over
 * the whole stretch since the last window (the growth's evictions,
 * background writer rounds and checkpoints with the window's: a window
 * alone is ~80 ms of simulated time, shorter than one background-writer
 * round); and the log's flushes a second in the window (an 8 KB write
 * each, the commits of inserts and updates, grouped). Drawn on a log
 * scale, so a window with none (no disk reads in regions A and B) is
 * left out of its line; the data table has it.
 */
export function ioSeries(runs: Runs): Series[] {
  const some = (y: number) => y > 0;
  return [
    ...seriesOf(runs, 'reads', 'reads_per_s', some),
    ...seriesOf(runs, 'writes', 'sustained_writes_per_s', some),
    ...seriesOf(runs, 'log', 'log_writes_per_s', some),
  ];
}

export function dirtySeries(runs: Runs): Series[] {
  return seriesOf(runs, 'dirty', 'dirty_ratio');
}

export function usefulSeries(runs: Runs): Series[] {
  return seriesOf(runs, 'useful', 'useful_records_cached');
}

/** A stretch of the table's growth in one region. */
export interface RegionSpan {
  region: string;
  from: number;
  to: number;
}

/**
 * The regions along the x axis, from the first run that has points (both
 * layouts cross them at about the same size): a boundary halfway between
 * the last window of a region and the first of the next; the last region
 * runs to `xMax`.
 */
export function regionSpans(runs: Runs, xMax: number): RegionSpan[] {
  const pts = LAYOUTS.map((l) => runs[l]).find((p) => p && p.length > 0);
  if (!pts) return [];
  const sorted = [...pts].sort((a, b) => a.rows - b.rows);
  const spans: RegionSpan[] = [];
  sorted.forEach((p, i) => {
    const last = spans[spans.length - 1];
    if (last && last.region === p.region) return;
    const from = i === 0 ? 0 : (sorted[i - 1].rows + p.rows) / 2;
    if (last) last.to = from;
    spans.push({ region: p.region, from, to: xMax });
  });
  return spans;
}

/** The window nearest `rows` (its rows within 10% of it), or undefined. */
export function pointNear(points: readonly GrowthPoint[] | undefined, rows: number): GrowthPoint | undefined {
  if (!points || points.length === 0) return undefined;
  const best = points.reduce((a, b) => (Math.abs(b.rows - rows) < Math.abs(a.rows - rows) ? b : a));
  return Math.abs(best.rows - rows) <= rows * 0.1 ? best : undefined;
}

export interface Panel {
  x: ScaleContinuousNumeric<number, number>;
  y: ScaleContinuousNumeric<number, number>;
  innerW: number;
  innerH: number;
  /** Whether the x axis's end is known (its ticks are drawn only then). */
  xKnown: boolean;
  /** Each series' path and dots, in pixels. */
  lines: { series: Series; path: string; dots: { cx: number; cy: number; x: number; y: number }[] }[];
}

/**
 * One panel: x from 0 to `xMax` (the run's final size, so the chart does
 * not rescale while its runs go; null while not yet known: no x ticks),
 * y linear from 0 or log from `logFloor`, at least up to `yAtLeast` (a
 * reference line, an article's mark).
 */
export function growthPanel(
  series: readonly Series[],
  xMax: number | null,
  width: number,
  height: number,
  margin: Margin,
  opts: { log?: boolean; logFloor?: number; yAtLeast?: number; yMax?: number } = {},
): Panel {
  const innerW = Math.max(10, width - margin.left - margin.right);
  const innerH = Math.max(10, height - margin.top - margin.bottom);
  const x = scaleLinear()
    .domain([0, Math.max(1, xMax ?? 1)])
    .range([0, innerW]);
  const ys = series.flatMap((s) => s.points.map((p) => p.y)).filter(Number.isFinite);
  const top = Math.max(opts.yAtLeast ?? 0, ...ys, opts.log ? (opts.logFloor ?? 0.1) * 10 : 1e-9);
  const y: ScaleContinuousNumeric<number, number> = opts.log
    ? scaleLog()
        .domain([opts.logFloor ?? 0.1, top * 1.5])
        .range([innerH, 0])
        .clamp(true)
    : scaleLinear()
        .domain([0, opts.yMax ?? top])
        .nice()
        .range([innerH, 0]);
  const lines = series.map((s) => {
    const sorted = s.points.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y)).sort((a, b) => a.x - b.x);
    return {
      series: s,
      path:
        line<XY>()
          .x((p) => x(p.x))
          .y((p) => y(p.y))(sorted) ?? '',
      dots: sorted.map((p) => ({ cx: x(p.x), cy: y(p.y), x: p.x, y: p.y })),
    };
  });
  return { x, y, innerW, innerH, xKnown: xMax !== null, lines };
}

/** Decades for a log axis's ticks: 0.1, 1, 10, … up to the domain's top. */
export function decades(y: ScaleContinuousNumeric<number, number>): number[] {
  const [lo, hi] = y.domain();
  const out: number[] = [];
  for (let v = 10 ** Math.ceil(Math.log10(lo)); v <= hi; v *= 10) out.push(Number(v.toPrecision(1)));
  return out;
}

/** A point's mean time of request `k`. */
export function meanOf(p: GrowthPoint, k: RequestKind): number {
  return field(p, `${k}_mean_ms`);
}

/** About a character's width of the charts' 11 px bold labels, in px. */
export const LABEL_CHAR_W = 6.8;

/**
 * A label broken at spaces into lines of at most `maxW` px (at
 * `LABEL_CHAR_W` a character), so it is wrapped, not clipped, where the
 * chart is narrow: "select all, defrag." in 88 px is "select all," and
 * "defrag.". A word longer than a line has a line of its own.
 */
export function wrapLabel(text: string, maxW: number, charW = LABEL_CHAR_W): string[] {
  const max = Math.max(1, Math.floor(maxW / charW));
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * Label positions for lines' ends, labels of several lines: each label's
 * first baseline at its line's end, pushed down (in order of height) until
 * it clears the lines of the one above, then, where the last would pass
 * `floor` (the lowest last baseline the plot has room for), the stack
 * pushed up from it: labels of lines that end together near the x axis
 * (the writes, the dirty share) stay above its tick labels.
 */
export function spreadBlocks(ys: readonly number[], lines: readonly number[], lineH: number, floor = Infinity): number[] {
  const order = ys.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y);
  const out = new Array<number>(ys.length);
  const height = (i: number) => lineH * Math.max(1, lines[i] ?? 1);
  let next = -Infinity;
  for (const o of order) {
    const y = Math.max(o.y, next);
    out[o.i] = y;
    next = y + height(o.i);
  }
  // Up from the floor, the lowest first: a block's last baseline is
  // lineH above where the next block may start.
  let limit = floor + lineH;
  for (let k = order.length - 1; k >= 0; k--) {
    const i = order[k].i;
    out[i] = Math.min(out[i], limit - height(i));
    limit = out[i];
  }
  return out;
}

/**
 * `spreadBlocks` for labels at different x: only labels whose x lie within
 * `apart` of each other (one column) push each other down. A line that
 * ends early (the fragmented run stops at the article's 11 M rows) keeps
 * its label beside its end instead of being pushed under the others.
 */
export function spreadColumns(
  xs: readonly number[],
  ys: readonly number[],
  lines: readonly number[],
  lineH: number,
  apart: number,
  floor = Infinity,
): number[] {
  const out = new Array<number>(ys.length);
  const order = xs.map((x, i) => ({ x, i })).sort((a, b) => a.x - b.x);
  let column: number[] = [];
  const flush = () => {
    const spread = spreadBlocks(
      column.map((i) => ys[i]),
      column.map((i) => lines[i] ?? 1),
      lineH,
      floor,
    );
    column.forEach((i, k) => (out[i] = spread[k]));
    column = [];
  };
  for (const o of order) {
    if (column.length > 0 && o.x - xs[column[0]] >= apart) flush();
    column.push(o.i);
  }
  if (column.length > 0) flush();
  return out;
}

/** A box on the plot, px: left, top, right, bottom. */
export type Box = readonly [number, number, number, number];

/** A label's box from its first baseline: its ascent above, its descent below the last line. */
export function labelBox(x: number, base: number, width: number, lines: number, lineH: number): Box {
  return [x, base - lineH + 3, x + width, base + (lines - 1) * lineH + 3];
}

/**
 * A label's first baseline moved, if need be, off what it would lie
 * across: other lines' marks and other labels (`obstacles`). A line that
 * ends early (the fragmented run, at 11 M rows) has its label beside its
 * end, where the other run's line may go on at the same height (in region
 * C both runs read at what the disks allow, ~340 blocks a second). Tries
 * its place, a line above, a line below, two above, two below, within
 * `top`..`floor`; keeps its place when none is clear.
 */
export function clearOf(
  x: number,
  y: number,
  width: number,
  lines: number,
  lineH: number,
  obstacles: readonly Box[],
  top = 0,
  floor = Infinity,
): number {
  const box = (base: number) => labelBox(x, base, width, lines, lineH);
  const hits = (b: Box) => obstacles.some((o) => o[0] < b[2] && b[0] < o[2] && o[1] < b[3] && b[1] < o[3]);
  for (const k of [0, -1, 1, -2, 2]) {
    const base = y + k * lineH;
    if (base - lineH + 3 < top || base + (lines - 1) * lineH > floor) continue;
    if (!hits(box(base))) return base;
  }
  return y;
}
