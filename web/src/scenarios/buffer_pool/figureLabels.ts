/** How each buffer-pool figure is named and formatted on screen. */
import type { FigureLabel } from '../../shell/lesson/module';
import { fmtInt, fmtPct } from '../../kit/text/format';
import { words } from '../../kit/i18n/words';
import { currentLang, type Lang } from '../../kit/i18n/lang';
import { SCENARIO_WORDS } from './buffer_pool.i18n';

/** How each figure is formatted. */
const FORMATS: Record<string, (x: number) => string> = {
  references: fmtInt,
  trace_length: fmtInt,
  distinct_pages: fmtInt,
  frames: fmtInt,
  requests: fmtInt,
  hits: fmtInt,
  misses: fmtInt,
  hit_ratio: fmtPct,
  evictions: fmtInt,
  writes: fmtInt,
  dirty_ratio: fmtPct,
};

/** Each figure's label, hint and format, in the page's language (read when shown). */
export function figureLabels(): Record<string, FigureLabel> {
  const lang = currentLang();
  const cached = CACHE.get(lang);
  if (cached) return cached;
  const named = words(SCENARIO_WORDS).figures;
  const labels: Record<string, FigureLabel> = Object.fromEntries(
    Object.entries(FORMATS).map(([name, format]) => {
      const { label, hint } = named[name];
      return [name, hint === undefined ? { label, format } : { label, format, hint }];
    }),
  );
  CACHE.set(lang, labels);
  return labels;
}

/** One table a language, so the shell is given the same object each time it asks. */
const CACHE = new Map<Lang, Record<string, FigureLabel>>();

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
