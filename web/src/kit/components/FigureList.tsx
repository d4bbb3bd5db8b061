/** Figures as a definition list: counters of the step view, results of a run. */
// FigureList and FigureCompare are memoised: the step view re-renders at each
// beat of a step's animation, and its counters change only with the step.
import { memo } from 'react';
import { figureOf, type FigureName, type ScenarioFigures } from '../../shell/engine/types';
import type { FigureLabel } from '../../shell/lesson/module';
import { fmtNum, fmtPct } from '../text/format';
import { useWords } from '../i18n/words';
import { VIEW_WORDS } from '../views/views.i18n';

/** A figure's value as its label formats it. */
export function figureValue(labels: Record<string, FigureLabel>, name: FigureName, value: number): string {
  const l = labels[name];
  return l ? l.format(value) : fmtNum(value);
}

interface Props {
  figures: ScenarioFigures;
  names: FigureName[];
  labels: Record<string, FigureLabel>;
  testIdPrefix: string;
  className?: string;
}

export const FigureList = memo(function FigureList({ figures, names, labels, testIdPrefix, className = 'figures' }: Props) {
  return (
    <dl className={className}>
      {names.map((n) => (
        <div key={n} className="figure" title={labels[n]?.hint}>
          <dt>{labels[n]?.label ?? n}</dt>
          <dd data-testid={`${testIdPrefix}${n}`}>{figureValue(labels, n, figureOf(figures, n))}</dd>
        </div>
      ))}
    </dl>
  );
});

/** A value's change from the first run's, as "+12.5%" (none from a zero or a non-number). */
export function change(v: number, first: number): string | null {
  if (!Number.isFinite(v) || !Number.isFinite(first) || first === 0) return null;
  const r = (v - first) / Math.abs(first);
  return `${r > 0 ? '+' : ''}${fmtPct(r)}`;
}

/** One column of a comparison: a run's figures and its title. */
export interface CompareRun {
  figures: ScenarioFigures;
  title: string;
}

/**
 * Two to four runs side by side, a counter per row, each value that
 * differs from the first run's called out. Test ids: `counter-<name>` for
 * the first run and `counter-right-<name>` for the second (as when two
 * compared a setting), and `counter-<i>-<name>` for every run.
 */
export const FigureCompare = memo(function FigureCompare({
  runs,
  names,
  labels,
}: {
  runs: CompareRun[];
  names: FigureName[];
  labels: Record<string, FigureLabel>;
}) {
  const cellId = (i: number, n: string) => (i === 0 ? `counter-${n}` : i === 1 ? `counter-right-${n}` : undefined);
  const w = useWords(VIEW_WORDS);
  const table = (
    <table className={`data-table compare compare-${runs.length}`}>
      <caption className="sr-only">{w.countersOf(runs.length)}</caption>
      <thead>
        <tr>
          <th scope="col">{w.counter}</th>
          {runs.map((r, i) => (
            <th key={i} scope="col">
              {r.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {names.map((n) => {
          const values = runs.map((r) => figureOf(r.figures, n));
          const differs = values.map((v) => !Object.is(v, values[0]));
          return (
            <tr key={n} className={differs.some(Boolean) ? 'differs' : undefined}>
              <th scope="row">{labels[n]?.label ?? n}</th>
              {values.map((v, i) => (
                <td key={i} data-testid={cellId(i, n)} className={differs[i] ? 'is-different' : undefined}>
                  <span data-testid={`counter-${i}-${n}`}>{figureValue(labels, n, v)}</span>
                  {differs[i] && <span className="sr-only">{w.differs}</span>}
                  {differs[i] && change(v, values[0]) && (
                    <>
                      {' '}
                      <span className="compare-change" data-testid={`change-${i}-${n}`}>
                        {change(v, values[0])}
                      </span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
  // Three or four columns may not fit a phone: a scroll box a keyboard can scroll.
  return runs.length > 2 ? (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={w.countersEvery}>
      {table}
    </div>
  ) : (
    table
  );
});
