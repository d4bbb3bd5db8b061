/**
 * The trace tool: a reader's own page-reference trace (pasted, loaded
 * from a file, or an example) through the pool's policies at a range of
 * sizes. The engine reads the trace and refuses a bad one at its line
 * (shown in the text box); the curves come point by point from parallel
 * workers, with progress and cancel (`traceClient.ts`).
 * The link keeps the policies and sizes, and either a short pasted trace
 * whole (`refs`) or the name of the file it came from (`file`: a trace is
 * too big for a link; the page asks for it); the same experiment is
 * given as a `pagelab trace` command line.
 */
import { useCallback, useEffect, useEffectEvent, useId, useReducer, useRef, useState, type ChangeEvent } from 'react';
import type { ToolProps } from '../../../../shell/playground/tool';
import {
  CancelledError,
} from '../../../../shell/worker/engineClient';
import {
  OpenTrace,
  TraceRefusedError,
  curveTasks,
  type CurvePoint,
  type TraceRefusal,
  type TraceSummary,
} from './traceClient';
import { idleRun, runReducer } from '../../../../shell/state/runState';
import { ChartSection } from '../../../../kit/charts/ChartSection';
import { useWords, words } from '../../../../kit/i18n/words';
import { fmtBytes, fmtInt } from '../../../../kit/text/format';
import { downloadText } from '../../../../kit/text/exportData';
import { policyName } from '../../words';
import { TRACE_WORDS } from './trace.i18n';
import { TraceCurves } from './TraceCurves';
import { mergePoints } from './traceRows';
import {
  TRACE_POLICIES,
  cliLine,
  parseFrames,
  readSettings,
  refsToText,
  textToRefs,
  writeSettings,
  MAX_SIZES,
  type TraceSettings,
} from './traceSettings';
import { beladyTrace, hotSetAndScans, loopPastThePool } from './examples';
import { selectAt } from '../../../../kit/text/caret';

/** A refusal in the page's language. */
function refusalText(r: TraceRefusal): string {
  const w = words(TRACE_WORDS);
  const say = w.refusal[r.kind];
  const why = say ? say(...r.values.map((v) => (/^\d+$/.test(v) ? fmtInt(Number(v)) : v))) : r.message;
  return r.line > 0 ? w.refusedAt(fmtInt(r.line), why) : w.refusedAll(why);
}

