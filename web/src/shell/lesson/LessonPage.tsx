/**
 * One lesson, whichever it is: its story and the article's figures beside
 * ours, the parameters (and the lesson's presets), the step-by-step view,
 * the lesson's charts and the full-scale run. Owns the lesson's state; the
 * views below are presentational. What differs between lessons comes from
 * the engine's `LessonInfo` and the lesson's module
 * (`scenarios/<scenario>/lessons/<id>/`), loaded when the lesson opens;
 * this file never tests a lesson id.
 */
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LessonInfo, Params } from '../engine/types';
import { checkParam, effectiveParams } from '../state/params';
import { useViewControl, type EmbedControl } from '../embed/useEmbedControl';
import type { EmbedOptions } from '../embed/options';
import { ShareEmbed } from './ShareEmbed';
import type { Fork, UrlProblem } from '../state/urlState';
import { FORK_WORDS } from './fork.i18n';
import { useJob, type Job } from '../hooks/useJob';
import type { RunState } from '../state/runState';
import { ParamControls } from '../../kit/components/ParamControls';
import { RunPanel } from '../../kit/components/RunPanel';
import { articleCases } from '../../kit/charts/articleCases';
import { StepPlayer } from './StepPlayer';
import type { FullRunResult } from './FullRun';
import { PresetList } from './PresetList';
import { lazyComponent } from './lazyChart';
import { Glossary } from '../../kit/components/Glossary';
import { useLessonParams } from './useLessonParams';
import { useAutoSweep, usePartials, useResults, type Results } from './useResults';
import { useLessonModule, useLessonTexts } from './useLessonModule';
import type { LessonChart, LessonModule, StageAction, Variant } from './module';
import { useWords, type Catalogue } from '../../kit/i18n/words';
import type { RuleWords } from './ruleText';
import { APP_WORDS, lessonTitle } from '../app.i18n';
import { LESSON_WORDS } from './lesson.i18n';
import { URL_WORDS } from '../state/url.i18n';
import { localInfo } from './localInfo';
import { useLessonDetails, withDetails } from './details';
import { useLang } from '../../kit/i18n/lang';

interface Props {
  info: LessonInfo;
  initialParams: Params;
  initialStep: number;
  problems: UrlProblem[];
  onParams: (p: Params) => void;
  onStep: (step: number) => void;
  /** Embed mode: the page's h1 already names the lesson, so its h2 is kept for screen readers only. */
  embed?: boolean;
  /**
   * Show one view of the lesson, not the page (an embed's `view=`): the
   * stage alone (playback, headline, picture), the full-scale charts (the
   * full run when the lesson has no chart), or the article's story and
   * table. Undefined: the whole page.
   */
  view?: LessonView;
  /** Origins whose commands an embed obeys (the link's `allow`; embed/control.ts). */
  allow?: string[];
  /** An embed's range, autoplay, loop, speed, controls and chart (embed/options.ts). */
  options?: EmbedOptions;
  /** The stage asks the lesson's checkpoints (a link's `checkpoints=0` turns them off). */
  checkpoints?: boolean;
  /** A fork from the link: the run with one parameter changed, beside it on the stage. */
  initialFork?: Fork;
  onFork?: (fork: Fork | undefined) => void;
}

export type LessonView = 'stage' | 'chart' | 'article';

// Drawn once the stage has its first picture: one chunk (belowStage.ts).
// (The presets stay: above the controls, they would push them down.)
const below = () => import('./belowStage');
const ArticleTable = lazyComponent(async () => (await below()).ArticleTable);
const ForkPanel = lazyComponent(async () => (await below()).ForkPanel);
const FullRun = lazyComponent(async () => (await below()).FullRun);

