/**
 * A parallel index rebuild (Progress OpenEdge 10 `proutil idxbuild`,
 * Kbase P117178): the main process scans and writes each index's keys
 * into sort groups, threads merge groups at once, the main process builds
 * the B-trees as merges end. The stage draws a lane per worker and per
 * sort device (busy share and queue), and the sort groups flowing from
 * scan to merge to build; the charts run elapsed time against threads and
 * against sort groups for 1, 2 and 5 devices, with the article's 20%,
 * against threads for 1 to 8 CPUs, and against -SG for the article's
 * three databases, each judged by the engine (`ShapesChart`).
 */
import type { LessonModule, StageAction } from '../../../../shell/lesson/module';
import { idxbuildUi } from '../..';
import { CPUS_CHART, DATABASES_CHART, groupPoints, groupsBase, shapeBase, shapePoints, threadPoints, threadsBase } from './rows';
import { CHECKPOINTS } from './checkpoints';
import { words } from '../../../../kit/i18n/words';
import { LESSON_WORDS } from './lesson.i18n';
import { story } from './story';
import { lazyComponent } from '../../../../shell/lesson/lazyChart';

// Loaded when first drawn (lazyChart.ts): not part of the lesson's first load.
const CpusChart = lazyComponent(async () => (await import('./ShapesChart')).CpusChart);
const DatabasesChart = lazyComponent(async () => (await import('./ShapesChart')).DatabasesChart);

// Loaded when first drawn (lazyChart.ts): not part of the lesson's first load.
const GroupsChart = lazyComponent(async () => (await import('./ElapsedChart')).GroupsChart);
const ThreadsChart = lazyComponent(async () => (await import('./ElapsedChart')).ThreadsChart);

/**
 * The step view's preset (8 sort groups, 4 threads, 2 devices) puts two
 * threads on each disk; these set the threads and devices (into the link)
 * to see one disk for eight threads, or no threads at all.
 */
export const ACTIONS: StageAction[] = [
  {
    get label() {
      return words(LESSON_WORDS).actions.twoDisks.label;
    },
    testId: 'action-two-disks',
    get hint() {
      return words(LESSON_WORDS).actions.twoDisks.hint;
    },
    patch: () => ({ threads: '4', devices: '2' }),
  },
  {
    // threads=8 is the default but stays in the link: the step preset sets
    // 4 (state/params.ts keeps a default the step preset overrides).
    get label() {
      return words(LESSON_WORDS).actions.toll.label;
    },
    testId: 'action-toll',
    get hint() {
      return words(LESSON_WORDS).actions.toll.hint;
    },
    patch: () => ({ threads: '8', devices: '1' }),
  },
  {
    get label() {
      return words(LESSON_WORDS).actions.noThreads.label;
    },
    testId: 'action-no-threads',
    get hint() {
      return words(LESSON_WORDS).actions.noThreads.hint;
    },
    patch: () => ({ threads: '1' }),
  },
];

/** What the buttons do, in a sentence. */
export function threadsNote(): string {
  return words(LESSON_WORDS).actionsNote;
}

export const lesson: LessonModule = {
  scenario: idxbuildUi,
  get checkpoints() {
    return CHECKPOINTS.list;
  },
  primaryParams: ['database', 'threads', 'devices', 'sort_groups', 'rebuild', 'scale_pct', 'seed'],
  actions: ACTIONS,
  actionsNote: threadsNote,
  charts: [
    { points: threadPoints(), base: threadsBase, Chart: ThreadsChart },
    { points: groupPoints(), base: groupsBase, Chart: GroupsChart },
    { points: shapePoints(CPUS_CHART), base: shapeBase(CPUS_CHART), Chart: CpusChart },
    { points: shapePoints(DATABASES_CHART), base: shapeBase(DATABASES_CHART), Chart: DatabasesChart },
  ],
  get otherEngines() {
    return story().otherEngines;
  },
  get story() {
    const s = story();
    return { intro: s.intro, watch: s.watch };
  },
};
