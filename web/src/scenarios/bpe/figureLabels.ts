/**
 * How each bpe figure is named and formatted on screen. A run's figures
 * are counted from its start (the extension's warm-up scans excluded);
 * `elapsed_s` is the steady state the article's table reports.
 */
import type { FigureLabel } from '../../shell/lesson/module';
import { fmtInt, fmtPct, msText } from '../../kit/text/format';
import { secondsText } from './words';

export const FIGURE_LABELS: Record<string, FigureLabel> = {
  requests_done: { label: 'Requests done', format: fmtInt, hint: 'updates and random reads of one row' },
  runs_done: { label: 'Runs done', format: fmtInt },
  rows_per_page: { label: 'Rows a page', format: fmtInt },
  data_pages: { label: 'Data pages', format: fmtInt, hint: 'the table’s pages, 8 KB each' },
  pool_frames: { label: 'Pool frames', format: fmtInt, hint: 'the data cache, 8 KB each' },
  bpe_slots: { label: 'Extension slots', format: fmtInt, hint: '0 without an extension' },
  elapsed_s: {
    label: 'Time a run (steady state)',
    format: secondsText,
    hint: 'the mean of the update runs after the first four (the last run’s with fewer), as the article’s table',
  },
  mean_update_ms: { label: 'Update, mean', format: msText },
  frame_wait_s: {
    label: 'Waited for a free frame',
    format: secondsText,
    hint: 'the lazy writer still writing the dirty pages before it, over all runs',
  },
  physical_reads: { label: 'Disk reads', format: fmtInt, hint: 'pages read from the data file' },
  physical_writes: { label: 'Disk writes', format: fmtInt, hint: 'dirty pages written to the data file' },
  pool_hits: { label: 'Found in the pool', format: fmtInt },
  bpe_hits: { label: 'Read from the extension', format: fmtInt },
  bpe_writes: { label: 'Copied to the extension', format: fmtInt, hint: 'clean pages that left the pool' },
  washed: { label: 'Washed out', format: fmtInt, hint: 'extension copies discarded by updates' },
  bpe_pages: { label: 'Pages in the extension', format: fmtInt },
  bpe_share: { label: 'Table in the extension', format: fmtPct },
  pool_pages: { label: 'Pages in the pool', format: fmtInt },
};

/** The counters the step view shows, in order (requests first: the smoke test counts a step by it). */
export const STEP_COUNTERS: string[] = [
  'requests_done',
  'runs_done',
  'bpe_hits',
  'physical_reads',
  'pool_hits',
  'physical_writes',
  'washed',
  'bpe_writes',
  'bpe_pages',
  'bpe_share',
];

/** The figures a full-scale run reports, in order. */
export const FULL_FIGURES: string[] = [
  'elapsed_s',
  'mean_update_ms',
  'frame_wait_s',
  'runs_done',
  'requests_done',
  'data_pages',
  'pool_frames',
  'bpe_slots',
  'pool_hits',
  'bpe_hits',
  'physical_reads',
  'physical_writes',
  'bpe_writes',
  'washed',
  'bpe_pages',
  'bpe_share',
  'pool_pages',
];
