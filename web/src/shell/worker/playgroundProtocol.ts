/**
 * Messages between the playground's tools and their workers: the trace
 * tool's (`trace.worker.ts`, the engine's trace package) and the script
 * tool's (`script.worker.ts`, the script package: `compile`, `complete`).
 * Every request carries an `id` and gets exactly one answer with it.
 *
 *   app ──{type:'parse', id, bytes}──────────▶ worker   (the file's bytes: transferred)
 *   app ◀──{type:'parsed', id, summary, pages, flags} or {type:'refused', id, refusal}
 *   app ──{type:'adopt', id, pages, flags, distinct}─▶ another worker (a copy of the parsed arrays)
 *   app ◀──{type:'adopted', id}
 *   app ──{type:'points', id, policy, frames}─▶ worker
 *   app ◀──{type:'points', id, policy, points}         (lru: every size in one pass; others: one size a request)
 *
 * Cancelling is `worker.terminate()`, as for the lessons' long runs.
 */

/** One point of a miss-ratio curve (the engine's `mrc::CurvePoint`). */
export interface CurvePoint {
  frames: number;
  misses: number;
  hit_ratio: number;
}

/** What a trace holds. */
export interface TraceSummary {
  references: number;
  distinct: number;
  writes: number;
}

/** Why a file is not a trace (the engine's `TraceFileError`): line 0 is the whole file. */
export interface TraceRefusal {
  line: number;
  kind: string;
  values: string[];
  message: string;
}

import type { CompiledScript } from '../../wasm-pkg/script/pagelab.js';

export type { CompiledScript, Experiment, ScriptError } from '../../wasm-pkg/script/pagelab.js';

/** Which engine a playground tool's worker loads (not `shell/playground/tool.ts`'s PlaygroundTool, the tool's page). */
export type ToolEngine = 'trace' | 'script';

export type PlaygroundRequest =
  | { type: 'compile'; id: number; text: string }
  | { type: 'complete'; id: number; text: string; line: number; column: number }
  | { type: 'parse'; id: number; bytes: ArrayBuffer }
  | { type: 'adopt'; id: number; pages: Uint32Array; flags: Uint8Array; distinct: number }
  | { type: 'points'; id: number; policy: string; frames: number[] }
  | { type: 'policies'; id: number };

export type PlaygroundResponse =
  | { type: 'compiled'; id: number; result: CompiledScript }
  | { type: 'completions'; id: number; words: string[] }
  | { type: 'parsed'; id: number; summary: TraceSummary; pages: Uint32Array; flags: Uint8Array; frames: number[] }
  | { type: 'refused'; id: number; refusal: TraceRefusal }
  | { type: 'adopted'; id: number }
  | { type: 'points'; id: number; policy: string; points: CurvePoint[] }
  | { type: 'policies'; id: number; policies: string[] }
  | { type: 'error'; id: number; message: string };
