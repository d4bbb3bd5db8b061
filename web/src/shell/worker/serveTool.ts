/// <reference lib="webworker" />
/**
 * The message loop every playground tool's worker shares (the script
 * tool's, the trace tool's): each request is answered once its engine is
 * ready, and any failure becomes an `error` answer with the request's id
 * (`toolProtocol.ts`), so the app's promise settles instead of hanging.
 */
import type { ToolError, ToolRequest } from './toolProtocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;

/** Posts one answer (a tool's own message, or an error). */
export function post(msg: { type: string; id: number }, transfer: Transferable[] = []): void {
  scope.postMessage(msg, transfer);
}

/** What a thrown value says: an Error's message, or an engine refusal's (an object with one). */
function messageOf(e: unknown): string {
  if (e instanceof Error) return e.message;
  if (typeof e === 'object' && e !== null && 'message' in e) return String(e.message);
  return String(e);
}

export function serveTool<Req extends ToolRequest>(ready: Promise<unknown>, answer: (req: Req) => void): void {
  scope.onmessage = (ev: MessageEvent<Req>) => {
    const req = ev.data;
    ready
      .then(() => answer(req))
      .catch((e: unknown) => {
        const error: ToolError = { type: 'error', id: req.id, message: messageOf(e) };
        post(error);
      });
  };
}
