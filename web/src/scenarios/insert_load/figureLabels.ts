/** How each insert-load figure is named and formatted on screen. */
import type { FigureLabel } from '../../shell/lesson/module';
import { fmtBytes, fmtInt, fmtNum, fmtPct } from '../../kit/text/format';
import { words, type Catalogue } from '../../kit/i18n/words';
import { FIGURE_WORDS } from './figureLabels.i18n';

/** The seconds' unit after a number (the charts' own words load with the charts, not with the stage). */
const SECONDS: Catalogue<string> = { en: ' s', fr: ' s', ru: ' с' };

/** How each figure is formatted (the same in every language but for the number's look). */
const FORMATS: Record<string, (x: number) => string> = {
  inserted_rows: fmtInt,
  page_splits: fmtInt,
  leaf_page_splits: fmtInt,
  index_page_splits: fmtInt,
  deferred_splits: fmtInt,
  end_of_page_allocations: fmtInt,
  rows_moved: fmtInt,
  pages_allocated: fmtInt,
  rid_update_ops: fmtInt,
  rid_updates_from_split: fmtInt,
  inserts_requiring_maint: fmtInt,
  nc_insert_maintenance: fmtInt,
  nc_index_maintenance: fmtInt,
  log_records: fmtInt,
  log_bytes: fmtBytes,
  log_writes: fmtInt,
  ulc_flushes: fmtInt,
  forced_log_flushes: fmtInt,
  leaf_pages: fmtInt,
  index_pages: fmtInt,
  tree_levels: fmtInt,
  avg_leaf_density: fmtPct,
  bytes_used: fmtBytes,
  table_rows: fmtInt,
  duplicates: fmtInt,
  estimated_seconds: (s) => `${fmtNum(s)}${words(SECONDS)}`,
  estimated_rows_per_sec: fmtNum,
  page_reads: fmtInt,
  page_writes: fmtInt,
};

/** Each figure's label, format and hint, in the page's language (read when the stage asks). */
export function figureLabels(): Record<string, FigureLabel> {
  const w: Record<string, { label: string; hint?: string }> = words(FIGURE_WORDS);
  return Object.fromEntries(
    Object.entries(FORMATS).map(([k, format]) => [k, { label: w[k].label, format, ...(w[k].hint ? { hint: w[k].hint } : {}) }]),
  );
}

/** The counters the step view shows, in order. */
export const STEP_COUNTERS: string[] = [
  'inserted_rows',
  'page_splits',
  'rows_moved',
  'rid_updates_from_split',
  'log_records',
  'log_writes',
  'forced_log_flushes',
  'leaf_pages',
  'avg_leaf_density',
  'bytes_used',
];

/** The figures a full-scale run reports, in order. */
export const FULL_FIGURES: string[] = [
  'inserted_rows',
  'estimated_rows_per_sec',
  'estimated_seconds',
  'page_splits',
  'leaf_page_splits',
  'index_page_splits',
  'deferred_splits',
  'end_of_page_allocations',
  'rows_moved',
  'pages_allocated',
  'rid_update_ops',
  'rid_updates_from_split',
  'nc_index_maintenance',
  'log_records',
  'log_bytes',
  'log_writes',
  'ulc_flushes',
  'forced_log_flushes',
  'leaf_pages',
  'index_pages',
  'tree_levels',
  'avg_leaf_density',
  'bytes_used',
  'table_rows',
  'duplicates',
  'page_reads',
  'page_writes',
];
