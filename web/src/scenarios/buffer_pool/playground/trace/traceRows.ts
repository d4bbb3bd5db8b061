/**
 * The curves as rows for the chart and its table: one row a pool size,
 * each policy's misses and miss ratio there (undefined until its point
 * has come), and which policies that are not OPT miss least.
 */
import type { CurvePoint } from './traceClient';

export interface TraceRow {
  frames: number;
  misses: Record<string, number | undefined>;
  ratio: Record<string, number | undefined>;
}

/** Points by policy, as they arrive, into rows by pool size (sizes in order). */
export function traceRows(points: Readonly<Record<string, readonly CurvePoint[]>>, policies: readonly string[]): TraceRow[] {
  const sizes = new Set<number>();
  for (const p of policies) for (const pt of points[p] ?? []) sizes.add(pt.frames);
  return [...sizes]
    .sort((a, b) => a - b)
    .map((frames) => {
      const row: TraceRow = { frames, misses: {}, ratio: {} };
      for (const p of policies) {
        const pt = (points[p] ?? []).find((x) => x.frames === frames);
        row.misses[p] = pt?.misses;
        row.ratio[p] = pt ? 1 - pt.hit_ratio : undefined;
      }
      return row;
    });
}

/**
 * The policies other than OPT with the fewest misses in `row`, in the order
 * of `policies` (several on a tie: the summary names them all); empty if
 * none has come.
 */
export function bestReal(row: TraceRow, policies: readonly string[]): string[] {
  const real = policies.filter((p) => p !== 'opt' && row.misses[p] !== undefined);
  const least = Math.min(...real.map((p) => row.misses[p] ?? Infinity));
  return real.filter((p) => row.misses[p] === least);
}

/** Merges a worker's answer into the points so far (a size answered twice keeps the last). */
export function mergePoints(
  so: Readonly<Record<string, readonly CurvePoint[]>>,
  policy: string,
  points: readonly CurvePoint[],
): Record<string, readonly CurvePoint[]> {
  const mine = new Map((so[policy] ?? []).map((p) => [p.frames, p]));
  for (const p of points) mine.set(p.frames, p);
  return { ...so, [policy]: [...mine.values()].sort((a, b) => a.frames - b.frames) };
}

/**
 * The size where the choice of policy matters most: the widest spread of
 * miss ratios between the policies other than OPT (the smallest such size
 * on a tie; the middle one when they never differ). The summary speaks of it.
 */
export function tellingRow(rows: readonly TraceRow[], policies: readonly string[]): TraceRow | undefined {
  let best: TraceRow | undefined;
  let spread = 0;
  for (const r of rows) {
    const ratios = policies.filter((p) => p !== 'opt').map((p) => r.ratio[p]).filter((x) => x !== undefined);
    if (ratios.length === 0) continue;
    const s = Math.max(...ratios) - Math.min(...ratios);
    if (s > spread + 1e-12) {
      spread = s;
      best = r;
    }
  }
  return best ?? rows[Math.floor(rows.length / 2)];
}
