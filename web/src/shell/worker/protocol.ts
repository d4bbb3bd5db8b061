/**
 * Messages between the app and the engine worker. Every request carries an
 * `id`; the worker answers with messages carrying the same id: any number
 * of `progress` / `partial` / `point` updates, then exactly one final
 * message.
 *
 *   app ──{type:'open', id:7, sims, step:12}──▶ worker
 *   app ◀──{type:'frames', id:7, frames}─────── worker   (final)
 *
 *   app ──{type:'sweep', id:8, ...}───────────▶ worker
 *   app ◀──{type:'progress', id:8, ...} ×n ──── worker
 *   app ◀──{type:'partial', id:8, ...} ×n ───── worker   (asked for: a run's figures so far)
 *   app ◀──{type:'point', id:8, ...} ×points ── worker
 *   app ◀──{type:'done', id:8}───────────────── worker   (final)
 *
 * Cancelling a long job is `worker.terminate()`; nothing else is needed.
 */
import type { ParamError, Params, ScenarioEvent, ScenarioFigures, View } from '../engine/types';

/** A simulation to create: a lesson and the user's parameters. */
export interface SimSpec {
  lesson: string;
  params: Params;
}

/** The state of one step-view simulation after step `step`. */
export interface Frame {
  /** Steps done so far (0 = the scenario as built). */
  step: number;
  /** Steps the scenario holds in all; null when only its end tells. */
  total: number | null;
  done: boolean;
  /** Events of step number `step` (empty at step 0). */
  events: ScenarioEvent[];
  figures: ScenarioFigures;
  /** The bulk data each picture draws, by view kind. */
  views: View[];
  /** The parameters the step view really uses (step preset + user's). */
  params: Params;
}

/** One step of an event trace: its number and every event it caused. */
export interface TraceStep {
  step: number;
  events: ScenarioEvent[];
}

/** The step view's events from step 1 to the one asked for, one list per simulation. */
export interface Trace {
  steps: TraceStep[][];
  /** The last step traced (below the one asked for when the run ended first or the trace was cut). */
  last: number;
  /** Cut at MAX_TRACE_EVENTS: a trace stays a file a spreadsheet opens. */
  truncated: boolean;
}

/** A step worth finding (the engine's `Moment`): after `step` steps, a `kind` of moment. */
export interface StepMoment {
  step: number;
  kind: string;
}

/** At most this many steps scanned for moments (a very long step view is marked up to here). */
export const MAX_MOMENT_STEPS = 100_000;

/** At most this many events in one trace (all simulations together). */
export const MAX_TRACE_EVENTS = 250_000;

/** The end of a full-scale run. */
export interface FullResult {
  figures: ScenarioFigures;
  views: View[];
}

export type Request =
  | { type: 'validate'; id: number; lesson: string; params: Params }
  /** Step view: create (or reuse) sims and bring them all to `step`. */
  | { type: 'open'; id: number; sims: SimSpec[]; step: number }
  /** Step view: one more step in every open sim (fails if none is open). */
  | { type: 'step'; id: number }
  /**
   * The step view's events, steps `from`..`to` (from 1 unless told; the
   * steps before replayed silently), in fresh simulations.
   */
  | { type: 'trace'; id: number; sims: SimSpec[]; to: number; from?: number }
  /** The step view's moments (splits, evictions, …), every simulation's, steps 1..MAX_MOMENT_STEPS. */
  | { type: 'moments'; id: number; sims: SimSpec[] }
  /**
   * Full-scale run: lesson defaults + user params. `partial`: also post its
   * figures so far (as a sweep's, index 0), for a chart whose point it is.
   */
  | { type: 'full'; id: number; sim: SimSpec; partial?: boolean }
  /**
   * Several full-scale runs, one per point (each point overrides `base`).
   * `partial`: also post each run's figures so far, every PARTIAL_EVERY_MS
   * or so, for a chart drawn as its runs go.
   */
  | { type: 'sweep'; id: number; lesson: string; base: Params; points: Params[]; partial?: boolean }
  /**
   * The engine's verdict on a chart's points (the lesson's sweep `sweep`):
   * each point's line value, x value and figure (NaN while missing).
   */
  | { type: 'verdict'; id: number; lesson: string; sweep: string; lines: string[]; xs: string[]; ys: number[] };

/**
 * How often a run that was asked for them posts its figures so far, ms.
 * Each post redraws a live chart on the page's thread, which shares this
 * machine class's two cores with the runs: 60 ms kept the longest live
 * chart's runs ~1 s longer than 250 ms did (docs/benchmarks.md, 2026-11-27
 * afternoon); 200 ms still draws a long run step by step.
 */
export const PARTIAL_EVERY_MS = 200;

export type Response =
  | { type: 'validate'; id: number; errors: ParamError[] }
  /** true: the runs keep the article's shape; false: one breaks it; null: not yet told. */
  | { type: 'verdict'; id: number; verdict: boolean | null }
  | { type: 'frames'; id: number; frames: Frame[] }
  | { type: 'progress'; id: number; done: number; total: number; label: string }
  | { type: 'point'; id: number; index: number; params: Params; figures: ScenarioFigures }
  /** A run of a sweep under way: its figures so far (the point's params, as `point`). */
  | { type: 'partial'; id: number; index: number; params: Params; figures: ScenarioFigures }
  | { type: 'figures'; id: number; result: FullResult }
  | { type: 'trace'; id: number; trace: Trace }
  | { type: 'moments'; id: number; moments: StepMoment[]; scanned: number }
  | { type: 'done'; id: number }
  /** `code` 'engine_missing': this copy of pagelab does not carry the lesson's engine (a course package's). */
  | { type: 'error'; id: number; message: string; errors: ParamError[]; code?: 'engine_missing' };

export type FinalResponse = Extract<
  Response,
  { type: 'validate' | 'verdict' | 'frames' | 'figures' | 'trace' | 'moments' | 'done' | 'error' }
>;
export type UpdateResponse = Extract<Response, { type: 'progress' | 'point' | 'partial' }>;

/** The typed arrays of some views: their buffers are moved, not copied. */
export function viewBuffers(views: readonly View[]): ArrayBuffer[] {
  const all: ArrayBuffer[] = [];
  for (const v of views) {
    for (const x of Object.values(v)) {
      if (ArrayBuffer.isView(x) && x.buffer instanceof ArrayBuffer && x.buffer.byteLength > 0) all.push(x.buffer);
    }
  }
  // A buffer listed twice would make postMessage throw.
  return [...new Set(all)];
}
