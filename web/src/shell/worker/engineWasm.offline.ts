/**
 * What the worker hands to wasm-bindgen's `init()` in the offline build,
 * which vite.config.ts puts in place of `engineWasm.ts`: the scenario's
 * engine's bytes, inlined at build time as base64 data URLs (Vite's
 * `?url&inline`, one a scenario) and decoded here, so nothing is fetched (a
 * file:// page may not fetch files).
 *
 * A lesson's course package (scripts/package.mjs) empties the other
 * scenarios' data URLs: what they would load is said, not a blank page.
 */
import type { InitInput } from '../../wasm-pkg/pagelab.js';
import { inlineWasmBytes } from './inlineWasm';
import { EngineMissingError } from './engineMissing';

const urls = import.meta.glob<string>('../../wasm-pkg/scenario/*/pagelab_bg.wasm', {
  query: '?url&inline',
  import: 'default',
  eager: true,
});

export function engineWasm(scenario: string): { module_or_path: InitInput } {
  const url = urls[`../../wasm-pkg/scenario/${scenario}/pagelab_bg.wasm`];
  const bytes = url === undefined ? new Uint8Array() : inlineWasmBytes(url);
  if (bytes.length === 0) throw new EngineMissingError(scenario);
  return { module_or_path: bytes };
}
