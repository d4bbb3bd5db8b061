/** Figures as a definition list: counters of the step view, results of a run. */
import type { FigureName, Figures } from '../engine/types';
import { FIGURE_LABELS, figureValue } from '../text/figureLabels';

interface Props {
  figures: Figures;
  names: FigureName[];
  testIdPrefix: string;
  className?: string;
}

export function FigureList({ figures, names, testIdPrefix, className = 'figures' }: Props) {
  return (
    <dl className={className}>
      {names.map((n) => (
        <div key={n} className="figure" title={FIGURE_LABELS[n]?.hint}>
          <dt>{FIGURE_LABELS[n]?.label ?? n}</dt>
          <dd data-testid={`${testIdPrefix}${n}`}>{figureValue(n, figures[n])}</dd>
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
}: {
  left: Figures;
  right: Figures;
  names: FigureName[];
  labels: [string, string];
}) {
  return (
    <table className="data-table compare">
      <caption className="sr-only">Counters of both simulations</caption>
      <thead>
        <tr>
          <th scope="col">Counter</th>
          <th scope="col">{labels[0]}</th>
          <th scope="col">{labels[1]}</th>
        </tr>
      </thead>
      <tbody>
        {names.map((n) => {
          const a = Number(left[n]);
          const b = Number(right[n]);
          const diff = a !== b;
          return (
            <tr key={n} className={diff ? 'differs' : undefined}>
              <th scope="row">{FIGURE_LABELS[n]?.label ?? n}</th>
              <td data-testid={`counter-${n}`}>{figureValue(n, a)}</td>
              <td data-testid={`counter-right-${n}`}>
                {figureValue(n, b)}
                {diff && <span className="sr-only"> (differs)</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
