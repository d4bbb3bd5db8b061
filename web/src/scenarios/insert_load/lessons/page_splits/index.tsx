/**
 * Page splits: a perfectly ordered table receives a new date and every
 * instrument's page splits. The step view runs the same rows under both
 * split policies side by side.
 */
import type { LessonModule } from '../../../../shell/lesson/module';
import { insertLoadUi } from '../..';
import { CHECKPOINTS } from './checkpoints';
import { story } from './story';
import { PAGE_SPLITS_WORDS } from './words.i18n';
import { words } from '../../../../kit/i18n/words';

export const lesson: LessonModule = {
  scenario: insertLoadUi,
  primaryParams: ['table', 'split_policy', 'source_order', 'nc_indexes', 'locking', 'seed'],
  get checkpoints() {
    return CHECKPOINTS.list;
  },
  // Both split policies side by side on the same rows; a heap has no split
  // to compare, so it shows one table.
  stepVariants: (params) => {
    const w = words(PAGE_SPLITS_WORDS);
    return params.table === 'heap'
      ? [{ label: w.heap, params }]
      : [
          { label: w.mid, short: w.midShort, params: { ...params, split_policy: 'mid' } },
          { label: w.insertion, short: w.insertionShort, params: { ...params, split_policy: 'insertion_point' } },
        ];
  },
  stepNotes: (params) => ({
    split_policy: params.table === 'heap' ? words(PAGE_SPLITS_WORDS).heapNote : words(PAGE_SPLITS_WORDS).bothNote,
  }),
  get otherEngines() {
    return story().otherEngines;
  },
  get story() {
    return story();
  },
};
