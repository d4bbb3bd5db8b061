/** How each engine figure is named and formatted on screen. */
import type { FigureName } from '../engine/types';
import { fmtBytes, fmtInt, fmtNum, fmtPct } from './format';

export interface FigureLabel {
  label: string;
  format: (x: number) => string;
  hint?: string;
}

export const FIGURE_LABELS: Partial<Record<FigureName, FigureLabel>> = {
  inserted_rows: { label: 'Rows inserted', format: fmtInt },
  page_splits: { label: 'Page splits', format: fmtInt, hint: 'data, index and deferred splits (sp_sysmon “Page Splits”)' },
  leaf_page_splits: { label: 'Data page splits', format: fmtInt },
  index_page_splits: { label: 'Index page splits', format: fmtInt },
  deferred_splits: { label: 'Deferred splits', format: fmtInt, hint: 'queued for the housekeeper (data-only locking)' },
  rows_moved: { label: 'Rows moved', format: fmtInt },
  pages_allocated: { label: 'Pages allocated', format: fmtInt },
  rid_update_ops: { label: 'Splits that moved rows', format: fmtInt, hint: 'sp_sysmon “RID Upd from Clust Split”' },
  rid_updates_from_split: { label: 'NC RID updates', format: fmtInt },
  inserts_requiring_maint: { label: 'Inserts needing NC maintenance', format: fmtInt },
  nc_insert_maintenance: { label: 'NC entries of new rows', format: fmtInt },
  nc_index_maintenance: { label: 'NC index maintenance, all', format: fmtInt },
  log_records: { label: 'Log records', format: fmtInt },
  log_bytes: { label: 'Log bytes', format: fmtBytes },
  log_writes: { label: 'Log writes', format: fmtInt },
  ulc_flushes: { label: 'ULC flushes', format: fmtInt },
  forced_log_flushes: {
    label: 'Forced log flushes',
    format: fmtInt,
    hint: 'flushes the insert waits for (a split, each index’s RID changes, the commit): where a split-bound run’s time goes',
  },
  leaf_pages: { label: 'Data pages', format: fmtInt },
  index_pages: { label: 'Index pages', format: fmtInt },
  tree_levels: { label: 'Index levels', format: fmtInt },
  avg_leaf_density: { label: 'Data page density', format: fmtPct },
  bytes_used: { label: 'Space used', format: fmtBytes },
  table_rows: { label: 'Rows in table', format: fmtInt },
  duplicates: { label: 'Duplicates rejected', format: fmtInt },
  estimated_seconds: { label: 'Estimated time', format: (s) => `${fmtNum(s)} s` },
  estimated_rows_per_sec: { label: 'Estimated rows/s', format: fmtNum },
};

/** The counters the step view shows, in order. */
export const STEP_COUNTERS: FigureName[] = [
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
export const FULL_FIGURES: FigureName[] = [
  'inserted_rows',
  'estimated_rows_per_sec',
  'estimated_seconds',
  'page_splits',
  'leaf_page_splits',
  'index_page_splits',
  'deferred_splits',
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
];

export function figureValue(name: FigureName, value: unknown): string {
  const l = FIGURE_LABELS[name];
  const n = typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : Number.NaN;
  return l ? l.format(n) : fmtNum(n);
}
