/**
 * One long job at a time (a full-scale run or a sweep), each in fresh
 * workers. Cancel = terminate them; the page never waits on a busy worker.
 * Sweeps spread their points over a few workers to use the machine's cores:
 * each worker takes the next point when it is done with one, so runs of
 * very different lengths (one thread against 128, a million rows against
 * seventeen) end together instead of leaving a core idle.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Params, ScenarioFigures } from '../engine/types';
import { EngineConnection } from '../worker/engineClient';
import type { FullResult, SimSpec } from '../worker/protocol';
import { idleRun, runReducer, type RunState } from '../state/runState';
import { CancelledError } from '../worker/engineClient';
import { jobEnded, jobStarted } from '../perf/timing';
import type { Catalogue } from '../../kit/i18n/words';
import { failureText, type RuleWords } from '../lesson/ruleText';

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

/**
 * Workers for a sweep: two where there are two cores or more. A page runs a
 * chart's sweep beside the full run (another worker) and the page's own
 * thread: on two cores, one sweep worker left a core idle once the full run
 * ended (docs/benchmarks.md, "Latch's work on opening"), while three busy workers share
 * two cores with the page, which the OS still schedules. Not more than two:
 * each worker holds its own engine memory (a fragmentation run, up to
 * 256 MB), and phones report eight cores.
 */
function workersFor(points: number): number {
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2;
  return Math.max(1, Math.min(points, 2, cores));
}

/** `rules`: the lesson's words for the engine's refusals, so a failure reads in the page's language. */
export function useJob(rules?: Catalogue<RuleWords>): Job {
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
      dispatch({ type: 'fail', job, message: failureText(e, rules) });
    },
    [stopAll, rules],
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
      let next = 0;
      let finished = 0;
      // Each worker's share of the point it is running (0 to 1).
      const current = new Array<number>(n).fill(0);
      const report = () => {
        const sum = finished + current.reduce((a, b) => a + b, 0);
        const label = `${Math.floor(sum)} of ${points.length} runs${n > 1 ? ` on ${n} workers` : ''}`;
        dispatch({ type: 'progress', job, done: sum, total: points.length, label });
      };
      const work = async (c: EngineConnection, w: number) => {
        while (next < points.length && job === jobNo.current) {
          const point = points[next++];
          await c.call({ type: 'sweep', lesson, base, points: [point], partial: onPartial !== undefined }, (u) => {
            if (job !== jobNo.current) return;
            if (u.type === 'point') onPoint(u.params, u.figures);
            else if (u.type === 'partial') onPartial?.(u.params, u.figures);
            else {
              current[w] = Math.min(1, u.done);
              report();
            }
          });
          current[w] = 0;
          finished += 1;
          if (job === jobNo.current) report();
        }
      };
      Promise.all(
        cs.map((c, w) => work(c, w)),
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
