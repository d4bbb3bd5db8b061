/**
 * How each bpe figure is named and formatted on screen. A run's figures
 * are counted from its start (the extension's warm-up scans excluded);
 * `elapsed_s` is the steady state the article's table reports.
 */
import type { FigureLabel } from '../../shell/lesson/module';
import { fmtInt, fmtPct, msText } from '../../kit/text/format';
import { secondsText } from './words';
import { words } from '../../kit/i18n/words';
import { FIGURE_WORDS } from './figureLabels.i18n';

/** How each figure is formatted; its name and hint are the page's language's. */
const FORMATS: Record<string, (x: number) => string> = {
  requests_done: fmtInt,
  runs_done: fmtInt,
  rows_per_page: fmtInt,
  data_pages: fmtInt,
  pool_frames: fmtInt,
  bpe_slots: fmtInt,
  elapsed_s: secondsText,
  mean_update_ms: msText,
  frame_wait_s: secondsText,
  physical_reads: fmtInt,
  physical_writes: fmtInt,
  pool_hits: fmtInt,
  bpe_hits: fmtInt,
  bpe_writes: fmtInt,
  washed: fmtInt,
  bpe_pages: fmtInt,
  bpe_share: fmtPct,
  pool_pages: fmtInt,
};

/** The figures' labels in the page's language (read at call time). */
export function figureLabels(): Record<string, FigureLabel> {
  const w = words(FIGURE_WORDS).labels;
  return Object.fromEntries(
    Object.entries(FORMATS).map(([k, format]) => [k, { label: w[k]?.label ?? k, format, ...(w[k]?.hint ? { hint: w[k].hint } : {}) }]),
  );
}

/** The moments worth finding, named in the page's language. */
export function bpeMoments(): Record<string, string> {
  return words(FIGURE_WORDS).moments;
}

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
