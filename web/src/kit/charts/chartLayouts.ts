/**
 * Scales and shapes of the lesson charts, as pure functions of the data
 * and the size. Components only draw what these return.
 */
import { line, max, min, scaleBand, scaleLinear, scaleLog, type ScaleBand, type ScaleContinuousNumeric } from 'd3';

export interface Margin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

// ---------------------------------------------------------------- sweep ----

export interface SweepPoint {
  x: number;
  y: number;
}

export interface SweepPanel {
  x: ScaleContinuousNumeric<number, number>;
  y: ScaleContinuousNumeric<number, number>;
  path: string;
  dots: Array<{ cx: number; cy: number; x: number; y: number }>;
  marker: number | null;
  innerW: number;
  innerH: number;
}

/** One panel of the sweep chart: a line over x, a marker at `current`. */
export function sweepPanel(
  points: readonly SweepPoint[],
  domain: [number, number],
  width: number,
  height: number,
  margin: Margin,
  current: number | null,
  yFloor = 0,
  /** Points that only widen the y domain (reference marks). */
  extra: readonly SweepPoint[] = [],
): SweepPanel {
  const innerW = Math.max(10, width - margin.left - margin.right);
  const innerH = Math.max(10, height - margin.top - margin.bottom);
  const sorted = [...points].filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y)).sort((a, b) => a.x - b.x);
  const x = scaleLinear().domain(domain).range([0, innerW]);
  const yMax = Math.max(max(sorted, (p) => p.y) ?? 1, max(extra, (p) => p.y) ?? 0);
  const y = scaleLinear()
    .domain([yFloor, Math.max(yMax, yFloor + 1)])
    .nice()
    .range([innerH, 0]);
  const path =
    line<SweepPoint>()
      .x((p) => x(p.x))
      .y((p) => y(p.y))(sorted) ?? '';
  return {
    x,
    y,
    path,
    dots: sorted.map((p) => ({ cx: x(p.x), cy: y(p.y), x: p.x, y: p.y })),
    marker: current !== null && current >= domain[0] && current <= domain[1] ? x(current) : null,
    innerW,
    innerH,
  };
}

// ----------------------------------------------------------------- bars ----

export interface BarDatum {
  group: string;
  series: string;
  value: number;
}

export interface BarRect {
  key: string;
  x: number;
  y: number;
  w: number;
  h: number;
  datum: BarDatum;
}

export interface BarsLayout {
  x0: ScaleBand<string>;
  y: ScaleContinuousNumeric<number, number>;
  bars: BarRect[];
  innerW: number;
  innerH: number;
  /** Pixel y of each reference value (e.g. the heap baseline). */
  refs: number[];
}

/**
 * Grouped bars: `groups` along x, `series` side by side in each group.
 * `log` for rates that span orders of magnitude (60 to 11,000 rows/s).
 */
export function groupedBars(
  data: readonly BarDatum[],
  groups: readonly string[],
  series: readonly string[],
  width: number,
  height: number,
  margin: Margin,
  opts: { log?: boolean; refs?: number[] } = {},
): BarsLayout {
  const innerW = Math.max(10, width - margin.left - margin.right);
  const innerH = Math.max(10, height - margin.top - margin.bottom);
  const x0 = scaleBand<string>().domain(groups).range([0, innerW]).paddingInner(0.25).paddingOuter(0.1);
  const x1 = scaleBand<string>().domain(series).range([0, x0.bandwidth()]).padding(0.08);
  const finite = data.filter((d) => Number.isFinite(d.value));
  const top = Math.max(max(finite, (d) => d.value) ?? 1, ...(opts.refs ?? []), 1);
  const y = opts.log
    ? scaleLog().domain([1, top * 1.5]).range([innerH, 0]).clamp(true)
    : scaleLinear().domain([0, top]).nice().range([innerH, 0]);
  const floor = opts.log ? 1 : 0;
  const bars = finite
    .filter((d) => groups.includes(d.group) && series.includes(d.series))
    .map((d) => {
      const v = Math.max(d.value, floor);
      const yTop = y(v);
      return {
        key: `${d.group}/${d.series}`,
        x: (x0(d.group) ?? 0) + (x1(d.series) ?? 0),
        y: yTop,
        w: x1.bandwidth(),
        h: Math.max(0, innerH - yTop),
        datum: d,
      };
    });
  return { x0, y, bars, innerW, innerH, refs: (opts.refs ?? []).map((r) => y(Math.max(r, floor))) };
}

// ---------------------------------------------------------------- lines ----

export interface LineSeries {
  key: string;
  points: readonly SweepPoint[];
}

export interface LinesPanel {
  x: ScaleContinuousNumeric<number, number>;
  y: ScaleContinuousNumeric<number, number>;
  lines: Array<{ key: string; path: string; dots: Array<{ cx: number; cy: number; x: number; y: number }> }>;
  innerW: number;
  innerH: number;
}

/**
 * Several lines over one x (one per series, e.g. per policy), y from 0.
 * `log`: x on a log scale (frame counts from 1 to thousands).
 */
export function linesPanel(
  series: readonly LineSeries[],
  width: number,
  height: number,
  margin: Margin,
  opts: { log?: boolean; extra?: readonly SweepPoint[] } = {},
): LinesPanel {
  const innerW = Math.max(10, width - margin.left - margin.right);
  const innerH = Math.max(10, height - margin.top - margin.bottom);
  const all = series.flatMap((s) => s.points).filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
  const extra = opts.extra ?? [];
  const xs = [...all, ...extra].map((p) => p.x);
  const lo = min(xs) ?? 1;
  const hi = Math.max(max(xs) ?? 2, lo + 1);
  const x = opts.log
    ? scaleLog().domain([Math.max(1, lo), Math.max(hi, Math.max(1, lo) * 2)]).range([0, innerW])
    : scaleLinear().domain([lo, hi]).range([0, innerW]);
  const yMax = Math.max(max(all, (p) => p.y) ?? 1, max(extra, (p) => p.y) ?? 0, 1);
  const y = scaleLinear().domain([0, yMax]).nice().range([innerH, 0]);
  const lines = series.map((s) => {
    const sorted = [...s.points].filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y)).sort((a, b) => a.x - b.x);
    return {
      key: s.key,
      path:
        line<SweepPoint>()
          .x((p) => x(p.x))
          .y((p) => y(p.y))(sorted) ?? '',
      dots: sorted.map((p) => ({ cx: x(p.x), cy: y(p.y), x: p.x, y: p.y })),
    };
  });
  return { x, y, lines, innerW, innerH };
}

// ---------------------------------------------------------------- ticks ----

/**
 * Of `ticks` (in order), those whose labels keep `minGap` px apart at
 * `scale`: the first, then each next one far enough from the last kept,
 * so a narrow chart (a phone) shows fewer ticks rather than labels run
 * together ("30 s1 min2 min").
 */
export function spacedTicks(ticks: readonly number[], scale: (v: number) => number, minGap: number): number[] {
  const out: number[] = [];
  for (const t of ticks) {
    const last = out[out.length - 1];
    if (last === undefined || Math.abs(scale(t) - scale(last)) >= minGap) out.push(t);
  }
  return out;
}
