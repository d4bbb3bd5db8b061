/**
 * How the playground starts the script tool's worker, hosted build: a
 * module worker from its own file, with the script package. The offline
 * build replaces this module with `spawnScript.offline.ts` (a module with
 * an `.offline.ts` twin is swapped for it: vite.config.ts).
 */
export function spawnScriptWorker(): Worker {
  // The literal `new Worker(new URL(…))` form: Vite bundles the worker file it sees written so.
  return new Worker(new URL('./script.worker.ts', import.meta.url), { type: 'module', name: 'pagelab-script' });
}
