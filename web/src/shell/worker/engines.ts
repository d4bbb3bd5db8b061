/**
 * The lessons' engines, one WebAssembly module a scenario
 * (web/src/wasm-pkg/scenario/<scenario>/, built by scripts/build-wasm.sh):
 * a worker loads the engine of each lesson it is asked about, the first
 * time it is asked, and keeps it. A link's lesson thus downloads its own
 * scenario's engine only; the overview's pictures, which ask about every
 * lesson, load each engine once.
 *
 * Hosted, each engine's glue is a chunk of its own that fetches its .wasm
 * from beside itself; offline, the worker is one file with every glue
 * inside, and `engineWasm` hands init() the inlined bytes.
 */
import type * as Glue from '../../wasm-pkg/pagelab.js';
import { scenarioOf, stepPresetOf } from 'virtual:pagelab/lesson-scenarios';
import { engineWasm } from './engineWasm';

/** One scenario's engine: the every-scenario package's exports (but its catalogue), over that scenario's lessons. */
export type Engine = Omit<typeof Glue, 'lessons'>;

const glues = import.meta.glob<Engine>('../../wasm-pkg/scenario/*/pagelab.js');
const loaded = new Map<string, Engine>();
const loading = new Map<string, Promise<Engine>>();

/** The scenario a lesson belongs to (undefined: no such lesson). */
function scenarioOfLesson(lesson: string): string | undefined {
  return Object.hasOwn(scenarioOf, lesson) ? scenarioOf[lesson] : undefined;
}

/** A lesson's step preset: the step view's small table (the lesson's `step_preset`). */
export function stepPresetOfLesson(lesson: string): Record<string, string> {
  return Object.hasOwn(stepPresetOf, lesson) ? stepPresetOf[lesson] : {};
}

/** Start loading a scenario's engine (again: the same promise). */
export function loadEngine(scenario: string): Promise<Engine> {
  let p = loading.get(scenario);
  if (!p) {
    p = (async () => {
      const load = glues[`../../wasm-pkg/scenario/${scenario}/pagelab.js`];
      if (!load) throw new Error(`No engine for the scenario "${scenario}".`);
      const glue = await load();
      await glue.default(engineWasm(scenario));
      loaded.set(scenario, glue);
      return glue;
    })();
    // A failed load may be retried by the next request.
    p.catch(() => loading.delete(scenario));
    loading.set(scenario, p);
  }
  return p;
}

/** Load the engines of these lessons (unknown lessons are left to `engineOf`'s error). */
export async function loadEnginesOf(lessons: string[]): Promise<void> {
  const scenarios = new Set(lessons.map(scenarioOfLesson).filter((s) => s !== undefined));
  await Promise.all([...scenarios].map(loadEngine));
}

/** A loaded lesson's engine (`loadEnginesOf` first). */
export function engineOf(lesson: string): Engine {
  const scenario = scenarioOfLesson(lesson);
  const engine = scenario === undefined ? undefined : loaded.get(scenario);
  if (engine) return engine;
  throw new Error(scenario === undefined ? `Unknown lesson "${lesson}".` : `The ${scenario} engine is not loaded yet.`);
}
