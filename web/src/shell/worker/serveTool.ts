/// <reference lib="webworker" />
/**
 * The message loop both playground workers share (`trace.worker.ts`,
 * `script.worker.ts`): each request is answered once its engine is ready,
 * and any failure becomes an `error` answer with the request's id, so the
 * app's promise settles instead of hanging.
 */
import type { PlaygroundRequest, PlaygroundResponse, TraceRefusal } from './playgroundProtocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;

export function post(msg: PlaygroundResponse, transfer: Transferable[] = []): void {
  scope.postMessage(msg, transfer);
}

export function isRefusal(e: unknown): e is TraceRefusal {
  return typeof e === 'object' && e !== null && 'line' in e && 'kind' in e && 'message' in e;
}

export function serveTool(ready: Promise<unknown>, answer: (req: PlaygroundRequest) => void): void {
  scope.onmessage = (ev: MessageEvent<PlaygroundRequest>) => {
    const req = ev.data;
    ready
      .then(() => answer(req))
      .catch((e: unknown) => {
        const message = isRefusal(e) ? e.message : e instanceof Error ? e.message : String(e);
        post({ type: 'error', id: req.id, message });
      });
  };
}
