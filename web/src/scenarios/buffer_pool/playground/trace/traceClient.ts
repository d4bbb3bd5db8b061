/**
 * The playground's side of the trace workers: a trace read once (in the
 * first worker), its arrays copied to the others, and a curve job spread
 * over them one point at a time (the next free worker takes the next
 * point), with progress after each point and cancel as terminate().
 *
 * LRU's curve is one request (Mattson's one pass gives every size); each
 * other policy's point replays the whole trace, so those are the job's
 * work. Workers: the machine's cores, at most four (each holds its own
 * copy of the trace: 10 M references are ~50 MB a worker).
 */
import { CancelledError } from '../../../../shell/worker/engineClient';
import { ToolWorker } from '../../../../shell/worker/toolClient';
import type { CurvePoint, TraceRefusal, TraceRequest, TraceResponse, TraceSummary } from './worker/traceProtocol';
import { spawnTraceWorker } from './worker/spawnTrace';

export type { CurvePoint, TraceRefusal, TraceSummary } from './worker/traceProtocol';

/** One trace worker (its own copy of the engine's trace package). */
type TraceWorker = ToolWorker<TraceRequest, TraceResponse>;
const traceWorker = (): TraceWorker => new ToolWorker(spawnTraceWorker);

/** A file that is not a trace: the engine's refusal, at its line. */
export class TraceRefusedError extends Error {
  readonly refusal: TraceRefusal;
  constructor(refusal: TraceRefusal) {
    super(refusal.message);
    this.name = 'TraceRefusedError';
    this.refusal = refusal;
  }
}

/** How many workers a job uses: the cores, at least one, at most four. */
export function traceWorkerCount(cores: number | undefined): number {
  return Math.max(1, Math.min(4, Math.floor(cores ?? 2) || 2));
}

/** The policies a trace can run through, in the engine's order. */
export async function tracePolicies(): Promise<string[]> {
  const w = traceWorker();
  try {
    const r = await w.call({ type: 'policies' });
    return r.type === 'policies' ? r.policies : [];
  } finally {
    w.terminate();
  }
}

/** One task of a curve job: a policy at some sizes. */
export interface CurveTask {
  policy: string;
  frames: number[];
}

/** A job's tasks: LRU's whole curve at once, every other policy a size at a time. */
export function curveTasks(policies: readonly string[], frames: readonly number[]): CurveTask[] {
  const tasks: CurveTask[] = [];
  if (policies.includes('lru')) tasks.push({ policy: 'lru', frames: [...frames] });
  // Each policy's sizes in order: its line grows from the left as the points come.
  for (const p of policies) if (p !== 'lru') for (const f of frames) tasks.push({ policy: p, frames: [f] });
  return tasks;
}

/** A trace open in the workers. */
export class OpenTrace {
  readonly summary: TraceSummary;
  /** Pool sizes to draw at when the user names none. */
  readonly defaultFrames: number[];
  private readonly workers: TraceWorker[];
  private readonly arrays: { pages: Uint32Array; flags: Uint8Array };
  private adopted = 1;
  private cancelled = false;

  private constructor(first: TraceWorker, parsed: Extract<TraceResponse, { type: 'parsed' }>) {
    this.workers = [first];
    this.summary = parsed.summary;
    this.defaultFrames = parsed.frames;
    this.arrays = { pages: parsed.pages, flags: parsed.flags };
  }

  /**
   * Reads a file's bytes into the engine (the buffer is handed over).
   * Aborting `signal` stops the reading (CancelledError).
   */
  static async open(bytes: ArrayBuffer, signal?: AbortSignal): Promise<OpenTrace> {
    if (signal?.aborted) throw new CancelledError();
    const first = traceWorker();
    signal?.addEventListener('abort', () => first.terminate(), { once: true });
    let r: TraceResponse;
    try {
      r = await first.call({ type: 'parse', bytes }, [bytes]);
    } catch (e) {
      first.terminate();
      throw e;
    }
    if (r.type === 'refused') {
      first.terminate();
      throw new TraceRefusedError(r.refusal);
    }
    if (r.type !== 'parsed') {
      first.terminate();
      throw new Error('the trace engine answered out of turn');
    }
    return new OpenTrace(first, r);
  }

  /**
   * Runs `tasks` over the workers; `onPoints` gets each answer as it comes
   * and `onProgress` the share done. Rejects with CancelledError when
   * `close()` is called meanwhile.
   */
  async run(
    tasks: readonly CurveTask[],
    onPoints: (policy: string, points: CurvePoint[]) => void,
    onProgress: (done: number, total: number) => void,
    cores = typeof navigator === 'undefined' ? 2 : navigator.hardwareConcurrency,
  ): Promise<void> {
    const want = Math.min(traceWorkerCount(cores), Math.max(1, tasks.length));
    while (this.workers.length < want) this.workers.push(traceWorker());
    let next = 0;
    let done = 0;
    onProgress(0, tasks.length);
    const drive = async (w: TraceWorker, index: number): Promise<void> => {
      if (index >= this.adopted) {
        // A copy each: the first worker keeps its own.
        const pages = this.arrays.pages.slice();
        const flags = this.arrays.flags.slice();
        await w.call({ type: 'adopt', pages, flags, distinct: this.summary.distinct }, [pages.buffer, flags.buffer]);
      }
      while (next < tasks.length && !this.cancelled) {
        const t = tasks[next++];
        const r = await w.call({ type: 'points', policy: t.policy, frames: t.frames });
        if (r.type === 'points') onPoints(r.policy, r.points);
        done += 1;
        onProgress(done, tasks.length);
      }
    };
    await Promise.all(this.workers.map((w, i) => drive(w, i)));
    this.adopted = Math.max(this.adopted, this.workers.length);
    if (this.cancelled) throw new CancelledError();
  }

  /** Stops every worker now (a job under way rejects with CancelledError). */
  close(): void {
    this.cancelled = true;
    for (const w of this.workers) w.terminate();
  }
}
