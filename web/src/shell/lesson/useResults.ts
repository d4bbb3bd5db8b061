/**
 * Full-scale results of a lesson, keyed by their effective parameters
 * (the engine is deterministic: same parameters, same figures), and a hook
 * that keeps a set of runs computed: whatever is missing is run in the
 * background, in fresh workers, after the inputs settle.
 *
 * Two users of a page may want the same run (a chart whose points are
 * the article's cases, a chart one of whose points is the full run): a
 * sweep claims the runs it starts (the full run claims its own), and
 * leaves a run someone else claims to its claimant: it reads the
 * figures when they come, or runs it itself if the claimant stops
 * without them. One that defers (the article cases) claims none.
 * A claimant may publish its run's figures so far (`publish`), for a
 * chart drawn as its runs go that left that run to it.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { LessonInfo, Params, ScenarioFigures } from '../engine/types';
import { runKey } from '../state/params';
import type { Job } from '../hooks/useJob';

export type Results = ReturnType<typeof useResults>;

type ByKey = Record<string, ScenarioFigures>;

type Claim = { type: 'claim' | 'release'; keys: readonly string[] };

type PartialListener = (key: string, figures: ScenarioFigures) => void;

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
  const claim = useCallback((keys: readonly string[]) => claimDispatch({ type: 'claim', keys }), []);
  const release = useCallback((keys: readonly string[]) => claimDispatch({ type: 'release', keys }), []);
  // Figures so far go to listeners, not to state: only a live chart redraws.
  const listeners = useRef(new Set<PartialListener>());
  const publish = useCallback(
    (p: Params, figures: ScenarioFigures) => {
      const key = keyOf(p);
      for (const l of listeners.current) l(key, figures);
    },
    [keyOf],
  );
  const listen = useCallback((l: PartialListener) => {
    listeners.current.add(l);
    return () => void listeners.current.delete(l);
  }, []);
  return { results, keyOf, lookup, store, claim, release, claims, publish, listen };
}

/**
 * Figures so far of runs under way, by the same keys as `useResults`
 * (a chart drawn as its runs go); a run's final figures go to `Results`.
 * Kept by the chart that asked for them, so only it redraws as they come.
 * With `keys`, it also takes what other claimants publish of those runs.
 */
export function usePartials(res: Results, keys: readonly string[] = []) {
  const [partials, add] = useReducer(
    (s: ByKey, a: { key: string; figures: ScenarioFigures }) => ({ ...s, [a.key]: a.figures }),
    {},
  );
  const { keyOf, listen } = res;
  const lookup = useCallback((p: Params) => partials[keyOf(p)], [partials, keyOf]);
  const store = useCallback((p: Params, figures: ScenarioFigures) => add({ key: keyOf(p), figures }), [keyOf]);
  const wanted = keys.join('\n');
  useEffect(() => {
    if (wanted === '') return;
    const mine = new Set(wanted.split('\n'));
    return listen((key, figures) => {
      if (mine.has(key)) add({ key, figures });
    });
  }, [wanted, listen]);
  return { lookup, store };
}

/**
 * Run `points` (each over `base`) that are not in `results` yet, once the
 * inputs have been stable for `delay` ms. Returns a function that runs the
 * missing points now (for a "Run" button after a cancel). `onPartial`
 * receives each run's figures so far while it goes (asked of the worker
 * only when given). The runs it starts are claimed while its job goes,
 * and a run someone else claims is left to them (see above); with
 * `defer`, it claims none.
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
  // Runs left to another claimant when last looked: looked at again when its claim ends.
  const [left, setLeft] = useState('');
  // The inputs it last looked at (a deferring sweep's claims effect below).
  const lookedAt = useRef<string | null>(null);
  const { claim, release } = res;
  const runMissing = useCallback(() => {
    const { base: b, points: pts, res: r } = latest.current;
    lookedAt.current = JSON.stringify([b, pts]);
    const othersClaim = (key: string) => (r.claims[key] ?? 0) - (held.current.includes(key) ? 1 : 0) > 0;
    const todo = pts.map((p) => ({ p, key: r.keyOf({ ...b, ...p }) })).filter(({ key }) => !r.results[key]);
    setLeft(todo.filter(({ key }) => othersClaim(key)).map(({ key }) => key).join('\n'));
    const missing = todo.filter(({ key }) => !othersClaim(key));
    if (missing.length === 0) return;
    if (!defer) {
      // runSweep stops this job's sweep under way: its claims go with it.
      release(held.current);
      held.current = missing.map(({ key }) => key);
      claim(held.current);
    }
    runSweep(
      info.id,
      b,
      missing.map(({ p }) => p),
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

  const inputs = JSON.stringify([base, points]);
  useEffect(() => {
    if (defer && running) return;
    // A claimant's first look goes at once: `delay` waits for inputs the
    // reader is still changing, and on opening nobody is (it cost the
    // page's work 350 ms of idle cores). A deferring sweep's first look
    // still waits, for the claimants' claims to be in.
    const first = !defer && lookedAt.current === null;
    const t = setTimeout(runMissing, first ? 0 : delay);
    return () => clearTimeout(t);
    // `running` is left out on purpose for a claimant: its own job ending must not start it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inputs, runMissing, delay, defer ? running : false]);
  // A deferring sweep looks again soon when the claims change (a run it
  // left may have stopped without figures; one it waits for may be done),
  // unless its own job is under way: not after `delay` again, which would
  // hold it back a second each time another run ends.
  // Only once it has looked for these inputs: its first look waits
  // `delay`, for the other runs' claims to be in.
  const claimsNow = defer ? JSON.stringify(res.claims) : '';
  useEffect(() => {
    if (!defer || running || lookedAt.current !== inputs) return;
    const t = setTimeout(runMissing, 50);
    return () => clearTimeout(t);
    // `inputs` is left out on purpose: new inputs get their first look above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [claimsNow, defer, running, runMissing]);
  // A claimant looks again only when a run it left to another's claim is
  // no longer claimed and has no figures (that claimant stopped without
  // them); its own claims ending must not start it again.
  const leftOpen =
    defer || left === ''
      ? ''
      : left
          .split('\n')
          .filter((k) => !((res.claims[k] ?? 0) > 0) && !res.results[k])
          .join('\n');
  useEffect(() => {
    if (leftOpen === '') return;
    const t = setTimeout(runMissing, delay);
    return () => clearTimeout(t);
  }, [leftOpen, runMissing, delay]);
  return runMissing;
}
