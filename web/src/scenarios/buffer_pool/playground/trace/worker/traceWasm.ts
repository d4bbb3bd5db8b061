/**
 * What a trace worker hands to wasm-bindgen's `init()`, hosted build:
 * nothing, so the glue fetches its .wasm from beside itself. The offline
 * build replaces this module with `traceWasm.offline.ts` (a module with
 * an `.offline.ts` twin is swapped for it: vite.config.ts).
 */
import type { InitInput } from '../../../../../wasm-pkg/trace/pagelab.js';

export function traceWasm(): { module_or_path: InitInput } | undefined {
  return undefined;
}
