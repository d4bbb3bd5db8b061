/**
 * "Save for slides", under the stage: the picture as SVG or PNG, the
 * events of the steps so far as CSV or JSON (replayed by the engine in a
 * worker of their own), and a clip of a range of steps as an animated GIF
 * or a WebM video, made in the page with a progress bar and a cancel. The
 * clip drives the player itself (step by step, each drawn in full before
 * it is taken) and puts it back at the step it was on.
 */
import { memo, useEffect, useId, useMemo, useReducer, useRef, useState, type RefObject } from 'react';
import type { ScenarioEvent } from '../engine/types';
import type { PlaybackAction } from '../state/playback';
import { idleRun, runFraction, runOutcome, runReducer } from '../state/runState';
import type { SimSpec } from '../worker/protocol';
import { CancelledError, EngineConnection } from '../worker/engineClient';
import { downloadBlob, downloadCsv, downloadText } from '../../kit/text/exportData';
import { fmtPct0, fmtTrim } from '../../kit/text/format';
import { pictureCamera, type PictureCamera } from './picture';
import { PictureExport } from './PictureExport';
import { StepRangeFields } from '../../kit/components/StepRangeFields';
import { canRecordWebm, frameSize, mediaWriter, type MediaFormat, type MediaWriter } from './media';
import { traceJson, traceTable } from './trace';
import { useWords } from '../../kit/i18n/words';
import { EXPORT_WORDS } from './export.i18n';
import { labelText } from '../../kit/components/RunPanel';
import { RUN_WORDS } from '../../kit/components/run.i18n';

/** The most steps one clip holds: a GIF of more is too large for a slide. */
export const MAX_CLIP_STEPS = 300;

interface Props {
  lesson: string;
  /** The lesson's title and the shown step's sentences (one a variant, led by its name): the picture file's caption. */
  title: string;
  headlines: readonly string[];
  /** The element holding the stage's picture (every variant). */
  picture: RefObject<HTMLDivElement | null>;
  sims: SimSpec[];
  labels: string[];
  describe: (e: ScenarioEvent) => string;
  /** The step the player is at, the one on screen, and the total when known. */
  step: number;
  shownStep: number;
  total: number | null;
  speed: number;
  dispatch: (a: PlaybackAction) => void;
  /** True while a clip is being made: the player draws each step in full at once. */
  onRecording: (on: boolean) => void;
}

// Memoised: the step view re-renders at each beat of a step's animation.
export const StageExport = memo(function StageExport(props: Props) {
  const { lesson, picture, step, total, title, headlines, shownStep } = props;
  const w = useWords(EXPORT_WORDS);
  const caption = useMemo(
    () => ({ title: `${title} · ${w.step(String(shownStep))}`, lines: headlines }),
    [title, w, shownStep, headlines],
  );
  return (
    <details className="stage-export" data-testid="stage-export">
      <summary>{w.summary}</summary>
      <PictureExport
        target={picture}
        name={`pagelab-${lesson}-step-${step}`}
        label={w.pictureOf(String(step))}
        testId="stage"
        caption={caption}
      />
      <TraceExport {...props} />
      <ClipExport {...props} total={total} />
    </details>
  );
});

/** The events of steps 1..step, as the engine replays them. */
function TraceExport({ lesson, sims, labels, describe, step }: Props) {
  const [run, send] = useReducer(runReducer, idleRun);
  const w = useWords(EXPORT_WORDS);
  // The worker's progress label ("Step 40 of 120") in the page's words.
  const rw = useWords(RUN_WORDS);
  const connection = useRef<EngineConnection | null>(null);
  const job = useRef(0);
  useEffect(() => () => connection.current?.terminate(), []);
  const fetchTrace = async (kind: 'csv' | 'json') => {
    connection.current?.terminate();
    const id = ++job.current;
    const c = new EngineConnection();
    connection.current = c;
    send({ type: 'start', job: id, label: w.replaying });
    try {
      const { trace } = await c.call({ type: 'trace', sims, to: step }, (u) => {
        if (u.type === 'progress') send({ type: 'progress', job: id, done: u.done, total: u.total, label: u.label });
      });
      const name = `pagelab-${lesson}-events-1-${trace.last}.${kind}`;
      if (kind === 'json') {
        downloadText(name, 'application/json', traceJson(trace, { lesson, params: sims.map((s) => s.params), labels }));
      } else {
        const t = traceTable(trace, labels, describe);
        downloadCsv(name, [t.columns, ...t.rows]);
      }
      send({ type: 'finish', job: id });
    } catch (e) {
      if (e instanceof CancelledError) send({ type: 'cancel', job: id });
      else send({ type: 'fail', job: id, message: e instanceof Error ? e.message : String(e) });
    } finally {
      c.terminate();
      if (connection.current === c) connection.current = null;
    }
  };
  const running = run.status === 'running';
  return (
    <p className="small export-links">
      {w.eventsOf(String(step))}{' '}
      <button type="button" className="small" onClick={() => fetchTrace('csv')} disabled={running || step < 1} data-testid="export-trace-csv">
        CSV
      </button>{' '}
      <button type="button" className="small" onClick={() => fetchTrace('json')} disabled={running || step < 1} data-testid="export-trace-json">
        JSON
      </button>{' '}
      {running && (
        <button type="button" className="small" onClick={() => connection.current?.terminate()} data-testid="export-trace-cancel">
          {w.cancel}
        </button>
      )}{' '}
      <span role="status">
        {running
          ? `${labelText(rw, run.label)}: ${fmtPct0(runFraction(run))}`
          : runOutcome(run, w.saved) || (step < 1 ? w.stepFirst : '')}
      </span>
    </p>
  );
}

