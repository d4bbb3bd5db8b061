/**
 * The script tool's worker in the offline build: inlined, started from a
 * Blob URL as a classic worker (see spawnEngine.offline.ts for why).
 */
import ScriptWorker from './script.worker.ts?worker&inline';

export function spawnScriptWorker(): Worker {
  return new ScriptWorker({ name: 'pagelab-script' });
}
