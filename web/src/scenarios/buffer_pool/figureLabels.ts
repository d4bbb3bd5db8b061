/** How each buffer-pool figure is named and formatted on screen. */
import type { FigureLabel } from '../../shell/lesson/module';
import { fmtInt, fmtPct } from '../../kit/text/format';

export const FIGURE_LABELS: Record<string, FigureLabel> = {
  references: { label: 'References made', format: fmtInt },
  trace_length: { label: 'References in the string', format: fmtInt },
  distinct_pages: { label: 'Distinct pages', format: fmtInt, hint: 'pages the string names: a pool this big never evicts' },
  frames: { label: 'Frames', format: fmtInt },
  requests: { label: 'References', format: fmtInt, hint: 'pages asked of the pool' },
  hits: { label: 'Hits', format: fmtInt, hint: 'the page was in a frame (the first policy’s, when several run)' },
  misses: { label: 'Misses', format: fmtInt, hint: 'the page had to be read from disk' },
  hit_ratio: { label: 'Hit ratio', format: fmtPct },
  evictions: { label: 'Evictions', format: fmtInt, hint: 'pages that left a full pool' },
  writes: { label: 'Pages written', format: fmtInt, hint: 'dirty pages written: by an eviction (it waits) or a checkpoint' },
  dirty_ratio: { label: 'Dirty at the end', format: fmtPct, hint: 'share of frames holding a changed page not yet written' },
};

/** The counters the step view shows, in order. */
export const STEP_COUNTERS: string[] = ['requests', 'hits', 'misses', 'evictions', 'writes', 'hit_ratio'];

/** The figures a full-scale run reports (the first policy's), in order. */
export const FULL_FIGURES: string[] = [
  'references',
  'distinct_pages',
  'frames',
  'hits',
  'misses',
  'hit_ratio',
  'evictions',
  'writes',
  'dirty_ratio',
];
