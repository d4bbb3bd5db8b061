/// <reference lib="webworker" />
/**
 * The engine's only home: a module Web Worker. It loads the engine of each
 * lesson it is asked about (one WASM module a scenario, engines.ts),
 * answers the requests of `protocol.ts`, and keeps the step-view
 * simulations alive between requests so that stepping forward is one
 * `sim.step()`. Stepping back replays from the seed (the engine is
 * deterministic), so no history is stored here.
 */
import type { Scenario } from '../../wasm-pkg/pagelab.js';
import type { AnyStep, Params } from '../engine/types';
import type { Frame, Request, Response, SimSpec, StepMoment, TraceStep } from './protocol';
import { MAX_MOMENT_STEPS, MAX_TRACE_EVENTS, PARTIAL_EVERY_MS, viewBuffers } from './protocol';
import { timed } from '../perf/timing';
import { engineOf, loadEngine, loadEnginesOf, stepPresetOfLesson } from './engines';
import { EngineMissingError } from './engineMissing';
import { isParamErrors, openStepView } from './stepSetup';

const scope = self as unknown as DedicatedWorkerGlobalScope;
// A worker started for a lesson is named after its scenario
// (`pagelab-engine:latch`, spawnEngine.ts): its engine starts loading now,
// while the page's code still runs, not when the first request comes.
const named = /^pagelab-engine:(\w+)$/.exec(scope.name)?.[1];
if (named) loadEngine(named).catch(() => undefined);

/** A step-view simulation and how far it has gone. */
interface OpenSim {
  key: string;
  sim: Scenario;
  params: Params;
  step: number;
  last: AnyStep | null;
}
let openSims: OpenSim[] = [];

function post(msg: Response, transfer: Transferable[] = []): void {
  scope.postMessage(msg, transfer);
}

/** A new simulation of a lesson, by its scenario's engine. */
function newScenario(lesson: string, params: Params): Scenario {
  return new (engineOf(lesson).Scenario)(lesson, params);
}

/** Steps a scenario holds in all (null: only its end tells). */
function totalOf(sim: Scenario): number | null {
  return sim.progress().total;
}

/** The step view's parameters: the lesson's step preset under the user's. */
function stepParams(spec: SimSpec): Params {
  return { ...stepPresetOfLesson(spec.lesson), ...spec.params };
}

function freeOpenSims(keep: Set<OpenSim> = new Set()): void {
  for (const o of openSims) if (!keep.has(o)) o.sim.free();
  openSims = openSims.filter((o) => keep.has(o));
}

/** The step view's scenario, with the parameters it runs (stepSetup.ts says which). */
function openScenario(spec: SimSpec): { sim: Scenario; params: Params } {
  return openStepView(spec.params, stepPresetOfLesson(spec.lesson), (params) => newScenario(spec.lesson, params));
}

/** Bring one simulation to step `k`, reusing the open one when possible. */
function bringTo(spec: SimSpec, k: number, reuse: OpenSim | undefined): OpenSim {
  const key = JSON.stringify([spec.lesson, Object.entries(stepParams(spec)).sort()]);
  let o = reuse && reuse.key === key && reuse.step <= k ? reuse : undefined;
  if (!o) {
    const { sim, params } = openScenario(spec);
    o = { key, sim, params, step: 0, last: null };
  }
  const total = totalOf(o.sim);
  const target = Math.max(0, total === null ? k : Math.min(k, total));
  if (target > o.step) {
    if (target - o.step > 1) o.sim.advance(target - o.step - 1);
    if (!o.sim.done()) {
      o.last = o.sim.step();
      o.step = target;
    } else {
      // A scenario that ended early (its clock ran out): stay at its end.
      o.step = o.sim.progress().done;
    }
  }
  return o;
}

function open(id: number, sims: SimSpec[], step: number): void {
  const next: OpenSim[] = sims.map((spec, i) => bringTo(spec, step, openSims[i]));
  freeOpenSims(new Set(next));
  openSims = next;
  postFrames(id);
}

function stepAll(id: number): void {
  if (openSims.length === 0) throw new Error('No simulation is open: send "open" first.');
  const t0 = performance.now();
  for (const o of openSims) {
    if (!o.sim.done()) {
      o.last = o.sim.step();
      o.step += 1;
    }
  }
  timed('pagelab:engine-step', t0);
  postFrames(id);
}

