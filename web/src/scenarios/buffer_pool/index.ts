/**
 * The buffer pool's UI kit: what every lesson on this scenario shows the
 * same way: the narration of a reference, its event list, the counters,
 * the full run's figures and every policy's beside them.
 *
 * The folder holds everything only this scenario uses: this kit, its
 * words (`words.ts`: policies, reasons, a frame's state), narration,
 * glossary, figure labels and report; `views/` (its view kinds,
 * `BUFFER_VIEWS`: the frames, their density, the reference string) with
 * their layout math in `layout/`; its lesson in `lessons/buffer_pool/`;
 * its styles in `buffer_pool.css`.
 */
import type { ScenarioUi } from '../../shell/lesson/module';
import { describeEvent, headline, narrateStep } from './narrate';
import { figureLabels, FULL_FIGURES, STEP_COUNTERS } from './figureLabels';
import { glossary } from './glossary';
import { words } from '../../kit/i18n/words';
import { SCENARIO_WORDS } from './buffer_pool.i18n';
import { BUFFER_VIEWS } from './views/bufferViews';
import './buffer_pool.css';
import { RULES } from './rules.i18n';
import { lazyComponent } from '../../shell/lesson/lazyChart';

// A full run's report, loaded when first drawn (lazyChart.ts): not part of a lesson's first load.
const PolicyReport = lazyComponent(async () => (await import('./PolicyReport')).PolicyReport);

export const bufferPoolUi: ScenarioUi = {
  views: BUFFER_VIEWS,
  describeEvent,
  // Each step-view simulation runs one pool (one variant a policy): its events name it.
  narrate: (step, events) => narrateStep(step, events),
  headline: (step, events) => headline(step, events),
  // No page strip to mark: the frames show what the step did.
  marks: () => [],
  // Read when shown: the page's language is set after the modules load.
  get glossary() {
    return glossary();
  },
  get moments() {
    return words(SCENARIO_WORDS).moments;
  },
  get labels() {
    return figureLabels();
  },
  stepCounters: STEP_COUNTERS,
  fullFigures: FULL_FIGURES,
  FullExtras: PolicyReport,
  // The step view runs the user's parameters as they are.
  rules: RULES,
  stepTableNote: () => '',
};
