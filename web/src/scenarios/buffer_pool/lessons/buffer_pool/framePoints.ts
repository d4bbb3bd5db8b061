/**
 * The frame counts the misses-against-frames chart runs, each point a
 * full run of every chosen policy at once:
 *
 * - a typed string: every count from 1 to one more than its distinct
 *   pages (past that no page ever leaves, so the lines are flat), or a
 *   spread of them for a long string;
 * - a generated one: about a dozen counts from 1 to the table's pages,
 *   evenly on a log scale.
 *
 * The user's own frame count, and one more (does one more frame help?),
 * are always among them.
 */
import type { Params } from '../../../../shell/engine/types';

/** Most points of a typed string's chart drawn one frame apart. */
const EVERY_COUNT_UP_TO = 40;
/** Points of a spread. */
const SPREAD = 12;
/** The engine's largest pool. */
const MAX_FRAMES = 1_000_000;

/** Distinct page numbers a typed string names (its entries, `w` dropped; no checks, the engine made them). */
export function distinctTyped(trace: string): number {
  const pages = trace
    .split(/[\s,]+/)
    .map((t) => t.replace(/[wW]$/, ''))
    .filter((t) => t.length > 0)
    .map(Number);
  return new Set(pages).size;
}

/** About `n` whole numbers from `lo` to `hi`, evenly spaced on a log scale, both ends included. */
export function logSpread(lo: number, hi: number, n: number): number[] {
  if (hi <= lo) return [lo];
  const out = new Set<number>();
  for (let i = 0; i < n; i++) out.add(Math.round(lo * (hi / lo) ** (i / (n - 1))));
  return [...out].sort((a, b) => a - b);
}

/** Whether the chart runs a typed string (its points one frame apart, x linear). */
export function isTyped(all: Params): boolean {
  return (all.workload ?? 'typed') === 'typed';
}

/** The chart's frame counts for every parameter's value `all`. */
export function frameCounts(all: Params): number[] {
  const frames = Math.max(1, Number(all.frames) || 1);
  let counts: number[];
  if (isTyped(all)) {
    const top = Math.max(2, distinctTyped(all.trace ?? '') + 1);
    counts =
      top <= EVERY_COUNT_UP_TO
        ? Array.from({ length: top }, (_, i) => i + 1)
        : [...Array.from({ length: 8 }, (_, i) => i + 1), ...logSpread(9, top, SPREAD)];
  } else {
    counts = logSpread(1, Math.max(2, Math.min(MAX_FRAMES, Number(all.pages) || 2)), SPREAD);
  }
  const withUser = [...counts, frames, Math.min(MAX_FRAMES, frames + 1)];
  return [...new Set(withUser)].sort((a, b) => a - b);
}

/** The chart's points: one run per frame count. */
export function framePoints(all: Params): Params[] {
  return frameCounts(all).map((f) => ({ frames: String(f) }));
}
