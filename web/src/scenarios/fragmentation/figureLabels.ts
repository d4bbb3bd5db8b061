/**
 * How each fragmentation figure is named and formatted on screen. At the
 * top level a run's figures are its last measurement window's (in the step
 * view, where the sessions run the mix all along, everything so far).
 */
import type { FigureLabel } from '../../shell/lesson/module';
import { fmtInt, fmtNum, fmtPct } from '../../kit/text/format';
import { durationText } from './words';

const ms = (x: number) => durationText(x);
const perS = (x: number) => `${fmtNum(x)}/s`;
const mbS = (x: number) => `${fmtNum(x)} MB/s`;

export const FIGURE_LABELS: Record<string, FigureLabel> = {
  requests_done: { label: 'Requests done', format: fmtInt, hint: 'requests completed (a full run: its growth’s inserts too)' },
  table_rows: { label: 'Rows in the table', format: fmtInt },
  rows: { label: 'Rows at the window', format: fmtInt },
  database_pages: { label: 'Database pages', format: fmtInt, hint: 'tables and indexes, 8 KB each' },
  pool_pages: { label: 'Pool frames', format: fmtInt, hint: 'shared buffers / 8 KB' },
  file_cache_pages: { label: 'File cache pages', format: fmtInt },
  requests: { label: 'Requests measured', format: fmtInt },
  insert_mean_ms: { label: 'Insert, mean', format: ms },
  update_mean_ms: { label: 'Update, mean', format: ms },
  select_one_mean_ms: { label: 'Select one, mean', format: ms },
  select_hour_mean_ms: { label: 'Select hour, mean', format: ms },
  select_all_mean_ms: { label: 'Select all, mean', format: ms, hint: 'all of a customer’s rows, by time' },
  physical_reads: { label: 'Disk reads', format: fmtInt, hint: 'pages the disks read (finished)' },
  physical_writes: { label: 'Disk writes', format: fmtInt, hint: 'pages the disks wrote (finished)' },
  reads_per_s: { label: 'Disk reads a second', format: perS },
  writes_per_s: { label: 'Disk writes a second', format: perS },
  read_mb_s: { label: 'Read', format: mbS },
  write_mb_s: { label: 'Written', format: mbS },
  hit_ratio: { label: 'Pool hit ratio', format: fmtPct, hint: 'page accesses found in the pool' },
  file_cache_hit_ratio: {
    label: 'File cache hit ratio',
    format: fmtPct,
    hint: 'of the accesses the pool missed, those the file cache had',
  },
  dirty_ratio: { label: 'Dirty frames', format: fmtPct, hint: 'share of the pool changed and not yet written' },
  heap_pages_cached: { label: 'Pages of rows in the pool', format: fmtInt },
  useful_records_cached: {
    label: 'Useful rows in the pool',
    format: fmtInt,
    hint: 'on each page of rows in the pool, the rows of its most frequent customer',
  },
  useful_per_page: { label: 'Useful rows a cached page', format: fmtNum, hint: '~1 scattered, up to 55 sorted' },
  requests_per_s: { label: 'Requests a second', format: perS, hint: 'all ten sessions together' },
  hours: { label: 'Simulated hours', format: fmtNum },
  week_rows: { label: 'Rows after a week', format: (x) => fmtInt(Math.round(x)) },
};

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
