/**
 * The index rebuild's UI kit: what every lesson on it shows the same way:
 * the narration of a step (one milestone, told from its event), its event
 * list, the counters, the full run's figures and where its time went.
 *
 * The folder holds everything only this scenario uses: this kit, its
 * words (`words.ts`), narration, glossary, figure labels and report;
 * `views/` (its view kinds, `IDXBUILD_VIEWS`: the timeline and the sort
 * groups, their tables) with their layout math in `layout/`; its lesson
 * in `lessons/idxbuild/`. Its pictures' lanes are styled by the kit.
 */
import { ownEvents, type IdxEvent } from '../../shell/engine/types';
import type { ScenarioUi } from '../../shell/lesson/module';
import { describeEvent, headline, narrateStep } from './narrate';
import { figureLabels, FULL_FIGURES, STEP_COUNTERS } from './figureLabels';
import { IDX_FIGURE_WORDS } from './figureLabels.i18n';
import { words } from '../../kit/i18n/words';
import { glossary } from './glossary';
import { IDXBUILD_VIEWS } from './views/idxbuildViews';
import { RULES } from './rules.i18n';
import { lazyComponent } from '../../shell/lesson/lazyChart';

// A full run's report, loaded when first drawn (lazyChart.ts): not part of a lesson's first load.
const PhasesReport = lazyComponent(async () => (await import('./PhasesReport')).PhasesReport);

/** The step view's small run, as its parameters say. */
const SMALL_SETUP = ['sort_groups', 'threads', 'devices'];

export const idxbuildUi: ScenarioUi = {
  views: IDXBUILD_VIEWS,
  describeEvent: (e) => describeEvent(e as IdxEvent),
  narrate: (step, events, params) => narrateStep(step, ownEvents<IdxEvent>(events), params),
  headline: (step, events, params) => headline(step, ownEvents<IdxEvent>(events), params),
  // No page strip: the timeline and the sort groups show the step.
  marks: () => [],
  get glossary() {
    return glossary();
  },
  get moments() {
    return words(IDX_FIGURE_WORDS).moments;
  },
  get labels() {
    return figureLabels();
  },
  stepCounters: STEP_COUNTERS,
  fullFigures: FULL_FIGURES,
  FullExtras: PhasesReport,
  rules: RULES,
  stepTableNote: (params) =>
    SMALL_SETUP.filter((k) => params[k] !== undefined)
      .map((k) => `${k} ${params[k]}`)
      .join(', '),
};
