/**
 * The "day by day" chart of a full-scale run (when to rebuild), as pure
 * functions of the run's `by_day` figures and the size: the reading under
 * the chart, the scale domains and the shapes. The component only draws
 * what these return.
 */
import { line, max, min, scaleBand, scaleLinear, type ScaleBand, type ScaleLinear } from 'd3';
import type { DayFigures } from '../../../shell/engine/types';
import type { Margin } from '../../../kit/charts/chartLayouts';
import { words } from '../../../kit/i18n/words';
import { CHART_WORDS } from './charts.i18n';

/** The first day that split a page, or null if none did. */
export function firstSplitDay(days: readonly DayFigures[]): number | null {
  return days.find((d) => d.page_splits > 0)?.day ?? null;
}

/** Days that split no page. */
export function quietDays(days: readonly DayFigures[]): number[] {
  return days.filter((d) => d.page_splits === 0).map((d) => d.day);
}


/**
 * Whether, from the first day that split, days with splits and days
 * without take turns (at least twice): a day's split halves absorb the
 * next day's rows, then fill up.
 */
export function alternates(days: readonly DayFigures[]): boolean {
  const from = days.findIndex((d) => d.page_splits > 0);
  if (from < 0) return false;
  const rest = days.slice(from).map((d) => d.page_splits > 0);
  return rest.length >= 3 && rest.every((split, i) => split === (i % 2 === 0));
}


/** One line under the chart: how long the room the build left lasts, and when to rebuild. */
export function dayReading(days: readonly DayFigures[]): string {
  const w = words(CHART_WORDS).reading;
  if (days.length === 0) return w.none;
  const first = firstSplitDay(days);
  const n = days.length;
  if (first === null) return w.noSplit(n);
  const after = alternates(days) ? w.everyOther : '';
  if (first === days[0].day) {
    return w.firstDay(`${first}`, after);
  }
  // "Days 1–3", "Day 1": the days the room held.
  const fit = w.range(days[0].day, first - 1);
  return w.fit(fit, first - 1 === days[0].day, `${first}`, after);
}

/** Splits axis: from 0 to the most splits of a day (at least 1), made nice. */
export function splitsDomain(days: readonly DayFigures[]): [number, number] {
  const top = Math.max(1, max(days, (d) => d.page_splits) ?? 0);
  const [lo, hi] = scaleLinear().domain([0, top]).nice().domain();
  return [lo, hi];
}

/**
 * Density axis: fitted to the data (density moves by a fraction of a
 * percent a day, a 0–100 % axis would draw a flat line), padded by half a
 * point each side, kept within 0..1, made nice.
 */
export function densityDomain(days: readonly DayFigures[]): [number, number] {
  const values = days.map((d) => d.avg_leaf_density).filter(Number.isFinite);
  if (values.length === 0) return [0, 1];
  const pad = 0.005;
  const lo = Math.max(0, (min(values) ?? 0) - pad);
  const hi = Math.min(1, (max(values) ?? 1) + pad);
  const [a, b] = scaleLinear().domain([lo, Math.max(hi, lo + 0.001)]).nice().domain();
  return [Math.max(0, a), Math.min(1, b)];
}

/** Day numbers to label on the x axis: every day up to 15, then every 2nd or 5th (and day 1). */
export function dayTicks(days: readonly DayFigures[]): number[] {
  const n = days.length;
  const step = n <= 15 ? 1 : n <= 30 ? 2 : 5;
  return days.map((d) => d.day).filter((d, i) => i === 0 || d % step === 0);
}

export interface DayBar {
  day: number;
  splits: number;
  x: number;
  y: number;
  w: number;
  h: number;
  /** No split that day: drawn as a ring on the baseline, not as a bar. */
  zero: boolean;
}

export interface DayLayout {
  x: ScaleBand<number>;
  ySplits: ScaleLinear<number, number>;
  yDensity: ScaleLinear<number, number>;
  innerW: number;
  splitsH: number;
  densityH: number;
  bars: DayBar[];
  densityPath: string;
  densityDots: Array<{ day: number; cx: number; cy: number; density: number }>;
  ticks: number[];
  /** Pixel x of the rebuild line (just before the first day that splits), if a day fitted before it. */
  rebuildX: number | null;
  firstSplit: number | null;
}

/**
 * Two panels sharing the x axis (one band per day): bars of the day's
 * splits (`splitsHeight` tall with `margin`) and the leaf density at the
 * day's end (`densityHeight` with `densityMargin`, same left and right).
 */
export function dayLayout(
  days: readonly DayFigures[],
  width: number,
  splitsHeight: number,
  densityHeight: number,
  margin: Margin,
  densityMargin: Margin = margin,
): DayLayout {
  const innerW = Math.max(10, width - margin.left - margin.right);
  const splitsH = Math.max(10, splitsHeight - margin.top - margin.bottom);
  const densityH = Math.max(10, densityHeight - densityMargin.top - densityMargin.bottom);
  const sorted = [...days].sort((a, b) => a.day - b.day);
  const x = scaleBand<number>()
    .domain(sorted.map((d) => d.day))
    .range([0, innerW])
    .paddingInner(0.2)
    .paddingOuter(0.1);
  const ySplits = scaleLinear().domain(splitsDomain(sorted)).range([splitsH, 0]);
  const yDensity = scaleLinear().domain(densityDomain(sorted)).range([densityH, 0]);
  const bars = sorted.map((d) => {
    const y = ySplits(Math.max(0, d.page_splits));
    return {
      day: d.day,
      splits: d.page_splits,
      x: x(d.day) ?? 0,
      y,
      w: x.bandwidth(),
      h: Math.max(0, splitsH - y),
      zero: d.page_splits === 0,
    };
  });
  const centre = (day: number) => (x(day) ?? 0) + x.bandwidth() / 2;
  const finite = sorted.filter((d) => Number.isFinite(d.avg_leaf_density));
  const densityPath =
    line<DayFigures>()
      .x((d) => centre(d.day))
      .y((d) => yDensity(d.avg_leaf_density))(finite) ?? '';
  const firstSplit = firstSplitDay(sorted);
  const rebuildX =
    firstSplit !== null && sorted.length > 0 && firstSplit !== sorted[0].day
      ? (x(firstSplit) ?? 0) - (x.step() * x.paddingInner()) / 2
      : null;
  return {
    x,
    ySplits,
    yDensity,
    innerW,
    splitsH,
    densityH,
    bars,
    densityPath,
    densityDots: finite.map((d) => ({
      day: d.day,
      cx: centre(d.day),
      cy: yDensity(d.avg_leaf_density),
      density: d.avg_leaf_density,
    })),
    ticks: dayTicks(sorted),
    rebuildX,
    firstSplit,
  };
}