export function TraceTool({ settings: raw, onSettings }: ToolProps) {
  const w = useWords(TRACE_WORDS);
  const ids = { text: useId(), help: useId(), frames: useId(), framesHelp: useId(), file: useId() };
  const [first] = useState(() => readSettings(raw));
  const [policies, setPolicies] = useState<string[]>(first.settings.policies);
  const [framesText, setFramesText] = useState(first.settings.frames?.join(', ') ?? '');
  const [text, setText] = useState(first.settings.refs ? refsToText(first.settings.refs) : '');
  const [file, setFile] = useState<File | null>(null);
  const [run, dispatch] = useReducer(runReducer, idleRun);
  const [summary, setSummary] = useState<TraceSummary | null>(null);
  const [points, setPoints] = useState<Record<string, readonly CurvePoint[]>>({});
  const [shown, setShown] = useState<{ policies: string[]; total: number }>({ policies: [], total: 0 });
  const [refusal, setRefusal] = useState<TraceRefusal | null>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const job = useRef(0);
  const abort = useRef<AbortController | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);

  const frames = parseFrames(framesText);
  const framesError = frames.bad === null ? null : w.badFrames(`“${frames.bad}”`, MAX_SIZES);
  const current: TraceSettings = {
    policies,
    frames: frames.frames,
    file: file?.name ?? (text === '' ? first.settings.file : null),
    refs: file ? null : textToRefs(text),
  };
  const link = writeSettings(current);
  const linkKey = JSON.stringify(link);
  useEffect(() => {
    onSettings(JSON.parse(linkKey) as Record<string, string>);
  }, [linkKey, onSettings]);

  const cancel = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    dispatch({ type: 'cancel', job: job.current });
  }, []);
  useEffect(() => () => abort.current?.abort(), []);

  const draw = async () => {
    setRefusal(null);
    setInputError(null);
    if (frames.bad !== null) return;
    const chosen = TRACE_POLICIES.filter((p) => policies.includes(p));
    if (chosen.length === 0) {
      setInputError(w.noPolicy);
      return;
    }
    if (!file && text.trim() === '') {
      setInputError(w.emptyInput);
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const mine = ++job.current;
    dispatch({ type: 'start', job: mine, label: w.reading });
    try {
      const bytes = file ? await file.arrayBuffer() : new TextEncoder().encode(text).buffer;
      const trace = await OpenTrace.open(bytes, controller.signal);
      controller.signal.addEventListener('abort', () => trace.close(), { once: true });
      if (controller.signal.aborted) throw new CancelledError();
      setSummary(trace.summary);
      const tasks = curveTasks(chosen, frames.frames ?? trace.defaultFrames);
      const total = tasks.reduce((n, t) => n + t.frames.length, 0);
      setPoints({});
      setShown({ policies: chosen, total });
      try {
        await trace.run(
          tasks,
          (policy, pts) => setPoints((so) => mergePoints(so, policy, pts)),
          (done, all) => dispatch({ type: 'progress', job: mine, done, total: all, label: w.simulating }),
        );
      } finally {
        trace.close();
      }
      dispatch({ type: 'finish', job: mine });
    } catch (e: unknown) {
      if (e instanceof CancelledError) return;
      if (e instanceof TraceRefusedError) {
        setRefusal(e.refusal);
        setSummary(null);
        dispatch({ type: 'fail', job: mine, message: refusalText(e.refusal) });
        return;
      }
      dispatch({ type: 'fail', job: mine, message: e instanceof Error ? e.message : String(e) });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  };

  // A link that carries its trace whole draws it at once.
  const autoRan = useRef(false);
  const autoDraw = useEffectEvent(() => void draw());
  useEffect(() => {
    if (autoRan.current || !first.settings.refs) return;
    autoRan.current = true;
    autoDraw();
  }, [first.settings.refs]);

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0] ?? null;
    setFile(f);
    setRefusal(null);
    setInputError(null);
  };
  const example = (make: () => string) => {
    setFile(null);
    setText(make());
    setRefusal(null);
    setInputError(null);
  };
  const togglePolicy = (p: string, on: boolean) =>
    setPolicies((so) => TRACE_POLICIES.filter((k) => (k === p ? on : so.includes(k))));

  const needsFile = !file && text === '' && first.settings.file !== null ? first.settings.file : null;
  const fileName = file?.name ?? first.settings.file ?? 'trace.txt';
  const problems = first.problems;

  return (
    <div className="trace-tool">
      {problems.length > 0 && (
        <div className="notice" role="status" data-testid="trace-problems">
          {problems.map((p, i) => (
            <p key={i}>{p.message}</p>
          ))}
        </div>
      )}
      {needsFile && (
        <p className="notice" role="status" data-testid="trace-needs-file">
          {w.needsFile(needsFile)}
        </p>
      )}
      <form
        className="params trace-form"
        onSubmit={(e) => {
          e.preventDefault();
          void draw();
        }}
      >
        <fieldset className="params-fields trace-input">
          <legend className="sr-only">{w.inputLegend}</legend>
          <div className={`param${refusal && !file ? ' is-invalid' : ''}`}>
            <label htmlFor={ids.text}>{w.textLabel}</label>
            <textarea
              id={ids.text}
              ref={box}
              rows={6}
              spellCheck={false}
              value={text}
              disabled={file !== null}
              aria-describedby={ids.help}
              aria-invalid={refusal !== null && !file}
              data-testid="trace-text"
              onChange={(e) => {
                setText(e.target.value);
                setRefusal(null);
                setInputError(null);
              }}
            />
            <p className="hint" id={ids.help}>
              {w.textHelp}
              {/* A pasted trace the link cannot keep: said before a reload loses it. */}
              {!file && text.trim() !== '' && current.refs === null && (
                <>
                  {' '}
                  <strong data-testid="trace-not-in-link">{w.notInLink}</strong>
                </>
              )}
            </p>
          </div>
          <div className="trace-sources">
            <label className="link-button file-button" htmlFor={ids.file}>
              {w.loadFile}
            </label>
            <input
              id={ids.file}
              className="sr-only-file"
              type="file"
              accept=".txt,.csv,.log,.trace,text/plain,text/csv"
              data-testid="trace-file"
              onChange={onFile}
            />
            {file && (
              <>
                <span className="small" data-testid="trace-file-name">
                  {w.fileChosen(file.name, fmtBytes(file.size))}
                </span>
                <button type="button" className="small" onClick={() => setFile(null)}>
                  {w.usePasted}
                </button>
              </>
            )}
          </div>
          <p className="trace-examples small">
            {w.examples}{' '}
            <button type="button" className="small" data-testid="example-belady" onClick={() => example(beladyTrace)}>
              {w.exBelady}
            </button>{' '}
            <button type="button" className="small" data-testid="example-scans" onClick={() => example(hotSetAndScans)}>
              {w.exScans}
            </button>{' '}
            <button type="button" className="small" data-testid="example-loop" onClick={() => example(loopPastThePool)}>
              {w.exLoop}
            </button>
          </p>
        </fieldset>
        <fieldset className="param-set trace-policies">
          <legend>{w.policiesLegend}</legend>
          <div className="set-choices">
            {TRACE_POLICIES.map((p) => (
              <label key={p} className="set-choice">
                <input
                  type="checkbox"
                  checked={policies.includes(p)}
                  data-testid={`trace-policy-${p}`}
                  onChange={(e) => togglePolicy(p, e.target.checked)}
                />
                {policyName(p)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className={`param${framesError ? ' is-invalid' : ''}`}>
          <label htmlFor={ids.frames}>{w.framesLabel}</label>
          <input
            id={ids.frames}
            type="text"
            inputMode="numeric"
            value={framesText}
            placeholder="1, 10, 100, 1000"
            aria-describedby={ids.framesHelp}
            aria-invalid={framesError !== null}
            data-testid="trace-frames"
            onChange={(e) => setFramesText(e.target.value)}
          />
          <p className="hint" id={ids.framesHelp}>
            {w.framesHelp}
          </p>
          {framesError && (
            <p className="param-error" data-testid="trace-frames-error">
              {framesError}
            </p>
          )}
        </div>
      </form>
      {(refusal || inputError) && (
        <div className="error" role="alert" data-testid="trace-refusal">
          <p>{refusal ? refusalText(refusal) : inputError}</p>
          {refusal && refusal.line > 0 && !file && (
            <button type="button" className="small" onClick={() => box.current && selectAt(box.current, refusal.line, 1, true)}>
              {w.showLine(fmtInt(refusal.line))}
            </button>
          )}
        </div>
      )}
      <ChartSection
        id="trace-chart-title"
        title={w.chartTitle}
        intro={w.chartIntro}
        runLabel={w.run}
        testIds={{ run: 'trace-run', progress: 'trace-progress', cancel: 'trace-cancel' }}
        state={run}
        onRun={() => void draw()}
        onCancel={cancel}
      >
        {summary && (
          <p data-testid="trace-counts">
            {w.traceSummary(fmtInt(summary.references), fmtInt(summary.distinct), fmtInt(summary.writes))}
          </p>
        )}
        {shown.policies.length > 0 && <TraceCurves points={points} policies={shown.policies} total={shown.total} />}
      </ChartSection>
      <p className="small trace-cli">
        {w.cliLabel} <code data-testid="trace-cli">{cliLine(current, fileName)}</code>
        {!file && text.trim() !== '' && (
          <>
            {' '}
            <button
              type="button"
              className="small"
              data-testid="trace-save"
              onClick={() => downloadText('trace.txt', 'text/plain', text.endsWith('\n') ? text : `${text}\n`)}
            >
              {w.saveTrace}
            </button>
          </>
        )}
      </p>
    </div>
  );
}
