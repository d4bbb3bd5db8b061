/**
 * A script's runs side by side: every numeric figure of the first run
 * (in the engine's order), each run's value, and its change from the
 * first run (null where there is none to say: the first run, the same
 * value, a zero, a run not done yet).
 */
export interface FigureRow {
  name: string;
  values: Array<number | undefined>;
  change: Array<number | null>;
}

export function figureRows(runs: ReadonlyArray<Readonly<Record<string, unknown>> | undefined>): FigureRow[] {
  const first = runs[0];
  if (!first) return [];
  const names = Object.keys(first).filter((k) => typeof first[k] === 'number');
  return names.map((name) => {
    const values = runs.map((r) => {
      const v = r?.[name];
      return typeof v === 'number' ? v : undefined;
    });
    const base = values[0];
    // An unchanged value says nothing: the changes stand out.
    const change = values.map((v, i) =>
      i === 0 || v === undefined || base === undefined || base === 0 || v === base ? null : (v - base) / Math.abs(base),
    );
    return { name, values, change };
  });
}
