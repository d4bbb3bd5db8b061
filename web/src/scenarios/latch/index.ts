/**
 * The latch scenario's UI kit: what every lesson on it shows the same
 * way: the narration of a step (counted from its events), its event list,
 * the counters, the full run's figures and its waits by page.
 *
 * The folder holds everything only this scenario uses: this kit, its
 * words (`words.ts`), narration, glossary, figure labels and report;
 * `views/` (its view kinds, `LATCH_VIEWS`: the sessions' lanes, the hot
 * pages' queues, their tables) with their layout math in `layout/`; its
 * lesson in `lessons/latch/`; its styles in `latch.css`.
 */
import { ownEvents, type LatchEvent } from '../../shell/engine/types';
import type { ScenarioUi } from '../../shell/lesson/module';
import { describeEvent, headline, narrateStep } from './narrate';
import { figureLabels, FULL_FIGURES, latchMoments, STEP_COUNTERS } from './figureLabels';
import { glossary } from './glossary';
import { LATCH_VIEWS } from './views/latchViews';
import './latch.css';
import { RULES } from './rules.i18n';
import { lazyComponent } from '../../shell/lesson/lazyChart';

// A full run's report, loaded when first drawn (lazyChart.ts): not part of a lesson's first load.
const WaitsReport = lazyComponent(async () => (await import('./WaitsReport')).WaitsReport);

/** The step view's small run, as its parameters say. */
const SMALL_SETUP = ['threads', 'cores', 'rows'];

export const latchUi: ScenarioUi = {
  views: LATCH_VIEWS,
  describeEvent: (e) => describeEvent(e as LatchEvent),
  narrate: (step, events, params) => narrateStep(step, ownEvents<LatchEvent>(events), params),
  headline: (step, events, params) => headline(step, ownEvents<LatchEvent>(events), params),
  // No page strip to mark: the lanes and the queues show the step's pages.
  marks: () => [],
  // Read at call time: the page's language.
  get glossary() {
    return glossary();
  },
  get moments() {
    return latchMoments();
  },
  get labels() {
    return figureLabels();
  },
  stepCounters: STEP_COUNTERS,
  fullFigures: FULL_FIGURES,
  FullExtras: WaitsReport,
  rules: RULES,
  stepTableNote: (params) =>
    SMALL_SETUP.filter((k) => params[k] !== undefined)
      .map((k) => `${k} ${params[k]}`)
      .join(', '),
};
