/**
 * What the worker hands to wasm-bindgen's `init()` in the offline build,
 * which vite.config.ts puts in place of `engineWasm.ts`: the module's bytes,
 * inlined at build time as a base64 data URL (Vite's `?url&inline`) and decoded
 * here, so nothing is fetched (a file:// page may not fetch files).
 */
import type { InitInput } from '../../wasm-pkg/pagelab.js';
import { inlineWasmBytes } from './inlineWasm';
import wasmDataUrl from '../../wasm-pkg/pagelab_bg.wasm?url&inline';

export function engineWasm(): { module_or_path: InitInput } {
  return { module_or_path: inlineWasmBytes(wasmDataUrl) };
}
