/**
 * The engine's verdict on a chart's runs (the lesson's sweep, judged in
 * the engine: `catalog::verdict`), asked of the catalogue worker whenever
 * the chart's points change. The page never judges the figures itself.
 */
import { useEffect, useState } from 'react';
import { catalogEngine } from '../worker/stepEngine';

/** One point as the verdict reads it: its line's value, its x value, its figure (undefined while missing). */
export interface VerdictPoint {
  line: string;
  x: string;
  y: number | undefined;
}

/** true: the runs keep the article's shape; false: one breaks it; null: not yet told. */
export function useVerdict(lesson: string, sweep: string, points: readonly VerdictPoint[]): boolean | null {
  const key = JSON.stringify(points.map((p) => [p.line, p.x, p.y ?? null]));
  const [verdict, setVerdict] = useState<{ key: string; value: boolean | null }>({ key: '', value: null });
  useEffect(() => {
    let live = true;
    const pts = JSON.parse(key) as [string, string, number | null][];
    catalogEngine()
      .call({
        type: 'verdict',
        lesson,
        sweep,
        lines: pts.map((p) => p[0]),
        xs: pts.map((p) => p[1]),
        ys: pts.map((p) => p[2] ?? Number.NaN),
      })
      .then(
        (res) => {
          if (live) setVerdict({ key, value: res.verdict });
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [lesson, sweep, key]);
  // A verdict on other points is no verdict on these.
  return verdict.key === key ? verdict.value : null;
}