export function LessonPage(props: Props) {
  const loaded = useLessonModule(props.info.id);
  const lang = useLang();
  // What only the page below the stage reads (presets, sweeps, the
  // article's cases) comes after the stage's first picture (details.ts).
  const [wantDetails, setWantDetails] = useState(false);
  const needDetails = useCallback(() => setWantDetails(true), []);
  const details = useLessonDetails(props.info.id, wantDetails);
  // The engine's texts in French and Russian (registry.ts): a page in
  // either waits for them; an English one loads them with the details,
  // so that switching language later finds them.
  const engineTexts = useLessonTexts(props.info.id, lang !== 'en' || wantDetails);
  const texts = engineTexts?.texts?.[lang];
  // The engine's texts in the page's language, where the lesson gives them.
  const info = useMemo(
    () => localInfo(withDetails(props.info, details === null || details === 'failed' ? undefined : details), texts),
    [props.info, details, texts],
  );
  const w = useWords(LESSON_WORDS);
  if (loaded.status === 'loading' || (lang !== 'en' && engineTexts === null && loaded.status === 'ready')) {
    return <p className="muted loading">{w.loadingLesson}</p>;
  }
  if (loaded.status === 'failed') {
    return (
      <div className="error" role="alert">
        <p>{loaded.message}</p>
      </div>
    );
  }
  // A failed load of the details leaves the page without them (no presets, no article table), not blank.
  return <Lesson {...props} info={info} module={loaded.module} detailsReady={details !== null} needDetails={needDetails} />;
}

