/**
 * The bpe charts' data, as pure functions: the five setups' times (ours
 * beside the article's) and whether they rank as the article's did; and
 * setup bpe's runs one by one (each run's time, and the share of the table
 * left in the extension after it), beside the article's runs.
 */
import type { BpeFigures, Params } from '../../../../shell/engine/types';
import { ARTICLE_RUNS } from '../../RunsReport';
import { SETUPS } from '../../words';

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

/**
 * The article's ranking, memory < SSD < extension < limited memory ≤ cold
 * cache: true when every setup is in and ours keeps it, false when one
 * breaks it, null while runs are missing.
 */
export function ranksAsArticle(rows: readonly SetupRow[]): boolean | null {
  const t = (s: string) => rows.find((r) => r.setup === s)?.ours;
  const times = ['in_memory', 'ssd_cold', 'bpe', 'limited_memory', 'cold_hdd'].map(t);
  if (times.some((x) => x === undefined)) return null;
  const [mem, ssd, ext, lim, cold] = times as number[];
  // "≤": limited memory and a cold cache both read nearly every page from the same disk.
  return mem < ssd && ssd < ext && ext < lim && lim <= cold;
}

/** The five setups, each a point of the chart. */
export const SETUP_POINTS: Params[] = SETUPS.map((setup) => ({ setup }));

export interface RunRow {
  run: number;
  /** Seconds the run took, ours and the article's (approximate from its fourth). */
  ours: number | undefined;
  article: number | undefined;
  approx: boolean;
  /** Share of the table in the extension after the run (ours). */
  share: number | undefined;
}

/** The most runs the wash-out chart draws (each a point: a run of that many runs). */
export const MAX_WASH_RUNS = 12;

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

/** Whether our runs' times rise (each at least the first's, the last above it), null until two are in. */
export function timesRise(rows: readonly RunRow[]): boolean | null {
  const t = rows.map((r) => r.ours).filter((x): x is number => x !== undefined);
  if (t.length < 2) return null;
  return t[t.length - 1] > t[0] && t.every((x) => x >= t[0]);
}
