/** The article's figures beside ours, case by case. */
import type { Figures, Params } from '../engine/types';
import { fmtInt, fmtNum, fmtPct0 } from '../text/format';
import type { ArticleCase } from './articleCases';

interface Props {
  cases: ArticleCase[];
  lookup: (p: Params) => Figures | undefined;
  running: boolean;
}

export function ArticleTable({ cases, lookup, running }: Props) {
  const showSpace = cases.some((c) => c.article.space !== undefined);
  const base = showSpace ? lookup(cases[0].params) : undefined;
  const pending = running ? '…' : '—';
  const ours = (f: Figures | undefined, fn: (f: Figures) => string) => (f ? fn(f) : pending);
  return (
    <div className="table-scroll article-scroll" tabIndex={0} role="region" aria-label="The article's figures beside ours">
      <table className="data-table article-table">
        <caption>
          The article (Sybase ASE 15.0.2, 10,000 rows into 4.5 M) beside pagelab’s full-scale runs.
          Our rows/s come from the engine’s cost model, not a stopwatch.
        </caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              Case
            </th>
            <th scope="colgroup" colSpan={2}>
              Rows/s
            </th>
            <th scope="colgroup" colSpan={2}>
              Page splits
            </th>
            <th scope="colgroup" colSpan={2}>
              Log writes
            </th>
            {showSpace && (
              <th scope="colgroup" colSpan={2}>
                Space vs. first row
              </th>
            )}
          </tr>
          <tr>
            {['rate', 'splits', 'log', ...(showSpace ? ['space'] : [])].map((k) => [
              <th key={`${k}a`} scope="col" className="article-col">
                article
              </th>,
              <th key={`${k}o`} scope="col">
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
                  <th scope="rowgroup" colSpan={showSpace ? 9 : 7}>
                    {c.group}
                  </th>
                </tr>,
              );
            }
            rows.push(
              <tr key={c.id}>
                <th scope="row">{c.label}</th>
                <td className="article-col">{c.article.rows_per_sec ?? '—'}</td>
                <td>{ours(f, (x) => fmtNum(x.estimated_rows_per_sec))}</td>
                <td className="article-col">{c.article.page_splits ?? '—'}</td>
                <td>{ours(f, (x) => fmtInt(x.page_splits))}</td>
                <td className="article-col">{c.article.log_writes ?? '—'}</td>
                <td>{ours(f, (x) => fmtInt(x.log_writes))}</td>
                {showSpace && (
                  <>
                    <td className="article-col">{c.article.space ?? '—'}</td>
                    <td>
                      {ours(f, (x) =>
                        base && base.bytes_used > 0
                          ? `${x.bytes_used >= base.bytes_used ? '+' : '−'}${fmtPct0(Math.abs(x.bytes_used / base.bytes_used - 1))}`
                          : '—',
                      )}
                    </td>
                  </>
                )}
              </tr>,
            );
            return rows;
          })}
        </tbody>
      </table>
    </div>
  );
}
