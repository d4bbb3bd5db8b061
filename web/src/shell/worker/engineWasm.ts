/**
 * What the worker hands to wasm-bindgen's `init()`, hosted build: nothing,
 * so the generated glue fetches `pagelab_bg.wasm` from beside itself (Vite
 * rewrites that URL to the hashed file in assets/). The offline build
 * replaces this module with `engineWasm.offline.ts` (see vite.config.ts).
 */
import type { InitInput } from '../../wasm-pkg/pagelab.js';

export function engineWasm(): { module_or_path: InitInput } | undefined {
  return undefined;
}
