/**
 * What the playground worker hands to wasm-bindgen's `init()`, hosted build:
 * nothing, so the glue fetches its .wasm from beside itself. The offline
 * build replaces this module with `playgroundWasm.offline.ts` (vite.config.ts).
 */
import type { InitInput } from '../../wasm-pkg/playground/pagelab.js';

export function playgroundWasm(): { module_or_path: InitInput } | undefined {
  return undefined;
}
