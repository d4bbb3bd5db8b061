/**
 * The index rebuild's figures on screen (`figureLabels.ts`): each one's
 * label and hint, and the moments the stage jumps between.
 */
import { lazyCatalogue, type Catalogue } from '../../kit/i18n/words';

const en = {
  labels: {
    elapsed_s: 'Elapsed',
    phase1_s: 'Phase 1 (scan)',
    phase2_s: 'Phase 2 (merge)',
    phase3_s: 'Phase 3 (build)',
    overlap_s: 'Phases 2 and 3 at once',
    single_thread_s: 'The same with no threads',
    speedup_vs_single_thread: 'Speedup over no threads',
    improvement_pct: 'Faster than no threads',
    device_utilisation: 'Sort devices busy',
    device_wait_s: 'Queued at the sort devices',
    cpu_utilisation: 'CPU busy',
    temp_space_mb: 'Temp space',
    files_open: 'Sort files open',
    groups_used: 'Sort groups used',
    threads_started: 'Merge threads started',
    sort_memory_mb: 'Sort memory',
    merge_passes: 'Merge passes (most)',
    runs: 'Sorted runs',
    keys: 'Keys',
    indexes: 'Indexes',
    areas: 'Areas',
    data_mb: 'Data',
    sort_mb: 'Sort files',
    threads: 'Threads (-threadnum)',
    devices: 'Sort devices',
    sort_groups: 'Sort groups (-SG)',
  },
  hints: {
    elapsed_s: 'virtual time of the rebuild so far',
    phase2_s: 'wall time during which some group merged',
    phase3_s: 'wall time during which some group was built',
    improvement_pct: 'the article’s measure: 20%',
    device_utilisation: 'mean busy share of the .srt devices',
    device_wait_s: 'requests waiting behind others, summed',
    temp_space_mb: 'the largest area’s sort files',
  },
  pct: (x: string) => `${x}%`,
  moments: { phase: 'phase change' },
};

export type IdxFigureWords = typeof en;

export const IDX_FIGURE_WORDS: Catalogue<IdxFigureWords> = lazyCatalogue<IdxFigureWords>(en, {
  fr: () => import('./figureLabels.i18n.fr').then((m) => m.fr),
  ru: () => import('./figureLabels.i18n.ru').then((m) => m.ru),
});
