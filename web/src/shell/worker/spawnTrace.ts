/**
 * How the playground starts a trace worker, hosted build: a module worker
 * from its own file. The offline build replaces this module with
 * `spawnTrace.offline.ts` (see vite.config.ts and spawnEngine.ts).
 */
export function spawnTraceWorker(): Worker {
  return new Worker(new URL('./trace.worker.ts', import.meta.url), { type: 'module', name: 'pagelab-trace' });
}
