/**
 * How each index-rebuild figure is named and formatted on screen. Times
 * are virtual seconds of the simulated rebuild.
 */
import type { FigureLabel } from '../../shell/lesson/module';
import { fmtInt, fmtPct } from '../../kit/text/format';
import { words } from '../../kit/i18n/words';
import { fix, mbText, secText } from './words';
import { IDX_FIGURE_WORDS, type IdxFigureWords } from './figureLabels.i18n';

const secs = (s: number) => secText(s);
const mb = (x: number) => mbText(x);

type Key = keyof IdxFigureWords['labels'];
type Hint = keyof IdxFigureWords['hints'];

/** Each figure's format, and its hint where it has one (a formula stays as it is). */
const FORMATS: Record<Key, { format: (x: number) => string; hint?: Hint | { same: string } }> = {
  elapsed_s: { format: secs, hint: 'elapsed_s' },
  phase1_s: { format: secs },
  phase2_s: { format: secs, hint: 'phase2_s' },
  phase3_s: { format: secs, hint: 'phase3_s' },
  overlap_s: { format: secs },
  single_thread_s: { format: secs },
  speedup_vs_single_thread: { format: (x) => `${fix(x, 2)}×` },
  improvement_pct: { format: (x) => words(IDX_FIGURE_WORDS).pct(fix(x, 1)), hint: 'improvement_pct' },
  device_utilisation: { format: fmtPct, hint: 'device_utilisation' },
  device_wait_s: { format: secs, hint: 'device_wait_s' },
  cpu_utilisation: { format: fmtPct },
  temp_space_mb: { format: mb, hint: 'temp_space_mb' },
  files_open: { format: fmtInt },
  groups_used: { format: fmtInt },
  threads_started: { format: fmtInt },
  sort_memory_mb: { format: mb, hint: { same: '-SG × -TB × (-TM + 1)' } },
  merge_passes: { format: fmtInt },
  runs: { format: fmtInt },
  keys: { format: fmtInt },
  indexes: { format: fmtInt },
  areas: { format: fmtInt },
  data_mb: { format: mb },
  sort_mb: { format: mb },
  threads: { format: fmtInt },
  devices: { format: fmtInt },
  sort_groups: { format: fmtInt },
};

/** The figures' labels in the page's language (read when the shell asks). */
export function figureLabels(): Record<string, FigureLabel> {
  const w = words(IDX_FIGURE_WORDS);
  const out: Record<string, FigureLabel> = {};
  for (const [k, f] of Object.entries(FORMATS) as [Key, (typeof FORMATS)[Key]][]) {
    const hint = f.hint === undefined ? undefined : typeof f.hint === 'string' ? w.hints[f.hint] : f.hint.same;
    out[k] = hint === undefined ? { label: w.labels[k], format: f.format } : { label: w.labels[k], format: f.format, hint };
  }
  return out;
}

/** The counters the step view shows, in order. */
export const STEP_COUNTERS: string[] = ['elapsed_s', 'cpu_utilisation', 'device_utilisation', 'device_wait_s', 'temp_space_mb', 'files_open', 'threads_started', 'merge_passes'];

/** The figures a full-scale run reports, in order. */
export const FULL_FIGURES: string[] = [
  'elapsed_s',
  'improvement_pct',
  'single_thread_s',
  'speedup_vs_single_thread',
  'phase1_s',
  'phase2_s',
  'phase3_s',
  'overlap_s',
  'cpu_utilisation',
  'device_utilisation',
  'device_wait_s',
  'temp_space_mb',
  'files_open',
  'groups_used',
  'threads_started',
  'sort_memory_mb',
  'merge_passes',
  'runs',
  'keys',
  'indexes',
  'areas',
  'data_mb',
  'sort_mb',
];
