/**
 * How the app starts an engine worker, hosted build (`vite build`, dev
 * server): a module worker from its own file in assets/, which fetches the
 * engines it needs beside it. The offline build (`vite build --mode
 * offline`) replaces this module with `spawnEngine.offline.ts` (see
 * vite.config.ts).
 *
 * `scenario`: the engine to start loading at once (the worker's name
 * carries it, engine.worker.ts reads it); without one, each engine loads
 * with the first request about one of its lessons.
 */
export function spawnEngineWorker(scenario?: string): Worker {
  return new Worker(new URL('./engine.worker.ts', import.meta.url), {
    type: 'module',
    name: scenario ? `pagelab-engine:${scenario}` : 'pagelab-engine',
  });
}