/** Resolves once `shown` reports `step` on screen and the browser has painted it. */
function useShownWaiter(shownStep: number) {
  const shown = useRef(shownStep);
  const wake = useRef<(() => void) | null>(null);
  useEffect(() => {
    shown.current = shownStep;
    wake.current?.();
  }, [shownStep]);
  return async (step: number, cancelled: () => boolean) => {
    while (shown.current !== step && !cancelled()) {
      await new Promise<void>((resolve) => {
        wake.current = resolve;
        setTimeout(resolve, 250); // and look again now and then (a cancel, a step that never comes)
      });
    }
    // Two animation frames: React's commit, then the canvases' own drawing.
    for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(() => r(null)));
  };
}

function ClipExport({ lesson, picture, step, total, shownStep, speed, dispatch, onRecording }: Props) {
  const id = useId();
  const webm = canRecordWebm();
  const [format, setFormat] = useState<MediaFormat>('gif');
  const [from, setFrom] = useState(String(Math.max(0, step)));
  const [to, setTo] = useState(String(step + 10));
  const [run, send] = useReducer(runReducer, idleRun);
  const w = useWords(EXPORT_WORDS);
  const job = useRef(0);
  const cancelled = useRef(false);
  const waitShown = useShownWaiter(shownStep);
  const a = Number(from);
  const b = Number(to);
  const last = total ?? Number.MAX_SAFE_INTEGER;
  const problem = !/^\d+$/.test(from.trim()) || !/^\d+$/.test(to.trim())
    ? w.wholeSteps
    : b < a
      ? w.lastBeforeFirst
      : a > last
        ? w.lessonHas(String(last))
        : Math.min(b, last) - a + 1 > MAX_CLIP_STEPS
          ? w.atMostSteps(String(MAX_CLIP_STEPS))
          : null;

  const make = async () => {
    const root = picture.current;
    if (!root || problem) return;
    const jobId = ++job.current;
    cancelled.current = false;
    const back = step;
    const end = Math.min(b, last);
    const frames = end - a + 1;
    const ms = 1000 / speed;
    send({ type: 'start', job: jobId, label: w.step(String(a)) });
    onRecording(true);
    dispatch({ type: 'pause' });
    let writer: MediaWriter | null = null;
    let camera: PictureCamera | null = null;
    try {
      for (let s = a; s <= end; s++) {
        dispatch({ type: 'seek', step: s });
        await waitShown(s, () => cancelled.current);
        if (cancelled.current) break;
        camera ??= await pictureCamera(root, 1);
        const canvas = await camera.shoot();
        if (!writer) {
          const size = frameSize(canvas.width, canvas.height);
          writer = await mediaWriter(format, size.width, size.height);
        }
        await writer.add(canvas, ms);
        send({ type: 'progress', job: jobId, done: s - a + 1, total: frames, label: w.stepOfRange(String(s), String(a), String(end)) });
      }
      if (cancelled.current) send({ type: 'cancel', job: jobId });
      else if (writer) {
        downloadBlob(`pagelab-${lesson}-steps-${a}-${end}.${format}`, await writer.finish());
        send({ type: 'finish', job: jobId });
      }
    } catch (e) {
      send({ type: 'fail', job: jobId, message: e instanceof Error ? e.message : String(e) });
    } finally {
      camera?.close();
      onRecording(false);
      dispatch({ type: 'seek', step: back });
    }
  };
  const running = run.status === 'running';
  return (
    <fieldset className="clip-export">
      <legend className="small">{w.clip}</legend>
      <StepRangeFields
        from={from}
        to={to}
        onFrom={setFrom}
        onTo={setTo}
        disabled={running}
        label={w.steps}
        names={[w.firstStep, w.lastStep]}
        testIds={['clip-from', 'clip-to']}
        describedBy={`${id}-note`}
      />{' '}
      <label>
        <input
          type="radio"
          name={`${id}-format`}
          checked={format === 'gif'}
          onChange={() => setFormat('gif')}
          disabled={running}
          data-testid="clip-gif"
        />{' '}
        GIF
      </label>{' '}
      <label>
        <input
          type="radio"
          name={`${id}-format`}
          checked={format === 'webm'}
          onChange={() => setFormat('webm')}
          disabled={running || !webm}
          data-testid="clip-webm"
        />{' '}
        {w.webm}
        {webm ? '' : w.noVideo}
      </label>{' '}
      <button type="button" className="small" onClick={make} disabled={running || problem !== null} data-testid="clip-make">
        {w.make}
      </button>{' '}
      {running && (
        <button type="button" className="small" onClick={() => (cancelled.current = true)} data-testid="clip-cancel">
          {w.cancel}
        </button>
      )}
      {(running || run.status === 'done') && (
        <progress max={run.total} value={run.done} aria-label={w.clipProgress} data-testid="clip-progress" />
      )}
      <span id={`${id}-note`} className="small" role="status" data-testid="clip-said">
        {problem ??
          (running
            ? `${run.label} — ${fmtPct0(runFraction(run))}`
            : runOutcome(run, w.saved) || w.oneFrame(fmtTrim(speed)))}
      </span>
    </fieldset>
  );
}
