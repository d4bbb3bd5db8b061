/**
 * Ascending inserts: ASE's split at the insertion point under four sort
 * orders of the source, against a heap; only the full clustered-key order
 * wins, and the win is in the log, not the pages.
 */
import type { LessonModule } from '../../../../shell/lesson/module';
import { insertLoadUi } from '../..';
import { without } from '../../../../kit/charts/without';
import { BAR_POINTS } from './points';
import { lazyComponent } from '../../../../shell/lesson/lazyChart';
import { CHECKPOINTS } from './checkpoints';
import { story } from './story';

// Loaded when first drawn (lazyChart.ts): not part of the lesson's first load.
const AscendingChart = lazyComponent(async () => (await import('./AscendingChart')).AscendingChart);

export const lesson: LessonModule = {
  scenario: insertLoadUi,
  get checkpoints() {
    return CHECKPOINTS.list;
  },
  primaryParams: ['source_order', 'split_policy', 'table', 'nc_indexes', 'seed'],
  charts: [
    { points: BAR_POINTS, base: (p) => without(p, ['source_order', 'split_policy', 'table']), Chart: AscendingChart },
  ],
  get otherEngines() {
    return story().otherEngines;
  },
  get story() {
    return story();
  },
};