function postFrames(id: number): void {
  const t0 = performance.now();
  const frames: Frame[] = openSims.map((o) => ({
    step: o.step,
    total: totalOf(o.sim),
    done: o.sim.done(),
    events: o.step > 0 && o.last ? o.last.events : [],
    figures: o.sim.figures(),
    views: o.sim.views(),
    params: o.params,
  }));
  const buffers = frames.flatMap((f) => viewBuffers(f.views));
  const bytes = buffers.reduce((sum, b) => sum + b.byteLength, 0);
  const t1 = performance.now();
  timed('pagelab:engine-copy', t0, { bytes });
  post({ type: 'frames', id, frames }, buffers);
  timed('pagelab:engine-post', t1, { bytes });
}

/**
 * Run one simulation to its end in chunks, reporting progress about every
 * `every` ms (100 unless told). `report(fraction)` gets 0..1; a scenario
 * whose total is unknown (a timed one) reports the share of chunks done so
 * far as half-way, then 1 at its end.
 */
function runToEnd(sim: Scenario, report: (fraction: number) => void, every = 100): void {
  let chunk = 64;
  let lastReport = performance.now();
  while (!sim.done()) {
    const t0 = performance.now();
    sim.advance(chunk);
    const dt = performance.now() - t0;
    // Aim at ~30 ms of work per chunk so progress stays smooth. A step's
    // cost can jump a hundredfold (a growth phase's insert, then a window's
    // request through the disks): a slow chunk shrinks in proportion at once.
    if (dt < 15) chunk = Math.min(chunk * 2, 1 << 20);
    else if (dt > 45) chunk = Math.max(1, Math.floor((chunk * 30) / dt));
    if (t0 + dt - lastReport > every) {
      lastReport = t0 + dt;
      const { done, total } = sim.progress();
      report(total === null ? 0.5 : total === 0 ? 1 : done / total);
    }
  }
}

function full(id: number, spec: SimSpec, partial: boolean): void {
  post({ type: 'progress', id, done: 0, total: 1, label: 'Building the table' });
  const sim = newScenario(spec.lesson, spec.params);
  try {
    runToEnd(
      sim,
      (f) => {
        post({ type: 'progress', id, done: f, total: 1, label: 'Running' });
        if (partial) post({ type: 'partial', id, index: 0, params: spec.params, figures: sim.figures() });
      },
      partial ? PARTIAL_EVERY_MS : 100,
    );
    const result = { figures: sim.figures(), views: sim.views() };
    post({ type: 'figures', id, result }, viewBuffers(result.views));
  } finally {
    sim.free();
  }
}

/**
 * The events of steps 1..`to` of each simulation, as the step view shows
 * them (its step preset under the user's parameters), from fresh
 * simulations: the open ones stay where the view is.
 */
function trace(id: number, specs: SimSpec[], to: number, from = 1): void {
  const sims = specs.map((spec) => openScenario(spec).sim);
  try {
    const steps: TraceStep[][] = sims.map(() => []);
    let events = 0;
    let last = 0;
    let lastReport = performance.now();
    if (from > 1) for (const sim of sims) sim.advance(from - 1);
    for (let k = Math.max(1, from); k <= to && events < MAX_TRACE_EVENTS; k++) {
      if (sims.every((s) => s.done())) break;
      sims.forEach((sim, i) => {
        if (sim.done()) return;
        const step = sim.step();
        steps[i].push({ step: k, events: step.events });
        events += step.events.length;
      });
      last = k;
      if (performance.now() - lastReport > 100) {
        lastReport = performance.now();
        post({ type: 'progress', id, done: k, total: to, label: `Step ${k} of ${to}` });
      }
    }
    post({ type: 'trace', id, trace: { steps, last, truncated: last < to && events >= MAX_TRACE_EVENTS } });
  } finally {
    for (const sim of sims) sim.free();
  }
}

/**
 * Every simulation's moments over its first MAX_MOMENT_STEPS steps (the
 * engine scans them, watched, in chunks between progress reports): one
 * sorted list, each step's kind once.
 */
