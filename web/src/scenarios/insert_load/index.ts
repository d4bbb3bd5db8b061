/**
 * The insert load's UI kit: what every lesson on this scenario (page
 * splits, fillfactor, ascending inserts) shows the same way: the narration
 * of a step, its event list and route, the pages it marks, its counters and
 * the full run's reports.
 *
 * The folder holds everything only this scenario uses: this kit, its
 * narration, glossary, figure labels, marks, the step's route
 * (`StepPath`) and the full run's reports (sp_sysmon, day by day);
 * `charts/` (day by day, the fillfactor sweep, the grouped bars); its
 * lessons in `lessons/` (page_splits, fillfactor, ascending_inserts); its
 * styles in `insert_load.css`. Its pictures (the page strip, the tree
 * levels) are the kit's page views, registered here (`views/pageViews`).
 */
import type { ScenarioEvent } from '../../shell/engine/types';
import type { ScenarioUi } from '../../shell/lesson/module';
import { describeEvent, headline, narrateStep } from './narrate';
import { figureLabels, FULL_FIGURES, STEP_COUNTERS } from './figureLabels';
import { marksOf } from './marks';
import { StepPath } from './StepPath';
import { lazyComponent } from '../../shell/lesson/lazyChart';
import { glossary } from './glossary';
import { words } from '../../kit/i18n/words';
import { STAGE_WORDS } from './stage.i18n';
import './insert_load.css';
import { RULES } from './rules.i18n';
import { PAGE_VIEWS } from './views/pageViews';

// Loaded when first drawn (lazyChart.ts): not part of the lesson's first load.
const FullExtras = lazyComponent(async () => (await import('./FullExtras')).FullExtras);

/** The step view's small table, as its parameters say. */
const SMALL_TABLE = ['rows', 'inserted_rows', 'days'];

export const insertLoadUi: ScenarioUi = {
  describeEvent,
  narrate: (step, events, params) => narrateStep(step, events, { splitPolicy: params.split_policy }),
  headline: (step, events, params) => headline(step, events, { splitPolicy: params.split_policy }),
  marks: marksOf,
  // Read at call time: the page's language.
  get glossary() {
    return glossary();
  },
  get moments() {
    return words(STAGE_WORDS).moments;
  },
  Route: StepPath as ScenarioUi['Route'],
  get labels() {
    return figureLabels();
  },
  stepCounters: STEP_COUNTERS,
  fullFigures: FULL_FIGURES,
  FullExtras,
  rules: RULES,
  views: PAGE_VIEWS,
  stepTableNote: (params) =>
    Object.entries(params)
      .filter(([k]) => SMALL_TABLE.includes(k))
      .map(([k, v]) => `${k} ${v}`)
      .join(', '),
};

export type { ScenarioEvent };