function Lesson({
  info,
  module,
  detailsReady,
  needDetails,
  initialParams,
  initialStep,
  problems,
  onParams,
  onStep,
  embed = false,
  view,
  allow,
  options = NO_OPTIONS,
  checkpoints = true,
  initialFork,
  onFork,
}: Props & { module: LessonModule; detailsReady: boolean; needDetails: () => void }) {
  const ui = module.scenario;
  const lp = useLessonParams(info, initialParams, problems, module.scenario.rules);
  const { params, apply, check, conflict, conflictParams, checking } = lp;
  // A course page's `set`: every name this lesson's, every value valid on
  // its own and the values able to run together (the engine's rules), or
  // nothing changes and the course page is told why.
  const control = useMemo<EmbedControl | undefined>(
    () =>
      embed
        ? {
            allow: allow ?? [],
            view: view ?? 'stage',
            onSet: async (patch) => {
              for (const [name, value] of Object.entries(patch)) {
                const spec = info.params.find((p) => p.name === name);
                if (!spec) return `set: ${info.id} has no parameter ${JSON.stringify(name.slice(0, 40))}`;
                const c = checkParam(spec, value);
                if (!c.ok) return `set: ${name}: ${c.message}`;
              }
              // Values each valid may not run together (rows=100 with a
              // split policy that needs more): the engine says, and a
              // refused set changes nothing.
              const refused = await check(patch);
              if (refused) return `set: ${refused}`;
              apply(patch);
              return null;
            },
          }
        : undefined,
    [embed, allow, view, info, apply, check],
  );
  // A view without a stage answers the course page itself (the stage's player does otherwise).
  useViewControl(view !== undefined && view !== 'stage' ? control : undefined, info.id);
  useEffect(() => onParams(params), [params, onParams]);
  const defaults = useMemo(() => effectiveParams(info.params, {}), [info]);
  const res = useResults(info);
  // The first picture comes first: what lies below the stage, and the
  // background runs that would compete for the CPU, wait until the stage
  // has drawn its first frame (a view without a stage needs no wait).
  const [stageShown, setStageShown] = useState(view !== undefined && view !== 'stage');
  const onStageShown = useCallback(() => setStageShown(true), []);
  // A step view that failed before its first picture: the parameters must show (to fix them).
  const [stageFailed, setStageFailed] = useState(false);
  const onStageFailed = useCallback(() => setStageFailed(true), []);
  // The lesson's details (presets, sweeps, the article's cases) load once
  // the stage has drawn; what reads them waits for them (`below`).
  // A failed step view has no picture to wait for: the runs below go on
  // (the full run may well work where stepping cannot).
  // Nor while the link's values are being checked (`checking`): a step
  // view that failed on them must not let a chart run them before the
  // check says which control needs a fix.
  const stageSettled = (stageShown || stageFailed) && !checking;
  const belowWanted = stageSettled || conflict !== null;
  useEffect(() => {
    if (belowWanted) needDetails();
  }, [belowWanted, needDetails]);

  // Article cases: lesson defaults + each case's settings.
  const casesJob = useJob(module.scenario.rules);
  const casePoints = useMemo(
    () => (stageSettled && detailsReady ? articleCases(info).map((c) => c.params) : []),
    [info, stageSettled, detailsReady],
  );
  // They defer to the charts' runs (a lesson's chart may run exactly its
  // article's cases): a run a chart has claimed is read when it is done,
  // not run twice. Their first look waits 1 s, after the charts' first (at
  // once, once a chart's code has loaded), so the charts' claims are in.
  const runCases = useAutoSweep(casesJob, info, {}, casePoints, res, 1_000, undefined, true);

  // Full scale with the user's parameters, rerun when they change.
  const fullJob = useJob(module.scenario.rules);
  const [full, setFull] = useState<FullRunResult | null>(null);
  const { runFull } = fullJob;
  const { keyOf, store, publish, claim, release } = res;
  // A chart drawn as its runs go may have the full run for one of its
  // points (a chart over a parameter the user also sets): it leaves that run to
  // this one, and draws it from the figures this one publishes as it goes.
  const live = module.charts?.some((c) => c.live) === true;
  const [fullStarted, setFullStarted] = useState<string | null>(null);
  const startFull = useCallback(() => {
    // Parameters that cannot run together: the controls say so; no run.
    if (conflict || !stageSettled) return;
    const key = keyOf(params);
    setFullStarted(key);
    runFull(
      { lesson: info.id, params },
      (result) => {
        setFull({ ...result, key, params });
        store(params, result.figures);
      },
      live ? (f) => publish(params, f) : undefined,
    );
  }, [runFull, info.id, params, keyOf, store, publish, live, conflict, stageSettled]);
  // The first full run starts as soon as the stage has shown; a run for
  // new parameters waits until they have been still for 400 ms (a reader
  // typing). Parameters it has run already are not run again by this
  // effect (the lesson's details arriving renew the callbacks, not the
  // run): only the Run button starts them again.
  const autoFullKey = useRef<string | null>(null);
  useEffect(() => {
    if (!stageSettled || conflict) return;
    const key = keyOf(params);
    if (key === autoFullKey.current) return;
    const first = autoFullKey.current === null;
    const t = setTimeout(
      () => {
        autoFullKey.current = key;
        startFull();
      },
      first ? 0 : 400,
    );
    return () => clearTimeout(t);
  }, [startFull, stageSettled, conflict, keyOf, params]);
  // The full run's key is claimed from when the run is due until its job
  // stops, so a chart's sweep (its first look at once, later ones 350 ms
  // after the inputs settle) finds the claim in place and does not run the
  // same run beside it.
  const fullKey = conflict || !stageSettled ? null : keyOf(params);
  const fullStopped = fullStarted === fullKey && fullJob.state.status !== 'running' && fullJob.state.status !== 'idle';
  const fullClaim = fullStopped ? null : fullKey;
  useEffect(() => {
    if (fullClaim === null) return;
    claim([fullClaim]);
    return () => release([fullClaim]);
  }, [fullClaim, claim, release]);

  // Every value, defaults included, for the lesson's choices (which
  // variants, which notes); the sims get only what the user set.
  const all = useMemo(() => effectiveParams(info.params, params), [info, params]);
  const [fork, setFork] = useState<Fork | undefined>(initialFork);
  const chooseFork = useCallback(
    (f: Fork | undefined) => {
      setFork(f);
      onFork?.(f);
    },
    [onFork],
  );
  const fw = useWords(FORK_WORDS);
  const variants: Variant[] = useMemo(() => {
    const mine = module.stepVariants?.(params, all) ?? [{ label: '', params }];
    if (!fork || all[fork.name] === fork.value) return mine;
    // The fork: the stage's (first) run and the same run with one
    // parameter changed, two columns; a lesson that compares several runs
    // by itself shows its first here.
    const changed = `${fork.name} = ${fork.value}`;
    const first = mine[0] ?? { label: '', params };
    return [
      { ...first, label: fw.yours, short: fw.yours },
      { label: changed, short: changed, params: { ...first.params, [fork.name]: fork.value } },
    ];
  }, [module, params, all, fork, fw]);

  // A stage button sets parameters as a control would (validated, into the URL).
  const onAction = useCallback((a: StageAction) => apply(a.patch(all)), [apply, all]);

  // An embed shows no parameters unless its link says `controls=shown` or
  // `locked` (read-only: the course set them, and the stage's own buttons
  // that change them are off too).
  const controls = embed ? (options.controls ?? 'hidden') : 'shown';
  // A link's bad parameter is said beside its control; with no controls
  // shown (an embed's default), above the stage with the others.
  const notices = problems.filter(
    (p) => controls === 'hidden' || !info.params.some((s) => s.name === p.field),
  );
  // `chart=N` past the lesson's charts shows them all (the link's reader
  // sees something), and says so; a lesson without charts has its full run.
  const urlWords = useWords(URL_WORDS);
  const chartCount = Math.max(1, module.charts?.length ?? 0);
  if (view === 'chart' && options.chart !== undefined && options.chart > chartCount) {
    notices.push({ field: 'chart', message: urlWords.noSuchChart(options.chart, chartCount) });
  }
  const locked = controls === 'locked';
  // Parameters that cannot run: where their controls show, each says why
  // beside itself and the stage and the full run only point there; in an
  // embed without them the whole message is the stage's.
  const w = useWords(LESSON_WORDS);
  const app = useWords(APP_WORDS);
  const title = lessonTitle(app, info.id, info.title);
  const blocked =
    conflict === null
      ? null
      : controls === 'hidden'
        ? w.blockedAll(conflict)
        : conflictParams.length > 1
          ? w.blockedTogether(conflictParams.join(', '))
          : w.blockedOne(conflictParams[0] ?? '');
  // Where the controls show and can change, the messages offer a way to
  // each one named.
  const fixParams = conflict !== null && controls === 'shown' ? conflictParams : [];
  const paramControls = (
    <ParamControls
      specs={info.params}
      values={lp.shown}
      errors={lp.errors}
      onChange={lp.change}
      primary={module.primaryParams}
      notes={module.stepNotes?.(params, all)}
      onReset={lp.reset}
      changed={Object.keys(params).length > 0}
      readOnly={locked}
    />
  );
  const story = module.story;

  const head = (
    <header className="lesson-head">
      <div className="lesson-title-row">
        <h2 id="lesson-title" className={embed ? 'sr-only' : undefined}>
          {title}
        </h2>
        {!embed && <ShareEmbed title={title} charts={module.charts?.length ?? 0} className="share-embed-wide" />}
      </div>
      {!view && <p className="lede">{info.summary}</p>}
    </header>
  );
  const noticeBox = notices.length > 0 && (
    <div className="notice" role="status">
      {notices.map((n, i) => (
        <p key={i}>{n.message}</p>
      ))}
    </div>
  );
  // The stage: playback, the step's headline and the picture, in the first
  // screen; its details and the step's full story below (not in an embed).
  const stage = (
    <section className="lesson-main stage" data-testid="stage" aria-labelledby="stage-title">
      <h3 id="stage-title" className={view ? 'sr-only' : 'stage-title'}>
        {w.stepByStep}
      </h3>
      <StepPlayer
        lesson={info.id}
        title={title}
        variants={variants}
        ui={ui}
        defaults={defaults}
        initialStep={initialStep}
        onStepChange={onStep}
        stageOnly={view === 'stage'}
        blocked={blocked}
        fixParams={fixParams}
        onShown={onStageShown}
        onFailed={onStageFailed}
        playback={options}
        checkpoints={checkpoints && Object.keys(params).length === 0 && !fork ? module.checkpoints : undefined}
        actions={locked ? [] : module.actions}
        rules={module.scenario.rules}
        actionsNote={module.actionsNote?.(all)}
        onAction={onAction}
        control={control}
      />
      {!view && <p className="muted watch">{story.watch}</p>}
      {/* On a phone the two buttons come after the stage: beside the
          title they would push the picture out of the first screen. */}
      {!embed && <ShareEmbed title={title} charts={module.charts?.length ?? 0} className="share-embed-narrow" />}
    </section>
  );
  const article = (
    <section className="story" aria-labelledby="story-title">
      <div className="story-text">
        {/* A lesson with no article (a textbook one, a new scenario's
            first lesson) has nothing measured to quote. */}
        <h3 id="story-title">{info.article.cases.length > 0 ? w.whatMeasured : w.aboutLesson}</h3>
        {story.intro.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
        {module.otherEngines && (
          <div className="other-engines">
            <h4>{w.otherEngines}</h4>
            {module.otherEngines}
          </div>
        )}
      </div>
      {info.article.cases.length > 0 && (
        <div>
          <Suspense fallback={null}>
            <ArticleTable info={info} lookup={res.lookup} running={casesJob.state.status === 'running'} />
          </Suspense>
          {casesJob.state.status !== 'done' && casesJob.state.status !== 'idle' && (
            <RunPanel
              state={casesJob.state}
              onRun={runCases}
              onCancel={casesJob.cancel}
              runLabel={w.runCases}
              testIds={{ run: 'run-cases', progress: 'cases-progress', cancel: 'cancel-cases' }}
            />
          )}
        </div>
      )}
    </section>
  );
  const charts = (module.charts ?? []).map((chart, i) => (
    <ChartRun
      key={i}
      chart={chart}
      info={info}
      params={params}
      shown={lp.shown}
      res={res}
      blocked={conflict !== null || !stageSettled}
      blockedBy={blocked === null ? null : `${w.notRun} ${blocked}`}
      cancelFull={fullJob.cancel}
      rules={module.scenario.rules}
    />
  ));
  const fullRun = (
    <Suspense fallback={null}>
      <FullRun
        info={info}
        title={title}
        ui={ui}
        state={fullJob.state}
        result={full}
        stale={full !== null && full.key !== keyOf(params)}
        blocked={blocked}
        fixParams={fixParams}
        onRun={startFull}
        onCancel={fullJob.cancel}
        apply={apply}
      />
    </Suspense>
  );

  if (view) {
    // `chart=N` keeps one chart; a number past the lesson's charts shows them all (said in the notices).
    const oneChart = options.chart !== undefined ? charts[options.chart - 1] : undefined;
    return (
      <article className={`lesson view-${view}`} aria-labelledby="lesson-title">
        {head}
        {noticeBox}
        {view === 'stage' && stage}
        {view === 'stage' && controls !== 'hidden' && (
          <section className="embed-params" aria-labelledby="params-title">
            <h3 id="params-title">{w.parameters}{locked ? w.setByCourse : ''}</h3>
            {paramControls}
          </section>
        )}
        {view === 'article' && detailsReady && article}
        {view === 'chart' && detailsReady && (oneChart ?? (charts.length > 0 ? charts : fullRun))}
      </article>
    );
  }

  return (
    <article className="lesson" aria-labelledby="lesson-title">
      {head}
      {noticeBox}
      <div className="lesson-body">
        {stage}
        {/* After the stage in the document, so keyboard and screen-reader
            order match the narrow layout (stage first); wide screens place
            it in the left column with the grid. */}
        <aside className="param-panel" aria-labelledby="params-title">
          <h3 id="params-title">{w.parameters}</h3>
          {/* The controls come with the stage's first picture, not before
              it: the panel's column keeps its width (lesson.css), so the
              stage does not move; a conflict or a failed step view shows
              them at once. */}
          {(stageSettled || conflict) && detailsReady && (
            <>
              <PresetList presets={info.presets} onApply={apply} />
              {paramControls}
              {!locked && (
                <Suspense fallback={null}>
                  <ForkPanel lesson={info.id} params={params} specs={info.params} all={all} primary={module.primaryParams} fork={fork} onFork={chooseFork} />
                </Suspense>
              )}
            </>
          )}
        </aside>
      </div>
      {(stageSettled || conflict) && detailsReady && (
        <>
          {article}
          {ui.glossary && ui.glossary.length > 0 && <Glossary terms={ui.glossary} />}
          {charts}
          {fullRun}
        </>
      )}
    </article>
  );
}

const NO_POINTS: Params[] = [];
const NO_KEYS: string[] = [];
const NO_OPTIONS: EmbedOptions = {};

/** One lesson chart and the runs it needs, kept computed in the background. */
function ChartRun({
  chart,
  info,
  params,
  shown,
  res,
  blocked,
  blockedBy,
  cancelFull,
  rules,
}: {
  chart: LessonChart;
  info: LessonInfo;
  params: Params;
  shown: Params;
  res: Results;
  /** The parameters cannot run together (or the stage comes first): no point is run. */
  blocked: boolean;
  /** Why the parameters cannot run, when they cannot: said where the chart's Run is, which is off. */
  blockedBy: string | null;
  /** Cancels the full run (which may compute one of this chart's points). */
  cancelFull: () => void;
  /** The lesson's words for the engine's refusals (a point past a budget). */
  rules: Catalogue<RuleWords> | undefined;
}) {
  const job: Job = useJob(rules);
  const base = useMemo(() => chart.base(params), [chart, params]);
  const points = useMemo(
    () => (typeof chart.points === 'function' ? chart.points(effectiveParams(info.params, params)) : chart.points),
    [chart, info, params],
  );
  // The reader cancelled the chart while it waited for the full run: for
  // these inputs nothing runs again until they press Run.
  const inputs = JSON.stringify([base, points]);
  const [stoppedAt, setStoppedAt] = useState<string | null>(null);
  const stopped = stoppedAt === inputs;
  // A live chart's runs so far: kept here, so only the chart redraws as
  // they come (its own, and those of its points another claimant runs).
  const { keyOf } = res;
  const keys = useMemo(() => points.map((p) => keyOf({ ...base, ...p })), [points, base, keyOf]);
  const partials = usePartials(res, chart.live ? keys : NO_KEYS);
  const run = useAutoSweep(
    job,
    info,
    base,
    blocked || stopped ? NO_POINTS : points,
    res,
    undefined,
    chart.live ? partials.store : undefined,
  );
  // Its own runs done, a point another claimant runs (the full run) is
  // still coming: the chart says so rather than "Done".
  const w = useWords(LESSON_WORDS);
  // Every point still to come is one another claimant computes.
  const toCome = keys.filter((key) => res.results[key] === undefined);
  const missing = toCome.length > 0;
  const waiting =
    job.state.status !== 'running' && !blocked && !stopped && missing && toCome.every((key) => (res.claims[key] ?? 0) > 0);
  const state: RunState = blockedBy !== null
    ? { ...job.state, status: 'blocked', error: blockedBy }
    : stopped && missing
    ? { ...job.state, status: 'cancelled', label: 'Cancelled' }
    : waiting
    ? {
        ...job.state,
        status: 'running',
        label: w.waitingForFull,
        done: points.length - toCome.length,
        total: points.length,
      }
    : job.state;
  const Chart = chart.Chart;
  // A chart's code may load when first drawn (lazyChart.ts); its runs have started above.
  return (
    <Suspense fallback={null}>
      <Chart
        info={info}
        base={base}
        points={points}
        shown={shown}
        res={res}
        partial={chart.live ? partials.lookup : undefined}
        state={state}
        onRun={stopped ? () => setStoppedAt(null) : run}
        onCancel={
          waiting
            ? () => {
                // The chart's Cancel stops what it waits for, and keeps it stopped.
                setStoppedAt(inputs);
                cancelFull();
              }
            : job.cancel
        }
      />
    </Suspense>
  );
}
