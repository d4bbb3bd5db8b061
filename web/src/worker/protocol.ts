/**
 * Messages between the app and the engine worker. Every request carries an
 * `id`; the worker answers with messages carrying the same id: any number
 * of `progress` / `point` updates, then exactly one final message.
 *
 *   app ──{type:'open', id:7, sims, step:12}──▶ worker
 *   app ◀──{type:'frames', id:7, frames}─────── worker   (final)
 *
 *   app ──{type:'sweep', id:8, ...}───────────▶ worker
 *   app ◀──{type:'progress', id:8, ...} ×n ──── worker
 *   app ◀──{type:'point', id:8, ...} ×points ── worker
 *   app ◀──{type:'done', id:8}───────────────── worker   (final)
 *
 * Cancelling a long job is `worker.terminate()`; nothing else is needed.
 */
import type { Figures, LessonInfo, ParamError, Params, SimEvent } from '../engine/types';

/** A simulation to create: a lesson and the user's parameters. */
export interface SimSpec {
  lesson: string;
  params: Params;
}

/** Bulk page data copied out of the engine (leaf pages in logical order). */
export interface Snapshot {
  leafFill: Float32Array;
  leafPhysical: Uint32Array;
  leafFirstInstrument: Uint32Array;
  leafRows: Uint32Array;
  /** Instruments of every row, leaf after leaf; empty for large tables. */
  leafRowInstruments: Uint32Array;
  /** Pages per tree level, root first. */
  levelPages: Uint32Array;
}

/** The state of one step-view simulation after step `step`. */
export interface Frame {
  /** Inserts done so far (0 = the freshly built table). */
  step: number;
  /** Inserts the scenario holds in all. */
  total: number;
  done: boolean;
  /** Events of insert number `step` (empty at step 0). */
  events: SimEvent[];
  counters: Figures;
  snapshot: Snapshot;
  /** The parameters the step view really uses (step preset + user's). */
  params: Params;
}

export type Request =
  | { type: 'lessons'; id: number }
  | { type: 'validate'; id: number; lesson: string; params: Params }
  /** Step view: create (or reuse) sims and bring them all to `step`. */
  | { type: 'open'; id: number; sims: SimSpec[]; step: number }
  /** Step view: one more insert in every open sim (fails if none is open). */
  | { type: 'step'; id: number }
  /** Full-scale run: lesson defaults + user params. */
  | { type: 'full'; id: number; sim: SimSpec; snapshot: boolean }
  /** Several full-scale runs, one per point (each point overrides `base`). */
  | { type: 'sweep'; id: number; lesson: string; base: Params; points: Params[] };

export type Response =
  | { type: 'lessons'; id: number; lessons: LessonInfo[] }
  | { type: 'validate'; id: number; errors: ParamError[] }
  | { type: 'frames'; id: number; frames: Frame[] }
  | { type: 'progress'; id: number; done: number; total: number; label: string }
  | { type: 'point'; id: number; index: number; params: Params; figures: Figures }
  | { type: 'figures'; id: number; figures: Figures; snapshot: Snapshot | null }
  | { type: 'done'; id: number }
  | { type: 'error'; id: number; message: string; errors: ParamError[] };

export type FinalResponse = Extract<
  Response,
  { type: 'lessons' | 'validate' | 'frames' | 'figures' | 'done' | 'error' }
>;
export type UpdateResponse = Extract<Response, { type: 'progress' | 'point' }>;

/** The transferable buffers of a snapshot (moved, not copied). */
export function snapshotBuffers(s: Snapshot): ArrayBuffer[] {
  const all = [
    s.leafFill.buffer,
    s.leafPhysical.buffer,
    s.leafFirstInstrument.buffer,
    s.leafRows.buffer,
    s.leafRowInstruments.buffer,
    s.levelPages.buffer,
  ].filter((b): b is ArrayBuffer => b instanceof ArrayBuffer && b.byteLength > 0);
  // A buffer listed twice would make postMessage throw.
  return [...new Set(all)];
}
