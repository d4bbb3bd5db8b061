/// <reference lib="webworker" />
/**
 * A playground worker: the engine's playground package
 * (`web/src/wasm-pkg/playground/`, built with the `playground` feature, so
 * the lessons' engine does not carry it). For the trace tool it holds one
 * trace at a time, read from a file's bytes or adopted from another
 * worker's arrays, and answers one curve point a request, so the app
 * reports progress between points and cancels with terminate(). For the
 * script tool it compiles a script and lists the words to complete.
 */
import init, {
  TraceData,
  compileScript,
  defaultFrames,
  parseTrace,
  scriptCompletions,
  tracePolicies,
} from '../../wasm-pkg/playground/pagelab.js';
import type { CurvePoint, PlaygroundRequest, PlaygroundResponse, TraceRefusal } from './playgroundProtocol';
import { playgroundWasm } from './playgroundWasm';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const ready = init(playgroundWasm());
let trace: TraceData | null = null;

function post(msg: PlaygroundResponse, transfer: Transferable[] = []): void {
  scope.postMessage(msg, transfer);
}

function isRefusal(e: unknown): e is TraceRefusal {
  return typeof e === 'object' && e !== null && 'line' in e && 'kind' in e && 'message' in e;
}

function answer(req: PlaygroundRequest): void {
  switch (req.type) {
    case 'compile':
      post({ type: 'compiled', id: req.id, result: compileScript(req.text) });
      return;
    case 'complete':
      post({ type: 'completions', id: req.id, words: scriptCompletions(req.text, req.line, req.column) });
      return;
    case 'policies':
      post({ type: 'policies', id: req.id, policies: tracePolicies() });
      return;
    case 'parse': {
      trace?.free();
      trace = null;
      let t: TraceData;
      try {
        t = parseTrace(new Uint8Array(req.bytes));
      } catch (e: unknown) {
        if (isRefusal(e)) post({ type: 'refused', id: req.id, refusal: e });
        else throw e;
        return;
      }
      trace = t;
      const pages = t.pages();
      const flags = t.writeFlags();
      post(
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
      post({ type: 'adopted', id: req.id });
      return;
    case 'points': {
      if (!trace) throw new Error('no trace in this worker');
      const points: CurvePoint[] =
        req.policy === 'lru'
          ? (trace.lruCurve(Uint32Array.from(req.frames)) as CurvePoint[])
          : req.frames.map((f) => trace!.simulate(req.policy, f) as CurvePoint);
      post({ type: 'points', id: req.id, policy: req.policy, points });
      return;
    }
  }
}

scope.onmessage = (ev: MessageEvent<PlaygroundRequest>) => {
  const req = ev.data;
  ready
    .then(() => answer(req))
    .catch((e: unknown) => {
      const message = isRefusal(e) ? e.message : e instanceof Error ? e.message : String(e);
      post({ type: 'error', id: req.id, message });
    });
};
