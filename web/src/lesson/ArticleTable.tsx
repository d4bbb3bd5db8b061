/** The article's figures beside ours, case by case, in the article's columns. */
import type { ArticleColumn, LessonInfo, Params, ScenarioFigures } from '../engine/types';
import { figureOf } from '../engine/types';
import { fmtInt, fmtNum, fmtPct0 } from '../text/format';
import { articleCases, articleColumns } from './articleCases';

interface Props {
  info: LessonInfo;
  lookup: (p: Params) => ScenarioFigures | undefined;
  running: boolean;
}

/** A figure as the table prints it (rates with decimals when small). */
function show(col: ArticleColumn, v: number): string {
  if (!Number.isFinite(v)) return '—';
  if (col.relative_to_first) return `${v >= 0 ? '+' : '−'}${fmtPct0(Math.abs(v) / 100)}`;
  return Number.isInteger(v) ? fmtInt(v) : fmtNum(v);
}

export function ArticleTable({ info, lookup, running }: Props) {
  const cases = articleCases(info);
  const columns = articleColumns(info);
  const base = cases.length ? lookup(cases[0].params) : undefined;
  const pending = running ? '…' : '—';
  const ours = (f: ScenarioFigures | undefined, col: ArticleColumn): string => {
    if (!f) return pending;
    const v = figureOf(f, col.figure);
    if (!col.relative_to_first) return show(col, v);
    const b = base ? figureOf(base, col.figure) : Number.NaN;
    return b > 0 ? show(col, 100 * (v / b - 1)) : '—';
  };
  return (
    <div className="table-scroll article-scroll" tabIndex={0} role="region" aria-label="The article's figures beside ours">
      <table className="data-table article-table">
        <caption>
          The article ({info.article.engine}, {info.article.setup}) beside pagelab’s full-scale runs. Our time
          figures come from the engine’s cost model, not a stopwatch.
        </caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              Case
            </th>
            {columns.map((c) => (
              <th key={c.figure} scope="colgroup" colSpan={2}>
                {c.label}
              </th>
            ))}
          </tr>
          <tr>
            {columns.map((c) => [
              <th key={`${c.figure}a`} scope="col" className="article-col">
                article
              </th>,
              <th key={`${c.figure}o`} scope="col">
                ours
              </th>,
            ])}
          </tr>
        </thead>
        <tbody>
          {cases.flatMap((c, i) => {
            const f = lookup(c.params);
            const rows = [];
            if (c.group && c.group !== cases[i - 1]?.group) {
              rows.push(
                <tr key={`g-${c.group}`} className="group-row">
                  <th scope="rowgroup" colSpan={1 + 2 * columns.length}>
                    {c.group}
                  </th>
                </tr>,
              );
            }
            rows.push(
              <tr key={c.id}>
                <th scope="row">{c.label}</th>
                {columns.map((col) => {
                  const a = c.article[col.figure];
                  return [
                    <td key={`${col.figure}a`} className="article-col">
                      {a ? show(col, a.value) : '—'}
                    </td>,
                    <td key={`${col.figure}o`} title={a?.note ?? undefined}>
                      {ours(f, col)}
                    </td>,
                  ];
                })}
              </tr>,
            );
            return rows;
          })}
        </tbody>
      </table>
    </div>
  );
}
