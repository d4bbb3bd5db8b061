/**
 * Fillfactor: room left in every page at build time absorbs the day's
 * inserts; a sweep over the fillfactor shows the cliff, more days show
 * when the room runs out.
 */
import type { LessonModule } from '../../../../shell/lesson/module';
import { insertLoadUi } from '../..';
import { without } from '../../../../kit/charts/without';
import { FF_POINTS } from './points';
import { lazyComponent } from '../../../../shell/lesson/lazyChart';
import { CHECKPOINTS } from './checkpoints';
import { story } from './story';

// Loaded when first drawn (lazyChart.ts): not part of the lesson's first load.
const FillfactorChart = lazyComponent(async () => (await import('./FillfactorChart')).FillfactorChart);

export const lesson: LessonModule = {
  scenario: insertLoadUi,
  get checkpoints() {
    return CHECKPOINTS.list;
  },
  primaryParams: ['fillfactor', 'days', 'split_policy', 'nc_indexes', 'seed'],
  charts: [{ points: FF_POINTS, base: (p) => without(p, ['fillfactor']), Chart: FillfactorChart }],
  get otherEngines() {
    return story().otherEngines;
  },
  get story() {
    return story();
  },
};
