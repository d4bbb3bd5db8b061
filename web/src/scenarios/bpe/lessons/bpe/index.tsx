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
import { words, type Catalogue } from '../../../../kit/i18n/words';
import { currentLang, LANGS } from '../../../../kit/i18n/lang';
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

function actionsIn(lang: (typeof LANGS)[number]): StageAction[] {
  const w = BPE_LESSON_WORDS[lang];
  return [
    {
      label: w.checkpointLabel,
      testId: 'action-checkpoint',
      hint: w.checkpointHint,
      patch: (all) => appendPhase(all, 'checkpoint'),
    },
    {
      label: w.readLabel,
      testId: 'action-read',
      hint: w.readHint,
      patch: (all) => appendPhase(all, 'read'),
    },
  ];
}

/** The buttons in each language (one array each, so the page keeps the same objects). */
const ACTIONS_IN = Object.fromEntries(LANGS.map((l) => [l, actionsIn(l)])) as Catalogue<StageAction[]>;

/** The buttons in English (the tests'); the lesson gives the page's language's. */
export const ACTIONS: StageAction[] = ACTIONS_IN.en;

export const lesson: LessonModule = {
  scenario: bpeUi,
  primaryParams: ['setup', 'runs', 'plan', 'updates', 'cache_mb', 'bpe_mb', 'seed'],
  checkpoints: CHECKPOINTS.list,
  get actions() {
    return ACTIONS_IN[currentLang()];
  },
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
