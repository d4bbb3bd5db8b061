/**
 * The app's side of the engine worker: request ids, promises, progress
 * callbacks. One `EngineConnection` per worker. A long job gets its own
 * connection, and cancelling it is `terminate()`: the worker dies, its
 * promise rejects with `CancelledError`, and the next job starts a fresh one.
 */
import type { ParamError } from '../engine/types';
import type { FinalResponse, Request, Response, UpdateResponse } from './protocol';
import { timed } from '../perf/timing';
import { spawnEngineWorker } from './spawnEngine';
import { PendingCalls } from './calls';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type RequestBody = DistributiveOmit<Request, 'id'>;

/** Which final message answers which request. */
interface Answers {
  validate: Extract<FinalResponse, { type: 'validate' }>;
  verdict: Extract<FinalResponse, { type: 'verdict' }>;
  open: Extract<FinalResponse, { type: 'frames' }>;
  step: Extract<FinalResponse, { type: 'frames' }>;
  full: Extract<FinalResponse, { type: 'figures' }>;
  trace: Extract<FinalResponse, { type: 'trace' }>;
  moments: Extract<FinalResponse, { type: 'moments' }>;
  sweep: Extract<FinalResponse, { type: 'done' }>;
}

export class CancelledError extends Error {
  constructor() {
    super('Cancelled');
    this.name = 'CancelledError';
  }
}

/** The engine refused or failed; `errors` holds parameter problems, if any. */
export class EngineError extends Error {
  readonly errors: ParamError[];
  /** 'engine_missing': this copy of pagelab does not carry the lesson's engine. */
  readonly code?: 'engine_missing';
  constructor(message: string, errors: ParamError[] = [], code?: 'engine_missing') {
    super(message);
    this.name = 'EngineError';
    this.errors = errors;
    this.code = code;
  }
}

interface Pending {
  resolve: (r: FinalResponse) => void;
  reject: (e: Error) => void;
  onUpdate?: (u: UpdateResponse) => void;
}

export class EngineConnection {
  private readonly worker: Worker;
  private readonly calls = new PendingCalls<Pending>();

  /** `scenario`: an engine the worker starts loading at once (spawnEngine.ts). */
  constructor(scenario?: string) {
    this.worker = spawnEngineWorker(scenario);
    this.worker.onmessage = (ev: MessageEvent<Response>) => {
      // The first read of `data` deserialises the message: time it.
      const t0 = performance.now();
      const msg = ev.data;
      if (msg.type === 'frames') timed('pagelab:engine-receive', t0);
      this.receive(msg);
    };
    this.worker.onerror = (ev: ErrorEvent) => {
      ev.preventDefault();
      this.calls.fail(new EngineError(`The engine could not start: ${ev.message || 'worker error'}`));
    };
    this.worker.onmessageerror = () => this.calls.fail(new EngineError('Unreadable engine message'));
  }

  call<K extends keyof Answers>(
    body: Extract<RequestBody, { type: K }>,
    onUpdate?: (u: UpdateResponse) => void,
  ): Promise<Answers[K]> {
    return this.calls.start<Answers[K]>(
      (resolve, reject) => ({ resolve: resolve as (r: FinalResponse) => void, reject, onUpdate }),
      (id) => this.worker.postMessage({ ...body, id } as Request),
    );
  }

  /** Stop the worker now; every pending call rejects with CancelledError. */
  terminate(): void {
    this.worker.terminate();
    this.calls.fail(new CancelledError());
  }

  private receive(msg: Response): void {
    const p = this.calls.get(msg.id);
    if (!p) return;
    if (msg.type === 'progress' || msg.type === 'point' || msg.type === 'partial') {
      p.onUpdate?.(msg);
      return;
    }
    this.calls.settle(msg.id);
    if (msg.type === 'error') p.reject(new EngineError(msg.message, msg.errors, msg.code));
    else p.resolve(msg);
  }
}
