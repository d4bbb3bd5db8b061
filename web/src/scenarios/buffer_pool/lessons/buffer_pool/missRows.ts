/**
 * The misses chart's data: one row per frame count that has been run,
 * each policy's misses (from the run's `figures.policies`), and where a
 * line goes up (more frames, more misses: Belady's anomaly).
 */
import type { BufferPoolFigures, Params } from '../../../../shell/engine/types';

export interface MissRow {
  frames: number;
  /** Misses by policy, in the order the run listed them. */
  misses: Record<string, number>;
}

export interface Anomaly {
  policy: string;
  from: number;
  to: number;
  fromMisses: number;
  toMisses: number;
}

/** Rows of the points that have a result, by frame count. */
export function missRows(points: readonly Params[], figures: readonly (BufferPoolFigures | undefined)[]): MissRow[] {
  const rows: MissRow[] = [];
  points.forEach((p, i) => {
    const f = figures[i];
    if (!f?.policies) return;
    rows.push({ frames: Number(p.frames), misses: Object.fromEntries(f.policies.map((x) => [x.policy, x.misses])) });
  });
  return rows.sort((a, b) => a.frames - b.frames);
}

/** Each place a policy's line goes up from one frame count to the next larger one. */
export function anomaliesOf(rows: readonly MissRow[], policies: readonly string[]): Anomaly[] {
  const out: Anomaly[] = [];
  for (const policy of policies) {
    for (let i = 1; i < rows.length; i++) {
      const a = rows[i - 1].misses[policy];
      const b = rows[i].misses[policy];
      if (a !== undefined && b !== undefined && b > a) {
        out.push({ policy, from: rows[i - 1].frames, to: rows[i].frames, fromMisses: a, toMisses: b });
      }
    }
  }
  return out;
}
