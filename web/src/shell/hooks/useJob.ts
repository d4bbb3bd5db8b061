/**
 * One long job at a time (a full-scale run or a sweep), each in fresh
 * workers. Cancel = terminate them; the page never waits on a busy worker.
 * Sweeps spread their points over a few workers to use the machine's cores.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Params, ScenarioFigures } from '../engine/types';
import { EngineConnection } from '../worker/engineClient';
import type { FullResult, SimSpec } from '../worker/protocol';
import { errorText } from '../worker/stepEngine';
import { idleRun, runReducer, type RunState } from '../state/runState';
import { CancelledError } from '../worker/engineClient';
import { jobEnded, jobStarted } from '../perf/timing';

export interface Job {
  state: RunState;
  /** `onPartial`, when given, receives the run's figures so far (as a sweep's). */
  runFull: (sim: SimSpec, onDone: (result: FullResult) => void, onPartial?: (f: ScenarioFigures) => void) => void;
  /**
   * `onPartial`, when given, receives each run's figures so far as it goes
   * (about every PARTIAL_EVERY_MS), for a chart drawn as its runs go.
   */
  runSweep: (
    lesson: string,
    base: Params,
    points: Params[],
    onPoint: (point: Params, f: ScenarioFigures) => void,
    onPartial?: (point: Params, f: ScenarioFigures) => void,
  ) => void;
  cancel: () => void;
}

function workersFor(points: number): number {
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2;
  return Math.max(1, Math.min(points, 2, cores - 1));
}

export function useJob(): Job {
  const [state, dispatch] = useReducer(runReducer, idleRun);
  const conns = useRef<EngineConnection[]>([]);
  const jobNo = useRef(0);
  // Whether this hook's job counts as running in the page's work (perf/timing.ts).
  const counted = useRef(false);

  const stopAll = useCallback(() => {
    for (const c of conns.current) c.terminate();
    conns.current = [];
    if (counted.current) {
      counted.current = false;
      jobEnded();
    }
  }, []);

  const begin = useCallback(
    (n: number, label: string): { job: number; conns: EngineConnection[] } => {
      // The new job counts before the old one ends: no idle moment between.
      jobStarted();
      stopAll();
      counted.current = true;
      const job = ++jobNo.current;
      conns.current = Array.from({ length: n }, () => new EngineConnection());
      dispatch({ type: 'start', job, label });
      return { job, conns: conns.current };
    },
    [stopAll],
  );

  const fail = useCallback(
    (job: number, e: unknown) => {
      if (e instanceof CancelledError) return;
      if (job !== jobNo.current) return;
      stopAll();
      dispatch({ type: 'fail', job, message: errorText(e) });
    },
    [stopAll],
  );

  const runFull: Job['runFull'] = useCallback(
    (sim, onDone, onPartial) => {
      const { job, conns: [c] } = begin(1, 'Starting');
      c.call({ type: 'full', sim, partial: onPartial !== undefined }, (u) => {
        if (u.type === 'progress') {
          dispatch({ type: 'progress', job, done: u.done, total: u.total, label: u.label });
        } else if (u.type === 'partial' && job === jobNo.current) {
          onPartial?.(u.figures);
        }
      }).then((res) => {
        if (job !== jobNo.current) return;
        stopAll();
        onDone(res.result);
        dispatch({ type: 'finish', job });
      }, (e: unknown) => fail(job, e));
    },
    [begin, fail, stopAll],
  );

  const runSweep: Job['runSweep'] = useCallback(
    (lesson, base, points, onPoint, onPartial) => {
      const n = workersFor(points.length);
      const { job, conns: cs } = begin(n, 'Starting');
      const share = cs.map((_, w) => points.filter((_, i) => i % n === w));
      const done = new Array<number>(n).fill(0);
      Promise.all(
        cs.map((c, w) =>
          c.call({ type: 'sweep', lesson, base, points: share[w], partial: onPartial !== undefined }, (u) => {
            if (job !== jobNo.current) return;
            if (u.type === 'point') onPoint(u.params, u.figures);
            else if (u.type === 'partial') onPartial?.(u.params, u.figures);
            else {
              done[w] = u.done;
              const sum = done.reduce((a, b) => a + b, 0);
              const label = `${Math.floor(sum)} of ${points.length} runs${n > 1 ? ` on ${n} workers` : ''}`;
              dispatch({ type: 'progress', job, done: sum, total: points.length, label });
            }
          }),
        ),
      ).then(() => {
        if (job !== jobNo.current) return;
        stopAll();
        dispatch({ type: 'finish', job });
      }, (e: unknown) => fail(job, e));
    },
    [begin, fail, stopAll],
  );

  const cancel = useCallback(() => {
    stopAll();
    dispatch({ type: 'cancel', job: jobNo.current });
  }, [stopAll]);

  useEffect(() => stopAll, [stopAll]);

  return { state, runFull, runSweep, cancel };
}
