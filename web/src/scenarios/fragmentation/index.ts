/**
 * The fragmentation scenario's UI kit: what every lesson on it shows the
 * same way: the narration of a request (counted from its events), its
 * event list, the counters, the full run's figures and the report of its
 * last measurement window.
 *
 * The folder holds everything only this scenario uses: this kit, its
 * words (`words.ts`: relations, requests, where a page was found),
 * narration, glossary, figure labels and report; `views/` (its view
 * kinds, `DATABASE_VIEWS`: the pool frame by frame, the tables' pages,
 * their tables) with their layout math in `layout/` (on the kit's cell
 * grids); its lesson in `lessons/fragmentation/`; its styles in
 * `fragmentation.css`.
 */
import { ownEvents, type FragEvent } from '../../shell/engine/types';
import type { ScenarioUi } from '../../shell/lesson/module';
import { describeEvent, describeEvents, headline, narrateStep } from './narrate';
import { words } from '../../kit/i18n/words';
import { figureLabels, FULL_FIGURES, STEP_COUNTERS } from './figureLabels';
import { FIGURE_WORDS } from './figureLabels.i18n';
import { glossary } from './glossary';
import { DATABASE_VIEWS } from './views/databaseViews';
import './fragmentation.css';
import { RULES } from './rules.i18n';
import { lazyComponent } from '../../shell/lesson/lazyChart';

// A full run's report, loaded when first drawn (lazyChart.ts): not part of a lesson's first load.
const GrowthReport = lazyComponent(async () => (await import('./GrowthReport')).GrowthReport);

/** The step view's small database, as its parameters say. */
const SMALL_SETUP = ['start_rows', 'rows', 'customers', 'shared_buffers_mb', 'file_cache_mb', 'archive_rows'];

export const fragmentationUi: ScenarioUi = {
  views: DATABASE_VIEWS,
  describeEvent,
  describeEvents,
  narrate: (step, events, params) => narrateStep(step, ownEvents<FragEvent>(events), params),
  headline: (step, events, params) => headline(step, ownEvents<FragEvent>(events), params),
  // No page strip to mark: the pool and the tables' pages show the request's pages.
  marks: () => [],
  // Read when shown: the words follow the page's language.
  get glossary() {
    return glossary();
  },
  get moments() {
    return { ...words(FIGURE_WORDS).moments };
  },
  get labels() {
    return figureLabels();
  },
  stepCounters: STEP_COUNTERS,
  fullFigures: FULL_FIGURES,
  FullExtras: GrowthReport,
  rules: RULES,
  stepTableNote: (params) =>
    SMALL_SETUP.filter((k) => params[k] !== undefined)
      .map((k) => `${k} ${params[k]}`)
      .join(', '),
};
