/**
 * How the playground starts a playground worker (traces, scripts), hosted build: a module worker
 * from its own file. The offline build replaces this module with
 * `spawnPlayground.offline.ts` (see vite.config.ts and spawnEngine.ts).
 */
export function spawnPlaygroundWorker(): Worker {
  return new Worker(new URL('./playground.worker.ts', import.meta.url), { type: 'module', name: 'pagelab-playground' });
}
