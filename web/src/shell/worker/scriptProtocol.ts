/**
 * Messages between the script tool and its worker (`script.worker.ts`,
 * the script package: every lesson's parameters, no simulation):
 *
 *   app ──{type:'compile', id, text}─────────────▶ worker
 *   app ◀──{type:'compiled', id, result}
 *   app ──{type:'complete', id, text, line, column}─▶ worker
 *   app ◀──{type:'completions', id, words}
 *
 * (`toolProtocol.ts`: one answer a request, or an `error` with its id.)
 */
import type { CompiledScript } from '../../wasm-pkg/script/pagelab.js';
import type { ToolError } from './toolProtocol';

export type { CompiledScript, Experiment, ScriptError } from '../../wasm-pkg/script/pagelab.js';

export type ScriptRequest =
  | { type: 'compile'; id: number; text: string }
  | { type: 'complete'; id: number; text: string; line: number; column: number };

export type ScriptResponse =
  | { type: 'compiled'; id: number; result: CompiledScript }
  | { type: 'completions'; id: number; words: string[] }
  | ToolError;
