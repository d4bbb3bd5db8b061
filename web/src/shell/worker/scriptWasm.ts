/**
 * What the script worker hands to wasm-bindgen's `init()`, hosted build:
 * nothing, so the glue fetches its .wasm from beside itself. The offline
 * build replaces this module with `scriptWasm.offline.ts` (vite.config.ts).
 */
import type { InitInput } from '../../wasm-pkg/script/pagelab.js';

export function scriptWasm(): { module_or_path: InitInput } | undefined {
  return undefined;
}
