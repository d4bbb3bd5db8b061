/**
 * How each index-rebuild figure is named and formatted on screen. Times
 * are virtual seconds of the simulated rebuild.
 */
import type { FigureLabel } from '../../shell/lesson/module';
import { fmtInt, fmtPct } from '../../kit/text/format';
import { mbText, secText } from './words';

const secs = (s: number) => secText(s);
const mb = (x: number) => mbText(x);

export const FIGURE_LABELS: Record<string, FigureLabel> = {
  elapsed_s: { label: 'Elapsed', format: secs, hint: 'virtual time of the rebuild so far' },
  phase1_s: { label: 'Phase 1 (scan)', format: secs },
  phase2_s: { label: 'Phase 2 (merge)', format: secs, hint: 'wall time during which some group merged' },
  phase3_s: { label: 'Phase 3 (build)', format: secs, hint: 'wall time during which some group was built' },
  overlap_s: { label: 'Phases 2 and 3 at once', format: secs },
  single_thread_s: { label: 'The same with no threads', format: secs },
  speedup_vs_single_thread: { label: 'Speedup over no threads', format: (x) => `${x.toFixed(2)}×` },
  improvement_pct: { label: 'Faster than no threads', format: (x) => `${x.toFixed(1)}%`, hint: 'the article’s measure: 20%' },
  device_utilisation: { label: 'Sort devices busy', format: fmtPct, hint: 'mean busy share of the .srt devices' },
  device_wait_s: { label: 'Queued at the sort devices', format: secs, hint: 'requests waiting behind others, summed' },
  cpu_utilisation: { label: 'CPU busy', format: fmtPct },
  temp_space_mb: { label: 'Temp space', format: mb, hint: 'the largest area’s sort files' },
  files_open: { label: 'Sort files open', format: fmtInt },
  groups_used: { label: 'Sort groups used', format: fmtInt },
  threads_started: { label: 'Merge threads started', format: fmtInt },
  sort_memory_mb: { label: 'Sort memory', format: mb, hint: '-SG × -TB × (-TM + 1)' },
  merge_passes: { label: 'Merge passes (most)', format: fmtInt },
  runs: { label: 'Sorted runs', format: fmtInt },
  keys: { label: 'Keys', format: fmtInt },
  indexes: { label: 'Indexes', format: fmtInt },
  areas: { label: 'Areas', format: fmtInt },
  data_mb: { label: 'Data', format: mb },
  sort_mb: { label: 'Sort files', format: mb },
  threads: { label: 'Threads (-threadnum)', format: fmtInt },
  devices: { label: 'Sort devices', format: fmtInt },
  sort_groups: { label: 'Sort groups (-SG)', format: fmtInt },
};

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
