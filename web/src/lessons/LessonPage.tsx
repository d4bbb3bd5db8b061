/**
 * One lesson: its story and the article's figures beside ours, the
 * parameters, the step-by-step view, the lesson's chart and the
 * full-scale run. Owns the lesson's state; the views below are
 * presentational.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LessonInfo, Params } from '../engine/types';
import { effectiveParams } from '../state/params';
import type { UrlProblem } from '../state/urlState';
import { useJob } from '../hooks/useJob';
import { ParamControls } from '../components/ParamControls';
import { RunPanel } from '../components/RunPanel';
import { articleCases } from './articleCases';
import { STORIES } from './narratives';
import { ArticleTable } from './ArticleTable';
import { StepSection, type Variant } from './StepSection';
import { FullRunSection, MORE_DAYS, type FullResult } from './FullRunSection';
import { FillfactorChart, FF_POINTS } from './FillfactorChart';
import { AscendingChart, BAR_POINTS } from './AscendingChart';
import { useLessonParams } from './useLessonParams';
import { useAutoSweep, useResults } from './useResults';

const PRIMARY: Record<string, string[]> = {
  page_splits: ['table', 'split_policy', 'source_order', 'nc_indexes', 'locking', 'seed'],
  fillfactor: ['fillfactor', 'days', 'split_policy', 'nc_indexes', 'seed'],
  ascending_inserts: ['source_order', 'split_policy', 'table', 'nc_indexes', 'seed'],
};

const NO_POINTS: Params[] = [];

function without(p: Params, names: string[]): Params {
  return Object.fromEntries(Object.entries(p).filter(([k]) => !names.includes(k)));
}

interface Props {
  info: LessonInfo;
  initialParams: Params;
  initialStep: number;
  problems: UrlProblem[];
  onParams: (p: Params) => void;
  onStep: (step: number) => void;
  /** Embed mode: the page's h1 already names the lesson, so its h2 is kept for screen readers only. */
  embed?: boolean;
}

export function LessonPage({ info, initialParams, initialStep, problems, onParams, onStep, embed = false }: Props) {
  const lp = useLessonParams(info, initialParams, problems);
  const { params } = lp;
  useEffect(() => onParams(params), [params, onParams]);
  const defaults = useMemo(() => effectiveParams(info.params, {}), [info]);
  const res = useResults(info);
  const cases = useMemo(() => articleCases(info), [info]);
  const story = STORIES[info.id];

  // Article cases: lesson defaults + each case's settings.
  const casesJob = useJob();
  const casePoints = useMemo(() => cases.map((c) => c.params), [cases]);
  const runCases = useAutoSweep(casesJob.runSweep, info, {}, casePoints, res);

  // The lesson's chart.
  const chartJob = useJob();
  const chartBase = useMemo(() => {
    if (info.id === 'fillfactor') return without(params, ['fillfactor']);
    if (info.id === 'ascending_inserts') return without(params, ['source_order', 'split_policy', 'table']);
    return {};
  }, [info.id, params]);
  const chartPoints =
    info.id === 'fillfactor' ? FF_POINTS : info.id === 'ascending_inserts' ? BAR_POINTS : NO_POINTS;
  const runChart = useAutoSweep(chartJob.runSweep, info, chartBase, chartPoints, res);

  // Full scale with the user's parameters, rerun when they change.
  const fullJob = useJob();
  const [full, setFull] = useState<FullResult | null>(null);
  const { runFull } = fullJob;
  const { keyOf, store } = res;
  const startFull = useCallback(() => {
    const key = keyOf(params);
    const heap = (params.table ?? defaults.table) === 'heap';
    runFull({ lesson: info.id, params }, (figures, snapshot) => {
      setFull({ key, figures, snapshot, heap });
      store(params, figures);
    });
  }, [runFull, info.id, params, keyOf, store, defaults.table]);
  useEffect(() => {
    const t = setTimeout(startFull, 400);
    return () => clearTimeout(t);
  }, [startFull]);

  const variants: Variant[] = useMemo(
    () =>
      info.id === 'page_splits'
        ? [
            { label: 'Split at mid-page (default)', params: { ...params, split_policy: 'mid' } },
            { label: 'Split at the insertion point (ascinserts)', params: { ...params, split_policy: 'insertion_point' } },
          ]
        : [{ label: '', params }],
    [info.id, params],
  );

  // The full run's day-by-day hint: more days, through the parameters (and so the URL).
  const hasDays = info.params.some((s) => s.name === 'days');
  const { apply } = lp;
  const moreDays = useCallback(() => apply({ days: String(MORE_DAYS) }), [apply]);

  const notices = problems.filter((p) => !info.params.some((s) => s.name === p.field));
  const current = Number(lp.shown.fillfactor ?? defaults.fillfactor);

  return (
    <article className="lesson" aria-labelledby="lesson-title">
      <header className="lesson-head">
        <h2 id="lesson-title" className={embed ? 'sr-only' : undefined}>
          {info.title}
        </h2>
        <p className="lede">{info.summary}</p>
      </header>
      {notices.length > 0 && (
        <div className="notice" role="status">
          {notices.map((n, i) => (
            <p key={i}>{n.message}</p>
          ))}
        </div>
      )}

      <section className="story" aria-label="What the article measured">
        <div className="story-text">
          {story?.intro.map((p, i) => <p key={i}>{p}</p>)}
        </div>
        {cases.length > 0 && (
          <>
            <ArticleTable cases={cases} lookup={res.lookup} running={casesJob.state.status === 'running'} />
            {casesJob.state.status !== 'done' && casesJob.state.status !== 'idle' && (
              <RunPanel
                state={casesJob.state}
                onRun={runCases}
                onCancel={casesJob.cancel}
                runLabel="Run the article’s cases"
                testIds={{ run: 'run-cases', progress: 'cases-progress', cancel: 'cancel-cases' }}
              />
            )}
          </>
        )}
      </section>

      <div className="lesson-body">
        <div className="lesson-main">
          <h3>Step by step</h3>
          {story && <p className="muted">{story.watch}</p>}
          <StepSection
            lesson={info.id}
            variants={variants}
            defaults={defaults}
            initialStep={initialStep}
            onStepChange={onStep}
          />
        </div>
        {/* After the step view in the document, so keyboard and screen-reader
            order match the narrow layout (step view first); wide screens
            place it in the left column with the grid. */}
        <aside className="param-panel" aria-labelledby="params-title">
          <h3 id="params-title">Parameters</h3>
          <ParamControls
            specs={info.params}
            values={lp.shown}
            errors={lp.errors}
            onChange={lp.change}
            primary={PRIMARY[info.id] ?? []}
            onReset={lp.reset}
            changed={Object.keys(params).length > 0}
          />
        </aside>
      </div>

      {info.id === 'fillfactor' && (
        <FillfactorChart
          base={chartBase}
          cases={info.cases}
          current={current}
          res={res}
          state={chartJob.state}
          onRun={runChart}
          onCancel={chartJob.cancel}
        />
      )}
      {info.id === 'ascending_inserts' && (
        <AscendingChart base={chartBase} res={res} state={chartJob.state} onRun={runChart} onCancel={chartJob.cancel} />
      )}

      <FullRunSection
        state={fullJob.state}
        result={full}
        stale={full !== null && full.key !== keyOf(params)}
        onRun={startFull}
        onCancel={fullJob.cancel}
        articleSysmon={info.article_sysmon}
        onMoreDays={hasDays ? moreDays : undefined}
      />
    </article>
  );
}
