/**
 * A playground tool's worker from the app's side (the script tool's, the
 * trace tool's): request ids, one promise an answer, terminate() as
 * cancel (every pending call rejects with CancelledError), as
 * `engineClient.ts` does for the lessons' engine. The tool spawns its own
 * worker (each loads its own engine package) and names its messages.
 */
import type { ToolError, ToolRequest } from './toolProtocol';
import { CancelledError } from './engineClient';
import { PendingCalls } from './calls';

/** A request without its id (the client numbers them). */
type Body<Req extends ToolRequest> = Req extends ToolRequest ? Omit<Req, 'id'> : never;

export class ToolWorker<Req extends ToolRequest, Res extends { type: string; id: number }> {
  private readonly worker: Worker;
  private readonly calls = new PendingCalls<{ resolve: (r: Res) => void; reject: (e: Error) => void }>();

  constructor(spawn: () => Worker) {
    this.worker = spawn();
    this.worker.onmessage = (ev: MessageEvent<Res | ToolError>) => {
      const msg = ev.data;
      const p = this.calls.get(msg.id);
      if (!p) return;
      this.calls.settle(msg.id);
      if (msg.type === 'error') p.reject(new Error((msg as ToolError).message));
      else p.resolve(msg as Res);
    };
    this.worker.onerror = (ev: ErrorEvent) => {
      ev.preventDefault();
      this.calls.fail(new Error(`The playground tool's engine could not start: ${ev.message || 'worker error'}`));
    };
  }

  call(body: Body<Req>, transfer: Transferable[] = []): Promise<Res> {
    return this.calls.start<Res>(
      (resolve, reject) => ({ resolve, reject }),
      (id) => this.worker.postMessage({ ...body, id }, transfer),
    );
  }

  terminate(): void {
    this.worker.terminate();
    this.calls.fail(new CancelledError());
  }
}
