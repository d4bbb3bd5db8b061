/**
 * How each latch figure is named and formatted on screen. Waits are
 * counted as SQL Server's wait statistics count them: an insert granted
 * the latch at once is no wait.
 */
import type { FigureLabel } from '../../shell/lesson/module';
import { fmtInt, fmtPct } from '../../kit/text/format';
import { usText } from './words';

const us = (x: number) => usText(x);
const perSec = (x: number) => `${fmtInt(Math.round(x))}/s`;

export const FIGURE_LABELS: Record<string, FigureLabel> = {
  rows_done: { label: 'Rows committed', format: fmtInt, hint: 'one insert a statement, each its own transaction' },
  threads: { label: 'Sessions', format: fmtInt },
  cores: { label: 'Cores', format: fmtInt },
  elapsed_s: { label: 'Time to the last commit', format: (s) => `${s.toFixed(s < 10 ? 2 : 1)} s`, hint: 'virtual time' },
  rows_per_sec: { label: 'Rows a second', format: perSec, hint: 'the article’s measure' },
  latch_waits: { label: 'Latch waits', format: fmtInt, hint: 'inserts that waited for a page latch (PAGELATCH_EX)' },
  latch_wait_mean_us: { label: 'Latch wait, mean', format: us },
  latch_wait_p99_us: { label: 'Latch wait, p99', format: us },
  page_splits: { label: 'Page splits', format: fmtInt, hint: 'new pages past the last key and mid-page splits' },
  mid_splits: { label: 'Mid-page splits', format: fmtInt, hint: 'rows moved to a new page' },
  rows_per_page: { label: 'Rows a page', format: fmtInt },
  leaf_pages: { label: 'Leaf pages', format: fmtInt },
  avg_leaf_density: { label: 'Leaf density', format: fmtPct, hint: 'rows over the leaves’ room' },
  context_switches: { label: 'Context switches', format: fmtInt },
  cpu_busy: { label: 'CPU busy', format: fmtPct, hint: 'work, spins and switches' },
  flow_control_waits: { label: 'Held back (flow control)', format: fmtInt, hint: 'OPTIMIZE_FOR_SEQUENTIAL_KEY only' },
  insert_latency_mean_us: { label: 'Insert, mean', format: us, hint: 'from its start to its commit' },
};

/** The counters the step view shows, in order (rows first: a step commits one, the smoke test counts by it). */
export const STEP_COUNTERS: string[] = ['rows_done', 'latch_waits', 'latch_wait_mean_us', 'page_splits', 'mid_splits', 'context_switches', 'flow_control_waits', 'avg_leaf_density'];

/** The figures a full-scale run reports, in order. */
export const FULL_FIGURES: string[] = [
  'rows_per_sec',
  'elapsed_s',
  'rows_done',
  'latch_waits',
  'latch_wait_mean_us',
  'latch_wait_p99_us',
  'page_splits',
  'mid_splits',
  'leaf_pages',
  'rows_per_page',
  'avg_leaf_density',
  'context_switches',
  'cpu_busy',
  'flow_control_waits',
  'insert_latency_mean_us',
];
