/**
 * The event trace of the step view as a table and as JSON: every event of
 * steps 1..n, one row each, with the scenario's own sentence for it. The
 * columns are the fields the events have (their union, in the order first
 * met), so a spreadsheet filters by kind, page or session without parsing.
 */
import type { ScenarioEvent } from '../engine/types';
import type { Trace } from '../worker/protocol';

type Cell = string | number | boolean | null;

export interface TraceTable {
  columns: string[];
  rows: Cell[][];
}

/** A field's value as one cell: a list or an object as its JSON. */
function cell(v: unknown): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  return JSON.stringify(v);
}

/**
 * `labels`: the variants' names (several simulations side by side add a
 * `variant` column); `describe`: the scenario's sentence for an event.
 */
export function traceTable(
  trace: Trace,
  labels: readonly string[],
  describe: (e: ScenarioEvent) => string,
): TraceTable {
  const multi = trace.steps.length > 1;
  const fields: string[] = [];
  const seen = new Set<string>(['kind']);
  for (const steps of trace.steps) {
    for (const s of steps) {
      for (const e of s.events) {
        for (const k of Object.keys(e)) {
          if (!seen.has(k)) {
            seen.add(k);
            fields.push(k);
          }
        }
      }
    }
  }
  const columns = [...(multi ? ['variant'] : []), 'step', 'event', 'kind', ...fields, 'description'];
  const rows: Cell[][] = [];
  trace.steps.forEach((steps, i) => {
    for (const s of steps) {
      s.events.forEach((e, n) => {
        const record = e as unknown as Record<string, unknown>;
        rows.push([
          ...(multi ? [labels[i] ?? String(i + 1)] : []),
          s.step,
          n + 1,
          e.kind,
          ...fields.map((f) => cell(record[f])),
          describe(e),
        ]);
      });
    }
  });
  return { columns, rows };
}

/** The trace as a JSON document: what ran, and each simulation's steps with their events. */
export function traceJson(
  trace: Trace,
  meta: { lesson: string; params: Record<string, string>[]; labels: readonly string[] },
): string {
  return JSON.stringify(
    {
      lesson: meta.lesson,
      last_step: trace.last,
      truncated: trace.truncated,
      simulations: trace.steps.map((steps, i) => ({
        label: meta.labels[i] ?? '',
        params: meta.params[i] ?? {},
        steps,
      })),
    },
    null,
    1,
  );
}
