/**
 * The script worker's `init()` input in the offline build (see
 * engineWasm.offline.ts): the script package's bytes, inlined.
 */
import type { InitInput } from '../../wasm-pkg/script/pagelab.js';
import { inlineWasmBytes } from './inlineWasm';
import wasmDataUrl from '../../wasm-pkg/script/pagelab_bg.wasm?url&inline';

export function scriptWasm(): { module_or_path: InitInput } {
  return { module_or_path: inlineWasmBytes(wasmDataUrl) };
}
