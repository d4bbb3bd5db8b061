/**
 * Fragmentation under a mixed load (the PostgreSQL article): the same ten
 * sessions against one table in arrival order (fragmented) and against a
 * current table plus an archive sorted by customer (defragmented), side by
 * side in the step view on the same seed; the charts run both layouts at
 * full scale and draw the table's growth as the runs go.
 */
import type { Params } from '../../../../shell/engine/types';
import type { LessonModule, Variant } from '../../../../shell/lesson/module';
import { fragmentationUi } from '../..';
import { without } from '../../../../kit/charts/without';
import { CHECKPOINTS } from './checkpoints';
import { words } from '../../../../kit/i18n/words';
import { LESSON_TEXT } from './lesson.i18n';
import { story } from './story';
import { lazyComponent } from '../../../../shell/lesson/lazyChart';

// Loaded when first drawn (lazyChart.ts): not part of the lesson's first load.
const GrowthCharts = lazyComponent(async () => (await import('./GrowthCharts')).GrowthCharts);

/**
 * Both layouts side by side on the same seed: the same requests start in
 * the same order. The step view runs the mix all along (`every` 0), so
 * every step is a request to watch.
 */
export function layoutVariants(params: Params): Variant[] {
  const w = words(LESSON_TEXT);
  const step = { ...params, every: '0' };
  return [
    { ...w.fragmented, params: { ...step, layout: 'fragmented' } },
    { ...w.defragmented, params: { ...step, layout: 'defragmented' } },
  ];
}

/** Controls the step view sets itself, and what they still set. */
export function layoutNotes(): Record<string, string> {
  return { ...words(LESSON_TEXT).notes };
}

export const lesson: LessonModule = {
  scenario: fragmentationUi,
  checkpoints: CHECKPOINTS.list,
  primaryParams: ['layout', 'rows', 'shared_buffers_mb', 'file_cache_mb', 'customers', 'archive_rows', 'disks', 'seed'],
  stepVariants: layoutVariants,
  stepNotes: layoutNotes,
  charts: [
    {
      points: [{ layout: 'fragmented' }, { layout: 'defragmented' }],
      base: (p) => without(p, ['layout']),
      Chart: GrowthCharts,
      live: true,
    },
  ],
  // Read when shown: the words follow the page's language.
  get otherEngines() {
    return story().otherEngines;
  },
  get story() {
    return story();
  },
};
