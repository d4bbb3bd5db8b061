/**
 * A trace worker in the offline build: inlined, started from a Blob URL as
 * a classic worker (see shell/worker/spawnEngine.offline.ts for why).
 */
import TraceWorker from './trace.worker.ts?worker&inline';

export function spawnTraceWorker(): Worker {
  return new TraceWorker({ name: 'pagelab-trace' });
}
