/**
 * How the playground starts a tool's worker, hosted build: a module worker
 * from its own file, each with its own engine package (a trace worker the
 * pool's policies, the script worker the script compiler). The offline
 * build replaces this module with `spawnPlayground.offline.ts` (see
 * vite.config.ts and spawnEngine.ts).
 */
import type { ToolEngine } from './playgroundProtocol';

export function spawnPlaygroundWorker(tool: ToolEngine): Worker {
  // Two literal `new Worker(new URL(…))` forms: Vite bundles each worker file it sees written so.
  return tool === 'trace'
    ? new Worker(new URL('./trace.worker.ts', import.meta.url), { type: 'module', name: 'pagelab-trace' })
    : new Worker(new URL('./script.worker.ts', import.meta.url), { type: 'module', name: 'pagelab-script' });
}
