/** Start / progress / cancel of a long job. Presentational. */
import type { RunState } from '../../shell/state/runState';
import { fmtPct0 } from '../text/format';
import { runFraction } from '../../shell/state/runState';
import { useWords } from '../i18n/words';
import { RUN_WORDS, type RunWords } from './run.i18n';

/** A progress label of the protocol (English: useJob.ts, engine.worker.ts) in the page's words. */
export function labelText(w: RunWords, label: string): string {
  const runs = /^(\d+) of (\d+) runs(?: on (\d+) workers)?$/.exec(label);
  if (runs) return w.runs(Number(runs[1]), Number(runs[2]), Number(runs[3] ?? 1));
  const step = /^Step (\d+) of (\d+)$/.exec(label);
  if (step) return w.step(Number(step[1]), Number(step[2]));
  return w.labels[label] ?? label;
}

interface Props {
  state: RunState;
  onRun: () => void;
  onCancel: () => void;
  runLabel: string;
  testIds: { run: string; progress: string; cancel: string };
  /** Nothing to run yet (the reason is said beside the panel). */
  disabled?: boolean;
}

export function RunPanel({ state, onRun, onCancel, runLabel, testIds, disabled = false }: Props) {
  const running = state.status === 'running';
  // The live region says when a job starts and how it ends; the running
  // count and percentage are shown beside it (and in the progress bar) but
  // not announced, so a screen reader is not read every tick of a sweep.
  const w = useWords(RUN_WORDS);
  const status =
    state.status === 'running'
      ? w.running
      : state.status === 'done'
        ? w.done
        : state.status === 'cancelled'
          ? w.cancelled
          : state.status === 'failed'
            ? w.failed(state.error ?? w.unknown)
            : state.status === 'blocked'
              ? (state.error ?? '')
              : '';
  return (
    <div className="run-panel">
      <button type="button" className="primary" data-testid={testIds.run} onClick={onRun} disabled={running || disabled || state.status === 'blocked'}>
        {runLabel}
      </button>
      {running && (
        <button type="button" data-testid={testIds.cancel} onClick={onCancel} aria-label={w.cancelOf(runLabel)}>
          {w.cancel}
        </button>
      )}
      {(running || state.status === 'done') && (
        <progress
          data-testid={testIds.progress}
          max={state.total}
          value={state.done}
          aria-label={w.progress(runLabel)}
        />
      )}
      <span className={`run-status${state.status === 'failed' ? ' is-error' : ''}`}>
        {running ? (
          <span aria-hidden="true">
            {labelText(w, state.label)} — {fmtPct0(runFraction(state))}
          </span>
        ) : null}
        <span className={running ? 'sr-only' : undefined} role="status">
          {status}
        </span>
      </span>
    </div>
  );
}
