/**
 * The playground worker's `init()` input in the offline build (see
 * engineWasm.offline.ts): the playground package's bytes, inlined.
 */
import type { InitInput } from '../../wasm-pkg/playground/pagelab.js';
import { inlineWasmBytes } from './inlineWasm';
import wasmDataUrl from '../../wasm-pkg/playground/pagelab_bg.wasm?url&inline';

export function playgroundWasm(): { module_or_path: InitInput } {
  return { module_or_path: inlineWasmBytes(wasmDataUrl) };
}
