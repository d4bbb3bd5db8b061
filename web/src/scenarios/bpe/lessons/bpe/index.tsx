/**
 * SQL Server's buffer pool extension washed out by updates (the article on
 * SQL Server 2014's BPE): a small pool over a 1 GB table, an extension on
 * SSD warmed by scans, and runs of random single-row updates. The stage
 * draws both tiers and the table's pages by place; two buttons append a
 * checkpoint or a run of random reads to the plan; the charts run the
 * article's five setups and setup 4 run after run.
 */
import type { Params } from '../../../../shell/engine/types';
import type { LessonModule, StageAction } from '../../../../shell/lesson/module';
import { bpeUi } from '../..';
import { without } from '../../../../kit/charts/without';
import { SETUP_POINTS, washPoints } from './rows';
import { CHECKPOINTS } from './checkpoints';
import { story } from './story';
import { words } from '../../../../kit/i18n/words';
import { BPE_LESSON_WORDS } from './lesson.i18n';
import { lazyComponent } from '../../../../shell/lesson/lazyChart';

// Loaded when first drawn (lazyChart.ts): not part of the lesson's first load.
const WashChart = lazyComponent(async () => (await import('./WashChart')).WashChart);

// Loaded when first drawn (lazyChart.ts): not part of the lesson's first load.
const SetupsChart = lazyComponent(async () => (await import('./SetupsChart')).SetupsChart);

/** The phases of a plan, in order ("checkpoint,read" → ['checkpoint', 'read']). */
export function planPhases(plan: string | undefined): string[] {
  return (plan ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** `plan` with one more phase at its end: after the runs planned so far. */
export function appendPhase(all: Params, phase: string): Params {
  return { plan: [...planPhases(all.plan), phase].join(',') };
}

/** What the buttons have planned, in a sentence. */
export function planNote(all: Params): string {
  const w = words(BPE_LESSON_WORDS);
  const phases = planPhases(all.plan);
  if (phases.length === 0) return w.planEmpty;
  return w.planned(phases.map((p) => w.phases[p] ?? p).join(w.then));
}

export const ACTIONS: StageAction[] = [
  {
    // Getters: the words are read when the button renders, so a French or
    // Russian catalogue that loads after this module still names it.
    get label() {
      return words(BPE_LESSON_WORDS).checkpointLabel;
    },
    testId: 'action-checkpoint',
    get hint() {
      return words(BPE_LESSON_WORDS).checkpointHint;
    },
    patch: (all) => appendPhase(all, 'checkpoint'),
  },
  {
    get label() {
      return words(BPE_LESSON_WORDS).readLabel;
    },
    testId: 'action-read',
    get hint() {
      return words(BPE_LESSON_WORDS).readHint;
    },
    patch: (all) => appendPhase(all, 'read'),
  },
];

export const lesson: LessonModule = {
  scenario: bpeUi,
  primaryParams: ['setup', 'runs', 'plan', 'updates', 'cache_mb', 'bpe_mb', 'seed'],
  checkpoints: CHECKPOINTS.list,
  actions: ACTIONS,
  actionsNote: planNote,
  charts: [
    { points: SETUP_POINTS, base: (p) => without(p, ['setup', 'plan']), Chart: SetupsChart },
    { points: washPoints, base: (p) => without(p, ['setup', 'runs', 'plan']), Chart: WashChart },
  ],
  // Read at call time: the page's language.
  get otherEngines() {
    return story().otherEngines;
  },
  get story() {
    return story();
  },
};
