/**
 * The playground's workers in the offline build: inlined, started from a
 * Blob URL as classic workers (see spawnEngine.offline.ts for why).
 */
import TraceWorker from './trace.worker.ts?worker&inline';
import ScriptWorker from './script.worker.ts?worker&inline';
import type { ToolEngine } from './playgroundProtocol';

export function spawnPlaygroundWorker(tool: ToolEngine): Worker {
  return tool === 'trace' ? new TraceWorker({ name: 'pagelab-trace' }) : new ScriptWorker({ name: 'pagelab-script' });
}
