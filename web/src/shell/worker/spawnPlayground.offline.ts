/**
 * The playground worker in the offline build: inlined, started from a Blob URL
 * as a classic worker (see spawnEngine.offline.ts for why).
 */
import PlaygroundWorker from './playground.worker.ts?worker&inline';

export function spawnPlaygroundWorker(): Worker {
  return new PlaygroundWorker({ name: 'pagelab-playground' });
}
