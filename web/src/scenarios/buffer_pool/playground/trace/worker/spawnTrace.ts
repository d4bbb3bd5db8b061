/**
 * How the trace tool starts a worker, hosted build: a module worker from
 * its own file, with the engine's trace package (41 KB gzipped: the pool's
 * policies only). The offline build replaces this module with
 * `spawnTrace.offline.ts` (a module with an `.offline.ts` twin is swapped
 * for it: vite.config.ts).
 */
export function spawnTraceWorker(): Worker {
  // The literal `new Worker(new URL(…))` form: Vite bundles the worker file it sees written so.
  return new Worker(new URL('./trace.worker.ts', import.meta.url), { type: 'module', name: 'pagelab-trace' });
}
