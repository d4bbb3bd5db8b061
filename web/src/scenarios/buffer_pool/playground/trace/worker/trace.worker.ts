/// <reference lib="webworker" />
/**
 * A trace worker: the engine's trace package (`web/src/wasm-pkg/trace/`,
 * built with the `trace` feature: the pool's policies and a trace file's
 * reader, no lesson). It holds one trace at a time, read from a file's
 * bytes or adopted from another worker's arrays, and answers one curve
 * point a request, so the app reports progress between points and cancels
 * with terminate().
 */
import init, { TraceData, defaultFrames, parseTrace, tracePolicies } from '../../../../../wasm-pkg/trace/pagelab.js';
import { post, serveTool } from '../../../../../shell/worker/serveTool';
import type { CurvePoint, TraceRefusal, TraceRequest, TraceResponse } from './traceProtocol';
import { traceWasm } from './traceWasm';

/** The engine's refusal of a file that is not a trace (thrown as an object). */
function isRefusal(e: unknown): e is TraceRefusal {
  return typeof e === 'object' && e !== null && 'line' in e && 'kind' in e && 'message' in e;
}

/** Posts one answer, typed as the trace tool's. */
function reply(msg: TraceResponse, transfer: Transferable[] = []): void {
  post(msg, transfer);
}

let trace: TraceData | null = null;

function answer(req: TraceRequest): void {
  switch (req.type) {
    case 'policies':
      reply({ type: 'policies', id: req.id, policies: tracePolicies() });
      return;
    case 'parse': {
      trace?.free();
      trace = null;
      let t: TraceData;
      try {
        t = parseTrace(new Uint8Array(req.bytes));
      } catch (e: unknown) {
        if (isRefusal(e)) reply({ type: 'refused', id: req.id, refusal: e });
        else throw e;
        return;
      }
      trace = t;
      const pages = t.pages();
      const flags = t.writeFlags();
      reply(
        {
          type: 'parsed',
          id: req.id,
          summary: { references: t.references(), distinct: t.distinct(), writes: t.writes() },
          pages,
          flags,
          frames: Array.from(defaultFrames(t.distinct(), t.references())),
        },
        [pages.buffer, flags.buffer],
      );
      return;
    }
    case 'adopt':
      trace?.free();
      trace = TraceData.fromArrays(req.pages, req.flags, req.distinct);
      reply({ type: 'adopted', id: req.id });
      return;
    case 'points': {
      if (!trace) throw new Error('no trace in this worker');
      const points: CurvePoint[] =
        req.policy === 'lru'
          ? (trace.lruCurve(Uint32Array.from(req.frames)) as CurvePoint[])
          : req.frames.map((f) => trace!.simulate(req.policy, f) as CurvePoint);
      reply({ type: 'points', id: req.id, policy: req.policy, points });
      return;
    }
    default:
      throw new Error(`a trace worker does not answer '${(req as { type: string }).type}'`);
  }
}

serveTool(init(traceWasm()), answer);
