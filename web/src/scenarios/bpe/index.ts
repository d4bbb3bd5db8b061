/**
 * The bpe scenario's UI kit: what every lesson on it shows the same way:
 * the narration of a request or a checkpoint (counted from its events),
 * its event list, the counters, the full run's figures and its runs'
 * times beside the article's.
 *
 * The folder holds everything only this scenario uses: this kit, its
 * words (`words.ts`), narration, glossary, figure labels and report;
 * `views/` (its view kind, `EXTENSION_VIEWS`: the tiers, their drawing
 * and tables) with their layout math in `layout/` (on the kit's cell
 * grids); its lesson in `lessons/bpe/`; its styles in `bpe.css`.
 */
import { ownEvents, type BpeEvent } from '../../shell/engine/types';
import type { ScenarioUi } from '../../shell/lesson/module';
import { describeEvent, headline, narrateStep } from './narrate';
import { bpeMoments, figureLabels, FULL_FIGURES, STEP_COUNTERS } from './figureLabels';
import { glossary } from './glossary';
import { EXTENSION_VIEWS } from './views/extensionViews';
import './bpe.css';
import { RULES } from './rules.i18n';
import { lazyComponent } from '../../shell/lesson/lazyChart';

// A full run's report, loaded when first drawn (lazyChart.ts): not part of a lesson's first load.
const RunsReport = lazyComponent(async () => (await import('./RunsReport')).RunsReport);

/** The step view's small table, as its parameters say. */
const SMALL_SETUP = ['rows', 'cache_mb', 'bpe_mb', 'updates', 'runs'];

export const bpeUi: ScenarioUi = {
  views: EXTENSION_VIEWS,
  describeEvent,
  narrate: (step, events, params) => narrateStep(step, ownEvents<BpeEvent>(events), params),
  headline: (step, events, params) => headline(step, ownEvents<BpeEvent>(events), params),
  // No page strip to mark: the tiers' picture shows the step's pages.
  marks: () => [],
  // Read at call time: the page's language.
  get glossary() {
    return glossary();
  },
  get moments() {
    return bpeMoments();
  },
  get labels() {
    return figureLabels();
  },
  stepCounters: STEP_COUNTERS,
  fullFigures: FULL_FIGURES,
  FullExtras: RunsReport,
  rules: RULES,
  stepTableNote: (params) =>
    SMALL_SETUP.filter((k) => params[k] !== undefined)
      .map((k) => `${k} ${params[k]}`)
      .join(', '),
};
