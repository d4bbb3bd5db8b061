/**
 * Messages between the trace tool and its workers (`trace.worker.ts`, the
 * engine's trace package: the pool's policies and a trace file's reader):
 *
 *   app ──{type:'parse', id, bytes}──────────▶ worker   (the file's bytes: transferred)
 *   app ◀──{type:'parsed', id, summary, pages, flags} or {type:'refused', id, refusal}
 *   app ──{type:'adopt', id, pages, flags, distinct}─▶ another worker (a copy of the parsed arrays)
 *   app ◀──{type:'adopted', id}
 *   app ──{type:'points', id, policy, frames}─▶ worker
 *   app ◀──{type:'points', id, policy, points}         (lru: every size in one pass; others: one size a request)
 *   app ──{type:'policies', id}───────────────▶ worker
 *   app ◀──{type:'policies', id, policies}
 *
 * (`shell/worker/toolProtocol.ts`: one answer a request, or an `error`
 * with its id.)
 */
import type { ToolError } from '../../../../../shell/worker/toolProtocol';

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

export type TraceRequest =
  | { type: 'parse'; id: number; bytes: ArrayBuffer }
  | { type: 'adopt'; id: number; pages: Uint32Array; flags: Uint8Array; distinct: number }
  | { type: 'points'; id: number; policy: string; frames: number[] }
  | { type: 'policies'; id: number };

export type TraceResponse =
  | { type: 'parsed'; id: number; summary: TraceSummary; pages: Uint32Array; flags: Uint8Array; frames: number[] }
  | { type: 'refused'; id: number; refusal: TraceRefusal }
  | { type: 'adopted'; id: number }
  | { type: 'points'; id: number; policy: string; points: CurvePoint[] }
  | { type: 'policies'; id: number; policies: string[] }
  | ToolError;