function moments(id: number, specs: SimSpec[]): void {
  const seen = new Set<string>();
  const out: StepMoment[] = [];
  let scanned = 0;
  specs.forEach((spec, i) => {
    const { sim } = openScenario(spec);
    try {
      const total = Math.min(totalOf(sim) ?? MAX_MOMENT_STEPS, MAX_MOMENT_STEPS);
      let lastReport = performance.now();
      while (!sim.done() && sim.progress().done < MAX_MOMENT_STEPS) {
        for (const m of sim.scanMoments(Math.min(512, MAX_MOMENT_STEPS - sim.progress().done))) {
          const key = `${m.step}:${m.kind}`;
          if (seen.has(key)) continue;
          seen.add(key);
          out.push({ step: m.step, kind: m.kind });
        }
        if (performance.now() - lastReport > 100) {
          lastReport = performance.now();
          post({ type: 'progress', id, done: i + sim.progress().done / total, total: specs.length, label: 'Finding the moments' });
        }
      }
      scanned = Math.max(scanned, sim.progress().done);
    } finally {
      sim.free();
    }
  });
  out.sort((a, b) => a.step - b.step || a.kind.localeCompare(b.kind));
  post({ type: 'moments', id, moments: out, scanned });
}

function sweep(id: number, lesson: string, base: Params, points: Params[], partial: boolean): void {
  points.forEach((point, index) => {
    const params = { ...base, ...point };
    const label = `Run ${index + 1} of ${points.length}`;
    post({ type: 'progress', id, done: index, total: points.length, label });
    const sim = newScenario(lesson, params);
    try {
      // A chart drawn as its runs go gets each run's figures so far, often
      // (their cost is the engine's figures(): a few ms at most).
      runToEnd(
        sim,
        (f) => {
          post({ type: 'progress', id, done: index + f, total: points.length, label });
          if (partial) post({ type: 'partial', id, index, params: point, figures: sim.figures() });
        },
        partial ? PARTIAL_EVERY_MS : 100,
      );
      post({ type: 'point', id, index, params: point, figures: sim.figures() });
    } finally {
      sim.free();
    }
  });
  post({ type: 'progress', id, done: points.length, total: points.length, label: 'Done' });
  post({ type: 'done', id });
}

function handle(req: Request): void {
  switch (req.type) {
    case 'validate':
      post({ type: 'validate', id: req.id, errors: engineOf(req.lesson).validate(req.lesson, req.params) });
      return;
    case 'verdict':
      post({
        type: 'verdict',
        id: req.id,
        verdict: engineOf(req.lesson).sweepVerdict(req.lesson, req.sweep, req.lines, req.xs, Float64Array.from(req.ys)) ?? null,
      });
      return;
    case 'open':
      open(req.id, req.sims, req.step);
      return;
    case 'step':
      stepAll(req.id);
      return;
    case 'full':
      full(req.id, req.sim, req.partial === true);
      return;
    case 'trace':
      trace(req.id, req.sims, Math.max(0, Math.floor(req.to)), Math.max(1, Math.floor(req.from ?? 1)));
      return;
    case 'moments':
      moments(req.id, req.sims);
      return;
    case 'sweep':
      sweep(req.id, req.lesson, req.base, req.points, req.partial === true);
      return;
  }
}

scope.onmessage = async (ev: MessageEvent<Request>) => {
  const req = ev.data;
  try {
    await loadEnginesOf(lessonsOf(req));
    handle(req);
  } catch (e) {
    if (isParamErrors(e)) {
      post({ type: 'error', id: req.id, message: 'Invalid parameters', errors: e });
      return;
    }
    if (e instanceof EngineMissingError) {
      post({ type: 'error', id: req.id, message: e.message, errors: [], code: 'engine_missing' });
      return;
    }
    // A panic may leave a simulation half-updated: never reuse it.
    freeOpenSimsQuietly();
    const message = e instanceof Error ? e.message : String(e);
    post({ type: 'error', id: req.id, message, errors: [] });
  }
};

/** The lessons a request is about (their engines must be loaded first). */
function lessonsOf(req: Request): string[] {
  switch (req.type) {
    case 'open':
    case 'trace':
    case 'moments':
      return req.sims.map((s) => s.lesson);
    case 'full':
      return [req.sim.lesson];
    case 'step':
      return [];
    default:
      return [req.lesson];
  }
}

function freeOpenSimsQuietly(): void {
  try {
    freeOpenSims();
  } catch {
    openSims = [];
  }
}
