/** The lesson page's own words: its sections, sharing, moments, presets. */
import { lazyCatalogue, type Catalogue } from '../../kit/i18n/words';

const en = {
  loadingLesson: 'Loading the lesson…',
  stepByStep: 'Step by step',
  /** A run past pagelab's limits (the engine's English says which run; these, the limit and what to change). */
  budgetMemory: (needs: string, limit: string, advice: string) =>
    `This run would need about ${needs} MB; at most ${limit} MB in pagelab: ${advice}`,
  budgetTime: (needs: string, limit: string, advice: string) =>
    `This run would take about ${needs} s; at most ${limit} s in pagelab: ${advice}`,
  couldNotCheck: (why: string) => `Could not check the parameters: ${why}`,
  stepCannotUse: (why: string) => `The step view cannot use these parameters: ${why}.`,
  stepFailed: (why: string) => `The step view failed: ${why}`,
  /** A lesson's course package carries its own lesson's engine only (scripts/package.mjs). */
  engineMissing:
    "This copy of pagelab does not carry this lesson's engine: a lesson's course package holds its own lesson's engine only. Open the lesson in the whole site or in its own package.",
  conflictsWith: (param: string) => `Conflicts with ${param}: see its message.`,
  /** Between a label and what it labels. */
  colon: ': ',
  close: 'Close',
  cpFailed: (why: string) => `The question could not be prepared: ${why}`,
  goOn: 'Go on',
  preparing: 'Preparing a question…',
  predict: (step: string) => `Predict: step ${step}`,
  enginesAnswer: ' — the engine’s answer',
  check: 'Check',
  right: 'Right.',
  notThisTime: 'Not this time.',
  seeStep: (step: string) => `See step ${step}`,
  needsFix: 'Nothing to show yet: the parameters need a fix.',
  stopped: 'The step view stopped.',
  building: 'Building the small table…',
  stepView: 'step view',
  stepViewOf: (label: string) => `step view, ${label}`,
  countersSoFar: 'Counters so far',
  whatHappened: (n: string) => `What happened in this step (${n} events)`,
  pastEnd: (step: string, last: string) => `The link’s step ${step} is past the last step, ${last}: showing step ${last}.`,
  smallSetup: (setup: string) => `Step view: a small setup (${setup}). Your other parameters apply as set.`,
  /** The step view kept its small setup's values where the user's cannot run step by step (worker/stepSetup.ts). */
  keptSetup: (list: string) =>
    `Step by step, this view keeps its own ${list}: yours cannot run one step at a time. The full run and the charts use yours.`,
  keptOne: (name: string, kept: string, yours: string) => `${name} ${kept} (yours: ${yours})`,
  changeRun: 'Change the run',
  parameters: 'Parameters',
  setByCourse: ' (set by the course)',
  whatMeasured: 'What the article measured',
  aboutLesson: 'About this lesson',
  otherEngines: 'In other engines',
  runCases: 'Run the article’s cases',
  /** A chart whose point the full-scale run computes, its own runs done. */
  waitingForFull: 'Waiting for the full-scale run, which computes the rest',
  blockedAll: (why: string) => `These parameters cannot run: ${why}`,
  blockedTogether: (names: string) => `These parameters cannot run together: ${names}. Each marked control says why.`,
  blockedOne: (name: string) => `The parameter ${name} needs a fix: its control says why.`,
  /** A button after `blockedOne` / `blockedTogether` that shows the control. */
  goToParam: (name: string) => `Go to ${name}`,
  shareLink: 'Share link',
  embed: 'Embed…',
  linkCopied: 'Link copied.',
  copyThis: (href: string) => `Copy this link: ${href}`,
  try: 'Try',
  jumpGroup: 'Jump to a moment',
  whichMoments: 'Which moments to jump between',
  anyMoment: 'any moment',
  moment: 'moment',
  jumpLabel: (way: 'previous' | 'next', name: string, step: string | null) =>
    `${way === 'previous' ? 'Previous' : 'Next'} ${name}${step !== null ? `, step ${step}` : ''}`,
  jumpTitle: (way: 'previous' | 'next', name: string, step: string | null) =>
    step !== null
      ? `${way === 'previous' ? 'Previous' : 'Next'} ${name}: step ${step}`
      : `No ${name} ${way === 'previous' ? 'before' : 'after'} this step`,
  notRun: 'Not run.',
};

export type LessonWords = typeof en;

export const LESSON_WORDS: Catalogue<LessonWords> = lazyCatalogue<LessonWords>(en, {
  fr: () => import('./lesson.i18n.fr').then((m) => m.fr),
  ru: () => import('./lesson.i18n.ru').then((m) => m.ru),
});
