/**
 * A trace worker's `init()` input in the offline build (see
 * shell/worker/engineWasm.offline.ts): the trace package's bytes, inlined.
 */
import type { InitInput } from '../../../../../wasm-pkg/trace/pagelab.js';
import { inlineWasmBytes } from '../../../../../shell/worker/inlineWasm';
import wasmDataUrl from '../../../../../wasm-pkg/trace/pagelab_bg.wasm?url&inline';

export function traceWasm(): { module_or_path: InitInput } {
  return { module_or_path: inlineWasmBytes(wasmDataUrl) };
}
