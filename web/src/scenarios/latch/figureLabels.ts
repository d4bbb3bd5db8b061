/**
 * How each latch figure is named and formatted on screen. Waits are
 * counted as SQL Server's wait statistics count them: an insert granted
 * the latch at once is no wait.
 */
import type { FigureLabel } from '../../shell/lesson/module';
import { fmtInt, fmtPct } from '../../kit/text/format';
import { decimal, usText } from './words';
import { words } from '../../kit/i18n/words';
import { LATCH_LABEL_WORDS } from './figureLabels.i18n';

const us = (x: number) => usText(x);
const perSec = (x: number) => words(LATCH_LABEL_WORDS).perSec(fmtInt(Math.round(x)));

/** Each figure's format (the same in every language). */
const FORMATS: Record<string, (x: number) => string> = {
  rows_done: fmtInt,
  threads: fmtInt,
  cores: fmtInt,
  elapsed_s: (s) => words(LATCH_LABEL_WORDS).seconds(decimal(s, s < 10 ? 2 : 1)),
  rows_per_sec: perSec,
  latch_waits: fmtInt,
  latch_wait_mean_us: us,
  latch_wait_p99_us: us,
  page_splits: fmtInt,
  mid_splits: fmtInt,
  rows_per_page: fmtInt,
  leaf_pages: fmtInt,
  avg_leaf_density: fmtPct,
  context_switches: fmtInt,
  cpu_busy: fmtPct,
  flow_control_waits: fmtInt,
  insert_latency_mean_us: us,
};

/** The figures' labels in the page's language (read at call time). */
export function figureLabels(): Record<string, FigureLabel> {
  const names = words(LATCH_LABEL_WORDS).labels;
  return Object.fromEntries(
    Object.entries(FORMATS).map(([k, format]) => {
      const n = names[k];
      return [k, n.hint === undefined ? { label: n.label, format } : { label: n.label, format, hint: n.hint }];
    }),
  );
}

/** The scenario's moments in the page's language. */
export function latchMoments(): Record<string, string> {
  return words(LATCH_LABEL_WORDS).moments;
}

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
