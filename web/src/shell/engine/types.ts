/**
 * Types that cross the engine boundary. They are generated from Rust by
 * wasm-bindgen + tsify into `../wasm-pkg/pagelab.d.ts`; this module only
 * re-exports them (and names a few narrowings), it never re-declares them.
 *
 * A scenario's events and figures are unions over the scenarios
 * (`AnyEvents`, `AnyFigures`): the lesson shell handles them generically,
 * a scenario's own UI (`scenarios/<id>/`) narrows them by `kind` and name.
 */
import type { AnyEvents, AnyFigures, BufferEvent, Kind, Point, View } from '../../wasm-pkg/pagelab';

// Every generated type, under its own name: a scenario's kit imports its
// events and figures from here like the shell does.
export type * from '../../wasm-pkg/pagelab';

/** One of the fragmentation article's five requests (the engine's `Kind`). */
export type RequestKind = Kind;
/** One measurement window of a fragmentation run (the engine's `Point`). */
export type GrowthPoint = Point;

/** One event of any scenario's step. */
export type ScenarioEvent = AnyEvents[number];
/** The figures of any scenario. */
export type ScenarioFigures = AnyFigures;

/**
 * A step's events as its scenario's own. Event kinds repeat across
 * scenarios (`page`, `evict`, `done`), so a scenario's kit reads its own
 * union; the shell hands a kit only its scenario's events (a lesson runs
 * one scenario), which is what makes this cast true.
 */
export function ownEvents<E extends ScenarioEvent>(events: readonly ScenarioEvent[]): readonly E[] {
  return events as readonly E[];
}

/** One event kind, e.g. `EventOf<'page_full'>`. */
export type EventOf<K extends ScenarioEvent['kind']> = Extract<ScenarioEvent, { kind: K }>;

/** One view kind, e.g. `ViewOf<'page_strip'>`. */
export type ViewOf<K extends View['kind']> = Extract<View, { kind: K }>;

/** Parameter values as the engine takes them: every value is a string. */
export type Params = Record<string, string>;

/** Numeric figures of any scenario, by name. */
export type FigureName = string;

/** A figure by name, as a number (NaN when the scenario has no such figure). */
export function figureOf(figures: ScenarioFigures, name: FigureName): number {
  const v = (figures as unknown as Record<string, unknown>)[name];
  return typeof v === 'number' ? v : Number.NaN;
}

/** An event of one buffer pool (every buffer event but the reference names its pool). */
export type PoolEvent = Exclude<BufferEvent, { kind: 'reference' }>;

const POOL_KINDS: ReadonlySet<string> = new Set<PoolEvent['kind']>([
  'hit',
  'miss',
  'pass',
  'write',
  'evict',
  'load',
  'dirtied',
  'checkpoint',
]);

/** Whether `e` is an event of the buffer pool under `policy`. */
export function isPoolEvent(e: ScenarioEvent, policy: string): e is PoolEvent {
  return POOL_KINDS.has(e.kind) && 'policy' in e && e.policy === policy;
}
