/**
 * The playground worker's `init()` input in the offline build (see
 * engineWasm.offline.ts): the playground package's bytes, inlined.
 */
import type { InitInput } from '../../wasm-pkg/playground/pagelab.js';
import wasmDataUrl from '../../wasm-pkg/playground/pagelab_bg.wasm?url&inline';

export function playgroundWasm(): { module_or_path: InitInput } {
  const base64 = wasmDataUrl.slice(wasmDataUrl.indexOf(',') + 1);
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return { module_or_path: bytes };
}
