/**
 * The trace worker's `init()` input in the offline build (see
 * engineWasm.offline.ts): the trace package's bytes, inlined.
 */
import type { InitInput } from '../../wasm-pkg/trace/pagelab.js';
import wasmDataUrl from '../../wasm-pkg/trace/pagelab_bg.wasm?url&inline';

export function traceWasm(): { module_or_path: InitInput } {
  const base64 = wasmDataUrl.slice(wasmDataUrl.indexOf(',') + 1);
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return { module_or_path: bytes };
}
