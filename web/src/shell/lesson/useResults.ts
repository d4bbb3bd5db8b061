/**
 * Full-scale results of a lesson, keyed by their effective parameters
 * (the engine is deterministic: same parameters, same figures), and a hook
 * that keeps a set of runs computed: whatever is missing is run in the
 * background, in fresh workers, after the inputs settle.
 *
 * Two users of a page may want the same run (a chart whose points are
 * the article's cases): a sweep claims the runs it
 * starts, and one that defers (the article cases) leaves a claimed run to
 * its claimant and reads its figures when they come, or runs it itself if
 * the claimant stops without them.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { LessonInfo, Params, ScenarioFigures } from '../engine/types';
import { runKey } from '../state/params';
import type { Job } from '../hooks/useJob';

export type Results = ReturnType<typeof useResults>;

type ByKey = Record<string, ScenarioFigures>;

type Claim = { type: 'claim' | 'release'; keys: readonly string[] };

/** How many sweeps under way claim each run. */
function claimsReducer(s: Record<string, number>, a: Claim): Record<string, number> {
  const next = { ...s };
  for (const k of a.keys) {
    const n = (next[k] ?? 0) + (a.type === 'claim' ? 1 : -1);
    if (n > 0) next[k] = n;
    else delete next[k];
  }
  return next;
}

export function useResults(info: LessonInfo) {
  const [results, add] = useReducer(
    (s: ByKey, a: { key: string; figures: ScenarioFigures }) => ({ ...s, [a.key]: a.figures }),
    {},
  );
  const [claims, claimDispatch] = useReducer(claimsReducer, {});
  const keyOf = useCallback((p: Params) => runKey(info.id, info.params, p), [info]);
  const lookup = useCallback((p: Params) => results[keyOf(p)], [results, keyOf]);
  const store = useCallback((p: Params, figures: ScenarioFigures) => add({ key: keyOf(p), figures }), [keyOf]);
  const claimed = useCallback((p: Params) => (claims[keyOf(p)] ?? 0) > 0, [claims, keyOf]);
  const claim = useCallback((keys: readonly string[]) => claimDispatch({ type: 'claim', keys }), []);
  const release = useCallback((keys: readonly string[]) => claimDispatch({ type: 'release', keys }), []);
  return { results, keyOf, lookup, store, claimed, claim, release, claims };
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
 * only when given). The runs it starts are claimed while its job goes;
 * with `defer`, it claims none and leaves runs another sweep claims to
 * that sweep (see above).
 */
export function useAutoSweep(
  job: Job,
  info: LessonInfo,
  base: Params,
  points: Params[],
  res: Results,
  delay = 350,
  onPartial?: (p: Params, f: ScenarioFigures) => void,
  defer = false,
): () => void {
  const latest = useRef({ base, points, res, onPartial });
  useEffect(() => {
    latest.current = { base, points, res, onPartial };
  });
  const live = onPartial !== undefined;
  const { runSweep } = job;
  const held = useRef<string[]>([]);
  const { claim, release } = res;
  const runMissing = useCallback(() => {
    const { base: b, points: pts, res: r } = latest.current;
    const missing = pts.filter((p) => !r.lookup({ ...b, ...p }) && !(defer && r.claimed({ ...b, ...p })));
    if (missing.length === 0) return;
    if (!defer) {
      // runSweep stops this job's sweep under way: its claims go with it.
      release(held.current);
      held.current = missing.map((p) => r.keyOf({ ...b, ...p }));
      claim(held.current);
    }
    runSweep(
      info.id,
      b,
      missing,
      (pt, f) => latest.current.res.store({ ...b, ...pt }, f),
      live ? (pt, f) => latest.current.onPartial?.({ ...b, ...pt }, f) : undefined,
    );
  }, [runSweep, info.id, live, defer, claim, release]);

  // The job has stopped (done, cancelled, failed): its claims end.
  const running = job.state.status === 'running';
  useEffect(() => {
    if (running || held.current.length === 0) return;
    release(held.current);
    held.current = [];
  }, [running, release]);
  useEffect(() => () => release(held.current), [release]);

  // A deferring sweep looks again when a claim ends (its run may have
  // stopped without figures), unless its own job is under way.
  const claimsNow = defer ? JSON.stringify(res.claims) : '';
  const inputs = JSON.stringify([base, points]);
  useEffect(() => {
    if (defer && running) return;
    const t = setTimeout(runMissing, delay);
    return () => clearTimeout(t);
    // `running` is left out on purpose for a claimant: its own job ending must not start it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inputs, runMissing, delay, claimsNow, defer ? running : false]);
  return runMissing;
}
