/**
 * A playground tool's worker from the app's side (the script tool's, the
 * trace tool's): request ids, one promise an answer, terminate() as
 * cancel (every pending call rejects with CancelledError), as
 * `engineClient.ts` does for the lessons' engine. The tool spawns its own
 * worker (each loads its own engine package) and names its messages.
 */
import type { ToolError, ToolRequest } from './toolProtocol';
import { CancelledError } from './engineClient';

/** A request without its id (the client numbers them). */
type Body<Req extends ToolRequest> = Req extends ToolRequest ? Omit<Req, 'id'> : never;

export class ToolWorker<Req extends ToolRequest, Res extends { type: string; id: number }> {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (r: Res) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private dead: Error | null = null;

  constructor(spawn: () => Worker) {
    this.worker = spawn();
    this.worker.onmessage = (ev: MessageEvent<Res | ToolError>) => {
      const msg = ev.data;
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      if (msg.type === 'error') p.reject(new Error((msg as ToolError).message));
      else p.resolve(msg as Res);
    };
    this.worker.onerror = (ev: ErrorEvent) => {
      ev.preventDefault();
      this.fail(new Error(`The playground tool's engine could not start: ${ev.message || 'worker error'}`));
    };
  }

  call(body: Body<Req>, transfer: Transferable[] = []): Promise<Res> {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...body, id }, transfer);
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
