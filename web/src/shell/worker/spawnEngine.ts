/**
 * How the app starts an engine worker, hosted build (`vite build`, dev
 * server): a module worker from its own file in assets/, which fetches the
 * .wasm beside it. The offline build (`vite build --mode offline`) replaces
 * this module with `spawnEngine.offline.ts` (see vite.config.ts).
 */
export function spawnEngineWorker(): Worker {
  return new Worker(new URL('./engine.worker.ts', import.meta.url), {
    type: 'module',
    name: 'pagelab-engine',
  });
}
