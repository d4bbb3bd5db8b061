/**
 * The latch chart's data, as pure functions: which strategies and thread
 * counts it runs (the engine's sweep: the article's four strategies and
 * the one you chose, at 1 to 128 threads), the rows a point inserts, each
 * strategy's line of rows a second. The verdict on the article's order is
 * the engine's (`useVerdict`).
 */
import type { LatchFigures, Params } from '../../../../shell/engine/types';
import { without } from '../../../../kit/charts/without';
import { sweepOf } from '../../../../shell/lesson/sweeps';

const SWEEP = sweepOf('latch', 'threads');
/** The thread counts the chart runs (the engine's sweep: the bench runs the same). */
export const THREADS = SWEEP.xs.map(Number);
/** The article's four strategies, in its table's order (the sweep's lines). */
export const ARTICLE_STRATEGIES = SWEEP.lines;
/**
 * Rows a point inserts: a tenth of the article's 2,000,000. A run's rate
 * settles within a few thousand rows (the tree's last page is the same
 * page whatever the table's size), and 40 points of 2 M rows would take
 * about 16 s of WASM; at 200,000 rows the chart fills in a second or two.
 */
export const CHART_ROWS = 200_000;

/** The article's four, and the chosen strategy if it is another. */
export function chartStrategies(all: Params): string[] {
  const s = all.strategy;
  return s && !ARTICLE_STRATEGIES.includes(s) ? [...ARTICLE_STRATEGIES, s] : ARTICLE_STRATEGIES;
}

/** Every strategy at every thread count. */
export function threadPoints(all: Params): Params[] {
  return chartStrategies(all).flatMap((strategy) => THREADS.map((t) => ({ strategy, threads: String(t) })));
}

/** What every point shares: your parameters but the swept ones, and at most CHART_ROWS rows. */
export function chartBase(p: Params): Params {
  const rows = Math.min(Number(p.rows) || CHART_ROWS, CHART_ROWS);
  return { ...without(p, ['strategy', 'threads', 'rows']), rows: String(rows) };
}

export interface StrategyLine {
  strategy: string;
  /** Rows a second at each thread count run so far. */
  points: { x: number; y: number }[];
}

export function strategyLines(points: readonly Params[], figures: readonly (LatchFigures | undefined)[]): StrategyLine[] {
  const lines = new Map<string, StrategyLine>();
  points.forEach((p, i) => {
    const s = p.strategy ?? '';
    if (!lines.has(s)) lines.set(s, { strategy: s, points: [] });
    const f = figures[i];
    if (f) lines.get(s)?.points.push({ x: Number(p.threads), y: f.rows_per_sec });
  });
  return [...lines.values()];
}

/** Rows a second of a strategy at a thread count, if run. */
export function rateAt(lines: readonly StrategyLine[], strategy: string, threads: number): number | undefined {
  return lines.find((l) => l.strategy === strategy)?.points.find((p) => p.x === threads)?.y;
}
