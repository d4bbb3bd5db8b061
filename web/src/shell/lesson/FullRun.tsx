/**
 * The full-scale run of the user's parameters (lesson defaults otherwise):
 * progress, cancel, every figure the scenario reports, its reports
 * (`ScenarioUi.FullExtras`), and the end state's pictures, each drawn by
 * the component of its view kind.
 */
import { Suspense, useRef } from 'react';
import type { LessonInfo, Params } from '../engine/types';
import type { FullResult } from '../worker/protocol';
import type { RunState } from '../state/runState';
import { RunPanel } from '../../kit/components/RunPanel';
import { FixLinks } from './FixLinks';
import { FigureList } from '../../kit/components/FigureList';
import { instrumentColours, maxOf } from '../../kit/charts/colours';
import { viewOf, viewsIn, type ViewContext } from '../views/registry';
import type { ScenarioUi } from './module';
import { downloadCsv, downloadText, runFileName, scalarFigures } from '../../kit/text/exportData';
import { PictureExport } from '../export/PictureExport';
import { useWords } from '../../kit/i18n/words';
import { LESSON_WORDS } from './lesson.i18n';
import { BELOW_WORDS } from './below.i18n';

export interface FullRunResult extends FullResult {
  /** The run's parameters, as a run key (stale when they changed since). */
  key: string;
  /** The parameters the reader set for it (the lesson's defaults for the rest): saved with its figures. */
  params: Params;
}

interface Props {
  info: LessonInfo;
  /** The lesson's title in the page's language (the pictures' file names it). */
  title?: string;
  ui: ScenarioUi;
  state: RunState;
  result: FullRunResult | null;
  stale: boolean;
  onRun: () => void;
  onCancel: () => void;
  apply: (patch: Params) => void;
  /** The parameters cannot run together (the controls say why). */
  blocked?: string | null;
  /** The parameters `blocked` names (StepPlayer's `fixParams`). */
  fixParams?: readonly string[];
}

export function FullRun({ info, title, ui, state, result, stale, onRun, onCancel, apply, blocked = null, fixParams = [] }: Props) {
  const Extras = ui.FullExtras;
  const w = { ...useWords(LESSON_WORDS), ...useWords(BELOW_WORDS) };
  return (
    <section className="full-run" aria-labelledby="full-run-title">
      <h3 id="full-run-title">{w.fullScale}</h3>
      <p className="muted">{w.fullIntro}</p>
      {blocked ? (
        <p className="notice" data-testid="full-blocked">
          {w.notRun} {blocked} <FixLinks names={fixParams} />
        </p>
      ) : (
        <RunPanel
          state={state}
          onRun={onRun}
          onCancel={onCancel}
          runLabel={w.runFull}
          testIds={{ run: 'run-full', progress: 'run-progress', cancel: 'cancel-run' }}
        />
      )}
      {result && (
        <div className={stale ? 'is-stale' : undefined}>
          {stale && <p className="notice">{w.staleResults}</p>}
          <div className="full-grid">
            <FigureList figures={result.figures} names={ui.fullFigures} labels={ui.labels} testIdPrefix="full-figure-" />
            {/* A scenario's report may load when first drawn (lazyChart.ts). */}
            {Extras && (
              <Suspense fallback={null}>
                <Extras figures={result.figures} info={info} apply={apply} />
              </Suspense>
            )}
          </div>
          <p className="small export-links">
            {w.downloadFigures}{' '}
            <button
              type="button"
              className="small"
              data-testid="export-figures-csv"
              onClick={() =>
                downloadCsv(`${figuresFile(info.id, result.params)}.csv`, [
                  ['figure', 'value'],
                  ...scalarFigures(result.figures),
                  // The run's parameters below its figures: two runs saved
                  // side by side say which is which.
                  [],
                  ['parameter', 'value'],
                  ...Object.entries(result.params),
                ])
              }
            >
              CSV
            </button>{' '}
            <button
              type="button"
              className="small"
              data-testid="export-figures-json"
              onClick={() =>
                downloadText(
                  `${figuresFile(info.id, result.params)}.json`,
                  'application/json',
                  JSON.stringify({ lesson: info.id, params: result.params, figures: result.figures }, null, 2),
                )
              }
            >
              JSON
            </button>
          </p>
          <EndViews result={result} ui={ui} lesson={info.id} title={title ?? info.id} />
        </div>
      )}
    </section>
  );
}

/** A run's figures' file name: the lesson, then the parameters set (two runs saved do not overwrite each other). */
function figuresFile(lesson: string, params: Params): string {
  return runFileName(`pagelab-${lesson}-figures`, params);
}

/** The pictures of the run's end state. */
function EndViews({ result, ui, lesson, title }: { result: FullRunResult; ui: ScenarioUi; lesson: string; title: string }) {
  const pictures = useRef<HTMLDivElement>(null);
  const w = { ...useWords(LESSON_WORDS), ...useWords(BELOW_WORDS) };
  const strip = viewOf(result.views, 'page_strip');
  const ctx: ViewContext = {
    mode: 'full',
    events: [],
    played: 0,
    revealed: [],
    marks: [],
    colour: instrumentColours(strip ? maxOf(strip.group) : 1),
    compact: false,
    headingLevel: 4,
    testId: 'page-view-full',
    caption: w.wholeTable,
    kinds: ui.views,
  };
  return (
    <>
      <div ref={pictures}>
        {viewsIn('main', result.views, ctx)}
        {viewsIn('detail', result.views, ctx)}
      </div>
      <PictureExport
        target={pictures}
        name={`pagelab-${lesson}-full-run`}
        label={w.savePictures}
        testId="full"
        caption={{ title: `${title} · ${w.fullScale}`, lines: paramsLine(result.params) }}
      />
    </>
  );
}

/** The run's parameters as one line (`fillfactor=80, seed=7`), none for the defaults. */
function paramsLine(params: Params): string[] {
  const set = Object.entries(params).map(([k, v]) => `${k}=${v}`);
  return set.length > 0 ? [set.join(', ')] : [];
}
