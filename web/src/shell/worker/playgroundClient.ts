/**
 * One playground tool's worker (`trace.worker.ts` or `script.worker.ts`) from the app's side:
 * request ids, one promise an answer, terminate() as cancel (every
 * pending call rejects with CancelledError), as `engineClient.ts` does for
 * the lessons' engine.
 */
import type { PlaygroundRequest, PlaygroundResponse, ToolEngine } from './playgroundProtocol';
import { spawnPlaygroundWorker } from './spawnPlayground';
import { CancelledError } from './engineClient';

type Body = PlaygroundRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export class PlaygroundWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (r: PlaygroundResponse) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private dead: Error | null = null;

  constructor(tool: ToolEngine) {
    this.worker = spawnPlaygroundWorker(tool);
    this.worker.onmessage = (ev: MessageEvent<PlaygroundResponse>) => {
      const msg = ev.data;
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      if (msg.type === 'error') p.reject(new Error(msg.message));
      else p.resolve(msg);
    };
    this.worker.onerror = (ev: ErrorEvent) => {
      ev.preventDefault();
      this.fail(new Error(`The playground tool's engine could not start: ${ev.message || 'worker error'}`));
    };
  }

  call(body: Body, transfer: Transferable[] = []): Promise<PlaygroundResponse> {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...body, id } as PlaygroundRequest, transfer);
    });
  }

  terminate(): void {
    this.worker.terminate();
    this.fail(new CancelledError());
  }

  private fail(e: Error): void {
    this.dead = e;
    for (const p of this.pending.values()) p.reject(e);
    this.pending.clear();
  }
}

