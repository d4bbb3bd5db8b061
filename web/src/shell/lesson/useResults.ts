/**
 * Full-scale results of a lesson, keyed by their effective parameters
 * (the engine is deterministic: same parameters, same figures), and a hook
 * that keeps a set of runs computed: whatever is missing is run in the
 * background, in fresh workers, after the inputs settle.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { LessonInfo, Params, ScenarioFigures } from '../engine/types';
import { runKey } from '../state/params';
import type { Job } from '../hooks/useJob';

export type Results = ReturnType<typeof useResults>;

type ByKey = Record<string, ScenarioFigures>;

export function useResults(info: LessonInfo) {
  const [results, add] = useReducer(
    (s: ByKey, a: { key: string; figures: ScenarioFigures }) => ({ ...s, [a.key]: a.figures }),
    {},
  );
  const keyOf = useCallback((p: Params) => runKey(info.id, info.params, p), [info]);
  const lookup = useCallback((p: Params) => results[keyOf(p)], [results, keyOf]);
  const store = useCallback((p: Params, figures: ScenarioFigures) => add({ key: keyOf(p), figures }), [keyOf]);
  return { results, keyOf, lookup, store };
}

/**
 * Figures so far of runs under way, by the same keys as `useResults`
 * (a chart drawn as its runs go); a run's final figures go to `Results`.
 * Kept by the chart that asked for them, so only it redraws as they come.
 */
export function usePartials(res: Results) {
  const [partials, add] = useReducer(
    (s: ByKey, a: { key: string; figures: ScenarioFigures }) => ({ ...s, [a.key]: a.figures }),
    {},
  );
  const { keyOf } = res;
  const lookup = useCallback((p: Params) => partials[keyOf(p)], [partials, keyOf]);
  const store = useCallback((p: Params, figures: ScenarioFigures) => add({ key: keyOf(p), figures }), [keyOf]);
  return { lookup, store };
}

/**
 * Run `points` (each over `base`) that are not in `results` yet, once the
 * inputs have been stable for `delay` ms. Returns a function that runs the
 * missing points now (for a "Run" button after a cancel). `onPartial`
 * receives each run's figures so far while it goes (asked of the worker
 * only when given).
 */
export function useAutoSweep(
  runSweep: Job['runSweep'],
  info: LessonInfo,
  base: Params,
  points: Params[],
  res: Results,
  delay = 350,
  onPartial?: (p: Params, f: ScenarioFigures) => void,
): () => void {
  const latest = useRef({ base, points, res, onPartial });
  useEffect(() => {
    latest.current = { base, points, res, onPartial };
  });
  const live = onPartial !== undefined;
  const runMissing = useCallback(() => {
    const { base: b, points: pts, res: r } = latest.current;
    const missing = pts.filter((p) => !r.lookup({ ...b, ...p }));
    if (missing.length === 0) return;
    runSweep(
      info.id,
      b,
      missing,
      (pt, f) => latest.current.res.store({ ...b, ...pt }, f),
      live ? (pt, f) => latest.current.onPartial?.({ ...b, ...pt }, f) : undefined,
    );
  }, [runSweep, info.id, live]);

  const inputs = JSON.stringify([base, points]);
  useEffect(() => {
    const t = setTimeout(runMissing, delay);
    return () => clearTimeout(t);
  }, [inputs, runMissing, delay]);
  return runMissing;
}
