/**
 * The state of a long job (full-scale run or sweep) as a pure reducer.
 * Each job has a number; messages of an older job (one that was cancelled
 * or replaced) are ignored, so a late progress message cannot resurrect it.
 */
import { words } from '../../kit/i18n/words';
import { RUN_WORDS } from '../../kit/components/run.i18n';

/**
 * `blocked`: not run, and not runnable as things are (the parameters need a
 * fix); `error` says why, whole, and Run is off until they are fixed.
 */
export type RunStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed' | 'blocked';

export interface RunState {
  status: RunStatus;
  job: number;
  done: number;
  total: number;
  label: string;
  error: string | null;
}

export type RunAction =
  | { type: 'start'; job: number; label?: string }
  | { type: 'progress'; job: number; done: number; total: number; label: string }
  | { type: 'finish'; job: number }
  | { type: 'cancel'; job: number }
  | { type: 'fail'; job: number; message: string };

export const idleRun: RunState = {
  status: 'idle',
  job: 0,
  done: 0,
  total: 1,
  label: '',
  error: null,
};

const finite = (x: number, fallback: number) => (Number.isFinite(x) ? x : fallback);

export function runReducer(s: RunState, a: RunAction): RunState {
  if (a.type === 'start') {
    return { ...idleRun, status: 'running', job: a.job, label: a.label ?? 'Starting' };
  }
  if (a.job !== s.job || s.status !== 'running') return s;
  switch (a.type) {
    case 'progress': {
      const total = Math.max(finite(a.total, 1), Number.EPSILON);
      const done = Math.min(Math.max(finite(a.done, 0), 0), total);
      return { ...s, done, total, label: a.label };
    }
    case 'finish':
      return { ...s, status: 'done', done: s.total, label: 'Done' };
    case 'cancel':
      return { ...s, status: 'cancelled', label: 'Cancelled' };
    case 'fail':
      return { ...s, status: 'failed', error: a.message, label: 'Failed' };
  }
}

/** 0..1 share of the job done. */
export function runFraction(s: RunState): number {
  return s.total > 0 ? s.done / s.total : 0;
}

/**
 * How a job ended, in a sentence ('' while it has not: idle or running);
 * `done` is the word for a job that finished ("Done.", "Saved.").
 */
export function runOutcome(s: RunState, done = words(RUN_WORDS).done): string {
  switch (s.status) {
    case 'done':
      return done;
    case 'cancelled':
      return words(RUN_WORDS).cancelled;
    case 'failed':
      return words(RUN_WORDS).failed(s.error ?? words(RUN_WORDS).unknown);
    default:
      return '';
  }
}
