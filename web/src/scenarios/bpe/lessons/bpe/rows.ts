/**
 * The bpe charts' data, as pure functions: the five setups' times (ours
 * beside the article's; whether they rank as the article's did is the
 * engine's verdict, `useVerdict`); and
 * setup bpe's runs one by one (each run's time, and the share of the table
 * left in the extension after it), beside the article's runs.
 */
import type { BpeFigures, Params } from '../../../../shell/engine/types';
import { sweepOf } from '../../../../shell/lesson/sweeps';
import { ARTICLE_RUNS } from '../../articleRuns';

export interface SetupRow {
  setup: string;
  /** Our steady state, seconds a run of updates (undefined until the run is in). */
  ours: number | undefined;
  article: number | undefined;
}

/** One row per setup, in the article's order. */
export function setupRows(
  points: readonly Params[],
  figures: readonly (BpeFigures | undefined)[],
  article: readonly { params: Params; value: number }[],
): SetupRow[] {
  return points.map((p, i) => ({
    setup: p.setup ?? '',
    ours: figures[i]?.elapsed_s,
    article: article.find((a) => a.params.setup === p.setup)?.value,
  }));
}

/** The five setups, each a point of the chart, as the engine's sweep lists them. */
export const SETUP_POINTS: Params[] = sweepOf('bpe', 'setups').xs.map((setup) => ({ setup }));

export interface RunRow {
  run: number;
  /** Seconds the run took, ours and the article's (approximate from its fourth). */
  ours: number | undefined;
  article: number | undefined;
  approx: boolean;
  /** Share of the table in the extension after the run (ours). */
  share: number | undefined;
}

/** The most runs the wash-out chart draws (each a point: a run of that many runs; the engine's sweep). */
export const MAX_WASH_RUNS = sweepOf('bpe', 'wash').xs.length;

/** Points 1..runs (at most MAX_WASH_RUNS): the k-th a run of k update runs, for its share. */
export function washPoints(all: Params): Params[] {
  const runs = Math.max(1, Math.min(MAX_WASH_RUNS, Math.floor(Number(all.runs) || 8)));
  return Array.from({ length: runs }, (_, i) => ({ setup: 'bpe', runs: String(i + 1) }));
}

/**
 * A row per run: its time from the longest run that is in (every run's
 * times are the same run's first ones), the share after it from the point
 * that stopped there.
 */
export function runRows(points: readonly Params[], figures: readonly (BpeFigures | undefined)[]): RunRow[] {
  let longest: number[] = [];
  for (const f of figures) if (f && f.elapsed_s_per_run.length > longest.length) longest = f.elapsed_s_per_run;
  return points.map((p, i) => {
    const run = Number(p.runs);
    const a = ARTICLE_RUNS[run - 1];
    return {
      run,
      ours: longest[run - 1],
      article: a?.s,
      approx: a?.approx ?? false,
      share: figures[i]?.bpe_share,
    };
  });
}

/** Update runs the steady state leaves out (the engine's `WARMING_RUNS`, `bpe/figures.rs`). */
export const WARMING_RUNS = 4;

export interface Steady {
  /** The steady state's seconds (the article table's figure). */
  seconds: number;
  /** The runs it is the mean of, first and last (one run when there are at most four). */
  from: number;
  to: number;
}

/**
 * Our steady state as the table takes it, from the longest run that is in:
 * the mean of its runs after the first four (runs 5 to N), or its last
 * run's when it has four or fewer.
 */
export function steadyOf(figures: readonly (BpeFigures | undefined)[]): Steady | undefined {
  let longest: BpeFigures | undefined;
  for (const f of figures) if (f && f.elapsed_s_per_run.length > (longest?.elapsed_s_per_run.length ?? 0)) longest = f;
  const n = longest?.elapsed_s_per_run.length ?? 0;
  if (!longest || n === 0) return undefined;
  return { seconds: longest.elapsed_s, from: n > WARMING_RUNS ? WARMING_RUNS + 1 : n, to: n };
}
