/**
 * How each fragmentation figure is named and formatted on screen. At the
 * top level a run's figures are its last measurement window's (in the step
 * view, where the sessions run the mix all along, everything so far).
 */
import type { FigureLabel } from '../../shell/lesson/module';
import { fmtInt, fmtNum, fmtPct } from '../../kit/text/format';
import { words } from '../../kit/i18n/words';
import { durationText } from './words';
import { FIGURE_WORDS } from './figureLabels.i18n';

const ms = (x: number) => durationText(x);
const perS = (x: number) => `${fmtNum(x)}${words(FIGURE_WORDS).perSecond}`;
const mbS = (x: number) => `${fmtNum(x)} ${words(FIGURE_WORDS).megabytesPerSecond}`;

const FORMATS: Record<string, (x: number) => string> = {
  requests_done: fmtInt,
  table_rows: fmtInt,
  rows: fmtInt,
  database_pages: fmtInt,
  pool_pages: fmtInt,
  file_cache_pages: fmtInt,
  requests: fmtInt,
  insert_mean_ms: ms,
  update_mean_ms: ms,
  select_one_mean_ms: ms,
  select_hour_mean_ms: ms,
  select_all_mean_ms: ms,
  physical_reads: fmtInt,
  physical_writes: fmtInt,
  reads_per_s: perS,
  writes_per_s: perS,
  read_mb_s: mbS,
  write_mb_s: mbS,
  hit_ratio: fmtPct,
  file_cache_hit_ratio: fmtPct,
  dirty_ratio: fmtPct,
  heap_pages_cached: fmtInt,
  useful_records_cached: fmtInt,
  useful_per_page: fmtNum,
  requests_per_s: perS,
  hours: fmtNum,
  week_rows: (x) => fmtInt(Math.round(x)),
};

/** Each figure's name, format and hint, in the page's language (read when shown). */
export function figureLabels(): Record<string, FigureLabel> {
  const w = words(FIGURE_WORDS).labels;
  return Object.fromEntries(
    Object.entries(FORMATS).map(([k, format]) => {
      const { label, hint } = w[k];
      return [k, hint === undefined ? { label, format } : { label, format, hint }];
    }),
  );
}

/** The counters the step view shows, in order. */
export const STEP_COUNTERS: string[] = [
  'requests_done',
  'table_rows',
  'hit_ratio',
  'file_cache_hit_ratio',
  'physical_reads',
  'dirty_ratio',
  'useful_per_page',
  'insert_mean_ms',
  'select_one_mean_ms',
  'select_all_mean_ms',
];

/** The figures a full-scale run reports (its last window's), in order. */
export const FULL_FIGURES: string[] = [
  'table_rows',
  'database_pages',
  'requests_done',
  'hours',
  'week_rows',
  'select_all_mean_ms',
  'select_hour_mean_ms',
  'insert_mean_ms',
  'physical_reads',
  'physical_writes',
  'read_mb_s',
  'write_mb_s',
  'hit_ratio',
  'file_cache_hit_ratio',
  'dirty_ratio',
  'heap_pages_cached',
  'useful_records_cached',
  'useful_per_page',
  'requests_per_s',
];
