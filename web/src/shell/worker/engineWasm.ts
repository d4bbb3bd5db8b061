/**
 * What the worker hands to wasm-bindgen's `init()`, hosted build: nothing,
 * so each scenario's generated glue fetches its `pagelab_bg.wasm` from
 * beside itself (Vite rewrites that URL to the hashed file in assets/). The
 * offline build replaces this module with `engineWasm.offline.ts` (see
 * vite.config.ts).
 */
import type { InitInput } from '../../wasm-pkg/pagelab.js';

export function engineWasm(_scenario: string): { module_or_path: InitInput } | undefined {
  return undefined;
}
