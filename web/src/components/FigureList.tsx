/** Figures as a definition list: counters of the step view, results of a run. */
import { figureOf, type FigureName, type ScenarioFigures } from '../engine/types';
import type { FigureLabel } from '../lesson/module';
import { fmtNum } from '../text/format';

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

export function FigureList({ figures, names, labels, testIdPrefix, className = 'figures' }: Props) {
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
}

/** Two runs side by side, the difference called out. */
export function FigureCompare({
  left,
  right,
  names,
  labels,
  titles,
}: {
  left: ScenarioFigures;
  right: ScenarioFigures;
  names: FigureName[];
  labels: Record<string, FigureLabel>;
  titles: [string, string];
}) {
  return (
    <table className="data-table compare">
      <caption className="sr-only">Counters of both simulations</caption>
      <thead>
        <tr>
          <th scope="col">Counter</th>
          <th scope="col">{titles[0]}</th>
          <th scope="col">{titles[1]}</th>
        </tr>
      </thead>
      <tbody>
        {names.map((n) => {
          const a = figureOf(left, n);
          const b = figureOf(right, n);
          const diff = a !== b;
          return (
            <tr key={n} className={diff ? 'differs' : undefined}>
              <th scope="row">{labels[n]?.label ?? n}</th>
              <td data-testid={`counter-${n}`}>{figureValue(labels, n, a)}</td>
              <td data-testid={`counter-right-${n}`}>
                {figureValue(labels, n, b)}
                {diff && <span className="sr-only"> (differs)</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
