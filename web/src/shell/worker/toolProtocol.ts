/**
 * What every playground tool's worker and its client share: each request
 * carries an `id` and gets exactly one answer with it, or an `error`
 * answer with the same id (`serveTool.ts`), so no promise hangs.
 * Cancelling is `worker.terminate()`, as for the lessons' long runs.
 *
 * Each tool names its own messages beside its worker: the script tool's
 * in `scriptProtocol.ts`, the buffer pool's trace tool's in
 * `scenarios/buffer_pool/playground/trace/worker/traceProtocol.ts`.
 */

/** A request to a tool's worker. */
export interface ToolRequest {
  type: string;
  id: number;
}

/** The answer to a request that failed: its engine did not start, or threw. */
export interface ToolError {
  type: 'error';
  id: number;
  message: string;
}
